"""Breakaway Football, "Game Day Cards": the play event counts only for the team and the kind of
play (run or pass) it names; a matching gain is added to the matchup; the card is shown with both
corners. The deck is calibrated to the chances the book prints (field goal by distance, extra
point, onside kick, Hail Mary, kick returns), and a used-up deck is reshuffled from the used
cards, leaving any card still in play face up (ruling R3).

The Lightning (LIG) are seat 0, the Fire (FIR) seat 1; a ball position counts five-yard lines from
the offense's own goal line (ruling R2): 4 is its 20, 10 midfield, 16 the opponent's 20. Rulings
R1... are entries of ``docs/rulings/breakaway-football.md``.
"""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import replace

import pytest

from tabletop.games.breakaway_football import kicking
from tabletop.games.breakaway_football.cards import CardDataError, parse_game_day
from tabletop.games.breakaway_football.field import hail_mary_result
from tabletop.games.breakaway_football.state import TRY, Play
from tests.games.breakaway_football.support import (
    BLITZ,
    BLOCKED,
    DECK,
    FIR,
    GAME,
    IR2,
    LIG,
    MP3,
    NEUTRAL_RUN,
    OR2,
    PRESS_B,
    RAW_DECK,
    TIGHT,
    ZONE_BLITZ,
    N,
    act,
    back,
    backs,
    check_inventory,
    drawn,
    drive,
    fg,
    kinds,
    one,
    position,
    punt_card,
    punt_state,
    run_down,
    said,
    seen,
    stacked_position,
    texts_of,
    without,
)


def share(pred) -> int:
    return sum(1 for c in DECK if pred(c))


RESHUFFLE = ("reshuffle", "The Game Day deck is used up: the discards are reshuffled.", {}, True)


def only(card, **kw):
    """A position whose Game Day deck is used up with ``card`` the only used card: every draw
    reshuffles that one card and turns it again."""
    return replace(stacked_position(**kw), deck=(), used=(card,))


# ----- The deck's chances against the book's percentages ----------------------------------------------

@pytest.mark.parametrize("distance, percent", [(1, 95), (2, 95), (3, 95), (4, 91), (5, 85), (6, 74),
                                                (7, 60), (8, 20), (9, 5)])
def test_field_goal_success_by_distance_within_one_card(distance, percent):
    made = share(lambda c: c.field_goal >= distance)
    assert abs(made - percent * N / 100) <= 1, f"distance {distance}: {made}/54 vs {percent}%"


def test_extra_point_95_percent_onside_20_percent():
    assert abs(share(lambda c: c.field_goal >= 3) - 0.95 * N) <= 1
    assert abs(share(lambda c: c.field_goal in (8, 9)) - 0.20 * N) <= 1


@pytest.mark.parametrize("ball", [2, 6, 10, 14, 18])
def test_hail_mary_completes_5_percent_within_one_card_from_every_spot(ball):
    """Hail Mary: "Success is rare (5%)", read from the field-goal value (ruling R24). Measured
    through the engine, not the card file: every ordered pair of top Game Day cards is dealt
    under a Hail Mary thrown from ``ball``, so however many cards the rule draws, the share of
    completions is exact. Same tolerance as the field-goal odds: within one card of 54."""
    state = position(ball=ball)
    state, _ = act(state, LIG, "special", "hail_mary")
    ids = [c.id for c in DECK]
    complete = intercepted = deals = 0
    for a in ids:
        for b in ids:
            if a == b:
                continue
            dealt = replace(state, deck=(a, b) + tuple(c for c in ids if c not in (a, b)))
            _after, events = act(dealt, LIG, "discard", dealt.hands[LIG][0])
            texts = " ".join(e.text for e in events if e.kind == "hail-mary")
            complete += "COMPLETE" in texts
            intercepted += "INTERCEPTED" in texts
            deals += 1
    assert abs(complete / deals * N - 0.05 * N) <= 1, f"from line {ball}: {complete / deals:.1%} complete"
    assert intercepted * N <= 3 * deals, f"from line {ball}: {intercepted / deals:.1%} intercepted"


