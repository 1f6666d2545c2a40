"""Breakaway: CCG, Part 2 "Penalties": the Common Infractions (Protection and Penalty symbols, four of a
suit, the goalie behind its net, the bench count, the Triple body-check injury, the Black P Shot Card)
and the "Penalty Procedure" (the delayed call, the whistle once the offender has the puck, where the
face-off goes); rulings O21-O26, O81."""

from __future__ import annotations

import random
from collections import Counter
from types import SimpleNamespace

import pytest

from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg.official import basics, delayed_penalties, line_changes, power_play, turns
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.official.challenges import at_fault
from tabletop.games.breakaway_ccg.official.penalties import Call, PenaltyShot
from tabletop.games.breakaway_ccg.state import CHALLENGE, PLAY, SAVE, SHOT_CARD, START, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    BASE,
    BC0,
    K0,
    PF,
    R0,
    SNIPE0,
    N,
    at,
    begin,
    hands_of,
    in_the_box,
    kinds,
    log,
    minor,
    r,
    run,
    summary,
)
from tests.games.breakaway_ccg.support import GAME, T, act, card, finish, official, official_with_discards

ENF = card(0, "enforcer-1-helmet")                       # brown


def fake_tables(**suits):
    return SimpleNamespace(card={k: SimpleNamespace(suits=v) for k, v in suits.items()})


OFFICIAL = {"mode": "official"}


def test_a_black_p_shot_card_is_a_penalty_stoppage_in_the_offenders_end():
    """Common Infractions 10 / How to Score a Goal: a Shot Card with a Black P ends the shot, a penalty."""
    slap = r(1, "slap-shot-8-glove")
    state = official(
        hands=((R0,), (slap,)), play=(SNIPE0,), shot=0, stage=SHOT_CARD, turn=1, puck="e3", control=0
    )
    new, events = run(turns.play_card, state, 1, slap)
    assert events[1].data == {"seat": 1, "name": "Holding", "minutes": 2, "shot": False}
    assert events[1].text.startswith(
        "Slap Shot 8 (glove) is a Shot Card with a black penalty symbol: Holding"
    )
    assert new.stoppage == Stoppage("penalty", "east-end", 0) and [s.seat for s in new.box] == [1]
    assert log(events)[-1][2] == {"reason": "penalty", "place": "east-end", "chooser": 0, "offender": 1}


def test_a_delayed_penalty_gives_the_other_side_two_switches_at_its_turn():
    """Penalty Procedure: the side with the extra attacker of a delayed penalty may switch two cards."""
    from tabletop.games.breakaway_ccg.official.penalties import Call

    marks = (Effect("delay-switch", 0, "stoppage"), Effect("delay-switch", 1, "stoppage"))
    state = official(
        hands=((R0,), (K0,)),
        calls=(Call(1, "Hooking"),),
        effects=marks,
        puck="e3",
        control=1,
        swaps=(2, 2),
        ready=(True, True),
    )
    new, events = begin(state, 0)
    assert log(events) == [
        (
            "delay-switch",
            (
                "Player 1 has the extra attacker of a delayed penalty and may switch "
                "up to two cards with the bench."
            ),
            {"seat": 0},
        )
    ]
    assert new.effects == marks[1:] and new.placing == (0, "delay", ()) and new.swaps == (0, 2)
    assert new.ready == (False, True)
    benchless, events = begin(evolve(state, benches=((), state.benches[1])), 0)
    assert (
        benchless.effects == marks[1:] and benchless.placing is None and "delay-switch" not in kinds(events)
    )
    uncalled, events = begin(evolve(state, calls=()), 0)
    assert uncalled.effects == marks and uncalled.placing is None
    theirs, events = begin(evolve(state, effects=marks[1:]), 0)
    assert theirs.effects == marks[1:] and theirs.placing is None


def test_a_body_check_triple_injures_the_last_player_card():
    """Common Infractions 11 (O26): a Triple laid by a Body-Check card injures the other side's last
    Player card in play, before the Offside or Icing call."""
    victim = r(1, "grinder-3-skate")
    state = official(hands=((BC0, R0), (K0,)), play=(victim, r(0, "grinder-3-stick")), puck="w3", control=0)
    new, _events = run(turns.play_card, state, 0, BC0)
    assert new.stoppage.reason == "icing"
    assert any(e.kind == "injured" and e.card == victim for e in new.effects)


def test_a_card_laid_on_a_colored_o_of_its_color_is_a_penalty():
    """Game Cards Explained: Colored O (Protection): a card with the matching ability laid on it draws a
    2-minute penalty (``penalties.check_play``, called for every card played)."""
    pf, enforcer = r(1, "power-forward-6-glove"), r(0, "enforcer-1-helmet")
    state = official(hands=((enforcer, R0), (K0,)), play=(pf,), puck="c9", control=1)
    new, events = run(turns.play_card, state, 0, enforcer)
    assert [c.seat for c in new.calls] == [0] and "penalty-call" in kinds(events)


def test_after_the_delayed_penalty_switch_a_turn_with_no_phase_one_choice_left_goes_on_to_phase_two():
    """Phases of a Turn, Phase 1: one choice per turn. The switch a delayed penalty grants does
    not end the turn (Penalty Procedure); when nothing of Phase 1 is left (a token already spent,
    the goalie in net) the turn goes on to Phase 2, else it stays in Phase 1."""
    spent = official(hands=((R0,), (K0,)), phase=START, placing=(0, "delay", ()), turn=0, tokens=(1, 0),
                     puck="c9", control=0, token_used=True, ready=(True, False), swaps=(1, 0))
    out = line_changes.end_line_change(T, spent, [])
    assert (out.phase, out.turn, out.placing, out.ready, out.swaps) == (PLAY, 0, None, (False, False), (0, 0))
    fresh = line_changes.end_line_change(T, evolve(spent, token_used=False), [])
    assert (fresh.phase, fresh.turn, fresh.placing) == (START, 0, None)


def test_extra_attacker_from_a_pulled_goalie_or_a_delayed_call_against_the_other_side():
    """Penalty Procedure: while a penalty is delayed the other side plays as with its goalie
    pulled; a penalty-shot call gives no extra attacker."""
    assert power_play.extra_attacker(BASE, 0) is False
    assert power_play.extra_attacker(at(goalie_pulled=(True, False)), 0) is True
    assert power_play.extra_attacker(at(goalie_pulled=(True, False)), 1) is False
    delayed = at(calls=(Call(1, "Tripping"),))
    assert power_play.extra_attacker(delayed, 0) is True
    assert power_play.extra_attacker(delayed, 1) is False
    assert power_play.extra_attacker(at(calls=(Call(1, "Tripping", shot=True),)), 0) is False


