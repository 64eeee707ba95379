"""What a new session's system prompt is built from, re-read from disk at every session start.

The files (SOUL.md, CONTEXT.md, MEMORY.md, USER.md, every SKILL.md, config.yaml) may be
edited by a person at any time, so they are never trusted from a cache across sessions:
the parsed result is reused only while none of their sizes and mtimes changed, so a
thousand sessions starting at once do not re-parse the same files a thousand times.
"""

from __future__ import annotations

import asyncio
import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Protocol

from gateway.conversation.prompt import PromptParts, build_system_prompt
from gateway.log import get_logger

log = get_logger(__name__)


class MemorySnapshot(Protocol):
    def path(self, target: str) -> Path: ...

    def snapshot_blocks(self) -> tuple[str | None, str | None]: ...


class SkillIndex(Protocol):
    root: Path

    def index_text(self) -> str | None: ...


class PromptSource:
    def __init__(self, root: Path, config_path: Path, memory: MemorySnapshot, skills: SkillIndex, model: str,
                 before_snapshot: Callable[[], None] | None = None):
        self.root = root
        self.config_path = config_path
        self.memory = memory
        self.skills = skills
        self.model = model
        # Runs before files are re-read (e.g. `hermes config set memory.user_char_limit` applies now).
        self.before_snapshot = before_snapshot
        self._cache: tuple[tuple, tuple] | None = None
        self._lock = threading.Lock()

    async def build(self, session_id: str, platform: str, started_at: float) -> str:
        return await asyncio.to_thread(self.build_sync, session_id, platform, started_at)

    def build_sync(self, session_id: str, platform: str, started_at: float) -> str:
        identity, context, memory_block, user_block, skills_index = self._inputs()
        return build_system_prompt(PromptParts(
            platform=platform,
            model=self.model,
            session_id=session_id,
            date=datetime.fromtimestamp(started_at, timezone.utc).strftime("%Y-%m-%d"),
            identity=identity,
            context=context,
            memory_block=memory_block,
            user_block=user_block,
            skills_index=skills_index,
        ))

    def _fingerprint(self) -> tuple:
        paths = [self.root / "SOUL.md", self.root / "CONTEXT.md", self.config_path,
                 self.memory.path("memory"), self.memory.path("user")]
        if self.skills.root.exists():
            paths += sorted(p for p in self.skills.root.rglob("SKILL.md") if ".archive" not in p.parts)
            paths.append(self.skills.root)
        out = []
        for p in paths:
            try:
                st = p.stat()
                out.append((str(p), st.st_mtime_ns, st.st_size))
            except FileNotFoundError:
                out.append((str(p), None, None))
        return tuple(out)

    def _inputs(self) -> tuple:
        with self._lock:
            fingerprint = self._fingerprint()
            if self._cache is not None and self._cache[0] == fingerprint:
                return self._cache[1]
            if self.before_snapshot is not None:
                self.before_snapshot()
            identity = _read_optional(self.root / "SOUL.md")
            context = _read_optional(self.root / "CONTEXT.md")
            memory_block, user_block = self.memory.snapshot_blocks()
            inputs = (identity, context, memory_block, user_block, self.skills.index_text())
            self._cache = (fingerprint, inputs)
            return inputs


def _read_optional(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        log.warning("cannot read optional prompt file", path=str(path), reason=str(exc))
        return None
