"""Start-up: the gateway against a bare aiogram bot on the same fake Bot API, rounds alternating.

Per round: the gateway (Telegram and Discord fakes) from process start to sd_notify READY=1
and to its first getUpdates reaching the fake, then the bare bot (tests/bench/baseline_bot.py)
from process start to its first getUpdates. Then the CLI: `--help` and `gateway status` on a
home with a config and no daemon, and whether importing the CLI pulls in a platform SDK.

`python -m tests.bench.startup [--rounds N] [--tree DIR]`: DIR is another checkout whose
gateway is started (the bench, the fakes and the bare bot stay this tree's).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

from tests.conftest import FAKE_DISCORD_TOKEN, FAKE_TG_TOKEN
from tests.fakes.discord_server import FakeDiscord
from tests.fakes.openai_server import FakeLLM
from tests.fakes.telegram_server import FakeTelegram

HERE = Path(__file__).resolve().parents[2]
TIMEOUT = 120.0
SDKS = ("aiogram", "discord", "openai")
# What `import gateway.cli` leaves in sys.modules, printed as `name=True|False` per SDK.
PROBE = f"import sys, gateway.cli; print(' '.join(m + '=' + str(m in sys.modules) for m in {SDKS!r}))"


def spread(samples: list[float]) -> dict:
    return {"median": statistics.median(samples), "min": min(samples), "max": max(samples), "n": len(samples)}


async def _stop(proc: asyncio.subprocess.Process) -> None:
    if proc.returncode is None:
        proc.terminate()
    try:
        await asyncio.wait_for(proc.wait(), 30)
    except asyncio.TimeoutError:
        proc.kill()
        await proc.wait()


async def gateway_once(home: Path, tree: Path, tg: FakeTelegram) -> tuple[float, float]:
    """(seconds to READY=1, seconds to the first getUpdates), both from process start."""
    sock_path = home / "notify.sock"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(str(sock_path))
    sock.setblocking(False)
    env = dict(os.environ, HERMES_HOME=str(home), NOTIFY_SOCKET=str(sock_path), TELEGRAM_BOT_TOKEN=FAKE_TG_TOKEN,
               DISCORD_BOT_TOKEN=FAKE_DISCORD_TOKEN, HERMES_LOG_LEVEL="WARNING")
    env.pop("PYTHONPATH", None)  # the gateway under test is the one in `tree` (its cwd)
    loop = asyncio.get_running_loop()
    tg.forget_first_poll()
    t0 = time.monotonic()
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "gateway.cli", "gateway", "run", env=env,
                                                cwd=tree, stdin=asyncio.subprocess.DEVNULL,
                                                stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
    try:
        while True:
            data = await asyncio.wait_for(loop.sock_recv(sock, 4096), TIMEOUT)
            if b"READY=1" in data:
                ready = time.monotonic() - t0
                break
        await asyncio.wait_for(tg.polled.wait(), TIMEOUT)
        assert tg.first_poll_at is not None
        return ready, tg.first_poll_at - t0
    finally:
        await _stop(proc)
        sock.close()
        sock_path.unlink()


async def bare_bot_once(tg: FakeTelegram, llm: FakeLLM) -> float:
    """Seconds from process start to the bare aiogram bot's first getUpdates."""
    env = dict(os.environ, TELEGRAM_BOT_TOKEN=FAKE_TG_TOKEN)
    tg.forget_first_poll()
    t0 = time.monotonic()
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "tests.bench.baseline_bot", tg.base, llm.base_url,
                                                env=env, cwd=HERE, stdin=asyncio.subprocess.DEVNULL,
                                                stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
    try:
        await asyncio.wait_for(tg.polled.wait(), TIMEOUT)
        assert tg.first_poll_at is not None
        return tg.first_poll_at - t0
    finally:
        await _stop(proc)


def cli_once(home: Path, tree: Path, *args: str) -> float:
    env = dict(os.environ, HERMES_HOME=str(home))
    env.pop("PYTHONPATH", None)
    t0 = time.monotonic()
    subprocess.run([sys.executable, "-m", "gateway.cli", *args], env=env, cwd=tree, stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=TIMEOUT)
    return time.monotonic() - t0


