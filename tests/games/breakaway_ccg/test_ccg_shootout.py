"""Breakaway: CCG shootout (Part 2 of breakaway-ccg.md, General Hockey Rules — Shootout).

Each scenario cites the passage it checks; rulings O-S1, O-S2... are in
docs/rulings/breakaway-ccg.md, "Shootout (official rules)". Positions are a real game
(``GAME.new_game``) with the shootout started on it, then chosen cards moved (never copied) to
the places a scenario needs, so the card inventory stays exact throughout.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.decks.random_deck import random_legal_deck
from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import GAME
from tabletop.games.breakaway_ccg import shootout as so
from tabletop.games.breakaway_ccg.shootout import SAVE, SCORE, SHOOT, STOP, TIP, Shootout
from tabletop.games.breakaway_ccg.state import OVER, SHOOTOUT, CcgState, evolve

T = GAME.t
PASSAGE = "Part 2, General Hockey Rules — Shootout"


# ----- helpers --------------------------------------------------------------------------
def every_card(state: CcgState) -> Counter:
    """The game's whole card inventory: every pile of the state plus the shootout (counted here,
    whether or not ``GAME.inventory`` knows the shootout yet)."""
    cards = Counter(state.play)
    cards.update(x for x in state.picks if x is not None)
    for name in ("decks", "hands", "benches", "discards", "scored"):
        for pile in getattr(state, name):
            cards.update(pile)
    cards.update(state.momentum)
    cards.update(state.aside)
    for seat in (0, 1):
        cards.update(state.extras[seat])
    if state.shootout is not None:
        cards.update(so.cards(state.shootout))
    return cards


def started(seed: int = 1) -> CcgState:
    return so.start(T, GAME.new_game(seed), [])


def c(seat: int, card_id: str) -> str:
    """Seat's first copy of ``card_id``."""
    return f"s{seat + 1}:{card_id}"


def position(hands=((), ()), played=(), deck_top=(), discard=(), step=SHOOT, shooter=0, first=0, rnd=1,
             goals=(0, 0), attempts=(), shot_card=None, tipped=False, seed=1, **fields) -> CcgState:
    """A shootout position: the named cards are moved (from the shootout deck, or from a team pile
    for a card the shootout deck does not hold) to the hands, the attempt's cards, the top of the
    deck and the discard; everything else stays where ``start`` put it."""
    state = started(seed)
    named = [*hands[0], *hands[1], *played, *deck_top, *discard]
    assert len(set(named)) == len(named)
    taken = set(named)
    benches = set(state.benches[0]) | set(state.benches[1])
    assert taken <= set(every_card(state)) - benches, taken - set(every_card(state)) | taken & benches
    piles = {}
    for name in ("decks", "hands", "discards"):
        value = getattr(state, name)
        piles[name] = tuple(tuple(x for x in value[s] if x not in taken) for s in (0, 1))
    rest = tuple(x for x in state.shootout.deck if x not in taken)
    shoot = Shootout(deck=tuple(deck_top) + rest, hands=(tuple(hands[0]), tuple(hands[1])), played=tuple(played),
                     discard=tuple(discard), step=step, first=first, round=rnd, shooter=shooter, goals=goals,
                     attempts=attempts, shot_card=shot_card, tipped=tipped)
    new = evolve(state, shootout=shoot, **piles, **fields)
    assert every_card(new) == every_card(state)
    return new


def ok(state: CcgState, seat: int, kind: str, *args) -> tuple[CcgState, list]:
    action = Action(seat, kind, tuple(args))
    verdict = so.validate(T, state, action)
    assert verdict.ok, verdict.message
    assert action in so.legal_actions(T, state, seat)
    events: list = []
    new = so.apply(T, state, action, events)
    assert events and every_card(new) == every_card(state)
    return new, events


def refused(state: CcgState, seat: int, kind: str, *args) -> str:
    action = Action(seat, kind, tuple(args))
    verdict = so.validate(T, state, action)
    assert not verdict.ok and verdict.reason and verdict.rule.startswith("Breakaway: CCG, Official rules")
    assert action not in so.legal_actions(T, state, seat)
    return verdict.code


def texts(events) -> str:
    return " | ".join(e.text for e in events if e.audience is None)


