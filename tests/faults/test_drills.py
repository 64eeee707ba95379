"""Fault drills: nothing lost, nothing doubled, under kills, full disks, locks and bad input."""

from __future__ import annotations

import asyncio
import errno
import os
import random
import re
import resource
import signal
import subprocess
import sys
import time

import pytest
import yaml

from gateway.approval.staging import StagingStore
from gateway.memory.store import MemoryStore
from gateway.platform import InboundMessage
from tests.conftest import Gateway, make_config, spawn_daemon, wait_until
from tests.fakes.openai_server import FakeLLM, Reply, garbage, text, tool_call
from tests.fakes.telegram_server import FakeTelegram

USERS = [5000 + i for i in range(20)]
ADMIN = USERS[0]


def drill_responder(body: dict) -> Reply:
    """Echo; a message asking to remember something gets a memory tool call first."""
    last = body["messages"][-1]
    if last["role"] == "tool":
        asked = next(m["content"] for m in reversed(body["messages"]) if m["role"] == "user")
        return text(f"noted: {asked}")
    content = last.get("content") or ""
    if content.startswith("remember"):
        return tool_call("memory", {"action": "add", "target": "memory", "content": f"Drill fact: {content}"})
    return text(f"echo: {content}")


def approve_all(home) -> list[str]:
    """Approve everything pending through the CLI; return the contents that were applied."""
    staging = StagingStore(home.pending)
    records, broken = staging.list("memory")
    assert broken == [], f"corrupt pending records: {broken}"
    contents = {r.id: r.payload["content"] for r in records}
    env = dict(os.environ, HERMES_HOME=str(home.root))
    out = subprocess.run([sys.executable, "-m", "gateway.cli", "memory", "approve", "all"], env=env,
                         capture_output=True, text=True, timeout=60).stdout
    return [contents[m] for m in re.findall(r"✅ (\w+):", out) if m in contents]


@pytest.mark.drill
@pytest.mark.timeout(1200)
async def test_sigkill_at_random_points_loses_nothing_and_doubles_nothing(home, fake_llm: FakeLLM, fake_tg: FakeTelegram, tmp_path):
    rng = random.Random(20261130)
    home.config_path.write_text(yaml.safe_dump({
        "model": {"provider": "custom", "base_url": fake_llm.base_url, "model": "fake-model", "max_retries": 0},
        "platforms": {"telegram": {"enabled": True, "api_base": fake_tg.base, "allowed_users": USERS, "admins": [ADMIN]},
                      "console": {"enabled": False}},
        "memory": {"nudge_interval": 1000, "memory_char_limit": 20000},
    }))
    fake_llm.responder = drill_responder
    fake_llm.default_delay = 0.03
    texts = {}
    for i in range(200):
        user = USERS[i % len(USERS)]
        texts[i] = (user, f"remember item {i}" if i % 10 == 3 else f"msg {i}")
        await fake_tg.user_says(texts[i][1], user_id=user)
    log_path = tmp_path / "daemon.log"
    approved: list[str] = []
    kills = 0
    proc = await spawn_daemon(home, log_path)
    try:
        while kills < 12:
            await asyncio.sleep(rng.uniform(0.3, 1.6))
            # Telegram has no idempotency key: a kill in the ~ms between Telegram accepting a
            # message and our record of it would resend that chunk. Kill outside that window.
            while fake_tg.sending or time.monotonic() - fake_tg.last_send_done < 0.03:
                await asyncio.sleep(0.002)
            proc.send_signal(signal.SIGKILL)
            await proc.wait()
            kills += 1
            approved += approve_all(home)
            proc = await spawn_daemon(home, log_path)
        await wait_until(lambda: len(fake_tg.sent) >= 200, timeout=600)
        await asyncio.sleep(1.0)
        approved += approve_all(home)
    finally:
        proc.send_signal(signal.SIGTERM)
        await asyncio.wait_for(proc.wait(), 90)
    replies = [(str(m["chat_id"]), m["text"]) for m in fake_tg.sent if not m["text"].startswith("💾")]
    for i, (user, sent) in texts.items():
        expected = f"noted: {sent}" if sent.startswith("remember") else f"echo: {sent}"
        assert replies.count((str(user), expected)) == 1, f"message {i} answered {replies.count((str(user), expected))} times"
    assert len(replies) == 200
    memory = MemoryStore(home.memories, {"memory": 20000, "user": 1375}).read("memory")
    for content in approved:
        assert content in memory
    assert len(set(approved)) == len(approved) == 20  # each remembered once, none lost
    print(f"\nSIGKILL drill: {kills} kills, 200 messages answered once each, {len(approved)} approved writes present")


