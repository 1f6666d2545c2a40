"""Breakaway: CCG, Part 1 (Beginner Rules): the introductory mode as one unit.

Covers Part 1's Setup (a bench of five, up to two switches with it before each face-off), Face-off
(each side picks a card in secret, then both are shown), Taking Turns (one card, then one ability and
one action of it, and the turn ends) and Scoring a Goal (the opponent owes the Shot Card, the shooter
may then score on it, and the defender gets one chance to Save): what the game waits for, the words it
asks with, and the actions it lists. Rulings B6 and B11-B13 (every played card gets its ability and
action; a Save is used like any other action).
"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.games.breakaway_ccg import beginner
from tabletop.games.breakaway_ccg.state import FACEOFF, OVER, PLAY, SAVE, SCORE, SHOT_CARD, USE
from tests.games.breakaway_ccg.support import GAME, T, act, arrange, card

SHOT_R = card(0, "shot-on-goal-4-helmet")
GOAL_R = card(0, "goal-helmet")
ROOKIE_R = card(0, "rookie-0-helmet")
SAVE_H = card(1, "save-skate")
PASS_H = card(1, "breakout-pass-2-helmet")


def _at(puck="e3", **fields):
    return arrange(hands=((SHOT_R, GOAL_R), (SAVE_H, PASS_H)), puck=puck, **fields)


@pytest.mark.parametrize("fields, decision", [
    ({"phase": PLAY, "turn": 1}, Decision(1, "play", "Play a card onto the play area.")),
    ({"phase": PLAY, "turn": 1, "stage": SHOT_CARD, "shot": 0},
     Decision(1, "shot-card", "Play the Shot Card: your next card faces the shot.")),
    ({"phase": PLAY, "turn": 0, "stage": SCORE, "shot": 0},
     Decision(0, "play", "Play a card on the Shot Card: with Score you try to score.")),
    ({"phase": PLAY, "turn": 1, "stage": SAVE, "shot": 0},
     Decision(1, "save-chance", "A score attempt! Play a card that can Save, or let the goal stand.")),
    ({"phase": USE, "turn": 1, "stage": SAVE, "shot": 0},
     Decision(1, "use", "Use the Save (the card's ability first, if you like).")),
    ({"phase": USE, "turn": 0, "stage": SHOT_CARD, "shot": 0, "action_used": True},
     Decision(0, "use", "Shot taken: use the card's ability, or end your turn.", optional=True)),
    ({"phase": USE, "turn": 0, "stage": SAVE, "shot": 0, "action_used": True},
     Decision(0, "use", "Score attempt made: use the card's ability, or end your turn.", optional=True)),
    ({"phase": USE, "turn": 1, "stage": SHOT_CARD, "shot": 0, "action_used": True},
     Decision(1, "use", "Use the card: one ability, one action, or end your turn.", optional=True)),
    ({"phase": USE, "turn": 0, "stage": SCORE, "shot": 0, "action_used": True},
     Decision(0, "use", "Use the card: one ability, one action, or end your turn.", optional=True)),
    ({"phase": USE, "turn": 0, "stage": SHOT_CARD, "shot": 0},
     Decision(0, "use", "Use the card: one ability, one action, or end your turn.", optional=True)),
    ({"phase": USE, "turn": 1},
     Decision(1, "use", "Use the card: one ability, one action, or end your turn.", optional=True)),
])
def test_what_the_game_waits_for_in_play(fields, decision):
    """Taking Turns and Scoring a Goal: whose move it is, what kind of move, the words the player
    is asked with, and whether ending the turn is a choice (B6, B11-B13)."""
    assert GAME.pending(_at(**fields)) == (decision,)
    assert beginner.pending(T, _at(**fields)) == (decision,)


def test_before_a_face_off_each_side_switches_then_chooses_face_down():
    """Setup and Face-off: both sides may switch with the bench (optional), then each chooses a
    card face down (a secret choice)."""
    bench = Decision(0, "bench", "Before the face-off: switch up to two cards with your bench, or keep your "
                                 "cards.", optional=True)
    state = _at(phase=FACEOFF, ready=(False, False))
    assert GAME.pending(state) == (bench, Decision(1, "bench", bench.prompt, optional=True))
    pick = Decision(1, "faceoff", "Face-off: choose a card, face down.", secret=True)
    state = _at(phase=FACEOFF, ready=(False, True))
    assert GAME.pending(state) == (bench, pick)
    state = _at(phase=FACEOFF, ready=(True, True), picks=(SHOT_R, None))
    assert GAME.pending(state) == (pick,)
    assert GAME.pending(_at(phase=OVER)) == ()


def test_the_beginner_mode_names_its_rules_and_adds_no_words_of_its_own():
    """Part 1: the Beginner mode cites Taking Turns, lists its action kinds, and leaves the words of a
    play to the shared engine."""
    assert beginner.RULES_NAME == "Beginner rules"
    assert beginner.RULES_CITATION == "Breakaway: CCG, Beginner rules — Taking Turns"
    state = _at(phase=PLAY, turn=0)
    assert beginner.describe(T, state, Action(0, "play", (SHOT_R,))) is None
    assert beginner.ACTION_KINDS == {"switch", "keep", "faceoff", "play", "concede", "ability", "move", "shoot",
                                     "score", "save", "body-check", "end"}


def test_the_action_space_lists_the_near_misses_around_the_legal_moves():
    """Every legal action is in the action space, and so are the tempting wrong ones a player
    could try: the top card of the bench, of the discard pile and of the deck, one's own cards
    among the top three of the play area, a switch the wrong way round, every area for each
    ability of the card on top, an ability it lacks, an area the puck cannot reach. Each action
    is listed once."""
    top = card(0, "sniper-7-helmet")                  # blue, Shoot
    under = card(0, "grinder-3-helmet")               # yellow: not the top card's color
    play = (card(1, "enforcer-1-skate"), under, card(1, "rookie-0-skate"), top)
    state = arrange(hands=((SHOT_R, GOAL_R), (SAVE_H, PASS_H)), play=play, puck="nw9", phase=USE, turn=0,
                    control=0, decks=((ROOKIE_R, card(0, "body-check-3-helmet")), None))
    listed = list(GAME.action_space(state))
    space = set(listed)
    assert len(listed) == len(space)
    for seat in (0, 1):
        assert set(GAME.legal_actions(state, seat)) <= space
        for kind in beginner.NO_ARGS:
            assert Action(seat, kind) in space
        bench, hand = state.benches[seat], state.hands[seat]
        assert Action(seat, "play", (bench[0],)) in space and Action(seat, "faceoff", (bench[0],)) in space
        assert Action(seat, "play", (bench[1],)) not in space
        assert Action(seat, "play", (state.decks[seat][0],)) in space
        assert Action(seat, "play", (state.decks[seat][1],)) not in space
        assert {Action(seat, "switch", (out, back)) for out in hand for back in bench} <= space
        assert Action(seat, "switch", (bench[0], hand[0])) in space
        assert {Action(seat, "ability", (color, area)) for color in T.colors[top] for area in T.areas} <= space
        assert Action(seat, "ability", ("yellow", "e3")) not in space
        for area in (*T.arrows["nw9"], "nw9", T.areas[0], T.areas[-1]):
            assert Action(seat, "move", (area,)) in space and Action(seat, "ability", ("purple", area)) in space
        assert Action(seat, "move", ("e3",)) not in space
    discards = state.discards[0]
    assert Action(0, "play", (discards[-1],)) in space and Action(0, "play", (discards[-2],)) not in space
    assert Action(0, "play", (top,)) in space and Action(0, "play", (under,)) in space
    assert Action(1, "play", (card(1, "rookie-0-skate"),)) in space
    assert Action(1, "play", (card(1, "enforcer-1-skate"),)) not in space        # fourth from the top
    assert Action(1, "play", (top,)) not in space and Action(0, "play", (card(1, "rookie-0-skate"),)) not in space


def test_an_empty_bench_offers_no_switch():
    """Setup: with nothing on the bench no switch is offered, and the play is."""
    state = arrange(hands=((SHOT_R,), (SAVE_H,)), puck="c9", phase=PLAY, turn=0, control=0, benches=((), ()))
    space = set(GAME.action_space(state))
    assert not any(a.kind == "switch" for a in space)
    assert Action(0, "play", (SHOT_R,)) in space


def test_the_action_space_offers_blue_instead_when_the_card_is_purple():
    """The off-card ability near miss is Purple, or Blue when the card on top has Purple."""
    top = card(0, "captain-8-helmet")                 # purple
    state = arrange(hands=((SHOT_R,), (SAVE_H,)), play=(top,), puck="c9", phase=USE, turn=0, control=0)
    space = set(GAME.action_space(state))
    assert Action(0, "ability", ("blue", "c9")) in space
    assert {Action(0, "ability", ("purple", a)) for a in T.areas} <= space


def test_a_face_down_pick_is_in_its_owners_action_space():
    """Face-off: a card picked face down is listed for its owner only."""
    state = arrange(hands=((SHOT_R, GOAL_R), (SAVE_H, PASS_H)), phase=FACEOFF, ready=(True, True),
                    picks=(ROOKIE_R, None), puck="c9")
    space = set(GAME.action_space(state))
    assert Action(0, "faceoff", (ROOKIE_R,)) in space and Action(1, "faceoff", (ROOKIE_R,)) not in space


def test_each_beginner_action_goes_to_its_own_rule():
    """One action of each kind through ``apply``: a play, a move, the end of the turn, keeping the
    bench, a switch, a face-off card (Setup, Face-off, Taking Turns)."""
    state = _at(phase=PLAY, turn=0, control=0)
    state = act(state, 0, "play", SHOT_R)
    assert state.phase == USE and state.play[-1] == SHOT_R
    state = act(state, 0, "shoot")
    assert state.stage == SHOT_CARD and state.shot == 0
    state = act(state, 0, "end")
    assert state.phase == PLAY and state.turn == 1
    face = arrange(hands=((ROOKIE_R, GOAL_R), (SAVE_H, PASS_H)), phase=FACEOFF, ready=(False, False), puck="c9")
    switched = act(face, 0, "switch", ROOKIE_R, face.benches[0][0])
    assert face.benches[0][0] in switched.hands[0] and ROOKIE_R in switched.benches[0]
    kept = act(face, 1, "keep")
    assert kept.ready == (False, True)
    picked = act(kept, 1, "faceoff", SAVE_H)
    assert picked.picks == (None, SAVE_H)


def test_an_ability_is_announced_with_its_color_and_moves_the_puck():
    """Taking Turns: after playing a card, use one ability of it (Beginner: a color moves the puck
    one area along an arrow, B6); the log names the color used and both areas."""
    state = act(_at(puck="e5", phase=PLAY, turn=0, control=0), 0, "play", SHOT_R)     # red, Shoot
    state, events = GAME.apply(state, Action(0, "ability", ("red", "e4")))
    (used,) = [e for e in events if e.kind == "ability"]
    assert used.text == ("Player 1 uses the red ability: the puck moves from east end, north side of the net (5) "
                         "to east end, low slot (4).")
    assert dict(used.data) == {"seat": 0, "color": "red", "from": "e5", "to": "e4"}
    assert state.puck == "e4" and state.ability_used
