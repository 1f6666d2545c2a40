"""Breakaway: CCG shootout (Part 2, General Hockey Rules, "Shootout"): the cards, position builders and
event shapes the shootout test files share.

Two kinds of position: ``position`` starts the shootout on a real new game and moves the named cards
(never copies them) to where a scenario needs them, so the card inventory stays exact; ``at`` builds
a ``Shootout`` by hand on a new game (seats "Player 1" and "Player 2", Home Ice with Player 1 unless told),
so every deck, hand and discard is known and every event can be checked word for word. A few rules
(a blue dot, a purple Suit Circle) no shipped card shows; for those a card is made up and served
through ``Tweaked``, a lookup table over the real one.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import GAME
from tabletop.games.breakaway_ccg import shootout as so
from tabletop.games.breakaway_ccg.cards import Card, Symbol
from tabletop.games.breakaway_ccg.shootout import SHOOT, Shootout
from tabletop.games.breakaway_ccg.state import SHOOTOUT, CcgState, evolve
from tests.games.breakaway_ccg.support import T


def every_card(state: CcgState) -> Counter:
    """The game's whole card inventory: every pile of the state plus the shootout (counted here,
    whether or not ``GAME.inventory`` knows the shootout yet)."""
    cards = Counter(state.play)
    cards.update(x for x in state.picks if x is not None)
    for name in ("decks", "hands", "benches", "discards", "scored"):
        for pile in getattr(state, name):
            cards.update(pile)
    cards.update(state.momentum)
    cards.update(state.aside)
    for seat in (0, 1):
        cards.update(state.extras[seat])
    if state.shootout is not None:
        cards.update(so.cards(state.shootout))
    return cards


def started(seed: int = 1) -> CcgState:
    return so.start(T, GAME.new_game(seed), [])


def c(seat: int, card_id: str) -> str:
    """Seat's first copy of ``card_id``."""
    return f"s{seat + 1}:{card_id}"


def position(hands=((), ()), played=(), deck_top=(), discard=(), step=SHOOT, shooter=0, first=0, rnd=1,
             goals=(0, 0), attempts=(), shot_card=None, tipped=False, seed=1, **fields) -> CcgState:
    """A shootout position: the named cards are moved (from the shootout deck, or from a team pile
    for a card the shootout deck does not hold) to the hands, the attempt's cards, the top of the
    deck and the discard; everything else stays where ``start`` put it."""
    state = started(seed)
    named = [*hands[0], *hands[1], *played, *deck_top, *discard]
    assert len(set(named)) == len(named)
    taken = set(named)
    benches = set(state.benches[0]) | set(state.benches[1])
    assert taken <= set(every_card(state)) - benches, taken - set(every_card(state)) | taken & benches
    piles = {}
    for name in ("decks", "hands", "discards"):
        value = getattr(state, name)
        piles[name] = tuple(tuple(x for x in value[s] if x not in taken) for s in (0, 1))
    rest = tuple(x for x in state.shootout.deck if x not in taken)
    shoot = Shootout(deck=tuple(deck_top) + rest, hands=(tuple(hands[0]), tuple(hands[1])), played=tuple(played),
                     discard=tuple(discard), step=step, first=first, round=rnd, shooter=shooter, goals=goals,
                     attempts=attempts, shot_card=shot_card, tipped=tipped)
    new = evolve(state, shootout=shoot, **piles, **fields)
    assert every_card(new) == every_card(state)
    return new


def ok(state: CcgState, seat: int, kind: str, *args) -> tuple[CcgState, list]:
    action = Action(seat, kind, tuple(args))
    verdict = so.validate(T, state, action)
    assert verdict.ok, verdict.message
    assert action in so.legal_actions(T, state, seat)
    events: list = []
    new = so.apply(T, state, action, events)
    assert events and every_card(new) == every_card(state)
    return new, events


