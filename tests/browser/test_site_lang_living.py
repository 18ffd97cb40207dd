"""Living Island in German (French and Spanish) on a 390 x 844 phone (issue 28): the act bar (the act,
the next event's chances, what begins the next act, "Next spin") and the tray's words in the
language, none of them cut or spilling out of its line.  Waiting is on the page's data-* and text, never a sleep."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from driver import link, play_until, step
from lang_pages import cut_words, phone_game, speaks
from mirror import Mirror
from test_site_lang import TRAY_WORDS

pytestmark = pytest.mark.browser

KINDS = ("human", "ai-easy", "ai-easy")

ACT_CUT_JS = """() => {
  const bar = document.querySelector('[data-living="act"]');
  const out = [];
  for (const e of bar.querySelectorAll('.act-badge, .chance, .act-next, .rings, .btn-spin')) {
    if (!e.getClientRects().length || getComputedStyle(e).display === 'none') continue;
    const r = e.getBoundingClientRect();
    const line = e.parentElement.getBoundingClientRect();
    const box = document.querySelector('.status-box').getBoundingClientRect();
    if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0) {
      out.push(`${e.textContent}: cut ${e.scrollWidth}/${e.clientWidth}`);
    }
    if (r.right > Math.min(innerWidth, box.right) + 1 || r.left < box.left - 1) out.push(`${e.textContent}: out ${r.left}-${r.right}`);
    // (Next spin's words may take two lines in a longer language, by design: cut or out is what counts for it)
    if (!e.classList.contains('btn-spin') && r.height > 2 * parseFloat(getComputedStyle(e).lineHeight || '20') + 2)
      out.push(`${e.textContent}: wrapped ${r.height}`);
    const inLine = getComputedStyle(e.parentElement).display !== 'contents';
    if (line.width && inLine && r.right > line.right + 1) out.push(`${e.textContent}: past its line`);
  }
  const tops = [...bar.querySelectorAll('.chance')].filter(e => e.getClientRects().length)
    .map(e => Math.round(e.getBoundingClientRect().top));
  if (new Set(tops).size > 1) out.push(`the chances on ${new Set(tops).size} lines: ${tops}`);
  return out;
}"""
"""The act bar's words cut short, wrapped, or spilling out of the status box, and the three chances
on more than one line (Spanish's third went to a line of its own, pushing the next act's words down)."""


@pytest.fixture
def phone(chromium, site_url):
    yield from phone_game(chromium, site_url)


def act_bar(page) -> str:
    return page.locator('[data-living="act"]').inner_text()


WORDS = {
    "de": ("Akt I", "Akt II, sobald jemand 5 Ruhm hat", "Nächste Drehung", ("Brand", "Heilung", "Ruhe"), ["Heilen", "Bestechen"]),
    "fr": ("Acte I", "Acte II quand quelqu’un a 5 de gloire", "Rotation", ("Feu", "Soin", "Calme"),
           ["Soigner", "Soudoyer"]),
    "es": ("Acto I", "Acto II cuando alguien tenga 5 de fama", "Próximo giro", ("Fuego", "Curación", "Calma"),
           ["Curar", "Sobornar"]),
}
"""Each language's act, what begins the next act, Next spin, the kinds' words and Reclaim and Bribe."""


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_a_living_game_on_a_phone_cuts_no_word_of_the_act_bar_or_the_tray(phone, lang) -> None:
    act, nxt, spin, kinds, tray = WORDS[lang]
    page = phone.open(link(7, KINDS, f"&pace=0&lang={lang}&rules=living"))
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    speaks(page, lang)
    mirror = Mirror(7, KINDS, rules="living")
    play_until(page, mirror, lambda m: m.state.phase.label == "pre-roll" and m.screen.my_turn())
    expect(page.locator('[data-living="act-name"]')).to_contain_text(act)
    expect(page.locator('[data-living="next-act"]')).to_have_text(nxt)
    expect(page.locator('[data-action="preview-spin"]')).to_contain_text(spin)
    words = act_bar(page)
    assert all(k in words for k in kinds), words
    assert page.evaluate(ACT_CUT_JS) == [], words
    assert cut_words(page, TRAY_WORDS) == []
    step(page, mirror)  # (rolled: the turn's tray, Reclaim and Bribe in it)
    play_until(page, mirror, lambda m: m.state.phase.label == "main" and m.screen.my_turn())
    assert page.locator("#tray .tray-living .b-name").all_text_contents() == tray
    assert cut_words(page, TRAY_WORDS) == []
    assert page.evaluate(ACT_CUT_JS) == [], act_bar(page)
