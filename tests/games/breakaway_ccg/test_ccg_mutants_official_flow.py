"""Mutation-killing tests for ``breakaway_ccg/official_flow.py`` (issue 20): the official rules' game
flow (Part 2 of ``breakaway-ccg.md`` up to "Penalties": Game Setup, Phases of a Turn, Special Card
Plays, Final Minute, How to Score a Goal, Stoppage, Challenges, Offside/Icing, Overtime). Most
scenarios call the module's functions on hand-built positions and check the exact events, state
and turn that follow, so each planted one-token bug shows as a wrong value. Rulings O1... are in
``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    HOME_ICE,
    OVER,
    PLACE,
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    evolve,
)
from tests.games.breakaway_ccg.support import T, card, official

r = card
Effect, Stoppage, Challenge = fl.Effect, fl.Stoppage, ch.Challenge
R0, R0S = r(0, "rookie-0-helmet"), r(0, "rookie-0-stick")
K0, K1 = r(1, "rookie-0-skate"), r(1, "rookie-0-glove")
CAP0, CAP1 = r(0, "captain-8-helmet"), r(1, "captain-8-skate")
GOAL0, GOAL1 = r(0, "goal-stick"), r(1, "goal-skate")
SAVE0, SAVE1 = r(0, "save-stick"), r(1, "save-skate")
SNIPE0, SOG1 = r(0, "sniper-7-stick"), r(1, "shot-on-goal-4-glove")


def log(events):
    """(kind, text, data) of each event."""
    return [(e.kind, e.text, e.data) for e in events]


def kinds(events):
    return [e.kind for e in events]


def run(fn, *args):
    events: list = []
    return fn(T, *args, events), events


def stop(state, *args, **kw):
    events: list = []
    return fl.stop_play(T, state, events, *args, **kw), events


def deck_lists(state, first, second):
    return evolve(state, deck_lists=(tuple((c, 1) for c in first), tuple((c, 1) for c in second)))


# ----- small pieces -------------------------------------------------------------------------------
def test_constants_follow_the_book():
    """Game Components / Game Setup / Phases / Final Minute / Stoppage / Overtime: the numbers."""
    assert (fl.MAX_TOKENS, fl.MAX_BONUS, fl.MOMENTUM_EACH, fl.STARTING_HAND, fl.HAND_MAX) == (3, 3, 6, 5, 8)
    assert (fl.FINAL_HAND, fl.STOPPAGE_DRAW, fl.FACING_DRAW, fl.EMPTY_DRAW, fl.LINE_HAND) == (3, 5, 3, 4, 5)
    assert (fl.OT_DECK, fl.OT_HAND, fl.BENCH_SWAPS) == (21, 3, 2)
    assert len(fl.OFFICIAL_ACTIONS) == 17 and fl.OFFICIAL_ACTIONS[:3] == ("move", "shoot", "on-net")


def test_held_leaves_momentum_cards_out_of_the_hand_size():
    """Momentum Cards do not count toward the hand size (O2)."""
    state = official(hands=((R0, R0S, CAP0), (K0,)), extras=((CAP0,), ()))
    assert fl.held(state, 0) == 2 and fl.held(state, 1) == 1


def test_hand_max_is_five_for_the_side_that_iced_the_puck():
    """Icing: the offender's hand is at most five until the next stoppage or line change (O8)."""
    icing = (Effect("icing-hand", 0, "stoppage"),)
    state = official(effects=icing, hand_max=(8, 8))
    assert fl.hand_max(state, 0) == 5 and fl.hand_max(state, 1) == 8
    assert fl.hand_max(evolve(state, hand_max=(3, 3)), 0) == 3  # the Final Minute's three is lower
    other = official(effects=(Effect("other", 0, "stoppage"),), hand_max=(8, 7))
    assert fl.hand_max(other, 0) == 8 and fl.hand_max(other, 1) == 7


def test_drawing_the_last_card_starts_the_final_minute_once():
    """Final Minute: drawing the deck's last card; hands of three from then on (O13)."""
    state = official(hands=((), ()), decks=((R0, R0S), (K0,)))
    new, events = run(fl.draw, state, 0, 1)
    assert not new.final_minute and new.hands[0] == (R0,) and kinds(events) == ["draw", "draw-own"]
    new, events = run(fl.draw, state, 0, 2)
    assert new.final_minute and new.hand_max == (3, 3)
    assert log(events)[-1] == (
        "final-minute",
        (
            "Player 1 draws the last card of the deck: the Final Minute begins "
            "(hands of at most three, no more end-of-turn draws, no line changes)."
        ),
        {"seat": 0},
    )
    again, events = run(fl.draw, evolve(state, final_minute=True, hand_max=(3, 3)), 1, 1)
    assert "final-minute" not in kinds(events) and again.hands[1] == (K0,)
    empty = official(hands=((), ()), decks=((), (K0,)))
    same, events = run(fl.draw, empty, 0, 1)
    assert not same.final_minute and same.hand_max == (8, 8)


def test_draw_to_fills_up_to_the_size_within_the_hand_maximum():
    state = official(hands=((R0,), ()), decks=((R0S, CAP0, GOAL0, SNIPE0, SAVE0), None))
    new, _ = run(fl.draw_to, state, 0, 3)
    assert new.hands[0] == (R0, R0S, CAP0)
    capped, _ = run(fl.draw_to, evolve(state, hand_max=(2, 8)), 0, 5)
    assert capped.hands[0] == (R0, R0S)
    full, events = run(fl.draw_to, state, 0, 1)
    assert full is state and not events


def test_cancelled_and_injured_cards_are_cancelled():
    """Card Effects: Cancelled (O20); an injury cancels the card for the game."""
    assert fl.cancelled(official(effects=()), R0) is False
    assert fl.cancelled(official(effects=(Effect("cancelled", 0, "game", card=R0),)), R0)
    assert fl.cancelled(official(effects=(Effect("injured", 0, "game", card=R0),)), R0)
    assert not fl.cancelled(official(effects=(Effect("injured", 0, "game", card=R0S),)), R0)
    assert not fl.cancelled(official(effects=(Effect("icing-hand", 0, "game", card=R0),)), R0)


def test_number_is_the_printed_number_or_none():
    assert fl.number(T, CAP0) == 8 and fl.number(T, R0) == 0
    assert fl.number(T, r(0, "goalie-g-helmet")) is None and fl.number(T, GOAL0) is None


def test_area_numbered_counts_in_the_end_zone_defended():
    assert fl.area_numbered(T, 0, 9) == "nw9" and fl.area_numbered(T, 1, 9) == "ne9"
    assert fl.area_numbered(T, 0, 3) == "w3" and fl.area_numbered(T, 1, 7) == "e7"


def test_reveal_top_turns_over_both_top_cards_and_sets_them_aside():
    state = official(decks=((CAP0, R0), (K0,)), aside=(R0S,))
    events: list = []
    new, cards = fl._reveal_top(T, state, events, "Why")
    assert cards == (CAP0, K0) and new.aside == (R0S, CAP0, K0) and new.decks == ((R0,), ())
    assert log(events) == [
        (
            "reveal",
            ("Why: Player 1 turns over Captain 8 (helmet), Player 2 turns over Rookie 0 (skate)."),
            {"cards": (CAP0, K0)},
        )
    ]
    assert events[0].irreversible
    for decks in (((), (K0,)), ((CAP0,), ())):
        same, none = fl._reveal_top(T, official(decks=decks), events, "Why")
        assert none is None and same.decks == decks


# ----- set-up (Game Setup; O1, O2, O3) -------------------------------------------------------------
def test_setup_reveals_until_the_cards_differ_then_the_higher_chooses():
    """Game Setup: the higher revealed card chooses Home Ice; a Goalie ranks below a 0 (O1)."""
    for first, second, chooser in (
        (("rookie-0-helmet",), ("goalie-g-skate",), 0),
        (("goalie-g-helmet",), ("rookie-0-skate",), 1),
    ):
        state = deck_lists(official(), first, second)
        new, events = run(fl.set_up, state)
        assert kinds(events) == ["shuffle", "shuffle", "reveal", "home-ice-choice"]
        assert log(events)[-1] == (
            "home-ice-choice",
            (f"Player {chooser + 1} revealed the higher card and chooses who has Home Ice."),
            {"seat": chooser},
        )
        assert new.phase == HOME_ICE and new.turn == chooser and new.decks == ((), ()) and len(new.aside) == 2
        assert events[2].text.startswith("For Home Ice: Player 1 turns over ")


def test_setup_ties_reveal_again_and_a_coin_settles_empty_decks():
    """Game Setup: re-draw on ties; O1: decks too small to settle it, a coin decides."""
    for seed, seat in ((1, 0), (2, 1)):
        state = deck_lists(
            official(seed=seed), ("rookie-0-helmet", "rookie-0-stick"), ("rookie-0-skate", "rookie-0-glove")
        )
        new, events = run(fl.set_up, state)
        assert chance.coin(seed, 2 + 2) == ("heads" if seat == 0 else "tails")
        assert kinds(events) == [
            "shuffle",
            "shuffle",
            "reveal",
            "reveal-tie",
            "reveal",
            "reveal-tie",
            "home-ice-coin",
            "home-ice-choice",
        ]
        assert log(events)[3] == ("reveal-tie", "A tie: both reveal again.", {})
        coin = events[6]
        assert (coin.text, coin.data, coin.chance, coin.irreversible) == (
            f"No cards left to reveal: the coin gives Player {seat + 1} the choice of Home Ice.",
            {"seat": seat},
            True,
            True,
        )
        assert new.turn == seat and new.chance == state.chance + 3 and new.phase == HOME_ICE
        assert len(new.aside) == 4
        # The choice names how it was won: by the toss, not by a higher card.
        assert log(events)[-1] == (
            "home-ice-choice",
            f"Player {seat + 1} won the toss and chooses who has Home Ice.",
            {"seat": seat},
        )


LOW0 = tuple(
    r(0, c)
    for c in (
        "rookie-0-helmet",
        "rookie-0-stick",
        "enforcer-1-helmet",
        "enforcer-1-stick",
        "shutdown-defender-2-helmet",
        "shutdown-defender-2-stick",
        "grinder-3-helmet",
        "grinder-3-stick",
        "two-way-forward-4-helmet",
        "two-way-forward-4-stick",
        "playmaker-5-helmet",
        "playmaker-5-stick",
        "power-forward-6-helmet",
    )
)
LOW1 = tuple(
    r(1, c)
    for c in (
        "rookie-0-skate",
        "rookie-0-glove",
        "enforcer-1-skate",
        "enforcer-1-glove",
        "shutdown-defender-2-skate",
        "shutdown-defender-2-glove",
        "grinder-3-skate",
        "grinder-3-glove",
        "two-way-forward-4-skate",
        "two-way-forward-4-glove",
        "playmaker-5-skate",
        "playmaker-5-glove",
        "power-forward-6-skate",
    )
)


def test_home_ice_takes_a_token_and_the_momentum_pile_is_dealt_home_first():
    """Game Setup: Home Ice's token; six Momentum Cards from each deck, Home Ice's first (O2); hands of
    five; the period's officiating card from the two revealed numbers (O3); a center face-off."""
    state = official(decks=(LOW0, LOW1), phase=HOME_ICE, turn=1)
    new, events = run(fl.choose_home, state, 1, "them")
    assert new.home == 0 and new.tokens == (1, 0)
    assert new.momentum == tuple(x for pair_ in zip(LOW0[:6], LOW1[:6]) for x in pair_)
    assert new.hands == (LOW0[6:11], LOW1[6:11]) and new.decks == ((LOW0[12],), (LOW1[12],))
    assert new.reveal == (LOW0[11], LOW1[11]) and new.official == "rivalry-night"
    assert log(events)[:2] == [
        ("home-ice", "Player 1 has Home Ice and takes a momentum token.", {"home": 0}),
        ("momentum-deal", "12 Momentum Cards are dealt face down, six from each deck.", {"count": 12}),
    ]
    assert log(events)[-2:] == [
        (
            "officiating",
            "The numbers add up to 10: Rivalry Night officiates period 1.",
            {"sum": 10, "card": "rivalry-night"},
        ),
        (
            "stoppage",
            (
                "Period 1 is about to begin. Face-off at center ice; first each side may switch up to two "
                "cards with the bench."
            ),
            {"reason": "period-start", "place": "center", "chooser": 0, "offender": None},
        ),
    ]
    assert new.phase == STOPPAGE and new.stoppage == Stoppage("period-start", "center", 0)
    assert new.ready == (False, False) and new.puck == "c9"
    mine, events = run(fl.choose_home, state, 1, "me")
    assert mine.home == 1 and mine.tokens == (0, 1) and mine.momentum[:2] == (LOW1[0], LOW0[0])
    assert mine.stoppage.chooser == 1
    late = official(decks=(LOW0, LOW1), phase=HOME_ICE, turn=1, period=2)
    opening, _ = run(fl.choose_home, late, 1, "me")
    assert opening.tokens == (0, 1)  # the opening reveal never adds the period token
    short = official(decks=(LOW0[:3], LOW1), phase=HOME_ICE, turn=0)
    few, events = run(fl.choose_home, short, 0, "me")
    assert len(few.momentum) == 9 and few.momentum[:4] == (LOW0[0], LOW1[0], LOW0[1], LOW1[1])
    assert log(events)[1][2] == {"count": 9}


def test_later_periods_add_a_token_each_at_most_three_but_not_in_overtime():
    """Momentum Tokens: one more each at the start of periods 2 and 3, at most three (O13)."""
    for period, overtime, tokens in ((2, 0, (3, 1)), (3, 0, (3, 1)), (1, 0, (3, 0)), (3, 1, (3, 0))):
        state = official(
            hands=((SNIPE0,), (SOG1,)), decks=(LOW0, LOW1), tokens=(3, 0), period=period, overtime=overtime
        )
        new, events = run(fl.start_period, state)
        assert new.tokens == tokens
        if tokens[1]:
            assert ("tokens", "Each side gains a momentum token (at most 3).", {"tokens": (3, 1)}) in log(
                events
            )
        else:
            assert "tokens" not in kinds(events)
        assert new.stoppage == Stoppage("period-start", "center", 0)
        assert events[0].text.startswith(f"Officiating card for period {period}: Player 1 turns over ")
    busy = official(hands=((SNIPE0,), (SOG1,)), play=(CAP0,), decks=(LOW0, LOW1))
    kept, _ = run(fl.start_period, busy)
    assert kept.play == (CAP0,) and CAP0 not in kept.discards[0]  # nothing to discard at a period start
    first, events = run(
        lambda t, s, ev: fl.start_period(t, s, ev, first=True),
        official(hands=((SNIPE0,), (SOG1,)), decks=(LOW0, LOW1), tokens=(1, 0), period=2),
    )
    assert first.tokens == (1, 0)


def test_the_officiating_sum_counts_a_goalie_as_zero_and_needs_two_cards():
    """O3: a Goalie or a card without a number counts 0."""
    state = official(hands=((SNIPE0,), (SOG1,)), decks=((r(0, "goalie-g-helmet"),) + LOW0, (CAP1,) + LOW1))
    new, events = run(fl.start_period, state)
    assert (
        "officiating",
        "The numbers add up to 8: Tight Crew officiates period 1.",
        {"sum": 8, "card": "tight-crew"},
    ) in log(events)
    assert new.official == "tight-crew" and new.reveal == (r(0, "goalie-g-helmet"), CAP1)
    empty = official(hands=((SNIPE0,), (SOG1,)), decks=((), LOW1), official="old", reveal=("x",))
    same, events = run(fl.start_period, empty)
    assert same.official == "old" and same.reveal == ("x",) and "officiating" not in kinds(events)


