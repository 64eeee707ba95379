"""Tell admins that writes wait for approval, at most once per chat per interval.

A notice suppressed by the rate limit is not lost: a timer sends one when the interval is
over, and that notice counts everything waiting at that moment.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import TYPE_CHECKING, Callable

from adapters.base import DeliveryError
from gateway.log import get_logger
from gateway.types import Outbound

if TYPE_CHECKING:
    from gateway.core import Core
    from gateway.tools import ToolContext

log = get_logger("gateway.notices")


def waiting_text(counts: dict[str, int]) -> str | None:
    parts, cmds = [], []
    for subsystem, noun in (("memory", "memory write"), ("skills", "skill write")):
        n = counts.get(subsystem, 0)
        if n:
            parts.append(f"{n} {noun}{'s' if n != 1 else ''}")
            cmds.append(f"/{subsystem} pending")
    if not parts:
        return None
    return f"💾 {' and '.join(parts)} waiting — {', '.join(cmds)}"


class ApprovalNotifier:
    def __init__(self, core: "Core", interval: float, clock: Callable[[], float] = time.monotonic):
        self.core = core
        self.interval = interval
        self.clock = clock
        self._last: dict[tuple[str, str], float] = {}
        self._timers: dict[tuple[str, str], asyncio.Task] = {}

    def staged(self) -> None:
        for platform, adapter in self.core.adapters.items():
            for chat in adapter.admin_chats():
                self._schedule((platform, str(chat)))

    def _schedule(self, target: tuple[str, str]) -> None:
        if target in self._timers:
            return  # a notice is already due; it will count this write too
        last = self._last.get(target)
        delay = 0.0 if last is None else max(0.0, last + self.interval - self.clock())
        self._timers[target] = asyncio.create_task(self._send_after(target, delay), name=f"notice:{target}")

    async def _send_after(self, target: tuple[str, str], delay: float) -> None:
        try:
            if delay:
                await asyncio.sleep(delay)
            counts = self.core.pending_counts()
            text = waiting_text(counts)
            if text is None:
                return
            buttons = self._single_item_buttons(counts)
            adapter = self.core.adapters.get(target[0])
            if adapter is None:
                return
            self._last[target] = self.clock()
            try:
                await adapter.send(Outbound(target[0], target[1], text, kind="notice", buttons=buttons))
            except DeliveryError as exc:
                log.warning("approval notice not delivered", platform=target[0], reason=str(exc))
        finally:
            self._timers.pop(target, None)

    def _single_item_buttons(self, counts: dict[str, int]) -> tuple[tuple[str, str], ...]:
        """Approve / Reject buttons when exactly one write waits; they send the commands."""
        if sum(counts.values()) != 1:
            return ()
        subsystem = next(s for s, n in counts.items() if n)
        records, _ = self.core.staging.list(subsystem)
        if len(records) != 1:
            return ()
        rid = records[0].id
        return (("✅ Approve", f"/{subsystem} approve {rid}"), ("❌ Reject", f"/{subsystem} reject {rid}"))

    async def close(self) -> None:
        timers = list(self._timers.values())
        for t in timers:
            t.cancel()
        for t in timers:
            with contextlib.suppress(asyncio.CancelledError):
                await t


async def announce_write(core: "Core", ctx: "ToolContext", label: str, summary: str) -> None:
    """With approval off, tell the chat a write landed, per `display.memory_notifications`."""
    mode = core.config.display.memory_notifications
    adapter = core.adapters.get(ctx.platform)
    if mode == "off" or adapter is None:
        return
    text = label if mode == "on" else f"{label}: {summary}"
    try:
        await adapter.send(Outbound(ctx.platform, ctx.chat_id, text, ctx.thread_id, kind="notice"))
    except DeliveryError as exc:
        log.warning("write notice not delivered", reason=str(exc))
