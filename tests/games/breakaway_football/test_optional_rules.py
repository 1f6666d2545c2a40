"""Breakaway Football, "Optional Rules": late-half incompletions (the card goes back to the hand;
ruling R29), coffin-corner punting (two lines shorter) and icing the kicker (a defense time out,
one off the field-goal value; ruling R30), each only when its option is set.

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_football import kicking
from tabletop.games.breakaway_football.state import CALL, ICE, KICKOFF
from tests.games.breakaway_football.support import (
    BOOK,
    FIR,
    FO,
    GAME,
    LIG,
    LO,
    LP8,
    LP8_LOW,
    TIGHT,
    TIGHT_RUN,
    Rigged,
    act,
    backs,
    drawn,
    fg,
    fg_card,
    gd,
    hail_mary,
    kinds,
    one,
    position,
    punt_card,
    punt_state,
    refusal,
    run_down,
    said,
    seen,
    stacked_position,
    texts_of,
    told,
)


def _iced_kick(value: int, ice: str):
    """A field goal from the opponent's 30 (distance 6) with a card of ``value`` on top."""
    state = position(ball=14, top=[fg_card(value)], options={"ice_the_kicker": True},
                     discards=(GAME.offense_ids["LIG"][:3], ()),
                     hands=(GAME.offense_ids["LIG"][3:], GAME.offense_ids["FIR"]))
    state, _ = act(state, LIG, "special", "field_goal")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.phase == ICE and state.decider == FIR
    hand, discards = state.hands[LIG], state.discards[LIG]
    state, events = act(state, FIR, "ice", ice)
    return state, events, hand, discards


MP5_LOW = ("LIG-O08", "a")      # Medium Pass 5, low percentage


ICE_ON = {"ice_the_kicker": True}


def iced_position(defense: int, timeouts):
    offense = 1 - defense
    state = position(offense=offense, ball=14, options=ICE_ON, timeouts=timeouts, top=["GD22", "GD07"])
    state, _ = act(state, offense, "special", "field_goal")
    state, _ = act(state, offense, "discard", (LO, FO)[offense][4])
    assert state.phase == ICE and state.decider == defense
    return state


# ----- Late-Half Incompletions (ruling R29) -----------------------------------------------------------

def test_late_half_incompletion_keeps_the_card():
    red = gd(lambda c: c.event.kind == "pass" and c.event.color == "red")
    ids = GAME.offense_ids
    keep = [LP8[0], *[c for c in ids["LIG"] if c != LP8[0]][:3]]
    state = position(quarter=2, ball=6, top=[red], options={"late_half_incompletions": True},
                     hands=(tuple(c for c in ids["LIG"] if c in keep), ids["FIR"][:4]),
                     discards=(tuple(c for c in ids["LIG"] if c not in keep), ids["FIR"][4:]))
    state, events = run_down(state, LP8, TIGHT)
    assert "late-incompletion" in kinds(events) and LP8[0] in state.hands[LIG] and state.down == 2
    # Without the optional rule the same play uses the card.
    state = position(quarter=2, ball=6, top=[red],
                     hands=(tuple(c for c in ids["LIG"] if c in keep), ids["FIR"][:4]),
                     discards=(tuple(c for c in ids["LIG"] if c not in keep), ids["FIR"][4:]))
    state, events = run_down(state, LP8, TIGHT)
    assert "late-incompletion" not in kinds(events) and LP8[0] in state.discards[LIG]


def test_an_incomplete_pass_on_the_try_is_not_a_late_half_incompletion():
    state = position(ball=18, target=20, two_point=True, top=["GD40"], quarter=2,
                     options={"late_half_incompletions": True}, hands=(LO[7:10], GAME.offense_ids["FIR"]),
                     discards=(LO[:7] + LO[10:], ()))
    state, events = run_down(state, MP5_LOW, TIGHT_RUN)
    assert "incomplete" in kinds(events) and "late-incompletion" not in kinds(events)
    assert state.score == (0, 0) and MP5_LOW[0] in state.hands[LIG]


@pytest.mark.parametrize("quarter, held, on, returned", [
    (2, 5, True, True), (4, 5, True, True), (5, 5, True, True), (2, 4, True, True),
    (2, 6, True, False), (1, 5, True, False), (3, 5, True, False), (2, 5, False, False),
])
def test_an_incomplete_pass_late_in_the_half_goes_back_to_the_hand(quarter, held, on, returned):
    """Optional Rules, Late Half Incompletions: with five or fewer offense cards left in the 2nd or
    4th quarter (or overtime), an incomplete pass is not discarded."""
    hand = LO[:held]
    state = position(ball=4, top=["GD40"], quarter=quarter, options={"late_half_incompletions": on},
                     hands=(hand, GAME.offense_ids["FIR"]), discards=(LO[held:], ()))
    state, events = run_down(state, LP8_LOW, TIGHT_RUN)
    assert state.ball == 4 and state.down == 2
    assert (LP8_LOW[0] in state.hands[LIG]) is returned and (LP8_LOW[0] in state.discards[LIG]) is not returned
    late = texts_of(events, "late-incompletion")
    assert late == (["Late in the half: the incomplete pass does not use a card."] if returned else [])


