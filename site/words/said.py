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
from typing import Any, Generic, TypeVar, overload

from words.catalog import language

__all__ = ["Lines", "Said", "Worded", "joined"]

T = TypeVar("T")


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


def joined(told: tuple[Said, ...]) -> str:
    """Several kept sentences read as one line (``Said(joined, told)``)."""
    return " ".join(str(s) for s in told)


class Worded(Sequence[str], Generic[T]):
    """Items kept as they are and read as words (:meth:`word`) when they are read: a list that
    reads in the language in force at each reading."""

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._items = list(items)

    def word(self, item: T) -> str:
        raise NotImplementedError

    @overload
    def __getitem__(self, i: int) -> str: ...

    @overload
    def __getitem__(self, i: slice) -> list[str]: ...

    def __getitem__(self, i: int | slice) -> str | list[str]:
        if isinstance(i, slice):
            return [self.word(s) for s in self._items[i]]
        return self.word(self._items[i])

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[str]:
        return (self.word(s) for s in self._items)


class Lines(Worded[Said]):
    """Lines kept as :class:`Said`, read as strings in the language in force."""

    def word(self, item: Said) -> str:
        return str(item)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (Lines, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a list, not a value

    def __repr__(self) -> str:
        return f"Lines({list(self)!r})"

    def said(self, i: int) -> Said:
        """Line ``i`` as kept (to keep it elsewhere)."""
        return self._items[i]

    def append(self, said: Said) -> None:
        self._items.append(said)

    def extend(self, said: Iterable[Said]) -> None:
        self._items.extend(said)

    def replace_last(self, said: Said) -> None:
        self._items[-1] = said

    def cut(self, n: int) -> None:
        """Keep the first ``n`` lines only."""
        del self._items[n:]

    def copy(self) -> Lines:
        return Lines(self._items)
