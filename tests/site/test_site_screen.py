"""The game screen's pure Python in CPython: the controller, the panels, the board's pieces,
the new-game form and the links.  No browser needed; the browser tests then check the
same things through the page."""

from __future__ import annotations

import ast
import doctest
import itertools
import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from engine import actions as A
from engine.constants import MAX_WANT
from engine.game import GameConfig
from engine.hexgrid import TILE_IDS
from engine.phase import Phase
from engine.rules import actor, legal_actions
from engine.seats import AI_KINDS as SEAT_KINDS
from engine.selfplay import play_game
from engine.view import SeatView

from model import links, newgame
from model.adapter import engine_state
from model.frame import Pressable
from model.table import SeatSpec, Table
from update import messages
from update import screen as screen_module
from update.screen import Screen
from view import (
    board_svg,
    controls,
    markup,
    newgame_form,
    panels,
    pieces_svg,
    privacy_screen,
    replay_html,
    results,
    seat_cards,
    sheets,
    status,
    tray,
)
from walks import Presses, walk
from words import narrate

SITE = Path(__file__).resolve().parents[2] / "site"

SVG = "{http://www.w3.org/2000/svg}"
NASTY = '<img src=x onerror="alert(1)"> & "Bo"'


def screen(kinds, seed=3, names=None, tide=False, island=None, clocks="standard") -> Screen:
    names = names or [""] * len(kinds)
    config = GameConfig(seats=len(kinds), seed=seed, tide=tide, island=island, clocks=clocks)
    return Screen(Table(config, [SeatSpec(k, n) for k, n in zip(kinds, names, strict=True)]))


# ---------------------------------------------------------------- what glows


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_only_the_legal_sites_of_one_kind_are_pressable(seed):
    rng = random.Random(seed)
    s = screen(("human", "ai-easy", "ai-easy"), seed=seed)
    seen = set()
    for s, *_ in walk(s, rng, 3000):
        legal = s.legal()
        ph = engine_state(s).phase
        kinds = ["causeway", "hearth", "beacon", "warden"] if ph in (Phase.PRE_ROLL, Phase.MAIN) else [""]
        for kind in kinds:
            if kind:
                s.press({"action": "mode", "kind": kind})
                if s.mode != kind:
                    assert not s.site_actions(kind), "a kind with legal sites can always be chosen"
                    continue
            p = s.pressable()
            active = s.active_kind()
            want = {
                "hearth": [a.a for a in legal if a.kind == A.HEARTH],
                "beacon": [a.a for a in legal if a.kind == A.BEACON],
                "causeway": [a.a for a in legal if a.kind == A.CAUSEWAY],
                "warden": [a.a for a in legal if a.kind == A.WARDEN and a.a >= 0],
                "ashcloud": [a.a for a in legal if a.kind == A.ASHCLOUD],
                "": [],
            }[active]
            got = {"hearth": p.corners, "beacon": p.corners, "causeway": p.edges}.get(active, p.tiles)
            assert sorted(got) == sorted(want), (ph, active)
            assert sum(1 for x in (p.corners, p.edges, p.tiles) if x) <= 1, "never two kinds of site at once"
            seen.add(active)
            s.press({"action": "cancel"})
    assert {"hearth", "causeway"} <= seen


def test_a_press_on_a_site_that_does_not_glow_does_nothing():
    s = screen(("human", "ai-easy"), seed=9)
    while s.ai_due():
        s.ai_step()
    legal = set(s.pressable().corners)
    dead = next(c for c in range(54) if c not in legal)
    n = len(s.table.match.actions)
    for press in ({"corner": str(dead)}, {"edge": "3"}, {"tile": "B2"}):
        s.press({"action": "site", **press})
    assert len(s.table.match.actions) == n
    s.press({"action": "site", "corner": str(min(legal))})
    assert len(s.table.match.actions) == n + 1 and s.active_kind() == "causeway"


def test_board_draws_pieces_in_colour_and_shape_and_only_pressable_sites():
    s = screen(("ai-easy",) * 4, seed=5)
    for _ in range(150):
        s.ai_step()
    st = engine_state(s)
    colours = ["Moss", "Coral", "Saffron", "Lagoon"]
    svg = board_svg.render_island(
        st.board.island, state=st, colours=colours, names=[NASTY] * 4,
        pressable=Pressable(edges=(1, 2)), rolled=8, tight=True,
    )
    root = ET.fromstring(svg)
    pieces = root.findall(".//*[@data-piece]")
    kinds = {"hearth": 1, "beacon": 2}
    for p in pieces:
        kind, seat, at = p.get("data-piece"), int(p.get("data-seat")), int(p.get("data-at"))
        if kind == "causeway":
            assert st.edge_seat[at] == seat
        else:
            assert st.corner_piece[at] == kinds[kind] and st.corner_seat[at] == seat
        tone = pieces_svg.SEAT_TONES[colours[seat]]
        assert any(e.get("fill") == tone or e.get("stroke") == tone for e in p.iter()), "drawn in its seat's colour"
        assert p.find(f"{SVG}title").text.startswith(NASTY)
    assert len([p for p in pieces if p.get("data-piece") == "causeway"]) == sum(1 for x in st.edge_seat if x >= 0)
    assert len([p for p in pieces if p.get("data-piece") != "causeway"]) == sum(1 for x in st.corner_piece if x)
    pressable = [e.get("data-edge") or e.get("data-corner") for e in root.iter() if "is-pressable" in (e.get("class") or "")]
    assert sorted(pressable) == ["1", "2"]
    assert "<img" not in svg
    assert root.find(f".//{SVG}g[@data-ashcloud]") is not None


