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
