"""Test-wide set-up: Qt without a screen, and no test touching the real user's files."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

# Without a display Qt aborts the whole run when the first QApplication starts, so pick the
# offscreen platform before pytest-qt imports Qt. A real DISPLAY (Xvfb) is kept for the
# tests that need true mouse input.
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
RULES_DIR = ROOT.parent / "shared" / "rules"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(autouse=True)
def _private_user_files(tmp_path_factory, monkeypatch):
    """Autosave and QSettings go to a fresh folder per test, never the user's own."""
    data = tmp_path_factory.mktemp("userdata")
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(data))
    monkeypatch.setenv("TABLETOP_SETTINGS_DIR", str(data / "settings"))
    yield data


@pytest.fixture
def no_work(monkeypatch):
    """Nothing may be played, benchmarked or drawn: the command line must refuse bad input first."""
    from tests.cli_support import refuse

    import tabletop.ai.strength as strength
    import tabletop.bench as bench
    import tabletop.ui.shell.screenshot as screenshot

    monkeypatch.setattr(strength, "play_one", refuse)
    monkeypatch.setattr(strength, "ProcessPoolExecutor", refuse)
    monkeypatch.setattr(strength, "bench_agents", refuse)
    monkeypatch.setattr(bench, "bench_game", refuse)
    monkeypatch.setattr(screenshot, "take_screenshot", refuse)
