"""Breakaway: CCG, "Phases of a Turn" (Part 2): Phase 1's start-of-turn choices (a Momentum Token's
Draw or Extra Man, or going on), Phase 2's playing of one card from the hand, conceding, and which
decision is owed to whom at each step of a turn. Ruling O16 is in
``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import basics, legality, line_changes
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.challenges import Challenge
from tabletop.games.breakaway_ccg.state import (
    OVER,
    PLACE,
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    evolve,
)
from tests.games.breakaway_ccg.helpers_flow import (
    CAP0,
    CAP1,
    GOAL0,
    K0,
    R0,
    R0S,
    SAVE0,
    SNIPE0,
    SOG1,
    begin,
    ending,
    kinds,
    log,
    run,
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
    """Phases of a Turn, Phase 1 (O16): a token's draw or Extra Man, a line change with or without its
    optional draw, pulling the goalie, or going on; only the side on turn."""
    state = start(tokens=(1, 0), momentum=(H_SHOT,))
    assert pairs(of.legal_actions(T, state, 0)) == [
        (0, "token", ("draw",)),
        (0, "token", ("extra-man",)),
        (0, "line-change", ()),
        (0, "line-change-no-draw", ()),
        (0, "pull-goalie", ()),
        (0, "go", ()),
    ]
    assert of.legal_actions(T, state, 1) == []
    assert legality.start_options(T, state, 0)
    bare = start(final_minute=True, goalie_pulled=(True, False), effects=(eff("goalie-pulling", 0),))
    assert pairs(of.legal_actions(T, bare, 0)) == [(0, "replace-goalie", ()), (0, "go", ())]
    assert legality.start_options(T, bare, 0)
    assert not legality.start_options(T, start(final_minute=True, token_used=True, tokens=(1, 0)), 0)
    assert pairs(of.legal_actions(T, start(final_minute=True, token_used=True), 0)) == [(0, "go", ())]
    assert pairs(of.candidates(T, state, 0)) == [
        (0, "token", ("draw",)),
        (0, "token", ("extra-man",)),
        (0, "line-change", ()),
        (0, "line-change-no-draw", ()),
        (0, "pull-goalie", ()),
        (0, "replace-goalie", ()),
        (0, "go", ()),
    ]


def test_momentum_token_refusals():
    """Momentum Tokens: one token per turn or stoppage, a card to draw, a Momentum Card to take."""
    tokens = rule("Momentum Tokens")
    assert refusal(legality._token_verdict(T, start(tokens=(0, 1)), 0, "draw")) == (
        False,
        "no-token",
        "You have no momentum token.",
        tokens,
    )
    assert legality._token_verdict(T, start(tokens=(1, 0)), 0, "draw").ok
    assert refusal(legality._token_verdict(T, start(tokens=(2, 0), token_used=True), 0, "draw")) == (
        False,
        "one-token",
        "One momentum token per turn or stoppage.",
        tokens,
    )
    assert refusal(legality._token_verdict(T, start(tokens=(1, 0), decks=((), None)), 0, "draw")) == (
        False,
        "token-empty-deck",
        "Your deck is empty: there is nothing to draw.",
        tokens,
    )
    assert legality._token_verdict(T, start(tokens=(1, 0), decks=((), None), momentum=(H_SHOT,)), 0, "extra-man").ok
    assert refusal(legality._token_verdict(T, start(tokens=(1, 0)), 0, "extra-man")) == (
        False,
        "no-momentum",
        "The Momentum pile is empty.",
        tokens,
    )
    assert legality._token_verdict(T, start(tokens=(1, 0), momentum=(H_SHOT,)), 0, "extra-man").ok
    # the Phase 1 and stoppage checks pass the token's use on: a draw from an empty deck is refused there too
    dry = start(tokens=(1, 0), decks=((), None), momentum=(H_SHOT,))
    assert legality.validate_start(T, dry, Action(0, "token", ("draw",))).code == "token-empty-deck"
    assert legality.validate_start(T, dry, Action(0, "token", ("extra-man",))).ok
    assert legality.validate_stoppage(T, evolve(dry, phase=STOPPAGE), Action(0, "token", ("draw",))).code == \
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


def test_momentum_cards_do_not_count_toward_the_hand_size():
    """Momentum Cards do not count toward the hand size (O2)."""
    state = official(hands=((R0, R0S, CAP0), (K0,)), extras=((CAP0,), ()))
    assert basics.held(state, 0) == 2 and basics.held(state, 1) == 1


def test_a_draw_fills_the_hand_up_to_its_size_within_the_hand_maximum():
    """Part 2, "Phases of a Turn", Phase 4: End of Turn, the draw up to the hand size."""
    state = official(hands=((R0,), ()), decks=((R0S, CAP0, GOAL0, SNIPE0, SAVE0), None))
    new, _ = run(basics.draw_to, state, 0, 3)
    assert new.hands[0] == (R0, R0S, CAP0)
    capped, _ = run(basics.draw_to, evolve(state, hand_max=(2, 8)), 0, 5)
    assert capped.hands[0] == (R0, R0S)
    full, events = run(basics.draw_to, state, 0, 1)
    assert full is state and not events


def test_facing_a_shot_with_no_cards_draws_three_and_plays():
    """Phase 1: facing a shot with no cards, draw three and skip the rest of Phase 1 (O9); a shooter on
    turn before the Shot Card, even with an empty hand, waits for it (Phase 2: Waiting for Shot Card)."""
    state = official(
        hands=((), (K0,)),
        shot=1,
        stage=SHOT_CARD,
        play=(CAP1,),
        decks=((R0, R0S, CAP0, GOAL0), None),
        token_used=True,
        free_move=True,
        placing=(0, "x", ()),
    )
    new, events = begin(state, 0)
    assert log(events)[0] == (
        "facing-empty",
        "Player 1 faces the shot with no cards and draws 3.",
        {"seat": 0},
    )
    assert new.phase == PLAY and new.turn == 0 and new.hands[0] == (R0, R0S, CAP0)
    assert not new.token_used and not new.free_move and new.placing is None
    shooter, events = begin(evolve(state, hands=((R0,), ())), 1)  # the shooter's own empty hand
    assert kinds(events) == ["waiting"] and (shooter.turn, shooter.shot, shooter.phase) == (0, 1, PLAY)


def test_an_empty_hand_draws_four_and_skips_and_two_skips_in_a_row_end_the_period():
    """Phase 1: an empty hand draws four (capped by the hand size) and skips the turn (O9); O10: when
    both skip with nothing to draw, the period ends."""
    state = official(hands=((), (K0,)), decks=((R0, R0S, CAP0, GOAL0, SNIPE0), None), control=0)
    new, events = begin(state, 0)
    assert log(events)[0] == ("empty-hand", "Player 1 has no cards: draws 4 and skips the turn.", {"seat": 0})
    assert new.hands[0] == (R0, R0S, CAP0, GOAL0) and new.turn == 1 and new.phase == START
    capped, _ = begin(evolve(state, hand_max=(2, 8)), 0)
    assert capped.hands[0] == (R0, R0S)
    stuck = official(hands=((), ()), decks=((), ()), goals=(1, 0), options={"periods": 1})
    over, events = begin(stuck, 0)
    assert kinds(events)[:3] == ["empty-hand", "empty-hand", "period-end"] and over.phase == OVER
    one_more, events = begin(official(hands=((), (K0,)), decks=((R0,), None)), 0, 1)
    assert one_more.turn == 1 and "period-end" not in kinds(events)
    _done, events = begin(official(hands=((R0,), (K0,))), 0, 2)
    assert "period-end" in kinds(events)


def test_a_new_turn_clears_the_last_turns_flags():
    """Phases of a Turn: each turn starts afresh at Phase 1."""
    state = official(
        hands=((R0,), (K0,)),
        phase=USE,
        turn=1,
        token_used=True,
        colors_used=("red",),
        special_used=True,
        ability_used=True,
        action_used=True,
        doubles=True,
        run=True,
        free_move=True,
        free_shot=True,
        placing=(1, "x", ()),
    )
    new, _ = begin(state, 0)
    assert (new.turn, new.phase, new.colors_used, new.placing) == (0, START, (), None)
    assert (
        new.token_used,
        new.special_used,
        new.ability_used,
        new.action_used,
        new.doubles,
        new.run,
        new.free_move,
        new.free_shot,
    ) == (False,) * 8
    last, events = begin(official(hands=((), ()), final_minute=True, goals=(1, 0), options={"periods": 1}), 0)
    assert last.phase == OVER and kinds(events)[0] == "period-end"
    _half, events = begin(official(hands=((), (K0,)), final_minute=True, decks=((R0,), None)), 0)
    assert "period-end" not in kinds(events)


def test_phase_one_choices_or_straight_to_phase_two():
    """Phase 1: a token, a line change or the goalie; with nothing to choose straight to Phase 2 (O9); the
    Uncontested Bonus skips Phase 1."""
    skipped, _ = begin(official(hands=((R0,), (K0,)), skip_start=(True, True)), 0)
    assert skipped.phase == PLAY and skipped.skip_start == (False, True)
    choice, _ = begin(official(hands=((R0,), (K0,)), tokens=(1, 0), momentum=(CAP1,)), 0)
    assert choice.phase == START and choice.turn == 0
    turn_effects = (Effect("t", 0, "turn"), Effect("s", 0, "stoppage"))
    cleared, _ = begin(official(hands=((R0,), (K0,)), effects=turn_effects), 0)
    assert cleared.effects == turn_effects[1:]


def test_phase_four_draws_one_below_the_hand_size_then_the_other_side_plays():
    """Phase 4: below the maximum draw one; at it, no draw; then the other side's turn."""
    new, events = run(fl.end_use, ending(decks=((CAP0, SNIPE0), None)))
    assert log(events)[:2] == [
        ("end-turn", "Player 1 ends the turn.", {"seat": 0}),
        ("draw", "Player 1 draws a card.", {"seat": 0, "count": 1}),
    ]
    assert new.hands[0] == (R0, CAP0) and new.turn == 1 and new.phase == START
    full, events = run(fl.end_use, ending(hands=((R0, R0S), (K0,)), hand_max=(2, 8)))
    assert log(events)[1] == ("hand-full", "Player 1's hand is full: no draw.", {"seat": 0})
    assert full.hands[0] == (R0, R0S)
    dry, events = run(fl.end_use, ending(hands=((R0, R0S), (K0,)), hand_max=(2, 8), decks=((), None)))
    assert "hand-full" not in kinds(events) and dry.hands[0] == (R0, R0S)
    mom, events = run(
        fl.end_use,
        ending(hands=((R0, CAP1), (K0,)), extras=((CAP1,), ()), hand_max=(2, 8), decks=((CAP0,), None)),
    )
    assert "draw" in kinds(events) and CAP0 in mom.hands[0]  # a Momentum Card does not count


