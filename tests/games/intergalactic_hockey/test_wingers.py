"""Intergalactic Hockey Showdown, "Player Card List & Abilities", Wingers (rulings S7 to S11):
Jared, Dom, Vojt-n-Swet, Yrahkska and Lord Doober. (Danny is in ``test_danny_and_chris.py``.)

Jared may switch the opposing card's numbers (also in a face-off); Dom may turn the RefBot +1 or
-1 (never below 0; at 3 he is penalised whatever he turns; against another bruiser his opponent
takes the penalty in a round, nobody in a face-off); Vojt-n-Swet sees the opposing hand before
the refills; Yrahkska takes 3 from a center and Lord Doober 1 from a defender, on top of the
bruiser hit or without it.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tests.games.intergalactic_hockey.support import (
    GAME,
    act,
    both,
    event,
    faceoff,
    kinds,
    position,
    refusal,
)


def test_jared_may_switch_the_opposing_numbers():
    """Jared, "You may switch opponents offense & defense" ("This is optional"), ruling S7: attacking, he
    switches the defender's numbers, or declines."""
    state = position(("jared", "jake", "pax"), ("vehksa", "goose", "creenana"), puck=0)
    state, _ = both(state, "jared", "vehksa")
    (decision,) = GAME.pending(state)
    assert (decision.seat, decision.kind, decision.optional) == (0, "swap", True)
    assert set(GAME.legal_actions(state, 0)) == {Action(0, "swap"), Action(0, "decline")}
    _, events = act(state, 0, "swap")
    assert event(events, "swap").data["values"] == (6, 2)
    assert event(events, "goal").data["card"] == "jared"          # 4 against Vehksa's switched 2
    kept, events = act(state, 0, "decline")
    assert event(events, "save") and kept.goals == (0, 0)


def test_jared_defending_switches_the_shooter():
    """Jared's switch when he defends (ruling S7): the shooter shoots with its defense number."""
    state = position(("twisskib", "jake", "pax"), ("jared", "goose", "creenana"), puck=0)
    state, _ = both(state, "twisskib", "jared")
    assert state.queue == ((1, "swap"),)
    state, events = act(state, 1, "swap")              # Twisskib now shoots with 1
    assert "2 to 1" in event(events, "save").text and state.puck == 1


def test_jared_can_switch_in_a_faceoff():
    """S7: in a face-off the switch puts the opponent's defense number into the contest."""
    state = faceoff(("twisskib", "jake", "pax"), ("jared", "goose", "creenana"))
    state, _ = both(state, "twisskib", "jared")
    assert state.queue == ((1, "swap"),)
    state, events = act(state, 1, "swap")             # Twisskib faces off with 1 instead of 6
    assert event(events, "faceoff").data["offense"] == (1, 4) and state.puck == 1


def test_dom_turns_the_refbot_but_never_below_zero():
    """Dom, "You may rotate the RefBot +1 or -1", "If the RefBot is at 0, you can't rotate -1" (ruling S8)."""
    state = position(("dom", "jake", "pax"), ("vehksa", "goose", "creenana"), puck=0, refbot=0)
    state, _ = both(state, "dom", "vehksa")
    assert GAME.legal_actions(state, 0) == [Action(0, "refbot", (1,)), Action(0, "decline")]
    assert refusal(state, Action(0, "refbot", (-1,))).code == "refbot-at-zero"
    after, events = act(state, 0, "refbot", 1)
    assert event(events, "refbot-turn").data["refbot"] == 1 and after.refbot == 2   # then +1 for the bruiser
    state = position(("dom", "jake", "pax"), ("vehksa", "goose", "creenana"), puck=0, refbot=2)
    state, _ = both(state, "dom", "vehksa")
    after, _ = act(state, 0, "refbot", -1)
    assert after.refbot == 2 and after.penalty is None


def test_dom_at_three_is_penalised_whatever_he_turns():
    """Dom's card line: "If the RefBot is at 3, a penalty will be called no matter what" (ruling S8)."""
    state = position(("dom", "jake", "pax"), ("vehksa", "goose", "creenana"), puck=0, refbot=3)
    state, _ = both(state, "dom", "vehksa")
    state, events = act(state, 0, "refbot", -1)
    assert event(events, "penalty").data["seat"] == 0 and state.penalty == 0


def test_dom_against_another_bruiser_at_three_the_opponent_takes_the_penalty():
    # Dom defends; normally the defender would take it, but with Dom the attacker does.
    """Dom's card line, ruling S8: with another bruiser, Dom's opponent takes the penalty, attacker or
    defender."""
    state = position(("tim", "jake", "pax"), ("dom", "goose", "creenana"), puck=0, refbot=3)
    state, _ = both(state, "tim", "dom")
    state, _ = act(state, 1, "decline")
    assert state.penalty == 0


def test_dom_in_a_faceoff_against_a_bruiser_at_three_keeps_the_refbot_at_three():
    """S8/S19: the face-off rule wins over Dom's."""
    state = faceoff(("dom", "jake", "pax"), ("tim", "goose", "creenana"), refbot=3)
    state, _ = both(state, "dom", "tim")
    assert GAME.legal_actions(state, 0) == [Action(0, "refbot", (-1,)), Action(0, "decline")]
    state, events = act(state, 0, "decline")
    assert state.penalty is None and state.refbot == 3 and state.puck == 0
    assert "penalty" not in kinds(events) and "stays at 3" in event(events, "refbot").text


