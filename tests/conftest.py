"""Shared fixtures: a temp home, the fake LLM, and a running daemon behind a recording console."""

from __future__ import annotations

import asyncio
import io
import logging
import sys
from pathlib import Path
from typing import Any, AsyncIterator

import pytest

from adapters.console import ConsoleAdapter
from gateway.config import Config, Secrets
from gateway.daemon import Daemon
from gateway.home import Home
from gateway.log import configure_logging
from gateway.platform import Outbound
from tests.fakes.openai_server import FakeLLM

FAKE_API_KEY = "sk-test-hermes-0123456789abcdefSECRET"
FAKE_TG_TOKEN = "123456789:AAHfakeTelegramTokenForTests_abcdefgh"
FAKE_DISCORD_TOKEN = "MTAxfakeDiscordTokenForTests.GhJkLm.abcdefghijklmnopqrstuvwxyz0123"
SECRETS = (FAKE_API_KEY, FAKE_TG_TOKEN, FAKE_DISCORD_TOKEN)

configure_logging("DEBUG", json=True, stream=sys.stderr)


@pytest.fixture(autouse=True)
def no_secrets_in_output(caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]):
    """Every test: no fake token or key appears in any captured log line or output."""
    caplog.set_level(logging.DEBUG)
    yield
    out, err = capfd.readouterr()
    captured = caplog.text + out + err
    for secret in SECRETS:
        assert secret not in captured, "a secret leaked into test output"
    sys.stdout.write(out)
    sys.stderr.write(err)


@pytest.fixture
def home(tmp_path: Path) -> Home:
    return Home(tmp_path / "hermes").ensure()


@pytest.fixture
async def fake_llm() -> AsyncIterator[FakeLLM]:
    fake = FakeLLM()
    await fake.start()
    yield fake
    await fake.stop()


def make_config(fake: FakeLLM, **sections: dict[str, Any]) -> Config:
    data: dict[str, Any] = {
        "model": {"provider": "custom", "base_url": fake.base_url, "model": "fake-model",
                  "timeout_seconds": 5, "max_retries": 1},
    }
    for name, values in sections.items():
        data.setdefault(name, {}).update(values)
    return Config.model_validate(data)


def fake_secrets() -> Secrets:
    return Secrets(environ={"OPENAI_API_KEY": FAKE_API_KEY, "TELEGRAM_BOT_TOKEN": FAKE_TG_TOKEN,
                            "DISCORD_BOT_TOKEN": FAKE_DISCORD_TOKEN})


class RecordingConsole(ConsoleAdapter):
    """The real console adapter fed from a queue; every Outbound is also recorded."""

    def __init__(self, extra_users: tuple[str, ...] = ("guest",)) -> None:
        self.extra_users = set(extra_users)  # allowed, never admins
        self.inbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.sent: list[Outbound] = []
        self.replies: asyncio.Queue[Outbound] = asyncio.Queue()
        self.notices: asyncio.Queue[Outbound] = asyncio.Queue()
        super().__init__(lines=self._lines(), out=io.StringIO(), prompt=False)

    async def _lines(self) -> AsyncIterator[str]:
        while True:
            line = await self.inbox.get()
            if line is None:
                return
            yield line + "\n"

    async def send(self, out: Outbound) -> None:
        await super().send(out)
        self.sent.append(out)
        (self.notices if out.kind == "notice" else self.replies).put_nowait(out)

    def is_allowed(self, user_id: str) -> bool:
        return super().is_allowed(user_id) or user_id in self.extra_users

    def say(self, text: str) -> None:
        self.inbox.put_nowait(text)

    async def reply(self, timeout: float = 10.0) -> str:
        return (await asyncio.wait_for(self.replies.get(), timeout)).text

    async def ask(self, text: str, timeout: float = 10.0) -> str:
        self.say(text)
        return await self.reply(timeout)


class Gateway:
    """A daemon on a temp home with a RecordingConsole; restartable."""

    def __init__(self, home: Home, config: Config, console: bool = True):
        self.home = home
        self.config = config
        self.use_console = console
        self.daemon: Daemon | None = None
        self.console: RecordingConsole | None = None

    async def start(self) -> "Gateway":
        adapters = None
        if self.use_console:
            self.console = RecordingConsole()
            adapters = {"console": self.console}
        self.daemon = Daemon(self.home, self.config, fake_secrets(), adapters=adapters)
        await self.daemon.start()
        # Platform SDKs are imported in a worker thread after start (seconds for aiogram, far
        # more on a loaded machine); tests time their waits from here, once the import is done.
        for adapter in self.daemon.app.platforms:
            if hasattr(adapter, "loaded"):
                await asyncio.wait_for(adapter.loaded.wait(), 180)
        return self

    @property
    def app(self):
        assert self.daemon is not None and self.daemon.app is not None
        return self.daemon.app

    async def stop(self) -> dict:
        if self.daemon is None:
            return {}
        summary = await self.daemon.stop()
        self.daemon = None
        return summary

    async def restart(self) -> "Gateway":
        await self.stop()
        return await self.start()


@pytest.fixture
async def gateway(home: Home, fake_llm: FakeLLM) -> AsyncIterator[Gateway]:
    gw = Gateway(home, make_config(fake_llm))
    await gw.start()
    yield gw
    await gw.stop()


@pytest.fixture
async def gateway_factory(home: Home, fake_llm: FakeLLM):
    made: list[Gateway] = []

    async def make(**sections: dict[str, Any]) -> Gateway:
        gw = Gateway(home, make_config(fake_llm, **sections))
        await gw.start()
        made.append(gw)
        return gw

    yield make
    for gw in made:
        await gw.stop()


async def wait_until(predicate, timeout: float = 10.0, interval: float = 0.02) -> None:
    """Poll `predicate` until it is true; fail the test after `timeout` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not predicate():
        if loop.time() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(interval)


# How long a freshly spawned daemon may take to answer its first message: the interpreter,
# the gateway's imports, then aiogram and openai in the background. Seconds on an idle
# machine; on a busy CI machine aiogram's import alone has taken over 20 s.
DAEMON_START_TIMEOUT = 240


async def spawn_daemon(home: Home, log_path: Path, **extra_env: str) -> asyncio.subprocess.Process:
    """`hermes gateway run` as a real process on `home`, its output appended to `log_path`."""
    import os

    env = dict(os.environ, HERMES_HOME=str(home.root), TELEGRAM_BOT_TOKEN=FAKE_TG_TOKEN, **extra_env)
    env.pop("OPENAI_API_KEY", None)
    log = open(log_path, "ab")
    return await asyncio.create_subprocess_exec(sys.executable, "-m", "gateway.cli", "gateway", "run", env=env,
                                                stdin=asyncio.subprocess.DEVNULL, stdout=log, stderr=log)


# Platform fakes are shared by tests outside tests/adapters too.
from tests.adapters.conftest import dc_gateway, fake_dc, fake_tg, tg_gateway  # noqa: E402,F401
