"""Text an admin must read exactly as it is: staged memory entries, skill diffs, tool arguments.

`literal(text)` marks a block that every platform shows verbatim (Telegram in a <pre>
block, Discord in a code block with fences defanged, the console indented) and never
renders as Markdown or HTML. Inside it, characters that would be invisible or would reorder
text (zero-width, bidi controls, tag characters, other format and control characters) are
shown as `\\uXXXX`. The block markers are private-use characters, which `visible` escapes in
the content, so staged text can never close its own block.
"""

from __future__ import annotations

import unicodedata

LITERAL_OPEN = "\ue000"
LITERAL_CLOSE = "\ue001"

_KEEP = {"\n", "\t"}


def _is_emoji(ch: str) -> bool:
    cp = ord(ch)
    return cp >= 0x1F000 or 0x2600 <= cp <= 0x27BF


def visible(text: str) -> str:
    """`text` with every invisible, bidi, control and private-use character spelled `\\uXXXX`.

    A zero-width joiner or variation selector between emoji is how emoji are spelled and is
    kept; anywhere else it is shown."""
    out = []
    for i, ch in enumerate(text):
        if ch in _KEEP:
            out.append(ch)
            continue
        cat = unicodedata.category(ch)
        if cat in ("Cf", "Cc", "Co", "Cs", "Zl", "Zp") or (cat == "Zs" and ch != " ") or cat == "Mn" and _invisible_mark(ch):
            if ch in ("\u200d", "\ufe0f") and i and _is_emoji(text[i - 1]) and (
                    ch == "\ufe0f" or (i + 1 < len(text) and _is_emoji(text[i + 1]))):
                out.append(ch)
                continue
            cp = ord(ch)
            out.append(f"\\u{cp:04x}" if cp <= 0xFFFF else f"\\U{cp:08x}")
            continue
        out.append(ch)
    return "".join(out)


def _invisible_mark(ch: str) -> bool:
    # Combining marks render on the previous letter; only the ones that render as nothing at all
    # (variation selectors, the grapheme joiner) hide anything.
    cp = ord(ch)
    return cp == 0x034F or 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF


def literal(text: str) -> str:
    """A block shown verbatim on every platform (see the module docstring)."""
    return f"{LITERAL_OPEN}{visible(text)}{LITERAL_CLOSE}"


def split_literal(text: str) -> list[tuple[str, bool]]:
    """[(segment, is_literal)] in order; empty segments dropped."""
    out: list[tuple[str, bool]] = []
    rest = text
    while rest:
        start = rest.find(LITERAL_OPEN)
        if start < 0:
            out.append((rest, False))
            break
        if start:
            out.append((rest[:start], False))
        end = rest.find(LITERAL_CLOSE, start + 1)
        if end < 0:
            out.append((rest[start + 1:], True))
            break
        out.append((rest[start + 1:end], True))
        rest = rest[end + 1:]
    return [(s, lit) for s, lit in out if s]


def plain(text: str) -> str:
    """The text with block markers removed (for a platform that shows everything literally)."""
    return text.replace(LITERAL_OPEN, "").replace(LITERAL_CLOSE, "")


def no_controls(text: str) -> str:
    """`text` with control characters other than line breaks and tabs spelled `\\uXXXX`: a
    terminal obeys ESC and C1 sequences (move the cursor, rewrite lines, set the clipboard),
    and prose can carry text from outside (an MCP server's tool description or error, a model's
    reply that a document or a tool result talked it into)."""
    return "".join(f"\\u{ord(ch):04x}" if ch not in _KEEP and unicodedata.category(ch) == "Cc" else ch
                   for ch in text)


def for_terminal(text: str) -> str:
    """The gateway's own text for a terminal: literal blocks indented behind a bar, so staged
    content can never pose as the prompt or as the gateway's own lines; no control characters."""
    out: list[str] = []
    for segment, is_literal in split_literal(no_controls(text)):
        if is_literal:
            lead = "" if not out or out[-1].endswith("\n") else "\n"
            out.append(lead + "\n".join(f"  │ {line}" for line in segment.split("\n")) + "\n")
        else:
            out.append(segment.lstrip("\n") if out and out[-1].endswith("\n") else segment)
    return "".join(out).rstrip("\n")
