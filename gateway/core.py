"""The conversation core: durable inbox -> session router -> one turn at a time -> delivery."""

from __future__ import annotations

import asyncio
import contextlib
import time
import uuid
from datetime import datetime, timezone
from typing import Any

from adapters.base import Adapter, DeliveryError, PlatformServices
from curator.runner import Curator
from gateway import chat_commands, maintenance_commands, memory_tool, search_tool, skills_tool
from gateway.approval import Applier, Approvals
from gateway.commands import CommandRegistry
from gateway.config import Config, ConfigError, load_config
from gateway.home import Home
from gateway.journal import Journal
from gateway.journey import Journey
from gateway.llm import LLMClient
from gateway.log import get_logger
from gateway.memory import MemoryStore
from gateway.notices import ApprovalNotifier
from gateway.prompt import PromptParts, build_system_prompt
from gateway.router import SessionRouter
from gateway.skills import SkillLibrary
from gateway.skills_tool import SkillTelemetry, expand_skill_command
from gateway.staging import StagingStore
from gateway.store import AsyncStore, SessionRow
from gateway.tools import ToolContext, ToolRegistry
from gateway.turn import Session, TurnResult, TurnRunner
from gateway.types import InboundMessage, Outbound
from review.service import ReviewService

log = get_logger("gateway.core")

MAX_INBOUND_CHARS = 32_000
INBOX_TTL_SECONDS = 6 * 3600
TYPING_EVERY = 4.0
TYPING_AFTER = 0.4
INTERNAL_ERROR_REPLY = "Sorry — something went wrong on my side while answering that. Please try again."