def test_skip_effects_skip_the_draw():
    """Part 3: Skip Phase 4 (``specials.at_turn_end``)."""
    state = ending(decks=((CAP0,), None), effects=(Effect("skip", 0, "game"),))
    from tabletop.games.breakaway_ccg.specials import windows as specials

    skip = specials.at_turn_end(T, state, 0, [])[1]
    _new, events = run(fl.end_use, state)
    assert ("draw" in kinds(events)) != skip


def test_ending_with_a_challenge_or_an_unused_score_card():
    """O6: after a challenge the winner's turn follows; O69: a card on the Shot Card that ends without
    its Score is a no goal."""
    chall = ending(challenge=Challenge(ch.GRIND, 0, "e3", winner=1, uses="each"), turn=0)
    new, events = run(fl.end_use, chall)
    assert log(events)[0] == ("challenge-done", "Player 1 is done with the challenge card.", {"seat": 0})
    assert new.challenge is None and new.turn == 1 and "end-turn" not in kinds(events)
    shot = ending(play=(SNIPE0, SOG1, R0), shot=0, stage=SCORE, puck="e3", control=0, decks=((CAP0,), None))
    missed, events = run(fl.end_use, shot)
    assert kinds(events)[:2] == ["no-goal", "end-turn"] and missed.shot is None and missed.puck == "e0"
    placing, events = run(fl.end_use, evolve(shot, bonus=(2, 0)))
    assert placing.phase == PLACE and "end-turn" not in kinds(events)
    _acted, events = run(fl.end_use, evolve(shot, action_used=True))
    assert "no-goal" not in kinds(events)
    _other, events = run(fl.end_use, evolve(shot, turn=1, hands=((R0,), (K0,))))
    assert "no-goal" not in kinds(events)
    _empty, events = run(fl.end_use, evolve(shot, play=()))
    assert "no-goal" not in kinds(events)


