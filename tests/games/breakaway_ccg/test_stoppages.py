"""Breakaway: CCG, Part 2 "Stoppage" and "Called Back Goal", with the Offside and Icing stoppages of
"General Hockey Rules": the play area discarded, the stoppage draw, the bench switches, where the
face-off goes, the offender's hand of five; the whistle that first waits when the card whose play
stops play carries Dig It Out (Part 3: Dig it out; rulings O8, O17, O78, O117)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import basics, bench_switches, legality, offside_icing
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.specials import whistle
from tabletop.games.breakaway_ccg.state import (
    HOME_ICE,
    OVER,
    PLACE,
    SAVE,
    SCORE,
    SHOT_CARD,
    STOPPAGE,
    USE,
    evolve,
)
from tests.games.breakaway_ccg.helpers_flow import (
    CAP0,
    GOAL0,
    K0,
    K1,
    LOW0,
    LOW1,
    MIXED,
    R0,
    R0S,
    SAVE0,
    SNIPE0,
    SOG1,
    _busy,
    kinds,
    log,
    r,
    run,
    stop,
)
from tests.games.breakaway_ccg.helpers_play import (
    GOAL,
    H_GOALIE,
    H_ROOKIE,
    H_SAVE,
    ROOKIE,
    pairs,
    refusal,
    rule,
)
from tests.games.breakaway_ccg.helpers_play import stop as stopped
from tests.games.breakaway_ccg.support import GAME, T, act, extra_card, official, verdict

BATTLE = "board-battle-5-skate"  # a Dig It Out card (O117)
x = extra_card
DIG_RULE = "Breakaway: CCG, Specials glossary — Dig it out"


def evolve_ready(state, ready):
    return evolve(state, ready=ready)


def _blocked_by_battle():
    """Seat 0 shoots from e3 (its Sniper 7, laid on its Grinder, so the shot starts at the second
    card of the play area); seat 1 lays Board Battle (Block; Dig It Out) as the Shot Card and blocks,
    so play would stop and its Dig It Out may prevent that."""
    state = official(hands=((r(0, "goal-helmet"), r(0, "rookie-0-helmet")), (x(1, BATTLE), r(1, "goal-skate"))),
                     play=(r(0, "grinder-3-helmet"), r(0, "sniper-7-stick")), puck="e3", control=0, turn=1, shot=0,
                     stage=SHOT_CARD, shot_from=1, extra=((), (BATTLE,)))
    state = act(state, 1, "play", x(1, BATTLE))
    assert state.phase == USE and state.stage == SCORE
    return act(state, 1, "block")


def _triple_of_fives():
    """Seat 0 lays Board Battle 5 on two fives with the puck at center ice: a Triple, so Offside
    against seat 0 (Triples; O8), and its Dig It Out may prevent it."""
    state = official(hands=((x(0, BATTLE), r(0, "goal-helmet")), (r(1, "goal-skate"),)),
                     play=(r(0, "playmaker-5-helmet"), r(1, "score-5-helmet")), puck="c9", control=0, turn=0,
                     extra=((BATTLE,), ()))
    state = act(state, 0, "play", x(0, BATTLE))
    assert state.phase == whistle.WHISTLE and state.stoppage.reason == "offside"
    return state


CLONE = "mirror-play-0-glove"


def _resolving(**fields):
    """Seat 0 resolves its Board Battle (Phase 3): a stoppage now is one its Dig It Out may prevent."""
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    return official(play=(r(1, "rookie-0-skate"), x(0, BATTLE)), puck="e3", control=0, turn=0, phase=USE,
                    extra=((BATTLE,), ()), **fields)


def _offer(state, reason="block"):
    events = []
    waiting = whistle.offer(T, state, events, reason, "east-end", 1, None, None)
    return waiting, events


def test_hand_max_is_five_for_the_side_that_iced_the_puck():
    """Icing: the offender's hand is at most five until the next stoppage or line change (O8)."""
    icing = (Effect("icing-hand", 0, "stoppage"),)
    state = official(effects=icing, hand_max=(8, 8))
    assert basics.hand_max(state, 0) == 5 and basics.hand_max(state, 1) == 8
    assert basics.hand_max(evolve(state, hand_max=(3, 3)), 0) == 3  # the Final Minute's three is lower
    other = official(effects=(Effect("other", 0, "stoppage"),), hand_max=(8, 7))
    assert basics.hand_max(other, 0) == 8 and basics.hand_max(other, 1) == 7


