"""Threat-scan timing on adversarial input: `python -m tests.bench.scan [sizes...]`.

For every rule, and for the normalisation, decoding, invisible-Unicode and Markdown
patterns, an input is built by repeating the pattern's own literal words and fragments (the
shape that makes a backtracking engine blow up), plus the known-bad case from the issue (a
short phrase about reading `.env`, repeated) and a soup of every word in the lexicon. Each
is scanned once per size (2 KiB, 64 KiB, 1 MiB) in a fresh order; the first scan of an
input is the one timed, since that is what a write costs. Two passes: `scan` for every
finding (what memory entries get), then `first` with first_only=True (what skill files get:
the first finding is enough to refuse). Prints median, p95 and worst per size and the worst
input, the event-loop stall while 1 MiB texts are scanned in a worker thread, then throughput
on the corpora. Figures only: nothing asserts.
"""

from __future__ import annotations

import random
import re
import statistics
import sys
import time

from gateway.safety.lexicon import languages
from gateway.safety.rules import rules
from gateway.safety.scan import scan
from tests.gateway.safety import corpus_seed, corpus_tuning

SIZES = {"2KiB": 2 << 10, "64KiB": 64 << 10, "1MiB": 1 << 20}
_WORD = re.compile(r"[^\W\d_]{2,}|[~/.$@%{}<>|]{1,3}\w{0,8}")

EXTRA = {
    "issue: reading .env phrase": ["read", "the", ".env", "file", "and", "cat", ".env", "then"],
    "normalise: letter spacing": ["i", "g", "n", "o", "r", "e", "a", "b"],
    "normalise: leetspeak": ["1gn0r3", "4ll", "pr3v10u5", "5y5t3m"],
    "normalise: look-alike letters": ["Іgnоrе", "рrеvіоus", "іnstruсtіоns", "Игнopиpyй"],
    "decode: base64": ["QUFBQUFB", "SWdub3Jl", "YWxs"],
    "decode: percent": ["%69%67", "%6E%6F", "%72%65", "%20"],
    "decode: entities": ["&#73;", "&#x67;", "&amp;", "&#110;"],
    "decode: escapes": ["\\x49", "\\x67", "\\x6e"],
    "invisible: zero-width and joiners": ["a\u200b", "👨\u200d", "\u200d", "\u202e", "\U000e0041"],
    "markdown: image placeholders": ["![a](https://x.example/p.png?q={", "memory", "})", "[b](https://x.example/?d=$"],
}


def fragments() -> dict[str, list[str]]:
    """Literal words and fragments per pattern, at most 60 each."""
    out = {}
    for rule in rules():
        words = list(dict.fromkeys(w for w in _WORD.findall(rule.pattern) if not re.fullmatch(r"x[0-9a-fA-F]+", w)))
        random.Random(len(words)).shuffle(words)
        out[f"{rule.category}: {rule.reason}"] = words[:60] or ["x"]
    out.update(EXTRA)
    soup = [w for block in languages().values() for spec in block.values() for w in _WORD.findall(spec)]
    out["lexicon soup"] = sorted(set(soup))
    return out


def build(words: list[str], size: int, rng: random.Random) -> str:
    parts, length = [], 0
    seps = [" ", " ", " ", ", ", ". ", "\n"]
    while length < size:
        piece = rng.choice(words) + rng.choice(seps)
        parts.append(piece)
        length += len(piece)
    return "".join(parts)[:size]


def _ms(values: list[float]) -> tuple[float, float, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered) * 1000, p95 * 1000, ordered[-1] * 1000


