"""Breakaway: CCG, "Playing the Game" (Part 2): the full space of official moves the computer players
search, by kind and count, at each step (Phase 3, a stoppage, a penalty shot, the cards of the hand,
bench, piles and play, the Momentum pile, the shootout hands, the specials a card can call)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.state import evolve
from tests.games.breakaway_ccg.helpers_play import (
    CAPTAIN,
    CHECK,
    GOAL,
    GRINDER,
    H_CHECK,
    H_ROOKIE,
    H_SAVE,
    H_SCORE,
    H_SHOT,
    ROOKIE,
    SAVE_C,
    SHOT,
    TIP,
    VET,
    kinds_count,
    shootout_state,
    stop,
    use,
)
from tests.games.breakaway_ccg.support import T, card, extra_card, official

r, x = card, extra_card


BASE_SPACE = {
    "color": 24,
    "ability": 20,
    "stop-movement": 2,
    "block": 2,
    "deflect": 2,
    "draw": 2,
    "intercept": 2,
    "clone": 2,
    "poke-check": 20,
    "stretch-pass": 20,
    "icing": 20,
    "punch": 20,
    "move": 10,
    "dump-in": 28,
    "home-ice": 4,
    "token": 4,
    "special": 6,
    "special-area": 126,
    "special-choice": 18,
    "keep": 2,
    "concede": 2,
    "decline": 2,
    "line-change": 2,
    "line-change-no-draw": 2,
    "go": 2,
    "shoot": 2,
    "on-net": 2,
    "score": 2,
    "save": 2,
    "body-check": 2,
    "tip": 2,
    "grind": 2,
    "dump-out": 2,
    "end": 2,
    "pull-goalie": 2,
    "replace-goalie": 2,
    "any-shot": 2,
    "ps-pass": 2,
    "let-stop": 2,
}


def test_the_move_space_in_phase_three():
    """The search space holds every kind for both seats with the cards, areas and choices around
    the position, so the contract tests see the near misses too."""
    state = use((ROOKIE,), hands=((GOAL,), (H_ROOKIE,)))
    space = list(of.action_space(T, state))
    assert kinds_count(space) == dict(
        BASE_SPACE,
        **{
            "play": 8,
            "challenge": 8,
            "ps-card": 8,
            "fight": 8,
            "switch": 8,
            "substitution": 10,
            "place": 10,
            "side": 10,
            "ps-place": 10,
            "special-card": 16,
            "special-wild": 24 + 84,
            "ability": 30,
        },
    )
    plays = [a.args[0] for a in space if a.kind == "play"]
    assert plays == [
        GOAL,
        state.benches[0][0],
        state.decks[0][0],
        ROOKIE,
        H_ROOKIE,
        state.benches[1][0],
        state.decks[1][0],
        ROOKIE,
    ]
    assert [a for a in space if a.kind == "switch"][-1] == Action(
        1, "switch", (state.benches[1][0], H_ROOKIE)
    )
    assert [a.args for a in space if a.kind == "ability" and a.seat == 0][:3] == [
        ("pink", "nw9"),
        ("pink", "ne9"),
        ("pink", "c9"),
    ]
    assert [a.args for a in space if a.kind == "move" and a.seat == 0] == [
        ("nw9",),
        ("ne9",),
        ("c9",),
        ("w7",),
        ("e7",),
    ]
    assert [a.args[0] for a in space if a.kind == "special" and a.seat == 1] == [
        "extra-man",
        "start-a-fight",
        "cycle",
    ]


def test_the_move_space_at_a_stoppage_and_a_penalty_shot():
    """The space adds the stoppage's circles, the areas a face-off winner may place the puck in,
    and both penalty-shot hands."""
    from tabletop.games.breakaway_ccg.official.penalties import PenaltyShot

    state = stop(placing=(0, "faceoff", ("c9", "nw9")), discards=((CAPTAIN,), ()), momentum=(H_SHOT,))
    space = list(of.action_space(T, state))
    assert len(space) == 726
    assert [a.args for a in space if a.kind == "side" and a.seat == 1][-2:] == [("e1",), ("e2",)]
    assert [a.args for a in space if a.kind == "place" and a.seat == 0][-2:] == [("c9",), ("nw9",)]
    assert [a.args[0] for a in space if a.kind == "play" and a.seat == 0] == [
        ROOKIE,
        GOAL,
        state.benches[0][0],
        CAPTAIN,
        state.decks[0][0],
        H_SHOT,
    ]
    shot = official(hands=((GOAL,), (H_ROOKIE,)), pshot=PenaltyShot(0, ((ROOKIE, CHECK), (H_SAVE,)), "place"))
    space = list(of.action_space(T, shot))
    assert len(space) == 596     # eight penalty-shot places: the offensive zone but behind the net (O31)
    assert [a.args[0] for a in space if a.kind == "ps-card"][:6] == [
        GOAL,
        shot.benches[0][0],
        shot.decks[0][0],
        ROOKIE,
        CHECK,
        H_SAVE,
    ]
    assert [a.args[0] for a in space if a.kind == "ps-card"][-2:] == [H_SAVE, ROOKIE]
    assert kinds_count(space)["ps-place"] == 18


def test_the_move_space_takes_its_cards_from_the_hand_bench_piles_and_play():
    """The search space takes the hand, the first bench card, the last discard, the top deck card,
    the top Momentum Card and the two top cards in play; switches from four hand cards to three
    bench cards; wilds from two hand cards; both choices of Home Ice and of a token; the three
    sources of a special's choice."""
    hand = (ROOKIE, GOAL, SHOT, CHECK, TIP)
    state = use(
        (H_SCORE, CAPTAIN, H_ROOKIE, GRINDER),
        hands=(hand, ()),
        discards=((SAVE_C, VET), ()),
        momentum=(H_SHOT,),
        placing=(0, "faceoff", ("e1",)),
    )
    space = [a for a in of.action_space(T, state) if a.seat == 0]
    assert [a.args[0] for a in space if a.kind == "play"] == [
        *hand,
        state.benches[0][0],
        VET,
        state.decks[0][0],
        H_SHOT,
        H_ROOKIE,
        GRINDER,
    ]
    bench = state.benches[0]
    assert [a.args for a in space if a.kind == "switch"] == [(h, b) for h in hand[:4] for b in bench[:3]] + [
        (bench[0], ROOKIE)
    ]
    assert sorted({a.args[0] for a in space if a.kind == "ability"}) == ["orange", "purple", "yellow"]
    assert [a.args for a in space if a.kind == "home-ice"] == [("me",), ("them",)]
    assert [a.args for a in space if a.kind == "token"] == [("draw",), ("extra-man",)]
    assert [a.args[1] for a in space if a.kind == "special-choice"][:3] == ["me", "them", "momentum"]
    assert {a.args[1] for a in space if a.kind == "special-wild"} == {ROOKIE, GOAL}
    assert [a.args for a in space if a.kind == "place"][-1] == ("e1",)
    assert len([a for a in space if a.kind == "place"]) == 6
    assert [a.args[0] for a in space if a.kind == "special"] == ["extra-man", "start-a-fight", "cycle"]


