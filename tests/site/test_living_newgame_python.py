"""Choosing the rule set on the new-game screen, in CPython: the form keeps it, a device remembers
it (old settings without one read as Cinderisle, never refused), the form draws it, the list of
games in progress shows a Living Island game as such and tells the rule sets apart.

The page's own behaviour (the form, the address, a reload) is ``tests/browser/test_site_living_newgame.py``.
"""

from __future__ import annotations

import json

from engine.game import GameConfig

from model import gamelist, newgame
from model.newgame import NewGame, read_settings, settings_json
from model.seating import SeatSpec
from view import firstpaint, newgame_form

LEVELS = ("ai-easy", "ai-normal")
OLD_SETTINGS = json.dumps({
    "format": "cinderisle-newgame", "version": 1, "tide": True, "island": "landfall", "clocks": "standard",
    "seats": [{"kind": "human", "name": "Ana", "colour": "Coral"}, {"kind": "ai-easy", "name": "", "colour": "Moss"}],
})
"""Settings as a device kept them before Living Island was offered: no ``rules``."""


def test_the_form_starts_on_cinderisle_and_keeps_the_rule_set_chosen():
    form = NewGame("landfall", LEVELS)
    assert form.rules == "cinderisle"
    form.set_rules("living-island")
    assert form.rules == "living-island"
    form.set_rules("chess")  # a rule set nobody offers changes nothing
    assert form.rules == "living-island"
    assert NewGame("landfall", LEVELS, rules="living-island").rules == "living-island"
    assert NewGame("landfall", LEVELS, rules="chess").rules == "cinderisle"


def test_a_device_remembers_the_rule_set():
    form = NewGame(2024, LEVELS)
    form.set_rules("living-island")
    text = settings_json(form)
    assert json.loads(text)["rules"] == "living-island"
    settings = read_settings(text, LEVELS)
    assert settings is not None and settings.rules == "living-island"
    form.set_rules("cinderisle")
    again = read_settings(settings_json(form), LEVELS)
    assert again is not None and again.rules == "cinderisle"


def test_old_settings_without_a_rule_set_read_as_cinderisle_and_are_never_refused():
    settings = read_settings(OLD_SETTINGS, LEVELS)
    assert settings is not None, "settings kept before the choice were refused"
    assert settings.rules == "cinderisle"
    assert (settings.tide, settings.clocks, settings.seats[0].name) == (True, "standard", "Ana")  # the rest kept
    for damaged in ("chess", 7, None, ["living-island"], True):
        data = json.loads(OLD_SETTINGS) | {"rules": damaged}
        kept = read_settings(json.dumps(data), LEVELS)
        assert kept is not None and kept.rules == "cinderisle", damaged


def test_the_form_draws_both_rule_sets_each_with_one_line_and_the_choice_on():
    for rules in ("cinderisle", "living-island"):
        html = newgame_form.form_html(NewGame("landfall", LEVELS, rules=rules), "<svg/>", 0)
        assert html.count('data-field="rules"') == 2
        assert html.count('class="ng-rule-line"') == 2
        assert f'data-rules-choice="{rules}"' in html
        chosen = html.split(f'value="{rules}" data-field="rules"', 1)[1]
        assert chosen.startswith(" checked>"), "the rule set chosen is not checked"
        assert html.count(" checked>") == 1
    html = newgame_form.rules_html("living-island")
    assert "Living Island" in html and "Cinderisle" in html
    for line in map(newgame_form.rules_line, ("cinderisle", "living-island")):  # one line each, a child can read it
        assert len(line) <= 80 and line.count(".") <= 2, line


def test_the_first_paint_is_cinderisle():
    # The build's first screen is a Cinderisle form: the page takes it over as it is for a
    # Cinderisle link (glue/newgame_screen._first_paint_is), and draws a Living one anew.
    html = firstpaint.newgame_html()
    assert 'value="cinderisle" data-field="rules" checked>' in html
    assert 'value="living-island" data-field="rules">' in html


def _entry(game_id: str, rules: str, played: float = 1.0) -> gamelist.Entry:
    config = GameConfig(seats=2, seed=42, rules=rules, players=("human", "ai-easy"), names=("", "")).to_dict()
    return gamelist.Entry(game_id, 42, (SeatSpec("human"), SeatSpec("ai-easy")), 3, played, config, {})


def test_the_list_shows_a_living_game_as_such_and_find_same_tells_the_rule_sets_apart():
    living, cinder = _entry("l", "living-island", 2.0), _entry("c", "cinderisle", 1.0)
    assert (living.living, living.rules, cinder.living, cinder.rules) == (True, "living-island", False, "cinderisle")
    kinds = ("human", "ai-easy")
    cinder_config = GameConfig(seats=2, seed=42, players=kinds, names=("", "")).to_dict()
    living_config = GameConfig(seats=2, seed=42, rules="living", players=kinds, names=("", "")).to_dict()
    assert gamelist.find_same([living, cinder], cinder_config, kinds) is cinder
    assert gamelist.find_same([living, cinder], living_config, kinds) is living
    assert gamelist.find_same([cinder], living_config, kinds) is None
    assert gamelist.find_same([living], cinder_config, kinds) is None
    html = newgame_form.list_html([living, cinder], 10.0)
    item = html.split('data-saved-game="l"', 1)[1].split("</li>", 1)[0]
    other = html.split('data-saved-game="c"', 1)[1].split("</li>", 1)[0]
    assert "Living Island" in item and "Living Island" not in other
    assert 'data-rules="living-island"' in html
    assert "(Living Island)" in gamelist.describe(living, 10.0)
    assert "Living" not in gamelist.describe(cinder, 10.0)


def test_the_remembered_settings_key_is_one_the_first_paint_minds():
    # A device that chose Living Island keeps settings: boot.js then never shows the build's
    # Cinderisle screen (the settings' key is in firstpaint.UNLESS).
    assert newgame.SETTINGS_KEY in firstpaint.UNLESS


def test_the_walkthrough_points_at_the_hooks_the_board_and_the_tray_draw_and_its_presses_parse():
    import re

    from model import walkthrough
    from update import messages
    from view import walkthrough_html

    targets = {s.name: s.targets for s in walkthrough.STEPS}
    assert list(targets) == ["halves", "act", "spin", "reclaim"]
    assert any("[data-half]" in t for t in targets["halves"])
    assert '[data-living="act"]' in targets["act"]
    assert '[data-action="preview-spin"]' in targets["spin"]
    assert any('[data-action="mode"][data-kind="reclaim"]' in t for t in targets["reclaim"])
    for i, step in enumerate(walkthrough.STEPS):
        assert len(step.words.split()) <= 30, step.name  # a child reads it at a glance
        html = walkthrough_html.step_html(i)
        for attributes in re.findall(r"<button([^>]*)>", html):
            data = dict(re.findall(r'data-([\w-]+)="([^"]*)"', attributes))
            messages.parse(data)  # never "a press that means nothing"
    assert messages.parse({"action": "walk-skip"}) == messages.Walk("walk-skip")
    assert messages.Walk in messages.PAGE_MESSAGES
