"""Breakaway: CCG, Part 1 (Beginner rules) "Setup" and its face-off (hand-off from the official-flow
tests): shuffle, five cards each, a coin for Home Ice, up to two bench switches, face-off cards laid
face down and the higher number winning, Home Ice on ties (rulings B3-B5)."""

from __future__ import annotations

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import flow
from tabletop.games.breakaway_ccg.cards import starter_deck
from tabletop.games.breakaway_ccg.state import FACEOFF, PLAY, SAVE, USE, CcgState, evolve
from tabletop.games.breakaway_ccg.tables import deck_copies
from tests.games.breakaway_ccg.helpers_flow import (
    _OPTIONS,
    ANN,
    BO,
    BODY,
    BODY_B,
    CAPTAIN,
    CAPTAIN_B,
    CRASH,
    FACEOFF_CALL,
    FILL_H,
    FILL_R,
    GOAL,
    GOAL_B,
    GOAL_R,
    GRINDER,
    ICING_B,
    PASS_B,
    ROOKIE,
    ROOKIE_B,
    ROOKIE_H,
    ROOKIE_R,
    SAVE_A,
    SAVE_B,
    SHOT,
    SHOT_B,
    SNIPER_B,
    SNIPER_H,
    SNIPER_R,
    _faceoff,
    advance,
    ev,
    own,
    pos,
    pub,
)
from tests.games.breakaway_ccg.support import GAME, T, act, arrange, card, verdict


def _fresh(seed: int) -> CcgState:
    made = GAME.new_game(1)
    return CcgState(names=(ANN, BO), seed=seed, options=_OPTIONS, puck="c9", deck_names=made.deck_names,
                    deck_lists=made.deck_lists, bench_lists=made.bench_lists, lists_public=True)


def faceoff(hand0, hand1, home=0):
    state = arrange(hands=(hand0, hand1), phase=FACEOFF, ready=(True, True), control=None, home=home)
    return state


def test_set_up_shuffles_both_decks_deals_five_each_and_tosses_for_home_ice():
    """Setup: shuffle, five cards each, a coin for Home Ice; then the face-off at center (B5)."""
    for seed, toss, home in ((0, "heads", 0), (2, "tails", 1)):
        fresh = _fresh(seed)
        state, events = advance(flow.set_up, fresh)
        decks = [chance.shuffled(seed, s, deck_copies(s, fresh.deck_lists[s], fresh.bench_lists[s])[0])
                 for s in (0, 1)]
        assert state.hands == (decks[0][:5], decks[1][:5]) and state.decks == (decks[0][5:], decks[1][5:])
        assert state.benches == tuple(deck_copies(s, fresh.deck_lists[s], fresh.bench_lists[s])[1] for s in (0, 1))
        assert (state.home, state.chance, state.phase, state.puck, state.control) == (home, 3, FACEOFF, "c9", None)
        assert chance.coin(seed, 2) == toss
        holder = (ANN, BO)[home]
        assert [e[:3] for e in events if e[0] != "draw-own"] == [
            ("shuffle", "Ann shuffles the Ridge Runners deck (62 cards).", {"seat": 0}),
            ("shuffle", "Bo shuffles the Harbour Hawks deck (62 cards).", {"seat": 1}),
            ("draw", "Ann draws 5 cards.", {"seat": 0, "count": 5}),
            ("draw", "Bo draws 5 cards.", {"seat": 1, "count": 5}),
            ("home-ice", f"The coin comes up {toss}: {holder} has Home Ice and wins tied face-offs.",
             {"coin": toss, "home": home}),
            ("faceoff-call", FACEOFF_CALL, {"puck": "c9"}),
        ]
        flags = [(e[0], e[3], e[4], e[5]) for e in events]
        assert flags == [("shuffle", None, True, True), ("shuffle", None, True, True),
                         ("draw", None, False, False), ("draw-own", frozenset({0}), False, True),
                         ("draw", None, False, False), ("draw-own", frozenset({1}), False, True),
                         ("home-ice", None, True, True), ("faceoff-call", None, False, False)]


def test_shuffle_decks_uses_one_chance_counter_per_seat_from_the_states_counter():
    """Setup (both modes): each deck shuffled from the seed; the bench laid out."""
    fresh = evolve(_fresh(9), chance=4)
    events: list = []
    state = flow.shuffle_decks(fresh, events)
    copies = [deck_copies(s, fresh.deck_lists[s], fresh.bench_lists[s]) for s in (0, 1)]
    assert state.decks == (chance.shuffled(9, 4, copies[0][0]), chance.shuffled(9, 5, copies[1][0]))
    assert state.benches == (copies[0][1], copies[1][1]) and state.chance == 6


