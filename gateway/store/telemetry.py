"""Skill usage telemetry in state.db: views, uses, patches, state, pinning."""

from __future__ import annotations

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
        # Being used again (viewed, run or patched) makes a stale skill active again.
        self.conn.execute(
            f"UPDATE skill_usage SET {count}={count}+1, {stamp}=?, "
            "state=CASE WHEN state='stale' THEN 'active' ELSE state END WHERE name=?",
            (now, name),
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
