"""Skill tools (skill_view, skill_manage), `/skills`, skill slash commands and usage telemetry."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gateway.approval_commands import register_approval_command
from gateway.commands import CommandContext, CommandError
from gateway.log import get_logger
from gateway.notices import announce_write
from gateway.skills import ACTIONS, Plan, SkillError, SkillLibrary
from gateway.staging import PendingWrite, StagingError
from gateway.tools import Tool, ToolContext

if TYPE_CHECKING:
    from gateway.core import Core

log = get_logger("gateway.skills")

CREATED_BY = {"turn": "agent", "review": "review", "curator": "agent",
              "turn, approved": "agent", "review, approved": "review", "curator, approved": "agent"}

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


class SkillTelemetry:
    """Fire-and-forget counters: an update never blocks or fails a turn."""

    def __init__(self, core: "Core"):
        self.core = core
        self._pending: set[asyncio.Task] = set()

    def touch(self, name: str, kind: str) -> None:
        task = asyncio.create_task(self._touch(name, kind))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _touch(self, name: str, kind: str) -> None:
        try:
            await self.core.db.skill_touch(name, kind)
        except Exception as exc:
            log.warning("skill telemetry update failed", skill=name, kind=kind, error=type(exc).__name__)

    async def settle(self) -> None:
        if self._pending:
            await asyncio.gather(*list(self._pending), return_exceptions=True)


def record_applied(store: Any, record_origin: str, action: str, name: str, now: float | None = None) -> None:
    """Telemetry and the journal after a write lands (sync: runs in a worker thread or the CLI,
    on a connection of its own)."""
    now = time.time() if now is None else now
    if action == "create":
        store.skill_ensure(name, CREATED_BY.get(record_origin, "agent"), now)
        store.journal_add("skill", name, "created", None, record_origin, now)
    elif action in ("patch", "edit", "write_file", "remove_file"):
        store.skill_touch(name, "patch", now)
        store.journal_add("skill", name, "patched", action, record_origin, now)
    elif action == "delete":
        store.skill_set(name, state="archived", state_changed_at=now)
        store.journal_add("skill", name, "archived", "deleted", record_origin, now)


def apply_skill_record(library: SkillLibrary, db_path: Path, record: PendingWrite) -> dict[str, Any]:
    p = record.payload
    result = library.apply(p["action"], p["args"], expect=p.get("expect"))
    if result.get("success"):
        _record(db_path, f"{record.origin}, approved", p["action"], p["args"].get("name", ""))
    return result


def _record(db_path: Path, origin: str, action: str, name: str) -> None:
    from gateway.store import StateStore

    try:
        store = StateStore(db_path)
        try:
            record_applied(store, origin, action, name)
        finally:
            store.close()
    except Exception as exc:  # telemetry never undoes an applied write
        log.warning("skill telemetry after a write failed", error=type(exc).__name__)


def diff_for(library: SkillLibrary, record: PendingWrite) -> str:
    try:
        plan = library.plan(record.payload["action"], record.payload["args"])
    except SkillError as exc:
        return f"{record.id}: cannot be applied as it stands: {exc}"
    return f"{record.id}: {plan.summary}\n```diff\n{plan.diff(library.root)}```"


def install(core: "Core") -> None:
    library: SkillLibrary = core.skills
    telemetry = core.skill_telemetry

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
        if not core.approval_on("skills") and ctx.origin != "curator":
            result = await asyncio.to_thread(library.apply, action, clean)
            if result.get("success"):
                await asyncio.to_thread(_record, core.home.db_path, ctx.origin, action, plan.name)
                await announce_write(core, ctx, "🧰 Skills updated", plan.summary)
            return result
        payload = {"action": action, "args": clean, "expect": library.pins(plan)}
        try:
            record, created = await asyncio.to_thread(
                core.staging.stage, "skills", action, payload, ctx.origin, plan.summary,
                {"session_id": ctx.session_id, "platform": ctx.platform, "chat_id": ctx.chat_id, "user_id": ctx.user_id})
        except (OSError, StagingError) as exc:
            return {"success": False, "error": f"could not stage the write: {type(exc).__name__}; nothing was saved"}
        if created:
            log.info("skill write staged", id=record.id, origin=ctx.origin, action=action, skill=plan.name)
            core.notifier.staged()
        return {"success": True, "staged": True, "id": record.id,
                "message": f"staged for approval (id {record.id}) — not saved yet; an admin must approve it"}

    core.tools.register(Tool("skill_view", "Load a skill's instructions (or one of its support files) by name.",
                             VIEW_SCHEMA, skill_view))
    core.tools.register(Tool("skill_manage", "Create, patch, edit, delete (archive) a skill or its support files. "
                             "Writes may be staged for an admin's approval.", MANAGE_SCHEMA, skill_manage))
    core.appliers["skills"] = lambda record: apply_skill_record(library, core.home.db_path, record)

    async def list_skills(ctx: CommandContext, rest: list[str]) -> str:
        return await asyncio.to_thread(skills_table, library, await core.db.skill_records())

    async def diff(ctx: CommandContext, rest: list[str]) -> str:
        if len(rest) != 1:
            raise CommandError("diff needs an id.")
        try:
            record = await asyncio.to_thread(core.staging.get, "skills", rest[0])
        except StagingError as exc:
            return str(exc)
        return await asyncio.to_thread(diff_for, library, record)

    register_approval_command(core, "skills", extras={"list": list_skills, "diff": diff}, default=list_skills,
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
