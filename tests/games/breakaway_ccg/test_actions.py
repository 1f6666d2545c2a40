"""Breakaway: CCG, "Actions" (Part 2): Move, Block, Deflect, Poke-Check, Stretch Pass, Draw, Icing,
Punch, Intercept, Clone and Substitution: when each may be used, what it does, the puck paths an
Intercept reads, and the words of each refusal. Rulings O48, O52, O60-O66, O77, O87 are in
``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import action_play, basics, legality, passing_bonus, puck_paths
from tabletop.games.breakaway_ccg.official import actions as oa
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.state import PLAY, SCORE, SHOT_CARD, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import log, used
from tests.games.breakaway_ccg.helpers_flow import run as run_flow
from tests.games.breakaway_ccg.helpers_play import (
    GOAL,
    H_ROOKIE,
    NAMES2,
    ROOKIE,
    A,
    B,
    C,
    laid,
    path,
    refusal,
    rule,
    run,
    use,
)
from tests.games.breakaway_ccg.support import (
    GAME,
    T,
    act,
    card,
    extra_card,
    facing_shot,
    legal_kinds,
    official,
    played,
    to_play,
    verdict,
)

r, x = card, extra_card


def intercept_after(state, mover):
    """``mover``'s turn ends (if its card left it open), then the other side lays its Intercept
    card and intercepts."""
    if state.turn == mover:
        state = act(state, mover, "end")
    other = 1 - mover
    return act(act(to_play(state, other), other, "play", x(other, INTERCEPT)), other, "intercept")


def legal_and_refused_agree(state):
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


CLONE, INTERCEPT, PUNCH, SUB = "mirror-play-0-glove", "interception-2-glove", "drop-the-gloves-1-skate", \
    "line-change-glove"


def shot_state(**fields):
    base = {"play": (A, B), "stage": SCORE, "shot": 0, "turn": 1, "shot_from": 0, "puck": "e3", "control": 0}
    base.update(fields)
    return official(**base)


def shot_faced(shot_card):
    """Bo faces Ann's shot from e3 (Sniper 7) and has laid ``shot_card`` as the Shot Card."""
    state = official(hands=((r(0, "goal-helmet"),), (shot_card,)), play=(r(0, "sniper-7-stick"),), puck="e3",
                     control=0, turn=1, shot=0, stage=SHOT_CARD, shot_from=0)
    return act(evolve(state, names=NAMES2), 1, "play", shot_card)


def stoppage_data(events):
    return next(e.data for e in events if e.kind == "stoppage")


@pytest.fixture
def stay(monkeypatch):
    """Keep the turn open after an ability (the automatic end would clear the turn's gains)."""
    monkeypatch.setattr(fl, "auto_end", lambda t, state, events: state)


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
    """Actions: Draw takes a card from the deck, so with an empty deck it is refused."""
    state = official(hands=((), (r(1, "momentum-swing-3-helmet"),)), puck="c9", control=0, turn=1, decks=((), ()))
    state = act(state, 1, "play", r(1, "momentum-swing-3-helmet"))
    assert verdict(state, 1, "draw").code == "draw-empty-deck"


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
    """Actions: Icing from past center sends the puck deep, loose, with no stoppage; it needs control."""
    state = official(hands=((r(0, "goal-helmet"),), (r(1, "icing-0-glove"),)), puck="nw9", control=1, turn=1)
    state = act(act(state, 1, "play", r(1, "icing-0-glove")), 1, "icing", "w7")
    assert state.phase != STOPPAGE and state.puck == "w7" and state.control is None
    loose = official(hands=((r(0, "goal-helmet"),), (r(1, "icing-0-glove"),)), puck="nw9", control=0, turn=1)
    loose = act(loose, 1, "play", r(1, "icing-0-glove"))
    assert verdict(loose, 1, "icing", "w7").code == "no-control"


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
    """Actions: Intercept halfway along a one-area move rounds down to where the puck started."""
    state = official(hands=((r(0, "rookie-0-helmet"),), (x(1, INTERCEPT),)), puck="c9", control=0,
                     extra=((), (INTERCEPT,)))
    state = act(act(state, 0, "play", r(0, "rookie-0-helmet")), 0, "move", "ne9")
    state = intercept_after(state, 0)
    assert state.puck == "c9" and state.control == 1


def test_intercept_needs_a_movement_to_take():
    """Actions: Intercept needs an opponent's movement of the puck to take it from."""
    state = official(hands=((), (x(1, INTERCEPT),)), play=(r(0, "goal-helmet"),), puck="c9", control=0, turn=1,
                     extra=((), (INTERCEPT,)))
    state = act(state, 1, "play", x(1, INTERCEPT))
    assert verdict(state, 1, "intercept").code == "nothing-to-intercept"


def test_no_intercept_cannot_be_intercepted():
    """Part 3, No Intercept: the card cannot be intercepted (O52)."""
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
    """Actions: Clone is refused when the cards beneath make no Triples with it."""
    state = official(hands=((x(0, CLONE),), (r(1, "goal-skate"),)),
                     play=(r(0, "body-check-3-glove"), r(1, "rookie-0-glove")), puck="c9", control=0,
                     extra=((CLONE,), ()))
    state = act(state, 0, "play", x(0, CLONE))
    assert verdict(state, 0, "clone").code == "clone-nothing"


def test_a_clone_on_two_line_pass_is_icing():
    """Part 3, Two Line Pass: if Cloned, Icing (O48) against the pass's user."""
    tlp = "long-bomb-4-stick"
    state = official(hands=((x(0, CLONE),), (r(1, "goal-skate"),)), play=(x(1, tlp),), puck="c9", control=1,
                     extra=((CLONE,), (tlp,)))
    state = act(state, 0, "play", x(0, CLONE))
    state = act(state, 0, "clone")
    assert state.phase == STOPPAGE and state.stoppage.reason == "icing" and state.stoppage.no_bench == 1


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


