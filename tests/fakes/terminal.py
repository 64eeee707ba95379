"""A pseudo-terminal that runs one process, read on the event loop, typed into like a person.

The child gets the pty as stdin, stdout, stderr and controlling terminal (so Ctrl-C in cooked
mode would be a real SIGINT). What it writes is played on a terminal emulator (pyte), so tests
read the screen a person would see, not the redraw sequences that produced it; the emulator
also answers the cursor-position queries a prompt sends to learn where it is.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import re
import struct
import termios
from typing import Sequence

import pyte

PASTE_START, PASTE_END = "\x1b[200~", "\x1b[201~"
CTRL_C, CTRL_D, ENTER = "\x03", "\x04", "\r"
def _make_controlling_tty() -> None:
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class Terminal:
    def __init__(self, master: int, proc: asyncio.subprocess.Process, rows: int, cols: int):
        self.master = master
        self.proc = proc
        self._raw = bytearray()
        self.screen = pyte.Screen(cols, rows)
        self.screen.write_process_input = lambda answer: os.write(master, answer.encode())  # type: ignore[method-assign]
        self._stream = pyte.ByteStream(self.screen)
        self._changed = asyncio.Event()
        self.eof = False
        asyncio.get_running_loop().add_reader(master, self._on_readable)

    @classmethod
    async def spawn(cls, argv: Sequence[str], env: dict[str, str], rows: int = 100, cols: int = 120) -> "Terminal":
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        try:
            proc = await asyncio.create_subprocess_exec(*argv, env=env, stdin=slave, stdout=slave, stderr=slave,
                                                        preexec_fn=_make_controlling_tty)
        finally:
            os.close(slave)
        os.set_blocking(master, False)
        return cls(master, proc, rows, cols)

    # ---- reading -------------------------------------------------------------------------
    def _on_readable(self) -> None:
        try:
            data = os.read(self.master, 65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:  # EIO: every holder of the other end closed it
            data = b""
        if not data:
            self.eof = True
            asyncio.get_running_loop().remove_reader(self.master)
        self._raw += data
        self._stream.feed(data)
        self._changed.set()

    @property
    def output(self) -> str:
        """Everything the process wrote, as bytes decoded (control sequences included)."""
        return self._raw.decode("utf-8", errors="replace")

    @property
    def lines(self) -> list[str]:
        """The screen now, one string per row, trailing blanks dropped."""
        return [row.rstrip() for row in self.screen.display]

    @property
    def text(self) -> str:
        return "\n".join(self.lines).rstrip("\n")

    async def until(self, check, timeout: float = 60.0, what: str = "the screen to change"):
        """Wait until `check()` returns something truthy (checked whenever output arrives); return it."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            found = check()
            if found:
                return found
            if self.eof or loop.time() > deadline:
                raise AssertionError(f"waited for {what} ({'the terminal closed' if self.eof else 'timed out'});"
                                     f" the screen:\n{self.text}")
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), min(0.5, max(0.01, deadline - loop.time())))
            except asyncio.TimeoutError:
                pass

    async def expect(self, pattern: str, times: int = 1, timeout: float = 60.0) -> None:
        """Until the screen (rows joined by newlines) shows the regex `pattern` `times` times. The
        screen is tall enough that nothing a test looks for scrolls away; text printed above the
        prompt lands before it, so this counts rather than reading on from a position."""
        regex = re.compile(pattern)
        await self.until(lambda: len(regex.findall(self.text)) >= times, timeout,
                         f"{pattern!r}" + (f" {times} times" if times > 1 else ""))

    # ---- typing --------------------------------------------------------------------------
    async def type(self, keys: str) -> None:
        data = keys.encode()
        while data:
            try:
                written = os.write(self.master, data[:1024])
            except BlockingIOError:
                written = 0
            data = data[written:]
            if data:
                await asyncio.sleep(0.01)  # the child reads at its own pace: the pty buffer is small

    async def paste(self, text: str) -> None:
        """As a terminal with bracketed paste on delivers a paste (without pressing Enter)."""
        await self.type(PASTE_START + text + PASTE_END)

    # ---- ending --------------------------------------------------------------------------
    async def wait(self, timeout: float = 60.0) -> int:
        """The exit status, once the process exited and its last output was read."""
        code = await asyncio.wait_for(self.proc.wait(), timeout)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 5
        while not self.eof and loop.time() < deadline:
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), 0.2)
            except asyncio.TimeoutError:
                pass
        return code

    async def close(self) -> None:
        if self.proc.returncode is None:
            self.proc.kill()
            await self.proc.wait()
        if not self.eof:
            asyncio.get_running_loop().remove_reader(self.master)
        os.close(self.master)
