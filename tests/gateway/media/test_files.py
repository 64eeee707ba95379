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