# Cards of the default teams (seat 0 Ridge Runners, seat 1 Harbour Hawks) used below.
SNIPER = c(0, "sniper-7-helmet")          # #7, Shoot, blue
GOAL_H = c(0, "goal-helmet")              # no number, Score, blue
GOAL_S = c(1, "goal-skate")
ROOKIE_0 = c(0, "rookie-0-stick")          # stick: a gold Suit Circle, no shot on the power play
SHUTDOWN_2 = c(0, "shutdown-defender-2-stick")
GRINDER_3 = c(0, "grinder-3-stick")
TWO_WAY_4 = c(0, "two-way-forward-4-stick")
PLAYMAKER_5 = c(0, "playmaker-5-stick")
GOALIE_0 = c(0, "goalie-g-stick")
GOALIE_1 = c(1, "goalie-g-glove")
ENFORCER_S = c(1, "enforcer-1-skate")      # #1, skate
ENFORCER_H = c(1, "enforcer-1-glove")      # #1, glove
TIP_IN = c(0, "tip-in-5-glove")           # #5, Tip and Score, blue


# ----- set-up ---------------------------------------------------------------------------
def test_setup_moves_every_player_and_blue_card_outside_benches_and_score_piles_into_one_deck():
    """Setup: every Player card (#0-8, Goalie) and every blue Ability card is removed and shuffled
    into the shootout deck (O-S1); benches and score piles stay (O-S1), the inventory is exact."""
    state = GAME.new_game(3)
    # A position in play: a card on the play area, one discarded, one in a score pile, two set
    # aside (an overtime's unused cards), one more set aside and on show as the officiating reveal.
    played, thrown, kept = state.hands[0][0], state.hands[1][0], state.decks[0][0]
    aside = tuple(x for x in state.decks[1] if T.player[x])[:3]
    shown = aside[2]
    state = evolve(state, play=(played,),
                   hands=(state.hands[0][1:], state.hands[1][1:]),
                   discards=((), (thrown,)), decks=(state.decks[0][1:], tuple(x for x in state.decks[1]
                                                                             if x not in aside)),
                   scored=((kept,), ()), aside=aside, reveal=(shown,))
    before = every_card(state)
    events: list = []
    after = so.start(T, state, events)
    assert after.phase == SHOOTOUT and after.chance == state.chance + 1 and after.play == ()
    assert every_card(after) == before
    deck = after.shootout.deck
    expected = [x for x in before if so.in_deck(T, x) and x not in state.benches[0] + state.benches[1]
                and x not in (kept, shown)]
    assert sorted(deck) == sorted(expected)
    assert all(T.player[x] or "blue" in T.colors[x] for x in deck)
    assert deck != tuple(sorted(deck))                       # shuffled
    for seat in (0, 1):
        for pile in (after.decks[seat], after.hands[seat], after.discards[seat]):
            assert not any(so.in_deck(T, x) for x in pile)
        assert after.benches[seat] == state.benches[seat]
    assert after.scored == state.scored
    assert set(aside[:2]) <= set(deck) and after.aside == (shown,) and after.reveal == (shown,)
    assert (played in deck) == so.in_deck(T, played)
    assert any(e.chance for e in events)
    assert so.start(T, state, []).shootout == after.shootout          # deterministic


def test_home_ice_chooses_to_shoot_first_or_second():
    """Procedure: Home Ice chooses to shoot first or second; shooter draws 4, defender 3."""
    state = started(1)
    home = state.home
    (decision,) = so.pending(T, state)
    assert decision.seat == home and decision.kind == "shootout-order"
    assert refused(state, 1 - home, "so-order", "first") == "not-your-turn"
    assert refused(state, home, "so-order", "last") == "bad-choice"
    assert refused(state, home, "so-pass") == "wrong-step"
    state, events = ok(state, home, "so-order", "second")
    shoot = state.shootout
    assert shoot.first == shoot.shooter == 1 - home and shoot.round == 1 and shoot.step == SHOOT
    assert len(shoot.hands[1 - home]) == 4 and len(shoot.hands[home]) == 3
    private = [e for e in events if e.audience is not None]
    assert {next(iter(e.audience)) for e in private} == {0, 1}


