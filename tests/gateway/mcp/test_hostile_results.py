"""A hostile server's results: whatever it sends, the turn answers and the session goes on. (A
message that is not valid Unicode is dropped by the SDK: the call ends as a tool error.)"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.conftest import wait_until
from tests.fakes.openai_server import FakeLLM, text, tool_call

pytestmark = pytest.mark.timeout(300)
SERVER = str(Path(__file__).with_name("rawserver.py"))


@pytest.mark.parametrize("tool", ["surrogate", "not_utf8"])
async def test_a_result_that_is_not_valid_unicode_does_not_break_the_turn_or_the_session(
        gateway_factory, fake_llm: FakeLLM, tool: str):
    gw = await gateway_factory(mcp={"servers": {"h": {"command": sys.executable, "args": [SERVER],
                                                      "connect_timeout_seconds": 60, "timeout_seconds": 20}}})
    await wait_until(lambda: gw.app.mcp.connections["h"].state == "ready", timeout=120, interval=0.1)
    fake_llm.push(tool_call(f"h__{tool}", {}), text("It said something odd."))
    assert await gw.console.ask("call it", timeout=120) == "It said something odd."
    [result] = [json.loads(m["content"]) for m in fake_llm.turn_requests[-1]["messages"] if m["role"] == "tool"]
    assert result["success"] is False and f"h__{tool} failed" in result["error"]  # the SDK refuses the message
    fake_llm.push(text("Still here."))
    assert await gw.console.ask("and now?", timeout=120) == "Still here."
