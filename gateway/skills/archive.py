"""Archive and restore skills: moved, never deleted, with a manifest to find them again.

skills/<category>/<name>/ moves to skills/.archive/<category>/<name>/ (a `~2`, `~3` suffix
when that name was archived before). The archive id, the path relative to .archive, is
what `list-archived` prints and `restore` accepts.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import time
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterator

from gateway.home import atomic_write

ARCHIVE_DIR = ".archive"
MANIFEST = "manifest.json"


class ArchiveError(RuntimeError):
    pass


@dataclass
class ArchivedSkill:
    id: str  # path under .archive, e.g. "devops/deploy" or "deploy~2"
    name: str
    original: str  # path under skills/, e.g. "devops/deploy"
    archived_at: float
    reason: str


def _archive_root(skills_root: Path) -> Path:
    return skills_root / ARCHIVE_DIR


@contextmanager
def _locked(skills_root: Path) -> Iterator[None]:
    root = _archive_root(skills_root)
    root.mkdir(parents=True, exist_ok=True)
    with open(root / ".lock", "a+") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh.fileno(), fcntl.LOCK_UN)


def read_manifest(skills_root: Path) -> list[ArchivedSkill]:
    path = _archive_root(skills_root) / MANIFEST
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:
        raise ArchiveError(f"{path} is unreadable ({exc}); fix or move it, nothing was changed") from None
    return [ArchivedSkill(**entry) for entry in data]


def _write_manifest(skills_root: Path, entries: list[ArchivedSkill]) -> None:
    atomic_write(_archive_root(skills_root) / MANIFEST,
                 json.dumps([asdict(e) for e in entries], indent=2, ensure_ascii=False) + "\n", mode=0o600)


def _move(src: Path, dst: Path) -> None:
    """Same filesystem: one atomic rename. Otherwise copy, verify, then rename into place."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.rename(src, dst)
        return
    except OSError as exc:
        if exc.errno != 18:  # EXDEV: different filesystems
            raise
    tmp = dst.with_name(dst.name + ".partial")
    shutil.copytree(src, tmp, symlinks=True)
    src_files = sorted(p.relative_to(src) for p in src.rglob("*"))
    if src_files != sorted(p.relative_to(tmp) for p in tmp.rglob("*")):
        shutil.rmtree(tmp)
        raise ArchiveError(f"copy of {src} did not verify; nothing moved")
    os.rename(tmp, dst)
    shutil.rmtree(src)


def archive(skills_root: Path, skill_dir: Path, reason: str, now: float | None = None) -> ArchivedSkill:
    skill_dir = skill_dir.resolve()
    rel = skill_dir.relative_to(skills_root.resolve()).as_posix()
    if rel.startswith(ARCHIVE_DIR):
        raise ArchiveError(f"{rel} is already archived")
    with _locked(skills_root):
        entries = read_manifest(skills_root)
        target_id, n = rel, 1
        while (_archive_root(skills_root) / target_id).exists():
            n += 1
            target_id = f"{rel}~{n}"
        _move(skill_dir, _archive_root(skills_root) / target_id)
        entry = ArchivedSkill(id=target_id, name=skill_dir.name, original=rel,
                              archived_at=time.time() if now is None else now, reason=reason)
        entries.append(entry)
        _write_manifest(skills_root, entries)
        return entry


def restore(skills_root: Path, archive_id: str) -> Path:
    with _locked(skills_root):
        entries = read_manifest(skills_root)
        entry = next((e for e in entries if e.id == archive_id), None)
        if entry is None:
            raise ArchiveError(f"no archived skill {archive_id!r}; see `hermes curator list-archived`")
        target = skills_root / entry.original
        if target.exists():
            raise ArchiveError(f"{entry.original} exists again; restoring would overwrite it (nothing changed)")
        _move(_archive_root(skills_root) / entry.id, target)
        _write_manifest(skills_root, [e for e in entries if e.id != archive_id])
        return target
