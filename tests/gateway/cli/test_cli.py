"""The hermes CLI as a user runs it: a subprocess with HERMES_HOME set."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from gateway.home import Home


def hermes(home: Home, *args: str, env_extra: dict | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "OPENAI_API_KEY"}
    env.update(HERMES_HOME=str(home.root), **(env_extra or {}))
    return subprocess.run([sys.executable, "-m", "gateway.cli", *args], env=env, capture_output=True, text=True, timeout=60)


def test_config_get_and_set_round_trip(home: Home):
    assert hermes(home, "config", "get", "memory.user_char_limit").stdout.strip() == "1375"
    done = hermes(home, "config", "set", "memory.user_char_limit", "3000")
    assert done.returncode == 0, done.stderr
    assert hermes(home, "config", "get", "memory.user_char_limit").stdout.strip() == "3000"
    assert oct(home.config_path.stat().st_mode & 0o777) == "0o600"


@pytest.mark.parametrize("key,value,message", [
    ("memory.user_char_limt", "5", "unknown key 'memory.user_char_limt'"),
    ("memory.user_char_limit", "lots", "'memory.user_char_limit'"),
    ("display.memory_notifications", "loud", "'display.memory_notifications'"),
])
def test_config_set_validates_before_writing(home: Home, key: str, value: str, message: str):
    home.config_path.write_text("# mine\nmemory:\n  nudge_interval: 4\n")
    done = hermes(home, "config", "set", key, value)
    assert done.returncode == 2 and message in done.stderr
    assert home.config_path.read_text() == "# mine\nmemory:\n  nudge_interval: 4\n"


def test_memory_show_prints_both_stores_with_usage(home: Home):
    (home.memories / "MEMORY.md").write_text("Uses Debian.\n§\nPrefers tabs.\n")
    out = hermes(home, "memory", "show").stdout
    assert "MEMORY.md [28/2,200 chars, 2 entries]" in out
    assert "Uses Debian.\n§\nPrefers tabs." in out
    assert "USER.md [0/1,375 chars, 0 entries]" in out


def test_doctor_reports_each_check_ok_or_fail(home: Home):
    # A server that is not there: with no model configured at all, the bundled local model
    # stands in when `make local` has installed it, and the check would pass.
    home.config_path.write_text("model:\n  provider: custom\n  base_url: http://127.0.0.1:9/v1\n  model: m\n")
    home.config_path.chmod(0o600)
    done = hermes(home, "doctor")
    lines = done.stdout.splitlines()
    assert done.returncode == 1
    names = [l.split(":")[0] for l in lines]
    assert names == ["OK   config", "OK   home permissions", "OK   state.db", "FAIL model endpoint",
                     "OK   platform tokens", "OK   memory files", "OK   pending writes", "OK   skills",
                     "OK   mcp servers", "OK   media"]
    assert "http://127.0.0.1:9/v1" in lines[3]


def test_doctor_prints_the_media_folder_size_and_retention(home: Home):
    (home.media / ("ab" * 20 + ".txt")).write_bytes(b"x" * 2 * 1024 * 1024)
    home.config_path.write_text("media:\n  retention_days: 7\n")
    home.config_path.chmod(0o600)
    done = hermes(home, "doctor")
    [line] = [l for l in done.stdout.splitlines() if l.startswith("OK   media")]
    assert f"1 file(s), 2.0 MB in {home.media} (kept 7 days)" in line


def test_doctor_flags_a_world_readable_env_file(home: Home):
    home.env_path.write_text("OPENAI_API_KEY=sk-test-doctor-123456789\n")
    home.env_path.chmod(0o644)
    out = hermes(home, "doctor").stdout
    assert "FAIL home permissions" in out and f"{home.env_path} (644)" in out and "go-rwx" in out
    assert "sk-test-doctor" not in out


def test_every_file_the_gateway_creates_is_private_including_sqlite_sidecars(home: Home):
    """Issue: pending/ was 0755 and state.db-wal / -shm 0644 in a 0700 home."""
    import stat

    fresh = Home(home.root.parent / "fresh")
    assert hermes(fresh, "cron", "add", "every 1h", "console:local", "hi").returncode == 0
    assert hermes(fresh, "memory", "pending").returncode == 0
    assert hermes(fresh, "skills", "pending").returncode == 0
    made = [p for p in [fresh.root, *fresh.root.rglob("*")] if not p.is_symlink()]
    assert any(p.name.endswith("-wal") or p.name == "state.db" for p in made)
    loose = [f"{p} {stat.S_IMODE(p.stat().st_mode):o}" for p in made if stat.S_IMODE(p.stat().st_mode) & 0o077]
    assert loose == []
    assert "OK   home permissions" in hermes(fresh, "doctor").stdout


def test_usage_with_no_database(home: Home):
    assert "no usage recorded yet" in hermes(home, "usage").stdout


def test_cli_approval_respects_disabled_stores_like_the_daemon(home: Home):
    """Drift fixed: the CLI builds the memory store from the same wiring as the daemon, so a
    staged write to a store that config disables is refused on the CLI too."""
    from gateway.approval.staging import StagingStore

    home.config_path.write_text("memory:\n  user_profile_enabled: false\n")
    record, _ = StagingStore(home.pending).stage("memory", "add", {"action": "add", "target": "user",
                                                                   "content": "Prefers tea."}, "turn", "add")
    done = hermes(home, "memory", "approve", record.id)
    assert done.returncode == 1
    assert "disabled" in done.stdout
    assert not (home.memories / "USER.md").exists()
    assert StagingStore(home.pending).count("memory") == 1  # the record stays for a decision


BAD = [
    ["gateway"], ["gateway", "bogus"], ["gateway", "install", "--root"],
    ["config", "get"], ["config", "get", "nope.key"], ["config", "set", "memory.user_char_limit", "lots"],
    ["config", "set", "memory"], ["config", "set", "memory", "1"], ["doctor", "--verbose"],
    ["memory"], ["memory", "show", "bogus"], ["memory", "approve"], ["memory", "approve", "nope!"],
    ["memory", "reject", "zzzzz"], ["memory", "frob"],
    ["skills", "diff"], ["skills", "show", "nope7"], ["skills", "approve"], ["skills", "reject", "all", "extra"],
    ["curator"], ["curator", "pin"], ["curator", "pin", "nope"], ["curator", "restore", "nope"],
    ["cron"], ["cron", "add"], ["cron", "pause", "x"], ["cron", "remove", "999"], ["cron", "add", "every 1h", "x", "y"],
    ["journey", "delete"], ["journey", "delete", "nope", "-y"], ["journey", "edit"], ["journey", "bogus"],
    ["search"], ["search", "--around", "x"], ["search", "--around", "999999"], ["usage", "extra"],
]


@pytest.mark.parametrize("argv", BAD, ids=[" ".join(a) or "(none)" for a in BAD])
def test_every_verb_answers_bad_arguments_with_usage_not_a_traceback(home: Home, argv: list[str], monkeypatch, capfd):
    import gateway.cli
    from gateway.cli import main

    monkeypatch.setenv("HERMES_HOME", str(home.root))
    monkeypatch.setattr(gateway.cli, "configure_logging", lambda *a, **k: None)  # keep the suite's logging
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's own usage errors
        code = exc.code
    out, err = capfd.readouterr()
    assert code in (1, 2), (code, out, err)
    assert "Traceback" not in out + err
    assert err.strip() or out.strip()


def test_every_argument_of_every_verb_has_help_text():
    import argparse

    from gateway.cli import build_parser

    missing = []

    def walk(parser: argparse.ArgumentParser, path: str) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                helps = {a.dest: a.help for a in action._choices_actions}
                for name, sub in action.choices.items():
                    if not helps.get(name):
                        missing.append(f"{path} {name}")
                    walk(sub, f"{path} {name}")
            elif not isinstance(action, argparse._HelpAction) and not action.help:
                missing.append(f"{path} {'/'.join(action.option_strings) or action.dest}")

    walk(build_parser(), "hermes")
    assert missing == []


LIGHT_PROBE = """
import sys
from gateway.cli import main
try:
    code = main(sys.argv[1:])
