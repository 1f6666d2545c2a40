"""Breakaway: CCG, Part 1 (Beginner rules) "Gameplay": taking turns, one ability and one action per card,
Move, Body-Check and the colors, the Doubles Rule, one draw at the end of a turn up to eight, and the
Beginner actions as a player names and the game reads them, with the legal list and each refusal in
its exact words (rulings B6-B10)."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError
from tabletop.games.breakaway_ccg import piles
from tabletop.games.breakaway_ccg.beginner import flow
from tabletop.games.breakaway_ccg.beginner import legality as lg
from tabletop.games.breakaway_ccg.state import FACEOFF, PLAY, SAVE, SCORE, SHOT_CARD, USE, evolve
from tabletop.games.breakaway_ccg.tables import BASIC_ACTIONS
from tests.games.breakaway_ccg.helpers_flow import (
    BASE_CARD,
    BODY,
    BODY_B,
    BODY_R,
    CAPTAIN,
    CAPTAIN_0,
    CRASH,
    FILL_H,
    FILL_R,
    GOAL,
    GOAL_0,
    GOAL_B,
    GOAL_H,
    GOAL_R,
    GRINDER,
    PASS_B,
    PASS_H,
    ROOKIE,
    ROOKIE2,
    ROOKIE_0,
    ROOKIE_1,
    ROOKIE_B,
    ROOKIE_H,
    ROOKIE_R,
    SAVE_A,
    SAVE_R,
    SCORE5_B,
    SCORE_H,
    SHOT,
    SHOT_0,
    SHOT_B,
    SHOT_R,
    advance,
    attack,
    own,
    pos,
    pub,
)
from tests.games.breakaway_ccg.support import (
    BEGINNER_BOOK,
    CHECK,
    GAME,
    SAVE0,
    SAVE1,
    SCORE5,
    SNIPER,
    SNIPER1,
    T,
    act,
    arrange,
    beginner_allowed,
    beginner_refusal,
    beginner_use,
    card,
    verdict,
)


def test_a_draw_takes_the_top_cards_and_names_them_to_the_drawer_only():
    """Taking Turns: draws come from the top of the own deck; B17: the opponent sees only how many."""
    state = pos(decks=((ROOKIE, GOAL, SHOT), (ROOKIE_B,)), hands=((BODY,), ()))
    new, events = advance(piles.draw, state, 0, 2)
    assert new.decks == ((SHOT,), (ROOKIE_B,)) and new.hands == ((BODY, ROOKIE, GOAL), ())
    assert events == [
        pub("draw", "Ann draws 2 cards.", {"seat": 0, "count": 2}),
        own(0, "draw-own", "You draw Rookie 0 (helmet), Goal (helmet).", {"seat": 0, "cards": (ROOKIE, GOAL)}, True),
    ]
    # One card, for seat 1: "a card"; a short deck gives what it has.
    new, events = advance(piles.draw, state, 1, 3)
    assert new.decks == ((ROOKIE, GOAL, SHOT), ()) and new.hands == ((BODY,), (ROOKIE_B,))
    assert events == [pub("draw", "Bo draws a card.", {"seat": 1, "count": 1}),
                      own(1, "draw-own", "You draw Rookie 0 (skate).", {"seat": 1, "cards": (ROOKIE_B,)}, True)]
    # An empty deck: nothing happens at all.
    empty = pos(decks=((), (ROOKIE_B,)))
    new, events = advance(piles.draw, empty, 0, 1)
    assert new is empty and events == []


def test_doubles_offer_all_five_basic_actions_else_the_card_its_own():
    """Doubles Rule (B6): on Doubles any of the five basic actions."""
    assert flow.usable_actions(T, pos(play=(SHOT,), doubles=True)) == BASIC_ACTIONS
    assert flow.usable_actions(T, pos(play=(SHOT,), doubles=False)) == frozenset({"shoot"})


def test_playing_a_card_lays_it_and_leaves_its_ability_and_action_to_use():
    """Taking Turns: play one card onto the previous one, then one ability and one action (B6)."""
    state = pos(hands=((ROOKIE, GOAL), ()), play=(GRINDER,), ability_used=True, action_used=True, doubles=True)
    new, events = advance(flow.play_card, state, 0, ROOKIE)
    assert events == [pub("play", "Ann plays Rookie 0 (helmet).", {"seat": 0, "card": ROOKIE, "doubles": False},
                          irreversible=True)]
    assert (new.hands, new.play, new.doubles, new.phase) == (((GOAL,), ()), (GRINDER, ROOKIE), False, USE)
    assert (new.ability_used, new.action_used, new.turn) == (False, False, 0)


def test_the_same_number_on_the_card_below_is_doubles():
    """Doubles Rule: the same number as the card directly beneath (B9: same name without a number)."""
    state = pos(turn=1, hands=((), (ROOKIE_B, GOAL_B)), play=(GRINDER, ROOKIE))
    new, events = advance(flow.play_card, state, 1, ROOKIE_B)
    assert events == [pub("play", "Bo plays Rookie 0 (skate): Doubles!", {"seat": 1, "card": ROOKIE_B,
                                                                          "doubles": True}, irreversible=True)]
    assert new.doubles is True and new.hands == ((), (GOAL_B,))
    # On the second card of the play area.
    new, _ = advance(flow.play_card, evolve(state, play=(ROOKIE,)), 1, ROOKIE_B)
    assert new.doubles is True and new.play == (ROOKIE, ROOKIE_B)
    # The first card on an empty play area has nothing beneath it.
    new, _ = advance(flow.play_card, pos(hands=((ROOKIE, GOAL), ())), 0, ROOKIE)
    assert new.doubles is False and new.play == (ROOKIE,)


def test_a_card_with_nothing_to_offer_ends_the_turn_with_the_draw():
    """Taking Turns (B6): no color and no usable action: the turn ends by itself with one draw."""
    state = pos(hands=((SCORE5, GOAL), ()), decks=((ROOKIE,), ()), play=(GRINDER,))
    new, events = advance(flow.play_card, state, 0, SCORE5)
    assert [e[0] for e in events] == ["play", "draw", "draw-own"]
    assert (new.turn, new.phase, new.hands) == (1, PLAY, ((GOAL, ROOKIE), ()))


def test_a_turn_stays_open_while_the_card_still_offers_a_save_a_color_or_an_action():
    """Taking Turns (B6-B8, B11-B13): what the card just played still offers besides ending the turn."""
    has = flow.has_options
    # A Save owed comes first, whatever else.
    assert has(T, pos(turn=1, play=(SCORE5_B,), stage=SAVE, ability_used=True)) is True
    # An unused color.
    assert has(T, pos(play=(ROOKIE,), action_used=True)) is True
    assert has(T, pos(play=(ROOKIE,), action_used=True, ability_used=True)) is False
    assert has(T, pos(play=(SCORE5,), action_used=True)) is False
    # Move needs control.
    assert has(T, pos(play=(ROOKIE,), ability_used=True, control=0)) is True
    assert has(T, pos(play=(ROOKIE,), ability_used=True, control=1)) is False
    assert has(T, pos(play=(ROOKIE,), ability_used=True, control=None)) is False
    # Shoot needs control in the seat's own shooting areas (B2, B11).
    assert has(T, pos(play=(SHOT,), ability_used=True, puck="e4")) is True
    assert has(T, pos(play=(SHOT,), ability_used=True, puck="w4")) is False
    assert has(T, pos(play=(SHOT,), ability_used=True, puck="e4", control=1)) is False
    assert has(T, pos(turn=1, play=(SHOT_B,), ability_used=True, puck="w4", control=1)) is True
    assert has(T, pos(turn=1, play=(SHOT_B,), ability_used=True, puck="e4", control=1)) is False
    # Score only on the shooter's scoring turn.
    assert has(T, pos(play=(SCORE5,), stage=SCORE, shot=0, control=1)) is True
    assert has(T, pos(play=(SCORE5,), stage=SCORE, shot=1, control=1)) is False
    assert has(T, pos(play=(SCORE5,), control=1)) is False
    # Body-Check only without control (B8).
    assert has(T, pos(play=(BODY,), ability_used=True, control=1)) is True
    assert has(T, pos(play=(BODY,), ability_used=True, control=0)) is False
    # Doubles: all five actions; an unused action with control and a move in them.
    assert has(T, pos(play=(CRASH,), ability_used=True, doubles=True, control=0, puck="c9")) is True
    assert has(T, pos(play=(CRASH,), ability_used=True, doubles=False, control=0, puck="c9")) is False


def test_the_turn_ends_with_one_draw_below_eight_cards():
    """Taking Turns: one draw, unless the hand already holds eight (B10)."""
    seven = (ROOKIE, ROOKIE2, GOAL, SCORE5, SHOT, CAPTAIN, BODY)
    state = pos(hands=(seven, ()), decks=((SAVE_A, CRASH), ()), phase=USE, ability_used=True, action_used=True,
                doubles=True)
    new, events = advance(flow.end_turn, state)
    assert new.hands == (seven + (SAVE_A,), ()) and new.decks == ((CRASH,), ())
    assert [e[:3] for e in events] == [("draw", "Ann draws a card.", {"seat": 0, "count": 1}),
                                       ("draw-own", "You draw Save (helmet).", {"seat": 0, "cards": (SAVE_A,)})]
    assert (new.turn, new.phase, new.ability_used, new.action_used, new.doubles) == (1, PLAY, False, False, False)
    # Eight: no draw, and the table is told why.
    full = evolve(state, hands=(seven + (GRINDER,), ()))
    new, events = advance(flow.end_turn, full)
    assert new.hands == full.hands and new.decks == full.decks
    assert events == [pub("hand-full", "Ann's hand is full (8 cards): no draw.", {"seat": 0})]
    # Eight and an empty deck: nothing to say.
    new, events = advance(flow.end_turn, evolve(full, decks=((), (ROOKIE_B,))))
    assert events == [] and new.turn == 1
    # Seat 1's turn passes to seat 0.
    new, events = advance(flow.end_turn, pos(turn=1, hands=((), (ROOKIE_B,)), decks=((), (GOAL_B,))))
    assert new.turn == 0 and new.hands == ((), (ROOKIE_B, GOAL_B)) and events[0][1] == "Bo draws a card."


def test_an_ability_moves_the_puck_without_touching_control():
    """Taking Turns: every color moves the puck one adjacent area (B7: control does not change)."""
    state = pos(phase=USE, play=(GOAL,), puck="e4", control=1, stage=SCORE, shot=0)
    new, events = advance(flow.ability, state, "blue", "e3")
    assert events == [pub("ability", "Ann uses the blue ability: the puck moves from east end, low slot (4) to east "
                                     "end, high slot (3).", {"seat": 0, "color": "blue", "from": "e4", "to": "e3"})]
    assert (new.puck, new.ability_used, new.control, new.phase, new.stage, new.shot) == ("e3", True, 1, USE, SCORE, 0)
    # Nothing more to do: the turn ends.
    ended = evolve(state, action_used=True, turn=1, stage=None, decks=((), (ROOKIE_B,)))
    new, events = advance(flow.ability, ended, "blue", "e3")
    assert new.turn == 0 and events[0][1].startswith("Bo uses the blue ability")
    assert [e[0] for e in events] == ["ability", "draw", "draw-own"] and new.hands == ((), (ROOKIE_B,))


def test_move_takes_control_and_on_the_shot_card_ends_the_shot():
    """Taking Turns: Move; Control: a Move gives control; B12: another action instead of Score ends the shot."""
    state = pos(phase=USE, play=(ROOKIE,), puck="c9", control=1)
    new, events = advance(flow.move, state, "ne9")
    assert events == [pub("move", "Ann moves the puck from center ice (9) to neutral zone by the east blue line "
                                  "(9).", {"seat": 0, "from": "c9", "to": "ne9"})]
    assert (new.puck, new.control, new.action_used, new.phase, new.turn) == ("ne9", 0, True, USE, 0)
    state = pos(phase=USE, play=(SHOT, PASS_B, ROOKIE), puck="e4", control=1, shot=0, stage=SCORE,
                doubles=True, ability_used=True, decks=((SAVE_A,), ()))
    new, events = advance(flow.move, state, "e3")
    assert [e[0] for e in events][2:] == ["draw", "draw-own"]
    assert [e[:3] for e in events][:2] == [
        ("no-score", "Ann moves the puck instead of scoring: the shot is over and Ann keeps the puck.", {"seat": 0}),
        ("move", "Ann moves the puck from east end, low slot (4) to east end, high slot (3).",
         {"seat": 0, "from": "e4", "to": "e3"})]
    assert (new.shot, new.stage, new.control, new.puck, new.turn) == (None, None, 0, "e3", 1)


def test_a_body_check_takes_the_puck_where_it_is():
    """Taking Turns: Body-Check takes control at once (Control); on the Shot Card it ends the shot (B12)."""
    state = pos(turn=1, phase=USE, play=(BODY_B,), puck="w4", control=0)
    new, events = advance(flow.body_check, state)
    assert events == [pub("body-check", "Bo body-checks and takes the puck in west end, low slot (4).",
                          {"seat": 1, "area": "w4"})]
    assert (new.control, new.action_used, new.puck, new.turn, new.phase) == (1, True, "w4", 1, USE)
    state = pos(turn=1, phase=USE, play=(BODY_B,), puck="w4", control=0, shot=1, stage=SCORE, ability_used=True,
                decks=((), (GOAL_B,)))
    new, events = advance(flow.body_check, state)
    assert [e[0] for e in events][2:] == ["draw", "draw-own"]
    assert [e[1] for e in events][:2] == [
        "Bo body-checks instead of scoring: the shot is over and Bo keeps the puck.",
        "Bo body-checks and takes the puck in west end, low slot (4)."]
    assert (new.shot, new.stage, new.control, new.turn) == (None, None, 1, 0)


def test_every_beginner_move_a_player_names_is_read_as_named():
    """Taking Turns (B6): switch, keep, faceoff, play, concede, then ability, move and the actions."""
    for kind, args in (("switch", (ROOKIE_0, CAPTAIN_0)), ("keep", ()), ("faceoff", (ROOKIE_0,)), ("play", (ROOKIE_0,)), ("concede", ()),
                       ("ability", ("red", "e3")), ("move", ("e3",)), ("shoot", ()), ("score", ()), ("save", ()),
                       ("body-check", ()), ("end", ()), ("tip", ()), ("home-ice", ("me",)), ("so-order", ("first",)),
                       ("special", ("dig-it-out",)), ("solo-down", ("any",)), ("solo-down", ("40",)),
                       ("play", ("s2:goal-helmet~998",)), ("play", (ROOKIE_1,))):
        action = Action(0, kind, args)
        assert GAME.parse_action(action) is action


def test_another_modes_action_is_refused_with_the_beginner_turn_cited():
    """Taking Turns: Beginner mode has only the Part 1 actions; others are refused, citing that section."""
    verdict = GAME.validate(GAME.new_game(1), Action(0, "home-ice", ("me",)))
    assert (verdict.ok, verdict.code) == (False, "not-in-mode")
    assert verdict.reason == "'home-ice' is not an action of the Beginner rules."
    assert verdict.rule == "Breakaway: CCG, Beginner rules — Taking Turns"
    # Official mode: the Beginner kinds are its own too.
    state = GAME.new_game(1, {"mode": "official"})
    assert GAME.validate(state, Action(0, "solo-down", ("any",))).code == "not-in-mode"


def test_each_beginner_action_has_its_words():
    """Taking Turns, Scoring a Goal: what each action is called at each stage."""
    say = GAME.describe_action
    state = arrange(hands=((ROOKIE_0, GOAL_0), (ROOKIE_1,)), play=(SHOT_0,))
    assert say(state, Action(0, "play", (ROOKIE_0,))) == "Play Rookie 0 (helmet)"
    assert say(evolve(state, stage=SAVE), Action(0, "play", (ROOKIE_0,))) == "Save with Rookie 0 (helmet)"
    assert say(evolve(state, stage=SHOT_CARD), Action(0, "play", (ROOKIE_0,))) == "Face the shot with Rookie 0 (helmet)"
    assert say(evolve(state, phase=USE, stage=SAVE), Action(0, "play", (ROOKIE_0,))) == "Play Rookie 0 (helmet)"
    assert say(evolve(state, phase=USE, stage=SHOT_CARD), Action(0, "play", (ROOKIE_0,))) == "Play Rookie 0 (helmet)"
    assert say(state, Action(0, "faceoff", (ROOKIE_0,))) == "Face off with Rookie 0 (helmet)"
    assert say(state, Action(0, "switch", (ROOKIE_0, CAPTAIN_0))) == "Bench Rookie 0 (helmet), take Captain 8 (helmet)"
    assert say(state, Action(0, "keep")) == "Done with the bench"
    assert say(state, Action(0, "ability", ("red", "e3"))) == "Red ability: puck to east end, high slot (3)"
    assert say(state, Action(0, "move", ("e3",))) == "Move the puck to east end, high slot (3)"
    assert say(state, Action(0, "concede")) == "Let the goal stand"
    assert say(state, Action(0, "end")) == "End your turn"
    scoring = evolve(state, phase=USE, stage=SCORE, shot=0, turn=0)
    assert say(scoring, Action(0, "end")) == "End your turn without scoring"
    for kind, words in (("shoot", "Shoot"), ("score", "Try to score"), ("save", "Save"),
                        ("body-check", "Body-check"), ("tip", "Tip it (a new Shot Card is owed)"),
                        ("so-pass", "so-pass")):
        assert say(state, Action(0, kind)) == words


def test_doubles_allow_any_basic_action():
    # The Rookie prints only Move; on another #0 it may shoot.
    """Part 1, "Doubles Rule": Doubles allow any basic action (ruling B6)."""
    state = arrange(hands=((ROOKIE_R,) + FILL_R, (PASS_H,) + FILL_H), play=(ROOKIE_H,), puck="e3", control=0)
    state = act(state, 0, "play", ROOKIE_R)
    assert state.doubles
    assert Action(0, "shoot") in GAME.legal_actions(state, 0)
    state = act(state, 0, "shoot")
    assert state.stage == SHOT_CARD


def test_doubles_without_numbers_need_the_same_name():
    """Part 1, "Doubles Rule": cards without numbers need the same name (ruling B9)."""
    state = arrange(hands=((GOAL_R,) + FILL_R, FILL_H), play=(GOAL_H,), puck="c9", control=1)
    state = act(state, 0, "play", GOAL_R)
    assert state.doubles and Action(0, "body-check") in GAME.legal_actions(state, 0)
    other = arrange(hands=((SAVE_R,) + FILL_R, FILL_H), play=(GOAL_H,), puck="c9", control=1)
    other = act(other, 0, "play", SAVE_R)
    assert not other.doubles


def test_without_doubles_only_the_printed_action():
    """Part 1, "Doubles Rule": without Doubles only the printed action (ruling B6)."""
    state = act(attack("e3", hand0=(ROOKIE_R, GOAL_R)), 0, "play", ROOKIE_R)
    assert not state.doubles
    kinds = {a.kind for a in GAME.legal_actions(state, 0)}
    assert kinds == {"ability", "move", "end"}


def test_move_needs_control_and_goes_one_area_along_an_arrow():
    """Part 1, "Taking Turns" and "Control": Move (ruling B8)."""
    state = act(attack("c9", hand0=(ROOKIE_R, GOAL_R), control=1), 0, "play", ROOKIE_R)
    assert verdict(state, 0, "move", "ne9").code == "no-control"
    state = act(attack("c9", hand0=(ROOKIE_R, GOAL_R)), 0, "play", ROOKIE_R)
    v = verdict(state, 0, "move", "e3")
    assert v.code == "not-adjacent" and "Taking Turns" in v.rule
    state = act(state, 0, "move", "ne9")
    assert state.puck == "ne9" and state.control == 0 and state.action_used


def test_a_color_moves_the_puck_one_area_whoever_controls_it_and_keeps_control_unchanged():
    """Part 1, "Taking Turns": every color moves the puck one adjacent area (ruling B7)."""
    state = arrange(hands=((BODY_R,) + FILL_R, FILL_H), play=(BASE_CARD,), puck="c9", control=1)
    state = act(state, 0, "play", BODY_R)                  # brown
    assert verdict(state, 0, "ability", "brown", "e8").code == "not-adjacent"
    assert verdict(state, 0, "ability", "blue", "ne9").code == "no-such-color"
    state = act(state, 0, "ability", "brown", "ne9")
    assert state.puck == "ne9" and state.control == 1
    assert verdict(state, 0, "ability", "brown", "e8").code == "one-ability"


def test_one_action_per_card():
    """Part 1, "Taking Turns": one card, one ability and one action of it, then the turn ends (ruling B6)."""
    state = act(attack("c9", hand0=(ROOKIE_R, GOAL_R)), 0, "play", ROOKIE_R)
    state = act(state, 0, "move", "ne9")
    assert verdict(state, 0, "move", "e8").code == "one-action"


def test_body_check_takes_the_puck_where_it_is():
    """Part 1, "Taking Turns" and "Control": Body-Check (ruling B8)."""
    state = arrange(hands=((BODY_R,) + FILL_R, FILL_H), play=(BASE_CARD,), puck="w4", control=1)
    state = act(state, 0, "play", BODY_R)
    state = act(state, 0, "body-check")
    assert state.control == 0 and state.puck == "w4"


def test_body_check_is_refused_when_you_already_have_the_puck():
    """Part 1, "Taking Turns" and "Control": Body-Check (ruling B8)."""
    state = arrange(hands=((BODY_R,) + FILL_R, FILL_H), play=(BASE_CARD,), puck="w4", control=0)
    state = act(state, 0, "play", BODY_R)
    assert verdict(state, 0, "body-check").code == "already-control"


def test_the_turn_ends_by_itself_when_the_card_offers_nothing_more():
    """Part 1, "Taking Turns": one card, one ability and one action of it, then the turn ends (ruling B6)."""
    plain = SCORE_H                                        # Score only, no color
    state = arrange(hands=(FILL_R, (plain,) + FILL_H), play=(BASE_CARD,), puck="c9", control=0, turn=1)
    state = act(state, 1, "play", plain)
    assert state.turn == 0 and state.phase == PLAY


def test_the_turn_ends_with_one_draw():
    """Part 1, "Taking Turns": the draw at the end of a turn, up to eight cards (ruling B10)."""
    state = act(attack("c9", hand0=(ROOKIE_R, GOAL_R)), 0, "play", ROOKIE_R)
    before = (len(state.hands[0]), len(state.decks[0]))
    state = act(state, 0, "end")
    assert (len(state.hands[0]), len(state.decks[0])) == (before[0] + 1, before[1] - 1)


def test_no_draw_with_eight_cards_in_hand():
    """Part 1, "Taking Turns": the draw at the end of a turn, up to eight cards (ruling B10)."""
    extra = tuple(card(0, c) for c in ("save-skate", "save-stick", "save-glove", "goal-skate"))
    state = arrange(hands=((ROOKIE_R,) + FILL_R + extra, FILL_H), play=(BASE_CARD,))
    assert len(state.hands[0]) == 9
    state = act(state, 0, "play", ROOKIE_R)
    deck = len(state.decks[0])
    state = act(state, 0, "end")
    assert len(state.hands[0]) == 8 and len(state.decks[0]) == deck


def test_seven_cards_draw_up_to_eight():
    """Part 1, "Taking Turns": the draw at the end of a turn, up to eight cards (ruling B10)."""
    extra = tuple(card(0, c) for c in ("save-skate", "save-stick", "save-glove"))
    state = arrange(hands=((ROOKIE_R,) + FILL_R + extra, FILL_H), play=(BASE_CARD,))
    state = act(act(state, 0, "play", ROOKIE_R), 0, "end")
    assert len(state.hands[0]) == 8


def test_only_the_player_on_turn_plays_and_only_from_hand():
    """Part 1, "Taking Turns": one card, one ability and one action of it, then the turn ends (ruling B6)."""
    state = attack("c9")
    v = verdict(state, 1, "play", PASS_H)
    assert v.code == "not-your-turn" and "Taking Turns" in v.rule
    assert verdict(state, 0, "play", card(0, "save-stick")).code == "not-in-hand"
    assert verdict(state, 0, "move", "ne9").code == "play-first"
    state = act(state, 0, "play", ROOKIE_R if ROOKIE_R in state.hands[0] else FILL_R[0])
    assert verdict(state, 0, "play", GOAL_R).code == "card-played"


def test_illegal_actions_change_nothing():
    """Part 1, "Taking Turns": one card, one ability and one action of it, then the turn ends (ruling B6)."""
    state = attack("c9")
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, Action(1, "play", (PASS_H,)))
    assert caught.value.verdict.code == "not-your-turn"


def test_the_number_of_legal_moves_follows_the_card_the_puck_and_the_bench():
    # Body-Check (brown) at center ice, the opponent holding the puck: 2 ability moves, body-check, end.
    """Part 1, "Setup" and "Taking Turns": the moves listed in fixed positions (rulings B4, B6-B8)."""
    state = act(arrange(hands=((BODY_R,) + FILL_R, FILL_H), play=(BASE_CARD,), puck="c9", control=1), 0, "play", BODY_R)
    assert len(GAME.legal_actions(state, 0)) == 4 and GAME.legal_actions(state, 1) == []
    # Shot on Goal (red, Shoot) in the low slot with the puck: 5 ability moves, shoot, end.
    state = act(attack("e4"), 0, "play", SHOT_R)
    assert len(GAME.legal_actions(state, 0)) == 7
    # Rookie on a #0 (Doubles) in the high slot with the puck: 5 pink moves, 5 Moves, shoot, end.
    state = arrange(hands=((ROOKIE_R,) + FILL_R, FILL_H), play=(ROOKIE_H,), puck="e3", control=0)
    state = act(state, 0, "play", ROOKIE_R)
    assert len(GAME.legal_actions(state, 0)) == 12
    # Before a face-off: each hand Player card against each bench card it may replace, plus keep.
    state = arrange(hands=((ROOKIE_R,) + FILL_R, FILL_H), phase=FACEOFF, ready=(False, False), control=None)
    # Runners' bench: Sniper, Playmaker, Enforcer, Goalie, Captain. The hand's Breakout Pass is no
    # Player card; its Captain may only replace the Captain; Rookie, Grinder and Two-Way Forward
    # may replace any of the five.
    assert len(GAME.legal_actions(state, 0)) == 3 * 5 + 1 + 1


def test_refusals_cite_the_beginner_rules():
    """Part 1, each refusal cites the Beginner section it comes from."""
    state = GAME.new_game(8)
    for action in GAME.action_space(state):
        verdict = GAME.validate(state, action)
        if not verdict.ok:
            assert verdict.rule.startswith("Breakaway: CCG, Beginner rules — ")


def test_a_use_decision_always_offers_more_than_ending_the_turn():
    """The turn ends by itself when the card has nothing left, so no click is ever forced."""
    for seed in range(40):
        rng = random.Random(seed)
        state = GAME.new_game(seed)
        while GAME.pending(state):
            seat = GAME.pending(state)[0].seat
            legal = GAME.legal_actions(state, seat)
            if state.phase == "use":
                assert [a for a in legal if a.kind != "end"], f"only 'end' offered (seed {seed})"
            state, _ = GAME.apply(state, legal[rng.randrange(len(legal))])


def test_playing_a_card():
    """Taking Turns: the seat on turn plays one card from hand; the other waits."""
    state = arrange(hands=((SNIPER, ROOKIE), (SAVE1,)), turn=0)
    assert lg.legal_actions(T, state, 0) == [Action(0, "play", (SNIPER,)), Action(0, "play", (ROOKIE,))]
    assert lg.legal_actions(T, state, 1) == []
    assert beginner_allowed(state, 0, "play", SNIPER)
    assert beginner_refusal(state, 1, "play", SAVE1) == ("not-your-turn", "It is Player 1's turn.", BEGINNER_BOOK + "Taking Turns")
    assert beginner_refusal(state, 0, "play", SAVE1) == ("not-in-hand", "Save (skate) is not in your hand.",
                                                BEGINNER_BOOK + "Taking Turns")
    assert beginner_refusal(state, 0, "concede") == ("no-score-attempt", "There is no score attempt to answer.",
                                            BEGINNER_BOOK + "Scoring a Goal")
    assert beginner_refusal(state, 0, "end") == (
        "play-first", "Play a card first: abilities and actions come from the card you play.", BEGINNER_BOOK + "Taking Turns")
    in_use = beginner_use(SNIPER)
    for kind, args in (("play", (ROOKIE,)), ("concede", ())):
        assert beginner_refusal(in_use, 0, kind, *args) == (
            "card-played", "You have already played your card this turn: use it, or end your turn.",
            BEGINNER_BOOK + "Taking Turns")


def test_abilities_one_per_turn_in_a_color_of_the_card():
    """Taking Turns (B6): one ability of the card played, of one of its colors, to an adjacent area."""
    state = beginner_use(SNIPER, puck="e3")
    assert beginner_allowed(state, 0, "ability", "blue", "e4")
    assert beginner_refusal(state, 0, "ability", "red", "e4") == (
        "no-such-color", "Sniper 7 (stick) has no red color, so it gives no red ability.", BEGINNER_BOOK + "Taking Turns")
    code, reason, rule = beginner_refusal(state, 0, "ability", "blue", "c9")
    assert code == "not-adjacent" and rule == BEGINNER_BOOK + "Taking Turns"
    reach = ", ".join(T.area_name[a] for a in ("e8", "e0", "e1", "e2", "e4"))
    assert reason == f"The puck moves one area along an arrow: from {T.area_name['e3']} it can reach {reach}."
    assert ", " in reason and T.area_name["e4"] in reason
    used = evolve(state, ability_used=True)
    assert beginner_refusal(used, 0, "ability", "blue", "e4") == (
        "one-ability", "You have already used an ability of this card: one per turn.", BEGINNER_BOOK + "Taking Turns")


def test_the_use_list_for_the_puck_carrier():
    """Taking Turns, Control, Scoring a Goal: with the puck, a Move along each arrow and a Shot from
    areas 1-6 of the other end, the card's ability to each adjacent area, and ending the turn."""
    arrows = T.arrows["e3"]
    state = beginner_use(CAPTAIN, puck="e3")
    expected = ([Action(0, "ability", ("purple", a)) for a in arrows] + [Action(0, "move", (a,)) for a in arrows]
                + [Action(0, "shoot"), Action(0, "end")])
    assert lg._use_actions(T, state, 0) == expected
    assert lg.legal_actions(T, state, 0) == expected and lg.legal_actions(T, state, 1) == []
    outside = beginner_use(CAPTAIN, puck="c9")
    assert Action(0, "shoot") not in lg.legal_actions(T, outside, 0)
    assert beginner_refusal(outside, 0, "shoot") == (
        "shoot-outside", (f"Shots are taken only from areas 1-6 of Player 2's end; the puck is in "
                         f"{T.area_name['c9']}."), BEGINNER_BOOK + "Scoring a Goal")
    assert beginner_allowed(state, 0, "shoot") and beginner_allowed(state, 0, "move", arrows[0]) and beginner_allowed(state, 0, "end")
    theirs = beginner_use(SNIPER1, seat=1, puck="c9")
    assert beginner_refusal(theirs, 1, "shoot") == (
        "shoot-outside", f"Shots are taken only from areas 1-6 of Player 1's end; the puck is in {T.area_name['c9']}.",
        BEGINNER_BOOK + "Scoring a Goal")
    done = evolve(state, ability_used=True, action_used=True)
    assert lg.legal_actions(T, done, 0) == [Action(0, "end")]
    assert beginner_refusal(done, 0, "move", arrows[0]) == (
        "one-action", "You have already used this card's action: one per turn.", BEGINNER_BOOK + "Taking Turns")
    assert beginner_refusal(state, 0, "move", "c9")[0] == "not-adjacent"


