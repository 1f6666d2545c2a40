"""Intergalactic Hockey Showdown: the ability arithmetic, with every expected number from the BOOK.

The book (``intergalactic-hockey-showdown.md``) prints two card numbers, in its Bruisers example
("Dom is a bruiser on offense ... Bryzan loses -2, giving him a total of 2 defense. Dom's 4 offense
is higher"): Dom's offense 4 and Bryzan's defense 4. Every ability's number is in its card line
(Player Card List & Abilities), and each card's position and bruiser mark are in the same list.
This module writes all of those down from the book and computes what a play must come to, so a
wrong number, position or bruiser mark in ``card_data/intergalactic_hockey/cards.yaml`` or a wrong
modifier in the rules is caught. The other 30 card numbers are the book's silence (ruling S26): the
oracle reads them from the card file, so they are the only numbers not checked against the book.

Where the book is silent the oracle follows the rulings (S4: a number below zero counts as 0; S10,
S11: printed abilities are apart from the bruiser hit; S14: the number a bruiser loses to Pax).
The order of the abilities is the book's (Playing Periods steps 1-2, ruling S3): the attacker's,
then the defender's; the tests at the end check it where it changes a number.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.games import registry

GAME = registry().get("intergalactic-hockey")
ALL = GAME.card_ids

# Player Card List & Abilities: each card's position (the list's headings) and its [Bruiser] mark.
CENTERS = {"tim", "bryzan", "twisskib"}
WINGERS = {"danny", "jared", "dom", "vojt-n-swet", "yrahkska", "lord-doober"}
DEFENDERS = {"chris", "derek", "jake", "pax", "creenana"}
GOALIES = {"goose", "vehksa"}
BRUISERS = {"tim", "dom", "yrahkska", "lord-doober", "chris", "derek"}

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

NEVER_IN_HAND = {"danny", "chris"}      # kept out of the hands so no discard is offered
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
    for s in (0, 1):                     # Playing Periods steps 1-2: the cards' abilities
        if not active[s]:
            continue
        me, other = cards[s], cards[1 - s]
        if me == "bryzan" and faceoff:
            vals[s][0] += BRYZAN_FACEOFF
        if me == "derek" and other in WINGERS:
            vals[s][1] += DEREK_VS_WINGER
        if me == "yrahkska" and other in CENTERS:
            vals[1 - s][0] -= YRAHKSKA_CENTERS
            vals[1 - s][1] -= YRAHKSKA_CENTERS
        if me == "lord-doober" and other in DEFENDERS:
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


def act(state, seat, kind, *args):
    return GAME.apply(state, Action(seat, kind, tuple(args)))


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


def test_the_book_s_card_list_is_the_card_file_s():
    """Player Card List & Abilities: positions and bruiser marks, which the arithmetic turns on."""
    assert CENTERS | WINGERS | DEFENDERS | GOALIES == set(ALL) and len(ALL) == 16
    cards = GAME.cards.by_id
    for group, position in ((CENTERS, "center"), (WINGERS, "winger"), (DEFENDERS, "defender"), (GOALIES, "goalie")):
        assert {c for c in ALL if cards[c].position == position} == group
    assert {c for c in ALL if cards[c].bruiser} == BRUISERS


def test_bruisers_book_example_dom_4_against_bryzan_left_with_2():
    """Bruisers: "Dom is a bruiser on offense, and is up against Bryzan on defense. Bryzan loses -2,
    giving him a total of 2 defense. Dom's 4 offense is higher, so he muscles his way to a goal!"
    Every number here is the book's."""
    state, events = play(setup(("dom", "jake", "pax"), ("bryzan", "goose", "vehksa"), faceoff=False),
                         "dom", "bryzan")
    assert compared(events, False) == ((4, 2), "goal")
    assert state.goals == (1, 0) and state.scored[0] == ("dom",)
    assert state.refbot == 1              # "Rotate the RefBot clockwise +1 number"


PAIRS = [(a, b) for a in ALL for b in ALL if a != b]


@pytest.mark.parametrize("attacker, defender", PAIRS)
def test_every_round_comes_to_the_book_s_numbers(attacker, defender):
    """Playing Periods steps 1-6 for every attacker against every defender (choices declined)."""
    hand0, hand1 = hands_for(attacker, defender)
    _, events = play(setup(hand0, hand1, faceoff=False), attacker, defender)
    expected = book(attacker, defender, faceoff=False)
    assert compared(events, False) == (expected, book_result(attacker, defender, expected, False))


