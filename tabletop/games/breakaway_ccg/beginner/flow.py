"""What actions do in Beginner mode (Part 1): set-up, face-offs, turns, the shot sequence and periods.

Every function takes the game's lookups (``Tables``), a state already known to allow the
action, and the event list to extend; it returns the new state. Legality lives in
``beginner.legality``; rulings B1, B2... are in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.piles import discard_cards, draw, game_over, private_event, shuffle_decks
from tabletop.games.breakaway_ccg.state import (
    FACEOFF,
    FACEOFF_HAND,
    HAND_LIMIT,
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    STARTING_HAND,
    USE,
    CcgState,
    pair,
)
from tabletop.games.breakaway_ccg.tables import BASIC_ACTIONS, Tables


def can_save(t: Tables, state: CcgState, card: str) -> bool:
    """A card that may answer a Score: a printed Save, or Doubles on the Score card (Doubles Rule)."""
    return "save" in t.actions[card] or t.pair_key[card] == t.pair_key[state.play[-1]]


def usable_actions(t: Tables, state: CcgState) -> frozenset[str] | tuple[str, ...]:
    """The basic actions the card just played offers: its own, or all five on Doubles (B6)."""
    return BASIC_ACTIONS if state.doubles else t.actions[state.play[-1]]


def scoring_turn(state: CcgState) -> bool:
    """The shooter's card lies on the Shot Card: it may Score, and any other action, or ending
    the turn without a Score, ends the shot (Scoring a Goal; B12)."""
    return state.stage == SCORE and state.turn == state.shot


def save_owed(state: CcgState) -> bool:
    """The defender played a card to answer the Score and has not used its Save yet (B13). (The
    scorer's own card, still in use after its Score, has used its action.)"""
    return state.stage == SAVE and not state.action_used


# ----- set-up and face-offs -----------------------------------------------------------------
def set_up(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Shuffle both decks, deal five each, toss for Home Ice, and call the first face-off (Setup).

    The decks are the ones the state was set up with (``deck_lists``, ``bench_lists``)."""
    state = shuffle_decks(state, events)
    for seat in (0, 1):
        state = draw(t, state, seat, STARTING_HAND, events)
    toss = chance.coin(state.seed, state.chance)
    home = 0 if toss == "heads" else 1
    events.append(Event("home-ice", f"The coin comes up {toss}: {state.names[home]} has Home Ice and wins "
                                    "tied face-offs.", {"coin": toss, "home": home}, chance=True, irreversible=True))
    state = evolve(state, home=home, chance=state.chance + 1)
    return start_faceoff(t, state, events)


def start_faceoff(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Both draw up to five (Home Ice first), the puck goes to center ice, bench switches open."""
    for seat in (state.home, 1 - state.home):
        short = FACEOFF_HAND - len(state.hands[seat])
        if short > 0:
            state = draw(t, state, seat, short, events)
    state = evolve(state, phase=FACEOFF, puck=t.rink.center, control=None, shot=None, stage=None, shot_from=0,
                   swaps=(0, 0), ready=(False, False), picks=(None, None), ability_used=False,
                   action_used=False, doubles=False)
    events.append(Event("faceoff-call", "Face-off at center ice: each player may switch up to two cards with "
                                        "the bench, then both choose a card face down.", {"puck": state.puck}))
    if not state.hands[0] or not state.hands[1]:
        return end_period(t, state, events)
    return state


def ready(state: CcgState, seat: int, events: list[Event]) -> CcgState:
    events.append(Event("bench-done", f"{state.names[seat]} is done with the bench.", {"seat": seat}))
    return evolve(state, ready=pair(state.ready, seat, True))


def pick(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    """A face-off card goes down face down; the second one down reveals both (B5)."""
    hand = tuple(c for c in state.hands[seat] if c != card)
    state = evolve(state, hands=pair(state.hands, seat, hand), picks=pair(state.picks, seat, card))
    events.append(Event("faceoff-down", f"{state.names[seat]} places a face-off card face down.", {"seat": seat}))
    events.append(private_event(seat, "faceoff-own", f"You place {t.label[card]} face down.", {"seat": seat,
                                                                                          "card": card}))
    if state.picks[1 - seat] is None:
        return state
    return _reveal(t, state, events)


def _reveal(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    picks = state.picks
    strength = (t.strength[picks[0]], t.strength[picks[1]])
    names = state.names
    events.append(Event("faceoff-reveal", f"Face-off: {names[0]} shows {t.label[picks[0]]}, {names[1]} shows "
                                          f"{t.label[picks[1]]}.", {"cards": picks}, irreversible=True))
    if strength[0] != strength[1]:
        winner = 0 if strength[0] > strength[1] else 1
        why = "the higher card"
    else:
        winner = state.home
        why = "a tie, and Home Ice wins ties"
    loser = 1 - winner
    events.append(Event("faceoff-won", f"{names[winner]} wins the face-off ({why}), takes the puck at center ice "
                                       f"and plays {t.label[picks[winner]]}; {names[loser]} discards "
                                       f"{t.label[picks[loser]]}.", {"winner": winner, "card": picks[winner]}))
    state = evolve(state, phase=PLAY, play=state.play + (picks[winner],),
                   discards=discard_cards(t, state.discards, (picks[loser],)), picks=(None, None), control=winner,
                   puck=t.rink.center, turn=winner, ability_used=False, action_used=False, doubles=False)
    if not state.hands[0] or not state.hands[1]:
        return end_period(t, state, events)
    return state


# ----- turns --------------------------------------------------------------------------------
def play_card(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    hand = tuple(c for c in state.hands[seat] if c != card)
    play = state.play + (card,)
    doubles = len(play) > 1 and t.pair_key[card] == t.pair_key[play[-2]]
    state = evolve(state, hands=pair(state.hands, seat, hand), play=play, doubles=doubles, phase=USE,
                   ability_used=False, action_used=False)
    name = state.names[seat]
    events.append(Event("play", f"{name} plays {t.label[card]}{': Doubles!' if doubles else '.'}",
                        {"seat": seat, "card": card, "doubles": doubles}, irreversible=True))
    if not hand:
        events.append(Event("hand-empty", f"{name} has no cards left in hand.", {"seat": seat}))
        return end_period(t, state, events)
    if state.stage == SHOT_CARD:
        # The Shot Card is a played card like any other: its ability and action, if any (B11).
        events.append(Event("shot-card", f"{t.label[card]} is the Shot Card: {state.names[1 - seat]} may now try "
                                         "to score on it.", {"seat": seat, "card": card}))
        return auto_end(t, evolve(state, stage=SCORE), events)
    if state.stage == SAVE:
        return state
    if scoring_turn(state) and "score" not in usable_actions(t, state):
        state = _shot_over(state, events, "has no Score on the Shot Card")
    return auto_end(t, state, events)


def _shot_over(state: CcgState, events: list[Event], why: str) -> CcgState:
    """The shooter did not score on the Shot Card: the shot is over and they keep the puck (Scoring a Goal)."""
    shooter = state.shot
    events.append(Event("no-score", f"{state.names[shooter]} {why}: the shot is over and "
                                    f"{state.names[shooter]} keeps the puck.", {"seat": shooter}))
    return evolve(state, shot=None, stage=None, control=shooter)


def has_options(t: Tables, state: CcgState) -> bool:
    """Whether the card just played still offers anything besides ending the turn."""
    seat = state.turn
    if save_owed(state):
        return True
    if not state.ability_used and t.colors[state.play[-1]]:
        return True
    if state.action_used:
        return False
    acts = usable_actions(t, state)
    control = state.control == seat
    if control and ("move" in acts or ("shoot" in acts and state.puck in t.shooting[seat])):
        return True
    if "score" in acts and scoring_turn(state):
        return True
    return "body-check" in acts and not control


def auto_end(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """End the turn at once when the card has nothing more to offer (no empty "end" clicks)."""
    if has_options(t, state):
        return state
    return end_turn(t, state, events)


def end_turn(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Draw one card unless the hand is full (eight), then the other player's turn (Taking Turns)."""
    seat = state.turn
    if len(state.hands[seat]) < HAND_LIMIT:
        state = draw(t, state, seat, 1, events)
    elif state.decks[seat]:
        events.append(Event("hand-full", f"{state.names[seat]}'s hand is full ({HAND_LIMIT} cards): no draw.",
                            {"seat": seat}))
    return evolve(state, turn=1 - seat, phase=PLAY, ability_used=False, action_used=False, doubles=False)


def ability(t: Tables, state: CcgState, color: str, area: str, events: list[Event]) -> CcgState:
    seat = state.turn
    # A color does not end a shot: the card may still Score after it (B6, B12).
    events.append(Event("ability", f"{state.names[seat]} uses the {color} ability: the puck moves from "
                                   f"{t.area_name[state.puck]} to {t.area_name[area]}.",
                        {"seat": seat, "color": color, "from": state.puck, "to": area}))
    state = evolve(state, puck=area, ability_used=True)
    return auto_end(t, state, events)


def move(t: Tables, state: CcgState, area: str, events: list[Event]) -> CcgState:
    seat = state.turn
    if scoring_turn(state):
        state = _shot_over(state, events, "moves the puck instead of scoring")
    events.append(Event("move", f"{state.names[seat]} moves the puck from {t.area_name[state.puck]} to "
                                f"{t.area_name[area]}.", {"seat": seat, "from": state.puck, "to": area}))
    state = evolve(state, puck=area, control=seat, action_used=True)
    return auto_end(t, state, events)


def body_check(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    seat = state.turn
    if scoring_turn(state):
        state = _shot_over(state, events, "body-checks instead of scoring")
    events.append(Event("body-check", f"{state.names[seat]} body-checks and takes the puck in "
                                      f"{t.area_name[state.puck]}.", {"seat": seat, "area": state.puck}))
    state = evolve(state, control=seat, action_used=True)
    return auto_end(t, state, events)


def shoot(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    seat = state.turn
    if scoring_turn(state):
        state = _shot_over(state, events, "shoots again instead of scoring")
    events.append(Event("shoot", f"{state.names[seat]} shoots from {t.area_name[state.puck]}! "
                                 f"{state.names[1 - seat]}'s next card is the Shot Card.",
                        {"seat": seat, "area": state.puck}))
    state = evolve(state, shot=seat, stage=SHOT_CARD, shot_from=len(state.play) - 1, action_used=True)
    return auto_end(t, state, events)      # the card's ability may still follow (B6, B11)


def score(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    seat = state.turn
    events.append(Event("score-attempt", f"{state.names[seat]} tries to score! {state.names[1 - seat]} has one "
                                         "chance to save.", {"seat": seat}))
    state = evolve(state, stage=SAVE, action_used=True)
    return auto_end(t, state, events)      # the card's ability may still follow (B6, B12)


def save(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The shot is stopped: its cards are discarded and the saver controls the puck (B13)."""
    seat = state.turn
    sequence = state.play[state.shot_from:]
    events.append(Event("save", f"{state.names[seat]} saves! The shot's {len(sequence)} cards are discarded and "
                                f"{state.names[seat]} controls the puck in {t.area_name[state.puck]}.",
                        {"seat": seat, "cards": sequence}))
    state = evolve(state, play=state.play[:state.shot_from], discards=discard_cards(t, state.discards, sequence),
                   control=seat, shot=None, stage=None, shot_from=0, action_used=True)
    # The Save card went with the shot's cards, so its ability, if used, came first (B13).
    return end_turn(t, state, events)


def concede(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """No save: the shooter scores. Shot Card and Score card to the score pile, then a face-off."""
    shooter = state.shot
    events.append(Event("no-save", f"{state.names[1 - shooter]} has no save.", {"seat": 1 - shooter}))
    base = state.shot_from
    shot_card, score_card = state.play[base + 1], state.play[base + 2]
    rest = state.play[:base + 1] + state.play[base + 3:]
    goals = pair(state.goals, shooter, state.goals[shooter] + 1)
    names = state.names
    events.append(Event("goal", f"GOAL! {names[shooter]} scores with {t.label[score_card]} on the Shot Card "
                                f"{t.label[shot_card]} ({names[0]} {goals[0]}, {names[1]} {goals[1]}).",
                        {"seat": shooter, "cards": (shot_card, score_card), "goals": goals}))
    state = evolve(state, goals=goals, play=(), discards=discard_cards(t, state.discards, rest),
                   scored=pair(state.scored, shooter, state.scored[shooter] + (shot_card, score_card)),
                   shot=None, stage=None, shot_from=0)
    return start_faceoff(t, state, events)


def end_use(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    if scoring_turn(state):
        state = _shot_over(state, events, "does not score")
    events.append(Event("end-turn", f"{state.names[state.turn]} ends the turn.", {"seat": state.turn}))
    return end_turn(t, state, events)


# ----- periods and the end ------------------------------------------------------------------
def end_period(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """A hand is empty: the period is over at once; a shot in progress counts for nothing (B14)."""
    names, goals = state.names, state.goals
    events.append(Event("period-end", f"End of period {state.period}: {names[0]} {goals[0]}, {names[1]} "
                                      f"{goals[1]}.", {"period": state.period, "goals": goals}))
    if state.period < state.option("periods"):
        return _next_period(t, state, events)
    return game_over(t, state, events)


def _next_period(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Every card not in a score pile or on the bench goes back into its owner's deck (B15)."""
    counter = state.chance
    decks = []
    for seat in (0, 1):
        cards = state.decks[seat] + state.hands[seat] + state.discards[seat]
        cards += tuple(c for c in state.play + state.picks if c is not None and t.owner[c] == seat)
        decks.append(chance.shuffled(state.seed, counter, sorted(cards)))
        counter += 1
        events.append(Event("shuffle", f"{state.names[seat]} shuffles {len(cards)} cards into a new deck.",
                            {"seat": seat}, chance=True, irreversible=True))
    period = state.period + 1
    events.append(Event("period", f"Period {period} begins.", {"period": period}))
    state = evolve(state, period=period, decks=(decks[0], decks[1]), hands=((), ()), discards=((), ()), play=(),
                   picks=(None, None), chance=counter, shot=None, stage=None, shot_from=0)
    for seat in (0, 1):
        state = draw(t, state, seat, STARTING_HAND, events)
    return start_faceoff(t, state, events)