def test_tiles_are_pressable_only_when_moving_the_ashcloud_and_sheltered_ones_never():
    rng = random.Random(4)
    s = screen(("human", "ai-easy", "ai-easy", "ai-easy"), seed=4)
    found = 0
    from engine.rules import ashcloud_targets

    for s, *_ in walk(s, rng, 4000):
        if engine_state(s).phase == Phase.MOVE_ASHCLOUD:
            p = s.pressable()
            assert sorted(p.tiles) == sorted(ashcloud_targets(engine_state(s)))
            assert engine_state(s).ash not in p.tiles
            svg = board_svg.render_island(engine_state(s).board.island, state=engine_state(s), pressable=p)
            root = ET.fromstring(svg)
            glowing = [t.get("data-tile") for t in root.iter(f"{SVG}g") if "is-pressable" in (t.get("class") or "")]
            assert len(glowing) == len(p.tiles)
            found += 1
    assert found


# ---------------------------------------------------------------- privacy


def test_behind_the_privacy_screen_no_hand_is_in_the_html():
    rng = random.Random(7)
    s = screen(("human", "human", "ai-easy"), seed=7, names=["Ana", NASTY, ""])
    checked = 0
    for s, what, _ in walk(s, rng, 3000, every=True, presses=Presses(end=0.7, timeout=0)):
        if what != "privacy":
            continue
        who = s.privacy()
        assert s.viewer() is None
        assert tray.hand_html(s.frame()) == "" and tray.tray_html(s.frame()) == "" and sheets.sheet_html(s.frame()) == ""
        shield = privacy_screen.privacy_html(s.frame())
        name = s.table.name(who)
        assert markup.esc(name) in shield and "data-hand-seat" not in shield
        assert "<img" not in shield
        checked += 1
        s.press({"action": "tap-in", "seat": str(who)})
        assert f'data-hand-seat="{who}"' in tray.hand_html(s.frame())
    assert checked > 5


def test_one_human_never_needs_the_privacy_screen_and_always_sees_its_own_hand():
    rng = random.Random(2)
    s = screen(("ai-easy", "human", "ai-easy"), seed=2)
    for s, *_ in walk(s, rng, 1500):
        assert s.privacy() is None and s.viewer() == 1
        assert 'data-hand-seat="1"' in tray.hand_html(s.frame())


# ---------------------------------------------------------------- clocks and the AI


def test_a_note_shows_until_its_seat_acts_again():
    """A note for one seat (a card stolen from it, the card it drew) shows in its status until
    it acts again: then the news is what it did (its roll, its trade), not the old note."""
    rng = random.Random(5)
    s = screen(("human", "ai-easy", "ai-normal", "ai-easy"), seed=5)
    before: int | None = None  # the human's notes when it last decided
    shown = 0
    for s, *_ in walk(s, rng, 4000):
        notes = s.table.notes[0]
        if before is not None:
            assert s.frame().notes == tuple(notes[before:]), (s.frame().notes, notes[before:])
        shown += bool(s.frame().notes)
        before = len(notes)
    assert shown >= 3, shown


def test_answering_an_offer_shows_what_the_answering_seat_holds():
    """On a phone the answer drawer covers the hand: it says what the seat answering holds
    (that seat's own hand, the one on the screen), beside the terms."""
    rng = random.Random(11)
    s = screen(("human", "ai-easy", "human"), seed=11)
    seen = 0
    for s, *_ in walk(s, rng, 5000):
        st = engine_state(s)
        if st.phase == Phase.OFFER and s.my_turn():
            me = s.viewer()
            held = f'data-hold="{me}">you hold {controls.cards_html(st.hands[me])}</p>'
            assert held in tray.answer_html(s.frame()), tray.answer_html(s.frame())
            seen += 1
        if st.phase == Phase.MAIN and rng.random() < 0.2 and st.offers_posted < 3:
            hand = st.hands[s.viewer()]
            g = next((r for r in range(5) if hand[r]), None)
            if g is not None:
                s.give, s.want = [0] * 5, [0] * 5
                s.give[g], s.want[(g + 1) % 5] = 1, 1
                s.press({"action": "post-offer"})
    assert seen > 3, seen


