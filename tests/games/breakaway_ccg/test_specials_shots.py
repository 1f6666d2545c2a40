"""Breakaway: CCG, the specials about shooting and free actions (Part 3: Breakaway, Fast Break, One
Timer, Back Pass, Any Shot, No Intercept, Hit the Crossbar's and Extra Man's "cannot be ignored",
Own Goal; Part 2, "How to Score a Goal").

Rulings O41 (Breakaway's free actions), O44 (One Timer), O52 (No Intercept), O53 (Back Pass), O56
(Any Shot) and O87 (Own Goal) in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from tabletop.games.breakaway_ccg.cards import SpecialRule
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.specials import interpreter as sp
from tabletop.games.breakaway_ccg.specials import play, windows
from tabletop.games.breakaway_ccg.state import PLACE, SAVE, SCORE, SHOT_CARD, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_specials import (
    ANY,
    BRK,
    BRK1,
    CROSSBAR,
    FAST,
    GLOVE,
    POST,
    ROOKIE,
    ROOKIE1,
    TORONTO,
    WRIST,
    at_a_faceoff,
    changed,
    done,
    eff,
    ev,
    glove_wild,
    helmet_wild,
    play_new_card,
    pos,
    pub,
    said,
    specials_used,
    to_play,
    used,
    x,
)
from tests.games.breakaway_ccg.support import T, act, official, r, verdict


def test_breakaway_gives_two_free_actions_of_any_kind():
    """Glossary, Breakaway: up to two actions for free (any action, ruling O41), beside the card's own."""
    state = official(hands=((r(0, "breakaway-glove"),), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "breakaway-glove"))
    assert "breakaway" in specials_used(state, 0)
    assert not verdict(state, 0, "move", "ne9").ok          # Breakaway's own action is Shoot only
    state = act(state, 0, "special", "breakaway")
    assert state.special_used
    state = act(state, 0, "move", "ne9")                     # free action 1
    assert state.puck == "ne9" and not state.action_used
    state = act(state, 0, "move", "e8")                      # free action 2
    assert state.puck == "e8"
    assert not verdict(state, 0, "move", "e4").ok            # no third


def test_breakaway_as_the_shot_card_gives_only_one():
    """Glossary, Breakaway: only one free action when this card is the Shot Card."""
    state = official(hands=((r(0, "shot-on-goal-4-helmet"),), (r(1, "breakaway-stick"),)), puck="e4", control=0,
                     turn=0)
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    state = act(state, 1, "play", r(1, "breakaway-stick"))
    assert state.stage == SCORE and state.phase == USE and state.turn == 1
    state = act(state, 1, "special", "breakaway")
    assert fl.Effect("free-actions", 1, "turn", "1", r(1, "breakaway-stick")) in state.effects


def test_breakaway_gives_two_free_actions_or_one_when_answering():
    """Breakaway (O41): two free actions for the card's turn; one when the card is the Shot Card or
    answers a Score."""
    s = pos((BRK,))
    new, events = used(s, "breakaway")
    assert events == [
        said(0, "breakaway", BRK, "Up to two free actions; only one when this card is a Shot Card or a save.")
    ]
    assert changed(s, new) == {"special_used": True, "effects": (eff("free-actions", 0, "turn", "2", BRK),)}
    assert sp.free_actions(new, BRK) == 2
    rule = T.cards.special_rules["breakaway"][0]
    for answering in (
        {"shot": 0, "stage": SHOT_CARD},
        {"shot": 1, "stage": SAVE},
        {"shot": 0, "stage": SAVE},
        {"shot": 0, "stage": None},
    ):
        s1 = pos((BRK1,), seat=1, control=0, **answering)
        new = play._change(T, s1, 1, BRK1, "breakaway", rule, [])
        assert new.effects == (eff("free-actions", 1, "turn", "1", BRK1),), answering
    for mine in ({"shot": 1, "stage": SCORE}, {"shot": None, "stage": SCORE}):
        new = play._change(T, pos((BRK1,), seat=1, **mine), 1, BRK1, "breakaway", rule, [])
        assert new.effects == (eff("free-actions", 1, "turn", "2", BRK1),)
    none = SpecialRule("use", (), "self", {"free-actions": {"of": "any", "count": 2, "answering": 0}}, "turn")
    assert (
        play._change(T, pos((BRK1,), seat=1, shot=0, stage=SHOT_CARD), 1, BRK1, "breakaway", none, []).effects
        == ()
    )
    plain = SpecialRule("use", (), "self", {"free-actions": {"of": "any", "count": 3}}, "turn")
    assert play._change(
        T, pos((BRK1,), seat=1, shot=0, stage=SHOT_CARD), 1, BRK1, "breakaway", plain, []
    ).effects == (eff("free-actions", 1, "turn", "3", BRK1),)


