"""SessionRouter: FIFO per key, concurrency across keys, idle workers reaped."""

from __future__ import annotations

import asyncio

from gateway.conversation.router import SessionRouter


async def test_items_for_one_key_run_in_order_and_never_overlap():
    seen, running = [], set()

    async def handler(key, item):
        assert key not in running
        running.add(key)
        await asyncio.sleep(0.001)
        seen.append((key, item))
        running.discard(key)

    router = SessionRouter(handler)
    for i in range(50):
        router.submit("a", i)
        router.submit("b", i)
    assert await router.drain(5)
    assert [i for k, i in seen if k == "a"] == list(range(50))
    assert [i for k, i in seen if k == "b"] == list(range(50))


async def test_idle_workers_are_reaped_and_come_back():
    done = []

    async def handler(key, item):
        done.append(item)

    router = SessionRouter(handler, idle_seconds=0.05)
    router.submit("k", 1)
    await asyncio.sleep(0.2)
    assert router.active_workers == 0
    router.submit("k", 2)
    await asyncio.sleep(0.01)
    assert done == [1, 2]


async def test_a_failing_item_does_not_stop_the_queue():
    done = []

    async def handler(key, item):
        if item == 1:
            raise RuntimeError("boom")
        done.append(item)

    router = SessionRouter(handler)
    for i in range(3):
        router.submit("k", i)
    assert await router.drain(5)
    assert done == [0, 2]
