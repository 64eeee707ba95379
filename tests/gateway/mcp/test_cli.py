"""`hermes mcp list|test|pending|approve` and config validation, as a user runs them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from gateway.home import Home
from tests.gateway.mcp.conftest import API_KEY, stdio_server

pytestmark = pytest.mark.timeout(300)


def hermes(home: Home, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "gateway.cli", *args], capture_output=True, text=True, timeout=240,
                          env=dict(os.environ, HERMES_HOME=str(home.root), **env))


def configure(home: Home, servers: dict) -> None:
    home.config_path.write_text(yaml.safe_dump({"mcp": {"servers": servers}}))


def test_list_shows_each_server_its_tools_and_their_policy(home: Home, tmp_path: Path):
    configure(home, {"t": stdio_server(tmp_path / "notes", policy={"delete_*": "deny", "lookup": "approve"})})
    out = hermes(home, "mcp", "list")
    assert out.returncode == 0, out.stderr
    rows = {line.split()[0]: line.split()[1] for line in out.stdout.splitlines() if line.startswith("  ")}
    assert rows["t__delete_everything"] == "deny"
    assert rows["t__lookup"] == "approve"  # config overrides the read-only annotation
    assert rows["t__huge"] == "allow" and rows["t__write_note"] == "approve"
    assert out.stdout.splitlines()[0].startswith("t (stdio: ") and out.stdout.splitlines()[0].endswith("ready")


def test_test_exits_zero_for_a_working_server_and_nonzero_otherwise(home: Home, tmp_path: Path):
    configure(home, {"t": stdio_server(tmp_path / "notes"), "broken": {"command": str(tmp_path / "missing"),
                                                                       "connect_timeout_seconds": 20}})
    ok = hermes(home, "mcp", "test", "t")
    assert ok.returncode == 0 and "t: ok, 10 tool(s) listed" in ok.stdout
    broken = hermes(home, "mcp", "test", "broken")
    assert broken.returncode == 1 and "FAILED" in broken.stdout
    unknown = hermes(home, "mcp", "test", "nope")
    assert unknown.returncode == 2 and "no MCP server 'nope'" in unknown.stderr


def test_http_header_values_never_appear_in_the_cli_output(home: Home, http_server: str):
    configure(home, {"web": {"url": http_server, "headers": {"X-Api-Key": "${WEB_API_KEY}"}}})
    out = hermes(home, "mcp", "list", WEB_API_KEY=API_KEY)
    assert out.returncode == 0 and "web__lookup" in out.stdout
    assert API_KEY not in out.stdout + out.stderr
    missing = hermes(home, "mcp", "test", "web")
    assert missing.returncode == 1 and "WEB_API_KEY" in missing.stdout and API_KEY not in missing.stdout


def test_a_bad_server_entry_is_named_with_its_line(home: Home):
    home.config_path.write_text("model:\n  model: x\nmcp:\n  servers:\n    files:\n      command: npx\n"
                                "      policy:\n        '*': maybe\n    web:\n      url: http://x\n      comand: y\n")
    out = hermes(home, "mcp", "list")
    assert out.returncode == 2
    assert "config.yaml:8: 'mcp.servers.files.policy.*'" in out.stderr
    assert "config.yaml:11: unknown key 'mcp.servers.web.comand'" in out.stderr


def test_a_server_needs_exactly_one_transport(home: Home):
    home.config_path.write_text("mcp:\n  servers:\n    both:\n      command: npx\n      url: http://x\n")
    out = hermes(home, "mcp", "list")
    assert out.returncode == 2 and "config.yaml:3: 'mcp.servers.both'" in out.stderr and "exactly one" in out.stderr


def test_pending_with_nothing_waiting(home: Home):
    out = hermes(home, "mcp", "pending")
    assert out.returncode == 0 and "No pending mcp writes." in out.stdout


def test_doctor_names_a_missing_command_or_variable(home: Home, tmp_path: Path):
    configure(home, {"t": stdio_server(tmp_path / "notes"),
                     "gone": {"command": str(tmp_path / "missing")},
                     "web": {"url": "http://127.0.0.1:9/mcp", "headers": {"X-Api-Key": "${NOT_SET_KEY}"}}})
    out = hermes(home, "doctor").stdout
    [line] = [l for l in out.splitlines() if "mcp servers" in l]
    assert line.startswith("FAIL") and "mcp.servers.gone.command" in line and "NOT_SET_KEY" in line


def test_a_server_cannot_write_terminal_escapes_into_the_cli_output(home: Home):
    server = str(Path(__file__).with_name("hostileserver.py"))
    configure(home, {"h": {"command": sys.executable, "args": [server], "connect_timeout_seconds": 60}})
    out = hermes(home, "mcp", "list")
    assert out.returncode == 0, out.stderr
    assert "h__harmless" in out.stdout and "Looks harmless" in out.stdout
    assert not any(ch in out.stdout for ch in "\x1b\x07\x9b\r")
    assert "\\u001b" in out.stdout  # shown, not obeyed
