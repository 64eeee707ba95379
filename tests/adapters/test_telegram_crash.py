"""A real daemon process killed with SIGKILL mid-turn answers the message exactly once after restart."""

from __future__ import annotations

import asyncio
import signal

import pytest
import yaml

from tests.adapters.conftest import ADMIN, FRIEND
from tests.conftest import DAEMON_START_TIMEOUT, FAKE_TG_TOKEN, spawn_daemon
from tests.fakes.openai_server import FakeLLM
from tests.fakes.telegram_server import FakeTelegram


@pytest.mark.timeout(900)
async def test_sigkill_after_accept_before_reply_answers_exactly_once(home, fake_llm: FakeLLM, fake_tg: FakeTelegram, tmp_path):
    home.config_path.write_text(yaml.safe_dump({
        "model": {"provider": "custom", "base_url": fake_llm.base_url, "model": "fake-model", "timeout_seconds": 60},
        "platforms": {"telegram": {"enabled": True, "api_base": fake_tg.base, "allowed_users": [ADMIN, FRIEND], "admins": [ADMIN]},
                      "console": {"enabled": False}},
    }))
    log_path = tmp_path / "daemon.log"
    fake_llm.default_delay = 60
    proc = await spawn_daemon(home, log_path, HERMES_LOG_LEVEL="DEBUG")
    try:
        await fake_tg.user_says("do not lose me", user_id=FRIEND)
        await asyncio.wait_for(fake_llm.request_event.wait(), DAEMON_START_TIMEOUT)  # accepted and mid-turn
        proc.send_signal(signal.SIGKILL)
        await proc.wait()
        assert fake_tg.messages_to(FRIEND) == []
        fake_llm.default_delay = 0
        proc = await spawn_daemon(home, log_path, HERMES_LOG_LEVEL="DEBUG")
        await fake_tg.wait_for_messages(FRIEND, 1, timeout=DAEMON_START_TIMEOUT)
        await fake_tg.user_says("and this one", user_id=FRIEND)
        await fake_tg.wait_for_messages(FRIEND, 2, timeout=120)
        await asyncio.sleep(0.5)
        assert fake_tg.texts_to(FRIEND) == ["echo: do not lose me", "echo: and this one"]
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
            await asyncio.wait_for(proc.wait(), 90)
    assert proc.returncode == 0
    logs = log_path.read_text()
    assert "inbox recovered" in logs
    assert FAKE_TG_TOKEN not in logs


async def test_sigkill_after_a_voice_message_was_fetched_downloads_and_transcribes_it_once(
        home, fake_llm: FakeLLM, fake_tg: FakeTelegram, tmp_path):
    home.config_path.write_text(yaml.safe_dump({
        "model": {"provider": "custom", "base_url": fake_llm.base_url, "model": "fake-model", "timeout_seconds": 60},
        "platforms": {"telegram": {"enabled": True, "api_base": fake_tg.base, "allowed_users": [ADMIN, FRIEND], "admins": [ADMIN]},
                      "console": {"enabled": False}},
        "media": {"transcription_model": "whisper-1"},
    }))
    log_path = tmp_path / "daemon.log"
    fake_llm.default_delay = 60
    fake_llm.transcript = "call mum at six"
    proc = await spawn_daemon(home, log_path, HERMES_LOG_LEVEL="DEBUG")
    try:
        await fake_tg.user_sends("voice", b"OggS-voice", user_id=FRIEND)
        await asyncio.wait_for(fake_llm.request_event.wait(), 30)  # downloaded, transcribed, mid-turn
        proc.send_signal(signal.SIGKILL)
        await proc.wait()
        fake_llm.default_delay = 0
        proc = await spawn_daemon(home, log_path, HERMES_LOG_LEVEL="DEBUG")
        [reply] = await fake_tg.wait_for_messages(FRIEND, 1, timeout=30)
        assert reply["text"] == "🎤 call mum at six\n\necho: [voice message, 3 s, transcribed]\ncall mum at six"
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
            await asyncio.wait_for(proc.wait(), 30)
    assert len(fake_tg.downloads) == 1 and len(fake_llm.transcriptions) == 1
    assert FAKE_TG_TOKEN not in log_path.read_text()
