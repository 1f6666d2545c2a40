"""Breakaway: CCG, "Overtime" (Part 2, General Hockey Rules): the regular-season overtime's deck of 21,
hands of three and 4-on-4 rules, then the shootout; the playoff overtime's full periods until a goal
(ruling O14)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import power_play as pp
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.state import START, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    kinds,
    log,
    period_over,
    run,
)
from tests.games.breakaway_ccg.support import GAME, act, card, extra_card, official, verdict

r, x = card, extra_card


def test_regular_season_overtime_deals_21_cards_and_hands_of_three_then_a_shootout():
    """Overtime, Regular Season (O14): a deck of 21, hands of three, the rest discarded ("deal 21 cards
    as the OT deck, discard rest"); still tied, the shootout."""
    new, events = period_over(periods=1, overtime="regular-season")
    assert new.overtime == 1 and new.period == 1 and new.hand_max == (3, 3)
    assert [len(d) + len(h) for d, h in zip(new.decks, new.hands)] == [20, 20]  # one each revealed
    assert [len(h) for h in new.hands] == [3, 3]
    assert ("period", "Overtime begins.", {"period": 1, "overtime": 1}) in log(events)
    assert len(new.aside) == 1 + 2 and new.tokens == (0, 0)              # the reveals only
    assert [len(p) for p in new.discards] == [60 - 21, 61 - 21]
    shots, events = run(fl.end_period, evolve(new, goals=(1, 1)))
    assert shots.shootout is not None and "period-end" in kinds(events)
    assert log(events)[0] == (
        "period-end",
        "End of overtime 1: Player 1 1, Player 2 1.",
        {"period": 1, "goals": (1, 1)},
    )


def test_playoff_overtime_plays_full_periods_until_a_goal():
    """Overtime, Playoff (O14): full periods until someone scores."""
    new, events = period_over(periods=1, overtime="playoff")
    assert new.overtime == 1 and new.hand_max == (8, 8) and [len(h) for h in new.hands] == [5, 5]
    assert ("period", "Overtime begins.", {"period": 1, "overtime": 1}) in log(events)
    again, events = run(fl.end_period, evolve(new, final_minute=True))
    assert again.overtime == 2 and again.period == 1
    three, _ = period_over(periods=3)
    assert three.period == 2


def test_a_tie_after_regulation_goes_to_a_21_card_overtime():
    """Overtime, Regular Season: a deck of 21, hands of three."""
    state = official(hands=((), ()), play=(r(0, "rookie-0-helmet"),), phase=USE, action_used=True,
                     final_minute=True, goals=(1, 1), turn=0, options={"overtime": "regular-season", "periods": 1})
    state = act(state, 0, "end")
    assert state.overtime == 1
    assert all(len(d) + len(h) <= 21 for d, h in zip(state.decks, state.hands))
    assert state.hand_max == (3, 3)


def test_regular_season_overtime_plays_by_the_four_on_four_rules():
    """Overtime, Regular Season: 3-on-3, simulated as 4-on-4, and 4-on-4 (Power Play & Penalty Kill)
    gives both sides the power play's advantages and the penalty kill's disadvantages: no end-of-turn
    draw, no line change, Suit Circle colors, the fourth passing bonus, and the kill's modifiers. A
    playoff overtime is played 5-on-5."""
    r0, r0s, k0 = r(0, "rookie-0-helmet"), r(0, "rookie-0-stick"), r(1, "rookie-0-skate")

    def overtime(kind):
        return official(hands=((r0, r0s), (k0,)), puck="c9", control=0, turn=0, overtime=1, hand_max=(3, 3),
                        options={"overtime": kind})

    season = overtime("regular-season")
    played, events = GAME.apply(act(act(season, 0, "play", r0), 0, "move", "nw9"), Action(0, "end"))
    assert ("pp-no-draw", "No end-of-turn draw in overtime, played by the 4-on-4 rules.", {"seat": 0}) in log(events)
    assert played.hands[0] == (r0s,)
    assert [pp.advantaged(season, s) for s in (0, 1)] == [True, True]
    assert [pp.short(season, s) for s in (0, 1)] == [1, 1] and pp.max_bonus(season, 0) == pp.MAX_BONUS_PP
    playoff = overtime("playoff")
    drawn, events = GAME.apply(act(act(playoff, 0, "play", r0), 0, "move", "nw9"), Action(0, "end"))
    assert "pp-no-draw" not in kinds(events) and len(drawn.hands[0]) == 2
    assert not pp.advantaged(playoff, 0) and pp.short(playoff, 1) == 0


def test_no_line_change_anywhere_in_a_regular_season_overtime():
    """Overtime, Regular Season bans line changes in the defensive zone, and the 4-on-4 rules it is
    played by (Power Play & Penalty Kill: Power Play Duration & Rules) ban them everywhere: ruling O14
    settles the contradiction with the wider ban. A playoff overtime, 5-on-5, allows them."""
    r0, k0 = r(0, "rookie-0-helmet"), r(1, "rookie-0-skate")
    for puck in ("c9", "e3", "w3"):                    # neutral, offensive and defensive zone of seat 0
        season = official(hands=((r0,), (k0,)), puck=puck, control=0, turn=0, phase=START, overtime=1,
                          hand_max=(3, 3), options={"overtime": "regular-season"})
        refused = verdict(season, 0, "line-change")
        assert (refused.ok, refused.code) == (False, "no-line-change-pp"), puck
    playoff = official(hands=((r0,), (k0,)), puck="c9", control=0, turn=0, phase=START, overtime=1,
                       options={"overtime": "playoff"})
    assert verdict(playoff, 0, "line-change").ok
