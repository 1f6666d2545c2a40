"""Breakaway: CCG, Part 2 "Shootout", steps 5 and 6: the score try, the save, and the draws they need.

The shooter draws one card and scores with a Score action or a card of the Shot Card's suit; the
defender draws one and saves with a Save action or a card of that suit, or lets the goal stand. When
the shootout deck runs out its discards are shuffled into a new one. Rulings O-S7, O-S9, O-S10.
"""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import shootout as so
from tabletop.games.breakaway_ccg.shootout import SAVE, SCORE, SHOOT, STOP
from tabletop.games.breakaway_ccg.state import evolve
from tests.games.breakaway_ccg.helpers_shootout import (
    CAPTAIN,
    CRASH,
    DECK8,
    ENF_G,
    ENF_S,
    ENFORCER_H,
    ENFORCER_S,
    FAST,
    GOAL_H,
    GOALIE_1,
    GOALIE_G,
    GOALIE_K,
    GRINDER_3,
    POWER_PLAY,
    ROOKIE_0,
    ROOKIE_H,
    ROOKIE_S,
    SIXTH,
    SNIPER,
    SNIPER_S,
    TIP_IN,
    at,
    attempt,
    c,
    draw,
    full,
    miss,
    ok,
    position,
    refused,
    run,
    started,
    texts,
)
from tests.games.breakaway_ccg.support import T


def test_score_and_save_by_action_or_by_the_shot_cards_suit():
    """Procedure steps 5-6 (O-S7): a Score (Save) action, or a suit shared with the Shot Card; a card
    with all four suits shares each; no Shot Card, no suit; the shooter has his circle, the defender not."""
    shot = at(SCORE, played=(SNIPER, ENF_S), shot_card=ENF_S).shootout
    assert so.how_score(T, shot, GOAL_H) == "its Score action"
    assert so.how_score(T, shot, GRINDER_3) == ""
    assert so.how_score(T, shot, "s2:grinder-3-skate") == "the Shot Card's suit (skate)"
    assert so.how_score(T, shot, POWER_PLAY) == "its purple ability (any one action)"
    assert so.how_score(T, shot, ROOKIE_H) == "its blue ability from its Suit Circle (power play) (Score)"
    assert so.how_save(T, shot, ROOKIE_H) == ""
    assert so.how_save(T, shot, GOALIE_G) == "its Save action"
    assert so.how_save(T, shot, "s2:grinder-3-skate") == "the Shot Card's suit (skate)"
    assert so.how_save(T, shot, GRINDER_3) == ""
    everything = at(SCORE, shot_card=POWER_PLAY).shootout
    assert so.how_score(T, everything, GRINDER_3) == "the Shot Card's suit (stick)"
    assert so.how_save(T, everything, ENF_G) == "the Shot Card's suit (glove)"
    assert so._suit(T, everything, "s2:embellishment-2-all") == "helmet"    # the Shot Card's first suit
    none = at(SCORE, shot_card=None).shootout
    assert so._suit(T, none, GRINDER_3) == ""
    assert so.how_score(T, none, GRINDER_3) == "" and so.how_save(T, none, GRINDER_3) == ""
    assert so.how_score(T, none, GOAL_H) == "its Score action"


def test_no_shared_suit_is_an_empty_answer():
    """O-S7: a card of another suit than the Shot Card's has no suit to score or save with."""
    shoot = at(SCORE, shot_card=ENF_S).shootout
    assert so._suit(T, shoot, GRINDER_3) == ""
    assert so._suit(T, shoot, "s2:grinder-3-skate") == "skate"


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
    """Procedure step 6: the defender may decline to save, and the goal stands (O-S7)."""
    state = shot_on(ENFORCER_S, (GOAL_H,), (GOALIE_1,), deck_top=(ROOKIE_0, c(0, "grinder-3-stick")))
    state, _ = ok(state, 0, "so-score", GOAL_H)
    state, _ = ok(state, 1, "so-pass")
    assert state.shootout.goals == (1, 0)