def test_call_on_the_side_without_the_puck_is_delayed_and_grants_the_delay_switch():
    """Penalty Procedure (O21): play goes on until the offender has the puck; the other side
    gets the extra attacker's bench switches."""
    events = []
    state = pen.call(BASE, 0, "Hooking", "Why", events)
    assert events[0].kind == "penalty-call"
    assert events[0].text == f"Why: Hooking (2 minutes) on {N[0]}; delayed until {N[0]} has the puck."
    assert events[0].data == {"seat": 0, "name": "Hooking", "minutes": 2, "shot": False}
    assert state.calls == (Call(0, "Hooking", 2, "Why", False),)
    assert [(e.kind, e.seat, e.until, e.detail) for e in state.effects] == [
        ("delay-switch", 1, "stoppage", "Delayed penalty")]
    again = pen.call(state, 0, "Slashing", "W", [], 4)
    assert len(again.effects) == 1 and again.calls[-1].minutes == 4


def test_call_on_the_side_with_the_puck_is_immediate_and_no_switch():
    """Penalty Procedure: the offender already has the puck: no delay."""
    events = []
    state = pen.call(BASE, 1, "Hooking", "Why", events, minutes=5)
    assert events[0].text == f"Why: Hooking (5 minutes) on {N[1]}."
    assert state.effects == BASE.effects
    assert state.calls[0].minutes == 5 and not state.calls[0].shot


def test_the_officiating_card_names_each_suits_penalty():
    """Penalty Procedure: the officiating card names each suit's penalty; none: a minor."""
    assert pen.suit_penalty(at(official=""), "helmet") == ("Minor penalty", 2)
    assert pen.suit_penalty(at(official="by-the-book"), "stick") == ("Hooking", 2)
    assert pen.suit_penalty(at(official="let-them-play"), "glove") == ("Holding", 2)


def test_four_of_a_suit_every_fourth_card_and_the_highest_suit():
    """Common Infractions 3 (O24): every fourth card in a row of a suit; challenge cards break it;
    the highest-numbered suit when several."""
    h = [card(0, c) for c in ("shot-on-goal-4-helmet", "rookie-0-helmet", "sniper-7-helmet",
                              "tip-in-5-helmet", "grinder-3-helmet", "playmaker-5-helmet",
                              "captain-8-helmet", "wrist-shot-6-helmet")]
    none = frozenset()
    assert pen.four_of_a_suit(T, tuple(h[:3]), none) is None
    assert pen.four_of_a_suit(T, tuple(h[:4]), none) == "helmet"
    assert pen.four_of_a_suit(T, tuple(h[:5]), none) is None
    assert pen.four_of_a_suit(T, tuple(h[:8]), none) == "helmet"
    assert pen.four_of_a_suit(T, tuple(h[:4]), frozenset({h[0]})) is None
    stick = card(0, "rookie-0-stick")
    assert pen.four_of_a_suit(T, (stick,) + tuple(h[:3]), none) is None
    allc = card(1, "power-play-7-all")
    sticks = tuple(card(0, c) for c in ("rookie-0-stick", "sniper-7-stick", "grinder-3-stick"))
    glove = tuple(card(0, c) for c in ("tip-in-5-glove", "enforcer-1-glove", "captain-8-glove"))
    assert pen.four_of_a_suit(T, sticks + (allc,), none) == "stick"
    assert pen.four_of_a_suit(T, glove + (allc,), none) == "glove"
    mixed = (h[0], h[1], h[2], card(0, "rookie-0-stick"))
    assert pen.four_of_a_suit(T, mixed, none) is None


def test_the_own_corner_is_areas_five_and_six_of_the_own_end():
    """Common Infractions 5: a Goalie played with the puck behind its own net."""
    assert pen.in_own_corner(T, at(control=0, puck="w5"), 0) is True
    assert pen.in_own_corner(T, at(control=0, puck="w6"), 0) is True
    assert pen.in_own_corner(T, at(control=0, puck="w4"), 0) is False
    assert pen.in_own_corner(T, at(control=0, puck="e5"), 0) is False
    assert pen.in_own_corner(T, at(control=1, puck="w5"), 0) is False
    assert pen.in_own_corner(T, at(control=1, puck="e6"), 1) is True
    assert pen.black_p_shot_card(T, card(0, "score-5-helmet")) is False


def test_a_bench_not_of_five_cards_is_too_many_men():
    """Common Infractions 7: a bench of other than five cards when play starts."""
    benches = BASE.benches
    events = []
    state = pen.bench_count(T, at(benches=(benches[0][:4], benches[1])), events)
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Too Many Men")]
    assert events[0].text.startswith(f"{N[0]}'s bench holds 4 cards")
    assert pen.bench_count(T, BASE, []).calls == ()


def test_the_whistle_goes_once_the_offender_has_the_puck_or_a_shot_is_called():
    """Penalty Procedure: the whistle goes once the offender controls the puck."""
    assert delayed_penalties.whistle_due(BASE) is False
    assert delayed_penalties.whistle_due(at(calls=(Call(0, "X"),))) is False
    assert delayed_penalties.whistle_due(at(calls=(Call(1, "X"),))) is True
    assert delayed_penalties.whistle_due(at(calls=(Call(0, "X", shot=True),))) is True
    ps = PenaltyShot(0, ((), ()))
    assert delayed_penalties.whistle_due(at(calls=(Call(1, "X"),), pshot=ps)) is False


def test_a_penalty_faceoff_is_in_the_last_offenders_end():
    """Stoppage: Reset Puck: the face-off is in the offender's end, the other side chooses;
    after a goal or at a period start the given place stands."""
    calls = (Call(1, "X"), Call(0, "Y"), Call(1, "Z", shot=True))
    state = at(calls=calls)
    assert pen.penalty_place(T, state, "penalty", "center", 0) == ("west-end", 1)
    assert pen.penalty_place(T, at(calls=(Call(1, "X"),)), "icing", "center", 1) == ("east-end", 0)
    assert pen.penalty_place(T, state, "goal", "center", 0) == ("center", 0)
    assert pen.penalty_place(T, state, "period-start", "center", 1) == ("center", 1)
    assert pen.penalty_place(T, at(calls=(Call(1, "Z", shot=True),)), "penalty", "p", 1) == ("p", 1)


def test_the_computer_sees_each_infraction_a_card_would_commit():
    """Common Infractions 1, 3, 5, 8: what the rollout policy avoids."""
    pf = card(1, "power-forward-6-glove")                    # brown O
    enforcer = card(0, "enforcer-1-helmet")                  # brown
    rookie = card(0, "rookie-0-helmet")
    state = at(play=(pf,))
    assert pen.fouls(T, state, 0, enforcer) is True
    assert pen.fouls(T, state, 0, rookie) is False
    marked = evolve(state, effects=(Effect("challenge-card", 1, "stoppage", card=pf),))
    assert pen.fouls(T, marked, 0, enforcer) is False
    block = card(0, "shot-block-glove")                      # black O
    assert pen.fouls(T, at(play=(block,)), 0, enforcer) is False   # no Punch
    goalie = card(0, "goalie-g-helmet")
    assert pen.fouls(T, at(control=0, puck="w5"), 0, goalie) is True
    assert pen.fouls(T, at(control=0, puck="w3"), 0, goalie) is False
    h = tuple(card(0, c) for c in ("shot-on-goal-4-helmet", "sniper-7-helmet", "tip-in-5-helmet"))
    assert pen.fouls(T, at(play=h), 0, rookie) is True
    shot = at(stage="shot-card", shot=1)
    assert pen.fouls(T, shot, 0, card(0, "score-5-helmet")) is False
    assert pen.fouls(T, at(stage="shot-card", shot=0, play=h), 0, rookie) is True


