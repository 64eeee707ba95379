"""A call id is the record's short id, and state.db keeps each call's row for good: a later call
whose record happens to get an id an earlier call used must not be mistaken for it (approved,
told it runs, and silently never run)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gateway.approval import staging as staging_module
from gateway.approval.approvals import Approvals
from gateway.approval.staging import StagingStore
from gateway.mcp.calls import McpCallWrites
from gateway.store import StateStore


def call(text: str) -> dict:
    return {"server": "t", "tool": "write_note", "arguments": {"text": text},
            "reply_to": {"platform": "console", "chat_id": "c"}, "nonce": text}


def wired(tmp_path: Path) -> tuple[StagingStore, Approvals]:
    StateStore(tmp_path / "state.db").close()
    staging = StagingStore(tmp_path / "pending")
    writes = McpCallWrites(tmp_path / "state.db")
    staging.used_ids["mcp"] = writes.used
    return staging, Approvals(staging, {"mcp": writes})


def test_a_later_call_never_reuses_the_id_of_an_earlier_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    # Force what months of calls make likely enough: every record's short id comes out the same.
    real = staging_module._short_id
    monkeypatch.setattr(staging_module, "_short_id", lambda digest, length: real(b"\0" * 32, length))
    staging, approvals = wired(tmp_path)

    first, _ = staging.stage("mcp", "call", call("first"), "turn", "first")
    assert approvals.run("mcp", "approve", first.id)[1]
    second, _ = staging.stage("mcp", "call", call("second"), "turn", "second")
    text, ok = approvals.run("mcp", "approve", second.id)
    assert ok, text

    store = StateStore(tmp_path / "state.db")
    try:
        rows = {rid: store.mcp_call(rid) for rid in (first.id, second.id)}
    finally:
        store.close()
    assert second.id != first.id
    assert rows[first.id].arguments == {"text": "first"}
    assert rows[second.id] is not None and rows[second.id].arguments == {"text": "second"}
