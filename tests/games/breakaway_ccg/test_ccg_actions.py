"""Breakaway: CCG official rules, the actions issue 15 added (Part 2, "Actions"): Block, Deflect,
Poke-Check, Stretch Pass, Draw, Icing, Punch, Intercept, Clone, Substitution. Each scenario cites
its passage; rulings O60-O66 are in ``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

import random

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.state import PLAY, SCORE, SHOT_CARD, STOPPAGE, USE
from tests.games.breakaway_ccg.support import (
    GAME,
    T,
    act,
    card,
    extra_card,
    facing_shot,
    legal_kinds,
    official,
    to_play,
    verdict,
)

r, x = card, extra_card


# ----- Block, Deflect, Poke-Check (Actions; How to Score a Goal) -----------------------------------
def test_block_on_the_shot_card_stops_the_shot_and_play():
    """Actions: Block stops a shot when played as a Shot Card (Stoppage). It is the card's action,
    so it must be used (Phase 3) and the face-off is by the puck, the blocker choosing the side."""
    state = facing_shot(r(1, "penalty-kill-2-skate"))
    assert state.phase == USE and state.stage == SCORE
    kinds = legal_kinds(state, 1)
    assert "block" in kinds and "end" not in kinds
    state = act(state, 1, "block")
    assert state.phase == STOPPAGE and state.stoppage.reason == "block" and state.shot is None
    assert state.goals == (0, 0)


def intercept_after(state, mover):
    """``mover``'s turn ends (if its card left it open), then the other side lays its Intercept
    card and intercepts."""
    if state.turn == mover:
        state = act(state, mover, "end")
    other = 1 - mover
    return act(act(to_play(state, other), other, "play", x(other, INTERCEPT)), other, "intercept")


def test_block_is_refused_away_from_a_shot():
    """Actions: Block works only as a Shot Card."""
    state = official(hands=((), (r(1, "penalty-kill-2-skate"),)), puck="c9", control=0, turn=1)
    state = act(state, 1, "play", r(1, "penalty-kill-2-skate"))
    assert verdict(state, 1, "block").code == "block-needs-shot"
    assert "block" not in legal_kinds(state, 1)


def test_deflect_on_the_shot_card_stops_play():
    """Actions: Deflect stops the play when played as a Shot Card (Stoppage)."""
    state = facing_shot(r(1, "deflection-1-helmet"))
    state = act(state, 1, "deflect")
    assert state.phase == STOPPAGE and state.stoppage.reason == "deflect"


def test_poke_check_ends_the_shot_moves_the_puck_and_keeps_control():
    """Actions: Poke-Check stops the shot and moves the puck one area; control does not change."""
    state = facing_shot(r(1, "poke-check-2-glove"))
    areas = {a.args[0] for a in GAME.legal_actions(state, 1) if a.kind == "poke-check"}
    assert areas == set(T.arrows["e3"])
    assert verdict(state, 1, "poke-check", "e7").code == "not-adjacent"
    state = act(state, 1, "poke-check", "e8")
    assert state.shot is None and state.stage is None
    assert state.puck == "e8" and state.control == 0


# ----- Stretch Pass ------------------------------------------------------------------------------
def test_stretch_pass_moves_up_to_two_areas_and_counts_as_one_pass():
    """Actions: Stretch Pass moves the puck up to two areas while you control it; How to Score a
    Goal: a pass inside the offensive zone adds +1 (one pass, O61)."""
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (r(1, "goal-skate"),)), puck="c9", control=0)
    state = act(state, 0, "play", r(0, "stretch-pass-6-glove"))
    areas = {a.args[0] for a in GAME.legal_actions(state, 0) if a.kind == "stretch-pass"}
    assert areas == {"nw9", "ne9", "w8", "w0", "e8", "e0"}
    assert verdict(state, 0, "stretch-pass", "e3").code == "stretch-reach"
    assert act(state, 0, "stretch-pass", "e8").puck == "e8"
    deep = official(hands=((r(0, "stretch-pass-6-glove"),), (r(1, "goal-skate"),)), puck="e8", control=0)
    deep = act(act(deep, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e4")
    assert deep.bonus[0] == 1
    loose = official(hands=((r(0, "stretch-pass-6-glove"),), (r(1, "goal-skate"),)), puck="c9", control=1)
    loose = act(loose, 0, "play", r(0, "stretch-pass-6-glove"))
    assert verdict(loose, 0, "stretch-pass", "ne9").code == "no-control"


# ----- Draw --------------------------------------------------------------------------------------
def test_draw_takes_a_card_and_cannot_be_ignored():
    """Actions: Draw draws one card and cannot be Ignored, so a Tip on it is refused (O65)."""
    state = facing_shot(r(1, "momentum-swing-3-helmet"), hands=((r(0, "tip-in-5-glove"),),
                                                                 (r(1, "momentum-swing-3-helmet"),)))
    assert "end" not in legal_kinds(state, 1)            # the Draw is owed
    before = len(state.hands[1])
    state = act(state, 1, "draw")
    assert len(state.hands[1]) == before + 1
    state = fl.auto_end(T, state, []) if state.phase == USE and state.turn == 1 else state
    if state.phase == USE and state.turn == 1:
        state = act(state, 1, "end")
    state = act(to_play(state, 0), 0, "play", r(0, "tip-in-5-glove"))
    assert verdict(state, 0, "tip").code == "not-ignorable"
    assert "score" in legal_kinds(state, 0)


def test_draw_from_an_empty_deck_is_refused_and_not_owed():
    state = official(hands=((), (r(1, "momentum-swing-3-helmet"),)), puck="c9", control=0, turn=1, decks=((), ()))
    state = act(state, 1, "play", r(1, "momentum-swing-3-helmet"))
    assert verdict(state, 1, "draw").code == "draw-empty-deck"


# ----- Icing -------------------------------------------------------------------------------------
def test_icing_from_your_own_half_is_icing():
    """Actions: Icing sends the puck to area 5, 6 or 7 of the opponent's end and gives up control;
    from behind center it is an Icing stoppage (O62, as O8)."""
    state = official(hands=((r(0, "goal-helmet"),), (r(1, "icing-0-glove"),)), puck="e3", control=1, turn=1)
    state = act(state, 1, "play", r(1, "icing-0-glove"))
    areas = {a.args[0] for a in GAME.legal_actions(state, 1) if a.kind == "icing"}
    assert areas == {"w5", "w6", "w7"}
    assert verdict(state, 1, "icing", "e5").code == "icing-where"
    state = act(state, 1, "icing", "w6")
    assert state.phase == STOPPAGE and state.stoppage.reason == "icing"
    assert state.stoppage.no_bench == 1


def test_icing_past_center_only_sends_the_puck_deep():
    state = official(hands=((r(0, "goal-helmet"),), (r(1, "icing-0-glove"),)), puck="nw9", control=1, turn=1)
    state = act(act(state, 1, "play", r(1, "icing-0-glove")), 1, "icing", "w7")
    assert state.phase != STOPPAGE and state.puck == "w7" and state.control is None
    loose = official(hands=((r(0, "goal-helmet"),), (r(1, "icing-0-glove"),)), puck="nw9", control=0, turn=1)
    loose = act(loose, 1, "play", r(1, "icing-0-glove"))
    assert verdict(loose, 1, "icing", "w7").code == "no-control"


# ----- Punch -------------------------------------------------------------------------------------
PUNCH = "drop-the-gloves-1-skate"


def test_punch_takes_the_puck_and_moves_it_toward_your_own_net():
    """Actions: Punch gains control and moves the puck one area toward your own net (O64)."""
    state = official(hands=((x(0, PUNCH),), (r(1, "goal-skate"),)), puck="e3", control=1, extra=((PUNCH,), ()))
    state = act(state, 0, "play", x(0, PUNCH))
    areas = {a.args[0] for a in GAME.legal_actions(state, 0) if a.kind == "punch"}
    assert areas == {"e8", "e0"}
    assert verdict(state, 0, "punch", "e4").code == "punch-toward-own-net"
    state = act(state, 0, "punch", "e0")
    assert state.control == 0 and state.puck == "e0"


def test_punch_is_not_an_answer_to_a_shot():
    """Actions: Punch cannot be used as a Shot Card response."""
    state = official(hands=((r(0, "goal-helmet"),), (x(1, PUNCH),)), play=(r(0, "sniper-7-stick"),), puck="e3",
                     control=0, turn=1, shot=0, stage=SHOT_CARD, shot_from=0, extra=((), (PUNCH,)))
    state = act(state, 1, "play", x(1, PUNCH))
    assert state.phase != USE or verdict(state, 1, "punch", "e4").code == "no-punch-on-shot"
    assert "punch" not in legal_kinds(state, 1)


# ----- Intercept ---------------------------------------------------------------------------------
INTERCEPT = "interception-2-glove"


def test_intercept_takes_the_puck_halfway_along_the_opponents_pass():
    """Actions: Intercept gains control halfway along the opponent's movement, rounding the
    distance down; offered on your own card against the card beneath (O63)."""
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, INTERCEPT),)), puck="c9", control=0,
                     extra=((), (INTERCEPT,)))
    state = act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8")
    if state.turn == 0:
        state = act(state, 0, "end")
    state = act(to_play(state, 1), 1, "play", x(1, INTERCEPT))
    assert "intercept" in legal_kinds(state, 1)
    state = act(state, 1, "intercept")
    assert state.puck == "ne9" and state.control == 1       # two areas: one is half


def test_intercept_of_a_one_area_move_takes_the_puck_where_it_started():
    state = official(hands=((r(0, "rookie-0-helmet"),), (x(1, INTERCEPT),)), puck="c9", control=0,
                     extra=((), (INTERCEPT,)))
    state = act(act(state, 0, "play", r(0, "rookie-0-helmet")), 0, "move", "ne9")
    state = intercept_after(state, 0)
    assert state.puck == "c9" and state.control == 1


def test_intercept_needs_a_movement_to_take():
    state = official(hands=((), (x(1, INTERCEPT),)), play=(r(0, "goal-helmet"),), puck="c9", control=0, turn=1,
                     extra=((), (INTERCEPT,)))
    state = act(state, 1, "play", x(1, INTERCEPT))
    assert verdict(state, 1, "intercept").code == "nothing-to-intercept"


def test_no_intercept_cannot_be_intercepted():
    """Part 3, No Intercept: the card cannot be intercepted (O52 now acts)."""
    clean = "clean-feed-3-helmet"
    state = official(hands=((x(0, clean),), (x(1, INTERCEPT),)), puck="c9", control=0,
                     extra=((clean,), (INTERCEPT,)))
    state = act(state, 0, "play", x(0, clean))
    moves = [a for a in GAME.legal_actions(state, 0) if a.kind in ("move", "stretch-pass")]
    if not moves:
        return
    state = act(state, 0, moves[0].kind, *moves[0].args)
    if state.turn == 0:
        state = act(state, 0, "end")
    state = act(to_play(state, 1), 1, "play", x(1, INTERCEPT))
    assert verdict(state, 1, "intercept").code == "no-intercept"


# ----- Clone -------------------------------------------------------------------------------------
CLONE = "mirror-play-0-glove"


def test_clone_makes_triples_with_the_two_cards_beneath():
    """Actions: Clone takes the previous card's number for Triples only (Offside here, O8)."""
    state = official(hands=((x(0, CLONE),), (r(1, "goal-skate"),)),
                     play=(r(0, "body-check-3-glove"), r(1, "momentum-swing-3-helmet")), puck="c9", control=0,
                     extra=((CLONE,), ()))
    state = act(state, 0, "play", x(0, CLONE))
    assert not state.doubles                      # Clone never makes Doubles
    assert "clone" in legal_kinds(state, 0)
    state = act(state, 0, "clone")
    assert state.phase == STOPPAGE and state.stoppage.reason == "offside"


