"""Breakaway: CCG, the specials that start fights or draw penalties (Part 3: Start a Fight, Tilt,
Diving, Penalty Shot, Stick Lift, I Saw That; Part 2, "Penalties" and "Fights").

Rulings O45 (Start a Fight's misconduct), O55 (Penalty Shot), O79 (Tilt), O80 (Diving), O81 (Stick
Lift) and O82 (I Saw That) in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official import fights
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.penalties import Call
from tabletop.games.breakaway_ccg.specials import handlers as sh
from tabletop.games.breakaway_ccg.specials import interpreter as sp
from tabletop.games.breakaway_ccg.specials import windows
from tabletop.games.breakaway_ccg.state import FIGHT, SCORE, USE, evolve
from tests.games.breakaway_ccg.helpers_specials import (
    BLACK,
    DIVE,
    GAP,
    GRINDER,
    LIFT_ID,
    OPEN,
    ROOKIE,
    ROOKIE1,
    SHOOTER,
    SPENT,
    UNDER,
    changed,
    done,
    eff,
    ev,
    glossary,
    laid_card,
    pos,
    pub,
    refused_citing,
    said,
    specials_offered,
    specials_used,
    to_play,
    used,
    using,
    x,
)
from tests.games.breakaway_ccg.support import GAME, T, act, official, r, verdict


def test_start_a_fight_starts_one_with_the_instigator_penalty_and_the_misconduct():
    """Glossary, Start a Fight: a fight at once; the user instigates (Common Infractions) and its
    fight cards are ignored for the rest of the period (ruling O45)."""
    state = official(hands=((x(0, "drop-the-gloves-1-skate"),), (r(1, "goal-skate"),)), puck="c9", control=1,
                     turn=0, extra=(("drop-the-gloves-1-skate",), ()))
    state = act(state, 0, "play", x(0, "drop-the-gloves-1-skate"))
    state = act(state, 0, "special", "start-a-fight")
    assert state.phase == FIGHT and state.fight.instigator == 0
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Instigating")]
    assert any(e.kind == "misconduct" and e.seat == 0 for e in state.effects)


def test_the_misconduct_ignores_the_instigator_s_fight_cards():
    """Ruling O45: the misconduct side's FG/FB symbols do nothing in this period's fights."""
    punch = x(0, "drop-the-gloves-1-skate")       # FG3: at fault, win the fight
    hands = ((punch, r(0, "rookie-0-helmet")), (r(1, "save-glove"), r(1, "save-helmet")))
    base = official(hands=hands, puck="c9", control=1, turn=0, extra=(("drop-the-gloves-1-skate",), ()))
    base = evolve(base, phase=FIGHT, fight=fights.Fight(0))
    plain = act(act(base, 0, "fight", punch), 1, "fight", r(1, "save-glove"))   # skate at fault: FG3 wins
    assert plain.phase != FIGHT
    state = evolve(base, effects=(fl.Effect("misconduct", 0, "period", "Start a Fight"),))
    state = act(act(state, 0, "fight", punch), 1, "fight", r(1, "save-glove"))
    assert state.phase == FIGHT and state.fight.wins == (1, 0)     # the exchange only


def test_start_a_fight_is_not_usable_as_a_shot_card():
    """Part 3, "Start a Fight" (ruling O45)."""
    state = official(hands=((r(0, "shot-on-goal-4-helmet"),), (x(1, "drop-the-gloves-1-stick"),)), puck="e4",
                     control=0, turn=0, extra=((), ("drop-the-gloves-1-stick",)))
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    state = act(state, 1, "play", x(1, "drop-the-gloves-1-stick"))
    assert state.phase == USE and state.turn == 1          # its brown ability keeps the use open
    assert verdict(state, 1, "special", "start-a-fight").code == "special-not-shot-card"
    assert "start-a-fight" not in specials_used(state, 1)


GLOVES = "s1:drop-the-gloves-1-stick"


def test_start_a_fight_is_offered_and_checked_as_a_special():
    """Part 3, Start a Fight: a special of the card (its not-as-a-Shot-Card condition is the data's)."""
    state = using(GLOVES, seat=1)
    assert sh._fight_actions(T, state, "start-a-fight") == [Action(1, "special", ("start-a-fight",))]
    assert sh._fight_check(T, state, Action(1, "special", ("start-a-fight",))) == ALLOWED
    refused_citing(sh._fight_check(T, state, Action(1, "special-area", ("start-a-fight", "c9"))), "special-kind",
            "Start a Fight is used as a special.", glossary("Start a Fight"))


def test_start_a_fight_hands_play_to_the_fight_with_its_user_instigating():
    """Part 3, Start a Fight: the fight starts at once and the user takes the misconduct (O45)."""
    state = using(GLOVES, hands=((ROOKIE,), (r(1, "goal-skate"),)))
    events = []
    state = sh._fight_apply(T, state, Action(0, "special", ("start-a-fight",)), events)
    assert state.phase == FIGHT and state.fight.instigator == 0 and state.special_used
    assert events[0].data == {"seat": 0, "instigator": 0, "special": "start-a-fight"}
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Instigating")]


def test_tilt_on_a_body_check_card_penalises_the_opponent_and_starts_a_fight_once_a_period():
    """Glossary, Tilt: played on a Body-Check card, once per period, force the opponent to fight and
    take a 2-minute penalty (ruling O79)."""
    card = "tilt-6-helmet"
    state = laid_card(card, 1, (r(1, "enforcer-1-glove"),))
    assert "tilt" in specials_offered(state, 0)
    state = act(state, 0, "special", "tilt")
    assert state.phase == FIGHT and state.fight.instigator == 1
    assert [c.seat for c in state.calls] == [1] and state.calls[0].minutes == 2
    assert any(e.kind == "once" and e.seat == 0 and e.detail == "tilt" for e in state.effects)
    again = laid_card(card, 1, (r(1, "enforcer-1-glove"),), effects=(fl.Effect("once", 0, "period", "tilt"),))
    assert verdict(again, 0, "special", "tilt").code == "once-a-period"


def test_tilt_needs_a_body_check_card_beneath():
    """Part 3, "Tilt" (ruling O79)."""
    card = "tilt-6-helmet"
    state = laid_card(card, 0, (r(1, "rookie-0-glove"),))
    assert verdict(state, 0, "special", "tilt").code == "special-on-body-check"


TILT = "s1:tilt-6-helmet"
HITTER = r(1, "enforcer-1-glove")


def tilting(**fields):
    fields.setdefault("hands", ((ROOKIE,), (r(1, "goal-skate"),)))
    fields.setdefault("control", 1)
    return using(TILT, (HITTER,), **fields)


def test_tilt_is_once_a_period_per_side():
    """Part 3, Tilt: once per period (O79: each side once, whichever Tilt card it plays)."""
    once = Effect("once", 0, "period", "tilt")
    assert sh._once_this_period(official(effects=(once,)), 0, "tilt") is True
    assert sh._once_this_period(official(effects=(once,)), 1, "tilt") is False
    assert sh._once_this_period(official(effects=(once,)), 0, "cycle") is False
    assert sh._once_this_period(official(effects=(Effect("twice", 0, "period", "tilt"),)), 0, "tilt") is False
    assert sh._once_this_period(official(), 0, "tilt") is False
    assert sh._tilt_actions(T, tilting(), "tilt") == [Action(0, "special", ("tilt",))]
    assert sh._tilt_actions(T, tilting(effects=(once,)), "tilt") == []
    assert sh._tilt_actions(T, tilting(effects=(Effect("once", 1, "period", "tilt"),)), "tilt") == \
        [Action(0, "special", ("tilt",))]
    assert sh._tilt_actions(T, using(TILT, (HITTER,), seat=1, effects=(once,)), "tilt") == \
        [Action(1, "special", ("tilt",))]


def test_tilt_is_checked_as_a_special_once_a_period():
    """Part 3, Tilt: a special, once per period (O79)."""
    action = Action(0, "special", ("tilt",))
    assert sh._tilt_check(T, tilting(), action) == ALLOWED
    refused_citing(sh._tilt_check(T, tilting(effects=(Effect("once", 0, "period", "tilt"),)), action), "once-a-period",
            "Tilt is used once a period, and you have used it.", glossary("Tilt"))
    assert sh._tilt_check(T, tilting(effects=(Effect("once", 1, "period", "tilt"),)), action) == ALLOWED
    refused_citing(sh._tilt_check(T, tilting(), Action(0, "special-card", ("tilt", ROOKIE))), "special-kind",
            "Tilt is used as a special.", glossary("Tilt"))


def test_tilt_calls_a_minor_on_the_opponent_and_makes_it_fight():
    """Part 3, Tilt: the opponent fights and takes 2 minutes (O79: Roughing, the opponent counted as
    the instigator; no penalty shot even while the user shoots)."""
    events = []
    state = sh._tilt_apply(T, tilting(shot=0, stage=SCORE), Action(0, "special", ("tilt",)), events)
    assert events[0] == Event("fight", "Tilt! Player 1's Tilt 6 (helmet) lands on a Body-Check and Player 2 is "
                                       "made to fight, with a 2-minute penalty.")
    assert events[0].data == {"seat": 0, "instigator": 1, "special": "tilt"}
    assert state.calls == (Call(1, "Roughing", 2, "Tilt: made to fight", False),)
    assert Effect("once", 0, "period", "tilt") in state.effects and state.special_used
    assert state.phase == FIGHT and state.fight.instigator == 1
    state = sh._tilt_apply(T, using("s2:tilt-6-helmet", (r(0, "body-check-3-glove"),), seat=1, control=0,
                                    hands=((ROOKIE,), (r(1, "goal-skate"),))), Action(1, "special", ("tilt",)), [])
    assert state.calls == (Call(0, "Roughing", 2, "Tilt: made to fight", False),) and state.fight.instigator == 0
    assert Effect("once", 1, "period", "tilt") in state.effects


def test_tilt_names_the_card_in_play_on_a_longer_pile():
    """Part 3, Tilt: the card that lands on the Body-Check is the one just played, the top of the
    pile, however many cards lie beneath (here three: a card of seat 0's below the Body-Check)."""
    events = []
    state = using(TILT, (r(0, "stretch-pass-6-glove"), HITTER), hands=((ROOKIE,), (r(1, "goal-skate"),)), control=1)
    sh._tilt_apply(T, state, Action(0, "special", ("tilt",)), events)
    assert events[0].text.startswith("Tilt! Player 1's Tilt 6 (helmet) lands on a Body-Check")


DIVE_ID = "embellishment-2-all"


def test_diving_as_the_third_suit_in_a_row_draws_a_penalty_on_the_opponent():
    """Glossary, Diving: draw a 2-minute penalty when played as the third suit in a row (ruling O80)."""
    state = official(hands=((x(0, DIVE_ID),), (r(1, "goal-skate"),)),
                     play=(r(0, "body-check-3-glove"), r(1, "enforcer-1-glove")), puck="c9", control=0,
                     extra=((DIVE_ID,), ()))
    state = act(state, 0, "play", x(0, DIVE_ID))
    assert [(c.seat, c.minutes) for c in state.calls] == [(1, 2)]


def test_diving_draws_nothing_off_a_broken_row_or_when_the_card_draws_a_penalty_on_its_user():
    """Glossary, Diving: "unless opponent gives you a Penalty because of this card" (O80: laying it
    drew a call on its user, here four of a suit in a row)."""
    broken = official(hands=((x(0, DIVE_ID),), (r(1, "goal-skate"),)),
                      play=(r(0, "body-check-3-helmet"), r(1, "enforcer-1-glove")), puck="c9", control=0,
                      extra=((DIVE_ID,), ()))
    assert not act(broken, 0, "play", x(0, DIVE_ID)).calls
    four = official(hands=((x(0, DIVE_ID),), (r(1, "goal-skate"),)),
                    play=(r(1, "grinder-3-glove"), r(0, "body-check-3-glove"), r(1, "enforcer-1-glove")), puck="c9",
                    control=1, extra=((DIVE_ID,), ()))
    state = act(four, 0, "play", x(0, DIVE_ID))
    assert [c.seat for c in state.calls] == [0]


def test_diving_looks_only_at_calls_its_own_play_drew():
    """O80: only a penalty the card itself draws on its user stops Diving; a call already waiting on
    the diver from earlier in the play is not one, so the opponent is still called."""
    from tabletop.games.breakaway_ccg.official.penalties import Call

    waiting = official(hands=((x(0, DIVE_ID),), (r(1, "goal-skate"),)),
                       play=(r(0, "body-check-3-glove"), r(1, "enforcer-1-glove")), puck="c9", control=1,
                       extra=((DIVE_ID,), ()), calls=(Call(0, "Hooking"),))
    _state, events = GAME.apply(waiting, Action(0, "play", (x(0, DIVE_ID),)))
    assert [e.data for e in events if e.kind == "penalty-call"] == [
        {"seat": 1, "name": "Tripping", "minutes": 2, "shot": False}
    ]


def test_diving_draws_a_penalty_as_the_third_card_of_a_suit():
    """Diving (O80): the third card of one suit in a row, none a challenge card, calls a minor on
    the opponent, unless laying it drew a call on its user."""
    a, b = "s1:body-check-3-helmet", GRINDER
    s = pos((a, b, DIVE))
    events = []
    new = windows.on_played(T, s, 0, DIVE, frozenset(), 0, events)
    assert ev(events)[0] == pub(
        "special",
        "Diving: Embellishment 2 (helmet/skate/stick/glove) is the third card of a "
        "suit in a row; Player 2 is called for it.",
        {"seat": 0, "special": "diving", "card": DIVE},
    )
    assert [(c.seat, c.name, c.why) for c in new.calls] == [
        (1, "Tripping", "Diving: Embellishment 2 (helmet/skate/stick/glove) draws a penalty")
    ]
    assert windows.on_played(T, pos((a, "s1:grinder-3-stick", DIVE)), 0, DIVE, frozenset(), 0, []).calls == ()
    assert windows.on_played(T, pos((b, DIVE)), 0, DIVE, frozenset(), 0, []).calls == ()
    assert windows.on_played(T, s, 0, DIVE, frozenset((a,)), 0, []).calls == ()
    from tabletop.games.breakaway_ccg.official.penalties import Call

    own_call = Call(0, "Hooking", 2, "x")
    their = Call(1, "Hooking", 2, "x")
    s2 = evolve(s, calls=(their, own_call))
    assert windows.on_played(T, s2, 0, DIVE, frozenset(), 1, []).calls == (their, own_call)  # its own call: none
    assert len(windows.on_played(T, s2, 0, DIVE, frozenset(), 2, []).calls) == 3  # an earlier one: still
    s3 = evolve(s, calls=(their,))
    assert len(windows.on_played(T, s3, 0, DIVE, frozenset(), 0, []).calls) == 2
    assert windows.on_played(T, s, 0, ROOKIE, frozenset(), 0, []) is s
    assert sp.third_suit(T, (a, b, DIVE), frozenset())
    assert sp.third_suit(T, (ROOKIE1, a, b, DIVE), frozenset((ROOKIE1,)))
    assert not sp.third_suit(T, (a, b, DIVE), frozenset((b,)))
    assert not sp.third_suit(T, (a, "s1:grinder-3-stick", DIVE), frozenset())
    assert not sp.third_suit(T, ("s1:grinder-3-stick", a, DIVE), frozenset())
    assert not sp.third_suit(T, (a, b), frozenset())


def test_a_check_laid_on_penalty_shot_gives_its_owner_a_penalty_shot():
    """Glossary, Penalty Shot: a Punch or Body-Check played on this card awards a penalty shot
    (a stoppage; ruling O55), whether or not the check's action is then used."""
    lane = x(1, "open-lane-5-skate")
    state = official(hands=((r(0, "body-check-3-helmet"),), (r(1, "goal-skate"),)), play=(lane,), puck="c9",
                     control=1, turn=0, extra=((), ("open-lane-5-skate",)))
    state = act(state, 0, "play", r(0, "body-check-3-helmet"))
    assert state.pshot is not None and state.pshot.shooter == 1
    mine = official(hands=((r(0, "body-check-3-helmet"),), (r(1, "goal-skate"),)), play=(x(0, "open-lane-5-skate"),),
                    puck="c9", control=1, turn=0, extra=(("open-lane-5-skate",), ()))
    assert act(mine, 0, "play", r(0, "body-check-3-helmet")).pshot is None     # not on your own card
    soft = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), play=(lane,), puck="c9",
                    control=1, turn=0, extra=((), ("open-lane-5-skate",)))
    assert act(soft, 0, "play", r(0, "rookie-0-helmet")).pshot is None         # no Punch or Body-Check


