"""Breakaway: CCG penalties and power plays (Part 2 of ``breakaway-ccg.md``, "Penalties" to
"Power Play & Penalty Kill", and "Penalty Shots" under General Hockey Rules): a scenario for every
infraction and every rule, each citing its passage. Rulings O21-O36 are in
``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

import random
from collections import Counter
from types import SimpleNamespace

import pytest

from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg import penalties as pen
from tabletop.games.breakaway_ccg.penalties import Call, Served
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    PLAY,
    PSHOT,
    SAVE,
    START,
    STOPPAGE,
    USE,
    evolve,
)
from tests.games.breakaway_ccg.support import GAME, T, act, card, verdict
from tests.games.breakaway_ccg.support import official_with_discards as official

OFFICIAL = {"mode": "official"}


def r(seat, name, copy=1):
    return card(seat, name, copy)


def minor(seat, hands=1, minutes=2, cap=8):
    return Served(seat, "Tripping", minutes, hands, cap)


def with_hands(state, sizes):
    """``state`` with hands of the given sizes, taken from the top of each deck."""
    hands, decks = [], []
    for seat in (0, 1):
        extra = state.decks[seat][:sizes[seat]]
        hands.append(state.hands[seat] + extra)
        decks.append(state.decks[seat][sizes[seat]:])
    return evolve(state, hands=(hands[0], hands[1]), decks=(decks[0], decks[1]))


# ----- Common Infractions -----------------------------------------------------------------------------
def test_colored_protection_symbol_penalizes_the_player_of_the_top_card_once_it_has_the_puck():
    """Common Infractions 1 and Penalty Procedure (Symbols: Colored O): a brown ability played on a
    brown O is a 2-minute penalty on the top card's player; play goes on until that player controls
    the puck, then stops, with the face-off in the offender's end."""
    state = official(hands=((r(0, "enforcer-1-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
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
    state = official(play=(r(1, "penalty-kill-2-skate"),), control=1)
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
    state = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "rookie-0-stick")), (r(1, "goal-skate"),)),
                     play=(r(1, "score-5-glove"),), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    assert [c.seat for c in state.calls] == [1]


def test_protection_counts_only_an_opponents_card_and_only_a_usable_color():
    """Symbols: Colored O ("if an opponent plays..."): seat 0's red card on its own red-P card or
    on a brown O (no brown to use) is no penalty."""
    state = official(hands=((r(0, "shot-on-goal-4-helmet"),), (r(1, "goal-skate"),)),
                     play=(r(1, "power-forward-6-glove"),), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))     # red on brown O
    assert not state.calls


def test_black_p_on_a_shot_card_is_a_penalty_that_ends_the_shot():
    """Common Infractions 10 (Symbols: Black P; How to Score a Goal): the Shot Card with a black P
    draws a penalty on its player (ruling O23), ends the shot and stops play at once."""
    state = official(hands=((r(0, "goal-skate"),), (r(1, "slap-shot-8-glove"), r(1, "goal-helmet"))),
                     play=(r(0, "sniper-7-stick"),), puck="e3", control=0, turn=1, shot=0, stage="shot-card")
    state = act(state, 1, "play", r(1, "slap-shot-8-glove"))
    assert state.phase == STOPPAGE and state.stoppage.reason == "penalty" and state.shot is None
    assert [s.seat for s in state.box] == [1] and state.stoppage.place == "east-end"


def test_a_shot_card_commits_no_other_penalty():
    """How to Score a Goal: no penalties from playing the Shot Card itself (but the black P)."""
    state = official(hands=((r(0, "goal-skate"),), (r(1, "enforcer-1-glove"), r(1, "goal-helmet"))),
                     play=(r(0, "power-forward-6-stick"),), puck="e3", control=0, turn=1, shot=0,
                     stage="shot-card")
    state = act(state, 1, "play", r(1, "enforcer-1-glove"))           # brown on a brown O
    assert not state.calls


