"""Breakaway: CCG shootout, scenario by scenario (issue 20's mutation scores for ``shootout.py``).

Each test cites the book's passage (Part 2, General Hockey Rules — Shootout, and Part 2, Overtime,
whose regular-season overtime ends in it) or the rulings O-S1...O-S12 and O36 of
``docs/rulings/breakaway-ccg.md``. Penalty shots share no code with this module.

Positions are hand-built ``Shootout`` values on a new game (seats "Player 1" and "Player 2",
Home Ice seat 0 unless a test says otherwise), so every deck, hand and discard is known and every
event can be checked word for word. A few rules (a blue dot, a purple Suit Circle) no shipped card
shows; for those a card is made up and served through ``Tweaked``, a lookup table over the real one.
"""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import shootout as so
from tabletop.games.breakaway_ccg.cards import Card, Symbol
from tabletop.games.breakaway_ccg.shootout import DONE, ORDER, SAVE, SCORE, SHOOT, STOP, TIP, Shootout
from tabletop.games.breakaway_ccg.state import OVER, SHOOTOUT, evolve
from tests.games.breakaway_ccg.support import GAME, T

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
DEFLECT = "s2:deflection-1-stick"       # Deflect printed, silver
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


# ----- made-up cards, for rules no shipped card shows -------------------------------------------
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


# ----- the shootout deck (Setup; O-S1) ------------------------------------------------------------
@pytest.mark.parametrize("card, expected", [
    (ENF_S, True),            # a Player card
    (KICK_SAVE, True),        # a Goalie card is a Player card
    (GOAL_H, True),           # blue Ability card
    (FAST, True),
    (SAVE_CARD, False),       # black, no Player
    (SHOT_BLOCK, False),
    (POWER_PLAY, False),      # a purple dot is not blue
])
def test_which_cards_go_into_the_shootout_deck(card, expected):
    """Setup: every Player card (#0-8 and Goalie) and every blue Ability card (O-S1)."""
    assert so.in_deck(T, card) is expected


def test_a_blue_dot_puts_a_card_in_the_deck_but_another_blue_symbol_does_not():
    """O-S1: a card with the blue ability by a blue dot symbol counts; a blue symbol of another kind does not."""
    assert so.in_deck(TW, BLUE_DOT) is True
    assert so.in_deck(TW, BLUE_NUMBER) is False
    assert so.in_deck(TW, NONE_DOT) is False


def test_start_gathers_player_and_blue_cards_from_every_pile_and_lets_home_ice_choose():
    """Setup and Procedure (O-S1): decks, hands, discards, the play area, a pick and the cards set
    aside give up their Player and blue cards to one shuffled deck; the rest of the play area goes to
    its owners' discards; a set-aside card on show as the reveal stays; Home Ice is named."""
    state = evolve(BASE, home=1, chance=5,
                   decks=((SNIPER, SAVE_CARD), (ENF_S, "s2:save-glove")),
                   hands=((GOAL_H, SHOT_BLOCK), (GOALIE_G,)),
                   discards=((ROOKIE_S,), ("s2:score-5-skate",)),
                   play=(TIP_IN, "s1:shot-on-goal-4-stick", "s2:icing-0-stick"),
                   picks=(CAPTAIN, None),
                   aside=(GOALIE_K, ENF_G, "s2:slap-shot-8-glove"), reveal=(ENF_G,),
                   benches=((FAST,), ()), scored=((GRINDER_3,), ()), shot="a shot", stage="a stage", control=1)
    events: list = []
    after = so.start(T, state, events)
    pool = sorted([SNIPER, ENF_S, GOAL_H, GOALIE_G, ROOKIE_S, GOALIE_K, TIP_IN, CAPTAIN])
    deck = chance.shuffled(1, 5, pool)
    assert after.shootout == Shootout(deck=deck)
    assert after.shootout.step == ORDER and after.shootout.first is None and after.shootout.round == 0
    assert after.phase == SHOOTOUT and after.chance == 6
    assert after.decks == ((SAVE_CARD,), ("s2:save-glove",))
    assert after.hands == ((SHOT_BLOCK,), ())
    assert after.discards == (("s1:shot-on-goal-4-stick",), ("s2:score-5-skate", "s2:icing-0-stick"))
    assert after.aside == (ENF_G, "s2:slap-shot-8-glove") and after.reveal == (ENF_G,)
    assert after.play == () and after.picks == (None, None)
    assert after.shot is None and after.stage is None and after.control is None
    assert after.benches == ((FAST,), ()) and after.scored == ((GRINDER_3,), ())
    assert full(events) == [("shootout-start", ("Still tied: a shootout! Every Player card and every blue card in play "
                             "(8 cards) is shuffled into the shootout deck. Player 2, with Home Ice, chooses to shoot "
                             "first or second."), {"cards": 8, "home": 1}, None, True, True)]


def test_start_draws_its_shuffle_from_the_states_seed_and_counter():
    """O-S1: the deck is shuffled with the game's chance counter (and seed)."""
    cards = (SNIPER, ENF_S, GOAL_H, GOALIE_G, ROOKIE_S, TIP_IN, CAPTAIN, ENF_G, GOALIE_K, ROOKIE_K)
    base = evolve(BASE, decks=(cards, ()), hands=((), ()), discards=((), ()), play=(), aside=(), reveal=())
    for seed, counter in ((1, 3), (2, 3), (1, 4)):
        after = so.start(T, evolve(base, seed=seed, chance=counter), [])
        assert after.shootout.deck == chance.shuffled(seed, counter, sorted(cards))


# ----- reading a card (Actions; Abilities; Special Card Plays; O-S4, O-S5, O36) ------------------
@pytest.mark.parametrize("played, card, wanted, pp, expected", [
    ((), SNIPER, so.SHOOTS, True, "its Shoot action"),
    ((), CRASH, so.SHOOTS, False, "its On-Net action"),
    ((), TIP_IN, ("tip",), False, "its Tip action"),
    ((), TIP_IN, ("score",), False, "its Score action"),
    ((), GOALIE_G, ("save",), False, "its Save action"),
    ((), DEFLECT, so.STOPS, False, "its Deflect action"),
    ((), POKE, so.STOPS, False, "its Poke-Check action"),
    ((), FAST, so.SHOOTS, False, "its blue ability (On-Net)"),
    ((), FAST, ("score",), True, "its blue ability (Score)"),
    ((), FAST, ("move",), False, "its Move action"),
    ((), GOAL_H, ("move",), False, "its blue ability (Move)"),
    ((), FAST, ("tip",), True, ""),                       # blue gives no Tip
    ((), FAST, ("save",), False, ""),
    ((), ROOKIE_H, so.SHOOTS, True, "its blue ability from its Suit Circle (power play) (On-Net)"),
    ((), ROOKIE_H, so.SHOOTS, False, ""),                 # the circle only for the shooter
    ((), ROOKIE_S, so.SHOOTS, True, ""),                  # a gold circle gives nothing
    ((), SIXTH, ("save",), False, "its purple ability (any one action)"),
    ((), SIXTH, ("tip",), True, "its purple ability (any one action)"),
    ((), POWER_PLAY, ("tip",), False, "its purple ability (any one action)"),   # the purple dot
    ((ROOKIE_S,), ROOKIE_K, so.SHOOTS, False, "Doubles (any one action)"),
    ((ROOKIE_S,), ROOKIE_K, ("save",), True, "Doubles (any one action)"),
    ((ROOKIE_S, SHUTDOWN_2), ROOKIE_K, so.SHOOTS, True, ""),                   # not directly beneath
    ((GRINDER_3, TWO_WAY_4), PLAYMAKER_5, ("tip",), True, "a Run (any one action)"),
    ((TWO_WAY_4, PLAYMAKER_5), GRINDER_3, ("tip",), True, "a Run (any one action)"),
    ((PLAYMAKER_5, GRINDER_3), TWO_WAY_4, ("save",), False, "a Run (any one action)"),
    ((GRINDER_3, PLAYMAKER_5), TWO_WAY_4, ("save",), False, "a Run (any one action)"),
    ((GRINDER_3, TWO_WAY_4), "s1:face-off-specialist-7-stick", ("tip",), True, ""),   # 3, 4, 7
    ((SHUTDOWN_2, TWO_WAY_4), "s1:score-5-stick", ("tip",), True, ""),               # 2, 4, 5
    ((GRINDER_3,), TWO_WAY_4, ("tip",), True, ""),                                   # a Run needs three
    ((), TWO_WAY_4, ("tip",), True, ""),
    ((GRINDER_3, TWO_WAY_4), GOAL_H, ("tip",), True, ""),                             # Goal has no number
    ((GOAL_H, TWO_WAY_4), PLAYMAKER_5, ("tip",), True, ""),
    ((GOALIE_G, TWO_WAY_4), PLAYMAKER_5, ("tip",), True, ""),
])
def test_how_a_card_offers_an_action(played, card, wanted, pp, expected):
    """O-S4 and O36: printed first, then a granting color (blue: On-Net, Score, Move; purple: any),
    the shooter's Suit Circle color, then Doubles with the card just beneath, then a Run of three."""
    assert so.how(T, played, card, wanted, pp) == expected


