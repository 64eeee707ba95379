"""Pending writes: one JSON file per staged write under pending/<subsystem>/<id>.json.

Approval state lives only here. A record is pending (its file exists) until it is decided
exactly once — approved, rejected or expired — under an exclusive lock that the daemon and
the CLI both take (`pending/<subsystem>/.lock`). The decision is written to
`pending/<subsystem>/decided/<id>.json` (who, when, what) before the pending file goes, so
the loser of a race is told who decided, and an approval interrupted by a crash is finished,
never applied twice. No tool can change a record's state; only an admin, a command or the
CLI, or expiry.

A record's id and its content hash come from the same digest of what it would write, so a
record file changed after it was shown no longer matches its id and is refused.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import time
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

from gateway.home import atomic_write

SUBSYSTEMS = ("memory", "skills", "mcp")  # mcp: tool calls to MCP servers, run once on approval
ORIGINS = ("turn", "review", "curator")
DECISIONS = ("approved", "rejected", "expired")
# No 0/o, 1/l/i: ids are read off a phone screen and typed back.
_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
DECIDED_KEEP_SECONDS = 90 * 86400


class StagingError(RuntimeError):
    pass


class RecordNotFound(StagingError):
    pass


class QuotaExceeded(StagingError):
    pass


class CorruptRecord(StagingError):
    def __init__(self, filename: str, reason: str):
        self.filename = filename
        self.reason = reason
        super().__init__(f"{filename}: {reason}")


@dataclass
class PendingWrite:
    id: str
    subsystem: str
    action: str
    payload: dict[str, Any]
    origin: str
    summary: str
    created_at: float
    source: dict[str, Any] = field(default_factory=dict)  # session_id, platform, chat_id, user_id
    pinned_entry: str | None = None  # replace/remove: the exact entry matched at staging time

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False, indent=2, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "PendingWrite":
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        missing = {"id", "subsystem", "action", "payload", "origin", "summary", "created_at"} - set(data)
        if missing:
            raise ValueError(f"missing fields: {', '.join(sorted(missing))}")
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})

    def digest(self) -> bytes:
        return _digest(self.subsystem, self.action, self.payload, self.pinned_entry)

    @property
    def content_hash(self) -> str:
        """Eight hex digits naming exactly what this record writes (shown to admins, carried by buttons)."""
        return self.digest().hex()[:8]

    def intact(self) -> bool:
        """The record still writes what its id was derived from (nobody changed the file)."""
        return _short_id(self.digest(), len(self.id)) == self.id


@dataclass
class Decision:
    id: str
    decision: str  # approved | rejected | expired | applying (an approval in progress)
    by: str
    at: float
    record: dict[str, Any]

    def line(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.at))
        return f"{self.id} was already {self.decision} by {self.by} at {when}"


def _digest(subsystem: str, action: str, payload: dict[str, Any], pinned: str | None) -> bytes:
    identity = json.dumps([subsystem, action, payload, pinned], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(identity.encode()).digest()


def _short_id(digest: bytes, length: int) -> str:
    n = int.from_bytes(digest, "big")
    out = []
    for _ in range(length):
        n, r = divmod(n, len(_ALPHABET))
        out.append(_ALPHABET[r])
    return "".join(out)


def valid_id(rid: str) -> bool:
    return 5 <= len(rid) <= 12 and all(c in _ALPHABET for c in rid)


class StagingStore:
    def __init__(self, pending_dir: Path, max_pending: int = 100, max_per_day: int = 50):
        self.root = pending_dir
        self.max_pending = max_pending  # per subsystem
        self.max_per_day = max_per_day  # per session, rolling 24 h, decided ones included
        # Per subsystem: whether an id was used by an earlier record whose trace outlives its files
        # (an MCP call's row in state.db is kept for good); such an id is never handed out again.
        self.used_ids: dict[str, Callable[[str], bool]] = {}

    def _dir(self, subsystem: str) -> Path:
        if subsystem not in SUBSYSTEMS:
            raise StagingError(f"unknown subsystem {subsystem!r}")
        d = self.root / subsystem
        if not (d / "decided").is_dir():
            for p in (self.root, d, d / "decided"):
                p.mkdir(exist_ok=True, mode=0o700)
        return d

    @contextmanager
    def locked(self, subsystem: str) -> Iterator[Path]:
        """The decision lock for one subsystem, shared by every process on this home."""
        d = self._dir(subsystem)
        fd = os.open(d / ".lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield d
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)

    # ---- staging -----------------------------------------------------------------------
    def stage(self, subsystem: str, action: str, payload: dict[str, Any], origin: str, summary: str,
              source: dict[str, Any] | None = None, pinned_entry: str | None = None,
              now: float | None = None) -> tuple[PendingWrite, bool]:
        """Write a pending record; (record, created). An identical pending write yields the same
        record. Raises QuotaExceeded when too many wait, or this session staged too many today."""
        if origin not in ORIGINS:
            raise StagingError(f"unknown origin {origin!r}")
        now = time.time() if now is None else now
        digest = _digest(subsystem, action, payload, pinned_entry)
        with self.locked(subsystem) as d:
            rid = None
            for length in (5, 7, 9, 12):
                candidate = _short_id(digest, length)
                path = d / f"{candidate}.json"
                if not path.exists():
                    used = self.used_ids.get(subsystem)
                    if used is not None and used(candidate):
                        continue
                    rid = candidate
                    break
                try:
                    existing = self._load(path)
                except CorruptRecord:
                    continue
                if existing.digest() == digest:
                    return existing, False
            if rid is None:
                raise StagingError("could not allocate a record id")
            self._check_quota(d, subsystem, (source or {}).get("session_id"), now)
            record = PendingWrite(id=rid, subsystem=subsystem, action=action, payload=payload, origin=origin,
                                  summary=summary, created_at=now, source=dict(source or {}),
                                  pinned_entry=pinned_entry)
            # A decision about an earlier record with this id belongs to that record, not this one.
            (d / "decided" / f"{rid}.json").unlink(missing_ok=True)
            atomic_write(d / f"{rid}.json", record.to_json(), mode=0o600)
            return record, True

    def _check_quota(self, d: Path, subsystem: str, session_id: str | None, now: float) -> None:
        pending = list(d.glob("*.json"))
        if len(pending) >= self.max_pending:
            raise QuotaExceeded(f"{len(pending)} {subsystem} writes already wait for an admin (the limit is "
                                f"{self.max_pending}); nothing was staged")
        if not session_id:
            return
        today = 0
        for path in pending + list((d / "decided").glob("*.json")):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            rec = data.get("record", data)
            if isinstance(rec, dict) and (rec.get("source") or {}).get("session_id") == session_id \
                    and now - float(rec.get("created_at") or 0) < 86400:
                today += 1
        if today >= self.max_per_day:
            raise QuotaExceeded(f"this conversation staged {today} {subsystem} writes in the last 24 hours (the "
                                f"limit is {self.max_per_day}); nothing was staged")

    # ---- reading -----------------------------------------------------------------------
    def _load(self, path: Path) -> PendingWrite:
        try:
            text = path.read_text(encoding="utf-8")
            record = PendingWrite.from_json(text)
        except (OSError, UnicodeDecodeError, ValueError, TypeError) as exc:
            raise CorruptRecord(path.name, f"unreadable pending record ({type(exc).__name__}: {str(exc)[:120]})") from None
        if record.id != path.stem:
            raise CorruptRecord(path.name, f"record id {record.id!r} does not match its file name")
        return record

    def list(self, subsystem: str) -> tuple[list[PendingWrite], list[CorruptRecord]]:
        """Records in creation order, and the files that could not be read (left in place)."""
        records, broken = [], []
        for path in sorted(self._dir(subsystem).glob("*.json")):
            try:
                records.append(self._load(path))
            except CorruptRecord as exc:
                broken.append(exc)
        records.sort(key=lambda r: (r.created_at, r.id))
        return records, broken

    def get(self, subsystem: str, rid: str) -> PendingWrite:
        rid = rid.strip().lower()
        if not valid_id(rid):
            raise RecordNotFound(f"no pending {subsystem} write with id {rid[:20]!r}")
        path = self._dir(subsystem) / f"{rid}.json"
        if not path.exists():
            raise RecordNotFound(f"no pending {subsystem} write with id {rid!r}")
        return self._load(path)

    def count(self, subsystem: str) -> int:
        return len(list(self._dir(subsystem).glob("*.json")))

    def decision(self, subsystem: str, rid: str) -> Decision | None:
        try:
            data = json.loads((self._dir(subsystem) / "decided" / f"{rid}.json").read_text(encoding="utf-8"))
            return Decision(**data)
        except (OSError, ValueError, TypeError):
            return None

    # ---- deciding (call with `locked` held) ---------------------------------------------
    def record_decision(self, record: PendingWrite, decision: str, by: str, now: float | None = None) -> None:
        """Write the decision; for a final one, then remove the pending file."""
        d = self._dir(record.subsystem)
        entry = Decision(record.id, decision, by, time.time() if now is None else now, json.loads(record.to_json()))
        atomic_write(d / "decided" / f"{record.id}.json", json.dumps(asdict(entry), ensure_ascii=False, indent=1),
                     mode=0o600)
        if decision in DECISIONS:
            (d / f"{record.id}.json").unlink(missing_ok=True)

    def clear_decision(self, record: PendingWrite) -> None:
        """An approval that did not apply: the record stays pending, undecided."""
        (self._dir(record.subsystem) / "decided" / f"{record.id}.json").unlink(missing_ok=True)

    def prune_decided(self, subsystem: str, now: float | None = None) -> int:
        now = time.time() if now is None else now
        removed = 0
        for path in self._dir(subsystem).glob("decided/*.json"):
            try:
                if now - path.stat().st_mtime > DECIDED_KEEP_SECONDS:
                    path.unlink()
                    removed += 1
            except FileNotFoundError:
                continue
        return removed
