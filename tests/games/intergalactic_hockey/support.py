"""Intergalactic Hockey Showdown: position builders, play helpers and the book's arithmetic,
shared by the rule-area test files.

Sections named in the test files are the headings of ``intergalactic-hockey-showdown.md``; S1,
S2... are the rulings in ``docs/rulings/intergalactic-hockey.md``. Positions are built with
``dataclasses.replace`` on a new game so each test shows only the cards that matter; every action
goes through the checked ``apply``. Card numbers the scenarios use (offense/defense):
Tim 2/2, Bryzan 2/4, Twisskib 6/1, Danny 4/2, Jared 4/2, Dom 4/1, Vojt-n-Swet 4/3,
Yrahkska 3/1, Lord Doober 3/1, Chris 1/3, Derek 1/3, Jake 2/4, Pax 1/4, Creenana 2/5,
Goose 2/5, Vehksa 2/6 (``NUMBERS``, checked against the card file in ``test_card_numbers.py``).

The second half writes down, from the book, every number an ability or a bruiser changes and
each card's position and bruiser mark (Player Card List & Abilities; the Bruisers example
prints Dom's offense 4 and Bryzan's defense 4), and computes what a play must come to
(``book``, ``book_result``). Where the book is silent it follows the rulings (S4: a number below
zero counts as 0; S10, S11: two bruisers change nothing on each other, printed effects included;
S14: the number a bruiser loses to Pax). The other card numbers are the book's silence (S26) and are read from the
card file.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError
from tabletop.games import registry

GAME = registry().get("intergalactic-hockey")
ALL = GAME.card_ids
BRUISERS = {"tim", "dom", "yrahkska", "lord-doober", "chris", "derek"}

NUMBERS = {
    "tim": (2, 2), "bryzan": (2, 4), "twisskib": (6, 1), "danny": (4, 2), "jared": (4, 2), "dom": (4, 1),
    "vojt-n-swet": (4, 3), "yrahkska": (3, 1), "lord-doober": (3, 1), "chris": (1, 3), "derek": (1, 3),
    "jake": (2, 4), "pax": (1, 4), "creenana": (2, 5), "goose": (2, 5), "vehksa": (2, 6),
}


def position(hand0, hand1, *, phase="round", puck=0, deck=None, discard=(), scored=((), ()), goals=(0, 0),
             refbot=0, penalty=None, period=1, buzzer=False, seed=0):
    """A position before both plays. Cards not placed anywhere go to the deck (catalogue order),
    or, when the deck is given, to the discard pile."""
    placed = [*hand0, *hand1, *discard, *scored[0], *scored[1], *(deck or ())]
    assert len(placed) == len(set(placed)), "a card is used twice"
    rest = tuple(c for c in ALL if c not in placed)
    if deck is None:
        deck, rest = rest, ()
    state = GAME.new_game(seed)
    return replace(state, phase=phase, puck=puck, deck=tuple(deck), hands=(tuple(hand0), tuple(hand1)),
                   discard=tuple(discard) + rest, scored=(tuple(scored[0]), tuple(scored[1])), goals=goals,
                   refbot=refbot, penalty=penalty, period=period, buzzer=buzzer)


def faceoff(hand0, hand1, **kw):
    return position(hand0, hand1, phase="faceoff", puck=None, **kw)


def act(state, seat, kind, *args):
    return GAME.apply(state, Action(seat, kind, tuple(args)))


def both(state, card0, card1):
    """Both seats place their card (seat 0 first); returns the state and all events."""
    state, first = act(state, 0, "play", card0)
    state, second = act(state, 1, "play", card1)
    return state, first + second


def kinds(events):
    return [e.kind for e in events]


def event(events, kind):
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind!r} event in {kinds(events)}"
    return found[0]


def refusal(state, action):
    verdict = GAME.validate(state, action)
    assert not verdict.ok
    assert verdict.rule.startswith("Intergalactic Hockey Showdown, ")
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, action)
    assert caught.value.verdict == verdict
    return verdict


def conserved(state):
    expected = Counter(ALL) + Counter({"puck": 1, "refbot": 1})
    return GAME.inventory(state) == expected


# Ending Periods: "When the draw deck is empty, the period is over. If a player is holding the puck,
# they make [may] take one final shot at the buzzer." The shot is the holder's choice (S22).
BUZZER_PASSAGE = "may take one final shot at the buzzer"


def at_the_buzzer(**kw):
    """Jake is saved by Vehksa, who leaves the puck with the shooter; the refill takes the last card (Pax)."""
    state = position(("jake", "twisskib", "bryzan"), ("vehksa", "goose", "creenana"), puck=0, deck=("pax",), **kw)
    return both(state, "jake", "vehksa")


# Player Card List & Abilities: each card's position (the list's headings) and its [Bruiser] mark.
CENTERS = {"tim", "bryzan", "twisskib"}
WINGERS = {"danny", "jared", "dom", "vojt-n-swet", "yrahkska", "lord-doober"}
DEFENDERS = {"chris", "derek", "jake", "pax", "creenana"}
GOALIES = {"goose", "vehksa"}

# The book's numbers.
BOOK_VALUES = {("dom", 0): 4, ("bryzan", 1): 4}  # Bruisers example: Dom's 4 offense, Bryzan's 4 defense
BRUISER_HIT = 2        # Bruisers: "They reduce their opponent's [offense] and [defense] by 2 each"
BRYZAN_FACEOFF = 3     # Bryzan: "+3 [offense] on face-offs"
DEREK_VS_WINGER = 3    # Derek: "Derek gets +3 [defense] if opponent is winger"
YRAHKSKA_CENTERS = 3   # Yrahkska: "Opponent centers get -3"
DOOBER_DEFENDERS = 1   # Lord Doober: "Opponent defenders get -1 [offense] and -1 [defense]"
JAKE_HIT = 1           # Jake: "Bruisers only give Jake -1 [offense] and -1 [defense]"
PAX_BOUNCE = 3         # Pax: "Bruisers can't hurt Pax and get -3"
DANNY_BOOST = 2        # Danny: "Discard from hand to give teammate +2"
CHRIS_BOOST = 2        # Chris: "Discard from hand to give teammate +2 [defense]"

# Danny and Chris are kept out of the fillers, so no discard is offered.
FILLERS = ("twisskib", "vehksa", "creenana", "bryzan", "jake", "pax", "goose", "tim")


def base(card: str) -> list[int]:
    """A card's offense and defense: the book's where it prints one, else the card file's (S26)."""
    values = GAME.values(card)
    return [BOOK_VALUES.get((card, k), values[k]) for k in (0, 1)]


