"""Background schedules on APScheduler 3 (AsyncIOScheduler): the curator tick and cron jobs.

Cron jobs live in state.db; `sync()` mirrors them into the scheduler (so `hermes cron add`
from the CLI is picked up by a running daemon within `sync_seconds`). Each run is its own
session with a fresh frozen snapshot, and its answer is delivered to the job's chat.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, Awaitable, Callable, Protocol

from apscheduler.schedulers.asyncio import AsyncIOScheduler
from apscheduler.triggers.interval import IntervalTrigger

from gateway.log import get_logger
from gateway.ops.cron import ScheduleError, anchor, missed_run, parse_schedule
from gateway.platform import DeliveryError, Outbound, Platforms
from gateway.skills.commands import skill_prompt
from gateway.skills.library import SkillLibrary
from gateway.skills.telemetry import SkillTelemetry
from gateway.store import AsyncStore

log = get_logger(__name__)

DELIVERY_RETRIES = (5.0, 30.0, 120.0)


class CuratorRuns(Protocol):
    def tick(self, last_turn_at: float, now: float | None = None) -> Any: ...


RunPrompt = Callable[[str, str, str, "str | None", str], Awaitable[str]]  # key, platform, chat, thread, text


class Scheduler:
    def __init__(self, db: AsyncStore, platforms: Platforms, curator: CuratorRuns, last_turn_at: Callable[[], float],
                 run_prompt: RunPrompt, skills: SkillLibrary, telemetry: SkillTelemetry,
                 consolidate: Callable[[], Awaitable[int]] | None = None,
                 housekeeping: Callable[[], Awaitable[None]] | None = None,
                 curator_tick_seconds: float = 300.0, sync_seconds: float = 30.0):
        self.db = db
        self.platforms = platforms
        self.curator = curator
        self.last_turn_at = last_turn_at
        self.run_prompt = run_prompt
        self.skills = skills
        self.telemetry = telemetry
        self._consolidate = consolidate
        self.housekeeping = housekeeping  # e.g. expiring staged writes; runs with each curator tick
        self.curator_tick_seconds = curator_tick_seconds
        self.sync_seconds = sync_seconds
        self.aps: AsyncIOScheduler | None = None
        self._jobs: dict[int, tuple[str, bool]] = {}  # job id -> (schedule, paused) as scheduled
        self._running: set[asyncio.Task] = set()
        self._stopping = False
        self.delivery_retries = DELIVERY_RETRIES

    async def start(self) -> None:
        # Created inside the running loop, as APScheduler 3's asyncio scheduler expects.
        self._stopping = False
        self.aps = AsyncIOScheduler(timezone="UTC")
        # A tick missed by a suspend or a clock step still happens, once, when the scheduler notices.
        self.aps.add_job(self._job, IntervalTrigger(seconds=self.curator_tick_seconds), args=[self.curator_tick],
                         id="curator-tick", name="curator tick", max_instances=1, coalesce=True,
                         misfire_grace_time=None)
        self.aps.add_job(self._job, IntervalTrigger(seconds=self.sync_seconds), args=[self.sync], id="cron-sync",
                         name="cron sync", max_instances=1, coalesce=True)
        self.aps.start()
        await self.curator_tick()  # the first observation seeds last_run_at on a fresh install
        await self.sync(startup=True)

    async def _job(self, fn: Callable[..., Awaitable[Any]], *args: Any) -> Any:
        """What APScheduler runs: a job our own stop cancels ends quietly (APScheduler would log
        the cancellation as a job error at every restart; a cut-short cron run is made up)."""
        try:
            return await fn(*args)
        except asyncio.CancelledError:
            if self._stopping:
                return None
            raise

    async def stop(self) -> None:
        self._stopping = True
        if self.aps is not None:
            self.aps.shutdown(wait=False)
            self.aps = None
        self._jobs.clear()  # nothing is scheduled any more: a start schedules every job afresh
        for t in list(self._running):
            t.cancel()
        await asyncio.gather(*self._running, return_exceptions=True)

    # ---- curator ---------------------------------------------------------------------
    async def curator_tick(self, now: float | None = None) -> None:
        if self.housekeeping is not None:
            try:
                await self.housekeeping()
            except Exception:
                log.exception("housekeeping failed")
        try:
            report = await asyncio.to_thread(self.curator.tick, self.last_turn_at(), now)
        except Exception:
            log.exception("curator tick failed")
            return
        if report is None:
            return
        await self.platforms.announce(report.summary())
        log.info("curator run", summary=report.summary())
        if self._consolidate is not None:
            await self.consolidate()

    async def consolidate(self) -> int:
        """The curator's optional LLM phase (`curator.consolidate`): staged proposals only."""
        if self._consolidate is None:
            return 0
        try:
            staged = await self._consolidate()
        except Exception as exc:
            log.warning("curator consolidation failed", error=type(exc).__name__)
            return 0
        log.info("curator consolidation proposals staged", staged=staged)
        return staged

    # ---- cron ------------------------------------------------------------------------
    async def sync(self, startup: bool = False) -> None:
        if self.aps is None:
            return
        jobs = await self.db.cron_jobs()
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
                trigger = parse_schedule(job["schedule"], start=anchor(job["last_run_at"], job["created_at"]))
            except ScheduleError as exc:
                log.error("cron job has a bad schedule; not scheduled", job=job["id"], reason=str(exc))
                continue
            # A run found late (a busy loop, a clock step) still runs, once: the same rule as at start-up.
            self.aps.add_job(self._job, trigger, args=[self.run_job, job["id"]], id=aps_id, name=f"cron job {job['id']}",
                             max_instances=1, coalesce=True,
                             misfire_grace_time=None)
            if startup and missed_run(job["schedule"], job["last_run_at"], job["created_at"], time.time()):
                log.info("cron job missed a run while the daemon was down; running it now", job=job["id"])
                self._spawn(job["id"])
        for job_id in set(self._jobs) - seen:
            if self.aps.get_job(f"cron-{job_id}"):
                self.aps.remove_job(f"cron-{job_id}")
            del self._jobs[job_id]

    def _spawn(self, job_id: int) -> None:
        task = asyncio.create_task(self.run_job(job_id))
        self._running.add(task)
        task.add_done_callback(self._running.discard)

    async def run_job(self, job_id: int) -> str | None:
        job = next((j for j in await self.db.cron_jobs() if j["id"] == job_id), None)
        if job is None or job["paused"]:
            return None
        started = time.time()
        text = job["prompt"]
        for name in job["skills"]:
            skill = await asyncio.to_thread(self.skills.get, name)
            if skill is None:
                log.warning("cron job names a missing skill", job=job_id, skill=name)
                continue
            self.telemetry.touch(name, "use")
            text = skill_prompt(skill, text)
        reply = await self.run_prompt(f"cron:{job_id}", job["platform"], job["chat_id"], job["thread_id"], text)
        # Recorded once the model has answered: a run cut short before that by a stop or a crash
        # is not a run, and the next start makes it up. Its due time anchors the interval.
        await self.db.cron_ran(job_id, started)
        await self._deliver(job, reply)
        return reply

    async def _deliver(self, job: dict[str, Any], text: str) -> None:
        out = Outbound(job["platform"], job["chat_id"], text, job["thread_id"], kind="reply")
        for attempt, wait in enumerate((0.0, *self.delivery_retries)):
            if wait:
                await asyncio.sleep(wait)
            try:
                await self.platforms.send(out)
                return
            except DeliveryError as exc:
                log.warning("cron delivery failed", job=job["id"], attempt=attempt + 1, reason=str(exc))
        log.error("cron answer not delivered; giving up", job=job["id"], platform=job["platform"])
