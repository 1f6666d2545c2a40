"""Mutation-killing tests for ``breakaway_ccg/solo.py``: Breakaway: CCG solo play against the book's
automated opponent (Part 2, "Solo Play"; rulings S1-S17 in ``docs/rulings/breakaway-ccg.md``). The
scenarios build positions by hand and call the module's functions directly (set-up and bench,
reveals, housekeeping, phase 1, the swap, the free Momentum Card, shot reveals, the opponent's
strategy, the player's choice of its card, refusals, views and determinization), asserting exact
events, refusals and chosen actions, so a planted one-line bug shows as a wrong value."""

from __future__ import annotations

import random
from dataclasses import replace
from types import SimpleNamespace

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import official as off
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg import shootout, solo, whistle
from tabletop.games.breakaway_ccg.solo_opponents import solo_opponents
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    HOME_ICE,
    OVER,
    PLACE,
    PLAY,
    SAVE,
    SCORE,
    SHOOTOUT,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    CcgState,
    CcgView,
    evolve,
    pair,
)
from tests.games.breakaway_ccg.support import GAME, T, card, official

P, O = 0, 1
SOLO = {"mode": "solo"}
GOAL, SCORE5, ROOKIE = card(1, "goal-skate"), card(1, "score-5-helmet"), card(1, "rookie-0-skate")
SAVE1, SHOT4 = card(1, "save-skate"), card(1, "shot-on-goal-4-skate")
MINE = card(0, "rookie-0-helmet")


def pos(hands=((), ()), up=None, card_id="snipers", **fields) -> CcgState:
    """A solo position in the middle of a period: the opponent's card is ``card_id``; its face-up
    cards are its bench and ``up`` (the whole bench and nothing of the hand unless given)."""
    state = official(hands, options=SOLO, **fields)
    shown = frozenset(state.benches[O]) | frozenset(up or ())
    return evolve(state, solo=replace(state.solo, card=card_id, up=shown))


def label(*cards) -> str:
    return ", ".join(T.label[c] for c in cards)


def draw(state: CcgState, n: int, at: int = 0) -> int:
    """The index the state's generator gives for ``randrange(n)``, ``at`` draws later."""
    return chance.generator(state.seed, state.chance + at).randrange(n)


# ----- names and tables --------------------------------------------------------------------------
def test_constants_and_rule_citations():
    """S5: hands of eight; S13: a face-down card is named by its place (1 first) or 'any'."""
    assert solo.SOLO_HAND == 8 and (solo.PLAYER, solo.OPPONENT) == (0, 1)
    assert solo.KINDS == {"solo-play": ("card",), "solo-down": ("slot",)}
    assert {"solo-play", "solo-down", "play"} <= solo.ACTION_KINDS
    assert {"any", "1", "40"} <= solo.SLOTS and not {"0", "41"} & solo.SLOTS and len(solo.SLOTS) == 41
    assert solo.GUARD == 2000
    assert solo.RULES_NAME == "solo play"
    assert solo.RULES_CITATION == "Breakaway: CCG, Part 2, Solo Play"
    assert solo.rule("Setup") == "Breakaway: CCG, Part 2, Solo Play: Setup"
    assert solo.Solo("x") == solo.Solo("x", frozenset(), False, False, 0, None)


# ----- set-up and the bench (S1, S3, S5) -----------------------------------------------------------
def _fresh(seed: int = 4) -> CcgState:
    base = GAME.new_game(seed, {"mode": "official"})
    return CcgState(
        names=base.names,
        seed=seed,
        options=base.options,
        puck=base.puck,
        deck_names=base.deck_names,
        deck_lists=base.deck_lists,
        bench_lists=base.bench_lists,
        lists_public=True,
    )


BENCHES = {
    "run-and-gun": (
        "captain-8-skate",
        "sniper-7-skate",
        "power-forward-6-skate",
        "playmaker-5-skate",
        "two-way-forward-4-stick",
    ),
    "trap-and-wait": (
        "goalie-g-helmet",
        "rookie-0-glove",
        "enforcer-1-glove",
        "shutdown-defender-2-glove",
        "grinder-3-glove",
    ),
    "grinders": (
        "captain-8-skate",
        "rookie-0-glove",
        "sniper-7-skate",
        "enforcer-1-glove",
        "power-forward-6-skate",
    ),
    "snipers": (
        "goalie-g-helmet",
        "captain-8-skate",
        "sniper-7-skate",
        "power-forward-6-skate",
        "playmaker-5-skate",
    ),
    "rope-a-dope": (
        "rookie-0-glove",
        "enforcer-1-glove",
        "shutdown-defender-2-glove",
        "grinder-3-glove",
        "two-way-forward-4-glove",
    ),
    "balanced-lines": (
        "goalie-g-helmet",
        "captain-8-skate",
        "rookie-0-glove",
        "sniper-7-skate",
        "enforcer-1-glove",
    ),
}


def test_set_up_draws_the_card_announces_it_and_sets_the_bench():
    """S1: the Solo Opponent card is drawn with the state's generator and is public; S3: its bench
    follows; S5: the hands of eight wait for the end of the Home Ice choice."""
    events: list = []
    state = solo.set_up(T, _fresh(), events)
    (drawn,) = [e for e in events if e.kind == "solo-opponent"]
    assert drawn.text == (
        "Solo play: Player 2 plays as the Solo Opponent card Balanced Lines: A bit of everything, "
        "and its Momentum Card early."
    )
    assert drawn.data == {"card": "balanced-lines"} and drawn.chance and drawn.irreversible
    (bench,) = [e for e in events if e.kind == "solo-bench"]
    chosen = tuple(card(1, c) for c in BENCHES["balanced-lines"])
    assert bench.data == {"bench": chosen}
    assert state.solo == solo.Solo("balanced-lines", up=frozenset(chosen))
    assert state.phase == HOME_ICE and state.benches[O] == chosen


def test_each_card_picks_its_own_bench_and_the_left_cards_fill_the_gaps():
    """S3: highest, lowest or spread numbers, a Goalie when the card says, no two of one name; the
    cards left go into the deck where the chosen ones were (the first left for the first chosen)."""
    start = fl.set_up(T, _fresh(), [])
    for card_id, names in BENCHES.items():
        events: list = []
        state = solo._bench(T, start, solo_opponents()[card_id], events)
        chosen = tuple(card(1, c) for c in names)
        assert state.benches[O] == chosen, card_id
        assert events[0].text == f"Player 2's bench, as the card says: {label(*chosen)}."
        assert state.solo == solo.Solo(card_id, up=frozenset(chosen))
        leaving = [c for c in start.benches[O] if c not in chosen]
        into = dict(zip([c for c in chosen if c in start.decks[O]], leaving))
        expected = [into.get(c, c) for c in start.decks[O]]
        assert list(state.decks[O]) == expected, card_id
        assert state.benches[P] == start.benches[P] and state.decks[P] == start.decks[P]


def test_the_bench_skips_a_second_card_of_a_name_and_non_player_cards():
    """S3: never two cards with one name; only Player cards sit on the bench."""
    start = fl.set_up(T, _fresh(), [])
    bench = solo._bench(T, start, solo_opponents()["run-and-gun"], []).benches[O]
    assert all(T.player[c] for c in bench) and len({T.name[c] for c in bench}) == 5
    short = evolve(start, benches=pair(start.benches, O, start.benches[O][:2]))
    two = solo._bench(T, short, solo_opponents()["trap-and-wait"], []).benches[O]
    assert two == (card(1, "goalie-g-glove"), card(1, "rookie-0-glove"))


