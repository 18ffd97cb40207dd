"""The SHA-256 digests that name the build's files, caches and stamps."""

from __future__ import annotations

import hashlib


def sha(*chunks: bytes) -> str:
    """The hex SHA-256 of ``chunks`` one after another."""
    h = hashlib.sha256()
    for c in chunks:
        h.update(c)
    return h.hexdigest()
