"""Living Island's events on the page (issue 27, section 3): every Living event in the log's
words with its tiles named as the board showed them then; the world event's card and the halves
it changed; the end by healing's own end screen; the island's life in the results."""

from __future__ import annotations

import random
import re

import pytest

from engine import events as E
from engine.actions import TAKE_BACK_KINDS, WORLD_EVENTS
from engine.game import GameConfig
from engine.island import landfall
from engine.living import SCORCHED

from model import rounds
from model.adapter import Match
from model.table import SeatSpec, Table, load_table
from update.screen import Screen
from view import living_end, living_event, panels, results
from walks import walk
from words.living_news import WorldNews, card_sentence, follow
from words.living_places import island_now, tile_names
from words.narrate import describe, recap_items, win_line

EMBER_SEED = 52
"""An all-ai-easy Living game whose first world event is an Emberstorm, and which ends by healing."""
SHARED_SEED = 30
"""An all-ai-easy Living game that ends by healing with a shared win (seats 2 and 3)."""
NAMES = ("Coral", "Saffron", "Lagoon", "Moss")


def ai_screen(seed: int) -> Screen:
    return Screen(Table(GameConfig(seats=4, seed=seed, rules="living"), [SeatSpec("ai-easy")] * 4))


def play_out(s: Screen, until=None) -> None:
    while not s.table.match.is_over and not (until and until(s)):
        s.table.ai_step()


@pytest.fixture
def moves(monkeypatch):
    """Every move the table plays, with the Living facts just before it: (facts, events)."""
    seen: list[tuple[object, list[E.Event]]] = []
    apply_one, chance_step = Match.apply_one, Match.chance_step

    def one(self, action):
        before = self.living
        events = apply_one(self, action)
        seen.append((before, list(events)))
        return events

    def chance(self):
        before = self.living
        out = chance_step(self)
        seen.append((before, list(out[1])))
        return out

    monkeypatch.setattr(Match, "apply_one", one)
    monkeypatch.setattr(Match, "chance_step", chance)
    return seen


# ------------------------------------------------------------------ the log's words


ISLAND = landfall()


@pytest.mark.parametrize(("events", "words"), [
    ([E.WorldEvent(0, 1)], "World event: Emberstorm (burn)."),
    ([E.WorldEvent(13, 1), E.RingsReversed(True), E.RingsTurned(11, True, 1)],
     "World event: Reversal (still). The rings turn the other way now. The rings turned."),
    ([E.WorldEvent(12, 0), E.RingsTurned(1, False, 1), E.RingsTurned(2, False, 1)], "The rings turned two steps."),
    ([E.EventAimed(0, 1, -1), E.HalfBurned(2, 0), E.Salvaged(0, 0, 1, 2), E.HalfBurned(10, 2)],
     "Emberstorm struck the northern Pine 8. The northern Pine 8 and Copper 11 each lost a half to fire. "
     "Salvage: Coral +½ Pine."),
    ([E.EventAimed(1, -1, 3)], "Fire Front swept row D."),
    ([E.HalfHealed(2, 2)], "Kelp grew back on the northern Pine 8."),
    ([E.EventAimed(5, 1, -1), E.Salvaged(2, 0, 2, 2), E.TileSunk(1)],
     "The Sinkhole swallowed the northern Pine 8: it is gone for good. Salvage: Lagoon +1 Pine."),
    ([E.WorldEvent(15, 2), E.TradersCame(True)], "Wandering Traders came: Supply trades are one card better"),
    ([E.TradersCame(False)], "The Wandering Traders left."),
    ([E.Built(0, "hearth", 17), E.ActBegan(2)], "Act II, The Turning, begins."),
    ([E.CaravanTaken(3, 4)], "Moss took 1 Copper from the Supply Caravan."),
    ([E.Reclaimed(1, 2, (0, 0, 3, 0, 0))], "Saffron paid 3 Kelp to Reclaim a scorched half of the northern Pine 8."),
    ([E.Bribed(1, 1, (2, 0, 0, 0, 0)), E.AshcloudMoved(1, 1, False)],
     "Saffron paid 2 Pine to Bribe the Ashcloud to the northern Pine 8."),
    ([E.Played(0, 5, 1), E.AshcloudMoved(0, 1, False)], "Coral played a Militia: the Ashcloud moves to the northern Pine 8."),
    ([E.Played(0, 7, 2), E.TributePaid(0, 1, 2, 3)], "Coral played a Tribute on Kelp"),
    ([E.Played(0, 7, 2), E.TributePaid(0, 1, 2, 3)], "Saffron gave Coral 3 Kelp."),
    ([E.Played(0, 8, -1), E.CacheTaken(0, (1, 0, 1, 0, 0))], "Coral took 1 Pine and 1 Kelp from the Supply."),
    ([E.Played(0, 9, -1)], "Coral played Trailblazing: two causeways for nothing this turn."),
    ([E.AshcloudMoved(-1, 10, False)], "The Ashcloud wandered to Millet 10."),
    ([E.AshcloudMoved(-1, 9, True)], "The Ashcloud went home to the Ash Caldera."),
    ([E.Rolled(0, 8, (4, 4)), E.Gathered(0, 0, 3, 1), E.Gathered(2, 2, 1, 6)], "Coral rolled 8. Coral +1½ Pine; Lagoon +½ Kelp."),
])
def test_each_living_event_is_told_in_words(events, words) -> None:
    assert words in describe(events, NAMES, ISLAND)


