"""Skill usage telemetry: views, uses and patches, and what an applied write records.

Updates are fire-and-forget: a counter never blocks or fails a turn.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from gateway.log import get_logger
from gateway.store import AsyncStore, StateStore

log = get_logger(__name__)

CREATED_BY = {"turn": "agent", "review": "review", "curator": "agent",
              "turn, approved": "agent", "review, approved": "review", "curator, approved": "agent"}


class SkillTelemetry:
    """Fire-and-forget counters: an update never blocks or fails a turn."""

    def __init__(self, db: AsyncStore):
        self.db = db
        self._pending: set[asyncio.Task] = set()

    def touch(self, name: str, kind: str) -> None:
        task = asyncio.create_task(self._touch(name, kind))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _touch(self, name: str, kind: str) -> None:
        try:
            await self.db.skill_touch(name, kind)
        except Exception as exc:
            log.warning("skill telemetry update failed", skill=name, kind=kind, error=type(exc).__name__)

    async def settle(self) -> None:
        if self._pending:
            await asyncio.gather(*list(self._pending), return_exceptions=True)


def record_applied(store: Any, record_origin: str, action: str, name: str, now: float | None = None) -> None:
    """Telemetry and the journal after a write lands (sync: runs in a worker thread or the CLI,
    on a connection of its own)."""
    now = time.time() if now is None else now
    if action == "create":
        store.skill_ensure(name, CREATED_BY.get(record_origin, "agent"), now)
        store.journal_add("skill", name, "created", None, record_origin, now)
    elif action in ("patch", "edit", "write_file", "remove_file"):
        store.skill_touch(name, "patch", now)
        store.journal_add("skill", name, "patched", action, record_origin, now)
    elif action == "delete":
        store.skill_set(name, state="archived", state_changed_at=now)
        store.journal_add("skill", name, "archived", "deleted", record_origin, now)


def record_in(db_path: Path, origin: str, action: str, name: str) -> None:
    """`record_applied` on a connection of its own (for worker threads and the CLI)."""
    try:
        store = StateStore(db_path)
        try:
            record_applied(store, origin, action, name)
        finally:
            store.close()
    except Exception as exc:  # telemetry never undoes an applied write
        log.warning("skill telemetry after a write failed", error=type(exc).__name__)
