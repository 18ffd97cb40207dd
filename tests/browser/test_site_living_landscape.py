"""Landscape screens: at 1024x768 the side column's status shows a Living Island hint whole,
under the act bar, with nothing to scroll; from 900 px wide the bottom row holds the whole tray,
End turn in reach, in both rule sets.

The status there holds whose turn it is, the prompt, the dice, the act bar (the act, the next
event's chances, what begins the next act, Next spin) and a hint of up to four lines: about
430 px.  With the Supply between the status and the log, the status had 349 px and a newcomer's
hint was cut mid-line until scrolled.  In a landscape screen 680 px tall or more the Supply
stands under the seats, where the seats' column had room to spare (style.css).  Under 1020 px
wide the hand's cards and the builds' columns are narrower: at 900 px End turn lay past the
screen's right edge."""

from __future__ import annotations

import pytest

from conftest import own_context_game
from driver import link, new_game
from tools.newcomer import human_decides_js, play_as_newcomer

pytestmark = pytest.mark.browser

TABLET = (1024, 768)
SEATS = ("human", "ai-normal", "ai-normal", "ai-normal")
SEED = 11
"""A game whose hint after the person's roll in round 3 is four lines long at 1024x768."""

SIDE_JS = """() => {
  const out = [], box = e => e.getBoundingClientRect(), px = Math.round;
  const status = document.getElementById('status'), s = box(status);
  const hint = status.querySelector('[data-hint]');
  if (!hint) out.push('no hint shown');
  else { const r = box(hint);
    if (r.top < s.top - 1 || r.bottom > s.bottom + 1)
      out.push(`the hint (${px(r.top)}-${px(r.bottom)}) is not all inside the status (${px(s.top)}-${px(s.bottom)})`); }
  if (status.scrollHeight > status.clientHeight + 1)
    out.push(`the status scrolls: ${status.scrollHeight} px in ${status.clientHeight}`);
  const seats = document.getElementById('seats');
  if (seats.scrollHeight > seats.clientHeight + 1) out.push('the seats scroll');
  const sp = box(document.getElementById('supply')), se = box(seats), b = box(document.getElementById('board'));
  const hand = box(document.getElementById('hand'));
  if (sp.top < se.bottom - 1 || sp.right > b.left + 1 || sp.bottom > hand.top + 1)
    out.push(`the Supply (${px(sp.left)},${px(sp.top)}-${px(sp.right)},${px(sp.bottom)}) is not under the seats`);
  if (document.scrollingElement.scrollHeight > innerHeight + 1) out.push('the page scrolls');
  return out;
}"""


def _playing(game, rules: str = "living", *, size: tuple[int, int] = TABLET, turns: int = 8, roll: bool = True,
             hint: bool = False):
    """The game of :data:`SEED` at ``size``, played by a newcomer for ``turns`` turns up to the
    person's decision (Living Island's walkthrough skipped: its steps cover the board); then
    ``roll``, the roll pressed (the main phase), and ``hint``, the hint shown."""
    page = game.page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    if not page.url.startswith(game.url):
        game.open("?island=landfall")
    page.evaluate("localStorage.setItem('cinderisle.living-walkthrough', 'done')")
    new_game(game, link(SEED, SEATS, f"&pace=0&rules={rules}"))
    play_as_newcomer(page, turns)
    page.wait_for_function(human_decides_js())
    if roll:
        page.locator("#tray [data-action=roll]").click()
        page.wait_for_function("document.documentElement.dataset.phase === 'main'")
    if hint:
        page.locator("[data-action=hint]:not([aria-pressed=true]) >> visible=true").click()
        page.wait_for_function("!!document.querySelector('#status [data-hint]')")
    return page


def _laid_out(page) -> None:
    """Two frames on: the page laid out at its new size (and the log scrolled)."""
    page.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")


def test_a_tablet_held_landscape_shows_a_living_hint_whole_and_the_supply_under_the_seats(game):
    page = _playing(game, hint=True)
    _laid_out(page)
    game.screenshot("living-landscape-1024-hint")
    assert page.evaluate("document.querySelector('#status [data-hint]').getBoundingClientRect().height") >= 80, \
        "the hint is shorter than four lines (else the check says little)"
    assert page.evaluate(SIDE_JS) == []
    # Planted: the Supply back in the side column, under the status: the hint is cut.
    handle = page.add_style_tag(content=".game { grid-template-rows: minmax(0, 1fr) auto auto !important; "
                                        "grid-template-areas: 'seats board side' 'seats board supply' "
                                        "'bottom bottom bottom' !important; }")
    try:
        found = page.evaluate(SIDE_JS)
        assert any("not all inside the status" in p for p in found) and any("not under the seats" in p for p in found), found
    finally:
        handle.evaluate("e => e.remove()")
    assert page.evaluate(SIDE_JS) == []


