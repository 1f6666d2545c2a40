"""Breakaway: CCG, Part 1 (Beginner Rules): the introductory mode as one unit.

Covers Part 1's Setup (a bench of five, up to two switches with it before each face-off), Face-off
(each side picks a card in secret, then both are shown), Taking Turns (one card, then one ability and
one action of it, and the turn ends) and Scoring a Goal (the opponent owes the Shot Card, the shooter
may then score on it, and the defender gets one chance to Save): what the game waits for, the words it
asks with, and the actions it lists. Rulings B6 and B11-B13 (every played card gets its ability and
action; a Save is used like any other action).

Also Part 1's Setup and Face-off in detail (the shuffle, five cards each, the coin for Home Ice, the
bench switches and their refusals, face-off cards laid face down, the higher number winning and Home
Ice taking ties; rulings B3-B5) and Winning (a period ends when a hand runs out, more periods reshuffle
everything but the benches and score piles, most goals wins, nothing is played after; rulings B14-B16).
"""

from __future__ import annotations

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.games.breakaway_ccg import piles
from tabletop.games.breakaway_ccg.beginner import flow
from tabletop.games.breakaway_ccg.beginner import legality as lg
from tabletop.games.breakaway_ccg.beginner import mode as beginner
from tabletop.games.breakaway_ccg.cards import starter_deck
from tabletop.games.breakaway_ccg.state import (
    FACEOFF,
    OVER,
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    USE,
    CcgState,
    evolve,
)
from tabletop.games.breakaway_ccg.tables import deck_copies
from tests.games.breakaway_ccg.helpers_flow import (
    _OPTIONS,
    ANN,
    BASE_CARD,
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
    PASS_H,
    ROOKIE,
    ROOKIE2,
    ROOKIE_B,
    ROOKIE_H,
    ROOKIE_R,
    SAVE_A,
    SAVE_B,
    SAVE_H,
    SCORE5_B,
    SHOT,
    SHOT_B,
    SHOT_R,
    SNIPER_B,
    SNIPER_H,
    SNIPER_R,
    _faceoff,
    advance,
    ev,
    faced,
    own,
    pos,
    pub,
)
from tests.games.breakaway_ccg.support import (
    BEGINNER_BOOK,
    GAME,
    SAVE1,
    SNIPER,
    SNIPER1,
    T,
    act,
    arrange,
    beginner_allowed,
    beginner_refusal,
    card,
    verdict,
)


def with_periods(n: int) -> tuple:
    return tuple((k, n if k == "periods" else v) for k, v in _OPTIONS)


def _fresh(seed: int) -> CcgState:
    made = GAME.new_game(1)
    return CcgState(names=(ANN, BO), seed=seed, options=_OPTIONS, puck="c9", deck_names=made.deck_names,
                    deck_lists=made.deck_lists, bench_lists=made.bench_lists, lists_public=True)


def faceoff(hand0, hand1, home=0):
    state = arrange(hands=(hand0, hand1), phase=FACEOFF, ready=(True, True), control=None, home=home)
    return state


def _at(puck="e3", **fields):
    return arrange(hands=((SHOT_R, GOAL_R), (SAVE_H, PASS_H)), puck=puck, **fields)


