"""Health: one periodic task that pings the systemd watchdog, publishes STATUS= lines, writes
$HERMES_HOME/status.json (for `hermes gateway status`) and serves the optional loopback
endpoint (`gateway.health_port`)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path
from typing import Any, Awaitable, Callable

from gateway.home import atomic_write
from gateway.log import get_logger
from gateway.ops.sdnotify import notify, watchdog_interval

log = get_logger(__name__)
STATUS_FILE = "status.json"

Snapshot = Callable[[], Awaitable[dict[str, Any]]]


def status_line(snap: dict[str, Any]) -> str:
    platforms = ", ".join(f"{n} {'up' if h.get('connected') else 'connecting' if h.get('state') == 'connecting' else 'down'}"
                          for n, h in sorted(snap["platforms"].items()))
    pending = sum(snap["pending_approvals"].values())
    return f"{platforms} · queue {snap['queue_depth']} · pending approvals {pending}"


class HealthReporter:
    def __init__(self, snapshot: Snapshot, status_path: Path, interval: float = 10.0):
        self.snapshot = snapshot
        self.status_path = status_path
        self.watchdog = watchdog_interval()
        self.interval = min(interval, self.watchdog) if self.watchdog else interval
        self._task: asyncio.Task | None = None
        self._runner: Any = None  # aiohttp's AppRunner, only when gateway.health_port is set
        self.port: int | None = None

    async def start(self, health_port: int | None) -> None:
        await self.tick()
        self._task = asyncio.create_task(self._loop(), name="health")
        if health_port is not None:
            from aiohttp import web  # only for the endpoint: the daemon starts faster without it

            app = web.Application()
            app.router.add_get("/health", self._serve)
            self._runner = web.AppRunner(app, access_log=None)
            await self._runner.setup()
            site = web.TCPSite(self._runner, "127.0.0.1", health_port)
            await site.start()
            self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
            log.info("health endpoint listening", url=f"http://127.0.0.1:{self.port}/health")

    async def _serve(self, request: Any) -> Any:
        from aiohttp import web

        return web.json_response(await self.snapshot())

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            with contextlib.suppress(Exception):
                await self.tick()

    async def tick(self) -> None:
        # Runs on the event loop: if the loop stalls, the pings stop and systemd restarts us.
        try:
            snap = await asyncio.wait_for(self.snapshot(), timeout=max(1.0, self.interval))
        except asyncio.TimeoutError:
            log.warning("health snapshot timed out (state.db thread busy?); no watchdog ping")
            return
        if self.watchdog:
            notify("WATCHDOG=1")
        notify(f"STATUS={status_line(snap)}")
        await asyncio.to_thread(atomic_write, self.status_path, json.dumps(snap, indent=1), 0o600)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        if self._runner is not None:
            await self._runner.cleanup()
        with contextlib.suppress(FileNotFoundError):
            (self.status_path).unlink()
