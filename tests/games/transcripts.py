"""Whole seeded games written down step by step, for tests that pin what the players read.

A transcript is, for every step of a game played by a seeded random choice of the deciding
seat (when several decide at once) and of its legal move: who must decide what (each decision's seat, kind and prompt), every seat's view and the
onlooker's (as a fingerprint), the menu words of every legal move of the deciding seat (as a
fingerprint), the move taken, the refusal (code, rule, words) of one move from the action space
that is not legal there and a fingerprint of what ``validate`` says of every action of the action
space, and every event (kind, sentence, data, who may see it, chance, irreversible); at the end,
the final views, refusals and outcome; at the start, what a new game says to bad set-up input
and to malformed actions. Tests compare a game's transcripts
now with the ones recorded in ``data/<game id>.transcripts.json.gz`` (gzip-compressed JSON, one
step a line: ``zcat`` reads it); after a deliberate change to what a game says or shows, write
them again with ``python -m tests.games.transcripts <game id>`` from the repository's root and
read the difference (``diff <(zcat old) <(zcat new)``) before committing it.
"""

from __future__ import annotations

import dataclasses
import gzip
import hashlib
import json
import random
import sys
from pathlib import Path

from tabletop.engine.actions import Action
from tabletop.engine.errors import MalformedActionError
from tabletop.games import registry

DATA = Path(__file__).parent / "data"
#: The seeded games each game's transcripts hold: (seed, options). Chosen (greedily, over the
#: first 60-80 seeds) so that together they reach every event kind and refusal code random play
#: reaches in those games.
GAMES: dict[str, tuple[tuple[int, dict], ...]] = {
    # a cut tie and a tie-breaker; a tie-breaker won by a goal; rule 6's block variant with rule 3
    # off, ending in a drawn tie-breaker
    "hockey-card-game": ((15, {}), (4, {}), (4, {"third_match": "block", "must_match": False})),
    # and one (20) whose overtime runs the draw pile out and reshuffles the discards
    "intergalactic-hockey": ((25, {}), (69, {}), (27, {}), (20, {})),
    "breakaway-football": (
        (36, {"home_team": "MAU", "visiting_team": "LIG", "overtime": "standard", "late_half_incompletions": False,
              "coffin_corner": False, "ice_the_kicker": False}),
        (24, {"home_team": "PHA", "visiting_team": "MAU", "overtime": "standard", "late_half_incompletions": True,
              "coffin_corner": True, "ice_the_kicker": True}),
        (16, {"home_team": "MAU", "visiting_team": "FIR", "overtime": "sudden_death", "late_half_incompletions": True,
              "coffin_corner": True, "ice_the_kicker": True}),
        # and one that goes to overtime, which none of the first sixty did
        (61, {"home_team": "PHA", "visiting_team": "LIG", "overtime": "standard", "late_half_incompletions": False,
              "coffin_corner": True, "ice_the_kicker": True}),
    ),
    # Beginner rules twice; the official rules four times: two games picked from the first sixty
    # seeds for the event kinds, moves and refusal codes they reach under the default options (one
    # ends in a shootout) and two with the other options (playoff overtime and open deck lists; two
    # periods, casual deck rules and no overtime); and one solo game against the Solo Opponent
    "breakaway-ccg": (
        (25, {"mode": "beginner"}),
        (30, {"mode": "beginner", "periods": 2, "teams": "hawks-runners"}),
        (29, {"mode": "official"}),
        (51, {"mode": "official", "overtime": "playoff", "open_decks": True}),
        (5, {"mode": "official"}),
        (53, {"mode": "official", "periods": 2, "deck_rules": "casual", "overtime": "none"}),
        (3, {"mode": "solo"}),
    ),
    # six games (over 60 seeds) that together reach every event kind, move and refusal code random
    # play reaches there
    "hull-breach": ((7, {}), (55, {}), (42, {}), (20, {}), (57, {}), (45, {})),
}


def _digest(words: list[str]) -> str:
    """A menu as a short fingerprint of its words in order (a game's menus are long; a change to
    any word changes the fingerprint, and the test names the step)."""
    return hashlib.sha256("\n".join(words).encode("utf-8")).hexdigest()[:16]


