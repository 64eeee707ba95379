"""Runs approved MCP calls exactly once and hands each outcome back to its chat as a follow-up turn.

Order, so a call never runs twice: `approved` -> `running` is written (one atomic UPDATE) before
the request is sent; the result is written `done`/`failed`; then the follow-up message is put
into the durable inbox under the dedupe key `mcp-call:<id>`, and only then is the row marked
`reported`. After a crash: an `approved` call that never started runs once; a call found
`running` is never sent again and is reported as an unknown outcome; a finished call whose
follow-up may not have been queued is queued again (the inbox drops the duplicate).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Awaitable, Callable

from gateway.log import get_logger
from gateway.mcp.connection import describe_error
from gateway.mcp.hub import McpHub, exposed_name
from gateway.mcp.results import UNTRUSTED_NOTE, cap, redact, tool_result
from gateway.platform import InboundMessage
from gateway.safety.fence import fenced
from gateway.store import AsyncStore
from gateway.store.mcp_calls import McpCallRow

log = get_logger(__name__)

Ingest = Callable[[InboundMessage], Awaitable[bool]]


def followup_text(row: McpCallRow) -> str:
    name = exposed_name(row.server, row.tool)
    head = f"[Tool call {row.id} ({name})"
    # The server's words sit in a fence they cannot close (like an attached file's text): this is a
    # user message, and the review's summaries leave fenced bodies out.
    if row.state == "done":
        return (f"{head} was approved by an admin and has run; its result follows.]\n"
                f"{fenced(f'result of {name}, {UNTRUSTED_NOTE}', row.result or '')}\n[Tell the user what came of it.]")
    if row.state == "failed":
        return (f"{head} was approved by an admin but failed; the error follows.]\n"
                f"{fenced(f'error from {name}, {UNTRUSTED_NOTE}', row.result or '')}\n[Tell the user.]")
    if row.state == "rejected":
        return f"{head} was not approved ({row.decided_by}); it did not run.]\n[Tell the user; do not retry it unasked.]"
    return f"{head} has an unknown outcome: {row.result}.]\n[Tell the user; do not retry it unasked.]"


class McpCallRunner:
    def __init__(self, db: AsyncStore, hub: McpHub, ingest: Ingest, max_result_chars: int,
                 poll_seconds: float = 2.0):
        self.db = db
        self.hub = hub
        self.ingest = ingest
        self.max_result_chars = max_result_chars
        self.poll_seconds = poll_seconds  # the CLI approves in another process: look now and then
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    async def recover(self) -> list[str]:
        """At start, before anything runs: calls a crash left `running` become `unknown`."""
        ids = await self.db.mcp_calls_orphaned()
        for cid in ids:
            log.warning("MCP call was running when the gateway stopped; not run again (outcome unknown)", id=cid)
        return ids

    def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._task = asyncio.create_task(self._run(), name="mcp-calls")

    def nudge(self) -> None:
        """Thread-safe: an approval or rejection was just recorded."""
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._wake.set)

    async def stop(self) -> None:
        """A call in flight is abandoned: its row stays `running` and reads `unknown` at the next start."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    async def _run(self) -> None:
        while True:
            try:
                await self.run_due()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("running approved MCP calls failed; trying again shortly")
            self._wake.clear()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.poll_seconds)

    async def run_due(self) -> None:
        for row in await self.db.mcp_calls_in("approved"):
            conn = self.hub.connections.get(row.server)
            if conn is not None and conn.state == "starting":
                continue  # just (re)connecting: the call waits, it is not failed for that
            if not await self.db.mcp_call_start(row.id):
                continue
            await self._execute(row)
        for row in await self.db.mcp_calls_unreported():
            await self._report(row)

    async def _execute(self, row: McpCallRow) -> None:
        log.info("running an approved MCP call", id=row.id, server=row.server, tool=row.tool)
        try:
            if row.server not in self.hub.connections:
                raise LookupError(f"no MCP server {row.server!r} is configured now")
            result = await self.hub.call(row.server, row.tool, row.arguments)
            outcome = tool_result(result, self.max_result_chars, self.hub.secret_values())
            state = "done" if outcome["success"] else "failed"
            text = outcome.get("content") if outcome["success"] else outcome.get("error")
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            state, text = "failed", cap(redact(describe_error(exc), self.hub.secret_values()), 2000)
        await self.db.mcp_call_finish(row.id, state, text or "")
        log.info("approved MCP call finished", id=row.id, state=state)

    async def _report(self, row: McpCallRow) -> None:
        src = row.source
        if not src.get("platform") or not src.get("chat_id"):
            await self.db.mcp_call_reported(row.id)
            return
        msg = InboundMessage(platform=src["platform"], chat_id=str(src["chat_id"]), user_id=str(src.get("user_id", "")),
                             text=followup_text(row), external_id=f"mcp-call:{row.id}",
                             thread_id=src.get("thread_id"), is_group=bool(src.get("is_group")),
                             received_at=time.time())
        if not await self.ingest(msg):
            log.warning("MCP call outcome could not be handed to its chat", id=row.id, platform=src["platform"])
        await self.db.mcp_call_reported(row.id)
