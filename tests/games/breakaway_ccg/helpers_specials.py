"""Shared builders and card names for the Breakaway: CCG specials tests (Part 3 of the book, the
Specials glossary); not a test module itself.

``pos`` builds a Phase 3 position by hand (cards the starter teams lack are added to the deck lists);
``using`` lays a card on others for a handler special; ``play_new_card`` plays a card through the
checked ``apply``. ``refused`` checks a refusal that cites a glossary entry, ``refused_citing`` one that cites
any rule. ``ev``/``pub``/``own``/``said`` spell out events with their data and audience, ``changed``
lists what a step changed, and ``TablesWithRules`` swaps in special rules the card data does not ship.
"""

from __future__ import annotations

import dataclasses

from tabletop.games.breakaway_ccg.official import basics
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.specials import play as sp
from tabletop.games.breakaway_ccg.state import START, USE, evolve
from tests.games.breakaway_ccg.support import DEFAULT_COPIES, GAME, T, act, extra_card, official, r, verdict

BOOK = "Breakaway: CCG"
PHASES_RULE = f"{BOOK}, Official rules — Phases of a Turn"
CHALLENGES_RULE = f"{BOOK}, Official rules — Challenges"


def glossary(entry):
    return f"{BOOK}, Specials glossary — {entry}"


def refused_citing(v, code, reason, rule):
    assert (v.ok, v.code, v.reason, v.rule) == (False, code, reason, rule)


def using(top, below=(), seat=0, **fields):
    """Seat ``seat``'s Phase 3 with ``top`` in play on the cards ``below``."""
    fields.setdefault("puck", "c9")
    fields.setdefault("control", seat)
    return official(play=(*below, top), turn=seat, phase=USE, **fields)


def path(seat, detail, card):
    """The lasting record of how ``card`` (``seat``'s) moved the puck (O63)."""
    return Effect("path", seat, "stoppage", detail, card)


#: Nothing of the card is left to use once its special is (its action and every ability used): an
#: apply then ends the turn (Phase 4).
SPENT = {"ability_used": True, "action_used": True,
         "colors_used": tuple(sorted({c for card in T.cards.cards for c in card.colors}))}


DUMP = r(0, "dump-and-chase-1-stick")
DUMP1 = "s2:dump-and-chase-1-glove"
ROOKIE = r(0, "rookie-0-helmet")


def dumping(puck="c9", seat=0, top=None, **fields):
    return using(top or (DUMP if seat == 0 else DUMP1), seat=seat, puck=puck,
                 hands=((ROOKIE,), (r(1, "goal-skate"),)), **fields)


SHOOTER = r(0, "shot-on-goal-4-helmet")


def refused(v, code, reason, entry):
    assert (v.ok, v.code, v.reason, v.rule) == (False, code, reason, glossary(entry))


def ev(events):
    """Events with everything that tells them apart (an Event compares without its data)."""
    return [(e.kind, e.text, e.data, e.audience, e.irreversible) for e in events]


def pub(kind, text, data):
    return (kind, text, data, None, False)


def own(seat, kind, text, data, irreversible=False):
    return (kind, text, data, frozenset((seat,)), irreversible)


_BUILT: dict[str, object] = {}


def pos(play=(), hands=((), ()), seat=0, **fields):
    """Seat ``seat``'s turn (Phase 3 unless told) with ``play`` on the play area; cards the
    starter teams lack are added to the deck lists. A state is immutable, so each position is
    built once."""
    key = repr((play, hands, seat, sorted(fields.items())))
    if key not in _BUILT:
        _BUILT[key] = _build(play, hands, seat, **fields)
    return _BUILT[key]


def _build(play, hands, seat, **fields):
    fields.setdefault("puck", "c9")
    fields.setdefault("control", seat)
    fields.setdefault("phase", USE)
    extra = ([], [])
    for inst in (*play, *hands[0], *hands[1]):
        if inst not in DEFAULT_COPIES:
            extra[int(inst[1]) - 1].append(inst.split(":", 1)[1])
    return official(hands=hands, play=play, turn=seat, extra=(tuple(extra[0]), tuple(extra[1])), **fields)


def eff(kind, seat, until, detail="", card=""):
    return Effect(kind, seat, until, detail, card)


ROOKIE1 = "s2:rookie-0-helmet"
GRINDER = "s1:grinder-3-helmet"  # #3
CAPTAIN = "s1:captain-8-helmet"  # #8, a Superstar
PLAYMAKER = "s1:playmaker-5-helmet"
BRK = "s1:breakaway-glove"  # Breakaway
BRK1 = "s2:breakaway-stick"
POST = "s1:slap-shot-8-helmet"  # Hit the Post
FAST = "s1:fast-break-8-stick"  # Fast Break
CROWD = "s1:home-crowd-helmet"  # Crowd
PULL = "s1:empty-net-call-skate"  # Pull Goalie
GLOVE = "s1:glove-save-g-glove"  # Goalie Promotion (Glove)
ANY = "s1:point-shot-2-glove"  # Any Shot
DEF = "s1:lockdown-4-stick"  # 1 on 1 Defense
E2E = "s1:coast-to-coast-8-skate"  # End to End
TOO_FAST = "s1:too-fast-5-skate"  # Too Fast
GAP = "s1:gap-control-3-glove"  # Stop Movement
REVIEW = "s1:video-review-4-glove"  # Video Review
HIGH = "s1:high-stick-8-glove"  # High Sticking
UNDER = "s1:under-review-3-skate"  # I Saw That, Stop Movement
FRESH = "s1:fresh-legs-4-helmet"  # Changing Lines
RUSHED = "s1:rushed-change-2-stick"  # Rushed line Change
HITTER = "s1:heavy-hitter-6-skate"  # Enforcer (special)
AGITATOR = "s1:agitator-3-glove"  # Enforced
TIMEOUT = "s1:time-out-helmet"  # Time out
OPEN = "s2:open-lane-5-skate"  # Penalty Shot (seat 1's)
DIVE = "s1:embellishment-2-all"  # Diving
WRIST = "s1:wrist-shot-6-helmet"  # One Timer
VETERAN = "s1:veteran-leadership-6-helmet"  # Final Say
FACEOFF_SP = "s1:face-off-specialist-7-helmet"  # Faceoff
CORNER = "s1:corner-battle-4-glove"  # Grind Challenge
TORONTO = "s1:toronto-goal-6-stick"  # Toronto
TILT = "s1:tilt-6-helmet"  # Tilt
CROSSBAR = "s1:crossbar-7-stick"  # Hit the Crossbar


