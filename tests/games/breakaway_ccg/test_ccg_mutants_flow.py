"""Breakaway: CCG, the Beginner play flow (``flow.py``), pinned where a mutation run would look (issue 20,
docs/testing.md): every event's exact words, data, audience and flags, and every state field an
action sets, on both sides of each comparison.

Book: Part 1 (Beginner rules) of breakaway-ccg.md: Setup, Face-off, Taking Turns (abilities, the five
basic actions, the draw and the hand limit of eight), the Doubles Rule, Control, Scoring a Goal and
Winning. Rulings B3-B16 of docs/rulings/breakaway-ccg.md fill its silences.

The functions are called directly on hand-made positions (seat 0 is "Ann", seat 1 "Bo"), so each
test sees exactly what one step does.
"""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.games.breakaway_ccg import flow
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
from tabletop.games.breakaway_ccg.tables import BASIC_ACTIONS, deck_copies
from tests.games.breakaway_ccg.support import GAME, T, card

ANN, BO = "Ann", "Bo"
FACEOFF_CALL = ("Face-off at center ice: each player may switch up to two cards with the bench, then both choose a "
                "card face down.")
_OPTIONS = GAME.new_game(1).options

# Seat 0's cards.
ROOKIE = card(0, "rookie-0-helmet")        # Move, pink, #0
ROOKIE2 = card(0, "rookie-0-stick")        # Move, pink, #0
GOAL = card(0, "goal-helmet")              # Score, blue, no number
SCORE5 = card(0, "score-5-helmet")         # Score, no color, #5
SHOT = card(0, "shot-on-goal-4-helmet")    # Shoot, red, #4
CAPTAIN = card(0, "captain-8-helmet")      # Move and Shoot, purple, #8
BODY = card(0, "body-check-3-helmet")      # Body-Check, brown, #3
SAVE0 = card(0, "save-helmet")             # Save, black, no number
CRASH = card(0, "crash-the-net-4-skate")   # no action, yellow, #4
GRINDER = card(0, "grinder-3-helmet")      # Move, yellow, #3
# Seat 1's cards.
ROOKIE_B = card(1, "rookie-0-skate")
SAVE_B = card(1, "save-skate")             # Save, black, no number
GOAL_B = card(1, "goal-skate")
SCORE5_B = card(1, "score-5-helmet")       # Score, no color, #5
SHOT_B = card(1, "shot-on-goal-4-helmet")
PASS_B = card(1, "breakout-pass-2-helmet")  # Move, gold, #2
ICING_B = card(1, "icing-0-glove")         # no action, bronze, #0
CAPTAIN_B = card(1, "captain-8-glove")
BODY_B = card(1, "body-check-3-helmet")
SNIPER_B = card(1, "sniper-7-skate")


def pos(**fields) -> CcgState:
    """A bare Beginner position: empty decks, hands and piles unless given; Ann has the puck at center."""
    base = {"names": (ANN, BO), "seed": 5, "options": _OPTIONS, "phase": PLAY, "puck": "c9", "control": 0,
            "turn": 0, "decks": ((), ()), "hands": ((), ()), "discards": ((), ()), "benches": ((), ()), "play": ()}
    base.update(fields)
    return CcgState(**base)


def ev(e) -> tuple:
    return (e.kind, e.text, dict(e.data), e.audience, e.chance, e.irreversible)


def pub(kind, text, data, chance_=False, irreversible=False) -> tuple:
    return (kind, text, data, None, chance_, irreversible)


def own(seat, kind, text, data, irreversible=False) -> tuple:
    return (kind, text, data, frozenset((seat,)), False, irreversible)


def run(fn, *args):
    events: list = []
    state = fn(T, *args, events)
    return state, [ev(e) for e in events]


def with_periods(n: int) -> tuple:
    return tuple((k, n if k == "periods" else v) for k, v in _OPTIONS)


# ----- small pieces: draws, discards, what a card offers -------------------------------------------
def test_a_draw_takes_the_top_cards_and_names_them_to_the_drawer_only():
    """Taking Turns: draws come from the top of the own deck; B17: the opponent sees only how many."""
    state = pos(decks=((ROOKIE, GOAL, SHOT), (ROOKIE_B,)), hands=((BODY,), ()))
    new, events = run(flow.draw, state, 0, 2)
    assert new.decks == ((SHOT,), (ROOKIE_B,)) and new.hands == ((BODY, ROOKIE, GOAL), ())
    assert events == [
        pub("draw", "Ann draws 2 cards.", {"seat": 0, "count": 2}),
        own(0, "draw-own", "You draw Rookie 0 (helmet), Goal (helmet).", {"seat": 0, "cards": (ROOKIE, GOAL)}, True),
    ]
    # One card, for seat 1: "a card"; a short deck gives what it has.
    new, events = run(flow.draw, state, 1, 3)
    assert new.decks == ((ROOKIE, GOAL, SHOT), ()) and new.hands == ((BODY,), (ROOKIE_B,))
    assert events == [pub("draw", "Bo draws a card.", {"seat": 1, "count": 1}),
                      own(1, "draw-own", "You draw Rookie 0 (skate).", {"seat": 1, "cards": (ROOKIE_B,)}, True)]
    # An empty deck: nothing happens at all.
    empty = pos(decks=((), (ROOKIE_B,)))
    new, events = run(flow.draw, empty, 0, 1)
    assert new is empty and events == []


