"""`/memory` and `/skills`: pending | approve <id>|all | reject <id>|all | approval on|off (+ extras)."""

from __future__ import annotations

import asyncio
from typing import Awaitable, Callable

from gateway.approval.approvals import Approvals
from gateway.approval.gate import ApprovalGate
from gateway.log import get_logger
from gateway.registry import CommandContext, CommandError, CommandRegistry

log = get_logger(__name__)

Extra = Callable[[CommandContext, list[str]], Awaitable[str]]


REFUSAL = "Only an admin can approve or reject writes; nothing was changed."


def register_approval_command(commands: CommandRegistry, subsystem: str, approvals: Approvals, gate: ApprovalGate,
                              extras: dict[str, Extra] | None = None, default: Extra | None = None,
                              help: str | None = None, public: frozenset[str] = frozenset(),
                              toggle: bool = True, approved_note: str = " It reaches the prompt from the next session (/new).") -> None:
    """`public` names the subcommands anyone allowed may use ("" = the bare command); `toggle`
    offers `approval on|off`; `approved_note` follows a successful single approval."""
    extras = extras or {}

    async def command(ctx: CommandContext) -> str:
        if not ctx.is_admin and (ctx.args[0] if ctx.args else "") not in public:
            log.warning("non-admin tried an admin command", command=subsystem, platform=ctx.msg.platform,
                        user_id=ctx.msg.user_id)
            return REFUSAL
        if not ctx.args:
            if default is not None:
                return await default(ctx, [])
            raise CommandError("Which one?")
        sub, rest = ctx.args[0], ctx.args[1:]
        if sub in extras:
            return await extras[sub](ctx, rest)
        if sub == "pending":
            return await asyncio.to_thread(approvals.pending_text, subsystem)
        if sub in ("show", "diff"):
            if len(rest) != 1:
                raise CommandError(f"{sub} needs an id.")
            return (await asyncio.to_thread(approvals.show, subsystem, rest[0]))[0]
        if sub in ("approve", "reject"):
            if len(rest) != 1:
                raise CommandError(f"{sub} needs an id or 'all'.")
            log.info(f"{subsystem} {sub}", target=rest[0], platform=ctx.msg.platform, user_id=ctx.msg.user_id)
            by = f"{ctx.msg.platform} user {ctx.msg.user_id}"
            text, ok = await asyncio.to_thread(approvals.run, subsystem, sub, rest[0], by)
            if ok and sub == "approve" and rest[0] != "all":
                text += approved_note
            return text
        if sub == "approval" and toggle:
            if len(rest) != 1 or rest[0] not in ("on", "off"):
                raise CommandError("approval takes on or off.")
            gate.set(subsystem, rest[0] == "on")
            log.info("write approval switched", subsystem=subsystem, on=rest[0] == "on", user_id=ctx.msg.user_id)
            return (f"{subsystem} write approval is {rest[0]} for this running daemon only "
                    f"(config.yaml unchanged; a restart restores it).")
        raise CommandError(f"Unknown subcommand {sub!r}.")

    subs = ("pending", "show", "approve", "reject", *(("approval",) if toggle else ()), *extras,
            *(("diff",) if subsystem == "skills" else ()))
    usage = " | ".join(["pending", "show <id>", *extras, "approve <id>|all", "reject <id>|all",
                        *(("approval on|off",) if toggle else ())])
    commands.add_command(
        subsystem, help or f"review staged {subsystem} writes", command, usage=usage, subcommands=subs,
        admin_only=not public, refusal=REFUSAL,
    )
