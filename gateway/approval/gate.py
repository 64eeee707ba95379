"""The write gate: whether a subsystem's writes are staged (config, or a runtime override)."""

from __future__ import annotations

from typing import Any

from gateway.config import Config


class ApprovalGate:
    def __init__(self, config: Config):
        self.config = config
        # `/memory approval off` changes this running daemon only; config.yaml is not touched.
        self._overrides: dict[str, bool] = {}

    def on(self, subsystem: str) -> bool:
        if subsystem in self._overrides:
            return self._overrides[subsystem]
        section: Any = getattr(self.config, subsystem)
        return bool(section.write_approval)

    def set(self, subsystem: str, on: bool) -> None:
        self._overrides[subsystem] = on
