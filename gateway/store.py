"""state.db: sessions, messages (+ FTS5), the durable inbox, the usage ledger.

`StateStore` is synchronous and owns one connection; the daemon wraps it in `AsyncStore`,
which runs every call on one dedicated thread so SQLite never blocks the event loop and
calls are serialised without extra locking.
"""

from __future__ import annotations

import asyncio
import functools
import json
import sqlite3
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

MIGRATIONS: list[str] = [
    # v1
    """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        key TEXT NOT NULL,
        platform TEXT NOT NULL,
        chat_id TEXT NOT NULL,
        started_at REAL NOT NULL,
        ended_at REAL,
        end_reason TEXT,
        turns INTEGER NOT NULL DEFAULT 0,
        prompt_tokens INTEGER NOT NULL DEFAULT 0,
        completion_tokens INTEGER NOT NULL DEFAULT 0,
        last_prompt_tokens INTEGER,
        history_start INTEGER NOT NULL DEFAULT 0,
        system_prompt TEXT,
        boot_id TEXT
    );
    CREATE INDEX sessions_by_key ON sessions(key, ended_at);
    CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES sessions(id),
        inbox_id INTEGER,
        role TEXT NOT NULL,
        content TEXT,
        tool_calls TEXT,
        tool_call_id TEXT,
        name TEXT,
        user_id TEXT,
        created_at REAL NOT NULL
    );
    CREATE INDEX messages_by_session ON messages(session_id, id);
    CREATE INDEX messages_by_inbox ON messages(inbox_id);
    CREATE VIRTUAL TABLE messages_fts USING fts5(
        content, content='messages', content_rowid='id'
    );
    CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
        INSERT INTO messages_fts(rowid, content) VALUES (new.id, coalesce(new.content, ''));
    END;
    CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN
        INSERT INTO messages_fts(messages_fts, rowid, content)
        VALUES ('delete', old.id, coalesce(old.content, ''));
    END;
    CREATE TRIGGER messages_au AFTER UPDATE OF content ON messages BEGIN
        INSERT INTO messages_fts(messages_fts, rowid, content)
        VALUES ('delete', old.id, coalesce(old.content, ''));
        INSERT INTO messages_fts(rowid, content) VALUES (new.id, coalesce(new.content, ''));
    END;
    CREATE TABLE inbox (
        id INTEGER PRIMARY KEY,
        platform TEXT NOT NULL,
        external_id TEXT NOT NULL,
        session_key TEXT NOT NULL,
        payload TEXT NOT NULL,
        received_at REAL NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending',
        reply TEXT,
        delivered_chunks INTEGER NOT NULL DEFAULT 0,
        finished_at REAL,
        UNIQUE(platform, external_id)
    );
    CREATE INDEX inbox_by_state ON inbox(state, id);
    CREATE TABLE usage (
        id INTEGER PRIMARY KEY,
        ts REAL NOT NULL,
        task TEXT NOT NULL,
        session_id TEXT,
        model TEXT,
        prompt_tokens INTEGER NOT NULL DEFAULT 0,
        completion_tokens INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX usage_by_ts ON usage(ts, task);
    """,
    # v2: background review bookkeeping
    """
    ALTER TABLE sessions ADD COLUMN reviewed_turns INTEGER NOT NULL DEFAULT 0;
    """,
    # v3: skill telemetry (kept here, not in a sidecar file that can be lost)
    """
    CREATE TABLE skill_usage (
        name TEXT PRIMARY KEY,
        created_at REAL NOT NULL,
        created_by TEXT NOT NULL DEFAULT 'user',
        state TEXT NOT NULL DEFAULT 'active',
        pinned INTEGER NOT NULL DEFAULT 0,
        view_count INTEGER NOT NULL DEFAULT 0,
        use_count INTEGER NOT NULL DEFAULT 0,
        patch_count INTEGER NOT NULL DEFAULT 0,
        last_viewed_at REAL,
        last_used_at REAL,
        last_patched_at REAL,
        state_changed_at REAL
    );
    """,
    # v4: scheduled prompts
    """
    CREATE TABLE cron_jobs (
        id INTEGER PRIMARY KEY,
        schedule TEXT NOT NULL,
        prompt TEXT NOT NULL,
        skills TEXT NOT NULL DEFAULT '[]',
        platform TEXT NOT NULL,
        chat_id TEXT NOT NULL,
        thread_id TEXT,
        paused INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL,
        last_run_at REAL
    );
    """,
    # v5: CJK search (trigram index over messages that contain CJK) and the learning journal
    """
    CREATE VIRTUAL TABLE messages_cjk USING fts5(content, content='messages', content_rowid='id', tokenize='trigram');
    CREATE TRIGGER messages_cjk_ai AFTER INSERT ON messages WHEN new.content GLOB '*[一-鿿㐀-䶿ぁ-ヿ가-힯]*' BEGIN
        INSERT INTO messages_cjk(rowid, content) VALUES (new.id, new.content);
    END;
    CREATE TRIGGER messages_cjk_ad AFTER DELETE ON messages WHEN old.content GLOB '*[一-鿿㐀-䶿ぁ-ヿ가-힯]*' BEGIN
        INSERT INTO messages_cjk(messages_cjk, rowid, content) VALUES ('delete', old.id, old.content);
    END;
    INSERT INTO messages_cjk(rowid, content)
        SELECT id, content FROM messages WHERE content GLOB '*[一-鿿㐀-䶿ぁ-ヿ가-힯]*';
    CREATE TABLE journal (
        id INTEGER PRIMARY KEY,
        ts REAL NOT NULL,
        kind TEXT NOT NULL,
        subject TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT,
        origin TEXT
    );
    CREATE INDEX journal_by_ts ON journal(ts);
    """,
]

