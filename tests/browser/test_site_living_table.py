"""The open table in the page (Living Island, issue 27 section 3): at 1024x768, hotseat with
two people and an AI seat, the seat on turn posts an Ask from the offer sheet, the other person
answers behind the privacy screen with a sealed quote, the AI quotes at once, and the quotes
show side by side to take one.  Waiting is on ``data-*`` attributes only."""

from __future__ import annotations

import pytest

from engine.cards import RESOURCES
from engine.game import GameConfig

from driver import link, play_until, press, settle
from mirror import Mirror
from model.adapter import engine_state
from model.seating import SeatSpec
from model.table import Table
from update.screen import Screen

pytestmark = pytest.mark.browser

HOTSEAT = ("human", "human", "ai-easy")
SEED = 5


class LivingMirror(Mirror):
    """The mirror of a Living Island game."""

    def __init__(self, seed: int, kinds: tuple[str, ...]) -> None:
        config = GameConfig(seats=len(kinds), seed=seed, players=kinds, clocks="standard", rules="living")
        self.screen = Screen(Table(config, [SeatSpec(k) for k in kinds]))
        self.settle()


def tap_in(page, mirror: Mirror) -> None:
    tap = page.locator("[data-action=tap-in]")
    seat = int(tap.get_attribute("data-seat"))
    tap.click()
    page.wait_for_function("document.documentElement.dataset.privacy === '0'")
    mirror.press(action="tap-in", seat=seat)


def test_an_ask_answered_in_hotseat_behind_the_privacy_screen_then_a_quote_taken(game):
    page = game.open(link(SEED, HOTSEAT, "&pace=0&rules=living"), width=1024, height=768)
    mirror = LivingMirror(SEED, HOTSEAT)

    def ready(m: Mirror) -> bool:
        s = m.screen
        st = engine_state(s)
        me = s.viewer()
        if not (st.phase.label == "main" and s.my_turn() and me is not None and st.offers_posted == 0
                and any(st.hands[1 - me])):
            return False
        want = max(range(5), key=lambda r: st.hands[1 - me][r])
        return any(st.hands[me][r] for r in range(5) if r != want)  # a price the asker can pay

    play_until(page, mirror, ready)
    s = mirror.screen
    me = s.viewer()
    other = 1 - me
    st = engine_state(s)
    want = max(range(5), key=lambda r: st.hands[other][r])  # a card the other person holds
    page.locator("[data-action=sheet][data-sheet=offer]").click()
    mirror.press(action="sheet", sheet="offer")
    page.locator(f"[data-action=step][data-draft=want][data-res={RESOURCES[want]}][data-delta='1']").click()
    mirror.press(action="step", draft="want", res=RESOURCES[want], delta=1)
    page.wait_for_function("document.querySelector('[data-action=post-offer]')?.textContent.includes('Post Ask')")
    press(page, "[data-action=post-offer]")
    mirror.press(action="post-offer")
    assert engine_state(s).request is not None and engine_state(s).request.ask

    d = settle(page)
    assert d["phase"] == "offer" and d["privacy"] == "1", "the other person answers behind the privacy screen"
    assert page.locator(f"[data-action=tap-in][data-seat='{other}']").count() == 1
    assert "made an Ask at the open table" in page.locator(".privacy-why").inner_text()
    tap_in(page, mirror)
    page.locator("[data-request=ask]").wait_for()
    game.screenshot("living-table-answer-1024")
    page.locator("[data-action=sheet][data-sheet=counter]").click()
    mirror.press(action="sheet", sheet="counter")
    price = next(r for r in range(5) if r != want and engine_state(s).hands[me][r])  # one the asker can pay
    page.locator(f"[data-action=step][data-draft=want][data-res={RESOURCES[price]}][data-delta='1']").click()
    mirror.press(action="step", draft="want", res=RESOURCES[price], delta=1)
    press(page, "[data-action=send-counter]")
    mirror.press(action="send-counter")

    d = settle(page)
    assert d["phase"] == "confirm", d
    if d["privacy"] == "1":
        tap_in(page, mirror)
    page.locator("[data-quotes-shown=true]").wait_for()
    rows = page.locator(".quote[data-seat]")
    assert rows.count() == 2, "both other seats' answers show side by side"
    assert page.locator(f".quote[data-seat='{other}'] [data-action=confirm]").count() == 1
    game.screenshot("living-table-quotes-1024")
    page.set_viewport_size({"width": 390, "height": 844})
    game.screenshot("living-table-quotes-390")
    page.set_viewport_size({"width": 1024, "height": 768})
    hand = sum(engine_state(s).hands[me])
    press(page, f"[data-action=confirm][data-seat='{other}']")
    mirror.press(action="confirm", seat=other)
    d = settle(page)
    assert d["phase"] == "main"
    assert sum(engine_state(s).hands[me]) == hand  # gave one card as the price, got one
    assert page.locator("[data-quotes-shown]").count() == 0
