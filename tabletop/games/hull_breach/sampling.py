"""Determinization for computer players: a full state built from one commander's view.

What the view shows is kept exactly: the battlefield, scrapheaps, the seat's own hand, every hand
and shipyard size. The seat's own unseen cards (its shipyard) are its deck list less what it can
see, in a random order. Other commanders' unseen cards (hands, shipyards, face-down modules) are
never read: they are sampled from the cards their station's faction may use, face-down modules from
the Face Up - Face Down ones, with copy numbers no real copy uses. Later chance gets a fresh seed.
"""

from __future__ import annotations

import random
from collections import Counter

from tabletop.games.hull_breach.cards import STATION, Card
from tabletop.games.hull_breach.state import Commander, HullState, HullView, Unit, card_of, physical_id

#: Copy numbers of sampled cards start here, above any real copy (a deck holds at most 99 of a card).
SAMPLED_COPY = 100


def determinize(view: HullView, rng: random.Random, cards: dict[str, Card]) -> HullState:
    seat = view.seat            # None for a spectator, whose sample fills every commander's unseen cards
    players = len(view.names)
    seen: Counter[str] = Counter()
    for pile in (*view.scrapheaps, *view.battlefields, view.hand):
        seen.update(pile)
    seen.update(u.pid for u in view.units if u.pid is not None)
    copies: Counter[tuple[str, int]] = Counter()

    def sampled(card: str, owner: int) -> str:
        copies[(card, owner)] += 1
        return physical_id(card, owner, SAMPLED_COPY + copies[(card, owner)])

    units = []
    # a commander deciding whether to flip shows which trigger came (3.4.4): that ship's module has it
    triggers = {p.host: p.unit for p in view.prompts if p.kind == "flip"}
    for u in view.units:
        if u.pid is None:           # another commander's face-down module
            pool = [c.id for c in cards.values() if c.trait("face-up-face-down")
                    and (u.host not in triggers
                         or any(e.get("trigger") == triggers[u.host] for e in c.effects))]
            pid = sampled(rng.choice(pool), u.owner)
            units.append(Unit(pid, card_of(pid), u.owner, u.controller, u.host, u.wounds, True))
        else:
            units.append(Unit(u.pid, u.card or card_of(u.pid), u.owner, u.controller, u.host, u.wounds, u.face_down))
    commanders = []
    lists: list[tuple[tuple[str, int], ...]] = []
    for s in range(players):
        if s == seat:
            copies_of = [physical_id(card, seat, k) for card, n in view.deck_list for k in range(1, n + 1)]
            unseen = [p for p in copies_of if not seen[p]]
            rng.shuffle(unseen)
            hand = view.hand
            shipyard = tuple(unseen[: view.shipyard_sizes[s]])
            lists.append(view.deck_list)
        else:
            faction = cards[card_of(view.stations[s])].subtype
            pool = [c.id for c in cards.values() if c.type != STATION and (not c.faction or faction in c.faction)]
            hand = tuple(sampled(rng.choice(pool), s) for _ in range(view.hand_sizes[s]))
            shipyard = tuple(sampled(rng.choice(pool), s) for _ in range(view.shipyard_sizes[s]))
            lists.append(())
        resource, currency = view.stockpiles[s]
        commanders.append(Commander(
            station=view.stations[s], hand=hand, shipyard=shipyard, scrapheap=view.scrapheaps[s],
            battlefield=view.battlefields[s], resource=resource, currency=currency, alive=view.alive[s],
            conscripted=view.conscripted[s], ready=view.setup_ready[s], mulligan_open=view.mulligan_open[s],
            moved=view.moved[s]))
    return HullState(
        names=view.names, seed=rng.getrandbits(62), options=view.options, commanders=tuple(commanders),
        units=tuple(units), deck_names=view.deck_names, chance=view.chance, phase=view.phase, turn=view.turn,
        order=view.order, round=view.round, engagement=view.engagement, prompts=view.prompts,
        winners=view.winners, deck_lists=tuple(lists), window=view.window)
