"""Breakaway: CCG, Part 2 "Phases of a Turn" (hand-off from the official-flow tests): Phase 1's special
cases (facing a shot with no cards, an empty hand), Phase 3 ending the turn when the card offers
nothing more, Phase 4's draw below the hand size (rulings O2, O9, O10)."""

from __future__ import annotations

from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.challenges import Challenge
from tabletop.games.breakaway_ccg.official_flow import Effect, Stoppage
from tabletop.games.breakaway_ccg.state import OVER, PLACE, PLAY, SCORE, SHOT_CARD, START, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    BC0,
    CAP0,
    CAP1,
    GOAL0,
    K0,
    K1,
    R0,
    R0S,
    SAVE0,
    SNIPE0,
    SOG1,
    begin,
    ending,
    kinds,
    log,
    run,
    used,
)
from tests.games.breakaway_ccg.support import T, official


def test_momentum_cards_do_not_count_toward_the_hand_size():
    """Momentum Cards do not count toward the hand size (O2)."""
    state = official(hands=((R0, R0S, CAP0), (K0,)), extras=((CAP0,), ()))
    assert fl.held(state, 0) == 2 and fl.held(state, 1) == 1


def test_a_draw_fills_the_hand_up_to_its_size_within_the_hand_maximum():
    state = official(hands=((R0,), ()), decks=((R0S, CAP0, GOAL0, SNIPE0, SAVE0), None))
    new, _ = run(fl.draw_to, state, 0, 3)
    assert new.hands[0] == (R0, R0S, CAP0)
    capped, _ = run(fl.draw_to, evolve(state, hand_max=(2, 8)), 0, 5)
    assert capped.hands[0] == (R0, R0S)
    full, events = run(fl.draw_to, state, 0, 1)
    assert full is state and not events


def test_facing_a_shot_with_no_cards_draws_three_and_plays():
    """Phase 1: facing a shot with no cards, draw three and skip the rest of Phase 1 (O9)."""
    state = official(
        hands=((), (K0,)),
        shot=1,
        stage=SHOT_CARD,
        play=(CAP1,),
        decks=((R0, R0S, CAP0, GOAL0), None),
        token_used=True,
        free_move=True,
        placing=(0, "x", ()),
    )
    new, events = begin(state, 0)
    assert log(events)[0] == (
        "facing-empty",
        "Player 1 faces the shot with no cards and draws 3.",
        {"seat": 0},
    )
    assert new.phase == PLAY and new.turn == 0 and new.hands[0] == (R0, R0S, CAP0)
    assert not new.token_used and not new.free_move and new.placing is None
    shooter, events = begin(evolve(state, hands=((R0,), ())), 1)  # the shooter's own empty hand
    assert "facing-empty" not in kinds(events) and shooter.turn == 0 and shooter.shot is None


def test_an_empty_hand_draws_four_and_skips_and_two_skips_in_a_row_end_the_period():
    """Phase 1: an empty hand draws four (capped by the hand size) and skips the turn (O9); O10: when
    both skip with nothing to draw, the period ends."""
    state = official(hands=((), (K0,)), decks=((R0, R0S, CAP0, GOAL0, SNIPE0), None), control=0)
    new, events = begin(state, 0)
    assert log(events)[0] == ("empty-hand", "Player 1 has no cards: draws 4 and skips the turn.", {"seat": 0})
    assert new.hands[0] == (R0, R0S, CAP0, GOAL0) and new.turn == 1 and new.phase == START
    capped, _ = begin(evolve(state, hand_max=(2, 8)), 0)
    assert capped.hands[0] == (R0, R0S)
    stuck = official(hands=((), ()), decks=((), ()), goals=(1, 0))
    over, events = begin(stuck, 0)
    assert kinds(events)[:3] == ["empty-hand", "empty-hand", "period-end"] and over.phase == OVER
    one_more, events = begin(official(hands=((), (K0,)), decks=((R0,), None)), 0, 1)
    assert one_more.turn == 1 and "period-end" not in kinds(events)
    _done, events = begin(official(hands=((R0,), (K0,))), 0, 2)
    assert "period-end" in kinds(events)