@pytest.mark.parametrize("fields, decision", [
    ({"phase": PLAY, "turn": 1}, Decision(1, "play", "Play a card onto the play area.")),
    ({"phase": PLAY, "turn": 1, "stage": SHOT_CARD, "shot": 0},
     Decision(1, "shot-card", "Play the Shot Card: your next card faces the shot.")),
    ({"phase": PLAY, "turn": 0, "stage": SCORE, "shot": 0},
     Decision(0, "play", "Play a card on the Shot Card: with Score you try to score.")),
    ({"phase": PLAY, "turn": 1, "stage": SAVE, "shot": 0},
     Decision(1, "save-chance", "A score attempt! Play a card that can Save, or let the goal stand.")),
    ({"phase": USE, "turn": 1, "stage": SAVE, "shot": 0},
     Decision(1, "use", "Use the Save (the card's ability first, if you like).")),
    ({"phase": USE, "turn": 0, "stage": SHOT_CARD, "shot": 0, "action_used": True},
     Decision(0, "use", "Shot taken: use the card's ability, or end your turn.", optional=True)),
    ({"phase": USE, "turn": 0, "stage": SAVE, "shot": 0, "action_used": True},
     Decision(0, "use", "Score attempt made: use the card's ability, or end your turn.", optional=True)),
    ({"phase": USE, "turn": 1, "stage": SHOT_CARD, "shot": 0, "action_used": True},
     Decision(1, "use", "Use the card: one ability, one action, or end your turn.", optional=True)),
    ({"phase": USE, "turn": 0, "stage": SCORE, "shot": 0, "action_used": True},
     Decision(0, "use", "Use the card: one ability, one action, or end your turn.", optional=True)),
    ({"phase": USE, "turn": 0, "stage": SHOT_CARD, "shot": 0},
     Decision(0, "use", "Use the card: one ability, one action, or end your turn.", optional=True)),
    ({"phase": USE, "turn": 1},
     Decision(1, "use", "Use the card: one ability, one action, or end your turn.", optional=True)),
])
def test_what_the_game_waits_for_in_play(fields, decision):
    """Taking Turns and Scoring a Goal: whose move it is, what kind of move, the words the player
    is asked with, and whether ending the turn is a choice (B6, B11-B13)."""
    assert GAME.pending(_at(**fields)) == (decision,)
    assert beginner.pending(T, _at(**fields)) == (decision,)


def test_before_a_face_off_each_side_switches_then_chooses_face_down():
    """Setup and Face-off: both sides may switch with the bench (optional), then each chooses a
    card face down (a secret choice)."""
    bench = Decision(0, "bench", "Before the face-off: switch up to two cards with your bench, or keep your "
                                 "cards.", optional=True)
    state = _at(phase=FACEOFF, ready=(False, False))
    assert GAME.pending(state) == (bench, Decision(1, "bench", bench.prompt, optional=True))
    pick = Decision(1, "faceoff", "Face-off: choose a card, face down.", secret=True)
    state = _at(phase=FACEOFF, ready=(False, True))
    assert GAME.pending(state) == (bench, pick)
    state = _at(phase=FACEOFF, ready=(True, True), picks=(SHOT_R, None))
    assert GAME.pending(state) == (pick,)
    assert GAME.pending(_at(phase=OVER)) == ()


def test_the_beginner_mode_names_its_rules_and_adds_no_words_of_its_own():
    """Part 1: the Beginner mode cites Taking Turns, lists its action kinds, and leaves the words of a
    play to the shared engine."""
    assert beginner.RULES_NAME == "Beginner rules"
    assert beginner.RULES_CITATION == "Breakaway: CCG, Beginner rules — Taking Turns"
    state = _at(phase=PLAY, turn=0)
    assert beginner.describe(T, state, Action(0, "play", (SHOT_R,))) is None
    assert beginner.ACTION_KINDS == {"switch", "keep", "faceoff", "play", "concede", "ability", "move", "shoot",
                                     "score", "save", "body-check", "end"}


