"""state.db rows for inbound files: what was downloaded for which message, so it happens once."""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass


@dataclass
class MediaRow:
    platform: str
    external_id: str
    idx: int
    kind: str
    name: str
    mime: str | None
    state: str  # stored | refused (too large, unreadable: `error` says why) | pruned
    file: str | None
    size: int | None
    sha256: str | None
    error: str | None
    created_at: float
    transcript: str | None = None


class MediaTable:
    conn: sqlite3.Connection

    def media_get(self, platform: str, external_id: str, idx: int) -> MediaRow | None:
        row = self.conn.execute("SELECT * FROM media WHERE platform=? AND external_id=? AND idx=?",
                                (platform, external_id, idx)).fetchone()
        return _media(row) if row else None

    def media_record(self, platform: str, external_id: str, idx: int, kind: str, name: str, mime: str | None,
                     state: str, file: str | None = None, size: int | None = None, sha256: str | None = None,
                     error: str | None = None, now: float | None = None) -> None:
        self.conn.execute(
            "INSERT INTO media(platform, external_id, idx, kind, name, mime, state, file, size, sha256, error, created_at)"
            " VALUES(?,?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT(platform, external_id, idx) DO UPDATE SET"
            " state=excluded.state, file=excluded.file, size=excluded.size, sha256=excluded.sha256, error=excluded.error",
            (platform, external_id, idx, kind, name, mime, state, file, size, sha256, error,
             time.time() if now is None else now))

    def media_transcript(self, platform: str, external_id: str, idx: int, text: str) -> None:
        """Kept so a replayed message (after a crash) is not transcribed, and billed, twice."""
        self.conn.execute("UPDATE media SET transcript=? WHERE platform=? AND external_id=? AND idx=?",
                          (text, platform, external_id, idx))

    def media_pruned(self, files: list[str]) -> None:
        """Rows whose file the retention period removed."""
        self.conn.executemany("UPDATE media SET state='pruned' WHERE file=?", [(f,) for f in files])


def _media(row: sqlite3.Row) -> MediaRow:
    return MediaRow(row["platform"], row["external_id"], row["idx"], row["kind"], row["name"], row["mime"],
                    row["state"], row["file"], row["size"], row["sha256"], row["error"], row["created_at"], row["transcript"])
