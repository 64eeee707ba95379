"""Text out of documents: which types are read, decoding, the token budget, PDFs good and bad."""

from __future__ import annotations

import pytest

from gateway.media.documents import UnreadableFile, decode_text, document_type, extract, fit_tokens
from tests.fakes.documents import make_pdf


@pytest.mark.parametrize("name, mime, expected", [
    ("notes.txt", None, "text"),
    ("README.md", "text/markdown", "text"),
    ("data.csv", "text/csv", "text"),
    ("payload.json", "application/json", "text"),
    ("server.log", None, "text"),
    ("main.py", "text/x-python", "text"),
    ("lib.rs", None, "text"),
    ("Makefile", None, "text"),
    ("whatever", "text/plain", "text"),
    ("report.pdf", "application/pdf", "pdf"),
    ("scan", "application/pdf", "pdf"),
    ("setup.exe", "application/x-msdownload", None),
    ("archive.zip", "application/zip", None),
    ("sheet.xlsx", None, None),
])
def test_document_types_read_and_refused(name, mime, expected):
    assert document_type(name, mime) == expected


def test_text_decodes_utf8_with_bom_utf16_and_legacy_bytes():
    assert decode_text("\ufeffhé\r\nllo".encode("utf-8")) == "hé\nllo"
    assert decode_text("hé".encode("utf-16")) == "hé"
    assert decode_text("caf\xe9".encode("cp1252")) == "café"


def test_binary_content_under_a_text_name_is_unreadable():
    with pytest.raises(UnreadableFile, match="binary"):
        decode_text(b"MZ\x00\x00\x01\x02")


def test_a_text_within_budget_is_kept_whole():
    assert fit_tokens("short", 100) == ("short", False, 5)


def test_a_long_text_is_cut_at_a_line_end_to_about_the_budget_and_says_how_long_it_was():
    text = "\n".join(f"line {i:04d} " + "x" * 40 for i in range(1000))
    cut, was_cut, total = fit_tokens(text, 500)
    assert was_cut and total > 10_000
    assert len(cut) <= 500 * 4 and text.startswith(cut) and text[len(cut)] == "\n"


def test_pdf_text_comes_out_page_by_page():
    got = extract(make_pdf(["Quarterly report", "Revenue grew"]), "pdf", max_pages=50, max_chars=10_000)
    assert "Quarterly report" in got.text and "Revenue grew" in got.text
    assert (got.pages_read, got.pages_total) == (2, 2)


def test_pdf_reading_stops_at_the_page_cap():
    got = extract(make_pdf([f"page {i}" for i in range(10)]), "pdf", max_pages=3, max_chars=10_000)
    assert (got.pages_read, got.pages_total) == (3, 10)
    assert "page 3" not in got.text


def test_pdf_reading_stops_once_enough_text_was_read():
    got = extract(make_pdf(["word " * 200] * 10), "pdf", max_pages=50, max_chars=1500)
    assert got.pages_read < 10


@pytest.mark.parametrize("data, reason", [
    (b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF", "damaged"),
    (b"this is not a pdf at all", "damaged"),
    (make_pdf(["fine"])[:200], "damaged"),
])
def test_a_corrupt_pdf_is_unreadable_with_a_reason_for_the_person(data, reason):
    with pytest.raises(UnreadableFile, match=reason):
        extract(data, "pdf", max_pages=50, max_chars=10_000)


def test_a_pdf_without_a_text_layer_says_so():
    with pytest.raises(UnreadableFile, match="no text layer"):
        extract(make_pdf([""]), "pdf", max_pages=50, max_chars=10_000)