def test_penalty_shot_wins_a_penalty_shot_for_a_check_laid_on_it():
    """Penalty Shot (O55): the other side laying a printed Punch or Body-Check on the card calls a
    penalty shot for its owner; no other card, not its owner's, not a Cancelled one."""
    chk = "s1:body-check-3-glove"
    s = pos((OPEN, chk))
    events = []
    new = windows.on_played_on(T, s, 0, chk, OPEN, events)
    assert ev(events)[0] == pub(
        "special",
        "Penalty Shot: Body-Check 3 (glove) lands on Open Lane 5 (skate), a penalty shot for Player 2.",
        {"seat": 1, "special": "penalty-shot", "card": OPEN},
    )
    assert [e.kind for e in events] == ["special", "penalty-call"]
    assert [(c.seat, c.name, c.why, c.shot) for c in new.calls] == [
        (0, "Penalty Shot", "Penalty Shot: Body-Check 3 (glove) checks Open Lane 5 (skate)", True)
    ]
    punch = "s1:drop-the-gloves-1-helmet"
    assert len(windows.on_played_on(T, pos((OPEN, punch)), 0, punch, OPEN, []).calls) == 1
    for laid in (ROOKIE, GRINDER):
        events = []
        assert windows.on_played_on(T, pos((OPEN, laid)), 0, laid, OPEN, events).calls == () and events == []
    mine = "s1:open-lane-5-skate"
    s = pos((mine, chk))
    assert windows.on_played_on(T, s, 0, chk, mine, []) is s
    s = pos((OPEN, chk), effects=(eff("cancelled", 1, "period", "", OPEN),))
    assert windows.on_played_on(T, s, 0, chk, OPEN, []) is s
    s1 = pos(("s1:open-lane-5-skate", "s2:body-check-3-glove"), seat=1)
    new = windows.on_played_on(T, s1, 1, "s2:body-check-3-glove", "s1:open-lane-5-skate", [])
    assert [(c.seat, c.shot) for c in new.calls] == [(1, True)]


