"""Startup: seconds from process start to sd_notify READY=1, with Telegram and Discord fakes."""

from __future__ import annotations

import asyncio
import os
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

import yaml

from tests.conftest import FAKE_DISCORD_TOKEN, FAKE_TG_TOKEN
from tests.fakes.discord_server import FakeDiscord
from tests.fakes.openai_server import FakeLLM
from tests.fakes.telegram_server import FakeTelegram


async def once(home: Path, llm: FakeLLM, tg: FakeTelegram, dc: FakeDiscord) -> float:
    sock_path = home / "notify.sock"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(str(sock_path))
    sock.setblocking(False)
    env = dict(os.environ, HERMES_HOME=str(home), NOTIFY_SOCKET=str(sock_path), TELEGRAM_BOT_TOKEN=FAKE_TG_TOKEN,
               DISCORD_BOT_TOKEN=FAKE_DISCORD_TOKEN, HERMES_LOG_LEVEL="WARNING")
    loop = asyncio.get_running_loop()
    t0 = time.monotonic()
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "gateway.cli", "gateway", "run", env=env,
                                                stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.DEVNULL,
                                                stderr=asyncio.subprocess.DEVNULL)
    try:
        while True:
            data = await asyncio.wait_for(loop.sock_recv(sock, 4096), 60)
            if b"READY=1" in data:
                return time.monotonic() - t0
    finally:
        proc.terminate()
        await proc.wait()
        sock.close()
        sock_path.unlink()


async def run(rounds: int = 5) -> dict:
    llm, tg, dc = FakeLLM(), FakeTelegram(token=FAKE_TG_TOKEN), FakeDiscord(token=FAKE_DISCORD_TOKEN)
    await llm.start()
    await tg.start()
    await dc.start()
    samples = []
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        (home / "config.yaml").write_text(yaml.safe_dump({
            "model": {"provider": "custom", "base_url": llm.base_url, "model": "fake-model"},
            "platforms": {"telegram": {"enabled": True, "api_base": tg.base, "allowed_users": [1], "admins": [1]},
                          "discord": {"enabled": True, "api_base": dc.api_base, "gateway_url": dc.gateway_url,
                                      "allowed_users": [1], "admins": [1]},
                          "console": {"enabled": False}},
        }))
        for _ in range(rounds):
            samples.append(await once(home, llm, tg, dc))
    await dc.stop()
    await tg.stop()
    await llm.stop()
    return {"median_s": statistics.median(samples), "max_s": max(samples), "rounds": rounds}


def main() -> dict:
    result = asyncio.run(run())
    print(f"startup to READY=1 (Telegram + Discord fakes, {result['rounds']} runs): "
          f"median {result['median_s']:.2f} s, max {result['max_s']:.2f} s")
    return result


if __name__ == "__main__":
    main()