def test_a_color_on_a_matching_protection_symbol_is_interference_on_its_player():
    """Common Infractions 1: a color used on a matching O penalizes the top card's player; a Shot
    Card commits none; a challenge card below is ignored."""
    state = at(play=(PF, ENF))
    events = []
    out = pen.check_play(T, state, 0, ENF, False, frozenset(), events)
    assert [(c.seat, c.name, c.minutes) for c in out.calls] == [(0, "Interference", 2)]
    assert out.calls[0].why == f"{T.label[ENF]}'s brown ability crosses {T.label[PF]}'s brown protection symbol"
    assert pen.check_play(T, state, 0, ENF, True, frozenset(), []) is state
    assert pen.check_play(T, state, 0, ENF, False, frozenset({PF}), []).calls == ()
    assert pen.check_play(T, at(play=(ENF,)), 0, ENF, False, frozenset(), []).calls == ()
    cancelled = evolve(state, effects=(Effect("cancelled", 0, "stoppage", card=ENF),))
    assert pen.check_play(T, cancelled, 0, ENF, False, frozenset(), []).calls == ()
    injured = evolve(state, effects=(Effect("injured", 0, "game", card=ENF),))
    assert pen.check_play(T, injured, 0, ENF, False, frozenset(), []).calls == ()
    rookie = card(0, "rookie-0-helmet")
    assert pen.check_play(T, at(play=(PF, rookie)), 0, rookie, False, frozenset(), []).calls == ()


def test_a_color_on_a_matching_penalty_symbol_is_hooking_on_the_other_side():
    """Common Infractions 8 (Symbols: Colored P): a color used on a matching P draws a penalty
    on the P card's side."""
    score = card(1, "score-5-glove")                     # red P
    sog = card(0, "shot-on-goal-4-helmet")               # red
    out = pen.check_play(T, at(play=(score, sog)), 0, sog, False, frozenset(), [])
    assert [(c.seat, c.name) for c in out.calls] == [(1, "Hooking")]
    assert out.calls[0].why == f"{T.label[sog]}'s red ability draws {T.label[score]}'s red penalty symbol"
    rookie = card(0, "rookie-0-helmet")
    assert pen.check_play(T, at(play=(score, rookie)), 0, rookie, False, frozenset(), []).calls == ()


def test_a_goalie_behind_its_net_and_four_of_a_suit_are_called():
    """Common Infractions 3 and 5: a fourth card of a suit (the officiating card's penalty) and a
    Goalie played with the puck in the own corner."""
    goalie = card(0, "goalie-g-helmet")
    out = pen.check_play(T, at(play=(goalie,), control=0, puck="w6"), 0, goalie, False, frozenset(), [])
    assert [(c.seat, c.name) for c in out.calls] == [(0, "Delay of Game")]
    assert out.calls[0].why == f"{T.label[goalie]} played with the puck behind the net"
    assert pen.check_play(T, at(play=(goalie,), control=0, puck="w4"), 0, goalie, False, frozenset(), []).calls == ()
    h = tuple(card(0, c) for c in ("rookie-0-helmet", "sniper-7-helmet", "tip-in-5-helmet", "grinder-3-helmet"))
    out = pen.check_play(T, at(play=h, official="by-the-book"), 0, h[-1], False, frozenset(), [])
    assert [(c.seat, c.name, c.why) for c in out.calls] == [(0, "Elbowing", "Four helmet cards in a row")]


def test_triple_body_check_injures_the_last_opposing_player_and_calls_the_side_at_fault():
    """Common Infractions 11 (O26): the Body-Check Triple injures the other side's last Player card
    (Cancelled for the game); by the two cards' suits the side at fault takes a minor."""
    checker = card(0, "body-check-3-helmet")             # helmet: no suits count
    own = card(0, "rookie-0-helmet")
    state = at(play=(PF, own, checker))
    events = []
    out = pen.triple_injury(T, state, 0, checker, events)
    assert events[0].text == f"The Triple's body-check injures {T.label[PF]}: it is Cancelled for the rest of the game."
    assert events[0].data == {"card": PF, "seat": 1}
    assert [(e.kind, e.seat, e.until, e.card) for e in out.effects] == [("injured", 1, "game", PF)]
    assert [(c.seat, c.name, c.why) for c in out.calls] == [(1, "Checking", "An injury from a Triples body-check")]
    victim = card(1, "power-forward-6-helmet")
    out = pen.triple_injury(T, at(play=(victim, checker)), 0, checker, [])
    assert out.calls == () and len(out.effects) == 1
    assert pen.triple_injury(T, at(play=(own, checker)), 0, checker, []).effects == ()
    assert pen.triple_injury(T, state, 0, own, []) is state


def test_the_penalty_whistle_stops_play_in_the_offenders_end_or_starts_the_penalty_shot():
    """Penalty Procedure: the whistle for the offender with the puck; a penalty shot goes first."""
    events = []
    out = delayed_penalties.blow(T, at(calls=(Call(0, "A"), Call(1, "Trip"))), events)
    assert events[0].text == f"{N[1]} has the puck: the whistle goes for the penalty."
    assert out.stoppage.reason == "penalty" and out.stoppage.place == "east-end" and out.stoppage.chooser == 0
    out = delayed_penalties.blow(T, at(calls=(Call(1, "Trip"), Call(1, "S", shot=True))), [])
    assert out.pshot.shooter == 0 and out.calls == (Call(1, "Trip"),)


def test_each_assessed_penalty_is_announced_with_seat_name_and_minutes():
    """Penalty Procedure: each assessed penalty is announced with seat, name and minutes."""
    events = []
    pen.assess(T, at(calls=(Call(1, "Trip", 4),)), events)
    assert summary(events) == [("penalty", {"seat": 1, "name": "Trip", "minutes": 4})]
    assert events[0].text.endswith(f"{N[0]} goes on the power play.")
    events = []
    pen.assess(T, at(box=in_the_box(0), calls=(Call(1, "Trip"),), hands=hands_of(6, 5)), events)
    assert summary(events) == [("penalty", {"seat": 1, "name": "Trip", "minutes": 2})]
    events = []
    pen.assess(T, at(final_minute=True, calls=(Call(0, "Trip"),)), events)
    assert summary(events) == [("penalty", {"seat": 0, "name": "Trip", "minutes": 2, "carry": "full"})]


