"""Pieces you can tell apart in the page (issue 13): every seat's causeways carry its shape
mark, and the board is pictured under each simulated colour-vision deficiency (an SVG
``feColorMatrix`` over the board, ``colour_vision.SIMULATIONS``), the pictures kept in
``test-artifacts/``.  The seat tones and the pieces' shapes in Python:
tests/site/test_site_pieces_python.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from colour_vision import SIMULATIONS
from driver import link, play_until
from mirror import Mirror
from model.seating import SEAT_SHAPES
from view import pieces_svg

pytestmark = pytest.mark.browser


TAGS = {"circle": ("circle", 0), "square": ("rect", 0), "triangle": ("polygon", 3), "diamond": ("polygon", 4)}


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
        want = SEAT_SHAPES[pieces_svg.LANTERNS[int(c["seat"])]]
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
