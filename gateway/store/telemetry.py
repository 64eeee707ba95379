"""Skill usage telemetry (views, uses, patches, state) and cron jobs in state.db."""

from __future__ import annotations

import json
import sqlite3
import time

SKILL_COUNTERS = {"view": ("view_count", "last_viewed_at"), "use": ("use_count", "last_used_at"),
                  "patch": ("patch_count", "last_patched_at")}



class SkillUsageTable:
    conn: sqlite3.Connection

    # ---- skill telemetry -----------------------------------------------------------
    def skill_ensure(self, name: str, created_by: str = "user", now: float | None = None) -> None:
        self.conn.execute(
            "INSERT OR IGNORE INTO skill_usage(name, created_at, created_by, state_changed_at) VALUES(?,?,?,?)",
            (name, time.time() if now is None else now, created_by, time.time() if now is None else now),
        )

    def skill_touch(self, name: str, kind: str, now: float | None = None, created_by: str = "user") -> None:
        count, stamp = SKILL_COUNTERS[kind]
        now = time.time() if now is None else now
        self.skill_ensure(name, created_by, now)
        # Being used again makes a stale skill active again.
        self.conn.execute(
            f"UPDATE skill_usage SET {count}={count}+1, {stamp}=?, "
            "state=CASE WHEN state='stale' AND ? != 'view' THEN 'active' ELSE state END WHERE name=?",
            (now, kind, name),
        )

    def skill_set(self, name: str, **fields: object) -> None:
        allowed = {"state", "pinned", "created_by", "state_changed_at", "created_at", "last_used_at"}
        bad = set(fields) - allowed
        if bad:
            raise ValueError(f"cannot set {bad}")
        self.skill_ensure(name)
        cols = ", ".join(f"{k}=?" for k in fields)
        self.conn.execute(f"UPDATE skill_usage SET {cols} WHERE name=?", (*fields.values(), name))

    def skill_records(self) -> dict[str, dict]:
        rows = self.conn.execute("SELECT * FROM skill_usage").fetchall()
        return {r["name"]: dict(r) for r in rows}


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
