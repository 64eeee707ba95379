"""`hermes`: the daemon and the admin's command line, one module per verb group.

Every verb gets its services from the same composition root as the daemon
(`gateway.app.App`), so the CLI and the daemon can never disagree about how a store is
built. Home from $HERMES_HOME (default ~/.hermes).

The command line itself is `gateway.cli.parser` (argparse only); a verb's module is imported
after the arguments are parsed, so `hermes --help` and `hermes gateway status` import neither
pydantic nor structlog nor any platform SDK.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import Callable

from gateway.cli.errors import EXIT_USAGE, fail
from gateway.cli.parser import RUN, WITHOUT_LOGGING, build_parser
from gateway.home import PRIVATE_UMASK, AnotherGatewayRunning, Home

__all__ = ["build_parser", "main"]


def verb(ref: str) -> Callable:
    """'module:function' -> gateway.cli.module.function."""
    module, name = ref.split(":")
    return getattr(importlib.import_module(f"gateway.cli.{module}"), name)


def _config_error(exc: BaseException) -> bool:
    # gateway.config (pydantic) is imported by the verbs that read config.yaml; a verb that
    # never imported it cannot have raised its ConfigError.
    config = sys.modules.get("gateway.config")
    return config is not None and isinstance(exc, config.ConfigError)


def configure_logging(level: str) -> None:
    from gateway.log import configure_logging as configure  # structlog: only for verbs that log

    configure(level)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    os.umask(PRIVATE_UMASK)
    if args.fn != RUN and args.fn not in WITHOUT_LOGGING:  # the daemon sets up its own logging
        configure_logging(os.environ.get("HERMES_LOG_LEVEL", "WARNING"))
    home = Home.at()
    try:
        return verb(args.fn)(home, args)
    except AnotherGatewayRunning as exc:
        return fail(str(exc))
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        if _config_error(exc):
            return fail(str(exc), EXIT_USAGE)
        raise