def test_random_games_reach_every_action_of_the_longer_list():
    """Random official games reach the actions of Part 2's longer list (Block, Deflect, Poke-Check,
    Stretch Pass, Draw, Icing) and a color through the legal list, and every action a
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


def test_the_longer_lists_actions_are_refused_outside_phase_three():
    """Phases of a Turn: actions and abilities are used in Phase 3 only, not when a card is to be played."""
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (r(1, "goal-skate"),)), puck="c9", control=0)
    assert state.phase == PLAY
    for action in (Action(0, "stretch-pass", ("ne9",)), Action(0, "draw"), Action(0, "color", ("blue",))):
        assert not GAME.validate(state, action).ok


def test_the_legal_list_and_the_refusals_agree_on_the_longer_lists_actions():
    """Actions: in each position every offered action is accepted and every other one of the kinds refused."""
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
                             r(0, "goal-stick"), r(0, "shot-on-goal-4-skate")), (r(1, "goal-skate"),)), puck="c9",
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
    positions += [played(r(0, "playmaker-5-helmet"), play=(r(1, "enforcer-1-skate"),)),       # a silver Dot
                  act(played(r(0, "veteran-leadership-6-helmet"), control=1, play=(r(1, "enforcer-1-skate"),)), 0,
                      "color", "silver"),
                  act(played(r(0, "shot-on-goal-4-stick"), puck="c9"), 0, "color", "red")]      # Dump In, Cycle
    for state in positions:
        legal_and_refused_agree(state)


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
    from tabletop.games.breakaway_ccg.specials.interpreter import walk
    path = walk(T, "w3", carry.args[1], 5)
    state = intercept_after(state, 0)
    assert state.puck == path[2] and state.control == 1


def test_move_refusals_name_the_reachable_areas():
    """Actions: Move needs the puck and goes one arrow; the refusal lists where it can go."""
    state = use((ROOKIE,), puck="c9")
    assert legality.action_verdict(T, state, "move", ("nw9",)).ok
    assert refusal(legality.action_verdict(T, state, "move", ("e3",))) == (
        False,
        "not-adjacent",
        (
            "The puck moves one area along an arrow: from center ice (9) it can reach neutral "
            "zone by the west blue line (9), neutral zone by the east blue line (9)."
        ),
        rule("Actions"),
    )
    assert refusal(legality.action_verdict(T, use((ROOKIE,), control=1), "move", ("nw9",))) == (
        False,
        "no-control",
        "You must control the puck to move it.",
        rule("Actions"),
    )


def test_draw_and_icing_are_named_as_the_official_rules_name_them():
    """Actions: Draw and Icing read as the official rules name them."""
    state = use((ROOKIE,), hands=((GOAL,), (H_ROOKIE,)))
    assert of.describe(T, state, Action(0, "draw", ())) == "Draw a card"
    assert (
        of.describe(T, state, Action(0, "icing", ("e5",)))
        == "Ice the puck to east end, north side of the net (5)"
    )


def test_the_ten_actions_their_arguments_names_and_rule_citation():
    """Actions: the ten kinds, their arguments and button names; Icing's areas are 5, 6 and 7."""
    assert oa.KINDS["poke-check"] == ("area",) and oa.KINDS["substitution"] == ("card", "card")
    assert oa.KINDS["block"] == () and oa.KINDS["icing"] == ("area",)
    assert oa.NAMES["stretch-pass"] == "Stretch Pass" and oa.NAMES["poke-check"] == "Poke-Check"
    assert oa.SHOT_STOPS == {"block", "deflect", "poke-check"}
    assert oa.ICING_NUMBERS == (5, 6, 7)
    assert oa.ACTIONS_R.endswith("Official rules — Actions")
    assert oa.rule("X").endswith(", Official rules — X")


def test_a_cards_recorded_puck_path_is_read_without_the_action_mark():
    """Actions: Intercept (O63): a card's recorded puck path, without the mark of an action's move."""
    state = official(effects=(basics.Effect("other", 0, "stoppage", "c9>nw9", A), path(0, "c9>ne9>e8!", A)))
    assert puck_paths.path_of(state, A) == ("c9", "ne9", "e8")
    assert puck_paths.path_of(state, B) == ()


def test_only_the_puck_paths_of_the_card_in_play_and_the_one_beneath_are_kept():
    """O63: only the paths of the card in play and the card beneath it are kept; a second move of
    the same card continues its path."""
    old = path(1, "w1>w8", C)
    state = official(play=(C, B, A), effects=(old, path(1, "e3>e8", B), path(0, "c9>ne9", A)))
    new = puck_paths.record_path(state, 0, ("ne9", "e8"))
    assert puck_paths.path_of(new, A) == ("c9", "ne9", "e8")
    assert puck_paths.path_of(new, B) == ("e3", "e8") and puck_paths.path_of(new, C) == ()
    mine = [e for e in new.effects if e.card == A]
    assert mine == [basics.Effect("path", 0, "stoppage", "c9>ne9>e8!", A)]
    fresh = puck_paths.record_path(state, 0, ("e0", "e3"), by_action=False)
    assert puck_paths.path_of(fresh, A) == ("e0", "e3")
    assert [e.detail for e in fresh.effects if e.card == A] == ["e0>e3"]      # no action moved it
    marked = evolve(state, effects=(path(0, "c9>ne9!", A),))
    again = puck_paths.record_path(marked, 0, ("ne9", "e8"), by_action=False)
    assert [e.detail for e in again.effects if e.card == A] == ["c9>ne9>e8!"]  # an action had moved it
    empty = puck_paths.record_path(official(play=(A,), effects=()), 1, ("c9", "nw9"), by_action=False)
    assert [(e.seat, e.detail, e.card) for e in empty.effects] == [(1, "c9>nw9", A)]
    nothing = puck_paths.record_path(official(play=(), effects=()), 0, ("c9", "nw9"))
    assert [(e.detail, e.card) for e in nothing.effects] == [("c9>nw9!", "")]


def test_only_an_actions_own_move_of_the_card_in_play_counts_as_an_action_move():
    """Abilities: Orange: only an action's own move of the card in play counts."""
    assert not puck_paths.action_moved(official(play=(A,), effects=()))
    assert not puck_paths.action_moved(official(play=(), effects=(path(0, "c9>nw9!", ""),)))
    assert not puck_paths.action_moved(official(play=(A,), effects=(path(0, "c9>nw9", A),)))
    assert not puck_paths.action_moved(official(play=(A,), effects=(path(0, "c9>nw9!", B),)))
    assert not puck_paths.action_moved(official(play=(A,), effects=(basics.Effect("x", 0, "stoppage", "c9>nw9!", A),)))
    assert puck_paths.action_moved(official(play=(A,), effects=(path(0, "c9>nw9!", A),)))


