"""Breakaway: CCG, "Playing the Game" (Part 2): the whole turn loop as the players see it: how each
official move is named, that each move goes to the step of its own rule (set-up, stoppage, Phase 1,
play and use, shots, specials, penalties, fights, the shootout), random games that end with every
card kept, the game options (periods, overtime, mode), and moves that belong to no current step
(the full space of moves is in test_playing_the_game_move_space.py)."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import citations, legality
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official.basics import Stoppage
from tabletop.games.breakaway_ccg.official.penalties import Call
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    OVER,
    PLACE,
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    CcgState,
    evolve,
    pair,
)
from tests.games.breakaway_ccg.helpers_play import (
    CAPTAIN,
    CHECK,
    GOAL,
    GRINDER,
    H_ROOKIE,
    H_SAVE,
    ROOKIE,
    SHOT,
    TIP,
    applied,
    check,
    eff,
    kinds_count,
    pairs,
    rule,
    shootout_state,
    start,
    stop,
    use,
)
from tests.games.breakaway_ccg.support import GAME, T, act, card, extra_card, official

r, x = card, extra_card


@pytest.mark.parametrize("overtime", ["regular-season", "playoff", "none"])
def test_random_official_games_finish_with_every_card_kept(overtime):
    """Playing the Game: random official games end (after overtime where set) with no card lost or added."""
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_game(seed, {"mode": "official", "periods": 2, "overtime": overtime})
        cards = GAME.inventory(state)
        while state.phase != OVER:
            seat = rng.choice([d.seat for d in GAME.pending(state)])
            state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
            assert GAME.inventory(state) == cards
        if overtime != "none":
            assert state.winners, "overtime and the shootout always decide a winner"


def test_a_stoppage_is_shown_to_both_players_with_its_reason_and_chooser():
    """Stoppage: the view shows the stoppage, and the chooser picks the circle for the face-off."""
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), phase=STOPPAGE,
                     stoppage=Stoppage("save", "east-end", 1), ready=(True, True))
    view = GAME.view(state, 0)
    assert view.stoppage == state.stoppage
    assert GAME.pending(state)[0].kind == "side"
    state = act(state, 1, "side", "e2")
    assert state.phase == CHALLENGE and state.challenge.initiator == 1 and state.puck == "e2"


def test_a_move_belonging_to_no_current_step_is_refused():
    """Object of the Game; the whistle (O117), fights, penalty shots, the shootout, Home Ice,
    challenges and the face-off side each have their moment; outside it the refusal says so."""
    from tabletop.games.breakaway_ccg.specials import whistle

    play = official(phase=PLAY)
    assert check(official(phase=OVER), 0, "play", ROOKIE) == (
        False,
        "game-over",
        "The game is over.",
        rule("Object of the Game"),
    )
    assert check(play, 0, "let-stop") == (
        False,
        "no-whistle",
        "Play is not waiting on a whistle now.",
        whistle.rule(),
    )
    assert check(play, 0, "fight", ROOKIE) == (False, "no-fight", "There is no fight now.", rule("Fights"))
    assert check(play, 0, "ps-pass") == (
        False,
        "no-penalty-shot",
        "There is no penalty shot now.",
        rule("General Hockey Rules: Penalty Shots"),
    )
    assert check(play, 0, "so-card", ROOKIE) == (
        False,
        "no-shootout",
        "There is no shootout now.",
        rule("General Hockey Rules: Shootout"),
    )
    assert check(play, 0, "home-ice", "me") == (
        False,
        "home-ice-set",
        "Home Ice is chosen once, at set-up.",
        rule("Game Setup"),
    )
    assert check(play, 0, "challenge", ROOKIE) == (
        False,
        "no-challenge",
        "There is no challenge now.",
        rule("Challenges"),
    )
    assert check(play, 0, "decline") == (
        False,
        "no-challenge",
        "There is no challenge now.",
        rule("Challenges"),
    )
    assert check(play, 0, "side", "e1") == (
        False,
        "no-side",
        "The face-off side is chosen during a stoppage.",
        rule("Stoppage"),
    )
    assert check(play, 0, "place", "c9") == (
        False,
        "no-place",
        "There is no puck to place now.",
        rule("Face-offs"),
    )


def test_every_official_move_is_named_in_the_players_words():
    """The buttons name what each official action does, in the players' words."""
    state = use((ROOKIE,), hands=((GOAL,), ()))
    words = {
        ("home-ice", ("me",)): "Take Home Ice",
        ("home-ice", ("them",)): "Give Home Ice to the opponent",
        ("side", ("e3",)): "Face off in east end, high slot (3)",
        ("challenge", (ROOKIE,)): "Challenge with Rookie 0 (helmet)",
        ("decline", ()): "Decline the challenge",
        ("place", ("e3",)): "Place the puck in east end, high slot (3)",
        ("token", ("draw",)): "Token: draw a card",
        ("token", ("extra-man",)): "Token: Extra Man (a Momentum Card)",
        ("line-change", ()): "Change lines",
        ("go", ()): "Go on to play a card",
        ("on-net", ()): "Shot on net",
        ("stop-movement", ()): "Green ability: stop the puck's last movement",
        ("grind", ()): "Start a Grind Challenge",
        ("dump-in", ("e3",)): "Dump the puck in to east end, high slot (3)",
        ("dump-out", ()): "Dump the puck out",
        ("pull-goalie", ()): "Pull the goalie",
        ("replace-goalie", ()): "Put the goalie back",
        ("any-shot", ()): "Shoot at the empty net",
        ("special", ("dump-in",)): "Special: Dump In",
        ("special", ("nameless",)): "Special: nameless",
        ("special-card", ("video-review", GOAL)): "Special: Video Review, giving up Goal (stick)",
        ("special-wild", ("select-promotion", GOAL, "call-up")): "Select Promotion: Goal (stick) becomes the Call up "
                                                                  "wild (red)",
        ("special-area", ("breakaway", "e3")): "Special: Breakaway, the puck to east end, high slot (3)",
        ("special-wild", ("breakaway", GOAL, "red")): "Breakaway: Goal (stick) becomes the Red wild",
        ("special-choice", ("breakaway", "me")): "Special: Breakaway, your deck",
        ("special-choice", ("breakaway", "them")): "Special: Breakaway, the opponent's deck",
        ("special-choice", ("breakaway", "momentum")): "Special: Breakaway, the Momentum pile",
        ("let-stop", ()): "Let play stop",
        ("ps-place", ("e3",)): "Penalty shot: shoot from east end, high slot (3)",
        ("fight", (GOAL,)): "Fight with Goal (stick)",
        ("ps-card", (GOAL,)): "Play Goal (stick)",
        ("ps-pass", ()): "No card to face the penalty shot",
        ("end", ()): None,
        ("move", ("nw9",)): None,
    }
    for (kind, args), text in words.items():
        assert of.describe(T, state, Action(0, kind, args)) == text, kind
    assert of.describe(T, state, Action(0, "color", ("pink",))).startswith("Pink ability: ")
    won = use((ROOKIE,), challenge=ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one"))
    assert of.describe(T, won, Action(0, "end")) == "Go on to your turn"
    bench = state.benches[0][0]
    assert (
        of.describe(T, state, Action(0, "special-card", ("video-review", bench)))
        == f"Special: Video Review, taking {T.label[bench]} from the bench"
    )
    stopped = stop()
    assert (
        of.describe(T, stopped, Action(0, "special-card", ("video-review", GOAL)))
        == "Call Video Review with Goal (stick)"
    )
    from tabletop.games.breakaway_ccg.specials import whistle

    blown = official(hands=((GOAL,), ()), phase=whistle.WHISTLE)
    assert of.describe(T, blown, Action(0, "special", ("dig-it-out",))) == "Dig it out! Keep play going"


def test_penalty_shot_moves_are_named_after_its_stage():
    """Penalty Shots (O31): the card and pass buttons say which part of the penalty shot they are."""
    from tabletop.games.breakaway_ccg.official.penalties import PenaltyShot

    words = {
        "shot-card": ("Face the penalty shot with Goal (stick)", "No card to face the penalty shot"),
        "score": ("Shoot it in with Goal (stick)", "Give up the penalty shot"),
        "save": ("Save the penalty shot with Goal (stick)", "Let the penalty-shot goal stand"),
        "place": ("Play Goal (stick)", "No card to face the penalty shot"),
    }
    for stage, (card_words, pass_words) in words.items():
        state = official(pshot=PenaltyShot(0, ((GOAL,), ()), stage))
        assert of.describe(T, state, Action(0, "ps-card", (GOAL,))) == card_words
        assert of.describe(T, state, Action(0, "ps-pass")) == pass_words


def test_set_up_and_stoppage_moves_each_take_their_own_step():
    """Game Setup (O1-O3); Stoppage; Face-offs: Home Ice, the bench, the side, the cards laid, a
    decline and placing the puck each do their own step."""
    from tests.games.breakaway_ccg.support import GAME

    fresh = GAME.new_game(3, {"mode": "official"})
    new, kinds = applied(fresh, fresh.turn, "home-ice", "me")
    assert kinds[0] == "home-ice" and new.phase == STOPPAGE and new.home == fresh.turn
    new, kinds = applied(stop(), 0, "keep")
    assert kinds == ["bench-done"] and new.ready == (True, False)
    new, kinds = applied(stop(), 1, "switch", H_ROOKIE, r(1, "rookie-0-stick"))
    assert kinds == ["bench", "bench-own"] and new.hands[1] == (H_SAVE, r(1, "rookie-0-stick"))
    new, kinds = applied(stop(ready=(True, True)), 1, "side", "e1")
    assert (
        kinds == ["faceoff-side", "faceoff-call"] and new.phase == CHALLENGE and new.challenge.origin == "e1"
    )
    faceoff = official(
        hands=((CAPTAIN, ROOKIE), (H_ROOKIE, H_SAVE)),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.FACEOFF, 0, "c9"),
        home=0,
        control=None,
    )
    new, kinds = applied(faceoff, 0, "challenge", CAPTAIN)
    assert kinds == ["challenge-down", "challenge-own"] and new.picks == (CAPTAIN, None)
    new, kinds = applied(new, 1, "challenge", H_ROOKIE)
    assert new.phase == PLACE and new.placing == (0, "faceoff", ("c9", "nw9"))
    new, kinds = applied(new, 0, "place", "nw9")
    assert kinds == ["place"] and (new.phase, new.puck, new.control, new.turn) == (USE, "nw9", 0, 0)
    grind = official(
        hands=((CAPTAIN, ROOKIE), (H_ROOKIE, H_SAVE)),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.GRIND, 0, "c9"),
        picks=(CAPTAIN, None),
        play=(GRINDER,),
    )
    new, kinds = applied(grind, 1, "decline")
    assert kinds == ["decline", "challenge-won"] and new.challenge.uncontested and new.phase == USE


