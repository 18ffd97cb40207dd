"""The page's view: pure functions from the model's values to HTML and SVG."""
