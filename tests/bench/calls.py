"""Model calls per user turn, by purpose: one Telegram chat of 30 turns through the real daemon.

The daemon runs as a child process on the fake Bot API and the fake model, with the default
review settings (`memory.nudge_interval` 10, `auxiliary.background_review` auto). Every fifth
user message asks for a search, so the model calls `session_search` and answers after it.
After the last reply the bench waits until the reviews owed have finished, stops the daemon
and reads the usage ledger in state.db (one row per model call, by task). The fake model
counts the requests it received by purpose too; the two must agree, or some call went
unrecorded.

Scenarios: `auto` (the review on the main model, full history; the reviewer answers "nothing
to save" at once), `auto+tools` (the same, but each review first searches the session and
looks up a skill: three calls a review) and `routed` (the review on an auxiliary model,
reading the compact digest). Token figures are the fake's estimate (JSON
characters / 4, tool schemas not counted), the same for every purpose.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

from tests.conftest import FAKE_TG_TOKEN
from tests.fakes.openai_server import FakeLLM, Reply, text, tool_call
from tests.fakes.telegram_server import FakeTelegram

TURNS = 30
USER = 111
SEARCH_EVERY = 5
PURPOSES = ("turn", "tool step", "review", "curator", "other")
LEDGER_TASKS = {"turn": "turn", "background_review": "review", "curator": "curator"}
SCENARIOS = ("auto", "auto+tools", "routed")
NUDGE_INTERVAL = 10  # the default: reviews after turns 10, 20 and 30


def user_text(i: int) -> str:
    if i % SEARCH_EVERY == 0:
        return f"search our earlier talk about the deploy script, message {i}"
    return (f"message {i}: the staging server runs Debian 12 and the deploy script copies the build over ssh; "
            "what would you check first when it fails halfway through?")


def answer(body: dict[str, Any]) -> Reply:
    """A model that searches when asked to, then answers from what it found."""
    last = body["messages"][-1]
    if last["role"] == "tool":
        return text("From the earlier messages: check the ssh key and the free disk space on the target first.")
    if str(last.get("content", "")).startswith("search "):
        return tool_call("session_search", {"query": "deploy script"})
    return text("Check the deploy log for the first failing step, then the free disk space and the ssh key; "
                "a copy that stops halfway is most often a full disk or a dropped connection.")


def config(llm: FakeLLM, tg: FakeTelegram, scenario: str) -> dict[str, Any]:
    cfg: dict[str, Any] = {
        "model": {"provider": "custom", "base_url": llm.base_url, "model": "fake-model", "max_retries": 0},
        "platforms": {"telegram": {"enabled": True, "api_base": tg.base, "allowed_users": [USER], "admins": []},
                      "console": {"enabled": False}},
        "memory": {"nudge_interval": NUDGE_INTERVAL},
    }
    if scenario == "routed":
        cfg["auxiliary"] = {"background_review": {"model": "fake-aux-model"}}
    return cfg


def read_ledger(db_path: Path) -> dict[str, Any]:
    conn = sqlite3.connect(db_path)
    try:
        usage = {task: {"calls": n, "prompt": p or 0, "completion": c or 0} for task, n, p, c in conn.execute(
            "SELECT task, count(*), sum(prompt_tokens), sum(completion_tokens) FROM usage GROUP BY task")}
        user_turns = conn.execute("SELECT count(*) FROM messages WHERE role='user'").fetchone()[0]
        # Each answer that asked for tools is stored with the usage row of its call, and costs the
        # turn one more call after the tools ran.
        tool_steps = conn.execute(
            "SELECT count(*) FROM messages WHERE role='assistant' AND tool_calls IS NOT NULL").fetchone()[0]
        reviews = conn.execute(
            "SELECT coalesce(sum(reviewed_turns), 0), coalesce(sum(turns), 0) FROM sessions").fetchone()
    finally:
        conn.close()
    return {"usage": usage, "user_turns": user_turns, "tool_steps": tool_steps, "reviewed_turns": reviews[0],
            "turns": reviews[1]}


async def reviews_settled(db_path: Path, llm: FakeLLM, timeout: float = 120) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        state = await asyncio.to_thread(read_ledger, db_path)
        if state["turns"] and state["reviewed_turns"] >= state["turns"] and llm.in_flight == 0:
            return True
        await asyncio.sleep(0.2)
    return False


async def drive(scenario: str) -> dict[str, Any]:
    llm = FakeLLM(responder=answer)
    tg = FakeTelegram(token=FAKE_TG_TOKEN)
    if scenario == "auto+tools":
        for _ in range(TURNS // NUDGE_INTERVAL):
            llm.push_review(tool_call("session_search", {"query": "deploy script"}),
                            tool_call("skill_view", {"name": "deploy"}), text("nothing to save"))
    await llm.start()
    await tg.start()
    tmp = tempfile.TemporaryDirectory()
    home = Path(tmp.name)
    (home / "config.yaml").write_text(yaml.safe_dump(config(llm, tg, scenario)))
    env = dict(os.environ, HERMES_HOME=str(home), TELEGRAM_BOT_TOKEN=FAKE_TG_TOKEN, HERMES_LOG_LEVEL="WARNING")
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "gateway.cli", "gateway", "run", env=env,
                                                stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.DEVNULL,
                                                stderr=asyncio.subprocess.DEVNULL)
    try:
        for i in range(1, TURNS + 1):
            await tg.user_says(user_text(i), user_id=USER)
            await tg.wait_for_messages(USER, i, timeout=180 if i == 1 else 60)  # the first waits for start-up
        settled = await reviews_settled(home / "state.db", llm)
    finally:
        proc.terminate()
        try:
            await asyncio.wait_for(proc.wait(), 30)
        except asyncio.TimeoutError:
            proc.kill()
            await proc.wait()
        await tg.stop()
        await llm.stop()
    ledger = read_ledger(home / "state.db")
    tmp.cleanup()
    return summarise(scenario, ledger, dict(llm.by_purpose), settled)


def summarise(scenario: str, ledger: dict[str, Any], seen: dict[str, int], settled: bool) -> dict[str, Any]:
    usage = ledger["usage"]
    calls = dict.fromkeys(PURPOSES, 0)
    tokens = dict.fromkeys(PURPOSES, 0)
    for task, row in usage.items():
        purpose = LEDGER_TASKS.get(task, "other")
        calls[purpose] += row["calls"]
        tokens[purpose] += row["prompt"] + row["completion"]
    turn = usage.get("turn", {"calls": 0, "prompt": 0, "completion": 0})
    # Split the ledger's "turn" rows: the tool steps' share of its tokens is not in the ledger,
    # so the turn's tokens stay together (tool steps show calls only).
    calls["tool step"] = ledger["tool_steps"]
    calls["turn"] = turn["calls"] - ledger["tool_steps"]
    recorded = sum(row["calls"] for row in usage.values())
    unrecorded = sum(seen.values()) - recorded
    calls["other"] += max(0, unrecorded)
    total_tokens = sum(tokens.values())
    turns = ledger["user_turns"]
    return {"scenario": scenario, "user_turns": turns, "calls": calls,
            "per_turn": {p: calls[p] / turns if turns else float("nan") for p in PURPOSES},
            "total_per_turn": sum(calls.values()) / turns if turns else float("nan"),
            "tokens": tokens, "review_token_share": tokens["review"] / total_tokens if total_tokens else 0.0,
            "fake_saw": seen, "ledger_calls": recorded, "unrecorded": unrecorded, "settled": settled}


async def run(scenarios: tuple[str, ...] = SCENARIOS) -> list[dict[str, Any]]:
    return [await drive(s) for s in scenarios]


def main() -> list[dict[str, Any]]:
    print("load average at start: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    rows = asyncio.run(run())
    print(f"model calls per user turn: one chat, {TURNS} user turns, a search every {SEARCH_EVERY}th; "
          f"review every {NUDGE_INTERVAL} turns (the default); from the usage ledger")
    print(f"{'review':>10} {'turns':>6} " + " ".join(f"{p:>9}" for p in PURPOSES)
          + f" {'total':>6} {'review tokens':>14}")
    for r in rows:
        print(f"{r['scenario']:>10} {r['user_turns']:>6} " + " ".join(f"{r['per_turn'][p]:>9.2f}" for p in PURPOSES)
              + f" {r['total_per_turn']:>6.2f} {r['review_token_share']:>13.0%}")
    for r in rows:
        seen = ", ".join(f"{k} {v}" for k, v in sorted(r["fake_saw"].items()))
        notes = [f"{r['unrecorded']} calls not in the ledger"] if r["unrecorded"] else []
        if not r["settled"]:
            notes.append("reviews had not finished when the daemon was stopped")
        print(f"{r['scenario']}: the fake model saw {seen}; ledger rows {r['ledger_calls']}"
              + "".join(f"; {n}" for n in notes))
    return rows


if __name__ == "__main__":
    main()
