"""The daemon's lifecycle: the one place that starts things and stops them, in order."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
import signal
import sys
import time
from typing import Any

from pydantic import SecretStr

from adapters.base import Adapter
from gateway.config import Config, ConfigError, Secrets
from gateway.core import Core
from gateway.home import GatewayLock, Home
from gateway.llm import Endpoint, LLMClient, resolve_endpoint, resolve_review_endpoint
from gateway.local_model import INSTALL_HINT, LocalModelServer, bundled_model_path, resolve_model_file, runtime_available
from gateway.log import get_logger, redact
from gateway.health import HealthReporter
from gateway.scheduler import Scheduler
from gateway.sdnotify import notify
from gateway.store import AsyncStore, StateStore

log = get_logger("gateway.daemon")


def build_adapters(config: Config, secrets: Secrets, stdin_is_tty: bool) -> dict[str, Adapter]:
    adapters: dict[str, Adapter] = {}
    platforms = config.platforms
    if platforms.telegram.enabled:
        from adapters.telegram import TelegramAdapter

        tg = platforms.telegram
        adapters["telegram"] = TelegramAdapter(
            secrets.require(tg.token_env, "platforms.telegram"), tg.allowed_users, tg.admins, tg.api_base)
    if platforms.discord.enabled:
        from adapters.discord_adapter import DiscordAdapter

        dc = platforms.discord
        adapters["discord"] = DiscordAdapter(
            secrets.require(dc.token_env, "platforms.discord"), dc.allowed_users, dc.admins, dc.api_base, dc.gateway_url)
    console = platforms.console.enabled
    if console is True or (console == "auto" and stdin_is_tty and not adapters):
        from adapters.console import ConsoleAdapter

        adapters["console"] = ConsoleAdapter()
    if not adapters:
        raise ConfigError(
            "no platform is enabled: run in a terminal for the console chat, or enable "
            "platforms.telegram / platforms.discord in config.yaml"
        )
    return adapters


class Daemon:
    def __init__(self, home: Home, config: Config, secrets: Secrets, adapters: dict[str, Adapter] | None = None):
        self.home = home
        self.config = config
        self.secrets = secrets
        self._adapters = adapters
        self.core: Core | None = None
        self.lock: GatewayLock | None = None
        self.stop_event = asyncio.Event()
        self.scheduler_options: dict[str, float] = {}
        self.health: HealthReporter | None = None
        self.local: LocalModelServer | None = None
        self.started = asyncio.Event()

    def _local_model_file(self) -> Path | None:
        """The GGUF to serve when the local provider is in use (configured, or `make run`'s fallback)."""
        model = self.config.model
        if model.provider == "local":
            path = resolve_model_file(model)
            if not runtime_available():
                raise ConfigError(INSTALL_HINT)
            return path
        if os.environ.get("HERMES_LOCAL_FALLBACK") != "1":
            return None
        try:
            resolve_endpoint(model, self.secrets)
            return None
        except ConfigError:
            if not runtime_available() or bundled_model_path() is None:
                raise
        log.info("no model configured: using the bundled local model (tiny; for trying things out)")
        return bundled_model_path()

    async def start(self) -> Core:
        # The state.db thread waits for the GIL whenever the loop is busy; a shorter switch
        # interval keeps those waits (and so per-turn latency under load) small.
        sys.setswitchinterval(0.001)
        redact.add(self.secrets.values())
        model_file = self._local_model_file()
        endpoint = None if model_file else resolve_endpoint(self.config.model, self.secrets)
        review_endpoint = resolve_review_endpoint(self.config.auxiliary.background_review, self.config.model, self.secrets)
        self.home.ensure()
        self.lock = self.home.lock()
        try:
            adapters = self._adapters if self._adapters is not None else build_adapters(
                self.config, self.secrets, sys.stdin.isatty())
            store = await asyncio.to_thread(StateStore, self.home.db_path)
            if model_file is not None:
                self.local = LocalModelServer(model_file)
                base_url = await self.local.start()
                endpoint = Endpoint(base_url=base_url, api_key=SecretStr("local"), model=model_file.stem)
        except BaseException:
            if self.local is not None:
                await self.local.stop()
                self.local = None
            self.lock.release()
            self.lock = None
            raise
        assert endpoint is not None
        db = AsyncStore(store)
        llm = LLMClient(endpoint, timeout=self.config.model.timeout_seconds, max_retries=self.config.model.max_retries)
        aux = None
        if review_endpoint is not None:
            aux = LLMClient(review_endpoint, timeout=self.config.model.timeout_seconds, max_retries=self.config.model.max_retries)
        core = self.core = Core(self.config, self.home, db, llm, adapters, aux_llm=aux)
        core.runner.strict_tools = model_file is not None  # a tiny local model's broken tool calls end the turn
        for platform in ("telegram", "discord"):
            cfg = getattr(self.config.platforms, platform)
            if cfg.enabled and not cfg.allowed_users:
                log.warning("allowlist is empty: nobody can talk to the bot", platform=platform)
        await core.recover()
        started = []
        for name, adapter in adapters.items():
            try:
                await adapter.start(core.ingest, await core.platform_services())
                started.append(name)
            except Exception as exc:
                log.error("platform failed to start", platform=name, reason=f"{type(exc).__name__}: {exc}")
        if not started:
            await self.stop()
            raise RuntimeError("no platform could be started")
        core.scheduler = Scheduler(core, **self.scheduler_options)
        await core.scheduler.start()
        self.health = HealthReporter(core)
        await self.health.start(self.config.gateway.health_port)
        notify("READY=1")
        log.info("gateway started", home=str(self.home.root), platforms=started, model=llm.model, pid=os.getpid())
        self.started.set()
        return core

    async def stop(self) -> dict[str, Any]:
        core = self.core
        summary = {"drained": 0, "deferred": 0}
        if core is not None:
            notify("STOPPING=1")
            core.accepting = False
            if self.health is not None:
                await self.health.stop()
                self.health = None
            if core.scheduler is not None:
                await core.scheduler.stop()  # no new curator runs or cron jobs while draining
            for adapter in core.adapters.values():
                try:
                    await adapter.stop_receiving()
                except Exception as exc:
                    log.warning("platform stop failed", platform=adapter.name, reason=str(exc))
            in_flight = len(core.router.busy_keys) + core.router.queued()
            deadline = time.monotonic() + self.config.gateway.drain_seconds
            await core.router.drain(self.config.gateway.drain_seconds)
            await core.router.cancel_all()  # what did not finish stays in the inbox: checkpointed
            await core.review.flush(max(0.0, deadline - time.monotonic()))
            deferred = await core.db.inbox_depth()
            summary = {"drained": max(0, in_flight - deferred), "deferred": deferred}
            for adapter in core.adapters.values():
                try:
                    await adapter.stop()
                except Exception as exc:
                    log.warning("platform stop failed", platform=adapter.name, reason=str(exc))
            await core.notifier.close()
            await core.skill_telemetry.settle()
            await core.llm.close()
            if core.review.routed:
                await core.review.llm.close()
            if self.local is not None:
                await self.local.stop()
                self.local = None
            await core.db.close()
            log.info(f"drained {summary['drained']} turns, deferred {summary['deferred']}")
            self.core = None
        if self.lock is not None:
            self.lock.release()
            self.lock = None
        return summary

    async def run_forever(self) -> int:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, self.stop_event.set)
        core = await self.start()
        console = core.adapters.get("console")
        waits = [asyncio.create_task(self.stop_event.wait())]
        if console is not None and len(core.adapters) == 1:
            waits.append(asyncio.create_task(console.closed.wait()))  # type: ignore[attr-defined]
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for w in waits:
            w.cancel()
        await self.stop()
        return 0
