"""Intergalactic Hockey Showdown, "Playing Periods" steps 1 to 3 (ruling S3): the order of the
abilities.

The attacker's abilities come first (the played card's, then a discard from the hand), then the
defender's, then the bruiser hits; in a face-off Player 1's step comes first. Each ability acts
on the numbers as they stand at its step, which changes the result only when Jared switches:
Jared attacking Derek, and Jared as Player 1 facing off against Bryzan or Derek.
"""

from __future__ import annotations

from tests.games.intergalactic_hockey.support import (
    BOOK_VALUES,
    BRUISER_HIT,
    BRYZAN_FACEOFF,
    CHRIS_BOOST,
    DEREK_VS_WINGER,
    act,
    base,
    compared,
    play,
    setup,
)


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
    """Always-on abilities keep the steps' order too: Lord Doober attacking has his step 1 (where, both
    being bruisers, his -1 does not touch Derek: S11), Derek's +3 against a winger comes in step 2."""
    _, events = play(setup(("lord-doober", "pax", "jake"), ("derek", "goose", "tim"), faceoff=False),
                     "lord-doober", "derek")
    abilities = [e.data["card"] for e in events if e.kind == "ability"]
    assert abilities == ["lord-doober", "derek"]
    assert compared(events, False) == ((base("lord-doober")[0], base("derek")[1] + DEREK_VS_WINGER), "save")


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
