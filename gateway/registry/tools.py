"""Tool registry: JSON-schema'd tools the model may call, and the call context they get."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable

from gateway.log import get_logger

log = get_logger(__name__)


@dataclass
class ToolContext:
    """What a tool may know about the call: who, where, and which task is calling."""

    session_id: str
    session_key: str
    platform: str
    chat_id: str
    user_id: str
    thread_id: str | None = None
    origin: str = "turn"  # turn | review | curator
    is_admin: bool = False
    turn_state: dict[str, Any] = field(default_factory=dict)
    # Files a tool made for the person, as (filename, bytes): sent after the turn's reply through the
    # platform's attachment path (a chart, an export, an MCP tool's output). Use `attach`.
    files: list[tuple[str, bytes]] = field(default_factory=list)

    def attach(self, filename: str, data: bytes) -> None:
        self.files.append((filename, data))


ToolFn = Callable[[ToolContext, dict[str, Any]], Awaitable[dict[str, Any]]]
ToolSource = Callable[[], "list[Tool]"]  # tools that come and go (MCP servers): asked at each snapshot


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    parameters: dict[str, Any]
    fn: ToolFn

    def schema(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": self.parameters},
        }


class ToolRegistry:
    def __init__(self) -> None:
        self._tools: dict[str, Tool] = {}
        self._sources: list[ToolSource] = []

    def register(self, tool: Tool) -> None:
        if tool.name in self._tools:
            raise ValueError(f"tool {tool.name!r} registered twice")
        self._tools[tool.name] = tool

    def add_source(self, source: ToolSource) -> None:
        """Tools that are not known at start (an MCP server's); they join a session's set at its start."""
        self._sources.append(source)

    def names(self) -> list[str]:
        """The registered (built-in) tools; a source's tools only appear in a `snapshot`."""
        return sorted(self._tools)

    def snapshot(self) -> dict[str, Tool]:
        """Built-in tools plus every source's current tools, in name order. A session freezes this
        at its start, like its system prompt, so its request prefix stays byte-stable."""
        found = dict(self._tools)
        for source in self._sources:
            try:
                extra = source()
            except Exception:
                log.exception("a tool source failed; its tools are left out of this snapshot")
                continue
            for tool in extra:
                found.setdefault(tool.name, tool)
        return {name: found[name] for name in sorted(found)}

    def schemas(self, only: set[str] | None = None, frozen: dict[str, Tool] | None = None) -> list[dict[str, Any]]:
        """Schemas in name order, so the request's tool list is byte-stable across turns."""
        tools = self._tools if frozen is None else frozen
        return [tools[n].schema() for n in sorted(tools) if only is None or n in only]

    async def call(self, ctx: ToolContext, name: str, raw_arguments: str | None, allowed: set[str] | None = None,
                   frozen: dict[str, Tool] | None = None) -> dict[str, Any]:
        """Run one tool call; every failure becomes a result the model can read, never an exception.
        `frozen`: the session's tool set (`snapshot`); without it, only the built-in tools."""
        tool = (self._tools if frozen is None else frozen).get(name)
        if tool is None or (allowed is not None and name not in allowed):
            return {"success": False, "error": f"unknown or unavailable tool {name!r}"}
        try:
            args = json.loads(raw_arguments or "{}")
        except json.JSONDecodeError as exc:
            return {"success": False, "error": f"tool arguments are not valid JSON: {exc.msg}"}
        if not isinstance(args, dict):
            return {"success": False, "error": "tool arguments must be a JSON object"}
        try:
            return await tool.fn(ctx, args)
        except Exception as exc:
            log.exception("tool failed", tool=name, session_id=ctx.session_id)
            return {"success": False, "error": f"tool {name} failed: {type(exc).__name__}"}