# ----- stoppages (Stoppage; O7, O17) ---------------------------------------------------------------
MIXED = (
    Effect("a", 0, "stoppage"),
    Effect("b", 1, "line-change"),
    Effect("c", 0, "game"),
    Effect("d", 1, "turn"),
)


def _busy(**fields):
    base = {
        "hands": ((R0, R0S), (K0, K1, CAP1)),
        "play": (SNIPE0, SOG1),
        "picks": (CAP0, None),
        "effects": MIXED,
        "shot": 0,
        "stage": SCORE,
        "shot_from": 1,
        "bonus": (2, 1),
        "goalie_pulled": (True, True),
        "control": 1,
        "token_used": True,
        "colors_used": ("red",),
        "special_used": True,
        "free_move": True,
        "free_shot": True,
        "ability_used": True,
        "action_used": True,
        "doubles": True,
        "run": True,
        "home": 1,
        "placing": (0, "x", ()),
        "challenge": Challenge(ch.GRIND, 0, "c9"),
    }
    base.update(fields)
    return official(**base)


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


def test_a_side_two_men_down_has_no_switches_left():
    """Penalty Kill: a bench switch fewer per man down; two down, the side is done with the bench."""
    from tabletop.games.breakaway_ccg.penalties import Served

    two = (Served(1, "Tripping", 2, 1), Served(1, "Hooking", 2, 1))
    state = official(hands=((R0,), (K0,)), box=two, puck="e3", control=0)
    new, _ = stop(state, "offside", "east-end", 0, offender=1, no_bench=0)
    assert new.phase == STOPPAGE and new.ready == (True, True) and new.swaps == (0, 2)
    one, _ = stop(evolve(state, box=two[:1]), "offside", "east-end", 0, offender=1)
    assert one.ready == (False, False) and one.swaps == (0, 1)
    plain, _ = stop(state, "offside", "east-end", 0, offender=1)
    assert plain.ready == (False, True)
    mine = tuple(Served(0, n, 2, 1) for n in ("Tripping", "Hooking"))
    short0, _ = stop(evolve(state, box=mine), "offside", "west-end", 1, offender=0)
    assert short0.ready == (True, False) and short0.swaps == (2, 0)
    started, events = stop(state, "offside", "center", 0, offender=1, no_bench=0)
    assert started.phase == CHALLENGE and kinds(events)[-1] == "faceoff-call"


def test_a_stoppage_in_the_final_minute_with_no_cards_ends_the_period():
    """Final Minute: the period ends when both hands are empty (O13)."""
    state = _busy(hands=((), ()), final_minute=True, goals=(2, 1), options={"overtime": "none"})
    new, events = stop(state, "goal", "center", 1)
    assert new.phase == OVER and "period-end" in kinds(events) and "stoppage" not in kinds(events)
    one, events = stop(_busy(hands=((R0,), ()), final_minute=True), "goal", "center", 1)
    assert one.phase == STOPPAGE
    going, events = stop(
        _busy(hands=((), ()), final_minute=True, options={"periods": 2}), "goal", "center", 1
    )
    assert going.period == 2 and "period" in kinds(events)


def test_stoppage_words():
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
    assert fl.STOP_REASONS["black"] == "Play stopped (black ability)"


# ----- face-offs and challenges (Challenges; O4-O6, O18) -------------------------------------------
def test_the_faceoff_starts_once_both_are_done_with_the_bench_at_a_one_dot_place():
    """Stoppage: bench switches, then the face-off; Home Ice initiates at center (O4)."""
    state = official(
        hands=((R0, CAP0), (K0, K1)),
        phase=STOPPAGE,
        stoppage=Stoppage("goal", "center", 1),
        ready=(True, False),
        home=1,
        control=0,
        swaps=(1, 2),
    )
    new, events = run(fl.bench_done, state, 1)
    assert log(events) == [
        ("bench-done", "Player 2 is done with the bench.", {"seat": 1}),
        (
            "faceoff-call",
            "Face-off in center ice (9): Player 2 lays a card first; Player 1 may answer or decline.",
            {"dot": "c9", "initiator": 1},
        ),
    ]
    assert new.phase == CHALLENGE and new.challenge == Challenge(ch.FACEOFF, 1, "c9")
    assert (new.stoppage, new.puck, new.control, new.swaps, new.ready) == (
        None,
        "c9",
        None,
        (0, 0),
        (False, False),
    )
    waiting, _ = run(fl.bench_done, evolve(state, ready=(False, False)), 1)
    assert waiting.phase == STOPPAGE and waiting.ready == (False, True)
    first, _ = run(fl.bench_done, evolve(state, ready=(False, False)), 0)
    assert first.ready == (True, False)
    lonely, events = run(fl.bench_done, evolve(state, hands=((), (K0,))), 1)
    assert kinds(events)[-1] == "uncontested" and lonely.challenge.declined
    empty, events = run(fl.bench_done, evolve(state, hands=((), ())), 1)
    assert empty.stoppage == Stoppage("end-zone", "center", 0)
    two_dots, _ = run(fl.bench_done, evolve(state, stoppage=Stoppage("save", "east-end", 1)), 1)
    assert two_dots.phase == STOPPAGE and two_dots.ready == (True, True)
    chosen = (Effect("specialized-choose", 0, "stoppage"),)
    held_up, _ = run(fl.bench_done, evolve(state, effects=chosen), 1)
    assert held_up.phase == STOPPAGE
    other, _ = run(fl.bench_done, evolve(state, effects=(Effect("other", 0, "stoppage"),)), 1)
    assert other.phase == CHALLENGE
    not_stopped = fl._after_bench(T, evolve(state, phase=PLAY, ready=(True, True)), [])
    assert not_stopped.phase == PLAY


def test_the_side_chosen_sets_the_dot_and_the_zone_owner_initiates():
    """O4/O7: at an end-zone dot the side whose end it is lays first; a new period counts the benches."""
    state = official(
        hands=((R0, CAP0), (K0, K1)),
        phase=STOPPAGE,
        stoppage=Stoppage("save", "east-end", 1),
        ready=(True, True),
        home=0,
    )
    new, events = run(fl.choose_side, state, 1, "e2")
    assert log(events)[0] == (
        "faceoff-side",
        "Player 2 chooses the face-off circle in east end, south circle (2).",
        {"seat": 1, "dot": "e2"},
    )
    assert new.challenge == Challenge(ch.FACEOFF, 1, "e2") and new.puck == "e2" and not new.calls
    start = evolve(state, stoppage=Stoppage("period-start", "east-end", 1), benches=((), ()))
    counted, events = run(fl.choose_side, start, 1, "e2")
    assert [c.name for c in counted.calls] == ["Too Many Men", "Too Many Men"]
    assert fl.faceoff_initiator(T, official(home=1), "center") == 1
    assert fl.faceoff_initiator(T, official(home=0), "center") == 0
    assert fl.faceoff_initiator(T, official(home=1), "west-end") == 0
    assert fl.faceoff_initiator(T, official(home=0), "west-neutral") == 0
    assert fl.faceoff_initiator(T, official(home=0), "east-neutral") == 1


def test_a_challenge_nobody_can_play_stops_play_or_ends_the_final_minute():
    """General Challenge Procedure with no cards on either side (O6); in the Final Minute the period ends."""
    state = official(hands=((), ()), puck="e3", control=0)
    new, events = run(fl.open_challenge, state, Challenge(ch.GRIND, 0, "e3"))
    assert new.phase == STOPPAGE and new.stoppage == Stoppage("end-zone", "east-end", 1)
    assert log(events)[-1][0] == "stoppage"
    later, _ = run(
        fl.open_challenge,
        official(hands=((), ()), puck="e3", final_minute=True, options={"periods": 2}),
        Challenge(ch.GRIND, 1, "e3"),
    )
    assert later.period == 2
    last, events = run(
        fl.open_challenge, evolve(state, final_minute=True, goals=(1, 0)), Challenge(ch.GRIND, 1, "e3")
    )
    assert last.phase == OVER and "period-end" in kinds(events)


def test_an_uncontested_challenge_is_won_with_the_initiators_card():
    """Uncontested Challenge: the defender has no cards; the initiator still lays one and wins."""
    state = official(hands=((R0,), ()), puck="e3", control=0)
    new, events = run(fl.open_challenge, state, Challenge(ch.GRIND, 0, "e3"))
    assert log(events) == [
        ("uncontested", "Player 2 has no cards: the Grind Challenge is uncontested.", {"seat": 1})
    ]
    assert new.phase == CHALLENGE and new.challenge.declined and new.picks == (None, None)
    won, events = run(fl.pick, new, 0, R0)
    assert log(events)[:3] == [
        ("challenge-down", "Player 1 lays a challenge card face down.", {"seat": 0}),
        ("challenge-own", "You lay Rookie 0 (helmet) face down.", {"seat": 0, "card": R0}),
        (
            "challenge-won",
            "Player 1 wins the Grind Challenge uncontested.",
            {"winner": 0, "kind": "grind", "uncontested": True, "how": "uncontested"},
        ),
    ]
    assert events[1].audience == frozenset({0})
    assert won.challenge.winner == 0 and won.challenge.uses == "each" and won.challenge.won_with == R0
    assert won.play == (R0,) and won.skip_start == (False, True) and won.hands[0] == ()
    assert won.effects == (Effect("challenge-card", 0, "stoppage", card=R0),)


def test_an_initiator_without_a_card_loses_the_challenge():
    """O6: a side with no card to lay loses the challenge."""
    state = official(hands=((), (K0,)), puck="e3", control=0, play=(CAP0,))
    new, events = run(fl.open_challenge, state, Challenge(ch.GRIND, 0, "e3"))
    assert log(events)[:2] == [
        ("no-challenge-card", "Player 1 has no card for the Grind Challenge: Player 2 wins it.", {"seat": 0}),
        (
            "challenge-won",
            "Player 2 wins the Grind Challenge.",
            {"winner": 1, "kind": "grind", "uncontested": False, "how": "and"},
        ),
    ]
    assert new.control == 1 and new.turn == 1 and new.skip_start == (False, False)


def test_picks_wait_for_both_cards_and_a_decline_waits_for_the_initiators():
    """General Challenge Procedure: both choose face down; Face-offs: Declining is an uncontested win."""
    state = official(
        hands=((R0, CAP0), (K0, K1)),
        phase=CHALLENGE,
        challenge=Challenge(ch.FACEOFF, 0, "c9"),
        control=None,
        extras=((R0,), ()),
    )
    one, events = run(fl.pick, state, 1, K0)
    assert one.phase == CHALLENGE and one.picks == (None, K0) and one.hands[1] == (K1,)
    reset, _ = run(fl.open_challenge, evolve(state, picks=(R0, K0)), Challenge(ch.GRIND, 0, "c9"))
    assert reset.picks == (None, None) and reset.challenge == Challenge(ch.GRIND, 0, "c9")
    first, _ = run(fl.pick, state, 0, R0)
    assert first.picks == (R0, None) and first.extras[0] == () and first.hands[0] == (CAP0,)
    declined, events = run(fl.decline, state, 1)
    assert log(events) == [
        ("decline", "Player 2 declines the Face-off: Player 1 wins it uncontested.", {"seat": 1})
    ]
    assert declined.challenge.declined and declined.phase == CHALLENGE
    after, events = run(fl.decline, first, 1)
    assert after.challenge is None or after.challenge.winner == 0
    assert after.skip_start == (False, True) and after.control == 0 and after.play == (R0,)
    assert (
        "challenge-won",
        "Player 1 wins the Face-off uncontested.",
        {"winner": 0, "kind": "faceoff", "uncontested": True, "how": "uncontested"},
    ) in log(events)


def test_a_revealed_faceoff_goes_to_the_higher_card_and_its_areas_are_not_forward():
    """Face-offs: Win Result (the dot's area or an adjacent one, none further forward)."""
    state = official(
        hands=((R0, CAP0), (K0, K1)),
        phase=CHALLENGE,
        challenge=Challenge(ch.FACEOFF, 1, "c9"),
        control=None,
        puck="c9",
        picks=(CAP0, None),
    )
    new, events = run(fl.pick, state, 1, K0)
    assert log(events)[2] == (
        "challenge-reveal",
        ("Face-off: Player 1 shows Captain 8 (helmet), Player 2 shows Rookie 0 (skate)."),
        {"cards": (CAP0, K0), "kind": "faceoff"},
    )
    assert events[2].irreversible and new.last_reveal == (CAP0, K0)
    assert new.phase == PLACE and new.placing == (0, "faceoff", ("c9", "nw9")) and new.control == 0
    assert new.challenge.uncontested is False and new.skip_start == (False, False)
    spec, sniper = r(0, "face-off-specialist-7-stick"), r(1, "sniper-7-glove")
    bronze = evolve(state, hands=((spec, R0), (sniper, K0)), picks=(spec, None))
    by_bronze, events = run(fl.pick, bronze, 1, sniper)
    assert by_bronze.challenge.winner == 0 and "bronze" in kinds(events)
    flipped = evolve(
        state, hands=((r(0, "sniper-7-helmet"), R0), (sniper, K0)), picks=(r(0, "sniper-7-helmet"), None)
    )
    tie, events = run(fl.pick, flipped, 1, sniper)
    assert tie.phase == CHALLENGE and "bronze" not in kinds(events)
    assert fl._faceoff_areas(T, "c9", 1) == ("c9", "ne9")
    assert fl._faceoff_areas(T, "e2", 0) == ("e2", "e0", "e3")
    assert fl._faceoff_areas(T, "w7", 0) == ("w7",)