def test_the_move_space_takes_the_top_momentum_card_and_the_shootout_hands():
    """The space takes one Momentum Card and, in a shootout, the first card of each hand and
    discard pile besides the shootout hand's first two."""
    state = use((ROOKIE,), hands=((GOAL,), ()), momentum=(H_SHOT, H_CHECK))
    plays = [a.args[0] for a in of.action_space(T, state) if a.kind == "play" and a.seat == 0]
    assert H_SHOT in plays and H_CHECK not in plays
    from tabletop.games.breakaway_ccg import shootout

    so = evolve(shootout_state(), hands=((GOAL, SHOT), (H_ROOKIE,)), discards=((CHECK, TIP), ()))
    stops = [a.args[0] for a in of._shootout_space(T, so) if a.kind == "so-stop" and a.seat == 0]
    assert stops == [*shootout.view(so.shootout, 0).hand[:2], GOAL, CHECK]


def test_the_move_space_offers_the_top_cards_specials_and_those_the_hand_calls():
    """The search space names the card in play's specials for both seats, and for the seat holding
    them the specials called from the hand: Time Out before a face-off (O100). Dig It Out is the
    card's own special (O117), not called from the hand."""
    ids = ("too-fast-5-skate", "time-out-helmet", "board-battle-5-skate")
    fast, time_out, battle = (extra_card(0, i) for i in ids)
    state = official(hands=((time_out, battle), (H_ROOKIE,)), play=(fast,), extra=(ids, ()))
    called = [(a.seat, a.args[0]) for a in of.action_space(T, state) if a.kind == "special"]
    assert called == [
        (0, "too-fast"),
        (0, "extra-man"),
        (0, "start-a-fight"),
        (0, "cycle"),
        (0, "timeout"),
        (1, "too-fast"),
        (1, "extra-man"),
        (1, "start-a-fight"),
        (1, "cycle"),
    ]
