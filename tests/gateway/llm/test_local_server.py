"""The embedded model's child process (`python -m gateway.llm.local_server`)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gateway.llm.local_model import bundled_model_path, free_port, runtime_available
from gateway.llm.local_server import main

ROOT = Path(__file__).resolve().parents[3]
needs_local = pytest.mark.skipif(not (runtime_available() and bundled_model_path()),
                                 reason="xllamacpp or the bundled model is not installed (`make local`)")


def test_a_missing_model_file_is_refused_with_its_name(tmp_path, capfd):
    assert main(["--model", str(tmp_path / "nope.gguf"), "--port", "1"]) == 2
    assert "nope.gguf" in capfd.readouterr().err


def gone(pid: int) -> bool:
    """Exited (a zombie nobody reaped yet counts: it holds no memory and serves nothing)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state == "Z"


@needs_local
def test_the_server_leaves_when_the_daemon_is_killed():
    # A stand-in daemon starts the server, reports its pid, and is then SIGKILLed: no stop call.
    launcher = (
        "import subprocess, sys; "
        f"p = subprocess.Popen([sys.executable, '-m', 'gateway.llm.local_server', '--model', {str(bundled_model_path())!r}, "
        f"'--port', '{free_port()}'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
        "print(p.pid, flush=True); p.wait()"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    daemon = subprocess.Popen([sys.executable, "-c", launcher], stdout=subprocess.PIPE, text=True, env=env)
    assert daemon.stdout is not None
    server_pid = int(daemon.stdout.readline())
    time.sleep(1.0)
    daemon.send_signal(signal.SIGKILL)
    daemon.wait()
    deadline = time.monotonic() + 60
    while not gone(server_pid) and time.monotonic() < deadline:
        time.sleep(0.2)
    if not gone(server_pid):
        os.kill(server_pid, signal.SIGKILL)
        pytest.fail("the model server outlived its daemon")
