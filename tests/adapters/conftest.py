from __future__ import annotations

import asyncio
from typing import AsyncIterator

import pytest

from tests.conftest import FAKE_DISCORD_TOKEN, FAKE_TG_TOKEN, Gateway, make_config
from tests.fakes.discord_server import FakeDiscord
from tests.fakes.telegram_server import FakeTelegram

ADMIN, FRIEND, STRANGER = 111, 222, 999

WIKI = "https://en.wikipedia.org/wiki/Python_(programming_language)"
# A model reply over 4096 UTF-16 units: nested emphasis, links with parentheses, non-BMP text,
# a code fence that a cut falls inside, a quote at the end.
LONG_NESTED_REPLY = "# Report\n\n" + "\n\n".join(
    f"**Point {i}: _nested {i}_ and [a link]({WIKI})** then 😀 𝒳 text " + "more words " * 20 for i in range(12)
) + "\n\n```python\ndef main():\n" + "\n".join(
    f"    print('line {i:03d}')  # <{i}> & more" for i in range(120)
) + "\n```\n\n> Done, **really** done.\n"


@pytest.fixture
async def fake_tg() -> AsyncIterator[FakeTelegram]:
    fake = FakeTelegram(token=FAKE_TG_TOKEN)
    await fake.start()
    yield fake
    await fake.stop()


def telegram_config(fake_llm, fake_tg, **sections):
    platforms = {"telegram": {"enabled": True, "api_base": fake_tg.base, "allowed_users": [ADMIN, FRIEND], "admins": [ADMIN]},
                 "console": {"enabled": False}}
    return make_config(fake_llm, platforms=platforms, **sections)


@pytest.fixture
async def tg_gateway(home, fake_llm, fake_tg) -> AsyncIterator[Gateway]:
    gw = Gateway(home, telegram_config(fake_llm, fake_tg), console=False)
    await gw.start()
    yield gw
    await gw.stop()


D_ADMIN, D_FRIEND, D_STRANGER = 700000000000000111, 700000000000000222, 700000000000000999


@pytest.fixture
async def fake_dc() -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord(token=FAKE_DISCORD_TOKEN)
    await fake.start()
    yield fake
    await fake.stop()


def discord_platform(fake_dc) -> dict:
    return {"enabled": True, "api_base": fake_dc.api_base, "gateway_url": fake_dc.gateway_url,
            "allowed_users": [D_ADMIN, D_FRIEND], "admins": [D_ADMIN]}


@pytest.fixture
async def dc_gateway(home, fake_llm, fake_dc) -> AsyncIterator[Gateway]:
    config = make_config(fake_llm, platforms={"discord": discord_platform(fake_dc), "console": {"enabled": False}})
    gw = Gateway(home, config, console=False)
    await gw.start()
    await fake_dc.wait_connected()
    lazy = gw.app.platforms.get("discord")
    await asyncio.wait_for(lazy.ready.wait(), 60)  # the SDK is imported in the background
    await asyncio.wait_for(lazy.real.ready.wait(), 60)
    yield gw
    await gw.stop()
