"""The inbox: a cancelled turn is answered with a note that also closes the turn in history."""

from __future__ import annotations

from pathlib import Path

import pytest

from gateway.store import StateStore

USER = {"role": "user", "content": "question"}
CALL = {"role": "assistant", "content": None,
        "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "memory", "arguments": "{}"}}]}
RESULT = {"role": "tool", "tool_call_id": "c1", "content": "{}"}
ANSWER = {"role": "assistant", "content": "the answer"}


@pytest.mark.parametrize("left, closed_by_note", [
    ([], False),  # cancelled before the turn wrote anything (e.g. during a command)
    ([USER], True),  # while the model was thinking
    ([USER, CALL, RESULT], True),  # between tool steps
    ([USER, ANSWER], False),  # the answer was already written: nothing dangles
])
def test_cancel_turn_replies_with_the_note_and_closes_what_the_turn_left(tmp_path: Path, left, closed_by_note):
    store = StateStore(tmp_path / "state.db")
    session = store.create_session("console:local:-:-", "console", "local")
    inbox_id = store.inbox_add("console", "1", session.key, {})
    for message in left:
        store.add_message(session.id, message, inbox_id=inbox_id)
    store.cancel_turn(inbox_id, "(cancelled)")
    row = store.inbox_get(inbox_id)
    assert (row.state, row.reply, row.reply_kind) == ("replied", "(cancelled)", "command")
    history = [m for _, m in store.history(session.id)]
    assert history == left + ([{"role": "assistant", "content": "(cancelled)"}] if closed_by_note else [])
    store.close()
