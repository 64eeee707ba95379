"""Approving, rejecting and expiring staged writes: shared by chat commands, buttons and the CLI.

Admins approve what they have seen: every list, `show` and notice carries each record's full
content as literal text (never rendered) with its content hash, and a decision applies only
a record that still matches its id (and, from a button, the hash that was shown). Each record
is decided once, under the staging lock; approval replays the write through the real store
(limits, duplicate rule and threat scan apply again). A failed replay leaves the record in
place with the reason.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any, Protocol

from gateway.approval.staging import (
    DECISIONS,
    CorruptRecord,
    PendingWrite,
    RecordNotFound,
    StagingStore,
)
from gateway.log import get_logger
from gateway.platform import literal

log = get_logger(__name__)

NOUN = {"memory": "memory write", "skills": "skill write", "mcp": "MCP tool call"}
ICON = {"memory": "💾", "skills": "🧰", "mcp": "🔌"}
FROM = {"turn": "from a turn", "review": "from a background review", "curator": "from the curator"}


class Writes(Protocol):
    """What a subsystem lends the approval gate (memory and skills each implement it)."""

    def apply(self, record: PendingWrite) -> dict[str, Any]:
        """Replay the write through the real store; {"success": ..., "message"/"error": ...}."""

    def applied(self, record: PendingWrite) -> bool:
        """The store already holds what this record writes (an approval interrupted by a crash)."""

    def describe(self, record: PendingWrite) -> str:
        """The record's full content for an admin: prose with literal blocks."""

    # Optional: `decided(record, decision, by)` hears rejections and expiries (MCP calls tell the model).


@dataclass
class Outcome:
    id: str
    ok: bool
    message: str

    def line(self) -> str:
        return f"{'✅' if self.ok else '❌'} {self.id}: {self.message}"


def quote(text: str, width: int = 80) -> str:
    """One line, in quotes, control characters escaped (for logs and one-line summaries)."""
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


def parse_target(target: str) -> tuple[str, str | None]:
    """`k3f9q` or `k3f9q#1a2b3c4d` (a button carries the hash that was shown) -> (id, hash)."""
    rid, _, shown = target.strip().lower().partition("#")
    return rid, (shown or None)


