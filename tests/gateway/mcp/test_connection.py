"""The supervised client against real SDK servers: discovery, faults, tool-list changes, HTTP."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from gateway.config import McpConfig, Secrets
from gateway.mcp.connection import McpUnavailable
from gateway.mcp.hub import McpHub
from gateway.mcp.results import tool_result
from tests.conftest import wait_until
from tests.gateway.mcp.conftest import API_KEY, stdio_server

pytestmark = pytest.mark.timeout(300)


def hub_for(tmp_path: Path, environ: dict[str, str] | None = None, **servers: dict) -> McpHub:
    config = McpConfig.model_validate({"servers": servers})
    env = {"NOTES_FILE": str(tmp_path / "notes")} if environ is None else environ
    return McpHub(config, Secrets(environ=env), log_dir=tmp_path / "logs")


async def ready(hub: McpHub, name: str) -> None:
    await wait_until(lambda: hub.connections[name].state == "ready", timeout=120, interval=0.1)


async def test_stdio_tools_are_discovered_in_name_order_with_their_policies(tmp_path: Path):
    hub = hub_for(tmp_path, t=stdio_server(tmp_path / "notes", via_env=True, policy={"delete_*": "deny"}))
    hub.start()
    try:
        await ready(hub, "t")
        await hub.call("t", "write_note", {"text": "via env"})
        assert (tmp_path / "notes").read_text() == "write_note via env\n"  # env passed through by name
        listed = {tool.name: policy for _, tool, policy in hub.listed()}
        assert listed["lookup"] == "allow"  # annotated read-only
        assert listed["write_note"] == "approve"  # no annotation: fail closed
        assert listed["delete_everything"] == "deny"  # config glob
        assert [t.name for _, t, _ in hub.listed()] == sorted(listed)
        result = await hub.call("t", "lookup", {"word": "mcp"})
        assert tool_result(result, 1000)["content"] == "mcp: a word of 3 letters"
    finally:
        await hub.stop()
    assert hub.connections["t"].state == "stopped"


async def test_a_huge_result_is_cut_to_the_limit(tmp_path: Path):
    hub = hub_for(tmp_path, t=stdio_server(tmp_path))
    hub.start()
    try:
        await ready(hub, "t")
        out = tool_result(await hub.call("t", "huge", {"size": 500_000}), 1000)
        assert out["success"] and len(out["content"]) < 1200 and "500,000 characters" in out["content"]
    finally:
        await hub.stop()


async def test_a_hanging_tool_times_out_and_the_server_stays_usable(tmp_path: Path):
    hub = hub_for(tmp_path, t=stdio_server(tmp_path, timeout_seconds=1))
    hub.start()
    try:
        await ready(hub, "t")
        with pytest.raises(Exception) as caught:
            await hub.call("t", "hang", {})
        assert not isinstance(caught.value, McpUnavailable)
        assert "lookup" in str(tool_result(await hub.call("t", "lookup", {"word": "lookup"}), 100))
    finally:
        await hub.stop()


async def test_a_crashing_server_is_restarted_and_reported(tmp_path: Path):
    hub = hub_for(tmp_path, t=stdio_server(tmp_path))
    hub.start()
    try:
        await ready(hub, "t")
        with pytest.raises(Exception):
            await hub.call("t", "crash", {})
        await wait_until(lambda: hub.connections["t"].restarts >= 1, timeout=120, interval=0.1)
        await ready(hub, "t")
        assert tool_result(await hub.call("t", "lookup", {"word": "back"}), 100)["success"]
    finally:
        await hub.stop()


async def test_a_server_that_cannot_start_fails_alone(tmp_path: Path):
    hub = hub_for(tmp_path, broken={"command": str(tmp_path / "no-such-program")}, t=stdio_server(tmp_path))
    hub.start()
    try:
        await ready(hub, "t")
        await wait_until(lambda: hub.connections["broken"].last_error is not None, timeout=120, interval=0.1)
        assert hub.status()["broken"]["state"] in ("failed", "starting")
        assert {s for s, _, _ in hub.listed()} == {"t"}
        with pytest.raises(McpUnavailable):
            await hub.call("broken", "anything", {})
    finally:
        await hub.stop()


async def test_a_changed_tool_list_is_picked_up(tmp_path: Path):
    hub = hub_for(tmp_path, t=stdio_server(tmp_path))
    hub.start()
    try:
        await ready(hub, "t")
        assert "fresh" not in {t.name for _, t, _ in hub.listed()}
        await hub.call("t", "grow", {})
        await wait_until(lambda: "fresh" in {t.name for _, t, _ in hub.listed()}, timeout=60, interval=0.1)
    finally:
        await hub.stop()


async def test_http_server_gets_headers_from_the_environment_and_they_never_show(
        tmp_path: Path, http_server: str, caplog: pytest.LogCaptureFixture):
    caplog.set_level(logging.DEBUG)
    hub = hub_for(tmp_path, {"WEB_KEY": API_KEY},
                  web={"url": http_server, "headers": {"X-Api-Key": "${WEB_KEY}"}, "timeout_seconds": 10})
    hub.start()
    try:
        await ready(hub, "web")
        assert "lookup" in {t.name for _, t, _ in hub.listed()}
        out = tool_result(await hub.call("web", "echo_header", {}), 1000, hub.secret_values())
        assert out["content"] == "key=***"  # the server received it; what it echoes back is redacted
        assert API_KEY not in str(hub.status())
    finally:
        await hub.stop()
    assert API_KEY not in caplog.text


async def test_a_missing_header_variable_fails_that_server_without_naming_a_value(tmp_path: Path, http_server: str):
    hub = hub_for(tmp_path, {}, web={"url": http_server, "headers": {"Authorization": "Bearer ${NOT_SET}"}})
    hub.start()
    try:
        await wait_until(lambda: hub.connections["web"].last_error is not None, timeout=60, interval=0.1)
        assert "NOT_SET" in hub.connections["web"].last_error
    finally:
        await hub.stop()
