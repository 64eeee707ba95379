"""Each pipeline step alone, with the smallest real collaborators (no daemon)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gateway.conversation.middleware import (
    AllowList,
    Commands,
    NormaliseText,
    Persist,
    SizeLimit,
    UnknownCommand,
    chain,
)
from gateway.platform import Adapter, InboundMessage, Outbound, Platforms
from gateway.registry import Answer, CommandContext, CommandRegistry
from gateway.store import AsyncStore, StateStore


class Recorder(Adapter):
    """A minimal adapter: one allowed user, one admin, and everything sent is kept."""

    name = "rec"

    def __init__(self) -> None:
        self.sent: list[Outbound] = []

    async def start(self, sink, services=None) -> None: ...

    async def stop(self) -> None: ...

    async def send(self, out: Outbound) -> None:
        self.sent.append(out)

    def is_allowed(self, user_id: str) -> bool:
        return user_id in ("ann", "root")

    def is_admin(self, user_id: str) -> bool:
        return user_id == "root"


def msg(text: str = "hi", user: str = "ann", ext: str = "1") -> InboundMessage:
    return InboundMessage(platform="rec", chat_id="c", user_id=user, text=text, external_id=ext)


async def reached(m: InboundMessage) -> bool:
    reached.last = m  # type: ignore[attr-defined]
    return True


@pytest.fixture
def rec() -> Recorder:
    return Recorder()


async def test_allowlist_stops_strangers_and_passes_the_allowed(rec: Recorder):
    step = AllowList(Platforms({"rec": rec}))
    assert await step(msg(user="mallory"), reached) is False
    assert await step(msg(user="ann"), reached) is True
    assert await AllowList(Platforms({}))(msg(), reached) is False  # unknown platform: fail closed


async def test_size_limit_answers_with_the_limit_and_goes_no_further(rec: Recorder):
    step = SizeLimit(Platforms({"rec": rec}), limit=10)
    reached.last = None  # type: ignore[attr-defined]
    assert await step(msg("x" * 11), reached) is False
    assert reached.last is None  # type: ignore[attr-defined]
    assert "the limit is 10" in rec.sent[0].text
    assert await step(msg("x" * 10), reached) is True


async def test_normalise_replaces_lone_surrogates_only():
    await NormaliseText()(msg("ok \ud800 fine"), reached)
    assert reached.last.text == "ok ? fine"  # type: ignore[attr-defined]
    original = msg("héllo 👋")
    await NormaliseText()(original, reached)
    assert reached.last is original  # type: ignore[attr-defined]


async def test_persist_dedupes_routes_once_and_keeps_messages_while_draining(tmp_path: Path):
    db = AsyncStore(StateStore(tmp_path / "state.db"))
    routed: list[tuple[str, int]] = []
    accepting = [True]
    step = Persist(db, lambda key, inbox_id: routed.append((key, inbox_id)), lambda: accepting[0])
    try:
        assert await step(msg(ext="a"), reached)
        assert await step(msg(ext="a"), reached)  # the same platform id: a duplicate
        accepting[0] = False
        assert await step(msg(ext="b"), reached)  # draining: stored, not routed
        assert len(routed) == 1
        assert await db.inbox_depth() == 2
    finally:
        await db.close()


async def test_commands_answer_registered_ones_and_pass_the_rest_on(rec: Recorder):
    commands = CommandRegistry()

    @commands.command("ping", help="pong")
    async def ping(ctx: CommandContext) -> str:
        return f"pong admin={ctx.is_admin}"

    async def model(m: InboundMessage) -> Answer:
        return Answer(f"model saw {m.text}")

    platforms = Platforms({"rec": rec})
    handler = chain([Commands(commands, platforms), UnknownCommand(commands, platforms)], model)
    assert (await handler(msg("/ping", user="root"))).text == "pong admin=True"
    assert (await handler(msg("/ping@bot"))).text == "pong admin=False"
    assert (await handler(msg("/nope"))).text == "Unknown command /nope. Try /help."
    assert (await handler(msg("hello"))).text == "model saw hello"


async def test_a_step_between_commands_and_unknown_can_claim_slash_words(rec: Recorder):
    commands = CommandRegistry()
    platforms = Platforms({"rec": rec})

    async def expand(m: InboundMessage, next) -> Answer:
        if m.text.startswith("/deploy"):
            return await next(InboundMessage(**{**m.to_payload(), "text": "[skill] deploy"}))
        return await next(m)

    async def model(m: InboundMessage) -> Answer:
        return Answer(m.text)

    handler = chain([Commands(commands, platforms), expand, UnknownCommand(commands, platforms)], model)
    assert (await handler(msg("/deploy now"))).text == "[skill] deploy"
    assert (await handler(msg("/other"))).text.startswith("Unknown command /other")
