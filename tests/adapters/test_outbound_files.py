"""Files a tool makes for the person go out after the reply, through the platform's attachment path."""

from __future__ import annotations

from typing import Any

from tests.adapters.conftest import ADMIN
from tests.conftest import Gateway
from tests.fakes.documents import PNG_1PX
from tests.fakes.openai_server import FakeLLM, text, tool_call
from tests.fakes.telegram_server import FakeTelegram


def register_file_tool(gw: Gateway, files: list[tuple[str, bytes]]) -> None:
    from gateway.registry import Tool

    async def make_files(ctx, args: dict[str, Any]) -> dict[str, Any]:
        for name, data in files:
            ctx.attach(name, data)
        return {"success": True, "files": [name for name, _ in files]}

    gw.app.tools.register(Tool("make_files", "Make files for the user.", {"type": "object", "properties": {}},
                               make_files))


async def test_a_tool_made_image_goes_as_a_photo_and_a_csv_as_a_document_after_the_reply(
        tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    register_file_tool(tg_gateway, [("chart.png", PNG_1PX), ("../../etc/export.csv", b"a,b\n1,2\n")])
    fake_llm.push(tool_call("make_files", {}), text("Here they are."))
    await fake_tg.user_says("chart and export please", user_id=ADMIN)
    reply, photo, document = await fake_tg.wait_for_messages(ADMIN, 3, timeout=30)
    assert reply["text"] == "Here they are."
    assert photo["photo"] == PNG_1PX and photo["photo_name"] == "chart.png"
    assert document["document"] == b"a,b\n1,2\n" and document["document_name"] == "export.csv"


async def test_a_file_over_the_platform_upload_limit_is_named_not_sent(
        tg_gateway: Gateway, fake_tg: FakeTelegram, fake_llm: FakeLLM):
    register_file_tool(tg_gateway, [("huge.bin", b"\0" * (50 * 1024 * 1024 + 1))])
    fake_llm.push(tool_call("make_files", {}), text("Done."))
    await fake_tg.user_says("make it big", user_id=ADMIN)
    reply, note = await fake_tg.wait_for_messages(ADMIN, 2, timeout=30)
    assert reply["text"] == "Done."
    assert note["text"] == ("I made the file huge.bin but cannot send it here: it is 52,428,801 bytes and telegram "
                            "takes files of up to 52,428,800 bytes (50 MB).")
    assert fake_tg.method_calls("sendDocument") == []
