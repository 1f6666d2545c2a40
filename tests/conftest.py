"""Test-wide set-up: Qt without a screen, and no test touching the real user's files."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES_DIR = ROOT.parent / "shared" / "rules"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import tabletop.games  # noqa: F401  (every game registers its cards and deck rules, as the app does)


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    """Without a display Qt aborts the whole run when the first QApplication starts, so pick the
    offscreen platform before any test makes one. This runs after pytest-xvfb has started a
    virtual X server for this process (one per pytest-xdist worker, so two workers' windows never
    take each other's focus or pointer); where Xvfb is not installed and there is no display, the
    tests run offscreen and the few that need true mouse input skip. The xdist controller runs
    no test and leaves the environment alone: its workers inherit it and decide for themselves."""
    if getattr(config.option, "numprocesses", None) and not os.environ.get("PYTEST_XDIST_WORKER"):
        return
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


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
    from tabletop import bench
    from tabletop.ai import strength
    from tabletop.ui.shell import screenshot
    from tests.cli_support import refuse

    monkeypatch.setattr(strength, "play_one", refuse)
    monkeypatch.setattr(strength, "ProcessPoolExecutor", refuse)
    monkeypatch.setattr(strength, "bench_agents", refuse)
    monkeypatch.setattr(bench, "bench_game", refuse)
    monkeypatch.setattr(screenshot, "take_screenshot", refuse)
