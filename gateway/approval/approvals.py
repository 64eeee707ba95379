"""Approving and rejecting staged writes: shared by chat commands and the CLI.

Approval replays the write through the real store (limits, duplicate rule and threat scan
apply again). A failed replay leaves the record in place with the reason.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any, Callable

from gateway.approval.staging import (
    CorruptRecord,
    PendingWrite,
    RecordNotFound,
    StagingStore,
)

Applier = Callable[[PendingWrite], dict[str, Any]]


@dataclass
class Outcome:
    id: str
    ok: bool
    message: str

    def line(self) -> str:
        return f"{'✅' if self.ok else '❌'} {self.id}: {self.message}"


def quote(text: str, width: int = 80) -> str:
    """One line, in quotes, control characters escaped: staged text can never pose as UI."""
    flat = json.dumps(text, ensure_ascii=False)[1:-1]
    if len(flat) > width:
        flat = flat[: width - 1] + "…"
    return f"“{flat}”"


def age(seconds: float) -> str:
    seconds = max(0, int(seconds))
    if seconds < 90:
        return f"{seconds}s"
    if seconds < 5400:
        return f"{seconds // 60}m"
    if seconds < 172800:
        return f"{seconds // 3600}h"
    return f"{seconds // 86400}d"


class Approvals:
    def __init__(self, staging: StagingStore, appliers: dict[str, Applier]):
        self.staging = staging
        self.appliers = appliers

    def approve(self, subsystem: str, rid: str) -> Outcome:
        try:
            record = self.staging.get(subsystem, rid)
        except (RecordNotFound, CorruptRecord) as exc:
            return Outcome(rid, False, str(exc))
        return self._apply(record)

    def _apply(self, record: PendingWrite) -> Outcome:
        applier = self.appliers.get(record.subsystem)
        if applier is None:
            return Outcome(record.id, False, f"{record.subsystem} writes cannot be applied by this build; record kept")
        result = applier(record)
        if not result.get("success"):
            return Outcome(record.id, False, f"not applied, record kept: {result.get('error', 'unknown error')}")
        self.staging.remove(record.subsystem, record.id)
        return Outcome(record.id, True, result.get("message", "applied"))

    def approve_all(self, subsystem: str) -> tuple[list[Outcome], list[CorruptRecord]]:
        records, broken = self.staging.list(subsystem)
        return [self._apply(r) for r in records], broken

    def reject(self, subsystem: str, rid: str) -> Outcome:
        try:
            record = self.staging.get(subsystem, rid)
        except RecordNotFound as exc:
            return Outcome(rid, False, str(exc))
        except CorruptRecord as exc:
            return Outcome(rid, False, f"{exc}; remove the file by hand")
        self.staging.remove(subsystem, record.id)
        return Outcome(record.id, True, "rejected")

    def reject_all(self, subsystem: str) -> tuple[list[Outcome], list[CorruptRecord]]:
        records, broken = self.staging.list(subsystem)
        out = []
        for r in records:
            self.staging.remove(subsystem, r.id)
            out.append(Outcome(r.id, True, "rejected"))
        return out, broken

    def run(self, subsystem: str, verb: str, target: str) -> tuple[str, bool]:
        """`approve`/`reject` of one id or `all`, as chat and CLI show it: (text, all succeeded)."""
        if target == "all":
            outcomes, broken = (self.approve_all if verb == "approve" else self.reject_all)(subsystem)
            return outcomes_text(outcomes, broken, verb), all(o.ok for o in outcomes)
        outcome = (self.approve if verb == "approve" else self.reject)(subsystem, target)
        return outcome.line(), outcome.ok

    def pending_text(self, subsystem: str, now: float | None = None) -> str:
        now = time.time() if now is None else now
        records, broken = self.staging.list(subsystem)
        if not records and not broken:
            return f"No pending {subsystem} writes."
        lines = [f"{len(records)} pending {subsystem} write(s):"]
        for r in records:
            lines.append(f"• {r.id} · {r.origin} · {age(now - r.created_at)} ago · {r.summary}")
        for b in broken:
            lines.append(f"⚠ {b.filename}: {b.reason} (left in place)")
        if records:
            lines.append(f"Approve: /{subsystem} approve <id>|all · Reject: /{subsystem} reject <id>|all")
        return "\n".join(lines)


def outcomes_text(outcomes: list[Outcome], broken: list[CorruptRecord], verb: str) -> str:
    if not outcomes and not broken:
        return f"Nothing to {verb}."
    lines = [o.line() for o in outcomes]
    lines += [f"⚠ {b.filename}: {b.reason} (left in place)" for b in broken]
    return "\n".join(lines)