SKILL_COUNTERS = {"view": ("view_count", "last_viewed_at"), "use": ("use_count", "last_used_at"),
                  "patch": ("patch_count", "last_patched_at")}


class StoreError(RuntimeError):
    pass


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


class StateStore:
    def __init__(self, path: Path | str, busy_timeout_ms: int = 5000):
        self.path = Path(path)
        try:
            self.conn = sqlite3.connect(
                str(self.path), check_same_thread=False, isolation_level=None, timeout=busy_timeout_ms / 1000
            )
            self.conn.row_factory = sqlite3.Row
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA synchronous=NORMAL")
            self.conn.execute("PRAGMA foreign_keys=ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{self.path}: cannot open state database: {exc}") from None
        if self.path.exists():
            self.path.chmod(0o600)

    # ---- schema --------------------------------------------------------------------
    def _migrate(self) -> None:
        version = self.conn.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise StoreError(
                f"{self.path} has schema v{version}, newer than this program (v{len(MIGRATIONS)})"
            )
        for target in range(version + 1, len(MIGRATIONS) + 1):
            with self.transaction():
                for statement in _split_sql(MIGRATIONS[target - 1]):
                    self.conn.execute(statement)
                self.conn.execute(f"PRAGMA user_version={target}")

    @property
    def schema_version(self) -> int:
        return self.conn.execute("PRAGMA user_version").fetchone()[0]

    def transaction(self):
        return _Transaction(self.conn)

    def close(self) -> None:
        try:
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.DatabaseError:
            pass
        self.conn.close()

    def integrity_check(self) -> str:
        return self.conn.execute("PRAGMA quick_check").fetchone()[0]

    # ---- meta ----------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self.conn.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        self.conn.execute(
            "INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value",
            (key, value),
        )

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

    def set_reviewed_turns(self, session_id: str, turns: int) -> None:
        self.conn.execute("UPDATE sessions SET reviewed_turns=max(reviewed_turns, ?) WHERE id=?", (turns, session_id))

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
        cur = self.conn.execute(
            "INSERT INTO messages(session_id, inbox_id, role, content, tool_calls, tool_call_id, name, user_id, created_at)"
            " VALUES(?,?,?,?,?,?,?,?,?)",
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
            ),
        )
        return int(cur.lastrowid)

    def history(self, session_id: str, start_id: int = 0) -> list[tuple[int, dict]]:
        rows = self.conn.execute(
            "SELECT id, role, content, tool_calls, tool_call_id, name FROM messages "
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

    def inbox_claim(self, inbox_id: int) -> tuple["InboxRow | None", int]:
        """The inbox row, and for a pending one, how many messages of a crashed attempt were dropped."""
        row = self.inbox_get(inbox_id)
        if row is None or row.state != "pending":
            return row, 0
        return row, self.delete_inbox_messages(inbox_id)

    def finish_turn(self, session_id: str | None, prompt_tokens: int, completion_tokens: int,
                    last_prompt: int | None, inbox_id: int, reply: str) -> None:
        with self.transaction():
            if session_id is not None:
                self.record_turn(session_id, prompt_tokens, completion_tokens, last_prompt)
            self.inbox_set_reply(inbox_id, reply)

    def delete_inbox_messages(self, inbox_id: int) -> int:
        """Drop the partial turn left by a crash so re-running it does not duplicate history."""
        return self.conn.execute("DELETE FROM messages WHERE inbox_id=?", (inbox_id,)).rowcount

    def count_messages(self) -> int:
        return self.conn.execute("SELECT count(*) FROM messages").fetchone()[0]

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

    def inbox_set_reply(self, inbox_id: int, reply: str) -> None:
        self.conn.execute("UPDATE inbox SET state='replied', reply=? WHERE id=?", (reply, inbox_id))

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

    def inbox_depth(self) -> int:
        return self.conn.execute("SELECT count(*) FROM inbox WHERE state IN ('pending','replied')").fetchone()[0]

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

    def last_activity(self) -> float | None:
        """When anyone last talked to the agent (for the curator's idle gate)."""
        return self.conn.execute("SELECT max(created_at) FROM messages WHERE role='user'").fetchone()[0]

    # ---- search --------------------------------------------------------------------
    def search(self, text: str, scope: tuple[str, str] | None = None, limit: int = 10) -> list[dict]:
        from gateway.search import search

        return search(self.conn, text, scope, limit)

    def read_window(self, message_id: int, before: int = 5, after: int = 5,
                    scope: tuple[str, str] | None = None) -> dict:
        from gateway.search import read_window

        return read_window(self.conn, message_id, before, after, scope)

    # ---- journal -------------------------------------------------------------------
    def journal_add(self, kind: str, subject: str, action: str, detail: str | None = None,
                    origin: str | None = None, now: float | None = None) -> None:
        self.conn.execute(
            "INSERT INTO journal(ts, kind, subject, action, detail, origin) VALUES(?,?,?,?,?,?)",
            (time.time() if now is None else now, kind, subject, action, detail, origin),
        )

    def journal(self) -> list[dict]:
        return [dict(r) for r in self.conn.execute("SELECT * FROM journal ORDER BY ts, id").fetchall()]

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


class _Transaction:
    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def __enter__(self):
        self.conn.execute("BEGIN IMMEDIATE")
        return self.conn

    def __exit__(self, exc_type, exc, tb):
        self.conn.execute("ROLLBACK" if exc_type else "COMMIT")
        return False


def _split_sql(script: str) -> list[str]:
    """Split a migration into statements, keeping trigger bodies (which contain ';') whole."""
    statements, buf = [], []
    for line in script.strip().splitlines():
        buf.append(line)
        joined = "\n".join(buf).strip()
        if joined.endswith(";") and sqlite3.complete_statement(joined):
            statements.append(joined)
            buf = []
    if "".join(buf).strip():
        statements.append("\n".join(buf))
    return statements


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
    )


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
    )


class AsyncStore:
    """Runs StateStore methods on one dedicated thread: `await db.add_message(...)`."""

    def __init__(self, store: StateStore):
        self.sync = store
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="state.db")

    def __getattr__(self, name: str):
        fn = getattr(self.sync, name)
        if not callable(fn):
            return fn

        async def call(*args: Any, **kwargs: Any) -> Any:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._executor, functools.partial(fn, *args, **kwargs))

        return call

    async def close(self) -> None:
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._executor, self.sync.close)
        self._executor.shutdown(wait=True)