def test_a_stoppage_discards_resets_draws_and_waits_for_the_bench():
    """Stoppage: the play area discarded, bonuses reset, goalies back, the side with fewer cards draws
    to five and the other as many (O17), then bench switches before the face-off."""
    state = _busy()
    new, events = stop(state, "goal", "center", 1)
    assert new.discards == ((SNIPE0, CAP0), (SOG1,)) and new.play == () and new.picks == (None, None)
    assert new.effects == MIXED[2:]
    assert len(new.hands[0]) == 5 and len(new.hands[1]) == 6
    assert [(e.kind, e.data) for e in events if e.kind == "draw"] == [
        ("draw", {"seat": 0, "count": 3}),
        ("draw", {"seat": 1, "count": 3}),
    ]
    assert log(events)[-1] == (
        "stoppage",
        ("Goal. Face-off at center ice; first each side may switch up to two cards with the bench."),
        {"reason": "goal", "place": "center", "chooser": 1, "offender": None},
    )
    assert new.phase == STOPPAGE and new.stoppage == Stoppage("goal", "center", 1)
    assert (new.swaps, new.ready, new.puck) == ((0, 0), (False, False), "c9")
    assert (new.shot, new.stage, new.shot_from, new.bonus, new.goalie_pulled) == (
        None,
        None,
        0,
        (0, 0),
        (False, False),
    )
    assert (new.challenge, new.control, new.placing) == (None, None, None)
    assert (
        new.token_used,
        new.special_used,
        new.free_move,
        new.free_shot,
        new.ability_used,
        new.action_used,
        new.doubles,
        new.run,
    ) == (False,) * 8
    assert new.colors_used == ()


def test_a_stoppage_draw_goes_to_home_ice_on_equal_hands_and_the_other_within_its_room():
    """O17: Home Ice draws first on equal hands; the other side draws the same number within its size."""
    state = _busy(hands=((R0, R0S), (K0, K1)), home=1, hand_max=(3, 8))
    _new, events = stop(state, "goal", "center", 1)
    assert [e.data for e in events if e.kind == "draw"] == [{"seat": 1, "count": 3}, {"seat": 0, "count": 1}]
    _home0, events = stop(_busy(hands=((R0, R0S), (K0, K1)), home=0), "goal", "center", 1)
    assert [e.data for e in events if e.kind == "draw"] == [{"seat": 0, "count": 3}, {"seat": 1, "count": 3}]
    _fewer1, events = stop(_busy(hands=((R0, R0S, CAP0), (K0,)), home=0), "goal", "center", 1)
    assert [e.data for e in events if e.kind == "draw"] == [{"seat": 1, "count": 4}, {"seat": 0, "count": 4}]
    full = _busy(hands=((R0, R0S, CAP0, GOAL0, SAVE0), LOW1[:7]), home=0)
    none, events = stop(full, "goal", "center", 1)
    assert "draw" not in kinds(events) and none.hands == full.hands
    over = _busy(hands=((R0,), LOW1[:9]), home=0)
    overfull, events = stop(over, "goal", "center", 1)
    assert [e.data for e in events if e.kind == "draw"] == [{"seat": 0, "count": 4}]
    assert overfull.hands[1] == LOW1[:9]
    room = _busy(hands=((R0,), LOW1[:8]), home=0)
    _roomless, events = stop(room, "goal", "center", 1)
    assert [e.data for e in events if e.kind == "draw"] == [{"seat": 0, "count": 4}]
    quiet, events = stop(state, "goal", "center", 1, draws=False)
    assert "draw" not in kinds(events) and quiet.hands == state.hands


def test_icing_stops_with_a_hand_of_five_and_no_bench_for_the_offender():
    """Icing: no bench switches for the offender, hand at most five until the next stoppage (O8)."""
    state = _busy()
    new, events = stop(state, "icing", "west-end", 1, offender=0, no_bench=0, extra_swaps=(1, 0))
    assert new.effects == MIXED[2:] + (Effect("icing-hand", 0, "stoppage", "Icing: a hand of at most five"),)
    assert new.swaps == (-1, 0) and new.ready == (True, False) and new.puck == "w1"
    assert new.stoppage == Stoppage("icing", "west-end", 1, 0)
    assert log(events)[-1] == (
        "stoppage",
        (
            "Icing against Player 1. Face-off at Player 1's end; first each side "
            "may switch up to two cards with the bench."
        ),
        {"reason": "icing", "place": "west-end", "chooser": 1, "offender": 0},
    )
    other, _ = stop(state, "icing", "east-end", 0, offender=1, no_bench=1)
    assert other.ready == (False, True) and other.effects[-1].seat == 1
    plain, _ = stop(state, "save", "east-end", 0, no_bench=1)
    assert not any(e.kind == "icing-hand" for e in plain.effects)
    offside, _ = stop(state, "offside", "east-neutral", 0, offender=1)
    assert not any(e.kind == "icing-hand" for e in offside.effects)
    unnamed, _ = stop(state, "icing", "east-end", 0)
    assert not any(e.kind == "icing-hand" for e in unnamed.effects)
    extra, _ = stop(state, "save", "east-end", 0, extra_swaps=(0, 1))
    assert extra.swaps == (0, -1)
    kept, _ = stop(state, "goal", "center", 0, discard=False)
    assert kept.play == state.play and kept.discards == ((), ())