def test_four_of_a_suit_draws_the_officiating_cards_penalty_for_that_suit():
    """Common Infractions 3 (Game Components: Officiating Cards): four Stick cards in a row; Tight
    Crew calls High-sticking for four minutes: two power-play hands."""
    play = (r(1, "icing-0-stick"), r(0, "shutdown-defender-2-stick"), r(1, "breakout-pass-2-stick"))
    state = official(hands=((r(0, "grinder-3-stick"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=play, puck="c9", control=0, turn=0, official="tight-crew")
    state = act(state, 0, "play", r(0, "grinder-3-stick"))
    assert state.phase == STOPPAGE and state.stoppage.reason == "penalty"    # seat 0 had the puck
    assert [(s.seat, s.name, s.minutes, s.hands) for s in state.box] == [(0, "High-sticking", 4, 2)]


def test_a_challenge_card_breaks_a_row_of_suits():
    """Challenges: penalties from suits do not occur during challenge resolution (ruling O24: a
    challenge card breaks the row)."""
    play = (r(1, "icing-0-stick"), r(0, "shutdown-defender-2-stick"), r(1, "breakout-pass-2-stick"))
    state = official(hands=((r(0, "grinder-3-stick"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=play, puck="c9", control=0, turn=0,
                     effects=(fl.Effect("challenge-card", 1, "stoppage", card=r(1, "icing-0-stick")),))
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
    assert pen.suit_penalty(official(official="zero-tolerance"), "glove") == ("Fighting", 5)


def test_goalie_card_with_the_puck_behind_the_net_is_a_penalty():
    """Common Infractions 5: a Goalie card played while controlling the puck in area 5 or 6 of the
    defensive zone; the offender has the puck, so play stops at once."""
    state = official(hands=((r(0, "goalie-g-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     puck="w5", control=0, turn=0)
    state = act(state, 0, "play", r(0, "goalie-g-helmet"))
    assert state.phase == STOPPAGE and [s.seat for s in state.box] == [0]
    elsewhere = official(hands=((r(0, "goalie-g-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                         puck="w3", control=0, turn=0)
    assert not act(elsewhere, 0, "play", r(0, "goalie-g-helmet")).calls


def test_a_grind_from_behind_the_net_is_a_penalty():
    """Common Infractions 5: a Grind started with the puck in area 5 or 6 of the defensive zone."""
    state = official(hands=((r(0, "grinder-3-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     puck="w6", control=0, turn=0)
    state = act(state, 0, "play", r(0, "grinder-3-helmet"))
    state = act(state, 0, "grind")
    assert [c.seat for c in state.calls] == [0]


def test_two_faceoff_disqualifications_are_a_delayed_penalty():
    """Common Infractions 4 (Face-offs: Tie): disqualified twice, a 2-minute penalty; the other
    side wins the face-off, so it is delayed until the offender takes the puck."""
    state = official(hands=((r(0, "grinder-3-stick"), r(0, "sniper-7-stick"), r(0, "rookie-0-stick")),
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
    state = official(hands=((r(0, "dump-and-chase-1-stick"), r(0, "breakout-pass-2-helmet")),
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
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)))
    short_bench = state.benches[0][:4]
    state = evolve(state, benches=(short_bench, state.benches[1]), decks=(state.decks[0] + state.benches[0][4:],
                                                                          state.decks[1]),
                   phase=STOPPAGE, stoppage=fl.Stoppage("period-start", "center", 0), ready=(True, True))
    events: list[Event] = []
    state = fl.start_faceoff(T, state, "c9", events)
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Too Many Men")]


def test_a_triples_body_check_injures_and_the_side_at_fault_is_penalized():
    """Common Infractions 11 (Injured): a Triples body-check injures the other side's last Player
    card (Cancelled for the game); the side at fault by the suits takes the penalty (ruling O26)."""
    play = (r(1, "shutdown-defender-2-glove"), r(0, "body-check-3-skate"), r(1, "body-check-3-glove"))
    state = official(hands=((r(0, "body-check-3-stick"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=play, puck="c9", control=1, turn=0)
    state = act(state, 0, "play", r(0, "body-check-3-stick"))
    injured = [e.card for e in state.effects if e.kind == "injured"]
    assert injured == [r(1, "shutdown-defender-2-glove")]          # the last Player card of seat 1
    assert fl.cancelled(state, r(1, "shutdown-defender-2-glove"))
    # Stick beats Glove: the Glove card is left over, so seat 1 is at fault and takes the minor.
    assert [s.seat for s in state.box] == [1]


# ----- delayed penalties ---------------------------------------------------------------------------------
def test_during_a_delayed_penalty_the_other_side_plays_with_the_extra_attackers_benefits():
    """Penalty Procedure: during the delay the non-offending side has the pulled goalie's benefits
    (its cards act as on a power play: the Suit Circle color, a fourth passing-bonus level; the
    offender acts as on a penalty kill), but draws no Momentum Card."""
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "rookie-0-glove"),)),
                     puck="e3", control=0, turn=0, calls=(Call(1, "Hooking"),))
    assert pen.advantaged(state, 0) and not pen.advantaged(state, 1)
    assert pen.short(state, 1) == 1 and pen.max_bonus(state, 0) == 4
    assert pen.colors(T, state, r(0, "rookie-0-helmet"), 0) == ("pink", "blue")
    assert pen.colors(T, official(), r(0, "rookie-0-helmet"), 0) == ("pink",)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    assert any(a.kind == "color" and a.args[0] == "blue" for a in GAME.legal_actions(state, 0))


def test_a_goal_during_a_delayed_penalty_wipes_out_the_minor():
    """Power Play Duration: a power-play goal ends a minor; a goal during the delay does the same to
    the delayed minor (ruling O32)."""
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "rookie-0-glove"),)),
                     play=(r(0, "sniper-7-stick"), r(1, "rookie-0-skate"), r(0, "goal-stick")), puck="e3",
                     control=0, turn=1, shot=0, stage=SAVE, calls=(Call(1, "Hooking"),))
    state = act(state, 1, "concede")
    assert state.goals == (1, 0) and not state.calls and not state.box


def test_a_stoppage_during_a_delayed_penalty_assesses_it_in_the_offenders_end():
    """Penalty Procedure; Stoppage: Reset Puck ("Offending zone for penalty"; "player on PP chooses"):
    a save stops play while a penalty on the saving side is delayed: it is assessed, the face-off is
    in the offender's end and the side going on the power play chooses the circle (not the saver)."""
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "save-glove"), r(1, "goal-skate"))),
                     play=(r(0, "sniper-7-stick"), r(1, "rookie-0-skate"), r(0, "goal-stick")), puck="e3",
                     control=0, turn=1, shot=0, stage=SAVE, calls=(Call(1, "Hooking"),))
    state = act(state, 1, "play", r(1, "save-glove"))
    state = act(state, 1, "save") if state.phase == USE else state
    assert state.phase == STOPPAGE and state.stoppage.reason == "save"
    assert state.stoppage.place == "east-end" and state.stoppage.chooser == 0
    assert [s.seat for s in state.box] == [1]


# ----- the power play -----------------------------------------------------------------------------------
def test_a_new_power_play_deals_hands_and_a_momentum_card():
    """Power Play: at its start the side on the power play draws up to its hand size, the penalty
    kill as many cards as it drew; the power play draws a Momentum Card (ruling O28)."""
    state = official(hands=((r(0, "rookie-0-helmet"), r(0, "body-check-3-helmet")), (r(1, "goal-skate"),)),
                     play=(r(1, "power-forward-6-glove"),), puck="c9", control=1, turn=0)
    pile_card = state.decks[1][-1]
    state = evolve(state, momentum=(pile_card,), decks=(state.decks[0], state.decks[1][:-1]))
    state = act(state, 0, "play", r(0, "body-check-3-helmet"))        # brown on brown O
    state = act(state, 0, "body-check")
    assert state.phase == STOPPAGE
    # Seat 1 had one card: it draws seven (to eight) and takes the Momentum Card; seat 0 draws seven.
    assert fl.held(state, 1) == 8 and pile_card in state.extras[1]
    assert len(state.hands[0]) == 1 + 7


def test_power_play_forbids_phase_four_draws_and_line_changes():
    """Power Play Duration & Rules: no Phase 4 draws and no line changes during a power play or
    4-on-4."""
    base = {"hands": ((r(0, "rookie-0-helmet"), r(0, "rookie-0-stick")), (r(1, "goal-skate"),)), "puck": "c9",
                "control": 0, "turn": 0}
    for box in ((minor(1),), (minor(0),), (minor(0), minor(1))):
        state = official(**base, box=box)
        state = act(act(state, 0, "play", r(0, "rookie-0-helmet")), 0, "move", "nw9")
        state = act(state, 0, "end") if state.phase == USE else state
        assert len(state.hands[0]) == 1
        start = evolve(official(**base, box=box), phase=START)
        refused = verdict(start, 0, "line-change")
        assert not refused and refused.code == "no-line-change-pp"
    plain = official(**base)
    plain = act(act(plain, 0, "play", r(0, "rookie-0-helmet")), 0, "move", "nw9")
    plain = act(plain, 0, "end") if plain.phase == USE else plain
    assert len(plain.hands[0]) == 2


def test_the_penalty_kill_loses_a_bench_switch_per_man_down():
    """Penalty Kill: bench switches before face-offs are reduced by one card per man down."""
    for box, spent in (((minor(0),), (1, 0)), ((minor(0), minor(0)), (2, 0))):
        state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), box=box)
        events: list[Event] = []
        state = fl.stop_play(T, state, events, "save", "center", chooser=1)
        assert state.swaps == spent and state.ready[0] == (spent[0] >= 2)


def test_penalty_kill_challenge_cards_lose_one_per_man_down_and_take_the_suit_circle_number():
    """Penalty Kill: challenge numbers -1 per man down (max -3); Suit Circle numbers apply against
    the penalty kill (ruling O30)."""
    state = official(box=(minor(1),))
    # Rookie 0 Helmet's circle +1 -1 man down: 0; Sniper 7 Glove's circle -2, -1 man down: 4.
    assert pen.strength(T, state, r(1, "rookie-0-glove"), 1, challenge=True) == 0
    assert pen.strength(T, state, r(1, "sniper-7-glove"), 1, challenge=True) == 4
    assert pen.strength(T, state, r(1, "sniper-7-glove"), 1) == 5
    assert pen.strength(T, state, r(0, "sniper-7-stick"), 0, challenge=True) == 7
    assert pen.strength(T, state, r(1, "goal-skate"), 1, challenge=True) == T.strength[r(1, "goal-skate")]
    # A face-off the penalty kill would win 6-5 goes to the power play.
    faceoff = official(hands=((r(0, "playmaker-5-helmet"),), (r(1, "wrist-shot-6-glove"),)),
                       phase=CHALLENGE, challenge=ch.Challenge(ch.FACEOFF, 1, "c9"), home=1, control=None,
                       box=(minor(1),))
    faceoff = act(faceoff, 1, "challenge", r(1, "wrist-shot-6-glove"))
    faceoff = act(faceoff, 0, "challenge", r(0, "playmaker-5-helmet"))
    assert faceoff.challenge is None or faceoff.challenge.winner == 0
    assert faceoff.control == 0


def test_the_power_play_gains_a_fourth_passing_bonus_level_and_plus_or_minus_two():
    """Power Play: Advantages: a +4 passing bonus, with +2/-2 on the scoring area number."""
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), puck="e3", control=0,
                     bonus=(3, 0), box=(minor(1),))
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    state = act(state, 0, "move", T.arrows["e3"][0])
    assert state.bonus[0] == 4
    even = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), puck="e3", control=0, bonus=(3, 0))
    even = act(even, 0, "play", r(0, "rookie-0-helmet"))
    assert act(even, 0, "move", T.arrows["e3"][0]).bonus[0] == 3
    # The no-goal area moves by up to two with +4.
    for box, bonus, reach in (((minor(1),), 4, 3), ((), 3, 2)):
        shot = official(hands=((r(0, "breakout-pass-2-helmet"), r(0, "goal-helmet")), (r(1, "goal-skate"),)),
                        play=(r(0, "sniper-7-stick"), r(1, "rookie-0-skate")), puck="e3", control=0, turn=0,
                        shot=0, stage="score", bonus=(bonus, 0), box=box)
        shot = act(shot, 0, "play", r(0, "breakout-pass-2-helmet"))       # no Score: no goal
        if shot.phase == USE:     # on the power play its blue Suit Circle could still gain a Score
            shot = act(shot, 0, "end")
        assert len(shot.placing[2]) == reach           # area 0 (Rookie 0): 0-2 with +4, else 0-1


def test_played_out_hands_end_a_minor_with_five_fresh_cards_and_a_switch_each():
    """Power Play Duration: the penalty expires when the power-play hands run out; both draw five
    fresh cards and may switch one card with the bench."""
    top = (r(0, "rookie-0-stick"), r(0, "grinder-3-stick"), r(0, "sniper-7-stick"), r(0, "goal-stick"),
           r(0, "save-stick"), r(0, "goal-glove"))
    state = official(hands=((r(0, "rookie-0-helmet"),), ()), puck="c9", control=0, turn=0, box=(minor(1),),
                     decks=(top, None))
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    state = act(state, 0, "move", "nw9")
    state = act(state, 0, "end") if state.phase == USE else state
    assert not state.box
    assert [len(h) for h in state.hands] == [5, 5]
    assert state.phase == START and state.placing[1] == "pp-over" and state.turn == 1
    state = act(state, 1, "keep")
    assert state.placing[1] == "pp-over-2" and state.turn == 0
    switches = [a for a in GAME.legal_actions(state, 0) if a.kind == "switch"]
    hand_card, bench_card = switches[0].args
    state = act(state, 0, "switch", hand_card, bench_card)
    assert state.turn == 1 and state.placing is None and bench_card in state.hands[0]
    assert state.phase in (START, PLAY) and not any(a.kind == "switch" for a in GAME.legal_actions(state, 1))


@pytest.mark.parametrize("minutes, hands", [(2, 1), (4, 2), (5, 3)])
def test_penalty_lengths_are_counted_in_power_play_hands(minutes, hands):
    """Multiple Penalties: 2 minutes is one power-play hand, a double minor two, a major three."""
    state = official(hands=((r(0, "rookie-0-helmet"),), ()), puck="c9", control=0, turn=0,
                     calls=(Call(1, "Slashing", minutes),))
    events: list[Event] = []
    state = fl.stop_play(T, state, events, "penalty", "east-end", chooser=0)
    assert [s.hands for s in state.box] == [hands]
    dealt = 0
    while state.box:
        state = evolve(state, hands=((), ()), extras=((), ()), phase=PLAY, stoppage=None)
        state, over = pen.hand_over(T, state, events)
        dealt += 1
        assert over == (not state.box)
    assert dealt == hands


def test_a_goal_in_a_double_minors_first_hand_deals_the_second_at_once():
    """Multiple Penalties, 4-Minute PP: a goal during the first hand discards the hands and deals
    the second at once; a goal in a major changes nothing; a goal ends a minor."""
    shot = {"hands": ((r(0, "rookie-0-helmet"),), (r(1, "rookie-0-glove"), r(1, "grinder-3-glove"))),
                "play": (r(0, "sniper-7-stick"), r(1, "rookie-0-skate"), r(0, "goal-stick")), "puck": "e3", "control": 0,
                "turn": 1, "shot": 0, "stage": SAVE}
    double = act(official(**shot, box=(minor(1, 2, 4),)), 1, "concede")
    assert [s.hands for s in double.box] == [1]
    assert r(1, "grinder-3-glove") in double.discards[1]
    assert fl.held(double, 0) == 8 and fl.held(double, 1) == 8
    major = act(official(**shot, box=(minor(1, 3, 5),)), 1, "concede")
    assert [s.hands for s in major.box] == [3]
    two = act(official(**shot, box=(minor(1),)), 1, "concede")
    assert not two.box
    short_handed = act(official(**shot, box=(minor(0),)), 1, "concede")      # a goal by the penalty kill
    assert [s.seat for s in short_handed.box] == [0]


@pytest.mark.parametrize("total, expected_hands, deal", [(12, 1, False), (11, 1, False), (10, 2, False), (8, 2, False),
                                                         (5, 2, False), (4, 1, True), (3, 1, True)])
def test_a_penalty_by_the_side_on_the_power_play_by_cards_in_hand(total, expected_hands, deal):
    """Penalty while on PP: 5-10 cards between both hands: 4-on-4, then the opponent's power play
    drawn to five; fewer than 5: a power play for the opponent at once; more than 10: 4-on-4."""
    state = official(box=(minor(1),), calls=(Call(0, "Tripping"),))
    state = with_hands(state, (total - total // 2, total // 2))
    events: list[Event] = []
    new, cap = pen.assess(T, state, events)
    assert cap == (8 if deal else None)
    mine = [s for s in new.box if s.seat == 0]
    assert [s.hands for s in mine] == [expected_hands]
    if 5 <= total <= 10:
        assert mine[0].cap == 5 and pen.pp_side(new) is None          # 4-on-4 for now
    if total < 5:
        assert [s.seat for s in new.box] == [0] and pen.pp_side(new) == 1


@pytest.mark.parametrize("in_hand, expected, deal", [(12, (1, 1), False), (11, (1, 1), False), (10, (1, 2), False),
                                                     (7, (1, 2), False), (5, (1, 2), False), (4, (1, 1), True),
                                                     (3, (1, 1), True)])
def test_a_second_penalty_on_the_penalty_kill_makes_a_five_on_three(in_hand, expected, deal):
    """Opponent Penalty while you are on PP: counted in the power play's hand: 5-10, a two-man
    power play, then a standard one drawn to five; fewer than 5, a two-man power play at once;
    more than 10, a two-man power play."""
    state = official(box=(minor(1),), calls=(Call(1, "Tripping"),))
    state = with_hands(state, (in_hand, 2))
    events: list[Event] = []
    new, cap = pen.assess(T, state, events)
    assert pen.down(new, 1) == 2 and pen.pp_side(new) == 0
    assert tuple(s.hands for s in new.box) == expected
    assert (cap is not None) == deal


@pytest.mark.parametrize("total, carry", [(11, ""), (10, "five"), (8, "five"), (5, "five"), (4, "full"), (3, "full"),
                                          (12, "")])
def test_a_final_minute_penalty_carries_by_cards_in_hand(total, carry):
    """Penalty in Final Minute: the hands are played out as a power play; with 5-10 cards the next
    period continues it on the five cards drawn at its start, with fewer than 5 it starts with a
    full power-play hand, with more than 10 nothing carries over."""
    state = official(final_minute=True, calls=(Call(1, "Tripping"),), options={"periods": 2})
    state = with_hands(state, (total - total // 2, total // 2))
    events: list[Event] = []
    new, cap = pen.assess(T, state, events)
    assert cap is None and [s.seat for s in new.box] == [1]
    assert (new.carry[1] if new.carry else "") == carry
    # The period ends: the next one starts on the power play (or not).
    ended = fl.end_period(T, evolve(new, hands=((), ()), extras=((), ())), events)
    assert ended.period == 2
    if carry:
        assert [s.seat for s in ended.box] == [1]
        held = (fl.held(ended, 0), fl.held(ended, 1))
        assert held == ((8, 8) if carry == "full" else (5, 5))
    else:
        assert not ended.box


def test_the_pulled_goalie_plays_as_on_a_power_play():
    """Pull/Replace Goalie: Benefits: your cards act as if on a Power Play, the opponent's as on a
    Penalty Kill."""
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "rookie-0-glove"),)), goalie_pulled=(True, False))
    assert pen.advantaged(state, 0) and pen.short(state, 1) == 1 and not pen.advantaged(state, 1)
    assert "blue" in pen.colors(T, state, r(0, "rookie-0-helmet"), 0)
    assert pen.max_bonus(state, 0) == 4 and not pen.power_play(state)


# ----- penalty shots -----------------------------------------------------------------------------------
def test_a_foul_by_the_side_facing_a_shot_is_a_penalty_shot_played_from_the_discards():
    """Penalty Shots: each side draws three random cards from its shuffled discard pile; the shooter
    places the puck and shoots for free, the defender plays a Shot Card, then score and save as
    usual; a goal counts (ruling O31: a foul by the side facing a shot under way)."""
    play = (r(0, "shot-on-goal-4-glove"), r(1, "rookie-0-glove"), r(0, "goal-glove"))
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "save-glove"), r(1, "goal-skate"))), play=play,
                     puck="e3", control=0, turn=1, shot=0, stage=SAVE,
                     discards=((r(0, "goal-helmet"), r(0, "tip-in-5-helmet"), r(0, "rookie-0-stick")),
                               (r(1, "goal-helmet"), r(1, "rookie-0-skate"), r(1, "icing-0-glove"))))
    state = act(state, 1, "play", r(1, "save-glove"))                 # the fourth Glove in a row
    assert state.phase == PSHOT and state.pshot.shooter == 0 and not state.play
    ps = state.pshot
    assert len(ps.hands[0]) == 3 and len(ps.hands[1]) == 3
    assert Counter(GAME.inventory(state)) == Counter(GAME.inventory(official()))
    state = act(state, 0, "ps-place", "e3")
    assert state.pshot.stage == "shot-card"
    shot_card = state.pshot.hands[1][0]
    state = act(state, 1, "ps-card", shot_card)
    goals_before = state.goals
    while state.phase == PSHOT:
        seat = state.pshot.acting
        options = GAME.legal_actions(state, seat)
        scoring = [a for a in options if a.kind == "ps-card"]
        state = act(state, seat, *(("ps-card", scoring[0].args[0]) if scoring and seat == 0 else ("ps-pass",)))
    assert state.phase == STOPPAGE and state.stoppage.reason == "penalty-shot"
    assert state.pshot is None and not state.box
    if state.goals != goals_before:
        assert state.stoppage.place == "center"


