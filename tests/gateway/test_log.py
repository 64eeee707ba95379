"""Logging: secrets are redacted from our events and from other libraries' records."""

from __future__ import annotations

import logging

from gateway.log import get_logger, redact
from tests.conftest import FAKE_API_KEY, FAKE_TG_TOKEN


def test_redactor_removes_token_shapes():
    line = (f"GET https://api.telegram.org/bot{FAKE_TG_TOKEN}/getUpdates "
            f"Authorization: Bearer {FAKE_API_KEY} key={FAKE_API_KEY}")
    cleaned = redact(line)
    assert FAKE_TG_TOKEN not in cleaned and FAKE_API_KEY not in cleaned
    assert "[REDACTED]" in cleaned and "getUpdates" in cleaned


def test_registered_secret_values_are_redacted_even_without_a_known_shape():
    redact.add(["plain-looking-secret-value"])
    assert "plain-looking-secret-value" not in redact("password is plain-looking-secret-value ok")


def test_foreign_library_log_records_are_redacted(caplog):
    logging.getLogger("aiohttp.client").warning("request to https://api.telegram.org/bot%s/sendMessage failed", FAKE_TG_TOKEN)
    assert "sendMessage failed" in caplog.text
    assert FAKE_TG_TOKEN not in caplog.text


def test_structlog_events_and_exceptions_are_redacted(caplog):
    log = get_logger("test")
    try:
        raise RuntimeError(f"boom with {FAKE_API_KEY}")
    except RuntimeError:
        log.exception("failed", url=f"https://x/bot{FAKE_TG_TOKEN}/getMe")
    assert "failed" in caplog.text
    assert FAKE_API_KEY not in caplog.text and FAKE_TG_TOKEN not in caplog.text


def test_interaction_tokens_in_urls_are_redacted():
    line = "POST https://discord.com/api/v10/interactions/930000000000000003/aW50ZXJhY3Rpb246OTMwMDAw/callback"
    assert "aW50ZXJhY3Rpb246OTMwMDAw" not in redact(line)
    assert "/interactions/930000000000000003/" in redact(line)


def test_a_handler_that_fails_never_prints_the_secret_in_the_traceback_it_was_handling(capfd):
    import io
    import logging

    from gateway.log import _StreamHandler
    from tests.conftest import FAKE_API_KEY

    stream = io.StringIO()
    handler = _StreamHandler(stream)
    stream.close()  # e.g. a terminal that went away
    logger = logging.getLogger("test.closed")
    logger.addHandler(handler)
    try:
        try:
            raise RuntimeError(f"boom with {FAKE_API_KEY}")
        except RuntimeError:
            logger.error("failed", exc_info=True)
    finally:
        logger.removeHandler(handler)
    out, err = capfd.readouterr()
    assert FAKE_API_KEY not in out + err and "logging failed (ValueError)" in err
