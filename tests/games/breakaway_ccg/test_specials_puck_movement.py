"""Breakaway: CCG, the specials that move, stop or take the puck (Part 3: Two Line Pass, End to End,
Too Fast, Cycle, Stop movement, Redirect, Lost the Puck).

Rulings O48 (the nearest area 9), O59 (End to End's five areas), O63 (the path a movement leaves, which an intercept reads), O72
(Cycle), O76 (Stop movement), O77 (Too Fast), O83 (Redirect) and O84 (Lost the Puck) in
``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.specials import handlers as sh
from tabletop.games.breakaway_ccg.specials import interpreter as sp
from tabletop.games.breakaway_ccg.state import SAVE, SCORE, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_specials import (
    E2E,
    ROOKIE1,
    SHOOTER,
    SPENT,
    TOO_FAST,
    changed,
    done,
    eff,
    ev,
    glossary,
    kinds,
    laid_card,
    path,
    play_new_card,
    pos,
    pub,
    refused_citing,
    said,
    specials_offered,
    to_play,
    used,
    using,
    x,
)
from tests.games.breakaway_ccg.support import GAME, T, act, official, r, verdict


def test_two_line_pass_sends_the_puck_to_the_nearest_area_nine():
    """Glossary, Two Line Pass: the puck to the closest area 9 (ruling O48); control stays."""
    state = play_new_card(["long-bomb-4-stick"], puck="w3", control=0)
    state = act(state, 0, "special", "two-line-pass")
    assert state.puck == "nw9" and state.control == 0
    far = act(play_new_card(["long-bomb-4-stick"], puck="e2", control=0), 0, "special", "two-line-pass")
    assert far.puck == "ne9"
    loose = play_new_card(["long-bomb-4-stick"], puck="w3", control=1)
    assert verdict(loose, 0, "special", "two-line-pass").code == "special-control"


BOMB = "s1:long-bomb-4-stick"  # Two Line Pass


def test_two_line_pass_sends_the_puck_to_the_nearest_nine_as_a_pass():
    """Two Line Pass (O48, B1): the area 9 nearest the puck on the board grid; the user keeps the
    puck; its path is kept (O63); the passing bonus follows as for any pass."""
    s = pos((BOMB,), puck="w3", control=None)
    new, events = used(s, "two-line-pass")
    assert events == [
        said(0, "two-line-pass", BOMB, "Send the puck to the nearest area 9; a Clone on it is Icing."),
        pub(
            "special-move",
            "The puck goes to neutral zone by the west blue line (9).",
            {"seat": 0, "from": "w3", "to": "nw9"},
        ),
    ]
    assert changed(s, new) == {
        "puck": "nw9",
        "control": 0,
        "special_used": True,
        "effects": (eff("path", 0, "stoppage", "w3>w8>nw9", BOMB),),
    }
    for puck, nine in (
        ("e3", "ne9"),
        ("e7", "ne9"),
        ("w1", "nw9"),
        ("nw9", "nw9"),
        ("ne9", "ne9"),
        ("w7", "nw9"),
    ):
        assert sp.puck_to_closest_nine(T, pos((BOMB,), puck=puck), 0, []).puck == nine, puck
    s = pos((BOMB,), puck="c9", bonus=(2, 0))
    events = []
    new = sp.puck_to_closest_nine(T, s, 0, events)
    assert ev(events) == [
        pub("special-move", "The puck goes to center ice (9).", {"seat": 0, "from": "c9", "to": "c9"})
    ]
    assert changed(s, new) == {"bonus": (0, 0)}  # no path when it stays; the bonus is cleared
    s = pos((ROOKIE1, "s2:long-bomb-4-stick"), seat=1, puck="e2", bonus=(0, 1))
    new = sp.puck_to_closest_nine(T, s, 1, [])
    assert (new.puck, new.control, new.bonus) == ("ne9", 1, (0, 0))
    assert new.effects == (eff("path", 1, "stoppage", "e2>e0>ne9", "s2:long-bomb-4-stick"),)


def test_end_to_end_carries_the_puck_five_areas_and_shoots_free_over_both_lines():
    """Glossary, End to End: move the puck 5 areas; over both blue lines, gain the Shoot action
    (ruling O59: a path of five moves along the arrows, no area twice)."""
    from tabletop.games.breakaway_ccg.specials.interpreter import reach
    start = official(hands=((x(0, "coast-to-coast-8-skate"),), (r(1, "goal-skate"),)), puck="w3", control=0,
                     turn=0, extra=(("coast-to-coast-8-skate",), ()))
    state = act(start, 0, "play", x(0, "coast-to-coast-8-skate"))
    offered = {a.args[1] for a in GAME.legal_actions(state, 0) if a.kind == "special-area"}
    assert offered == set(reach(T, "w3", 5)) and "e8" in offered and "w3" not in offered
    assert verdict(state, 0, "special-area", "end-to-end", "e4").code == "special-reach"
    far = act(state, 0, "special-area", "end-to-end", "e8")
    assert far.puck == "e8" and far.control == 0 and far.free_shot          # from its end over both lines
    near = act(state, 0, "special-area", "end-to-end", "nw9")
    assert near.puck == "nw9" and not near.free_shot


def test_end_to_end_carries_the_puck_five_areas_and_over_both_lines_shoots_free():
    """End to End (O59): exactly five moves along the arrows, a pass (the user keeps the puck, its
    path kept); from the defensive zone into the offensive zone the Shoot is free too."""
    s = pos((E2E,), puck="w3", control=None)
    new, events = used(s, "end-to-end", area="e0")
    assert events == [
        said(
            0,
            "end-to-end",
            E2E,
            "Carry the puck five areas; over both blue lines, you may also shoot for free.",
        ),
        pub(
            "special-move",
            "The puck goes from west end, high slot (3) to east end, point (south) (0).",
            {"seat": 0, "from": "w3", "to": "e0"},
        ),
        pub("special-shoot", "Over both blue lines: Player 1 may shoot for free.", {"seat": 0}),
    ]
    assert changed(s, new) == {
        "puck": "e0",
        "control": 0,
        "free_shot": True,
        "special_used": True,
        "effects": (eff("path", 0, "stoppage", "w3>w8>nw9>c9>ne9>e0", E2E),),
    }
    new, events = used(pos((E2E,), puck="c9"), "end-to-end", area="w7")
    assert new.effects == (eff("path", 0, "stoppage", "c9>nw9>w8>w1>w5>w7", E2E),)
    assert not new.free_shot and len(events) == 2
    new, events = used(pos((E2E,), puck="w7"), "end-to-end", area="c9")  # out of its own end only
    assert (new.puck, new.free_shot, len(events)) == ("c9", False, 2)
    new, events = used(pos((E2E,), puck="nw9"), "end-to-end", area="e3")  # into the far end only
    assert (new.puck, new.free_shot, len(events)) == ("e3", False, 2)
    s1 = pos(("s2:coast-to-coast-8-skate",), seat=1, puck="e3")
    new, events = used(s1, "end-to-end", area="w0")
    assert (new.puck, new.control, new.free_shot) == ("w0", 1, True)
    assert events[-1] == pub(
        "special-shoot", "Over both blue lines: Player 2 may shoot for free.", {"seat": 1}
    )


CLONE = "mirror-play-0-glove"


def test_too_fast_is_a_stretch_pass_and_a_clone_on_it_is_offside():
    """Glossary, Too Fast: may use the Stretch Pass action, but if Cloned then Offside (ruling O77)."""
    card = "too-fast-5-skate"
    state = official(hands=((x(0, card),), (x(1, CLONE),)), puck="c9", control=0, extra=((card,), (CLONE,)))
    state = act(state, 0, "play", x(0, card))
    offered = {a.args[1] for a in GAME.legal_actions(state, 0) if a.kind == "special-area"}
    assert "e8" in offered and "ne9" in offered and "c9" not in offered and "e4" not in offered
    assert verdict(state, 0, "special-area", "too-fast", "e4").code == "special-reach"
    state = done(act(state, 0, "special-area", "too-fast", "e8"), 0)
    assert state.puck == "e8" and state.control == 0
    state = act(to_play(state, 1), 1, "play", x(1, CLONE))
    assert "clone" in kinds(state, 1)
    state = act(state, 1, "clone")
    assert state.phase == STOPPAGE and state.stoppage.reason == "offside"
    assert state.hand_max[0] == 8 and state.stoppage.chooser == 1       # against Too Fast's user


def test_too_fast_needs_the_puck():
    """Part 3, "Too Fast" (ruling O77)."""
    card = "too-fast-5-skate"
    state = laid_card(card, 1)
    assert state.turn == 1            # not offered without the puck: the card had nothing else, so the turn ended


def test_too_fast_is_a_stretch_pass_of_up_to_two_areas_along_the_shortest_way():
    """Too Fast (O77): a Stretch Pass of one or two areas; its path the shortest (O63); leaving the
    offensive zone clears a passing bonus."""
    s = pos((TOO_FAST,), puck="c9", bonus=(0, 2))
    new, events = used(s, "too-fast", area="e8")
    assert events == [
        said(
            0,
            "too-fast",
            TOO_FAST,
            "A Stretch Pass of one or two areas; a Clone laid on it calls Offside against you.",
        ),
        pub(
            "special-move",
            "The puck goes from center ice (9) to east end, point (north) (8).",
            {"seat": 0, "from": "c9", "to": "e8"},
        ),
    ]
    assert changed(s, new) == {
        "puck": "e8",
        "special_used": True,
        "bonus": (0, 0),
        "effects": (eff("path", 0, "stoppage", "c9>ne9>e8", TOO_FAST),),
    }
    new, _ = used(pos((TOO_FAST,), puck="e3", bonus=(1, 0)), "too-fast", area="e6")  # inside the far end: +1
    assert (new.puck, new.bonus) == ("e6", (2, 0))
    assert new.effects == (eff("path", 0, "stoppage", "e3>e2>e6", TOO_FAST),)


def test_stretches_up_to_their_reach_take_the_shortest_way_and_exact_ones_the_exact_count():
    """O63, O77: a Stretch Pass of up to two areas is taken along the shortest way; O59: End to End's
    five moves are five, even where a shorter way exists."""
    new, _ = used(pos((TOO_FAST,), puck="e3"), "too-fast", area="e2")
    assert new.effects == (eff("path", 0, "stoppage", "e3>e2", TOO_FAST),)
    new, _ = used(pos((E2E,), puck="c9"), "end-to-end", area="e8")
    assert new.effects == (eff("path", 0, "stoppage", "c9>ne9>e0>e2>e3>e8", E2E),)


CYCLER = "s1:rushed-change-2-stick"       # no action nor color: nothing else to use


def test_cycle_offers_the_areas_one_or_two_arrows_away_to_the_side_with_the_puck():
    """Part 3, Cycle: move the puck up to two areas (O72: its user controls it, no shot under way)."""
    state = using(CYCLER)
    assert sh._cycle_actions(T, state, "cycle") == [Action(0, "special-area", ("cycle", a))
                                                    for a in ("nw9", "ne9", "w8", "w0", "e8", "e0")]
    assert sh._cycle_actions(T, using(CYCLER, seat=1, puck="e8"), "cycle") == [
        Action(1, "special-area", ("cycle", a)) for a in ("e0", "e1", "e3", "ne9", "e2", "e4", "e5", "c9")]
    assert sh._cycle_actions(T, using(CYCLER, control=1), "cycle") == []
    assert sh._cycle_actions(T, using(CYCLER, control=None), "cycle") == []
    assert sh._cycle_actions(T, using(CYCLER, shot=0), "cycle") == []


def test_cycle_names_an_area_within_two_arrows():
    """Part 3, Cycle: up to two areas along the arrows (O72)."""
    state = using(CYCLER)
    assert sh._cycle_check(T, state, Action(0, "special-area", ("cycle", "ne9"))) == ALLOWED
    assert sh._cycle_check(T, state, Action(0, "special-area", ("cycle", "e8"))) == ALLOWED
    for far in ("e3", "c9"):
        refused_citing(sh._cycle_check(T, state, Action(0, "special-area", ("cycle", far))), "special-reach",
                "Cycle moves the puck one or two areas along the arrows.", glossary("Cycle"))
    refused_citing(sh._cycle_check(T, state, Action(0, "special", ("cycle",))), "special-area",
            "Cycle names the area the puck goes to.", glossary("Cycle"))


def test_cycle_moves_the_puck_two_areas_and_nobody_controls_it():
    """Part 3, Cycle: the puck moves and its user loses control (O72: recorded as the card's move,
    not an action's; a pass for the bonus, which stays while the puck stays in the zone)."""
    state = using(CYCLER, hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)), puck="e8", bonus=(2, 0))
    events = []
    after = sh._cycle_apply(T, state, Action(0, "special-area", ("cycle", "e4")), events)
    assert events[0] == Event("special", "Cycle: Player 1 cycles the puck from east end, point (north) (8) to "
                                         "east end, low slot (4) and gives up control.")
    assert events[0].data == {"seat": 0, "special": "cycle", "from": "e8", "to": "e4"}
    # the special used, the card offers nothing more: the turn ends (seat 1 is to play)
    assert (after.puck, after.control, after.bonus, after.turn) == ("e4", None, (2, 0), 1)
    assert path(0, "e8>e1>e4", CYCLER) in after.effects


