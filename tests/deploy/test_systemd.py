"""The systemd units verify cleanly, and `hermes gateway install` writes units that do too."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gateway.ops.install import hermes_binary, render_unit

ROOT = Path(__file__).resolve().parents[2]
needs_systemd = pytest.mark.skipif(shutil.which("systemd-analyze") is None,
                                   reason="systemd-analyze is not installed on this machine")


def verify(unit: Path, user: bool, tmp_path: Path) -> str:
    env = dict(os.environ)
    cmd = ["systemd-analyze"]
    if user:
        runtime = tmp_path / "xdg"
        runtime.mkdir(mode=0o700, exist_ok=True)
        env["XDG_RUNTIME_DIR"] = str(runtime)  # --user needs a runtime dir, not a running manager
        cmd.append("--user")
    done = subprocess.run([*cmd, "verify", str(unit)], capture_output=True, text=True, env=env, timeout=60)
    # It only warns about unknown keys, so any output at all is a failure.
    return (done.stdout + done.stderr).strip() + ("" if done.returncode == 0 else f" (exit {done.returncode})")


@needs_systemd
@pytest.mark.parametrize("user", [False, True])
def test_shipped_units_verify_with_no_output(tmp_path, user):
    unit = tmp_path / "hermes-gateway.service"
    unit.write_text(render_unit(user, hermes_binary()))
    assert verify(unit, user, tmp_path) == ""


@needs_systemd
@pytest.mark.parametrize("user", [False, True])
def test_install_into_a_temp_root_writes_a_unit_that_verifies(tmp_path, user):
    env = dict(os.environ, HERMES_HOME=str(tmp_path / "home"))
    args = [sys.executable, "-m", "gateway.cli", "gateway", "install", "--root", str(tmp_path / "root")]
    done = subprocess.run(args + (["--user"] if user else []), capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    unit = tmp_path / "root" / (".config/systemd/user" if user else "etc/systemd/system") / "hermes-gateway.service"
    assert unit.exists() and f"ExecStart={hermes_binary()} gateway run" in unit.read_text()
    assert verify(unit, user, tmp_path) == ""
    assert "journalctl" in done.stdout and "run: systemctl" in done.stdout
    if user:  # the service and the CLI share one home, prepared and checked
        assert f"Environment=HERMES_HOME={tmp_path / 'home'}" in unit.read_text()
        assert (tmp_path / "home" / "config.yaml").exists()
        assert oct((tmp_path / "home" / ".env").stat().st_mode & 0o777) == "0o600"
        assert "Before the service can work, fill in:" in done.stdout and "TELEGRAM_BOT_TOKEN" in done.stdout


@needs_systemd
def test_system_unit_exposure_is_ok(tmp_path):
    unit = tmp_path / "hermes-gateway.service"
    unit.write_text(render_unit(False, hermes_binary()))
    done = subprocess.run(["systemd-analyze", "security", "--offline=true", str(unit)], capture_output=True, text=True,
                          timeout=60)
    last = done.stdout.strip().splitlines()[-1]
    score = float(last.split("level for hermes-gateway.service:")[1].split()[0])
    print(f"\nsystemd-analyze security: {last}")
    assert score <= 2.0


def test_unit_timeouts_fit_the_drain_window():
    text = (ROOT / "gateway" / "ops" / "units" / "hermes-gateway.service").read_text()
    settings = dict(line.split("=", 1) for line in text.splitlines() if "=" in line and not line.startswith("#"))
    assert settings["Type"] == "notify" and settings["KillSignal"] == "SIGTERM" and settings["Restart"] == "always"
    from gateway.config import Config

    assert int(settings["TimeoutStopSec"]) > Config().gateway.drain_seconds
    assert int(settings["WatchdogSec"]) >= 30
