"""A local chat in the terminal: one user (the operator, an admin), one chat.

On a terminal it is a prompt_toolkit prompt (`console_prompt`): pastes arrive whole, history,
an indicator while an answer is awaited, Ctrl-C cancels that answer. With stdin piped (scripts,
tests) it reads plain lines, as it always did.
"""

from __future__ import annotations

import asyncio
import itertools
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, AsyncIterator, TextIO

from gateway.platform import (
    Adapter,
    DeliveryError,
    InboundMessage,
    Outbound,
    PlatformServices,
    Sink,
    for_terminal,
    no_controls,
    session_key_for,
)

if TYPE_CHECKING:
    from adapters.console_prompt import TerminalPrompt

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


def on_a_terminal() -> bool:
    return sys.stdin.isatty() and sys.stdout.isatty()


class ConsoleAdapter(Adapter):
    """`lines` replaces stdin (tests); `interactive` (default: stdin and stdout are a terminal)
    chooses the prompt over plain lines; `history` is the prompt's history file."""

    name = "console"
    max_upload_bytes = 100 * 1024 * 1024  # files are saved to the temp folder and their path printed

    def __init__(self, lines: AsyncIterator[str] | None = None, out: TextIO | None = None, prompt: bool = True,
                 interactive: bool | None = None, history: Path | None = None):
        self._lines = lines
        self._out = out
        self._prompt = prompt
        self._interactive = interactive
        self._history = history
        self._task: asyncio.Task | None = None
        self._terminal: TerminalPrompt | None = None
        self._services = PlatformServices()
        self._counter = itertools.count(1)
        self._boot = f"{time.time():.6f}"
        self.closed = asyncio.Event()
        self._last_event = time.monotonic()
        self._awaited = 0  # messages handed to the gateway and not answered yet
        self._awaited_since: float | None = None

    @property
    def _stream(self) -> TextIO:
        # Looked up at each write: while the prompt runs, sys.stdout prints above it.
        return self._out or sys.stdout

    async def start(self, sink: Sink, services: PlatformServices | None = None) -> None:
        self._services = services or PlatformServices()
        interactive = self._interactive if self._interactive is not None else (
            self._lines is None and on_a_terminal())
        if interactive:
            from adapters.console_prompt import TerminalPrompt  # prompt_toolkit only when on a terminal

            self._terminal = TerminalPrompt(self._history, lambda: self._awaited_since, self._cancel)
        self._task = asyncio.create_task(self._read(sink), name="console-reader")

    def _cancel(self) -> bool:
        return self._services.cancel(session_key_for(self.name, CONSOLE_CHAT))

    async def _read(self, sink: Sink) -> None:
        prompt = None
        if self._terminal is not None:
            prompt = asyncio.create_task(self._terminal.run(), name="console-prompt")
            lines = self._terminal.lines()
        else:
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
                self._awaiting(+1)
                if not await sink(msg):
                    self._awaiting(-1)  # refused (too long, say): a notice says why, no answer follows
        finally:
            if prompt is not None:
                prompt.cancel()
                await asyncio.gather(prompt, return_exceptions=True)
            self.closed.set()

    def _awaiting(self, change: int) -> None:
        """Count messages awaiting an answer; the indicator runs from when the oldest one's turn began."""
        before = self._awaited
        self._awaited = max(0, before + change)
        if self._awaited == 0:
            self._awaited_since = None
        elif before == 0 or change < 0:
            self._awaited_since = time.monotonic()  # per session one answer at a time: the next starts now
        if self._terminal is not None:
            self._terminal.refresh()

    def _show_prompt(self) -> None:
        if self._prompt and self._terminal is None:
            self._stream.write("you> ")
            self._stream.flush()

    async def stop_receiving(self) -> None:
        await self.stop()

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        self.closed.set()

    async def send(self, out: Outbound) -> None:
        stream = self._stream
        try:
            prefix = "hermes> " if out.kind == "reply" else ""
            # A model's reply is shown as written, but never with control characters a terminal would obey.
            stream.write(f"{prefix}{no_controls(out.text) if out.kind == 'reply' else for_terminal(out.text)}\n")
            if out.attachment is not None:
                path = Path(tempfile.gettempdir()) / f"hermes-{out.attachment[0]}"
                path.write_bytes(out.attachment[1])
                stream.write(f"  [attachment saved: {path}]\n")
            for label, command in out.buttons:
                stream.write(f"  [{label}] type: {command}\n")
            stream.flush()
        except (OSError, ValueError) as exc:
            raise DeliveryError(f"console output failed: {exc}") from None
        if out.kind in ("reply", "command"):
            if out.chat_id == CONSOLE_CHAT:
                self._awaiting(-1)
            if self._terminal is not None:
                self._terminal.answered()
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

