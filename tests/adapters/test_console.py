"""The console chat as a person uses it: `hermes gateway run` in a terminal (a pty, read through a
terminal emulator), talking to the fake model; and as scripts use it, with stdin piped."""

from __future__ import annotations

import asyncio
import os
import re
import stat
import sys
from pathlib import Path
from typing import AsyncIterator

import pytest
import yaml

from gateway.home import Home
from tests.fakes.openai_server import FakeLLM, Reply, error, hang, text
from tests.fakes.terminal import CTRL_C, CTRL_D, ENTER, Terminal

UP = "\x1b[A"
THINKING = re.compile(r"thinking… (\d+)s")
TRAILING_CONTROLS = re.compile(r"(\x1b\[[0-?]*[ -/]*[@-~])+$")  # mode switches after the last text


def write_config(home: Home, fake_llm: FakeLLM, drain: float = 20, console: bool | str = "auto") -> None:
    home.config_path.write_text(yaml.safe_dump({
        "model": {"provider": "custom", "base_url": fake_llm.base_url, "model": "fake-model", "timeout_seconds": 60,
                  "max_retries": 0},
        "platforms": {"console": {"enabled": console}},
        "gateway": {"drain_seconds": drain},
    }))


def daemon_env(home: Home) -> dict[str, str]:
    env = dict(os.environ, HERMES_HOME=str(home.root), TERM="xterm-256color")
    env.pop("OPENAI_API_KEY", None)
    return env


async def open_console(home: Home, fake_llm: FakeLLM, drain: float = 20) -> Terminal:
    write_config(home, fake_llm, drain)
    term = await Terminal.spawn([sys.executable, "-m", "gateway.cli", "gateway", "run"], daemon_env(home))
    await term.expect(r"you>")
    return term


@pytest.fixture
async def console(home: Home, fake_llm: FakeLLM) -> AsyncIterator[Terminal]:
    term = await open_console(home, fake_llm)
    yield term
    await term.close()


def thinking_seconds(term: Terminal) -> int | None:
    found = [int(m.group(1)) for line in term.lines if (m := THINKING.search(line))]
    return found[-1] if found else None


async def test_a_pasted_5000_character_block_reaches_the_model_whole(console: Terminal, fake_llm: FakeLLM):
    paragraph = "One long pasted paragraph, é and ü included, no line breaks in it. " * 64  # past 4095
    lines = [f"{i:03d} and a few short lines after it" for i in range(40)]
    block = (paragraph + "\n" + "\n".join(lines))[:4999] + "!"
    assert len(block) == 5000 and len(block.split("\n")[0]) > 4095 and block.count("\n") > 10
    assert "\x1b[?2004h" in console.output  # the prompt asked the terminal to mark pastes as such
    fake_llm.push(text("got it all"))
    await console.paste(block)
    await console.type(ENTER)
    await console.expect(r"hermes> got it all")
    [request] = fake_llm.turn_requests
    assert request["messages"][-1] == {"role": "user", "content": block}


async def test_the_thinking_indicator_counts_up_while_an_answer_is_awaited_and_goes_when_it_arrives(
        console: Terminal, fake_llm: FakeLLM):
    release = asyncio.Event()
    fake_llm.push(Reply(content="done thinking", until=release))
    await console.type("ponder this" + ENTER)
    await console.until(lambda: thinking_seconds(console) is not None, what="the indicator")
    shown = thinking_seconds(console)
    await console.until(lambda: (thinking_seconds(console) or 0) > shown, what="the indicator to count on")
    release.set()
    await console.expect(r"hermes> done thinking")
    await console.until(lambda: thinking_seconds(console) is None, what="the indicator to go")


async def test_ctrl_c_cancels_a_slow_answer_and_the_next_message_is_answered(console: Terminal, fake_llm: FakeLLM):
    fake_llm.push(hang())
    await console.type("take your time" + ENTER)
    await asyncio.wait_for(fake_llm.request_event.wait(), 60)
    await console.until(lambda: thinking_seconds(console) is not None, what="the indicator")
    await console.type(CTRL_C)
    await console.expect(r"\(cancelled\)")
    await console.type("and now?" + ENTER)
    await console.expect(r"hermes> echo: and now\?")
    assert console.proc.returncode is None  # the chat went on
    assert [m["content"] for m in fake_llm.turn_requests[-1]["messages"][1:]] == [
        "take your time", "(cancelled)", "and now?"]


