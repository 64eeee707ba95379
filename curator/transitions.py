"""The curator's decisions as a pure function: skill records + clock + config -> transitions."""

from __future__ import annotations

from dataclasses import dataclass

DAY = 86400.0
CURATED_AUTHORS = ("agent", "review")


@dataclass(frozen=True)
class SkillRecord:
    name: str
    state: str  # active | stale | archived
    created_at: float
    created_by: str  # user | agent | review
    last_used_at: float | None = None
    use_count: int = 0
    pinned: bool = False
    last_viewed_at: float | None = None  # skill_view: how the agent uses a skill
    last_patched_at: float | None = None

    @property
    def last_active_at(self) -> float:
        """The latest of used, viewed and patched; creation when none happened (DESIGN §6)."""
        return max((t for t in (self.last_used_at, self.last_viewed_at, self.last_patched_at) if t),
                   default=self.created_at)


@dataclass(frozen=True)
class Transition:
    name: str
    old: str
    new: str
    reason: str


@dataclass(frozen=True)
class Policy:
    stale_after_days: float = 30
    archive_after_days: float = 90


def skip_reason(record: SkillRecord, cron_skills: set[str]) -> str | None:
    if record.pinned:
        return "pinned"
    if record.name in cron_skills:
        return "used by a cron job"
    if record.created_by not in CURATED_AUTHORS:
        return "written by a person: the curator leaves it alone"
    if record.state == "archived":
        return "already archived"
    return None


def plan_transitions(records: list[SkillRecord], now: float, policy: Policy, cron_skills: set[str]) -> list[Transition]:
    """What one curator run would change. Never a deletion: the worst outcome is `archived`."""
    out = []
    for r in sorted(records, key=lambda r: r.name):
        if skip_reason(r, cron_skills):
            continue
        idle_days = (now - r.last_active_at) / DAY
        # A never-used skill is idle since it was made, and archive_after_days > stale_after_days
        # (config enforces it), so nothing is archived before it is stale_after_days old.
        if idle_days >= policy.archive_after_days:
            target, why = "archived", f"unused for {idle_days:.0f} days"
        elif idle_days >= policy.stale_after_days:
            target, why = "stale", f"unused for {idle_days:.0f} days"
        else:
            target, why = "active", "used recently"
        if target != r.state:
            out.append(Transition(r.name, r.state, target, why))
    return out


def due(now: float, last_run_at: float | None, last_turn_at: float, interval_hours: float, min_idle_hours: float) -> tuple[bool, str]:
    """The idle gate: (run now?, why not). A first observation only seeds last_run_at."""
    if last_run_at is None:
        return False, "first observation: seeding last_run_at"
    if now - last_run_at < interval_hours * 3600:
        return False, "interval not yet passed"
    if now - last_turn_at < min_idle_hours * 3600:
        return False, "agent not idle long enough"
    return True, "due"
