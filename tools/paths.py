"""Where things are: the repository and what build.py makes in it."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD_PY = ROOT / "build.py"
DIST = ROOT / "dist"
SITE = ROOT / "site"
ENGINE = ROOT / "engine"
NODE_MODULES = ROOT / "node_modules"
VENV = ROOT / ".venv"