def test_clone_with_nothing_to_triple_is_refused():
    state = official(hands=((x(0, CLONE),), (r(1, "goal-skate"),)),
                     play=(r(0, "body-check-3-glove"), r(1, "rookie-0-glove")), puck="c9", control=0,
                     extra=((CLONE,), ()))
    state = act(state, 0, "play", x(0, CLONE))
    assert verdict(state, 0, "clone").code == "clone-nothing"


def test_a_clone_on_two_line_pass_is_icing():
    """Part 3, Two Line Pass: if Cloned, Icing (O48 now acts) against the pass's user."""
    tlp = "long-bomb-4-stick"
    state = official(hands=((x(0, CLONE),), (r(1, "goal-skate"),)), play=(x(1, tlp),), puck="c9", control=1,
                     extra=((CLONE,), (tlp,)))
    state = act(state, 0, "play", x(0, CLONE))
    state = act(state, 0, "clone")
    assert state.phase == STOPPAGE and state.stoppage.reason == "icing" and state.stoppage.no_bench == 1


# ----- Substitution ------------------------------------------------------------------------------
SUB = "line-change-glove"


def test_substitution_swaps_a_hand_card_with_the_bench():
    """Actions: Substitution swaps one card of the hand with one of the bench; it cannot be Ignored."""
    state = official(hands=((x(0, SUB), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)), puck="c9", control=0,
                     extra=((SUB,), ()))
    state = act(state, 0, "play", x(0, SUB))
    back = state.benches[0][0]
    subs = [a for a in GAME.legal_actions(state, 0) if a.kind == "substitution"]
    assert subs and all(a.args[0] == r(0, "rookie-0-helmet") for a in subs)
    state = act(state, 0, "substitution", r(0, "rookie-0-helmet"), back)
    assert back in state.hands[0] and r(0, "rookie-0-helmet") in state.benches[0]
    assert any(e.kind == "unignorable" and e.card == x(0, SUB) for e in state.effects)


