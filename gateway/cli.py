"""`hermes`: the daemon and the admin's command line. Home from $HERMES_HOME (default ~/.hermes)."""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import stat
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import yaml

from gateway.approval import Approvals
from gateway.config import Config, ConfigError, Secrets, get_key, load_config, parse_config, set_key_in_text
from gateway.home import AnotherGatewayRunning, GatewayLock, Home, atomic_write
from gateway.llm import resolve_endpoint
from gateway.journal import Journal
from gateway.log import configure_logging, redact
from gateway.memory import TARGETS, MemoryFileError, MemoryStore, join_entries
from gateway.memory_tool import apply_memory_record
from gateway.skills import SkillLibrary
from gateway.skills_tool import apply_skill_record, diff_for, skills_table
from gateway.staging import StagingError, StagingStore

if TYPE_CHECKING:
    from gateway.store import StateStore

EXIT_USAGE = 2


def _fail(message: str, code: int = 1) -> int:
    print(f"hermes: {message}", file=sys.stderr)
    return code


def _load(home: Home) -> Config:
    return load_config(home.config_path)


def memory_store(home: Home, config: Config) -> MemoryStore:
    return MemoryStore(home.memories, {"memory": config.memory.memory_char_limit, "user": config.memory.user_char_limit},
                       on_write=Journal(home.db_path).memory_hook)


def approvals_for(home: Home, config: Config, state: "StateStore | None" = None) -> Approvals:
    store = memory_store(home, config)
    appliers = {"memory": lambda r: apply_memory_record(store, r)}
    if state is not None:
        library = SkillLibrary(home.skills)
        appliers["skills"] = lambda r: apply_skill_record(library, home.db_path, r)
    return Approvals(StagingStore(home.pending), appliers)


def open_state(home: Home) -> "StateStore":
    from gateway.store import StateStore

    home.ensure()
    return StateStore(home.db_path)


# ---- gateway ----------------------------------------------------------------------------


def cmd_gateway_run(home: Home, args: argparse.Namespace) -> int:
    from gateway.daemon import Daemon

    config = _load(home)
    level = os.environ.get("HERMES_LOG_LEVEL", "INFO")
    console = config.platforms.console.enabled
    chatting_here = sys.stdin.isatty() and (console is True or (console == "auto" and not (
        config.platforms.telegram.enabled or config.platforms.discord.enabled)))
    if chatting_here and sys.stderr.isatty():
        # Keep the terminal for the chat: the log goes to a file, only warnings to the screen.
        home.ensure()
        log_file = home.logs / "gateway.log"
        configure_logging(level, file=str(log_file), stream_level="WARNING")
        print(f"Hermes — type a message; /help lists commands; Ctrl-D quits. (log: {log_file})", file=sys.stderr)
    else:
        configure_logging(level)
    secrets = Secrets(home.env_path)
    redact.add(secrets.values())
    try:
        return asyncio.run(Daemon(home, config, secrets).run_forever())
    except AnotherGatewayRunning as exc:
        return _fail(str(exc))


def cmd_gateway_status(home: Home, args: argparse.Namespace) -> int:
    import json

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
    print(f"pending approvals: memory {pending.get('memory', 0)}, skills {pending.get('skills', 0)}")

    def when(ts: float | None) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts)) if ts else "never"

    print(f"last review: {when(snap['last_review_at'])} · last curator run: {when(snap['last_curator_run_at'])}")
    return 0


def cmd_gateway_install(home: Home, args: argparse.Namespace) -> int:
    from gateway.install import execute, plan

    root = Path(args.root) if args.root else None
    p = plan(args.user, root)
    for warning in p.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    for line in execute(p, args.user, dry=root is not None):
        print(line)
    return 0


# ---- config -----------------------------------------------------------------------------


def cmd_config_get(home: Home, args: argparse.Namespace) -> int:
    value = get_key(_load(home), args.key)
    print(yaml.safe_dump(value, default_flow_style=False, sort_keys=False).strip() if isinstance(value, (dict, list))
          else ("null" if value is None else str(value).lower() if isinstance(value, bool) else value))
    return 0


def cmd_config_set(home: Home, args: argparse.Namespace) -> int:
    home.ensure()
    path = home.config_path
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    parse_config(text, str(path))  # refuse to edit a file that is already broken
    get_key(Config(), args.key)  # unknown key -> ConfigError naming it
    new_text = set_key_in_text(text, args.key, args.value)
    config = parse_config(new_text, str(path))
    atomic_write(path, new_text, mode=0o600)
    print(f"{args.key} = {get_key(config, args.key)}")
    return 0


# ---- doctor -----------------------------------------------------------------------------


