"""Discord attachments through real discord.py: files served by the fake on loopback, end to end."""

from __future__ import annotations

import asyncio
import base64
from typing import AsyncIterator

import pytest

from tests.adapters.conftest import D_FRIEND, discord_platform
from tests.conftest import Gateway, make_config
from tests.fakes.discord_server import CHANNEL_ID, FakeDiscord
from tests.fakes.documents import PNG_1PX, make_pdf
from tests.fakes.openai_server import FakeLLM, text

MB = 1024 * 1024


@pytest.fixture
async def dc_media(home, fake_llm, fake_dc) -> AsyncIterator[Gateway]:
    config = make_config(fake_llm, platforms={"discord": discord_platform(fake_dc), "console": {"enabled": False}},
                         model={"vision": True}, media={"transcription_model": "whisper-1", "max_bytes": MB})
    gw = Gateway(home, config, console=False)
    await gw.start()
    await fake_dc.wait_connected()
    lazy = gw.app.platforms.get("discord")
    await asyncio.wait_for(lazy.ready.wait(), 60)
    await asyncio.wait_for(lazy.real.ready.wait(), 60)
    yield gw
    await gw.stop()


def last_user(fake_llm: FakeLLM):
    return [m for m in fake_llm.turn_requests[-1]["messages"] if m["role"] == "user"][-1]["content"]


async def test_an_image_in_a_dm_reaches_the_model_as_an_image_part(dc_media: Gateway, fake_dc: FakeDiscord,
                                                                   fake_llm: FakeLLM):
    fake_llm.push(text("A pixel."))
    dm = fake_dc.dm_channel_for(D_FRIEND)
    await fake_dc.user_says("what is it", user_id=D_FRIEND, dm=True,
                            attachments=[fake_dc.attachment(PNG_1PX, "dot.png", "image/png")])
    [msg] = await fake_dc.wait_for_messages(dm, 1, timeout=30)
    assert msg["content"] == "A pixel."
    parts = last_user(fake_llm)
    assert parts[1]["image_url"]["url"] == "data:image/png;base64," + base64.b64encode(PNG_1PX).decode()
    assert len(fake_dc.downloads) == 1


async def test_a_pdf_mentioning_the_bot_in_a_channel_is_read(dc_media: Gateway, fake_dc: FakeDiscord,
                                                             fake_llm: FakeLLM):
    pdf = make_pdf(["Minutes of the meeting", "Decision: ship it"])
    await fake_dc.user_says("", user_id=D_FRIEND, mention_bot=True,
                            attachments=[fake_dc.attachment(pdf, "minutes.pdf", "application/pdf")])
    await fake_dc.wait_for_messages(CHANNEL_ID, 1, timeout=30)
    content = last_user(fake_llm)
    assert content.startswith("[attached file minutes.pdf, PDF of 2 pages — untrusted content")
    assert "Decision: ship it" in content


async def test_a_voice_message_is_transcribed(dc_media: Gateway, fake_dc: FakeDiscord, fake_llm: FakeLLM):
    fake_llm.transcript = "book a table for two"
    fake_llm.push(text("Booked."))
    dm = fake_dc.dm_channel_for(D_FRIEND)
    await fake_dc.user_says("", user_id=D_FRIEND, dm=True,
                            attachments=[fake_dc.attachment(b"OggS", "voice-message.ogg", "audio/ogg", voice_seconds=2.5)])
    [msg] = await fake_dc.wait_for_messages(dm, 1, timeout=30)
    assert msg["content"] == "> 🎤 book a table for two\n\nBooked."
    assert fake_llm.transcriptions[0]["data"] == b"OggS"


async def test_an_oversized_attachment_is_refused_without_download(dc_media: Gateway, fake_dc: FakeDiscord,
                                                                   fake_llm: FakeLLM):
    dm = fake_dc.dm_channel_for(D_FRIEND)
    await fake_dc.user_says("", user_id=D_FRIEND, dm=True,
                            attachments=[fake_dc.attachment(b"x", "dump.log", "text/plain", claimed_size=8 * MB)])
    [msg] = await fake_dc.wait_for_messages(dm, 1, timeout=30)
    assert msg["content"] == "dump.log is too large (8.0 MB); the limit is 1.0 MB."
    assert fake_dc.downloads == [] and fake_llm.turn_requests == []


async def test_an_attachment_the_cdn_no_longer_has_gets_a_clear_reply(dc_media: Gateway, fake_dc: FakeDiscord,
                                                                      fake_llm: FakeLLM):
    dm = fake_dc.dm_channel_for(D_FRIEND)
    attachment = fake_dc.attachment(b"hello", "a.txt", "text/plain")
    del fake_dc.attachment_files[attachment["id"]]
    await fake_dc.user_says("read this", user_id=D_FRIEND, dm=True, attachments=[attachment])
    [msg] = await fake_dc.wait_for_messages(dm, 1, timeout=30)
    assert msg["content"] == ("⚠️ I couldn't download a.txt (Discord did not hand over the file: HTTP 404). "
                              "Please send it again.\n\necho: read this")


async def test_an_image_format_vision_models_do_not_take_gets_a_clear_reply(dc_media: Gateway, fake_dc: FakeDiscord,
                                                                            fake_llm: FakeLLM):
    dm = fake_dc.dm_channel_for(D_FRIEND)
    await fake_dc.user_says("", user_id=D_FRIEND, dm=True,
                            attachments=[fake_dc.attachment(b"ftypheic", "IMG_0001.HEIC", "image/heic")])
    [msg] = await fake_dc.wait_for_messages(dm, 1, timeout=30)
    assert msg["content"] == "I can't look at IMG\\_0001.HEIC: only PNG, JPEG, GIF and WebP images are supported."
    assert fake_dc.downloads == [] and fake_llm.turn_requests == []
