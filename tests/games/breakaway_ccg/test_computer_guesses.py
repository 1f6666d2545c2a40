"""Breakaway: CCG, the hidden cards the computer guesses: whole positions dealt from one seat's view.

A guess is a state the guessing seat cannot tell from the real one, and the search plays it on to
the end, so it must also be a state the rules can carry on from: the other team's bench is a legal
bench (Player cards of different names, B4), the period is the real one, a tipped shootout attempt
and an owed power-play hand survive, and when the other seat's deck list is hidden the list the
guess makes up holds exactly the cards it deals that seat (the whistle specials read the lists,
O117). In solo play (Part 2, "Solo Play"; S17) the opponent's face-up cards stay at their places.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from tabletop.decks.check import SETTINGS
from tabletop.decks.random_deck import random_legal_deck
from tabletop.engine.actions import Action
from tabletop.engine.playout import play_game
from tabletop.games.breakaway_ccg import shootout
from tabletop.games.breakaway_ccg.beginner.sampling import bench_of
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import mode as off
from tabletop.games.breakaway_ccg.solo import phase3
from tabletop.games.breakaway_ccg.solo import play as solo
from tabletop.games.breakaway_ccg.state import CHALLENGE, PLAY, SHOOTOUT, START, USE, evolve
from tabletop.games.breakaway_ccg.tables import deck_copies
from tests.games.breakaway_ccg.helpers_solo_play import (
    GOAL,
    MINE,
    PLAYER,
    ROOKIE,
    SAVE1,
    SCORE5,
    SOLO,
    O,
    P,
    new,
    pos,
)
from tests.games.breakaway_ccg.support import GAME, T, card


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
    """Guessed positions over two periods of Beginner and official games, with starter teams and with
    hidden deck lists: the same view and decisions, the real period, a legal bench (B4), deck lists
    that hold exactly the guessed team's cards, and a game that plays on to its end."""
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


@pytest.mark.parametrize("setup", SETUPS)
def test_the_guesses_of_one_view_share_its_work_and_stay_apart(setup):
    """The computer player guesses several times from each view, so what the view alone decides (the
    cards in sight, the places to fill, a hidden list's candidates) is worked out once per view. No
    guess may carry into the next: guesses of the same view asked again and again, between guesses
    of other views, equal those of an equal view seen for the first time."""
    seed, options, hidden = SETUPS[setup]
    decks = _hidden_decks(seed, options) if hidden else None
    for state in _positions(seed, options, decks, every=97):
        for seat in (0, 1):
            view = GAME.view(state, seat)
            again = [GAME.determinize(view, random.Random(n)) for n in range(3)]
            first = [GAME.determinize(replace(view), random.Random(n)) for n in range(3)]
            assert again == first
            rng, fresh = random.Random(5), random.Random(5)
            assert [GAME.determinize(view, rng) for _ in range(3)] == \
                [GAME.determinize(replace(view), fresh) for _ in range(3)]
            assert rng.random() == fresh.random()


def test_a_guess_keeps_a_tipped_shootout_attempt_and_an_owed_power_play_hand():
    """What the view shows is the guess's too: a shootout shooter who has tipped the attempt (one
    Tip an attempt, official shootout rules) and a power-play hand owed at the next stoppage
    (a power-play goal in a double minor's first hand, or a penalty carried into a period: O29,
    O33). Random play reaches the first (about one official-rules seed in ten, after some 1500 moves:
    the first such seed from 24 on, so a rule change that reroutes one game does not lose the
    position); the second is owed only until the next stoppage deals it, so it is set here on that
    position."""
    from tabletop.games.breakaway_ccg.state import evolve

    for seed in range(24, 64):
        rng = random.Random(seed)
        state = GAME.new_game(seed, {"mode": "official"})
        while not (state.shootout is not None and state.shootout.tipped) and not GAME.is_over(state):
            seat = rng.choice(GAME.pending(state)).seat
            state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        if not GAME.is_over(state):
            break
    assert state.shootout is not None and state.shootout.tipped
    guessing = random.Random(5)
    for position in (state, evolve(state, redeal=True)):
        for seat in (0, 1):
            view = GAME.view(position, seat)
            guess = GAME.determinize(view, guessing)
            assert GAME.view(guess, seat) == view
            assert guess.shootout.tipped and guess.redeal == position.redeal


