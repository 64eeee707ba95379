"""Text out of a document: plain text and source files as they are, PDFs through pypdf. Pure
functions of the bytes (CPU-bound: the daemon runs them in a worker thread)."""

from __future__ import annotations

import codecs
import io
from dataclasses import dataclass

from gateway.llm.tokens import estimate_text_tokens

TEXT_SUFFIXES = frozenset("""
txt md markdown rst csv tsv json jsonl ndjson log yaml yml toml ini cfg conf env xml html htm svg
py pyi js mjs cjs ts tsx jsx java kt kts scala go rs c h cc cpp hpp cs rb php pl lua r m swift sh bash zsh fish
ps1 bat sql graphql proto gradle make mk cmake dockerfile tex bib diff patch srt vtt
""".split())
TEXT_MIMES = ("text/", "application/json", "application/xml", "application/x-yaml", "application/yaml",
              "application/toml", "application/x-sh", "application/sql", "application/javascript")


class UnreadableFile(ValueError):
    """The file's content cannot be read as text; the message says why, for the person."""


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
    # Bounded three ways: the file is at most media.max_bytes, at most `max_pages` pages are read
    # (and reading stops once enough text is in), and pypdf itself caps what one stream may
    # decompress to (75 MB), so a zip-bomb page cannot fill memory.
    from pypdf import PdfReader  # noqa: PLC0415 (only documents need it)
    from pypdf.errors import FileNotDecryptedError

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            raise UnreadableFile("the PDF is password-protected")
        total = len(reader.pages)
        parts: list[str] = []
        read = 0
        for page in reader.pages[:max_pages]:
            parts.append(page.extract_text() or "")
            read += 1
            if sum(len(p) for p in parts) > max_chars:
                break
    except UnreadableFile:
        raise
    except FileNotDecryptedError:
        raise UnreadableFile("the PDF is password-protected") from None
    except Exception:  # pypdf raises many kinds on a damaged file; none of it is for the person
        raise UnreadableFile("the PDF is damaged or not really a PDF") from None
    text = "\n\n".join(p.strip() for p in parts if p.strip())
    if not text:
        raise UnreadableFile("the PDF has no text layer (a scan or only images)")
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
