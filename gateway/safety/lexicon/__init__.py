"""Multilingual word lists, compiled into re2 fragments, one per concept.

A language block (english.py, europe_west.py, europe_east.py, world.py) maps a concept ("ignore", "instructions",
"reveal", ...) to alternatives written in a small notation so native phrasing stays readable:

    " | "   separates alternatives
    *       any further letters (a stem: "olvid*" is olvida, olvide, olvidar, ...)
    space   optional spacing or a hyphen ("system prompt" also finds "system-prompt", "systemprompt")
    " ~ "   up to three words in between ("tell ~ user")
    other   re2 syntax ((?:..), ?, [..], \\.); a regex star is written {0,}

Letters are matched case-insensitively and accent-tolerantly: "é" in a word list also matches
"e", because people (and leetspeak) drop accents. Languages written with spaces between
words get word boundaries; Chinese, Japanese, Thai, Korean and the Arabic and Indic scripts
attach particles and clitics to words, so their words match anywhere.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache

from gateway.safety.lexicon import english, europe_east, europe_west, world

# Word characters of the languages written with spaces (Latin, Greek, Cyrillic, with their
# accents). Spelled as ranges rather than \pL: Unicode property classes compile to large
# UTF-8 automata, and every rule repeats these classes many times.
WORD_CHARS = (r"a-zA-Z0-9\x{00AA}\x{00B5}\x{00BA}\x{00C0}-\x{00D6}\x{00D8}-\x{00F6}\x{00F8}-\x{024F}"
              r"\x{0300}-\x{036F}\x{0370}-\x{03FF}\x{0400}-\x{052F}\x{1E00}-\x{1FFF}")
NOT_WORD = rf"[^{WORD_CHARS}]"
BEFORE = rf"(?:^|{NOT_WORD})"
AFTER = rf"(?:{NOT_WORD}|$)"
LETTERS = rf"[{WORD_CHARS}]*"
SPACE = r"[\s_\-]*"
# "~": at least one space, then up to three more words (no sentence end inside).
WORDS = r"[ \t_\-]+(?:[^\s.!?;。！？]+[ \t_\-]+){0,3}"
CJK_WORDS = r"[^.!?;\n。！？]{0,12}"

# Letters people type without their accent, beyond what Unicode decomposition gives.
_EXTRA_BASES = {"ı": "i", "ł": "l", "ø": "o", "đ": "d", "ħ": "h", "ŀ": "l", "ß": "s"}


def _base(ch: str) -> str:
    if ch in _EXTRA_BASES:
        return _EXTRA_BASES[ch]
    # Only alphabets whose writers drop accents; kana voicing marks and Indic nukta change
    # the word ("ず" is not "す").
    if not ("\u00c0" <= ch <= "\u052f" or "\u1e00" <= ch <= "\u1fff"):
        return ""
    stripped = "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c))
    return stripped if len(stripped) == 1 and stripped != ch else ""


def _compile_fragment(text: str, spaced: bool) -> str:
    """One alternative in the notation above, as re2 syntax."""
    text = unicodedata.normalize("NFKC", text).strip()
    out: list[str] = []
    i, in_class = 0, False
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            j = i + 2
            if text[i + 1:i + 2] in ("p", "P") and text[i + 2:i + 3] == "{":
                j = text.index("}", i) + 1
            elif text[i + 1:i + 2] in ("p", "P"):
                j = i + 3
            out.append(text[i:j])
            i = j
            continue
        if ch == "[" and not in_class:
            in_class = True
        elif ch == "]" and in_class:
            in_class = False
        elif not in_class and text.startswith(" ~ ", i):
            out.append(WORDS if spaced else CJK_WORDS)
            i += 3
            continue
        elif not in_class and ch == "*":
            out.append(LETTERS)
            i += 1
            continue
        elif not in_class and ch == " ":
            out.append(SPACE)
            i += 1
            continue
        elif ch.isalpha():
            low = ch.lower()
            base = _base(low)
            if base:
                out.append(low + base if in_class else f"[{low}{base}]")
            else:
                out.append(low)
            i += 1
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def _alternatives(spec: str) -> list[str]:
    return [a for a in (part.strip() for part in spec.split(" | ")) if a]


@dataclass(frozen=True)
class Concept:
    """A concept's alternatives split by how words are delimited in their language."""

    name: str
    spaced: str  # re2 alternation needing word boundaries ("" when none)
    unspaced: str  # re2 alternation matched anywhere ("" when none)
    # Literal openings, one of which every match of the concept begins with (re2 syntax, spaced
    # ones need a word start before them); None when some alternative has no literal opening.
    # A cheap first pass looks for these before any rule built on the concept is run.
    leads: tuple[str, str] | None = None

    @property
    def alone(self) -> str:
        """The concept as a whole word (or anywhere, for unspaced scripts)."""
        parts = []
        if self.spaced:
            parts.append(f"{BEFORE}(?:{self.spaced}){AFTER}")
        if self.unspaced:
            parts.append(f"(?:{self.unspaced})")
        return "(?:" + "|".join(parts) + ")" if parts else "(?:$^)"


