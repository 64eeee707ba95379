"""A scriptable OpenAI-compatible chat completions server on 127.0.0.1 (aiohttp).

Push scripted answers with `fake.push(...)`; with nothing scripted it echoes the last user
message. Every request body is recorded in `fake.requests` in arrival order. Speech to text
at POST /v1/audio/transcriptions (multipart, as the openai client sends it) answers
`fake.transcript` (or `fake.transcription_status` as an error); uploads land in
`fake.transcriptions`.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from collections import Counter, deque
from dataclasses import dataclass, field
from typing import Any, Callable

from aiohttp import web


@dataclass
class Reply:
    content: str | None = None
    tool_calls: list[dict[str, Any]] | None = None
    status: int = 200
    error_message: str = ""
    delay: float = 0.0
    raw_body: str | None = None  # sent verbatim (garbage / truncated JSON)
    hang: bool = False  # never answer (client timeout)
    until: asyncio.Event | None = None  # answer once the test sets it (a slow answer without a clock)
    truncate_stream: bool = False


def text(content: str, delay: float = 0.0) -> Reply:
    return Reply(content=content, delay=delay)


def tool_call(name: str, arguments: dict | str, call_id: str | None = None, delay: float = 0.0) -> Reply:
    return tool_calls([(name, arguments, call_id)], delay=delay)


def tool_calls(calls: list[tuple[str, dict | str, str | None]], delay: float = 0.0) -> Reply:
    out = []
    for i, (name, args, cid) in enumerate(calls):
        out.append({
            "id": cid or f"call_{name}_{i}_{int(time.time() * 1000) % 100000}",
            "type": "function",
            "function": {"name": name, "arguments": args if isinstance(args, str) else json.dumps(args)},
        })
    return Reply(tool_calls=out, delay=delay)


def error(status: int, message: str = "scripted failure") -> Reply:
    return Reply(status=status, error_message=message)


def hang() -> Reply:
    return Reply(hang=True)


def garbage(body: str = "{not json") -> Reply:
    return Reply(raw_body=body)


@dataclass
class FakeLLM:
    default_delay: float = 0.0
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    responder: Callable[[dict[str, Any]], Reply] | None = None

    def __post_init__(self) -> None:
        self._script: deque[Reply] = deque()
        self._review_script: deque[Reply] = deque()
        self._runner: web.AppRunner | None = None
        self.base_url = ""
        self._ids = itertools.count(1)
        self.request_event = asyncio.Event()
        self._stopping = asyncio.Event()
        self.arrivals: list[float] = []
        self.keep_requests = True  # False: keep only each request's last message (long drills)
        self.in_flight = 0
        self.max_in_flight = 0
        self.review_in_flight = 0
        self.max_review_in_flight = 0
        self.by_purpose: Counter[str] = Counter()  # requests counted by `purpose` as they arrive
        self.transcript = "this is what I said"
        self.transcription_status = 200
        self.transcriptions: list[dict[str, Any]] = []  # {"model", "filename", "data", "content_type"}
        self.body_chars: list[int] = []  # each request body's length in characters, in arrival order

    def push(self, *replies: Reply) -> None:
        """Answers for chat turns, in order."""
        self._script.extend(replies)

    def push_review(self, *replies: Reply) -> None:
        """Answers for background reviews; a review with nothing scripted says 'nothing to save'."""
        self._review_script.extend(replies)

    @staticmethod
    def is_review(body: dict[str, Any]) -> bool:
        return any(m["role"] == "user" and str(m.get("content", "")).startswith(("[Background review", "[Curator consolidation"))
                   for m in body["messages"])

    @staticmethod
    def purpose(body: dict[str, Any]) -> str:
        """What a request is for: "review", "curator", "tool step" (a turn's call after a tool
        result) or "turn" (a turn's first call)."""
        for m in body["messages"]:
            if m["role"] == "user" and str(m.get("content", "")).startswith("[Background review"):
                return "review"
            if m["role"] == "user" and str(m.get("content", "")).startswith("[Curator consolidation"):
                return "curator"
        return "tool step" if body["messages"] and body["messages"][-1]["role"] == "tool" else "turn"

    @property
    def turn_requests(self) -> list[dict[str, Any]]:
        """Requests made by chat turns (background reviews left out)."""
        return [r for r in self.requests if not self.is_review(r)]

    @property
    def review_requests(self) -> list[dict[str, Any]]:
        return [r for r in self.requests if self.is_review(r)]

    @property
    def system_prompts(self) -> list[str]:
        return [r["messages"][0]["content"] for r in self.turn_requests if r["messages"][0]["role"] == "system"]

    async def start(self) -> str:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_post("/v1/chat/completions", self._handle)
        app.router.add_get("/v1/models", self._models)
        app.router.add_post("/v1/audio/transcriptions", self._transcribe)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.5)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0, backlog=1024)  # bursts of hundreds of connects
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.base_url = f"http://127.0.0.1:{port}/v1"
        return self.base_url

    async def stop(self) -> None:
        self._stopping.set()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _models(self, request: web.Request) -> web.Response:
        # context_length: clients that size their context from /v1/models (an OpenAI-compatible
        # server such as vLLM reports max_model_len) find one here instead of probing elsewhere.
        return web.json_response({"object": "list", "data": [{"id": "fake-model", "object": "model", "owned_by": "fake",
                                                              "context_length": 131072, "max_model_len": 131072}]})

    async def _transcribe(self, request: web.Request) -> web.Response:
        form = await request.post()
        upload = form.get("file")
        self.transcriptions.append({"model": form.get("model"), "filename": getattr(upload, "filename", None),
                                    "content_type": getattr(upload, "content_type", None),
                                    "data": upload.file.read() if hasattr(upload, "file") else b""})
        if self.transcription_status != 200:
            return web.json_response({"error": {"message": "scripted failure", "type": "server_error"}},
                                     status=self.transcription_status)
        return web.json_response({"text": self.transcript})

    def _next(self, body: dict[str, Any]) -> Reply:
        if self.is_review(body):
            return self._review_script.popleft() if self._review_script else Reply(content="nothing to save")
        if self._script:
            return self._script.popleft()
        if self.responder is not None:
            return self.responder(body)
        last_user = next((m.get("content") for m in reversed(body["messages"]) if m["role"] == "user"), "")
        return Reply(content=f"echo: {last_user}")

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        raw = await request.text()
        body = json.loads(raw)
        self.body_chars.append(len(raw))
        self.requests.append(body if self.keep_requests else {"messages": body["messages"][-1:]})
        self.arrivals.append(time.monotonic())
        self.by_purpose[self.purpose(body)] += 1
        review = self.is_review(body)
        self.in_flight += 1
        self.review_in_flight += review
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        self.max_review_in_flight = max(self.max_review_in_flight, self.review_in_flight)
        try:
            return await self._answer(request, body)
        finally:
            self.in_flight -= 1
            self.review_in_flight -= review

    async def _answer(self, request: web.Request, body: dict[str, Any]) -> web.StreamResponse:
        self.headers.append(dict(request.headers))
        self.request_event.set()
        reply = self._next(body)
        delay = reply.delay or self.default_delay
        if reply.hang or reply.until is not None:
            # Until the fake stops, so teardown does not wait for a sleeping handler.
            waits = [asyncio.ensure_future(self._stopping.wait())]
            if reply.until is not None:
                waits.append(asyncio.ensure_future(reply.until.wait()))
            await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
            for w in waits:
                w.cancel()
            if self._stopping.is_set():
                raise web.HTTPServiceUnavailable()
        if delay:
            try:
                await asyncio.wait_for(self._stopping.wait(), delay)
                raise web.HTTPServiceUnavailable()
            except asyncio.TimeoutError:
                pass
        if reply.status != 200:
            return web.json_response(
                {"error": {"message": reply.error_message, "type": "server_error" if reply.status >= 500 else "invalid_request_error",
                           "code": str(reply.status)}},
                status=reply.status,
            )
        if reply.raw_body is not None:
            return web.Response(text=reply.raw_body, content_type="application/json")
        prompt_tokens = len(json.dumps(body["messages"])) // 4
        completion_tokens = len(reply.content or "") // 4 + 1
        message: dict[str, Any] = {"role": "assistant", "content": reply.content}
        if reply.tool_calls:
            message["tool_calls"] = reply.tool_calls
        cid = f"chatcmpl-{next(self._ids)}"
        if body.get("stream"):
            return await self._stream(request, cid, body, reply)
        return web.json_response({
            "id": cid,
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "fake-model"),
            "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if reply.tool_calls else "stop"}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                      "total_tokens": prompt_tokens + completion_tokens},
        })

    async def _stream(self, request: web.Request, cid: str, body: dict[str, Any], reply: Reply) -> web.StreamResponse:
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        content = reply.content or ""
        pieces = [content[i : i + 8] for i in range(0, len(content), 8)] or [""]
        for n, piece in enumerate(pieces):
            chunk = {"id": cid, "object": "chat.completion.chunk", "created": int(time.time()),
                     "model": body.get("model", "fake-model"),
                     "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]}
            await resp.write(f"data: {json.dumps(chunk)}\n\n".encode())
            if reply.truncate_stream and n >= len(pieces) // 2:
                await resp.write(b"data: {\"id\": \"trunc")
                return resp
        done = {"id": cid, "object": "chat.completion.chunk", "created": int(time.time()), "model": body.get("model", "fake-model"),
                "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}
        await resp.write(f"data: {json.dumps(done)}\n\ndata: [DONE]\n\n".encode())
        await resp.write_eof()
        return resp