def helmet_wild(card, seat=0):
    """``card`` holds Goalie Promotion (Helmet) as Promotion's wild this turn (O118)."""
    return eff("gain-special", seat, "stoppage", "goalie-helmet", card)


def glove_wild(card, seat=0):
    return eff("gain-special", seat, "stoppage", "goalie-glove", card)


def changed(old, new):
    """The fields of the state a step changed, with their new values."""
    return {
        f.name: getattr(new, f.name)
        for f in dataclasses.fields(new)
        if getattr(new, f.name) != getattr(old, f.name)
    }


def used(state, sid, **named):
    events = []
    new = sp.use(T, state, sid, events, **named)
    return new, ev(events)


def said(seat, sid, card, text):
    """The line every special used opens with (who uses what, with which card, and its words)."""
    name = T.cards.specials_text[sid][0]
    return pub(
        "special",
        f"Player {seat + 1} uses {name} ({T.label[card]}): {text}",
        {"seat": seat, "special": sid, "card": card},
    )


class TablesWithRules:
    """The tables with some cards' special rules replaced (to read a rule the data does not ship)."""

    def __init__(self, t, rules):
        self._t, self._rules = t, rules

    def __getattr__(self, name):
        if name == "special_rules":
            return _Rules(self._t.special_rules, self._rules)
        return getattr(self._t, name)


class _Rules:
    def __init__(self, base, over):
        self._base, self._over = base, over

    def __getitem__(self, card):
        return self._over[card] if card in self._over else self._base[card]


def x(seat, name):
    """A card the starter teams lack (given to ``official(extra=...)``)."""
    return extra_card(seat, name)


def done(state, seat):
    """End ``seat``'s use of its card when something (an ability) keeps the turn open."""
    if state.phase == USE and state.turn == seat:
        state = act(state, seat, "end")
    return state


def specials_used(state, seat, kind="special"):
    return [a.args[0] for a in GAME.legal_actions(state, seat) if a.kind == kind]


def at_a_faceoff(hand0, hand1, home=0, extra=((), ())):
    state = official(hands=(hand0, hand1), puck="c9", control=None, turn=0, home=home, extra=extra)
    events: list = []
    state = evolve(state, stoppage=basics.Stoppage("goal", "center", 1), phase=START)
    return fl.start_faceoff(T, state, "c9", events)


def play_new_card(cards, seat=0, extra_seat=None, **fields):
    """A position where ``seat`` plays ``cards[0]`` (a card outside the starter teams, by id)."""
    ids = tuple(x(seat, c) for c in cards)
    hands = [(), ()]
    hands[seat] = ids
    hands[1 - seat] = (r(1 - seat, "goal-skate" if seat == 0 else "rookie-0-helmet"),)
    extra = [(), ()]
    extra[seat] = tuple(cards)
    fields.setdefault("turn", seat)
    state = official(hands=(hands[0], hands[1]), extra=(extra[0], extra[1]), **fields)
    return act(state, seat, "play", ids[0])


def legal(state, seat, kind):
    return [a for a in GAME.legal_actions(state, seat) if a.kind == kind]


def described(state, action):
    return GAME.describe_action(state, action)


def to_phase_2(state, seat):
    while state.turn == seat and state.phase == "start":
        state = act(state, seat, "go") if verdict(state, seat, "go").ok else act(state, seat, "keep")
    return state


def made_wild(seat, card, wild, overtime=0):
    from tabletop.games.breakaway_ccg.official.basics import Effect
    return Effect("wild", seat, "game", f"promotion>{wild}:{overtime}", card)


def to_play(state, seat):
    """Walk ``seat`` through Phase 1 to Phase 2."""
    while state.turn == seat and state.phase == START:
        state = act(state, seat, "go") if verdict(state, seat, "go") else act(state, seat, "keep")
    return state


def kinds(state, seat):
    return {a.kind for a in GAME.legal_actions(state, seat)}


def laid_card(card, control, play=(), **fields):
    """Seat 1's turn just ended: seat 0 lays ``card`` (an authored printing) on ``play``."""
    state = official(hands=((x(0, card),), (r(1, "goal-skate"),)), play=play, puck="c9", control=control,
                     extra=((card,), ()), **fields)
    return act(state, 0, "play", x(0, card))


def specials_offered(state, seat):
    return {a.args[0] for a in GAME.legal_actions(state, seat) if a.kind.startswith("special")}


LIFT_ID, BLACK = "stick-lift-2-stick", "empty-net-call-skate"
