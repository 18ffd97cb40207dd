"""The web app manifest: what an installed Cinderisle is called, its colours and icons."""

from __future__ import annotations

import json

THEME_COLOUR = "#10283a"
"""The browser's title bar and the installed app's frame (index.html's theme-color)."""
BACKGROUND_COLOUR = "#081a27"
"""The installed app's splash screen: the page's deep sea (style.css ``--sea-deep``)."""


def web_manifest(icons: dict[str, str]) -> bytes:
    """The web app manifest: name, colours, icons (``{sizes: url}``), standalone display."""
    kinds = {"any": "image/svg+xml"}
    manifest = {
        "name": "Cinderisle",
        "short_name": "Cinderisle",
        "description": "Settle a young volcanic island with your family, on one tablet, in the browser.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND_COLOUR,
        "icons": [
            {"src": url, "sizes": sizes, "type": kinds.get(sizes, "image/png"), "purpose": "any"}
            for sizes, url in icons.items()
        ],
    }
    return json.dumps(manifest, indent=1).encode()
