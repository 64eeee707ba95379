"""`hermes doctor`: config, home permissions, state.db, model reachability, tokens, memory,
pending writes, skills, stored media. `hermes gateway install` runs the same checks before enabling."""

from __future__ import annotations

import argparse
import socket
import time
from typing import Callable
from urllib.parse import urlparse

from gateway.app import App
from gateway.config import Config, ConfigError, Secrets, load_config
from gateway.home import Home
from gateway.llm.endpoint import resolve_endpoint
from gateway.log import redact
from gateway.store import StateStore

Result = tuple[bool, str, str]


def run_checks(home: Home) -> list[Result]:
    """Every check reports; none stops the others. Nothing here creates files in the home."""
    results: list[Result] = []
    config_box: dict[str, Config] = {}

    def check(name: str, fn: Callable[[], str]) -> None:
        try:
            results.append((True, name, fn()))
        except Exception as exc:
            results.append((False, name, redact(str(exc)) or type(exc).__name__))

    def config() -> Config:
        return config_box.get("c") or Config()

    def config_ok() -> str:
        config_box["c"] = load_config(home.config_path)
        return str(home.config_path) if home.config_path.exists() else "defaults (no config.yaml)"

    def home_perms() -> str:
        if not home.root.exists():
            raise RuntimeError(f"{home.root} does not exist yet (`hermes gateway run` or `hermes gateway install` "
                               "creates it, private)")
        loose = home.loose_permissions()
        if loose:
            shown = ", ".join(loose[:10]) + (f" and {len(loose) - 10} more" if len(loose) > 10 else "")
            raise RuntimeError(f"readable by others: {shown}; run chmod -R go-rwx {home.root}")
        return f"{home.root} and everything in it is private"

    def state_db() -> str:
        if not home.db_path.exists():
            return "not created yet"
        store = StateStore(home.db_path)
        try:
            result = store.integrity_check()
            if result != "ok":
                raise RuntimeError(f"integrity check: {result}")
            total, latest = store.unparseable(1)
            skipped = ""
            if total:
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(latest[0]["ts"]))
                skipped = (f"; {total} platform event(s) could not be parsed and were skipped (latest {when}, "
                           f"{latest[0]['platform']}: {latest[0]['reason'][:120]})")
            return f"schema v{store.schema_version}, {store.count_messages()} messages{skipped}"
        finally:
            store.close()

    def model_endpoint() -> str:
        from gateway.llm.local_model import bundled_model_path, resolve_model_file, runtime_available

        model = config().model
        if model.provider == "local":
            if not runtime_available():
                raise RuntimeError("model.provider is local but the local runtime is not installed: `make local`")
            return f"local model {resolve_model_file(model)} (the daemon serves it itself)"
        try:
            ep = resolve_endpoint(model, Secrets(home.env_path))
        except ConfigError:
            if runtime_available() and bundled_model_path() is not None:
                return ("no model configured: `make run` uses the bundled SmolLM2-135M (tiny, for trying it "
                        "out); set OPENAI_API_KEY or model.base_url for a real one")
            raise
        url = urlparse(ep.base_url)
        port = url.port or (443 if url.scheme == "https" else 80)
        try:
            with socket.create_connection((url.hostname or "", port), timeout=5):
                pass
        except OSError as exc:
            raise RuntimeError(f"cannot reach {ep.base_url}: {exc.strerror or exc}") from None
        return f"{ep.base_url} reachable (model {ep.model})"

    def platform_tokens() -> str:
        secrets = Secrets(home.env_path)
        notes = []
        for name in ("telegram", "discord"):
            cfg = getattr(config().platforms, name)
            if not cfg.enabled:
                notes.append(f"{name} off")
                continue
            secrets.require(cfg.token_env, f"platforms.{name}")
            if not cfg.allowed_users:
                raise RuntimeError(f"platforms.{name}.allowed_users is empty: nobody could talk to the bot")
            notes.append(f"{name} token present")
        return ", ".join(notes)

    def memory_files() -> str:
        report = App(home, config()).memory.health()
        text = " · ".join(f"{name}: {what}" for name, what, _ in report)
        if not all(ok for _, _, ok in report):
            raise RuntimeError(text)
        return text

    def pending() -> str:
        if not home.pending.exists():
            return "waiting: 0 memory, 0 skills, 0 mcp"
        staging = App(home, config()).staging
        out = []
        for sub in ("memory", "skills", "mcp"):
            records, broken = staging.list(sub)
            if broken:
                raise RuntimeError(f"unreadable pending {sub} records: {', '.join(b.filename for b in broken)}")
            out.append(f"{len(records)} {sub}")
        return "waiting: " + ", ".join(out)

    def mcp_servers() -> str:
        """Each server's command or variables, without connecting (`hermes mcp test NAME` connects)."""
        import re
        import shutil

        servers = config().mcp.servers
        if not servers:
            return "none configured"
        secrets, problems, notes = Secrets(home.env_path), [], []
        live = {}
        try:
            import json

            live = json.loads((home.root / "status.json").read_text()).get("mcp") or {}
        except (OSError, ValueError):
            pass
        for name, cfg in sorted(servers.items()):
            if not cfg.enabled:
                notes.append(f"{name} disabled")
                continue
            if cfg.command is not None and shutil.which(cfg.command, path=None) is None:
                problems.append(f"mcp.servers.{name}.command {cfg.command!r} is not found")
            wanted = list(cfg.env) + [v for t in cfg.headers.values() for v in re.findall(r"\$\{(\w+)\}", t)]
            missing = [v for v in wanted if secrets.get(v) is None]
            if missing:
                problems.append(f"mcp.servers.{name} needs {', '.join(missing)} (environment or .env)")
            state = live.get(name)
            notes.append(f"{name} {state['state'] if state else 'configured'}"
                         + (f" ({state['last_error']})" if state and state.get("last_error") else ""))
        if problems:
            raise RuntimeError("; ".join(problems))
        return ", ".join(notes)

    def skills() -> str:
        valid, invalid = App(home, config()).skills.scan()
        if invalid:
            raise RuntimeError("invalid skills (left out of the prompt): " + "; ".join(f"{p}: {r}" for p, r in invalid))
        return f"{len(valid)} valid"

    def media() -> str:
        from gateway.media import MediaFiles

        files, size = MediaFiles(home.media).usage()
        days = config().media.retention_days
        return f"{files} file(s), {size / 1024 / 1024:.1f} MB in {home.media} (kept {days:g} days)"

    check("config", config_ok)
    check("home permissions", home_perms)
    check("state.db", state_db)
    check("model endpoint", model_endpoint)
    check("platform tokens", platform_tokens)
    check("memory files", memory_files)
    check("pending writes", pending)
    check("skills", skills)
    check("mcp servers", mcp_servers)
    check("media", media)
    return results


def report(results: list[Result]) -> str:
    return "\n".join(f"{'OK  ' if ok else 'FAIL'} {name}: {detail}" for ok, name, detail in results)


def cmd_doctor(home: Home, args: argparse.Namespace) -> int:
    results = run_checks(home)
    print(report(results))
    return 0 if all(ok for ok, _, _ in results) else 1
