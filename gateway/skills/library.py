"""The skill library: skills/[<category>/]<name>/SKILL.md with support folders (agentskills.io).

Reading is always from disk (a human may edit SKILL.md). Writes are planned first
(`SkillLibrary.plan`, pure with respect to disk) so staging can show the exact diff, and
applied through `SkillLibrary.apply`, the one write path, which re-plans against the files
as they are then.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from gateway.home import atomic_write
from gateway.safety.scan import describe, scan
from gateway.skills.archive import archive

NAME_RE = re.compile(r"^[a-z0-9][a-z0-9._-]{0,63}$")
SUPPORT_DIRS = ("references", "templates", "scripts", "assets")
MAX_SKILL_CHARS = 100_000
MAX_FILE_BYTES = 1024 * 1024
ACTIONS = ("create", "patch", "edit", "delete", "write_file", "remove_file")


class SkillError(ValueError):
    pass


@dataclass
class Skill:
    name: str
    description: str
    category: str | None
    path: Path
    body: str
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def rel(self) -> str:
        return f"{self.category}/{self.name}" if self.category else self.name


def parse_skill_md(text: str) -> tuple[dict[str, Any], str]:
    """(front matter, body). Raises SkillError with a reason a person can act on."""
    if not text.startswith("---"):
        raise SkillError("SKILL.md must start with YAML front matter between '---' lines")
    parts = text.split("\n---", 1)
    if len(parts) != 2:
        raise SkillError("front matter is not closed with a '---' line")
    head, rest = parts[0][3:], parts[1]
    try:
        meta = yaml.safe_load(head) or {}
    except yaml.YAMLError as exc:
        raise SkillError(f"front matter is not valid YAML: {getattr(exc, 'problem', exc)}") from None
    if not isinstance(meta, dict):
        raise SkillError("front matter must be a mapping")
    return meta, rest.lstrip("\n")


def validate(meta: dict[str, Any], folder_name: str) -> None:
    name = meta.get("name")
    if not isinstance(name, str) or not NAME_RE.match(name):
        raise SkillError("name must be lower-case [a-z0-9][a-z0-9._-]*, at most 64 characters")
    if name != folder_name:
        raise SkillError(f"name {name!r} does not match its folder {folder_name!r}")
    desc = meta.get("description")
    if not isinstance(desc, str) or not desc.strip():
        raise SkillError("description is required")
    if len(desc) > 1024:
        raise SkillError(f"description is {len(desc)} characters; the limit is 1024")


@dataclass
class Plan:
    """One planned write: which files change and how, before anything is touched."""

    action: str
    name: str
    summary: str
    changes: list[tuple[Path, str | None, str | None]]  # (path, before, after); after None = removed
    archive: Path | None = None  # delete: the folder to move to .archive

    def diff(self, root: Path) -> str:
        if self.archive is not None:
            return f"archive {self.archive.relative_to(root)}/ (moved to skills/.archive, recoverable)"
        out = []
        for path, before, after in self.changes:
            rel = str(path.relative_to(root))
            out.extend(difflib.unified_diff(
                (before or "").splitlines(keepends=True), (after or "").splitlines(keepends=True),
                fromfile=f"a/{rel}" if before is not None else "/dev/null",
                tofile=f"b/{rel}" if after is not None else "/dev/null"))
        text = "".join(out)
        return text if text.endswith("\n") or not text else text + "\n"


class SkillLibrary:
    def __init__(self, root: Path):
        self.root = root

    # ---- reading ---------------------------------------------------------------------
    def scan(self) -> tuple[list[Skill], list[tuple[str, str]]]:
        """(valid skills sorted by category and name, [(path, reason)] for invalid ones)."""
        skills, invalid = [], []
        if not self.root.exists():
            return [], []
        for md in sorted(self.root.rglob("SKILL.md")):
            rel = md.parent.relative_to(self.root)
            if rel.parts[0].startswith("."):
                continue  # .archive and other hidden folders
            if len(rel.parts) > 2:
                invalid.append((str(rel), "too deep: use skills/[<category>/]<name>/SKILL.md"))
                continue
            try:
                text = md.read_text(encoding="utf-8")
                meta, body = parse_skill_md(text)
                validate(meta, rel.parts[-1])
            except (SkillError, OSError, UnicodeDecodeError) as exc:
                invalid.append((str(rel), str(exc)))
                continue
            category = rel.parts[0] if len(rel.parts) == 2 else None
            skills.append(Skill(meta["name"], meta["description"].strip(), category, md.parent, body, meta))
        skills.sort(key=lambda s: (s.category or "", s.name))
        return skills, invalid

    def get(self, name: str) -> Skill | None:
        return next((s for s in self.scan()[0] if s.name == name), None)

    def index_text(self) -> str | None:
        """The prompt's skill index: names and descriptions only, grouped and sorted (byte-stable)."""
        skills, _ = self.scan()
        if not skills:
            return None
        lines = ["## Skills", "Procedures you can load with skill_view(name) before following one."]
        current = object()
        for s in skills:
            if s.category != current:
                current = s.category
                lines.append(f"[{s.category or 'general'}]")
            lines.append(f"- {s.name}: {' '.join(s.description.split())}")
        return "\n".join(lines)

    def support_path(self, skill: Skill, rel: str) -> Path:
        """A file inside the skill's folder; `..`, absolute paths and symlinks out are refused."""
        if not rel or rel.startswith("/") or "\\" in rel or any(p in ("..", "") for p in rel.split("/")):
            raise SkillError(f"path {rel!r} must be relative, inside the skill folder, without '..'")
        candidate = skill.path / rel
        resolved = candidate.resolve()
        base = skill.path.resolve()
        if base not in resolved.parents:
            raise SkillError(f"path {rel!r} leaves the skill folder")
        return candidate

    def view(self, name: str, rel: str | None = None) -> dict[str, Any]:
        skill = self.get(name)
        if skill is None:
            return {"success": False, "error": f"no skill named {name!r}"}
        if not rel:
            files = sorted(str(p.relative_to(skill.path)) for d in SUPPORT_DIRS
                           for p in (skill.path / d).rglob("*") if p.is_file()) if skill.path.exists() else []
            return {"success": True, "name": skill.name, "description": skill.description, "body": skill.body,
                    "files": files}
        try:
            path = self.support_path(skill, rel)
        except SkillError as exc:
            return {"success": False, "error": str(exc)}
        if not path.is_file():
            return {"success": False, "error": f"{name} has no file {rel!r}"}
        data = path.read_bytes()[:MAX_FILE_BYTES]
        return {"success": True, "name": name, "path": rel, "content": data.decode("utf-8", errors="replace")}

    # ---- planning and applying writes --------------------------------------------------
    def _skill_dir(self, name: str, category: str | None) -> Path:
        if not NAME_RE.match(name or ""):
            raise SkillError("name must be lower-case [a-z0-9][a-z0-9._-]*, at most 64 characters")
        if category is not None and not NAME_RE.match(category):
            raise SkillError("category must be lower-case [a-z0-9][a-z0-9._-]*")
        return self.root / category / name if category else self.root / name

    def _check_content(self, text: str, folder: str) -> None:
        if len(text) > MAX_SKILL_CHARS:
            raise SkillError(f"SKILL.md is {len(text):,} characters; the limit is {MAX_SKILL_CHARS:,}")
        meta, _ = parse_skill_md(text)
        validate(meta, folder)
        # One reason is enough to refuse, and stopping at it is most of the work saved on a
        # long hostile file.
        findings = scan(text, first_only=True)
        if findings:
            raise SkillError(f"blocked by the security scan: {describe(findings)}")

    def plan(self, action: str, args: dict[str, Any]) -> Plan:
        name = args.get("name") or ""
        if action == "create":
            content = args.get("content") or ""
            folder = self._skill_dir(name, args.get("category") or None)
            if self.get(name) is not None or folder.exists():
                raise SkillError(f"a skill named {name!r} already exists; use patch or edit")
            self._check_content(content, name)
            return Plan(action, name, f"create skill {name}", [(folder / "SKILL.md", None, content)])
        skill = self.get(name)
        if skill is None:
            raise SkillError(f"no skill named {name!r}")
        md = skill.path / "SKILL.md"
        current = md.read_text(encoding="utf-8")
        if action == "patch":
            old, new = args.get("old_string") or "", args.get("new_string")
            if not old or new is None:
                raise SkillError("patch needs old_string and new_string")
            count = current.count(old)
            if count == 0:
                raise SkillError("old_string was not found in SKILL.md")
            if count > 1 and not args.get("replace_all"):
                raise SkillError(f"old_string occurs {count} times; make it unique or set replace_all")
            after = current.replace(old, new) if args.get("replace_all") else current.replace(old, new, 1)
            self._check_content(after, name)
            return Plan(action, name, f"patch skill {name}", [(md, current, after)])
        if action == "edit":
            after = args.get("content") or ""
            self._check_content(after, name)
            return Plan(action, name, f"rewrite skill {name}", [(md, current, after)])
        if action == "delete":
            return Plan(action, name, f"archive skill {name}", [], archive=skill.path)
        if action in ("write_file", "remove_file"):
            rel = args.get("path") or ""
            if rel.split("/")[0] not in SUPPORT_DIRS or rel.count("/") < 1:
                raise SkillError(f"files go in a support folder: {', '.join(SUPPORT_DIRS)} (e.g. scripts/run.sh)")
            path = self.support_path(skill, rel)
            before = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else None
            if action == "remove_file":
                if before is None:
                    raise SkillError(f"{name} has no file {rel!r}")
                return Plan(action, name, f"remove {rel} from skill {name}", [(path, before, None)])
            content = args.get("content") or ""
            if len(content.encode("utf-8")) > MAX_FILE_BYTES:
                raise SkillError("files are limited to 1 MiB")
            findings = scan(content, first_only=True)
            if findings:
                raise SkillError(f"blocked by the security scan: {describe(findings)}")
            return Plan(action, name, f"write {rel} in skill {name}", [(path, before, content)])
        raise SkillError(f"unknown action {action!r}; use one of {', '.join(ACTIONS)}")

    def apply(self, action: str, args: dict[str, Any], expect: list[tuple[str, str | None]] | None = None) -> dict[str, Any]:
        """Perform a write. `expect` pins each file's content seen when the write was staged."""
        try:
            plan = self.plan(action, args)
        except SkillError as exc:
            return {"success": False, "error": str(exc)}
        if expect is not None:
            now = [(str(p.relative_to(self.root)), before) for p, before, _ in plan.changes]
            if now != [tuple(e) for e in expect]:
                return {"success": False, "error": "the skill changed since this write was staged; stage it again"}
        if plan.archive is not None:
            entry = archive(self.root, plan.archive, reason=f"deleted by {args.get('_by', 'an approved write')}")
            return {"success": True, "message": f"skill {plan.name} archived as {entry.id} (restore with: hermes curator restore {entry.id})"}
        for path, _, after in plan.changes:
            if after is None:
                path.unlink()
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                atomic_write(path, after, mode=0o600)
        return {"success": True, "message": plan.summary}

    def pins(self, plan: Plan) -> list[tuple[str, str | None]]:
        return [(str(p.relative_to(self.root)), before) for p, before, _ in plan.changes]
