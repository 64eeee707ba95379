"""The gateway beside its peers: the same fake Bot API and fake model, the same workloads.

`make bench-peers` (or `python -m tests.bench peers`). Four daemons, each a child process:

- bare aiogram: tests/bench/baseline_bot.py, the floor (forwards each message, no history);
- this gateway: `python -m gateway.cli gateway run` from this checkout;
- Hermes Agent (PyPI `hermes-agent[messaging]`) and nanobot (PyPI `nanobot-ai`), each installed
  once into its own venv under the work directory (BENCH_WORKDIR, default .bench/), with its
  home and config in a fresh directory there for every run.

Per round and daemon, one process lifetime on fresh fakes (the model fake answers in 200 ms):
start to its first getUpdates; then one chat, turn by turn (each message sent once the
previous one is answered): the added latency per turn (reply − message − 200 ms), the
daemon's CPU per turn (utime + stime of the process and its children, /proc), the request
body sent to the model (characters; turn 1 and the last turn); then 100 chats × 5 messages at
once: answered messages per second, p99 latency (reply − message, queueing included), CPU
per answered message; peak RSS (VmHWM) at the end. Rounds alternate the daemons (the order
rotates each round); the report gives the median and the spread (min–max) of the rounds, and
the load average at the start and per round.

No traffic leaves loopback: the installs use pip; the measuring runs in a network namespace
that has only loopback (`unshare -n`, when the machine allows it; otherwise it says so), so
a peer's calls to outside hosts (model catalogues, update checks) fail at once.

Peers are configured, not patched, except one shim: nanobot 0.3.5 builds its
python-telegram-bot Application without a way to set `base_url`, so a `sitecustomize.py`
put on its PYTHONPATH (in the bench's work directory) changes python-telegram-bot's
default base URL to the fake's; see SHIM below.

It is a benchmark, not a test: it prints figures and asserts nothing; CI does not run it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import yaml

from tests.conftest import FAKE_TG_TOKEN
from tests.fakes.openai_server import FakeLLM, Reply
from tests.fakes.telegram_server import FakeTelegram

HERE = Path(__file__).resolve().parents[2]
WORKDIR = Path(os.environ.get("BENCH_WORKDIR", HERE / ".bench")).resolve()
LLM_DELAY = 0.2
ROUNDS = 3
SEQ_TURNS = 10  # one chat, after turn 1
BURST_CHATS, BURST_PER_CHAT = 100, 5
START_TIMEOUT = 120.0
TURN_TIMEOUT = 60.0
BURST_TIMEOUT = 180.0
QUIET = 15.0
SEQ_USER = 90001
HOME_CHAT = 90000  # a chat that gets no workload (Hermes Agent's "home channel")
BURST_USERS = [100000 + i for i in range(BURST_CHATS)]

# name -> pip requirements (pinned: the versions the issue compares against)
PEER_SPECS = {
    "hermes": ["hermes-agent[messaging]==0.19.0"],
    # nanobot's Telegram channel lists python-telegram-bot as a plugin dependency
    # (nanobot/channels/telegram/manifest.py); these are its requirements, verbatim.
    "nanobot": ["nanobot-ai==0.3.5", "python-telegram-bot[socks,webhooks]>=22.6,<23.0", "socksio>=1.0.0,<2.0.0",
                "python-socks[asyncio]>=2.8.0,<3.0.0"],
}

# nanobot 0.3.5 has no setting for the Bot API's address; python-telegram-bot takes it as a
# constructor argument whose default is the public server. This shim changes that default.
SHIM = '''\
"""Bench shim (tests/bench/peers.py): point python-telegram-bot's default base_url at the
fake Bot API, for a daemon that offers no setting for it. Loaded as sitecustomize."""
import os
import sys

_BASE = os.environ.get("BENCH_TELEGRAM_BASE_URL")


class _Finder:
    def find_spec(self, name, path=None, target=None):
        if name != "telegram.ext._applicationbuilder":
            return None
        sys.meta_path.remove(self)
        import importlib.util
        spec = importlib.util.find_spec(name)
        loader = spec.loader
        exec_module = loader.exec_module

        def patched(module):
            exec_module(module)
            init = module.ApplicationBuilder.__init__

            def __init__(self, *args, **kwargs):
                init(self, *args, **kwargs)
                self._base_url = _BASE
                self._base_file_url = _BASE.replace("/bot", "/file/bot")

            module.ApplicationBuilder.__init__ = __init__

        loader.exec_module = patched
        return spec


if _BASE:
    sys.meta_path.insert(0, _Finder())
'''


# ---- installing the peers ----------------------------------------------------------------

def venv_of(name: str) -> Path:
    return WORKDIR / "peers" / name / "venv"


def install(name: str) -> Path:
    """The peer's venv, installed on first use; a stamp holding the requirements makes re-runs quick."""
    venv = venv_of(name)
    stamp = venv / ".bench-installed"
    wanted = "\n".join(PEER_SPECS[name])
    if stamp.exists() and stamp.read_text() == wanted:
        return venv
    print(f"peers: installing {' '.join(PEER_SPECS[name])} into {venv} (once)", flush=True)
    venv.parent.mkdir(parents=True, exist_ok=True)
    if not (venv / "bin" / "python").exists():
        subprocess.run([shutil.which("python3") or "python3", "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                    *PEER_SPECS[name]], check=True)
    stamp.write_text(wanted)
    return venv


def peer_version(name: str) -> str:
    dist = {"hermes": "hermes-agent", "nanobot": "nanobot-ai"}[name]
    out = subprocess.run([str(venv_of(name) / "bin" / "python"), "-c",
                          f"import importlib.metadata as m; print(m.version({dist!r}))"],
                         capture_output=True, text=True)
    return out.stdout.strip() or "?"


# ---- the daemons ---------------------------------------------------------------------------

@dataclass
class Daemon:
    key: str
    label: str

    def command(self, home: Path, tg: FakeTelegram, llm: FakeLLM) -> tuple[list[str], dict[str, str], Path]:
        users = [SEQ_USER, *BURST_USERS]
        env = {k: v for k, v in os.environ.items() if not k.lower().endswith("_proxy")}
        env.pop("PYTHONPATH", None)
        if self.key == "bare":
            env.update(TELEGRAM_BOT_TOKEN=FAKE_TG_TOKEN, PYTHONPATH=str(HERE))
            return [sys.executable, "-m", "tests.bench.baseline_bot", tg.base, llm.base_url], env, HERE
        if self.key == "gateway":
            (home / "config.yaml").write_text(yaml.safe_dump({
                "model": {"provider": "custom", "base_url": llm.base_url, "model": "fake-model"},
                "platforms": {"telegram": {"enabled": True, "api_base": tg.base, "allowed_users": users, "admins": []},
                              "console": {"enabled": False}},
            }))
            env.update(HERMES_HOME=str(home), TELEGRAM_BOT_TOKEN=FAKE_TG_TOKEN, HERMES_LOG_LEVEL="WARNING",
                       PYTHONPATH=str(HERE))
            return [sys.executable, "-m", "gateway.cli", "gateway", "run"], env, HERE
        if self.key == "hermes":
            return hermes_command(home, tg, llm, users, env)
        if self.key == "nanobot":
            return nanobot_command(home, tg, llm, users, env)
        raise ValueError(self.key)


def hermes_command(home: Path, tg: FakeTelegram, llm: FakeLLM, users: list[int], env: dict[str, str]):
    """Hermes Agent 0.19: $HERMES_HOME/config.yaml and .env (hermes_cli/config.py, gateway/config.py)."""
    hermes_home = home / "hermes"
    hermes_home.mkdir()
    (hermes_home / "config.yaml").write_text(yaml.safe_dump({
        "model": {"provider": "custom", "base_url": llm.base_url, "default": "fake-model", "api_key": "bench"},
        "platforms": {"telegram": {"enabled": True, "extra": {"base_url": f"{tg.base}/bot",
                                                              "base_file_url": f"{tg.base}/file/bot"}}},
        # Both fetch from the internet on first use (a pip install of a TTS package on the first
        # turn, a scanner binary at start); here they could only fail, slowly.
        "security": {"allow_lazy_installs": False, "tirith_enabled": False},
    }))
    # A home channel (a chat no workload uses): without one, the first message gets a one-time
    # "no home channel is set" notice before its answer.
    (hermes_home / ".env").write_text(f"TELEGRAM_BOT_TOKEN={FAKE_TG_TOKEN}\n"
                                      f"TELEGRAM_ALLOWED_USERS={','.join(map(str, users))}\n"
                                      f"TELEGRAM_HOME_CHANNEL={HOME_CHAT}\n")
    env.update(HOME=str(home), HERMES_HOME=str(hermes_home),
               # No fallback-IP transport, and no DNS-over-HTTPS discovery of fallback IPs: discovery
               # runs only when none are configured, so one (never used) public address is.
               HERMES_TELEGRAM_DISABLE_FALLBACK_IPS="1", TELEGRAM_FALLBACK_IPS="149.154.167.220")
    return [str(venv_of("hermes") / "bin" / "hermes"), "gateway", "run"], env, home


def nanobot_command(home: Path, tg: FakeTelegram, llm: FakeLLM, users: list[int], env: dict[str, str]):
    """nanobot 0.3.5: one JSON config (nanobot/config/schema.py), `nanobot gateway --config`."""
    cfg = home / "nanobot" / "config.json"
    cfg.parent.mkdir()
    cfg.write_text(json.dumps({
        "agents": {"defaults": {"model": "fake-model", "provider": "custom", "workspace": str(home / "nanobot" / "workspace")}},
        "providers": {"custom": {"apiKey": "bench", "apiBase": llm.base_url}},
        "channels": {"telegram": {"enabled": True, "token": FAKE_TG_TOKEN, "allowFrom": [str(u) for u in users],
                                  "streaming": False}},
    }, indent=2))
    shim = WORKDIR / "peers" / "nanobot" / "shim"
    shim.mkdir(parents=True, exist_ok=True)
    (shim / "sitecustomize.py").write_text(SHIM)
    env.update(HOME=str(home), PYTHONPATH=str(shim), BENCH_TELEGRAM_BASE_URL=f"{tg.base}/bot")
    return [str(venv_of("nanobot") / "bin" / "nanobot"), "gateway", "--config", str(cfg)], env, home


DAEMONS = [Daemon("bare", "bare aiogram"), Daemon("gateway", "this gateway"), Daemon("hermes", "Hermes Agent"),
           Daemon("nanobot", "nanobot")]


# ---- measuring -----------------------------------------------------------------------------

def tree_pids(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(children.get(p, []))
    return out


def cpu_seconds(pid: int) -> float:
    """utime + stime of the process and its live descendants, plus reaped children's (cutime + cstime)."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for p in tree_pids(pid):
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])
    return total / tick


def peak_rss_mb(pid: int) -> float:
    total = 0
    for p in tree_pids(pid):
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total / 1024 if total else float("nan")


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, int(round(p / 100 * len(values))) - 1))]


async def wait_until(predicate, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        await asyncio.sleep(0.05)  # the fakes share this event loop: keep the watching cheap
    return predicate()


def echo_turn(body: dict) -> Reply:
    """Echo every user message since the last assistant message: a daemon that merges messages
    sent together into one request (as separate user messages) is seen to answer all of them."""
    tail = []
    for m in reversed(body["messages"]):
        if m["role"] == "assistant":
            break
        if m["role"] == "user":
            tail.append(m.get("content") if isinstance(m.get("content"), str) else json.dumps(m.get("content")))
    return Reply(content="echo: " + " / ".join(reversed(tail)))


async def one_run(daemon: Daemon, run_dir: Path) -> dict:
    llm = FakeLLM(default_delay=LLM_DELAY, responder=echo_turn)
    await llm.start()
    tg = FakeTelegram(token=FAKE_TG_TOKEN)
    await tg.start()
    home = run_dir / daemon.key
    home.mkdir(parents=True)
    cmd, env, cwd = daemon.command(home, tg, llm)
    log = open(home / "daemon.log", "wb")
    r: dict = {"daemon": daemon.key, "notes": []}
    t0 = time.monotonic()
    proc = await asyncio.create_subprocess_exec(*cmd, env=env, cwd=cwd, stdin=asyncio.subprocess.DEVNULL,
                                                stdout=log, stderr=asyncio.subprocess.STDOUT)
    try:
        if not await wait_until(lambda: tg.first_poll_at is not None, START_TIMEOUT):
            r["notes"].append("no getUpdates within %.0f s" % START_TIMEOUT)
            return r
        r["start_s"] = tg.first_poll_at - t0

        # One chat, turn by turn: a turn is answered by the first message to the chat after it.
        async def turn(text: str) -> float | None:
            before, seen = len(llm.body_chars), len(tg.messages_to(SEQ_USER))
            sent = time.monotonic()
            await tg.user_says(text, user_id=SEQ_USER)
            if not await wait_until(lambda: len(tg.messages_to(SEQ_USER)) > seen, TURN_TIMEOUT):
                return None
            got = tg.messages_to(SEQ_USER)[seen]["ts"]
            await wait_until(lambda: llm.in_flight == 0, TURN_TIMEOUT)  # its after-work, before the next turn
            await asyncio.sleep(0.3)
            r.setdefault("bodies", []).append(llm.body_chars[before:])
            return got - sent

        first = await turn("Hello! What can you do?")
        if first is None:
            r["notes"].append("turn 1 not answered within %.0f s" % TURN_TIMEOUT)
            return r
        r["turn1_s"] = first
        r["turn1_body_chars"] = r["bodies"][0][0] if r["bodies"][0] else None
        await asyncio.sleep(1.0)  # let turn 1's after-work (titles, saves) settle
        added, requests_before, cpu0 = [], len(llm.body_chars), cpu_seconds(proc.pid)
        for i in range(SEQ_TURNS):
            took = await turn(f"Message {i + 2}: tell me one more thing.")
            if took is None:
                r["notes"].append(f"turn {i + 2} not answered within {TURN_TIMEOUT:.0f} s")
                break
            added.append((took - LLM_DELAY) * 1000)
        cpu1 = cpu_seconds(proc.pid)
        if added:
            r["added_p50_ms"] = statistics.median(added)
            r["cpu_per_turn_ms"] = (cpu1 - cpu0) * 1000 / len(added)
            r["model_requests_per_turn"] = (len(llm.body_chars) - requests_before) / len(added)
            r["last_turn_body_chars"] = r["bodies"][-1][0] if r["bodies"][-1] else None
        await asyncio.sleep(1.0)

        # 100 chats x 5 messages, all at once. The model fake echoes the request's user messages
        # (echo_turn), so a reply says which messages it answers: message k of a chat is answered by the first
        # reply to that chat that quotes "message k" (a daemon that merges messages sent together
        # into one turn, as Hermes Agent does, answers several with one reply). Done when all are
        # answered, or nothing has moved (no reply, no model request in flight) for QUIET seconds.
        pushed: dict[int, list[float]] = {u: [] for u in BURST_USERS}
        answered_at: dict[tuple[int, int], float] = {}
        replies = {u: 0 for u in BURST_USERS}
        scanned = len(tg.sent)
        cpu0 = cpu_seconds(proc.pid)
        t_first = time.monotonic()
        for k in range(BURST_PER_CHAT):
            for u in BURST_USERS:
                pushed[u].append(time.monotonic())
                await tg.user_says(f"chat {u} message {k + 1}", user_id=u)
        want = BURST_CHATS * BURST_PER_CHAT
        last_move = time.monotonic()

        def settled() -> bool:
            nonlocal scanned, last_move
            new = tg.sent[scanned:]
            scanned += len(new)
            for m in new:
                u = int(m["chat_id"])
                if u in replies:
                    replies[u] += 1
                    for k in range(BURST_PER_CHAT):
                        if f"message {k + 1}" in str(m.get("text", "")):  # at most 9 a chat
                            answered_at.setdefault((u, k), m["ts"])
            if new or llm.in_flight:
                last_move = time.monotonic()
            return len(answered_at) >= want or time.monotonic() - last_move > QUIET

        settled_in_time = await wait_until(settled, BURST_TIMEOUT)
        done = len(answered_at) >= want
        cpu1 = cpu_seconds(proc.pid)
        latencies = [(at - pushed[u][k]) * 1000 for (u, k), at in answered_at.items()]
        last = max(answered_at.values(), default=t_first)
        answered = len(latencies)
        r["burst_answered"] = answered
        r["burst_replies"] = sum(replies.values())
        r["burst_timed_out"] = not done
        if not done:
            why = f"nothing moved for {QUIET:.0f} s" if settled_in_time else f"the {BURST_TIMEOUT:.0f} s cap"
            r["notes"].append(f"100×5: {answered}/{want} messages answered, then {why}")
        if answered:
            r["burst_msgs_per_s"] = answered / (last - t_first)
            r["burst_p99_ms"] = percentile(latencies, 99) if done else float("inf")
            r["burst_cpu_per_msg_ms"] = (cpu1 - cpu0) * 1000 / answered
        if r["burst_replies"] < want:
            r["notes"].append(f"100×5: {r['burst_replies']} replies for {want} messages")
        r["peak_rss_mb"] = peak_rss_mb(proc.pid)
        return r
    finally:
        if proc.returncode is None:
            proc.terminate()
        try:
            await asyncio.wait_for(proc.wait(), 30)
        except asyncio.TimeoutError:
            for p in tree_pids(proc.pid):
                try:
                    os.kill(p, 9)
                except OSError:
                    pass
            await proc.wait()
        log.close()
        r["http_404"] = sorted({path.rsplit("/", 1)[-1] for path in tg.paths
                                if not hasattr(tg, "_m_" + path.rsplit("/", 1)[-1])})
        await tg.stop()
        await llm.stop()


async def measure(rounds: int, keys: list[str]) -> dict:
    daemons = [d for d in DAEMONS if d.key in keys]
    out = {"load_at_start": os.getloadavg(), "rounds": [], "runs": []}
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(rounds):
        order = daemons[n % len(daemons):] + daemons[:n % len(daemons)]
        load = os.getloadavg()
        out["rounds"].append({"round": n + 1, "load": load, "order": [d.key for d in order]})
        print(f"round {n + 1}: load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; "
              f"order {', '.join(d.label for d in order)}", flush=True)
        for d in order:
            r = await one_run(d, WORKDIR / "runs" / stamp / f"round{n + 1}")
            r["round"] = n + 1
            out["runs"].append(r)
            print(f"  {d.label:13} " + ", ".join(f"{k}={v:.1f}" if isinstance(v, float) else f"{k}={v}"
                                                  for k, v in r.items() if k not in ("daemon", "bodies", "round")),
                  flush=True)
    out["load_at_end"] = os.getloadavg()
    return out


# ---- the table ----------------------------------------------------------------------------

ROWS = [("start_s", "start to first getUpdates, s", "{:.2f}"),
        ("added_p50_ms", "added latency per turn p50, ms", "{:.0f}"),
        ("cpu_per_turn_ms", "daemon CPU per turn, ms", "{:.0f}"),
        ("burst_msgs_per_s", "100 chats × 5: answered msgs/s", "{:.0f}"),
        ("burst_p99_ms", "100 chats × 5: p99 latency, ms", "{:,.0f}"),
        ("burst_cpu_per_msg_ms", "100 chats × 5: daemon CPU per msg, ms", "{:.0f}"),
        ("burst_answered", "100 chats × 5: messages answered (of 500)", "{:.0f}"),
        ("burst_replies", "100 chats × 5: replies sent", "{:.0f}"),
        ("peak_rss_mb", "peak RSS, MB", "{:.0f}"),
        ("turn1_body_chars", "turn 1 request body, chars", "{:,.0f}"),
        ("last_turn_body_chars", f"turn {SEQ_TURNS + 1} request body, chars", "{:,.0f}"),
        ("model_requests_per_turn", "model requests per turn", "{:.2f}")]


def cell(runs: list[dict], key: str, fmt: str) -> str:
    values = [r[key] for r in runs if r.get(key) is not None]
    if key == "burst_p99_ms" and any(r.get("burst_timed_out") for r in runs):
        timed_out = sum(1 for r in runs if r.get("burst_timed_out"))
        finite = [v for v in values if v != float("inf")]
        if not finite:
            return f"incomplete ({timed_out}/{len(runs)} rounds)"
        return f"{fmt.format(statistics.median(finite))} (incomplete in {timed_out}/{len(runs)} rounds)"
    if not values:
        return "n/a"
    med = statistics.median(values)
    if len(values) == 1 or min(values) == max(values):
        return fmt.format(med)
    return f"{fmt.format(med)} ({fmt.format(min(values))}–{fmt.format(max(values))})"


def table(result: dict) -> list[str]:
    daemons = [d for d in DAEMONS if any(r["daemon"] == d.key for r in result["runs"])]
    heads = []
    for d in daemons:
        version = result.get("versions", {}).get(d.key)
        heads.append(f"{d.label} {version}" if version else d.label)
    lines = ["| metric | " + " | ".join(heads) + " |", "|---|" + "---:|" * len(daemons)]
    for key, label, fmt in ROWS:
        lines.append(f"| {label} | " + " | ".join(cell([r for r in result["runs"] if r["daemon"] == d.key], key, fmt)
                                                  for d in daemons) + " |")
    return lines


def report(result: dict) -> list[str]:
    load = result["load_at_start"]
    lines = [f"{PEERS_HEADING}: the gateway beside Hermes Agent and nanobot", "",
             f"`make bench-peers`, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: {len(result['rounds'])} rounds, "
             "the daemons alternating (the order rotates each round), on the same loopback fake Bot API and a "
             f"model fake answering in {LLM_DELAY * 1000:.0f} ms; each cell is the median of the rounds with the "
             "spread (min–max) in brackets. Load average at start {:.2f} {:.2f} {:.2f}; per round: ".format(*load)
             + "; ".join("{:.2f}".format(r["load"][0]) for r in result["rounds"])
             + "; at end {:.2f}.".format(result["load_at_end"][0])
             + (f" Machine: {result['machine']}." if result.get("machine") else "")
             + ("" if result.get("isolated", True) else " Measured WITHOUT a loopback-only network namespace."), ""]
    lines += table(result)
    notes = [(r["round"], r["daemon"], n) for r in result["runs"] for n in r.get("notes", [])]
    lines += ["", f"One chat, {SEQ_TURNS} turns after turn 1, each sent once the previous one is answered: added "
              f"latency = reply − message − {LLM_DELAY * 1000:.0f} ms; CPU = the daemon's utime + stime (with its "
              "children) over those turns, per turn. 100 chats × 5: all 500 messages pushed at once; latency = "
              "reply − message (queueing included); the model fake echoes the user messages of a request, so a message "
              "counts as answered by the first reply to its chat that quotes it (a daemon that merges messages "
              "sent together into one turn answers several with one reply); msgs/s = answered / (last answer − "
              f"first message); done when all 500 are answered or nothing moved for {QUIET:.0f} s. Request "
              "body = the first model request of the turn, in characters. Peak RSS = VmHWM summed over the "
              "daemon's process tree. Timeouts: start 120 s, a turn 60 s, the 100 × 5 workload 180 s."]
    if notes:
        lines += ["", "What did not go to plan:", ""] + [f"- round {n}, {k}: {t}" for n, k, t in notes]
    lines.append("")
    return lines


PEERS_HEADING = "## Peers"
REPORT = HERE / "docs" / "bench" / "report.md"


def peers_section(text: str) -> str | None:
    """The report's Peers section (its heading to the next `## ` heading), if it has one."""
    at = text.find("\n" + PEERS_HEADING)
    if at < 0 and not text.startswith(PEERS_HEADING):
        return None
    at = 0 if at < 0 else at + 1
    end = text.find("\n## ", at + 1)
    return text[at:] if end < 0 else text[at:end + 1]


def with_peers_section(text: str, section: str) -> str:
    old = peers_section(text)
    if old is not None:
        return text.replace(old, section.rstrip("\n") + "\n\n" if text.find(old) + len(old) < len(text) else section)
    return text.rstrip("\n") + "\n\n" + section


def write(result: dict) -> Path:
    """Put the Peers section into docs/bench/report.md, keeping the rest of the report."""
    section = "\n".join(report(result)).rstrip("\n") + "\n"
    text = REPORT.read_text() if REPORT.exists() else "# Hermes Gateway benchmarks\n"
    REPORT.write_text(with_peers_section(text, section))
    (WORKDIR / "peers-last.json").write_text(json.dumps(result, indent=1, default=str))
    return REPORT


# ---- entry points ---------------------------------------------------------------------------

def measure_here(rounds: int, keys: list[str], out: Path) -> None:
    result = asyncio.run(measure(rounds, keys))
    out.write_text(json.dumps(result, default=str))


def unshare_command() -> list[str] | None:
    """`unshare -n` as root, `unshare -rn` (a user namespace) otherwise; None when neither works here."""
    if not shutil.which("unshare"):
        return None
    for flags in (["-n"], ["-rn"]):
        if subprocess.run(["unshare", *flags, "true"], capture_output=True).returncode == 0:
            return ["unshare", *flags]
    return None


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.peers")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--only", default=",".join(d.key for d in DAEMONS), help="comma-separated: bare,gateway,hermes,nanobot")
    parser.add_argument("--measure-into", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args([] if argv is None else argv)
    keys = args.only.split(",")
    if args.measure_into:  # inside the network namespace
        subprocess.run(["ip", "link", "set", "lo", "up"], check=False)
        measure_here(args.rounds, keys, args.measure_into)
        return {}
    WORKDIR.mkdir(parents=True, exist_ok=True)
    versions = {}
    for name in PEER_SPECS:
        if name in keys:
            install(name)
            versions[name] = peer_version(name)
    print("load average at start: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()), flush=True)
    out = WORKDIR / "peers-measure.json"
    out.unlink(missing_ok=True)
    inner = [sys.executable, "-m", "tests.bench.peers", "--rounds", str(args.rounds), "--only", args.only,
             "--measure-into", str(out)]
    env = dict(os.environ, PYTHONPATH=str(HERE))
    unshare = unshare_command()
    if unshare:
        print(f"peers: measuring in a network namespace with only loopback ({' '.join(unshare)})", flush=True)
        subprocess.run([*unshare, *inner], env=env, cwd=HERE, check=True)
        isolated = True
    else:
        print("peers: cannot make a loopback-only network namespace here; measuring without one", flush=True)
        subprocess.run(inner, env=env, cwd=HERE, check=True)
        isolated = False
    result = json.loads(out.read_text())
    result["versions"] = versions
    result["isolated"] = isolated
    from tests.bench.__main__ import machine  # the report's own machine line
    result["machine"] = machine()
    print()
    print("\n".join(report(result)))
    print(f"report: {write(result)}")
    return result


if __name__ == "__main__":
    main(sys.argv[1:])
