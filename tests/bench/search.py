"""Session search latency over a large state.db (default 1,000,000 messages)."""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from gateway.store import StateStore

VOCAB_SIZE = 20_000


def _words(rng: random.Random) -> list[str]:
    syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "shi", "po", "de", "an", "or", "el", "us", "ix", "ba"]
    words = set()
    while len(words) < VOCAB_SIZE:
        words.add("".join(rng.choices(syllables, k=rng.randint(2, 4))))
    return sorted(words)


def build(path: Path, n: int, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    vocab = _words(rng)
    weights = [1 / (i + 1) for i in range(len(vocab))]  # Zipf-like: a few common words, a long tail
    cum, total = [], 0.0
    for w in weights:
        total += w
        cum.append(total)
    store = StateStore(path)
    sessions = [store.create_session(f"telegram:{c}:-:-", "telegram", str(c)).id for c in range(200)]
    conn = store.conn
    batch = 20_000
    now = time.time()
    for start in range(0, n, batch):
        rows = []
        for i in range(start, min(n, start + batch)):
            text = " ".join(rng.choices(vocab, cum_weights=cum, k=rng.randint(5, 40)))
            rows.append((sessions[i % len(sessions)], "user" if i % 2 == 0 else "assistant", text, now - (n - i)))
        conn.execute("BEGIN")
        conn.executemany("INSERT INTO messages(session_id, role, content, created_at) VALUES(?,?,?,?)", rows)
        conn.execute("COMMIT")
    store.close()
    return vocab


def measure(path: Path, vocab: list[str], queries: int = 300, seed: int = 5) -> dict:
    rng = random.Random(seed)
    store = StateStore(path)
    samples = []
    # Realistic recall queries: one or two words from across the vocabulary, scoped to a chat,
    # plus a share of unscoped admin searches.
    for q in range(queries):
        words = " ".join(rng.choices(vocab[50:], k=rng.choice((1, 2))))
        scope = None if q % 5 == 0 else ("telegram", str(rng.randrange(200)))
        t0 = time.perf_counter()
        store.search(words, scope, 10)
        samples.append((time.perf_counter() - t0) * 1000)
    store.close()
    samples.sort()
    return {"p50_ms": statistics.median(samples), "p95_ms": samples[int(len(samples) * 0.95) - 1],
            "max_ms": samples[-1], "db_mb": path.stat().st_size / 1e6}


def main(n: int | None = None) -> dict:
    n = n or int(os.environ.get("BENCH_SEARCH_MESSAGES", "1000000"))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "state.db"
        t0 = time.perf_counter()
        vocab = build(path, n)
        built = time.perf_counter() - t0
        result = measure(path, vocab)
    result.update(messages=n, build_s=built)
    print(f"search over {n:,} messages: p50 {result['p50_ms']:.1f} ms, p95 {result['p95_ms']:.1f} ms, "
          f"max {result['max_ms']:.1f} ms; database {result['db_mb']:.0f} MB (built in {built:.0f} s)")
    return result


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else None)
