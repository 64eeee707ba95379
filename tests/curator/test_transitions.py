"""The curator's pure transition function and idle gate, as tables with a fake clock."""

from __future__ import annotations

import pytest

from curator.transitions import DAY, Policy, SkillRecord, due, plan_transitions

NOW = 1_000 * DAY
POLICY = Policy(stale_after_days=30, archive_after_days=90)


def rec(name="s", state="active", created_days_ago=200, used_days_ago=None, uses=None, by="agent", pinned=False):
    used = NOW - used_days_ago * DAY if used_days_ago is not None else None
    return SkillRecord(name, state, NOW - created_days_ago * DAY, by, used,
                       uses if uses is not None else (1 if used else 0), pinned)


@pytest.mark.parametrize("record,expected", [
    (rec(used_days_ago=29.9), None),
    (rec(used_days_ago=30), "stale"),
    (rec(used_days_ago=89.9), "stale"),
    (rec(used_days_ago=90), "archived"),
    (rec(state="stale", used_days_ago=91), "archived"),
    (rec(state="stale", used_days_ago=1), "active"),          # used again -> active
    (rec(state="stale", used_days_ago=45), None),
    (rec(used_days_ago=400, pinned=True), None),              # pinned
    (rec(name="cronned", used_days_ago=400), None),           # referenced by a cron job
    (rec(name="paused-cron", used_days_ago=400), None),       # referenced by a paused cron job
    (rec(used_days_ago=400, by="user"), None),                # written by a person
    (rec(used_days_ago=400, by="review"), "archived"),        # written by the review
    (rec(created_days_ago=10), None),                         # never used, young
    (rec(created_days_ago=31), "stale"),                      # never used, a month old
    (rec(created_days_ago=95), "archived"),                   # never used, past both limits
])
def test_transition_table(record: SkillRecord, expected: str | None):
    out = plan_transitions([record], NOW, POLICY, cron_skills={"cronned", "paused-cron"})
    assert [t.new for t in out] == ([expected] if expected else [])


def test_never_used_skills_are_not_archived_before_stale_after_days_old():
    """The limits themselves guarantee it: config refuses archive_after_days <= stale_after_days."""
    from gateway.config import ConfigError, parse_config

    with pytest.raises(ConfigError, match="archive_after_days must be larger"):
        parse_config("curator:\n  stale_after_days: 30\n  archive_after_days: 10\n")
    young = rec(created_days_ago=29)
    assert [t.new for t in plan_transitions([young], NOW, POLICY, set())] == []


@pytest.mark.parametrize("viewed,patched,expected", [
    (1, None, None),             # viewed yesterday: in use, whatever last_used_at says
    (None, 2, None),             # patched recently
    (45, None, "stale"),         # viewed 45 days ago
    (120, 100, "archived"),      # nothing for 100 days
])
def test_activity_is_the_latest_of_used_viewed_and_patched(viewed, patched, expected):
    r = SkillRecord("s", "active", NOW - 400 * DAY, "agent", last_used_at=NOW - 120 * DAY, use_count=1,
                    last_viewed_at=NOW - viewed * DAY if viewed else None,
                    last_patched_at=NOW - patched * DAY if patched else None)
    assert [t.new for t in plan_transitions([r], NOW, POLICY, set())] == ([expected] if expected else [])


def test_nothing_is_ever_deleted():
    records = [rec(name=f"s{i}", used_days_ago=i * 10) for i in range(50)]
    states = {t.new for t in plan_transitions(records, NOW, POLICY, set())}
    assert states <= {"active", "stale", "archived"}


@pytest.mark.parametrize("last_run,last_turn,expected", [
    (None, NOW - 10 * DAY, (False, "first observation: seeding last_run_at")),
    (NOW - 100 * 3600, NOW - 10 * 3600, (False, "interval not yet passed")),
    (NOW - 169 * 3600, NOW - 1 * 3600, (False, "agent not idle long enough")),
    (NOW - 169 * 3600, NOW - 2 * 3600, (True, "due")),
])
def test_idle_gate(last_run, last_turn, expected):
    assert due(NOW, last_run, last_turn, interval_hours=168, min_idle_hours=2) == expected
