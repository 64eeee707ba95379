"""The floor for the throughput benchmark: a minimal aiogram bot, no persistence.

It forwards each message to the LLM and replies. Run as a separate process:
  python -m tests.bench.baseline_bot TELEGRAM_API_BASE LLM_BASE_URL
"""

from __future__ import annotations

import asyncio
import os
import sys

from aiogram import Bot, Dispatcher
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.types import Message
from openai import AsyncOpenAI


async def main(api_base: str, llm_url: str) -> None:
    bot = Bot(os.environ["TELEGRAM_BOT_TOKEN"], session=AiohttpSession(api=TelegramAPIServer.from_base(api_base)))
    llm = AsyncOpenAI(base_url=llm_url, api_key="bench", max_retries=0)
    dp = Dispatcher()

    @dp.message()
    async def answer(message: Message) -> None:
        resp = await llm.chat.completions.create(model="fake-model", messages=[{"role": "user", "content": message.text or ""}])
        await message.answer(resp.choices[0].message.content or "")

    await dp.start_polling(bot, handle_signals=True, polling_timeout=1)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