def test_each_stoppage_says_why_play_stopped_and_where_the_faceoff_is():
    """The stoppage table: why play stopped and where the face-off is."""
    names = ("A", "B")
    assert fl.place_name(names, "center") == "center ice"
    assert fl.place_name(names, "west-end") == "A's end" and fl.place_name(names, "east-end") == "B's end"
    assert fl.place_name(names, "west-neutral") == "the neutral zone by A's blue line"
    assert fl.place_name(names, "east-neutral") == "the neutral zone by B's blue line"
    assert fl.stoppage_summary(names, Stoppage("offside", "center", 0)) == ("Offside", "center ice")
    assert fl.stoppage_summary(names, Stoppage("odd", "center", 0)) == ("Play stopped", "center ice")
    state = official(period=2)
    assert fl._stoppage_text(T, state, "period-start", "center", 0, None) == (
        "Period 2 is about to begin. Face-off at center ice; first each side may switch up to two cards with the "
        "bench."
    )
    assert fl._stoppage_text(T, state, "offside", "east-neutral", 0, 1) == (
        "Offside against Player 2. Face-off at the neutral zone by Player 2's blue line; first each side may "
        "switch up to two cards with the bench."
    )
    assert basics.STOP_REASONS["black"] == "Play stopped (black ability)"


def test_offside_draws_the_offender_to_five_then_restores_the_limit():
    """Offside: the offender's stoppage draw is to at most five; the limit comes back after (O8)."""
    state = official(hands=((CAP0,), ()), control=0, puck="e3", hand_max=(8, 8), decks=(LOW0, LOW1))
    new, events = run(offside_icing.offside, state, 0)
    assert new.stoppage == Stoppage("offside", "west-neutral", 1) and new.hand_max == (8, 8)
    assert log(events)[-1] == (
        "stoppage",
        (
            "Offside against Player 1. Face-off at the neutral zone by Player 1's blue "
            "line; first each side may switch up to two cards with the bench."
        ),
        {"reason": "offside", "place": "west-neutral", "chooser": 1, "offender": 0},
    )
    assert len(new.hands[0]) == 5 and len(new.hands[1]) == 5
    late, _ = run(offside_icing.offside, evolve(state, final_minute=True, hand_max=(3, 3)), 0)
    assert late.hand_max == (3, 3)
    other, _ = run(offside_icing.offside, state, 1)
    assert other.stoppage == Stoppage("offside", "east-neutral", 0)
    assert (len(other.hands[0]), len(other.hands[1])) == (6, 5)


def test_toronto_lets_a_goal_with_a_cancelled_card_stand():
    """Part 3: Toronto (O78): the goal stands although a Cancelled card scored it."""
    from tests.games.breakaway_ccg.support import extra_card

    toronto = extra_card(0, "toronto-goal-6-stick")
    for cancelled in (toronto, SOG1):
        state = official(
            hands=((R0,), (K0,)),
            play=(SNIPE0, SOG1, toronto),
            shot=0,
            stage=SAVE,
            turn=1,
            puck="e3",
            control=0,
            extra=(("toronto-goal-6-stick",), ()),
            effects=(Effect("cancelled", 0, "game", card=cancelled),),
        )
        new, events = run(fl.concede, state)
        assert log(events)[1] == (
            "goal-stands",
            "Toronto: the goal stands although a Cancelled card scored it.",
            {"seat": 0, "special": "toronto"},
        )
        assert new.goals == (1, 0)
    fine = official(
        hands=((R0,), (K0,)),
        play=(SNIPE0, SOG1, toronto),
        shot=0,
        stage=SAVE,
        turn=1,
        puck="e3",
        control=0,
        extra=(("toronto-goal-6-stick",), ()),
    )
    scored, events = run(fl.concede, fine)
    assert kinds(events)[:2] == ["no-save", "goal"] and scored.goals == (1, 0)


