"""Who sits at the table: the seats' lantern colours, their shape marks, and a seat's spec.

Small, for the new-game form and the saves, which the first screen draws before any game
(:mod:`table` re-exports these).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.seats import HUMAN

from words.catalog import N_, _

__all__ = ["COLOURS", "COLOUR_WORDS", "SEAT_SHAPES", "SHAPES", "SHAPE_WORDS", "SeatSpec", "colour_name", "seat_name",
           "shape_name"]

COLOURS = ("Coral", "Saffron", "Lagoon", "Moss")
SHAPES = ("circle", "square", "triangle", "diamond")
SEAT_SHAPES = dict(zip(COLOURS, SHAPES, strict=True))
"""Lantern colour name -> shape mark (rulebook: Coral a circle, Saffron a square ...): the one
table of them (the board, the charts and the form read it here)."""
COLOUR_WORDS = {"Coral": N_("Coral"), "Saffron": N_("Saffron"), "Lagoon": N_("Lagoon"), "Moss": N_("Moss")}
"""The colours' names for the catalog: a record keeps the English key, the page shows it in the
language in force (:func:`colour_name`)."""
SHAPE_WORDS = {"circle": N_("circle"), "square": N_("square"), "triangle": N_("triangle"), "diamond": N_("diamond")}


def shape_name(shape: str) -> str:
    """A shape mark's name in the language in force."""
    return _(SHAPE_WORDS[shape]) if shape in SHAPE_WORDS else shape


def colour_name(colour: str) -> str:
    """A lantern colour's name in the language in force (a key not among :data:`COLOURS` as it is)."""
    return _(COLOUR_WORDS[colour]) if colour in COLOUR_WORDS else colour


def seat_name(name: str, colour: str) -> str:
    """A seat's name as shown: the default (the seat's colour, a record's English key) in the
    language in force; a name a person typed as typed.

    >>> seat_name("Moss", "Moss"), seat_name("Ana", "Coral"), seat_name("Moss", "Coral")
    ('Moss', 'Ana', 'Moss')
    """
    return colour_name(name) if name == colour else name


@dataclass(frozen=True)
class SeatSpec:
    """Who sits in a seat: ``kind`` is ``human`` or an AI level; ``name`` is shown as text.

    ``colour`` is the seat's lantern colour (one of :data:`COLOURS`; empty: the seat's
    own by position).
    """

    kind: str = HUMAN
    name: str = ""
    colour: str = ""
