"""What build.py tells the person running it: a line of progress, or a problem to fix."""

from __future__ import annotations


class BuildError(RuntimeError):
    """Something the person running build.py must fix; the message says what."""


def log(msg: str) -> None:
    print(msg, flush=True)
