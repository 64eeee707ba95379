"""`/journey` in chat (admins): what the agent has learned, on a timeline."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from gateway.journey.journey import (
    Journey,
    JourneyError,
    format_nodes,
    format_timeline,
    render_png,
)
from gateway.platform import Outbound, Platforms
from gateway.registry import CommandContext, CommandError, CommandRegistry
from gateway.store import AsyncStore


def register(commands: CommandRegistry, *, journey: Journey, db: AsyncStore, platforms: Platforms) -> None:
    @commands.command("journey", help="what the agent has learned, on a timeline",
                      usage="[list | delete <node> | edit <node> <new text> | chart]",
                      subcommands=("list", "delete", "edit", "chart"), admin_only=True)
    async def journey_command(ctx: CommandContext) -> str:
        sub = ctx.args[0] if ctx.args else ""
        try:
            if sub == "list":
                return await asyncio.to_thread(lambda: format_nodes(journey.nodes()))
            if sub == "delete":
                if len(ctx.args) != 2:
                    raise CommandError("delete needs a node id.")
                # An admin in chat is the approver: the change applies now and is journaled.
                return await asyncio.to_thread(journey.delete, ctx.args[1], "admin")
            if sub == "edit":
                if len(ctx.args) < 3:
                    raise CommandError("edit needs a node id and the new text.")
                new_text = ctx.raw_args.split(None, 2)[2]
                return await asyncio.to_thread(journey.edit, ctx.args[1], new_text, "admin")
            events = await asyncio.to_thread(journey.timeline, await db.journal())
            if sub == "chart":
                with tempfile.TemporaryDirectory() as tmp:
                    path = await asyncio.to_thread(render_png, events, Path(tmp) / "journey.png")
                    data = path.read_bytes()
                await platforms.send(Outbound(ctx.msg.platform, ctx.msg.chat_id, "Learning journey", ctx.msg.thread_id,
                                              kind="notice", attachment=("journey.png", data)))
                return f"Chart sent ({len(events)} events)."
            return format_timeline(events[-40:])
        except JourneyError as exc:
            return str(exc)
