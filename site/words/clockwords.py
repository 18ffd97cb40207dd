"""The table's clocks in players' words (:mod:`engine.clocks` says how long each runs).

A time is written with no-break spaces ("Your 20 s"), so that it never breaks across lines.

>>> span(20), your(clocks.RELAXED, clocks.OFFER), your(clocks.OFF, clocks.OFFER)
('20\\xa0s', 'Your\\xa060\\xa0s', '')
>>> [NAMES[c] for c in clocks.SETTINGS]
['Relaxed', 'Standard', 'Off']
"""

from __future__ import annotations

from typing import Final

from engine import clocks

from words.catalog import N_, _, pgettext

NBSP: Final = "\u00a0"
NAMES: Final = {clocks.RELAXED: N_("Relaxed"), clocks.STANDARD: N_("Standard"), clocks.OFF: N_("Off")}
"""Each clock setting as the new-game screen names it."""
def span(seconds: int) -> str:
    """``seconds`` as a player reads it, never broken across lines ("20 s")."""
    return f"{seconds}{NBSP}s"


def seconds_of(setting: str, kind: str) -> str | None:
    """How long the ``kind`` clock runs under ``setting``, as a player reads it ("20 s"); None: no clock (Off)."""
    n = clocks.seconds(setting, kind)
    return None if n is None else span(n)


def summary(setting: str) -> str:
    """What ``setting`` means, in one sentence.

    >>> summary(clocks.STANDARD)
    'Standard (the rulebook): 20\xa0s to answer an offer, 10\xa0s to confirm one, 30\xa0s to return cards after a 7.'
    >>> summary(clocks.OFF)
    'Off: no countdown; the table waits for each person.'
    """
    if clocks.seconds(setting, clocks.OFFER) is None:
        return _("Off: no countdown; the table waits for each person.")
    offer, confirm, discard = (span(clocks.seconds(setting, k) or 0) for k in clocks.KINDS)
    if setting == clocks.STANDARD:
        sentence = _("Standard (the rulebook): {offer} to answer an offer, {confirm} to confirm one, "
                     "{discard} to return cards after a 7.")
    else:
        sentence = _("Relaxed: {offer} to answer an offer, {confirm} to confirm one, {discard} to return cards "
                     "after a 7.")
    return sentence.format(offer=offer, confirm=confirm, discard=discard)


def your(setting: str, kind: str) -> str:
    """"Your 60 s" (never broken across lines), "" when no clock runs (Off)."""
    n = clocks.seconds(setting, kind)
    return "" if n is None else pgettext("clock", "Your {time}").replace(" ", NBSP).format(time=span(n))


__all__ = ["NAMES", "NBSP", "seconds_of", "span", "summary", "your"]
