#!/usr/bin/env python3
"""Cinderisle's one entry point: build the site, play it, test it, time it.

    python build.py                   assemble dist/ (same as: python build.py build)
    python build.py serve [--port N]  build, then serve dist/ on http://127.0.0.1:N/
    python build.py test [ARGS...]    set everything up, build, check the code (ruff, mypy), run pytest
                                      (ARGS go to pytest; --no-browser runs only the tests that need
                                      no browser)
    python build.py words             write the message template (site/locale/cinderisle.pot) from the site's
                                      code and bring each language's .po up to it (docs/site.md, "Languages")
    python build.py bench [--runs N]  engine figures, then page-load times and the size of dist/
                                      (--against DIR: the engine side by side with another checkout;
                                      --site-against DIR: the page against another built dist/)

Standard library only: it runs with a plain ``python3`` on a fresh machine.  What it
needs from outside it installs itself: the pinned PyScript and Pyodide (``npm ci``, into
node_modules/) and the test tools (``pip install -e .[test]``, into .venv/).  Nothing
the page loads ever comes from a CDN: dist/ holds all of it.
"""

from __future__ import annotations

import argparse
import sys

from tools.bench import run_bench
from tools.bench_against import compare_site
from tools.bench_site import bench_site
from tools.checks import run_tests
from tools.console import BuildError
from tools.dist import build
from tools.po import update_catalogs
from tools.serve import serve

# Everything build.py does is in tools/, a module for each thing (docs/architecture.md): here only the
# commands, their options and their dispatch.


def cmd_build(_args: list[str]) -> int:
    build()
    return 0


def cmd_serve(args: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="build.py serve", description="Build, then serve dist/ locally.")
    parser.add_argument("--port", type=int, default=8000, help="port on 127.0.0.1 (default 8000; 0: any free port)")
    opts = parser.parse_args(args)
    build()
    serve(opts.port)
    return 0


def cmd_words(_args: list[str]) -> int:
    lacking = update_catalogs()
    print("\n".join(lacking) or "every language has every message")
    return 0


def cmd_test(args: list[str]) -> int:
    return run_tests(args)


def cmd_bench(args: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="build.py bench", description="Engine and page-load figures.")
    parser.add_argument("--pairs", "--runs", dest="pairs", type=int, default=7,
                        help="alternating pairs of page loads, the bare page and Cinderisle (default 7; 0: none)")
    parser.add_argument("--no-engine", action="store_true", help="skip the engine figures")
    parser.add_argument("--no-ai", action="store_true", help="skip the page's long tasks while AI seats play")
    parser.add_argument("--no-memory", action="store_true", help="skip the page's memory over five games")
    parser.add_argument("--no-throttle", action="store_true", help="skip the page with the CPU slowed 4x")
    parser.add_argument("--ai", dest="engine_args", action="append_const", const="--ai", default=[],
                        help="add the AI seats' strength and decision times (about a quarter of an hour on two cores)")
    parser.add_argument("--fuzz", type=int, default=0, metavar="GAMES",
                        help="also throw random and illegal actions at GAMES seeded games of each rule set, "
                             "Cinderisle's then Living Island's (python -m engine.fuzz --rules both)")
    parser.add_argument("--against", metavar="DIR", default=None,
                        help="only the engine against the checkout in DIR, in alternating pairs "
                             "(actions per second, ai-hard's p95): python -m engine.bench --against DIR")
    parser.add_argument("--site-against", metavar="DIR", default=None,
                        help="only the page against the site built in DIR (a dist/, or a checkout with one), "
                             "in alternating pairs: ready and the island's paint, cold and warm, then three "
                             "alternating runs of the cheap tablet (--no-throttle skips them; --pairs 0 runs only them)")
    opts = parser.parse_args(args)
    skips = tuple(f"--no-{k}" for k in ("ai", "memory", "throttle") if getattr(opts, f"no_{k}"))
    return run_bench(opts.pairs, engine=not opts.no_engine, engine_args=tuple(opts.engine_args), fuzz=opts.fuzz,
                     against=opts.against, site_flags=skips, site_against=opts.site_against)


def cmd_bench_site(args: list[str]) -> int:
    """(Runs inside .venv, where Playwright is installed.)  Time page loads: tools.bench_site, or
    against another build: tools.bench_against."""
    parser = argparse.ArgumentParser(prog="build.py _bench-site")
    parser.add_argument("--browser", required=True)
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--no-ai", action="store_true", help="skip the AI seats' long tasks")
    parser.add_argument("--no-memory", action="store_true", help="skip the memory over five games")
    parser.add_argument("--no-throttle", action="store_true", help="skip the run with the CPU slowed 4x")
    parser.add_argument("--against", metavar="DIST", default=None,
                        help="this dist/ against the site built in DIST (tools.bench_against)")
    opts = parser.parse_args(args)
    if opts.against:
        return compare_site(opts.browser, opts.against, opts.pairs, throttle=not opts.no_throttle)
    return bench_site(opts.browser, opts.pairs, ai=not opts.no_ai, memory=not opts.no_memory,
                      throttle=not opts.no_throttle)


COMMANDS = {
    "build": cmd_build,
    "serve": cmd_serve,
    "test": cmd_test,
    "words": cmd_words,
    "bench": cmd_bench,
    "_bench-site": cmd_bench_site,
}


def main(argv: list[str]) -> int:
    if argv and argv[0] in ("-h", "--help", "help"):
        print(__doc__)
        return 0
    name, args = (argv[0], argv[1:]) if argv else ("build", [])
    if name not in COMMANDS:
        print(f"unknown command {name!r}\n{__doc__}", file=sys.stderr)
        return 2
    try:
        return COMMANDS[name](args)
    except BuildError as exc:
        print(f"build.py {name}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
