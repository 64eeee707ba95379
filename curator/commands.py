"""`/curator` in chat (admins): status, run, pin, unpin, restore, archived."""

from __future__ import annotations

import asyncio
from typing import Callable

from curator.runner import Curator, format_status
from gateway.registry import CommandContext, CommandError, CommandRegistry
from gateway.skills.archive import ArchiveError


def register(commands: CommandRegistry, *, curator: Curator, last_turn_at: Callable[[], float]) -> None:
    @commands.command("curator", help="skill curator: status, run, pin, unpin, restore",
                      usage="status | run [dry] | pin <skill> | unpin <skill> | restore <id> | archived",
                      subcommands=("status", "run", "pin", "unpin", "restore", "archived"), admin_only=True)
    async def curator_command(ctx: CommandContext) -> str:
        sub = ctx.args[0] if ctx.args else "status"
        rest = ctx.args[1:]
        if sub == "status":
            return format_status(await asyncio.to_thread(curator.status, last_turn_at()))
        if sub == "run":
            dry = bool(rest and rest[0] in ("dry", "--dry-run"))
            report = await asyncio.to_thread(curator.run, None, dry)
            return report.text() if dry else report.summary()
        if sub in ("pin", "unpin", "restore"):
            if len(rest) != 1:
                raise CommandError(f"{sub} needs a name.")
            try:
                if sub == "restore":
                    return await asyncio.to_thread(curator.restore, rest[0])
                return await asyncio.to_thread(curator.set_pinned, rest[0], sub == "pin")
            except (ValueError, ArchiveError) as exc:
                return str(exc)
        entries = await asyncio.to_thread(curator.list_archived)
        return "\n".join(f"{e.id}  ({e.reason})" for e in entries) or "Nothing archived."
