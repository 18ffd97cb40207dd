"""The island's own words (issue 28, item 6: nothing left behind): every tile's, jetty's, half's
and piece's name on the board, and the loading screen's words ``boot.js`` shows before Python
runs, in the language in force; English as it always read."""

from __future__ import annotations

import json
import re

import pytest

from engine.island import landfall

from speaking import LANGS, speaking
from tools.loading_words import loading_words
from tools.paths import SITE
from tools.po import catalogs
from view import island_svg
from words.loading import LOADING

ENGLISH_WORDS = re.compile(r"\b(Tile|dots?|Jetty|trade|goods|Ashcloud|Ash Caldera|North|South|half)\b")


def _labels(svg: str) -> list[str]:
    return re.findall(r'aria-label="([^"]*)"', svg) + re.findall(r"<title>([^<]*)</title>", svg)


def _unbracketed(text: str) -> str:
    while (shorter := re.sub(r"\[[^\[\]]*\]", " ", text)) != text:
        text = shorter
    return text


def test_the_board_reads_in_english_as_it_always_did() -> None:
    svg = island_svg.render_island(landfall(), ashcloud=landfall().caldera)
    labels = _labels(svg)
    assert "Tile A1: Basalt 11 (2 dots)" in labels and "Tile C3: Ash Caldera, Ashcloud" in labels
    assert "Jetty: trade 3:1 in any goods" in labels and "The Ashcloud over C3" in labels
    assert any(re.fullmatch(r"Jetty: trade 2:1 in (Pine|Basalt|Kelp|Millet|Copper)", w) for w in labels)
    assert island_svg.tile_press("Pine 8", 0, 0, False, "why", False, False)[0] == "Pine 8: not here. why"


def test_the_board_in_the_pseudo_locale_leaves_no_word_outside_the_brackets() -> None:
    with speaking("qps"):
        svg = island_svg.render_island(landfall(), ashcloud=landfall().caldera, title="[x]")
        said = island_svg.tile_said("B2", "[Þîñé 8]", 5, True, "6")
    leftover = [w for w in [*_labels(svg), said] if re.search(r"[A-Za-z]{2,}", _unbracketed(w))]
    assert not leftover, leftover[:5]


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_speaks_each_language(lang: str) -> None:
    with speaking(lang):
        svg = island_svg.render_island(landfall(), ashcloud=landfall().caldera)
    english = [w for w in _labels(svg) if ENGLISH_WORDS.search(w)]
    assert not english, english[:5]
    if lang == "de":
        assert "Feld A1: Stein 11 (2 Punkte)" in _labels(svg), _labels(svg)[:3]


def test_boot_js_speaks_the_catalog_s_english_and_the_build_gives_it_every_language() -> None:
    boot = (SITE / "boot.js").read_text(encoding="utf-8")
    said = dict(re.findall(r'say\((?:"(\w+)"|\w+\[0\]), "([^"]*)"\)', boot))
    said |= dict(re.findall(r'\["(\w+)", "([^"]*)"\]', boot))  # (the stages' words)
    english = {k: json.loads(f'"{v}"') for k, v in said.items() if k}  # (boot.js writes \\u escapes)
    assert english == {k: v for k, v in LOADING.items() if k in english}, "boot.js and words/loading.py differ"
    assert set(english) | {"label", "rowing"} == set(LOADING)
    html = (SITE / "index.html").read_text(encoding="utf-8")
    assert f'aria-label="{LOADING["label"]}"' in html and f">{LOADING['rowing']}<" in html
    words = loading_words({lang: mo for lang, (_name, mo) in catalogs().items()})
    assert set(words) == {*LANGS, "qps"} and all(set(w) == set(LOADING) for w in words.values())
    assert words["de"]["ready"] == "Fertig" and words["fr"]["fetching"].count("{got}") == 1
    assert "python build.py serve" in words["es"]["file"] and words["de"]["blocked"].count("{file}") == 1
    assert all(v.startswith("[") and v.endswith("]") for v in words["qps"].values())

