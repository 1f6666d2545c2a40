"""Breakaway: CCG, Part 2 "Solo Play", Gameplay Differences, Opponent's Turn, Phase 3: you resolve the
Opponent card's effects (its Abilities, Action and Special).

The opponent's use of its card is the player's decision (``solo-use``): the player's options are the
opponent's legal uses with the player's seat; a use that would name one of its face-down cards names
where it lies, and the state's generator picks which; the Solo Opponent card's strategy is only a
suggestion (Opponent Strategy). Ruling S4.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import mode as off
from tabletop.games.breakaway_ccg.solo import phase3
from tabletop.games.breakaway_ccg.solo import play as solo
from tabletop.games.breakaway_ccg.state import PLAY, START, USE, evolve
from tests.games.breakaway_ccg.helpers_solo_play import GOAL, MINE, SHOT4, O, P, choice, draw, pos, refused
from tests.games.breakaway_ccg.support import GAME, T, card

PLAYMAKER = card(1, "playmaker-5-glove")          # Move, orange
GRINDER, ROOKIE0 = card(1, "grinder-3-glove"), card(1, "rookie-0-glove")


def _its_turn(hand, up, puck="c9", card_id="run-and-gun"):
    """The opponent's phase 2, its phase 1 done, with the puck under its control in ``puck``."""
    state = pos(hands=((MINE,), hand), up=up, turn=O, phase=PLAY, puck=puck, control=O, card_id=card_id)
    return evolve(state, solo=replace(state.solo, phase1=True))


def test_in_the_opponents_phase_3_you_choose_what_its_card_does():
    """Solo Play, Opponent's Turn, Phase 3: you resolve the Opponent card's effects. Once its card is
    played the decision is yours: its abilities and action are your options, and what you choose is
    done, even a Move back toward its own net that its card (Run and Gun: carry forward) would not
    make."""
    state, _ = GAME.apply(_its_turn((PLAYMAKER, GOAL), (PLAYMAKER, GOAL)), choice(PLAYMAKER))
    (decision,) = GAME.pending(state)
    assert (decision.seat, decision.kind) == (P, "solo-use")
    assert decision.prompt.startswith("Phase 3 of Player 2's turn: you resolve its Playmaker 5 (glove)")
    assert GAME.legal_actions(state, O) == []
    uses = off.legal_actions(T, state, O)
    assert GAME.legal_actions(state, P) == [Action(P, a.kind, a.args) for a in uses]
    assert set(GAME.legal_actions(state, P)) == {
        Action(P, "ability", ("orange", "nw9")), Action(P, "ability", ("orange", "ne9")),
        Action(P, "move", ("nw9",)), Action(P, "move", ("ne9",)),
    }
    assert phase3.suggest(T, state) == Action(P, "ability", ("orange", "nw9")), "its card carries forward"
    back, events = GAME.apply(state, Action(P, "move", ("ne9",)))
    moved = next(e for e in events if e.kind == "move")
    assert moved.data == {"seat": O, "from": "c9", "to": "ne9"}
    assert back.puck == "ne9"


def test_you_resolve_its_abilities_before_the_action_it_owes():
    """Phase 3: its Abilities, then the Action it must use (Phases of a Turn, Phase 3): you may use the
    red ability of its Shot on Goal before the Shoot, which the Snipers' card would take at once."""
    state, _ = GAME.apply(_its_turn((SHOT4, GOAL), (SHOT4, GOAL), puck="w3", card_id="snipers"), choice(SHOT4))
    assert set(GAME.legal_actions(state, P)) == {Action(P, "color", ("red",)), Action(P, "shoot")}
    assert phase3.suggest(T, state) == Action(P, "shoot")
    red, events = GAME.apply(state, Action(P, "color", ("red",)))
    assert [e.data["seat"] for e in events if e.kind == "color"] == [O]
    assert GAME.pending(red)[0].kind == "solo-use" and Action(P, "shoot") in GAME.legal_actions(red, P)
    shot, events = GAME.apply(red, Action(P, "shoot"))
    assert [e.data["seat"] for e in events if e.kind == "shoot"] == [O] and shot.shot == O


def test_a_suggestion_names_its_cards_choice_and_changes_nothing():
    """Opponent Strategy: the Solo Opponent card's rules name a choice (S4) that the player may ask
    for; asking is a pure reading of the position, from what the player sees."""
    state, _ = GAME.apply(_its_turn((PLAYMAKER, GOAL), (PLAYMAKER, GOAL)), choice(PLAYMAKER))
    before = state
    assert phase3.suggest(T, state) == phase3.suggest_among(T, "c9", "run-and-gun", GAME.legal_actions(state, P))
    assert state == before
    held = evolve(state, solo=replace(state.solo, card="trap-and-wait"))        # carry: hold
    assert phase3.suggest(T, held) in GAME.legal_actions(held, P)
    assert phase3.suggest(T, evolve(state, turn=P, phase=START)) is None


