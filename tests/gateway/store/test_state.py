"""state.db files: private from the first byte, whatever the process umask."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from gateway.store import StateStore


def test_database_and_its_wal_and_shm_are_created_private_even_under_umask_022(tmp_path: Path):
    old = os.umask(0o022)
    try:
        store = StateStore(tmp_path / "state.db")
        store.set_meta("k", "v")  # the WAL and shared-memory files exist while a connection is open
        modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in tmp_path.iterdir()}
        store.close()
    finally:
        os.umask(old)
    assert {"state.db", "state.db-wal", "state.db-shm"} <= set(modes)
    assert all(mode == 0o600 for mode in modes.values()), modes


def test_an_older_installs_loose_sidecars_are_tightened_on_open(tmp_path: Path):
    StateStore(tmp_path / "state.db").close()
    for name in ("state.db", "state.db-wal", "state.db-shm"):
        (tmp_path / name).touch()
        (tmp_path / name).chmod(0o644)
    StateStore(tmp_path / "state.db").close()
    assert all(stat.S_IMODE(p.stat().st_mode) == 0o600 for p in tmp_path.iterdir() if p.exists())