def test_the_action_space_lists_the_near_misses_around_the_legal_moves():
    """Every legal action is in the action space, and so are the tempting wrong ones a player
    could try: the top card of the bench, of the discard pile and of the deck, one's own cards
    among the top three of the play area, a switch the wrong way round, every area for each
    ability of the card on top, an ability it lacks, an area the puck cannot reach. Each action
    is listed once."""
    top = card(0, "sniper-7-helmet")                  # blue, Shoot
    under = card(0, "grinder-3-helmet")               # yellow: not the top card's color
    play = (card(1, "enforcer-1-skate"), under, card(1, "rookie-0-skate"), top)
    state = arrange(hands=((SHOT_R, GOAL_R), (SAVE_H, PASS_H)), play=play, puck="nw9", phase=USE, turn=0,
                    control=0, decks=((ROOKIE_R, card(0, "body-check-3-helmet")), None))
    listed = list(GAME.action_space(state))
    space = set(listed)
    assert len(listed) == len(space)
    for seat in (0, 1):
        assert set(GAME.legal_actions(state, seat)) <= space
        for kind in beginner.NO_ARGS:
            assert Action(seat, kind) in space
        bench, hand = state.benches[seat], state.hands[seat]
        assert Action(seat, "play", (bench[0],)) in space and Action(seat, "faceoff", (bench[0],)) in space
        assert Action(seat, "play", (bench[1],)) not in space
        assert Action(seat, "play", (state.decks[seat][0],)) in space
        assert Action(seat, "play", (state.decks[seat][1],)) not in space
        assert {Action(seat, "switch", (out, back)) for out in hand for back in bench} <= space
        assert Action(seat, "switch", (bench[0], hand[0])) in space
        assert {Action(seat, "ability", (color, area)) for color in T.colors[top] for area in T.areas} <= space
        assert Action(seat, "ability", ("yellow", "e3")) not in space
        for area in (*T.arrows["nw9"], "nw9", T.areas[0], T.areas[-1]):
            assert Action(seat, "move", (area,)) in space and Action(seat, "ability", ("purple", area)) in space
        assert Action(seat, "move", ("e3",)) not in space
    discards = state.discards[0]
    assert Action(0, "play", (discards[-1],)) in space and Action(0, "play", (discards[-2],)) not in space
    assert Action(0, "play", (top,)) in space and Action(0, "play", (under,)) in space
    assert Action(1, "play", (card(1, "rookie-0-skate"),)) in space
    assert Action(1, "play", (card(1, "enforcer-1-skate"),)) not in space        # fourth from the top
    assert Action(1, "play", (top,)) not in space and Action(0, "play", (card(1, "rookie-0-skate"),)) not in space


def test_an_empty_bench_offers_no_switch():
    """Setup: with nothing on the bench no switch is offered, and the play is."""
    state = arrange(hands=((SHOT_R,), (SAVE_H,)), puck="c9", phase=PLAY, turn=0, control=0, benches=((), ()))
    space = set(GAME.action_space(state))
    assert not any(a.kind == "switch" for a in space)
    assert Action(0, "play", (SHOT_R,)) in space


def test_the_action_space_offers_blue_instead_when_the_card_is_purple():
    """The off-card ability near miss is Purple, or Blue when the card on top has Purple."""
    top = card(0, "captain-8-helmet")                 # purple
    state = arrange(hands=((SHOT_R,), (SAVE_H,)), play=(top,), puck="c9", phase=USE, turn=0, control=0)
    space = set(GAME.action_space(state))
    assert Action(0, "ability", ("blue", "c9")) in space
    assert {Action(0, "ability", ("purple", a)) for a in T.areas} <= space


def test_a_face_down_pick_is_in_its_owners_action_space():
    """Face-off: a card picked face down is listed for its owner only."""
    state = arrange(hands=((SHOT_R, GOAL_R), (SAVE_H, PASS_H)), phase=FACEOFF, ready=(True, True),
                    picks=(ROOKIE_R, None), puck="c9")
    space = set(GAME.action_space(state))
    assert Action(0, "faceoff", (ROOKIE_R,)) in space and Action(1, "faceoff", (ROOKIE_R,)) not in space


def test_each_beginner_action_goes_to_its_own_rule():
    """One action of each kind through ``apply``: a play, a move, the end of the turn, keeping the
    bench, a switch, a face-off card (Setup, Face-off, Taking Turns)."""
    state = _at(phase=PLAY, turn=0, control=0)
    state = act(state, 0, "play", SHOT_R)
    assert state.phase == USE and state.play[-1] == SHOT_R
    state = act(state, 0, "shoot")
    assert state.stage == SHOT_CARD and state.shot == 0
    state = act(state, 0, "end")
    assert state.phase == PLAY and state.turn == 1
    face = arrange(hands=((ROOKIE_R, GOAL_R), (SAVE_H, PASS_H)), phase=FACEOFF, ready=(False, False), puck="c9")
    switched = act(face, 0, "switch", ROOKIE_R, face.benches[0][0])
    assert face.benches[0][0] in switched.hands[0] and ROOKIE_R in switched.benches[0]
    kept = act(face, 1, "keep")
    assert kept.ready == (False, True)
    picked = act(kept, 1, "faceoff", SAVE_H)
    assert picked.picks == (None, SAVE_H)