def test_the_printed_hail_mary_mark_repeats_the_field_goal_value():
    assert all(c.hail_mary == hail_mary_result(c.field_goal) for c in DECK)
    bad = copy.deepcopy(RAW_DECK)
    card = next(c for c in bad["cards"] if c["field_goal"] == 7)
    card["hail_mary"] = "complete"
    with pytest.raises(CardDataError, match="field 'hail_mary': must be 'incomplete' for a field goal value of 7"):
        parse_game_day(bad)


def test_kick_return_table_outcomes_in_sensible_proportions():
    corner = Counter(c.offense_breakaway for c in DECK)
    touchback = corner[-1] + corner[0]
    assert 0.30 <= touchback / N <= 0.45               # the most common single result
    assert corner[2] > corner[1] and corner[2] > corner[3]   # most returns reach the 30
    assert 1 <= corner["TD"] <= 2 and 1 <= corner["F"] <= 2   # return touchdowns and fumbles are rare
    # A breakaway ends on a tackle or a fumble a bit more than a quarter of the time.
    assert 0.2 <= (corner[0] + corner["F"]) / N <= 0.35


def test_play_events_and_other_corners_are_in_the_deck_in_sensible_proportions():
    events = [c.event for c in DECK]
    assert Counter(e.kind for e in events) == {"run": 27, "pass": 27}
    assert all(e.effect != "fumble" or e.kind == "run" for e in events)
    assert all(e.effect != "interception" or e.kind == "pass" for e in events)
    green = sum(1 for e in events if e.color == "green")
    assert 0.15 <= green / N <= 0.3                   # low-percentage passes rarely complete
    assert all(isinstance(c.defense_breakaway, str) or c.defense_breakaway <= 0 for c in DECK)
    assert 1 <= share(lambda c: c.blocked_punt) <= 2
    assert 7 <= sum(c.punt for c in DECK) / N <= 9    # about 40 yards a punt
    penalties = [e.penalty for e in events if e.effect == "penalty"]
    assert any(not p.declinable for p in penalties) and any(p.first_down for p in penalties)


# ----- A used-up Game Day deck is reshuffled (ruling R3) ----------------------------------------------

def test_an_empty_game_day_deck_is_reshuffled_from_the_used_cards_keeping_the_card_in_play():
    """The breakaway's first card is the deck's last; the run's next draw reshuffles the other 53
    used cards, and the card that started the play stays face up, out of the new deck."""
    first = back(2)
    state = position(ball=4)
    state = replace(state, deck=(first,), used=tuple(c for c in GAME.gd_ids if c != first))
    state, events = run_down(state, OR2, TIGHT)
    state, events = act(state, LIG, "modifier", "corner")
    assert kinds(events).count("reshuffle") == 1
    assert state.used.count(first) == 1 and first not in state.deck
    assert sorted(state.deck + state.used) == sorted(GAME.gd_ids)
    drawn = [e.data["card"] for e in events if e.kind == "game-day"]
    assert drawn and first not in drawn
    check_inventory(state)


def test_a_play_from_an_empty_deck_draws_from_the_reshuffled_discards():
    state = position(ball=6)
    state = replace(state, deck=(), used=GAME.gd_ids)
    state, events = run_down(state, IR2, BLITZ)
    assert "reshuffle" in kinds(events)
    assert len(state.deck) == 53 and len(state.used) == 1
    assert state.chance > position(ball=6).chance


def test_the_card_for_a_play_is_drawn_from_a_reshuffled_deck_when_the_deck_is_used_up():
    every = tuple(c.id for c in GAME.cards.game_day)
    state = replace(position(ball=6), deck=(), used=every)
    state, events = run_down(state, IR2, BLITZ)
    assert "reshuffle" in kinds(events) and len(state.used) == 1 and len(state.deck) == 53


def test_a_hail_mary_is_read_from_a_reshuffled_deck_when_the_deck_is_used_up():
    every = tuple(c.id for c in GAME.cards.game_day)
    state = replace(position(ball=6), deck=(), used=every)
    state, _ = act(state, LIG, "special", "hail_mary")
    state, events = act(state, LIG, "discard", "LIG-O01")
    assert "reshuffle" in kinds(events) and "hail-mary" in kinds(events)