# ----- step 2: the shooter plays cards toward a shot --------------------------------------
@pytest.mark.parametrize("setup, shooter_card, how", [
    ((), SNIPER, "Shoot action"),                               # printed Shoot
    ((), GOAL_H, "blue ability (On-Net)"),                      # blue grants On-Net (O-S4)
    ((), c(0, "captain-8-helmet"), "Shoot action"),
    ((ROOKIE_0,), c(1, "rookie-0-skate"), "Doubles"),           # Doubles: any one action
    ((SHUTDOWN_2, ROOKIE_0), c(1, "rookie-0-skate"), "Doubles"),  # with the card directly beneath
    ((GRINDER_3, TWO_WAY_4), PLAYMAKER_5, "a Run"),             # Runs: any one action
    ((TWO_WAY_4, PLAYMAKER_5), GRINDER_3, "a Run"),             # a Run in any order
])
def test_shooter_plays_cards_to_attempt_a_shot(setup, shooter_card, how):
    """Procedure: shooter plays cards to attempt a shot (O-S4: where a Shoot may come from).
    The shooter may hold the other team's cards (the deck is shared)."""
    hand = (*setup, shooter_card, GOALIE_0)
    state = position(hands=(hand, (ENFORCER_S, ENFORCER_H, GOALIE_1)))
    for card in setup:
        assert refused(state, 0, "so-shoot", card) == "cannot-shoot"
        state, _ = ok(state, 0, "so-play", card)
    state, events = ok(state, 0, "so-shoot", shooter_card)
    assert how in texts(events)
    assert state.shootout.step == STOP and state.shootout.shot_with == shooter_card


def test_the_shooter_plays_as_on_a_power_play_and_the_defender_does_not():
    """Procedure: "Shooter acts as if on Power Play; Defender acts as if on Penalty Kill" (ruling
    O36): the shooter's card has its Suit Circle color (Rookie 0 Helmet: blue, so On-Net); the
    defender's cards are read without it."""
    rookie_h = c(0, "rookie-0-helmet")
    state = position(hands=((rookie_h, GOALIE_0), (ENFORCER_S, GOALIE_1)))
    assert refused(state, 0, "so-shoot", GOALIE_0) == "cannot-shoot"          # a gold circle gives no shot
    state, events = ok(state, 0, "so-shoot", rookie_h)
    assert "Suit Circle (power play)" in texts(events)
    assert so.how(T, (), rookie_h, so.SHOOTS) == ""                          # not the shooter: no circle
    assert so.how_stop(T, (), rookie_h) == ""


def test_doubles_need_the_card_directly_beneath():
    """Special Card Plays, Doubles: two identical cards played consecutively; 0, 2, 0 is not."""
    state = position(hands=((ROOKIE_0, SHUTDOWN_2, c(1, "rookie-0-skate"), GOALIE_0), (GOALIE_1,)))
    state, _ = ok(state, 0, "so-play", ROOKIE_0)
    state, _ = ok(state, 0, "so-play", SHUTDOWN_2)
    assert refused(state, 0, "so-shoot", c(1, "rookie-0-skate")) == "cannot-shoot"


def test_no_shot_after_playing_all_cards_fails_the_attempt():
    """Procedure: if no shot after playing all cards, the attempt fails."""
    hand = (ROOKIE_0, SHUTDOWN_2, PLAYMAKER_5, TWO_WAY_4)      # 0, 2, 5, 4: no Shoot, no Doubles, no Run
    state = position(hands=(hand, (ENFORCER_S, ENFORCER_H, GOALIE_1)))
    for card in hand:
        assert refused(state, 0, "so-shoot", card) == "cannot-shoot"
        last = state
        state, events = ok(state, 0, "so-play", card)
    assert "played every card without a shot" in texts(events)
    assert last.shootout.attempts == () and state.shootout.attempts == ((0, False),)
    assert state.shootout.shooter == 1 and state.shootout.step == SHOOT       # the other seat's attempt
    assert set(hand) <= set(state.shootout.discard)


def test_shooter_may_give_up_the_attempt():
    """Procedure: a shooter who will not shoot may end the attempt at once (O-S4)."""
    state = position(hands=((SNIPER, ROOKIE_0), (GOALIE_1,)))
    state, events = ok(state, 0, "so-pass")
    assert state.shootout.attempts == ((0, False),) and "gives up" in texts(events)


