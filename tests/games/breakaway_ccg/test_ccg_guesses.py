"""Breakaway: CCG: the computer's guessed positions (``beginner_sampling``, ``official_sampling``)
and the Solo Opponent cards' loader, pinned where the mutation run of ``docs/testing.md`` found
them unchecked.

A guess is a whole state the guessing seat cannot tell from the real one. The search plays it
on to the end, so it must also be a state the rules can carry on from: the other team's bench
is a legal bench (Player cards of different names, B4), the period is the real one, and when
the other seat's deck list is hidden the list the guess makes up holds exactly the cards the
guess deals that seat (the whistle specials read the lists, O117).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.decks.check import SETTINGS
from tabletop.decks.random_deck import random_legal_deck
from tabletop.games import registry
from tabletop.games.breakaway_ccg.beginner_sampling import bench_of
from tabletop.games.breakaway_ccg.cards import data_dir
from tabletop.games.breakaway_ccg.solo_opponents import (
    load_solo_opponents,
    parse_solo_opponents,
    solo_opponents,
)
from tabletop.games.breakaway_ccg.tables import deck_copies

GAME = registry().get("breakaway-ccg")


def _copies(names: list[str]) -> list[str]:
    """Seat 1's first copy of each named card of the Ridge Runners (the default seat-1 team)."""
    state = GAME.new_game(0)
    t = GAME.t
    copies = sorted(set(state.decks[0] + state.hands[0] + state.benches[0]))
    out = []
    for name in names:
        out.append(next(c for c in copies if t.name[c] == name and c not in out))
    return out


def test_a_guessed_bench_takes_player_cards_of_different_names_first():
    """B4: a bench is Player cards, no two of the same name. A guess fills the other team's
    unseen bench that way as far as the unseen cards allow, then with whatever is left, and
    takes those cards out of the unseen ones."""
    t = GAME.t
    body_check, captain, captain_again, goal, sniper = _copies(
        ["Body-Check", "Captain", "Captain", "Goal", "Sniper"])
    assert t.player[captain] and t.player[sniper] and not t.player[body_check] and not t.player[goal]
    assert captain != captain_again and t.name[captain] == t.name[captain_again]

    unseen = [body_check, captain, captain_again, goal, sniper]
    assert bench_of(t, unseen, 2) == (captain, sniper)
    assert unseen == [body_check, captain_again, goal]

    unseen = [body_check, captain, captain_again, goal, sniper]
    assert bench_of(t, unseen, 4) == (captain, sniper, body_check, captain_again)
    assert unseen == [goal]

    unseen = [body_check, captain]
    assert bench_of(t, unseen, 0) == ()
    assert unseen == [body_check, captain]


def _hidden_decks(seed: int, options: dict) -> list:
    rng = random.Random(f"decks:{seed}")
    decks = []
    for _seat in range(2):
        candidates = (random_legal_deck(GAME.id, rng, s) for s in rng.sample(SETTINGS, len(SETTINGS)))
        decks.append(next(d for d in candidates if not GAME.deck_problems(d, options)))
    return decks


def _positions(seed: int, options: dict, decks, every: int) -> list:
    rng = random.Random(seed)
    state = GAME.new_game(seed, options, decks=decks)
    out, n = [], 0
    while not GAME.is_over(state):
        if n % every == 0:
            out.append(state)
        seat = rng.choice(GAME.pending(state)).seat
        state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        n += 1
    return out


SETUPS = {
    # two periods: guesses made in the second must be in the second
    "beginner, starter teams": (30, {"mode": "beginner", "periods": 2}, False),
    "beginner, hidden deck lists": (31, {"mode": "beginner", "periods": 2}, True),
    "official, hidden deck lists": (32, {"mode": "official", "periods": 2}, True),
}