def test_free_actions_count_down_and_go_at_zero():
    """Breakaway (O41): each free action spent counts the entry down; the first match only."""
    a = eff("free-actions", 0, "turn", "2", BRK)
    b = eff("free-actions", 0, "turn", "1", BRK)
    other = eff("free-actions", 0, "turn", "3", ROOKIE)
    s = pos((BRK,), effects=(other, a, b))
    assert sp.free_actions(s, BRK) == 3 and sp.free_actions(s, ROOKIE) == 3
    assert sp.free_actions(pos((BRK,)), BRK) == 0
    assert sp.free_actions(pos((BRK,), effects=(eff("bench-switches", 0, "turn", "2", BRK),)), BRK) == 0
    new = sp.spend_free_action(s, BRK)
    assert new.effects == (other, eff("free-actions", 0, "turn", "1", BRK), b)
    assert sp.spend_free_action(new, BRK).effects == (other, b)
    assert sp.count_down((b,), lambda e: True) == ()
    assert sp.count_down((a, b), lambda e: False) == (a, b)


def test_fast_break_shoots_for_free_after_its_move():
    """Glossary, Fast Break: may use the Shoot action for free (besides its printed Move)."""
    state = official(hands=((r(0, "fast-break-8-skate"),), (r(1, "goal-skate"),)), puck="e5", control=0, turn=0)
    state = act(state, 0, "play", r(0, "fast-break-8-skate"))
    assert not verdict(state, 0, "shoot").ok
    state = act(state, 0, "special", "fast-break")
    state = act(state, 0, "move", "e4")
    state = done(act(state, 0, "shoot"), 0)
    assert state.shot == 0 and state.stage == SHOT_CARD


def test_fast_break_is_not_offered_outside_the_shooting_areas():
    """Part 3, "Fast Break"."""
    state = official(hands=((r(0, "fast-break-8-skate"),), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "fast-break-8-skate"))
    assert "fast-break" not in specials_used(state, 0)
    assert verdict(state, 0, "special", "fast-break").code == "special-shooting-area"


def test_fast_break_owes_a_free_shoot():
    """Fast Break: the Shoot action as well, for free."""
    s = pos((FAST,), puck="e3")
    new, events = used(s, "fast-break")
    assert events == [said(0, "fast-break", FAST, "You may take the Shoot action as well, for free.")]
    assert changed(s, new) == {"free_shot": True, "special_used": True}


