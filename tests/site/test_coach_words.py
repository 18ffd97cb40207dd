"""Hints, the coach and Living Island's walkthrough in every language (issue 28): in the
pseudo-locale every sentence of theirs is bracketed (no English escapes the catalog) except the
names, numbers and places put into it; a few German, French and Spanish sentences read right.

Hints: every reason ai-normal gives in real games of both rule sets, and every reason and move
worded from made-up facts (so a template no game reached is read too); the coach: every step of
the coached game followed to its end, and every sentence its words module can say; the
walkthrough: every card.  The checker is shown a planted English sentence once.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

import pytest

from engine import actions as A
from engine.actions import Action
from engine.ai.hint import WHYS, Hint, hint
from engine.game import Game, GameConfig
from engine.island import Island, landfall
from engine.phase import Phase
from engine.rules import actor, legal_actions
from engine.view import SeatView

from coach_seed import coached_screen
from helpers import HINT_GAMES, positions
from model.coach import COACH_SEED, LESSONS, press_for
from model.walkthrough import STEPS as WALK_STEPS
from speaking import speaking
from view import coach_words, walkthrough_html
from words import coachwords, hints, places
from words.lists import and_list
from words.things import cards_words

NAMES = ("Coral", "Saffron", "Lagoon", "Moss")
RATES = ((4, 4, 4, 4, 4), (2, 3, 4, 4, 4))

# ---------------------------------------------------------------- the checker


def _places(island: Island) -> list[str]:
    """Every place on ``island`` as the language in force names it (with and without "the "),
    longest first (so that a place is taken out before the tiles it names)."""
    from engine.hexgrid import topology

    topo = topology()
    words = [places.corner_words(island, c) for c in range(len(topo.corner_tiles))]
    words += [places.edge_words(island, e) for e in range(len(topo.edge_tiles))]
    words += [places.tile_words(island, t) for t in range(len(island.terrain))]
    words += [w.removeprefix("the ") for w in words]
    return sorted(set(words), key=len, reverse=True)


def escaped(text: str, island: Island | None = None, names: Sequence[str] = NAMES) -> str:
    """What of ``text`` (said in the pseudo-locale) is not bracketed and is not a name, a
    number or a place: "" when every word of it went through the catalog."""
    text = re.sub(r"<[^>]*>", " ", text)  # (HTML: its tags are not words)
    for name in names:
        text = text.replace(name, " ")
    if island is not None:
        for place in _places(island):
            text = text.replace(place, " ")
    while True:
        inner = re.sub(r"\[[^\[\]]*\]", " ", text)
        if inner == text:
            break
        text = inner
    return " ".join(re.findall(r"[^\W\d_][^\W\d]*", text))


def test_the_checker_finds_english_and_passes_names_numbers_and_places() -> None:
    isl = landfall()
    with speaking("qps"):
        said = hints.hint_words(Hint(Action("hearth", 17), "setup-hearth", corner=17, dots=11, lacking=(2,)),
                                isl, NAMES, 0)
    assert said.startswith("[") and escaped(said, isl) == "", said
    assert escaped("[Ŕöĺĺ] Coral 8, [ţĥé ĺéƒţ] Pine 8 [àñđ [ƤîñéẊ]]", None, ("Coral",)) == "Pine"
    assert escaped(f"[Ŕöĺĺ] {places.corner_words(isl, 17)}.", isl) == ""


def test_a_planted_english_sentence_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted once: a reason written in plain English (not through the catalog) escapes."""
    isl = landfall()
    monkeypatch.setattr(hints, "_reason", lambda *args: "{do}: nothing is worth doing before the dice.")
    with speaking("qps"):
        said = hints.hint_words(Hint(Action("roll"), "roll"), isl, NAMES, 0)
    assert escaped(said, isl) == "nothing is worth doing before the dice", said


# ---------------------------------------------------------------- hints


def _cinderisle_hints() -> Iterator[tuple[Hint, Island, int]]:
    for seed, kinds in HINT_GAMES:
        for game, who, legal in positions(seed, kinds, every=2):
            yield hint(game.view(who), legal), game.state.board.island, who


def _living_hints(seeds: range = range(1, 5)) -> Iterator[tuple[Hint, Island, int]]:
    from engine.ai import make_seat

    for seed in seeds:
        kinds = ("ai-normal",) * 4
        game = Game(GameConfig(seats=4, seed=seed, players=kinds, rules="living"))
        seats = [make_seat(k, seed, i) for i, k in enumerate(kinds)]
        s = game.state
        turn = 0
        while not s.is_over:
            who = actor(s)
            legal = legal_actions(s)
            turn += 1
            if len(legal) > 1 and s.phase != Phase.OFFER and turn % 2 == 0:
                yield hint(SeatView(s, who), legal), s.board.island, who
            game.play(seats[who].choose(SeatView(s, who), legal))


