"""Breakaway: CCG, using a special in Phase 3 (Part 2, "Phases of a Turn": Phase 3 Use Card and
"Specials"; Part 3 for each special named).

A card's special (printed, or given by a wild or a Red ability) is offered only when its conditions
hold and it would change something; one special per card, and a one-use challenge winner has one
ability, action or special. The refusals name the glossary entry (or the turn rule) that stops
them; once nothing of the card is left, the turn ends. Also the computer's rollout policy, which
prefers helpful specials and avoids costly ones.
"""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import turns as fl
from tabletop.games.breakaway_ccg.specials import interpreter as sp
from tabletop.games.breakaway_ccg.specials import play
from tabletop.games.breakaway_ccg.state import USE, evolve
from tests.games.breakaway_ccg.helpers_flow import CAP0, K0, R0, kinds, run
from tests.games.breakaway_ccg.helpers_specials import (
    BRK,
    CHALLENGES_RULE,
    CROSSBAR,
    CROWD,
    DEF,
    E2E,
    FAST,
    GRINDER,
    HIGH,
    PHASES_RULE,
    POST,
    ROOKIE,
    ROOKIE1,
    RUSHED,
    TILT,
    TOO_FAST,
    WRIST,
    dumping,
    eff,
    glove_wild,
    pos,
    refused,
    refused_citing,
    used,
    x,
)
from tests.games.breakaway_ccg.support import GAME, T, act, official, r, verdict


@pytest.mark.parametrize("sid", ["breakaway", "fast-break"])
def test_one_special_per_card(sid):
    """Phases of a Turn, Phase 3: one Special per card."""
    name = {"breakaway": "breakaway-glove", "fast-break": "fast-break-8-skate"}[sid]
    state = official(hands=((r(0, name),), (r(1, "goal-skate"),)), puck="e5", control=0, turn=0)
    state = act(state, 0, "play", r(0, name))
    state = act(state, 0, "special", sid)
    assert verdict(state, 0, "special", sid).code == "one-special"


def test_any_special_names_the_rule_that_stops_it_one_per_card_or_the_challenge_cards_one_use():
    """Phases of a Turn (one special per card) against the General Challenge Procedure (a one-use
    winner has one ability, action or special): a player refused a special is told which of the two
    rules applies, not the other one."""
    from tabletop.games.breakaway_ccg.official.legality import _special_verdict

    one = ch.Challenge(ch.FACEOFF, 0, "c9", winner=0, uses="one")
    refused_citing(_special_verdict(T, dumping(special_used=True), "dump-in"), "one-special",
            "This card's special is used (one per card).", PHASES_RULE)
    for spent in ({"ability_used": True}, {"action_used": True}):
        refused_citing(_special_verdict(T, dumping(challenge=one, **spent), "dump-in"), "challenge-one-use",
                "The challenge card gives one ability, action or special.", CHALLENGES_RULE)


DUMPER = "s1:dump-and-chase-1-stick"  # Dump In (a handler)


def test_the_use_window_specials_offered_by_kind():
    """Phases of a Turn, Phase 3: a usable special is offered as ``special``, or ``special-card`` /
    ``special-area`` when it names a hand card (1 on 1 Defense, O58) or an area (End to End, O59)."""
    assert sp.use_actions(T, pos((CROWD,))) == [Action(0, "special", ("crowd",))]
    assert sp.use_actions(T, pos((CROWD,), seat=1, control=1)) == [Action(1, "special", ("crowd",))]
    s = pos((DEF,), hands=((ROOKIE, GRINDER), ()), momentum=(ROOKIE1,))
    assert sp.use_actions(T, s) == [
        Action(0, "special-card", ("1-on-1-defense", ROOKIE)),
        Action(0, "special-card", ("1-on-1-defense", GRINDER)),
    ]
    assert sp.use_actions(T, pos((E2E,), puck="w3")) == [
        Action(0, "special-area", ("end-to-end", a))
        for a in ("w7", "w5", "w4", "w6", "w1", "w2", "w8", "w0", "nw9", "c9", "ne9", "e8", "e0")
    ]
    assert sp.use_actions(T, pos((TOO_FAST,))) == [
        Action(0, "special-area", ("too-fast", a)) for a in ("w8", "w0", "nw9", "ne9", "e8", "e0")
    ]
    assert sp.use_actions(T, pos((DUMPER,))) == [
        Action(0, "dump-in", (a,)) for a in ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")
    ]
    assert sp.use_actions(T, pos((DUMPER,), control=1)) == []  # its conditions first
    assert sp.use_actions(T, pos((WRIST,))) == []  # a shoot-window special
    assert sp.use_actions(T, pos((FAST,), puck="e3")) == [Action(0, "special", ("fast-break",))]
    assert sp.use_actions(T, pos((FAST,), puck="c9")) == []
    assert sp.use_actions(T, pos((FAST,), puck="e3", free_shot=True)) == []  # nothing it would change
    assert sp.use_actions(T, pos((CROSSBAR,), momentum=(ROOKIE1,))) == []  # not higher than beneath


