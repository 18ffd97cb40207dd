"""How to play, in CPython (no browser): the rules' sections, the facts they state (each number
from the engine), the search, the pictures, and the hooks the hand and the seat cards give.

The page's own behaviour (the dialog, keys, links, axe) is ``test_site_rules.py``.
"""

from __future__ import annotations

import ast
import doctest
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from engine import actions as A
from engine import clocks as table_clocks
from engine.cards import CINDERISLE_VENTURES, VENTURE_DECK, VENTURE_NAMES, VENTURES, cards_words
from engine.constants import (
    AI_OFFERER_MAX_RENOWN,
    ASHCLOUD_ROLL,
    BARGE_RATE,
    BEACON_RENOWN,
    BEACONS,
    CAMPS,
    CAUSEWAYS,
    CONFIRM_SECONDS,
    COST_BEACON,
    COST_CAUSEWAY,
    COST_HEARTH,
    COST_SURVEYED_CAUSEWAY,
    COST_VENTURE,
    DEFAULT_RATE,
    DISCARD_OVER,
    DISCARD_SECONDS,
    HEARTH_RENOWN,
    HEARTHS,
    LANDMARK_RENOWN,
    MAX_OFFERS,
    MAX_WANT,
    OFFER_SECONDS,
    OPEN_JETTY_RATE,
    OWN_JETTY_RATE,
    SHELTER_RENOWN,
    SUPPLY_PER_RESOURCE,
    SURVEYOR_FREE_CAUSEWAYS,
    TIDE_RESHUFFLE_AT,
    TITLE_RENOWN,
    TRAIL_MIN,
    WATCH_MIN,
    WIN_RENOWN,
)
from engine.events import GRAND_CAUSEWAY, STEADFAST_WATCH
from engine.hexgrid import N_TILES
from engine.islandgen import MAX_CORNER_DOTS, N_JETTIES, SHARE_SLACK

from mirror import Mirror, policy
from model.adapter import engine_state
from view import rulebook, seat_cards, tray
from words.clockwords import summary as clockwords_summary

SITE = Path(__file__).resolve().parents[2] / "site"

REQUIRED = ("island", "setup", "turn", "building", "trading", "seven", "ventures", "titles", "winning",
            "two-player", "tide", "warden", "landmark", "surveyor", "bountiful", "embargo", "grand-causeway",
            "steadfast-watch")
"""The section names other code and links rely on (issue 14)."""


def text_of(html: str) -> str:
    """The words of some HTML, tags gone, entities as they read."""
    import html as h

    return " ".join(h.unescape(re.sub(r"<[^>]+>", " ", html)).split())


def rules_text() -> str:
    return text_of(rulebook.body_html())


# ---------------------------------------------------------------- sections


def test_every_section_the_page_relies_on_is_there_once():
    html = rulebook.dialog_html()
    for name in REQUIRED:
        assert name in rulebook.names(), name
        assert html.count(f'id="rules-{name}"') == 1, name
    assert set(rulebook.SECTION_NAMES) == {s.name for s in rulebook.sections()}
    assert len(set(rulebook.names())) == len(rulebook.names()), "a name is used twice"
    # Each venture card has its own part of the ventures section, named as the engine names the kind.
    ventures = next(s for s in rulebook.sections() if s.name == "ventures")
    assert [p.name for p in ventures.parts] == [VENTURES[k] for k in CINDERISLE_VENTURES]
    assert [p.title for p in ventures.parts] == [VENTURE_NAMES[k] for k in CINDERISLE_VENTURES]
    titles = next(s for s in rulebook.sections() if s.name == "titles")
    assert [p.title for p in titles.parts] == [GRAND_CAUSEWAY, STEADFAST_WATCH]


def test_every_pointer_in_the_text_names_a_section():
    pointers = re.findall(r'data-section="([^"]+)"', rulebook.dialog_html())
    assert len(pointers) > 15
    assert set(pointers) <= set(rulebook.names()), set(pointers) - set(rulebook.names())


# ---------------------------------------------------------------- the facts, from the engine's values


