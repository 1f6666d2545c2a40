"""``tabletop host`` and ``tabletop join`` as two processes over loopback (127.0.0.1, a free port).

Issue 48's "Done when": a whole game of each registered game between a host and joined agents; a
hostile client that never crashes the host or changes the game; a client killed mid-game that
rejoins its seat; a host killed mid-game that hosts the same game again from its save.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.engine.save import SaveFileError, read_save
from tabletop.games import registry
from tabletop.remote.protocol import VERSION

pytestmark = pytest.mark.slow      # whole games across two or three processes

TIMEOUT = 120
ENV = dict(os.environ, QT_QPA_PLATFORM="offscreen")


STARTED: list[subprocess.Popen] = []


@pytest.fixture(autouse=True)
def _end_processes():
    """A failing test leaves no host or joined agent running."""
    yield
    while STARTED:
        process = STARTED.pop()
        if process.poll() is None:
            process.kill()
            process.communicate()


def start(*args: str) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-m", "tabletop", *args], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=ENV)
    STARTED.append(process)
    return process


def host(*args: str) -> tuple[subprocess.Popen, str, int]:
    process = start("host", "--port", "0", "--json", *args)
    first = process.stdout.readline()
    assert first, process.communicate(timeout=TIMEOUT)[1]
    hello = json.loads(first)
    return process, hello["code"], hello["port"]


def join(port: int, code: str, *args: str) -> subprocess.Popen:
    return start("join", f"127.0.0.1:{port}", "--code", code, "--json", *args)


def finish(process: subprocess.Popen) -> tuple[int, dict]:
    out, err = process.communicate(timeout=TIMEOUT)
    lines = out.strip().splitlines()
    return process.returncode, (json.loads(lines[-1]) if lines and process.returncode == 0 else {"err": err})


def actions_saved(path: Path) -> int:
    try:
        return len(read_save(path, registry())[1].actions)
    except (SaveFileError, OSError):
        return 0


def wait_for_actions(path: Path, count: int, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + TIMEOUT
    while actions_saved(path) < count:
        assert process.poll() is None, "the game ended before the test could interrupt it"
        assert time.monotonic() < deadline
        time.sleep(0.02)


SET_UPS = {info.id: ([] if info.id != "hull-breach" else ["--players", "3"]) for info in registry().infos()}


def simulated_digest(game_id: str, seed: int, specs: tuple[str, ...]) -> str:
    """What ``simulate --games 1 --seed SEED --agents SPECS`` reports as the digest (its own call)."""
    from tabletop.ai.strength import play_one
    from tabletop.engine.digest import combined_digest
    from tabletop.engine.playout import seat_names

    names = seat_names(registry().get(game_id), len(specs))
    return combined_digest([play_one(game_id, seed, specs, names=None if names is None else tuple(names)).digest])


@pytest.mark.parametrize("game_id", sorted(SET_UPS))
def test_a_whole_game_between_a_host_and_joined_agents_is_simulates_game(game_id):
    """Joined agents seeded with the game's seed play the game ``simulate`` plays with that seed."""
    extra = SET_UPS[game_id]
    seats = 3 if extra else 2
    agents = ",".join(["random"] + ["remote"] * (seats - 1))
    process, code, port = host("--game", game_id, "--seed", "11", "--agents", agents, *extra)
    joined = [join(port, code, "--seed", "11") for _ in range(1, seats)]
    status, report = finish(process)
    assert status == 0, report
    assert report["game"] == game_id and report["games"] == 1
    assert report["digest"] == simulated_digest(game_id, 11, ("random",) * seats)
    for joiner in joined:
        joined_status, result = finish(joiner)
        assert joined_status == 0, result
        assert [result["seat"] in result["winners"]] == [bool(report["wins"][result["seat"]])]


def test_a_joined_greedy_agent_plays_simulates_game():
    process, code, port = host("--game", "hockey-card-game", "--seed", "5", "--agents", "random,remote")
    joiner = join(port, code, "--seed", "5", "--agent", "greedy")
    status, report = finish(process)
    assert (status, finish(joiner)[0]) == (0, 0), report
    assert report["digest"] == simulated_digest("hockey-card-game", 5, ("random", "greedy"))