class Core:
    def __init__(self, config: Config, home: Home, db: AsyncStore, llm: LLMClient,
                 adapters: dict[str, Adapter] | None = None, aux_llm: LLMClient | None = None):
        self.config = config
        self.home = home
        self.db = db
        self.llm = llm
        self.adapters: dict[str, Adapter] = adapters or {}
        self.tools = ToolRegistry()
        self.commands = CommandRegistry()
        self.boot_id = uuid.uuid4().hex[:8]
        self.runner = TurnRunner(llm, self.tools, db, config.model.context_tokens, config.model.max_tool_iterations)
        self.router: SessionRouter[int] = SessionRouter(self._handle)
        self._sessions: dict[str, Session] = {}
        self.last_turn_at: float = time.time()
        self.accepting = True
        self.started_at = time.time()
        # Runtime-only switches (e.g. `/memory approval off`); config.yaml is not touched.
        self.overrides: dict[str, Any] = {}
        self._prompt_cache: tuple | None = None
        self.journal = Journal(home.db_path)
        self.memory = MemoryStore(
            home.memories,
            {"memory": config.memory.memory_char_limit, "user": config.memory.user_char_limit},
            enabled={t for t, on in (("memory", config.memory.memory_enabled),
                                     ("user", config.memory.memory_enabled and config.memory.user_profile_enabled)) if on},
            on_write=self.journal.memory_hook,
        )
        self.staging = StagingStore(home.pending)
        self.appliers: dict[str, Applier] = {}
        self.approvals = Approvals(self.staging, self.appliers)
        self.notifier = ApprovalNotifier(self, config.approval.notify_interval)
        self.review = ReviewService(self, aux_llm)
        self.skills = SkillLibrary(home.skills)
        self.skill_telemetry = SkillTelemetry(self)
        self.curator = Curator(home, config.curator)
        self.journey = Journey(self.memory, self.skills, self.journal)
        self.scheduler: Any = None  # set by the daemon once the loop runs
        chat_commands.install(self)
        memory_tool.install(self)
        skills_tool.install(self)
        search_tool.install(self)
        maintenance_commands.install(self)
        maintenance_commands.install_journey(self)

    def approval_on(self, subsystem: str) -> bool:
        """The write gate: a runtime override (`/memory approval off`) wins over config."""
        key = f"{subsystem}.write_approval"
        if key in self.overrides:
            return bool(self.overrides[key])
        return bool(getattr(self.config, subsystem).write_approval)

    async def scheduler_sync(self) -> None:
        if self.scheduler is not None:
            await self.scheduler.sync()

    async def announce_to_admins(self, text: str) -> None:
        """One line to every admin chat (curator summaries and the like)."""
        for platform, adapter in self.adapters.items():
            for chat in adapter.admin_chats():
                try:
                    await adapter.send(Outbound(platform, str(chat), text, kind="notice"))
                except DeliveryError as exc:
                    log.warning("admin announcement not delivered", platform=platform, reason=str(exc))

    def pending_counts(self) -> dict[str, int]:
        return {s: self.staging.count(s) for s in ("memory", "skills")}

    # ---- access ------------------------------------------------------------------
    def is_admin(self, msg: InboundMessage) -> bool:
        adapter = self.adapters.get(msg.platform)
        return bool(adapter and adapter.is_admin(msg.user_id))

    # ---- inbound -----------------------------------------------------------------
    async def ingest(self, msg: InboundMessage) -> bool:
        """Accept a message: True once it is durably in the inbox (or was already)."""
        adapter = self.adapters.get(msg.platform)
        if adapter is None or not adapter.is_allowed(msg.user_id):
            log.info("ignored message from a user not on the allowlist", platform=msg.platform, user_id=msg.user_id)
            return False
        if len(msg.text) > MAX_INBOUND_CHARS:
            await self._notify(msg, f"That message is too long ({len(msg.text):,} characters; the limit is {MAX_INBOUND_CHARS:,}). Please send it in parts.")
            return False
        text = msg.text.encode("utf-8", errors="replace").decode("utf-8")  # lone surrogates
        if text != msg.text:
            msg = InboundMessage(**{**msg.to_payload(), "text": text})
        inbox_id = await self.db.inbox_add(msg.platform, msg.external_id, msg.session_key, msg.to_payload())
        if inbox_id is None:
            log.info("duplicate inbound ignored", platform=msg.platform, external_id=msg.external_id)
            return True
        if not self.accepting:
            # Shutting down: keep it in the inbox (nothing lost); it is answered after the restart.
            log.info("inbound deferred to the next start", platform=msg.platform, inbox_id=inbox_id)
            return True
        self.router.submit(msg.session_key, inbox_id)
        return True

    async def recover(self, now: float | None = None) -> tuple[int, int]:
        """Re-queue what a crash or restart left unfinished; drop what is too old to answer."""
        now = time.time() if now is None else now
        resumed = dropped = 0
        for row in await self.db.inbox_unfinished():
            if row.state == "pending" and now - row.received_at > INBOX_TTL_SECONDS:
                await self.db.inbox_finish(row.id, "dropped")
                log.warning("dropped stale inbound message", inbox_id=row.id, age_seconds=int(now - row.received_at))
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
        session = None
        if row.state == "pending":
            if dropped:
                self._sessions.pop(key, None)  # a crash left part of this turn: reload without it
            result = None
            try:
                reply, session, result = await self._respond(msg, inbox_id)
            except Exception:
                log.exception("turn crashed", inbox_id=inbox_id, session_key=key)
                reply = INTERNAL_ERROR_REPLY
            if session is not None and result is not None:
                await self.db.finish_turn(session.id, result.prompt_tokens, result.completion_tokens,
                                          session.last_prompt_tokens, inbox_id, reply)
            else:
                await self.db.finish_turn(None, 0, 0, None, inbox_id, reply)
        else:
            reply = row.reply or ""
        try:
            await self.deliver(msg, reply, kind="reply", skip_chunks=row.delivered_chunks, inbox_id=inbox_id)
        except DeliveryError as exc:
            log.error("reply not delivered; kept for the next start", inbox_id=inbox_id, platform=msg.platform, reason=str(exc))
            return
        if session is not None:
            self.review.after_turn(session)  # only now: a review never delays the reply

    async def _respond(self, msg: InboundMessage, inbox_id: int) -> tuple[str, Session | None, TurnResult | None]:
        text = msg.text
        if text.startswith("/"):
            name = text[1:].split(" ", 1)[0].split("@", 1)[0].lower()
            expanded = None
            if self.commands.get(name) is None:
                expanded = await asyncio.to_thread(expand_skill_command, self.skills, text)
            if expanded is None:
                return await self.commands.dispatch(self, msg, self.is_admin(msg)), None, None
            skill_name, text = expanded  # every skill is also a slash command
            self.skill_telemetry.touch(skill_name, "use")
        session = await self.session_for(msg)
        self.review.cancel(session.key)
        ctx = ToolContext(
            session_id=session.id,
            session_key=session.key,
            platform=msg.platform,
            chat_id=msg.chat_id,
            user_id=msg.user_id,
            thread_id=msg.thread_id,
            is_admin=self.is_admin(msg),
        )
        self.last_turn_at = time.time()
        typing = asyncio.create_task(self._keep_typing(msg))
        try:
            result = await self.runner.run(session, ctx, text, inbox_id)
        finally:
            typing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await typing
        session.turns += 1
        session.prompt_tokens += result.prompt_tokens
        session.completion_tokens += result.completion_tokens
        self.last_turn_at = session.last_active = time.time()
        return result.reply, session, result  # _handle records it with the reply, in one transaction

    async def _keep_typing(self, msg: InboundMessage) -> None:
        adapter = self.adapters.get(msg.platform)
        if adapter is None:
            return
        # A quick answer needs no indicator: that saves platform API calls (and rate-limit budget).
        await asyncio.sleep(TYPING_AFTER)
        while True:
            with contextlib.suppress(Exception):
                await adapter.typing(msg.chat_id, msg.thread_id)
            await asyncio.sleep(TYPING_EVERY)

    # ---- outbound ----------------------------------------------------------------
    async def deliver(self, msg: InboundMessage, text: str, kind: str = "reply", skip_chunks: int = 0,
                      inbox_id: int | None = None) -> None:
        adapter = self.adapters.get(msg.platform)
        if adapter is None:
            raise DeliveryError(f"platform {msg.platform} is not running")
        on_chunk = None
        finished = False
        if inbox_id is not None:
            async def on_chunk(count: int, total: int) -> None:
                nonlocal finished
                # A restart resumes after the last chunk that went out: no chunk is sent twice.
                finished = count >= total
                await self.db.inbox_chunk_delivered(inbox_id, count, done=finished)
        await adapter.send(Outbound(msg.platform, msg.chat_id, text, msg.thread_id, msg.message_id, kind,
                                    skip_chunks=skip_chunks, on_chunk=on_chunk))
        if inbox_id is not None and not finished:
            await self.db.inbox_finish(inbox_id)  # adapters without chunk reports (the console)

    async def _notify(self, msg: InboundMessage, text: str) -> None:
        try:
            await self.deliver(msg, text, kind="notice")
        except DeliveryError as exc:
            log.warning("notice not delivered", platform=msg.platform, reason=str(exc))

    # ---- sessions ----------------------------------------------------------------
    async def session_for(self, msg: InboundMessage) -> Session:
        """The session this message belongs to; ends it first if it sat idle too long."""
        key = msg.session_key
        session = self._sessions.get(key)
        if session is None:
            row = await self.db.active_session(key)
            if row is None:
                row = await self.db.create_session(key, msg.platform, msg.chat_id)
                log.info("session started", session_id=row.id, session_key=key)
            session = self._sessions[key] = await self._load(row, msg)
        if self._idle_expired(session):
            await self.end_session(msg, "idle")
            return await self.session_for(msg)
        return session

    async def _load(self, row: SessionRow, msg: InboundMessage) -> Session:
        prompt = row.system_prompt if row.boot_id == self.boot_id else None
        if prompt is None:
            # New session, or the first use after a restart: take a fresh frozen snapshot.
            prompt = await self.build_prompt(row.id, msg.platform, row.started_at)
            await self.db.set_system_prompt(row.id, prompt, self.boot_id)
        history = await self.db.history(row.id, row.history_start)
        return Session(
            id=row.id, key=row.key, platform=msg.platform, chat_id=msg.chat_id, system_prompt=prompt,
            history=history, started_at=row.started_at, turns=row.turns, prompt_tokens=row.prompt_tokens,
            completion_tokens=row.completion_tokens, last_prompt_tokens=row.last_prompt_tokens,
            reviewed_turns=row.reviewed_turns,
            last_active=(await self.db.last_message_at(row.id)) or row.started_at,
        )

    def _idle_expired(self, session: Session) -> bool:
        minutes = self.config.session.idle_reset_minutes
        return bool(minutes) and time.time() - session.last_active > minutes * 60

    def cached_sessions(self) -> list[Session]:
        return list(self._sessions.values())

    async def end_session(self, msg: InboundMessage, reason: str) -> str | None:
        """End the chat's active session (/new, /reset, idle); its unreviewed turns get a review."""
        key = msg.session_key
        session = self._sessions.pop(key, None)
        row = await self.db.active_session(key)
        if row is None:
            return None
        if session is None and row.turns > row.reviewed_turns:
            session = await self._load(row, msg)
        if session is not None:
            self.review.session_ended(session)
        await self.db.end_session(row.id, reason)
        log.info("session ended", session_id=row.id, reason=reason)
        return row.id

    async def build_prompt(self, session_id: str, platform: str, started_at: float) -> str:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(None, self._build_prompt_sync, session_id, platform, started_at)

    def _build_prompt_sync(self, session_id: str, platform: str, started_at: float) -> str:
        identity, context, memory_block, user_block, skills_index = self._prompt_inputs()
        parts = PromptParts(
            platform=platform,
            model=self.llm.model,
            session_id=session_id,
            date=datetime.fromtimestamp(started_at, timezone.utc).strftime("%Y-%m-%d"),
            identity=identity,
            context=context,
            memory_block=memory_block,
            user_block=user_block,
            skills_index=skills_index,
        )
        return build_system_prompt(parts)

    def _input_fingerprint(self) -> tuple:
        """Size and mtime of every file a session's prompt is built from (a person may edit them)."""
        paths = [self.home.root / "SOUL.md", self.home.root / "CONTEXT.md", self.home.config_path,
                 self.memory.path("memory"), self.memory.path("user")]
        if self.home.skills.exists():
            paths += sorted(p for p in self.home.skills.rglob("SKILL.md") if ".archive" not in p.parts)
            paths.append(self.home.skills)
        out = []
        for p in paths:
            try:
                st = p.stat()
                out.append((str(p), st.st_mtime_ns, st.st_size))
            except FileNotFoundError:
                out.append((str(p), None, None))
        return tuple(out)

    def _prompt_inputs(self) -> tuple:
        """Re-read at every session start; the parsed result is reused only while no file changed,
        so a thousand sessions starting at once do not re-parse the same files a thousand times."""
        fingerprint = self._input_fingerprint()
        cached = self._prompt_cache
        if cached is not None and cached[0] == fingerprint:
            return cached[1]
        identity = _read_optional(self.home.root / "SOUL.md")
        context = _read_optional(self.home.root / "CONTEXT.md")
        self._refresh_memory_limits()
        memory_block, user_block = self.memory.snapshot_blocks()
        inputs = (identity, context, memory_block, user_block, self.skills.index_text())
        self._prompt_cache = (fingerprint, inputs)
        return inputs

    def _refresh_memory_limits(self) -> None:
        """`hermes config set memory.user_char_limit ...` takes effect at the next session."""
        if not self.home.config_path.exists():
            return
        try:
            fresh = load_config(self.home.config_path)
        except ConfigError as exc:
            log.warning("config.yaml changed but is invalid; keeping the running limits", reason=str(exc))
            return
        self.memory.limits = {"memory": fresh.memory.memory_char_limit, "user": fresh.memory.user_char_limit}

    async def platform_services(self) -> PlatformServices:
        return PlatformServices(menu=await self.command_menu(), get_meta=self.db.get_meta, set_meta=self.db.set_meta)

    async def command_menu(self) -> list[tuple[str, str]]:
        """Built-in commands, then skills (a skill whose name collides with a built-in is not bound)."""
        menu = self.commands.menu()
        skills, invalid = await asyncio.to_thread(self.skills.scan)
        for path, reason in invalid:
            log.warning("invalid skill left out", path=path, reason=reason)
        for skill in skills:
            if self.commands.get(skill.name) or self.commands.get(skill.name.replace("-", "_")):
                log.warning("skill name collides with a built-in command; not bound", skill=skill.name)
                continue
            menu.append((skill.name.replace("-", "_").replace(".", "_"), skill.description))
        return menu

    def health(self) -> dict[str, Any]:
        return {
            "platforms": {name: a.health() for name, a in self.adapters.items()},
            "busy_sessions": len(self.router.busy_keys),
            "queued": self.router.queued(),
            "idle_seconds": round(time.time() - self.last_turn_at, 1),
        }


def _read_optional(path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        log.warning("cannot read optional prompt file", path=str(path), reason=str(exc))
        return None
