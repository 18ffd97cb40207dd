"""The one table of the kinds of action (``engine.rules.kinds``): every kind once, and the
legal actions, the rules and the refusals all read from it."""

from __future__ import annotations

import random

from engine import actions as A
from engine.game import Game, GameConfig
from engine.phase import Phase
from engine.rules import legal_actions
from engine.rules.kinds import ASKED, KINDS, LISTERS
from engine.state import State

from helpers import random_quote, random_request


def _listed_by_the_table(s: State) -> list[A.Action]:
    """The table read plainly: the kinds in order, each one's lister for the moment, under its gate."""
    out: list[A.Action] = []
    for kind in KINDS.values():
        lister = kind.listed.get(s.phase)
        if lister is not None and (kind.has is None or kind.has(s.rules)) and (kind.gate is None or kind.gate(s)):
            lister(s, out)
    return out


def _positions(seeds: range) -> list[State]:
    out = []
    for seed in seeds:
        rules = "living-island" if seed % 3 == 0 else "cinderisle"
        game = Game(GameConfig(seats=2 + seed % 3, seed=seed, tide=seed % 2 == 0, rules=rules))
        rng = random.Random(seed)
        s = game.state
        turns = 150 if rules == "living-island" else 10**6  # (uniform picks bribe on and on)
        while not s.is_over and s.turns < turns:
            out.append(s.copy())
            if s.is_chance():
                game.chance_step()
                continue
            if s.rules.open_table and s.phase in (Phase.MAIN, Phase.OFFER) and \
                    rng.random() < (0.05 if s.phase == Phase.MAIN else 0.5):
                # (the open table: a request now and then, and quotes beside the listed passes)
                move = random_request(s, rng) if s.phase == Phase.MAIN else random_quote(s, game.actor, rng)
                if move is not None:
                    game.play(move, chance=False)
                    continue
            elif rng.random() < 0.05 and s.phase == Phase.MAIN and not s.offers_posted:
                hand = s.hands[s.turn_seat]
                give = tuple(min(h, 1) for h in hand)
                want = tuple(0 if give[r] else 1 for r in range(5))
                if sum(give) and sum(want) and game.is_legal(A.offer(give, want)):  # type: ignore[arg-type]
                    game.play(A.offer(give, want), chance=False)  # type: ignore[arg-type]
                    continue
            legal = game.legal_actions()
            game.play(legal[rng.randrange(len(legal))], chance=False)
    return out


def test_every_kind_of_action_is_in_the_table_once() -> None:
    assert set(KINDS) == A.KINDS
    assert all(name == kind.name for name, kind in KINDS.items())
    assert set(ASKED) == {"roll", "end", "causeway", "hearth", "beacon", "buy", "trade", "offer", "warden", "surveyor",
                          "bountiful", "embargo", "reveal", "accept", "counter", "confirm", "militia", "tribute",
                          "cache", "trailblazing", "reclaim", "bribe", "ask", "quote"}
    assert LISTERS[Phase.OVER] == ()


def test_the_legal_actions_are_the_table_s_listers_in_its_order() -> None:
    """The listing written out for each moment lists what the table says, kind by kind; each
    kind lists actions of its own kind only."""
    states = _positions(range(1, 13))
    assert {s.phase for s in states} >= set(Phase) - {Phase.OVER}
    assert any(s.request is not None and s.phase == Phase.CONFIRM for s in states), "the open table is reached"
    for s in states:
        legal = legal_actions(s)
        assert legal == _listed_by_the_table(s)
        for kind in KINDS.values():
            lister = kind.listed.get(s.phase)
            if lister is not None:
                mine: list[A.Action] = []
                lister(s, mine)
                assert all(a.kind == kind.name for a in mine), (kind.name, mine[:3])
