"""Structured logging: JSON lines for journald, a readable console on a TTY, secrets redacted.

Redaction happens in two places so no path escapes it: a structlog processor for our own
events, and the stdlib LogRecord factory for every other library (httpx, aiohttp, aiogram,
discord.py), whose messages can carry a bot token inside a request URL.
"""

from __future__ import annotations

import logging
import re
import sys
import threading
from typing import Any, Iterable

import structlog

_PATTERNS = [
    # Telegram bot tokens, bare or inside /bot<token>/ URLs.
    re.compile(r"\d{5,}:[A-Za-z0-9_-]{30,}"),
    # OpenAI-style and similar API keys.
    re.compile(r"\bsk-[A-Za-z0-9_-]{12,}"),
    # Authorization headers and bearer tokens.
    re.compile(r"(?i)(authorization['\"]?\s*[:=]\s*['\"]?)(?:bot|bearer|basic)?\s*[^\s'\",}]+"),
    re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/=-]{8,}"),
    # Interaction and webhook tokens travel in URL paths.
    re.compile(r"(/(?:interactions|webhooks)/\d+/)[A-Za-z0-9._-]{8,}"),
    # Discord bot tokens: three base64url parts.
    re.compile(r"\b[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}"),
]
REDACTED = "[REDACTED]"


class Redactor:
    """Replaces known secret values and secret-shaped strings with [REDACTED]."""

    def __init__(self) -> None:
        self._values: set[str] = set()
        self._lock = threading.Lock()

    def add(self, values: Iterable[str]) -> None:
        with self._lock:
            self._values.update(v for v in values if v and len(v) >= 6)

    def __call__(self, text: str) -> str:
        for value in sorted(self._values, key=len, reverse=True):
            if value in text:
                text = text.replace(value, REDACTED)
        for pattern in _PATTERNS:
            if pattern.groups:
                text = pattern.sub(lambda m: m.group(1) + REDACTED, text)
            else:
                text = pattern.sub(REDACTED, text)
        return text


redact = Redactor()


def _redact_value(value: Any) -> Any:
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {k: _redact_value(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_redact_value(v) for v in value)
    if isinstance(value, BaseException):
        return redact(f"{type(value).__name__}: {value}")
    return value


def redact_event(_logger: Any, _name: str, event_dict: dict) -> dict:
    return {k: _redact_value(v) for k, v in event_dict.items()}


_base_factory = logging.getLogRecordFactory()


def _redacting_record_factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
    record = _base_factory(*args, **kwargs)
    if isinstance(record.msg, str):
        try:
            message = record.getMessage()
        except Exception:  # a malformed foreign log call must not kill the caller
            message = str(record.msg)
        record.msg, record.args = redact(message), None
    if record.exc_info and record.exc_info[1] is not None:
        # Tracebacks quote exception text; render and redact now, drop the raw object.
        record.exc_text = redact(logging.Formatter().formatException(record.exc_info))
        record.exc_info = None
    return record


def _foreign_exception(_logger: Any, _name: str, event_dict: dict) -> dict:
    """Another library's traceback (rendered and redacted by the record factory) into the event."""
    record = event_dict.get("_record")
    if record is not None and record.exc_text and "exception" not in event_dict:
        event_dict["exception"] = record.exc_text
    return event_dict


_configured = False


class _SafeErrors:
    """A handler whose own failures (a closed stream, a full disk) are reported in one redacted
    line: the stdlib would print the traceback being handled, secrets and all."""

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (stdlib name)
        if not logging.raiseExceptions:
            return
        exc = sys.exc_info()[1]
        try:
            sys.__stderr__.write(f"logging failed ({type(exc).__name__}): {redact(str(exc))[:200]}\n")
        except Exception:
            pass


class _StreamHandler(_SafeErrors, logging.StreamHandler):
    pass


class _FileHandler(_SafeErrors, logging.FileHandler):
    pass


class CurrentStderr:
    """`sys.stderr` as it is at each write. The console's prompt swaps in a proxy that prints
    above the input line; a handler holding the original stream would write into that line."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()

    def isatty(self) -> bool:
        return sys.stderr.isatty()


def configure_logging(level: str = "INFO", json: bool | None = None, stream: Any = None,
                      file: Any = None, stream_level: str | None = None) -> None:
    """Logs to `stream` (default stderr); with `file`, JSON lines go there too and the stream
    only shows `stream_level` and up (the console chat stays readable)."""
    global _configured
    stream = stream or sys.stderr
    if json is None:
        json = not (hasattr(stream, "isatty") and stream.isatty())
    logging.setLogRecordFactory(_redacting_record_factory)
    shared = [
        structlog.contextvars.merge_contextvars,
        structlog.stdlib.add_log_level,
        structlog.stdlib.add_logger_name,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        structlog.processors.format_exc_info,
        redact_event,
    ]
    renderer = (
        structlog.processors.JSONRenderer()
        if json
        else structlog.dev.ConsoleRenderer(colors=False)
    )
    structlog.configure(
        processors=shared + [structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=False,
    )
    formatter = structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=[_foreign_exception, *shared],
        processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, renderer],
    )
    handler = _StreamHandler(stream)
    handler.setFormatter(formatter)
    handler.set_name("hermes")
    if stream_level:
        handler.setLevel(stream_level)
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() in ("hermes", "hermes-file")]:
        root.removeHandler(old)
    root.addHandler(handler)
    if file is not None:
        file_handler = _FileHandler(file, encoding="utf-8")
        file_handler.setFormatter(structlog.stdlib.ProcessorFormatter(
            foreign_pre_chain=[_foreign_exception, *shared],
            processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, structlog.processors.JSONRenderer()],
        ))
        file_handler.set_name("hermes-file")
        root.addHandler(file_handler)
    root.setLevel(level)
    # Request-level chatter from HTTP clients names URLs; keep it to warnings.
    for noisy in ("httpx", "httpx2", "httpcore", "httpcore2", "openai", "aiohttp.access", "discord.http",
                   "discord.webhook", "discord.gateway", "apscheduler", "tzlocal", "matplotlib", "PIL"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    _configured = True


def get_logger(name: str) -> structlog.stdlib.BoundLogger:
    return structlog.get_logger(name)