def test_intercept_reads_the_path_of_the_opponents_card_beneath():
    """O63: Intercept reads how the opponent's card beneath moved the puck."""
    eff = (path(1, "c9>ne9>e8!", B),)
    assert puck_paths.opponent_path(T, official(play=(B, A), effects=eff), 0) == ("c9", "ne9", "e8")
    assert puck_paths.opponent_path(T, official(play=(B, A), effects=eff), 1) == ()            # own card
    assert puck_paths.opponent_path(T, official(play=(A,), effects=eff), 0) == ()
    assert puck_paths.opponent_path(T, official(play=(B, A), effects=()), 0) == ()
    assert puck_paths.opponent_path(T, official(play=(A, B), effects=eff), 0) == ()            # not beneath
    other = (basics.Effect("x", 1, "stoppage", "c9>nw9", B),)
    assert puck_paths.opponent_path(T, official(play=(B, A), effects=other), 0) == ()


def test_stretch_pass_reaches_one_or_two_areas_along_the_arrows():
    """Actions: Stretch Pass reaches one or two areas along the arrows."""
    assert puck_paths.two_steps(T, "c9") == {"nw9": "", "ne9": "", "w8": "nw9", "w0": "nw9", "e8": "ne9", "e0": "ne9"}
    steps = puck_paths.two_steps(T, "e8")
    assert "e8" not in steps and steps["e0"] == "" and steps["c9"] == "ne9"


def test_a_long_clearance_travels_the_fewest_arrows():
    """O63: an Icing's long clearance travels the fewest arrows."""
    raw = puck_paths.shortest_path.__wrapped__
    assert raw(T, "nw9", "w7") == ("nw9", "w8", "w1", "w5", "w7")
    assert raw(T, "c9", "c9") == ("c9",)
    assert raw(T, "c9", "nw9") == ("c9", "nw9")
    assert raw(T, "c9", "nowhere") == ("c9", "nowhere")
    assert puck_paths.shortest_path(T, "e3", "w7") == ("e3", "e8", "ne9", "c9", "nw9", "w8", "w1", "w5", "w7")


def test_punch_areas_toward_own_net_for_both_seats():
    """O64: Punch moves the puck one arrow nearer the user's own net, or it stays."""
    assert puck_paths.toward_own_net(T, official(puck="e3"), 0) == ("e8", "e0")
    assert puck_paths.toward_own_net(T, official(puck="e3"), 1) == ("e4",)
    assert puck_paths.toward_own_net(T, official(puck="w7"), 0) == ("w7",)
    assert puck_paths.toward_own_net(T, official(puck="e4"), 1) == ("e4",)
    assert puck_paths.toward_own_net(T, official(puck="e4"), 0) == ("e1", "e2", "e3")


def test_icing_areas_are_in_the_opponents_end():
    """Actions: Icing's areas 5, 6 and 7 are in the opponent's end, for each seat."""
    assert oa.icing_areas(T, 0) == ("e5", "e6", "e7")
    assert oa.icing_areas(T, 1) == ("w5", "w6", "w7")


def test_clone_makes_triples_only_with_a_pair_beneath_and_a_different_number_on_top():
    """Actions: Clone makes Triples only on a pair of equal numbers, and not when the top card already
    matches."""
    three = r(1, "rookie-0-glove")
    assert oa.clone_makes(T, official(play=(A, B, C))) == "triple"
    assert oa.clone_makes(T, official(play=(A, three, C))) == ""
    assert oa.clone_makes(T, official(play=(B, C))) == ""
    assert oa.clone_makes(T, official(play=(C,))) == ""
    assert oa.clone_makes(T, official(play=())) == ""
    top3 = r(0, "shot-on-goal-4-skate")
    assert oa.clone_makes(T, official(play=(three, C, top3))) == "triple"
    assert oa.clone_makes(T, official(play=(three, C, r(0, "rookie-0-stick")))) == ""   # same number on top
    marked = (basics.Effect("challenge-card", 1, "stoppage", "", B),)
    assert oa.clone_makes(T, official(play=(A, B, C), effects=marked)) == ""
    other = (basics.Effect("x", 1, "stoppage", "", B),)
    assert oa.clone_makes(T, official(play=(A, B, C), effects=other)) == "triple"
    deeper = r(1, "rookie-0-glove")            # a challenge card below the three does not matter
    marked_deeper = (basics.Effect("challenge-card", 1, "stoppage", "", deeper),)
    assert oa.clone_makes(T, official(play=(deeper, A, B, C), effects=marked_deeper)) == "triple"


def test_a_challenge_card_with_too_fast_is_not_cloned_into_offside():
    """Too Fast (O77) makes a Clone call Offside, but a card played as a challenge card has no
    special (O48: a challenge card is not Cloned), so a Clone on it calls nothing."""
    fast = x(1, "too-fast-5-skate")
    state = official(play=(fast, x(0, CLONE)), extra=((CLONE,), ("too-fast-5-skate",)))
    assert oa.clone_makes(T, state) == "offside"
    marked = evolve(state, effects=(basics.Effect("challenge-card", 1, "stoppage", "", fast),))
    assert oa.clone_makes(T, marked) == ""


def test_clone_on_two_line_pass_unless_challenged():
    """Part 3, Two Line Pass: a Clone on it calls Icing (O48); a challenge card is not Cloned."""
    tlp = x(1, "long-bomb-4-stick")
    state = official(play=(tlp, x(0, CLONE)), extra=((CLONE,), ("long-bomb-4-stick",)))
    assert oa.clone_makes(T, state) == "two-line-pass"
    marked = evolve(state, effects=(basics.Effect("challenge-card", 1, "stoppage", "", tlp),))
    assert oa.clone_makes(T, marked) == ""


