"""Prefix stability: how much of each request is a byte-identical prefix of the next one."""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path

from gateway.home import Home
from tests.conftest import Gateway, make_config
from tests.fakes.openai_server import FakeLLM, text, tool_call


def serialized(messages: list[dict]) -> str:
    """The request as the provider sees its prefix: system prompt, then history, in order."""
    return "".join(json.dumps(m, sort_keys=True, ensure_ascii=False) for m in messages)


async def run(turns: int = 50) -> dict:
    fake = FakeLLM()
    await fake.start()
    with tempfile.TemporaryDirectory() as tmp:
        home = Home(Path(tmp) / "home").ensure()
        gw = await Gateway(home, make_config(fake, memory={"write_approval": True, "nudge_interval": 1000})).start()
        try:
            for i in range(turns):
                if i % 7 == 3:  # some turns use tools, so tool calls and results are in the history too
                    fake.push(tool_call("memory", {"action": "add", "target": "user", "content": f"Fact {i}."}),
                              text(f"saved fact {i}"))
                await gw.console.ask(f"message {i}: " + "words " * (i % 13))
        finally:
            await gw.stop()
    await fake.stop()
    requests = [serialized(r["messages"]) for r in fake.turn_requests]
    fractions = []
    for a, b in zip(requests, requests[1:]):
        common = 0
        for x, y in zip(a, b):
            if x != y:
                break
            common += 1
        fractions.append(common / len(a))
    exact = sum(1 for a, b in zip(requests, requests[1:]) if b.startswith(a))
    return {"requests": len(requests), "min_fraction": min(fractions), "mean_fraction": sum(fractions) / len(fractions),
            "exact_extensions": exact, "pairs": len(fractions)}


def main() -> dict:
    result = asyncio.run(run())
    print(f"prefix stability over a 50-turn session ({result['requests']} requests): "
          f"{result['exact_extensions']}/{result['pairs']} requests are exact prefix-extensions of the previous; "
          f"min shared fraction {result['min_fraction']:.3f}, mean {result['mean_fraction']:.3f}")
    return result


if __name__ == "__main__":
    main()
