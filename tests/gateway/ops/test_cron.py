"""Cron: schedules, missed runs, jobs firing and delivering through the console and Telegram."""

from __future__ import annotations

import asyncio
import time

import pytest

from gateway.ops.cron import ScheduleError, missed_run, parse_schedule
from tests.conftest import Gateway, wait_until
from tests.fakes.openai_server import FakeLLM


@pytest.mark.parametrize("text", ["every 30m", "every 2h", "every 1d", "every 5s", "0 9 * * *", "*/15 * * * 1-5"])
def test_schedules_parse(text):
    assert parse_schedule(text) is not None


@pytest.mark.parametrize("text", ["", "every", "every 0m", "every 5x", "61 * * * *", "tomorrow"])
def test_bad_schedules_are_clear_errors(text):
    with pytest.raises(ScheduleError):
        parse_schedule(text)


@pytest.mark.parametrize("schedule,last_ago,expected", [
    ("every 1h", 3 * 3600 + 60, True),      # runs were due: made up once
    ("every 1h", 1800, False),              # nothing was due
    ("every 1d", 3 * 86400, True),
    ("every 1d", 86400 * 12 + 7200, True),  # however late
    ("0 9 * * *", 10 * 86400, True),
    ("every 7d", 6 * 86400, False),
])
def test_missed_runs_are_made_up_once_however_late(schedule, last_ago, expected):
    now = time.time()
    assert missed_run(schedule, now - last_ago, now - 30 * 86400, now) is expected


def test_an_interval_counts_from_the_last_run_across_restarts():
    """The issue's case: a daemon restarted more often than the interval never ran the job."""
    from datetime import datetime, timedelta, timezone

    from gateway.ops.cron import anchor

    now = datetime(2027, 1, 10, 12, 0, tzinfo=timezone.utc)
    last_run = now - timedelta(hours=40)
    trigger = parse_schedule("every 2d", start=anchor(last_run.timestamp(), 0))
    assert trigger.get_next_fire_time(None, now) == last_run + timedelta(days=2)  # not "now + 2 days"
    never_ran = parse_schedule("every 2d", start=anchor(None, (now - timedelta(days=1)).timestamp()))
    assert never_ran.get_next_fire_time(None, now) == now + timedelta(days=1)


@pytest.fixture(autouse=True)
def quick_jobs(monkeypatch):
    """These tests run jobs every second; users get at most one a minute."""
    import gateway.ops.cron

    monkeypatch.setattr(gateway.ops.cron, "MIN_INTERVAL_SECONDS", 1)


async def test_cron_job_fires_and_delivers_to_its_chat(gateway: Gateway, fake_llm: FakeLLM):
    reply = await gateway.console.ask("/cron add every 1s | what day is it?")
    assert reply.startswith("Cron job #1 added")
    got = await gateway.console.reply(timeout=10)
    assert got == "echo: what day is it?"
    rows = gateway.app.db.sync.conn.execute("SELECT key, end_reason FROM sessions WHERE key LIKE 'cron:%'").fetchall()
    assert rows and all(r[1] == "cron" for r in rows)
    assert "Cron job #1 paused." == await gateway.console.ask("/cron pause 1")
    await asyncio.sleep(1.5)
    while not gateway.console.replies.empty():
        gateway.console.replies.get_nowait()  # a run that was already under way
    await asyncio.sleep(1.5)
    assert gateway.console.replies.empty()
    assert "[paused]" in await gateway.console.ask("/cron list")


async def test_each_run_is_a_fresh_session_with_its_own_snapshot(gateway: Gateway, fake_llm: FakeLLM):
    await gateway.console.ask("/cron add every 1s | ping")
    await gateway.console.reply(timeout=10)
    (gateway.home.memories / "MEMORY.md").write_text("Fresh fact.\n")
    await gateway.console.reply(timeout=10)
    await gateway.console.ask("/cron remove 1")
    prompts = [r["messages"][0]["content"] for r in fake_llm.turn_requests if r["messages"][-1]["content"] == "ping"]
    assert "Fresh fact." not in prompts[0] and "Fresh fact." in prompts[1]


async def test_job_added_from_the_cli_is_picked_up_and_loads_its_skills(gateway: Gateway, fake_llm: FakeLLM):
    from tests.gateway.skills.test_skills import write_skill

    write_skill(gateway.home.skills, "greet", body="Say hello warmly.\n")
    store = gateway.app.db.sync
    await gateway.app.db.cron_add("every 1s", "greet the team", ["greet"], "console", "local")
    await gateway.app.scheduler.sync()
    assert (await gateway.console.reply(timeout=10)).startswith("echo: [Skill /greet invoked]")
    last = [r for r in fake_llm.turn_requests if "greet the team" in r["messages"][-1]["content"]][0]
    assert "Say hello warmly." in last["messages"][-1]["content"]
    await wait_until(lambda: store.skill_records().get("greet", {}).get("use_count", 0) >= 1)


async def test_delivery_to_a_down_platform_is_retried_then_logged(gateway: Gateway, caplog):
    scheduler = gateway.app.scheduler
    scheduler.delivery_retries = (0.05, 0.05)
    await gateway.app.db.cron_add("every 1d", "to nowhere", [], "telegram", "123")
    job = (await gateway.app.db.cron_jobs())[-1]
    await scheduler.run_job(job["id"])
    assert caplog.text.count("cron delivery failed") == 3
    assert "cron answer not delivered; giving up" in caplog.text


