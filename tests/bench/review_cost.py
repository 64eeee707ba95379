"""Review cost: tokens of the compact digest vs the full history, for synthetic sessions."""

from __future__ import annotations

import random

from gateway.llm.tokens import estimate_tokens
from review.digest import build_digest

SIZES = (20, 50, 100, 200)


def synthetic_session(turns: int, seed: int = 7) -> list[dict]:
    """Turns shaped like real chats: short questions, longer answers, a tool call every third turn."""
    rng = random.Random(seed)
    words = "deploy server memory config python docker telegram review cache token user project".split()
    out = []
    for t in range(turns):
        out.append({"role": "user", "content": " ".join(rng.choices(words, k=rng.randint(8, 60)))})
        if t % 3 == 0:
            out.append({"role": "assistant", "content": None, "tool_calls": [
                {"id": f"c{t}", "type": "function", "function": {"name": "session_search", "arguments": '{"query": "deploy"}'}}]})
            out.append({"role": "tool", "tool_call_id": f"c{t}", "content": " ".join(rng.choices(words, k=rng.randint(50, 300)))})
        out.append({"role": "assistant", "content": " ".join(rng.choices(words, k=rng.randint(40, 350)))})
    return out


def run() -> list[dict]:
    rows = []
    for turns in SIZES:
        history = synthetic_session(turns)
        full = sum(estimate_tokens(m) for m in history)
        digest = sum(estimate_tokens(m) for m in build_digest(history))
        rows.append({"turns": turns, "full_tokens": full, "digest_tokens": digest, "ratio": digest / full})
    return rows


def main() -> list[dict]:
    rows = run()
    print("review cost: digest tokens / full-history tokens (estimate: 4 chars a token)")
    print(f"{'turns':>6} {'full':>9} {'digest':>9} {'ratio':>7}")
    for r in rows:
        print(f"{r['turns']:>6} {r['full_tokens']:>9,} {r['digest_tokens']:>9,} {r['ratio']:>7.2f}")
    return rows


if __name__ == "__main__":
    main()
