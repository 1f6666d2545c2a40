"""Breakaway: CCG specials of the puck, shots, goals and penalties (Part 3 of ``breakaway-ccg.md``,
the Specials glossary; issue 15, rulings O76-O95): one scenario per special, each citing its
glossary entry, played through the checked ``apply``. The rules are data in
``card_data/breakaway_ccg/cards.yaml`` read by ``specials.py`` (handlers in ``special_handlers.py``)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.state import FIGHT, SCORE, START, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.support import GAME, act, extra_card, official, r, verdict


def x(seat, name):
    """A card the starter teams lack (given to ``official(extra=...)``)."""
    return extra_card(seat, name)


def to_play(state, seat):
    """Walk ``seat`` through Phase 1 to Phase 2."""
    while state.turn == seat and state.phase == START:
        state = act(state, seat, "go") if verdict(state, seat, "go") else act(state, seat, "keep")
    return state


def done(state, seat):
    """End ``seat``'s use of its card when something keeps the turn open."""
    if state.phase == USE and state.turn == seat:
        state = act(state, seat, "end")
    return state


def kinds(state, seat):
    return {a.kind for a in GAME.legal_actions(state, seat)}


def laid(card, control, play=(), **fields):
    """Seat 1's turn just ended: seat 0 lays ``card`` (an authored printing) on ``play``."""
    state = official(hands=((x(0, card),), (r(1, "goal-skate"),)), play=play, puck="c9", control=control,
                     extra=((card,), ()), **fields)
    return act(state, 0, "play", x(0, card))


def specials_offered(state, seat):
    return {a.args[0] for a in GAME.legal_actions(state, seat) if a.kind.startswith("special")}


CLONE = "mirror-play-0-glove"


# ----- Stop Movement (O76) ----------------------------------------------------------------------------
def test_stop_movement_sends_the_puck_back_where_the_opponents_card_found_it():
    """Glossary, Stop movement: stop all movement and placement of the puck by the opponent's last
    card (ruling O76: as Green's stop, control unchanged); not as a Shot Card."""
    card = "gap-control-3-glove"
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, card),)), puck="c9", control=0,
                     extra=((), (card,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    state = act(to_play(state, 1), 1, "play", x(1, card))
    assert "stop-movement" in specials_offered(state, 1)
    state = act(state, 1, "special", "stop-movement")
    assert state.puck == "c9" and state.control == 0 and state.special_used
    assert verdict(state, 1, "special", "stop-movement").code == "one-special"


def test_stop_movement_needs_a_movement_to_stop():
    card = "gap-control-3-glove"
    state = laid(card, 1, (r(1, "rookie-0-glove"),))
    assert verdict(state, 0, "special", "stop-movement").code == "special-opponent-moved"


# ----- Too Fast (O77) -----------------------------------------------------------------------------------
def test_too_fast_is_a_stretch_pass_and_a_clone_on_it_is_offside():
    """Glossary, Too Fast: may use the Stretch Pass action, but if Cloned then Offside (ruling O77)."""
    card = "too-fast-5-skate"
    state = official(hands=((x(0, card),), (x(1, CLONE),)), puck="c9", control=0, extra=((card,), (CLONE,)))
    state = act(state, 0, "play", x(0, card))
    offered = {a.args[1] for a in GAME.legal_actions(state, 0) if a.kind == "special-area"}
    assert "e8" in offered and "ne9" in offered and "c9" not in offered and "e4" not in offered
    assert verdict(state, 0, "special-area", "too-fast", "e4").code == "special-reach"
    state = done(act(state, 0, "special-area", "too-fast", "e8"), 0)
    assert state.puck == "e8" and state.control == 0
    state = act(to_play(state, 1), 1, "play", x(1, CLONE))
    assert "clone" in kinds(state, 1)
    state = act(state, 1, "clone")
    assert state.phase == STOPPAGE and state.stoppage.reason == "offside"
    assert state.hand_max[0] == 8 and state.stoppage.chooser == 1       # against Too Fast's user


def test_too_fast_needs_the_puck():
    card = "too-fast-5-skate"
    state = laid(card, 1)
    assert state.turn == 1            # not offered without the puck: the card had nothing else, so the turn ended


# ----- Toronto (O78) ------------------------------------------------------------------------------------
def test_toronto_as_the_shot_card_cannot_be_tipped():
    """Glossary, Toronto: when played as a Shot Card the Tip Action cannot be used on it."""
    card = "toronto-goal-6-stick"
    state = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "tip-in-5-helmet")), (x(1, card),)),
                     puck="e4", control=0, turn=0, extra=((), (card,)))
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    state = act(state, 1, "play", x(1, card))
    state = done(state, 1)
    state = act(state, 0, "play", r(0, "tip-in-5-helmet"))
    assert state.stage == SCORE
    v = verdict(state, 0, "tip")
    assert not v.ok and v.code == "not-ignorable"