def test_tied_faceoffs_redo_fault_and_penalise_a_second_fault():
    """Face-offs: Tie; Determining Fault; O5: twice at fault is a penalty and the other side wins."""
    hands = ((r(0, "grinder-3-stick"), R0), (r(1, "grinder-3-skate"), K0))
    state = official(
        hands=hands,
        phase=CHALLENGE,
        challenge=Challenge(ch.FACEOFF, 0, "c9"),
        control=None,
        picks=(None, None),
    )
    s, _ = run(fl.pick, state, 0, r(0, "grinder-3-stick"))
    s, events = run(fl.pick, s, 1, r(1, "grinder-3-skate"))  # Skate beats Stick: the Stick is at fault
    assert (
        "faceoff-fault",
        ("A tie: Player 1 is at fault by the suits and is disqualified once; the face-off is taken again."),
        {"seat": 0},
    ) in log(events)
    assert s.challenge.faults == (1, 0) and s.picks == (None, None) and s.phase == CHALLENGE
    assert s.discards == ((r(0, "grinder-3-stick"),), (r(1, "grinder-3-skate"),))
    again = evolve(state, challenge=Challenge(ch.FACEOFF, 0, "c9", faults=(1, 0)))
    s, _ = run(fl.pick, again, 0, r(0, "grinder-3-stick"))
    s, events = run(fl.pick, s, 1, r(1, "grinder-3-skate"))
    assert (
        "faceoff-penalty",
        (
            "Player 1 is at fault a second time in this face-off: a 2-minute penalty, and "
            "Player 2 wins the face-off."
        ),
        {"seat": 0},
    ) in log(events)
    assert [(c.seat, c.name, c.why) for c in s.calls] == [
        (0, "Delay of Game", "Disqualified twice in one face-off")
    ]
    assert s.control == 1 and s.play == () and s.challenge.faults == (2, 0)
    assert s.challenge.winner == 1 and s.challenge.uncontested is False and s.challenge.won_with is None
    assert (
        "challenge-won",
        "Player 2 wins the Face-off.",
        {"winner": 1, "kind": "faceoff", "uncontested": False, "how": "and"},
    ) in log(events)
    theirs = evolve(
        state,
        hands=((r(0, "grinder-3-stick"), R0), (r(1, "grinder-3-glove"), K0)),
        challenge=Challenge(ch.FACEOFF, 0, "c9", faults=(0, 1)),
    )
    s, _ = run(fl.pick, theirs, 0, r(0, "grinder-3-stick"))
    s, events = run(fl.pick, s, 1, r(1, "grinder-3-glove"))
    assert [c.seat for c in s.calls] == [1] and s.control == 0 and s.challenge.faults == (0, 2)
    alone = evolve(state, hands=((r(0, "grinder-3-stick"),), (r(1, "grinder-3-skate"),)))
    s, _ = run(fl.pick, alone, 0, r(0, "grinder-3-stick"))
    s, events = run(fl.pick, s, 1, r(1, "grinder-3-skate"))
    assert s.phase == STOPPAGE and s.stoppage.reason == "end-zone" and kinds(events)[-1] == "stoppage"
    clean = evolve(state, hands=((r(0, "grinder-3-helmet"), R0), (r(1, "body-check-3-helmet"), K0)))
    s, _ = run(fl.pick, clean, 0, r(0, "grinder-3-helmet"))
    s, events = run(fl.pick, s, 1, r(1, "body-check-3-helmet"))
    assert ("faceoff-redo", "A tie and nobody at fault: the face-off is taken again.", {}) in log(events)
    assert s.challenge.faults == (0, 0) and s.phase == CHALLENGE
    bare = evolve(clean, hands=((r(0, "grinder-3-helmet"),), (r(1, "body-check-3-helmet"),)))
    s, _ = run(fl.pick, bare, 0, r(0, "grinder-3-helmet"))
    s, events = run(fl.pick, s, 1, r(1, "body-check-3-helmet"))
    assert s.phase == STOPPAGE and kinds(events)[-1] == "stoppage"


H1 = ((r(0, "enforcer-1-helmet"),), (r(1, "enforcer-1-skate"),))
G0, G1, GREEN1 = r(0, "goalie-g-helmet"), r(1, "goalie-g-skate"), r(1, "shutdown-defender-2-skate")


def won(
    kind,
    target,
    picks,
    winner,
    origin="c9",
    uncontested=False,
    control=None,
    initiator=0,
    puck=None,
    dead=False,
):
    """``_won`` of a dump or Grind; ``dead``: the winner holds no card and its challenge card offers nothing,
    so its turn starts at once (and, with an empty hand, is skipped)."""
    state = official(
        hands=((), H1[1]) if dead and winner == 0 else (H1[0], ()) if dead else H1,
        phase=CHALLENGE,
        challenge=Challenge(kind, initiator, origin, target),
        picks=picks,
        puck=puck or origin,
        control=control,
        turn=1 - winner,
        effects=tuple(Effect("cancelled", t_, "game", card=c) for t_, c in enumerate(picks) if c and dead),
    )
    events: list = []
    return fl._won(T, state, winner, picks[winner], events, uncontested), events


def test_dump_in_results():
    """Dump In (O18): the initiator's win takes the target; a tie goes to the defender there (behind its net
    with a Goalie or dump card: Delay of Game); Green sends the puck back; a Goalie places it next to the
    target; any other defender's win is Icing against the defender."""
    s, _ = won(ch.DUMP_IN, "e3", (CAP0, K0), 0)
    assert (s.control, s.puck, s.play, s.turn) == (0, "e3", (K0, CAP0), 0)
    assert s.challenge.uses == "one" and s.challenge.uncontested is False
    s, events = won(ch.DUMP_IN, "e5", (R0, K0), 1, control=1)
    assert (
        "dump-tie",
        "A tie goes to Player 2, who takes the puck in east end, north side of the net (5).",
        {"seat": 1},
    ) in log(events)
    assert (s.control, s.puck, s.calls) == (1, "e5", ())
    s, _ = won(ch.DUMP_IN, "e5", (G0, G1), 1, control=1)
    assert [(c.seat, c.name, c.why) for c in s.calls] == [
        (1, "Delay of Game", "A tied Dump In won behind the net")
    ]
    assert s.control == 1
    chase = r(0, "dump-and-chase-1-stick")
    s, _ = won(ch.DUMP_IN, "w5", (chase, r(1, "enforcer-1-skate")), 0, initiator=1)
    assert [(c.seat, c.why) for c in s.calls] == [(0, "A tied Dump In won behind the net")]
    s, _ = won(ch.DUMP_IN, "e3", (G0, G1), 1, control=1)
    assert s.calls == () and s.puck == "e3"
    s, events = won(ch.DUMP_IN, "e3", (R0, GREEN1), 1)
    assert (
        "dump-stopped",
        "Player 2's green stops the dump: the puck goes back to center ice (9).",
        {"seat": 1},
    ) in log(events)
    assert (s.control, s.puck) == (0, "c9")
    s, _ = won(ch.DUMP_IN, "e3", (GOAL0, G1), 1)
    assert s.phase == PLACE and s.placing == (1, "dump", T.arrows["e3"]) and s.control == 1
    s, events = won(ch.DUMP_IN, "e3", (R0, CAP1), 1)
    assert s.phase == STOPPAGE and s.stoppage == Stoppage("icing", "east-end", 0, 1)
    assert s.effects[-1] == Effect("icing-hand", 1, "stoppage", "Icing: a hand of at most five")
    assert log(events)[-1][2]["offender"] == 1
    assert s.discards == ((R0,), (CAP1,))


def test_after_a_dump_or_grind_the_winner_with_nothing_to_use_takes_its_turn():
    """General Challenge Procedure (O6): the winner's turn follows at once when its card offers nothing;
    an empty hand then draws four and skips (Phase 1)."""
    for kind, target, picks, winner, origin in (
        (ch.DUMP_IN, "e3", (CAP0, K0), 0, "c9"),
        (ch.DUMP_IN, "e5", (R0, K0), 1, "c9"),
        (ch.DUMP_IN, "e3", (R0, GREEN1), 1, "c9"),
        (ch.DUMP_OUT, "nw9", (CAP0, K0), 0, "w3"),
        (ch.DUMP_OUT, "nw9", (R0, K0), 1, "w3"),
        (ch.DUMP_OUT, "nw9", (R0, GREEN1), 1, "w3"),
        (ch.GRIND, "e3", (CAP0, K0), 0, "e3"),
    ):
        s, events = won(kind, target, picks, winner, origin=origin, dead=True)
        assert "empty-hand" in kinds(events) and s.challenge is None, (kind, picks)
    s, events = won(ch.GRIND, "e3", (CAP0, K0), 0, origin="e3")
    assert s.control == 0 and s.phase == USE and s.challenge.uses == "each"


def test_green_sends_a_dump_back_from_where_the_puck_landed():
    """O18: a Green defender stops the dump: the puck goes back to where the dump started."""
    s, _ = won(ch.DUMP_IN, "e3", (R0, GREEN1), 1, puck="e3")
    assert (s.puck, s.control) == ("c9", 0)
    s, _ = won(ch.DUMP_OUT, "nw9", (R0, GREEN1), 1, origin="w3", puck="nw9")
    assert (s.puck, s.control) == ("w3", 1)
    s, _ = won(ch.DUMP_IN, "e3", (GOAL0, G1), 1, puck="c9")
    assert s.puck == "e3" and s.control == 1


def test_dump_out_results():
    """Dump Out (O18): uncontested, the defender takes the puck anywhere in the neutral zone; a tie is the
    initiator's Delay of Game; Green keeps the puck where it was; any other defender's win is Icing."""
    s, events = won(ch.DUMP_OUT, "nw9", (R0, None), 0, origin="w3", uncontested=True)
    assert s.phase == PLACE and s.placing == (0, "dump-out", ("nw9", "c9", "ne9"))
    assert s.control == 1 and s.skip_start == (False, True) and s.challenge.uncontested is True
    s, _ = won(ch.DUMP_OUT, "ne9", (None, K0), 1, origin="e3", uncontested=True, initiator=1)
    assert s.control == 0 and s.skip_start == (True, False) and s.turn == 1
    s, _ = won(ch.DUMP_OUT, "nw9", (CAP0, K0), 0, origin="w3")
    assert (s.control, s.puck, s.calls) == (0, "nw9", ())
    s, events = won(ch.DUMP_OUT, "nw9", (R0, K0), 1, origin="w3")
    assert (
        "delay-of-game",
        "A tie: Player 1 takes a Delay of Game penalty (2 minutes); Player 2 has the puck.",
        {"seat": 0},
    ) in log(events)
    assert [(c.seat, c.name, c.why) for c in s.calls] == [(0, "Delay of Game", "A tied Dump Out")]
    assert (s.control, s.puck) == (1, "nw9")
    s, _ = won(ch.DUMP_OUT, "nw9", (R0, GREEN1), 1, origin="w3")
    assert (s.control, s.puck, s.calls) == (1, "w3", ())
    s, events = won(ch.DUMP_OUT, "nw9", (R0, CAP1), 1, origin="w3")
    assert s.stoppage == Stoppage("icing", "west-end", 1, 0) and s.ready == (True, False)
    assert s.effects[-1].kind == "icing-hand" and s.effects[-1].seat == 0


# ----- Phase 1 (Phases of a Turn; O9, O10, O11, O15, O16) -----------------------------------------
def begin(state, seat, skips=0):
    events: list = []
    return fl.begin_turn(T, state, seat, events, skips), events


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


def test_a_shot_that_cannot_go_on_fizzles_and_a_missing_save_is_a_goal():
    """O11: no Shot Card even after the draw: no goal, the shooter keeps the puck; no card for the Save:
    the goal stands."""
    state = official(hands=((), (K0,)), shot=1, stage=SHOT_CARD, play=(CAP1,), decks=((), None), control=0)
    new, events = begin(state, 0)
    assert log(events)[1] == (
        "shot-fizzles",
        ("Player 1 has no card to go on with the shot: no goal, and Player 2 keeps the puck."),
        {"seat": 0},
    )
    assert (new.shot, new.stage, new.control, new.turn, new.phase) == (None, None, 1, 1, START)
    goal = official(hands=((), (K0,)), shot=1, stage=SAVE, play=(SNIPE0, SOG1, GOAL1), decks=((), None))
    scored, events = begin(goal, 0)
    assert scored.goals == (0, 1) and kinds(events)[:2] == ["no-save", "goal"]
    own = official(
        hands=((R0,), ()), shot=1, stage=SAVE, play=(SNIPE0, SOG1, GOAL1), decks=(None, ()), control=1
    )
    fizz, events = begin(own, 1)
    assert fizz.goals == (0, 0) and "shot-fizzles" in kinds(events) and fizz.control == 1


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


def test_a_power_play_hand_played_out_passes():
    """Power Play: a side that has played out its power-play hand passes (no draw)."""
    from tabletop.games.breakaway_ccg.penalties import MINOR, Served

    box = (Served(1, "Tripping", MINOR, 2),)
    state = official(hands=((), (K0,)), decks=((R0,), None), box=box)
    new, events = begin(state, 0)
    assert log(events)[0] == (
        "empty-hand",
        "Player 1 has played out the power-play hand and passes.",
        {"seat": 0},
    )
    assert new.turn == 1 and new.hands[0] == ()
    seat1, events = begin(official(hands=((R0,), ()), decks=(None, (K0,)), box=box), 1)
    assert seat1.turn == 0 and kinds(events) == ["empty-hand"]
    pulling = official(
        hands=((), (K0,)), decks=((R0,), None), box=box, effects=(Effect("goalie-pulling", 1, "stoppage"),)
    )
    out, events = begin(pulling, 0)
    assert kinds(events) == ["empty-hand", "goalie-out"] and out.goalie_pulled == (False, True)
    twice, events = begin(official(hands=((), (K0,)), decks=((R0,), None), box=box), 0, 1)
    assert twice.turn == 1 and "period-end" not in kinds(events)
    _stuck, events = begin(
        official(hands=((), ()), decks=((), ()), box=box, final_minute=True, goals=(1, 0)), 0
    )
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


def test_a_goalie_pulled_earlier_leaves_at_phase_one_with_a_momentum_card_when_losing():
    """Pull/Replace Goalie (O15): out at the next Phase 1; a losing side takes a Momentum Card; two switches."""
    state = official(
        hands=((R0,), (K0,)),
        effects=(Effect("goalie-pulling", 0, "stoppage"),),
        goals=(0, 1),
        momentum=(CAP1, SNIPE0),
    )
    new, events = begin(state, 0)
    assert log(events) == [
        ("goalie-out", "Player 1's goalie leaves the net.", {"seat": 0}),
        (
            "goalie-momentum",
            "Player 1 is losing and takes a Momentum Card for the extra attacker.",
            {"seat": 0},
        ),
        ("momentum-own", "You take Captain 8 (skate) from the Momentum pile.", {"seat": 0, "card": CAP1}),
    ]
    assert events[2].audience == frozenset({0}) and events[2].irreversible
    assert new.goalie_pulled == (True, False) and new.effects == () and new.momentum == (SNIPE0,)
    assert new.hands[0] == (R0, CAP1) and new.extras[0] == (CAP1,) and new.pull_draws == (2, 0)
    assert new.placing == (0, "goalie", ()) and new.ready == (False, True) and new.swaps == (0, 0)
    other, events = begin(state, 1)
    assert "goalie-out" not in kinds(events) and other.goalie_pulled == (False, False)


def test_a_momentum_token_draws_a_card_or_takes_the_top_momentum_card():
    """Momentum Tokens: the Draw Action or the Extra Man Special; a Momentum Card is an extra (O2, O16)."""
    state = official(
        hands=((R0,), (K0,)), phase=START, tokens=(2, 0), decks=((CAP0, SNIPE0), None), momentum=(CAP1, K1)
    )
    drew, events = run(fl.use_token, state, 0, "draw")
    assert log(events)[:2] == [
        ("token", "Player 1 spends a momentum token to draw a card.", {"seat": 0, "use": "draw"}),
        ("draw", "Player 1 draws a card.", {"seat": 0, "count": 1}),
    ]
    assert drew.tokens == (1, 0) and drew.token_used and drew.hands[0] == (R0, CAP0) and drew.phase == PLAY
    extra, events = run(fl.use_token, state, 0, "extra-man")
    assert log(events) == [
        (
            "token",
            "Player 1 spends a momentum token for the Extra Man: a Momentum Card.",
            {"seat": 0, "use": "extra-man"},
        ),
        ("momentum-own", "You take Captain 8 (skate) from the Momentum pile.", {"seat": 0, "card": CAP1}),
    ]
    assert events[1].audience == frozenset({0}) and events[1].irreversible
    assert extra.hands[0] == (R0, CAP1) and extra.extras[0] == (CAP1,) and extra.momentum == (K1,)
    at_stop, _ = run(fl.use_token, evolve(state, phase=STOPPAGE), 0, "draw")
    assert at_stop.phase == STOPPAGE
    pulled, _ = run(fl.use_token, evolve(state, goalie_pulled=(True, False)), 0, "draw")
    assert pulled.phase == START  # the goalie may still go back in
    go, events = run(fl.go, state)
    assert go.phase == PLAY and log(events) == [
        ("phase-two", "Player 1 goes on to play a card.", {"seat": 0})
    ]


