"""The composition root: every service is built here, once, for the daemon and every CLI verb.

`App(home, config)` builds what works without a running loop or a model (memory, staging,
approvals, skills, curator, journey): the CLI uses exactly these. `App.assemble(...)` adds
the runtime the daemon needs (registries, LLM clients, platforms, the conversation core,
review, notices, scheduler, health) and registers every feature into the registries.
Features never construct the services they use: they receive them as arguments. (Code that
runs in a worker thread opens its own short state.db connection, since one connection
cannot be shared across threads; those connections are not services.)
"""

from __future__ import annotations

import asyncio
import os
import time
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any

from curator.runner import COMPLETED_KEY, Curator
from gateway.approval.approvals import Approvals
from gateway.approval.gate import ApprovalGate
from gateway.approval.staging import SUBSYSTEMS, StagingStore
from gateway.config import Config, ConfigError, Secrets, load_config
from gateway.home import Home
from gateway.journey.journal import Journal
from gateway.journey.journey import Journey
from gateway.log import get_logger
from gateway.mcp.calls import McpCallWrites
from gateway.memory.store import MemoryStore
from gateway.memory.tool import MemoryWrites
from gateway.platform import Adapter, Platforms, PlatformServices
from gateway.skills.library import SkillLibrary
from gateway.skills.writes import SkillWrites
from gateway.store import AsyncStore, StateStore

if TYPE_CHECKING:
    from gateway.llm.endpoint import Endpoint

log = get_logger(__name__)


def memory_store(home: Home, config: Config, journal: Journal) -> MemoryStore:
    mem = config.memory
    enabled = {t for t, on in (("memory", mem.memory_enabled),
                               ("user", mem.memory_enabled and mem.user_profile_enabled)) if on}
    return MemoryStore(home.memories, {"memory": mem.memory_char_limit, "user": mem.user_char_limit},
                       enabled=enabled, on_write=journal.memory_hook)


def build_adapters(config: Config, secrets: Secrets, stdin_is_tty: bool,
                   console_history: Path | None = None) -> dict[str, Adapter]:
    adapters: dict[str, Adapter] = {}
    platforms = config.platforms
    # The platform SDKs are imported in the background (LazyAdapter): aiogram alone takes seconds.
    from adapters.lazy import LazyAdapter

    if platforms.telegram.enabled:
        tg = platforms.telegram
        tg_token = secrets.require(tg.token_env, "platforms.telegram")

        def telegram() -> Adapter:
            from adapters.telegram import TelegramAdapter

            return TelegramAdapter(tg_token, tg.allowed_users, tg.admins, tg.api_base)

        adapters["telegram"] = LazyAdapter("telegram", telegram, tg.allowed_users, tg.admins)
    if platforms.discord.enabled:
        dc = platforms.discord
        dc_token = secrets.require(dc.token_env, "platforms.discord")

        def discord() -> Adapter:
            from adapters.discord_adapter import DiscordAdapter

            return DiscordAdapter(dc_token, dc.allowed_users, dc.admins, dc.api_base, dc.gateway_url)

        adapters["discord"] = LazyAdapter("discord", discord, dc.allowed_users, dc.admins)
    console = platforms.console.enabled
    if console is True or (console == "auto" and stdin_is_tty and not adapters):
        from adapters.console import ConsoleAdapter

        adapters["console"] = ConsoleAdapter(history=console_history)
    if not adapters:
        raise ConfigError(
            "no platform is enabled: run in a terminal for the console chat, or enable "
            "platforms.telegram / platforms.discord in config.yaml"
        )
    return adapters


def open_state(home: Home) -> StateStore:
    """A synchronous connection to state.db, without reading config (the CLI's; close it when done)."""
    home.ensure()
    return StateStore(home.db_path)