@pytest.mark.parametrize(("events", "words"), [
    ([E.Requested(0, "offer", (2, 0, 0, 0, 0), (2, 4))], "Coral offers 2 Pine for Kelp or Copper at the open table."),
    ([E.Requested(0, "ask", (0, 1, 0, 0, 0), ())], "Coral asks for 1 Basalt at the open table."),
    ([E.QuotesShown(0, ("aside", "quote", "pass", "aside"), (None, (0, 0, 2, 0, 0), None, None))],
     "The quotes are shown: Saffron 2 Kelp."),
    ([E.Traded(0, 1, (2, 0, 0, 0, 0), (0, 0, 1, 0, 0), E.TABLE)], "Coral made a deal with Saffron: 2 Pine for 1 Kelp."),
])
def test_the_open_table_is_told(events, words) -> None:
    assert describe(events, NAMES, ISLAND) == words


def test_what_happened_while_you_waited_names_world_events_and_bribes() -> None:
    items = recap_items([E.WorldEvent(1, 2)], 0, NAMES, ISLAND) + recap_items(
        [E.Bribed(1, 1, (2, 0, 0, 0, 0)), E.AshcloudMoved(1, 1, False)], 0, NAMES, ISLAND)
    assert items == ["World event: Fire Front (burn)", "Saffron paid 2 Pine to Bribe the Ashcloud to the northern Pine 8"]


def test_the_end_by_healing_is_told() -> None:
    assert win_line([E.Revealed(1, 1), E.HealedWhole((1,), (3, 8, 2, 5))], NAMES) == (
        "The island healed whole in Act III: Saffron wins with 8 renown!")
    assert win_line([E.HealedWhole((0, 3), (7, 2, 5, 7))], NAMES) == (
        "The island healed whole in Act III: Coral and Moss share the win with 7 renown!")
    # the Relics shown at the end are the win's words, not a line of their own
    assert "revealed" not in describe([E.Revealed(1, 1), E.HealedWhole((1,), (3, 8, 2, 5))], NAMES, ISLAND)


