"""Pieces you can tell apart (issue 13): a hearth is a house and a beacon a tower, and every
seat's causeways carry its shape mark, so that two seats stay apart when colour does not.

The colour-vision check simulates deuteranopia, protanopia and tritanopia with the usual
colour matrices (Machado et al. 2009, severity 1.0, on linear-ish sRGB: a good enough
simulation for telling tones apart): in Python over the seat tones, and in the browser as an
SVG ``feColorMatrix`` over the board, whose pictures stay in ``test-artifacts/``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from driver import Mirror, link, play_until
from view import board_svg

SITE = Path(__file__).resolve().parents[2] / "site"

SIMULATIONS = {
    "deuteranopia": ((0.367, 0.861, -0.228), (0.280, 0.673, 0.047), (-0.012, 0.043, 0.969)),
    "protanopia": ((0.152, 1.053, -0.205), (0.115, 0.786, 0.099), (-0.004, -0.048, 1.052)),
    "tritanopia": ((1.256, -0.077, -0.179), (-0.078, 0.931, 0.148), (0.005, 0.691, 0.304)),
}
"""Machado 2009 matrices (severity 1.0): simulated RGB = M x RGB."""


def _rgb(hex_colour: str) -> tuple[float, float, float]:
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


def test_every_seats_mark_stands_out_on_its_own_colour_under_each_simulation():
    """The dark shape mark is what tells two seats apart when their tones merge: it must
    read on every seat's tone, seen normally and under each simulated deficiency."""
    outline = _rgb(board_svg.OUTLINE)
    for name, tone in board_svg.SEAT_TONES.items():
        for sim, matrix in [("normal", ((1, 0, 0), (0, 1, 0), (0, 0, 1))), *SIMULATIONS.items()]:
            ratio = contrast(simulate(_rgb(tone), matrix), simulate(outline, matrix))
            assert ratio >= 3.0, f"{name}'s mark under {sim}: contrast {ratio:.2f}"


def test_the_check_finds_a_mark_that_would_vanish():
    """Planted fault: a dark seat tone under its dark mark fails the check above."""
    outline = _rgb(board_svg.OUTLINE)
    assert contrast(simulate(_rgb("#2a2030"), SIMULATIONS["deuteranopia"]), simulate(outline, SIMULATIONS["deuteranopia"])) < 3


def test_hearth_and_beacon_differ_by_silhouette_and_every_piece_carries_its_mark():
    from engine.island import landfall

    class Pieces:
        corner_piece = [0] * 54
        corner_seat = [-1] * 54
        edge_seat = [-1] * 72
        ash = 9

    p = Pieces()
    p.corner_piece[10], p.corner_seat[10] = 1, 0  # a hearth
    p.corner_piece[30], p.corner_seat[30] = 2, 0  # a beacon
    p.edge_seat[5] = 2
    svg = board_svg.render_island(landfall(), state=p, colours=list(board_svg.SEAT_TONES), names=["A", "B", "C", "D"])
    hearth = svg.split('data-piece="hearth"', 1)[1].split("</g>", 1)[0]
    beacon = svg.split('data-piece="beacon"', 1)[1].split("</g>", 1)[0]
    causeway = svg.split('data-piece="causeway"', 1)[1].split("</g>", 1)[0]
    assert hearth.count('class="seat-mark"') == 1 and beacon.count('class="seat-mark"') == 1
    assert "#ffb84a" in beacon and "#ffb84a" not in hearth, "the beacon has the flame on top"
    assert beacon.count("<circle") == 1, "no ring round the beacon (the one circle is Coral's mark)"
    assert hearth.split('d="', 2)[1] != beacon.split('d="', 2)[1], "house and tower outlines differ"
    assert 'data-mark="triangle"' in causeway and causeway.count('class="seat-mark"') == 2


TAGS = {"circle": ("circle", 0), "square": ("rect", 0), "triangle": ("polygon", 3), "diamond": ("polygon", 4)}


@pytest.mark.browser
def test_causeways_keep_their_marks_and_the_board_is_pictured_as_each_deficiency_sees_it(game):
    page = game.follow(link(6, ("human", "ai-easy", "ai-easy", "ai-easy")))
    mirror = Mirror(6, ("human", "ai-easy", "ai-easy", "ai-easy"))
    play_until(page, mirror, lambda m: m.state.turns >= 16)
    causeways = page.eval_on_selector_all(
        "#board [data-piece=causeway]",
        """els => els.map(e => ({seat: e.dataset.seat, mark: e.dataset.mark,
            marks: [...e.querySelectorAll('.seat-mark')].map(m => [m.tagName,
              (m.getAttribute('points') || '').trim().split(/\\s+/).filter(Boolean).length])}))""")
    seats = {c["seat"] for c in causeways}
    assert seats >= {"0", "1", "2", "3"}, "every seat has causeways to compare"
    for c in causeways:
        want = board_svg.SEAT_SHAPES[board_svg.LANTERNS[int(c["seat"])]]
        assert c["mark"] == want
        tag, points = TAGS[want]
        assert c["marks"] == [[tag, points], [tag, points]], c
    page.set_viewport_size({"width": 1024, "height": 768})
    board = page.locator("#board svg.island")
    game.screenshot("colour-vision-normal")
    for name, m in SIMULATIONS.items():
        values = " ".join(f"{v}" for row in m for v in (*row, 0, 0)) + " 0 0 0 1 0"  # 4 x 5
        page.evaluate(
            """([name, values]) => {
                let f = document.getElementById('cv-filters');
                if (!f) { f = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
                          f.id = 'cv-filters'; f.setAttribute('width', 0); f.setAttribute('height', 0);
                          document.body.appendChild(f); }
                f.innerHTML = `<filter id="cv-${name}" color-interpolation-filters="sRGB">
                  <feColorMatrix type="matrix" values="${values}"/></filter>`;
                document.querySelector('#board svg.island').style.filter = `url(#cv-${name})`;
            }""", [name, values])
        path = Path(game.screenshot(f"colour-vision-{name}"))
        board.screenshot(path=str(path.with_name(f"colour-vision-{name}-board.png")))
        assert path.stat().st_size > 10_000
    page.evaluate("document.querySelector('#board svg.island').style.filter = ''")