def test_block_deflect_and_poke_check_work_only_on_the_shot_card():
    """Actions: Block, Deflect and Poke-Check work only on the Shot Card."""
    for kind in ("block", "deflect"):
        assert oa.verdict(T, shot_state(), kind, ()).ok
        v = oa.verdict(T, shot_state(turn=0), kind, ())
        assert v.code == f"{kind}-needs-shot" and v.rule == oa.ACTIONS_R
        assert v.reason.startswith(oa.NAMES[kind] + " works only on the Shot Card")
    assert oa.verdict(T, shot_state(), "poke-check", ("e8",)).ok
    v = oa.verdict(T, shot_state(), "poke-check", ("e7",))
    assert v.code == "not-adjacent" and v.rule == oa.ACTIONS_R
    assert "from east end, high slot (3) it can reach east end, point (north) (8), " in v.reason
    assert oa.verdict(T, shot_state(turn=0), "poke-check", ("e8",)).code == "poke-check-needs-shot"


def test_punch_and_intercept_are_no_answer_to_a_shot():
    """Actions: Punch and Intercept cannot be used as the answer to a shot; on the shooter's turn Punch is
    open."""
    v = oa.verdict(T, shot_state(stage=SCORE, shot_from=5), "punch", ("e4",))
    assert v.code == "no-punch-on-shot" and v.reason == "Punch cannot be used as the answer to a shot."
    assert oa.verdict(T, shot_state(shot_from=5), "intercept", ()).code == "no-intercept-on-shot"
    # the shooter's own turn is no answer: Punch is judged by its areas
    assert oa.verdict(T, shot_state(turn=0, shot_from=5), "punch", ("e8",)).ok
    # outside the scoring stage it is no answer either
    assert oa.verdict(T, shot_state(stage=None, shot_from=5), "punch", ("e4",)).ok


def test_draw_needs_a_deck():
    """Actions: Draw needs a card in the user's own deck."""
    state = official(play=(A,), turn=1, control=0, decks=((), ()))
    v = oa.verdict(T, state, "draw", ())
    assert v.code == "draw-empty-deck" and v.reason.startswith("Your deck is empty")
    assert oa.verdict(T, official(play=(A,), turn=1, control=0, decks=((), (C,))), "draw", ()).ok
    assert oa.verdict(T, official(play=(A,), turn=0, control=1, decks=((C,), ())), "draw", ()).ok
    assert oa.verdict(T, official(play=(A,), turn=0, decks=((), (C,))), "draw", ()).code == "draw-empty-deck"


def test_clone_verdicts():
    """Actions: Clone counts for Triples only and not during a shot (O66)."""
    v = oa.verdict(T, official(play=(A, B, C), shot=0), "clone", ())
    assert v.code == "no-clone-in-shot" and v.rule == oa.rule("Actions: Clone")
    assert oa.verdict(T, official(play=(A, B, C), shot=1, turn=1), "clone", ()).code == "no-clone-in-shot"
    v = oa.verdict(T, official(play=(A, r(1, "rookie-0-glove"), C)), "clone", ())
    assert v.code == "clone-nothing" and v.rule == oa.rule("Actions: Clone")
    assert oa.verdict(T, official(play=(A, B, C)), "clone", ()).ok


def test_intercept_verdicts():
    """O63: the opponent's card beneath must have moved the puck; No Intercept refuses it (O52)."""
    v = oa.verdict(T, official(play=(B, A), effects=(path(1, "c9", B),)), "intercept", ())
    assert v.code == "nothing-to-intercept" and v.rule == oa.ACTIONS_R
    assert oa.verdict(T, official(play=(B, A), effects=(path(1, "c9>nw9", B),)), "intercept", ()).ok
    clean = x(1, "clean-feed-3-helmet")
    state = official(play=(clean, A), effects=(path(1, "c9>nw9", clean),), extra=((), ("clean-feed-3-helmet",)))
    v = oa.verdict(T, state, "intercept", ())
    assert v.code == "no-intercept" and v.rule == oa.rule("Part 3: No Intercept")
    assert v.reason == f"{T.label[clean]} cannot be intercepted (its special)."
    assert oa.interceptable(T, official(play=(B, A))).ok


def test_punch_verdict_names_the_areas():
    """Actions: Punch (O64): the refusal names the areas toward the user's own net."""
    state = official(play=(A,), puck="e3", control=1)
    assert oa.verdict(T, state, "punch", ("e0",)).ok
    v = oa.verdict(T, state, "punch", ("e4",))
    assert v.code == "punch-toward-own-net"
    assert v.reason == ("Punch moves the puck one area toward your own net: east end, point (north) (8), "
                        "east end, point (south) (0).")


def test_stretch_pass_and_icing_need_control_and_no_shot():
    """Actions: Stretch Pass and Icing need control of the puck, no shot under way, and a reachable area."""
    assert oa.verdict(T, official(play=(A,), control=0), "stretch-pass", ("e8",)).ok
    v = oa.verdict(T, official(play=(A,), control=1), "stretch-pass", ("e8",))
    assert v.code == "no-control" and v.reason == "You must control the puck to use Stretch Pass."
    assert oa.verdict(T, official(play=(A,), control=1, turn=1), "stretch-pass", ("e8",)).ok
    assert oa.verdict(T, official(play=(A,), control=None), "icing", ("e5",)).code == "no-control"
    v = oa.verdict(T, official(play=(A,), control=0, shot=0, stage=SHOT_CARD), "stretch-pass", ("e8",))
    assert v.code == "shot-on" and v.reason == "A shot is under way." and v.rule == oa.rule("How to Score a Goal")
    v = oa.verdict(T, official(play=(A,), control=0), "stretch-pass", ("e3",))
    assert v.code == "stretch-reach" and v.rule == oa.ACTIONS_R
    assert oa.verdict(T, official(play=(A,), control=0), "icing", ("e7",)).ok
    v = oa.verdict(T, official(play=(A,), control=0), "icing", ("w5",))
    assert v.code == "icing-where" and v.rule == oa.ACTIONS_R
    assert v.reason.endswith(": east end, north side of the net (5), " + T.area_name["e6"] + ", "
                             + T.area_name["e7"] + ".")


