"""MCP tools in the turn, and `/mcp`: status, and the calls waiting for an admin."""

from __future__ import annotations

import json
import secrets as random_ids
from typing import Any

from mcp import types

from gateway.approval.approvals import Approvals, quote
from gateway.approval.commands import register_approval_command
from gateway.approval.gate import ApprovalGate
from gateway.approval.stager import Stager
from gateway.log import get_logger
from gateway.mcp.connection import describe_error
from gateway.mcp.hub import McpHub, exposed_name, tool_policy
from gateway.mcp.results import redact, tool_result
from gateway.registry import CommandContext, CommandRegistry, Tool, ToolContext, ToolRegistry

log = get_logger(__name__)

APPROVAL_NOTE = "(Each call waits for an admin's approval; its result comes back later as a follow-up message.) "


def parameters_of(tool: types.Tool) -> dict[str, Any]:
    schema = dict(tool.input_schema or {})
    schema.setdefault("type", "object")
    schema.setdefault("properties", {})
    return schema


def status_text(hub: McpHub) -> str:
    if not hub.connections:
        return "No MCP servers are configured (mcp.servers in config.yaml)."
    lines = []
    for name, st in hub.status().items():
        extra = f", {st['restarts']} restart(s)" if st["restarts"] else ""
        error = f" — {st['last_error']}" if st["last_error"] and st["state"] != "ready" else ""
        lines.append(f"MCP {name} ({st['transport']}): {st['state']}, {st['tools']} tool(s){extra}{error}")
    return "\n".join(lines)


def register(tools: ToolRegistry, commands: CommandRegistry, *, hub: McpHub, stager: Stager, approvals: Approvals,
             gate: ApprovalGate, max_result_chars: int) -> None:
    def make(server: str, tool: types.Tool, policy: str) -> Tool:
        name = exposed_name(server, tool.name)

        async def call(ctx: ToolContext, args: dict[str, Any]) -> dict[str, Any]:
            if ctx.origin != "turn":
                # The background review and the curator never reach outside the gateway.
                return {"success": False, "error": f"{name} is only available in a conversation turn"}
            live = tool_policy(hub.config, server, tool)
            if live == "deny":
                return {"success": False, "error": f"{name} is denied by this gateway's policy"}
            if live == "approve":
                return await stage(ctx, args)
            try:
                result = await hub.call(server, tool.name, args)
            except Exception as exc:
                reason = redact(describe_error(exc), hub.secret_values())
                log.info("MCP tool call failed", tool=name, reason=reason)
                return {"success": False, "error": f"{name} failed: {reason}"}
            return tool_result(result, max_result_chars, hub.secret_values())

        async def stage(ctx: ToolContext, args: dict[str, Any]) -> dict[str, Any]:
            parts = ctx.session_key.split(":")
            reply_to = {"platform": ctx.platform, "chat_id": ctx.chat_id, "user_id": ctx.user_id,
                        "thread_id": ctx.thread_id, "is_group": len(parts) > 3 and parts[3] != "-"}
            # The nonce makes each request its own record: the same call asked twice is approved twice.
            payload = {"server": server, "tool": tool.name, "arguments": args, "reply_to": reply_to,
                       "nonce": random_ids.token_hex(4)}
            summary = f"{name} {quote(json.dumps(args, ensure_ascii=False, sort_keys=True), 120)}"
            answer = await stager.stage(ctx, "mcp", "call", payload, summary)
            if answer.get("success"):
                answer["message"] = (f"waiting for an admin's approval (id {answer['id']}): the call has NOT run. "
                                     "If approved it runs once and its result arrives as a follow-up message; "
                                     "tell the user it is waiting.")
            return answer

        description = (tool.description or tool.title or f"{tool.name} from MCP server {server}").strip()
        if policy == "approve":
            description = APPROVAL_NOTE + description
        return Tool(name, f"[{server}] {description}"[:1024], parameters_of(tool), call)

    def source() -> list[Tool]:
        return [make(server, tool, policy) for server, tool, policy in hub.listed() if policy != "deny"]

    tools.add_source(source)

    async def status(ctx: CommandContext, rest: list[str]) -> str:
        return status_text(hub)

    register_approval_command(commands, "mcp", approvals, gate, extras={"status": status}, default=status,
                              help="MCP servers, and tool calls waiting for approval", toggle=False,
                              approved_note="")
