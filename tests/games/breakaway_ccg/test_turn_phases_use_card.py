"""Breakaway: CCG, "Phases of a Turn", Phase 3 (Use Card): the card just played offers its printed
actions (any action on Doubles and Runs, none when Cancelled), one action per card that must be
used while possible, free actions beside it, one special per card, and the turn's end only once
the card has nothing owed. Rulings O12, O19, O41 are in ``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import action_play, basics, legality, shots, turns
from tabletop.games.breakaway_ccg.official import actions as oa
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.state import PLAY, SCORE, SHOT_CARD, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    BC0,
    CAP0,
    CAP1,
    K0,
    K1,
    R0,
    R0S,
    ending,
    kinds,
    run,
    used,
)
from tests.games.breakaway_ccg.helpers_play import (
    CAPTAIN,
    CHECK,
    GOAL,
    GRINDER,
    H_CHECK,
    H_ROOKIE,
    H_SCORE,
    ROOKIE,
    SAVE_C,
    SHOT,
    TIP,
    eff,
    evolve_free,
    pairs,
    refusal,
    rule,
    use,
    using,
)
from tests.games.breakaway_ccg.support import GAME, T, card, extra_card, official

r, x = card, extra_card


def test_a_card_offers_its_printed_actions_unless_cancelled_doubled_or_gained():
    """Phase 3: a card offers its printed actions; Doubles and Runs any (O19); a Cancelled card
    none (O20); an ability's gain adds to the usable list but not to the mandatory printed one (O67)."""
    state = use((CAPTAIN,))
    assert legality.usable_actions(T, state) == {"shoot", "move"}
    assert legality.printed_actions(T, state) == {"shoot", "move"}
    gone = use((CAPTAIN,), effects=(eff("cancelled", 0, "", CAPTAIN),))
    assert legality.usable_actions(T, gone) == frozenset() and legality.printed_actions(T, gone) == frozenset()
    other = use((CAPTAIN,), effects=(eff("cancelled", 0, "", ROOKIE),))
    assert legality.usable_actions(T, other) == {"shoot", "move"}
    for combo in ({"doubles": True}, {"run": True}):
        state = use((CAPTAIN,), **combo)
        assert legality.usable_actions(T, state) == legality.ALL_ACTIONS == frozenset(basics.OFFICIAL_ACTIONS)
        assert legality.printed_actions(T, state) == legality.ALL_ACTIONS
    gained = use((ROOKIE,), effects=(eff("gain-action", 0, "body-check", ROOKIE),))
    assert legality.usable_actions(T, gained) == {"move", "body-check"}
    assert legality.printed_actions(T, gained) == {"move"}
    elsewhere = use((ROOKIE,), effects=(eff("gain-action", 0, "body-check", CAPTAIN),))
    assert legality.usable_actions(T, elsewhere) == {"move"}


def test_one_action_per_card_and_only_the_cards_own():
    """Phases of a Turn; Special Card Plays: one action per card, and only one the card has."""
    state = use((ROOKIE,), action_used=True)
    assert refusal(legality.action_verdict(T, state, "move", ("nw9",))) == (
        False,
        "one-action",
        "You have already used this card's action: one per card.",
        rule("Phases of a Turn"),
    )
    label = T.label[ROOKIE]
    assert refusal(legality.action_verdict(T, use((ROOKIE,)), "shoot")) == (
        False,
        "no-such-action",
        f"{label} has no Shoot action, and it is not Doubles or a Run (which allow any action).",
        rule("Special Card Plays"),
    )
    assert legality.action_verdict(T, use((ROOKIE,), doubles=True, puck="e3"), "shoot").ok


