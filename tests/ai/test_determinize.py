"""``Game.determinize``: a full state built from one seat's view that the seat cannot tell from
the real one, with nothing taken from the real hidden cards."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.engine.game import Game
from tabletop.games import registry

GAMES = [g.id for g in registry()]
#: Every game as set up by default, and each game played with decks also with random legal decks:
#: with an ``open_decks`` option, their lists hidden from the other seat ("hidden") or open to both
#: ("open"); without one ("decks"), as the game always has them (Hull Breach!: hidden).
SETUPS = [(g, "default") for g in GAMES] + [
    (g.id, lists) for g in registry() if g.info.uses_decks
    for lists in (("hidden", "open") if any(o.key == "open_decks" for o in g.info.options) else ("decks",))]
#: Breakaway: CCG's official rules too: more hidden places (the Momentum pile, Momentum Cards in hand).
SETUPS += [("breakaway-ccg", "official"), ("breakaway-ccg", "official-hidden")]


def set_up(game, game_seed: int, setup: str):
    """The opening state for a set-up of ``SETUPS``."""
    if setup == "default":
        return game.new_game(game_seed)
    if setup == "official":
        return game.new_game(game_seed, {"mode": "official"})
    from tabletop.decks.check import SETTINGS
    from tabletop.decks.random_deck import random_legal_deck

    rng = random.Random(f"decks:{game_seed}")
    options = {} if setup == "decks" else {"open_decks": setup == "open"}
    if setup == "official-hidden":
        options["mode"] = "official"
    decks = []
    for _seat in range(game.info.min_players):
        candidates = (random_legal_deck(game.id, rng, s) for s in rng.sample(SETTINGS, len(SETTINGS)))
        decks.append(next(d for d in candidates if not game.deck_problems(d, options)))
    return game.new_game(game_seed, options, decks=decks)


def hides_deck_lists(game, state) -> bool:
    """Whether the seats may not know each other's deck lists: a deck game whose state does not say
    its lists are public (Breakaway: CCG's starter teams and ``open_decks``)."""
    return bool(game.info.uses_decks) and not getattr(state, "lists_public", False)


def positions(game, games: int, every: int = 3, seed: int = 0, setup: str = "default"):
    """States from random games (every ``every``-th position), with the seats to look from."""
    rng = random.Random(seed)
    for game_seed in range(games):
        state = set_up(game, game_seed, setup)
        index = 0
        while True:
            decisions = game.pending(state)
            if not decisions:
                yield state
                break
            if index % every == 0:
                yield state
            index += 1
            legal = game.by_chance(game.legal_actions(state, decisions[0].seat))  # random play never concedes
            state, _ = game.apply(state, legal[rng.randrange(len(legal))])


def _seat_cards(game, state, seat, hidden) -> Counter:
    return Counter({c: n for c, n in game.inventory(state).items() if c not in hidden})


def _seen_pending(game, state, seat):
    return [d for d in game.pending(state) if not d.quiet or d.seat == seat]


@pytest.mark.parametrize("game_id,setup", SETUPS)
def test_a_determinization_shows_the_same_view_and_holds_the_same_cards(game_id, setup):
    """The same view, pending decisions and legal actions, and the same cards. When the deck lists
    are hidden the cards cannot all be the same: the other seat's unseen cards are drawn from the
    card pool, not read from its real list. Then what the seat can see is the same, card for card
    (its own cards and every public zone), and so is the number of cards in all."""
    game = registry().get(game_id)
    rng = random.Random(7)
    checked = 0
    for state in positions(game, games=12, setup=setup):
        for seat in (0, 1, None):
            view = game.view(state, seat)
            sample = game.determinize(view, rng)
            assert game.view(sample, seat) == view
            if hides_deck_lists(game, state):
                hidden = game.hidden_from(state, seat)
                assert (_seat_cards(game, sample, seat, game.hidden_from(sample, seat))
                        == _seat_cards(game, state, seat, hidden))
                assert game.inventory(sample).total() == game.inventory(state).total()
            else:
                assert game.inventory(sample) == game.inventory(state)
            # A quiet offer of a response window depends on another seat's hidden hand (that is
            # why no table shows it): the rest of what is pending, and the seat's own, are the same.
            assert _seen_pending(game, sample, seat) == _seen_pending(game, state, seat)
            if seat is not None:
                assert game.legal_actions(sample, seat) == game.legal_actions(state, seat)
            checked += 1
    assert checked > 300


@pytest.mark.parametrize("game_id,setup", SETUPS)
def test_a_determinization_depends_on_the_view_only(game_id, setup):
    """Two different full states with the same view give the same sample for the same seed,
    and the samples vary with the seed: the real hidden cards are never read."""
    game = registry().get(game_id)
    varied = 0
    for n, state in enumerate(positions(game, games=4, every=11, setup=setup)):
        seat = n % 2
        view = game.view(state, seat)
        other = game.determinize(view, random.Random(n))          # another state, same view
        assert game.view(other, seat) == view
        first = game.determinize(view, random.Random(1000 + n))
        assert game.determinize(game.view(other, seat), random.Random(1000 + n)) == first
        samples = {game.determinize(view, random.Random(s)) for s in range(4)}
        if len(samples) > 1:
            varied += 1
    assert varied > 0


def test_the_other_seats_face_down_card_is_sampled_not_read():
    game = registry().get("intergalactic-hockey")
    state = game.new_game(3)
    real = state.hands[0][0]
    state, _ = game.apply(state, game.legal_actions(state, 0)[0])
    assert state.plays[0] == real
    view = game.view(state, 1)
    assert view.chosen == (True, False) and view.played == (None, None)
    sampled = {game.determinize(view, random.Random(s)).plays[0] for s in range(40)}
    assert len(sampled) > 3          # any card seat 1 has not seen, not the real one


def test_a_game_without_determinize_says_so():
    game = registry().get("hockey-card-game")
    state = game.new_game(1)
    with pytest.raises(TypeError, match="determinize"):
        Game.determinize(game, game.view(state, 0), random.Random(1))


# ----- Breakaway: CCG with hidden deck lists ------------------------------------------------------
def _ccg_hidden_position(seed: int = 4, moves: int = 30):
    game = registry().get("breakaway-ccg")
    state = set_up(game, seed, "hidden")
    rng = random.Random(seed)
    for _ in range(moves):
        legal = game.legal_actions(state, game.pending(state)[0].seat)
        state, _ = game.apply(state, legal[rng.randrange(len(legal))])
    return game, state


def test_the_other_seats_hidden_deck_list_is_never_read():
    """Seat 2's real list, unseen cards and bench replaced by another deck's: seat 1 sees the same
    view, so every sample is the same; and the samples are drawn from the card pool, so the other
    seat's sampled list is not its real one."""
    from dataclasses import replace

    from tabletop.games.breakaway_ccg.tables import deck_copies

    game, state = _ccg_hidden_position()
    view = game.view(state, 0)
    assert view.deck_lists[1] is None and view.bench_lists[1] is None and view.deck_lists[0] is not None
    shown = set(state.play) | set(state.discards[1]) | set(state.scored[0]) | set(state.scored[1])
    other_deck = set_up(game, 99, "hidden")            # seat 2's deck in another game
    fresh = [c for c in sum(deck_copies(1, other_deck.deck_lists[1], other_deck.bench_lists[1]), ())
             if c not in shown]
    hand, bench = len(state.hands[1]), len(state.benches[1])
    swapped = replace(state, deck_lists=(state.deck_lists[0], other_deck.deck_lists[1]),
                      bench_lists=(state.bench_lists[0], other_deck.bench_lists[1]),
                      hands=(state.hands[0], tuple(fresh[:hand])),
                      benches=(state.benches[0], tuple(fresh[hand:hand + bench])),
                      decks=(state.decks[0], tuple(fresh[hand + bench:hand + bench + len(state.decks[1])])))
    assert swapped.deck_lists[1] != state.deck_lists[1]
    assert game.view(swapped, 0) == view
    for s in range(5):
        assert game.determinize(view, random.Random(s)) == game.determinize(game.view(swapped, 0),
                                                                            random.Random(s))
    sampled = {game.determinize(view, random.Random(s)).deck_lists[1] for s in range(10)}
    assert len(sampled) == 10 and state.deck_lists[1] not in sampled


def test_a_sampled_hidden_deck_is_a_plausible_one():
    """The other seat's sampled cards: its bench holds Player cards of different names, the cards it
    has shown are kept, and no name passes four copies unless it had already been shown more."""
    from tabletop.games.breakaway_ccg.sampling import pool

    game, state = _ccg_hidden_position(seed=6, moves=60)
    t = game.t
    names = pool(t.cards).name
    for s in range(20):
        sample = game.determinize(game.view(state, 0), random.Random(s))
        bench = sample.benches[1]
        assert len(bench) == len(state.benches[1])
        assert all(t.player[c] for c in bench) and len({t.name[c] for c in bench}) == len(bench)
        theirs = [c for c in game.inventory(sample) if t.owner[c] == 1]
        assert len(theirs) == len([c for c in game.inventory(state) if t.owner[c] == 1])
        counts = Counter(names[t.card[c].id] for c in theirs)
        # What seat 1 knows must be there: the copies shown, and the lower copies their numbers imply.
        known: Counter = Counter()
        for c in game.inventory(state):
            if t.owner[c] == 1 and c not in game.hidden_from(state, 0):
                number = int(c.partition("~")[2] or 1)
                known[t.card[c].id] = max(known[t.card[c].id], number)
        floor = Counter()
        for card_id, n in known.items():
            floor[names[card_id]] += n
        assert all(n <= max(4, floor[name]) for name, n in counts.items())
        numbers = Counter(t.card[c].number for c in theirs if t.player[c])
        assert all(numbers[n] >= 2 for n in (*range(9), "goalie"))
