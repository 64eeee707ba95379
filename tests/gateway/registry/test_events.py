"""The turn-event bus: observers hear events in order; one failing never stops the others."""

from __future__ import annotations

from gateway.registry import Session, TurnEvents


def session() -> Session:
    return Session(id="s1", key="k", platform="console", chat_id="c", system_prompt="", history=[], started_at=0.0)


class Probe:
    def __init__(self, log: list[str], name: str, fail: bool = False):
        self.log, self.name, self.fail = log, name, fail

    def turn_started(self, s: Session) -> None:
        self.log.append(f"{self.name}:started:{s.id}")
        if self.fail:
            raise RuntimeError("observer bug")

    def session_ended(self, s: Session, reason: str) -> None:
        self.log.append(f"{self.name}:ended:{reason}")


def test_every_observer_hears_each_event_even_when_one_fails():
    log: list[str] = []
    events = TurnEvents()
    events.subscribe(Probe(log, "a", fail=True))
    events.subscribe(Probe(log, "b"))
    events.turn_started(session())
    events.turn_finished(session())  # neither probe implements it: nothing happens
    events.session_ended(session(), "idle")
    assert log == ["a:started:s1", "b:started:s1", "a:ended:idle", "b:ended:idle"]