def _same_but_what_turns_on_faces(dealt, guessed, state, real) -> bool:
    """The player's options for the opponent's card in its Phase 3 (S4) are the same in the dealt
    and the real position, but for the uses that take a card of its hand or bench (a Substitution,
    a bench switch, a special giving up or taking a card) and then End: whether such a use is
    possible turns on its face-down cards' faces (only Player cards, no two names on the bench),
    which the engine knows and a dealt position guesses."""
    def split(position, legal):
        side = set(phase3.HIDDEN) | set(position.hands[O]) | set(position.benches[O])
        takes = [a for a in legal if side & set(a.args)]
        return {a for a in legal if a not in takes}, bool(takes)

    (one, took), (other, takes) = split(dealt, guessed), split(state, real)
    if took or takes:
        one, other = {a for a in one if a.kind != "end"}, {a for a in other if a.kind != "end"}
    return one == other


def test_a_solo_guess_shows_the_same_view_and_the_same_choices():
    """A computer in the person's seat searches over states dealt from its view only: the same view
    (the opponent's face-up cards at their places), the same cards, the same legal actions (in the
    opponent's Phase 3, all but the uses that turn on its face-down cards), every deck holding only
    its own cards."""
    checked = 0
    resolving = 0
    for seed in range(12):          # seed 4 goes to a shootout
        rng = random.Random(seed)
        state = new(seed)
        step = 0
        while not GAME.is_over(state):
            if step % 4 == 0:
                view = GAME.view(state, PLAYER)
                dealt = GAME.determinize(view, random.Random(step))
                assert GAME.view(dealt, PLAYER) == view
                assert GAME.inventory(dealt) == GAME.inventory(state)
                assert all(T.owner[c] == s for s in (0, 1) for c in dealt.decks[s])
                if GAME.pending(state)[0].seat == PLAYER and phase3.resolving(state):
                    assert _same_but_what_turns_on_faces(dealt, GAME.legal_actions(dealt, PLAYER),
                                                         state, GAME.legal_actions(state, PLAYER))
                    resolving += 1
                elif GAME.pending(state)[0].seat == PLAYER:
                    assert set(GAME.legal_actions(dealt, PLAYER)) == set(GAME.legal_actions(state, PLAYER))
                checked += 1
            legal = GAME.legal_actions(state, GAME.pending(state)[0].seat)
            state, _ = GAME.apply(state, legal[rng.randrange(len(legal))])
            step += 1
    assert checked > 200 and resolving > 50


def test_the_computer_can_play_the_persons_seat():
    """Solo Play with a computer in the person's seat (S17): a searching agent plays a whole game to its end."""
    from tabletop.ai.agents import make_agent
    result = play_game(GAME, 5, [make_agent("ismcts:10"), make_agent("random")], options=SOLO)
    assert GAME.is_over(result.state)


def test_a_solo_guess_keeps_the_face_up_cards_in_place_and_rebuilds_the_solo_record():
    """S17: a state dealt from the player's view alone: the same view, the opponent's face-up cards
    at their places in its row and on its bench, and its solo record read from the view."""
    hand = (GOAL, SCORE5, ROOKIE, SAVE1)
    state = pos(hands=((MINE,), hand), up=(SCORE5, SAVE1), turn=O, phase=USE, period=2)
    hidden = state.benches[O][1]
    state = evolve(
        state, solo=replace(state.solo, up=state.solo.up - {hidden}, extra=1, free=(2, 0), phase1=True)
    )
    view = GAME.view(state, P)
    for seed in range(3):
        dealt = solo.determinize(T, view, random.Random(seed))
        assert GAME.view(dealt, P) == view
        assert dealt.hands[O][1] == SCORE5 and dealt.hands[O][3] == SAVE1
        assert [c for i, c in enumerate(dealt.benches[O]) if i != 1] == [
            c for c in state.benches[O] if c != hidden
        ]
        assert dealt.solo == solo.Solo(
            "snipers", up=state.solo.up, dealt=True, phase1=True, extra=1, free=(2, 0)
        )
        assert sorted(GAME.inventory(dealt)) == sorted(GAME.inventory(state))
    mine = evolve(state, turn=P, solo=replace(state.solo, free=None, phase1=False))
    dealt = solo.determinize(T, GAME.view(mine, P), random.Random(0))
    assert not dealt.solo.phase1 and dealt.solo.free is None
    for phase in (START, PLAY):
        other = evolve(state, phase=phase)
        assert solo.determinize(T, GAME.view(other, P), random.Random(0)).solo.phase1


