"""state.db sessions and their messages (history, FTS5-indexed)."""

from __future__ import annotations

import json
import sqlite3
import time
import uuid
from dataclasses import dataclass
from typing import Any


@dataclass
class SessionRow:
    id: str
    key: str
    platform: str
    chat_id: str
    started_at: float
    ended_at: float | None
    turns: int
    prompt_tokens: int
    completion_tokens: int
    last_prompt_tokens: int | None
    history_start: int
    system_prompt: str | None
    boot_id: str | None
    reviewed_turns: int = 0
    review_note: str | None = None



class SessionsTable:
    conn: sqlite3.Connection

    # ---- sessions ------------------------------------------------------------------
    def active_session(self, key: str) -> SessionRow | None:
        row = self.conn.execute(
            "SELECT * FROM sessions WHERE key=? AND ended_at IS NULL ORDER BY started_at DESC LIMIT 1",
            (key,),
        ).fetchone()
        return _session(row) if row else None

    def get_session(self, session_id: str) -> SessionRow | None:
        row = self.conn.execute("SELECT * FROM sessions WHERE id=?", (session_id,)).fetchone()
        return _session(row) if row else None

    def create_session(self, key: str, platform: str, chat_id: str, now: float | None = None) -> SessionRow:
        sid = uuid.uuid4().hex[:12]
        now = time.time() if now is None else now
        self.conn.execute(
            "INSERT INTO sessions(id, key, platform, chat_id, started_at) VALUES(?,?,?,?,?)",
            (sid, key, platform, chat_id, now),
        )
        return self.get_session(sid)  # type: ignore[return-value]

    def end_session(self, session_id: str, reason: str, now: float | None = None) -> None:
        self.conn.execute(
            "UPDATE sessions SET ended_at=?, end_reason=? WHERE id=? AND ended_at IS NULL",
            (time.time() if now is None else now, reason, session_id),
        )

    def record_turn(self, session_id: str, prompt_tokens: int, completion_tokens: int, last_prompt: int | None) -> None:
        self.conn.execute(
            "UPDATE sessions SET turns=turns+1, prompt_tokens=prompt_tokens+?, "
            "completion_tokens=completion_tokens+?, last_prompt_tokens=coalesce(?, last_prompt_tokens) WHERE id=?",
            (prompt_tokens, completion_tokens, last_prompt, session_id),
        )

    def set_system_prompt(self, session_id: str, prompt: str, boot_id: str) -> None:
        self.conn.execute("UPDATE sessions SET system_prompt=?, boot_id=? WHERE id=?", (prompt, boot_id, session_id))

    def set_reviewed_turns(self, session_id: str, turns: int, note: str | None = None) -> None:
        """Turns covered by a finished review, or (with `note`) skipped for the reason given."""
        self.conn.execute("UPDATE sessions SET reviewed_turns=max(reviewed_turns, ?), review_note=? WHERE id=?",
                          (turns, note, session_id))

    def sessions_owed_review(self, within_days: float = 7, limit: int = 100) -> list[SessionRow]:
        """Recently ended sessions with turns no review covered (a shutdown cut their review short).
        Older ones are left alone: an upgrade must not start a burst of reviews of the past."""
        rows = self.conn.execute(
            "SELECT * FROM sessions WHERE ended_at > ? AND turns > reviewed_turns AND key NOT LIKE 'cron:%' "
            "ORDER BY ended_at LIMIT ?", (time.time() - within_days * 86400, limit)).fetchall()
        return [_session(r) for r in rows]

    def last_message_at(self, session_id: str) -> float | None:
        return self.conn.execute("SELECT max(created_at) FROM messages WHERE session_id=?", (session_id,)).fetchone()[0]

    def set_history_start(self, session_id: str, message_id: int) -> None:
        self.conn.execute(
            "UPDATE sessions SET history_start=?, last_prompt_tokens=NULL WHERE id=?", (message_id, session_id)
        )

    # ---- messages ------------------------------------------------------------------
    def add_message(
        self,
        session_id: str,
        message: dict,
        inbox_id: int | None = None,
        user_id: str | None = None,
        now: float | None = None,
    ) -> int:
        tool_calls = message.get("tool_calls")
        attachments = message.get("attachments")
        cur = self.conn.execute(
            "INSERT INTO messages(session_id, inbox_id, role, content, tool_calls, tool_call_id, name, user_id, created_at,"
            " attachments) VALUES(?,?,?,?,?,?,?,?,?,?)",
            (
                session_id,
                inbox_id,
                message["role"],
                message.get("content"),
                json.dumps(tool_calls) if tool_calls else None,
                message.get("tool_call_id"),
                message.get("name"),
                user_id,
                time.time() if now is None else now,
                json.dumps(attachments) if attachments else None,
            ),
        )
        return int(cur.lastrowid)

    def history(self, session_id: str, start_id: int = 0) -> list[tuple[int, dict]]:
        rows = self.conn.execute(
            "SELECT id, role, content, tool_calls, tool_call_id, name, attachments FROM messages "
            "WHERE session_id=? AND id>=? ORDER BY id",
            (session_id, start_id),
        ).fetchall()
        out = []
        for r in rows:
            msg: dict[str, Any] = {"role": r["role"], "content": r["content"]}
            if r["tool_calls"]:
                msg["tool_calls"] = json.loads(r["tool_calls"])
            if r["tool_call_id"]:
                msg["tool_call_id"] = r["tool_call_id"]
            if r["name"]:
                msg["name"] = r["name"]
            if r["attachments"]:
                msg["attachments"] = json.loads(r["attachments"])
            out.append((int(r["id"]), msg))
        return out

    def add_turn_messages(self, session_id: str, messages: list[dict], inbox_id: int | None,
                          usage: tuple[str, str, int, int] | None = None) -> list[int]:
        """Several messages (and the call's usage) in one transaction: one trip to the DB thread."""
        with self.transaction():
            ids = [self.add_message(session_id, m, inbox_id=inbox_id) for m in messages]
            if usage is not None:
                self.record_usage(usage[0], session_id, usage[1], usage[2], usage[3])
        return ids

    def delete_inbox_messages(self, inbox_id: int) -> int:
        """Drop the partial turn left by a crash so re-running it does not duplicate history."""
        return self.conn.execute("DELETE FROM messages WHERE inbox_id=?", (inbox_id,)).rowcount

    def count_messages(self) -> int:
        return self.conn.execute("SELECT count(*) FROM messages").fetchone()[0]

    def last_activity(self) -> float | None:
        """When anyone last talked to the agent (for the curator's idle gate)."""
        return self.conn.execute("SELECT max(created_at) FROM messages WHERE role='user'").fetchone()[0]


def _session(row: sqlite3.Row) -> SessionRow:
    return SessionRow(
        id=row["id"],
        key=row["key"],
        platform=row["platform"],
        chat_id=row["chat_id"],
        started_at=row["started_at"],
        ended_at=row["ended_at"],
        turns=row["turns"],
        prompt_tokens=row["prompt_tokens"],
        completion_tokens=row["completion_tokens"],
        last_prompt_tokens=row["last_prompt_tokens"],
        history_start=row["history_start"],
        system_prompt=row["system_prompt"],
        boot_id=row["boot_id"],
        reviewed_turns=row["reviewed_turns"],
        review_note=row["review_note"],
    )


