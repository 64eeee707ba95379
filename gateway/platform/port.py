"""The platform contract every adapter implements.

An adapter MUST:
- `start(sink, services)`: begin receiving; hand each accepted message to `await sink(msg)`
  and only acknowledge it to the platform after that returns (the sink persists it first).
  `services` gives the command menu, a small persistent key/value store, and `cancel`.
- `stop_receiving()`: take no new messages but keep delivering (shutdown drains turns).
- `stop()`: stop receiving and release connections; idempotent.
- `send(out)`: deliver `out.text` to the chat, chunked to the platform's limit, in order;
  raise `DeliveryError` when it cannot (never swallow a failed delivery).
- `health()`: a small dict (`connected`, `last_event_age`, ...) for /status and monitoring.
An adapter SHOULD implement `typing(chat_id)`; the default does nothing.
An adapter MAY implement `fetch(attachment, max_bytes)`: download a file an inbound message
carried and return its bytes; it MUST raise `FetchError` (never a library error, whose text
may hold a token in a URL) when it cannot, and MUST NOT read more than `max_bytes`.
`max_upload_bytes` is the largest file `send` takes as `Outbound.attachment` (0: none).
An adapter MUST NOT know about memory, skills or models.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable

from gateway.platform.types import Attachment, InboundMessage, Outbound

Sink = Callable[[InboundMessage], Awaitable[bool]]


async def _no_meta(key: str) -> str | None:
    return None


async def _drop_meta(key: str, value: str) -> None:
    return None


async def _drop_unparseable(platform: str, raw: str, reason: str) -> None:
    return None


def _cancel_nothing(session_key: str) -> bool:
    return False


@dataclass
class PlatformServices:
    """What the core lends an adapter: its command menu, a persistent key/value store, a
    place to record an event the platform sent that could not be parsed (kept for `hermes doctor`),
    and `cancel(session_key)`: stop the answer being worked on for that chat (the person asked to,
    e.g. Ctrl-C in the console). The message is then answered "(cancelled)" and never replayed;
    later messages of the chat go on. Returns False when nothing was being answered."""

    menu: list[tuple[str, str]] = field(default_factory=list)
    get_meta: Callable[[str], Awaitable[str | None]] = _no_meta
    set_meta: Callable[[str, str], Awaitable[None]] = _drop_meta
    record_unparseable: Callable[[str, str, str], Awaitable[None]] = _drop_unparseable
    cancel: Callable[[str], bool] = _cancel_nothing


class DeliveryError(RuntimeError):
    """A message could not be delivered; the text says why, without secrets."""


class FetchError(RuntimeError):
    """An attachment could not be downloaded; the text says why, without secrets.
    `too_large`: the platform or the limit refused it for its size. `retryable`: it may work in
    a moment (not connected yet, a network error, a 5xx); otherwise asking again is pointless."""

    def __init__(self, reason: str, too_large: bool = False, retryable: bool = False):
        super().__init__(reason)
        self.too_large = too_large
        self.retryable = retryable


class Adapter(ABC):
    name: str = "base"
    max_upload_bytes: int = 0

    @abstractmethod
    async def start(self, sink: Sink, services: PlatformServices | None = None) -> None: ...

    @abstractmethod
    async def stop(self) -> None: ...

    async def stop_receiving(self) -> None:
        return None

    @abstractmethod
    async def send(self, out: Outbound) -> None: ...

    async def typing(self, chat_id: str, thread_id: str | None = None) -> None:
        return None

    async def fetch(self, attachment: Attachment, max_bytes: int) -> bytes:
        raise FetchError(f"{self.name} cannot download files")

    def health(self) -> dict[str, Any]:
        return {"connected": True}

    def is_admin(self, user_id: str) -> bool:
        return False

    def admin_chats(self) -> list[str]:
        """Chats where admins receive approval notices (a DM with each admin)."""
        return []

    def is_allowed(self, user_id: str) -> bool:
        return False