def test_dig_it_out_may_prevent_any_stoppage_its_card_brings():
    """Part 3: Dig it out: "May prevent any stoppage". While its card is being resolved, a goal, a
    goal called back, a penalty, a fight, a save, a block, Icing, Offside, a dead puck or a black
    ability's whistle each first waits for it (O117); the stoppage waits as it was called."""
    state = _resolving()
    for reason in ("goal", "called-back", "penalty", "fight", "save", "block", "deflect", "icing", "offside",
                   "end-zone", "black", "penalty-shot"):
        waiting, events = _offer(state, reason)
        assert waiting is not None and waiting.phase == whistle.WHISTLE, reason
        assert waiting.stoppage == Stoppage(reason, "east-end", 1, None, None, "e3") and kinds(events) == ["whistle"]
    wait, _ = stop(state, "icing", "west-end", 1, offender=0, no_bench=0)
    assert wait.stoppage == Stoppage("icing", "west-end", 1, 0, 0, "e3") and wait.play == state.play


def test_toronto_as_the_shot_card_also_lets_the_goal_stand():
    """Part 3: Toronto (O78): a goal scored on it stands too."""
    toronto = "s2:toronto-goal-6-stick"
    state = official(
        hands=((R0,), (K0,)),
        play=(SNIPE0, toronto, GOAL0),
        shot=0,
        stage=SAVE,
        turn=1,
        puck="e3",
        control=0,
        extra=((), ("toronto-goal-6-stick",)),
        effects=(Effect("cancelled", 0, "game", card=GOAL0),),
    )
    new, events = run(fl.concede, state)
    assert kinds(events)[1] == "goal-stands" and new.goals == (1, 0)


def test_a_goal_with_a_penalty_waiting_faces_off_at_center():
    """Stoppage: Reset Puck: after a goal the face-off is at center, the side scored on choosing, even with
    a call still to assess (``penalties.penalty_place``)."""
    from tabletop.games.breakaway_ccg.official.penalties import Call

    state = official(hands=((R0,), (K0,)), calls=(Call(1, "Hooking"),), puck="e3", control=0)
    new, _ = stop(state, "goal", "center", 1)
    assert new.stoppage == Stoppage("goal", "center", 1)


def test_the_block_whistle_waits_with_the_shot_still_on_the_board():
    """O117: the whistle is asked before the stoppage does anything (the shot is still under way,
    nothing is cleared), of the side whose card carries Dig It Out only; the waiting stoppage names
    the reason and the area the puck lay in."""
    state = _blocked_by_battle()
    assert state.phase == whistle.WHISTLE and state.ready == (True, False)
    assert [d.seat for d in GAME.pending(state)] == [1]
    assert state.stoppage.reason == "block" and state.stoppage.area == "e3"
    assert state.shot == 0 and state.play[-1] == x(1, BATTLE)
    assert whistle.prompt(state) == ("The whistle (shot blocked): use your card's Dig It Out to keep play going, "
                                     "or let play stop.")
    assert GAME.legal_actions(state, 1) == [Action(1, "special", ("dig-it-out",)), Action(1, "let-stop")]
    assert GAME.legal_actions(state, 0) == []


def test_the_blocker_digs_the_puck_out_as_the_cards_special_and_wins_a_grind():
    """Part 3: Dig it out: no stoppage; the card's player takes control where the puck lay (here
    from the shooter), the shot under way is over, and it counts as a contested Grind Challenge won
    with the card: its special (this one) and its action (the Block) are used, one ability is left,
    then that side takes a turn (Challenges: Grind Challenge, Contested Win; O117)."""
    state = _blocked_by_battle()
    after, events = GAME.apply(state, Action(1, "special", ("dig-it-out",)))
    assert after.stoppage is None and after.phase == USE and after.turn == 1
    assert after.control == 1 and after.puck == "e3"
    assert (after.shot, after.stage, after.shot_from) == (None, None, 0)
    assert after.play[-1] == x(1, BATTLE) and after.hands[1] == (r(1, "goal-skate"),)
    assert after.challenge == ch.Challenge(ch.GRIND, 1, "e3", winner=1, uses="each", won_with=x(1, BATTLE))
    assert after.special_used and after.action_used and not after.ability_used
    special = [e for e in events if e.kind == "special"]
    assert special[0].text == ("Player 2 uses Dig it out (Board Battle 5 (skate))! No whistle: Player 2 digs the "
                               "puck out in east end, high slot (3) and plays on, as the winner of a Grind "
                               "Challenge.")
    assert dict(special[0].data) == {"seat": 1, "special": "dig-it-out", "card": x(1, BATTLE), "prevented": "block"}
    assert GAME.describe_action(state, Action(1, "special", ("dig-it-out",))) == "Dig it out! Keep play going"
    done = act(after, 1, "end")
    assert done.challenge is None and done.turn == 1 and done.stoppage is None


