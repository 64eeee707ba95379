"""Stored images into the request: what the turn runner is handed when the model can see."""

from __future__ import annotations

import asyncio
from typing import Any

from gateway.media.content import image_parts
from gateway.media.files import MediaFiles


class ImageParts:
    """Messages that name stored images get them as image content parts; others pass unchanged.
    The history keeps only the names, so the same request bytes come out every turn (the
    provider's prefix cache holds) and state.db stays small."""

    def __init__(self, files: MediaFiles):
        self.files = files

    async def __call__(self, messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out = []
        for m in messages:
            names = m.get("attachments")
            if not names:
                out.append(m)
                continue
            images = [(name, await asyncio.to_thread(self._read, name)) for name in names]
            rest = {k: v for k, v in m.items() if k != "attachments"}
            out.append({**rest, "content": image_parts(m.get("content") or "", images)})
        return out

    def _read(self, name: str) -> bytes | None:
        try:
            return self.files.read(name)
        except ValueError:
            return None