@pytest.mark.parametrize("card0, card1", PAIRS)
def test_every_face_off_comes_to_the_book_s_numbers(card0, card1):
    """Face-Offs: "compare their [offense] numbers. Be sure to apply any changes because of the card
    Abilities or Bruisers" (S1), for every pair of cards (choices declined)."""
    hand0, hand1 = hands_for(card0, card1)
    _, events = play(setup(hand0, hand1, faceoff=True), card0, card1)
    expected = book(card0, card1, faceoff=True)
    assert compared(events, True) == (expected, book_result(card0, card1, expected, True))


# ----- the optional abilities, with the book's numbers ------------------------------------------
@pytest.mark.parametrize("attacker, defender", [("twisskib", "vehksa"), ("dom", "creenana"), ("jared", "goose")])
def test_danny_from_the_attacker_s_hand_gives_two_offense(attacker, defender):
    """Danny: "Discard from hand to give teammate +2" (his +2 is to offense: S6)."""
    hand0 = (attacker, "danny", "pax" if attacker != "pax" else "jake")
    hand1 = (defender, "bryzan", "tim")
    _, events = play(setup(hand0, hand1, faceoff=False), attacker, defender, {0: ("discard", ("danny",))})
    o, d = book(attacker, defender, faceoff=False)
    assert compared(events, False)[0] == (o + DANNY_BOOST, d)      # no number here went below 0 (S4)


@pytest.mark.parametrize("attacker, defender", [("twisskib", "goose"), ("danny", "vehksa"), ("dom", "creenana")])
def test_chris_from_the_defender_s_hand_gives_two_defense(attacker, defender):
    """Chris: "Discard from hand to give teammate +2 [defense]"."""
    hand0 = (attacker, "pax", "jake")
    hand1 = (defender, "chris", "bryzan")
    _, events = play(setup(hand0, hand1, faceoff=False), attacker, defender, {1: ("discard", ("chris",))})
    o, d = book(attacker, defender, faceoff=False)
    assert compared(events, False)[0] == (o, d + CHRIS_BOOST)


@pytest.mark.parametrize("defender", ["vehksa", "creenana", "bryzan", "twisskib"])
def test_danny_in_a_face_off_gives_two(defender):
    """S1/S6: a face-off compares offense, so Danny's +2 counts there."""
    hand0 = ("jake", "danny", "pax")
    hand1 = (defender, "goose", "tim" if defender == "vehksa" else "vehksa")
    _, events = play(setup(hand0, hand1, faceoff=True), "jake", defender, {0: ("discard", ("danny",))})
    a, b = book("jake", defender, faceoff=True)
    assert compared(events, True)[0] == (a + DANNY_BOOST, b)


@pytest.mark.parametrize("defender", ["vehksa", "twisskib", "creenana", "bryzan"])
def test_jared_attacking_switches_the_defender_s_numbers(defender):
    """Jared: "You may switch opponents [offense] & [defense]": the defender then defends with its
    offense number (no bruiser or always-on ability in these pairs)."""
    _, events = play(setup(("jared", "pax", "jake"), (defender, "goose", "tim"), faceoff=False),
                     "jared", defender, {0: ("swap", ())})
    assert compared(events, False)[0] == (base("jared")[0], base(defender)[0])


@pytest.mark.parametrize("attacker", ["twisskib", "bryzan", "vehksa"])
def test_jared_defending_switches_the_shooter_s_numbers(attacker):
    _, events = play(setup((attacker, "pax", "jake"), ("jared", "goose", "tim"), faceoff=False),
                     attacker, "jared", {1: ("swap", ())})
    assert compared(events, False)[0] == (base(attacker)[1], base("jared")[1])


def test_bryzan_s_book_defense_of_4_stops_what_it_should():
    """With the book's 4, Bryzan stops any shot of 3 or less and is scored on by 5 or more; a
    non-bruiser attacker of exactly 4 ties."""
    for attacker in ALL:
        if attacker in BRUISERS or attacker == "bryzan":
            continue
        hand0, hand1 = hands_for(attacker, "bryzan")
        _, events = play(setup(hand0, hand1, faceoff=False), attacker, "bryzan")
        (o, d), result = compared(events, False)
        assert d == 4 and result == ("goal" if o > 4 else "save" if o < 4 else "tie"), attacker


