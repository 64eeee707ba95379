"""The running adapters, as one object the core and features send through."""

from __future__ import annotations

from typing import Any, Iterator

from gateway.log import get_logger
from gateway.platform.port import Adapter, DeliveryError, FetchError
from gateway.platform.types import Attachment, InboundMessage, Outbound

log = get_logger(__name__)


class Platforms:
    """Adapters by name. `send` raises DeliveryError, like an adapter; `announce` never raises."""

    def __init__(self, adapters: dict[str, Adapter] | None = None):
        self._adapters: dict[str, Adapter] = dict(adapters or {})

    def __contains__(self, name: str) -> bool:
        return name in self._adapters

    def __iter__(self) -> Iterator[Adapter]:
        return iter(list(self._adapters.values()))

    def __len__(self) -> int:
        return len(self._adapters)

    def get(self, name: str) -> Adapter | None:
        return self._adapters.get(name)

    def names(self) -> list[str]:
        return list(self._adapters)

    def is_allowed(self, msg: InboundMessage) -> bool:
        adapter = self._adapters.get(msg.platform)
        return bool(adapter and adapter.is_allowed(msg.user_id))

    def is_admin(self, msg: InboundMessage) -> bool:
        adapter = self._adapters.get(msg.platform)
        return bool(adapter and adapter.is_admin(msg.user_id))

    def admin_targets(self) -> list[tuple[str, str]]:
        """(platform, chat) for every admin chat, where approval notices go."""
        return [(name, str(chat)) for name, a in self._adapters.items() for chat in a.admin_chats()]

    async def send(self, out: Outbound) -> None:
        adapter = self._adapters.get(out.platform)
        if adapter is None:
            raise DeliveryError(f"platform {out.platform} is not running")
        await adapter.send(out)

    async def fetch(self, platform: str, attachment: Attachment, max_bytes: int) -> bytes:
        adapter = self._adapters.get(platform)
        if adapter is None:
            raise FetchError(f"platform {platform} is not running")
        return await adapter.fetch(attachment, max_bytes)

    def upload_limit(self, platform: str) -> int:
        adapter = self._adapters.get(platform)
        return adapter.max_upload_bytes if adapter is not None else 0

    async def announce(self, text: str) -> None:
        """One line to every admin chat (curator summaries and the like)."""
        for platform, chat in self.admin_targets():
            try:
                await self.send(Outbound(platform, chat, text, kind="notice"))
            except DeliveryError as exc:
                log.warning("admin announcement not delivered", platform=platform, reason=str(exc))

    async def typing(self, msg: InboundMessage) -> None:
        adapter = self._adapters.get(msg.platform)
        if adapter is not None:
            await adapter.typing(msg.chat_id, msg.thread_id)

    def health(self) -> dict[str, dict[str, Any]]:
        return {name: a.health() for name, a in self._adapters.items()}
