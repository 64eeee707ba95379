"""Gateway overhead and throughput against a minimal aiogram bot, on the same fakes.

Both run as child processes; the fake Bot API server and the fake LLM (fixed delay) run here.
Overhead of a turn = reply time - max(its arrival, the previous reply in its chat) - LLM delay,
so per-chat queueing (one turn at a time per chat) is not counted as overhead.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import yaml

from tests.conftest import FAKE_TG_TOKEN
from tests.fakes.openai_server import FakeLLM
from tests.fakes.telegram_server import FakeTelegram

LLM_DELAY = 0.2
SCENARIOS = ((1, 40), (100, 400), (1000, 2000))  # (chats, updates)


def peak_rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, int(round(p / 100 * len(values))) - 1))]


async def drive(kind: str, chats: int, updates: int) -> dict:
    llm = FakeLLM(default_delay=LLM_DELAY)
    await llm.start()
    tg = FakeTelegram(token=FAKE_TG_TOKEN)
    await tg.start()
    sent_at: dict[int, list[float]] = {}
    tmp = tempfile.TemporaryDirectory()
    env = dict(os.environ, TELEGRAM_BOT_TOKEN=FAKE_TG_TOKEN, HERMES_LOG_LEVEL="WARNING")
    users = [100000 + i for i in range(chats)]
    if kind == "gateway":
        home = Path(tmp.name)
        (home / "config.yaml").write_text(yaml.safe_dump({
            "model": {"provider": "custom", "base_url": llm.base_url, "model": "fake-model", "max_retries": 0},
            "platforms": {"telegram": {"enabled": True, "api_base": tg.base, "allowed_users": users, "admins": []},
                          "console": {"enabled": False}},
            "memory": {"nudge_interval": 100000},  # measure turns, not background reviews
        }))
        env["HERMES_HOME"] = str(home)
        cmd = [sys.executable, "-m", "gateway.cli", "gateway", "run"]
        if os.environ.get("BENCH_PROFILE"):  # e.g. BENCH_PROFILE=/tmp/gw.prof: cProfile the daemon
            cmd = [sys.executable, "-m", "cProfile", "-o", os.environ["BENCH_PROFILE"], "-m", "gateway.cli", "gateway", "run"]
    else:
        cmd = [sys.executable, "-m", "tests.bench.baseline_bot", tg.base, llm.base_url]
    proc = await asyncio.create_subprocess_exec(*cmd, env=env, stdin=asyncio.subprocess.DEVNULL,
                                                stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
    try:
        # Warm up: one message, so start-up is not measured.
        await tg.user_says("warm up", user_id=users[0])
        await tg.wait_for_messages(users[0], 1, timeout=60)
        tg.sent.clear()
        t0 = time.monotonic()
        for i in range(updates):
            user = users[i % chats]
            sent_at.setdefault(user, []).append(time.monotonic())
            await tg.user_says(f"msg {i}", user_id=user)
        deadline = time.monotonic() + 300
        while len(tg.sent) < updates and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        t_end = max(m["ts"] for m in tg.sent) if tg.sent else time.monotonic()
        overheads = []
        for user, pushes in sent_at.items():
            replies = sorted(m["ts"] for m in tg.messages_to(user))
            previous = 0.0
            for pushed, replied in zip(pushes, replies):
                start = max(pushed, previous)
                overheads.append((replied - start - LLM_DELAY) * 1000)
                previous = replied
        rss = peak_rss_mb(proc.pid)
    finally:
        proc.terminate()
        try:
            await asyncio.wait_for(proc.wait(), 30)
        except asyncio.TimeoutError:
            proc.kill()
        await tg.stop()
        await llm.stop()
        tmp.cleanup()
    answered = len(tg.sent)
    return {"kind": kind, "chats": chats, "updates": updates, "answered": answered,
            "turns_per_s": answered / (t_end - t0) if answered else 0.0,
            "p50_ms": statistics.median(overheads) if overheads else float("nan"),
            "p95_ms": percentile(overheads, 95) if overheads else float("nan"),
            "p99_ms": percentile(overheads, 99) if overheads else float("nan"),
            "peak_rss_mb": rss}


async def run(scenarios=SCENARIOS) -> list[dict]:
    rows = []
    for chats, updates in scenarios:
        for kind in ("baseline", "gateway"):
            rows.append(await drive(kind, chats, updates))
    return rows


def main() -> list[dict]:
    rows = asyncio.run(run())
    print(f"throughput: fake Bot API + fake LLM ({LLM_DELAY * 1000:.0f} ms a completion); overhead beyond the LLM delay")
    print(f"{'chats':>6} {'updates':>7} {'bot':>9} {'turns/s':>8} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} {'RSS MB':>7} {'ratio':>6}")
    base = {}
    for r in rows:
        if r["kind"] == "baseline":
            base[r["chats"]] = r
        ratio = r["turns_per_s"] / base[r["chats"]]["turns_per_s"] if r["kind"] == "gateway" else 1.0
        r["ratio"] = ratio
        print(f"{r['chats']:>6} {r['updates']:>7} {r['kind']:>9} {r['turns_per_s']:>8.1f} {r['p50_ms']:>7.1f} "
              f"{r['p95_ms']:>7.1f} {r['p99_ms']:>7.1f} {r['peak_rss_mb']:>7.0f} {ratio:>6.2f}")
    return rows


if __name__ == "__main__":
    main()
