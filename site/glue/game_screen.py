"""The game on the screen: draw its frame (only the regions that changed), the log, the top
bar; then save, run the clock and let the AI move.  ``update.screen.Screen`` decides everything; this
module only patches the DOM with what ``panels`` drew."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.actions import WORLD_EVENTS

from glue import chrome, clocks, coaching, collector, effects, focus, scheduler, startup, storage, walkthrough
from glue.dom import (
    after_frame,
    by_id,
    create_proxy,
    dataset,
    document,
    found,
    later,
    options,
    set_board,
    set_html,
    window,
)
from glue.model import END_GUARD_MS, drawn, ui
from model import saves
from model.coach import Coach
from model.frame import Frame
from model.table import Table
from update.screen import Screen
from view import glossary, panels
from words import catalog
from words.things import island_words

__all__ = ["render_log", "schedule_ai", "show", "update"]


def show(table: Table, link: dict[str, str], island: int | str, clock: saves.Clock | None = None,
         coach: Coach | None = None) -> None:
    """Put ``table``'s game on the screen (a new game, a resumed one, the end of a replay);
    ``coach``: the coach of a "Learn to play" game."""
    clocks.stop_clocks()
    drawn.clock = clock
    ui.generation += 1
    ui.form = None
    ui.replay = None
    by_id("newgame").innerHTML = ""
    by_id("newgame").hidden = True
    ui.screen = Screen(table)
    ui.screen.coach = coach
    drawn.ai_errors_shown = len(table.ai_errors)
    ui.link = dict(link)
    ui.island_key = island
    ui.island = table.match.island
    ui.end_hidden = False
    drawn.game_search = str(window.location.search)
    drawn.layer, drawn.opener = "", None
    drawn.rolls_shown = -1
    drawn.harvests_shown = None
    drawn.saved_actions = -1
    chrome.clear((), shown=True)
    name = island_words(island)
    by_id("island-name").textContent = name
    document.title = f"Cinderisle · {name}"
    dataset(screen="game", seed=island, replay_step=None, replay_total=None)
    update()


def _charts() -> Any:
    """The end-of-game pictures' module (imported in the warm-up, else here), or None if it fails."""
    try:
        from view import charts

        return charts
    except Exception as exc:  # noqa: BLE001 - the pictures are another module's: the results must still show
        window.console.warn(f"the end-of-game pictures failed: {exc!r}")
        return None


def _regions(frame: Frame) -> dict[str, str]:
    """Every region's HTML.  The results come first without their pictures, which are drawn in
    a task of their own after that frame (:func:`_ask_pictures`): the task that showed the
    results was the longest of a cheap tablet's whole game (196-279 ms at 4x), the pictures'
    module loaded, four charts drawn and all of it parsed at once, beside the memory said for
    the bench (most of it, and now said only when asked)."""
    shown = frame.view.is_over and not ui.end_hidden
    pictures = shown and drawn.pictures == ui.generation
    try:
        return panels.regions(frame, _charts() if pictures else None, end_shown=shown,
                              pictures_coming=shown and not pictures)
    except Exception as exc:  # (as above: the results without their pictures)
        if not pictures:
            raise
        window.console.warn(f"the end-of-game pictures failed: {exc!r}")
        return panels.regions(frame, None, end_shown=True)


def _ask_pictures() -> None:
    """Once the results are shown without their pictures, draw them after that frame."""
    if drawn.pictures_asked == ui.generation:  # (asked once a game: drawn only after that)
        return
    drawn.pictures_asked = generation = ui.generation

    def draw(*_: Any) -> None:
        if ui.generation == generation and ui.screen is not None:
            drawn.pictures = generation
            update()

    after_frame(draw)


