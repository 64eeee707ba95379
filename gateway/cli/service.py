"""`hermes gateway run | status | install`.

`status` only reads the lock and status.json: it imports nothing heavy (`run` and `install`
import what they need), so it answers in a fraction of a second."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from gateway.cli.errors import fail
from gateway.home import AnotherGatewayRunning, GatewayLock, Home


def show_local_model_progress(text: str) -> None:
    print(f"hermes: local model: {text}", file=sys.stderr, flush=True)


def cmd_run(home: Home, args: argparse.Namespace) -> int:
    import asyncio

    from gateway.config import Secrets, load_config
    from gateway.daemon import Daemon
    from gateway.log import CurrentStderr, configure_logging, redact

    config = load_config(home.config_path)
    level = os.environ.get("HERMES_LOG_LEVEL", "INFO")
    progress = None  # the local model's loading, shown at the terminal when the log goes to a file
    console = config.platforms.console.enabled
    chatting_here = sys.stdin.isatty() and (console is True or (console == "auto" and not (
        config.platforms.telegram.enabled or config.platforms.discord.enabled)))
    if chatting_here and sys.stderr.isatty():
        # Keep the terminal for the chat: the log goes to a file, only warnings to the screen.
        home.ensure()
        log_file = home.logs / "gateway.log"
        configure_logging(level, stream=CurrentStderr(), file=str(log_file), stream_level="WARNING")
        print(f"Hermes — type a message; /help lists commands; Ctrl-C cancels an answer; Ctrl-D quits. "
              f"(log: {log_file})", file=sys.stderr)
        progress = show_local_model_progress
    else:
        configure_logging(level)
    secrets = Secrets(home.env_path)
    redact.add(secrets.values())
    try:
        return asyncio.run(Daemon(home, config, secrets, progress=progress).run_forever())
    except AnotherGatewayRunning as exc:
        return fail(str(exc))


def cmd_status(home: Home, args: argparse.Namespace) -> int:
    lock = GatewayLock(home.lock_path)
    if not lock.is_held():
        print(f"gateway: not running (home {home.root})")
        return 3
    print(f"gateway: running (pid {lock.holder_pid() or 'unknown'}, home {home.root})")
    try:
        snap = json.loads((home.root / "status.json").read_text())
    except (OSError, ValueError):
        print("health: no status published yet")
        return 0
    age = time.time() - snap["updated_at"]
    print(f"status as of {age:.0f}s ago, up {(time.time() - snap['started_at']) / 3600:.1f} h")
    for name, h in sorted(snap["platforms"].items()):
        extra = ", ".join(f"{k} {v}" for k, v in h.items() if k != "connected")
        print(f"  {name}: {'connected' if h.get('connected') else 'DOWN'}" + (f" ({extra})" if extra else ""))
    print(f"queue depth: {snap['queue_depth']} · busy sessions: {snap['busy_sessions']}")
    pending = snap["pending_approvals"]
    print(f"pending approvals: memory {pending.get('memory', 0)}, skills {pending.get('skills', 0)}, "
          f"mcp {pending.get('mcp', 0)}")
    for name, st in sorted((snap.get("mcp") or {}).items()):
        error = f" — {st['last_error']}" if st.get("last_error") and st.get("state") != "ready" else ""
        print(f"  mcp {name}: {st.get('state')}, {st.get('tools', 0)} tool(s), {st.get('restarts', 0)} restart(s)"
              + error)

    def when(ts: float | None) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts)) if ts else "never"

    print(f"last review: {when(snap['last_review_at'])} · last curator run: {when(snap['last_curator_run_at'])}")
    return 0


def cmd_install(home: Home, args: argparse.Namespace) -> int:
    from gateway.cli.doctor import report, run_checks
    from gateway.ops.install import execute, plan, prepare_home

    root = Path(args.root) if args.root else None
    p = plan(args.user, root, home=home.root)
    for warning in p.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    healthy = True
    if args.user:  # the system home is prepared by deploy/install.sh (as root, for the hermes user)
        for line in prepare_home(p.home):
            print(line)
        results = run_checks(Home(p.home))
        failed = [(name, detail) for ok, name, detail in results if not ok]
        healthy = not failed
        print(report(results))
        if failed:
            print("\nBefore the service can work, fill in:")
            for name, detail in failed:
                print(f"  - {name}: {detail}")
            print(f"  (secrets in {p.home / '.env'}, settings in {p.home / 'config.yaml'}; then run the commands "
                  "below, or this install again)")
    for line in execute(p, args.user, dry=root is not None, healthy=healthy):
        print(line)
    return 0