def test_discarded_cards_go_to_their_owners_piles_after_what_is_there():
    """Scoring a Goal: the shot's cards are discarded, each to its owner's pile (B13)."""
    piles = ((GOAL,), (SAVE_B,))
    assert flow._discard(T, piles, (ROOKIE, ROOKIE_B, SHOT)) == ((GOAL, ROOKIE, SHOT), (SAVE_B, ROOKIE_B))
    assert flow._discard(T, ((), ()), ()) == ((), ())


def test_a_save_answers_with_a_printed_save_or_doubles_on_the_score_card():
    """Taking Turns: Save; Doubles Rule: Doubles on the Score card may be any basic action (B13)."""
    state = pos(play=(SHOT, ROOKIE_B, GOAL))
    assert flow.can_save(T, state, SAVE_B) is True
    assert flow.can_save(T, state, GOAL_B) is True          # the same name as the Score card
    assert flow.can_save(T, state, ROOKIE_B) is False
    assert flow.can_save(T, pos(play=(ROOKIE,)), ROOKIE_B) is True    # same number, no Save printed


def test_doubles_offer_all_five_basic_actions_else_the_card_its_own():
    """Doubles Rule (B6): on Doubles any of the five basic actions."""
    assert flow.usable_actions(T, pos(play=(SHOT,), doubles=True)) == BASIC_ACTIONS
    assert flow.usable_actions(T, pos(play=(SHOT,), doubles=False)) == frozenset({"shoot"})


def test_scoring_turn_and_save_owed_read_the_stage():
    """Scoring a Goal (B12, B13): only the shooter's turn on the Shot Card is a scoring turn; the
    Save is owed until the defender's card has used it."""
    assert flow.scoring_turn(pos(stage=SCORE, turn=1, shot=1)) is True
    assert flow.scoring_turn(pos(stage=SCORE, turn=0, shot=1)) is False
    assert flow.scoring_turn(pos(stage=SAVE, turn=1, shot=1)) is False
    assert flow.save_owed(pos(stage=SAVE, action_used=False)) is True
    assert flow.save_owed(pos(stage=SAVE, action_used=True)) is False
    assert flow.save_owed(pos(stage=SCORE, action_used=False)) is False


# ----- set-up and the face-off ---------------------------------------------------------------------
def _fresh(seed: int) -> CcgState:
    made = GAME.new_game(1)
    return CcgState(names=(ANN, BO), seed=seed, options=_OPTIONS, puck="c9", deck_names=made.deck_names,
                    deck_lists=made.deck_lists, bench_lists=made.bench_lists, lists_public=True)


def test_set_up_shuffles_both_decks_deals_five_each_and_tosses_for_home_ice():
    """Setup: shuffle, five cards each, a coin for Home Ice; then the face-off at center (B5)."""
    for seed, toss, home in ((0, "heads", 0), (2, "tails", 1)):
        fresh = _fresh(seed)
        state, events = run(flow.set_up, fresh)
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
                decks=((SAVE0, CRASH), (PASS_B, ICING_B, SHOT_B)), puck="e4", control=1, shot=0,
                stage=SAVE, shot_from=2, swaps=(2, 1), ready=(True, True), picks=(CAPTAIN, SNIPER_B),
                ability_used=True, action_used=True, doubles=True, phase=USE)
    new, events = run(flow.start_faceoff, state)
    assert new.hands == ((ROOKIE, GOAL, SHOT, BODY, SAVE0), (ROOKIE_B, SAVE_B, GOAL_B, PASS_B, ICING_B))
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
    five = (ROOKIE, GOAL, SHOT, BODY, SAVE0)
    state = pos(home=0, hands=(five, five[:0] + (ROOKIE_B, SAVE_B, GOAL_B, PASS_B, ICING_B, SHOT_B)),
                decks=((CRASH,), (BODY_B,)))
    new, events = run(flow.start_faceoff, state)
    assert new.hands == state.hands and new.decks == state.decks
    assert [e[0] for e in events] == ["faceoff-call"]


