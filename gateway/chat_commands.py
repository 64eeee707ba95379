"""The core chat commands: /help, /new (alias /reset), /status."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from gateway.commands import CommandContext

if TYPE_CHECKING:
    from gateway.core import Core


def install(core: "Core") -> None:
    reg = core.commands

    @reg.command("help", help="list the commands")
    async def help_(ctx: CommandContext) -> str:
        return ctx.core.commands.help_text(ctx.is_admin)

    @reg.command("start", help="say hello")
    async def start(ctx: CommandContext) -> str:
        return ("Hi! I'm Hermes, an assistant with a small memory that an admin reviews. "
                "Just write to me; /help lists the commands.")

    @reg.command("new", help="start a new session (fresh memory snapshot)", aliases=("reset",))
    async def new(ctx: CommandContext) -> str:
        ended = await ctx.core.end_session(ctx.msg, "reset")
        session = await ctx.core.session_for(ctx.msg)
        if ended:
            return f"New session {session.id} started (ended {ended}). Memory was re-read."
        return f"New session {session.id} started."

    @reg.command("refine", help="review this conversation now for things worth remembering",
                 usage="[focus]", admin_only=True)
    async def refine(ctx: CommandContext) -> str:
        core = ctx.core
        session = await core.session_for(ctx.msg)
        if not session.history:
            return "Nothing to review yet in this session."

        async def report(text: str) -> None:
            await core.deliver(ctx.msg, text, kind="notice")

        task = core.review.start(session, "refine", focus=ctx.raw_args or None, report=report)
        if task is None:
            return "A review of this session is already running."
        return "🔎 Reviewing this conversation" + (f" (focus: {ctx.raw_args[:80]})" if ctx.raw_args else "") + "…"

    @reg.command("status", help="session, model and token use")
    async def status(ctx: CommandContext) -> str:
        core = ctx.core
        session = await core.session_for(ctx.msg)
        age = int(time.time() - session.started_at)
        lines = [
            f"Session: {session.id} (started {age // 60} min ago)",
            f"Model: {core.llm.model}",
            f"Turns: {session.turns}",
            f"Tokens: {session.prompt_tokens:,} in / {session.completion_tokens:,} out",
            f"Messages in view: {len(session.history)}",
        ]
        for name, health in core.health()["platforms"].items():
            state = "up" if health.get("connected") else "down"
            extra = f" ({health['error']})" if health.get("error") else ""
            lines.append(f"Platform {name}: {state}{extra}")
        today = await core.db.usage_since(time.mktime(time.localtime()[:3] + (0, 0, 0, 0, 0, -1)))
        if today:
            parts = [f"{task} {u['prompt'] + u['completion']:,}" for task, u in sorted(today.items())]
            lines.append("Tokens today by task: " + ", ".join(parts))
        return "\n".join(lines)