def cmd_doctor(home: Home, args: argparse.Namespace) -> int:
    results: list[tuple[bool, str, str]] = []

    def check(name: str, fn: Callable[[], str]) -> None:
        try:
            results.append((True, name, fn()))
        except Exception as exc:  # every check reports, none stops the others
            results.append((False, name, redact(str(exc)) or type(exc).__name__))

    config_box: dict[str, Config] = {}

    def config_ok() -> str:
        config_box["c"] = _load(home)
        return str(home.config_path) if home.config_path.exists() else "defaults (no config.yaml)"

    def home_perms() -> str:
        if not home.root.exists():
            raise RuntimeError(f"{home.root} does not exist (created by the first `hermes gateway run`)")
        mode = stat.S_IMODE(home.root.stat().st_mode)
        if mode & 0o077:
            raise RuntimeError(f"{home.root} is mode {mode:o}; run chmod 700 {home.root}")
        if home.env_path.exists():
            emode = stat.S_IMODE(home.env_path.stat().st_mode)
            if emode & 0o077:
                raise RuntimeError(f"{home.env_path} is mode {emode:o}; run chmod 600 {home.env_path}")
        return f"{home.root} is private"

    def state_db() -> str:
        from gateway.store import StateStore

        if not home.db_path.exists():
            return "not created yet"
        store = StateStore(home.db_path)
        try:
            result = store.integrity_check()
            if result != "ok":
                raise RuntimeError(f"integrity check: {result}")
            return f"schema v{store.schema_version}, {store.count_messages()} messages"
        finally:
            store.close()

    def model_endpoint() -> str:
        config = config_box.get("c") or Config()
        ep = resolve_endpoint(config.model, Secrets(home.env_path))
        from urllib.parse import urlparse

        url = urlparse(ep.base_url)
        port = url.port or (443 if url.scheme == "https" else 80)
        with socket.create_connection((url.hostname, port), timeout=5):
            pass
        return f"{url.scheme}://{url.hostname}:{port} reachable (model {ep.model})"

    def platform_tokens() -> str:
        config = config_box.get("c") or Config()
        secrets = Secrets(home.env_path)
        notes = []
        for name in ("telegram", "discord"):
            cfg = getattr(config.platforms, name)
            if not cfg.enabled:
                notes.append(f"{name} off")
                continue
            secrets.require(cfg.token_env, f"platforms.{name}")
            if not cfg.allowed_users:
                raise RuntimeError(f"platforms.{name}.allowed_users is empty: nobody could talk to the bot")
            notes.append(f"{name} token present")
        return ", ".join(notes)

    def memory_files() -> str:
        config = config_box.get("c") or Config()
        store = memory_store(home, config)
        out = []
        for t in TARGETS:
            entries = store.read(t)
            out.append(f"{TARGETS[t].filename} {store.usage(entries, t)}")
        return ", ".join(out)

    def pending() -> str:
        staging = StagingStore(home.pending)
        out = []
        for sub in ("memory", "skills"):
            records, broken = staging.list(sub)
            if broken:
                raise RuntimeError(f"unreadable pending {sub} records: {', '.join(b.filename for b in broken)}")
            out.append(f"{len(records)} {sub}")
        return "waiting: " + ", ".join(out)

    check("config", config_ok)
    check("home permissions", home_perms)
    check("state.db", state_db)
    check("model endpoint", model_endpoint)
    check("platform tokens", platform_tokens)
    check("memory files", memory_files)
    def skills() -> str:
        valid, invalid = SkillLibrary(home.skills).scan()
        if invalid:
            raise RuntimeError("invalid skills (left out of the prompt): " + "; ".join(f"{p}: {r}" for p, r in invalid))
        return f"{len(valid)} valid"

    check("pending writes", pending)
    check("skills", skills)
    for ok, name, detail in results:
        print(f"{'OK  ' if ok else 'FAIL'} {name}: {detail}")
    return 0 if all(ok for ok, _, _ in results) else 1


# ---- memory -----------------------------------------------------------------------------


def cmd_memory(home: Home, args: argparse.Namespace) -> int:
    config = _load(home)
    if args.action == "show":
        store = memory_store(home, config)
        targets = [args.target] if args.target else list(TARGETS)
        for t in targets:
            try:
                entries = store.read(t)
            except MemoryFileError as exc:
                print(f"{TARGETS[t].filename}: {exc}")
                continue
            print(f"{TARGETS[t].filename} [{store.usage(entries, t)} chars, {len(entries)} entries]")
            print(join_entries(entries) if entries else "(empty)")
            print()
        return 0
    return _approval_verb(home, config, "memory", args)


