"""How a CLI verb reports a problem: one line on stderr and an exit status."""

from __future__ import annotations

import sys

EXIT_USAGE = 2


def fail(message: str, code: int = 1) -> int:
    print(f"hermes: {message}", file=sys.stderr)
    return code
