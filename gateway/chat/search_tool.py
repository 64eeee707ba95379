"""The `session_search` tool: recall of past conversations (FTS5 in state.db, no LLM)."""

from __future__ import annotations

from typing import Any

from gateway.registry import Tool, ToolContext, ToolRegistry
from gateway.store import AsyncStore

SCHEMA = {
    "type": "object",
    "properties": {
        "query": {"type": "string", "description": "words to find in past messages"},
        "read_around": {"type": "integer", "description": "instead of searching: a message_id to read around"},
        "before": {"type": "integer", "description": "messages before read_around (default 5)"},
        "after": {"type": "integer", "description": "messages after read_around (default 5)"},
        "limit": {"type": "integer", "description": "search hits to return (default 10, max 25)"},
        "scope": {"type": "string", "enum": ["chat", "all"], "description": "this chat (default) or all chats (admins)"},
    },
}

DESCRIPTION = ("Search past conversations (full text, ranked, with snippets), or read the real messages "
               "around a hit with read_around=<message_id>. Defaults to this chat's sessions.")


def register(tools: ToolRegistry, *, db: AsyncStore) -> None:
    async def session_search(ctx: ToolContext, args: dict[str, Any]) -> dict[str, Any]:
        scope: tuple[str, str] | None = (ctx.platform, ctx.chat_id)
        if args.get("scope") == "all":
            if not ctx.is_admin:
                return {"success": False, "error": "only an admin's conversation may search all chats"}
            scope = None
        if args.get("read_around") is not None:
            try:
                mid = int(args["read_around"])
            except (TypeError, ValueError):
                return {"success": False, "error": "read_around must be a message_id number"}
            return await db.read_window(mid, int(args.get("before") or 5), int(args.get("after") or 5), scope)
        query = str(args.get("query") or "").strip()
        if not query:
            return {"success": False, "error": "give a query, or read_around=<message_id>"}
        hits = await db.search(query, scope, int(args.get("limit") or 10))
        return {"success": True, "query": query, "hits": hits,
                "hint": "use read_around=<message_id> to read the conversation around a hit"}

    tools.register(Tool("session_search", DESCRIPTION, SCHEMA, session_search))