def test_a_use_rule_skipped_does_not_hide_the_next_one():
    """O118: a wild's special comes after the printed ones; a printed one that is not of the use
    window, whose conditions fail, or that would change nothing, leaves the wild's offered."""
    glove = [Action(0, "special", ("goalie-glove",))]
    assert sp.use_actions(T, pos((WRIST,), effects=(glove_wild(WRIST),))) == glove
    assert sp.use_actions(T, pos((FAST,), puck="c9", effects=(glove_wild(FAST),))) == glove
    assert sp.use_actions(T, pos((FAST,), puck="e3", free_shot=True, effects=(glove_wild(FAST),))) == glove
    assert sp.use_actions(T, pos((FAST,), puck="e3", effects=(glove_wild(FAST),))) == [
        Action(0, "special", ("fast-break",)),
        *glove,
    ]
    assert sp.use_actions(T, pos((TOO_FAST,), effects=(glove_wild(TOO_FAST),)))[-1] == glove[0]


def test_a_special_that_would_change_nothing_is_not_worth_offering():
    """Fast Break with a free Shoot already owed; High Sticking's gained action with the card's action
    used (O89); Breakaway with its free actions still there (O41)."""
    fast = T.cards.special_rules["fast-break"][0]
    assert sp._worth(T, pos((FAST,), puck="e3"), 0, FAST, fast)
    assert not sp._worth(T, pos((FAST,), puck="e3", free_shot=True), 0, FAST, fast)
    high = T.cards.special_rules["high-sticking"][0]
    assert sp._worth(T, pos((HIGH,)), 0, HIGH, high)
    assert not sp._worth(T, pos((HIGH,), action_used=True), 0, HIGH, high)
    brk = T.cards.special_rules["breakaway"][0]
    assert sp._worth(T, pos((BRK,), free_shot=True, action_used=True), 0, BRK, brk)
    assert not sp._worth(T, pos((BRK,), effects=(eff("free-actions", 0, "turn", "1", BRK),)), 0, BRK, brk)
    assert sp._worth(T, pos((BRK,), effects=(eff("free-actions", 0, "turn", "1", ROOKIE),)), 0, BRK, brk)
    crowd = T.cards.special_rules["crowd"][0]
    assert sp._worth(T, pos((CROWD,), free_shot=True, action_used=True), 0, CROWD, crowd)


def test_a_special_offered_and_allowed_reads_the_card_in_play():
    """Hit the Crossbar / Hit the Post: higher than the card beneath, with a Momentum Card left;
    Breakaway (O41) is not offered again while its free actions last."""
    s = pos((ROOKIE1, CROSSBAR), momentum=(GRINDER,))
    assert sp.use_actions(T, s) == [Action(0, "special", ("hit-the-crossbar",))]
    assert sp.verdict(T, s, "hit-the-crossbar") == ALLOWED
    assert sp.verdict(T, pos((ROOKIE1, POST), momentum=(GRINDER,)), "hit-the-post") == ALLOWED
    refused(
        sp.verdict(T, pos(("s2:captain-8-glove", POST), momentum=(GRINDER,)), "hit-the-post"),
        "special-higher-than-beneath",
        "Hit the Post: this card must be higher than the card it was played on.",
        "Hit the Post",
    )
    spent = pos((BRK,), effects=(eff("free-actions", 0, "turn", "1", BRK),))
    assert sp.use_actions(T, spent) == []
    refused(
        sp.verdict(T, spent, "breakaway"),
        "special-no-effect",
        "Breakaway would change nothing now.",
        "Breakaway",
    )
    shuffle = "s1:line-shuffle-3-skate"
    s = pos((shuffle,), decks=((ROOKIE, GRINDER), None))
    assert sp.use_actions(T, s) == [
        Action(0, "special-choice", ("shuffle", "me")),
        Action(0, "special-choice", ("shuffle", "them")),
    ]


