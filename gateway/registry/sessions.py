"""A live session as features see it, and the interface through which they reach sessions."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from gateway.platform import InboundMessage


@dataclass
class Session:
    """A live session: its frozen system prompt and the history the model sees."""

    id: str
    key: str
    platform: str
    chat_id: str
    system_prompt: str
    history: list[tuple[int, dict[str, Any]]]
    started_at: float
    turns: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    last_prompt_tokens: int | None = None
    reviewed_turns: int = 0
    last_active: float = 0.0
    state: dict[str, Any] = field(default_factory=dict)
    # The tool set frozen at the session's first turn (ToolRegistry.snapshot): name -> Tool.
    tools: dict[str, Any] | None = None


class Sessions(Protocol):
    """What a command may do with the conversation's sessions."""

    async def current(self, msg: InboundMessage) -> Session:
        """The message's session (started or resumed; ended first if it sat idle too long)."""

    async def end(self, msg: InboundMessage, reason: str) -> str | None:
        """End the chat's active session; its id, or None when there was none."""