def book(card0: str, card1: str, faceoff: bool) -> tuple[int, int]:
    """What the book says the play compares: (seat 0's number, seat 1's number), seat 0 attacking
    in a round (its offense against seat 1's defense), both offenses in a face-off. Optional
    choices (Jared, Dom, Danny, Chris) are declined."""
    cards = (card0, card1)
    vals = [base(card0), base(card1)]
    # Goose: "Cancel opponents bruiser and ability ... His stats are never effected by Bruiser cards".
    active = [cards[1 - s] != "goose" for s in (0, 1)]
    # Bruisers: two bruisers played together have no effect on each other. Lord Doober acts as a
    # super-bruiser against a defender, so his -1 is a bruiser's effect (S11); Yrahkska's -3 on a center
    # is read alike (S10).
    two_bruisers = all(active) and card0 in BRUISERS and card1 in BRUISERS
    for s in (0, 1):                     # Playing Periods steps 1-2: the cards' abilities
        if not active[s]:
            continue
        me, other = cards[s], cards[1 - s]
        if me == "bryzan" and faceoff:
            vals[s][0] += BRYZAN_FACEOFF
        if me == "derek" and other in WINGERS:
            vals[s][1] += DEREK_VS_WINGER
        if me == "yrahkska" and other in CENTERS and not two_bruisers:
            vals[1 - s][0] -= YRAHKSKA_CENTERS
            vals[1 - s][1] -= YRAHKSKA_CENTERS
        if me == "lord-doober" and other in DEFENDERS and not two_bruisers:
            vals[1 - s][0] -= DOOBER_DEFENDERS
            vals[1 - s][1] -= DOOBER_DEFENDERS
    hitters = [s for s in (0, 1) if active[s] and cards[s] in BRUISERS]
    if len(hitters) == 1:                # Bruisers: "If both players play bruisers ... no effect on each other"
        s = hitters[0]
        target = cards[1 - s]
        if target == "pax":              # the bruiser hurts itself, in the number it uses (S14)
            vals[s][0 if (faceoff or s == 0) else 1] -= PAX_BOUNCE
        else:
            hit = JAKE_HIT if target == "jake" else BRUISER_HIT
            vals[1 - s][0] -= hit
            vals[1 - s][1] -= hit
    if faceoff:                          # Face-Offs: compare the offense numbers
        return max(0, vals[0][0]), max(0, vals[1][0])
    return max(0, vals[0][0]), max(0, vals[1][1])


