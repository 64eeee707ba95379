"""`hermes search WORDS | --around ID` and `hermes usage`: what was said, and what it cost."""

from __future__ import annotations

import argparse
import time

from gateway.app import open_state
from gateway.cli.errors import EXIT_USAGE, fail
from gateway.home import Home
from gateway.store.ledger import today_start


def cmd_search(home: Home, args: argparse.Namespace) -> int:
    if args.around is None and not " ".join(args.query).strip():
        return fail("give words to search for, or --around MESSAGE_ID", EXIT_USAGE)
    if not home.db_path.exists():
        if args.around is not None:
            return fail(f"no message {args.around} (no conversations yet)")
        print("no conversations yet")
        return 0
    state = open_state(home)
    try:
        if args.around is not None:
            window = state.read_window(args.around, args.context, args.context)
            if not window.get("success"):
                return fail(window["error"])
            for m in window["messages"]:
                print(f"[{m['message_id']}] {m['date']} {m['role']}: {m['content']}")
            return 0
        hits = state.search(" ".join(args.query), None, args.limit)
        for h in hits:
            print(f"[{h['message_id']}] {h['date']} {h['chat']} session {h['session_id']} {h['role']}: {h['snippet']}")
        if not hits:
            print("no matches")
        return 0
    finally:
        state.close()


def cmd_usage(home: Home, args: argparse.Namespace) -> int:
    if not home.db_path.exists():
        print("no usage recorded yet")
        return 0
    store = open_state(home)
    try:
        midnight = today_start()
        for label, since in (("today", midnight), ("last 7 days", time.time() - 7 * 86400)):
            usage = store.usage_since(since)
            print(f"{label}:")
            if not usage:
                print("  (none)")
            for task, u in sorted(usage.items()):
                print(f"  {task:<18} {u['calls']:>6} calls {u['prompt']:>10,} in {u['completion']:>9,} out")
    finally:
        store.close()
    return 0
