"""Breakaway: CCG, the specials that call a goal back or let it stand (Part 3: Video Review,
Pressure, Toronto, High Sticking; Part 2, "Called Back Goal" and "Game Terms Explained": Cancelled).

Rulings O85 (Video Review), O78 (Toronto), O88 (Pressure) and O89 (High Sticking) in
``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.official.penalties import Call
from tabletop.games.breakaway_ccg.specials import handlers as sh
from tabletop.games.breakaway_ccg.specials import interpreter as sp
from tabletop.games.breakaway_ccg.state import SAVE, SCORE, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_specials import (
    BLACK,
    HIGH,
    REVIEW,
    ROOKIE,
    ROOKIE1,
    SHOOTER,
    TORONTO,
    changed,
    done,
    eff,
    glossary,
    kinds,
    pos,
    pub,
    refused_citing,
    said,
    specials_offered,
    to_play,
    used,
    using,
    x,
)
from tests.games.breakaway_ccg.support import GAME, T, act, official, r, verdict

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
    """Part 3, "Video Review" (ruling O85)."""
    state = official(hands=((x(0, VR),), (r(1, "goal-skate"),)), puck="c9", control=0, extra=((VR,), ()))
    state = act(state, 0, "play", x(0, VR))
    assert "video-review" not in specials_offered(state, 0)


def test_video_review_calls_the_goal_back_and_stops_play():
    """Video Review (O85): answering the Score, the goal is called back and play stops; the user
    chooses the circle."""
    s = pos((REVIEW,), shot=1, stage=SAVE, puck="w4")
    new, events = used(s, "video-review")
    assert events[:2] == [
        said(
            0,
            "video-review",
            REVIEW,
            "Laid to answer the opponent's Score: the goal is called back and play stops.",
        ),
        pub("called-back", "Video Review: the goal is called back.", {"seat": 0, "special": "video-review"}),
    ]
    assert new.stoppage == Stoppage("called-back", "west-end", 0)
    new, _ = used(pos((REVIEW,), shot=1, stage=SAVE, puck="e4"), "video-review")
    assert new.stoppage == Stoppage("called-back", "east-end", 0)


def test_video_review_spends_the_card_s_use_before_a_penalty_shot():
    """Video Review (O85) then a penalty shot owed (O31): the card's use is spent when the penalty
    shot starts."""
    from tabletop.games.breakaway_ccg.official.penalties import Call

    s = pos((REVIEW,), shot=1, stage=SAVE, puck="w4", calls=(Call(1, "Hooking", 2, "x", shot=True),))
    new, _ = used(s, "video-review")
    assert new.phase == "penalty-shot" and new.action_used is True


PRESSURE_ID = "forecheck-pressure-7-stick"


def test_pressure_against_a_score_calls_the_goal_back_for_a_penalty_shot():
    """Glossary, Pressure: may play this special to call back a goal and give the opponent a penalty
    shot (ruling O88: laid as the answer to the Score)."""
    state = _facing_a_score(PRESSURE_ID)
    state = act(state, 1, "play", x(1, PRESSURE_ID))
    assert "save" not in kinds(state, 1)
    state = act(state, 1, "special", "pressure")
    assert state.pshot is not None and state.goals == (0, 0)


def test_pressure_otherwise_makes_a_triple_and_cannot_be_ignored():
    """Glossary, Pressure: when used this card cannot be Ignored; Triples occur (O88: Offside or Icing
    against the side with the puck, as O8)."""
    state = official(hands=((x(0, PRESSURE_ID),), (r(1, "goal-skate"),)), puck="w3", control=1,
                     extra=((PRESSURE_ID,), ()))
    state = act(state, 0, "play", x(0, PRESSURE_ID))
    state = act(state, 0, "special", "pressure")
    assert state.phase == STOPPAGE and state.stoppage.reason == "offside" and state.stoppage.chooser == 0


PRESSURE = "s2:forecheck-pressure-7-stick"
SCORER = r(0, "score-5-helmet")


def answering(**fields):
    """Seat 1 lays Pressure as the answer to seat 0's Score (the shot started at index 2)."""
    play = (r(0, "rookie-0-stick"), r(1, "rookie-0-skate"), SHOOTER, r(1, "rookie-0-glove"), SCORER)
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    return official(play=(*play, PRESSURE), turn=1, phase=USE, puck="e4", control=0, shot=0, stage=SAVE,
                    shot_from=2, **fields)


