"""Game Setup (Part 2): Home Ice by reveal, the momentum token and pile, the first period."""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.official.basics import MOMENTUM_EACH, STARTING_HAND, draw
from tabletop.games.breakaway_ccg.official.sequence import reveal_top, start_period
from tabletop.games.breakaway_ccg.piles import shuffle_decks
from tabletop.games.breakaway_ccg.state import HOME_ICE, CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables


# ----- set-up -----------------------------------------------------------------------------------
def set_up(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Shuffle, then reveal top cards for Home Ice until they differ (Game Setup; O1)."""
    state = shuffle_decks(state, events)
    while True:
        state, cards = reveal_top(t, state, events, "For Home Ice")
        if cards is None:      # O1: decks too small to settle it: a coin
            toss = chance.coin(state.seed, state.chance)
            state = evolve(state, chance=state.chance + 1)
            chooser = 0 if toss == "heads" else 1
            events.append(Event("home-ice-coin", f"No cards left to reveal: the coin gives {state.names[chooser]} "
                                                 "the choice of Home Ice.", {"seat": chooser}, chance=True,
                                irreversible=True))
            how = "won the toss"
            break
        s0, s1 = t.strength[cards[0]], t.strength[cards[1]]
        if s0 != s1:
            chooser = 0 if s0 > s1 else 1
            how = "revealed the higher card"
            break
        events.append(Event("reveal-tie", "A tie: both reveal again.", {}))
    events.append(Event("home-ice-choice", f"{state.names[chooser]} {how} and chooses who has Home Ice.",
                        {"seat": chooser}))
    return evolve(state, phase=HOME_ICE, turn=chooser)


def choose_home(t: Tables, state: CcgState, seat: int, choice: str, events: list[Event]) -> CcgState:
    """Home Ice takes a momentum token; the Momentum pile is dealt, six from each deck in turn,
    Home Ice first (O2); hands of five; then the first period's officiating card and face-off."""
    home = seat if choice == "me" else 1 - seat
    events.append(Event("home-ice", f"{state.names[home]} has Home Ice and takes a momentum token.",
                        {"home": home}))
    decks = [list(state.decks[0]), list(state.decks[1])]
    pile: list[str] = []
    for _ in range(MOMENTUM_EACH):
        for s in (home, 1 - home):
            if decks[s]:
                pile.append(decks[s].pop(0))
    events.append(Event("momentum-deal", f"{len(pile)} Momentum Cards are dealt face down, six from each deck.",
                        {"count": len(pile)}))
    state = evolve(state, home=home, tokens=pair((0, 0), home, 1), momentum=tuple(pile),
                   decks=(tuple(decks[0]), tuple(decks[1])))
    for s in (home, 1 - home):
        state = draw(t, state, s, STARTING_HAND, events)
    return start_period(t, state, events, first=True)
