"""What ``build.py`` does, a module for each thing (build.py itself only reads the command line).

Building dist/: :mod:`tools.npm` (the pinned PyScript and Pyodide), :mod:`tools.vendor` (their
files copied into dist/), :mod:`tools.appzip` (the app zip), :mod:`tools.first_screen`,
:mod:`tools.bytecode`, :mod:`tools.icons`, :mod:`tools.manifest`, :mod:`tools.service_worker`,
and :mod:`tools.dist`, which puts them together.  Serving: :mod:`tools.serve`.  Testing:
:mod:`tools.venv`, :mod:`tools.browsers`, :mod:`tools.checks`.  Timing: :mod:`tools.bench`,
:mod:`tools.bench_site`, :mod:`tools.bench_games`, :mod:`tools.bench_against` (the page against
another build), and :mod:`tools.newcomer` (a person who follows the hint, for the benchmark and
the tests alike).  The JavaScript they hand the page or Node is in ``tools/js/``
(:mod:`tools.js_files`).

The modules build.py imports use the standard library only (build.py runs on a fresh machine,
before .venv exists); Playwright is imported inside the functions that drive a browser.  No
module does anything when imported.
"""
