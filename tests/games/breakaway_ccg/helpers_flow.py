"""Position builders and small readers shared by the official-flow rule-area tests of Breakaway: CCG
(set-up, stoppages, challenges, penalties, power plays, fights, periods); not a test module itself."""

from __future__ import annotations

from tabletop.engine.deck import Deck
from tabletop.games.breakaway_ccg.beginner import flow
from tabletop.games.breakaway_ccg.cards import starter_deck
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.challenges import Challenge
from tabletop.games.breakaway_ccg.official.fights import Fight
from tabletop.games.breakaway_ccg.official.penalties import Served
from tabletop.games.breakaway_ccg.state import CHALLENGE, FACEOFF, FIGHT, PLAY, SCORE, USE, CcgState, evolve
from tests.games.breakaway_ccg.support import GAME, T, act, arrange, card, official, official_with_discards

r = card
R0, R0S = r(0, "rookie-0-helmet"), r(0, "rookie-0-stick")
K0, K1 = r(1, "rookie-0-skate"), r(1, "rookie-0-glove")
CAP0, CAP1 = r(0, "captain-8-helmet"), r(1, "captain-8-skate")
GOAL0, GOAL1 = r(0, "goal-stick"), r(1, "goal-skate")
SAVE0, SAVE1 = r(0, "save-stick"), r(1, "save-skate")
SNIPE0, SOG1 = r(0, "sniper-7-stick"), r(1, "shot-on-goal-4-glove")


def log(events):
    """(kind, text, data) of each event."""
    return [(e.kind, e.text, e.data) for e in events]


def kinds(events):
    return [e.kind for e in events]


def run(fn, *args):
    events: list = []
    return fn(T, *args, events), events


def stop(state, *args, **kw):
    events: list = []
    return fl.stop_play(T, state, events, *args, **kw), events


LOW0 = tuple(
    r(0, c)
    for c in (
        "rookie-0-helmet",
        "rookie-0-stick",
        "enforcer-1-helmet",
        "enforcer-1-stick",
        "shutdown-defender-2-helmet",
        "shutdown-defender-2-stick",
        "grinder-3-helmet",
        "grinder-3-stick",
        "two-way-forward-4-helmet",
        "two-way-forward-4-stick",
        "playmaker-5-helmet",
        "playmaker-5-stick",
        "power-forward-6-helmet",
    )
)
LOW1 = tuple(
    r(1, c)
    for c in (
        "rookie-0-skate",
        "rookie-0-glove",
        "enforcer-1-skate",
        "enforcer-1-glove",
        "shutdown-defender-2-skate",
        "shutdown-defender-2-glove",
        "grinder-3-skate",
        "grinder-3-glove",
        "two-way-forward-4-skate",
        "two-way-forward-4-glove",
        "playmaker-5-skate",
        "playmaker-5-glove",
        "power-forward-6-skate",
    )
)
MIXED = (
    Effect("a", 0, "stoppage"),
    Effect("b", 1, "line-change"),
    Effect("c", 0, "game"),
    Effect("d", 1, "turn"),
)


def _busy(**fields):
    base = {
        "hands": ((R0, R0S), (K0, K1, CAP1)),
        "play": (SNIPE0, SOG1),
        "picks": (CAP0, None),
        "effects": MIXED,
        "shot": 0,
        "stage": SCORE,
        "shot_from": 1,
        "bonus": (2, 1),
        "goalie_pulled": (True, True),
        "control": 1,
        "token_used": True,
        "colors_used": ("red",),
        "special_used": True,
        "free_move": True,
        "free_shot": True,
        "ability_used": True,
        "action_used": True,
        "doubles": True,
        "run": True,
        "home": 1,
        "placing": (0, "x", ()),
        "challenge": Challenge(ch.GRIND, 0, "c9"),
    }
    base.update(fields)
    return official(**base)


H1 = ((r(0, "enforcer-1-helmet"),), (r(1, "enforcer-1-skate"),))
G0, G1, GREEN1 = r(0, "goalie-g-helmet"), r(1, "goalie-g-skate"), r(1, "shutdown-defender-2-skate")


def won(
    kind,
    target,
    picks,
    winner,
    origin="c9",
    uncontested=False,
    control=None,
    initiator=0,
    puck=None,
    dead=False,
):
    """``_won`` of a dump or Grind; ``dead``: the winner holds no card and its challenge card offers nothing,
    so its turn starts at once (and, with an empty hand, is skipped)."""
    state = official(
        hands=((), H1[1]) if dead and winner == 0 else (H1[0], ()) if dead else H1,
        phase=CHALLENGE,
        challenge=Challenge(kind, initiator, origin, target),
        picks=picks,
        puck=puck or origin,
        control=control,
        turn=1 - winner,
        effects=tuple(Effect("injured", t_, "game", card=c) for t_, c in enumerate(picks) if c and dead),
    )
    events: list = []
    return fl.settle_challenge(T, state, winner, picks[winner], events, uncontested), events


