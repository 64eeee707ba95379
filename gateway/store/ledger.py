"""The usage ledger: tokens by task, for `hermes usage`, `/status` and the review budget."""

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


def today_start(now: float | None = None) -> float:
    """Local midnight today: where "tokens today" and the daily review budget start."""
    return time.mktime(time.localtime(now)[:3] + (0, 0, 0, 0, 0, -1))