# ----- reveals and face-down cards (S10, S16) --------------------------------------------------------
def test_reveal_announces_the_cards_and_turns_them_face_up():
    """S16: a revealed card is face up from then on; the reveal is public and cannot be undone."""
    state = pos(hands=((), (GOAL, SCORE5, ROOKIE)))
    events: list = []
    assert solo._reveal(T, state, [], "Why", events) is state and events == []
    after = solo._reveal(T, state, [GOAL, ROOKIE], "Why", events)
    (event,) = events
    assert event.kind == "solo-reveal" and event.irreversible and event.data == {"cards": (GOAL, ROOKIE)}
    assert event.text == f"Why: Player 2 turns over {label(GOAL, ROOKIE)}."
    assert after.solo.up == state.solo.up | {GOAL, ROOKIE}
    assert solo.face_down(after) == [SCORE5]
    assert solo.face_down(state) == [GOAL, SCORE5, ROOKIE]


def test_a_random_reveal_takes_cards_from_the_generator_and_stops_when_the_pool_is_empty():
    """S10: face-down cards are turned over at random with the state's generator."""
    state = pos(hands=((), (GOAL, SCORE5, ROOKIE)))
    events: list = []
    pool = [GOAL, SCORE5, ROOKIE]
    first = pool[draw(state, 3)]
    after = solo._reveal_random(T, state, pool, 1, "R", events)
    assert after.chance == state.chance + 1 and events[0].data == {"cards": (first,)}
    assert pool == [GOAL, SCORE5, ROOKIE], "the caller's list is not changed"
    events.clear()
    every = solo._reveal_random(T, state, pool, 5, "R", events)
    assert every.chance == state.chance + 3 and set(events[0].data["cards"]) == set(pool)
    assert solo._reveal_random(T, state, pool, 0, "R", []) is state


# ----- housekeeping (S5, S6, S7, S16) ---------------------------------------------------------------
def test_a_card_that_left_the_hand_is_no_longer_face_up():
    """S16: a face-up card that left the hand and bench comes back face down."""
    state = pos(hands=((), (GOAL,)), up=(GOAL, SCORE5), turn=P)
    after = solo._housekeeping(T, state, [])
    assert after.solo.up == frozenset(state.benches[O]) | {GOAL}
    same = pos(hands=((), (GOAL,)), up=(GOAL,), turn=P)
    assert solo._housekeeping(T, same, []).solo == same.solo


def test_the_first_deal_fills_both_hands_to_eight_once_home_ice_is_chosen():
    """S5: the set-up deal is eight cards to each hand, after the Home Ice choice, only once."""
    state = pos(turn=P, phase=STOPPAGE, ready=(False, False))
    undealt = evolve(state, solo=replace(state.solo, dealt=False))
    after = solo._housekeeping(T, undealt, [])
    assert [len(h) for h in after.hands] == [8, 8] and after.solo.dealt
    waiting = evolve(undealt, phase=HOME_ICE)
    assert solo._housekeeping(T, waiting, []).hands == ((), ())
    assert solo._housekeeping(T, state, []).hands == ((), ()), "dealt already"


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


def test_an_empty_opponent_hand_is_a_new_hand_of_eight_face_down():
    """S6: out of cards (an empty hand), a new hand of eight face down; not in the Final Minute, with
    an empty deck, during a power play's hand, or outside phases 1-3."""
    state = pos(hands=((MINE,), ()), turn=P)
    events: list = []
    after = solo._housekeeping(T, state, events)
    assert len(after.hands[O]) == 8 and after.hands[O] == state.decks[O][:8]
    assert not set(after.hands[O]) & after.solo.up
    assert (
        events[0].kind == "solo-new-hand"
        and events[0].text == "Player 2 is out of cards: a new hand of 8 face down."
    )
    for phase in (USE, START):
        assert len(solo._housekeeping(T, evolve(state, phase=phase), []).hands[O]) == 8
    for blocked in (
        evolve(state, final_minute=True),
        evolve(state, decks=pair(state.decks, O, ())),
        evolve(state, box=(object(),)),
        evolve(state, phase=CHALLENGE),
    ):
        assert solo._housekeeping(T, blocked, []).hands[O] == ()
    held = pos(hands=((MINE,), (GOAL,)), turn=P)
    assert solo._housekeeping(T, held, []).hands[O] == (GOAL,)


def test_the_phase_1_mark_clears_on_the_players_turn_or_at_a_stoppage():
    """Opponent's Turn, Phase 1: one reveal per opponent turn: the mark set by phase 1 clears when
    the player's turn comes (phases 1-3) or at a stoppage, not before."""
    state = pos(hands=((MINE,), (GOAL, SCORE5)), turn=P)
    done = evolve(state, solo=replace(state.solo, phase1=True))
    for phase in (START, PLAY, USE):
        assert not solo._housekeeping(T, evolve(done, phase=phase), []).solo.phase1
    assert solo._housekeeping(T, evolve(done, phase=CHALLENGE), []).solo.phase1
    stop = evolve(done, turn=O, phase=STOPPAGE, ready=(False, False))
    assert not solo._housekeeping(T, stop, []).solo.phase1
    theirs = evolve(done, turn=O, phase=USE)
    assert solo._housekeeping(T, theirs, []).solo.phase1


def test_the_shot_reveal_comes_with_the_housekeeping():
    """S10: when the opponent owes the Shot Card, half its hand is turned over before the player chooses."""
    hand = (GOAL, SCORE5, ROOKIE, SAVE1)
    state = pos(hands=((MINE,), hand), turn=O, shot=P, stage=SHOT_CARD, play=(card(0, "sniper-7-stick"),))
    state = evolve(state, solo=replace(state.solo, phase1=True))
    events: list = []
    after = solo._housekeeping(T, state, events)
    assert [e.kind for e in events] == ["solo-reveal"] and len(after.solo.up & set(hand)) == 2


def test_phase_1_runs_once_at_the_start_of_the_opponents_turn():
    """Opponent's Turn, Phase 1: its reveal at its phase 1 or 2, once; none in its phase 3."""
    state = pos(hands=((MINE,), (GOAL, SCORE5, ROOKIE)), turn=O, card_id="trap-and-wait")
    for phase in (START, PLAY):
        events: list = []
        after = solo._housekeeping(T, evolve(state, phase=phase), events)
        assert after.solo.phase1 and [e.kind for e in events] == ["solo-reveal"]
        assert events[0].text.startswith("Phase 1: ")
        again: list = []
        solo._housekeeping(T, after, again)
        assert again == []
    use: list = []
    assert not solo._housekeeping(T, evolve(state, phase=USE), use).solo.phase1 and use == []
    mine: list = []
    assert not solo._housekeeping(T, evolve(state, turn=P), mine).solo.phase1 and mine == []


# ----- phase 1: the reveal, the swap, the free card (S8, S9, S14) -----------------------------------------
def test_phase_1_reveals_one_card_plus_one_for_each_black_k():
    """S14: each Black K the player played adds one card to the next phase-1 reveal; the count clears."""
    hand = (GOAL, SCORE5, ROOKIE, SAVE1)
    state = pos(hands=((MINE,), hand), turn=O, card_id="trap-and-wait")
    events: list = []
    after = solo._phase1(T, state, events)
    assert events[0].text == f"Phase 1: Player 2 turns over {T.label[hand[draw(state, 4)]]}."
    assert after.solo.phase1 and after.solo.extra == 0 and len(after.solo.up - state.solo.up) == 1
    owed = evolve(state, solo=replace(state.solo, extra=2))
    events.clear()
    after = solo._phase1(T, owed, events)
    assert events[0].text.startswith("Phase 1 (2 more for the Black K): Player 2 turns over ")
    assert len(events[0].data["cards"]) == 3 and after.solo.extra == 0
    events.clear()
    solo._phase1(T, evolve(state, solo=replace(state.solo, extra=1)), events)
    assert events[0].text.startswith("Phase 1 (1 more for the Black K): ")


