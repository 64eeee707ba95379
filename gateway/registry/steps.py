"""The answering pipeline's step contract, so features can add steps without importing the core.

A message a session worker takes from the inbox runs through steps in order (aiogram's
middleware model): each step either answers or hands a (possibly rewritten) message to
`next`. The core's own steps are commands and the turn; a feature may add one, e.g. skills
turn `/skill-name args` into a turn with the skill's instructions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Awaitable, Callable, Protocol

from gateway.platform import InboundMessage
from gateway.registry.sessions import Session


@dataclass
class Answer:
    """What a message produced: the reply text and, for a model turn, its session and usage."""

    text: str
    session: Session | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    # reply = the model's Markdown; command = the gateway's own text (literal blocks shown verbatim)
    kind: str = "reply"
    files: tuple[tuple[str, bytes], ...] = ()  # (filename, bytes) sent after the text


Next = Callable[[InboundMessage], Awaitable[Answer]]


class Step(Protocol):
    async def __call__(self, msg: InboundMessage, next: Next) -> Answer: ...