def test_an_ability_is_announced_with_its_color_and_moves_the_puck():
    """Taking Turns: after playing a card, use one ability of it (Beginner: a color moves the puck
    one area along an arrow, B6); the log names the color used and both areas."""
    state = act(_at(puck="e5", phase=PLAY, turn=0, control=0), 0, "play", SHOT_R)     # red, Shoot
    state, events = GAME.apply(state, Action(0, "ability", ("red", "e4")))
    (used,) = [e for e in events if e.kind == "ability"]
    assert used.text == ("Player 1 uses the red ability: the puck moves from east end, north side of the net (5) "
                         "to east end, low slot (4).")
    assert dict(used.data) == {"seat": 0, "color": "red", "from": "e5", "to": "e4"}
    assert state.puck == "e4" and state.ability_used


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


def test_each_deck_is_shuffled_from_the_seed_with_its_own_draw_of_chance():
    """Setup (both modes): each deck shuffled from the seed; the bench laid out."""
    fresh = evolve(_fresh(9), chance=4)
    events: list = []
    state = piles.shuffle_decks(fresh, events)
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
    one = piles.swap(T, state, 0, GOAL, BODY, events)
    assert one.hands == ((ROOKIE, SHOT, BODY), (ROOKIE_B,))
    assert one.benches == ((CAPTAIN, GOAL, SAVE_A), (SAVE_B,))
    assert (one.swaps, one.ready) == ((1, 0), (False, False))
    assert one.extras == ((ROOKIE,), (ROOKIE_B,))
    assert [ev(e) for e in events] == [
        pub("bench", "Ann switches a card with the bench.", {"seat": 0}),
        own(0, "bench-own", "You put Goal (helmet) on the bench and take Body-Check 3 (helmet).",
            {"seat": 0, "out": GOAL, "in": BODY}),
    ]
    two = piles.swap(T, one, 0, ROOKIE, CAPTAIN, [])
    assert (two.swaps, two.ready) == ((2, 0), (True, False))
    assert two.hands[0] == (SHOT, BODY, CAPTAIN) and two.benches[0] == (ROOKIE, GOAL, SAVE_A)
    # A limit of one closes the bench at once; seat 1's switch touches only seat 1.
    events = []
    solo = piles.swap(T, state, 1, ROOKIE_B, SAVE_B, events, limit=1)
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
    """Part 1, "Face-off": a tie goes to Home Ice (ruling B5)."""
    state = faceoff((SNIPER_R,) + FILL_R, (SNIPER_H,) + FILL_H, home=home)
    state = act(act(state, 0, "faceoff", SNIPER_R), 1, "faceoff", SNIPER_H)
    assert state.control == home and state.turn == home and state.phase == PLAY
    assert state.play == ((SNIPER_R, SNIPER_H)[home],)


@pytest.mark.parametrize("home", [0, 1])
def test_the_higher_number_wins_the_faceoff(home):
    """Part 1, "Face-off": the higher number wins (ruling B5)."""
    state = faceoff((ROOKIE_R,) + FILL_R, (SNIPER_H,) + FILL_H, home=home)
    state = act(act(state, 1, "faceoff", SNIPER_H), 0, "faceoff", ROOKIE_R)
    assert state.control == 1 and state.turn == 1 and state.puck == "c9"
    assert state.play == (SNIPER_H,) and ROOKIE_R in state.discards[0]


def test_no_number_is_weaker_than_a_goalie_and_a_goalie_weaker_than_zero():
    """Part 1, "Face-off": who is stronger, no number < Goalie < 0 (ruling B3)."""
    goalie_r, goalie_h = card(0, "goalie-g-helmet"), card(1, "goalie-g-skate")
    state = faceoff((GOAL_R,) + FILL_R, (goalie_h,) + FILL_H, home=0)
    state = act(act(state, 0, "faceoff", GOAL_R), 1, "faceoff", goalie_h)
    assert state.control == 1
    state = faceoff((goalie_r,) + FILL_R, (ROOKIE_H,) + FILL_H, home=0)
    state = act(act(state, 0, "faceoff", goalie_r), 1, "faceoff", ROOKIE_H)
    assert state.control == 1


