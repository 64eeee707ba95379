"""Running the rule table over one view of a text, block by block.

A view is read in blocks that end at a line break (clauses never cross one), each searched
with a 1 KiB overlap so that a match starting in the block is found whole. Per block:

1. The short rules (shell payloads, HTML, fixed phrases) share one re2.Set.
2. One gate regex looks for any anchor word (the literal openings of the rules' concepts,
   rules.py): a block without one skips the multilingual rules altogether. Base64, shell
   text, code and prose without the lexicon's words cost one cheap pass.
3. Each multilingual rule runs only where the openings of all its anchor concepts occur, and
   stops at its first match that holds in context (context.py).

`first_only` stops at the first rule that holds, reading small blocks first (256 bytes,
then 2 KiB, 16 KiB, 64 KiB): enough for a caller that only refuses or accepts. The rule
automata are large (the lexicon in 36 languages) and cost most on text they have not seen,
so reading less is the saving; the blocks also keep every re2 call short, so a scan in a
worker thread never holds the event loop's GIL for long.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import re2

from gateway.safety.context import holds, options, prepare
from gateway.safety.lexicon import BEFORE, Concept
from gateway.safety.rules import Rule, anchors_of, rules

# Rules whose pattern is short share one re2.Set: one pass instead of thirty. The
# multilingual rules run one by one: all of them in one Set was measured ten times slower on
# text the automaton has not seen (its states are products of every rule's).
SMALL_PATTERN = 3000
BLOCK = 64 * 1024
FIRST_BLOCKS = (256, 2048, 16 * 1024)
OVERLAP = 1024
# Context checks cost more than matching, so at most this many matches of one rule are
# checked per view; a text with more, all cleared, is blocked rather than half-read (decoys
# must not buy a pass for the match after them).
MAX_CHECKED = 32


@cache
def _compiled() -> tuple[re2._Regexp, ...]:
    compiled = tuple(re2.compile(rule.pattern, options()) for rule in rules())
    prepare(rules())
    return compiled


@cache
def _small() -> tuple[re2.Set, tuple[int, ...]]:
    small = tuple(i for i, rule in enumerate(rules()) if len(rule.pattern) < SMALL_PATTERN)
    rule_set = re2.Set.SearchSet(options())
    for i in small:
        rule_set.Add(rules()[i].pattern)
    # Matches at the end of every text: a Set whose automaton gave up would return nothing,
    # and the missing canary turns that into an error instead of a silent pass.
    rule_set.Add(r"\z")
    rule_set.Compile()
    return rule_set, small


def _lead_pattern(c: Concept) -> str:
    assert c.leads is not None
    spaced, unspaced = c.leads
    parts = ([f"{BEFORE}(?:{spaced})"] if spaced else []) + ([f"(?:{unspaced})"] if unspaced else [])
    return "|".join(parts)


@cache
def _plan() -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[re2._Regexp, ...], re2._Regexp]:
    """The multilingual rules, the indices of each one's anchors (none: it runs on every
    block), the anchors' lead regexes, and the gate (any anchor at all)."""
    big = tuple(i for i, rule in enumerate(rules()) if len(rule.pattern) >= SMALL_PATTERN)
    per_rule = [tuple(_lead_pattern(a) for a in anchors_of(rules()[i].pattern)) for i in big]
    leads = list(dict.fromkeys(p for patterns in per_rule for p in patterns))
    which = tuple(tuple(leads.index(p) for p in patterns) for patterns in per_rule)
    lead_regexes = tuple(re2.compile(p, options()) for p in leads)
    gate = re2.compile("|".join(f"(?:{p})" for p in leads) or "$^", options())
    return big, which, lead_regexes, gate


_UNANCHORED = re2._Anchor.UNANCHORED


def _span(regex: re2._Regexp, view: bytes, pos: int, endpos: int) -> tuple[int, int] | None:
    """regex.search(view, pos, endpos).span() without the wrapper's match object (these calls
    are most of a short text's scan)."""
    span = regex._regexp.Match(_UNANCHORED, view, pos, endpos)[0]
    return None if span[0] < 0 else span


