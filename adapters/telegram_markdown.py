"""Model Markdown -> Telegram text + message entities, and that split into messages. Pure
(but for a log line when the parser fails).

telegramify-markdown parses the Markdown (CommonMark + GFM tables, strikethrough, task lists,
`||spoilers||`, LaTeX to Unicode) and walks it into plain text with entities in UTF-16 code
units. Around it, three things it does not do for us:

- Raw HTML is shown as text. A model writing `Vec<T>`, `<br>` or `<details>` means the
  characters; the library drops them (and the words of an HTML block with them).
- Entities Telegram would refuse are dropped before sending (`sanitise`): nested quotes,
  code inside a link, links to anything but http(s)/tg/mailto, custom emoji. Telegram's
  rule: two entities are disjoint or one contains the other; bold, italic, underline,
  strikethrough and spoiler nest with anything except inside code/pre; code and pre contain
  nothing; a quote holds no quote; other entities (links, code, pre) do not contain each other.
- Long text is cut into messages of at most `limit` UTF-16 units on paragraph, line or space
  boundaries; an entity crossing a cut is clipped into both messages (a code block stays a
  code block, with its language, on both sides).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, replace
from itertools import accumulate
from typing import Any
from urllib.parse import urlsplit

import pyromark
import structlog
import telegramify_markdown
from telegramify_markdown.converter import STANDARD_OPTIONS

from adapters.chunking import cut_point, max_fit, utf16_len

log = structlog.get_logger("adapters.telegram_markdown")

STYLES = frozenset({"bold", "italic", "underline", "strikethrough", "spoiler"})
QUOTES = frozenset({"blockquote", "expandable_blockquote"})
ATOMIC = frozenset({"code", "pre"})
_KEPT = STYLES | QUOTES | ATOMIC | {"text_link"}
# At equal ranges the outer entity comes first: a quote around everything, code innermost.
_DEPTH = {**{t: 0 for t in QUOTES}, "text_link": 1, **{t: 2 for t in STYLES}, **{t: 3 for t in ATOMIC}}
_LINK_SCHEMES = {"http", "https", "tg", "mailto"}
_LANGUAGE = re.compile(r"[\w+#.-]{1,32}")


def _render_config() -> telegramify_markdown.RenderConfig:
    config = telegramify_markdown.RenderConfig.isolated()
    symbols = config.markdown_symbol
    # Headings are bold (and underlined for # and ##); the library's emoji in front of them
    # (📌 ✏ 📚 🔖) read as content in a chat reply.
    symbols.heading_level_1 = symbols.heading_level_2 = symbols.heading_level_3 = symbols.heading_level_4 = ""
    return config


_CONFIG = _render_config()


@dataclass(frozen=True)
class Entity:
    """A Telegram MessageEntity; offset and length in UTF-16 code units."""

    type: str
    offset: int
    length: int
    url: str | None = None
    language: str | None = None

    @property
    def end(self) -> int:
        return self.offset + self.length

    def as_dict(self) -> dict[str, Any]:
        extra = {k: v for k, v in (("url", self.url), ("language", self.language)) if v is not None}
        return {"type": self.type, "offset": self.offset, "length": self.length, **extra}


def to_entities(markdown: str) -> tuple[str, list[Entity]]:
    """The text Telegram shows and the entities that format it."""
    source = markdown.encode("utf-8", "replace").decode("utf-8")  # a lone surrogate stops the parser
    try:
        text, raw = telegramify_markdown.convert(_show_raw_html(source), config=_CONFIG)
    except Exception as exc:  # a parser bug must not lose the reply
        log.warning("markdown conversion failed; sending the reply as plain text", error=type(exc).__name__)
        return markdown, []
    if not text.strip():
        return markdown, []  # e.g. only an empty link: better the characters than nothing
    entities = [Entity(e.type, e.offset, e.length, e.url, e.language) for e in raw]
    return text, sanitise(text, entities)


def _show_raw_html(markdown: str) -> str:
    """Backslash-escape every `<` the parser reads as an HTML tag, so it stays text."""
    for _ in range(3):  # escaping a tag can turn what was inside an HTML block into Markdown
        if "<" not in markdown:
            break
        data = markdown.encode("utf-8")
        at: list[int] = []
        for payload, span in pyromark.events_with_range(markdown, options=STANDARD_OPTIONS):
            if isinstance(payload, dict) and ("InlineHtml" in payload or "Html" in payload):
                at.extend(i for i in range(span["start"], span["end"]) if data[i] == 0x3C)  # "<"
        if not at:
            break
        parts, last = [], 0
        for i in sorted(set(at)):
            parts += [data[last:i], b"\\"]
            last = i
        markdown = (b"".join(parts) + data[last:]).decode("utf-8")
    return markdown


def _nests(inner: str, outer: str) -> bool:
    if outer in ATOMIC:
        return False
    if inner in QUOTES:
        return outer in STYLES
    return inner in STYLES or outer in STYLES or outer in QUOTES


def _link_ok(url: str | None) -> bool:
    try:
        return bool(url) and urlsplit(url or "").scheme.lower() in _LINK_SCHEMES
    except ValueError:
        return False


def _language(lang: str | None) -> str | None:
    m = _LANGUAGE.match((lang or "").strip())
    return m.group(0) if m else None


def sanitise(text: str, entities: list[Entity]) -> list[Entity]:
    """The entities Telegram accepts, outer before inner; the rest dropped (their text stays)."""
    size = utf16_len(text)
    candidates = sorted(
        {replace(e, language=_language(e.language)) if e.language else e for e in entities
         if e.type in _KEPT and e.offset >= 0 and e.length > 0 and e.end <= size
         and (e.type != "text_link" or _link_ok(e.url))},
        key=lambda e: (e.offset, -e.length, _DEPTH[e.type], e.type))
    kept: list[Entity] = []
    around: list[Entity] = []  # the kept entities containing the current offset, outermost first
    for e in candidates:
        while around and around[-1].end <= e.offset:
            around.pop()
        if around and e.end > around[-1].end:
            continue  # crosses the end of an entity it starts in
        if any(o.type == e.type for o in around):
            continue  # italic inside italic: adds nothing
        if all(_nests(e.type, o.type) for o in around):
            kept.append(e)
            around.append(e)
    return kept


def split_entities(text: str, entities: list[Entity], limit: int) -> list[tuple[str, list[Entity]]]:
    """(text, entities) cut into messages of at most `limit` UTF-16 units, offsets rebased.

    The texts concatenate to `text` except for dropped whitespace-only pieces (Telegram
    refuses an empty message)."""
    if limit < 32:
        raise ValueError("limit too small to chunk")
    pieces: list[str] = []
    rest = text
    while rest:
        fits = max(1, max_fit(rest, limit, utf16_len))
        cut = cut_point(rest[:fits], fits == len(rest))
        pieces.append(rest[:cut])
        rest = rest[cut:]
    starts = list(accumulate((utf16_len(p) for p in pieces), initial=0))  # piece i is starts[i]..starts[i+1]
    clipped: list[list[Entity]] = [[] for _ in pieces]
    for e in entities:  # in order, so each piece keeps outer entities before inner ones
        first = bisect_right(starts, e.offset) - 1
        for i in range(first, len(pieces)):
            if starts[i] >= e.end:
                break
            lo, hi = max(e.offset, starts[i]), min(e.end, starts[i + 1])
            if hi > lo:
                clipped[i].append(Entity(e.type, lo - starts[i], hi - lo, e.url, e.language))
    return [(piece, ents) for piece, ents in zip(pieces, clipped) if piece.strip()]
