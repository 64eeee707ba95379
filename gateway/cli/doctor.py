"""`hermes doctor`: config, home permissions, state.db, model reachability, tokens, memory,
pending writes, skills."""

from __future__ import annotations

import argparse
import socket
import time
from typing import Callable

from gateway.app import App
from gateway.config import Config, Secrets, load_config
from gateway.home import Home
from gateway.llm.client import resolve_endpoint
from gateway.log import redact
from gateway.store import StateStore


def cmd_doctor(home: Home, args: argparse.Namespace) -> int:
    """Every check reports; none stops the others. Exit 1 when any failed."""
    results: list[tuple[bool, str, str]] = []

    def check(name: str, fn: Callable[[], str]) -> None:
        try:
            results.append((True, name, fn()))
        except Exception as exc:  # every check reports, none stops the others
            results.append((False, name, redact(str(exc)) or type(exc).__name__))

    config_box: dict[str, Config] = {}

    def services() -> App:
        return App(home, config_box.get("c") or Config())

    def config_ok() -> str:
        config_box["c"] = load_config(home.config_path)
        return str(home.config_path) if home.config_path.exists() else "defaults (no config.yaml)"

    def home_perms() -> str:
        if not home.root.exists():
            raise RuntimeError(f"{home.root} does not exist (created by the first `hermes gateway run`)")
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
        config = config_box.get("c") or Config()
        ep = resolve_endpoint(config.model, Secrets(home.env_path))
        from urllib.parse import urlparse

        url = urlparse(ep.base_url)
        port = url.port or (443 if url.scheme == "https" else 80)
        with socket.create_connection((url.hostname, port), timeout=5):
            pass
        return f"{url.scheme}://{url.hostname}:{port} reachable (model {ep.model})"

    def platform_tokens() -> str:
        config = config_box.get("c") or Config()
        secrets = Secrets(home.env_path)
        notes = []
        for name in ("telegram", "discord"):
            cfg = getattr(config.platforms, name)
            if not cfg.enabled:
                notes.append(f"{name} off")
                continue
            secrets.require(cfg.token_env, f"platforms.{name}")
            if not cfg.allowed_users:
                raise RuntimeError(f"platforms.{name}.allowed_users is empty: nobody could talk to the bot")
            notes.append(f"{name} token present")
        return ", ".join(notes)

    def memory_files() -> str:
        report = services().memory.health()
        text = " · ".join(f"{name}: {what}" for name, what, _ in report)
        if not all(ok for _, _, ok in report):
            raise RuntimeError(text)
        return text

    def pending() -> str:
        staging = services().staging
        out = []
        for sub in ("memory", "skills"):
            records, broken = staging.list(sub)
            if broken:
                raise RuntimeError(f"unreadable pending {sub} records: {', '.join(b.filename for b in broken)}")
            out.append(f"{len(records)} {sub}")
        return "waiting: " + ", ".join(out)

    check("config", config_ok)
    check("home permissions", home_perms)
    check("state.db", state_db)
    check("model endpoint", model_endpoint)
    check("platform tokens", platform_tokens)
    check("memory files", memory_files)
    def skills() -> str:
        valid, invalid = services().skills.scan()
        if invalid:
            raise RuntimeError("invalid skills (left out of the prompt): " + "; ".join(f"{p}: {r}" for p, r in invalid))
        return f"{len(valid)} valid"

    check("pending writes", pending)
    check("skills", skills)
    for ok, name, detail in results:
        print(f"{'OK  ' if ok else 'FAIL'} {name}: {detail}")
    return 0 if all(ok for ok, _, _ in results) else 1


def add_parsers(sub: argparse._SubParsersAction) -> None:
    sub.add_parser("doctor", help="check config, home, state.db, model and tokens").set_defaults(fn=cmd_doctor)
