"""Telegram over aiogram's Bot client: durable long polling, replies as text + entities, rate limits."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import html
import json
import re
import time
from typing import Any

import structlog
from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.exceptions import (
    ClientDecodeError,
    TelegramAPIError,
    TelegramBadRequest,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
    TelegramUnauthorizedError,
)
from aiogram.types import (
    BufferedInputFile,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    MessageEntity,
    ReplyParameters,
    Update,
)
from aiogram.utils.backoff import Backoff, BackoffConfig
from pydantic import SecretStr

from adapters.chunking import utf16_len
from adapters.delivery import Chunk, DeliveryPolicy, FormattingRejected, RetryAfter, deliver
from adapters.telegram_files import attachments_of, download
from adapters.telegram_markdown import split_entities, to_entities
from gateway.platform import (
    Adapter,
    Attachment,
    DeliveryError,
    FetchError,
    InboundMessage,
    Outbound,
    PlatformServices,
    Sink,
)

log = structlog.get_logger("adapters.telegram")

TELEGRAM_LIMIT = 4096
UPLOAD_LIMIT = 50 * 1024 * 1024  # the Bot API takes uploads of up to 50 MB
PHOTO_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".webp")
MENU_LIMIT = 100  # Telegram shows at most 100 commands in the menu
_COMMAND_NAME = re.compile(r"^[a-z0-9_]{1,32}$")


class TelegramAdapter(Adapter):
    name = "telegram"
    max_upload_bytes = UPLOAD_LIMIT

    def __init__(
        self,
        token: SecretStr,
        allowed_users: list[int | str],
        admins: list[int | str],
        api_base: str | None = None,
        poll_timeout: int = 25,
        stale_factor: float = 3.0,
        max_retry_after: float = 60.0,
    ):
        self._token = token
        self._allowed = {str(u) for u in allowed_users}
        self._admins = {str(u) for u in admins}
        self._api_base = api_base
        self.poll_timeout = poll_timeout
        self.stale_after = stale_factor * (poll_timeout + 10)
        # Model replies go as text + entities; the gateway's own text as HTML (literal blocks in <pre>).
        self.policy = DeliveryPolicy(TELEGRAM_LIMIT, utf16_len, reply_chunks, max_retry_after,
                                     render_plain=_escape, render_literal=_pre)
        self.bot: Bot | None = None
        self.username = ""
        self.bot_id = 0
        self.offset: int | None = None
        self.last_ok = time.monotonic()
        self.restarts = 0
        self._sink: Sink | None = None
        self._services = PlatformServices()
        self._tasks: list[asyncio.Task] = []
        self._poller: asyncio.Task | None = None
        self._connector: asyncio.Task | None = None
        self.state = "stopped"  # connecting | connected
        self.error: str | None = None

    # ---- lifecycle -------------------------------------------------------------------
    async def start(self, sink: Sink, services: PlatformServices | None = None) -> None:
        """Returns at once: connecting (getMe) and polling run in the background with backoff, so
        an outage at boot never stops the daemon or the other platforms."""
        self._sink = sink
        self._services = services or PlatformServices()
        session = AiohttpSession(api=TelegramAPIServer.from_base(self._api_base)) if self._api_base else AiohttpSession()
        self.bot = Bot(self._token.get_secret_value(), session=session)
        if not self._allowed:
            log.warning("platforms.telegram.allowed_users is empty: nobody can talk to the bot")
        self.state = "connecting"
        self._connector = asyncio.create_task(self._connect(), name="telegram-connect")

    async def _connect(self) -> None:
        backoff = Backoff(BackoffConfig(min_delay=1.0, max_delay=60.0, factor=2.0, jitter=0.1))
        while True:
            assert self.bot is not None
            try:
                me = await self.bot.get_me()
                break
            except TelegramUnauthorizedError:
                self.error = "Telegram rejected the bot token (check platforms.telegram.token_env)"
                log.error(self.error + "; retrying in 5 minutes")
                await asyncio.sleep(300)
            except Exception as exc:  # unreachable, 5xx, DNS: the daemon serves the other platforms meanwhile
                self.error = f"cannot reach Telegram ({type(exc).__name__}); retrying"
                log.warning("telegram not reachable; retrying", error=type(exc).__name__, retry_in=round(backoff.next_delay, 1))
                await backoff.asleep()
        self.username, self.bot_id, self.error = (me.username or ""), me.id, None
        stored = await self._services.get_meta("telegram.offset")
        self.offset = int(stored) if stored else None
        self.last_ok = time.monotonic()
        self.state = "connected"
        self._poller = asyncio.create_task(self._poll_loop(), name="telegram-poll")
        self._tasks = [
            asyncio.create_task(self._watch_poller(), name="telegram-watchdog"),
            asyncio.create_task(self._sync_menu(), name="telegram-menu"),
        ]
        log.info("telegram connected", bot=self.username)

    async def stop_receiving(self) -> None:
        # Updates not fetched yet stay on Telegram's side, unconfirmed, for the next start.
        tasks = self._tasks + [t for t in (self._poller, self._connector) if t is not None]
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._tasks, self._poller, self._connector = [], None, None

    async def stop(self) -> None:
        await self.stop_receiving()
        if self.bot is not None:
            await self.bot.session.close()
            self.bot = None

    # ---- receiving -------------------------------------------------------------------
    async def _poll_loop(self) -> None:
        backoff = Backoff(BackoffConfig(min_delay=1.0, max_delay=30.0, factor=2.0, jitter=0.1))
        while True:
            assert self.bot is not None
            try:
                updates = await self.bot.get_updates(
                    offset=self.offset, timeout=self.poll_timeout,
                    allowed_updates=["message", "callback_query"], request_timeout=self.poll_timeout + 10,
                )
                last_id = updates[-1].update_id if updates else None
            except ClientDecodeError as exc:
                # One update aiogram cannot parse must not stop polling for good: keep the others,
                # record the bad one raw (hermes doctor shows it) and move the offset past it.
                updates, last_id = await self._salvage(exc.data)
            except TelegramRetryAfter as exc:
                await asyncio.sleep(exc.retry_after)
                continue
            except TelegramUnauthorizedError:
                log.error("Telegram rejected the bot token; polling paused for 5 minutes")
                await asyncio.sleep(300)
                continue
            except Exception as exc:  # 5xx, dropped connections, conflicts, a proxy's garbage: retry
                log.warning("getUpdates failed; retrying", error=type(exc).__name__, backoff=round(backoff.next_delay, 1))
                await backoff.asleep()
                continue
            backoff.reset()
            self.last_ok = time.monotonic()
            if last_id is None:
                continue
            # Persist first: the next getUpdates with a higher offset confirms these updates to
            # Telegram, after which they can never be fetched again. One at a time, in order: if
            # one cannot be stored (state.db busy), those after it are not handed over either, so
            # a chat's messages are answered in the order they were sent; they all come again.
            failed = None
            for update in updates:
                try:
                    await self._accept(update)
                except Exception as exc:
                    failed = (update.update_id, exc)
                    break
            if failed is not None:
                log.error("could not persist an update; it and the ones after it will be fetched again",
                          update_id=failed[0], error=type(failed[1]).__name__, reason=str(failed[1])[:200])
                self.offset = failed[0]
                await backoff.asleep()
                continue
            self.offset = last_id + 1
            try:
                await self._services.set_meta("telegram.offset", str(self.offset))
            except Exception as exc:  # the inbox dedupes what a stale stored offset refetches
                log.warning("could not store the polling offset", error=type(exc).__name__)

    async def _salvage(self, data: Any) -> tuple[list[Update], int | None]:
        """A getUpdates answer aiogram could not parse as a whole: parse each update alone."""
        raw = data.get("result") if isinstance(data, dict) else None
        if not isinstance(raw, list):
            log.error("getUpdates answer is not a list of updates; skipping nothing", answer=str(data)[:200])
            await asyncio.sleep(5)
            return [], None
        good, last_id = [], None
        for item in raw:
            update_id = item.get("update_id") if isinstance(item, dict) else None
            if isinstance(update_id, int):
                last_id = max(last_id or update_id, update_id)
            try:
                good.append(Update.model_validate(item, context={"bot": self.bot}))
            except Exception as exc:
                log.error("skipped an update that cannot be parsed", update_id=update_id, error=type(exc).__name__)
                try:
                    await self._services.record_unparseable(self.name, json.dumps(item)[:20000], str(exc)[:500])
                except Exception as record_exc:
                    log.warning("could not record the unparseable update", error=type(record_exc).__name__)
        return good, last_id

    async def _watch_poller(self) -> None:
        while True:
            await asyncio.sleep(min(self.stale_after / 3, 30))
            if time.monotonic() - self.last_ok > self.stale_after and self._poller is not None:
                self.restarts += 1
                log.warning("telegram poller stalled; restarting", seconds=round(time.monotonic() - self.last_ok), restarts=self.restarts)
                self._poller.cancel()
                # gather, not suppress(CancelledError): a shutdown cancelling this watchdog right now
                # must end it, not be swallowed (the daemon would never finish stopping).
                await asyncio.gather(self._poller, return_exceptions=True)
                self.last_ok = time.monotonic()
                self._poller = asyncio.create_task(self._poll_loop(), name="telegram-poll")

    async def _accept(self, update: Update) -> None:
        msg = None
        if update.message is not None:
            msg = self._from_message(update.message, update.update_id)
        elif update.callback_query is not None:
            msg = await self._from_callback(update)
        if msg is None or self._sink is None:
            return
        await self._sink(msg)

    def _addressed(self, message: Message) -> str | None:
        """The text meant for the bot, or None when a group message is not for us."""
        text = message.text or message.caption or ""
        if message.chat.type == "private":
            return text
        if message.reply_to_message and message.reply_to_message.from_user and message.reply_to_message.from_user.id == self.bot_id:
            return text
        mention = f"@{self.username}".lower() if self.username else None
        if mention and mention in text.lower():
            return re.sub(re.escape(mention), "", text, flags=re.I).strip()
        if text.startswith("/"):
            head = text.split(maxsplit=1)[0]
            if "@" not in head or head.lower().endswith(mention or "\x00"):
                return text
        return None

    def _from_message(self, message: Message, update_id: int) -> InboundMessage | None:
        files = attachments_of(message)
        if message.from_user is None or (message.text is None and not files):
            return None
        text = self._addressed(message)
        if text is None:
            return None
        thread = str(message.message_thread_id) if message.is_topic_message and message.message_thread_id else None
        return InboundMessage(
            platform=self.name,
            chat_id=str(message.chat.id),
            user_id=str(message.from_user.id),
            user_name=message.from_user.username or message.from_user.first_name,
            text=text,
            external_id=str(update_id),
            thread_id=thread,
            is_group=message.chat.type != "private",
            message_id=str(message.message_id),
            received_at=time.time(),
            attachments=files,
        )

    async def fetch(self, attachment: Attachment, max_bytes: int) -> bytes:
        if self.bot is None:
            raise FetchError("telegram is not connected", retryable=True)
        return await download(self.bot, self._token, attachment, max_bytes)

    async def _from_callback(self, update: Update) -> InboundMessage | None:
        query = update.callback_query
        assert query is not None and self.bot is not None
        with contextlib.suppress(TelegramAPIError):
            await self.bot.answer_callback_query(query.id)
        data = query.data or ""
        if not data.startswith("/") or query.message is None:
            return None
        chat = query.message.chat
        return InboundMessage(
            platform=self.name,
            chat_id=str(chat.id),
            user_id=str(query.from_user.id),
            user_name=query.from_user.username,
            text=data,
            external_id=str(update.update_id),
            is_group=chat.type != "private",
            received_at=time.time(),
        )

    # ---- sending ---------------------------------------------------------------------
    async def send(self, out: Outbound) -> None:
        if self.bot is None:
            raise DeliveryError("telegram is not connected")
        markup = None
        if out.attachment is not None:
            await self._send_photo(out)
            return
        if out.buttons:
            markup = InlineKeyboardMarkup(inline_keyboard=[[
                InlineKeyboardButton(text=label, callback_data=command[:64]) for label, command in out.buttons
            ]])

        async def send_chunk(chunk: Chunk, index: int, last: bool) -> None:
            assert self.bot is not None
            reply = None
            if index == 0 and out.reply_to and out.reply_to.isdigit():
                reply = ReplyParameters(message_id=int(out.reply_to), allow_sending_without_reply=True)
            try:
                await self.bot.send_message(
                    chat_id=int(out.chat_id) if out.chat_id.lstrip("-").isdigit() else out.chat_id,
                    text=chunk.text,
                    parse_mode="HTML" if chunk.markup else None,
                    entities=[MessageEntity(**e) for e in chunk.entities] or None,
                    message_thread_id=int(out.thread_id) if out.thread_id else None,
                    reply_parameters=reply,
                    reply_markup=markup if last else None,  # buttons under the whole text
                )
            except TelegramRetryAfter as exc:
                raise RetryAfter(exc.retry_after) from None
            except TelegramBadRequest as exc:
                # "can't parse entities: ..." for HTML and for entities alike.
                if chunk.formatted and "entit" in str(exc.message).lower():
                    raise FormattingRejected(exc.message) from None
                raise DeliveryError(f"Telegram refused the message: {exc.message}") from None
            except (TelegramNetworkError, TelegramServerError) as exc:
                raise DeliveryError(f"Telegram send failed: {type(exc).__name__}") from None
            except TelegramAPIError as exc:
                raise DeliveryError(f"Telegram send failed: {exc.message}") from None

        await deliver(out.text, self.policy, send_chunk, start=out.skip_chunks, on_chunk=out.on_chunk,
                      document=out.kind != "reply")

    async def _send_photo(self, out: Outbound) -> None:
        """An image goes as a photo, any other file as a document; the text is its caption."""
        assert self.bot is not None and out.attachment is not None
        name, data = out.attachment
        if len(data) > UPLOAD_LIMIT:
            raise DeliveryError(f"{name} is {len(data):,} bytes; Telegram takes files of up to {UPLOAD_LIMIT:,}")
        upload = BufferedInputFile(data, filename=name)
        common = dict(chat_id=int(out.chat_id), caption=out.text[:1024] or None,
                      message_thread_id=int(out.thread_id) if out.thread_id else None)
        try:
            if name.lower().endswith(PHOTO_SUFFIXES):
                await self.bot.send_photo(photo=upload, **common)
            else:
                await self.bot.send_document(document=upload, **common)
        except TelegramRetryAfter as exc:
            raise DeliveryError(f"rate limited for {exc.retry_after}s while sending a file") from None
        except TelegramAPIError as exc:
            raise DeliveryError(f"Telegram refused the file: {exc.message}") from None

    async def typing(self, chat_id: str, thread_id: str | None = None) -> None:
        if self.bot is not None:
            with contextlib.suppress(TelegramAPIError, ValueError):
                await self.bot.send_chat_action(chat_id=int(chat_id), action="typing",
                                                message_thread_id=int(thread_id) if thread_id else None)

    async def _sync_menu(self) -> None:
        """setMyCommands, only when the list changed since it was last sent."""
        commands = [(n, (d or n)[:256]) for n, d in self._services.menu if _COMMAND_NAME.match(n)][:MENU_LIMIT]
        digest = hashlib.sha256(json.dumps(commands).encode()).hexdigest()
        if await self._services.get_meta("telegram.commands_hash") == digest:
            return
        from aiogram.types import BotCommand

        try:
            assert self.bot is not None
            await self.bot.set_my_commands([BotCommand(command=n, description=d) for n, d in commands])
        except TelegramAPIError as exc:
            log.warning("setMyCommands failed; will retry at next start", error=type(exc).__name__)
            return
        await self._services.set_meta("telegram.commands_hash", digest)
        log.info("telegram command menu updated", commands=len(commands))

    # ---- policy & health -------------------------------------------------------------
    def is_allowed(self, user_id: str) -> bool:
        return str(user_id) in self._allowed

    def is_admin(self, user_id: str) -> bool:
        return str(user_id) in self._admins

    def admin_chats(self) -> list[str]:
        # A Telegram private chat's id is the user's id.
        return sorted(self._admins)

    def health(self) -> dict[str, Any]:
        age = time.monotonic() - self.last_ok
        return {
            "connected": self._poller is not None and not self._poller.done() and age < self.stale_after,
            "state": self.state,
            "last_poll_age": round(age, 1),
            "restarts": self.restarts,
            **({"error": self.error} if self.error else {}),
        }


def reply_chunks(markdown: str) -> list[Chunk]:
    """The model's Markdown as messages of text + entities; each message's plain text is its
    own text, so a refused chunk goes out unformatted but otherwise the same."""
    text, entities = to_entities(markdown)
    return [Chunk(piece, piece, entities=tuple(e.as_dict() for e in ents))
            for piece, ents in split_entities(text, entities, TELEGRAM_LIMIT)]


def _escape(text: str) -> str:
    return html.escape(text, quote=False)


def _pre(text: str) -> str:
    # Inside <pre> Telegram renders nothing: no tags, links, mentions or clickable /commands.
    return f"<pre>{html.escape(text, quote=False)}</pre>"
