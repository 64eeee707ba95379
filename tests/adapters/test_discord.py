"""Discord through real discord.py against the fake REST + gateway, with the fake LLM."""

from __future__ import annotations

import asyncio

from tests.adapters.conftest import (
    ADMIN,
    D_ADMIN,
    D_FRIEND,
    D_STRANGER,
    discord_platform,
)
from tests.conftest import FAKE_DISCORD_TOKEN, Gateway, make_config, wait_until
from tests.fakes.discord_server import (
    CHANNEL_ID,
    OTHER_THREAD_ID,
    THREAD_ID,
    FakeDiscord,
    RestFault,
)
from tests.fakes.openai_server import FakeLLM, text


async def test_guild_mention_round_trip(dc_gateway: Gateway, fake_dc: FakeDiscord):
    await fake_dc.user_says("what's up", user_id=D_FRIEND, mention_bot=True)
    [msg] = await fake_dc.wait_for_messages(CHANNEL_ID, 1)
    assert msg["content"] == "echo: what's up"
    assert msg["allowed_mentions"] == {"parse": []} or msg["allowed_mentions"]["parse"] == []


async def test_guild_message_without_mention_is_ignored(dc_gateway: Gateway, fake_dc: FakeDiscord, fake_llm: FakeLLM):
    await fake_dc.user_says("humans talking", user_id=D_FRIEND)
    await fake_dc.user_says("in their thread", user_id=D_FRIEND, channel_id=OTHER_THREAD_ID)
    await fake_dc.user_says("in our thread", user_id=D_FRIEND, channel_id=THREAD_ID)
    [msg] = await fake_dc.wait_for_messages(THREAD_ID, 1)
    assert msg["content"] == "echo: in our thread"
    assert fake_dc.messages_in(CHANNEL_ID) == [] and fake_dc.messages_in(OTHER_THREAD_ID) == []
    assert len(fake_llm.requests) == 1


async def test_dm_round_trip(dc_gateway: Gateway, fake_dc: FakeDiscord):
    await fake_dc.user_says("hello in private", user_id=D_FRIEND, dm=True)
    [msg] = await fake_dc.wait_for_messages(fake_dc.dm_channel_for(D_FRIEND), 1)
    assert msg["content"] == "echo: hello in private"


async def test_non_allowed_user_is_ignored_without_a_model_call(dc_gateway: Gateway, fake_dc: FakeDiscord, fake_llm: FakeLLM):
    await fake_dc.user_says("let me in", user_id=D_STRANGER, dm=True)
    await fake_dc.user_says("me too", user_id=D_STRANGER, mention_bot=True)
    await fake_dc.user_says("ok", user_id=D_FRIEND, dm=True)
    await fake_dc.wait_for_messages(fake_dc.dm_channel_for(D_FRIEND), 1)
    assert fake_dc.messages_in(fake_dc.dm_channel_for(D_STRANGER)) == [] and fake_dc.messages_in(CHANNEL_ID) == []
    assert len(fake_llm.requests) == 1


async def test_op7_reconnect_and_close_4000_resume_without_loss_or_duplicates(dc_gateway: Gateway, fake_dc: FakeDiscord, fake_llm: FakeLLM):
    dm = fake_dc.dm_channel_for(D_FRIEND)
    await fake_dc.user_says("before", user_id=D_FRIEND, dm=True)
    await fake_dc.wait_for_messages(dm, 1)
    await fake_dc.reconnect_op7()
    await fake_dc.user_says("during op7", user_id=D_FRIEND, dm=True)  # sent while the client reconnects
    await fake_dc.wait_connected()
    await fake_dc.wait_for_messages(dm, 2)
    await fake_dc.close_with(4000)
    await fake_dc.user_says("during 4000", user_id=D_FRIEND, dm=True)
    await fake_dc.wait_connected()
    await fake_dc.user_says("after", user_id=D_FRIEND, dm=True)
    await fake_dc.wait_for_messages(dm, 4)
    await asyncio.sleep(0.5)
    assert fake_dc.texts_in(dm) == ["echo: before", "echo: during op7", "echo: during 4000", "echo: after"]
    assert len(fake_dc.resumes) >= 2 and len(fake_dc.identifies) == 1
    assert len(fake_llm.requests) == 4


async def test_rest_429_with_via_header_is_waited_out(dc_gateway: Gateway, fake_dc: FakeDiscord):
    dm = fake_dc.dm_channel_for(D_FRIEND)
    fake_dc.fail(f"POST /channels/{dm}/messages", RestFault(retry_after=1.0))
    await fake_dc.user_says("rate me", user_id=D_FRIEND, dm=True)
    [msg] = await fake_dc.wait_for_messages(dm, 1, timeout=15)
    assert msg["content"] == "echo: rate me"
    posts = [c for c in fake_dc.rest_calls if c[0] == "POST" and c[1] == f"/channels/{dm}/messages"]
    assert len(posts) == 2


async def test_5000_char_reply_is_chunked_under_2000(dc_gateway: Gateway, fake_dc: FakeDiscord, fake_llm: FakeLLM):
    reply = " ".join(f"w{i:04d}" for i in range(850))
    assert len(reply) > 5000
    fake_llm.push(text(reply))
    dm = fake_dc.dm_channel_for(D_FRIEND)
    await fake_dc.user_says("long please", user_id=D_FRIEND, dm=True)
    msgs = await fake_dc.wait_for_messages(dm, 3)
    await asyncio.sleep(0.3)
    msgs = fake_dc.messages_in(dm)
    assert all(len(m["content"]) <= 2000 for m in msgs)
    assert " ".join(m["content"] for m in msgs).split() == reply.split()