def test_free_moves_shots_and_breakaways_free_actions_pass_the_one_action_limit():
    """Face-offs (an uncontested win's free Move), O12 (+3's free Shoot) and Breakaway's free
    actions (O41) are used past the card's one action; nothing else is."""
    assert legality.action_verdict(T, use((ROOKIE,), action_used=True, free_move=True), "move", ("nw9",)).ok
    assert not legality.action_verdict(
        T, use((ROOKIE,), action_used=True, free_move=True, control=1), "move", ("nw9",)
    ).ok
    assert legality.action_verdict(T, use((SHOT,), action_used=True, free_shot=True, puck="e3"), "shoot").ok
    assert (
        legality.action_verdict(T, use((CAPTAIN,), action_used=True, free_move=True, puck="e3"), "shoot").code
        == "one-action"
    )
    assert (
        legality.action_verdict(T, use((ROOKIE,), action_used=True, free_shot=True), "move", ("nw9",)).code
        == "one-action"
    )
    free = (eff("free-actions", 0, "1", ROOKIE),)
    assert legality.action_verdict(T, use((ROOKIE,), action_used=True, effects=free), "move", ("nw9",)).ok
    assert legality.action_verdict(T, use((ROOKIE,), action_used=True, effects=free, puck="e3"), "shoot").ok
    none_left = (eff("free-actions", 0, "0", ROOKIE),)
    assert (
        legality.action_verdict(T, use((ROOKIE,), action_used=True, effects=none_left), "move", ("nw9",)).code
        == "one-action"
    )
    other = (eff("free-actions", 0, "1", CAPTAIN),)
    assert (
        legality.action_verdict(T, use((ROOKIE,), action_used=True, effects=other), "move", ("nw9",)).code
        == "one-action"
    )


def test_the_card_in_play_is_the_top_one():
    """Phases of a Turn: Phase 3 uses the card just played, the top of the play area."""
    state = use((H_SCORE, CAPTAIN), puck="e3")
    assert legality.printed_actions(T, state) == {"shoot", "move"}
    assert legality.action_verdict(T, state, "shoot").ok
    assert legality.action_verdict(T, use((CAPTAIN, ROOKIE), puck="e3"), "shoot").code == "no-such-action"


def test_the_turn_may_end_only_once_the_cards_action_is_spent_or_impossible():
    """Phase 3: the card's action must be used while possible, so End comes only when it is not."""
    state = use((ROOKIE,), puck="c9")
    assert pairs(legality.use_legal(T, state)) == [
        (0, "color", ("pink",)),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]
    assert legality.mandatory_open(T, state) and legality.use_options(T, state)
    spent = use((ROOKIE,), puck="c9", action_used=True)
    assert pairs(legality.use_legal(T, spent)) == [(0, "color", ("pink",)), (0, "end", ())]
    assert not legality.mandatory_open(T, spent)
    assert pairs(legality.use_legal(T, spent, with_end=False)) == [(0, "color", ("pink",))]
    assert pairs(legality.use_legal(T, use((ROOKIE,), control=1))) == [(0, "color", ("pink",)), (0, "end", ())]
    gone = use((ROOKIE,), effects=(eff("injured", 0, "", ROOKIE),))
    assert pairs(legality.use_legal(T, gone)) == [(0, "end", ())]
    assert not legality.use_options(T, gone)


