"""`hermes config get KEY | set KEY VALUE`."""

from __future__ import annotations

import argparse

from gateway.config import get_key, load_config, parse_config
from gateway.config_edit import set_key_in_text, show_value
from gateway.home import Home, atomic_write


def cmd_get(home: Home, args: argparse.Namespace) -> int:
    print(show_value(get_key(load_config(home.config_path), args.key)))
    return 0


def cmd_set(home: Home, args: argparse.Namespace) -> int:
    home.ensure()
    path = home.config_path
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    parse_config(text, str(path))  # refuse to edit a file that is already broken
    new_text = set_key_in_text(text, args.key, args.value)  # an unknown key is a ConfigError naming it
    config = parse_config(new_text, str(path))
    atomic_write(path, new_text, mode=0o600)
    print(f"{args.key} = {show_value(get_key(config, args.key))}")
    return 0
