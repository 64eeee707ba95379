"""Background review against the fake LLM: timing, triggers, cancellation, routing, cost."""

from __future__ import annotations

import asyncio
import time

import pytest

from gateway.store import StateStore
from review.digest import SUMMARY_HEADER, UNTRUSTED
from review.service import REVIEW_INSTRUCTION, ROUTED_SYSTEM
from tests.conftest import Gateway, make_config, wait_until
from tests.fakes.openai_server import FakeLLM, error, text, tool_call


def add(content: str):
    return tool_call("memory", {"action": "add", "target": "user", "content": content})


async def test_reply_is_delivered_before_the_review_request_arrives(gateway_factory, fake_llm: FakeLLM):
    gw = await gateway_factory(memory={"nudge_interval": 1})
    sent_at = []
    original = gw.console.send

    async def timed_send(out):
        await original(out)
        sent_at.append(time.monotonic())

    gw.console.send = timed_send
    await gw.console.ask("hello")
    await wait_until(lambda: len(fake_llm.review_requests) == 1)
    review_index = fake_llm.requests.index(fake_llm.review_requests[0])
    assert fake_llm.arrivals[review_index] > sent_at[0]


async def test_review_fires_on_the_tenth_turn_and_at_new(gateway: Gateway, fake_llm: FakeLLM):
    for i in range(9):
        await gateway.console.ask(f"t{i}")
    await asyncio.sleep(0.2)
    assert fake_llm.review_requests == []
    await gateway.console.ask("t9")
    await wait_until(lambda: len(fake_llm.review_requests) == 1)
    await gateway.console.ask("t10")
    await gateway.console.ask("/new")
    await wait_until(lambda: len(fake_llm.review_requests) == 2)
    last = fake_llm.review_requests[-1]["messages"]
    assert [m["content"] for m in last if m["role"] == "user"][-2] == "t10"


async def test_no_review_at_new_when_everything_was_reviewed(gateway_factory, fake_llm: FakeLLM):
    gw = await gateway_factory(memory={"nudge_interval": 2})
    await gw.console.ask("a")
    await gw.console.ask("b")
    await wait_until(lambda: len(fake_llm.review_requests) == 1)
    await asyncio.sleep(0.1)
    await gw.console.ask("/new")
    await asyncio.sleep(0.3)
    assert len(fake_llm.review_requests) == 1


async def test_a_running_review_is_not_cancelled_by_new_messages_and_busy_chats_do_not_restart_it(
        gateway_factory, fake_llm: FakeLLM, caplog):
    gw = await gateway_factory(memory={"nudge_interval": 1})
    fake_llm.push_review(tool_call("memory", {"action": "add", "target": "user", "content": "Slow fact."}, delay=1.0),
                         text("saved"))
    await gw.console.ask("first")
    await wait_until(lambda: len(fake_llm.review_requests) == 1)
    for i in range(10):  # a quick user while the review runs
        assert await gw.console.ask(f"quick {i}") == f"echo: quick {i}"
    await wait_until(lambda: gw.app.staging.count("memory") == 1)  # the review ran to its end
    await wait_until(lambda: gw.app.review.running == 0, timeout=15)
    assert "cancel" not in caplog.text
    # 11 user turns: one review covering turn 1, then at most one more for the rest, not one per turn.
    assert gw.app.review.started <= 3
    calls_per_turn = len(fake_llm.requests) / 11
    assert calls_per_turn < 1.5, calls_per_turn


async def test_a_new_session_never_cancels_the_ended_sessions_review(gateway_factory, fake_llm: FakeLLM):
    gw = await gateway_factory(memory={"nudge_interval": 50})
    await gw.console.ask("my name is Ada")
    fake_llm.push_review(tool_call("memory", {"action": "add", "target": "user", "content": "User is called Ada."},
                                   delay=1.0), text("saved"))
    await gw.console.ask("/new")
    await wait_until(lambda: len(fake_llm.review_requests) == 1)
    assert await gw.console.ask("hello again") == "echo: hello again"  # the new session's first turn
    await wait_until(lambda: gw.app.staging.count("memory") == 1)
    query = "SELECT turns, reviewed_turns FROM sessions WHERE ended_at IS NOT NULL"
    await wait_until(lambda: tuple(gw.app.db.sync.conn.execute(query).fetchone()) == (1, 1))


