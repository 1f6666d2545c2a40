"""Breakaway: CCG, Part 2 "Solo Play", Shot Resolution: what the opponent shows when a shot is on.

When it owes the Shot Card, half its hand (rounded up) is turned over and the player picks a face-up
card or a face-down one at random; at a score attempt, its own or the player's, the whole hand is
turned over and it answers the player's Score with a Save if it has one (with none the goal stands).
Rulings S10 and S11.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.solo import play as solo
from tabletop.games.breakaway_ccg.state import SAVE, SCORE, SHOT_CARD, USE, evolve, pair
from tests.games.breakaway_ccg.helpers_solo_play import (
    GOAL,
    MINE,
    OPP,
    PLAYER,
    ROOKIE,
    SAVE1,
    SCORE5,
    SHOT4,
    O,
    P,
    choice,
    choosing,
    draw,
    find,
    label,
    pos,
    walk,
)
from tests.games.breakaway_ccg.support import GAME, T, card


def test_the_shot_card_reveals_half_the_hand_and_a_score_attempt_the_whole_hand():
    """S10: the Shot Card after the player's shot is "half"; S11: the answer to the player's Score and
    the opponent's own score attempt are "whole"; nothing otherwise."""
    base = pos(hands=((), (GOAL,)), turn=O, shot=P, stage=SHOT_CARD)
    assert solo.reveal_need(base) == "half"
    assert solo.reveal_need(evolve(base, stage=SAVE)) == "whole"
    assert solo.reveal_need(evolve(base, stage=SCORE)) is None
    assert solo.reveal_need(evolve(base, shot=O, stage=SCORE)) == "whole"
    assert solo.reveal_need(evolve(base, shot=O, stage=SAVE)) is None
    assert solo.reveal_need(evolve(base, shot=O, stage=SHOT_CARD)) is None
    assert solo.reveal_need(evolve(base, shot=None)) is None
    assert solo.reveal_need(evolve(base, turn=P)) is None
    assert solo.reveal_need(evolve(base, phase=USE)) is None


def test_half_the_hand_is_turned_over_before_the_player_chooses_the_shot_card():
    """S10: when the opponent owes the Shot Card, half its hand is turned over before the player chooses."""
    hand = (GOAL, SCORE5, ROOKIE, SAVE1)
    state = pos(hands=((MINE,), hand), turn=O, shot=P, stage=SHOT_CARD, play=(card(0, "sniper-7-stick"),))
    state = evolve(state, solo=replace(state.solo, phase1=True))
    events: list = []
    after = solo._housekeeping(T, state, events)
    assert [e.kind for e in events] == ["solo-reveal"] and len(after.solo.up & set(hand)) == 2


def test_the_shot_card_reveal_turns_over_cards_until_half_the_hand_is_face_up():
    """S10: half the hand, rounded up, counting the cards already face up."""
    hand = (GOAL, SCORE5, ROOKIE, SAVE1, SHOT4)
    state = pos(hands=((), hand), up=(GOAL,), turn=O, shot=P, stage=SHOT_CARD)
    events: list = []
    after = solo._shot_reveal(T, state, events)
    assert len(after.solo.up & set(hand)) == 3 and after.chance == state.chance + 2
    assert events[0].text.startswith("The Shot Card: half the hand: Player 2 turns over ")
    even = pos(hands=((), hand[:4]), turn=O, shot=P, stage=SHOT_CARD)
    assert len(solo._shot_reveal(T, even, []).solo.up & set(hand)) == 2
    enough = pos(hands=((), hand[:4]), up=hand[:2], turn=O, shot=P, stage=SHOT_CARD)
    assert solo._shot_reveal(T, enough, []) is enough