def test_how_reads_the_card_without_the_circle_by_default():
    """O36: only the shooter (``power_play``) has the Suit Circle color."""
    assert so.how(T, (), ROOKIE_H, so.SHOOTS) == ""


def test_a_purple_circle_and_a_purple_dot_for_made_up_cards():
    """O36: a purple Suit Circle gives the shooter any one action and says where it came from; a
    purple symbol that is not a dot gives nothing; a dot of no color adds no color."""
    assert so.how(TW, (), PURPLE_RING, ("tip",), True) == "its purple ability from its Suit Circle (power play) " \
                                                          "(any one action)"
    assert so.how(TW, (), PURPLE_RING, ("tip",), False) == ""
    assert so.how(TW, (), PURPLE_BADGE, ("tip",), True) == ""
    assert so.how(TW, (), PURPLE_BADGE, ("tip",), False) == ""
    assert so._colors(TW, NONE_DOT) == ("gold",)
    assert so._colors(TW, PURPLE_BADGE, True) == ("gold",)
    assert so._colors(T, POWER_PLAY) == ("gold", "red", "purple")
    assert so._colors(T, POWER_PLAY, True) == ("gold", "red", "purple")     # the circle's color not twice
    assert so._colors(T, ROOKIE_H, True) == ("pink", "blue")
    assert so._colors(T, ROOKIE_H) == ("pink",)
    assert so._colors(T, GOAL_H, True) == ("blue",)                       # no circle at all


def test_the_run_helper_counts_the_two_cards_beneath():
    """Special Card Plays, Runs: three numbered cards in sequence, in any order."""
    assert so._run(T, (GRINDER_3, TWO_WAY_4), PLAYMAKER_5) is True
    assert so._run(T, (SNIPER, GRINDER_3, TWO_WAY_4), PLAYMAKER_5) is True
    assert so._run(T, (GRINDER_3, TWO_WAY_4, SNIPER), PLAYMAKER_5) is False
    assert so._run(T, (TWO_WAY_4,), PLAYMAKER_5) is False
    assert so._run(T, (GOAL_H, TWO_WAY_4), PLAYMAKER_5) is False
    assert so._run(T, (GOALIE_G, TWO_WAY_4), PLAYMAKER_5) is False


@pytest.mark.parametrize("played, card, expected", [
    ((), GOALIE_G, "a Goalie card"),
    ((), KICK_SAVE, "a Goalie card"),
    ((), DEFLECT, "its Deflect action"),
    ((), POKE, "its Poke-Check action"),
    ((), SHOT_BLOCK, ""),
    ((), SIXTH, "its purple ability (any one action)"),
    ((), ROOKIE_H, ""),                      # the defender has no Suit Circle color
    ((ROOKIE_S,), ROOKIE_K, "Doubles (any one action)"),
    ((), FAST, ""),                          # blue gives no stop
])
def test_how_the_defender_stops_the_shot(played, card, expected):
    """Procedure step 3 (O-S5): a Deflect, a Poke-Check or a Goalie card stops the initial shot."""
    assert so.how_stop(T, played, card) == expected


def test_score_and_save_by_action_or_by_the_shot_cards_suit():
    """Procedure steps 5-6 (O-S7): a Score (Save) action, or a suit shared with the Shot Card; a card
    with all four suits shares each; no Shot Card, no suit; the shooter has his circle, the defender not."""
    shot = at(SCORE, played=(SNIPER, ENF_S), shot_card=ENF_S).shootout
    assert so.how_score(T, shot, GOAL_H) == "its Score action"
    assert so.how_score(T, shot, GRINDER_3) == ""
    assert so.how_score(T, shot, "s2:grinder-3-skate") == "the Shot Card's suit (skate)"
    assert so.how_score(T, shot, POWER_PLAY) == "its purple ability (any one action)"
    assert so.how_score(T, shot, ROOKIE_H) == "its blue ability from its Suit Circle (power play) (Score)"
    assert so.how_save(T, shot, ROOKIE_H) == ""
    assert so.how_save(T, shot, GOALIE_G) == "its Save action"
    assert so.how_save(T, shot, "s2:grinder-3-skate") == "the Shot Card's suit (skate)"
    assert so.how_save(T, shot, GRINDER_3) == ""
    everything = at(SCORE, shot_card=POWER_PLAY).shootout
    assert so.how_score(T, everything, GRINDER_3) == "the Shot Card's suit (stick)"
    assert so.how_save(T, everything, ENF_G) == "the Shot Card's suit (glove)"
    assert so._suit(T, everything, "s2:embellishment-2-all") == "helmet"    # the Shot Card's first suit
    none = at(SCORE, shot_card=None).shootout
    assert so._suit(T, none, GRINDER_3) == ""
    assert so.how_score(T, none, GRINDER_3) == "" and so.how_save(T, none, GRINDER_3) == ""
    assert so.how_score(T, none, GOAL_H) == "its Score action"


# ----- who decides, prompts --------------------------------------------------------------------
def test_actor_by_step():
    """Procedure: Home Ice chooses the order; the shooter plays, tips, scores; the defender stops and saves."""
    assert so.actor(at(ORDER)) == 0
    assert so.actor(at(ORDER, home=1)) == 1
    for step in (SHOOT, TIP, SCORE):
        assert so.actor(at(step, shooter=1)) == 1 and so.actor(at(step, shooter=0)) == 0
    for step in (STOP, SAVE):
        assert so.actor(at(step, shooter=1)) == 0 and so.actor(at(step, shooter=0)) == 1
    assert so.actor(at(DONE)) is None
    assert so.actor(evolve(at(SHOOT), phase=OVER)) is None
    assert so.actor(evolve(BASE, phase=SHOOTOUT, shootout=None)) is None
    assert so.actor(BASE) is None


