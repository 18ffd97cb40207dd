"""What a refused control of the game screen must say (issue 14: every "no" says why): its name
and the engine's reason for the viewer, and the rules' section each prompt's "Why?" opens,
worked out here from the engine itself, apart from the site's own tables.  The CPython walk
(tests/site/test_site_why_python.py) and the page (tests/browser/test_site_why.py) are held to
them."""

from __future__ import annotations

from engine import actions as A
from engine.actions import Action
from engine.cards import RES_NAMES, RESOURCES, VENTURE_NAMES, VENTURES
from engine.errors import RuleError
from engine.rules import apply, why_not, why_not_discard

from model.adapter import engine_state
from update.screen import Screen

SECTIONS = {
    "setup-hearth": "setup", "setup-causeway": "setup", "pre-roll": "turn", "roll": "turn", "main": "building",
    "discard": "seven", "move-ashcloud": "seven", "rob": "seven", "offer": "trading", "confirm": "trading",
}
"""The rules' section each prompt's "Why?" opens (written down here apart from the site's table)."""
UNCHOSEN = "choose what you give and what you take"
"""The trade sheet's own words while no trade is drafted yet (not an action: nothing to refuse)."""


def expected(screen: Screen, c: dict[str, str]) -> str:
    """The words a refused control must show: its name and the engine's reason for the
    viewer (``c``: the control's ``data-*``), computed here from the engine itself."""
    s = engine_state(screen)
    table = screen.table
    me = screen.viewer()
    assert me is not None
    name = table.name

    def engine(kind: str, **kw: int) -> str:
        err = why_not(s, me, kind, **kw)
        return "(the engine allows it)" if err is None else err.worded(name)

    def refusal(action: Action) -> str:
        try:
            apply(s.copy(), action)
        except RuleError as exc:
            return exc.worded(name)
        return "(the engine allows it)"

    action = c.get("action", "")
    res = RESOURCES.index(c["res"]) if c.get("res") in RESOURCES else -1
    venture = c.get("venture")
    if venture:
        k = [n.lower() for n in VENTURE_NAMES].index(venture)
        kind = "reveal" if VENTURES[k] == "landmark" else VENTURES[k]
        return f"{VENTURE_NAMES[k]}: {engine(kind)}"
    if action == "roll":
        return f"{'Flip the Tide' if s.tide else 'Roll'}: {engine('roll')}"
    if action == "end":
        return f"End turn: {engine('end')}"
    if action == "mode":
        return f"{c['kind'].capitalize()}: {engine(c['kind'])}"
    if action == "buy":
        return f"Buy venture: {engine('buy')}"
    if action == "sheet":
        return {"trade": "Trade with the Supply", "offer": "Trade with players"}[c["sheet"]] + ": " + engine(c["sheet"])
    if action == "undo":
        err = table.undo_refusal()
        return f"Undo: {err.worded(name) if err else '(it can)'}"
    if action == "trade-give":
        return f"Give {RES_NAMES[res]}: {engine('trade', give=res)}"
    if action == "trade-take":
        g = screen.trade_give
        return f"Take {RES_NAMES[res]}: " + (engine("trade", give=g, take=res) if g >= 0 else engine("trade", take=res))
    if action == "trade":
        g, r = screen.trade_give, screen.trade_take
        via = "Barge" if c.get("via") == "barge" else "Trade"
        if g < 0 or r < 0:
            return f"{via}: {UNCHOSEN}"
        return f"{via}: " + refusal(A.with_arg(A.BARGE if via == "Barge" else A.TRADE, g, r))
    if action == "post-offer":
        return refusal(A.offer(tuple(screen.give), tuple(screen.want)))  # type: ignore[arg-type]
    if action == "send-counter":
        return refusal(A.counter(me, tuple(screen.give), tuple(screen.want)))  # type: ignore[arg-type]
    if action == "discard-send":
        err = why_not_discard(s, me, tuple(screen.discard))  # type: ignore[arg-type]
        return f"Return {screen.discard_owed()}: " + (err.worded(name) if err else "(it may)")
    if action == "accept":
        return f"Accept: {engine('accept')}"
    if action == "confirm":
        seat = int(c["seat"])
        return f"Confirm {name(seat)}: {engine('confirm', answer=seat)}"
    if action == "bountiful":
        return f"{c['number']}: " + refusal(A.with_arg(A.BOUNTIFUL, int(c["number"])))
    if action == "embargo":
        return f"{RES_NAMES[res]}: " + refusal(A.with_arg(A.EMBARGO, res))
    raise AssertionError(f"a refused control the test does not know: {c}")
