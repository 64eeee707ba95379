"""A wheel that installs a service: build it, install it into a fresh venv away from the source
tree, and let that installation write its systemd unit (which must verify)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.drill
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.timeout(900)
@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_a_wheel_installed_elsewhere_installs_its_own_user_service(tmp_path: Path):
    dist, venv, root, home = tmp_path / "dist", tmp_path / "venv", tmp_path / "root", tmp_path / "home"
    # Nothing of the source tree may leak in: pip would take it for an installed copy.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "OPENAI_API_KEY", "VIRTUAL_ENV")}
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(ROOT)], check=True,
                   timeout=600, env=env, cwd=tmp_path)
    [wheel] = list(dist.glob("hermes_gateway-*.whl"))
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120, env=env, cwd=tmp_path)
    subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "--disable-pip-version-check", str(wheel)], check=True,
                   timeout=900, env=env, cwd=tmp_path)
    env["HERMES_HOME"] = str(home)
    done = subprocess.run([str(venv / "bin" / "hermes"), "gateway", "install", "--user", "--root", str(root)],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    unit = root / ".config" / "systemd" / "user" / "hermes-gateway.service"
    text = unit.read_text()
    assert f"ExecStart={venv / 'bin' / 'hermes'} gateway run" in text and f"HERMES_HOME={home}" in text
    runtime = tmp_path / "xdg"
    runtime.mkdir(mode=0o700)
    verify = subprocess.run(["systemd-analyze", "--user", "verify", str(unit)], capture_output=True, text=True,
                            env=dict(os.environ, XDG_RUNTIME_DIR=str(runtime)), timeout=60)
    assert (verify.stdout + verify.stderr).strip() == "" and verify.returncode == 0
    assert (home / "config.yaml").exists() and (home / ".env").stat().st_mode & 0o077 == 0
    assert "Before the service can work, fill in:" in done.stdout