def test_the_face_off_fills_hands_to_five_home_ice_first_and_resets_the_turn():
    """Face-off: draw up to five first (B5: Home Ice draws first; a bigger hand keeps its cards); the
    puck goes to center ice with nobody in control; bench switches open."""
    state = pos(home=1, hands=((ROOKIE, GOAL, SHOT, BODY), (ROOKIE_B, SAVE_B, GOAL_B)),
                decks=((SAVE_A, CRASH), (PASS_B, ICING_B, SHOT_B)), puck="e4", control=1, shot=0,
                stage=SAVE, shot_from=2, swaps=(2, 1), ready=(True, True), picks=(CAPTAIN, SNIPER_B),
                ability_used=True, action_used=True, doubles=True, phase=USE)
    new, events = advance(flow.start_faceoff, state)
    assert new.hands == ((ROOKIE, GOAL, SHOT, BODY, SAVE_A), (ROOKIE_B, SAVE_B, GOAL_B, PASS_B, ICING_B))
    assert new.decks == ((CRASH,), (SHOT_B,))
    assert [e[:3] for e in events if e[0] != "draw-own"] == [
        ("draw", "Bo draws 2 cards.", {"seat": 1, "count": 2}),
        ("draw", "Ann draws a card.", {"seat": 0, "count": 1}),
        ("faceoff-call", FACEOFF_CALL, {"puck": "c9"}),
    ]
    assert (new.phase, new.puck, new.control, new.shot, new.stage, new.shot_from) == (FACEOFF, "c9", None, None,
                                                                                     None, 0)
    assert (new.swaps, new.ready, new.picks) == ((0, 0), (False, False), (None, None))
    assert (new.ability_used, new.action_used, new.doubles) == (False, False, False)


def test_a_full_or_bigger_hand_draws_nothing_before_the_face_off():
    """Face-off (B5): up to five; a hand of five or six keeps what it has and draws nothing."""
    five = (ROOKIE, GOAL, SHOT, BODY, SAVE_A)
    state = pos(home=0, hands=(five, five[:0] + (ROOKIE_B, SAVE_B, GOAL_B, PASS_B, ICING_B, SHOT_B)),
                decks=((CRASH,), (BODY_B,)))
    new, events = advance(flow.start_faceoff, state)
    assert new.hands == state.hands and new.decks == state.decks
    assert [e[0] for e in events] == ["faceoff-call"]


def test_a_bench_switch_trades_one_card_and_the_second_one_closes_the_bench():
    """Face-off (B4): up to two switches, one card for one; the opponent learns only that one happened."""
    state = pos(phase=FACEOFF, hands=((ROOKIE, GOAL, SHOT), (ROOKIE_B,)),
                benches=((CAPTAIN, BODY, SAVE_A), (SAVE_B,)), extras=((GOAL, ROOKIE), (ROOKIE_B,)))
    events: list = []
    one = flow.swap(T, state, 0, GOAL, BODY, events)
    assert one.hands == ((ROOKIE, SHOT, BODY), (ROOKIE_B,))
    assert one.benches == ((CAPTAIN, GOAL, SAVE_A), (SAVE_B,))
    assert (one.swaps, one.ready) == ((1, 0), (False, False))
    assert one.extras == ((ROOKIE,), (ROOKIE_B,))
    assert [ev(e) for e in events] == [
        pub("bench", "Ann switches a card with the bench.", {"seat": 0}),
        own(0, "bench-own", "You put Goal (helmet) on the bench and take Body-Check 3 (helmet).",
            {"seat": 0, "out": GOAL, "in": BODY}),
    ]
    two = flow.swap(T, one, 0, ROOKIE, CAPTAIN, [])
    assert (two.swaps, two.ready) == ((2, 0), (True, False))
    assert two.hands[0] == (SHOT, BODY, CAPTAIN) and two.benches[0] == (ROOKIE, GOAL, SAVE_A)
    # A limit of one closes the bench at once; seat 1's switch touches only seat 1.
    events = []
    solo = flow.swap(T, state, 1, ROOKIE_B, SAVE_B, events, limit=1)
    assert (solo.swaps, solo.ready) == ((0, 1), (False, True))
    assert solo.hands == ((ROOKIE, GOAL, SHOT), (SAVE_B,)) and solo.benches == ((CAPTAIN, BODY, SAVE_A), (ROOKIE_B,))
    assert solo.extras == ((GOAL, ROOKIE), ())
    assert [ev(e)[:3] for e in events] == [
        ("bench", "Bo switches a card with the bench.", {"seat": 1}),
        ("bench-own", "You put Rookie 0 (skate) on the bench and take Save (skate).",
         {"seat": 1, "out": ROOKIE_B, "in": SAVE_B}),
    ]


