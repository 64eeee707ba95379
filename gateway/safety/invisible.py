"""Invisible Unicode: characters a reader cannot see but a model reads.

Zero-width characters, bidi overrides and isolates, tag characters (which can spell out a
whole hidden sentence), stray variation selectors, BOMs mid-text and control characters are
findings. Legitimate uses are allowed: the zero-width joiner inside emoji sequences (👩‍🔬),
joiners between letters of scripts that need them (Persian می‌کند, Indic conjuncts), the
emoji variation selector after a symbol (❤️), tag sequences of subdivision flags (🏴 + tags),
directional marks in text that contains right-to-left script, and a BOM at the very start.
"""

from __future__ import annotations

from functools import cache
from itertools import islice

import re2

_JOINING = r"\x{0600}-\x{08FF}\x{0900}-\x{0DFF}\x{0F00}-\x{0FFF}\x{1000}-\x{109F}\x{1780}-\x{17FF}\x{FB50}-\x{FDFF}\x{FE70}-\x{FEFC}"
_EMOJI = r"\x{00A9}\x{00AE}\x{203C}\x{2049}\x{2122}\x{2139}\x{2194}-\x{21AA}\x{231A}-\x{23FF}\x{24C2}\x{25AA}-\x{27BF}\x{2934}\x{2935}\x{2B05}-\x{2B55}\x{3030}\x{303D}\x{3297}\x{3299}\x{1F000}-\x{1FAFF}\x{FE0F}"
_RTL = r"[\x{0590}-\x{08FF}\x{FB1D}-\x{FDFF}\x{FE70}-\x{FEFC}]"

_ALWAYS = (r"[\x{00AD}\x{034F}\x{115F}\x{1160}\x{17B4}\x{17B5}\x{180E}\x{200B}\x{2060}-\x{2064}\x{202A}-\x{202E}"
           r"\x{2066}-\x{206F}\x{3164}\x{FFA0}\x{FFF9}-\x{FFFB}\x{1D173}-\x{1D17A}\x{E0100}-\x{E01EF}\x{FE00}-\x{FE0D}]"
           r"|[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]"
           r"|[^\x{FEFF}]\x{FEFF}"
           r"|(?:^|[\pL\s\x{FE00}-\x{FE0F}])[\x{FE0E}\x{FE0F}]"
           rf"|(?:^|[^{_JOINING}])\x{{200C}}|\x{{200C}}(?:[^{_JOINING}]|$)"
           rf"|(?:^|[^{_JOINING}{_EMOJI}\x{{1F3FB}}-\x{{1F3FF}}])\x{{200D}}|\x{{200D}}(?:[^{_JOINING}{_EMOJI}]|$)"
           r"|(?:^|[^\x{1F3F4}\x{E0000}-\x{E007F}])[\x{E0000}-\x{E007F}]"
           r"|\x{1F3F4}[\x{E0030}-\x{E0039}\x{E0061}-\x{E007A}]*[\x{E0000}-\x{E002F}\x{E003A}-\x{E0060}\x{E007B}-\x{E007E}]"
           r"|\x{1F3F4}[\x{E0030}-\x{E0039}\x{E0061}-\x{E007A}]{9,}")
_MARKS = r"[\x{200E}\x{200F}\x{061C}]"

_LABELS = [
    (0x00, 0x1F, "control character"), (0x7F, 0x9F, "control character"), (0x00AD, 0x00AD, "soft hyphen"),
    (0x034F, 0x034F, "combining grapheme joiner"), (0x061C, 0x061C, "Arabic letter mark"),
    (0x115F, 0x1160, "Hangul filler"), (0x17B4, 0x17B5, "Khmer invisible vowel"),
    (0x180E, 0x180E, "Mongolian vowel separator"), (0x200B, 0x200B, "zero-width space"),
    (0x200C, 0x200C, "zero-width non-joiner"), (0x200D, 0x200D, "zero-width joiner"),
    (0x200E, 0x200F, "directional mark"), (0x202A, 0x202E, "bidi override"), (0x2060, 0x2064, "word joiner"),
    (0x2066, 0x2069, "bidi isolate"), (0x206A, 0x206F, "deprecated format character"), (0x3164, 0x3164, "Hangul filler"),
    (0xFE00, 0xFE0F, "variation selector"), (0xFEFF, 0xFEFF, "byte order mark"), (0xFFA0, 0xFFA0, "Hangul filler"),
    (0xFFF9, 0xFFFB, "interlinear annotation"), (0x1D173, 0x1D17A, "musical formatting character"),
    (0xE0000, 0xE007F, "tag character"), (0xE0100, 0xE01EF, "variation selector"),
]


@cache
def _patterns() -> tuple[re2._Regexp, re2._Regexp, re2._Regexp]:
    return re2.compile(_ALWAYS), re2.compile(_MARKS), re2.compile(_RTL)


def _label(cp: int) -> str:
    return next((label for lo, hi, label in _LABELS if lo <= cp <= hi), "invisible character")


def invisible(text: str) -> list[tuple[str, int]]:
    """(label, position) of each kind of invisible character found, first occurrence."""
    always, marks, rtl = _patterns()
    found: dict[str, int] = {}
    for m in islice(always.finditer(text), 64):
        # A match also holds the visible neighbour that made the character out of place.
        for pos in range(m.start(), m.end()):
            if _is_invisible(text[pos]):
                found.setdefault(_label(ord(text[pos])), pos)
    if not rtl.search(text):
        m = marks.search(text)
        if m:
            found.setdefault("directional mark", m.start())
    return sorted(found.items(), key=lambda item: item[1])


def _is_invisible(ch: str) -> bool:
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi, _ in _LABELS)
