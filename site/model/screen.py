"""The game screen's model: the table (and behind it the game), and the screen's own state: the
build mode, an open sheet, the drafts of an offer or a discard, a hint or a reason shown.

Pure Python (no ``js``).  The update (``update/``) changes it in answer to messages; it answers
what every part asks of the moment: who looks at the screen, whether that seat decides, its
legal actions, what a press on the board means now, which sheets make sense.  The game itself
stays behind :mod:`model.adapter`; this module asks the table's :class:`~model.adapter.Match`
for public facts, legal actions and the engine's refusals.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from engine import actions as A
from engine import clocks
from engine.actions import Action
from engine.cards import N_RES
from engine.constants import MAX_OFFERS, MAX_WANT, Cards
from engine.errors import RuleError
from engine.phase import Phase

from model.adapter import Match, Sight
from model.frame import NOT_YOURS
from model.living_facts import where_now
from model.seating import seat_name
from model.table import Table
from words.catalog import _
from words.places import Where, namer
from words.refusals import refusal_words
from words.said import Said

if TYPE_CHECKING:
    from engine.ai.hint import Hint

    from model.coach import Coach

BUILD_KINDS = ("causeway", "hearth", "beacon")
SHEETS = ("trade", "offer", "counter", "bountiful", "embargo", "tribute", "cache", "pay")
DRAFTS = ("give", "want", "discard", "pay")
PAID_MODES = {A.RECLAIM: 3, A.BRIBE: 2}
"""Living Island's modes paid in whole cards of any kind (LIVING-ISLAND 12), and how many."""
LIVING_MODES = (*PAID_MODES, A.MILITIA)
"""Living Island's tray modes: a press on the board (a half, a tile) plays them."""

__all__ = ["BUILD_KINDS", "DRAFTS", "LIVING_MODES", "PAID_MODES", "SHEETS", "ScreenModel", "as_cards"]


def as_cards(counts: Sequence[int]) -> Cards:
    """A draft's counts as the five-resource tuple an action carries."""
    return cast(Cards, tuple(counts))


