"""Breakaway: CCG, "Phases of a Turn" (Part 2): Phase 1's start-of-turn choices (a Momentum Token's
Draw or Extra Man, or going on), Phase 2's playing of one card from the hand, conceding, and which
decision is owed to whom at each step of a turn. Ruling O16 is in
``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import official as of
from tabletop.games.breakaway_ccg.state import (
    PLACE,
    PLAY,
    SAVE,
    SHOT_CARD,
    START,
    STOPPAGE,
    evolve,
)
from tests.games.breakaway_ccg.helpers_play import (
    GOAL,
    H_ROOKIE,
    H_SAVE,
    H_SHOT,
    ROOKIE,
    check,
    eff,
    pairs,
    refusal,
    rule,
    start,
    stop,
    use,
)
from tests.games.breakaway_ccg.support import GAME, T, act, card, extra_card, official, verdict

r, x = card, extra_card


def test_a_momentum_token_draws_or_takes_a_momentum_card_once():
    """Momentum Tokens: Draw Action or Extra Man; one token per turn; Momentum Cards do not count
    toward the hand size."""
    pile = (r(1, "captain-8-skate"),)
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), phase=START, turn=0,
                     tokens=(2, 0), momentum=pile)
    state = act(state, 0, "token", "extra-man")
    assert r(1, "captain-8-skate") in state.hands[0] and state.extras[0] == (r(1, "captain-8-skate"),)
    assert state.tokens == (1, 0)
    refused = verdict(state, 0, "token", "draw")
    assert not refused and refused.code in ("one-token", "phase-one-over")


def test_go_in_phase_one_leads_to_playing_a_card():
    """Phases of a Turn: going on from Phase 1 leads to Phase 2, playing a card from the hand."""
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), phase=START, turn=0, tokens=(1, 0),
                     momentum=(r(1, "captain-8-skate"),))
    state = act(state, 0, "go")
    assert state.phase == PLAY
    assert Action(0, "play", (r(0, "rookie-0-helmet"),)) in GAME.legal_actions(state, 0)


def test_phase_one_offers_tokens_a_line_change_the_goalie_or_go():
    """Phases of a Turn, Phase 1 (O16): a token's draw or Extra Man, a line change, pulling the
    goalie, or going on; only the side on turn."""
    state = start(tokens=(1, 0), momentum=(H_SHOT,))
    assert pairs(of.legal_actions(T, state, 0)) == [
        (0, "token", ("draw",)),
        (0, "token", ("extra-man",)),
        (0, "line-change", ()),
        (0, "pull-goalie", ()),
        (0, "go", ()),
    ]
    assert of.legal_actions(T, state, 1) == []
    assert of.start_options(T, state, 0)
    bare = start(final_minute=True, goalie_pulled=(True, False), effects=(eff("goalie-pulling", 0),))
    assert pairs(of.legal_actions(T, bare, 0)) == [(0, "replace-goalie", ()), (0, "go", ())]
    assert of.start_options(T, bare, 0)
    assert not of.start_options(T, start(final_minute=True, token_used=True, tokens=(1, 0)), 0)
    assert pairs(of.legal_actions(T, start(final_minute=True, token_used=True), 0)) == [(0, "go", ())]
    assert pairs(of.candidates(T, state, 0)) == [
        (0, "token", ("draw",)),
        (0, "token", ("extra-man",)),
        (0, "line-change", ()),
        (0, "pull-goalie", ()),
        (0, "replace-goalie", ()),
        (0, "go", ()),
    ]


def test_momentum_token_refusals():
    """Momentum Tokens: one token per turn or stoppage, a card to draw, a Momentum Card to take."""
    tokens = rule("Momentum Tokens")
    assert refusal(of._token_verdict(T, start(tokens=(0, 1)), 0, "draw")) == (
        False,
        "no-token",
        "You have no momentum token.",
        tokens,
    )
    assert of._token_verdict(T, start(tokens=(1, 0)), 0, "draw").ok
    assert refusal(of._token_verdict(T, start(tokens=(2, 0), token_used=True), 0, "draw")) == (
        False,
        "one-token",
        "One momentum token per turn or stoppage.",
        tokens,
    )
    assert refusal(of._token_verdict(T, start(tokens=(1, 0), decks=((), None)), 0, "draw")) == (
        False,
        "token-empty-deck",
        "Your deck is empty: there is nothing to draw.",
        tokens,
    )
    assert of._token_verdict(T, start(tokens=(1, 0), decks=((), None), momentum=(H_SHOT,)), 0, "extra-man").ok
    assert refusal(of._token_verdict(T, start(tokens=(1, 0)), 0, "extra-man")) == (
        False,
        "no-momentum",
        "The Momentum pile is empty.",
        tokens,
    )
    assert of._token_verdict(T, start(tokens=(1, 0), momentum=(H_SHOT,)), 0, "extra-man").ok
    # the Phase 1 and stoppage checks pass the token's use on: a draw from an empty deck is refused there too
    dry = start(tokens=(1, 0), decks=((), None), momentum=(H_SHOT,))
    assert of.validate_start(T, dry, Action(0, "token", ("draw",))).code == "token-empty-deck"
    assert of.validate_start(T, dry, Action(0, "token", ("extra-man",))).ok
    assert of._validate_stoppage(T, evolve(dry, phase=STOPPAGE), Action(0, "token", ("draw",))).code == \
        "token-empty-deck"


def test_the_decision_owed_in_phases_two_and_three():
    """Phases of a Turn: Phase 2 plays a card (the Shot Card, or a card that can Save, when a shot
    or a Score is answered); Phase 3 uses it, optionally (a challenge winner's card too)."""
    d = of.Decision
    assert of.pending(T, official(phase=PLAY, turn=1)) == (d(1, "play", "Play a card onto the play area."),)
    assert of.pending(T, official(phase=PLAY, turn=1, stage=SHOT_CARD, shot=0)) == (
        d(1, "shot-card", "Play the Shot Card: your next card faces the shot."),
    )
    assert of.pending(T, official(phase=PLAY, turn=0, stage=SHOT_CARD, shot=0)) == (
        d(0, "play", "Play a card onto the play area."),
    )
    assert of.pending(T, official(phase=PLAY, turn=1, stage=SAVE, shot=0)) == (
        d(1, "save-chance", "A score attempt! Play a card that can Save, or let the goal stand."),
    )
    assert of.pending(T, official(phase=PLAY, turn=0, stage=SAVE, shot=0)) == (
        d(0, "play", "Play a card onto the play area."),
    )
    assert of.pending(T, use((ROOKIE,), turn=1)) == (
        d(1, "use", "Use the card: abilities, one action, a special; then end your turn.", optional=True),
    )
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert of.pending(T, use((ROOKIE,), challenge=won)) == (
        d(0, "use", "You won the challenge: use your card, or go on to your turn.", optional=True),
    )


def test_the_decision_owed_at_the_start_of_a_turn():
    """Phase 1 (O16) and the bench switches that follow a line change, a power play, a delayed
    penalty or a pulled goalie."""
    d = of.Decision
    assert of.pending(T, start(turn=1)) == (
        d(1, "start", "Start of your turn: a momentum token or a line change, or go on.", optional=True),
    )
    words = {
        "pp-over": "The power play is over: switch one card with your bench, or keep your cards.",
        "pp-over-2": "The power play is over: switch one card with your bench, or keep your cards.",
        "delay": "Delayed penalty: you have the extra attacker; switch up to two cards with your bench, or keep "
        "your cards.",
        "goalie": "Goalie pulled: switch up to two cards with your bench, or keep your cards.",
        "line-change": "Line change: switch one card with your bench, or keep your cards.",
    }
    for why, prompt in words.items():
        assert of.pending(T, start(turn=1, placing=(1, why, ()))) == (d(1, "bench", prompt, optional=True),)


def test_only_the_side_on_turn_acts_and_the_faceoff_winner_places_the_puck():
    """Phases of a Turn; Face-offs: Win Result: only the side on turn acts; the face-off winner
    places the puck in one of the areas offered."""
    play = official(hands=((ROOKIE,), (H_ROOKIE,)), phase=PLAY, turn=1)
    assert check(play, 0, "play", ROOKIE) == (
        False,
        "not-your-turn",
        "It is Player 2's turn.",
        rule("Phases of a Turn"),
    )
    place = official(phase=PLACE, placing=(1, "faceoff", ("c9", "ne9")), turn=0)
    assert check(place, 0, "place", "c9") == (
        False,
        "not-your-turn",
        "It is Player 2's turn.",
        rule("Phases of a Turn"),
    )
    assert check(place, 1, "move", "c9") == (False, "place-first", "Place the puck first.", rule("Face-offs"))
    assert check(place, 1, "place", "nw9") == (
        False,
        "place-where",
        "The puck may go to center ice (9), neutral zone by the east blue line (9).",
        rule("Face-offs"),
    )
    assert of.validate(T, place, Action(1, "place", ("ne9",))).ok
    assert pairs(of.legal_actions(T, place, 1)) == [(1, "place", ("c9",)), (1, "place", ("ne9",))]
    assert of.legal_actions(T, place, 0) == []


def test_playing_a_card_and_conceding_refusals():
    """Phases of a Turn, Phase 2; How to Score a Goal: one card a turn, from the hand; a Score is
    answered by a card that can Save, or conceded."""
    play = official(hands=((ROOKIE,), (H_ROOKIE, H_SAVE)), phase=PLAY, turn=1)
    assert of.validate(T, play, Action(1, "play", (H_ROOKIE,))).ok
    assert check(play, 1, "play", ROOKIE) == (
        False,
        "not-in-hand",
        f"{T.label[ROOKIE]} is not in your hand.",
        rule("Phases of a Turn"),
    )
    assert check(play, 1, "concede") == (
        False,
        "no-score-attempt",
        "There is no score attempt to answer.",
        rule("How to Score a Goal"),
    )
    assert check(play, 1, "move", "c9") == (
        False,
        "play-first",
        "Play a card first: abilities and actions come from the card you play.",
        rule("Phases of a Turn"),
    )
    saving = official(
        hands=((ROOKIE,), (H_ROOKIE, H_SAVE)),
        play=(r(0, "score-5-helmet"),),
        phase=PLAY,
        turn=1,
        stage=SAVE,
        shot=0,
    )
    assert check(saving, 1, "play", H_ROOKIE) == (
        False,
        "save-only",
        (
            "Player 1 is trying to score: only a card that can Save (a Save action, Doubles or a "
            "Run) may answer, or let the goal stand."
        ),
        rule("How to Score a Goal"),
    )
    assert of.validate(T, saving, Action(1, "play", (H_SAVE,))).ok
    assert of.validate(T, saving, Action(1, "concede")).ok
    assert pairs(of.legal_actions(T, saving, 1)) == [(1, "play", (H_SAVE,)), (1, "concede", ())]
    assert pairs(of.legal_actions(T, play, 1)) == [(1, "play", (H_ROOKIE,)), (1, "play", (H_SAVE,))]
    assert of.legal_actions(T, play, 0) == []
    assert pairs(of.candidates(T, play, 1)) == [
        (1, "play", (H_ROOKIE,)),
        (1, "play", (H_SAVE,)),
        (1, "concede", ()),
    ]
    in_use = use((ROOKIE,), hands=((GOAL,), ()))
    assert check(in_use, 0, "play", GOAL) == (
        False,
        "card-played",
        "You have already played your card this turn: use it, or end your turn.",
        rule("Phases of a Turn"),
    )
    assert check(in_use, 0, "token", "draw") == (
        False,
        "phase-one-over",
        "Tokens, line changes and the bench belong to the start of a turn or a stoppage.",
        rule("Phases of a Turn"),
    )
    assert check(in_use, 0, "move", "e3")[1] == "not-adjacent"
    assert of.validate(T, in_use, Action(0, "move", ("ne9",))).ok


def test_the_bench_and_tokens_belong_to_phase_one_and_stoppages():
    """Phases of a Turn: in Phase 2 and 3, tokens, line changes, the goalie and the bench are
    refused; at a stoppage a token may still be used once the bench is done (Momentum Tokens)."""
    in_use = use((ROOKIE,), hands=((GOAL,), ()))
    bench = in_use.benches[0][0]
    for kind, args in (
        ("token", ("draw",)),
        ("line-change", ()),
        ("go", ()),
        ("switch", (GOAL, bench)),
        ("keep", ()),
        ("pull-goalie", ()),
        ("replace-goalie", ()),
    ):
        assert check(in_use, 0, kind, *args)[1] == "phase-one-over", kind
    tokened = stop(ready=(True, True), tokens=(1, 0), momentum=(H_SHOT,))
    assert pairs(of.legal_actions(T, tokened, 0)) == [(0, "token", ("draw",)), (0, "token", ("extra-man",))]
    assert pairs(of.legal_actions(T, use((ROOKIE,), effects=(eff("other", 0),)), 0)) == [
        (0, "color", ("pink",)),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]