def test_a_solo_guess_in_a_face_off_keeps_the_laid_card_and_the_decks_and_momentum_cards_apart():
    """S17: a face-up card the sampler dealt elsewhere is swapped with a card of its own deck (each
    deck keeps its own cards), never with a Momentum Card in hand when another will do; the card the
    player laid face down in the face-off stays laid."""
    momentum = card(1, "save-glove")
    state = pos(
        hands=((MINE,), (momentum, GOAL, SCORE5, ROOKIE, SAVE1)),
        up=(SCORE5, SAVE1),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.FACEOFF, 0, "c9"),
        home=0,
        control=None,
        extras=((), (momentum,)),
        period=2,
    )
    state, _ = off.apply_action(T, state, Action(P, "challenge", (MINE,)))
    assert state.picks == (MINE, None)
    view = GAME.view(state, P)
    for seed in range(6):
        dealt = solo.determinize(T, view, random.Random(seed))
        assert GAME.view(dealt, P) == view and dealt.picks == (MINE, None)
        assert all(T.owner[c] == s for s in (P, O) for c in dealt.decks[s])
        assert (dealt.hands[O][2], dealt.hands[O][4]) == (SCORE5, SAVE1)
        assert len(dealt.extras[O]) == 1 and dealt.extras[O][0] in dealt.hands[O]
        assert not set(dealt.extras[O]) & dealt.solo.up
        assert not dealt.solo.phase1 and dealt.solo.free is None
    # A Momentum Card of the player's deck in the opponent's hand is never swapped out.
    theirs = card(0, "save-helmet")
    mixed = pos(hands=((MINE,), (GOAL, SCORE5, theirs)), up=(SCORE5,), extras=((), (theirs,)), turn=P)
    view = GAME.view(mixed, P)
    for seed in range(8):
        dealt = solo.determinize(T, view, random.Random(seed))
        assert GAME.view(dealt, P) == view and dealt.hands[O][1] == SCORE5
        assert SCORE5 not in dealt.extras[O] and all(T.owner[c] == s for s in (P, O) for c in dealt.decks[s])
    # A hand of one face-up card.
    alone = pos(hands=((MINE,), (SCORE5,)), up=(SCORE5,), turn=P)
    for seed in range(2):
        dealt = solo.determinize(T, GAME.view(alone, P), random.Random(seed))
        assert dealt.hands[O] == (SCORE5,) and GAME.view(dealt, P) == GAME.view(alone, P)


def test_a_solo_guess_in_a_shootout_keeps_every_card():
    """S17: the sampler may deal the opponent's unseen cards into the shootout's deck and hands; the
    face-up card comes back to its place and no card is lost or doubled."""
    state = pos(hands=((MINE,), (GOAL, SCORE5)), up=(SCORE5,), turn=P)
    d0, d1 = state.decks
    so = shootout.Shootout(deck=(d0[0], d1[0]), hands=((d0[1],), (d1[1], d1[2])), first=0, round=1)
    state = evolve(state, decks=(d0[2:], d1[3:]), shootout=so, phase=SHOOTOUT)
    view = GAME.view(state, P)
    for seed in range(6):
        dealt = solo.determinize(T, view, random.Random(seed))
        assert GAME.view(dealt, P) == view and dealt.hands[O][1] == SCORE5
        assert sorted(GAME.inventory(dealt)) == sorted(GAME.inventory(state))
        assert dealt.shootout.hands[P] == (d0[1],) and len(dealt.shootout.deck) == 2
