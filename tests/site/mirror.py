"""The page's game in CPython, beside the page: :class:`Mirror` plays the very same presses on
the site's own pure controller (``app.Screen``) as a test plays on the page, so the test knows
what the engine says the page must show without peeking into it; and the presses of a player:
the browser driver's simple policy (:func:`policy`), a person following the hint
(:func:`follow_hint`).  Pure Python: the page tests drive the page with it
(``tests/browser/driver.py``), the site's tests play the screen with it."""

from __future__ import annotations

import functools
from collections import Counter

from engine.game import GameConfig
from engine.hexgrid import TILE_IDS
from engine.rules import auto_discard_choice

from model.adapter import engine_state
from model.coach import press_for
from model.table import SeatSpec, Table
from update.screen import Screen

RES = ("pine", "basalt", "kelp", "millet", "copper")


class Mirror:
    """The same game in CPython, driven by the same presses as the page."""

    def __init__(self, seed: int, kinds: tuple[str, ...], island=None, tide: bool = False,
                 clocks: str = "standard", rules: str = "") -> None:
        config = GameConfig(seats=len(kinds), seed=seed, island=island, tide=tide, players=kinds, clocks=clocks,
                            **({"rules": rules} if rules else {}))
        self.screen = Screen(Table(config, [SeatSpec(k) for k in kinds]))
        self.settle()

    @property
    def state(self):
        return engine_state(self.screen)

    def settle(self) -> None:
        while self.screen.ai_due():
            self.screen.ai_step()

    def press(self, **d: str) -> None:
        self.screen.press({k: str(v) for k, v in d.items()})
        self.settle()

    def lowest(self, kind: str) -> int:
        p = self.screen.pressable()
        return min({"corner": p.corners, "edge": p.edges, "tile": p.tiles}[kind])


def can_build(kind: str):
    def done(m: Mirror) -> bool:
        s = m.screen
        return engine_state(s).phase.label == "main" and s.my_turn() and any(a.kind == kind for a in s.legal())

    return done


@functools.cache
def quick_seed(kinds: tuple[str, ...], kind: str) -> int:
    """A seed where the simple policy can build ``kind`` after few presses (searched in CPython)."""
    best = None
    for seed in range(1, 80):
        m = Mirror(seed, kinds)
        for presses in range(40):
            if can_build(kind)(m):
                if best is None or presses < best[0]:
                    best = (presses, seed)
                break
            if m.state.is_over:
                break
            policy(m)
        if best and best[0] <= 10:
            break
    assert best, f"no seed lets the human build a {kind} early"
    return best[1]


def follow_hint(m: Mirror) -> str:
    """One press of a person following the hint, whoever sits at the screen, on the mirror: what
    ``tools/js/human_press.js`` presses on the page (behind the privacy screen, tap in; then what
    the hint lights up, else Hint, else Roll or End turn).  Returns the press in its words
    (``tap-in``, ``hint``, ``lit roll``, ``lit site`` ...), so a page's count can be compared."""
    s = m.screen
    seat = s.privacy()
    if seat is not None:
        m.press(action="tap-in", seat=seat)
        return "tap-in"
    f = s.frame()
    key = f.pressable.hinted or f.hint_mark
    if key:
        d = press_for(key)
        m.press(**d)
        return f"lit {d['action']}"
    if f.can_hint and not f.hint:
        m.press(action="hint")
        return "hint"
    for kind in ("roll", "end"):
        if any(a.kind == kind for a in f.legal):
            m.press(action=kind)
            return kind
    raise AssertionError(f"a person following the hint has nothing to press ({engine_state(s).phase.label})")


def follow_hints(m: Mirror, turns: int = 150) -> Counter[str]:
    """Every person at the mirror's table follows the hint (:func:`follow_hint`) until the game
    is won, or ``turns`` turns have passed, or they made 30 presses a turn (a person stuck on
    what the hint lights up); returns how often they made each kind of press."""
    presses: Counter[str] = Counter()
    while not m.state.is_over and m.state.turns < turns and presses.total() < 30 * (turns + 10):
        presses[follow_hint(m)] += 1
    return presses


def policy(m: Mirror) -> None:
    """The driver's policy, on the mirror alone."""
    s = m.screen
    ph = engine_state(s).phase.label
    if s.privacy() is not None:
        m.press(action="tap-in", seat=s.privacy())
    elif ph in ("setup-hearth", "setup-causeway", "move-ashcloud"):
        kind = {"setup-hearth": "corner", "setup-causeway": "edge", "move-ashcloud": "tile"}[ph]
        i = m.lowest(kind)
        m.press(action="site", **{kind: TILE_IDS[i] if kind == "tile" else i})
    elif ph == "pre-roll":
        m.press(action="roll")
    elif ph == "main":
        m.press(action="end")
    elif ph == "rob":
        m.press(action="rob", seat=min(a.a for a in s.legal()))
    elif ph == "discard":
        for r, n in enumerate(auto_discard_choice(list(engine_state(s).hands[s.viewer()]), s.discard_owed())):
            for _ in range(n):
                m.press(action="step", draft="discard", res=RES[r], delta=1)
        m.press(action="discard-send")
