"""Platform-neutral message types and the session key."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Awaitable, Callable


@dataclass(frozen=True)
class Attachment:
    """A file that came with a message, as the platform described it (nothing downloaded yet).

    `kind`: image | document | voice (recorded in the chat: the person's own words) | audio
    (an audio file) | other (a type the gateway does not read). `ref` is the platform's own
    handle for fetching it (Telegram file_id, Discord attachment URL); `size` is what the
    platform declared, when it did.
    """

    kind: str
    name: str
    ref: str
    mime: str | None = None
    size: int | None = None
    duration: float | None = None


@dataclass(frozen=True)
class InboundMessage:
    """One message from a person, normalised by an adapter.

    `external_id` is the platform's own id for the event (Telegram update_id, Discord
    message id, a console counter); with `platform` it makes the inbox's dedupe key.
    """

    platform: str
    chat_id: str
    user_id: str
    text: str
    external_id: str
    thread_id: str | None = None
    is_group: bool = False
    user_name: str | None = None
    message_id: str | None = None
    received_at: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)
    # Files with the message, in the order the person sent them; `text` is then the caption.
    attachments: tuple[Attachment, ...] = ()

    def to_payload(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_payload(cls, payload: dict[str, Any]) -> "InboundMessage":
        files = tuple(Attachment(**a) for a in payload.get("attachments") or ())
        return cls(**{**payload, "attachments": files})

    @property
    def session_key(self) -> str:
        return session_key_for(self.platform, self.chat_id, self.thread_id, self.user_id if self.is_group else None)


@dataclass(frozen=True)
class Outbound:
    """Text for one chat. Adapters chunk it to their limit and raise if delivery fails."""

    platform: str
    chat_id: str
    text: str
    thread_id: str | None = None
    reply_to: str | None = None
    kind: str = "reply"  # reply | notice | command
    # Buttons as (label, command text): pressing one acts exactly like typing the command.
    buttons: tuple[tuple[str, str], ...] = ()
    # An image or file to send with the text, as (filename, bytes); the text becomes its caption.
    attachment: tuple[str, bytes] | None = field(default=None, repr=False)
    # Resume after a restart: chunks already delivered are skipped; progress is reported.
    skip_chunks: int = 0
    on_chunk: Callable[[int, int], Awaitable[None]] | None = field(default=None, compare=False, repr=False)


def session_key_for(platform: str, chat_id: str, thread_id: str | None = None, group_user: str | None = None) -> str:
    """platform:chat[:thread][:user]. Group chats get one session per user (DESIGN §7)."""
    parts = [platform, str(chat_id)]
    parts.append(f"t{thread_id}" if thread_id else "-")
    parts.append(f"u{group_user}" if group_user else "-")
    return ":".join(parts)
