"""Reading a link (``?seed=N``, ``?island=landfall``, ``seats=``, ``tide=``, ``pace=``): pure Python.

>>> choose_island({"seed": "42"}, fresh_seed=lambda: 7)
IslandChoice(seed=42, fresh=False, notice=None)
>>> choose_island({"island": "landfall", "seed": "42"}, fresh_seed=lambda: 7).seed
'landfall'
>>> choose_island({}, fresh_seed=lambda: 7)
IslandChoice(seed=7, fresh=True, notice=None)
>>> choose_island({"seed": "0"}, fresh_seed=lambda: 7).fresh
True
>>> c = choose_island({"seed": "lava"}, fresh_seed=lambda: 7)
>>> c.seed, c.fresh, c.notice is not None
(7, True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from engine.clocks import SETTINGS as CLOCK_SETTINGS
from engine.constants import MAX_SEED, MIN_SEED
from engine.island import LANDFALL
from engine.ruleset import ALIASES, RULE_SETS
from engine.ruleset import CINDERISLE as _CINDERISLE

from words.catalog import _

# Seeds are integers MIN_SEED..MAX_SEED (RULINGS section 4, the engine's constants); 0 or none picks a fresh one.

_ISLANDS = (LANDFALL,)


@dataclass(frozen=True, slots=True)
class IslandChoice:
    """Which island a link asks for.

    ``seed`` is an int 1..MAX_SEED or ``"landfall"``; ``fresh`` is true when the page
    picked the seed itself (and should write it into the URL); ``notice`` is a
    sentence for the player when the link could not be followed as written.
    """

    seed: int | str
    fresh: bool
    notice: str | None


def fresh_seed(rng: random.Random | None = None) -> int:
    """A new random seed, 1..MAX_SEED."""
    return (rng or random.SystemRandom()).randint(MIN_SEED, MAX_SEED)


def parse_seed(text: str) -> int | None:
    """The seed in ``text`` (0 meaning "pick one"), or None if it is not a seed.

    >>> parse_seed(" 123 "), parse_seed("0"), parse_seed("-1"), parse_seed("4294967296"), parse_seed("1e3")
    (123, 0, None, None, None)
    """
    text = text.strip()
    if not text.isascii() or not text.isdigit() or len(text) > 10:
        return None
    value = int(text)
    return value if value <= MAX_SEED else None


def _shorten(text: str, limit: int = 24) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def choose_island(params: Mapping[str, str], fresh_seed: Callable[[], int] = fresh_seed) -> IslandChoice:
    """Pick the island for the query parameters ``params`` (first value of each)."""
    island = params.get("island")
    if island is not None:
        name = island.strip().lower()
        if name in _ISLANDS:
            return IslandChoice(name, False, None)
        return IslandChoice(
            fresh_seed(),
            True,
            _("There is no island called “{name}”: here is a fresh island instead.").format(name=_shorten(island)),
        )
    seed_text = params.get("seed")
    if seed_text is None:
        return IslandChoice(fresh_seed(), True, None)
    seed = parse_seed(seed_text)
    if seed is None:
        return IslandChoice(
            fresh_seed(),
            True,
            _("“{text}” is not an island number (they run from {low} to {high:,}): here is a fresh island instead.")
            .format(text=_shorten(seed_text), low=MIN_SEED, high=MAX_SEED),
        )
    if seed == 0:
        return IslandChoice(fresh_seed(), True, None)
    return IslandChoice(seed, False, None)


# The address's query, read and written here rather than with urllib.parse: importing that
# (and the ipaddress module it brings) was a tenth of the page's own start, for two calls.
_HEX = frozenset("0123456789abcdefABCDEF")
_UNQUOTED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~,")


def _unquote_plus(text: str) -> str:
    text = text.replace("+", " ")
    if "%" not in text:
        return text
    first, *rest = text.split("%")
    out = bytearray(first.encode("utf-8"))
    for part in rest:
        if len(part) >= 2 and part[0] in _HEX and part[1] in _HEX:
            out.append(int(part[:2], 16))
            out += part[2:].encode("utf-8")
        else:
            out += b"%" + part.encode("utf-8")
    return out.decode("utf-8", "replace")


def parse_query(query: str) -> list[tuple[str, str]]:
    """An address's query (with or without its ``?``) as (name, value) pairs, as a browser
    sends them: ``+`` is a space, ``%XX`` a byte of UTF-8; a name without ``=`` has the value
    ``""``.  (urllib.parse.parse_qsl with blank values kept, which the tests check it against.)

    >>> parse_query("?seed=42&seats=human%2Cai-easy&name=Lava+Point&bare")
    [('seed', '42'), ('seats', 'human,ai-easy'), ('name', 'Lava Point'), ('bare', '')]
    """
    pairs = []
    for field in query.removeprefix("?").split("&"):
        if field:
            name, _eq, value = field.partition("=")
            pairs.append((_unquote_plus(name), _unquote_plus(value)))
    return pairs


def _quote_plus(text: str) -> str:
    return "".join(chr(b) if b in _UNQUOTED else "+" if b == 0x20 else f"%{b:02X}" for b in text.encode("utf-8"))


def encode_query(params: Mapping[str, object]) -> str:
    """``params`` as an address's query, without its ``?``: what :func:`parse_query` reads
    back (commas left as they are, for ``seats=human,ai-easy``).

    >>> encode_query({"seed": 42, "seats": "human,ai-easy", "name": "Lava Point"})
    'seed=42&seats=human,ai-easy&name=Lava+Point'
    """
    return "&".join(f"{_quote_plus(str(k))}={_quote_plus(str(v))}" for k, v in params.items())


def first_values(pairs: Iterable[tuple[str, str]]) -> tuple[dict[str, str], tuple[str, ...]]:
    """The first value of each parameter, and a notice for each one the link gives twice.

    >>> first_values([("seed", "1"), ("seats", "human,ai-easy"), ("seed", "2")])[0]
    {'seed': '1', 'seats': 'human,ai-easy'}
    >>> first_values([("seed", "1"), ("seed", "2")])[1]
    ('The link gives “seed” more than once (“1”, “2”): the first is used.',)
    """
    params: dict[str, str] = {}
    repeats: dict[str, list[str]] = {}
    for key, value in pairs:
        if key in params:
            repeats.setdefault(key, [params[key]]).append(value)
        else:
            params[key] = value
    notices = tuple(
        _("The link gives “{key}” more than once ({values}): the first is used.").format(
            key=_shorten(key), values=", ".join(f"“{_shorten(v)}”" for v in values[:4]))
        for key, values in repeats.items()
    )
    return params, notices


# ---------------------------------------------------------------- game links

LANDFALL_SEED = 1
"""The game seed of ``?island=landfall`` when the link gives none (``&seed=N`` gives one)."""

PACES = {"instant": 0, "brisk": 350, "calm": 800, "slow": 1600}
"""AI pace presets (milliseconds between two AI actions); ``pace=N`` in a link takes any 0..10000."""
DEFAULT_PACE = PACES["calm"]
MAX_PACE = 10_000

CINDERISLE = _CINDERISLE.name
"""The rule set a link without ``rules=`` plays."""
RULES_IN_LINKS = {full: short for short, full in ALIASES.items()}
"""A rule set's name as a link writes it (``living-island`` -> ``living``)."""
RULES_FROM_LINKS = {**{name: name for name in RULE_SETS}, **ALIASES}
"""What ``rules=`` may say (a rule set's name or its short name) -> the rule set's name."""

