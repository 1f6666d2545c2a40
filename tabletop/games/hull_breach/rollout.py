"""The rollout policy of Hull Breach!'s computer player: one move of a search's rollout, chosen by
kind before anything is listed (``tabletop.ai.rollout``).

Listing every legal action of a position costs more than applying one (each unit's targets, every
host of every card in hand, every card play and its targets), and a rollout plays one of them. So
the kind of move is drawn first, and only the actions of that kind are listed:

- in a volley step (6.6 steps 2, 3 and 5, 8A-8D, a Stoic last volley, 3.4.11), a unit that may
  fire declares its dice one at a time at random legal targets until its volley is whole, then
  fires (6.2); now and then the whole listing is drawn from instead (traits instead of a volley,
  retreats, passes, Fearless, cards);
- in a response window (ruling H7) the commander mostly lets it pass;
- in the Manufacturing Phase a card drawn from the hand is mostly deployed to one of its hosts while
  one can be (5.4.1), sometimes anything legal is done, and otherwise the phase moves on;
- at the end of a turn (5.5.4) the commander mostly ends it without discarding.

Everything else (the set-up turn, prompts, the fleet, boarding declarations, Escorts, the
decisions after a boarding action, the other phases) draws uniformly from the whole listing, as
a random player would, so every move is still played sometimes. Every move drawn is one
``legal_actions`` lists (``tests/games/hull_breach/test_computer_players.py`` checks it).
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.hull_breach import responses
from tabletop.games.hull_breach.cards import BREAKTHRU
from tabletop.games.hull_breach.deployment import can_deploy_from
from tabletop.games.hull_breach.rounds import deciding
from tabletop.games.hull_breach.state import (
    ATTACK,
    BOARDING,
    DEFEND,
    DISCARD,
    INTERCEPT,
    MANUFACTURING,
    SETUP,
    HullState,
)
from tabletop.games.hull_breach.volley_fire import _aimed, _dice, shooters, targets
from tabletop.games.hull_breach.work import Work

#: How often a volley step, a response window, the Manufacturing Phase and the end of a turn draw
#: from the whole listing instead of their usual kind of move.
ANY_MOVE = 0.1
#: How often the Manufacturing Phase deploys from the hand (while something can be deployed)
#: rather than moving on.
DEPLOY = 0.7
VOLLEY_STEPS = (INTERCEPT, ATTACK, DEFEND, BOARDING)


def move(game: Any, w: Work, state: HullState, seat: int, rng: random.Random) -> Action:
    """The rollout move of ``seat`` (the first commander ``pending`` asks) in ``state``, read
    through ``w``."""
    if w.phase != SETUP and not w.prompts:
        if responses.answering(w, seat):
            if rng.random() >= ANY_MOVE:
                return responses.respond(seat)
        elif w.eng is not None:
            chosen = _volley(w, seat, rng)
            if chosen is not None:
                return chosen
        elif seat == w.turn and w.phase == MANUFACTURING:
            draw = rng.random()
            if draw < DEPLOY:
                return _deploy(w, seat, rng) or Action(seat, "next")
            if draw >= DEPLOY + ANY_MOVE:
                return Action(seat, "next")
        elif seat == w.turn and w.phase == DISCARD and rng.random() >= ANY_MOVE:
            return Action(seat, "end")
    return _any(game, state, seat, rng)


def _deploy(w: Work, seat: int, rng: random.Random) -> Action | None:
    """A card of the hand, drawn first, deployed to one of its hosts; None when none can be. The
    listing names the first copy of each card in the hand, and so does this."""
    first: dict[str, str] = {}
    for pid in w.cmd[seat].hand:
        card = w.card(pid)
        if card.type != BREAKTHRU:      # 5.3.5: Breakthrus only in the Logistics Phase
            first.setdefault(card.id, pid)
    hand = list(first.values())
    rng.shuffle(hand)
    for pid in hand:
        allowed = can_deploy_from(w, seat, pid)
        if allowed:
            return Action(seat, "deploy", (pid, allowed[rng.randrange(len(allowed))]))
    return None


def _volley(w: Work, seat: int, rng: random.Random) -> Action | None:
    """A unit's dice declared one at a time, then fired; None to draw from the whole listing."""
    eng = w.eng
    assert eng is not None
    if deciding(w) != seat or not (eng.step in VOLLEY_STEPS or eng.stoic):
        return None
    if eng.step == BOARDING and not eng.stoic and (eng.fight is None or eng.fight.step not in (
            "intercept", "attack", "defend")):
        return None
    shooter = eng.shooter
    if shooter is not None:
        if _aimed(eng) < eng.dice:
            aims = targets(w, shooter)
            if aims:
                return Action(seat, "aim", (shooter, aims[rng.randrange(len(aims))]))
        return Action(seat, "fire", (shooter,)) if eng.aim else None
    if rng.random() < ANY_MOVE:
        return None
    units = shooters(w)
    if not units:
        return None
    pid = units[rng.randrange(len(units))]
    if _dice(w, pid) <= 0:
        return None
    aims = targets(w, pid)
    return Action(seat, "aim", (pid, aims[rng.randrange(len(aims))])) if aims else None


def _any(game: Any, state: HullState, seat: int, rng: random.Random) -> Action:
    """Uniformly among everything ``seat`` may do but concede, as a random player chooses."""
    legal = game.by_chance(game.legal_actions(state, seat))
    return legal[rng.randrange(len(legal))]
