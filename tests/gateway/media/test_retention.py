"""Retention: the daemon's housekeeping removes stored files past media.retention_days."""

from __future__ import annotations

import os
import time

from gateway.conversation.turn import without_attachments
from gateway.media import ImageParts, MediaFiles
from tests.conftest import Gateway


async def test_housekeeping_prunes_old_files_and_marks_their_rows(gateway: Gateway):
    app = gateway.app
    old, _ = app.media.save(b"old photo", "a.jpg")
    new, _ = app.media.save(b"new photo", "b.jpg")
    for name in (old, new):
        await app.db.media_record("telegram", f"ext-{name}", 0, "image", name, "image/jpeg", "stored", name, 9)
    past = time.time() - 31 * 86400
    os.utime(app.home.media / old, (past, past))
    assert await app.prune_media() == 1
    rows = dict(app.db.sync.conn.execute("SELECT file, state FROM media").fetchall())
    assert rows == {old: "pruned", new: "stored"}
    assert not (app.home.media / old).exists() and (app.home.media / new).exists()


async def test_a_pruned_image_in_an_old_turn_is_named_not_sent(tmp_path):
    files = MediaFiles(tmp_path)
    kept, _ = files.save(b"\x89PNG", "k.png")
    messages = [{"role": "user", "content": "look", "attachments": [kept, "f" * 40 + ".jpg"]}]
    [rendered] = await ImageParts(files)(messages)
    assert "attachments" not in rendered
    assert [p["type"] for p in rendered["content"]] == ["text", "image_url", "text"]
    assert "no longer stored" in rendered["content"][2]["text"]


async def test_a_model_without_vision_gets_no_image_references_in_its_request():
    messages = [{"role": "user", "content": "[image attached: a.jpg]", "attachments": ["a" * 40 + ".jpg"]}]
    assert await without_attachments(messages) == [{"role": "user", "content": "[image attached: a.jpg]"}]