LC_DECK = (CAP0, SNIPE0, GOAL0, R0S, r(0, "enforcer-1-helmet"))
LC_EFFECTS = (
    Effect("icing-hand", 0, "stoppage"),
    Effect("x", 1, "line-change"),
    Effect("icing-hand", 1, "stoppage"),
    Effect("k", 0, "game"),
)


def test_a_line_change_fills_to_five_then_one_switch_ends_the_turn():
    """Phase 1: Line Change (O16): draw up to five, one switch, the turn is over; from the defensive zone
    the opponent gains +1; it ends the Icing hand limit and line-change effects (O8)."""
    state = official(
        hands=((R0,), (K0,)),
        phase=START,
        puck="w3",
        control=1,
        bonus=(0, 1),
        decks=(LC_DECK, None),
        effects=LC_EFFECTS,
    )
    new, events = run(fl.line_change, state, 0)
    assert log(events)[:3] == [
        (
            "line-change-bonus",
            "Player 1 changes lines in the defensive zone: Player 2's passing bonus rises to +2.",
            {"seat": 0},
        ),
        ("line-change", "Player 1 changes lines.", {"seat": 0}),
        ("draw", "Player 1 draws 4 cards.", {"seat": 0, "count": 4}),
    ]
    assert new.bonus == (0, 2) and new.effects == (LC_EFFECTS[2], LC_EFFECTS[3])
    assert new.hands[0] == (R0,) + LC_DECK[:4] and new.phase == START
    assert new.placing == (0, "line-change", ()) and new.ready == (False, True) and new.swaps == (0, 0)
    bench = new.benches[0][0]
    done, events = run(fl.line_swap, new, 0, R0, bench)
    assert done.turn == 1 and done.placing is None and done.ready == (False, False) and bench in done.hands[0]
    swapped, _ = run(fl.line_change, evolve(state, swaps=(2, 2)), 0)
    assert swapped.swaps == (0, 2)
    east = official(hands=((R0,), (K0,)), phase=START, puck="e3", control=0, bonus=(1, 0), turn=1)
    theirs, events = run(fl.line_change, east, 1)
    assert theirs.bonus == (2, 0) and log(events)[0][1] == (
        "Player 2 changes lines in the defensive zone: Player 1's passing bonus rises to +2."
    )
    back, _ = run(fl.line_swap, theirs, 1, K0, theirs.benches[1][0])
    assert back.turn == 0 and back.phase == START
    neutral, events = run(fl.line_change, evolve(state, puck="c9"), 0)
    assert neutral.bonus == (0, 1) and "line-change-bonus" not in kinds(events)
    benchless, _ = run(fl.line_change, evolve(state, benches=((), state.benches[1])), 0)
    assert benchless.turn == 1 and benchless.placing is None
    finished, events = run(fl.bench_done, evolve(new, phase=START), 0)
    assert finished.turn == 1 and kinds(events)[0] == "bench-done"
    _empty_other, events = run(fl.bench_done, evolve(new, phase=START, hands=(new.hands[0], ())), 0)
    assert kinds(events)[:2] == ["bench-done", "empty-hand"]


def test_the_goalie_switches_keep_the_turn_going():
    """Pull/Replace Goalie (O15): two switches in Phase 1, then the turn goes on."""
    state = official(
        hands=((R0, R0S), (K0,)), phase=START, placing=(0, "goalie", ()), ready=(False, True), swaps=(0, 0)
    )
    bench = state.benches[0]
    one, _ = run(fl.line_swap, state, 0, R0, bench[0])
    assert one.placing == (0, "goalie", ()) and one.swaps == (1, 0) and not one.ready[0]
    two, _ = run(fl.line_swap, one, 0, R0S, bench[1])
    assert two.placing is None and two.turn == 0 and two.swaps == (0, 0) and two.phase == START
    assert two.ready == (False, False)
    delay = evolve(state, placing=(0, "delay", ()))
    again, _ = run(fl.line_swap, delay, 0, R0, bench[0])
    assert again.placing == (0, "delay", ())
    done, _ = run(fl.line_swap, again, 0, R0S, bench[1])
    assert done.turn == 0 and done.placing is None and done.phase == START
    plain = fl.end_line_change(T, evolve(state, placing=None), [])
    assert plain.turn == 1


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
    nxt, _ = run(fl.line_swap, over, 1, K0, state.benches[1][0])
    assert nxt.turn == 0 and nxt.placing == (0, "pp-over-2", ()) and nxt.phase == START
    assert nxt.ready == (False, False)
    alone = evolve(over, benches=((), state.benches[1]))
    back, _ = run(fl.line_swap, alone, 1, K0, state.benches[1][0])
    assert back.turn == 1 and back.placing is None
    last = evolve(state, turn=0, placing=(0, "pp-over-2", ()))
    ended, _ = run(fl.line_swap, last, 0, R0, state.benches[0][0])
    assert ended.turn == 1 and ended.placing is None
    last1 = evolve(state, turn=1, placing=(1, "pp-over-2", ()))
    ended1, _ = run(fl.line_swap, last1, 1, K0, state.benches[1][0])
    assert ended1.turn == 0
    over1 = evolve(state, turn=1, placing=(1, "pp-over", ()), benches=(state.benches[0], state.benches[1]))
    nxt1, _ = run(fl.line_swap, over1, 1, K0, state.benches[1][0])
    assert nxt1.turn == 0 and nxt1.placing == (0, "pp-over-2", ())


def test_pulling_and_replacing_the_goalie():
    """Pull/Replace Goalie (O15): before a face-off it is out at once with two more switches; in Phase 1
    it leaves at the next Phase 1; putting it back is immediate."""
    stop = official(
        hands=((R0,), (K0,)),
        phase=STOPPAGE,
        stoppage=Stoppage("goal", "center", 0),
        swaps=(1, 0),
        ready=(True, True),
        goals=(1, 0),
        momentum=(CAP1,),
    )
    out, events = run(fl.pull_goalie, stop, 0)
    assert log(events) == [("pull-goalie", "Player 1 pulls the goalie for an extra attacker.", {"seat": 0})]
    assert out.goalie_pulled == (True, False) and out.swaps == (-1, 0) and out.ready == (False, True)
    assert out.hands[0] == (R0,) and out.momentum == (CAP1,)
    losing, events = run(fl.pull_goalie, evolve(stop, goals=(0, 1)), 0)
    assert losing.extras[0] == (CAP1,) and kinds(events) == ["pull-goalie", "goalie-momentum", "momentum-own"]
    later, events = run(fl.pull_goalie, official(hands=((R0,), (K0,)), phase=START), 0)
    assert log(events) == [
        ("pull-goalie", "Player 1 will pull the goalie at the start of the next turn.", {"seat": 0})
    ]
    assert later.effects == (Effect("goalie-pulling", 0, "stoppage"),) and later.phase == PLAY
    assert later.goalie_pulled == (False, False)
    pulled = official(
        hands=((R0,), (K0,)),
        phase=START,
        goalie_pulled=(True, True),
        effects=(Effect("goalie-pulling", 0, "stoppage"), Effect("goalie-pulling", 1, "stoppage")),
    )
    back, events = run(fl.replace_goalie, pulled, 0)
    assert log(events) == [("replace-goalie", "Player 1 puts the goalie back in net.", {"seat": 0})]
    assert back.goalie_pulled == (False, True) and back.effects == (Effect("goalie-pulling", 1, "stoppage"),)
    assert back.phase == START
    spent, _ = run(fl.replace_goalie, evolve(pulled, token_used=True), 0)
    assert spent.phase == PLAY  # a token spent: nothing else to choose


def test_the_losing_sides_momentum_card_comes_once_and_again_after_each_goal():
    """O15: once when the goalie goes out while losing, then again after every goal while still losing."""
    base = official(hands=((R0,), (K0,)), phase=START, goals=(0, 1), momentum=(CAP1, SNIPE0))
    first = fl.goalie_out(T, base, 0, [])
    assert first.extras[0] == (CAP1,) and first.pull_draws == (2, 0)
    same = fl.goalie_out(T, evolve(base, pull_draws=(2, 0)), 0, [])
    assert same.extras[0] == () and same.momentum == (CAP1, SNIPE0)
    later = fl.goalie_out(T, evolve(base, pull_draws=(2, 0), goals=(1, 2)), 0, [])
    assert later.extras[0] == (CAP1,) and later.pull_draws == (4, 0)
    level = fl.goalie_out(T, evolve(base, goals=(1, 1)), 0, [])
    assert level.extras[0] == ()
    mixed = (
        Effect("goalie-pulling", 1, "stoppage"),
        Effect("other", 0, "stoppage"),
        Effect("goalie-pulling", 0, "x"),
    )
    kept = fl.goalie_out(T, evolve(base, effects=mixed), 0, [])
    assert kept.effects == mixed[:2]
    dry = fl.goalie_out(T, evolve(base, momentum=()), 0, [])
    assert dry.extras[0] == () and dry.goalie_pulled == (True, False)
    seat1 = fl.goalie_out(T, evolve(base, goals=(3, 0)), 1, [])
    assert seat1.extras[1] == (CAP1,) and seat1.pull_draws == (0, 4)
    reset = fl.goalie_out(T, evolve(base, swaps=(2, 2), ready=(True, True), goals=(0, 0)), 0, [])
    assert reset.swaps == (0, 2) and reset.ready == (False, True) and reset.placing == (0, "goalie", ())
    benchless = fl.goalie_out(T, evolve(base, benches=((), base.benches[1]), goals=(0, 0)), 0, [])
    assert benchless.placing is None and benchless.ready == (True, True)
    handless = fl.goalie_out(T, evolve(base, hands=((), (K0,)), goals=(0, 0)), 0, [])
    assert handless.placing is None


# ----- Phase 2: playing a card (Special Card Plays; How to Score a Goal; O8, O12, O19) ---------------
def test_combo_finds_doubles_runs_and_triples_from_the_top_card():
    """Special Card Plays: Doubles (two alike), Runs (three numbers in sequence, any order, O19), Triples
    (three alike, not from challenge cards)."""
    e1, d2, d3 = r(1, "enforcer-1-skate"), r(0, "shutdown-defender-2-helmet"), r(1, "grinder-3-skate")
    combo = fl._combo
    none = frozenset()
    assert combo(T, (R0,), none) == (False, False, False)
    assert combo(T, (R0, K0), none) == (True, False, False)
    assert combo(T, (R0, CAP1), none) == (False, False, False)
    assert combo(T, (R0, e1, d2), none) == (False, True, False)
    assert combo(T, (CAP1, r(0, "sniper-7-helmet"), r(1, "power-forward-6-skate")), none) == (
        False,
        True,
        False,
    )
    assert combo(T, (R0, e1, d3), none) == (False, False, False)  # 0, 1, 3
    assert combo(T, (R0, d2, d3), none) == (False, False, False)  # 0, 2, 3
    assert combo(T, (CAP0, R0, e1), none) == (False, False, False)  # the Run must be the last three
    assert combo(T, (R0, K0, R0S), none) == (True, False, True)
    assert combo(T, (R0, K0, R0S), frozenset({K0})) == (True, False, False)
    assert combo(T, (CAP0, R0, K0, R0S), none) == (True, False, True)
    assert combo(T, (GOAL0, GOAL1, r(0, "goal-helmet")), none) == (True, False, True)
    assert combo(T, (r(0, "goalie-g-helmet"), R0, e1), none) == (False, False, False)
    assert combo(T, (R0, CAP1, K0), none) == (False, False, False)


def test_playing_a_card_sets_doubles_and_the_free_shot_and_logs_the_tag():
    """Phase 2 / +3 Bonus: the Shoot for free on any card; the play names Doubles, a Run or Triples."""
    state = official(
        hands=((R0,), (K0,)),
        bonus=(3, 0),
        puck="e3",
        play=(K1,),
        colors_used=("red",),
        special_used=True,
        action_used=True,
        extras=((R0,), ()),
    )
    new, events = run(fl.play_card, state, 0, R0)
    assert log(events)[0] == (
        "play",
        "Player 1 plays Rookie 0 (helmet): Doubles!",
        {"seat": 0, "card": R0, "doubles": True, "run": False, "triple": False},
    )
    assert events[0].irreversible
    assert new.doubles and not new.run and new.free_shot and new.phase == USE and new.play == (K1, R0)
    assert new.hands[0] == () and new.extras[0] == () and new.colors_used == () and not new.action_used
    two, _ = run(fl.play_card, evolve(state, bonus=(2, 0), play=()), 0, R0)
    assert not two.free_shot and not two.doubles
    ran, events = run(
        fl.play_card,
        evolve(state, play=(r(1, "enforcer-1-skate"), r(0, "shutdown-defender-2-helmet")), bonus=(0, 0)),
        0,
        r(0, "grinder-3-helmet"),
    )
    assert log(events)[0][1] == "Player 1 plays Grinder 3 (helmet): a Run!" and ran.run
    _plain, events = run(fl.play_card, evolve(state, play=(), bonus=(0, 0)), 0, R0)
    assert log(events)[0][1] == "Player 1 plays Rookie 0 (helmet)."


def test_the_shot_card_is_laid_and_a_triple_shot_card_is_icing():
    """How to Score a Goal: the opponent's next card is the Shot Card; a Triple as the Shot Card is Icing."""
    state = official(hands=((CAP0,), (K0,)), play=(SNIPE0,), shot=1, stage=SHOT_CARD, control=1, puck="w3")
    new, events = run(fl.play_card, state, 0, CAP0)
    assert log(events)[1] == (
        "shot-card",
        ("Captain 8 (helmet) is the Shot Card: Player 2 may now try to score on it."),
        {"seat": 0, "card": CAP0},
    )
    assert new.stage == SCORE and new.shot == 1
    iced = official(hands=((R0S,), (K0,)), play=(R0, K0), shot=1, stage=SHOT_CARD, control=1, puck="e3")
    stopped, events = run(fl.play_card, iced, 0, R0S)
    assert stopped.stoppage == Stoppage("icing", "west-end", 1, 0) and stopped.ready == (True, False)
    own = official(hands=((CAP0,), (K0,)), play=(SNIPE0,), shot=0, stage=SHOT_CARD, control=0, puck="e3")
    _mine, events = run(fl.play_card, own, 0, CAP0)
    assert "shot-card" not in kinds(events) and "rebound" not in kinds(events)