def refused(state: CcgState, seat: int, kind: str, *args) -> str:
    action = Action(seat, kind, tuple(args))
    verdict = so.validate(T, state, action)
    assert not verdict.ok and verdict.reason and verdict.rule.startswith("Breakaway: CCG, Official rules")
    assert action not in so.legal_actions(T, state, seat)
    return verdict.code


def texts(events) -> str:
    return " | ".join(e.text for e in events if e.audience is None)


GOAL_S = c(1, "goal-skate")
ROOKIE_0 = c(0, "rookie-0-stick")          # stick: a gold Suit Circle, no shot on the power play
GOALIE_0 = c(0, "goalie-g-stick")
GOALIE_1 = c(1, "goalie-g-glove")
ENFORCER_S = c(1, "enforcer-1-skate")      # #1, skate
ENFORCER_H = c(1, "enforcer-1-glove")      # #1, glove
RULE = "Breakaway: CCG, Official rules — General Hockey Rules: Shootout"
RULE_ACTIONS = "Breakaway: CCG, Official rules — Actions"
BASE = GAME.new_game(1)
P1, P2 = "Player 1", "Player 2"
SNIPER = "s1:sniper-7-helmet"           # #7, Shoot printed, blue, helmet
SNIPER_S = "s2:sniper-7-skate"
GOAL_H = "s1:goal-helmet"               # Score printed, blue, no Suit Circle
ROOKIE_S = "s1:rookie-0-stick"          # #0, Move, pink, gold circle
ROOKIE_H = "s1:rookie-0-helmet"         # #0, pink, blue circle
ROOKIE_K = "s2:rookie-0-skate"          # #0, orange circle
GOALIE_G = "s2:goalie-g-glove"          # Goalie, Save printed, glove
GOALIE_K = "s2:goalie-g-skate"
ENF_S = "s2:enforcer-1-skate"           # #1, Body-Check, brown, skate, orange circle
ENF_G = "s2:enforcer-1-glove"           # #1, glove
TIP_IN = "s1:tip-in-5-glove"            # #5, Tip and Score, blue, glove
CAPTAIN = "s1:captain-8-stick"          # #8, Shoot and Move, purple
SIXTH = "s1:sixth-attacker-glove"       # purple, no action, no circle
POWER_PLAY = "s2:power-play-7-all"      # #7, a purple dot, all four suits, purple circle
CRASH = "s1:crash-the-net-4-stick"      # On-Net printed
FAST = "s1:fast-break-8-stick"          # #8, Move, blue
DEFLECT = "s2:deflection-1-helmet"      # Deflect printed, silver
POKE = "s2:poke-check-2-glove"          # Poke-Check printed
GRINDER_3 = "s1:grinder-3-stick"
TWO_WAY_4 = "s1:two-way-forward-4-stick"
PLAYMAKER_5 = "s1:playmaker-5-stick"
SHUTDOWN_2 = "s1:shutdown-defender-2-stick"
SHOT_BLOCK = "s1:shot-block-glove"       # Block, green, not in the shootout deck
SAVE_CARD = "s1:save-stick"             # Save printed, black, not in the deck
KICK_SAVE = "s1:kick-save-g-skate"      # a Goalie-numbered card (no circle)


def L(card):
    return T.label[card]


def at(step=SHOOT, hands=((), ()), deck=(), discard=(), played=(), shooter=0, first=0, rnd=1, goals=(0, 0),
       attempts=(), shot_card=None, shot_with=None, tipped=False, **fields):
    shoot = Shootout(deck=tuple(deck), hands=(tuple(hands[0]), tuple(hands[1])), played=tuple(played),
                     discard=tuple(discard), step=step, first=first, round=rnd, shooter=shooter, goals=goals,
                     attempts=tuple(attempts), shot_with=shot_with, shot_card=shot_card, tipped=tipped)
    return evolve(BASE, phase=SHOOTOUT, shootout=shoot, **fields)


def run(state, seat, kind, *args, t=T):
    action = Action(seat, kind, tuple(args))
    verdict = so.validate(t, state, action)
    assert verdict.ok, verdict.message
    assert action in so.legal_actions(t, state, seat)
    events: list = []
    return so.apply(t, state, action, events), events


