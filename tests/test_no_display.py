"""Without a display: the app says so in one line, and the commands that draw no window work.

Qt's xcb plugin aborts the whole process when there is no display, with a message about a
missing xcb-cursor0 library. These run ``python -m tabletop`` in a fresh process with no
display in its environment, as on a server or in a bare container.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

ROOT = Path(__file__).resolve().parents[1]


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["TABLETOP_DATA_DIR"] = str(tmp_path / "data")
    env["TABLETOP_SETTINGS_DIR"] = str(tmp_path / "settings")
    return subprocess.run([sys.executable, "-m", "tabletop", *args], check=False, cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="these platforms always have a display")
def test_the_app_says_in_one_line_that_no_display_was_found(tmp_path):
    result = run(tmp_path)
    assert result.returncode == 1, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("tabletop: error: no display found")
    assert "xcb" not in result.stderr
    assert result.stdout == ""


def test_smoke_runs_offscreen_by_itself(tmp_path):
    result = run(tmp_path, "--smoke")
    assert result.returncode == 0, result.stderr
    assert "xcb" not in result.stderr


def test_screenshot_runs_offscreen_by_itself(tmp_path):
    out = tmp_path / "table.png"
    result = run(tmp_path, "screenshot", "--game", "hockey-card-game", "--actions", "4", "--out", str(out),
                 "--size", "640x400")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == str(out)
    assert result.stderr == ""
    assert out.read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize("environ, found", [
    ({}, sys.platform in ("win32", "darwin")),
    ({"DISPLAY": ":0"}, True),
    ({"WAYLAND_DISPLAY": "wayland-0"}, True),
    ({"QT_QPA_PLATFORM": "offscreen"}, True),
    ({"DISPLAY": ""}, sys.platform in ("win32", "darwin")),
])
def test_a_display_is_found_from_the_environment(environ, found):
    from tabletop.ui.shell.app import display_found

    assert display_found(environ) is found
