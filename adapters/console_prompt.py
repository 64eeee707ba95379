"""The console chat's prompt on a real terminal (prompt_toolkit).

Why not plain line reading: a terminal in canonical mode passes at most 4095 characters of a
line to the program and silently drops the rest while still echoing all of it. prompt_toolkit
reads keys in raw mode and turns on bracketed paste, so a pasted block (newlines included)
lands in the input buffer whole and is sent as one message on Enter. Raw mode also makes
Ctrl-C a key rather than SIGINT, which lets it mean "cancel the answer" (see `CtrlC`).
"""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path
from typing import AsyncIterator, Callable

from prompt_toolkit import PromptSession
from prompt_toolkit.history import FileHistory, History, InMemoryHistory
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.patch_stdout import patch_stdout

PROMPT = "you> "
QUIT_HINT = "(press Ctrl-C again or Ctrl-D to quit)"


class CtrlC:
    """What Ctrl-C means now. Pure: the prompt tells it whether an answer is being worked on and
    whether text is typed, and calls `reset` when anything else happens (a key, a reply), so
    "twice" means twice in a row."""

    CANCEL, CLEAR, HINT, QUIT = "cancel", "clear", "hint", "quit"

    def __init__(self) -> None:
        self._armed = False

    def press(self, busy: bool, typed: bool) -> str:
        if self._armed:
            return self.QUIT
        if busy:
            self._armed = True
            return self.CANCEL
        if typed:
            return self.CLEAR  # like a shell: drop the line, quit nothing
        self._armed = True
        return self.HINT

    def reset(self) -> None:
        self._armed = False


def private_history(path: Path | None) -> History:
    """What was typed, kept across runs in a file only its owner can read (messages are private)."""
    if path is None:
        return InMemoryHistory()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.close(os.open(path, os.O_CREAT | os.O_APPEND | os.O_WRONLY, 0o600))
    path.chmod(0o600)  # a file from before, or one created under a loose umask
    return FileHistory(str(path))


class TerminalPrompt:
    """Reads messages at a `you> ` prompt and shows, under it, how long the answer has taken.

    `busy_since()` says since when an answer is awaited (None: none is); `cancel()` asks the
    core to stop it. Text written to `sys.stdout` while `lines()` runs appears above the prompt.
    """

    def __init__(self, history: Path | None, busy_since: Callable[[], float | None], cancel: Callable[[], bool]):
        self._busy_since = busy_since
        self._cancel = cancel
        self._ctrl_c = CtrlC()
        self._cancelling = False
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._session: PromptSession[str] = PromptSession(
            history=private_history(history), key_bindings=self._keys(), bottom_toolbar=None,
            complete_while_typing=False)
        self._session.default_buffer.on_text_changed += lambda _: self._ctrl_c.reset()

    def _keys(self) -> KeyBindings:
        keys = KeyBindings()

        @keys.add("c-c")
        def _ctrl_c(event: KeyPressEvent) -> None:
            buffer = event.current_buffer
            action = self._ctrl_c.press(busy=self._busy_since() is not None, typed=bool(buffer.text))
            if action == CtrlC.CANCEL:
                self._cancelling = self._cancel()
                self.refresh()
            elif action == CtrlC.CLEAR:
                buffer.reset()
            elif action == CtrlC.HINT:
                print(QUIT_HINT)
            else:
                event.app.exit(exception=EOFError())

        @keys.add("escape", "enter")
        def _newline(event: KeyPressEvent) -> None:
            event.current_buffer.insert_text("\n")  # Alt-Enter: a line break without sending

        return keys

    def _toolbar(self) -> str:
        since = self._busy_since()
        if since is None:
            return ""
        if self._cancelling:
            return " cancelling…"
        return f" thinking… {int(time.monotonic() - since)}s · Ctrl-C cancels"

    def refresh(self) -> None:
        """Show or hide the indicator now (an answer was sent or arrived)."""
        busy = self._busy_since() is not None
        if not busy:
            self._cancelling = False
        self._session.bottom_toolbar = self._toolbar if busy else None
        app = self._session.app
        if app.is_running:
            app.invalidate()

    def answered(self) -> None:
        """Something came back from the gateway: a Ctrl-C after it starts a new count."""
        self._ctrl_c.reset()
        self.refresh()

    async def run(self) -> None:
        """Prompt until Ctrl-D (or Ctrl-C twice); each accepted message goes to `lines()`.
        A queue between the two keeps the prompt up (raw mode) while a message is handed on."""
        ticker = asyncio.create_task(self._tick(), name="console-indicator")
        try:
            with patch_stdout():
                while True:
                    try:
                        text = await self._session.prompt_async(
                            PROMPT, handle_sigint=False,  # the daemon owns SIGINT (a kill -INT still stops it)
                            set_exception_handler=False)
                    except EOFError:  # Ctrl-D, or Ctrl-C twice; prompt_toolkit leaves the cursor on a fresh line
                        return
                    self._ctrl_c.reset()
                    self._queue.put_nowait(text)
        finally:
            ticker.cancel()
            await asyncio.gather(ticker, return_exceptions=True)
            self._queue.put_nowait(None)

    async def lines(self) -> AsyncIterator[str]:
        while (text := await self._queue.get()) is not None:
            yield text

    async def _tick(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            if self._busy_since() is not None:
                self.refresh()
