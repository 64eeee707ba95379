"""The conversation core: receive -> durable inbox -> session router -> answer -> deliver.

Thin on purpose: what happens to a message is the two pipelines in `middleware`; what
features do is registered into the registries it is handed; turn events go to observers.
"""

from __future__ import annotations

import asyncio
import os
import random
import time
from typing import Any, Iterator, Sequence

from gateway.conversation.middleware import (
    AllowList,
    Commands,
    NormaliseText,
    Persist,
    SizeLimit,
    Turn,
    UnknownCommand,
    chain,
    notice,
)
from gateway.conversation.router import SessionRouter
from gateway.conversation.sessions import SessionCache
from gateway.conversation.turn import TurnRunner
from gateway.log import get_logger
from gateway.platform import DeliveryError, InboundMessage, Outbound, Platforms
from gateway.registry import Answer, CommandRegistry, Step, ToolContext, TurnEvents
from gateway.store import AsyncStore

log = get_logger(__name__)

INBOX_TTL_SECONDS = 6 * 3600  # the default of gateway.answer_within_hours
CANCELLED_REPLY = "(cancelled)"
INTERNAL_ERROR_REPLY = "Sorry — something went wrong on my side while answering that. Please try again."
POISON_ATTEMPTS = 3  # a message taken up this often without an answer stopped the daemon each time
POISON_REPLY = ("Sorry — I could not answer that message: working on it stopped me {n} times, so I have set it "
                "aside. Please try rephrasing it, or send it in smaller parts.")