def test_pending_prompts_at_each_step():
    """What a player reads at each step (Procedure steps 1-6)."""
    def one(state):
        (d,) = so.pending(T, state)
        return d.seat, d.kind, d.prompt, d.optional

    assert one(at(ORDER, home=1)) == (1, "shootout-order", "Shootout: as Home Ice, choose to shoot first or second.",
                                      False)
    assert one(at(SHOOT, shooter=1, rnd=4)) == (1, "shootout-shoot", ("Shootout round 4, your attempt: play cards "
                                                "toward a shot, shoot with a card that can, or give up."), True)
    assert one(at(STOP, shooter=1)) == (0, "shootout-stop", ("Shot! Stop it with a Deflect, Poke-Check or Goalie "
                                        "card, or play a card as the Shot Card."), False)
    assert one(at(STOP, shooter=0, tipped=True)) == (1, "shootout-stop", ("The shot was tipped: play the new Shot "
                                                     "Card (stopping it again ends the attempt)."), False)
    assert one(at(TIP, shooter=1)) == (1, "shootout-tip", ("Your shot was stopped: Tip to keep it alive, or the "
                                       "attempt fails."), True)
    assert one(at(SCORE, shooter=0, shot_card=POWER_PLAY)) == (
        0, "shootout-score", ("Score with a Score action or a card of the Shot Card's suit "
        "(helmet/skate/stick/glove), or the attempt fails."), True)
    assert one(at(SCORE, shooter=0)) == (0, "shootout-score", ("Score with a Score action or a card of the Shot "
                                         "Card's suit (none), or the attempt fails."), True)
    assert one(at(SAVE, shooter=0, shot_card=ENF_S)) == (1, "shootout-save", ("Save with a Save action or a card of "
                                                         "the Shot Card's suit (skate), or let the goal stand."), True)
    assert so.pending(T, at(DONE)) == ()
    assert so.pending(T, BASE) == ()


# ----- legal lists ------------------------------------------------------------------------------
def test_legal_actions_at_each_step():
    """Each step's choices (Procedure; O-S4 to O-S7): plays and shots, stops and Shot Cards, Tips,
    scores, saves, and the pass where the book lets a side decline."""
    def A(seat, kind, *args):
        return Action(seat, kind, tuple(args))

    order = at(ORDER, home=1)
    assert so.legal_actions(T, order, 1) == [A(1, "so-order", "first"), A(1, "so-order", "second")]
    assert so.legal_actions(T, order, 0) == []
    shoot = at(SHOOT, hands=((), (ROOKIE_S, SNIPER, GOAL_H)), shooter=1)
    assert so.legal_actions(T, shoot, 1) == [A(1, "so-play", ROOKIE_S), A(1, "so-play", SNIPER),
                                             A(1, "so-play", GOAL_H), A(1, "so-shoot", SNIPER),
                                             A(1, "so-shoot", GOAL_H), A(1, "so-pass")]
    assert so.legal_actions(T, shoot, 0) == []
    stop = at(STOP, hands=((ENF_S, GOALIE_G, SHOT_BLOCK), ()), shooter=1)
    assert so.legal_actions(T, stop, 0) == [A(0, "so-stop", GOALIE_G), A(0, "so-shot-card", ENF_S),
                                            A(0, "so-shot-card", GOALIE_G), A(0, "so-shot-card", SHOT_BLOCK)]
    tip = at(TIP, hands=((ROOKIE_S, TIP_IN, PURPLE_RING), ()), shooter=0)
    assert so.legal_actions(TW, tip, 0) == [A(0, "so-tip", TIP_IN), A(0, "so-tip", PURPLE_RING), A(0, "so-pass")]
    score = at(SCORE, hands=((GRINDER_3, GOAL_H, ROOKIE_H), ()), shot_card=ENF_S)
    assert so.legal_actions(T, score, 0) == [A(0, "so-score", GOAL_H), A(0, "so-score", ROOKIE_H), A(0, "so-pass")]
    save = at(SAVE, hands=((), (ROOKIE_H, GOALIE_G, "s2:grinder-3-skate")), shot_card=ENF_S)
    assert so.legal_actions(T, save, 1) == [A(1, "so-save", GOALIE_G), A(1, "so-save", "s2:grinder-3-skate"),
                                            A(1, "so-pass")]
    assert so.legal_actions(T, at(DONE), 0) == so.legal_actions(T, at(DONE), 1) == []


# ----- refusals ---------------------------------------------------------------------------------
def test_refusals_outside_a_shootout_and_of_unknown_actions():
    over = evolve(at(SHOOT, hands=((SNIPER,), ())), phase=OVER)
    assert refusal(over, 0, "so-pass") == ("game-over", "The game is over.", RULE)
    none = ("no-shootout", "There is no shootout now: one follows a regular-season overtime that ends tied.", RULE)
    assert refusal(BASE, 0, "so-pass") == none
    assert refusal(evolve(BASE, phase=SHOOTOUT, shootout=None), 0, "so-pass") == none
    assert refusal(evolve(at(SHOOT), phase="play"), 0, "so-pass") == none
    state = at(SHOOT, hands=((SNIPER,), ()))
    assert refusal(state, 0, "so-dance", SNIPER) == (
        "not-a-shootout-action", "'so-dance' with 1 argument(s) is not a shootout action.", RULE)
    assert refusal(state, 0, "so-play") == (
        "not-a-shootout-action", "'so-play' with 0 argument(s) is not a shootout action.", RULE)
    assert refusal(state, 0, "so-pass", SNIPER)[0] == "not-a-shootout-action"
    assert refusal(state, 0, "so-play", SNIPER, SNIPER)[0] == "not-a-shootout-action"
    assert refusal(at(DONE), 0, "so-pass") == ("decided", "The shootout is decided.", RULE)


def test_refusals_by_seat_and_step_give_the_step_hint():
    hints = {
        ORDER: "Home Ice first chooses to shoot first or second.",
        SHOOT: "The shooter is playing cards toward a shot: play a card, shoot with one that can, or give up the "
               "attempt.",
        STOP: "The defender answers the shot: stop it with a Deflect, Poke-Check or Goalie card, or play a card as "
              "the Shot Card.",
        TIP: "The shot was stopped: the shooter may only Tip to keep it alive, or let the attempt fail.",
        SCORE: "The shooter may only try to score now (a Score action, or a card of the Shot Card's suit), or let the "
               "attempt fail.",
        SAVE: "The defender may only try to save now (a Save action, or a card of the Shot Card's suit), or let the "
              "goal stand.",
    }
    deciders = {ORDER: 1, SHOOT: 1, STOP: 0, TIP: 1, SCORE: 1, SAVE: 0}
    wrong = {ORDER: "so-pass", SHOOT: "so-tip", STOP: "so-pass", TIP: "so-shoot", SCORE: "so-save", SAVE: "so-score"}
    for step, hint in hints.items():
        state = at(step, hands=((GOALIE_G,), (GOALIE_G,)), shooter=1, home=1, shot_card=ENF_S)
        who = deciders[step]
        name = (P1, P2)[who]
        args = () if wrong[step] == "so-pass" else (GOALIE_G,)
        assert refusal(state, 1 - who, wrong[step], *args) == ("not-your-turn", f"{name} decides now. {hint}", RULE)
        assert refusal(state, who, wrong[step], *args) == ("wrong-step", hint, RULE)