def test_ai_seats_return_their_cards_at_once_after_a_seven():
    """RULINGS 5: "AI seats discard at once".  When a human is asked for a discard, no AI
    seat owes a card any more: those that owed returned theirs first, even one sitting after
    that human from the seat on turn (the engine's own order would have asked the human first)."""
    rng = random.Random(9)
    s = screen(("human", "ai-easy", "human", "ai-normal"), seed=9)
    overtook = 0
    for s, *_ in walk(s, rng, 8000):
        st = engine_state(s)
        if st.phase != Phase.DISCARD:
            continue
        me = s.viewer()
        assert not [a for a in s.table.ai if st.discard_owed[a]], "an AI seat still owes cards while a human is asked"
        assert s.table.decider == me and st.discard_owed[me] and s.legal(), "the human on the screen is asked"
        place = {seat: (seat - st.turn_seat) % st.n for seat in range(st.n)}  # in order from the seat on turn
        run = itertools.takewhile(lambda a: a.kind == A.DISCARD, reversed(s.table.match.actions))
        overtook += any(a.a in s.table.ai and place[a.a] > place[me] for a in run)
    assert overtook, "no AI seat sitting after a human owed cards on a 7: the walk did not test the order"


@pytest.mark.parametrize("clocks,times", [("standard", (20, 10, 30)), ("relaxed", (60, 30, 90)), ("off", None)])
def test_timers_follow_the_rules(clocks, times):
    """RULINGS 5: the rulebook's clocks are Standard; Relaxed gives three times as long; Off runs none."""
    rng = random.Random(11)
    s = screen(("human", "ai-easy", "human"), seed=11, clocks=clocks)
    kinds = set()
    offer_s, confirm_s, discard_s = times or (None, None, None)
    phases = set()
    for s, *_ in walk(s, rng, 5000):
        t = s.timer()
        ph = engine_state(s).phase
        phases.add(ph)
        if times is None:
            assert t is None
        elif ph == Phase.DISCARD:
            assert t is not None and t.kind == "discard" and t.seconds == discard_s
        elif ph == Phase.OFFER:
            assert t is not None and t.kind == "offer" and t.seconds == offer_s
        elif ph == Phase.CONFIRM:
            assert t is not None and t.kind == "confirm" and t.seconds == confirm_s
        else:
            assert t is None
        if t:
            kinds.add(t.kind)
        if ph == Phase.MAIN and rng.random() < 0.2 and engine_state(s).offers_posted < 3:
            hand = engine_state(s).hands[s.viewer()]
            g = next((r for r in range(5) if hand[r]), None)
            if g is not None:
                s.give, s.want = [0] * 5, [0] * 5
                s.give[g], s.want[(g + 1) % 5] = 1, 1
                s.press({"action": "post-offer"})
    assert {Phase.OFFER, Phase.DISCARD, Phase.CONFIRM} <= phases
    assert times is None or {"offer", "discard", "confirm"} <= kinds


def test_ai_pace_and_instant_batches():
    s = screen(("ai-easy",) * 4, seed=7)
    assert s.ai_delay(800) == 800 and s.ai_delay(0) == 0
    assert s.ai_steps(800) == 1, "at a pace, one action per tick"
    n = 0
    while not engine_state(s).is_over:
        n += s.ai_steps(0)
    assert s.ai_delay(0) is None
    expected = play_game(7, ("ai-easy",) * 4)
    assert engine_state(s).winner == expected.winner and len(s.table.match.actions) == expected.actions
    from engine.actions import CHANCE_KINDS

    assert n + 1 == sum(1 for a in s.table.match.actions if a.kind not in CHANCE_KINDS), "one AI decision per step"


@pytest.mark.parametrize("kind", [k for k in SEAT_KINDS if k.startswith("ai-")])
def test_every_ai_level_the_engine_has_can_sit_at_the_table(kind):
    s = screen(("human", kind), seed=3)
    while s.ai_due():
        s.ai_step()
    assert s.my_turn()


# ---------------------------------------------------------------- the sheets