def test_stick_lift_poke_checks_for_free_and_its_black_p_then_penalises_its_owner():
    """Glossary, Stick Lift: use the Poke-Check action for free and gain a Black P (ruling O81): a
    black card the opponent lays on it draws a penalty on the Stick Lift's owner."""
    state = official(hands=((r(0, "shot-on-goal-4-helmet"), x(0, BLACK)), (x(1, LIFT_ID),)), puck="e4", control=0,
                     turn=0, extra=((BLACK,), (LIFT_ID,)))
    state = done(act(act(state, 0, "play", r(0, "shot-on-goal-4-helmet")), 0, "shoot"), 0)
    state = act(state, 1, "play", x(1, LIFT_ID))
    assert "stick-lift" in specials_offered(state, 1)
    state = act(state, 1, "special-area", "stick-lift", "e3")
    assert state.shot is None and state.puck == "e3" and state.control == 0 and not state.action_used
    assert any(e.kind == "black-p" and e.card == x(1, LIFT_ID) for e in state.effects)
    state = act(to_play(done(state, 1), 0), 0, "play", x(0, BLACK))
    assert [c.seat for c in state.calls] == [1]


def test_stick_lift_is_only_for_the_shot_card():
    """Part 3, "Stick Lift" (ruling O81)."""
    state = official(hands=((x(0, LIFT_ID),), (r(1, "goal-skate"),)), puck="c9", control=1, extra=((LIFT_ID,), ()))
    state = act(state, 0, "play", x(0, LIFT_ID))
    assert "stick-lift" not in specials_offered(state, 0)
    assert verdict(state, 0, "special-area", "stick-lift", "ne9").code == "poke-check-needs-shot"