def test_keeping_the_cards_closes_the_seats_bench():
    """Face-off (B4): a player may switch none."""
    events: list = []
    state = flow.ready(pos(phase=FACEOFF, ready=(False, False)), 1, events)
    assert state.ready == (False, True)
    assert [ev(e) for e in events] == [pub("bench-done", "Bo is done with the bench.", {"seat": 1})]
    events = []
    state = flow.ready(pos(phase=FACEOFF, ready=(False, True)), 0, events)
    assert state.ready == (True, True)
    assert [ev(e) for e in events] == [pub("bench-done", "Ann is done with the bench.", {"seat": 0})]


def test_the_first_face_off_card_waits_face_down_and_the_second_reveals_the_higher_card():
    """Face-off (B5): cards face down, revealed together; the higher number wins, plays its card and
    takes the puck at center ice and the first turn; the loser's card is discarded."""
    state, first, second = _faceoff(CAPTAIN, ROOKIE_B, play=(GRINDER,), discards=((GOAL,), (GOAL_B,)))
    assert first == [pub("faceoff-down", "Bo places a face-off card face down.", {"seat": 1}),
                     own(1, "faceoff-own", "You place Rookie 0 (skate) face down.", {"seat": 1, "card": ROOKIE_B})]
    assert second == [
        pub("faceoff-down", "Ann places a face-off card face down.", {"seat": 0}),
        own(0, "faceoff-own", "You place Captain 8 (helmet) face down.", {"seat": 0, "card": CAPTAIN}),
        pub("faceoff-reveal", "Face-off: Ann shows Captain 8 (helmet), Bo shows Rookie 0 (skate).",
            {"cards": (CAPTAIN, ROOKIE_B)}, irreversible=True),
        pub("faceoff-won", "Ann wins the face-off (the higher card), takes the puck at center ice and plays "
                           "Captain 8 (helmet); Bo discards Rookie 0 (skate).", {"winner": 0, "card": CAPTAIN}),
    ]
    assert state.hands == ((SHOT,), (SAVE_B,))
    assert (state.phase, state.play, state.discards) == (PLAY, (GRINDER, CAPTAIN), ((GOAL,), (GOAL_B, ROOKIE_B)))
    assert (state.picks, state.control, state.puck, state.turn) == ((None, None), 0, "c9", 0)
    assert (state.ability_used, state.action_used, state.doubles) == (False, False, False)


def test_the_second_seat_wins_with_the_higher_card():
    """Face-off (B3, B5): the higher number wins whichever seat lays it."""
    state, _, second = _faceoff(ROOKIE, CAPTAIN_B, home=0)
    assert second[-1] == pub("faceoff-won", "Bo wins the face-off (the higher card), takes the puck at center ice "
                                            "and plays Captain 8 (glove); Ann discards Rookie 0 (helmet).",
                             {"winner": 1, "card": CAPTAIN_B})
    assert (state.control, state.turn, state.play, state.discards) == (1, 1, (CAPTAIN_B,), ((ROOKIE,), ()))


def test_a_tied_face_off_goes_to_home_ice():
    """Face-off: Home Ice wins ties (B3: equal numbers tie)."""
    for home in (0, 1):
        state, _, second = _faceoff(ROOKIE, ICING_B, home=home)
        winner = (ANN, BO)[home]
        loser = (ANN, BO)[1 - home]
        cards = (ROOKIE, ICING_B)
        assert second[-1][1] == (f"{winner} wins the face-off (a tie, and Home Ice wins ties), takes the puck at "
                                 f"center ice and plays {T.label[cards[home]]}; {loser} discards "
                                 f"{T.label[cards[1 - home]]}.")
        assert (state.control, state.turn, state.play) == (home, home, (cards[home],))


@pytest.mark.parametrize("home", [0, 1])
def test_a_tied_faceoff_goes_to_home_ice(home):
    state = faceoff((SNIPER_R,) + FILL_R, (SNIPER_H,) + FILL_H, home=home)
    state = act(act(state, 0, "faceoff", SNIPER_R), 1, "faceoff", SNIPER_H)
    assert state.control == home and state.turn == home and state.phase == PLAY
    assert state.play == ((SNIPER_R, SNIPER_H)[home],)


@pytest.mark.parametrize("home", [0, 1])
def test_the_higher_number_wins_the_faceoff(home):
    state = faceoff((ROOKIE_R,) + FILL_R, (SNIPER_H,) + FILL_H, home=home)
    state = act(act(state, 1, "faceoff", SNIPER_H), 0, "faceoff", ROOKIE_R)
    assert state.control == 1 and state.turn == 1 and state.puck == "c9"
    assert state.play == (SNIPER_H,) and ROOKIE_R in state.discards[0]


