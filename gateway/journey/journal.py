"""The learning journal: dated events for memory entries and skills, in state.db.

Writers run in worker threads (memory writes, approvals, the curator), so each record opens
its own short connection instead of borrowing the daemon's DB thread.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from gateway.log import get_logger

log = get_logger(__name__)


class Journal:
    def __init__(self, db_path: Path):
        self.db_path = db_path

    def record(self, kind: str, subject: str, action: str, detail: str | None = None, origin: str | None = None,
               now: float | None = None) -> None:
        row = (time.time() if now is None else now, kind, subject, action, detail, origin)
        for attempt in range(3):
            conn = sqlite3.connect(str(self.db_path), timeout=10)
            try:
                conn.execute("INSERT INTO journal(ts, kind, subject, action, detail, origin) VALUES(?,?,?,?,?,?)", row)
                conn.commit()
                return
            except sqlite3.OperationalError as exc:
                if "no such table" in str(exc):
                    return  # before the first daemon start there is no journal yet: nothing to date
                if attempt == 2:
                    # The write itself has landed; only its date is missing from the journey.
                    log.warning("journal entry not recorded", kind=kind, subject=subject, reason=str(exc))
            finally:
                conn.close()

    def memory_hook(self, action: str, target: str, old: str | None, new: str | None, origin: str) -> None:
        """Detail is the entry's full text (the new one for add/replace), so dates can be matched."""
        verb = {"add": "added", "replace": "replaced", "remove": "removed"}.get(action, action)
        self.record("memory", target, verb, new if new is not None else old, origin)
