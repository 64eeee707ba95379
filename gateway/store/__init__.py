"""state.db: the one embedded store (SQLite, WAL).

It owns the schema and its migrations, sessions and messages (with FTS5 search), the
durable inbox, the usage ledger, skill telemetry, cron jobs and the journal's rows. Other
packages reach it through `StateStore` (synchronous, for the CLI and worker threads) or
`AsyncStore` (the daemon's single DB thread). It imports nothing else from the gateway.
"""

from gateway.store.db import StoreError
from gateway.store.inbox import InboxRow
from gateway.store.sessions import SessionRow
from gateway.store.state import AsyncStore, StateStore

__all__ = ["AsyncStore", "InboxRow", "SessionRow", "StateStore", "StoreError"]
