"""Approved MCP tool calls and where each stands, so that no call runs twice.

States: `approved` (an admin said yes; not started) -> `running` (written before the call is
sent) -> `done` | `failed`; or `rejected`; or `unknown` (found `running` at start: the daemon
died during the call, which may or may not have happened, so it is never sent again).
`reported` says the outcome has been handed to the conversation as a follow-up turn.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

CALL_STATES = ("approved", "running", "done", "failed", "rejected", "unknown")


@dataclass
class McpCallRow:
    id: str
    server: str
    tool: str
    arguments: dict[str, Any]
    source: dict[str, Any]
    state: str
    decided_by: str | None
    result: str | None
    created_at: float
    updated_at: float
    reported: bool


def _row(r: Any) -> McpCallRow:
    return McpCallRow(r["id"], r["server"], r["tool"], json.loads(r["arguments"]), json.loads(r["source"]),
                      r["state"], r["decided_by"], r["result"], r["created_at"], r["updated_at"], bool(r["reported"]))


class McpCallsTable:
    conn: Any

    def mcp_call_decide(self, call_id: str, server: str, tool: str, arguments: dict[str, Any],
                        source: dict[str, Any], state: str, by: str, now: float | None = None) -> bool:
        """Record an admin's decision (`approved` or `rejected`); False if the call was already decided."""
        now = time.time() if now is None else now
        cur = self.conn.execute(
            "INSERT OR IGNORE INTO mcp_calls(id, server, tool, arguments, source, state, decided_by, created_at,"
            " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (call_id, server, tool, json.dumps(arguments, ensure_ascii=False, sort_keys=True),
             json.dumps(source, ensure_ascii=False, sort_keys=True), state, by, now, now))
        return cur.rowcount == 1

    def mcp_call(self, call_id: str) -> McpCallRow | None:
        r = self.conn.execute("SELECT * FROM mcp_calls WHERE id=?", (call_id,)).fetchone()
        return _row(r) if r else None

    def mcp_call_start(self, call_id: str) -> bool:
        """approved -> running, atomically; False when someone else started or settled it."""
        cur = self.conn.execute("UPDATE mcp_calls SET state='running', updated_at=? WHERE id=? AND state='approved'",
                                (time.time(), call_id))
        return cur.rowcount == 1

    def mcp_call_finish(self, call_id: str, state: str, result: str) -> None:
        self.conn.execute("UPDATE mcp_calls SET state=?, result=?, updated_at=? WHERE id=?",
                          (state, result, time.time(), call_id))

    def mcp_call_reported(self, call_id: str) -> None:
        self.conn.execute("UPDATE mcp_calls SET reported=1 WHERE id=?", (call_id,))

    def mcp_calls_in(self, *states: str) -> list[McpCallRow]:
        marks = ",".join("?" for _ in states)
        rows = self.conn.execute(f"SELECT * FROM mcp_calls WHERE state IN ({marks}) ORDER BY created_at, id",
                                 states).fetchall()
        return [_row(r) for r in rows]

    def mcp_calls_unreported(self) -> list[McpCallRow]:
        rows = self.conn.execute("SELECT * FROM mcp_calls WHERE reported=0 AND state IN "
                                 "('done','failed','rejected','unknown') ORDER BY updated_at, id").fetchall()
        return [_row(r) for r in rows]

    def mcp_calls_orphaned(self) -> list[str]:
        """At start: calls a crash left `running` become `unknown` (never re-sent). Returns their ids."""
        rows = self.conn.execute("SELECT id FROM mcp_calls WHERE state='running'").fetchall()
        ids = [r[0] for r in rows]
        if ids:
            self.conn.execute("UPDATE mcp_calls SET state='unknown', result=?, updated_at=? WHERE state='running'",
                              ("the gateway stopped while this call was running; it may or may not have taken "
                               "effect, and it was not run again", time.time()))
        return ids
