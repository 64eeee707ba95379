"""Pending writes: one JSON file per staged write under pending/<subsystem>/<id>.json.

Approval state lives only here: a record exists (pending) or it does not (approved and
applied, or rejected). No tool can change it; only an admin, through a command or the CLI.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from gateway.home import atomic_write

SUBSYSTEMS = ("memory", "skills")
ORIGINS = ("turn", "review", "curator")
# No 0/o, 1/l/i: ids are read off a phone screen and typed back.
_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"


class StagingError(RuntimeError):
    pass


class RecordNotFound(StagingError):
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


def _short_id(digest: bytes, length: int) -> str:
    n = int.from_bytes(digest, "big")
    out = []
    for _ in range(length):
        n, r = divmod(n, len(_ALPHABET))
        out.append(_ALPHABET[r])
    return "".join(out)


class StagingStore:
    def __init__(self, pending_dir: Path):
        self.root = pending_dir

    def _dir(self, subsystem: str) -> Path:
        if subsystem not in SUBSYSTEMS:
            raise StagingError(f"unknown subsystem {subsystem!r}")
        d = self.root / subsystem
        d.mkdir(parents=True, exist_ok=True, mode=0o700)
        return d

    def stage(self, subsystem: str, action: str, payload: dict[str, Any], origin: str, summary: str,
              source: dict[str, Any] | None = None, pinned_entry: str | None = None,
              now: float | None = None) -> tuple[PendingWrite, bool]:
        """Write a pending record; (record, created). An identical write yields the same record."""
        if origin not in ORIGINS:
            raise StagingError(f"unknown origin {origin!r}")
        d = self._dir(subsystem)
        identity = json.dumps([subsystem, action, payload, pinned_entry], sort_keys=True, ensure_ascii=False)
        digest = hashlib.sha256(identity.encode()).digest()
        for length in (5, 7, 9, 12):
            rid = _short_id(digest, length)
            path = d / f"{rid}.json"
            if not path.exists():
                break
            try:
                existing = self._load(path)
            except CorruptRecord:
                continue
            if json.dumps([existing.subsystem, existing.action, existing.payload, existing.pinned_entry],
                          sort_keys=True, ensure_ascii=False) == identity:
                return existing, False
        else:
            raise StagingError("could not allocate a record id")
        record = PendingWrite(
            id=rid, subsystem=subsystem, action=action, payload=payload, origin=origin,
            summary=summary, created_at=time.time() if now is None else now,
            source=dict(source or {}), pinned_entry=pinned_entry,
        )
        atomic_write(path, record.to_json(), mode=0o600)
        return record, True

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
        if not rid or any(c not in _ALPHABET for c in rid):
            raise RecordNotFound(f"no pending {subsystem} write with id {rid[:20]!r}")
        path = self._dir(subsystem) / f"{rid}.json"
        if not path.exists():
            raise RecordNotFound(f"no pending {subsystem} write with id {rid!r}")
        return self._load(path)

    def remove(self, subsystem: str, rid: str) -> None:
        try:
            os.unlink(self._dir(subsystem) / f"{rid}.json")
        except FileNotFoundError:
            raise RecordNotFound(f"no pending {subsystem} write with id {rid!r}") from None

    def count(self, subsystem: str) -> int:
        return len(list(self._dir(subsystem).glob("*.json")))