TRAY_JS = """() => {
  const out = [], px = Math.round;
  for (const e of document.querySelectorAll('#tray button')) {
    const r = e.getBoundingClientRect();
    if (!r.width) continue;
    if (r.left < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
      out.push(`${e.dataset.action}${e.dataset.kind ? ':' + e.dataset.kind : ''} at ${px(r.left)}-${px(r.right)} of ${innerWidth}`);
  }
  const tray = document.getElementById('tray');
  if (tray.scrollWidth > tray.clientWidth + 1) out.push(`the tray's ${tray.scrollWidth} px in ${tray.clientWidth}`);
  return out;
}"""
NARROW = ((900, 700), (960, 600), (1019, 700), (1024, 768))


@pytest.mark.parametrize("rules", ["cinderisle", "living"])
def test_a_narrow_landscape_keeps_the_whole_tray_on_the_screen(game, rules):
    page = _playing(game, rules)
    for width, height in NARROW:
        page.set_viewport_size({"width": width, "height": height})
        _laid_out(page)
        assert page.evaluate(TRAY_JS) == [], (width, height)
        assert page.evaluate("document.querySelectorAll('#tray [data-action=end]').length") == 1
    game.screenshot(f"landscape-narrow-{rules}")
    # Planted: the hand and the builds as wide as at 1024 px: End turn past the right edge at 900.
    page.set_viewport_size({"width": 900, "height": 700})
    handle = page.add_style_tag(content=".card { width: 3.3rem !important; } .hand { max-width: 22rem !important; } "
                                        ".tray-builds { grid-template-columns: repeat(6, minmax(4.3rem, 1fr)) !important; }")
    try:
        _laid_out(page)
        assert any(p.startswith("end at") for p in page.evaluate(TRAY_JS)), page.evaluate(TRAY_JS)
    finally:
        handle.evaluate("e => e.remove()")


UPRIGHT_JS = """() => {
  const up = document.getElementById('upright'), words = document.getElementById('upright-words');
  const r = words.getBoundingClientRect(), app = document.getElementById('app');
  return {shown: getComputedStyle(up).display !== 'none' && r.top >= 0 && r.bottom <= innerHeight && r.width > 0,
          words: words.innerText, clock: document.getElementById('upright-clock').textContent,
          app: getComputedStyle(app).display !== 'none'};
}"""


@pytest.fixture
def phone(chromium, site_url):
    """A page of its own on a phone: a finger for a pointer (``pointer: coarse``)."""
    yield from own_context_game(chromium, site_url, viewport={"width": 390, "height": 844}, has_touch=True)


def test_a_phone_held_sideways_asks_for_it_upright_and_the_game_waits_whole(phone):
    """No layout of the game fits a phone held sideways (844x390: the island had no height
    left and the tray lay below the screen; 915x412: the status had none for its prompt).  The
    page asks for the phone upright instead, in the page's language; turned back, the game is
    as it was, the island fitted to the board again.  Planted: the ask not shown, caught."""
    game = phone
    page = _playing(game, size=(390, 844), turns=3, roll=False)
    before = page.evaluate("document.documentElement.dataset.actions")
    assert not page.evaluate(UPRIGHT_JS)["shown"]
    for width, height in ((844, 390), (915, 412), (667, 375)):
        page.set_viewport_size({"width": width, "height": height})
        found = page.evaluate(UPRIGHT_JS)
        assert found["shown"] and not found["app"], (width, height, found)
        assert found["words"] == "Turn your phone upright to play."
    game.screenshot("phone-sideways-844")
    handle = page.add_style_tag(content=".upright { display: none !important; } .app { display: flex !important; }")
    try:
        assert not page.evaluate(UPRIGHT_JS)["shown"], "the planted fault went unnoticed"
    finally:
        handle.evaluate("e => e.remove()")
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function("""() => { const b = document.getElementById('board'), r = b.getBoundingClientRect();
      return r.height > 200 && b.dataset.fitted === `${Math.round(r.width)}x${Math.round(r.height)}`; }""")
    assert not page.evaluate(UPRIGHT_JS)["shown"]
    assert page.evaluate("document.documentElement.dataset.actions") == before
    for width, height in ((1024, 768), (768, 1024), (1024, 600)):  # (tablets: never asked)
        page.set_viewport_size({"width": width, "height": height})
        assert not page.evaluate(UPRIGHT_JS)["shown"], (width, height)


