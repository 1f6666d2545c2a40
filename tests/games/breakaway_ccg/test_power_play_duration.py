"""Breakaway: CCG, Part 2 "Power Play & Penalty Kill": Power Play Duration & Rules: the power-play
hands, what runs them out (only Phase 4 draws are banned), the hand played out and the end of a
power play with five fresh cards and a switch each (rulings O27, O29)."""

from __future__ import annotations

from tabletop.games.breakaway_ccg.official import line_changes
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.penalties import Call, Served
from tabletop.games.breakaway_ccg.state import PLAY, START, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    BASE,
    CAP0,
    GOAL1,
    K0,
    R0,
    R0S,
    N,
    at,
    begin,
    ending,
    hands_of,
    in_the_box,
    kinds,
    log,
    minor,
    r,
    run,
    stop,
)
from tests.games.breakaway_ccg.support import GAME, T, act, official, official_with_discards


def test_an_empty_hand_on_a_power_play_draws_four_and_skips_the_turn():
    """Phases of a Turn, Phase 1 (hand empty: draw 4 cards, skip the turn) and Power Play Duration &
    Rules (only Phase 4's draw is banned): a side that has played out its power-play hand draws four
    and skips; the hand is not over until the other side runs out too (O27)."""
    from tabletop.games.breakaway_ccg.official.power_play import MINOR

    box = (Served(1, "Tripping", MINOR, 2),)
    state = official(hands=((), (K0,)), box=box)
    new, events = begin(state, 0)
    assert log(events)[0] == ("empty-hand", "Player 1 has no cards: draws 4 and skips the turn.", {"seat": 0})
    assert new.turn == 1 and len(new.hands[0]) == 4 and new.box == box
    assert pen.played_out(new) is False and [e.seat for e in new.effects if e.kind == pen.RUN_OUT] == [0]
    seat1, events = begin(official(hands=((R0,), ()), box=box), 1)
    assert seat1.turn == 0 and kinds(events)[0] == "empty-hand" and len(seat1.hands[1]) == 4
    pulling = official(hands=((), (K0,)), box=box, effects=(Effect("goalie-pulling", 1, "stoppage"),))
    out, events = begin(pulling, 0)
    assert kinds(events)[0] == "empty-hand" and "goalie-out" in kinds(events) and out.goalie_pulled == (False, True)
    _stuck, events = begin(
        official(hands=((), ()), decks=((), ()), box=box, final_minute=True, goals=(1, 0)), 0
    )
    assert "period-end" in kinds(events)


def test_the_power_play_hand_ends_when_both_sides_have_run_out_of_it():
    """Power Play Duration: the penalty expires when the players run out of the hands dealt for the
    power play; a side that ran out and drew four since still counts as run out, and each side then
    draws five fresh cards, within its hand size (O27, O29)."""
    ran_out = (Effect(pen.RUN_OUT, 0, "pp-hand", "Power-play hand played out"),)
    state = official(hands=(BASE.decks[0][:3], ()), decks=(BASE.decks[0][3:], None), box=in_the_box(1),
                     effects=ran_out, puck="c9", control=0)
    new, events = begin(evolve(state, benches=((), ())), 0)
    assert kinds(events)[:2] == ["penalty-over", "pp-over"] and new.box == ()
    assert (len(new.hands[0]), len(new.hands[1])) == (8, 5)
    assert not any(e.kind == pen.RUN_OUT for e in new.effects)
    still, events = begin(evolve(state, effects=()), 1)
    assert "penalty-over" not in kinds(events) and still.box == in_the_box(1)


def test_a_stoppage_during_a_power_play_draws_as_any_stoppage_does():
    """Stoppage: Draw Cards (the side with fewer cards draws up to 5, the other as many) holds on a
    power play: Power Play Duration & Rules bans only Phase 4's draw (O27)."""
    state = official_with_discards(hands=((R0, R0S), (K0,)), box=(minor(1),), puck="e3", control=0)
    new, events = stop(state, "save", "east-end", 1)
    assert (len(new.hands[0]), len(new.hands[1])) == (6, 5) and new.box == (minor(1),)
    assert [e.data["seat"] for e in events if e.kind == "draw"] == [1, 0]


