"""The page's update: typed messages, and what each does to the model (presses, drafts and
sheets, clocks and the AI's pace, hints and the coach)."""
