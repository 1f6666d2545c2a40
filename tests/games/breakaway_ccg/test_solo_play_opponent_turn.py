"""Breakaway: CCG, Part 2 "Solo Play", the Opponent's Turn: its four phases and the player's choice.

Phase 1 turns over one face-down card of its hand or bench (and may swap a face-up bench card into
the hand); in phase 2 the player picks the opponent's card, face up or face down, and a face-down one
must be played once turned over; in phase 3 the player resolves its card's effects (its own file,
``test_solo_play_opponent_phase_3.py``); in phase 4 it gets one face-down card, and a new hand of eight when
it runs out. The engine plays every other step for it. Rulings S4, S6, S8, S13, S17.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.playout import play_game
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official import mode as off
from tabletop.games.breakaway_ccg.solo import play as solo
from tabletop.games.breakaway_ccg.state import CHALLENGE, OVER, PLAY, START, STOPPAGE, USE, evolve, pair
from tests.games.breakaway_ccg.helpers_solo_play import (
    GOAL,
    MINE,
    OPP,
    PLAYER,
    ROOKIE,
    SCORE5,
    SOLO,
    O,
    P,
    choice,
    choosing,
    find,
    new,
    pos,
    refused,
)
from tests.games.breakaway_ccg.support import GAME, T, card


def test_the_opponent_never_has_a_decision_of_its_own():
    """Gameplay Differences: the engine plays for the opponent (S4), and its phase 2 is the player's."""
    for seed in range(8):
        result = play_game(GAME, seed, options=SOLO)
        assert all(a.seat == PLAYER for a in result.actions)
        assert any(a.kind.startswith("solo-") for a in result.actions)


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


def test_only_the_player_has_legal_actions_and_none_once_the_game_is_over():
    """S17: nothing for the opponent's seat or after the game; in its phase 2 the player's choices."""
    state = pos(hands=((MINE,), (GOAL,)), turn=P)
    assert solo.legal_actions(T, state, P) == [Action(P, "play", (MINE,))]
    assert solo.legal_actions(T, evolve(state, phase=OVER), P) == []
    assert solo.legal_actions(T, state, O) == []


def test_outside_the_opponents_phase_2_and_3_every_decision_is_the_official_rules_one():
    """S17: the opponent's phase 2 is the player's solo-choose and its phase 3 the player's solo-use
    (S4); every other decision is official."""
    state = pos(hands=((MINE,), (GOAL,)), turn=P)
    assert solo.pending(T, state) == off.pending(T, state)
    assert solo.pending(T, evolve(state, turn=P, phase=USE)) == off.pending(T, evolve(state, turn=P, phase=USE))
    assert [(d.seat, d.kind) for d in solo.pending(T, evolve(state, turn=O, phase=USE, play=(GOAL,)))] == [
        (P, "solo-use")
    ]


def test_phase_1_turns_over_one_face_down_card():
    """Opponent's Turn, Phase 1: one face-down card of hand or bench is revealed."""
    state = find(lambda s: s.turn == PLAYER and s.phase == USE and s.shot is None and s.solo.extra == 0
                 and len(solo.face_down(s)) >= 3 and not s.box and not s.calls)
    opp_state = evolve(state, turn=OPP, phase=PLAY, solo=evolve(state.solo, phase1=False))
    events: list = []
    before = len(opp_state.solo.up)
    after = solo._phase1(T, evolve(opp_state, solo=evolve(opp_state.solo, free=(state.period, state.overtime))),
                         events)
    if solo.opponent(after).strategy.swap == "always":
        assert len(after.solo.up) >= before + 1 - 1
    revealed = [e for e in events if e.kind == "solo-reveal"]
    assert len(revealed) == 1 and len(revealed[0].data["cards"]) == 1
    assert after.solo.phase1 and after.chance > opp_state.chance


def test_each_opponent_turn_reveals_in_random_games():
    """Phase 1 happens once per opponent turn, counted over whole games."""
    for seed in range(15):
        rng = random.Random(seed)
        state = new(seed)
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state, GAME.pending(state)[0].seat)
            state, events = GAME.apply(state, legal[rng.randrange(len(legal))])
            phase1 = [e for e in events if e.kind == "solo-reveal" and e.text.startswith("Phase 1")]
            assert len(phase1) <= 2
            # S8: the swap never sends a Momentum Card in hand to the bench.
            assert set(state.extras[OPP]) <= set(state.hands[OPP])
            assert not set(state.extras[OPP]) & set(state.benches[OPP])


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


