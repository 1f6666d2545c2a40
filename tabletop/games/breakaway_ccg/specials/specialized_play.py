"""Specialized when it acts (Part 3: Specialized; ruling O119): the special used, the Playmaker's
choice of its officiating card, and the Superstar's opponent's card played for it.
"""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official import basics, delayed_penalties, legality, turns
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.officiating import card_for
from tabletop.games.breakaway_ccg.specials.specialized import (
    CHOOSE,
    OFFICIATING,
    PLAY_FOR,
    SHOWN,
    SID,
    case,
    lasting_effect,
    made_in,
)
from tabletop.games.breakaway_ccg.state import PLACE, PLAY, SAVE, START, USE, CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables


def apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    seat, sid = state.turn, action.args[0]
    beneath = state.play[-2]
    names = state.names
    tag = f"{sid}:{state.overtime}"
    if case(t, state) == "playmaking":
        when = "the next overtime period" if state.overtime else "the next period"
        events.append(Event("special", f"Specialized on {t.label[beneath]}: at the start of {when}, {names[seat]} "
                                       "chooses their own card for the officiating card.",
                            {"seat": seat, "special": sid, "card": beneath}))
        mark = lasting_effect(OFFICIATING, seat, "game", tag)
    else:
        events.append(Event("special", f"Specialized on {t.label[beneath]}: {names[1 - seat]}'s next card will be "
                                       f"picked at random from their hand and played for them.",
                            {"seat": seat, "special": sid, "card": beneath}))
        mark = lasting_effect(PLAY_FOR, 1 - seat, "game", tag)
    state = evolve(state, special_used=True, effects=state.effects + (mark,))
    return fl.auto_end(t, state, events)


def choose(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """The chooser turns over its card (a hand card, then draws one in its place; or its top card);
    once every choice is made the numbers add up to the period's officiating card (O3) and the
    period-start stoppage goes on."""
    seat = action.seat
    name = state.names[seat]
    if action.kind == "special-card":
        card = action.args[1]
        state = evolve(state, hands=pair(state.hands, seat, tuple(c for c in state.hands[seat] if c != card)),
                       aside=state.aside + (card,))
        events.append(Event("reveal", f"Specialized: {name} turns over {t.label[card]} from their hand for the "
                                      "officiating card, and draws a card in its place.",
                            {"cards": (card,), "seat": seat, "special": SID}, irreversible=True))
        state = basics.draw(t, state, seat, 1, events)
    else:
        card = state.decks[seat][0]
        state = evolve(state, decks=pair(state.decks, seat, state.decks[seat][1:]), aside=state.aside + (card,))
        events.append(Event("reveal", f"Specialized: {name} turns over the top card of their deck, {t.label[card]}, "
                                      "for the officiating card.", {"cards": (card,), "seat": seat, "special": SID},
                            irreversible=True))
    done = False
    effects = []
    for e in state.effects:
        if e.kind == CHOOSE and e.seat == seat and not done:
            done = True
            continue
        effects.append(e)
    effects.append(lasting_effect(SHOWN, seat, "period", SID, card))
    state = evolve(state, effects=tuple(effects))
    if any(e.kind == CHOOSE for e in state.effects):
        return state
    shown = {e.seat: e.card for e in state.effects if e.kind == SHOWN}
    cards = (shown[0], shown[1])
    total = sum(basics.number(t, c) or 0 for c in cards)
    official = card_for(total)
    label = f"overtime {state.overtime}" if state.overtime else f"period {state.period}"
    events.append(Event("officiating", f"The numbers add up to {total}: {official.name} officiates {label}.",
                        {"sum": total, "card": official.id}))
    state = evolve(state, reveal=cards, official=official.id,
                   effects=tuple(e for e in state.effects if e.kind != SHOWN))
    return fl.after_bench(t, state, events)


# ----- the Superstar's effect: the opponent's next card, laid for it at random -------------------------
def play_for(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Called after every applied action: the seat whose Phase 2 has come, with a card to be played
    for it, has a card of its hand drawn at random (among those it may lay now: answering a Score,
    only a card that can Save) and laid for it; it then uses that card as its own. With no such card
    the effect waits for its next Phase 2. A mark made in regulation lapses in overtime, one made in
    an overtime at the end of the game."""
    if state.phase != PLAY:
        return state
    seat = state.turn
    mark = next((e for e in state.effects if e.kind == PLAY_FOR and e.seat == seat), None)
    if mark is None:
        return state
    rest = tuple(e for e in state.effects if e is not mark)
    if (made_in(mark) == 0) != (state.overtime == 0):
        return evolve(state, effects=rest)
    hand = state.hands[seat]
    if state.stage == SAVE and seat != state.shot:
        hand = tuple(c for c in hand if legality.can_save(t, state, c))
    if not hand:
        return state
    card = chance.pick(state.seed, state.chance, tuple(sorted(hand)))
    user = 1 - seat
    events.append(Event("special", f"Specialized: {state.names[user]} picks a card of {state.names[seat]}'s hand at "
                                   f"random and plays it for them.", {"seat": user, "special": SID}, chance=True,
                        irreversible=True))
    state = evolve(state, chance=state.chance + 1, effects=rest)
    state = turns.play_card(t, state, seat, card, events)
    if state.calls and state.phase in (PLAY, USE, START, PLACE) and delayed_penalties.whistle_due(state):
        state = delayed_penalties.blow(t, state, events)
    return play_for(t, state, events)       # the other side may have a card owed too