def test_toronto_lets_a_goal_with_a_cancelled_card_stand():
    """Glossary, Toronto: allows a called back goal (ruling O78: the goal stands)."""
    card = "toronto-goal-6-stick"
    shot_card = r(1, "rookie-0-glove")
    state = official(hands=((x(0, card),), ()), play=(r(0, "shot-on-goal-4-helmet"), shot_card), puck="e4",
                     control=0, turn=0, extra=((card,), ()), shot=0, stage=SCORE, shot_from=0)
    state = evolve(state, effects=(fl.Effect("cancelled", 1, "game", "", shot_card),))
    state = act(state, 0, "play", x(0, card))
    state = done(act(state, 0, "score"), 0)          # seat 1 has no card: no save
    assert state.goals[0] == 1 and state.phase == STOPPAGE and state.stoppage.reason == "goal"


# ----- Tilt (O79) ---------------------------------------------------------------------------------------
def test_tilt_on_a_body_check_card_penalises_the_opponent_and_starts_a_fight_once_a_period():
    """Glossary, Tilt: played on a Body-Check card, once per period, force the opponent to fight and
    take a 2-minute penalty (ruling O79)."""
    card = "tilt-6-helmet"
    state = laid(card, 1, (r(1, "enforcer-1-glove"),))
    assert "tilt" in specials_offered(state, 0)
    state = act(state, 0, "special", "tilt")
    assert state.phase == FIGHT and state.fight.instigator == 1
    assert [c.seat for c in state.calls] == [1] and state.calls[0].minutes == 2
    assert any(e.kind == "once" and e.seat == 0 and e.detail == "tilt" for e in state.effects)
    again = laid(card, 1, (r(1, "enforcer-1-glove"),), effects=(fl.Effect("once", 0, "period", "tilt"),))
    assert verdict(again, 0, "special", "tilt").code == "once-a-period"


def test_tilt_needs_a_body_check_card_beneath():
    card = "tilt-6-helmet"
    state = laid(card, 0, (r(1, "rookie-0-glove"),))
    assert verdict(state, 0, "special", "tilt").code == "special-on-body-check"


# ----- Diving (O80) ---------------------------------------------------------------------------------------
DIVE = "embellishment-2-all"


def test_diving_as_the_third_suit_in_a_row_draws_a_penalty_on_the_opponent():
    """Glossary, Diving: draw a 2-minute penalty when played as the third suit in a row (ruling O80)."""
    state = official(hands=((x(0, DIVE),), (r(1, "goal-skate"),)),
                     play=(r(0, "body-check-3-glove"), r(1, "enforcer-1-glove")), puck="c9", control=0,
                     extra=((DIVE,), ()))
    state = act(state, 0, "play", x(0, DIVE))
    assert [(c.seat, c.minutes) for c in state.calls] == [(1, 2)]


def test_diving_draws_nothing_off_a_broken_row_or_when_the_card_draws_a_penalty_on_its_user():
    """Glossary, Diving: "unless opponent gives you a Penalty because of this card" (O80: laying it
    drew a call on its user, here four of a suit in a row)."""
    broken = official(hands=((x(0, DIVE),), (r(1, "goal-skate"),)),
                      play=(r(0, "body-check-3-helmet"), r(1, "enforcer-1-glove")), puck="c9", control=0,
                      extra=((DIVE,), ()))
    assert not act(broken, 0, "play", x(0, DIVE)).calls
    four = official(hands=((x(0, DIVE),), (r(1, "goal-skate"),)),
                    play=(r(1, "grinder-3-glove"), r(0, "body-check-3-glove"), r(1, "enforcer-1-glove")), puck="c9",
                    control=1, extra=((DIVE,), ()))
    state = act(four, 0, "play", x(0, DIVE))
    assert [c.seat for c in state.calls] == [0]


def test_diving_looks_only_at_calls_its_own_play_drew():
    """O80: only a penalty the card itself draws on its user stops Diving; a call already waiting on
    the diver from earlier in the play is not one, so the opponent is still called."""
    from tabletop.games.breakaway_ccg.penalties import Call

    waiting = official(hands=((x(0, DIVE),), (r(1, "goal-skate"),)),
                       play=(r(0, "body-check-3-glove"), r(1, "enforcer-1-glove")), puck="c9", control=1,
                       extra=((DIVE,), ()), calls=(Call(0, "Hooking"),))
    _state, events = GAME.apply(waiting, Action(0, "play", (x(0, DIVE),)))
    assert [e.data for e in events if e.kind == "penalty-call"] == [
        {"seat": 1, "name": "Tripping", "minutes": 2, "shot": False}
    ]


