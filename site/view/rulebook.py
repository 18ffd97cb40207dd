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
    VENTURE_NAMES,
    VENTURES,
    WARDEN,
    cards_words,
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

from model.seating import SEAT_SHAPES
from view import glossary, island_svg, rules_pictures
from words import clockwords

SECTION_NAMES = ("island", "setup", "turn", "building", "trading", "seven", "ventures", "titles", "winning",
                 "two-player", "tide", "device", "living", "glossary")
"""The sections in order: ``#rules-<name>`` (other code and links rely on these names)."""
VENTURE_SECTIONS = tuple(VENTURES[k] for k in CINDERISLE_VENTURES)
"""The venture cards' parts of ``ventures``: the engine's names of the kinds (``warden`` ...)."""
TITLE_SECTIONS = {title: title.lower().replace(" ", "-") for title in (GRAND_CAUSEWAY, STEADFAST_WATCH)}
"""Each title's part of ``titles`` (``grand-causeway``, ``steadfast-watch``)."""
PREFIX = "rules-"
TITLE = "How to play"


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


_LINK = re.compile(r"\[([^\]]+)\]\(([a-z-]+)\)")
"""``[the Barge](barge)``: a pointer to another section."""


# ---------------------------------------------------------------- words for numbers and cards


def plural(n: int, word: str) -> str:
    """``"1 card"``, ``"3 cards"``, ``"2 Embargoes"``.

    >>> plural(1, "card"), plural(2, "Embargo"), plural(12, "Warden")
    ('1 card', '2 Embargoes', '12 Wardens')
    """
    if n == 1:
        return f"{n} {word}"
    return f"{n} {word}es" if word.endswith("o") else f"{n} {word}s"


