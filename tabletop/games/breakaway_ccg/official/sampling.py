"""A state one seat cannot tell from the real one, under the official rules (for the computer
player's search): the other hand, bench and face-down card, both deck orders, the Momentum pile
and the other seat's Momentum Cards are drawn from the copies the seat has not seen.

Momentum Cards come from both decks, so each hidden place is filled from the copies of the
deck it came from (the view says whose deck each face-down Momentum Card and each Momentum Card
in a hand came from).
"""

from __future__ import annotations

import random

from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.beginner.sampling import bench_of
from tabletop.games.breakaway_ccg.official.fights import SEEN
from tabletop.games.breakaway_ccg.sampling import LastPlan, Unseen, shuffled
from tabletop.games.breakaway_ccg.state import CcgState, CcgView
from tabletop.games.breakaway_ccg.tables import Tables, deck_copies


def determinize(t: Tables, view: CcgView, rng: random.Random) -> CcgState:
    """A state the seat cannot tell from the real one. What depends on the view alone (the cards in
    sight, the places to fill, the candidates of a hidden list, the state's public fields) is
    worked out once for the last view asked about (``_Plan``), since the computer player draws
    several samples of each view; each sample then only draws."""
    return _plans(t, view).sample(rng)


class _Seat:
    """The places one owner's unseen copies fill, in a fixed order, and where those copies come
    from: drawn from the card pool (``unseen``, a hidden list) or the list's copies out of sight
    (``out_of_sight``)."""

    def __init__(self, t: Tables, view: CcgView, s: int, seen: set[str], seen_pick: str | None,
                 face_up: tuple[str, ...]) -> None:
        me = view.seat
        self.hidden_seat = hidden_seat = s != me
        self.other = other = 1 - s
        self.face_up = face_up
        self.slots_deck = view.deck_sizes[s]
        self.slots_bench = view.bench_sizes[s] - len(face_up) if hidden_seat else 0
        # Face-down cards of this deck: the other seat's, whoever holds them (a Momentum Card).
        self.pick_seats = [p for p in (0, 1) if p != me and view.chosen[p] and view.pick_owners[p] == s
                           and seen_pick is None]
        self.slots_hand = (view.hand_sizes[s] - len(view.extras_owners[s])) if hidden_seat else 0
        self.extra_slots = [i for i, o in enumerate(view.extras_owners[other]) if o == s] if other != me else []
        self.own_extra_slots = [i for i, o in enumerate(view.extras_owners[s]) if o == s] if hidden_seat else []
        self.pile_slots = [i for i, o in enumerate(view.momentum_owners) if o == s]
        self.slots_shootout = view.shootout_hidden[s]
        self.count = count = self.slots_deck + self.slots_bench + len(self.pick_seats) + self.slots_hand \
            + len(self.extra_slots) + len(self.own_extra_slots) + len(self.pile_slots) + self.slots_shootout
        self.unseen: Unseen | None = None
        self.out_of_sight: list[str] = []
        if view.deck_lists[s] is None:
            shown = [c for c in seen if t.owner[c] == s]
            self.unseen = Unseen(t.cards, s, shown, count, self.slots_bench)
        else:
            deck, bench0 = deck_copies(s, view.deck_lists[s], view.bench_lists[s])
            self.out_of_sight = [c for c in deck + bench0 if c not in seen]
            self._check(len(self.out_of_sight))

    def _check(self, size: int) -> None:
        if size != self.count:
            raise ValueError(f"the view does not add up: {size} unseen cards of seat {1 - self.other} for "
                             f"{self.count} places")