def cmd_skills(home: Home, args: argparse.Namespace) -> int:
    config = _load(home)
    state = open_state(home)
    try:
        if args.action == "list":
            print(skills_table(SkillLibrary(home.skills), state.skill_records()))
            return 0
        if args.action == "diff":
            if not args.target:
                return _fail("diff needs an id", EXIT_USAGE)
            try:
                record = StagingStore(home.pending).get("skills", args.target)
            except StagingError as exc:
                return _fail(str(exc))
            print(diff_for(SkillLibrary(home.skills), record))
            return 0
        return _approval_verb(home, config, "skills", args, state)
    finally:
        state.close()


def _approval_verb(home: Home, config: Config, subsystem: str, args: argparse.Namespace,
                   state: "StateStore | None" = None) -> int:
    approvals = approvals_for(home, config, state)
    if args.action == "pending":
        print(approvals.pending_text(subsystem))
        return 0
    if not args.target:
        return _fail(f"{args.action} needs an id or 'all'", EXIT_USAGE)
    text, ok = approvals.run(subsystem, args.action, args.target)
    print(text)
    return 0 if ok else 1


# ---- curator and cron ---------------------------------------------------------------------


def cmd_curator(home: Home, args: argparse.Namespace) -> int:
    from curator.archive import ArchiveError
    from curator.runner import Curator, format_status

    home.ensure()
    cur = Curator(home, _load(home).curator)
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
            return _fail(str(exc))
    elif args.verb == "restore":
        try:
            print(cur.restore(args.name))
        except ArchiveError as exc:
            return _fail(str(exc))
    else:
        entries = cur.list_archived()
        for e in entries:
            when = time.strftime("%Y-%m-%d", time.localtime(e.archived_at))
            print(f"{e.id}\t{when}\t{e.reason}")
        if not entries:
            print("nothing archived")
    return 0


def cmd_cron(home: Home, args: argparse.Namespace) -> int:
    from gateway.cron import ScheduleError, parse_schedule, parse_target
    from gateway.maintenance_commands import format_jobs

    state = open_state(home)
    try:
        if args.verb == "list":
            print(format_jobs(state.cron_jobs()))
            return 0
        if args.verb == "add":
            try:
                parse_schedule(args.schedule)
                platform, chat = parse_target(args.target)
            except ScheduleError as exc:
                return _fail(str(exc), EXIT_USAGE)
            job_id = state.cron_add(args.schedule, args.prompt, args.skill or [], platform, chat, args.thread)
            print(f"cron job #{job_id} added (a running daemon picks it up within 30 s)")
            return 0
        ok = state.cron_remove(args.id) if args.verb == "remove" else state.cron_set_paused(args.id, args.verb == "pause")
        if not ok:
            return _fail(f"no cron job #{args.id}")
        print(f"cron job #{args.id} {args.verb}d" if args.verb != "pause" else f"cron job #{args.id} paused")
        return 0
    finally:
        state.close()


# ---- journey ------------------------------------------------------------------------------


def cmd_journey(home: Home, args: argparse.Namespace) -> int:
    import shlex
    import subprocess
    import tempfile

    from gateway.journey import Journey, JourneyError, format_nodes, format_timeline, render_png

    config = _load(home)
    state = open_state(home)
    journey = Journey(memory_store(home, config), SkillLibrary(home.skills), Journal(home.db_path))
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
            return _fail(f"{action} needs a node id (see hermes journey list)", EXIT_USAGE)
        elif action == "delete":
            node = journey.node(args.node)
            if not args.yes:
                if not sys.stdin.isatty():
                    return _fail("refusing to delete without confirmation; add -y", EXIT_USAGE)
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
                return _fail(f"{editor} exited with {done.returncode}; nothing changed")
            if new_text.strip() == node.content.strip():
                print("no change")
                return 0
            print(journey.edit(args.node, new_text.strip() if node.kind == "memory" else new_text, "admin"))
        return 0
    except JourneyError as exc:
        return _fail(str(exc))
    finally:
        state.close()


# ---- search -------------------------------------------------------------------------------


def cmd_search(home: Home, args: argparse.Namespace) -> int:
    if not home.db_path.exists():
        print("no conversations yet")
        return 0
    state = open_state(home)
    try:
        if args.around is not None:
            window = state.read_window(args.around, args.context, args.context)
            if not window.get("success"):
                return _fail(window["error"])
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


# ---- usage ------------------------------------------------------------------------------


def cmd_usage(home: Home, args: argparse.Namespace) -> int:
    from gateway.store import StateStore

    if not home.db_path.exists():
        print("no usage recorded yet")
        return 0
    store = StateStore(home.db_path)
    try:
        midnight = time.mktime(time.localtime()[:3] + (0, 0, 0, 0, 0, -1))
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