@pytest.mark.parametrize("suits, expected", [
    (("helmet", "skate"), "skate"), (("skate", "stick"), "stick"), (("stick", "glove"), "glove"),
    (("helmet", "skate", "stick", "glove"), "glove"), (("glove", "helmet"), "glove")])
def test_four_of_a_suit_picks_the_highest_numbered_suit(suits, expected):
    """Penalty Procedure (O24): suits are numbered helmet, skate, stick, glove; with several rows
    of four the highest-numbered suit's penalty is called."""
    t = fake_tables(a=suits, b=suits, c=suits, d=suits)
    assert pen.four_of_a_suit(t, ("a", "b", "c", "d"), frozenset()) == expected


def test_four_of_a_suit_counts_from_the_last_card_only():
    """Common Infractions 3: the row is counted back from the card just laid; six is not a
    multiple of four."""
    t = fake_tables(h=("helmet",), s=("stick",))
    assert pen.four_of_a_suit(t, ("h", "s", "h", "h", "h", "h"), frozenset()) == "helmet"
    assert pen.four_of_a_suit(t, ("h",) * 6, frozenset()) is None
    assert pen.four_of_a_suit(t, ("h",) * 7, frozenset()) is None


def test_calls_injuries_and_whistles_work_for_the_second_seat_too():
    """Both seats: the delayed-penalty switch, Hooking on a P, an injury's fault and the whistle
    for seat 0 as offender."""
    out = pen.call(at(control=0), 1, "Trip", "W", [])
    assert [(e.kind, e.seat) for e in out.effects] == [("delay-switch", 0)]
    score = card(0, "score-5-helmet")                    # red P
    sog = card(1, "shot-on-goal-4-glove")                # red
    out = pen.check_play(T, at(play=(score, sog)), 1, sog, False, frozenset(), [])
    assert [(c.seat, c.name) for c in out.calls] == [(0, "Hooking")]
    checker = card(1, "body-check-3-helmet")
    victim = card(0, "power-forward-6-stick")            # stick: more suits left over: at fault
    events = []
    out = pen.triple_injury(T, at(play=(victim, card(1, "rookie-0-glove"), checker)), 1, checker, events)
    assert summary(events)[0] == ("injury", {"card": victim, "seat": 0})
    assert [(e.kind, e.seat, e.detail) for e in out.effects] == [("injured", 0, "Injured"),
                                                                 ("delay-switch", 1, "Delayed penalty")]
    assert [(c.seat, c.name) for c in out.calls] == [(0, "Checking")]
    glove_checker = card(1, "body-check-3-glove")        # glove vs stick
    out = pen.triple_injury(T, at(play=(victim, glove_checker)), 1, glove_checker, [])
    fault = at_fault(("glove",), ("stick",))
    assert [c.seat for c in out.calls] == ([1] if fault == 0 else [0] if fault == 1 else [])
    events = []
    out = delayed_penalties.blow(T, at(calls=(Call(0, "Trip"),), control=0), events)
    assert summary(events)[0] == ("whistle", {"seat": 0})
    assert out.stoppage.place == "west-end" and out.stoppage.chooser == 1
    assert pen.period_end(at(calls=(Call(1, "A"),))).carry == (1, "full")


def test_only_a_protection_symbol_below_counts_against_a_color_laid_on_it():
    """Common Infractions 1: only an O symbol below matters to a color laid on it."""
    score = card(1, "score-5-glove")                     # red P, no O
    assert pen.fouls(T, at(play=(score,)), 0, card(0, "shot-on-goal-4-helmet")) is False
    assert pen.fouls(T, at(play=(card(1, "rookie-0-glove"),)), 0, ENF) is False


def test_a_black_ability_on_a_gained_black_p_is_hooking_on_the_other_side():
    """Symbols: Black P gained by a card (O81): a black ability laid on it draws a penalty on the
    side that gave it; not the layer's own gain, nor a card without black."""
    goalie = card(0, "goalie-g-helmet")                  # black
    gained = Effect("black-p", 1, "stoppage", card=PF)
    out = pen.check_play(T, at(play=(PF, goalie), effects=(gained,)), 0, goalie, False, frozenset(), [])
    assert [(c.seat, c.name) for c in out.calls] == [(1, "Hooking")]
    assert out.calls[0].why == f"{T.label[goalie]}'s black ability draws the black penalty symbol {T.label[PF]} gained"
    own = Effect("black-p", 0, "stoppage", card=PF)
    assert pen.check_play(T, at(play=(PF, goalie), effects=(own,)), 0, goalie, False, frozenset(), []).calls == ()
    other = Effect("black-p", 1, "stoppage", card=goalie)
    assert pen.check_play(T, at(play=(PF, goalie), effects=(other,)), 0, goalie, False, frozenset(), []).calls == ()
    rookie = card(0, "rookie-0-helmet")
    assert pen.check_play(T, at(play=(PF, rookie), effects=(gained,)), 0, rookie, False, frozenset(), []).calls == ()


def test_on_a_shot_card_only_the_black_p_is_a_foul():
    """How to Score a Goal: a Shot Card commits no infraction but the Black P's."""
    h = tuple(card(0, c) for c in ("shot-on-goal-4-helmet", "sniper-7-helmet", "tip-in-5-helmet"))
    rookie = card(0, "rookie-0-helmet")
    assert pen.fouls(T, at(stage="shot-card", shot=1, play=h), 0, rookie) is False
    assert pen.fouls(T, at(stage="place", shot=1, play=h), 0, rookie) is True
    assert pen.fouls(T, at(stage="shot-card", shot=None, play=h), 0, rookie) is True


def test_the_computer_sees_a_punch_on_a_black_protection_symbol_as_a_foul():
    """Common Infractions: a Punch laid on a card with a black O is a foul the rollout policy
    avoids (a Black O forbids the Punch; other actions are allowed)."""
    block = "s2:shot-block-glove"                              # black O (seat 1's, not a default card)
    gloves = "s1:drop-the-gloves-1-helmet"                     # a Punch (brown), not a default card
    assert "punch" in T.card[gloves].actions
    assert pen.fouls(T, at(play=(block,)), 0, gloves) is True
    assert pen.fouls(T, at(play=(block,), effects=(Effect("challenge-card", 1, "stoppage", card=block),)), 0,
                     gloves) is False


def test_the_penalty_whistle_names_the_offender_in_the_stoppage():
    """Penalty Procedure: the delayed penalty's whistle stops play against the side that committed
    it, and the log says so."""
    events = []
    delayed_penalties.blow(T, at(calls=(Call(1, "Trip"),)), events)
    stop = next(e for e in events if e.kind == "stoppage")
    assert stop.data["offender"] == 1 and stop.data["reason"] == "penalty"
    assert f"against {N[1]}" in stop.text