@cache
def languages() -> dict[str, dict[str, str]]:
    langs = {**english.LANGUAGES, **europe_west.LANGUAGES, **europe_east.LANGUAGES, **world.LANGUAGES}
    return langs


@cache
def concept(name: str) -> Concept:
    spaced: list[str] = []
    unspaced: list[str] = []
    leads: tuple[list[str], list[str]] | None = ([], [])
    for block in languages().values():
        spec = block.get(name)
        if not spec:
            continue
        is_spaced = block.get("spaced", "yes") == "yes"
        target = spaced if is_spaced else unspaced
        target.extend(_compile_fragment(a, is_spaced) for a in _alternatives(spec))
        for alt in _alternatives(spec):
            opening = _openings(alt, is_spaced)
            if opening is None or leads is None:
                leads = None
                continue
            for literal, word_start in opening:
                leads[0 if word_start else 1].append(_compile_fragment(literal, is_spaced))
    packed = None if leads is None else ("|".join(dict.fromkeys(leads[0])), "|".join(dict.fromkeys(leads[1])))
    return Concept(name, "|".join(dict.fromkeys(spaced)), "|".join(dict.fromkeys(unspaced)), packed)


_META = set("()[]*~?\\\\{}.+^$|")
_MAX_OPENINGS = 24


def _split_options(inner: str) -> list[str]:
    options, depth, cur = [], 0, ""
    for ch in inner:
        if ch == "|" and depth == 0:
            options.append(cur)
            cur = ""
            continue
        depth += {"(": 1, ")": -1}.get(ch, 0)
        cur += ch
    return options + [cur]


def _group_end(text: str, i: int) -> int:
    depth = 0
    for j in range(i, len(text)):
        depth += {"(": 1, ")": -1}.get(text[j], 0)
        if depth == 0:
            return j
    return -1


def _open(text: str, spaced: bool, anchored: bool, budget: list[int]) -> list[tuple[str, bool]] | None:
    """(literal, needs a word start) pairs one of which every match of `text` contains: the
    longest plain word before the first stem, optional part or regex construct (a later word
    is matched anywhere, since the notation's space may also be no space at all)."""
    shortest = 2 if spaced else 1
    words: list[str] = [""]
    i = 0
    while i < len(text):
        budget[0] -= 1
        if budget[0] < 0:
            return None
        ch = text[i]
        if text.startswith("(?:", i) and words == [""]:
            j = _group_end(text, i)
            if j < 0:
                return None
            rest = text[j + 1:]
            optional = rest[:1] in ("?", "*") or rest.startswith("{0")
            if rest[:1] in ("?", "*", "+") or rest.startswith("{"):
                rest = rest[rest.index("}") + 1:] if rest.startswith("{") else rest[1:]
            out: list[tuple[str, bool]] = []
            for option in _split_options(text[i + 3:j]) + ([""] if optional else []):
                found = _open(option + rest, spaced, anchored, budget)
                if found is None:
                    return None
                out.extend(found)
            return out if len(out) <= _MAX_OPENINGS else None
        if ch == " ":
            words.append("")
            i += 1
            continue
        if ch in _META:
            if text.startswith("(?:", i) and max(map(len, words)) < shortest:
                # "à (?:son|leur) insu": the words so far are too short; what follows will do.
                return _open(text[i:], spaced, False, budget)
            break
        nxt = text[i + 1:i + 2]
        if nxt in ("?", "{"):
            break
        words[-1] += ch
        i += 1
        if nxt == "*":
            break
    best = max(range(len(words)), key=lambda k: len(words[k]))
    if len(words[best]) < shortest:
        return None
    return [(words[best], anchored and best == 0)]


def _openings(alternative: str, spaced: bool) -> list[tuple[str, bool]] | None:
    """The literal openings of one alternative of the notation (see Concept.leads)."""
    return _open(unicodedata.normalize("NFKC", alternative).strip(), spaced, spaced, [400])


def coverage(name: str) -> set[str]:
    """Languages that have words for a concept (for the coverage test)."""
    return {code for code, block in languages().items() if block.get(name)}
