"""The curator runner on a real home: seeding, gate, dry run, archive/restore round trip, reports."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from curator.runner import LAST_RUN_KEY, Curator
from curator.transitions import DAY
from gateway.config import CuratorConfig
from gateway.home import Home
from gateway.skills.library import SkillLibrary
from gateway.store import StateStore
from tests.gateway.skills.test_skills import write_skill


def make(home: Home, **cfg) -> Curator:
    return Curator(home, CuratorConfig(**cfg), SkillLibrary(home.skills))


def seed(home: Home, name: str, created_days_ago: float, used_days_ago: float | None = None, by: str = "agent",
         now: float | None = None) -> None:
    now = now or time.time()
    store = StateStore(home.db_path)
    store.skill_ensure(name, by, now - created_days_ago * DAY)
    if used_days_ago is not None:
        store.skill_touch(name, "use", now - used_days_ago * DAY)
    store.close()


def test_first_observation_only_seeds_last_run(home: Home):
    write_skill(home.skills, "old")
    seed(home, "old", 400)
    cur = make(home)
    now = time.time()
    assert cur.tick(last_turn_at=now - 100 * DAY, now=now) is None
    assert (home.skills / "old").exists()
    store = StateStore(home.db_path)
    assert float(store.get_meta(LAST_RUN_KEY)) == now
    store.close()


def test_runs_only_when_due_and_idle_and_a_turn_resets_idleness(home: Home):
    write_skill(home.skills, "old")
    seed(home, "old", 400)
    cur = make(home)
    t0 = time.time()
    cur.tick(last_turn_at=t0 - DAY, now=t0)  # seed
    t1 = t0 + 169 * 3600
    assert cur.tick(last_turn_at=t1 - 60, now=t1) is None  # a turn a minute ago: not idle
    assert (home.skills / "old").exists()
    report = cur.tick(last_turn_at=t1 - 3 * 3600, now=t1)
    assert report is not None and [t.new for t in report.transitions] == ["archived"]
    assert not (home.skills / "old").exists()
    assert report.path is not None and report.path.parent == home.logs / "curator"
    assert "old: active → archived" in report.path.read_text()


def test_dry_run_changes_nothing_including_last_run(home: Home):
    write_skill(home.skills, "old")
    seed(home, "old", 400)
    cur = make(home)
    report = cur.run(dry_run=True)
    assert [t.name for t in report.transitions] == ["old"]
    assert (home.skills / "old").exists()
    store = StateStore(home.db_path)
    assert store.get_meta(LAST_RUN_KEY) is None
    assert store.skill_records()["old"]["state"] == "active"
    store.close()
    assert not (home.logs / "curator").exists() or not list((home.logs / "curator").iterdir())


def test_user_authored_and_pinned_skills_are_skipped(home: Home):
    write_skill(home.skills, "mine")  # no record: a person wrote it
    write_skill(home.skills, "keep")
    seed(home, "keep", 400)
    cur = make(home)
    cur.set_pinned("keep", True)
    report = cur.run()
    assert report.transitions == []
    assert report.skipped == {"mine": "written by a person: the curator leaves it alone", "keep": "pinned"}


def test_cron_referenced_skills_are_skipped_even_when_paused(home: Home):
    write_skill(home.skills, "daily-report")
    seed(home, "daily-report", 400)
    store = StateStore(home.db_path)
    job = store.cron_add("every 1d", "run /daily-report", [], "console", "local")
    store.cron_set_paused(job, True)
    store.close()
    assert make(home).run().transitions == []


def test_archive_list_restore_round_trip_for_20_nested_skills_with_name_clashes(home: Home):
    names = []
    for i in range(20):
        category = None if i % 4 == 0 else f"cat{i % 3}/sub" if False else f"cat{i % 3}"
        name = f"tool-{i % 7}"  # the same name in several categories
        if (home.skills / (category or "") / name).exists():
            name = f"{name}-{i}"
        write_skill(home.skills, name, category=category)
        seed(home, name, 400)
        names.append(f"{category}/{name}" if category else name)
    cur = make(home)
    report = cur.run()
    assert len(report.archived) == 20
    archived_ids = [e.id for e in cur.list_archived()]
    assert sorted(archived_ids) == sorted(names)
    # Archive the same path again later: the second copy gets a distinct id.
    write_skill(home.skills, "tool-0")
    seed(home, "tool-0", 400)
    cur.run()
    ids = [e.id for e in cur.list_archived()]
    assert "tool-0~2" in ids
    for archive_id in archived_ids:
        assert cur.restore(archive_id).startswith("restored")
    restored = sorted(str(p.parent.relative_to(home.skills)) for p in home.skills.rglob("SKILL.md")
                      if ".archive" not in p.parts)
    assert restored == sorted(names)
    assert [e.id for e in cur.list_archived()] == ["tool-0~2"]


def test_restore_refuses_to_overwrite(home: Home):
    write_skill(home.skills, "twice")
    seed(home, "twice", 400)
    cur = make(home)
    cur.run()
    write_skill(home.skills, "twice", description="a new one")
    import pytest

    from gateway.skills.archive import ArchiveError

    with pytest.raises(ArchiveError, match="overwrite"):
        cur.restore("twice")
    assert "a new one" in (home.skills / "twice" / "SKILL.md").read_text()


def test_cli_dry_run_and_list_archived(home: Home):
    write_skill(home.skills, "old")
    seed(home, "old", 400)
    env = dict(os.environ, HERMES_HOME=str(home.root))
    run = lambda *a: subprocess.run([sys.executable, "-m", "gateway.cli", "curator", *a], env=env,  # noqa: E731
                                    capture_output=True, text=True, timeout=60)
    dry = run("run", "--dry-run")
    assert "old: active → archived" in dry.stdout and (home.skills / "old").exists()
    done = run("run")
    assert done.returncode == 0 and "1 archived" in done.stdout
    assert run("list-archived").stdout.startswith("old\t")
    assert run("restore", "old").returncode == 0 and (home.skills / "old").exists()
    assert "Curator: enabled" in run("status").stdout


def test_a_skill_the_agent_views_every_day_is_never_archived(home: Home):
    """The issue's case: used by the agent only through skill_view, last yesterday, was archived."""
    write_skill(home.skills, "daily")
    now = time.time()
    seed(home, "daily", created_days_ago=200, used_days_ago=120, now=now)
    store = StateStore(home.db_path)
    store.skill_touch("daily", "view", now - DAY)
    store.close()
    report = make(home).run(now)
    assert report.transitions == [] and (home.skills / "daily" / "SKILL.md").exists()


def test_a_fresh_home_shows_no_curator_run_until_one_happens(home: Home):
    from curator.runner import format_status

    cur = make(home)
    now = time.time()
    cur.tick(last_turn_at=now - DAY, now=now)  # the first observation only seeds the interval
    assert "Last run: never" in format_status(cur.status(now=now))
    cur.run(now)
    assert "Last run: never" not in format_status(cur.status(now=now))
