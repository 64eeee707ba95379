"""The learning journal's rows in state.db: dated events for memory entries and skills."""

from __future__ import annotations

import sqlite3
import time


class JournalTable:
    conn: sqlite3.Connection

    def journal_add(self, kind: str, subject: str, action: str, detail: str | None = None,
                    origin: str | None = None, now: float | None = None) -> None:
        self.conn.execute(
            "INSERT INTO journal(ts, kind, subject, action, detail, origin) VALUES(?,?,?,?,?,?)",
            (time.time() if now is None else now, kind, subject, action, detail, origin),
        )

    def journal(self) -> list[dict]:
        return [dict(r) for r in self.conn.execute("SELECT * FROM journal ORDER BY ts, id").fetchall()]