def full(events):
    return [(e.kind, e.text, e.data, e.audience, e.chance, e.irreversible) for e in events]


def draw(seat, cards):
    """The two events of a draw: the public count and the drawer's own list."""
    name = (P1, P2)[seat]
    many = f"{len(cards)} cards" if len(cards) > 1 else "a card"
    return [("shootout-draw", f"{name} draws {many} from the shootout deck.", {"seat": seat, "count": len(cards)},
             None, False, False),
            ("shootout-draw-own", f"You draw {', '.join(L(c) for c in cards)}.", {"seat": seat, "cards": tuple(cards)},
             frozenset((seat,)), False, True)]


def attempt(rnd, shooter, sudden=False):
    extra = " (sudden death)" if sudden else ""
    return ("shootout-attempt", (f"Shootout round {rnd}{extra}: {(P1, P2)[shooter]} shoots, {(P1, P2)[1 - shooter]} "
            "defends."), {"round": rnd, "shooter": shooter}, None, False, False)


def miss(seat, why):
    return ("shootout-miss", f"{why}: the attempt fails.", {"seat": seat}, None, False, False)


def refusal(state, seat, kind, *args, t=T):
    action = Action(seat, kind, tuple(args))
    verdict = so.validate(t, state, action)
    assert not verdict.ok
    assert action not in so.legal_actions(t, state, seat)
    return verdict.code, verdict.reason, verdict.rule


class _Over(dict):
    def __init__(self, base, extra):
        super().__init__(extra)
        self._base = base

    def __missing__(self, key):
        return self._base[key]


def fake(card_id, number=None, suits=("helmet",), colors=(), actions=(), symbols=(), suit_circle=None,
         player=False):
    return Card(card_id, card_id[3:].title(), number, suits, colors, actions, (), tuple(symbols), suit_circle, 1, None,
                player, "authored")


class Tweaked:
    """The real tables with some made-up copies added (id -> Card)."""

    def __init__(self, made: dict[str, Card]):
        self.card = _Over(T.card, made)
        self.colors = _Over(T.colors, {k: c.colors for k, c in made.items()})
        self.player = _Over(T.player, {k: c.player for k, c in made.items()})
        self.pair_key = _Over(T.pair_key, {k: c.number if c.number is not None else f"name:{c.name}"
                                           for k, c in made.items()})
        self.label = _Over(T.label, {k: f"{c.name} ({'/'.join(c.suits)})" for k, c in made.items()})
        self.is_copy = T.is_copy


BLUE_DOT = "s1:blue-dot"                 # not a Player card, not blue, a blue dot
BLUE_NUMBER = "s1:blue-number"           # not a Player card, not blue, a blue number symbol (not a dot)
PURPLE_RING = "s1:purple-ring"           # Move only, a purple Suit Circle, no purple of its own
PURPLE_BADGE = "s1:purple-badge"         # a purple non-dot symbol
NONE_DOT = "s1:none-dot"                 # a dot with no color
TW = Tweaked({
    BLUE_DOT: fake(BLUE_DOT, 3, colors=("red",), actions=("move",), symbols=(Symbol("dot", "blue"),)),
    BLUE_NUMBER: fake(BLUE_NUMBER, 3, colors=("red",), actions=("move",), symbols=(Symbol("number", "blue"),)),
    PURPLE_RING: fake(PURPLE_RING, 6, colors=("gold",), actions=("move",), suit_circle=(0, "purple")),
    PURPLE_BADGE: fake(PURPLE_BADGE, 6, colors=("gold",), actions=("move",), symbols=(Symbol("zone", "purple"),)),
    NONE_DOT: fake(NONE_DOT, 2, colors=("gold",), symbols=(Symbol("dot", None),)),
})
DECK8 = (SNIPER, GOAL_H, ROOKIE_S, TIP_IN, GOALIE_G, ENF_S, ENF_G, CAPTAIN)
