"""Model Markdown -> Telegram HTML (parse_mode=HTML). Pure.

Only the tags Telegram accepts: b, i, s, code, pre, a. Everything else is escaped text, so
a reply can never inject markup of its own; if Telegram still rejects the entities, the
delivery layer falls back to plain text.
"""

from __future__ import annotations

import html
import re

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})\s*([\w+#.-]*)\s*$")
_INLINE_CODE = re.compile(r"`([^`\n]+)`")
_LINK = re.compile(r"\[([^\]\n]+)\]\((https?://[^)\s]+)\)")
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__")
_ITALIC = re.compile(r"(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])|(?<![\w_])_(?=\S)([^_\n]+?)(?<=\S)_(?![\w_])")
_STRIKE = re.compile(r"~~(?=\S)(.+?)(?<=\S)~~")
_HEADING = re.compile(r"^#{1,6}\s+(.+)$", re.M)
_BULLET = re.compile(r"^(\s*)[-*]\s+", re.M)


def _inline(text: str) -> str:
    slots: list[str] = []

    def keep(fragment: str) -> str:
        slots.append(fragment)
        return f"\x00{len(slots) - 1}\x00"

    text = _INLINE_CODE.sub(lambda m: keep(f"<code>{html.escape(m.group(1), quote=False)}</code>"), text)
    text = _LINK.sub(lambda m: keep(f'<a href="{html.escape(m.group(2))}">{html.escape(m.group(1), quote=False)}</a>'), text)
    text = html.escape(text, quote=False)
    text = _HEADING.sub(lambda m: f"<b>{m.group(1)}</b>", text)
    text = _BULLET.sub(lambda m: f"{m.group(1)}• ", text)
    text = _BOLD.sub(lambda m: f"<b>{m.group(1) or m.group(2)}</b>", text)
    text = _ITALIC.sub(lambda m: f"<i>{m.group(1) or m.group(2)}</i>", text)
    text = _STRIKE.sub(lambda m: f"<s>{m.group(1)}</s>", text)
    return re.sub(r"\x00(\d+)\x00", lambda m: slots[int(m.group(1))], text)


def markdown_to_html(text: str) -> str:
    out: list[str] = []
    prose: list[str] = []
    code: list[str] | None = None
    lang = ""
    for line in text.split("\n"):
        m = _FENCE.match(line)
        if code is None and m:
            if prose:
                out.append(_inline("\n".join(prose)))
                prose = []
            code, lang = [], m.group(2)
            continue
        if code is not None and m and not m.group(2):
            out.append(_pre(code, lang))
            code = None
            continue
        (code if code is not None else prose).append(line)
    if code is not None:  # an unclosed fence: still code
        out.append(_pre(code, lang))
    if prose:
        out.append(_inline("\n".join(prose)))
    return "\n".join(out)


def _pre(lines: list[str], lang: str) -> str:
    body = html.escape("\n".join(lines), quote=False)
    if lang:
        return f'<pre><code class="language-{html.escape(lang)}">{body}</code></pre>'
    return f"<pre>{body}</pre>"
