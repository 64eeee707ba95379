"""One turn: frozen system prompt + visible history + the tool loop on the main model."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from gateway.conversation.context import plan_trim
from gateway.llm.client import LLMClient, LLMError
from gateway.llm.tokens import estimate_text_tokens
from gateway.log import get_logger
from gateway.registry import Session, ToolContext, ToolRegistry
from gateway.store import AsyncStore

log = get_logger(__name__)

APOLOGY = "Sorry — I couldn't get an answer from the language model just now ({reason}). Please try again in a moment."
ITERATION_CAP_REPLY = "I stopped after {n} tool steps without finishing. Tell me how you'd like to continue."


Render = Callable[[list[dict[str, Any]]], Awaitable[list[dict[str, Any]]]]


async def without_attachments(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """For a model that cannot see: stored images stay out of the request (the text names them)."""
    return [{k: v for k, v in m.items() if k != "attachments"} if "attachments" in m else m for m in messages]


@dataclass
class TurnResult:
    reply: str
    ok: bool
    prompt_tokens: int = 0
    completion_tokens: int = 0
    iterations: int = 0
    files: tuple[tuple[str, bytes], ...] = ()  # produced by tools for the person (ToolContext.files)


class TurnRunner:
    def __init__(self, llm: LLMClient, tools: ToolRegistry, db: AsyncStore, context_tokens: int, max_iterations: int,
                 render: Render = without_attachments):
        self.llm = llm
        self.render = render  # the history as the model gets it (stored images as image parts, or left out)
        self.tools = tools
        self.db = db
        self.context_tokens = context_tokens
        self.max_iterations = max_iterations
        # Tiny local models emit broken tool calls; with strict_tools such a call ends the turn
        # with whatever text came with it instead of looping on errors.
        self.strict_tools = False

    async def _append(self, session: Session, message: dict[str, Any], inbox_id: int | None, user_id: str | None = None) -> None:
        mid = await self.db.add_message(session.id, message, inbox_id=inbox_id, user_id=user_id)
        session.history.append((mid, message))

    async def _extend(self, session: Session, messages: list[dict[str, Any]], inbox_id: int | None,
                      usage: tuple[str, str, int, int]) -> None:
        ids = await self.db.add_turn_messages(session.id, messages, inbox_id, usage)
        session.history.extend(zip(ids, messages))

    async def _fit_budget(self, session: Session) -> None:
        start = plan_trim(
            session.history,
            estimate_text_tokens(session.system_prompt),
            self.context_tokens,
            session.last_prompt_tokens,
        )
        if start is None:
            return
        before = len(session.history)
        session.history = [(mid, m) for mid, m in session.history if mid >= start]
        session.last_prompt_tokens = None
        await self.db.set_history_start(session.id, start)
        log.info(
            "context budget: dropped oldest turns",
            session_id=session.id,
            dropped_messages=before - len(session.history),
            kept_messages=len(session.history),
            budget=self.context_tokens,
        )

    def _well_formed(self, calls: list[dict[str, Any]], known: set[str]) -> bool:
        for call in calls:
            fn = call.get("function") or {}
            if fn.get("name") not in known:
                return False
            try:
                if not isinstance(json.loads(fn.get("arguments") or "{}"), dict):
                    return False
            except json.JSONDecodeError:
                return False
        return True

    async def run(self, session: Session, ctx: ToolContext, text: str, inbox_id: int | None,
                  images: list[str] | None = None) -> TurnResult:
        user: dict[str, Any] = {"role": "user", "content": text}
        if images:
            user["attachments"] = list(images)  # stored image names; `render` makes them image parts
        await self._append(session, user, inbox_id, ctx.user_id)
        await self._fit_budget(session)
        result = TurnResult(reply="", ok=True)
        if session.tools is None:
            # Frozen like the system prompt: a tool server changing its list affects new sessions.
            session.tools = self.tools.snapshot()
        schemas = self.tools.schemas(frozen=session.tools) or None
        ctx.turn_state.clear()
        ctx.files.clear()
        for iteration in range(1, self.max_iterations + 1):
            result.iterations = iteration
            messages = [{"role": "system", "content": session.system_prompt}] + await self.render(
                [m for _, m in session.history])
            try:
                answer = await self.llm.chat(messages, schemas)
            except LLMError as exc:
                log.warning("turn failed", session_id=session.id, reason=str(exc), iteration=iteration)
                result.ok = False
                result.reply = APOLOGY.format(reason=str(exc))
                await self._append(session, {"role": "assistant", "content": result.reply}, inbox_id)
                return result
            result.prompt_tokens += answer.prompt_tokens or 0
            result.completion_tokens += answer.completion_tokens or 0
            if answer.prompt_tokens:
                session.last_prompt_tokens = answer.prompt_tokens
            usage = ("turn", answer.model or self.llm.model, answer.prompt_tokens or 0, answer.completion_tokens or 0)
            if answer.tool_calls and self.strict_tools and not self._well_formed(answer.tool_calls, set(session.tools)):
                log.info("malformed tool call from the model; answering in plain text", session_id=session.id)
                answer.tool_calls = []
            if not answer.tool_calls:
                result.reply = (answer.content or "").strip() or "(no answer)"
                result.files = tuple(ctx.files)
                await self._extend(session, [{"role": "assistant", "content": answer.content or ""}], inbox_id, usage)
                return result
            produced: list[dict[str, Any]] = [
                {"role": "assistant", "content": answer.content, "tool_calls": answer.tool_calls}]
            for call in answer.tool_calls:
                name = call["function"]["name"]
                outcome = await self.tools.call(ctx, name, call["function"]["arguments"], frozen=session.tools)
                produced.append(
                    {"role": "tool", "tool_call_id": call["id"], "content": json.dumps(outcome, ensure_ascii=False)})
            # The call and its results land together: history never holds a call without its result.
            await self._extend(session, produced, inbox_id, usage)
        result.reply = ITERATION_CAP_REPLY.format(n=self.max_iterations)
        result.files = tuple(ctx.files)
        await self._append(session, {"role": "assistant", "content": result.reply}, inbox_id)
        return result
