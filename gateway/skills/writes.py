"""The approval gate's view of skills: replay a staged write, tell whether it landed, show it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from gateway.approval.staging import PendingWrite
from gateway.platform import literal
from gateway.skills.library import SkillError, SkillLibrary
from gateway.skills.telemetry import record_in


class SkillWrites:
    """Implements `gateway.approval.approvals.Writes` for skills."""

    def __init__(self, library: SkillLibrary, db_path: Path):
        self.library = library
        self.db_path = db_path

    def apply(self, record: PendingWrite) -> dict[str, Any]:
        p = record.payload
        result = self.library.apply(p["action"], p["args"], expect=p.get("expect"))
        if result.get("success"):
            record_in(self.db_path, f"{record.origin}, approved", p["action"], p["args"].get("name", ""))
        return result

    def applied(self, record: PendingWrite) -> bool:
        p = record.payload
        args, action = p.get("args") or {}, p.get("action")
        name = args.get("name", "")
        skill = self.library.get(name)
        if action == "delete":
            return skill is None
        if skill is None:
            return False
        if action in ("create", "edit"):
            return _read(skill.path / "SKILL.md") == (args.get("content") or "")
        if action == "patch":
            before = next((b for _, b in p.get("expect") or [] if b is not None), None)
            if before is None:
                return False
            count = -1 if args.get("replace_all") else 1
            return _read(skill.path / "SKILL.md") == before.replace(args.get("old_string") or "", args.get("new_string") or "", count)
        if action in ("write_file", "remove_file"):
            target = skill.path / (args.get("path") or "")
            return (not target.exists()) if action == "remove_file" else _read(target) == (args.get("content") or "")
        return False

    def describe(self, record: PendingWrite) -> str:
        p = record.payload
        try:
            plan = self.library.plan(p["action"], p["args"])
        except SkillError as exc:
            return f"cannot be applied as it stands: {exc}\nas staged:\n{literal(json.dumps(p.get('args'), ensure_ascii=False, indent=1))}"
        except (KeyError, TypeError) as exc:
            return f"malformed record ({type(exc).__name__}):\n{literal(json.dumps(p, ensure_ascii=False, indent=1))}"
        changed = ""
        if p.get("expect") is not None and [list(x) for x in self.library.pins(plan)] != [list(x) for x in p["expect"]]:
            changed = "\n⚠ the skill changed since this was staged: approving will be refused"
        return f"{plan.summary} — the complete change:\n{literal(plan.diff(self.library.root))}{changed}"


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
