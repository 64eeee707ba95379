"""The state.db connection: open, migrate, transactions, meta, and `AsyncStore`.

`Database` is synchronous and owns one connection; the table families of `StateStore`
build on it.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from gateway.store.migrations import MIGRATIONS


class StoreError(RuntimeError):
    pass



class Database:
    def __init__(self, path: Path | str, busy_timeout_ms: int = 5000):
        self.path = Path(path)
        if not self.path.exists():
            # SQLite gives -wal and -shm the database file's mode: create it private first.
            os.close(os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600))
        try:
            self.conn = sqlite3.connect(
                str(self.path), check_same_thread=False, isolation_level=None, timeout=busy_timeout_ms / 1000
            )
            self.conn.row_factory = sqlite3.Row
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA synchronous=NORMAL")
            self.conn.execute("PRAGMA foreign_keys=ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{self.path}: cannot open state database: {exc}") from None
        for path in (self.path, Path(f"{self.path}-wal"), Path(f"{self.path}-shm")):
            if path.exists() and path.stat().st_mode & 0o077:
                path.chmod(0o600)  # an older install's files

    # ---- schema --------------------------------------------------------------------
    def _migrate(self) -> None:
        version = self.conn.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise StoreError(
                f"{self.path} has schema v{version}, newer than this program (v{len(MIGRATIONS)})"
            )
        for target in range(version + 1, len(MIGRATIONS) + 1):
            with self.transaction():
                for statement in _split_sql(MIGRATIONS[target - 1]):
                    self.conn.execute(statement)
                self.conn.execute(f"PRAGMA user_version={target}")

    @property
    def schema_version(self) -> int:
        return self.conn.execute("PRAGMA user_version").fetchone()[0]

    def transaction(self):
        return _Transaction(self.conn)

    def close(self) -> None:
        try:
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.DatabaseError:
            pass
        self.conn.close()

    def integrity_check(self) -> str:
        return self.conn.execute("PRAGMA quick_check").fetchone()[0]

    # ---- meta ----------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self.conn.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        self.conn.execute(
            "INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value",
            (key, value),
        )


class _Transaction:
    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def __enter__(self):
        self.conn.execute("BEGIN IMMEDIATE")
        return self.conn

    def __exit__(self, exc_type, exc, tb):
        self.conn.execute("ROLLBACK" if exc_type else "COMMIT")
        return False



def _split_sql(script: str) -> list[str]:
    """Split a migration into statements, keeping trigger bodies (which contain ';') whole."""
    statements, buf = [], []
    for line in script.strip().splitlines():
        buf.append(line)
        joined = "\n".join(buf).strip()
        if joined.endswith(";") and sqlite3.complete_statement(joined):
            statements.append(joined)
            buf = []
    if "".join(buf).strip():
        statements.append("\n".join(buf))
    return statements