@pytest.mark.parametrize("setup", SETUPS)
def test_a_guess_is_a_position_the_rules_can_play_on_from(setup):
    seed, options, hidden = SETUPS[setup]
    decks = _hidden_decks(seed, options) if hidden else None
    positions = _positions(seed, options, decks, every=41)
    assert {p.period for p in positions} == {1, 2}
    rng = random.Random(9)
    t = GAME.t
    for n, state in enumerate(positions):
        for seat in (0, 1):
            view = GAME.view(state, seat)
            guess = GAME.determinize(view, rng)
            assert guess.period == state.period
            assert GAME.view(guess, seat) == view
            assert GAME.pending(guess) == GAME.pending(state)
            other = 1 - seat
            # B4, where the real bench is one and the list is known: the guessed bench is one too
            # (with a hidden list the copies a seen copy number implies may leave no room for it:
            # ``sampling.sample_unseen``)
            bench = guess.benches[other]
            if not hidden and all(t.player[c] for c in state.benches[other]) and len(
                    {t.name[c] for c in state.benches[other]}) == len(state.benches[other]):
                assert all(t.player[c] for c in bench) and len({t.name[c] for c in bench}) == len(bench)
            # the lists the guess holds make up exactly the guessed team's cards
            deck, bench_copies = deck_copies(other, guess.deck_lists[other], guess.bench_lists[other])
            held = Counter(c for c in GAME.inventory(guess) if t.owner[c] == other)
            assert Counter(deck + bench_copies) == held
            if n % 3 == 0 and seat == n % 2:
                while not GAME.is_over(guess):
                    mover = GAME.pending(guess)[0].seat
                    guess, _ = GAME.apply(guess, rng.choice(GAME.legal_actions(guess, mover)))
                assert GAME.outcome(guess) is not None


def test_the_solo_opponent_cards_read_afresh_are_the_ones_the_game_uses():
    """The cached cards are read before a mutation tester switches a mutant on; reading the
    file again is what puts the loader under test (rulings S1, S2: the cards are authored)."""
    fresh = load_solo_opponents(data_dir() / "solo_opponents.yaml")
    assert fresh == solo_opponents()
    assert len(fresh) >= 2
    for card in fresh.values():
        assert card.name and card.text and card.bench_pick in ("highest", "lowest", "spread")


def test_a_solo_opponent_file_with_a_card_twice_is_refused_naming_file_card_and_field(tmp_path):
    """The cards are authored (S1, S2); a file that repeats an id or a name is refused in words
    that name the file as it was given, the card and the field."""
    import copy

    import yaml

    from tabletop import safe_yaml
    from tabletop.cards.loader import CardFileError

    data = safe_yaml.load_file(data_dir() / "solo_opponents.yaml")
    twice = copy.deepcopy(data)
    twice["cards"][1]["id"] = twice["cards"][0]["id"]
    path = tmp_path / "solo_opponents.yaml"
    path.write_text(yaml.safe_dump(twice, sort_keys=False, allow_unicode=True), encoding="utf-8")
    with pytest.raises(CardFileError) as caught:
        load_solo_opponents(path)
    assert str(caught.value) == f"{path}, card 'run-and-gun', field 'id': is used by two Solo Opponent cards"
    same_name = copy.deepcopy(data)
    same_name["cards"][1]["name"] = f"  {same_name['cards'][0]['name']} "
    with pytest.raises(CardFileError) as caught:
        parse_solo_opponents(same_name, "solo.yaml")
    assert str(caught.value) == "solo.yaml, card 'trap-and-wait', field 'name': 'Run and Gun' is already 'run-and-gun''s"



def test_a_guess_keeps_a_tipped_shootout_attempt_and_an_owed_power_play_hand():
    """What the view shows is the guess's too: a shootout shooter who has tipped the attempt (one
    Tip an attempt, official shootout rules) and a power-play hand owed at the next stoppage
    (a power-play goal in a double minor's first hand, or a penalty carried into a period: O29,
    O33). Random play reaches the first (seed 3 of the official rules, after some 680 moves); the
    second is owed only until the next stoppage deals it, so it is set here on that position."""
    from tabletop.games.breakaway_ccg.state import evolve

    rng = random.Random(3)
    state = GAME.new_game(3, {"mode": "official"})
    while not (state.shootout is not None and state.shootout.tipped):
        assert not GAME.is_over(state)
        seat = rng.choice(GAME.pending(state)).seat
        state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
    guessing = random.Random(5)
    for position in (state, evolve(state, redeal=True)):
        for seat in (0, 1):
            view = GAME.view(position, seat)
            guess = GAME.determinize(view, guessing)
            assert GAME.view(guess, seat) == view
            assert guess.shootout.tipped and guess.redeal == position.redeal