def test_a_face_off_with_an_empty_hand_ends_the_period():
    """Winning (B14): a period ends the moment a hand has no card; with no deck left to draw from,
    the face-off cannot be played."""
    state = pos(hands=((), (ROOKIE_B,)), goals=(1, 0))
    new, events = run(flow.start_faceoff, state)
    assert [e[0] for e in events] == ["faceoff-call", "period-end", "game-over"]
    assert new.phase == OVER and new.winners == (0,)
    state = pos(hands=((ROOKIE,), ()), goals=(1, 0))
    assert run(flow.start_faceoff, state)[0].phase == OVER


def test_a_bench_switch_trades_one_card_and_the_second_one_closes_the_bench():
    """Face-off (B4): up to two switches, one card for one; the opponent learns only that one happened."""
    state = pos(phase=FACEOFF, hands=((ROOKIE, GOAL, SHOT), (ROOKIE_B,)),
                benches=((CAPTAIN, BODY, SAVE0), (SAVE_B,)), extras=((GOAL, ROOKIE), (ROOKIE_B,)))
    events: list = []
    one = flow.swap(T, state, 0, GOAL, BODY, events)
    assert one.hands == ((ROOKIE, SHOT, BODY), (ROOKIE_B,))
    assert one.benches == ((CAPTAIN, GOAL, SAVE0), (SAVE_B,))
    assert (one.swaps, one.ready) == ((1, 0), (False, False))
    assert one.extras == ((ROOKIE,), (ROOKIE_B,))
    assert [ev(e) for e in events] == [
        pub("bench", "Ann switches a card with the bench.", {"seat": 0}),
        own(0, "bench-own", "You put Goal (helmet) on the bench and take Body-Check 3 (helmet).",
            {"seat": 0, "out": GOAL, "in": BODY}),
    ]
    two = flow.swap(T, one, 0, ROOKIE, CAPTAIN, [])
    assert (two.swaps, two.ready) == ((2, 0), (True, False))
    assert two.hands[0] == (SHOT, BODY, CAPTAIN) and two.benches[0] == (ROOKIE, GOAL, SAVE0)
    # A limit of one closes the bench at once; seat 1's switch touches only seat 1.
    events = []
    solo = flow.swap(T, state, 1, ROOKIE_B, SAVE_B, events, limit=1)
    assert (solo.swaps, solo.ready) == ((0, 1), (False, True))
    assert solo.hands == ((ROOKIE, GOAL, SHOT), (SAVE_B,)) and solo.benches == ((CAPTAIN, BODY, SAVE0), (ROOKIE_B,))
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


def _faceoff(left, right, home=0, hands=((SHOT,), (SAVE_B,)), **fields):
    state = pos(phase=FACEOFF, home=home, hands=(hands[0] + (left,), hands[1] + (right,)), ready=(True, True),
                puck="e4", control=None, turn=1, ability_used=True, action_used=True, doubles=True, **fields)
    events: list = []
    state = flow.pick(T, state, 1, right, events)
    first = [ev(e) for e in events]
    events = []
    state = flow.pick(T, state, 0, left, events)
    return state, first, [ev(e) for e in events]


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


def test_a_face_off_that_empties_a_hand_ends_the_period():
    """Winning (B14): the face-off card is revealed first, then the period ends."""
    state, _, second = _faceoff(CAPTAIN, ROOKIE_B, hands=((), (SAVE_B,)))
    assert [e[0] for e in second][-3:] == ["faceoff-won", "period-end", "game-over"]
    assert state.phase == OVER
    state, _, second = _faceoff(CAPTAIN, ROOKIE_B, hands=((SHOT,), ()))
    assert state.phase == OVER and second[-1][0] == "game-over"


# ----- playing a card ------------------------------------------------------------------------------
def test_playing_a_card_lays_it_and_leaves_its_ability_and_action_to_use():
    """Taking Turns: play one card onto the previous one, then one ability and one action (B6)."""
    state = pos(hands=((ROOKIE, GOAL), ()), play=(GRINDER,), ability_used=True, action_used=True, doubles=True)
    new, events = run(flow.play_card, state, 0, ROOKIE)
    assert events == [pub("play", "Ann plays Rookie 0 (helmet).", {"seat": 0, "card": ROOKIE, "doubles": False},
                          irreversible=True)]
    assert (new.hands, new.play, new.doubles, new.phase) == (((GOAL,), ()), (GRINDER, ROOKIE), False, USE)
    assert (new.ability_used, new.action_used, new.turn) == (False, False, 0)