def update(focused: str | None = None, board_first: bool = False) -> None:
    """Draw what changed, then save, run the clock and schedule the AI (not in a tab whose
    game another tab took: it waits, ``glue/tabs.py``).

    ``board_first`` (an AI seat's move, :func:`_draw_ai`): when the island changed, it is drawn
    first in a frame of its own, and the rest after that frame (``focused``: what had focus
    before that first part, given back if it lost it).  The page's ``data-*`` attributes are set
    with the rest, so what tests and tools wait on is drawn whole.  A person's press is drawn
    whole at once: what the glue does after it (focus to the tray after Roll) needs the whole."""
    screen = ui.screen
    if screen is None or ui.other_tab:
        return
    before = focus.focus_key() or focused
    frame = screen.frame()
    v = frame.view
    t = screen.table
    drawn.draws += 1
    if set_board(drawn.cache, panels.board_layers(frame, island_words(ui.island_key))) and board_first:
        draws = drawn.draws

        def rest(*_: Any) -> None:
            if drawn.draws == draws:  # (not drawn whole since)
                update(before, board_first=False)

        after_frame(rest)
        return
    results_were_shown = bool(drawn.cache.get("end"))
    for region, html in _regions(frame).items():
        set_html(drawn.cache, region, html)
    if drawn.cache.get("end") and not results_were_shown:
        by_id("end").scrollTop = 0  # the results come on at their top (who won), not where the last ones were left
    if drawn.cache.get("end"):
        _ask_pictures()
    chrome.render_top()
    render_log(t.log)
    _guard_end()
    effects.shake_fresh_dice(len(v.rolls))
    # Behind the privacy screen nothing moves; at the Instant pace neither do the AI seats' turns.
    effects.fly_collected(t, still=frame.privacy is not None or (ui.pace == 0 and frame.is_ai(v.turn_seat)))
    dataset(
        screen="over" if v.is_over else "game",
        phase=v.phase.label, turn=v.turn_seat, turns=v.turns, decider=frame.decider,
        winner=v.winner if v.is_over else None,
        winners=",".join(map(str, v.winners)) if v.is_over else None,
        rules=v.rules, act=v.living.act if v.living is not None else None,
        event=WORLD_EVENTS[v.living.event] if v.living is not None and v.living.event >= 0 else None,
        event_card=frame.world.number if frame.world is not None and frame.world.event >= 0 else None,
        event_wave=frame.world.number % 2 if frame.world is not None and frame.world.event >= 0 else None,
        privacy="1" if frame.privacy is not None else "0",
        viewer=frame.viewer if frame.viewer is not None else "",
        mode=frame.active, actions=t.match.action_count, pace=ui.pace,
        sheet=frame.sheet, roll=v.last_roll or "", why=frame.explained, clocks=frame.clocks,
    )
    coaching.show(frame)
    if v.is_over:
        walkthrough.end_came()  # (Living Island's first steps never stand over the results)
    if v.is_over and drawn.memory_said != ui.generation and document.documentElement.hasAttribute("data-ask-memory"):
        # Once a game, when the page is asked (python build.py bench): a whole collection and a
        # count of every object, 150-250 ms of a cheap tablet's thread, in a task of its own.
        drawn.memory_said = ui.generation
        after_frame(lambda *_: startup.say_memory())
    _show_reason(frame.explained)
    overlay = bool(frame.privacy is not None or frame.sheet or (v.is_over and not ui.end_hidden))
    document.body.classList.toggle("has-overlay", overlay)
    focus.hold_behind(overlay)  # a dialog on top: the page behind it cannot be reached
    focus.restore_focus(before)
    focus.follow_dialogs(before)
    walkthrough.follow(frame.privacy is not None or bool(frame.sheet))  # (Living Island's first steps wait behind both)
    storage.write_save()
    clocks.run_clock(update)
    scheduler.schedule(_draw_ai)
    _think_ahead(frame)
    collector.tidy()


def _draw_ai() -> None:
    """An AI seat moved: the island first, in a frame of its own, then the rest after that frame.
    Both in one task were a cheap tablet's longest: 45-60 ms of Python at 4x, then the browser's
    style, layout and paint of both in one frame (up to 80 ms after a 7's world event)."""
    update(board_first=True)


_thought: list[Any] = [None]  # the decision whose advice a task of its own was asked to think through


def _think_ahead(frame: Frame) -> None:
    """Think ai-normal's advice for the viewer's decision through in a task of its own, once
    this drawing is on the screen, so that a press of Hint only shows it.  Asked for inside the
    press, the first hearth's advice (every corner of the island weighed) made a cheap tablet's
    press take 117 ms; queued straight after the press, it could run before the press's frame
    and hold that back (a Roll answered after 189 ms, 80 of them the advice).  The advice is
    the same whenever it is thought (its own seeded streams, the viewer's own view); behind the
    privacy screen nothing is thought for anyone.
    ``data-thought`` on ``<html>`` is the game's action count when it was last thought."""
    s = ui.screen
    if s is None or frame.privacy is not None or not s.can_hint():
        return
    key = s.hint_key()
    if _thought[0] == (ui.generation, key):
        return
    _thought[0] = (ui.generation, key)
    generation = ui.generation

    def think(*_: Any) -> None:
        now = ui.screen
        if now is s and ui.generation == generation and s.hint_key() == key and s.can_hint():
            s.advice()
            dataset(thought=s.match.action_count)  # (that it is thought, not what: python build.py test)

    after_frame(think)