def facts() -> list[tuple[str, str]]:
    """(what, the words that state it): each number as the engine defines it."""
    out = [
        ("the island", f"{N_TILES} hex tiles"),
        ("the Supply", f"{SUPPLY_PER_RESOURCE} cards of each resource"),
        ("the pools", f"{HEARTHS} hearths, {BEACONS} beacons and {CAUSEWAYS} causeways"),
        ("the win", f"At {WIN_RENOWN} or more you reveal your Landmarks and win at once"),
        ("a hearth's renown", f"{HEARTH_RENOWN} for each hearth"),
        ("a beacon's renown", f"{BEACON_RENOWN} for each beacon"),
        ("a title's renown", f"{TITLE_RENOWN} renown each"),
        ("a Landmark's renown", f"Worth {LANDMARK_RENOWN} renown"),
        ("the 8-card limit", f"more than {DISCARD_OVER} cards returns half of them, rounded down"),
        ("the discard clock", f"You have {DISCARD_SECONDS} s"),
        ("the answer clock", f"within {OFFER_SECONDS} s"),
        ("the confirm clock", f"{CONFIRM_SECONDS} s to confirm"),
        ("three offers a turn", f"At most {MAX_OFFERS} offers a turn"),
        ("four wanted of a kind", f"up to {MAX_WANT} of each kind"),
        ("the Supply's rate", f"Return {DEFAULT_RATE} cards of one resource"),
        ("an open jetty", f"{OPEN_JETTY_RATE} cards of any one resource for one"),
        ("a resource's jetty", f"{OWN_JETTY_RATE} cards of that resource for one"),
        ("the Barge", f"return {BARGE_RATE} cards of one resource"),
        ("sheltered tiles", f"has {SHELTER_RENOWN} renown or less"),
        ("stealing", f"more than {SHELTER_RENOWN} renown"),
        ("the Grand Causeway", f"at least {TRAIL_MIN} of your own causeways"),
        ("the Steadfast Watch", f"played {WATCH_MIN} Wardens"),
        ("the Surveyor", f"lay {SURVEYOR_FREE_CAUSEWAYS} causeways this turn for nothing; each further causeway "
                         f"this turn costs only {cards_words(COST_SURVEYED_CAUSEWAY)}"),
        ("the AI's offers", f"you have {AI_OFFERER_MAX_RENOWN} renown or less"),
        ("the camps", f"{CAMPS} neutral camps"),
        ("the Tide deck", f"When only {TIDE_RESHUFFLE_AT} cards are left"),
        ("a 7", f"A {ASHCLOUD_ROLL} pays nothing"),
        ("the jetties", f"{N_JETTIES} jetties stand on the coast"),
        ("fair islands", f"within {SHARE_SLACK} dots"),
        ("fair islands", f"more than {MAX_CORNER_DOTS} dots"),
        ("the deck", f"The deck holds {sum(VENTURE_DECK)} cards"),
        (GRAND_CAUSEWAY, GRAND_CAUSEWAY),
        (STEADFAST_WATCH, STEADFAST_WATCH),
    ]
    for name, cost in (("Causeway", COST_CAUSEWAY), ("Hearth", COST_HEARTH), ("Beacon", COST_BEACON),
                       ("Venture card", COST_VENTURE)):
        out.append((f"the cost of a {name}", f"{name} ({cards_words(cost)})"))
    for k in CINDERISLE_VENTURES:
        out.append((f"the {VENTURE_NAMES[k]}", f"{VENTURE_DECK[k]} {VENTURE_NAMES[k]}"))
    return out


def missing(text: str) -> list[str]:
    return [f"{what}: {words!r}" for what, words in facts() if words not in text]


def test_the_rules_state_the_engines_values():
    assert not missing(rules_text()), missing(rules_text())


@pytest.mark.parametrize("setting", table_clocks.SETTINGS)
def test_the_rules_quote_the_clocks_in_force(setting):
    """The rules' clocks are the table's (RULINGS 5: Relaxed, Standard or Off): each time they
    state is that setting's, and with Off they say no countdown runs (``text_of`` reads a
    no-break space as a space)."""
    html = rulebook.body_html(setting)
    text = text_of(html)
    seconds = {k: table_clocks.seconds(setting, k) for k in table_clocks.KINDS}
    if setting == table_clocks.OFF:
        before_the_clocks_part = text.split("This table chooses")[0].split("The table chooses")[0]
        assert "no countdown runs" in text and not re.search(r"\b\d+ s\b", before_the_clocks_part)
    else:
        assert f"You have {seconds['discard']} s" in text
        assert f"within {seconds['offer']} s:" in text
        assert f"{seconds['confirm']} s to confirm" in text
        assert f"{seconds['offer']}\xa0s" in html, "a time never breaks across lines"
    for other in table_clocks.SETTINGS:
        if other not in (setting, table_clocks.OFF):
            assert f"within {table_clocks.seconds(other, 'offer')} s:" not in text, other
    assert f"This game: {' '.join(clockwords_summary(setting).split())}" in text, "the clocks' part names them"


def test_the_facts_check_notices_a_wrong_number():
    text = rules_text()
    wrong = text.replace(f"At {WIN_RENOWN} or more", f"At {WIN_RENOWN + 1} or more")
    assert any(m.startswith("the win") for m in missing(wrong))
    assert any("Embargo" in m for m in missing(text.replace("Embargo", "Blockade")))


TEXT_CALLS = {"p", "items", "fig", "Section", "spacing_picture", "causeway_picture", "jetty_picture",
              "cards_picture", "_", "N_", "ngettext", "pgettext"}
