"""Model Markdown -> Telegram text + entities, on a table of the kinds of replies models write.

Every case must give entities Telegram accepts (the fake's check: inside the text, disjoint or
nested, only the nestings the Bot API allows) and the visible text and formatting listed.
An entity is written (type, the text it covers[, url or language]).
"""

from __future__ import annotations

import pytest

from adapters.telegram_markdown import Entity, sanitise, split_entities, to_entities
from tests.adapters.conftest import LONG_NESTED_REPLY, WIKI
from tests.fakes.telegram_server import entity_problems

CASES = [
    ("plain with <>&", "Use a < b & c > d, \"quotes\" and 'apostrophes'.",
     "Use a < b & c > d, \"quotes\" and 'apostrophes'.", []),
    ("bold and italic", "This is **bold**, this is *italic* and this is _also italic_.",
     "This is bold, this is italic and this is also italic.",
     [("bold", "bold"), ("italic", "italic"), ("italic", "also italic")]),
    ("italic inside bold", "**bold _it_ x** and after", "bold it x and after",
     [("bold", "bold it x"), ("italic", "it")]),
    ("crossed delimiters", "**bold *it** x*", "bold it x", [("italic", "bold it x")]),
    ("bold italic at once", "***bold italic*** then normal", "bold italic then normal",
     [("bold", "bold italic"), ("italic", "bold italic")]),
    ("link with parentheses", f"See [Python]({WIKI}) for history.", "See Python for history.",
     [("text_link", "Python", WIKI)]),
    ("bare url with parentheses", "Read https://en.wikipedia.org/wiki/Mercury_(planet) first.",
     "Read https://en.wikipedia.org/wiki/Mercury_(planet) first.", []),  # Telegram links it itself
    ("autolink", "Go to <https://example.com/x_(y)> now", "Go to https://example.com/x_(y) now",
     [("text_link", "https://example.com/x_(y)", "https://example.com/x_(y)")]),
    ("bold around a link", "**see [the docs](https://ex.com/a_(b)) now**", "see the docs now",
     [("bold", "see the docs now"), ("text_link", "the docs", "https://ex.com/a_(b)")]),
    ("bold link text", "[**bold link**](https://example.com/a?b=1&c=2)", "bold link",
     [("text_link", "bold link", "https://example.com/a?b=1&c=2"), ("bold", "bold link")]),
    ("code inside a link keeps the link", "[`pip install`](https://pip.pypa.io)", "pip install",
     [("text_link", "pip install", "https://pip.pypa.io")]),
    ("inline code with <>&", "Run `if a < b && c > d: print(\"<ok>\")` now.",
     "Run if a < b && c > d: print(\"<ok>\") now.", [("code", "if a < b && c > d: print(\"<ok>\")")]),
    ("fence with language", "Example:\n\n```python\ndef f(x):\n    return x ** 2  # **not bold** <b>\n```\n\nDone.",
     "Example:\n\ndef f(x):\n    return x ** 2  # **not bold** <b>\n\nDone.",
     [("pre", "def f(x):\n    return x ** 2  # **not bold** <b>", "python")]),
    ("fence without language", "```\nplain <code> & stuff\n```", "plain <code> & stuff",
     [("pre", "plain <code> & stuff")]),
    ("tilde fence", "~~~bash\necho \"$HOME\" && ls *.py\n~~~", "echo \"$HOME\" && ls *.py",
     [("pre", "echo \"$HOME\" && ls *.py", "bash")]),
    ("numbered list", "Steps:\n\n1. Install it\n2. Run **it**\n3. Check `out.txt`",
     "Steps:\n\n1. Install it\n2. Run it\n3. Check out.txt\n", [("bold", "it"), ("code", "out.txt")]),
    ("nested bullets", "- fruit\n  - apple\n  - pear\n- veg *green*",
     "⦁ fruit\n  ⦁ apple\n  ⦁ pear\n⦁ veg green\n", [("italic", "green")]),
    ("code block in a list item", "1. Install:\n\n   ```bash\n   pip install x\n   ```\n\n2. Run **it**",
     "1. Install:\npip install x\n2. Run it\n", [("pre", "pip install x", "bash"), ("bold", "it")]),
    ("task list", "- [x] done\n- [ ] todo", "✅ done\n☑ todo\n", []),
    ("table", "| Name | Score |\n|------|------:|\n| Ada  | 10 |\n| Bob **B** | 7 |",
     "Name  | Score\n------+------\nAda   | 10   \nBob B | 7    ",
     [("pre", "Name  | Score\n------+------\nAda   | 10   \nBob B | 7    ")]),
    ("headings", "# Title\n\nIntro.\n\n## Section\n\nText.\n\n### Sub\n\nMore.",
     "Title\n\nIntro.\n\nSection\n\nText.\n\nSub\n\nMore.",
     [("bold", "Title"), ("underline", "Title"), ("bold", "Section"), ("underline", "Section"), ("bold", "Sub")]),
    ("heading with code", "# Use `pip` to install", "Use pip to install",
     [("bold", "Use pip to install"), ("underline", "Use pip to install"), ("code", "pip")]),
    ("block quote", "> Quoted **bold** line\n> second line\n\nAfter.", "Quoted bold line\nsecond line\n\nAfter.",
     [("blockquote", "Quoted bold line\nsecond line"), ("bold", "bold")]),
    ("nested quote flattened", "> outer\n>> inner\n\nend", "outer\ninner\n\nend",
     [("blockquote", "outer\ninner")]),
    ("code block in a quote", "> Note:\n> ```\n> code in quote\n> ```", "Note:\ncode in quote",
     [("blockquote", "Note:\ncode in quote"), ("pre", "code in quote")]),
    ("strikethrough, ~ as about", "This is ~~gone~~ now, about ~5 minutes.", "This is gone now, about ~5 minutes.",
     [("strikethrough", "gone")]),
    ("spoiler", "The killer is ||the butler|| obviously.", "The killer is the butler obviously.",
     [("spoiler", "the butler")]),
    ("spoiler marks inside code stay", "`||not spoiler||` and ||yes||", "||not spoiler|| and yes",
     [("code", "||not spoiler||"), ("spoiler", "yes")]),
    ("emoji and non-BMP offsets", "😀 **bold 🎉 text** and _𝒳 italic_ then `🐍 code`",
     "😀 bold 🎉 text and 𝒳 italic then 🐍 code",
     [("bold", "bold 🎉 text"), ("italic", "𝒳 italic"), ("code", "🐍 code")]),
    ("CJK, Cyrillic, Arabic", "中文 **粗体** и русский _курсив_ و العربية **عريض**",
     "中文 粗体 и русский курсив و العربية عريض", [("bold", "粗体"), ("italic", "курсив"), ("bold", "عريض")]),
    ("snake_case stays", "Call my_func_name with a_b_c and file__name__x.",
     "Call my_func_name with a_b_c and file__name__x.", []),
    ("dollar prices are not math", "It costs $5 and $10 for two, or $ 12 total.",
     "It costs $5 and $10 for two, or $ 12 total.", []),
    ("LaTeX to Unicode", "Energy: \\(E = mc^2\\) and \\( \\alpha + \\beta \\)", "Energy: E = mc² and α + β",
     [("code", "E = mc²"), ("code", "α + β")]),
    ("escaped markdown", "\\*not italic\\* and \\`not code\\`", "*not italic* and `not code`", []),
    ("unclosed bold", "This is **unclosed bold and more text", "This is **unclosed bold and more text", []),
    ("unclosed fence is still code", "Start\n\n```js\nconsole.log('never closed')",
     "Start\n\nconsole.log('never closed')", [("pre", "console.log('never closed')", "js")]),
    ("raw HTML is text", "Use Vec<T> or <raw> tags and <b>not bold</b> here.",
     "Use Vec<T> or <raw> tags and <b>not bold</b> here.", []),
    ("HTML block is text", "<div>\nhello **there**\n</div>\n\nafter", "<div>\nhello there\n</div>\n\nafter",
     [("bold", "there")]),
    ("a typed <tg-spoiler> is text", "model wrote <tg-spoiler>x</tg-spoiler> literally",
     "model wrote <tg-spoiler>x</tg-spoiler> literally", []),
    ("HTML entities decoded", "AT&amp;T &lt;tag&gt; &copy;", "AT&T <tag> ©", []),
    ("javascript link dropped", "[click](javascript:alert(1)) me", "click me", []),
    ("horizontal rule", "Above\n\n---\n\nBelow", "Above\n\n————————\n\nBelow", []),
    ("CRLF line ends", "**bold**\r\nnext line\r\n\r\n- item\r\n", "bold\nnext line\n\n⦁ item\n", [("bold", "bold")]),
    ("lone surrogate", "bad \ud800 char **b**", "bad ? char b", [("bold", "b")]),
    ("a real reply", ("## Summary\n\nHere is **the plan**:\n\n1. Read [docs](https://docs.python.org/3/library/re.html)\n"
                      "2. Write `re.sub(r\"(a)\", r\"\\1\", s)`\n\n> Tip: *keep it simple*\n\n```python\nimport re\n```"),
     "Summary\n\nHere is the plan:\n\n1. Read docs\n2. Write re.sub(r\"(a)\", r\"\\1\", s)\n\nTip: keep it simple\n\nimport re",
     [("bold", "Summary"), ("underline", "Summary"), ("bold", "the plan"),
      ("text_link", "docs", "https://docs.python.org/3/library/re.html"), ("code", "re.sub(r\"(a)\", r\"\\1\", s)"),
      ("blockquote", "Tip: keep it simple"), ("italic", "keep it simple"), ("pre", "import re", "python")]),
]


