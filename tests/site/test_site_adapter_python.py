"""Privacy by construction (issue 26): one module of the site reaches the engine's game, and
what a drawing is made from is a value that reaches nothing private.

- Only ``site/model/adapter.py`` imports ``engine.state`` or ``engine.game`` (or the names ``State``
  and ``Game``), in code and in doctests alike; no other module reads what the adapter keeps
  behind its door (``_game``, ``engine_state``, ``engine_game``).
- A :class:`app.Frame` holds copies: walked object by object at every kind of moment of random
  games (placement, turns, discards, offers, the privacy screen, sheets and build modes, the
  end, a replay), it reaches no state, game, engine view, table or screen, no seat's hand,
  venture cards or the venture deck as the engine keeps them, nor the chance that deals them.
- An old frame is what it was: the game going on changes neither its content nor its drawing.

Each check is shown to catch the fault it is for, planted.
"""

from __future__ import annotations

import ast
import doctest
import gc
import random
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.board import Board
from engine.game import Game, GameConfig
from engine.hexgrid import Topology
from engine.island import Island
from engine.offer import Offer
from engine.state import State
from engine.view import PublicView, SeatView

from model import adapter
from model.adapter import Match, engine_game, engine_state
from model.frame import Frame
from model.replay import Replay
from model.table import SeatSpec, Table
from update import hinting
from update.screen import Screen
from view import charts, panels
from walks import Presses, walk

SITE = Path(__file__).resolve().parents[2] / "site"


# ---------------------------------------------------------------- one door: the imports

DOOR = "model/adapter.py"
"""The one module of ``site/`` that reaches the engine's game."""
GAME_MODULES = ("engine.state", "engine.game")
GAME_NAMES = {"State", "Game", "state", "game"}
"""What ``from engine import ...`` may not bring in (the classes, or their modules)."""
DOOR_KEPT = {"_game", "engine_state", "engine_game"}
"""What the adapter keeps behind its door (the live game, and its accessors for tests and tools)."""


def _module_named(name: str) -> bool:
    return any(name == m or name.startswith(m + ".") for m in GAME_MODULES)


def reaches_the_game(source: str) -> list[str]:
    """What in ``source`` (a module's code, or a doctest's) reaches the engine's game: an import
    of ``engine.state`` / ``engine.game`` or of ``State`` / ``Game`` from ``engine``, one by
    name at run time (``lazy.module``, ``importlib.import_module``, ``__import__``), the
    attribute chain ``engine.state`` / ``engine.game``, or what the adapter keeps behind its door."""
    out = []
    for node in ast.walk(ast.parse(source)):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Import):
            out += [f"line {line}: import {a.name}" for a in node.names if _module_named(a.name)]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if _module_named(module):
                out.append(f"line {line}: from {module} import ...")
            elif module == "engine":
                out += [f"line {line}: from engine import {a.name}" for a in node.names if a.name in GAME_NAMES]
        elif isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            if name in ("module", "import_module", "__import__", "warm"):
                for arg in node.args[:1]:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and _module_named(arg.value):
                        out.append(f"line {line}: {name}({arg.value!r})")
        elif isinstance(node, ast.Attribute):
            if node.attr in DOOR_KEPT:
                out.append(f"line {line}: .{node.attr}")
            elif isinstance(node.value, ast.Name) and node.value.id == "engine" and node.attr in GAME_NAMES:
                out.append(f"line {line}: engine.{node.attr}")
        elif isinstance(node, ast.Name) and node.id in DOOR_KEPT:
            out.append(f"line {line}: {node.id}")
        elif isinstance(node, ast.alias) and node.name in DOOR_KEPT:
            out.append(f"line {line}: import of {node.name}")
    return out


def doctest_sources(source: str) -> Iterator[tuple[str, str]]:
    """(where, code) of every doctest example in a module's docstrings."""
    parser = doctest.DocTestParser()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            doc = ast.get_docstring(node, clean=False)
            if doc:
                where = getattr(node, "name", "the module")
                code = "".join(ex.source for ex in parser.get_examples(doc))
                if code:
                    yield where, code