def test_the_same_number_on_the_card_below_is_doubles():
    """Doubles Rule: the same number as the card directly beneath (B9: same name without a number)."""
    state = pos(turn=1, hands=((), (ROOKIE_B, GOAL_B)), play=(GRINDER, ROOKIE))
    new, events = run(flow.play_card, state, 1, ROOKIE_B)
    assert events == [pub("play", "Bo plays Rookie 0 (skate): Doubles!", {"seat": 1, "card": ROOKIE_B,
                                                                          "doubles": True}, irreversible=True)]
    assert new.doubles is True and new.hands == ((), (GOAL_B,))
    # On the second card of the play area.
    new, _ = run(flow.play_card, evolve(state, play=(ROOKIE,)), 1, ROOKIE_B)
    assert new.doubles is True and new.play == (ROOKIE, ROOKIE_B)
    # The first card on an empty play area has nothing beneath it.
    new, _ = run(flow.play_card, pos(hands=((ROOKIE, GOAL), ())), 0, ROOKIE)
    assert new.doubles is False and new.play == (ROOKIE,)


def test_a_card_with_nothing_to_offer_ends_the_turn_with_the_draw():
    """Taking Turns (B6): no color and no usable action: the turn ends by itself with one draw."""
    state = pos(hands=((SCORE5, GOAL), ()), decks=((ROOKIE,), ()), play=(GRINDER,))
    new, events = run(flow.play_card, state, 0, SCORE5)
    assert [e[0] for e in events] == ["play", "draw", "draw-own"]
    assert (new.turn, new.phase, new.hands) == (1, PLAY, ((GOAL, ROOKIE), ()))


def test_playing_the_last_card_ends_the_period_at_once():
    """Winning (B14): the card that empties a hand has no effect; the period is over."""
    state = pos(hands=((ROOKIE,), (GOAL_B,)), play=(GRINDER,), goals=(0, 2), shot=1, stage=SCORE, turn=0)
    new, events = run(flow.play_card, state, 0, ROOKIE)
    assert events[1] == pub("hand-empty", "Ann has no cards left in hand.", {"seat": 0})
    assert [e[0] for e in events] == ["play", "hand-empty", "period-end", "game-over"]
    assert (new.phase, new.winners, new.shot, new.stage) == (OVER, (1,), None, None)


def test_the_shot_card_is_a_played_card_and_opens_the_score_stage():
    """Scoring a Goal (B11): the opponent's next card is the Shot Card, with its ability and action."""
    state = pos(turn=1, hands=((GOAL,), (ROOKIE_B, SAVE_B)), play=(SHOT,), shot=0, stage=SHOT_CARD, puck="e4")
    new, events = run(flow.play_card, state, 1, ROOKIE_B)
    assert events[1] == pub("shot-card", "Rookie 0 (skate) is the Shot Card: Ann may now try to score on it.",
                            {"seat": 1, "card": ROOKIE_B})
    assert (new.stage, new.phase, new.turn) == (SCORE, USE, 1)       # pink still to use
    # A Shot Card with nothing to use ends Bo's turn at once.
    state = pos(turn=1, hands=((GOAL,), (SCORE5_B, SAVE_B)), decks=((), (PASS_B,)), play=(SHOT,), shot=0,
                stage=SHOT_CARD, puck="e4")
    new, events = run(flow.play_card, state, 1, SCORE5_B)
    assert [e[0] for e in events] == ["play", "shot-card", "draw", "draw-own"]
    assert (new.stage, new.phase, new.turn, new.shot) == (SCORE, PLAY, 0, 0)


def test_a_card_played_to_save_waits_for_the_save():
    """Scoring a Goal (B13): the defender's card answers the Score; the Save is still to use."""
    state = pos(turn=1, hands=((GOAL,), (SCORE5_B, SAVE_B)), play=(SHOT, ROOKIE_B, GOAL), shot=0, stage=SAVE,
                action_used=True, ability_used=True)
    new, events = run(flow.play_card, state, 1, SCORE5_B)
    assert [e[0] for e in events] == ["play"]
    assert (new.phase, new.turn, new.stage, new.action_used) == (USE, 1, SAVE, False)


def test_a_card_that_cannot_score_on_the_shot_card_ends_the_shot():
    """Scoring a Goal: "if you cannot score, then you control the puck" (B12)."""
    state = pos(hands=((ROOKIE, GOAL), ()), play=(SHOT, PASS_B), shot=0, stage=SCORE, control=1, puck="e4")
    new, events = run(flow.play_card, state, 0, ROOKIE)
    assert events[1] == pub("no-score", "Ann has no Score on the Shot Card: the shot is over and Ann keeps the "
                                        "puck.", {"seat": 0})
    assert (new.shot, new.stage, new.control, new.phase) == (None, None, 0, USE)
    # Doubles on the Shot Card may Score: the shot goes on.
    state = pos(hands=((ROOKIE, GOAL), ()), play=(SHOT, ROOKIE_B), shot=0, stage=SCORE, puck="e4")
    new, events = run(flow.play_card, state, 0, ROOKIE)
    assert [e[0] for e in events] == ["play"] and (new.shot, new.stage) == (0, SCORE)
    # The shooter's seat 1 is named when seat 1 shoots.
    state = pos(turn=1, hands=((), (ROOKIE_B, GOAL_B)), play=(SHOT_B, GRINDER), shot=1, stage=SCORE, control=0)
    new, events = run(flow.play_card, state, 1, ROOKIE_B)
    assert events[1][1] == "Bo has no Score on the Shot Card: the shot is over and Bo keeps the puck."
    assert new.control == 1


