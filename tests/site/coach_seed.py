"""How the "Learn to play" game's seed was chosen: follow the coach in CPython, seed by seed.

``follow(seed)`` plays the coached game (Landfall, the player in seat 0 and three ai-easy
seats, the page's own ``app.Screen`` with a ``coach.Coach``) pressing only what the coach
points at (``coach.press_for`` of each step's target), and notes the game turn at which each
step was first shown.  ``python tests/site/coach_seed.py [FIRST LAST]`` does this for every seed of
the range (1 to 300 by default) and prints the seeds whose games bring every lesson soonest
(the turn of the last lesson before the end, then the turn of the end).  ``coach.COACH_SEED``
is the best of them; ``tests/site/test_coach.py`` checks that it still brings every lesson within
``LESSON_TURNS`` turns, so a change to the rules, the AI or the coach that delays a lesson
fails there, and this search says which seed to take instead.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for p in (ROOT, ROOT / "site"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))


from engine.game import GameConfig  # noqa: E402

from model.adapter import engine_state  # noqa: E402
from model.coach import COACH_ISLAND, COACH_KINDS, LESSONS, Coach, coach_seats, press_for  # noqa: E402
from model.table import Table  # noqa: E402
from update.screen import Screen  # noqa: E402

LESSON_TURNS = 24
"""Every lesson but the end comes by this game turn (the player's sixth turn of four seats)."""
END_TURNS = 80
"""... and the game ends by this one."""
SEARCH_TURNS = 120
"""The search plays each game this long at most (a game not over by then ranks last)."""


@dataclass
class Run:
    """A coached game followed to its end: the turn each step name was first shown, the steps
    in order (consecutive repeats once), how many presses it took, and the screen at the end."""

    seed: int
    first: dict[str, int] = field(default_factory=dict)
    steps: list[str] = field(default_factory=list)
    presses: int = 0
    screen: Screen | None = None

    @property
    def lessons_by(self) -> int:
        """The game turn by which every lesson but the end was shown (a large number if one never was)."""
        return max((self.first.get(n, 10_000) for n in LESSONS if n != "end"), default=0)

    @property
    def end(self) -> int:
        return self.first.get("end", 10_000)


def coached_screen(seed: int) -> Screen:
    """The coached game as the page starts it (``routing.start_game``), with a fresh coach."""
    specs = list(coach_seats())
    config = GameConfig(seats=len(specs), seed=seed, island=COACH_ISLAND, players=COACH_KINDS,
                        names=tuple(s.name for s in specs))
    screen = Screen(Table(config, specs))
    screen.coach = Coach()
    return screen


def follow(seed: int, *, max_turns: int = 400, until: str = "end", screen: Screen | None = None) -> Run:
    """Follow the coach from the start (or from ``screen``) until step ``until`` shows (or the
    game reaches ``max_turns``).  Raises if the coach points at nothing in the player's
    decision, or at something that changes nothing."""
    s = screen if screen is not None else coached_screen(seed)
    assert s.coach is not None
    run = Run(seed, screen=s)
    still = 0
    while True:
        while s.ai_due():
            s.ai_step()
        step = s.coach_step()
        turns = engine_state(s).turns
        run.first.setdefault(step.name, turns)
        if not run.steps or run.steps[-1] != step.name:
            run.steps.append(step.name)
        if step.name == until or engine_state(s).is_over or turns >= max_turns:
            return run
        if not step.target:
            raise AssertionError(f"seed {seed}, turn {turns}: step {step.name!r} points at nothing ({step.words!r})")
        before = (len(s.table.match.actions), s.mode, s.sheet, tuple(s.give), tuple(s.want), tuple(s.discard),
                  s.trade_give, s.trade_take, s.dots_on)
        s.press(press_for(step.target))
        run.presses += 1
        after = (len(s.table.match.actions), s.mode, s.sheet, tuple(s.give), tuple(s.want), tuple(s.discard),
                 s.trade_give, s.trade_take, s.dots_on)
        still = still + 1 if after == before else 0
        if still:
            raise AssertionError(f"seed {seed}, turn {turns}: pressing {step.target!r} ({step.name}) changed nothing"
                                 f" ({s.message!r})")


def main(argv: list[str]) -> None:
    first, last = (int(argv[0]), int(argv[1])) if len(argv) >= 2 else (1, 300)
    runs = []
    for seed in range(first, last + 1):
        try:
            run = follow(seed, max_turns=SEARCH_TURNS)
        except AssertionError as exc:
            print(f"seed {seed}: {exc}")
            continue
        runs.append(run)
    runs.sort(key=lambda r: (r.lessons_by, r.end, r.seed))
    print("seed  lessons-by  end  presses  missing")
    for r in runs[:15]:
        missing = [n for n in LESSONS if n not in r.first]
        print(f"{r.seed:4d}  {r.lessons_by:10d}  {r.end:4d}  {r.presses:7d}  {' '.join(missing)}")


if __name__ == "__main__":
    main(sys.argv[1:])
