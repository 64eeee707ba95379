"""Skill tools (skill_view, skill_manage), `/skills`, skill slash commands and usage telemetry."""

from __future__ import annotations

import asyncio
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from gateway.approval.approvals import Approvals
from gateway.approval.commands import register_approval_command
from gateway.approval.gate import ApprovalGate
from gateway.approval.notices import ApprovalNotifier, WriteNotices
from gateway.approval.staging import PendingWrite, StagingError, StagingStore
from gateway.log import get_logger
from gateway.platform import InboundMessage
from gateway.registry import (
    Answer,
    CommandContext,
    CommandError,
    CommandRegistry,
    Next,
    Tool,
    ToolContext,
    ToolRegistry,
)
from gateway.skills.library import ACTIONS, Plan, SkillError, SkillLibrary
from gateway.skills.telemetry import SkillTelemetry, record_in
from gateway.store import AsyncStore

log = get_logger("gateway.skills.library")


VIEW_SCHEMA = {
    "type": "object",
    "properties": {
        "name": {"type": "string", "description": "skill name from the index"},
        "path": {"type": "string", "description": "optional support file, e.g. references/api.md"},
    },
    "required": ["name"],
}

MANAGE_SCHEMA = {
    "type": "object",
    "properties": {
        "action": {"type": "string", "enum": list(ACTIONS)},
        "name": {"type": "string"},
        "category": {"type": "string", "description": "create: optional category folder"},
        "content": {"type": "string", "description": "create/edit: the whole SKILL.md with front matter; write_file: file content"},
        "old_string": {"type": "string", "description": "patch: exact text to replace"},
        "new_string": {"type": "string", "description": "patch: replacement"},
        "replace_all": {"type": "boolean"},
        "path": {"type": "string", "description": "write_file/remove_file: e.g. scripts/run.sh"},
    },
    "required": ["action", "name"],
}


def diff_for(library: SkillLibrary, record: PendingWrite) -> str:
    try:
        plan = library.plan(record.payload["action"], record.payload["args"])
    except SkillError as exc:
        return f"{record.id}: cannot be applied as it stands: {exc}"
    return f"{record.id}: {plan.summary}\n```diff\n{plan.diff(library.root)}```"


def apply_skill_record(library: SkillLibrary, db_path: Path, record: PendingWrite) -> dict[str, Any]:
    """The approval applier: replay the staged write through the library, then record it."""
    p = record.payload
    result = library.apply(p["action"], p["args"], expect=p.get("expect"))
    if result.get("success"):
        record_in(db_path, f"{record.origin}, approved", p["action"], p["args"].get("name", ""))
    return result


