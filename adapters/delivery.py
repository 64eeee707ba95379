"""Outbound policy shared by the chat platforms: chunking, rate-limit retries, plain fallback.

An adapter supplies `send_chunk(text, formatted)` that raises `RetryAfter` when the platform
asks it to wait, `FormattingRejected` when the platform refuses the markup, and
`DeliveryError` for anything else. This module decides what to do about each.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Awaitable, Callable

import structlog

from adapters.chunking import Measure, chunk_text
from gateway.platform import DeliveryError

log = structlog.get_logger("adapters.delivery")


class RetryAfter(Exception):
    def __init__(self, seconds: float):
        super().__init__(f"retry after {seconds}s")
        self.seconds = seconds


class FormattingRejected(Exception):
    pass


SendChunk = Callable[[str, bool, int], Awaitable[None]]  # (text, formatted, index)


@dataclass(frozen=True)
class DeliveryPolicy:
    limit: int
    measure: Measure = len
    render: Callable[[str], str] | None = None  # markdown -> platform markup; None = send as is
    max_retry_after: float = 60.0  # a longer wait fails this send instead of stalling the chat
    max_attempts: int = 5


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


async def deliver(
    text: str,
    policy: DeliveryPolicy,
    send_chunk: SendChunk,
    start: int = 0,
    on_chunk: Callable[[int, int], Awaitable[None]] | None = None,
) -> int:
    """Send `text` chunk by chunk, in order, from chunk `start`; returns chunks sent in all.

    `on_chunk(sent, total)` runs after each chunk, so a restart can resume without resending."""
    chunks = plan_chunks(text, policy)
    for index in range(start, len(chunks)):
        formatted = policy.render is not None
        body = policy.render(chunks[index]) if formatted else chunks[index]  # type: ignore[misc]
        try:
            await _with_retry(lambda: send_chunk(body, formatted, index), policy)
        except FormattingRejected:
            log.info("platform rejected formatting; sending plain text", chunk=index)
            rest = "\n".join(chunks[index:])
            for n, plain in enumerate(chunk_text(rest, policy.limit, policy.measure)):
                try:
                    await _with_retry(lambda: send_chunk(plain, False, index + n), policy)
                except FormattingRejected:
                    raise DeliveryError("platform rejected plain text") from None
            if on_chunk:
                await on_chunk(len(chunks), len(chunks))
            return len(chunks)
        if on_chunk:
            await on_chunk(index + 1, len(chunks))
    return len(chunks)
