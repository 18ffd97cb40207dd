"""Determinism: the same seed and the same choices give the same game, everywhere.

- the CLI's output is byte-identical under two different ``PYTHONHASHSEED`` values;
- a game record replays (``Game.replay`` and ``python -m engine replay``) to the identical
  state, and survives a JSON round trip;
- a tampered record is refused with a ``RecordError`` naming the action and the reason;
- chance comes only from the seed (dice, Tide flips, venture draws do not depend on what
  the players do), and the Tide deck deals 31-card blocks of the two-dice deck, reshuffling
  all 36 cards when five remain.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine import actions as A
from engine.actions import Action
from engine.ai import make_seat
from engine.cards import TWO_DICE_WAYS
from engine.chance import TIDE_RESHUFFLE_AT, ChanceSource
from engine.constants import COST_CAUSEWAY, COST_HEARTH
from engine.errors import RuleError
from engine.game import RECORD_VERSION, Game, GameConfig, RecordError
from engine.phase import Phase
from engine.rules import actor, apply, chance_outcomes, legal_actions, timeout_action
from engine.selfplay import play_game
from engine.view import SeatView

REPO = Path(__file__).resolve().parents[2]
TIDE_DECK = sum(TWO_DICE_WAYS.values())  # 36
TIDE_BLOCK = TIDE_DECK - TIDE_RESHUFFLE_AT  # 31 flips between reshuffles


def run_engine(*args: str, hashseed: str = "0", check: bool = True) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONHASHSEED=hashseed)
    proc = subprocess.run([sys.executable, "-m", "engine", *args], check=False, cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=300)
    if check:
        assert proc.returncode == 0, f"python -m engine {' '.join(args)} failed:\n{proc.stderr}"
    return proc


def drive(game: Game, rng: random.Random, steps: int | None = None) -> None:
    """Play ``game`` on with uniformly random choices (chance resolves itself in ``Game.play``)."""
    s = game.state
    n = 0
    while not s.is_over and (steps is None or n < steps):
        legal = legal_actions(s)
        game.play(legal[rng.randrange(len(legal))])
        n += 1


@pytest.fixture(scope="module")
def finished() -> Game:
    """A whole game with dice, 3 seats, ai-easy and random seats."""
    result = play_game(31, ("random", "ai-easy", "random"))
    assert result.winner is not None
    return result.game


@pytest.fixture(scope="module")
def offers_game() -> Game:
    """A game with Exchange Board deals and timers in it (random driver posting offers)."""
    game = Game(GameConfig(seats=4, seed=77, island="landfall", tide=True))
    rng = random.Random(77)
    s = game.state
    while not s.is_over:
        if s.phase == Phase.MAIN and s.offers_posted < 3 and rng.random() < 0.1:
            hand = s.hands[s.turn_seat]
            give = tuple(min(h, 1) for h in hand)
            want = tuple(0 if give[r] else 1 for r in range(5))
            if sum(give) and sum(want):
                try:
                    game.play(A.offer(give, want))  # type: ignore[arg-type]
                    continue
                except RuleError:
                    pass
        if s.phase in (Phase.OFFER, Phase.CONFIRM, Phase.DISCARD) and rng.random() < 0.2:
            game.play(timeout_action(s))  # type: ignore[arg-type]
            continue
        legal = legal_actions(s)
        game.play(legal[rng.randrange(len(legal))])
    kinds = {a.kind for a in game.actions}
    assert {A.OFFER, A.CONFIRM, A.TIDE} <= kinds
    return game


# --------------------------------------------------------------------------- PYTHONHASHSEED


@pytest.mark.parametrize("args", [
    ("selfplay", "--seed", "5", "--games", "3", "--seats", "random,ai-easy,random", "--record"),
    ("selfplay", "--seed", "40", "--games", "2", "--seats", "ai-easy,random", "--tide", "--record"),
    ("selfplay", "--seed", "12", "--games", "2", "--seats", "ai-easy,ai-easy,random,random",
     "--island", "landfall"),
    ("island", "1", "--count", "25"),
    ("island", "landfall"),
], ids=["selfplay-3", "selfplay-2-tide", "selfplay-4-landfall", "island-25", "island-landfall"])
def test_cli_output_identical_under_two_hash_seeds(args: tuple[str, ...]) -> None:
    a = run_engine(*args, hashseed="0")
    b = run_engine(*args, hashseed="12345")
    assert a.stdout, "no output"
    assert a.stdout == b.stdout, "output depends on PYTHONHASHSEED"
    lines = a.stdout.splitlines()
    if args[0] == "selfplay":
        assert len(lines) == int(args[args.index("--games") + 1])
    for line in lines:
        json.loads(line)


def test_selfplay_cli_matches_play_game() -> None:
    """The CLI's line for each seed is what ``play_game`` gives in this process."""
    out = run_engine("selfplay", "--seed", "3", "--games", "2", "--seats", "random,ai-easy", hashseed="99")
    for k, line in enumerate(out.stdout.splitlines()):
        assert json.loads(line) == play_game(3 + k, ("random", "ai-easy")).to_dict()


