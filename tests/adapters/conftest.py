from __future__ import annotations

from typing import AsyncIterator

import pytest

from tests.conftest import FAKE_TG_TOKEN, Gateway, make_config
from tests.fakes.telegram_server import FakeTelegram

ADMIN, FRIEND, STRANGER = 111, 222, 999


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
