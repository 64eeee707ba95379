"""Where a model lives: the endpoint a config names, or a ConfigError saying what to set.

Kept apart from the client so the CLI (doctor, setup) can resolve endpoints without
importing the openai SDK.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import SecretStr

from gateway.config import ConfigError, ModelConfig, Secrets

PROVIDER_URLS = {
    "openai": "https://api.openai.com/v1",
    "openrouter": "https://openrouter.ai/api/v1",
}


@dataclass(frozen=True)
class Endpoint:
    base_url: str
    api_key: SecretStr
    model: str


def resolve_endpoint(model: ModelConfig, secrets: Secrets) -> Endpoint:
    """Where the main model lives, or a ConfigError saying exactly what to set."""
    if model.provider == "local":
        raise ConfigError("model.provider 'local' is served by the daemon itself (gateway.llm.local_model)")
    key = secrets.get(model.api_key_env)
    base_url = model.base_url or PROVIDER_URLS.get(model.provider)
    if base_url is None:
        raise ConfigError(f"model.provider '{model.provider}' needs model.base_url (e.g. http://127.0.0.1:11434/v1)")
    if key is None:
        if model.base_url:
            # Self-hosted servers (Ollama, vLLM, llama.cpp) usually take any key.
            key = SecretStr("not-needed")
        else:
            raise ConfigError(
                "no model is configured. Either export "
                f"{model.api_key_env or 'OPENAI_API_KEY'}=... (or put it in $HERMES_HOME/.env), "
                "or point model.base_url at an OpenAI-compatible server: "
                "hermes config set model.base_url http://127.0.0.1:11434/v1"
            )
    return Endpoint(base_url=base_url, api_key=key, model=model.model)


def resolve_review_endpoint(review: Any, main: ModelConfig, secrets: Secrets) -> Endpoint | None:
    """The background review's model, or None for `auto` (the main model, full history)."""
    if review.provider == "auto" and review.model == "auto" and not review.base_url:
        return None
    model = main.model if review.model == "auto" else review.model
    provider = main.provider if review.provider == "auto" else review.provider
    base_url = review.base_url or (main.base_url if review.provider == "auto" else None) or PROVIDER_URLS.get(provider)
    if base_url is None:
        raise ConfigError(f"auxiliary.background_review.provider '{provider}' needs auxiliary.background_review.base_url")
    key_env = review.api_key_env or (main.api_key_env if provider in (main.provider, "custom") else None)
    key = secrets.get(key_env) or (SecretStr("not-needed") if review.base_url or main.base_url else None)
    if key is None:
        raise ConfigError("auxiliary.background_review needs an API key: set auxiliary.background_review.api_key_env "
                          "and export that variable")
    return Endpoint(base_url=base_url, api_key=key, model=model)
