"""Encoded text hidden inside a text: base64, hex, \\x escapes, percent-encoding, HTML
entities and Unicode tag characters. Each candidate that decodes to readable text is handed
back to be scanned like any other text (ROT13 is a view of the whole text instead, see
normalise.py).

Bounded, so a megabyte of base64 cannot make the scanner decode a megabyte: at most
MAX_CANDIDATES candidates per text, each cut to MAX_CANDIDATE_CHARS before decoding.
"""

from __future__ import annotations

import base64
import binascii
import html
import urllib.parse
from functools import cache
from itertools import islice

import re2

MAX_CANDIDATES = 32
MAX_CANDIDATE_CHARS = 64 * 1024
_PATTERN = (
    r"(?P<escapes>(?:\\x[0-9A-Fa-f]{2}){4,})"
    r"|(?P<blob>[A-Za-z0-9+/]{16,}={0,2}|[A-Za-z0-9_\-]{24,}={0,2})"
    r"|(?P<percent>(?:[^\s%\"'<>()]{0,20}%[0-9A-Fa-f]{2}){5,}[^\s\"'<>()]*)"
    r"|(?P<entities>(?:&#[0-9]{1,7};|&#[xX][0-9A-Fa-f]{1,6};|&[A-Za-z]{2,10};)"
    r"(?:[^&\n]{0,3}(?:&#[0-9]{1,7};|&#[xX][0-9A-Fa-f]{1,6};|&[A-Za-z]{2,10};)){3,})"
    r"|(?P<tags>[\x{E0020}-\x{E007E}]{4,})"
)
_KINDS = {"escapes": "\\x-escaped", "blob": "base64", "percent": "percent-encoded",
          "entities": "HTML-entity", "tags": "Unicode-tag"}


@cache
def _regex() -> re2._Regexp:
    return re2.compile(_PATTERN)


def _readable(raw: bytes) -> str | None:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if _looks_like_text(text) else None


def _looks_like_text(text: str) -> bool:
    if len(text) < 8:
        return False
    printable = sum(1 for ch in text if ch.isprintable() or ch in "\n\t")
    letters = sum(1 for ch in text if ch.isalpha())
    return printable >= 0.95 * len(text) and letters >= 0.5 * len(text.replace(" ", ""))


def _decode(kind: str, chunk: str) -> tuple[str, str | None]:
    """(kind, text): a run of hex digits is also valid base64, so hex is tried first."""
    if kind == "blob":
        if len(chunk) >= 20 and all(c in "0123456789abcdefABCDEF" for c in chunk[:MAX_CANDIDATE_CHARS]):
            text = _decode_one("hex", chunk)
            if text:
                return "hex", text
        return "base64", _decode_one("base64", chunk)
    return _KINDS[kind], _decode_one(kind, chunk)


def _decode_one(kind: str, chunk: str) -> str | None:
    chunk = chunk[:MAX_CANDIDATE_CHARS]
    try:
        if kind == "base64":
            padded = chunk.rstrip("=")
            padded = padded[: len(padded) - len(padded) % 4 if len(padded) % 4 == 1 else len(padded)]
            padded += "=" * (-len(padded) % 4)
            altchars = b"-_" if ("-" in chunk or "_" in chunk) else None
            return _readable(base64.b64decode(padded, altchars=altchars, validate=True))
        if kind == "hex":
            return _readable(bytes.fromhex(chunk[: len(chunk) // 2 * 2]))
        if kind == "escapes":
            return _readable(bytes.fromhex(chunk.replace("\\x", "")))
        if kind == "percent":
            decoded = urllib.parse.unquote(chunk, errors="strict")
            return decoded if decoded != chunk and _looks_like_text(decoded) else None
        if kind == "entities":
            decoded = html.unescape(chunk)
            return decoded if _looks_like_text(decoded) else None
        if kind == "tags":
            return "".join(chr(ord(ch) - 0xE0000) for ch in chunk)
    except (ValueError, binascii.Error, UnicodeDecodeError):
        return None
    return None


def decoded(text: str) -> list[tuple[str, str]]:
    """(kind, decoded text) for each hidden encoded passage that reads as text."""
    out = []
    for m in islice(_regex().finditer(text), MAX_CANDIDATES):
        kind = next(k for k in _KINDS if m.group(k) is not None)
        name, plain = _decode(kind, m.group(kind))
        if plain:
            out.append((name, plain))
    return out
