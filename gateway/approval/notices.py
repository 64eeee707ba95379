"""Tell admins that writes wait for approval, at most once per chat per interval.

A notice suppressed by the rate limit is not lost: a timer sends one when the interval is
over, and that notice counts everything waiting at that moment.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Callable

from gateway.approval.staging import StagingStore
from gateway.log import get_logger
from gateway.platform import DeliveryError, Outbound, Platforms
from gateway.registry import ToolContext

log = get_logger("gateway.approval.notices")


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
    def __init__(self, platforms: Platforms, staging: StagingStore, interval: float,
                 clock: Callable[[], float] = time.monotonic):
        self.platforms = platforms
        self.staging = staging
        self.interval = interval
        self.clock = clock
        self._last: dict[tuple[str, str], float] = {}
        self._timers: dict[tuple[str, str], asyncio.Task] = {}

    def staged(self) -> None:
        for target in self.platforms.admin_targets():
            self._schedule(target)

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
            counts = {s: self.staging.count(s) for s in ("memory", "skills")}
            text = waiting_text(counts)
            if text is None:
                return
            buttons = self._single_item_buttons(counts)
            self._last[target] = self.clock()
            try:
                await self.platforms.send(Outbound(target[0], target[1], text, kind="notice", buttons=buttons))
            except DeliveryError as exc:
                log.warning("approval notice not delivered", platform=target[0], reason=str(exc))
        finally:
            self._timers.pop(target, None)

    def _single_item_buttons(self, counts: dict[str, int]) -> tuple[tuple[str, str], ...]:
        """Approve / Reject buttons when exactly one write waits; they send the commands."""
        if sum(counts.values()) != 1:
            return ()
        subsystem = next(s for s, n in counts.items() if n)
        records, _ = self.staging.list(subsystem)
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


class WriteNotices:
    """With approval off, tell the chat a write landed, per `display.memory_notifications`."""

    def __init__(self, platforms: Platforms, mode: str):
        self.platforms = platforms
        self.mode = mode  # off | on | verbose

    async def landed(self, ctx: ToolContext, label: str, summary: str) -> None:
        if self.mode == "off" or ctx.platform not in self.platforms:
            return
        text = label if self.mode == "on" else f"{label}: {summary}"
        try:
            await self.platforms.send(Outbound(ctx.platform, ctx.chat_id, text, ctx.thread_id, kind="notice"))
        except DeliveryError as exc:
            log.warning("write notice not delivered", reason=str(exc))