"""The functions whose string arguments are words a player reads."""


def typed_numbers(source: str) -> list[str]:
    """Digits typed into the words of the rules (string literals, and the literal parts of
    f-strings, given to :data:`TEXT_CALLS`: the catalog's calls too, whose sentences name each
    number as a placeholder): each number must come from the engine instead."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if name not in TEXT_CALLS:
            continue
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            parts = arg.values if isinstance(arg, ast.JoinedStr) else [arg]
            for part in parts:
                if isinstance(part, ast.Constant) and isinstance(part.value, str) and re.search(r"\d", part.value):
                    out.append(f"line {part.lineno}: {part.value!r}")
    return out


def test_no_number_is_typed_into_the_rules():
    source = (SITE / "view" / "rulebook.py").read_text()
    assert "WIN_RENOWN" in source and len(re.findall(r"\bp\(", source)) > 40
    assert len(re.findall(r"\b_\(", source)) > 200
    assert typed_numbers(source) == []


def test_the_typed_number_check_finds_a_typed_number():
    source = (SITE / "view" / "rulebook.py").read_text()
    planted = source.replace('_("Worth {renown} renown. Keep', '_("Worth 1 renown. Keep', 1)
    assert planted != source
    assert any("Worth 1 renown" in found for found in typed_numbers(planted))
    assert typed_numbers('p(f"At {WIN_RENOWN} or more."); p("At 11 or more.")') == ["line 1: 'At 11 or more.'"]
    assert typed_numbers('p(_("At {win} or more.").format(win=WIN_RENOWN)); p(_("At 11 or more."))') == [
        "line 1: 'At 11 or more.'"]


# ---------------------------------------------------------------- search


def test_search_keeps_the_sections_that_match_and_marks_the_words():
    found = rulebook.search("embargo")
    assert found.count >= 2 and 'id="rules-embargo"' in found.html and 'id="rules-island"' not in found.html
    assert "<mark>Embargo</mark>" in found.html
    assert "sections match" in found.status
    # All the words must be there; the section holding a matching part comes with it.
    both = rulebook.search("sheltered renown")
    assert 'id="rules-sheltered"' in both.html and 'id="rules-seven"' in both.html
    assert 'id="rules-warden"' not in both.html


def test_a_search_that_finds_nothing_says_so():
    found = rulebook.search("  lava   lamp ")
    assert found.count == 0 and 'data-rules-none="1"' in found.html
    assert "Nothing found for “lava lamp”" in text_of(found.html) and found.status.startswith("Nothing found")


def test_a_blank_search_shows_every_section():
    found = rulebook.search("   ")
    assert found.html == rulebook.body_html() and found.status == ""
    assert found.count == len(rulebook.names())


def test_what_is_searched_for_is_text_not_markup():
    found = rulebook.search('<img src=x onerror="alert(1)">')
    assert "<img" not in found.html and "&lt;img" in found.html
    marked = rulebook.search("a")
    assert "<mark>a</mark>" in marked.html.lower() or "<mark>A</mark>" in marked.html


# ---------------------------------------------------------------- pictures


def pictures() -> list[str]:
    return re.findall(r'<svg xmlns="http://www.w3.org/2000/svg" class="rules-pic.*?</svg>', rulebook.body_html(),
                      flags=re.S)


def test_every_picture_has_a_text_alternative_and_no_page_ids():
    pics = pictures()
    assert len(pics) == 3 + 4 + 2  # spacing, causeway, jetties; a cost for each build and a venture card; halves, rings
    for svg in pics:
        root = ET.fromstring(svg)
        assert root.get("role") == "img" and len(root.get("aria-label") or "") > 10
        assert root.find("{http://www.w3.org/2000/svg}title") is not None
    # The page and its tests find tiles, jetties and pieces by their data-* attributes: a
    # picture has none, so it is never taken for the board.
    html = rulebook.dialog_html()
    assert not re.search(r"data-(tile|corner|edge|jetty|piece|seat|at|half|resource)\b", html)


def test_the_jetty_picture_shows_the_engines_rates():
    svg = next(s for s in pictures() if "rules-pic-jetty" in s)
    texts = [t.text for t in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}text")]
    assert f"{OPEN_JETTY_RATE}:1" in texts and f"{OWN_JETTY_RATE}:1" in texts and "Pine" in texts


def test_the_costs_are_drawn_as_the_cards_they_take():
    for name, cost in (("Causeway", COST_CAUSEWAY), ("Hearth", COST_HEARTH), ("Beacon", COST_BEACON),
                       ("Venture card", COST_VENTURE)):
        (svg,) = [s for s in pictures() if f'aria-label="{name}: {cards_words(cost)}"' in s]
        assert svg.count('class="rules-card"') == sum(cost)


# ---------------------------------------------------------------- built only when asked for


def test_nothing_is_built_when_the_modules_are_imported():
    code = ("import sys; sys.path[:0] = ['site', '.']; from view import rulebook, panels, board_svg, rules_pictures; "
            "assert rulebook.built.cache_info().currsize == 0, 'built at import'")
    subprocess.run([sys.executable, "-c", code], cwd=SITE.parent, check=True)


def test_only_the_rules_dialog_imports_the_rules_and_only_when_it_opens():
    """The page's start-up imports no rulebook: the glue imports it inside its functions."""
    for path in SITE.rglob("*.py"):
        tree = ast.parse(path.read_text())
        top = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
        names = {a.name for n in top for a in n.names} | {n.module for n in top if isinstance(n, ast.ImportFrom)}
        assert "rulebook" not in names or path.name == "rulebook.py", f"{path.name} imports rulebook at start-up"