def covered(text: str, e: Entity) -> str:
    return text.encode("utf-16-le", "surrogatepass")[2 * e.offset:2 * e.end].decode("utf-16-le")


def described(text: str, entities: list[Entity]) -> list[tuple[str, ...]]:
    return [(e.type, covered(text, e)) + tuple(x for x in (e.url, e.language) if x) for e in entities]


@pytest.mark.parametrize("markdown,text,entities", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_markdown_becomes_valid_entities(markdown: str, text: str, entities: list[tuple[str, ...]]):
    got_text, got = to_entities(markdown)
    assert entity_problems(got_text, [e.as_dict() for e in got]) == []
    assert got_text == text
    assert described(got_text, got) == entities


def test_the_table_covers_at_least_25_replies():
    assert len(CASES) >= 25


def test_long_quotes_fold_away():
    text, [quote] = to_entities("> " + "word " * 60)
    assert quote.type == "expandable_blockquote" and covered(text, quote) == text


def test_markdown_with_no_visible_text_is_sent_as_written():
    assert to_entities("[](https://example.com)") == ("[](https://example.com)", [])


def test_a_converter_failure_sends_the_markdown_as_plain_text(monkeypatch):
    import telegramify_markdown

    def broken(*args, **kwargs):
        raise RuntimeError("parser bug")

    monkeypatch.setattr(telegramify_markdown, "convert", broken)
    assert to_entities("**still delivered**") == ("**still delivered**", [])


@pytest.mark.parametrize("entities,kept", [
    ([Entity("bold", 0, 4), Entity("italic", 2, 4)], [Entity("bold", 0, 4)]),  # crossing: the later one goes
    ([Entity("code", 0, 6), Entity("bold", 1, 2)], [Entity("code", 0, 6)]),  # nothing inside code
    ([Entity("text_link", 0, 6, url="https://a.b"), Entity("code", 0, 6)],
     [Entity("text_link", 0, 6, url="https://a.b")]),
    ([Entity("bold", 0, 6), Entity("code", 0, 6)], [Entity("bold", 0, 6), Entity("code", 0, 6)]),
    ([Entity("blockquote", 0, 6), Entity("expandable_blockquote", 1, 2)], [Entity("blockquote", 0, 6)]),
    ([Entity("bold", 3, 9), Entity("custom_emoji", 0, 2)], []),  # past the end; a type we never send
    ([Entity("pre", 0, 6, language="python {.x}")], [Entity("pre", 0, 6, language="python")]),
])
def test_sanitise_keeps_only_what_telegram_accepts(entities: list[Entity], kept: list[Entity]):
    assert sanitise("abcdef", entities) == kept
    assert entity_problems("abcdef", [e.as_dict() for e in kept]) == []


# ---- cutting into messages --------------------------------------------------------------------

def u16(text: str) -> int:
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


@pytest.mark.parametrize("limit", [100, 777, 4096])
@pytest.mark.parametrize("markdown", [LONG_NESTED_REPLY, "😀 **" + "🎉 wide " * 2000 + "**", "x" * 9000,
                                      "```\n" + "y" * 9000 + "\n```"], ids=["reply", "emoji", "one-word", "one-line-code"])
def test_every_message_fits_and_keeps_valid_entities(markdown: str, limit: int):
    text, entities = to_entities(markdown)
    chunks = split_entities(text, entities, limit)
    assert len(chunks) > 1
    for piece, ents in chunks:
        assert u16(piece) <= limit and piece.strip()
        assert entity_problems(piece, [e.as_dict() for e in ents]) == []
    assert "".join(piece for piece, _ in chunks) == text


def test_a_code_block_across_the_cut_is_code_in_both_messages():
    text, entities = to_entities(LONG_NESTED_REPLY)
    assert u16(text) > 4096
    chunks = split_entities(text, entities, 4096)
    with_code = [(piece, [e for e in ents if e.type == "pre"]) for piece, ents in chunks]
    with_code = [(piece, pres) for piece, pres in with_code if pres]
    assert len(with_code) == 2
    (first, [head]), (second, [tail]) = with_code
    assert head.language == tail.language == "python"
    assert head.end == u16(first) and tail.offset == 0  # runs to the cut, goes on from the start
    assert (covered(first, head) + covered(second, tail)).splitlines()[-1] == "    print('line 119')  # <119> & more"


def test_an_entity_crossing_a_cut_goes_on_in_the_next_message():
    text, entities = "a" * 40 + " " + "b" * 40, [Entity("bold", 30, 20)]
    [(first, [head]), (second, [tail])] = split_entities(text, entities, 41)
    assert (first, second) == ("a" * 40 + " ", "b" * 40)
    assert (head.offset, head.length, tail.offset, tail.length) == (30, 11, 0, 9)


def test_messages_end_at_paragraph_breaks_when_they_can():
    text = "\n\n".join("p" * 60 for _ in range(5))
    chunks = split_entities(text, [], 150)
    assert len(chunks) == 3
    assert all(set(piece.rstrip("\n").split("\n\n")) == {"p" * 60} for piece, _ in chunks)
