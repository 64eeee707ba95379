"""Files on Telegram: what a message carries (as `Attachment`s) and downloading one.

Kept apart from the adapter: describing and fetching files is its own idea, and the one place
that builds a URL holding the bot token.
"""

from __future__ import annotations

from aiogram import Bot
from aiogram.exceptions import (
    TelegramAPIError,
    TelegramBadRequest,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.types import Message
from pydantic import SecretStr

from gateway.platform import Attachment, FetchError

DOWNLOAD_LIMIT = 20 * 1024 * 1024  # the Bot API hands bots files of up to 20 MB (getFile)


def attachments_of(message: Message) -> tuple[Attachment, ...]:
    """The files of a message: the largest size of a photo, a document, a voice note, an audio
    file; other media (video, stickers, ...) as `other`, which the gateway answers as unsupported."""
    if message.photo:
        best = message.photo[-1]
        return (Attachment("image", f"photo_{message.message_id}.jpg", best.file_id, "image/jpeg", best.file_size),)
    if message.voice is not None:
        v = message.voice
        return (Attachment("voice", f"voice_{message.message_id}.ogg", v.file_id, v.mime_type or "audio/ogg",
                           v.file_size, float(v.duration)),)
    if message.audio is not None:
        a = message.audio
        return (Attachment("audio", a.file_name or f"audio_{message.message_id}", a.file_id, a.mime_type,
                           a.file_size, float(a.duration)),)
    if message.document is not None:
        d = message.document
        kind = "image" if (d.mime_type or "").startswith("image/") else "document"
        return (Attachment(kind, d.file_name or f"file_{message.message_id}", d.file_id, d.mime_type, d.file_size),)
    for name in ("video", "video_note", "animation", "sticker"):
        media = getattr(message, name, None)
        if media is not None:
            return (Attachment("other", name, media.file_id, getattr(media, "mime_type", None),
                               getattr(media, "file_size", None)),)
    return ()


async def download(bot: Bot, token: SecretStr, attachment: Attachment, max_bytes: int) -> bytes:
    """getFile, then the file itself, read in chunks and cut off past the limit. The file URL
    holds the bot token: no error from here carries a URL or a library's message."""
    limit = min(max_bytes, DOWNLOAD_LIMIT)
    if attachment.size is not None and attachment.size > limit:
        raise FetchError(f"the file is {attachment.size:,} bytes; the limit is {limit:,}", too_large=True)
    try:
        info = await bot.get_file(attachment.ref)
    except TelegramBadRequest as exc:
        if "too big" in str(exc.message).lower():
            raise FetchError(f"Telegram lets bots download files of up to {DOWNLOAD_LIMIT:,} bytes",
                             too_large=True) from None
        raise FetchError(f"Telegram refused the file: {exc.message}") from None
    except (TelegramNetworkError, TelegramServerError, TelegramRetryAfter) as exc:
        raise FetchError(f"Telegram getFile failed: {type(exc).__name__}", retryable=True) from None
    except TelegramAPIError as exc:
        raise FetchError(f"Telegram getFile failed: {type(exc).__name__}") from None
    if info.file_size is not None and info.file_size > limit:
        raise FetchError(f"the file is {info.file_size:,} bytes; the limit is {limit:,}", too_large=True)
    if not info.file_path:
        raise FetchError("Telegram gave no path for the file")
    url = bot.session.api.file_url(token.get_secret_value(), info.file_path)
    data = bytearray()
    try:
        async for chunk in bot.session.stream_content(url, timeout=120, chunk_size=65536):
            data += chunk
            if len(data) > limit:
                raise FetchError(f"the file is over the limit of {limit:,} bytes", too_large=True)
    except FetchError:
        raise
    except Exception as exc:  # aiohttp's errors print the URL, and the URL holds the token
        status = getattr(exc, "status", None)
        raise FetchError(f"downloading the file from Telegram failed: {type(exc).__name__}",
                         retryable=not isinstance(status, int) or status >= 500) from None
    return bytes(data)