class ScreenModel:
    """One game on the screen: the table, and what the screen itself holds."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.mode = ""
        """The build tray's selection: causeway, hearth, beacon or warden (empty: none)."""
        self.sheet = ""
        """The open sheet: trade, offer, counter, bountiful, embargo (empty: none)."""
        self.give = [0] * N_RES
        self.want = [0] * N_RES
        self.discard = [0] * N_RES
        self.pay = [0] * N_RES
        """A Reclaim's or a Bribe's payment (the mode starts it at the engine's own choice)."""
        self.trade_give = -1
        self.trade_take = -1
        self._message: Said | str = ""
        self.hint_on = False
        """The player asked for a hint for this decision (forgotten once anything is played)."""
        self.advice_kept: tuple[tuple[object, ...], Hint | None] | None = None
        """ai-normal's advice for the viewer, and the decision it is for (``update.hinting``)."""
        self.hint_at: tuple[object, ...] = ()
        """The decision the hint was asked for."""
        self.dots_on = False
        """During placement: show each open corner's ember dots."""
        self.preview_on = False
        """Living Island: "Next spin" shows every number after the next ring step."""
        self.coach: Coach | None = None
        """The coach of a "Learn to play" game (None: no coach)."""
        self.explained = ""
        """The refused control whose reason shows (the id of its reason's element; "": none)."""
        self.recap_open = False
        """The recap of what happened since the viewer last acted is unfolded (a phone folds it)."""
        self._key: tuple[object, ...] = self.moment_key()

    # ------------------------------------------------------------ who sees what

    @property
    def match(self) -> Match:
        """The game (behind the adapter: public facts, legal actions, the engine's refusals)."""
        return self.table.match

    def sight(self) -> Sight:
        """What this screen's eyes see now, as a value: every hand once the game is over; else
        the viewer's own hand and cards, or nobody's when no hand may show."""
        return self.match.sight(self.viewer())

    def privacy(self) -> int | None:
        """The human who must tap in before anything private shows (None: nobody)."""
        return self.table.privacy_seat()

    def viewer(self) -> int | None:
        """The seat whose hand is on the screen now (None under the privacy screen)."""
        return None if self.privacy() is not None else self.table.viewer

    def my_turn(self) -> bool:
        """The seat on the screen decides now."""
        v = self.viewer()
        return v is not None and v == self.table.decider and not self.match.is_over

    def legal(self) -> list[Action]:
        return self.table.legal() if self.my_turn() else []

    def ai_due(self) -> bool:
        return not self.match.is_over and self.table.is_ai(self.table.decider)

    @property
    def clocks(self) -> str:
        """The table's clocks in force (:mod:`engine.clocks`): the game's, but a coached first
        game runs none (a play-tester lost lessons to them; a learner reads at their own pace)."""
        return clocks.OFF if self.coach is not None else self.match.config.clocks

    @property
    def message(self) -> str:
        """A sentence for the player about the last press (a refusal, a hint), in the language
        in force (kept as a :class:`words.said.Said`: another language words it again)."""
        return str(self._message)

    @message.setter
    def message(self, said: Said | str) -> None:
        self._message = said

    # ------------------------------------------------------------ the engine's words

    def place_words(self, kind: str, i: int) -> str:
        """A refusal's place in words, by its tiles (``places.namer``; a Living Island's as its
        board shows them now)."""
        return namer(where_now(self.match))(kind, i)

    def worded(self, err: RuleError) -> str:
        """The engine's reason in the language in force, with the seats' names and the place
        by its tiles (``words.refusals``)."""
        return refusal_words(err, self.shown_name, self.place_words)

    def said(self, err: RuleError) -> Said:
        """:meth:`worded`, kept to be worded again in another language (places as the board
        shows them now)."""
        return Said(self._worded_on, err, where_now(self.match))

    def _worded_on(self, err: RuleError, where: Where) -> str:
        return refusal_words(err, self.shown_name, namer(where))

    def shown_name(self, seat: int) -> str:
        """A seat's name as the page shows it (a default colour name in the language in force)."""
        seats = self.table.seats
        return seat_name(seats[seat].name, seats[seat].colour) if 0 <= seat < len(seats) else self.table.name(seat)

    def refusal(self, action: Action) -> str:
        """Why the engine would refuse the viewer's ``action`` now, in words ("": it would not)."""
        if not self.my_turn():
            return _(NOT_YOURS)
        err = self.match.refusal(self.viewer(), action)
        return "" if err is None else self.worded(err)

    def refused(self, action: Action) -> Said | None:
        """:meth:`refusal`, kept to be worded again in another language (None: no refusal)."""
        if not self.my_turn():
            return Said(_, NOT_YOURS)
        err = self.match.refusal(self.viewer(), action)
        return None if err is None else self.said(err)

    # ------------------------------------------------------------ what a press may do now

    def active_kind(self) -> str:
        """What a press on the board means now: causeway, hearth, beacon, warden,
        ashcloud (a tile after a 7), or empty (nothing on the board is pressable)."""
        if not self.my_turn():
            return ""
        ph = self.match.phase
        if ph == Phase.SETUP_HEARTH:
            return "hearth"
        if ph == Phase.SETUP_CAUSEWAY:
            return "causeway"
        if ph == Phase.MOVE_ASHCLOUD:
            return "ashcloud"
        if ph in (Phase.PRE_ROLL, Phase.MAIN) and self.mode:
            return self.mode
        return ""

    def site_actions(self, kind: str) -> list[Action]:
        """The legal actions a press on the board makes for ``kind``."""
        legal = self.legal()
        if kind == "warden":
            return [a for a in legal if a.kind == A.WARDEN and a.a >= 0]
        if kind == "ashcloud":
            return [a for a in legal if a.kind == A.ASHCLOUD]
        if kind in PAID_MODES:  # (the engine lists each with one payment; the player's own is paid)
            paid = as_cards(self.pay)
            return [Action(kind, a.a, give=paid) for a in legal if a.kind == kind]
        return [a for a in legal if a.kind == kind]

    def discard_owed(self) -> int:
        me = self.viewer()
        return self.match.discard_owed[me] if me is not None else 0

    def draft_limit(self, draft: str, r: int) -> int:
        if draft == "want":
            return MAX_WANT
        hand = self.sight().hand
        if draft == "pay" and hand is not None:
            return min(hand[r], self.pay[r] + PAID_MODES.get(self.mode, 0) - sum(self.pay))
        return hand[r] if hand is not None else 0

    def sheets_available(self) -> set[str]:
        """The sheets that make sense now, for the seat on the screen."""
        legal = self.legal()
        kinds = {a.kind for a in legal}
        out = set()
        ph = self.match.phase
        if ph == Phase.MAIN and self.my_turn():
            out.add("trade")
            if self.match.offers_posted < MAX_OFFERS:
                out.add("offer")
        if A.BOUNTIFUL in kinds:
            out.add("bountiful")
        if A.EMBARGO in kinds:
            out.add("embargo")
        if A.TRIBUTE in kinds:
            out.add("tribute")
        if A.CACHE in kinds:
            out.add("cache")
        if self.mode in PAID_MODES and self.site_actions(self.mode):
            out.add("pay")  # (a Reclaim's or a Bribe's payment, over its mode)
        if ph == Phase.OFFER and self.my_turn():
            out.add("counter")
        return out

    # ------------------------------------------------------------ playing, and forgetting what no longer applies

    def hint_key(self) -> tuple[object, ...]:
        """The decision a hint is for: the game's moment, who looks, who decides."""
        return self.match.action_count, self.viewer(), self.table.decider

    def moment_key(self) -> tuple[object, ...]:
        """What a draft, a sheet or a reason shown belongs to: the phase, who decides and looks, the turn."""
        m = self.match
        return (m.phase, self.table.decider, self.viewer(), m.turns, m.offers_posted, m.roll_count)

    def sync(self) -> None:
        """Forget what no longer applies: drafts of a past moment, a mode or sheet that
        the game moved past."""
        phase = self.match.phase
        key = self.moment_key()
        if key != self._key:
            self._key = key
            self.explained = ""
            self.recap_open = False
            self.discard = [0] * N_RES
            if self.sheet == "counter" or phase != Phase.MAIN:
                self.sheet = ""
        if self.mode and not (phase in (Phase.PRE_ROLL, Phase.MAIN) and self.site_actions(self.mode)):
            self.mode = ""
        if self.sheet and self.sheet not in self.sheets_available():
            self.sheet = ""
        if self.hint_on and self.hint_key() != self.hint_at:
            self.hint_on = False  # a hint is for one decision

    def play(self, action: Action) -> str:
        """Play the viewer's ``action`` at the table; what the action closes closes."""
        line = self.table.play(action)
        if action.kind in BUILD_KINDS or action.kind == A.WARDEN or action.kind in LIVING_MODES:
            self.mode = ""
        self.sheet = ""  # a trade closes the trade sheet too: what it was for (a build) is under it
        if action.kind in (A.TRADE, A.BARGE):
            self.trade_give = self.trade_take = -1  # the next trade starts from nothing picked
        self.sync()
        return line

    def play_if_legal(self, action: Action) -> None:
        if action in self.legal():
            self.play(action)