def test_no_number_is_weaker_than_a_goalie_and_a_goalie_weaker_than_zero():
    goalie_r, goalie_h = card(0, "goalie-g-helmet"), card(1, "goalie-g-skate")
    state = faceoff((GOAL_R,) + FILL_R, (goalie_h,) + FILL_H, home=0)
    state = act(act(state, 0, "faceoff", GOAL_R), 1, "faceoff", goalie_h)
    assert state.control == 1
    state = faceoff((goalie_r,) + FILL_R, (ROOKIE_H,) + FILL_H, home=0)
    state = act(act(state, 0, "faceoff", goalie_r), 1, "faceoff", ROOKIE_H)
    assert state.control == 1


def test_the_faceoff_winner_may_make_doubles_on_the_faceoff_card():
    state = faceoff((SNIPER_R, card(0, "sniper-7-stick")) + FILL_R, (ROOKIE_H,) + FILL_H)
    state = act(act(state, 0, "faceoff", SNIPER_R), 1, "faceoff", ROOKIE_H)
    state = act(state, 0, "play", card(0, "sniper-7-stick"))
    assert state.doubles


def test_bench_switches_before_the_faceoff():
    state = GAME.new_game(3)
    assert state.phase == FACEOFF and GAME.pending(state)[0].kind == "bench"
    bench = state.benches[0]
    players = [c for c in state.hands[0] if T.player[c]]
    others = [c for c in state.hands[0] if not T.player[c]]
    assert verdict(state, 0, "faceoff", state.hands[0][0]).code == "bench-first"
    if others:
        v = verdict(state, 0, "switch", others[0], bench[0])
        assert v.code == "bench-players-only" and "Setup" in v.rule
    for c in players:
        for b in bench:
            v = verdict(state, 0, "switch", c, b)
            clash = any(T.name[x] == T.name[c] for x in bench if x != b)
            assert v.ok != clash and (v.ok or v.code == "bench-different")
    assert verdict(state, 0, "switch", bench[0], state.hands[0][0]).code == "not-in-hand"


def test_at_most_two_bench_switches():
    state = arrange(hands=((ROOKIE_R,) + FILL_R, FILL_H), phase=FACEOFF, ready=(False, False), control=None)
    bench = state.benches[0]
    state = act(state, 0, "switch", ROOKIE_R, bench[0])
    state = act(state, 0, "switch", FILL_R[2], bench[1])
    assert state.ready[0] and state.swaps[0] == 2
    assert bench[0] in state.hands[0] and ROOKIE_R in state.benches[0]
    assert verdict(state, 0, "switch", FILL_R[3], bench[2]).code == "bench-done"
    assert GAME.pending(state)[0].kind == "faceoff" and GAME.pending(state)[0].secret


def test_faceoff_choice_is_invisible_to_the_other_seat():
    state = faceoff((SNIPER_R,) + FILL_R, (ROOKIE_H,) + FILL_H)
    state = act(state, 0, "faceoff", SNIPER_R)
    assert SNIPER_R in GAME.hidden_from(state, 1) and SNIPER_R not in GAME.hidden_from(state, 0)
    assert SNIPER_R not in repr(GAME.view(state, 1)) and SNIPER_R not in repr(GAME.view(state, None))
    assert GAME.view(state, 0).pick == SNIPER_R and GAME.view(state, 1).chosen == (True, False)
    decisions = GAME.pending(state)
    assert [(d.seat, d.kind, d.secret) for d in decisions] == [(1, "faceoff", True)]
    state = act(state, 1, "faceoff", ROOKIE_H)
    assert SNIPER_R in repr(GAME.view(state, 1))           # revealed and played


def test_faceoff_events_keep_the_card_private_until_the_reveal():
    state = faceoff((SNIPER_R,) + FILL_R, (ROOKIE_H,) + FILL_H)
    _, events = GAME.apply(state, Action(0, "faceoff", (SNIPER_R,)))
    public = [e for e in events if e.visible_to(1)]
    assert public and not any(SNIPER_R in repr(e.data) or "Sniper" in e.text for e in public)


def test_setup_shuffles_deals_five_and_tosses_for_home_ice():
    state = GAME.new_game(11)
    assert state.phase == FACEOFF and state.puck == "c9" and state.control is None
    assert [len(h) for h in state.hands] == [5, 5] and [len(d) for d in state.decks] == [57, 57]
    assert [len(b) for b in state.benches] == [5, 5]
    assert {GAME.new_game(seed).home for seed in range(20)} == {0, 1}
    assert GAME.new_game(11) == state and GAME.new_game(12).decks != state.decks
    # seat 1 plays the Ridge Runners, seat 2 the Harbour Hawks (the default teams)
    assert all(T.owner[c] == 0 for c in state.decks[0] + state.hands[0] + state.benches[0])
    assert sorted(T.card[c].id for c in state.decks[0] + state.hands[0]) == sorted(
        starter_deck("ridge-runners").expanded())
