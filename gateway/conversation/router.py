"""Per-session FIFO workers: one turn at a time per session, sessions run concurrently."""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable, Generic, TypeVar

from gateway.log import get_logger

log = get_logger(__name__)

T = TypeVar("T")


class SessionRouter(Generic[T]):
    """Gives each session key one worker task with an unbounded FIFO queue.

    Items for one key are handled strictly in submission order; nothing is dropped or
    coalesced. A worker idle for `idle_seconds` exits and is forgotten; the next item
    for its key starts a new one.
    """

    def __init__(self, handler: Callable[[str, T], Awaitable[Any]], idle_seconds: float = 60.0):
        self._handler = handler
        self._idle = idle_seconds
        self._queues: dict[str, asyncio.Queue[T]] = {}
        self._workers: dict[str, asyncio.Task] = {}
        self._busy: set[str] = set()
        self._closed = False

    def submit(self, key: str, item: T) -> None:
        if self._closed:
            raise RuntimeError("router is closed")
        queue = self._queues.get(key)
        if queue is None:
            queue = self._queues[key] = asyncio.Queue()
        queue.put_nowait(item)
        if key not in self._workers:
            self._workers[key] = asyncio.create_task(self._work(key, queue), name=f"session:{key}")

    async def _work(self, key: str, queue: asyncio.Queue[T]) -> None:
        try:
            while True:
                try:
                    item = await asyncio.wait_for(queue.get(), timeout=self._idle)
                except asyncio.TimeoutError:
                    # No await between this check and the removal: submit() cannot interleave.
                    if queue.empty():
                        return
                    continue
                self._busy.add(key)
                try:
                    await self._handler(key, item)
                except asyncio.CancelledError:
                    raise
                except Exception:
                    log.exception("session handler failed", session_key=key)
                finally:
                    self._busy.discard(key)
                    queue.task_done()
        finally:
            if self._workers.get(key) is asyncio.current_task():
                del self._workers[key]
                if queue.empty():
                    self._queues.pop(key, None)

    @property
    def active_workers(self) -> int:
        return len(self._workers)

    @property
    def busy_keys(self) -> set[str]:
        return set(self._busy)

    def queued(self) -> int:
        return sum(q.qsize() for q in self._queues.values())

    async def drain(self, timeout: float) -> bool:
        """Stop accepting; wait up to `timeout` for in-flight and queued items. True if all finished."""
        self._closed = True
        waits = [asyncio.create_task(q.join()) for q in self._queues.values()]
        if not waits:
            return True
        done, pending = await asyncio.wait(waits, timeout=timeout)
        for p in pending:
            p.cancel()
        return not pending

    async def cancel_all(self) -> None:
        self._closed = True
        tasks = list(self._workers.values())
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