def test_a_card_one_higher_than_the_shot_card_is_a_rebound():
    """Check for Rebound: the shooter keeps the puck and shoots again; a new Shot Card is owed (O12)."""
    state = official(
        hands=((r(0, "playmaker-5-helmet"), R0), (K0,)),
        play=(SNIPE0, SOG1),
        puck="e3",
        control=1,
        shot=0,
        stage=SCORE,
        shot_from=0,
    )
    new, events = run(fl.play_card, state, 0, r(0, "playmaker-5-helmet"))
    assert log(events)[1] == (
        "rebound",
        (
            "Rebound! Playmaker 5 (helmet) is one higher than the Shot Card: Player 1 "
            "keeps the puck and shoots again; Player 2 owes another Shot Card."
        ),
        {"seat": 0},
    )
    assert (new.stage, new.shot_from, new.control, new.action_used) == (SHOT_CARD, 2, 0, True)
    two_up, events = run(fl.play_card, state, 0, R0)
    assert "rebound" not in kinds(events) and two_up.shot is None and "no-goal" in kinds(events)
    goal, events = run(fl.play_card, evolve(state, hands=((GOAL0,), (K0,))), 0, GOAL0)
    assert goal.stage == SCORE and goal.phase == USE and "no-goal" not in kinds(events)
    five = r(0, "score-5-helmet")
    plain_score, events = run(
        fl.play_card, evolve(state, hands=((five,), (K0,)), play=(SNIPE0, CAP1)), 0, five
    )
    assert plain_score.stage == SCORE and "no-goal" not in kinds(events)
    _equal, events = run(
        fl.play_card,
        evolve(state, hands=((r(0, "two-way-forward-4-helmet"),), (K0,))),
        0,
        r(0, "two-way-forward-4-helmet"),
    )
    assert "rebound" not in kinds(events)
    bad_shot = evolve(state, play=(SNIPE0, GOAL1), hands=((R0,), (K0,)))
    _none_num, events = run(fl.play_card, bad_shot, 0, R0)
    assert "rebound" not in kinds(events)
    waiting = evolve(state, stage=SAVE, turn=1, hands=((R0,), (K0,)), play=(SNIPE0, SOG1, GOAL0))
    owed, events = run(fl.play_card, waiting, 1, K0)
    assert owed.phase == USE and owed.turn == 1 and owed.stage == SAVE


def test_triples_call_icing_behind_center_and_offside_beyond():
    """O8: against the side with the puck (the Triple's player if nobody has it): Icing in its own half
    (defensive zone or its side of the neutral zone), otherwise Offside at its blue line."""

    def call(puck, control, seat=0):
        state = official(hands=((R0,), (K0,)), puck=puck, control=control, hand_max=(8, 8))
        return fl._triple_call(T, state, seat, [])

    for puck, control, seat, reason, place, chooser, offender in (
        ("w3", 0, 0, "icing", "west-end", 1, 0),
        ("nw9", 0, 0, "icing", "west-end", 1, 0),
        ("c9", 0, 0, "offside", "west-neutral", 1, 0),
        ("ne9", 0, 0, "offside", "west-neutral", 1, 0),
        ("ne9", 1, 0, "icing", "east-end", 0, 1),
        ("nw9", 1, 0, "offside", "east-neutral", 0, 1),
        ("e3", None, 1, "icing", "east-end", 0, 1),
        ("w3", None, 1, "offside", "east-neutral", 0, 1),
    ):
        stopped = call(puck, control, seat)
        assert stopped.stoppage.reason == reason and stopped.stoppage.place == place
        assert stopped.stoppage.chooser == chooser
        assert stopped.stoppage.no_bench == (offender if reason == "icing" else None)
        assert [e.seat for e in stopped.effects if e.kind == "icing-hand"] == (
            [offender] if reason == "icing" else []
        )
    assert (
        fl._behind_center(T, "w3", 0) and fl._behind_center(T, "nw9", 0) and not fl._behind_center(T, "c9", 0)
    )
    assert (
        fl._behind_center(T, "ne9", 1)
        and not fl._behind_center(T, "nw9", 1)
        and fl._behind_center(T, "e7", 1)
    )


def test_offside_draws_the_offender_to_five_then_restores_the_limit():
    """Offside: the offender's stoppage draw is to at most five; the limit comes back after (O8)."""
    state = official(hands=((CAP0,), ()), control=0, puck="e3", hand_max=(8, 8), decks=(LOW0, LOW1))
    new, events = run(fl.offside, state, 0)
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
    late, _ = run(fl.offside, evolve(state, final_minute=True, hand_max=(3, 3)), 0)
    assert late.hand_max == (3, 3)
    other, _ = run(fl.offside, state, 1)
    assert other.stoppage == Stoppage("offside", "east-neutral", 0)
    assert (len(other.hands[0]), len(other.hands[1])) == (6, 5)


# ----- Phase 3: moves and shots (How to Score a Goal; O12) ------------------------------------------
BC0 = r(0, "body-check-3-helmet")


def used(**fields):
    base = {"hands": ((R0,), (K0,)), "play": (BC0,), "phase": USE, "puck": "e3", "control": 0}
    base.update(fields)
    return official(**base)


def test_a_pass_in_the_offensive_zone_raises_the_bonus_and_leaving_it_clears_it():
    """How to Score a Goal: +1 per pass wholly in the offensive zone, at most +3 (+4 on a power play);
    the bonus resets when the puck leaves the zone (O12)."""
    new, events = run(fl.move, used(bonus=(1, 2)), "e1")
    assert log(events) == [
        (
            "move",
            "Player 1 moves the puck from east end, high slot (3) to east end, north circle (1).",
            {"seat": 0, "from": "e3", "to": "e1"},
        ),
        (
            "passing-bonus",
            "A pass in the offensive zone: Player 1's passing bonus is +2.",
            {"seat": 0, "bonus": 2},
        ),
    ]
    assert new.bonus == (2, 0) and new.puck == "e1" and new.control == 0 and new.action_used
    assert new.effects == (Effect("path", 0, "stoppage", "e3>e1!", BC0),)
    maxed, events = run(fl.move, used(bonus=(3, 0)), "e1")
    assert maxed.bonus == (3, 0) and "passing-bonus" not in kinds(events)
    out, _ = run(fl.move, used(bonus=(2, 0)), "ne9")
    assert out.bonus == (0, 0)
    entering, _ = run(fl.move, used(puck="ne9", bonus=(0, 0)), "e8")
    assert entering.bonus == (0, 0)
    theirs = fl._bonus_after_move(T, used(bonus=(0, 2), puck="w3", control=1), 0, "w3", "w1", [])
    assert theirs.bonus == (0, 2)
    not_mine = fl._bonus_after_move(T, used(bonus=(1, 0), control=1), 0, "e3", "e1", [])
    assert not_mine.bonus == (1, 0)
    seat1 = fl._bonus_after_move(T, used(bonus=(1, 1), control=1, puck="w3"), 1, "w3", "w1", [])
    assert seat1.bonus == (0, 2)


def test_the_free_move_of_an_uncontested_win_is_spent_first():
    """Uncontested Bonus: a free Move beside the card's own action."""
    free, events = run(fl.move, used(puck="c9", control=1, free_move=True, action_used=True), "ne9")
    assert log(events)[0] == (
        "move",
        (
            "Player 1 moves the puck from center ice (9) to neutral zone by the east blue "
            "line (9) (the free Move)."
        ),
        {"seat": 0, "from": "c9", "to": "ne9"},
    )
    assert free.free_move is False and free.action_used and free.control == 0
    first, events = run(
        fl.move, used(puck="c9", free_move=True, challenge=Challenge(ch.FACEOFF, 0, "c9")), "ne9"
    )
    assert (
        not log(events)[0][1].endswith("(the free Move).") and not first.free_move and not first.action_used
    )
    _own, events = run(fl.move, used(puck="c9", free_move=True), "ne9")
    assert log(events)[0][1].endswith("(the free Move).")


def test_body_check_takes_the_puck():
    new, events = run(fl.body_check, used(puck="c9", control=1))
    assert log(events) == [
        (
            "body-check",
            "Player 1 body-checks and takes the puck in center ice (9).",
            {"seat": 0, "area": "c9"},
        )
    ]
    assert new.control == 0 and new.action_used


def test_shoot_on_net_and_the_free_shoot_of_the_plus_three_bonus():
    """How to Score a Goal: Shoot / On-Net make the opponent's next card the Shot Card; +3: a free Shoot."""
    new, events = run(fl.shoot, used(), "shoot")
    assert log(events) == [
        (
            "shoot",
            ("Player 1 shoots from east end, high slot (3)! Player 2's next card is the Shot Card."),
            {"seat": 0, "area": "e3", "kind": "shoot"},
        )
    ]
    assert (new.shot, new.stage, new.shot_from, new.action_used, new.free_shot) == (
        0,
        SHOT_CARD,
        0,
        True,
        False,
    )
    free, events = run(fl.shoot, used(free_shot=True, play=(R0S, BC0)), "shoot")
    assert log(events)[0][1] == (f"Player 1 shoots from {T.area_name[free.puck]} (free with the +3 passing bonus)! "
                                 "Player 2's next card is the Shot Card.")
    assert not free.action_used and free.free_shot is False and free.shot_from == 1
    printed, events = run(fl.shoot, used(free_shot=True, play=(SNIPE0,)), "shoot")
    assert "(free" not in log(events)[0][1] and printed.action_used and printed.free_shot is False
    spent, events = run(fl.shoot, used(free_shot=True, action_used=True), "shoot")
    assert "(free" in log(events)[0][1] and spent.action_used
    on_net, events = run(fl.shoot, used(free_shot=True, bonus=(1, 0)), "on-net")
    assert log(events)[0][1].startswith("Player 1 takes a shot on net from east end")
    assert "(free" not in log(events)[0][1] and on_net.action_used and not on_net.free_shot
    wrist = r(0, "wrist-shot-6-helmet")
    timer, events = run(fl.shoot, used(play=(wrist,)), "shoot")
    assert log(events)[1] == (
        "special",
        "One Timer: the scoring area may shift by 1 either way.",
        {"seat": 0, "special": "one-timer", "card": wrist},
    )
    assert timer.effects == (Effect("shot-reach", 0, "stoppage", "1", wrist),)
    any_, events = run(fl.any_shot, used(play=(CAP0, BC0), puck="w3"))
    assert log(events) == [
        (
            "shoot",
            (
                "Player 1 shoots at the empty net from west end, high slot (3)! Player 2's "
                "next card is the Shot Card."
            ),
            {"seat": 0, "area": "w3", "kind": "any-shot"},
        )
    ]
    assert (any_.shot, any_.stage, any_.shot_from, any_.special_used) == (0, SHOT_CARD, 1, True)


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


def test_score_save_tip_and_the_goal():
    """How to Score a Goal: Score, then one chance to Save; a Save stops play at the nearest dot with the
    saver choosing the side; Tip ignores the Shot Card (O20)."""
    state = used(play=(SNIPE0, SOG1, GOAL0), shot=0, stage=SCORE)
    tried, events = run(fl.score, state)
    assert log(events) == [
        ("score-attempt", "Player 1 tries to score! Player 2 has one chance to save.", {"seat": 0})
    ]
    assert tried.stage == SAVE and tried.action_used
    saved, events = run(fl.save, evolve(tried, turn=1, play=tried.play + (SAVE1,), action_used=False))
    assert log(events)[0] == ("save", "Player 2 saves! Play stops.", {"seat": 1})
    assert saved.stoppage == Stoppage("save", "east-end", 1) and saved.play == ()
    tipped, events = run(fl.tip, used(play=(SNIPE0, CAP1, r(0, "tip-in-5-helmet")), shot=0, stage=SCORE))
    assert log(events)[0] == (
        "tip",
        ("Player 1 tips it: Captain 8 (skate) is ignored and Player 2 owes a new Shot Card."),
        {"seat": 0},
    )
    assert tipped.play == (SNIPE0,) and tipped.stage == SHOT_CARD and tipped.turn == 1
    assert tipped.discards == ((r(0, "tip-in-5-helmet"),), (CAP1,))


def test_a_goal_goes_to_the_score_pile_and_overtime_is_sudden_death():
    """Goal Scored: the Shot Card and Score card to the scorer's pile, a center face-off chosen by the side
    scored on; overtime is sudden death (O14); a Cancelled card's goal is called back (O20)."""
    state = used(play=(SNIPE0, SOG1, GOAL0), shot=0, stage=SAVE, turn=1, scored=((CAP0,), ()), goals=(1, 0))
    new, events = run(fl.concede, state)
    assert log(events)[:2] == [
        ("no-save", "Player 2 has no save.", {"seat": 1}),
        (
            "goal",
            (
                "GOAL! Player 1 scores with Goal (stick) on the Shot Card Shot on Goal 4 (glove) (Player 1 2, "
                "Player 2 0)."
            ),
            {"seat": 0, "cards": (SOG1, GOAL0), "goals": (2, 0)},
        ),
    ]
    assert new.goals == (2, 0) and new.scored == ((CAP0, SOG1, GOAL0), ())
    assert new.stoppage == Stoppage("goal", "center", 1) and new.discards == ((SNIPE0,), ())
    theirs = official(
        hands=((R0,), (K0,)),
        play=(CAP1, r(0, "shot-on-goal-4-helmet"), GOAL1),
        phase=USE,
        shot=1,
        stage=SAVE,
        turn=0,
        puck="w3",
        control=1,
    )
    scored, events = run(fl.concede, theirs)
    assert log(events)[0] == ("no-save", "Player 1 has no save.", {"seat": 0})
    assert scored.goals == (0, 1) and scored.stoppage == Stoppage("goal", "center", 0)
    back1, _ = run(fl.concede, evolve(theirs, effects=(Effect("cancelled", 1, "game", card=GOAL1),)))
    assert back1.stoppage == Stoppage("called-back", "west-end", 0)
    ot, events = run(fl.concede, evolve(state, overtime=1))
    assert ot.phase == OVER and ot.winners == (0,) and "stoppage" not in kinds(events)
    for cancelled in (GOAL0, SOG1):
        off = evolve(state, effects=(Effect("cancelled", 0, "game", card=cancelled),))
        back, events = run(fl.concede, off)
        assert log(events)[1] == (
            "called-back",
            (
                "The goal is called back: a Cancelled card cannot score (Goal "
                "(stick) on Shot on Goal 4 (glove))."
            ),
            {"seat": 0},
        )
        assert back.goals == (1, 0) and back.stoppage == Stoppage("called-back", "east-end", 1)
    other = evolve(state, effects=(Effect("cancelled", 0, "game", card=SNIPE0),))
    fine, _ = run(fl.concede, other)
    assert fine.goals == (2, 0)


def miss(play, shooter=0, shot_from=0, bonus=(0, 0), effects=(), **fields):
    state = official(
        hands=((R0S,), (K1,)),
        play=play,
        phase=USE,
        shot=shooter,
        stage=SCORE,
        shot_from=shot_from,
        puck="e3" if shooter == 0 else "w3",
        control=shooter,
        bonus=bonus,
        effects=effects,
        turn=shooter,
        **fields,
    )
    return run(fl.no_goal, state)


def test_no_goal_puts_the_puck_on_the_last_player_number_and_compares_the_cards():
    """No Goal: the area of the last Player card's number in the shot (7 if none); a Shot Card at least as
    strong as the shooting card gives the defender the puck."""
    new, events = miss((SNIPE0, SOG1, R0))
    assert log(events) == [
        (
            "no-goal",
            "No score on the Shot Card: the puck goes to area 0 and Player 1 has it.",
            {"area": 0, "control": 0},
        )
    ]
    assert (new.shot, new.stage, new.shot_from, new.control, new.puck) == (None, None, 0, 0, "e0")
    assert new.phase == USE
    new, _ = miss((SNIPE0, CAP1, GOAL0))
    assert (new.puck, new.control) == ("e8", 1)
    new, events = miss((BC0, SOG1, GOAL0))
    assert (new.puck, new.control) == ("e7", 1) and log(events)[0][2] == {"area": 7, "control": 1}
    new, _ = miss((r(0, "shot-on-goal-4-helmet"), SOG1, GOAL0))
    assert new.control == 1  # a tie goes to the defender
    new, _ = miss((CAP1, SNIPE0, SOG1, GOAL0), shot_from=1)
    assert (new.puck, new.control, new.shot_from) == ("e7", 0, 0)
    new, _ = miss((CAP1, r(0, "goalie-g-helmet"), SOG1, GOAL0), shot_from=1)
    assert new.puck == "e7"  # a Goalie has no number
    new, _ = miss((r(1, "sniper-7-skate"), r(0, "two-way-forward-4-helmet"), K0), shooter=1)
    assert (new.puck, new.control) == ("w0", 1)


