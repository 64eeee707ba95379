"""Scheduled prompts: parse schedules, decide missed runs, run a job as its own session."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

from apscheduler.triggers.base import BaseTrigger
from apscheduler.triggers.cron import CronTrigger
from apscheduler.triggers.interval import IntervalTrigger

_EVERY = re.compile(r"^every\s+(\d+)\s*(s|m|h|d)$", re.I)
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


MIN_INTERVAL_SECONDS = 60  # a new job runs at most once a minute (each run is a model turn)
PLATFORMS = ("telegram", "discord", "console")


class ScheduleError(ValueError):
    pass


def parse_schedule(text: str, tz: timezone | None = None, start: datetime | None = None) -> BaseTrigger:
    """`every 30m` / `every 2h` / `every 1d`, or a five-field cron expression (`0 9 * * 1-5`).

    Intervals count from `start` (default: now)."""
    text = text.strip()
    m = _EVERY.match(text)
    if m:
        seconds = int(m.group(1)) * _UNITS[m.group(2).lower()]
        if seconds <= 0:
            raise ScheduleError("the interval must be positive")
        return IntervalTrigger(seconds=seconds, timezone=tz or timezone.utc, start_date=start)
    try:
        return CronTrigger.from_crontab(text, timezone=tz or timezone.utc)
    except ValueError as exc:
        raise ScheduleError(f"not a schedule: {text!r} ({exc}); use 'every 30m' or a cron line like '0 9 * * *'") from None


def missed_run(schedule: str, last_run_at: float | None, created_at: float, now: float) -> bool:
    """At start-up: was a run due while the daemon was down? Missed runs are made up once (never
    several), however late; interval schedules count from the last run (or the job's creation)."""
    since = datetime.fromtimestamp(last_run_at or created_at, timezone.utc)
    trigger = parse_schedule(schedule, start=since)
    fire = trigger.get_next_fire_time(None, since + timedelta(microseconds=1))
    return fire is not None and fire <= datetime.fromtimestamp(now, timezone.utc)


def anchor(last_run_at: float | None, created_at: float) -> datetime:
    """Where an interval schedule counts from, across restarts: the last run, else creation."""
    return datetime.fromtimestamp(last_run_at or created_at, timezone.utc)


def parse_target(text: str) -> tuple[str, str]:
    """`telegram:12345` -> ('telegram', '12345')."""
    platform, sep, chat = text.strip().partition(":")
    if not sep or not platform or not chat.strip():
        raise ScheduleError("target must look like platform:chat_id, e.g. telegram:12345")
    if platform not in PLATFORMS:
        raise ScheduleError(f"unknown platform {platform!r}; use one of {', '.join(PLATFORMS)}")
    return platform, chat.strip()


def validate_job(schedule: str, prompt: str, skills: list[str], installed: set[str]) -> None:
    """What a new job must be, for the CLI and `/cron add` alike; ScheduleError says what is wrong."""
    trigger = parse_schedule(schedule)
    min_interval = MIN_INTERVAL_SECONDS
    if isinstance(trigger, IntervalTrigger) and trigger.interval.total_seconds() < min_interval:
        raise ScheduleError(f"{schedule.strip()!r} is too often: a job runs at most every {int(min_interval)} s")
    if not prompt.strip():
        raise ScheduleError("the prompt is empty: say what the agent should do at each run")
    missing = [s for s in skills if s not in installed]
    if missing:
        raise ScheduleError(f"no skill named {', '.join(repr(s) for s in missing)}; see `hermes skills list`")


def format_jobs(jobs: list[dict]) -> str:
    if not jobs:
        return "No cron jobs."
    lines = []
    for j in jobs:
        state = "paused" if j["paused"] else "active"
        skills = f" skills={','.join(j['skills'])}" if j["skills"] else ""
        prompt = " ".join(j["prompt"].split())
        lines.append(f"#{j['id']} [{state}] {j['schedule']} → {j['platform']}:{j['chat_id']}{skills}: {prompt[:80]}")
    return "\n".join(lines)
