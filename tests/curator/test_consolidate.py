"""Curator consolidation: the optional LLM phase that proposes merging overlapping skills."""

from __future__ import annotations

from tests.fakes.openai_server import FakeLLM, text, tool_call
from tests.gateway.skills.test_skills import skill_md, write_skill


async def test_every_consolidation_call_is_in_the_usage_ledger_as_curator(gateway_factory, fake_llm: FakeLLM):
    gw = await gateway_factory(curator={"consolidate": True})
    write_skill(gw.home.skills, "deploy-a", "deploys service a")
    write_skill(gw.home.skills, "deploy-b", "deploys service b")
    merged = skill_md("deploy", "deploys any service")
    fake_llm.push_review(tool_call("skill_manage", {"action": "create", "name": "deploy", "content": merged}),
                         text("merged two"))
    await gw.app.scheduler.consolidate()
    usage = await gw.app.db.usage_since(0)
    assert usage["curator"]["calls"] == len(fake_llm.requests) == 2
    assert usage["curator"]["prompt"] > 0