def test_a_new_turn_clears_the_last_turns_flags():
    """Phases of a Turn: each turn starts afresh at Phase 1."""
    state = official(
        hands=((R0,), (K0,)),
        phase=USE,
        turn=1,
        token_used=True,
        colors_used=("red",),
        special_used=True,
        ability_used=True,
        action_used=True,
        doubles=True,
        run=True,
        free_move=True,
        free_shot=True,
        placing=(1, "x", ()),
    )
    new, _ = begin(state, 0)
    assert (new.turn, new.phase, new.colors_used, new.placing) == (0, START, (), None)
    assert (
        new.token_used,
        new.special_used,
        new.ability_used,
        new.action_used,
        new.doubles,
        new.run,
        new.free_move,
        new.free_shot,
    ) == (False,) * 8
    last, events = begin(official(hands=((), ()), final_minute=True, goals=(1, 0)), 0)
    assert last.phase == OVER and kinds(events)[0] == "period-end"
    _half, events = begin(official(hands=((), (K0,)), final_minute=True, decks=((R0,), None)), 0)
    assert "period-end" not in kinds(events)


def test_phase_one_choices_or_straight_to_phase_two():
    """Phase 1: a token, a line change or the goalie; with nothing to choose straight to Phase 2 (O9); the
    Uncontested Bonus skips Phase 1."""
    skipped, _ = begin(official(hands=((R0,), (K0,)), skip_start=(True, True)), 0)
    assert skipped.phase == PLAY and skipped.skip_start == (False, True)
    choice, _ = begin(official(hands=((R0,), (K0,)), tokens=(1, 0), momentum=(CAP1,)), 0)
    assert choice.phase == START and choice.turn == 0
    turn_effects = (Effect("t", 0, "turn"), Effect("s", 0, "stoppage"))
    cleared, _ = begin(official(hands=((R0,), (K0,)), effects=turn_effects), 0)
    assert cleared.effects == turn_effects[1:]


def test_an_action_on_a_card_with_nothing_left_ends_the_turn():
    """Phase 3 / Phase 4: once the card offers nothing more the turn ends by itself."""
    dead = (Effect("cancelled", 0, "game", card=BC0),)
    for fn, args in (
        (fl.move, ("e1",)),
        (fl.body_check, ()),
        (fl.shoot, ("shoot",)),
        (fl.any_shot, ()),
        (fl.score, ()),
    ):
        state = used(
            effects=dead,
            decks=((CAP0,), None),
            stage=SCORE if fn is fl.score else None,
            shot=0 if fn is fl.score else None,
            goalie_pulled=(False, True),
        )
        new, events = run(fn, state, *args)
        assert new.turn == 1 and "end-turn" in kinds(events), fn.__name__


def test_phase_four_draws_one_below_the_hand_size_then_the_other_side_plays():
    """Phase 4: below the maximum draw one; at it, no draw; then the other side's turn."""
    new, events = run(fl.end_use, ending(decks=((CAP0, SNIPE0), None)))
    assert log(events)[:2] == [
        ("end-turn", "Player 1 ends the turn.", {"seat": 0}),
        ("draw", "Player 1 draws a card.", {"seat": 0, "count": 1}),
    ]
    assert new.hands[0] == (R0, CAP0) and new.turn == 1 and new.phase == START
    full, events = run(fl.end_use, ending(hands=((R0, R0S), (K0,)), hand_max=(2, 8)))
    assert log(events)[1] == ("hand-full", "Player 1's hand is full: no draw.", {"seat": 0})
    assert full.hands[0] == (R0, R0S)
    dry, events = run(fl.end_use, ending(hands=((R0, R0S), (K0,)), hand_max=(2, 8), decks=((), None)))
    assert "hand-full" not in kinds(events) and dry.hands[0] == (R0, R0S)
    mom, events = run(
        fl.end_use,
        ending(hands=((R0, CAP1), (K0,)), extras=((CAP1,), ()), hand_max=(2, 8), decks=((CAP0,), None)),
    )
    assert "draw" in kinds(events) and CAP0 in mom.hands[0]  # a Momentum Card does not count


def test_skip_effects_skip_the_draw():
    """Part 3: Skip Phase 4 (``specials.at_turn_end``)."""
    state = ending(decks=((CAP0,), None), effects=(Effect("skip", 0, "game"),))
    from tabletop.games.breakaway_ccg import specials

    skip = specials.at_turn_end(T, state, 0, [])[1]
    _new, events = run(fl.end_use, state)
    assert ("draw" in kinds(events)) != skip