# ----- Doubles, Runs and the random player -------------------------------------------------------
def test_doubles_allow_the_new_actions():
    """Special Card Plays: Doubles allow any one action, the new ones too (O19)."""
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), play=(r(1, "rookie-0-glove"),),
                     puck="c9", control=0)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    assert state.doubles
    kinds = legal_kinds(state, 0)
    assert {"stretch-pass", "icing", "draw"} <= kinds


def test_random_games_use_the_new_actions():
    """Random official games reach the new actions through the legal list, and every action a
    random seat takes is one ``validate`` accepts."""
    seen: set[str] = set()
    wanted = {"block", "deflect", "poke-check", "stretch-pass", "draw", "icing", "color"}
    for seed in range(30):
        if wanted <= seen:
            break
        state = GAME.new_game(seed, {"mode": "official"})
        rng = random.Random(seed)
        for _ in range(900):
            if GAME.is_over(state):
                break
            seat = GAME.pending(state)[0].seat
            legal = GAME.legal_actions(state, seat)
            action = rng.choice(legal)
            assert GAME.validate(state, action).ok
            seen.add(action.kind)
            state, _ = GAME.apply(state, action)
    assert wanted <= seen


def test_the_new_kinds_are_refused_outside_phase_three():
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (r(1, "goal-skate"),)), puck="c9", control=0)
    assert state.phase == PLAY
    for action in (Action(0, "stretch-pass", ("ne9",)), Action(0, "draw"), Action(0, "color", ("blue",))):
        assert not GAME.validate(state, action).ok