def test_the_whistle_refusals_name_dig_it_out():
    """O117: while the whistle waits only the card's Dig It Out or letting play stop are answers,
    and only from the side whose card carries it; every refusal cites the glossary entry."""
    state = _blocked_by_battle()
    wrong = verdict(state, 1, "play", r(1, "goal-skate"))
    assert (wrong.code, wrong.rule) == ("whistle", DIG_RULE)
    assert wrong.reason == "The whistle has gone: dig the puck out with your card's Dig It Out, or let play stop."
    other = verdict(state, 0, "let-stop")
    assert (other.code, other.rule) == ("whistle-not-yours", DIG_RULE)
    assert other.reason == "Only the side whose card carries Dig It Out may keep play going."
    window = verdict(state, 1, "special", "breakaway")
    assert (window.code, window.rule) == ("special-window", DIG_RULE)
    assert window.reason == "The card in play has no special that prevents a stoppage."
    assert verdict(state, 1, "special-card", "dig-it-out", x(1, BATTLE)).code == "whistle"


def test_letting_play_stop_is_announced_and_the_stoppage_goes_ahead():
    """O117: the card's player lets play stop: the stoppage happens as called."""
    state = _blocked_by_battle()
    after, events = GAME.apply(state, Action(1, "let-stop"))
    assert (events[0].kind, events[0].text, dict(events[0].data)) == ("let-stop", "Player 2 lets play stop.",
                                                                      {"seat": 1})
    assert after.phase == STOPPAGE and after.stoppage.reason == "block" and after.shot is None


def test_an_icing_let_go_keeps_its_offender_the_bench_ban_and_the_hand_of_five():
    """Stoppage: Icing: the offending side cannot switch with the bench before this face-off and
    its hand is at most five until the next stoppage; O117: letting the whistle go resumes the
    stoppage as called, offender and all."""
    wait, _ = stop(_resolving(), "icing", "west-end", 1, offender=0, no_bench=0)
    state, events = GAME.apply(wait, Action(0, "let-stop"))
    assert state.phase == STOPPAGE and state.stoppage.reason == "icing" and state.stoppage.no_bench == 0
    assert state.stoppage.chooser == 1
    assert Effect("icing-hand", 0, "stoppage", "Icing: a hand of at most five") in state.effects
    called = next(e for e in events if e.kind == "stoppage")
    assert called.data["offender"] == 0 and called.data["reason"] == "icing"
    assert state.ready[0] and verdict(state, 0, "keep").code == "bench-done"


def test_an_offside_let_go_caps_the_offenders_draw_and_then_restores_the_hand_limit():
    """Stoppage: Offside: the offender's stoppage draw stops at five; the limit applies to that
    draw only, so both hands are back to eight afterwards. Triples: the third five is Offside with
    the puck at center; O117: letting the whistle go goes through Offside's own rule."""
    state = _triple_of_fives()
    assert state.stoppage.offender == 0 and state.ready == (False, True)
    state = act(state, 0, "let-stop")
    assert state.phase == STOPPAGE and state.stoppage.reason == "offside"
    assert state.stoppage.place == "west-neutral" and state.stoppage.chooser == 1
    assert len(state.hands[0]) == 5 and len(state.hands[1]) == 5
    assert state.hand_max == (8, 8)


def test_digging_out_of_a_triples_offside_plays_on():
    """Triples: the Offside is resolved in Phase 3, where the card's Dig It Out may prevent it
    (Part 3: Dig it out): no Offside, the puck stays at center with the card's player."""
    state = act(_triple_of_fives(), 0, "special", "dig-it-out")
    assert state.stoppage is None and state.phase == USE and state.control == 0 and state.puck == "c9"
    assert state.hand_max == (8, 8)


def test_a_final_minute_whistle_let_go_with_both_hands_empty_ends_the_game_cleanly():
    """Final Minute: with both hands empty the period is over (here the third: the game ends);
    O117: the whistle's waiting stoppage is gone once play has stopped, nothing is left asked."""
    state = _resolving(hands=((), ()), period=3, final_minute=True, decks=((), ()), goals=(1, 0), hand_max=(3, 3))
    state, _ = stop(state, "block", "east-end", 0)
    assert state.phase == whistle.WHISTLE
    state = act(state, 0, "let-stop")
    assert state.phase == OVER and state.winners == (0,)
    assert state.stoppage is None and state.ready == (False, False)
    assert GAME.pending(state) == ()