def register(tools: ToolRegistry, commands: CommandRegistry, *, library: SkillLibrary, staging: StagingStore,
             approvals: Approvals, gate: ApprovalGate, notifier: ApprovalNotifier, notices: WriteNotices,
             telemetry: SkillTelemetry, db: AsyncStore, db_path: Path) -> None:
    """`skill_view`, `skill_manage` and `/skills`."""

    async def skill_view(ctx: ToolContext, args: dict[str, Any]) -> dict[str, Any]:
        result = await asyncio.to_thread(library.view, str(args.get("name", "")), args.get("path"))
        if result.get("success"):
            telemetry.touch(result["name"], "view")
        return result

    async def skill_manage(ctx: ToolContext, args: dict[str, Any]) -> dict[str, Any]:
        action = str(args.get("action", ""))
        clean = {k: v for k, v in args.items() if k != "action" and v is not None}
        try:
            plan: Plan = await asyncio.to_thread(library.plan, action, clean)
        except SkillError as exc:
            return {"success": False, "error": str(exc)}
        # Curator proposals are always staged, whatever the approval switch says.
        if not gate.on("skills") and ctx.origin != "curator":
            result = await asyncio.to_thread(library.apply, action, clean)
            if result.get("success"):
                await asyncio.to_thread(record_in, db_path, ctx.origin, action, plan.name)
                await notices.landed(ctx, "🧰 Skills updated", plan.summary)
            return result
        payload = {"action": action, "args": clean, "expect": library.pins(plan)}
        try:
            record, created = await asyncio.to_thread(
                staging.stage, "skills", action, payload, ctx.origin, plan.summary,
                {"session_id": ctx.session_id, "platform": ctx.platform, "chat_id": ctx.chat_id, "user_id": ctx.user_id})
        except (OSError, StagingError) as exc:
            return {"success": False, "error": f"could not stage the write: {type(exc).__name__}; nothing was saved"}
        if created:
            log.info("skill write staged", id=record.id, origin=ctx.origin, action=action, skill=plan.name)
            notifier.staged()
        return {"success": True, "staged": True, "id": record.id,
                "message": f"staged for approval (id {record.id}) — not saved yet; an admin must approve it"}

    tools.register(Tool("skill_view", "Load a skill's instructions (or one of its support files) by name.",
                             VIEW_SCHEMA, skill_view))
    tools.register(Tool("skill_manage", "Create, patch, edit, delete (archive) a skill or its support files. "
                             "Writes may be staged for an admin's approval.", MANAGE_SCHEMA, skill_manage))

    async def list_skills(ctx: CommandContext, rest: list[str]) -> str:
        return await asyncio.to_thread(skills_table, library, await db.skill_records())

    async def diff(ctx: CommandContext, rest: list[str]) -> str:
        if len(rest) != 1:
            raise CommandError("diff needs an id.")
        try:
            record = await asyncio.to_thread(staging.get, "skills", rest[0])
        except StagingError as exc:
            return str(exc)
        return await asyncio.to_thread(diff_for, library, record)

    register_approval_command(commands, "skills", approvals, gate, extras={"list": list_skills, "diff": diff}, default=list_skills,
                              help="list skills; review staged skill writes", public=frozenset({"", "list"}))


def skills_table(library: SkillLibrary, records: dict[str, dict]) -> str:
    skills, invalid = library.scan()
    if not skills and not invalid:
        return "No skills yet."
    lines = [f"{'name':<28} {'state':<8} {'last used':<16} {'uses':>5} pinned"]
    for s in skills:
        r = records.get(s.name, {})
        last = r.get("last_used_at")
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(last)) if last else "never"
        lines.append(f"{s.rel:<28} {r.get('state', 'active'):<8} {when:<16} {r.get('use_count', 0):>5} "
                     f"{'yes' if r.get('pinned') else 'no'}")
    for path, reason in invalid:
        lines.append(f"⚠ {path}: invalid, left out of the prompt: {reason}")
    return "\n".join(lines)


def expand_skill_command(library: SkillLibrary, text: str) -> tuple[str, str] | None:
    """`/name args` for an installed skill -> (skill name, the turn's text); None when not a skill."""
    head, _, args = text[1:].partition(" ")
    name = head.split("@", 1)[0].lower()
    installed = {s.name: s for s in library.scan()[0]}  # one scan, not one per spelling
    for candidate in (name, name.replace("_", "-")):
        skill = installed.get(candidate)
        if skill is not None:
            request = args.strip() or "(no extra instructions)"
            return skill.name, (f"[Skill /{skill.name} invoked]\n{skill.body.strip()}\n\n"
                                f"Follow the skill above. The user's request: {request}")
    return None


class SkillCommands:
    """An answering step: `/name args` for an installed skill becomes a turn with its instructions."""

    def __init__(self, library: SkillLibrary, telemetry: SkillTelemetry):
        self.library = library
        self.telemetry = telemetry

    async def __call__(self, msg: InboundMessage, next: Next) -> Answer:
        if msg.text.startswith("/"):
            expanded = await asyncio.to_thread(expand_skill_command, self.library, msg.text)
            if expanded is not None:
                name, text = expanded
                self.telemetry.touch(name, "use")
                return await next(replace(msg, text=text))
        return await next(msg)
