"""Session search over state.db: FTS5 with bm25 and snippets, a trigram index for CJK, no LLM.

User text never reaches MATCH unquoted: each word becomes a quoted FTS5 string, so syntax
characters, quotes and emoji can never raise.
"""

from __future__ import annotations

import re
import sqlite3
import time
from typing import Any

_WORD = re.compile(r"\w+", re.UNICODE)
_CJK = re.compile(r"[\u4e00-\u9fff\u3400-\u4dbf\u3040-\u30ff\uac00-\ud7af]+")
MAX_RESULTS = 25


def _quote(token: str) -> str:
    return '"' + token.replace('"', '""') + '"'


def fts_query(text: str, mode: str = "AND") -> str | None:
    """Quoted FTS5 query for the words in `text`, or None when there is nothing to search."""
    words = [w for w in _WORD.findall(text) if not _CJK.fullmatch(w)]
    if not words:
        return None
    return f" {mode} ".join(_quote(w) for w in words[:16])


def _scope_sql(scope: tuple[str, str] | None) -> tuple[str, list[Any]]:
    if scope is None:
        return "", []
    return " AND s.platform = ? AND s.chat_id = ?", [scope[0], scope[1]]


def _row(r: sqlite3.Row) -> dict[str, Any]:
    return {
        "message_id": r["id"], "session_id": r["session_id"], "chat": f"{r['platform']}:{r['chat_id']}",
        "date": time.strftime("%Y-%m-%d %H:%M", time.localtime(r["created_at"])), "role": r["role"],
        "snippet": r["snip"],
    }


def search(conn: sqlite3.Connection, text: str, scope: tuple[str, str] | None = None,
           limit: int = 10) -> list[dict[str, Any]]:
    limit = max(1, min(limit, MAX_RESULTS))
    where, args = _scope_sql(scope)
    hits: list[dict[str, Any]] = []
    seen: set[int] = set()
    for run in _CJK.findall(text):
        hits += _cjk(conn, run, where, args, limit, seen)
    for mode in ("AND", "OR"):
        query = fts_query(text, mode)
        if query is None or len(hits) >= limit:
            break
        rows = conn.execute(
            "SELECT m.id, m.session_id, m.role, m.created_at, s.platform, s.chat_id, "
            "snippet(messages_fts, 0, '[', ']', '…', 12) AS snip "
            "FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid JOIN sessions s ON s.id = m.session_id "
            f"WHERE messages_fts MATCH ?{where} ORDER BY bm25(messages_fts) LIMIT ?",
            [query, *args, limit],
        ).fetchall()
        for r in rows:
            if r["id"] not in seen:
                seen.add(r["id"])
                hits.append(_row(r))
        if rows:
            break  # an AND match is better than widening to OR
    return hits[:limit]


def _cjk(conn: sqlite3.Connection, run: str, where: str, args: list[Any], limit: int, seen: set[int]) -> list[dict[str, Any]]:
    if len(run) >= 3:
        sql = ("SELECT m.id, m.session_id, m.role, m.created_at, s.platform, s.chat_id, "
               "snippet(messages_cjk, 0, '[', ']', '…', 12) AS snip "
               "FROM messages_cjk JOIN messages m ON m.id = messages_cjk.rowid JOIN sessions s ON s.id = m.session_id "
               f"WHERE messages_cjk MATCH ?{where} ORDER BY bm25(messages_cjk) LIMIT ?")
        rows = conn.execute(sql, [_quote(run), *args, limit]).fetchall()
    else:
        # Trigrams need three characters; shorter CJK words fall back to a bounded scan.
        sql = ("SELECT m.id, m.session_id, m.role, m.created_at, s.platform, s.chat_id, "
               "substr(m.content, max(1, instr(m.content, ?) - 20), 60) AS snip "
               "FROM messages_cjk JOIN messages m ON m.id = messages_cjk.rowid JOIN sessions s ON s.id = m.session_id "
               f"WHERE m.content LIKE ? ESCAPE '\\'{where} ORDER BY m.id DESC LIMIT ?")
        like = "%" + run.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        rows = conn.execute(sql, [run, like, *args, limit]).fetchall()
    out = []
    for r in rows:
        if r["id"] not in seen:
            seen.add(r["id"])
            out.append(_row(r))
    return out


def read_window(conn: sqlite3.Connection, message_id: int, before: int = 5, after: int = 5,
                scope: tuple[str, str] | None = None) -> dict[str, Any]:
    """Real messages around `message_id` in its session; scroll by reading around another id."""
    before, after = max(0, min(before, 50)), max(0, min(after, 50))
    where, args = _scope_sql(scope)
    anchor = conn.execute(
        f"SELECT m.id, m.session_id FROM messages m JOIN sessions s ON s.id = m.session_id WHERE m.id = ?{where}",
        [message_id, *args]).fetchone()
    if anchor is None:
        return {"success": False, "error": f"no message {message_id} in scope"}
    sid = anchor["session_id"]
    older = conn.execute("SELECT id, role, content, created_at FROM messages WHERE session_id=? AND id<? "
                         "ORDER BY id DESC LIMIT ?", (sid, message_id, before)).fetchall()
    newer = conn.execute("SELECT id, role, content, created_at FROM messages WHERE session_id=? AND id>=? "
                         "ORDER BY id LIMIT ?", (sid, message_id, after + 1)).fetchall()
    rows = list(reversed(older)) + list(newer)
    messages = [{"message_id": r["id"], "role": r["role"], "content": (r["content"] or "")[:2000],
                 "date": time.strftime("%Y-%m-%d %H:%M", time.localtime(r["created_at"]))} for r in rows]
    return {"success": True, "session_id": sid, "messages": messages,
            "scroll": "read again around the first or last message_id to scroll back or forward"}
