"""Breakaway: CCG, Part 2 "Shootout": rounds, sudden death and the end of the game.

Three rounds, ended early once one side cannot catch up; tied after three rounds each, one round at
a time with the same order; after thirty tied rounds a coin decides. Each attempt's cards go to the
shootout discard; the winner's deciding goal counts in the game score. Whole random shootouts end
with every card kept. Rulings O-S3, O-S8, O-S11, O-S12.
"""

from __future__ import annotations

import random

import pytest

from tabletop.decks.random_deck import random_legal_deck
from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import GAME
from tabletop.games.breakaway_ccg import shootout as so
from tabletop.games.breakaway_ccg.shootout import DONE, SAVE, Shootout
from tabletop.games.breakaway_ccg.state import OVER, SHOOTOUT, CcgState, evolve
from tests.games.breakaway_ccg.helpers_shootout import (
    DECK8,
    ENF_S,
    ENFORCER_S,
    GOAL_H,
    GOALIE_1,
    GOALIE_G,
    P1,
    P2,
    ROOKIE_S,
    SNIPER,
    TIP_IN,
    at,
    attempt,
    every_card,
    full,
    ok,
    position,
    refused,
    run,
    texts,
)
from tests.games.breakaway_ccg.support import T


def at_save(goals, attempts, rnd, shooter, first=0, seed=1):
    """Seat ``shooter`` has tried to score; the defender holds a Goalie and may save or not."""
    defender = 1 - shooter
    hands = [(), ()]
    hands[defender] = (GOALIE_1,)
    return position(hands=(hands[0], hands[1]), played=(SNIPER, ENFORCER_S, GOAL_H), step=SAVE, shooter=shooter,
                    first=first, rnd=rnd, goals=goals, attempts=attempts, shot_card=ENFORCER_S, seed=seed)


def test_three_rounds_then_sudden_death():
    """Procedure: three rounds; tied after 3 rounds each, one round at a time."""
    attempts = ((0, True), (1, True), (0, False), (1, False), (0, False))
    state = at_save((1, 1), attempts, 3, shooter=1)
    state, events = ok(state, 0, "so-save", GOALIE_1)
    assert state.phase == SHOOTOUT and state.shootout.round == 4 and state.shootout.shooter == 0
    assert "sudden death" in texts(events)


def test_sudden_death_first_shooter_scores_second_misses():
    """Procedure: sudden death: a goal the other seat does not answer in the round wins."""
    attempts = ((0, False), (1, False)) * 3
    state = at_save((0, 0), attempts, 4, shooter=0)
    state, _ = ok(state, 1, "so-pass")                        # seat 0 scores: seat 1 still shoots
    assert state.phase == SHOOTOUT and state.shootout.shooter == 1 and state.shootout.goals == (1, 0)
    goals_before = state.goals
    state, events = ok(state, 1, "so-pass")                   # seat 1 gives up
    assert state.phase == OVER and state.winners == (0,)
    assert state.goals == (goals_before[0] + 1, goals_before[1])      # the deciding goal (O-S12)
    (over,) = [e for e in events if e.kind == "game-over"]
    assert state.names[0] in over.text and "1-0" in over.text
    assert refused(state, 1, "so-pass") == "game-over"


def test_ends_early_when_one_side_cannot_catch_up():
    """Procedure with O-S3: 2-0 after two rounds each, the third round cannot change the winner."""
    attempts = ((0, True), (1, False), (0, True))
    state = at_save((2, 0), attempts, 2, shooter=1)
    state, _ = ok(state, 0, "so-save", GOALIE_1)
    assert state.phase == OVER and state.winners == (0,)


def test_not_decided_while_the_other_side_can_still_tie():
    """Procedure with O-S3: 2-0 after the first shooter's second attempt, the other side still has two
    attempts left and could tie: play goes on."""
    attempts = ((0, True), (1, False))
    state = at_save((1, 0), attempts, 2, shooter=0)
    state, _ = ok(state, 1, "so-pass")                        # 2-0 after seat 0's second: seat 1 has 2 left
    assert state.phase == SHOOTOUT and state.shootout.goals == (2, 0)


