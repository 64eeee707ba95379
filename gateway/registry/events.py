"""Turn lifecycle events: the core announces, observers (the background review) react.

Observers are called synchronously and must not block: they schedule their own work. One
observer failing is logged and never stops the turn or the other observers.
"""

from __future__ import annotations

from typing import Protocol

from gateway.log import get_logger
from gateway.registry.sessions import Session

log = get_logger(__name__)


class TurnObserver(Protocol):
    def turn_started(self, session: Session) -> None: ...

    def turn_finished(self, session: Session) -> None:
        """The turn's reply has been delivered."""

    def session_ended(self, session: Session, reason: str) -> None: ...


class TurnEvents:
    def __init__(self) -> None:
        self._observers: list[TurnObserver] = []

    def subscribe(self, observer: TurnObserver) -> None:
        self._observers.append(observer)

    def _emit(self, event: str, *args: object) -> None:
        for observer in self._observers:
            handler = getattr(observer, event, None)
            if handler is None:
                continue
            try:
                handler(*args)
            except Exception:
                log.exception("turn observer failed", turn_event=event, observer=type(observer).__name__)

    def turn_started(self, session: Session) -> None:
        self._emit("turn_started", session)

    def turn_finished(self, session: Session) -> None:
        self._emit("turn_finished", session)

    def session_ended(self, session: Session, reason: str) -> None:
        self._emit("session_ended", session, reason)
