"""Which MCP tool calls run, wait for an admin, or are refused. Pure."""

from __future__ import annotations

from fnmatch import fnmatchcase
from typing import Literal, Mapping

Policy = Literal["allow", "approve", "deny"]
POLICIES: tuple[Policy, ...] = ("allow", "approve", "deny")


def _specificity(pattern: str) -> int:
    return sum(1 for ch in pattern if ch not in "*?[]")


def policy_for(tool: str, read_only: bool, rules: Mapping[str, Policy]) -> Policy:
    """The policy of one tool of a server.

    `rules` maps tool-name globs to a policy. An exact name wins; otherwise the matching glob
    with the most literal characters (ties: the first in config order). No rule: a tool the
    server annotates read-only is `allow`, anything else `approve` (fail closed: an
    unannotated tool may have side effects).
    """
    if tool in rules:
        return rules[tool]
    best: tuple[int, Policy] | None = None
    for pattern, policy in rules.items():
        if fnmatchcase(tool, pattern):
            score = _specificity(pattern)
            if best is None or score > best[0]:
                best = (score, policy)
    if best is not None:
        return best[1]
    return "allow" if read_only else "approve"
