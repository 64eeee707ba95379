"""A local chat in the terminal: one user (the operator, an admin), one chat."""

from __future__ import annotations

import asyncio
import itertools
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, AsyncIterator, TextIO

from gateway.platform import (
    Adapter,
    DeliveryError,
    InboundMessage,
    Outbound,
    PlatformServices,
    Sink,
    for_terminal,
)

CONSOLE_USER = "operator"
CONSOLE_CHAT = "local"


async def stdin_lines() -> AsyncIterator[str]:
    """Lines from stdin without blocking the loop (works for a TTY and for pipes)."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    while True:
        line = await reader.readline()
        if not line:
            return
        yield line.decode("utf-8", errors="replace")


class ConsoleAdapter(Adapter):
    name = "console"

    def __init__(self, lines: AsyncIterator[str] | None = None, out: TextIO | None = None, prompt: bool = True):
        self._lines = lines
        self._out = out or sys.stdout
        self._prompt = prompt
        self._task: asyncio.Task | None = None
        self._counter = itertools.count(1)
        self._boot = f"{time.time():.6f}"
        self.closed = asyncio.Event()
        self._last_event = time.monotonic()

    async def start(self, sink: Sink, services: PlatformServices | None = None) -> None:
        self._task = asyncio.create_task(self._read(sink), name="console-reader")

    async def _read(self, sink: Sink) -> None:
        lines = self._lines if self._lines is not None else stdin_lines()
        self._show_prompt()
        try:
            async for raw in lines:
                text = raw.rstrip("\r\n")
                if not text.strip():
                    self._show_prompt()
                    continue
                self._last_event = time.monotonic()
                msg = InboundMessage(
                    platform=self.name,
                    chat_id=CONSOLE_CHAT,
                    user_id=CONSOLE_USER,
                    user_name="you",
                    text=text,
                    # Unique across restarts of the daemon, so the inbox never mistakes a new
                    # line for a duplicate of one typed in an earlier run.
                    external_id=f"{self._boot}:{next(self._counter)}",
                    received_at=time.time(),
                )
                await sink(msg)
        finally:
            self.closed.set()

    def _show_prompt(self) -> None:
        if self._prompt:
            self._out.write("you> ")
            self._out.flush()

    async def stop_receiving(self) -> None:
        await self.stop()

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        self.closed.set()

    async def send(self, out: Outbound) -> None:
        try:
            prefix = "hermes> " if out.kind == "reply" else ""
            self._out.write(f"{prefix}{out.text if out.kind == 'reply' else for_terminal(out.text)}\n")
            if out.attachment is not None:
                path = Path(tempfile.gettempdir()) / f"hermes-{out.attachment[0]}"
                path.write_bytes(out.attachment[1])
                self._out.write(f"  [attachment saved: {path}]\n")
            for label, command in out.buttons:
                self._out.write(f"  [{label}] type: {command}\n")
            self._out.flush()
        except (OSError, ValueError) as exc:
            raise DeliveryError(f"console output failed: {exc}") from None
        if out.kind in ("reply", "command"):
            self._show_prompt()

    def health(self) -> dict[str, Any]:
        return {"connected": self._task is not None and not self._task.done(),
                "last_event_age": round(time.monotonic() - self._last_event, 1)}

    def is_admin(self, user_id: str) -> bool:
        return user_id == CONSOLE_USER

    def is_allowed(self, user_id: str) -> bool:
        return user_id == CONSOLE_USER

    def admin_chats(self) -> list[str]:
        return [CONSOLE_CHAT]

