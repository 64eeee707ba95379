"""`/cron` in chat (admins): scheduled prompts for this chat."""

from __future__ import annotations

import asyncio
from typing import Awaitable, Callable

from gateway.ops.cron import ScheduleError, format_jobs, validate_job
from gateway.registry import CommandContext, CommandError, CommandRegistry
from gateway.store import AsyncStore


def register(commands: CommandRegistry, *, db: AsyncStore, resync: Callable[[], Awaitable[None]],
             skill_names: Callable[[], set[str]]) -> None:
    """`resync` makes the running scheduler pick up a changed job list at once."""

    @commands.command("cron", help="scheduled prompts for this chat",
                      usage="list | add <schedule> | <prompt> | pause <id> | resume <id> | remove <id>",
                      subcommands=("list", "add", "pause", "resume", "remove"), admin_only=True)
    async def cron(ctx: CommandContext) -> str:
        sub = ctx.args[0] if ctx.args else "list"
        if sub == "list":
            return format_jobs(await db.cron_jobs())
        if sub == "add":
            spec = ctx.raw_args[len("add"):].strip()
            schedule, sep, prompt = spec.partition("|")
            if not sep or not prompt.strip():
                raise CommandError("add takes a schedule, a '|' and the prompt, e.g. /cron add every 1d | summarise my inbox")
            try:
                validate_job(schedule, prompt, [], await asyncio.to_thread(skill_names))
            except ScheduleError as exc:
                return str(exc)
            job_id = await db.cron_add(schedule.strip(), prompt.strip(), [], ctx.msg.platform, ctx.msg.chat_id,
                                       ctx.msg.thread_id)
            await resync()
            return f"Cron job #{job_id} added: {schedule.strip()} → this chat."
        if len(ctx.args) != 2 or not ctx.args[1].lstrip("#").isdigit():
            raise CommandError(f"{sub} needs a job id.")
        job_id = int(ctx.args[1].lstrip("#"))
        ok = await (db.cron_remove(job_id) if sub == "remove" else db.cron_set_paused(job_id, sub == "pause"))
        await resync()
        return f"Cron job #{job_id} {dict(pause='paused', resume='resumed', remove='removed')[sub]}." if ok else f"No cron job #{job_id}."