def canonical(value):
    """A view (or any value of one) as plain data with a fixed order: dataclasses as mappings of
    their fields, sets sorted, so the same view gives the same text in every process (string
    hashing, and so set order, differs between runs)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: canonical(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): canonical(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (set, frozenset)):
        return sorted((canonical(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [canonical(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return repr(value)


def _views(game, state) -> str:
    """Every seat's view and the onlooker's, as one fingerprint."""
    seats = [*range(len(state.names)), None]
    text = json.dumps([canonical(game.view(state, seat)) for seat in seats], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


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
        # any deciding seat may move first: simultaneous secret choices come in either order
        seat = rng.choice(decisions).seat
        legal = game.legal_actions(state, seat)
        action = rng.choice(game.by_chance(legal))
        step = {"decide": [[d.seat, d.kind, d.prompt] for d in decisions], "views": _views(game, state),
                "menu": _digest([game.describe_action(state, a) for a in legal]),
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
        step["all refusals"] = _refusals(game, state, space)
        state, events = game.apply(state, action)
        step["events"] = [[e.kind, e.text, _plain(e.data), sorted(e.audience) if e.audience is not None else None,
                           e.chance, e.irreversible] for e in events]
        steps.append(step)
    steps[-1]["final views"] = _views(game, state)
    steps[-1]["final refusals"] = _refusals(game, state, space)
    steps[-1]["outcome"] = canonical(game.outcome(state))
    steps[0]["set-up"] = _set_up(game, space)
    return steps


def _verdict(game, state, action) -> list:
    try:
        verdict = game.validate(state, action)
    except MalformedActionError as error:
        return ["malformed", str(error)]
    return [verdict.ok, verdict.code, verdict.rule, verdict.reason]


def _refusals(game, state, space: list) -> str:
    """What ``validate`` says of every action of the action space here, as one fingerprint."""
    return _digest([json.dumps([a.seat, a.kind, _plain(list(a.args)), *_verdict(game, state, a)], ensure_ascii=False)
                    for a in space])


def _set_up(game, space: list) -> dict:
    """What a new game says to bad set-up input and to malformed actions, word for word."""
    def error(make) -> list:
        try:
            make()
        except Exception as e:  # noqa: BLE001 - the point is to record whatever it raises
            return [type(e).__name__, str(e)]
        return ["no error"]

    state = game.new_game(0)
    malformed = {}
    for kind in sorted({a.kind for a in space}):
        for args in ((), ("?",), (1, 2, 3), (True,)):
            malformed[f"{kind} {_plain(list(args))}"] = _verdict(game, state, Action(0, kind, args))
    malformed["no such kind"] = _verdict(game, state, Action(0, "no-such-kind", ()))
    return {"default names": list(state.names),
            "seed True": error(lambda: game.new_game(True)),
            "seed '7'": error(lambda: game.new_game("7")),
            "three names": error(lambda: game.new_game(0, names=("A", "B", "C"))),
            "one name": error(lambda: game.new_game(0, names=("A",))),
            "no decks": error(lambda: game.new_game(0, decks=[])),
            "malformed": malformed}


def transcripts(game_id: str) -> dict[str, list[dict]]:
    game = registry().get(game_id)
    return {f"{seed} {json.dumps(options, sort_keys=True)}": transcript(game, seed, options)
            for seed, options in GAMES[game_id]}


def path(game_id: str) -> Path:
    return DATA / f"{game_id}.transcripts.json.gz"


def write(game_id: str) -> Path:
    games = transcripts(game_id)
    lines = ["{"]
    for n, (key, steps) in enumerate(games.items()):
        lines.append(f" {json.dumps(key)}: [")
        lines += [f"  {json.dumps(step, ensure_ascii=False)}," for step in steps[:-1]]
        lines.append(f"  {json.dumps(steps[-1], ensure_ascii=False)}")
        lines.append(" ]," if n < len(games) - 1 else " ]")
    target = path(game_id)
    # mtime=0: the same transcripts give the same bytes, so rewriting them changes nothing in git
    target.write_bytes(gzip.compress(("\n".join(lines + ["}"]) + "\n").encode("utf-8"), mtime=0))
    return target


def check(game_id: str) -> None:
    """Assert that the game's transcripts are the recorded ones, naming the first step that differs."""
    recorded = json.loads(gzip.decompress(path(game_id).read_bytes()).decode("utf-8"))
    now = transcripts(game_id)
    assert now.keys() == recorded.keys()
    for key, steps in now.items():
        assert len(steps) == len(recorded[key]), f"{key}: {len(steps)} steps now, {len(recorded[key])} recorded"
        for n, (step, then) in enumerate(zip(steps, recorded[key], strict=True)):
            for part in ("set-up", "decide", "views", "menu", "move", "refused", "all refusals", "events",
                         "final views", "final refusals", "outcome"):
                assert step.get(part) == then.get(part), f"{key}, step {n}: {part}"


