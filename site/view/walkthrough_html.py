"""Living Island's first-time walkthrough, drawn: one step as a small card (``#walkthrough``)
with its title, its words, how far along it is, Skip and Next (Got it on the last), and a
pointer to the rules' Living Island part.  Pure Python; the steps are ``model.walkthrough``'s.

>>> html = step_html(0)
>>> 'data-action="walk-next"' in html, 'data-action="walk-skip"' in html, "1 of 4" in html
(True, True, True)
>>> 'data-action="walk-skip"' in step_html(3), "Got it" in step_html(3)
(False, True)
"""

from __future__ import annotations

from engine.rules.living_moves import RECLAIM_CARDS

from model.walkthrough import STEPS
from view.markup import button, esc, tag
from words.catalog import _

__all__ = ["step_html"]


def step_html(i: int) -> str:
    """Step ``i`` (0-based) of the walkthrough: the inside of ``#walkthrough``."""
    step = STEPS[i]
    last = i == len(STEPS) - 1
    skip = "" if last else button(esc(_("Skip")), "walk-skip", cls="btn walk-skip")
    more = button(esc(_("More in the rules")), "rules", cls="btn walk-more", data_section="living")
    return (
        tag("p", esc(_("New in Living Island · {n} of {total}").format(n=i + 1, total=len(STEPS))), cls="walk-count")
        + tag("h2", esc(_(step.title)), cls="walk-title", id="walk-title")
        + tag("p", esc(_(step.words).format(n=RECLAIM_CARDS)), cls="walk-words", id="walk-words")
        + tag("div", more + skip + button(esc(_("Got it") if last else _("Next")), "walk-next",
                                          cls="btn btn-primary walk-next"), cls="walk-do")
    )