def _agree(state):
    """``validate`` and the legal list agree on every action of the action space, and each refusal
    names its rule (One source of truth for legality)."""
    legal = {s: set(GAME.legal_actions(state, s)) for s in (0, 1)}
    for candidate in GAME.action_space(state):
        v = GAME.validate(state, candidate)
        assert v.ok == (candidate in legal[candidate.seat]), (candidate, v)
        assert v.ok or (v.code and v.reason and v.rule)
    for seat in (0, 1):
        space = set(GAME.action_space(state))
        assert legal[seat] <= space, legal[seat] - space


def test_validate_and_the_legal_list_agree_on_the_new_actions():
    positions = [
        facing_shot(r(1, "penalty-kill-2-skate")),
        facing_shot(r(1, "poke-check-2-glove")),
        facing_shot(r(1, "deflection-1-helmet")),
        act(official(hands=((r(0, "stretch-pass-6-glove"),), (r(1, "goal-skate"),)), puck="c9", control=0), 0,
            "play", r(0, "stretch-pass-6-glove")),
        act(official(hands=((r(0, "goal-helmet"),), (r(1, "icing-0-glove"),)), puck="e3", control=1, turn=1), 1,
            "play", r(1, "icing-0-glove")),
        act(official(hands=((x(0, PUNCH),), (r(1, "goal-skate"),)), puck="e3", control=1, extra=((PUNCH,), ())), 0,
            "play", x(0, PUNCH)),
        act(official(hands=((x(0, CLONE),), (r(1, "goal-skate"),)),
                     play=(r(0, "body-check-3-glove"), r(1, "momentum-swing-3-helmet")), puck="c9", control=0,
                     extra=((CLONE,), ())), 0, "play", x(0, CLONE)),
        act(official(hands=((x(0, SUB), r(0, "rookie-0-helmet"), r(0, "goal-helmet"), r(0, "sniper-7-stick"),
                             r(0, "goal-glove"), r(0, "shot-on-goal-4-skate")), (r(1, "goal-skate"),)), puck="c9",
                     control=0, extra=((SUB,), ())), 0, "play", x(0, SUB)),
        act(official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), play=(r(1, "rookie-0-glove"),),
                     puck="c9", control=0), 0, "play", r(0, "rookie-0-helmet")),
    ]
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, INTERCEPT),)), puck="c9", control=0,
                     extra=((), (INTERCEPT,)))
    state = act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8")
    if state.turn == 0:
        state = act(state, 0, "end")
    positions.append(act(to_play(state, 1), 1, "play", x(1, INTERCEPT)))
    from tests.games.breakaway_ccg.support import played
    positions += [played(r(0, "playmaker-5-helmet"), play=(r(1, "enforcer-1-skate"),)),       # a silver Dot
                  act(played(r(0, "veteran-leadership-6-helmet"), control=1, play=(r(1, "enforcer-1-skate"),)), 0,
                      "color", "silver"),
                  act(played(r(0, "shot-on-goal-4-stick"), puck="c9"), 0, "color", "red")]      # Dump In, Cycle
    for state in positions:
        _agree(state)