def test_a_special_the_card_lacks_or_the_book_leaves_out_is_refused():
    """Phases of a Turn: the card's own special (or one a wild or Red gave it); O54: a special
    named without a definition is refused with its ruling; a non-use special acts by itself."""
    refused(
        sp.verdict(T, pos((ROOKIE,)), "crowd"),
        "no-such-special",
        "Rookie 0 (helmet) has no Crowd special.",
        "Crowd",
    )
    other = (eff("gain-special", 0, "turn", "crowd", GRINDER),)
    refused(
        sp.verdict(T, pos((ROOKIE,), effects=other), "crowd"),
        "no-such-special",
        "Rookie 0 (helmet) has no Crowd special.",
        "Crowd",
    )
    gained = (eff("gain-special", 0, "turn", "crowd", ROOKIE),)
    assert sp.verdict(T, pos((ROOKIE,), effects=gained), "crowd") == ALLOWED
    assert sp.verdict(T, pos((CROWD,)), "crowd") == ALLOWED
    left = (eff("gain-special", 0, "turn", "assist", ROOKIE),)
    refused(
        sp.verdict(T, pos((ROOKIE,), effects=left), "assist"),
        "special-left-out",
        "Assist has no effect in this game (ruling O54).",
        "Assist",
    )
    refused(
        sp.verdict(T, pos((WRIST,)), "one-timer"),
        "special-window",
        "One Timer is not used by choice: it acts by itself when its moment comes.",
        "One Timer",
    )


def test_a_special_gained_without_a_rule_is_refused_with_no_ruling_to_name():
    """Specials rulings: a special with neither a rule nor a left-out ruling has no effect."""
    s = pos((ROOKIE,), effects=(eff("gain-special", 0, "turn", "bogus", ROOKIE),))
    refused(
        sp.verdict(T, s, "bogus"), "special-left-out", "bogus has no effect in this game (ruling ).", "bogus"
    )


def test_what_a_special_names_must_match_its_rule():
    """O58: 1 on 1 Defense names a hand card; O59/O77: End to End and Too Fast name an area the
    puck reaches (exactly five, up to two); a plain special names neither, nor a choice."""
    refused(
        sp.verdict(T, pos((CROWD,)), "crowd", choice="x"), "special-choice", "Crowd names no choice.", "Crowd"
    )
    refused(
        sp.verdict(T, pos((CROWD,)), "crowd", card=ROOKIE), "special-card", "Crowd names no card.", "Crowd"
    )
    d = pos((DEF,), hands=((ROOKIE,), ()), momentum=(ROOKIE1,))
    refused(
        sp.verdict(T, d, "1-on-1-defense"),
        "special-card",
        "1 on 1 Defense names a card of your hand.",
        "1 on 1 Defense",
    )
    refused(
        sp.verdict(T, d, "1-on-1-defense", card=GRINDER),
        "not-in-hand",
        "Grinder 3 (helmet) is not in your hand.",
        "1 on 1 Defense",
    )
    assert sp.verdict(T, d, "1-on-1-defense", card=ROOKIE) == ALLOWED
    refused(sp.verdict(T, pos((CROWD,)), "crowd", area="c9"), "special-area", "Crowd names no area.", "Crowd")
    e = pos((E2E,), puck="w3")
    refused(
        sp.verdict(T, e, "end-to-end"),
        "special-area",
        "End to End names the area the puck goes to.",
        "End to End",
    )
    refused(
        sp.verdict(T, e, "end-to-end", area="e3"),
        "special-reach",
        "End to End moves the puck exactly 5 areas along the arrows; east end, high slot (3) is not one of them.",
        "End to End",
    )
    assert sp.verdict(T, e, "end-to-end", area="e0") == ALLOWED
    refused(
        sp.verdict(T, pos((TOO_FAST,)), "too-fast", area="e3"),
        "special-reach",
        "Too Fast moves the puck up to 2 areas along the arrows; east end, high slot (3) is not one of them.",
        "Too Fast",
    )
    assert sp.verdict(T, pos((TOO_FAST,)), "too-fast", area="ne9") == ALLOWED
    refused(
        sp.verdict(T, pos((TOO_FAST,), control=1), "too-fast", area="ne9"),
        "special-control",
        "Too Fast: you must control the puck.",
        "Too Fast",
    )


