"""MCP tool calls under SIGKILL of the real daemon: an approved call runs exactly once, a call
cut off while running is never sent again, and every outcome reaches the chat once."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from gateway.home import Home
from gateway.store import StateStore
from tests.conftest import spawn_daemon, wait_until
from tests.fakes.openai_server import FakeLLM, Reply, text, tool_call
from tests.fakes.telegram_server import FakeTelegram
from tests.gateway.mcp.conftest import stdio_server

pytestmark = pytest.mark.timeout(600)
ADMIN = 111


def responder(body: dict) -> Reply:
    last = body["messages"][-1]
    if last["role"] == "tool":
        return text("asked an admin")
    content = str(last.get("content") or "")
    if content.startswith("[Tool call"):
        outcome = "done" if "has run" in content else "unknown" if "unknown outcome" in content else "other"
        return text(f"FOLLOWUP {outcome}")
    if content.startswith("write "):
        return tool_call("t__write_note", {"text": content[len("write "):]})
    if content.startswith("slow "):
        return tool_call("t__slow_write", {"text": content[len("slow "):]})
    return text(f"echo: {content}")


def configure(home: Home, fake_llm: FakeLLM, fake_tg: FakeTelegram, notes: Path) -> None:
    home.config_path.write_text(yaml.safe_dump({
        "model": {"provider": "custom", "base_url": fake_llm.base_url, "model": "fake-model", "max_retries": 0},
        "platforms": {"telegram": {"enabled": True, "api_base": fake_tg.base, "allowed_users": [ADMIN],
                                   "admins": [ADMIN]}, "console": {"enabled": False}},
        "memory": {"nudge_interval": 1000},
        "mcp": {"servers": {"t": stdio_server(notes, timeout_seconds=600)}},
    }))


def lines(path: Path) -> list[str]:
    return path.read_text().splitlines() if path.exists() else []


def call_row(home: Home, cid: str):
    store = StateStore(home.db_path)
    try:
        return store.mcp_call(cid)
    finally:
        store.close()


def followup_delivered(home: Home, cid: str) -> bool:
    """The follow-up's reply is recorded as delivered (a kill before that would resend it:
    Telegram has no idempotency key, a limit of the platform, not of MCP calls)."""
    store = StateStore(home.db_path)
    try:
        row = store.conn.execute("SELECT state FROM inbox WHERE external_id=?", (f"mcp-call:{cid}",)).fetchone()
        return row is not None and row[0] == "done"
    finally:
        store.close()


def pending_ids(home: Home) -> list[str]:
    return sorted(p.stem for p in (home.pending / "mcp").glob("*.json"))


async def start(home: Home, log: Path) -> asyncio.subprocess.Process:
    before = log.read_text(errors="replace").count("MCP server ready") if log.exists() else 0
    proc = await spawn_daemon(home, log)
    await wait_until(lambda: log.read_text(errors="replace").count("MCP server ready") > before, timeout=240,
                     interval=0.2)
    return proc


async def kill(proc: asyncio.subprocess.Process) -> None:
    proc.send_signal(signal.SIGKILL)
    await proc.wait()


def followups(fake_tg: FakeTelegram, outcome: str) -> int:
    return fake_tg.texts_to(ADMIN).count(f"FOLLOWUP {outcome}")


async def test_a_call_approved_while_the_daemon_was_killed_runs_once_after_restart(
        home: Home, fake_llm: FakeLLM, fake_tg: FakeTelegram, tmp_path: Path):
    notes, log = tmp_path / "notes", tmp_path / "daemon.log"
    configure(home, fake_llm, fake_tg, notes)
    fake_llm.responder = responder
    proc = await start(home, log)
    try:
        await fake_tg.user_says("write alpha", user_id=ADMIN)
        await wait_until(lambda: len(pending_ids(home)) == 1 and "asked an admin" in fake_tg.texts_to(ADMIN),
                         timeout=120)
        [cid] = pending_ids(home)
        await kill(proc)
        env = dict(os.environ, HERMES_HOME=str(home.root))
        approved = subprocess.run([sys.executable, "-m", "gateway.cli", "mcp", "approve", cid], env=env,
                                  capture_output=True, text=True, timeout=120)
        assert approved.returncode == 0 and approved.stdout.startswith(f"✅ {cid}"), approved.stderr
        assert call_row(home, cid).state == "approved" and lines(notes) == []  # decided, not run

        proc = await start(home, log)
        await wait_until(lambda: followups(fake_tg, "done") == 1, timeout=240)
        assert lines(notes) == ["write_note alpha"]
        row = call_row(home, cid)
        assert row.state == "done" and row.reported
        await wait_until(lambda: followup_delivered(home, cid), timeout=120, interval=0.1)

        await kill(proc)
        proc = await start(home, log)
        await fake_tg.user_says("hello", user_id=ADMIN)
        await wait_until(lambda: "echo: hello" in fake_tg.texts_to(ADMIN), timeout=240)
        assert lines(notes) == ["write_note alpha"]  # never a second time
        assert followups(fake_tg, "done") == 1

        def daemon_says_ready() -> bool:  # status.json is refreshed every few seconds
            try:
                return json.loads((home.root / "status.json").read_text())["mcp"]["t"]["state"] == "ready"
            except (OSError, ValueError, KeyError):
                return False

        await wait_until(daemon_says_ready, timeout=120, interval=0.5)
        status = subprocess.run([sys.executable, "-m", "gateway.cli", "gateway", "status"], env=env,
                                capture_output=True, text=True, timeout=120)
        assert "mcp t: ready, 10 tool(s), 0 restart(s)" in status.stdout and "mcp 0" in status.stdout
    finally:
        proc.send_signal(signal.SIGTERM)
        await asyncio.wait_for(proc.wait(), 120)


async def test_a_call_killed_while_running_is_not_run_again_and_is_reported_unknown(
        home: Home, fake_llm: FakeLLM, fake_tg: FakeTelegram, tmp_path: Path):
    notes, log = tmp_path / "notes", tmp_path / "daemon.log"
    configure(home, fake_llm, fake_tg, notes)
    fake_llm.responder = responder
    proc = await start(home, log)
    try:
        await fake_tg.user_says("slow beta", user_id=ADMIN)
        await wait_until(lambda: any(m.get("reply_markup") for m in fake_tg.messages_to(ADMIN)), timeout=120)
        card = next(m for m in fake_tg.messages_to(ADMIN) if m.get("reply_markup"))
        markup = card["reply_markup"] if isinstance(card["reply_markup"], dict) else json.loads(card["reply_markup"])
        approve = markup["inline_keyboard"][0][0]["callback_data"]
        assert approve.startswith("/mcp approve ")
        await fake_tg.press_button(approve, user_id=ADMIN)
        await wait_until(lambda: lines(notes) == ["slow_write started beta"], timeout=120)
        [cid] = [approve.split()[-1].split("#")[0]]
        assert call_row(home, cid).state == "running"
        await kill(proc)

        proc = await start(home, log)
        await wait_until(lambda: followups(fake_tg, "unknown") == 1, timeout=240)
        row = call_row(home, cid)
        assert row.state == "unknown" and row.reported
        await fake_tg.user_says("hello", user_id=ADMIN)
        await wait_until(lambda: "echo: hello" in fake_tg.texts_to(ADMIN), timeout=240)
        assert lines(notes) == ["slow_write started beta"]  # the call was not sent again
    finally:
        proc.send_signal(signal.SIGTERM)
        await asyncio.wait_for(proc.wait(), 120)
