"""Hermes Gateway: the conversation core, config, home, state and CLI."""

__version__ = "0.1.0"