# ----- what is left to do with a card ----------------------------------------------------------------
def test_has_options_follows_the_card_the_puck_and_the_stage():
    """Taking Turns (B6-B8, B11-B13): what the card just played still offers besides ending the turn."""
    has = flow.has_options
    # A Save owed comes first, whatever else.
    assert has(T, pos(turn=1, play=(SCORE5_B,), stage=SAVE, ability_used=True)) is True
    # An unused color.
    assert has(T, pos(play=(ROOKIE,), action_used=True)) is True
    assert has(T, pos(play=(ROOKIE,), action_used=True, ability_used=True)) is False
    assert has(T, pos(play=(SCORE5,), action_used=True)) is False
    # Move needs control.
    assert has(T, pos(play=(ROOKIE,), ability_used=True, control=0)) is True
    assert has(T, pos(play=(ROOKIE,), ability_used=True, control=1)) is False
    assert has(T, pos(play=(ROOKIE,), ability_used=True, control=None)) is False
    # Shoot needs control in the seat's own shooting areas (B2, B11).
    assert has(T, pos(play=(SHOT,), ability_used=True, puck="e4")) is True
    assert has(T, pos(play=(SHOT,), ability_used=True, puck="w4")) is False
    assert has(T, pos(play=(SHOT,), ability_used=True, puck="e4", control=1)) is False
    assert has(T, pos(turn=1, play=(SHOT_B,), ability_used=True, puck="w4", control=1)) is True
    assert has(T, pos(turn=1, play=(SHOT_B,), ability_used=True, puck="e4", control=1)) is False
    # Score only on the shooter's scoring turn.
    assert has(T, pos(play=(SCORE5,), stage=SCORE, shot=0, control=1)) is True
    assert has(T, pos(play=(SCORE5,), stage=SCORE, shot=1, control=1)) is False
    assert has(T, pos(play=(SCORE5,), control=1)) is False
    # Body-Check only without control (B8).
    assert has(T, pos(play=(BODY,), ability_used=True, control=1)) is True
    assert has(T, pos(play=(BODY,), ability_used=True, control=0)) is False
    # Doubles: all five actions; an unused action with control and a move in them.
    assert has(T, pos(play=(CRASH,), ability_used=True, doubles=True, control=0, puck="c9")) is True
    assert has(T, pos(play=(CRASH,), ability_used=True, doubles=False, control=0, puck="c9")) is False


def test_the_turn_ends_with_one_draw_below_eight_cards():
    """Taking Turns: one draw, unless the hand already holds eight (B10)."""
    seven = (ROOKIE, ROOKIE2, GOAL, SCORE5, SHOT, CAPTAIN, BODY)
    state = pos(hands=(seven, ()), decks=((SAVE0, CRASH), ()), phase=USE, ability_used=True, action_used=True,
                doubles=True)
    new, events = run(flow.end_turn, state)
    assert new.hands == (seven + (SAVE0,), ()) and new.decks == ((CRASH,), ())
    assert [e[:3] for e in events] == [("draw", "Ann draws a card.", {"seat": 0, "count": 1}),
                                       ("draw-own", "You draw Save (helmet).", {"seat": 0, "cards": (SAVE0,)})]
    assert (new.turn, new.phase, new.ability_used, new.action_used, new.doubles) == (1, PLAY, False, False, False)
    # Eight: no draw, and the table is told why.
    full = evolve(state, hands=(seven + (GRINDER,), ()))
    new, events = run(flow.end_turn, full)
    assert new.hands == full.hands and new.decks == full.decks
    assert events == [pub("hand-full", "Ann's hand is full (8 cards): no draw.", {"seat": 0})]
    # Eight and an empty deck: nothing to say.
    new, events = run(flow.end_turn, evolve(full, decks=((), (ROOKIE_B,))))
    assert events == [] and new.turn == 1
    # Seat 1's turn passes to seat 0.
    new, events = run(flow.end_turn, pos(turn=1, hands=((), (ROOKIE_B,)), decks=((), (GOAL_B,))))
    assert new.turn == 0 and new.hands == ((), (ROOKIE_B, GOAL_B)) and events[0][1] == "Bo draws a card."