def test_every_hint_of_real_games_is_in_the_catalog() -> None:
    """Each reason met in real games of both rule sets (its first few times), said in the
    pseudo-locale: nothing but names, numbers and places escapes the brackets."""
    seen: dict[str, int] = {}
    bad = []
    with speaking("qps"):
        for h, isl, who in [*_cinderisle_hints(), *_living_hints()]:
            if seen.get(h.why, 0) >= 4:
                continue
            seen[h.why] = seen.get(h.why, 0) + 1
            said = hints.hint_words(h, isl, NAMES, who)
            if escaped(said, isl):
                bad.append((h.why, said, escaped(said, isl)))
    assert not bad, bad[:5]
    reached = set(seen)
    assert {"setup-hearth", "setup-causeway", "roll", "hearth", "toward-hearth", "end-saving", "trade-goal",
            "discard", "ashcloud", "reclaim", "tribute", "cache", "caravan"} <= reached, reached


ACTIONS = (
    Action(A.ROLL), Action(A.END), Action(A.BUY), Action(A.SURVEYOR), Action(A.REVEAL), Action(A.ACCEPT),
    Action(A.PASS), Action(A.TRAILBLAZING), Action(A.HEARTH, 17), Action(A.BEACON, 20), Action(A.CAUSEWAY, 46),
    Action(A.CAUSEWAY, 0), Action(A.TRADE, 0, 2), Action(A.BARGE, 1, 3), Action(A.WARDEN, -1), Action(A.WARDEN, 5),
    Action(A.BOUNTIFUL, 8), Action(A.EMBARGO, 2), Action(A.DISCARD, 1, 2), Action(A.ASHCLOUD, 9),
    Action(A.ASHCLOUD, 4), Action(A.ROB, 2), Action(A.QUOTE, 1, give=(1, 0, 1, 0, 0)),
    Action(A.RECLAIM, 8, give=(1, 0, 1, 0, 1)), Action(A.RECLAIM, 9), Action(A.BRIBE, 3, give=(2, 0, 0, 0, 0)),
    Action(A.BRIBE, 3), Action(A.MILITIA, 6), Action(A.TRIBUTE, 4), Action(A.CACHE, 0, 2), Action(A.CACHE, 1),
    Action(A.CACHE), Action(A.CARAVAN, 1, 3),
)
"""A move of every kind a hint names (with and without a place, a payment, a jetty...)."""


def _made_up_hints() -> Iterator[Hint]:
    """Every reason (and ``quote``) with every shape of its facts: a seat or none, resources
    lacking or not, each goal, cards still missing or not, one dot or many."""
    for why in (*WHYS, "quote"):
        for action in (Action(A.END), Action(A.DISCARD, 1, 2), Action(A.ASHCLOUD, 9), Action(A.ASHCLOUD, 4)):
            for seat in (-1, 1, 0):
                for corner, lacking in ((-1, ()), (17, ()), (17, (2, 4)), (20, (1,))):
                    for goal in ("", "hearth", "beacon", "venture", "trail", "longest-trail"):
                        for missing in ((0,) * 5, (1, 0, 2, 0, 0)):
                            yield Hint(action, why, corner=corner, tile=6, seat=seat, dots=1 if lacking == (1,) else 9,
                                       lacking=lacking, goal=goal, missing=missing, resource=2,
                                       number=3 if seat else -1, cards=(0, 0, 2, 0, 1) if goal == "" else (0,) * 5)


def test_every_reason_and_every_move_is_in_the_catalog() -> None:
    isl = landfall()
    bad = []
    with speaking("qps"):
        for h in _made_up_hints():
            said = hints.hint_words(h, isl, NAMES, 0)
            if escaped(said, isl):
                bad.append((h.why, said))
        for action in ACTIONS:
            for rates in RATES:
                said = hints.action_words(action, isl, NAMES, rates)
                if escaped(said, isl) or not said.startswith("["):
                    bad.append((action.kind, said))
    assert not bad, bad[:5]


# ---------------------------------------------------------------- the coach


def test_every_step_of_the_coached_game_is_in_the_catalog() -> None:
    """The coached game followed to its end in the pseudo-locale: every lesson comes, and each
    step's words (and the coach's line on the page) are bracketed but for names, numbers and
    places (the stolen card's note is the log's, not the coach's: left out)."""
    with speaking("qps"):
        s = coached_screen(COACH_SEED)
        assert s.coach is not None
        isl = s.match.island
        names = [x.name for x in s.table.seats]
        shown: set[str] = set()
        bad = []
        for _ in range(3000):
            while s.ai_due():
                s.ai_step()
            step = s.coach_step()
            shown.add(step.name)
            if step.words and escaped(step.words, isl, names):
                bad.append((step.name, step.words))
            f = s.frame()
            line = coach_words.coach_line_html(f) + coach_words.coach_end_html(f) + coach_words.coach_toggle_html(f)
            if step.name != "seven-steal" and escaped(line, isl, names):
                bad.append((step.name, line))
            if step.name == "end" or s.match.is_over or not step.target:
                break
            s.press(press_for(step.target))
    assert not bad, bad[:5]
    assert set(LESSONS) <= shown, set(LESSONS) - shown


