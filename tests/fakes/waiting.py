"""Waiting for a fake's recorded traffic, shared by the platform fakes."""

from __future__ import annotations

import asyncio
import time
from typing import Callable


async def wait_for_count(count: Callable[[], int], n: int, event: asyncio.Event, timeout: float,
                         describe: Callable[[], str]) -> None:
    """Until `count()` reaches `n`, waking on `event`; fail the test with `describe()` after `timeout`."""
    deadline = time.monotonic() + timeout
    while count() < n:
        if time.monotonic() > deadline:
            raise AssertionError(describe())
        event.clear()
        try:
            await asyncio.wait_for(event.wait(), 0.2)
        except asyncio.TimeoutError:
            pass
