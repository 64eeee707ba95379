"""sd_notify without a dependency: one datagram to $NOTIFY_SOCKET."""

from __future__ import annotations

import os
import socket


def notify(message: str, socket_path: str | None = None) -> bool:
    """Send `message` (e.g. "READY=1") to systemd; False when not run under a notify socket."""
    path = socket_path if socket_path is not None else os.environ.get("NOTIFY_SOCKET")
    if not path:
        return False
    address = "\0" + path[1:] if path.startswith("@") else path  # '@' = abstract namespace
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
            sock.settimeout(1.0)
            sock.connect(address)
            sock.sendall(message.encode("utf-8"))
        return True
    except OSError:
        return False


def watchdog_interval() -> float | None:
    """Seconds between WATCHDOG=1 pings (half of WatchdogSec), or None when not watched."""
    usec = os.environ.get("WATCHDOG_USEC")
    pid = os.environ.get("WATCHDOG_PID")
    if not usec or not usec.isdigit() or (pid and pid.isdigit() and int(pid) != os.getpid()):
        return None
    return max(0.05, int(usec) / 1_000_000 / 2)
