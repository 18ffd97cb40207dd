"""End-of-game charts (site/view/charts.py): counts, escaping, empty states, one line per seat, well-formed XML."""

from __future__ import annotations

import doctest
import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import N_RES, RESOURCES, TWO_DICE_WAYS
from engine.game import GameConfig

from model.adapter import engine_state
from view import charts
from view.charts import collected_table_html, dice_histogram_svg, renown_chart_svg

SVG = "{http://www.w3.org/2000/svg}"
NASTY = ['<script>alert("x")</script>', 'Tom & "Jerry"', "<b>Bo</b>", "O'Hare <3"]


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def by_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [el for el in root.iter() if cls in (el.get("class") or "").split()]


def all_text(root: ET.Element) -> str:
    return " ".join("".join(el.itertext()) for el in root.iter(f"{SVG}text"))


def check_accessible(root: ET.Element) -> str:
    """role="img", a non-empty aria-label, and a <title> saying the same first."""
    assert root.get("role") == "img"
    label = root.get("aria-label") or ""
    assert label.strip()
    assert root[0].tag == f"{SVG}title" and root[0].text == label
    assert root.get("width") == "100%" and re.fullmatch(r"0 0 \d+ \d+(\.\d)?", root.get("viewBox") or "")
    assert not root.findall(f".//{SVG}*[@id]"), "ids would clash between charts on one page"
    return label


def test_doctests() -> None:
    result = doctest.testmod(charts)
    assert result.attempted > 10 and result.failed == 0


# ------------------------------------------------------------------ dice histogram


def bars(svg: str) -> dict[int, tuple[int, float]]:
    root = parse(svg)
    out = {}
    for g in by_class(root, "bar"):
        out[int(g.get("data-total"))] = (int(g.get("data-count")), float(g.get("data-expected")))
    return out


def test_histogram_counts_match_the_rolls() -> None:
    rolls = [7, 7, 7, 6, 8, 8, 2, 12, 11, 5, 9, 9, 4, 3, 10, 7]
    got = bars(dice_histogram_svg(rolls))
    assert sorted(got) == list(range(2, 13))
    want = Counter(rolls)
    for total, (count, expected) in got.items():
        assert count == want[total]
        assert expected == pytest.approx(len(rolls) * TWO_DICE_WAYS[total] / 36, abs=0.005)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=-3, max_value=15), max_size=300), st.booleans())
def test_histogram_property(rolls: list[int], tide: bool) -> None:
    svg = dice_histogram_svg(rolls, tide=tide)
    got = bars(svg)
    valid = [r for r in rolls if 2 <= r <= 12]
    want = Counter(valid)
    assert {t: c for t, (c, _) in got.items()} == {t: want[t] for t in range(2, 13)}
    assert sum(e for _, e in got.values()) == pytest.approx(len(valid), abs=0.05)
    check_accessible(parse(svg))


def test_histogram_label_titles_and_summary() -> None:
    rolls = [7] * 12 + [6] * 5 + [8] * 5 + [2] * 14  # 36 rolls: 7 expected 6 times
    root = parse(dice_histogram_svg(rolls))
    label = check_accessible(root)
    assert label.startswith("Dice histogram of 36 rolls: 2 came up 14 times, expected 1.")
    assert "7: 12 (expected 6)" in label
    assert "Dice" in all_text(root) and "Tide" not in all_text(root)

    tide = parse(dice_histogram_svg(rolls, tide=True))
    assert check_accessible(tide).startswith("Tide histogram of 36 cards: 2 was drawn 14 times")
    assert "Tide" in all_text(tide)
    assert "Total of two dice" in all_text(root) and "Tide card" in all_text(tide)


def test_histogram_bars_are_as_tall_as_their_counts() -> None:
    root = parse(dice_histogram_svg([7] * 10 + [6] * 5))
    heights = {}
    for g in by_class(root, "bar"):
        rects = [r for r in g.findall(f"{SVG}rect") if r.get("class") != "expected"]
        heights[int(g.get("data-total"))] = float(rects[0].get("height")) if rects else 0.0
    assert heights[7] == pytest.approx(2 * heights[6], rel=0.02)
    assert heights[2] == 0.0