def end_after(shooter, scored, goals, attempts, rnd, first=0, **fields):
    """Ends the current attempt (seat ``shooter``) with ``scored``, the deck full enough to go on."""
    state = at(SAVE, played=(SNIPER,), shooter=shooter, first=first, rnd=rnd, goals=goals, attempts=attempts,
               deck=DECK8, **fields)
    events: list = []
    return so._end_attempt(T, state, scored, events), events


def test_a_one_goal_lead_after_two_rounds_each_is_not_yet_decided():
    """O-S3: 1-0 with one attempt each left: the trailing side can still tie."""
    state, events = end_after(1, False, (1, 0), ((0, True), (1, False), (0, False)), 2)
    assert state.phase == SHOOTOUT and state.shootout.round == 3 and state.shootout.shooter == 0
    assert full(events)[0] == attempt(3, 0)


def test_a_two_goal_lead_after_two_rounds_each_decides_it():
    """O-S3: 2-0 with one attempt each left: over at once; O-S12: the winner's deciding goal."""
    state, events = end_after(1, False, (2, 0), ((0, True), (1, False), (0, True)), 2)
    assert state.phase == OVER and state.winners == (0,) and state.goals == (1, 0)
    assert state.shootout.step == DONE
    assert full(events) == [("game-over", "Player 1 wins the shootout 2-0 and the game 1-0.",
                             {"winners": (0,), "goals": (1, 0), "shootout": (2, 0)}, None, False, False)]


def test_the_first_shooter_can_be_out_of_reach_before_the_second_shoots():
    """O-S3: 2-0 after three attempts to two, the second seat has one left: not enough."""
    state, _ = end_after(0, True, (1, 0), ((0, True), (1, False), (0, False), (1, False)), 3)
    assert state.phase == OVER and state.winners == (0,)
    state, _ = end_after(0, False, (1, 0), ((0, True), (1, False), (0, False), (1, False)), 3)
    assert state.phase == SHOOTOUT and state.shootout.shooter == 1


def test_the_second_seat_wins_and_the_game_score_counts_its_goal():
    """O-S12 for seat 2: its score goes up by one, and the text names it first."""
    state = at(SAVE, played=(SNIPER,), shooter=1, first=0, rnd=3, goals=(0, 1),
               attempts=((0, False), (1, True), (0, False), (1, False), (0, False)), deck=DECK8)
    state = evolve(state, goals=(2, 2))
    events: list = []
    after = so._end_attempt(T, state, True, events)
    assert after.phase == OVER and after.winners == (1,) and after.goals == (2, 3)
    assert full(events)[-1] == ("game-over", "Player 2 wins the shootout 2-0 and the game 3-2.",
                                {"winners": (1,), "goals": (2, 3), "shootout": (0, 2)}, None, False, False)


def test_the_second_seat_can_be_out_of_reach_mid_round():
    """O-S3 from the other side: seat 2 shoots first and leads 2-0 after three attempts to two."""
    state, _ = end_after(1, True, (0, 1), ((1, True), (0, False), (1, False), (0, False)), 3, first=1)
    assert state.phase == OVER and state.winners == (1,)


def test_three_tied_rounds_lead_to_sudden_death_with_the_same_order():
    """Procedure: tied after three rounds each, one round at a time; O-S3: the order holds."""
    attempts = ((1, False), (0, False), (1, False), (0, False), (1, False))
    state, events = end_after(0, False, (0, 0), attempts, 3, first=1)
    assert state.phase == SHOOTOUT and state.shootout.round == 4 and state.shootout.shooter == 1
    assert full(events)[0] == attempt(4, 1, sudden=True)
    state, events = end_after(0, False, (0, 0), attempts[:3], 2, first=1)
    assert full(events)[0] == attempt(3, 1)                       # round 3 is not sudden death


def test_sudden_death_a_goal_unanswered_in_the_round_wins():
    """Procedure, sudden death: a goal each goes on; one goal more after the round wins."""
    six = ((0, False), (1, False)) * 3
    state, _ = end_after(0, True, (0, 0), six, 4)
    assert state.phase == SHOOTOUT and state.shootout.shooter == 1 and state.shootout.round == 4
    state, _ = end_after(1, True, (1, 0), six + ((0, True),), 4)
    assert state.phase == SHOOTOUT and state.shootout.round == 5 and state.shootout.shooter == 0
    state, _ = end_after(1, False, (1, 0), six + ((0, True),), 4)
    assert state.phase == OVER and state.winners == (0,)


