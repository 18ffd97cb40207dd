"""The page's animations stay cheap for a cheap tablet's frames (issue 29).

Chromium composites an animation of ``opacity``, ``transform`` or ``filter``, and every shape
painted after the animated one and over it then gets a compositing layer of its own: a Living
Island board had 67 layers while its glows beat and a world event's halves grew.  That is
cheaper than the alternative (glows beating ``fill-opacity`` repainted the whole board every
frame: its rendering took 1.8 times as long), but only while they run: an animation that holds
its end (``forwards``, ``both``) stays composited for good, and so did the 18 layers of a board
whose glows had long stopped.  So an animation that holds its end never moves a composited
property (it ends at the element's own look instead), but for the End turn guard's bar
(:data:`HELD_COMPOSITED`).

And every animation is short (:data:`MOTION_S`, the design brief's "short"): while any of the
board's shapes animates, each frame restyles, layerizes and commits the board on the page's
thread, at 4x about 10 ms a frame, more than half of the thread (1.3-1.5 s of every 2 s against
0.13 s once the glows stopped), and a press waits behind it.  Glows of five 1.2 s beats kept that
up for 6 s after every change of what may be pressed.

The checkers read ``site/style.css``; each is shown its fault once, planted in a copy.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

CSS = Path(__file__).resolve().parents[2] / "site" / "style.css"
COMPOSITED = ("opacity", "transform", "filter", "translate", "rotate", "scale")
"""The properties Chromium animates on the compositor."""
HELD_COMPOSITED = {"end-guard"}
"""The End turn guard's bar (one element, gone with the guard) runs down and stays run down."""


def keyframes(css: str) -> dict[str, set[str]]:
    """Each ``@keyframes`` block's name and the properties it animates."""
    out: dict[str, set[str]] = {}
    for m in re.finditer(r"@keyframes\s+([\w-]+)\s*\{", css):
        depth, i = 1, m.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(css[i], 0)
            i += 1
        body = css[m.end():i - 1]
        out[m.group(1)] = {p.strip() for p in re.findall(r"([\w-]+)\s*:", re.sub(r"[\d.]+%|from|to", "", body))}
    return out


def animations(css: str) -> list[tuple[str, str]]:
    """Each ``animation:`` declaration's keyframes name and its whole value."""
    names = set(keyframes(css))
    out = []
    for value in re.findall(r"(?<![\w-])animation\s*:\s*([^;}]+)", css):
        for part in value.split(","):
            used = [w for w in part.split() if w in names]
            if used:
                out.append((used[0], part.strip()))
    return out


MOTION_S = 2.5
"""The longest an animation may run, its delay included (a world event's fire, regrowth and the
rings' turn, one after the other, end at 2.5 s)."""


def motion_seconds(value: str) -> float:
    """How long an ``animation`` value runs: its delay and its duration times its iterations
    (``infinite``: for ever).

    >>> motion_seconds("site-glow 0.4s ease-in-out 3 alternate"), motion_seconds("x 0.7s 1.8s ease-in")
    (1.2, 2.5)
    >>> motion_seconds("x 300ms infinite")
    inf
    """
    times = [float(t[:-2]) / 1000 if t.endswith("ms") else float(t[:-1])
             for t in re.findall(r"(?<![\w.-])[\d.]+m?s\b", value)]
    duration, delay = [*times, 0.0, 0.0][:2]
    words = value.split()
    count = next((float(w) for w in words[1:] if re.fullmatch(r"[\d.]+", w)), 1.0)
    return float("inf") if "infinite" in words else round(delay + duration * count, 3)


def long_motions(css: str) -> list[str]:
    """The animations that run longer than :data:`MOTION_S`."""
    timed = [(name, value, motion_seconds(value)) for name, value in animations(css)]
    return [f"{name} runs {seconds} s: {value}" for name, value, seconds in timed if seconds > MOTION_S]


def faults(css: str) -> list[str]:
    frames = keyframes(css)
    found = []
    for name, value in animations(css):
        held = re.search(r"\b(forwards|both)\b", value)
        moved = sorted(frames[name] & set(COMPOSITED))
        if held and moved and name not in HELD_COMPOSITED:
            found.append(f"{name} holds its end ({held.group(1)}) and animates {moved}")
    return found


def test_no_composited_animation_holds_its_end() -> None:
    css = CSS.read_text()
    assert {"site-glow", "halo-pulse", "half-grow", "event-card-in"} <= set(keyframes(css))
    assert len(animations(css)) >= 10
    assert faults(css) == []


def test_every_animation_is_short() -> None:
    css = CSS.read_text()
    assert {name for name, _ in animations(css)} >= {"site-glow", "halo-pulse", "walk-glow", "ring-turn"}
    assert long_motions(css) == []


@pytest.mark.parametrize("check, plant, fault", [
    (faults, "animation: event-card-in 0.35s ease-out;", "animation: event-card-in 0.35s ease-out both;"),
    (faults, "animation: halo-pulse 0.5s ease-in-out 3 alternate;",
     "animation: halo-pulse 0.5s ease-in-out 3 alternate forwards;"),
    (long_motions, "animation: site-glow 0.4s ease-in-out 3 alternate;", "animation: site-glow 1.2s ease-in-out 5 alternate;"),
    (long_motions, "animation: halo-pulse 0.5s ease-in-out 3 alternate;",
     "animation: halo-pulse 0.5s ease-in-out infinite alternate;"),
    (long_motions, "animation: ring-turn 0.7s 1.8s ease-in-out;", "animation: ring-turn 700ms 2s ease-in-out;"),
])
def test_each_checker_finds_its_planted_fault(check: Callable[[str], list[str]], plant: str, fault: str) -> None:
    css = CSS.read_text()
    assert plant in css
    assert check(css) == []
    assert check(css.replace(plant, fault))
