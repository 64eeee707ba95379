"""MEMORY.md and USER.md: small, character-capped, `§`-delimited stores (DESIGN.md §3).

`MemoryStore.apply` is the one write path: it takes a file lock, re-reads the file inside
the lock (so two sessions writing at once lose neither write), validates, and writes
atomically. `MemoryStore.check` runs the same validation without writing; staging uses it
to refuse writes that could never apply. Memory never auto-compacts.
"""

from __future__ import annotations

import fcntl
import shutil
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from gateway.home import atomic_write
from gateway.memory.entries import SEPARATOR, FileContents, file_bytes, join_entries, parse_file, separator_in
from gateway.safety.scan import describe, scan, scan_entries

RULE = "═" * 44
STOP_AFTER_FAILURES = 3


@dataclass(frozen=True)
class Target:
    name: str
    filename: str
    title: str


TARGETS = {
    "memory": Target("memory", "MEMORY.md", "MEMORY (your personal notes)"),
    "user": Target("user", "USER.md", "USER PROFILE (who the user is)"),
}


class MemoryFileError(RuntimeError):
    """The file cannot be read at all (permissions, I/O); it is left as it is."""


def fmt_usage(used: int, limit: int) -> str:
    return f"{used:,}/{limit:,}"


def _preview(entry: str, width: int = 60) -> str:
    flat = " ".join(entry.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


WriteHook = Callable[[str, str, "str | None", "str | None", str], None]


class MemoryStore:
    def __init__(self, directory: Path, limits: dict[str, int], enabled: set[str] | None = None,
                 on_write: WriteHook | None = None):
        self.dir = directory
        self.limits = dict(limits)
        self.enabled = set(TARGETS) if enabled is None else set(enabled)
        # Called after each landed write: (action, target, old entry, new entry, origin). The
        # journal keeps dates this way; MEMORY.md itself stays plain.
        self.on_write = on_write

    # ---- reading ---------------------------------------------------------------------
    def path(self, target: str) -> Path:
        return self.dir / TARGETS[target].filename

    def load(self, target: str) -> FileContents:
        """The file now: good entries, quarantined parts, notes. Raises MemoryFileError only when
        the file cannot be read at all."""
        path = self.path(target)
        try:
            return parse_file(path.read_bytes())
        except FileNotFoundError:
            return FileContents()
        except OSError as exc:
            raise MemoryFileError(f"{path.name} cannot be read: {exc.strerror or exc}") from None

    def read(self, target: str) -> list[str]:
        """The good entries on disk now (quarantined parts left out)."""
        return self.load(target).entries

    def health(self) -> list[tuple[str, str, bool]]:
        """(file, what to say, healthy) per store: usage, quarantined parts, odd separators."""
        out = []
        for target, t in TARGETS.items():
            try:
                contents = self.load(target)
            except MemoryFileError as exc:
                out.append((t.filename, str(exc), False))
                continue
            text = f"{self.usage(contents.entries, target)} chars, {len(contents.entries)} entries"
            if contents.quarantined:
                reasons = "; ".join(q.reason for q in contents.quarantined)
                text += (f"; {len(contents.quarantined)} entry(ies) quarantined ({reasons}): kept on disk, left out "
                         f"of the prompt; fix or delete them in {self.path(target)}")
            text += "".join(f"; {note}" for note in contents.notes)
            out.append((t.filename, text, not contents.quarantined))
        return out

    def usage(self, entries: list[str], target: str) -> str:
        return fmt_usage(len(join_entries(entries)), self.limits[target])

    # ---- snapshot --------------------------------------------------------------------
    def render_block(self, target: str) -> str:
        t, limit = TARGETS[target], self.limits[target]
        try:
            contents = self.load(target)
        except MemoryFileError as exc:
            return f"{RULE}\n{t.title} [unreadable]\n{RULE}\n[BLOCKED: {exc}; fix or remove the file]"
        entries = contents.entries
        used = len(join_entries(entries))
        pct = round(used * 100 / limit) if limit else 0
        header = f"{t.title} [{pct}% — {fmt_usage(used, limit)} chars]"
        shown = []
        for entry in entries:
            # Every session start re-scans every entry; the first reason is enough to withhold one.
            findings = scan(entry, first_only=True)
            shown.append(f"[BLOCKED: {describe(findings)}]" if findings else entry)
        for q in contents.quarantined:
            shown.append(f"[QUARANTINED: an entry that {q.reason}; kept on disk, see hermes doctor]")
        body = SEPARATOR.join(shown) if shown else "(no entries yet)"
        return f"{RULE}\n{header}\n{RULE}\n{body}"

    def snapshot_blocks(self) -> tuple[str | None, str | None]:
        """The frozen blocks for a new session's system prompt (re-read and re-scanned)."""
        memory = self.render_block("memory") if "memory" in self.enabled else None
        user = self.render_block("user") if "user" in self.enabled else None
        return memory, user

    # ---- writing ---------------------------------------------------------------------
    @contextmanager
    def _locked(self) -> Iterator[None]:
        self.dir.mkdir(parents=True, exist_ok=True)
        with open(self.dir / ".lock", "a+") as fh:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fh.fileno(), fcntl.LOCK_UN)

    def check(self, action: str, target: str, content: str | None = None, old_text: str | None = None,
              expect_entry: str | None = None) -> dict[str, Any]:
        """Validate a write against the file as it is now, without writing."""
        try:
            entries = self.read(target) if target in TARGETS else []
        except MemoryFileError as exc:
            return _fail(f"{exc}. Refusing to write so nothing is lost; fix the file by hand.")
        return self._plan(action, target, content, old_text, expect_entry, entries)[0]

    def apply(self, action: str, target: str, content: str | None = None, old_text: str | None = None,
              expect_entry: str | None = None, origin: str = "turn") -> dict[str, Any]:
        """Perform one write. `expect_entry` pins replace/remove to the exact entry text."""
        if target not in TARGETS:
            return _fail(f"unknown target {target!r}; use 'memory' or 'user'")
        with self._locked():
            try:
                contents = self.load(target)
            except MemoryFileError as exc:
                return _fail(f"{exc}. Nothing was written.")
            entries = contents.entries
            result, new_entries = self._plan(action, target, content, old_text, expect_entry, entries)
            if result["success"] and new_entries is not None:
                try:
                    if not contents.clean:
                        self._backup(target)  # the hand-edited original, before it is rewritten
                    atomic_write(self.path(target), file_bytes(new_entries, contents.quarantined))
                except OSError as exc:
                    # atomic_write leaves the old file in place; say so instead of raising.
                    return _fail(f"could not write {TARGETS[target].filename}: {exc.strerror or exc}; "
                                 "nothing was changed")
                result["usage"] = self.usage(new_entries, target)
                if self.on_write is not None:
                    old = next((e for e in entries if e not in new_entries), None)
                    new = next((e for e in new_entries if e not in entries), None)
                    try:
                        self.on_write(action, target, old, new, origin)
                    except Exception:  # the journal is a record, never a reason to fail a write
                        pass
            return result

    def _backup(self, target: str) -> Path:
        src = self.path(target)
        dst = src.with_name(f"{src.name}.bak-{time.strftime('%Y%m%d-%H%M%S')}")
        if not dst.exists():
            shutil.copy2(src, dst)
        return dst

    def _plan(self, action: str, target: str, content: str | None, old_text: str | None,
              expect_entry: str | None, entries: list[str]) -> tuple[dict[str, Any], list[str] | None]:
        if target not in TARGETS:
            return _fail(f"unknown target {target!r}; use 'memory' or 'user'"), None
        if target not in self.enabled:
            return _fail(f"the {target} store is disabled in config"), None
        limit = self.limits[target]
        content = content.strip() if isinstance(content, str) else None
        if action in ("add", "replace"):
            if not content:
                return _fail(f"{action} needs non-empty content"), None
            if separator_in(content):
                return _fail("an entry cannot contain a line that is only '§' (that is the separator, spaces "
                             "aside); write it inline or drop that line"), None
            if "\x00" in content:
                return _fail("an entry cannot contain NUL characters"), None
            if len(content) > limit:
                # Checked before the scan: no entry the store could never hold is worth scanning.
                current = len(join_entries(entries))
                return _fail(
                    f"this entry alone is {len(content):,} chars; {TARGETS[target].filename} holds at most "
                    f"{limit:,} (now {fmt_usage(current, limit)}). Shorten it to the durable fact.",
                    usage=fmt_usage(current, limit), current_entries=entries, over_limit=True), None
            findings = scan(content)
            if findings:
                return _fail(f"blocked by the security scan: {describe(findings)}", blocked=True), None
        if action == "add":
            if content in entries:
                return {"success": True, "message": "no duplicate added", "usage": self.usage(entries, target)}, None
            new_entries = entries + [content]
        elif action in ("replace", "remove"):
            if expect_entry is not None:
                if expect_entry not in entries:
                    return _fail("the entry this write was staged against has changed or is gone",
                                 current_entries=entries), None
                index = entries.index(expect_entry)
            else:
                if not old_text or not old_text.strip():
                    return _fail(f"{action} needs old_text: a substring of the entry to {action}"), None
                matches = [i for i, e in enumerate(entries) if old_text in e]
                if not matches:
                    return _fail(f"no entry contains {old_text!r}", current_entries=entries), None
                if len(matches) > 1:
                    previews = [_preview(entries[i]) for i in matches]
                    return _fail(f"{old_text!r} matches {len(matches)} entries; use a longer, unique substring",
                                 matches=previews), None
                index = matches[0]
            new_entries = list(entries)
            if action == "remove":
                del new_entries[index]
            else:
                if content in entries and entries.index(content) != index:
                    del new_entries[index]  # replacing with an existing entry merges the two
                else:
                    new_entries[index] = content  # type: ignore[assignment]
        else:
            return _fail(f"unknown action {action!r}; use add, replace or remove"), None
        if action in ("add", "replace"):
            joint = _said_together(entries, new_entries)
            if joint:
                return _fail(f"blocked by the security scan: {describe(joint)}", blocked=True), None
        used_after = len(join_entries(new_entries))
        if action != "remove" and used_after > limit:
            current = len(join_entries(entries))
            return _fail(
                f"{TARGETS[target].filename} is full: this {action} would use {fmt_usage(used_after, limit)} chars "
                f"(now {fmt_usage(current, limit)}). Consolidate: merge related entries with replace or drop stale "
                f"ones with remove, then retry the {action} in this same turn.",
                usage=fmt_usage(current, limit),
                current_entries=entries,
                over_limit=True,
            ), None
        return {"success": True, "message": _done(action, target)}, new_entries

    def matched_entry(self, target: str, old_text: str) -> str | None:
        """The single entry `old_text` identifies now (for pinning a staged write), else None."""
        try:
            entries = self.read(target)
        except MemoryFileError:
            return None
        matches = [e for e in entries if old_text in e]
        return matches[0] if len(matches) == 1 else None


def _said_together(before: list[str], after: list[str]) -> list:
    """Findings the entries only produce together (an instruction split across entries,
    an alias defined in one and used in another) that the file did not already have."""
    had = set(scan_entries(before))
    return [f for f in scan_entries(after) if f not in had and f.reason.endswith("(across entries)")]


def _done(action: str, target: str) -> str:
    verb = {"add": "added", "replace": "replaced", "remove": "removed"}[action]
    return f"entry {verb} in {TARGETS[target].filename}"


def _fail(error: str, **extra: Any) -> dict[str, Any]:
    return {"success": False, "error": error, **extra}