def _series(words: list[str]) -> str:
    """``"a, b and c"``."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _costs() -> dict[str, tuple[int, ...]]:
    return {"causeway": COST_CAUSEWAY, "hearth": COST_HEARTH, "beacon": COST_BEACON, "venture": COST_VENTURE}


PIECE_TITLES = {"causeway": "Causeway", "hearth": "Hearth", "beacon": "Beacon", "venture": "Venture card"}


# ---------------------------------------------------------------- the text


@functools.cache
def sections(clocks: str = table_clocks.STANDARD) -> tuple[Section, ...]:
    """The rules, section by section (built once for each setting of the table's clocks, when
    first asked for): their times are those of ``clocks``, the clocks in force."""
    seven = ASHCLOUD_ROLL
    offer_s, confirm_s, discard_s = (table_clocks.seconds(clocks, k) for k in table_clocks.KINDS)
    timed = offer_s is not None
    offer_t, confirm_t, discard_t = (clockwords.span(n or 0) for n in (offer_s, confirm_s, discard_s))
    these = f"the {clockwords.NAMES[clocks]} [clocks](clocks)"
    low, high = min(NUMBERS), max(NUMBERS)
    throws = sum(TWO_DICE_WAYS.values())
    most = max(DOTS.values())
    least = min(DOTS.values())
    hot = _series([str(n) for n in NUMBERS if DOTS[n] == most])
    rare = _series([str(n) for n in NUMBERS if DOTS[n] == least])
    hot_or = " or ".join(str(n) for n in NUMBERS if DOTS[n] == most)
    rare_or = " or ".join(str(n) for n in NUMBERS if DOTS[n] == least)
    total_dots = sum(DOTS[n] for n in YIELD_NUMBERS)
    order = _series(list(RES_NAMES))
    shapes = _series([f"{colour} a {shape}" for colour, shape in SEAT_SHAPES.items()])
    rows = _series([f"{name} {n}" for name, n in zip(ROW_NAMES[1:-1], ROW_SIZES[1:-1], strict=True)])
    counts = _series([plural(n, name) for n, name in zip(TERRAIN_COUNTS, RES_NAMES, strict=False)])
    open_jetties = JETTY_KINDS.count(OPEN_JETTY)
    deck = _series([plural(VENTURE_DECK[k], VENTURE_NAMES[k]) for k in CINDERISLE_VENTURES])
    costs = _costs()
    over = DISCARD_OVER + 1
    numbers = f"a number from {low} to {high} other than {seven}"
    open_rate = island_svg.jetty_label(OPEN_JETTY)[0]
    own_rate = island_svg.jetty_label(0)[0]

    island = Section("island", "The island", (
        p(f"Cinderisle is a young volcanic island of {N_TILES} hex tiles, for {MIN_SEATS} to {MAX_SEATS} players. "
          "Each tile grows one resource: Pine on the high slopes, Basalt from the black cliffs, Kelp from the "
          "shallows, Millet from the fields and Copper from the red seams."),
        p("One tile, the Ash Caldera, grows nothing. The Ashcloud starts on it."),
        p(f"Every other tile carries a number from {low} to {high}, never {seven}. When the dice make a tile's "
          "number, the tile pays the pieces on its corners."),
        p(f"The ember dots under a number tell how often it comes up: out of {throws} throws of two dice, a number "
          f"with {most} dots comes up {most} times. {hot} (in red) come up most, {rare} least."),
        p("You build on the corners where tiles meet (hearths and beacons) and along the edges between corners "
          "(causeways). A corner touches up to three tiles: the more dots around it, the more it pays."),
        p(f"Tiles are named by row: row {ROW_NAMES[0]} is the top {ROW_SIZES[0]} tiles, then rows {rows}, "
          f"and row {ROW_NAMES[-1]} the bottom {ROW_SIZES[-1]}."),
        p(f"{N_JETTIES} jetties stand on the coast: {open_jetties} open ones ({open_rate}) and one for "
          f"each resource ({own_rate}). See [Jetties](jetties)."),
    ), (
        Section("islands", "Landfall and generated islands", (
            p("Landfall is the fixed beginner island. Or play a generated island, dealt from an island number "
              f"({MIN_SEED} to {MAX_SEED:,}): the same number always deals the same island, so friends can play it "
              "too. New island on the new-game screen deals a fresh one."),
            p(f"A generated island has Landfall's tiles ({counts} and the Ash Caldera) and Landfall's numbers, "
              "and it is always fair:"),
            items(
                f"No two touching tiles both carry a {hot_or}.",
                "No two touching tiles share a number.",
                f"No two touching tiles both carry a {rare_or}.",
                "No group of three or more connected tiles shares a terrain.",
                f"Each resource's tiles hold within {SHARE_SLACK} dots of its fair share of the island's "
                f"{total_dots} dots.",
                f"No corner touches more than {MAX_CORNER_DOTS} dots.",
                ordered=True),
            p("No two jetties share a corner."),
        )),
    ))

    setup = Section("setup", "Setting up", (
        p(f"The Supply holds {SUPPLY_PER_RESOURCE} cards of each resource. Each player has {HEARTHS} hearths, "
          f"{BEACONS} beacons and {CAUSEWAYS} causeways in their lantern colour, and a shape mark: {shapes}."),
        items(
            "The game picks who goes first.",
            "In turn, each player founds a hearth on an open corner and lays a causeway on an edge of it.",
            "Then the order runs back, last player first: each founds a second hearth and lays a second causeway.",
            "Your second hearth pays at once: one card from each tile it touches that grows something.",
            ordered=True),
        p("A corner is open when no hearth, beacon or camp stands on it or on any corner next to it. "
          "This spacing holds all game."),
        fig(rules_pictures.spacing_picture(
            "A hearth at the meeting of three tiles. The three corners next to it are crossed out; "
            "the corners around them glow: they are open."),
            "Next to a hearth (×) no hearth may stand. The glowing corners are open."),
        p("In the app the open corners glow: press one, then a glowing edge beside your new hearth. "
          "The Ashcloud starts on the Ash Caldera."),
    ))

    turn = Section("turn", "A turn", (
        p("Your turn has two parts: first roll, then act."),
        items(
            f"Roll: press Roll. Every tile with that number pays: each hearth on its corners takes "
            f"{plural(HEARTH_PIECE, 'card')} of the tile's resource, each beacon {plural(BEACON_PIECE, 'card')}. "
            "The tile under the Ashcloud pays nothing, and the Caldera never does. "
            f"A {seven} pays nothing: see [A {seven} and the Ashcloud](seven). A [Warden](warden) may be played "
            "before you roll.",
            "Act: build, buy venture cards, trade, and play one venture card, in any order and as often as you can "
            "pay. Then press End turn.",
            ordered=True),
        p("Your turn ends when you press End turn. You may win in the middle of it: see [Winning](winning)."),
    ), (
        Section("shortage", "When the Supply runs short", (
            p("When the Supply cannot pay everyone what a roll owes of one resource, those cards go out one at a "
              "time round the table, starting with the player on turn, each player up to what they are owed, "
              "until the Supply has none left."),
        )),
    ))

    cost_rows = "".join(
        f'<li class="rules-cost">{board_svg_icon(kind)}<span class="rules-cost-name">{PIECE_TITLES[kind]}</span>'
        + rules_pictures.cards_picture(costs[kind], f"{PIECE_TITLES[kind]}: {cards_words(costs[kind])}") + "</li>"
        for kind in costs
    )
    building = Section("building", "Building", (
        Block("costs", tuple(f"{PIECE_TITLES[k]}: {cards_words(c)}." for k, c in costs.items()),
              f'<ul class="rules-costs">{cost_rows}</ul>'),
        items(
            f"Causeway ({cards_words(COST_CAUSEWAY)}): on a free edge touching your own hearth, beacon or "
            "causeway. It may reach a corner another player holds (a hearth or beacon, or a Wayfarer camp), but not "
            "pass through it.",
            f"Hearth ({cards_words(COST_HEARTH)}): on an open corner touching one of your causeways. Worth "
            f"{HEARTH_RENOWN} renown.",
            f"Beacon ({cards_words(COST_BEACON)}): raised on one of your own hearths, which goes back to your "
            f"pool. Worth {BEACON_RENOWN} renown, and each harvest pays it {plural(BEACON_PIECE, 'card')}.",
            f"Venture card ({cards_words(COST_VENTURE)}): take the top card of the venture deck. You may not play "
            "it on the turn you bought it. See [Venture cards](ventures).",
        ),
        fig(rules_pictures.causeway_picture(
            "Coral's hearth with two causeways leading to Saffron's hearth. The edge beyond Saffron's hearth is "
            "crossed out; an edge from Coral's own trail glows."),
            "Coral's causeway may reach Saffron's hearth, but may not pass through it (×). "
            "It may go on from its own corners (glowing)."),
        p(f"When your pool of a piece is empty you cannot build another: you have {HEARTHS} hearths, {BEACONS} "
          f"beacons and {CAUSEWAYS} causeways. A beacon gives its hearth back, so you can found it again."),
        p("In the app: press Causeway, Hearth or Beacon in the tray, then a glowing site on the island. Only one "
          "kind of site glows at a time. Undo takes back builds and trades with the Supply, back to the last roll "
          "or card."),
    ))

    trading = Section("trading", "Trading", (
        p("You trade on your own turn, after the roll. An [Embargo](embargo) may keep one resource out of "
          "every trade."),
    ), (
        Section("supply", "With the Supply", (
            p(f"Return {DEFAULT_RATE} cards of one resource to the Supply to take one card of another."),
            p("In the app: press Trade with the Supply, choose what you give and what you take, then Trade."),
        )),
        Section("jetties", "Jetties", (
            p("With a hearth or beacon on a jetty's corner you trade at a better rate with the Supply:"),
            items(
                f"at an open jetty ({open_rate}), {OPEN_JETTY_RATE} cards of any one resource for one;",
                f"at a resource's own jetty ({own_rate}), {OWN_JETTY_RATE} cards of that resource for one.",
            ),
            fig(rules_pictures.jetty_picture(
                f"Two coastal tiles: a hearth on an open jetty marked {open_rate} and a hearth on a Pine "
                f"jetty marked {own_rate} Pine."),
                f"A hearth on the open jetty trades {OPEN_JETTY_RATE} of a kind for one; on the Pine jetty, "
                f"{OWN_JETTY_RATE} Pine for one."),
            p("The app always gives you your best rate."),
        )),
        Section("exchange-board", "The Exchange Board", (
            p("The Exchange Board is how you trade with players. In the app: press Trade with players."),
            p("On your turn you may offer the other players a trade: the cards you give (at least one) and the "
              f"cards you want (at least one, and up to {MAX_WANT} of each kind), then Post offer. You may not give "
              "and want the same resource."),
            p(f"Each other player answers once within {offer_t}: Accept, Counter (one counter-offer "
              "of their own) or Pass. The answers close when everyone has answered or the time is up. Then you "
              f"have {confirm_t} to confirm one answer, or decline them all; if you do neither, the "
              f"offer lapses. These are the times of {these}, which this table chose. A confirmed deal moves the "
              "cards at once; a player who can no longer pay cannot be confirmed.") if timed else
            p("Each other player answers once: Accept, Counter (one counter-offer of their own) or Pass. The "
              "answers close when everyone has answered. Then you confirm one answer, or decline them all. With "
              f"{these} no countdown runs: the table waits for each person. A confirmed deal moves the cards at "
              "once; a player who can no longer pay cannot be confirmed."),
            p(f"At most {MAX_OFFERS} offers a turn, and one deal with each player a turn. While an offer is open, "
              "nothing else can happen in the game."),
            p("On one device, each person answers in turn behind the privacy screen: their "
              f"{offer_t} start when the offer is shown to them. Your {confirm_t} to "
              "confirm start when you tap back in.") if timed else
            p("On one device, each person answers in turn behind the privacy screen, then the device comes back "
              "to you to confirm."),
            p("AI players never post or counter an offer. They accept when they get at least as many cards as "
              f"they give, they hold the cards, and you have {AI_OFFERER_MAX_RENOWN} renown or less; otherwise "
              "they pass."),
        )),
        Section("barge", "The Barge", (
            p(f"In a two-player game, once on each of your turns, you may return {BARGE_RATE} cards of one "
              "resource to the Supply and take one card of another."),
        )),
    ))

    seven_section = Section("seven", f"A {seven} and the Ashcloud", (
        p(f"A {seven} pays nothing. Instead three things happen, in order; then the roller goes on with the turn. "
          f"A [Warden](warden) does the same, without the discards."),
    ), (
        Section("discards", "Discards", (
            p(f"Everyone holding more than {DISCARD_OVER} cards returns half of them, rounded down, to the Supply: "
              f"with {over} cards you return {over // 2}. Each player chooses which."),
            p(f"You have {discard_t} ({these}). On one device, each person discards in turn behind the "
              "privacy screen, and their clock starts when their hand is shown. When time runs out, cards go back "
              f"from the largest stacks, one at a time, ties in the order {order}. AI players discard at once.")
            if timed else
            p(f"With {these} no countdown runs: take your time. On one device, each person discards in turn "
              "behind the privacy screen. AI players discard at once."),
        )),
        Section("ashcloud", "Moving the Ashcloud", (
            p("The roller moves the Ashcloud to a different tile that is not sheltered (the Ash Caldera is "
              "allowed). While it stays there, that tile pays nothing when its number comes up."),
            p("If every other tile is sheltered, the Ashcloud stays where it is."),
        )),
        Section("sheltered", "Sheltered tiles", (
            p("A tile is sheltered when at least one hearth or beacon stands on it and every player with one "
              f"there has {SHELTER_RENOWN} renown or less. A tile with no pieces is not sheltered. A sheltered tile "
              "cannot take the Ashcloud: it keeps new settlers safe."),
            p("In the app, a tile that cannot take the Ashcloud says why when you press it."),
        )),
        Section("stealing", "Stealing", (
            p("The roller takes one random card from another player who has a hearth or beacon on the Ashcloud's "
              f"tile and more than {SHELTER_RENOWN} renown. If several may be robbed, the roller picks. A player "
              "with no cards gives nothing."),
            p("Only the thief and the robbed player see which card it was."),
        )),
    ))

    ventures = Section("ventures", "Venture cards", (
        p(f"The deck holds {sum(VENTURE_DECK)} cards: {deck}. Buy one for {cards_words(COST_VENTURE)}."),
        p("Play at most one venture card a turn, and never one you bought that turn. Only a Warden may be played "
          "before the roll. Landmarks are never played: they are revealed."),
        p("In the app, press a card in your hand to play it; its ? button shows its rule here."),
    ), (
        Section(VENTURES[WARDEN], VENTURE_NAMES[WARDEN], (
            p(f"Move the Ashcloud [as after a {seven}](ashcloud), with no discards: to a different tile that is "
              f"not sheltered, and then rob as after a {seven}. Or calm it: it goes back to the Ash Caldera and "
              "nobody is robbed."),
            p("Play it before or after rolling. The Warden then stays face up in front of you and counts toward "
              f"the [{STEADFAST_WATCH}](steadfast-watch)."),
        )),
        Section(VENTURES[LANDMARK], VENTURE_NAMES[LANDMARK], (
            p(f"Worth {LANDMARK_RENOWN} renown. Keep it hidden, or reveal it on your own turn, before or after "
              "rolling. Hidden Landmarks still count when the game checks for a win."),
            p("Revealing a Landmark is not playing a card: it does not use your one card a turn, and a Landmark "
              "bought this turn may be revealed."),
        )),
        Section(VENTURES[SURVEYOR], VENTURE_NAMES[SURVEYOR], (
            p(f"After rolling: lay {SURVEYOR_FREE_CAUSEWAYS} causeways this turn for nothing; each further causeway "
              f"this turn costs only {cards_words(COST_SURVEYED_CAUSEWAY)}."),
        )),
        Section(VENTURES[BOUNTIFUL], VENTURE_NAMES[BOUNTIFUL], (
            p(f"After rolling: name {numbers}. At once every tile with that number (but the Ashcloud's) pays you "
              f"alone, as if rolled: {plural(HEARTH_PIECE, 'card')} for each hearth and "
              f"{plural(BEACON_PIECE, 'card')} for each beacon of yours there, as far as the Supply goes. "
              "Nobody else collects."),
        )),
        Section(VENTURES[EMBARGO], VENTURE_NAMES[EMBARGO], (
            p("After rolling: name a resource. Until the start of your next turn no other player may give or take "
              "it: not with the Supply, a jetty, the Barge or on the Exchange Board. You still may. Several "
              "Embargoes can be in force at once."),
        )),
    ))

    titles = Section("titles", "Titles", (
        p(f"Two titles are worth {TITLE_RENOWN} renown each, for as long as you hold them."),
    ), (
        Section(TITLE_SECTIONS[GRAND_CAUSEWAY], GRAND_CAUSEWAY, (
            p(f"The longest unbroken trail of at least {TRAIL_MIN} of your own causeways. A trail may end at a "
              "corner another player holds, but may not pass through it, nor through a Wayfarer camp."),
            p("A strictly longer trail takes the title; a tie leaves it where it is. If the holder's trail is cut "
              f"or shrinks, the title goes to the one longest trail of {TRAIL_MIN} or more. It stays if the holder "
              "ties for longest, and it is set aside if two or more others tie, or nobody has "
              f"{TRAIL_MIN}. A title set aside goes to the first player who alone has the longest trail of "
              f"{TRAIL_MIN} or more."),
        )),
        Section(TITLE_SECTIONS[STEADFAST_WATCH], STEADFAST_WATCH, (
            p(f"The first player to have played {WATCH_MIN} Wardens. It moves only to a player who has played "
              "strictly more."),
        )),
    ))

    winning = Section("winning", "Renown and winning", (
        p("Your renown is:"),
        items(
            f"{HEARTH_RENOWN} for each hearth on the island;",
            f"{BEACON_RENOWN} for each beacon (it replaces its hearth);",
            f"{TITLE_RENOWN} for each title you hold;",
            f"{LANDMARK_RENOWN} for each Landmark you have revealed.",
        ),
        p("Everyone sees each player's renown (but not their hidden Landmarks) and how many cards they hold, "
          "but never which cards."),
        p("At the start of your turn, and after everything you do on it, the game adds your renown and your hidden "
          f"Landmarks. At {WIN_RENOWN} or more you reveal your Landmarks and win at once."),
        p(f"Nobody wins on another player's turn: if you reach {WIN_RENOWN} then, you win at the start of your "
          "own turn."),
    ))

    two_player = Section("two-player", "Two players", (
        p(f"With {MIN_SEATS} players the island is roomy, so the game adds Wayfarer camps and the "
          "[Barge](barge)."),
    ), (
        Section("camps", "Wayfarer camps", (
            p(f"After placement, {CAMPS} neutral camps are set, one after the other, on the open corner that "
              "touches the most dots (a tie goes to the lowest-numbered corner). Each gets a neutral causeway on "
              "a free edge."),
            p("A camp takes its corner for spacing and blocks causeways and trails as another player's piece "
              "would. It collects nothing, and nobody owns it."),
        )),
    ))

    tide = Section("tide", "The Tide deck", (
        p("With the Tide deck nobody rolls: press Flip the Tide, and the card gives the number."),
        p(f"The deck holds {throws} cards, as many of each number as two dice have ways to make it: a {seven} is "
          f"{TWO_DICE_WAYS[seven] // TWO_DICE_WAYS[low]} times as likely as a {low}, just as with dice."),
        p(f"When only {TIDE_RESHUFFLE_AT} cards are left before a flip, all {throws} are shuffled together again. "
          "So the numbers come up close to their odds."),
    ))

    device = Section("device", "Playing on one device", (
        p("Pass the device round the table. Between two people a privacy screen hides your hand: tap your name "
          "when it is your turn. No clock runs behind the privacy screen."),
        p("AI players fill the empty seats; they play by the same rules and see no more than a person would."),
        p("The game is saved on the device after every move. Share copies a link to this island and these dice."),
    ), (
        Section("clocks", "Clocks", (
            p("Each person has a clock to answer an offer, to confirm an answer and to return cards after a "
              f"{seven}. The table chooses how long on the new-game screen:"),
            items(*(clockwords.summary(c) for c in table_clocks.SETTINGS)),
            p(f"This game: {clockwords.summary(clocks)}"),
            p("A clock runs only while its person's hand is on the screen, never behind the privacy screen. AI "
              "players always act at once, and a first game with the coach runs no clock."),
        )),
    ))
    living, living_words = _living(seven)
    term = glossary.PREFIX
    words = Section("glossary", "Words of the game", (
        p("The words of this game a newcomer may not know. A tap on one of them in the game's messages opens "
          "it here."),
    ), (
        Section(term + "renown", "What is renown?", (
            p("The game's points. Hearths, beacons, titles and Landmarks give renown; the first to reach "
              f"{WIN_RENOWN} on their own turn wins. [Renown and winning](winning)"),
        )),
        Section(term + "ashcloud", "What is the Ashcloud?", (
            p("The smoke over one tile (the robber of other island games): that tile pays nothing while it is "
              f"there. A {seven} or a Warden moves it, and the mover may rob a player beside it. "
              f"[A {seven} and the Ashcloud](seven)"),
        )),
        Section(term + "warden", "What is a Warden?", (
            p("A venture card: play it to move the Ashcloud (and rob), or to calm it. Wardens played count toward "
              f"the {STEADFAST_WATCH}. [The Warden](warden)"),
        )),
        Section(term + "landmark", "What is a Landmark?", (
            p(f"A venture card worth {LANDMARK_RENOWN} renown, which you may keep hidden: it still counts when "
              "the game checks for a win. [The Landmark](landmark)"),
        )),
        Section(term + "jetty", "What is a jetty?", (
            p("A little pier on the coast. With a hearth or beacon on its corner you trade with the Supply at a "
              f"better rate: {open_rate} at an open jetty, {own_rate} at a resource's own. [Jetties](jetties)"),
        )),
        Section(term + "rate", f"What is {island_svg.rate_label(DEFAULT_RATE)}?", (
            p(f"How many cards you give the Supply for one card: {island_svg.rate_label(DEFAULT_RATE)} means "
              f"{DEFAULT_RATE} of one resource for one of another. A jetty makes it {open_rate} or {own_rate}. "
              "[With the Supply](supply)"),
        )),
        Section(term + "barge", "What is the Barge?", (
            p(f"Only with {MIN_SEATS} players: once a turn, {BARGE_RATE} cards of one resource to the Supply for "
              "one of another. [The Barge](barge)"),
        )),
        Section(term + "embargo", "What is an Embargo?", (
            p("A venture card: name a resource, and until your next turn nobody else may trade it. "
              "[The Embargo](embargo)"),
        )),
        Section(term + "sheltered", "What is a sheltered tile?", (
            p("A tile is sheltered when the only players with a hearth or beacon on it have "
              f"{SHELTER_RENOWN} renown or less: the Ashcloud may not go there. [Sheltered tiles](sheltered)"),
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


def event_name(event: int) -> str:
    """A world event's name as players read it (``engine.actions.WORLD_EVENTS``: ``fire-front``
    is Fire Front).

    >>> event_name(0), event_name(len(WORLD_EVENTS) - 1)
    ('Emberstorm', 'Wandering Traders')
    """
    return WORLD_EVENTS[event].replace("-", " ").title()


KIND_NAMES = ("Burn", "Heal", "Still")
"""The world events' kinds, as players read them (``engine.actions.WORLD_KINDS``)."""


