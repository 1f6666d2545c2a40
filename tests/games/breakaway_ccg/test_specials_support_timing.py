"""Breakaway: CCG, when a Support card may be turned over (Part 3 glossary: Support, whenever its
owner may switch with the bench) beside the stoppage's other choices (Specialized's card of the
reveal, ruling O119, comes first). Rulings O119 and O120.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.state import evolve
from tests.games.breakaway_ccg.support import GAME, PRINTINGS, SPOTS, T, act, extra_card, official, r
from tests.games.breakaway_ccg.test_specials_specialized import COACH_ID, PLAYMAKER_ID, THREE, _agree, coach


def test_while_specialized_chooses_the_officiating_card_a_support_card_waits_its_turn():
    """Glossary, Support: turned over whenever its owner may switch with the bench; while the
    Specialized user chooses its card of the reveal (O119) nobody may switch yet, so the other side's
    Support turn is refused by the same rule that leaves it out of the legal moves."""
    name = PRINTINGS["support-offensive"]
    card = coach()
    state = official(hands=((card,), ()), play=(r(1, PLAYMAKER_ID),), extra=((COACH_ID,), (name,)),
                     options=THREE, turn=0, puck="c9", control=1)
    support_card = extra_card(1, name)
    bench = tuple(support_card if c == SPOTS[1] else c for c in state.benches[1])
    state = evolve(state, benches=(state.benches[0], bench),
                   decks=(state.decks[0], tuple(c for c in state.decks[1] if c != support_card) + (SPOTS[1],)))
    state = act(act(state, 0, "play", card), 0, "special", "specialized")
    state = fl.end_period(T, state, [])
    assert [(d.seat, d.kind) for d in GAME.pending(state)] == [(0, "officiating")]
    turn = Action(1, "special-card", ("support", support_card))
    assert turn not in GAME.legal_actions(state, 1)
    assert not GAME.validate(state, turn).ok
    _agree(state)