# --------------------------------------------------------------------------- records


def test_record_replays_to_identical_state(finished: Game) -> None:
    record = finished.record()
    again = Game.replay(record)
    assert again.state.summary() == finished.state.summary()
    assert again.actions == finished.actions
    assert again.record() == record
    assert again.state.is_over and again.state.winner == finished.state.winner


def test_record_with_offers_and_timers_replays(offers_game: Game) -> None:
    again = Game.replay(offers_game.record())
    assert again.state.summary() == offers_game.state.summary()
    assert again.actions == offers_game.actions


def test_partial_replay_matches_the_game_at_that_point(finished: Game) -> None:
    record = finished.record()
    k = len(record["actions"]) // 2
    part = Game.replay(record, upto=k)
    assert part.actions == finished.actions[:k]
    # The same game stepped to the same point from scratch.
    game = Game(finished.config)
    for action in finished.actions[:k]:
        if action.kind in A.CHANCE_KINDS:
            continue  # resolved by play() from the seed
        game.play(action)
        if len(game.actions) >= k:
            break
    assert game.actions[:k] == part.actions


def test_record_json_round_trip(finished: Game) -> None:
    record = finished.record()
    assert record["format"] == "cinderisle-record" and record["version"] == RECORD_VERSION
    text = json.dumps(record)
    assert json.loads(text) == record
    assert json.loads(finished.record_json()) == record
    assert Game.replay(text).state.summary() == finished.state.summary()
    assert Game.replay(finished.record_json()).state.summary() == finished.state.summary()
    # Every action's text parses back to the same action.
    for action, txt in zip(finished.actions, record["actions"], strict=True):
        assert Action.parse(txt) == action


def _first(record: dict, kind: str) -> int:
    return next(i for i, t in enumerate(record["actions"]) if t.split()[0] == kind)


