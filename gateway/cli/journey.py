"""`hermes journey [list | delete NODE [-y] | edit NODE] [--png FILE]`."""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

from gateway.app import App
from gateway.cli.errors import EXIT_USAGE, fail
from gateway.home import Home
from gateway.journey.journey import (
    JourneyError,
    format_nodes,
    format_timeline,
    render_png,
)


def cmd_journey(home: Home, args: argparse.Namespace) -> int:
    app = App.open(home)
    state = app.state()
    journey = app.journey
    try:
        action = args.action or "timeline"
        if action == "list":
            print(format_nodes(journey.nodes()))
        elif action == "timeline":
            events = journey.timeline(state.journal())
            if args.png:
                render_png(events, Path(args.png))
                print(f"wrote {args.png} ({len(events)} events)")
            else:
                print(format_timeline(events))
        elif not args.node:
            return fail(f"{action} needs a node id (see hermes journey list)", EXIT_USAGE)
        elif action == "delete":
            node = journey.node(args.node)
            if not args.yes:
                if not sys.stdin.isatty():
                    return fail("refusing to delete without confirmation; add -y", EXIT_USAGE)
                answer = input(f"Delete {node.id} ({node.label})? [y/N] ")
                if answer.strip().lower() not in ("y", "yes"):
                    print("kept")
                    return 1
            print(journey.delete(args.node, "admin"))
        else:  # edit
            node = journey.node(args.node)
            editor = os.environ.get("EDITOR") or os.environ.get("VISUAL") or "vi"
            with tempfile.NamedTemporaryFile("w+", suffix=".md", delete=False, encoding="utf-8") as fh:
                fh.write(node.content)
                tmp = fh.name
            try:
                done = subprocess.run([*shlex.split(editor), tmp])
                new_text = Path(tmp).read_text(encoding="utf-8")
            finally:
                os.unlink(tmp)
            if done.returncode != 0:
                return fail(f"{editor} exited with {done.returncode}; nothing changed")
            if new_text.strip() == node.content.strip():
                print("no change")
                return 0
            print(journey.edit(args.node, new_text.strip() if node.kind == "memory" else new_text, "admin"))
        return 0
    except JourneyError as exc:
        return fail(str(exc))
    finally:
        state.close()
