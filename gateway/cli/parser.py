"""The whole `hermes` command line, and nothing else.

This module imports only argparse: `hermes --help` and `hermes gateway status` must start in
well under 0.3 s, and the verbs' modules pull in pydantic, structlog, the composition root
and the stores. Each verb names its function as "module:function" (a module of gateway.cli),
imported by `gateway.cli.main` only once the arguments are parsed.
"""

from __future__ import annotations

import argparse

RUN = "service:cmd_run"
# Verbs that print a file's contents and construct no service: no logging set-up (structlog).
WITHOUT_LOGGING = frozenset({"service:cmd_status"})


def _gateway(sub: argparse._SubParsersAction) -> None:
    gw = sub.add_parser("gateway", help="run or inspect the daemon").add_subparsers(dest="verb", required=True)
    gw.add_parser("run", help="run the daemon in the foreground").set_defaults(fn=RUN)
    gw.add_parser("status", help="is it running, platform health, what waits").set_defaults(fn="service:cmd_status")
    ins = gw.add_parser("install", help="install and start the systemd service")
    ins.add_argument("--user", action="store_true", help="a user unit (no root needed), with lingering")
    ins.add_argument("--root", help="write the unit under this directory and only print the commands")
    ins.set_defaults(fn="service:cmd_install")


def _config(sub: argparse._SubParsersAction) -> None:
    cfg = sub.add_parser("config", help="read or change config.yaml").add_subparsers(dest="verb", required=True)
    g = cfg.add_parser("get", help="print a value")
    g.add_argument("key", help="a dotted key, e.g. memory.user_char_limit")
    g.set_defaults(fn="config:cmd_get")
    s = cfg.add_parser("set", help="validate and write a value")
    s.add_argument("key", help="a dotted key, e.g. memory.user_char_limit")
    s.add_argument("value", help="a YAML value, e.g. 3000, true, off, a string")
    s.set_defaults(fn="config:cmd_set")


def _doctor(sub: argparse._SubParsersAction) -> None:
    sub.add_parser("doctor", help="check config, home, state.db, model and tokens").set_defaults(fn="doctor:cmd_doctor")


def _writes(sub: argparse._SubParsersAction) -> None:
    mem = sub.add_parser("memory", help="show memory, review staged writes")
    mem.add_argument("action", choices=["show", "pending", "approve", "reject"], help="what to do")
    mem.add_argument("target", nargs="?", help="show: memory, user or a pending write's id; approve/reject: an id or 'all'")
    mem.set_defaults(fn="writes:cmd_memory")

    sk = sub.add_parser("skills", help="list skills, review staged skill writes")
    sk.add_argument("action", choices=["list", "pending", "show", "diff", "approve", "reject"],
                    help="what to do (diff is show)")
    sk.add_argument("target", nargs="?", help="a pending write's id, or 'all' for approve/reject")
    sk.set_defaults(fn="writes:cmd_skills")


def _mcp(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("mcp", help="MCP servers and their tools; tool calls waiting for approval")
    p.add_argument("action", choices=["list", "test", "pending", "show", "approve", "reject"], help="what to do")
    p.add_argument("target", nargs="?", help="test: a server name; show/approve/reject: a call's id ('all' for reject)")
    p.set_defaults(fn="mcp:cmd_mcp")


def _schedule(sub: argparse._SubParsersAction) -> None:
    cur = sub.add_parser("curator", help="the skill curator").add_subparsers(dest="verb", required=True)
    cur.add_parser("status", help="last run, next eligible time, idle time, counts").set_defaults(fn="schedule:cmd_curator")
    r = cur.add_parser("run", help="run now (ignores the schedule and the idle gate)")
    r.add_argument("--dry-run", action="store_true", help="print what would change; change nothing")
    r.set_defaults(fn="schedule:cmd_curator")
    for verb, what in (("pin", "keep a skill out of the curator's hands"), ("unpin", "let the curator manage it again"),
                       ("restore", "move an archived skill back")):
        v = cur.add_parser(verb, help=what)
        v.add_argument("name", help="skill name" if verb != "restore" else "an id printed by list-archived")
        v.set_defaults(fn="schedule:cmd_curator")
    cur.add_parser("list-archived", help="archived skills, by restorable id").set_defaults(fn="schedule:cmd_curator")

    cron = sub.add_parser("cron", help="scheduled prompts").add_subparsers(dest="verb", required=True)
    cron.add_parser("list", help="every job with its schedule and target").set_defaults(fn="schedule:cmd_cron")
    a = cron.add_parser("add", help="e.g. hermes cron add 'every 1d' telegram:12345 'Summarise the news'")
    a.add_argument("schedule", help="'every 30m' | 'every 2h' | a cron line like '0 9 * * *' (UTC)")
    a.add_argument("target", help="platform:chat_id")
    a.add_argument("prompt", help="what the agent is asked at each run")
    a.add_argument("--skill", action="append", help="a skill to load for the run (repeatable)")
    a.add_argument("--thread", default=None, help="a thread or topic id within the chat")
    a.set_defaults(fn="schedule:cmd_cron")
    for verb in ("pause", "resume", "remove"):
        v = cron.add_parser(verb, help=f"{verb} a job")
        v.add_argument("id", type=int, help="the job number from `hermes cron list`")
        v.set_defaults(fn="schedule:cmd_cron")


def _journey(sub: argparse._SubParsersAction) -> None:
    jo = sub.add_parser("journey", help="the learning journey: timeline, nodes, delete, edit")
    jo.add_argument("action", nargs="?", choices=["list", "delete", "edit"], help="default: the timeline")
    jo.add_argument("node", nargs="?", help="a node id from `hermes journey list`")
    jo.add_argument("-y", "--yes", action="store_true", help="delete without asking")
    jo.add_argument("--png", metavar="FILE", help="render the timeline as a PNG")
    jo.set_defaults(fn="journey:cmd_journey")


def _history(sub: argparse._SubParsersAction) -> None:
    se = sub.add_parser("search", help="search past conversations (all chats)")
    se.add_argument("query", nargs="*", help="words to find")
    se.add_argument("--limit", type=int, default=10, help="hits to print (default 10)")
    se.add_argument("--around", type=int, default=None, help="print the messages around this message id")
    se.add_argument("--context", type=int, default=5, help="messages before and after --around (default 5)")
    se.set_defaults(fn="history:cmd_search")
    sub.add_parser("usage", help="tokens by task, today and the last 7 days").set_defaults(fn="history:cmd_usage")


GROUPS = (_gateway, _config, _doctor, _writes, _mcp, _schedule, _journey, _history)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="hermes", description="Hermes Gateway: one LLM agent in your chats.")
    sub = p.add_subparsers(dest="command", required=True)
    for group in GROUPS:
        group(sub)
    return p
