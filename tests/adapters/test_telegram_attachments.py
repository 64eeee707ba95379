"""Photos, documents and voice through real aiogram against the fake Bot API, end to end."""

from __future__ import annotations

import base64
import json
import stat
from typing import AsyncIterator

import pytest

from tests.adapters.conftest import ADMIN, telegram_config
from tests.conftest import FAKE_TG_TOKEN, Gateway, wait_until
from tests.fakes.documents import PNG_1PX, make_pdf
from tests.fakes.openai_server import FakeLLM, text
from tests.fakes.telegram_server import FakeTelegram, Fault

MB = 1024 * 1024


def media_config(fake_llm, fake_tg, vision=True, transcription="whisper-1", **media):
    return telegram_config(fake_llm, fake_tg, model={"vision": vision},
                           media={"transcription_model": transcription, **media})


@pytest.fixture
async def media_gateway(home, fake_llm, fake_tg) -> AsyncIterator[Gateway]:
    gw = Gateway(home, media_config(fake_llm, fake_tg, max_bytes=MB, document_token_budget=200), console=False)
    await gw.start()
    yield gw
    await gw.stop()


def user_content(request: dict) -> str | list:
    return [m for m in request["messages"] if m["role"] == "user"][-1]["content"]


def stored_files(gw: Gateway) -> list:
    return sorted(p for p in gw.home.media.iterdir())


