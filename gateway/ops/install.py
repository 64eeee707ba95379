"""`hermes gateway install [--user]`: write the systemd unit with this installation's paths."""

from __future__ import annotations

import getpass
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

TEMPLATE_BIN = "/opt/hermes-gateway/.venv/bin/hermes"
UNIT = "hermes-gateway.service"
UNITS_DIR = Path(__file__).resolve().parents[2] / "systemd"


@dataclass
class InstallPlan:
    unit_path: Path
    unit_text: str
    commands: list[list[str]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def hermes_binary() -> Path:
    """The `hermes` script next to this interpreter (the venv's)."""
    candidate = Path(sys.executable).parent / "hermes"
    if candidate.exists():
        return candidate
    found = shutil.which("hermes")
    if found is None:
        raise FileNotFoundError("cannot find the hermes executable next to this Python")
    return Path(found)


def render_unit(user: bool, binary: Path) -> str:
    template = (UNITS_DIR / ("hermes-gateway-user.service" if user else UNIT)).read_text(encoding="utf-8")
    return template.replace(TEMPLATE_BIN, str(binary))


def plan(user: bool, root: Path | None = None, binary: Path | None = None) -> InstallPlan:
    binary = binary or hermes_binary()
    base = root or Path("/")
    if user:
        home = Path(root) if root else Path.home()
        unit_path = home / ".config" / "systemd" / "user" / UNIT
        who = getpass.getuser()
        commands = [["loginctl", "enable-linger", who], ["systemctl", "--user", "daemon-reload"],
                    ["systemctl", "--user", "enable", "--now", "hermes-gateway"]]
    else:
        unit_path = base / "etc" / "systemd" / "system" / UNIT
        commands = [
            ["useradd", "--system", "--home-dir", "/var/lib/hermes", "--shell", "/usr/sbin/nologin", "hermes"],
            ["install", "-d", "-m", "0750", "/etc/hermes"],
            ["systemctl", "daemon-reload"],
            ["systemctl", "enable", "--now", "hermes-gateway"],
        ]
    result = InstallPlan(unit_path, render_unit(user, binary), commands)
    if not user and any(str(binary).startswith(p) for p in ("/home/", "/root/", "/run/user/")):
        result.warnings.append(
            f"{binary} is under a home directory, which the system unit hides (ProtectHome=yes); "
            "install from a checkout under /opt with deploy/install.sh, or use --user")
    return result


def user_exists(name: str) -> bool:
    import pwd

    try:
        pwd.getpwnam(name)
        return True
    except KeyError:
        return False


def execute(p: InstallPlan, user: bool, dry: bool) -> list[str]:
    """Write the unit; run (or, when `dry` or not root for a system unit, print) the commands."""
    out = []
    p.unit_path.parent.mkdir(parents=True, exist_ok=True)
    p.unit_path.write_text(p.unit_text, encoding="utf-8")
    p.unit_path.chmod(0o644)
    out.append(f"wrote {p.unit_path}")
    can_run = not dry and (user or os.geteuid() == 0)
    for cmd in p.commands:
        if cmd[0] == "useradd" and user_exists("hermes"):
            continue
        if not can_run:
            out.append("run: " + " ".join(cmd))
            continue
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode != 0:
            out.append(f"failed ({done.returncode}): {' '.join(cmd)}: {done.stderr.strip()}")
            break
        out.append("ran: " + " ".join(cmd))
    env_hint = "~/.config/hermes/hermes.env" if user else "/etc/hermes/hermes.env (mode 0600)"
    out.append(f"secrets go in {env_hint}; config in {'~/.local/state/hermes' if user else '/var/lib/hermes'}/config.yaml")
    out.append("follow the logs: " + ("journalctl --user -u hermes-gateway -f" if user else "journalctl -u hermes-gateway -f"))
    return out
