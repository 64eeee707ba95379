"""Typed configuration: one pydantic model per section, unknown keys are an error.

`load_config(home)` reads `$HERMES_HOME/config.yaml`; a typo or a wrong type raises
`ConfigError` naming the dotted key and, where the YAML parser knows it, the file line.
Secrets never live in the config: the `*_env` keys name environment variables, looked up
in the process environment first and then in `$HERMES_HOME/.env` (see `Secrets`).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator, model_validator


class Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class ModelConfig(Section):
    provider: Literal["openai", "openrouter", "custom", "local"] = "openai"
    model: str = "gpt-4o-mini"
    base_url: str | None = None
    api_key_env: str | None = "OPENAI_API_KEY"
    context_tokens: int = Field(32000, ge=1000)
    path: str | None = None
    # Not in the seed: a turn must end even when the provider hangs or the model loops.
    timeout_seconds: float = Field(60.0, gt=0)
    max_retries: int = Field(2, ge=0, le=10)
    max_tool_iterations: int = Field(8, ge=1, le=64)
    # Whether the model takes images (OpenAI-style image_url content parts). Off by default: many
    # OpenAI-compatible servers reject such a request outright, and the person is told instead.
    vision: bool = False


class BackgroundReviewConfig(Section):
    provider: str = "auto"
    model: str = "auto"
    base_url: str | None = None
    api_key_env: str | None = None
    max_concurrent: int = Field(2, ge=1)
    daily_token_budget: int = Field(0, ge=0)


class AuxiliaryConfig(Section):
    background_review: BackgroundReviewConfig = BackgroundReviewConfig()


class TelegramConfig(Section):
    enabled: bool = False
    token_env: str = "TELEGRAM_BOT_TOKEN"
    api_base: str | None = None
    allowed_users: list[int | str] = []
    admins: list[int | str] = []


class DiscordConfig(Section):
    enabled: bool = False
    token_env: str = "DISCORD_BOT_TOKEN"
    api_base: str | None = None
    gateway_url: str | None = None
    allowed_users: list[int | str] = []
    admins: list[int | str] = []


class ConsoleConfig(Section):
    enabled: bool | Literal["auto"] = "auto"


class PlatformsConfig(Section):
    telegram: TelegramConfig = TelegramConfig()
    discord: DiscordConfig = DiscordConfig()
    console: ConsoleConfig = ConsoleConfig()


class MemoryConfig(Section):
    memory_enabled: bool = True
    user_profile_enabled: bool = True
    memory_char_limit: int = Field(2200, ge=100)
    user_char_limit: int = Field(1375, ge=100)
    nudge_interval: int = Field(10, ge=1)
    write_approval: bool = True


class SkillsConfig(Section):
    write_approval: bool = True


class ApprovalConfig(Section):
    notify_interval: int = Field(600, ge=0)
    # A prompt-injected model must not be able to bury admins: staged writes are capped.
    max_staged_per_turn: int = Field(5, ge=1)
    max_staged_per_day: int = Field(50, ge=1)   # per session, rolling 24 hours
    max_pending: int = Field(100, ge=1)         # per subsystem, waiting at once
    expire_days: float = Field(30, gt=0)        # undecided records expire (kept in pending/*/decided/)


class DisplayConfig(Section):
    memory_notifications: Literal["off", "on", "verbose"] = "on"

    @field_validator("memory_notifications", mode="before")
    @classmethod
    def _yaml11_booleans(cls, value: Any) -> Any:
        # YAML 1.1 reads a bare `on`/`off` as a boolean; the user meant the word.
        if value is True:
            return "on"
        if value is False:
            return "off"
        return value


class CuratorConfig(Section):
    enabled: bool = True
    interval_hours: float = Field(168, gt=0)
    min_idle_hours: float = Field(2, ge=0)
    stale_after_days: float = Field(30, gt=0)
    archive_after_days: float = Field(90, gt=0)
    consolidate: bool = False

    @model_validator(mode="after")
    def _stale_before_archive(self) -> "CuratorConfig":
        if self.archive_after_days <= self.stale_after_days:
            raise ValueError("curator.archive_after_days must be larger than curator.stale_after_days "
                             "(a skill goes stale before it is archived)")
        return self


class SessionConfig(Section):
    idle_reset_minutes: int = Field(0, ge=0)
    max_live: int = Field(500, ge=1)  # sessions kept in memory; others reload from state.db on their next message


class GatewaySection(Section):
    drain_seconds: float = Field(20, ge=0)
    health_port: int | None = None
    # A message is answered and its reply delivered within this long of its arrival, or never:
    # nothing is answered days late, out of order, after an outage.
    answer_within_hours: float = Field(6, gt=0)


class McpServerConfig(Section):
    """One MCP server: stdio (`command`) or streamable HTTP (`url`), never both.

    Secrets never live here: `env` names variables passed through to a stdio server, and a
    header value may hold `${NAME}` references resolved from the environment or `.env`.
    """

    command: str | None = None
    args: list[str] = []
    env: list[str] = []
    cwd: str | None = None
    url: str | None = None
    headers: dict[str, str] = {}
    enabled: bool = True
    timeout_seconds: float = Field(60.0, gt=0)  # one tool call; a hanging call becomes a tool error
    connect_timeout_seconds: float = Field(30.0, gt=0)
    refresh_seconds: float = Field(60.0, gt=0)  # health check and tool-list refresh while connected
    policy: dict[str, Literal["allow", "approve", "deny"]] = {}

    @model_validator(mode="after")
    def _one_transport(self) -> "McpServerConfig":
        if (self.command is None) == (self.url is None):
            raise ValueError("give exactly one of 'command' (stdio) or 'url' (streamable HTTP)")
        if self.url is not None and not self.url.startswith(("http://", "https://")):
            raise ValueError("'url' must start with http:// or https://")
        if self.url is not None and (self.args or self.env or self.cwd):
            raise ValueError("'args', 'env' and 'cwd' belong to a stdio server ('command'), not to 'url'")
        if self.command is not None and self.headers:
            raise ValueError("'headers' belong to an HTTP server ('url'), not to 'command'")
        return self


class McpConfig(Section):
    servers: dict[str, McpServerConfig] = {}
    max_result_chars: int = Field(8000, ge=200, le=30000)  # a tool result is cut to this before the model sees it

    @field_validator("servers")
    @classmethod
    def _server_names(cls, value: dict[str, McpServerConfig]) -> dict[str, McpServerConfig]:
        for name in value:
            # Tools are exposed as <server>__<tool>: the name must be a safe, unambiguous prefix.
            if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_-]{0,31}", name) or "__" in name:
                raise ValueError(f"server name {name!r}: letters, digits, '-' and '_' (no '__'), at most 32")
        return value


class MediaConfig(Section):
    """Files people send (photos, documents, voice): how big, how long they are kept, how much of
    a document the model reads, and which model transcribes voice."""

    enabled: bool = True
    max_bytes: int = Field(20 * 1024 * 1024, ge=1024)  # per file; Telegram hands bots at most 20 MB anyway
    retention_days: float = Field(30, gt=0)  # stored files older than this are removed
    document_token_budget: int = Field(4000, ge=100)  # of one document's text or transcript, the rest is cut (and said so)
    pdf_max_pages: int = Field(50, ge=1)  # pages read from a PDF: a hostile one cannot keep a worker forever
    # A speech-to-text model on the main model's endpoint (POST {base_url}/audio/transcriptions),
    # e.g. whisper-1 or gpt-4o-mini-transcribe; unset: voice messages are answered "not configured".
    transcription_model: str | None = None
    transcription_timeout_seconds: float = Field(120, gt=0)


class Config(Section):
    model: ModelConfig = ModelConfig()
    auxiliary: AuxiliaryConfig = AuxiliaryConfig()
    platforms: PlatformsConfig = PlatformsConfig()
    memory: MemoryConfig = MemoryConfig()
    skills: SkillsConfig = SkillsConfig()
    approval: ApprovalConfig = ApprovalConfig()
    display: DisplayConfig = DisplayConfig()
    curator: CuratorConfig = CuratorConfig()
    session: SessionConfig = SessionConfig()
    gateway: GatewaySection = GatewaySection()
    mcp: McpConfig = McpConfig()
    media: MediaConfig = MediaConfig()


class ConfigError(ValueError):
    """A config problem a person can fix; the message names the key and, if known, the line."""


def _node_line(root: yaml.Node | None, loc: tuple) -> int | None:
    """1-based line of the YAML node at `loc` (or its deepest existing ancestor)."""
    node, line = root, None
    for part in loc:
        if not isinstance(node, yaml.MappingNode):
            break
        for key_node, value_node in node.value:
            if key_node.value == str(part):
                line = key_node.start_mark.line + 1
                node = value_node
                break
        else:
            break
    return line


def _describe(exc: ValidationError, root: yaml.Node | None, source: str) -> str:
    lines = []
    for err in exc.errors():
        loc = tuple(err["loc"])
        key = ".".join(str(p) for p in loc)
        where = _node_line(root, loc)
        at = f"{source}:{where}" if where else source
        if err["type"] == "extra_forbidden":
            lines.append(f"{at}: unknown key '{key}'")
        else:
            lines.append(f"{at}: '{key}': {err['msg']} (got {err.get('input')!r})")
    return "invalid config:\n  " + "\n  ".join(lines)


def parse_config(text: str, source: str = "config.yaml") -> Config:
    try:
        root = yaml.compose(text)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{source}:{mark.line + 1}" if mark else source
        raise ConfigError(f"{where}: not valid YAML: {getattr(exc, 'problem', exc)}") from None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ConfigError(f"{source}: the top level must be a mapping of sections")
    try:
        return Config.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(_describe(exc, root, source)) from None


def load_config(config_path: Path) -> Config:
    if not config_path.exists():
        return Config()
    try:
        text = config_path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{config_path}: cannot read: {exc}") from None
    return parse_config(text, str(config_path))


# ---- secrets -------------------------------------------------------------------------


class MissingSecret(ConfigError):
    pass


def parse_env_file(text: str) -> dict[str, str]:
    """KEY=VALUE lines, `#` comments, optional `export ` and matching quotes."""
    values: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        if line.startswith("export "):
            line = line[len("export ") :]
        key, _, value = line.partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[key.strip()] = value
    return values


class Secrets:
    """Looks secrets up by env-var name: the process environment, then `$HERMES_HOME/.env`."""

    def __init__(self, env_file: Path | None = None, environ: dict[str, str] | None = None):
        self._environ = os.environ if environ is None else environ
        self._file: dict[str, str] = {}
        if env_file is not None and env_file.exists():
            self._file = parse_env_file(env_file.read_text(encoding="utf-8"))

    def get(self, name: str | None) -> SecretStr | None:
        if not name:
            return None
        value = self._environ.get(name) or self._file.get(name)
        return SecretStr(value) if value else None

    def require(self, name: str, purpose: str) -> SecretStr:
        value = self.get(name)
        if value is None:
            raise MissingSecret(
                f"{purpose} needs the secret {name}: set it in the environment "
                f"or as {name}=... in $HERMES_HOME/.env"
            )
        return value

    def values(self) -> list[str]:
        """Every secret value known, for the log redactor."""
        names = {k for k in list(self._environ) + list(self._file) if _looks_secret(k)}
        out = []
        for n in names:
            v = self._environ.get(n) or self._file.get(n)
            if v and len(v) >= 6:
                out.append(v)
        return out


def _looks_secret(name: str) -> bool:
    upper = name.upper()
    return any(word in upper for word in ("TOKEN", "KEY", "SECRET", "PASSWORD"))


# ---- get / set by dotted key -----------------------------------------------------------


def get_key(config: Config, dotted: str) -> Any:
    node: Any = config
    for part in dotted.split("."):
        if isinstance(node, BaseModel) and part in type(node).model_fields:
            node = getattr(node, part)
        else:
            raise ConfigError(f"unknown key '{dotted}'")
    if isinstance(node, BaseModel):
        return node.model_dump()
    return node
