"""What a used special does (Part 3): its handler's apply, or the data's change carried out; the
switch and save-window specials used at a stoppage.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg import piles
from tabletop.games.breakaway_ccg.cards import SpecialRule
from tabletop.games.breakaway_ccg.official import passing_bonus, turns
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.abilities import gain, undo_last_move
from tabletop.games.breakaway_ccg.official.puck_paths import record_path, shortest_path
from tabletop.games.breakaway_ccg.piles import discard_cards
from tabletop.games.breakaway_ccg.rink import DEFENSIVE, OFFENSIVE
from tabletop.games.breakaway_ccg.specials.interpreter import (
    HANDLERS,
    MAX_TOKENS,
    UNTIL,
    cancel_beneath,
    cancellable_star,
    count_down,
    defending_side,
    gain_black_p,
    handler_action,
    lasting_effect,
    lift_cancels,
    passive,
    puck_to_closest_nine,
    special_name,
    strip_gifts,
    swap_momentum,
    take_momentum,
    use_rule,
    walk,
)
from tabletop.games.breakaway_ccg.state import SAVE, SHOT_CARD, CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables


def use(t: Tables, state: CcgState, sid: str, events: list[Event], card: str | None = None,
        area: str | None = None, choice: str | None = None) -> CcgState:
    """Use the top card's special ``sid`` (already validated); ``card``/``area``/``choice``: what it names."""
    r = use_rule(t, sid)
    handler = r.change.get("handler")
    watched = passive(t, state.play[-1], "black-p")         # I Saw That (O82)
    if watched is not None:
        state = gain_black_p(t, state, state.turn, state.play[-1], watched, events)
    if handler is not None:
        return HANDLERS[handler].apply(t, state, handler_action(state.turn, sid, card, area, choice), events)
    seat = state.turn
    top = state.play[-1]
    name, text = t.cards.specials_text[sid]
    events.append(Event("special", f"{state.names[seat]} uses {name} ({t.label[top]}): {text}",
                        {"seat": seat, "special": sid, "card": top}))
    state = evolve(state, special_used=True)
    state = _change(t, state, seat, top, sid, r, events, card, area)
    return fl.auto_end(t, state, events)


def _target(seat: int, r: SpecialRule) -> int:
    return 1 - seat if r.target == "opponent" else seat


