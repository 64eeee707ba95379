"""What Ctrl-C means at the console prompt, and the prompt's history file."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from adapters.console_prompt import CtrlC, private_history

IDLE, BUSY = False, True
EMPTY, TYPED = False, True


@pytest.mark.parametrize("presses, expected", [
    ([(BUSY, EMPTY)], ["cancel"]),
    ([(BUSY, TYPED)], ["cancel"]),  # the typed next message is kept
    ([(BUSY, EMPTY), (BUSY, EMPTY)], ["cancel", "quit"]),  # twice exits, even before the cancel lands
    ([(IDLE, EMPTY)], ["hint"]),
    ([(IDLE, EMPTY), (IDLE, EMPTY)], ["hint", "quit"]),
    ([(IDLE, TYPED), (IDLE, EMPTY), (IDLE, EMPTY)], ["clear", "hint", "quit"]),  # like a shell: the line first
])
def test_ctrl_c_presses_in_a_row(presses, expected):
    ctrl_c = CtrlC()
    assert [ctrl_c.press(busy, typed) for busy, typed in presses] == expected


def test_anything_in_between_starts_the_count_again():
    ctrl_c = CtrlC()
    assert ctrl_c.press(BUSY, EMPTY) == "cancel"
    ctrl_c.reset()  # the "(cancelled)" answer arrived
    assert ctrl_c.press(IDLE, EMPTY) == "hint"
    ctrl_c.reset()  # a key was typed
    assert ctrl_c.press(IDLE, EMPTY) == "hint"


def test_the_history_file_is_private_even_under_a_loose_umask_and_if_it_was_not(tmp_path: Path):
    path = tmp_path / "logs" / "console_history"
    old = os.umask(0o022)
    try:
        private_history(path)
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        path.chmod(0o644)
        private_history(path)
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