def test_a_breakaway_reshuffle_keeps_the_card_of_the_play_face_up():
    """R3: an empty deck is reshuffled from the used cards except the card in play."""
    zeros = backs(0, 2)
    first = backs(2)
    state = stacked_position(play=Play(card=first))
    state = replace(state, deck=(), used=(zeros[0], first, zeros[1]))
    events = []
    after, outcome, spot = kicking.breakaway_run(GAME.tables, state, 5, events)
    assert (outcome, spot) == ("tackle", 5)
    assert after.used[0] == first and after.used[1] in zeros and len(after.used) == 2
    assert after.deck == without(zeros, after.used[1])
    # With no play in progress every used card goes back into the deck.
    state = replace(state, play=None, used=tuple(zeros))
    after, outcome, _ = kicking.breakaway_run(GAME.tables, state, 5, [])
    assert outcome == "tackle" and len(after.used) == 1 and len(after.deck) == 1


def test_a_blocked_punt_return_reshuffle_keeps_the_punt_card_face_up():
    """R3: the blocked punt's card is the card in play while the return draws."""
    zeros = backs(0, 2)
    state = punt_state(6, [])
    state = replace(state, deck=(BLOCKED,), used=tuple(zeros))
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert [e.kind for e in events][:3] == ["game-day", "blocked-punt", "reshuffle"]
    assert after.used[0] == BLOCKED and len(after.used) == 2 and len(after.deck) == 1


def test_a_punt_return_reshuffle_keeps_the_punt_card_face_up():
    zeros = backs(0, 2)
    kick = punt_card(8, corner=0, exclude=zeros)
    state = punt_state(6, [])
    state = replace(state, deck=(kick,), used=tuple(zeros))
    events = []
    after = kicking.punt(GAME.tables, state, events, coffin=False)
    assert [e.kind for e in events][:3] == ["game-day", "reshuffle", "game-day"]
    assert after.used[0] == kick and after.used[1] in zeros and len(after.used) == 2 and len(after.deck) == 1


def test_an_extra_point_from_an_empty_deck():
    kick = fg(7)
    events = []
    after = kicking.extra_point(GAME.tables, only(kick, phase=TRY, decider=LIG, score=(6, 0)), events)
    assert seen(events) == [RESHUFFLE, drawn(kick, "field goal value 7"),
                            said("extra-point", "Extra point GOOD. (Lightning 7, Fire 0)", {"seat": LIG, "good": True})]
    assert after.deck == () and after.used == (kick,)


def test_a_field_goal_from_an_empty_deck():
    kick = fg(9)
    events = []
    after = kicking.kick_field_goal(GAME.tables, only(kick, ball=14), events, iced=False)
    assert [e.kind for e in events] == ["reshuffle", "game-day", "field-goal"] and after.score == (3, 0)


def test_a_free_kick_from_an_empty_deck_reshuffles_for_the_kick_and_again_for_the_return():
    kick = punt_card(8, corner=0)
    events = []
    after = kicking.free_kick(GAME.tables, only(kick, ball=0), LIG, events)
    assert seen(events) == [RESHUFFLE, drawn(kick, "free kick of 8 lines"),
                            said("free-kick", "Fire fields the free kick at their own 40: the return is an offense "
                                 "breakaway.", {"seat": FIR}),
                            RESHUFFLE, drawn(kick, "breakaway value 0, tackled"),
                            drive(FIR, 8, "1st and 10 at their own 40")]
    assert (after.offense, after.ball) == (FIR, 8)


def test_a_free_kick_leaves_no_card_face_up_through_a_reshuffle():
    """R3 keeps only the card of a play in progress out of a reshuffle; a free kick has none, so a
    card left over from an earlier play goes back into the deck."""
    kick = punt_card(8, corner=0)
    earlier = backs(0, exclude=(kick,))
    state = replace(stacked_position(ball=0, play=Play(card=earlier)), deck=(kick,), used=(earlier,))
    after = kicking.free_kick(GAME.tables, state, LIG, [])
    assert len(after.used) == 1 and len(after.deck) == 1 and set(after.used + after.deck) == {kick, earlier}


