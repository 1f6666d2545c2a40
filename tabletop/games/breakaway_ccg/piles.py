"""The piles both modes share: drawing from the deck, discarding, switching with the bench, shuffling,
events only one seat sees, and the end of the game.
"""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.words import with_article
from tabletop.games.breakaway_ccg.state import BENCH_SWAPS, OVER, CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables, deck_copies


# ----- small pieces -----------------------------------------------------------------------
def private_event(seat: int, kind: str, text: str, data: dict, irreversible: bool = False) -> Event:
    return Event(kind, text, data, audience=frozenset((seat,)), irreversible=irreversible)


def draw(t: Tables, state: CcgState, seat: int, count: int, events: list[Event]) -> CcgState:
    """``seat`` draws up to ``count`` cards from the top of their deck (fewer if it runs out)."""
    deck = state.decks[seat]
    drawn = deck[:count]
    if not drawn:
        return state
    name = state.names[seat]
    many = f"{len(drawn)} cards" if len(drawn) > 1 else "a card"
    events.append(Event("draw", f"{name} draws {many}.", {"seat": seat, "count": len(drawn)}))
    events.append(private_event(seat, "draw-own", f"You draw {', '.join(t.label[c] for c in drawn)}.",
                           {"seat": seat, "cards": drawn}, irreversible=True))
    return evolve(state, decks=pair(state.decks, seat, deck[len(drawn):]),
                  hands=pair(state.hands, seat, state.hands[seat] + drawn))


def discard_cards(t: Tables, discards: tuple[tuple[str, ...], tuple[str, ...]],
             cards: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Each card to its owner's discard pile."""
    mine = [list(discards[0]), list(discards[1])]
    for card in cards:
        mine[t.owner[card]].append(card)
    return (tuple(mine[0]), tuple(mine[1]))


def shuffle_decks(state: CcgState, events: list[Event]) -> CcgState:
    """Each seat's deck copies shuffled from the state's seed, and its bench laid out (both modes' set-up)."""
    decks, benches = [], []
    counter = state.chance
    for seat in (0, 1):
        deck, bench = deck_copies(seat, state.deck_lists[seat], state.bench_lists[seat])
        decks.append(chance.shuffled(state.seed, counter, deck))
        benches.append(bench)
        counter += 1
        events.append(Event("shuffle", f"{state.names[seat]} shuffles the {state.deck_names[seat]} deck "
                                       f"({len(deck)} cards).", {"seat": seat}, chance=True,
                            irreversible=True))
    return evolve(state, decks=(decks[0], decks[1]), benches=(benches[0], benches[1]), chance=counter)


def swap(t: Tables, state: CcgState, seat: int, out: str, back: str, events: list[Event],
         limit: int = BENCH_SWAPS) -> CcgState:
    """One switch with the bench; after ``limit`` of them the seat is done. (Under the official
    rules a Momentum Card benched stops being one; Beginner hands hold none.)"""
    hand = tuple(c for c in state.hands[seat] if c != out) + (back,)
    bench = tuple(out if c == back else c for c in state.benches[seat])
    swaps = state.swaps[seat] + 1
    state = evolve(state, hands=pair(state.hands, seat, hand), benches=pair(state.benches, seat, bench),
                   swaps=pair(state.swaps, seat, swaps), ready=pair(state.ready, seat, swaps >= limit),
                   extras=pair(state.extras, seat, tuple(c for c in state.extras[seat] if c != out)))
    events.append(Event("bench", f"{state.names[seat]} switches a card with the bench.", {"seat": seat}))
    events.append(private_event(seat, "bench-own", f"You put {t.label[out]} on the bench and take {t.label[back]}.",
                           {"seat": seat, "out": out, "in": back}))
    return state


def game_over(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The game ends on the score as it stands: most goals wins, equal goals is a tie (B16)."""
    goals, names = state.goals, state.names
    if goals[0] == goals[1]:
        winners: tuple[int, ...] = ()
        text = f"The game ends in {with_article(f'{goals[0]}-{goals[1]}')} tie."
    else:
        w = 0 if goals[0] > goals[1] else 1
        winners = (w,)
        text = f"{names[w]} wins {goals[w]}-{goals[1 - w]}."
    events.append(Event("game-over", text, {"winners": winners}))
    return evolve(state, phase=OVER, winners=winners, shot=None, stage=None)