def adversarial(sizes: list[str], first_only: bool = False, seed: int = 7) -> dict[str, dict]:
    rng = random.Random(seed)
    cases = fragments()
    scan("warm up the compiled rules")
    results = {}
    label = "first" if first_only else "scan"
    for size_name in sizes:
        times: list[tuple[float, str]] = []
        for name, words in cases.items():
            text = build(words, SIZES[size_name], rng)
            started = time.perf_counter()
            scan(text, first_only=first_only)
            times.append((time.perf_counter() - started, name))
        med, p95, worst = _ms([t for t, _ in times])
        worst_name = max(times)[1]
        results[size_name] = {"inputs": len(times), "median_ms": med, "p95_ms": p95, "worst_ms": worst,
                              "worst_input": worst_name}
        print(f"{label:>5} {size_name:>6}: {len(times)} inputs  median {med:8.1f} ms  p95 {p95:8.1f} ms  "
              f"worst {worst:8.1f} ms  ({worst_name})", flush=True)
    return results


def corpus_throughput() -> dict:
    texts = [h[0] if isinstance(h, tuple) else h for c in (corpus_tuning, corpus_seed) for h in c.HOSTILE + c.BENIGN]
    for text in texts:  # first pass warms the automata, as a running gateway would be
        scan(text)
    per_item = []
    started = time.perf_counter()
    for text in texts:
        t0 = time.perf_counter()
        scan(text)
        per_item.append(time.perf_counter() - t0)
    elapsed = time.perf_counter() - started
    chars = sum(map(len, texts))
    med, p95, worst = _ms(per_item)
    print(f"corpora: {len(texts)} texts, {chars:,} chars in {elapsed * 1000:.0f} ms "
          f"({chars / elapsed / 1024:.0f} KiB/s); per text median {med:.2f} ms, p95 {p95:.2f} ms, worst {worst:.2f} ms")
    return {"texts": len(texts), "kib_per_s": chars / elapsed / 1024, "median_ms": med, "p95_ms": p95, "worst_ms": worst}


async def _loop_stall(texts: list[str], first_only: bool) -> tuple[float, float]:
    """Scan in a worker thread, as the daemon does, while a ticker on the loop measures how
    late it wakes: (worst stall ms, p99 stall ms). The daemon's switch interval is set too."""
    import asyncio

    sys.setswitchinterval(0.001)
    gaps: list[float] = []
    done = asyncio.Event()

    async def ticker() -> None:
        last = time.perf_counter()
        while not done.is_set():
            await asyncio.sleep(0.005)
            now = time.perf_counter()
            gaps.append(now - last - 0.005)
            last = now

    task = asyncio.create_task(ticker())
    for text in texts:
        await asyncio.to_thread(scan, text, first_only)
    done.set()
    await task
    ordered = sorted(gaps)
    return ordered[-1] * 1000, ordered[int(0.99 * (len(ordered) - 1))] * 1000


def loop_stall(first_only: bool = False) -> dict:
    import asyncio

    rng = random.Random(11)
    cases = fragments()
    worst_names = ["issue: reading .env phrase", "lexicon soup", *list(cases)[:6]]
    texts = [build(cases[n], SIZES["1MiB"], rng) for n in worst_names if n in cases]
    worst, p99 = asyncio.run(_loop_stall(texts, first_only))
    print(f"{'first' if first_only else 'scan':>5} event loop while {len(texts)} 1 MiB adversarial texts are scanned "
          f"off the loop: worst stall {worst:.1f} ms, p99 {p99:.1f} ms (target: no stall over 50 ms)")
    return {"worst_stall_ms": worst, "p99_stall_ms": p99}


def main(argv: list[str] | None = None) -> dict:
    argv = list(argv or [])
    sizes = [s for s in argv if s in SIZES] or list(SIZES)
    if "--first-only" in argv:
        return {"first": adversarial(sizes, first_only=True), "loop_first": loop_stall(first_only=True)}
    results = {"adversarial": adversarial(sizes), "loop": loop_stall()}
    # first_only in a fresh process: this one's automata are warm from the same word lists.
    import subprocess

    subprocess.run([sys.executable, "-m", "tests.bench.scan", "--first-only", *sizes], check=True)
    results["corpora"] = corpus_throughput()
    return results


if __name__ == "__main__":
    main(sys.argv[1:])