def test_the_opponents_shot_card_reveals_half_its_hand():
    """Shot Resolution: the player's shot: half the opponent's hand (rounded up) is revealed; the player
    chooses a face-up card or a face-down one at random (S10)."""
    found = find(lambda s: choosing(s) and s.stage == SHOT_CARD and s.shot == PLAYER and len(s.hands[OPP]) >= 5)
    for size in (len(found.hands[OPP]), len(found.hands[OPP]) - 1):     # odd and even hands
        hand = found.hands[OPP][:size]
        rest = found.hands[OPP][size:]
        hidden = evolve(found, hands=pair(found.hands, OPP, hand), decks=pair(found.decks, OPP, rest + found.decks[OPP]),
                        extras=pair(found.extras, OPP, tuple(c for c in found.extras[OPP] if c in hand)),
                        solo=evolve(found.solo, up=frozenset(found.benches[OPP]), phase1=True))
        state = solo.settle(T, hidden, [])
        up = [c for c in hand if c in state.solo.up]
        assert len(up) == math.ceil(size / 2)
        legal = GAME.legal_actions(state, PLAYER)
        assert {a for a in legal if a.kind == "solo-play"} == {Action(PLAYER, "solo-play", (c,)) for c in up}
        down = solo.face_down(state)
        assert Action(PLAYER, "solo-down", ("any",)) in legal
        assert not [a for a in legal if a.kind == "solo-down" and a.args[0] != "any"]
        after, events = GAME.apply(state, Action(PLAYER, "solo-down", ("any",)))
        played = next(e.data["card"] for e in events if e.kind == "solo-choice")
        # The pick is the state's generator's, at the state's chance counter.
        from tabletop.engine import chance
        assert played == down[chance.generator(state.seed, state.chance).randrange(len(down))]
        assert after.chance > state.chance


def test_the_shot_card_random_pick_varies_with_the_seed():
    """The random face-down pick is the generator's: different positions, different picks."""
    picks = set()
    for seed in range(40):
        state = walk(seed, lambda s: choosing(s) and s.stage == SHOT_CARD and s.shot == PLAYER
                     and len(solo.face_down(s)) >= 2)
        if state is None:
            continue
        _, events = GAME.apply(state, Action(PLAYER, "solo-down", ("any",)))
        played = next(e.data["card"] for e in events if e.kind == "solo-choice")
        picks.add(solo.face_down(state).index(played))
        if len(picks) > 1:
            return
    pytest.fail("the random pick always took the same place")


def _score_attempt(hand):
    """The opponent's own score attempt: its Shoot from w3, the player's Shot Card on top."""
    return pos(
        hands=((MINE,), hand),
        play=(card(1, "sniper-7-glove"), card(0, "shot-on-goal-4-glove")),
        puck="w3",
        control=O,
        turn=O,
        shot=O,
        stage=SCORE,
        shot_from=O,
    )


def _save_answer(hand):
    """The player's score attempt: the opponent must answer it."""
    return pos(
        hands=((MINE,), hand),
        play=(card(0, "sniper-7-stick"), card(1, "shot-on-goal-4-glove"), card(0, "goal-skate")),
        puck="e3",
        control=P,
        turn=O,
        shot=P,
        stage=SAVE,
    )


def test_the_shot_card_offers_the_face_up_cards_and_one_random_face_down_card():
    """S10: a face-up card, or 'any' (a face-down one the generator picks), never a place."""
    state = evolve(_save_answer((GOAL, SCORE5, ROOKIE)), stage=SHOT_CARD, play=(card(0, "sniper-7-stick"),))
    state = evolve(state, solo=replace(state.solo, up=state.solo.up | {SCORE5}))
    assert solo.choose_options(T, state) == [choice(SCORE5), Action(P, "solo-down", ("any",))]
    assert (
        solo.pending(T, state)[0].prompt
        == "Your shot: choose the opponent's Shot Card (or a face-down card at random)."
    )
    all_up = evolve(state, solo=replace(state.solo, up=state.solo.up | {GOAL, ROOKIE}))
    assert solo.choose_options(T, all_up) == [choice(GOAL), choice(SCORE5), choice(ROOKIE)]


def test_a_random_face_down_card_comes_from_the_generator():
    """S10: 'any' is a face-down card the state's generator picks."""
    state = pos(hands=((MINE,), (GOAL, SCORE5, ROOKIE)), up=(GOAL,), turn=O)
    events: list = []
    picked = [SCORE5, ROOKIE][draw(state, 2)]
    after = solo._play_for_opponent(T, state, Action(P, "solo-down", ("any",)), events)
    assert (
        events[0].text == f"A face-down card picked at random (it must be played): Player 2 turns over "
        f"{T.label[picked]}."
    )
    assert events[1].data == {"card": picked} and picked not in after.hands[O]


