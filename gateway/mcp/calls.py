"""MCP tool calls as staged writes (subsystem `mcp`): how an admin sees one, and what a decision does.

Approving does not run the call here (this runs in a worker thread, or in the CLI's process):
it records the call `approved` in state.db, and the daemon's `McpCallRunner` runs it once.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from gateway.approval.staging import PendingWrite
from gateway.platform import literal
from gateway.store import StateStore


def arguments_text(arguments: dict[str, Any]) -> str:
    return json.dumps(arguments, ensure_ascii=False, indent=2, sort_keys=True)


class McpCallWrites:
    """Implements `gateway.approval.approvals.Writes` for MCP tool calls."""

    # A call acts on the world: each is approved by its id or its button, after being seen.
    # `approve all` could take in a call staged a moment before the admin typed it.
    approve_all = False

    def __init__(self, db_path: Path):
        self.db_path = db_path
        self.on_decided: Callable[[], None] | None = None  # the daemon wakes its runner; the CLI has none

    def _record(self, record: PendingWrite, state: str, by: str | None) -> bool:
        p = record.payload
        store = StateStore(self.db_path)
        try:
            return store.mcp_call_decide(record.id, p["server"], p["tool"], p.get("arguments") or {},
                                         p.get("reply_to") or {}, state, by or "")
        finally:
            store.close()

    def apply(self, record: PendingWrite) -> dict[str, Any]:
        self._record(record, "approved", None)
        if self.on_decided is not None:
            self.on_decided()
        return {"success": True, "message": "approved: the call runs now, once, and its result goes back to the chat"}

    def applied(self, record: PendingWrite) -> bool:
        store = StateStore(self.db_path)
        try:
            return store.mcp_call(record.id) is not None
        finally:
            store.close()

    def decided(self, record: PendingWrite, decision: str, by: str) -> None:
        """A rejection (or expiry) is recorded so the model is told the call did not run."""
        self._record(record, "rejected", f"{decision} by {by}")
        if self.on_decided is not None:
            self.on_decided()

    def used(self, call_id: str) -> bool:
        """An earlier call has this id (its row is kept for good): staging never reuses it, or the
        new call's approval would find the old row and never run."""
        store = StateStore(self.db_path)
        try:
            return store.mcp_call(call_id) is not None
        finally:
            store.close()

    def describe(self, record: PendingWrite) -> str:
        p = record.payload
        try:
            args = arguments_text(p.get("arguments") or {})
            # Server and tool names are plain: both were checked against [A-Za-z0-9_-] before staging.
            return (f"server {p['server']} · tool {p['tool']} — runs once when approved, with exactly these "
                    f"arguments:\n{literal(args)}")
        except (KeyError, TypeError) as exc:
            return f"malformed record ({type(exc).__name__}):\n{literal(json.dumps(p, ensure_ascii=False, indent=1))}"
