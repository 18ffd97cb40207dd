"""A checker of LIVING-ISLAND 19's invariants, step by step, and a driver of random Living games.

:class:`Checker` watches one :class:`~engine.game.Game` as it is played a step at a time (an
action, or one chance step) and reports, after every step, each invariant of section 19 the
game breaks.  It keeps its own account of what it can (the ring position and the rings'
direction, the act, the world stream's draws), so a rule that goes wrong is caught, not copied:

1. halves conserved: for each resource, the Supply plus every seat's holding = 40 halves;
2. no seat holds more than one half of a resource;
3. after setup, every seat's production is above 0;
4. every half is on a living tile (the Caldera and a sunk tile hold none, every other tile
   two); at most one tile is ever sunk, and only in Act I;
5. the 18 dealt tokens lie one per ring tile at the position k section 10 gives (counted here
   from the world events: a step after each one, Tremor one more, a Reversal turns the
   direction first, none after an end by healing);
6. the act never goes down;
7. in Act III a world event or Reclaim that leaves no scorched half (with some scorched when
   it began) ends the game;
8. every world step's outcome is the one section 17 draws from ``cinderisle:{seed}:world``
   (drawn here again with its own stream), and the record replays to the same state.

:func:`play` plays a random Living game under the checker: ``random`` seats
(:mod:`engine.ai.randomseat`), who now and then are nudged to build (hearths, beacons, venture
cards, causeways, trades) so that games reach Act II, Act III and their end.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.actions import WORLD_EVENTS, Action
from engine.ai import make_seat
from engine.cards import N_RES
from engine.constants import SUPPLY_PER_RESOURCE
from engine.events import Event, HealedWhole, Reclaimed, WorldEvent
from engine.game import Game, GameConfig
from engine.halves import INNER_RING, OUTER_RING, RING_POSITIONS
from engine.hexgrid import N_TILES
from engine.living import NO_HALF
from engine.phase import CARAVAN, OVER, SETUP_CAUSEWAY, SETUP_HEARTH, WORLD
from engine.pieces import BEACON_PIECE, HEARTH_PIECE
from engine.rules.world import tiles_now, world_outcomes
from engine.state import State

TREMOR, REVERSAL = WORLD_EVENTS.index("tremor"), WORLD_EVENTS.index("reversal")
BUILDS = ("beacon", "hearth", "buy", "militia", "tribute", "cache", "trailblazing")
"""What a nudged seat picks first."""


@dataclass
class Checker:
    """Section 19, checked after every step of one game (:meth:`step`)."""

    game: Game
    k: int = 0
    direction: int = 1
    act: int = 1
    sunk: set[int] = field(default_factory=set)
    under_way: str = ""
    """"event" or "reclaim" while one is being worked through."""
    scorched_at_start: int = 0
    world: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.world = random.Random(f"cinderisle:{self.game.config.seed}:world")

    # -------------------------------------------------------------- stepping

    def step(self, action: Action | None = None, chosen: bool = True) -> list[str]:
        """Play one step (``action``, or the chance step due) and report what it broke."""
        game = self.game
        before = game.state.copy()
        if action is None:
            action, events = game.chance_step()
        else:
            events = game.play(action, chance=False)
        return self.check(before, action, events)

    def check(self, before: State, action: Action, events: list[Event]) -> list[str]:
        s = self.game.state
        out: list[str] = []
        out += self._draw(before, action)
        out += self._halves(s)
        out += self._production(s)
        out += self._tiles(s, before)
        out += self._rings(s, before, events)
        out += self._act(s)
        out += self._end(s)
        return [f"after {action} (turn {s.turns}): {text}" for text in out]

    # -------------------------------------------------------------- 19.1 and 19.2

    def _halves(self, s: State) -> list[str]:
        lv = s.living
        assert lv is not None
        out = []
        for r in range(N_RES):
            total = 2 * s.supply[r] + lv.supply_half[r] + sum(2 * s.hands[v][r] + lv.held[v][r] for v in range(s.n))
            if total != 2 * SUPPLY_PER_RESOURCE:
                out.append(f"19.1: resource {r} counts {total} halves, not {2 * SUPPLY_PER_RESOURCE}")
            if lv.supply_half[r] not in (0, 1) or any(lv.held[v][r] not in (0, 1) for v in range(s.n)):
                out.append(f"19.2: a seat (or the Supply) holds {[lv.held[v][r] for v in range(s.n)]} halves of {r}")
        return out

    # -------------------------------------------------------------- 19.3

    def _production(self, s: State) -> list[str]:
        if s.phase in (SETUP_HEARTH, SETUP_CAUSEWAY):
            return []
        lv = s.living
        assert lv is not None
        prod = [0] * s.n  # counted here, as 8.1 says: healthy halves next to each building, twice for a beacon
        for c, piece in enumerate(s.corner_piece):
            if piece in (HEARTH_PIECE, BEACON_PIECE):
                for t in s.board.topo.corner_tiles[c]:
                    healthy = sum(1 for x in lv.halves[2 * t:2 * t + 2] if x >= 0)
                    prod[s.corner_seat[c]] += healthy * (2 if piece == BEACON_PIECE else 1)
        return [f"19.3: seat {v} has production {prod[v]}" for v in range(s.n) if prod[v] <= 0]

    # -------------------------------------------------------------- 19.4

    def _tiles(self, s: State, before: State) -> list[str]:
        lv = s.living
        assert lv is not None and before.living is not None
        out = []
        caldera = s.board.caldera
        for t in range(N_TILES):
            slots = (lv.halves[2 * t], lv.halves[2 * t + 1])
            gone = [x == NO_HALF for x in slots]
            if t == caldera:
                if not all(gone):
                    out.append(f"19.4: a half lies on the Caldera ({t})")
            elif all(gone):
                if t not in self.sunk:
                    self.sunk.add(t)
                    if before.living.act != 1:
                        out.append(f"19.4: tile {t} sank in Act {before.living.act}")
            elif any(gone):
                out.append(f"19.4: tile {t} has one half and one gone")
            elif t in self.sunk:
                out.append(f"19.4: sunk tile {t} holds halves again")
        if len(self.sunk) > 1:
            out.append(f"19.4: {len(self.sunk)} tiles have sunk")
        return out

    # -------------------------------------------------------------- 19.5

    def _rings(self, s: State, before: State, events: list[Event]) -> list[str]:
        lv = s.living
        assert lv is not None and before.living is not None
        for e in events:
            if isinstance(e, WorldEvent):
                self.under_way = "event"
                self.scorched_at_start = before.living.scorched()
                if e.event == REVERSAL:
                    self.direction = -self.direction
                elif e.event == TREMOR:
                    self.k += self.direction
            if isinstance(e, Reclaimed):
                self.under_way = "reclaim"
                self.scorched_at_start = before.living.scorched()
        done = self.under_way == "event" and lv.todo is None and s.phase not in (WORLD, CARAVAN)
        if done and not any(isinstance(e, HealedWhole) for e in events):  # (no ring step after the end)
            self.k += self.direction
        self.k %= RING_POSITIONS
        out = []
        if lv.ring != self.k:
            out.append(f"19.5: the rings stand at {lv.ring}, section 10 counts {self.k}")
        numbers = s.board.island.numbers
        for ring, sign in ((OUTER_RING, 1), (INNER_RING, -1)):
            for i, dealt_on in enumerate(ring):
                now_on = ring[(i + sign * self.k) % len(ring)]
                n = numbers[dealt_on]
                assert n is not None
                if now_on not in tiles_now(s.board.island, lv.ring, n):
                    out.append(f"19.5: the token dealt on tile {dealt_on} is not on tile {now_on}")
        carried = sum(len(tiles_now(s.board.island, lv.ring, n)) for n in range(2, 13))
        if carried != len(OUTER_RING) + len(INNER_RING):
            out.append(f"19.5: {carried} tiles carry a token")
        return out

    # -------------------------------------------------------------- 19.6

    def _act(self, s: State) -> list[str]:
        lv = s.living
        assert lv is not None
        out = [f"19.6: the act went down from {self.act} to {lv.act}"] if lv.act < self.act else []
        self.act = lv.act
        return out

    # -------------------------------------------------------------- 19.7

    def _end(self, s: State) -> list[str]:
        lv = s.living
        assert lv is not None
        out = []
        if self.under_way and lv.todo is None and s.phase not in (WORLD, CARAVAN):
            if lv.act == 3 and self.scorched_at_start and not lv.scorched() and s.phase != OVER:
                out.append(f"19.7: a {self.under_way} left no scorched half in Act III and the game goes on")
            self.under_way = ""
        return out

    # -------------------------------------------------------------- 19.8

    def _draw(self, before: State, action: Action) -> list[str]:
        """A world step's outcome, drawn again with the checker's own stream (section 17)."""
        if before.phase != WORLD:
            return []
        weighted = world_outcomes(before)
        r = self.world.randrange(sum(w for _, w in weighted))
        running, drawn = 0, weighted[-1][0]
        for outcome, w in weighted:
            running += w
            if running > r:
                drawn = outcome
                break
        return [] if drawn == action else [f"19.8: the world stream draws '{drawn}' here, not '{action}'"]

    def replay(self) -> list[str]:
        """19.8 over the whole record: it replays (every chance outcome from the seed) to the same state."""
        again = Game.replay(self.game.record())
        return [] if again.state == self.game.state else ["19.8: the record replays to another state"]


def nudged(game: Game, seats: list, rng: random.Random) -> Action:
    """A random seat's choice; often a build, a card, a causeway or a trade instead; and mostly
    not a Reclaim or a Bribe (listed once for each half or tile, they would eat every hand)."""
    legal = game.legal_actions()
    who = game.actor
    builds = [a for a in legal if a.kind in BUILDS]
    if builds and rng.random() < 0.9:
        return builds[rng.randrange(len(builds))]
    more = [a for a in legal if a.kind in ("causeway", "trade")]
    if more and rng.random() < 0.7:
        return more[rng.randrange(len(more))]
    if rng.random() < 0.8:
        legal = [a for a in legal if a.kind not in ("reclaim", "bribe")] or legal
    return seats[who].choose(game.view(who), legal)


def play(seed: int, seats: int = 4, tide: bool = False, island: int | str | None = "landfall",
         max_turns: int = 300, checker: type[Checker] = Checker) -> tuple[Game, list[str]]:
    """One random Living game under the checker: the game and every report (empty: all held)."""
    game = Game(GameConfig(seats=seats, seed=seed, tide=tide, island=island, rules="living"))
    watch = checker(game)
    players = [make_seat("random", seed, i) for i in range(seats)]
    rng = random.Random(f"living-invariants:{seed}")
    reports: list[str] = []
    s = game.state
    while not s.is_over and s.turns <= max_turns and len(reports) < 20:
        if s.is_chance():
            reports += watch.step()
        else:
            reports += watch.step(nudged(game, players, rng))
        s = game.state
    return game, reports + watch.replay()


__all__ = ["Checker", "nudged", "play"]