def test_phase_1_may_turn_over_a_face_down_bench_card():
    """S3: a card the swap put face down on the bench may be revealed in phase 1."""
    state = pos(hands=((MINE,), ()), turn=O, card_id="trap-and-wait")
    hidden = state.benches[O][0]
    down = evolve(state, solo=replace(state.solo, up=state.solo.up - {hidden}))
    events: list = []
    after = solo._phase1(T, down, events)
    assert events[0].data == {"cards": (hidden,)} and hidden in after.solo.up


def test_phase_1_swaps_only_when_the_card_says_always():
    """S8: "swap: always" brings a face-up bench card into the hand; "never" keeps the bench."""
    state = pos(hands=((MINE,), (ROOKIE, card(1, "enforcer-1-skate"))), turn=O, card_id="trap-and-wait")
    assert solo._phase1(T, state, []).benches[O] == state.benches[O]
    swapper = evolve(state, solo=replace(state.solo, card="snipers"))
    events: list = []
    after = solo._phase1(T, swapper, events)
    assert [e.kind for e in events] == ["solo-reveal", "solo-swap"]
    assert card(1, "captain-8-skate") in after.hands[O] and card(1, "captain-8-skate") not in after.benches[O]


CAPTAIN, SNIPER, GOALIE = card(1, "captain-8-skate"), card(1, "sniper-7-skate"), card(1, "goalie-g-helmet")


def test_the_swap_brings_the_strongest_face_up_bench_card_for_a_face_down_player_card():
    """S8: the strongest face-up bench card comes into the hand (face up) at the place of a face-down
    Player card of its own deck, which goes to the bench face down. Not a non-Player card, a card of
    the player's deck, a Momentum Card, a face-up card, or one whose name the bench already has."""
    enforcer, grinder, sniper2 = (
        card(1, "enforcer-1-skate"),
        card(1, "grinder-3-skate"),
        card(1, "sniper-7-glove"),
    )
    hand = (GOAL, sniper2, MINE, enforcer, grinder, ROOKIE)
    state = pos(hands=((), hand), up=(grinder,), turn=O, extras=((), (enforcer,)))
    assert state.benches[O][1] == CAPTAIN
    events: list = []
    after = solo._swap(T, state, events)
    assert after.hands[O] == (GOAL, sniper2, MINE, enforcer, grinder, CAPTAIN)
    assert after.benches[O] == tuple(ROOKIE if c == CAPTAIN else c for c in state.benches[O])
    assert after.chance == state.chance + 1
    (event,) = events
    assert event.kind == "solo-swap" and event.data == {"card": CAPTAIN} and event.irreversible
    assert (
        event.text
        == "Player 2 brings Captain 8 (skate) off the bench and puts a face-down card on the bench."
    )
    assert ROOKIE not in after.solo.up


def test_the_swap_tries_the_next_bench_card_when_the_strongest_has_no_partner():
    """S8: no two bench cards share a name: a Sniper in hand can only replace the Sniper on the bench."""
    sniper2 = card(1, "sniper-7-glove")
    state = pos(hands=((), (sniper2,)), turn=O)
    after = solo._swap(T, state, [])
    assert after.hands[O] == (SNIPER,) and after.benches[O][2] == sniper2


def test_no_swap_without_a_partner_or_with_only_a_goalie_face_up():
    """S8: nothing to trade, no swap; a face-up card of no strength (the Goalie) is not brought in."""
    state = pos(hands=((), (GOAL, MINE)), turn=O)
    assert solo._swap(T, state, []) is state
    goalie_only = pos(hands=((), (ROOKIE,)), turn=O)
    goalie_only = evolve(goalie_only, solo=replace(goalie_only.solo, up=frozenset((GOALIE,))))
    assert solo._swap(T, goalie_only, []) is goalie_only
    rookie_bench = evolve(
        goalie_only,
        benches=pair(goalie_only.benches, O, (card(1, "rookie-0-glove"),)),
        solo=replace(goalie_only.solo, up=frozenset((card(1, "rookie-0-glove"),))),
    )
    assert solo._swap(T, rookie_bench, []) is rookie_bench, "strength 0 stays on the bench"
    enforcer_bench = evolve(
        rookie_bench,
        benches=pair(rookie_bench.benches, O, (card(1, "enforcer-1-glove"),)),
        solo=replace(rookie_bench.solo, up=frozenset((card(1, "enforcer-1-glove"),))),
    )
    assert solo._swap(T, enforcer_bench, []).hands[O] == (card(1, "enforcer-1-glove"),)


# ----- the free Momentum Card (S9) --------------------------------------------------------------------
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


# ----- shot reveals (S10, S11) ----------------------------------------------------------------------------
def test_reveal_need_names_the_shot_reveal_of_the_moment():
    """S10: the Shot Card after the player's shot is "half"; S11: the answer to the player's Score and
    the opponent's own score attempt are "whole"; nothing otherwise."""
    base = pos(hands=((), (GOAL,)), turn=O, shot=P, stage=SHOT_CARD)
    assert solo.reveal_need(base) == "half"
    assert solo.reveal_need(evolve(base, stage=SAVE)) == "whole"
    assert solo.reveal_need(evolve(base, stage=SCORE)) is None
    assert solo.reveal_need(evolve(base, shot=O, stage=SCORE)) == "whole"
    assert solo.reveal_need(evolve(base, shot=O, stage=SAVE)) is None
    assert solo.reveal_need(evolve(base, shot=O, stage=SHOT_CARD)) is None
    assert solo.reveal_need(evolve(base, shot=None)) is None
    assert solo.reveal_need(evolve(base, turn=P)) is None
    assert solo.reveal_need(evolve(base, phase=USE)) is None


def test_the_shot_card_reveal_turns_over_cards_until_half_the_hand_is_face_up():
    """S10: half the hand, rounded up, counting the cards already face up."""
    hand = (GOAL, SCORE5, ROOKIE, SAVE1, SHOT4)
    state = pos(hands=((), hand), up=(GOAL,), turn=O, shot=P, stage=SHOT_CARD)
    events: list = []
    after = solo._shot_reveal(T, state, events)
    assert len(after.solo.up & set(hand)) == 3 and after.chance == state.chance + 2
    assert events[0].text.startswith("The Shot Card: half the hand: Player 2 turns over ")
    even = pos(hands=((), hand[:4]), turn=O, shot=P, stage=SHOT_CARD)
    assert len(solo._shot_reveal(T, even, []).solo.up & set(hand)) == 2
    enough = pos(hands=((), hand[:4]), up=hand[:2], turn=O, shot=P, stage=SHOT_CARD)
    assert solo._shot_reveal(T, enough, []) is enough


def test_a_score_attempt_turns_over_the_whole_hand():
    """S11: the whole hand, the cards already face up left as they are."""
    hand = (GOAL, SCORE5, ROOKIE)
    state = pos(hands=((), hand), up=(SCORE5,), turn=O, shot=P, stage=SAVE)
    events: list = []
    after = solo._shot_reveal(T, state, events)
    assert set(hand) <= after.solo.up and after.chance == state.chance
    assert events[0].text == f"A score attempt: the whole hand: Player 2 turns over {label(GOAL, ROOKIE)}."
    quiet = evolve(state, stage=SCORE)
    assert solo._shot_reveal(T, quiet, []) is quiet


