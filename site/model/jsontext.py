"""JSON text from outside the page (a save, a record file, remembered settings), read safely.

Thousands of nested ``[`` overflow Pyodide's stack inside ``json.loads``: a fatal error for
the whole page, before Python's recursion limit is reached.  :func:`loads` refuses such text
first, with a :class:`ValueError` that says why, as it does any other text that is not JSON.

>>> loads('{"seats": [{"name": "[[[[["}]}')
{'seats': [{'name': '[[[[['}]}
>>> loads("[" * 40 + "]" * 40)
Traceback (most recent call last):
...
ValueError: it nests arrays and objects more than 32 deep
"""

from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 32
"""Deeper than any file the page writes (a save nests 5 deep, a record 3)."""


def nested_deeper(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether the JSON ``text`` nests arrays and objects more than ``limit`` deep (brackets
    inside strings skipped).  Quick for the page's own files: text with no more than
    ``limit`` brackets in all cannot nest deeper, and is not scanned.

    >>> nested_deeper('{"seats": [{"name": "[[[[["}]}', 4), nested_deeper("[" * 5 + "]" * 5, 4)
    (False, True)
    """
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "[" or ch == "{":
            depth += 1
            if depth > limit:
                return True
        elif ch == "]" or ch == "}":
            depth -= 1
    return False


def loads(text: str, limit: int = MAX_DEPTH) -> Any:
    """``json.loads``, refusing text that nests more than ``limit`` deep (``ValueError``)."""
    if nested_deeper(text, limit):
        raise ValueError(f"it nests arrays and objects more than {limit} deep")
    return json.loads(text)


__all__ = ["MAX_DEPTH", "loads", "nested_deeper"]