def hostile(port: int, code: str) -> list[dict]:
    """Garbage, a wrong code, a 100 MB line, then seat 1 taken and a flood of wrong-seat and
    replayed moves: what the host answered the seated connection."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(b"\x00\xffgarbage\n" + json.dumps({"v": VERSION, "type": "hello", "code": "WRONG-CODE0"}).encode()
                  + b"\n")
        assert b"join code" in s.makefile("rb").read()                   # refused, then closed
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        chunk = b"x" * (1 << 20)
        try:
            for _ in range(100):
                s.sendall(chunk)
        except OSError:
            pass                                                          # closed after 4 KB
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        lines = s.makefile("rb")
        answers = []

        def say(message: dict, count: int = 1) -> None:
            s.sendall(json.dumps({"v": VERSION, **message}).encode() + b"\n")
            answers.extend(json.loads(lines.readline()) for _ in range(count))

        say({"type": "hello", "code": code}, 2)
        say({"type": "act", "seq": 1, "action": {"seat": 0, "kind": "cut"}})
        say({"type": "act", "seq": 1, "action": {"seat": 1, "kind": "cut"}})
        flood = json.dumps({"v": VERSION, "type": "act", "seq": 1, "action": {"seat": 0, "kind": "cut"}})
        s.sendall((flood.encode() + b"\n") * 1000)
        try:
            answers.extend(json.loads(line) for line in lines)
        except ConnectionResetError:
            pass        # closed with the flood unread: the refusals may be cut off, never the close
        return answers


def test_a_hostile_client_neither_stops_the_host_nor_changes_the_game():
    args = ("--game", "hockey-card-game", "--seed", "23", "--agents", "random,remote")
    clean, code, port = host(*args)
    finish(join(port, code, "--seed", "4"))
    _, clean_report = finish(clean)
    process, code, port = host(*args)
    answers = hostile(port, code)
    assert [m["type"] for m in answers[:2]] == ["welcome", "update"]
    assert [m.get("code") for m in answers[2:4]] == ["seat", "seq"]
    joined_status, _ = finish(join(port, code, "--seed", "4", "--seat", "1"))   # the seat was sat at
    status, report = finish(process)
    assert (status, joined_status) == (0, 0)
    assert report["digest"] == clean_report["digest"] and report["actions"] == clean_report["actions"]


def test_a_joined_seat_killed_mid_game_rejoins_and_the_game_ends(tmp_path):
    save = tmp_path / "hosted.yaml"
    process, code, port = host("--game", "hockey-card-game", "--seed", "31", "--save", str(save))
    first = join(port, code, "--agent", "ismcts:30")
    wait_for_actions(save, 12, process)
    first.send_signal(signal.SIGKILL)
    first.communicate(timeout=TIMEOUT)
    again = join(port, code, "--seat", "1")
    joined_status, result = finish(again)
    status, _ = finish(process)
    assert (status, joined_status) == (0, 0) and result["seat"] == 1
    assert not save.exists()                     # a finished game leaves no save behind


def test_a_host_killed_mid_game_hosts_it_again_from_its_save(tmp_path):
    save = tmp_path / "hosted.yaml"
    process, code, port = host("--game", "hockey-card-game", "--seed", "37", "--save", str(save))
    joiner = join(port, code, "--agent", "ismcts:30")
    wait_for_actions(save, 12, process)
    process.send_signal(signal.SIGKILL)
    process.communicate(timeout=TIMEOUT)
    assert finish(joiner)[0] == 1                # the joined seat is told the host went away
    played = actions_saved(save)
    assert played >= 12
    resumed, code, port = host("--game", "hockey-card-game", "--resume", str(save))
    joined_status, _ = finish(join(port, code))
    status, report = finish(resumed)
    assert (status, joined_status) == (0, 0) and report["actions"] > played


def test_a_joined_player_alone_at_a_headless_host_takes_back_its_move_at_once():
    """Undo with nobody else at the table from afar (the host's seat is an agent): taken back at
    once (the move and the agent's reply after it), and every seat gets the position before."""
    process, code, port = host("--game", "hockey-card-game", "--seed", "4", "--agents", "random,remote")
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        lines = s.makefile("rb")
        seq = 0

        def say(**message) -> None:
            nonlocal seq
            seq += 1
            s.sendall(json.dumps({"v": VERSION, "seq": seq, **message}).encode() + b"\n")

        def next_message() -> dict:
            message = json.loads(lines.readline())
            assert message["type"] != "refused", message
            return message

        s.sendall(json.dumps({"v": VERSION, "type": "hello", "code": code}).encode() + b"\n")
        card = None
        while card is None:                     # cuts and the lead use chance; then a card
            message = next_message()
            if message["type"] == "update" and message["legal"]:
                action = message["legal"][0]
                if action["kind"] == "play":
                    card = message
                say(type="act", action=action, position=message["position"])
        while not (message["type"] == "update" and message["legal"]):    # the agent has replied
            message = next_message()
        say(type="undo")
        ended = next_message()
        while ended["type"] != "undo-end":
            after, ended = ended, next_message()
        assert ended["taken"] and "Taken back, as Player 2 asked" in ended["text"]
        assert after["view"] == card["view"] and after["legal"] == card["legal"]
    process.kill()