def test_the_log_names_burnt_tiles_as_they_were_before_the_fire_and_the_rings(moves) -> None:
    """Each burn's line names its tiles as the board showed them before that move (their halves
    and numbers then, ``island_now`` of the facts before), and keeps it; worded with the names
    after the move (the rings turned, the halves burnt) the line would differ, and is not in the log."""
    s = ai_screen(EMBER_SEED)
    play_out(s)
    names = [seat.name for seat in s.table.seats]
    island = s.table.match.island
    checked = differs = 0
    for i, (before, events) in enumerate(moves):
        if before is None or not any(isinstance(e, E.HalfBurned) for e in events):
            continue
        after = moves[i + 1][0] if i + 1 < len(moves) else s.table.match.living
        line = describe(events, names, island_now(island, before))
        told = " ".join(s.table.log)  # (a world event's steps are told on one line)
        assert line in told
        for e in events:
            if isinstance(e, E.HalfBurned):
                assert tile_names(before)[e.half // 2].removeprefix("the ").lower() in line.lower()
        checked += 1
        wrong = describe(events, names, island_now(island, after))
        differs += wrong != line and wrong not in told
    assert checked >= 3 and differs >= 1


def test_a_stolen_card_stays_private_in_a_living_game() -> None:
    s = ai_screen(EMBER_SEED)
    play_out(s)
    for line in s.table.log:
        assert not re.search(r"stole \d", line), line


# ------------------------------------------------------------------ the card


def first_event(seed: int = EMBER_SEED) -> Screen:
    s = ai_screen(seed)
    play_out(s, until=lambda s: s.table.world.news is not None and s.table.world.news.done)
    return s


def test_the_world_event_is_announced_as_a_card() -> None:
    s = first_event()
    f = s.frame()
    n = f.world
    assert n is not None and n.done and n.event == 0 and n.burnt
    card = panels.regions(f)["event"]
    assert 'data-event-card="emberstorm"' in card and 'role="status"' in card
    assert "Emberstorm" in card and 'data-kind="burn"' in card
    sentence = card_sentence(n, f.names(), None)
    assert sentence.startswith(f"{n.aimed[0].upper()}{n.aimed[1:]} and the tiles around it lost a half")
    assert "salvaged" in sentence and "you" not in sentence
    # the seat that salvaged reads "you"
    seat = n.salvage[0][0]
    assert "you salvaged" in card_sentence(n, f.names(), seat)
    # the halves it burned are marked on the board, for the animation
    board = "".join(inner for _, inner in panels.board_layers(f, "x")[1])
    marked = re.findall(r'data-half="([A-E][1-5][ns])" data-resource="scorched" data-changed="burnt"', board)
    assert len(marked) == len(n.burnt) == len(living_event.changed_halves(f))


def test_the_card_goes_once_the_viewer_acts() -> None:
    """A human who acts after the event no longer sees its card (nor the marks)."""
    s = first_event()
    s.table.world.acted.add(0)
    s.table.viewer = 0
    assert s.frame().world is None
    assert panels.regions(s.frame())["event"] == ""


def test_every_event_kind_has_a_card_sentence() -> None:
    for event in range(16):
        n = WorldNews(number=1, kind=0, event=event, aimed="Pine 8", done=True)
        words = card_sentence(n, NAMES, None)
        assert words and words[0].isupper() and words.endswith("."), (event, words)
    n = follow(None, [E.WorldKind(1)], ISLAND)
    n = follow(n, [E.WorldEvent(8, 0), E.HalfHealed(2, 1), E.RingsTurned(1, False, 1)], ISLAND)
    assert n is not None and card_sentence(n, NAMES, 0) == (
        "Pioneers came back to help the trailing seat: the northern Pine 8 grew back.")


def test_the_supply_caravans_card_says_who_took_what_only_once_everyone_has() -> None:
    """While a seat still chooses, the card does not say everyone took a card; when the Supply ran
    out first, it says so."""
    caravan = WORLD_EVENTS.index("supply-caravan")
    n = follow(follow(None, [E.WorldKind(2)], ISLAND), [E.WorldEvent(caravan, 0)], ISLAND)
    assert n is not None and card_sentence(n, NAMES, 0) == "Everyone may take a card from the Supply."
    n = follow(n, [E.CaravanTaken(0, 1)], ISLAND)
    assert n is not None and card_sentence(n, NAMES, 0) == (
        "Everyone may take a card from the Supply (so far: Coral took Basalt).")
    n = follow(n, [E.CaravanTaken(1, 0), E.CaravanTaken(2, 4), E.CaravanTaken(3, 2), E.RingsTurned(1, False, 1)], ISLAND)
    assert n is not None and card_sentence(n, NAMES, 0) == (
        "Everyone took a card from the Supply: Coral Basalt, Saffron Pine, Lagoon Copper and Moss Kelp.")
    short = follow(follow(follow(None, [E.WorldKind(2)], ISLAND), [E.WorldEvent(caravan, 0)], ISLAND),
                   [E.CaravanTaken(0, 1), E.RingsTurned(1, False, 1)], ISLAND)
    assert short is not None and card_sentence(short, NAMES, 0) == (
        "The Supply ran out of cards after Coral Basalt.")


# ------------------------------------------------------------------ the ends


def test_the_end_by_healing_has_its_own_end_screen_and_the_islands_life() -> None:
    s = ai_screen(EMBER_SEED)
    play_out(s)
    f = s.frame()
    assert f.view.is_over and SCORCHED not in f.view.living.halves and living_end.healed_whole(f)
    end = results.end_html(f, _charts())
    who = f.name(f.view.winners[0])
    assert f"The island healed whole: {who} wins!" in end
    assert "The island healed whole in Act III" in end and 'data-healed="1"' in end
    assert 'data-chart="life"' in end
    bars = re.findall(r'data-round="\d+" data-scorched="(\d+)"', end)
    assert [int(b) for b in bars] == [*f.view.living.scorched_by_round, 0]  # the round it healed in: none
    assert f"rounds 1 to {len(bars)};" in end and end.count("data-whole-mark") == 1
    # what each seat's renown was made of names its Relics (Living Island has no Landmark)
    final = re.search(r'<table class="final".*?</table>', end, re.S).group(0)
    relics = {i: f.view.landmarks_shown[i] for i in range(f.view.n) if f.view.landmarks_shown[i]}
    assert relics and "Landmark" not in final
    for i, n in relics.items():
        row = re.search(rf'data-final-seat="{i}".*?</tr>', final, re.S).group(0)
        assert f"{n} Relic" in row, row
    # the titles by Living Island's names, a beacon's worth in words
    assert "Grand Causeway" not in final and "Steadfast Watch" not in final and "×" not in final
    holder = f.view.causeway_holder
    if holder is not None and holder >= 0:
        assert "Longest Trail +" in re.search(rf'data-final-seat="{holder}".*?</tr>', final, re.S).group(0)
    assert len(re.findall(r"data-event-mark=", end)) == len(s.table.world.drawn) > 0
    xs = [float(x) for x in re.findall(r'<text x="([\d.]+)"[^>]*data-event-mark=', end)]
    rounds_of = [rounds.round_of(t, f.view.n) for t, _ in f.world_log]
    assert len(set(rounds_of)) < len(rounds_of), "(the game has two events in one round)"
    xs.sort()
    assert len(xs) == len(rounds_of) and all(xs[i + 1] - xs[i] >= 9 for i in range(len(xs) - 1)), \
        "two events' marks drawn over each other"
    assert 'data-act="3"' in end  # the acts' bands reach Act III
    assert "goal 10" in end and "goal 11" not in end  # Living Island is won at 10
    # the harvests' table counts the halves gathered, as whole cards
    halves = s.table.world.gathered
    assert halves and all(f.collected[seat][r] == s.table.collected[seat][r] + n // 2
                          for seat, row in halves.items() for r, n in enumerate(row))


def test_a_shared_win_by_healing_says_who_share_it() -> None:
    s = ai_screen(SHARED_SEED)
    play_out(s)
    f = s.frame()
    assert len(f.view.winners) == 2
    a, b = (f.name(i) for i in f.view.winners)
    end = results.end_html(f, _charts())
    assert f"The island healed whole: {a} and {b} share the win!" in end
    assert panels.regions(f)["status"].count("share the win") >= 1
    assert s.table.log[-1].endswith(f"{a} and {b} share the win with {f.view.totals[f.view.winners[0]]} renown!")


def test_cinderisle_has_no_card_and_no_life_chart() -> None:
    s = Screen(Table(GameConfig(seats=4, seed=EMBER_SEED), [SeatSpec("ai-easy")] * 4))
    play_out(s)
    f = s.frame()
    assert f.world is None and not f.world_log and s.table.world.news is None
    assert panels.regions(f)["event"] == ""
    end = results.end_html(f, _charts())
    assert "chart-life" not in end and "healed whole" not in end


def _charts():
    from view import charts

    return charts


def test_a_reloaded_game_tells_the_same_event_and_life() -> None:
    """The log, the card and the events drawn are played again from the record (a save, a reload)."""
    s = first_event()
    again = load_table(s.table.save())
    assert again.world.news == s.table.world.news and again.world.drawn == s.table.world.drawn
    assert again.log == s.table.log


def test_a_world_event_is_told_on_one_line_of_the_log() -> None:
    """The draw, the aim, the fire or the sinking and the salvage of one world event make one line
    (they were two, "World event: Sinkhole (burn)." and then what it swallowed); the next move
    starts its own line."""
    kinds = ("ai-easy", "ai-easy")
    t = Table(GameConfig(seats=2, seed=4, players=kinds, rules="living"), [SeatSpec(k) for k in kinds])
    while not t.match.is_over:
        t.ai_step()
    log = list(t.log)
    sink = [i for i, line in enumerate(log) if "World event: Sinkhole" in line]
    assert sink, "seed 4 draws a Sinkhole"
    for i in sink:
        assert "The Sinkhole swallowed" in log[i] or "could sink" in log[i], log[i]
        assert not log[i + 1].startswith("The Sinkhole"), log[i + 1]
    headers = [line for line in log if re.fullmatch(r"World event: [^.]+\.", line)]
    assert len(headers) < len([line for line in log if "World event:" in line]) / 2, headers


def test_undo_brings_a_world_events_card_back() -> None:
    """A human's action puts away the last world event's card (it acted since); taking that
    action back shows the card again, as before it (the table's snapshot keeps who acted)."""
    s = Screen(Table(GameConfig(seats=2, seed=11, rules="living"), [SeatSpec("human"), SeatSpec("ai-easy")]))
    rng = random.Random(11)
    checked = 0
    for _moment in walk(s, rng, 3000):
        t = s.table
        shown = t.world.shown_to(0)
        undoable = [a for a in t.legal() if a.kind in TAKE_BACK_KINDS]
        if shown is None or not undoable or checked >= 1:
            continue
        t.play(rng.choice(undoable))
        if t.world.shown_to(0) is None and t.takeback() is not None:
            t.undo()
            assert t.world.shown_to(0) == shown, "the card is back after the undo"
            checked += 1
        s.sync()
    assert checked >= 1