def test_a_punch_on_a_black_o_is_roughing_on_the_puncher():
    """Common Infractions: a Punch laid on a Black O draws 2 minutes on the player of the Punch
    (O22: Roughing), with the reason the log shows."""
    block = card(0, "shot-block-glove")                       # black O
    gloves = "s2:drop-the-gloves-1-helmet"                     # Punch
    out = pen.check_play(T, at(play=(block, gloves), turn=1), 1, gloves, False, frozenset(), [])
    assert [(c.seat, c.name, c.minutes) for c in out.calls] == [(1, "Roughing", 2)]
    assert out.calls[0].why == f"{T.label[gloves]}'s Punch lands on {T.label[block]}'s black protection symbol"


def test_a_gained_black_p_penalises_its_cards_owner_when_the_other_side_lays_on_it():
    """Symbols: a gained Black P (O81) penalises the card's owner, here seat 0, when seat 1 lays a
    usable black ability on it."""
    mine = card(0, "power-forward-6-helmet")
    save = card(1, "save-skate")                               # black
    gained = Effect("black-p", 0, "stoppage", card=mine)
    out = pen.check_play(T, at(play=(mine, save), effects=(gained,), turn=1), 1, save, False, frozenset(), [])
    assert [(c.seat, c.name) for c in out.calls] == [(0, "Hooking")]


def test_a_black_ability_on_a_printed_black_p_is_hooking_on_its_owner():
    """Symbols: Colored P (O22): black is a color, so a Goalie or a Save (black) laid by the
    opponent on a Slap Shot 8 (a printed Black P) calls 2 minutes on the Slap Shot's owner; a card
    without black does not, nor does a black card the owner lays on its own Black P."""
    slap = card(1, "slap-shot-8-glove")
    goalie, rookie = card(0, "goalie-g-helmet"), card(0, "rookie-0-helmet")
    out = pen.check_play(T, at(play=(slap, goalie)), 0, goalie, False, frozenset(), [])
    assert [(c.seat, c.name, c.minutes) for c in out.calls] == [(1, "Hooking", 2)]
    assert out.calls[0].why == f"{T.label[goalie]}'s black ability draws {T.label[slap]}'s black penalty symbol"
    assert pen.check_play(T, at(play=(slap, rookie)), 0, rookie, False, frozenset(), []).calls == ()
    own = card(1, "save-skate")
    assert pen.check_play(T, at(play=(slap, own), turn=1), 1, own, False, frozenset(), []).calls == ()


def test_protection_and_penalty_symbols_count_only_against_the_other_sides_card():
    """Symbols: O and P say "an opponent plays" (O22): a side laying a card on its own card (the
    other side skipped its Phase 2 with a line change) commits no Interference, Hooking or
    Roughing, whatever the colors."""
    pf, enforcer = card(1, "power-forward-6-glove"), card(1, "enforcer-1-glove")         # brown O, brown
    assert pen.check_play(T, at(play=(pf, enforcer), turn=1), 1, enforcer, False, frozenset(), []).calls == ()
    score, sog = card(1, "score-5-glove"), card(1, "shot-on-goal-4-glove")               # red P, red
    assert pen.check_play(T, at(play=(score, sog), turn=1), 1, sog, False, frozenset(), []).calls == ()
    block, gloves = card(0, "shot-block-glove"), "s1:drop-the-gloves-1-helmet"           # black O, Punch
    assert pen.check_play(T, at(play=(block, gloves)), 0, gloves, False, frozenset(), []).calls == ()


def test_a_momentum_card_from_the_other_deck_counts_as_the_card_of_the_side_that_laid_it():
    """O22: the O and P symbols count against "an opponent" who plays on the card, that is against
    the side that did not lay it. The Momentum pile is dealt from both decks (Game Setup), so Bo
    (seat 0) can lay a Power Forward (brown O) from Al's deck: Al's brown Enforcer on it is
    Interference on Al, the deck's own side, as on any card Bo laid."""
    pf, enforcer = card(1, "power-forward-6-glove"), card(1, "enforcer-1-glove")
    state = official(hands=((pf,), (enforcer,)), extras=((pf,), ()), play=(card(1, "shot-on-goal-4-glove"),),
                     turn=0, control=0)
    state = act(state, 0, "play", pf)
    assert state.laid_by == ((pf, 0),) and state.calls == ()
    state = act(finish(state, 0), 1, "go")
    state = act(state, 1, "play", enforcer)
    assert [(c.seat, c.name) for c in state.calls] == [(1, "Interference")]
    assert GAME.view(state, 1).laid_by == ((pf, 0),)      # who laid a card is public


def test_a_side_playing_on_the_momentum_card_it_laid_plays_on_its_own_card():
    """O22: Bo lays Al's Power Forward from the Momentum pile, Al skips Phase 2, and Bo's brown
    Enforcer on it commits nothing: Bo laid the card beneath. The rollout policy agrees."""
    pf, enforcer = card(1, "power-forward-6-glove"), card(0, "enforcer-1-helmet")
    laid = at(play=(pf, enforcer), laid_by=((pf, 0),))
    assert pen.check_play(T, laid, 0, enforcer, False, frozenset(), []).calls == ()
    assert pen.check_play(T, at(play=(pf, enforcer)), 0, enforcer, False, frozenset(), []).calls != ()
    assert pen.fouls(T, at(play=(pf,), laid_by=((pf, 0),)), 0, enforcer) is False


def test_the_triple_body_check_injures_the_last_player_card_the_other_side_laid():
    """Common Infractions 11 (O26): "the other side's" Player card is one it laid; a Power Forward
    from Al's deck that Bo laid from the Momentum pile is Bo's, so Bo's Triple passes over it."""
    checker = card(0, "body-check-3-helmet")
    momentum = card(1, "power-forward-6-helmet")
    out = pen.triple_injury(T, at(play=(PF, momentum, checker), laid_by=((momentum, 0),)), 0, checker, [])
    assert [e.card for e in out.effects] == [PF]


def test_the_record_of_who_laid_a_card_lasts_while_the_card_is_in_play():
    """O22 bookkeeping: a card laid from the other deck is recorded; laying a card of one's own deck
    adds nothing; a record whose card has left play is dropped at the next card laid, and the
    view never shows one (it would tell nothing about the table)."""
    from tabletop.games.breakaway_ccg.state import laid_by_after
    pf, own = card(1, "power-forward-6-glove"), card(0, "enforcer-1-helmet")
    assert laid_by_after(T, at(play=()), ((pf, 0), (own, 0))) == ((pf, 0),)
    stale = at(play=(own,), laid_by=((pf, 0),))
    assert laid_by_after(T, stale, ((card(1, "enforcer-1-glove"), 1),)) == ()
    assert laid_by_after(T, at(play=(pf,), laid_by=((pf, 0),)), ((own, 0),)) == ((pf, 0),)
    assert laid_by_after(T, at(play=(pf,), laid_by=((pf, 0),)), ((pf, 1),)) == ()
    assert GAME.view(stale, 0).laid_by == ()