def test_drafts_are_bounded_and_the_offer_refusal_is_in_words():
    from engine.cards import RESOURCES

    s = screen(("human", "ai-easy", "ai-easy"), seed=8)
    rng = random.Random(8)
    for s, *_ in walk(s, rng, 400):
        if engine_state(s).phase == Phase.MAIN and any(engine_state(s).hands[0]):
            break
    s.press({"action": "sheet", "sheet": "offer"})
    assert s.sheet == "offer"
    hand = engine_state(s).hands[0]
    r = next(i for i in range(5) if hand[i])
    for _ in range(10):
        s.press({"action": "step", "draft": "give", "res": RESOURCES[r], "delta": "1"})
        s.press({"action": "step", "draft": "want", "res": RESOURCES[r], "delta": "1"})
    assert s.give[r] == hand[r] and s.want[r] == MAX_WANT, "give up to the hand, want up to 4"
    html = sheets.sheet_html(s.frame())
    assert "may not give and want the same resource" in html
    import re

    post = re.search(r'<button[^>]*data-action="post-offer"[^>]*>', html).group(0)
    assert 'aria-disabled="true"' in post and 'aria-describedby="why-sheet-offer"' in post  # refused, and says why
    assert re.search(r'<p[^>]*id="why-sheet-offer"[^>]*>an offer may not give and want the same resource</p>', html)
    n = len(s.table.match.actions)
    s.press({"action": "post-offer"})
    assert len(s.table.match.actions) == n and "same resource" in s.message


def test_panels_render_every_phase_and_escape_names():
    rng = random.Random(5)
    s = screen(("human", "ai-easy", "human", "ai-easy"), seed=5, names=[NASTY, NASTY, "Cy", ""], tide=True)
    phases = set()
    opened = set()
    for s, *_ in walk(s, rng, 6000, every=True, explore=True, presses=Presses(end=0.6, timeout=0)):
        for f in (seat_cards.seats_html, status.status_html, status.supply_html, tray.hand_html, tray.tray_html,
                  sheets.sheet_html, privacy_screen.privacy_html):
            html = f(s.frame())
            assert "<img" not in html
        phases.add(engine_state(s).phase)
        opened.add(s.sheet)
    assert engine_state(s).is_over
    assert {"trade", "offer"} <= opened, opened
    from view import charts

    end = results.end_html(s.frame(), charts)
    assert "wins!" in end and "<img" not in end and "data-final-seat" in end
    assert 'data-charts="missing"' in results.end_html(s.frame(), None)
    ET.fromstring(f"<div>{seat_cards.seats_html(s.frame())}</div>")  # well-formed: every name escaped


# ---------------------------------------------------------------- the new-game form and links


def test_new_game_form_keeps_colours_unique_and_names_as_text():
    form = newgame.NewGame(7, ai_kinds=SEAT_KINDS)
    assert form.levels == tuple(k for k in SEAT_KINDS if k.startswith("ai-"))
    form.set_name(0, NASTY)
    form.set_colour(2, "Coral")
    assert sorted(r.colour for r in form.rows) == sorted(pieces_svg.LANTERNS)
    form.remove_seat(0)
    form.add_seat()
    assert len({r.colour for r in form.rows}) == 4
    form.set_kind(1, "human")
    form.set_kind(1, "dragon")
    assert form.rows[1].kind == "human"
    html = newgame_form.form_html(form, "<svg/>", 0)
    assert "<img" not in html
    t = Table(GameConfig(seats=4, seed=1), form.specs())
    assert [s.colour for s in t.seats] == [r.colour for r in form.rows]


@pytest.mark.parametrize(
    "params,island,seed,seats,tide,pace,notices",
    [
        ({"seed": "42", "seats": "human,ai-easy"}, 42, 42, ("human", "ai-easy"), False, None, 0),
        ({"island": "landfall", "seats": "ai-easy,ai-easy,ai-easy"}, "landfall", links.LANDFALL_SEED, ("ai-easy",) * 3, False, None, 0),
        ({"island": "landfall", "seed": "77"}, "landfall", 77, None, False, None, 0),
        ({"island": "12", "seed": "99", "tide": "1", "pace": "0"}, 12, 99, None, True, 0, 0),
        ({"seed": "5", "seats": "human"}, 5, 5, None, False, None, 1),
        ({"seed": "5", "seats": "human,ai-easy,ai-easy,ai-easy,ai-easy"}, 5, 5, None, False, None, 1),
        ({"seed": "5", "pace": "brisk", "tide": "on"}, 5, 5, None, True, links.PACES["brisk"], 0),
        ({"seed": "5", "pace": "99999"}, 5, 5, None, False, None, 1),
        ({"island": "landfall", "seed": "x"}, "landfall", links.LANDFALL_SEED, None, False, None, 1),
    ],
)
def test_read_link(params, island, seed, seats, tide, pace, notices):
    link = links.read_link(params, ("ai-easy", "ai-hard"), fresh_seed=lambda: 7)
    assert (link.island, link.seed, link.seats, link.tide, link.pace, len(link.notices)) == (
        island, seed, seats, tide, pace, notices
    )
    again = links.read_link({**link.query(), "seats": ",".join(link.seats or ())} if link.seats else link.query(),
                            ("ai-easy", "ai-hard"))
    assert (again.island, again.seed, again.tide) == (link.island, link.seed, link.tide), "a link reads back"