def test_the_faceoff_winner_may_make_doubles_on_the_faceoff_card():
    """Part 1, "Face-off" and "Doubles Rule": the winner may play Doubles on the face-off card (ruling B5)."""
    state = faceoff((SNIPER_R, card(0, "sniper-7-stick")) + FILL_R, (ROOKIE_H,) + FILL_H)
    state = act(act(state, 0, "faceoff", SNIPER_R), 1, "faceoff", ROOKIE_H)
    state = act(state, 0, "play", card(0, "sniper-7-stick"))
    assert state.doubles


def test_bench_switches_before_the_faceoff():
    """Part 1, "Setup" and "Face-off": switches with the bench come before the face-off (ruling B4)."""
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
    """Part 1, "Face-off": at most two switches with the bench (ruling B4)."""
    state = arrange(hands=((ROOKIE_R,) + FILL_R, FILL_H), phase=FACEOFF, ready=(False, False), control=None)
    bench = state.benches[0]
    state = act(state, 0, "switch", ROOKIE_R, bench[0])
    state = act(state, 0, "switch", FILL_R[2], bench[1])
    assert state.ready[0] and state.swaps[0] == 2
    assert bench[0] in state.hands[0] and ROOKIE_R in state.benches[0]
    assert verdict(state, 0, "switch", FILL_R[3], bench[2]).code == "bench-done"
    assert GAME.pending(state)[0].kind == "faceoff" and GAME.pending(state)[0].secret


def test_faceoff_choice_is_invisible_to_the_other_seat():
    """Part 1, "Face-off": the card is chosen face down (rulings B5, B17)."""
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
    """Part 1, "Face-off": the card stays private until both are shown (rulings B5, B17)."""
    state = faceoff((SNIPER_R,) + FILL_R, (ROOKIE_H,) + FILL_H)
    _, events = GAME.apply(state, Action(0, "faceoff", (SNIPER_R,)))
    public = [e for e in events if e.visible_to(1)]
    assert public and not any(SNIPER_R in repr(e.data) or "Sniper" in e.text for e in public)


def test_setup_shuffles_deals_five_and_tosses_for_home_ice():
    """Part 1, "Setup": shuffle, five cards each, a coin for Home Ice."""
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


def test_bench_switches_legal_and_refused():
    """Setup: only Player cards go on the bench, which holds five different ones; a switch comes
    only before a face-off and at most twice (B4)."""
    state = arrange(hands=((SNIPER, GOAL, card(0, "sniper-7-helmet")), ()), phase=FACEOFF, ready=(False, True))
    bench = state.benches[0]
    legal = lg.legal_actions(T, state, 0)
    assert legal[-1] == Action(0, "keep")
    switches = {a.args for a in legal[:-1]}
    assert all(a.kind == "switch" for a in legal[:-1])
    # The bench already has a Sniper (s1:sniper-7-skate): a Sniper may only come in for it.
    assert switches == {(s, "s1:sniper-7-skate") for s in (SNIPER, card(0, "sniper-7-helmet"))}
    assert "s1:sniper-7-skate" in bench
    assert beginner_allowed(state, 0, "switch", SNIPER, "s1:sniper-7-skate") and beginner_allowed(state, 0, "keep")
    other = next(b for b in bench if b != "s1:sniper-7-skate")
    assert beginner_refusal(state, 0, "switch", SNIPER, other) == (
        "bench-different", "The bench holds different cards, and a Sniper is already on it.", BEGINNER_BOOK + "Setup")
    assert beginner_refusal(state, 0, "switch", GOAL, other) == (
        "bench-players-only", "Only Player cards (#0-#8 or Goalie) go on the bench; Goal (helmet) is not one.",
        BEGINNER_BOOK + "Setup")
    assert beginner_refusal(state, 0, "switch", ROOKIE, other) == (
        "not-in-hand", "Rookie 0 (helmet) is not in your hand.", BEGINNER_BOOK + "Face-off")
    assert beginner_refusal(state, 0, "switch", SNIPER, ROOKIE) == (
        "not-on-bench", "Rookie 0 (helmet) is not on your bench.", BEGINNER_BOOK + "Face-off")
    assert beginner_refusal(state, 1, "keep") == (
        "bench-done", "You are done with the bench for this face-off (at most 2 switches).", BEGINNER_BOOK + "Face-off")
    assert beginner_refusal(state, 1, "switch", SNIPER1, other) == beginner_refusal(state, 1, "keep")
    playing = evolve(state, phase=PLAY)
    assert beginner_refusal(playing, 0, "keep") == (
        "no-bench-switch", "Cards are switched with the bench only before a face-off.", BEGINNER_BOOK + "Face-off")
    assert beginner_refusal(playing, 0, "switch", SNIPER, other)[0] == "no-bench-switch"