def begin(state, seat, skips=0):
    events: list = []
    return fl.begin_turn(T, state, seat, events, skips), events


BC0 = r(0, "body-check-3-helmet")


def used(**fields):
    base = {"hands": ((R0,), (K0,)), "play": (BC0,), "phase": USE, "puck": "e3", "control": 0}
    base.update(fields)
    return official(**base)


def miss(play, shooter=0, shot_from=0, bonus=(0, 0), effects=(), **fields):
    state = official(
        hands=((R0S,), (K1,)),
        play=play,
        phase=USE,
        shot=shooter,
        stage=SCORE,
        shot_from=shot_from,
        puck="e3" if shooter == 0 else "w3",
        control=shooter,
        bonus=bonus,
        effects=effects,
        turn=shooter,
        **fields,
    )
    return run(fl.no_goal, state)


def ending(**fields):
    base = {"hands": ((R0,), (K0,)), "play": (BC0,), "phase": USE}
    base.update(fields)
    return official(**base)


def without(state, *cards):
    """``state`` with ``cards`` taken out of the decks (they lie elsewhere: aside, Momentum pile...)."""
    return evolve(state, decks=tuple(tuple(c for c in d if c not in cards) for d in state.decks))


def period_over(goals=(1, 1), **options):
    state = official(
        hands=((R0,), (K0,)),
        play=(BC0,),
        goals=goals,
        options=options,
        scored=((CAP0,), ()),
        effects=(Effect("g", 0, "game"), Effect("s", 0, "stoppage"), Effect("l", 1, "line-change")),
        extras=((R0,), ()),
        final_minute=True,
        hand_max=(3, 3),
        skip_start=(True, True),
    )
    state = evolve(
        without(state, CAP1, SNIPE0, SOG1, GOAL0, K1),
        picks=(None, CAP1),
        discards=((SNIPE0,), (SOG1,)),
        aside=(GOAL0,),
        momentum=(K1,),
    )
    return run(fl.end_period, state)


BASE = official(puck="c9", control=1, turn=0)
N = BASE.names


def in_the_box(*seats, minutes=2, hands=1, cap=8):
    return tuple(Served(s, "Tripping", minutes, hands, cap) for s in seats)


def at(**fields):
    return evolve(BASE, **fields)


def hands_of(a, b):
    return (BASE.decks[0][:a], BASE.decks[1][:b])


PF = card(1, "power-forward-6-glove")                    # red, brown protection O
GOAL = card(0, "goal-helmet")


def summary(events):
    return [(e.kind, e.data) for e in events]


PUNCH = "s1:drop-the-gloves-1-helmet"          # FG3, Punch action, helmet suit


def c(seat, card_id):
    """A copy by id, also of a card outside the default teams (the rules read a copy's card from its id)."""
    return f"s{seat + 1}:{card_id}"


def in_fight(hands, fight=None, **fields):
    state = official_with_discards(**fields)
    return evolve(state, phase=FIGHT, fight=fight or Fight(None), hands=hands, picks=(None, None))


ANN, BO = "Ann", "Bo"
FACEOFF_CALL = ("Face-off at center ice: each player may switch up to two cards with the bench, then both choose a "
                "card face down.")
_OPTIONS = GAME.new_game(1).options
# Seat 0's cards.
ROOKIE = card(0, "rookie-0-helmet")        # Move, pink, #0
ROOKIE2 = card(0, "rookie-0-stick")        # Move, pink, #0
SHOT = card(0, "shot-on-goal-4-helmet")    # Shoot, red, #4
CAPTAIN = card(0, "captain-8-helmet")      # Move and Shoot, purple, #8
BODY = card(0, "body-check-3-helmet")      # Body-Check, brown, #3
SAVE_A = card(0, "save-helmet")             # Save, black, no number
CRASH = card(0, "crash-the-net-4-skate")   # no action, yellow, #4
GRINDER = card(0, "grinder-3-helmet")      # Move, yellow, #3
# Seat 1's cards.
ROOKIE_B = card(1, "rookie-0-skate")
SAVE_B = card(1, "save-skate")             # Save, black, no number
GOAL_B = card(1, "goal-skate")
SCORE5_B = card(1, "score-5-helmet")       # Score, no color, #5
SHOT_B = card(1, "shot-on-goal-4-helmet")
PASS_B = card(1, "breakout-pass-2-helmet")  # Move, gold, #2
ICING_B = card(1, "icing-0-glove")         # no action, bronze, #0
CAPTAIN_B = card(1, "captain-8-glove")
BODY_B = card(1, "body-check-3-helmet")
SNIPER_B = card(1, "sniper-7-skate")