class Approvals:
    def __init__(self, staging: StagingStore, writes: dict[str, Writes], expire_days: float = 30):
        self.staging = staging
        self.writes = writes
        self.expire_days = expire_days

    # ---- what admins see -------------------------------------------------------------------
    def card(self, record: PendingWrite, now: float | None = None) -> str:
        now = time.time() if now is None else now
        src = record.source or {}
        where = f" · asked in {src['platform']}:{src['chat_id']}" if src.get("platform") and src.get("chat_id") else ""
        head = (f"{ICON[record.subsystem]} {NOUN[record.subsystem]} {record.id} · "
                f"{FROM.get(record.origin, record.origin)}{where} · {age(now - record.created_at)} ago · "
                f"content #{record.content_hash}")
        writes = self.writes.get(record.subsystem)
        body = writes.describe(record) if writes else literal(record.summary)
        return f"{head}\n{body}"

    def pending_text(self, subsystem: str, now: float | None = None) -> str:
        records, broken = self.staging.list(subsystem)
        if not records and not broken:
            return f"No pending {subsystem} writes."
        lines = [f"{len(records)} pending {NOUN[subsystem]}(s) (at most {self.staging.max_pending} may wait):"]
        for r in records:
            lines.append("")
            lines.append(self.card(r, now))
        for b in broken:
            lines.append(f"⚠ {b.filename}: {b.reason} (left in place)")
        if records:
            lines.append("")
            lines.append(f"Approve: /{subsystem} approve <id>|all · Reject: /{subsystem} reject <id>|all")
        return "\n".join(lines)

    def show(self, subsystem: str, rid: str) -> tuple[str, bool]:
        try:
            record = self.staging.get(subsystem, rid)
        except RecordNotFound as exc:
            decided = self.staging.decision(subsystem, rid.strip().lower())
            return (decided.line() if decided and decided.decision in DECISIONS else str(exc)), False
        except CorruptRecord as exc:
            return str(exc), False
        return self.card(record), True

    # ---- deciding ----------------------------------------------------------------------------
    def decide(self, subsystem: str, verb: str, target: str, by: str) -> Outcome:
        rid, shown = parse_target(target)
        with self.staging.locked(subsystem):
            try:
                record = self.staging.get(subsystem, rid)
            except RecordNotFound as exc:
                decided = self.staging.decision(subsystem, rid)
                if decided is not None and decided.decision in DECISIONS:
                    return Outcome(rid, False, decided.line())
                return Outcome(rid, False, str(exc))
            except CorruptRecord as exc:
                return Outcome(rid, False, f"{exc}; remove the file by hand")
            if not record.intact():
                return Outcome(rid, False, "this record was changed after it was staged (it no longer matches its "
                                           "id); refusing. It now reads:\n" + self.card(record))
            if shown is not None and shown != record.content_hash:
                return Outcome(rid, False, f"this record changed since it was shown (content #{shown}, now "
                                           f"#{record.content_hash}); refusing. It now reads:\n" + self.card(record))
            if verb == "reject":
                self.staging.record_decision(record, "rejected", by)
                self._tell(record, "rejected", by)
                log.info("staged write rejected", subsystem=subsystem, id=rid, by=by)
                return Outcome(rid, True, "rejected")
            return self._approve(record, by)

    def _approve(self, record: PendingWrite, by: str) -> Outcome:
        writes = self.writes.get(record.subsystem)
        if writes is None:
            return Outcome(record.id, False, f"{record.subsystem} writes cannot be applied by this build; record kept")
        prior = self.staging.decision(record.subsystem, record.id)
        interrupted = prior is not None and prior.decision == "applying"
        if interrupted and writes.applied(record):
            self.staging.record_decision(record, "approved", by)
            return Outcome(record.id, True, "applied (an earlier approval had already written it)")
        # Written first: a crash after the store changed but before the record closed is
        # finished on the next decision or start, never applied a second time.
        self.staging.record_decision(record, "applying", by)
        try:
            result = writes.apply(record)
        except Exception as exc:
            log.exception("applying a staged write failed", subsystem=record.subsystem, id=record.id)
            result = {"success": False, "error": f"{type(exc).__name__}"}
        if not result.get("success"):
            self.staging.clear_decision(record)
            return Outcome(record.id, False, f"not applied, record kept: {result.get('error', 'unknown error')}")
        self.staging.record_decision(record, "approved", by)
        log.info("staged write approved", subsystem=record.subsystem, id=record.id, by=by)
        return Outcome(record.id, True, result.get("message", "applied"))

    def run(self, subsystem: str, verb: str, target: str, by: str = "an admin") -> tuple[str, bool]:
        """`approve`/`reject` of one id (optionally `id#hash`) or `all`: (text, all succeeded)."""
        if target.strip().lower() != "all":
            outcome = self.decide(subsystem, verb, target, by)
            return outcome.line(), outcome.ok
        if verb == "approve" and not getattr(self.writes.get(subsystem), "approve_all", True):
            return (f"{subsystem} calls are approved one at a time, after you have seen each: approve <id> "
                    f"(or its button); reject all still works."), False
        records, broken = self.staging.list(subsystem)
        outcomes = [self.decide(subsystem, verb, r.id, by) for r in records]
        if not outcomes and not broken:
            return f"Nothing to {verb}.", True
        lines = [o.line() for o in outcomes] + [f"⚠ {b.filename}: {b.reason} (left in place)" for b in broken]
        return "\n".join(lines), all(o.ok for o in outcomes)

    def _tell(self, record: PendingWrite, decision: str, by: str) -> None:
        hook = getattr(self.writes.get(record.subsystem), "decided", None)
        if hook is None:
            return
        try:
            hook(record, decision, by)
        except Exception:
            log.exception("a decision hook failed", subsystem=record.subsystem, id=record.id)

    # ---- housekeeping ------------------------------------------------------------------------
    def _still_pending(self, subsystem: str, rid: str) -> bool:
        try:
            self.staging.get(subsystem, rid)
            return True
        except (RecordNotFound, CorruptRecord):
            return False

    def recover(self) -> list[Outcome]:
        """At start: finish approvals a crash interrupted (applied -> closed; not -> still pending)."""
        out = []
        for subsystem in self.writes:
            records, _ = self.staging.list(subsystem)
            for record in records:
                prior = self.staging.decision(subsystem, record.id)
                if prior is None or prior.decision != "applying":
                    continue
                with self.staging.locked(subsystem):
                    if not self._still_pending(subsystem, record.id):
                        continue
                    if self.writes[subsystem].applied(record):
                        self.staging.record_decision(record, "approved", prior.by)
                        out.append(Outcome(record.id, True, "approval finished after a restart"))
                    else:
                        self.staging.clear_decision(record)
                        out.append(Outcome(record.id, False, "approval had not applied; the record waits again"))
        return out

    def expire(self, now: float | None = None) -> list[Outcome]:
        """Records older than `expire_days` are decided `expired` (kept in decided/ to read)."""
        now = time.time() if now is None else now
        out = []
        for subsystem in self.writes:
            records, _ = self.staging.list(subsystem)
            for record in records:
                if now - record.created_at < self.expire_days * 86400:
                    continue
                with self.staging.locked(subsystem):
                    if self._still_pending(subsystem, record.id) and self.staging.decision(subsystem, record.id) is None:
                        self.staging.record_decision(record, "expired", "expiry", now)
                        self._tell(record, "expired", "expiry")
                        out.append(Outcome(record.id, True, "expired"))
            self.staging.prune_decided(subsystem, now)
        return out
