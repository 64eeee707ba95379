"""The threat scan: `scan(text)` for one memory entry, skill or file; `scan_entries` for a set.

Pure functions: text in, findings out; an empty list means the text may be stored. Each
finding names its category and says why in words an admin (and the model) can act on.

Pipeline for one text: refuse it whole when it is over MAX_SCAN_CHARS; report invisible
characters; check Markdown/HTML images for data-carrying URLs; run the rule set over the
canonical text and each de-obfuscated view (match.py, normalise.py); decode hidden base64,
hex, percent-encoding, entities and tag characters (decode.py) and scan what they say, two
levels deep at most. Every pattern is re2 (linear time), so a long or adversarial text costs
time in proportion to its length, never more. `first_only` stops at the first finding.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

import re2

from gateway.safety.decode import decoded
from gateway.safety.invisible import invisible
from gateway.safety.markdown import markdown_exfiltration
from gateway.safety.match import hits
from gateway.safety.normalise import views
from gateway.safety.rules import rules

MAX_SCAN_CHARS = 1 << 20  # a skill support file may be 1 MiB; nothing longer is read at all
MAX_DEPTH = 2  # base64 inside percent-encoding is decoded; a third layer is not

# Most serious first, so the first reason shown is the one that matters.
CATEGORIES = ("oversize", "backdoor", "exfiltration", "markdown_exfiltration", "secrets", "injection", "persona",
              "reveal", "nosafety", "fake_update", "approval_bypass", "execute", "concealment", "encoded",
              "hidden_html", "invisible_unicode")


@dataclass(frozen=True)
class Finding:
    category: str  # one of CATEGORIES
    reason: str


def scan(text: str, first_only: bool = False) -> list[Finding]:
    """Everything wrong with `text`, most serious first; [] when it is safe to store.

    `first_only`: stop at the first finding (at most one is returned, not necessarily the most
    serious) — for callers that only refuse or accept, which is most of the work saved on a
    long hostile text."""
    if len(text) > MAX_SCAN_CHARS:
        return [Finding("oversize", f"{len(text):,} characters is over the {MAX_SCAN_CHARS:,}-character limit "
                                    "for text that may enter a prompt; it was not scanned")]
    found: dict[tuple[str, str], None] = {}
    for label, pos in invisible(text):
        found[("invisible_unicode", f"invisible Unicode character ({label}) at position {pos}")] = None
        if first_only:
            return [Finding("invisible_unicode", next(iter(found))[1])]
    for finding in _scan(text, depth=0, first_only=first_only):
        found.setdefault((finding.category, finding.reason), None)
    findings = [Finding(c, r) for c, r in found]
    return sorted(findings, key=lambda f: CATEGORIES.index(f.category))


def _scan(text: str, depth: int, first_only: bool = False) -> list[Finding]:
    findings: dict[tuple[str, str], None] = {}
    text = nfkc(text)
    for reason in markdown_exfiltration(text):
        findings[("markdown_exfiltration", reason)] = None
        if first_only:
            return [Finding("markdown_exfiltration", reason)]
    done: set[int] = set()
    for undone, view in views(text):
        for index in hits(view, skip=frozenset(done), first_only=first_only):
            done.add(index)
            rule = rules()[index]
            reason = rule.reason + (f" (after undoing {undone})" if undone else "")
            findings[(rule.category, reason)] = None
            if first_only:
                return [Finding(rule.category, reason)]
    if depth < MAX_DEPTH:
        for kind, plain in decoded(text):
            for inner in _scan(plain, depth + 1, first_only):
                findings.setdefault(("encoded", f"{kind} text that says: {inner.category} — {inner.reason}"), None)
                if first_only:
                    return [Finding("encoded", f"{kind} text that says: {inner.category} — {inner.reason}")]
    return [Finding(c, r) for c, r in findings]


def nfkc(text: str, piece: int = 16 * 1024) -> str:
    """NFKC, normalising only the pieces that need it: most of a long text is already NFKC,
    and normalising costs tens of ms a megabyte where checking costs almost nothing. Pieces
    end at line breaks, which NFKC never composes across; a piece that needs normalising is
    looked at again in 1 KiB pieces."""
    if len(text) <= piece or unicodedata.is_normalized("NFKC", text):
        return unicodedata.normalize("NFKC", text)
    pieces, lo = [], 0
    while lo < len(text):
        hi = text.find("\n", lo + piece)
        hi = len(text) if hi < 0 else hi + 1
        part = text[lo:hi]
        if not unicodedata.is_normalized("NFKC", part):
            part = unicodedata.normalize("NFKC", part) if piece <= 1024 else nfkc(part, 1024)
        pieces.append(part)
        lo = hi
    return "".join(pieces)


def describe(findings: list[Finding]) -> str:
    return "; ".join(f"{f.category}: {f.reason}" for f in findings)


# ---- a set of entries ----------------------------------------------------------------------

# An alias defined in one entry and used in another ("'IP' = 'ignore previous instructions'",
# «ключ» — это ~/.ssh/id_rsa, "... remember it as BACKUP_URL"). Bounded pieces, re2.
_DEFINES = (r"(?:=|:|—|–|-|\bmeans\b|\bstands for\b|\brefers to\b|\bis short for\b|\bsignifica\b|\bquiere decir\b|"
            r"désigne|\bsignifie\b|\bveut dire\b|\bbedeutet\b|\bsteht für\b|означает|это|指的是|是指|的意思是|とは|"
            r"\bbetekent\b|\bbetyder\b|\btarkoittaa\b|\boznacza\b|\bznamená\b|означає)")
_ALIAS = re2.compile(r"['\"“‘«„「『]\s*([^'\"”’»“‘«„」』\n]{1,40}?)\s*['\"”’»“‘」』]\s*" + _DEFINES +
                     r"\s*(.{1,300}?)(?:[.。](?:\s|$)|\n|$)")
_NAMED_AS = re2.compile(r"([^.\n]{1,300}?)\s*[—–-]?\s*(?:remember|save|call|refer to|store|name)\s+(?:it|this|that)\s+as\s+"
                        r"['\"“]?([A-Za-z_][\w\-]{1,40})")
_CODE_SPAN = re2.compile(r"`([^`\n]{1,500})`")
_MAX_ALIASES = 16


def _aliases(entries: list[str]) -> list[tuple[int, str, str]]:
    out = []
    for i, entry in enumerate(entries):
        for m in _ALIAS.finditer(entry):
            out.append((i, m.group(1).strip(), m.group(2).strip()))
        for m in _NAMED_AS.finditer(entry):
            out.append((i, m.group(2).strip(), m.group(1).strip()))
    return [a for a in out if a[1] and a[2]][:_MAX_ALIASES]


def _resolved(entries: list[str]) -> list[str]:
    """Each entry with aliases defined in other entries spelled out."""
    resolved = list(entries)
    for defined_in, alias, meaning in _aliases(entries):
        word = re.compile(r"(?<!\w)" + re.escape(alias) + r"(?!\w)")  # a literal with one-character lookarounds
        for j in range(len(resolved)):
            if j != defined_in:
                resolved[j] = word.sub(lambda _m, meaning=meaning: meaning, resolved[j])
    return resolved


def scan_entries(entries: list[str]) -> list[Finding]:
    """Scan a set of entries (e.g. all of MEMORY.md) each alone and as a whole.

    An instruction can be split so that no entry says anything alone: a definition in one
    and its use in the next, half a command in each, a sentence broken across two. The set is
    also scanned joined, with aliases spelled out, and with its code spans run together;
    what only shows up that way is reported "across entries".
    """
    findings: list[Finding] = []
    alone: set[tuple[str, str]] = set()
    for i, entry in enumerate(entries, 1):
        for f in scan(entry):
            alone.add((f.category, f.reason))
            findings.append(Finding(f.category, f"{f.reason} (entry {i})"))
    together = [" ".join(entries), " ".join(_resolved(entries)), "".join(_CODE_SPAN.findall(" \n".join(entries)))]
    for text in dict.fromkeys(t for t in together if t.strip()):
        for f in scan(text[:MAX_SCAN_CHARS]):
            if (f.category, f.reason) not in alone and not f.reason.startswith("invisible Unicode"):
                alone.add((f.category, f.reason))
                findings.append(Finding(f.category, f"{f.reason} (across entries)"))
    return findings