def pos(**fields) -> CcgState:
    """A bare Beginner position: empty decks, hands and piles unless given; Ann has the puck at center."""
    base = {"names": (ANN, BO), "seed": 5, "options": _OPTIONS, "phase": PLAY, "puck": "c9", "control": 0,
            "turn": 0, "decks": ((), ()), "hands": ((), ()), "discards": ((), ()), "benches": ((), ()), "play": ()}
    base.update(fields)
    return CcgState(**base)


def ev(e) -> tuple:
    return (e.kind, e.text, dict(e.data), e.audience, e.chance, e.irreversible)


def pub(kind, text, data, chance_=False, irreversible=False) -> tuple:
    return (kind, text, data, None, chance_, irreversible)


def own(seat, kind, text, data, irreversible=False) -> tuple:
    return (kind, text, data, frozenset((seat,)), False, irreversible)


def advance(fn, *args):
    events: list = []
    state = fn(T, *args, events)
    return state, [ev(e) for e in events]


def _faceoff(left, right, home=0, hands=((SHOT,), (SAVE_B,)), **fields):
    state = pos(phase=FACEOFF, home=home, hands=(hands[0] + (left,), hands[1] + (right,)), ready=(True, True),
                puck="e4", control=None, turn=1, ability_used=True, action_used=True, doubles=True, **fields)
    events: list = []
    state = flow.pick(T, state, 1, right, events)
    first = [ev(e) for e in events]
    events = []
    state = flow.pick(T, state, 0, left, events)
    return state, first, [ev(e) for e in events]


ROOKIE_0 = card(0, "rookie-0-helmet")
GOAL_0 = card(0, "goal-helmet")
SHOT_0 = card(0, "shot-on-goal-4-helmet")
CAPTAIN_0 = card(0, "captain-8-helmet")
ROOKIE_1 = card(1, "rookie-0-skate")


def minor(seat, hands=1, minutes=2, cap=8):
    return Served(seat, "Tripping", minutes, hands, cap)


def with_hands(state, sizes):
    """``state`` with hands of the given sizes, taken from the top of each deck."""
    hands, decks = [], []
    for seat in (0, 1):
        extra = state.decks[seat][:sizes[seat]]
        hands.append(state.hands[seat] + extra)
        decks.append(state.decks[seat][sizes[seat]:])
    return evolve(state, hands=(hands[0], hands[1]), decks=(decks[0], decks[1]))


PUNCHES = ("s1:drop-the-gloves-1-helmet", "s1:drop-the-gloves-1-skate")      # FG3: Punch


def _in_fight(hands, **fields):
    state = official_with_discards(**fields)
    return evolve(state, phase=FIGHT, fight=Fight(None), hands=hands, picks=(None, None))


SHOT_R = card(0, "shot-on-goal-4-helmet")        # Shoot, red
GOAL_R = card(0, "goal-helmet")                  # Score, blue, no number
ROOKIE_R = card(0, "rookie-0-helmet")            # Move, pink, #0
SNIPER_R = card(0, "sniper-7-helmet")            # Shoot, blue, #7
BODY_R = card(0, "body-check-3-helmet")          # Body-Check, brown, #3
SAVE_R = card(0, "save-helmet")
SAVE_H = card(1, "save-skate")                   # Save, black, no number
GOAL_H = card(1, "goal-skate")
ROOKIE_H = card(1, "rookie-0-skate")
SNIPER_H = card(1, "sniper-7-skate")
PASS_H = card(1, "breakout-pass-2-helmet")       # Move, gold, #2
SCORE_H = card(1, "score-5-helmet")              # Score, #5, no color
FILL_R = tuple(card(0, c) for c in ("breakout-pass-2-glove", "captain-8-stick", "grinder-3-helmet",
                                    "two-way-forward-4-helmet"))
FILL_H = tuple(card(1, c) for c in ("breakout-pass-2-glove", "captain-8-skate", "grinder-3-skate",
                                    "two-way-forward-4-skate"))
BASE_CARD = card(1, "enforcer-1-skate")               # a card already on the play area, #1


def attack(puck: str, hand0=(SHOT_R, GOAL_R), hand1=(SAVE_H, PASS_H), **fields):
    """Seat 0 to play, holding the puck at ``puck``."""
    fields = {"control": 0, "turn": 0, **fields}
    return arrange(hands=(hand0 + FILL_R, hand1 + FILL_H), play=(BASE_CARD,), puck=puck, **fields)


def faced(state, shot_card=PASS_H):
    """Seat 1 plays ``shot_card`` as the Shot Card and ends the turn without using it."""
    state = act(state, 1, "play", shot_card)
    return act(state, 1, "end") if state.phase == USE else state


def _deck(name: str = "Test deck", extra: tuple[tuple[str, int], ...] = ()) -> Deck:
    """The Ridge Runners' list as a player's deck, with ``extra`` cards added."""
    runners = starter_deck("ridge-runners")
    deck = Deck("breakaway-ccg", name, runners.cards, runners.bench)
    for card_id, copies in extra:
        deck = deck.adding(card_id, copies)
    return deck
