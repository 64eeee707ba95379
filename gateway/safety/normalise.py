"""Views of a text for the rules to read: the canonical form and de-obfuscated variants.

The canonical form is NFKC (full-width and styled letters become plain ones), without
zero-width and other format characters, without Arabic and Hebrew vowel points, with curly
apostrophes straightened. Case is left alone: the rules match case-insensitively.

Variants undo one obfuscation each, and are only built when the text shows that trick
(one re2.Set pass over the text tells which): leetspeak ("1gn0r3"), homoglyphs (Cyrillic or
Greek letters inside Latin words and the reverse), letter spacing ("i g n o r e",
"i.g.n.o.r.e"), zero-width characters used as spaces, and ROT13 (when common words of
English, French or German appear in their ROT13 form).

The rewrites here use Python's `re` only with patterns that are a single character class,
optionally with lookarounds of fixed width one: the engine does constant work per position,
so they run in linear time like the re2 rules.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

import re2

FORMAT = ("\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f"
          "\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e007f\U000e0100-\U000e01ef")
_FORMAT = re.compile(f"[{FORMAT}]")
_ZERO_WIDTH_SPACE = re.compile("[\u200b\u2060\ufeff]")
_POINTS = re.compile("[\u0591-\u05bd\u05bf-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")
# A separator between two one-letter tokens: "i.g.n" or "i g n" (spaces are a second pass so
# that "i.g.n.o.r.e p.r.e.v" keeps its word break). The separator comes first in the pattern
# so the engine skips to candidates instead of trying the lookbehind at every position.
_INNER_SEPARATOR = re.compile(r"[._*·•/|\-](?<=(?<![^\W_])[^\W_][._*·•/|\-])(?=[^\W_](?![^\W_]))")
_SPACE_SEPARATOR = re.compile(r" (?<=(?<![^\W_])[^\W_] )(?=[^\W_](?![^\W_]))")

_LATIN = "\\p{Latin}"
_OTHER = "\\p{Cyrillic}\\p{Greek}"
FEATURES = {
    "format": f"[{FORMAT}]",
    "points": "[\u0591-\u05bd\u05bf-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]",
    "zero_width": "\\pL[\u200b\u2060\ufeff]+\\pL",
    "mixed_script": f"{_LATIN}[{_OTHER}]|[{_OTHER}]{_LATIN}",
    "leetspeak": r"[a-z][0134579@$][a-z]|(?:^|[^\pL\pN])[0134579@$][a-z]{2}|[a-z]{2}[0134579@$](?:[^\pL\pN]|$)",
    # Common words of English, French and German after ROT13 ("gur" is "the"): worth a view.
    "rot13": r"\b(?:gur|naq|lbh|jvgu|sbe|guvf|gung|vtaber|flfgrz|cebzcg|vafgehpgvbaf|cerivbhf|frperg|gbxra|"
             r"cnffjbeq|yrf|qrf|haq|qvr|qre|rg|yn|ebg13)\b|rot-?13",
    "letter_spacing": r"(?:^|[^\pL\pN\pM])[\pL\pN][ ._*·•/|\-][\pL\pN][ ._*·•/|\-][\pL\pN][ ._*·•/|\-][\pL\pN](?:[^\pL\pN\pM]|$)",
}

# Letters that look Latin in Cyrillic and Greek, upper and lower case, and the reverse map.
_TO_LATIN = {
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "У": "Y",
    "Х": "X", "І": "I", "Ѕ": "S", "Ј": "J", "Ӏ": "I", "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y",
    "х": "x", "і": "i", "ѕ": "s", "ј": "j", "ԁ": "d", "һ": "h", "ԛ": "q", "ԝ": "w", "ӏ": "l",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P",
    "Τ": "T", "Υ": "Y", "Χ": "X", "α": "a", "ο": "o", "ρ": "p", "ι": "i", "κ": "k", "ν": "v", "υ": "u", "ε": "e",
    "ϲ": "c", "ϳ": "j",
}
_TO_CYRILLIC = {
    "A": "А", "B": "В", "E": "Е", "K": "К", "M": "М", "H": "Н", "O": "О", "P": "Р", "C": "С", "T": "Т", "X": "Х",
    "Y": "У", "a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "y": "у", "x": "х", "k": "к",
}
_ROT13 = bytes.maketrans(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                         b"NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")
_LEET = bytes.maketrans(b"0134579@$|", b"oieastgasl")


# Past this length a variant view is built only from the lines that show the trick (up to
# _MAX_SPOTS of them), not from the whole text: a 1 MiB file with one Cyrillic word should
# not be scanned twice more in full.
LOCAL_MIN = 8 * 1024
_MAX_SPOTS = 4096
_LINE = 2000


@cache
def _feature_regex(name: str) -> re2._Regexp:
    opts = re2.Options()
    opts.case_sensitive = False
    return re2.compile(FEATURES[name], opts)


_UNANCHORED = re2._Anchor.UNANCHORED


def _region(text: str, feature: str) -> str:
    """The text, or for a long text the lines where `feature` shows, joined by newlines.

    Works on the UTF-8 bytes with re2's bare match call: the wrapper's str match objects
    cost tens of microseconds each, and a text may have thousands of spots."""
    if len(text) <= LOCAL_MIN:
        return text
    data = text.encode("utf-8", "surrogatepass")
    regexp = _feature_regex(feature)._regexp
    pieces: dict[tuple[int, int], None] = {}
    pos = 0
    while pos <= len(data):
        start, end = regexp.Match(_UNANCHORED, data, pos, len(data))[0]
        if start < 0:
            break
        if len(pieces) >= _MAX_SPOTS:
            return text
        lo = max(data.rfind(b"\n", 0, start) + 1, start - _LINE)
        line_end = data.find(b"\n", end)
        hi = min(len(data) if line_end < 0 else line_end, end + _LINE)
        pieces[(lo, hi)] = None
        pos = max(end, hi, start + 1)
    return "\n".join(data[lo:hi].decode("utf-8", "replace") for lo, hi in pieces)


@cache
def _features() -> tuple[re2.Set, tuple[str, ...]]:
    names = tuple(FEATURES)
    opts = re2.Options()
    opts.case_sensitive = False
    features = re2.Set.SearchSet(opts)
    for name in names:
        features.Add(FEATURES[name])
    features.Compile()
    return features, names


def features(text: str) -> set[str]:
    found, names = _features()
    return {names[i] for i in (found.Match(text.encode("utf-8", "surrogatepass")) or [])}


def _replace_all(text: str, table: dict[str, str]) -> str:
    # str.replace per letter beats str.translate on non-ASCII text by an order of magnitude.
    for src, dst in table.items():
        if src in text:
            text = text.replace(src, dst)
    return text


def canonical(text: str, nfkc: bool = False) -> str:
    """`nfkc`: the text is already NFKC (normalising costs ~60 ms a megabyte when it is not)."""
    if not nfkc:
        text = unicodedata.normalize("NFKC", text)
    if text.isascii():
        return text
    found = features(text)
    if "format" in found:
        text = _FORMAT.sub("", text)
    if "points" in found:
        text = _POINTS.sub("", text)
    return text.replace("’", "'").replace("‘", "'")


def despace(text: str, piece: int = 32 * 1024) -> str:
    # In pieces that end at line breaks (no separator it removes is one): Python's re holds
    # the GIL for a whole call, and a megabyte of letter-spaced text takes it for ~150 ms.
    out, lo = [], 0
    while lo < len(text):
        hi = text.find("\n", lo + piece)
        hi = len(text) if hi < 0 else hi + 1
        out.append(_SPACE_SEPARATOR.sub("", _INNER_SEPARATOR.sub("", text[lo:hi])))
        lo = hi
    return "".join(out)


def views(nfkc: str) -> list[tuple[str, bytes]]:
    """(what was undone, utf-8 text) pairs for an NFKC text; the first is the canonical text."""
    found = features(nfkc)
    base = canonical(nfkc, nfkc=True)
    encoded = base.encode("utf-8", "surrogatepass")
    out = [("", encoded)]
    if "rot13" in found:
        out.append(("ROT13", _utf8(canonical(_region(nfkc, "rot13"), nfkc=True)).translate(_ROT13)))
    if "leetspeak" in found:
        out.append(("leetspeak", _utf8(canonical(_region(nfkc, "leetspeak"), nfkc=True)).translate(_LEET)))
    if "zero_width" in found:
        out.append(("zero-width spacing", _utf8(canonical(_ZERO_WIDTH_SPACE.sub(" ", _region(nfkc, "zero_width"))))))
    if "mixed_script" in found:
        mixed = _region(nfkc, "mixed_script")
        out.append(("look-alike letters", _utf8(canonical(_replace_all(mixed, _TO_LATIN)))))
        out.append(("look-alike letters", _utf8(canonical(_replace_all(mixed, _TO_CYRILLIC)))))
    if "letter_spacing" in found:
        spaced = despace(canonical(_region(nfkc, "letter_spacing"), nfkc=True))
        out.append(("letter spacing", _utf8(spaced)))
        if "leetspeak" in found:
            out.append(("letter spacing and leetspeak", _utf8(spaced).translate(_LEET)))
    return out


def _utf8(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")