def test_jared_attacking_switches_derek_before_derek_s_ability_as_the_steps_order_it():
    """Playing Periods: "1. The offensive player can use their cards' special ability if they want
    2. Then the defending player can use their cards' special ability 3. Apply the effects of
    bruisers". Jared (attacker): "You may switch opponents [offense] & [defense]"; Derek
    (defender, a bruiser): "+3 if opponent is winger" (Jared is a winger)."""
    _, events = play(setup(("jared", "pax", "jake"), ("derek", "goose", "tim"), faceoff=False),
                     "jared", "derek", {0: ("swap", ())})
    derek_off = base("derek")[0]                  # his defense after Jared's switch, before his +3
    expected = (base("jared")[0] - BRUISER_HIT, derek_off + DEREK_VS_WINGER)   # step 1, step 2, step 3
    assert compared(events, False) == (expected, "save" if expected[1] > expected[0] else "goal")


# ----- the order of the abilities: Playing Periods steps 1-2 (ruling S3) -------------------------
# "1. The offensive player can use their cards' special ability if they want
#  2. Then the defending player can use their cards' special ability
#  3. Apply the effects of bruisers"
# One reading for every card: each side's abilities come at its own step, always-on or chosen,
# the played card's and a discard from the hand alike. In a face-off nobody attacks; the book is
# silent there and S3 takes Player 1's step first.

def test_jared_s_switch_comes_before_derek_s_plus_three_and_his_numbers_show_it():
    """Step 1 before step 2: when Jared (attacking) is asked, Derek's +3 has not come yet, so the
    switch offered is of Derek's printed numbers; the +3 then lands on the switched defense."""
    state = setup(("jared", "pax", "jake"), ("derek", "goose", "tim"), faceoff=False)
    state, _ = act(state, 0, "play", "jared")
    state, _ = act(state, 1, "play", "derek")
    assert state.queue[0] == (0, "swap") and state.values[1] == tuple(base("derek"))
    state, events = act(state, 0, "swap")
    kinds = [e.kind for e in events]
    assert kinds.index("swap") < kinds.index("ability") < kinds.index("bruiser")   # steps 1, 2, 3
    assert compared(events, False) == ((base("jared")[0] - BRUISER_HIT, base("derek")[0] + DEREK_VS_WINGER),
                                       "save")


def test_derek_attacking_gets_his_plus_three_before_jared_defending_switches_it():
    """The same reading the other way round: Derek's step (1) comes before Jared's (2), so the +3
    is switched into Derek's offense. Derek 1/3 +3 -> 1/6, switched -> 6/1; Derek's hit takes 2
    from Jared's defense."""
    _, events = play(setup(("derek", "pax", "jake"), ("jared", "goose", "tim"), faceoff=False),
                     "derek", "jared", {1: ("swap", ())})
    derek = base("derek")
    expected = (derek[1] + DEREK_VS_WINGER, max(0, base("jared")[1] - BRUISER_HIT))
    assert compared(events, False) == (expected, "goal")


def test_dom_s_turn_is_in_the_attacker_s_step_before_the_defender_s_ability():
    """Dom attacking Derek: Dom's choice (step 1) is asked while Derek's +3 (step 2) is still to
    come; two bruisers cancel, so Dom's 4 meets Derek's 3 + 3."""
    state = setup(("dom", "pax", "jake"), ("derek", "goose", "tim"), faceoff=False, refbot=1)
    state, _ = act(state, 0, "play", "dom")
    state, _ = act(state, 1, "play", "derek")
    assert state.queue[0] == (0, "refbot") and state.values[1] == tuple(base("derek"))
    state, events = act(state, 0, "refbot", -1)
    kinds = [e.kind for e in events]
    assert kinds.index("refbot-turn") < kinds.index("ability")
    assert compared(events, False) == ((BOOK_VALUES[("dom", 0)], base("derek")[1] + DEREK_VS_WINGER), "save")
    assert state.refbot == 2              # 1, turned -1 by Dom, +2 for two bruisers


def test_danny_in_the_attacker_s_step_is_switched_by_jared_in_the_defender_s():
    """Danny's +2 is the attacker's (step 1); Jared defending switches afterwards (step 2), so the
    +2 ends up on the shooter's defense: Twisskib 6/1 + 2 -> 8/1, switched -> 1/8."""
    _, events = play(setup(("twisskib", "danny", "pax"), ("jared", "goose", "tim"), faceoff=False),
                     "twisskib", "jared", {0: ("discard", ("danny",)), 1: ("swap", ())})
    assert compared(events, False) == ((base("twisskib")[1], base("jared")[1]), "save")