def test_an_icing_past_center_can_be_intercepted_halfway_along_its_path():
    """Actions: Intercept on an Icing: the clearance is taken to travel the fewest arrows, and the
    interceptor takes the puck at half that distance (O63)."""
    state = official(hands=((x(0, INTERCEPT),), (r(1, "icing-0-glove"),)), puck="nw9", control=1, turn=1,
                     extra=((INTERCEPT,), ()))
    state = act(act(state, 1, "play", r(1, "icing-0-glove")), 1, "icing", "w7")
    state = intercept_after(state, 1)
    assert state.puck == "w1" and state.control == 0


def test_a_special_carry_can_be_intercepted():
    """Part 3, End to End moves the puck five areas: its path is recorded (O63), so an Intercept takes
    the puck two areas along it."""
    e2e = "coast-to-coast-8-skate"
    state = official(hands=((x(0, e2e),), (x(1, INTERCEPT),)), puck="w3", control=0, extra=((e2e,), (INTERCEPT,)))
    state = act(state, 0, "play", x(0, e2e))
    carry = next(a for a in GAME.legal_actions(state, 0) if a.kind == "special-area")
    state = act(state, 0, "special-area", *carry.args)
    while state.turn == 0:
        legal = GAME.legal_actions(state, 0)
        pick = next((a for a in legal if a.kind == "end"), legal[0])
        state = act(state, 0, pick.kind, *pick.args)
    from tabletop.games.breakaway_ccg.specials import walk
    path = walk(T, "w3", carry.args[1], 5)
    state = intercept_after(state, 0)
    assert state.puck == path[2] and state.control == 1
