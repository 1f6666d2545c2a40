"""What the abilities do when used (Part 2, Abilities): Orange's placement, the other colors, and
Green stopping the opponent's last puck movement; their verdicts are in ``official.abilities``.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import basics, passing_bonus, power_play, puck_paths
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.abilities import (
    GAINS,
    SPECIAL_GAINS,
    WORDS,
    add_gains,
    number_modifier,
    undo_last_move,
)
from tabletop.games.breakaway_ccg.official.basics import gained
from tabletop.games.breakaway_ccg.specials.interpreter import black_review, defending_side
from tabletop.games.breakaway_ccg.state import SAVE, CcgState
from tabletop.games.breakaway_ccg.tables import Tables


# ----- doing it -----------------------------------------------------------------------------------
def _used(t: Tables, state: CcgState, color: str, events: list[Event] | None = None) -> CcgState:
    """Mark ``color`` used; a color Silver copied is its one ability, so the other copied colors go (O71).
    Used through a Colored # with a +/- (its area holds the puck the user controls), the card's
    number moves by the modifier until the stoppage (Symbols: Colored # +/-; O116)."""
    top = state.play[-1]
    state = evolve(state, colors_used=state.colors_used + (color,), ability_used=True)
    if color in gained(state, top, "color") and color not in t.colors[top]:
        state = evolve(state, effects=tuple(e for e in state.effects
                                            if not (e.kind == "gain-color" and e.card == top)))
    shift = number_modifier(t, state, top, color)
    if shift and isinstance(t.card[top].number, int):
        seat = state.turn
        state = evolve(state, effects=state.effects + (basics.Effect("number-shift", seat, "stoppage", str(shift), top),))
        if events is not None:
            now = t.card[top].number + power_play.number_shift(state, top)
            events.append(Event("number-shift", f"{t.label[top]} uses {color} through its {color} "
                                                f"{t.rink.by_id[state.puck].number}{shift:+d}: it counts as {now} "
                                                "until the next stoppage.",
                                {"seat": seat, "card": top, "shift": shift}))
    return state


def orange(t: Tables, state: CcgState, area: str, events: list[Event]) -> CcgState:
    seat = state.turn
    start = state.puck
    events.append(Event("ability", f"{state.names[seat]} uses the orange ability: the puck goes from "
                                   f"{t.area_name[start]} to {t.area_name[area]}.",
                        {"seat": seat, "color": "orange", "from": start, "to": area}))
    state = evolve(_used(t, state, "orange", events), puck=area)
    state = puck_paths.record_path(state, seat, (start, area), by_action=False)
    state = passing_bonus.bonus_after_move(t, state, seat, start, area, events)
    return fl.auto_end(t, state, events)


def use(t: Tables, state: CcgState, color: str, events: list[Event]) -> CcgState:
    seat = state.turn
    top = state.play[-1]
    name = state.names[seat]
    state = _used(t, state, color, events)
    if color == "black":
        review = black_review(t, state, state.play[-2]) if state.stage == SAVE and seat != state.shot else None
        if review is not None:       # High Sticking (O89): the black ability reviews the goal
            events.append(Event("called-back", f"{name} uses the black ability on the high stick: the goal is "
                                               "called back.", {"seat": seat, "color": color, "special": review}))
            return fl.stop_play(t, evolve(state, action_used=True), events, "called-back",
                                t.rink.place_of(state.puck), chooser=seat)
        events.append(Event("color", f"{name} uses the black ability: play stops.",
                            {"seat": seat, "color": color}))
        return fl.stop_play(t, state, events, "black", t.rink.place_of(state.puck),
                            chooser=defending_side(t, state, seat))
    if color == "purple":
        events.append(Event("color", f"{name} uses the purple ability: one more action of any kind this turn.",
                            {"seat": seat, "color": color}))
        state = evolve(state, effects=state.effects + (basics.Effect("free-actions", seat, "turn", "1", top),))
        return fl.auto_end(t, state, events)
    if color == "silver":
        below = state.play[-2]
        acts = tuple(a for a in t.card[below].actions if a in basics.OFFICIAL_ACTIONS)
        colors = tuple(c for c in t.colors[below] if c != "silver")
        events.append(Event("color", f"{name} uses the silver ability and copies from {t.label[below]}: "
                                     f"{', '.join(acts) or 'no action'}; {', '.join(colors) or 'no color'}.",
                            {"seat": seat, "color": color, "card": below}))
        state = add_gains(add_gains(state, seat, top, "action", acts), seat, top, "color", colors)
        return fl.auto_end(t, state, events)
    events.append(Event("color", f"{name} uses the {color} ability: {WORDS.get(color, 'no effect')}.",
                        {"seat": seat, "color": color}))
    state = add_gains(state, seat, top, "action", GAINS.get(color, ()))
    state = add_gains(state, seat, top, "special", SPECIAL_GAINS.get(color, ()))
    return fl.auto_end(t, state, events)


def stop_movement(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Green stops the opponent's last card's puck movement: the puck goes back where that card
    found it; who controls it does not change (O68). Green also gains Clone."""
    seat = state.turn
    top = state.play[-1]
    state = _used(t, state, "green", events)
    state = undo_last_move(t, state, seat, "the green ability", {}, events)
    state = add_gains(state, seat, top, "action", GAINS["green"])
    return fl.auto_end(t, state, events)