def book_result(card0: str, card1: str, numbers: tuple[int, int], faceoff: bool) -> str:
    """Playing Periods steps 4-6 (a face-off: the highest number wins); Tim "Wins any tie"."""
    a, b = numbers
    tim = {s for s, c in enumerate((card0, card1)) if c == "tim" and (card0, card1)[1 - s] != "goose"}
    if faceoff:
        return "0" if a > b or (a == b and 0 in tim) else "1" if b > a or 1 in tim else "none"
    return "goal" if a > b or (a == b and 0 in tim) else "save" if b > a or 1 in tim else "tie"


def hands_for(card0: str, card1: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    free = [c for c in FILLERS if c not in (card0, card1)]
    return (card0, free[0], free[1]), (card1, free[2], free[3])


def setup(hand0, hand1, *, faceoff: bool, refbot: int = 0):
    placed = {*hand0, *hand1}
    state = GAME.new_game(0)
    return replace(state, phase="faceoff" if faceoff else "round", puck=None if faceoff else 0,
                   deck=tuple(c for c in ALL if c not in placed), hands=(tuple(hand0), tuple(hand1)),
                   discard=(), scored=((), ()), goals=(0, 0), refbot=refbot, penalty=None, period=1,
                   buzzer=False)


def play(state, card0, card1, answers=()):
    """Both cards down, then each waiting choice answered from ``answers`` (seat -> (kind, args),
    used when that seat's choice of that kind comes up) or declined. Returns the state and every event."""
    answers = dict(answers)
    state, events = act(state, 0, "play", card0)
    state, more = act(state, 1, "play", card1)
    events += more
    while state.queue:
        seat, waiting = state.queue[0]      # the choice waiting: "swap", "refbot" or "discard"
        kind, args = answers.pop(seat) if answers.get(seat, ("",))[0] == waiting else ("decline", ())
        state, more = act(state, seat, kind, *args)
        events += more
    return state, events


def compared(events, faceoff: bool) -> tuple[tuple[int, int], str]:
    """The numbers the engine compared (seat 0's, seat 1's) and the result, read from its events."""
    for e in events:
        if faceoff and e.kind == "faceoff":
            w = e.data["winner"]
            return tuple(e.data["offense"]), "none" if w is None else str(w)
        if e.kind == "goal":
            o, d = re.search(r", (\d+) to (\d+) \(", e.text).groups()
            return (int(o), int(d)), "goal"
        if e.kind == "save":
            d, o = re.search(r"stops the shot, (\d+) to (\d+)", e.text).groups()
            return (int(o), int(d)), "save"
        if e.kind == "tie":
            o, d = re.match(r"(\d+) against (\d+)", e.text).groups()
            return (int(o), int(d)), "tie"
    raise AssertionError(f"no result in {[e.kind for e in events]}")