def test_without_the_puck():
    """Control: without the puck a card's Move and Shoot are not available; a Body-Check takes it."""
    state = beginner_use(CAPTAIN, puck="e3", control=1)
    assert [a.kind for a in lg.legal_actions(T, state, 0)] == ["ability"] * len(T.arrows["e3"]) + ["end"]
    assert beginner_refusal(state, 0, "move", T.arrows["e3"][0]) == (
        "no-control", "You must control the puck to move it.", BEGINNER_BOOK + "Control")
    assert beginner_refusal(state, 0, "shoot") == ("no-control-shot", "You must control the puck to shoot.",
                                          BEGINNER_BOOK + "Scoring a Goal")
    check = beginner_use(CHECK, control=1)
    assert Action(0, "body-check") in lg.legal_actions(T, check, 0) and beginner_allowed(check, 0, "body-check")
    mine = beginner_use(CHECK, control=0)
    assert Action(0, "body-check") not in lg.legal_actions(T, mine, 0)
    assert beginner_refusal(mine, 0, "body-check") == ("already-control", "You already control the puck.", BEGINNER_BOOK + "Control")


def test_an_action_the_card_lacks_unless_doubles():
    """Doubles Rule (B6): a card offers its own actions; on Doubles it offers any basic action."""
    state = beginner_use(SNIPER)
    assert beginner_refusal(state, 0, "move", "e4") == (
        "no-such-action", ("Sniper 7 (stick) has no Move action, and it is not Doubles (which would allow any basic "
                          "action)."), BEGINNER_BOOK + "Doubles Rule")
    assert beginner_refusal(state, 0, "body-check")[1].startswith("Sniper 7 (stick) has no Body-Check action")
    assert beginner_refusal(state, 0, "score")[1].startswith("Sniper 7 (stick) has no Score action")
    doubles = evolve(state, doubles=True)
    assert beginner_allowed(doubles, 0, "move", "e4")
    kinds = [a.kind for a in lg.legal_actions(T, doubles, 0)]
    assert "move" in kinds and "shoot" in kinds and "body-check" not in kinds and "score" not in kinds


@pytest.mark.parametrize("top", [SNIPER, ROOKIE, GOAL, CAPTAIN, CHECK, SCORE5, SAVE0])
@pytest.mark.parametrize("fields", [{}, {"control": 1}, {"ability_used": True}, {"action_used": True},
                                    {"doubles": True}, {"stage": SCORE, "shot": 0}, {"puck": "c9"}])
def test_every_listed_move_is_allowed_and_every_other_refused(top, fields):
    """Every action the use list offers is allowed and every other one of the same kinds refused."""
    state = beginner_use(top, **fields)
    legal = set(lg.legal_actions(T, state, 0))
    colors = ("black", "blue", "brown", "pink", "purple", "red")
    arrows = T.arrows[state.puck]
    candidates = ([Action(0, "ability", (c, a)) for c in colors for a in arrows + ("c9",)]
                  + [Action(0, "move", (a,)) for a in arrows + ("c9",)]
                  + [Action(0, k) for k in ("shoot", "score", "save", "body-check", "end")])
    for action in candidates:
        assert lg.validate(T, state, action).ok == (action in legal), action
    assert lg.legal_actions(T, state, 1) == []
