"""Sheets and drafts: opening a sheet, the steppers of an offer, a counter-offer or a discard,
the picks of a trade, and sending what was drafted."""

from __future__ import annotations

from engine import actions as A
from engine.cards import N_RES
from engine.constants import MAX_WANT
from engine.phase import Phase

from model.living_table import quote_action, request_action
from model.screen import DRAFTS, ScreenModel, as_cards
from update.messages import DiscardSend, PostOffer, SendCounter, Sheet, Step, Trade, TradeGive, TradeTake
from words.catalog import _
from words.said import Said

__all__ = ["discard_send", "post_offer", "send_counter", "sheet", "step", "trade", "trade_give", "trade_take"]


def sheet(s: ScreenModel, msg: Sheet) -> None:
    name = msg.sheet
    if name and name not in s.sheets_available():
        return
    was, s.sheet = s.sheet, name
    if name != "pay" and not (was == "pay" and not name):  # (the payment's sheet lies over its mode)
        s.mode = ""
    if name == "offer":
        s.give, s.want = [0] * N_RES, [0] * N_RES
    elif name == "counter":
        sight = s.sight()
        if sight.request is not None:  # the open table's quote: drafted from nothing
            s.give, s.want = [0] * N_RES, [0] * N_RES
            return
        offer, hand = sight.open_offer, sight.hand
        if offer is None or hand is None:
            return
        # Start from the offer turned round: give what it wants, want what it gives.
        s.give = [min(n, hand[r]) for r, n in enumerate(offer.want)]
        s.want = [min(n, MAX_WANT) for n in offer.give]
    elif name == "trade":
        s.trade_give = s.trade_take = -1


def step(s: ScreenModel, msg: Step) -> None:
    if msg.draft not in DRAFTS:
        return
    r = msg.res
    counts = {"give": s.give, "want": s.want, "pay": s.pay}.get(msg.draft, s.discard)
    limit = s.draft_limit(msg.draft, r)
    counts[r] = max(0, min(limit, counts[r] + msg.delta))
    if msg.draft == "discard" and sum(counts) > s.discard_owed():
        counts[r] -= 1


def trade_give(s: ScreenModel, msg: TradeGive) -> None:
    s.trade_give = -1 if s.trade_give == msg.res else msg.res
    if s.trade_take == s.trade_give:
        s.trade_take = -1


def trade_take(s: ScreenModel, msg: TradeTake) -> None:
    s.trade_take = -1 if s.trade_take == msg.res else msg.res


def trade(s: ScreenModel, msg: Trade) -> None:
    kind = A.BARGE if msg.via == "barge" else A.TRADE
    if s.trade_give < 0 or s.trade_take < 0:
        s.message = Said(lambda: _("Choose what to give and what to take."))
        return
    action = A.with_arg(kind, s.trade_give, s.trade_take)
    if action not in s.legal():
        s.message = Said(lambda: _("That trade is not possible now."))
        return
    s.play(action)


def post_offer(s: ScreenModel, _msg: PostOffer) -> None:
    living = s.sight().living is not None
    action = request_action(as_cards(s.give), as_cards(s.want)) if living else A.offer(as_cards(s.give), as_cards(s.want))
    why = s.refused(action)
    if why is not None:
        s.message = why
        return
    s.play(action)


def send_counter(s: ScreenModel, _msg: SendCounter) -> None:
    me = s.viewer()
    if me is None:
        return
    request = s.sight().request
    action = (A.counter(me, as_cards(s.give), as_cards(s.want)) if request is None
              else quote_action(me, request, as_cards(s.give), as_cards(s.want)))
    why = s.refused(action)
    if why is not None:
        s.message = why
        return
    s.play(action)


def discard_send(s: ScreenModel, _msg: DiscardSend) -> None:
    me = s.viewer()
    if me is None or s.match.phase != Phase.DISCARD or s.table.decider != me:
        return
    err = s.match.why_not_discard(me, as_cards(s.discard))
    if err is not None:
        s.message = s.said(err)
        return
    for r in range(N_RES):
        for _n in range(s.discard[r]):
            s.table.play(A.with_arg(A.DISCARD, me, r))
    s.discard = [0] * N_RES
