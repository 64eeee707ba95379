"""A fake Telegram Bot API server on 127.0.0.1 that aiogram talks to as if it were real.

Speaks POST /bot<token>/<method> with form-encoded or multipart bodies (nested objects as
JSON strings), long-polls getUpdates with offset confirmation, and records every message
the bot sends. Files people send (photos, documents, voice) are served the Bot API way:
getFile answers a file_path (or "file is too big" past 20 MB), and GET /file/bot<token>/<path>
serves the bytes. Faults are scripted per method: HTTP errors, 429 with retry_after, dropped
connections, and "can't parse entities" rejections: for HTML when told to (`reject_html_if`),
for entities whenever the Bot API would refuse them (`entity_problems`) or when told to.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from collections import defaultdict, deque
from dataclasses import dataclass, field
from typing import Any, Callable

from aiohttp import web

from tests.fakes.waiting import wait_for_count

BOT_ID = 4242
BOT_USERNAME = "hermes_test_bot"
DOWNLOAD_LIMIT = 20 * 1024 * 1024


@dataclass
class Fault:
    status: int = 500
    description: str = "Internal Server Error"
    retry_after: int | None = None
    drop: bool = False  # close the connection without an answer
    hang: bool = False  # never answer (until the fake stops)


@dataclass
class FakeTelegram:
    token: str
    updates: list[dict[str, Any]] = field(default_factory=list)
    sent: list[dict[str, Any]] = field(default_factory=list)
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)
    reject_html_if: Callable[[str], bool] | None = None
    reject_entities_if: Callable[[str, list[dict[str, Any]]], bool] | None = None
    down: bool = False  # an outage: every method answers 502 until this is False again

    def __post_init__(self) -> None:
        self._update_ids = itertools.count(1000)
        self._message_ids = itertools.count(1)
        self._faults: dict[str, deque[Fault]] = defaultdict(deque)
        self._new_update = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self.base = ""
        self.sent_event = asyncio.Event()
        self.confirmed_offset = 0
        self.sending = 0
        self.last_send_done = 0.0
        self.first_poll_at: float | None = None  # monotonic time the first getUpdates arrived (start-up bench)
        self.polled = asyncio.Event()
        self.files: dict[str, bytes] = {}  # file_id -> content
        self.downloads: list[str] = []  # file paths fetched, in order
        self.oversize: dict[str, int] = {}  # file_id -> a size to claim instead of storing the bytes
        self.file_status = 200  # what the file download answers (a failing file server)

    # ---- scripting -------------------------------------------------------------------
    async def start(self) -> str:
        app = web.Application()
        app.router.add_post("/bot{token}/{method}", self._handle)
        app.router.add_get("/file/bot{token}/{path:.*}", self._file)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.5)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0, backlog=1024)  # bursts of hundreds of connects
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.base = f"http://127.0.0.1:{port}"
        return self.base

    async def stop(self) -> None:
        if getattr(self, "_hanging", None) is not None:
            self._hanging.set()
        async with self._new_update:
            self._new_update.notify_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def fail(self, method: str, *faults: Fault) -> None:
        self._faults[method].extend(faults)

    async def push_update(self, body: dict[str, Any]) -> int:
        uid = next(self._update_ids)
        async with self._new_update:
            self.updates.append({"update_id": uid, **body})
            self._new_update.notify_all()
        return uid

    async def user_says(self, text: str, user_id: int = 111, chat_id: int | None = None, chat_type: str = "private",
                        reply_to_bot: bool = False, first_name: str = "Ada") -> int:
        chat_id = user_id if chat_id is None else chat_id
        message: dict[str, Any] = {
            "message_id": next(self._message_ids),
            "date": int(time.time()),
            "chat": {"id": chat_id, "type": chat_type, **({"title": "Group"} if chat_type != "private" else {"first_name": first_name})},
            "from": {"id": user_id, "is_bot": False, "first_name": first_name, "username": f"user{user_id}"},
            "text": text,
        }
        if reply_to_bot:
            message["reply_to_message"] = {
                "message_id": next(self._message_ids), "date": int(time.time()),
                "chat": message["chat"], "from": {"id": BOT_ID, "is_bot": True, "first_name": "Hermes", "username": BOT_USERNAME},
                "text": "earlier bot message",
            }
        return await self.push_update({"message": message})

    def add_file(self, data: bytes, claimed_size: int | None = None) -> str:
        """Store a file a person uploads; its file_id. `claimed_size`: pretend it is that big."""
        file_id = f"file{len(self.files) + len(self.oversize) + 1}"
        if claimed_size is not None:
            self.oversize[file_id] = claimed_size
        else:
            self.files[file_id] = data
        return file_id

    async def user_sends(self, kind: str, data: bytes, user_id: int = 111, caption: str | None = None,
                         file_name: str | None = None, mime_type: str | None = None, duration: int = 3,
                         claimed_size: int | None = None, declare_size: bool = True) -> int:
        """A message with a photo, document, voice or audio file (the update a Telegram client makes)."""
        file_id = self.add_file(data, claimed_size)
        size = claimed_size if claimed_size is not None else len(data)
        meta: dict[str, Any] = {"file_id": file_id, "file_unique_id": f"u{file_id}"}
        if declare_size:
            meta["file_size"] = size
        body: dict[str, Any]
        if kind == "photo":
            body = {"photo": [{**meta, "file_id": "thumb", "width": 90, "height": 90},
                              {**meta, "width": 800, "height": 600}]}
        elif kind == "voice":
            body = {"voice": {**meta, "duration": duration, "mime_type": mime_type or "audio/ogg"}}
        elif kind == "audio":
            body = {"audio": {**meta, "duration": duration, "file_name": file_name, "mime_type": mime_type}}
        elif kind == "document":
            body = {"document": {**meta, "file_name": file_name, "mime_type": mime_type}}
        elif kind == "video":
            body = {"video": {**meta, "width": 10, "height": 10, "duration": duration}}
        else:
            raise ValueError(kind)
        message: dict[str, Any] = {
            "message_id": next(self._message_ids), "date": int(time.time()),
            "chat": {"id": user_id, "type": "private", "first_name": "Ada"},
            "from": {"id": user_id, "is_bot": False, "first_name": "Ada", "username": f"user{user_id}"},
            **body,
        }
        if caption is not None:
            message["caption"] = caption
        return await self.push_update({"message": message})

    async def press_button(self, data: str, user_id: int, chat_id: int | None = None) -> int:
        chat_id = user_id if chat_id is None else chat_id
        return await self.push_update({"callback_query": {
            "id": f"cb{next(self._message_ids)}",
            "from": {"id": user_id, "is_bot": False, "first_name": "Ada"},
            "chat_instance": "x",
            "data": data,
            "message": {"message_id": next(self._message_ids), "date": int(time.time()),
                        "chat": {"id": chat_id, "type": "private", "first_name": "Ada"},
                        "from": {"id": BOT_ID, "is_bot": True, "first_name": "Hermes"}, "text": "notice"},
        }})

    def messages_to(self, chat_id: int) -> list[dict[str, Any]]:
        return [m for m in self.sent if str(m["chat_id"]) == str(chat_id)]

    def texts_to(self, chat_id: int) -> list[str]:
        return [m["text"] for m in self.messages_to(chat_id)]

    async def wait_for_messages(self, chat_id: int, n: int, timeout: float = 10.0) -> list[dict[str, Any]]:
        await wait_for_count(lambda: len(self.messages_to(chat_id)), n, self.sent_event, timeout,
                             lambda: f"expected {n} messages to {chat_id}, got {self.texts_to(chat_id)}")
        return self.messages_to(chat_id)

    def forget_first_poll(self) -> None:
        """The next getUpdates counts as the first again (one fake, several bots in turn)."""
        self.first_poll_at = None
        self.polled.clear()

    def method_calls(self, method: str) -> list[dict[str, Any]]:
        return [p for m, p in self.calls if m == method]

    # ---- protocol --------------------------------------------------------------------
    async def _handle(self, request: web.Request) -> web.StreamResponse:
        method = request.match_info["method"]
        self.paths.append(request.path)
        if request.match_info["token"] != self.token:
            return _error(401, "Unauthorized")
        if method == "getUpdates" and self.first_poll_at is None:
            self.first_poll_at = time.monotonic()
            self.polled.set()
        form = await request.post()
        params = {k: _decode(v) for k, v in form.items()}
        self.calls.append((method, params))
        if self.down:
            return _error(502, "Bad Gateway")
        if self._faults[method]:
            fault = self._faults[method].popleft()
            if fault.hang:
                self._hanging = asyncio.Event()
                await self._hanging.wait()
                return _error(503, "stopping")
            if fault.drop:
                assert request.transport is not None
                request.transport.close()
                raise asyncio.CancelledError()
            if fault.retry_after is not None:
                return _error(429, f"Too Many Requests: retry after {fault.retry_after}", {"retry_after": fault.retry_after})
            return _error(fault.status, fault.description)
        handler = getattr(self, f"_m_{method}", None)
        if handler is None:
            return _error(404, f"Not Found: method {method} not found")
        return await handler(params)

    async def _m_getMe(self, p: dict) -> web.Response:
        return _ok({"id": BOT_ID, "is_bot": True, "first_name": "Hermes", "username": BOT_USERNAME})

    async def _m_getUpdates(self, p: dict) -> web.Response:
        offset = int(p.get("offset") or 0)
        timeout = float(p.get("timeout") or 0)
        if offset:
            # An offset confirms every update below it: they are gone for good.
            self.confirmed_offset = max(self.confirmed_offset, offset)
            self.updates = [u for u in self.updates if u["update_id"] >= offset]
        deadline = time.monotonic() + min(timeout, 1.0)  # short polls keep tests fast
        async with self._new_update:
            while not self.updates and time.monotonic() < deadline:
                try:
                    await asyncio.wait_for(self._new_update.wait(), deadline - time.monotonic())
                except asyncio.TimeoutError:
                    break
        return _ok(list(self.updates[:100]))

    async def _m_sendMessage(self, p: dict) -> web.Response:
        self.sending += 1
        try:
            return await self._send_message(p)
        finally:
            self.sending -= 1
            self.last_send_done = time.monotonic()

    async def _send_message(self, p: dict) -> web.Response:
        text = p.get("text", "")
        if p.get("parse_mode") == "HTML" and self.reject_html_if and self.reject_html_if(text):
            return _error(400, "Bad Request: can't parse entities: unsupported start tag at byte offset 0")
        entities = p.get("entities")
        if entities is not None:
            problems = entity_problems(text, entities) if isinstance(entities, list) else ["entities is not a list"]
            if problems:
                return _error(400, f"Bad Request: can't parse entities: {problems[0]}")
            if self.reject_entities_if and self.reject_entities_if(text, entities):
                return _error(400, "Bad Request: can't parse entities: refused by the test")
        if len(text.encode("utf-16-le")) // 2 > 4096:
            return _error(400, "Bad Request: message is too long")
        mid = next(self._message_ids)
        self.sent.append({**p, "message_id": mid, "ts": time.monotonic()})
        self.sent_event.set()
        return _ok({"message_id": mid, "date": int(time.time()), "chat": {"id": int(p["chat_id"]), "type": "private"},
                    "text": text})

    async def _m_sendPhoto(self, p: dict) -> web.Response:
        photo = p.get("photo")
        if isinstance(photo, str) and photo.startswith("attach://"):
            photo = p.get(photo[len("attach://"):])  # aiogram sends the file as its own part
        data = photo.file.read() if hasattr(photo, "file") else b""
        mid = next(self._message_ids)
        self.sent.append({"chat_id": p["chat_id"], "caption": p.get("caption"), "photo": data,
                          "photo_name": getattr(photo, "filename", None), "text": p.get("caption") or "", "message_id": mid})
        self.sent_event.set()
        return _ok({"message_id": mid, "date": int(time.time()), "chat": {"id": int(p["chat_id"]), "type": "private"},
                    "photo": [{"file_id": "f1", "file_unique_id": "u1", "width": 1200, "height": 600}]})

    async def _m_getFile(self, p: dict) -> web.Response:
        file_id = p.get("file_id", "")
        if file_id in self.oversize:
            if self.oversize[file_id] > DOWNLOAD_LIMIT:
                return _error(400, "Bad Request: file is too big")
            return _ok({"file_id": file_id, "file_unique_id": f"u{file_id}", "file_size": self.oversize[file_id],
                        "file_path": f"documents/{file_id}.bin"})
        if file_id not in self.files:
            return _error(400, "Bad Request: invalid file_id")
        return _ok({"file_id": file_id, "file_unique_id": f"u{file_id}", "file_size": len(self.files[file_id]),
                    "file_path": f"documents/{file_id}.bin"})

    async def _file(self, request: web.Request) -> web.StreamResponse:
        if request.match_info["token"] != self.token:
            return web.Response(status=401)
        path = request.match_info["path"]
        self.downloads.append(path)
        if self.file_status != 200:
            return web.Response(status=self.file_status, text="scripted failure")
        file_id = path.rsplit("/", 1)[-1].removesuffix(".bin")
        if file_id in self.oversize:  # a server that claims a small file and then sends a big one
            return web.Response(body=b"\0" * (self.oversize[file_id] + 1))
        if file_id not in self.files:
            return web.Response(status=404, text="Not Found")
        return web.Response(body=self.files[file_id], content_type="application/octet-stream")

    async def _m_sendDocument(self, p: dict) -> web.Response:
        doc = p.get("document")
        if isinstance(doc, str) and doc.startswith("attach://"):
            doc = p.get(doc[len("attach://"):])
        data = doc.file.read() if hasattr(doc, "file") else b""
        mid = next(self._message_ids)
        self.sent.append({"chat_id": p["chat_id"], "caption": p.get("caption"), "document": data,
                          "document_name": getattr(doc, "filename", None), "text": p.get("caption") or "",
                          "message_id": mid})
        self.sent_event.set()
        return _ok({"message_id": mid, "date": int(time.time()), "chat": {"id": int(p["chat_id"]), "type": "private"},
                    "document": {"file_id": "d1", "file_unique_id": "du1"}})

    async def _m_sendChatAction(self, p: dict) -> web.Response:
        return _ok(True)

    async def _m_setMyCommands(self, p: dict) -> web.Response:
        return _ok(True)

    # python-telegram-bot's start-up and the peers' courtesies (see tests/bench/peers.py)
    async def _m_deleteWebhook(self, p: dict) -> web.Response:
        return _ok(True)

    async def _m_getWebhookInfo(self, p: dict) -> web.Response:
        return _ok({"url": "", "has_custom_certificate": False, "pending_update_count": len(self.updates)})

    async def _m_getMyCommands(self, p: dict) -> web.Response:
        return _ok([])

    async def _m_setMessageReaction(self, p: dict) -> web.Response:
        return _ok(True)

    async def _m_answerCallbackQuery(self, p: dict) -> web.Response:
        return _ok(True)


_STYLES = {"bold", "italic", "underline", "strikethrough", "spoiler"}
_QUOTES = {"blockquote", "expandable_blockquote"}


def _may_contain(outer: str, inner: str) -> bool:
    """The Bot API's nesting rules ("Formatting options"), read strictly."""
    if outer in ("pre", "code"):
        return False
    if inner in _QUOTES and outer in _QUOTES:
        return False
    return inner in _STYLES or outer in _STYLES or outer in _QUOTES