def door_problems(root: Path = SITE) -> list[str]:
    """Every place in ``root``'s modules (the glue and ``main.py`` included) but the adapter
    that reaches the engine's game, in code or in a doctest."""
    out = []
    for path in sorted(root.rglob("*.py")):
        if path.relative_to(root).as_posix() == DOOR:
            continue
        source = path.read_text(encoding="utf-8")
        name = path.relative_to(root).as_posix()
        out += [f"{name}, {p}" for p in reaches_the_game(source)]
        for where, code in doctest_sources(source):
            out += [f"{name}, a doctest of {where}: {p}" for p in reaches_the_game(code)]
    return out


def test_only_the_adapter_reaches_the_engines_game() -> None:
    assert (SITE / DOOR).exists()
    assert door_problems() == []
    # The adapter itself is the door: it does import them.
    assert reaches_the_game((SITE / DOOR).read_text(encoding="utf-8"))


@pytest.mark.parametrize("plant", [
    "from engine.state import State",
    "import engine.game",
    "from engine import Game",
    "from engine import game as records",
    "records = lazy.module('engine.game')",
    "def f():\n    from engine.state import State",
    "if TYPE_CHECKING:\n    from engine.game import Game",
    "x = table.match._game",
    "from model.adapter import engine_state",
    "import engine\nx = engine.game.Game",
    '"""A doctest.\n\n>>> from engine.game import GameConfig\n"""',
])
def test_the_door_check_finds_a_planted_import(tmp_path: Path, plant: str) -> None:
    """The checker over a copy of the site with one more module that reaches the game."""
    (tmp_path / "glue").mkdir()
    (tmp_path / "model").mkdir()
    (tmp_path / DOOR).write_text("from engine.game import Game\n")
    (tmp_path / "clean.py").write_text('"""\n>>> from model.adapter import GameConfig\n"""\nfrom engine import clocks\n')
    assert door_problems(tmp_path) == []
    (tmp_path / "glue" / "planted.py").write_text(plant + "\n")
    found = door_problems(tmp_path)
    assert found and all(p.startswith("glue/planted.py") for p in found), found


# ---------------------------------------------------------------- a frame reaches nothing private

SHARED = (Board, Island, Topology)
"""The island's public tables, shared by every state of a game (made of tuples and numbers):
walked once."""
LIVE = (State, Game, PublicView, Offer, Match, Table, Screen)
"""What a frame may never hold, whatever its seat: the game and the engine's windows on it."""


def forbidden(s: Screen) -> dict[int, str]:
    """The objects of ``s``'s game that no frame may reach, by id: the live state and game,
    the table and the screen, every hand, every seat's venture cards and the deck as the
    engine keeps them (lists), the open offer, the chance that deals the dice and the decks,
    and the states kept to take actions back."""
    state, game = engine_state(s), engine_game(s)
    out = {id(state): "the state", id(game): "the game", id(s): "the screen", id(s.table): "the table",
           id(s.table.match): "the match", id(state.hands): "the hands", id(state.ventures): "the venture cards",
           id(state.deck): "the venture deck", id(game.chance): "the chance source", id(game.actions): "the record"}
    for seat in range(state.n):
        out[id(state.hands[seat])] = f"seat {seat}'s hand"
        out[id(state.ventures[seat])] = f"seat {seat}'s venture cards"
    if state.offer is not None:
        out[id(state.offer)] = "the open offer"
    for mark in game._marks:
        out[id(mark)] = "a state kept for Undo"
    return out