def test_phase_one_moves_each_take_their_own_step():
    """Phase 1 (O15, O16): a token draws, a line change opens the bench, the goalie goes out or back,
    or the turn goes on to Phase 2."""
    state = start(tokens=(1, 0))
    new, kinds = applied(state, 0, "token", "draw")
    assert kinds[0] == "token" and new.tokens == (0, 0) and len(new.hands[0]) == 2 and new.phase == PLAY
    new, kinds = applied(state, 0, "go")
    assert kinds == ["phase-two"] and new.phase == PLAY
    new, kinds = applied(state, 0, "line-change")
    assert kinds[0] == "line-change" and new.placing == (0, "line-change", ())
    new, kinds = applied(state, 0, "pull-goalie")
    assert kinds == ["pull-goalie"] and [e.kind for e in new.effects] == ["goalie-pulling"]
    new, kinds = applied(start(goalie_pulled=(True, False)), 0, "replace-goalie")
    assert kinds == ["replace-goalie"] and [e.kind for e in new.effects] == ["goalie-replacing"]
    assert new.goalie_pulled == (True, False) and new.phase == PLAY   # back at the next Phase 1


def test_play_and_use_moves_each_take_their_own_step():
    """Phases 2 and 3: a card is played, then used: a move, a shot, a Body-Check, a Grind, a color,
    or the end of the turn."""
    hands = ((GOAL,), (H_ROOKIE,))
    new, kinds = applied(official(hands=((ROOKIE, GOAL), (H_ROOKIE,)), phase=PLAY), 0, "play", ROOKIE)
    assert kinds == ["play"] and new.phase == USE and new.play == (ROOKIE,)
    new, kinds = applied(use((ROOKIE,), hands=hands), 0, "move", "ne9")
    assert kinds == ["move"] and new.puck == "ne9"
    new, kinds = applied(use((ROOKIE,), hands=hands, action_used=True), 0, "end")
    assert kinds[0] == "end-turn" and (new.phase, new.turn) == (START, 1)
    new, kinds = applied(use((SHOT,), hands=hands, puck="e3"), 0, "shoot")
    assert kinds == ["shoot"] and (new.shot, new.stage) == (0, SHOT_CARD)
    new, kinds = applied(use((CHECK,), hands=hands, control=1), 0, "body-check")
    assert kinds == ["body-check"] and new.control == 0
    new, kinds = applied(use((GRINDER,), hands=hands), 0, "grind")
    assert kinds == ["grind"] and new.phase == CHALLENGE and new.challenge.kind == ch.GRIND
    new, kinds = applied(use((ROOKIE,), hands=hands), 0, "color", "pink")
    assert kinds == ["color"] and new.colors_used == ("pink",)