def test_the_whistle_is_announced_with_its_reason_and_the_area():
    """O117: both players hear why play would stop, where the puck lies and who may dig it out."""
    state = official(hands=((r(0, "goal-helmet"),), (x(1, BATTLE), r(1, "goal-skate"))),
                     play=(r(0, "sniper-7-stick"),), puck="e3", control=0, turn=1, shot=0, stage=SHOT_CARD,
                     shot_from=0, extra=((), (BATTLE,)))
    state = act(state, 1, "play", x(1, BATTLE))
    state, events = GAME.apply(state, Action(1, "block"))
    called = [e for e in events if e.kind == "whistle"]
    assert len(called) == 1
    assert called[0].text == ("The whistle (shot blocked): Player 2 may dig the puck out with Board Battle 5 "
                              "(skate) before play stops.")
    assert dict(called[0].data) == {"reason": "block", "area": "e3", "seat": 1}


def test_the_whistle_is_asked_only_of_a_card_that_can_still_use_dig_it_out():
    """Part 3: Dig it out is the card's special (Part 2, Specials: one, in Phase 3): not when the card
    in play is the other side's, its special is used, it is Cancelled (Card Effects: Cancelled) or
    play is not in its Phase 3; not in an Any Shot's shot, whose stoppage "cannot be prevented"; not
    when a penalty shot or a penalty of the card's side waits, which the puck would whistle again at
    once (Penalty Procedure); not twice for one whistle, nor in a penalty shot or a shootout (O117)."""
    from tabletop.games.breakaway_ccg.official.penalties import Call

    state = _resolving()
    assert _offer(state)[0] is not None
    theirs = official(play=(x(0, BATTLE), r(1, "rookie-0-skate")), puck="e3", control=1, turn=1, phase=USE,
                      hands=((), (r(1, "goal-skate"),)), extra=((BATTLE,), ()))
    for blocked in (theirs, evolve(state, special_used=True),
                    evolve(state, effects=(Effect("cancelled", 0, "game", "", x(0, BATTLE)),)),
                    evolve(state, phase=STOPPAGE), evolve(state, calls=(Call(0, "Hooking"),)),
                    evolve(state, calls=(Call(1, "Hooking", shot=True),)),
                    evolve(state, pshot="a penalty shot"), evolve(state, shootout="a shootout"),
                    evolve(state, phase=whistle.WHISTLE)):
        assert _offer(blocked) == (None, [])
    assert _offer(evolve(state, calls=(Call(1, "Hooking"),)))[0] is not None
    shooting = official(play=(x(0, BATTLE),), puck="e3", control=0, turn=0, phase=USE, shot=0, stage=SHOT_CARD,
                        shot_from=0, effects=(Effect("any-shot", 0, "stoppage", "e3", x(0, BATTLE)),),
                        hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)), extra=((BATTLE,), ()))
    assert _offer(shooting) == (None, [])
    assert _offer(evolve(shooting, effects=()))[0] is not None
    plain = official(play=(r(0, "rookie-0-helmet"),), hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)),
                     puck="e3", control=0, turn=0, phase=USE)
    assert _offer(plain) == (None, [])


def test_stoppage_bench_switches_keep_and_the_side_choice():
    """Stoppage: each side switches with its bench or keeps, five different Player cards on the
    bench; then the side named chooses the face-off circle (O7)."""
    state = stopped()
    bench0, bench1 = state.benches
    assert pairs(of.legal_actions(T, state, 0)) == [(0, "switch", (ROOKIE, b)) for b in bench0] + [
        (0, "keep", ()),
        (0, "pull-goalie", ()),
    ]
    assert pairs(of.legal_actions(T, state, 1)) == [
        (1, "switch", (H_ROOKIE, r(1, "rookie-0-stick"))),
        (1, "keep", ()),
        (1, "pull-goalie", ()),
    ]
    half = stopped(ready=(True, False))
    assert of.legal_actions(T, half, 0) == []
    assert pairs(of.legal_actions(T, stopped(ready=(True, True)), 1)) == [
        (1, "side", ("e1",)),
        (1, "side", ("e2",)),
    ]
    assert of.legal_actions(T, stopped(ready=(True, True)), 0) == []
    tokened = stopped(ready=(True, True), tokens=(1, 0))
    assert pairs(of.legal_actions(T, tokened, 0)) == [(0, "token", ("draw",))]
    assert pairs(of.candidates(T, half, 1)) == [(1, "switch", (H_ROOKIE, b)) for b in bench1] + [
        (1, "switch", (H_SAVE, b)) for b in bench1
    ] + [
        (1, "keep", ()),
        (1, "token", ("draw",)),
        (1, "token", ("extra-man",)),
        (1, "pull-goalie", ()),
        (1, "side", ("e1",)),
        (1, "side", ("e2",)),
    ]