_TRUE = ("1", "true", "on", "yes")
_FALSE = ("0", "false", "off", "no", "")


@dataclass(frozen=True, slots=True)
class GameLink:
    """What a link asks for: an island, a game seed, maybe the seats, the Tide deck, the AI pace.

    ``island`` is ``"landfall"`` or an island seed; ``seed`` is the game's seed (first
    seat, dice, decks: ``GameConfig.seed``), the island's own seed unless the link
    names both (``?island=N&seed=M``, ``?island=landfall&seed=M``).  ``seats`` is None
    when the link names none (or names them wrongly): the new-game screen opens.
    ``fresh``: the page picked the island and should write it into the address.
    """

    island: int | str
    seed: int
    fresh: bool = False
    seats: tuple[str, ...] | None = None
    tide: bool = False
    pace: int | None = None
    notices: tuple[str, ...] = ()
    clocks: str | None = None
    """The table's clocks the link names (``clocks=relaxed|standard|off``; None: it names none,
    and the device's own choice is used)."""
    rules: str = CINDERISLE
    """The rule set (``rules=living`` plays Living Island; a link without ``rules=`` plays
    Cinderisle: LIVING-ISLAND 18)."""

    def query(self) -> dict[str, str]:
        """The link's canonical parameters (island, seed, seats, tide, rules), in order.  Like the AI
        pace, the clocks are how this table plays, not which game: the address of a game does
        not keep them (its record does)."""
        return game_query(self.island, self.seed, self.seats, self.tide, self.rules)


