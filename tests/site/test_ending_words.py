"""The end screen, the charts, the replay, the titles and Living Island's panels in the language
chosen (issue 28): in the pseudo-locale every word they show (text, ``aria-label``, ``title``)
comes from the catalog, names and numbers aside; and a few sentences read right in German,
French and Spanish."""

from __future__ import annotations

import html
import random
import re
from collections.abc import Iterable

import pytest

from engine import events as E
from engine.actions import Action
from engine.cards import RESOURCES
from engine.events import GRAND_CAUSEWAY, STEADFAST_WATCH
from engine.game import GameConfig
from engine.island import island_name
from engine.phase import Phase
from engine.rules.world import next_caravan
from engine.ruleset import LIVING_ISLAND

from model.adapter import engine_state
from model.replay import Replay
from model.seating import SeatSpec
from model.table import Table
from speaking import speaking
from update.screen import Screen
from view import charts, living_event, living_panel, living_table, living_tray, replay_html, results, seat_cards
from view.controls import Reasons
from walks import walk
from words.living_news import WorldNews, card_sentence, follow

ROMAN = {"I", "II", "III"}
"""An act's number, kept as it is in every language."""


def said(markup: str) -> list[str]:
    """What a person is told by ``markup``: each text between tags, each ``aria-label`` and ``title``."""
    attrs = re.findall(r'\s(?:aria-label|title)="([^"]*)"', markup)
    texts = re.split(r"<[^>]*>", markup)
    return [html.unescape(t) for t in [*texts, *attrs] if t.strip()]


def english(markup: str, names: Iterable[str] = ()) -> list[str]:
    """The words of ``markup`` the catalog did not give (in ``qps`` every letter it gives is
    accented): plain letters left once the ``names`` (seats, places, the island) are taken out;
    numbers, marks and act numbers are not words."""
    left = []
    kept = sorted({n for n in names if n}, key=len, reverse=True)
    for text in said(markup):
        for name in kept:
            text = text.replace(name, " ")
        left += [w for w in re.findall(r"[A-Za-z]+", text) if w not in ROMAN]
    return left


def played_out(rules: str, seed: int) -> Screen:
    """An all-AI game of ``rules`` walked to its end."""
    s = Screen(Table(GameConfig(seats=4, seed=seed, rules=rules), [SeatSpec("ai-easy")] * 4))
    for _moment in walk(s, random.Random(seed), 20000):
        pass
    assert engine_state(s).is_over
    return s


@pytest.fixture(scope="module")
def cinderisle() -> Screen:
    return played_out("cinderisle", 7)


@pytest.fixture(scope="module")
def living() -> Screen:
    return played_out("living", 52)  # (ends by healing: its own title and words, the island's life)


def names_of(s: Screen) -> list[str]:
    return [*s.frame().names(), island_name(s.table.match.config.island_key)]


# ------------------------------------------------------------------ the proof of the check


def test_the_check_finds_an_unmarked_word_and_lets_names_and_numbers_be() -> None:
    from words.catalog import _

    with speaking("qps"):
        marked = f'<p title="{_("Renown")}">{_("{name} wins!").format(name="Coral")} 12 ½ ▲ Act II</p>'
        assert english(marked, ["Coral"]) == ["Act"], "an act's word outside the catalog"
        assert english(marked.replace(" Act II", ""), ["Coral"]) == []
        assert sorted(english('<svg aria-label="Dice histogram"><title>x</title></svg>')) == ["Dice", "histogram", "x"]


# ------------------------------------------------------------------ every word from the catalog


@pytest.mark.parametrize("rules", ["cinderisle", "living"])
def test_the_results_of_a_finished_game_are_all_in_the_catalog(rules: str, request: pytest.FixtureRequest) -> None:
    s: Screen = request.getfixturevalue(rules)
    f = s.frame()
    with speaking("qps"):
        end = results.end_html(f, charts)
        assert 'data-chart="life"' in end if rules == "living" else "chart-life" not in end
        assert english(end, names_of(s)) == []
        titled = re.findall(r"<button[^>]*badge-title.*?</button>", seat_cards.seats_html(f), re.S)
        assert english("".join(titled), names_of(s)) == []
    assert len(english(results.end_html(f, charts), names_of(s))) > 100  # (in English the check sees its words)


