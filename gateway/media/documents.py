"""Text out of a document: plain text and source files as they are, PDFs through pypdf. Pure
functions of the bytes (CPU-bound: the daemon runs text in a worker thread, and a PDF in a child
process it kills at the deadline, `gateway.media.pdftext`)."""

from __future__ import annotations

import codecs
from dataclasses import dataclass

from gateway.llm.tokens import estimate_text_tokens
from gateway.media.pdftext import UnreadableFile, read_pdf

TEXT_SUFFIXES = frozenset("""
txt md markdown rst csv tsv json jsonl ndjson log yaml yml toml ini cfg conf env xml html htm svg
py pyi js mjs cjs ts tsx jsx java kt kts scala go rs c h cc cpp hpp cs rb php pl lua r m swift sh bash zsh fish
ps1 bat sql graphql proto gradle make mk cmake dockerfile tex bib diff patch srt vtt
""".split())
TEXT_MIMES = ("text/", "application/json", "application/xml", "application/x-yaml", "application/yaml",
              "application/toml", "application/x-sh", "application/sql", "application/javascript")


@dataclass(frozen=True)
class Extracted:
    text: str
    pages_read: int = 0
    pages_total: int = 0


def document_type(name: str, mime: str | None) -> str | None:
    """'pdf', 'text', or None when the gateway does not read this kind of file."""
    lowered = name.lower()
    suffix = lowered.rsplit(".", 1)[-1] if "." in lowered else lowered
    if suffix == "pdf" or mime == "application/pdf":
        return "pdf"
    if suffix in TEXT_SUFFIXES or lowered in ("makefile", "dockerfile", "readme", "license"):
        return "text"
    if mime and mime.startswith(TEXT_MIMES):
        return "text"
    return None


def extract(data: bytes, kind: str, max_pages: int, max_chars: int) -> Extracted:
    """The document's text; reading stops after `max_pages` pages or about `max_chars` characters."""
    if kind == "pdf":
        return _pdf(data, max_pages, max_chars)
    return Extracted(decode_text(data))


def decode_text(data: bytes) -> str:
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text = data.decode("utf-16", errors="replace")
    else:
        if b"\x00" in data[:8192]:
            raise UnreadableFile("it looks like a binary file, not text")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = data.decode("cp1252", errors="replace")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _pdf(data: bytes, max_pages: int, max_chars: int) -> Extracted:
    # In process (tests, tools); the daemon reads a person's PDF with `read_pdf_in_child`, which it can kill.
    text, read, total = read_pdf(data, max_pages, max_chars)
    return Extracted(text, read, total)


def fit_tokens(text: str, budget: int) -> tuple[str, bool, int]:
    """(text cut to about `budget` tokens at a line end, whether it was cut, tokens of the whole)."""
    total = estimate_text_tokens(text)
    if total <= budget:
        return text, False, total
    cut = text[: budget * 4]
    line_end = cut.rfind("\n")
    if line_end > len(cut) // 2:
        cut = cut[:line_end]
    return cut, True, total