# ----- the opponent's strategy (S4, S12, S15) ------------------------------------------------------------
def test_goalward_values_shooting_areas_by_number_and_others_by_distance():
    """S4: a shooting area counts the more the lower its number; any other area the nearer the
    player's net it lies."""
    assert [solo.goalward(T, a) for a in ("w1", "w2", "w6")] == [99, 98, 94]
    assert [solo.goalward(T, a) for a in ("w7", "w0", "nw9", "c9", "e7")] == [0, -3, -4, -5, -10]
    assert solo.goalward(T, "w6") > solo.goalward(T, "w7") > solo.goalward(T, "c9")


def test_best_takes_the_highest_key_and_breaks_ties_by_the_action():
    """S4: the best option by the card's measure; a tie goes to the last action by name, so the choice is fixed."""
    a, b, c = Action(O, "move", ("w1",)), Action(O, "move", ("w2",)), Action(O, "move", ("w3",))
    assert solo._best([a, b, c], lambda x: 1) == c
    assert solo._best([c, a, b], lambda x: -int(x.args[0][1])) == a
    assert solo._best([], lambda x: 0) is None


def _kinds(*actions):
    kinds: dict = {}
    for a in actions:
        kinds.setdefault(a.kind, []).append(a)
    return kinds


def _s(**rules):
    base = {"shoot_from": 3, "body_check": "never", "carry": "hold", "specials": "skip"}
    return SimpleNamespace(**(base | rules))


def act_(kind, *args):
    return Action(O, kind, tuple(args))


def test_use_scores_saves_or_tips_before_anything_else():
    """S4: Score, Save or Tip whenever it can, in that order."""
    state = pos(puck="w3", turn=O, phase=USE)
    rest = (act_("shoot"), act_("body-check"), act_("end"), act_("move", "w1"))
    assert solo._use(T, state, _kinds(*rest, act_("tip"), act_("save"), act_("score")), _s()) == act_("score")
    assert solo._use(T, state, _kinds(*rest, act_("tip"), act_("save")), _s()) == act_("save")
    assert solo._use(T, state, _kinds(*rest, act_("tip")), _s(body_check="always")) == act_("tip")


def test_use_shoots_only_from_an_area_its_card_allows():
    """S4: Shoot (or On-Net, or any shot) only from a shooting area numbered no higher than its card's."""
    kinds = _kinds(act_("end"), act_("any-shot"), act_("on-net"), act_("shoot"))
    assert solo._use(T, pos(puck="w3", turn=O, phase=USE), kinds, _s(shoot_from=3)) == act_("shoot")
    assert solo._use(T, pos(puck="w3", turn=O, phase=USE), kinds, _s(shoot_from=2)) == act_("end")
    assert solo._use(
        T, pos(puck="w2", turn=O, phase=USE), _kinds(act_("any-shot"), act_("on-net")), _s(shoot_from=3)
    ) == act_("on-net")
    assert solo._use(
        T, pos(puck="w1", turn=O, phase=USE), _kinds(act_("end"), act_("any-shot")), _s(shoot_from=1)
    ) == act_("any-shot")


def test_use_body_checks_first_when_its_card_says_always():
    """S4: "body_check: always" before carrying the puck; "never" ends the turn instead."""
    state = pos(puck="c9", turn=O, phase=USE)
    kinds = _kinds(act_("end"), act_("move", "nw9"), act_("body-check"))
    assert solo._use(T, state, kinds, _s(body_check="always", carry="forward")) == act_("body-check")
    assert solo._use(T, state, kinds, _s(body_check="never", carry="forward")) == act_("move", "nw9")
    assert solo._use(T, state, kinds, _s(body_check="never")) == act_("end")
    assert solo._use(T, state, _kinds(act_("deflect"), act_("end")), _s()) == act_("end"), (
        "End before the rest"
    )


def test_use_carries_the_puck_forward_colors_first():
    """S4: "carry: forward": a color, then a Move or Stretch Pass, that takes the puck nearer the
    player's net, the nearest; nothing that goes back or stays level."""
    state = pos(puck="c9", turn=O, phase=USE)
    fwd = _s(carry="forward")
    moves = (act_("move", "ne9"), act_("move", "nw9"), act_("stretch-pass", "w0"), act_("end"))
    assert solo._use(T, state, _kinds(*moves), fwd) == act_("stretch-pass", "w0")
    assert solo._use(T, state, _kinds(*moves, act_("ability", "x", "nw9")), fwd) == act_(
        "ability", "x", "nw9"
    )
    assert solo._use(T, state, _kinds(*moves, act_("ability", "x", "ne9")), fwd) == act_("stretch-pass", "w0")
    back = pos(puck="nw9", turn=O, phase=USE)
    assert solo._use(T, back, _kinds(act_("move", "c9"), act_("end")), fwd) == act_("end")
    level = pos(puck="e2", turn=O, phase=USE)
    assert solo.goalward(T, "e1") == solo.goalward(T, "e2")
    assert solo._use(T, level, _kinds(act_("move", "e1"), act_("end")), fwd) == act_("end")
    assert solo._use(T, state, _kinds(*moves), _s()) == act_("end"), "hold: no move it is not made to use"


def test_use_plays_a_special_when_its_card_says_and_otherwise_ends():
    """S4: "specials: use" uses one (the first by name); "skip" ends the turn."""
    state = pos(puck="c9", turn=O, phase=USE)
    kinds = _kinds(
        act_("end"), act_("special-card", "b"), act_("special-card", "a"), act_("special-area", "z")
    )
    assert solo._use(T, state, kinds, _s(specials="use")) == act_("special-card", "a")
    assert solo._use(T, state, kinds, _s(specials="skip")) == act_("end")
    for kind in ("special", "special-area", "special-choice"):
        assert solo._use(T, state, _kinds(act_(kind, "q"), act_("end")), _s(specials="use")) == act_(
            kind, "q"
        )


def test_use_takes_an_owed_action_its_card_does_not_rule_out():
    """S4: when an action is owed (no End), one the card allows: never a shot from too far, never a
    Body-Check under "never"; nothing left, no choice."""
    state = pos(puck="c9", turn=O, phase=USE)
    kinds = _kinds(act_("shoot"), act_("body-check"), act_("move", "e7"), act_("deflect"))
    assert solo._use(T, state, kinds, _s()) == act_("deflect")
    assert solo._use(T, state, _kinds(act_("shoot"), act_("body-check")), _s()) is None
    assert solo._use(T, state, _kinds(act_("shoot"), act_("body-check")), _s(body_check="sometimes")) == act_(
        "body-check"
    )
    assert solo._use(T, state, _kinds(act_("on-net"), act_("any-shot")), _s()) is None