def test_the_official_moves_their_arguments_choices_and_names():
    """The official mode's own action kinds with their argument kinds, the choices they take, and
    the button names of the actions (Actions; Momentum Tokens; O99, O118)."""
    own = {
        "home-ice": ("choice",),
        "side": ("area",),
        "challenge": ("card",),
        "decline": (),
        "place": ("area",),
        "token": ("choice",),
        "line-change": (),
        "go": (),
        "on-net": (),
        "grind": (),
        "dump-in": ("area",),
        "dump-out": (),
        "pull-goalie": (),
        "replace-goalie": (),
        "any-shot": (),
        "special": ("special",),
        "special-card": ("special", "card"),
        "special-area": ("special", "area"),
        "special-choice": ("special", "choice"),
        "special-wild": ("special", "card", "choice"),
        "ps-place": ("area",),
        "ps-card": ("card",),
        "ps-pass": (),
        "fight": ("card",),
        "color": ("color",),
        "stop-movement": (),
        "let-stop": (),
    }
    assert {k: v for k, v in of.KINDS.items() if k in own} == own
    assert of.CHOICES >= {"me", "them", "draw", "extra-man", "momentum"} and len(of.CHOICES) == 9 + 14 + 2
    shared = {
        "switch",
        "keep",
        "play",
        "concede",
        "ability",
        "move",
        "shoot",
        "score",
        "save",
        "body-check",
        "end",
        "tip",
    }
    assert shared < of.ACTION_KINDS and set(of.KINDS) < of.ACTION_KINDS
    assert of.ACTION_KINDS - set(of.KINDS) - shared == {k for k in of.ACTION_KINDS if k.startswith("so-")}
    assert len(of.ACTION_KINDS - set(of.KINDS) - shared) == 9
    assert of._all_kinds() == of.ACTION_KINDS  # built again: ACTION_KINDS is made once, at import
    assert citations.PART == "Official rules" and of.RULES_NAME == "official rules"
    assert of.RULES_CITATION == rule("Phases of a Turn")
    assert (citations.SETUP, citations.PHASES, citations.STOPPAGE_R, citations.CHALLENGES, citations.FACEOFFS) == (
        "Game Setup",
        "Phases of a Turn",
        "Stoppage",
        "Challenges",
        "Face-offs",
    )
    assert (citations.SCORING, citations.SPECIAL, citations.MOMENTUM, citations.FINAL, citations.ACTIONS_R, citations.ABILITIES) == (
        "How to Score a Goal",
        "Special Card Plays",
        "Momentum Tokens",
        "Final Minute",
        "Actions",
        "Abilities",
    )
    assert {
        k: legality.ACTION_NAMES[k] for k in ("move", "shoot", "on-net", "score", "save", "body-check", "tip")
    } == {
        "move": "Move",
        "shoot": "Shoot",
        "on-net": "On-Net",
        "score": "Score",
        "save": "Save",
        "body-check": "Body-Check",
        "tip": "Tip",
    }
    assert legality.ACTION_NAMES["stretch-pass"] == "Stretch Pass"
    assert {
        "ability",
        "move",
        "shoot",
        "on-net",
        "score",
        "save",
        "body-check",
        "end",
        "grind",
        "dump-in",
        "dump-out",
        "special",
        "special-card",
        "special-area",
        "special-choice",
        "special-wild",
        "block",
        "color",
        "stop-movement",
    } <= of.USE_KINDS
    assert len(of.USE_KINDS) == 28  # sixteen of its own, the ten new actions, two color kinds
    assert legality.NEW_ACTIONS[0] == "block" and len(legality.NEW_ACTIONS) == 10


