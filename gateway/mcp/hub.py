"""All configured MCP servers: start, stop, status, and their tools as gateway tools."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

from mcp import types

from gateway.config import McpConfig, Secrets
from gateway.log import get_logger
from gateway.mcp.connection import ServerConnection
from gateway.mcp.policy import Policy, policy_for

log = get_logger(__name__)

SEPARATOR = "__"
_NAME_OK = re.compile(r"^[A-Za-z0-9_-]{1,64}$")  # what OpenAI-compatible APIs accept as a function name


def exposed_name(server: str, tool: str) -> str:
    return f"{server}{SEPARATOR}{tool}"


def tool_policy(config: McpConfig, server: str, tool: types.Tool) -> Policy:
    read_only = bool(tool.annotations and tool.annotations.read_only_hint)
    return policy_for(tool.name, read_only, config.servers[server].policy)


class McpHub:
    def __init__(self, config: McpConfig, secrets: Secrets, log_dir: Path | None = None):
        self.config = config
        self.connections = {name: ServerConnection(name, cfg, secrets, log_dir)
                            for name, cfg in sorted(config.servers.items()) if cfg.enabled}

    def start(self) -> None:
        """Every server connects in its own task; the daemon never waits for one."""
        for conn in self.connections.values():
            conn.start()

    async def wait_first_attempt(self, timeout: float) -> None:
        await asyncio.gather(*(c.wait_first_attempt(timeout) for c in self.connections.values()))

    async def stop(self, timeout: float = 5.0) -> None:
        await asyncio.gather(*(c.stop(timeout) for c in self.connections.values()))

    def status(self) -> dict[str, dict[str, Any]]:
        return {name: conn.status() for name, conn in self.connections.items()}

    def listed(self) -> list[tuple[str, types.Tool, Policy]]:
        """(server, tool, policy) for every tool of every ready server, in exposed-name order.
        A tool whose exposed name an API would refuse, or that collides, is left out (logged)."""
        out: dict[str, tuple[str, types.Tool, Policy]] = {}
        for server, conn in self.connections.items():
            if conn.state != "ready":
                continue
            for tool in conn.tools:
                name = exposed_name(server, tool.name)
                if not _NAME_OK.match(name) or name in out:
                    log.warning("MCP tool left out: its name is not usable", server=server, tool=tool.name[:80])
                    continue
                out[name] = (server, tool, tool_policy(self.config, server, tool))
        return [out[n] for n in sorted(out)]

    async def call(self, server: str, tool: str, arguments: dict[str, Any]) -> types.CallToolResult:
        conn = self.connections.get(server)
        if conn is None:
            raise KeyError(server)
        return await conn.call(tool, arguments)

    def secret_values(self) -> list[str]:
        return [v for c in self.connections.values() for v in c.secret_values]
