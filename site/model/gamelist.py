"""The games in progress on this device: one save each, listed on the new-game screen (pure Python).

Every unfinished game is kept under a ``localStorage`` key of its own, :data:`GAME_PREFIX`
and its id (``cinderisle.game.lq7x2k0a9c``), so that saving after an action writes that game
alone.  Its text is the save (``Table.save()`` with the game's link, the running clock and a
coached game's progress, as ``saves`` reads it) plus ``entry``: the id, when it was last played
(``Date.now()``), its turn and the tab that wrote it.  The list is read from those texts
without playing any record again (:func:`read_entry`); a game is played again only when it is
resumed.  A finished game leaves the list.

Decisions about the list are made here and tested in CPython (``tests/site/test_gamelist.py``);
``glue/storage.py`` moves the texts, ``glue/routing.py`` and ``glue/tabs.py`` act on them:

- which saved game a start link names (:func:`find_same`: the record's config, names aside,
  and the seats' kinds);
- whether a new game needs room (:data:`MAX_GAMES`) and which game to suggest letting go
  (:func:`oldest`);
- what two tabs that both played a game do with each other's record (:func:`follow_on`);
- the questions asked over the list (:class:`Prompt`: resume the link's game, which game to let
  go) and each game in a few words (:func:`describe`); ``view/newgame_form.py`` draws the list.

>>> round_words(0, 3), round_words(1, 3), round_words(3, 3), round_words(4, 3)
('Placement', 'round 1', 'round 1', 'round 2')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.ruleset import CINDERISLE, RULE_SETS

from model import rounds, saves
from model.seating import SeatSpec
from words.catalog import _, ngettext
from words.things import island_words

__all__ = [
    "CHANNEL",
    "GAME_PREFIX",
    "MAX_GAMES",
    "TAB_KEY",
    "Entry",
    "Prompt",
    "ago_words",
    "describe",
    "entry_info",
    "find_same",
    "follow_on",
    "game_key",
    "key_id",
    "new_id",
    "oldest",
    "read_entry",
    "read_list",
    "round_words",
]

GAME_PREFIX = "cinderisle.game."
"""``localStorage`` key of a game in progress, before its id."""
MAX_GAMES = 8
"""How many games in progress a device keeps: starting one more asks which to let go."""
TAB_KEY = "cinderisle.tab-game"
"""``sessionStorage`` key (one tab's own) of the game the tab shows: a reload resumes it at once."""
CHANNEL = "cinderisle"
"""The ``BroadcastChannel`` over which the tabs of this page tell each other which game they play."""
COACH_KEY = "coach"
"""Where a save keeps the coach's progress (``coach.SAVE_KEY``: a coached game)."""
NOT_COMPARED = frozenset({"names"})
"""Config fields that do not make another game: the players' names (a link has none)."""


def game_key(game_id: str) -> str:
    """The ``localStorage`` key of the game ``game_id``.

    >>> game_key("abc")
    'cinderisle.game.abc'
    """
    return GAME_PREFIX + game_id


def key_id(key: str) -> str | None:
    """The game id of a ``localStorage`` key (None: the key is not a game's).

    >>> key_id("cinderisle.game.abc"), key_id("cinderisle.table"), key_id("cinderisle.game.")
    ('abc', None, None)
    """
    return key[len(GAME_PREFIX):] or None if key.startswith(GAME_PREFIX) else None


_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def new_id(now_ms: float, salt: float) -> str:
    """A new id from the time (``Date.now()``) and a random number in [0, 1), in letters and digits.

    >>> new_id(1_764_000_000_000, 0.5), new_id(1_764_000_000_000, 0.25)
    ('midc1z40i000', 'midc1z409000')
    """
    n = int(now_ms) * 36**4 + int(salt * 36**4) % 36**4
    out = ""
    while n:
        n, d = divmod(n, 36)
        out = _DIGITS[d] + out
    return out or "0"


def round_words(turns: int, seats: int) -> str:
    """"Placement", or "round N" counted as the page counts rounds (:mod:`rounds`; ``turns`` is the
    engine's counter, 0 in placement)."""
    n = rounds.round_of(turns, seats)
    return _("round {n}").format(n=n) if n else _("Placement")


def ago_words(played: float, now: float) -> str:
    """When a game was last played, in words (``played`` and ``now`` in milliseconds).

    >>> [ago_words(0, s * 1000) for s in (30, 60, 150, 3600, 7200, 86_400, 3 * 86_400, 20 * 86_400, 90 * 86_400)]
    ['just now', '1 minute ago', '2 minutes ago', '1 hour ago', '2 hours ago', 'yesterday', '3 days ago', \
'2 weeks ago', '3 months ago']
    """
    seconds = max(0.0, now - played) / 1000
    minutes, hours, days = int(seconds // 60), int(seconds // 3600), int(seconds // 86_400)
    if minutes < 1:
        return _("just now")
    if hours < 1:
        return ngettext("{n} minute ago", "{n} minutes ago", minutes).format(n=minutes)
    if days < 1:
        return ngettext("{n} hour ago", "{n} hours ago", hours).format(n=hours)
    if days < 2:
        return _("yesterday")
    if days < 14:
        return ngettext("{n} day ago", "{n} days ago", days).format(n=days)
    if days < 60:
        return ngettext("{n} week ago", "{n} weeks ago", days // 7).format(n=days // 7)
    return ngettext("{n} month ago", "{n} months ago", days // 30).format(n=days // 30)


@dataclass(frozen=True)
class Entry:
    """One game in the list, as its save describes it (no record played again)."""

    id: str
    island: int | str
    seats: tuple[SeatSpec, ...]
    turns: int
    played: float
    """``Date.now()`` when it was last saved (0: not known)."""
    config: Mapping[str, Any]
    """The record's config (``GameConfig.to_dict()``)."""
    link: Mapping[str, str]
    coached: bool = False
    over: bool = False

    @property
    def key(self) -> str:
        return game_key(self.id)

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(s.kind for s in self.seats)

    @property
    def round(self) -> str:
        return round_words(self.turns, len(self.seats))

    @property
    def tide(self) -> bool:
        return self.config.get("tide") is True

    @property
    def rules(self) -> str:
        """The game's rule set (``engine.ruleset``): a record without one is Cinderisle's."""
        rules = self.config.get("rules", CINDERISLE.name)
        return rules if isinstance(rules, str) and rules in RULE_SETS else CINDERISLE.name

    @property
    def living(self) -> bool:
        """Whether the game plays Living Island (the list shows it so).

        >>> Entry("a", 5, (), 0, 0.0, {"rules": "living-island"}, {}).living, Entry("b", 5, (), 0, 0.0, {}, {}).living
        (True, False)
        """
        return RULE_SETS[self.rules].living_board


def entry_info(game_id: str, played: float, turns: int, tab: str) -> dict[str, Any]:
    """What a save keeps for the list (its ``entry``): the id, when it was played, its turn and
    the tab that saved it."""
    return {"id": game_id, "played": played, "turns": turns, "tab": tab}


def _entry(game_id: str, data: dict[str, Any], turns: int, played: float, over: bool) -> Entry:
    """An entry from a save's data (raises ``ValueError``, ``TypeError``, ``KeyError`` or
    ``AttributeError`` on a save of the wrong shape)."""
    config = data["record"]["config"]
    if not isinstance(config, dict):
        raise TypeError("its record has no config")
    seats = tuple(SeatSpec(str(s["kind"]), str(s.get("name", "")), str(s.get("colour", ""))) for s in data["seats"])
    if not 2 <= len(seats) <= 4:
        raise ValueError(f"it has {len(seats)} seats")
    island = config.get("island")
    island = config.get("seed") if island is None else island
    if not isinstance(island, (int, str)) or isinstance(island, bool):
        raise ValueError(f"its island {island!r} is none")
    link = data.get("link")
    link = {str(k): str(v) for k, v in link.items()} if isinstance(link, dict) else {}
    return Entry(game_id, island, seats, turns, played, config, link, COACH_KEY in data, over)


def read_entry(game_id: str, text: str | None) -> Entry | saves.SaveCheck:
    """The list's entry for the game saved as ``text``, or why it cannot be used (a
    ``SaveCheck``: ``corrupt``, ``older``, ``newer``).  A save without ``entry`` (written
    by hand, or an older page's single save) is played again once to learn its turn.  Never
    raises.

    >>> read_entry("x", "{oops").kind, read_entry("x", '{"format": "cinderisle-table", "version": 9}').kind
    ('corrupt', 'newer')
    """
    data, problem = saves.parse_save(text)
    if data is None:
        return problem if problem is not None and problem.kind != "none" else saves.SaveCheck("corrupt", reason="it is empty")
    info = data.get("entry")
    try:
        if isinstance(info, dict) and type(info.get("turns")) is int and isinstance(info.get("played"), (int, float)):
            return _entry(game_id, data, max(0, info["turns"]), float(info["played"]), False)
        check = saves.check_save(text)  # no entry: the record played again, once
        if check.table is None:
            return check
        game = check.table.match
        return _entry(game_id, data, game.turns, 0.0, game.is_over)
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        return saves.SaveCheck("corrupt", reason=_("it is not a whole save ({error})").format(
            error=f"{type(exc).__name__}: {exc}"))


def read_list(items: Iterable[tuple[str, str | None]]) -> tuple[list[Entry], list[tuple[str, str, saves.SaveCheck]]]:
    """The games in progress among ``items`` (``localStorage``'s keys and texts; other keys are
    left out), the most recently played first; and those that cannot be used (key, text, why),
    which the page keeps aside.  Finished games are left out."""
    games: list[Entry] = []
    bad: list[tuple[str, str, saves.SaveCheck]] = []
    for key, text in items:
        game_id = key_id(key)
        if game_id is None:
            continue
        entry = read_entry(game_id, text)
        if isinstance(entry, Entry):
            if not entry.over:
                games.append(entry)
        else:
            bad.append((key, text or "", entry))
    games.sort(key=lambda e: -e.played)
    return games, bad


def _comparable(config: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in config.items() if k not in NOT_COMPARED}


def find_same(entries: Sequence[Entry], config: Mapping[str, Any], kinds: Sequence[str],
              aside: Iterable[str] = ()) -> Entry | None:
    """The most recently played of ``entries`` that is the game ``config`` and ``kinds`` would
    start (the same seed, island, seats and every other option of the config; names aside, and
    the options named in ``aside``: a link that names no clocks names the game whatever its
    clocks).

    >>> e = Entry("a", 5, (SeatSpec("human", "Ana"), SeatSpec("ai-easy")), 4, 0.0,
    ...           {"seats": 2, "seed": 5, "island": None, "tide": False, "players": ["human", "ai-easy"],
    ...            "names": ["Ana", ""]}, {})
    >>> find_same([e], {**e.config, "names": ["", ""]}, ("human", "ai-easy")) is e
    True
    >>> find_same([e], {**e.config, "tide": True}, ("human", "ai-easy")), find_same([e], e.config, ("human", "human"))
    (None, None)
    >>> relaxed = {**e.config, "clocks": "relaxed"}
    >>> find_same([e], relaxed, ("human", "ai-easy")), find_same([e], relaxed, ("human", "ai-easy"), aside=("clocks",)) is e
    (None, True)
    """
    left_out = frozenset(aside)
    wanted = {k: v for k, v in _comparable(config).items() if k not in left_out}
    for entry in sorted(entries, key=lambda e: -e.played):
        if entry.kinds == tuple(kinds) and {k: v for k, v in _comparable(entry.config).items()
                                            if k not in left_out} == wanted:
            return entry
    return None


def oldest(entries: Sequence[Entry]) -> Entry | None:
    """The game played longest ago: the one suggested to let go when the list is full."""
    return min(entries, key=lambda e: e.played, default=None)


def follow_on(mine: Sequence[str], theirs: Sequence[str]) -> str:
    """What a tab does with another tab's record of the same game (lists of actions):
    ``same``, ``theirs`` (it carries mine on: take it), ``mine`` (mine carries it on: keep
    mine) or ``fork`` (each went its own way: keep both, theirs as a game of its own).

    >>> follow_on(["a", "b"], ["a", "b"]), follow_on(["a"], ["a", "b"]), follow_on(["a", "b"], ["a"])
    ('same', 'theirs', 'mine')
    >>> follow_on(["a", "b"], ["a", "c"])
    'fork'
    """
    if list(mine) == list(theirs):
        return "same"
    if len(theirs) > len(mine) and list(theirs[:len(mine)]) == list(mine):
        return "theirs"
    if len(mine) > len(theirs) and list(mine[:len(theirs)]) == list(theirs):
        return "mine"
    return "fork"


# ---------------------------------------------------------------- on the new-game screen


@dataclass(frozen=True)
class Prompt:
    """A question over the list: ``offer`` (a start link names ``game``, a saved game: resume
    it?) or ``room`` (the list is full: which game to let go for the new one, ``what``)."""

    kind: str
    game: str = ""
    what: str = "the new game"


def describe(entry: Entry, now: float) -> str:
    """The game in a few words: its island (and its rule set, when it is Living Island), its
    round and when it was last played.

    >>> e = Entry("a", "landfall", (SeatSpec(), SeatSpec()), 5, 60_000.0, {}, {})
    >>> describe(e, 180_000)
    'Landfall, round 3, last played 2 minutes ago'
    >>> describe(Entry("b", 7, (SeatSpec(), SeatSpec()), 0, 0.0, {"rules": "living-island"}, {}), 0)
    'Island 7 (Living Island), Placement'
    """
    island = island_words(entry.island)
    if entry.living:
        island = _("{island} (Living Island)").format(island=island)
    if entry.played:
        return _("{island}, {round}, last played {ago}").format(island=island, round=entry.round,
                                                                ago=ago_words(entry.played, now))
    return _("{island}, {round}").format(island=island, round=entry.round)