def test_cycle_uses_the_cards_special_and_the_turn_goes_on_while_the_card_has_more():
    """Phases of a Turn: one special per card; the card's ability is still there to use (O72)."""
    rookie = r(0, "rookie-0-helmet")
    after = sh._cycle_apply(T, using(rookie, puck="e8"), Action(0, "special-area", ("cycle", "e4")), [])
    assert (after.turn, after.phase, after.special_used, after.puck) == (0, USE, True, "e4")


def test_cycle_one_area_out_of_the_zone_clears_the_bonus():
    """Part 3, Cycle (O72): one area along an arrow; leaving the offensive zone ends the bonus (O61)."""
    state = using(CYCLER, hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)), puck="e8", bonus=(2, 0))
    after = sh._cycle_apply(T, state, Action(0, "special-area", ("cycle", "ne9")), [])
    assert (after.puck, after.bonus) == ("ne9", (0, 0))
    assert path(0, "e8>ne9", CYCLER) in after.effects


def test_stop_movement_sends_the_puck_back_where_the_opponents_card_found_it():
    """Glossary, Stop movement: stop all movement and placement of the puck by the opponent's last
    card (ruling O76: as Green's stop, control unchanged); not as a Shot Card."""
    card = "gap-control-3-glove"
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, card),)), puck="c9", control=0,
                     extra=((), (card,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    state = act(to_play(state, 1), 1, "play", x(1, card))
    assert "stop-movement" in specials_offered(state, 1)
    state = act(state, 1, "special", "stop-movement")
    assert state.puck == "c9" and state.control == 0 and state.special_used
    assert verdict(state, 1, "special", "stop-movement").code == "one-special"


def test_stop_movement_needs_a_movement_to_stop():
    """Part 3, "Stop movement" (ruling O76)."""
    card = "gap-control-3-glove"
    state = laid_card(card, 1, (r(1, "rookie-0-glove"),))
    assert verdict(state, 0, "special", "stop-movement").code == "special-opponent-moved"


def test_redirect_undoes_the_opponents_move_then_places_the_puck_which_green_may_stop():
    """Glossary, Redirect: stop the opponent's last movement, then place the puck up to an equal
    number of areas; the opponent's Green may stop this placement (ruling O83)."""
    card, green = "redirect-5-glove", r(0, "shutdown-defender-2-helmet")
    state = official(hands=((r(0, "stretch-pass-6-glove"), green), (x(1, card),)), puck="c9", control=0,
                     extra=((), (card,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    state = act(to_play(state, 1), 1, "play", x(1, card))
    offered = {a.args[1] for a in GAME.legal_actions(state, 1) if a.kind == "special-area"}
    assert "w8" in offered and "e8" in offered and "w4" not in offered
    assert verdict(state, 1, "special-area", "redirect", "w4").code == "special-reach"
    state = act(state, 1, "special-area", "redirect", "w8")
    assert state.puck == "w8" and state.control == 0
    state = done(act(state, 1, "body-check"), 1)                   # the card's own action, owed
    state = act(to_play(state, 0), 0, "play", green)
    state = act(state, 0, "stop-movement")
    assert state.puck == "c9" and state.control == 1


def test_redirect_is_refused_to_the_side_with_the_puck():
    """Part 3, "Redirect" (ruling O83)."""
    card = "redirect-5-glove"
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, card),)), puck="c9", control=0,
                     extra=((), (card,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    state = evolve(to_play(state, 1), control=1)
    state = act(state, 1, "play", x(1, card))
    assert verdict(state, 1, "special-area", "redirect", "w8").code == "special-no-control"


REDIRECT = "s2:redirect-5-glove"
PASSER = r(0, "stretch-pass-6-glove")


def redirecting(moved="c9>ne9>e8!", **fields):
    """Seat 1 lays Redirect on seat 0's card, which moved the puck along ``moved``."""
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    effects = (path(0, moved, PASSER),) if moved else ()
    fields.setdefault("control", 0)
    return using(REDIRECT, (PASSER,), seat=1, puck=moved.rstrip("!").split(">")[-1] if moved else "e8",
                 effects=effects, **fields)


def test_redirect_places_up_to_as_many_areas_as_the_opponents_card_moved_it():
    """Part 3, Redirect: up to an equal number of areas, counted from where the card found the puck (O83)."""
    assert sh._redirect_areas(T, redirecting()) == ("w8", "w0", "nw9", "ne9", "e8", "e0")
    assert sh._redirect_areas(T, redirecting("c9>ne9")) == ("nw9", "ne9")
    assert sh._redirect_areas(T, redirecting("c9")) == ()
    assert sh._redirect_areas(T, redirecting(None)) == ()
    assert sh._redirect_areas(T, redirecting("c9>ne9>e8>e3!")) == \
        ("w1", "w3", "w2", "w8", "w0", "nw9", "ne9", "e8", "e0", "e1", "e3", "e2")
    assert sh._redirect_actions(T, redirecting("c9>ne9"), "redirect") == [
        Action(1, "special-area", ("redirect", "nw9")), Action(1, "special-area", ("redirect", "ne9"))]
    assert sh._redirect_actions(T, redirecting(None), "redirect") == []
    own = evolve(redirecting(None), effects=(path(1, "c9>ne9>e8", PASSER),))
    assert sh._redirect_areas(T, own) == ()              # a movement the user's own side made is not the opponent's


def test_redirect_refuses_an_area_beyond_its_reach():
    """Part 3, Redirect (O83): the placement names an area within the count."""
    state = redirecting()
    assert sh._redirect_check(T, state, Action(1, "special-area", ("redirect", "w8"))) == ALLOWED
    refused_citing(sh._redirect_check(T, state, Action(1, "special-area", ("redirect", "w4"))), "special-reach",
            "Redirect places the puck up to as many areas as the opponent's card moved it, counted from where "
            "that card found it.", glossary("Redirect"))
    refused_citing(sh._redirect_check(T, state, Action(1, "special", ("redirect",))), "special-area",
            "Redirect names the area it places the puck in.", glossary("Redirect"))
    # with no movement to count the data's condition (opponent-moved) refuses it, not the handler
    assert sh._redirect_check(T, redirecting(None), Action(1, "special-area", ("redirect", "w4"))) == ALLOWED


def test_redirect_stops_the_movement_then_places_the_puck():
    """Part 3, Redirect: the movement is stopped (as Green) and the puck placed; control does not
    change, and the placement is recorded as the card's, for a Green to stop (O83)."""
    events = []
    state = sh._redirect_apply(T, redirecting(bonus=(1, 0)), Action(1, "special-area", ("redirect", "w8")), events)
    assert [e.kind for e in events[:2]] == ["stop-movement", "special-move"]
    assert events[0].data == {"seat": 1, "to": "c9", "special": "redirect"}
    assert "Player 2 uses Redirect" in events[0].text
    assert events[1] == Event("special-move", "Redirect: Player 2 places the puck in west end, point (north) (8).")
    assert events[1].data == {"seat": 1, "from": "c9", "to": "w8", "special": "redirect"}
    assert (state.puck, state.control, state.special_used, state.bonus) == ("w8", 0, True, (0, 0))
    assert path(1, "c9>nw9>w8", REDIRECT) in state.effects
    assert not any(e.kind == "path" and e.card == PASSER for e in state.effects)
    assert state.turn == 1
    ended = sh._redirect_apply(T, redirecting(**SPENT), Action(1, "special-area", ("redirect", "w8")), [])
    assert (ended.turn, ended.puck) == (0, "w8")


def test_redirect_out_of_the_zone_clears_the_bonus_the_stopped_move_left():
    """Part 3, Redirect (O83): stopped inside seat 0's offensive zone the bonus stays; the placement
    out of the zone clears it (O61), whoever has the puck, here nobody."""
    state = redirecting("e3>e1>e8!", bonus=(1, 0), control=None)
    after = sh._redirect_apply(T, state, Action(1, "special-area", ("redirect", "ne9")), [])
    assert (after.puck, after.control, after.bonus) == ("ne9", None, (0, 0))
    assert path(1, "e3>e8>ne9", REDIRECT) in after.effects
    kept = sh._redirect_apply(T, state, Action(1, "special-area", ("redirect", "e4")), [])
    assert (kept.puck, kept.bonus) == ("e4", (1, 0))


LOST_ID = "lost-the-puck-1-helmet"


def test_lost_the_puck_intercepts_a_movement_over_a_blue_line():
    """Glossary, Lost the Puck: intercept the puck if it crossed a blue line, from the opponent's last
    card (its full movement, halved as Intercept does; ruling O84)."""
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, LOST_ID),)), puck="c9", control=0,
                     extra=((), (LOST_ID,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    path = next(e.detail for e in state.effects if e.kind == "path").rstrip("!").split(">")
    state = act(to_play(state, 1), 1, "play", x(1, LOST_ID))
    state = act(state, 1, "special", "lost-the-puck")
    assert state.control == 1 and state.puck == path[1]


def test_lost_the_puck_needs_a_blue_line_crossing():
    """Part 3, "Lost the Puck" (ruling O84)."""
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, LOST_ID),)), puck="c9", control=0,
                     extra=((), (LOST_ID,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "ne9"), 0)
    state = act(to_play(state, 1), 1, "play", x(1, LOST_ID))
    assert verdict(state, 1, "special", "lost-the-puck").code == "no-blue-line"