def test_an_ability_moves_the_puck_without_touching_control():
    """Taking Turns: every color moves the puck one adjacent area (B7: control does not change)."""
    state = pos(phase=USE, play=(GOAL,), puck="e4", control=1, stage=SCORE, shot=0)
    new, events = run(flow.ability, state, "blue", "e3")
    assert events == [pub("ability", "Ann uses the blue ability: the puck moves from east end, low slot (4) to east "
                                     "end, high slot (3).", {"seat": 0, "color": "blue", "from": "e4", "to": "e3"})]
    assert (new.puck, new.ability_used, new.control, new.phase, new.stage, new.shot) == ("e3", True, 1, USE, SCORE, 0)
    # Nothing more to do: the turn ends.
    ended = evolve(state, action_used=True, turn=1, stage=None, decks=((), (ROOKIE_B,)))
    new, events = run(flow.ability, ended, "blue", "e3")
    assert new.turn == 0 and events[0][1].startswith("Bo uses the blue ability")
    assert [e[0] for e in events] == ["ability", "draw", "draw-own"] and new.hands == ((), (ROOKIE_B,))


def test_move_takes_control_and_on_the_shot_card_ends_the_shot():
    """Taking Turns: Move; Control: a Move gives control; B12: another action instead of Score ends the shot."""
    state = pos(phase=USE, play=(ROOKIE,), puck="c9", control=1)
    new, events = run(flow.move, state, "ne9")
    assert events == [pub("move", "Ann moves the puck from center ice (9) to neutral zone by the east blue line "
                                  "(9).", {"seat": 0, "from": "c9", "to": "ne9"})]
    assert (new.puck, new.control, new.action_used, new.phase, new.turn) == ("ne9", 0, True, USE, 0)
    state = pos(phase=USE, play=(SHOT, PASS_B, ROOKIE), puck="e4", control=1, shot=0, stage=SCORE,
                doubles=True, ability_used=True, decks=((SAVE0,), ()))
    new, events = run(flow.move, state, "e3")
    assert [e[0] for e in events][2:] == ["draw", "draw-own"]
    assert [e[:3] for e in events][:2] == [
        ("no-score", "Ann moves the puck instead of scoring: the shot is over and Ann keeps the puck.", {"seat": 0}),
        ("move", "Ann moves the puck from east end, low slot (4) to east end, high slot (3).",
         {"seat": 0, "from": "e4", "to": "e3"})]
    assert (new.shot, new.stage, new.control, new.puck, new.turn) == (None, None, 0, "e3", 1)


def test_a_body_check_takes_the_puck_where_it_is():
    """Taking Turns: Body-Check takes control at once (Control); on the Shot Card it ends the shot (B12)."""
    state = pos(turn=1, phase=USE, play=(BODY_B,), puck="w4", control=0)
    new, events = run(flow.body_check, state)
    assert events == [pub("body-check", "Bo body-checks and takes the puck in west end, low slot (4).",
                          {"seat": 1, "area": "w4"})]
    assert (new.control, new.action_used, new.puck, new.turn, new.phase) == (1, True, "w4", 1, USE)
    state = pos(turn=1, phase=USE, play=(BODY_B,), puck="w4", control=0, shot=1, stage=SCORE, ability_used=True,
                decks=((), (GOAL_B,)))
    new, events = run(flow.body_check, state)
    assert [e[0] for e in events][2:] == ["draw", "draw-own"]
    assert [e[1] for e in events][:2] == [
        "Bo body-checks instead of scoring: the shot is over and Bo keeps the puck.",
        "Bo body-checks and takes the puck in west end, low slot (4)."]
    assert (new.shot, new.stage, new.control, new.turn) == (None, None, 1, 0)


def test_a_shot_marks_the_shooter_the_shot_card_stage_and_where_the_shot_began():
    """Taking Turns: Shoot; Scoring a Goal (B11): the card that shoots may still use its color."""
    state = pos(phase=USE, play=(GRINDER, ROOKIE_B, SHOT), puck="e4", control=0)
    new, events = run(flow.shoot, state)
    assert events == [pub("shoot", "Ann shoots from east end, low slot (4)! Bo's next card is the Shot Card.",
                          {"seat": 0, "area": "e4"})]
    assert (new.shot, new.stage, new.shot_from, new.action_used, new.phase, new.turn) == (0, SHOT_CARD, 2, True,
                                                                                          USE, 0)
    # Shooting again on the Shot Card ends the first shot and starts another.
    state = pos(turn=1, phase=USE, play=(SHOT_B, GRINDER, CAPTAIN_B), puck="w4", control=0, shot=1, stage=SCORE,
                shot_from=0, ability_used=True, doubles=True, decks=((), (GOAL_B,)))
    new, events = run(flow.shoot, state)
    assert [e[0] for e in events][2:] == ["draw", "draw-own"]
    assert [e[1] for e in events][:2] == [
        "Bo shoots again instead of scoring: the shot is over and Bo keeps the puck.",
        "Bo shoots from west end, low slot (4)! Ann's next card is the Shot Card."]
    assert (new.shot, new.stage, new.shot_from, new.control, new.turn) == (1, SHOT_CARD, 2, 1, 0)


