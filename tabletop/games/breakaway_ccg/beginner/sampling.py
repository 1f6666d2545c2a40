"""A state one seat cannot tell from the real one, under the Beginner rules (for the computer
player's search): the other hand, bench and face-down card and both deck orders are drawn from
the copies the seat has not seen. The official rules hide more places: ``official.sampling``.
"""

from __future__ import annotations

import random

from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.sampling import LastPlan, Unseen, shuffled
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
    and the state gets the list they make up.

    The computer player draws several samples of each view, so what the view alone decides (the
    copies out of sight, the candidates of a hidden list, the public fields) is worked out once
    for the last view asked about (``_Plan``); each sample then only draws."""
    return _plans(t, view).sample(rng)


class _Plan:
    """One view's determinization before any chance: per seat, the pool its hidden list is drawn
    from (``unseen``) or its list's copies out of sight (``out_of_sight``), and a state holding the
    view's public fields (``template``), which each sample copies with the hidden places filled."""

    def __init__(self, t: Tables, view: CcgView) -> None:
        self.t, self.view = t, view
        seen = set(view.play) | set(view.discards[0]) | set(view.discards[1])
        seen.update(view.scored[0])
        seen.update(view.scored[1])
        self.unseen: list[Unseen | None] = [None, None]
        self.out_of_sight: list[list[str]] = [[], []]
        for s in (0, 1):
            if view.deck_lists[s] is None:
                owner = t.owner
                shown = [c for pile in (view.discards[s], view.scored[0], view.scored[1], view.play)
                         for c in pile if owner[c] == s]
                count = view.hand_sizes[s] + view.bench_sizes[s] + view.deck_sizes[s] + int(view.chosen[s])
                self.unseen[s] = Unseen(t.cards, s, shown, count, view.bench_sizes[s])
                continue
            deck, bench = deck_copies(s, view.deck_lists[s], view.bench_lists[s])
            sight = seen | set(view.hand) | set(view.bench) | {view.pick} if s == view.seat else seen
            self.out_of_sight[s] = [c for c in deck + bench if c not in sight]
        self.template = CcgState(
            names=view.names, seed=0, options=view.options, phase=view.phase,
            period=view.period, home=view.home, discards=view.discards, scored=view.scored, goals=view.goals,
            play=view.play, puck=view.puck, control=view.control, turn=view.turn,
            ability_used=view.ability_used, action_used=view.action_used, doubles=view.doubles, shot=view.shot,
            stage=view.stage, shot_from=view.shot_from, swaps=view.swaps, ready=view.ready,
            winners=view.winners, deck_names=view.deck_names, lists_public=view.lists_public,
        )

    def sample(self, rng: random.Random) -> CcgState:
        t, view = self.t, self.view
        hands: list[tuple[str, ...]] = [(), ()]
        benches: list[tuple[str, ...]] = [(), ()]
        decks: list[tuple[str, ...]] = [(), ()]
        picks: list[str | None] = [None, None]
        lists = list(view.deck_lists)
        bench_lists = list(view.bench_lists)
        for s in (0, 1):
            mine = s == view.seat
            hand_size, bench_size = view.hand_sizes[s], view.bench_sizes[s]
            pool = self.unseen[s]
            if pool is not None:        # hidden: sample the cards, and so the list
                bench, unseen, lists[s] = pool.sample(rng)
                bench_lists[s] = tuple(t.card[c].id for c in bench)
                if view.chosen[s]:
                    picks[s] = unseen.pop()
                hands[s], benches[s] = tuple(unseen[:hand_size]), tuple(bench)
                decks[s] = tuple(unseen[hand_size:])
                continue
            if mine:
                hands[s], benches[s], picks[s] = view.hand, view.bench, view.pick
            unseen = shuffled(self.out_of_sight[s], rng)
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
        return evolve(
            self.template, seed=rng.getrandbits(62), decks=(decks[0], decks[1]), hands=(hands[0], hands[1]),
            benches=(benches[0], benches[1]), picks=(picks[0], picks[1]), deck_lists=(lists[0], lists[1]),
            bench_lists=(bench_lists[0], bench_lists[1]),
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


#: The last view's plan (``sampling.LastPlan``).
_plans = LastPlan(_Plan)
