"""Staging a write for an admin, as a tool does it: caps, quotas, the notice, the tool's answer."""

from __future__ import annotations

import asyncio
from typing import Any

from gateway.approval.notices import ApprovalNotifier
from gateway.approval.staging import QuotaExceeded, StagingError, StagingStore
from gateway.log import get_logger
from gateway.registry import ToolContext

log = get_logger(__name__)


class Stager:
    def __init__(self, staging: StagingStore, notifier: ApprovalNotifier, max_per_turn: int = 5):
        self.staging = staging
        self.notifier = notifier
        self.max_per_turn = max_per_turn

    async def stage(self, ctx: ToolContext, subsystem: str, action: str, payload: dict[str, Any], summary: str,
                    pinned: str | None = None) -> dict[str, Any]:
        count = ctx.turn_state.get("staged", 0)
        if count >= self.max_per_turn:
            return {"success": False, "error": f"{count} writes were already staged in this turn (the limit is "
                                               f"{self.max_per_turn}); nothing was staged. Tell the user instead."}
        source = {"session_id": ctx.session_id, "platform": ctx.platform, "chat_id": ctx.chat_id,
                  "user_id": ctx.user_id}
        try:
            record, created = await asyncio.to_thread(self.staging.stage, subsystem, action, payload, ctx.origin,
                                                      summary, source, pinned)
        except QuotaExceeded as exc:
            log.warning("staging refused: quota", subsystem=subsystem, reason=str(exc), session_id=ctx.session_id)
            return {"success": False, "error": str(exc)}
        except (OSError, StagingError) as exc:
            log.error("staging failed", subsystem=subsystem, reason=str(exc))
            return {"success": False, "error": f"could not stage the write: {type(exc).__name__}; nothing was saved"}
        if created:
            ctx.turn_state["staged"] = count + 1
            log.info("write staged", subsystem=subsystem, id=record.id, origin=ctx.origin, action=action)
            self.notifier.staged(urgent=subsystem == "mcp")
        return {"success": True, "staged": True, "id": record.id,
                "message": f"staged for approval (id {record.id}) — not saved yet; an admin must approve it"}
