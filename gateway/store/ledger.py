"""The usage ledger (tokens by task) and the learning journal's rows."""

from __future__ import annotations

import sqlite3
import time


class LedgerTable:
    conn: sqlite3.Connection

    # ---- usage ---------------------------------------------------------------------
    def record_usage(
        self, task: str, session_id: str | None, model: str, prompt_tokens: int, completion_tokens: int, now: float | None = None
    ) -> None:
        self.conn.execute(
            "INSERT INTO usage(ts, task, session_id, model, prompt_tokens, completion_tokens) VALUES(?,?,?,?,?,?)",
            (time.time() if now is None else now, task, session_id, model, prompt_tokens, completion_tokens),
        )

    def usage_since(self, since: float) -> dict[str, dict[str, int]]:
        rows = self.conn.execute(
            "SELECT task, sum(prompt_tokens), sum(completion_tokens), count(*) FROM usage WHERE ts>=? GROUP BY task",
            (since,),
        ).fetchall()
        return {r[0]: {"prompt": r[1] or 0, "completion": r[2] or 0, "calls": r[3]} for r in rows}


    # ---- journal -------------------------------------------------------------------
    def journal_add(self, kind: str, subject: str, action: str, detail: str | None = None,
                    origin: str | None = None, now: float | None = None) -> None:
        self.conn.execute(
            "INSERT INTO journal(ts, kind, subject, action, detail, origin) VALUES(?,?,?,?,?,?)",
            (time.time() if now is None else now, kind, subject, action, detail, origin),
        )

    def journal(self) -> list[dict]:
        return [dict(r) for r in self.conn.execute("SELECT * FROM journal ORDER BY ts, id").fetchall()]