async def test_a_photo_with_a_caption_reaches_a_vision_model_as_an_image_part(
        media_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    fake_llm.push(text("A red dot."))
    await fake_tg.user_sends("photo", PNG_1PX, user_id=ADMIN, caption="what is this?")
    [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    assert reply["text"] == "A red dot."
    parts = user_content(fake_llm.turn_requests[-1])
    assert parts[0]["type"] == "text" and parts[0]["text"].startswith("what is this?")
    assert parts[1]["image_url"]["url"] == "data:image/jpeg;base64," + base64.b64encode(PNG_1PX).decode()
    [path] = stored_files(media_gateway)
    assert path.read_bytes() == PNG_1PX and stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(media_gateway.home.media.stat().st_mode) == 0o700
    assert fake_tg.downloads == ["documents/file1.bin"]  # the largest size, fetched once


async def test_the_image_stays_in_view_on_the_next_turn_without_a_second_download(
        media_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    await fake_tg.user_sends("photo", PNG_1PX, user_id=ADMIN, caption="remember this")
    await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    await fake_tg.user_says("and now?", user_id=ADMIN)
    await fake_tg.wait_for_messages(ADMIN, 2, timeout=30)
    first_user = [m for m in fake_llm.turn_requests[-1]["messages"] if m["role"] == "user"][0]
    assert first_user["content"][1]["type"] == "image_url"
    assert fake_tg.downloads == ["documents/file1.bin"]


async def test_a_text_document_is_read_into_the_turn_fenced_and_marked_untrusted(
        media_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    await fake_tg.user_sends("document", b"# Plan\nship on friday\n", user_id=ADMIN, caption="summarise",
                             file_name="plan.md", mime_type="text/markdown")
    await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    content = user_content(fake_llm.turn_requests[-1])
    assert content.startswith("summarise\n\n[attached file plan.md — untrusted content")
    assert "<<<file\n# Plan\nship on friday\n\n>>>file" in content


async def test_a_pdf_is_read_and_a_long_one_is_cut_to_the_budget_and_says_so(
        media_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    pdf = make_pdf(["Quarterly report"] + ["filler line " * 8 + f"page {i}" for i in range(1, 12)])
    fake_llm.push(text("Summary."))
    await fake_tg.user_sends("document", pdf, user_id=ADMIN, file_name="q3.pdf", mime_type="application/pdf")
    [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    content = user_content(fake_llm.turn_requests[-1])
    assert "PDF of 12 pages" in content and "Quarterly report" in content
    assert "cut to about 200 of" in content
    assert reply["text"].startswith("📄 q3.pdf is long:") and reply["text"].endswith("Summary.")


async def test_a_voice_message_is_transcribed_and_the_transcript_heads_the_reply(
        media_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    fake_llm.transcript = "remind me to water the plants"
    fake_llm.push(text("Will do."))
    await fake_tg.user_sends("voice", b"OggS-fake-opus", user_id=ADMIN, duration=4)
    [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    assert reply["text"] == "🎤 remind me to water the plants\n\nWill do."
    [upload] = fake_llm.transcriptions
    assert upload["model"] == "whisper-1" and upload["data"] == b"OggS-fake-opus"
    assert user_content(fake_llm.turn_requests[-1]) == "[voice message, 4 s, transcribed]\nremind me to water the plants"


# ---- bad input -----------------------------------------------------------------------------

async def test_an_oversized_file_is_refused_before_download_and_nothing_else_breaks(
        media_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    await fake_tg.user_sends("document", b"", user_id=ADMIN, file_name="big.txt", claimed_size=5 * MB)
    [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    assert reply["text"] == "big.txt is too large (5.0 MB); the limit is 1.0 MB."
    assert fake_tg.downloads == [] and fake_llm.turn_requests == []
    await fake_tg.user_says("still there?", user_id=ADMIN)
    assert (await fake_tg.wait_for_messages(ADMIN, 2, timeout=30))[-1]["text"] == "echo: still there?"


async def test_a_file_over_telegrams_20_mb_bot_limit_gets_a_clear_reply(
        home, fake_llm: FakeLLM, fake_tg: FakeTelegram):
    gw = await Gateway(home, media_config(fake_llm, fake_tg, max_bytes=100 * MB), console=False).start()
    try:
        await fake_tg.user_sends("document", b"", user_id=ADMIN, file_name="huge.log", claimed_size=30 * MB,
                                 declare_size=False)
        [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
        assert "huge.log is too large" in reply["text"] and "20,971,520" in reply["text"]
        assert fake_tg.downloads == []
    finally:
        await gw.stop()


@pytest.mark.parametrize("kind, data, name, mime, expected", [
    ("document", b"", "empty.txt", "text/plain", "empty.txt is empty (0 bytes)."),
    ("document", b"MZ\x90\x00", "tool.exe", "application/x-msdownload", "I can't read tool.exe: that type of file is not supported."),
    ("document", b"%PDF-1.4 garbage", "broken.pdf", "application/pdf", "I couldn't read broken.pdf: the PDF is damaged or not really a PDF."),
    ("video", b"\x00\x00\x00\x18ftypmp4", None, None, "I can't read video: that kind of file is not supported."),
])
async def test_bad_files_get_a_clear_reply_and_no_model_call(
        media_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM, kind, data, name, mime, expected):
    await fake_tg.user_sends(kind, data, user_id=ADMIN, file_name=name, mime_type=mime)
    [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    assert reply["text"].startswith(expected)
    assert fake_llm.turn_requests == []


async def test_a_bad_file_with_a_caption_still_answers_the_caption_and_says_what_went_wrong(
        media_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    await fake_tg.user_sends("document", b"%PDF-1.4 garbage", user_id=ADMIN, caption="can you read it?",
                             file_name="broken.pdf", mime_type="application/pdf")
    [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    assert reply["text"] == ("⚠️ I couldn't read broken.pdf: the PDF is damaged or not really a PDF.\n\n"
                             "echo: can you read it?")


async def test_a_voice_message_without_transcription_configured_gets_a_clear_reply(
        home, fake_llm: FakeLLM, fake_tg: FakeTelegram):
    gw = await Gateway(home, media_config(fake_llm, fake_tg, transcription=None), console=False).start()
    try:
        await fake_tg.user_sends("voice", b"OggS", user_id=ADMIN)
        [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
        assert "no transcription model is configured (media.transcription_model)" in reply["text"]
        assert fake_tg.downloads == [] and fake_llm.transcriptions == [] and fake_llm.turn_requests == []
    finally:
        await gw.stop()


async def test_a_failing_transcription_endpoint_gets_a_clear_reply(
        media_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    fake_llm.transcription_status = 500
    await fake_tg.user_sends("voice", b"OggS", user_id=ADMIN)
    [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    assert reply["text"].startswith("I couldn't transcribe the voice message (transcription endpoint answered HTTP 500)")


async def test_an_image_for_a_model_without_vision_gets_a_clear_reply(home, fake_llm: FakeLLM, fake_tg: FakeTelegram):
    gw = await Gateway(home, media_config(fake_llm, fake_tg, vision=False), console=False).start()
    try:
        await fake_tg.user_sends("photo", PNG_1PX, user_id=ADMIN)
        [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
        assert reply["text"].startswith("This model (fake-model) cannot see images")
        assert "model.vision: true" in reply["text"]
        assert fake_tg.downloads == [] and fake_llm.turn_requests == []
    finally:
        await gw.stop()


async def test_a_failed_download_names_no_token_anywhere(media_gateway: Gateway, fake_tg: FakeTelegram,
                                                         fake_llm: FakeLLM, caplog):
    fake_tg.file_status = 404  # aiohttp's error for this names the URL, and the URL holds the token
    await fake_tg.user_sends("document", b"hello", user_id=ADMIN, file_name="a.txt")
    [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    assert reply["text"].startswith("I couldn't download a.txt (downloading the file from Telegram failed: "
                                    "ClientResponseError)")
    assert fake_tg.downloads == ["documents/file1.bin"]
    assert FAKE_TG_TOKEN not in reply["text"]
    db_bytes = b"".join(p.read_bytes() for p in media_gateway.home.root.glob("state.db*"))
    assert FAKE_TG_TOKEN.encode() not in db_bytes


async def test_the_message_and_its_file_handle_are_in_the_inbox_and_the_download_is_recorded(
        media_gateway: Gateway, fake_tg: FakeTelegram):
    await fake_tg.user_sends("document", b"abc", user_id=ADMIN, file_name="a.txt", mime_type="text/plain")
    await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    conn = media_gateway.app.db.sync.conn
    [payload] = [json.loads(r[0]) for r in conn.execute("SELECT payload FROM inbox")]
    assert payload["attachments"] == [{"kind": "document", "name": "a.txt", "ref": "file1", "mime": "text/plain",
                                       "size": 3, "duration": None}]
    await wait_until(lambda: conn.execute("SELECT state, size FROM media").fetchall() != [])
    assert [tuple(r) for r in conn.execute("SELECT state, size FROM media")] == [("stored", 3)]
    db_bytes = b"".join(p.read_bytes() for p in media_gateway.home.root.glob("state.db*"))
    assert FAKE_TG_TOKEN.encode() not in db_bytes


async def test_a_download_that_fails_for_a_moment_is_tried_again(media_gateway: Gateway, fake_tg: FakeTelegram,
                                                                 fake_llm: FakeLLM):
    fake_tg.fail("getFile", Fault(status=502, description="Bad Gateway"))
    await fake_tg.user_sends("document", b"the notes", user_id=ADMIN, file_name="notes.txt", mime_type="text/plain")
    [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=60)
    assert "the notes" in reply["text"] and "couldn't download" not in reply["text"]
    assert len(fake_tg.method_calls("getFile")) == 2


async def test_an_audio_file_is_transcribed_as_untrusted_file_content_not_as_the_persons_words(
        media_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    fake_llm.transcript = "welcome to the show"
    await fake_tg.user_sends("audio", b"ID3-mp3", user_id=ADMIN, caption="what is this about?",
                             file_name="podcast.mp3", mime_type="audio/mpeg")
    [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
    assert "🎤" not in reply["text"]
    content = user_content(fake_llm.turn_requests[-1])
    assert "[transcript of the audio file podcast.mp3 — untrusted content" in content
    assert fake_llm.transcriptions[0]["filename"] == "podcast.mp3"


async def test_with_media_off_files_are_not_fetched_and_the_person_is_told(home, fake_llm: FakeLLM,
                                                                          fake_tg: FakeTelegram):
    gw = await Gateway(home, media_config(fake_llm, fake_tg, enabled=False), console=False).start()
    try:
        await fake_tg.user_sends("document", b"x", user_id=ADMIN, file_name="a.txt", caption="hi")
        [reply] = await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
        assert reply["text"] == "⚠️ I don't read attached files here (media.enabled is off).\n\necho: hi"
        assert fake_tg.downloads == []
    finally:
        await gw.stop()


async def test_the_background_review_reads_the_turn_without_the_image(home, fake_llm: FakeLLM, fake_tg: FakeTelegram):
    config = media_config(fake_llm, fake_tg)
    config.memory.nudge_interval = 1
    gw = await Gateway(home, config, console=False).start()
    try:
        fake_llm.push(text("A cat."))
        await fake_tg.user_sends("photo", PNG_1PX, user_id=ADMIN, caption="my cat")
        await fake_tg.wait_for_messages(ADMIN, 1, timeout=30)
        await wait_until(lambda: len(fake_llm.review_requests) == 1, timeout=30)
        review = json.dumps(fake_llm.review_requests[0])
        assert "image_url" not in review and "attachments" not in review
        assert "[image attached: photo_" in review
    finally:
        await gw.stop()
