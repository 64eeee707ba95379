"""The shared chunker and the Telegram Markdown renderer: pure functions, table-tested."""

from __future__ import annotations

import pytest

from adapters.chunking import chunk_text, utf16_len
from adapters.telegram_format import markdown_to_html


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


@pytest.mark.parametrize("md,html", [
    ("plain & <tags>", "plain &amp; &lt;tags&gt;"),
    ("**bold** and *it* and _it2_", "<b>bold</b> and <i>it</i> and <i>it2</i>"),
    ("snake_case_name stays", "snake_case_name stays"),
    ("`a<b>`", "<code>a&lt;b&gt;</code>"),
    ("[site](https://example.com/?a=1&b=2)", '<a href="https://example.com/?a=1&amp;b=2">site</a>'),
    ("# Title\n- item", "<b>Title</b>\n• item"),
    ("```py\nif a < b:\n    pass\n```", '<pre><code class="language-py">if a &lt; b:\n    pass</code></pre>'),
    ("```\nunclosed", "<pre>unclosed</pre>"),
    ("~~gone~~", "<s>gone</s>"),
])
def test_markdown_to_telegram_html(md: str, html: str):
    assert markdown_to_html(md) == html
