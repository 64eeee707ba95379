"""The curator around the pure transitions: gather records, gate on idleness, move, report.

Synchronous on purpose: the daemon runs it in a worker thread with its own state.db
connection, and the CLI runs it directly. It never deletes anything.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from curator.transitions import (
    Policy,
    SkillRecord,
    Transition,
    due,
    plan_transitions,
    skip_reason,
)
from gateway.config import CuratorConfig
from gateway.home import Home, atomic_write
from gateway.skills.archive import ArchivedSkill, archive, read_manifest, restore
from gateway.skills.library import SkillLibrary
from gateway.store import StateStore

LAST_RUN_KEY = "curator.last_run_at"  # the interval counts from here; the first observation seeds it
COMPLETED_KEY = "curator.last_completed_at"  # only a run that happened: what status shows


@dataclass
class Report:
    started_at: float
    dry_run: bool
    transitions: list[Transition] = field(default_factory=list)
    skipped: dict[str, str] = field(default_factory=dict)
    archived: list[ArchivedSkill] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    path: Path | None = None

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for t in self.transitions:
            key = {"stale": "stale", "archived": "archived", "active": "reactivated"}[t.new]
            out[key] = out.get(key, 0) + 1
        return out

    def summary(self) -> str:
        counts = self.counts()
        body = ", ".join(f"{n} {k}" for k, n in sorted(counts.items())) or "no changes"
        prefix = "🧹 Curator (dry run)" if self.dry_run else "🧹 Curator"
        where = f" — report {self.path.name}" if self.path else ""
        errors = f"; {len(self.errors)} error(s)" if self.errors else ""
        return f"{prefix}: {body}{errors}{where}"

    def text(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(self.started_at))
        lines = [f"# Curator run {when}{' (dry run)' if self.dry_run else ''}", ""]
        lines += [f"- {t.name}: {t.old} → {t.new} ({t.reason})" for t in self.transitions] or ["- no changes"]
        if self.skipped:
            lines += ["", "Skipped:"] + [f"- {n}: {why}" for n, why in sorted(self.skipped.items())]
        if self.errors:
            lines += ["", "Errors:"] + [f"- {e}" for e in self.errors]
        return "\n".join(lines) + "\n"


class Curator:
    def __init__(self, home: Home, cfg: CuratorConfig, library: SkillLibrary):
        self.home = home
        self.cfg = cfg
        self.library = library

    def _store(self) -> StateStore:
        return StateStore(self.home.db_path)

    @property
    def policy(self) -> Policy:
        return Policy(self.cfg.stale_after_days, self.cfg.archive_after_days)

    # ---- inputs ----------------------------------------------------------------------
    def records(self, store: StateStore, now: float) -> list[SkillRecord]:
        skills, _ = self.library.scan()
        rows = store.skill_records()
        out = []
        for s in skills:
            if s.name not in rows:
                # First sight of a skill nobody staged: a person put it there.
                store.skill_ensure(s.name, "user", now)
                rows = store.skill_records()
            r = rows[s.name]
            out.append(SkillRecord(s.name, r["state"] if r["state"] != "archived" else "active", r["created_at"],
                                   r["created_by"], r["last_used_at"], r["use_count"], bool(r["pinned"]),
                                   r["last_viewed_at"], r["last_patched_at"]))
        return out

    @staticmethod
    def cron_skills(store: StateStore) -> set[str]:
        """Skills any cron job uses, paused jobs included: named in its skills or as /name in its prompt."""
        names: set[str] = set()
        for job in store.cron_jobs():
            names.update(job["skills"])
            names.update(m.replace("_", "-") for m in re.findall(r"/([a-z0-9][a-z0-9._-]*)", job["prompt"]))
            names.update(re.findall(r"/([a-z0-9][a-z0-9._-]*)", job["prompt"]))
        return names

    # ---- runs ------------------------------------------------------------------------
    def tick(self, last_turn_at: float, now: float | None = None) -> Report | None:
        """The scheduler's call: run only when enabled, due and idle; the first call only seeds."""
        now = time.time() if now is None else now
        if not self.cfg.enabled:
            return None
        store = self._store()
        try:
            raw = store.get_meta(LAST_RUN_KEY)
            last_run = float(raw) if raw else None
            ok, _ = due(now, last_run, last_turn_at, self.cfg.interval_hours, self.cfg.min_idle_hours)
            if last_run is None:
                store.set_meta(LAST_RUN_KEY, str(now))
                return None
        finally:
            store.close()
        return self.run(now) if ok else None

    def run(self, now: float | None = None, dry_run: bool = False) -> Report:
        now = time.time() if now is None else now
        report = Report(started_at=now, dry_run=dry_run)
        store = self._store()
        try:
            records = self.records(store, now)
            cron = self.cron_skills(store)
            for r in records:
                why = skip_reason(r, cron)
                if why:
                    report.skipped[r.name] = why
            report.transitions = plan_transitions(records, now, self.policy, cron)
            if dry_run:
                return report
            for t in report.transitions:
                try:
                    self._apply(store, t, now, report)
                except Exception as exc:  # one stuck skill must not stop the others
                    report.errors.append(f"{t.name}: {type(exc).__name__}: {exc}")
            store.set_meta(LAST_RUN_KEY, str(now))
            store.set_meta(COMPLETED_KEY, str(now))
            report.path = self._write_report(report)
            return report
        finally:
            store.close()

    def _apply(self, store: StateStore, t: Transition, now: float, report: Report) -> None:
        if t.new == "archived":
            skill = self.library.get(t.name)
            if skill is None:
                raise RuntimeError("skill folder vanished")
            report.archived.append(archive(self.home.skills, skill.path, reason=f"curator: {t.reason}", now=now))
        store.skill_set(t.name, state=t.new, state_changed_at=now)
        store.journal_add("skill", t.name, t.new, t.reason, "curator", now)

    def _write_report(self, report: Report) -> Path:
        folder = self.home.logs / "curator"
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        path = folder / time.strftime("%Y%m%d-%H%M%S.md", time.localtime(report.started_at))
        atomic_write(path, report.text(), mode=0o600)
        return path

    # ---- admin verbs -----------------------------------------------------------------
    def status(self, last_turn_at: float | None = None, now: float | None = None) -> dict:
        now = time.time() if now is None else now
        store = self._store()
        try:
            raw = store.get_meta(LAST_RUN_KEY)
            last_run = float(raw) if raw else None
            completed = store.get_meta(COMPLETED_KEY)
            last_turn = last_turn_at if last_turn_at is not None else (store.last_activity() or 0.0)
            records = self.records(store, now)
        finally:
            store.close()
        counts: dict[str, int] = {}
        for r in records:
            counts[r.state] = counts.get(r.state, 0) + 1
        counts["archived"] = len(self.list_archived())
        next_time = None
        if last_run is not None:
            next_time = max(last_run + self.cfg.interval_hours * 3600, last_turn + self.cfg.min_idle_hours * 3600)
        return {"enabled": self.cfg.enabled, "last_run_at": float(completed) if completed else None,
                "next_eligible_at": next_time,
                "idle_seconds": max(0.0, now - last_turn) if last_turn else None, "counts": counts,
                "pinned": sorted(r.name for r in records if r.pinned)}

    def set_pinned(self, name: str, pinned: bool) -> str:
        if self.library.get(name) is None:
            raise ValueError(f"no skill named {name!r}")
        store = self._store()
        try:
            store.skill_set(name, pinned=int(pinned))
        finally:
            store.close()
        return f"{name} {'pinned: the curator will leave it alone' if pinned else 'unpinned'}"

    def list_archived(self) -> list[ArchivedSkill]:
        return read_manifest(self.home.skills)

    def restore(self, archive_id: str) -> str:
        target = restore(self.home.skills, archive_id)
        name = target.name
        store = self._store()
        try:
            store.skill_set(name, state="active", state_changed_at=time.time(), last_used_at=time.time())
            store.journal_add("skill", name, "restored", archive_id, "admin")
        finally:
            store.close()
        return f"restored {archive_id} to skills/{target.relative_to(self.home.skills)}"


def format_status(status: dict) -> str:
    def when(ts: float | None) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts)) if ts else "never"

    idle = status["idle_seconds"]
    counts = ", ".join(f"{k} {v}" for k, v in sorted(status["counts"].items())) or "no skills"
    return "\n".join([
        f"Curator: {'enabled' if status['enabled'] else 'disabled'}",
        f"Last run: {when(status['last_run_at'])}",
        f"Next eligible: {when(status['next_eligible_at']) if status['next_eligible_at'] else 'after the first observation'}",
        f"Idle: {idle / 3600:.1f} h" if idle is not None else "Idle: no turns yet",
        f"Skills: {counts}",
        f"Pinned: {', '.join(status['pinned']) or 'none'}",
    ])