@pytest.mark.parametrize("rolls", [[], [1, 13, 0, -7], [True, "7", None, 7.0]])  # type: ignore[list-item]
def test_histogram_empty_state(rolls: list[int]) -> None:
    for tide in (False, True):
        root = parse(dice_histogram_svg(rolls, tide=tide))
        label = check_accessible(root)
        assert "no " in label
        assert all(c == 0 and e == 0 for c, e in bars(dice_histogram_svg(rolls, tide=tide)).values())
        assert by_class(root, "empty")
        assert ("No cards drawn yet" if tide else "No rolls yet") in all_text(root)


# ------------------------------------------------------------------ renown round by round


def seat_lines(root: ET.Element) -> list[ET.Element]:
    return by_class(root, "seat-line")


def test_one_line_per_seat_with_its_mark_and_final_renown() -> None:
    history = [[2, 2, 2, 2], [3, 2, 2, 2], [3, 4, 2, 3], [5, 4, 6, 3], [5, 4, 11, 3]]
    names = ["Ana", "Bo", "Cy", "Dee"]
    root = parse(renown_chart_svg(history, names, ["Coral", "Saffron", "Lagoon", "Moss"]))
    lines = seat_lines(root)
    assert sorted(int(g.get("data-seat")) for g in lines) == [0, 1, 2, 3]
    marks = {"circle": f"{SVG}circle", "square": f"{SVG}rect", "triangle": f"{SVG}polygon", "diamond": f"{SVG}polygon"}
    for g in lines:
        s = int(g.get("data-seat"))
        assert g.get("data-name") == names[s]
        assert int(g.get("data-final")) == history[-1][s]
        assert g.get("data-shape") == ("circle", "square", "triangle", "diamond")[s]
        polylines = g.findall(f"{SVG}polyline")
        assert polylines, "each seat is a line"
        # stepped line: first point plus two per later round
        assert len(polylines[-1].get("points").split()) == 1 + 2 * (len(history) - 1)
        assert g.findall(marks[g.get("data-shape")]), "colour is never the only signal"
    assert len(by_class(root, "legend-item")) == 4
    label = check_accessible(root)
    assert label.startswith("Renown over 5 rounds (goal 11): Ana (Coral, circle) 5;")
    assert "Cy (Lagoon, triangle) 11, leading" in label
    assert "goal 11" in all_text(root)