def test_the_conditions_then_the_effect_decide_last():
    """A special's conditions refuse in their order, with their words; then one that would change
    nothing is refused (Crowd at three tokens, O46; Fast Break with a free Shoot owed)."""
    refused(
        sp.verdict(T, pos((CROWD,), tokens=(3, 0)), "crowd"),
        "special-tokens-below-max",
        "Crowd: you may hold at most 3 momentum tokens.",
        "Crowd",
    )
    refused(
        sp.verdict(T, pos((FAST,), puck="e3", shot=1), "fast-break"),
        "special-no-shot",
        "Fast Break: not while a shot is under way.",
        "Fast Break",
    )
    refused(
        sp.verdict(T, pos((FAST,), puck="e3", control=1, shot=1), "fast-break"),
        "special-control",
        "Fast Break: you must control the puck.",
        "Fast Break",
    )
    refused(
        sp.verdict(T, pos((FAST,), puck="e3", free_shot=True), "fast-break"),
        "special-no-effect",
        "Fast Break would change nothing now.",
        "Fast Break",
    )
    rule = T.cards.special_rules["fast-break"][0]
    assert (
        sp.check(T, pos((FAST,), puck="e3"), "fast-break", rule, Action(0, "special", ("fast-break",)))
        == ALLOWED
    )
    refused(
        sp.check(T, pos((FAST,), puck="c9"), "fast-break", rule, Action(0, "special", ("fast-break",))),
        "special-shooting-area",
        "Fast Break: the puck must be in your offensive zone (the far end), where shots are taken.",
        "Fast Break",
    )
    s1 = pos((ROOKIE1, "s2:fast-break-8-skate"), seat=1, puck="w3")
    assert sp.verdict(T, s1, "fast-break") == ALLOWED


def test_a_handler_special_is_judged_by_its_handler_first():
    """Shuffle (O99) names a deck as its choice; its handler's refusals come before the data's."""
    shuffle = "s1:line-shuffle-3-skate"
    s = pos((shuffle,), decks=((ROOKIE, GRINDER, BRK), None))
    assert sp.verdict(T, s, "shuffle", choice="me") == ALLOWED
    refused(
        sp.verdict(T, s, "shuffle", choice="own"),
        "special-choice",
        "Shuffle names a deck: yours ('me'), the opponent's ('them') or the Momentum pile ('momentum').",
        "Shuffle",
    )
    rule = T.cards.special_rules["start-a-fight"][0]
    drop = "s1:drop-the-gloves-1-helmet"
    refused(
        sp.check(
            T, pos((drop,), shot=1), "start-a-fight", rule, Action(0, "special-area", ("start-a-fight", "c9"))
        ),
        "special-kind",
        "Start a Fight is used as a special.",
        "Start a Fight",
    )
    assert (
        sp.check(T, pos((drop,)), "start-a-fight", rule, Action(0, "special", ("start-a-fight",))) == ALLOWED
    )
    refused(
        sp.check(T, pos((drop,), shot=1), "start-a-fight", rule, Action(0, "special", ("start-a-fight",))),
        "special-not-shot-card",
        "Start a Fight: not as a Shot Card.",
        "Start a Fight",
    )


CALL_UP = "s1:call-up-4-stick"  # Select Promotion


