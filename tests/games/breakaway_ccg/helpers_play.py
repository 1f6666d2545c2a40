"""Helpers shared by the official-play rule-area tests of Breakaway: CCG (Part 2: laying and using
a card): hand-built positions, card copies and small readers. Not a test module."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import action_play as oa
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official import mode as of
from tabletop.games.breakaway_ccg.official.challenges import Challenge
from tabletop.games.breakaway_ccg.state import START, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.support import T, act, card, extra_card, official

r, x = card, extra_card
ROOKIE, CAPTAIN, SHOT = r(0, "rookie-0-helmet"), r(0, "captain-8-helmet"), r(0, "shot-on-goal-4-glove")
CHECK, GOAL, SAVE_C = r(0, "body-check-3-glove"), r(0, "goal-stick"), r(0, "save-glove")
TIP, VET, GRINDER = r(0, "tip-in-5-glove"), r(0, "veteran-leadership-6-helmet"), r(0, "grinder-3-helmet")
H_ROOKIE, H_SAVE, H_SCORE = r(1, "rookie-0-glove"), r(1, "save-glove"), r(1, "score-5-glove")
H_CHECK, H_SHOT, H_GOALIE = r(1, "body-check-3-glove"), r(1, "shot-on-goal-4-glove"), r(1, "goalie-g-glove")


def eff(kind, seat, detail="", card_id="", until="stoppage"):
    return fl.Effect(kind, seat, until, detail, card_id)


def use(play, hands=((), ()), **fields):
    """Seat 0 (west, shooting east) on turn in Phase 3 with ``play`` in the play area."""
    fields.setdefault("phase", USE)
    return official(hands=hands, play=play, **fields)


def pairs(actions):
    return [(a.seat, a.kind, a.args) for a in actions]


def refusal(v):
    return (v.ok, v.code, v.reason, v.rule)


def rule(section):
    return f"Breakaway: CCG, Official rules — {section}"


def evolve_free(state):
    from tabletop.games.breakaway_ccg.state import evolve

    return evolve(state, free_move=True)


def start(**fields):
    fields.setdefault("phase", START)
    return official(hands=((ROOKIE,), (H_ROOKIE,)), **fields)


def stop(ready=(False, False), **fields):
    fields.setdefault("stoppage", fl.Stoppage("goal", "east-end", 1))
    return official(hands=((ROOKIE, GOAL), (H_ROOKIE, H_SAVE)), phase=STOPPAGE, ready=ready, **fields)


def check(state, seat, kind, *args):
    return refusal(of.validate(T, state, Action(seat, kind, tuple(args))))


def applied(state, seat, kind, *args):
    new, events = of.apply_action(T, state, Action(seat, kind, tuple(args)))
    return new, [e.kind for e in events]


A, B = r(0, "body-check-3-glove"), r(1, "momentum-swing-3-helmet")
C = r(0, "rookie-0-helmet")


def path(seat, detail, card_id):
    return fl.Effect("path", seat, "stoppage", detail, card_id)


NAMES2 = ("Ann", "Bo")


def run(state, seat, kind, *args):
    """``oa.apply`` on ``state`` (the card is in play, Phase 3): the new state and the events."""
    events = []
    new = oa.apply(T, state, Action(seat, kind, tuple(args)), events)
    return new, events


def laid(seat, card_id, hands_other=(), play=(), extra=((), ()), **fields):
    """``seat`` has just laid ``card_id`` on ``play`` and is to use it (Phase 3)."""
    hands = [(), ()]
    hands[seat] = (card_id,)
    hands[1 - seat] = hands_other or (r(1 - seat, "goal-skate" if seat == 0 else "goal-helmet"),)
    state = official(hands=tuple(hands), play=play, turn=seat, extra=extra, **fields)
    state = evolve(state, names=NAMES2)
    return act(state, seat, "play", card_id)


RULE = "Breakaway: CCG, Official rules — "
SNIPER = r(0, "sniper-7-stick")                   # blue; Blue 4+1
PLAYMAKER = r(0, "playmaker-5-helmet")            # orange; silver dot
SHUTDOWN = r(0, "shutdown-defender-2-helmet")     # green; Gold 5
ENFORCER_2 = r(1, "enforcer-1-skate")             # brown, Body-Check


def using(top, below=None, seat=0, puck="c9", control=0, **fields):
    """``seat`` has just played ``top`` (on ``below``) and is using it."""
    play = (below, top) if below else (top,)
    hands = fields.pop("hands", ((r(0, "goal-helmet"),), (r(1, "goal-skate"),)))
    return official(hands=hands, play=play, puck=puck, control=control, turn=seat, phase=USE, **fields)


def won(uses, winner=0):
    return Challenge("grind", 0, "c9", winner=winner, uses=uses)


def faceoff(c0, c1, **fields):
    return official(hands=((), ()), play=(), puck="c9", control=None, turn=0, **fields), (c0, c1)


def kinds_count(actions):
    """How many of ``actions`` there are of each kind."""
    out = {}
    for a in actions:
        out[a.kind] = out.get(a.kind, 0) + 1
    return out


def shootout_state():
    """A shootout with seat 0 shooting first (Shootout: Procedure)."""
    from tabletop.games.breakaway_ccg import shootout

    state = shootout.start(T, official(hands=((GOAL,), (H_ROOKIE,)), overtime=True), [])
    return of.apply_action(T, state, Action(0, "so-order", ("first",)))[0]