def test_the_shootout_is_judged_by_its_own_rules():
    """General Hockey Rules: Shootout: its decisions, legal actions, refusals and moves are the
    shootout's; the search space adds its kinds with each seat's first cards."""
    from tabletop.games.breakaway_ccg import shootout

    state = shootout_state()
    assert of.pending(T, state) == shootout.pending(T, state)
    assert of.legal_actions(T, state, 0) == shootout.legal_actions(T, state, 0)
    assert of.legal_actions(T, state, 1) == shootout.legal_actions(T, state, 1) == []
    assert of.validate(T, state, Action(0, "play", (GOAL,))).code == "not-a-shootout-action"
    space = list(of._shootout_space(T, state))
    assert kinds_count(space) == {
        "so-play": 8,
        "so-shoot": 7,
        "so-pass": 3,
        "so-order": 4,
        "so-stop": 4,
        "so-shot-card": 4,
        "so-tip": 4,
        "so-score": 4,
        "so-save": 4,
    }
    hand0 = shootout.view(state.shootout, 0).hand
    assert space[: len(shootout.legal_actions(T, state, 0))] == shootout.legal_actions(T, state, 0)
    assert [a.args[0] for a in space if a.kind == "so-stop" and a.seat == 0] == list(hand0[:2])
    assert [a.args for a in space if a.kind == "so-order" and a.seat == 1] == [(c,) for c in shootout.CHOICES]
    assert space[-1] == Action(1, "so-pass")
    assert set(space) <= set(of.action_space(T, state))
    new, events = of.apply_action(T, state, Action(0, "so-pass"))
    assert events and new.shootout != state.shootout