def test_vojt_n_swet_sees_the_opposing_hand_before_refills():
    """Vojt-n-Swet, "Look at your opponent's hand ... before drawing new cards" (ruling S9): a private look;
    the other player sees only that it happened."""
    state = position(("vojt-n-swet", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0,
                     deck=("tim", "dom", "derek"))
    state, events = both(state, "vojt-n-swet", "creenana")
    look = event(events, "look")
    assert look.audience == frozenset({0}) and look.data["cards"] == ("goose", "vehksa")
    assert "Goose" in look.text and "Vehksa" in look.text
    public = event(events, "look-public")
    assert public.audience is None and "Goose" not in public.text
    assert events.index(look) < events.index(event(events, "refill"))
    assert state.puck == 1 and "tim" in state.hands[1]   # Creenana's side draws first, after the look
    assert "'goose'" not in repr(GAME.view(state, 0))   # the look is an event, not part of the view


def test_yrahkska_takes_three_from_an_opposing_center():
    """Yrahkska, "Opponent centers get -3" (ruling S10): a center loses 3 on top of the hit; any other card
    takes only the hit."""
    state = position(("yrahkska", "jake", "pax"), ("bryzan", "goose", "vehksa"), puck=0)
    state, events = both(state, "yrahkska", "bryzan")  # 4 - 3 - 2 -> 0
    assert "center" in event(events, "ability").text and "3 to 0" in event(events, "goal").text
    state = position(("yrahkska", "bryzan", "pax"), ("jake", "goose", "vehksa"), puck=0)
    state, events = both(state, "yrahkska", "jake")    # not a center: 4 - 1 = 3
    assert event(events, "tie")


def test_yrahkska_leaves_a_bruiser_center_alone():
    """Bruisers (two bruisers have no effect on each other) and S10: the -3 is a bruiser's effect on
    the other card like Lord Doober's, so Tim keeps his printed 2 against Yrahkska's 3 (still a goal)."""
    state = position(("yrahkska", "jake", "pax"), ("tim", "goose", "vehksa"), puck=0)
    state, events = both(state, "yrahkska", "tim")
    assert "bruisers" in kinds(events) and event(events, "ability").data["blocked"] is True
    assert "3 to 2" in event(events, "goal").text and event(events, "goal").data["card"] == "yrahkska"


# Player Card List & Abilities: Lord Doober, a bruiser, takes 1 off both numbers of an opposing
# defender and acts as a super-bruiser against one. Bruisers: a bruiser takes 2 off each number, and
# two bruisers played together have no effect on each other. Jake: bruisers take only 1 off each of
# his numbers. Ruling S11: the -1 lands beside the hit (also where the hit shrinks or bounces) but,
# being a bruiser's effect, not on another bruiser.
def test_lord_doober_against_a_defender_takes_one_more_off_each_number():
    """Lord Doober, "Opponent defenders get -1 and -1" (ruling S11): 1 more than the hit against a defender;
    against a goalie only the hit."""
    state = position(("lord-doober", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0)
    state, events = both(state, "lord-doober", "creenana")     # 5 - 1 - 2 = 2
    assert "takes 1 off both of the defender Creenana" in event(events, "ability").text
    assert "-2 offense and -2 defense" in event(events, "bruiser").text and "3 to 2" in event(events, "goal").text
    state = position(("lord-doober", "jake", "pax"), ("vehksa", "goose", "creenana"), puck=0)
    state, events = both(state, "lord-doober", "vehksa")       # a goalie: the usual 2 only
    assert "ability" not in kinds(events) and "4 to 3" in event(events, "save").text


def test_lord_doober_against_another_bruiser_leaves_it_alone():
    """Two bruisers have no effect on each other, Lord Doober's super-bruiser -1 included (S11): Chris (a
    bruiser defender, 1/3) keeps his 3 against Lord Doober's 3, a tie."""
    state = position(("lord-doober", "jake", "pax"), ("chris", "goose", "vehksa"), puck=0)
    state, events = both(state, "lord-doober", "chris")
    assert "bruisers" in kinds(events) and "bruiser" not in kinds(events)
    assert "does not touch Chris" in event(events, "ability").text
    assert "3 against 3" in event(events, "tie").text


def test_lord_doober_against_jake_adds_his_minus_one_to_jake_s_shrunk_hit():
    """Jake shrinks the bruiser hit to 1; the ability adds its 1: Jake 4 - 1 - 1 = 2 against 3."""
    state = position(("lord-doober", "bryzan", "twisskib"), ("jake", "goose", "vehksa"), puck=0)
    state, events = both(state, "lord-doober", "jake")
    assert "-1 offense and -1 defense" in event(events, "bruiser").text
    assert "3 to 2" in event(events, "goal").text


def test_lord_doober_against_pax_bounces_but_his_ability_lands():
    """Pax turns the hit back (Doober 3 - 3 = 0); the ability is not a hit: Pax 4 - 1 = 3."""
    state = position(("lord-doober", "bryzan", "twisskib"), ("pax", "goose", "vehksa"), puck=0)
    state, events = both(state, "lord-doober", "pax")
    assert "loses 3 offense" in event(events, "bruiser").text and "ability" in kinds(events)
    assert "3 to 0" in event(events, "save").text
