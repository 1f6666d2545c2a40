"""The Solo Opponent card's strategy rules (Part 2, "Solo Play": Opponent Strategy; rulings S2, S4,
S12, S15): the decisions the engine takes for the automated opponent, and the choice its card
would make in its Phase 3, which the player makes (S4) and may ask for as a suggestion.

Every function here is pure: a random choice (a face-down challenge card, a fight's card) comes
from the state's generator and returns the state that has used it.
"""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import mode as official
from tabletop.games.breakaway_ccg.rink import OFFENSIVE
from tabletop.games.breakaway_ccg.solo.opponents import SoloOpponent, Strategy, solo_opponents
from tabletop.games.breakaway_ccg.specials import whistle
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    HOME_ICE,
    PLACE,
    START,
    STOPPAGE,
    CcgState,
    evolve,
)
from tabletop.games.breakaway_ccg.tables import Tables

PLAYER, OPPONENT = 0, 1
#: The opponent's action kinds that start a shot, which its card allows only from near enough.
SHOTS = ("shoot", "on-net", "any-shot")


def opponent(state: CcgState) -> SoloOpponent:
    return solo_opponents()[state.solo.card]


def draw_index(state: CcgState, n: int) -> tuple[CcgState, int]:
    """A random index below ``n`` from the state's generator."""
    index = chance.generator(state.seed, state.chance).randrange(n)
    return evolve(state, chance=state.chance + 1), index


def best(actions: list[Action], key) -> Action | None:
    return max(actions, key=lambda a: (key(a), repr(a))) if actions else None


def strategy_action(t: Tables, state: CcgState) -> tuple[CcgState, Action]:
    """The opponent's decision by its Solo Opponent card (S4), for every decision of its own: its
    phase 2 and its card's Phase 3 are the player's (S4, S13) and never come here."""
    s = opponent(state).strategy
    legal = official.legal_actions(t, state, OPPONENT)
    kinds: dict[str, list[Action]] = {}
    for a in legal:
        kinds.setdefault(a.kind, []).append(a)
    phase = state.phase
    if phase == HOME_ICE:
        return state, Action(OPPONENT, "home-ice", ("me",))
    if phase == whistle.WHISTLE:      # a Dig It Out card keeps play going whenever it has one (O117)
        return state, legal[0]
    if phase == STOPPAGE:
        if "keep" in kinds:
            return state, kinds["keep"][0]
        if "side" in kinds:
            return state, best(kinds["side"], lambda a: goalward(t, a.args[0]))
    if phase == START:
        if "keep" in kinds:
            return state, kinds["keep"][0]
        if "pull-goalie" in kinds and s.pull_goalie == "when-behind" and \
                state.goals[OPPONENT] < state.goals[PLAYER] and t.rink.zone(state.puck, OPPONENT) == OFFENSIVE:
            return state, kinds["pull-goalie"][0]
        if "go" in kinds:
            return state, kinds["go"][0]
    if phase == PLACE and "place" in kinds:     # (a Green Dump In's choice is drawn below)
        return state, best(kinds["place"], lambda a: goalward(t, a.args[0]))
    if phase == CHALLENGE and "challenge" in kinds:
        return challenge_card(t, state, kinds["challenge"], s.challenge)
    # A fight's, a penalty shot's or a shootout's card, and anything the card does not speak to:
    # a random legal action (S4).
    ordered = sorted(legal, key=repr)
    if not ordered:
        raise RuntimeError(f"solo play: the opponent must decide but has no legal action ({state.phase})")
    state, i = draw_index(state, len(ordered))
    return state, ordered[i]


def challenge_card(t: Tables, state: CcgState, options: list[Action], how: str) -> tuple[CcgState, Action]:
    """Its strongest face-up card, or else a random face-down one (S12): the choice never
    depends on a face-down card's face."""
    up = state.solo.up
    shown = [a for a in options if a.args[0] in up]
    if how == "highest" and shown:
        return state, best(shown, lambda a: t.strength[a.args[0]])
    pool = sorted(options if how == "random" else [a for a in options if a.args[0] not in up] or options, key=repr)
    state, i = draw_index(state, len(pool))
    return state, pool[i]


def goalward(t: Tables, area: str) -> int:
    """How good an area is for the opponent's attack: a shooting area the more the lower its number
    (nearer the net), otherwise the farther toward the player's net (S4)."""
    if area in t.shooting[OPPONENT]:
        return 100 - t.rink.by_id[area].number
    return t.rink.forward(area, OPPONENT)


def use_choice(t: Tables, puck: str, options: list[Action], s: Strategy) -> Action | None:
    """What the card's rules choose among ``options``, the uses of the opponent's card with the puck
    in ``puck`` (S4): Score, Save or Tip when it can; a shot only from a shooting area numbered no
    higher than its card allows; a Body-Check under "always"; under "forward" a color, then a Move,
    that takes the puck nearest the player's net; a special under "use"; else End, or, when an
    action is owed, the first (by name) the card does not rule out; None when every option left
    is one it rules out. Reads only the options' kinds, their last argument (an area) and names."""
    kinds: dict[str, list[Action]] = {}
    for a in options:
        kinds.setdefault(a.kind, []).append(a)
    here = goalward(t, puck)
    for kind in ("score", "save", "tip"):
        if kind in kinds:
            return kinds[kind][0]
    area = t.rink.by_id[puck]
    if area.number is not None and area.number <= s.shoot_from:
        for kind in SHOTS:
            if kind in kinds:
                return kinds[kind][0]
    if "body-check" in kinds and s.body_check == "always":
        return kinds["body-check"][0]
    if s.carry == "forward":
        # Colors first, then the card's action: whatever carries the puck toward the player's net.
        for group in (("ability",), ("move", "stretch-pass")):
            ahead = [a for k in group for a in kinds.get(k, []) if goalward(t, a.args[-1]) > here]
            if ahead:
                return best(ahead, lambda a: goalward(t, a.args[-1]))
    if s.specials == "use":
        for kind in ("special", "special-card", "special-area", "special-choice"):
            if kind in kinds:
                return min(kinds[kind], key=repr)
    if "end" in kinds:
        return kinds["end"][0]
    # An action is owed (the official rules' "must use when you can"): one the card does not rule out.
    ruled_out = set(SHOTS) | ({"body-check"} if s.body_check == "never" else set())
    allowed = sorted((a for k, group in kinds.items() if k not in ruled_out for a in group), key=repr)
    return allowed[0] if allowed else None
