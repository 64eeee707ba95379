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


def add_parsers(sub: argparse._SubParsersAction) -> None:
    cur = sub.add_parser("curator", help="the skill curator").add_subparsers(dest="verb", required=True)
    cur.add_parser("status", help="last run, next eligible time, idle time, counts").set_defaults(fn=cmd_curator)
    r = cur.add_parser("run", help="run now (ignores the schedule and the idle gate)")
    r.add_argument("--dry-run", action="store_true", help="print what would change; change nothing")
    r.set_defaults(fn=cmd_curator)
    for verb, what in (("pin", "keep a skill out of the curator's hands"), ("unpin", "let the curator manage it again"),
                       ("restore", "move an archived skill back")):
        v = cur.add_parser(verb, help=what)
        v.add_argument("name", help="skill name" if verb != "restore" else "an id printed by list-archived")
        v.set_defaults(fn=cmd_curator)
    cur.add_parser("list-archived", help="archived skills, by restorable id").set_defaults(fn=cmd_curator)

    cron = sub.add_parser("cron", help="scheduled prompts").add_subparsers(dest="verb", required=True)
    cron.add_parser("list", help="every job with its schedule and target").set_defaults(fn=cmd_cron)
    a = cron.add_parser("add", help="e.g. hermes cron add 'every 1d' telegram:12345 'Summarise the news'")
    a.add_argument("schedule", help="'every 30m' | 'every 2h' | a cron line like '0 9 * * *' (UTC)")
    a.add_argument("target", help="platform:chat_id")
    a.add_argument("prompt", help="what the agent is asked at each run")
    a.add_argument("--skill", action="append", help="a skill to load for the run (repeatable)")
    a.add_argument("--thread", default=None, help="a thread or topic id within the chat")
    a.set_defaults(fn=cmd_cron)
    for verb in ("pause", "resume", "remove"):
        v = cron.add_parser(verb, help=f"{verb} a job")
        v.add_argument("id", type=int, help="the job number from `hermes cron list`")
        v.set_defaults(fn=cmd_cron)