class Conversation:
    def __init__(self, db: AsyncStore, platforms: Platforms, commands: CommandRegistry, events: TurnEvents,
                 sessions: SessionCache, runner: TurnRunner, steps: Sequence[Step] = (),
                 answer_within: float = INBOX_TTL_SECONDS):
        self.db = db
        self.answer_within = answer_within  # a message is answered within this long of its arrival, or never
        self.platforms = platforms
        self.events = events
        self.sessions = sessions
        self.runner = runner
        self.router: SessionRouter[int] = SessionRouter(self._handle)
        self._answering: dict[str, asyncio.Task[Answer]] = {}  # session key -> its answer in progress
        self.accepting = True
        self.started_at = time.time()
        self.last_turn_at = time.time()
        self._receive = chain([AllowList(platforms), SizeLimit(platforms), NormaliseText(),
                               Persist(db, self.router.submit, lambda: self.accepting)], _accepted)
        self._turn = Turn(sessions, runner, platforms, events, self._touch)
        self._steps = [Commands(commands, platforms), *steps, UnknownCommand(commands, platforms)]

    def _touch(self) -> None:
        self.last_turn_at = time.time()

    # ---- inbound -----------------------------------------------------------------
    async def ingest(self, msg: InboundMessage) -> bool:
        """Accept a message: True once it is durably in the inbox (or was already)."""
        return await self._receive(msg)

    async def recover(self, now: float | None = None) -> tuple[int, int]:
        """Re-queue what a crash or restart left unfinished; drop what is too old to answer."""
        now = time.time() if now is None else now
        resumed = dropped = 0
        for row in await self.db.inbox_unfinished():
            if now - row.received_at > self.answer_within:
                state = "dropped" if row.state == "pending" else "expired"
                await self.db.inbox_finish(row.id, state)
                log.warning("stale inbound message not answered" if state == "dropped" else "stale reply not delivered",
                            inbox_id=row.id, age_seconds=int(now - row.received_at))
                dropped += 1
                continue
            self.router.submit(row.session_key, row.id)
            resumed += 1
        if resumed or dropped:
            log.info("inbox recovered", resumed=resumed, dropped=dropped)
        return resumed, dropped

    async def _handle(self, key: str, inbox_id: int) -> None:
        row, dropped = await self.db.inbox_claim(inbox_id)
        if row is None or row.state not in ("pending", "replied"):
            return
        msg = InboundMessage.from_payload(row.payload)
        answer = None
        if row.state == "pending" and row.attempts > POISON_ATTEMPTS:
            # Never replayed again: a crash loop (watchdog kill, restart, the same turn) ends here.
            log.error("message set aside: it was taken up repeatedly without finishing", inbox_id=inbox_id,
                      attempts=row.attempts - 1, session_key=key)
            await self.db.inbox_finish(inbox_id, "poisoned")
            await notice(self.platforms, msg, POISON_REPLY.format(n=row.attempts - 1))
            return
        if row.state == "pending":
            if dropped:
                self.sessions.forget(key)  # a crash left part of this turn: reload without it
            answer = await self._answer(key, msg, inbox_id)
            if answer is None:
                reply, kind = CANCELLED_REPLY, "command"
            else:
                session = answer.session
                await self.db.finish_turn(session.id if session else None, answer.prompt_tokens,
                                          answer.completion_tokens, session.last_prompt_tokens if session else None,
                                          inbox_id, answer.text, answer.kind)
                reply, kind = answer.text, answer.kind
        else:
            reply, kind = row.reply or "", row.reply_kind
        if not await self._deliver_until_expiry(msg, reply, kind, row.received_at, row.delivered_chunks, inbox_id):
            return
        if answer is not None and answer.files:
            await self.send_files(msg, answer.files)
        if answer is not None and answer.session is not None:
            self.events.turn_finished(answer.session)  # only now: a review never delays the reply

    async def _answer(self, key: str, msg: InboundMessage, inbox_id: int) -> Answer | None:
        """The answering pipeline, as a task of its own so that `cancel(key)` stops it and not the
        session's worker. None: the person cancelled it (recorded as answered, never replayed)."""
        task = asyncio.create_task(chain(self._steps, lambda m: self._turn(m, inbox_id))(msg), name=f"answer:{key}")
        self._answering[key] = task
        try:
            return await task
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if current is not None and current.cancelling():
                raise  # the daemon is stopping: the message stays in the inbox for the next start
            log.info("turn cancelled by the user", inbox_id=inbox_id, session_key=key)
            # The cached session may hold half a turn; state.db has it whole (one DB thread, in order).
            self.sessions.forget(key)
            await self.db.cancel_turn(inbox_id, CANCELLED_REPLY)
            return None
        except Exception:
            log.exception("turn crashed", inbox_id=inbox_id, session_key=key)
            return Answer(INTERNAL_ERROR_REPLY, kind="command")
        finally:
            if self._answering.get(key) is task:
                del self._answering[key]

    def cancel(self, key: str) -> bool:
        """Stop the answer being worked on for this session key; False when there is none."""
        task = self._answering.get(key)
        if task is None or task.done():
            return False
        task.cancel()
        return True

    # ---- outbound ----------------------------------------------------------------
    async def _deliver_until_expiry(self, msg: InboundMessage, reply: str, kind: str, received_at: float,
                                    skip_chunks: int, inbox_id: int) -> bool:
        """Deliver, retrying with backoff in this session's worker (so later messages of the chat
        wait and order holds) until the answer would be older than `answer_within`; then the
        reply expires: logged, never delivered late."""
        waits = redelivery_waits()
        while True:
            try:
                await self.deliver(msg, reply, kind, skip_chunks=skip_chunks, inbox_id=inbox_id)
                return True
            except DeliveryError as exc:
                wait = next(waits)
                if time.time() + wait - received_at > self.answer_within:
                    await self.db.inbox_finish(inbox_id, "expired")
                    log.error("reply not delivered before it expired; dropped", inbox_id=inbox_id,
                              platform=msg.platform, reason=str(exc))
                    return False
                log.warning("reply not delivered; retrying", inbox_id=inbox_id, platform=msg.platform,
                            reason=str(exc), retry_in=round(wait, 1))
                await asyncio.sleep(wait)
                row = await self.db.inbox_get(inbox_id)
                skip_chunks = row.delivered_chunks if row is not None else skip_chunks

    async def deliver(self, msg: InboundMessage, text: str, kind: str = "reply", skip_chunks: int = 0,
                      inbox_id: int | None = None) -> None:
        on_chunk = None
        finished = False
        if inbox_id is not None:
            async def on_chunk(count: int, total: int) -> None:
                nonlocal finished
                # A restart resumes after the last chunk that went out: no chunk is sent twice.
                finished = count >= total
                await self.db.inbox_chunk_delivered(inbox_id, count, done=finished)
        await self.platforms.send(Outbound(msg.platform, msg.chat_id, text, msg.thread_id, msg.message_id, kind,
                                           skip_chunks=skip_chunks, on_chunk=on_chunk))
        if inbox_id is not None and not finished:
            await self.db.inbox_finish(inbox_id)  # adapters without chunk reports (the console)

    async def send_files(self, msg: InboundMessage, files: tuple[tuple[str, bytes], ...]) -> None:
        """Files tools made for the person, after the reply, each checked against the platform's
        upload limit. Best effort: a file that cannot go is named in a notice, never retried
        (the reply itself is what the inbox guarantees)."""
        limit = self.platforms.upload_limit(msg.platform)
        for raw_name, data in files:
            name = os.path.basename(raw_name.replace("\\", "/")) or "file"  # a tool's name, never a path
            if not limit or len(data) > limit:
                why = (f"it is {len(data):,} bytes and {msg.platform} takes files of up to {limit:,} bytes "
                       f"({limit / 1024 / 1024:.0f} MB)" if limit else f"{msg.platform} does not take files")
                await notice(self.platforms, msg, f"I made the file {name} but cannot send it here: {why}.")
                continue
            try:
                await self.platforms.send(Outbound(msg.platform, msg.chat_id, name, msg.thread_id, kind="notice",
                                                   attachment=(name, data)))
            except DeliveryError as exc:
                log.warning("file not delivered", platform=msg.platform, file=name, reason=str(exc))
                await notice(self.platforms, msg, f"I made the file {name} but could not send it ({exc}).")

    # ---- shutdown ------------------------------------------------------------------
    def stop_accepting(self) -> int:
        """From now on new messages stay in the inbox for the next start; returns turns in flight."""
        self.accepting = False
        return len(self.router.busy_keys) + self.router.queued()

    async def drain(self, timeout: float) -> None:
        """Let in-flight turns finish for up to `timeout`; what did not stays in the inbox."""
        await self.router.drain(timeout)
        await self.router.cancel_all()

    # ---- scheduled prompts -------------------------------------------------------
    async def run_scheduled(self, key: str, platform: str, chat_id: str, thread_id: str | None, text: str) -> str:
        """One prompt as its own session with a fresh frozen snapshot, ended when answered."""
        row = await self.db.create_session(key, platform, chat_id)
        session = await self.sessions.load(row, platform, chat_id)
        ctx = ToolContext(session_id=row.id, session_key=key, platform=platform, chat_id=chat_id, user_id="cron",
                          thread_id=thread_id)
        result = await self.runner.run(session, ctx, text, None)
        await self.db.record_turn(row.id, result.prompt_tokens, result.completion_tokens, session.last_prompt_tokens)
        await self.db.end_session(row.id, "cron")
        return result.reply

    def health(self) -> dict[str, Any]:
        return {
            "platforms": self.platforms.health(),
            "busy_sessions": len(self.router.busy_keys),
            "queued": self.router.queued(),
            "idle_seconds": round(time.time() - self.last_turn_at, 1),
        }


async def _accepted(msg: InboundMessage) -> bool:
    return True


def redelivery_waits(first: float = 2.0, cap: float = 300.0) -> Iterator[float]:
    """Exponential backoff with full jitter: 2 s, 4 s, ... up to 5 minutes between attempts."""
    ceiling = first
    while True:
        yield random.uniform(ceiling / 2, ceiling)
        ceiling = min(cap, ceiling * 2)
