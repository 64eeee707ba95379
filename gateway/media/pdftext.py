"""A PDF's text, read in a child process that is killed at the turn's deadline.

pypdf is pure Python: a PDF of a few kilobytes can decompress to megabytes of operators on
every page and keep it busy for hours, and a worker thread cannot be stopped (a handful of such
files would hold every worker of the daemon's default pool). So the daemon runs this file as a
script: the PDF on stdin, the text as JSON on stdout, its address space capped, killed when the
turn stops waiting. As a script it imports only the standard library and pypdf.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import sys
from pathlib import Path

CHILD_MEMORY_BYTES = 1 << 30
DAMAGED = "the PDF is damaged or not really a PDF"


class UnreadableFile(ValueError):
    """The file's content cannot be read as text; the message says why, for the person."""


def read_pdf(data: bytes, max_pages: int, max_chars: int) -> tuple[str, int, int]:
    """(text, pages read, pages in all); reading stops after `max_pages` pages or about `max_chars`
    characters, and pypdf itself caps what one stream may decompress to (75 MB)."""
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
        raise UnreadableFile(DAMAGED) from None
    text = "\n\n".join(p.strip() for p in parts if p.strip())
    if not text:
        raise UnreadableFile("the PDF has no text layer (a scan or only images)")
    return text, read, total


async def read_pdf_in_child(data: bytes, max_pages: int, max_chars: int, timeout: float) -> tuple[str, int, int]:
    """`read_pdf` in a child process; asyncio.TimeoutError after `timeout` seconds, the child killed."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-P", str(Path(__file__)), str(max_pages), str(max_chars),  # -P: not this folder on sys.path
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL)
    try:
        out, _ = await asyncio.wait_for(proc.communicate(data), timeout)
    finally:
        if proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            await proc.wait()
    try:
        result = json.loads(out) if proc.returncode == 0 else None
    except ValueError:
        result = None
    if not isinstance(result, dict):  # crashed, or ran out of its memory
        raise UnreadableFile(DAMAGED)
    if "unreadable" in result:
        raise UnreadableFile(str(result["unreadable"]))
    return str(result["text"]), int(result["read"]), int(result["total"])


def _main(argv: list[str]) -> int:
    import resource  # noqa: PLC0415 (the child only)

    resource.setrlimit(resource.RLIMIT_AS, (CHILD_MEMORY_BYTES, CHILD_MEMORY_BYTES))
    max_pages, max_chars = int(argv[1]), int(argv[2])
    data = sys.stdin.buffer.read()
    try:
        text, read, total = read_pdf(data, max_pages, max_chars)
        out: dict[str, object] = {"text": text, "read": read, "total": total}
    except UnreadableFile as exc:
        out = {"unreadable": str(exc)}
    sys.stdout.write(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv))