async def test_shutdown_cancels_a_review_records_its_tokens_and_the_restart_finishes_it(gateway_factory, fake_llm):
    gw = await gateway_factory(memory={"nudge_interval": 50})
    await gw.console.ask("remember I like tea")
    fake_llm.push_review(text("too slow", delay=30))
    await gw.console.ask("/new")
    await wait_until(lambda: len(fake_llm.review_requests) == 1)
    await gw.stop()
    usage = StateStore(gw.home.db_path)
    try:
        cancelled = usage.usage_since(0)["background_review"]
        owed = usage.sessions_owed_review()
    finally:
        usage.close()
    assert cancelled["calls"] == 1 and cancelled["prompt"] > 0  # an estimate of what was sent
    assert len(owed) == 1
    fake_llm.push_review(text("nothing to save"))
    await gw.start()
    await wait_until(lambda: len(fake_llm.review_requests) == 2)
    await wait_until(lambda: gw.app.db.sync.sessions_owed_review() == [])


async def test_the_reviewer_sees_memory_as_it_is_now_and_counts_only_writes(gateway_factory, fake_llm: FakeLLM, caplog):
    gw = await gateway_factory(memory={"nudge_interval": 1})
    await gw.console.ask("/new")  # the session's frozen snapshot: no memory yet
    fake_llm.push_review(tool_call("session_search", {"query": "tea"}), text("nothing new"))
    gw.app.memory.apply("add", "user", "Lives in Oslo.")
    await gw.console.ask("hello")
    await wait_until(lambda: "review finished" in caplog.text)
    instruction = [m for m in fake_llm.review_requests[0]["messages"] if m["role"] == "user"][-1]["content"]
    assert "Memory as it is now" in instruction and "Lives in Oslo." in instruction
    assert "writes=0" in caplog.text or "'writes': 0" in caplog.text


async def test_review_writes_are_staged_with_origin_review(gateway_factory, fake_llm: FakeLLM):
    gw = await gateway_factory(memory={"nudge_interval": 1})
    fake_llm.push_review(add("Prefers metric units."), text("saved one fact"))
    await gw.console.ask("I use metric, always")
    await wait_until(lambda: gw.app.staging.count("memory") == 1)
    [record], _ = gw.app.staging.list("memory")
    assert record.origin == "review" and record.payload["content"] == "Prefers metric units."
    assert "review" in await gw.console.ask("/memory pending")


async def test_review_may_only_call_memory_and_skill_tools(gateway_factory, fake_llm: FakeLLM):
    gw = await gateway_factory(memory={"nudge_interval": 1})
    fake_llm.push_review(tool_call("shell", {"cmd": "rm -rf /"}), text("done"))
    await gw.console.ask("hi")
    await wait_until(lambda: len(fake_llm.review_requests) == 2)
    tool_result = [m for m in fake_llm.review_requests[-1]["messages"] if m["role"] == "tool"][-1]
    assert "unknown or unavailable tool" in tool_result["content"]


async def test_auto_review_sees_full_history_with_the_same_system_prompt_bytes(gateway_factory, fake_llm: FakeLLM):
    gw = await gateway_factory(memory={"nudge_interval": 3})
    for i in range(3):
        await gw.console.ask(f"m{i}")
    await wait_until(lambda: len(fake_llm.review_requests) == 1)
    review = fake_llm.review_requests[0]
    turn = fake_llm.turn_requests[-1]
    assert review["messages"][0]["content"] == turn["messages"][0]["content"]
    assert review["messages"][: len(turn["messages"])] == turn["messages"]
    assert review["messages"][-1]["content"].startswith(REVIEW_INSTRUCTION + "\n\nMemory as it is now")
    assert review["tools"] == turn["tools"]


async def test_routed_model_gets_the_compact_digest(home, fake_llm: FakeLLM):
    cheap = FakeLLM()
    await cheap.start()
    try:
        config = make_config(fake_llm, memory={"nudge_interval": 40}, auxiliary={"background_review": {
            "provider": "custom", "model": "cheap-model", "base_url": cheap.base_url}})
        gw = await Gateway(home, config).start()
        try:
            fake_llm.push(tool_call("memory", {"action": "add", "target": "memory", "content": "x"}), text("ok"))
            for i in range(30):
                await gw.console.ask(f"m{i}")
            assert (await gw.console.ask("/refine units")).startswith("🔎 Reviewing")
            await wait_until(lambda: len(cheap.requests) == 1)
            msgs = cheap.requests[0]["messages"]
            assert cheap.requests[0]["model"] == "cheap-model"
            assert msgs[0] == {"role": "system", "content": ROUTED_SYSTEM}
            assert msgs[1]["content"].startswith(SUMMARY_HEADER)
            assert msgs[-1]["content"].startswith(REVIEW_INSTRUCTION + "\nFocus on: units\n\nMemory as it is now")
            assert len(msgs) == 1 + 1 + 24 + 1
            assert [t["function"]["name"] for t in cheap.requests[0]["tools"]] == ["memory", "session_search", "skill_manage", "skill_view"]
            assert fake_llm.review_requests == []
            await wait_until(lambda: any(o.text.startswith("🔎 Review finished") for o in gw.console.sent))
        finally:
            await gw.stop()
    finally:
        await cheap.stop()