def test_the_plus_two_bonus_lets_the_shooter_shift_the_no_goal_area():
    """+2 Bonus: the area number may move by one (+4 on a power play: by two), within 0-8 (O12)."""
    new, _ = miss((SNIPE0, SOG1, r(0, "grinder-3-helmet")), bonus=(2, 0))
    assert new.phase == PLACE and new.placing == (0, "no-goal", ("e2", "e3", "e4"))
    three, _ = miss((SNIPE0, SOG1, r(0, "grinder-3-helmet")), bonus=(3, 0))
    assert three.placing == (0, "no-goal", ("e2", "e3", "e4"))
    four, _ = miss((SNIPE0, SOG1, r(0, "grinder-3-helmet")), bonus=(4, 0))
    assert four.placing == (0, "no-goal", ("e1", "e2", "e3", "e4", "e5"))
    west, _ = miss(
        (r(1, "sniper-7-skate"), r(0, "shot-on-goal-4-helmet"), r(1, "grinder-3-skate")),
        shooter=1,
        bonus=(0, 2),
    )
    assert west.placing == (1, "no-goal", ("w2", "w3", "w4"))
    low, _ = miss((SNIPE0, SOG1, R0), bonus=(2, 0))
    assert low.placing == (0, "no-goal", ("e0", "e1"))
    high, _ = miss((SNIPE0, SOG1, CAP0), bonus=(2, 0))
    assert high.placing == (0, "no-goal", ("e7", "e8"))
    one, _ = miss((SNIPE0, SOG1, R0), bonus=(1, 0))
    assert one.phase == USE and one.placing is None
    other, _ = miss((SNIPE0, SOG1, R0), bonus=(0, 2))
    assert other.placing is None
    placed, events = run(fl.place, four, 0, "e5")
    assert log(events) == [
        (
            "place",
            "Player 1 places the puck in east end, north side of the net (5).",
            {"seat": 0, "area": "e5", "why": "no-goal"},
        )
    ]
    assert placed.phase == USE and placed.puck == "e5" and placed.placing is None


def test_no_goal_reads_number_shifts_any_shot_origins_and_shot_reach():
    """O116: a shifted number moves the area (within 0-8); Any Shot from behind center misses as Icing;
    One Timer's reach lets the shooter move the area without a bonus."""
    grinder = r(0, "grinder-3-helmet")
    play = (SNIPE0, SOG1, grinder)
    new, _ = miss(play, effects=(Effect("number-shift", 0, "stoppage", "2", grinder),))
    assert new.puck == "e5"
    new, _ = miss(play, effects=(Effect("number-shift", 0, "stoppage", "9", grinder),))
    assert new.puck == "e8"
    new, _ = miss(play, effects=(Effect("number-shift", 0, "stoppage", "-5", grinder),))
    assert new.puck == "e0"
    iced, events = miss(play, effects=(Effect("any-shot", 0, "stoppage", "w3", SNIPE0),))
    assert log(events)[0] == (
        "any-shot-icing",
        "Player 1's Any Shot from behind center misses: Icing.",
        {"seat": 0},
    )
    assert iced.stoppage == Stoppage("icing", "west-end", 1, 0)
    assert Effect("icing-hand", 0, "stoppage", "Icing: a hand of at most five") in iced.effects
    far, _ = miss(play, effects=(Effect("any-shot", 0, "stoppage", "c9", SNIPE0),))
    assert far.puck == "e3" and far.stoppage is None
    reach, _ = miss(play, effects=(Effect("shot-reach", 0, "stoppage", "1", SNIPE0),))
    assert reach.placing == (0, "no-goal", ("e2", "e3", "e4"))
    both, _ = miss(play, bonus=(2, 0), effects=(Effect("shot-reach", 0, "stoppage", "1", SNIPE0),))
    assert both.placing == (0, "no-goal", ("e1", "e2", "e3", "e4", "e5"))


def test_dumps_and_grinds_open_their_challenges():
    """Dump In / Dump Out (O18): a Dump Out goes to the closest area 9; from behind the own net a dump or
    Grind is Delay of Game; O73: a yellow card's Grind is its Yellow ability."""
    state = official(
        hands=((R0,), (K0,)), play=(r(0, "dump-and-chase-1-stick"),), phase=USE, puck="w3", control=0
    )
    out, events = run(fl.dump, state, ch.DUMP_OUT, "")
    assert log(events) == [
        (
            "dump",
            (
                "Player 1 starts a Dump Out Challenge: the puck goes to neutral zone by the "
                "west blue line (9)."
            ),
            {"seat": 0, "kind": ch.DUMP_OUT, "target": "nw9", "special": "dump-in"},
        )
    ]
    assert out.challenge == Challenge(ch.DUMP_OUT, 0, "w3", "nw9") and out.puck == "nw9" and out.special_used
    assert out.phase == CHALLENGE and not out.calls
    east, _ = run(fl.dump, evolve(state, turn=1, control=1, puck="e3"), ch.DUMP_OUT, "")
    assert east.challenge.target == "ne9"
    dump_in, _ = run(fl.dump, evolve(state, puck="ne9"), ch.DUMP_IN, "e4")
    assert dump_in.challenge == Challenge(ch.DUMP_IN, 0, "ne9", "e4") and dump_in.puck == "e4"
    corner, events = run(fl.dump, evolve(state, puck="w5"), ch.DUMP_OUT, "")
    assert [c.name for c in corner.calls] == ["Delay of Game"]
    assert corner.calls[0].why == "A dump started from behind the net"
    grinding = official(
        hands=((R0,), (K0,)),
        play=(r(0, "grinder-3-helmet"),),
        phase=USE,
        puck="e3",
        control=1,
        colors_used=("red",),
    )
    g, events = run(fl.grind, grinding)
    assert log(events)[0] == ("grind", "Player 1 starts a Grind Challenge.", {"seat": 0})
    assert g.colors_used == ("red", "grind", "yellow") and g.ability_used
    assert g.challenge == Challenge(ch.GRIND, 0, "e3", "e3") and not g.calls
    alone, events = run(fl.grind, evolve(grinding, hands=((R0,), ())))
    assert kinds(events) == ["grind", "uncontested"] and alone.challenge.declined
    plain, _ = run(fl.grind, evolve(grinding, play=(CAP0,)))
    assert plain.colors_used == ("red", "grind")
    behind, _ = run(fl.grind, evolve(grinding, puck="w6", control=0))
    assert [(c.name, c.why) for c in behind.calls] == [
        ("Delay of Game", "A Grind started from behind the net")
    ]


# ----- Phase 4 and the turn's end (Phases of a Turn; Final Minute; O15) -----------------------------
def ending(**fields):
    base = {"hands": ((R0,), (K0,)), "play": (BC0,), "phase": USE}
    base.update(fields)
    return official(**base)


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


def test_no_phase_four_draw_in_the_final_minute_unless_the_goalie_is_out_and_the_other_holds_cards():
    """Final Minute (O15): no end-of-turn draws, except for a side with its goalie out while the other
    side still holds cards."""
    late = {"final_minute": True, "hand_max": (3, 3), "decks": ((CAP0, SNIPE0), None)}
    new, events = run(fl.end_use, ending(**late))
    assert kinds(events) == ["end-turn"] and new.hands[0] == (R0,)
    pulled, events = run(fl.end_use, ending(goalie_pulled=(True, False), **late))
    assert pulled.hands[0] == (R0, CAP0)
    alone, events = run(fl.end_use, ending(goalie_pulled=(True, False), **dict(late, hands=((R0,), ()))))
    assert alone.hands[0] == (R0,)
    _theirs, events = run(fl.end_use, ending(goalie_pulled=(False, True), **late))
    assert "draw" not in kinds(events)
    seat1 = dict(late, decks=(None, (K1, CAP1)), hands=((R0,), (K0,)))
    one, events = run(fl.end_use, ending(goalie_pulled=(False, True), turn=1, **seat1))
    assert one.hands[1] == (K0, K1)
    lone, events = run(
        fl.end_use, ending(goalie_pulled=(False, True), turn=1, **dict(seat1, hands=((), (K0,))))
    )
    assert lone.hands[1] == (K0,)


def test_no_phase_four_draw_during_a_power_play():
    """Power Play: no end-of-turn draws."""
    from tabletop.games.breakaway_ccg.penalties import MINOR, Served

    new, events = run(fl.end_use, ending(box=(Served(1, "Tripping", MINOR, 2),), decks=((CAP0,), None)))
    assert log(events)[1] == ("pp-no-draw", "No end-of-turn draw during a power play.", {"seat": 0})
    assert new.hands[0] == (R0,)


def test_a_waiting_regain_happens_at_the_end_of_the_other_sides_turn():
    """Part 3: Faceoff / Dump / Grind Challenge: the loser takes the puck when the opponent's turn ends."""
    spec = r(1, "fast-break-8-glove")
    state = ending(
        decks=((CAP0,), None), control=0, effects=(Effect("regain", 1, "stoppage", "faceoff", spec),)
    )
    new, events = run(fl.end_use, state)
    assert kinds(events)[:2] == ["end-turn", "special-regain"] and new.control == 1 and new.turn == 1


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


def test_auto_end_ends_a_turn_only_when_the_card_offers_nothing():
    cancelled = ending(effects=(Effect("cancelled", 0, "game", card=BC0),), decks=((CAP0,), None))
    done = fl.auto_end(T, cancelled, [])
    assert done.turn == 1
    live = ending()
    assert fl.auto_end(T, live, []) is live
    play = evolve(cancelled, phase=PLAY)
    assert fl.auto_end(T, play, []) is play


def test_after_a_challenge_the_winner_uses_the_card_or_takes_the_turn():
    """General Challenge Procedure: the winner may use the winning card, then takes a turn (O6)."""
    c = Challenge(ch.FACEOFF, 0, "c9", winner=0, uncontested=True, won_with=CAP0)
    state = official(
        hands=((R0,), (K0,)),
        play=(K1, CAP0),
        challenge=c,
        control=0,
        phase=PLACE,
        placing=(0, "faceoff", ("c9", "nw9")),
        colors_used=("x",),
        special_used=True,
    )
    new, events = run(fl.place, state, 0, "nw9")
    assert log(events) == [
        (
            "place",
            "Player 1 places the puck in neutral zone by the west blue line (9).",
            {"seat": 0, "area": "nw9", "why": "faceoff"},
        )
    ]
    assert (
        new.phase == USE
        and new.turn == 0
        and new.free_move
        and new.colors_used == ()
        and not new.special_used
    )
    assert new.challenge == c
    dirty = evolve(
        state,
        turn=1,
        ability_used=True,
        action_used=True,
        doubles=True,
        run=True,
        free_shot=True,
        special_used=True,
    )
    clean, _ = run(fl.place, dirty, 0, "nw9")
    assert clean.turn == 0 and clean.phase == USE and clean.special_used is False
    assert (clean.ability_used, clean.action_used, clean.doubles, clean.run, clean.free_shot) == (False,) * 5
    lost = evolve(state, control=1)
    nofree, _ = run(fl.place, lost, 0, "nw9")
    assert not nofree.free_move
    contested = evolve(state, challenge=evolve(c, uncontested=False))
    assert not run(fl.place, contested, 0, "nw9")[0].free_move
    cardless = evolve(state, challenge=evolve(c, won_with=None))
    begun, _ = run(fl.place, cardless, 0, "nw9")
    assert begun.challenge is None and begun.turn == 0 and begun.phase in (START, PLAY)
    moved = evolve(state, play=(CAP0, K1))
    assert run(fl.place, moved, 0, "nw9")[0].challenge is None
    bare = evolve(state, play=())
    assert run(fl.place, bare, 0, "nw9")[0].challenge is None
    dead = evolve(contested, effects=(Effect("cancelled", 0, "game", card=CAP0),))
    assert run(fl.place, dead, 0, "nw9")[0].challenge is None
    handless = evolve(dead, hands=((), (K0,)))
    skipped, events = run(fl.place, handless, 0, "nw9")
    assert "empty-hand" in kinds(events) and skipped.turn == 1
    for variant in (evolve(handless, challenge=evolve(c, won_with=None)), evolve(handless, play=(CAP0, K1))):
        assert "empty-hand" in kinds(run(fl.place, variant, 0, "nw9")[1])
    fresh = fl._owe_place(T, evolve(state, placing=None), 0, "dump", ("e3",), [])
    assert fresh.puck == "e3" and fresh.placing is None
    single = fl._owe_place(T, state, 0, "dump", ("e3",), [])
    assert single.puck == "e3" and single.placing is None
    many = fl._owe_place(T, state, 0, "dump", ["e3", "e4"], [])
    assert many.phase == PLACE and many.placing == (0, "dump", ("e3", "e4"))


# ----- periods and the end (Winning; Overtime; O13, O14) ------------------------------------------
def without(state, *cards):
    """``state`` with ``cards`` taken out of the decks (they lie elsewhere: aside, Momentum pile...)."""
    return evolve(state, decks=tuple(tuple(c for c in d if c not in cards) for d in state.decks))


def period_over(goals=(1, 1), **options):
    state = official(
        hands=((R0,), (K0,)),
        play=(BC0,),
        goals=goals,
        options=options,
        scored=((CAP0,), ()),
        effects=(Effect("g", 0, "game"), Effect("s", 0, "stoppage"), Effect("l", 1, "line-change")),
        extras=((R0,), ()),
        final_minute=True,
        hand_max=(3, 3),
        skip_start=(True, True),
    )
    state = evolve(
        without(state, CAP1, SNIPE0, SOG1, GOAL0, K1),
        picks=(None, CAP1),
        discards=((SNIPE0,), (SOG1,)),
        aside=(GOAL0,),
        momentum=(K1,),
    )
    return run(fl.end_period, state)


def test_between_periods_every_card_goes_back_and_a_new_period_starts():
    """Winning / O13: the cards in play, hands and discards shuffle back into their decks; hands of five;
    the Final Minute is over; Momentum pile, score piles and set-aside cards stay."""
    new, events = period_over(periods=2)
    assert log(events)[0] == (
        "period-end",
        "End of period 1: Player 1 1, Player 2 1.",
        {"period": 1, "goals": (1, 1)},
    )
    assert ("period", "Period 2 begins.", {"period": 2, "overtime": 0}) in log(events)
    shuffles = [e for e in events if e.kind == "shuffle"]
    assert [(e.text, e.data, e.chance, e.irreversible) for e in shuffles] == [
        ("Player 1 shuffles 60 cards into a new deck.", {"seat": 0}, True, True),  # less the scored and
        ("Player 2 shuffles 61 cards into a new deck.", {"seat": 1}, True, True),
    ]  # set-aside / Momentum
    assert new.period == 2 and new.overtime == 0 and not new.final_minute and new.hand_max == (8, 8)
    assert [len(h) for h in new.hands] == [5, 5] and new.extras == ((), ())
    assert new.skip_start == (False, False) and new.momentum == (K1,) and new.scored == ((CAP0,), ())
    assert new.effects == (Effect("g", 0, "game"),) and new.tokens == (1, 1)
    assert new.phase == STOPPAGE and new.stoppage == Stoppage("period-start", "center", 0)
    everything = (
        set(new.decks[0]) | set(new.decks[1]) | set(new.hands[0]) | set(new.hands[1]) | set(new.aside)
    )
    assert {R0, K0, BC0, CAP1, SNIPE0, SOG1, GOAL0} <= everything
    assert new.chance > 2


