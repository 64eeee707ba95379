"""Split long text into platform-sized chunks without breaking code fences. Pure.

Cuts prefer a paragraph break, then a line break, then a space, and fall back to a hard cut
(so a single 20,000-character line still splits, in linear-ish time). A code fence open at a
cut is closed at the end of the chunk and reopened, with its language, at the start of the
next one. `measure` is the platform's length function (Telegram counts UTF-16 code units).
"""

from __future__ import annotations

import re
from typing import Callable

Measure = Callable[[str], int]
FENCE = re.compile(r"^\s*(`{3,}|~{3,})\s*([\w+#.-]*)")
CLOSE_RESERVE = "\n```"


def utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _fence_after(piece: str, fence: str | None) -> str | None:
    """The fence opening line still open after `piece`, given the one open before it."""
    for line in piece.split("\n"):
        m = FENCE.match(line)
        if not m:
            continue
        if fence is None:
            lang = m.group(2)[:20]
            fence = m.group(1)[:3] + lang
        elif not m.group(2):
            fence = None
    return fence


def max_fit(text: str, budget: int, measure: Measure) -> int:
    """Largest i with measure(text[:i]) <= budget (measure is additive and >= 1 a char)."""
    hi = min(len(text), budget)
    if measure(text[:hi]) <= budget:
        return hi
    lo = 0
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(text[:mid]) <= budget:
            lo = mid
        else:
            hi = mid - 1
    return lo


def cut_point(window: str, at_end: bool) -> int:
    """Where a chunk ending inside `window` ends: after a paragraph break in its second half,
    else after a line break or space in its last 70 %, else at the window's end."""
    if at_end:
        return len(window)
    for sep, floor in (("\n\n", 0.5), ("\n", 0.3), (" ", 0.3)):
        pos = window.rfind(sep)
        if pos > 0 and pos >= len(window) * floor:
            return pos + len(sep)
    return len(window)


def chunk_text(text: str, limit: int, measure: Measure = len) -> list[str]:
    if limit < 32:
        raise ValueError("limit too small to chunk")
    if measure(text) <= limit:
        return [text]
    chunks: list[str] = []
    fence: str | None = None
    rest = text
    while rest:
        prefix = f"{fence}\n" if fence else ""
        budget = limit - measure(prefix) - measure(CLOSE_RESERVE)
        fits = max_fit(rest, budget, measure)
        cut = cut_point(rest[:fits], fits == len(rest))
        piece, rest = rest[:cut], rest[cut:]
        after = _fence_after(piece, fence)
        body = prefix + piece.rstrip("\n") if rest else prefix + piece
        if after and rest:
            body += CLOSE_RESERVE[:1] + after[:3]
        if body.strip():
            chunks.append(body)
        fence = after
        rest = rest.lstrip("\n") if fence is None else rest
    return chunks


def split_to_fit(text: str, budget: int, cost: Measure) -> list[str]:
    """Cut `text` into parts with cost(part) <= budget, preferring line, then space boundaries.

    For literal blocks: no fence handling (a fence inside is content). `cost` must grow with
    the text (escaping is per character, so it does)."""
    parts: list[str] = []
    rest = text
    while rest:
        fits = max_fit(rest, budget, cost)
        if fits <= 0:
            fits = 1  # a single character that renders longer than the budget: send it anyway
        cut = cut_point(rest[:fits], fits == len(rest))
        parts.append(rest[:cut])
        rest = rest[cut:]
    return parts


def chunk_document(segments: list[tuple[str, bool]], limit: int, measure: Measure,
                   render_plain: Callable[[str], str], render_literal: Callable[[str], str]) -> list[tuple[str, str]]:
    """(rendered message, its raw text) pairs of at most `limit` for prose and literal blocks.

    A block too long for one message continues in the next, each part its own block: a
    literal is split, never cut short. The raw text is what a plain-text fallback sends."""
    wrap = measure(render_literal(""))
    pieces: list[tuple[str, str]] = []
    for text, is_literal in segments:
        render = render_literal if is_literal else render_plain
        if measure(render(text)) <= limit:
            pieces.append((render(text), text))
            continue
        if is_literal:
            parts = split_to_fit(text, limit - wrap, lambda s: measure(render_literal(s)) - wrap)
        else:
            parts = split_to_fit(text, limit, lambda s: measure(render_plain(s)))
        pieces.extend((render(p), p) for p in parts)
    messages: list[tuple[str, str]] = []
    current, raw = "", ""
    for rendered, text in pieces:
        if current and measure(current) + measure(rendered) > limit:
            messages.append((current, raw))
            current, raw = "", ""
        current += rendered
        raw += text
    if current.strip():
        messages.append((current, raw))
    return messages