def test_after_a_power_play_each_side_may_switch_one_card_the_side_on_turn_first():
    """Power Play Duration (O29): after the hands run out, one switch each, the side on turn first."""
    state = official(hands=((R0,), (K0,)), phase=START)
    first = fl._pp_over_switch(T, evolve(state, phase=PLAY, swaps=(2, 2), ready=(True, True)), 1, 1, [])
    assert (first.turn, first.phase, first.placing, first.ready) == (
        1,
        START,
        (1, "pp-over", ()),
        (True, False),
    )
    assert first.swaps == (2, 0)
    no_bench = evolve(state, benches=(state.benches[0], ()))
    second = fl._pp_over_switch(T, no_bench, 1, 1, [])
    assert second.turn == 0 and second.placing == (0, "pp-over-2", ()) and second.ready == (False, True)
    none = evolve(state, benches=((), ()))
    plain = fl._pp_over_switch(T, evolve(none, placing=(0, "x", ())), 1, 1, [])
    assert plain.turn == 1 and plain.placing is None
    over = evolve(first, placing=(1, "pp-over", ()))
    nxt, _ = run(line_changes.line_swap, over, 1, K0, state.benches[1][0])
    assert nxt.turn == 0 and nxt.placing == (0, "pp-over-2", ()) and nxt.phase == START
    assert nxt.ready == (False, False)
    alone = evolve(over, benches=((), state.benches[1]))
    back, _ = run(line_changes.line_swap, alone, 1, K0, state.benches[1][0])
    assert back.turn == 1 and back.placing is None
    last = evolve(state, turn=0, placing=(0, "pp-over-2", ()))
    ended, _ = run(line_changes.line_swap, last, 0, R0, state.benches[0][0])
    assert ended.turn == 1 and ended.placing is None
    last1 = evolve(state, turn=1, placing=(1, "pp-over-2", ()))
    ended1, _ = run(line_changes.line_swap, last1, 1, K0, state.benches[1][0])
    assert ended1.turn == 0
    over1 = evolve(state, turn=1, placing=(1, "pp-over", ()), benches=(state.benches[0], state.benches[1]))
    nxt1, _ = run(line_changes.line_swap, over1, 1, K0, state.benches[1][0])
    assert nxt1.turn == 0 and nxt1.placing == (0, "pp-over-2", ())


def test_no_phase_four_draw_during_a_power_play():
    """Power Play: no end-of-turn draws."""
    from tabletop.games.breakaway_ccg.official.penalties import Served
    from tabletop.games.breakaway_ccg.official.power_play import MINOR

    new, events = run(fl.end_use, ending(box=(Served(1, "Tripping", MINOR, 2),), decks=((CAP0,), None)))
    assert log(events)[1] == ("pp-no-draw", "No end-of-turn draw during a power play.", {"seat": 0})
    assert new.hands[0] == (R0,)


def test_played_out_power_play_hands_end_the_power_play_with_a_switch_each():
    """Power Play Duration (O29): both hands played out ends a one-hand minor; one switch each."""
    from tabletop.games.breakaway_ccg.official.penalties import Served

    state = official(hands=((), ()), box=(Served(1, "Hooking", 2, 1),), puck="e3", control=0)
    new, events = begin(state, 0)
    assert kinds(events)[0] == "penalty-over" and new.placing == (0, "pp-over", ()) and new.phase == START
    benchless, events = begin(evolve(state, benches=((), ())), 0)
    assert benchless.placing is None and benchless.turn == 0 and len(benchless.hands[0]) == 5
    _late, events = begin(evolve(state, final_minute=True), 0)
    assert "penalty-over" not in kinds(events)
    longer, events = begin(evolve(state, box=(Served(1, "Hooking", 4, 2),)), 0)
    assert longer.placing is None and "penalty-over" not in kinds(events)
    own_bench, _ = begin(evolve(state, benches=(state.benches[0], ())), 0)
    assert own_bench.placing == (0, "pp-over", ())
    their_bench, _ = begin(evolve(state, benches=((), state.benches[1])), 0)
    assert their_bench.placing == (1, "pp-over-2", ())