def test_lost_the_puck_as_the_shot_card_stops_the_shot_and_takes_the_puck():
    """Glossary, Lost the Puck: if used as a shot card, stop the shot and take control where it was taken."""
    state = official(hands=((r(0, "shot-on-goal-4-helmet"),), (x(1, LOST_ID),)), puck="e4", control=0, turn=0,
                     extra=((), (LOST_ID,)))
    state = done(act(act(state, 0, "play", r(0, "shot-on-goal-4-helmet")), 0, "shoot"), 0)
    state = act(state, 1, "play", x(1, LOST_ID))
    state = act(state, 1, "special", "lost-the-puck")
    assert state.shot is None and state.stage is None and state.control == 1 and state.puck == "e4"


def test_a_blue_line_is_crossed_between_the_neutral_zone_and_an_end_zone():
    """Part 3, Lost the Puck: "crossed a Blue Line" (O84: a move between the neutral zone and an end zone)."""
    cross = sh._crossed_blue_line
    assert cross(T, ("c9", "ne9", "e8")) is True
    assert cross(T, ("e8", "ne9")) is True
    assert cross(T, ("w8", "nw9", "c9")) is True
    assert cross(T, ("nw9", "c9", "ne9")) is False
    assert cross(T, ("e8", "e1", "e4")) is False
    assert cross(T, ("w3", "w8")) is False


