"""The address's query, read and written by links.py without urllib.parse (which the page no
longer imports at start): the same pairs as urllib's, over random strings."""

from __future__ import annotations

import random
from urllib.parse import parse_qsl, urlencode

from model import links

_ALPHABET = "aZ09 +%&=,.-_~?#/éü€🌋" + "%2C%20%E2%82%AC%zz%4"


def _text(rng: random.Random) -> str:
    return "".join(rng.choice(_ALPHABET) for _ in range(rng.randrange(0, 12)))


def test_a_query_reads_as_urllib_reads_it():
    rng = random.Random(15)
    for _ in range(3000):
        query = "&".join(f"{_text(rng)}={_text(rng)}" if rng.random() < 0.8 else _text(rng)
                         for _ in range(rng.randrange(0, 5)))
        if not query.startswith("?"):  # (one "?" opens an address's query: location.search)
            assert links.parse_query(query) == parse_qsl(query, keep_blank_values=True), query
        assert links.parse_query("?" + query) == parse_qsl(query, keep_blank_values=True), query


def test_a_query_written_is_urllib_s_and_reads_back():
    rng = random.Random(16)
    for _ in range(3000):
        params = {_text(rng): _text(rng) for _ in range(rng.randrange(0, 5))}
        written = links.encode_query(params)
        assert written == urlencode(params, safe=","), params
        assert dict(links.parse_query(written)) == params
