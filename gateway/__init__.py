"""Hermes Gateway: one LLM agent in your chats, with a reviewed memory, run for months.

The `gateway` package is the daemon minus the platform SDKs: config, home and logging at the
bottom; the platform port and the registries features plug into; the stores (state.db,
memory, skills, staging); the conversation core; the features; operations (scheduler,
health, install); the composition root (`app`), the lifecycle (`daemon`) and the CLI on top.
docs/ARCHITECTURE.md draws the layers; the import contracts in pyproject.toml enforce them.
"""

__version__ = "0.1.0"
