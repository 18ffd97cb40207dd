"""Living Island in the rules dialog and the glossary, in CPython: its parts are there and found
by search, they state the engine's numbers, its words have short glossary entries, and those
words are linked in a Living game's text only (Cinderisle's text is as it was).

The page's own behaviour (the dialog finds "Reclaim") is ``tests/browser/test_site_living_newgame.py``.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from engine.actions import WORLD_EVENTS
from engine.halves import INNER_RING, OUTER_RING
from engine.rules import world
from engine.rules.living_moves import BRIBE_CARDS, RECLAIM_CARDS
from engine.ruleset import LIVING_ISLAND

from view import glossary, rulebook
from words.world import kind_word


def text_of(html: str) -> str:
    import html as h

    return " ".join(h.unescape(re.sub(r"<[^>]+>", " ", html)).split())


def living() -> rulebook.Section:
    return next(s for s in rulebook.sections() if s.name == "living")


def part(name: str) -> str:
    """The words of one part of the Living Island section."""
    section = next(p for p in living().parts if p.name == name)
    return " ".join(section.own_text().split())


def test_the_living_island_section_has_every_part_and_sits_before_the_glossary():
    assert rulebook.SECTION_NAMES[-2:] == ("living", "glossary")
    assert tuple(p.name for p in living().parts) == rulebook.LIVING_SECTIONS
    html = rulebook.dialog_html()
    for name in ("living", *rulebook.LIVING_SECTIONS):
        assert html.count(f'id="rules-{name}"') == 1, name
    assert 'data-section="living"' in rulebook.contents_html(), "the list of sections points at it"


@pytest.mark.parametrize(("query", "expected"), [
    ("Reclaim", "reclaim"), ("bribe", "bribe"), ("open table", "open-table"), ("scorched", "halves"),
    ("Wildbloom", "world-events"), ("next spin", "rings"), ("The Bloom", "acts"), ("end by healing", "healing"),
    ("quote", "open-table"), ("half cards", "halves"), ("Sinkhole", "world-events"), ("salvage", "world-events"),
])
def test_each_living_part_is_found_by_search(query, expected):
    found = rulebook.search(query)
    assert expected in rulebook.matches(query), rulebook.matches(query)
    assert f'id="rules-{expected}"' in found.html and found.count >= 1
    assert "<mark>" in found.html


def test_every_world_event_is_named_with_its_kind():
    words = part("world-events")
    assert f"There are {len(WORLD_EVENTS)} world events" in words
    for kind, events in enumerate(world.KIND_EVENTS):
        for event in events:
            name = rulebook.event_name(event)
            assert f"{name} ({kind_word(kind)}):" in words, name
    assert rulebook.event_name(world.PIONEERS_RETURN) == "Pioneers Return"
    assert rulebook.event_name(world.RAIDER_RAZING) == "Raider Razing"


def test_the_living_rules_state_the_engines_numbers():
    li = LIVING_ISLAND
    act_two, act_three = (renown for _act, renown in world.ACT_RENOWN)
    facts = [
        ("differences", f"The first to {li.win_renown} renown wins"),
        ("differences", f"more than {li.discard_over} cards return half"),
        ("differences", f"needs {li.trail_min} causeways in a row"),
        ("rings", f"outer ring of {len(OUTER_RING)} tiles and an inner ring of {len(INNER_RING)}"),
        ("acts", f"Act II, The Turning: when a player first has {act_two} renown"),
        ("acts", f"Act III, The Bloom: when a player first has {act_three} renown"),
        ("reclaim", f"return any {RECLAIM_CARDS} cards to the Supply"),
        ("bribe", f"return any {BRIBE_CARDS} cards to the Supply"),
        ("world-events", f"Ashfall (Burn): {world.ASHFALL_BURNS} halves burn"),
        ("world-events", f"Spring Rains (Heal): {world.SPRING_RAINS_HEALS} scorched halves heal"),
        ("healing", "the players with the most renown win together"),
    ]
    missing = [(name, words) for name, words in facts if words not in part(name)]
    assert missing == []


def test_the_living_sentences_are_short_for_a_child():
    for section in living().parts:
        for block in section.blocks:
            for line in block.lines:
                for sentence in re.split(r"(?<=[.:;])\s+", re.sub(r"\[([^\]]+)\]\([\w-]+\)", r"\1", line)):
                    assert len(sentence.split()) <= 32, (section.name, sentence)


def test_the_living_pictures_are_named_and_drawn_from_the_board():
    html = "".join(b.picture for p in living().parts for b in p.blocks if b.kind == "fig")
    svgs = re.findall(r"<svg.*?</svg>", html, re.S)
    assert len(svgs) == 2
    for svg in svgs:
        root = ET.fromstring(svg)
        assert root.get("role") == "img" and len(root.get("aria-label") or "") > 40
    halves = next(s for s in svgs if "rules-pic-halves" in s)
    assert "#rd-pat-pine" in halves and "#rd-pat-kelp" in halves, "the board's own terrain patterns"
    assert "#2a1712" in halves, "a scorched half is drawn"
    assert not re.search(r"data-(half|tile|resource)\b", html), "a picture is never taken for the board"


def test_every_living_word_has_a_short_glossary_entry_pointing_at_its_rule():
    words = next(s for s in rulebook.sections() if s.name == "glossary")
    entries = {p.name: p for p in words.parts}
    for name in glossary.LIVING_TERMS:
        entry = entries[glossary.PREFIX + name]
        text = " ".join(line for b in entry.blocks for line in b.lines)
        pointers = re.findall(r"\]\(([\w-]+)\)", text)
        assert pointers and set(pointers) <= set(rulebook.LIVING_SECTIONS), name
        assert len(entry.own_text()) < 300, name
    assert set(rulebook.LIVING_TERMS) == set(glossary.LIVING_TERMS)
    assert {"half", "scorched", "ring", "act", "reclaim", "bribe", "open-table", "offer", "ask", "quote", "salvage",
            "sunk"} <= set(glossary.LIVING_TERMS)


def test_living_words_are_linked_in_a_living_game_only():
    line = "Emberstorm: Pine 8 lost a half, Coral salvaged ½ Pine; the rings turned. Act II began."
    living_html = glossary.linked(line, living=True)
    linked = re.findall(r'data-section="term-([\w-]+)">([^<]+)<', living_html)
    assert linked == [("half", "half"), ("salvage", "salvaged"), ("ring", "rings"), ("act", "Act II")]
    assert glossary.linked(line) == glossary.linked(line, living=False)
    assert 'class="term"' not in glossary.linked(line)
    # Cinderisle's own words, as they were: "half of a hand", "Post offer".
    for cinderisle in ("a 7 would take half of a hand this big", "Post offer to the table", "Ask the coach"):
        assert glossary.linked(cinderisle) == cinderisle
    for words in ("Reclaim", "Bribe", "open table", "scorched", "quote", "Militia", "Relic", "Tribute", "sunk tile"):
        assert 'class="term"' in glossary.linked(f"the {words} here", living=True), words