def game_query(island: int | str, seed: int, seats: tuple[str, ...] | list[str] | None = None, tide: bool = False,
               rules: str = "cinderisle") -> dict[str, str]:
    """The parameters of a game's link: the shortest that give the same game.

    >>> game_query(42, 42, ("human", "ai-easy"))
    {'seed': '42', 'seats': 'human,ai-easy'}
    >>> game_query("landfall", 1), game_query("landfall", 9, tide=True)
    ({'island': 'landfall'}, {'island': 'landfall', 'seed': '9', 'tide': '1'})
    >>> game_query(42, 7)
    {'island': '42', 'seed': '7'}
    >>> game_query(42, 42, rules="living-island")
    {'seed': '42', 'rules': 'living'}
    """
    out: dict[str, str] = {}
    if island == "landfall":
        out["island"] = "landfall"
        if seed != LANDFALL_SEED:
            out["seed"] = str(seed)
    elif seed != island:
        out["island"] = str(island)
        out["seed"] = str(seed)
    else:
        out["seed"] = str(seed)
    if seats:
        out["seats"] = ",".join(seats)
    if tide:
        out["tide"] = "1"
    if rules != CINDERISLE:
        out["rules"] = RULES_IN_LINKS.get(rules, rules)
    return out


def parse_seats(text: str, kinds: tuple[str, ...]) -> tuple[str, ...] | None:
    """``"human,ai-easy"`` -> ``("human", "ai-easy")``; None unless 2-4 known kinds.

    ``kinds`` are the seat kinds that are not people (``engine.seats.AI_KINDS``).

    >>> parse_seats("human, AI-Easy", ("ai-easy",)), parse_seats("human", ("ai-easy",))
    (('human', 'ai-easy'), None)
    """
    names = tuple(k.strip().lower() for k in text.split(","))
    if not 2 <= len(names) <= 4 or any(k != "human" and k not in kinds for k in names):
        return None
    return names


def _game_seed(text: str | None, default: int, instead: str, notices: list[str]) -> int:
    """The game seed ``text`` names, else ``default`` (with a notice saying ``instead`` when
    ``text`` is there but no game number)."""
    seed = parse_seed(text) if text is not None else None
    if text is not None and seed is None:
        notices.append(_("“{text}” is not a game number (they run from {low} to {high:,}): {instead}.").format(
            text=_shorten(text), low=MIN_SEED, high=MAX_SEED, instead=instead))
    return seed or default


