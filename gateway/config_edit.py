"""Editing config.yaml by dotted key, keeping the file a person wrote.

A round trip through ruamel.yaml keeps comments, key order, flow style and quoting. The new
value is typed by the config schema: a text setting stays text, quoted when YAML 1.1 (what
the daemon reads with) would take it for something else (`off` is the word, not false).
"""

from __future__ import annotations

import io
import types
import typing
from typing import Any, Literal

import yaml
from pydantic import BaseModel
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap
from ruamel.yaml.scalarstring import DoubleQuotedScalarString

from gateway.config import Config, ConfigError


def field_type(dotted: str) -> Any:
    model: Any = Config
    annotation: Any = None
    for part in dotted.split("."):
        if not (isinstance(model, type) and issubclass(model, BaseModel)) or part not in model.model_fields:
            raise ConfigError(f"unknown key '{dotted}'")
        annotation = model.model_fields[part].annotation
        model = annotation
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        raise ConfigError(f"'{dotted}' is a section; set one of its keys, e.g. '{dotted}.{next(iter(annotation.model_fields))}'")
    return annotation


def _is_text(annotation: Any) -> tuple[bool, bool]:
    """(a text setting, may be null)."""
    args = typing.get_args(annotation)
    origin = typing.get_origin(annotation)
    if annotation is str:
        return True, False
    if origin is Literal:
        return all(isinstance(a, str) for a in args), False
    if origin in (typing.Union, types.UnionType):
        texts = [a for a in args if a is not type(None)]
        return all(_is_text(a)[0] for a in texts) and bool(texts), type(None) in args
    return False, False


def typed_value(dotted: str, value_text: str) -> Any:
    text, nullable = _is_text(field_type(dotted))
    if text:
        if nullable and value_text.strip() in ("", "null", "~"):
            return None
        try:
            plain = yaml.safe_load(value_text) == value_text  # YAML 1.1 reads it back as this very text
        except yaml.YAMLError:
            plain = False
        return value_text if plain else DoubleQuotedScalarString(value_text)
    try:
        return yaml.safe_load(value_text) if value_text.strip() else None
    except yaml.YAMLError as exc:
        raise ConfigError(f"'{dotted}': {value_text!r} is not a YAML value ({getattr(exc, 'problem', exc)})") from None


def set_key_in_text(text: str, dotted: str, value_text: str) -> str:
    """Return config text with `dotted` set to `value_text`, comments and layout kept."""
    value = typed_value(dotted, value_text)
    rt = YAML()
    rt.preserve_quotes = True
    rt.width = 4096
    data = rt.load(text) if text.strip() else None
    if data is None:
        data = CommentedMap()
    if not isinstance(data, dict):
        raise ConfigError("config.yaml: the top level must be a mapping of sections")
    parts = dotted.split(".")
    node = data
    for i, part in enumerate(parts[:-1]):
        child = node.get(part)
        if child is None:
            child = node[part] = CommentedMap()
        elif not isinstance(child, dict):
            raise ConfigError(f"'{'.'.join(parts[:i + 1])}' in config.yaml is not a section; fix it by hand first")
        node = child
    node[parts[-1]] = value
    out = io.StringIO()
    rt.dump(data, out)
    return out.getvalue()


def show_value(value: Any) -> str:
    """A value as YAML shows it: true, null, 3000, verbose, or a block for sections."""
    if isinstance(value, (dict, list)):
        return yaml.safe_dump(value, default_flow_style=False, sort_keys=False).strip()
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
