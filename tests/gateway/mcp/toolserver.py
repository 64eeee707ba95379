"""A real MCP server for the tests, on the SDK's server side: `python toolserver.py` (stdio)
or `python toolserver.py --http PORT` (streamable HTTP on 127.0.0.1); `--notes PATH` or $NOTES_FILE.

Side effects go to the file named by $NOTES_FILE (one line per call that ran), so a test can
count how often a call really happened, across daemon restarts too.
"""

from __future__ import annotations

import asyncio
import os
import sys

from mcp.server.mcpserver import Context, MCPServer
from mcp.types import ToolAnnotations

READ_ONLY = ToolAnnotations(read_only_hint=True)
server = MCPServer("testtools")


def _note(line: str) -> None:
    path = sys.argv[sys.argv.index("--notes") + 1] if "--notes" in sys.argv else os.environ.get("NOTES_FILE")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(line + "\n")
            f.flush()
            os.fsync(f.fileno())


@server.tool(annotations=READ_ONLY)
def lookup(word: str) -> str:
    """Look a word up (read-only)."""
    return f"{word}: a word of {len(word)} letters"


@server.tool()
def write_note(text: str) -> str:
    """Append a note (a side effect: not annotated read-only)."""
    _note(f"write_note {text}")
    return f"noted {text!r}"


@server.tool()
async def slow_write(text: str) -> str:
    """Record that it started, then take a long time (for a kill in the middle)."""
    _note(f"slow_write started {text}")
    await asyncio.sleep(3600)
    return "finished"


@server.tool(annotations=ToolAnnotations(destructive_hint=True))
def delete_everything() -> str:
    """Delete everything (the tests' config denies it)."""
    _note("delete_everything")
    return "deleted"


@server.tool(annotations=READ_ONLY)
def huge(size: int) -> str:
    """A result of `size` characters."""
    return "x" * size


@server.tool(annotations=READ_ONLY)
async def hang() -> str:
    """Never answers."""
    await asyncio.sleep(3600)
    return "never"


@server.tool(annotations=READ_ONLY)
def crash() -> str:
    """The server process dies mid-call."""
    os._exit(3)


@server.tool(annotations=READ_ONLY)
def fails() -> str:
    """Raises: the SDK answers with a tool error."""
    raise ValueError("the tool could not do it")


@server.tool(annotations=READ_ONLY)
async def grow(ctx: Context) -> str:
    """Adds a tool named `fresh` to this server's list."""
    server.add_tool(lambda: "fresh result", name="fresh", description="a tool added while running",
                    annotations=READ_ONLY)
    await ctx.notify_tools_changed()
    return "grown"


@server.tool(annotations=READ_ONLY)
def echo_header(ctx: Context) -> str:
    """Echoes the X-Api-Key request header (HTTP only): a server that leaks what it was sent."""
    headers = ctx.headers or {}
    return f"key={headers.get('x-api-key', '(none)')}"


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "--http":
        server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
    else:
        server.run()
