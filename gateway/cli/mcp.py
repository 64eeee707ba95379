"""`hermes mcp list|test NAME|pending|show ID|approve ID|all|reject ID|all`.

`list` and `test` connect to the servers themselves (a stdio server is started for the
occasion and stopped again), so they work whether or not the daemon runs; `list` also shows
what the running daemon reports. Approving here records the decision in state.db; the
running daemon (or the next start) runs the call once.
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import json

from gateway.app import App
from gateway.cli.errors import EXIT_USAGE, fail
from gateway.config import Config, McpServerConfig, Secrets, load_config
from gateway.home import GatewayLock, Home
from gateway.platform import for_terminal


def _where(cfg: McpServerConfig) -> str:
    if cfg.command is not None:
        return f"stdio: {' '.join([cfg.command, *cfg.args])}"
    return f"http: {cfg.url}"


def _daemon_states(home: Home) -> dict[str, dict]:
    if not GatewayLock(home.lock_path).is_held():
        return {}
    try:
        return json.loads((home.root / "status.json").read_text()).get("mcp") or {}
    except (OSError, ValueError):
        return {}


async def _probe(config: Config, home: Home, names: list[str]) -> tuple[list[str], dict[str, str]]:
    """Connect to `names`, list their tools: (lines to print, server -> state)."""
    from gateway.mcp.hub import McpHub, exposed_name
    from gateway.mcp.results import redact

    mcp = config.mcp.model_copy(update={"servers": {n: config.mcp.servers[n] for n in names}})
    hub = McpHub(mcp, Secrets(home.env_path), log_dir=home.logs if home.root.exists() else None)
    hub.start()
    try:
        await hub.wait_first_attempt(max((c.connect_timeout_seconds for c in mcp.servers.values()), default=1) + 5)
        daemon = _daemon_states(home)
        lines = []
        listed = hub.listed()
        for name, conn in hub.connections.items():
            cfg = mcp.servers[name]
            here = conn.state if conn.state == "ready" else f"{conn.state}: {conn.last_error or 'no answer yet'}"
            theirs = daemon.get(name)
            seen = f" · daemon: {theirs['state']}, {theirs.get('restarts', 0)} restart(s)" if theirs else ""
            lines.append(redact(f"{name} ({_where(cfg)}): {here}{seen}", hub.secret_values()))
            for server, tool, policy in listed:
                if server == name:
                    about = " ".join((tool.description or "").split())[:70]
                    lines.append(f"  {exposed_name(server, tool.name):<40} {policy:<8} {about}")
        for name, cfg in sorted(config.mcp.servers.items()):
            if not cfg.enabled and name in names:
                lines.append(f"{name} ({_where(cfg)}): disabled")
        return lines, {name: conn.state for name, conn in hub.connections.items()}
    finally:
        await hub.stop()


def cmd_mcp(home: Home, args: argparse.Namespace) -> int:
    if args.action in ("list", "test"):
        config = load_config(home.config_path)
        servers = config.mcp.servers
        if args.action == "list":
            if not servers:
                print("No MCP servers are configured (mcp.servers in config.yaml).")
                return 0
            lines, _ = asyncio.run(_probe(config, home, sorted(servers)))
            for line in lines:
                print(for_terminal(line))
            return 0
        if not args.target:
            return fail("test needs a server name", EXIT_USAGE)
        if args.target not in servers:
            return fail(f"no MCP server {args.target!r} in config.yaml (have: {', '.join(sorted(servers)) or 'none'})",
                        EXIT_USAGE)
        config.mcp.servers[args.target].enabled = True
        lines, states = asyncio.run(_probe(config, home, [args.target]))
        for line in lines:
            print(for_terminal(line))
        ok = states.get(args.target) == "ready"
        print(f"{args.target}: {'ok, ' + str(len(lines) - 1) + ' tool(s) listed' if ok else 'FAILED'}")
        return 0 if ok else 1
    app = App.open(home)
    if args.action == "show":
        if not args.target:
            return fail("show needs an id", EXIT_USAGE)
        text, ok = app.approvals.show("mcp", args.target)
        print(for_terminal(text))
        return 0 if ok else 1
    if args.action == "pending":
        print(for_terminal(app.approvals.pending_text("mcp")))
        return 0
    if not args.target:
        return fail(f"{args.action} needs an id or 'all'", EXIT_USAGE)
    home.ensure()
    text, ok = app.approvals.run("mcp", args.action, args.target, f"the CLI ({getpass.getuser()})")
    print(for_terminal(text))
    return 0 if ok else 1
