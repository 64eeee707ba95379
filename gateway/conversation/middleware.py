"""The two pipelines a message runs through, each step a small object testable alone.

Receiving (before the platform is told the message was accepted):
    AllowList -> SizeLimit -> NormaliseText -> Persist (dedupes; while draining, keeps the
    message in the inbox for the next start) -> the router
Answering (in the session's worker, one message at a time):
    Commands -> [feature steps, e.g. skill commands] -> UnknownCommand -> Turn

A receiving step is `async (msg, next) -> bool` (True = the message is durably ours or was
already); an answering step is `async (msg, next) -> Answer` (see gateway.registry.steps).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import replace
from typing import Awaitable, Callable, Sequence

from gateway.conversation.turn import TurnRunner
from gateway.log import get_logger
from gateway.platform import DeliveryError, InboundMessage, Outbound, Platforms
from gateway.registry import (
    Answer,
    CommandRegistry,
    Next,
    Sessions,
    ToolContext,
    TurnEvents,
)
from gateway.registry.commands import command_name
from gateway.store import AsyncStore

log = get_logger(__name__)

MAX_INBOUND_CHARS = 32_000
TYPING_EVERY = 4.0
TYPING_AFTER = 0.4

Accept = Callable[[InboundMessage], Awaitable[bool]]


def chain(steps: Sequence[Callable], last: Callable) -> Callable:
    """Compose `steps` around `last`: steps[0] runs first and decides whether to call on."""
    handler = last
    for step in reversed(steps):
        handler = (lambda s, n: lambda msg: s(msg, n))(step, handler)
    return handler


async def notice(platforms: Platforms, msg: InboundMessage, text: str) -> None:
    """A short notice to the message's chat; a failure is logged, never raised."""
    try:
        await platforms.send(Outbound(msg.platform, msg.chat_id, text, msg.thread_id, msg.message_id, kind="notice"))
    except DeliveryError as exc:
        log.warning("notice not delivered", platform=msg.platform, reason=str(exc))


# ---- receiving ---------------------------------------------------------------------------


class AllowList:
    """Policy fails closed: a user not on the platform's allowlist touches nothing."""

    def __init__(self, platforms: Platforms):
        self.platforms = platforms

    async def __call__(self, msg: InboundMessage, next: Accept) -> bool:
        if not self.platforms.is_allowed(msg):
            log.info("ignored message from a user not on the allowlist", platform=msg.platform, user_id=msg.user_id)
            return False
        return await next(msg)


class SizeLimit:
    def __init__(self, platforms: Platforms, limit: int = MAX_INBOUND_CHARS):
        self.platforms = platforms
        self.limit = limit

    async def __call__(self, msg: InboundMessage, next: Accept) -> bool:
        if len(msg.text) > self.limit:
            await notice(self.platforms, msg, f"That message is too long ({len(msg.text):,} characters; "
                                              f"the limit is {self.limit:,}). Please send it in parts.")
            return False
        return await next(msg)


class NormaliseText:
    """Lone surrogates (from a platform's JSON) cannot be stored as UTF-8: replace them."""

    async def __call__(self, msg: InboundMessage, next: Accept) -> bool:
        text = msg.text.encode("utf-8", errors="replace").decode("utf-8")
        return await next(msg if text == msg.text else replace(msg, text=text))


class Persist:
    """Into the inbox before anything else happens; a (platform, id) seen before is a duplicate."""

    def __init__(self, db: AsyncStore, route: Callable[[str, int], None], accepting: Callable[[], bool]):
        self.db = db
        self.route = route
        self.accepting = accepting

    async def __call__(self, msg: InboundMessage, next: Accept) -> bool:
        inbox_id = await self.db.inbox_add(msg.platform, msg.external_id, msg.session_key, msg.to_payload())
        if inbox_id is None:
            log.info("duplicate inbound ignored", platform=msg.platform, external_id=msg.external_id)
            return True
        if not self.accepting():
            # Shutting down: keep it in the inbox (nothing lost); it is answered after the restart.
            log.info("inbound deferred to the next start", platform=msg.platform, inbox_id=inbox_id)
            return True
        self.route(msg.session_key, inbox_id)
        return True


# ---- answering ---------------------------------------------------------------------------


class Commands:
    """Registered commands answer here; other `/words` go on (a skill step may claim them)."""

    def __init__(self, commands: CommandRegistry, platforms: Platforms):
        self.commands = commands
        self.platforms = platforms

    async def __call__(self, msg: InboundMessage, next: Next) -> Answer:
        if not msg.text.startswith("/") or self.commands.get(command_name(msg.text)) is None:
            return await next(msg)
        return Answer(await self.commands.dispatch(msg, self.platforms.is_admin(msg),
                                                   lambda text: notice(self.platforms, msg, text)), kind="command")


class UnknownCommand:
    """A `/word` nobody claimed gets usage help instead of reaching the model."""

    def __init__(self, commands: CommandRegistry, platforms: Platforms):
        self.commands = commands
        self.platforms = platforms

    async def __call__(self, msg: InboundMessage, next: Next) -> Answer:
        if msg.text.startswith("/"):
            return Answer(await self.commands.dispatch(msg, self.platforms.is_admin(msg)), kind="command")
        return await next(msg)


class Turn:
    """The model turn: the message's session, typing while it runs, observers told it started."""

    def __init__(self, sessions: Sessions, runner: TurnRunner, platforms: Platforms, events: TurnEvents,
                 activity: Callable[[], None]):
        self.sessions = sessions
        self.runner = runner
        self.platforms = platforms
        self.events = events
        self.activity = activity

    async def __call__(self, msg: InboundMessage, inbox_id: int | None = None) -> Answer:
        session = await self.sessions.current(msg)
        self.events.turn_started(session)
        ctx = ToolContext(session_id=session.id, session_key=session.key, platform=msg.platform, chat_id=msg.chat_id,
                          user_id=msg.user_id, thread_id=msg.thread_id, is_admin=self.platforms.is_admin(msg))
        self.activity()
        typing = asyncio.create_task(self._keep_typing(msg))
        try:
            result = await self.runner.run(session, ctx, msg.text, inbox_id, msg.extra.get("images"))
        finally:
            typing.cancel()
            await asyncio.gather(typing, return_exceptions=True)  # a cancel of this turn still propagates
        session.turns += 1
        session.prompt_tokens += result.prompt_tokens
        session.completion_tokens += result.completion_tokens
        session.last_active = time.time()
        self.activity()
        return Answer(result.reply, session, result.prompt_tokens, result.completion_tokens, files=result.files)

    async def _keep_typing(self, msg: InboundMessage) -> None:
        # A quick answer needs no indicator: that saves platform API calls (and rate-limit budget).
        await asyncio.sleep(TYPING_AFTER)
        while True:
            with contextlib.suppress(Exception):
                await self.platforms.typing(msg)
            await asyncio.sleep(TYPING_EVERY)