def cli_imports(tree: Path) -> dict[str, bool]:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, cwd=tree, capture_output=True,
                         text=True, timeout=TIMEOUT).stdout.split()
    return {name: value == "True" for name, value in (item.split("=") for item in out)}


def write_config(home: Path, llm: FakeLLM, tg: FakeTelegram, dc: FakeDiscord) -> None:
    (home / "config.yaml").write_text(yaml.safe_dump({
        "model": {"provider": "custom", "base_url": llm.base_url, "model": "fake-model"},
        "platforms": {"telegram": {"enabled": True, "api_base": tg.base, "allowed_users": [1], "admins": [1]},
                      "discord": {"enabled": True, "api_base": dc.api_base, "gateway_url": dc.gateway_url,
                                  "allowed_users": [1], "admins": [1]},
                      "console": {"enabled": False}},
    }))


async def run(rounds: int = 5, tree: Path = HERE) -> dict:
    load = os.getloadavg()
    llm, tg, dc = FakeLLM(), FakeTelegram(token=FAKE_TG_TOKEN), FakeDiscord(token=FAKE_DISCORD_TOKEN)
    await llm.start()
    await tg.start()
    await dc.start()
    ready, gw_poll, bot_poll, help_s, status_s = [], [], [], [], []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            home = Path(tmp)
            write_config(home, llm, tg, dc)
            for _ in range(rounds):  # alternating, so a change in the machine's load hits both alike
                r, p = await gateway_once(home, tree, tg)
                ready.append(r)
                gw_poll.append(p)
                bot_poll.append(await bare_bot_once(tg, llm))
            for _ in range(rounds):
                help_s.append(await asyncio.to_thread(cli_once, home, tree, "--help"))
                status_s.append(await asyncio.to_thread(cli_once, home, tree, "gateway", "status"))
            imports = await asyncio.to_thread(cli_imports, tree)
    finally:
        await dc.stop()
        await tg.stop()
        await llm.stop()
    # The pairs come from the same round, so their differences share its load.
    diffs = [g - b for g, b in zip(gw_poll, bot_poll)]
    return {"rounds": rounds, "tree": str(tree), "load_at_start": load, "load_at_end": os.getloadavg(),
            "ready": spread(ready), "gateway_first_poll": spread(gw_poll), "bare_first_poll": spread(bot_poll),
            "first_poll_gap": spread(diffs),
            "gap_of_medians": statistics.median(gw_poll) - statistics.median(bot_poll),
            "cli_help": spread(help_s), "cli_status": spread(status_s), "cli_imports": imports,
            # the keys earlier reports read
            "median_s": statistics.median(ready), "max_s": max(ready)}


ROWS = (("ready", "gateway: start → READY=1 (Telegram + Discord)"),
        ("gateway_first_poll", "gateway: start → first getUpdates"),
        ("bare_first_poll", "bare aiogram bot: start → first getUpdates"),
        ("first_poll_gap", "gateway − bare bot, per round (issue: ≤ 0.3 s)"),
        ("cli_help", "`hermes --help`"),
        ("cli_status", "`hermes gateway status` (no daemon)"))


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.startup")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--tree", type=Path, default=HERE, help="checkout whose gateway to start")
    args = parser.parse_args([] if argv is None else argv)
    print("load average at start: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    result = asyncio.run(run(args.rounds, args.tree.resolve()))
    print(f"startup ({result['rounds']} alternating rounds, gateway from {result['tree']}):")
    print(f"{'':52} {'median':>7} {'min':>7} {'max':>7}")
    for key, label in ROWS:
        s = result[key]
        print(f"{label:52} {s['median']:>6.2f}s {s['min']:>6.2f}s {s['max']:>6.2f}s")
    print(f"{'difference of the medians (b − c)':52} {result['gap_of_medians']:>6.2f}s")
    print("after `import gateway.cli`: " + ", ".join(f"{m} {'imported' if v else 'not imported'}"
                                                     for m, v in result["cli_imports"].items()))
    print("load average at end: {:.2f} {:.2f} {:.2f}".format(*result["load_at_end"]))
    return result


if __name__ == "__main__":
    main(sys.argv[1:])
