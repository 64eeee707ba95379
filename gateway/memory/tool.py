"""The `memory` tool and the `/memory` command, wired to the store, staging and notices."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from gateway.approval.approvals import Approvals, quote
from gateway.approval.commands import register_approval_command
from gateway.approval.gate import ApprovalGate
from gateway.approval.notices import WriteNotices
from gateway.approval.stager import Stager
from gateway.approval.staging import PendingWrite
from gateway.log import get_logger
from gateway.memory.store import (
    STOP_AFTER_FAILURES,
    TARGETS,
    MemoryFileError,
    MemoryStore,
)
from gateway.platform import literal
from gateway.registry import CommandContext, CommandRegistry, Tool, ToolContext, ToolRegistry

log = get_logger(__name__)

MEMORY_TOOL_DESCRIPTION = (
    "Save durable facts across sessions. target 'memory' = your notes about the environment, "
    "conventions and lessons; target 'user' = the user's profile and preferences. "
    "add needs content; replace needs old_text (a unique substring of one entry) and content; "
    "remove needs old_text. Memory shown in the system prompt is a snapshot from session start."
)


def memory_schema(targets: list[str]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "action": {"type": "string", "enum": ["add", "replace", "remove"]},
            "target": {"type": "string", "enum": targets},
            "content": {"type": "string", "description": "the entry text (add, replace)"},
            "old_text": {"type": "string", "description": "unique substring of the entry (replace, remove)"},
        },
        "required": ["action", "target"],
    }


def summarize(action: str, target: str, content: str | None, old_text: str | None, pinned: str | None) -> str:
    filename = TARGETS[target].filename if target in TARGETS else target
    if action == "add":
        return f"add to {filename}: {quote(content or '')}"
    if action == "replace":
        return f"replace in {filename}: {quote(pinned or old_text or '', 40)} → {quote(content or '', 60)}"
    return f"remove from {filename}: {quote(pinned or old_text or '')}"


class MemoryWrites:
    """The approval gate's view of memory: replay a staged write, tell whether it landed, show it."""

    def __init__(self, store: MemoryStore):
        self.store = store

    def apply(self, record: PendingWrite) -> dict[str, Any]:
        p = record.payload
        return self.store.apply(p.get("action", ""), p.get("target", ""), p.get("content"), p.get("old_text"),
                                expect_entry=record.pinned_entry, origin=f"{record.origin}, approved")

    def applied(self, record: PendingWrite) -> bool:
        p = record.payload
        try:
            entries = self.store.read(p.get("target", ""))
        except (KeyError, MemoryFileError):
            return False
        content = (p.get("content") or "").strip()
        if p.get("action") == "add":
            return content in entries
        if p.get("action") == "replace":
            return content in entries and (record.pinned_entry == content or record.pinned_entry not in entries)
        return record.pinned_entry is not None and record.pinned_entry not in entries

    def describe(self, record: PendingWrite) -> str:
        p = record.payload
        target = p.get("target", "")
        filename = TARGETS[target].filename if target in TARGETS else repr(target)
        old = record.pinned_entry if record.pinned_entry is not None else p.get("old_text") or ""
        if p.get("action") == "add":
            return f"add to {filename}:\n{literal(p.get('content') or '')}"
        if p.get("action") == "replace":
            return f"replace in {filename}, old entry:\n{literal(old)}\nnew entry:\n{literal(p.get('content') or '')}"
        if p.get("action") == "remove":
            return f"remove from {filename}:\n{literal(old)}"
        return f"unknown action:\n{literal(json.dumps(p, ensure_ascii=False))}"


def register(tools: ToolRegistry, commands: CommandRegistry, *, store: MemoryStore, stager: Stager,
             approvals: Approvals, gate: ApprovalGate, notices: WriteNotices) -> None:
    """The `memory` tool (when a store is enabled) and `/memory`."""

    async def status(ctx: CommandContext, rest: list[str]) -> str:
        report = await asyncio.to_thread(store.health)
        waiting = await asyncio.to_thread(approvals.staging.count, "memory")
        lines = [f"{'' if ok else '⚠ '}{name}: {what}" for name, what, ok in report]
        return "\n".join(lines + [f"{waiting} memory write(s) waiting: /memory pending"])

    register_approval_command(commands, "memory", approvals, gate, default=status,
                              help="memory status; review staged memory writes")
    targets = sorted(store.enabled)
    if not targets:
        return

    async def memory_tool(ctx: ToolContext, args: dict[str, Any]) -> dict[str, Any]:
        action, target = args.get("action"), args.get("target")
        content, old_text = args.get("content"), args.get("old_text")
        failures = ctx.turn_state.get("memory_full_failures", 0)
        if failures >= STOP_AFTER_FAILURES:
            return {"success": False, "error": "memory is still full after 3 attempts this turn: stop retrying, "
                                               "tell the user memory is full and ask what to drop."}
        if gate.on("memory"):
            result = await asyncio.to_thread(store.check, action, target, content, old_text)
            if result.get("success") and result.get("message") != "no duplicate added":
                result = await _stage(ctx, action, target, content, old_text)
        else:
            result = await asyncio.to_thread(store.apply, action, target, content, old_text, None, ctx.origin)
            if result.get("success") and result.get("message") != "no duplicate added":
                await notices.landed(ctx, "💾 Memory updated", summarize(action, target, content, old_text, None))
        if result.get("over_limit"):
            failures += 1
            ctx.turn_state["memory_full_failures"] = failures
            if failures >= STOP_AFTER_FAILURES:
                result["error"] += " This was the 3rd failed attempt this turn: stop retrying and tell the user."
        result.pop("over_limit", None)
        return result

    async def _stage(ctx: ToolContext, action: str, target: str, content: str | None, old_text: str | None) -> dict[str, Any]:
        pinned = None
        if action in ("replace", "remove"):
            pinned = await asyncio.to_thread(store.matched_entry, target, old_text or "")
        payload = {"action": action, "target": target, "content": content, "old_text": old_text}
        payload = {k: v for k, v in payload.items() if v is not None}
        return await stager.stage(ctx, "memory", action, payload, summarize(action, target, content, old_text, pinned),
                                  pinned)

    tools.register(Tool("memory", MEMORY_TOOL_DESCRIPTION, memory_schema(targets), memory_tool))
