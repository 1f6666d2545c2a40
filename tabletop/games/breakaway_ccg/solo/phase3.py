"""The opponent's Phase 3 in solo play (Part 2, "Solo Play": Opponent's Turn, Phase 3): the player
resolves the Opponent card's effects, its abilities, its action and its special (ruling S4).

While the opponent uses a card (its Phase 3, or the use of a challenge card it won, which the book
treats alike: Challenges, "Winner's Turn") the decision is the player's, ``solo-use``. The player's
legal actions are the opponent's official uses of the card with the player's seat: the same kinds
and arguments, so a Move is a lit area of the rink and a Shoot a button, as on the player's own
turn. An option that would name one of the opponent's face-down cards names where it lies instead
(``hand-down``, ``bench-down``): like a face-down card chosen in phase 2, the player cannot see
it, and the state's generator picks which of them it is when the option is taken.

``suggest`` is a help: the option the Solo Opponent card's strategy rules choose
(``strategy.use_choice``), worked out from what the player sees (its options, the puck, the card).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import mode as official
from tabletop.games.breakaway_ccg.solo.opponents import solo_opponents
from tabletop.games.breakaway_ccg.solo.strategy import OPPONENT, PLAYER, draw_index, use_choice
from tabletop.games.breakaway_ccg.state import USE, CcgState
from tabletop.games.breakaway_ccg.tables import Tables

#: The words an option uses for one of the opponent's face-down cards, by where it lies.
HAND_DOWN, BENCH_DOWN = "hand-down", "bench-down"
HIDDEN = frozenset((HAND_DOWN, BENCH_DOWN))
#: What a described option says in place of a face-down card's name.
FACE_DOWN_WORDS = {HAND_DOWN: "a face-down card of its hand", BENCH_DOWN: "a face-down card of its bench"}


def resolving(state: CcgState) -> bool:
    """The opponent's card is in use: the player resolves its effects (Phase 3)."""
    return state.solo is not None and state.phase == USE and state.turn == OPPONENT


def _hidden_place(state: CcgState, card: str) -> str | None:
    """``hand-down`` or ``bench-down`` for a face-down card of the opponent's, else None."""
    if card in state.solo.up:
        return None
    if card in state.hands[OPPONENT]:
        return HAND_DOWN
    if card in state.benches[OPPONENT]:
        return BENCH_DOWN
    return None


def as_player(state: CcgState, action: Action) -> Action:
    """The opponent's use ``action`` as the player's option: the player's seat, and each face-down
    card of the opponent's named by where it lies."""
    args = tuple(_hidden_place(state, a) or a for a in action.args)
    return Action(PLAYER, action.kind, args)


def _uses(t: Tables, state: CcgState) -> list[Action]:
    return official.legal_actions(t, state, OPPONENT)


#: The last position's options (tables, position, options, the same as a set): a check of the whole
#: action space asks ``allows`` once per action of one position. It holds the position, so an
#: identity test cannot match another one.
_last: tuple[Tables, CcgState, list[Action], frozenset[Action]] | None = None


def _options(t: Tables, state: CcgState) -> tuple[list[Action], frozenset[Action]]:
    global _last
    last = _last
    if last is not None and last[0] is t and last[1] is state:
        return last[2], last[3]
    found = list(dict.fromkeys(as_player(state, a) for a in _uses(t, state)))
    _last = (t, state, found, frozenset(found))
    return found, _last[3]


def options(t: Tables, state: CcgState) -> list[Action]:
    """The player's options for the opponent's card, in the official order (none when it is not in use)."""
    return list(_options(t, state)[0]) if resolving(state) else []


def allows(t: Tables, state: CcgState, action: Action) -> bool:
    """Whether ``action`` is one of the player's options now."""
    return resolving(state) and action in _options(t, state)[1]


def candidates(t: Tables, state: CcgState, action: Action) -> list[Action]:
    """The opponent's uses of its card that the player's option ``action`` stands for."""
    return [a for a in _uses(t, state) if as_player(state, a) == action]


def take(t: Tables, state: CcgState, action: Action) -> tuple[CcgState, Action]:
    """The opponent's use the option stands for: the one, or one of the face-down cards it names
    picked by the state's generator (the returned state has used it).

    A computer in the player's seat tries its options, unchecked, in positions dealt from its view
    (``determinize``), where the face-down cards are others: an option none of them can take there
    is one of the opponent's uses of the same kind (or any use) picked by the generator."""
    uses = _uses(t, state)
    found = sorted((a for a in uses if as_player(state, a) == action), key=repr)
    if len(found) == 1:
        return state, found[0]
    if not found:
        found = sorted((a for a in uses if a.kind == action.kind), key=repr) or sorted(uses, key=repr)
    state, i = draw_index(state, len(found))
    return state, found[i]


def names_face_down(state: CcgState, action: Action) -> bool:
    """Whether ``action`` names one of the opponent's face-down cards by its id."""
    return resolving(state) and any(_hidden_place(state, a) is not None for a in action.args)


def suggest_among(t: Tables, puck: str, card: str, choices: list[Action]) -> Action | None:
    """The option among ``choices`` that the Solo Opponent card ``card`` chooses with the puck in
    ``puck`` (S4): its strategy's choice, or, where every option is one its rules leave out, the
    first by name. None without options. Pure; it reads only what the player sees."""
    if not choices:
        return None
    chosen = use_choice(t, puck, choices, solo_opponents()[card].strategy)
    return chosen if chosen is not None else min(choices, key=repr)


def suggest(t: Tables, state: CcgState) -> Action | None:
    """The player's option the opponent's card would choose now, or None when the player is not
    resolving the opponent's card."""
    return suggest_among(t, state.puck, state.solo.card, options(t, state)) if resolving(state) else None


def prompt(t: Tables, state: CcgState) -> str:
    name = state.names[OPPONENT]
    label = t.label[state.play[-1]] if state.play else "card"
    if state.challenge is not None:
        return f"{name} won the challenge: you use its {label} for it, or go on to its turn."
    return f"Phase 3 of {name}'s turn: you resolve its {label}."


def describe(t: Tables, state: CcgState, action: Action, words: Callable[[Action], str]) -> str:
    """An option in words: what the opponent does, said as the opponent's (``words`` describes one
    of its actions); a face-down card as where it lies."""
    name = state.names[OPPONENT]
    if action.kind == "end":
        return f"Go on to {name}'s turn" if state.challenge is not None else f"End {name}'s turn"
    found = candidates(t, state, action)
    if not found and HIDDEN & set(action.args):
        return f"{name}: {action.kind.replace('-', ' ')}, with a face-down card"
    if not found:
        return f"{name}: {words(replace(action, seat=OPPONENT))}"
    text = words(found[0])
    for arg, real in zip(action.args, found[0].args):
        if arg in HIDDEN:
            text = text.replace(t.label[real], FACE_DOWN_WORDS[arg])
    return f"{name}: {text}"
