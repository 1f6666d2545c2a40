"""Breakaway: CCG, the end of a period and the start of the next (Part 2, "Playing the Game" and the
periods of "Game Components"): every loose card goes back to its owner's deck, each deck is shuffled
afresh, hands of five, and only the effects that last the game stay (rulings O13, O79)."""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.official.challenges import Challenge
from tabletop.games.breakaway_ccg.state import SCORE, STOPPAGE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    BC0,
    CAP0,
    CAP1,
    GOAL0,
    K0,
    K1,
    R0,
    SNIPE0,
    SOG1,
    log,
    period_over,
    run,
)
from tests.games.breakaway_ccg.support import GAME, T, official


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


def test_between_periods_every_loose_card_returns_to_its_owner():
    """Part 2, "Playing the Game": the end of a period (ruling O13)."""
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


def test_the_period_end_reports_each_sides_own_score():
    """End of a period: the log gives the score as it stands, each side with its own goals."""
    state = official(hands=((R0,), (K0,)), goals=(2, 1), options={"periods": 2})
    _new, events = run(fl.end_period, state)
    assert events[0].text == "End of period 1: Player 1 2, Player 2 1."


def test_an_official_game_is_three_periods_unless_one_is_chosen():
    """Playing the Game: Game End: a full game is typically three periods; Part 1's Winning gives one
    period as its example. One period stays a choice in official play."""
    assert GAME.options_of(GAME.new_game(1, {"mode": "official"}))["periods"] == 3
    assert GAME.options_of(GAME.new_game(1, {"mode": "solo"}))["periods"] == 3
    assert GAME.options_of(GAME.new_game(1, {"mode": "beginner"}))["periods"] == 1
    assert GAME.options_of(GAME.new_game(1, {"mode": "official", "periods": 1}))["periods"] == 1
    new, events = period_over()            # the official default: no periods option given
    assert ("period", "Period 2 begins.", {"period": 2, "overtime": 0}) in log(events) and new.period == 2


def test_the_periods_help_gives_each_modes_period_end():
    """Part 1, Winning (a period ends when a hand runs out) and Part 2, Final Minute (a deck runs out,
    then the period ends when both hands are)."""
    text = next(o for o in GAME.info.options if o.key == "periods").help
    assert "Beginner" in text and "hand is empty" in text
    assert "Final Minute" in text and "both hands are empty" in text