def test_each_action_offers_its_areas_and_cards():
    """Actions: each action is offered with the areas or cards it may take."""
    shot = shot_state()
    assert oa.options(T, shot, "block") == [Action(1, "block")]
    assert oa.options(T, shot, "deflect") == [Action(1, "deflect")]
    assert oa.options(T, shot_state(turn=0), "block") == []
    assert oa.options(T, shot, "poke-check") == [Action(1, "poke-check", (a,)) for a in T.arrows["e3"]]
    assert oa.options(T, shot_state(turn=0), "poke-check") == []
    mine = official(play=(A,), puck="c9", control=0)
    assert oa.options(T, mine, "stretch-pass") == [Action(0, "stretch-pass", (a,))
                                                   for a in ("nw9", "ne9", "w8", "w0", "e8", "e0")]
    assert oa.options(T, mine, "icing") == [Action(0, "icing", (a,)) for a in ("e5", "e6", "e7")]
    theirs = official(play=(A,), puck="c9", control=1)
    assert oa.options(T, theirs, "stretch-pass") == [] and oa.options(T, theirs, "icing") == []
    assert oa.options(T, theirs, "punch") == [Action(0, "punch", ("nw9",))]
    assert oa.options(T, mine, "draw") == [Action(0, "draw")]
    assert oa.options(T, official(play=(A,), decks=((), ())), "draw") == []
    assert oa.options(T, official(play=(A, B, C)), "clone") == [Action(0, "clone")]
    assert oa.options(T, mine, "intercept") == []


def test_the_candidate_actions_cover_every_kind_and_reachable_area():
    """Actions: the candidates hold every kind with every reachable area and bench card."""
    state = official(hands=((C,), ()), play=(A,), puck="w7", control=0)
    got = oa.candidates(T, state, 0)
    assert got[:5] == [Action(0, k) for k in ("block", "deflect", "draw", "intercept", "clone")]
    areas = list(dict.fromkeys((*T.arrows["w7"], *puck_paths.two_steps(T, "w7"), "e5", "e6", "e7", "w7")))
    assert {"w5", "w6", "w1", "w2"} <= set(areas)
    assert got[5:5 + 4 * len(areas)] == [Action(0, k, (a,)) for k in ("poke-check", "stretch-pass", "icing",
                                                                     "punch") for a in areas]
    assert got[5 + 4 * len(areas):] == [Action(0, "substitution", (C, b)) for b in state.benches[0]]
    assert Action(0, "icing", ("e6",)) in got and Action(0, "punch", ("w7",)) in got
    assert Action(1, "icing", ("w6",)) in oa.candidates(T, state, 1)


def test_each_action_is_named_in_the_players_words():
    """Actions: each action's button says what it does."""
    d = lambda kind, *args: oa.describe(T, official(), Action(0, kind, args))
    assert d("block") == "Block the shot (play stops)"
    assert d("deflect") == "Deflect the shot (play stops)"
    assert d("poke-check", "e8") == "Poke-check: stop the shot, the puck to east end, point (north) (8)"
    assert d("stretch-pass", "e8") == "Stretch pass to east end, point (north) (8)"
    assert d("draw") == "Draw a card"
    assert d("icing", "e5") == "Ice the puck to east end, north side of the net (5)"
    assert d("punch", "c9") == "Punch: take the puck, to center ice (9)"
    assert d("intercept") == "Intercept the puck"
    assert d("clone") == "Clone the number beneath (Triples)"
    assert d("substitution", A, C) == "Substitution: bench Body-Check 3 (glove), take Rookie 0 (helmet)"


def test_block_and_deflect_stop_play_with_the_blocker_choosing():
    """Actions: Block and Deflect stop play as the Shot Card; the face-off is where the puck is and
    the blocking side chooses (How to Score a Goal)."""
    for kind, card_id, verb in (("block", r(1, "penalty-kill-2-skate"), "blocks"),
                                ("deflect", r(1, "deflection-1-helmet"), "deflects")):
        state = shot_faced(card_id)
        new, events = run(state, 1, kind)
        assert events[0].kind == kind and events[0].data == {"seat": 1}
        assert events[0].text == f"Bo {verb} the shot with {T.label[card_id]}: play stops."
        assert new.phase == STOPPAGE and new.stoppage.reason == kind and new.stoppage.chooser == 1
        assert new.stoppage.place == T.rink.place_of("e3")


def test_own_goal_block_lets_the_shot_go_on():
    """Glossary, Own Goal (O87): a Block on an Own Goal card's shot does not stop play."""
    own = x(0, "off-the-pads-7-helmet")
    state = official(hands=((r(0, "goal-helmet"),), (r(1, "penalty-kill-2-skate"),)), play=(own,), puck="e3",
                     control=0, turn=1, shot=0, stage=SHOT_CARD, shot_from=0, extra=(("off-the-pads-7-helmet",), ()))
    state = act(evolve(state, names=NAMES2), 1, "play", r(1, "penalty-kill-2-skate"))
    special = action_play._own_goal(T, state)
    assert special is not None
    new, events = run(state, 1, "block")
    assert events[0].kind == "block" and events[0].data == {"seat": 1, "special": special}
    assert events[0].text == ("Bo blocks the shot with Penalty Kill 2 (skate), but it may still go in "
                              f"({T.cards.specials_text[special][0]}): no stoppage.")
    assert T.cards.specials_text[special][0] == "Own Goal"
    assert new.phase != STOPPAGE and new.shot == 0
    cancelled = evolve(state, effects=(basics.Effect("cancelled", 0, "game", "", own),))
    assert action_play._own_goal(T, cancelled) is None
    assert action_play._own_goal(T, shot_faced(r(1, "penalty-kill-2-skate"))) is None


def test_poke_check_ends_the_shot_and_records_the_move():
    """Actions: Poke-Check (O60): the shot is over, the puck moves one area, the shooter keeps it."""
    state = shot_faced(r(1, "poke-check-2-glove"))
    new, events = run(state, 1, "poke-check", "e8")
    assert events[0].text == ("Bo poke-checks: the shot is over and the puck goes from east end, high slot (3) "
                              "to east end, point (north) (8); Ann still has it.")
    assert events[0].data == {"seat": 1, "from": "e3", "to": "e8"}
    assert new.shot is None and new.stage is None and new.shot_from == 0 and new.puck == "e8" and new.control == 0
    later = evolve(state, play=(r(0, "rookie-0-helmet"),) + state.play, shot_from=1)    # the shot began higher up
    assert oa.poke(T, later, "e8", {}, []).shot_from == 0
    assert basics.Effect("path", 1, "stoppage", "e3>e8!", r(1, "poke-check-2-glove")) in new.effects
    events = []
    poked = oa.poke(T, state, "e0", {"special": "stick-lift"}, events)
    assert events[0].data == {"seat": 1, "from": "e3", "to": "e0", "special": "stick-lift"}
    assert poked.turn == 1 and poked.puck == "e0"