def test_a_completed_pass_late_in_the_half_is_discarded():
    state = position(ball=4, top=["GD28"], quarter=2, options={"late_half_incompletions": True},
                     hands=(LO[:5], GAME.offense_ids["FIR"]), discards=(LO[5:], ()))
    state, events = run_down(state, LP8_LOW, TIGHT_RUN)
    assert LP8_LOW[0] in state.discards[LIG] and "late-incompletion" not in kinds(events)


def test_an_incomplete_hail_mary_late_in_the_half_is_not_called_a_late_incompletion():
    state, events = hail_mary(10, ["GD01"], quarter=2, options={"late_half_incompletions": True},
                              hands=(LO[:3], GAME.offense_ids["FIR"]), discards=(LO[3:], ()))
    assert "late-incompletion" not in kinds(events) and "LIG-O01" in state.discards[LIG]


# ----- Coffin-Corner Punting --------------------------------------------------------------------------

def test_coffin_corner_punt_is_two_lines_shorter():
    punt = gd(lambda c: c.punt == 8 and not c.blocked_punt)
    ret = gd(lambda c: c.offense_breakaway == 0, (punt,))
    verdict = GAME.validate(position(ball=6), Action(LIG, "special", ("coffin",)))
    assert not verdict.ok and verdict.code == "option-off"
    state = position(ball=8, down=4, top=[punt, ret], options={"coffin_corner": True})
    state, _ = act(state, LIG, "special", "coffin")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.offense == FIR and state.ball == 20 - (8 + 6)


def test_a_coffin_corner_punt_travels_two_lines_less():
    state = position(ball=10, top=["GD12", "GD05"], options={"coffin_corner": True})
    state, _ = act(state, LIG, "special", "coffin")
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert one(events, "special-discard").text.endswith("for a coffin-corner punt.")
    assert "touchback" not in kinds(events) and state.offense == FIR and state.ball == 2


@pytest.mark.parametrize("lines, printed, landing", [(8, None, 12), (8, 2, 6), (8, 1, 6), (8, 3, 7)])
def test_a_coffin_corner_punt_travels_two_lines_less_and_never_backwards(lines, printed, landing):
    """Coffin-Corner Punting: -2 on the punt value (R30); a punt of 1 or 2 lines then goes nowhere
    (no shipped punt is that short: the card is printed so)."""
    kick = punt_card(lines)
    zero = backs(0, exclude=(kick,))
    game = Rigged(**{kick: {"punt": printed}}) if printed else GAME
    state = punt_state(6, [kick, zero])
    events = []
    after = kicking.punt(game, state, events, coffin=True)
    assert seen(events)[0] == drawn(kick, f"punt of {printed or lines} lines -2 (coffin corner)")
    assert (after.offense, after.ball) == (FIR, 20 - landing)


def test_the_coffin_corner_punt_is_offered_only_with_its_optional_rule():
    """Optional Rules: Coffin-Corner Punting (R30)."""
    state = position(ball=12, options={"coffin_corner": True})
    assert GAME._specials(state) == ["punt", "coffin", "field_goal", "hail_mary", "kneel"]
    assert GAME._specials(position(ball=12)) == ["punt", "field_goal", "hail_mary", "kneel"]


def test_a_coffin_corner_punt_needs_its_option_and_a_field_goal_needs_range():
    """Coffin-Corner Punting is optional (R30); field goals from the 45 or closer (R20)."""
    assert refusal(position(ball=12), LIG, "special", "coffin") == (
        "option-off",
        "Coffin-corner punts are an optional rule that is not in use.",
        BOOK + "Coffin-Corner Punting",
    )
    assert refusal(position(ball=10), LIG, "special", "field_goal") == (
        "out-of-range",
        ("Field goals are kicked from the opponent's 45-yard line or closer (the distance chart ends at 9)."),
        BOOK + "Field Goal (3 Points)",
    )
    assert GAME.validate(position(ball=11), Action(LIG, "special", ("field_goal",))).ok
    assert GAME.validate(
        position(ball=4, options={"coffin_corner": True}), Action(LIG, "special", ("coffin",))
    ).ok


