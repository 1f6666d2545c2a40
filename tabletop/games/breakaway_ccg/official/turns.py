"""A turn's own choices (Part 2, Phases of a Turn): a momentum token in Phase 1, playing the card in
Phase 2 (with Doubles, Runs and Triples and what the laid card sets off), and going on.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import fights, legality
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.abilities import colored_x
from tabletop.games.breakaway_ccg.official.basics import MAX_BONUS, Effect, card_combo, draw, number
from tabletop.games.breakaway_ccg.official.offside_icing import triple_call
from tabletop.games.breakaway_ccg.official.sequence import no_goal, stop_play
from tabletop.games.breakaway_ccg.piles import private_event
from tabletop.games.breakaway_ccg.rink import DEFENSIVE
from tabletop.games.breakaway_ccg.specials import interpreter as specials
from tabletop.games.breakaway_ccg.specials import promotion, windows
from tabletop.games.breakaway_ccg.specials import support as sup
from tabletop.games.breakaway_ccg.state import (
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    START,
    USE,
    CcgState,
    laid_by_after,
    pair,
)
from tabletop.games.breakaway_ccg.tables import Tables


def go(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    events.append(Event("phase-two", f"{state.names[state.turn]} goes on to play a card.", {"seat": state.turn}))
    return evolve(state, phase=PLAY)


def use_token(t: Tables, state: CcgState, seat: int, use: str, events: list[Event]) -> CcgState:
    """Spend a momentum token: the Draw Action or the Extra Man Special (Momentum Tokens)."""
    tokens = pair(state.tokens, seat, state.tokens[seat] - 1)
    state = evolve(state, tokens=tokens, token_used=True)
    if use == "draw":
        events.append(Event("token", f"{state.names[seat]} spends a momentum token to draw a card.",
                            {"seat": seat, "use": use}))
        state = draw(t, state, seat, 1, events)
    else:
        card = state.momentum[0]
        events.append(Event("token", f"{state.names[seat]} spends a momentum token for the Extra Man: a Momentum "
                                     "Card.", {"seat": seat, "use": use}))
        events.append(private_event(seat, "momentum-own", f"You take {t.label[card]} from the Momentum pile.",
                               {"seat": seat, "card": card}, irreversible=True))
        state = evolve(state, momentum=state.momentum[1:], hands=pair(state.hands, seat, state.hands[seat] + (card,)),
                       extras=pair(state.extras, seat, state.extras[seat] + (card,)))
    if state.phase == START and not legality.start_options(t, state, seat):
        return evolve(state, phase=PLAY)
    return state


#: The ``black-p`` effect's detail for the Black P a scoring or saving Triple gains (O35).
TRIPLE_P = "triple"


def triple_scores_or_saves(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    """A Triple laid to score on the Shot Card (its Doubles always allow the Score) or to answer a
    Score with a Save calls no Offside or Icing: it gains a Black P instead, until the stoppage
    (Special Card Plays: Triples, Exceptions; O35). A penalty the P draws stops play before a goal."""
    events.append(Event("triple-black-p", f"{t.label[card]} makes Triples on a shot: no Offside or Icing, but it "
                                          "gains a black penalty symbol.", {"seat": seat, "card": card}))
    return evolve(state, effects=state.effects + (Effect("black-p", seat, "stoppage", TRIPLE_P, card),))


def laid_on(t: Tables, state: CcgState, seat: int, card: str, below: str, events: list[Event],
            shot_card: bool = False) -> CcgState:
    """What the card beneath does to ``card`` laid on it: its played-on specials (Penalty Shot; the
    colored X of a goalie promotion or a wild, O101, O118) and a Support's gained X (O120). A Shot
    Card meets the X as any card does (Symbols: Colored X) but draws no penalty (How to Score a
    Goal)."""
    if t.special_rules[below] or (state.effects and specials.granted(t, state, below)):
        state = windows.on_played_on(t, state, seat, card, below, events, shot_card)
    if state.effects:
        state = sup.on_played_on(t, state, seat, card, below, events)
    return state


def play_card(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    hand = tuple(c for c in state.hands[seat] if c != card)
    play = state.play + (card,)
    marks = frozenset(e.card for e in state.effects if e.kind == "challenge-card")
    doubles, run, triple = card_combo(t, play, marks)
    state = evolve(state, hands=pair(state.hands, seat, hand), play=play, doubles=doubles, run=run, phase=USE,
                   laid_by=laid_by_after(t, state, ((card, seat),)),
                   extras=pair(state.extras, seat, tuple(c for c in state.extras[seat] if c != card)),
                   colors_used=(), ability_used=False, action_used=False, special_used=False, free_move=False,
                   free_shot=state.bonus[seat] >= MAX_BONUS)
    tag = ": Triples!" if triple else ": a Run!" if run else ": Doubles!" if doubles else "."
    events.append(Event("play", f"{state.names[seat]} plays {t.label[card]}{tag}",
                        {"seat": seat, "card": card, "doubles": doubles, "run": run, "triple": triple},
                        irreversible=True))
    if state.effects:
        state = sup.on_play(t, state, seat, card, events)        # Support (O120)
        state = fights.on_play(t, state, seat, card, events)     # a fight's Breakaway
    if state.stage == SHOT_CARD:          # the Shot Card: the other side's, or the shooter's own (O11)
        if pen.black_p_shot_card(t, card):    # Common Infractions 10: ends the shot, stops play
            state = pen.call(state, seat, "Holding", f"{t.label[card]} is a Shot Card with a black penalty symbol",
                             events)
            return stop_play(t, state, events, "penalty", t.rink.zone_place(seat, DEFENSIVE), chooser=1 - seat,
                             offender=seat)
        if triple:           # a Triple as the Shot Card is Icing (How to Score a Goal)
            return stop_play(t, state, events, "icing", t.rink.zone_place(seat, DEFENSIVE), chooser=1 - seat,
                             offender=seat, no_bench=seat)
        events.append(Event("shot-card", f"{t.label[card]} is the Shot Card: {state.names[state.shot]} may now try "
                                         "to score on it.", {"seat": seat, "card": card}))
        below = play[-2] if len(play) > 1 and play[-2] not in marks else None
        state = colored_x(t, state, seat, card, below, events)      # Symbols: Colored X, no Shot Card exception
        if below is not None:
            state = laid_on(t, state, seat, card, below, events, shot_card=True)
        if seat == state.shot:
            return fl.own_shot_card(t, state, seat, card, events)
        return fl.auto_end(t, evolve(state, stage=SCORE), events)
    if state.effects and t.player[card] and any(e.kind == "wild" for e in state.effects):
        state = promotion.wild_gift(t, state, seat, card, events)        # Select Promotion, Promotion (O106, O118)
    calls = len(state.calls)
    state = pen.check_play(t, state, seat, card, False, marks, events)
    state = colored_x(t, state, seat, card, play[-2] if len(play) > 1 and play[-2] not in marks else None,
                      events)                                       # Symbols: Colored X
    if t.special_rules[card]:                    # Diving (O80)
        state = windows.on_played(t, state, seat, card, marks, calls, events)
    if len(play) > 1 and play[-2] not in marks:
        state = laid_on(t, state, seat, card, play[-2], events)
    if triple and ((state.stage == SCORE and seat == state.shot) or (state.stage == SAVE and seat != state.shot)):
        state = triple_scores_or_saves(t, state, seat, card, events)
        triple = False
    if triple:
        state = pen.triple_injury(t, state, seat, card, events)
        return triple_call(t, state, seat, events)
    if fights.starts(t, state, seat, card, marks):
        return fights.start(t, state, seat, events)
    if state.stage == SAVE:
        return state          # the Save is owed (``save``), after its abilities if any
    if state.stage == SCORE and seat == state.shot:
        shot_card = state.play[-2]
        n, m = number(t, card), number(t, shot_card)
        if n is not None and m is not None and n == m + 1:
            events.append(Event("rebound", f"Rebound! {t.label[card]} is one higher than the Shot Card: "
                                           f"{state.names[seat]} keeps the puck and shoots again; "
                                           f"{state.names[1 - seat]} owes another Shot Card.", {"seat": seat}))
            state = evolve(state, stage=SHOT_CARD, shot_from=len(state.play) - 1, control=seat, action_used=True)
            return fl.auto_end(t, state, events)
        if not legality.usable_actions(t, state) & {"score", "tip"} and not legality.may_gain_score(t, state):
            return no_goal(t, state, events)
    return fl.auto_end(t, state, events)