@pytest.mark.parametrize("corner, owner, ball", [(0, FIR, 5), (3, FIR, 9), ("F", LIG, 16)])
def test_a_kickoff_from_an_empty_deck(corner, owner, ball):
    card = backs(corner)
    events = []
    after = kicking.deep_kick(GAME.tables, only(card), LIG, events)
    assert seen(events)[:2] == [RESHUFFLE, drawn(card, f"kickoff, offense breakaway value {corner}")]
    assert (after.offense, after.ball) == (owner, ball)


def test_an_onside_kick_from_an_empty_deck():
    card = fg(8)
    events = []
    after = kicking.onside_kick(GAME.tables, only(card), FIR, events)
    assert seen(events)[:2] == [RESHUFFLE, drawn(card, "onside kick, field goal value 8")]
    assert (after.offense, after.ball) == (FIR, 10)


def test_a_punt_from_an_empty_deck():
    """Two used cards, both 8-line punts with a 0 return corner: either order gives the same result."""
    kicks = (punt_card(8, corner=0), punt_card(8, corner=0, exclude=(punt_card(8, corner=0),)))
    events = []
    after = kicking.punt(GAME.tables, replace(stacked_position(ball=6, down=4), deck=(), used=kicks), events, coffin=False)
    first, second = events[1].data["card"], events[2].data["card"]
    assert {first, second} == set(kicks)
    assert seen(events)[:3] == [RESHUFFLE, drawn(first, "punt of 8 lines"),
                                drawn(second, "punt return, offense breakaway value 0")]
    assert (after.offense, after.ball) == (FIR, 6)


# ----- The play event: only its team and kind of play (ruling R7) -------------------------------------

def test_a_play_event_for_the_other_kind_of_play_is_ignored():
    state, _events = run_down(position(ball=6, top=[NEUTRAL_RUN]), IR2, BLITZ)
    assert state.ball == 7


def test_the_game_day_card_is_shown_with_both_corners():
    state, events = run_down(position(ball=6, top=["GD02"]), IR2, BLITZ)
    card = one(events, "game-day")
    assert card.text == ("Game Day card GD02: Offense run: +1 (" + GAME.gd["GD02"].event.text
                         + "); offense breakaway 2, defense breakaway TO.")
    assert card.data == {"card": "GD02"} and card.irreversible
    assert state.used == ("GD02",)


@pytest.mark.parametrize("card, modifier, result, ball", [
    ("GD07", "Play event +2: result +3.", "The play gains 3 lines.", 9),
    ("GD01", "Play event +1: result +2.", "The play gains 2 lines.", 8),
    ("GD17", "Play event -2: result -1.", "The play loses 1 line.", 5),
    ("GD12", "Play event -1: result +0.", "No gain on the play.", 6),
])
def test_a_matching_gain_event_adds_to_the_matchup(card, modifier, result, ball):
    """Game Play step 4: the Game Day card modifies the play (the book's +2 on a run)."""
    state, events = run_down(position(ball=6, top=[card]), IR2, BLITZ)
    assert texts_of(events, "modifier") == [modifier]
    event = one(events, "result")
    assert event.text == result and event.data == {"gain": ball - 6}
    assert state.ball == ball and state.down == 2 and state.offense == LIG


def test_a_result_of_one_line_and_a_loss_of_two_are_worded_in_the_singular_and_plural():
    state, events = run_down(position(ball=6, top=["GD28"]), IR2, BLITZ)
    assert texts_of(events, "result") == ["The play gains 1 line."] and state.ball == 7
    state, events = run_down(position(ball=6, top=["GD40"]), MP3, PRESS_B)     # 1 - 1 = 0
    assert texts_of(events, "modifier") == ["Play event -1: result +0."]
    state, events = run_down(position(ball=6, top=["GD17"]), OR2, ZONE_BLITZ)      # 0 - 2
    assert texts_of(events, "result") == ["The play loses 2 lines."] and state.ball == 4