def test_body_check_score_and_tip_are_offered_only_where_they_apply():
    """Actions: Body-Check without the puck, never on the answer to a shot; the shooter's card on
    the Shot Card scores or tips (How to Score a Goal)."""
    assert pairs(legality.use_legal(T, use((CHECK,), control=1))) == [
        (0, "color", ("brown",)),
        (0, "body-check", ()),
    ]
    assert pairs(legality.use_legal(T, use((CHECK,)))) == [(0, "color", ("brown",)), (0, "end", ())]
    answer = use((SHOT, H_CHECK), control=0, stage=SCORE, shot=0, turn=1)
    assert pairs(legality.use_legal(T, answer)) == [(1, "color", ("brown",)), (1, "end", ())]
    card_face = use((SHOT, H_CHECK), control=0, stage=SHOT_CARD, shot=0, turn=1)
    assert pairs(legality.use_legal(T, card_face)) == [(1, "color", ("brown",)), (1, "body-check", ())]
    tip = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, puck="e3")
    assert pairs(legality.use_legal(T, tip)) == [(0, "color", ("blue",)), (0, "score", ()), (0, "tip", ())]
    assert legality.mandatory_open(T, tip)
    tip_used = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, puck="e3", action_used=True)
    assert pairs(legality.use_legal(T, tip_used)) == [(0, "color", ("blue",)), (0, "end", ())]
    any_shot = use((SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, puck="e3", effects=(eff("any-shot", 0),))
    assert pairs(legality.use_legal(T, any_shot)) == [(0, "color", ("blue",)), (0, "score", ())]
    firm = use(
        (SHOT, H_ROOKIE, TIP), stage=SCORE, shot=0, puck="e3", effects=(eff("unignorable", 1, "", H_ROOKIE),)
    )
    assert pairs(legality.use_legal(T, firm)) == [(0, "color", ("blue",)), (0, "score", ())]
    rook = use((SHOT, H_ROOKIE, ROOKIE), stage=SCORE, shot=0, puck="e3")
    assert pairs(legality.use_legal(T, rook)) == [(0, "color", ("pink",)), (0, "end", ())]


def test_a_grind_any_shot_and_specials_are_offered_only_where_they_apply():
    """Abilities (O73): a Grind symbol starts a Grind once per card, not during a shot;
    Pull/Replace Goalie: Any Shot against an empty net; a special once per card."""
    assert pairs(legality.use_legal(T, use((GRINDER,)))) == [
        (0, "grind", ()),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]
    assert pairs(legality.use_legal(T, use((GRINDER,), colors_used=("grind",)))) == [
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]
    assert pairs(legality.use_legal(T, use((GRINDER,), shot=1))) == [(0, "move", ("nw9",)), (0, "move", ("ne9",))]
    assert pairs(legality.use_legal(T, use((ROOKIE,), goalie_pulled=(False, True)))) == [
        (0, "color", ("pink",)),
        (0, "any-shot", ()),
        (0, "move", ("nw9",)),
        (0, "move", ("ne9",)),
    ]
    dump = r(0, "dump-and-chase-1-glove")
    ends = ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")
    assert pairs(legality.use_legal(T, use((dump,)))) == [(0, "color", ("red",))] + [
        (0, "dump-in", (a,)) for a in ends
    ] + [(0, "end", ())]
    assert pairs(legality.use_legal(T, use((dump,), special_used=True))) == [(0, "color", ("red",)), (0, "end", ())]
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert pairs(legality.use_legal(T, use((dump,), challenge=won, ability_used=True))) == [(0, "end", ())]
    assert pairs(legality.use_legal(T, use((dump,), challenge=won, action_used=True))) == [(0, "end", ())]
    gone = use((dump,), effects=(eff("cancelled", 0, "", dump),))      # not a Player card: keeps its red
    assert pairs(legality.use_legal(T, gone)) == [(0, "color", ("red",)), (0, "end", ())]


def test_the_turn_cannot_end_before_a_possible_printed_action():
    """Phases of a Turn, Phase 3: a possible printed action must be used before the turn ends."""
    assert refusal(legality.validate_use(T, use((ROOKIE,)), Action(0, "end"))) == (
        False,
        "action-owed",
        "This card's action is possible, so it must be used before the turn ends.",
        rule("Phases of a Turn"),
    )
    assert legality.validate_use(T, use((ROOKIE,), action_used=True), Action(0, "end")).ok
    assert legality.validate_use(T, use((ROOKIE,), control=1), Action(0, "end")).ok
    assert legality.validate_use(
        T, use((ROOKIE,), challenge=ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")), Action(0, "end")
    ).ok
    assert legality.validate_use(T, use((ROOKIE,), puck="e3"), Action(0, "move", ("e8",))).ok


def test_each_use_of_the_card_is_judged_by_its_own_rule():
    """Phase 3: abilities, a Grind, Any Shot, dumps and specials each answer with their own rule."""
    state = use((ROOKIE,))
    label = T.label[ROOKIE]
    codes = {
        kind: legality.validate_use(T, state, Action(0, kind, args)).code
        for kind, args in (
            ("grind", ()),
            ("any-shot", ()),
            ("dump-in", ("e3",)),
            ("dump-out", ()),
            ("special", ("x",)),
            ("special-card", ("x", ROOKIE)),
            ("special-area", ("x", "e3")),
            ("special-choice", ("x", "me")),
            ("special-wild", ("x", ROOKIE, "red")),
            ("stop-movement", ()),
            ("color", ("red",)),
            ("ability", ("orange", "nw9")),
            ("shoot", ()),
        )
    }
    assert codes == {
        "grind": "no-grind",
        "any-shot": "net-not-empty",
        "dump-in": "no-dump-in",
        "dump-out": "no-dump-in",
        "special": "no-such-special",
        "special-card": "no-such-special",
        "special-area": "no-such-special",
        "special-choice": "no-such-special",
        "special-wild": "no-such-special",
        "stop-movement": "no-such-color",
        "color": "no-such-color",
        "ability": "no-such-color",
        "shoot": "no-such-action",
    }
    assert legality.validate_use(T, state, Action(0, "color", ("pink",))).ok
    assert legality.validate_use(T, use((GRINDER,)), Action(0, "grind")).ok
    assert legality.validate_use(T, use((ROOKIE,), goalie_pulled=(False, True)), Action(0, "any-shot")).ok
    assert legality.validate_use(T, use((r(0, "dump-and-chase-1-glove"),)), Action(0, "dump-in", ("e3",))).ok
    assert label in legality.validate_use(T, state, Action(0, "grind")).reason
    for kind, args in (
        ("special", ("x",)),
        ("special-card", ("x", ROOKIE)),
        ("special-area", ("x", "e3")),
        ("special-choice", ("x", "me")),
        ("special-wild", ("x", ROOKIE, "red")),
    ):
        assert legality.validate_use(T, state, Action(0, kind, args)).reason == f"{label} has no x special."
    assert legality.validate_use(T, state, Action(0, "ability", ("orange", "nw9"))).reason.startswith(
        f"{label} has no orange color"
    )


def test_special_refusals_one_per_card_challenge_and_cancelled():
    """Phases of a Turn; General Challenge Procedure; Card Effects: one special per card, none from
    a spent one-use challenge card, none from a Cancelled card."""
    assert refusal(legality._special_verdict(T, use((ROOKIE,), special_used=True), "x")) == (
        False,
        "one-special",
        "This card's special is used (one per card).",
        rule("Phases of a Turn"),
    )
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert refusal(legality._special_verdict(T, use((ROOKIE,), challenge=won, action_used=True), "x")) == (
        False,
        "challenge-one-use",
        "The challenge card gives one ability, action or special.",
        rule("Challenges"),
    )
    assert refusal(
        legality._special_verdict(T, use((ROOKIE,), effects=(eff("cancelled", 0, "", ROOKIE),)), "x")
    ) == (
        False,
        "cancelled",
        f"{T.label[ROOKIE]} is Cancelled: it has no specials.",
        rule("Card Effects: Ignore & Cancelled"),
    )
    assert legality.special_used_refusal(T, use((ROOKIE,))) is None
    assert legality.special_used_refusal(T, use((ROOKIE,), challenge=won)) is None


def test_the_candidates_cover_every_use_of_the_card():
    """Phase 3: the candidates are every ability, action, special and switch the card might use,
    and the end; ``validate`` then picks the legal ones. Only the side on turn has any."""

    state = use((ROOKIE,), hands=((GOAL,), ()))
    bench = state.benches[0]
    expected = (
        [
            (0, "ability", ("pink", "nw9")),
            (0, "ability", ("pink", "ne9")),
            (0, "color", ("pink",)),
            (0, "stop-movement", ()),
        ]
        + pairs(oa.candidates(T, state, 0))
        + [(0, "move", ("nw9",)), (0, "move", ("ne9",))]
        + [
            (0, k, ())
            for k in (
                "shoot",
                "on-net",
                "score",
                "save",
                "body-check",
                "tip",
                "grind",
                "dump-out",
                "any-shot",
            )
        ]
        + [(0, "dump-in", (a,)) for a in ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")]
        + [(0, "switch", (GOAL, b)) for b in bench]
        + [(0, "end", ())]
    )
    assert pairs(of.candidates(T, state, 0)) == expected
    assert of.candidates(T, state, 1) == []
    assert of.legal_actions(T, state, 1) == []
    dump = r(0, "dump-and-chase-1-glove")
    special = pairs(legality.use_candidates(T, use((dump,), hands=((GOAL,), ()))))
    assert [a for a in special if a[1].startswith("special")] == [
        (0, "special", ("dump-in",)),
        (0, "special-card", ("dump-in", GOAL)),
    ] + [(0, "special-area", ("dump-in", a)) for a in T.areas]
    assert [
        a
        for a in pairs(legality.use_candidates(T, use((ROOKIE,), hands=((GOAL,), ()), turn=1, control=1)))
        if a[1] == "dump-in"
    ] == [(1, "dump-in", (a,)) for a in ("w7", "w5", "w4", "w6", "w1", "w3", "w2", "w8", "w0")]


def test_gained_specials_and_a_challenge_winners_uses_are_offered():
    """O72: Red gains Dump In and Cycle for the turn (unless printed); General Challenge Procedure
    (O6): after a contested Grind one of each use, otherwise one use in all."""
    red = use((ROOKIE,), effects=(eff("gain-special", 0, "dump-in", ROOKIE),))
    ends = ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")
    moves = [(0, "move", ("nw9",)), (0, "move", ("ne9",))]
    assert (
        pairs(legality.use_legal(T, red))
        == [(0, "color", ("pink",))] + [(0, "dump-in", (a,)) for a in ends] + moves
    )
    assert (
        pairs(
            legality.use_legal(
                T, use((ROOKIE,), special_used=True, effects=(eff("gain-special", 0, "dump-in", ROOKIE),))
            )
        )
        == [(0, "color", ("pink",))] + moves
    )
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert pairs(
        legality.use_legal(
            T,
            use(
                (ROOKIE,),
                challenge=won,
                action_used=True,
                effects=(eff("gain-special", 0, "dump-in", ROOKIE),),
            ),
        )
    ) == [(0, "end", ())]
    assert pairs(
        legality.use_legal(T, use((ROOKIE,), challenge=won, effects=(eff("gain-special", 0, "dump-in", ROOKIE),)))
    ) == [(0, "color", ("pink",))] + [(0, "dump-in", (a,)) for a in ends] + moves + [(0, "end", ())]
    assert pairs(
        legality.use_legal(
            T,
            use(
                (ROOKIE,),
                effects=(eff("gain-special", 0, "dump-in", ROOKIE), eff("cancelled", 0, "", ROOKIE)),
            ),
        )
    ) == [(0, "color", ("pink",)), (0, "end", ())]       # no special while Cancelled; its own color stays
    assert (
        pairs(legality.use_legal(T, use((ROOKIE,), effects=(eff("gain-special", 0, "dump-in", CAPTAIN),))))
        == [(0, "color", ("pink",))] + moves
    )
    cycle = use((ROOKIE,), effects=(eff("gain-special", 0, "cycle", ROOKIE),), hands=((GOAL,), ()))
    assert (
        pairs(legality.use_legal(T, cycle))
        == [(0, "color", ("pink",))]
        + [(0, "special-area", ("cycle", a)) for a in ("nw9", "ne9", "w8", "w0", "e8", "e0")]
        + moves
    )
    each = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="each")
    assert pairs(legality.use_legal(T, use((ROOKIE,), challenge=each, ability_used=True))) == moves + [
        (0, "end", ())
    ]
    assert pairs(legality.use_legal(T, use((ROOKIE,), challenge=each))) == [(0, "color", ("pink",))] + moves + [
        (0, "end", ())
    ]
    dump = r(0, "dump-and-chase-1-glove")
    assert pairs(legality.use_legal(T, use((dump,), challenge=each, action_used=True))) == [
        (0, "color", ("red",))
    ] + [(0, "dump-in", (a,)) for a in ends] + [(0, "end", ())]
    # a card that prints Dump In and gains it through Red too offers each Dump In once (O72: "unless printed")
    printed = pairs(legality.use_legal(T, use((dump,))))
    assert printed.count((0, "dump-in", ("e5",))) == 1
    assert pairs(legality.use_legal(T, use((dump,), effects=(eff("gain-special", 0, "dump-in", dump),)))) == printed
    undecided = ch.Challenge(ch.GRIND, 0, "c9", uses="one")  # no winner yet: no use counted
    assert pairs(legality.use_legal(T, use((dump,), challenge=undecided, action_used=True))) == [
        (0, "color", ("red",))
    ] + [(0, "dump-in", (a,)) for a in ends] + [(0, "end", ())]


def test_the_longer_lists_actions_and_free_actions_are_owed_while_possible():
    """Phase 3: a printed action of Part 2's longer list (Stretch Pass) is owed while it has an
    option; Breakaway's free actions (O41) open every action and leave the end free."""
    stretch = r(0, "stretch-pass-6-glove")
    state = use((stretch,))
    assert pairs(legality.use_legal(T, state)) == [(0, "color", ("gold",))] + [
        (0, "stretch-pass", (a,)) for a in ("nw9", "ne9", "w8", "w0", "e8", "e0")
    ]
    assert legality.mandatory_open(T, state)
    assert legality.mandatory_open(T, state, {"stretch-pass": [Action(0, "stretch-pass", ("nw9",))]})
    assert not legality.mandatory_open(T, state, {"stretch-pass": []})
    assert not legality.mandatory_open(T, state, {"stretch-pass": [Action(0, "stretch-pass", ("e3",))]})
    assert legality.mandatory_open(T, state, {"draw": []})
    assert not legality.mandatory_open(T, use((stretch,), control=1))
    assert pairs(legality.use_legal(T, use((stretch,), control=1))) == [(0, "color", ("gold",)), (0, "end", ())]
    assert not legality.mandatory_open(T, use((SAVE_C,)))
    assert legality.mandatory_open(T, use((ROOKIE,), puck="e3"))
    brk = r(0, "breakaway-glove")
    free = use((brk,), puck="e3", effects=(eff("free-actions", 0, "2", brk),), action_used=True)
    legal = pairs(legality.use_legal(T, free))
    assert legal[:7] == [(0, "color", ("purple",))] + [
        (0, "move", (a,)) for a in ("e8", "e0", "e1", "e2", "e4")
    ] + [(0, "shoot", ())]
    assert (0, "draw", ()) in legal and legal[-1] == (0, "end", ()) and len(legal) == 22


def test_breakaways_free_actions_come_after_the_cards_own_action():
    """O41: the card's own action (or a free Move or Shoot) is used first; an action it lacks, or
    one after its action, spends a free action and leaves the card's action as it was."""
    brk = r(0, "breakaway-glove")
    free = (eff("free-actions", 0, "2", brk),)
    fresh = use((brk,), puck="e3", hands=((GOAL,), (H_ROOKIE,)), effects=free)
    assert not of._takes_free(T, fresh, Action(0, "shoot"))
    assert of._takes_free(T, fresh, Action(0, "move", ("e8",)))
    assert not of._takes_free(T, fresh, Action(0, "save"))
    spent = use((brk,), puck="e3", hands=((GOAL,), (H_ROOKIE,)), effects=free, action_used=True)
    assert of._takes_free(T, spent, Action(0, "shoot"))
    assert not of._takes_free(T, evolve_free(spent), Action(0, "move", ("e8",)))
    assert not of._takes_free(
        T, use((brk,), puck="e3", effects=free, action_used=True, free_shot=True), Action(0, "shoot")
    )
    assert not of._takes_free(T, use((brk,), puck="e3", action_used=True), Action(0, "shoot"))
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert of._takes_free(
        T, use((brk,), puck="e3", effects=free, challenge=won, ability_used=True), Action(0, "shoot")
    )
    new, events = of.apply_action(T, fresh, Action(0, "move", ("e8",)))
    assert [e.kind for e in events] == ["move", "passing-bonus"]
    assert (new.phase, new.puck, new.action_used) == (USE, "e8", False)
    assert [(e.kind, e.detail) for e in new.effects] == [("free-actions", "1"), ("path", "e3>e8!")]
    new, events = of.apply_action(T, spent, Action(0, "move", ("e8",)))
    assert new.action_used and (new.effects[0].kind, new.effects[0].detail) == ("free-actions", "1")
    new, events = of.apply_action(T, fresh, Action(0, "shoot"))
    assert [e.kind for e in events] == ["shoot"] and new.action_used and new.shot == 0
    assert [(e.kind, e.detail) for e in new.effects] == [("free-actions", "2")]


def test_the_card_in_play_is_the_top_one_for_every_check():
    """Phases of a Turn: every check of Phase 3 reads the card just played, not one beneath it."""
    under = use((CAPTAIN, ROOKIE), puck="e3")
    assert legality.action_verdict(T, under, "shoot").reason.startswith(f"{T.label[ROOKIE]} has no Shoot action")
    gone = use((CAPTAIN, ROOKIE), effects=(eff("cancelled", 0, "", ROOKIE),))
    assert legality._special_verdict(T, gone, "x").code == "cancelled"
    assert legality._any_shot_verdict(T, use((SHOT, ROOKIE), goalie_pulled=(False, True))).ok
    assert legality._any_shot_verdict(T, use((ROOKIE, SHOT), goalie_pulled=(False, True))).code == "any-shot-player"
    assert legality._grind_verdict(T, use((GRINDER, ROOKIE))).code == "no-grind"
    assert legality._grind_verdict(T, use((ROOKIE, GRINDER))).ok
    assert pairs(legality.use_candidates(T, use((CAPTAIN, ROOKIE))))[:3] == [
        (0, "ability", ("pink", "nw9")),
        (0, "ability", ("pink", "ne9")),
        (0, "color", ("pink",)),
    ]
    brk = r(0, "breakaway-glove")
    free = (eff("free-actions", 0, "2", brk),)
    assert of._takes_free(T, use((ROOKIE, brk), puck="e3", effects=free), Action(0, "move", ("e8",)))
    new, _ = of.apply_action(
        T,
        use((ROOKIE, brk), puck="e3", effects=free, hands=((GOAL,), (H_ROOKIE,))),
        Action(0, "move", ("e8",)),
    )
    assert (new.effects[0].kind, new.effects[0].detail) == ("free-actions", "1") and not new.action_used
    assert legality.action_verdict(
        T, use((ROOKIE, brk), puck="e3", effects=free, action_used=True), "move", ("e8",)
    ).ok


def test_a_special_with_its_own_rule_is_offered_once():
    """Special Card Plays: a card's special may be used once, not from a spent challenge card."""
    brk = r(0, "breakaway-glove")
    assert pairs(legality.use_legal(T, use((brk,), puck="e3"))) == [
        (0, "color", ("purple",)),
        (0, "special", ("breakaway",)),
        (0, "shoot", ()),
    ]
    assert pairs(legality.use_legal(T, use((brk,), puck="e3", special_used=True))) == [
        (0, "color", ("purple",)),
        (0, "shoot", ()),
    ]
    won = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="one")
    assert pairs(legality.use_legal(T, use((brk,), puck="e3", challenge=won))) == [
        (0, "color", ("purple",)),
        (0, "special", ("breakaway",)),
        (0, "shoot", ()),
        (0, "end", ()),
    ]
    each = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="each")
    assert pairs(legality.use_legal(T, use((brk,), puck="e3", challenge=each, action_used=True))) == [
        (0, "color", ("purple",)),
        (0, "special", ("breakaway",)),
        (0, "end", ()),
    ]