def test_gather_returns_every_loose_card_to_its_owner():
    state = official(
        hands=((R0, K1), (K0,)),
        play=(BC0, SOG1),
        shot=0,
        stage=SCORE,
        shot_from=1,
        placing=(0, "x", ()),
        last_reveal=(R0, K0),
        stoppage=Stoppage("goal", "center", 0),
        challenge=Challenge(ch.GRIND, 0, "e3"),
        effects=(Effect("g", 0, "game"), Effect("s", 0, "stoppage")),
        extras=((K1,), ()),
    )
    state = evolve(state, decks=((), ()), picks=(CAP0, None), discards=((SNIPE0,), (CAP1,)))
    new = fl._gather(T, state)
    assert new.decks == ((R0, SNIPE0, BC0, CAP0), (K1, K0, CAP1, SOG1))
    assert (new.hands, new.discards, new.play, new.picks, new.extras) == (
        ((), ()),
        ((), ()),
        (),
        (None, None),
        ((), ()),
    )
    assert (
        new.shot,
        new.stage,
        new.shot_from,
        new.challenge,
        new.placing,
        new.stoppage,
        new.last_reveal,
    ) == (None, None, 0, None, None, None, ())
    assert new.effects == (Effect("g", 0, "game"),)


def test_the_game_ends_after_the_last_period_with_a_leader_or_no_overtime():
    """Winning: more goals after the last period wins; O14: with overtime "none" a tie stands."""
    won, events = period_over(goals=(2, 1), periods=1)
    assert won.phase == OVER and won.winners == (0,) and "period" not in kinds(events)
    tie, _ = period_over(goals=(1, 1), periods=1, overtime="none")
    assert tie.phase == OVER and tie.winners == ()


def test_regular_season_overtime_deals_21_cards_and_hands_of_three_then_a_shootout():
    """Overtime, Regular Season (O14): a deck of 21, hands of three, the rest set aside; still tied, the
    shootout."""
    new, events = period_over(periods=1, overtime="regular-season")
    assert new.overtime == 1 and new.period == 1 and new.hand_max == (3, 3)
    assert [len(d) + len(h) for d, h in zip(new.decks, new.hands)] == [20, 20]  # one each revealed
    assert [len(h) for h in new.hands] == [3, 3]
    assert ("period", "Overtime begins.", {"period": 1, "overtime": 1}) in log(events)
    assert len(new.aside) == 1 + (60 - 21) + (61 - 21) + 2 and new.tokens == (0, 0)
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


# ----- where the flow hands over to penalties (O21-O31) ---------------------------------------------
def test_a_black_p_shot_card_is_a_penalty_stoppage_in_the_offenders_end():
    """Common Infractions 10 / How to Score a Goal: a Shot Card with a Black P ends the shot, a penalty."""
    slap = r(1, "slap-shot-8-glove")
    state = official(
        hands=((R0,), (slap,)), play=(SNIPE0,), shot=0, stage=SHOT_CARD, turn=1, puck="e3", control=0
    )
    new, events = run(fl.play_card, state, 1, slap)
    assert events[1].data == {"seat": 1, "name": "Holding", "minutes": 2, "shot": False}
    assert events[1].text.startswith(
        "Slap Shot 8 (glove) is a Shot Card with a black penalty symbol: Holding"
    )
    assert new.stoppage == Stoppage("penalty", "east-end", 0) and [s.seat for s in new.box] == [1]
    assert log(events)[-1][2] == {"reason": "penalty", "place": "east-end", "chooser": 0, "offender": 1}


def test_a_stoppage_with_a_penalty_shot_waiting_starts_the_penalty_shot():
    """O31: the penalty shot comes first; its face-off replaces this one."""
    from tabletop.games.breakaway_ccg.penalties import Call

    calls = (Call(1, "Slashing"), Call(1, "Hooking", shot=True))
    state = official(hands=((R0,), (K0,)), play=(SNIPE0,), calls=calls, puck="e3", control=0)
    new, _ = stop(state, "goal", "center", 1)
    assert new.pshot is not None and new.stoppage is None
    plain, _events = stop(evolve(state, calls=calls[:1]), "save", "east-end", 1)
    assert plain.stoppage == Stoppage("save", "east-end", 0) and [s.seat for s in plain.box] == [1]


def test_a_goal_with_a_delayed_call_or_a_power_play_goes_to_the_penalty_rules():
    """Power Play: a goal ends a minor; a goal wipes out a delayed call against the scored-on side."""
    from tabletop.games.breakaway_ccg.penalties import Call, Served

    state = used(play=(SNIPE0, SOG1, GOAL0), shot=0, stage=SAVE, turn=1)
    wiped, events = run(fl.concede, evolve(state, calls=(Call(1, "Hooking"),)))
    assert "penalty-wiped" in kinds(events) and wiped.calls == ()
    over, events = run(fl.concede, evolve(state, box=(Served(1, "Hooking", 2, 1),)))
    assert "penalty-over" in kinds(events) and over.box == ()


def test_played_out_power_play_hands_end_the_power_play_with_a_switch_each():
    """Power Play Duration (O29): both hands played out ends a one-hand minor; one switch each."""
    from tabletop.games.breakaway_ccg.penalties import Served

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


def test_a_delayed_penalty_gives_the_other_side_two_switches_at_its_turn():
    """Penalty Procedure: the side with the extra attacker of a delayed penalty may switch two cards."""
    from tabletop.games.breakaway_ccg.penalties import Call

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


# ----- challenge strengths and challenge specials (O6, O30, O43) --------------------------------------
def grind_reveal(initiator, mine, theirs, **fields):
    """A Grind Challenge between two 3s with the Grind (Yellow): the defender wins ties unless a man down."""
    picks = (mine, None) if initiator == 0 else (None, theirs)
    state = official(
        hands=((mine, R0), (theirs, K0)),
        phase=CHALLENGE,
        puck="e3",
        control=1 - initiator,
        challenge=Challenge(ch.GRIND, initiator, "e3", "e3"),
        picks=picks,
        **fields,
    )
    last = 1 if initiator == 0 else 0
    return run(fl.pick, state, last, theirs if last == 1 else mine)


def test_a_man_down_lowers_challenge_strength():
    """Penalty Kill (O30): -1 per man down in a challenge; the pulled goalie's extra attacker counts too."""
    from tabletop.games.breakaway_ccg.penalties import Call, Served

    g0, g1 = r(0, "grinder-3-helmet"), r(1, "grinder-3-skate")
    assert grind_reveal(0, g0, g1)[0].challenge.winner == 1  # a tie: the defender
    assert grind_reveal(0, g0, g1, box=(Served(1, "Hooking", 2, 1),))[0].challenge.winner == 0
    assert grind_reveal(0, g0, g1, calls=(Call(1, "Hooking"),))[0].challenge.winner == 0
    assert grind_reveal(0, g0, g1, goalie_pulled=(True, False))[0].challenge.winner == 0
    assert grind_reveal(1, g0, g1)[0].challenge.winner == 0
    plain0 = r(0, "grinder-3-stick")  # no Suit Circle change: only the challenge's -1
    assert grind_reveal(1, plain0, g1)[0].challenge.winner == 0
    assert grind_reveal(1, plain0, g1, box=(Served(0, "Hooking", 2, 1),))[0].challenge.winner == 1
    crash0 = r(0, "crash-the-net-4-stick")  # 4 less one man down ties the 3: the defender wins
    assert grind_reveal(1, crash0, g1, box=(Served(0, "Hooking", 2, 1),))[0].control == 0
    four1 = r(1, "shot-on-goal-4-stick")  # the other side's -1: 4 against 3 becomes a tie the defender wins
    assert grind_reveal(1, plain0, four1)[0].challenge.winner == 1
    assert grind_reveal(1, plain0, four1, box=(Served(1, "Hooking", 2, 1),))[0].challenge.winner == 0
    new, events = grind_reveal(0, g0, g1)
    assert log(events)[2] == (
        "challenge-reveal",
        ("Grind Challenge: Player 1 shows Grinder 3 (helmet), Player 2 shows Grinder 3 (skate)."),
        {"cards": (g0, g1), "kind": "grind"},
    )
    assert new.challenge.uses == "each" and new.control == 1


def test_final_say_and_bronze_decide_a_faceoff_before_the_numbers():
    """Part 3: Final Say (O43) wins the challenge whatever the numbers; Bronze wins a face-off (O67)."""
    vet = r(0, "veteran-leadership-6-helmet")
    state = official(
        hands=((vet, R0), (CAP1, K0)),
        phase=CHALLENGE,
        challenge=Challenge(ch.FACEOFF, 0, "c9"),
        control=None,
        puck="c9",
        picks=(vet, None),
    )
    new, events = run(fl.pick, state, 1, CAP1)
    assert (
        "special",
        ("Final Say: Player 1's Veteran Leadership 6 (helmet) wins the challenge whatever the numbers."),
        {"seat": 0, "special": "final-say", "card": vet},
    ) in log(events)
    assert new.challenge.winner == 0 and new.challenge.uses == "one"
    spec = r(0, "face-off-specialist-7-stick")
    bronze, events = run(fl.pick, evolve(state, hands=((spec, R0), (CAP1, K0)), picks=(spec, None)), 1, CAP1)
    assert ("bronze", "Player 1's bronze ability wins the face-off.", {"seat": 0}) in log(events)
    assert bronze.challenge.winner == 0


def test_the_loser_of_a_challenge_gets_its_special_and_the_leftover_card_is_discarded():
    """General Challenge Procedure: the winner's card lies on the loser's; a special of the losing card
    (Faceoff, Dump, Grind Challenge) answers the loss; a card that is not laid is discarded."""
    spec = r(0, "face-off-specialist-7-stick")
    lost_faceoff = official(
        hands=((R0,), (K0,)),
        phase=CHALLENGE,
        challenge=Challenge(ch.FACEOFF, 1, "c9"),
        picks=(spec, CAP1),
        puck="c9",
        control=None,
    )
    events: list = []
    regain = fl._won(T, lost_faceoff, 1, CAP1, events, False)
    assert log(events)[0] == (
        "special",
        (
            "Faceoff: Player 1 lost with Face-off Specialist 7 (stick) and will take "
            "the puck when the opponent's turn ends."
        ),
        {"seat": 0, "special": "faceoff", "card": spec},
    )
    assert regain.effects[-1] == Effect("regain", 0, "stoppage", "faceoff", spec)
    state = official(
        hands=((R0,), (K0,)),
        phase=CHALLENGE,
        challenge=Challenge(ch.GRIND, 1, "e3", "e3"),
        picks=(spec, CAP1),
        puck="e3",
        control=0,
    )
    events: list = []
    lost = fl._won(T, state, 1, CAP1, events, False)
    assert lost.play == (spec, CAP1) and lost.control == 1
    assert lost.effects[:2] == (
        Effect("challenge-card", 0, "stoppage", card=spec),
        Effect("challenge-card", 1, "stoppage", card=CAP1),
    )
    spare = fl._won(T, evolve(state, picks=(R0, CAP1)), 1, None, [], False)
    assert spare.play == (R0,) and spare.discards == ((), (CAP1,))
    defended = fl._won(T, evolve(state, picks=(R0, CAP1)), 0, R0, [], True)
    assert defended.skip_start == (False, False)
    # a challenge card from the other side's deck (a Momentum Card) is its layer's from then on (O22)
    momentum = K1
    crossed = fl._won(T, evolve(state, picks=(momentum, CAP1)), 1, CAP1, [], False)
    assert crossed.laid_by == ((momentum, 0),)
    assert crossed.effects[0] == Effect("challenge-card", 0, "stoppage", card=momentum)


def test_a_triple_laid_in_play_calls_offside_or_icing():
    """Special Card Plays: Triples (O8), resolved before the card's other effects."""
    state = official(hands=((R0S, CAP0), (K1,)), play=(R0, K0), puck="e3", control=0)
    new, events = run(fl.play_card, state, 0, R0S)
    assert log(events)[0][1] == "Player 1 plays Rookie 0 (stick): Triples!"
    assert new.stoppage == Stoppage("offside", "west-neutral", 1)
    iced, _ = run(fl.play_card, evolve(state, puck="w3"), 0, R0S)
    assert iced.stoppage == Stoppage("icing", "west-end", 1, 0)
    marked = evolve(state, effects=(Effect("challenge-card", 0, "stoppage", card=R0),))
    fine, _ = run(fl.play_card, marked, 0, R0S)
    assert fine.stoppage is None and fine.phase == USE
    other = evolve(state, effects=(Effect("path", 0, "stoppage", card=R0),))
    still, _ = run(fl.play_card, other, 0, R0S)
    assert still.stoppage == Stoppage("offside", "west-neutral", 1)


def test_a_body_check_triple_injures_the_last_player_card():
    """Common Infractions 11 (O26): a Triple laid by a Body-Check card injures the other side's last
    Player card in play, before the Offside or Icing call."""
    victim = r(1, "grinder-3-skate")
    state = official(hands=((BC0, R0), (K0,)), play=(victim, r(0, "grinder-3-stick")), puck="w3", control=0)
    new, _events = run(fl.play_card, state, 0, BC0)
    assert new.stoppage.reason == "icing"
    assert any(e.kind == "injured" and e.card == victim for e in new.effects)


def test_specialized_lets_a_side_choose_its_officiating_card():
    """Part 3: Specialized (O119): the marked side chooses its card of the period's reveal; the other side
    turns over its top card; no officiating card is set until the choice."""
    mark = Effect("specialized-officiating", 0, "game", "specialized:0")
    state = official(
        hands=((SNIPE0,), (SOG1,)), decks=(LOW0, LOW1), effects=(mark,), official="old", period=2
    )
    new, events = run(fl.start_period, state)
    assert "officiating" not in kinds(events) and new.official == "old" and new.reveal == ()
    assert events[0].text == "Officiating card for period 2: Player 2 turns over Rookie 0 (skate)."
    assert new.aside[-1] == LOW1[0] and LOW0[0] not in new.aside
    assert any(e.kind == "specialized-choose" and e.seat == 0 for e in new.effects)
    other = official(hands=((SNIPE0,), (SOG1,)), decks=(LOW0, LOW1), effects=(Effect("x", 0, "game"),))
    plain, events = run(fl.start_period, other)
    assert plain.reveal == (LOW0[0], LOW1[0]) and "officiating" in kinds(events)


BATTLE = "board-battle-5-skate"  # a Dig It Out card (O117)