# ----- Ice the Kicker (ruling R30) --------------------------------------------------------------------

def test_ice_the_kicker_does_the_four_listed_things():
    """Optional Rules, "Ice the Kicker" (ruling R30): once per field-goal attempt, before the Game
    Day card, the defense announces it, spends a time out, the offense does NOT take a card back
    from its discards (unlike a time out), and the kick's field-goal value is one less."""
    state, events, hand, discards = _iced_kick(6, "yes")
    assert "ice" in kinds(events)                                   # 1. announced
    assert state.timeouts == (3, 2)                                 # 2. a time out spent
    assert state.hands[LIG] == hand and state.discards[LIG] == discards   # 3. no card back
    assert state.score == (0, 0) and state.offense == FIR           # 4. a 6 counts 5: short of distance 6
    # Not iced, the same card scores; iced, a 7 (counting 6) still scores.
    state, _events, _, _ = _iced_kick(6, "no")
    assert state.score == (3, 0) and state.timeouts == (3, 3)
    state, _events, _, _ = _iced_kick(7, "yes")
    assert state.score == (3, 0) and state.timeouts == (3, 2)


def test_icing_is_offered_only_with_a_time_out_left_and_only_under_the_option():
    state = position(ball=14, top=[fg_card(6)], timeouts=(3, 0), options={"ice_the_kicker": True})
    state, _ = act(state, LIG, "special", "field_goal")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.phase != ICE and state.score == (3, 0)
    state = position(ball=14, top=[fg_card(6)])
    state, _ = act(state, LIG, "special", "field_goal")
    state, _ = act(state, LIG, "discard", state.hands[LIG][0])
    assert state.phase != ICE and state.score == (3, 0)


@pytest.mark.parametrize("offense, option, timeouts, iced", [
    (LIG, True, (3, 1), True),
    (FIR, True, (1, 0), True),
    (LIG, True, (3, 0), False),          # no time out left: the kick is made at once
    (FIR, True, (0, 3), False),
    (LIG, False, (3, 3), False),         # the option is off
])
def test_the_defense_may_ice_the_kicker_only_under_the_option_with_a_time_out(offense, option, timeouts, iced):
    """Ice the Kicker (optional): before the card is turned the defense may spend a time out."""
    kick = fg(9)
    state = stacked_position(offense=offense, ball=12, timeouts=timeouts, options={"ice_the_kicker": option},
                     top=[kick])
    events = []
    after = kicking.attempt_field_goal(GAME.tables, state, events)
    if iced:
        assert events == [] and after == replace(state, phase=ICE, decider=1 - offense)
        return
    score = (3, 0) if offense == LIG else (0, 3)
    assert seen(events) == [drawn(kick, "field goal value 9"),
                            said("field-goal", f"Field goal GOOD from distance 8! (Lightning {score[0]}, "
                                 f"Fire {score[1]})", {"seat": offense, "distance": 8})]
    assert after.phase == KICKOFF and after.decider == offense and after.score == score


@pytest.mark.parametrize("defense, timeouts, after", [(FIR, (3, 2), (3, 1)), (LIG, (1, 3), (0, 3))])
def test_icing_the_kicker_spends_one_of_the_defenses_time_outs_before_the_kick(defense, timeouts, after):
    """Optional Rules, Ice the Kicker: the defense announces it and spends a time out; the kick's
    value counts one less (R30)."""
    state = iced_position(defense, timeouts)
    name = ("Lightning", "Fire")[defense]
    iced, events = act(state, defense, "ice", "yes")
    left = after[defense]
    assert told(events[:1]) == [
        ("ice", f"{name} calls time out to ice the kicker ({left} left).", {"seat": defense})
    ]
    rest = []
    want = kicking.kick_field_goal(GAME.tables, replace(state, timeouts=after), rest, iced=True)
    assert iced == want and told(events[1:]) == told(rest)
    assert iced.timeouts[defense] == left or iced.phase != CALL


@pytest.mark.parametrize("defense", [FIR, LIG])
def test_letting_the_kicker_kick_spends_nothing(defense):
    state = iced_position(defense, (2, 2))
    kicked, events = act(state, defense, "ice", "no")
    name = ("Lightning", "Fire")[defense]
    assert told(events[:1]) == [("no-ice", f"{name} lets the kicker kick.", {})]
    rest = []
    assert kicked == kicking.kick_field_goal(GAME.tables, state, rest, iced=False) and told(events[1:]) == told(rest)
    assert "(iced)" not in events[1].text and "GD22" in events[1].text
