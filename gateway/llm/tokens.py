"""Token estimates for budgeting requests before the provider reports real counts. Pure."""

from __future__ import annotations

import json
from typing import Any


def estimate_tokens(message: dict[str, Any]) -> int:
    """About four characters a token, plus per-message overhead."""
    size = len(message.get("content") or "")
    if message.get("tool_calls"):
        size += len(json.dumps(message["tool_calls"]))
    return size // 4 + 4


def estimate_text_tokens(text: str) -> int:
    return len(text) // 4 + 4