def test_round_twenty_nine_tied_goes_on_to_thirty():
    """O-S11: the coin only after thirty rounds."""
    attempts = ((0, False), (1, False)) * 28 + ((0, False),)
    state, events = end_after(1, False, (0, 0), attempts, 29)
    assert state.phase == SHOOTOUT and state.shootout.round == 30
    assert full(events)[0] == attempt(30, 0, sudden=True)


@pytest.mark.parametrize("home, counter, toss, winner", [(0, 0, "heads", 0), (1, 0, "heads", 1), (0, 3, "tails", 1),
                                                          (1, 3, "tails", 0)])
def test_thirty_tied_rounds_a_coin_decides(home, counter, toss, winner):
    """O-S11: heads for Home Ice; the coin is a chance event on the state's counter; O-S12."""
    assert chance.coin(1, counter) == toss
    attempts = ((0, False), (1, False)) * 29 + ((0, False),)
    state, events = end_after(1, False, (0, 0), attempts, 30, home=home, chance=counter)
    name = (P1, P2)[winner]
    goals = (1, 0) if winner == 0 else (0, 1)
    assert full(events) == [
        ("shootout-coin", f"Still tied after 30 shootout rounds: the coin comes up {toss}, for {name}.",
         {"coin": toss, "winner": winner}, None, True, True),
        ("game-over", f"{name} wins the shootout 0-0 and the game 1-0.",
         {"winners": (winner,), "goals": goals, "shootout": (0, 0)}, None, False, False)]
    assert state.chance == counter + 1 and state.phase == OVER and state.winners == (winner,)


def test_a_shootout_with_no_cards_ends_by_the_coin():
    """O-S11: nothing to shoot with: attempts fail until the round limit, then a coin decides."""
    state = evolve(GAME.new_game(4), phase=SHOOTOUT, shootout=Shootout())
    state, events = ok(state, state.home, "so-order", "first")
    assert state.phase == OVER and len(state.winners) == 1
    assert any(e.kind == "shootout-coin" and e.chance for e in events)
    assert state.shootout.round == so.ROUND_LIMIT


def test_end_of_attempt_empties_hands_and_records_the_attempt():
    """O-S8: every card of the attempt goes to the shootout discard, nothing is kept."""
    state = at(SAVE, hands=((GOAL_H,), (GOALIE_G,)), played=(SNIPER, ENF_S), discard=(ROOKIE_S,), shot_card=ENF_S,
               shot_with=SNIPER, tipped=True, shooter=0, first=0, deck=())
    events: list = []
    after = so._end_attempt(T, state, True, events)
    shoot = after.shootout
    assert shoot.attempts[0] == (0, True) and shoot.goals == (1, 0)
    assert shoot.tipped is False and shoot.shot_card is None and shoot.shot_with is None


def test_the_end_of_attempt_discard_order_before_the_next_draw():
    """O-S8: the discard pile gets the old discard, the played cards, then hand 1 and hand 2."""
    state = at(SAVE, hands=((GOAL_H,), (GOALIE_G,)), played=(SNIPER, ENF_S), discard=(ROOKIE_S,), shot_card=ENF_S,
               shot_with=SNIPER, tipped=True, shooter=0, first=0, deck=DECK8)
    after = so._end_attempt(T, state, False, [])
    shoot = after.shootout
    assert shoot.discard == (ROOKIE_S, SNIPER, ENF_S, GOAL_H, GOALIE_G)
    assert shoot.hands == (DECK8[4:7], DECK8[:4]) and shoot.played == ()
    assert (shoot.tipped, shoot.shot_card, shoot.shot_with) == (False, None, None)


def test_the_decided_shootout_keeps_its_tally_and_no_attempt_under_way():
    """O-S8 and O-S12: at the end every card of the last attempt is in the discard; the shootout keeps
    its goals and attempts, with nothing left played, held, shot or tipped."""
    attempts = ((0, True), (1, False), (0, True))
    state = at(SAVE, hands=((GOALIE_G,), (GOAL_H,)), played=(SNIPER, ENF_S, TIP_IN), shot_with=SNIPER,
               shot_card=ENF_S, tipped=True, shooter=1, first=0, rnd=2, goals=(2, 0), attempts=attempts,
               discard=(ROOKIE_S,), deck=DECK8)
    state, _ = run(state, 0, "so-save", GOALIE_G)
    assert state.phase == OVER
    assert state.shootout == Shootout(deck=DECK8, hands=((), ()), played=(), discard=(
        ROOKIE_S, SNIPER, ENF_S, TIP_IN, GOALIE_G, GOAL_H), step=DONE, first=0, round=2, shooter=1, goals=(2, 0),
        attempts=attempts + ((1, False),), shot_with=None, shot_card=None, tipped=False)


