"""The shared chunker: a pure function, table-tested."""

from __future__ import annotations

import pytest

from adapters.chunking import chunk_text, utf16_len


@pytest.mark.parametrize("limit", [100, 2000, 4096])
@pytest.mark.parametrize("text", [
    "short",
    "word " * 5000,
    "x" * 20000,
    "\n\n".join("para " * 50 for _ in range(40)),
    "😀" * 5000,
])
def test_chunks_fit_and_lose_nothing(text: str, limit: int):
    chunks = chunk_text(text, limit, utf16_len)
    assert all(utf16_len(c) <= limit for c in chunks)
    assert "".join(chunks).replace("\n", "").replace(" ", "") == text.replace("\n", "").replace(" ", "")


def test_prefers_paragraph_breaks():
    text = ("a" * 60 + "\n\n") * 5
    chunks = chunk_text(text, 150)
    assert all(c.strip("a\n") == "" for c in chunks)
    assert chunks[0] == "a" * 60 + "\n\n" + "a" * 60


def test_code_fences_are_closed_and_reopened_with_language():
    text = "```python\n" + "\n".join(f"x = {i}" for i in range(100)) + "\n```\nafter"
    chunks = chunk_text(text, 200)
    assert len(chunks) > 3
    for c in chunks[:-1]:
        assert c.startswith("```python\n") and c.endswith("\n```")
    body = [line for c in chunks for line in c.split("\n") if line.startswith("x = ")]
    assert body == [f"x = {i}" for i in range(100)]


def test_discord_sized_limit_with_plain_len():
    chunks = chunk_text("y" * 5000, 2000)
    assert [len(c) for c in chunks] == [1996, 1996, 1008]