def test_a_seed_link_is_the_engines_game():
    """``?seed=N&seats=...`` builds the same GameConfig as ``python -m engine selfplay --seed N``."""
    link = links.read_link({"seed": "31", "seats": "ai-easy,ai-easy,ai-easy"}, SEAT_KINDS)
    config = GameConfig(seats=3, seed=link.seed, island=None if link.island == link.seed else link.island)
    s = Screen(Table(config, [SeatSpec(k) for k in link.seats]))
    while not engine_state(s).is_over:
        s.ai_steps(0)
    assert engine_state(s).winner == play_game(31, link.seats).winner


HOTSEAT = ("human", "human", "ai-normal")


def _discards_in_order(actions) -> list[str]:
    """A record's actions, each run of discards sorted: the page returns a person's discard at
    once, card by card in the Supply's order, and asks the AI seats first (RULINGS 5), where an
    ai-normal seat in the engine returns its cards in its own order, in the engine's order of seats."""
    out: list[str] = []
    run: list[str] = []
    for a in map(str, actions):
        if a.startswith("discard "):
            run.append(a)
            continue
        out.extend([*sorted(run), a])
        run = []
    return out + sorted(run)


@pytest.mark.parametrize("seed", [1, 41])
def test_two_people_following_the_hint_play_ai_normals_own_game_to_a_winner(seed):
    """Issue 25: two people at one device who follow the hint (each taps in behind the privacy
    screen, asks for the hint and presses what it lights up, nothing else) and an ai-normal seat
    play the very game three ai-normal seats play in the engine (up to the order of each
    discard's cards), to a winner within 150 turns.  Seed 1 is Landfall's own game
    (``?island=landfall``), the issue's: after 21 rounds renown 3, 4 and 2 and no Basalt out of
    the Supply, as in the engine, and seat 1 wins at turn 101.  Seed 41 has a discard from a hand
    of one kind: the hint lit Return with nothing chosen, which refuses, and the game stopped."""
    from mirror import Mirror, follow_hints

    m = Mirror(seed, HOTSEAT, island="landfall")
    presses = follow_hints(m, turns=150)
    s = m.state
    assert s.is_over and s.turns <= 150, (s.turns, s.phase.label, presses)
    assert all(k in ("tap-in", "hint") or k.startswith("lit ") for k in presses), presses
    assert presses["tap-in"] > 10, "the people took turns at the device"
    engine = play_game(seed, ("ai-normal",) * 3, island="landfall")
    assert _discards_in_order(m.screen.table.match.actions) == _discards_in_order(engine.game.actions)


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    return {
        (node.module or "").split(".")[0] if isinstance(node, ast.ImportFrom) else alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for alias in node.names
    }


def test_site_modules_but_the_glue_use_no_browser_modules():
    """The site's own modules are pure Python (tested here, in CPython); only ``main.py`` and
    the ``glue`` package touch the browser, and ``main.py`` is only the wiring."""
    names = sorted(p.relative_to(SITE).as_posix() for p in SITE.rglob("*.py")
                   if p.name != "main.py" and p.parent.name != "glue")
    assert {"update/screen.py", "view/panels.py", "model/table.py", "view/board_svg.py", "model/links.py",
            "model/saves.py", "model/replay.py", "words/narrate.py"} <= set(names)
    for name in names:
        assert not _imports(SITE / name) & {"js", "pyscript", "pyodide", "glue"}, name
    glue = sorted((SITE / "glue").glob("*.py"))
    assert len(glue) >= 10
    assert not any("js" in _imports(p) for p in glue), "the glue reaches the browser through pyscript"
    assert len((SITE / "main.py").read_text().splitlines()) <= 200


@pytest.mark.parametrize("module", [screen_module, messages, panels, newgame, links, board_svg, narrate], ids=lambda m: m.__name__)
def test_doctests(module):
    assert doctest.testmod(module).failed == 0


