"""Kill a process that autosaves in a loop, at random moments: the save always opens.

A child Python process writes the autosave through the real write path (``save_game``,
which is ``write_atomic``) in a tight loop, alternating between two games. It is killed
with SIGKILL 20 times at random moments; after each kill the file on disk must open with
``read_save`` and be one of the two games, and the next start's clean-up must leave no
temporary file behind.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.engine.atomic import STALE_SECONDS, is_temp_name
from tabletop.engine.record import GameRecord
from tabletop.engine.save import read_save, save_game
from tabletop.games import registry
from tabletop.ui.shell.recovery import clean_data_folder

pytestmark = pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX")

ROOT = Path(__file__).resolve().parent.parent.parent
KILLS = 20

CHILD = r"""
import sys
from pathlib import Path
from tabletop.engine.save import parse_save, save_game

target = Path(sys.argv[1])
games = [parse_save(Path(p).read_text(encoding="utf-8")) for p in sys.argv[2:4]]
count = 0
while True:
    save_game(target, games[count % 2])
    count += 1
    if count == 2:
        print("writing", flush=True)
"""


def played(seed: int, moves: int):
    """A saved hockey game with ``moves`` legal actions (a few KB, so writes take a moment)."""
    game = registry().get("hockey-card-game")
    record = GameRecord(game, seed, names=("Ana", "Ben"))
    for _ in range(moves):
        if game.is_over(record.state):
            break
        seat = game.pending(record.state)[0].seat
        assert record.submit(game.legal_actions(record.state, seat)[0])[0].ok
    return record.to_saved()


def temps(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if is_temp_name(p.name)]


@pytest.mark.timeout(120)
def test_killed_mid_write_the_autosave_is_always_the_old_or_the_new_game(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    target = data / "autosave.tabletop.yaml"
    old, new = played(1, 30), played(2, 60)
    sources = []
    for name, saved in (("old", old), ("new", new)):
        source = tmp_path / f"{name}.yaml"
        source.write_text(saved.to_text(), encoding="utf-8")
        sources.append(str(source))
    save_game(target, old)
    expected = {old.checksum(): "old", new.checksum(): "new"}
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    rng = random.Random(18)
    seen: dict[str, int] = {"old": 0, "new": 0}
    leftovers = 0
    started = time.monotonic()
    for _ in range(KILLS):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(target), *sources], env=env, cwd=str(ROOT),
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert child.stdout.readline().strip() == "writing", child.stderr.read()
            time.sleep(rng.uniform(0.0, 0.05))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=10)
            child.stdout.close()
            child.stderr.close()
        _game, saved, _state = read_save(target, registry())   # never half a file
        seen[expected[saved.checksum()]] += 1                   # and always one of the two games
        found = temps(data)
        leftovers += len(found)
        # The next start, some time later: no other copy of the app can still be writing
        # these, so the start-up clean-up removes them.
        for path in found:
            then = time.time() - STALE_SECONDS - 1
            os.utime(path, (then, then))
        clean_data_folder(data)
        assert temps(data) == []
    assert sum(seen.values()) == KILLS
    assert time.monotonic() - started < 60
    print(f"kills: {KILLS}, old {seen['old']}, new {seen['new']}, temporary files a kill left: {leftovers}")
