"""Words kept for later: what to say (a function and the values it words), put into words in the
language in force each time it is read, so that a language chosen mid-game words the past again
(the log, the notes, the recap, the last press's message: issue 28, item 4).

A :class:`Said` words itself once per language (the words are kept until the language changes),
so keeping one costs a tuple, and reading it again in the same language costs a comparison.
:class:`Lines` is a list of them that reads as a list of strings.

>>> from words import catalog
>>> hello = Said(catalog._, "New game")
>>> str(hello)
'New game'
>>> catalog.use_pseudo(); str(hello)
'[Ñéŵ ĝàɱé]'
>>> log = Lines([hello]); log.append(Said(str.upper, "x")); list(log), log[-1], len(log)
(['[Ñéŵ ĝàɱé]', 'X'], 'X', 2)
>>> catalog.use_english(); log[:1]
['New game']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, overload

from words.catalog import language

__all__ = ["Lines", "Said"]


class Said:
    """``words(*values)`` in the language in force when read (``str()``)."""

    __slots__ = ("_lang", "_text", "_values", "_words")

    def __init__(self, words: Callable[..., str], *values: Any) -> None:
        self._words = words
        self._values = values
        self._lang = language()
        self._text = words(*values)

    def __str__(self) -> str:
        if self._lang != language():
            self._text, self._lang = self._words(*self._values), language()
        return self._text

    def __repr__(self) -> str:
        return f"Said({str(self)!r})"

    def __bool__(self) -> bool:
        return bool(str(self))


class Lines(Sequence[str]):
    """Lines kept as :class:`Said`, read as strings in the language in force."""

    def __init__(self, said: Iterable[Said] = ()) -> None:
        self._said = list(said)

    @overload
    def __getitem__(self, i: int) -> str: ...

    @overload
    def __getitem__(self, i: slice) -> list[str]: ...

    def __getitem__(self, i: int | slice) -> str | list[str]:
        if isinstance(i, slice):
            return [str(s) for s in self._said[i]]
        return str(self._said[i])

    def __len__(self) -> int:
        return len(self._said)

    def __iter__(self) -> Iterator[str]:
        return (str(s) for s in self._said)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (Lines, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a list, not a value

    def __repr__(self) -> str:
        return f"Lines({list(self)!r})"

    def said(self, i: int) -> Said:
        """Line ``i`` as kept (to keep it elsewhere)."""
        return self._said[i]

    def append(self, said: Said) -> None:
        self._said.append(said)

    def extend(self, said: Iterable[Said]) -> None:
        self._said.extend(said)

    def replace_last(self, said: Said) -> None:
        self._said[-1] = said

    def cut(self, n: int) -> None:
        """Keep the first ``n`` lines only."""
        del self._said[n:]

    def copy(self) -> Lines:
        return Lines(self._said)
