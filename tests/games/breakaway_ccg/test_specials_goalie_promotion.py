"""Breakaway: CCG, the goalie specials (Part 3: Goalie Promotion and its four wilds Glove, Skate,
Helmet and Stick, each with a colored X; Pull Goalie, named in Part 2's "Specials" list, with Part 2's
"Pull Goalie").

Rulings O49 (Glove), O50 (Pull Goalie), O101 (the colored X), O102 (Skate) and O103 (Stick) in
``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg.official.basics import Stoppage
from tabletop.games.breakaway_ccg.specials import handlers as sh
from tabletop.games.breakaway_ccg.specials import interpreter as sp
from tabletop.games.breakaway_ccg.specials import play, windows
from tabletop.games.breakaway_ccg.state import SAVE, STOPPAGE, evolve
from tests.games.breakaway_ccg.helpers_specials import (
    BRK1,
    GLOVE,
    GRINDER,
    PLAYMAKER,
    PULL,
    ROOKIE,
    ROOKIE1,
    SPENT,
    changed,
    eff,
    ev,
    glossary,
    legal,
    path,
    play_new_card,
    pos,
    pub,
    refused,
    refused_citing,
    said,
    to_phase_2,
    used,
    using,
    x,
)
from tests.games.breakaway_ccg.support import GAME, T, act, official, r, verdict


def test_goalie_glove_stops_play_and_the_defending_side_chooses():
    """Glossary, Goalie Promotion, Glove: Stoppage, cannot be ignored (ruling O49)."""
    state = play_new_card(["glove-save-g-glove"], puck="w5", control=1)
    state = act(state, 0, "special", "goalie-glove")
    assert state.phase == "stoppage" and state.stoppage.reason == "end-zone" and state.stoppage.chooser == 0


def test_goalie_glove_s_stoppage_is_at_the_puck_s_end_and_the_side_defending_it_chooses():
    """Goalie Promotion, Glove (O49): play stops at once, the face-off at the dot nearest the puck;
    the side whose end the puck is in chooses the circle, else the user."""
    s = pos((GLOVE,), puck="e3")
    new, events = used(s, "goalie-glove")
    assert events[:2] == [
        said(0, "goalie-glove", GLOVE, "The goalie freezes the puck: play stops. This cannot be ignored."),
        pub(
            "special-stoppage",
            "Goalie Promotion (Glove): play stops.",
            {"seat": 0, "special": "goalie-glove"},
        ),
    ]
    assert new.phase == STOPPAGE and new.stoppage == Stoppage("end-zone", "east-end", 1)
    new, _ = used(pos((GLOVE,), puck="w3"), "goalie-glove")
    assert new.stoppage == Stoppage("end-zone", "west-end", 0)
    assert [
        sp.defending_side(T, pos(()), seat=0) if False else sp.defending_side(T, pos((), puck=p), s)
        for p, s in (("e3", 0), ("w3", 0), ("c9", 0), ("e3", 1), ("w3", 1), ("c9", 1))
    ] == [1, 0, 0, 1, 0, 1]
    assert sp.unignorable(T, GLOVE and pos((GLOVE,)), GLOVE)


def test_goalie_skate_save_keeps_the_puck_without_a_stoppage():
    """Glossary, Goalie Promotion (Skate): when its Save is used, stop play or put the puck in an
    adjacent area and take it (ruling O102: no whistle, the shot's cards are discarded)."""
    kick = x(1, "kick-save-g-skate")
    shot = (r(0, "sniper-7-stick"), r(1, "rookie-0-glove"), r(0, "goal-helmet"))
    state = official(hands=((r(0, "rookie-0-helmet"),), (kick,)), play=shot, puck="e3", control=0, turn=1, shot=0,
                     stage="save", shot_from=0, extra=((), ("kick-save-g-skate",)))
    state = act(state, 1, "play", kick)
    areas = {a.args[1] for a in legal(state, 1, "special-area")}
    assert areas == set(T.arrows["e3"]) and Action(1, "save") in GAME.legal_actions(state, 1)
    assert not verdict(state, 1, "special-area", "goalie-skate", "c9").ok
    state = act(state, 1, "special-area", "goalie-skate", "e1")
    assert state.phase != STOPPAGE and state.puck == "e1" and state.control == 1
    assert state.shot is None and not state.play and kick in state.discards[1]
    assert state.turn == 0


KICK = "s1:kick-save-g-skate"  # Goalie Promotion (Skate)


def test_goalie_skate_s_save_places_the_puck_next_to_it_without_a_whistle():
    """Goalie Promotion, Skate (O102): answering a Score, the puck goes to an area next to it and the
    saver keeps it; the shot's cards are discarded and play goes on."""
    s = pos(
        (GRINDER, ROOKIE1, KICK),
        shot=1,
        stage=SAVE,
        shot_from=1,
        puck="w4",
        control=1,
        hands=((ROOKIE,), (BRK1,)),
    )
    areas = ("w1", "w2", "w3", "w5", "w6")
    assert sp.save_actions(T, s) == [Action(0, "special-area", ("goalie-skate", a)) for a in areas]
    assert sp.save_actions(T, evolve(s, special_used=True)) == []
    assert sp.save_actions(T, evolve(s, effects=(eff("cancelled", 1, "stoppage", "", KICK),))) == []
    assert sp.save_actions(T, evolve(s, play=(GRINDER, ROOKIE1, ROOKIE))) == []
    assert sp.save_verdict(T, s, "goalie-skate", "w3") == ALLOWED
    refused(
        sp.save_verdict(T, s, "goalie-skate", "e3"),
        "special-reach",
        "Goalie Promotion (Skate) puts the puck in an area next to where it is.",
        "Goalie Promotion (Skate)",
    )
    refused(
        sp.save_verdict(T, evolve(s, special_used=True), "goalie-skate", "w3"),
        "special-reach",
        "Goalie Promotion (Skate) puts the puck in an area next to where it is.",
        "Goalie Promotion (Skate)",
    )
    refused(
        sp.save_verdict(T, s, "crowd", "w3"),
        "save-now",
        "You played this card to stop the score: use its Save (its abilities first, if you like).",
        "Crowd",
    )
    wild = evolve(
        s,
        play=(GRINDER, ROOKIE1, ROOKIE),
        effects=(eff("gain-special", 0, "stoppage", "goalie-skate", ROOKIE),),
    )
    assert sp.save_verdict(T, wild, "goalie-skate", "w3") == ALLOWED
    assert sp.save_rules(T, KICK) == [("goalie-skate", T.cards.special_rules["goalie-skate"][0])]
    assert sp.save_rules(T, ROOKIE, wild) == [("goalie-skate", T.cards.special_rules["goalie-skate"][0])]
    assert sp.save_rules(T, ROOKIE) == []
    events = []
    new = play.save_keep(T, s, "goalie-skate", "w3", events)
    assert ev(events)[0] == pub(
        "save",
        "Player 1 saves! Goalie Promotion (Skate): no whistle, the goalie puts the "
        "puck in west end, high slot (3) and keeps it.",
        {"seat": 0, "special": "goalie-skate", "area": "w3"},
    )
    assert events[1].kind == "end-turn"
    assert (new.play, new.discards, new.puck, new.control, new.shot, new.stage, new.shot_from, new.turn) == (
        (GRINDER,),
        ((KICK,), (ROOKIE1,)),
        "w3",
        0,
        None,
        None,
        0,
        1,
    )


def test_goalie_helmet_stretches_the_puck_up_to_three_areas():
    """Glossary, Goalie Promotion (Helmet): a Stretch Pass of three spaces (ruling O103: up to three
    areas along the arrows, keeping control)."""
    outlet = x(1, "outlet-goalie-g-helmet")
    state = official(hands=((), (outlet,)), play=(r(0, "rookie-0-stick"),), puck="e3", control=1, turn=1,
                     extra=((), ("outlet-goalie-g-helmet",)))
    state = act(state, 1, "play", outlet)
    areas = {a.args[1] for a in legal(state, 1, "special-area")}
    assert "c9" in areas and all(a in areas for a in T.arrows["e3"])
    state = act(state, 1, "special-area", "goalie-helmet", "c9")
    assert state.puck == "c9" and state.control == 1


def test_goalie_stick_intercepts_only_in_its_defensive_zone():
    """Glossary, Goalie Promotion (Stick): the Intercept action in the defensive zone (ruling O103)."""
    stick = x(1, "stick-save-g-stick")

    def stick_turn(puck, to):
        """Seat 0 moves the puck from ``puck`` to ``to``; then seat 1 lays the Stick."""
        state = official(hands=((r(0, "rookie-0-helmet"),), (stick,)), puck=puck, control=0, turn=0,
                         extra=((), ("stick-save-g-stick",)))
        state = act(act(state, 0, "play", r(0, "rookie-0-helmet")), 0, "move", to)
        if state.turn == 0:
            state = act(state, 0, "end")
        return act(to_phase_2(state, 1), 1, "play", stick)

    state = stick_turn("e8", "e1")
    assert Action(1, "special", ("goalie-stick",)) in GAME.legal_actions(state, 1)
    state = act(state, 1, "special", "goalie-stick")
    assert state.puck == "e8" and state.control == 1
    far = stick_turn("c9", "ne9")
    v = verdict(far, 1, "special", "goalie-stick")
    assert not v.ok and v.code == "special-defensive-zone"


STICK = "s2:stick-save-g-stick"
MOVER = r(0, "rookie-0-helmet")


def intercepting(moved="e8>e1!", **fields):
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    effects = (path(0, moved, MOVER),) if moved else ()
    return using(STICK, (MOVER,), seat=1, puck=(moved or "e8>e1").rstrip("!").split(">")[-1], control=0,
                 effects=effects, **fields)


def test_the_goalie_stick_intercepts_only_in_its_users_defensive_zone():
    """Part 3, Goalie Promotion (Stick): the Intercept action in the defensive zone (O103)."""
    name = "Goalie Promotion (Stick)"
    action = Action(1, "special", ("goalie-stick",))
    assert sh._stick_check(T, intercepting(), action) == ALLOWED
    assert sh._stick_actions(T, intercepting(), "goalie-stick") == [action]
    far = intercepting("c9>ne9!")
    refused_citing(sh._stick_check(T, far, action), "special-defensive-zone",
            f"{name}: the goalie intercepts only in your defensive zone.", glossary(name))
    assert sh._stick_actions(T, far, "goalie-stick") == []
    seat0 = using(r(0, "rookie-0-stick"), (r(1, "rookie-0-skate"),), puck="w1", control=1)
    assert sh._stick_check(T, seat0, Action(0, "special", ("goalie-stick",))).code != "special-defensive-zone"
    refused_citing(sh._stick_check(T, intercepting(), Action(1, "special-area", ("goalie-stick", "e8"))), "special-kind",
            f"{name} is used as a special.", glossary(name))
    unmoved = intercepting(None)
    verdict = sh._stick_check(T, unmoved, action)
    assert (verdict.ok, verdict.code) == (False, "nothing-to-intercept")      # Intercept's own rule (O63)
    assert sh._stick_actions(T, unmoved, "goalie-stick") == []


def test_the_goalie_stick_intercepts_halfway_along_the_movement():
    """Part 3, Goalie Promotion (Stick): Intercept as the card's special (O103, O63)."""
    events = []
    state = sh._stick_apply(T, intercepting(), Action(1, "special", ("goalie-stick",)), events)
    assert events[0] == Event("intercept", "Player 2 intercepts the puck in east end, point (north) (8).")
    assert events[0].data == {"seat": 1, "area": "e8", "special": "goalie-stick"}
    assert (state.puck, state.control, state.special_used, state.action_used) == ("e8", 1, True, False)
    assert state.turn == 1
    ended = sh._stick_apply(T, intercepting(**SPENT), Action(1, "special", ("goalie-stick",)), [])
    assert (ended.turn, ended.puck, ended.control) == (0, "e8", 1)


def test_goalie_promotions_cancel_a_card_laid_on_them_with_their_x_color():
    """Glossary, Goalie Promotion (Skate): gains the Orange X; Symbols, Colored X: a card with the
    matching usable ability played on top is Cancelled (ruling O101)."""
    from tabletop.games.breakaway_ccg.official import basics as fl
    kick = x(1, "kick-save-g-skate")
    state = official(hands=((r(0, "playmaker-5-helmet"), r(0, "rookie-0-helmet")), ()), play=(kick,),
                     extra=((), ("kick-save-g-skate",)), puck="c9", control=0, turn=0)
    orange = act(state, 0, "play", r(0, "playmaker-5-helmet"))
    assert fl.cancelled(orange, r(0, "playmaker-5-helmet"))
    assert orange.turn == 1 or "move" not in {a.kind for a in GAME.legal_actions(orange, 0)}
    pink = act(state, 0, "play", r(0, "rookie-0-helmet"))
    assert not fl.cancelled(pink, r(0, "rookie-0-helmet"))


def test_a_goalie_promotion_s_x_cancels_a_card_laid_with_its_color():
    """Goalie Promotion's colored X (O101): a card laid on it by the other side with that color usable
    is Cancelled while in play; without the color nothing happens."""
    kick = "s2:kick-save-g-skate"
    s = pos((kick, PLAYMAKER))  # Playmaker carries Orange
    events = []
    new = windows.on_played_on(T, s, 0, PLAYMAKER, kick, events)
    assert ev(events) == [
        pub(
            "special",
            "Goalie Promotion (Skate): Playmaker 5 (helmet) carries orange onto Kick Save "
            "(G) (skate)'s orange X and is Cancelled.",
            {"seat": 0, "special": "goalie-skate", "card": PLAYMAKER},
        )
    ]
    assert changed(s, new) == {"effects": (eff("cancelled", 0, "stoppage", "goalie-skate", PLAYMAKER),)}
    events = []
    s = pos((kick, ROOKIE))
    assert windows.on_played_on(T, s, 0, ROOKIE, kick, events) is s and events == []
    assert sp.cancel_on(T, s, 0, ROOKIE, kick, "goalie-skate", "orange", events) is s and events == []
    outlet = "s2:outlet-goalie-g-helmet"
    s = pos((outlet, PLAYMAKER))
    assert windows.on_played_on(T, s, 0, PLAYMAKER, outlet, []) is s  # Blue X: no blue on a Playmaker


def test_a_colored_x_reads_the_colors_the_laying_side_may_use():
    """O101 with Fights (O37): a side that lost a color in a fight does not carry it onto the X."""
    kick = "s2:kick-save-g-skate"
    lost = (eff("lose-colors", 0, "period", "orange"),)
    s = pos((kick, PLAYMAKER), effects=lost, goalie_pulled=(False, True))
    assert windows.on_played_on(T, s, 0, PLAYMAKER, kick, []) is s
    s = pos((kick, PLAYMAKER), effects=(eff("lose-colors", 1, "period", "orange"),))
    assert windows.on_played_on(T, s, 0, PLAYMAKER, kick, []).effects[-1] == eff(
        "cancelled", 0, "stoppage", "goalie-skate", PLAYMAKER
    )


def test_the_pull_goalie_special_pulls_the_goalie_from_the_next_phase_one():
    """Pull Goalie (named in the list; ruling O50): as Phase 1's Pull Goalie, out at the next Phase 1."""
    state = act(play_new_card(["empty-net-call-skate"], puck="c9", control=0), 0, "special", "pull-goalie")
    assert any(e.kind == "goalie-pulling" and e.seat == 0 for e in state.effects)
    assert verdict(state, 0, "special", "pull-goalie").code == "one-special"
    pulled = play_new_card(["empty-net-call-skate"], puck="c9", control=0, goalie_pulled=(True, False))
    assert verdict(pulled, 0, "special", "pull-goalie").code == "special-goalie-in"


def test_pull_goalie_marks_the_goalie_leaving_at_the_next_turn():
    """Pull Goalie (O50): the goalie leaves at the start of the user's next turn."""
    s = pos((PULL,))
    new, events = used(s, "pull-goalie")
    assert events == [
        said(
            0,
            "pull-goalie",
            PULL,
            "Your goalie heads for the bench: pulled from the start of your next turn.",
        ),
        pub("pull-goalie", "Player 1 will pull the goalie at the start of the next turn.", {"seat": 0}),
    ]
    assert changed(s, new) == {"special_used": True, "effects": (eff("goalie-pulling", 0, "stoppage"),)}