def test_a_penalty_shot_scores_with_doubles_on_the_shot_card():
    """Penalty Shots: "resolve score/save attempt normally": Doubles allow any action, the Score
    included (Special Card Plays: Doubles)."""
    ps = pen.PenaltyShot(0, ((r(0, "rookie-0-helmet"), r(0, "grinder-3-helmet")), (r(1, "save-glove"),)),
                         stage="score", played=(r(1, "rookie-0-glove"),), shot_card=r(1, "rookie-0-glove"))
    state = evolve(official(), phase=PSHOT, pshot=ps)
    assert verdict(state, 0, "ps-card", r(0, "rookie-0-helmet"))          # 0 on 0: Doubles
    refused = verdict(state, 0, "ps-card", r(0, "grinder-3-helmet"))
    assert not refused and refused.code == "ps-no-score"


def test_penalty_shot_refusals_name_the_rule():
    state = evolve(official(), phase=PSHOT, pshot=pen.PenaltyShot(0, ((r(0, "goal-helmet"),),
                                                                        (r(1, "rookie-0-glove"),))))
    refused = verdict(state, 0, "ps-place", "w3")
    assert not refused and refused.code == "ps-place-where" and "Penalty Shots" in refused.rule
    assert not verdict(state, 1, "ps-place", "e3")
    assert verdict(state, 0, "ps-place", "e3")


