"""`StateStore`: the whole of state.db, one table family per mixin."""

from __future__ import annotations

from gateway.store.db import Database
from gateway.store.inbox import InboxTable
from gateway.store.ledger import LedgerTable
from gateway.store.search import read_window, search
from gateway.store.sessions import SessionsTable
from gateway.store.telemetry import CronTable, SkillUsageTable


class StateStore(Database, SessionsTable, InboxTable, SkillUsageTable, CronTable, LedgerTable):
    """Synchronous; one connection. The daemon uses it through `AsyncStore` (one DB thread)."""

    def search(self, text: str, scope: tuple[str, str] | None = None, limit: int = 10) -> list[dict]:
        return search(self.conn, text, scope, limit)

    def read_window(self, message_id: int, before: int = 5, after: int = 5,
                    scope: tuple[str, str] | None = None) -> dict:
        return read_window(self.conn, message_id, before, after, scope)

