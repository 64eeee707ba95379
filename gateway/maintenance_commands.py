"""`/curator` and `/cron` in chat (admins)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from curator.archive import ArchiveError
from curator.runner import format_status
from gateway.commands import CommandContext, CommandError
from gateway.cron import ScheduleError, parse_schedule

if TYPE_CHECKING:
    from gateway.core import Core


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


def install(core: "Core") -> None:
    reg = core.commands

    @reg.command("curator", help="skill curator: status, run, pin, unpin, restore",
                 usage="status | run [dry] | pin <skill> | unpin <skill> | restore <id> | archived",
                 subcommands=("status", "run", "pin", "unpin", "restore", "archived"), admin_only=True)
    async def curator(ctx: CommandContext) -> str:
        sub = ctx.args[0] if ctx.args else "status"
        rest = ctx.args[1:]
        cur = ctx.core.curator
        if sub == "status":
            return format_status(await asyncio.to_thread(cur.status, ctx.core.last_turn_at))
        if sub == "run":
            dry = bool(rest and rest[0] in ("dry", "--dry-run"))
            report = await asyncio.to_thread(cur.run, None, dry)
            return report.text() if dry else report.summary()
        if sub in ("pin", "unpin", "restore"):
            if len(rest) != 1:
                raise CommandError(f"{sub} needs a name.")
            try:
                if sub == "restore":
                    return await asyncio.to_thread(cur.restore, rest[0])
                return await asyncio.to_thread(cur.set_pinned, rest[0], sub == "pin")
            except (ValueError, ArchiveError) as exc:
                return str(exc)
        entries = await asyncio.to_thread(cur.list_archived)
        return "\n".join(f"{e.id}  ({e.reason})" for e in entries) or "Nothing archived."

    @reg.command("cron", help="scheduled prompts for this chat",
                 usage="list | add <schedule> | <prompt> | pause <id> | resume <id> | remove <id>",
                 subcommands=("list", "add", "pause", "resume", "remove"), admin_only=True)
    async def cron(ctx: CommandContext) -> str:
        sub = ctx.args[0] if ctx.args else "list"
        db = ctx.core.db
        if sub == "list":
            return format_jobs(await db.cron_jobs())
        if sub == "add":
            spec = ctx.raw_args[len("add"):].strip()
            schedule, sep, prompt = spec.partition("|")
            if not sep or not prompt.strip():
                raise CommandError("add takes a schedule, a '|' and the prompt, e.g. /cron add every 1d | summarise my inbox")
            try:
                parse_schedule(schedule)
            except ScheduleError as exc:
                return str(exc)
            job_id = await db.cron_add(schedule.strip(), prompt.strip(), [], ctx.msg.platform, ctx.msg.chat_id,
                                       ctx.msg.thread_id)
            await ctx.core.scheduler_sync()
            return f"Cron job #{job_id} added: {schedule.strip()} → this chat."
        if len(ctx.args) != 2 or not ctx.args[1].lstrip("#").isdigit():
            raise CommandError(f"{sub} needs a job id.")
        job_id = int(ctx.args[1].lstrip("#"))
        ok = await (db.cron_remove(job_id) if sub == "remove" else db.cron_set_paused(job_id, sub == "pause"))
        await ctx.core.scheduler_sync()
        return f"Cron job #{job_id} {dict(pause='paused', resume='resumed', remove='removed')[sub]}." if ok else f"No cron job #{job_id}."


def install_journey(core: "Core") -> None:
    from gateway.journey import JourneyError, format_nodes, format_timeline, render_png
    from gateway.types import Outbound

    @core.commands.command("journey", help="what the agent has learned, on a timeline",
                           usage="[list | delete <node> | edit <node> <new text> | chart]",
                           subcommands=("list", "delete", "edit", "chart"), admin_only=True)
    async def journey(ctx: CommandContext) -> str:
        j = ctx.core.journey
        sub = ctx.args[0] if ctx.args else ""
        try:
            if sub == "list":
                return await asyncio.to_thread(lambda: format_nodes(j.nodes()))
            if sub == "delete":
                if len(ctx.args) != 2:
                    raise CommandError("delete needs a node id.")
                # An admin in chat is the approver: the change applies now and is journaled.
                return await asyncio.to_thread(j.delete, ctx.args[1], "admin")
            if sub == "edit":
                if len(ctx.args) < 3:
                    raise CommandError("edit needs a node id and the new text.")
                new_text = ctx.raw_args.split(None, 2)[2]
                return await asyncio.to_thread(j.edit, ctx.args[1], new_text, "admin")
            rows = await ctx.core.db.journal()
            events = await asyncio.to_thread(j.timeline, rows)
            if sub == "chart":
                import tempfile
                from pathlib import Path

                with tempfile.TemporaryDirectory() as tmp:
                    path = await asyncio.to_thread(render_png, events, Path(tmp) / "journey.png")
                    data = path.read_bytes()
                await ctx.core.adapters[ctx.msg.platform].send(Outbound(
                    ctx.msg.platform, ctx.msg.chat_id, "Learning journey", ctx.msg.thread_id,
                    kind="notice", attachment=("journey.png", data)))
                return f"Chart sent ({len(events)} events)."
            return format_timeline(events[-40:])
        except JourneyError as exc:
            return str(exc)
