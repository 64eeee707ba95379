"""Phase 2 (optional, `curator.consolidate: true`): an LLM proposes merging overlapping skills.

Every proposal is a staged skill write with origin `curator`; nothing is applied directly,
whatever `skills.write_approval` says. Every model call is recorded in the usage ledger as
task `curator`.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from gateway.llm.client import LLMClient
from gateway.registry import ToolContext, ToolRegistry
from gateway.skills.library import SkillLibrary
from gateway.store import AsyncStore

MARKER = "[Curator consolidation"
ALLOWED = {"skill_view", "skill_manage"}
MAX_STEPS = 6

PROMPT = f"""{MARKER} — no user is reading this.]
Below is the index of the agent's skills. If several skills cover the same procedure,
propose merging them into one umbrella skill: create it with skill_manage (a complete
SKILL.md), then delete the skills it replaces (delete archives them; nothing is lost).
Use skill_view to read a skill before merging it. Every write you make is staged for a
human to approve. If nothing overlaps, answer "nothing to merge".

"""


async def consolidate(llm: LLMClient, tools: ToolRegistry, db: AsyncStore, index: str, ctx: ToolContext) -> int:
    """Run the proposal loop; returns how many writes were staged."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": PROMPT + index}]
    schemas = tools.schemas(only=ALLOWED)
    staged = 0
    for _ in range(MAX_STEPS):
        answer = await llm.chat(messages, schemas)
        await db.record_usage("curator", None, answer.model or llm.model, answer.prompt_tokens or 0,
                              answer.completion_tokens or 0)
        if not answer.tool_calls:
            break
        messages.append({"role": "assistant", "content": answer.content, "tool_calls": answer.tool_calls})
        for call in answer.tool_calls:
            result = await tools.call(ctx, call["function"]["name"], call["function"]["arguments"], allowed=ALLOWED)
            staged += bool(result.get("staged"))
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(result)})
    return staged


async def propose_merges(llm: LLMClient, tools: ToolRegistry, library: SkillLibrary, db: AsyncStore) -> int:
    """One consolidation pass over the current skill index; staged writes counted."""
    index = await asyncio.to_thread(library.index_text)
    if not index:
        return 0
    ctx = ToolContext(session_id="curator", session_key="curator", platform="", chat_id="", user_id="curator",
                      origin="curator")
    return await consolidate(llm, tools, db, index, ctx)
