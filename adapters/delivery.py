"""Outbound policy shared by the chat platforms: chunking, rate-limit retries, plain fallback.

A delivery is planned as `Chunk`s, one message each, then sent in order through the
adapter's `send_chunk(chunk, index, last)`, which raises `RetryAfter` when the platform asks
it to wait, `FormattingRejected` when the platform refuses the chunk's formatting, and
`DeliveryError` for anything else. This module decides what to do about each.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from functools import partial
from typing import Any, Awaitable, Callable

import structlog

from adapters.chunking import Measure, chunk_document, chunk_text
from gateway.platform import DeliveryError, split_literal

log = structlog.get_logger("adapters.delivery")


class RetryAfter(Exception):
    def __init__(self, seconds: float):
        super().__init__(f"retry after {seconds}s")
        self.seconds = seconds


class FormattingRejected(Exception):
    """The platform refused the chunk's markup or entities; the message says why."""


@dataclass(frozen=True)
class Chunk:
    """One message. `plain` is what goes out instead when the platform refuses the
    formatting; it is never longer than `text`, so it fits where `text` did."""

    text: str
    plain: str
    markup: bool = False  # `text` is markup the platform parses (Telegram: HTML)
    entities: tuple[dict[str, Any], ...] = ()  # formatting beside the text (Telegram's MessageEntity)

    @property
    def formatted(self) -> bool:
        return self.markup or bool(self.entities)


SendChunk = Callable[[Chunk, int, bool], Awaitable[None]]  # (chunk, index, last)


@dataclass(frozen=True)
class DeliveryPolicy:
    limit: int
    measure: Measure = len
    # Model Markdown -> the platform's chunks of at most `limit`; None = chunk the Markdown and
    # send it as it is (Discord renders Markdown itself).
    reply_chunks: Callable[[str], list[Chunk]] | None = None
    max_retry_after: float = 60.0  # a longer wait fails this send instead of stalling the chat
    max_attempts: int = 5
    # The gateway's own text (commands, notices): prose and literal blocks (gateway.platform.text).
    render_plain: Callable[[str], str] = lambda s: s
    render_literal: Callable[[str], str] = lambda s: s


def plan_reply(text: str, policy: DeliveryPolicy) -> list[Chunk]:
    """The model's Markdown as the platform's messages."""
    if policy.reply_chunks is not None:
        return policy.reply_chunks(text)
    return [Chunk(c, c) for c in chunk_text(text, policy.limit, policy.measure)]


async def _with_retry(call: Callable[[], Awaitable[None]], policy: DeliveryPolicy) -> None:
    for attempt in range(1, policy.max_attempts + 1):
        try:
            await call()
            return
        except RetryAfter as exc:
            if exc.seconds > policy.max_retry_after or attempt == policy.max_attempts:
                raise DeliveryError(f"rate limited for {exc.seconds:.0f}s; giving up on this message") from None
            log.info("rate limited; waiting", seconds=exc.seconds, attempt=attempt)
            await asyncio.sleep(exc.seconds)


def plan_document(text: str, policy: DeliveryPolicy) -> list[tuple[str, str]]:
    """The gateway's own text, chunked and rendered: prose as text, literal blocks verbatim;
    (rendered, raw) pairs."""
    return chunk_document(split_literal(text), policy.limit, policy.measure, policy.render_plain,
                          policy.render_literal)


async def deliver(
    text: str,
    policy: DeliveryPolicy,
    send_chunk: SendChunk,
    start: int = 0,
    on_chunk: Callable[[int, int], Awaitable[None]] | None = None,
    document: bool = False,
) -> int:
    """Send `text` chunk by chunk, in order, from chunk `start`; returns chunks sent in all.

    `document` marks the gateway's own text (prose with literal blocks) instead of the model's
    Markdown. `on_chunk(sent, total)` runs after each chunk, so a restart can resume without
    resending. A chunk whose formatting the platform refuses goes out as plain text in its
    place (logged), so the count and order of messages stay the same; never truncated."""
    if document:
        chunks = [Chunk(rendered, raw, markup=True) for rendered, raw in plan_document(text, policy)]
    else:
        # Off the event loop: parsing a reply of hundreds of kilobytes takes seconds.
        chunks = await asyncio.to_thread(plan_reply, text, policy)
    for index in range(start, len(chunks)):
        chunk, last = chunks[index], index == len(chunks) - 1
        try:
            await _with_retry(partial(send_chunk, chunk, index, last), policy)
        except FormattingRejected as exc:
            if not chunk.formatted:
                raise DeliveryError("platform rejected plain text") from None
            log.warning("platform rejected formatting; sending this chunk as plain text",
                        chunk=index, of=len(chunks), reason=str(exc)[:200])
            plain = Chunk(chunk.plain, chunk.plain)
            try:
                await _with_retry(partial(send_chunk, plain, index, last), policy)
            except FormattingRejected:
                raise DeliveryError("platform rejected plain text") from None
        if on_chunk:
            await on_chunk(index + 1, len(chunks))
    return len(chunks)
