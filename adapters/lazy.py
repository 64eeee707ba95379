"""A platform whose SDK is imported in the background, so the daemon is ready before it is.

Importing aiogram takes seconds (its pydantic models are built at import) and discord.py
about one; neither should hold up the console, the core or the other platform. `LazyAdapter`
answers for the platform at once (allowlist and admins come from config), imports and
builds the real adapter in a worker thread, then starts it and hands everything over. Until
then it is "connecting": sends fail with DeliveryError (the core retries them), health says so.
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable

import structlog

from gateway.platform import (
    Adapter,
    Attachment,
    DeliveryError,
    FetchError,
    Outbound,
    PlatformServices,
    Sink,
    one_at_a_time,
)

log = structlog.get_logger("adapters.lazy")


class LazyAdapter(Adapter):
    def __init__(self, name: str, build: Callable[[], Adapter], allowed: list[int | str], admins: list[int | str]):
        self.name = name
        self._build = build  # runs in a worker thread: imports the SDK and constructs the adapter
        self._allowed = {str(u) for u in allowed}
        self._admins = {str(u) for u in admins}
        self.real: Adapter | None = None
        self._loader: asyncio.Task | None = None
        self._error: str | None = None
        self.loaded = asyncio.Event()  # the SDK import finished, well or badly
        self.ready = asyncio.Event()  # the real adapter has started

    async def start(self, sink: Sink, services: PlatformServices | None = None) -> None:
        self._loader = asyncio.create_task(self._load(sink, services), name=f"{self.name}-load")

    async def _load(self, sink: Sink, services: PlatformServices | None) -> None:
        try:
            real = await asyncio.to_thread(self._build_one_at_a_time)
        except Exception as exc:  # a missing or broken SDK: say so, keep the rest serving
            self._error = f"cannot load the {self.name} platform: {type(exc).__name__}: {exc}"
            log.error(self._error)
            return
        finally:
            self.loaded.set()
        await real.start(sink, services)
        self.real = real
        self.ready.set()

    def _build_one_at_a_time(self) -> Adapter:
        with one_at_a_time:  # imports share the GIL: see gateway.platform.loading
            return self._build()

    async def stop_receiving(self) -> None:
        if self.real is None:
            await self._cancel_load()
            return
        await self.real.stop_receiving()

    async def stop(self) -> None:
        if self.real is None:
            await self._cancel_load()
            return
        await self.real.stop()

    async def _cancel_load(self) -> None:
        if self._loader is not None:
            self._loader.cancel()
            await asyncio.gather(self._loader, return_exceptions=True)

    async def send(self, out: Outbound) -> None:
        if self.real is None:
            raise DeliveryError(f"{self.name} is still connecting")
        await self.real.send(out)

    async def fetch(self, attachment: Attachment, max_bytes: int) -> bytes:
        if self.real is None:
            raise FetchError(f"{self.name} is still connecting", retryable=True)
        return await self.real.fetch(attachment, max_bytes)

    @property
    def max_upload_bytes(self) -> int:  # type: ignore[override]
        return self.real.max_upload_bytes if self.real is not None else 0

    async def typing(self, chat_id: str, thread_id: str | None = None) -> None:
        if self.real is not None:
            await self.real.typing(chat_id, thread_id)

    def health(self) -> dict[str, Any]:
        if self.real is not None:
            return self.real.health()
        return {"connected": False, "state": "connecting", **({"error": self._error} if self._error else {})}

    def is_allowed(self, user_id: str) -> bool:
        return self.real.is_allowed(user_id) if self.real is not None else str(user_id) in self._allowed

    def is_admin(self, user_id: str) -> bool:
        return self.real.is_admin(user_id) if self.real is not None else str(user_id) in self._admins

    def admin_chats(self) -> list[str]:
        return self.real.admin_chats() if self.real is not None else []