def test_refusals_of_cards_that_cannot_do_what_is_asked():
    order = at(ORDER)
    assert refusal(order, 0, "so-order", "last") == ("bad-choice", "Choose to shoot 'first' or 'second'.", RULE)
    shoot = at(SHOOT, hands=((ROOKIE_S,), (SNIPER,)))
    assert refusal(shoot, 0, "so-play", SNIPER) == ("not-in-hand", f"{L(SNIPER)} is not in your shootout hand.",
                                                    RULE)
    assert refusal(shoot, 0, "so-play", 7) == ("not-in-hand", "7 is not in your shootout hand.", RULE)
    assert refusal(shoot, 0, "so-play", "ghost") == ("not-in-hand", "'ghost' is not in your shootout hand.", RULE)
    assert refusal(shoot, 0, "so-shoot", ROOKIE_S) == (
        "cannot-shoot", ("Rookie 0 (stick) cannot shoot: it needs a Shoot or On-Net action, the blue or purple "
        "ability, or Doubles or a Run with the cards beneath."), RULE_ACTIONS)
    stop = at(STOP, hands=((), (SHOT_BLOCK,)))
    assert refusal(stop, 1, "so-stop", SHOT_BLOCK) == (
        "cannot-stop", ("Shot Block (glove) cannot stop the shot: only a Deflect, a Poke-Check or a Goalie card does. "
        "Play it as the Shot Card instead."), RULE)
    tip = at(TIP, hands=((FAST,), ()))
    assert refusal(tip, 0, "so-tip", FAST) == (
        "cannot-tip", ("Fast Break 8 (stick) has no Tip action (printed, from the purple ability, or from Doubles or "
        "a Run)."), RULE)
    score = at(SCORE, hands=((GRINDER_3,), ()), shot_card=ENF_S)
    assert refusal(score, 0, "so-score", GRINDER_3) == (
        "cannot-score", "Grinder 3 (stick) cannot score: it needs a Score action or a suit of the Shot Card.", RULE)
    save = at(SAVE, hands=((), (ROOKIE_H,)), shot_card=ENF_S)
    assert refusal(save, 1, "so-save", ROOKIE_H) == (
        "cannot-save", "Rookie 0 (helmet) cannot save: it needs a Save action or a suit of the Shot Card.", RULE)


def test_the_shooters_circle_counts_for_the_tip_check_too():
    """O36 with O-S6: a purple Suit Circle lets the shooter Tip (made-up card)."""
    tip = at(TIP, hands=((PURPLE_RING,), ()), played=(SNIPER, GOALIE_G))
    assert so.validate(TW, tip, Action(0, "so-tip", (PURPLE_RING,))).ok
    _, events = run(tip, 0, "so-tip", PURPLE_RING, t=TW)
    assert events[0].text == ("Player 1 tips with Purple-Ring (helmet) (its purple ability from its Suit Circle "
                              "(power play) (any one action)): the stop is ignored and Player 2's next card is the new "
                              "Shot Card.")


def test_describe_each_action():
    state = at(SHOOT)
    for kind, verb in (("so-play", "Play"), ("so-shoot", "Shoot with"), ("so-stop", "Stop the shot with"),
                       ("so-shot-card", "Shot Card:"), ("so-tip", "Tip with"), ("so-score", "Score with"),
                       ("so-save", "Save with")):
        assert so.describe(T, state, Action(0, kind, (SNIPER,))) == f"{verb} Sniper 7 (helmet)"
    assert so.describe(T, state, Action(0, "so-play", ("x",))) == "Play 'x'"
    assert so.describe(T, state, Action(0, "so-order", ("first",))) == "Shoot first"
    assert so.describe(T, state, Action(0, "so-order", ("second",))) == "Shoot second"
    for step, words in ((SHOOT, "Give up the attempt"), (TIP, "No tip: the attempt fails"),
                        (SCORE, "No score: the attempt fails"), (SAVE, "Let the goal stand"), (STOP, "Pass"),
                        (ORDER, "Pass")):
        assert so.describe(T, at(step), Action(0, "so-pass", ())) == words
    assert so.describe(T, BASE, Action(0, "so-pass", ())) == "Pass"
    assert so.describe(T, evolve(BASE, shootout=Shootout(step="")), Action(0, "so-pass", ())) == "Pass"


# ----- the order and the first attempt (Procedure; O-S3, step 1) ----------------------------------
DECK8 = (SNIPER, GOAL_H, ROOKIE_S, TIP_IN, GOALIE_G, ENF_S, ENF_G, CAPTAIN)


@pytest.mark.parametrize("home, choice, first", [(0, "first", 0), (0, "second", 1), (1, "first", 1),
                                                 (1, "second", 0)])
def test_home_ice_choice_sets_the_order_and_deals_four_and_three(home, choice, first):
    """Procedure: Home Ice chooses; the shooter draws 4 and the defender 3 (step 1)."""
    state, events = run(at(ORDER, deck=DECK8, home=home, rnd=0), home, "so-order", choice)
    shoot = state.shootout
    assert (shoot.first, shoot.shooter, shoot.round, shoot.step) == (first, first, 1, SHOOT)
    assert shoot.hands[first] == DECK8[:4] and shoot.hands[1 - first] == DECK8[4:7] and shoot.deck == DECK8[7:]
    chooser, opener = (P1, P2)[home], (P1, P2)[first]
    assert full(events) == [
        ("shootout-order", f"{chooser} chooses to shoot {choice}: {opener} shoots first in each round.",
         {"seat": home, "first": first}, None, False, False),
        attempt(1, first), *draw(first, DECK8[:4]), *draw(1 - first, DECK8[4:7])]


def test_a_new_attempt_clears_what_the_last_one_left():
    """O-S8: each attempt starts afresh (no cards played, no shot, no Shot Card, no Tip)."""
    state = at(SHOOT, deck=DECK8, played=(ROOKIE_K,), shot_with=SNIPER_S, shot_card=ENF_S, tipped=True, shooter=1,
               first=1)
    new = so._begin_attempt(T, state, [])
    shoot = new.shootout
    assert (shoot.played, shoot.shot_with, shoot.shot_card, shoot.tipped, shoot.step) == ((), None, None, False, SHOOT)


def test_an_attempt_with_no_cards_at_all_fails_and_so_does_the_next():
    """Procedure step 2 with O-S9: nothing drawn, nothing to shoot with: the attempt fails at once."""
    state = at(SHOOT, deck=(), shooter=0, first=0, rnd=1)
    events: list = []
    after = so._settle(T, state, events)
    assert full(events)[0] == miss(0, "Player 1 has no cards to shoot with")
    assert full(events)[1] == attempt(1, 1)
    assert full(events)[2] == miss(1, "Player 2 has no cards to shoot with")
    assert after.shootout.attempts[:2] == ((0, False), (1, False))


# ----- step 2: playing and shooting ---------------------------------------------------------------
def test_play_then_shoot_with_the_words_a_player_reads():
    """Procedure step 2 (O-S4): cards played one at a time; then one shoots."""
    state = at(SHOOT, hands=((ROOKIE_S, ROOKIE_K, GOAL_H), (GOALIE_G,)), shooter=0)
    state, events = run(state, 0, "so-play", ROOKIE_S)
    assert full(events) == [("shootout-play", "Player 1 plays Rookie 0 (stick).", {"seat": 0, "card": ROOKIE_S},
                             None, False, True)]
    assert state.shootout.hands == ((ROOKIE_K, GOAL_H), (GOALIE_G,)) and state.shootout.played == (ROOKIE_S,)
    assert state.shootout.step == SHOOT
    state, events = run(state, 0, "so-shoot", ROOKIE_K)
    assert full(events) == [("shootout-shot", ("Player 1 shoots with Rookie 0 (skate) (Doubles (any one action))! "
                             "Player 2 must stop it or play the Shot Card."), {"seat": 0, "card": ROOKIE_K}, None, False,
                             True)]
    shoot = state.shootout
    assert shoot.step == STOP and shoot.shot_with == ROOKIE_K and shoot.played == (ROOKIE_S, ROOKIE_K)
    assert shoot.hands == ((GOAL_H,), (GOALIE_G,))


def test_the_second_seat_shoots_and_the_first_is_named_as_defender():
    state = at(SHOOT, hands=((GOALIE_G,), (SNIPER_S,)), shooter=1)
    state, events = run(state, 1, "so-shoot", SNIPER_S)
    assert events[0].text == ("Player 2 shoots with Sniper 7 (skate) (its Shoot action)! Player 1 must stop it or play "
                              "the Shot Card.")
    assert events[0].data == {"seat": 1, "card": SNIPER_S}


