"""`hermes memory ...` and `hermes skills ...`: the stores, and the staged writes waiting on them."""

from __future__ import annotations

import argparse
import getpass

from gateway.app import App
from gateway.cli.errors import EXIT_USAGE, fail
from gateway.home import Home
from gateway.memory.store import TARGETS, MemoryFileError, join_entries
from gateway.platform import for_terminal
from gateway.skills.tool import skills_table


def cmd_memory(home: Home, args: argparse.Namespace) -> int:
    app = App.open(home)
    if args.action == "show" and args.target and args.target not in TARGETS:
        return _show(app, "memory", args.target)
    if args.action == "show":
        store = app.memory
        for t in [args.target] if args.target else list(TARGETS):
            try:
                entries = store.read(t)
            except MemoryFileError as exc:
                print(f"{TARGETS[t].filename}: {exc}")
                continue
            print(f"{TARGETS[t].filename} [{store.usage(entries, t)} chars, {len(entries)} entries]")
            print(join_entries(entries) if entries else "(empty)")
            print()
        return 0
    return _approval_verb(app, "memory", args)


def cmd_skills(home: Home, args: argparse.Namespace) -> int:
    app = App.open(home)
    if args.action == "list":
        state = app.state()
        try:
            print(skills_table(app.skills, state.skill_records()))
        finally:
            state.close()
        return 0
    if args.action in ("show", "diff"):
        if not args.target:
            return fail(f"{args.action} needs an id", EXIT_USAGE)
        return _show(app, "skills", args.target)
    return _approval_verb(app, "skills", args)


def _show(app: App, subsystem: str, rid: str) -> int:
    text, ok = app.approvals.show(subsystem, rid)
    print(for_terminal(text))
    return 0 if ok else 1


def _approval_verb(app: App, subsystem: str, args: argparse.Namespace) -> int:
    if args.action == "pending":
        print(for_terminal(app.approvals.pending_text(subsystem)))
        return 0
    if not args.target:
        return fail(f"{args.action} needs an id or 'all'", EXIT_USAGE)
    app.home.ensure()  # an approved skill write records telemetry in state.db
    text, ok = app.approvals.run(subsystem, args.action, args.target, f"the CLI ({getpass.getuser()})")
    print(for_terminal(text))
    return 0 if ok else 1