def test_doctests():
    assert doctest.testmod(rulebook).failed == 0


# ---------------------------------------------------------------- the hand and the seat cards


KINDS = ("human", "ai-normal", "ai-normal")


def buying(m: Mirror) -> None:
    """The driver's policy, but a venture card is bought whenever the human can."""
    s = m.screen
    if engine_state(s).phase.label == "main" and s.my_turn() and any(a.kind == A.BUY for a in s.legal()):
        m.press(action="buy")
    else:
        policy(m)


def position(title_of) -> tuple[int, int]:
    """(seed, presses) of the first game where the human, on turn after the roll, holds a venture
    card and a seat holds the title ``title_of(state)`` says is held."""
    for seed in range(1, 40):
        m = Mirror(seed, KINDS)
        for n in range(400):
            st = m.state
            if st.phase.label == "main" and m.screen.my_turn() and sum(st.ventures[0]) and title_of(st) >= 0:
                return seed, n
            if st.is_over:
                break
            buying(m)
    raise AssertionError("no game gets there")


def replay(seed: int, presses: int) -> Mirror:
    m = Mirror(seed, KINDS)
    for _ in range(presses):
        buying(m)
    return m


@pytest.mark.parametrize("title", [GRAND_CAUSEWAY, STEADFAST_WATCH])
def test_venture_cards_and_titles_open_their_rule(title):
    holder = (lambda st: st.causeway_holder) if title == GRAND_CAUSEWAY else (lambda st: st.watch_holder)
    m = replay(*position(holder))
    frame = m.screen.frame()
    hand = tray.hand_html(frame)
    rules = set(re.findall(r'<button[^>]*data-action="rules"[^>]*data-section="([^"]+)"', hand))
    assert rules == {VENTURES[k] for k, n in enumerate(m.state.ventures[0]) if n}
    assert rules <= set(rulebook.names())
    # A card that plays still plays (its rule is a "?" beside it).
    playable = re.findall(r'<button[^>]*class="venture is-playable"[^>]*data-action="(\w+)"', hand)
    assert "rules" not in playable
    seats = seat_cards.seats_html(frame)
    section = rulebook.TITLE_SECTIONS[title]
    badge = re.search(rf'<button[^>]*data-action="rules"[^>]*data-section="{section}"[^>]*>(.*?)</button>', seats)
    assert badge and re.sub(r"<[^>]+>", "", badge[1]) == title, seats  # (a phone shows its last word alone)
    assert section in rulebook.names()


def test_the_glossary_has_an_entry_for_every_linked_word_and_each_points_at_its_rule():
    """Issue 25: jargon a child does not know is a tap from a short entry in "Words of the game",
    each with a pointer to the rule it comes from."""
    from view import glossary

    words = next(s for s in rulebook.sections() if s.name == "glossary")
    entries = {part.name: part for part in words.parts}
    assert set(entries) == {glossary.PREFIX + name for name in (*glossary.TERMS, *glossary.LIVING_TERMS)}
    for name, part in entries.items():
        text = " ".join(line for b in part.blocks for line in b.lines)
        pointers = re.findall(r"\]\(([\w-]+)\)", text)
        assert pointers and all(p in rulebook.names() for p in pointers), name
        assert len(part.own_text()) < 300, f"{name}: an entry is short"
    for term in ("Ashcloud", "renown", "Warden", "Landmark", "jetty", "Barge", "Embargo", "sheltered", "4:1"):
        assert 'class="term"' in glossary.linked(f"the {term} here"), term


def test_searching_for_robber_opens_on_the_ashcloud():
    found = rulebook.search("robber")
    first = re.search(r'<section id="rules-([\w-]+)" class="rules-section rules-level-3', found.html)
    assert first and first[1] == "seven", "A 7 and the Ashcloud first"
    assert re.search(r'<section id="rules-([\w-]+)"', rulebook.search("Ashcloud").html)[1] == "seven"