def test_the_opponents_uses_are_yours_alone_and_anything_else_is_refused_with_a_reason():
    """Gameplay Differences: the opponent never acts for itself (S17); in its Phase 3 you choose only
    among its card's uses."""
    state, _ = GAME.apply(_its_turn((PLAYMAKER, GOAL), (PLAYMAKER, GOAL)), choice(PLAYMAKER))
    refused(GAME.validate(state, Action(O, "move", ("nw9",))), "solo-opponent",
            "Player 2 is the Solo Opponent: the engine plays for it, and you choose its card in its phase 2 "
            "(solo-play, solo-down).", "Gameplay Differences")
    refused(GAME.validate(state, choice(GOAL)), "solo-not-now",
            "You choose the opponent's card only in its phase 2.", "Opponent's Turn")
    verdict = GAME.validate(state, Action(P, "move", ("w1",)))
    assert not verdict.ok and verdict.code == off.validate(T, state, Action(O, "move", ("w1",))).code
    assert GAME.validate(state, Action(P, "move", ("nw9",))).ok


def test_a_lone_use_is_made_for_you():
    """S13: with one possible use (here only ending its turn) the engine makes it."""
    state = pos(hands=((MINE,), (GOAL,)), play=(SHOT4,), turn=O, phase=USE, puck="c9", control=P,
                action_used=True, colors_used=("red",), ability_used=True)
    assert off.legal_actions(T, state, O) == [Action(O, "end")]
    events: list = []
    after = solo.settle(T, state, events)
    assert any(e.kind == "end-turn" and e.data["seat"] == O for e in events)
    assert not phase3.resolving(after)


def test_a_use_that_takes_a_face_down_card_names_where_it_lies_and_the_generator_picks_it():
    """Setup: opponent cards remain face down until revealed. A use that takes one of its face-down
    hand cards (a Substitution on Doubles) names "a face-down card of its hand"; the card is picked
    by the state's generator among those that may go, and stays face down on the bench."""
    state, _ = GAME.apply(_its_turn((PLAYMAKER, GRINDER, ROOKIE0, GOAL), (PLAYMAKER,)), choice(PLAYMAKER))
    state = evolve(state, doubles=True)
    legal = GAME.legal_actions(state, P)
    assert not {GRINDER, ROOKIE0, GOAL} & {arg for a in legal for arg in a.args}
    bench = state.benches[O][0]
    option = Action(P, "substitution", (phase3.HAND_DOWN, bench))
    assert option in legal
    assert GAME.describe_action(state, option) == (
        f"Player 2: Substitution: bench a face-down card of its hand, take {T.label[bench]}")
    refused(GAME.validate(state, Action(P, "substitution", (GRINDER, bench))), "solo-face-down",
            "That card of the opponent's is face down: choose the option that names a face-down card of its "
            "hand or bench.", "Opponent's Turn")
    after, _ = GAME.apply(state, option)
    went = sorted((GRINDER, ROOKIE0))[draw(state, 2)]              # Goal is no Player card
    assert went in after.benches[O] and bench in after.hands[O]
    assert went not in after.solo.up and bench in after.solo.up


def test_its_options_read_as_the_opponents_and_join_the_action_space():
    """Phase 3's options say what the opponent does, and the action space holds them."""
    state, _ = GAME.apply(_its_turn((PLAYMAKER, GOAL), (PLAYMAKER, GOAL)), choice(PLAYMAKER))
    assert GAME.describe_action(state, Action(P, "move", ("ne9",))) == (
        f"Player 2: Move the puck to {T.area_name['ne9']}")
    assert GAME.describe_action(state, Action(P, "end")) == "End Player 2's turn"
    space = set(GAME.action_space(state))
    assert set(GAME.legal_actions(state, P)) <= space
    assert Action(P, "substitution", (phase3.HAND_DOWN, phase3.HAND_DOWN)) in space


def test_the_words_for_a_face_down_card_name_one_only_while_you_resolve_its_card():
    """Phase 3's words for a face-down card (hand-down, bench-down) are refused anywhere else, in
    every mode, with the reason, never taken for a card."""
    for mode in ("beginner", "official", "solo"):
        verdict = GAME.validate(GAME.new_game(1, {"mode": mode}), Action(P, "play", (phase3.HAND_DOWN,)))
        assert (verdict.ok, verdict.code, verdict.rule) == (False, "face-down-word", "Breakaway: CCG, Part 2, Solo Play")
    state, _ = GAME.apply(_its_turn((PLAYMAKER, GOAL), (PLAYMAKER, GOAL)), choice(PLAYMAKER))
    refused(GAME.validate(state, Action(P, "substitution", (phase3.HAND_DOWN, phase3.BENCH_DOWN))), "solo-not-a-use",
            "That is not a use of the opponent's card now: choose one of its abilities, its action, its special, "
            "or end its turn.", "Opponent's Turn")