def entity_problems(text: str, entities: list[dict[str, Any]]) -> list[str]:
    """Why Telegram would refuse these entities over `text`; empty when it would take them.

    Offsets and lengths count UTF-16 code units. Two entities are disjoint or one contains
    the other, and the pair must be allowed to nest."""
    size = len(text.encode("utf-16-le", "surrogatepass")) // 2
    problems, spans = [], []
    for e in entities:
        start, length = e.get("offset"), e.get("length")
        if not isinstance(start, int) or not isinstance(length, int) or start < 0 or length <= 0 \
                or start + length > size:
            problems.append(f"{e.get('type')} at {start}+{length} is outside the text (0..{size})")
            continue
        if e.get("type") == "text_link" and not e.get("url"):
            problems.append(f"text_link at {start} has no url")
        spans.append((start, start + length, e.get("type")))
    for i, (a0, a1, a) in enumerate(spans):
        for b0, b1, b in spans[i + 1:]:
            if a1 <= b0 or b1 <= a0:
                continue
            a_in_b, b_in_a = b0 <= a0 and a1 <= b1, a0 <= b0 and b1 <= a1
            if not (a_in_b or b_in_a):
                problems.append(f"{a} at {a0}..{a1} and {b} at {b0}..{b1} overlap")
            elif not ((a_in_b and _may_contain(b, a)) or (b_in_a and _may_contain(a, b))):
                problems.append(f"{a} at {a0}..{a1} and {b} at {b0}..{b1} cannot nest")
    return problems


def _decode(value: Any) -> Any:
    if isinstance(value, str) and value[:1] in "[{":
        try:
            return json.loads(value)
        except json.JSONDecodeError:
            return value
    return value


def _ok(result: Any) -> web.Response:
    return web.json_response({"ok": True, "result": result})


def _error(status: int, description: str, parameters: dict | None = None) -> web.Response:
    body: dict[str, Any] = {"ok": False, "error_code": status, "description": description}
    if parameters:
        body["parameters"] = parameters
    return web.json_response(body, status=status)