def test_a_phone_held_sideways_is_asked_in_its_own_language_from_the_first_frame(phone):
    """The words are the loading screen's (boot.js says them in the page's language before
    Python runs); a game in German asks in German."""
    game = phone
    page = game.page
    page.set_viewport_size({"width": 844, "height": 390})
    game.open(link(SEED, SEATS, "&pace=0&lang=de"))
    assert page.evaluate(UPRIGHT_JS)["words"] == "Dreh dein Handy hochkant, um zu spielen."
    page.wait_for_function("document.documentElement.dataset.ready === 'true'")
    found = page.evaluate(UPRIGHT_JS)
    assert found["shown"] and found["words"] == "Dreh dein Handy hochkant, um zu spielen.", found


def test_a_low_window_on_a_computer_asks_for_a_taller_window(game):
    """A computer's window under 500 px tall (a mouse or a trackpad: ``pointer: fine``) was
    asked to turn the phone upright; it is asked for a taller window, without the phone's
    picture, in the page's language, and the game waits whole as on a phone.  (Planted: the
    phone's words shown to a mouse, caught.)"""
    page = game.page
    assert page.evaluate("matchMedia('(pointer: fine)').matches")
    for lang, words in (("de", "Mach das Fenster höher, um zu spielen."), ("en", "Make the window taller to play.")):
        page.set_viewport_size({"width": 1280, "height": 800})
        game.open(link(SEED, SEATS, f"&pace=0&lang={lang}"))  # (a language is the page's from its start)
        page.wait_for_function("lang => document.documentElement.dataset.lang === lang", arg=lang)
        page.wait_for_function(human_decides_js())
        before = page.evaluate("document.documentElement.dataset.actions")
        page.set_viewport_size({"width": 1280, "height": 460})
        found = page.evaluate(UPRIGHT_JS)
        assert found["shown"] and not found["app"] and found["words"] == words, (lang, found)
        assert not page.locator(".upright-mark").is_visible()
    handle = page.add_style_tag(content=".upright-window { display: none !important; } .upright-phone { display: inline !important; }")
    try:
        assert page.evaluate(UPRIGHT_JS)["words"] != "Make the window taller to play.", "the planted fault went unnoticed"
    finally:
        handle.evaluate("e => e.remove()")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_function("() => getComputedStyle(document.getElementById('upright')).display === 'none'")
    assert page.evaluate(UPRIGHT_JS)["app"]
    assert page.evaluate("document.documentElement.dataset.actions") == before


def test_a_low_landscape_screen_folds_the_log_for_the_status(game):
    """At 1024x600 (a small tablet held landscape) the side column's status had 185 px: the log
    is folded there (its newest line shows in the status), and the status's prompt, dice and
    hint come first, the act bar after them; the side column takes the width the island leaves,
    so this five-line hint shows whole (its last line was cut; planted, caught).  At 1024x768 the
    log is open again."""
    page = _playing(game, hint=True)
    page.set_viewport_size({"width": 1024, "height": 600})
    page.wait_for_function("!document.getElementById('log-box').open")
    _laid_out(page)
    game.screenshot("living-landscape-1024x600-hint")
    order = page.evaluate("""() => { const s = document.getElementById('status').getBoundingClientRect();
      const top = sel => document.querySelector('#status ' + sel).getBoundingClientRect();
      return {prompt: top('.prompt').bottom <= s.bottom + 1, hint: top('[data-hint]').bottom <= s.bottom + 1,
              bar: top('.living-bar').top >= top('[data-hint]').bottom - 1}; }""")
    assert order == {"prompt": True, "hint": True, "bar": True}, order
    page.set_viewport_size({"width": TABLET[0], "height": TABLET[1]})
    page.wait_for_function("document.getElementById('log-box').open")