def test_every_sentence_of_the_coachs_words_is_in_the_catalog() -> None:
    isl = landfall()
    bad = []
    with speaking("qps"):
        said = [coachwords.clock_words("off", "discard"), coachwords.clock_words("standard", "discard"),
                coachwords.end_words(0, 0, NAMES), coachwords.end_words(2, 0, NAMES)]
        said += [coachwords.build_words(k, mode, cards_words((1, 1, 0, 0, 0)))
                 for k in coachwords.BUILD_WORDS for mode in (True, False)]
        for action in ACTIONS:
            for goal in ("", "hearth", "trail"):
                for target in ("", "mode:x", "close"):
                    h = Hint(action, "only", dots=1 if target else 7, goal=goal)
                    said.append(coachwords.choice_words(h, isl, NAMES, RATES[1], target))
                said.append(coachwords.close_words(Hint(action, "only", goal=goal), isl, NAMES, RATES[0]))
        trade = Action(A.TRADE, 0, 2)
        for rates in RATES:
            said += [coachwords.trade_words(trade, rates, sheet, give, take)
                     for sheet, give, take in (("", -1, -1), ("trade", -1, -1), ("trade", 0, -1), ("trade", 0, 2))]
        said += [and_list(["Coral", "Moss", "Lagoon"]), cards_words((0,) * 5)]
        bad = [w for w in said if escaped(w, isl) or not w.startswith("[")]
    assert not bad, bad[:5]


def test_the_coachs_line_and_its_more_are_in_the_catalog() -> None:
    with speaking("qps"):
        more = coach_words.more_html("seven-discard")
        assert not escaped(more) and re.search(r'aria-label="\[', more) and re.search(r'title="\[', more), more


# ---------------------------------------------------------------- the walkthrough


def test_every_card_of_the_walkthrough_is_in_the_catalog() -> None:
    with speaking("qps"):
        cards = [walkthrough_html.step_html(i) for i in range(len(WALK_STEPS))]
    for html in cards:
        assert not escaped(html), html
        assert "[" in re.sub(r"<[^>]*>", "", html.split('id="walk-words"')[1])


# ---------------------------------------------------------------- in German, French, Spanish


def test_a_few_sentences_read_right() -> None:
    isl = landfall()
    h = Hint(Action("hearth", 17), "setup-hearth", corner=17, dots=11, lacking=(2, 4))
    with speaking("de"):
        corner = places.corner_words(isl, 17)
        assert hints.hint_words(h, isl, NAMES, 0) == \
            f"Hütte auf {corner}: 11 Punkte, und Tang und Kupfer, wovon du noch nichts hast."
        assert cards_words((2, 1, 0, 1, 0)) == "2 Holz, 1 Stein und 1 Korn"
        assert coachwords.clock_words("off", "discard") == "Keine Uhr läuft."
        assert "Felder haben Hälften" in walkthrough_html.step_html(0)
        assert "Verstanden" in walkthrough_html.step_html(len(WALK_STEPS) - 1)
        step = coached_screen(COACH_SEED)
        while step.ai_due():
            step.ai_step()
        assert step.coach_step().words.startswith("Willkommen! ")
    with speaking("fr"):
        corner = places.corner_words(isl, 17)
        assert hints.hint_words(h, isl, NAMES, 0) == \
            f"Foyer sur {corner}\u00a0: 11 points, et Algues et Cuivre, que tu n’as pas encore."
        assert hints.hint_words(Hint(Action(A.ROB, 2), "rob"), isl, NAMES, 0) == \
            "Vole Lagoon\u00a0: de ceux que tu peux voler, c’est le plus près de gagner."
        assert coachwords.end_words(1, 0, NAMES).startswith("Saffron a atteint 11 de gloire pendant son tour")
    with speaking("es"):
        assert hints.hint_words(Hint(Action(A.END), "end-saving", goal="venture", missing=(0, 0, 1, 1, 0)),
                                isl, NAMES, 0) == \
            "Termina el turno: ahorra para una carta de aventura (aún necesitas 1 Algas y 1 Trigo)."
        assert and_list(["Coral", "Moss", "Lagoon"]) == "Coral, Moss y Lagoon"
    # and English is as it was
    assert hints.hint_words(h, isl, NAMES, 0) == ("Hearth on the corner of Basalt 3, Copper 6 and Kelp 5: 11 dots, "
                                                  "and Kelp and Copper, which you have none of.")