def test_a_side_with_no_cards_draws_four_and_skips_however_the_turn_comes_to_it():
    """Phase 1: whichever way a turn is handed on, a side with no cards draws four and skips."""
    state = official(hands=((R0,), ()), phase=START, placing=(0, "line-change", ()), turn=0)
    for why, seat in (("line-change", 0), ("pp-over-2", 0)):
        _new, events = run(
            line_changes.line_swap, evolve(state, placing=(seat, why, ())), seat, R0, state.benches[0][0]
        )
        assert "empty-hand" in kinds(events), why
    _lone, events = run(line_changes.line_change, evolve(state, benches=((), state.benches[1]), puck="c9"), 0)
    assert "empty-hand" in kinds(events)
    nobody = evolve(state, benches=((), ()), hands=((), (K0,)), placing=None)
    events: list = []
    fl._pp_over_switch(T, nobody, 0, 0, events)
    assert "empty-hand" in kinds(events)
    alone = evolve(
        state, turn=0, placing=(0, "pp-over", ()), benches=(state.benches[0], ()), hands=((), (K0,))
    )
    events = []
    line_changes.end_line_change(T, alone, events)
    assert kinds(events)[0] == "empty-hand"  # the other side has no bench: this side's turn begins
    first = fl._pp_over_switch(T, evolve(state, ready=(True, True), swaps=(2, 2)), 0, 0, [])
    assert first.ready == (False, True) and first.placing == (0, "pp-over", ()) and first.swaps == (0, 2)


