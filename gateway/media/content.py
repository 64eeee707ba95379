"""How files read from a message appear in the user's turn. Pure.

A document's text (and an audio file's transcript) goes into the user message between fence
lines, under a header that marks it untrusted: the model reads it for the person, and the
background review sees the same marker and never saves anything because a file said so. A
voice message is the person speaking, so its transcript is their own words. An image stays a
file: the message names it in `attachments`, and `image_parts` makes it an image content part
for a model that can see.
"""

from __future__ import annotations

import base64
from typing import Any

from gateway.safety.fence import FENCE_CLOSE, FENCE_OPEN, UNTRUSTED_FILE
from gateway.safety.fence import fenced as file_block
from gateway.safety.fence import without_fenced_bodies as without_file_bodies

__all__ = ["FENCE_CLOSE", "FENCE_OPEN", "UNTRUSTED_FILE", "compose", "file_block", "image_block", "image_mime",
           "image_parts", "truncation_note", "voice_block", "without_file_bodies"]

IMAGE_MIMES = {".png": "image/png", ".gif": "image/gif", ".webp": "image/webp", ".jpg": "image/jpeg",
               ".jpeg": "image/jpeg"}


def truncation_note(shown_tokens: int, total_tokens: int, budget: int, pages: tuple[int, int] | None = None) -> str | None:
    notes = []
    if pages is not None and pages[0] < pages[1]:
        notes.append(f"read {pages[0]} of {pages[1]} pages")
    if total_tokens > shown_tokens:
        notes.append(f"cut to about {budget:,} of {total_tokens:,} tokens; the rest is not shown")
    return "; ".join(notes) or None


def voice_block(transcript: str, seconds: float | None) -> str:
    length = f", {seconds:.0f} s" if seconds else ""
    return f"[voice message{length}, transcribed]\n{transcript}"


def image_block(name: str) -> str:
    return f"[image attached: {name}]"


def compose(text: str, blocks: list[str]) -> str:
    return "\n\n".join(part for part in [text.strip(), *blocks] if part)


def image_mime(name: str) -> str:
    suffix = name[name.rfind("."):].lower() if "." in name else ""
    return IMAGE_MIMES.get(suffix, "image/jpeg")


def image_parts(text: str, images: list[tuple[str, bytes | None]]) -> list[dict[str, Any]]:
    """OpenAI-style content parts: the text, then each image (None: the retention period removed it)."""
    parts: list[dict[str, Any]] = [{"type": "text", "text": text}]
    for name, data in images:
        if data is None:
            parts.append({"type": "text", "text": "[an image was here; it is no longer stored]"})
        else:
            url = f"data:{image_mime(name)};base64,{base64.b64encode(data).decode('ascii')}"
            parts.append({"type": "image_url", "image_url": {"url": url}})
    return parts