def test_playing_the_last_card_without_a_shot_fails_the_attempt():
    """Procedure step 2: no shot after playing all cards, the attempt fails (O-S9)."""
    state = at(SHOOT, hands=((ROOKIE_S,), (GOALIE_G, ENF_S)), deck=DECK8, shooter=0, first=0)
    state, events = run(state, 0, "so-play", ROOKIE_S)
    assert full(events)[1] == miss(0, "Player 1 has played every card without a shot")
    assert state.shootout.attempts == ((0, False),)
    assert state.shootout.discard == (ROOKIE_S, GOALIE_G, ENF_S)       # played, then each hand (O-S8)


def test_giving_up_ends_the_attempt_and_the_other_seat_shoots():
    """O-S4: the shooter may give up; O-S3: the other seat then takes its attempt of the round."""
    state = at(SHOOT, hands=((SNIPER, ROOKIE_S), (GOALIE_G,)), played=(GRINDER_3,), discard=(ENF_G,), deck=DECK8,
               shooter=0, first=0)
    state, events = run(state, 0, "so-pass")
    assert full(events) == [miss(0, "Player 1 gives up the attempt"), attempt(1, 1), *draw(1, DECK8[:4]),
                            *draw(0, DECK8[4:7])]
    shoot = state.shootout
    assert shoot.discard == (ENF_G, GRINDER_3, SNIPER, ROOKIE_S, GOALIE_G)
    assert shoot.attempts == ((0, False),) and shoot.goals == (0, 0) and shoot.round == 1 and shoot.shooter == 1


# ----- steps 3 and 4: stop, Tip, Shot Card ----------------------------------------------------------
def test_a_stop_then_a_tip_then_a_second_stop_fails():
    """Procedure steps 3-4 (O-S5, O-S6): stop; the shooter tips; stopped again, the attempt fails."""
    state = at(STOP, hands=((TIP_IN, ROOKIE_S), (GOALIE_G, GOALIE_K, ENF_S)), played=(SNIPER,), shot_with=SNIPER,
               deck=DECK8, shooter=0, first=0)
    state, events = run(state, 1, "so-stop", GOALIE_G)
    assert full(events) == [("shootout-stop", ("Player 2 stops the shot with Goalie (glove) (a Goalie card). Player 1 "
                             "may Tip to keep it alive."), {"seat": 1, "card": GOALIE_G}, None, False, True)]
    assert state.shootout.step == TIP and not state.shootout.tipped
    state, events = run(state, 0, "so-tip", TIP_IN)
    assert full(events) == [("shootout-tip", ("Player 1 tips with Tip-In 5 (glove) (its Tip action): the stop is "
                             "ignored and Player 2's next card is the new Shot Card."), {"seat": 0, "card": TIP_IN},
                             None, False, True)]
    assert state.shootout.step == STOP and state.shootout.tipped
    assert state.shootout.played == (SNIPER, GOALIE_G, TIP_IN)
    state, events = run(state, 1, "so-stop", GOALIE_K)
    assert full(events)[:2] == [
        ("shootout-stop", "Player 2 stops the tipped shot with Goalie (skate) (a Goalie card).",
         {"seat": 1, "card": GOALIE_K}, None, False, True),
        miss(0, "the shot is stopped again")]
    assert state.shootout.attempts == ((0, False),)
    assert state.shootout.discard == (SNIPER, GOALIE_G, TIP_IN, GOALIE_K, ROOKIE_S, ENF_S)


def test_a_stop_against_a_shooter_with_no_tip_fails_at_once():
    """Procedure step 4 (O-S9): without a Tip the stopped attempt fails."""
    state = at(STOP, hands=((ROOKIE_S, FAST), (DEFLECT,)), played=(SNIPER,), deck=DECK8)
    state, events = run(state, 1, "so-stop", DEFLECT)
    assert "(its Deflect action)" in events[0].text
    assert full(events)[1] == miss(0, "Player 1 has no Tip")


def test_declining_to_tip_fails_the_attempt():
    state = at(TIP, hands=((TIP_IN,), ()), played=(SNIPER, GOALIE_G), deck=DECK8)
    state, events = run(state, 0, "so-pass")
    assert full(events)[0] == miss(0, "Player 1 does not tip")
    assert state.shootout.attempts == ((0, False),)


def test_the_shot_card_sends_the_shooter_to_draw_one():
    """Procedure step 3 then 5: the Shot Card is played; the shooter draws one card."""
    state = at(STOP, hands=((GOAL_H,), (ENF_S, GOALIE_G)), played=(SNIPER,), deck=(GRINDER_3, ENF_G), shooter=0)
    state, events = run(state, 1, "so-shot-card", ENF_S)
    assert full(events) == [("shootout-shot-card", "Player 2 plays Enforcer 1 (skate) as the Shot Card.",
                             {"seat": 1, "card": ENF_S}, None, False, True), *draw(0, (GRINDER_3,))]
    shoot = state.shootout
    assert shoot.shot_card == ENF_S and shoot.step == SCORE and shoot.hands == ((GOAL_H, GRINDER_3), (GOALIE_G,))
    assert shoot.deck == (ENF_G,) and shoot.played == (SNIPER, ENF_S)


def test_a_defender_without_cards_turns_over_the_top_card():
    """Procedure step 3 with O-S9: the deck's top card becomes the Shot Card."""
    state = at(SHOOT, hands=((SNIPER, GOAL_H), ()), deck=(ENF_S, GRINDER_3, ENF_G), shooter=0)
    state, events = run(state, 0, "so-shoot", SNIPER)
    assert full(events)[1:] == [
        *draw(1, (ENF_S,)),
        ("shootout-shot-card", ("Player 2 has no card in hand: Enforcer 1 (skate), from the top of the shootout deck, "
         "is the Shot Card."), {"seat": 1, "card": ENF_S}, None, False, True),
        *draw(0, (GRINDER_3,))]
    shoot = state.shootout
    assert shoot.shot_card == ENF_S and shoot.played == (SNIPER, ENF_S) and shoot.hands == ((GOAL_H, GRINDER_3), ())
    assert shoot.step == SCORE and shoot.deck == (ENF_G,)


def test_no_card_anywhere_the_shot_goes_on_without_a_shot_card():
    """O-S9: no card in hand nor in the shootout: no Shot Card, so only a Score action can score; the
    defender, with nothing to draw, concedes the goal."""
    state = at(SHOOT, hands=((SNIPER, GOAL_H, GRINDER_3), ()), deck=(), shooter=0, first=0)
    state, events = run(state, 0, "so-shoot", SNIPER)
    assert full(events)[1:] == [("shootout-no-shot-card", ("Player 2 has no card and the shootout has none left: the "
                                 "shot goes on with no Shot Card."), {"seat": 1}, None, False, False)]
    shoot = state.shootout
    assert shoot.step == SCORE and shoot.shot_card is None and shoot.hands == ((GOAL_H, GRINDER_3), ())
    assert so.legal_actions(T, state, 0) == [Action(0, "so-score", (GOAL_H,)), Action(0, "so-pass", ())]
    state, events = run(state, 0, "so-score", GOAL_H)
    assert full(events)[:3] == [
        ("shootout-score-try", ("Player 1 tries to score with Goal (helmet) (its Score action)! Player 2 draws a card "
         "to try to save."), {"seat": 0, "card": GOAL_H}, None, False, True),
        ("shootout-no-save", "Player 2 has no card that can save.", {"seat": 1}, None, False, False),
        ("shootout-goal", "Player 1 scores in the shootout! (Player 1 1, Player 2 0)", {"seat": 0, "goals": (1, 0)},
         None, False, False)]