def test_challenge_card_lays_the_strongest_face_up_card_or_a_random_face_down_one():
    """S12: "highest": its strongest face-up card, else a random face-down one; "random": any card."""
    hand = (ROOKIE, SCORE5, SHOT4, GOAL)
    state = pos(hands=((), hand), up=(ROOKIE, SHOT4), turn=O)
    options = [act_("challenge", c) for c in hand]
    same, best = solo._challenge_card(T, state, options, "highest")
    assert best == act_("challenge", SHOT4) and same is state
    down = sorted([act_("challenge", SCORE5), act_("challenge", GOAL)], key=repr)
    none_up = evolve(state, solo=replace(state.solo, up=frozenset()))
    after, pick = solo._challenge_card(T, none_up, options, "highest")
    assert pick == sorted(options, key=repr)[draw(none_up, 4)] and after.chance == state.chance + 1
    for n in range(8):
        at = evolve(state, chance=n)
        after, pick = solo._challenge_card(T, at, options, "random")
        assert pick == sorted(options, key=repr)[draw(at, 4)] and after.chance == n + 1
    after, pick = solo._challenge_card(T, state, options, "face-down")
    assert pick == down[draw(state, 2)]
    for n in range(8):  # never a face-up card while a face-down one is left
        at = evolve(state, chance=n)
        assert solo._challenge_card(T, at, options, "face-down")[1] == down[draw(at, 2)]
    body_check = card(1, "body-check-3-glove")  # strength 3, and its name sorts first
    by_strength = evolve(state, solo=replace(state.solo, up=frozenset((ROOKIE, body_check))))
    pair_up = [act_("challenge", c) for c in (ROOKIE, body_check, GOAL)]
    assert solo._challenge_card(T, by_strength, pair_up, "highest")[1] == act_("challenge", body_check)
    all_up = evolve(state, solo=replace(state.solo, up=frozenset(hand)))
    _, pick = solo._challenge_card(T, all_up, options, "face-down")
    assert pick == sorted(options, key=repr)[draw(state, 4)]


def test_strategy_home_ice_stoppage_and_placing():
    """S4: it takes Home Ice when it wins the reveal, keeps its bench at a stoppage, chooses the
    face-off circle and places the puck nearest the player's net."""
    state = pos(hands=((MINE,), (GOAL,)), turn=O)
    assert solo.strategy_action(T, evolve(state, phase=HOME_ICE)) == (
        evolve(state, phase=HOME_ICE),
        act_("home-ice", "me"),
    )
    stop = evolve(state, phase=STOPPAGE, stoppage=fl.Stoppage("save", "west-end", 1), ready=(False, False))
    assert solo.strategy_action(T, stop)[1] == act_("keep")
    ready = evolve(stop, ready=(True, True))
    assert solo.strategy_action(T, ready)[1] == act_("side", "w1")
    east = evolve(ready, stoppage=fl.Stoppage("save", "east-end", 1))
    assert solo.strategy_action(T, east)[1] == act_("side", "e2"), "a tie goes to the last by name"
    place = evolve(state, phase=PLACE, placing=(1, "x", ("nw9", "w8", "c9")))
    assert solo.strategy_action(T, place)[1] == act_("place", "w8")
    place = evolve(state, phase=PLACE, placing=(1, "x", ("ne9", "nw9", "c9")))
    assert solo.strategy_action(T, place)[1] == act_("place", "nw9")
    shooting = evolve(state, phase=PLACE, placing=(1, "x", ("w5", "w1", "c9")))
    assert solo.strategy_action(T, shooting)[1] == act_("place", "w1"), "the lower number is nearer the net"


def test_strategy_at_its_phase_1_pulls_the_goalie_only_as_its_card_says():
    """S15: only in its offensive zone, only with fewer goals, only with "pull_goalie: when-behind";
    otherwise it goes on (never a token or a line change)."""
    state = pos(hands=((MINE,), (GOAL,)), turn=O, phase=START, puck="w3", goals=(1, 0), card_id="run-and-gun")
    assert solo.strategy_action(T, state)[1] == act_("pull-goalie")
    level = evolve(state, goals=(1, 1))
    assert solo.strategy_action(T, level) == (level, act_("go")), "no random choice"
    placing = evolve(level, placing=(O, "x", ("c9",)))
    assert solo.strategy_action(T, placing) == (placing, act_("keep"))
    assert solo.strategy_action(T, evolve(state, goals=(0, 1)))[1] == act_("go")
    assert solo.strategy_action(T, evolve(state, puck="c9"))[1] == act_("go")
    never = evolve(state, solo=replace(state.solo, card="snipers"))
    assert solo.strategy_action(T, never)[1] == act_("go")


def test_strategy_lays_a_challenge_card_by_its_rule_and_never_declines():
    """S12: in a face-off it lays its strongest face-up card ("highest")."""
    state = pos(
        hands=((MINE,), (GOAL, SHOT4, SCORE5)),
        up=(SHOT4,),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.FACEOFF, 0, "c9"),
        home=0,
        control=None,
    )
    state, _ = off.apply_action(T, state, Action(P, "challenge", (MINE,)))
    assert solo.strategy_action(T, state)[1] == act_("challenge", SHOT4)
    rand = evolve(state, solo=replace(state.solo, card="trap-and-wait"))
    after, action = solo.strategy_action(T, rand)
    assert action.kind == "challenge" and after.chance == rand.chance + 1
    empty = pos(
        hands=((MINE,), ()),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.FACEOFF, 0, "c9"),
        home=0,
        control=None,
    )
    empty, _ = off.apply_action(T, empty, Action(P, "challenge", (MINE,)))
    assert solo.strategy_action(T, empty)[1] == act_("decline"), "with no card to lay"


def test_strategy_in_its_turn_follows_use_and_otherwise_picks_at_random():
    """S4: its card's rules in phase 3; where no rule speaks, a legal choice from the generator."""
    state = pos(hands=((MINE,), (GOAL, ROOKIE)), turn=O, phase=PLAY)
    legal = sorted(off.legal_actions(T, state, O), key=repr)
    after, action = solo.strategy_action(T, state)
    assert action == legal[draw(state, len(legal))] and after.chance == state.chance + 1
    stuck = evolve(state, turn=P)
    try:
        solo.strategy_action(T, stuck)
    except RuntimeError as err:
        assert str(err) == "solo play: the opponent must decide but has no legal action (play)"
    else:
        raise AssertionError("no legal action must raise")


def test_strategy_in_phase_3_uses_its_rules():
    """S4: with the puck in its shooting range, Snipers shoot."""
    state = pos(hands=((MINE,), (GOAL,)), play=(SHOT4,), turn=O, phase=USE, puck="w3", control=O)
    legal = off.legal_actions(T, state, O)
    assert act_("shoot") in legal
    assert solo.strategy_action(T, state) == (state, act_("shoot"))


# ----- the player's choice of the opponent's card (S10, S11, S13) ------------------------------------------
def _score_attempt(hand):
    """The opponent's own score attempt: its Shoot from w3, the player's Shot Card on top."""
    return pos(
        hands=((MINE,), hand),
        play=(card(1, "sniper-7-glove"), card(0, "shot-on-goal-4-glove")),
        puck="w3",
        control=O,
        turn=O,
        shot=O,
        stage=SCORE,
        shot_from=O,
    )


def _save_answer(hand):
    """The player's score attempt: the opponent must answer it."""
    return pos(
        hands=((MINE,), hand),
        play=(card(0, "sniper-7-stick"), card(1, "shot-on-goal-4-glove"), card(0, "goal-skate")),
        puck="e3",
        control=P,
        turn=O,
        shot=P,
        stage=SAVE,
    )


def choice(c):
    return Action(P, "solo-play", (c,))


def test_its_score_attempt_offers_only_the_cards_that_can_score():
    """S11: the player chooses among the cards that let it Score, if it has any, else any card."""
    goal2 = card(1, "goal-helmet")
    state = _score_attempt((GOAL, SCORE5, ROOKIE, goal2))
    assert solo._can_score_with(T, state, GOAL) and not solo._can_score_with(T, state, ROOKIE)
    assert solo.choose_options(T, state) == [choice(GOAL), choice(goal2)]
    assert (
        solo.pending(T, state)[0].prompt
        == "The opponent's score attempt: choose its card (one that can Score, if any)."
    )
    none = _score_attempt((SCORE5, ROOKIE))
    assert solo.choose_options(T, none) == [choice(SCORE5), choice(ROOKIE)]


