"""Stored files under `$HERMES_HOME/media/`: one file per content hash, private, kept for a while.

Synchronous (file IO and hashing): the daemon calls these through `asyncio.to_thread`.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
import time
from pathlib import Path

from gateway.home import atomic_write

_SUFFIX = re.compile(r"\.[a-z0-9]{1,8}$")
_NAME = re.compile(r"^[0-9a-f]{40}(\.[a-z0-9]{1,8})?$")


class MediaFiles:
    def __init__(self, root: Path):
        self.root = root
        # Saving renews an old copy's age; pruning checks an age and removes: one at a time, or a
        # file sent again just as housekeeping runs is removed (or fails to save) under the turn.
        self._lock = threading.Lock()

    def _ensure(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        os.chmod(self.root, 0o700)

    def save(self, data: bytes, original_name: str) -> tuple[str, str]:
        """(stored name, sha256). The same content is stored once; saving it again renews its age."""
        digest = hashlib.sha256(data).hexdigest()
        match = _SUFFIX.search(original_name.lower())
        name = digest[:40] + (match.group(0) if match else "")
        self._ensure()
        path = self.root / name
        with self._lock:
            if path.exists():
                os.utime(path)
            else:
                atomic_write(path, data, mode=0o600)
        return name, digest

    def path(self, name: str) -> Path:
        if not _NAME.match(name):  # names come from state.db, but never let one leave the folder
            raise ValueError(f"not a stored media name: {name!r}")
        return self.root / name

    def read(self, name: str) -> bytes | None:
        """The file's bytes, or None when the retention period removed it."""
        try:
            return self.path(name).read_bytes()
        except FileNotFoundError:
            return None

    def prune(self, retention_days: float, now: float | None = None) -> list[str]:
        """Remove stored files older than the retention period; returns their names."""
        if not self.root.exists():
            return []
        cutoff = (time.time() if now is None else now) - retention_days * 86400
        removed = []
        for path in self.root.iterdir():
            if not _NAME.match(path.name):
                continue  # temp files of a write in progress, or something a person put here
            try:
                with self._lock:
                    if path.stat().st_mtime < cutoff:
                        path.unlink()
                        removed.append(path.name)
            except FileNotFoundError:
                continue
        return removed

    def usage(self) -> tuple[int, int]:
        """(files, bytes) stored now."""
        if not self.root.exists():
            return 0, 0
        count = size = 0
        for path in self.root.iterdir():
            if path.is_file():
                count += 1
                size += path.stat().st_size
        return count, size