def test_stretch_pass_records_the_area_passed():
    """Actions: Stretch Pass moves the puck one or two areas; its path is kept for Intercept (O63)."""
    sp = r(0, "stretch-pass-6-glove")
    state = laid(0, sp, puck="c9", control=0)
    new, events = run(state, 0, "stretch-pass", "e8")
    assert events[0].kind == "stretch-pass"
    assert events[0].text == "Ann makes a stretch pass from center ice (9) to east end, point (north) (8)."
    assert events[0].data == {"seat": 0, "from": "c9", "to": "e8"}
    assert new.puck == "e8" and new.action_used
    assert puck_paths.path_of(new, sp) == ("c9", "ne9", "e8")
    assert [e.seat for e in new.effects if e.card == sp and e.kind == "path"] == [0]
    near, _ = run(state, 0, "stretch-pass", "ne9")
    assert puck_paths.path_of(near, sp) == ("c9", "ne9")
    deep = laid(0, sp, puck="e8", control=0)
    deep, _ = run(deep, 0, "stretch-pass", "e4")
    assert deep.bonus[0] == 1                         # a pass inside the offensive zone (How to Score a Goal)


def test_draw_takes_one_card_and_marks_the_card_unignorable():
    """Actions: Draw: one card; it cannot be Ignored (O65)."""
    ms = r(1, "momentum-swing-3-helmet")
    state = laid(1, ms, puck="c9", control=0)
    before = len(state.hands[1]), len(state.decks[1])
    new, events = run(state, 1, "draw")
    assert events[0].kind == "draw-action" and events[0].text == "Bo draws a card (Draw)."
    assert events[0].data == {"seat": 1}
    assert len(new.decks[1]) == before[1] - 1
    assert basics.Effect("unignorable", 1, "stoppage", "", ms) in new.effects
    assert new.hands[1][:before[0]] == state.hands[1] or len(new.hands[1]) >= before[0]


def test_substitution_swaps_without_using_the_line_changes():
    """Actions: Substitution swaps a hand card with a bench card; it is not a stoppage switch and
    cannot be Ignored (O65)."""
    sub = x(0, SUB)
    state = official(hands=((sub, C), (r(1, "goal-skate"),)), puck="c9", control=0, extra=((SUB,), ()))
    state = act(evolve(state, names=NAMES2, swaps=(1, 2), ready=(False, True)), 0, "play", sub)
    back = state.benches[0][0]
    new, events = run(state, 0, "substitution", C, back)
    assert events[0].kind == "substitution" and events[0].data == {"seat": 0}
    assert events[0].text == "Ann makes a substitution with the bench."
    assert back in new.hands[0] and C in new.benches[0]
    assert new.swaps == (1, 2) and new.ready == (False, True)
    assert basics.Effect("unignorable", 0, "stoppage", "", sub) in new.effects


def test_icing_from_own_half_stops_play_against_the_icer():
    """Actions: Icing; O62: from behind center it is an Icing stoppage in the icer's end, the other
    side choosing, the icer not switching with the bench."""
    ice = r(1, "icing-0-glove")
    state = laid(1, ice, puck="e3", control=1)
    new, events = run(state, 1, "icing", "w6")
    assert events[0].kind == "icing-action" and events[0].data == {"seat": 1, "from": "e3", "to": "w6"}
    assert events[0].text == (f"Bo ices the puck from east end, high slot (3) to {T.area_name['w6']} "
                              "and gives up control.")
    stop = new.stoppage
    assert new.phase == STOPPAGE and stop.reason == "icing" and stop.chooser == 0
    assert stop.no_bench == 1 and stop.place == T.rink.zone_place(1, "defensive")
    assert stoppage_data(events)["offender"] == 1


def test_icing_past_center_sends_the_puck_loose():
    """Actions: Icing from past center (O62): the puck goes deep and loose; its path is recorded for
    Intercept (O63)."""
    ice = r(1, "icing-0-glove")
    state = laid(1, ice, puck="nw9", control=1)
    new, _events = run(state, 1, "icing", "w7")
    assert new.phase != STOPPAGE and new.puck == "w7" and new.control is None
    assert puck_paths.path_of(new, ice) == ("nw9", "w8", "w1", "w5", "w7")
    assert [e.detail for e in new.effects if e.card == ice] == ["nw9>w8>w1>w5>w7!"]
    assert [e.seat for e in new.effects if e.card == ice] == [1]            # Bo moved it (O63)


def test_punch_moves_or_keeps_the_puck_and_takes_control():
    """Actions: Punch takes control and moves the puck toward the user's net, or it stays (O64)."""
    state = laid(0, x(0, PUNCH), puck="e3", control=1, extra=((PUNCH,), ()))
    new, events = run(state, 0, "punch", "e0")
    assert events[0].kind == "punch" and events[0].data == {"seat": 0, "from": "e3", "to": "e0"}
    assert events[0].text == "Ann punches, takes the puck and moves it from east end, high slot (3) to " \
                             "east end, point (south) (0)."
    assert new.puck == "e0" and new.control == 0
    assert puck_paths.path_of(new, x(0, PUNCH)) == ("e3", "e0")
    # Establish Passing Bonus: a move by an action wholly inside the zone Ann attacks is a pass
    assert new.bonus == (1, 0) and [e.kind for e in events] == ["punch", "passing-bonus"]
    assert [e.seat for e in new.effects if e.kind == "path"] == [0]       # the path is Ann's (O63)
    stay = laid(0, x(0, PUNCH), puck="w7", control=1, extra=((PUNCH,), ()))
    new, events = run(stay, 0, "punch", "w7")
    assert events[0].text == f"Ann punches, takes the puck and keeps it in {T.area_name['w7']}."
    assert new.puck == "w7" and new.control == 0
    assert puck_paths.path_of(new, x(0, PUNCH)) == ()


