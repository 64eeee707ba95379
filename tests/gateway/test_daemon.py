"""Daemon lifecycle: sd_notify, watchdog, graceful SIGTERM drains or defers, status."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
import threading
import time

import pytest
import yaml

from tests.adapters.conftest import ADMIN, FRIEND
from tests.conftest import DAEMON_START_TIMEOUT, Gateway, spawn_daemon, wait_until
from tests.fakes.openai_server import FakeLLM
from tests.fakes.telegram_server import FakeTelegram


class NotifyListener:
    """A NOTIFY_SOCKET of our own, read on a thread so a stalled event loop cannot hide pings."""

    def __init__(self, path: str):
        self.path = path
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.sock.bind(path)
        self.sock.settimeout(0.2)
        self.messages: list[tuple[float, str]] = []
        self._stop = False
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self._stop:
            try:
                data = self.sock.recv(4096)
            except socket.timeout:
                continue
            for line in data.decode().splitlines():
                self.messages.append((time.monotonic(), line))

    def of(self, prefix: str) -> list[tuple[float, str]]:
        return [(t, m) for t, m in self.messages if m.startswith(prefix)]

    def close(self) -> None:
        self._stop = True
        self.thread.join()
        self.sock.close()


async def test_ready_status_watchdog_and_stopping(home, fake_llm: FakeLLM, tmp_path, monkeypatch):
    from tests.conftest import make_config

    listener = NotifyListener(str(tmp_path / "notify.sock"))
    monkeypatch.setenv("NOTIFY_SOCKET", listener.path)
    monkeypatch.setenv("WATCHDOG_USEC", "200000")
    try:
        gw = await Gateway(home, make_config(fake_llm)).start()
        await wait_until(lambda: len(listener.of("WATCHDOG=1")) >= 3)
        assert listener.of("READY=1")
        status = listener.of("STATUS=")[-1][1]
        assert "console up" in status and "queue 0" in status
        # A stalled event loop stops the pings: systemd would restart us.
        before = len(listener.of("WATCHDOG=1"))
        stall_start = time.monotonic()
        time.sleep(1.0)  # blocks the loop on purpose
        stalled = [t for t, _ in listener.of("WATCHDOG=1")[before:] if t < stall_start + 1.0]
        assert stalled == [] or all(t < stall_start + 0.05 for t in stalled)
        await wait_until(lambda: len(listener.of("WATCHDOG=1")) > before)  # and they resume
        await gw.stop()
        assert listener.of("STOPPING=1")
    finally:
        listener.close()


def write_config(home, fake_llm: FakeLLM, fake_tg: FakeTelegram, drain: float, health_port: int | None = None) -> None:
    home.config_path.write_text(yaml.safe_dump({
        "model": {"provider": "custom", "base_url": fake_llm.base_url, "model": "fake-model", "timeout_seconds": 60},
        "platforms": {"telegram": {"enabled": True, "api_base": fake_tg.base, "allowed_users": [ADMIN, FRIEND],
                                   "admins": [ADMIN]}, "console": {"enabled": False}},
        "gateway": {"drain_seconds": drain, "health_port": health_port},
    }))


@pytest.mark.timeout(900)
async def test_sigterm_lets_an_in_flight_turn_finish_within_the_drain_window(home, fake_llm: FakeLLM, fake_tg: FakeTelegram, tmp_path):
    write_config(home, fake_llm, fake_tg, drain=15)
    log_path = tmp_path / "daemon.log"
    proc = await spawn_daemon(home, log_path)
    fake_llm.default_delay = 1.5
    await fake_tg.user_says("slow but sure", user_id=FRIEND)
    await asyncio.wait_for(fake_llm.request_event.wait(), DAEMON_START_TIMEOUT)
    proc.send_signal(signal.SIGTERM)
    assert await asyncio.wait_for(proc.wait(), 90) == 0
    assert fake_tg.texts_to(FRIEND) == ["echo: slow but sure"]
    assert "drained 1 turns, deferred 0" in log_path.read_text()


@pytest.mark.timeout(900)
async def test_sigterm_defers_a_turn_longer_than_the_window_and_the_restart_answers_once(home, fake_llm: FakeLLM, fake_tg: FakeTelegram, tmp_path):
    write_config(home, fake_llm, fake_tg, drain=1)
    log_path = tmp_path / "daemon.log"
    proc = await spawn_daemon(home, log_path)
    fake_llm.default_delay = 30
    await fake_tg.user_says("too slow", user_id=FRIEND)
    await asyncio.wait_for(fake_llm.request_event.wait(), DAEMON_START_TIMEOUT)
    proc.send_signal(signal.SIGTERM)
    assert await asyncio.wait_for(proc.wait(), 90) == 0
    assert "drained 0 turns, deferred 1" in log_path.read_text()
    assert fake_tg.texts_to(FRIEND) == []
    fake_llm.default_delay = 0
    proc = await spawn_daemon(home, log_path)
    try:
        await fake_tg.wait_for_messages(FRIEND, 1, timeout=DAEMON_START_TIMEOUT)
        await asyncio.sleep(0.5)
        assert fake_tg.texts_to(FRIEND) == ["echo: too slow"]
    finally:
        proc.send_signal(signal.SIGTERM)
        await asyncio.wait_for(proc.wait(), 90)


@pytest.mark.timeout(900)
async def test_gateway_status_and_health_endpoint(home, fake_llm: FakeLLM, fake_tg: FakeTelegram, tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    write_config(home, fake_llm, fake_tg, drain=5, health_port=port)
    proc = await spawn_daemon(home, tmp_path / "daemon.log")
    try:
        # READY comes before Telegram has connected (its SDK loads in the background); status.json
        # is refreshed every 10 s, so the first one may still say "connecting".
        await wait_until(lambda: '"connected": true' in _read(home.root / "status.json"),
                         timeout=DAEMON_START_TIMEOUT)
        env = dict(os.environ, HERMES_HOME=str(home.root))
        status = await asyncio.create_subprocess_exec(sys.executable, "-m", "gateway.cli", "gateway", "status", env=env,
                                                      stdout=asyncio.subprocess.PIPE)
        out, _ = await status.communicate()
        text = out.decode()
        assert f"running (pid {proc.pid}" in text and "telegram: connected" in text and "pending approvals" in text
        import aiohttp

        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{port}/health") as resp:
                body = await resp.json()
        assert body["pid"] == proc.pid and body["platforms"]["telegram"]["connected"] is True
        assert body["queue_depth"] == 0
    finally:
        proc.send_signal(signal.SIGTERM)
        await asyncio.wait_for(proc.wait(), 90)
    assert not (home.root / "status.json").exists()


async def test_idleness_survives_a_restart(gateway_factory, fake_llm):
    """The curator's idle gate counts from the last message anyone sent, not from the daemon's start."""
    gw = await gateway_factory()
    await gw.console.ask("hello")
    before = gw.app.db.sync.last_activity()
    await gw.restart()
    assert abs(gw.app.conversation.last_turn_at - before) < 1e-6


def _read(path) -> str:
    try:
        return path.read_text()
    except OSError:
        return ""
