"""Context budget: which whole turns of a long session the model still sees.

Pure functions. A session may live for months; when its history outgrows
`model.context_tokens`, the oldest turns are dropped in whole-turn blocks (a tool call is
never separated from its result) down to about half the budget, so the cached prefix is
invalidated rarely. Dropped turns stay in state.db and remain searchable.
"""

from __future__ import annotations

from typing import Any, Sequence

from gateway.llm.tokens import estimate_tokens

History = Sequence[tuple[int, dict[str, Any]]]


def history_tokens(history: History) -> int:
    return sum(estimate_tokens(m) for _, m in history)


def plan_trim(
    history: History,
    system_tokens: int,
    budget: int,
    reported_prompt_tokens: int | None = None,
) -> int | None:
    """The message id the visible history should start at, or None when it fits.

    `reported_prompt_tokens` is what the API said the last request cost; when known it
    corrects the estimate upward (estimates undercount code and non-Latin text).
    """
    total = system_tokens + history_tokens(history)
    if reported_prompt_tokens is not None and history:
        total = max(total, reported_prompt_tokens + estimate_tokens(history[-1][1]))
    if total <= budget:
        return None
    starts = [i for i, (_, m) in enumerate(history) if m.get("role") == "user"]
    if len(starts) <= 1:
        return None
    target = budget // 2
    remaining = system_tokens + history_tokens(history)
    cut = None
    for idx in starts[1:]:
        dropped = history_tokens(history[: idx])
        cut = idx
        if remaining - dropped <= target:
            break
    assert cut is not None
    return history[cut][0]
