"""``host`` and ``join`` refuse bad input as ``simulate`` does: one line, exit code 2, nothing started.

Issue 48: the headless commands keep the command line's bounds and exit codes.
"""

from __future__ import annotations

import pytest

from tabletop.cli import EXIT_USAGE, main
from tests.cli_support import one_error_line


@pytest.mark.parametrize("argv, words", [
    (["host", "--game", "chess", "--port", "0"], "chess"),
    (["host", "--game", "hockey-card-game", "--port", "70000"], "65535"),
    (["host", "--game", "hockey-card-game", "--port", "-1"], "65535"),
    (["host", "--game", "hockey-card-game", "--port", "0", "--agents", "random,random"], "remote"),
    (["host", "--game", "hockey-card-game", "--port", "0", "--agents", "random,wizard"], "wizard"),
    (["host", "--game", "hockey-card-game", "--port", "0", "--agents", "remote"], "2"),
    (["host", "--game", "hockey-card-game", "--port", "0", "--wait", "0"], "--wait"),
    (["host", "--game", "hockey-card-game", "--port", "0", "--seed", "1" + "0" * 30], "seed"),
    (["host", "--game", "hockey-card-game", "--port", "0", "--option", "periods=99"], "periods"),
    (["host", "--game", "hull-breach", "--port", "0", "--players", "9"], "Hull Breach"),
    (["host", "--game", "hockey-card-game", "--port", "0", "--resume", "/nonexistent/save.yaml"], "save.yaml"),
    (["join", "localhost", "--code", "X"], "HOST:PORT"),
    (["join", "localhost:99999", "--code", "X"], "65535"),
    (["join", "localhost:4000", "--code", "X", "--agent", "wizard"], "wizard"),
])
def test_bad_input_is_one_line_and_exit_code_2(argv, words, capsys):
    assert main(argv) == EXIT_USAGE
    assert words in one_error_line(capsys)
