"""Prefix stability: how much of each request is a byte-identical prefix of the next one.

Run twice: with the built-in tools only, and with an MCP server (the stdio test server)
whose tools some turns call and which adds a tool to its list mid-session."""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path

from gateway.home import Home
from tests.conftest import Gateway, make_config
from tests.fakes.openai_server import FakeLLM, text, tool_call


def serialized(request: dict) -> str:
    """The request as the provider sees its prefix: tools, system prompt, then history, in order."""
    return json.dumps(request.get("tools"), sort_keys=True, ensure_ascii=False) + "".join(
        json.dumps(m, sort_keys=True, ensure_ascii=False) for m in request["messages"])


async def run(turns: int = 50, with_mcp: bool = False) -> dict:
    fake = FakeLLM()
    await fake.start()
    with tempfile.TemporaryDirectory() as tmp:
        home = Home(Path(tmp) / "home").ensure()
        sections: dict = {"memory": {"write_approval": True, "nudge_interval": 1000}}
        if with_mcp:
            from tests.gateway.mcp.conftest import stdio_server

            sections["mcp"] = {"servers": {"t": stdio_server(Path(tmp) / "notes")}}
        gw = await Gateway(home, make_config(fake, **sections)).start()
        try:
            if with_mcp:
                while gw.app.mcp.connections["t"].state != "ready":
                    await asyncio.sleep(0.1)
            for i in range(turns):
                if with_mcp and i == 20:  # the server adds a tool: this session keeps its frozen set
                    fake.push(tool_call("t__grow", {}), text("grown"))
                elif with_mcp and i % 5 == 1:
                    fake.push(tool_call("t__lookup", {"word": f"w{i}"}), text(f"looked up {i}"))
                elif i % 7 == 3:  # some turns use tools, so tool calls and results are in the history too
                    fake.push(tool_call("memory", {"action": "add", "target": "user", "content": f"Fact {i}."}),
                              text(f"saved fact {i}"))
                await gw.console.ask(f"message {i}: " + "words " * (i % 13))
        finally:
            await gw.stop()
    await fake.stop()
    requests = [serialized(r) for r in fake.turn_requests]
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
    out = {}
    for label, with_mcp in (("built-in tools", False), ("with an MCP server", True)):
        result = out[label] = asyncio.run(run(with_mcp=with_mcp))
        print(f"prefix stability over a 50-turn session, {label} ({result['requests']} requests): "
              f"{result['exact_extensions']}/{result['pairs']} requests are exact prefix-extensions of the previous; "
              f"min shared fraction {result['min_fraction']:.3f}, mean {result['mean_fraction']:.3f}")
    return out


if __name__ == "__main__":
    main()
