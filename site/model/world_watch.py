"""Living Island's world events as the table keeps them for the page: the last one in words
(``words.living_news.WorldNews``, the page's card), every one drawn (for the results' life chart),
and the humans who acted since the last (its card is gone for them)."""

from __future__ import annotations

from collections.abc import Sequence

from engine import events as E
from engine.cards import N_RES

from words import places
from words.catalog import language
from words.living_news import WorldNews, follow

__all__ = ["WorldWatch"]


class WorldWatch:
    """What the table keeps of the world events (empty in Cinderisle)."""

    def __init__(self) -> None:
        self._news: WorldNews | None = None
        self._lang = language()
        self._moves: list[tuple[Sequence[E.Event], places.Where]] = []
        """The moves of the last world event (from its kind's draw), to word it again."""
        self.drawn: list[tuple[int, int]] = []
        """Every world event drawn, as (the game's turns then, the event)."""
        self.acted: set[int] = set()
        """The humans who acted since the last world event."""
        self.gathered: dict[int, list[int]] = {}
        """Each seat's half cards of each resource collected from harvests (the results' table)."""

    def move(self, events: Sequence[E.Event], where: places.Where, turns: int) -> None:
        """One move's events (places named on ``where``, the board before it)."""
        if any(isinstance(e, E.WorldKind) for e in events):
            self.acted = set()
            self._moves = []
        news = self.news
        if (news is not None and not news.done) or any(isinstance(e, E.WorldKind) for e in events):
            self._moves.append((events, where))
        self._news = follow(news, events, where)
        self.drawn.extend((turns, e.event) for e in events if isinstance(e, E.WorldEvent))
        for e in events:
            if isinstance(e, E.Gathered):
                self.gathered.setdefault(e.seat, [0] * N_RES)[e.resource] += e.halves

    @property
    def news(self) -> WorldNews | None:
        """The last world event, in words as the board showed it (worded again in the language
        in force: its places are words)."""
        if self._news is not None and self._lang != language():
            again = None
            for events, where in self._moves:
                again = follow(again, events, where)
            if again is not None:
                self._news = again._replace(number=self._news.number)
        self._lang = language()
        return self._news

    def collected(self, whole: list[list[int]]) -> tuple[tuple[int, ...], ...]:
        """The cards each seat collected from harvests: ``whole`` (Cinderisle's) and the halves
        gathered, as whole cards (an odd half left out)."""
        got = self.gathered
        return tuple(tuple(n + got.get(seat, [0] * N_RES)[r] // 2 for r, n in enumerate(row))
                     for seat, row in enumerate(whole))

    def shown_to(self, viewer: int | None) -> WorldNews | None:
        """The last world event while its card shows to ``viewer`` (until it acts again)."""
        return self.news if self.news is not None and viewer not in self.acted else None