def test_the_answer_to_the_players_score_is_any_card_that_can_save():
    """S11: after the player's Score the whole hand is open; a Save if it has one; with none, it
    concedes without a choice."""
    state = _save_answer((GOAL, SCORE5, ROOKIE, SAVE1))
    assert solo.choose_options(T, state) == [choice(GOAL), choice(SAVE1)]
    assert (
        solo.pending(T, state)[0].prompt
        == "Your score attempt: choose the opponent's answer (a Save if it has one)."
    )
    assert solo.choose_options(T, _save_answer((SCORE5, ROOKIE))) == [Action(O, "concede")]


def test_the_shot_card_offers_the_face_up_cards_and_one_random_face_down_card():
    """S10: a face-up card, or 'any' (a face-down one the generator picks), never a place."""
    state = evolve(_save_answer((GOAL, SCORE5, ROOKIE)), stage=SHOT_CARD, play=(card(0, "sniper-7-stick"),))
    state = evolve(state, solo=replace(state.solo, up=state.solo.up | {SCORE5}))
    assert solo.choose_options(T, state) == [choice(SCORE5), Action(P, "solo-down", ("any",))]
    assert (
        solo.pending(T, state)[0].prompt
        == "Your shot: choose the opponent's Shot Card (or a face-down card at random)."
    )
    all_up = evolve(state, solo=replace(state.solo, up=state.solo.up | {GOAL, ROOKIE}))
    assert solo.choose_options(T, all_up) == [choice(GOAL), choice(SCORE5), choice(ROOKIE)]


def test_in_its_phase_2_the_player_names_a_face_up_card_or_a_place_of_the_row():
    """S13: a face-down card is named by its place in the row, 1 first."""
    state = pos(hands=((MINE,), (GOAL, SCORE5, ROOKIE)), up=(SCORE5,), turn=O)
    options = [choice(SCORE5), Action(P, "solo-down", ("1",)), Action(P, "solo-down", ("3",))]
    assert solo.choose_options(T, state) == options
    assert solo.legal_actions(T, state, P) == options
    assert solo.pending(T, state) == (
        Decision(P, "solo-choose", "Choose the opponent's card (a face-down one is turned over and played)."),
    )


def test_a_chosen_face_down_place_is_turned_over_and_played():
    """S13: the card at that place is revealed, then played; the choice is announced."""
    state = pos(hands=((MINE,), (GOAL, SCORE5, ROOKIE)), turn=O)
    events: list = []
    after = solo._play_for_opponent(T, state, Action(P, "solo-down", ("2",)), events)
    assert [e.text for e in events[:2]] == [
        f"The face-down card at place 2 (it must be played): Player 2 turns over {T.label[SCORE5]}.",
        f"Player 1 chooses {T.label[SCORE5]} for Player 2.",
    ]
    assert events[1].kind == "solo-choice" and events[1].data == {"card": SCORE5}
    assert after.hands[O][:2] == (GOAL, ROOKIE) and after.play[-1] == SCORE5


def test_a_random_face_down_card_comes_from_the_generator():
    """S10: 'any' is a face-down card the state's generator picks."""
    state = pos(hands=((MINE,), (GOAL, SCORE5, ROOKIE)), up=(GOAL,), turn=O)
    events: list = []
    picked = [SCORE5, ROOKIE][draw(state, 2)]
    after = solo._play_for_opponent(T, state, Action(P, "solo-down", ("any",)), events)
    assert (
        events[0].text == f"A face-down card picked at random (it must be played): Player 2 turns over "
        f"{T.label[picked]}."
    )
    assert events[1].data == {"card": picked} and picked not in after.hands[O]


def test_a_face_up_choice_is_played_without_a_reveal():
    """S13: a face-up card is simply played; the official rules announce the play."""
    state = pos(hands=((MINE,), (GOAL, SCORE5)), up=(GOAL,), turn=O)
    events: list = []
    after = solo._play_for_opponent(T, state, choice(GOAL), events)
    assert events[0].kind == "solo-choice" and not [e for e in events if e.kind == "solo-reveal"]
    assert (events[1].kind, events[1].text) == ("play", f"Player 2 plays {T.label[GOAL]}.")
    assert after.hands[O] == (SCORE5,)


def test_a_concession_goes_to_the_official_rules():
    """S11: with no Save to choose, the goal stands through the official concession."""
    state = _save_answer((SCORE5, ROOKIE))
    events: list = []
    after = solo._play_for_opponent(T, state, Action(O, "concede"), events)
    assert (
        after.goals[P] == state.goals[P] + 1 and events and not [e for e in events if e.kind == "solo-choice"]
    )


def test_pending_is_the_official_one_outside_its_phase_2():
    """S17: only the opponent's phase 2 is the player's solo-choose; every other decision is official."""
    state = pos(hands=((MINE,), (GOAL,)), turn=P)
    assert solo.pending(T, state) == off.pending(T, state)
    assert solo.pending(T, evolve(state, turn=O, phase=USE)) == off.pending(
        T, evolve(state, turn=O, phase=USE)
    )


# ----- refusals and the player's legal actions (S7, S17) --------------------------------------------------
def refused(verdict, code, reason, section):
    assert not verdict.ok
    assert (verdict.code, verdict.reason, verdict.rule) == (code, reason, solo.rule(section))


def test_the_opponent_never_acts_for_itself():
    """S17: seat 2 has no decision of its own; its phase 2 is the player's solo-play or solo-down."""
    state = pos(hands=((MINE,), (GOAL,)), up=(GOAL,), turn=O)
    for action in (Action(O, "play", (GOAL,)), Action(O, "solo-play", (GOAL,))):
        refused(
            solo.validate(T, state, action),
            "solo-opponent",
            "Player 2 is the Solo Opponent: the engine plays for it, and you choose its card in its phase 2 "
            "(solo-play, solo-down).",
            "Gameplay Differences",
        )
    assert solo.legal_actions(T, state, O) == []


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
        a for a in off.legal_actions(T, state, P) if a.kind != "line-change"
    ]
    assert Action(P, "line-change") in off.legal_actions(T, state, P)


def test_the_choice_of_its_card_is_checked():
    """S13: solo-play and solo-down only in its phase 2 and only among the cards offered."""
    state = pos(hands=((MINE,), (GOAL, SCORE5)), up=(GOAL,), turn=O)
    assert solo.validate(T, state, choice(GOAL)).ok
    assert solo.validate(T, state, Action(P, "solo-down", ("2",))).ok
    refused(
        solo.validate(T, state, Action(P, "solo-down", ("1",))),
        "solo-not-a-choice",
        "That is not one of the opponent's cards you may choose now: a face-up card, a face-down place of "
        "its row (at a shot: 'any', a random one), or at a score attempt a card that can answer it.",
        "Shot Resolution",
    )
    refused(
        solo.validate(T, state, Action(P, "play", (MINE,))),
        "solo-choose-first",
        "First choose the opponent's card.",
        "Opponent's Turn",
    )
    refused(
        solo.validate(T, state, Action(P, "line-change")),
        "solo-no-line-change",
        "In solo play you may not change lines.",
        "Player Restrictions",
    )
    mine = evolve(state, turn=P)
    refused(
        solo.validate(T, mine, choice(GOAL)),
        "solo-not-now",
        "You choose the opponent's card only in its phase 2.",
        "Opponent's Turn",
    )
    refused(
        solo.validate(T, evolve(state, phase=USE), choice(GOAL)),
        "solo-not-now",
        "You choose the opponent's card only in its phase 2.",
        "Opponent's Turn",
    )
    assert solo.validate(T, mine, Action(P, "play", (MINE,))).ok
    assert solo.validate(T, mine, Action(P, "play", (GOAL,))) == off.validate(
        T, mine, Action(P, "play", (GOAL,))
    )