def test_a_handler_special_s_verdict_passes_what_it_names_to_the_handler():
    """Select Promotion (O106) names a hand card and a wild, Cycle (O72, gained by Red) an area, Tilt (O79) is
    once a period by its own id; the data's conditions are named by the special."""
    s = pos((CALL_UP,), hands=((GRINDER,), ()))
    assert sp.verdict(T, s, "select-promotion", card=GRINDER, choice="elite") == ALLOWED
    refused(
        sp.verdict(T, s, "select-promotion", card=GRINDER, choice="glove"),
        "special-wild",
        "Select Promotion makes a card one of the fourteen wilds of its list (Forechecker to 2-Way).",
        "Select Promotion",
    )
    red = pos((ROOKIE,), effects=(eff("gain-special", 0, "turn", "cycle", ROOKIE),))
    assert sp.verdict(T, red, "cycle", area="ne9") == ALLOWED
    check = "s2:body-check-3-glove"
    tilt = pos((check, TILT))
    assert sp.verdict(T, tilt, "tilt") == ALLOWED
    refused(
        sp.verdict(T, evolve(tilt, effects=(eff("once", 0, "period", "tilt"),)), "tilt"),
        "once-a-period",
        "Tilt is used once a period, and you have used it.",
        "Tilt",
    )
    drop = "s1:drop-the-gloves-1-helmet"
    refused(
        sp.verdict(T, pos((drop,), shot=1), "start-a-fight"),
        "special-not-shot-card",
        "Start a Fight: not as a Shot Card.",
        "Start a Fight",
    )


def test_the_action_a_handler_judges_is_built_from_what_the_special_names():
    """Promotion (O118) names a card and a wild; Shuffle a choice; Cycle an area; Bad Change a card."""
    assert sp.handler_action(0, "p", "c", None, "w") == Action(0, "special-wild", ("p", "c", "w"))
    assert sp.handler_action(1, "p", None, None, "w") == Action(1, "special-choice", ("p", "w"))
    assert sp.handler_action(0, "p", None, "a", None) == Action(0, "special-area", ("p", "a"))
    assert sp.handler_action(1, "p", "c", None, None) == Action(1, "special-card", ("p", "c"))
    assert sp.handler_action(0, "p", None, None, None) == Action(0, "special", ("p",))
    assert sp.handler_action(0, "p", "c", "a", None) == Action(0, "special-area", ("p", "a"))


def test_a_handler_special_used_is_applied_by_its_handler():
    """Start a Fight (O45): used, the handler starts the fight at once; a card without I Saw That
    (O82) gains no black P by it."""
    s = pos((ROOKIE1, "s1:drop-the-gloves-1-helmet"))
    events = []
    new = play.use(T, s, "start-a-fight", events)
    assert new.fight is not None and new.special_used
    assert not any(e.kind == "special-black-p" for e in events)


def test_a_handler_special_used_is_applied_with_what_it_names():
    """Select Promotion (O106): the named card and wild; Cycle (O72): the named area; Shuffle (O99): the named
    deck; Start a Fight (O45): its own id."""
    s = pos((CALL_UP,), hands=((GRINDER,), ()))
    new, _ = used(s, "select-promotion", card=GRINDER, choice="elite")
    assert new.effects == (eff("wild", 0, "game", "select-promotion=elite:0", GRINDER),)
    red = pos((ROOKIE,), effects=(eff("gain-special", 0, "turn", "cycle", ROOKIE),))
    new, _ = used(red, "cycle", area="ne9")
    assert (new.puck, new.control) == ("ne9", None)
    shuffle = "s1:line-shuffle-3-skate"
    s = pos((shuffle,), decks=((ROOKIE, GRINDER, BRK), None))
    new, events = used(s, "shuffle", choice="me")
    assert events[0] == (
        "special",
        "Shuffle: Player 1 shuffles their own deck.",
        {"seat": 0, "special": "shuffle", "deck": "me"},
        None,
        True,
    )
    assert sorted(new.decks[0]) == sorted((ROOKIE, GRINDER, BRK))


ALL_COLORS = tuple(sorted({c for card in T.cards.cards for c in card.colors}))