LIFT = "s2:stick-lift-2-stick"


def lifting(**fields):
    """Seat 1 lays Stick Lift as the Shot Card against seat 0's shot from e4."""
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    return using(LIFT, (SHOOTER,), seat=1, puck="e4", control=0, shot=0, stage=SCORE, shot_from=0, **fields)


def test_stick_lift_offers_its_poke_check_only_on_the_shot_card():
    """Part 3, Stick Lift: a free Poke-Check, the action of the Shot Card (O81, O60), one area along
    an arrow."""
    assert sh._lift_actions(T, lifting(), "stick-lift") == [Action(1, "special-area", ("stick-lift", a))
                                                            for a in ("e1", "e2", "e3", "e5", "e6")]
    assert sh._lift_actions(T, using(LIFT, (SHOOTER,), seat=1, control=0), "stick-lift") == []
    state = lifting()
    assert sh._lift_check(T, state, Action(1, "special-area", ("stick-lift", "e3"))) == ALLOWED
    refused_citing(sh._lift_check(T, state, Action(1, "special-area", ("stick-lift", "e7"))), "not-adjacent",
            "A Poke-Check moves the puck one area along an arrow.", glossary("Stick Lift"))
    refused_citing(sh._lift_check(T, state, Action(1, "special", ("stick-lift",))), "special-area",
            "Stick Lift names the area its Poke-Check sends the puck to.", glossary("Stick Lift"))
    refused_citing(sh._lift_check(T, using(LIFT, (SHOOTER,), seat=1, control=0),
                           Action(1, "special-area", ("stick-lift", "ne9"))), "poke-check-needs-shot",
            "Stick Lift's Poke-Check works only on the Shot Card you play against the opponent's shot.",
            glossary("Stick Lift"))


