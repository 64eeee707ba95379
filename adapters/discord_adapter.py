"""Discord over discord.py: DMs, guild mentions, threads, a bulkhead around the connection.

(Named discord_adapter so it can never shadow the `discord` library.)
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import re
import time
from typing import Any

import discord
import structlog
import yarl
from discord.backoff import ExponentialBackoff
from discord.gateway import DiscordWebSocket
from pydantic import SecretStr

from adapters.delivery import Chunk, DeliveryPolicy, RetryAfter, deliver
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

log = structlog.get_logger("adapters.discord")

DISCORD_LIMIT = 2000
UPLOAD_LIMIT = 10 * 1024 * 1024  # what a bot may upload to a server without boosts
PRIVILEGED_INTENT_HELP = (
    "Discord refused the connection (close code 4014): the bot needs the Message Content intent. "
    "Turn it on at https://discord.com/developers/applications -> your application -> Bot -> "
    "Privileged Gateway Intents -> MESSAGE CONTENT INTENT, then restart the gateway."
)


def _intents() -> discord.Intents:
    intents = discord.Intents.none()
    intents.guilds = True
    intents.guild_messages = True
    intents.dm_messages = True
    intents.message_content = True  # privileged: see PRIVILEGED_INTENT_HELP
    return intents


class DiscordAdapter(Adapter):
    name = "discord"
    max_upload_bytes = UPLOAD_LIMIT

    def __init__(self, token: SecretStr, allowed_users: list[int | str], admins: list[int | str],
                 api_base: str | None = None, gateway_url: str | None = None, max_retry_after: float = 60.0):
        self._token = token
        self._allowed = {str(u) for u in allowed_users}
        self._admins = {str(u) for u in admins}
        if api_base:
            discord.http.Route.BASE = api_base.rstrip("/")
        if gateway_url:
            DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
        self.policy = DeliveryPolicy(DISCORD_LIMIT, len, None, max_retry_after,
                                     render_plain=discord.utils.escape_markdown, render_literal=_code_block)
        self.max_retry_after = max_retry_after
        self.client: discord.Client | None = None
        self.ready = asyncio.Event()
        self._sink: Sink | None = None
        self._runner: asyncio.Task | None = None
        self._admin_dms: dict[str, str] = {}
        self.last_event = time.monotonic()
        self.reconnects = 0
        self.fatal: str | None = None
        self.persist_failures = 0
        self.lost = 0

    # ---- lifecycle -------------------------------------------------------------------
    async def start(self, sink: Sink, services: PlatformServices | None = None) -> None:
        self._sink = sink
        if not self._allowed:
            log.warning("platforms.discord.allowed_users is empty: nobody can talk to the bot")
        # Never blocks: a Discord outage must not hold up the daemon or the other platforms.
        self._runner = asyncio.create_task(self._supervise(), name="discord")

    def _new_client(self) -> discord.Client:
        client = discord.Client(
            intents=_intents(),
            chunk_guilds_at_startup=False,
            member_cache_flags=discord.MemberCacheFlags.none(),
            max_messages=None,
            allowed_mentions=discord.AllowedMentions.none(),
            max_ratelimit_timeout=self.max_retry_after,
            guild_ready_timeout=0.5,
        )
        # Listeners are bound once per client; reconnects and RESUMEs reuse them.
        client.event(self.on_ready)
        client.event(self.on_resumed)
        client.event(self.on_disconnect)
        client.event(self.on_message)
        client.event(self.on_interaction)
        client.event(self.on_error)
        return client

    async def _supervise(self) -> None:
        backoff = ExponentialBackoff(base=2)  # discord.py's own: jittered, resets after a quiet spell
        while True:
            self.client = self._new_client()
            try:
                await self.client.start(self._token.get_secret_value())
                return  # closed by stop()
            except asyncio.CancelledError:
                raise
            except discord.PrivilegedIntentsRequired:
                self.fatal = PRIVILEGED_INTENT_HELP
                log.error(PRIVILEGED_INTENT_HELP)
                wait = 300.0
            except discord.LoginFailure:
                self.fatal = "Discord rejected the bot token (check platforms.discord.token_env)"
                log.error(self.fatal)
                wait = 300.0
            except Exception as exc:
                wait = min(backoff.delay(), 120.0)
                log.warning("discord connection failed; reconnecting", error=type(exc).__name__, backoff=round(wait, 1),
                            exc_info=True)
            finally:
                self.ready.clear()
                with contextlib.suppress(Exception):
                    await self.client.close()
            self.reconnects += 1
            await asyncio.sleep(wait)

    async def stop(self) -> None:
        if self.client is not None:
            with contextlib.suppress(Exception):
                await self.client.close()
        if self._runner is not None:
            self._runner.cancel()
            await asyncio.gather(self._runner, return_exceptions=True)
            self._runner = None

    # ---- events ----------------------------------------------------------------------
    async def on_ready(self) -> None:
        self.last_event = time.monotonic()
        self.fatal = None
        self.ready.set()
        log.info("discord connected", user=str(self.client.user) if self.client else "")
        await self._open_admin_dms()

    async def on_resumed(self) -> None:
        self.last_event = time.monotonic()
        self.ready.set()
        log.info("discord session resumed")

    async def on_disconnect(self) -> None:
        self.ready.clear()

    async def _open_admin_dms(self) -> None:
        assert self.client is not None
        for admin in self._admins:
            if admin in self._admin_dms or not admin.isdigit():
                continue
            try:
                user = await self.client.fetch_user(int(admin))
                dm = await user.create_dm()
                self._admin_dms[admin] = str(dm.id)
            except discord.HTTPException as exc:
                log.warning("cannot open a DM with an admin", admin=admin, status=exc.status)

    async def on_message(self, message: discord.Message) -> None:
        self.last_event = time.monotonic()
        client = self.client
        if client is None or client.user is None or message.author.bot or message.author.id == client.user.id:
            return
        text = self._addressed(message, client.user.id)
        if text is None or self._sink is None:
            return
        files = tuple(_attachment(a) for a in message.attachments)
        if not text and not files:
            return
        channel = message.channel
        in_guild_channel = message.guild is not None and not isinstance(channel, discord.Thread)
        await self._hand_over(InboundMessage(
            platform=self.name,
            chat_id=str(channel.id),
            user_id=str(message.author.id),
            user_name=message.author.name,
            text=text,
            external_id=str(message.id),
            is_group=in_guild_channel,  # guild channels: a session per user; threads: shared
            message_id=str(message.id),
            received_at=time.time(),
            attachments=files,
        ))

    async def fetch(self, attachment: Attachment, max_bytes: int) -> bytes:
        """The attachment's URL through discord.py's own HTTP session (the CDN takes no token)."""
        client = self.client
        if client is None or client.is_closed():
            raise FetchError("discord is not connected", retryable=True)
        if attachment.size is not None and attachment.size > max_bytes:
            raise FetchError(f"the file is {attachment.size:,} bytes; the limit is {max_bytes:,}", too_large=True)
        try:
            data = await client.http.get_from_cdn(attachment.ref)
        except discord.HTTPException as exc:
            raise FetchError(f"Discord did not hand over the file: HTTP {exc.status}",
                             retryable=exc.status >= 500) from None
        except Exception as exc:  # connection errors, timeouts
            raise FetchError(f"downloading the file from Discord failed: {type(exc).__name__}", retryable=True) from None
        if len(data) > max_bytes:
            raise FetchError(f"the file is {len(data):,} bytes; the limit is {max_bytes:,}", too_large=True)
        return data

    async def _hand_over(self, msg: InboundMessage, attempts: int = 8) -> None:
        """Discord never delivers a message twice: if storing it fails (state.db busy, disk full),
        retry here with discord.py's backoff before giving up, and count every failure."""
        assert self._sink is not None
        backoff = ExponentialBackoff(base=1)
        for attempt in range(1, attempts + 1):
            try:
                await self._sink(msg)
                return
            except Exception as exc:
                self.persist_failures += 1
                if attempt == attempts:
                    self.lost += 1
                    log.error("a Discord message could not be stored and is lost", message_id=msg.external_id,
                              error=type(exc).__name__, reason=str(exc)[:200])
                    return
                delay = min(backoff.delay(), 30.0)
                log.warning("could not store a Discord message; retrying", message_id=msg.external_id,
                            error=type(exc).__name__, retry_in=round(delay, 1))
                await asyncio.sleep(delay)

    async def on_error(self, event: str, *args: Any, **kwargs: Any) -> None:
        """discord.py's one error sink: a failing handler is logged, never silent."""
        log.exception("discord event handler failed", discord_event=event)

    def _addressed(self, message: discord.Message, me: int) -> str | None:
        content = message.content or ""
        if isinstance(message.channel, discord.DMChannel):
            return content
        mentioned = any(u.id == me for u in message.mentions)
        if mentioned:
            return re.sub(rf"<@!?{me}>", "", content).strip()
        channel = message.channel
        if isinstance(channel, discord.Thread) and channel.owner_id == me:
            return content
        return None

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        self.last_event = time.monotonic()
        if interaction.type is not discord.InteractionType.component:
            return
        command = (interaction.data or {}).get("custom_id", "")
        try:
            await interaction.response.defer()
        except Exception as exc:  # the click still counts even if Discord missed the ack
            log.warning("could not acknowledge a button press", error=type(exc).__name__)
        if not command.startswith("/") or self._sink is None or interaction.channel_id is None:
            return
        await self._sink(InboundMessage(
            platform=self.name,
            chat_id=str(interaction.channel_id),
            user_id=str(interaction.user.id),
            user_name=interaction.user.name,
            text=command,
            external_id=f"interaction:{interaction.id}",
            received_at=time.time(),
        ))

    # ---- sending ---------------------------------------------------------------------
    async def send(self, out: Outbound) -> None:
        client = self.client
        # REST works without the gateway; only a client that never logged in cannot send.
        if client is None or client.user is None or client.is_closed():
            raise DeliveryError("discord is not connected")
        channel = client.get_partial_messageable(int(out.chat_id))
        view = _buttons_view(out.buttons) if out.buttons else None

        async def send_chunk(chunk: Chunk, index: int, last: bool) -> None:
            reference = None
            if index == 0 and out.reply_to and out.reply_to.isdigit():
                reference = discord.MessageReference(message_id=int(out.reply_to), channel_id=int(out.chat_id),
                                                     fail_if_not_exists=False)
            kwargs: dict[str, Any] = {"allowed_mentions": discord.AllowedMentions.none()}
            if reference is not None:
                kwargs["reference"] = reference
            if view is not None and last:
                kwargs["view"] = view  # buttons under the whole text
            if out.attachment is not None and index == 0:
                if len(out.attachment[1]) > UPLOAD_LIMIT:
                    raise DeliveryError(f"{out.attachment[0]} is {len(out.attachment[1]):,} bytes; Discord takes "
                                        f"files of up to {UPLOAD_LIMIT:,} from bots")
                kwargs["file"] = discord.File(io.BytesIO(out.attachment[1]), filename=out.attachment[0])
            try:
                await channel.send(chunk.text, **kwargs)
            except discord.RateLimited as exc:
                raise RetryAfter(exc.retry_after) from None
            except discord.HTTPException as exc:
                raise DeliveryError(f"Discord refused the message: HTTP {exc.status}") from None

        await deliver(out.text, self.policy, send_chunk, start=out.skip_chunks, on_chunk=out.on_chunk,
                      document=out.kind != "reply")

    async def typing(self, chat_id: str, thread_id: str | None = None) -> None:
        if self.client is not None and self.ready.is_set():
            with contextlib.suppress(discord.HTTPException, ValueError):
                await self.client.http.send_typing(int(chat_id))

    # ---- policy & health -------------------------------------------------------------
    def is_allowed(self, user_id: str) -> bool:
        return str(user_id) in self._allowed

    def is_admin(self, user_id: str) -> bool:
        return str(user_id) in self._admins

    def admin_chats(self) -> list[str]:
        return sorted(self._admin_dms.values())

    def health(self) -> dict[str, Any]:
        latency = self.client.latency if self.client is not None else float("inf")
        return {
            "connected": self.ready.is_set(),
            "latency_ms": None if latency == float("inf") else round(latency * 1000, 1),
            "last_event_age": round(time.monotonic() - self.last_event, 1),
            "reconnects": self.reconnects,
            "persist_failures": self.persist_failures,
            "lost": self.lost,
            **({"error": self.fatal} if self.fatal else {}),
        }


def _attachment(a: discord.Attachment) -> Attachment:
    mime = a.content_type.split(";")[0].strip() if a.content_type else None
    if a.is_voice_message():
        kind = "voice"
    elif mime and mime.startswith("image/"):
        kind = "image"
    elif mime and mime.startswith("audio/"):
        kind = "audio"
    elif mime and mime.startswith("video/"):
        kind = "other"
    else:
        kind = "document"
    return Attachment(kind, a.filename, a.url, mime, a.size, a.duration)


def _buttons_view(buttons: tuple[tuple[str, str], ...]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for label, command in buttons:
        style = discord.ButtonStyle.success if "approve" in command else discord.ButtonStyle.danger
        view.add_item(discord.ui.Button(label=label, custom_id=command[:100], style=style))
    return view


def _code_block(text: str) -> str:
    """A code block Discord shows verbatim: no Markdown, links, spoilers or mentions inside.

    Only a run of three backticks could end it, so every backtick run is broken with a
    zero-width space (the admin still reads the same characters)."""
    return "```\n" + text.replace("``", "`\u200b`") + "\n```"