def test_the_computer_avoids_only_what_is_called_on_a_sides_own_card():
    """O22: the rollout policy avoids only what ``check_play`` would call, so a card laid on the
    side's own Power Forward (brown O) is no foul for it either."""
    pf, enforcer = card(1, "power-forward-6-glove"), card(1, "enforcer-1-glove")
    assert pen.fouls(T, at(play=(pf,), turn=1), 1, enforcer) is False
    assert pen.fouls(T, at(play=(pf,)), 0, card(0, "enforcer-1-helmet")) is True


def test_colored_protection_symbol_penalizes_the_player_of_the_top_card_once_it_has_the_puck():
    """Common Infractions 1 and Penalty Procedure (Symbols: Colored O): a brown ability played on a
    brown O is a 2-minute penalty on the top card's player; play goes on until that player controls
    the puck, then stops, with the face-off in the offender's end."""
    state = official_with_discards(hands=((r(0, "enforcer-1-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=(r(1, "power-forward-6-glove"),), puck="c9", control=1, turn=0)
    state = act(state, 0, "play", r(0, "enforcer-1-helmet"))
    assert [(c.seat, c.minutes) for c in state.calls] == [(0, 2)]
    assert state.phase == USE                                  # delayed: seat 1 still has the puck
    state = act(state, 0, "body-check")                        # now the offender controls it
    assert state.phase == STOPPAGE and state.stoppage.reason == "penalty"
    assert state.stoppage.place == "west-end" and state.stoppage.chooser == 1
    assert not state.calls and [(s.seat, s.minutes, s.hands) for s in state.box] == [(0, 2, 1)]


def test_black_protection_symbol_penalizes_a_punch_played_on_it():
    """Common Infractions 9 (Symbols: Black O): a card with the Punch Action on a black O."""
    events: list[Event] = []
    state = official_with_discards(play=(r(1, "penalty-kill-2-skate"),), control=1)
    punch, block = "s1:drop-the-gloves-1-helmet", "s2:shot-block-helmet"
    state = evolve(state, play=(block, punch))
    state = pen.check_play(T, state, 0, punch, False, frozenset(), events)
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Roughing")]
    not_punch = "s1:rookie-0-helmet"
    state = evolve(state, calls=(), play=(block, not_punch))
    assert not pen.check_play(T, state, 0, not_punch, False, frozenset(), events).calls


def test_colored_penalty_symbol_penalizes_the_owner_of_the_p_card():
    """Common Infractions 8 (Symbols: Colored P): a red ability played on a red P; the player whose
    card has the P takes the penalty."""
    state = official_with_discards(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "rookie-0-stick")), (r(1, "goal-skate"),)),
                     play=(r(1, "score-5-glove"),), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    assert [c.seat for c in state.calls] == [1]


def test_protection_counts_only_an_opponents_card_and_only_a_usable_color():
    """Symbols: Colored O ("if an opponent plays..."): seat 0's red card on its own red-P card or
    on a brown O (no brown to use) is no penalty."""
    state = official_with_discards(hands=((r(0, "shot-on-goal-4-helmet"),), (r(1, "goal-skate"),)),
                     play=(r(1, "power-forward-6-glove"),), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))     # red on brown O
    assert not state.calls


def test_black_p_on_a_shot_card_is_a_penalty_that_ends_the_shot():
    """Common Infractions 10 (Symbols: Black P; How to Score a Goal): the Shot Card with a black P
    draws a penalty on its player (ruling O23), ends the shot and stops play at once."""
    state = official_with_discards(hands=((r(0, "goal-skate"),), (r(1, "slap-shot-8-glove"), r(1, "goal-helmet"))),
                     play=(r(0, "sniper-7-stick"),), puck="e3", control=0, turn=1, shot=0, stage="shot-card")
    state = act(state, 1, "play", r(1, "slap-shot-8-glove"))
    assert state.phase == STOPPAGE and state.stoppage.reason == "penalty" and state.shot is None
    assert [s.seat for s in state.box] == [1] and state.stoppage.place == "east-end"


def test_a_shot_card_commits_no_other_penalty():
    """How to Score a Goal: no penalties from playing the Shot Card itself (but the black P)."""
    state = official_with_discards(hands=((r(0, "goal-skate"),), (r(1, "enforcer-1-glove"), r(1, "goal-helmet"))),
                     play=(r(0, "power-forward-6-stick"),), puck="e3", control=0, turn=1, shot=0,
                     stage="shot-card")
    state = act(state, 1, "play", r(1, "enforcer-1-glove"))           # brown on a brown O
    assert not state.calls


def test_four_of_a_suit_draws_the_officiating_cards_penalty_for_that_suit():
    """Common Infractions 3 (Game Components: Officiating Cards): four Stick cards in a row; Tight
    Crew calls High-sticking for four minutes: two power-play hands."""
    play = (r(1, "icing-0-stick"), r(0, "shutdown-defender-2-stick"), r(1, "save-stick"))
    state = official_with_discards(hands=((r(0, "grinder-3-stick"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=play, puck="c9", control=0, turn=0, official="tight-crew")
    state = act(state, 0, "play", r(0, "grinder-3-stick"))
    assert state.phase == STOPPAGE and state.stoppage.reason == "penalty"    # seat 0 had the puck
    assert [(s.seat, s.name, s.minutes, s.hands) for s in state.box] == [(0, "High-sticking", 4, 2)]


def test_a_challenge_card_breaks_a_row_of_suits():
    """Challenges: penalties from suits do not occur during challenge resolution (ruling O24: a
    challenge card breaks the row)."""
    play = (r(1, "icing-0-stick"), r(0, "shutdown-defender-2-stick"), r(1, "save-stick"))
    state = official_with_discards(hands=((r(0, "grinder-3-stick"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=play, puck="c9", control=0, turn=0,
                     effects=(basics.Effect("challenge-card", 1, "stoppage", card=r(1, "icing-0-stick")),))
    state = act(state, 0, "play", r(0, "grinder-3-stick"))
    assert not state.calls and not state.box


def test_several_suits_at_once_take_the_highest_numbered_suit():
    """Penalty Procedure: several penalty options from one play: the highest-numbered suit
    (ruling O24: Helmet 1, Skate 2, Stick 3, Glove 4)."""
    suits = {"a": ("stick", "glove"), "b": ("stick", "glove"), "c": ("stick", "glove", "helmet"),
             "d": ("helmet", "stick", "glove")}
    t = SimpleNamespace(card={k: SimpleNamespace(suits=v) for k, v in suits.items()})
    assert pen.four_of_a_suit(t, ("a", "b", "c", "d"), frozenset()) == "glove"
    assert pen.four_of_a_suit(t, ("b", "c", "d"), frozenset()) is None
    assert pen.suit_penalty(official_with_discards(official="zero-tolerance"), "glove") == ("Fighting", 5)


def test_goalie_card_with_the_puck_behind_the_net_is_a_penalty():
    """Common Infractions 5: a Goalie card played while controlling the puck in area 5 or 6 of the
    defensive zone; the offender has the puck, so play stops at once."""
    state = official_with_discards(hands=((r(0, "goalie-g-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     puck="w5", control=0, turn=0)
    state = act(state, 0, "play", r(0, "goalie-g-helmet"))
    assert state.phase == STOPPAGE and [s.seat for s in state.box] == [0]
    elsewhere = official_with_discards(hands=((r(0, "goalie-g-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                         puck="w3", control=0, turn=0)
    assert not act(elsewhere, 0, "play", r(0, "goalie-g-helmet")).calls


def test_a_grind_from_behind_the_net_is_a_penalty():
    """Common Infractions 5: a Grind started with the puck in area 5 or 6 of the defensive zone."""
    state = official_with_discards(hands=((r(0, "grinder-3-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     puck="w6", control=0, turn=0)
    state = act(state, 0, "play", r(0, "grinder-3-helmet"))
    state = act(state, 0, "grind")
    assert [c.seat for c in state.calls] == [0]


def test_two_faceoff_disqualifications_are_a_delayed_penalty():
    """Common Infractions 4 (Face-offs: Tie): disqualified twice, a 2-minute penalty; the other
    side wins the face-off, so it is delayed until the offender takes the puck."""
    state = official_with_discards(hands=((r(0, "grinder-3-stick"), r(0, "sniper-7-stick"), r(0, "rookie-0-stick")),
                            (r(1, "body-check-3-glove"), r(1, "sniper-7-glove"), r(1, "score-5-helmet"))),
                     phase=CHALLENGE, challenge=ch.Challenge(ch.FACEOFF, 0, "c9"), home=0, control=None)
    state = act(state, 0, "challenge", r(0, "grinder-3-stick"))
    state = act(state, 1, "challenge", r(1, "body-check-3-glove"))
    state = act(state, 0, "challenge", r(0, "sniper-7-stick"))
    state = act(state, 1, "challenge", r(1, "sniper-7-glove"))
    assert [(c.seat, c.name) for c in state.calls] == [(1, "Delay of Game")]
    assert state.control == 0 and not state.box


def test_a_tied_dump_out_is_delay_of_game():
    """Common Infractions 2 (Dump Out: Contested Tie): a tie the defender wins is a Delay of Game on
    the initiator; the defender takes the puck, so it is delayed."""
    state = official_with_discards(hands=((r(0, "dump-and-chase-1-stick"), r(0, "breakout-pass-2-helmet")),
                            (r(1, "shutdown-defender-2-glove"), r(1, "goal-skate"))), puck="w3", control=0, turn=0)
    state = act(state, 0, "play", r(0, "dump-and-chase-1-stick"))
    state = act(state, 0, "dump-out")
    state = act(state, 0, "challenge", r(0, "breakout-pass-2-helmet"))
    state = act(state, 1, "challenge", r(1, "shutdown-defender-2-glove"))     # 2 v 2, green: a tie
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Delay of Game")]
    assert state.control == 1 and not state.box


def test_a_wrong_bench_size_at_the_start_of_play_is_a_penalty():
    """Common Infractions 7: more or fewer than five cards on the bench while play is active
    (ruling O25: checked as each period's first face-off begins)."""
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)))
    short_bench = state.benches[0][:4]
    state = evolve(state, benches=(short_bench, state.benches[1]), decks=(state.decks[0] + state.benches[0][4:],
                                                                          state.decks[1]),
                   phase=STOPPAGE, stoppage=basics.Stoppage("period-start", "center", 0), ready=(True, True))
    events: list[Event] = []
    state = fl.start_faceoff(T, state, "c9", events)
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Too Many Men")]


def test_a_triples_body_check_injures_and_the_side_at_fault_is_penalized():
    """Common Infractions 11 (Injured): a Triples body-check injures the other side's last Player
    card (Cancelled for the game); the side at fault by the suits takes the penalty (ruling O26)."""
    play = (r(1, "shutdown-defender-2-glove"), r(0, "body-check-3-helmet"), r(1, "body-check-3-glove"))
    state = official_with_discards(hands=((r(0, "body-check-3-stick"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=play, puck="c9", control=1, turn=0)
    state = act(state, 0, "play", r(0, "body-check-3-stick"))
    injured = [e.card for e in state.effects if e.kind == "injured"]
    assert injured == [r(1, "shutdown-defender-2-glove")]          # the last Player card of seat 1
    assert basics.cancelled(state, r(1, "shutdown-defender-2-glove"))
    # Stick beats Glove: the Glove card is left over, so seat 1 is at fault and takes the minor.
    assert [s.seat for s in state.box] == [1]


def test_during_a_delayed_penalty_the_other_side_plays_with_the_extra_attackers_benefits():
    """Penalty Procedure: during the delay the non-offending side has the pulled goalie's benefits
    (its cards act as on a power play: the Suit Circle color, a fourth passing-bonus level; the
    offender acts as on a penalty kill), but draws no Momentum Card."""
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (r(1, "rookie-0-glove"),)),
                     puck="e3", control=0, turn=0, calls=(Call(1, "Hooking"),))
    assert power_play.advantaged(state, 0) and not power_play.advantaged(state, 1)
    assert power_play.short(state, 1) == 1 and power_play.max_bonus(state, 0) == 4
    assert power_play.colors(T, state, r(0, "rookie-0-helmet"), 0) == ("pink", "blue")
    assert power_play.colors(T, official_with_discards(), r(0, "rookie-0-helmet"), 0) == ("pink",)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    assert any(a.kind == "color" and a.args[0] == "blue" for a in GAME.legal_actions(state, 0))


def test_a_goal_during_a_delayed_penalty_wipes_out_the_minor():
    """Power Play Duration: a power-play goal ends a minor; a goal during the delay does the same to
    the delayed minor (ruling O32)."""
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (r(1, "rookie-0-glove"),)),
                     play=(r(0, "sniper-7-stick"), r(1, "rookie-0-skate"), r(0, "goal-stick")), puck="e3",
                     control=0, turn=1, shot=0, stage=SAVE, calls=(Call(1, "Hooking"),))
    state = act(state, 1, "concede")
    assert state.goals == (1, 0) and not state.calls and not state.box


def test_a_stoppage_during_a_delayed_penalty_assesses_it_in_the_offenders_end():
    """Penalty Procedure; Stoppage: Reset Puck ("Offending zone for penalty"; "player on PP chooses"):
    a save stops play while a penalty on the saving side is delayed: it is assessed, the face-off is
    in the offender's end and the side going on the power play chooses the circle (not the saver)."""
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (r(1, "save-glove"), r(1, "goal-skate"))),
                     play=(r(0, "sniper-7-stick"), r(1, "rookie-0-skate"), r(0, "goal-stick")), puck="e3",
                     control=0, turn=1, shot=0, stage=SAVE, calls=(Call(1, "Hooking"),))
    state = act(state, 1, "play", r(1, "save-glove"))
    state = act(state, 1, "save") if state.phase == USE else state
    assert state.phase == STOPPAGE and state.stoppage.reason == "save"
    assert state.stoppage.place == "east-end" and state.stoppage.chooser == 0
    assert [s.seat for s in state.box] == [1]


@pytest.mark.slow
def test_random_official_games_have_penalties_power_play_goals_and_penalty_shots():
    """The contract's random games must actually reach this module: over a few hundred random
    official games, penalties are assessed, power-play goals are scored and penalty shots taken."""
    seen: Counter[str] = Counter()
    for seed in range(300):
        rng = random.Random(seed)
        state = GAME.new_game(seed, OFFICIAL)
        while not GAME.is_over(state):
            seats = sorted({d.seat for d in GAME.pending(state)})
            actions = [a for s in seats for a in GAME.legal_actions(state, s)]
            side = power_play.pp_side(state)
            state, events = GAME.apply(state, rng.choice(actions))
            for e in events:
                if e.kind == "penalty":
                    seen["penalty"] += 1
                elif e.kind == "penalty-shot":
                    seen["penalty-shot"] += 1
                elif e.kind == "goal" and side is not None and e.data["seat"] == side:
                    seen["power-play-goal"] += 1
        if all(seen[k] for k in ("penalty", "penalty-shot", "power-play-goal")) and seed >= 100:
            break
    assert seen["penalty"] and seen["penalty-shot"] and seen["power-play-goal"], seen


def test_the_rollout_policy_avoids_a_penalty_it_can_avoid_and_the_evaluation_counts_the_box():
    """The computer player does not take penalties it can avoid: laying a brown card on a
    brown O scores below any other card, and men in the box weigh on the position."""
    from tabletop.engine.actions import Action
    from tabletop.games.breakaway_ccg import rollout
    state = official_with_discards(hands=((r(0, "enforcer-1-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=(r(1, "power-forward-6-glove"),), puck="c9", control=1, turn=0)
    dist = rollout.distances(T)
    foul = rollout.action_score(T, state, 0, Action(0, "play", (r(0, "enforcer-1-helmet"),)), dist)
    clean = rollout.action_score(T, state, 0, Action(0, "play", (r(0, "rookie-0-helmet"),)), dist)
    assert foul < clean
    picks = Counter(GAME.rollout_action(state, 0, GAME.legal_actions(state, 0), random.Random(i)).args[0]
                    for i in range(200))
    assert picks[r(0, "enforcer-1-helmet")] < picks[r(0, "rookie-0-helmet")] / 3
    even = GAME.evaluate(state, 0)
    assert GAME.evaluate(evolve(state, box=(minor(0),)), 0) < even
    assert GAME.evaluate(evolve(state, box=(minor(1),)), 0) > even


def test_the_delayed_penalty_gives_the_other_side_two_bench_switches_at_its_next_turn():
    """Penalty Procedure; Pull/Replace Goalie: Benefits ("immediately switch up to two cards with
    the Bench"): the side with the extra attacker of a delayed penalty switches up to two cards at
    the start of its next turn (ruling O21)."""
    top = (r(0, "rookie-0-stick"), r(0, "grinder-3-stick"), r(0, "goal-stick"))
    state = official_with_discards(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "breakout-pass-2-helmet")),
                            (r(1, "rookie-0-glove"), r(1, "goal-skate"))),
                     play=(r(1, "score-5-glove"),), puck="c9", control=0, turn=0, decks=(top, None))
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))      # red on a red P: a call on seat 1
    assert [c.seat for c in state.calls] == [1]
    state = act(state, 0, "end")
    state = act(state, 1, "go")
    state = act(state, 1, "play", r(1, "rookie-0-glove"))
    state = act(state, 1, "end") if state.phase == USE else state
    assert state.turn == 0 and state.phase == START and state.placing[1] == "delay"
    switches = [a for a in GAME.legal_actions(state, 0) if a.kind == "switch"]
    state = act(state, 0, "switch", *switches[0].args)
    assert state.placing is not None and state.placing[1] == "delay"          # a second switch is allowed
    state = act(state, 0, "keep")
    assert state.placing is None and state.turn == 0
    assert not any(e.kind == "delay-switch" for e in state.effects)


def test_a_cancelled_card_has_no_usable_color_for_the_symbols():
    """Symbols: O and P count a "usable" colored ability; a Cancelled card has none (Card Effects:
    Cancelled), so a cancelled red card on a red P draws no penalty."""
    card_id = r(0, "shot-on-goal-4-helmet")
    base = {"hands": ((card_id, r(0, "rookie-0-stick")), (r(1, "goal-skate"),)), "play": (r(1, "score-5-glove"),),
            "puck": "c9", "control": 0, "turn": 0}
    assert act(official_with_discards(**base), 0, "play", card_id).calls
    cancelled = official_with_discards(**base, effects=(basics.Effect("cancelled", 0, "period", card=card_id),))
    assert not act(cancelled, 0, "play", card_id).calls


def test_a_color_a_symbol_grants_counts_as_usable_for_a_protection_symbol():
    """Symbols, Colored O: the opponent laying a card whose matching colored ability is *usable*
    is penalised; a color a symbol grants is usable (O75). The set has no such pair, so the test
    gives Playmaker a brown Dot in a copy of the card tables and lays it on Power Forward's brown O."""
    from dataclasses import replace

    from tabletop.games.breakaway_ccg.cards import Symbol
    from tabletop.games.breakaway_ccg.tables import Tables

    layer, under = card(0, "playmaker-5-helmet"), card(1, "power-forward-6-glove")
    plain = T.card[layer]
    dotted = replace(plain, symbols=(*plain.symbols, Symbol("dot", "brown")))
    cards = replace(T.cards, cards=tuple(dotted if c.id == plain.id else c for c in T.cards.cards),
                    by_id={**T.cards.by_id, plain.id: dotted})
    granted = Tables(cards, T.rink)
    state = official_with_discards(hands=((), ()), play=(under, layer), puck="c9", control=0, turn=0)
    called: list = []
    after = pen.check_play(granted, state, 0, layer, False, frozenset(), called)
    assert [e.data["name"] for e in called if e.kind == "penalty-call"] == ["Interference"], called
    assert after.calls
    unmarked: list = []
    pen.check_play(T, state, 0, layer, False, frozenset(), unmarked)
    assert not [e for e in unmarked if e.kind == "penalty-call"]