def test_a_used_color_keeps_the_turn_open_while_the_card_has_more_to_do():
    """Phase 3: after Pink the card may still Draw, so the turn goes on (through the game's apply)."""
    state, events = GAME.apply(using(ROOKIE), Action(0, "color", ("pink",)))
    assert state.phase == USE and state.turn == 0
    assert any(e.kind == "color" for e in events)


def test_an_action_on_a_card_with_nothing_left_ends_the_turn():
    """Phase 3 / Phase 4: once the card offers nothing more the turn ends by itself."""
    dead = (Effect("injured", 0, "game", card=BC0),)        # no actions or abilities left (Injured)
    for fn, args in (
        (action_play.move, ("e1",)),
        (action_play.body_check, ()),
        (shots.shoot, ("shoot",)),
        (shots.any_shot, ()),
        (shots.score, ()),
    ):
        state = used(
            effects=dead,
            decks=((CAP0,), None),
            stage=SCORE if fn is shots.score else None,
            shot=0 if fn is shots.score else None,
            goalie_pulled=(False, True),
        )
        new, events = run(fn, state, *args)
        assert new.turn == 1 and "end-turn" in kinds(events), fn.__name__


def test_a_turn_ends_by_itself_only_when_the_card_offers_nothing():
    """Part 2, "Phases of a Turn", Phase 3: Use Card ends the turn once nothing is left."""
    cancelled = ending(effects=(Effect("injured", 0, "game", card=BC0),), decks=((CAP0,), None))
    done = fl.auto_end(T, cancelled, [])
    assert done.turn == 1
    live = ending()
    assert fl.auto_end(T, live, []) is live
    play = evolve(cancelled, phase=PLAY)
    assert fl.auto_end(T, play, []) is play


def test_laying_a_card_starts_its_use_afresh_and_a_triple_shot_card_is_icing():
    """Part 2, "Phases of a Turn", Phase 3, and "Special Card Plays": Triples (ruling O19)."""
    state = official(
        hands=((R0,), (K0, CAP1)),
        ability_used=True,
        special_used=True,
        free_move=True,
        action_used=True,
        colors_used=("x",),
        turn=0,
    )
    new, _ = run(turns.play_card, state, 0, R0)
    assert (new.ability_used, new.special_used, new.free_move, new.action_used) == (False,) * 4
    iced = official(
        hands=((R0,), (K0,)), play=(R0S, K1), shot=0, stage=SHOT_CARD, control=0, puck="e3", turn=1
    )
    stopped, _ = run(turns.play_card, iced, 1, K0)
    assert stopped.stoppage == Stoppage("icing", "east-end", 0, 1)
    assert Effect("icing-hand", 1, "stoppage", "Icing: a hand of at most five") in stopped.effects