def _event_lines() -> dict[int, str]:
    """Each world event in one short sentence (LIVING-ISLAND 9.3)."""
    best = island_svg.rate_label(OWN_JETTY_RATE)
    return {
        world.EMBERSTORM: "A tile and the tiles around it each lose a half.",
        world.FIRE_FRONT: "Each tile in one row loses a half.",
        world.ASHFALL: f"{world.ASHFALL_BURNS} halves burn, picked at random.",
        world.BLIGHT: f"The {world.BLIGHT_TILES} tiles that pay the players most each lose a half.",
        world.RAIDER_RAZING: "The tiles around the Ashcloud each lose a half; then the Ashcloud drifts to a tile "
                             "next to it.",
        world.SINKHOLE: "One tile sinks into the sea for the rest of the game (only in Act I, and once a game).",
        world.VERDANT_CASCADE: "A tile heals whole, and the tiles around it each heal a half.",
        world.SPRING_RAINS: f"{world.SPRING_RAINS_HEALS} scorched halves heal, picked at random.",
        world.PIONEERS_RETURN: f"{world.PIONEERS_HEALS} scorched halves next to the player with the least renown "
                               "heal.",
        world.WILDBLOOM: "Each tile with one scorched half heals it into the resource of its other half.",
        world.RIVER_REBIRTH: "Each tile in one row heals a half.",
        world.SANCTUARY: "The Ashcloud's tile heals whole, and the Ashcloud goes back to the Ash Caldera.",
        world.TREMOR: "The rings turn one extra step.",
        world.REVERSAL: "Both rings turn the other way from now on.",
        world.SUPPLY_CARAVAN: "Each player takes one card of their choice from the Supply.",
        world.WANDERING_TRADERS: f"Until the next event, the Supply trades one card cheaper (never below {best}).",
    }