def test_a_special_the_glossary_does_not_name_is_shown_by_its_id():
    """A special the glossary does not name shows its id on every button."""
    state = use((ROOKIE,), hands=((GOAL,), ()))
    assert (
        of.describe(T, state, Action(0, "special-card", ("zz", GOAL)))
        == "Special: zz, giving up Goal (stick)"
    )
    assert (
        of.describe(T, state, Action(0, "special-area", ("zz", "e3")))
        == "Special: zz, the puck to east end, high slot (3)"
    )
    assert (
        of.describe(T, state, Action(0, "special-wild", ("zz", GOAL, "gold")))
        == "zz: Goal (stick) becomes the Gold wild"
    )
    assert of.describe(T, state, Action(0, "special-choice", ("zz", "me"))) == "Special: zz, your deck"


def test_shot_and_special_moves_each_take_their_own_step():
    """How to Score a Goal; Dump In; Pull/Replace Goalie; Abilities: Orange; O72, O85: each kind
    of a shot, an answer to it, a dump, an ability and a special does its own step."""
    hands = ((GOAL, SHOT), (H_ROOKIE, H_SAVE))
    score = r(0, "score-5-helmet")
    facing = official(
        hands=hands, play=(SHOT, H_ROOKIE, score), phase=PLAY, stage=SAVE, shot=0, turn=1, puck="e3"
    )
    new, kinds = applied(facing, 1, "concede")
    assert kinds[:2] == ["no-save", "goal"] and new.phase == STOPPAGE
    shot_card = {"stage": SCORE, "shot": 0, "puck": "e3", "shot_from": 0, "hands": hands}
    new, kinds = applied(use((SHOT, H_ROOKIE, GOAL), **shot_card), 0, "score")
    assert kinds == ["score-attempt"] and new.stage == SAVE
    new, kinds = applied(use((SHOT, H_ROOKIE, TIP), **shot_card), 0, "tip")
    assert kinds[0] == "tip" and (new.phase, new.stage, new.turn) == (PLAY, SHOT_CARD, 1)
    answer = use(
        (SHOT, H_ROOKIE, score, H_SAVE), hands=hands, stage=SAVE, shot=0, turn=1, puck="e3", shot_from=0
    )
    new, kinds = applied(answer, 1, "save")
    assert kinds[0] == "save" and new.phase == STOPPAGE
    review = x(1, "video-review-4-glove")
    called = use(
        (SHOT, H_ROOKIE, score, review), hands=hands, stage=SAVE, shot=0, turn=1, puck="e3", shot_from=0
    )
    new, kinds = applied(called, 1, "special", "video-review")
    assert kinds[:2] == ["special", "called-back"] and new.phase == STOPPAGE
    new, kinds = applied(use((ROOKIE,), hands=hands, goalie_pulled=(False, True)), 0, "any-shot")
    assert kinds == ["shoot"] and new.shot == 0
    new, kinds = applied(
        use((r(0, "crash-the-net-4-skate"),), hands=hands, puck="e3", bonus=(1, 0)), 0, "on-net"
    )
    assert kinds[0] == "shoot" and new.shot == 0
    new, kinds = applied(use((r(0, "dump-and-chase-1-glove"),), hands=hands), 0, "dump-in", "e3")
    assert kinds == ["dump"] and new.challenge.kind == ch.DUMP_IN and new.challenge.target == "e3"
    cycle = use((ROOKIE,), effects=(eff("gain-special", 0, "cycle", ROOKIE),), hands=hands)
    new, kinds = applied(cycle, 0, "special-area", "cycle", "nw9")
    assert kinds == ["special"] and new.puck == "nw9"
    new, kinds = applied(use((r(0, "playmaker-5-helmet"),), hands=hands), 0, "ability", "orange", "ne9")
    assert kinds[0] == "ability" and new.puck == "ne9"


