"""A simulated month: the real daemon, under libfaketime, against the Telegram and model fakes.

The daemon's clock (wall and monotonic) is moved forward in jumps through 30 days, as a
server's would be by a suspend or an NTP step, while the fakes keep real time. Each day:
several chats talk (one writes memory, one uses a skill only through skill_view), /new and
idle resets end sessions, admins approve writes, a 2-day and a 7-day cron job come due, and
the day ends with a SIGTERM restart (two days end with a SIGKILL mid-turn instead). Day 10
has failing sends that recover, day 15 a whole-day Telegram outage, day 20 a reply that
cannot be delivered before it expires. The month's figures are printed; the assertions are
the issue's: reviews, skill states, cron counts, exactly-once in-order answers, expiry,
bounded memory and live sessions, and a usage ledger that matches the model's requests.

Run with `make soak` (CI does); `make test` leaves it out (marker `drill`).
"""

from __future__ import annotations

import asyncio
import glob
import json
import os
import signal
import sqlite3
import sys
import time
from pathlib import Path

import pytest

from gateway.home import Home
from gateway.store import StateStore
from tests.conftest import FAKE_TG_TOKEN, wait_until
from tests.fakes.openai_server import FakeLLM, Reply, tool_call
from tests.fakes.telegram_server import FakeTelegram, Fault

pytestmark = pytest.mark.drill

LIBFAKETIME = next(iter(sorted(glob.glob("/usr/lib/*/faketime/libfaketime.so.1"))), None)
DAYS = int(os.environ.get("HERMES_SOAK_DAYS", "30"))
ADMIN, ANN, BOB = 111, 222, 333
CHATS = (ADMIN, ANN, BOB)
KILL_DAYS = {8, 22}
OUTAGE_DAY, FLAKY_DAY, EXPIRY_DAY = 15, 10, 20
DAY = 86400


def skill(name: str, description: str) -> str:
    return f"---\nname: {name}\ndescription: {description}\n---\n1. Check.\n2. Do.\n"


