"""Breakaway: CCG, Part 2 "Solo Play": the Player Restrictions and the Opponent Momentum.

The player may not change lines nor switch with the bench at a stoppage (the start of a period
included) and holds no momentum tokens: each one earned is the top Momentum Card instead. The
opponent takes one Momentum Card free, face down, once a period, at the moment its card names.
Rulings S7 and S9.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official import mode as off
from tabletop.games.breakaway_ccg.solo import play as solo
from tabletop.games.breakaway_ccg.solo.opponents import solo_opponents
from tabletop.games.breakaway_ccg.state import PLAY, START, STOPPAGE, evolve, pair
from tests.games.breakaway_ccg.helpers_solo_play import GOAL, MINE, OPP, PLAYER, O, P, find, new, pos, refused
from tests.games.breakaway_ccg.support import GAME, T, card


def test_the_player_may_not_change_lines():
    """Player Restrictions: no Line Change."""
    state = find(lambda s: s.phase == START and s.turn == PLAYER and s.placing is None)
    assert all(not a.kind.startswith("line-change") for a in GAME.legal_actions(state, PLAYER))
    for kind in ("line-change", "line-change-no-draw"):
        verdict = GAME.validate(state, Action(PLAYER, kind))
        assert not verdict.ok and verdict.code in ("solo-no-line-change",)


def test_the_player_may_not_switch_with_the_bench_at_a_stoppage_even_at_period_start():
    """Player Restrictions: no bench switches during stoppages, even at the start of a period."""
    found = find(lambda s: s.phase == STOPPAGE and not s.ready[PLAYER])
    assert all(a.kind != "switch" for a in GAME.legal_actions(found, PLAYER))
    hand_player = [c for c in found.hands[PLAYER] if T.player[c] and T.owner[c] == PLAYER]
    bench = found.benches[PLAYER]
    verdict = GAME.validate(found, Action(PLAYER, "switch", (hand_player[0], bench[0])))
    assert not verdict.ok and verdict.code == "solo-no-bench-switch"


def test_no_bench_switch_at_the_first_period_start():
    """Player Restrictions: not even at the start of a period: no game's first stoppage offers the
    player a switch."""
    for seed in range(10):
        state = new(seed)
        if state.phase == STOPPAGE:
            assert all(a.kind != "switch" for a in GAME.legal_actions(state, PLAYER))


def test_the_players_restrictions_are_refused():
    """S7: no Line Change; no bench switch at a stoppage (a Time Out or Support card included, not
    Specialized's officiating choice); no momentum tokens."""
    state = pos(hands=((MINE,), (GOAL,)), turn=P, phase=START)
    refused(
        solo.validate(T, state, Action(P, "line-change")),
        "solo-no-line-change",
        "In solo play you may not change lines.",
        "Player Restrictions",
    )
    refused(
        solo.validate(T, state, Action(P, "token", ("draw",))),
        "solo-no-tokens",
        "In solo play you do not use momentum tokens (each one you earn is a Momentum Card).",
        "Player Restrictions",
    )
    stop = evolve(state, phase=STOPPAGE, stoppage=fl.Stoppage("save", "east-end", 1), ready=(False, False))
    switch = Action(P, "switch", (MINE, stop.benches[P][0]))
    for action in (switch, Action(P, "special-card", ("time-out",))):
        refused(
            solo.validate(T, stop, action),
            "solo-no-bench-switch",
            "In solo play you may not switch cards with your bench at a stoppage, a period's start included.",
            "Player Restrictions",
        )
    assert solo._refusal(T, stop, Action(P, "special-card", ("specialized",))) is None
    assert solo._refusal(T, state, switch) is None, (
        "a switch outside a stoppage is the official rules' matter"
    )
    assert solo._refusal(T, state, Action(P, "special-card", ("time-out",))) is None
    assert solo._refusal(T, state, Action(P, "go")) is None
    assert solo.player_legal(T, state) == [
        a for a in off.legal_actions(T, state, P) if not a.kind.startswith("line-change")
    ]
    assert Action(P, "line-change") in off.legal_actions(T, state, P)


def test_a_momentum_token_becomes_a_momentum_card():
    """Player Restrictions: no momentum tokens; one the player would get is a Momentum Card (S7)."""
    state = find(lambda s: s.phase == PLAY and s.turn == PLAYER and s.momentum)
    given = evolve(state, tokens=pair(state.tokens, PLAYER, 1))
    events: list = []
    after = solo.settle(T, given, events)
    assert after.tokens[PLAYER] == 0
    assert after.extras[PLAYER] == state.extras[PLAYER] + (state.momentum[0],)
    assert after.momentum == state.momentum[1:]
    verdict = GAME.validate(state, Action(PLAYER, "token", ("draw",)))
    assert not verdict.ok


def test_home_ice_never_leaves_the_player_a_token():
    """Player Restrictions: the player holds no momentum tokens, not even the one Home Ice starts with (S7)."""
    for seed in range(15):
        assert new(seed).tokens[PLAYER] == 0


def test_each_momentum_token_of_the_player_becomes_the_top_momentum_card():
    """S7: the player never holds a token; each is the top card of the Momentum pile, if any is left."""
    m1, m2 = card(0, "save-helmet"), card(1, "save-glove")
    state = pos(hands=((MINE,), (GOAL,)), turn=P, tokens=(1, 2), momentum=(m1, m2))
    events: list = []
    after = solo._housekeeping(T, state, events)
    assert after.tokens == (0, 2), "the opponent keeps its own tokens (S9)"
    assert after.hands[P] == (MINE, m1) and after.extras[P] == (m1,) and after.momentum == (m2,)
    assert [(e.kind, e.text) for e in events] == [
        ("solo-token", "Player 1 takes a Momentum Card instead of a momentum token."),
        ("momentum-own", f"You take {T.label[m1]} from the Momentum pile."),
    ]
    assert events[0].data == {"seat": P} and events[1].audience == (P,) and events[1].irreversible
    assert events[1].data == {"seat": P, "card": m1}
    events.clear()
    empty = solo._housekeeping(T, evolve(state, tokens=(2, 0), momentum=(m1,)), events)
    assert empty.tokens == (0, 0) and empty.hands[P] == (MINE, m1) and empty.momentum == ()
    assert [(e.kind, e.text) for e in events][-1] == (
        "solo-token",
        "A momentum token is due, but the Momentum pile is empty.",
    )
    assert events[-1].data == {"seat": P}
    assert len(events) == 3


def test_the_opponent_takes_one_free_momentum_card_once_a_period():
    """Opponent Momentum: one Momentum Card for free once per period (S9)."""
    state = find(lambda s: s.turn == PLAYER and s.phase == PLAY and len(s.momentum) >= 2 and s.solo.free is None)
    card = solo.opponent(state)
    first_turn = solo_opponents()["run-and-gun"]
    events: list = []
    once = solo._free_momentum(T, state, first_turn, events)
    assert once.extras[OPP] == state.extras[OPP] + (state.momentum[0],)
    assert state.momentum[0] not in once.solo.up
    twice = solo._free_momentum(T, once, first_turn, events)
    assert twice == once, "only once a period"
    next_period = evolve(once, period=once.period + 1)
    assert len(solo._free_momentum(T, next_period, first_turn, events).extras[OPP]) == len(once.extras[OPP]) + 1
    assert card.id in solo_opponents()


def _free(card_id: str, **fields):
    fields.setdefault("momentum", (card(0, "save-helmet"), card(1, "save-glove")))
    state = pos(hands=((), (GOAL,)), turn=O, **fields)
    events: list = []
    return state, solo._free_momentum(T, state, solo_opponents()[card_id], events), events


def test_the_free_momentum_card_goes_face_down_to_the_hand_once_a_period():
    """S9: the top Momentum Card, face down, once a period (an overtime is a period of its own)."""
    state, after, events = _free("run-and-gun")
    top = state.momentum[0]
    assert (
        after.hands[O] == (GOAL, top) and after.extras[O] == (top,) and after.momentum == state.momentum[1:]
    )
    assert top not in after.solo.up and after.solo.free == (state.period, state.overtime)
    (event,) = events
    assert event.kind == "solo-momentum" and event.irreversible
    assert event.text == "Player 2 takes its free Momentum Card of the period (face down)."
    card_ = solo_opponents()["run-and-gun"]
    assert solo._free_momentum(T, after, card_, []) is after
    later = evolve(after, overtime=after.overtime + 1)
    assert len(solo._free_momentum(T, later, card_, []).extras[O]) == 2
    _, none, quiet = _free("run-and-gun", momentum=())
    assert none.extras[O] == () and quiet == []


def test_the_free_card_waits_for_the_moment_its_card_names():
    """S9: "when-behind" only with fewer goals; "when-shooting" only with the puck in one of its
    shooting areas."""
    assert _free("trap-and-wait", goals=(1, 0))[1].extras[O] != ()
    assert _free("trap-and-wait", goals=(1, 1))[1].extras[O] == ()
    assert _free("trap-and-wait", goals=(0, 1))[1].extras[O] == ()
    assert _free("snipers", puck="w3")[1].extras[O] != ()
    assert _free("snipers", puck="e3")[1].extras[O] == ()
    assert _free("snipers", puck="c9", goals=(1, 0))[1].extras[O] == ()
    assert _free("trap-and-wait", puck="w3")[1].extras[O] == ()
