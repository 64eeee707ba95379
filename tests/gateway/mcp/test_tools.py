"""MCP tools in real turns: the daemon with a RecordingConsole, FakeLLM as the model, and the
real stdio test server. Policies, the approval flow with its follow-up turn, frozen tool sets,
the review's tool set, and faults that must come back as tool errors."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from gateway.store import StateStore
from tests.conftest import Gateway, wait_until
from tests.fakes.openai_server import FakeLLM, text, tool_call
from tests.gateway.mcp.conftest import stdio_server

pytestmark = pytest.mark.timeout(300)


def tool_names(request: dict) -> list[str]:
    return [t["function"]["name"] for t in request.get("tools") or []]


def tool_results(request: dict) -> list[dict]:
    return [json.loads(m["content"]) for m in request["messages"] if m["role"] == "tool"]


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    return tmp_path / "notes"


@pytest.fixture
async def mcp_gateway(gateway_factory, notes: Path):
    async def make(**server: object) -> Gateway:
        gw = await gateway_factory(mcp={"servers": {"t": stdio_server(notes, policy={"delete_*": "deny"}, **server)}},
                                   memory={"nudge_interval": 1000})
        await wait_until(lambda: gw.app.mcp.connections["t"].state == "ready", timeout=120, interval=0.1)
        return gw
    return make


def lines(path: Path) -> list[str]:
    return path.read_text().splitlines() if path.exists() else []


async def test_tools_are_offered_sorted_and_an_allowed_call_runs_in_the_turn(mcp_gateway, fake_llm: FakeLLM):
    gw = await mcp_gateway()
    fake_llm.push(tool_call("t__lookup", {"word": "hermes"}), text("looked it up"))
    assert await gw.console.ask("look up hermes", timeout=60) == "looked it up"
    names = tool_names(fake_llm.turn_requests[0])
    assert names == sorted(names)
    assert {"t__lookup", "t__write_note", "memory"} <= set(names)
    assert "t__delete_everything" not in names  # denied tools are never offered
    [result] = tool_results(fake_llm.turn_requests[-1])
    assert result["success"] and result["content"] == "hermes: a word of 6 letters" and "untrusted" in result["untrusted"]


async def test_a_denied_tool_called_anyway_is_refused(mcp_gateway, fake_llm: FakeLLM, notes: Path):
    gw = await mcp_gateway()
    fake_llm.push(tool_call("t__delete_everything", {}), text("could not"))
    assert await gw.console.ask("delete it all", timeout=60) == "could not"
    [result] = tool_results(fake_llm.turn_requests[-1])
    assert result["success"] is False
    assert lines(notes) == []


async def test_a_side_effecting_call_waits_for_an_admin_and_runs_once_on_approval(mcp_gateway, fake_llm: FakeLLM,
                                                                                 notes: Path):
    gw = await mcp_gateway()
    fake_llm.push(tool_call("t__write_note", {"text": "buy milk\u200b"}), text("asked an admin"))
    assert await gw.console.ask("note: buy milk", timeout=60) == "asked an admin"
    [staged] = tool_results(fake_llm.turn_requests[-1])
    assert staged["staged"] and "NOT run" in staged["message"]
    assert lines(notes) == []
    header = await gw.console.notices.get()
    assert "1 MCP tool call waiting" in header.text and "/mcp pending" in header.text
    card = await gw.console.notices.get()
    assert "write_note" in card.text and '"text": "buy milk' in card.text
    assert "\u200b" not in card.text  # invisible characters are made visible on the card
    approve, reject = card.buttons
    assert approve[1].startswith(f"/mcp approve {staged['id']}#") and reject[1].startswith("/mcp reject ")

    fake_llm.push(text("The note is written."))
    assert (await gw.console.ask(approve[1], timeout=60)).startswith(f"✅ {staged['id']}")
    assert await gw.console.reply(timeout=60) == "The note is written."
    followup = [m for m in fake_llm.turn_requests[-1]["messages"] if m["role"] == "user"][-1]["content"]
    assert staged["id"] in followup and "noted 'buy milk" in followup and "untrusted" in followup
    assert lines(notes) == ["write_note buy milk\u200b"]
    assert "already approved" in await gw.console.ask(approve[1], timeout=60)  # a second tap runs nothing
    store = StateStore(gw.home.db_path)
    try:
        row = store.mcp_call(staged["id"])
    finally:
        store.close()
    assert row is not None and row.state == "done" and row.reported
    assert lines(notes) == ["write_note buy milk\u200b"]


async def test_a_rejected_call_never_runs_and_the_model_is_told(mcp_gateway, fake_llm: FakeLLM, notes: Path):
    gw = await mcp_gateway()
    fake_llm.push(tool_call("t__write_note", {"text": "no"}), text("asked"))
    await gw.console.ask("write no", timeout=60)
    [staged] = tool_results(fake_llm.turn_requests[-1])
    fake_llm.push(text("The admin said no."))
    assert (await gw.console.ask(f"/mcp reject {staged['id']}", timeout=60)).startswith(f"✅ {staged['id']}: rejected")
    assert await gw.console.reply(timeout=60) == "The admin said no."
    followup = [m for m in fake_llm.turn_requests[-1]["messages"] if m["role"] == "user"][-1]["content"]
    assert "was not approved" in followup and "did not run" in followup
    assert lines(notes) == []


async def test_pending_calls_are_listed_for_admins_only(mcp_gateway, fake_llm: FakeLLM):
    gw = await mcp_gateway()
    fake_llm.push(tool_call("t__write_note", {"text": "listed"}), text("asked"))
    await gw.console.ask("write listed", timeout=60)
    listing = await gw.console.ask("/mcp pending", timeout=60)
    assert "1 pending MCP tool call" in listing and '"text": "listed"' in listing
    assert "ready" in await gw.console.ask("/mcp", timeout=60)
    assert "MCP t (stdio): ready" in await gw.console.ask("/status", timeout=60)
    snapshot = await gw.app.health_snapshot()  # what status.json and `hermes gateway status` show
    assert snapshot["mcp"]["t"]["state"] == "ready" and snapshot["pending_approvals"]["mcp"] == 1


async def test_shutdown_is_not_held_up_by_a_hanging_call(mcp_gateway, fake_llm: FakeLLM):
    gw = await mcp_gateway(timeout_seconds=3600)
    gw.config.gateway.drain_seconds = 1
    fake_llm.push(tool_call("t__hang", {}), text("never reached"))
    gw.console.say("wait for ever")
    await wait_until(lambda: len(fake_llm.turn_requests) == 1, timeout=60)
    await asyncio.wait_for(gw.stop(), 120)  # drains, then stops the server in its own task
    assert gw.daemon is None


async def test_the_tool_set_is_frozen_per_session_and_a_new_session_sees_changes(mcp_gateway, fake_llm: FakeLLM):
    gw = await mcp_gateway()
    fake_llm.push(tool_call("t__grow", {}), text("grown"))
    await gw.console.ask("grow", timeout=60)
    await wait_until(lambda: any(t.name == "fresh" for t in gw.app.mcp.connections["t"].tools), timeout=60)
    fake_llm.push(text("same session"))
    await gw.console.ask("again", timeout=60)
    first, *rest = fake_llm.turn_requests
    assert all(json.dumps(r["tools"]) == json.dumps(first["tools"]) for r in rest)  # byte-stable prefix
    assert "t__fresh" not in tool_names(fake_llm.turn_requests[-1])
    await gw.console.ask("/new", timeout=60)
    fake_llm.push(text("new session"))
    await gw.console.ask("hello", timeout=60)
    assert "t__fresh" in tool_names(fake_llm.turn_requests[-1])


async def test_a_hanging_tool_times_out_as_a_tool_error(mcp_gateway, fake_llm: FakeLLM):
    gw = await mcp_gateway(timeout_seconds=2)
    fake_llm.push(tool_call("t__hang", {}), text("gave up waiting"))
    assert await gw.console.ask("wait forever", timeout=120) == "gave up waiting"
    [hang] = tool_results(fake_llm.turn_requests[-1])
    assert hang["success"] is False and "within 2 s" in hang["error"]


async def test_faults_come_back_as_tool_errors_and_the_turn_answers(mcp_gateway, fake_llm: FakeLLM):
    gw = await mcp_gateway(timeout_seconds=60)
    fake_llm.push(tool_call("t__fails", {}), tool_call("t__huge", {"size": 100_000}), tool_call("t__crash", {}),
                  text("survived"))
    assert await gw.console.ask("break things", timeout=180) == "survived"
    fails, huge, crash = tool_results(fake_llm.turn_requests[-1])
    assert fails == {"success": False, "error": "Error executing tool fails", "untrusted": fails["untrusted"]}
    assert huge["success"] and len(huge["content"]) < 9000 and "100,000 characters" in huge["content"]
    assert crash["success"] is False
    await wait_until(lambda: gw.app.mcp.connections["t"].restarts >= 1, timeout=120, interval=0.1)
    await wait_until(lambda: gw.app.mcp.connections["t"].state == "ready", timeout=120, interval=0.1)


async def test_the_background_review_never_gets_mcp_tools(gateway_factory, fake_llm: FakeLLM, notes: Path):
    gw = await gateway_factory(mcp={"servers": {"t": stdio_server(notes)}}, memory={"nudge_interval": 1})
    await wait_until(lambda: gw.app.mcp.connections["t"].state == "ready", timeout=120, interval=0.1)
    fake_llm.push_review(tool_call("t__write_note", {"text": "from review"}), text("nothing"))
    fake_llm.push(text("hi"))
    await gw.console.ask("hello", timeout=60)
    await wait_until(lambda: len(fake_llm.review_requests) >= 2, timeout=120)
    assert "t__lookup" in tool_names(fake_llm.turn_requests[0])
    for request in fake_llm.review_requests:
        assert not [n for n in tool_names(request) if "__" in n]
    [refused] = tool_results(fake_llm.review_requests[-1])
    assert refused["success"] is False
    assert lines(notes) == [] and gw.app.staging.count("mcp") == 0


async def test_approve_all_is_refused_for_calls_and_reject_all_still_works(mcp_gateway, fake_llm: FakeLLM, notes: Path):
    """A call acts on the world: `approve all` could take in a call staged a moment before the
    admin typed it, unseen. Calls are approved one by one; `reject all` is safe and works."""
    gw = await mcp_gateway()
    fake_llm.push(tool_call("t__write_note", {"text": "unseen"}), text("asked"))
    await gw.console.ask("write unseen", timeout=60)
    refused = await gw.console.ask("/mcp approve all", timeout=60)
    assert "one at a time" in refused
    assert lines(notes) == [] and gw.app.approvals.staging.count("mcp") == 1
    fake_llm.push(text("The admin said no."))
    assert "rejected" in await gw.console.ask("/mcp reject all", timeout=60)
    assert await gw.console.reply(timeout=60) == "The admin said no."
    assert lines(notes) == [] and gw.app.approvals.staging.count("mcp") == 0
