"""The game's icon (site/icon.svg) drawn again as PNG, with the standard library only."""

from __future__ import annotations

import struct
import zlib

ICON_SIZES = (192, 512)
"""PNG icons drawn by :func:`icon_png` for the web app manifest (besides the SVG)."""

_Rgb = tuple[int, int, int]
_Span = tuple[float, float]


def _hex_rgb(colour: str) -> _Rgb:
    """``#rrggbb`` as three bytes."""
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _ellipse_span(y: float, cx: float, cy: float, rx: float, ry: float) -> _Span | None:
    """Where row ``y`` crosses an ellipse (x from, x to), or None when it misses."""
    d = 1 - ((y - cy) / ry) ** 2
    if d <= 0:
        return None
    half = rx * d**0.5
    return cx - half, cx + half


def _rounded_rect_span(y: float, size: float, radius: float) -> _Span | None:
    """Where row ``y`` crosses a ``size`` square with corners rounded by ``radius``."""
    if not 0 <= y < size:
        return None
    dy = max(radius - y, y - (size - radius), 0.0)
    inset = radius - (radius * radius - dy * dy) ** 0.5 if dy else 0.0
    return inset, size - inset


def _island_span(y: float) -> _Span | None:
    """The volcano of icon.svg (``M6 52 L24 24 ... L40 24 L58 52 Z``), in its 64-unit box."""
    if not 24 <= y < 52:
        return None
    spread = (y - 24) * 18 / 28
    return 24 - spread, 40 + spread


def _icon_row(y: float) -> list[tuple[_Span, _Rgb]]:
    """The coloured spans of one row of the icon (64-unit box), back to front."""
    shapes: list[tuple[_Span | None, str]] = [
        (_rounded_rect_span(y, 64, 14), "#123a4e"),
        (_island_span(y), "#2e2420"),
        (_ellipse_span(y, 32, 25, 8, 3), "#ff7a2a"),
        (_ellipse_span(y, 32, 25, 4, 1.4), "#ffd27a"),
        # the two wisps of smoke, as a string of round puffs
        *((_ellipse_span(y, cx, cy, 1.7, 1.7), "#b9aca4")
          for cx, cy in ((29, 18), (27.6, 15.5), (28.4, 12.5), (30.2, 9.5), (35, 18), (36.8, 15.5), (36.2, 12.5),
                         (35, 10))),
    ]
    return [(span, _hex_rgb(colour)) for span, colour in shapes if span is not None]


def icon_png(size: int) -> bytes:
    """A ``size`` x ``size`` RGBA PNG of the game's icon (deterministic bytes)."""
    scale = 64 / size
    rows = []
    for py in range(size):
        row = bytearray(size * 4)  # transparent outside the rounded square
        for (x0, x1), (r, g, b) in _icon_row((py + 0.5) * scale):
            lo, hi = max(0, round(x0 / scale)), min(size, round(x1 / scale))
            if hi > lo:
                row[lo * 4:hi * 4] = bytes((r, g, b, 255)) * (hi - lo)
        rows.append(b"\0" + bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(
        b"IEND", b""
    )
