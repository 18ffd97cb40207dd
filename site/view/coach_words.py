"""The coach's words, where the game screen says them: in the status box (with a lesson's "More",
the button to the rule behind it), over an open sheet, in the results; and its Hide / show
control (a tool beside Hint).  What the coach says is the frame's (``model.coach`` decides it);
this draws it.
"""

from __future__ import annotations

from model.frame import Frame
from view import glossary
from view.markup import esc
from words.catalog import _, pgettext

COACH_BUBBLE = ('<svg class="ico" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 5h16v10H10l-5 4v-4H4z" '
                'fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>')
"""The coach's icon (its Hide / show control)."""


LESSON_SECTIONS = {
    "first-hearth": "setup", "first-causeway": "setup", "second-hearth": "setup", "payout": "setup",
    "roll": "turn", "harvest": "turn", "build": "building", "supply-trade": "supply",
    "exchange-offer": "exchange-board", "exchange-confirm": "exchange-board", "seven-discard": "discards",
    "seven-ashcloud": "ashcloud", "seven-steal": "stealing", "buy-venture": "ventures", "play-venture": "ventures",
    "end": "winning",
}
"""The rules' section (``#rules-<name>``) each lesson's "More" opens."""


def _said(words_html: str) -> str:
    """The coach's words (``words_html``, escaped), after its name: ``<b>Coach:</b> …``."""
    return f'<b class="coach-who">{esc(_("Coach:"))}</b> {words_html}'


def more_html(step: str) -> str:
    """A lesson's "More": a button that opens its rule (``data-action="rules"``)."""
    section = LESSON_SECTIONS.get(step, "")
    if not section:
        return ""
    return (f'<button type="button" class="coach-more" data-action="rules" data-section="{section}" '
            f'aria-label="{esc(_("More on this: its rule"))}" title="{esc(_("The rule behind this lesson"))}">'
            f'{esc(pgettext("the coach: a lesson rule", "More"))}</button>')


def coach_line_html(f: Frame) -> str:
    """What the coach says now, in the status box ("" : hidden, or nothing to say), and, for
    a lesson, "More": its rule."""
    if not f.coach or not f.coach_words or f.coach == "end":
        return ""
    return (f'<p class="coach-line" id="coach" data-coach-line="{esc(f.coach)}" data-coach-target="'
            f'{esc(f.coach_target)}">{_said(glossary.linked(f.coach_words))} {more_html(f.coach)}</p>')


def coach_sheet_line_html(f: Frame) -> str:
    """What the coach says while a sheet is open, in the sheet's dialog (drawn above it, in its
    shade: the status box lies under the sheet)."""
    if not f.sheet or not f.coach or not f.coach_words or f.viewer is None:
        return ""
    return (f'<p class="coach-line coach-over-sheet" data-coach-line="{esc(f.coach)}" data-coach-target="'
            f'{esc(f.coach_target)}">{_said(esc(f.coach_words))}</p>')


def coach_toggle_html(f: Frame) -> str:
    """The coach's Hide / show control (a tool beside Hint)."""
    if not f.coach or f.view.is_over:
        return ""
    word = _("Coach") if f.coach_hidden else _("Hide coach")
    title = _("Show the coach") if f.coach_hidden else _("Hide the coach")
    pressed = "false" if f.coach_hidden else "true"
    return (f'<button type="button" class="btn btn-tool btn-coach{"" if f.coach_hidden else " is-on"}" '
            f'data-action="coach" aria-pressed="{pressed}" title="{esc(title)}">'
            f'{COACH_BUBBLE}<span class="tool-word">{esc(word)}</span></button>')


def coach_end_html(f: Frame) -> str:
    """The coach's last words, in the results."""
    if f.coach != "end" or not f.coach_words:
        return ""
    return f'<p class="coach-line coach-end">{_said(esc(f.coach_words))}</p>'