def test_a_card_that_is_not_a_player_card_never_goes_to_the_bench():
    """Setup (B4): a card that is not a Player card never goes to the bench, whatever its name."""
    bench = ("s1:sniper-7-skate",)
    assert not lg._switch_ok(T, bench, GOAL, "s1:sniper-7-skate")
    assert lg._switch_ok(T, bench, ROOKIE, "s1:sniper-7-skate")
    assert lg._switch_ok(T, bench, SNIPER, "s1:sniper-7-skate")
    assert not lg._switch_ok(T, bench + ("s1:captain-8-glove",), SNIPER, "s1:captain-8-glove")


def test_faceoff_cards_legal_and_refused():
    """Face-off: each side, its bench done, lays one card from hand face down."""
    state = arrange(hands=((SNIPER, ROOKIE), (SAVE1,)), phase=FACEOFF, ready=(True, False), picks=(None, None))
    assert lg.legal_actions(T, state, 0) == [Action(0, "faceoff", (SNIPER,)), Action(0, "faceoff", (ROOKIE,))]
    assert beginner_allowed(state, 0, "faceoff", SNIPER)
    assert beginner_refusal(state, 1, "faceoff", SAVE1) == (
        "bench-first", "Finish with your bench (switch, or keep your cards) before you choose your face-off card.",
        BEGINNER_BOOK + "Face-off")
    assert beginner_refusal(state, 0, "faceoff", SAVE1) == ("not-in-hand", "Save (skate) is not in your hand.",
                                                   BEGINNER_BOOK + "Face-off")
    chosen = evolve(state, picks=(SNIPER, None))
    assert lg.legal_actions(T, chosen, 0) == []
    assert beginner_refusal(chosen, 0, "faceoff", ROOKIE) == ("already-chosen", "Your face-off card is already down.",
                                                     BEGINNER_BOOK + "Face-off")
    assert beginner_refusal(state, 0, "play", SNIPER) == (
        "faceoff-first", "The face-off comes first: switch with your bench, then choose a face-off card.",
        BEGINNER_BOOK + "Face-off")
    assert beginner_refusal(evolve(state, phase=PLAY), 0, "faceoff", SNIPER) == (
        "no-faceoff", "There is no face-off now: face-offs start the game and follow every goal.", BEGINNER_BOOK + "Face-off")


def test_a_finished_game_lists_no_move_and_refuses_play_with_the_winning_rule():
    """Winning: once the game is won nothing more is played."""
    state = arrange(hands=((SNIPER,), ()), phase=OVER)
    assert beginner_refusal(state, 0, "play", SNIPER) == ("game-over", "The game is over.", BEGINNER_BOOK + "Winning")
    assert lg.legal_actions(T, state, 0) == [] and lg.legal_actions(T, state, 1) == []


def test_a_face_off_with_an_empty_hand_ends_the_period():
    """Winning (B14): a period ends the moment a hand has no card; with no deck left to draw from,
    the face-off cannot be played."""
    state = pos(hands=((), (ROOKIE_B,)), goals=(1, 0))
    new, events = advance(flow.start_faceoff, state)
    assert [e[0] for e in events] == ["faceoff-call", "period-end", "game-over"]
    assert new.phase == OVER and new.winners == (0,)
    state = pos(hands=((ROOKIE,), ()), goals=(1, 0))
    assert advance(flow.start_faceoff, state)[0].phase == OVER


def test_a_face_off_that_empties_a_hand_ends_the_period():
    """Winning (B14): the face-off card is revealed first, then the period ends."""
    state, _, second = _faceoff(CAPTAIN, ROOKIE_B, hands=((), (SAVE_B,)))
    assert [e[0] for e in second][-3:] == ["faceoff-won", "period-end", "game-over"]
    assert state.phase == OVER
    state, _, second = _faceoff(CAPTAIN, ROOKIE_B, hands=((SHOT,), ()))
    assert state.phase == OVER and second[-1][0] == "game-over"