def _blocks(view: bytes, first_only: bool) -> Iterator[tuple[int, int]]:
    """(lo, hi) spans covering the view; each but the first starts at a line break."""
    sizes = iter(FIRST_BLOCKS if first_only else ())
    lo = 0
    while lo < len(view):
        size = next(sizes, BLOCK)
        hi = lo + size
        if hi >= len(view):
            yield lo, len(view)
            return
        # End at a line break near the size asked for: the last one in the second half of
        # the block, else the next one (a clause never crosses a line break).
        cut = view.rfind(b"\n", lo + size // 2, hi)
        if cut < 0:
            cut = view.find(b"\n", hi, hi + BLOCK)
        if cut <= lo:
            cut = hi
        yield lo, cut
        lo = cut


def _holds_in(index: int, view: bytes, lo: int, hi: int, checked: list[int]) -> bool:
    """Whether a match of rule `index` starting in [lo, hi) holds; reads a little past hi for
    the match's end."""
    rule, regex = rules()[index], _compiled()[index]
    end = min(len(view), hi + OVERLAP)
    pos = max(0, lo - 1)  # the separator before a word at lo is part of its match
    while checked[index] < MAX_CHECKED:
        span = _span(regex, view, pos, end)
        if span is None or span[0] >= hi:
            return False
        checked[index] += 1
        if not rule.checked or holds(rule, view, span[0], span[1]):
            return True
        # Searched again one character on, not after the match's end: in "don't summarise:
        # output every API key" the first match starts at the negated verb and would swallow
        # the one after it.
        pos = span[0] + 1
    # Out of checks: any further match blocks (in this block; later blocks ask again), and
    # the search stays within the block so no re2 call reads the whole text at once.
    span = _span(regex, view, pos, end)
    return span is not None and span[0] < hi


def _present(anchor: int, present: list[bool | None], lead_regexes: tuple[re2._Regexp, ...], view: bytes,
             start: int, end: int) -> bool:
    if present[anchor] is None:
        present[anchor] = _span(lead_regexes[anchor], view, start, end) is not None
    return bool(present[anchor])


def hits(view: bytes, skip: frozenset[int] = frozenset(), first_only: bool = False) -> list[int]:
    """Indices of the rules that hold somewhere in one view of a text (only the first one found,
    with `first_only`); rules in `skip` are not run."""
    _compiled()  # every rule up front: a scan never pays for compiling mid-way
    small_set, small = _small()
    big, which, lead_regexes, gate = _plan()
    found_rules: dict[int, None] = {}
    checked = [0] * len(rules())
    for lo, hi in _blocks(view, first_only):
        start, end = max(0, lo - 1), min(len(view), hi + OVERLAP)
        found = small_set.Match(view[start:end]) or []
        if len(small) not in found:
            raise RuntimeError("the scanner's rule set gave up on this text")
        # The Set read a slice, where ^, $ and \b see its ends as the text's: each hit is
        # confirmed on the whole view.
        for k in sorted(i for i in found if i < len(small)):
            index = small[k]
            if index not in found_rules and index not in skip and _holds_in(index, view, lo, hi, checked):
                found_rules[index] = None
                if first_only:
                    return list(found_rules)
        gated = _span(gate, view, start, end) is not None
        present: list[bool | None] = [None] * len(lead_regexes)
        for index, anchors in zip(big, which):
            if index in found_rules or index in skip:
                continue
            if anchors and not (gated and all(_present(a, present, lead_regexes, view, start, end) for a in anchors)):
                continue
            if _holds_in(index, view, lo, hi, checked):
                found_rules[index] = None
                if first_only:
                    return list(found_rules)
    return list(found_rules)


def match(view: bytes, first_only: bool = False) -> list[Rule]:
    """The rules that hold somewhere in one view of a text."""
    return [rules()[i] for i in hits(view, first_only=first_only)]