# ----- step 3: the defender stops the shot or plays the Shot Card ------------------------
def test_defender_stops_with_a_goalie_and_shooter_tips_then_new_shot_card():
    """Procedure steps 3-4: a Goalie card stops the initial shot; the shooter Tips to continue;
    the defender's next card is the new Shot Card (Actions: Tip)."""
    glove = c(1, "grinder-3-glove")
    state = position(hands=((SNIPER, TIP_IN, ROOKIE_0), (GOALIE_1, ENFORCER_S, ENFORCER_H)), deck_top=(glove,))
    state, _ = ok(state, 0, "so-shoot", SNIPER)
    assert refused(state, 1, "so-stop", ENFORCER_S) == "cannot-stop"
    assert refused(state, 0, "so-tip", TIP_IN) == "not-your-turn"
    state, _ = ok(state, 1, "so-stop", GOALIE_1)
    assert state.shootout.step == TIP
    assert refused(state, 0, "so-tip", ROOKIE_0) == "cannot-tip"
    state, events = ok(state, 0, "so-tip", TIP_IN)
    assert "new Shot Card" in texts(events)
    assert state.shootout.step == STOP and state.shootout.tipped
    state, _ = ok(state, 1, "so-shot-card", ENFORCER_H)
    assert state.shootout.shot_card == ENFORCER_H and state.shootout.step == SCORE
    assert Action(0, "so-score", (glove,)) in so.legal_actions(T, state, 0)      # drawn, the new Shot Card's suit


def test_a_tipped_shot_stopped_again_fails():
    """Procedure step 4: if still stopped after the Tip, the attempt fails (one Tip, O-S6)."""
    goalie_b = c(1, "goalie-g-skate")
    state = position(hands=((SNIPER, TIP_IN, c(0, "tip-in-5-helmet")), (GOALIE_1, goalie_b, ENFORCER_S)))
    state, _ = ok(state, 0, "so-shoot", SNIPER)
    state, _ = ok(state, 1, "so-stop", GOALIE_1)
    state, _ = ok(state, 0, "so-tip", TIP_IN)
    state, events = ok(state, 1, "so-stop", goalie_b)
    assert "stopped again" in texts(events) and state.shootout.attempts == ((0, False),)


def test_stopped_shot_without_a_tip_fails_at_once():
    """Procedure step 4: only a Tip continues a stopped shot; without one the attempt fails."""
    state = position(hands=((SNIPER, ROOKIE_0), (GOALIE_1, ENFORCER_S)))
    state, _ = ok(state, 0, "so-shoot", SNIPER)
    state, events = ok(state, 1, "so-stop", GOALIE_1)
    assert "has no Tip" in texts(events) and state.shootout.attempts == ((0, False),)


@pytest.mark.parametrize("stopper", ["deflection-1-stick", "poke-check-2-glove"])
def test_deflect_and_poke_check_stop_the_initial_shot(stopper):
    """Procedure step 3: Deflect, a Goalie card or Poke-Check stops the shot (O-S5). Our cards
    with Deflect and Poke-Check are not in the shootout deck; this one is moved in by hand."""
    stop = c(1, stopper)
    state = position(hands=((SNIPER, ROOKIE_0), (stop, ENFORCER_S)))
    state, _ = ok(state, 0, "so-shoot", SNIPER)
    state, _ = ok(state, 1, "so-stop", stop)
    assert state.shootout.attempts == ((0, False),)         # no Tip in hand: fails at once


def test_block_does_not_stop_a_shootout_shot():
    """Procedure step 3 names Deflect, Goalie and Poke-Check only: Block is not one (O-S5)."""
    block = c(0, "shot-block-glove")
    state = position(hands=((SNIPER, ROOKIE_0), (block, ENFORCER_S)))
    state, _ = ok(state, 0, "so-shoot", SNIPER)
    assert refused(state, 1, "so-stop", block) == "cannot-stop"
    assert Action(1, "so-shot-card", (block,)) in so.legal_actions(T, state, 1)


def test_defender_with_no_cards_faces_the_top_card_as_shot_card():
    """Procedure step 3 with an empty defending hand: the deck's top card is the Shot Card (O-S9)."""
    state = position(hands=((SNIPER, GOAL_H), ()), deck_top=(ENFORCER_S, ROOKIE_0))
    state, events = ok(state, 0, "so-shoot", SNIPER)
    assert state.shootout.shot_card == ENFORCER_S and "top of the shootout deck" in texts(events)
    assert ROOKIE_0 in state.shootout.hands[0]              # step 5's draw came next
    assert state.shootout.step == SCORE


# ----- steps 5 and 6: score and save --------------------------------------------------
def shot_on(shot_card, shooter_hand, defender_hand, deck_top=()):
    """Seat 0 has shot with the Sniper and seat 1 plays ``shot_card`` as the Shot Card."""
    state = position(hands=((SNIPER, *shooter_hand), (shot_card, *defender_hand)), deck_top=deck_top)
    state, _ = ok(state, 0, "so-shoot", SNIPER)
    state, _ = ok(state, 1, "so-shot-card", shot_card)
    return state


