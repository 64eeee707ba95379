"""Stored media: private files, one per content, pruned after the retention period."""

from __future__ import annotations

import os
import stat
import time

import pytest

from gateway.media.files import MediaFiles


def test_files_are_stored_private_once_per_content(tmp_path):
    files = MediaFiles(tmp_path / "media")
    name, digest = files.save(b"hello", "Notes.TXT")
    again, _ = files.save(b"hello", "other.txt")
    assert name == again == digest[:40] + ".txt"
    assert stat.S_IMODE((tmp_path / "media").stat().st_mode) == 0o700
    assert stat.S_IMODE((tmp_path / "media" / name).stat().st_mode) == 0o600
    assert files.read(name) == b"hello"
    assert files.usage() == (1, 5)


def test_a_name_from_the_database_never_leaves_the_folder(tmp_path):
    files = MediaFiles(tmp_path / "media")
    with pytest.raises(ValueError):
        files.read("../state.db")


def test_prune_removes_files_older_than_the_retention_and_keeps_newer_and_foreign_ones(tmp_path):
    files = MediaFiles(tmp_path / "media")
    old, _ = files.save(b"old", "a.jpg")
    new, _ = files.save(b"new", "b.jpg")
    (tmp_path / "media" / "README").write_text("a person's note")
    now = time.time()
    os.utime(tmp_path / "media" / old, (now - 40 * 86400, now - 40 * 86400))
    assert files.prune(30, now=now) == [old]
    assert files.read(old) is None and files.read(new) == b"new"
    assert (tmp_path / "media" / "README").exists()


def test_saving_the_same_content_again_renews_its_age(tmp_path):
    files = MediaFiles(tmp_path / "media")
    name, _ = files.save(b"x", "a.png")
    now = time.time()
    os.utime(tmp_path / "media" / name, (now - 40 * 86400, now - 40 * 86400))
    files.save(b"x", "a.png")
    assert files.prune(30, now=now) == []


def test_a_file_sent_again_while_housekeeping_prunes_its_old_copy_stays_stored(tmp_path, monkeypatch):
    """Saving renews an old copy's age; housekeeping (another thread) must not remove it in between."""
    import threading

    from gateway.media import files as files_module

    files = MediaFiles(tmp_path / "media")
    name, _ = files.save(b"photo", "a.jpg")
    old = time.time() - 10 * 86400
    os.utime(tmp_path / "media" / name, (old, old))
    real_utime = os.utime
    pruner: list[threading.Thread] = []

    def utime_while_pruning(path, *args, **kwargs):  # housekeeping runs right between the check and the renewal
        thread = threading.Thread(target=files.prune, args=(5,))
        thread.start()
        thread.join(timeout=2)
        pruner.append(thread)
        return real_utime(path, *args, **kwargs)

    monkeypatch.setattr(files_module.os, "utime", utime_while_pruning)
    again, _ = files.save(b"photo", "a.jpg")
    pruner[0].join()
    assert again == name and files.read(name) == b"photo"