def _living(seven: int) -> tuple[Section, tuple[Section, ...]]:
    """Living Island (LIVING-ISLAND.md), in short plain sentences: what differs from Cinderisle,
    halves, world events, rings, acts, Reclaim, Bribe, the open table and the end by healing;
    and the glossary entries of its words."""
    li = LIVING_ISLAND
    act_two, act_three = (renown for _act, renown in world.ACT_RENOWN)
    deck = _series([f"{VENTURE_NAMES[k]} ({li.deck[k]})" for k in li.cards])
    lines = _event_lines()
    kinds = [f"{KIND_NAMES[k]}: " + ", ".join(event_name(e) for e in events) + "."
             for k, events in enumerate(world.KIND_EVENTS)]
    event_items = [f"{event_name(e)} ({KIND_NAMES[world.EVENT_KIND[e]]}): {lines[e]}" for e in range(len(WORLD_EVENTS))]
    pine, kelp = RESOURCES.index("pine"), RESOURCES.index("kelp")
    halves_fig = fig(rules_pictures.halves_picture(
        "Three tiles cut in halves: a Pine tile with two Pine halves, a mixed tile with a Pine half and a Kelp half, "
        "and a Copper tile whose south half is scorched, black with ember cracks.",
        (("B1", pine, pine), ("B2", pine, kelp), ("C2", RESOURCES.index("copper"), None))),
        "A whole Pine tile, a mixed Pine and Kelp tile, and a tile with a scorched half (black).")
    section = Section("living", "Living Island", (
        p("Living Island is a second way to play, on the same island. The island is alive: its tiles burn and "
          "grow back, and their numbers move round. Choose it under Rules on the new-game screen."),
    ), (
        Section("differences", "What is different from Cinderisle", (
            items(
                "Each tile has two halves. A half can burn (scorched) and grow back. See [Halves](halves).",
                f"After every {seven} a world event strikes the island. See [World events](world-events).",
                "The numbers sit on two rings that turn after every world event. See [Rings](rings).",
                "The game has three acts, and the island heals more in the later ones. See [The acts](acts).",
                "Reclaim heals a scorched half; Bribe moves the Ashcloud. See [Reclaim](reclaim) and [Bribe](bribe).",
                "You trade with players at the [open table](open-table): Offer or Ask, and everyone answers in "
                "secret.",
                f"The first to {li.win_renown} renown wins, or the game ends when the island heals in Act III: "
                "see [The end by healing](healing).",
            ),
            p(f"Some numbers change too. A hearth costs {cards_words(li.cost_hearth)}. After a {seven}, players "
              f"with more than {li.discard_over} cards return half, and no tile is sheltered. The venture deck "
              f"holds {sum(li.deck)} cards: {deck}. The {li.trail_title} needs {li.trail_min} causeways in a row; "
              f"the {li.watch_title} goes to the first player to play {li.watch_min} Militia cards."),
            halves_fig,
        )),
        Section("halves", "Halves and half cards", (
            p("Each tile is cut across its middle into a north half and a south half. Each half grows a "
              "resource, or it is scorched: burnt black, and it grows nothing."),
            p("A mixed tile has two different halves, such as a Pine half and a Kelp half. It pays both."),
            p(f"When a tile's number comes up, each healthy half pays each hearth on the tile half a card (½) of "
              f"its resource, and each beacon one card. So a whole tile still pays a hearth "
              f"{plural(HEARTH_PIECE, 'card')} and a beacon {plural(BEACON_PIECE, 'card')}."),
            p("Two halves of one resource make a whole card at once. In your hand a ½ after a count means half a "
              "card more; the others see only your whole cards. Only whole cards can be spent, traded, stolen or returned."),
            p("The Supply holds its cards in halves too: ½ after its count means it has half a card left."),
        )),
        Section("world-events", "World events", (
            p(f"After a {seven}, once the Ashcloud has moved and stolen, a world event happens. First its kind is "
              "drawn: Burn, Heal or Still. The game always shows the chances of the next one."),
            p("The more of the island is scorched, the more likely it heals. Later [acts](acts) heal more."),
            p(f"There are {len(WORLD_EVENTS)} world events:"),
            items(*kinds),
            items(*event_items),
            p("When a half burns, each hearth on its tile salvages ½ card of that resource, and each beacon one "
              "card."),
            p("A fire never takes a player's last healthy half: everyone always keeps something that pays."),
        )),
        Section("rings", "Rings and the next spin", (
            p(f"The Ash Caldera is always the centre tile. The numbers of the other tiles sit on two rings: an "
              f"outer ring of {len(OUTER_RING)} tiles and an inner ring of {len(INNER_RING)}."),
            p("After every world event the rings turn one step: each number moves on to the next tile of its "
              "ring. The outer ring starts clockwise, the inner ring the other way. Tiles, halves and pieces stay "
              "where they are."),
            fig(rules_pictures.rings_picture(
                "Landfall with its numbers. An arrow runs clockwise round the outer ring of tiles, and another "
                "runs the other way round the inner ring, next to the Ash Caldera.", OUTER_RING, INNER_RING),
                "The outer ring turns clockwise, the inner ring the other way."),
            p("Next spin shows where every number will be after the next step. Tremor turns the rings an extra "
              "step; Reversal makes both turn the other way."),
        )),
        Section("acts", "The acts", (
            items(
                "Act I, The Burning: from the start. Fires are likely.",
                f"Act II, The Turning: when a player first has {act_two} renown.",
                f"Act III, The Bloom: when a player first has {act_three} renown. Healing is likely.",
            ),
            p("Only renown everyone can see counts, and the act never goes back. The Sinkhole can happen only in "
              "Act I. In Act III the game can end by healing: see [The end by healing](healing)."),
        )),
        Section("reclaim", "Reclaim", (
            p(f"Once a turn, after the roll: return any {plural(RECLAIM_CARDS, 'card')} to the Supply and choose "
              "a scorched half on a tile where you have a hearth or beacon. It grows back, with a resource the "
              "island picks."),
            p("In the app: press Reclaim in the tray, then a glowing half."),
        )),
        Section("bribe", "Bribe", (
            p(f"Once a turn, after the roll: return any {plural(BRIBE_CARDS, 'card')} to the Supply, move the "
              f"Ashcloud to another tile and steal a card there, as after a {seven}. A Bribe is not a Militia: it "
              f"does not count toward the {li.watch_title}."),
            p("In the app: press Bribe in the tray, then a glowing tile."),
        )),
        Section("open-table", "The open table", (
            p("On your turn, after the roll, you can ask the whole table for a trade:"),
            items(
                "Offer: show the cards you give, and if you like, the resources you would take.",
                f"Ask: name the cards you want (up to {MAX_WANT} of each kind).",
            ),
            p("Every other player answers once, in secret: a quote (the cards they would trade) or Pass. Then "
              "all the quotes show side by side. Take one, or walk away."),
            p(f"At most {MAX_OFFERS} requests a turn, and one deal with each player a turn. On one device each "
              "person answers behind the privacy screen."),
            p(f"AI players answer at once, card for card. They pass when you have more than "
              f"{AI_REQUESTER_MAX_RENOWN} renown."),
        )),
        Section("healing", "The end by healing", (
            p("In Act III, when a world event or a Reclaim heals the last scorched half, the game ends at once. "
              "Everyone shows their Relics; the players with the most renown win together."),
            p(f"Or, as always, the first to {li.win_renown} renown on their own turn wins."),
        )),
    ))
    term = glossary.PREFIX
    words = (
        Section(term + "half", "What is a half?", (
            p("In Living Island each tile has two halves, north and south. Each grows a resource, or is scorched. "
              "You can hold half a card (½); two halves make a card. [Halves](halves)"),
        )),
        Section(term + "scorched", "What is a scorched half?", (
            p("A burnt half: it grows nothing until it heals. [World events](world-events)"),
        )),
        Section(term + "salvage", "What is salvage?", (
            p("When a half burns, the hearths on its tile save ½ card of it, and beacons one card. "
              "[World events](world-events)"),
        )),
        Section(term + "sunk", "What is the sunk tile?", (
            p("The tile a Sinkhole swallowed. It never pays again, but pieces on its corners stay. "
              "[World events](world-events)"),
        )),
        Section(term + "ring", "What is a ring?", (
            p("The numbers sit on two rings round the Ash Caldera. After every world event they turn one step. "
              "[Rings](rings)"),
        )),
        Section(term + "act", "What is an act?", (
            p("Living Island has three acts: The Burning, The Turning and The Bloom. Each later act heals the "
              "island more. [The acts](acts)"),
        )),
        Section(term + "reclaim", "What is Reclaim?", (
            p(f"Pay {plural(RECLAIM_CARDS, 'card')} to heal a scorched half next to your hearth or beacon, once a "
              "turn. [Reclaim](reclaim)"),
        )),
        Section(term + "bribe", "What is a Bribe?", (
            p(f"Pay {plural(BRIBE_CARDS, 'card')} to move the Ashcloud and steal, once a turn. [Bribe](bribe)"),
        )),
        Section(term + "open-table", "What is the open table?", (
            p("Living Island's way to trade with players: Offer or Ask, and everyone answers in secret. "
              "[The open table](open-table)"),
        )),
        Section(term + "offer", "What is an Offer?", (
            p("At the open table: you show the cards you give, and the others say what they would give for them. "
              "[The open table](open-table)"),
        )),
        Section(term + "ask", "What is an Ask?", (
            p("At the open table: you name the cards you want, and the others say what they want for them. "
              "[The open table](open-table)"),
        )),
        Section(term + "quote", "What is a quote?", (
            p("A player's secret answer at the open table: the cards they would trade. All quotes show at once. "
              "[The open table](open-table)"),
        )),
        Section(term + "militia", "What is a Militia?", (
            p(f"A venture card: move the Ashcloud and steal, as after a {seven}. Militia played count toward the "
              f"{li.watch_title}. [What is different](differences)"),
        )),
        Section(term + "relic", "What is a Relic?", (
            p("A venture card worth one hidden renown. It stays hidden until the game ends. "
              "[What is different](differences)"),
        )),
        Section(term + "tribute", "What is a Tribute?", (
            p("A venture card: name a resource, and every other player gives you all their whole cards of it. "
              "[What is different](differences)"),
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


def _marked(text: str, words: tuple[str, ...]) -> str:
    """``text`` escaped, each occurrence of the ``words`` (any case) in ``<mark>``."""
    spans: list[tuple[int, int]] = []
    low = text.lower()
    for w in words:
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


def _inline(line: str, words: tuple[str, ...]) -> str:
    """A line of text with its ``[words](name)`` pointers as buttons to that section."""
    out, at = [], 0
    for m in _LINK.finditer(line):
        out.append(_marked(line[at:m.start()], words))
        out.append(f'<button type="button" class="rules-link" data-action="rules" data-section="{escape(m[2])}">'
                   f"{_marked(m[1], words)}</button>")
        at = m.end()
    out.append(_marked(line[at:], words))
    return "".join(out)


def _block_html(b: Block, words: tuple[str, ...]) -> str:
    if b.kind == "p":
        return f"<p>{_inline(b.lines[0], words)}</p>"
    if b.kind in ("ul", "ol"):
        return f"<{b.kind}>" + "".join(f"<li>{_inline(line, words)}</li>" for line in b.lines) + f"</{b.kind}>"
    if b.kind == "costs":
        return b.picture
    return f'<figure class="rules-fig">{b.picture}<figcaption>{_inline(b.lines[0], words)}</figcaption></figure>'


def _section_html(s: Section, words: tuple[str, ...], level: int, show: frozenset[str] | None) -> str:
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
    return ('<nav class="rules-toc" aria-label="Sections"><ul>' + "".join(
        f'<li><button type="button" class="rules-link rules-toc-link" data-action="rules" data-section="{s.name}">'
        f"{escape(s.title)}</button></li>" for s in sections(clocks)) + "</ul></nav>")


def body_html(clocks: str = table_clocks.STANDARD) -> str:
    """Every section, after the list of sections (its times those of ``clocks``)."""
    return contents_html(clocks) + "".join(_section_html(s, (), 3, None) for s in sections(clocks))


ALSO_CALLED = {
    "robber": "ashcloud", "thief": "ashcloud", "road": "causeway", "roads": "causeway", "settlement": "hearth",
    "settlements": "hearth", "house": "hearth", "city": "beacon", "cities": "beacon", "port": "jetty",
    "ports": "jetty", "harbour": "jetty", "harbor": "jetty", "seven": "7", "sevens": "7", "development": "venture",
    "knight": "warden", "knights": "warden", "longest": "grand", "largest": "steadfast", "army": "watch",
    "victory": "renown", "points": "renown", "point": "renown", "volcano": "caldera", "desert": "caldera",
    "wood": "pine", "lumber": "pine", "brick": "basalt", "ore": "copper", "wheat": "millet", "grain": "millet",
    "sheep": "kelp", "wool": "kelp", "bank": "supply",
}
"""Words a family may know from other island games, and the word these rules use instead
(a search for "robber" finds the Ashcloud)."""


def _words(query: str) -> tuple[str, ...]:
    """The words searched for: each as these rules say it.

    >>> _words("Longest road"), _words("robber 7")
    (('grand', 'causeway'), ('ashcloud', '7'))
    """
    return tuple(dict.fromkeys(ALSO_CALLED.get(w, w) for w in query.lower().split() if w))


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
        if all(w in s.own_text().lower() for w in words):
            found.append(s.name)
        for part in s.parts:
            text = (s.title + " " + part.own_text()).lower()
            if all(w in text for w in words):
                found.append(part.name)
    return tuple(found)


@dataclass(frozen=True)
class Found:
    """What the rules show for a search: the body's HTML, a sentence for the status line, and
    how many sections and parts matched."""

    html: str
    status: str
    count: int


def _ranked(found: tuple[Section, ...], words: tuple[str, ...]) -> list[Section]:
    """The sections with the words in their own heading first, then those with them in a part's
    heading, then the rest, each in the rules' order (a search for "robber" opens on "A 7 and the
    Ashcloud", not on the island that mentions it first)."""

    def has(title: str) -> bool:
        return all(w in title.lower() for w in words)

    return sorted(found, key=lambda s: 0 if has(s.title) else 1 if any(has(p.title) for p in s.parts) else 2)


def search(query: str, clocks: str = table_clocks.STANDARD) -> Found:
    """The rules' body filtered to the sections that match ``query``, the matches marked;
    every section when ``query`` is blank; a visible "nothing found" when nothing matches."""
    words = _words(query)
    if not words:
        return Found(body_html(clocks), "", len(names()))
    hits = matches(query, clocks)
    said = " ".join(query.split())
    if not hits:
        none = (f'<p class="rules-none" data-rules-none="1">Nothing found for “{escape(said)}”. '
                "Try another word, such as Ashcloud, or clear the search.</p>")
        return Found(none, f"Nothing found for “{said}”.", 0)
    show = frozenset(hits) | {section_of(h) for h in hits}
    html = "".join(_section_html(s, words, 3, show) for s in _ranked(sections(clocks), words) if s.name in show)
    count = len(hits)
    return Found(html, f"{count} {'section matches' if count == 1 else 'sections match'} “{said}”.", count)


def dialog_html(clocks: str = table_clocks.STANDARD) -> str:
    """The inside of the rules dialog (``<dialog id="rules">``): its head (title, Close, the
    search field and its status line), the pictures' shared patterns, and the body (its times
    those of ``clocks``, the table's clocks in force)."""
    return (
        '<div class="rules-card">'
        '<div class="rules-head">'
        f'<h2 id="rules-title" class="rules-title" tabindex="-1">{TITLE}</h2>'
        '<button type="button" class="btn rules-close" data-action="rules-close">Close</button>'
        # A clock of the game (a discard's, an offer's) keeps running while the rules are read:
        # glue/clocks.py shows it here too, so it never runs unseen.
        '<p id="rules-clock" class="rules-clock" data-rules-clock="" role="timer" hidden></p>'
        '<label class="rules-search"><span class="sr-only">Search the rules</span>'
        '<input type="search" id="rules-q" data-field="rules-search" placeholder="Search the rules" '
        'autocomplete="off" enterkeyhint="search" aria-describedby="rules-found"></label>'
        '<p id="rules-found" class="rules-found" role="status"></p>'
        "</div>"
        + rules_pictures.rules_defs()
        + f'<div id="rules-body" class="rules-body" data-clocks="{clocks}">{body_html(clocks)}</div>'
        "</div>"
    )


__all__ = [
    "KIND_NAMES",
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
    "dialog_html",
    "event_name",
    "matches",
    "names",
    "search",
    "section_of",
    "sections",
]