def test_legal_actions_by_seat_and_phase():
    """S17: nothing for the opponent's seat or after the game; in its phase 2 the player's choices."""
    state = pos(hands=((MINE,), (GOAL,)), turn=P)
    assert solo.legal_actions(T, state, P) == [Action(P, "play", (MINE,))]
    assert solo.legal_actions(T, evolve(state, phase=OVER), P) == []
    assert solo.legal_actions(T, state, O) == []


# ----- applying actions: the Black K (S14) ----------------------------------------------------------------
def test_a_black_k_played_by_the_player_owes_one_more_reveal():
    """S14: a card with a black K the player plays owes the opponent's next phase 1 one more card."""
    black_k = "s1:penalty-kill-2-helmet"
    state = pos(hands=((black_k, MINE), (GOAL, SCORE5)), extra=(("penalty-kill-2-helmet",), ()))
    assert solo._black_k(T, black_k) and not solo._black_k(T, MINE) and not solo._black_k(T, GOAL)
    assert not solo._black_k(T, card(1, "momentum-swing-3-helmet")), "a pink K is no Black K"
    after, events = solo.apply_action(T, state, Action(P, "play", (black_k,)))
    assert (events[0].kind, events[0].text) == (
        "solo-black-k",
        "A Black K: Player 2 turns over one more card next turn.",
    )
    assert events[0].irreversible and after.solo.extra == 1
    assert (events[1].kind, events[1].text) == ("play", "Player 1 plays Penalty Kill 2 (helmet).")
    twice = evolve(state, solo=replace(state.solo, extra=1))
    assert solo.apply_action(T, twice, Action(P, "play", (black_k,)))[0].solo.extra == 2
    plain, events = solo.apply_action(T, state, Action(P, "play", (MINE,)))
    assert plain.solo.extra == 0 and not [e for e in events if e.kind == "solo-black-k"]


def test_apply_plays_the_chosen_card_for_the_opponent_and_settles():
    """S13, S4: the player's choice is played and the engine goes on until the player decides."""
    state = pos(hands=((MINE,), (GOAL, SCORE5)), up=(GOAL, SCORE5), turn=O)
    after, events = solo.apply_action(T, state, choice(GOAL))
    assert events[0].kind == "solo-choice" and GOAL not in after.hands[O]
    assert off.pending(T, after)[0].seat == P


# ----- settling the automatic steps (S4, S7, S13) ----------------------------------------------------------
def test_settle_plays_a_lone_choice_and_stops_at_a_real_one():
    """S13: with one possible card the engine plays it; with two the player chooses."""
    two = pos(hands=((MINE,), (GOAL, SCORE5)), up=(GOAL, SCORE5), turn=O, card_id="trap-and-wait")
    two = evolve(two, solo=replace(two.solo, phase1=True))
    events: list = []
    assert solo.settle(T, two, events) == two and events == []
    one = pos(hands=((MINE,), (GOAL,)), up=(GOAL,), turn=O, card_id="trap-and-wait")
    one = evolve(one, solo=replace(one.solo, phase1=True))
    after = solo.settle(T, one, events)
    assert events[0].kind == "solo-choice" and events[0].data == {"card": GOAL}
    assert GOAL not in after.hands[O]


def test_settle_takes_the_players_only_answer_at_a_stoppage():
    """S7: a stoppage that leaves the player nothing but keeping its cards goes on by itself."""
    stop = pos(
        hands=((MINE,), (GOAL,)),
        phase=STOPPAGE,
        stoppage=fl.Stoppage("save", "east-end", 1),
        ready=(False, True),
        goalie_pulled=(True, False),
    )
    decisions = off.pending(T, stop)
    assert solo._forced(T, stop, decisions) == Action(P, "keep")
    assert solo._forced(T, evolve(stop, goalie_pulled=(False, False)), decisions) is None
    assert solo._forced(T, evolve(stop, phase=PLAY), decisions) is None
    assert solo._forced(T, stop, (Decision(P, "play", "x"),)) is None
    assert solo._forced(T, stop, (Decision(O, "bench", "x"),)) is None
    after = solo.settle(T, stop, [])
    assert after.ready[P] or after.phase != STOPPAGE


def test_settle_goes_on_from_a_phase_1_with_nothing_to_choose():
    """S7: a phase 1 with going on as the only choice (a token already spent) goes on by itself."""
    start = pos(hands=((MINE,), (GOAL,)), phase=START, turn=P, token_used=True)
    assert solo._forced(T, start, off.pending(T, start)) == Action(P, "go")
    events: list = []
    after = solo.settle(T, start, events)
    assert (after.phase, after.turn) == (PLAY, P) and events[0].kind == "phase-two"
    assert solo._forced(T, evolve(start, token_used=False), off.pending(T, start)) is None


def test_at_a_whistle_the_opponent_lets_play_stop_and_so_does_a_player_without_dig_it_out():
    """S4: at the whistle (O117) it digs the puck out when it can, else lets play stop; S7: the
    player's lone answer is taken for it."""
    w = pos(
        hands=((MINE,), (GOAL,)),
        phase=whistle.WHISTLE,
        stoppage=fl.Stoppage("save", "east-end", 1),
        ready=(False, False),
    )
    assert solo.strategy_action(T, w) == (w, Action(O, whistle.LET_STOP))
    assert solo._forced(T, w, off.pending(T, w)) == Action(P, whistle.LET_STOP)
    events: list = []
    solo.settle(T, evolve(w, ready=(True, False)), events)
    assert (events[0].kind, events[0].text) == ("let-stop", "Player 2 lets play stop.")


def test_settle_stops_when_the_game_is_over():
    """S4: nothing is dealt or decided once the game is over."""
    over = pos(hands=((MINE,), ()), phase=OVER, turn=P)
    assert solo.settle(T, over, []).hands[O] == ()


def test_settle_gives_up_on_a_loop():
    """S4: the automatic steps end; a runaway loop is an error, not a hang."""
    state = pos(hands=((MINE,), (GOAL,)), turn=P)
    guard = solo.GUARD
    solo.GUARD = 0
    try:
        solo.settle(T, state, [])
    except RuntimeError as err:
        assert str(err) == "solo play: the opponent's automatic steps do not end"
    else:
        raise AssertionError("settle must raise")
    finally:
        solo.GUARD = guard


