"""Hull Breach! random play reaching every rule area: random games at each seat count (2, 3 and 4
commanders; half with the starter decks, half with random legal decks, since no starter deck holds
a Resistant card) must deploy or play every card type, use every trait and reach every big moment
of the book (boards, hijacks, scuttles, eliminations), counted from the events the engine
reports."""

from __future__ import annotations

import os
import random
from collections import Counter
from dataclasses import replace

import pytest

from tabletop.decks.random_deck import random_legal_deck
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.cards import STATION, TRAITS, TYPES
from tabletop.games.hull_breach.state import MANUFACTURING, card_of
from tests.games.hull_breach.support import commander_names

#: The most games per seat count the run may need; it stops as soon as everything has been reached.
#: Measured from seed 0: four commanders reach everything within 278 games, two and three within
#: far fewer (the last one always a Resistant card's trait, which only the random decks hold); the
#: bounds leave room for a rules change that reshuffles every random game.
GAMES = {2: 600, 3: 600, 4: 500}


def _games(players: int) -> int:
    override = os.environ.get("HULL_COVERAGE_GAMES")
    return int(override) if override else GAMES[players]


def _new_game(seed: int, players: int):
    names = [f"Commander {i + 1}" for i in range(players)]
    if seed % 2 == 0:
        return GAME.new_game(seed, names=names)
    rng = random.Random(10_000 + seed)
    decks = [random_legal_deck("hull-breach", rng, name=f"Random {i + 1}") for i in range(players)]
    return GAME.new_game(seed, names=names, decks=decks)


def _unique_refusals(state, legal) -> int:
    """Unique at work without an event: in Manufacturing, a Unique card in hand whose copy the
    commander already deployed is never offered for deployment (3.4.12)."""
    if state.phase != MANUFACTURING or state.prompts or state.engagement is not None:
        return 0
    seat = state.turn
    deployed = {u.card for u in state.units if u.owner == seat}
    refused = 0
    for pid in state.commanders[seat].hand:
        card = GAME.by_id[card_of(pid)]
        if card.trait("unique") and card.id in deployed:
            assert not [a for a in legal if a.kind == "deploy" and card_of(a.args[0]) == card.id], card.id
            refused += 1
    return refused


def count(players: int, games: int, until: frozenset[str] = frozenset()) -> Counter[str]:
    """Play up to ``games`` random games, seeds in order, and count what they reached: ``type:...``,
    ``trait:...`` and the moments ``boarding``, ``fold-support`` (a Micro-Fold Marine joining
    another board, 6.10.4), ``station-destroyed``, ``station-hijacked``, ``unique-refused``; stop
    early once everything in ``until`` has been reached."""
    seen: Counter[str] = Counter()
    for seed in range(games):
        seen += _count_seeds(players, range(seed, seed + 1))
        if until and until <= set(seen):
            break
    return seen


def _count_seeds(players: int, seeds: range) -> Counter[str]:
    seen: Counter[str] = Counter()
    for seed in seeds:
        rng = random.Random(seed)
        state = _new_game(seed, players)
        seen.update(f"type:{STATION}" for u in state.units if GAME.by_id[u.card].type == STATION)
        while not GAME.is_over(state):
            seat = GAME.pending(state)[0].seat
            legal = GAME.legal_actions(state, seat)
            seen["unique-refused"] += _unique_refusals(state, legal)
            legal = GAME.by_chance(legal)          # a random player never concedes (7.2.1)
            state, events = GAME.apply(state, legal[rng.randrange(len(legal))], checked=False)
            for event in events:
                data = event.data
                seen.update(f"trait:{t}" for t in data.get("traits", ()))
                if event.kind in ("deploy", "play") and data.get("card"):
                    seen[f"type:{GAME.by_id[card_of(data['card'])].type}"] += 1
                elif event.kind == "boarding":
                    seen["boarding"] += 1
                elif event.kind == "fold" and data.get("support"):
                    seen["fold-support"] += 1        # 6.10.4: a Micro-Fold Marine joins another board
                elif (event.kind in ("destroyed", "hijack") and data.get("unit")
                      and GAME.by_id[card_of(data["unit"])].type == STATION):
                    seen["station-destroyed" if event.kind == "destroyed" else "station-hijacked"] += 1
    return seen


@pytest.mark.slow
@pytest.mark.timeout(900)       # four commanders play up to a few hundred whole games
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_play_reaches_every_card_type_trait_and_big_moment(players):
    games = _games(players)
    wanted = ([f"type:{t}" for t in TYPES] + [f"trait:{t}" for t in TRAITS]
              + ["boarding", "fold-support", "station-destroyed", "station-hijacked", "unique-refused"])
    seen = count(players, games, until=frozenset(wanted))
    missing = [w for w in wanted if not seen[w]]
    assert not missing, f"{games} random {players}-commander games never reached {missing}; counts: {dict(seen)}"


def test_the_counters_read_the_book_s_lists():
    """The lists counted against are the book's: 7 card types (9.35) and 17 traits (3.0), and a
    short run counts the stations of its set-up (three games, two commanders each)."""
    assert len(TRAITS) == 17 and len(TYPES) == 7
    seen = count(2, 3)
    assert seen["type:station"] == 6 and seen["type:ship"] > 0


@pytest.mark.slow
def test_random_play_deploys_every_card_type_and_fires_the_traits():
    """Counts over random games with 2, 3 and 4 commanders: every card type reaches the battlefield
    (or is played) and the traits and moments that leave their own event all happen."""
    from tabletop.games.hull_breach.state import card_of

    kinds: Counter[str] = Counter()
    types: Counter[str] = Counter()
    # the starters, but Frontier with Micro-Fold Transporters (3.4.7) for its Regenerative Hull Alloys:
    # neither shipped deck folds its Marines, and the fold is one of the moments counted
    starters = []
    for deck in GAME.shipped_decks():
        cards = dict(deck.cards)
        if cards.pop("regenerative-hull-alloys", 0):
            cards["micro-fold-transporters"] = 1
        starters.append(replace(deck, cards=tuple(cards.items())))
    for players in (2, 3, 4):
        for seed in range(25):
            rng = random.Random(seed)
            decks = [starters[n % len(starters)] for n in range(players)]
            state = GAME.new_game(seed, names=commander_names(players), decks=decks)
            while not GAME.is_over(state):
                seat = GAME.pending(state)[0].seat
                legal = GAME.legal_actions(state, seat)
                legal = GAME.by_chance(legal)          # a random player never concedes (7.2.1)
                state, events = GAME.apply(state, legal[rng.randrange(len(legal))], checked=False)
                for event in events:
                    kinds[event.kind] += 1
                    card = event.data.get("card")
                    if event.kind in ("deploy", "play") and card:
                        types[GAME.by_id[card_of(card)].type] += 1
    assert set(types) == {"ship", "marine", "module", "event", "tactic", "breakthru"}, types
    for kind in ("jam", "paint", "overload", "repair", "escort", "flip", "fearless", "stoic", "annihilate", "fold",
                 "hijack", "scuttle", "pursue", "eliminated", "spoils", "sacrifice", "revert"):
        assert kinds[kind], f"random play never produced a {kind!r} event"