def test_every_card_and_trade_can_be_played_by_presses():
    """Venture cards, Supply trades, the Barge, counters and confirms, each through the
    same presses the page sends (not by applying actions directly)."""
    from engine.cards import RESOURCES

    done = set()
    otherwise = Presses(end=0.7, timeout=0)

    def press_a_card_or_a_trade(s: Screen, rng: random.Random):
        """A human's decision: the controls of a card or a trade whenever one may be used."""
        legal = s.legal()
        kinds = {a.kind for a in legal}
        n = len(s.table.match.actions)
        ph = engine_state(s).phase
        me = s.viewer()
        if ph == Phase.MAIN and A.BUY in kinds:
            s.press({"action": "buy"})
            done.add("buy")
        elif A.WARDEN in kinds and rng.random() < 0.5:
            s.press({"action": "mode", "kind": "warden"})
            tiles = s.pressable().tiles
            if tiles and rng.random() < 0.7:
                s.press({"action": "site", "tile": TILE_IDS[tiles[0]]})
                done.add("warden-move")
            else:
                s.press({"action": "calm"})
                done.add("warden-calm")
        elif A.SURVEYOR in kinds:
            s.press({"action": "surveyor"})
            done.add("surveyor")
        elif A.BOUNTIFUL in kinds:
            s.press({"action": "sheet", "sheet": "bountiful"})
            s.press({"action": "bountiful", "number": "6"})
            done.add("bountiful")
        elif A.EMBARGO in kinds:
            s.press({"action": "sheet", "sheet": "embargo"})
            s.press({"action": "embargo", "res": "kelp"})
            done.add("embargo")
        elif A.REVEAL in kinds:
            s.press({"action": "reveal"})
            done.add("reveal")
        elif ph == Phase.MAIN and (A.TRADE in kinds or A.BARGE in kinds) and rng.random() < 0.5:
            a = next(x for x in legal if x.kind in (A.TRADE, A.BARGE))
            s.press({"action": "sheet", "sheet": "trade"})
            s.press({"action": "trade-give", "res": RESOURCES[a.a]})
            s.press({"action": "trade-take", "res": RESOURCES[a.b]})
            s.press({"action": "trade", "via": "barge" if a.kind == A.BARGE else "supply"})
            done.add(a.kind)
            assert s.sheet == "" and (s.trade_give, s.trade_take) == (-1, -1), \
                "a trade closes the sheet, and the next one starts from nothing picked"
        elif ph == Phase.MAIN and engine_state(s).offers_posted < 1 and any(engine_state(s).hands[me]) and rng.random() < 0.5:
            g = next(r for r in range(5) if engine_state(s).hands[me][r])
            s.press({"action": "sheet", "sheet": "offer"})
            s.press({"action": "step", "draft": "give", "res": RESOURCES[g], "delta": "1"})
            s.press({"action": "step", "draft": "want", "res": RESOURCES[(g + 1) % 5], "delta": "1"})
            s.press({"action": "post-offer"})
        elif ph == Phase.OFFER:
            s.press({"action": "sheet", "sheet": "counter"})
            if s.sheet == "counter" and not s.frame().refusal(A.counter(me, tuple(s.give), tuple(s.want))):
                s.press({"action": "send-counter"})
                done.add("counter")
            else:
                can = A.with_arg(A.ACCEPT, me) in legal
                s.press({"action": "accept" if can and rng.random() < 0.5 else "pass"})
        elif ph == Phase.CONFIRM:
            c = [a for a in legal if a.kind == A.CONFIRM]
            if c:
                s.press({"action": "confirm", "seat": str(c[0].a)})
                done.add("confirm")
            else:
                s.press({"action": "decline"})
        else:
            return otherwise(s, rng)
        assert len(s.table.match.actions) > n or s.message, (ph, s.message, done)
        return None

    for seed in range(1, 40):
        for _ in walk(screen(("human", "human"), seed=seed), random.Random(seed), 4000, presses=press_a_card_or_a_trade):
            if len(done) >= 11:
                break
        if len(done) >= 11:
            break
    assert done == {"buy", "warden-move", "warden-calm", "trade", "barge", "counter", "confirm",
                    "surveyor", "bountiful", "embargo", "reveal"}, done


# ---------------------------------------------------------------- the end, read as a player (issue 13)


def _played_out(kinds, seed):
    """A game played out: the AI seats by their rule, every human by the easy AI's choice."""
    from engine.ai import make_seat

    s = screen(kinds, seed=seed)
    stand_in = make_seat("ai-easy", seed, 0)
    while not engine_state(s).is_over:
        if s.ai_due():
            s.ai_step()
        elif s.privacy() is not None:
            s.press({"action": "tap-in", "seat": str(s.privacy())})
        else:
            st = engine_state(s)
            who = actor(st)
            s.table.viewer = who
            s.play(stand_in.choose(SeatView(st, who), legal_actions(st)))
    return s


def test_a_lone_human_winner_reads_you_win_and_the_chart_ends_at_the_final_renown():
    import re

    from view import charts

    titles = set()
    for seed in range(1, 40):
        s = _played_out(("human", "ai-easy", "ai-easy"), seed)
        end = results.end_html(s.frame(), charts)
        title = re.search(r'<h2 id="end-title">(.*?)</h2>', end).group(1)
        w = engine_state(s).winner
        assert title == ("You win!" if w == 0 else f"{markup.esc(s.table.name(w))} wins!")
        titles.add(title == "You win!")
        finals = dict(re.findall(r'data-final-seat="(\d)" data-final="(\d+)"', end))
        lines = dict(re.findall(r'class="seat-line" data-seat="(\d)" data-name="[^"]*" data-final="(\d+)"', end))
        assert lines and lines == finals, "the chart's last point is the table's renown, Landmarks included"
        if titles == {True, False}:
            break
    assert titles == {True, False}, "both a human's and an AI seat's win were seen"
    two = _played_out(("human", "human", "ai-easy"), 4)
    assert "You win!" not in results.end_html(two.frame(), None), "with two humans, the winner is named"