def reach(root: object, walked: set[int]) -> Iterator[tuple[object, str]]:
    """Every object ``root`` holds (attributes, slots, dataclass fields, items of containers,
    cells of closures, a bound method's object), depth first, with the path to it; classes,
    modules, code and functions' globals are not walked (they are the program, not the frame),
    nor again an object of ``walked`` (the ids met so far)."""
    stack: list[tuple[object, str]] = [(root, "frame")]
    while stack:
        obj, path = stack.pop()
        if id(obj) in walked:
            continue
        walked.add(id(obj))
        yield obj, path
        if obj is None or isinstance(obj, (str, bytes, int, float, complex, range, type, types.ModuleType,
                                           types.CodeType, types.BuiltinFunctionType)):
            continue
        if isinstance(obj, types.FunctionType):
            parts: list[tuple[object, str]] = [(c.cell_contents, f"{path}.<closure>") for c in obj.__closure__ or ()]
            parts += [(obj.__defaults__, f"{path}.__defaults__"), (obj.__kwdefaults__, f"{path}.__kwdefaults__")]
        elif isinstance(obj, types.MethodType):
            parts = [(obj.__self__, f"{path}.__self__"), (obj.__func__, f"{path}.__func__")]
        elif isinstance(obj, dict):
            parts = [(k, f"{path}[key]") for k in obj] + [(v, f"{path}[{k!r}]") for k, v in obj.items()]
        elif isinstance(obj, (tuple, list, set, frozenset)):
            fields = getattr(obj, "_fields", ())
            parts = [(x, f"{path}.{fields[i]}" if i < len(fields) else f"{path}[{i}]") for i, x in enumerate(obj)]
        else:
            parts = []
            for cls in type(obj).__mro__:
                for slot in getattr(cls, "__slots__", ()):
                    if slot not in ("__dict__", "__weakref__") and hasattr(obj, slot):
                        parts.append((getattr(obj, slot), f"{path}.{slot}"))
            if hasattr(obj, "__dict__"):
                parts += [(v, f"{path}.{k}") for k, v in vars(obj).items()]
            # Whatever else the object holds for Python's collector (a mapping proxy's mapping ...).
            known = {id(p) for p, _ in parts}
            parts += [(r, f"{path}.<held>") for r in gc.get_referents(obj)
                      if id(r) not in known and not isinstance(r, (type, types.ModuleType))
                      and r is not getattr(obj, "__dict__", None)]
        stack.extend(reversed(parts))


class Walker:
    """Walks frames, the island's shared tables once."""

    def __init__(self) -> None:
        self.shared: set[int] = set()

    def leaks(self, frame: object, bad: dict[int, str]) -> list[str]:
        """What ``frame`` reaches that it must not (the objects of ``bad``, or any object of
        :data:`LIVE`), with the path to each."""
        out = []
        walked = set(self.shared)
        for obj, path in reach(frame, walked):
            if id(obj) in bad:
                out.append(f"{path} is {bad[id(obj)]}")
            elif isinstance(obj, LIVE):
                out.append(f"{path} is a {type(obj).__name__}")
            elif isinstance(obj, SHARED):
                self.shared |= {id(o) for o, _ in reach(obj, set())}
        return out


GAMES = [
    (("human", "ai-easy", "ai-easy", "ai-easy"), 3, False),
    (("human", "human", "ai-easy"), 7, False),
    (("human", "ai-easy", "human", "ai-normal"), 5, True),
    (("human", "human"), 12, False),
    (("ai-easy", "human", "ai-easy"), 21, False),
]
"""One human among AI seats, hotseat tables (the privacy screen), two players (the Barge), the
Tide deck; several seeds."""


PRESSES = Presses(end=0.6, timeout=0, offer=0.2, buy=0.5)
"""Random presses, offers posted and venture cards bought now and then."""


def moments(kinds: tuple[str, ...], seed: int, tide: bool) -> Iterator[tuple[Screen, str]]:
    """A game played with random presses to its end (or 4000 steps): the screen at every moment,
    with each sheet it may open and each build mode (:func:`walks.walk`), and a name for it."""
    s = Screen(Table(GameConfig(seats=len(kinds), seed=seed, tide=tide), [SeatSpec(k) for k in kinds]))
    return ((m.screen, m.what) for m in walk(s, random.Random(seed), 4000, every=True, explore=True, presses=PRESSES))


EVERY = {"setup-hearth", "setup-causeway", "pre-roll", "main", "discard", "discard drafted", "move-ashcloud", "rob",
         "offer", "confirm", "over", "privacy", "sheet trade", "sheet offer", "sheet counter", "sheet bountiful",
         "sheet embargo", "mode causeway", "mode hearth", "mode beacon", "mode warden"}
"""The moments the walks must meet."""