def test_stick_lift_pokes_the_puck_and_the_card_gains_a_black_p():
    """Part 3, Stick Lift: the Poke-Check ends the shot, the shooter keeps the puck, and the card
    gains a Black P until the stoppage (O81)."""
    events = []
    state = sh._lift_apply(T, lifting(), Action(1, "special-area", ("stick-lift", "e3")), events)
    assert (state.shot, state.stage, state.puck, state.control, state.special_used) == (None, None, "e3", 0, True)
    assert not state.action_used
    assert events[0].kind == "poke-check"
    assert events[0].data == {"seat": 1, "from": "e4", "to": "e3", "special": "stick-lift"}
    assert Effect("black-p", 1, "stoppage", "stick-lift", LIFT) in state.effects
    assert events[1].data == {"seat": 1, "special": "stick-lift", "card": LIFT}
    assert state.turn == 1
    ended = sh._lift_apply(T, lifting(**SPENT), Action(1, "special-area", ("stick-lift", "e3")), [])
    assert (ended.turn, ended.puck, ended.control) == (0, "e3", 0)


def test_stick_lift_gives_the_black_p_to_the_card_in_play_on_a_longer_pile():
    """Part 3, Stick Lift: the Stick Lift card itself gains the Black P (O81), the top of the pile
    even when more than one card lies beneath it."""
    state = using(LIFT, (r(1, "goal-skate"), SHOOTER), seat=1, puck="e4", control=0, shot=0, stage=SCORE,
                  shot_from=0, hands=((r(0, "goal-helmet"),), (r(1, "goal-glove"),)))
    state = sh._lift_apply(T, state, Action(1, "special-area", ("stick-lift", "e3")), [])
    assert [e for e in state.effects if e.kind == "black-p"] == [Effect("black-p", 1, "stoppage", "stick-lift", LIFT)]