def test_dump_out_shuffle_and_time_out_each_take_their_own_step():
    """Dump Out (O18); Shuffle (O99): a special with a choice; Time out (O100): a special called
    with a card from the hand before the face-off."""
    hands = ((GOAL, SHOT), (H_ROOKIE, H_SAVE))
    dump = use((r(0, "dump-and-chase-1-glove"),), hands=hands, puck="w3")
    assert [p for p in pairs(legality.use_legal(T, dump)) if p[1] != "dump-in"] == [
        (0, "color", ("red",)),
        (0, "dump-out", ()),
        (0, "end", ()),
    ]
    new, kinds = applied(dump, 0, "dump-out")
    assert kinds == ["dump"] and (new.challenge.kind, new.challenge.target) == (ch.DUMP_OUT, "nw9")
    shuffle = x(0, "line-shuffle-3-skate")
    mixer = use((shuffle,), hands=hands, extra=(("line-shuffle-3-skate",), ()))
    assert [p for p in pairs(legality.use_legal(T, mixer)) if p[1].startswith("special")] == [
        (0, "special-choice", ("shuffle", "me")),
        (0, "special-choice", ("shuffle", "them")),
    ]
    assert (
        of.validate(T, mixer, Action(0, "special-choice", ("shuffle", "momentum"))).reason
        == "Shuffle: that deck has fewer than two cards."
    )
    new, kinds = applied(mixer, 0, "special-choice", "shuffle", "them")
    assert kinds == ["special"] and new.special_used and new.decks[1] != mixer.decks[1]
    timeout = x(0, "time-out-helmet")

    stopped = evolve(stop(extra=(("time-out-helmet",), ())), hands=((ROOKIE, timeout), (H_ROOKIE, H_SAVE)))
    assert [p for p in pairs(of.legal_actions(T, stopped, 0)) if p[1].startswith("special")] == [
        (0, "special-card", ("timeout", timeout))
    ]
    assert of.validate(T, stopped, Action(0, "special-card", ("timeout", timeout))).ok
    new, kinds = applied(stopped, 0, "special-card", "timeout", timeout)
    assert kinds == ["special", "special-bench"] and new.phase == STOPPAGE and new.hands[0] == (ROOKIE,)
    assert (
        of.describe(T, stopped, Action(0, "special-card", ("timeout", timeout)))
        == "Call Time out with Time Out (helmet)"
    )