def _main_phase_index(game: Game, affording: tuple[int, ...] = (0, 0, 0, 0, 0)) -> int:
    """Index of an action taken in the MAIN phase, some way into the game, by a seat that
    holds ``affording`` (a build's place is checked after its cost)."""
    record = game.record()
    for i in range(len(record["actions"]) // 3, len(record["actions"])):
        state = Game.replay(record, upto=i).state
        if state.phase == Phase.MAIN and all(h >= c for h, c in zip(state.hands[state.turn_seat], affording, strict=True)):
            return i
    raise AssertionError("no MAIN phase found")


def test_tampered_dice_are_refused(finished: Game) -> None:
    record = finished.record()
    i = _first(record, "dice")
    a, b = (int(x) for x in record["actions"][i].split()[1:])
    record["actions"][i] = f"dice {a % 6 + 1} {b}"
    with pytest.raises(RecordError) as err:
        Game.replay(record)
    msg = str(err.value)
    assert f"action {i + 1} " in msg and "seed" in msg, msg


def test_tampered_build_is_refused(finished: Game) -> None:
    record = finished.record()
    i = _main_phase_index(finished, COST_HEARTH)
    state = Game.replay(record, upto=i).state
    taken = next(c for c, p in enumerate(state.corner_piece) if p)
    bad = dict(record, actions=[*record["actions"][:i], f"hearth {taken}", *record["actions"][i:]])
    with pytest.raises(RecordError) as err:
        Game.replay(bad)
    msg = str(err.value)
    assert f"action {i + 1} ('hearth {taken}')" in msg and f"corner {taken} is not open" in msg, msg

    i = _main_phase_index(finished, COST_CAUSEWAY)
    state = Game.replay(record, upto=i).state
    edge = next(e for e, owner in enumerate(state.edge_seat) if owner >= 0)
    bad = dict(record, actions=[*record["actions"][:i], f"causeway {edge}", *record["actions"][i:]])
    with pytest.raises(RecordError, match=f"action {i + 1} .*already has a causeway"):
        Game.replay(bad)


def test_tampered_record_other_faults(finished: Game) -> None:
    record = finished.record()
    with pytest.raises(RecordError, match="version"):
        Game.replay(dict(record, version=RECORD_VERSION + 1))
    with pytest.raises(RecordError, match="not JSON"):
        Game.replay("{this is not json")
    with pytest.raises(RecordError, match="not a Cinderisle game record"):
        Game.replay({"actions": []})
    with pytest.raises(RecordError, match="bad config"):
        Game.replay(dict(record, config=dict(record["config"], seats=7)))
    for config in ([4, 1], "seats=4", None, {"seats": "four"}):
        with pytest.raises(RecordError, match="bad config"):
            Game.replay(dict(record, config=config))
    with pytest.raises(RecordError, match=r"action 1 \('fly 3'\).*unknown kind"):
        Game.replay(dict(record, actions=["fly 3"] + record["actions"]))
    with pytest.raises(RecordError, match=f"action {len(record['actions']) + 1} .*game is over"):
        Game.replay(dict(record, actions=record["actions"] + ["end"]))
    # A roll left out: the next action comes at the wrong moment.
    i = _first(record, "roll")
    with pytest.raises(RecordError, match=f"action {i + 1} "):
        Game.replay(dict(record, actions=record["actions"][:i] + record["actions"][i + 1:]))


def test_cli_replay(finished: Game, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(finished.record_json())
    out = run_engine("replay", str(path))
    assert json.loads(out.stdout) == finished.state.summary()
    assert out.stderr == ""


def test_cli_replay_tampered(finished: Game, tmp_path: Path) -> None:
    record = finished.record()
    i = _first(record, "dice")
    a, b = (int(x) for x in record["actions"][i].split()[1:])
    record["actions"][i] = f"dice {a} {b % 6 + 1}"
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(record))
    proc = run_engine("replay", str(path), check=False)
    assert proc.returncode != 0
    assert f"action {i + 1} " in proc.stderr and "this game's seed gives" in proc.stderr, proc.stderr
    assert proc.stdout == ""

    path.write_text("not json at all")
    proc = run_engine("replay", str(path), check=False)
    assert proc.returncode != 0 and "not JSON" in proc.stderr

    proc = run_engine("replay", str(tmp_path / "missing.json"), check=False)
    assert proc.returncode != 0 and "cannot read" in proc.stderr


# --------------------------------------------------------------------------- chance from the seed


def test_same_seed_same_actions_same_game() -> None:
    config = GameConfig(seats=3, seed=2024, island=None)
    g1, g2 = Game(config), Game(config)
    rng = random.Random(5)
    while not g1.state.is_over:
        legal = g1.legal_actions()
        assert g2.legal_actions() == legal
        action = legal[rng.randrange(len(legal))]
        g1.play(action)
        g2.play(action)
        assert g1.actions == g2.actions
    assert g1.state.rolls == g2.state.rolls
    assert g1.state.summary() == g2.state.summary()


def _seed_stream(seed: int, kinds: tuple[str, ...], tide: bool = False) -> tuple[list[int], list[str]]:
    result = play_game(seed, kinds, island="landfall", tide=tide)
    game = result.game
    rolls = [a.a * 10 + a.b if a.kind == A.DICE else a.a for a in game.actions if a.kind in (A.DICE, A.TIDE)]
    draws = [str(a) for a in game.actions if a.kind == A.DRAW]
    return rolls, draws


@pytest.mark.parametrize("tide", [False, True], ids=["dice", "tide"])
def test_chance_does_not_depend_on_the_players(tide: bool) -> None:
    """Different players, same seed: the same dice (or Tide flips) and venture draws, in order."""
    rolls1, draws1 = _seed_stream(8, ("random", "random", "random"), tide)
    rolls2, draws2 = _seed_stream(8, ("ai-easy", "ai-easy", "ai-easy"), tide)
    k = min(len(rolls1), len(rolls2))
    assert k > 20
    assert rolls1[:k] == rolls2[:k]
    d = min(len(draws1), len(draws2))
    assert draws1[:d] == draws2[:d]


def test_different_seeds_give_different_chance() -> None:
    streams = [tuple(_seed_stream(seed, ("ai-easy", "ai-easy"))[0][:30]) for seed in (1, 2, 3, 4)]
    assert len(set(streams)) == 4
    sources = [ChanceSource(seed) for seed in (1, 2)]
    assert sources[0].first_seat(4) == ChanceSource(1).first_seat(4)
    dice = [[src._dice.randrange(6) for _ in range(40)] for src in sources]
    assert dice[0] != dice[1]


def test_state_holds_no_chance() -> None:
    """A state (and so a copy an AI searches) knows only the odds of the next roll, not the roll."""
    game = Game(GameConfig(seats=2, seed=3, island="landfall"))
    drive(game, random.Random(1), steps=8)  # through setup to the first roll
    s = game.state
    assert s.phase == Phase.PRE_ROLL
    apply(s, A.simple(A.ROLL))
    outcomes = chance_outcomes(s)
    assert len(outcomes) == 36 and all(abs(p - 1 / 36) < 1e-12 for _, p in outcomes)
    assert not any(isinstance(getattr(s, name), random.Random) for name in type(s).__slots__)
    with pytest.raises(RuleError, match="chance outcome"):
        game.play(Action(A.DICE, 6, 6))


def test_first_seat_comes_from_the_seed() -> None:
    firsts = {Game(GameConfig(seats=4, seed=seed, island="landfall")).state.first_seat for seed in range(1, 41)}
    assert firsts == {0, 1, 2, 3}
    for seed in (1, 17, 4294967295):
        assert Game(GameConfig(seats=3, seed=seed)).state.first_seat == ChanceSource(seed).first_seat(3)


# --------------------------------------------------------------------------- the Tide deck


def test_tide_deck_blocks_and_reshuffle() -> None:
    """Every 31 flips come from one shuffled 36-card two-dice deck; when five remain, all 36 go back."""
    flips: list[int] = []
    left_before: list[int] = []
    left_after_block: list[list[int]] = []
    for seed in (4, 9):
        game = Game(GameConfig(seats=4, seed=seed, island="landfall", tide=True))
        seats = [make_seat("random", seed, i) for i in range(4)]
        s = game.state
        game_flips: list[int] = []
        while not s.is_over:
            if s.is_chance() and s.phase != Phase.ROLL:  # a draw or a steal
                outcome = game.chance.outcome(s)
                apply(s, outcome)
                game.actions.append(outcome)
                continue
            if s.phase == Phase.ROLL:
                total = sum(s.tide_left)
                i = len(game_flips)
                # Before flip i: 36 - (i mod 31) cards, except that at 5 the deck is whole again.
                expect = TIDE_DECK - i % TIDE_BLOCK
                assert total == (expect if i % TIDE_BLOCK else (TIDE_DECK if i == 0 else TIDE_RESHUFFLE_AT))
                odds = {a.a: p for a, p in chance_outcomes(s)}
                deck = TWO_DICE_WAYS if i % TIDE_BLOCK == 0 else {n: s.tide_left[n] for n in range(13)}
                size = sum(deck.values())
                assert odds == {n: c / size for n, c in deck.items() if c}
                assert abs(sum(odds.values()) - 1) < 1e-9
                left_before.append(total)
                outcome = game.chance.outcome(s)
                apply(s, outcome)
                game.actions.append(outcome)
                game_flips.append(outcome.a)
                if len(game_flips) % TIDE_BLOCK == 0:
                    left_after_block.append(s.tide_left[:])
                continue
            who = actor(s)
            action = seats[who].choose(SeatView(s, who), legal_actions(s))
            apply(s, action)  # not game.play: it would resolve the Tide flip out of our sight
            game.actions.append(action)
        flips.extend(game_flips)
        # The flips are exactly the game's record.
        assert game_flips == [a.a for a in game.actions if a.kind == A.TIDE]
        assert Game.replay(game.record()).state.summary() == s.summary()
        blocks = [game_flips[k:k + TIDE_BLOCK] for k in range(0, len(game_flips) - TIDE_BLOCK + 1, TIDE_BLOCK)]
        assert len(blocks) >= 5, "need several reshuffles"
        for block, left in zip(blocks, left_after_block[-len(blocks):], strict=True):
            counts = Counter(block)
            # The block plus the five cards left unseen are exactly the two-dice deck.
            assert all(counts[n] + left[n] == TWO_DICE_WAYS[n] for n in range(2, 13))
            assert sum(left) == TIDE_RESHUFFLE_AT
        left_after_block.clear()
    # Over many flips the Tide gives the two-dice odds (7 most often, 2 and 12 least).
    freq = Counter(flips)
    assert freq[7] > freq[6] > freq[2] and freq[7] > freq[8] > freq[12]


def test_tide_deck_differs_between_seeds_and_repeats_within_one() -> None:
    def flips(seed: int) -> list[int]:
        result = play_game(seed, ("ai-easy", "ai-easy", "ai-easy"), island="landfall", tide=True)
        return [a.a for a in result.game.actions if a.kind == A.TIDE]

    assert flips(21) == flips(21)
    assert flips(21)[:20] != flips(22)[:20]