def test_ending_with_a_challenge_or_an_unused_score_card():
    """O6: after a challenge the winner's turn follows; O69: a card on the Shot Card that ends without
    its Score is a no goal."""
    chall = ending(challenge=Challenge(ch.GRIND, 0, "e3", winner=1, uses="each"), turn=0)
    new, events = run(fl.end_use, chall)
    assert log(events)[0] == ("challenge-done", "Player 1 is done with the challenge card.", {"seat": 0})
    assert new.challenge is None and new.turn == 1 and "end-turn" not in kinds(events)
    shot = ending(play=(SNIPE0, SOG1, R0), shot=0, stage=SCORE, puck="e3", control=0, decks=((CAP0,), None))
    missed, events = run(fl.end_use, shot)
    assert kinds(events)[:2] == ["no-goal", "end-turn"] and missed.shot is None and missed.puck == "e0"
    placing, events = run(fl.end_use, evolve(shot, bonus=(2, 0)))
    assert placing.phase == PLACE and "end-turn" not in kinds(events)
    _acted, events = run(fl.end_use, evolve(shot, action_used=True))
    assert "no-goal" not in kinds(events)
    _other, events = run(fl.end_use, evolve(shot, turn=1, hands=((R0,), (K0,))))
    assert "no-goal" not in kinds(events)
    _empty, events = run(fl.end_use, evolve(shot, play=()))
    assert "no-goal" not in kinds(events)


def test_a_turn_ends_by_itself_only_when_the_card_offers_nothing():
    cancelled = ending(effects=(Effect("cancelled", 0, "game", card=BC0),), decks=((CAP0,), None))
    done = fl.auto_end(T, cancelled, [])
    assert done.turn == 1
    live = ending()
    assert fl.auto_end(T, live, []) is live
    play = evolve(cancelled, phase=PLAY)
    assert fl.auto_end(T, play, []) is play


def test_laying_a_card_starts_its_use_afresh_and_a_triple_shot_card_is_icing():
    state = official(
        hands=((R0,), (K0, CAP1)),
        ability_used=True,
        special_used=True,
        free_move=True,
        action_used=True,
        colors_used=("x",),
        turn=0,
    )
    new, _ = run(fl.play_card, state, 0, R0)
    assert (new.ability_used, new.special_used, new.free_move, new.action_used) == (False,) * 4
    iced = official(
        hands=((R0,), (K0,)), play=(R0S, K1), shot=0, stage=SHOT_CARD, control=0, puck="e3", turn=1
    )
    stopped, _ = run(fl.play_card, iced, 1, K0)
    assert stopped.stoppage == Stoppage("icing", "east-end", 0, 1)
    assert Effect("icing-hand", 1, "stoppage", "Icing: a hand of at most five") in stopped.effects


def test_more_turn_hand_offs_with_an_empty_hand_waiting():
    """Phase 1: whichever way a turn is handed on, a side with no cards draws four and skips."""
    state = official(hands=((R0,), ()), phase=START, placing=(0, "line-change", ()), turn=0)
    for why, seat in (("line-change", 0), ("pp-over-2", 0)):
        _new, events = run(
            fl.line_swap, evolve(state, placing=(seat, why, ())), seat, R0, state.benches[0][0]
        )
        assert "empty-hand" in kinds(events), why
    _lone, events = run(fl.line_change, evolve(state, benches=((), state.benches[1]), puck="c9"), 0)
    assert "empty-hand" in kinds(events)
    nobody = evolve(state, benches=((), ()), hands=((), (K0,)), placing=None)
    events: list = []
    fl._pp_over_switch(T, nobody, 0, 0, events)
    assert "empty-hand" in kinds(events)
    alone = evolve(
        state, turn=0, placing=(0, "pp-over", ()), benches=(state.benches[0], ()), hands=((), (K0,))
    )
    events = []
    fl.end_line_change(T, alone, events)
    assert kinds(events)[0] == "empty-hand"  # the other side has no bench: this side's turn begins
    first = fl._pp_over_switch(T, evolve(state, ready=(True, True), swaps=(2, 2)), 0, 0, [])
    assert first.ready == (False, True) and first.placing == (0, "pp-over", ()) and first.swaps == (0, 2)


def test_the_empty_hand_draw_is_capped_by_a_hand_size_of_zero_and_a_goalie_leaving_with_a_skip():
    """O9: the empty-hand draw is capped by the hand size; the Uncontested Bonus still skips Phase 1 after
    the goalie leaves."""
    state = official(hands=((), (K0,)), decks=((R0, R0S), None), hand_max=(0, 8))
    new, _ = begin(state, 0)
    assert new.hands[0] == ()
    pulling = official(
        hands=((R0,), (K0,)), effects=(Effect("goalie-pulling", 0, "stoppage"),), skip_start=(True, False)
    )
    out, _ = begin(pulling, 0)
    assert out.placing == (0, "goalie", ()) and out.phase == START