def test_pressure_answers_a_score_or_is_used_with_no_shot():
    """Part 3, Pressure: a goal called back (O88: as the answer to the Score), or a Triple outside a shot."""
    action = Action(1, "special", ("pressure",))
    assert sh._answering(answering()) is True
    assert sh._answering(answering(action_used=True)) is False
    assert sh._answering(evolve(answering(), turn=0)) is False
    assert sh._answering(evolve(answering(), stage=SCORE)) is False
    assert sh._pressure_actions(T, answering(), "pressure") == [action]
    assert sh._pressure_check(T, answering(), action) == ALLOWED
    free = using(PRESSURE, seat=1)
    assert sh._pressure_actions(T, free, "pressure") == [action]
    assert sh._pressure_check(T, free, action) == ALLOWED
    during = answering(action_used=True)
    assert sh._pressure_actions(T, during, "pressure") == []
    refused_citing(sh._pressure_check(T, during, action), "pressure-during-shot",
            "During a shot, Pressure works only as the answer to the opponent's Score.", glossary("Pressure"))
    refused_citing(sh._pressure_check(T, free, Action(1, "special-card", ("pressure", ROOKIE))), "special-kind",
            "Pressure is used as a special.", glossary("Pressure"))


def test_pressure_s_handler_calls_the_goal_back_and_owes_the_penalty_shot():
    """Part 3, Pressure: call back the goal and give the opponent a penalty shot; the card can no
    longer be Ignored (O88)."""
    events = []
    state = sh._pressure_apply(T, answering(), Action(1, "special", ("pressure",)), events)
    assert events[0] == Event("called-back", "Pressure: Player 2 has the goal called back; Player 1 takes a "
                                             "penalty shot.")
    assert events[0].data == {"seat": 1, "special": "pressure"}
    assert (state.action_used, state.shot, state.stage, state.shot_from, state.special_used) == \
        (True, None, None, 0, True)
    assert Effect("unignorable", 1, "stoppage", "pressure", PRESSURE) in state.effects
    assert state.calls == (Call(1, "Pressure", 2, "Pressure calls the goal back", True),)
    assert events[1].text == "Pressure calls the goal back: a penalty shot for Player 1!"


PRESSURE0 = "s1:forecheck-pressure-7-stick"


def test_pressure_otherwise_makes_a_triple_against_the_side_with_the_puck():
    """Part 3, Pressure: Triples occur (O88: Offside or Icing against the side with the puck, the
    card's player when nobody has it, as O8)."""
    events = []
    state = using(PRESSURE0, puck="w3", control=1, hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    after = sh._pressure_apply(T, state, Action(0, "special", ("pressure",)), events)
    assert events[0] == Event("special", "Pressure: Player 1's Forecheck Pressure 7 (stick) makes a Triple.")
    assert events[0].data == {"seat": 0, "special": "pressure", "card": PRESSURE0}
    assert after.phase == STOPPAGE and after.stoppage.reason == "offside" and after.stoppage.chooser == 0
    loose = sh._pressure_apply(T, evolve(state, puck="e3", control=None), Action(0, "special", ("pressure",)), [])
    assert loose.stoppage.reason == "offside" and loose.stoppage.chooser == 1


def test_toronto_as_the_shot_card_cannot_be_tipped():
    """Glossary, Toronto: when played as a Shot Card the Tip Action cannot be used on it."""
    card = "toronto-goal-6-stick"
    state = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "tip-in-5-helmet")), (x(1, card),)),
                     puck="e4", control=0, turn=0, extra=((), (card,)))
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    state = act(state, 1, "play", x(1, card))
    state = done(state, 1)
    state = act(to_play(state, 0), 0, "play", r(0, "tip-in-5-helmet"))      # the shooter's Phase 1 first (O9)
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


HIGH_ID = "high-stick-8-glove"


