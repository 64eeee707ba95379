"""The core chat commands: /help, /start, /new (alias /reset), /status."""

from __future__ import annotations

import time
from typing import Callable

from gateway.platform import Platforms
from gateway.registry import CommandContext, CommandRegistry, Sessions
from gateway.store import AsyncStore
from gateway.store.ledger import today_start

GREETING = ("Hi! I'm Hermes, an assistant with a small memory that an admin reviews. "
            "Just write to me; /help lists the commands.")


def register(commands: CommandRegistry, *, sessions: Sessions, platforms: Platforms, db: AsyncStore,
             model: str, more_status: Callable[[], str] | None = None) -> None:
    """`more_status`: lines other features add to /status (e.g. MCP servers), "" for none."""
    @commands.command("help", help="list the commands")
    async def help_(ctx: CommandContext) -> str:
        return commands.help_text(ctx.is_admin)

    @commands.command("start", help="say hello")
    async def start(ctx: CommandContext) -> str:
        return GREETING

    @commands.command("new", help="start a new session (fresh memory snapshot)", aliases=("reset",))
    async def new(ctx: CommandContext) -> str:
        ended = await sessions.end(ctx.msg, "reset")
        session = await sessions.current(ctx.msg)
        if ended:
            return f"New session {session.id} started (ended {ended}). Memory was re-read."
        return f"New session {session.id} started."

    @commands.command("status", help="session, model and token use")
    async def status(ctx: CommandContext) -> str:
        session = await sessions.current(ctx.msg)
        age = int(time.time() - session.started_at)
        lines = [
            f"Session: {session.id} (started {age // 60} min ago)",
            f"Model: {model}",
            f"Turns: {session.turns}",
            f"Tokens: {session.prompt_tokens:,} in / {session.completion_tokens:,} out",
            f"Messages in view: {len(session.history)}",
        ]
        for name, health in platforms.health().items():
            state = "up" if health.get("connected") else "down"
            extra = f" ({health['error']})" if health.get("error") else ""
            lines.append(f"Platform {name}: {state}{extra}")
        extra = more_status() if more_status is not None else ""
        if extra:
            lines.append(extra)
        today = await db.usage_since(today_start())
        if today:
            parts = [f"{task} {u['prompt'] + u['completion']:,}" for task, u in sorted(today.items())]
            lines.append("Tokens today by task: " + ", ".join(parts))
        return "\n".join(lines)