def test_shooter_draws_one_and_scores_with_a_card_of_the_shot_cards_suit():
    """Procedure step 5: the shooter draws 1 card and needs Score or the Shot Card's suit; the
    drawn card may be the one (O-S7)."""
    skate_card = c(1, "grinder-3-skate")
    state = shot_on(ENFORCER_S, (ROOKIE_0,), (GOALIE_1,), deck_top=(skate_card, ENFORCER_H))
    assert state.shootout.step == SCORE and skate_card in state.shootout.hands[0]
    assert refused(state, 0, "so-score", ROOKIE_0) == "cannot-score"       # helmet, no Score
    state, events = ok(state, 0, "so-score", skate_card)
    assert "suit (skate)" in texts(events)
    assert state.shootout.step == SAVE and ENFORCER_H in state.shootout.hands[1]   # the defender drew


def test_a_score_action_scores_whatever_the_suit():
    """Procedure step 5: a Score action needs no suit."""
    state = shot_on(ENFORCER_S, (GOAL_H,), (GOALIE_1,), deck_top=(ROOKIE_0, ENFORCER_H))
    state, _ = ok(state, 0, "so-score", GOAL_H)
    assert state.shootout.step == SAVE


def test_no_score_possible_fails_the_attempt_after_the_draw():
    """Procedure step 5: otherwise the attempt fails."""
    state = shot_on(ENFORCER_S, (ROOKIE_0,), (GOALIE_1,), deck_top=(c(0, "grinder-3-stick"),))
    assert state.shootout.attempts == ((0, False),)


def test_defender_draws_one_and_saves_with_save_or_the_shot_cards_suit():
    """Procedure step 6: the defender draws 1 and needs Save or the Shot Card's suit."""
    state = shot_on(ENFORCER_S, (GOAL_H,), (ENFORCER_H, GOALIE_1), deck_top=(ROOKIE_0, c(1, "grinder-3-skate")))
    state, _ = ok(state, 0, "so-score", GOAL_H)
    assert refused(state, 1, "so-save", ENFORCER_H) == "cannot-save"
    saver = c(1, "grinder-3-skate")                          # drawn: the other team's card, skate
    assert Action(1, "so-save", (saver,)) in so.legal_actions(T, state, 1)
    state, events = ok(state, 1, "so-save", GOALIE_1)        # a Goalie's printed Save
    assert "saves" in texts(events) and state.shootout.attempts == ((0, False),)
    assert state.shootout.goals == (0, 0)


def test_defender_without_a_save_concedes_the_goal():
    """Procedure step 6: no Save and no suit, the goal stands (O-S9)."""
    state = shot_on(ENFORCER_S, (GOAL_H,), (ENFORCER_H,), deck_top=(ROOKIE_0, c(0, "grinder-3-stick")))
    state, events = ok(state, 0, "so-score", GOAL_H)
    assert state.shootout.goals == (1, 0) and state.shootout.attempts == ((0, True),)
    assert "scores in the shootout" in texts(events)


def test_defender_may_let_the_goal_stand():
    state = shot_on(ENFORCER_S, (GOAL_H,), (GOALIE_1,), deck_top=(ROOKIE_0, c(0, "grinder-3-stick")))
    state, _ = ok(state, 0, "so-score", GOAL_H)
    state, _ = ok(state, 1, "so-pass")
    assert state.shootout.goals == (1, 0)


# ----- rounds, sudden death and the end ----------------------------------------------------
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
    attempts = ((0, True), (1, False))
    state = at_save((1, 0), attempts, 2, shooter=0)
    state, _ = ok(state, 1, "so-pass")                        # 2-0 after seat 0's second: seat 1 has 2 left
    assert state.phase == SHOOTOUT and state.shootout.goals == (2, 0)


def test_empty_deck_reshuffles_the_discards():
    """O-S10: the shootout deck ran out: its discards are shuffled into a new one."""
    state = started(2)
    shoot = state.shootout
    state = evolve(state, shootout=evolve(shoot, deck=shoot.deck[:2], discard=shoot.deck[2:], step=SHOOT,
                                          first=0, round=1, shooter=0))
    counter = state.chance
    state, events = ok(state, 0, "so-pass")
    assert any(e.kind == "shootout-reshuffle" and e.chance for e in events)
    assert state.chance == counter + 1
    assert len(state.shootout.hands[1]) == 4 and len(state.shootout.hands[0]) == 3


