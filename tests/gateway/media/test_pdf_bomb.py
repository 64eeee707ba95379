"""A hostile PDF: a few kilobytes that decompress to megabytes of drawing operators on every page.
pypdf reads it for minutes; the turn gives up at its deadline, and the parse must stop then too
(a worker thread cannot be stopped: left running, a handful of these would hold every worker
of the daemon's default pool, and a CPU, for hours)."""

from __future__ import annotations

import os
import sys
import zlib
from pathlib import Path

import pytest

from gateway.config import MediaConfig
from gateway.media import step
from gateway.media.step import Attachments, _Read

pytestmark = pytest.mark.timeout(300)


def bomb_pdf(content_mb: int = 10, pages: int = 50) -> bytes:
    """`pages` pages sharing one Flate content stream of `content_mb` MB of operators that show no text."""
    op = b"BT /F1 12 Tf 1 0 0 1 10 10 Tm ( ) Tj ET\n"  # text operators that show only blanks
    stream = zlib.compress(op * (content_mb * 1_000_000 // len(op)), 6)
    content_id = 3 + pages
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>",
               f"<< /Type /Pages /Kids [{' '.join(f'{3 + i} 0 R' for i in range(pages))}] /Count {pages} >>".encode()]
    objects += [f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {content_id} 0 R "
                f"/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>".encode()
                for _ in range(pages)]
    objects.append(b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream")
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % off for off in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def parsing_threads() -> int:
    """Threads of this process that are inside pypdf right now."""
    count = 0
    for frame in sys._current_frames().values():
        f = frame
        while f is not None:
            if "pypdf" in f.f_code.co_filename:
                count += 1
                break
            f = f.f_back
    return count


def parsing_children() -> int:
    """Child processes of this one that are reading a PDF."""
    me, count = str(os.getpid()), 0
    for proc in Path("/proc").iterdir():
        try:
            status = (proc / "status").read_text()
            cmdline = (proc / "cmdline").read_bytes()
        except OSError:
            continue
        if f"\nPPid:\t{me}\n" in status and b"pdftext" in cmdline:
            count += 1
    return count


async def test_a_pdf_bomb_is_given_up_at_the_deadline_and_nothing_goes_on_parsing_it(monkeypatch):
    monkeypatch.setattr(step, "EXTRACT_TIMEOUT", 2.0)
    data = bomb_pdf()
    assert len(data) < 200_000  # small on the wire: the size limit does not stop it
    attachments = Attachments(platforms=None, db=None, files=None, config=MediaConfig(),  # type: ignore[arg-type]
                              vision=False, model="m", transcribe=None)
    read = _Read()
    await attachments._document("bomb.pdf", "pdf", data, read)
    assert read.problems == ["I couldn't read bomb.pdf: it took too long to open."]
    assert parsing_threads() == 0 and parsing_children() == 0


async def test_a_normal_pdf_still_reads_within_the_deadline():
    from tests.fakes.documents import make_pdf

    attachments = Attachments(platforms=None, db=None, files=None, config=MediaConfig(),  # type: ignore[arg-type]
                              vision=False, model="m", transcribe=None)
    read = _Read()
    await attachments._document("q.pdf", "pdf", make_pdf(["Quarterly report", "page two"]), read)
    assert read.problems == [] and "Quarterly report" in read.blocks[0] and "page two" in read.blocks[0]
