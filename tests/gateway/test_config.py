"""Config: defaults, strictness, YAML 1.1 booleans, secrets, and config get/set."""

from __future__ import annotations

import pytest

from gateway.config import (
    Config,
    ConfigError,
    Secrets,
    get_key,
    parse_config,
)
from gateway.config_edit import set_key_in_text


def test_defaults_match_the_design():
    c = Config()
    assert (c.memory.memory_char_limit, c.memory.user_char_limit, c.memory.nudge_interval) == (2200, 1375, 10)
    assert c.memory.write_approval is True and c.skills.write_approval is True
    assert c.display.memory_notifications == "on"
    assert (c.auxiliary.background_review.provider, c.auxiliary.background_review.model) == ("auto", "auto")
    assert c.model.context_tokens == 32000
    assert c.approval.notify_interval == 600
    assert c.platforms.console.enabled == "auto"


def test_unknown_key_names_the_key_and_line():
    with pytest.raises(ConfigError) as exc:
        parse_config("model:\n  model: x\nmemory:\n  memory_char_limt: 10\n", "config.yaml")
    assert "config.yaml:4" in str(exc.value)
    assert "unknown key 'memory.memory_char_limt'" in str(exc.value)


def test_wrong_type_names_the_key_and_line():
    with pytest.raises(ConfigError) as exc:
        parse_config("memory:\n  user_char_limit: lots\n", "config.yaml")
    assert "config.yaml:2" in str(exc.value) and "'memory.user_char_limit'" in str(exc.value)


def test_invalid_yaml_names_the_line():
    with pytest.raises(ConfigError) as exc:
        parse_config("memory:\n  user_char_limit: [1, 2\nother: 3\n", "config.yaml")
    assert "not valid YAML" in str(exc.value)


@pytest.mark.parametrize("raw,expected", [("on", "on"), ("off", "off"), ("verbose", "verbose"), ("yes", "on"), ("'on'", "on")])
def test_memory_notifications_yaml11_booleans_mean_the_words(raw: str, expected: str):
    assert parse_config(f"display:\n  memory_notifications: {raw}\n").display.memory_notifications == expected


def test_memory_notifications_rejects_other_words():
    with pytest.raises(ConfigError):
        parse_config("display:\n  memory_notifications: loud\n")


def test_missing_secret_is_a_clear_error(tmp_path):
    secrets = Secrets(tmp_path / ".env", environ={})
    with pytest.raises(ConfigError) as exc:
        secrets.require("TELEGRAM_BOT_TOKEN", "platforms.telegram")
    assert "TELEGRAM_BOT_TOKEN" in str(exc.value) and ".env" in str(exc.value)


def test_secrets_come_from_env_file_and_environment_wins(tmp_path):
    env = tmp_path / ".env"
    env.write_text("# secrets\nexport A_TOKEN='from-file-123'\nB_KEY=\"file-b-456\"\n")
    secrets = Secrets(env, environ={"B_KEY": "env-b-789"})
    assert secrets.get("A_TOKEN").get_secret_value() == "from-file-123"
    assert secrets.get("B_KEY").get_secret_value() == "env-b-789"
    assert "from-file-123" not in repr(secrets.get("A_TOKEN"))


def test_no_model_configured_says_what_to_set():
    from gateway.llm.endpoint import resolve_endpoint

    with pytest.raises(ConfigError) as exc:
        resolve_endpoint(Config().model, Secrets(environ={}))
    assert "OPENAI_API_KEY" in str(exc.value) and "model.base_url" in str(exc.value)


def test_set_key_keeps_comments_and_other_keys():
    text = "# top comment\nmemory:\n  # the limit\n  user_char_limit: 1375  # default\nmodel:\n  model: x\n"
    out = set_key_in_text(text, "memory.user_char_limit", "3000")
    assert out == text.replace("1375", "3000")
    out2 = set_key_in_text(text, "memory.nudge_interval", "5")
    assert "# the limit" in out2 and parse_config(out2).memory.nudge_interval == 5
    assert parse_config(out2).memory.user_char_limit == 1375
    out3 = set_key_in_text(text, "display.memory_notifications", "verbose")
    assert parse_config(out3).display.memory_notifications == "verbose" and out3.startswith(text)


def test_get_key_reads_dotted_paths_and_rejects_unknown():
    c = Config()
    assert get_key(c, "memory.user_char_limit") == 1375
    with pytest.raises(ConfigError):
        get_key(c, "memory.nope")


@pytest.mark.parametrize("key,value,expected", [
    ("display.memory_notifications", "off", "off"),   # the word, not YAML 1.1's false
    ("display.memory_notifications", "on", "on"),
    ("model.model", "yes", "yes"),
    ("model.model", "3", "3"),
    ("model.base_url", "null", None),
    ("model.base_url", "http://127.0.0.1:11434/v1", "http://127.0.0.1:11434/v1"),
    ("memory.write_approval", "off", False),           # a boolean setting takes YAML booleans
    ("memory.user_char_limit", "3000", 3000),
])
def test_set_types_values_by_the_schema(key, value, expected):
    out = set_key_in_text("", key, value)
    assert get_key(parse_config(out), key) == expected


def test_set_keeps_comments_in_flow_style_sections_and_key_order():
    text = "# mine\nskills: {write_approval: true}  # keep me\nmodel:\n  model: x  # the model\n  provider: openai\n"
    out = set_key_in_text(text, "skills.write_approval", "false")
    assert "# keep me" in out and "# the model" in out and "# mine" in out
    assert out.index("model: x") < out.index("provider: openai")
    assert parse_config(out).skills.write_approval is False


def test_media_defaults_keep_voice_off_and_vision_off_until_configured():
    config = parse_config("")
    assert config.model.vision is False
    assert config.media.transcription_model is None
    assert (config.media.max_bytes, config.media.retention_days, config.media.document_token_budget) == \
        (20 * 1024 * 1024, 30, 4000)


def test_a_bad_media_value_names_the_key_and_line():
    with pytest.raises(ConfigError) as exc:
        parse_config("model:\n  vision: true\nmedia:\n  retention_days: 0\n", "cfg.yaml")
    assert "cfg.yaml:4" in str(exc.value) and "'media.retention_days'" in str(exc.value)


def test_an_unknown_media_key_names_the_key_and_line():
    with pytest.raises(ConfigError) as exc:
        parse_config("media:\n  max_bytes: 1000000\n  max_size: 5\n", "cfg.yaml")
    assert "cfg.yaml:3: unknown key 'media.max_size'" in str(exc.value)
