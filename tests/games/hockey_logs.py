"""The three games whose whole log ``test_hockey_mutants`` compares with ``data/hockey_logs.json``.

Written again (after a deliberate change to what the log says) with
``python -m tests.games.hockey_logs`` from the repository's root; read the difference before
committing it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from tabletop.games import registry

GAME = registry().get("hockey-card-game")
FILE = Path(__file__).parent / "data" / "hockey_logs.json"
#: (seed, options): a cut tie and a tie-breaker; a tie-breaker won by a goal; the block variant of
#: rule 6 with any card allowed (rule 3 off), ending in a drawn tie-breaker.
GAMES = ((15, {}), (4, {}), (4, {"third_match": "block", "must_match": False}))


def log(seed: int, options: dict) -> list[list]:
    """Every event of a game played by a seeded random choice among the legal moves, as plain data."""
    rng = random.Random(seed)
    state = GAME.new_game(seed, options, names=("Ana", "Ben"))
    out = []
    while not GAME.is_over(state):
        seat = GAME.pending(state)[0].seat
        state, events = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        out += [[e.kind, e.text, json.loads(json.dumps(e.data)), sorted(e.audience) if e.audience is not None else None,
                 e.chance, e.irreversible] for e in events]
    return out


def logs() -> dict[str, list]:
    return {f"{seed} {json.dumps(options, sort_keys=True)}": log(seed, options) for seed, options in GAMES}


if __name__ == "__main__":
    games = logs()
    lines = ["{"]
    for n, (key, events) in enumerate(games.items()):
        lines.append(f" {json.dumps(key)}: [")
        lines += [f"  {json.dumps(e, ensure_ascii=False)}," for e in events[:-1]]
        lines.append(f"  {json.dumps(events[-1], ensure_ascii=False)}")
        lines.append(" ]," if n < len(games) - 1 else " ]")
    FILE.write_text("\n".join(lines + ["}"]) + "\n", encoding="utf-8")
    print(f"wrote {FILE}")