# ----- Stick Lift (O81) and I Saw That (O82) ---------------------------------------------------------------
LIFT, BLACK = "stick-lift-2-stick", "empty-net-call-skate"


def test_stick_lift_poke_checks_for_free_and_its_black_p_then_penalises_its_owner():
    """Glossary, Stick Lift: use the Poke-Check action for free and gain a Black P (ruling O81): a
    black card the opponent lays on it draws a penalty on the Stick Lift's owner."""
    state = official(hands=((r(0, "shot-on-goal-4-helmet"), x(0, BLACK)), (x(1, LIFT),)), puck="e4", control=0,
                     turn=0, extra=((BLACK,), (LIFT,)))
    state = done(act(act(state, 0, "play", r(0, "shot-on-goal-4-helmet")), 0, "shoot"), 0)
    state = act(state, 1, "play", x(1, LIFT))
    assert "stick-lift" in specials_offered(state, 1)
    state = act(state, 1, "special-area", "stick-lift", "e3")
    assert state.shot is None and state.puck == "e3" and state.control == 0 and not state.action_used
    assert any(e.kind == "black-p" and e.card == x(1, LIFT) for e in state.effects)
    state = act(to_play(done(state, 1), 0), 0, "play", x(0, BLACK))
    assert [c.seat for c in state.calls] == [1]


def test_stick_lift_is_only_for_the_shot_card():
    state = official(hands=((x(0, LIFT),), (r(1, "goal-skate"),)), puck="c9", control=1, extra=((LIFT,), ()))
    state = act(state, 0, "play", x(0, LIFT))
    assert "stick-lift" not in specials_offered(state, 0)
    assert verdict(state, 0, "special-area", "stick-lift", "ne9").code == "poke-check-needs-shot"


def test_i_saw_that_gives_the_card_a_black_p_once_it_uses_a_special():
    """Glossary, I Saw That: if this card uses a Special it gains the Black P (ruling O82)."""
    card = "under-review-3-skate"
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, card),)), puck="c9", control=0,
                     extra=((), (card,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    state = act(to_play(state, 1), 1, "play", x(1, card))
    assert not any(e.kind == "black-p" for e in state.effects)
    state = act(state, 1, "special", "stop-movement")
    assert fl.Effect("black-p", 1, "stoppage", "i-saw-that", x(1, card)) in state.effects


# ----- Redirect (O83) -------------------------------------------------------------------------------------
def test_redirect_undoes_the_opponents_move_then_places_the_puck_which_green_may_stop():
    """Glossary, Redirect: stop the opponent's last movement, then place the puck up to an equal
    number of areas; the opponent's Green may stop this placement (ruling O83)."""
    card, green = "redirect-5-glove", r(0, "shutdown-defender-2-helmet")
    state = official(hands=((r(0, "stretch-pass-6-glove"), green), (x(1, card),)), puck="c9", control=0,
                     extra=((), (card,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    state = act(to_play(state, 1), 1, "play", x(1, card))
    offered = {a.args[1] for a in GAME.legal_actions(state, 1) if a.kind == "special-area"}
    assert "w8" in offered and "e8" in offered and "w4" not in offered
    assert verdict(state, 1, "special-area", "redirect", "w4").code == "special-reach"
    state = act(state, 1, "special-area", "redirect", "w8")
    assert state.puck == "w8" and state.control == 0
    state = done(act(state, 1, "body-check"), 1)                   # the card's own action, owed
    state = act(to_play(state, 0), 0, "play", green)
    state = act(state, 0, "stop-movement")
    assert state.puck == "c9" and state.control == 1


def test_redirect_is_refused_to_the_side_with_the_puck():
    card = "redirect-5-glove"
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, card),)), puck="c9", control=0,
                     extra=((), (card,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    state = evolve(to_play(state, 1), control=1)
    state = act(state, 1, "play", x(1, card))
    assert verdict(state, 1, "special-area", "redirect", "w8").code == "special-no-control"


# ----- Lost the Puck (O84) ----------------------------------------------------------------------------------
LOST = "lost-the-puck-1-helmet"


def test_lost_the_puck_intercepts_a_movement_over_a_blue_line():
    """Glossary, Lost the Puck: intercept the puck if it crossed a blue line, from the opponent's last
    card (its full movement, halved as Intercept does; ruling O84)."""
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, LOST),)), puck="c9", control=0,
                     extra=((), (LOST,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    path = next(e.detail for e in state.effects if e.kind == "path").rstrip("!").split(">")
    state = act(to_play(state, 1), 1, "play", x(1, LOST))
    state = act(state, 1, "special", "lost-the-puck")
    assert state.control == 1 and state.puck == path[1]


def test_lost_the_puck_needs_a_blue_line_crossing():
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, LOST),)), puck="c9", control=0,
                     extra=((), (LOST,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "ne9"), 0)
    state = act(to_play(state, 1), 1, "play", x(1, LOST))
    assert verdict(state, 1, "special", "lost-the-puck").code == "no-blue-line"


