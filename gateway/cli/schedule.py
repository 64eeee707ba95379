"""`hermes curator ...` and `hermes cron ...`: the skill lifecycle and scheduled prompts."""

from __future__ import annotations

import argparse
import sys
import time

from gateway.app import App, open_state
from gateway.cli.errors import EXIT_USAGE, fail
from gateway.home import Home
from gateway.skills.archive import ArchiveError


def cmd_curator(home: Home, args: argparse.Namespace) -> int:
    from curator.runner import format_status

    home.ensure()
    cur = App.open(home).curator
    if args.verb == "status":
        print(format_status(cur.status()))
    elif args.verb == "run":
        report = cur.run(dry_run=args.dry_run)
        print(report.text().rstrip())
        if not args.dry_run:
            print(report.summary())
    elif args.verb in ("pin", "unpin"):
        try:
            print(cur.set_pinned(args.name, args.verb == "pin"))
        except ValueError as exc:
            return fail(str(exc))
    elif args.verb == "restore":
        try:
            print(cur.restore(args.name))
        except ArchiveError as exc:
            return fail(str(exc))
    else:
        entries = cur.list_archived()
        for e in entries:
            when = time.strftime("%Y-%m-%d", time.localtime(e.archived_at))
            print(f"{e.id}\t{when}\t{e.reason}")
        if not entries:
            print("nothing archived")
    return 0


def cmd_cron(home: Home, args: argparse.Namespace) -> int:
    from gateway.ops.cron import ScheduleError, format_jobs, parse_target, validate_job  # APScheduler: only here

    state = open_state(home)
    try:
        if args.verb == "list":
            print(format_jobs(state.cron_jobs()))
            return 0
        if args.verb == "add":
            app = App.open(home)
            try:
                platform, chat = parse_target(args.target)
                validate_job(args.schedule, args.prompt, args.skill or [], {s.name for s in app.skills.scan()[0]})
            except ScheduleError as exc:
                return fail(str(exc), EXIT_USAGE)
            if platform != "console" and not getattr(app.config.platforms, platform).enabled:
                print(f"warning: platforms.{platform} is not enabled; the job's answers wait until it is",
                      file=sys.stderr)
            job_id = state.cron_add(args.schedule, args.prompt, args.skill or [], platform, chat, args.thread)
            print(f"cron job #{job_id} added (a running daemon picks it up within 30 s)")
            return 0
        ok = state.cron_remove(args.id) if args.verb == "remove" else state.cron_set_paused(args.id, args.verb == "pause")
        if not ok:
            return fail(f"no cron job #{args.id}")
        print(f"cron job #{args.id} {args.verb}d" if args.verb != "pause" else f"cron job #{args.id} paused")
        return 0
    finally:
        state.close()
