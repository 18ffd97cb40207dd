"""The frame: what one drawing of the game screen shows, made from the model as a value.

:func:`frame` copies out what the screen's eyes see (an :class:`~model.adapter.Sight`), the
screen's and the table's own values, and the engine's reason, already in words, for every
control the drawing will refuse (:func:`asks` lists the questions the panels ask; the match
answers them).  The board's pressable sites are here too (:func:`pressable`).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from engine import actions as A
from engine.actions import Action
from engine.cards import (
    BOUNTIFUL,
    CACHE,
    EMBARGO,
    LANDMARK,
    MILITIA,
    N_RES,
    NUMBERS,
    SURVEYOR,
    TRAILBLAZING,
    TRIBUTE,
    WARDEN,
)
from engine.constants import BARGE_RATE
from engine.hexgrid import TILE_IDS
from engine.offer import ACCEPTED, COUNTERED
from engine.phase import Phase

from model import living_facts
from model.adapter import Sight
from model.coach import Moment
from model.frame import NO_REASONS, Ask, Frame, Pressable
from model.living_table import quote_action, request_action
from model.screen import LIVING_MODES, PAID_MODES, ScreenModel, as_cards
from update import hinting
from words.catalog import _
from words.narrate import takeback_brief, takeback_what, takeback_words
from words.places import Where
from words.said import Said

VENTURE_KINDS = ((WARDEN, A.WARDEN), (SURVEYOR, A.SURVEYOR), (BOUNTIFUL, A.BOUNTIFUL), (EMBARGO, A.EMBARGO),
                 (LANDMARK, A.REVEAL), (MILITIA, A.MILITIA), (TRIBUTE, A.TRIBUTE), (CACHE, A.CACHE),
                 (TRAILBLAZING, A.TRAILBLAZING))
"""Each venture card and the kind of action that plays it (a Landmark's: revealing it; Living
Island's Relic is never played)."""

__all__ = ["VENTURE_KINDS", "answer", "asks", "frame", "pressable", "takebacks", "taken_back"]


def frame(s: ScreenModel) -> Frame:
    """What to draw now (see :class:`~model.frame.Frame`): a value, with the engine's answer to
    every question its drawing asks (:func:`asks`)."""
    t = s.table
    sight = s.sight()
    viewer = s.viewer()
    privacy = s.privacy()
    legal = tuple(s.legal())
    sheets = frozenset(s.sheets_available())
    takeback, takeback_thing, brief = takebacks(s)
    moment = hinting.coach_moment(s, sight) if s.coach is not None else None
    questions = asks(s, sight, viewer, privacy, legal, sheets)
    return Frame(
        view=sight, island=t.match.island, seats=tuple(t.seats), ai=frozenset(t.ai), viewer=viewer,
        privacy=privacy, legal=legal, active=s.active_kind(), pressable=pressable(s, moment),
        sheets=sheets, mode=s.mode, decider=t.decider, sheet=s.sheet,
        give=tuple(s.give), want=tuple(s.want), discard=tuple(s.discard), pay=tuple(s.pay), trade_give=s.trade_give,
        trade_take=s.trade_take, message=s.message, dice=t.last_dice, recent=t.recent,
        history=tuple(tuple(row) for row in t.history), collected=t.world.collected(t.collected),
        latest=t.log[-1] if t.log else "", notes=hinting.notes(s), fresh=_fresh(s), takeback=takeback,
        takeback_what=takeback_thing, takeback_brief=brief, undo_why=_undo_why(s), explained=s.explained, clocks=s.clocks,
        recap=_recap(s), recap_open=s.recap_open, preview=s.preview_on and sight.living is not None,
        world_log=tuple(t.world.drawn) if sight.is_over else (),
        world=t.world.shown_to(viewer) if sight.living is not None else None,
        reasons=MappingProxyType({ask: answer(s, viewer, ask) for ask in questions}) if questions else NO_REASONS,
        **hinting.marks(s, moment),
    )


def asks(s: ScreenModel, v: Sight, viewer: int | None, privacy: int | None, legal: tuple[Action, ...],
         sheets: frozenset[str]) -> list[Ask]:
    """The questions ``view.panels`` asks of a frame's controls when it draws them (the
    controls that may not be used now say why), for what the screen shows now (``v``,
    ``viewer`` ...): the same conditions as the panels', so that each is asked once, when the
    frame is made (the frame then holds the answers)."""
    if viewer is None:
        return []
    kinds = {a.kind for a in legal}
    mine = viewer == s.table.decider and not v.is_over
    out: list[Ask] = []

    def why(kind: str, answer: int = -1, give: int = -1, take: int = -1) -> None:
        out.append(("why", kind, answer, give, take))

    def refused(action: Action) -> None:
        if mine:
            out.append(("refusal", action))

    # The hand: each venture card that cannot be played now (view.tray.hand_html).
    held = v.ventures or v.ventures_of(viewer) or ()
    for k, kind in VENTURE_KINDS:
        if k < len(held) and held[k]:
            playable = any(a.kind == A.WARDEN for a in legal) if kind == A.WARDEN else kind in kinds
            if not playable:
                why(kind)
    # The tray (view.tray.tray_html).
    ph = v.phase
    if privacy is None and not v.is_over:
        tray = True
        if mine:
            offer = v.open_offer
            if ph == Phase.DISCARD:
                out.append(("discard", tuple(s.discard)))
                tray = False
            elif ph in (Phase.ROB, Phase.CARAVAN):
                tray = False
            elif ph == Phase.OFFER:
                if offer is not None and A.with_arg(A.ACCEPT, viewer) not in legal and v.request is None:
                    why("accept")
                tray = False
            elif ph == Phase.CONFIRM:
                if v.request is not None:  # the open table's quotes (view.living_table)
                    for seat in range(v.n):
                        if (seat != v.request.seat and v.request.answers[seat] == "quote"
                                and A.with_arg(A.CONFIRM, seat) not in legal):
                            why("confirm", answer=seat)
                if offer is not None:
                    for seat in range(v.n):
                        if offer.answers[seat] in (ACCEPTED, COUNTERED) and A.with_arg(A.CONFIRM, seat) not in legal:
                            why("confirm", answer=seat)
                tray = False
            elif s.mode == "warden":
                tray = False
            elif s.mode in LIVING_MODES:
                tray = False
                paid = [a for a in s.site_actions(s.mode) if a.give is not None]
                if paid:  # the payment drafted (view.living_tray.mode_html)
                    refused(paid[0])
        if tray and ph not in (Phase.SETUP_HEARTH, Phase.SETUP_CAUSEWAY) and not (ph == Phase.MOVE_ASHCLOUD and mine):
            if ph == Phase.PRE_ROLL or not mine or ph != Phase.MAIN:
                if A.ROLL not in kinds:
                    why("roll")
            elif A.END not in kinds:
                why("end")
            for kind in ("causeway", "hearth", "beacon", "buy"):
                if kind not in kinds:
                    why(kind)
            for sheet in ("trade", "offer"):
                if sheet not in sheets:
                    why(sheet)
            if v.living is not None:  # Living Island's Reclaim and Bribe (view.living_tray)
                for kind in PAID_MODES:
                    if kind not in kinds:
                        why(kind)
    # The open sheet (view.sheets.sheet_html).
    g, r = s.trade_give, s.trade_take
    if s.sheet == "trade":
        for k in range(N_RES):
            why("trade", give=k)
            why("trade", give=g, take=k) if g >= 0 else why("trade", take=k)
        if g >= 0 and r >= 0:
            if not any(a.kind == A.TRADE and (a.a, a.b) == (g, r) for a in legal):
                refused(A.with_arg(A.TRADE, g, r))
            if v.n == 2 and not any(a.kind == A.BARGE and (a.a, a.b) == (g, r) for a in legal):
                refused(A.with_arg(A.BARGE, g, r))
    elif s.sheet == "offer":
        refused(request_action(as_cards(s.give), as_cards(s.want)) if v.living is not None
                else A.offer(as_cards(s.give), as_cards(s.want)))
    elif s.sheet == "counter":
        refused(A.counter(viewer, as_cards(s.give), as_cards(s.want)) if v.request is None
                else quote_action(viewer, v.request, as_cards(s.give), as_cards(s.want)))
    elif s.sheet == "bountiful":
        named = {a.a for a in legal if a.kind == A.BOUNTIFUL}
        for number in NUMBERS:
            if number not in named:
                refused(A.with_arg(A.BOUNTIFUL, number))
    elif s.sheet == "pay":  # (view.living_tray.pay_sheet)
        paid = [a for a in s.site_actions(s.mode) if a.give is not None]
        if paid:
            refused(paid[0])
    elif s.sheet == "embargo":
        named = {a.a for a in legal if a.kind == A.EMBARGO}
        for res in range(N_RES):
            if res not in named:
                refused(A.with_arg(A.EMBARGO, res))
    return out


def answer(s: ScreenModel, viewer: int | None, ask: Ask) -> str:
    """The engine's answer to ``ask`` for ``viewer`` now, in words ("": none, it would accept)."""
    m = s.match
    if ask[0] == "why":
        _, kind, answer, give, take = ask
        err = m.why_not(viewer, kind, answer=answer, give=give, take=take)
    elif ask[0] == "refusal":
        err = m.refusal(viewer, ask[1])
    else:
        err = m.why_not_discard(viewer, ask[1])
    return "" if err is None else s.worded(err)


def _undo_why(s: ScreenModel) -> str:
    err = s.table.undo_refusal()
    return "" if err is None else s.worded(err)


def _recap(s: ScreenModel) -> tuple[str, ...]:
    """What happened since the viewer last acted, while the viewer decides."""
    viewer = s.viewer()
    return tuple(s.table.recap_of(viewer)) if viewer is not None and s.my_turn() else ()


def _fresh(s: ScreenModel) -> tuple[tuple[str, int], ...]:
    viewer = s.viewer()
    return tuple(s.table.fresh.get(viewer, ())) if viewer is not None else ()


def _takeback(s: ScreenModel) -> tuple[Action, Where, int] | None:
    """What Undo would take back now, the island it was on and the cards a trade gave (None: nothing)."""
    action, viewer = s.table.takeback(), s.table.viewer
    if action is None or viewer is None:
        return None
    rate = 0
    if action.kind == A.TRADE:
        rate = s.match.rates_of(viewer)[action.a]  # a trade is at the seat's best rate, which it does not change
    elif action.kind == A.BARGE:
        rate = BARGE_RATE
    return action, living_facts.where_now(s.match), rate


def takebacks(s: ScreenModel) -> tuple[str, str, str]:
    """The Undo control's words, long, the thing it takes back and brief ("", "", "" when
    nothing can be taken back)."""
    now = _takeback(s)
    if now is None:
        return "", "", ""
    action, where, rate = now
    return takeback_words(action, where, rate), takeback_what(action, where, rate), takeback_brief(action)


def taken_back(s: ScreenModel) -> Said | None:
    """What Undo says once it took back what it would take back now ("Taken back: the hearth ...")."""
    now = _takeback(s)
    return None if now is None else Said(_taken_back, *now)


def _taken_back(action: Action, where: Where, rate: int) -> str:
    return _("Taken back: {what}.").format(what=takeback_what(action, where, rate))


# ---------------------------------------------------------------- the board

def pressable(s: ScreenModel, moment: Moment | None = None) -> Pressable:
    """Only the legal sites of the active kind (the hinted one marked; during placement,
    on request, each with its ember dots); nothing else.  ``moment``: the coach's now, if
    already made."""
    press = _pressable(s)
    h = hinting.current_hint(s)
    if h is not None:
        key = hinting.hint_target(s, h)
        if key.startswith(hinting.SITE_KEYS):
            press = replace(press, hinted=key)
    elif s.coach is not None and not s.coach.hidden:
        target = s.coach.step(moment if moment is not None else hinting.coach_moment(s)).target
        if target.startswith(hinting.SITE_KEYS):
            press = replace(press, hinted=target)
    if s.dots_on and s.my_turn() and s.match.phase == Phase.SETUP_HEARTH:
        dots = living_facts.corner_dots_now(s.match.corner_dots, s.match.living)
        press = replace(press, dots=tuple((c, dots[c]) for c in press.corners))
    return press


def _pressable(s: ScreenModel) -> Pressable:
    kind = s.active_kind()
    if not kind:
        return Pressable()
    targets = tuple(a.a for a in s.site_actions(kind))
    if kind == "causeway":
        return Pressable(edges=targets)
    if kind in ("hearth", "beacon"):
        return Pressable(corners=targets)
    if kind == A.RECLAIM:
        return Pressable(halves=targets)
    # The tiles that may not take the Ashcloud say why, in the engine's words.
    m = s.match
    viewer = s.viewer()
    ash = m.ash
    act = A.WARDEN if kind == "warden" else kind if kind in LIVING_MODES else A.ASHCLOUD
    paid = as_cards(s.pay) if kind in PAID_MODES else None
    barred = []
    for t in range(len(TILE_IDS)):
        if t in targets or not (t == ash or m.sheltered(t)):
            continue
        err = m.refusal(viewer, Action(act, t, give=paid) if paid is not None else A.with_arg(act, t))
        if err is not None:
            words = s.worded(err)
            barred.append((t, words[0].upper() + words[1:] + "."))
    return Pressable(tiles=targets, barred=tuple(barred))
