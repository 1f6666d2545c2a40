"""A screen reader's view of the app, from outside: the first deal of a Hockey Card Game against
the computer, played through the accessibility tree alone (AT-SPI, as Orca reads it on Linux).

``atspi_driver.py`` runs under ``dbus-run-session`` with the system's Python and Debian's
``python3-pyatspi``: it starts the accessibility bus and registry, then the app on the X display
(``QT_LINUX_ACCESSIBILITY_ALWAYS_ON``), presses the start page's button for the game and the
new-game dialog's Start button, reads the table's zones, answers the cut through the prompt's
buttons and plays the hand's cards (focus, select, Enter) until the deal is over (Hockey Card
Game, The Deal and Play). The test checks what it saw. It is skipped only where the bus cannot be
started at all: no D-Bus session tool, no AT-SPI bus or registry, no pyatspi, or no X display.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

DRIVER = Path(__file__).with_name("atspi_driver.py")
SYSTEM_PYTHON = "/usr/bin/python3"
NEEDED = {
    "dbus-run-session": "dbus-daemon (Debian: dbus)",
    "/usr/libexec/at-spi-bus-launcher": "at-spi2-core",
    "/usr/libexec/at-spi2-registryd": "at-spi2-core",
    SYSTEM_PYTHON: "python3",
}
#: The whole deal's limit: a hung bus fails the test instead of hanging the suite.
DEAL_LIMIT_S = 300


def why_no_bus() -> str:
    """Why an accessibility bus cannot be started here ("" when it can)."""
    for tool, package in NEEDED.items():
        if shutil.which(tool) is None and not Path(tool).is_file():
            return f"{tool} is missing (Debian package {package})"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False)
    if probe.returncode != 0:
        return "the system Python has no pyatspi (Debian package python3-pyatspi)"
    if not os.environ.get("DISPLAY"):
        return "no X display (pytest-xvfb with Xvfb starts one)"
    session = subprocess.run(["dbus-run-session", "--", "true"], capture_output=True, timeout=60, check=False)
    if session.returncode != 0:
        return f"dbus-run-session cannot start a session bus: {session.stderr.decode(errors='replace')[:200]}"
    return ""


@pytest.fixture(scope="module")
def seen(tmp_path_factory) -> list[dict]:
    reason = why_no_bus()
    if reason:
        pytest.skip(f"no accessibility bus: {reason}")
    home = tmp_path_factory.mktemp("atspi-home")
    runtime = tmp_path_factory.mktemp("atspi-runtime")
    runtime.chmod(0o700)
    env = dict(os.environ, HOME=str(home), XDG_RUNTIME_DIR=str(runtime), TABLETOP_SETTINGS_DIR=str(home / "settings"))
    command = ["dbus-run-session", "--", SYSTEM_PYTHON, str(DRIVER), "--", sys.executable, "-m", "tabletop"]
    run = subprocess.run(command, env=env, cwd=home, capture_output=True, text=True, timeout=DEAL_LIMIT_S,
                         check=False)
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    errors = [line["message"] for line in lines if line["kind"] == "error"]
    assert not errors and run.returncode == 0, f"{errors or run.returncode}\n{run.stderr[-3000:]}"
    return lines


def first(seen: list[dict], kind: str) -> dict:
    found = [line for line in seen if line["kind"] == kind]
    assert found, f"the driver never reported {kind!r}: {seen}"
    return found[0]


def test_the_game_is_started_from_the_start_page_through_the_tree(seen):
    assert first(seen, "dialog")["name"] == "New game"
    table = first(seen, "table")
    assert table["name"] == "Hockey Card Game table"
    assert "Tab moves between the zones" in table["description"]


def test_the_cut_is_asked_in_a_prompt_zone_the_tree_can_answer(seen):
    """Hockey Card Game, Cutting for the Deal: the prompt reads the question and its choice."""
    prompt = first(seen, "prompt")
    assert prompt["name"] == "Prompt: Cut the deck"
    assert prompt["choices"] == ["1: Cut the deck"]


def test_the_table_is_read_as_named_zones_of_named_cards(seen):
    zones = first(seen, "zones")
    names = zones["names"]
    for start in ("Your hand", "Computer's hand", "Pile", "Deck", "On the table"):
        assert any(name.startswith(start) for name in names), f"no zone {start!r} in {names}"
    assert zones["hand"] and all(" of " in card for card in zones["hand"]), zones["hand"]
    assert all("Playing card" in text for text in zones["descriptions"])


def test_the_first_deal_is_played_through_the_tree_alone(seen):
    """Hockey Card Game, Play: every card of the first deal played from the hand zone."""
    over = first(seen, "deal over")
    played = [line["card"] for line in seen if line["kind"] == "played"]
    assert played == over["played"] and len(played) >= 1
    assert any("Deal 2 of" in words or words == "Final" for words in over["words"]), over["words"]
