"""Tools from MCP servers (Model Context Protocol, the official `mcp` SDK).

`McpHub` keeps one supervised connection per configured server (stdio or streamable HTTP),
started with the daemon and stopped within its drain. `register(...)` exposes each server's
tools as `<server>__<tool>` through a tool source (so a session freezes the set it saw at
its start) and adds `/mcp`. Each tool has a policy (`allow` | `approve` | `deny`, from config
globs or the tool's read-only annotation); an `approve` call is staged like a memory write
(subsystem `mcp`), and `McpCallRunner` runs an approved call once and hands its result back
to the chat as a follow-up turn. The background review never gets these tools.
"""