def test_stoppage_refusals_bench_first_then_the_side():
    """Stoppage: the bench first, then the side, chosen by the side named, on one of the zone's
    circles; no switch after a side is done (after its Icing, none at all, O8)."""
    where = rule("Stoppage")
    half = stopped(ready=(True, False))
    assert refusal(legality.validate_stoppage(T, half, Action(1, "side", ("e1",)))) == (
        False,
        "bench-first",
        "Both sides finish with the bench before the face-off side is chosen.",
        where,
    )
    done = stopped(ready=(True, True))
    assert refusal(legality.validate_stoppage(T, done, Action(0, "side", ("e1",)))) == (
        False,
        "not-your-side",
        "Player 2 chooses the face-off side.",
        where,
    )
    assert refusal(legality.validate_stoppage(T, done, Action(1, "side", ("c9",)))) == (
        False,
        "not-a-dot",
        "Choose one of this zone's face-off circles.",
        where,
    )
    assert legality.validate_stoppage(T, done, Action(1, "side", ("e2",))).ok
    assert refusal(legality.validate_stoppage(T, half, Action(0, "move", ("c9",)))) == (
        False,
        "stoppage",
        "Play is stopped: switch with the bench, then the face-off.",
        where,
    )
    assert refusal(legality.validate_stoppage(T, half, Action(0, "keep"))) == (
        False,
        "bench-done",
        "You are done with the bench for this stoppage.",
        where,
    )
    iced = stopped(ready=(True, False), stoppage=basics.Stoppage("icing", "east-end", 1, no_bench=0))
    assert refusal(legality.validate_stoppage(T, iced, Action(0, "keep"))) == (
        False,
        "bench-done",
        "You are done with the bench for this stoppage (no switches after your Icing).",
        where,
    )
    assert legality.validate_stoppage(T, half, Action(1, "keep")).ok
    assert refusal(legality.validate_stoppage(T, half, Action(0, "pull-goalie"))) == (
        False,
        "bench-done",
        "Pull the goalie before you are done with the bench for this face-off.",
        rule("General Hockey Rules: Pull/Replace Goalie"),
    )
    assert legality.validate_stoppage(T, half, Action(1, "pull-goalie")).ok
    assert legality.validate_stoppage(T, half, Action(0, "token", ("draw",))).code == "no-token"
    assert legality.validate_stoppage(T, half, Action(1, "switch", (H_ROOKIE, r(1, "rookie-0-stick")))).ok
    assert (
        legality.validate_stoppage(T, half, Action(0, "switch", (ROOKIE, half.benches[0][0]))).code == "bench-done"
    )


def test_bench_switch_refusals():
    """Game Setup; Stoppage: a switch puts one of your own Player cards from the hand on the bench,
    which keeps five different cards."""
    state = stopped()
    back = state.benches[1][0]
    assert refusal(bench_switches.switch_verdict(T, state, 1, (r(1, "goal-glove"), back))) == (
        False,
        "not-in-hand",
        f"{T.label[r(1, 'goal-glove')]} is not in your hand.",
        rule("Stoppage"),
    )
    assert refusal(bench_switches.switch_verdict(T, state, 1, (H_ROOKIE, ROOKIE))) == (
        False,
        "not-on-bench",
        f"{T.label[ROOKIE]} is not on your bench.",
        rule("Stoppage"),
    )
    assert refusal(bench_switches.switch_verdict(T, state, 1, (H_SAVE, back))) == (
        False,
        "bench-players-only",
        f"Only Player cards go on the bench; {T.label[H_SAVE]} is not one.",
        rule("Game Setup"),
    )
    assert refusal(bench_switches.switch_verdict(T, state, 1, (H_ROOKIE, back))) == (
        False,
        "bench-different",
        f"The bench holds five different cards, and a {T.name[H_ROOKIE]} is already on it.",
        rule("Game Setup"),
    )
    assert bench_switches.switch_verdict(T, state, 1, (H_ROOKIE, r(1, "rookie-0-stick"))).ok
    stolen = official(
        hands=((ROOKIE, H_GOALIE), ()),
        phase=STOPPAGE,
        ready=(False, False),
        stoppage=basics.Stoppage("goal", "east-end", 1),
    )
    assert refusal(bench_switches.switch_verdict(T, stolen, 0, (H_GOALIE, stolen.benches[0][0]))) == (
        False,
        "bench-own-cards",
        "Only your own team's cards go on your bench.",
        rule("Game Setup"),
    )
    assert bench_switches.bench_switch_actions(T, stolen, 0) == [Action(0, "switch", (ROOKIE, b)) for b in stolen.benches[0]]


