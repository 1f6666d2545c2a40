"""Breakaway: CCG, the Enforcer and Enforced specials (Part 3: Enforcer, Enforced).

Enforcer laid on a Goalie card, a Superstar or a Specialist Cancels it for the period; laid on a
wild, it strips the wild's gifts. Enforced laid on an enforcer Cancels it and frees what it
cancelled. Rulings O104 and O105 in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from tabletop.games.breakaway_ccg.official import basics
from tabletop.games.breakaway_ccg.specials import interpreter as sp
from tabletop.games.breakaway_ccg.state import USE
from tests.games.breakaway_ccg.helpers_specials import (
    AGITATOR,
    GRINDER,
    HITTER,
    ROOKIE1,
    changed,
    eff,
    made_wild,
    pos,
    pub,
    said,
    to_phase_2,
    used,
    x,
)
from tests.games.breakaway_ccg.support import T, act, extra_card, official, r, verdict


def test_enforcer_cancels_a_goalie_card_for_the_rest_of_the_period():
    """Glossary, Enforcer: played on top of a Goalie card, it cancels it and its actions for the rest
    of the period (ruling O104: a stoppage does not end it, the period does)."""
    from tabletop.games.breakaway_ccg.official import sequence as fl
    hitter, goalie = x(0, "heavy-hitter-6-skate"), r(1, "goalie-g-skate")
    state = official(hands=((hitter,), ()), play=(goalie,), extra=(("heavy-hitter-6-skate",), ()), puck="c9",
                     control=0, turn=0)
    state = act(state, 0, "play", hitter)
    state = act(state, 0, "special", "enforcer")
    assert basics.cancelled(state, goalie) and not basics.cancelled(state, hitter)
    stopped = fl.stop_play(T, state, [], "end-zone", "center", chooser=0)
    assert basics.cancelled(stopped, goalie)
    over = fl._next_period(T, stopped, [], 2, 0)
    assert not basics.cancelled(over, goalie)


def test_enforcer_needs_a_goalie_superstar_or_specialist_beneath():
    """Glossary, Enforcer: it acts on Specialists, Superstars and Goalie cards (O104: a Superstar is
    a #8 Player card, a Specialist a card named "... Specialist")."""
    hitter = x(0, "heavy-hitter-6-skate")
    for beneath, ok in ((r(1, "rookie-0-skate"), False), (r(1, "captain-8-skate"), True),
                        (x(1, "face-off-specialist-7-glove"), True)):
        state = official(hands=((hitter,), ()), play=(beneath,), puck="c9", control=0, turn=0,
                         extra=(("heavy-hitter-6-skate",), ("face-off-specialist-7-glove",)))
        state = act(state, 0, "play", hitter)
        v = verdict(state, 0, "special", "enforcer")
        assert v.ok == ok, beneath
        if not ok:
            assert v.code == "special-on-goalie-superstar-or-specialist"


def test_enforcer_takes_away_the_abilities_a_wild_was_given():
    """Glossary, Enforcer: played on top of a card that was given abilities, it removes them (O104,
    now that the promotions give lasting ones; O118): the card is a wild no longer and loses what
    the wild gave it, but is not Cancelled (it is no Goalie, Superstar or Specialist)."""
    from tabletop.games.breakaway_ccg.official.basics import Effect
    hitter, wild = extra_card(0, "heavy-hitter-6-skate"), r(1, "rookie-0-skate")
    made = made_wild(1, wild, "goalie-skate")
    gift = Effect("gain-special", 1, "stoppage", "goalie-skate", wild)
    state = official(hands=((hitter,), ()), play=(wild,), puck="c9", control=0, turn=0,
                     extra=(("heavy-hitter-6-skate",), ()), effects=(made, gift))
    state = act(state, 0, "play", hitter)
    assert verdict(state, 0, "special", "enforcer").ok
    state = act(state, 0, "special", "enforcer")
    assert not any(e.card == wild for e in state.effects) and not basics.cancelled(state, wild)
    plain = official(hands=((hitter,), ()), play=(wild,), puck="c9", control=0, turn=0,
                     extra=(("heavy-hitter-6-skate",), ()))
    plain = act(plain, 0, "play", hitter)
    assert verdict(plain, 0, "special", "enforcer").code == "special-on-goalie-superstar-or-specialist"


def test_enforcer_cancels_a_goalie_for_the_period_and_strips_a_wild():
    """Enforcer (O104): on a Goalie card, Superstar or Specialist, it is Cancelled for the period (the
    mark names the special and the card); on a wild, its gifts go (and a wild Superstar is both)."""
    text = (
        "Laid on a Goalie card, a Superstar or a Specialist: it is Cancelled for the period (or the overtime). "
        "Laid on a wild: it loses its gifts."
    )
    goalie = "s2:goalie-g-stick"
    s = pos((goalie, HITTER))
    new, events = used(s, "enforcer")
    assert events == [
        said(0, "enforcer", HITTER, text),
        pub(
            "special-cancel",
            "Enforcer: Goalie (stick) is Cancelled for the rest of the period.",
            {"seat": 0, "special": "enforcer", "card": goalie},
        ),
    ]
    assert changed(s, new) == {
        "special_used": True,
        "effects": (eff("cancelled", 1, "period", f"enforcer:{HITTER}", goalie),),
    }
    gifts = (
        eff("wild", 1, "game", "select-promotion:0", ROOKIE1),
        eff("gain-color", 1, "turn", "red", ROOKIE1),
        eff("gain-special", 1, "turn", "x", ROOKIE1),
        eff("wild", 1, "game", "x:0", GRINDER),
        eff("path", 1, "stoppage", "c9>ne9", ROOKIE1),
        eff("gain-action", 1, "turn", "move", GRINDER),
    )
    s = pos((ROOKIE1, HITTER), effects=gifts)
    new, events = used(s, "enforcer")
    assert events == [
        said(0, "enforcer", HITTER, text),
        pub(
            "special-strip",
            "Enforcer: Rookie 0 (helmet) loses the abilities it was given (it is no longer a wild).",
            {"seat": 0, "special": "enforcer", "card": ROOKIE1},
        ),
    ]
    assert changed(s, new) == {"special_used": True, "effects": gifts[3:]}
    star = "s2:captain-8-glove"
    s = pos((star, HITTER), effects=(eff("wild", 1, "game", "select-promotion:0", star),))
    new, events = used(s, "enforcer")
    assert [e[0] for e in events] == ["special", "special-cancel", "special-strip"]
    assert new.effects == (eff("cancelled", 1, "period", f"enforcer:{HITTER}", star),)
    events = []
    plain = pos((ROOKIE1, HITTER))
    assert sp.strip_gifts(T, plain, 0, "enforcer", events) is plain and events == []


def _end(state, seat):
    return act(state, seat, "end") if state.turn == seat and state.phase == USE else state


def test_enforced_cancels_the_enforcer_and_frees_what_it_cancelled():
    """Glossary, Enforced: played on top of an enforcer, it cancels it and the Enforcer special (for
    the rest of the period; ruling O105)."""
    hitter, goalie, agitator = x(0, "heavy-hitter-6-skate"), r(1, "goalie-g-skate"), x(1, "agitator-3-glove")
    state = official(hands=((hitter, r(0, "rookie-0-helmet")), (agitator, r(1, "rookie-0-skate"))), play=(goalie,),
                     extra=(("heavy-hitter-6-skate",), ("agitator-3-glove",)), puck="c9", control=0, turn=0)
    state = _end(act(act(state, 0, "play", hitter), 0, "special", "enforcer"), 0)
    assert basics.cancelled(state, goalie)
    state = act(to_phase_2(state, 1), 1, "play", agitator)
    assert verdict(state, 1, "special", "enforced").ok
    state = act(state, 1, "special", "enforced")
    assert basics.cancelled(state, hitter) and not basics.cancelled(state, goalie)
    plain = official(play=(r(0, "rookie-0-helmet"), agitator), extra=((), ("agitator-3-glove",)), puck="c9",
                     control=0, turn=1, phase=USE)
    assert verdict(plain, 1, "special", "enforced").code == "special-on-enforcer"


def test_enforced_cancels_the_enforcer_and_frees_what_its_special_cancelled():
    """Enforced (O105): the enforcer beneath is Cancelled for the period; the cards its Enforcer
    special cancelled are no longer (others stay)."""
    en1 = "s2:enforcer-1-glove"
    text = (
        "Laid on an enforcer: it is Cancelled for the rest of the period (or the overtime), and what its Enforcer "
        "special cancelled is freed."
    )
    freed = eff("cancelled", 0, "period", f"enforcer:{en1}", "s1:goalie-g-helmet")
    kept = (
        eff("cancelled", 0, "period", "enforcer:xx", "s1:goalie-g-stick"),
        eff("wild", 0, "game", f"enforcer:{en1}", "s1:goalie-g-stick"),
    )
    s = pos((en1, AGITATOR), effects=(freed, *kept))
    new, events = used(s, "enforced")
    assert events == [
        said(0, "enforced", AGITATOR, text),
        pub(
            "special-cancel",
            "Enforced: Enforcer 1 (glove) is Cancelled for the rest of the period.",
            {"seat": 0, "special": "enforced", "card": en1},
        ),
        pub(
            "special-uncancel", "The cards Enforcer 1 (glove) cancelled are no longer Cancelled.", {"seat": 0}
        ),
    ]
    assert changed(s, new) == {
        "special_used": True,
        "effects": (*kept, eff("cancelled", 1, "period", f"enforced:{AGITATOR}", en1)),
    }
    s = pos((en1, AGITATOR))
    new, events = used(s, "enforced")
    assert len(events) == 2 and new.effects == (eff("cancelled", 1, "period", f"enforced:{AGITATOR}", en1),)
