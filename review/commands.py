"""`/refine [focus]` (admins): review this conversation now and report the outcome in the chat."""

from __future__ import annotations

from gateway.registry import CommandContext, CommandRegistry, Sessions
from review.service import ReviewService


def register(commands: CommandRegistry, *, review: ReviewService, sessions: Sessions) -> None:
    @commands.command("refine", help="review this conversation now for things worth remembering",
                      usage="[focus]", admin_only=True)
    async def refine(ctx: CommandContext) -> str:
        session = await sessions.current(ctx.msg)
        if not session.history:
            return "Nothing to review yet in this session."
        task = review.start(session, "refine", focus=ctx.raw_args or None, report=ctx.notify)
        if task is None:
            return "A review of this session is already running."
        return "🔎 Reviewing this conversation" + (f" (focus: {ctx.raw_args[:80]})" if ctx.raw_args else "") + "…"