def test_the_empty_hand_draw_is_capped_by_a_hand_size_of_zero_and_a_goalie_leaving_with_a_skip():
    """O9: the empty-hand draw is capped by the hand size; the Uncontested Bonus still skips Phase 1 after
    the goalie leaves."""
    state = official(hands=((), (K0,)), decks=((R0, R0S), None), hand_max=(0, 8))
    new, _ = begin(state, 0)
    assert new.hands[0] == ()
    pulling = official(
        hands=((R0,), (K0,)), effects=(Effect("goalie-pulling", 0, "stoppage"),), skip_start=(True, False)
    )
    out, _ = begin(pulling, 0)
    assert out.placing == (0, "goalie", ()) and out.phase == START


def test_the_shooters_score_turn_has_its_phase_one():
    """Phases of a Turn, Phase 1: only the side facing a shot skips Phase 1 (and the Save comes at
    once, How to Score a Goal: "immediately gets a turn (Phase 2)"); the shooter's turn on the Shot
    Card starts with Phase 1, so a momentum token may be spent before the score attempt (O9). A line
    change, which would skip the owed score attempt, is refused while the shot is on."""
    state = official(hands=((GOAL0, R0), (K0,)), play=(SNIPE0, SOG1), shot=0, stage=SCORE, shot_from=0,
                     puck="e3", control=0, tokens=(1, 0))
    new, _ = begin(state, 0)
    assert new.phase == START and new.turn == 0
    assert Action(0, "token", ("draw",)) in GAME.legal_actions(new, 0)
    refused = verdict(new, 0, "line-change")
    assert not refused and refused.code == "line-change-shot"
    drawn = act(new, 0, "token", "draw")
    assert len(drawn.hands[0]) == 3 and drawn.stage == SCORE
    saving, _ = begin(evolve(state, stage=SAVE, shot=1, tokens=(1, 1)), 0)
    assert saving.phase == PLAY                      # the Save comes at once


def test_a_shooter_with_no_cards_for_the_score_draws_four_and_the_shot_ends():
    """Phases of a Turn, Phase 1: a hand empty when not facing a shot draws four and skips the turn;
    the shooter who cannot score keeps the puck (How to Score a Goal: No Goal; O9, O11)."""
    state = official(hands=((), (K0,)), play=(SNIPE0, SOG1), shot=0, stage=SCORE, shot_from=0, puck="e3",
                     control=0)
    new, events = begin(state, 0)
    assert kinds(events)[:2] == ["empty-hand", "draw"] and len(new.hands[0]) == 4
    assert new.shot is None and new.control == 0 and new.turn == 1
