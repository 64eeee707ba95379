"""The memory tool as the model sees it, through the core, the fake LLM and the console."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.conftest import Gateway
from tests.fakes.openai_server import FakeLLM, text, tool_call


def last_tool_result(fake: FakeLLM) -> dict:
    return json.loads([m for m in fake.requests[-1]["messages"] if m["role"] == "tool"][-1]["content"])


async def test_write_in_turn_1_is_not_in_turn_2_prompt_but_is_after_new(gateway_factory, fake_llm: FakeLLM):
    gw = await gateway_factory(memory={"write_approval": False})
    fake_llm.push(tool_call("memory", {"action": "add", "target": "user", "content": "User's name is Ada."}), text("Noted."))
    assert await gw.console.ask("call me Ada") == "Noted."
    assert last_tool_result(fake_llm)["success"] is True
    assert "User's name is Ada." in (gw.home.memories / "USER.md").read_text()
    await gw.console.ask("turn 2")
    assert "User's name is Ada." not in fake_llm.system_prompts[-1]
    assert len(set(fake_llm.system_prompts)) == 1
    await gw.console.ask("/new")
    await gw.console.ask("turn 3")
    assert "User's name is Ada." in fake_llm.system_prompts[-1]
    assert "USER PROFILE (who the user is) [" in fake_llm.system_prompts[-1]


async def test_notifications_on_off_verbose_without_approval(gateway_factory, fake_llm: FakeLLM):
    for mode, expected in (("off", None), ("on", "💾 Memory updated"), ("verbose", "💾 Memory updated: add to MEMORY.md")):
        gw = await gateway_factory(memory={"write_approval": False}, display={"memory_notifications": mode})
        fake_llm.push(tool_call("memory", {"action": "add", "target": "memory", "content": f"fact for {mode}"}), text("ok"))
        await gw.console.ask("remember")
        notices = [o.text for o in gw.console.sent if o.kind == "notice"]
        if expected is None:
            assert notices == []
        else:
            assert len(notices) == 1 and notices[0].startswith(expected)
        await gw.stop()


async def test_three_failed_consolidations_tell_the_model_to_stop(gateway_factory, fake_llm: FakeLLM):
    gw = await gateway_factory(memory={"write_approval": False, "memory_char_limit": 100})
    big = {"action": "add", "target": "memory", "content": "y" * 150}
    fake_llm.push(*[tool_call("memory", big) for _ in range(4)], text("memory is full"))
    assert await gw.console.ask("save a lot") == "memory is full"
    results = [json.loads(m["content"]) for m in fake_llm.requests[-1]["messages"] if m["role"] == "tool"]
    assert [r["success"] for r in results] == [False] * 4
    assert "stop retrying" not in results[1]["error"]
    assert "3rd failed attempt" in results[2]["error"]
    assert "stop retrying" in results[3]["error"]


async def test_memory_disabled_removes_tool_and_prompt_block(gateway_factory, fake_llm: FakeLLM):
    gw = await gateway_factory(memory={"memory_enabled": False})
    await gw.console.ask("hi")
    body = fake_llm.requests[-1]
    assert "MEMORY (your personal notes)" not in body["messages"][0]["content"]
    assert "USER PROFILE" not in body["messages"][0]["content"]
    assert "memory" not in [t["function"]["name"] for t in body.get("tools", [])]


async def test_user_profile_disabled_keeps_memory_only(gateway_factory, fake_llm: FakeLLM):
    gw = await gateway_factory(memory={"user_profile_enabled": False})
    await gw.console.ask("hi")
    body = fake_llm.requests[-1]
    assert "MEMORY (your personal notes)" in body["messages"][0]["content"]
    assert "USER PROFILE" not in body["messages"][0]["content"]
    tool = [t for t in body["tools"] if t["function"]["name"] == "memory"][0]
    assert tool["function"]["parameters"]["properties"]["target"]["enum"] == ["memory"]


async def test_config_set_user_char_limit_takes_effect_next_session(gateway: Gateway, fake_llm: FakeLLM):
    await gateway.console.ask("hi")
    assert "/1,375 chars]" in fake_llm.system_prompts[-1]
    env = dict(os.environ, HERMES_HOME=str(gateway.home.root))
    done = subprocess.run([sys.executable, "-m", "gateway.cli", "config", "set", "memory.user_char_limit", "3000"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    await gateway.console.ask("same session")
    assert "/1,375 chars]" in fake_llm.system_prompts[-1]
    await gateway.console.ask("/new")
    await gateway.console.ask("new session")
    assert "/3,000 chars]" in fake_llm.system_prompts[-1]