def test_one_timer_widens_the_scoring_area_choice_without_a_passing_bonus():
    """Glossary, One Timer: when its Shoot is used, +1/-1 to the area for scoring (not a passing
    bonus; ruling O44: the missed shot's puck may go one area either side of the last Player card's)."""
    state = official(hands=((r(0, "wrist-shot-6-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     puck="e4", control=0, turn=0)
    state = act(state, 0, "play", r(0, "wrist-shot-6-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    assert state.bonus[0] == 0
    state = done(act(state, 1, "play", r(1, "goal-skate")), 1)
    state = act(to_play(state, 0), 0, "play", r(0, "rookie-0-helmet"))          # cannot score: no goal
    assert state.phase == PLACE and state.placing[1] == "no-goal"
    assert set(state.placing[2]) == {fl.area_numbered(T, 1, n) for n in (0, 1)}     # Rookie 0: area 0, +1


def test_without_one_timer_a_missed_shot_has_no_choice():
    """Part 3, "One Timer" (ruling O44)."""
    state = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     puck="e4", control=0, turn=0)
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    state = done(act(state, 1, "play", r(1, "goal-skate")), 1)
    state = act(to_play(state, 0), 0, "play", r(0, "rookie-0-helmet"))
    assert state.phase != PLACE


def test_back_pass_adds_a_passing_bonus_when_its_shoot_is_used():
    """Glossary, Back Pass: using the Shoot action adds one passing bonus (at most three; O53)."""
    state = play_new_card(["drop-pass-5-helmet"], puck="e4", control=0, bonus=(1, 0))
    state = act(state, 0, "shoot")
    assert state.bonus == (2, 0)
    top = play_new_card(["drop-pass-5-helmet"], puck="e4", control=0, bonus=(3, 0))
    assert act(top, 0, "shoot").bonus == (3, 0)


DROP = "s1:drop-pass-5-helmet"  # Back Pass


def test_one_timer_widens_the_shot_and_back_pass_adds_a_bonus_when_the_card_shoots():
    """One Timer (O44): the scoring area may shift by one, for this shot only, from the card's own
    Shoot; Back Pass (O53): +1 passing bonus, never past three."""
    s = pos((WRIST,), bonus=(1, 0))
    events = []
    new = windows.on_shoot(T, s, 0, WRIST, "shoot", events)
    assert ev(events) == [
        pub(
            "special",
            "One Timer: the scoring area may shift by 1 either way.",
            {"seat": 0, "special": "one-timer", "card": WRIST},
        )
    ]
    assert changed(s, new) == {"effects": (eff("shot-reach", 0, "stoppage", "1", WRIST),)}
    assert sp.shot_reach(new, WRIST) == 1 and sp.shot_reach(new, ROOKIE) == 0
    two = evolve(
        new,
        effects=new.effects
        + (eff("shot-reach", 0, "stoppage", "2", WRIST), eff("any-shot", 0, "stoppage", "5", WRIST)),
    )
    assert sp.shot_reach(two, WRIST) == 3
    events = []
    assert windows.on_shoot(T, s, 0, WRIST, "on-net", events) is s and events == []
    assert windows.on_shoot(T, s, 0, ROOKIE, "shoot", events) is s and events == []
    for start, bonus in ((1, 2), (2, 3), (3, 3), (0, 1)):
        s = pos((DROP,), bonus=(start, 0))
        events = []
        new = windows.on_shoot(T, s, 0, DROP, "shoot", events)
        assert ev(events) == [
            pub(
                "special",
                f"Back Pass: Player 1's passing bonus is +{bonus}.",
                {"seat": 0, "special": "back-pass", "card": DROP},
            )
        ]
        assert new.bonus == (bonus, 0)
    s = pos(("s2:drop-pass-5-helmet",), seat=1, bonus=(2, 0))
    assert windows.on_shoot(T, s, 1, "s2:drop-pass-5-helmet", "shoot", []).bonus == (2, 1)
    s = pos((FAST,), bonus=(1, 0))  # a use-window special does nothing here
    assert windows.on_shoot(T, s, 0, FAST, "shoot", []) is s


def _any_shot(puck):
    state = official(hands=((x(0, "point-shot-2-glove"), r(0, "rookie-0-helmet"), r(0, "tip-in-5-helmet")),
                            (r(1, "goal-skate"),)), puck=puck, control=0, turn=0, extra=(("point-shot-2-glove",), ()))
    state = act(state, 0, "play", x(0, "point-shot-2-glove"))
    state = done(act(state, 0, "special", "any-shot"), 0)
    assert state.shot == 0 and state.stage == SHOT_CARD
    return done(act(state, 1, "play", r(1, "goal-skate")), 1)


def test_any_shot_shoots_from_anywhere_and_a_miss_from_behind_center_is_icing():
    """Glossary, Any Shot: shoot from anywhere; Icing only for a shot from behind center that is not
    saved (ruling O56)."""
    state = act(to_play(_any_shot("w3"), 0), 0, "play", r(0, "rookie-0-helmet"))            # no Score: a miss
    assert state.phase == "stoppage" and state.stoppage.reason == "icing"
    ahead = act(to_play(_any_shot("c9"), 0), 0, "play", r(0, "rookie-0-helmet"))  # from center: an ordinary miss
    assert ahead.phase != "stoppage" or ahead.stoppage.reason != "icing"


def test_any_shot_cannot_be_tipped_or_taken_without_the_puck():
    """Glossary, Any Shot: the Tip Action cannot be used on it."""
    state = act(to_play(_any_shot("c9"), 0), 0, "play", r(0, "tip-in-5-helmet"))
    assert verdict(state, 0, "tip").code == "no-tip-any-shot"
    loose = official(hands=((x(0, "point-shot-2-glove"),), (r(1, "goal-skate"),)), puck="c9", control=1, turn=0,
                     extra=(("point-shot-2-glove",), ()))
    loose = act(loose, 0, "play", x(0, "point-shot-2-glove"))
    assert verdict(loose, 0, "special", "any-shot").code == "special-control"


def test_any_shot_is_not_used_from_a_faceoff_card():
    """Glossary, Any Shot: not when this card is a face-off card."""
    state = at_a_faceoff((x(0, "point-shot-2-glove"),), (r(1, "goal-skate"),), extra=(("point-shot-2-glove",), ()))
    state = act(state, 0, "challenge", x(0, "point-shot-2-glove"))
    state = act(state, 1, "challenge", r(1, "goal-skate"))
    if state.phase == PLACE:
        state = act(state, 0, "place", "c9")
    assert state.phase == USE and state.challenge is not None and state.control == 0
    assert verdict(state, 0, "special", "any-shot").code == "special-not-faceoff-card"


def test_any_shot_starts_a_shot_from_where_the_puck_is():
    """Any Shot (O56): a shot from anywhere; the other side's next card is the Shot Card; the lasting
    entry keeps where it was shot from (for the Icing on a miss from behind center) and bars a Tip."""
    s = pos((ROOKIE1, ANY), puck="w3")
    new, events = used(s, "any-shot")
    assert events == [
        said(
            0,
            "any-shot",
            ANY,
            "Shoot from anywhere. A miss from behind center is Icing unless saved; no Tip on it. "
            "Not from a face-off card.",
        ),
        pub(
            "shoot",
            "Player 1 shoots from west end, high slot (3)! Player 2's next card is the Shot Card.",
            {"seat": 0, "area": "w3", "kind": "any-shot"},
        ),
    ]
    assert changed(s, new) == {
        "special_used": True,
        "shot": 0,
        "stage": SHOT_CARD,
        "shot_from": 1,
        "effects": (eff("any-shot", 0, "stoppage", "w3", ANY),),
    }
    assert sp.any_shot_from(new, ANY) == "w3" and sp.any_shot_from(new, ROOKIE1) is None
    assert sp.any_shot_from(s, ANY) is None
    assert sp.no_tip(new) and not sp.no_tip(s)
    assert not sp.no_tip(evolve(new, shot=None))
    assert not sp.no_tip(evolve(new, shot=1))
    assert not sp.no_tip(evolve(s, shot=0, effects=(eff("shot-reach", 0, "stoppage", "1", ANY),)))


def test_no_intercept_cannot_be_tipped_away():
    """Glossary, No Intercept: this card cannot be ignored (O52), so no Tip on it as a Shot Card."""
    shot = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "tip-in-5-helmet")), (x(1, "clean-feed-3-helmet"),)),
                    puck="e4", control=0, turn=0, extra=((), ("clean-feed-3-helmet",)))
    shot = done(act(act(shot, 0, "play", r(0, "shot-on-goal-4-helmet")), 0, "shoot"), 0)
    shot = done(act(shot, 1, "play", x(1, "clean-feed-3-helmet")), 1)
    shot = act(to_play(shot, 0), 0, "play", r(0, "tip-in-5-helmet"))
    assert verdict(shot, 0, "tip").code == "not-ignorable"


NO_INT = "s1:clean-feed-3-helmet"  # No Intercept


def test_unignorable_cards_passive_or_made_so():
    """Hit the Crossbar, No Intercept, Toronto (passive), Extra Man / Hit the Post (made so when used;
    O52, O78): a Tip on them is refused."""
    for card in (CROSSBAR, NO_INT, TORONTO, GLOVE):
        assert sp.unignorable(T, pos(()), card), card
    assert not sp.unignorable(T, pos(()), POST)
    assert not sp.unignorable(T, pos(()), "s1:under-review-3-skate")  # a passive rule of another kind
    assert sp.unignorable(T, pos((), effects=(eff("unignorable", 0, "stoppage", "x", POST),)), POST)
    assert not sp.unignorable(T, pos((), effects=(eff("unignorable", 0, "stoppage", "x", ROOKIE),)), POST)
    assert not sp.unignorable(T, pos((), effects=(eff("black-p", 0, "stoppage", "x", POST),)), POST)
    assert sp.unignorable(T, pos((), effects=(helmet_wild(ROOKIE), glove_wild(ROOKIE))), ROOKIE)


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
    """Part 3, "Own Goal" (ruling O87)."""
    state = _deflected("shot-on-goal-4-helmet")
    assert state.phase == STOPPAGE and state.stoppage.reason == "deflect"