class Month:
    """The driver: the daemon process, its clock, and what the month should produce."""

    def __init__(self, home: Home, fake_tg: FakeTelegram, fake_llm: FakeLLM, log_path: Path):
        self.home, self.tg, self.llm, self.log_path = home, fake_tg, fake_llm, log_path
        self.clock_file = home.root.parent / "faketime"
        self.origin = time.time() // DAY * DAY + DAY  # day 0 is tomorrow (UTC): every jump goes forward
        self.offset = 0.0
        self.proc: asyncio.subprocess.Process | None = None
        self.sent: dict[int, list[str]] = {c: [] for c in CHATS}  # what each chat said, in order (not commands)
        self.never_answered: set[str] = set()
        self.rss: list[int] = []
        self.live: list[int] = []
        self.killed_in_flight = 0
        self.restarts = 0
        self.said = 0  # every message said, commands too: each ends as an inbox row that is finished

    # ---- the daemon's clock ------------------------------------------------------------
    def sim_now(self) -> float:
        return time.time() + self.offset

    async def jump_to(self, day: int, hour: float) -> None:
        target = self.origin + day * DAY + hour * 3600
        if target <= self.sim_now():
            return
        self.offset = target - time.time()
        self.clock_file.write_text(f"{self.offset:+.0f}\n")
        await asyncio.sleep(0.3)  # libfaketime reads the file at every clock call (FAKETIME_NO_CACHE)

    # ---- the process -------------------------------------------------------------------
    async def start(self) -> None:
        env = dict(os.environ, HERMES_HOME=str(self.home.root), TELEGRAM_BOT_TOKEN=FAKE_TG_TOKEN,
                   LD_PRELOAD=LIBFAKETIME or "", FAKETIME_TIMESTAMP_FILE=str(self.clock_file),
                   FAKETIME_NO_CACHE="1", HERMES_LOG_LEVEL="INFO")
        env.pop("OPENAI_API_KEY", None)
        marks = self.log_path.read_text().count('"gateway started"') if self.log_path.exists() else 0
        log = open(self.log_path, "ab")
        self.proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "gateway.cli", "gateway", "run", env=env,
                                                         stdin=asyncio.subprocess.DEVNULL, stdout=log, stderr=log)
        await wait_until(lambda: self.log_path.read_text().count('"gateway started"') > marks, timeout=90, interval=0.2)
        self.restarts += 1

    async def stop(self, sig: int = signal.SIGTERM) -> int:
        assert self.proc is not None
        self.sample()
        self.proc.send_signal(sig)
        code = await asyncio.wait_for(self.proc.wait(), 90)
        self.proc = None
        return code

    def sample(self) -> None:
        if self.proc is None:
            return
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                self.rss.append(int(line.split()[1]) // 1024)
        try:
            self.live.append(json.loads((self.home.root / "status.json").read_text()).get("live_sessions", 0))
        except (OSError, ValueError):
            pass

    # ---- talking -----------------------------------------------------------------------
    async def say(self, chat: int, text: str, answered: bool = True) -> None:
        self.said += 1
        if not text.startswith("/"):
            self.sent[chat].append(text)
        if not answered:
            self.never_answered.add(text)
        await self.tg.user_says(text, user_id=chat)

    async def settle(self, timeout: float = 300) -> None:
        """Until every said message has been answered (or expired) and the model is idle.

        The timeout is generous on purpose: CI machines are shared, and a busy one can take
        minutes to drain a day's backlog. When it runs out, the failure says what is missing."""
        state: dict[str, object] = {}

        def quiet() -> bool:
            replied = {m["text"] for m in self.tg.sent}
            waiting = [t for texts in self.sent.values() for t in texts
                       if t not in self.never_answered and f"echo: {t}" not in replied and f"done: {t}" not in replied]
            state.update(waiting=waiting[:5], in_flight=self.llm.in_flight)
            if waiting or self.llm.in_flight:
                return False
            with sqlite3.connect(self.home.db_path) as db:  # command replies too: every row finished
                finished = db.execute("SELECT count(*) FROM inbox WHERE state NOT IN ('pending', 'replied')").fetchone()[0]
            state.update(finished=finished, said=self.said)
            return finished >= self.said
        try:
            await wait_until(quiet, timeout=timeout, interval=0.1)
        except AssertionError:
            raise AssertionError(f"the daemon did not settle within {timeout:.0f} s: {state}") from None


def responder(seen: set[str]):
    def answer(body: dict) -> Reply:
        last = body["messages"][-1]
        text = next(str(m.get("content") or "") for m in reversed(body["messages"]) if m["role"] == "user")
        if last["role"] == "tool":
            return Reply(content=f"done: {text}")
        if text.startswith("use the checklist"):
            return tool_call("skill_view", {"name": "daily-checklist"})
        if text.startswith("remember:"):
            return tool_call("memory", {"action": "add", "target": "user", "content": text[len("remember:"):].strip()})
        if text.startswith("slow:") and text not in seen:
            seen.add(text)
            return Reply(content=f"echo: {text}", delay=10)
        return Reply(content=f"echo: {text}")
    return answer


@pytest.mark.timeout(3600)
@pytest.mark.skipif(LIBFAKETIME is None, reason="libfaketime is missing: `make soak` installs Debian's faketime")
async def test_a_simulated_month(tmp_path: Path, fake_tg: FakeTelegram, fake_llm: FakeLLM, capfd):
    fake_llm.keep_requests = True
    fake_llm.responder = responder(set())
    home = Home(tmp_path / "hermes").ensure()
    home.config_path.write_text(json.dumps({
        "model": {"provider": "custom", "base_url": fake_llm.base_url, "model": "fake-model", "timeout_seconds": 60,
                  "max_retries": 0},
        "platforms": {"telegram": {"enabled": True, "api_base": fake_tg.base, "allowed_users": list(CHATS),
                                   "admins": [ADMIN]}, "console": {"enabled": False}},
        "memory": {"nudge_interval": 3},
        "approval": {"notify_interval": 0},
        "session": {"idle_reset_minutes": 120, "max_live": 2},
        "curator": {"interval_hours": 168, "min_idle_hours": 2, "stale_after_days": 10, "archive_after_days": 20},
        "gateway": {"answer_within_hours": 1, "drain_seconds": 10},
    }))
    for name, text in (("daily-checklist", "the checklist the agent reads every day"),
                       ("forgotten", "a procedure nobody uses")):
        (home.skills / name).mkdir(parents=True)
        (home.skills / name / "SKILL.md").write_text(skill(name, text))
    month = Month(home, fake_tg, fake_llm, tmp_path / "daemon.log")
    month.clock_file.write_text("+0\n")
    await month.jump_to(0, 8)
    store = StateStore(home.db_path)
    for name in ("daily-checklist", "forgotten"):
        store.skill_ensure(name, "agent", month.sim_now())
    store.cron_add("every 2d", "cron: two-day report", [], "telegram", str(ADMIN), now=month.sim_now())
    store.cron_add("every 7d", "cron: weekly report", [], "telegram", str(ADMIN), now=month.sim_now())
    store.close()
    await month.start()
    try:
        for day in range(1, DAYS + 1):
            await month.jump_to(day, 9)
            if day == OUTAGE_DAY:
                fake_tg.down = True
            await month.say(ADMIN, f"use the checklist please (day {day})")  # the skill is only ever viewed
            await month.say(ANN, f"day {day}: how are you?")
            if day % 2:
                await month.say(ANN, f"remember: Ann said something on day {day}.")
            await month.say(BOB, f"day {day}: a question")
            if day == FLAKY_DAY:
                fake_tg.fail("sendMessage", *[Fault(status=502, description="Bad Gateway")] * 4)
            if day == OUTAGE_DAY:
                await month.jump_to(day, 23)
                fake_tg.down = False  # the backlog arrives now, fresh for the daemon
            await month.settle()
            if day == EXPIRY_DAY:
                fake_tg.fail("sendMessage", *[Fault(status=502, description="Bad Gateway")] * 200)
                await month.say(BOB, "this reply is lost in a long outage", answered=False)
                await wait_until(lambda: sum(1 for m, p in fake_tg.calls if m == "sendMessage"
                                             and "lost in a long outage" in p.get("text", "")) >= 1, timeout=30)
                await month.jump_to(day, 12)  # past gateway.answer_within_hours
                store = StateStore(home.db_path)
                try:
                    await wait_until(lambda: store.conn.execute(
                        "SELECT count(*) FROM inbox WHERE state='expired'").fetchone()[0] == 1, timeout=60)
                finally:
                    store.close()
                fake_tg._faults.clear()
            await month.say(BOB, f"day {day}: later on")
            if day % 3 == 0:
                await month.say(BOB, "/new")
            if day % 2 == 0:
                await month.say(ADMIN, "/memory approve all")
            await month.settle()
            month.sample()
            await month.jump_to(day, 23)
            if day in KILL_DAYS:
                await month.say(ANN, f"slow: killed mid-turn on day {day}")
                await wait_until(lambda: fake_llm.in_flight >= 1, timeout=30)
                month.killed_in_flight += fake_llm.in_flight
                assert await month.stop(signal.SIGKILL) == -signal.SIGKILL
            else:
                assert await month.stop() == 0
            await month.start()
            if day in KILL_DAYS:
                # The killed turn is redone from the inbox after the restart: let it finish at
                # 23:00 as it would in life, before the clock jumps past answer_within_hours.
                await month.settle()
        await month.jump_to(DAYS + 1, 9)
        await month.settle()
        await wait_until(lambda: fake_llm.in_flight == 0, timeout=60)
        await asyncio.sleep(2)  # reviews owed from before the last restart
        await wait_until(lambda: fake_llm.in_flight == 0, timeout=60)
    finally:
        if month.proc is not None:
            try:
                await month.stop()
            except asyncio.TimeoutError:
                month.proc.kill()  # a daemon that would not stop must not outlive the drill
                raise

    store = StateStore(home.db_path)
    try:
        owed = store.conn.execute("SELECT count(*) FROM sessions WHERE ended_at IS NOT NULL AND key NOT LIKE 'cron:%' "
                                  "AND turns > reviewed_turns").fetchone()[0]
        skipped = store.conn.execute("SELECT count(*) FROM sessions WHERE review_note IS NOT NULL").fetchone()[0]
        ended = store.conn.execute("SELECT count(*) FROM sessions WHERE ended_at IS NOT NULL AND key NOT LIKE 'cron:%' "
                                   "AND turns > 0").fetchone()[0]
        # A run a stop cut short left a session without a turn; it is made up at the next start.
        cron = dict(store.conn.execute("SELECT key, count(*) FROM sessions WHERE key LIKE 'cron:%' AND turns > 0 "
                                       "GROUP BY key"))
        cron_runs: dict[str, list[float]] = {}
        for key, started in store.conn.execute("SELECT key, started_at FROM sessions WHERE key LIKE 'cron:%' "
                                               "AND turns > 0 ORDER BY started_at"):
            cron_runs.setdefault(key, []).append(started)
        skills = store.skill_records()
        checklist_moves = [e for e in store.journal() if e["subject"] == "daily-checklist" and e["kind"] == "skill"]
        ledger = store.conn.execute("SELECT count(*) FROM usage").fetchone()[0]
        expired = store.conn.execute("SELECT count(*) FROM inbox WHERE state='expired'").fetchone()[0]
        unfinished = store.inbox_depth()
    finally:
        store.close()

    # Every inbound message answered exactly once, in the order of its chat.
    for chat, texts in month.sent.items():
        answered = [t for t in texts if t not in month.never_answered]
        replies = [m["text"].split(": ", 1)[1] for m in fake_tg.messages_to(chat)
                   if m["text"].startswith(("echo: ", "done: ")) and not m["text"].startswith("echo: cron:")]
        assert replies == answered, (chat, replies[-5:], answered[-5:])
    assert not any("lost in a long outage" in m["text"] for m in fake_tg.sent)  # never delivered late
    assert expired == (1 if DAYS >= EXPIRY_DAY else 0) and unfinished == 0
    assert owed == 0 and ended > DAYS  # every ended session was reviewed, or skipped with a reason
    assert skills["daily-checklist"]["state"] == "active" and checklist_moves == []
    assert skills["forgotten"]["state"] == ("archived" if DAYS >= 21 else "stale" if DAYS >= 14 else "active")
    # Cron: an interval job is anchored at its last run, and a run found late (the daemon was
    # down, or the clock jumped hours ahead of the scheduler's next look, at most 30 s of real
    # time) runs once and moves the anchor. So: never two runs within one interval, never a run
    # later than one of the drill's clock jumps (14 h) past its due time, and every due run held.
    for key, every in (("cron:1", 2 * DAY), ("cron:2", 7 * DAY)):
        runs = cron_runs.get(key, [])
        gaps = [b - a for a, b in zip(runs, runs[1:])]
        assert all(every - 60 <= gap <= every + 14 * 3600 + 120 for gap in gaps), (key, [g / 3600 for g in gaps])
        first_due = month.origin + 8 * 3600 + every
        assert runs and runs[0] - first_due <= 14 * 3600 + 120, key
        assert (month.origin + (DAYS + 1) * DAY + 9 * 3600) - runs[-1] < every + 14 * 3600, key  # none left out at the end
    assert ledger == len(fake_llm.requests) - month.killed_in_flight
    assert max(month.live) <= 2
    assert max(month.rss) < 400, month.rss  # MB
    with capfd.disabled():
        print(f"\nsimulated {DAYS} days: {month.restarts} starts ({len([d for d in KILL_DAYS if d <= DAYS])} after SIGKILL), "
              f"{sum(len(v) for v in month.sent.values())} messages, {len(fake_llm.requests)} model requests "
              f"(ledger {ledger}, {month.killed_in_flight} cut by a kill), {ended} sessions ended "
              f"({skipped} reviews skipped with a reason), cron runs {cron}, {expired} reply expired undelivered, "
              f"RSS {min(month.rss)}–{max(month.rss)} MB, live sessions ≤ {max(month.live)}")