def test_the_reshuffle_draws_on_the_states_chance_counter():
    """O-S10 and the engine's chance rule: a reshuffle is a fresh chance event, so two positions
    that differ only in the counter reshuffle differently."""
    state = started(2)
    shoot = state.shootout
    state = evolve(state, shootout=evolve(shoot, deck=(), discard=shoot.deck, step=SHOOT, first=0, round=1,
                                          shooter=0))
    orders = set()
    for counter in range(state.chance, state.chance + 4):
        after, _ = ok(evolve(state, chance=counter), 0, "so-pass")
        orders.add(after.shootout.hands[1] + after.shootout.hands[0] + after.shootout.deck)
    assert len(orders) == 4


def test_a_shootout_with_no_cards_ends_by_the_coin():
    """O-S11: nothing to shoot with: attempts fail until the round limit, then a coin decides."""
    state = evolve(GAME.new_game(4), phase=SHOOTOUT, shootout=Shootout())
    state, events = ok(state, state.home, "so-order", "first")
    assert state.phase == OVER and len(state.winners) == 1
    assert any(e.kind == "shootout-coin" and e.chance for e in events)
    assert state.shootout.round == so.ROUND_LIMIT


# ----- refusals, views and words --------------------------------------------------------
def test_refusals_name_the_rule_and_check_the_hand_not_the_seat_prefix():
    state = position(hands=((GOAL_S, ROOKIE_0), (GOALIE_1, SNIPER)))
    assert refused(state, 0, "so-play", SNIPER) == "not-in-hand"          # seat 0's card, seat 1's hand
    assert refused(state, 1, "so-play", GOALIE_1) == "not-your-turn"
    assert refused(state, 0, "so-score", GOAL_S) == "wrong-step"
    assert refused(state, 0, "so-order", "first") == "wrong-step"
    assert so.validate(T, state, Action(0, "so-shoot", (GOAL_S,))).ok       # seat 1's card, seat 0's hand
    beginner = GAME.new_game(1)
    assert refused(beginner, 0, "so-pass") == "no-shootout"


def test_view_and_hidden_from_agree_and_hide_the_deck_and_other_hand():
    state = position(hands=((SNIPER, ROOKIE_0), (GOALIE_1, ENFORCER_S)), played=(GOAL_H,))
    shoot = state.shootout
    for seat in (0, 1, None):
        v = so.view(shoot, seat)
        hidden = so.hidden_from(shoot, seat)
        assert set(shoot.deck) <= hidden
        shown = set(v.hand) | set(v.played) | set(v.discard)
        assert not shown & hidden
        assert v.hand == (shoot.hands[seat] if seat is not None else ())
        assert v.hand_sizes == (2, 2) and v.deck_size == len(shoot.deck)
        assert not set(so.cards(shoot)) - hidden - shown            # every card is either seen or hidden
        assert (shoot.hands[1 - seat][0] in hidden) if seat is not None else True


def test_describe_gives_short_button_texts():
    state = position(hands=((SNIPER, ROOKIE_0), (GOALIE_1,)))
    assert so.describe(T, state, Action(0, "so-shoot", (SNIPER,))) == f"Shoot with {T.label[SNIPER]}"
    assert so.describe(T, state, Action(0, "so-pass")) == "Give up the attempt"
    assert so.describe(T, started(1), Action(0, "so-order", ("second",))) == "Shoot second"
    for kind in so.KINDS:
        args = tuple("first" if a == "choice" else SNIPER for a in so.KINDS[kind])
        assert so.describe(T, state, Action(0, kind, args))


# ----- random play --------------------------------------------------------------------------
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
    seeds = range(200) if not decks else range(1000, 1040)
    for seed in seeds:
        playout(seed, decks)


def test_same_seed_and_actions_give_the_same_shootout():
    state, actions, log = playout(7)
    again = begin(7, False)
    log2: list[str] = []
    for action in actions:
        events: list = []
        again = so.apply(T, again, action, events)
        log2.extend(e.text for e in events)
    assert again == state and log2 == log


def test_illegal_actions_leave_the_state_unchanged():
    state = position(hands=((SNIPER, ROOKIE_0), (GOALIE_1, ENFORCER_S)))
    snapshot = evolve(state)
    for action in (Action(1, "so-play", (GOALIE_1,)), Action(0, "so-score", (SNIPER,)),
                   Action(0, "so-shoot", (ROOKIE_0,))):
        assert not so.validate(T, state, action).ok
    assert state == snapshot and state.shootout == snapshot.shootout
