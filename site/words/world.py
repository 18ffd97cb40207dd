"""Living Island's world in the language chosen: the sixteen world events' names, their kinds
(burn, heal, still) and the three acts.

The engine names the events by their hooks (``engine.actions.WORLD_EVENTS``: ``fire-front``);
here each name is marked for the catalog (``N_``) and said in the language in force where the
page shows it, as ``words.things`` does for the resources.  Each language's words for them are
in ``docs/glossary-<lang>.md``.

>>> event_word(1), kind_word(0), act_word(3), act_label(2)
('Fire Front', 'Burn', 'The Bloom', 'Act II')
"""

from __future__ import annotations

from words.catalog import N_, _

__all__ = ["ACT_WORDS", "EVENT_WORDS", "KIND_WORDS", "ROMAN", "act_label", "act_word", "event_word", "kind_word"]

EVENT_WORDS = (
    N_("Emberstorm"), N_("Fire Front"), N_("Ashfall"), N_("Blight"), N_("Raider Razing"), N_("Sinkhole"),
    N_("Verdant Cascade"), N_("Spring Rains"), N_("Pioneers Return"), N_("Wildbloom"), N_("River Rebirth"),
    N_("Sanctuary"), N_("Tremor"), N_("Reversal"), N_("Supply Caravan"), N_("Wandering Traders"),
)
"""The world events' names (``WORLD_EVENTS``'s, in its order), marked for the catalog."""
KIND_WORDS = (N_("Burn"), N_("Heal"), N_("Still"))
"""The kinds of world event (``WORLD_KINDS``'s, in its order), as a card's chip says them."""
ACT_WORDS = ("", N_("The Burning"), N_("The Turning"), N_("The Bloom"))
"""Each act's name (LIVING-ISLAND 11), by act."""
ROMAN = ("", "I", "II", "III")


def event_word(event: int) -> str:
    """World event ``event``'s name in the language in force."""
    return _(EVENT_WORDS[event])


def kind_word(kind: int) -> str:
    """The kind ``kind`` (burn 0, heal 1, still 2) in the language in force, capitalised."""
    return _(KIND_WORDS[kind])


def act_word(act: int) -> str:
    """Act ``act``'s name in the language in force: ``The Burning``."""
    return _(ACT_WORDS[act])


def act_label(act: int) -> str:
    """``Act II`` in the language in force."""
    return _("Act {roman}").format(roman=ROMAN[act])