def test_lost_the_puck_as_the_shot_card_stops_the_shot_and_takes_the_puck():
    """Glossary, Lost the Puck: if used as a shot card, stop the shot and take control where it was taken."""
    state = official(hands=((r(0, "shot-on-goal-4-helmet"),), (x(1, LOST),)), puck="e4", control=0, turn=0,
                     extra=((), (LOST,)))
    state = done(act(act(state, 0, "play", r(0, "shot-on-goal-4-helmet")), 0, "shoot"), 0)
    state = act(state, 1, "play", x(1, LOST))
    state = act(state, 1, "special", "lost-the-puck")
    assert state.shot is None and state.stage is None and state.control == 1 and state.puck == "e4"


# ----- Video Review (O85) -------------------------------------------------------------------------------------
VR = "video-review-4-glove"


def _facing_a_score(card):
    """Seat 0 has scored on seat 1's Shot Card; seat 1, holding ``card``, answers."""
    play = (r(0, "shot-on-goal-4-helmet"), r(1, "rookie-0-glove"), r(0, "score-5-helmet"))
    return official(hands=((r(0, "goal-helmet"),), (x(1, card),)), play=play, puck="e4", control=0, turn=1,
                    extra=((), (card,)), shot=0, stage="save", shot_from=0)


def test_video_review_answers_a_score_by_calling_the_goal_back():
    """Glossary, Video Review: goal is called back (Stoppage); ruling O85: laid as the answer to the
    Score, in place of a Save."""
    state = _facing_a_score(VR)
    assert any(a.kind == "play" and a.args == (x(1, VR),) for a in GAME.legal_actions(state, 1))
    state = act(state, 1, "play", x(1, VR))
    assert "special" in kinds(state, 1) and "save" not in kinds(state, 1)
    assert verdict(state, 1, "save").code == "no-save-action"
    assert not verdict(state, 1, "end").ok                          # the answer is owed
    state = act(state, 1, "special", "video-review")
    assert state.phase == STOPPAGE and state.stoppage.reason == "called-back" and state.goals == (0, 0)


def test_video_review_is_not_used_outside_a_score():
    state = official(hands=((x(0, VR),), (r(1, "goal-skate"),)), puck="c9", control=0, extra=((VR,), ()))
    state = act(state, 0, "play", x(0, VR))
    assert "video-review" not in specials_offered(state, 0)


# ----- Stretch Dump (O86) -------------------------------------------------------------------------------------
SD = "stretch-dump-6-skate"


def test_stretch_dump_gives_the_winning_dump_card_a_stretch_pass():
    """Glossary, Stretch Dump: if you win any Dump In, you may use the Stretch Pass action for free
    (ruling O86: the winning challenge card's use, not its action)."""
    state = official(hands=((r(0, "dump-and-chase-1-stick"), x(0, SD)), (r(1, "rookie-0-glove"),)), puck="c9",
                     control=0, turn=0, extra=((SD,), ()))
    state = act(act(state, 0, "play", r(0, "dump-and-chase-1-stick")), 0, "dump-in", "e3")
    state = act(act(state, 0, "challenge", x(0, SD)), 1, "challenge", r(1, "rookie-0-glove"))
    assert state.phase == USE and state.turn == 0 and state.control == 0 and state.puck == "e3"
    assert "stretch-dump" in specials_offered(state, 0)
    state = act(state, 0, "special-area", "stretch-dump", "e1")
    assert state.puck == "e1" and state.control == 0 and not state.action_used


def test_stretch_dump_does_nothing_off_a_dump():
    state = official(hands=((x(0, SD),), (r(1, "goal-skate"),)), puck="c9", control=0, extra=((SD,), ()))
    state = act(state, 0, "play", x(0, SD))
    assert verdict(state, 0, "special-area", "stretch-dump", "ne9").code == "special-won-dump"


# ----- Own Goal (O87) -----------------------------------------------------------------------------------------
OWN = "off-the-pads-7-helmet"