# ----- steps 5 and 6: score and save --------------------------------------------------------------
def test_score_try_draws_one_card_for_the_defender_then_a_save():
    """Procedure steps 5-6 (O-S7): the defender draws exactly one and may save."""
    state = at(SCORE, hands=((GOAL_H,), (CRASH, GOALIE_G)), played=(SNIPER, ENF_S), shot_card=ENF_S,
               deck=(GRINDER_3,) + DECK8, shooter=0, first=0)
    state, events = run(state, 0, "so-score", GOAL_H)
    assert full(events) == [
        ("shootout-score-try", ("Player 1 tries to score with Goal (helmet) (its Score action)! Player 2 draws a card "
         "to try to save."), {"seat": 0, "card": GOAL_H}, None, False, True), *draw(1, (GRINDER_3,))]
    shoot = state.shootout
    assert shoot.step == SAVE and shoot.hands == ((), (CRASH, GOALIE_G, GRINDER_3)) and shoot.deck == DECK8
    state, events = run(state, 1, "so-save", GOALIE_G)
    assert full(events)[0] == ("shootout-save", "Player 2 saves with Goalie (glove) (its Save action)!",
                               {"seat": 1, "card": GOALIE_G}, None, False, True)
    assert full(events)[1] == attempt(1, 1)
    assert state.shootout.attempts == ((0, False),) and state.shootout.goals == (0, 0)
    assert state.shootout.discard == (SNIPER, ENF_S, GOAL_H, GOALIE_G, CRASH, GRINDER_3)


def test_a_save_by_the_shot_cards_suit_says_so():
    state = at(SAVE, hands=((), ("s2:grinder-3-skate",)), played=(SNIPER, ENF_S, GOAL_H), shot_card=ENF_S,
               deck=DECK8)
    state, events = run(state, 1, "so-save", "s2:grinder-3-skate")
    assert events[0].text == "Player 2 saves with Grinder 3 (skate) (the Shot Card's suit (skate))!"


def test_a_score_by_suit_says_so_and_a_defender_without_a_save_concedes():
    """Procedure step 6 (O-S9): a defender with no Save and no suit concedes the goal."""
    state = at(SCORE, hands=(("s2:grinder-3-skate",), (ROOKIE_S,)), played=(SNIPER, ENF_S), shot_card=ENF_S,
               deck=(ENF_G, GRINDER_3, CAPTAIN, FAST, CRASH, SIXTH, TIP_IN, GOALIE_K), shooter=0, first=0)
    state, events = run(state, 0, "so-score", "s2:grinder-3-skate")
    assert events[0].text == ("Player 1 tries to score with Grinder 3 (skate) (the Shot Card's suit (skate))! Player 2 "
                              "draws a card to try to save.")
    assert full(events)[3:5] == [
        ("shootout-no-save", "Player 2 has no card that can save.", {"seat": 1}, None, False, False),
        ("shootout-goal", "Player 1 scores in the shootout! (Player 1 1, Player 2 0)", {"seat": 0, "goals": (1, 0)},
         None, False, False)]
    assert state.shootout.goals == (1, 0) and state.shootout.attempts == ((0, True),)


def test_letting_the_goal_stand_and_declining_to_score():
    """O-S7: the defender may let the goal stand; the shooter may decline to score."""
    state = at(SAVE, hands=((), (GOALIE_G,)), played=(SNIPER_S, ENF_S, GOAL_H), shot_card=ENF_S, deck=DECK8,
               shooter=1, first=0, attempts=((0, False),))
    state, events = run(state, 0, "so-pass")
    assert full(events)[:2] == [
        ("shootout-no-save", "Player 1 lets the goal stand.", {"seat": 0}, None, False, False),
        ("shootout-goal", "Player 2 scores in the shootout! (Player 1 0, Player 2 1)", {"seat": 1, "goals": (0, 1)},
         None, False, False)]
    assert state.shootout.goals == (0, 1) and state.shootout.round == 2 and state.shootout.shooter == 0
    score = at(SCORE, hands=((GOAL_H,), ()), played=(SNIPER, ENF_S), shot_card=ENF_S, deck=DECK8)
    score, events = run(score, 0, "so-pass")
    assert full(events)[0] == miss(0, "Player 1 does not score")


def test_no_card_that_can_score_fails_after_the_draw():
    """Procedure step 5: no Score and no suit, the attempt fails."""
    state = at(STOP, hands=((ROOKIE_S,), (ENF_S,)), played=(SNIPER,), deck=(GRINDER_3,) + DECK8)
    state, events = run(state, 1, "so-shot-card", ENF_S)
    assert full(events)[3] == miss(0, "Player 1 has no card that can score")


# ----- drawing and the empty deck (O-S10) ---------------------------------------------------------
def test_a_short_deck_is_refilled_from_the_discards_and_the_draw_goes_on():
    """O-S10: the discards are shuffled (a chance event, counted) into a new deck."""
    pile = (GOAL_H, ROOKIE_S, TIP_IN, CAPTAIN, FAST, CRASH, GOALIE_G, ENF_S)
    state = at(SHOOT, deck=(SNIPER,), discard=pile, chance=7)
    events: list = []
    after = so._draw(T, state, 0, 3, events)
    new = chance.shuffled(1, 7, pile)
    drawn = (SNIPER,) + new[:2]
    assert full(events) == [("shootout-reshuffle", ("The shootout deck is empty: its 8 discards are shuffled into a new "
                             "one."), {"cards": 8}, None, True, True), *draw(0, drawn)]
    assert after.chance == 8 and after.shootout.hands[0] == drawn and after.shootout.deck == new[2:]
    assert after.shootout.discard == ()


def test_an_exact_deck_needs_no_reshuffle_and_one_card_reads_a_card():
    state = at(SHOOT, deck=(SNIPER, GOAL_H), discard=(ROOKIE_S,), hands=((ENF_S,), ()), chance=7)
    events: list = []
    after = so._draw(T, state, 0, 2, events)
    assert full(events) == draw(0, (SNIPER, GOAL_H)) and after.chance == 7
    assert after.shootout.hands == ((ENF_S, SNIPER, GOAL_H), ()) and after.shootout.discard == (ROOKIE_S,)
    events = []
    after = so._draw(T, state, 1, 1, events)
    assert events[0].text == "Player 2 draws a card from the shootout deck." and after.shootout.hands[1] == (SNIPER,)
    assert after.shootout.deck == (GOAL_H,)


def test_nothing_to_draw_nothing_said():
    state = at(SHOOT, deck=(), discard=(), chance=7)
    events: list = []
    after = so._draw(T, state, 0, 4, events)
    assert events == [] and after.chance == 7 and after.shootout.hands == ((), ())


def test_a_reshuffle_that_still_falls_short_draws_what_there_is():
    state = at(SHOOT, deck=(), discard=(GOAL_H,), chance=2)
    events: list = []
    after = so._draw(T, state, 1, 3, events)
    assert [e.kind for e in events] == ["shootout-reshuffle", "shootout-draw", "shootout-draw-own"]
    assert events[0].text == "The shootout deck is empty: its 1 discards are shuffled into a new one."
    assert events[1].text == "Player 2 draws a card from the shootout deck."
    assert after.shootout.hands == ((), (GOAL_H,)) and after.shootout.deck == () and after.chance == 3


# ----- rounds, the early end, sudden death, the coin (O-S3, O-S11, O-S12) ---------------------------
def end_after(shooter, scored, goals, attempts, rnd, first=0, **fields):
    """Ends the current attempt (seat ``shooter``) with ``scored``, the deck full enough to go on."""
    state = at(SAVE, played=(SNIPER,), shooter=shooter, first=first, rnd=rnd, goals=goals, attempts=attempts,
               deck=DECK8, **fields)
    events: list = []
    return so._end_attempt(T, state, scored, events), events


def test_a_one_goal_lead_after_two_rounds_each_is_not_yet_decided():
    """O-S3: 1-0 with one attempt each left: the trailing side can still tie."""
    state, events = end_after(1, False, (1, 0), ((0, True), (1, False), (0, False)), 2)
    assert state.phase == SHOOTOUT and state.shootout.round == 3 and state.shootout.shooter == 0
    assert full(events)[0] == attempt(3, 0)


