"""The durable inbox: every inbound message persisted before it is acknowledged, with its reply."""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass


@dataclass
class InboxRow:
    id: int
    platform: str
    external_id: str
    session_key: str
    payload: dict
    received_at: float
    state: str
    reply: str | None
    delivered_chunks: int
    reply_kind: str = "reply"
    attempts: int = 0


class InboxTable:
    conn: sqlite3.Connection

    # ---- inbox ---------------------------------------------------------------------
    def inbox_add(self, platform: str, external_id: str, session_key: str, payload: dict, now: float | None = None) -> int | None:
        """Persist an inbound message; None when this (platform, external_id) was seen before."""
        cur = self.conn.execute(
            "INSERT OR IGNORE INTO inbox(platform, external_id, session_key, payload, received_at) VALUES(?,?,?,?,?)",
            (platform, external_id, session_key, json.dumps(payload), time.time() if now is None else now),
        )
        return int(cur.lastrowid) if cur.rowcount else None

    def inbox_get(self, inbox_id: int) -> InboxRow | None:
        row = self.conn.execute("SELECT * FROM inbox WHERE id=?", (inbox_id,)).fetchone()
        return _inbox(row) if row else None

    def inbox_unfinished(self) -> list[InboxRow]:
        rows = self.conn.execute(
            "SELECT * FROM inbox WHERE state IN ('pending', 'replied') ORDER BY id"
        ).fetchall()
        return [_inbox(r) for r in rows]

    def inbox_set_reply(self, inbox_id: int, reply: str, kind: str = "reply") -> None:
        self.conn.execute("UPDATE inbox SET state='replied', reply=?, reply_kind=? WHERE id=?", (reply, kind, inbox_id))

    def inbox_chunk_delivered(self, inbox_id: int, count: int, done: bool = False) -> None:
        if done:
            self.conn.execute("UPDATE inbox SET delivered_chunks=?, state='done', finished_at=? WHERE id=?",
                              (count, time.time(), inbox_id))
        else:
            self.conn.execute("UPDATE inbox SET delivered_chunks=? WHERE id=?", (count, inbox_id))

    def inbox_finish(self, inbox_id: int, state: str = "done", now: float | None = None) -> None:
        self.conn.execute(
            "UPDATE inbox SET state=?, finished_at=? WHERE id=?",
            (state, time.time() if now is None else now, inbox_id),
        )

    def record_unparseable(self, platform: str, raw: str, reason: str, now: float | None = None) -> None:
        self.conn.execute("INSERT INTO unparseable(ts, platform, raw, reason) VALUES(?,?,?,?)",
                          (time.time() if now is None else now, platform, raw, reason))

    def unparseable(self, limit: int = 5) -> tuple[int, list[dict]]:
        total = self.conn.execute("SELECT count(*) FROM unparseable").fetchone()[0]
        rows = self.conn.execute("SELECT * FROM unparseable ORDER BY id DESC LIMIT ?", (limit,)).fetchall()
        return total, [dict(r) for r in rows]

    def inbox_depth(self) -> int:
        return self.conn.execute("SELECT count(*) FROM inbox WHERE state IN ('pending','replied')").fetchone()[0]

    def inbox_claim(self, inbox_id: int) -> tuple["InboxRow | None", int]:
        """The inbox row, and for a pending one, how many messages of a crashed attempt were dropped.
        Each claim of a pending row counts an attempt (the poison-message guard reads it)."""
        row = self.inbox_get(inbox_id)
        if row is None or row.state != "pending":
            return row, 0
        self.conn.execute("UPDATE inbox SET attempts = attempts + 1 WHERE id=?", (inbox_id,))
        row.attempts += 1
        return row, self.delete_inbox_messages(inbox_id)

    def finish_turn(self, session_id: str | None, prompt_tokens: int, completion_tokens: int,
                    last_prompt: int | None, inbox_id: int, reply: str, kind: str = "reply") -> None:
        with self.transaction():
            if session_id is not None:
                self.record_turn(session_id, prompt_tokens, completion_tokens, last_prompt)
            self.inbox_set_reply(inbox_id, reply, kind)

    def cancel_turn(self, inbox_id: int, note: str) -> None:
        """A turn the person cancelled: `note` is its reply, and when the turn left messages in a
        session, `note` closes them as the assistant's answer (the model then reads that the
        question was dropped, rather than a question left hanging before the next one)."""
        with self.transaction():
            last = self.conn.execute("SELECT session_id, role, tool_calls FROM messages WHERE inbox_id=? "
                                     "ORDER BY id DESC LIMIT 1", (inbox_id,)).fetchone()
            if last is not None and not (last["role"] == "assistant" and not last["tool_calls"]):
                self.add_message(last["session_id"], {"role": "assistant", "content": note}, inbox_id=inbox_id)
            self.inbox_set_reply(inbox_id, note, "command")


def _inbox(row: sqlite3.Row) -> InboxRow:
    return InboxRow(
        id=row["id"],
        platform=row["platform"],
        external_id=row["external_id"],
        session_key=row["session_key"],
        payload=json.loads(row["payload"]),
        received_at=row["received_at"],
        state=row["state"],
        reply=row["reply"],
        delivered_chunks=row["delivered_chunks"],
        reply_kind=row["reply_kind"],
        attempts=row["attempts"],
    )