def _deflected(shooter):
    state = official(hands=((x(0, shooter) if shooter == OWN else r(0, shooter), r(0, "score-5-helmet")),
                            (r(1, "deflection-1-helmet"),)), puck="e4", control=0, turn=0, extra=((OWN,), ()))
    state = act(state, 0, "play", state.hands[0][0])
    state = done(act(state, 0, "shoot"), 0)
    state = act(state, 1, "play", r(1, "deflection-1-helmet"))
    if state.phase == USE and state.turn == 1:
        state = done(act(state, 1, "deflect"), 1)
    return state


def test_own_goal_lets_the_shooter_score_on_a_deflect():
    """Glossary, Own Goal: may Score a Goal action on a Block or Deflect action (ruling O87: a Block
    or Deflect on the shot of an Own Goal card does not stop play)."""
    state = _deflected(OWN)
    assert state.phase != STOPPAGE and state.stage == SCORE and state.turn == 0
    state = act(to_play(state, 0), 0, "play", r(0, "score-5-helmet"))
    state = act(state, 0, "score")
    assert state.stage == "save"


def test_without_own_goal_a_deflect_stops_play():
    state = _deflected("shot-on-goal-4-helmet")
    assert state.phase == STOPPAGE and state.stoppage.reason == "deflect"


# ----- Pressure (O88) ---------------------------------------------------------------------------------------
PRESSURE = "forecheck-pressure-7-stick"


def test_pressure_against_a_score_calls_the_goal_back_for_a_penalty_shot():
    """Glossary, Pressure: may play this special to call back a goal and give the opponent a penalty
    shot (ruling O88: laid as the answer to the Score)."""
    state = _facing_a_score(PRESSURE)
    state = act(state, 1, "play", x(1, PRESSURE))
    assert "save" not in kinds(state, 1)
    state = act(state, 1, "special", "pressure")
    assert state.pshot is not None and state.goals == (0, 0)


def test_pressure_otherwise_makes_a_triple_and_cannot_be_ignored():
    """Glossary, Pressure: when used this card cannot be Ignored; Triples occur (O88: Offside or Icing
    against the side with the puck, as O8)."""
    state = official(hands=((x(0, PRESSURE),), (r(1, "goal-skate"),)), puck="w3", control=1,
                     extra=((PRESSURE,), ()))
    state = act(state, 0, "play", x(0, PRESSURE))
    state = act(state, 0, "special", "pressure")
    assert state.phase == STOPPAGE and state.stoppage.reason == "offside" and state.stoppage.chooser == 0


# ----- High Sticking (O89) ------------------------------------------------------------------------------------
HIGH = "high-stick-8-glove"


def test_high_sticking_gains_intercept_and_a_black_p():
    """Glossary, High Sticking: may gain the Intercept action, with a Black P (ruling O89)."""
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, HIGH),)), puck="c9", control=0,
                     extra=((), (HIGH,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    state = act(to_play(state, 1), 1, "play", x(1, HIGH))
    assert "intercept" not in kinds(state, 1)
    state = act(state, 1, "special", "high-sticking")
    assert any(e.kind == "black-p" and e.card == x(1, HIGH) for e in state.effects)
    state = act(state, 1, "intercept")
    assert state.control == 1


def test_a_black_ability_calls_back_a_goal_scored_with_high_sticking():
    """Glossary, High Sticking: if this card is used to score, any Black Ability may Video Review for
    free (O89: the answer to its Score, the goal called back)."""
    play = (r(0, "shot-on-goal-4-helmet"), r(1, "rookie-0-glove"), x(0, HIGH))
    state = official(hands=((r(0, "goal-helmet"),), (x(1, BLACK),)), play=play, puck="e4", control=0, turn=1,
                     extra=((HIGH,), (BLACK,)), shot=0, stage="save", shot_from=0)
    assert any(a.kind == "play" and a.args == (x(1, BLACK),) for a in GAME.legal_actions(state, 1))
    state = act(state, 1, "play", x(1, BLACK))
    assert "save" not in kinds(state, 1)
    state = act(state, 1, "color", "black")
    assert state.phase == STOPPAGE and state.stoppage.reason == "called-back" and state.goals == (0, 0)
    plain = official(hands=((r(0, "goal-helmet"),), (x(1, BLACK),)), play=play[:2] + (r(0, "score-5-helmet"),),
                     puck="e4", control=0, turn=1, extra=((HIGH,), (BLACK,)), shot=0, stage="save", shot_from=0)
    assert not any(a.kind == "play" for a in GAME.legal_actions(plain, 1))