def test_a_score_attempt_gives_the_defender_one_chance():
    """Scoring a Goal (B12): after the Score the defender may answer; the scorer's color may follow."""
    state = pos(phase=USE, play=(SHOT, PASS_B, GOAL), puck="e4", shot=0, stage=SCORE, shot_from=0)
    new, events = run(flow.score, state)
    assert events == [pub("score-attempt", "Ann tries to score! Bo has one chance to save.", {"seat": 0})]
    assert (new.stage, new.action_used, new.phase, new.turn) == (SAVE, True, USE, 0)     # blue still unused
    state = pos(turn=1, phase=USE, play=(SHOT_B, PASS_B, SCORE5_B), puck="w4", shot=1, stage=SCORE,
                decks=((), (ROOKIE_B,)))
    new, events = run(flow.score, state)
    assert events[0][1] == "Bo tries to score! Ann has one chance to save."
    assert [e[0] for e in events] == ["score-attempt", "draw", "draw-own"]
    assert (new.stage, new.turn, new.phase) == (SAVE, 0, PLAY)


def test_a_save_discards_the_shot_and_the_saver_takes_the_puck():
    """Scoring a Goal: the save stops the shot; its cards (from the one that shot) are discarded; the
    defender controls the puck, and play goes on from the saver's turn (B13)."""
    state = pos(turn=1, phase=USE, play=(GRINDER, SHOT, PASS_B, GOAL, SAVE_B), puck="e3", control=0, shot=0,
                stage=SAVE, shot_from=1, discards=((CRASH,), ()), hands=((), (ROOKIE_B,)), decks=((), (GOAL_B,)))
    new, events = run(flow.save, state)
    assert events[0] == pub("save", "Bo saves! The shot's 4 cards are discarded and Bo controls the puck in east "
                                    "end, high slot (3).", {"seat": 1, "cards": (SHOT, PASS_B, GOAL, SAVE_B)})
    assert [e[0] for e in events] == ["save", "draw", "draw-own"]
    assert new.play == (GRINDER,) and new.discards == ((CRASH, SHOT, GOAL), (PASS_B, SAVE_B))
    assert (new.control, new.shot, new.stage, new.shot_from, new.turn, new.phase) == (1, None, None, 0, 0, PLAY)
    assert new.hands == ((), (ROOKIE_B, GOAL_B)) and new.puck == "e3"


def test_no_save_is_a_goal_and_a_face_off_follows():
    """Scoring a Goal (B13): Shot Card and Score card to the scorer's pile, every other card on the play
    area to its owner's discards, the goal counted, and a face-off at center ice."""
    five = (ROOKIE2, CAPTAIN, BODY, SAVE0, CRASH)
    state = pos(turn=1, phase=PLAY, play=(GRINDER, SHOT, PASS_B, GOAL, ICING_B), puck="e4", shot=0, stage=SAVE,
                shot_from=1, goals=(2, 1), scored=((ROOKIE,), ()), hands=(five, (SAVE_B, GOAL_B, SCORE5_B,
                                                                              SHOT_B, BODY_B)))
    new, events = run(flow.concede, state)
    assert events[:2] == [
        pub("no-save", "Bo has no save.", {"seat": 1}),
        pub("goal", "GOAL! Ann scores with Goal (helmet) on the Shot Card Breakout Pass 2 (helmet) (Ann 3, Bo 1).",
            {"seat": 0, "cards": (PASS_B, GOAL), "goals": (3, 1)}),
    ]
    assert [e[0] for e in events][2:] == ["faceoff-call"]
    assert new.goals == (3, 1) and new.scored == ((ROOKIE, PASS_B, GOAL), ())
    assert new.play == () and new.discards == ((GRINDER, SHOT), (ICING_B,))
    assert (new.shot, new.stage, new.shot_from, new.phase, new.puck, new.control) == (None, None, 0, FACEOFF,
                                                                                     "c9", None)
    # Seat 1 scores from the first card of the play area.
    state = pos(turn=0, play=(SHOT_B, ROOKIE, SCORE5_B), shot=1, stage=SAVE, shot_from=0, goals=(0, 0),
                hands=(five, (SAVE_B, GOAL_B, SHOT_B, BODY_B, PASS_B)))
    new, events = run(flow.concede, state)
    assert events[0][1] == "Ann has no save." and events[0][2] == {"seat": 0}
    assert events[1][1] == "GOAL! Bo scores with Score 5 (helmet) on the Shot Card Rookie 0 (helmet) (Ann 0, Bo 1)."
    assert new.goals == (0, 1) and new.scored == ((), (ROOKIE, SCORE5_B)) and new.discards == ((), (SHOT_B,))


