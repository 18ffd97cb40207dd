"""How to play: the whole rulebook, as the rulings settle it, in the app's own words.

Pure Python (no ``js``), tested in CPython.  The text lives here, in :func:`sections`; the
page's glue (``glue/rules_dialog.py``) builds the dialog from :func:`dialog_html` the first
time it opens and asks :func:`search` for what to show while the player types.

Every number the text states comes from the engine (``engine.constants`` and the engine's
other tables: the venture deck, the dots, the island generator's fairness limits), through
an f-string: no number is typed here twice (``tests/site/test_site_rules_python.py``
reads this file and refuses a digit in a string literal).

Each section is an element ``id="rules-<name>"`` (:data:`SECTION_NAMES`, with the names of
their parts, :func:`names`).  A section's text may point at another with ``[words](name)``:
it becomes a button ``data-action="rules" data-section="name"``, the same hook any other
code uses to open the rules at a section.

>>> [s.name for s in sections()][:3]
['island', 'setup', 'turn']
>>> "rules-embargo" in dialog_html()
True
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from html import escape

from engine import clocks as table_clocks
from engine.actions import WORLD_EVENTS
from engine.cards import (
    BOUNTIFUL,
    CINDERISLE_VENTURES,
    DOTS,
    EMBARGO,
    LANDMARK,
    NUMBERS,
    RES_NAMES,
    RESOURCES,
    SURVEYOR,
    TWO_DICE_WAYS,
    VENTURE_DECK,
    VENTURES,
    WARDEN,
)
from engine.constants import (
    AI_OFFERER_MAX_RENOWN,
    AI_REQUESTER_MAX_RENOWN,
    ASHCLOUD_ROLL,
    BARGE_RATE,
    BEACON_RENOWN,
    BEACONS,
    CAMPS,
    CAUSEWAYS,
    COST_BEACON,
    COST_CAUSEWAY,
    COST_HEARTH,
    COST_SURVEYED_CAUSEWAY,
    COST_VENTURE,
    DEFAULT_RATE,
    DISCARD_OVER,
    HEARTH_RENOWN,
    HEARTHS,
    LANDMARK_RENOWN,
    MAX_OFFERS,
    MAX_SEATS,
    MAX_SEED,
    MAX_WANT,
    MIN_SEATS,
    MIN_SEED,
    OPEN_JETTY_RATE,
    OWN_JETTY_RATE,
    SHELTER_RENOWN,
    SUPPLY_PER_RESOURCE,
    SURVEYOR_FREE_CAUSEWAYS,
    TIDE_RESHUFFLE_AT,
    TITLE_RENOWN,
    TRAIL_MIN,
    WATCH_MIN,
    WIN_RENOWN,
)
from engine.events import GRAND_CAUSEWAY, STEADFAST_WATCH
from engine.halves import INNER_RING, OUTER_RING
from engine.hexgrid import N_TILES, ROW_NAMES, ROW_SIZES
from engine.island import OPEN_JETTY
from engine.islandgen import JETTY_KINDS, MAX_CORNER_DOTS, N_JETTIES, SHARE_SLACK, TERRAIN_COUNTS, YIELD_NUMBERS
from engine.pieces import BEACON_PIECE, HEARTH_PIECE
from engine.rules import world
from engine.rules.living_moves import BRIBE_CARDS, RECLAIM_CARDS
from engine.ruleset import LIVING_ISLAND

from model.seating import SEAT_SHAPES, colour_name
from view import glossary, island_svg, rules_pictures
from words import catalog, clockwords, everyday
from words.catalog import N_, _, ngettext, pgettext
from words.lists import and_list, or_list
from words.things import cards_counted, cards_words, res_name, title_name, venture_name
from words.world import event_word as event_name
from words.world import kind_word

SECTION_NAMES = ("island", "setup", "turn", "building", "trading", "seven", "ventures", "titles", "winning",
                 "two-player", "tide", "device", "living", "glossary")
"""The sections in order: ``#rules-<name>`` (other code and links rely on these names)."""
VENTURE_SECTIONS = tuple(VENTURES[k] for k in CINDERISLE_VENTURES)
"""The venture cards' parts of ``ventures``: the engine's names of the kinds (``warden`` ...)."""
TITLE_SECTIONS = {title: title.lower().replace(" ", "-") for title in (GRAND_CAUSEWAY, STEADFAST_WATCH)}
"""Each title's part of ``titles`` (``grand-causeway``, ``steadfast-watch``)."""
PREFIX = "rules-"
TITLE = N_("How to play")
"""The dialog's title (worded where shown)."""


@dataclass(frozen=True)
class Section:
    """A section of the rules (or a part of one): its name (``id="rules-<name>"``), its
    heading, its blocks and its parts."""

    name: str
    title: str
    blocks: tuple[Block, ...]
    parts: tuple[Section, ...] = ()

    def own_text(self) -> str:
        """The words of the heading and blocks (links as their words), for searching."""
        return " ".join([self.title, *(b.text() for b in self.blocks)])


@dataclass(frozen=True)
class Block:
    """A paragraph (``kind="p"``), a list (``"ul"``, ``"ol"``: ``lines`` are its items) or a
    picture (``"fig"``: ``picture`` is its SVG, ``lines`` its caption)."""

    kind: str
    lines: tuple[str, ...]
    picture: str = ""

    def text(self) -> str:
        return " ".join(_LINK.sub(r"\1", line) for line in self.lines)


def p(text: str) -> Block:
    return Block("p", (text,))


def items(*lines: str, ordered: bool = False) -> Block:
    return Block("ol" if ordered else "ul", lines)


def fig(picture: str, caption: str) -> Block:
    return Block("fig", (caption,), picture)


_LINK = re.compile(r"\[([^\[\]]+)\]\(([a-z-]+)\)")
"""``[the Barge](barge)``: a pointer to another section."""


# ---------------------------------------------------------------- words for numbers and cards


def grouped(n: int) -> str:
    """``n`` with its thousands apart as the language in force writes them (``4,294,967,295``).

    >>> grouped(4294967295)
    '4,294,967,295'
    """
    return f"{n:,}".replace(",", pgettext("thousands separator", ","))


def _costs() -> dict[str, tuple[int, ...]]:
    return {"causeway": COST_CAUSEWAY, "hearth": COST_HEARTH, "beacon": COST_BEACON, "venture": COST_VENTURE}


PIECE_TITLES = {"causeway": N_("Causeway"), "hearth": N_("Hearth"), "beacon": N_("Beacon"),
                "venture": N_("Venture card")}
"""Each build's name as the costs list it (worded where shown)."""
SHAPE_WORDS = {"circle": N_("{colour} a circle"), "square": N_("{colour} a square"),
               "triangle": N_("{colour} a triangle"), "diamond": N_("{colour} a diamond")}
"""Each lantern colour's shape mark (``model.seating.SEAT_SHAPES``); the colours are names."""


def _tiles_of(r: int, n: int) -> str:
    """``"4 Pines"``: how many tiles of resource ``r`` an island has."""
    return (ngettext("{n} Pine", "{n} Pines", n), ngettext("{n} Basalt", "{n} Basalts", n),
            ngettext("{n} Kelp", "{n} Kelps", n), ngettext("{n} Millet", "{n} Millets", n),
            ngettext("{n} Copper", "{n} Coppers", n))[r].format(n=n)


