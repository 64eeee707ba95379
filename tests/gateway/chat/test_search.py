"""Session search: ranked hits with snippets, hostile queries, CJK, windows, scope."""

from __future__ import annotations

import json

import pytest

from gateway.store import StateStore
from tests.conftest import Gateway
from tests.fakes.openai_server import FakeLLM, text, tool_call


@pytest.fixture
def store(tmp_path) -> StateStore:
    s = StateStore(tmp_path / "state.db")
    a = s.create_session("telegram:1:-:-", "telegram", "1").id
    b = s.create_session("telegram:2:-:-", "telegram", "2").id
    for content in ["We deployed the staging server on port 2222", "The cat is called Miso",
                    "Deploy again tomorrow after the backup", "用户喜欢简洁的回答", "короткий ответ пожалуйста"]:
        s.add_message(a, {"role": "user", "content": content})
    s.add_message(b, {"role": "user", "content": "Other chat talks about deploy too"})
    yield s
    s.close()


def test_hits_are_ranked_with_snippets_session_and_chat(store: StateStore):
    hits = store.search("deploy", scope=None)
    assert {h["chat"] for h in hits} == {"telegram:1", "telegram:2"}
    assert all("[" in h["snippet"] and "]" in h["snippet"] for h in hits)
    assert all(h["session_id"] and h["date"] for h in hits)


def test_scope_limits_to_one_chat(store: StateStore):
    hits = store.search("deploy", scope=("telegram", "1"))
    assert hits and {h["chat"] for h in hits} == {"telegram:1"}


@pytest.mark.parametrize("query", ['"', "'", "a OR", "NEAR(", "*", "deploy AND (", "col:val", "^start", "😀🎉",
                                   "\\", "%_", "' OR 1=1 --", "NOT", "-", '""""', "\x00", "a" * 5000, "用", "回答"])
def test_hostile_queries_never_raise(store: StateStore, query: str):
    assert isinstance(store.search(query), list)


def test_cjk_text_is_found(store: StateStore):
    assert [h["snippet"] for h in store.search("简洁的回答")] and store.search("简洁的回答")[0]["chat"] == "telegram:1"
    assert store.search("回答")  # two characters: the bounded fallback
    assert store.search("ответ")


def test_window_reads_real_messages_around_a_hit(store: StateStore):
    [hit] = store.search("Miso")
    window = store.read_window(hit["message_id"], before=1, after=1)
    assert [m["content"] for m in window["messages"]] == [
        "We deployed the staging server on port 2222", "The cat is called Miso", "Deploy again tomorrow after the backup"]
    later = store.read_window(window["messages"][-1]["message_id"], before=0, after=5)
    assert later["messages"][0]["content"].startswith("Deploy again")
    assert store.read_window(hit["message_id"], scope=("telegram", "2"))["success"] is False


async def test_tool_defaults_to_this_chat_and_admins_may_search_all(gateway: Gateway, fake_llm: FakeLLM):
    from gateway.platform import InboundMessage

    await gateway.app.conversation.ingest(InboundMessage(platform="console", chat_id="other", user_id="operator",
                                             text="the secret word is tangerine", external_id="o1"))
    await gateway.console.reply()
    fake_llm.push(tool_call("session_search", {"query": "tangerine"}), text("searched"))
    await gateway.console.ask("find it")
    here = json.loads([m for m in fake_llm.turn_requests[-1]["messages"] if m["role"] == "tool"][-1]["content"])
    assert here["hits"] == []
    fake_llm.push(tool_call("session_search", {"query": "tangerine", "scope": "all"}), text("searched"))
    await gateway.console.ask("find it everywhere")
    everywhere = json.loads([m for m in fake_llm.turn_requests[-1]["messages"] if m["role"] == "tool"][-1]["content"])
    assert [h["chat"] for h in everywhere["hits"]][:1] == ["console:other"]


async def test_non_admin_cannot_search_all_chats(gateway: Gateway, fake_llm: FakeLLM):
    from gateway.platform import InboundMessage

    fake_llm.push(tool_call("session_search", {"query": "anything", "scope": "all"}), text("ok"))
    await gateway.app.conversation.ingest(InboundMessage(platform="console", chat_id="local", user_id="guest", text="search all", external_id="g1"))
    await gateway.console.reply()
    result = json.loads([m for m in fake_llm.turn_requests[-1]["messages"] if m["role"] == "tool"][-1]["content"])
    assert result["success"] is False and "admin" in result["error"]
