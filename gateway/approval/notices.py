"""Tell admins that writes wait for approval, at most once per chat per interval, with each
write's full content; and, with approval off, tell the chat a write landed.

A notice suppressed by the rate limit is not lost: a timer sends one when the interval is
over, and that notice counts everything waiting at that moment.
"""

from __future__ import annotations

import asyncio
import time
from typing import Callable

from gateway.approval.approvals import Approvals
from gateway.approval.staging import SUBSYSTEMS, PendingWrite
from gateway.log import get_logger
from gateway.platform import DeliveryError, Outbound, Platforms
from gateway.registry import ToolContext

log = get_logger(__name__)


def waiting_text(counts: dict[str, int]) -> str | None:
    parts, cmds = [], []
    for subsystem, noun in (("memory", "memory write"), ("skills", "skill write"), ("mcp", "MCP tool call")):
        n = counts.get(subsystem, 0)
        if n:
            parts.append(f"{n} {noun}{'s' if n != 1 else ''}")
            cmds.append(f"/{subsystem} pending")
    if not parts:
        return None
    return f"💾 {' and '.join(parts)} waiting — {', '.join(cmds)}"


class ApprovalNotifier:
    """Each admin chat hears once per `interval` that writes wait, and sees every write it has not
    seen yet in full (a card each, with Approve / Reject buttons that carry the content hash)."""

    def __init__(self, platforms: Platforms, approvals: Approvals, interval: float,
                 clock: Callable[[], float] = time.monotonic, max_cards: int = 5):
        self.platforms = platforms
        self.approvals = approvals
        self.interval = interval
        self.clock = clock
        self.max_cards = max_cards
        self._last: dict[tuple[str, str], float] = {}
        self._timers: dict[tuple[str, str], asyncio.Task] = {}
        self._shown: dict[tuple[str, str], set[str]] = {}
        self._delayed: dict[tuple[str, str], bool] = {}

    def staged(self, urgent: bool = False) -> None:
        """`urgent`: someone waits on the answer (an MCP tool call), so the card goes out now."""
        for target in self.platforms.admin_targets():
            self._schedule(target, urgent)

    def _schedule(self, target: tuple[str, str], urgent: bool = False) -> None:
        timer = self._timers.get(target)
        if timer is not None and not (urgent and self._delayed.get(target)):
            return  # a notice is already due; it will count this write too
        if timer is not None:
            timer.cancel()
        last = self._last.get(target)
        delay = 0.0 if last is None or urgent else max(0.0, last + self.interval - self.clock())
        self._delayed[target] = delay > 0
        self._timers[target] = asyncio.create_task(self._send_after(target, delay), name=f"notice:{target}")

    def _cards(self, shown: set[str]) -> tuple[dict[str, int], list[tuple[PendingWrite, str]]]:
        counts, cards, waiting = {}, [], set()
        for subsystem in SUBSYSTEMS:
            records, _ = self.approvals.staging.list(subsystem)
            counts[subsystem] = len(records)
            waiting.update(r.id for r in records)
            cards += [(r, self.approvals.card(r)) for r in records if r.id not in shown]
        shown &= waiting  # forget what was decided: months of ids never pile up here
        return counts, cards

    async def _send_after(self, target: tuple[str, str], delay: float) -> None:
        try:
            if delay:
                await asyncio.sleep(delay)
            shown = self._shown.setdefault(target, set())
            counts, cards = await asyncio.to_thread(self._cards, shown)
            text = waiting_text(counts)
            if text is None or not cards:
                return
            self._last[target] = self.clock()
            platform, chat = target
            outs = [Outbound(platform, chat, text, kind="notice")]
            for record, card in cards[: self.max_cards]:
                command = f"/{record.subsystem} {{}} {record.id}#{record.content_hash}"
                outs.append(Outbound(platform, chat, card, kind="notice", buttons=(
                    (f"✅ Approve {record.id}", command.format("approve")),
                    (f"❌ Reject {record.id}", command.format("reject")))))
            if len(cards) > self.max_cards:
                outs.append(Outbound(platform, chat, f"…and {len(cards) - self.max_cards} more not shown here: "
                                                     "/memory pending, /skills pending, /mcp pending", kind="notice"))
            for out in outs:
                try:
                    await self.platforms.send(out)
                except DeliveryError as exc:
                    log.warning("approval notice not delivered", platform=platform, reason=str(exc))
                    return
            shown.update(record.id for record, _ in cards[: self.max_cards])
        finally:
            if self._timers.get(target) is asyncio.current_task():  # an urgent notice may have replaced it
                del self._timers[target]

    async def close(self) -> None:
        timers = list(self._timers.values())
        for t in timers:
            t.cancel()
        await asyncio.gather(*timers, return_exceptions=True)


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