def walk_frames(games: list[tuple[tuple[str, ...], int, bool]], every: int = 3) -> tuple[list[str], set[str]]:
    """Walk the frame of every ``every``-th moment of ``games`` (every moment of a discard, an
    offer, a robbery, the privacy screen, a sheet or a build mode, and the end), and each
    game's replay: what they reach that they must not, and the moments met."""
    walker = Walker()
    problems: list[str] = []
    met: set[str] = set()
    for kinds, seed, tide in games:
        s = None
        for n, (s, what) in enumerate(moments(kinds, seed, tide)):
            if n % every and what in ("pre-roll", "main", "setup-hearth", "setup-causeway"):
                continue
            met.add(what)
            frame = s.frame()
            problems += [f"{kinds} seed {seed}, {what}: {p}" for p in walker.leaks(frame, forbidden(s))]
        assert s is not None
        replay = Replay(s.table)
        for step in (0, replay.total // 2, replay.total):
            replay.go(step)
            problems += [f"{kinds} seed {seed}, replay step {step}: {p}"
                         for p in walker.leaks(replay.frame(), forbidden(s))]
    return problems, met


def test_a_frame_reaches_nothing_private_nor_the_game() -> None:
    problems, met = walk_frames(GAMES)
    assert not problems, problems[:10]
    assert met >= EVERY, ("moments never walked", EVERY - met)


def test_the_walk_finds_a_frame_that_holds_the_live_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: the frame's view is the engine's live window again (what it was), or its notes
    hold a seat's hand as the engine keeps it."""
    monkeypatch.setattr(Match, "sight", lambda self, viewer: self._eyes(viewer))
    problems, _ = walk_frames(GAMES[:1], every=50)
    assert any("is a PublicView" in p or "is a SeatView" in p for p in problems), problems[:3]
    assert any("is the state" in p for p in problems), problems[:3]
    monkeypatch.undo()
    monkeypatch.setattr(hinting, "notes", lambda s: (engine_state(s).hands[1],))
    problems, _ = walk_frames(GAMES[:1], every=50)
    assert any(p.endswith("is seat 1's hand") and ".notes" in p for p in problems), problems[:3]


# ---------------------------------------------------------------- an old frame is what it was


def drawn(f: Frame) -> str:
    """Everything a frame draws, as one string (or why it cannot be drawn)."""
    try:
        frame, layers, close = panels.board_layers(f, "Island")
        return "\n".join([*panels.regions(f, charts).values(), frame, *(inner for _, inner in layers), close])
    except KeyError as exc:  # a question the frame was not made with
        return f"(it cannot be drawn: {exc})"


def old_frames_changed(kinds: tuple[str, ...], seed: int, every: int = 7) -> tuple[list[str], int]:
    """Keep a frame every ``every`` moments of a game, with what it held and drew when it was
    made; once the game is over, each must hold and draw the same.  What changed, and how many
    were kept."""
    kept: list[tuple[str, Frame, str, str]] = []
    for n, (s, what) in enumerate(moments(kinds, seed, False)):
        if n % every == 0 or what in ("discard", "offer", "confirm", "privacy", "over"):
            f = s.frame()
            kept.append((f"moment {n} ({what})", f, repr(f), drawn(f)))
    last = kept[-1][1]
    changed = []
    for where, f, held, html in kept:
        if repr(f) != held:
            changed.append(f"{where}: what it holds")
        if drawn(f) != html:
            changed.append(f"{where}: what it draws")
        assert f is last or repr(f) != repr(last), "(the game moved on since)"
    return changed, len(kept)


@pytest.mark.parametrize("kinds, seed", [(("human", "ai-easy", "ai-easy"), 4), (("human", "human", "ai-easy"), 8)])
def test_an_old_frame_is_unchanged_after_the_game_moves_on(kinds: tuple[str, ...], seed: int) -> None:
    changed, kept = old_frames_changed(kinds, seed)
    assert kept > 30 and not changed, changed[:5]


def test_the_check_finds_a_frame_that_follows_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: the frame's view is the engine's live window again (an old frame then reports
    the new phase)."""
    monkeypatch.setattr(Match, "sight", lambda self, viewer: self._eyes(viewer))
    changed, _ = old_frames_changed(("human", "ai-easy", "ai-easy"), 4, every=25)
    assert any("what it draws" in c for c in changed), changed[:3]


def test_the_adapter_s_test_accessors_reach_the_live_game() -> None:
    """(What the tests above compare against is the game itself.)"""
    t = Table(GameConfig(seats=2, seed=9, island="landfall"), [SeatSpec("human"), SeatSpec("ai-easy")])
    s = Screen(t)
    assert engine_game(s) is engine_game(t) is engine_game(t.match) and engine_state(s) is engine_game(s).state
    assert isinstance(engine_state(s), State) and isinstance(engine_game(s), Game)
    assert adapter.Sight.of(SeatView(engine_state(s), 0)) == t.match.sight(0)