def test_a_two_goal_lead_after_two_rounds_each_decides_it():
    """O-S3: 2-0 with one attempt each left: over at once; O-S12: the winner's deciding goal."""
    state, events = end_after(1, False, (2, 0), ((0, True), (1, False), (0, True)), 2)
    assert state.phase == OVER and state.winners == (0,) and state.goals == (1, 0)
    assert state.shootout.step == DONE
    assert full(events) == [("game-over", "Player 1 wins the shootout 2-0 and the game 1-0.",
                             {"winners": (0,), "goals": (1, 0), "shootout": (2, 0)}, None, False, False)]


def test_the_first_shooter_can_be_out_of_reach_before_the_second_shoots():
    """O-S3: 2-0 after three attempts to two, the second seat has one left: not enough."""
    state, _ = end_after(0, True, (1, 0), ((0, True), (1, False), (0, False), (1, False)), 3)
    assert state.phase == OVER and state.winners == (0,)
    state, _ = end_after(0, False, (1, 0), ((0, True), (1, False), (0, False), (1, False)), 3)
    assert state.phase == SHOOTOUT and state.shootout.shooter == 1


def test_the_second_seat_wins_and_the_game_score_counts_its_goal():
    """O-S12 for seat 2: its score goes up by one, and the text names it first."""
    state = at(SAVE, played=(SNIPER,), shooter=1, first=0, rnd=3, goals=(0, 1),
               attempts=((0, False), (1, True), (0, False), (1, False), (0, False)), deck=DECK8)
    state = evolve(state, goals=(2, 2))
    events: list = []
    after = so._end_attempt(T, state, True, events)
    assert after.phase == OVER and after.winners == (1,) and after.goals == (2, 3)
    assert full(events)[-1] == ("game-over", "Player 2 wins the shootout 2-0 and the game 3-2.",
                                {"winners": (1,), "goals": (2, 3), "shootout": (0, 2)}, None, False, False)


def test_the_second_seat_can_be_out_of_reach_mid_round():
    """O-S3 from the other side: seat 2 shoots first and leads 2-0 after three attempts to two."""
    state, _ = end_after(1, True, (0, 1), ((1, True), (0, False), (1, False), (0, False)), 3, first=1)
    assert state.phase == OVER and state.winners == (1,)


def test_three_tied_rounds_lead_to_sudden_death_with_the_same_order():
    """Procedure: tied after three rounds each, one round at a time; O-S3: the order holds."""
    attempts = ((1, False), (0, False), (1, False), (0, False), (1, False))
    state, events = end_after(0, False, (0, 0), attempts, 3, first=1)
    assert state.phase == SHOOTOUT and state.shootout.round == 4 and state.shootout.shooter == 1
    assert full(events)[0] == attempt(4, 1, sudden=True)
    state, events = end_after(0, False, (0, 0), attempts[:3], 2, first=1)
    assert full(events)[0] == attempt(3, 1)                       # round 3 is not sudden death


def test_sudden_death_a_goal_unanswered_in_the_round_wins():
    """Procedure, sudden death: a goal each goes on; one goal more after the round wins."""
    six = ((0, False), (1, False)) * 3
    state, _ = end_after(0, True, (0, 0), six, 4)
    assert state.phase == SHOOTOUT and state.shootout.shooter == 1 and state.shootout.round == 4
    state, _ = end_after(1, True, (1, 0), six + ((0, True),), 4)
    assert state.phase == SHOOTOUT and state.shootout.round == 5 and state.shootout.shooter == 0
    state, _ = end_after(1, False, (1, 0), six + ((0, True),), 4)
    assert state.phase == OVER and state.winners == (0,)


def test_round_twenty_nine_tied_goes_on_to_thirty():
    """O-S11: the coin only after thirty rounds."""
    attempts = ((0, False), (1, False)) * 28 + ((0, False),)
    state, events = end_after(1, False, (0, 0), attempts, 29)
    assert state.phase == SHOOTOUT and state.shootout.round == 30
    assert full(events)[0] == attempt(30, 0, sudden=True)


@pytest.mark.parametrize("home, counter, toss, winner", [(0, 0, "heads", 0), (1, 0, "heads", 1), (0, 3, "tails", 1),
                                                          (1, 3, "tails", 0)])
def test_thirty_tied_rounds_a_coin_decides(home, counter, toss, winner):
    """O-S11: heads for Home Ice; the coin is a chance event on the state's counter; O-S12."""
    assert chance.coin(1, counter) == toss
    attempts = ((0, False), (1, False)) * 29 + ((0, False),)
    state, events = end_after(1, False, (0, 0), attempts, 30, home=home, chance=counter)
    name = (P1, P2)[winner]
    goals = (1, 0) if winner == 0 else (0, 1)
    assert full(events) == [
        ("shootout-coin", f"Still tied after 30 shootout rounds: the coin comes up {toss}, for {name}.",
         {"coin": toss, "winner": winner}, None, True, True),
        ("game-over", f"{name} wins the shootout 0-0 and the game 1-0.",
         {"winners": (winner,), "goals": goals, "shootout": (0, 0)}, None, False, False)]
    assert state.chance == counter + 1 and state.phase == OVER and state.winners == (winner,)


def test_end_of_attempt_empties_hands_and_records_the_attempt():
    """O-S8: every card of the attempt goes to the shootout discard, nothing is kept."""
    state = at(SAVE, hands=((GOAL_H,), (GOALIE_G,)), played=(SNIPER, ENF_S), discard=(ROOKIE_S,), shot_card=ENF_S,
               shot_with=SNIPER, tipped=True, shooter=0, first=0, deck=())
    events: list = []
    after = so._end_attempt(T, state, True, events)
    shoot = after.shootout
    assert shoot.attempts[0] == (0, True) and shoot.goals == (1, 0)
    assert shoot.tipped is False and shoot.shot_card is None and shoot.shot_with is None


def test_the_end_of_attempt_discard_order_before_the_next_draw():
    """O-S8: the discard pile gets the old discard, the played cards, then hand 1 and hand 2."""
    state = at(SAVE, hands=((GOAL_H,), (GOALIE_G,)), played=(SNIPER, ENF_S), discard=(ROOKIE_S,), shot_card=ENF_S,
               shot_with=SNIPER, tipped=True, shooter=0, first=0, deck=DECK8)
    after = so._end_attempt(T, state, False, [])
    shoot = after.shootout
    assert shoot.discard == (ROOKIE_S, SNIPER, ENF_S, GOAL_H, GOALIE_G)
    assert shoot.hands == (DECK8[4:7], DECK8[:4]) and shoot.played == ()
    assert (shoot.tipped, shoot.shot_card, shoot.shot_with) == (False, None, None)


