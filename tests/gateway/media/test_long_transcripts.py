"""A long recording: a 20 MB voice note or audio file can hold hours of speech. Its transcript is
cut to `media.document_token_budget` like a document's text (and the reply says so), instead of
going whole into the turn (past the model's context) and whole above the reply."""

from __future__ import annotations

import pytest

from gateway.config import MediaConfig
from gateway.media.step import Attachments, _Read
from gateway.platform import Attachment, InboundMessage

HOURS_OF_SPEECH = "and then we talked about the quarterly numbers again " * 20_000  # ~1 MB, ~250k tokens


class NoRows:
    async def media_get(self, *args):
        return None

    async def media_transcript(self, *args):
        return None


def attachments(budget: int = 400) -> Attachments:
    async def transcribe(name: str, data: bytes, mime: str | None) -> str:
        return HOURS_OF_SPEECH

    return Attachments(platforms=None, db=NoRows(), files=None,  # type: ignore[arg-type]
                       config=MediaConfig(document_token_budget=budget), vision=False, model="m",
                       transcribe=transcribe)


def message() -> InboundMessage:
    return InboundMessage(platform="telegram", chat_id="1", user_id="1", text="", external_id="9")


@pytest.mark.parametrize("kind,name", [("voice", "voice_9.ogg"), ("audio", "meeting.mp3")])
async def test_a_long_transcript_is_cut_to_the_budget_and_the_reply_says_so(kind: str, name: str):
    read = _Read()
    await attachments()._listen(message(), 0, Attachment(kind, name, "ref", "audio/ogg", 1000, 36000.0), b"x", read)
    [block] = read.blocks
    assert len(block) < 400 * 4 + 1000  # about the budget, plus the headers
    assert sum(len(h) for h in read.heard) < 400 * 4 + 100
    assert len(read.notes) == 1 and "cut to about 400 of" in read.notes[0]


async def test_a_short_transcript_is_kept_whole():
    async def transcribe(name: str, data: bytes, mime: str | None) -> str:
        return "remind me to call Ana"

    step = attachments()
    step.transcribe = transcribe
    read = _Read()
    await step._listen(message(), 0, Attachment("voice", "v.ogg", "ref", "audio/ogg", 1000, 3.0), b"x", read)
    assert read.heard == ["remind me to call Ana"] and read.notes == []
    assert read.blocks == ["[voice message, 3 s, transcribed]\nremind me to call Ana"]