# ----- random official games ---------------------------------------------------------------------------
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
            side = pen.pp_side(state)
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


# ----- the computer player -------------------------------------------------------------------------------
def test_the_rollout_policy_avoids_a_penalty_it_can_avoid_and_the_evaluation_counts_the_box():
    """The computer player does not take penalties it can avoid (issue 15): laying a brown card on a
    brown O scores below any other card, and men in the box weigh on the position."""
    from tabletop.ai import evaluation, rollout
    from tabletop.engine.actions import Action
    state = official(hands=((r(0, "enforcer-1-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     play=(r(1, "power-forward-6-glove"),), puck="c9", control=1, turn=0)
    dist = rollout.ccg_distances(T)
    foul = rollout._ccg_action_score(T, state, 0, Action(0, "play", (r(0, "enforcer-1-helmet"),)), dist)
    clean = rollout._ccg_action_score(T, state, 0, Action(0, "play", (r(0, "rookie-0-helmet"),)), dist)
    assert foul < clean
    picks = Counter(rollout.ccg_policy(GAME, state, 0, GAME.legal_actions(state, 0), random.Random(i)).args[0]
                    for i in range(200))
    assert picks[r(0, "enforcer-1-helmet")] < picks[r(0, "rookie-0-helmet")] / 3
    even = evaluation.breakaway_ccg(GAME, state, 0)
    assert evaluation.breakaway_ccg(GAME, evolve(state, box=(minor(0),)), 0) < even
    assert evaluation.breakaway_ccg(GAME, evolve(state, box=(minor(1),)), 0) > even


def test_a_penalty_shot_comes_before_the_stoppage_of_the_same_card():
    """Penalty Shots; Phase 3 (penalties before Triples): when the card that fouled also stops play
    (a Triple's Icing), the penalty shot is taken first (ruling O31)."""
    play = (r(0, "goal-skate"), r(0, "shot-on-goal-4-glove"), r(1, "rookie-0-glove"), r(0, "goal-glove"))
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-glove"), r(1, "save-glove"))), play=play,
                     puck="e3", control=0, turn=1, shot=0, stage=SAVE, shot_from=1,
                     discards=((r(0, "goal-helmet"),), (r(1, "goal-helmet"),)))
    events: list[Event] = []
    state = fl.stop_play(T, evolve(state, calls=(Call(1, "Hooking", shot=True),)), events, "icing", "east-end",
                         chooser=0)
    assert state.phase == PSHOT and state.pshot.shooter == 0


def test_the_delayed_penalty_gives_the_other_side_two_bench_switches_at_its_next_turn():
    """Penalty Procedure; Pull/Replace Goalie: Benefits ("immediately switch up to two cards with
    the Bench"): the side with the extra attacker of a delayed penalty switches up to two cards at
    the start of its next turn (ruling O21)."""
    top = (r(0, "rookie-0-stick"), r(0, "grinder-3-stick"), r(0, "goal-stick"))
    state = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "breakout-pass-2-helmet")),
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


def test_an_injury_on_a_card_out_of_sight_is_not_in_the_view():
    """Views: an injured or cancelled card named in the lasting effects is left out of a seat's view
    once the card is somewhere that seat cannot see (here the other hand)."""
    hurt = r(1, "sniper-7-glove")
    state = official(hands=((r(0, "rookie-0-helmet"),), (hurt,)),
                     effects=(fl.Effect("injured", 1, "game", "Injured", card=hurt),))
    assert not GAME.view(state, 0).effects and not GAME.view(state, None).effects
    assert [e.card for e in GAME.view(state, 1).effects] == [hurt]


def test_a_cancelled_card_has_no_usable_color_for_the_symbols():
    """Symbols: O and P count a "usable" colored ability; a Cancelled card has none (Card Effects:
    Cancelled), so a cancelled red card on a red P draws no penalty."""
    card_id = r(0, "shot-on-goal-4-helmet")
    base = {"hands": ((card_id, r(0, "rookie-0-stick")), (r(1, "goal-skate"),)), "play": (r(1, "score-5-glove"),),
            "puck": "c9", "control": 0, "turn": 0}
    assert act(official(**base), 0, "play", card_id).calls
    cancelled = official(**base, effects=(fl.Effect("cancelled", 0, "period", card=card_id),))
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
    state = official(hands=((), ()), play=(under, layer), puck="c9", control=0, turn=0)
    called: list = []
    after = pen.check_play(granted, state, 0, layer, False, frozenset(), called)
    assert [e.data["name"] for e in called if e.kind == "penalty-call"] == ["Interference"], called
    assert after.calls
    unmarked: list = []
    pen.check_play(T, state, 0, layer, False, frozenset(), unmarked)
    assert not [e for e in unmarked if e.kind == "penalty-call"]
