"""Token estimates for budgeting requests before the provider reports real counts. Pure."""

from __future__ import annotations

import json
from typing import Any

# What one image costs a vision model: OpenAI bills a 1024x1024 image at 765 tokens in high
# detail and larger ones at up to ~1,100; a budget that guesses high drops turns early, not late.
IMAGE_TOKENS = 1000


def estimate_tokens(message: dict[str, Any]) -> int:
    """About four characters a token, plus per-message overhead and a fixed cost per image."""
    size = len(message.get("content") or "")
    if message.get("tool_calls"):
        size += len(json.dumps(message["tool_calls"]))
    return size // 4 + 4 + IMAGE_TOKENS * len(message.get("attachments") or ())


def estimate_text_tokens(text: str) -> int:
    return len(text) // 4 + 4