def shootout_cards(state: CcgState) -> list[str]:
    shoot = state.shootout
    return sorted(set(so.cards(shoot)) | set(state.benches[0]) | set(state.hands[0]))


def some_illegal(state: CcgState, rng: random.Random, legal: set[Action]) -> list[Action]:
    """A sample of well-formed actions of every kind and seat, most of them illegal."""
    pool = shootout_cards(state)
    out = []
    for _ in range(12):
        kind = rng.choice(list(so.KINDS))
        args = tuple(rng.choice(("first", "second", "third")) if a == "choice" else rng.choice(pool)
                     for a in so.KINDS[kind])
        action = Action(rng.randrange(2), kind, args)
        if action not in legal:
            out.append(action)
    return out


def begin(seed: int, decks: bool) -> CcgState:
    """A game played a little in Beginner mode (so piles, play area and score piles hold cards),
    then the shootout started on it."""
    rng = random.Random(seed)
    if decks:
        chosen = [random_legal_deck("breakaway-ccg", rng, "beginner") for _ in (0, 1)]
        state = GAME.new_game(seed, decks=chosen)
    else:
        state = GAME.new_game(seed)
    for _ in range(rng.randrange(60)):
        if state.phase == OVER:
            break
        seat = rng.choice([d.seat for d in GAME.pending(state)])
        state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
    return so.start(T, evolve(state, phase="play", winners=None), [])


def playout(seed: int, decks: bool = False) -> tuple[CcgState, list[Action], list[str]]:
    rng = random.Random(seed * 7919)
    state = begin(seed, decks)
    start = every_card(state)
    actions: list[Action] = []
    log: list[str] = []
    while state.phase == SHOOTOUT:
        assert len(actions) < 2000, "the shootout does not end"
        seat = so.actor(state)
        (decision,) = so.pending(T, state)
        assert decision.seat == seat
        assert so.legal_actions(T, state, 1 - seat) == []
        legal = so.legal_actions(T, state, seat)
        assert legal and len(set(legal)) == len(legal)
        for action in legal:
            assert so.validate(T, state, action).ok, (action, so.validate(T, state, action))
            assert so.describe(T, state, action)
        for action in some_illegal(state, rng, set(legal)):
            verdict = so.validate(T, state, action)
            assert not verdict.ok and verdict.code and verdict.reason and verdict.rule, action
        before = state
        action = rng.choice(legal)
        events: list = []
        state = so.apply(T, state, action, events)
        assert before.shootout is not state.shootout and events
        assert every_card(state) == start
        actions.append(action)
        log.extend(e.text for e in events)
    assert state.phase == OVER and len(state.winners) == 1
    winner = state.winners[0]
    assert state.shootout.goals[winner] > state.shootout.goals[1 - winner] or any(
        e.startswith("Still tied after") for e in log)
    assert so.pending(T, state) == () and so.legal_actions(T, state, 0) == so.legal_actions(T, state, 1) == []
    return state, actions, log


@pytest.mark.parametrize("decks", [False, True])
def test_random_shootouts_end_with_cards_conserved_and_legal_lists_that_validate(decks):
    """Procedure, whole shootouts at random (from the starter teams and from random Beginner decks): each
    ends with one winner, no card is lost or doubled, every listed action validates and the others do not."""
    seeds = range(200) if not decks else range(1000, 1040)
    for seed in seeds:
        playout(seed, decks)


def test_same_seed_and_actions_give_the_same_shootout():
    """Procedure: a shootout replayed from the same start with the same actions gives the same state and log."""
    state, actions, log = playout(7)
    again = begin(7, False)
    log2: list[str] = []
    for action in actions:
        events: list = []
        again = so.apply(T, again, action, events)
        log2.extend(e.text for e in events)
    assert again == state and log2 == log