def _ventures_of(k: int, n: int) -> str:
    """``"14 Wardens"``: how many of venture card ``k`` the deck holds."""
    return {WARDEN: ngettext("{n} Warden", "{n} Wardens", n), LANDMARK: ngettext("{n} Landmark", "{n} Landmarks", n),
            SURVEYOR: ngettext("{n} Surveyor", "{n} Surveyors", n),
            BOUNTIFUL: ngettext("{n} Bountiful Tide", "{n} Bountiful Tides", n),
            EMBARGO: ngettext("{n} Embargo", "{n} Embargoes", n)}[k].format(n=n)


# ---------------------------------------------------------------- the text


def sections(clocks: str = table_clocks.STANDARD) -> tuple[Section, ...]:
    """The rules, section by section, in the language in force: their times are those of
    ``clocks``, the clocks in force (built when first asked for, once for each language and
    setting of the clocks: a language chosen later builds its own)."""
    return built(clocks, catalog.language())


@functools.cache
def built(clocks: str, lang: str) -> tuple[Section, ...]:
    """:func:`sections` for the clocks ``clocks`` in language ``lang`` (the one in force)."""
    del lang  # (the cache's key: the words are the language in force's)
    seven = ASHCLOUD_ROLL
    offer_s, confirm_s, discard_s = (table_clocks.seconds(clocks, k) for k in table_clocks.KINDS)
    timed = offer_s is not None
    offer_t, confirm_t, discard_t = (clockwords.span(n or 0) for n in (offer_s, confirm_s, discard_s))
    setting = _(clockwords.NAMES[clocks])
    low, high = min(NUMBERS), max(NUMBERS)
    throws = sum(TWO_DICE_WAYS.values())
    most = max(DOTS.values())
    least = min(DOTS.values())
    hot = and_list([str(n) for n in NUMBERS if DOTS[n] == most])
    rare = and_list([str(n) for n in NUMBERS if DOTS[n] == least])
    hot_or = or_list([str(n) for n in NUMBERS if DOTS[n] == most])
    rare_or = or_list([str(n) for n in NUMBERS if DOTS[n] == least])
    total_dots = sum(DOTS[n] for n in YIELD_NUMBERS)
    order = and_list([res_name(r) for r in range(len(RES_NAMES))])
    shapes = and_list([_(SHAPE_WORDS[shape]).format(colour=colour_name(colour)) for colour, shape in SEAT_SHAPES.items()])
    rows = and_list([f"{name} {n}" for name, n in zip(ROW_NAMES[1:-1], ROW_SIZES[1:-1], strict=True)])
    counts = and_list([_tiles_of(r, n) for r, n in enumerate(TERRAIN_COUNTS[:len(RES_NAMES)])])
    open_jetties = JETTY_KINDS.count(OPEN_JETTY)
    deck = and_list([_ventures_of(k, VENTURE_DECK[k]) for k in CINDERISLE_VENTURES])
    costs = _costs()
    over = DISCARD_OVER + 1
    open_rate = island_svg.jetty_label(OPEN_JETTY)[0]
    own_rate = island_svg.jetty_label(0)[0]
    pine = res_name(RESOURCES.index("pine"))
    hearth_cards, beacon_cards = cards_counted(HEARTH_PIECE), cards_counted(BEACON_PIECE)
    grand, watch = title_name(GRAND_CAUSEWAY), title_name(STEADFAST_WATCH)

    island = Section("island", _("The island"), (
        p(_("Cinderisle is a young volcanic island of {tiles} hex tiles, for {fewest} to {most} players. "
            "Each tile grows one resource: Pine on the high slopes, Basalt from the black cliffs, Kelp from the "
            "shallows, Millet from the fields and Copper from the red seams.").format(
            tiles=N_TILES, fewest=MIN_SEATS, most=MAX_SEATS)),
        p(_("One tile, the Ash Caldera, grows nothing. The Ashcloud starts on it.")),
        p(_("Every other tile carries a number from {low} to {high}, never {seven}. When the dice make a tile's "
            "number, the tile pays the pieces on its corners.").format(low=low, high=high, seven=seven)),
        p(_("The ember dots under a number tell how often it comes up: out of {throws} throws of two dice, a number "
            "with {dots} dots comes up {dots} times. {hot} (in red) come up most, {rare} least.").format(
            throws=throws, dots=most, hot=hot, rare=rare)),
        p(_("You build on the corners where tiles meet (hearths and beacons) and along the edges between corners "
            "(causeways). A corner touches up to three tiles: the more dots around it, the more it pays.")),
        p(_("Tiles are named by row: row {first} is the top {first_n} tiles, then rows {rows}, "
            "and row {last} the bottom {last_n}.").format(
            first=ROW_NAMES[0], first_n=ROW_SIZES[0], rows=rows, last=ROW_NAMES[-1], last_n=ROW_SIZES[-1])),
        p(_("{jetties} jetties stand on the coast: {open} open ones ({open_rate}) and one for "
            "each resource ({own_rate}). See [Jetties](jetties).").format(
            jetties=N_JETTIES, open=open_jetties, open_rate=open_rate, own_rate=own_rate)),
    ), (
        Section("islands", _("Landfall and generated islands"), (
            p(_("Landfall is the fixed beginner island. Or play a generated island, dealt from an island number "
                "({first} to {last}): the same number always deals the same island, so friends can play it "
                "too. New island on the new-game screen deals a fresh one.").format(first=MIN_SEED, last=grouped(MAX_SEED))),
            p(_("A generated island has Landfall's tiles ({counts} and the Ash Caldera) and Landfall's numbers, "
                "and it is always fair:").format(counts=counts)),
            items(
                _("No two touching tiles both carry a {numbers}.").format(numbers=hot_or),
                _("No two touching tiles share a number."),
                _("No two touching tiles both carry a {numbers}.").format(numbers=rare_or),
                _("No group of three or more connected tiles shares a terrain."),
                _("Each resource's tiles hold within {slack} dots of its fair share of the island's "
                  "{dots} dots.").format(slack=SHARE_SLACK, dots=total_dots),
                _("No corner touches more than {dots} dots.").format(dots=MAX_CORNER_DOTS),
                ordered=True),
            p(_("No two jetties share a corner.")),
        )),
    ))

    setup = Section("setup", _("Setting up"), (
        p(_("The Supply holds {cards} cards of each resource. Each player has {hearths} hearths, "
            "{beacons} beacons and {causeways} causeways in their lantern colour, and a shape mark: {shapes}.").format(
            cards=SUPPLY_PER_RESOURCE, hearths=HEARTHS, beacons=BEACONS, causeways=CAUSEWAYS, shapes=shapes)),
        items(
            _("The game picks who goes first."),
            _("In turn, each player founds a hearth on an open corner and lays a causeway on an edge of it."),
            _("Then the order runs back, last player first: each founds a second hearth and lays a second causeway."),
            _("Your second hearth pays at once: one card from each tile it touches that grows something."),
            ordered=True),
        p(_("A corner is open when no hearth, beacon or camp stands on it or on any corner next to it. "
            "This spacing holds all game.")),
        fig(rules_pictures.spacing_picture(
            _("A hearth at the meeting of three tiles. The three corners next to it are crossed out; "
              "the corners around them glow: they are open.")),
            _("Next to a hearth (×) no hearth may stand. The glowing corners are open.")),
        p(_("In the app the open corners glow: press one, then a glowing edge beside your new hearth. "
            "The Ashcloud starts on the Ash Caldera.")),
    ))

    turn = Section("turn", _("A turn"), (
        p(_("Your turn has two parts: first roll, then act.")),
        items(
            _("Roll: press Roll. Every tile with that number pays: each hearth on its corners takes "
              "{hearth_cards} of the tile's resource, each beacon {beacon_cards}. "
              "The tile under the Ashcloud pays nothing, and the Caldera never does. "
              "A {seven} pays nothing: see [A {seven} and the Ashcloud](seven). A [Warden](warden) may be played "
              "before you roll.").format(hearth_cards=hearth_cards, beacon_cards=beacon_cards, seven=seven),
            _("Act: build, buy venture cards, trade, and play one venture card, in any order and as often as you can "
              "pay. Then press End turn."),
            ordered=True),
        p(_("Your turn ends when you press End turn. You may win in the middle of it: see [Winning](winning).")),
    ), (
        Section("shortage", _("When the Supply runs short"), (
            p(_("When the Supply cannot pay everyone what a roll owes of one resource, those cards go out one at a "
                "time round the table, starting with the player on turn, each player up to what they are owed, "
                "until the Supply has none left.")),
        )),
    ))

    cost_rows = "".join(
        f'<li class="rules-cost">{board_svg_icon(kind)}<span class="rules-cost-name">{escape(_(PIECE_TITLES[kind]))}'
        "</span>" + rules_pictures.cards_picture(costs[kind], f"{_(PIECE_TITLES[kind])}: {cards_words(costs[kind])}")
        + "</li>"
        for kind in costs
    )
    building = Section("building", _("Building"), (
        Block("costs", tuple(f"{_(PIECE_TITLES[k])}: {cards_words(c)}." for k, c in costs.items()),
              f'<ul class="rules-costs">{cost_rows}</ul>'),
        items(
            _("Causeway ({cost}): on a free edge touching your own hearth, beacon or "
              "causeway. It may reach a corner another player holds (a hearth or beacon, or a Wayfarer camp), but not "
              "pass through it.").format(cost=cards_words(COST_CAUSEWAY)),
            _("Hearth ({cost}): on an open corner touching one of your causeways. Worth "
              "{renown} renown.").format(cost=cards_words(COST_HEARTH), renown=HEARTH_RENOWN),
            _("Beacon ({cost}): raised on one of your own hearths, which goes back to your "
              "pool. Worth {renown} renown, and each harvest pays it {cards}.").format(
              cost=cards_words(COST_BEACON), renown=BEACON_RENOWN, cards=beacon_cards),
            _("Venture card ({cost}): take the top card of the venture deck. You may not play "
              "it on the turn you bought it. See [Venture cards](ventures).").format(cost=cards_words(COST_VENTURE)),
        ),
        fig(rules_pictures.causeway_picture(
            _("{a}'s hearth with two causeways leading to {b}'s hearth. The edge beyond {b}'s hearth is "
              "crossed out; an edge from {a}'s own trail glows.").format(a=colour_name("Coral"), b=colour_name("Saffron"))),
            _("{a}'s causeway may reach {b}'s hearth, but may not pass through it (×). "
              "It may go on from its own corners (glowing).").format(a=colour_name("Coral"), b=colour_name("Saffron"))),
        p(_("When your pool of a piece is empty you cannot build another: you have {hearths} hearths, {beacons} "
            "beacons and {causeways} causeways. A beacon gives its hearth back, so you can found it again.").format(
            hearths=HEARTHS, beacons=BEACONS, causeways=CAUSEWAYS)),
        p(_("In the app: press Causeway, Hearth or Beacon in the tray, then a glowing site on the island. Only one "
            "kind of site glows at a time. Undo takes back builds and trades with the Supply, back to the last roll "
            "or card.")),
    ))

    trading = Section("trading", _("Trading"), (
        p(_("You trade on your own turn, after the roll. An [Embargo](embargo) may keep one resource out of "
            "every trade.")),
    ), (
        Section("supply", _("With the Supply"), (
            p(_("Return {rate} cards of one resource to the Supply to take one card of another.").format(
                rate=DEFAULT_RATE)),
            p(_("In the app: press Trade with the Supply, choose what you give and what you take, then Trade.")),
        )),
        Section("jetties", _("Jetties"), (
            p(_("With a hearth or beacon on a jetty's corner you trade at a better rate with the Supply:")),
            items(
                _("at an open jetty ({label}), {rate} cards of any one resource for one;").format(
                    label=open_rate, rate=OPEN_JETTY_RATE),
                _("at a resource's own jetty ({label}), {rate} cards of that resource for one.").format(
                    label=own_rate, rate=OWN_JETTY_RATE),
            ),
            fig(rules_pictures.jetty_picture(
                _("Two coastal tiles: a hearth on an open jetty marked {open_label} and a hearth on a {pine} "
                  "jetty marked {own_label} {pine}.").format(open_label=open_rate, own_label=own_rate, pine=pine)),
                _("A hearth on the open jetty trades {open_rate} of a kind for one; on the {pine} jetty, "
                  "{own_rate} {pine} for one.").format(open_rate=OPEN_JETTY_RATE, own_rate=OWN_JETTY_RATE, pine=pine)),
            p(_("The app always gives you your best rate.")),
        )),
        Section("exchange-board", _("The Exchange Board"), (
            p(_("The Exchange Board is how you trade with players. In the app: press Trade with players.")),
            p(_("On your turn you may offer the other players a trade: the cards you give (at least one) and the "
                "cards you want (at least one, and up to {want} of each kind), then Post offer. You may not give "
                "and want the same resource.").format(want=MAX_WANT)),
            p(_("Each other player answers once within {offer}: Accept, Counter (one counter-offer "
                "of their own) or Pass. The answers close when everyone has answered or the time is up. Then you "
                "have {confirm} to confirm one answer, or decline them all; if you do neither, the "
                "offer lapses. These are the times of the {setting} [clocks](clocks), which this table chose. "
                "A confirmed deal moves the cards at once; a player who can no longer pay cannot be confirmed.").format(
                offer=offer_t, confirm=confirm_t, setting=setting)) if timed else
            p(_("Each other player answers once: Accept, Counter (one counter-offer of their own) or Pass. The "
                "answers close when everyone has answered. Then you confirm one answer, or decline them all. With "
                "the {setting} [clocks](clocks) no countdown runs: the table waits for each person. A confirmed deal "
                "moves the cards at once; a player who can no longer pay cannot be confirmed.").format(
                setting=setting)),
            p(_("At most {offers} offers a turn, and one deal with each player a turn. While an offer is open, "
                "nothing else can happen in the game.").format(offers=MAX_OFFERS)),
            p(_("On one device, each person answers in turn behind the privacy screen: their "
                "{offer} start when the offer is shown to them. Your {confirm} to "
                "confirm start when you tap back in.").format(offer=offer_t, confirm=confirm_t)) if timed else
            p(_("On one device, each person answers in turn behind the privacy screen, then the device comes back "
                "to you to confirm.")),
            p(_("AI players never post or counter an offer. They accept when they get at least as many cards as "
                "they give, they hold the cards, and you have {renown} renown or less; otherwise "
                "they pass.").format(renown=AI_OFFERER_MAX_RENOWN)),
        )),
        Section("barge", _("The Barge"), (
            p(_("In a two-player game, once on each of your turns, you may return {rate} cards of one "
                "resource to the Supply and take one card of another.").format(rate=BARGE_RATE)),
        )),
    ))

    seven_section = Section("seven", _("A {seven} and the Ashcloud").format(seven=seven), (
        p(_("A {seven} pays nothing. Instead three things happen, in order; then the roller goes on with the turn. "
            "A [Warden](warden) does the same, without the discards.").format(seven=seven)),
    ), (
        Section("discards", _("Discards"), (
            p(_("Everyone holding more than {limit} cards returns half of them, rounded down, to the Supply: "
                "with {over} cards you return {half}. Each player chooses which.").format(
                limit=DISCARD_OVER, over=over, half=over // 2)),
            p(_("You have {time} (the {setting} [clocks](clocks)). On one device, each person discards in turn "
                "behind the privacy screen, and their clock starts when their hand is shown. When time runs out, "
                "cards go back from the largest stacks, one at a time, ties in the order {order}. AI players "
                "discard at once.").format(time=discard_t, setting=setting, order=order))
            if timed else
            p(_("With the {setting} [clocks](clocks) no countdown runs: take your time. On one device, each person "
                "discards in turn behind the privacy screen. AI players discard at once.").format(setting=setting)),
        )),
        Section("ashcloud", _("Moving the Ashcloud"), (
            p(_("The roller moves the Ashcloud to a different tile that is not sheltered (the Ash Caldera is "
                "allowed). While it stays there, that tile pays nothing when its number comes up.")),
            p(_("If every other tile is sheltered, the Ashcloud stays where it is.")),
        )),
        Section("sheltered", _("Sheltered tiles"), (
            p(_("A tile is sheltered when at least one hearth or beacon stands on it and every player with one "
                "there has {renown} renown or less. A tile with no pieces is not sheltered. A sheltered tile "
                "cannot take the Ashcloud: it keeps new settlers safe.").format(renown=SHELTER_RENOWN)),
            p(_("In the app, a tile that cannot take the Ashcloud says why when you press it.")),
        )),
        Section("stealing", _("Stealing"), (
            p(_("The roller takes one random card from another player who has a hearth or beacon on the Ashcloud's "
                "tile and more than {renown} renown. If several may be robbed, the roller picks. A player "
                "with no cards gives nothing.").format(renown=SHELTER_RENOWN)),
            p(_("Only the thief and the robbed player see which card it was.")),
        )),
    ))

    ventures = Section("ventures", _("Venture cards"), (
        p(_("The deck holds {cards} cards: {deck}. Buy one for {cost}.").format(
            cards=sum(VENTURE_DECK), deck=deck, cost=cards_words(COST_VENTURE))),
        p(_("Play at most one venture card a turn, and never one you bought that turn. Only a Warden may be played "
            "before the roll. Landmarks are never played: they are revealed.")),
        p(_("In the app, press a card in your hand to play it; its ? button shows its rule here.")),
    ), (
        Section(VENTURES[WARDEN], venture_name(WARDEN), (
            p(_("Move the Ashcloud [as after a {seven}](ashcloud), with no discards: to a different tile that is "
                "not sheltered, and then rob as after a {seven}. Or calm it: it goes back to the Ash Caldera and "
                "nobody is robbed.").format(seven=seven)),
            p(_("Play it before or after rolling. The Warden then stays face up in front of you and counts toward "
                "the [{title}](steadfast-watch).").format(title=watch)),
        )),
        Section(VENTURES[LANDMARK], venture_name(LANDMARK), (
            p(_("Worth {renown} renown. Keep it hidden, or reveal it on your own turn, before or after "
                "rolling. Hidden Landmarks still count when the game checks for a win.").format(
                renown=LANDMARK_RENOWN)),
            p(_("Revealing a Landmark is not playing a card: it does not use your one card a turn, and a Landmark "
                "bought this turn may be revealed.")),
        )),
        Section(VENTURES[SURVEYOR], venture_name(SURVEYOR), (
            p(_("After rolling: lay {free} causeways this turn for nothing; each further causeway "
                "this turn costs only {cost}.").format(
                free=SURVEYOR_FREE_CAUSEWAYS, cost=cards_words(COST_SURVEYED_CAUSEWAY))),
        )),
        Section(VENTURES[BOUNTIFUL], venture_name(BOUNTIFUL), (
            p(_("After rolling: name a number from {low} to {high} other than {seven}. At once every tile with that "
                "number (but the Ashcloud's) pays you alone, as if rolled: {hearth_cards} for each hearth and "
                "{beacon_cards} for each beacon of yours there, as far as the Supply goes. "
                "Nobody else collects.").format(low=low, high=high, seven=seven, hearth_cards=hearth_cards,
                                                beacon_cards=beacon_cards)),
        )),
        Section(VENTURES[EMBARGO], venture_name(EMBARGO), (
            p(_("After rolling: name a resource. Until the start of your next turn no other player may give or take "
                "it: not with the Supply, a jetty, the Barge or on the Exchange Board. You still may. Several "
                "Embargoes can be in force at once.")),
        )),
    ))

    titles = Section("titles", _("Titles"), (
        p(_("Two titles are worth {renown} renown each, for as long as you hold them.").format(renown=TITLE_RENOWN)),
    ), (
        Section(TITLE_SECTIONS[GRAND_CAUSEWAY], grand, (
            p(_("The longest unbroken trail of at least {least} of your own causeways. A trail may end at a "
                "corner another player holds, but may not pass through it, nor through a Wayfarer camp.").format(
                least=TRAIL_MIN)),
            p(_("A strictly longer trail takes the title; a tie leaves it where it is. If the holder's trail is cut "
                "or shrinks, the title goes to the one longest trail of {least} or more. It stays if the holder "
                "ties for longest, and it is set aside if two or more others tie, or nobody has "
                "{least}. A title set aside goes to the first player who alone has the longest trail of "
                "{least} or more.").format(least=TRAIL_MIN)),
        )),
        Section(TITLE_SECTIONS[STEADFAST_WATCH], watch, (
            p(_("The first player to have played {least} Wardens. It moves only to a player who has played "
                "strictly more.").format(least=WATCH_MIN)),
        )),
    ))

    winning = Section("winning", _("Renown and winning"), (
        p(_("Your renown is:")),
        items(
            _("{renown} for each hearth on the island;").format(renown=HEARTH_RENOWN),
            _("{renown} for each beacon (it replaces its hearth);").format(renown=BEACON_RENOWN),
            _("{renown} for each title you hold;").format(renown=TITLE_RENOWN),
            _("{renown} for each Landmark you have revealed.").format(renown=LANDMARK_RENOWN),
        ),
        p(_("Everyone sees each player's renown (but not their hidden Landmarks) and how many cards they hold, "
            "but never which cards.")),
        p(_("At the start of your turn, and after everything you do on it, the game adds your renown and your hidden "
            "Landmarks. At {win} or more you reveal your Landmarks and win at once.").format(win=WIN_RENOWN)),
        p(_("Nobody wins on another player's turn: if you reach {win} then, you win at the start of your "
            "own turn.").format(win=WIN_RENOWN)),
    ))

    two_player = Section("two-player", _("Two players"), (
        p(_("With {players} players the island is roomy, so the game adds Wayfarer camps and the "
            "[Barge](barge).").format(players=MIN_SEATS)),
    ), (
        Section("camps", _("Wayfarer camps"), (
            p(_("After placement, {camps} neutral camps are set, one after the other, on the open corner that "
                "touches the most dots (a tie goes to the lowest-numbered corner). Each gets a neutral causeway on "
                "a free edge.").format(camps=CAMPS)),
            p(_("A camp takes its corner for spacing and blocks causeways and trails as another player's piece "
                "would. It collects nothing, and nobody owns it.")),
        )),
    ))

    tide = Section("tide", _("The Tide deck"), (
        p(_("With the Tide deck nobody rolls: press Flip the Tide, and the card gives the number.")),
        p(_("The deck holds {cards} cards, as many of each number as two dice have ways to make it: a {seven} is "
            "{times} times as likely as a {low}, just as with dice.").format(
            cards=throws, seven=seven, times=TWO_DICE_WAYS[seven] // TWO_DICE_WAYS[low], low=low)),
        p(_("When only {left} cards are left before a flip, all {cards} are shuffled together again. "
            "So the numbers come up close to their odds.").format(left=TIDE_RESHUFFLE_AT, cards=throws)),
    ))

    device = Section("device", _("Playing on one device"), (
        p(_("Pass the device round the table. Between two people a privacy screen hides your hand: tap your name "
            "when it is your turn. No clock runs behind the privacy screen.")),
        p(_("AI players fill the empty seats; they play by the same rules and see no more than a person would.")),
        p(_("The game is saved on the device after every move. Share copies a link to this island and these dice.")),
    ), (
        Section("clocks", _("Clocks"), (
            p(_("Each person has a clock to answer an offer, to confirm an answer and to return cards after a "
                "{seven}. The table chooses how long on the new-game screen:").format(seven=seven)),
            items(*(clockwords.summary(c) for c in table_clocks.SETTINGS)),
            p(_("This game: {clocks}").format(clocks=clockwords.summary(clocks))),
            p(_("A clock runs only while its person's hand is on the screen, never behind the privacy screen. AI "
                "players always act at once, and a first game with the coach runs no clock.")),
        )),
    ))
    living, living_words = _living(seven)
    term = glossary.PREFIX
    rate = island_svg.rate_label(DEFAULT_RATE)
    words = Section("glossary", _("Words of the game"), (
        p(_("The words of this game a newcomer may not know. A tap on one of them in the game's messages opens "
            "it here.")),
    ), (
        Section(term + "renown", _("What is renown?"), (
            p(_("The game's points. Hearths, beacons, titles and Landmarks give renown; the first to reach "
                "{win} on their own turn wins. [Renown and winning](winning)").format(win=WIN_RENOWN)),
        )),
        Section(term + "ashcloud", _("What is the Ashcloud?"), (
            p(_("The smoke over one tile (the robber of other island games): that tile pays nothing while it is "
                "there. A {seven} or a Warden moves it, and the mover may rob a player beside it. "
                "[A {seven} and the Ashcloud](seven)").format(seven=seven)),
        )),
        Section(term + "warden", _("What is a Warden?"), (
            p(_("A venture card: play it to move the Ashcloud (and rob), or to calm it. Wardens played count toward "
                "the {title}. [The Warden](warden)").format(title=watch)),
        )),
        Section(term + "landmark", _("What is a Landmark?"), (
            p(_("A venture card worth {renown} renown, which you may keep hidden: it still counts when "
                "the game checks for a win. [The Landmark](landmark)").format(renown=LANDMARK_RENOWN)),
        )),
        Section(term + "jetty", _("What is a jetty?"), (
            p(_("A little pier on the coast. With a hearth or beacon on its corner you trade with the Supply at a "
                "better rate: {open_rate} at an open jetty, {own_rate} at a resource's own. [Jetties](jetties)").format(
                open_rate=open_rate, own_rate=own_rate)),
        )),
        Section(term + "rate", _("What is {rate}?").format(rate=rate), (
            p(_("How many cards you give the Supply for one card: {rate} means "
                "{cards} of one resource for one of another. A jetty makes it {open_rate} or {own_rate}. "
                "[With the Supply](supply)").format(rate=rate, cards=DEFAULT_RATE, open_rate=open_rate,
                                                    own_rate=own_rate)),
        )),
        Section(term + "barge", _("What is the Barge?"), (
            p(_("Only with {players} players: once a turn, {rate} cards of one resource to the Supply for "
                "one of another. [The Barge](barge)").format(players=MIN_SEATS, rate=BARGE_RATE)),
        )),
        Section(term + "embargo", _("What is an Embargo?"), (
            p(_("A venture card: name a resource, and until your next turn nobody else may trade it. "
                "[The Embargo](embargo)")),
        )),
        Section(term + "sheltered", _("What is a sheltered tile?"), (
            p(_("A tile is sheltered when the only players with a hearth or beacon on it have "
                "{renown} renown or less: the Ashcloud may not go there. [Sheltered tiles](sheltered)").format(
                renown=SHELTER_RENOWN)),
        )),
        *living_words,
    ))
    return (island, setup, turn, building, trading, seven_section, ventures, titles, winning, two_player, tide,
            device, living, words)


LIVING_SECTIONS = ("differences", "halves", "world-events", "rings", "acts", "reclaim", "bribe", "open-table",
                   "healing")
"""Living Island's parts of ``living`` (``#rules-<name>``; the tray's and the board's "?" may point at them)."""
LIVING_TERMS = ("half", "scorched", "salvage", "sunk", "ring", "act", "reclaim", "bribe", "open-table", "offer", "ask",
                "quote", "militia", "relic", "tribute")
"""Living Island's words in the glossary (``#rules-term-<name>``, ``glossary.LIVING_TERMS``)."""

def _event_lines() -> dict[int, str]:
    """Each world event in one short sentence (LIVING-ISLAND 9.3)."""
    best = island_svg.rate_label(OWN_JETTY_RATE)
    return {
        world.EMBERSTORM: _("A tile and the tiles around it each lose a half."),
        world.FIRE_FRONT: _("Each tile in one row loses a half."),
        world.ASHFALL: ngettext("{n} half burns, picked at random.", "{n} halves burn, picked at random.",
                                world.ASHFALL_BURNS).format(n=world.ASHFALL_BURNS),
        world.BLIGHT: ngettext("The {n} tile that pays the players most loses a half.",
                               "The {n} tiles that pay the players most each lose a half.",
                               world.BLIGHT_TILES).format(n=world.BLIGHT_TILES),
        world.RAIDER_RAZING: _("The tiles around the Ashcloud each lose a half; then the Ashcloud drifts to a tile "
                               "next to it."),
        world.SINKHOLE: _("One tile sinks into the sea for the rest of the game (only in Act I, and once a game)."),
        world.VERDANT_CASCADE: _("A tile heals whole, and the tiles around it each heal a half."),
        world.SPRING_RAINS: ngettext("{n} scorched half heals, picked at random.",
                                     "{n} scorched halves heal, picked at random.",
                                     world.SPRING_RAINS_HEALS).format(n=world.SPRING_RAINS_HEALS),
        world.PIONEERS_RETURN: ngettext("{n} scorched half next to the player with the least renown heals.",
                                        "{n} scorched halves next to the player with the least renown heal.",
                                        world.PIONEERS_HEALS).format(n=world.PIONEERS_HEALS),
        world.WILDBLOOM: _("Each tile with one scorched half heals it into the resource of its other half."),
        world.RIVER_REBIRTH: _("Each tile in one row heals a half."),
        world.SANCTUARY: _("The Ashcloud's tile heals whole, and the Ashcloud goes back to the Ash Caldera."),
        world.TREMOR: _("The rings turn one extra step."),
        world.REVERSAL: _("Both rings turn the other way from now on."),
        world.SUPPLY_CARAVAN: _("Each player takes one card of their choice from the Supply."),
        world.WANDERING_TRADERS: _("Until the next event, the Supply trades one card cheaper (never below "
                                   "{rate}).").format(rate=best),
    }


def _living(seven: int) -> tuple[Section, tuple[Section, ...]]:
    """Living Island (LIVING-ISLAND.md), in short plain sentences: what differs from Cinderisle,
    halves, world events, rings, acts, Reclaim, Bribe, the open table and the end by healing;
    and the glossary entries of its words."""
    li = LIVING_ISLAND
    act_two, act_three = (renown for _act, renown in world.ACT_RENOWN)
    deck = and_list([_("{card} ({n})").format(card=venture_name(k), n=li.deck[k]) for k in li.cards])
    lines = _event_lines()
    kinds = [_("{kind}: {events}.").format(kind=kind_word(k), events=", ".join(event_name(e) for e in events))
             for k, events in enumerate(world.KIND_EVENTS)]
    event_items = [_("{event} ({kind}): {what}").format(event=event_name(e), kind=kind_word(world.EVENT_KIND[e]),
                                                        what=lines[e]) for e in range(len(WORLD_EVENTS))]
    pine, kelp = RESOURCES.index("pine"), RESOURCES.index("kelp")
    trail_title, watch_title = title_name(li.trail_title), title_name(li.watch_title)
    reclaim_cards, bribe_cards = cards_counted(RECLAIM_CARDS), cards_counted(BRIBE_CARDS)
    halves_fig = fig(rules_pictures.halves_picture(
        _("Three tiles cut in halves: a Pine tile with two Pine halves, a mixed tile with a Pine half and a Kelp half, "
          "and a Copper tile whose south half is scorched, black with ember cracks."),
        (("B1", pine, pine), ("B2", pine, kelp), ("C2", RESOURCES.index("copper"), None))),
        _("A whole Pine tile, a mixed Pine and Kelp tile, and a tile with a scorched half (black)."))
    section = Section("living", _("Living Island"), (
        p(_("Living Island is a second way to play, on the same island. The island is alive: its tiles burn and "
            "grow back, and their numbers move round. Choose it under Rules on the new-game screen.")),
    ), (
        Section("differences", _("What is different from Cinderisle"), (
            items(
                _("Each tile has two halves. A half can burn (scorched) and grow back. See [Halves](halves)."),
                _("After every {seven} a world event strikes the island. See [World events](world-events).").format(
                    seven=seven),
                _("The numbers sit on two rings that turn after every world event. See [Rings](rings)."),
                _("The game has three acts, and the island heals more in the later ones. See [The acts](acts)."),
                _("Reclaim heals a scorched half; Bribe moves the Ashcloud. See [Reclaim](reclaim) and "
                  "[Bribe](bribe)."),
                _("You trade with players at the [open table](open-table): Offer or Ask, and everyone answers in "
                  "secret."),
                _("The first to {win} renown wins, or the game ends when the island heals in Act III: "
                  "see [The end by healing](healing).").format(win=li.win_renown),
            ),
            p(_("Some numbers change too. A hearth costs {cost}. After a {seven}, players "
                "with more than {limit} cards return half, and no tile is sheltered. The venture deck "
                "holds {cards} cards: {deck}. The {trail_title} needs {trail} causeways in a row; "
                "the {watch_title} goes to the first player to play {watch} Militia cards.").format(
                cost=cards_words(li.cost_hearth), seven=seven, limit=li.discard_over, cards=sum(li.deck), deck=deck,
                trail_title=trail_title, trail=li.trail_min, watch_title=watch_title, watch=li.watch_min)),
            halves_fig,
        )),
        Section("halves", _("Halves and half cards"), (
            p(_("Each tile is cut across its middle into a north half and a south half. Each half grows a "
                "resource, or it is scorched: burnt black, and it grows nothing.")),
            p(_("A mixed tile has two different halves, such as a Pine half and a Kelp half. It pays both.")),
            p(_("When a tile's number comes up, each healthy half pays each hearth on the tile half a card (½) of "
                "its resource, and each beacon one card. So a whole tile still pays a hearth "
                "{hearth_cards} and a beacon {beacon_cards}.").format(
                hearth_cards=cards_counted(HEARTH_PIECE), beacon_cards=cards_counted(BEACON_PIECE))),
            p(_("Two halves of one resource make a whole card at once. In your hand a ½ after a count means half a "
                "card more; the others see only your whole cards. Only whole cards can be spent, traded, stolen or "
                "returned.")),
            p(_("The Supply holds its cards in halves too: ½ after its count means it has half a card left.")),
        )),
        Section("world-events", _("World events"), (
            p(_("After a {seven}, once the Ashcloud has moved and stolen, a world event happens. First its kind is "
                "drawn: Burn, Heal or Still. The game always shows the chances of the next one.").format(seven=seven)),
            p(_("The more of the island is scorched, the more likely it heals. Later [acts](acts) heal more.")),
            p(_("There are {n} world events:").format(n=len(WORLD_EVENTS))),
            items(*kinds),
            items(*event_items),
            p(_("When a half burns, each hearth on its tile salvages ½ card of that resource, and each beacon one "
                "card.")),
            p(_("A fire never takes a player's last healthy half: everyone always keeps something that pays.")),
        )),
        Section("rings", _("Rings and the next spin"), (
            p(_("The Ash Caldera is always the centre tile. The numbers of the other tiles sit on two rings: an "
                "outer ring of {outer} tiles and an inner ring of {inner}.").format(
                outer=len(OUTER_RING), inner=len(INNER_RING))),
            p(_("After every world event the rings turn one step: each number moves on to the next tile of its "
                "ring. The outer ring starts clockwise, the inner ring the other way. Tiles, halves and pieces stay "
                "where they are.")),
            fig(rules_pictures.rings_picture(
                _("Landfall with its numbers. An arrow runs clockwise round the outer ring of tiles, and another "
                  "runs the other way round the inner ring, next to the Ash Caldera."), OUTER_RING, INNER_RING),
                _("The outer ring turns clockwise, the inner ring the other way.")),
            p(_("Next spin shows where every number will be after the next step. Tremor turns the rings an extra "
                "step; Reversal makes both turn the other way.")),
        )),
        Section("acts", _("The acts"), (
            items(
                _("Act I, The Burning: from the start. Fires are likely."),
                _("Act II, The Turning: when a player first has {renown} renown.").format(renown=act_two),
                _("Act III, The Bloom: when a player first has {renown} renown. Healing is likely.").format(
                    renown=act_three),
            ),
            p(_("Only renown everyone can see counts, and the act never goes back. The Sinkhole can happen only in "
                "Act I. In Act III the game can end by healing: see [The end by healing](healing).")),
        )),
        Section("reclaim", _("Reclaim"), (
            p(_("Once a turn, after the roll: return any {cards} to the Supply and choose "
                "a scorched half on a tile where you have a hearth or beacon. It grows back, with a resource the "
                "island picks.").format(cards=reclaim_cards)),
            p(_("In the app: press Reclaim in the tray, then a glowing half.")),
        )),
        Section("bribe", _("Bribe"), (
            p(_("Once a turn, after the roll: return any {cards} to the Supply, move the "
                "Ashcloud to another tile and steal a card there, as after a {seven}. A Bribe is not a Militia: it "
                "does not count toward the {title}.").format(cards=bribe_cards, seven=seven, title=watch_title)),
            p(_("In the app: press Bribe in the tray, then a glowing tile.")),
        )),
        Section("open-table", _("The open table"), (
            p(_("On your turn, after the roll, you can ask the whole table for a trade:")),
            items(
                _("Offer: show the cards you give, and if you like, the resources you would take."),
                _("Ask: name the cards you want (up to {want} of each kind).").format(want=MAX_WANT),
            ),
            p(_("Every other player answers once, in secret: a quote (the cards they would trade) or Pass. Then "
                "all the quotes show side by side. Take one, or walk away.")),
            p(_("At most {requests} requests a turn, and one deal with each player a turn. On one device each "
                "person answers behind the privacy screen.").format(requests=MAX_OFFERS)),
            p(_("AI players answer at once, card for card. They pass when you have more than "
                "{renown} renown.").format(renown=AI_REQUESTER_MAX_RENOWN)),
        )),
        Section("healing", _("The end by healing"), (
            p(_("In Act III, when a world event or a Reclaim heals the last scorched half, the game ends at once. "
                "Everyone shows their Relics; the players with the most renown win together.")),
            p(_("Or, as always, the first to {win} renown on their own turn wins.").format(win=li.win_renown)),
        )),
    ))
    term = glossary.PREFIX
    words = (
        Section(term + "half", _("What is a half?"), (
            p(_("In Living Island each tile has two halves, north and south. Each grows a resource, or is scorched. "
                "You can hold half a card (½); two halves make a card. [Halves](halves)")),
        )),
        Section(term + "scorched", _("What is a scorched half?"), (
            p(_("A burnt half: it grows nothing until it heals. [World events](world-events)")),
        )),
        Section(term + "salvage", _("What is salvage?"), (
            p(_("When a half burns, the hearths on its tile save ½ card of it, and beacons one card. "
                "[World events](world-events)")),
        )),
        Section(term + "sunk", _("What is the sunk tile?"), (
            p(_("The tile a Sinkhole swallowed. It never pays again, but pieces on its corners stay. "
                "[World events](world-events)")),
        )),
        Section(term + "ring", _("What is a ring?"), (
            p(_("The numbers sit on two rings round the Ash Caldera. After every world event they turn one step. "
                "[Rings](rings)")),
        )),
        Section(term + "act", _("What is an act?"), (
            p(_("Living Island has three acts: The Burning, The Turning and The Bloom. Each later act heals the "
                "island more. [The acts](acts)")),
        )),
        Section(term + "reclaim", _("What is Reclaim?"), (
            p(_("Pay {cards} to heal a scorched half next to your hearth or beacon, once a "
                "turn. [Reclaim](reclaim)").format(cards=reclaim_cards)),
        )),
        Section(term + "bribe", _("What is a Bribe?"), (
            p(_("Pay {cards} to move the Ashcloud and steal, once a turn. [Bribe](bribe)").format(cards=bribe_cards)),
        )),
        Section(term + "open-table", _("What is the open table?"), (
            p(_("Living Island's way to trade with players: Offer or Ask, and everyone answers in secret. "
                "[The open table](open-table)")),
        )),
        Section(term + "offer", _("What is an Offer?"), (
            p(_("At the open table: you show the cards you give, and the others say what they would give for them. "
                "[The open table](open-table)")),
        )),
        Section(term + "ask", _("What is an Ask?"), (
            p(_("At the open table: you name the cards you want, and the others say what they want for them. "
                "[The open table](open-table)")),
        )),
        Section(term + "quote", _("What is a quote?"), (
            p(_("A player's secret answer at the open table: the cards they would trade. All quotes show at once. "
                "[The open table](open-table)")),
        )),
        Section(term + "militia", _("What is a Militia?"), (
            p(_("A venture card: move the Ashcloud and steal, as after a {seven}. Militia played count toward the "
                "{title}. [What is different](differences)").format(seven=seven, title=watch_title)),
        )),
        Section(term + "relic", _("What is a Relic?"), (
            p(_("A venture card worth one hidden renown. It stays hidden until the game ends. "
                "[What is different](differences)")),
        )),
        Section(term + "tribute", _("What is a Tribute?"), (
            p(_("A venture card: name a resource, and every other player gives you all their whole cards of it. "
                "[What is different](differences)")),
        )),
    )
    return section, words


def board_svg_icon(kind: str) -> str:
    """The tray's icon for a build (``#ico-hearth`` ...; ``#ico-venture`` for a venture card)."""
    return (f'<svg class="ico rules-cost-ico" aria-hidden="true" focusable="false"><use href="#ico-{escape(kind)}"/>'
            "</svg>")


def names() -> tuple[str, ...]:
    """Every section's and part's name, in order (``id="rules-<name>"``)."""
    return tuple(n for s in sections() for n in (s.name, *(part.name for part in s.parts)))


def section_of(name: str) -> str:
    """The top section that holds ``name`` ("" if none does).

    >>> section_of("embargo"), section_of("tide"), section_of("nowhere")
    ('ventures', 'tide', '')
    """
    for s in sections():
        if name == s.name or any(part.name == name for part in s.parts):
            return s.name
    return ""


# ---------------------------------------------------------------- HTML

Words = tuple[tuple[str, ...], ...]
"""The words of a search (:func:`everyday.searched`): each as the alternatives that count."""


def _marked(text: str, words: Words) -> str:
    """``text`` escaped, each occurrence of the ``words`` (any case, any accents) in ``<mark>``."""
    spans: list[tuple[int, int]] = []
    low = everyday.fold(text)
    for w in (alt for word in words for alt in word):
        start = low.find(w)
        while w and start >= 0:
            spans.append((start, start + len(w)))
            start = low.find(w, start + len(w))
    spans.sort()
    out, at = [], 0
    for a, b in spans:
        if b <= at:
            continue
        a = max(a, at)
        out.append(escape(text[at:a]) + "<mark>" + escape(text[a:b]) + "</mark>")
        at = b
    out.append(escape(text[at:]))
    return "".join(out)


def _inline(line: str, words: Words) -> str:
    """A line of text with its ``[words](name)`` pointers as buttons to that section."""
    out, at = [], 0
    for m in _LINK.finditer(line):
        out.append(_marked(line[at:m.start()], words))
        out.append(f'<button type="button" class="rules-link" data-action="rules" data-section="{escape(m[2])}">'
                   f"{_marked(m[1], words)}</button>")
        at = m.end()
    out.append(_marked(line[at:], words))
    return "".join(out)


def _block_html(b: Block, words: Words) -> str:
    if b.kind == "p":
        return f"<p>{_inline(b.lines[0], words)}</p>"
    if b.kind in ("ul", "ol"):
        return f"<{b.kind}>" + "".join(f"<li>{_inline(line, words)}</li>" for line in b.lines) + f"</{b.kind}>"
    if b.kind == "costs":
        return b.picture
    return f'<figure class="rules-fig">{b.picture}<figcaption>{_inline(b.lines[0], words)}</figcaption></figure>'


def _section_html(s: Section, words: Words, level: int, show: frozenset[str] | None) -> str:
    """A section as ``<section id="rules-<name>">``; with ``show``, only its parts named there
    (and its own blocks only if it is named there itself)."""
    own = show is None or s.name in show
    body = "".join(_block_html(b, words) for b in s.blocks) if own else ""
    parts = "".join(_section_html(part, words, level + 1, show) for part in s.parts
                    if show is None or part.name in show)
    heading = f'<h{level} id="{PREFIX}{s.name}-h" class="rules-h">{_marked(s.title, words)}</h{level}>'
    return (f'<section id="{PREFIX}{s.name}" class="rules-section rules-level-{level}" tabindex="-1" '
            f'aria-labelledby="{PREFIX}{s.name}-h">{heading}{body}{parts}</section>')


def contents_html(clocks: str = table_clocks.STANDARD) -> str:
    """The list of sections: a button to each."""
    return (f'<nav class="rules-toc" aria-label="{escape(_("Sections"))}"><ul>' + "".join(
        f'<li><button type="button" class="rules-link rules-toc-link" data-action="rules" data-section="{s.name}">'
        f"{escape(s.title)}</button></li>" for s in sections(clocks)) + "</ul></nav>")


def body_html(clocks: str = table_clocks.STANDARD) -> str:
    """Every section, after the list of sections (its times those of ``clocks``)."""
    return contents_html(clocks) + "".join(_section_html(s, (), 3, None) for s in sections(clocks))


def _words(query: str) -> Words:
    """The words searched for, in the language in force: each as these rules say it
    (``everyday.ALSO_CALLED``: "robber" is the Ashcloud).

    >>> _words("Longest road"), _words("robber 7")
    ((('grand',), ('causeway',)), (('ashcloud',), ('7',)))
    """
    return everyday.searched(query, catalog.language())


def _has(text: str, words: Words) -> bool:
    """Whether ``text`` holds every one of ``words`` (any of its alternatives)."""
    low = everyday.fold(text)
    return all(any(alt in low for alt in word) for word in words)


def matches(query: str, clocks: str = table_clocks.STANDARD) -> tuple[str, ...]:
    """The names of the sections and parts whose own words hold every word of ``query`` (a
    part's section's heading counts as its own too).

    >>> matches("embargo barge")
    ('embargo',)
    >>> matches("lava lamp")
    ()
    """
    words = _words(query)
    if not words:
        return names()
    found = []
    for s in sections(clocks):
        if _has(s.own_text(), words):
            found.append(s.name)
        for part in s.parts:
            if _has(s.title + " " + part.own_text(), words):
                found.append(part.name)
    return tuple(found)


@dataclass(frozen=True)
class Found:
    """What the rules show for a search: the body's HTML, a sentence for the status line, and
    how many sections and parts matched."""

    html: str
    status: str
    count: int


def _ranked(found: tuple[Section, ...], words: Words) -> list[Section]:
    """The sections with the words in their own heading first, then those with them in a part's
    heading, then the rest, each in the rules' order (a search for "robber" opens on "A 7 and the
    Ashcloud", not on the island that mentions it first)."""
    return sorted(found, key=lambda s: 0 if _has(s.title, words) else 1 if any(_has(p.title, words) for p in s.parts)
                  else 2)


def search(query: str, clocks: str = table_clocks.STANDARD) -> Found:
    """The rules' body filtered to the sections that match ``query``, the matches marked;
    every section when ``query`` is blank; a visible "nothing found" when nothing matches."""
    words = _words(query)
    if not words:
        return Found(body_html(clocks), "", len(names()))
    hits = matches(query, clocks)
    said = " ".join(query.split())
    if not hits:
        none = _("Nothing found for “{query}”. Try another word, such as Ashcloud, or clear the search.")
        return Found(f'<p class="rules-none" data-rules-none="1">{escape(none).format(query=escape(said))}</p>',
                     _("Nothing found for “{query}”.").format(query=said), 0)
    show = frozenset(hits) | {section_of(h) for h in hits}
    html = "".join(_section_html(s, words, 3, show) for s in _ranked(sections(clocks), words) if s.name in show)
    count = len(hits)
    status = ngettext("{n} section matches “{query}”.", "{n} sections match “{query}”.", count)
    return Found(html, status.format(n=count, query=said), count)


def dialog_html(clocks: str = table_clocks.STANDARD) -> str:
    """The inside of the rules dialog (``<dialog id="rules">``): its head (title, Close, the
    search field and its status line), the pictures' shared patterns, and the body (its times
    those of ``clocks``, the table's clocks in force), in the language in force."""
    search_words = escape(_("Search the rules"))
    return (
        '<div class="rules-card">'
        '<div class="rules-head">'
        f'<h2 id="rules-title" class="rules-title" tabindex="-1">{escape(_(TITLE))}</h2>'
        f'<button type="button" class="btn rules-close" data-action="rules-close">{escape(_("Close"))}</button>'
        # A clock of the game (a discard's, an offer's) keeps running while the rules are read:
        # glue/clocks.py shows it here too, so it never runs unseen.
        '<p id="rules-clock" class="rules-clock" data-rules-clock="" role="timer" hidden></p>'
        f'<label class="rules-search"><span class="sr-only">{search_words}</span>'
        f'<input type="search" id="rules-q" data-field="rules-search" placeholder="{search_words}" '
        'autocomplete="off" enterkeyhint="search" aria-describedby="rules-found"></label>'
        '<p id="rules-found" class="rules-found" role="status"></p>'
        "</div>"
        + rules_pictures.rules_defs()
        + f'<div id="rules-body" class="rules-body" data-clocks="{clocks}" data-lang="{catalog.language()}">'
        + body_html(clocks) + "</div>"
        "</div>"
    )


__all__ = [
    "LIVING_SECTIONS",
    "LIVING_TERMS",
    "PREFIX",
    "SECTION_NAMES",
    "TITLE",
    "TITLE_SECTIONS",
    "VENTURE_SECTIONS",
    "Block",
    "Found",
    "Section",
    "body_html",
    "built",
    "cards_words",
    "dialog_html",
    "matches",
    "names",
    "search",
    "section_of",
    "sections",
    "title_name",
]