def test_i_saw_that_gives_the_card_a_black_p_once_it_uses_a_special():
    """Glossary, I Saw That: if this card uses a Special it gains the Black P (ruling O82)."""
    card = "under-review-3-skate"
    state = official(hands=((r(0, "stretch-pass-6-glove"),), (x(1, card),)), puck="c9", control=0,
                     extra=((), (card,)))
    state = done(act(act(state, 0, "play", r(0, "stretch-pass-6-glove")), 0, "stretch-pass", "e8"), 0)
    state = act(to_play(state, 1), 1, "play", x(1, card))
    assert not any(e.kind == "black-p" for e in state.effects)
    state = act(state, 1, "special", "stop-movement")
    assert fl.Effect("black-p", 1, "stoppage", "i-saw-that", x(1, card)) in state.effects


def test_stop_movement_sends_the_puck_back_and_i_saw_that_marks_the_card():
    """Stop Movement (O76): the opponent's last movement is undone; I Saw That (O82): a card with it
    that uses a special carries a black P until the stoppage."""
    moved = (eff("path", 1, "stoppage", "c9>ne9!", ROOKIE1),)
    s = pos((ROOKIE1, GAP), control=1, puck="ne9", effects=moved)
    new, events = used(s, "stop-movement")
    text = (
        "Undo how the opponent's last card moved or placed the puck: it goes back where that card found it. Not "
        "as a Shot Card."
    )
    back = pub(
        "stop-movement",
        "Player 1 uses Stop Movement: the puck's movement from Rookie 0 (helmet) is stopped "
        "and it goes back to center ice (9).",
        {"seat": 0, "to": "c9", "special": "stop-movement"},
    )
    assert events == [said(0, "stop-movement", GAP, text), back]
    assert changed(s, new) == {"puck": "c9", "special_used": True, "effects": ()}
    s = pos((ROOKIE1, UNDER), control=1, puck="ne9", effects=moved)
    new, events = used(s, "stop-movement")
    mark = eff("black-p", 0, "stoppage", "i-saw-that", UNDER)
    assert events == [
        pub(
            "special-black-p",
            "I Saw That: Under Review 3 (skate) gains a black penalty symbol.",
            {"seat": 0, "special": "i-saw-that", "card": UNDER},
        ),
        said(0, "stop-movement", UNDER, text),
        back,
    ]
    assert changed(s, new) == {"puck": "c9", "special_used": True, "effects": (mark,)}
    assert (
        sp.gained_black_p(new, UNDER) and not sp.gained_black_p(new, GAP) and not sp.gained_black_p(s, UNDER)
    )
    events = []
    assert sp.gain_black_p(T, new, 0, UNDER, "stick-lift", events) is new and events == []  # once is enough
    assert sp.passive(T, UNDER, "black-p") == "i-saw-that" and sp.passive(T, GAP, "black-p") is None