def test_playing_the_last_card_ends_the_period_at_once():
    """Winning (B14): the card that empties a hand has no effect; the period is over."""
    state = pos(hands=((ROOKIE,), (GOAL_B,)), play=(GRINDER,), goals=(0, 2), shot=1, stage=SCORE, turn=0)
    new, events = advance(flow.play_card, state, 0, ROOKIE)
    assert events[1] == pub("hand-empty", "Ann has no cards left in hand.", {"seat": 0})
    assert [e[0] for e in events] == ["play", "hand-empty", "period-end", "game-over"]
    assert (new.phase, new.winners, new.shot, new.stage) == (OVER, (1,), None, None)


def test_the_last_period_ends_the_game_on_the_score():
    """Winning (B14, B16): the period ends; in the last one the most goals wins."""
    state = pos(goals=(2, 1), shot=0, stage=SCORE)
    new, events = advance(flow.end_period, state)
    assert events == [pub("period-end", "End of period 1: Ann 2, Bo 1.", {"period": 1, "goals": (2, 1)}),
                      pub("game-over", "Ann wins 2-1.", {"winners": (0,)})]
    assert (new.phase, new.winners, new.shot, new.stage) == (OVER, (0,), None, None)
    new, events = advance(piles.game_over, pos(goals=(1, 3)))
    assert events == [pub("game-over", "Bo wins 3-1.", {"winners": (1,)})] and new.winners == (1,)
    new, events = advance(piles.game_over, pos(goals=(2, 2)))
    assert events == [pub("game-over", "The game ends in a 2-2 tie.", {"winners": ()})]
    assert new.winners == () and new.phase == OVER
    # Period 3 of 3 is the last; period 2 of 2 too.
    new, events = advance(flow.end_period, pos(period=3, options=with_periods(3), goals=(0, 0)))
    assert events[0][1] == "End of period 3: Ann 0, Bo 0." and new.phase == OVER
    assert advance(flow.end_period, pos(period=2, options=with_periods(2)))[0].phase == OVER


def test_a_period_before_the_last_reshuffles_everything_but_benches_and_score_piles():
    """Winning (B15): every card not on the bench or in a score pile goes back to its owner's deck,
    shuffled; five each; goals carry over; a face-off opens the period."""
    state = pos(period=1, options=with_periods(2), seed=7, chance=3, goals=(1, 0),
                decks=((ROOKIE, GOAL), (ROOKIE_B,)), hands=((SHOT, CAPTAIN), (SAVE_B,)),
                discards=((BODY,), (GOAL_B, SCORE5_B)), play=(SAVE_A, PASS_B, CRASH),
                picks=(GRINDER, ICING_B), benches=((ROOKIE2,), (SNIPER_B,)), scored=((BODY_B, SHOT_B), ()),
                shot=0, stage=SAVE, shot_from=1)
    new, events = advance(flow.end_period, state)
    cards0 = sorted((ROOKIE, GOAL, SHOT, CAPTAIN, BODY, SAVE_A, CRASH, GRINDER))
    cards1 = sorted((ROOKIE_B, SAVE_B, GOAL_B, SCORE5_B, PASS_B, ICING_B))
    deck0, deck1 = chance.shuffled(7, 3, cards0), chance.shuffled(7, 4, cards1)
    assert [e[:3] for e in events if e[0] not in ("draw-own",)] == [
        ("period-end", "End of period 1: Ann 1, Bo 0.", {"period": 1, "goals": (1, 0)}),
        ("shuffle", "Ann shuffles 8 cards into a new deck.", {"seat": 0}),
        ("shuffle", "Bo shuffles 6 cards into a new deck.", {"seat": 1}),
        ("period", "Period 2 begins.", {"period": 2}),
        ("draw", "Ann draws 5 cards.", {"seat": 0, "count": 5}),
        ("draw", "Bo draws 5 cards.", {"seat": 1, "count": 5}),
        ("faceoff-call", FACEOFF_CALL, {"puck": "c9"}),
    ]
    assert [(e[0], e[4], e[5]) for e in events if e[0] == "shuffle"] == [("shuffle", True, True)] * 2
    assert new.hands == (deck0[:5], deck1[:5]) and new.decks == (deck0[5:], deck1[5:])
    assert (new.period, new.chance, new.goals, new.phase) == (2, 5, (1, 0), FACEOFF)
    assert (new.discards, new.play, new.picks) == (((), ()), (), (None, None))
    assert (new.shot, new.stage, new.shot_from) == (None, None, 0)
    assert new.benches == ((ROOKIE2,), (SNIPER_B,)) and new.scored == ((BODY_B, SHOT_B), ())


