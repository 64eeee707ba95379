"""Telegram through real aiogram against the fake Bot API server, with the fake LLM."""

from __future__ import annotations

import asyncio
import re

from tests.adapters.conftest import ADMIN, FRIEND, LONG_NESTED_REPLY, STRANGER, WIKI
from tests.conftest import FAKE_TG_TOKEN, Gateway, wait_until
from tests.fakes.openai_server import FakeLLM, text, tool_call
from tests.fakes.telegram_server import BOT_USERNAME, FakeTelegram, Fault, entity_problems


async def test_dm_round_trip(tg_gateway: Gateway, fake_tg: FakeTelegram):
    await fake_tg.user_says("hello", user_id=ADMIN)
    [msg] = await fake_tg.wait_for_messages(ADMIN, 1)
    assert msg["text"] == "echo: hello" and "parse_mode" not in msg and "entities" not in msg
    query = "SELECT platform, external_id, state FROM inbox"
    await wait_until(lambda: [tuple(r) for r in tg_gateway.app.db.sync.conn.execute(query)] == [("telegram", "1000", "done")])


async def test_unknown_user_gets_no_model_call_and_no_inbox_row(tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    await fake_tg.user_says("let me in", user_id=STRANGER)
    await fake_tg.user_says("hi", user_id=FRIEND)
    await fake_tg.wait_for_messages(FRIEND, 1)
    assert fake_tg.messages_to(STRANGER) == []
    assert [r["messages"][-1]["content"] for r in fake_llm.requests] == ["hi"]
    assert tg_gateway.app.db.sync.conn.execute("SELECT count(*) FROM inbox").fetchone()[0] == 1


async def test_group_answers_only_when_mentioned_or_replied_to_and_sessions_are_per_user(tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    group = -100777
    await fake_tg.user_says("just chatting among humans", user_id=ADMIN, chat_id=group, chat_type="supergroup")
    await fake_tg.user_says(f"@{BOT_USERNAME} what time is it", user_id=ADMIN, chat_id=group, chat_type="supergroup")
    await fake_tg.user_says("and you?", user_id=FRIEND, chat_id=group, chat_type="supergroup", reply_to_bot=True)
    msgs = await fake_tg.wait_for_messages(group, 2)
    assert sorted(m["text"] for m in msgs) == ["echo: and you?", "echo: what time is it"]
    assert all("reply_parameters" in m for m in msgs)
    assert len(fake_llm.requests) == 2
    keys = {r[0] for r in tg_gateway.app.db.sync.conn.execute("SELECT key FROM sessions")}
    assert keys == {f"telegram:{group}:-:u{ADMIN}", f"telegram:{group}:-:u{FRIEND}"}


async def test_send_429_waits_retry_after_and_keeps_chunk_order(tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    long_reply = "\n\n".join(f"Paragraph {i}: " + "lorem ipsum " * 60 for i in range(12))
    fake_llm.push(text(long_reply))
    fake_tg.fail("sendMessage", Fault(retry_after=1))
    await fake_tg.user_says("tell me a lot", user_id=ADMIN)
    await fake_tg.wait_for_messages(ADMIN, 3)
    await asyncio.sleep(0.3)
    got = "\n\n".join(m["text"] for m in fake_tg.messages_to(ADMIN))
    assert [int(n) for n in re.findall(r"Paragraph (\d+):", got)] == list(range(12))
    assert len(fake_tg.method_calls("sendMessage")) == len(fake_tg.messages_to(ADMIN)) + 1


async def test_polling_survives_502_and_dropped_connections_without_losing_or_doubling(tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    fake_tg.fail("getUpdates", Fault(status=502, description="Bad Gateway"), Fault(drop=True), Fault(status=502, description="Bad Gateway"))
    for i in range(5):
        await fake_tg.user_says(f"m{i}", user_id=ADMIN)
    await fake_tg.wait_for_messages(ADMIN, 5, timeout=20)
    await asyncio.sleep(0.5)
    assert [m["text"] for m in fake_tg.messages_to(ADMIN)] == [f"echo: m{i}" for i in range(5)]


async def test_refused_entities_fall_back_to_the_same_text_unformatted_and_are_logged(
        tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM, caplog):
    fake_tg.reject_entities_if = lambda t, entities: True
    fake_llm.push(text("This is **important** and <raw> too."))
    await fake_tg.user_says("format please", user_id=ADMIN)
    [msg] = await fake_tg.wait_for_messages(ADMIN, 1)
    assert msg["text"] == "This is important and <raw> too."
    assert "parse_mode" not in msg and "entities" not in msg
    assert "platform rejected formatting" in caplog.text and "refused by the test" in caplog.text


async def test_model_markdown_goes_as_entities_with_markup_characters_kept(
        tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    fake_llm.push(text("**bold** <script> & `x<y`"))
    await fake_tg.user_says("render", user_id=ADMIN)
    [msg] = await fake_tg.wait_for_messages(ADMIN, 1)
    assert msg["text"] == "bold <script> & x<y" and "parse_mode" not in msg
    assert msg["entities"] == [{"type": "bold", "offset": 0, "length": 4}, {"type": "code", "offset": 16, "length": 3}]


async def test_9000_char_reply_with_code_fence_across_the_boundary(tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    code = "\n".join(f"print('line {i:04d}')" for i in range(480))
    reply = "Here is the script:\n\n```python\n" + code + "\n```\n\nDone."
    assert len(reply) > 9000
    fake_llm.push(text(reply))
    await fake_tg.user_says("write code", user_id=ADMIN)
    msgs = await fake_tg.wait_for_messages(ADMIN, 3)
    await asyncio.sleep(0.3)
    msgs = fake_tg.messages_to(ADMIN)
    assert all(len(m["text"].encode("utf-16-le")) // 2 <= 4096 for m in msgs)
    for m in msgs:  # every message shows its part of the script as Python code
        assert [e["type"] for e in m["entities"]] == ["pre"] and m["entities"][0]["language"] == "python"
    numbers = [int(n) for m in msgs for n in re.findall(r"print\('line (\d{4})'\)", m["text"])]
    assert numbers == list(range(480))
    assert msgs[-1]["text"].endswith("Done.")


async def test_a_long_nested_reply_arrives_formatted_in_several_messages(
        tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM, caplog):
    from adapters.telegram_markdown import to_entities

    fake_llm.push(text(LONG_NESTED_REPLY))
    await fake_tg.user_says("report please", user_id=ADMIN)
    await fake_tg.wait_for_messages(ADMIN, 2)
    await wait_until(lambda: fake_tg.texts_to(ADMIN)[-1].endswith("Done, really done."))
    msgs = fake_tg.messages_to(ADMIN)
    assert len(msgs) >= 2 and len(fake_tg.method_calls("sendMessage")) == len(msgs)  # nothing refused
    assert "platform rejected formatting" not in caplog.text
    assert "".join(m["text"] for m in msgs) == to_entities(LONG_NESTED_REPLY)[0]
    for m in msgs:
        assert len(m["text"].encode("utf-16-le")) // 2 <= 4096 and "parse_mode" not in m
        assert m["entities"] and entity_problems(m["text"], m["entities"]) == []
    first = {(e["type"], e.get("url")) for e in msgs[0]["entities"]}
    assert {("bold", None), ("italic", None), ("underline", None), ("text_link", WIKI)} <= first
    pre = [(i, e) for i, m in enumerate(msgs) for e in m["entities"] if e["type"] == "pre"]
    assert [i for i, _ in pre] == [len(msgs) - 2, len(msgs) - 1]  # the script continues as code
    assert all(e["language"] == "python" for _, e in pre)
    end = len(msgs[-1]["text"].encode("utf-16-le")) // 2
    assert msgs[-1]["entities"][-2:] == [{"type": "blockquote", "offset": end - 18, "length": 18},
                                         {"type": "bold", "offset": end - 12, "length": 6}]  # "really"


async def start_adapter(fake_tg: FakeTelegram):
    from pydantic import SecretStr

    from adapters.telegram import TelegramAdapter

    async def sink(msg):
        return True

    adapter = TelegramAdapter(SecretStr(FAKE_TG_TOKEN), [ADMIN], [ADMIN], fake_tg.base, poll_timeout=1)
    await adapter.start(sink)
    await wait_until(lambda: adapter.state == "connected")
    return adapter


async def test_a_resumed_reply_sends_only_the_rest_with_buttons_under_the_last(fake_tg: FakeTelegram):
    from adapters.telegram import reply_chunks
    from gateway.platform import Outbound

    chunks = reply_chunks(LONG_NESTED_REPLY)
    progress = []

    async def on_chunk(sent: int, total: int) -> None:
        progress.append((sent, total))

    adapter = await start_adapter(fake_tg)
    try:
        await adapter.send(Outbound("telegram", str(ADMIN), LONG_NESTED_REPLY, buttons=(("OK", "/ok"),),
                                    skip_chunks=1, on_chunk=on_chunk))
    finally:
        await adapter.stop()
    msgs = fake_tg.messages_to(ADMIN)
    assert [m["text"] for m in msgs] == [c.text for c in chunks[1:]]
    assert progress == [(n, len(chunks)) for n in range(2, len(chunks) + 1)]
    assert [m.get("reply_markup") is not None for m in msgs] == [False] * (len(msgs) - 1) + [True]


async def test_one_refused_message_goes_plain_and_the_others_stay_formatted(fake_tg: FakeTelegram, caplog):
    from adapters.telegram import reply_chunks
    from gateway.platform import Outbound

    chunks = reply_chunks(LONG_NESTED_REPLY)
    refused = chunks[1].text
    fake_tg.reject_entities_if = lambda t, entities: t == refused
    adapter = await start_adapter(fake_tg)
    try:
        await adapter.send(Outbound("telegram", str(ADMIN), LONG_NESTED_REPLY))
    finally:
        await adapter.stop()
    msgs = fake_tg.messages_to(ADMIN)
    assert [m["text"] for m in msgs] == [c.text for c in chunks]
    assert ["entities" in m for m in msgs] == [i != 1 for i in range(len(chunks))]
    assert caplog.text.count("platform rejected formatting") == 1


async def test_set_my_commands_is_not_resent_on_an_unchanged_restart(tg_gateway: Gateway, fake_tg: FakeTelegram):
    for _ in range(50):
        if fake_tg.method_calls("setMyCommands"):
            break
        await asyncio.sleep(0.05)
    [call] = fake_tg.method_calls("setMyCommands")
    names = [c["command"] for c in call["commands"]]
    assert {"help", "new", "status", "memory", "start"} <= set(names)
    await tg_gateway.restart()
    await fake_tg.user_says("hi", user_id=ADMIN)
    await fake_tg.wait_for_messages(ADMIN, 1)
    assert len(fake_tg.method_calls("setMyCommands")) == 1


async def test_admin_notice_buttons_approve_like_the_command(tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    fake_llm.push(tool_call("memory", {"action": "add", "target": "user", "content": "Likes Telegram."}), text("noted"))
    await fake_tg.user_says("remember that I like Telegram", user_id=FRIEND)
    await fake_tg.wait_for_messages(FRIEND, 1)
    header, notice = await fake_tg.wait_for_messages(ADMIN, 2)
    assert header["text"].startswith("💾 1 memory write waiting") and "reply_markup" not in header
    assert notice["parse_mode"] == "HTML" and "<pre>Likes Telegram.</pre>" in notice["text"]  # the content, literal
    buttons = notice["reply_markup"]["inline_keyboard"][0]
    approve = buttons[0]["callback_data"]
    assert approve.startswith("/memory approve ") and "#" in approve  # carries the content hash shown
    await fake_tg.press_button(approve, user_id=FRIEND, chat_id=FRIEND)
    refused = await fake_tg.wait_for_messages(FRIEND, 2)
    assert "Only an admin" in refused[-1]["text"]
    assert not (tg_gateway.home.memories / "USER.md").exists()
    await fake_tg.press_button(approve, user_id=ADMIN)
    msgs = await fake_tg.wait_for_messages(ADMIN, 3)
    assert msgs[-1]["text"].startswith("✅")
    assert "Likes Telegram." in (tg_gateway.home.memories / "USER.md").read_text()


async def test_token_is_in_every_url_but_never_in_logs(tg_gateway: Gateway, fake_tg: FakeTelegram, caplog):
    fake_tg.fail("getUpdates", Fault(status=502, description="Bad Gateway"))
    await fake_tg.user_says("hello", user_id=ADMIN)
    await fake_tg.wait_for_messages(ADMIN, 1)
    assert all(FAKE_TG_TOKEN in p for p in fake_tg.paths)
    assert "getUpdates failed" in caplog.text
    assert FAKE_TG_TOKEN not in caplog.text


async def test_edited_messages_are_never_requested(tg_gateway: Gateway, fake_tg: FakeTelegram):
    await fake_tg.user_says("hi", user_id=ADMIN)
    await fake_tg.wait_for_messages(ADMIN, 1)
    polls = fake_tg.method_calls("getUpdates")
    assert all(p["allowed_updates"] == ["message", "callback_query"] for p in polls)


async def test_very_long_retry_after_fails_that_send_without_stalling_other_chats(tg_gateway: Gateway, fake_tg: FakeTelegram, caplog):
    fake_tg.fail("sendMessage", Fault(retry_after=3600))
    await fake_tg.user_says("first", user_id=ADMIN)
    await wait_until(lambda: "reply not delivered" in caplog.text)
    await fake_tg.user_says("second", user_id=FRIEND)
    [msg] = await fake_tg.wait_for_messages(FRIEND, 1)
    assert msg["text"] == "echo: second"
    assert fake_tg.messages_to(ADMIN) == []
    state = tg_gateway.app.db.sync.conn.execute("SELECT state FROM inbox WHERE external_id='1000'").fetchone()[0]
    assert state == "replied"  # kept: delivered at the next start


async def test_stalled_poller_is_restarted_and_reported(fake_tg: FakeTelegram):
    from pydantic import SecretStr

    from adapters.telegram import TelegramAdapter

    got = []

    async def sink(msg):
        got.append(msg.text)
        return True

    adapter = TelegramAdapter(SecretStr(FAKE_TG_TOKEN), [ADMIN], [ADMIN], fake_tg.base, poll_timeout=1, stale_factor=0.1)
    fake_tg.fail("getUpdates", Fault(hang=True))
    await adapter.start(sink)
    try:
        await wait_until(lambda: adapter.restarts >= 1, timeout=10)
        await fake_tg.user_says("after the stall", user_id=ADMIN)
        await wait_until(lambda: got == ["after the stall"], timeout=10)
        assert adapter.health()["restarts"] >= 1
    finally:
        await adapter.stop()


async def test_typing_is_shown_while_a_turn_runs_and_start_greets(tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    fake_llm.default_delay = 0.5
    await fake_tg.user_says("/start", user_id=ADMIN)
    [greeting] = await fake_tg.wait_for_messages(ADMIN, 1)
    assert greeting["text"].startswith("Hi! I'm Hermes")
    await fake_tg.user_says("think slowly", user_id=ADMIN)
    await fake_tg.wait_for_messages(ADMIN, 2)
    actions = fake_tg.method_calls("sendChatAction")
    assert actions and actions[0]["action"] == "typing" and str(actions[0]["chat_id"]) == str(ADMIN)


async def test_a_failed_reply_is_redelivered_in_process_and_the_chat_keeps_its_order(
        tg_gateway: Gateway, fake_tg: FakeTelegram, monkeypatch):
    import itertools

    import gateway.conversation.core as core

    monkeypatch.setattr(core, "redelivery_waits", lambda: itertools.repeat(0.05))
    fake_tg.fail("sendMessage", *[Fault(status=502, description="Bad Gateway")] * 4)
    await fake_tg.user_says("first", user_id=ADMIN)
    await fake_tg.user_says("second", user_id=ADMIN)
    msgs = await fake_tg.wait_for_messages(ADMIN, 2)
    assert [m["text"] for m in msgs] == ["echo: first", "echo: second"]  # no restart needed, order kept


async def test_a_reply_that_cannot_be_delivered_in_time_expires_and_is_never_sent_late(
        home, fake_llm, fake_tg: FakeTelegram, monkeypatch):
    import itertools

    import gateway.conversation.core as core
    from tests.adapters.conftest import telegram_config

    monkeypatch.setattr(core, "redelivery_waits", lambda: itertools.repeat(0.3))
    gw = await Gateway(home, telegram_config(fake_llm, fake_tg, gateway={"answer_within_hours": 1 / 3600}),
                       console=False).start()
    try:
        fake_tg.fail("sendMessage", *[Fault(status=502, description="Bad Gateway")] * 20)
        await fake_tg.user_says("lost in the outage", user_id=ADMIN)
        query = "SELECT state FROM inbox ORDER BY id DESC LIMIT 1"
        await wait_until(lambda: tuple(gw.app.db.sync.conn.execute(query).fetchone() or ("",)) == ("expired",),
                         timeout=20)
        fake_tg._faults.clear()
        await gw.restart()
        await fake_tg.user_says("after the outage", user_id=ADMIN)
        msgs = await fake_tg.wait_for_messages(ADMIN, 1)
        assert [m["text"] for m in msgs] == ["echo: after the outage"]
    finally:
        await gw.stop()


async def test_an_update_aiogram_cannot_parse_is_recorded_skipped_and_polling_goes_on(
        tg_gateway: Gateway, fake_tg: FakeTelegram):
    await fake_tg.push_update({"message": {"message_id": "not a number", "chat": "nonsense"}})
    await fake_tg.user_says("still there?", user_id=ADMIN)
    [msg] = await fake_tg.wait_for_messages(ADMIN, 1)
    assert msg["text"] == "echo: still there?"
    total, [bad] = tg_gateway.app.db.sync.unparseable(1)
    assert total == 1 and bad["platform"] == "telegram" and "not a number" in bad["raw"]


async def test_telegram_unreachable_at_boot_does_not_stop_the_daemon(home, fake_llm, fake_tg: FakeTelegram):
    from tests.adapters.conftest import telegram_config

    fake_tg.fail("getMe", *[Fault(status=502, description="Bad Gateway")] * 3)
    gw = await Gateway(home, telegram_config(fake_llm, fake_tg), console=False).start()  # READY, degraded
    try:
        assert gw.app.conversation.health()["platforms"]["telegram"]["state"] == "connecting"
        await fake_tg.user_says("hello after the outage", user_id=ADMIN)
        [msg] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
        assert msg["text"] == "echo: hello after the outage"
        assert gw.app.conversation.health()["platforms"]["telegram"]["state"] == "connected"
    finally:
        await gw.stop()
