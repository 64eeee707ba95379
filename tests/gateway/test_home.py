"""Home layout, permissions, atomic writes, and the one-daemon-per-home lock."""

from __future__ import annotations

import asyncio
import os
import stat
import sys

import pytest

from gateway.home import AnotherGatewayRunning, GatewayLock, Home, atomic_write
from tests.conftest import FAKE_API_KEY, Gateway


def test_layout_is_created_private(tmp_path):
    home = Home(tmp_path / "h").ensure()
    for d in (home.root, home.memories, home.skills, home.pending / "memory", home.pending / "skills", home.logs):
        assert d.is_dir()
        assert stat.S_IMODE(d.stat().st_mode) == 0o700


def test_atomic_write_replaces_whole_file_with_private_mode(tmp_path):
    target = tmp_path / "f.txt"
    target.write_text("old")
    atomic_write(target, "new content")
    assert target.read_text() == "new content"
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir()] == ["f.txt"]


def test_atomic_write_failure_leaves_old_file(tmp_path, monkeypatch):
    target = tmp_path / "f.txt"
    target.write_text("old")

    def boom(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError):
        atomic_write(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.txt"]


def test_second_lock_in_process_is_refused_with_pid(tmp_path):
    home = Home(tmp_path / "h").ensure()
    first = home.lock()
    try:
        with pytest.raises(AnotherGatewayRunning) as exc:
            GatewayLock(home.lock_path).acquire()
        assert f"pid {os.getpid()}" in str(exc.value) and str(home.root) in str(exc.value)
    finally:
        first.release()
    GatewayLock(home.lock_path).acquire()


async def test_second_daemon_process_is_refused_and_first_keeps_running(gateway: Gateway):
    env = dict(os.environ, HERMES_HOME=str(gateway.home.root), OPENAI_API_KEY=FAKE_API_KEY)
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "gateway.cli", "gateway", "run",
        env=env, stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode != 0
    assert f"another gateway (pid {os.getpid()}) is using {gateway.home.root}" in err.decode()
    assert await gateway.console.ask("still here?") == "echo: still here?"