# ----- the shootout as data -----------------------------------------------------------------------
def test_a_fresh_shootout_and_its_view():
    """A new shootout waits for Home Ice; its values cannot be changed in place."""
    fresh = Shootout()
    assert (fresh.deck, fresh.hands, fresh.played, fresh.discard) == ((), ((), ()), (), ())
    assert (fresh.step, fresh.first, fresh.round, fresh.shooter) == (ORDER, None, 0, 0)
    assert (fresh.goals, fresh.attempts, fresh.shot_with, fresh.shot_card, fresh.tipped) == ((0, 0), (), None, None,
                                                                                             False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        fresh.round = 2
    shoot = at(TIP, hands=((SNIPER, GOAL_H, TIP_IN), (GOALIE_G,)), deck=(ROOKIE_S, ENF_S), discard=(ENF_G,),
               played=(CAPTAIN,), goals=(1, 2), attempts=((1, True),), rnd=2, shooter=1, first=1, shot_card=ENF_G,
               tipped=True).shootout
    v = so.view(shoot, 0)
    assert v == so.ShootoutView(seat=0, hand=(SNIPER, GOAL_H, TIP_IN), hand_sizes=(3, 1), deck_size=2,
                                discard=(ENF_G,), played=(CAPTAIN,), goals=(1, 2), attempts=((1, True),), round=2,
                                step=TIP, shooter=1, first=1, shot_card=ENF_G, tipped=True)
    assert so.view(shoot, 1).hand == (GOALIE_G,) and so.view(shoot, None).hand == ()
    assert so.view(shoot, None).seat is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.round = 3
    assert not hasattr(v, "__dict__")
    assert so.hidden_from(shoot, 0) == {ROOKIE_S, ENF_S, GOALIE_G}
    assert so.hidden_from(shoot, 1) == {ROOKIE_S, ENF_S, SNIPER, GOAL_H, TIP_IN}
    assert so.hidden_from(shoot, None) == {ROOKIE_S, ENF_S, SNIPER, GOAL_H, TIP_IN, GOALIE_G}
    assert so.cards(shoot) == (ROOKIE_S, ENF_S, SNIPER, GOAL_H, TIP_IN, GOALIE_G, CAPTAIN, ENF_G)


def test_the_action_shapes_and_step_names_the_table_reads():
    """The actions' argument shapes (the action parser and the candidate lists read them) and the
    step names the shootout view shows."""
    assert so.KINDS == {"so-order": ("choice",), "so-play": ("card",), "so-shoot": ("card",), "so-stop": ("card",),
                        "so-shot-card": ("card",), "so-tip": ("card",), "so-score": ("card",), "so-save": ("card",),
                        "so-pass": ()}
    assert (ORDER, SHOOT, STOP, TIP, SCORE, SAVE, DONE) == ("order", "shoot", "stop", "tip", "score", "save", "done")
    assert so.CHOICES == ("first", "second") and (so.SHOOTER_DRAW, so.DEFENDER_DRAW) == (4, 3)
    assert (so.ROUNDS, so.ROUND_LIMIT) == (3, 30)


def test_no_shared_suit_is_an_empty_answer():
    """O-S7: a card of another suit than the Shot Card's has no suit to score or save with."""
    shoot = at(SCORE, shot_card=ENF_S).shootout
    assert so._suit(T, shoot, GRINDER_3) == ""
    assert so._suit(T, shoot, "s2:grinder-3-skate") == "skate"


def test_a_stop_and_a_tip_by_doubles_say_so():
    """O-S4 for steps 3-4: Doubles on the card just played stop a shot and Tip it."""
    state = at(STOP, hands=((ROOKIE_S, TIP_IN), (ROOKIE_K, ENF_S)), played=(ROOKIE_H,), shot_with=ROOKIE_H,
               deck=DECK8)
    state, events = run(state, 1, "so-stop", ROOKIE_K)
    assert events[0].text == ("Player 2 stops the shot with Rookie 0 (skate) (Doubles (any one action)). Player 1 may "
                              "Tip to keep it alive.")
    state, events = run(state, 0, "so-tip", ROOKIE_S)
    assert events[0].text == ("Player 1 tips with Rookie 0 (stick) (Doubles (any one action)): the stop is ignored and "
                              "Player 2's next card is the new Shot Card.")


def test_a_stopped_shooter_whose_only_tip_is_the_circle_may_tip():
    """O36 with O-S6 and O-S9: the Suit Circle's purple counts when looking for a Tip (made-up card)."""
    state = at(STOP, hands=((PURPLE_RING,), (GOALIE_G, ENF_S)), played=(SNIPER,), shot_with=SNIPER, deck=DECK8)
    state, events = run(state, 1, "so-stop", GOALIE_G, t=TW)
    assert len(events) == 1 and state.shootout.step == TIP and state.shootout.attempts == ()


def test_the_first_seat_defending_turns_over_the_top_card():
    """O-S9 with seat 1 defending: the card turned over leaves seat 1's hand for the attempt's cards."""
    state = at(SHOOT, hands=((), (SNIPER_S, GOAL_H)), deck=(ENF_S, GRINDER_3), shooter=1)
    state, events = run(state, 1, "so-shoot", SNIPER_S)
    assert events[3].text == ("Player 1 has no card in hand: Enforcer 1 (skate), from the top of the shootout deck, is "
                              "the Shot Card.")
    shoot = state.shootout
    assert shoot.hands == ((), (GOAL_H, GRINDER_3)) and shoot.played == (SNIPER_S, ENF_S) and shoot.shot_card == ENF_S


def test_the_decided_shootout_keeps_its_tally_and_no_attempt_under_way():
    """O-S8 and O-S12: at the end every card of the last attempt is in the discard; the shootout keeps
    its goals and attempts, with nothing left played, held, shot or tipped."""
    attempts = ((0, True), (1, False), (0, True))
    state = at(SAVE, hands=((GOALIE_G,), (GOAL_H,)), played=(SNIPER, ENF_S, TIP_IN), shot_with=SNIPER,
               shot_card=ENF_S, tipped=True, shooter=1, first=0, rnd=2, goals=(2, 0), attempts=attempts,
               discard=(ROOKIE_S,), deck=DECK8)
    state, _ = run(state, 0, "so-save", GOALIE_G)
    assert state.phase == OVER
    assert state.shootout == Shootout(deck=DECK8, hands=((), ()), played=(), discard=(
        ROOKIE_S, SNIPER, ENF_S, TIP_IN, GOALIE_G, GOAL_H), step=DONE, first=0, round=2, shooter=1, goals=(2, 0),
        attempts=attempts + ((1, False),), shot_with=None, shot_card=None, tipped=False)


def test_the_shooter_shoots_with_the_suit_circles_blue():
    """O36: the shooter's Rookie 0 (helmet) has its blue circle, so On-Net, and the words say where from."""
    state = at(SHOOT, hands=((ROOKIE_H, ROOKIE_S), (GOALIE_G,)))
    assert Action(0, "so-shoot", (ROOKIE_H,)) in so.legal_actions(T, state, 0)
    assert Action(0, "so-shoot", (ROOKIE_S,)) not in so.legal_actions(T, state, 0)
    state, events = run(state, 0, "so-shoot", ROOKIE_H)
    assert events[0].text == ("Player 1 shoots with Rookie 0 (helmet) (its blue ability from its Suit Circle (power "
                              "play) (On-Net))! Player 2 must stop it or play the Shot Card.")


def test_seat_two_tries_to_score_and_seat_one_draws():
    """Procedure step 6 with seat 2 shooting: seat 1 defends and draws the card."""
    state = at(SCORE, hands=((GOALIE_K,), (GOAL_H,)), played=(SNIPER_S, ENF_S), shot_card=ENF_S, shooter=1, first=1,
               deck=(GRINDER_3,) + DECK8)
    state, events = run(state, 1, "so-score", GOAL_H)
    assert full(events) == [
        ("shootout-score-try", ("Player 2 tries to score with Goal (helmet) (its Score action)! Player 1 draws a card "
         "to try to save."), {"seat": 1, "card": GOAL_H}, None, False, True), *draw(0, (GRINDER_3,))]
    assert state.shootout.hands == ((GOALIE_K, GRINDER_3), ()) and state.shootout.step == SAVE


def test_seat_two_opening_the_round_hands_over_to_seat_one():
    """O-S3 with seat 2 shooting first: after its attempt, seat 1 shoots in the same round."""
    state = at(SHOOT, hands=((GOALIE_G,), (SNIPER_S,)), shooter=1, first=1, deck=DECK8)
    state, events = run(state, 1, "so-pass")
    assert full(events)[:2] == [miss(1, "Player 2 gives up the attempt"), attempt(1, 0)]
    assert state.shootout.shooter == 0 and state.shootout.round == 1 and state.shootout.attempts == ((1, False),)
