"""Pieces you can tell apart (issue 13): a hearth is a house and a beacon a tower, and every
seat's causeways carry its shape mark, so that two seats stay apart when colour does not.

In Python, over the seat tones: every seat's mark stands out on its tone seen normally and
under each simulated deficiency (``colour_vision``), and the pieces' shapes differ.  The board
in the browser, pictured as each deficiency sees it: tests/browser/test_site_pieces.py.
"""

from __future__ import annotations

from colour_vision import SIMULATIONS, contrast, from_hex, simulate
from view import board_svg, pieces_svg


def test_every_seats_mark_stands_out_on_its_own_colour_under_each_simulation():
    """The dark shape mark is what tells two seats apart when their tones merge: it must
    read on every seat's tone, seen normally and under each simulated deficiency."""
    outline = from_hex(pieces_svg.OUTLINE)
    for name, tone in pieces_svg.SEAT_TONES.items():
        for sim, matrix in [("normal", ((1, 0, 0), (0, 1, 0), (0, 0, 1))), *SIMULATIONS.items()]:
            ratio = contrast(simulate(from_hex(tone), matrix), simulate(outline, matrix))
            assert ratio >= 3.0, f"{name}'s mark under {sim}: contrast {ratio:.2f}"


def test_the_check_finds_a_mark_that_would_vanish():
    """Planted fault: a dark seat tone under its dark mark fails the check above."""
    outline = from_hex(pieces_svg.OUTLINE)
    assert contrast(simulate(from_hex("#2a2030"), SIMULATIONS["deuteranopia"]), simulate(outline, SIMULATIONS["deuteranopia"])) < 3


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
    svg = board_svg.render_island(landfall(), state=p, colours=list(pieces_svg.SEAT_TONES), names=["A", "B", "C", "D"])
    hearth = svg.split('data-piece="hearth"', 1)[1].split("</g>", 1)[0]
    beacon = svg.split('data-piece="beacon"', 1)[1].split("</g>", 1)[0]
    causeway = svg.split('data-piece="causeway"', 1)[1].split("</g>", 1)[0]
    assert hearth.count('class="seat-mark"') == 1 and beacon.count('class="seat-mark"') == 1
    assert "#ffb84a" in beacon and "#ffb84a" not in hearth, "the beacon has the flame on top"
    assert beacon.count("<circle") == 1, "no ring round the beacon (the one circle is Coral's mark)"
    assert hearth.split('d="', 2)[1] != beacon.split('d="', 2)[1], "house and tower outlines differ"
    assert 'data-mark="triangle"' in causeway and causeway.count('class="seat-mark"') == 2
