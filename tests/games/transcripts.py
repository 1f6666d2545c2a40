"""Whole seeded games written down step by step, for tests that pin what the players read.

A transcript is, for every step of a game played by a seeded random choice among the legal
moves: who must decide what (each decision's seat, kind and prompt), the menu words of every
legal move of the deciding seat, the move taken, the refusal (code, rule, words) of one move
from the action space that is not legal there, and every event (kind, sentence, data, who may
see it, chance, irreversible). Tests compare a game's transcripts now with the ones recorded in
``data/<game id>.transcripts.json``; after a deliberate change to what a game says, write them
again with ``python -m tests.games.transcripts <game id>`` from the repository's root and read
the difference before committing it.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from tabletop.engine.errors import MalformedActionError
from tabletop.games import registry

DATA = Path(__file__).parent / "data"
#: The seeded games each game's transcripts hold: (seed, options). Chosen to reach the rarer
#: branches (see each game's mutants test for which).
GAMES: dict[str, tuple[tuple[int, dict], ...]] = {
    "intergalactic-hockey": ((45, {}), (18, {}), (57, {}), (1, {})),
}


def _plain(value):
    return json.loads(json.dumps(value, default=str))


def transcript(game, seed: int, options: dict) -> list[dict]:
    rng = random.Random(seed)
    probe = random.Random(f"probe:{seed}")
    state = game.new_game(seed, options, names=("Ana", "Ben"))
    space = list(game.action_space(state))
    steps = []
    while not game.is_over(state):
        decisions = game.pending(state)
        seat = decisions[0].seat
        legal = game.legal_actions(state, seat)
        action = rng.choice(legal)
        step = {"decide": [[d.seat, d.kind, d.prompt] for d in decisions],
                "menu": [game.describe_action(state, a) for a in legal],
                "move": [action.seat, action.kind, _plain(list(action.args))]}
        for _ in range(20):
            other = probe.choice(space)
            try:
                verdict = game.validate(state, other)
            except MalformedActionError as error:
                step["refused"] = [other.kind, "malformed", str(error)]
                break
            if not verdict.ok:
                step["refused"] = [other.kind, verdict.code, verdict.rule, verdict.reason]
                break
        state, events = game.apply(state, action)
        step["events"] = [[e.kind, e.text, _plain(e.data), sorted(e.audience) if e.audience is not None else None,
                           e.chance, e.irreversible] for e in events]
        steps.append(step)
    return steps


def transcripts(game_id: str) -> dict[str, list[dict]]:
    game = registry().get(game_id)
    return {f"{seed} {json.dumps(options, sort_keys=True)}": transcript(game, seed, options)
            for seed, options in GAMES[game_id]}


def path(game_id: str) -> Path:
    return DATA / f"{game_id}.transcripts.json"


def write(game_id: str) -> Path:
    games = transcripts(game_id)
    lines = ["{"]
    for n, (key, steps) in enumerate(games.items()):
        lines.append(f" {json.dumps(key)}: [")
        lines += [f"  {json.dumps(step, ensure_ascii=False)}," for step in steps[:-1]]
        lines.append(f"  {json.dumps(steps[-1], ensure_ascii=False)}")
        lines.append(" ]," if n < len(games) - 1 else " ]")
    target = path(game_id)
    target.write_text("\n".join(lines + ["}"]) + "\n", encoding="utf-8")
    return target


def check(game_id: str) -> None:
    """Assert that the game's transcripts are the recorded ones, naming the first step that differs."""
    recorded = json.loads(path(game_id).read_text(encoding="utf-8"))
    now = transcripts(game_id)
    assert now.keys() == recorded.keys()
    for key, steps in now.items():
        assert len(steps) == len(recorded[key]), f"{key}: {len(steps)} steps now, {len(recorded[key])} recorded"
        for n, (step, then) in enumerate(zip(steps, recorded[key], strict=True)):
            for part in ("decide", "menu", "move", "refused", "events"):
                assert step.get(part) == then.get(part), f"{key}, step {n}: {part}"


if __name__ == "__main__":
    for name in sys.argv[1:] or list(GAMES):
        print(f"wrote {write(name)}")
