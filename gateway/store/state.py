"""`StateStore`: the whole of state.db, one table family per mixin; `AsyncStore` runs it on
one dedicated thread so SQLite never blocks the event loop and calls are serialised."""

from __future__ import annotations

import asyncio
import functools
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from gateway.store.cron import CronTable
from gateway.store.db import Database
from gateway.store.inbox import InboxTable
from gateway.store.journal import JournalTable
from gateway.store.ledger import LedgerTable
from gateway.store.mcp_calls import McpCallsTable
from gateway.store.media import MediaTable
from gateway.store.search import read_window, search
from gateway.store.sessions import SessionsTable
from gateway.store.telemetry import SkillUsageTable


class StateStore(Database, SessionsTable, InboxTable, SkillUsageTable, CronTable, LedgerTable, JournalTable,
                 McpCallsTable, MediaTable):
    """Synchronous; one connection. The daemon uses it through `AsyncStore` (one DB thread)."""

    def search(self, text: str, scope: tuple[str, str] | None = None, limit: int = 10) -> list[dict]:
        return search(self.conn, text, scope, limit)

    def read_window(self, message_id: int, before: int = 5, after: int = 5,
                    scope: tuple[str, str] | None = None) -> dict:
        return read_window(self.conn, message_id, before, after, scope)


class AsyncStore:
    """Runs StateStore methods on one dedicated thread: `await db.add_message(...)`."""

    def __init__(self, store: StateStore):
        self.sync = store
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="state.db")

    def __getattr__(self, name: str):
        fn = getattr(self.sync, name)
        if not callable(fn):
            return fn

        async def call(*args: Any, **kwargs: Any) -> Any:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._executor, functools.partial(fn, *args, **kwargs))

        return call

    async def close(self) -> None:
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._executor, self.sync.close)
        self._executor.shutdown(wait=True)