async def test_everyone_in_model_output_does_not_ping(dc_gateway: Gateway, fake_dc: FakeDiscord, fake_llm: FakeLLM):
    fake_llm.push(text("@everyone and @here and <@&123> look!"))
    await fake_dc.user_says("ping them", user_id=D_FRIEND, mention_bot=True)
    [msg] = await fake_dc.wait_for_messages(CHANNEL_ID, 1)
    assert msg["content"] == "@everyone and @here and <@&123> look!"
    assert msg["allowed_mentions"]["parse"] == []
    assert not msg["allowed_mentions"].get("roles") and not msg["allowed_mentions"].get("users")


async def test_telegram_keeps_answering_while_discord_is_down(home, fake_llm: FakeLLM, fake_dc: FakeDiscord):
    from tests.fakes.telegram_server import FakeTelegram

    fake_dc.down = True
    fake_tg = FakeTelegram(token=__import__("tests.conftest", fromlist=["x"]).FAKE_TG_TOKEN)
    await fake_tg.start()
    try:
        config = make_config(fake_llm, platforms={
            "discord": discord_platform(fake_dc),
            "telegram": {"enabled": True, "api_base": fake_tg.base, "allowed_users": [ADMIN], "admins": [ADMIN]},
            "console": {"enabled": False}})
        gw = await Gateway(home, config, console=False).start()
        try:
            await fake_tg.user_says("is telegram fine?", user_id=ADMIN)
            [msg] = await fake_tg.wait_for_messages(ADMIN, 1)
            assert msg["text"] == "echo: is telegram fine?"
            assert gw.app.conversation.health()["platforms"]["discord"]["connected"] is False
            fake_dc.down = False
            await fake_dc.wait_connected(timeout=30)
            await fake_dc.user_says("and discord?", user_id=D_FRIEND, dm=True)
            await fake_dc.wait_for_messages(fake_dc.dm_channel_for(D_FRIEND), 1, timeout=15)
        finally:
            await gw.stop()
    finally:
        await fake_tg.stop()


async def test_admin_notice_button_approves_like_the_command(dc_gateway: Gateway, fake_dc: FakeDiscord, fake_llm: FakeLLM):
    from tests.fakes.openai_server import tool_call

    fake_llm.push(tool_call("memory", {"action": "add", "target": "memory", "content": "Discord works."}), text("noted"))
    await fake_dc.user_says("remember discord", user_id=D_FRIEND, dm=True)
    admin_dm = fake_dc.dm_channel_for(D_ADMIN)
    header, notice = await fake_dc.wait_for_messages(admin_dm, 2)
    assert header["content"].startswith("💾 1 memory write waiting") and not header.get("components")
    assert "```\nDiscord works.\n```" in notice["content"]  # the content, in a code block
    buttons = notice["components"][0]["components"]
    approve = buttons[0]["custom_id"]
    assert approve.startswith("/memory approve ") and "#" in approve
    await fake_dc.press_button(approve, user_id=D_ADMIN, message=notice)
    msgs = await fake_dc.wait_for_messages(admin_dm, 3)
    assert msgs[-1]["content"].startswith("✅")
    assert "Discord works." in (dc_gateway.home.memories / "MEMORY.md").read_text()
    assert fake_dc.interaction_callbacks


async def test_status_shows_discord_latency_and_last_event(dc_gateway: Gateway, fake_dc: FakeDiscord):
    await fake_dc.user_says("/status", user_id=D_ADMIN, dm=True)
    [msg] = await fake_dc.wait_for_messages(fake_dc.dm_channel_for(D_ADMIN), 1)
    assert "Platform discord: up" in msg["content"]
    health = dc_gateway.app.conversation.health()["platforms"]["discord"]
    assert "latency_ms" in health and "last_event_age" in health


async def test_close_4014_says_which_portal_switch(home, fake_llm: FakeLLM, fake_dc: FakeDiscord, caplog):
    config = make_config(fake_llm, platforms={"discord": discord_platform(fake_dc), "console": {"enabled": False}})
    gw = await Gateway(home, config, console=False).start()
    try:
        await fake_dc.wait_connected()
        await fake_dc.close_with(4014)
        await wait_until(lambda: "MESSAGE CONTENT INTENT" in caplog.text, timeout=15)
        assert "Privileged Gateway Intents" in gw.app.conversation.health()["platforms"]["discord"]["error"]
        assert FAKE_DISCORD_TOKEN not in caplog.text
    finally:
        await gw.stop()


async def test_a_discord_message_that_cannot_be_stored_at_once_is_retried_not_lost(
        dc_gateway: Gateway, fake_dc: FakeDiscord):
    import asyncio
    import sys

    locker = await asyncio.create_subprocess_exec(
        sys.executable, "-c",
        "import sqlite3,sys,time; c=sqlite3.connect(sys.argv[1], isolation_level=None); "
        "c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); time.sleep(6); c.execute('COMMIT')",
        str(dc_gateway.home.db_path), stdout=asyncio.subprocess.PIPE)
    assert (await locker.stdout.readline()).strip() == b"locked"
    await fake_dc.user_says("kept despite a busy disk", user_id=D_ADMIN, dm=True)
    await locker.wait()
    [msg] = await fake_dc.wait_for_messages(fake_dc.dm_channel_for(D_ADMIN), 1, timeout=60)
    assert msg["content"] == "echo: kept despite a busy disk"
    health = dc_gateway.app.conversation.health()["platforms"]["discord"]
    assert health["persist_failures"] >= 1 and health["lost"] == 0
