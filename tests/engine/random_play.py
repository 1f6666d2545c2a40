"""Random games checked against the engine contract, for the contract tests (not a test module).

One pass over a random game checks everything the contract promises (``docs/architecture.md``),
so no invariant pays for its own playouts:

- after every action: a finished game has nothing pending and an outcome, an unfinished one waits
  for someone who has a legal action; legal actions do not repeat; ``apply`` leaves its input
  unchanged and returns events with words; no card is lost or duplicated;
- at every ``deep_every``-th position: every action of the action space is validated, ``validate``
  agrees with ``legal_actions`` for every seat, each refusal carries a code, a reason and a rule,
  and a few illegal actions raise ``IllegalActionError`` with the state unchanged;
- at every ``secrecy_every``-th position: no seat's view, nor the spectator's, shows a card the
  game hides from it (``hidden_from``);
- at the end (``round_trip``): replaying the seed and actions gives the same state, and the save
  file of the game loads to the same state with the same decks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.digest import state_digest
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.playout import seat_names
from tabletop.engine.save import load_save, new_saved
from tabletop.games import registry

GAMES = list(registry())
IDS = [g.id for g in GAMES]

#: Actions a random game may take before it counts as one that never ends.
LONGEST_GAME = 50_000


def rule_sets() -> list:
    """(game, options, seats) for every registered game under each of its rules (the values of a
    ``mode`` option: Breakaway: CCG's Beginner, official and solo rules) at its fewest seats, under
    its default rules at every other seat count it allows (Hull Breach! at three to six), and in
    teams (a ``teams`` option: Hull Breach!'s team games) at every seat count a team game takes, so
    a new game, mode or table size joins the contract suite the day it registers."""
    out = []
    for game in GAMES:
        fewest = game.info.min_players
        mode = next((o for o in game.info.options if o.key == "mode"), None)
        for value in ([v for v, _ in mode.choices] if mode else [None]):
            default = value is None or value == mode.default
            out.append(pytest.param(game, None if value is None else {"mode": value}, fewest,
                                    id=game.id if default else f"{game.id}-{value}"))
        for seats in range(fewest + 1, game.info.max_players + 1):
            out.append(pytest.param(game, None, seats, id=f"{game.id}-{seats}-seats"))
        if any(o.key == "teams" for o in game.info.options):
            for seats in range(fewest, game.info.max_players + 1):
                try:
                    game.new_game(0, {"teams": "on"}, seat_names(game, seats))
                except ValueError:
                    continue        # a table size teams cannot be made of
                out.append(pytest.param(game, {"teams": "on"}, seats, id=f"{game.id}-teams-{seats}-seats"))
    return out


@dataclass
class Walked:
    """One checked random game: its final state, its actions and how many hidden cards the secrecy
    check looked for in the views."""
    state: object
    actions: list[Action]
    hidden_checked: int = 0


def walk(game, seed: int, options: dict | None = None, decks: list | None = None, seats: int | None = None,
         deep_every: int = 0, secrecy_every: int = 0, round_trip: bool = False) -> Walked:
    """Play one random game, checking the contract as the module docstring lists; 0 turns a
    periodic check off. ``options``, ``decks`` (one per seat) and ``seats`` go to ``new_game``. The
    choices come from ``random.Random(seed)`` as in ``play_game``, so it is the game ``play_game``
    and ``simulate`` play from the same seed."""
    rng = random.Random(seed)
    probe = random.Random(f"illegal:{seed}")     # which refused actions are applied, apart from the choices
    names = seat_names(game, seats)
    state = game.new_game(seed, options, names, decks=decks)
    expected = game.inventory(state)
    walked = Walked(state, [])
    step = 0
    while True:
        decisions = game.pending(state)
        if game.is_over(state):
            assert not decisions, "a finished game must have nothing pending"
            assert game.outcome(state) is not None
            break
        assert decisions, "an unfinished game must be waiting for someone"
        seat = decisions[0].seat
        legal = game.legal_actions(state, seat)
        assert legal, f"seat {seat} must decide but has no legal action"
        assert len(set(legal)) == len(legal), "legal actions must not repeat"
        before = state_digest(state)
        if deep_every and step % deep_every == 0:
            _check_every_action(game, state, probe, before)
        if secrecy_every and step % secrecy_every == 0:
            walked.hidden_checked += _check_secrecy(game, state, walked.actions[-1:])
        chosen = game.by_chance(legal)
        action = chosen[rng.randrange(len(chosen))]
        new_state, events = game.apply(state, action)
        assert state_digest(state) == before, "apply mutated its input"
        assert events, "every action produces at least one event"
        assert all(e.text for e in events)
        state = new_state
        walked.actions.append(action)
        step += 1
        assert game.inventory(state) == expected, f"cards lost or duplicated after {action}"
        assert step < LONGEST_GAME, "game does not end"
    walked.state = state
    if round_trip:
        check_round_trip(game, seed, state, walked.actions, decks)
    return walked


def _check_every_action(game, state, rng: random.Random, digest: str) -> None:
    """``validate`` and ``legal_actions`` agree on the whole action space; refusals say why, and
    applying a refused action raises without touching the state."""
    legal_sets = {s: set(game.legal_actions(state, s)) for s in range(game.players(state))}
    illegal = []
    for candidate in game.action_space(state):
        verdict = game.validate(state, candidate)
        assert verdict.ok == (candidate in legal_sets[candidate.seat]), (
            f"validate and legal_actions disagree on {candidate}: {verdict}")
        if not verdict.ok:
            assert verdict.code and verdict.reason and verdict.rule, f"refusal without reason: {verdict}"
            illegal.append(candidate)
    for candidate in rng.sample(illegal, min(5, len(illegal))):
        with pytest.raises(IllegalActionError):
            game.apply(state, candidate)
    assert state_digest(state) == digest, "a refused action changed the state"


def _check_secrecy(game, state, last: list[Action]) -> int:
    """No card hidden from a seat (or from the spectator) is named in its view; returns how many
    hidden cards were looked for."""
    checked = 0
    for seat in [*range(game.players(state)), None]:
        hidden = game.hidden_from(state, seat)
        text = repr(game.view(state, seat))
        leaked = sorted(c for c in hidden if f"'{c}'" in text)
        assert not leaked, f"seat {seat}'s view shows hidden cards {leaked} after {last}"
        checked += len(hidden)
    return checked


def check_round_trip(game, seed: int, state, actions: list[Action], decks: list | None = None) -> None:
    """The seed and the actions replay to ``state``, and so does the game's save file (which
    carries its decks)."""
    options = game.options_of(state)
    again = game.replay(seed, options, state.names, actions, decks)
    assert again == state and state_digest(again) == state_digest(state)
    saved = new_saved(game, seed, options, state.names, actions, decks)
    loaded_game, loaded, loaded_state = load_save(saved.to_text(), registry())
    assert loaded_game is game and loaded.decks == decks
    assert loaded_state == state


# ----- Games played with decks --------------------------------------------------------------------
def random_options(game, rng: random.Random) -> dict:
    """Any of the game's set-up options (the choices the new-game dialog offers) that a table of
    its fewest seats can take: an option the game refuses there (Hull Breach!'s team games at
    two commanders) keeps its default."""
    options = {o.key: rng.choice(o.choices)[0] for o in game.info.options}
    for o in game.info.options:
        try:
            game.check_options(options)
            game.new_game(0, options)
        except ValueError:
            options[o.key] = o.default
    return options


def random_decks(game, rng: random.Random, options: dict | None = None) -> list:
    """One random legal deck per seat, built under a construction setting the game's rules accept
    (the decks are checked by the game's own ``deck_problems`` as ``new_game`` will)."""
    from tabletop.decks.check import SETTINGS
    from tabletop.decks.random_deck import random_legal_deck

    decks = []
    for seat in range(game.info.min_players):
        for setting in rng.sample(SETTINGS, len(SETTINGS)):
            deck = random_legal_deck(game.id, rng, setting, name=f"Random deck {seat + 1}")
            if not game.deck_problems(deck, options):
                decks.append(deck)
                break
        else:
            pytest.fail(f"{game.id}: no random deck of any setting is playable under {options}")
    return decks


def deck_set_up(game, seed: int) -> tuple[dict, list]:
    """Random options and random legal decks for the game of ``seed`` (the same for the same seed)."""
    rng = random.Random(f"decks:{seed}")
    options = random_options(game, rng)
    return options, random_decks(game, rng, options)
