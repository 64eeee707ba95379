"""`hermes gateway install [--user]`: write the systemd unit with this installation's paths.

The units and the example config ship inside the package (gateway/ops/units, read with
importlib.resources), so a wheel installed anywhere can install its service. The user unit
runs on the same home the CLI uses ($HERMES_HOME or ~/.hermes), written into the unit; the
system unit on /var/lib/hermes. Whatever the home lacks (config.yaml, an empty private .env)
is created, `hermes doctor` runs before the service is enabled, and what is still missing
is said plainly.
"""

from __future__ import annotations

import getpass
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path

TEMPLATE_BIN = "/opt/hermes-gateway/.venv/bin/hermes"
UNIT = "hermes-gateway.service"
SYSTEM_HOME = Path("/var/lib/hermes")


def shipped(name: str) -> str:
    """A file shipped with the package: a unit or an example."""
    return (files("gateway.ops") / "units" / name).read_text(encoding="utf-8")


@dataclass
class InstallPlan:
    unit_path: Path
    unit_text: str
    home: Path
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


def render_unit(user: bool, binary: Path, home: Path | None = None) -> str:
    text = shipped("hermes-gateway-user.service" if user else UNIT).replace(TEMPLATE_BIN, str(binary))
    if user and home is not None:
        # The service runs on the home the CLI uses, so `hermes ...` and the service agree.
        text = text.replace("Environment=HERMES_HOME=%S/hermes", f"Environment=HERMES_HOME={home}")
    return text


def plan(user: bool, root: Path | None = None, binary: Path | None = None, home: Path | None = None) -> InstallPlan:
    binary = binary or hermes_binary()
    base = root or Path("/")
    if user:
        from gateway.home import resolve_home

        service_home = home or resolve_home()
        unit_path = (Path(root) if root else Path.home()) / ".config" / "systemd" / "user" / UNIT
        commands = [["loginctl", "enable-linger", getpass.getuser()], ["systemctl", "--user", "daemon-reload"],
                    ["systemctl", "--user", "enable", "--now", "hermes-gateway"]]
    else:
        service_home = SYSTEM_HOME
        unit_path = base / "etc" / "systemd" / "system" / UNIT
        commands = [
            ["useradd", "--system", "--home-dir", "/var/lib/hermes", "--shell", "/usr/sbin/nologin", "hermes"],
            ["install", "-d", "-m", "0750", "/etc/hermes"],
            ["systemctl", "daemon-reload"],
            ["systemctl", "enable", "--now", "hermes-gateway"],
        ]
    result = InstallPlan(unit_path, render_unit(user, binary, service_home), service_home, commands)
    if not user and any(str(binary).startswith(p) for p in ("/home/", "/root/", "/run/user/")):
        result.warnings.append(
            f"{binary} is under a home directory, which the system unit hides (ProtectHome=yes); "
            "install from a checkout under /opt with deploy/install.sh, or use --user")
    return result


def prepare_home(home: Path) -> list[str]:
    """Create what the service's home lacks: the folders, config.yaml, an empty private .env."""
    from gateway.home import Home

    made = []
    h = Home(home).ensure()
    if not h.config_path.exists():
        h.config_path.write_text(shipped("config.example.yaml"), encoding="utf-8")
        h.config_path.chmod(0o600)
        made.append(f"wrote {h.config_path} (from the example)")
    if not h.env_path.exists():
        fd = os.open(h.env_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        os.write(fd, b"# Secrets for Hermes Gateway, KEY=VALUE lines (this file stays 0600).\n"
                     b"# TELEGRAM_BOT_TOKEN=123456:ABC...\n# OPENAI_API_KEY=sk-...\n")
        os.close(fd)
        made.append(f"wrote {h.env_path} (empty, 0600)")
    return made


def user_exists(name: str) -> bool:
    import pwd

    try:
        pwd.getpwnam(name)
        return True
    except KeyError:
        return False


def execute(p: InstallPlan, user: bool, dry: bool, healthy: bool = True) -> list[str]:
    """Write the unit; run (or, when `dry`, not root for a system unit, or the doctor failed,
    print) the commands."""
    out = []
    p.unit_path.parent.mkdir(parents=True, exist_ok=True)
    p.unit_path.write_text(p.unit_text, encoding="utf-8")
    p.unit_path.chmod(0o644)
    out.append(f"wrote {p.unit_path} (home {p.home})")
    can_run = not dry and healthy and (user or os.geteuid() == 0)
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
    if user:
        out.append(f"secrets go in {p.home / '.env'}; config in {p.home / 'config.yaml'}")
    else:
        out.append("secrets go in /etc/hermes/hermes.env (mode 0600); config in /var/lib/hermes/config.yaml")
    out.append("follow the logs: " + ("journalctl --user -u hermes-gateway -f" if user else "journalctl -u hermes-gateway -f"))
    return out
