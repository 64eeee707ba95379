"""`hermes`: the daemon and the admin's command line, one module per verb group.

Every verb gets its services from the same composition root as the daemon
(`gateway.app.App`), so the CLI and the daemon can never disagree about how a store is
built. Home from $HERMES_HOME (default ~/.hermes).
"""

from __future__ import annotations

import argparse
import os

from gateway.cli import config, doctor, history, journey, mcp, schedule, service, writes
from gateway.cli.errors import EXIT_USAGE, fail
from gateway.config import ConfigError
from gateway.home import PRIVATE_UMASK, AnotherGatewayRunning, Home
from gateway.log import configure_logging

GROUPS = (service, config, doctor, writes, mcp, schedule, journey, history)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="hermes", description="Hermes Gateway: one LLM agent in your chats.")
    sub = p.add_subparsers(dest="command", required=True)
    for group in GROUPS:
        group.add_parsers(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    os.umask(PRIVATE_UMASK)
    if args.fn is not service.cmd_run:  # the daemon sets up its own logging
        configure_logging(os.environ.get("HERMES_LOG_LEVEL", "WARNING"))
    home = Home.at()
    try:
        return args.fn(home, args)
    except ConfigError as exc:
        return fail(str(exc), EXIT_USAGE)
    except AnotherGatewayRunning as exc:
        return fail(str(exc))
    except KeyboardInterrupt:
        return 130