def _show_reason(explained: str) -> None:
    """Show the reason of the refused control just pressed or focused (the frame's
    ``explained``), and no other.  It is marked here rather than drawn into its region, so that
    showing it never redraws the controls beside it (a tap under way on one of them would be
    lost with the element it began on); a new one is scrolled into sight (a sheet that scrolls)."""
    for el in document.querySelectorAll(".why.is-shown"):
        if str(el.id) != explained:
            el.classList.remove("is-shown")
    if explained:
        el = by_id(explained)
        if found(el):
            el.classList.add("is-shown")
            if explained != drawn.why_shown:
                el.scrollIntoView(options(block="nearest"))
    drawn.why_shown = explained


def _guard_end() -> None:
    """End turn has just taken Roll's place: it refuses presses for a moment (a double tap on
    Roll must not end the turn); ``data-end-ready`` is 0 until it takes them."""
    shown = found(document.querySelector('#tray [data-action="end"]'))
    if shown and not drawn.end_shown:
        drawn.end_ready_at = float(window.Date.now()) + END_GUARD_MS
        dataset(end_ready=0, end_guard=1)  # (a bar on the control shows the guard running out)
        generation = ui.generation

        def ready() -> None:
            if ui.generation == generation and float(window.Date.now()) >= drawn.end_ready_at - 1:
                dataset(end_ready=1, end_guard=None)

        later(END_GUARD_MS, ready)
    elif not shown and drawn.end_shown:
        dataset(end_guard=None)
    drawn.end_shown = shown


def schedule_ai() -> None:
    """Let the AI move now if one decides (the pace changed, say)."""
    if not ui.other_tab:
        scheduler.schedule(_draw_ai)


def _living() -> bool:
    """Whether the game on the screen plays Living Island (its words link to the glossary too)."""
    return ui.screen is not None and ui.screen.match.config.rule_set.living_board


def render_log(lines: Sequence[str]) -> None:
    """Append the log's new lines (the last 150 stay in the page), and rewrite the last one
    shown when it grew (a discard card by card is one line: "Moss returned 5: ...").  In a
    language other than the one they were drawn in, every line is drawn again (not read out)."""
    box = by_id("log")
    again = drawn.log_lang not in ("", catalog.language())
    drawn.log_lang = catalog.language()
    if len(lines) < drawn.log_shown or again:
        box.innerHTML = ""
        drawn.log_shown = 0
    shown = drawn.log_shown
    if shown and lines[shown - 1] != drawn.log_last and found(box.lastElementChild):
        box.lastElementChild.innerHTML = glossary.linked(lines[shown - 1], _living())
        drawn.log_last = lines[shown - 1]
        _announce([lines[shown - 1]])
    new = list(lines[drawn.log_shown:])
    if not new:
        return
    drawn.log_last = new[-1]
    living = _living()
    for line in new[-60:]:
        li = document.createElement("li")
        li.innerHTML = glossary.linked(line, living)  # (escaped; the game's words a tap from the glossary)
        box.appendChild(li)
    drawn.log_shown = len(lines)
    if not again:
        _announce(new)
    while box.childElementCount > 150:
        box.firstElementChild.remove()
    # Scroll when the browser lays the page out anyway: reading scrollHeight here would force a
    # layout of the whole page (the new board included) inside this call.
    window.requestAnimationFrame(_scroller())


_scroll_proxy: list[Any] = []


def _scroller() -> Any:
    """The log's scroll-to-the-end callback (one proxy for the page's lifetime)."""
    if not _scroll_proxy:
        def scroll(*_: Any) -> None:
            box = by_id("log")
            if found(box):
                box.scrollTop = box.scrollHeight

        _scroll_proxy.append(create_proxy(scroll))
    return _scroll_proxy[0]


def _announce(new: list[str]) -> None:
    """Say new log lines to a screen reader while the log is folded away (a closed
    ``<details>`` is not rendered, so its live region would stay silent)."""
    live = by_id("log-live")
    if found(live):
        live.textContent = "" if by_id("log-box").open else " ".join(new[-3:])