def test_a_special_that_leaves_the_card_nothing_more_ends_the_turn():
    """Phases of a Turn: with its action, abilities and special used, the card's Phase 3 is over and
    Phase 4 follows."""
    s = pos(
        (CROWD,), action_used=True, ability_used=True, hands=((ROOKIE,), (ROOKIE1,)), colors_used=ALL_COLORS
    )
    new, events = used(s, "crowd")
    assert [e[0] for e in events[:3]] == ["special", "special-token", "end-turn"]
    assert new.turn == 1
    st = pos(
        (RUSHED,),
        hands=((ROOKIE,), (ROOKIE1,)),
        action_used=True,
        ability_used=True,
        colors_used=ALL_COLORS,
        special_used=True,
        swaps=(1, 0),
        ready=(False, False),
        effects=(eff("bench-switches", 0, "turn", "1", RUSHED),),
    )
    events = []
    new = play.use_switch(T, st, 0, ROOKIE, "s1:sniper-7-skate", events)
    assert [e.kind for e in events[:3]] == ["bench", "bench-own", "end-turn"]
    assert new.turn == 1 and new.swaps == (1, 0) and new.ready == (False, False)


def test_the_rollout_policy_takes_helpful_specials_and_avoids_costly_ones():
    """The computer's rollouts use specials: a Breakaway before a plain end of turn, never
    Start a Fight (the instigator's penalty) when anything else is on offer; End to End towards the net."""
    import random

    from tabletop.games.breakaway_ccg.rollout import distances as ccg_distances
    state = official(hands=((r(0, "breakaway-glove"),), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "breakaway-glove"))
    legal = GAME.legal_actions(state, 0)
    picks = {GAME.rollout_action(state, 0, legal, random.Random(i)) for i in range(40)}
    assert any(a.kind == "special" for a in picks)
    fight = official(hands=((x(0, "drop-the-gloves-1-skate"),), (r(1, "goal-skate"),)), puck="c9", control=0,
                     turn=0, extra=(("drop-the-gloves-1-skate",), ()))
    fight = act(fight, 0, "play", x(0, "drop-the-gloves-1-skate"))
    legal = GAME.legal_actions(fight, 0)
    assert any(a.kind == "special" for a in legal) and len(legal) > 1
    from tabletop.games.breakaway_ccg.rollout import action_score as _ccg_action_score
    dist = ccg_distances(T)
    scores = {a: _ccg_action_score(T, fight, 0, a, dist) for a in legal}
    assert max(scores, key=scores.get).kind != "special"
    special = next(a for a in legal if a.kind == "special")
    # Its Punch is owed (Phase 3: mandatory), so the other choice is the Punch, not the end.
    punch = next(a for a in legal if a.kind == "punch")
    assert scores[special] < scores[punch]         # rather punch than take the instigator's minor
    carry = act(official(hands=((x(0, "coast-to-coast-8-skate"),), (r(1, "goal-skate"),)), puck="w3", control=0,
                         turn=0, extra=(("coast-to-coast-8-skate",), ())), 0, "play", x(0, "coast-to-coast-8-skate"))
    areas = [a for a in GAME.legal_actions(carry, 0) if a.kind == "special-area"]
    best = max(areas, key=lambda a: _ccg_action_score(T, carry, 0, a, dist))
    assert dist[0][best.args[1]] == min(dist[0][a.args[1]] for a in areas)


def test_special_cards_are_handed_to_their_rules_when_played_and_played_on():
    """Part 3: a played card's own specials (``specials.on_played``) and a special of the card beneath it
    (``specials.on_played_on``) are looked at; a card with none changes nothing."""
    fast = r(0, "fast-break-8-stick")
    new, events = run(fl.play_card, official(hands=((fast, CAP0), (K0,)), puck="e3"), 0, fast)
    assert kinds(events) == ["play"] and new.play == (fast,) and new.phase == USE
    chase = r(0, "dump-and-chase-1-stick")
    on, events = run(fl.play_card, official(hands=((R0, CAP0), (K0,)), play=(chase,), puck="e3"), 0, R0)
    assert kinds(events) == ["play"] and on.play == (chase, R0)