def test_hand_over_ends_served_penalties_and_deals_the_next():
    """Power Play Duration (O29): when both hands are played out a hand of each penalty is served;
    when the box empties each side draws five fresh cards."""
    events = []
    state = at(box=(Served(0, "Trip", 2, 1), Served(0, "Fight", 5, 3)), hands=((), ()))
    out, over = pen.hand_over(T, state, events)
    assert over is False
    assert out.box == (Served(0, "Fight", 5, 2),)
    assert events[0].text == f"{N[0]}'s Trip penalty is over."
    assert len(out.hands[1]) == 8 and len(out.hands[0]) == 8
    events = []
    out, over = pen.hand_over(T, at(box=in_the_box(1), hands=((), ())), events)
    assert over is True and out.box == ()
    assert events[1].text == ("The power play is over: each side draws five fresh cards and may switch one with "
                              "the bench.")
    assert (len(out.hands[0]), len(out.hands[1])) == (5, 5)


def test_a_stoppage_owes_the_power_play_hands_after_a_new_penalty_or_a_redeal():
    """O27, O29: a stoppage with a power play on says which power-play hand is dealt after its own
    draws: a new penalty's, a redeal's, or the next hand once both hands are played out."""
    out, cap = pen.at_stoppage(T, at(calls=(Call(0, "Trip"),), hands=hands_of(2, 2)), [])
    assert cap == 8 and len(out.hands[1]) == 2
    out, cap = pen.at_stoppage(T, at(box=in_the_box(0), redeal=True, hands=hands_of(2, 2)), [])
    assert cap == 8 and out.redeal is False
    out, cap = pen.at_stoppage(T, at(box=in_the_box(0), hands=hands_of(2, 2)), [])
    assert cap is None and len(out.hands[1]) == 2
    out, cap = pen.at_stoppage(T, BASE, [])
    assert cap is None
    out, cap = pen.at_stoppage(T, at(box=in_the_box(0), hands=((), ())), [])
    assert cap is None and out.box == () and len(out.hands[1]) == 5
    out, cap = pen.at_stoppage(T, at(box=in_the_box(0, hands=2), hands=((), ())), [])
    assert cap == 8 and out.box == in_the_box(0) and out.hands == ((), ())
    out, cap = pen.at_stoppage(T, at(box=in_the_box(0), hands=((), ()), final_minute=True), [])
    assert cap is None and out.hands == ((), ())


def test_hand_over_keeps_a_penalty_with_hands_left_and_stoppage_waits_for_both_hands():
    """Power Play Duration (O29): a double minor with a hand left stays in the box; the hands are
    played out only when both are empty."""
    out, over = pen.hand_over(T, at(box=(Served(1, "Trip", 2, 1), Served(0, "Two", 4, 2)), hands=((), ())), [])
    assert over is False and out.box == (Served(0, "Two", 4, 1),)
    one = at(box=in_the_box(0), hands=(BASE.decks[0][:1], ()))
    out, cap = pen.at_stoppage(T, one, [])
    assert cap is None and out.box == in_the_box(0) and out.hands == one.hands


def test_played_out_hands_end_a_minor_with_five_fresh_cards_and_a_switch_each():
    """Power Play Duration: the penalty expires when the power-play hands run out; both draw five
    fresh cards and may switch one card with the bench."""
    top = (r(0, "rookie-0-stick"), r(0, "grinder-3-stick"), r(0, "sniper-7-stick"), r(0, "goal-stick"),
           r(0, "save-stick"), r(0, "goal-skate"))
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), ()), puck="c9", control=0, turn=0, box=(minor(1),),
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


def test_played_through_a_side_out_of_its_power_play_hand_draws_four_at_its_next_turn():
    """Phases of a Turn, Phase 1 and Power Play Duration & Rules, played through the game's actions:
    the power play's side lays its last card (no Phase 4 draw), the penalty kill plays on, and at its
    next turn the empty-handed side draws four and skips; the power play goes on."""
    state = official_with_discards(hands=((R0,), (GOAL1, K0)), puck="c9", control=0, turn=0, box=(minor(1),))
    state = act(state, 0, "play", R0)
    state = act(state, 0, "move", "nw9")
    state = act(state, 0, "end") if state.phase == USE else state
    assert state.turn == 1 and state.hands[0] == ()
    state = act(state, 1, "go") if state.phase == START else state
    state = act(state, 1, "play", GOAL1)
    state = act(state, 1, "end") if state.phase == USE else state
    assert state.turn == 1 and len(state.hands[0]) == 4 and state.box == (minor(1),)
