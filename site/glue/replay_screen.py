"""A finished (or imported) game, move by move: the board, the seats and every hand after
each move (``replay.Replay`` keeps what was seen after each, every hand shown).
Nothing is saved meanwhile: the game in progress on the device, if any, stays as it was."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import WORLD_EVENTS

from glue import chrome, clocks, collector, focus, game_screen
from glue.dom import by_id, dataset, document, found, options, set_board, set_html
from glue.model import drawn, ui
from model.table import Table
from view import panels, replay_html, seat_cards, status
from words.catalog import _
from words.things import island_words

if TYPE_CHECKING:
    from model.coach import Coach
    from model.replay import Replay

KEYS = {"ArrowLeft": "replay-back", "ArrowRight": "replay-next", "Home": "replay-start", "End": "replay-end"}
"""Keys that step through a replay wherever the focus is (but a field)."""

__all__ = ["KEYS", "make", "render", "show", "step"]


def make(table: Table) -> Replay:
    """The replay of ``table``'s game (the module is loaded when first asked for)."""
    from model.replay import Replay

    return Replay(table)


def show(replay: Replay, back: Table | None, link: dict[str, str], coach: Coach | None = None) -> None:
    """Step through ``replay``; leaving it returns to ``back`` (None: the new-game screen), with
    its ``coach`` (a coached game's: its last words come back)."""
    clocks.stop_clocks()
    ui.generation += 1
    ui.form = None
    ui.screen = None
    ui.replay = replay
    ui.replay_back = (back, dict(link), coach) if back is not None else None
    ui.link = dict(link)
    ui.island = replay.island
    ui.island_key = replay.config.island_key
    by_id("newgame").innerHTML = ""
    by_id("newgame").hidden = True
    chrome.clear(("tray", "sheet", "privacy", "end"), shown=True)
    dataset(coach_step=None, coach=None)  # a replay has no coach
    document.body.classList.remove("has-overlay")
    name = _("Replay · {island}").format(island=island_words(ui.island_key))
    by_id("island-name").textContent = name
    document.title = f"Cinderisle · {name}"
    render()


def render() -> None:
    replay = ui.replay
    if replay is None:
        return
    before = focus.focus_key()
    frame = replay.frame()
    v = frame.view
    set_board(drawn.cache, panels.board_layers(frame, island_words(ui.island_key)))
    set_html(drawn.cache, "seats", seat_cards.seats_html(frame))
    set_html(drawn.cache, "status", replay_html.controls_html(replay))
    set_html(drawn.cache, "supply", status.supply_html(frame))
    set_html(drawn.cache, "hand", replay_html.hands_html(replay))
    chrome.render_top()
    game_screen.render_log(replay.shown_log())
    dataset(
        screen="replay", replay_step=replay.step, replay_total=replay.total, phase=v.phase.label,
        turn=v.turn_seat, turns=v.turns, decider=v.actor, winner=v.winner if v.is_over else None,
        privacy="0", viewer="", mode="", actions=replay.actions_done, sheet="", roll=v.last_roll or "",
        seed=ui.island_key, timer=None, clocks=replay.final.match.config.clocks,
        # The replayed game's rule set and act (the screen before may have been another game's, or
        # the new-game form's); no event card's wave, which would turn the rings again at each step.
        rules=v.rules, act=v.living.act if v.living is not None else None,
        event=WORLD_EVENTS[v.living.event] if v.living is not None and v.living.event >= 0 else None,
        event_card=None, event_wave=None,
    )
    target = document.querySelector(before) if before and not before.startswith("board|") else None
    if found(target) and not target.disabled:  # the pressed step button keeps the focus
        target.focus(options(preventScroll=True))
    collector.tidy()


def step(action: str) -> None:
    """``replay-start`` / ``-back`` / ``-next`` / ``-end``."""
    replay = ui.replay
    if replay is not None and replay.press(action):
        render()