def test_specialized_and_support_are_judged_by_their_own_rules():
    """O119: while Specialized's choice is owed at a stoppage, its module decides; with other lasting
    effects the stoppage is the usual one. O120: turning a bench card over is Support's."""
    from tabletop.games.breakaway_ccg.specials import specialized as spz
    from tabletop.games.breakaway_ccg.specials import support as sup

    choosing = stop(effects=(eff(spz.CHOOSE, 0),))
    assert of.pending(T, choosing) == spz.pending(T, choosing)
    assert of.legal_actions(T, choosing, 0) == spz.legal(T, choosing, 0)
    assert pairs(of.legal_actions(T, choosing, 0))[:2] == [
        (0, "special-card", ("specialized", ROOKIE)),
        (0, "special-card", ("specialized", GOAL)),
    ]
    assert of.validate(T, choosing, Action(0, "keep")).code == "specialized-first"
    first = of.legal_actions(T, choosing, 0)[0]
    assert of.describe(T, choosing, first) == "Turn over Rookie 0 (helmet)"
    usual = stop(effects=(eff("other", 0),))
    bench = "Stoppage: switch up to two cards with your bench, or keep your cards."
    assert of.pending(T, usual) == (
        of.Decision(0, "bench", bench, optional=True),
        of.Decision(1, "bench", bench, optional=True),
    )
    assert of.validate(T, usual, Action(0, "keep")).ok
    assert pairs(of.legal_actions(T, usual, 1))[-2:] == [(1, "keep", ()), (1, "pull-goalie", ())]
    assert of.describe(T, usual, Action(0, "keep")) is None
    card_on_bench = usual.benches[0][0]
    turn = Action(0, "special-card", (sup.SID, card_on_bench))
    assert of.validate(T, usual, turn) == sup.verdict(T, usual, turn)
    assert of.validate(T, usual, turn).code == "support-no-kind"
    assert of.describe(T, usual, turn) == sup.describe(T, usual, turn)


def test_a_delayed_penalty_whistles_when_the_offender_gains_the_puck():
    """Penalty Procedure (O21): a called penalty is assessed once its offender has the puck; the
    other side may play on with it."""

    hands = ((GOAL,), (H_ROOKIE,))
    offender = use((CHECK,), hands=hands, control=1, calls=(Call(0, "Hooking"),))
    new, kinds = applied(offender, 0, "body-check")
    assert kinds[:3] == ["body-check", "whistle", "penalty"] and new.phase == STOPPAGE
    victim = use((CHECK,), hands=hands, control=1, calls=(Call(1, "Hooking"),))
    new, kinds = applied(victim, 0, "body-check")
    assert kinds == ["body-check"] and new.phase == USE


def test_a_specials_bench_switch_shuffle_and_promotion_take_their_own_steps():
    """O96/O97: a special's bench switch in Phase 3 swaps the named cards; O99: Shuffle shuffles
    only the deck chosen; O102: the keeping save names its special; Abilities: Orange and Red's
    Cycle are judged on their own arguments; Penalty Shots: the defender's cards are in the space."""
    from tabletop.games.breakaway_ccg.official import penalty_shots as pen
    from tabletop.games.breakaway_ccg.official.penalties import PenaltyShot

    switching = use((ROOKIE,), hands=((CAPTAIN,), ()), effects=(eff("bench-switches", 0, "1"),))
    captain = switching.benches[0][4]
    new, kinds = applied(switching, 0, "switch", CAPTAIN, captain)
    assert kinds == ["bench", "bench-own"] and new.hands[0] == (captain,) and new.benches[0][4] == CAPTAIN
    assert new.effects == ()  # the special's one switch is spent
    shuffle = x(0, "line-shuffle-3-skate")
    mixer = use((shuffle,), hands=((GOAL, SHOT), (H_ROOKIE,)), extra=(("line-shuffle-3-skate",), ()))
    new, _ = applied(mixer, 0, "special-choice", "shuffle", "them")
    assert new.decks[0] == mixer.decks[0] and sorted(new.decks[1]) == sorted(mixer.decks[1])
    new, _ = applied(mixer, 0, "special-choice", "shuffle", "me")
    assert new.decks[1] == mixer.decks[1] and new.decks[0] != mixer.decks[0]
    keeper = x(1, "kick-save-g-skate")
    saving = use(
        (SHOT, H_ROOKIE, r(0, "score-5-helmet"), keeper),
        hands=((GOAL,), (H_ROOKIE,)),
        stage=SAVE,
        shot=0,
        turn=1,
        puck="w3",
        shot_from=0,
    )
    _, events = of.apply_action(T, saving, Action(1, "special-area", ("goalie-skate", "w8")))
    assert "Goalie Promotion (Skate)" in events[0].text
    playmaker = use((r(0, "playmaker-5-helmet"),))
    assert legality.validate_use(T, playmaker, Action(0, "ability", ("orange", "ne9"))).ok
    cycle = use((ROOKIE,), effects=(eff("gain-special", 0, "cycle", ROOKIE),), hands=((GOAL,), ()))
    assert legality.validate_use(T, cycle, Action(0, "special-area", ("cycle", "nw9"))).ok
    defending = official(
        hands=((GOAL,), (H_ROOKIE,)), pshot=PenaltyShot(0, ((ROOKIE, CHECK), (H_SAVE,)), "shot-card")
    )
    assert pen.pshot_legal(T, defending, 1)[0] in list(of.action_space(T, defending))[:1]


