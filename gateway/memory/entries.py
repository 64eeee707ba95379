"""Reading a memory file into entries, without ever disabling the whole file. Pure.

Entries are separated by a line holding only `§`. A hand-edited separator with stray spaces
is still read as a separator (and reported); a part that is not valid UTF-8 or holds NUL
bytes is quarantined: kept on disk byte for byte, left out of the prompt, reported by
`hermes doctor` and `/memory`, while every other entry is served and writes go on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

SEPARATOR = "\n§\n"
_SEPARATOR_LINE = re.compile(rb"(?m)^[ \t]*\xc2\xa7[ \t]*\r?$")


@dataclass(frozen=True)
class Quarantined:
    raw: bytes
    reason: str


@dataclass
class FileContents:
    entries: list[str] = field(default_factory=list)
    quarantined: list[Quarantined] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # e.g. separators with stray spaces

    @property
    def clean(self) -> bool:
        return not self.quarantined and not self.notes


def parse_entries(text: str) -> list[str]:
    """Entries of clean text in file order, exact duplicates dropped. `§` may appear inline."""
    return parse_file(text.encode("utf-8")).entries


def parse_file(data: bytes) -> FileContents:
    out = FileContents()
    parts, start = [], 0
    for match in _SEPARATOR_LINE.finditer(data):
        if match.group(0).rstrip(b"\r") != "§".encode():
            line = data.count(b"\n", 0, match.start()) + 1
            out.notes.append(f"separator on line {line} has stray spaces (read as a separator)")
        parts.append(data[start:match.start()])
        start = match.end()
    parts.append(data[start:])
    for part in parts:
        try:
            text = part.decode("utf-8")
        except UnicodeDecodeError as exc:
            if part.strip():
                out.quarantined.append(Quarantined(part.strip(b"\r\n"), f"not valid UTF-8 (byte {exc.start} of the entry)"))
            continue
        if "\x00" in text:
            out.quarantined.append(Quarantined(part.strip(b"\r\n"), "contains NUL bytes"))
            continue
        entry = text.replace("\r\n", "\n").strip()
        if entry and entry not in out.entries:
            out.entries.append(entry)
    return out


def join_entries(entries: list[str]) -> str:
    return SEPARATOR.join(entries)


def file_bytes(entries: list[str], quarantined: list[Quarantined]) -> bytes:
    """The file to write: the entries, then every quarantined part exactly as it was on disk."""
    parts = [e.encode("utf-8") for e in entries] + [q.raw for q in quarantined]
    return SEPARATOR.encode("utf-8").join(parts) + (b"\n" if parts else b"")


def separator_in(content: str) -> bool:
    """Whether text would read back as more than one entry (a line that is only `§`, spaces aside)."""
    return any(line.strip() == "§" for line in content.replace("\r\n", "\n").split("\n"))