def read_link(
    params: Mapping[str, str], kinds: tuple[str, ...] = ("ai-easy",), fresh_seed: Callable[[], int] = fresh_seed,
    unnamed: str | None = None,
) -> GameLink:
    """Everything a link asks for, with a notice for each part that could not be followed.

    ``unnamed`` is the island of a link that names none (neither ``island=`` nor ``seed=``):
    ``"landfall"``, or None for a fresh one; either way ``fresh`` says to write it into the
    address.

    >>> read_link({"seed": "42", "seats": "human,ai-easy"}, fresh_seed=lambda: 7)  # doctest: +NORMALIZE_WHITESPACE
    GameLink(island=42, seed=42, fresh=False, seats=('human', 'ai-easy'), tide=False, pace=None, notices=(), clocks=None,
             rules='cinderisle')
    >>> read_link({"island": "landfall"}).seed == LANDFALL_SEED
    True
    >>> link = read_link({"island": "12", "seed": "99"})
    >>> link.island, link.seed, link.query()
    (12, 99, {'island': '12', 'seed': '99'})
    >>> link = read_link({"seats": "human,dragon", "tide": "maybe", "pace": "-1", "clocks": "fast"}, fresh_seed=lambda: 7)
    >>> link.seats, link.tide, link.pace, link.clocks, len(link.notices)
    (None, False, None, None, 4)
    >>> read_link({"seed": "3", "clocks": " Relaxed"}).clocks
    'relaxed'
    >>> [read_link({"seed": "3", "rules": r}).rules for r in ("living", "Living-Island", "cinderisle", "chess")]
    ['living-island', 'living-island', 'cinderisle', 'cinderisle']
    >>> read_link({"seed": "3", "rules": "living"}).query()
    {'seed': '3', 'rules': 'living'}
    >>> read_link({}, unnamed="landfall"), read_link({"seed": "0"}, fresh_seed=lambda: 7, unnamed="landfall").island
    (GameLink(island='landfall', seed=1, fresh=True, seats=None, tide=False, pace=None, notices=(), clocks=None, rules='cinderisle'), 7)
    """
    notices: list[str] = []
    island_text = params.get("island")
    seed_text = params.get("seed")
    island: int | str
    seed: int
    fresh = False
    if island_text is not None and parse_seed(island_text):
        island = int(island_text.strip())
        seed = _game_seed(seed_text, island, _("island {n} is played with its own").format(n=island), notices)
    elif island_text is None and seed_text is None and unnamed == LANDFALL:
        island, seed, fresh = LANDFALL, LANDFALL_SEED, True
    else:
        choice = choose_island(params, fresh_seed=fresh_seed)
        island, fresh = choice.seed, choice.fresh
        if choice.notice:
            notices.append(choice.notice)
        if island == "landfall":
            seed = _game_seed(seed_text, LANDFALL_SEED, _("Landfall is played with game {n}").format(n=LANDFALL_SEED), notices)
        else:
            seed = int(island)
    seats = None
    seats_text = params.get("seats")
    if seats_text is not None:
        seats = parse_seats(seats_text, kinds)
        if seats is None:
            notices.append(
                _("“{text}” does not name 2 to 4 seats (human, {kinds}): choose the seats below.").format(
                    text=_shorten(seats_text, 40), kinds=", ".join(kinds))
            )
    tide = False
    tide_text = params.get("tide")
    if tide_text is not None:
        t = tide_text.strip().lower()
        if t in _TRUE:
            tide = True
        elif t not in _FALSE:
            notices.append(_("“{text}” is not on or off for the Tide deck: the dice are used.").format(
                text=_shorten(tide_text)))
    pace = None
    pace_text = params.get("pace")
    if pace_text is not None:
        p = pace_text.strip().lower()
        if p in PACES:
            pace = PACES[p]
        elif p.isascii() and p.isdigit() and int(p) <= MAX_PACE:
            pace = int(p)
        else:
            notices.append(
                _("“{text}” is not an AI pace (milliseconds, 0 to {high:,}): the usual pace is used.").format(
                    text=_shorten(pace_text), high=MAX_PACE)
            )
    clocks = None
    clocks_text = params.get("clocks")
    if clocks_text is not None:
        c = clocks_text.strip().lower()
        if c in CLOCK_SETTINGS:
            clocks = c
        else:
            notices.append(_("“{text}” is not a setting of the clocks ({settings}): this device's own is used.").format(
                text=_shorten(clocks_text), settings=", ".join(CLOCK_SETTINGS)))
    rules = CINDERISLE
    rules_text = params.get("rules")
    if rules_text is not None:
        r = rules_text.strip().lower()
        if r in RULES_FROM_LINKS:
            rules = RULES_FROM_LINKS[r]
        else:
            notices.append(_("“{text}” is not a rule set (cinderisle, living): Cinderisle is played.").format(
                text=_shorten(rules_text)))
    return GameLink(island, seed, fresh, seats, tide, pace, tuple(notices), clocks, rules)