def test_phase_2_the_player_chooses_the_opponents_card():
    """Opponent's Turn, Phase 2: you choose which opponent card is played, face up or face down."""
    state = find(lambda s: choosing(s) and solo.reveal_need(s) is None and solo.face_down(s)
                 and any(c in s.solo.up for c in s.hands[OPP]))
    (decision,) = GAME.pending(state)
    assert decision.seat == PLAYER and decision.kind == "solo-choose"
    assert GAME.legal_actions(state, OPP) == []
    legal = GAME.legal_actions(state, PLAYER)
    row = state.hands[OPP]
    up = [c for c in row if c in state.solo.up]
    down = solo.face_down(state)
    assert set(legal) == ({Action(PLAYER, "solo-play", (c,)) for c in up}
                          | {Action(PLAYER, "solo-down", (str(row.index(c) + 1),)) for c in down})
    # The opponent's own "play" is refused: the player chooses for it.
    verdict = GAME.validate(state, Action(OPP, "play", (up[0],)))
    assert not verdict.ok and verdict.code == "solo-opponent"


def test_a_chosen_face_down_card_is_turned_over_and_must_be_played():
    """Phase 2: a chosen face-down card must be played once revealed."""
    state = find(lambda s: choosing(s) and solo.reveal_need(s) is None and len(solo.face_down(s)) >= 2)
    down = solo.face_down(state)
    target = down[-1]
    slot = str(state.hands[OPP].index(target) + 1)
    after, events = GAME.apply(state, Action(PLAYER, "solo-down", (slot,)))
    assert any(e.kind == "solo-reveal" and target in e.data["cards"] for e in events)
    assert target not in after.hands[OPP]
    assert any(e.kind == "solo-choice" and e.data["card"] == target for e in events)


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


def test_a_face_up_choice_is_played_without_a_reveal():
    """S13: a face-up card is simply played; the official rules announce the play."""
    state = pos(hands=((MINE,), (GOAL, SCORE5)), up=(GOAL,), turn=O)
    events: list = []
    after = solo._play_for_opponent(T, state, choice(GOAL), events)
    assert events[0].kind == "solo-choice" and not [e for e in events if e.kind == "solo-reveal"]
    assert (events[1].kind, events[1].text) == ("play", f"Player 2 plays {T.label[GOAL]}.")
    assert after.hands[O] == (SCORE5,)


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


def test_the_choices_of_the_opponents_card_read_as_its_plays_and_join_the_action_space():
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


def test_the_chosen_card_is_played_for_the_opponent_and_play_goes_on_to_the_players_next_decision():
    """S13, S4: the player's choice is played and the engine goes on until the player decides."""
    state = pos(hands=((MINE,), (GOAL, SCORE5)), up=(GOAL, SCORE5), turn=O)
    after, events = solo.apply_action(T, state, choice(GOAL))
    assert events[0].kind == "solo-choice" and GOAL not in after.hands[O]
    assert solo.pending(T, after)[0].seat == P


def test_a_lone_possible_card_is_played_for_the_opponent_and_a_real_choice_waits_for_the_player():
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


def test_the_players_only_answer_at_a_stoppage_is_taken_for_it():
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


def test_a_phase_1_with_nothing_to_choose_goes_on_by_itself():
    """S7: a phase 1 with going on as the only choice (a token already spent) goes on by itself."""
    start = pos(hands=((MINE,), (GOAL,)), phase=START, turn=P, token_used=True)
    assert solo._forced(T, start, off.pending(T, start)) == Action(P, "go")
    events: list = []
    after = solo.settle(T, start, events)
    assert (after.phase, after.turn) == (PLAY, P) and events[0].kind == "phase-two"
    assert solo._forced(T, evolve(start, token_used=False), off.pending(T, start)) is None


def test_nothing_is_dealt_or_decided_once_the_game_is_over():
    """S4: nothing is dealt or decided once the game is over."""
    over = pos(hands=((MINE,), ()), phase=OVER, turn=P)
    assert solo.settle(T, over, []).hands[O] == ()


def test_automatic_steps_that_never_end_are_an_error_not_a_hang():
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


def test_out_of_cards_the_opponent_gets_a_new_hand_of_eight():
    """Opponent's Turn, Phase 4: out of cards, a new hand of eight face-down cards (S6)."""
    state = find(lambda s: s.turn == PLAYER and s.phase == PLAY and s.shot is None and len(s.decks[OPP]) > 10
                 and not s.final_minute and not s.box)
    emptied = evolve(state, hands=pair(state.hands, OPP, ()), extras=pair(state.extras, OPP, ()),
                     decks=pair(state.decks, OPP, state.hands[OPP] + state.decks[OPP]))
    events: list = []
    after = solo.settle(T, emptied, events)
    assert len(after.hands[OPP]) == 8
    assert not set(after.hands[OPP]) & after.solo.up
    assert any(e.kind == "solo-new-hand" for e in events)


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