def test_intercept_takes_the_puck_halfway_and_gains_control():
    """Actions: Intercept (O63): control at half the opponent's movement, rounded down."""
    icept = x(0, INTERCEPT)
    mover = B
    for steps, spot in ((("a", "b", "c", "d"), "b"), (("a", "b", "c", "d", "e"), "c"), (("c9", "nw9"), "c9"),
                        (("c9", "nw9", "w8"), "nw9")):
        state = official(play=(mover, icept), puck=steps[-1] if steps[0] == "c9" else "c9", control=1,
                         effects=(path(1, ">".join(steps) + "!", mover),), extra=((INTERCEPT,), ()))
        state = evolve(state, names=NAMES2)
        if steps[0] != "c9":
            assert puck_paths.opponent_path(T, state, 0)[(len(steps) - 1) // 2] == spot
            continue
        events = []
        new = oa.intercept(T, state, 0, events, {"special": "stick"})
        assert new.puck == spot and new.control == 0
        assert events[0].kind == "intercept"
        assert events[0].text == f"Ann intercepts the puck in {T.area_name[spot]}."
        assert events[0].data == {"seat": 0, "area": spot, "special": "stick"}
    events = []
    oa.intercept(T, state, 0, events)
    assert events[0].data == {"seat": 0, "area": "nw9"}


def test_intercept_deep_in_the_zone_counts_the_move():
    """How to Score a Goal: the intercepting side's move into the offensive zone earns its bonus."""
    icept = x(0, INTERCEPT)
    mover = B
    state = official(play=(mover, icept), puck="e4", control=1, effects=(path(1, "e4>e3>e8!", mover),),
                     extra=((INTERCEPT,), ()))
    new = oa.intercept(T, state, 0, [])
    assert new.puck == "e3" and new.control == 0
    assert new.bonus == passing_bonus.bonus_after_move(T, evolve(state, puck="e3", control=0), 0, "e4", "e3", []).bonus


def test_clone_triples_two_line_pass_and_too_fast():
    """Actions: Clone (Triples); Part 3 Two Line Pass (O48: Icing) and Too Fast (O77: Offside),
    each against the cloned card's user."""
    clone = x(0, CLONE)
    state = official(hands=((clone,), (r(1, "goal-skate"),)), play=(A, B), puck="c9", control=0,
                     extra=((CLONE,), ()))
    state = act(evolve(state, names=NAMES2), 0, "play", clone)
    new, events = run(state, 0, "clone")
    assert events[0].kind == "clone" and events[0].data == {"seat": 0}
    assert events[0].text == f"Ann clones the number of {T.label[B]}: Triples!"
    assert new.phase == STOPPAGE and new.stoppage.reason == "offside"
    tlp = x(1, "long-bomb-4-stick")
    state = official(hands=((clone,), (r(1, "goal-skate"),)), play=(tlp,), puck="c9", control=1,
                     extra=((CLONE,), ("long-bomb-4-stick",)))
    state = act(evolve(state, names=NAMES2), 0, "play", clone)
    new, events = run(state, 0, "clone")
    assert events[0].kind == "clone"
    assert events[0].text == f"Ann clones {T.label[tlp]}: a cloned Two Line Pass is Icing."
    assert events[0].data == {"seat": 0, "offender": 1}
    stop = new.stoppage
    assert stop.reason == "icing" and stop.chooser == 0 and stop.no_bench == 1
    assert stoppage_data(events)["offender"] == 1
    assert stop.place == T.rink.zone_place(1, "defensive")
    moved = evolve(state, effects=state.effects + (path(0, "c9>nw9", tlp),))
    new, events = run(moved, 0, "clone")
    assert events[0].data == {"seat": 0, "offender": 0} and new.stoppage.chooser == 1
    assert stoppage_data(events)["offender"] == 0 and new.stoppage.no_bench == 0
    assert new.stoppage.place == T.rink.zone_place(0, "defensive")
    # the offender is whoever moved the puck with the card: other effects of the card do not count
    noted = evolve(state, effects=state.effects + (basics.Effect("unignorable", 1, "stoppage", "", tlp),
                                                   path(0, "c9>nw9", tlp)))
    _new, events = run(noted, 0, "clone")
    assert events[0].data == {"seat": 0, "offender": 0}
    # with no path recorded, the offender is the side that laid the card, here from the other deck (O22)
    _new, events = run(evolve(state, laid_by=((tlp, 0),)), 0, "clone")
    assert events[0].data == {"seat": 0, "offender": 0}
    fast = x(1, "too-fast-5-skate")
    state = official(hands=((clone,), (r(1, "goal-skate"),)), play=(fast,), puck="e8", control=1,
                     extra=((CLONE,), ("too-fast-5-skate",)))
    state = act(evolve(state, names=NAMES2), 0, "play", clone)
    assert oa.clone_makes(T, state) == "offside"
    new, events = run(state, 0, "clone")
    assert events[0].kind == "clone" and events[0].text == f"Ann clones {T.label[fast]}: too fast, Offside."
    assert events[0].data["offender"] == 1 and events[0].data["seat"] == 0
    assert events[0].data["special"] == next(s for s, _r in T.special_rules[fast])
    assert new.phase == STOPPAGE and new.stoppage.reason == "offside"
    noted = evolve(state, effects=state.effects + (basics.Effect("unignorable", 1, "stoppage", "", fast),
                                                   path(0, "e3>e8", fast)))
    _new, events = run(noted, 0, "clone")
    assert events[0].data["offender"] == 0           # whoever moved the puck with it, not its other effects
    _new, events = run(evolve(state, laid_by=((fast, 0),)), 0, "clone")
    assert events[0].data["offender"] == 0           # with no move recorded, the side that laid it (O22)


def test_each_refusal_of_the_actions_says_what_the_player_did_wrong_and_cites_its_rule():
    """Actions (and ruling O66 for a Clone in a shot): the words the table shows and the rule it
    names when an action is refused, for the refusals whose codes alone were tested."""
    def said(state, kind, *args):
        v = oa.verdict(T, state, kind, args)
        return v.code, v.reason, v.rule

    assert said(shot_state(turn=0), "block") == (
        "block-needs-shot", "Block works only on the Shot Card you play against the opponent's shot.", oa.ACTIONS_R)
    for kind, arg in (("punch", ("e4",)), ("intercept", ())):
        assert said(shot_state(), kind, *arg) == (
            f"no-{kind}-on-shot", f"{oa.NAMES[kind]} cannot be used as the answer to a shot.", oa.ACTIONS_R)
    empty = official(play=(A,), turn=0, control=0, decks=((), None))
    assert said(empty, "draw") == ("draw-empty-deck", "Your deck is empty: there is nothing to draw.", oa.ACTIONS_R)
    assert said(shot_state(), "clone") == (
        "no-clone-in-shot", ("A Clone is not used while a shot is under way: the shot's own rules decide what its "
        "cards do (ruling O66)."), oa.rule("Actions: Clone"))
    assert said(official(play=(A, C), turn=0, control=0), "clone") == (
        "clone-nothing", ("Clone counts only for Triples: the two cards beneath must share a number (or the card "
        "beneath must name a Clone)."), oa.rule("Actions: Clone"))


def test_intercept_and_the_control_actions_refuse_in_words_that_cite_actions():
    """Actions: Intercept needs a movement of the opponent's card to take the puck from; Stretch
    Pass and Icing need control of the puck, and a Stretch Pass reaches one or two areas along the arrows."""
    still = official(play=(B, A), turn=0, control=1)
    v = oa.verdict(T, still, "intercept", ())
    assert (v.code, v.reason, v.rule) == (
        "nothing-to-intercept",
        "Intercept takes the puck on its way: the opponent's card beneath yours must have moved it.", oa.ACTIONS_R)
    for kind in ("stretch-pass", "icing"):
        v = oa.verdict(T, still, kind, ("c9",))
        assert (v.code, v.reason, v.rule) == (
            "no-control", f"You must control the puck to use {oa.NAMES[kind]}.", oa.ACTIONS_R)
    v = oa.verdict(T, evolve(still, control=0, puck="c9"), "stretch-pass", ("e5",))
    assert (v.code, v.reason, v.rule) == (
        "stretch-reach", "A Stretch Pass moves the puck one or two areas along the arrows.", oa.ACTIONS_R)


def test_support_offensive_refuses_only_block():
    """Support (Offensive, O120): the marked card may not Block; Deflect is still open."""
    from tabletop.games.breakaway_ccg.specials import support
    state = shot_state()
    marked = evolve(state, effects=(basics.Effect(support.NO_BLOCK, 1, "stoppage", "", B),))
    v = oa.verdict(T, marked, "block", ())
    assert v.code == "support-no-block"
    # the mark is on the card in play, the top one, wherever it lies in a longer pile
    three = shot_state(play=(C, A, B), shot_from=1)
    assert oa.verdict(T, evolve(three, effects=marked.effects), "block", ()).code == "support-no-block"
    middle = (basics.Effect(support.NO_BLOCK, 1, "stoppage", "", A),)
    assert oa.verdict(T, evolve(three, effects=middle), "block", ()).ok
    assert oa.options(T, marked, "block") == []
    assert oa.verdict(T, marked, "deflect", ()).ok and oa.options(T, marked, "deflect") == [Action(1, "deflect")]
    other = evolve(state, effects=(basics.Effect(support.NO_BLOCK, 1, "stoppage", "", A),))
    assert oa.verdict(T, other, "block", ()).ok and oa.options(T, other, "block") == [Action(1, "block")]


def test_substitution_options_and_verdict_follow_the_switch_rules():
    """Actions: Substitution swaps one hand card with one bench card."""
    sub = x(0, SUB)
    state = official(hands=((sub, C), (r(1, "goal-skate"),)), puck="c9", control=0, extra=((SUB,), ()))
    state = act(state, 0, "play", sub)
    opts = oa.options(T, state, "substitution")
    assert opts == [Action(0, "substitution", (C, b)) for b in state.benches[0]]
    assert oa.verdict(T, state, "substitution", (C, state.benches[0][0])).ok
    assert not oa.verdict(T, state, "substitution", (state.benches[0][0], C)).ok


def test_an_intercept_where_the_puck_already_is_is_no_pass():
    """Establish Passing Bonus counts a pass that moves the puck: when half the opponent's movement
    is the area the puck is in (it came back there), Intercept takes control without a bonus (O63)."""
    state = official(play=(B, x(0, INTERCEPT)), puck="e3", control=1, effects=(path(1, "e3>e8!", B),),
                     extra=((INTERCEPT,), ()))
    events = []
    new = oa.intercept(T, evolve(state, names=NAMES2), 0, events)
    assert new.puck == "e3" and new.control == 0 and new.bonus == (0, 0)
    assert [e.kind for e in events] == ["intercept"]
    moved = official(play=(B, x(0, INTERCEPT)), puck="e0", control=1, effects=(path(1, "e3>e0!", B),),
                     extra=((INTERCEPT,), ()))
    new = oa.intercept(T, evolve(moved, names=NAMES2), 0, events)
    assert new.puck == "e3" and new.bonus == (1, 0) and events[-1].kind == "passing-bonus"


def test_intercept_takes_the_puck_halfway_back_and_ends_the_use():
    """Actions: Intercept, through ``apply``: control and the puck halfway back (O63)."""
    icept = x(0, INTERCEPT)
    state = official(hands=((icept,), (r(1, "goal-skate"),)), play=(B,), puck="w8", control=1,
                     effects=(path(1, "c9>nw9>w8!", B),), extra=((INTERCEPT,), ()))
    state = act(evolve(state, names=NAMES2), 0, "play", icept)
    assert oa.options(T, state, "intercept") == [Action(0, "intercept")]
    new, events = run(state, 0, "intercept")
    assert events[0].text == f"Ann intercepts the puck in {T.area_name['nw9']}."
    assert new.puck == "nw9" and new.control == 0


def test_body_check_takes_the_puck():
    """Part 2, "Actions": Body-Check takes the puck where it lies."""
    new, events = run_flow(action_play.body_check, used(puck="c9", control=1))
    assert log(events) == [
        (
            "body-check",
            "Player 1 body-checks and takes the puck in center ice (9).",
            {"seat": 0, "area": "c9"},
        )
    ]
    assert new.control == 0 and new.action_used