# ----- what the player sees (S16) and the action space -----------------------------------------------------
def test_describe_and_the_action_space():
    """S13: the choices read as the opponent's plays; the action space adds them to the official one."""
    mine2, mine3 = card(0, "goal-skate"), card(0, "save-helmet")
    state = pos(hands=((MINE, mine2, mine3), (GOAL, SCORE5)))
    assert solo.describe(T, state, choice(GOAL)) == f"Opponent plays {T.label[GOAL]}"
    assert (
        solo.describe(T, state, Action(P, "solo-down", ("any",)))
        == "Opponent plays a face-down card at random"
    )
    assert solo.describe(T, state, Action(P, "solo-down", ("2",))) == "Opponent plays face-down card 2"
    assert solo.describe(T, state, Action(P, "challenge", (MINE,))) == f"Challenge with {T.label[MINE]}"
    assert solo.describe(T, state, Action(P, "play", (MINE,))) == off.describe(
        T, state, Action(P, "play", (MINE,))
    )
    space = list(solo.action_space(T, state))
    assert space[: len(list(off.action_space(T, state)))] == list(off.action_space(T, state))
    ours = [a for a in space if a.kind.startswith("solo-")]
    cards = (GOAL, SCORE5, *state.benches[O], MINE, mine2)
    assert ours == [
        a for c in cards for a in (Action(P, "solo-play", (c,)), Action(O, "solo-play", (c,)))
    ] + [Action(P, "solo-down", (n,)) for n in ("1", "2", "3", "any")]


def test_the_public_side_shows_face_up_cards_at_their_places():
    """S16: the row and bench as the player sees them, None for a face-down card."""
    state = pos(hands=((MINE,), (GOAL, SCORE5, ROOKIE)), up=(SCORE5,), period=2, overtime=0)
    hidden = state.benches[O][0]
    state = evolve(state, solo=replace(state.solo, up=state.solo.up - {hidden}, extra=2, free=(2, 0)))
    pub = solo.public(state)
    assert pub == solo.SoloPublic(
        "snipers", "The Snipers", (None, SCORE5, None), (None, *state.benches[O][1:]), 2, True
    )
    assert not solo.public(evolve(state, period=3)).free_taken
    assert not solo.public(evolve(state, overtime=1)).free_taken
    assert solo.shown(state) == state.solo.up and solo.shown(evolve(state, solo=None)) == frozenset()
    base = GAME.view(evolve(state, solo=None), P)
    view = solo.view(base, state)
    assert view.solo == pub and isinstance(view, solo.SoloView)
    assert all(getattr(view, name) == getattr(base, name) for name in CcgView.__dataclass_fields__)


def test_solo_chooser_takes_a_legal_action_at_random():
    """S17: outside solo play the Solo Opponent agent has no card to follow and picks at random."""
    legal = [Action(P, "go"), Action(P, "keep"), Action(P, "end")]
    assert solo.solo_chooser(None, None, legal, random.Random(5)) == legal[random.Random(5).randrange(3)]


# ----- the computer in the person's seat (S17) -------------------------------------------------------------
def test_determinize_keeps_the_face_up_cards_in_place_and_rebuilds_the_solo_side():
    """S17: a state dealt from the player's view alone: the same view, the opponent's face-up cards
    at their places in its row and on its bench, and its solo record read from the view."""
    hand = (GOAL, SCORE5, ROOKIE, SAVE1)
    state = pos(hands=((MINE,), hand), up=(SCORE5, SAVE1), turn=O, phase=USE, period=2)
    hidden = state.benches[O][1]
    state = evolve(
        state, solo=replace(state.solo, up=state.solo.up - {hidden}, extra=1, free=(2, 0), phase1=True)
    )
    view = GAME.view(state, P)
    for seed in range(3):
        dealt = solo.determinize(T, view, random.Random(seed))
        assert GAME.view(dealt, P) == view
        assert dealt.hands[O][1] == SCORE5 and dealt.hands[O][3] == SAVE1
        assert [c for i, c in enumerate(dealt.benches[O]) if i != 1] == [
            c for c in state.benches[O] if c != hidden
        ]
        assert dealt.solo == solo.Solo(
            "snipers", up=state.solo.up, dealt=True, phase1=True, extra=1, free=(2, 0)
        )
        assert sorted(GAME.inventory(dealt)) == sorted(GAME.inventory(state))
    mine = evolve(state, turn=P, solo=replace(state.solo, free=None, phase1=False))
    dealt = solo.determinize(T, GAME.view(mine, P), random.Random(0))
    assert not dealt.solo.phase1 and dealt.solo.free is None
    for phase in (START, PLAY):
        other = evolve(state, phase=phase)
        assert solo.determinize(T, GAME.view(other, P), random.Random(0)).solo.phase1


def test_determinize_in_a_face_off_keeps_the_laid_card_decks_and_momentum_cards_apart():
    """S17: a face-up card the sampler dealt elsewhere is swapped with a card of its own deck (each
    deck keeps its own cards), never with a Momentum Card in hand when another will do; the card the
    player laid face down in the face-off stays laid."""
    momentum = card(1, "save-glove")
    state = pos(
        hands=((MINE,), (momentum, GOAL, SCORE5, ROOKIE, SAVE1)),
        up=(SCORE5, SAVE1),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.FACEOFF, 0, "c9"),
        home=0,
        control=None,
        extras=((), (momentum,)),
        period=2,
    )
    state, _ = off.apply_action(T, state, Action(P, "challenge", (MINE,)))
    assert state.picks == (MINE, None)
    view = GAME.view(state, P)
    for seed in range(6):
        dealt = solo.determinize(T, view, random.Random(seed))
        assert GAME.view(dealt, P) == view and dealt.picks == (MINE, None)
        assert all(T.owner[c] == s for s in (P, O) for c in dealt.decks[s])
        assert (dealt.hands[O][2], dealt.hands[O][4]) == (SCORE5, SAVE1)
        assert len(dealt.extras[O]) == 1 and dealt.extras[O][0] in dealt.hands[O]
        assert not set(dealt.extras[O]) & dealt.solo.up
        assert not dealt.solo.phase1 and dealt.solo.free is None
    # A Momentum Card of the player's deck in the opponent's hand is never swapped out.
    theirs = card(0, "save-helmet")
    mixed = pos(hands=((MINE,), (GOAL, SCORE5, theirs)), up=(SCORE5,), extras=((), (theirs,)), turn=P)
    view = GAME.view(mixed, P)
    for seed in range(8):
        dealt = solo.determinize(T, view, random.Random(seed))
        assert GAME.view(dealt, P) == view and dealt.hands[O][1] == SCORE5
        assert SCORE5 not in dealt.extras[O] and all(T.owner[c] == s for s in (P, O) for c in dealt.decks[s])
    # A hand of one face-up card.
    alone = pos(hands=((MINE,), (SCORE5,)), up=(SCORE5,), turn=P)
    for seed in range(2):
        dealt = solo.determinize(T, GAME.view(alone, P), random.Random(seed))
        assert dealt.hands[O] == (SCORE5,) and GAME.view(dealt, P) == GAME.view(alone, P)


def test_determinize_in_a_shootout_keeps_every_card():
    """S17: the sampler may deal the opponent's unseen cards into the shootout's deck and hands; the
    face-up card comes back to its place and no card is lost or doubled."""
    state = pos(hands=((MINE,), (GOAL, SCORE5)), up=(SCORE5,), turn=P)
    d0, d1 = state.decks
    so = shootout.Shootout(deck=(d0[0], d1[0]), hands=((d0[1],), (d1[1], d1[2])), first=0, round=1)
    state = evolve(state, decks=(d0[2:], d1[3:]), shootout=so, phase=SHOOTOUT)
    view = GAME.view(state, P)
    for seed in range(6):
        dealt = solo.determinize(T, view, random.Random(seed))
        assert GAME.view(dealt, P) == view and dealt.hands[O][1] == SCORE5
        assert sorted(GAME.inventory(dealt)) == sorted(GAME.inventory(state))
        assert dealt.shootout.hands[P] == (d0[1],) and len(dealt.shootout.deck) == 2