def test_a_fight_is_judged_by_its_own_rules():
    """Fights (O37): each side lays a card face down for the exchange; the fight's module judges it."""
    from tabletop.games.breakaway_ccg.official.fights import Fight
    from tabletop.games.breakaway_ccg.state import FIGHT

    state = evolve(
        official(hands=((ROOKIE, GOAL), (H_ROOKIE, H_SAVE))),
        phase=FIGHT,
        fight=Fight(None),
        picks=(None, None),
    )
    assert pairs(of.legal_actions(T, state, 0)) == [(0, "fight", (ROOKIE,)), (0, "fight", (GOAL,))]
    assert of.validate(T, state, Action(0, "fight", (ROOKIE,))).ok
    new, kinds = applied(state, 0, "fight", ROOKIE)
    assert kinds == ["fight-down", "fight-own"] and new.picks == (ROOKIE, None)


def test_promotions_with_a_card_and_a_wild_take_their_own_step():
    """O106, O118: Select Promotion and Promotion name a Player card of the hand and the wild it
    becomes; the effect records both."""
    hands = ((GOAL, SHOT, CAPTAIN), (H_ROOKIE,))
    call_up = x(0, "call-up-4-stick")
    state = use((call_up,), hands=hands, extra=(("call-up-4-stick",), ()), puck="e3")
    assert of.validate(T, state, Action(0, "special-wild", ("select-promotion", CAPTAIN, "goalie-save"))).ok
    new, kinds = applied(state, 0, "special-wild", "select-promotion", CAPTAIN, "goalie-save")
    assert kinds == ["special", "special-wild-made"] and new.special_used
    assert new.effects == (fl.Effect("wild", 0, "game", "select-promotion=goalie-save:0", CAPTAIN),)
    office = x(0, "front-office-2-glove")
    state = use((office,), hands=hands, extra=(("front-office-2-glove",), ()), puck="e3")
    assert of.validate(T, state, Action(0, "special-wild", ("promotion", CAPTAIN, "glove"))).ok
    assert (
        of.validate(T, state, Action(0, "special-wild", ("promotion", GOAL, "glove"))).code
        == "special-promote"
    )
    new, kinds = applied(state, 0, "special-wild", "promotion", CAPTAIN, "glove")
    assert kinds == ["special", "special-wild-made"]
    assert new.effects == (fl.Effect("wild", 0, "game", "promotion>goalie-glove:0", CAPTAIN),)
    assert (
        of.describe(T, state, Action(0, "special-wild", ("promotion", CAPTAIN, "glove")))
        == "Promotion: Captain 8 (helmet) becomes the Glove wild"
    )


def test_a_two_seat_value_changes_only_the_given_seats_entry():
    """Both seats' values (hands, scores) are kept per seat: a change touches one seat only."""
    assert pair(("a", "b"), 0, "x") == ("x", "b")
    assert pair(("a", "b"), 1, "x") == ("a", "x")
    assert pair((0, 0), 1, 3) == (0, 3) and pair((0, 0), 0, 3) == (3, 0)


def test_the_periods_overtime_and_mode_options_are_read_by_their_key():
    """The options a new game was set up with (Part 1, Winning: a set number of periods, rulings
    B15 and O13; Part 2, Overtime: the official mode's overtime rule)."""
    state = GAME.new_game(1, {"mode": "official", "overtime": "playoff", "periods": 3})
    assert state.option("mode") == "official" and state.option("overtime") == "playoff"
    assert state.option("periods") == 3
    for key, value in state.options:
        assert state.option(key) == value


def test_an_unknown_game_option_is_an_error_naming_it():
    """A game option not set is an error naming the option."""
    state = CcgState(names=("A", "B"), seed=1, options=(("mode", "beginner"), ("periods", 2)))
    assert state.option("periods") == 2 and state.option("mode") == "beginner"
    with pytest.raises(KeyError) as caught:
        state.option("overtime")
    assert caught.value.args == ("overtime",)
