"""Scheduled prompts in state.db: schedule, target chat, skills, paused, last run."""

from __future__ import annotations

import json
import sqlite3
import time


class CronTable:
    conn: sqlite3.Connection

    # ---- cron ----------------------------------------------------------------------
    def cron_add(self, schedule: str, prompt: str, skills: list[str], platform: str, chat_id: str,
                 thread_id: str | None = None, now: float | None = None) -> int:
        cur = self.conn.execute(
            "INSERT INTO cron_jobs(schedule, prompt, skills, platform, chat_id, thread_id, created_at) VALUES(?,?,?,?,?,?,?)",
            (schedule, prompt, json.dumps(skills), platform, chat_id, thread_id, time.time() if now is None else now),
        )
        return int(cur.lastrowid)

    def cron_jobs(self) -> list[dict]:
        rows = self.conn.execute("SELECT * FROM cron_jobs ORDER BY id").fetchall()
        return [{**dict(r), "skills": json.loads(r["skills"]), "paused": bool(r["paused"])} for r in rows]

    def cron_set_paused(self, job_id: int, paused: bool) -> bool:
        return self.conn.execute("UPDATE cron_jobs SET paused=? WHERE id=?", (int(paused), job_id)).rowcount == 1

    def cron_remove(self, job_id: int) -> bool:
        return self.conn.execute("DELETE FROM cron_jobs WHERE id=?", (job_id,)).rowcount == 1

    def cron_ran(self, job_id: int, when: float) -> None:
        self.conn.execute("UPDATE cron_jobs SET last_run_at=? WHERE id=?", (when, job_id))