class App:
    def __init__(self, home: Home, config: Config):
        self.home = home
        self.config = config
        self.journal = Journal(home.db_path)
        self.memory = memory_store(home, config, self.journal)
        self.skills = SkillLibrary(home.skills)
        self.staging = StagingStore(home.pending, config.approval.max_pending, config.approval.max_staged_per_day)
        self.gate = ApprovalGate(config)
        self.mcp_writes = McpCallWrites(home.db_path)
        self.staging.used_ids["mcp"] = self.mcp_writes.used
        self.approvals = Approvals(self.staging, {"memory": MemoryWrites(self.memory),
                                                  "skills": SkillWrites(self.skills, home.db_path),
                                                  "mcp": self.mcp_writes},
                                   expire_days=config.approval.expire_days)
        self.curator = Curator(home, config.curator, self.skills)
        self.journey = Journey(self.memory, self.skills, home.db_path)

    @classmethod
    def open(cls, home: Home) -> "App":
        """For the CLI: the services of `home` with its config.yaml (a ConfigError names what is wrong)."""
        return cls(home, load_config(home.config_path))

    def state(self) -> StateStore:
        return open_state(self.home)

    def reload_limits(self) -> None:
        """`hermes config set memory.user_char_limit ...` takes effect at the next session."""
        if not self.home.config_path.exists():
            return
        try:
            fresh = load_config(self.home.config_path)
        except ConfigError as exc:
            log.warning("config.yaml changed but is invalid; keeping the running limits", reason=str(exc))
            return
        self.memory.limits = {"memory": fresh.memory.memory_char_limit, "user": fresh.memory.user_char_limit}

    # ---- the daemon's runtime ----------------------------------------------------------
    def assemble(self, db: AsyncStore, endpoint: Endpoint, review_endpoint: Endpoint | None,
                 adapters: dict[str, Adapter], strict_tools: bool = False,
                 scheduler_options: dict[str, float] | None = None, secrets: Secrets | None = None) -> "App":
        # Imported here, not at the top: every CLI verb imports this module, and the runtime
        # (model clients, the scheduler, the health server, the core) would cost it seconds.
        from curator import commands as curator_commands
        from curator.consolidate import propose_merges
        from gateway.approval.notices import ApprovalNotifier, WriteNotices
        from gateway.approval.stager import Stager
        from gateway.chat import commands as chat_commands
        from gateway.chat import search_tool
        from gateway.conversation.core import Conversation
        from gateway.conversation.prompt_source import PromptSource
        from gateway.conversation.sessions import SessionCache
        from gateway.conversation.turn import TurnRunner
        from gateway.journey import commands as journey_commands
        from gateway.llm.client import LLMClient
        from gateway.mcp import tool as mcp_tool
        from gateway.mcp.hub import McpHub
        from gateway.mcp.runner import McpCallRunner
        from gateway.media import Attachments, ImageParts, MediaFiles
        from gateway.memory import tool as memory_tool
        from gateway.ops import cron_commands
        from gateway.ops.health import HealthReporter
        from gateway.ops.scheduler import Scheduler
        from gateway.registry import CommandRegistry, ToolRegistry, TurnEvents
        from gateway.skills import tool as skills_tool
        from gateway.skills.commands import SkillCommands
        from gateway.skills.telemetry import SkillTelemetry
        from review import commands as review_commands
        from review.service import ReviewService

        config = self.config
        model = config.model
        self.db = db
        self.llm = LLMClient(endpoint, timeout=model.timeout_seconds, max_retries=model.max_retries)
        self.aux_llm = (LLMClient(review_endpoint, timeout=model.timeout_seconds, max_retries=model.max_retries)
                        if review_endpoint is not None else None)
        self.platforms = Platforms(adapters)
        self.tools = ToolRegistry()
        self.commands = CommandRegistry()
        self.events = TurnEvents()
        self.telemetry = SkillTelemetry(db)
        self.notifier = ApprovalNotifier(self.platforms, self.approvals, config.approval.notify_interval)
        notices = WriteNotices(self.platforms, config.display.memory_notifications)

        self.media = MediaFiles(self.home.media)
        render = {"render": ImageParts(self.media)} if model.vision else {}
        self.runner = TurnRunner(self.llm, self.tools, db, model.context_tokens, model.max_tool_iterations, **render)
        self.runner.strict_tools = strict_tools  # a tiny local model's broken tool calls end the turn
        prompts = PromptSource(self.home.root, self.home.config_path, self.memory, self.skills, self.llm.model,
                               before_snapshot=self.reload_limits)
        self.sessions = SessionCache(db, prompts, self.events, config.session.idle_reset_minutes, uuid.uuid4().hex[:8],
                                     config.session.max_live)
        transcribe = None
        if config.media.transcription_model:
            stt_model, stt_timeout = config.media.transcription_model, config.media.transcription_timeout_seconds

            async def transcribe(name: str, data: bytes, mime: str | None) -> str:
                return await self.llm.transcribe(stt_model, name, data, mime, stt_timeout)
        attachments = Attachments(self.platforms, db, self.media, config.media, model.vision, model.model, transcribe)
        self.conversation = Conversation(db, self.platforms, self.commands, self.events, self.sessions, self.runner,
                                         steps=[attachments, SkillCommands(self.skills, self.telemetry)],
                                         answer_within=config.gateway.answer_within_hours * 3600)
        self.review = ReviewService(config, self.llm, self.tools, db, self.gate, aux_llm=self.aux_llm,
                                    memory_now=lambda: "\n\n".join(b for b in self.memory.snapshot_blocks() if b))
        self.events.subscribe(self.review)

        stager = Stager(self.staging, self.notifier, config.approval.max_staged_per_turn)
        writes = dict(stager=stager, approvals=self.approvals, gate=self.gate, notices=notices)
        memory_tool.register(self.tools, self.commands, store=self.memory, **writes)
        skills_tool.register(self.tools, self.commands, library=self.skills, telemetry=self.telemetry, db=db,
                             db_path=self.home.db_path, **writes)
        search_tool.register(self.tools, db=db)
        # MCP servers connect in their own tasks once the daemon starts them (never blocking start-up).
        self.mcp = McpHub(config.mcp, secrets or Secrets(self.home.env_path), log_dir=self.home.logs)
        self.mcp_runner = McpCallRunner(db, self.mcp, self.conversation.ingest, config.mcp.max_result_chars)
        self.mcp_writes.on_decided = self.mcp_runner.nudge
        mcp_tool.register(self.tools, self.commands, hub=self.mcp, stager=stager, approvals=self.approvals,
                          gate=self.gate, max_result_chars=config.mcp.max_result_chars)
        chat_commands.register(self.commands, sessions=self.sessions, platforms=self.platforms, db=db,
                               model=self.llm.model,
                               more_status=lambda: mcp_tool.status_text(self.mcp) if self.mcp.connections else "")
        review_commands.register(self.commands, review=self.review, sessions=self.sessions)
        curator_commands.register(self.commands, curator=self.curator,
                                  last_turn_at=lambda: self.conversation.last_turn_at)
        journey_commands.register(self.commands, journey=self.journey, db=db, platforms=self.platforms)

        consolidate = None
        if config.curator.consolidate:
            async def consolidate() -> int:
                return await propose_merges(self.aux_llm or self.llm, self.tools, self.skills, db)
        async def housekeeping() -> None:
            for outcome in await asyncio.to_thread(self.approvals.expire):
                log.info("staged write expired", id=outcome.id, after_days=config.approval.expire_days)
            await self.prune_media()

        self.scheduler = Scheduler(db, self.platforms, self.curator, lambda: self.conversation.last_turn_at,
                                   self.conversation.run_scheduled, self.skills, self.telemetry, consolidate,
                                   housekeeping, **(scheduler_options or {}))
        cron_commands.register(self.commands, db=db, resync=self.scheduler.sync,
                               skill_names=lambda: {s.name for s in self.skills.scan()[0]})
        self.health = HealthReporter(self.health_snapshot, self.home.root / "status.json")
        return self

    async def prune_media(self, now: float | None = None) -> int:
        """Stored files older than media.retention_days go; their rows say so."""
        removed = await asyncio.to_thread(self.media.prune, self.config.media.retention_days, now)
        if removed:
            await self.db.media_pruned(removed)
            log.info("media pruned", files=len(removed), retention_days=self.config.media.retention_days)
        return len(removed)

    async def platform_services(self) -> PlatformServices:
        return PlatformServices(menu=await self.command_menu(), get_meta=self.db.get_meta, set_meta=self.db.set_meta,
                                record_unparseable=self.db.record_unparseable, cancel=self.conversation.cancel)

    async def command_menu(self) -> list[tuple[str, str]]:
        """Built-in commands, then skills (a skill whose name collides with a built-in is not bound)."""
        from gateway.skills.commands import skill_menu

        skills = await asyncio.to_thread(skill_menu, self.skills, lambda n: self.commands.get(n) is not None,
                                         log.warning)
        return self.commands.menu() + skills

    def pending_counts(self) -> dict[str, int]:
        return {s: self.staging.count(s) for s in SUBSYSTEMS}

    async def health_snapshot(self) -> dict[str, Any]:
        health = self.conversation.health()
        last_curator = await self.db.get_meta(COMPLETED_KEY)
        return {
            "pid": os.getpid(),
            "updated_at": time.time(),
            "started_at": self.conversation.started_at,
            "platforms": health["platforms"],
            "queue_depth": await self.db.inbox_depth(),
            "busy_sessions": health["busy_sessions"],
            "pending_approvals": await asyncio.to_thread(self.pending_counts),
            "reviews_running": self.review.running,
            "last_review_at": self.review.last_review_at,
            "last_curator_run_at": float(last_curator) if last_curator else None,
            "idle_seconds": health["idle_seconds"],
            "live_sessions": len(self.sessions),
            "mcp": self.mcp.status(),
        }

    async def close(self) -> None:
        await self.llm.close()
        if self.aux_llm is not None:
            await self.aux_llm.close()
