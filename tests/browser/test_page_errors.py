"""The page counts its own uncaught errors (``boot.js``): ``data-page-errors`` on ``<html>`` and
their words in ``window.__pageErrors``.  The WebKit and Firefox smokes (``smoke.py``) rely on it,
WebKit's automation showing no console, and every Chromium test reads it too (conftest's
``_check``).  Here errors are planted, so that a recorder that hears nothing cannot pass for a
page without errors: an uncaught error, a promise rejected with nobody to handle it, PyScript's
error banner, and an uncaught Python error (counted once, not again for the banner PyScript
shows of it).
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

PLANT_JS = """() => {
  setTimeout(() => { throw new Error('planted: thrown'); }, 0);
  setTimeout(() => { Promise.reject(new Error('planted: rejected')); }, 0);
  setTimeout(() => {
    const banner = document.createElement('div');
    banner.className = 'py-error';
    banner.textContent = 'planted: a banner';
    document.body.append(banner);
  }, 0);
  setTimeout(() => dispatchEvent(new ErrorEvent('error', {message: 'Uncaught PythonError: planted: from Python'})), 0);
}"""


def test_the_page_records_uncaught_errors_itself(fresh_game):
    page = fresh_game.open("?island=landfall")
    assert page.evaluate("document.documentElement.dataset.pageErrors") is None, "a clean start records nothing"
    assert page.evaluate("window.__pageErrors") == []
    page.evaluate(PLANT_JS)
    page.wait_for_function("() => document.querySelectorAll('.py-error').length === 2")
    page.wait_for_function("() => document.documentElement.dataset.pageErrors === '4'")
    recorded = page.evaluate("window.__pageErrors")  # (a rejection is told of a task later: any order)
    by_what = {r.split("planted: ")[1].split()[0]: r for r in recorded}
    assert sorted(by_what) == ["a", "from", "rejected", "thrown"], recorded
    assert by_what["thrown"].startswith("error: Uncaught Error: planted: thrown")
    assert by_what["rejected"].startswith("unhandled rejection: Error: planted: rejected")
    assert by_what["a"] == "PyScript's error banner: planted: a banner"
    assert by_what["from"].startswith("error: Uncaught PythonError: planted: from Python")
    # Planted on purpose: neither Playwright's listeners nor the conftest's check of the
    # page's record may fail the test for them.
    page.evaluate("() => { window.__pageErrorsChecked = window.__pageErrors.length; }")
    fresh_game.errors[:] = [e for e in fresh_game.errors if "planted" not in e]


UNKNOWN_JS = """() => {
  const b = document.createElement('button');
  b.type = 'button'; b.dataset.action = 'fly'; b.id = 'planted-press'; b.textContent = 'Fly';
  document.getElementById('app').append(b);
}"""


def test_a_press_that_names_no_message_is_warned_of_and_fails_the_tests(fresh_game):
    """Planted: a control whose ``data-action`` names no message (update/messages.py).  The page
    warns in the console and does nothing else; the tests' console watch counts the warning as
    a failure."""
    from conftest import UNKNOWN_PRESS, _fails

    page = fresh_game.open("?island=landfall")
    page.evaluate(UNKNOWN_JS)
    with page.expect_console_message(lambda m: m.text.startswith(UNKNOWN_PRESS)) as seen:
        page.locator("#planted-press").click()
    message = seen.value
    assert message.type == "warning" and "'fly'" in message.text, message.text
    assert _fails(message.type, message.text) and not _fails("warning", "some other warning")
    assert fresh_game.errors and fresh_game.errors[-1] == f"console: {message.text}"
    fresh_game.errors.clear()  # (seen: the planted fault was found)
    assert page.evaluate("document.documentElement.dataset.pageErrors") is None
