"""Context budget: whole turns dropped from the front, down to about half the budget."""

from gateway.conversation.context import history_tokens, plan_trim


def _session(turns: int, size: int = 400, with_tools: bool = False):
    history, mid = [], 1
    for t in range(turns):
        history.append((mid, {"role": "user", "content": "u" * size})); mid += 1
        if with_tools:
            history.append((mid, {"role": "assistant", "content": None, "tool_calls": [{"id": f"c{t}", "type": "function", "function": {"name": "memory", "arguments": "{}"}}]})); mid += 1
            history.append((mid, {"role": "tool", "tool_call_id": f"c{t}", "content": "r" * size})); mid += 1
        history.append((mid, {"role": "assistant", "content": "a" * size})); mid += 1
    return history


def test_fits_means_no_trim():
    assert plan_trim(_session(3), 100, 32000) is None


def test_over_budget_drops_oldest_whole_turns_to_about_half():
    history = _session(100)
    start = plan_trim(history, 100, 10000)
    kept = [(i, m) for i, m in history if i >= start]
    assert kept[0][1]["role"] == "user"
    assert 100 + history_tokens(kept) <= 5000
    assert 100 + history_tokens(kept) > 4000  # large steps, but not more than needed


def test_tool_calls_stay_with_their_results():
    history = _session(60, with_tools=True)
    start = plan_trim(history, 100, 8000)
    kept = [m for i, m in history if i >= start]
    assert kept[0]["role"] == "user"
    call_ids = {c["id"] for m in kept if m.get("tool_calls") for c in m["tool_calls"]}
    result_ids = {m["tool_call_id"] for m in kept if m["role"] == "tool"}
    assert call_ids == result_ids


def test_reported_prompt_tokens_trigger_a_trim_the_estimate_misses():
    history = _session(10, size=40)
    assert plan_trim(history, 100, 2000) is None
    assert plan_trim(history, 100, 2000, reported_prompt_tokens=2500) is not None


def test_a_single_huge_turn_is_never_dropped():
    history = _session(1, size=100000)
    assert plan_trim(history, 100, 1000) is None


def test_images_count_in_the_budget_so_a_turn_with_pictures_is_dropped_sooner():
    plain = [(1, {"role": "user", "content": "look"}), (2, {"role": "assistant", "content": "ok"}),
             (3, {"role": "user", "content": "and?"}), (4, {"role": "assistant", "content": "ok"})]
    pictured = [(1, {"role": "user", "content": "look", "attachments": ["a" * 40 + ".jpg"] * 3})] + plain[1:]
    assert history_tokens(pictured) - history_tokens(plain) == 3 * 1000
    assert plan_trim(plain, 100, 2000) is None
    assert plan_trim(pictured, 100, 2000) == 3  # the turn with the images goes first