def test_a_score_attempt_turns_over_the_whole_hand():
    """S11: the whole hand, the cards already face up left as they are."""
    hand = (GOAL, SCORE5, ROOKIE)
    state = pos(hands=((), hand), up=(SCORE5,), turn=O, shot=P, stage=SAVE)
    events: list = []
    after = solo._shot_reveal(T, state, events)
    assert set(hand) <= after.solo.up and after.chance == state.chance
    assert events[0].text == f"A score attempt: the whole hand: Player 2 turns over {label(GOAL, ROOKIE)}."
    quiet = evolve(state, stage=SCORE)
    assert solo._shot_reveal(T, quiet, []) is quiet


def test_its_score_attempt_offers_only_the_cards_that_can_score():
    """S11: the player chooses among the cards that let it Score, if it has any, else any card."""
    goal2 = card(1, "goal-helmet")
    state = _score_attempt((GOAL, SCORE5, ROOKIE, goal2))
    assert solo._can_score_with(T, state, GOAL) and not solo._can_score_with(T, state, ROOKIE)
    assert solo.choose_options(T, state) == [choice(GOAL), choice(goal2)]
    assert (
        solo.pending(T, state)[0].prompt
        == "The opponent's score attempt: choose its card (one that can Score, if any)."
    )
    none = _score_attempt((SCORE5, ROOKIE))
    assert solo.choose_options(T, none) == [choice(SCORE5), choice(ROOKIE)]


def test_the_answer_to_the_players_score_is_any_card_that_can_save():
    """S11: after the player's Score the whole hand is open; a Save if it has one; with none, it
    concedes without a choice."""
    state = _save_answer((GOAL, SCORE5, ROOKIE, SAVE1))
    assert solo.choose_options(T, state) == [choice(GOAL), choice(SAVE1)]
    assert (
        solo.pending(T, state)[0].prompt
        == "Your score attempt: choose the opponent's answer (a Save if it has one)."
    )
    assert solo.choose_options(T, _save_answer((SCORE5, ROOKIE))) == [Action(O, "concede")]


def test_the_players_score_attempt_reveals_the_whole_hand_and_a_save_must_be_played():
    """Shot Resolution: your score attempt: the whole opponent hand is revealed and it plays a Save if
    it can (S11)."""
    state = find(lambda s: choosing(s) and s.stage == SAVE and s.shot == PLAYER, seeds=range(200))
    assert not solo.face_down(state)
    legal = GAME.legal_actions(state, PLAYER)
    from tabletop.games.breakaway_ccg.official import legality as official
    savers = [c for c in state.hands[OPP] if official.can_save(T, state, c)]
    assert savers, "with one answer only the engine would have played it"
    assert set(legal) == {Action(PLAYER, "solo-play", (c,)) for c in savers}


def test_without_a_save_the_goal_stands_by_itself():
    """Shot Resolution: the opponent answers with a Save when it has one; with none, the goal stands
    without a choice."""
    base = find(lambda s: choosing(s) and s.stage == SAVE and s.shot == PLAYER, seeds=range(200))
    from tabletop.games.breakaway_ccg.official import legality as official
    keep = tuple(c for c in base.hands[OPP] if not official.can_save(T, base, c))
    gone = tuple(c for c in base.hands[OPP] if c not in keep)
    no_save = evolve(base, hands=pair(base.hands, OPP, keep), decks=pair(base.decks, OPP, gone + base.decks[OPP]),
                     extras=pair(base.extras, OPP, tuple(c for c in base.extras[OPP] if c in keep)))
    events: list = []
    after = solo.settle(T, no_save, events)
    assert after.goals[PLAYER] == base.goals[PLAYER] + 1


def test_a_concession_goes_to_the_official_rules():
    """S11: with no Save to choose, the goal stands through the official concession."""
    state = _save_answer((SCORE5, ROOKIE))
    events: list = []
    after = solo._play_for_opponent(T, state, Action(O, "concede"), events)
    assert (
        after.goals[P] == state.goals[P] + 1 and events and not [e for e in events if e.kind == "solo-choice"]
    )