async def test_routed_digest_marks_tool_output_untrusted(home, fake_llm: FakeLLM):
    cheap = FakeLLM()
    await cheap.start()
    try:
        config = make_config(fake_llm, memory={"nudge_interval": 1, "write_approval": False}, auxiliary={"background_review": {
            "provider": "custom", "model": "cheap", "base_url": cheap.base_url}})
        gw = await Gateway(home, config).start()
        try:
            fake_llm.push(tool_call("memory", {"action": "remove", "target": "memory", "old_text": "nothing"}), text("ok"))
            await gw.console.ask("go")
            await wait_until(lambda: len(cheap.requests) == 1)
            tool_msgs = [m for m in cheap.requests[0]["messages"] if m["role"] == "tool"]
            assert tool_msgs and all(m["content"].startswith(UNTRUSTED) for m in tool_msgs)
            assert "never a reason to write" in cheap.requests[0]["messages"][-1]["content"]
        finally:
            await gw.stop()
    finally:
        await cheap.stop()


async def test_daily_budget_pauses_reviews_and_logs_once(gateway_factory, fake_llm: FakeLLM, caplog):
    gw = await gateway_factory(memory={"nudge_interval": 1}, auxiliary={"background_review": {"daily_token_budget": 10}})
    await gw.console.ask("one")
    await wait_until(lambda: len(fake_llm.review_requests) == 1)
    await asyncio.sleep(0.1)
    await gw.console.ask("two")
    await gw.console.ask("three")
    await asyncio.sleep(0.3)
    assert len(fake_llm.review_requests) == 1
    assert caplog.text.count("daily token budget reached") == 1
    usage = await gw.app.db.usage_since(0)
    assert usage["background_review"]["calls"] == 1 and usage["turn"]["calls"] == 3


@pytest.mark.parametrize("mode,expected", [("off", None), ("on", "💾 Memory updated"), ("verbose", "💾 Memory updated: add to USER.md")])
async def test_review_notifications_follow_display_setting(gateway_factory, fake_llm: FakeLLM, mode, expected):
    gw = await gateway_factory(memory={"nudge_interval": 1, "write_approval": False}, display={"memory_notifications": mode})
    fake_llm.push_review(add(f"Fact for {mode}."), text("saved"))
    await gw.console.ask("hi")
    await wait_until(lambda: len(fake_llm.review_requests) == 2)
    await asyncio.sleep(0.1)
    notices = [o.text for o in gw.console.sent if o.kind == "notice"]
    assert (gw.home.memories / "USER.md").read_text().strip() == f"Fact for {mode}."
    if expected is None:
        assert notices == []
    else:
        assert len(notices) == 1 and notices[0].startswith(expected)


async def test_failed_review_is_retried_once_then_dropped_silently(gateway_factory, fake_llm: FakeLLM, caplog, monkeypatch):
    import review.service

    monkeypatch.setattr(review.service, "RETRY_DELAY", 0.05)
    gw = await gateway_factory(memory={"nudge_interval": 1}, model={"max_retries": 0})
    fake_llm.push_review(error(500), error(500))
    await gw.console.ask("hi")
    await wait_until(lambda: "review failed twice; giving up" in caplog.text)
    assert len(fake_llm.review_requests) == 2
    assert [o.text for o in gw.console.sent] == ["echo: hi"]
    assert await gw.console.ask("still ok?") == "echo: still ok?"


async def test_reviews_respect_max_concurrent_across_sessions(gateway_factory, fake_llm: FakeLLM):
    from gateway.platform import InboundMessage

    gw = await gateway_factory(memory={"nudge_interval": 1}, auxiliary={"background_review": {"max_concurrent": 1}})
    fake_llm.push_review(*[text("nothing", delay=0.2) for _ in range(3)])
    for i in range(3):
        await gw.app.conversation.ingest(InboundMessage(platform="console", chat_id=f"c{i}", user_id="operator", text="hi", external_id=f"mc{i}"))
    for _ in range(3):
        await gw.console.reply()
    await wait_until(lambda: len(fake_llm.review_requests) == 3, timeout=10)
    await wait_until(lambda: fake_llm.review_in_flight == 0)
    assert fake_llm.max_review_in_flight == 1  # never two reviews at once


async def test_refine_is_admin_only(gateway: Gateway):
    from gateway.platform import InboundMessage

    await gateway.app.conversation.ingest(InboundMessage(platform="console", chat_id="local", user_id="guest", text="/refine", external_id="g1"))
    assert "Only an admin" in await gateway.console.reply()