def test_a_tile_the_ashcloud_may_not_take_says_why():
    """A barred tile says why in the engine's words (the RuleError an Ashcloud move there would
    raise), its place named by its tiles, never by its id."""
    from engine.rules import sheltered

    from words import places

    for seed in range(1, 200):
        s = screen(("human", "ai-easy", "ai-easy"), seed=seed)
        while not engine_state(s).is_over and not (engine_state(s).phase == Phase.MOVE_ASHCLOUD and s.my_turn()):
            if s.ai_due():
                s.ai_step()
            else:
                s.play(s.legal()[0] if engine_state(s).phase != Phase.MAIN else A.simple(A.END))
        if engine_state(s).is_over:
            continue
        st = engine_state(s)
        barred = dict(s.pressable().barred)
        island = s.table.match.island
        here = places.tile_words(island, st.ash)
        assert barred[st.ash] == f"The Ashcloud is already on {here}: it must move to a different tile."
        for t, why in barred.items():
            err = SeatView(st, 0).refusal(A.with_arg(A.ASHCLOUD, t))
            assert err is not None
            words = err.worded(s.table.name, places.namer(island))
            assert why == words[0].upper() + words[1:] + ".", "the engine's words"
            assert TILE_IDS[t] not in why, why
        assert set(barred) == {t for t in range(19) if t == st.ash or sheltered(st, t)}
        assert not set(barred) & set(s.pressable().tiles)
        layers = dict(panels.board_layers(s.frame(), "Test")[1])
        assert layers["tiles"].count('aria-disabled="true"') == len(barred)
        shelter = [t for t in barred if t != st.ash]
        if not shelter:
            continue
        t = shelter[0]
        n = len(s.table.match.actions)
        s.press({"action": "why", "tile": TILE_IDS[t]})
        assert len(s.table.match.actions) == n
        assert s.message == (f"{places.tile_words(island, t)[0].upper()}{places.tile_words(island, t)[1:]} is "
                             "sheltered: everyone with a piece there has 2 renown or fewer.")
        assert "sheltered" in layers["tiles"].split(f'data-tile="{TILE_IDS[t]}"', 1)[1].split(">", 1)[0]
        return
    raise AssertionError("no sheltered tile in 200 games")


def test_a_replay_of_an_unfinished_game_says_so():
    from model.replay import Replay

    t = Table(GameConfig(seats=3, seed=4), [SeatSpec("ai-easy") for _ in range(3)])
    for _ in range(40):
        t.ai_step()
    html = replay_html.controls_html(Replay(t))
    assert "this game is unfinished" in html and "the game is over" not in html and 'data-replay-finished="0"' in html
    while not engine_state(t).is_over:
        t.ai_step()
    assert "the game is over" in replay_html.controls_html(Replay(t))


def test_the_page_counts_rounds_never_the_engines_turns():
    """Issue 25: "Round 25" in the status and "turn 100" on the end screen were the same game.
    Everywhere a person reads a number of the game's progress it is the round (placement is
    none; round 1 begins with the first roll): the status, the end screen and its chart, the
    replay, a record's name and description."""
    import re

    from model import replay, saves
    from view import charts

    s = screen(("ai-easy",) * 4, seed=5)
    while s.ai_due():
        s.ai_step()
    st = engine_state(s)
    assert st.is_over and st.turns > 4
    r = (st.turns - 1) // st.n + 1
    html = "".join(panels.regions(s.frame(), charts).values())
    text = re.sub(r"<[^>]+>", " ", html)
    assert not re.search(r"\bturns? \d", text, re.IGNORECASE), re.search(r".{40}\bturns? \d.{20}", text, re.IGNORECASE)
    assert f"Round {r}" in text and f"in round {r}." in text
    assert f"Renown over {r} rounds" in html, "the chart's rows are rounds"
    rp = replay.Replay(s.table)
    rp.press("replay-end")
    assert f"· round {r}" in replay_html.controls_html(rp)
    assert saves.record_file(s.table)[0] == f"cinderisle-5-round-{r}.json"
    assert f"won in round {r}." in saves.describe_record(s.table)