def test_disk_full_while_writing_memory_keeps_the_old_file(tmp_path, monkeypatch):
    store = MemoryStore(tmp_path, {"memory": 2200, "user": 1375})
    assert store.apply("add", "memory", "before the disk filled")["success"]
    original = store.path("memory").read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    result = store.apply("add", "memory", "this will not fit")
    assert result["success"] is False and "No space left on device" in result["error"]
    assert "nothing was changed" in result["error"]
    monkeypatch.undo()
    assert store.path("memory").read_bytes() == original
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


async def test_state_db_locked_by_another_process_is_retried_then_answered_in_order(home, fake_llm: FakeLLM, fake_tg: FakeTelegram, caplog):
    from tests.adapters.conftest import ADMIN as TG_ADMIN
    from tests.adapters.conftest import telegram_config

    gw = await Gateway(home, telegram_config(fake_llm, fake_tg), console=False).start()
    try:
        locker = await asyncio.create_subprocess_exec(
            sys.executable, "-c",
            "import sqlite3,sys,time; c=sqlite3.connect(sys.argv[1], isolation_level=None); "
            "c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); time.sleep(7); c.execute('COMMIT')",
            str(home.db_path), stdout=asyncio.subprocess.PIPE)
        assert (await locker.stdout.readline()).strip() == b"locked"
        for i in range(3):
            await fake_tg.user_says(f"message {i}", user_id=TG_ADMIN)
        await wait_until(lambda: "could not persist an update" in caplog.text, timeout=20)
        await locker.wait()
        msgs = await fake_tg.wait_for_messages(TG_ADMIN, 3, timeout=60)
        assert [m["text"] for m in msgs] == ["echo: message 0", "echo: message 1", "echo: message 2"]  # in order
        assert "database is locked" in caplog.text
    finally:
        await gw.stop()


async def test_llm_garbage_truncated_and_wrong_tool_shapes_give_an_apology(gateway: Gateway, fake_llm: FakeLLM):
    bad = [
        garbage("{not json"),
        garbage('{"id": "x", "object": "chat.completion", "choices": ['),
        garbage('{"id": "x", "choices": []}'),
        garbage('{"id": "x", "choices": [{"index": 0, "message": {"role": "assistant", "tool_calls": [{"id": 1, "type": "function", "function": "oops"}]}}]}'),
        garbage('{"id": "x", "choices": [{"index": 0, "message": {"role": "assistant", "tool_calls": "nope"}}]}'),
        garbage("[]"),
    ]
    for reply in bad:
        fake_llm.push(reply)
        answer = await gateway.console.ask("hello?")
        assert answer.startswith("Sorry"), answer
        assert await gateway.console.ask("still there?") == "echo: still there?"


async def test_huge_and_broken_text_is_handled(gateway: Gateway, fake_llm: FakeLLM):
    core = gateway.app
    await core.conversation.ingest(InboundMessage(platform="console", chat_id="local", user_id="operator", text="x" * 1_000_000,
                                     external_id="huge"))
    notice = await asyncio.wait_for(gateway.console.notices.get(), 5)
    assert "too long" in notice.text
    await core.conversation.ingest(InboundMessage(platform="console", chat_id="local", user_id="operator",
                                     text="lone \ud800 surrogate", external_id="surrogate"))
    assert (await gateway.console.reply()).startswith("echo: lone")
    await wait_until(lambda: core.db.sync.inbox_depth() == 0)


@pytest.mark.drill
@pytest.mark.timeout(1800)  # 10,000 turns: a minute idle, several on a busy machine
async def test_ten_thousand_messages_in_one_burst_are_answered_in_order_with_bounded_memory(home, fake_llm: FakeLLM):
    fake_llm.keep_requests = False
    gw = await Gateway(home, make_config(fake_llm, model={"context_tokens": 2000},
                                         memory={"nudge_interval": 100000})).start()
    try:
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        n = 10_000
        for i in range(n):
            await gw.app.conversation.ingest(InboundMessage(platform="console", chat_id="burst", user_id="operator", text=f"b{i}",
                                                external_id=f"burst-{i}"))
        got = [await gw.console.reply(timeout=60) for _ in range(n)]
        grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
        assert got == [f"echo: b{i}" for i in range(n)]
        session = gw.app.sessions.cached()[0]
        print(f"\n10,000-message burst: in order; peak RSS grew {grown_mb:.0f} MB; {len(session.history)} messages in view")
        assert len(session.history) < 2000  # the context budget keeps the live view bounded
        assert grown_mb < 300
    finally:
        await gw.stop()
