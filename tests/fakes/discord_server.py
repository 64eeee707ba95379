"""A fake Discord: REST under /api/v10 and a gateway websocket, on 127.0.0.1 (aiohttp).

Enough of the protocol for a real discord.py Client: HELLO / IDENTIFY / READY /
GUILD_CREATE, heartbeats, RESUME with replay of missed events, op 7 RECONNECT, scripted
close codes, MESSAGE_CREATE and INTERACTION_CREATE dispatch, and the REST routes the
gateway uses (login, messages, typing, DMs, interaction callbacks), with scripted 429s that
carry a `Via` header as Discord's edge does. Files people attach are served like Discord's
CDN: the message's attachment URL points at /attachments/<id>/<name> on the same server.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections import defaultdict, deque
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from aiohttp import WSMsgType, web

from tests.fakes.waiting import wait_for_count

BOT_ID = 900000000000000001
APP_ID = 900000000000000002
GUILD_ID = 910000000000000001
CHANNEL_ID = 920000000000000001
THREAD_ID = 920000000000000099  # a thread the bot started
OTHER_THREAD_ID = 920000000000000098  # a thread someone else started


def _now() -> str:
    return datetime.now(timezone.utc).isoformat()


def user_obj(uid: int, name: str, bot: bool = False) -> dict[str, Any]:
    return {"id": str(uid), "username": name, "discriminator": "0", "global_name": name, "avatar": None, "bot": bot}


@dataclass
class RestFault:
    status: int = 500
    retry_after: float | None = None


@dataclass
class FakeDiscord:
    token: str
    sent: list[dict[str, Any]] = field(default_factory=list)
    rest_calls: list[tuple[str, str, Any]] = field(default_factory=list)
    identifies: list[dict[str, Any]] = field(default_factory=list)
    resumes: list[dict[str, Any]] = field(default_factory=list)
    interaction_callbacks: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._ids = itertools.count(930000000000000001)
        self._runner: web.AppRunner | None = None
        self.base = ""
        self.api_base = ""
        self.gateway_url = ""
        self._ws: web.WebSocketResponse | None = None
        self._session_id: str | None = None
        self._seq = 0
        self._log: list[dict[str, Any]] = []  # every dispatch of this session, for RESUME
        self._faults: dict[str, deque[RestFault]] = defaultdict(deque)
        self.down = False
        self.connected = asyncio.Event()
        self.sent_event = asyncio.Event()
        self.sessions_started = 0
        self.attachment_files: dict[str, bytes] = {}  # attachment id -> content
        self.downloads: list[str] = []

    # ---- server ----------------------------------------------------------------------
    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/gateway/", self._gateway)
        app.router.add_get("/attachments/{aid}/{name}", self._attachment)
        app.router.add_route("*", "/api/v10/{path:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.5)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.base = f"http://127.0.0.1:{port}"
        self.api_base = f"{self.base}/api/v10"
        self.gateway_url = f"ws://127.0.0.1:{port}/gateway/"

    async def stop(self) -> None:
        if self._ws is not None:
            await self._ws.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    # ---- scripting -------------------------------------------------------------------
    def fail(self, route: str, *faults: RestFault) -> None:
        """route like 'POST /channels/{id}/messages' with the real id."""
        self._faults[route].extend(faults)

    async def wait_connected(self, timeout: float = 10.0) -> None:
        await asyncio.wait_for(self.connected.wait(), timeout)

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        self._seq += 1
        frame = {"op": 0, "t": event, "s": self._seq, "d": data}
        self._log.append(frame)
        if self._ws is not None and not self._ws.closed:
            try:
                await self._ws.send_str(json.dumps(frame))
            except ConnectionResetError:
                pass  # delivered on RESUME

    async def reconnect_op7(self) -> None:
        self.connected.clear()
        assert self._ws is not None
        await self._ws.send_str(json.dumps({"op": 7, "d": None}))

    async def close_with(self, code: int) -> None:
        self.connected.clear()
        if self._ws is not None:
            await self._ws.close(code=code)

    def attachment(self, data: bytes, filename: str, content_type: str | None, claimed_size: int | None = None,
                   voice_seconds: float | None = None) -> dict[str, Any]:
        """An attachment object for `user_says(attachments=[...])`, its bytes served on loopback."""
        aid = str(next(self._ids))
        self.attachment_files[aid] = data
        obj: dict[str, Any] = {"id": aid, "filename": filename, "size": len(data) if claimed_size is None else claimed_size,
                               "url": f"{self.base}/attachments/{aid}/{filename}",
                               "proxy_url": f"{self.base}/attachments/{aid}/{filename}"}
        if content_type:
            obj["content_type"] = content_type
        if voice_seconds is not None:  # a voice message: Discord adds duration and waveform
            obj["duration_secs"] = voice_seconds
            obj["waveform"] = "AAAA"
            obj["flags"] = 1 << 13
        return obj

    async def _attachment(self, request: web.Request) -> web.Response:
        aid = request.match_info["aid"]
        self.downloads.append(aid)
        if aid not in self.attachment_files:
            return web.Response(status=404, text="Not Found")
        return web.Response(body=self.attachment_files[aid], content_type="application/octet-stream")

    async def user_says(self, text: str, user_id: int, *, dm: bool = False, channel_id: int = CHANNEL_ID,
                        mention_bot: bool = False, name: str = "ada",
                        attachments: list[dict[str, Any]] | None = None) -> int:
        mid = next(self._ids)
        author = user_obj(user_id, name)
        data: dict[str, Any] = {
            "id": str(mid), "type": 0, "content": (f"<@{BOT_ID}> " if mention_bot else "") + text,
            "author": author, "timestamp": _now(), "edited_timestamp": None, "tts": False,
            "mention_everyone": False, "mentions": [user_obj(BOT_ID, "hermes", True)] if mention_bot else [],
            "mention_roles": [], "attachments": attachments or [], "embeds": [], "pinned": False, "flags": 0,
            "components": [],
        }
        if dm:
            data["channel_id"] = str(self.dm_channel_for(user_id))
        else:
            data["channel_id"] = str(channel_id)
            data["guild_id"] = str(GUILD_ID)
            data["member"] = {"roles": [], "joined_at": _now(), "deaf": False, "mute": False, "flags": 0}
        await self.dispatch("MESSAGE_CREATE", data)
        return mid

    async def press_button(self, custom_id: str, user_id: int, message: dict[str, Any]) -> str:
        iid = str(next(self._ids))
        channel_id = message["channel_id"]
        message = {k: v for k, v in message.items() if k not in ("allowed_mentions", "message_reference")}
        await self.dispatch("INTERACTION_CREATE", {
            "id": iid, "application_id": str(APP_ID), "type": 3, "token": f"itoken{iid}", "version": 1,
            "channel_id": str(channel_id), "channel": {"id": str(channel_id), "type": 1},
            "user": user_obj(user_id, "presser"),
            "data": {"custom_id": custom_id, "component_type": 2},
            "message": message, "app_permissions": "0", "locale": "en-US", "entitlements": [], "attachment_size_limit": 8388608,
            "authorizing_integration_owners": {}, "context": 1,
        })
        return iid

    def dm_channel_for(self, user_id: int) -> int:
        return 940000000000000000 + user_id % 1000000

    def messages_in(self, channel_id: int) -> list[dict[str, Any]]:
        return [m for m in self.sent if m["channel_id"] == str(channel_id)]

    def texts_in(self, channel_id: int) -> list[str]:
        return [m["content"] for m in self.messages_in(channel_id)]

    async def wait_for_messages(self, channel_id: int, n: int, timeout: float = 10.0) -> list[dict[str, Any]]:
        await wait_for_count(lambda: len(self.messages_in(channel_id)), n, self.sent_event, timeout,
                             lambda: f"expected {n} messages in {channel_id}, got {self.texts_in(channel_id)}")
        return self.messages_in(channel_id)

    # ---- gateway ---------------------------------------------------------------------
    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        if self.down:
            return web.Response(status=503, text="down")
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        if self._ws is not None and not self._ws.closed:
            await self._ws.close(code=4000)
        self._ws = ws
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}}))
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                payload = json.loads(msg.data)
                await self._on_op(ws, payload)
        finally:
            if self._ws is ws:
                self.connected.clear()
        return ws

    async def _on_op(self, ws: web.WebSocketResponse, payload: dict[str, Any]) -> None:
        op, d = payload.get("op"), payload.get("d")
        if op == 1:
            await ws.send_str(json.dumps({"op": 11}))
        elif op == 2:
            if d.get("token") != self.token:
                await ws.close(code=4004)
                return
            self.identifies.append(d)
            if not (d.get("intents", 0) & (1 << 15)):
                pass  # the fake does not enforce privileged intents unless told to
            self.sessions_started += 1
            self._session_id = f"session{self.sessions_started}"
            self._seq = 0
            self._log = []
            await self.dispatch("READY", {
                "v": 10, "user": user_obj(BOT_ID, "hermes", True), "guilds": [{"id": str(GUILD_ID), "unavailable": True}],
                "session_id": self._session_id, "resume_gateway_url": self.gateway_url,
                "application": {"id": str(APP_ID), "flags": 0}, "shard": [0, 1], "private_channels": [],
                "relationships": [], "presences": [], "guild_join_requests": [], "geo_ordered_rtc_regions": [],
            })
            await self.dispatch("GUILD_CREATE", self._guild())
            self.connected.set()
        elif op == 6:
            self.resumes.append(d)
            if d.get("token") != self.token or d.get("session_id") != self._session_id:
                await ws.send_str(json.dumps({"op": 9, "d": False}))
                return
            for frame in self._log:
                if frame["s"] > (d.get("seq") or 0):
                    await ws.send_str(json.dumps(frame))
            self._seq += 1
            await ws.send_str(json.dumps({"op": 0, "t": "RESUMED", "s": self._seq, "d": {}}))
            self.connected.set()

    def _guild(self) -> dict[str, Any]:
        gid = str(GUILD_ID)
        thread = lambda tid, owner, name: {  # noqa: E731
            "id": str(tid), "type": 11, "guild_id": gid, "parent_id": str(CHANNEL_ID), "owner_id": str(owner),
            "name": name, "last_message_id": None, "rate_limit_per_user": 0, "message_count": 1, "member_count": 2,
            "flags": 0, "thread_metadata": {"archived": False, "auto_archive_duration": 1440,
                                            "archive_timestamp": _now(), "locked": False},
        }
        return {
            "id": gid, "name": "Test Guild", "icon": None, "splash": None, "discovery_splash": None,
            "owner_id": "1", "afk_channel_id": None, "afk_timeout": 300, "verification_level": 0,
            "default_message_notifications": 0, "explicit_content_filter": 0, "mfa_level": 0,
            "system_channel_id": None, "system_channel_flags": 0, "rules_channel_id": None,
            "vanity_url_code": None, "description": None, "banner": None, "premium_tier": 0,
            "preferred_locale": "en-US", "public_updates_channel_id": None, "nsfw_level": 0,
            "premium_progress_bar_enabled": False, "features": [], "emojis": [], "stickers": [],
            "roles": [{"id": gid, "name": "@everyone", "permissions": "1071698529857", "position": 0, "color": 0,
                       "hoist": False, "managed": False, "mentionable": False, "flags": 0}],
            "channels": [{"id": str(CHANNEL_ID), "type": 0, "guild_id": gid, "name": "general", "position": 0,
                          "permission_overwrites": [], "parent_id": None, "nsfw": False, "topic": None,
                          "last_message_id": None, "rate_limit_per_user": 0, "flags": 0}],
            "threads": [thread(THREAD_ID, BOT_ID, "bot thread"), thread(OTHER_THREAD_ID, 5, "their thread")],
            "members": [{"user": user_obj(BOT_ID, "hermes", True), "roles": [], "joined_at": _now(),
                         "deaf": False, "mute": False, "flags": 0}],
            "member_count": 3, "large": False, "unavailable": False, "joined_at": _now(),
            "voice_states": [], "presences": [], "stage_instances": [], "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    # ---- REST ------------------------------------------------------------------------
    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["path"]
        body: Any = None
        files: list[tuple[str, bytes]] = []
        if request.can_read_body:
            if request.content_type.startswith("multipart"):
                form = await request.post()
                body = json.loads(form["payload_json"]) if "payload_json" in form else {}
                files = [(f.filename, f.file.read()) for k, f in form.items() if k.startswith("files[")]
            else:
                raw = await request.read()
                if request.content_type == "application/json" and raw:
                    body = json.loads(raw)
        self.rest_calls.append((request.method, path, body))
        # Interaction callbacks are authorised by the interaction token in the URL, not the bot token.
        if not path.startswith("/interactions/") and request.headers.get("Authorization") != f"Bot {self.token}":
            return _json({"message": "401: Unauthorized", "code": 0}, 401)
        route = f"{request.method} {path}"
        if self._faults[route]:
            fault = self._faults[route].popleft()
            if fault.retry_after is not None:
                return _json({"message": "You are being rate limited.", "retry_after": fault.retry_after, "global": False},
                             429, {"Via": "1.1 google", "Retry-After": str(int(fault.retry_after) + 1)})
            return _json({"message": "scripted failure", "code": 0}, fault.status)
        if route == "GET /users/@me":
            return _json(user_obj(BOT_ID, "hermes", True))
        if route == "GET /oauth2/applications/@me":
            return _json({"id": str(APP_ID), "name": "hermes", "icon": None, "description": "", "bot_public": True,
                          "bot_require_code_grant": False, "verify_key": "00", "flags": 0,
                          "owner": user_obj(1, "owner"), "team": None})
        if route == "POST /users/@me/channels":
            uid = int(body["recipient_id"])
            return _json({"id": str(self.dm_channel_for(uid)), "type": 1, "last_message_id": None,
                          "recipients": [user_obj(uid, f"user{uid}")]})
        if request.method == "GET" and path.startswith("/users/"):
            uid = int(path.rsplit("/", 1)[1])
            return _json(user_obj(uid, f"user{uid}"))
        if request.method == "POST" and path.endswith("/typing"):
            return web.Response(status=204)
        if request.method == "POST" and path.startswith("/interactions/"):
            self.interaction_callbacks.append(body or {})
            iid = path.split("/")[2]
            # with_response=true: the callback answers with the interaction it acknowledged.
            return _json({"interaction": {"id": iid, "type": 3, "response_message_loading": False,
                                          "response_message_ephemeral": False},
                          "resource": {"type": (body or {}).get("type", 6)}})
        if request.method == "POST" and path.startswith("/channels/") and path.endswith("/messages"):
            channel_id = path.split("/")[2]
            mid = str(next(self._ids))
            message = {
                "id": mid, "channel_id": channel_id, "type": 0, "content": (body or {}).get("content", ""),
                "author": user_obj(BOT_ID, "hermes", True), "timestamp": _now(), "edited_timestamp": None,
                "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
                "embeds": [], "pinned": False, "flags": 0, "components": (body or {}).get("components", []),
            }
            self.sent.append({**message, "allowed_mentions": (body or {}).get("allowed_mentions"),
                              "message_reference": (body or {}).get("message_reference"), "files": files})
            self.sent_event.set()
            return _json(message)
        return _json({"message": f"404: Not Found ({route})", "code": 0}, 404)


def _json(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    # discord.py only parses JSON when Content-Type is exactly application/json.
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json", **(headers or {})})