def test_the_titles_badges_and_the_results_name_the_titles_in_the_catalog() -> None:
    with speaking("qps"):
        for title in (GRAND_CAUSEWAY, STEADFAST_WATCH, LIVING_ISLAND.trail_title, LIVING_ISLAND.watch_title):
            badge = seat_cards.title_badge(title, "Longest trail")
            assert english(badge, ["Longest trail"]) == [], title
            assert f'data-section="{title.lower().replace(" ", "-")}"' in badge  # (the rule's section stays)


def test_the_charts_empty_and_drawn_are_all_in_the_catalog() -> None:
    names = ["Ana", "Bo"]
    with speaking("qps"):
        for svg in (charts.dice_histogram_svg([]), charts.dice_histogram_svg([], tide=True),
                    charts.dice_histogram_svg([7, 6, 8, 7, 2]), charts.dice_histogram_svg([7, 6, 8], tide=True),
                    charts.renown_chart_svg([], [], []), charts.collected_table_html([], []),
                    charts.renown_chart_svg([[2, 2], [3, 5]], names, ["Coral", "#123456"]),
                    charts.collected_table_html([[1, 0, 2, 0, 0], [0, 3, 0, 0, 1]], names)):
            assert english(svg, [*names, "Coral"]) == [], svg


def test_a_replay_step_is_all_in_the_catalog(cinderisle: Screen, living: Screen) -> None:
    for s in (cinderisle, living):
        r = Replay(s.table)
        with speaking("qps"):
            for step in (0, r.total // 2, r.total):
                r.go(step)
                controls = replay_html.controls_html(r)
                # (what the move did is the log's line: another part of the page's words)
                controls = re.sub(r'<p class="replay-what".*?</p>', "", controls, flags=re.S)
                assert english(controls + replay_html.hands_html(r), names_of(s)) == [], step


def test_living_islands_act_bar_and_every_event_card_are_all_in_the_catalog() -> None:
    s = Screen(Table(GameConfig(seats=4, seed=52, rules="living"), [SeatSpec("ai-easy")] * 4))
    cards, bars = 0, set()
    with speaking("qps"):
        for _moment in walk(s, random.Random(1), 20000, every=True):
            f = s.frame()
            bar = living_panel.living_html(f)
            key = (f.view.living.act, f.view.living.reversed, f.view.is_over)
            if key not in bars:
                bars.add(key)
                assert bar and english(bar) == [], bar
            n = f.world
            card = living_event.card_html(f)
            if card and n is not None:
                cards += 1
                places = [n.aimed, *n.burnt_tiles, *n.healed_tiles, n.sunk, n.ash]
                assert english(card, [*names_of(s), *places]) == [], card
    assert cards > 10 and {act for act, _r, _o in bars} == {1, 2, 3}


def _request_screen(seed: int) -> Screen:
    """A hotseat Living game at a human's main phase with cards, a few turns in."""
    s = Screen(Table(GameConfig(seats=3, seed=seed, rules="living"),
                     [SeatSpec("human"), SeatSpec("human"), SeatSpec("ai-easy")]))
    for m in walk(s, random.Random(seed), 3000):
        v = s.frame().view
        me = s.viewer()
        if m.what == "main" and me is not None and v.turns > 6 and s.my_turn() and sum(v.hands[me] or ()) >= 2:
            return s
    raise AssertionError("no main phase with cards")


def test_the_open_table_and_the_caravan_are_all_in_the_catalog() -> None:
    seen = set()
    for seed in range(5, 30):
        s = _request_screen(seed)
        me = s.viewer()
        hand = s.frame().view.hands[me]
        give = next(x for x in range(5) if hand[x])
        a, b = [r for r in range(5) if r != give][:2]
        s.play(Action.parse(f"offer 1 {RESOURCES[give]} for {RESOURCES[a]} or {RESOURCES[b]}"))
        with speaking("qps"):
            for m in walk(s, random.Random(seed), 200, every=True):
                phase = engine_state(s).phase
                if phase not in (Phase.OFFER, Phase.CONFIRM):
                    break
                f = s.frame()
                if m.what == "offer" and s.my_turn() and "answer" not in seen:
                    seen.add("answer")
                    assert english(living_table.request_answer_html(f), names_of(s)) == []
                if m.what == "confirm" and s.my_turn():
                    seen.add("confirm")
                    assert english(living_table.request_confirm_html(f), names_of(s)) == []
                    break
        if {"answer", "confirm"} <= seen:
            break
    assert {"answer", "confirm"} <= seen
    st = engine_state(s)
    st.living.caravan = [(st.turn_seat + i) % st.n for i in range(st.n)]
    next_caravan(st)
    if s.privacy() is not None:
        s.press({"action": "tap-in", "seat": str(s.privacy())})
    with speaking("qps"):
        caravan = living_table.caravan_html(s.frame())
        assert caravan and english(caravan, names_of(s)) == []


def test_the_trays_living_words_are_all_in_the_catalog() -> None:
    """Reclaim and Bribe in the tray, and the tray while each is on (the engine's reasons for a
    refusal, another part of the page's words, left out)."""
    s = Screen(Table(GameConfig(seats=4, seed=1, rules="living"), [SeatSpec("human")] + [SeatSpec("ai-easy")] * 3))
    for _moment in walk(s, random.Random(1), 4000):
        if any(a.kind == "reclaim" for a in s.legal()) and any(a.kind == "bribe" for a in s.legal()):
            break
    else:
        raise AssertionError("no turn with Reclaim and Bribe")

    def shown() -> str:
        f = s.frame()
        drawn = living_tray.tray_buttons(f, Reasons(f, "tray")) + (living_tray.mode_html(f) if s.mode else "")
        return re.sub(r'<p class="(?:why|hint is-refused)"[^>]*>.*?</p>', "", drawn, flags=re.S)

    assert "Reclaim" in shown() and "Bribe" in shown()
    with speaking("qps"):
        assert "Reclaim" not in shown() and english(shown(), names_of(s)) == []
        for kind in ("reclaim", "bribe"):
            s.press({"action": "mode", "kind": kind})
            assert s.mode == kind
            assert english(shown(), names_of(s)) == [], kind
            s.press({"action": "cancel"})


# ------------------------------------------------------------------ a few sentences in each language


def test_a_few_sentences_read_right_in_german_french_and_spanish() -> None:
    from words import world
    from words.lists import and_list

    with speaking("de"):
        assert living_panel.next_act_words(1) == "Akt II, sobald jemand 5 Ruhm hat"
        assert (world.event_word(0), world.act_word(3), world.kind_word(1)) == ("Glutsturm", "Die Blüte", "Heilung")
        assert and_list(["Coral", "Moss", "Lagoon"]) == "Coral, Moss und Lagoon"
        assert 'aria-label="Würfelbild nach 1 Wurf: Die 7 kam 1-mal, erwartet 0,2.' in charts.dice_histogram_svg([7])
    with speaking("fr"):
        assert living_panel.next_act_words(2) == "Acte III quand quelqu’un a 8 de gloire"
        assert world.event_word(13) == "Inversion" and world.act_word(1) == "L’Embrasement"
        assert "Gloire sur 2 manches (objectif 11)\u00a0: Ana (Corail, cercle) 3, en tête" in \
            charts.renown_chart_svg([[1], [3]], ["Ana"], ["Coral"])
    with speaking("es"):
        assert living_panel.next_act_words(3) == "Último acto: una isla curada acaba la partida"
        assert world.event_word(15) == "Mercaderes errantes"
        assert ">Gran </span>Camino<" in seat_cards.title_badge(GRAND_CAUSEWAY, "x")  # (a phone shows "Camino")


def test_the_event_card_says_its_sentence_in_german() -> None:
    from engine.island import landfall

    island = landfall()
    n = follow(None, [E.WorldKind(2)], island)
    n = follow(n, [E.WorldEvent(12, 0), E.RingsTurned(1, False, 1), E.RingsTurned(1, False, 2)], island)
    assert isinstance(n, WorldNews) and n.done
    with speaking("de"):
        assert card_sentence(n, ("Coral", "Moss"), 0) == "Die Erde bebt: Die Ringe drehen sich um zwei Schritte weiter."
    with speaking("es"):
        assert card_sentence(n, ("Coral", "Moss"), 0) == "La tierra tiembla: los anillos giran dos pasos."