def test_the_chooser_may_still_use_a_token_while_choosing_the_face_off_circle():
    """Momentum Tokens: one may be used once per stoppage, and being done with the bench does not
    end the stoppage; so the side choosing the face-off circle is offered its token beside the
    circles, and the other side, also done, its token alone."""
    both = stopped(ready=(True, True), tokens=(1, 1), token_used=False)
    sides = [Action(1, "side", (a,)) for a in T.rink.dots["east-end"]]
    assert len(sides) == 2
    assert of.legal_actions(T, both, 1) == [Action(1, "token", ("draw",)), *sides]
    assert of.legal_actions(T, both, 0) == [Action(0, "token", ("draw",))]


def test_the_decision_owed_at_stoppages_and_other_steps():
    """Stoppage: both sides at the bench, then the chooser picks the circle; a face-off winner
    places the puck; Home Ice is chosen once; a fight lays cards face down; a finished game waits
    on nobody."""
    d = of.Decision
    bench = "Stoppage: switch up to two cards with your bench, or keep your cards."
    assert of.pending(T, stopped()) == (d(0, "bench", bench, optional=True), d(1, "bench", bench, optional=True))
    assert of.pending(T, stopped(ready=(True, False))) == (d(1, "bench", bench, optional=True),)
    assert of.pending(T, stopped(ready=(True, True))) == (d(1, "side", "Choose the face-off circle."),)
    assert of.pending(T, stopped(ready=(True, True), stoppage=None)) == ()
    assert of.pending(T, official(phase=PLACE, placing=(1, "faceoff", ("c9",)))) == (
        d(1, "place", "Place the puck."),
    )
    assert of.pending(T, official(phase=HOME_ICE, turn=1)) == (
        d(1, "home-ice", "You choose: who takes Home Ice?"),
    )
    from tabletop.games.breakaway_ccg.state import FIGHT

    fight = "Fight! Lay a card face down for the next exchange."
    assert of.pending(T, official(phase=FIGHT, picks=(None, None))) == (
        d(0, "fight", fight, secret=True),
        d(1, "fight", fight, secret=True),
    )
    assert of.pending(T, official(phase=FIGHT, picks=(ROOKIE, None))) == (d(1, "fight", fight, secret=True),)
    assert of.pending(T, official(phase=OVER)) == ()


def test_the_whistle_waits_for_the_side_whose_card_can_dig():
    """O117: when play would stop, the side whose card carries Dig It Out uses it or lets play stop;
    the other side is not asked."""
    blown = official(hands=((GOAL,), ()), play=(x(0, BATTLE),), phase=whistle.WHISTLE, ready=(False, True), turn=0,
                     stoppage=basics.Stoppage("offside", "c9", 1, offender=0, area="c9"), extra=((BATTLE,), ()))
    prompt = "The whistle (offside): use your card's Dig It Out to keep play going, or let play stop."
    assert of.pending(T, blown) == (of.Decision(0, "whistle", prompt, optional=True),)
    assert pairs(of.legal_actions(T, blown, 0)) == [(0, "special", ("dig-it-out",)), (0, "let-stop", ())]
    assert of.legal_actions(T, blown, 1) == [] and of.candidates(T, blown, 1) == []
    assert of.validate(T, blown, Action(0, "let-stop")).ok
    new, events = of.apply_action(T, blown, Action(0, "let-stop"))
    assert [e.kind for e in events][:1] == ["let-stop"] and new.phase == STOPPAGE and new.stoppage.reason == "offside"
    assert of.describe(T, blown, Action(0, "let-stop")) == "Let play stop"


def test_a_special_called_at_a_stoppage():
    """O100: a special called before the face-off (Time out) is judged by its own window."""
    state = stopped()
    assert refusal(legality.validate_stoppage(T, state, Action(0, "special-card", ("time-out", ROOKIE)))) == (
        False,
        "special-window",
        f"{T.label[ROOKIE]} has no time-out to call before a face-off.",
        "Breakaway: CCG, Specials glossary — time-out",
    )
    assert (
        of.validate(T, state, Action(0, "special-card", ("zz", GOAL))).reason
        == "Goal (stick) has no zz to call before a face-off."
    )
