"""What the command-line tests share: refusing any real work (the ``no_work`` fixture in conftest.py
uses ``refuse``), and reading the one error line."""

from __future__ import annotations


def refuse(*_args, **_kwargs):
    raise AssertionError("the command should have refused its input before doing any work")


def one_error_line(capsys) -> str:
    """The single ``tabletop: error:`` line a refusal prints (no traceback, short enough to read)."""
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("tabletop: error: ") and "Traceback" not in captured.err
    assert len(lines[0]) < 300
    return lines[0]