class _Plan:
    """One view's determinization before any chance: the cards in sight, each owner's places
    (``_Seat``), and a state holding every public field of the view (``template``), which each
    sample copies with its hidden places filled in (``evolve``)."""

    def __init__(self, t: Tables, view: CcgView) -> None:
        self.t, self.view = t, view
        me = view.seat
        seen = set(view.play) | set(view.discards[0]) | set(view.discards[1]) | set(view.scored[0]) \
            | set(view.scored[1]) | set(view.aside)
        if me is not None:
            seen |= set(view.hand) | set(view.bench) | ({view.pick} if view.pick else set())
        # The other side's fight card this seat's Specialist was shown stays where it is (Specialist).
        seen_pick = next((e.card for e in view.effects if e.kind == SEEN and e.seat == me), None) \
            if me is not None and view.effects else None
        if seen_pick is not None:
            seen.add(seen_pick)
        if view.pshot is not None:        # a penalty shot's cards lie face up (O31)
            seen |= set(view.pshot.hands[0]) | set(view.pshot.hands[1]) | set(view.pshot.played)
        if view.shootout is not None:
            seen |= set(view.shootout.hand) | set(view.shootout.played) | set(view.shootout.discard)
        # Support cards turned face up on the other bench are in sight and stay where they are (O120).
        face_up = [tuple(e.card for e in view.effects if e.kind == "support-up" and e.seat == s and s != me)
                   for s in (0, 1)] if view.effects else [(), ()]
        seen |= set(face_up[0]) | set(face_up[1])
        self.seen_pick = seen_pick
        self.seats = tuple(_Seat(t, view, s, seen, seen_pick, face_up[s]) for s in (0, 1))
        self.template = CcgState(
            names=view.names, seed=0, options=view.options, phase=view.phase, period=view.period,
            home=view.home, discards=view.discards, scored=view.scored, goals=view.goals, play=view.play,
            puck=view.puck, control=view.control, turn=view.turn, ability_used=view.ability_used,
            action_used=view.action_used, doubles=view.doubles, shot=view.shot, stage=view.stage,
            shot_from=view.shot_from, swaps=view.swaps, ready=view.ready, winners=view.winners,
            deck_names=view.deck_names, lists_public=view.lists_public, tokens=view.tokens,
            token_used=view.token_used, laid_by=view.laid_by, aside=view.aside, reveal=view.reveal,
            official=view.official, bonus=view.bonus, final_minute=view.final_minute, hand_max=view.hand_max,
            goalie_pulled=view.goalie_pulled, skip_start=view.skip_start, challenge=view.challenge,
            last_reveal=view.last_reveal, stoppage=view.stoppage, overtime=view.overtime, effects=view.effects,
            colors_used=view.colors_used, special_used=view.special_used, free_move=view.free_move,
            free_shot=view.free_shot, run=view.run, placing=view.placing, calls=view.calls, box=view.box,
            carry=view.carry, pshot=view.pshot, redeal=view.redeal, fight=view.fight,
        )

    def sample(self, rng: random.Random) -> CcgState:
        """One determinization: the other hand, bench and face-down card, both deck orders, the
        Momentum pile and the other seat's Momentum Cards drawn from the copies not seen."""
        t, view = self.t, self.view
        me = view.seat
        lists = list(view.deck_lists)
        bench_lists = list(view.bench_lists)
        hands: list[tuple[str, ...]] = [(), ()]
        extras: list[tuple[str, ...]] = [(), ()]
        benches: list[tuple[str, ...]] = [(), ()]
        decks: list[tuple[str, ...]] = [(), ()]
        picks: list[str | None] = [None, None]
        momentum: list[str | None] = [None] * len(view.momentum_owners)
        filled_extras: list[list[str | None]] = [[None] * len(view.extras_owners[0]),
                                                 [None] * len(view.extras_owners[1])]
        # Cards hidden inside a shootout (its deck, the hands this seat cannot see), by owner, and the
        # ones drawn for them.
        so_hidden: list[str] = []
        for s, place in enumerate(self.seats):
            hidden_seat, slots_bench = place.hidden_seat, place.slots_bench
            if place.unseen is not None:
                bench, unseen, lists[s] = place.unseen.sample(rng)
                bench_lists[s] = tuple(t.card[c].id for c in bench) if hidden_seat else bench_lists[s]
                pool = bench + unseen
                place._check(len(pool))
            else:
                pool = shuffled(place.out_of_sight, rng)
                if hidden_seat:       # a bench holds Player cards of different names
                    bench = bench_of(t, pool, slots_bench)
                    pool = list(bench) + pool
            if place.slots_shootout:    # shootout cards first, Player and blue cards where the pool has them
                from tabletop.games.breakaway_ccg.shootout import in_deck
                slots_shootout = place.slots_shootout
                fits = [c for c in pool if in_deck(t, c)]
                rest = [c for c in pool if not in_deck(t, c)]
                ordered = fits + rest
                so_hidden.extend(ordered[:slots_shootout])
                taken = set(ordered[:slots_shootout])
                pool = [c for c in pool if c not in taken]
            if slots_bench or place.face_up:
                benches[s] = place.face_up + tuple(pool[:slots_bench])
                pool = pool[slots_bench:]
            for p in place.pick_seats:
                picks[p] = pool.pop()
            for i in place.pile_slots:
                momentum[i] = pool.pop()
            if hidden_seat:
                hands[s] = tuple(pool[:place.slots_hand])
                pool = pool[place.slots_hand:]
            for i in place.own_extra_slots:
                filled_extras[s][i] = pool.pop()
            for i in place.extra_slots:
                filled_extras[place.other][i] = pool.pop()
            decks[s] = tuple(pool)
        if self.seen_pick is not None and me is not None:
            picks[1 - me] = self.seen_pick
        for s in (0, 1):
            if s == me:
                hands[s], extras[s], benches[s], picks[s] = view.hand, view.extras, view.bench, view.pick
            else:
                extras[s] = tuple(c for c in filled_extras[s] if c is not None)
                hands[s] = hands[s] + extras[s]
        so = view.shootout
        shootout = None if so is None else _shootout(view, so_hidden, rng)
        return evolve(
            self.template, seed=rng.getrandbits(62), decks=(decks[0], decks[1]), hands=(hands[0], hands[1]),
            benches=(benches[0], benches[1]), picks=(picks[0], picks[1]), deck_lists=(lists[0], lists[1]),
            bench_lists=(bench_lists[0], bench_lists[1]), momentum=tuple(c for c in momentum if c is not None),
            extras=(extras[0], extras[1]), shootout=shootout,
        )


def _shootout(view: CcgView, hidden: list[str], rng: random.Random):
    """The shootout with its hidden cards (deck, the hands out of sight) drawn from ``hidden``."""
    from tabletop.games.breakaway_ccg.shootout import Shootout

    so = view.shootout
    cards = shuffled(hidden, rng)
    hands: list[tuple[str, ...]] = []
    for seat in (0, 1):
        if seat == view.seat:
            hands.append(so.hand)
        else:
            hands.append(tuple(cards[:so.hand_sizes[seat]]))
            cards = cards[so.hand_sizes[seat]:]
    if len(cards) != so.deck_size:
        raise ValueError(f"the view does not add up: {len(cards)} hidden shootout cards for a deck of {so.deck_size}")
    return Shootout(deck=tuple(cards), hands=(hands[0], hands[1]), played=so.played, discard=so.discard, step=so.step,
                    first=so.first, round=so.round, shooter=so.shooter, goals=so.goals, attempts=so.attempts,
                    shot_with=None, shot_card=so.shot_card, tipped=so.tipped)  # shot_with: not shown, never read


#: The last view's plan (``sampling.LastPlan``).
_plans = LastPlan(_Plan)
