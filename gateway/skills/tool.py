"""The skill tools (`skill_view`, `skill_manage`) and `/skills`."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from gateway.approval.approvals import Approvals
from gateway.approval.commands import register_approval_command
from gateway.approval.gate import ApprovalGate
from gateway.approval.notices import WriteNotices
from gateway.approval.stager import Stager
from gateway.log import get_logger
from gateway.registry import (
    CommandContext,
    CommandRegistry,
    Tool,
    ToolContext,
    ToolRegistry,
)
from gateway.skills.library import ACTIONS, Plan, SkillError, SkillLibrary
from gateway.skills.telemetry import SkillTelemetry, record_in
from gateway.store import AsyncStore

log = get_logger(__name__)


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


def register(tools: ToolRegistry, commands: CommandRegistry, *, library: SkillLibrary, stager: Stager,
             approvals: Approvals, gate: ApprovalGate, notices: WriteNotices,
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
        return await stager.stage(ctx, "skills", action, payload, plan.summary)

    tools.register(Tool("skill_view", "Load a skill's instructions (or one of its support files) by name.",
                             VIEW_SCHEMA, skill_view))
    tools.register(Tool("skill_manage", "Create, patch, edit, delete (archive) a skill or its support files. "
                             "Writes may be staged for an admin's approval.", MANAGE_SCHEMA, skill_manage))

    async def list_skills(ctx: CommandContext, rest: list[str]) -> str:
        return await asyncio.to_thread(skills_table, library, await db.skill_records())

    register_approval_command(commands, "skills", approvals, gate, extras={"list": list_skills}, default=list_skills,
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