except SystemExit as exc:
    code = exc.code
heavy = sorted({m.split('.')[0] for m in sys.modules} & {'pydantic', 'structlog', 'yaml', 'aiogram', 'discord', 'openai', 'gateway.app'})
heavy += sorted(m for m in sys.modules if m in ('gateway.app', 'gateway.config', 'gateway.log'))
print('HEAVY=' + ','.join(heavy))
sys.exit(code)
"""


@pytest.mark.parametrize("argv", [["--help"], ["gateway", "status"], ["memory", "--help"], ["cron", "add", "--help"]])
def test_help_and_status_import_no_heavy_module(tmp_path, argv):
    """`hermes --help` and `hermes gateway status` stay fast by importing nothing heavy:
    no pydantic/YAML config, no structlog, no composition root, no platform or model SDK."""
    import subprocess
    import sys

    env = dict(os.environ, HERMES_HOME=str(tmp_path / "home"))
    out = subprocess.run([sys.executable, "-c", LIGHT_PROBE, *argv], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode in (0, 3), out.stderr  # status exits 3: not running
    heavy = next(line for line in out.stdout.splitlines() if line.startswith("HEAVY="))
    assert heavy == "HEAVY=", heavy
    assert ("usage: hermes" in out.stdout) if "--help" in argv else ("gateway: not running" in out.stdout)


def test_every_verb_in_the_parser_resolves_to_a_function():
    import argparse
    import inspect

    from gateway.cli import build_parser, verb

    refs = set()

    def walk(parser: argparse.ArgumentParser) -> None:
        if parser.get_default("fn"):
            refs.add(parser.get_default("fn"))
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub in action.choices.values():
                    walk(sub)

    walk(build_parser())
    assert len(refs) >= 12
    for ref in refs:
        fn = verb(ref)
        assert inspect.isfunction(fn) and list(inspect.signature(fn).parameters) == ["home", "args"], ref