def test_score_try_draws_one_card_for_the_defender_then_a_save():
    """Procedure steps 5-6 (O-S7): the defender draws exactly one and may save."""
    state = at(SCORE, hands=((GOAL_H,), (CRASH, GOALIE_G)), played=(SNIPER, ENF_S), shot_card=ENF_S,
               deck=(GRINDER_3,) + DECK8, shooter=0, first=0)
    state, events = run(state, 0, "so-score", GOAL_H)
    assert full(events) == [
        ("shootout-score-try", ("Player 1 tries to score with Goal (helmet) (its Score action)! Player 2 draws a card "
         "to try to save."), {"seat": 0, "card": GOAL_H}, None, False, True), *draw(1, (GRINDER_3,))]
    shoot = state.shootout
    assert shoot.step == SAVE and shoot.hands == ((), (CRASH, GOALIE_G, GRINDER_3)) and shoot.deck == DECK8
    state, events = run(state, 1, "so-save", GOALIE_G)
    assert full(events)[0] == ("shootout-save", "Player 2 saves with Goalie (glove) (its Save action)!",
                               {"seat": 1, "card": GOALIE_G}, None, False, True)
    assert full(events)[1] == attempt(1, 1)
    assert state.shootout.attempts == ((0, False),) and state.shootout.goals == (0, 0)
    assert state.shootout.discard == (SNIPER, ENF_S, GOAL_H, GOALIE_G, CRASH, GRINDER_3)


def test_a_save_by_the_shot_cards_suit_says_so():
    """Procedure step 6 (O-S7): a save with a card of the Shot Card's suit says so."""
    state = at(SAVE, hands=((), ("s2:grinder-3-skate",)), played=(SNIPER, ENF_S, GOAL_H), shot_card=ENF_S,
               deck=DECK8)
    state, events = run(state, 1, "so-save", "s2:grinder-3-skate")
    assert events[0].text == "Player 2 saves with Grinder 3 (skate) (the Shot Card's suit (skate))!"


def test_a_score_by_suit_says_so_and_a_defender_without_a_save_concedes():
    """Procedure step 6 (O-S9): a defender with no Save and no suit concedes the goal."""
    state = at(SCORE, hands=(("s2:grinder-3-skate",), (ROOKIE_S,)), played=(SNIPER, ENF_S), shot_card=ENF_S,
               deck=(ENF_G, GRINDER_3, CAPTAIN, FAST, CRASH, SIXTH, TIP_IN, GOALIE_K), shooter=0, first=0)
    state, events = run(state, 0, "so-score", "s2:grinder-3-skate")
    assert events[0].text == ("Player 1 tries to score with Grinder 3 (skate) (the Shot Card's suit (skate))! Player 2 "
                              "draws a card to try to save.")
    assert full(events)[3:5] == [
        ("shootout-no-save", "Player 2 has no card that can save.", {"seat": 1}, None, False, False),
        ("shootout-goal", "Player 1 scores in the shootout! (Player 1 1, Player 2 0)", {"seat": 0, "goals": (1, 0)},
         None, False, False)]
    assert state.shootout.goals == (1, 0) and state.shootout.attempts == ((0, True),)


def test_letting_the_goal_stand_and_declining_to_score():
    """O-S7: the defender may let the goal stand; the shooter may decline to score."""
    state = at(SAVE, hands=((), (GOALIE_G,)), played=(SNIPER_S, ENF_S, GOAL_H), shot_card=ENF_S, deck=DECK8,
               shooter=1, first=0, attempts=((0, False),))
    state, events = run(state, 0, "so-pass")
    assert full(events)[:2] == [
        ("shootout-no-save", "Player 1 lets the goal stand.", {"seat": 0}, None, False, False),
        ("shootout-goal", "Player 2 scores in the shootout! (Player 1 0, Player 2 1)", {"seat": 1, "goals": (0, 1)},
         None, False, False)]
    assert state.shootout.goals == (0, 1) and state.shootout.round == 2 and state.shootout.shooter == 0
    score = at(SCORE, hands=((GOAL_H,), ()), played=(SNIPER, ENF_S), shot_card=ENF_S, deck=DECK8)
    score, events = run(score, 0, "so-pass")
    assert full(events)[0] == miss(0, "Player 1 does not score")


