"""Colour-vision deficiencies simulated with the usual colour matrices (Machado et al. 2009,
severity 1.0, on linear-ish sRGB: a good enough simulation for telling tones apart), and
WCAG's contrast between two colours: the seats' pieces are checked with them in Python
(tests/site/test_site_pieces_python.py) and the board is pictured through them in the page
(tests/browser/test_site_pieces.py)."""

from __future__ import annotations

SIMULATIONS = {
    "deuteranopia": ((0.367, 0.861, -0.228), (0.280, 0.673, 0.047), (-0.012, 0.043, 0.969)),
    "protanopia": ((0.152, 1.053, -0.205), (0.115, 0.786, 0.099), (-0.004, -0.048, 1.052)),
    "tritanopia": ((1.256, -0.077, -0.179), (-0.078, 0.931, 0.148), (0.005, 0.691, 0.304)),
}
"""Machado 2009 matrices (severity 1.0): simulated RGB = M x RGB."""


def from_hex(hex_colour: str) -> tuple[float, float, float]:
    h = hex_colour.lstrip("#")
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def simulate(colour: tuple[float, float, float], matrix) -> tuple[float, float, float]:
    return tuple(min(1.0, max(0.0, sum(m * c for m, c in zip(row, colour, strict=True)))) for row in matrix)  # type: ignore[return-value]


def luminance(rgb: tuple[float, float, float]) -> float:
    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
