"""The model endpoint: an OpenAI-compatible chat API reached through `openai.AsyncOpenAI`."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from gateway.llm.endpoint import Endpoint
from gateway.platform.loading import one_at_a_time

MAX_CONNECTIONS = 64  # model requests in flight at once, across all sessions


class LLMError(RuntimeError):
    """The model could not answer: the message is safe to log (no secrets, no bodies)."""


@dataclass
class ChatResult:
    content: str | None
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    model: str = ""


class LLMClient:
    """The openai SDK, imported on first use (in a worker thread, so the loop keeps serving):
    it takes about a second to import, which the daemon need not pay before READY=1.
    `warm()` does it ahead of the first turn."""

    def __init__(self, endpoint: Endpoint, timeout: float = 60.0, max_retries: int = 2):
        self.endpoint = endpoint
        self.model = endpoint.model
        self.timeout = timeout
        self.max_retries = max_retries
        self._client: Any = None
        self._sdk: Any = None
        self._opening: asyncio.Task | None = None

    def _open(self) -> tuple[Any, Any]:
        with one_at_a_time:  # after the platform SDKs: see gateway.platform.loading
            return self._open_client()

    def _open_client(self) -> tuple[Any, Any]:
        import openai  # noqa: PLC0415 (deliberately late: see the class docstring)
        from openai.types.chat import ChatCompletion

        try:  # the openai SDK ships its own httpx fork in newer releases
            import httpx2 as httpx
        except ImportError:  # pragma: no cover
            import httpx  # type: ignore[no-redef]
        client = openai.AsyncOpenAI(
            base_url=self.endpoint.base_url,
            api_key=self.endpoint.api_key.get_secret_value(),
            timeout=self.timeout,
            max_retries=self.max_retries,
            # The pool checks every idle connection whenever it hands one out; with the SDK's
            # default of 1,000 connections that scan dominated the CPU at 1,000 busy chats.
            http_client=openai.DefaultAsyncHttpxClient(
                limits=httpx.Limits(max_connections=MAX_CONNECTIONS, max_keepalive_connections=MAX_CONNECTIONS // 2)),
        )
        return client, (openai, ChatCompletion)

    async def warm(self) -> None:
        if self._client is not None:
            return
        if self._opening is None:
            self._opening = asyncio.ensure_future(asyncio.to_thread(self._open))
        client, sdk = await asyncio.shield(self._opening)
        if self._client is None:
            self._client, self._sdk = client, sdk

    async def chat(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None) -> ChatResult:
        await self.warm()
        _, chat_completion = self._sdk
        kwargs: dict[str, Any] = {"model": self.model, "messages": messages}
        if tools:
            kwargs["tools"] = tools
        # Our messages are already plain JSON; posting them as the body skips the SDK's
        # per-request TypedDict transform, which cost ~4 ms of CPU a turn and grew with history.
        resp = await self._call(self._client.post("/chat/completions", body=kwargs, cast_to=chat_completion),
                                self.timeout, "model request", "model endpoint")
        return _parse(resp)

    async def _call(self, request: Any, timeout: float, what: str, endpoint: str) -> Any:
        """Await one SDK request; every failure becomes an LLMError that names no secret or body.
        The SDK's own timeout covers each attempt; this bounds the whole call with retries."""
        openai, _ = self._sdk
        try:
            return await asyncio.wait_for(request, timeout=timeout * (1 + self.max_retries) + 5)
        except asyncio.TimeoutError:
            raise LLMError(f"{what} timed out") from None
        except openai.APIStatusError as exc:
            raise LLMError(f"{endpoint} answered HTTP {exc.status_code}") from None
        except openai.APITimeoutError:
            raise LLMError(f"{what} timed out") from None
        except openai.APIConnectionError:
            raise LLMError(f"cannot connect to the {endpoint}") from None
        except openai.OpenAIError as exc:
            raise LLMError(f"{what} failed: {type(exc).__name__}") from None

    async def transcribe(self, model: str, name: str, data: bytes, mime: str | None, timeout: float) -> str:
        """Speech to text on this endpoint's OpenAI-compatible `/audio/transcriptions`."""
        await self.warm()
        result = await self._call(
            self._client.audio.transcriptions.create(model=model, file=(name, data, mime or "application/octet-stream"),
                                                     timeout=timeout),
            timeout, "transcription", "transcription endpoint")
        text = getattr(result, "text", None)
        if not isinstance(text, str):
            raise LLMError("transcription endpoint sent a malformed response")
        return text.strip()

    async def close(self) -> None:
        if self._opening is not None and self._client is None:
            await asyncio.gather(self._opening, return_exceptions=True)
            if not self._opening.cancelled() and self._opening.exception() is None:
                self._client, self._sdk = self._opening.result()
        if self._client is not None:
            await self._client.close()


def _parse(resp: Any) -> ChatResult:
    try:
        choice = resp.choices[0]
        message = choice.message
        calls = []
        for call in message.tool_calls or []:
            fn = call.function
            calls.append(
                {
                    "id": str(call.id),
                    "type": "function",
                    "function": {"name": str(fn.name), "arguments": fn.arguments if isinstance(fn.arguments, str) else ""},
                }
            )
        usage = getattr(resp, "usage", None)
        return ChatResult(
            content=message.content if isinstance(message.content, str) else None,
            tool_calls=calls,
            prompt_tokens=getattr(usage, "prompt_tokens", None) if usage else None,
            completion_tokens=getattr(usage, "completion_tokens", None) if usage else None,
            model=str(getattr(resp, "model", "") or ""),
        )
    except (AttributeError, IndexError, TypeError, KeyError):
        raise LLMError("model endpoint sent a malformed response") from None
