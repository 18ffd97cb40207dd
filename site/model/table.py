"""The table around one device: seats (human or AI), whose eyes are on the screen, the log.

Pure Python (no ``js``): the page's glue asks a :class:`Table` what to show and
hands it taps, timer expiries and AI ticks.  The engine decides and says what happened
(:mod:`engine.events`); the game is an :class:`adapter.Match` (the page's one door to the
engine), and this module keeps track of who is looking and keeps what the page shows of
the past: the log (:mod:`narrate` puts each action into words), each seat's
renown at the end of every turn and the cards each collected, and the harvests the page
has yet to fly to their seats.

>>> from model.adapter import GameConfig
>>> t = Table(GameConfig(seats=2, seed=9, island="landfall"), [SeatSpec("human", "Ana"), SeatSpec("ai-easy", "Bo")])
>>> t.decider == t.match.first_seat
True
>>> while t.is_ai(t.decider):
...     _ = t.ai_step()
>>> t.privacy_seat() is None   # one human: no privacy screen needed
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine import events as E
from engine.actions import CHANCE_KINDS, DISCARD, TAKE_BACK_KINDS, TIMER_KINDS, Action
from engine.ai import make_seat
from engine.cards import N_RES
from engine.errors import NOT_NOW, RuleError
from engine.events import Event
from engine.phase import Phase
from engine.seats import AI_KINDS, HUMAN

from model import jsontext
from model.adapter import GameConfig, Match, RecordError
from model.living_facts import where_now
from model.seating import COLOURS, SHAPES, SeatSpec, seat_name
from model.thinking import THINK_SECONDS, Thinking
from model.world_watch import WorldWatch
from words.catalog import _
from words.narrate import describe, discard_line, notes, recap_items, win_line
from words.places import Where
from words.said import Lines, Said, Worded, joined
from words.things import cards_words

SAVE_FORMAT = "cinderisle-table"
SAVE_VERSION = 2
"""2 (2026-12): the log, the renown history and the harvest counts are no longer saved but
played again from the record; version 1 saves are read as they are (:func:`load_table`)."""


class ShownNames(Worded[SeatSpec]):
    """The seats' names as shown (:func:`seat_name`), read when they are read: a line of the log
    worded again after a switch of language names a default seat in the new language.

    >>> names = ShownNames([SeatSpec("human", "Coral", "Coral"), SeatSpec("human", "Ana", "Moss")])
    >>> list(names), len(names)
    (['Coral', 'Ana'], 2)
    """

    def word(self, item: SeatSpec) -> str:
        return seat_name(item.name, item.colour)


def _told(log: Lines, said: Said, events: Sequence[E.Event], world: list[Said]) -> list[Said]:
    """Keep ``said`` in ``log`` and return the lines of the world event it tells of (``world``: the
    move's so far): a world event's steps (its draw, aim, fire or sinking, salvage) make one line."""
    if world:
        log.replace_last(Said(joined, (*world, said)))
        return [*world, said]
    log.append(said)
    return [said] if any(isinstance(e, E.WorldEvent) for e in events) else []


class Table:
    """One game at one device."""

    def __init__(self, config: GameConfig, seats: list[SeatSpec], match: Match | None = None) -> None:
        if len(seats) != config.seats:
            raise ValueError(f"{len(seats)} seat descriptions for a {config.seats}-seat game")
        for spec in seats:
            if spec.kind != HUMAN and spec.kind not in AI_KINDS:
                raise ValueError(f"unknown seat kind {spec.kind!r}")
        colours = _colours([s.colour for s in seats])
        self.seats = [
            SeatSpec(s.kind, (s.name or colours[i]).strip()[:24] or colours[i], colours[i]) for i, s in enumerate(seats)
        ]
        self.match = match if match is not None else Match(config, takebacks=True)
        """The game (behind the adapter's door: its public facts, its record, what a seat may do)."""
        self.ai = {i: make_seat(s.kind, config.seed, i) for i, s in enumerate(self.seats) if s.kind != HUMAN}
        humans = self.humans()
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.log = Lines()
        """Every action in words, as everybody at the table may read it (``words.said``: in any language)."""
        self.history: list[list[int]] = []
        """Public renown of every seat at the end of each turn (and at the win)."""
        self.collected: list[list[int]] = [[0] * N_RES for _ in self.seats]
        """Cards each seat collected from harvests (rolls, Bountiful Tides, second hearths)."""
        self.harvests: list[E.Harvested] = []
        """Every harvest so far, in order (the page flies the cards of the new ones)."""
        self.last_dice: tuple[int, int] | None = None
        """The dice of the last roll (None before it, or in a game on the Tide deck)."""
        self.recent: tuple[str, int] | None = None
        """The piece the last action built, as (hearth / beacon / causeway, corner or edge)."""
        self.fresh: dict[int, list[tuple[str, int]]] = {i: [] for i in self.humans()}
        """For each human, the pieces other seats built since that human last acted (marked on
        the board until it acts)."""
        self.notes: dict[int, Lines] = {i: Lines() for i in range(len(self.seats))}
        """What only one seat may read (the card it stole or lost, the venture card it drew),
        newest last; :attr:`notes_read` says how many of them it has read: all it had once it acts
        again (the status then shows the news of what it did), or once its turn ends."""
        self.notes_read: dict[int, int] = {i: 0 for i in range(len(self.seats))}
        self.recap: dict[int, Lines] = {i: Lines() for i in self.humans()}
        """For each human, what the other seats did since that human last acted, a line each
        (``narrate.recap_items``: builds, cards bought and played, trades, the Ashcloud, steals)."""
        self.recap_gains: dict[int, list[int]] = {i: [0] * N_RES for i in self.humans()}
        """For each human, the cards it collected from others' rolls since it last acted."""
        self._discarding: tuple[int, list[int]] | None = None
        """(seat, cards so far) of the discard the last log line tells, while it grows."""
        self._kept: list[tuple[Any, ...]] = []
        """What the table kept before each action the game may still take back (to restore)."""
        self.world = WorldWatch()  # (Living Island's world events as the page shows them)
        self.thinking = Thinking(self.match)
        """The AI seats' decisions part-way through, and what went wrong inside them."""

    # ------------------------------------------------------------ who is who

    @property
    def decider(self) -> int:
        """The seat whose decision the game waits for (-1 when over).  After a 7 the AI seats
        that owe cards return them first, at once (RULINGS 5: "AI seats discard at once"), so
        none waits for a human's discard; the humans are asked after, in turn from the seat on
        turn (the engine's own order, ``State.actor``)."""
        m = self.match
        if m.phase == Phase.DISCARD:
            owed, n, first = m.discard_owed, m.n, m.turn_seat
            for i in range(n):
                seat = (first + i) % n
                if owed[seat] and seat in self.ai:
                    return seat
        return m.actor

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN]

    def is_ai(self, seat: int) -> bool:
        return seat in self.ai

    def name(self, seat: int) -> str:
        return seat_name(self.seats[seat].name, self.seats[seat].colour) if 0 <= seat < len(self.seats) else _("Nobody")

    def privacy_seat(self) -> int | None:
        """The human who must tap in before the screen shows anything, or None.

        Between two humans' decisions the screen hides every hand until the
        next human taps in.  With a single human it never hides.
        """
        who = self.decider
        if who < 0 or self.is_ai(who) or who == self.viewer:
            return None
        return who

    def tap_in(self, seat: int) -> None:
        if self.privacy_seat() != seat:
            raise RuleError(NOT_NOW, _("it is not {name}'s moment to look").format(name=self.name(seat)))
        self.viewer = seat

    # ------------------------------------------------------------ moves

    def play(self, action: Action) -> str:
        """A human's action (from the seat on the screen); returns the log line."""
        who = self.decider
        if self.is_ai(who):
            raise RuleError(NOT_NOW, _("{name} (AI) is playing").format(name=self.name(who)), str(action))
        if who != self.viewer and action.kind not in TIMER_KINDS:
            raise RuleError(NOT_NOW, _("{name} must tap in first").format(name=self.name(who)), str(action))
        return self._apply(action)

    def ai_step(self) -> str | None:
        """One action of the AI seat to decide, if it is an AI's decision (thought through at once)."""
        while True:
            if not self.is_ai(self.decider):
                return None
            line = self.ai_think(float("inf"))
            if line is not None:
                return line

    def ai_think(self, seconds: float = THINK_SECONDS) -> str | None:
        """Let the AI seat to decide think for about ``seconds``; its action's log line once it acts.

        Returns None while it is still thinking (or when no AI decides now): call again
        on the next tick (see :meth:`model.thinking.Thinking.decide`).
        """
        who = self.decider
        seat = self.ai.get(who)
        if seat is None:
            self.thinking.stop()
            return None
        m = self.match
        legal = m.legal_discards(who) if m.phase == Phase.DISCARD else m.legal_actions()
        action = self.thinking.decide(seat, who, self.seats[who].kind, legal, seconds)
        return None if action is None else self._apply(action)

    @property
    def ai_thinking(self) -> bool:
        """True while an AI seat is part-way through a decision (the page keeps ticking)."""
        return self.thinking.part_way(self.decider)

    @property
    def ai_errors(self) -> list[str]:
        """What went wrong inside AI seats (each time, an ai-easy choice was played instead)."""
        return self.thinking.errors

    def timeout(self) -> str | None:
        """Apply what the current phase's clock does when it runs out."""
        action = self.match.timeout_action()
        return None if action is None else self._apply(action)

    def _apply(self, action: Action) -> str:
        """Play ``action`` and the chance steps it sets off; keep what the page shows of it
        (a log line for the action and one for each chance step, the notes only one seat may
        read, the pieces new to each human); returns the move's lines."""
        game = self.match
        actor = action.a if action.kind == DISCARD else game.actor  # (discards: any owing seat)
        before = self._snapshot() if action.kind in TAKE_BACK_KINDS else None  # what Undo restores
        wheres = [where_now(game)]  # (each move's places named as the board showed them just before it)
        moves = [game.apply_one(action)]
        while game.is_chance():
            wheres.append(where_now(game))
            moves.append(game.chance_step()[1])
        names = ShownNames(self.seats)  # (a default seat named in the language the line is read in)
        if actor in self.fresh:
            self.world.acted.add(actor)
            self.fresh[actor] = []  # the human acted: what was new to it is not any more,
            self.notes_read[actor] = len(self.notes[actor])  # nor its notes (the news says what it did),
            self.recap[actor] = Lines()  # nor what happened while it waited
            self.recap_gains[actor] = [0] * N_RES
        self.recent = None
        turn_over = False
        lines: list[str] = []
        world: list[Said] = []  # (the lines of a world event drawn in this move)
        for events, where in zip(moves, wheres, strict=True):
            self.world.move(events, where, game.turns)  # (a Cinderisle game draws no world event)
            turn_over = self._keep(events, actor) or turn_over
            so_far = self._discarding if self.log else None
            self._discarding, grew = discarding(so_far, events)
            if self._discarding is not None:  # a discard card by card is one log line that grows
                said = Said(discard_line, names, self._discarding[0], tuple(self._discarding[1]))
                (self.log.replace_last if grew else self.log.append)(said)
                lines.append(str(said))
                continue
            said = Said(describe, events, names, where)
            if str(said):
                world = _told(self.log, said, events, world)
                lines[len(lines) - (len(world) > 1):] = [str(self.log.said(-1))]  # (a world event's: its line again)
            for seat in notes(events, names, where):
                self.notes[seat].append(Said(_note, events, names, where, seat))
            for human, recap in self.recap.items():
                if human != actor:
                    n = len(recap_items(events, human, names, where))
                    recap.extend(Said(_recap_item, events, human, names, where, i) for i in range(n))
                    for e in events:
                        if isinstance(e, E.Harvested) and e.seat == human:
                            self.recap_gains[human][e.resource] += e.amount
        won = [w for w in (Said(win_line, events, names) for events in moves) if w]
        self.log.extend(won)
        if turn_over:
            self.history.append(list(game.renown))
        depth = game.takeback_count  # 0 unless ``action`` may be taken back
        del self._kept[max(depth - 1, 0):]
        if depth and before is not None:
            self._kept.append(before)
        return " ".join(lines + [str(w) for w in won])

    # ------------------------------------------------------------ taking back

    def _snapshot(self) -> tuple[Any, ...]:
        return (len(self.log), self.log.said(-1) if self.log else None, len(self.harvests), len(self.history),
                [row[:] for row in self.collected], self.last_dice, self.recent,
                {k: v[:] for k, v in self.fresh.items()}, {k: len(v) for k, v in self.notes.items()},
                dict(self.notes_read), {k: v.copy() for k, v in self.recap.items()},
                {k: v[:] for k, v in self.recap_gains.items()},
                None if self._discarding is None else (self._discarding[0], self._discarding[1][:]), set(self.world.acted))

    def takeback(self) -> Action | None:
        """What the seat on the screen may take back now (None: nothing)."""
        viewer = self.viewer
        if viewer is None or self.privacy_seat() is not None:
            return None
        return self.match.takeback(viewer)

    def undo_refusal(self) -> RuleError | None:
        """Why the seat on the screen may take nothing back now (None: it may)."""
        viewer = self.viewer
        if viewer is None or self.privacy_seat() is not None or not self.match.can_undo(viewer):
            return RuleError(NOT_NOW, key="nothing-to-undo")
        return None

    def undo(self) -> Action:
        """Take back the last action of the seat on the screen (see ``Game.undo``): the game,
        the log and what the table keeps are as they were before it."""
        refused = self.undo_refusal()
        if refused is not None:
            raise refused
        viewer = self.viewer
        assert viewer is not None
        action = self.match.undo(viewer)
        (log_n, last, harvests, history, collected, self.last_dice, self.recent, self.fresh, notes_n,
         self.notes_read, self.recap, self.recap_gains, discarding, self.world.acted) = self._kept.pop()
        self.log.cut(log_n)
        if last is not None and self.log:
            self.log.replace_last(last)
        del self.harvests[harvests:]
        del self.history[history:]
        self.collected = collected
        for seat, n in notes_n.items():
            self.notes[seat].cut(n)
        self._discarding = discarding
        self.thinking.stop()
        return action

    def _keep(self, events: list[Event], actor: int) -> bool:
        """Keep what the page shows of one action's events (harvests, the dice, the piece
        just built, new to the other humans); True if they end a turn or the game."""
        over = False
        for e in events:
            if isinstance(e, E.Harvested):
                self.collected[e.seat][e.resource] += e.amount
                self.harvests.append(e)
            elif isinstance(e, (E.TurnEnded, E.Won)):
                over = True
                if isinstance(e, E.TurnEnded):
                    self.notes_read[e.seat] = len(self.notes[e.seat])  # its own turn is over: read
            elif isinstance(e, E.Rolled):
                self.last_dice = e.dice
            elif isinstance(e, E.Built):
                self.recent = (e.piece, e.place)
                for human, pieces in self.fresh.items():
                    if human != e.seat:
                        pieces.append((e.piece, e.place))
        return over

    # ------------------------------------------------------------ what to show

    def recap_of(self, seat: int) -> list[str]:
        """What happened since human ``seat`` last acted, a line each (the cards it collected
        last; empty for an AI seat)."""
        gains = self.recap_gains.get(seat)
        got = [_("You collected {cards}").format(cards=cards_words(gains))] if gains and any(gains) else []
        return list(self.recap.get(seat, ())) + got

    def legal(self) -> list[Action]:
        """The viewer's legal actions (empty unless the viewer decides now)."""
        if self.viewer is None or self.decider != self.viewer:
            return []
        return self.match.legal_actions()

    def sites(self, kind: str) -> list[int]:
        """Corners or edges the viewer may press for a build of ``kind`` (causeway/hearth/beacon)."""
        return [a.a for a in self.legal() if a.kind == kind]

    # ------------------------------------------------------------ saving

    def save(self) -> dict[str, Any]:
        """The table as JSON data: the seats, who is on the screen, the game's record (the
        log, the renown history and the harvests are played again from it on load)."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "seats": [{"kind": s.kind, "name": s.name, "colour": s.colour} for s in self.seats],
            "viewer": self.viewer,
            "record": self.match.record(),
        }


def discarding(
    so_far: tuple[int, list[int]] | None, events: list[Event]
) -> tuple[tuple[int, list[int]] | None, bool]:
    """The discard the log's last line tells once ``events`` are played, (seat, cards so far),
    and whether that line grew.  A discard card by card is one line that grows ("Coral returned
    4: ..."): one more card of the seat whose discard ``so_far`` tells adds to it; another
    seat's discard begins anew; anything else ends it (None)."""
    if len(events) != 1 or not isinstance(events[0], E.Discarded) or events[0].timed_out:
        return None, False
    e = events[0]
    if so_far is not None and so_far[0] == e.seat:
        return (e.seat, [a + b for a, b in zip(so_far[1], e.cards, strict=True)]), True
    return (e.seat, list(e.cards)), False


def _note(events: list[Event], names: Sequence[str], where: Where, seat: int) -> str:
    """What only ``seat`` may read of ``events`` (:func:`narrate.notes`), kept to be worded again."""
    return notes(events, names, where).get(seat, "")


def _recap_item(events: list[Event], human: int, names: Sequence[str], where: Where, i: int) -> str:
    """The ``i``-th line of ``human``'s recap of ``events`` (:func:`narrate.recap_items`)."""
    items = recap_items(events, human, names, where)
    return items[i] if i < len(items) else ""


def replayed_table(match: Match, seats: list[SeatSpec], upto: int | None = None) -> Table:
    """A table that played ``match``'s first ``upto`` actions again (all by default), so
    that its log, renown history and harvests are whole; chance steps come from the seed,
    as they did.  Raises ``RecordError`` if they do not follow."""
    table = Table(match.config, seats)
    actions = match.actions[:upto]
    for action in actions:
        if action.kind not in CHANCE_KINDS:
            table._apply(action)
    if table.match.actions != actions and upto is None:
        raise RecordError("the record's chance steps do not follow from its seed")
    return table


def load_table(data: dict[str, Any] | str) -> Table:
    """Rebuild a table from :meth:`Table.save` (any version so far); raises ``RecordError``
    with a readable reason."""
    if isinstance(data, str):
        try:
            data = jsontext.loads(data)
        except (ValueError, RecursionError) as exc:
            raise RecordError(f"the save is not JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise RecordError("not a Cinderisle save")
    version = data.get("version")
    if type(version) is not int or not 1 <= version <= SAVE_VERSION:
        raise RecordError(f"save version {version!r} is not one this page reads (1 to {SAVE_VERSION})")
    # Version 1 also kept the log, the renown history and the harvests: they are played
    # again from the record like those of a version 2 save.
    game = Match.replay(data.get("record"))  # type: ignore[arg-type]
    game.resolve_chance()  # a record cut after a roll: the seed decides the dice, as it did
    try:
        seats = [SeatSpec(str(s["kind"]), str(s["name"]), str(s.get("colour", ""))) for s in data["seats"]]
        table = replayed_table(game, seats)
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"the save's seats are damaged: {exc}") from None
    viewer = data.get("viewer")
    table.viewer = viewer if isinstance(viewer, int) and 0 <= viewer < len(seats) else table.viewer
    return table


def _colours(asked: list[str]) -> list[str]:
    """Each seat's lantern colour: the one asked for when it is a colour no earlier seat
    took, else the first colour nobody asked for, from the seat's own onwards.

    >>> _colours(["Moss", "", "Moss", "coral"])
    ['Moss', 'Saffron', 'Lagoon', 'Coral']
    """
    wanted = [w.strip().capitalize() for w in asked]
    out: list[str] = []
    for i, name in enumerate(wanted):
        if name not in COLOURS or name in out:
            free = [c for c in COLOURS[i:] + COLOURS[:i] if c not in out]
            name = next((c for c in free if c not in wanted[i + 1:]), free[0])
        out.append(name)
    return out


__all__ = ["COLOURS", "SHAPES", "SeatSpec", "Table", "load_table", "replayed_table"]