def test_a_preventable_whistle_waits_for_dig_it_out():
    """O117: when a Dig It Out card is in either team, a preventable stoppage first waits for it; a goal
    cannot be dug out of."""
    from tabletop.games.breakaway_ccg import whistle

    state = official(hands=((R0,), (K0,)), play=(CAP0,), puck="e3", control=0, extra=((BATTLE,), ()))
    wait, events = stop(state, "icing", "west-end", 1, offender=0, no_bench=0)
    assert wait.phase == whistle.WHISTLE and wait.play == (CAP0,)
    assert wait.stoppage == Stoppage("icing", "west-end", 1, 0, 0, "e3") and kinds(events) == ["whistle"]
    goal, events = stop(state, "goal", "center", 1)
    assert goal.phase == STOPPAGE and "whistle" not in kinds(events)


# ----- what a played card hands to specials and Support (O80, O101, O106, O118, O120) ---------------
def test_a_promoted_card_plays_as_its_wild():
    """Part 3: Promotion (O118): a card made one of the four wilds has its special until the stoppage."""
    mark = Effect("wild", 0, "game", "promotion>goalie-glove:0", R0)
    state = official(hands=((R0, CAP0), (K0,)), effects=(mark,))
    new, events = run(fl.play_card, state, 0, R0)
    assert kinds(events) == ["play", "special-wild"]
    assert new.effects[-1] == Effect("gain-special", 0, "stoppage", "goalie-glove", R0)
    _plain, events = run(fl.play_card, evolve(state, hands=((GOAL0, CAP0), (K0,))), 0, GOAL0)
    assert "special-wild" not in kinds(events)  # not a Player card


def test_support_cards_act_on_the_card_laid_and_on_the_card_laid_on_it():
    """Part 3: Support (O120): StickHandling gives a Stick card Gold and a Green X; a card that carries its
    color onto a gained X is Cancelled."""
    from tests.games.breakaway_ccg.support import on_bench, up

    state = on_bench(
        "support-stickhandling", hands=((R0S, CAP0), (K0,)), puck="c9", effects=(up("support-stickhandling"),)
    )
    new, events = run(fl.play_card, state, 0, R0S)
    assert kinds(events)[:2] == ["play", "special-support"]
    assert new.effects[-2:] == (
        Effect("gain-color", 0, "turn", "gold", R0S),
        Effect("support-x", 0, "stoppage", "green", R0S),
    )
    green = r(1, "shutdown-defender-2-skate")
    carried = official(
        hands=((R0,), (green, K0)),
        play=(R0S,),
        turn=1,
        puck="c9",
        control=0,
        effects=(Effect("support-x", 0, "stoppage", "green", R0S),),
    )
    out, events = run(fl.play_card, carried, 1, green)
    assert Effect("cancelled", 1, "stoppage", "support", green) in out.effects and "special" in kinds(events)
    marked = evolve(carried, effects=carried.effects + (Effect("challenge-card", 0, "stoppage", card=R0S),))
    fine, _ = run(fl.play_card, marked, 1, green)
    assert not any(e.kind == "cancelled" for e in fine.effects)


def test_special_cards_are_handed_to_their_rules_when_played_and_played_on():
    """Part 3: a played card's own specials (``specials.on_played``) and a special of the card beneath it
    (``specials.on_played_on``) are looked at; a card with none changes nothing."""
    fast = r(0, "fast-break-8-stick")
    new, events = run(fl.play_card, official(hands=((fast, CAP0), (K0,)), puck="e3"), 0, fast)
    assert kinds(events) == ["play"] and new.play == (fast,) and new.phase == USE
    chase = r(0, "dump-and-chase-1-stick")
    on, events = run(fl.play_card, official(hands=((R0, CAP0), (K0,)), play=(chase,), puck="e3"), 0, R0)
    assert kinds(events) == ["play"] and on.play == (chase, R0)


def test_play_resets_the_use_flags_and_a_triple_shot_card_by_the_other_seat():
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


def test_a_punch_on_a_punch_starts_a_fight():
    """Fights: Starting: a Punch laid directly on the other side's Punch or Body-Check (not a challenge
    card) starts a fight."""
    from tabletop.games.breakaway_ccg.state import FIGHT

    punch, other = "s1:drop-the-gloves-1-helmet", "s2:drop-the-gloves-1-stick"
    state = official(
        hands=((punch, R0), (K0,)),
        play=(other,),
        puck="c9",
        control=1,
        extra=(("drop-the-gloves-1-helmet",), ("drop-the-gloves-1-stick",)),
    )
    new, events = run(fl.play_card, state, 0, punch)
    assert new.phase == FIGHT and "fight" in kinds(events) and events[-1].kind != "end-turn"
    marked = evolve(state, effects=(Effect("challenge-card", 1, "stoppage", card=other),))
    calm, events = run(fl.play_card, marked, 0, punch)
    assert calm.phase != FIGHT and "fight" not in kinds(events)


def test_the_new_period_deck_is_the_seeded_shuffle_and_home_ice_draws_first():
    """O13: each side shuffles its cards into a new deck (from the game's seed and chance counter);
    Home Ice draws its five first."""
    state = official(hands=((R0,), (K0,)), goals=(1, 1), options={"periods": 2}, home=1, final_minute=True)
    gathered = fl._gather(T, state)
    new, events = run(fl.end_period, state)
    first = chance.shuffled(state.seed, state.chance, sorted(gathered.decks[0]))
    second = chance.shuffled(state.seed, state.chance + 1, sorted(gathered.decks[1]))
    assert new.hands == (tuple(first[:5]), tuple(second[:5])) and new.reveal == (first[5], second[5])
    assert new.chance == state.chance + 2 and new.final_minute is False
    assert [e.data["seat"] for e in events if e.kind == "draw"] == [1, 0]


def test_a_penalty_carried_over_starts_the_next_period():
    """Penalty in Final Minute (O33): a carried penalty starts the next period's power play."""
    state = official(
        hands=((R0,), (K0,)), goals=(1, 1), options={"periods": 2}, final_minute=True, carry=(1, "full")
    )
    new, _events = run(fl.end_period, state)
    assert new.period == 2 and new.carry is None and [s.seat for s in new.box] == [1]


def test_a_card_laid_on_a_colored_o_of_its_color_is_a_penalty():
    """Game Cards Explained: Colored O (Protection): a card with the matching ability laid on it draws a
    2-minute penalty (``penalties.check_play``, called for every card played)."""
    pf, enforcer = r(1, "power-forward-6-glove"), r(0, "enforcer-1-helmet")
    state = official(hands=((enforcer, R0), (K0,)), play=(pf,), puck="c9", control=1)
    new, events = run(fl.play_card, state, 0, enforcer)
    assert [c.seat for c in new.calls] == [0] and "penalty-call" in kinds(events)


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


def test_a_fizzled_shot_and_a_cancelled_shot_card_or_rebound_hand_the_turn_on():
    """O11 / Phase 3: the turn passes on with the events of the next turn logged."""
    state = official(
        hands=((), (K0,)),
        shot=1,
        stage=SHOT_CARD,
        play=(CAP1,),
        decks=((), None),
        control=0,
        effects=(Effect("goalie-pulling", 1, "stoppage"),),
    )
    new, events = begin(state, 0)
    assert kinds(events)[-1] == "goalie-out" and new.goalie_pulled == (False, True)
    shot = official(
        hands=((CAP0,), (K0,)),
        play=(SNIPE0,),
        shot=1,
        stage=SHOT_CARD,
        control=1,
        puck="w3",
        effects=(Effect("cancelled", 0, "game", card=CAP0),),
    )
    laid, events = run(fl.play_card, shot, 0, CAP0)
    assert "end-turn" in kinds(events) and laid.turn == 1
    rebound = official(
        hands=((r(0, "playmaker-5-helmet"), R0), (K0,)),
        play=(SNIPE0, SOG1),
        puck="e3",
        control=0,
        shot=0,
        stage=SCORE,
        shot_from=0,
        effects=(Effect("cancelled", 0, "game", card=r(0, "playmaker-5-helmet")),),
    )
    again, events = run(fl.play_card, rebound, 0, r(0, "playmaker-5-helmet"))
    assert "rebound" in kinds(events) and "end-turn" in kinds(events) and again.turn == 1


def test_a_triple_with_nobody_in_control_calls_it_on_its_player():
    """O8: with nobody in control the Triple's player is the offender."""
    state = official(hands=((K1,), (K0,)), play=(R0, R0S), puck="w3", control=None, turn=1)
    new, _ = run(fl.play_card, state, 1, K1)
    assert new.stoppage == Stoppage("offside", "east-neutral", 0)


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


def test_dumps_and_grinds_against_empty_hands():
    """Uncontested Challenge / O6: a defender with no cards cannot contest; with no cards on either side
    play stops."""
    chase = r(0, "dump-and-chase-1-stick")
    state = official(hands=((R0,), ()), play=(chase,), phase=USE, puck="w3", control=0)
    out, events = run(fl.dump, state, ch.DUMP_OUT, "")
    assert kinds(events) == ["dump", "uncontested"] and out.challenge.declined
    bare, events = run(fl.dump, evolve(state, hands=((), ())), ch.DUMP_OUT, "")
    assert bare.stoppage == Stoppage("end-zone", "west-neutral", 1)
    grinding = official(hands=((), ()), play=(r(0, "grinder-3-helmet"),), phase=USE, puck="e3", control=1)
    stopped, _ = run(fl.grind, grinding)
    assert stopped.stoppage == Stoppage("end-zone", "east-end", 1)


def test_the_challenge_winners_turn_and_a_regain_of_ones_own():
    """O6: after the challenge card the winner's turn (an empty hand draws four and skips); a regain waits
    for the other side's turn to end, not its owner's."""
    chall = ending(hands=((R0,), ()), challenge=Challenge(ch.GRIND, 0, "e3", winner=1, uses="each"), turn=0)
    _new, events = run(fl.end_use, chall)
    assert kinds(events)[:2] == ["challenge-done", "empty-hand"]
    own = ending(
        decks=((CAP0,), None), control=1, effects=(Effect("regain", 0, "stoppage", "faceoff", CAP0),)
    )
    kept, events = run(fl.end_use, own)
    assert "special-regain" not in kinds(events) and kept.control == 1


def test_a_penalty_kill_changes_the_no_goal_comparison_by_the_suit_circle():
    """Penalty Kill (O30): a short-handed side's numbered card takes its Suit Circle number in the no-goal
    comparison of the Shot Card and the shooting card."""
    from tabletop.games.breakaway_ccg.penalties import Served

    sog0, sog0_helmet, sog1_stick = (
        r(0, "shot-on-goal-4-stick"),
        r(0, "shot-on-goal-4-helmet"),
        r(1, "shot-on-goal-4-stick"),
    )
    even, _ = miss((sog0, SOG1, GOAL0))
    assert even.control == 1
    short1, _ = miss((sog0, SOG1, GOAL0), box=(Served(1, "Hooking", 2, 1),))
    assert short1.control == 0  # the defender's 4 with a -2 circle is a 2
    short0, _ = miss((sog0_helmet, sog1_stick, GOAL0), box=(Served(0, "Hooking", 2, 1),))
    assert short0.control == 0  # the shooter's 4 with a +1 circle is a 5


def test_a_goal_with_a_penalty_waiting_faces_off_at_center():
    """Stoppage: Reset Puck: after a goal the face-off is at center, the side scored on choosing, even with
    a call still to assess (``penalties.penalty_place``)."""
    from tabletop.games.breakaway_ccg.penalties import Call

    state = official(hands=((R0,), (K0,)), calls=(Call(1, "Hooking"),), puck="e3", control=0)
    new, _ = stop(state, "goal", "center", 1)
    assert new.stoppage == Stoppage("goal", "center", 1)


def test_a_body_check_laid_on_penalty_shot_wins_a_penalty_shot():
    """Part 3: Penalty Shot (O55): a Punch or Body-Check laid on it by the opponent is a penalty shot for its
    owner; not on a challenge card."""
    lane = "s2:open-lane-5-skate"
    state = official(
        hands=((BC0, R0), (K0,)), play=(lane,), puck="c9", control=1, extra=((), ("open-lane-5-skate",))
    )
    new, events = run(fl.play_card, state, 0, BC0)
    assert [(c.seat, c.shot) for c in new.calls] == [(0, True)]
    assert (
        "special",
        "Penalty Shot: Body-Check 3 (helmet) lands on Open Lane 5 (skate), a penalty shot for Player 2.",
        {"seat": 1, "special": "penalty-shot", "card": lane},
    ) in log(events)
    marked = evolve(state, effects=(Effect("challenge-card", 1, "stoppage", card=lane),))
    calm, _ = run(fl.play_card, marked, 0, BC0)
    assert calm.calls == ()
    own, _ = run(fl.play_card, evolve(state, laid_by=((lane, 0),)), 0, BC0)     # laid by seat 0 itself (O22)
    assert own.calls == ()


def test_a_new_period_keeps_only_the_effects_that_last_the_game():
    """Glossary, Tilt: once a period (O79), so its use is forgotten when the next period begins;
    an injury's Cancelled card stays Cancelled for the rest of the game (Triple Body-Check, O35),
    and nothing that lasts only to a stoppage survives a period's end."""
    once = Effect("once", 0, "period", "tilt")
    injury = Effect("cancelled", 1, "game", "Injury", card=K1)
    lasting = Effect("black-p", 0, "stoppage", "stick-lift", R0)
    state = official(hands=((R0,), (K0,)), goals=(1, 1), options={"periods": 2}, effects=(once, injury, lasting))
    new, _events = run(fl.end_period, state)
    assert new.period == 2 and new.effects == (injury,)


def test_after_the_delayed_penalty_switch_a_turn_with_no_phase_one_choice_left_goes_on_to_phase_two():
    """Phases of a Turn, Phase 1: one choice per turn. The switch a delayed penalty grants does
    not end the turn (Penalty Procedure); when nothing of Phase 1 is left (a token already spent,
    the goalie in net) the turn goes on to Phase 2, else it stays in Phase 1."""
    spent = official(hands=((R0,), (K0,)), phase=START, placing=(0, "delay", ()), turn=0, tokens=(1, 0),
                     puck="c9", control=0, token_used=True, ready=(True, False), swaps=(1, 0))
    out = fl.end_line_change(T, spent, [])
    assert (out.phase, out.turn, out.placing, out.ready, out.swaps) == (PLAY, 0, None, (False, False), (0, 0))
    fresh = fl.end_line_change(T, evolve(spent, token_used=False), [])
    assert (fresh.phase, fresh.turn, fresh.placing) == (START, 0, None)


def test_bronze_on_the_second_seats_card_wins_a_faceoff_against_a_higher_number():
    """Abilities: Bronze (O70): a face-off card with Bronze wins it whatever the numbers, whichever
    side laid it: here seat 1's Icing 0 beats seat 0's Sniper 7."""
    icing, sniper = r(1, "icing-0-glove"), r(0, "sniper-7-helmet")
    state = official(hands=((sniper, R0), (icing, K0)), phase=CHALLENGE, challenge=Challenge(ch.FACEOFF, 0, "c9"),
                     control=None, puck="c9", picks=(sniper, None))
    new, events = run(fl.pick, state, 1, icing)
    assert ("bronze", "Player 2's bronze ability wins the face-off.", {"seat": 1}) in log(events)
    assert new.challenge.winner == 1


def test_the_period_end_reports_each_sides_own_score():
    """End of a period: the log gives the score as it stands, each side with its own goals."""
    state = official(hands=((R0,), (K0,)), goals=(2, 1), options={"periods": 2})
    _new, events = run(fl.end_period, state)
    assert events[0].text == "End of period 1: Player 1 2, Player 2 1."