async def test_curator_run_tells_admins_one_line(gateway: Gateway):
    from tests.curator.test_runner import seed
    from tests.gateway.skills.test_skills import write_skill

    write_skill(gateway.home.skills, "dusty")
    seed(gateway.home, "dusty", 400)
    now = time.time()
    gateway.app.conversation.last_turn_at = now - 10 * 3600
    await gateway.app.scheduler.curator_tick(now=now + 200 * 3600)
    notice = await asyncio.wait_for(gateway.console.notices.get(), 5)
    assert notice.text.startswith("🧹 Curator: 1 archived")
    assert not (gateway.home.skills / "dusty").exists()


async def test_curator_chat_commands(gateway: Gateway):
    from tests.curator.test_runner import seed
    from tests.gateway.skills.test_skills import write_skill

    write_skill(gateway.home.skills, "dusty")
    seed(gateway.home, "dusty", 400)
    assert "dusty: active → archived" in await gateway.console.ask("/curator run dry")
    assert (gateway.home.skills / "dusty").exists()
    assert "pinned" in await gateway.console.ask("/curator pin dusty")
    assert "no changes" in await gateway.console.ask("/curator run")
    await gateway.console.ask("/curator unpin dusty")
    assert "1 archived" in await gateway.console.ask("/curator run")
    assert (await gateway.console.ask("/curator archived")).startswith("dusty")
    assert "restored dusty" in await gateway.console.ask("/curator restore dusty")
    assert "Curator: enabled" in await gateway.console.ask("/curator status")


async def test_consolidation_proposals_are_always_staged_with_origin_curator(gateway_factory, fake_llm: FakeLLM):
    from tests.fakes.openai_server import text, tool_call
    from tests.gateway.skills.test_skills import skill_md, write_skill

    gw = await gateway_factory(curator={"consolidate": True}, skills={"write_approval": False})
    write_skill(gw.home.skills, "deploy-a", "deploys service a")
    write_skill(gw.home.skills, "deploy-b", "deploys service b")
    fake_llm.push_review(
        tool_call("skill_manage", {"action": "create", "name": "deploy", "content": skill_md("deploy", "deploys any service")}),
        tool_call("skill_manage", {"action": "delete", "name": "deploy-a"}),
        text("merged two"))
    staged = await gw.app.scheduler.consolidate()
    assert staged == 2
    records, _ = gw.app.staging.list("skills")
    assert {r.origin for r in records} == {"curator"} and len(records) == 2
    assert (gw.home.skills / "deploy-a").exists() and not (gw.home.skills / "deploy").exists()


@pytest.mark.parametrize("args,message", [
    (["every 5s", "console:local", "hi"], "too often"),
    (["every 1h", "fax:123", "hi"], "unknown platform 'fax'"),
    (["every 1h", "telegram:", "hi"], "platform:chat_id"),
    (["every 1h", "console:local", "   "], "the prompt is empty"),
    (["every 1h", "console:local", "hi", "--skill", "nope"], "no skill named 'nope'"),
    (["whenever", "console:local", "hi"], "not a schedule"),
])
def test_cron_add_refuses_bad_jobs_with_a_clear_error(tmp_path, args, message, monkeypatch):
    import os
    import subprocess
    import sys

    import gateway.ops.cron

    monkeypatch.setattr(gateway.ops.cron, "MIN_INTERVAL_SECONDS", 60)
    env = dict(os.environ, HERMES_HOME=str(tmp_path / "h"))
    done = subprocess.run([sys.executable, "-m", "gateway.cli", "cron", "add", *args], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


async def test_chat_cron_add_refuses_too_frequent_jobs(gateway: Gateway, monkeypatch):
    from gateway.ops import cron

    monkeypatch.setattr(cron, "MIN_INTERVAL_SECONDS", 60)
    assert "too often" in await gateway.console.ask("/cron add every 5s | ping")
    assert "the prompt" in await gateway.console.ask("/cron add every 1h |    ")


async def test_a_run_cut_short_by_a_stop_is_not_recorded_and_is_made_up_at_the_next_start(gateway: Gateway,
                                                                                           fake_llm: FakeLLM):
    """The simulated month lost a run: it was recorded as run when it started, then the daemon
    stopped before it answered. A run counts once it is done; until then the next start makes it up."""
    import time

    from tests.fakes.openai_server import hang, text

    db = gateway.app.db.sync
    await gateway.app.db.cron_add("every 1d", "the daily report", [], "console", "local", now=time.time() - 86400 - 60)
    scheduler = gateway.app.scheduler
    await scheduler.stop()
    fake_llm.push(hang())
    await scheduler.start()  # a start finds the run missed and makes it up: the model hangs
    await asyncio.wait_for(fake_llm.request_event.wait(), 60)
    await scheduler.stop()  # the daemon stops mid-run
    assert db.cron_jobs()[0]["last_run_at"] is None
    fake_llm.push(text("today's report"))
    await scheduler.start()
    assert await gateway.console.reply(timeout=60) == "today's report"
    await wait_until(lambda: db.cron_jobs()[0]["last_run_at"] is not None, timeout=60)


async def test_a_stop_during_a_running_job_logs_no_error(gateway: Gateway, fake_llm: FakeLLM, caplog):
    """Every restart of the simulated month logged 'Job ... raised an exception' for the job the
    stop cancelled: an operator watching for errors would be paged at each restart."""
    import logging

    from tests.fakes.openai_server import hang

    caplog.set_level(logging.INFO)
    fake_llm.push(hang())
    await gateway.console.ask("/cron add every 1s | a slow report")
    await asyncio.wait_for(fake_llm.request_event.wait(), 60)  # the job is running (under APScheduler)
    await gateway.app.scheduler.stop()
    await asyncio.sleep(0.5)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == [], [r.getMessage() for r in errors]