LOST = "s2:lost-the-puck-1-helmet"


def losing(moved="c9>ne9>e8!", below=PASSER, **fields):
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    effects = (path(0, moved, below),) if moved else ()
    fields.setdefault("puck", moved.rstrip("!").split(">")[-1] if moved else "e8")
    return using(LOST, (below,), seat=1, control=0, effects=effects, **fields)


def test_lost_the_puck_needs_a_blue_line_crossing_by_the_card_beneath():
    """Part 3, Lost the Puck: intercept only a movement over a blue line by the opponent's last card
    (O84), which a No Intercept card refuses (O52)."""
    action = Action(1, "special", ("lost-the-puck",))
    assert sh._lost_check(T, losing(), action) == ALLOWED
    assert sh._lost_actions(T, losing(), "lost-the-puck") == [action]
    no_line = ("Lost the Puck intercepts only a movement of the opponent's last card that crossed a blue line.")
    for moved in ("c9>ne9!", "e8", None):
        refused_citing(sh._lost_check(T, losing(moved), action), "no-blue-line", no_line, glossary("Lost the Puck"))
        assert sh._lost_actions(T, losing(moved), "lost-the-puck") == []
    assert sh._lost_check(T, losing("ne9>e8!"), action) == ALLOWED
    own = evolve(losing(None), effects=(path(1, "c9>ne9>e8!", PASSER),))
    refused_citing(sh._lost_check(T, own, action), "no-blue-line", no_line, glossary("Lost the Puck"))
    feed = "s1:clean-feed-3-helmet"
    assert sh._lost_check(T, losing(below=feed), action).code == "no-intercept"
    refused_citing(sh._lost_check(T, losing(), Action(1, "special-area", ("lost-the-puck", "c9"))), "special-kind",
            "Lost the Puck is used as a special.", glossary("Lost the Puck"))