def test_no_card_that_can_score_fails_after_the_draw():
    """Procedure step 5: no Score and no suit, the attempt fails."""
    state = at(STOP, hands=((ROOKIE_S,), (ENF_S,)), played=(SNIPER,), deck=(GRINDER_3,) + DECK8)
    state, events = run(state, 1, "so-shot-card", ENF_S)
    assert full(events)[3] == miss(0, "Player 1 has no card that can score")


def test_seat_two_tries_to_score_and_seat_one_draws():
    """Procedure step 6 with seat 2 shooting: seat 1 defends and draws the card."""
    state = at(SCORE, hands=((GOALIE_K,), (GOAL_H,)), played=(SNIPER_S, ENF_S), shot_card=ENF_S, shooter=1, first=1,
               deck=(GRINDER_3,) + DECK8)
    state, events = run(state, 1, "so-score", GOAL_H)
    assert full(events) == [
        ("shootout-score-try", ("Player 2 tries to score with Goal (helmet) (its Score action)! Player 1 draws a card "
         "to try to save."), {"seat": 1, "card": GOAL_H}, None, False, True), *draw(0, (GRINDER_3,))]
    assert state.shootout.hands == ((GOALIE_K, GRINDER_3), ()) and state.shootout.step == SAVE


def test_a_short_deck_is_refilled_from_the_discards_and_the_draw_goes_on():
    """O-S10: the discards are shuffled (a chance event, counted) into a new deck."""
    pile = (GOAL_H, ROOKIE_S, TIP_IN, CAPTAIN, FAST, CRASH, GOALIE_G, ENF_S)
    state = at(SHOOT, deck=(SNIPER,), discard=pile, chance=7)
    events: list = []
    after = so._draw(T, state, 0, 3, events)
    new = chance.shuffled(1, 7, pile)
    drawn = (SNIPER,) + new[:2]
    assert full(events) == [("shootout-reshuffle", ("The shootout deck is empty: its 8 discards are shuffled into a new "
                             "one."), {"cards": 8}, None, True, True), *draw(0, drawn)]
    assert after.chance == 8 and after.shootout.hands[0] == drawn and after.shootout.deck == new[2:]
    assert after.shootout.discard == ()


def test_an_exact_deck_needs_no_reshuffle_and_one_card_reads_a_card():
    """O-S10: a deck that holds just enough cards is drawn without a reshuffle; one card reads 'a card'."""
    state = at(SHOOT, deck=(SNIPER, GOAL_H), discard=(ROOKIE_S,), hands=((ENF_S,), ()), chance=7)
    events: list = []
    after = so._draw(T, state, 0, 2, events)
    assert full(events) == draw(0, (SNIPER, GOAL_H)) and after.chance == 7
    assert after.shootout.hands == ((ENF_S, SNIPER, GOAL_H), ()) and after.shootout.discard == (ROOKIE_S,)
    events = []
    after = so._draw(T, state, 1, 1, events)
    assert events[0].text == "Player 2 draws a card from the shootout deck." and after.shootout.hands[1] == (SNIPER,)
    assert after.shootout.deck == (GOAL_H,)


def test_nothing_to_draw_nothing_said():
    """O-S10: with the deck and discards both empty, a draw takes nothing and says nothing."""
    state = at(SHOOT, deck=(), discard=(), chance=7)
    events: list = []
    after = so._draw(T, state, 0, 4, events)
    assert events == [] and after.chance == 7 and after.shootout.hands == ((), ())


def test_a_reshuffle_that_still_falls_short_draws_what_there_is():
    """O-S10: after the reshuffle there may still be fewer cards than owed: the draw takes what there is."""
    state = at(SHOOT, deck=(), discard=(GOAL_H,), chance=2)
    events: list = []
    after = so._draw(T, state, 1, 3, events)
    assert [e.kind for e in events] == ["shootout-reshuffle", "shootout-draw", "shootout-draw-own"]
    assert events[0].text == "The shootout deck is empty: its 1 discards are shuffled into a new one."
    assert events[1].text == "Player 2 draws a card from the shootout deck."
    assert after.shootout.hands == ((), (GOAL_H,)) and after.shootout.deck == () and after.chance == 3


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
