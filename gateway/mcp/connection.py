"""One supervised connection to one MCP server, on the official SDK.

The SDK's transports and `ClientSession` are anyio context managers whose cancel scopes must
be entered and left by the same task, so each server lives in one long-lived task (`_run`)
that connects, lists tools, health-checks and refreshes the list every `refresh_seconds`,
and reconnects with jittered backoff after any failure. Calls come from turn tasks through
`call`, which only sends a request on the live session and never enters a context manager.
A server that fails only marks itself `failed`; it never raises into the daemon.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import re
import time
from pathlib import Path
from typing import Any, Iterator, TextIO

import anyio
from mcp import types
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from gateway.config import McpServerConfig, Secrets
from gateway.log import get_logger, redact
from gateway.mcp.results import redact as redact_text

log = get_logger(__name__)
# The SDK logs every message body at DEBUG: arguments and results (and whatever a server echoes)
# stay out of the journal; its warnings still come through.
logging.getLogger("mcp").setLevel(logging.INFO)

STATES = ("starting", "ready", "failed", "stopped")
_REF = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


def _looks_secret(name: str) -> bool:
    return any(word in name.upper() for word in ("TOKEN", "KEY", "SECRET", "PASSWORD", "AUTH", "CREDENTIAL"))


class McpUnavailable(RuntimeError):
    """The server is not connected (starting, failed, stopped) or the call could not be sent."""


class MissingVariable(ValueError):
    pass


def restart_waits(first: float = 1.0, cap: float = 60.0) -> Iterator[float]:
    """Backoff with full jitter between reconnects: ~1 s, 2 s, 4 s ... up to a minute."""
    ceiling = first
    while True:
        yield random.uniform(ceiling / 2, ceiling)
        ceiling = min(cap, ceiling * 2)


def expand(template: str, secrets: Secrets) -> tuple[str, list[str]]:
    """`Bearer ${TOKEN}` -> the value, and the secret values used (to redact them from errors)."""
    used: list[str] = []

    def sub(match: re.Match[str]) -> str:
        value = secrets.get(match.group(1))
        if value is None:
            raise MissingVariable(f"${{{match.group(1)}}} is not set (environment or $HERMES_HOME/.env)")
        used.append(value.get_secret_value())
        return value.get_secret_value()

    return _REF.sub(sub, template), used


def describe_error(exc: BaseException) -> str:
    """One line for a person: the innermost meaningful errors of an exception group."""
    if isinstance(exc, BaseExceptionGroup):
        inner = [describe_error(e) for e in exc.exceptions if not isinstance(e, asyncio.CancelledError)]
        return "; ".join(dict.fromkeys(inner)) or type(exc).__name__
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class ServerConnection:
    def __init__(self, name: str, config: McpServerConfig, secrets: Secrets, log_dir: Path | None = None):
        self.name = name
        self.config = config
        self.secrets = secrets
        self.log_dir = log_dir
        self.state = "stopped"
        self.tools: list[types.Tool] = []
        self.tools_version = 0  # bumped whenever the listed tools change
        self.last_error: str | None = None
        self.restarts = 0
        self.connected_at: float | None = None
        self._secret_values: list[str] = []
        self._session: ClientSession | None = None
        self._wake = asyncio.Event()
        self._stopping = False
        self._task: asyncio.Task[None] | None = None
        self._first_attempt = asyncio.Event()
        self._was_ready = False

    # ---- lifecycle -------------------------------------------------------------------------
    def start(self) -> None:
        if self._task is None:
            self.state = "starting"
            self._task = asyncio.create_task(self._run(), name=f"mcp:{self.name}")

    async def wait_first_attempt(self, timeout: float) -> None:
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self._first_attempt.wait(), timeout)

    async def stop(self, timeout: float = 5.0) -> None:
        """Leave the session and the transport (the SDK ends a stdio server's process) within `timeout`."""
        self._stopping = True
        self._wake.set()
        task, self._task = self._task, None
        if task is not None:
            done, _ = await asyncio.wait({task}, timeout=timeout)
            if not done:
                log.warning("MCP server did not stop in time; cancelling", server=self.name)
                task.cancel()
                await asyncio.wait({task}, timeout=timeout)
        self.state = "stopped"
        self._session = None

    @property
    def secret_values(self) -> list[str]:
        """Values this server was given from the environment (to redact from what it sends back)."""
        return list(self._secret_values)

    def status(self) -> dict[str, Any]:
        return {"state": self.state, "tools": len(self.tools), "restarts": self.restarts,
                "last_error": self.last_error, "transport": "stdio" if self.config.command else "http"}

    # ---- the connection's own task ---------------------------------------------------------
    async def _run(self) -> None:
        waits = restart_waits()
        while not self._stopping:
            try:
                await self._serve_once()
            except Exception as exc:  # includes the SDK's exception groups
                self.last_error = redact_text(describe_error(exc), self._secret_values)
                log.warning("MCP server connection failed", server=self.name, reason=self.last_error)
            finally:
                self._session = None
                self._first_attempt.set()
            if self._stopping:
                break
            if self._was_ready:
                waits, self._was_ready = restart_waits(), False  # a good spell resets the backoff
            self.state = "failed"
            self.restarts += 1
            self._wake.clear()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._wake.wait(), next(waits))
        self.state = "stopped"

    def _transport(self, stack: contextlib.AsyncExitStack) -> Any:
        cfg = self.config
        if cfg.command is not None:
            env = {}
            for name in cfg.env:
                value = self.secrets.get(name)
                if value is None:
                    raise MissingVariable(f"env {name} is not set (environment or $HERMES_HOME/.env)")
                env[name] = value.get_secret_value()
                self._remember_secret(env[name], everywhere=_looks_secret(name))
            params = StdioServerParameters(command=cfg.command, args=list(cfg.args), env=env or None, cwd=cfg.cwd)
            return stdio_client(params, errlog=self._errlog(stack))
        headers = {}
        for key, template in cfg.headers.items():
            headers[key], used = expand(template, self.secrets)
            for value in used:
                self._remember_secret(value)
        client = create_mcp_http_client(headers=headers)
        return _http(cfg.url or "", client)

    def _remember_secret(self, value: str, everywhere: bool = True) -> None:
        """Values given to a server are redacted from its errors and results; header values and
        secret-looking variables from every log line too (a PATH would garble the journal)."""
        if value and value not in self._secret_values:
            self._secret_values.append(value)
            if everywhere and len(value) >= 6:
                redact.add([value])

    def _errlog(self, stack: contextlib.ExitStack | contextlib.AsyncExitStack) -> TextIO:
        """The server's stderr goes to logs/mcp-<name>.log, not into the daemon's journal."""
        if self.log_dir is None:
            return stack.enter_context(open("/dev/null", "w"))  # type: ignore[union-attr]
        self.log_dir.mkdir(parents=True, exist_ok=True)
        return stack.enter_context(open(self.log_dir / f"mcp-{self.name}.log", "a", encoding="utf-8"))  # type: ignore[union-attr]

    async def _serve_once(self) -> None:
        self.state = "starting"
        async with contextlib.AsyncExitStack() as stack:
            read, write = await stack.enter_async_context(self._transport(stack))
            session = await stack.enter_async_context(ClientSession(read, write, message_handler=self._on_message))
            # Timeouts as cancel scopes opened and closed inside this task, around one request each.
            with anyio.fail_after(self.config.connect_timeout_seconds):
                await session.initialize()
                await self._refresh(session)
            self._session = session
            self.state = "ready"
            self.last_error = None
            self.connected_at = time.time()
            self._first_attempt.set()
            self._was_ready = True
            log.info("MCP server ready", server=self.name, tools=len(self.tools))
            while not self._stopping:
                self._wake.clear()
                with anyio.move_on_after(self.config.refresh_seconds):
                    await self._wake.wait()
                if self._stopping:
                    break
                # Doubles as the health check: a dead server fails here and is reconnected.
                with anyio.fail_after(self.config.connect_timeout_seconds):
                    await self._refresh(session)
            self._session = None

    async def _refresh(self, session: ClientSession) -> None:
        tools: list[types.Tool] = []
        cursor = None
        while True:
            page = await session.list_tools(params=types.PaginatedRequestParams(cursor=cursor) if cursor else None)
            tools.extend(page.tools)
            cursor = page.next_cursor
            if not cursor:
                break
        tools.sort(key=lambda t: t.name)
        if [t.model_dump() for t in tools] != [t.model_dump() for t in self.tools]:
            if self.tools:
                log.info("MCP server changed its tools; new sessions see the new list", server=self.name,
                         tools=len(tools))
            self.tools = tools
            self.tools_version += 1

    async def _on_message(self, message: Any) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            self._wake.set()
        elif isinstance(message, Exception):
            self._wake.set()  # a transport fault: check the connection now

    # ---- calls, from any task --------------------------------------------------------------
    async def call(self, tool: str, arguments: dict[str, Any], timeout: float | None = None) -> types.CallToolResult:
        session = self._session
        if session is None or self.state != "ready":
            raise McpUnavailable(f"MCP server {self.name} is {self.state}"
                                 + (f" ({self.last_error})" if self.last_error else ""))
        timeout = timeout or self.config.timeout_seconds
        try:
            result = await asyncio.wait_for(session.call_tool(tool, arguments, read_timeout_seconds=timeout),
                                            timeout + 5)
        except asyncio.TimeoutError:
            raise TimeoutError(f"no answer from {self.name} within {timeout:g} s") from None
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, anyio.EndOfStream) as exc:
            self._wake.set()
            raise McpUnavailable(f"the connection to {self.name} broke ({type(exc).__name__})") from None
        except Exception as exc:
            if "timed out" in str(exc):  # the SDK's own request timeout (read_timeout_seconds)
                raise TimeoutError(f"no answer from {self.name} within {timeout:g} s") from None
            if "connection closed" in str(exc).lower():
                self._wake.set()  # check (and reconnect) now rather than at the next refresh
            raise
        if not isinstance(result, types.CallToolResult):
            raise McpUnavailable(f"{self.name} answered with an unsupported result ({type(result).__name__})")
        return result


@contextlib.asynccontextmanager
async def _http(url: str, client: Any):
    async with client:
        async with streamable_http_client(url, http_client=client) as streams:
            yield streams
