"""The daemon's lifecycle: the one place that starts things and stops them, in order."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import SecretStr

from gateway.app import App, build_adapters
from gateway.config import Config, ConfigError, Secrets
from gateway.home import PRIVATE_UMASK, GatewayLock, Home
from gateway.llm.endpoint import Endpoint, resolve_endpoint, resolve_review_endpoint
from gateway.log import get_logger, redact
from gateway.ops.sdnotify import notify
from gateway.platform import Adapter
from gateway.store import AsyncStore, StateStore

if TYPE_CHECKING:
    from gateway.llm.local_model import Progress

log = get_logger(__name__)


class Daemon:
    def __init__(self, home: Home, config: Config, secrets: Secrets, adapters: dict[str, Adapter] | None = None,
                 progress: Progress | None = None):
        self.home = home
        self.progress = progress  # where the local model's loading is shown, besides the log
        self.config = config
        self.secrets = secrets
        self._adapters = adapters
        self.app: App | None = None
        self.lock: GatewayLock | None = None
        self.stop_event = asyncio.Event()
        self.scheduler_options: dict[str, float] = {}
        self.local: Any = None  # gateway.llm.local_model.LocalModelServer when provider local serves
        self.started = asyncio.Event()

    def _local_model_file(self) -> Path | None:
        """The GGUF to serve when the local provider is in use (configured, or `make run`'s fallback)."""
        from gateway.llm.local_model import INSTALL_HINT, bundled_model_path, resolve_model_file, runtime_available

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
        if self.progress is not None:
            self.progress("no model is configured: using the bundled SmolLM2-135M (tiny: small talk, no real tool use)")
        return bundled_model_path()

    async def start(self) -> App:
        # The state.db thread waits for the GIL whenever the loop is busy; a shorter switch
        # interval keeps those waits (and so per-turn latency under load) small.
        sys.setswitchinterval(0.001)
        os.umask(PRIVATE_UMASK)  # state.db and its -wal/-shm, pending/, memory, skills, logs: owner only
        redact.add(self.secrets.values())
        model_file = self._local_model_file()
        endpoint = None if model_file else resolve_endpoint(self.config.model, self.secrets)
        review_endpoint = resolve_review_endpoint(self.config.auxiliary.background_review, self.config.model, self.secrets)
        self.home.ensure()
        self.lock = self.home.lock()
        try:
            adapters = self._adapters if self._adapters is not None else build_adapters(
                self.config, self.secrets, sys.stdin.isatty(), self.home.console_history)
            store = await asyncio.to_thread(StateStore, self.home.db_path)
            if model_file is not None:
                from gateway.llm.local_model import LocalModelServer

                self.local = LocalModelServer(model_file, progress=self.progress)
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
        app = self.app = App(self.home, self.config).assemble(
            AsyncStore(store), endpoint, review_endpoint, adapters, strict_tools=model_file is not None,
            scheduler_options=self.scheduler_options, secrets=self.secrets)
        for platform in ("telegram", "discord"):
            cfg = getattr(self.config.platforms, platform)
            if cfg.enabled and not cfg.allowed_users:
                log.warning("allowlist is empty: nobody can talk to the bot", platform=platform)
        for outcome in await asyncio.to_thread(app.approvals.recover):
            log.info("interrupted approval settled", id=outcome.id, result=outcome.message)
        await app.mcp_runner.recover()  # before anything runs: a call a crash left running is never re-sent
        app.mcp.start()
        # Idleness (the curator's gate) counts from the last message anyone sent, not from this start:
        # a daily restart must not keep the agent "busy" for ever.
        app.conversation.last_turn_at = (await app.db.last_activity()) or app.conversation.last_turn_at
        await app.conversation.recover()
        started = []
        for name in app.platforms.names():
            adapter = app.platforms.get(name)
            assert adapter is not None
            try:
                await adapter.start(app.conversation.ingest, await app.platform_services())
                started.append(name)
            except Exception as exc:
                log.error("platform failed to start", platform=name, reason=f"{type(exc).__name__}: {exc}")
        if not started:
            await self.stop()
            raise RuntimeError("no platform could be started")
        if app.mcp.connections:
            app.mcp_runner.start()
        await app.scheduler.start()
        await app.health.start(self.config.gateway.health_port)
        await app.review.resume_owed()
        notify("READY=1")
        # The model SDK is imported after READY, in a worker thread, before the first turn needs it.
        self._warmups = [asyncio.create_task(llm.warm(), name="model-client")
                         for llm in (app.llm, app.aux_llm) if llm is not None]
        log.info("gateway started", home=str(self.home.root), platforms=started, model=app.llm.model, pid=os.getpid())
        self.started.set()
        return app

    async def stop(self) -> dict[str, Any]:
        app = self.app
        summary = {"drained": 0, "deferred": 0}
        if app is not None:
            notify("STOPPING=1")
            in_flight = app.conversation.stop_accepting()
            await app.health.stop()
            await app.scheduler.stop()  # no new curator runs or cron jobs while draining
            for adapter in app.platforms:
                try:
                    await adapter.stop_receiving()
                except Exception as exc:
                    log.warning("platform stop failed", platform=adapter.name, reason=str(exc))
            await app.conversation.drain(self.config.gateway.drain_seconds)
            await app.review.close()  # SIGTERM cancels reviews; an ended session's is owed after the restart
            await app.mcp_runner.stop()  # a call cut off here reads `unknown` at the next start, never re-run
            await app.mcp.stop(timeout=min(5.0, max(1.0, self.config.gateway.drain_seconds / 4)))
            deferred = await app.db.inbox_depth()
            summary = {"drained": max(0, in_flight - deferred), "deferred": deferred}
            for adapter in app.platforms:
                try:
                    await adapter.stop()
                except Exception as exc:
                    log.warning("platform stop failed", platform=adapter.name, reason=str(exc))
            await asyncio.gather(*getattr(self, "_warmups", []), return_exceptions=True)
            await app.notifier.close()
            await app.telemetry.settle()
            await app.close()
            if self.local is not None:
                await self.local.stop()
                self.local = None
            await app.db.close()
            log.info(f"drained {summary['drained']} turns, deferred {summary['deferred']}")
            self.app = None
        if self.lock is not None:
            self.lock.release()
            self.lock = None
        return summary

    async def run_forever(self) -> int:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, self.stop_event.set)
        app = await self.start()
        console = app.platforms.get("console")
        waits = [asyncio.create_task(self.stop_event.wait())]
        if console is not None and len(app.platforms) == 1:
            waits.append(asyncio.create_task(console.closed.wait()))  # type: ignore[attr-defined]
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for w in waits:
            w.cancel()
        await self.stop()
        return 0