def test_ending_the_turn_on_the_shot_card_ends_the_shot():
    """Scoring a Goal (B12): ending the turn without a Score ends the shot; the shooter keeps the puck."""
    state = pos(phase=USE, play=(SHOT, PASS_B, GOAL), shot=0, stage=SCORE, control=1, hands=((ROOKIE,), ()),
                ability_used=True)
    new, events = run(flow.end_use, state)
    assert [e[:3] for e in events][:2] == [
        ("no-score", "Ann does not score: the shot is over and Ann keeps the puck.", {"seat": 0}),
        ("end-turn", "Ann ends the turn.", {"seat": 0})]
    assert (new.shot, new.stage, new.control, new.turn) == (None, None, 0, 1)
    new, events = run(flow.end_use, pos(turn=1, phase=USE, play=(PASS_B,), decks=((), (GOAL_B,))))
    assert events[0] == pub("end-turn", "Bo ends the turn.", {"seat": 1}) and new.turn == 0
    assert [e[0] for e in events] == ["end-turn", "draw", "draw-own"]


# ----- periods and the end -------------------------------------------------------------------------
def test_the_last_period_ends_the_game_on_the_score():
    """Winning (B14, B16): the period ends; in the last one the most goals wins."""
    state = pos(goals=(2, 1), shot=0, stage=SCORE)
    new, events = run(flow.end_period, state)
    assert events == [pub("period-end", "End of period 1: Ann 2, Bo 1.", {"period": 1, "goals": (2, 1)}),
                      pub("game-over", "Ann wins 2-1.", {"winners": (0,)})]
    assert (new.phase, new.winners, new.shot, new.stage) == (OVER, (0,), None, None)
    new, events = run(flow.game_over, pos(goals=(1, 3)))
    assert events == [pub("game-over", "Bo wins 3-1.", {"winners": (1,)})] and new.winners == (1,)
    new, events = run(flow.game_over, pos(goals=(2, 2)))
    assert events == [pub("game-over", "The game ends in a 2-2 tie.", {"winners": ()})]
    assert new.winners == () and new.phase == OVER
    # Period 3 of 3 is the last; period 2 of 2 too.
    new, events = run(flow.end_period, pos(period=3, options=with_periods(3), goals=(0, 0)))
    assert events[0][1] == "End of period 3: Ann 0, Bo 0." and new.phase == OVER
    assert run(flow.end_period, pos(period=2, options=with_periods(2)))[0].phase == OVER


def test_a_period_before_the_last_reshuffles_everything_but_benches_and_score_piles():
    """Winning (B15): every card not on the bench or in a score pile goes back to its owner's deck,
    shuffled; five each; goals carry over; a face-off opens the period."""
    state = pos(period=1, options=with_periods(2), seed=7, chance=3, goals=(1, 0),
                decks=((ROOKIE, GOAL), (ROOKIE_B,)), hands=((SHOT, CAPTAIN), (SAVE_B,)),
                discards=((BODY,), (GOAL_B, SCORE5_B)), play=(SAVE0, PASS_B, CRASH),
                picks=(GRINDER, ICING_B), benches=((ROOKIE2,), (SNIPER_B,)), scored=((BODY_B, SHOT_B), ()),
                shot=0, stage=SAVE, shot_from=1)
    new, events = run(flow.end_period, state)
    cards0 = sorted((ROOKIE, GOAL, SHOT, CAPTAIN, BODY, SAVE0, CRASH, GRINDER))
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
    deck0, deck1 = (ROOKIE, GOAL, SHOT, BODY, SAVE0), (ROOKIE_B, SAVE_B, GOAL_B, PASS_B, ICING_B)
    starts = [
        run(flow.start_faceoff, pos(options=two, hands=((), (SNIPER_B,)), discards=(deck0, deck1)))[0],
        _faceoff(CAPTAIN, ROOKIE_B, hands=((), (SAVE_B,)), options=two, decks=(deck0, deck1))[0],
        run(flow.play_card, pos(options=two, hands=((CRASH,), (SNIPER_B,)), decks=(deck0, deck1)), 0, CRASH)[0],
    ]
    for state in starts:
        assert (state.period, state.phase) == (2, FACEOFF)
        assert [len(h) for h in state.hands] == [5, 5]