def test_the_recap_says_what_happened_since_the_viewer_last_acted():
    """Issue 25: on a phone the log is folded, so a person's turn opens with a recap of what the
    others did since they last acted (builds, cards, trades, the Ashcloud, steals; what the
    viewer collected), each place named by its tiles; it goes once the person acts."""
    from mirror import Mirror, policy

    m = Mirror(3, ("human", "ai-easy", "ai-easy", "ai-easy"))
    seen = 0
    while not m.state.is_over and m.state.turns < 40:
        s = m.screen
        f = s.frame()
        if f.my_turn and engine_state(s).phase == Phase.PRE_ROLL and engine_state(s).turns > 4:
            t = s.table
            assert f.recap, "a whole round of three AI seats left nothing to tell"
            assert f.recap == tuple(t.recap_of(0))
            mine = max(i for i, line in enumerate(t.log) if line.startswith(t.name(0)))
            built = [line.removesuffix(".") for line in t.log[mine + 1:]
                     if " built a causeway " in line or " founded a hearth " in line or " raised a beacon " in line]
            assert [x for x in f.recap if " built " in x or " founded " in x or " raised " in x] == built
            assert not any(line.startswith(("Coral", "You ")) and "collected" not in line for line in f.recap)
            html = status.status_html(f)
            assert html.count("data-recap-item") == len(f.recap) and f'data-recap="{len(f.recap)}"' in html
            m.press(action="roll")
            assert not m.screen.frame().recap, "the recap goes once the viewer acts"
            assert "data-recap" not in status.status_html(m.screen.frame())
            seen += 1
            continue
        policy(m)
    assert seen >= 5


def test_the_recap_of_another_human_loses_what_was_taken_back():
    """Hotseat: Undo takes a build back from the other person's recap too."""
    s = screen(("human", "human"), seed=9)
    first = s.table.decider
    other = 1 - first
    s.press({"action": "tap-in", "seat": str(first)})
    corner = s.pressable().corners[0]
    s.press({"action": "site", "corner": str(corner)})
    assert len(s.table.recap_of(other)) == 1 and "founded a hearth on" in s.table.recap_of(other)[0]
    s.press({"action": "undo"})
    assert s.table.recap_of(other) == []


def test_each_trading_control_says_who_you_trade_with():
    """Issue 25: "Trade" and "Exchange" sat side by side and meant the same to a child; the
    controls, the sheets, the coach and the rules all say "Trade with the Supply" and "Trade
    with players" (the rules keep the Exchange Board's name, and say it is that)."""
    import re

    from model import lessons
    from view import rulebook
    from words import coachwords

    m = None
    from mirror import Mirror, policy

    m = Mirror(3, ("human", "ai-easy", "ai-easy", "ai-easy"))
    while not (m.screen.my_turn() and m.state.phase == Phase.MAIN):
        policy(m)
    html = tray.tray_html(m.screen.frame())
    words = re.findall(r'class="b-name">([^<]+)<', html)
    assert "Trade with the Supply" in words and "Trade with players" in words
    assert not {"Trade", "Exchange"} & set(words)
    for sheet, title in (("trade", "Trade with the Supply"), ("offer", "Trade with players: draft an offer")):
        m.press(action="sheet", sheet=sheet)
        assert f'id="sheet-title">{title}<' in sheets.sheet_html(m.screen.frame())
    source = "".join(Path(m.__file__).read_text() for m in (lessons, coachwords))  # (the coach's steps and words)
    assert "Press Trade with the Supply." in source and "Press Trade with players." in source
    assert "Press Exchange" not in source and "Press Trade." not in source
    rules = rulebook.body_html()
    assert "press Trade with the Supply" in rules and "The Exchange Board is how you trade with players" in rules


def test_the_seat_cards_icons_are_told_during_placement_only():
    s = screen(("human", "ai-easy"), seed=9)
    while s.ai_due():
        s.ai_step()
    html = status.status_html(s.frame())
    assert "data-legend" in html
    for words in ("cards in hand", "venture cards", "Wardens shown"):
        assert words in html
    from mirror import Mirror, policy

    m = Mirror(9, ("human", "ai-easy"))
    while m.state.phase in (Phase.SETUP_HEARTH, Phase.SETUP_CAUSEWAY):
        policy(m)
    assert "data-legend" not in status.status_html(m.screen.frame())


def test_one_card_is_one_card_not_one_cards() -> None:
    """A newcomer read "Lagoon 1 cards" on the robbing buttons: a count of one is singular,
    in the buttons and in the seats' spoken names."""
    for seed in range(1, 60):
        s = screen(("human", "ai-easy", "ai-easy"), seed=seed)
        for m in walk(s, random.Random(seed), 600):
            v = m.screen.sight()
            if v.phase == Phase.ROB and 1 in v.hand_counts:
                html = "".join(panels.regions(m.screen.frame()).values())
                assert "1 cards" not in html and " 1 card" in html, html
                return
    raise AssertionError("no robbery of a seat holding one card was walked")
