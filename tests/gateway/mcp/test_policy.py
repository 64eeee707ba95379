"""The policy of a tool, from config globs and the tool's read-only annotation: a table."""

from __future__ import annotations

import pytest

from gateway.mcp.policy import policy_for

CASES = [
    # tool, read_only, rules, expected
    ("read_file", True, {}, "allow"),
    ("write_file", False, {}, "approve"),  # unannotated or not read-only: someone approves
    ("write_file", False, {"*": "allow"}, "allow"),
    ("read_file", True, {"*": "approve"}, "approve"),  # config beats the annotation
    ("delete_repo", False, {"*": "allow", "delete_*": "deny"}, "deny"),  # the more literal glob wins
    ("delete_repo", False, {"delete_*": "deny", "*": "allow"}, "deny"),  # whatever the order
    ("delete_repo", False, {"delete_*": "deny", "delete_repo": "approve"}, "approve"),  # an exact name wins
    ("get_x", False, {"get_?": "allow", "get_*": "deny"}, "allow"),  # same literal count: first in config
    ("list", True, {"write_*": "deny"}, "allow"),  # no rule matches: the annotation decides
]


@pytest.mark.parametrize("tool,read_only,rules,expected", CASES)
def test_policy_for(tool: str, read_only: bool, rules: dict, expected: str):
    assert policy_for(tool, read_only, rules) == expected
