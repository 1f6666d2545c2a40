"""A state one seat cannot tell from the real one, under the Beginner rules (for the computer
player's search): the other hand, bench and face-down card and both deck orders are drawn from
the copies the seat has not seen. The official rules hide more places: ``official.sampling``.
"""

from __future__ import annotations

import random

from tabletop.games.breakaway_ccg.sampling import sample_unseen, shuffled
from tabletop.games.breakaway_ccg.state import CcgState, CcgView
from tabletop.games.breakaway_ccg.tables import Tables, deck_copies


def determinize(t: Tables, view: CcgView, rng: random.Random) -> CcgState:
    """A state the seat cannot tell from the real one. Each seat's copies not in sight (not in
    the seat's own hand or bench, the discards, the score piles, the play area or its own
    face-down card) are shuffled: the other seat's go to its face-down face-off card (a
    sample, never the real one), hand, bench and deck; the seat's own go to its deck.

    A seat's copies come from its deck list when the view shows it (the seat's own; the other
    seat's when the lists are public). A hidden list is never read: that seat's unseen cards
    are drawn from the card set around the cards it has shown (``sampling.sample_unseen``),
    and the state gets the list they make up."""
    seen = set(view.play) | set(view.discards[0]) | set(view.discards[1])
    seen.update(view.scored[0])
    seen.update(view.scored[1])
    hands: list[tuple[str, ...]] = [(), ()]
    benches: list[tuple[str, ...]] = [(), ()]
    decks: list[tuple[str, ...]] = [(), ()]
    picks: list[str | None] = [None, None]
    lists = list(view.deck_lists)
    bench_lists = list(view.bench_lists)
    for s in (0, 1):
        mine = s == view.seat
        hand_size, bench_size = view.hand_sizes[s], view.bench_sizes[s]
        if lists[s] is None:        # hidden: sample the cards, and so the list
            owner = t.owner
            shown = [c for pile in (view.discards[s], view.scored[0], view.scored[1], view.play)
                     for c in pile if owner[c] == s]
            count = hand_size + bench_size + view.deck_sizes[s] + int(view.chosen[s])
            bench, unseen, lists[s] = sample_unseen(t.cards, s, shown, count, bench_size, rng)
            bench_lists[s] = tuple(t.card[c].id for c in bench)
            if view.chosen[s]:
                picks[s] = unseen.pop()
            hands[s], benches[s] = tuple(unseen[:hand_size]), tuple(bench)
            decks[s] = tuple(unseen[hand_size:])
            continue
        deck, bench = deck_copies(s, lists[s], bench_lists[s])
        if mine:
            hands[s], benches[s], picks[s] = view.hand, view.bench, view.pick
            sight = seen | set(view.hand) | set(view.bench) | {view.pick}
        else:
            sight = seen
        unseen = shuffled([c for c in deck + bench if c not in sight], rng)
        if not mine:
            if view.chosen[s]:
                picks[s] = unseen.pop()
            benches[s] = bench_of(t, unseen, bench_size)
            hands[s] = tuple(unseen[:hand_size])
            unseen = unseen[hand_size:]
        if len(unseen) != view.deck_sizes[s]:
            raise ValueError(f"the view does not add up: {len(unseen)} unseen cards for a deck of "
                             f"{view.deck_sizes[s]}")
        decks[s] = tuple(unseen)
    return CcgState(
        names=view.names, seed=rng.getrandbits(62), options=view.options, phase=view.phase,
        period=view.period, home=view.home, decks=(decks[0], decks[1]), hands=(hands[0], hands[1]),
        benches=(benches[0], benches[1]), discards=view.discards, scored=view.scored, goals=view.goals,
        play=view.play, puck=view.puck, control=view.control, turn=view.turn,
        ability_used=view.ability_used, action_used=view.action_used, doubles=view.doubles, shot=view.shot,
        stage=view.stage, shot_from=view.shot_from, swaps=view.swaps, ready=view.ready,
        picks=(picks[0], picks[1]), winners=view.winners, deck_names=view.deck_names,
        deck_lists=(lists[0], lists[1]), bench_lists=(bench_lists[0], bench_lists[1]),
        lists_public=view.lists_public,
    )


def bench_of(t: Tables, unseen: list[str], size: int) -> tuple[str, ...]:
    """Take a bench of ``size`` out of ``unseen`` (shuffled): Player cards of different names, as a
    bench always holds (B4), as far as the cards allow; the rest stays in ``unseen``."""
    bench: list[str] = []
    names: set[str] = set()
    for copy in unseen:
        if len(bench) == size:
            break
        if t.player[copy] and t.name[copy] not in names:
            bench.append(copy)
            names.add(t.name[copy])
    for copy in unseen:
        if len(bench) == size:
            break
        if copy not in bench:
            bench.append(copy)
    taken = set(bench)
    unseen[:] = [c for c in unseen if c not in taken]
    return tuple(bench)


