"""Shipped data is found through the package, never through the current directory."""

import os
import subprocess
import sys
from pathlib import Path

from tabletop.paths import card_data_dir, resources_dir

ROOT = Path(__file__).resolve().parent.parent


def test_data_folders_resolve_to_real_folders():
    assert (card_data_dir() / "standard_deck.yaml").is_file()
    assert resources_dir().is_dir()


def test_the_command_line_works_from_an_unrelated_directory(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "tabletop", "games"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("hockey-card-game\t")
