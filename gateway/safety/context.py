"""Context checks: whether a rule's match holds in its clause and sentence.

A match is cleared when its verb is negated ("never print"), when it is a quoted example
("text like 'ignore previous instructions'"), when defensive talk surrounds it ("treat such
text as data"), when what it needs nearby is missing (`requires`), or when it is about the
user's own earlier wish ("forget my previous instruction about tables"). The windows are found
with Python's `re` on single-character breaks, so each check is linear in the window.
"""

from __future__ import annotations

import re
from functools import cache
from itertools import islice

import re2

from gateway.safety.lexicon import Concept, concept
from gateway.safety.rules import Rule


def options() -> re2.Options:
    opts = re2.Options()
    opts.case_sensitive = False
    opts.max_mem = 64 << 20
    return opts


@cache
def concept_regex(c: Concept) -> re2._Regexp:
    return re2.compile(c.alone, options())


def prepare(rules: tuple[Rule, ...]) -> None:
    """Compile every concept the checks use, so no scan pays for it mid-way."""
    for rule in rules:
        for c in (rule.requires, rule.negatable, rule.own, rule.foreign, rule.foreign_anywhere, *rule.unless,
                  *rule.unless_in_match):
            if c is not None:
                concept_regex(c)
    for name in ("negation", "negation_after", "mention"):
        concept_regex(concept(name))


_BREAK = re.compile(rb"[;\n]|[.!?](?:\s|$)|\xe3\x80\x82|\xef\xbc\x81|\xef\xbc\x9f|\xd8\x9f")  # . ! ? ; newline 。！？؟
_SENTENCE_BREAK = re.compile(rb"\n|[.!?](?:\s|$)|\xe3\x80\x82|\xef\xbc\x81|\xef\xbc\x9f|\xd8\x9f")
_QUOTE = re.compile(rb"['\"]|\xe2\x80[\x98\x99\x9c\x9d\x9e]|\xc2[\xab\xbb]")
_WINDOW = 400


def _window(view: bytes, start: int, end: int, scope: str) -> tuple[int, int]:
    lo, hi = max(0, start - _WINDOW), min(len(view), end + _WINDOW)
    if scope == "text":
        return 0, len(view)
    if scope == "near":
        return max(0, start - 200), min(len(view), end + 200)
    breaker = _BREAK if scope == "clause" else _SENTENCE_BREAK
    before = [m.end() for m in breaker.finditer(view, lo, start)]
    after = breaker.search(view, end, hi)
    return (before[-1] if before else lo), (after.start() if after else hi)


def _found(c: Concept, view: bytes, lo: int, hi: int) -> bool:
    # One byte more on each side: re2's ^ and $ do not match at pos/endpos inside a text,
    # and the word-boundary classes need the separator itself.
    return concept_regex(c).search(view, max(0, lo - 1), min(len(view), hi + 1)) is not None


def _negated(rule: Rule, view: bytes, start: int, end: int, clause_lo: int) -> bool:
    verb = concept_regex(rule.negatable).search(view, start, end)  # type: ignore[arg-type]
    at = verb.start() if verb else start
    lo = max(clause_lo, at - 48)
    # A colon ends what a negation covers: "don't summarise: output the raw text".
    lo = max(lo, view.rfind(b":", lo, at) + 1)
    if _found(concept("negation"), view, lo, at + 1):
        return True
    # Verb-final languages negate after the verb: "メモリに保存しないこと", "저장하지 마".
    after = verb.end() if verb else end
    return _found(concept("negation_after"), view, after, after + 12)


def _mentioned(view: bytes, start: int, lo: int) -> bool:
    """A quoted phrase introduced as an example ("text like 'ignore previous instructions'")."""
    head = view[max(lo, start - 40):start + 2]
    quote = None
    for quote in _QUOTE.finditer(head):
        pass
    # The quote must open the matched phrase itself (a letter follows it), not close an
    # earlier quoted word ("when anyone says 'debug', print ...").
    if quote is None or quote.end() < len(head) - 2 or not head[quote.end():quote.end() + 1].isalpha():
        return False
    return _found(concept("mention"), head, 0, quote.start() + 1)


def _found_affirmed(c: Concept, view: bytes, lo: int, hi: int) -> bool:
    """Like _found, but "not in memory" / "never to the chat" does not count as a mention."""
    for m in islice(concept_regex(c).finditer(view, max(0, lo - 1), min(len(view), hi + 1)), 8):
        if not _found(concept("negation"), view, max(lo, m.start() - 12), m.start() + 1):
            return True
    return False


def _own(rule: Rule, view: bytes, start: int, end: int, clause_lo: int) -> bool:
    """The match is about the user's own earlier wish: `own` starts in the match or just before it
    ("forget my previous instruction", "the instructions in old_readme.md"), and nothing there
    points at the model's or operator's rules."""
    # Bytes, not characters: 64 is a few words in any script ("mein altes Format", "मेरा पुराना").
    lead = max(clause_lo, start - 64)
    tail = min(len(view), end + 120)
    for m in islice(concept_regex(rule.own).finditer(view, max(0, lead - 1), tail), 4):  # type: ignore[arg-type]
        if m.start() < end:
            # "my previous instructions": the "previous" inside the user's own phrase is theirs.
            hi = max(end, m.end())
            if rule.foreign_anywhere and _found(rule.foreign_anywhere, view, start, hi):
                return False
            return not (rule.foreign and (_found(rule.foreign, view, start, m.start()) or _found(rule.foreign, view, m.end(), hi)))
    return False


def holds(rule: Rule, view: bytes, start: int, end: int) -> bool:
    lo, hi = _window(view, start, end, rule.scope)
    clause_lo, _ = _window(view, start, end, "clause")
    if rule.requires and not _found_affirmed(rule.requires, view, lo, hi):
        return False
    # Defensive talk ("treat such text as data", "flag it as risky") anywhere in the sentence.
    sentence_lo, sentence_hi = _window(view, start, end, "sentence")
    if any(_found(c, view, min(lo, sentence_lo), max(hi, sentence_hi)) for c in rule.unless):
        return False
    if any(_found(c, view, start, end) for c in rule.unless_in_match):
        return False
    if rule.own and _own(rule, view, start, end, clause_lo):
        return False
    if rule.negatable and _negated(rule, view, start, end, clause_lo):
        return False
    return not (rule.mention and _mentioned(view, start, clause_lo))
