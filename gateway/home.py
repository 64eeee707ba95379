"""The home directory ($HERMES_HOME): layout, permissions, the daemon lock, atomic writes."""

from __future__ import annotations

import errno
import fcntl
import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

DEFAULT_HOME = "~/.hermes"
PRIVATE_UMASK = 0o077  # every file and folder the gateway creates is readable by its owner only


def resolve_home(explicit: str | os.PathLike | None = None) -> Path:
    raw = explicit or os.environ.get("HERMES_HOME") or DEFAULT_HOME
    return Path(raw).expanduser().resolve()


def atomic_write(path: Path, data: str | bytes, mode: int = 0o600) -> None:
    """Replace `path` with `data` so a reader sees the old file or the new one, never a mix.

    Temp file in the same directory (rename is only atomic within a filesystem), fsync the
    file, rename, fsync the directory so the rename itself survives a power cut.
    """
    path = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


class AnotherGatewayRunning(RuntimeError):
    def __init__(self, pid: int | None, home: Path):
        self.pid = pid
        self.home = home
        who = f"pid {pid}" if pid else "pid unknown"
        super().__init__(f"another gateway ({who}) is using {home}")


class GatewayLock:
    """An exclusive flock on gateway.lock, held for the daemon's lifetime.

    flock is released by the kernel when the process dies, so a crashed daemon never
    leaves a stale lock behind; the pid written into the file is only for the message.
    """

    def __init__(self, path: Path):
        self.path = path
        self._fd: int | None = None

    def acquire(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            os.close(fd)
            if exc.errno in (errno.EAGAIN, errno.EACCES):
                raise AnotherGatewayRunning(self.holder_pid(), self.path.parent) from None
            raise
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        os.fsync(fd)
        self._fd = fd

    def holder_pid(self) -> int | None:
        """The pid of the running daemon, or None when no process holds the lock."""
        try:
            text = self.path.read_text().strip()
        except OSError:
            return None
        if self._fd is None and not self.is_held():
            return None
        return int(text) if text.isdigit() else None

    def is_held(self) -> bool:
        if self._fd is not None:
            return True
        try:
            fd = os.open(self.path, os.O_RDWR)
        except FileNotFoundError:
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return True
        else:
            fcntl.flock(fd, fcntl.LOCK_UN)
            return False
        finally:
            os.close(fd)

    def release(self) -> None:
        if self._fd is not None:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None


@dataclass(frozen=True)
class Home:
    root: Path

    @classmethod
    def at(cls, explicit: str | os.PathLike | None = None) -> "Home":
        return cls(resolve_home(explicit))

    @property
    def config_path(self) -> Path:
        return self.root / "config.yaml"

    @property
    def env_path(self) -> Path:
        return self.root / ".env"

    @property
    def memories(self) -> Path:
        return self.root / "memories"

    @property
    def skills(self) -> Path:
        return self.root / "skills"

    @property
    def pending(self) -> Path:
        return self.root / "pending"

    @property
    def db_path(self) -> Path:
        return self.root / "state.db"

    @property
    def lock_path(self) -> Path:
        return self.root / "gateway.lock"

    @property
    def media(self) -> Path:
        """Files people sent (photos, documents, voice), one per content hash, pruned after media.retention_days."""
        return self.root / "media"

    @property
    def logs(self) -> Path:
        return self.root / "logs"

    @property
    def console_history(self) -> Path:
        """What was typed at the console prompt (private: it is the operator's messages)."""
        return self.logs / "console_history"

    def ensure(self) -> "Home":
        """Create the layout with private permissions; existing files are left alone."""
        dirs = [
            self.root,
            self.memories,
            self.skills,
            self.skills / ".archive",
            self.pending,
            self.pending / "memory",
            self.pending / "skills",
            self.logs,
            self.media,
        ]
        for d in dirs:
            d.mkdir(parents=True, exist_ok=True)
            os.chmod(d, 0o700)
        return self

    def loose_permissions(self) -> list[str]:
        """Paths under the home that group or others may read (everything should be private)."""
        if not self.root.exists():
            return []
        paths = [self.root]
        for dirpath, dirnames, filenames in os.walk(self.root):
            paths += [Path(dirpath) / name for name in dirnames + filenames]
        out = []
        for path in paths:
            try:
                mode = path.lstat().st_mode
            except FileNotFoundError:
                continue
            if not stat.S_ISLNK(mode) and stat.S_IMODE(mode) & 0o077:
                out.append(f"{path} ({stat.S_IMODE(mode):o})")
        return out

    def lock(self) -> GatewayLock:
        lock = GatewayLock(self.lock_path)
        lock.acquire()
        return lock
