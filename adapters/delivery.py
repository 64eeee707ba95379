"""Outbound policy shared by the chat platforms: chunking, rate-limit retries, plain fallback.

An adapter supplies `send_chunk(text, formatted, index, last)` that raises `RetryAfter` when the platform
asks it to wait, `FormattingRejected` when the platform refuses the markup, and
`DeliveryError` for anything else. This module decides what to do about each.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Awaitable, Callable

import structlog

from adapters.chunking import Measure, chunk_document, chunk_text
from gateway.platform import DeliveryError, split_literal

log = structlog.get_logger("adapters.delivery")


class RetryAfter(Exception):
    def __init__(self, seconds: float):
        super().__init__(f"retry after {seconds}s")
        self.seconds = seconds


class FormattingRejected(Exception):
    pass


SendChunk = Callable[[str, bool, int, bool], Awaitable[None]]  # (text, formatted, index, last)


@dataclass(frozen=True)
class DeliveryPolicy:
    limit: int
    measure: Measure = len
    render: Callable[[str], str] | None = None  # markdown -> platform markup; None = send as is
    max_retry_after: float = 60.0  # a longer wait fails this send instead of stalling the chat
    max_attempts: int = 5
    # The gateway's own text (commands, notices): prose and literal blocks (gateway.platform.text).
    render_plain: Callable[[str], str] = lambda s: s
    render_literal: Callable[[str], str] = lambda s: s


def plan_chunks(text: str, policy: DeliveryPolicy) -> list[str]:
    """Markdown chunks whose rendered form fits the limit."""
    if policy.render is None:
        return chunk_text(text, policy.limit, policy.measure)
    out: list[str] = []
    limit = policy.limit
    for chunk in chunk_text(text, limit, policy.measure):
        if policy.measure(policy.render(chunk)) <= policy.limit:
            out.append(chunk)
            continue
        # Markup made it longer than the platform allows: split this piece finer.
        smaller = DeliveryPolicy(int(limit * 0.7), policy.measure, policy.render, policy.max_retry_after)
        out.extend(plan_chunks(chunk, smaller) if smaller.limit >= 256 else chunk_text(chunk, limit, policy.measure))
    return out


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
    resending. If the platform rejects the markup, the rest goes out as plain text, re-chunked,
    never truncated."""
    if document:
        pairs = plan_document(text, policy)
    else:
        pairs = [(policy.render(c) if policy.render else c, c) for c in plan_chunks(text, policy)]
    formatted = document or policy.render is not None
    for index in range(start, len(pairs)):
        body = pairs[index][0]
        try:
            await _with_retry(lambda: send_chunk(body, formatted, index, index == len(pairs) - 1), policy)
        except FormattingRejected:
            log.info("platform rejected formatting; sending plain text", chunk=index)
            rest = "\n".join(raw for _, raw in pairs[index:])
            pieces = chunk_text(rest, policy.limit, policy.measure)
            for n, piece in enumerate(pieces):
                try:
                    await _with_retry(lambda: send_chunk(piece, False, index + n, n == len(pieces) - 1), policy)
                except FormattingRejected:
                    raise DeliveryError("platform rejected plain text") from None
            if on_chunk:
                await on_chunk(len(pairs), len(pairs))
            return len(pairs)
        if on_chunk:
            await on_chunk(index + 1, len(pairs))
    return len(pairs)
