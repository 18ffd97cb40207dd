"""The README stays a page for people: short, its sections in place, the dated runs kept in
docs/benchmarks.md (newest first) rather than told as a diary."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README_MAX_LINES = 200
README_SECTIONS = ("Two commands", "Playing", "Links", "Learning", "AI seats", "Testing", "Benchmarks",
                   "Layout of the repository")
DATE = re.compile(r"\b20\d\d-\d\d-\d\d\b")


def readme_problems(text: str) -> list[str]:
    """What keeps ``text`` from being the README people read: too long, a section missing, or a
    dated run (a date belongs to docs/benchmarks.md)."""
    problems = []
    lines = text.splitlines()
    if len(lines) > README_MAX_LINES:
        problems.append(f"{len(lines)} lines (at most {README_MAX_LINES})")
    headings = {line[3:].strip() for line in lines if line.startswith("## ")}
    problems += [f"no '## {name}' section" for name in README_SECTIONS if name not in headings]
    problems += [f"a dated run: {line.strip()[:60]}" for line in lines if DATE.search(line)]
    return problems


def test_the_readme_is_short_and_has_its_sections() -> None:
    assert readme_problems((ROOT / "README.md").read_text()) == []


def test_the_readme_check_finds_what_it_looks_for() -> None:
    good = (ROOT / "README.md").read_text()
    assert readme_problems(good + "\nmore\n" * README_MAX_LINES)[0].endswith(f"(at most {README_MAX_LINES})")
    assert readme_problems(good.replace("## Links", "## Addresses")) == ["no '## Links' section"]
    assert readme_problems(good + "\nOn 2026-12-01 the page was ready after 3 s.\n")[0].startswith("a dated run")


def test_the_dated_runs_are_newest_first() -> None:
    text = (ROOT / "docs" / "benchmarks.md").read_text()
    days = [m.group(0) for line in text.splitlines() if line.startswith("## ") and (m := DATE.search(line))]
    assert len(days) >= 3
    assert days == sorted(days, reverse=True), days
