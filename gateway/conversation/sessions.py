"""Live sessions: started, resumed from state.db, ended; one frozen system prompt each."""

from __future__ import annotations

import time
from collections import OrderedDict

from gateway.conversation.prompt_source import PromptSource
from gateway.log import get_logger
from gateway.platform import InboundMessage
from gateway.registry import Session, TurnEvents
from gateway.store import AsyncStore, SessionRow

log = get_logger(__name__)


class SessionCache:
    """Implements the `Sessions` interface features are handed (`current`, `end`)."""

    def __init__(self, db: AsyncStore, prompts: PromptSource, events: TurnEvents, idle_reset_minutes: int,
                 boot_id: str, max_live: int = 500):
        self.db = db
        self.prompts = prompts
        self.events = events
        self.idle_reset_minutes = idle_reset_minutes
        self.boot_id = boot_id
        # Least recently used first. A session pushed out is only forgotten, never ended: its next
        # message reloads it (frozen prompt and history) from state.db.
        self._live: OrderedDict[str, Session] = OrderedDict()
        self.max_live = max_live

    async def current(self, msg: InboundMessage) -> Session:
        """The session this message belongs to; ends it first if it sat idle too long."""
        key = msg.session_key
        session = self._live.get(key)
        if session is None:
            row = await self.db.active_session(key)
            if row is None:
                row = await self.db.create_session(key, msg.platform, msg.chat_id)
                log.info("session started", session_id=row.id, session_key=key)
            session = self._live[key] = await self.load(row, msg.platform, msg.chat_id)
            while len(self._live) > self.max_live:
                self._live.popitem(last=False)
        else:
            self._live.move_to_end(key)
        if self._idle_expired(session):
            await self.end(msg, "idle")
            return await self.current(msg)
        return session

    async def load(self, row: SessionRow, platform: str, chat_id: str) -> Session:
        prompt = row.system_prompt if row.boot_id == self.boot_id else None
        if prompt is None:
            # New session, or the first use after a restart: take a fresh frozen snapshot.
            prompt = await self.prompts.build(row.id, platform, row.started_at)
            await self.db.set_system_prompt(row.id, prompt, self.boot_id)
        history = await self.db.history(row.id, row.history_start)
        return Session(
            id=row.id, key=row.key, platform=platform, chat_id=chat_id, system_prompt=prompt,
            history=history, started_at=row.started_at, turns=row.turns, prompt_tokens=row.prompt_tokens,
            completion_tokens=row.completion_tokens, last_prompt_tokens=row.last_prompt_tokens,
            reviewed_turns=row.reviewed_turns,
            last_active=(await self.db.last_message_at(row.id)) or row.started_at,
        )

    def _idle_expired(self, session: Session) -> bool:
        minutes = self.idle_reset_minutes
        return bool(minutes) and time.time() - session.last_active > minutes * 60

    def forget(self, key: str) -> None:
        """Drop the cached copy (a crash left part of a turn: reload it from state.db)."""
        self._live.pop(key, None)

    def cached(self) -> list[Session]:
        return list(self._live.values())

    def __len__(self) -> int:
        return len(self._live)

    async def end(self, msg: InboundMessage, reason: str) -> str | None:
        """End the chat's active session (/new, /reset, idle); observers hear `session_ended`."""
        key = msg.session_key
        session = self._live.pop(key, None)
        row = await self.db.active_session(key)
        if row is None:
            return None
        if session is None and row.turns > row.reviewed_turns:
            session = await self.load(row, msg.platform, msg.chat_id)
        if session is not None:
            self.events.session_ended(session, reason)  # before the await: a shutdown cannot lose it
        await self.db.end_session(row.id, reason)
        log.info("session ended", session_id=row.id, reason=reason)
        return row.id