async def test_ctrl_c_at_an_idle_prompt_hints_and_a_second_one_quits(console: Terminal):
    await console.type(CTRL_C)
    await console.expect(r"press Ctrl-C again or Ctrl-D to quit")
    assert console.proc.returncode is None
    await console.type(CTRL_C)
    assert await console.wait() == 0


async def test_ctrl_c_with_text_typed_clears_the_line_and_quits_nothing(console: Terminal, fake_llm: FakeLLM):
    await console.type("half a thought")
    await console.expect(r"half a thought")
    await console.type(CTRL_C)
    await console.until(lambda: "half a thought" not in console.text, what="the line to clear")
    await console.type("whole" + ENTER)
    await console.expect(r"hermes> echo: whole")
    assert [r["messages"][-1]["content"] for r in fake_llm.turn_requests] == ["whole"]


async def test_a_warning_logged_while_the_prompt_waits_prints_above_it(console: Terminal, fake_llm: FakeLLM):
    fake_llm.push(error(400, "bad request"))
    await console.type("hi" + ENTER)
    await console.expect(r"hermes> Sorry")
    await console.type("next")
    await console.expect(r"you> next")
    assert any("turn failed" in line for line in console.lines)
    assert not any(line.startswith("you> ") and "turn failed" in line for line in console.lines)


async def test_ctrl_d_exits_with_status_0_leaving_the_cursor_on_a_fresh_line(console: Terminal):
    await console.type("hello" + ENTER)
    await console.expect(r"hermes> echo: hello")
    await console.type(CTRL_D)
    assert await console.wait() == 0
    cursor = console.screen.cursor
    assert cursor.x == 0 and console.lines[cursor.y] == ""  # the shell's prompt starts a line of its own
    assert TRAILING_CONTROLS.sub("", console.output).endswith("\n")


async def test_ctrl_d_during_an_answer_exits_within_the_drain_leaving_the_message_for_the_next_start(
        home: Home, fake_llm: FakeLLM):
    term = await open_console(home, fake_llm, drain=1)
    try:
        fake_llm.push(hang())
        await term.type("too slow" + ENTER)
        await asyncio.wait_for(fake_llm.request_event.wait(), 60)
        await term.type(CTRL_D)
        assert await term.wait() == 0
        assert "drained 0 turns, deferred 1" in (home.logs / "gateway.log").read_text()
    finally:
        await term.close()


async def test_history_is_kept_private_and_up_recalls_an_earlier_message(console: Terminal, home: Home):
    await console.type("remember me" + ENTER)
    await console.expect(r"hermes> echo: remember me")
    history = home.console_history
    assert stat.S_IMODE(history.stat().st_mode) == 0o600
    assert "remember me" in history.read_text()
    await console.type(UP + ENTER)
    await console.expect(r"hermes> echo: remember me", times=2)


async def test_piped_stdin_is_read_line_by_line_and_its_end_stops_the_daemon(home: Home, fake_llm: FakeLLM,
                                                                            tmp_path: Path):
    write_config(home, fake_llm, console=True)
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "gateway.cli", "gateway", "run", env=daemon_env(home),
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL)
    out, _ = await asyncio.wait_for(proc.communicate(b"first line\nsecond line\n"), 60)
    assert proc.returncode == 0
    assert [m["messages"][-1]["content"] for m in fake_llm.turn_requests] == ["first line", "second line"]
    shown = out.decode()
    assert "hermes> echo: first line\n" in shown and "hermes> echo: second line\n" in shown


async def test_a_reply_or_notice_cannot_write_terminal_escapes():
    import io

    from adapters.console import ConsoleAdapter
    from gateway.platform import Outbound

    out = io.StringIO()
    adapter = ConsoleAdapter(out=out, prompt=False, interactive=False)
    hostile = "ok\x1b]52;c;cm0gLXJmIH4=\x07\x1b[2K\x9b31m done\tfine"
    await adapter.send(Outbound("console", "local", hostile))
    await adapter.send(Outbound("console", "local", "MCP h: failed — " + hostile, kind="notice"))
    written = out.getvalue()
    assert not any(ch in written for ch in "\x1b\x07\x9b")
    assert written.count("\\u001b]52;c;") == 2 and "done\tfine" in written