def _change(t: Tables, state: CcgState, seat: int, card: str, sid: str, r: SpecialRule,
            events: list[Event], named: str | None = None, area: str | None = None) -> CcgState:
    """Carry out a use-window change, key by key in the order the data gives them."""
    until = UNTIL[r.duration]
    who = _target(seat, r)
    for key, value in r.change.items():
        if key == "momentum":
            for _ in range(value):
                state = take_momentum(t, state, who, events)
        elif key == "tokens":
            tokens = min(MAX_TOKENS, state.tokens[who] + value)
            events.append(Event("special-token", f"{state.names[who]} now holds {tokens} momentum token(s).",
                                {"seat": who, "tokens": tokens}))
            state = evolve(state, tokens=pair(state.tokens, who, tokens))
        elif key == "free-actions":
            if value["of"] == "shoot":
                state = evolve(state, free_shot=True)
            else:
                answering = state.stage == SAVE or (state.shot is not None and state.shot != seat)
                count = value.get("answering", value["count"]) if answering else value["count"]
                if count:
                    state = evolve(state, effects=state.effects + (lasting_effect("free-actions", seat, "turn", str(count),
                                                                           card),))
        elif key == "unignorable":
            state = evolve(state, effects=state.effects + (lasting_effect("unignorable", seat, until, sid, card),))
        elif key == "skip-draw":
            events.append(Event("special-skip", f"{state.names[who]} skips the next end-of-turn draw.",
                                {"seat": who}))
            state = evolve(state, effects=state.effects + (lasting_effect("skip-draw", who, until, sid),))
        elif key == "puck-to":
            state = puck_to_closest_nine(t, state, seat, events)
        elif key == "pull-goalie":
            events.append(Event("pull-goalie", f"{state.names[who]} will pull the goalie at the start of the next "
                                               "turn.", {"seat": who}))
            state = evolve(state, effects=state.effects + (lasting_effect("goalie-pulling", who, "stoppage"),))
        elif key == "move-puck" and area is not None:
            start = state.puck
            events.append(Event("special-move", f"The puck goes from {t.area_name[start]} to {t.area_name[area]}.",
                                {"seat": seat, "from": start, "to": area}))
            state = passing_bonus.bonus_after_move(t, evolve(state, puck=area, control=seat), seat, start, area, events)
            steps = shortest_path(t, start, area) if value.get("up-to") else walk(t, start, area, value["areas"])
            state = record_path(state, seat, steps, by_action=False)
            if value.get("shoot-across-both-lines") and t.rink.zone(start, seat) == DEFENSIVE \
                    and t.rink.zone(area, seat) == OFFENSIVE:
                events.append(Event("special-shoot", f"Over both blue lines: {state.names[seat]} may shoot for "
                                                     "free.", {"seat": seat}))
                state = evolve(state, free_shot=True)
        elif key == "cloned":               # read when a Clone lands on the card (``cloned_call``)
            continue
        elif key == "gain-action":          # High Sticking (O89): the card's one action may be this one
            events.append(Event("special-gain", f"{special_name(t, sid)}: {t.label[card]} gains the {value} action.",
                                {"seat": seat, "special": sid, "action": value}))
            state = gain(state, seat, card, "action", (value,))
        elif key == "black-p":
            state = gain_black_p(t, state, seat, card, sid, events)
        elif key == "call-back-goal":       # Video Review (O85): the Score's goal is called back
            events.append(Event("called-back", f"{special_name(t, sid)}: the goal is called back.",
                                {"seat": seat, "special": sid}))
            return fl.stop_play(t, evolve(state, action_used=True), events, "called-back",
                                t.rink.place_of(state.puck), chooser=seat)
        elif key == "stop-movement":        # Stop movement (O76): Green's stop as a special
            state = undo_last_move(t, state, seat, special_name(t, sid), {"special": sid}, events)
        elif key == "cancel-beneath":      # Enforcer, Enforced (O104, O105)
            if not r.change.get("strip-gifts") or cancellable_star(t, state.play[-2]):
                state = cancel_beneath(t, state, seat, card, sid, until, events)
        elif key == "strip-gifts":         # Enforcer on a card given abilities (O104, O118)
            state = strip_gifts(t, state, seat, sid, events)
        elif key == "lift-cancels":
            state = lift_cancels(t, state, seat, value, events)
        elif key == "bench-switches":      # Changing Lines, Rushed line Change (O96, O97)
            events.append(Event("special-bench", f"{state.names[who]} may switch up to {value} card(s) with the "
                                                 "bench this turn.", {"seat": who}))
            state = evolve(state, effects=state.effects + (lasting_effect("bench-switches", who, "turn", str(value), card),))
        elif key == "swap-momentum":
            state = swap_momentum(t, state, who, named, events)
        elif key == "play-momentum":
            if not state.momentum:
                continue
            taken = state.momentum[0]
            state = take_momentum(t, state, who, events)
            events.append(Event("special-play", f"{state.names[who]} plays the Momentum Card at once.",
                                {"seat": who, "card": taken}))
            return turns.play_card(t, state, who, taken, events)
        elif key == "shot-anywhere":
            origin = state.puck
            events.append(Event("shoot", f"{state.names[seat]} shoots from {t.area_name[origin]}! "
                                         f"{state.names[1 - seat]}'s next card is the Shot Card.",
                                {"seat": seat, "area": origin, "kind": "any-shot"}))
            state = evolve(state, shot=seat, stage=SHOT_CARD, shot_from=len(state.play) - 1,
                           effects=state.effects + (lasting_effect("any-shot", seat, "stoppage", origin, card),))
        elif key == "stoppage":
            events.append(Event("special-stoppage", f"{special_name(t, sid)}: play stops.", {"seat": seat, "special": sid}))
            return fl.stop_play(t, state, events, "end-zone", t.rink.place_of(state.puck),
                                chooser=defending_side(t, state, seat))
        else:
            raise ValueError(f"the change {key!r} of {sid!r} has no use-window meaning")
    return state


def use_switch(t: Tables, state: CcgState, seat: int, out: str, back: str, events: list[Event]) -> CcgState:
    """One of a special's switches: the card goes to the bench, the bench card to the hand; the
    stoppage's count of switches is not touched (these are the special's own, O96)."""
    swapped = piles.swap(t, state, seat, out, back, events)
    left = count_down(state.effects, lambda e: e.kind == "bench-switches" and e.seat == seat)
    return fl.auto_end(t, evolve(swapped, swaps=state.swaps, ready=state.ready, effects=left), events)


def save_keep(t: Tables, state: CcgState, sid: str, area: str, events: list[Event]) -> CcgState:
    """The Save is made without a stoppage: the shot is over, its cards (from the card that shot) are
    discarded, the saver takes the puck in ``area`` and play goes on (O102)."""
    seat = state.turn
    kept, shot = state.play[:state.shot_from], state.play[state.shot_from:]
    events.append(Event("save", f"{state.names[seat]} saves! {special_name(t, sid)}: no whistle, the goalie puts the puck "
                                f"in {t.area_name[area]} and keeps it.", {"seat": seat, "special": sid,
                                                                           "area": area}))
    state = evolve(state, discards=discard_cards(t, state.discards, shot), play=kept, shot=None, stage=None,
                   shot_from=0, puck=area, control=seat, action_used=True, special_used=True)
    return fl.end_use(t, state, events)