def test_lost_the_puck_during_a_shot_works_only_as_the_shot_card():
    """Part 3, Lost the Puck: used as a Shot Card it stops the shot (O84); otherwise not during a shot."""
    action = Action(1, "special", ("lost-the-puck",))
    shot_card = using(LOST, (SHOOTER,), seat=1, puck="e4", control=0, shot=0, stage=SCORE, shot_from=0)
    assert sh._lost_check(T, shot_card, action) == ALLOWED
    assert sh._lost_actions(T, shot_card, "lost-the-puck") == [action]
    later = evolve(losing(), shot=0, stage=SAVE)
    refused_citing(sh._lost_check(T, later, action), "lost-during-shot",
            "During a shot, Lost the Puck works only as the Shot Card.", glossary("Lost the Puck"))


def test_lost_the_puck_as_the_shot_card_stops_the_shot_where_it_was_taken():
    """Part 3, Lost the Puck: as a Shot Card, stop the shot and take the puck where it was shot from
    (O84: no stoppage, the user's turn goes on)."""
    play = (r(0, "rookie-0-stick"), r(1, "rookie-0-skate"), SHOOTER)
    state = official(play=(*play, LOST), turn=1, phase=USE, puck="e4", control=0, shot=0, stage=SCORE,
                     shot_from=2, hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    events = []
    after = sh._lost_apply(T, state, Action(1, "special", ("lost-the-puck",)), events)
    assert events[0] == Event("special", "Lost the Puck: Player 2 stops the shot and takes the puck in east end, "
                                         "low slot (4).")
    assert events[0].data == {"seat": 1, "special": "lost-the-puck", "area": "e4"}
    assert (after.shot, after.stage, after.shot_from, after.control, after.puck, after.special_used) == \
        (None, None, 0, 1, "e4", True)
    assert after.turn == 1
    ended = sh._lost_apply(T, evolve(state, **SPENT), Action(1, "special", ("lost-the-puck",)), [])
    assert (ended.turn, ended.control, ended.shot) == (0, 1, None)


def test_lost_the_puck_takes_the_puck_halfway_along_the_movement():
    """Part 3, Lost the Puck: the opponent's full movement, halved as Intercept (O84, O63); the puck
    leaving the zone clears the passing bonus."""
    events = []
    state = sh._lost_apply(T, losing(bonus=(2, 0)), Action(1, "special", ("lost-the-puck",)), events)
    assert events[0] == Event("intercept", "Lost the Puck: Player 2 intercepts the puck in neutral zone by the "
                                           "east blue line (9).")
    assert events[0].data == {"seat": 1, "area": "ne9", "special": "lost-the-puck"}
    assert (state.puck, state.control, state.special_used, state.bonus) == ("ne9", 1, True, (0, 0))
    longer = sh._lost_apply(T, losing("w0>nw9>c9>ne9!"), Action(1, "special", ("lost-the-puck",)), [])
    assert longer.puck == "nw9"
    # the puck already lies at the halfway point: no move, so the bonus stands
    still = sh._lost_apply(T, losing(puck="ne9", bonus=(2, 0)), Action(1, "special", ("lost-the-puck",)), [])
    assert (still.puck, still.control, still.bonus) == ("ne9", 1, (2, 0))
    assert state.turn == 1
    ended = sh._lost_apply(T, losing(**SPENT), Action(1, "special", ("lost-the-puck",)), [])
    assert (ended.turn, ended.puck, ended.control) == (0, "ne9", 1)
    # taken inside the user's offensive zone and carried on from there: a pass for the bonus (O63, O61)
    events = []
    deep = sh._lost_apply(T, losing("nw9>w8>w3>w4!"), Action(1, "special", ("lost-the-puck",)), events)
    assert (deep.puck, deep.control, deep.bonus) == ("w8", 1, (0, 1))
    assert events[1] == Event("passing-bonus", "A pass in the offensive zone: Player 2's passing bonus is +1.")
    # only the opponent's record of the card's movement counts (O84)
    both = evolve(losing(), effects=(path(1, "w0>nw9>c9>ne9", PASSER), path(0, "c9>ne9>e8!", PASSER)))
    assert sh._lost_apply(T, both, Action(1, "special", ("lost-the-puck",)), []).puck == "ne9"


def test_cycle_may_use_the_move_along_the_boards_to_the_area_of_the_card_s_number():
    """Part 3, Cycle: besides the two-area move that gives up control, the card may use its Move to take
    the puck to the area of its own number in the same zone, along the boards; that uses both the
    card's action and its special, and the puck stays with the user."""
    captain = r(0, "captain-8-helmet")          # Move, number 8
    state = official(hands=((), ()), play=(captain,), phase=USE, puck="e2", control=0,
                     effects=(Effect("gain-special", 0, "stoppage", "cycle", captain),))
    moves = {a.args[0] for a in GAME.legal_actions(state, 0) if a.kind == "move"}
    assert moves == set(T.arrows["e2"]) | {"e8"}          # e8 is not one arrow from e2
    assert GAME.describe_action(state, Action(0, "move", ("e8",))) == (
        f"Cycle: move the puck along the boards to {T.area_name['e8']}")
    new, events = GAME.apply(state, Action(0, "move", ("e8",)))
    assert new.puck == "e8" and new.control == 0 and new.special_used and new.action_used
    assert events[0].text.startswith("Cycle: Player 1 moves the puck along the boards")
    assert path(0, "e2>e6>e7>e5>e1>e8!", captain) in new.effects      # the way an Intercept reads
    plain = evolve(state, effects=())
    assert verdict(plain, 0, "move", "e8").code == "not-adjacent"       # no Cycle, no long Move
    spent = evolve(state, special_used=True)
    assert verdict(spent, 0, "move", "e8").code == "not-adjacent"
    across = evolve(state, puck="c9")                       # the neutral zone has no area 8
    assert Action(0, "move", ("e8",)) not in GAME.legal_actions(across, 0)