# ---- parser -----------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="hermes", description="Hermes Gateway: one LLM agent in your chats.")
    sub = p.add_subparsers(dest="command", required=True)

    gw = sub.add_parser("gateway", help="run or inspect the daemon").add_subparsers(dest="verb", required=True)
    gw.add_parser("run", help="run the daemon in the foreground").set_defaults(fn=cmd_gateway_run)
    gw.add_parser("status", help="is it running, platform health, what waits").set_defaults(fn=cmd_gateway_status)
    ins = gw.add_parser("install", help="install and start the systemd service")
    ins.add_argument("--user", action="store_true", help="a user unit (no root needed), with lingering")
    ins.add_argument("--root", help="write the unit under this directory and only print the commands")
    ins.set_defaults(fn=cmd_gateway_install)

    cfg = sub.add_parser("config", help="read or change config.yaml").add_subparsers(dest="verb", required=True)
    g = cfg.add_parser("get", help="print a value")
    g.add_argument("key")
    g.set_defaults(fn=cmd_config_get)
    s = cfg.add_parser("set", help="validate and write a value")
    s.add_argument("key")
    s.add_argument("value")
    s.set_defaults(fn=cmd_config_set)

    sub.add_parser("doctor", help="check config, home, state.db, model and tokens").set_defaults(fn=cmd_doctor)

    mem = sub.add_parser("memory", help="show memory, review staged writes")
    mem.add_argument("action", choices=["show", "pending", "approve", "reject"])
    mem.add_argument("target", nargs="?", help="memory|user for show; an id or 'all' for approve/reject")
    mem.set_defaults(fn=cmd_memory)

    sk = sub.add_parser("skills", help="list skills, review staged skill writes")
    sk.add_argument("action", choices=["list", "pending", "diff", "approve", "reject"])
    sk.add_argument("target", nargs="?", help="an id, or 'all' for approve/reject")
    sk.set_defaults(fn=cmd_skills)

    cur = sub.add_parser("curator", help="the skill curator").add_subparsers(dest="verb", required=True)
    cur.add_parser("status", help="last run, next eligible time, idle time, counts").set_defaults(fn=cmd_curator)
    r = cur.add_parser("run", help="run now (ignores the schedule and the idle gate)")
    r.add_argument("--dry-run", action="store_true", help="print what would change; change nothing")
    r.set_defaults(fn=cmd_curator)
    for verb in ("pin", "unpin", "restore"):
        v = cur.add_parser(verb)
        v.add_argument("name", help="skill name" if verb != "restore" else "an id printed by list-archived")
        v.set_defaults(fn=cmd_curator)
    cur.add_parser("list-archived", help="archived skills, by restorable id").set_defaults(fn=cmd_curator)

    cron = sub.add_parser("cron", help="scheduled prompts").add_subparsers(dest="verb", required=True)
    cron.add_parser("list").set_defaults(fn=cmd_cron)
    a = cron.add_parser("add", help="e.g. hermes cron add 'every 1d' telegram:12345 'Summarise the news'")
    a.add_argument("schedule", help="'every 30m' | 'every 2h' | a cron line like '0 9 * * *' (UTC)")
    a.add_argument("target", help="platform:chat_id")
    a.add_argument("prompt")
    a.add_argument("--skill", action="append", help="a skill to load for the run (repeatable)")
    a.add_argument("--thread", default=None)
    a.set_defaults(fn=cmd_cron)
    for verb in ("pause", "resume", "remove"):
        v = cron.add_parser(verb)
        v.add_argument("id", type=int)
        v.set_defaults(fn=cmd_cron)

    jo = sub.add_parser("journey", help="the learning journey: timeline, nodes, delete, edit")
    jo.add_argument("action", nargs="?", choices=["list", "delete", "edit"])
    jo.add_argument("node", nargs="?")
    jo.add_argument("-y", "--yes", action="store_true", help="delete without asking")
    jo.add_argument("--png", metavar="FILE", help="render the timeline as a PNG")
    jo.set_defaults(fn=cmd_journey)

    se = sub.add_parser("search", help="search past conversations (all chats)")
    se.add_argument("query", nargs="*")
    se.add_argument("--limit", type=int, default=10)
    se.add_argument("--around", type=int, default=None, help="print the messages around this message id")
    se.add_argument("--context", type=int, default=5)
    se.set_defaults(fn=cmd_search)

    sub.add_parser("usage", help="tokens by task, today and the last 7 days").set_defaults(fn=cmd_usage)
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    home = Home.at()
    try:
        return args.fn(home, args)
    except ConfigError as exc:
        return _fail(str(exc), EXIT_USAGE)
    except AnotherGatewayRunning as exc:
        return _fail(str(exc))
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
