"""Background schedules on APScheduler 3 (AsyncIOScheduler): the curator tick and cron jobs.

Cron jobs live in state.db; `sync()` mirrors them into the scheduler (so `hermes cron add`
from the CLI is picked up by a running daemon within `sync_seconds`). Each run is its own
session with a fresh frozen snapshot, and its answer is delivered to the job's chat.
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

from apscheduler.schedulers.asyncio import AsyncIOScheduler
from apscheduler.triggers.interval import IntervalTrigger

from adapters.base import DeliveryError
from gateway.cron import ScheduleError, missed_run, parse_schedule
from gateway.log import get_logger
from gateway.tools import ToolContext
from gateway.types import InboundMessage

if TYPE_CHECKING:
    from gateway.core import Core

log = get_logger("gateway.scheduler")

DELIVERY_RETRIES = (5.0, 30.0, 120.0)


class Scheduler:
    def __init__(self, core: "Core", curator_tick_seconds: float = 300.0, sync_seconds: float = 30.0):
        self.core = core
        self.curator_tick_seconds = curator_tick_seconds
        self.sync_seconds = sync_seconds
        self.aps: AsyncIOScheduler | None = None
        self._jobs: dict[int, tuple[str, bool]] = {}  # job id -> (schedule, paused) as scheduled
        self._running: set[asyncio.Task] = set()
        self.delivery_retries = DELIVERY_RETRIES

    async def start(self) -> None:
        # Created inside the running loop, as APScheduler 3's asyncio scheduler expects.
        self.aps = AsyncIOScheduler(timezone="UTC")
        self.aps.add_job(self.curator_tick, IntervalTrigger(seconds=self.curator_tick_seconds), id="curator-tick",
                         max_instances=1, coalesce=True)
        self.aps.add_job(self.sync, IntervalTrigger(seconds=self.sync_seconds), id="cron-sync",
                         max_instances=1, coalesce=True)
        self.aps.start()
        await self.curator_tick()  # the first observation seeds last_run_at on a fresh install
        await self.sync(startup=True)

    async def stop(self) -> None:
        if self.aps is not None:
            self.aps.shutdown(wait=False)
            self.aps = None
        for t in list(self._running):
            t.cancel()
        await asyncio.gather(*self._running, return_exceptions=True)

    # ---- curator ---------------------------------------------------------------------
    async def curator_tick(self, now: float | None = None) -> None:
        try:
            report = await asyncio.to_thread(self.core.curator.tick, self.core.last_turn_at, now)
        except Exception:
            log.exception("curator tick failed")
            return
        if report is None:
            return
        await self.core.announce_to_admins(report.summary())
        log.info("curator run", summary=report.summary())
        if self.core.config.curator.consolidate:
            await self.consolidate()

    async def consolidate(self) -> int:
        from curator.consolidate import consolidate

        index = await asyncio.to_thread(self.core.skills.index_text)
        if not index:
            return 0
        ctx = ToolContext(session_id="curator", session_key="curator", platform="", chat_id="", user_id="curator",
                          origin="curator")
        try:
            staged = await consolidate(self.core.review.llm, self.core.tools, index, ctx)
        except Exception as exc:
            log.warning("curator consolidation failed", error=type(exc).__name__)
            return 0
        log.info("curator consolidation proposals staged", staged=staged)
        return staged

    # ---- cron ------------------------------------------------------------------------
    async def sync(self, startup: bool = False) -> None:
        if self.aps is None:
            return
        jobs = await self.core.db.cron_jobs()
        seen = set()
        for job in jobs:
            seen.add(job["id"])
            state = (job["schedule"], job["paused"])
            if self._jobs.get(job["id"]) == state:
                continue
            aps_id = f"cron-{job['id']}"
            if self.aps.get_job(aps_id):
                self.aps.remove_job(aps_id)
            self._jobs[job["id"]] = state
            if job["paused"]:
                continue
            try:
                trigger = parse_schedule(job["schedule"])
            except ScheduleError as exc:
                log.error("cron job has a bad schedule; not scheduled", job=job["id"], reason=str(exc))
                continue
            self.aps.add_job(self.run_job, trigger, args=[job["id"]], id=aps_id, max_instances=1, coalesce=True,
                             misfire_grace_time=60)
            if startup:
                decision = missed_run(job["schedule"], job["last_run_at"], job["created_at"], time.time())
                if decision == "run":
                    log.info("cron job missed a run while the daemon was down; running it now", job=job["id"])
                    self._spawn(job["id"])
                elif decision == "skip":
                    log.warning("cron job missed a run too long ago; skipped", job=job["id"])
        for job_id in set(self._jobs) - seen:
            if self.aps.get_job(f"cron-{job_id}"):
                self.aps.remove_job(f"cron-{job_id}")
            del self._jobs[job_id]

    def _spawn(self, job_id: int) -> None:
        task = asyncio.create_task(self.run_job(job_id))
        self._running.add(task)
        task.add_done_callback(self._running.discard)

    async def run_job(self, job_id: int) -> str | None:
        job = next((j for j in await self.core.db.cron_jobs() if j["id"] == job_id), None)
        if job is None or job["paused"]:
            return None
        started = time.time()
        await self.core.db.cron_ran(job_id, started)
        core = self.core
        key = f"cron:{job_id}"
        row = await core.db.create_session(key, job["platform"], job["chat_id"])
        msg = InboundMessage(platform=job["platform"], chat_id=job["chat_id"], user_id="cron", text=job["prompt"],
                             external_id=f"cron:{job_id}:{started}", thread_id=job["thread_id"])
        session = await core._load(row, msg)
        text = job["prompt"]
        for name in job["skills"]:
            skill = await asyncio.to_thread(core.skills.get, name)
            if skill is None:
                log.warning("cron job names a missing skill", job=job_id, skill=name)
                continue
            core.skill_telemetry.touch(name, "use")
            text = f"[Skill {name}]\n{skill.body.strip()}\n\n{text}"
        ctx = ToolContext(session_id=row.id, session_key=key, platform=job["platform"], chat_id=job["chat_id"],
                          user_id="cron", thread_id=job["thread_id"])
        result = await core.runner.run(session, ctx, text, None)
        await core.db.record_turn(row.id, result.prompt_tokens, result.completion_tokens, session.last_prompt_tokens)
        await core.db.end_session(row.id, "cron")
        await self._deliver(job, result.reply)
        return result.reply

    async def _deliver(self, job: dict[str, Any], text: str) -> None:
        msg = InboundMessage(platform=job["platform"], chat_id=job["chat_id"], user_id="cron", text="",
                             external_id="", thread_id=job["thread_id"])
        for attempt, wait in enumerate((0.0, *self.delivery_retries)):
            if wait:
                await asyncio.sleep(wait)
            try:
                await self.core.deliver(msg, text, kind="reply")
                return
            except DeliveryError as exc:
                log.warning("cron delivery failed", job=job["id"], attempt=attempt + 1, reason=str(exc))
        log.error("cron answer not delivered; giving up", job=job["id"], platform=job["platform"])