def test_a_hand_emptied_before_the_last_period_opens_the_next_one():
    """Winning (B14, B15): whichever step empties a hand (a face-off call that cannot be answered, the
    face-off card, a played card), the next period starts when periods remain."""
    two = with_periods(2)
    deck0, deck1 = (ROOKIE, GOAL, SHOT, BODY, SAVE_A), (ROOKIE_B, SAVE_B, GOAL_B, PASS_B, ICING_B)
    starts = [
        advance(flow.start_faceoff, pos(options=two, hands=((), (SNIPER_B,)), discards=(deck0, deck1)))[0],
        _faceoff(CAPTAIN, ROOKIE_B, hands=((), (SAVE_B,)), options=two, decks=(deck0, deck1))[0],
        advance(flow.play_card, pos(options=two, hands=((CRASH,), (SNIPER_B,)), decks=(deck0, deck1)), 0, CRASH)[0],
    ]
    for state in starts:
        assert (state.period, state.phase) == (2, FACEOFF)
        assert [len(h) for h in state.hands] == [5, 5]


def test_the_period_ends_when_a_hand_runs_out():
    """Part 1, "Winning": a period ends when a hand runs out (ruling B14)."""
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE_CARD,), decks=((), None))
    state = act(state, 0, "play", ROOKIE_R)
    assert state.phase == OVER and GAME.outcome(state).draw


def test_with_more_periods_every_card_but_bench_and_score_pile_is_reshuffled():
    """Part 1, "Winning": more periods reshuffle all but benches and score piles (ruling B15)."""
    options = {"periods": 2}
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE_CARD,), decks=((), None), options=options,
                    goals=(1, 0), scored=((card(1, "goal-glove"), GOAL_R), ()))
    state = act(state, 0, "play", ROOKIE_R)
    assert state.period == 2 and state.phase == FACEOFF and state.goals == (1, 0)
    assert len(state.hands[0]) == 5 and len(state.hands[1]) == 5
    assert len(state.decks[0]) + 5 == 62 - 1 and len(state.decks[1]) + 5 == 62 - 1
    assert state.play == () and all(not d for d in state.discards)


def test_a_shot_in_progress_when_the_period_ends_counts_for_nothing():
    """Part 1, "Winning": a shot cut off by the period's end scores nothing (ruling B14)."""
    state = arrange(hands=((SHOT_R, GOAL_R), (PASS_H,) + FILL_H), play=(BASE_CARD,), puck="e4", decks=((), None))
    state = act(act(act(state, 0, "play", SHOT_R), 0, "shoot"), 0, "end")
    state = faced(state, PASS_H)
    state = act(state, 0, "play", GOAL_R)                  # the last card: the period ends at once
    assert state.phase == OVER and state.goals == (0, 0)


def test_most_goals_wins():
    """Part 1, "Winning": the most goals wins (ruling B16)."""
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE_CARD,), decks=((), None), goals=(0, 1),
                    scored=((), (GOAL_R, card(1, "goal-glove"))))
    state = act(state, 0, "play", ROOKIE_R)
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,) and outcome.scores == (0, 1)


def test_the_game_ends_with_the_last_card_and_then_refuses_every_move():
    """Part 1, "Winning": after the last card nothing more is played (rulings B14, B16)."""
    state = arrange(hands=((ROOKIE_R,), FILL_H), play=(BASE_CARD,), decks=((), None))
    state = act(state, 0, "play", ROOKIE_R)
    assert GAME.pending(state) == ()
    assert verdict(state, 1, "play", PASS_H).code == "game-over"