if __name__ == "__main__":
    for name in sys.argv[1:] or list(GAMES):
        print(f"wrote {write(name)}")


def plays_like(game_id: str, fresh) -> None:
    """``fresh`` (a new game object of the game's class, its card data not yet read) must play the
    recorded seeds move for move like the registered one: decisions, legal moves and their menu
    words, every seat's view, events and states. The registered object read its data once, when the
    registry was built; ``fresh`` reads it again inside the test, so the reading of the card data
    runs under test and a second reading must give the same game."""
    game = registry().get(game_id)
    for seed, options in GAMES[game_id]:
        rng = random.Random(seed)
        a = game.new_game(seed, options, names=("Ana", "Ben"))
        b = fresh.new_game(seed, options, names=("Ana", "Ben"))
        while not game.is_over(a):
            assert fresh.pending(b) == game.pending(a)
            seat = rng.choice(game.pending(a)).seat
            legal = game.legal_actions(a, seat)
            assert fresh.legal_actions(b, seat) == legal
            assert [fresh.describe_action(b, x) for x in legal] == [game.describe_action(a, x) for x in legal]
            for other in (0, 1, None):
                assert fresh.view(b, other) == game.view(a, other)
            action = rng.choice(game.by_chance(legal))
            a, events_a = game.apply(a, action)
            b, events_b = fresh.apply(b, action)
            assert events_b == events_a and b == a
        assert fresh.outcome(b) == game.outcome(a)


def positions(game_id: str, seed: int, options: dict | None = None, every: int = 5) -> list:
    """Positions of one random game: the first, then one every ``every`` moves."""
    game = registry().get(game_id)
    rng = random.Random(seed)
    state = game.new_game(seed, options or {})
    out = [state]
    n = 0
    while not game.is_over(state):
        seat = rng.choice(game.pending(state)).seat
        state, _ = game.apply(state, rng.choice(game.by_chance(game.legal_actions(state, seat))))
        n += 1
        if n % every == 0 and not game.is_over(state):
            out.append(state)
    return out


def _asked(decisions, seat: int) -> list:
    """The decisions a guess must reproduce for ``seat``: its own and every one another seat must
    make. Another seat's optional decision may rest on what it holds (Hull Breach!'s response
    window asks only the commanders holding a card playable now), which the guess cannot know."""
    return [d for d in decisions if d.seat == seat or not d.optional]


def check_guesses(game_id: str, states, rng: random.Random, play_on: int = 3, hidden_lists: bool = False,
                  blind=None) -> None:
    """The computer's guessed position (``determinize``) must look the same to the seat that
    guessed (its view of the guess is its view of the real position), hold every card once, ask
    the same decisions and offer the deciding seat the same moves; and the first ``play_on``
    guesses must be whole games that play to their end. With ``hidden_lists`` (another seat's deck
    list is hidden, so its unseen cards are sampled) only the number of cards must be the same.
    ``blind(state, action)`` marks the moves a game's rules let rest on cards the seat cannot see
    (a ruling names each): those are left out of the comparison of moves."""
    game = registry().get(game_id)
    played = 0
    for state in states:
        for seat in (0, 1):
            view = game.view(state, seat)
            guess = game.determinize(view, rng)
            assert game.view(guess, seat) == view
            if hidden_lists:
                assert game.inventory(guess).total() == game.inventory(state).total()
            else:
                assert game.inventory(guess) == game.inventory(state)
            assert _asked(game.pending(guess), seat) == _asked(game.pending(state), seat)
            if any(d.seat == seat for d in game.pending(state)):
                seen = [a for a in game.legal_actions(state, seat) if blind is None or not blind(state, a)]
                assert [a for a in game.legal_actions(guess, seat) if blind is None or not blind(guess, a)] == seen
            if played < play_on and seat == 0:
                played += 1
                while not game.is_over(guess):
                    mover = game.pending(guess)[0].seat
                    guess, _ = game.apply(guess, rng.choice(game.by_chance(game.legal_actions(guess, mover))))
                assert game.outcome(guess) is not None