def test_chris_in_the_defender_s_step_adds_to_the_numbers_jared_switched():
    """Jared attacking switches Vehksa (step 1); Chris from the defender's hand (step 2) adds 2 to
    the switched defense: 2/6 -> 6/2, + 2 -> defense 4 against Jared's 4, a tie."""
    _, events = play(setup(("jared", "pax", "jake"), ("vehksa", "chris", "tim"), faceoff=False),
                     "jared", "vehksa", {0: ("swap", ()), 1: ("discard", ("chris",))})
    expected = (base("jared")[0], base("vehksa")[0] + CHRIS_BOOST)
    assert compared(events, False) == (expected, "tie")


def test_lord_doober_s_ability_comes_before_derek_s():
    """Always-on abilities keep the steps' order too (here the sums agree either way): Lord Doober
    attacking takes 1 off both of Derek's numbers in step 1, Derek's +3 comes in step 2."""
    _, events = play(setup(("lord-doober", "pax", "jake"), ("derek", "goose", "tim"), faceoff=False),
                     "lord-doober", "derek")
    abilities = [e.data["card"] for e in events if e.kind == "ability"]
    assert abilities == ["lord-doober", "derek"]
    assert compared(events, False) == ((base("lord-doober")[0],
                                        base("derek")[1] - DOOBER_DEFENDERS + DEREK_VS_WINGER), "save")


def test_a_face_off_takes_player_1_s_step_first():
    """Face-Offs: "apply any changes because of the card Abilities or Bruisers" gives no order and
    nobody attacks (S3 fills the silence: Player 1, then Player 2). Jared as Player 1 switches
    Bryzan's 2/4 to 4/2, then Bryzan's +3 makes 7; Jared as Player 2 switches Bryzan's 5/4 after
    the +3, leaving 4 against Jared's 4. These and Jared attacking Derek are the only plays the
    order of the steps changes."""
    _, events = play(setup(("jared", "pax", "jake"), ("bryzan", "goose", "tim"), faceoff=True),
                     "jared", "bryzan", {0: ("swap", ())})
    assert compared(events, True) == ((base("jared")[0], base("bryzan")[1] + BRYZAN_FACEOFF), "1")
    _, events = play(setup(("bryzan", "pax", "jake"), ("jared", "goose", "tim"), faceoff=True),
                     "bryzan", "jared", {1: ("swap", ())})
    assert compared(events, True) == ((base("bryzan")[1], base("jared")[0]), "none")   # his +3 switched away
    # Jared as Player 1 against Derek: 1/3 switched to 3/1, then +3 defense (no use in a face-off);
    # Derek's hit takes 2 from Jared.
    _, events = play(setup(("jared", "pax", "jake"), ("derek", "goose", "tim"), faceoff=True),
                     "jared", "derek", {0: ("swap", ())})
    assert compared(events, True) == ((base("jared")[0] - BRUISER_HIT, base("derek")[1]), "1")


# ----- the always-on abilities' own numbers, before any floor at zero ---------------------------
# The comparisons above floor every number at 0 (S4), so a -3 and a -4 can compare the same. Here
# the numbers are read while the defender's discard choice waits (Chris in its hand), after the
# always-on abilities of the attacker's step and before the bruiser hit (S3: the steps' order).
@pytest.mark.parametrize("center", sorted(CENTERS - {"tim"}))
def test_yrahkska_takes_three_off_both_of_a_center_s_numbers(center):
    """Yrahkska: "Opponent centers get -3" (both numbers, as the ability list's other changes)."""
    state = setup(("yrahkska", "pax", "jake"), (center, "chris", "vehksa"), faceoff=False)
    state, _ = act(state, 0, "play", "yrahkska")
    state, _ = act(state, 1, "play", center)
    assert state.queue and state.queue[0] == (1, "discard")
    o, d = base(center)
    assert state.values[1] == (o - YRAHKSKA_CENTERS, d - YRAHKSKA_CENTERS)
    assert state.values[0] == tuple(base("yrahkska"))


@pytest.mark.parametrize("defender", sorted(DEFENDERS - {"chris", "derek"}))
def test_lord_doober_takes_one_off_both_of_a_defender_s_numbers(defender):
    """Lord Doober: "Opponent defenders get -1 [offense] and -1 [defense]"."""
    state = setup(("lord-doober", "danny", "jake" if defender != "jake" else "pax"), (defender, "chris", "vehksa"),
                  faceoff=False)
    state, _ = act(state, 0, "play", "lord-doober")
    state, _ = act(state, 1, "play", defender)
    assert state.queue and state.queue[0][1] == "discard"
    o, d = base(defender)
    assert state.values[1] == (o - DOOBER_DEFENDERS, d - DOOBER_DEFENDERS)
