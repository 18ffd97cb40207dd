"""The coach of "Learn to play" on the page: ``data-coach-step`` on ``<html>`` and the live
region that announces each step (``#coach-live``).  ``coach`` decides the steps and
``view.coach_words`` draws them; this module only sets the state tests and screen readers read."""

from __future__ import annotations

from glue.dom import by_id, dataset, found
from glue.model import drawn
from model.frame import Frame
from words.catalog import _

__all__ = ["show"]


def show(frame: Frame) -> None:
    """``data-coach-step`` (the step's name; absent in a game without a coach) and
    ``data-coach`` (``shown`` / ``hidden``); a new step's words are said once."""
    if not frame.coach:
        dataset(coach_step=None, coach=None)
        drawn.coach_said = ""
        return
    dataset(coach_step=frame.coach, coach="hidden" if frame.coach_hidden else "shown")
    words = frame.coach_words
    live = by_id("coach-live")
    if words and words != drawn.coach_said and found(live):
        drawn.coach_said = words
        live.textContent = _("Coach: {words}").format(words=words)
