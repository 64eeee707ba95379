"""Real MCP servers for the MCP tests: the stdio one is spawned by the gateway itself; the
HTTP one runs as a subprocess on a free loopback port."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

SERVER = str(Path(__file__).with_name("toolserver.py"))
API_KEY = "mcp-test-header-SECRET-9f8e7d6c5b4a"


def stdio_server(notes: Path, via_env: bool = False, **extra: Any) -> dict[str, Any]:
    """The stdio test server as config.yaml's `mcp.servers.<name>` would declare it; `via_env`:
    the notes file is named by $NOTES_FILE, passed through by name (`env: [NOTES_FILE]`)."""
    where = {"args": [SERVER], "env": ["NOTES_FILE"]} if via_env else {"args": [SERVER, "--notes", str(notes)]}
    return {"command": sys.executable, **where, "refresh_seconds": 1, "timeout_seconds": 5,
            "connect_timeout_seconds": 60, **extra}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def http_server(tmp_path: Path) -> Iterator[str]:
    port = free_port()
    log = open(tmp_path / "http-server.log", "wb")
    proc = subprocess.Popen([sys.executable, SERVER, "--http", str(port)], stdout=log, stderr=log,
                            env={"PATH": "/usr/bin:/bin", "NOTES_FILE": str(tmp_path / "http-notes")})
    deadline = time.monotonic() + 120
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError("the HTTP MCP server did not start: " + (tmp_path / "http-server.log").read_text())
            time.sleep(0.1)
    yield f"http://127.0.0.1:{port}/mcp"
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()
