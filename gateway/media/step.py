"""The answering step for messages that carry files: download once, read, and hand the turn text.

The inbox already holds the message with its files' platform handles (persisted before the
platform was told it arrived). Here, in the session's worker, each file is downloaded once
(state.db's `media` rows remember what was stored, so a replay after a crash reads the stored
file), then: an image becomes an image part for a model that can see, a document's text goes
into the turn (cut to a token budget, said so), a voice message is transcribed and the
transcript shown to the person above the reply. Anything that cannot be read gets one clear
line in the reply; a message with nothing readable left is answered with those lines alone.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field, replace
from typing import Awaitable, Callable

from gateway.config import MediaConfig
from gateway.llm.client import LLMError
from gateway.log import get_logger
from gateway.media.content import IMAGE_MIMES, compose, file_block, image_block, truncation_note, voice_block
from gateway.media.documents import Extracted, UnreadableFile, document_type, extract, fit_tokens
from gateway.media.files import MediaFiles
from gateway.media.pdftext import read_pdf_in_child
from gateway.platform import Attachment, FetchError, InboundMessage, Platforms, visible
from gateway.registry import Answer, Next
from gateway.store import AsyncStore

log = get_logger(__name__)

Transcribe = Callable[[str, bytes, str | None], Awaitable[str]]
FETCH_RETRY_WAITS = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0)  # about a minute in all
EXTRACT_TIMEOUT = 60.0  # a PDF that takes longer than this (page cap notwithstanding) is given up on
SUPPORTED = "I can read images, text documents (txt, md, csv, json, logs, source code), PDFs and voice messages."


@dataclass
class _Read:
    blocks: list[str] = field(default_factory=list)
    images: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    heard: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def image_suffix(a: Attachment) -> str | None:
    """The suffix of an image a vision model takes, from its type or its name; None for others."""
    by_mime = {"image/png": ".png", "image/jpeg": ".jpg", "image/gif": ".gif", "image/webp": ".webp"}
    if a.mime in by_mime:
        return by_mime[a.mime]
    suffix = a.name[a.name.rfind("."):].lower() if "." in a.name else ""
    return suffix if suffix in IMAGE_MIMES else None


def is_image(data: bytes) -> bool:
    """The bytes begin like a PNG, JPEG, GIF or WebP file (whatever the name or type claimed)."""
    return (data.startswith((b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"GIF87a", b"GIF89a"))
            or (data[:4] == b"RIFF" and data[8:12] == b"WEBP"))


def display_name(name: str) -> str:
    """A file's name as the gateway writes it in a reply or a turn: the sender chose it, so on one
    line, invisible and bidi characters spelled out (no `exe.pdf` posing as `fdp.exe`), not too long."""
    shown = visible(" ".join(name.split())) or "(no name)"
    return shown if len(shown) <= 120 else shown[:119] + "…"


def _size(n: int) -> str:
    return f"{n / 1024 / 1024:.1f} MB" if n >= 1024 * 1024 else f"{n / 1024:.0f} KB"


class Attachments:
    def __init__(self, platforms: Platforms, db: AsyncStore, files: MediaFiles, config: MediaConfig,
                 vision: bool, model: str, transcribe: Transcribe | None):
        self.platforms = platforms
        self.db = db
        self.files = files
        self.config = config
        self.vision = vision
        self.model = model
        self.transcribe = transcribe

    async def __call__(self, msg: InboundMessage, next: Next) -> Answer:
        if not msg.attachments:
            return await next(msg)
        read = _Read()
        if not self.config.enabled:
            read.problems.append("I don't read attached files here (media.enabled is off).")
        else:
            for idx, attachment in enumerate(msg.attachments):
                await self._read(msg, idx, attachment, read)
        if not (msg.text.strip() or read.blocks):
            return Answer("\n".join(read.problems) or "(nothing to read)", kind="command")
        turn = replace(msg, text=compose(msg.text, read.blocks), extra={**msg.extra, "images": read.images})
        answer = await next(turn)
        header = ([f"> 🎤 {' '.join(t.split())}" for t in read.heard] + [f"⚠️ {p}" for p in read.problems]
                  + [f"📄 {n}" for n in read.notes])
        if header:
            answer.text = "\n\n".join(header + [answer.text])
        return answer

    async def _read(self, msg: InboundMessage, idx: int, a: Attachment, read: _Read) -> None:
        name = display_name(a.name)
        if a.kind == "other":
            read.problems.append(f"I can't read {name}: that kind of file is not supported. {SUPPORTED}")
            return
        if a.kind == "image" and image_suffix(a) is None:
            read.problems.append(f"I can't look at {name}: only PNG, JPEG, GIF and WebP images are supported.")
            return
        if a.kind == "image" and not self.vision:
            read.problems.append(f"This model ({self.model}) cannot see images, so I can't look at {name}. "
                                 "An admin can set model.vision: true for a model that can.")
            return
        if a.kind in ("voice", "audio") and self.transcribe is None:
            read.problems.append("I can't listen to voice or audio messages here: no transcription model is "
                                 "configured (media.transcription_model).")
            return
        doc = document_type(a.name, a.mime) if a.kind == "document" else None
        if a.kind == "document" and doc is None:
            read.problems.append(f"I can't read {name}: that type of file is not supported. {SUPPORTED}")
            return
        # An image is stored under the suffix of its type: that is how the model is later told the type.
        store_as = f"image{image_suffix(a)}" if a.kind == "image" else a.name
        stored = await self._fetch_once(msg, idx, a, read, store_as)
        if stored is None:
            return
        file, data = stored
        if a.kind == "image" and not is_image(data):
            # A provider refuses a request holding an image that is not one, and the image stays in the
            # session's history by reference: every later turn of the session would fail too.
            read.problems.append(f"I can't look at {name}: it is not a PNG, JPEG, GIF or WebP image.")
            return
        if a.kind == "image":
            read.images.append(file)
            read.blocks.append(image_block(name))
        elif doc is not None:
            await self._document(name, doc, data, read)
        else:
            await self._listen(msg, idx, a, data, read)

    async def _fetch_once(self, msg: InboundMessage, idx: int, a: Attachment, read: _Read,
                          store_as: str) -> tuple[str, bytes] | None:
        limit = self.config.max_bytes
        row = await self.db.media_get(msg.platform, msg.external_id, idx)
        if row is not None and row.state == "refused":
            read.problems.append(row.error or f"I can't read {display_name(a.name)}.")
            return None
        if row is not None and row.state == "stored" and row.file:
            data = await asyncio.to_thread(self.files.read, row.file)
            if data is not None:
                return row.file, data
        if a.size is not None and a.size > limit:
            return await self._refuse(msg, idx, a, read, f"{display_name(a.name)} is too large ({_size(a.size)}); "
                                                         f"the limit is {_size(limit)}.")
        try:
            data = await self._download(msg, a, limit)
        except FetchError as exc:
            if exc.too_large:
                return await self._refuse(msg, idx, a, read, f"{display_name(a.name)} is too large: {exc}.")
            log.warning("attachment not downloaded", platform=msg.platform, external_id=msg.external_id, idx=idx,
                        reason=str(exc))
            read.problems.append(f"I couldn't download {display_name(a.name)} ({exc}). Please send it again.")
            return None
        if not data:
            return await self._refuse(msg, idx, a, read, f"{display_name(a.name)} is empty (0 bytes).")
        file, digest = await asyncio.to_thread(self.files.save, data, store_as)
        await self.db.media_record(msg.platform, msg.external_id, idx, a.kind, a.name, a.mime, "stored", file,
                                   len(data), digest)
        log.info("attachment stored", platform=msg.platform, external_id=msg.external_id, idx=idx, kind=a.kind,
                 size=len(data))
        return file, data

    async def _download(self, msg: InboundMessage, a: Attachment, limit: int) -> bytes:
        """The platform's download, tried again while the failure may pass: after a restart the
        platform may still be connecting when its recovered messages are answered."""
        for wait in (*FETCH_RETRY_WAITS, None):
            try:
                return await self.platforms.fetch(msg.platform, a, limit)
            except FetchError as exc:
                if not exc.retryable or wait is None:
                    raise
                log.info("attachment download failed; retrying", platform=msg.platform, reason=str(exc),
                         retry_in=wait)
                await asyncio.sleep(wait)
        raise AssertionError("unreachable")

    async def _refuse(self, msg: InboundMessage, idx: int, a: Attachment, read: _Read, why: str) -> None:
        await self.db.media_record(msg.platform, msg.external_id, idx, a.kind, a.name, a.mime, "refused", error=why)
        read.problems.append(why)
        return None

    async def _document(self, name: str, doc: str, data: bytes, read: _Read) -> None:
        budget = self.config.document_token_budget
        max_chars = budget * 4 + 4096
        try:
            # Parsing is CPU work, with a page cap and a deadline: text off the loop; a PDF (pypdf can be
            # kept busy for hours by a small file) in a child process that is killed at the deadline.
            if doc == "pdf":
                extracted = Extracted(*await read_pdf_in_child(data, self.config.pdf_max_pages, max_chars,
                                                               EXTRACT_TIMEOUT))
            else:
                extracted = await asyncio.wait_for(asyncio.to_thread(extract, data, doc, self.config.pdf_max_pages,
                                                                     max_chars), EXTRACT_TIMEOUT)
        except UnreadableFile as exc:
            read.problems.append(f"I couldn't read {name}: {exc}.")
            return
        except asyncio.TimeoutError:
            read.problems.append(f"I couldn't read {name}: it took too long to open.")
            return
        if not extracted.text.strip():
            read.problems.append(f"{name} has no text in it.")
            return
        text, cut, total = fit_tokens(extracted.text, budget)
        pages = (extracted.pages_read, extracted.pages_total) if doc == "pdf" else None
        note = truncation_note(budget if cut else total, total, budget, pages)
        title = f"attached file {name}" + (f", PDF of {extracted.pages_total} pages" if pages else "")
        read.blocks.append(file_block(title, text, note))
        if note:
            read.notes.append(f"{name} is long: {note}.")

    async def _listen(self, msg: InboundMessage, idx: int, a: Attachment, data: bytes, read: _Read) -> None:
        assert self.transcribe is not None
        row = await self.db.media_get(msg.platform, msg.external_id, idx)
        transcript = row.transcript if row is not None else None
        if transcript is None:
            try:
                transcript = await self.transcribe(a.name, data, a.mime)
            except LLMError as exc:
                log.warning("transcription failed", platform=msg.platform, external_id=msg.external_id, reason=str(exc))
                what = "the voice message" if a.kind == "voice" else display_name(a.name)
                read.problems.append(f"I couldn't transcribe {what} ({exc}). Please try again or type it.")
                return
            await self.db.media_transcript(msg.platform, msg.external_id, idx, transcript)
        if not transcript.strip():
            read.problems.append("I couldn't make out any words in the recording.")
            return
        # A 20 MB recording can hold hours of speech: the transcript is cut to the budget of a
        # document's text (the model reads, and the person sees above the reply, the same part).
        budget = self.config.document_token_budget
        text, cut, total = fit_tokens(transcript, budget)
        note = truncation_note(budget if cut else total, total, budget)
        if a.kind == "voice":
            read.heard.append(text + (" …" if cut else ""))
            read.blocks.append(voice_block(text, a.duration) + (f"\n[{note}]" if note else ""))
        else:
            read.blocks.append(file_block(f"transcript of the audio file {display_name(a.name)}", text, note))
        if note:
            read.notes.append(f"{'the voice message' if a.kind == 'voice' else display_name(a.name)} is long: {note}.")
