"""LazyAdapter: a platform answers for itself while its SDK is imported in the background."""

from __future__ import annotations

import asyncio
import threading
import time

from adapters.lazy import LazyAdapter
from gateway.platform import Adapter, DeliveryError, Outbound


class Recorded(Adapter):
    def __init__(self, name: str):
        self.name = name
        self.started = False
        self.sent: list[Outbound] = []

    async def start(self, sink, services=None) -> None:
        self.started = True

    async def stop(self) -> None:
        self.started = False

    async def send(self, out: Outbound) -> None:
        self.sent.append(out)

    def is_allowed(self, user_id: str) -> bool:
        return True


async def _nothing(msg) -> None:
    return None


async def test_background_imports_run_one_after_another_in_the_order_started():
    """Imports share the GIL: side by side they only finish later. The first platform started
    (Telegram) builds first, the next waits for it."""
    spans: dict[str, tuple[float, float]] = {}
    gate = threading.Event()

    def build(name: str):
        def run() -> Adapter:
            begin = time.monotonic()
            if name == "first":
                gate.wait(60)  # hold the first build until the second has been asked for
            time.sleep(0.05)
            spans[name] = (begin, time.monotonic())
            return Recorded(name)
        return run

    first = LazyAdapter("first", build("first"), ["1"], [])
    second = LazyAdapter("second", build("second"), ["1"], [])
    await first.start(_nothing)
    await asyncio.sleep(0.2)  # the first build holds the lock
    await second.start(_nothing)
    await asyncio.sleep(0.2)
    assert "second" not in spans  # waiting its turn
    gate.set()
    await asyncio.wait_for(asyncio.gather(first.ready.wait(), second.ready.wait()), 60)
    assert spans["first"][1] <= spans["second"][0]
    assert first.real.started and second.real.started


async def test_until_loaded_the_platform_says_connecting_and_refuses_sends_then_hands_over():
    gate = threading.Event()

    def build() -> Adapter:
        gate.wait(60)
        return Recorded("telegram")

    lazy = LazyAdapter("telegram", build, ["42"], ["7"])
    await lazy.start(_nothing)
    try:
        await _connecting(lazy)
    finally:
        gate.set()
    await asyncio.wait_for(lazy.ready.wait(), 60)
    await lazy.send(Outbound(platform="telegram", chat_id="42", text="hi"))
    assert [o.text for o in lazy.real.sent] == ["hi"]
    await lazy.stop()


async def _connecting(lazy: LazyAdapter) -> None:
    assert lazy.health() == {"connected": False, "state": "connecting"}
    assert lazy.is_allowed("42") and not lazy.is_allowed("43") and lazy.is_admin("7")
    try:
        await lazy.send(Outbound(platform="telegram", chat_id="42", text="hi"))
        raise AssertionError("a send before the SDK loaded must fail")
    except DeliveryError as exc:
        assert "still connecting" in str(exc)


async def test_a_broken_sdk_is_reported_and_releases_the_next_import():
    def broken() -> Adapter:
        raise ImportError("No module named 'aiogram'")

    bad = LazyAdapter("telegram", broken, [], [])
    good = LazyAdapter("discord", lambda: Recorded("discord"), [], [])
    await bad.start(_nothing)
    await good.start(_nothing)
    await asyncio.wait_for(asyncio.gather(bad.loaded.wait(), good.ready.wait()), 60)
    assert bad.real is None and "cannot load the telegram platform" in bad.health()["error"]
    assert good.real is not None
