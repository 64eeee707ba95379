"""An MCP server written by hand over stdio (no SDK on this side), so it can send what the SDK
never would: a result with a lone surrogate escape (valid JSON, not valid Unicode) or bytes that
are not UTF-8 at all."""

from __future__ import annotations

import json
import sys

TOOLS = [{"name": name, "description": name, "inputSchema": {"type": "object", "properties": {}},
          "annotations": {"readOnlyHint": True}} for name in ("surrogate", "not_utf8", "plain")]


def send(raw: bytes) -> None:
    sys.stdout.buffer.write(raw + b"\n")
    sys.stdout.buffer.flush()


def answer(mid: object, result: dict) -> None:
    send(json.dumps({"jsonrpc": "2.0", "id": mid, "result": result}).encode())


for line in sys.stdin.buffer:
    msg = json.loads(line)
    method, mid = msg.get("method"), msg.get("id")
    if mid is None:
        continue  # notifications
    if method == "initialize":
        answer(mid, {"protocolVersion": msg["params"]["protocolVersion"], "capabilities": {"tools": {}},
                     "serverInfo": {"name": "raw", "version": "0"}})
    elif method == "tools/list":
        answer(mid, {"tools": TOOLS})
    elif method == "tools/call":
        tool = msg["params"]["name"]
        head = b'{"jsonrpc": "2.0", "id": ' + json.dumps(mid).encode() + b', "result": {"content": [{"type": "text", "text": "'
        tail = b'"}], "isError": false}}'
        if tool == "surrogate":
            send(head + b"before \\ud800 after" + tail)
        elif tool == "not_utf8":
            send(head + b"before \xff\xfe after" + tail)
        else:
            send(head + b"plain" + tail)
    else:
        answer(mid, {})