def test_high_sticking_gains_intercept_and_a_black_p():
    """Glossary, High Sticking: may gain the Intercept action, with a Black P (ruling O89)."""
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, HIGH_ID),)), puck="c9", control=0,
                     extra=((), (HIGH_ID,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    state = act(to_play(state, 1), 1, "play", x(1, HIGH_ID))
    assert "intercept" not in kinds(state, 1)
    state = act(state, 1, "special", "high-sticking")
    assert any(e.kind == "black-p" and e.card == x(1, HIGH_ID) for e in state.effects)
    state = act(state, 1, "intercept")
    assert state.control == 1


def test_a_black_ability_calls_back_a_goal_scored_with_high_sticking():
    """Glossary, High Sticking: if this card is used to score, any Black Ability may Video Review for
    free (O89: the answer to its Score, the goal called back)."""
    play = (r(0, "shot-on-goal-4-helmet"), r(1, "rookie-0-glove"), x(0, HIGH_ID))
    state = official(hands=((r(0, "goal-helmet"),), (x(1, BLACK),)), play=play, puck="e4", control=0, turn=1,
                     extra=((HIGH_ID,), (BLACK,)), shot=0, stage="save", shot_from=0)
    assert any(a.kind == "play" and a.args == (x(1, BLACK),) for a in GAME.legal_actions(state, 1))
    state = act(state, 1, "play", x(1, BLACK))
    assert "save" not in kinds(state, 1)
    state = act(state, 1, "color", "black")
    assert state.phase == STOPPAGE and state.stoppage.reason == "called-back" and state.goals == (0, 0)
    plain = official(hands=((r(0, "goal-helmet"),), (x(1, BLACK),)), play=play[:2] + (r(0, "score-5-helmet"),),
                     puck="e4", control=0, turn=1, extra=((HIGH_ID,), (BLACK,)), shot=0, stage="save", shot_from=0)
    assert not any(a.kind == "play" for a in GAME.legal_actions(plain, 1))


def test_high_sticking_s_intercept_lasts_the_turn_and_its_black_p_to_the_stoppage():
    """High Sticking (O89): the Intercept action for the turn, and a black penalty symbol to the stoppage."""
    moved = eff("path", 1, "stoppage", "c9>ne9!", ROOKIE1)
    s = pos((ROOKIE1, HIGH), effects=(moved,))
    new, events = used(s, "high-sticking")
    assert events == [
        said(
            0,
            "high-sticking",
            HIGH,
            "Gain the Intercept action, and this card carries a black penalty symbol. A goal "
            "it scores may be called back by the other side's black ability.",
        ),
        pub(
            "special-gain",
            "High Sticking: High Stick 8 (glove) gains the intercept action.",
            {"seat": 0, "special": "high-sticking", "action": "intercept"},
        ),
        pub(
            "special-black-p",
            "High Sticking: High Stick 8 (glove) gains a black penalty symbol.",
            {"seat": 0, "special": "high-sticking", "card": HIGH},
        ),
    ]
    assert changed(s, new) == {
        "special_used": True,
        "effects": (
            moved,
            eff("gain-action", 0, "turn", "intercept", HIGH),
            eff("black-p", 0, "stoppage", "high-sticking", HIGH),
        ),
    }


def test_the_passive_specials_read_by_other_modules():
    """Video Review calls a goal back (O85); High Sticking lets the other side's black call its goal
    back (O89); Too Fast's Clone calls Offside (O77); Start a Fight's misconduct (O45)."""
    assert sp.calls_back(T, REVIEW) and sp.calls_back(T, REVIEW, "video-review")
    assert not sp.calls_back(T, REVIEW, "crowd") and not sp.calls_back(T, ROOKIE)
    assert sp.calls_back(T, "s1:forecheck-pressure-7-stick")  # Pressure against a Score (O88)
    assert not sp.calls_back(T, TORONTO)  # a passive rule
    assert sp.black_review(T, pos(()), HIGH) == "high-sticking"
    assert sp.black_review(T, pos(()), ROOKIE) is None
    assert sp.black_review(T, pos(()), REVIEW) is None
    assert sp.black_review(T, pos((), effects=(eff("cancelled", 0, "period", "", HIGH),)), HIGH) is None
    assert sp.passive(T, TORONTO, "goal-stands") == "toronto" and sp.passive(T, TORONTO, "black-p") is None
    assert sp.passive(T, HIGH, "gain-action") is None  # a use rule is not passive
    assert not sp.misconduct(pos(()), 0)
    assert sp.misconduct(pos((), effects=(eff("misconduct", 0, "period"),)), 0)
    assert not sp.misconduct(pos((), effects=(eff("misconduct", 1, "period"),)), 0)
    assert not sp.misconduct(pos((), effects=(eff("skip-draw", 0, "period"),)), 0)