def test_renown_points_stay_inside_the_picture() -> None:
    history = [[t % 3, t // 4, min(t, 14)] for t in range(40)]
    root = parse(renown_chart_svg(history, ["A", "B", "C"], ["#ff0000", "#00ff00", "#0000ff"]))
    _, _, w, h = (float(v) for v in root.get("viewBox").split())
    for pl in root.iter(f"{SVG}polyline"):
        for pt in pl.get("points").split():
            x, y = (float(v) for v in pt.split(","))
            assert 0 <= x <= w and 0 <= y <= h
    # y reaches past the goal when a seat does
    assert "14" in all_text(root) or "16" in all_text(root)
    tones = {pl.get("stroke") for pl in root.iter(f"{SVG}polyline")}
    assert {"#ff0000", "#00ff00", "#0000ff"} <= tones


def test_renown_empty_history() -> None:
    for names, colours in ((["Ana", "Bo"], ["Coral", "Saffron"]), ([], [])):
        root = parse(renown_chart_svg([], names, colours))
        label = check_accessible(root)
        assert "no rounds played yet" in label
        assert "No rounds played yet" in all_text(root)
        assert len(seat_lines(root)) == len(names)
        assert not root.findall(f".//{SVG}polyline")


def test_renown_ragged_input_never_raises() -> None:
    history = [[1], [2, 3, 4], [], [5, None, "x"]]  # type: ignore[list-item]
    root = parse(renown_chart_svg(history, ["Only"], ["not-a-colour"]))
    lines = seat_lines(root)
    assert len(lines) == 3
    names = {g.get("data-name") for g in lines}
    assert names == {"Only", "Saffron", "Lagoon"}
    assert [int(g.get("data-final")) for g in sorted(lines, key=lambda g: g.get("data-seat"))] == [5, 0, 0]


def test_renown_escapes_names_and_colours() -> None:
    svg = renown_chart_svg([[1, 2, 3, 4]], NASTY, ['red" onload="x', "Saffron", "Lagoon", "Moss"])
    assert "<script" not in svg and "<b>" not in svg and 'onload="x"' not in svg
    root = parse(svg)
    text = all_text(root)
    label = root.get("aria-label")
    for name in NASTY:
        assert name[:14] in text  # legend shows the name literally (possibly shortened)
        assert name in label
    assert {g.get("data-name") for g in seat_lines(root)} == set(NASTY)


# ------------------------------------------------------------------ who collected what


def parse_table(html: str) -> ET.Element:
    root = ET.fromstring(html)
    assert root.tag == "table"
    return root


def test_collected_table_rows_totals_and_caption() -> None:
    collected = [[3, 0, 1, 0, 2], [0, 4, 0, 0, 0], [1, 1, 1, 1, 1]]
    root = parse_table(collected_table_html(collected, ["Ana", "Bo", "Cy"]))
    assert "".join(root.find("caption").itertext()).strip()
    heads = ["".join(th.itertext()) for th in root.find("thead").iter("th")]
    assert heads == ["Seat", *(r.capitalize() for r in RESOURCES), "Total"]
    rows = root.find("tbody").findall("tr")
    assert len(rows) == 3
    for s, tr in enumerate(rows):
        cells = [int(td.text) for td in tr.findall("td")]
        assert cells == [*collected[s], sum(collected[s])]
        assert int(tr.get("data-total")) == sum(collected[s])
        assert tr.find("th").get("scope") == "row"
    foot = root.find("tfoot/tr")
    assert [int(td.text) for td in foot.findall("td")] == [4, 5, 2, 1, 3, 15]


def test_collected_table_escapes_names() -> None:
    html = collected_table_html([[1] * N_RES for _ in NASTY], NASTY)
    assert "<script" not in html and "<b>" not in html
    root = parse_table(html)
    shown = ["".join(tr.find("th").itertext()) for tr in root.find("tbody").findall("tr")]
    assert [s[1:] for s in shown] == NASTY  # after the shape mark


def test_collected_table_empty_and_ragged() -> None:
    root = parse_table(collected_table_html([], []))
    assert "Nothing collected yet" in "".join(root.itertext())
    root = parse_table(collected_table_html([[1, 2], [None, -4, "3", 1, 1, 99]], ["Ana"]))  # type: ignore[list-item]
    rows = root.find("tbody").findall("tr")
    assert [int(td.text) for td in rows[0].findall("td")] == [1, 2, 0, 0, 0, 3]
    assert [int(td.text) for td in rows[1].findall("td")] == [0, 0, 3, 1, 1, 5]
    assert "Saffron" in "".join(rows[1].find("th").itertext())


# ------------------------------------------------------------------ from a real game


def test_charts_from_a_played_table() -> None:
    from model.table import COLOURS, SeatSpec, Table

    t = Table(GameConfig(seats=3, seed=11), [SeatSpec("ai-easy", n) for n in ("Ana", "<i>Bo</i>", "Cy")])
    while not engine_state(t).is_over:
        t.ai_step()
    names = [s.name for s in t.seats]
    rolls = [int(m.group(1)) for line in t.log if (m := re.search(r" rolled (\d+)", line))]
    hist = bars(dice_histogram_svg(rolls))
    assert sum(c for c, _ in hist.values()) == len(rolls) > 0
    root = parse(renown_chart_svg(t.history, names, list(COLOURS)))
    lines = seat_lines(root)
    assert len(lines) == 3
    assert max(int(g.get("data-final")) for g in lines) == engine_state(t).renown[engine_state(t).winner]
    table = parse_table(collected_table_html(t.collected, names))
    assert int(table.find("tfoot/tr").get("data-total")) == sum(map(sum, t.collected))
