"""Intergalactic Hockey Showdown: scenarios for the book's example, every ability, the RefBot,
the buzzer, period resets and overtime.

Sections named in the test names are the headings of ``intergalactic-hockey-showdown.md``;
S1, S2... are the rulings in ``docs/rulings/intergalactic-hockey.md``. Positions are built with
``dataclasses.replace`` on a new game so each test shows only the cards that matter; every
action goes through the checked ``apply``. Card numbers used below (offense/defense):
Tim 2/2, Bryzan 2/4, Twisskib 6/1, Danny 4/2, Jared 4/2, Dom 4/1, Vojt-n-Swet 4/3,
Yrahkska 3/1, Lord Doober 3/1, Chris 1/3, Derek 1/3, Jake 2/4, Pax 1/4, Creenana 2/5,
Goose 2/5, Vehksa 2/6 — checked against the card file in ``test_the_numbers_these_tests_use``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError, MalformedActionError
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


def test_the_numbers_these_tests_use():
    assert {c: GAME.values(c) for c in ALL} == NUMBERS
    assert {c.id for c in GAME.cards.cards if c.bruiser} == BRUISERS


def test_either_seat_may_place_its_card_first():
    state = faceoff(("dom", "jake", "pax"), ("bryzan", "goose", "vehksa"))
    state, _ = act(state, 1, "play", "goose")
    assert [d.seat for d in GAME.pending(state)] == [0]
    assert "goose" in GAME.hidden_from(state, 0) and GAME.view(state, 0).chosen == (False, True)
    state, events = act(state, 0, "play", "jake")
    assert event(events, "reveal").data["cards"] == ("jake", "goose")


# ----- First Period: set-up ----------------------------------------------------------------
def test_first_period_setup_puck_middle_refbot_zero_three_cards_each():
    state = GAME.new_game(7)
    assert state.period == 1 and state.phase == "faceoff"
    assert state.puck is None and state.refbot == 0 and state.penalty is None
    assert [len(h) for h in state.hands] == [3, 3] and len(state.deck) == 10
    shuffled = chance.shuffled(7, 0, ALL)
    assert set(state.hands[0]) == set(shuffled[0:6:2]) and set(state.hands[1]) == set(shuffled[1:6:2])
    assert state.deck == shuffled[6:] and state.chance == 1
    assert conserved(state)


# ----- secret simultaneous plays ------------------------------------------------------------
def test_both_seats_choose_in_secret_and_the_other_view_shows_only_that_a_card_is_down():
    state = faceoff(("dom", "jake", "pax"), ("bryzan", "goose", "vehksa"))
    decisions = GAME.pending(state)
    assert [(d.seat, d.kind, d.secret) for d in decisions] == [(0, "play", True), (1, "play", True)]
    state, events = act(state, 0, "play", "dom")
    public = [e for e in events if e.audience is None]
    assert public and all("Dom" not in e.text and "dom" not in str(e.data) for e in public)
    private = [e for e in events if e.audience is not None]
    assert private and all(e.audience == frozenset({0}) for e in private)
    assert [d.seat for d in GAME.pending(state)] == [1]
    other = GAME.view(state, 1)
    assert other.played == (None, None) and other.chosen == (True, False) and not other.revealed
    assert "'dom'" not in repr(other) and "'dom'" not in repr(GAME.view(state, None))
    assert "dom" in GAME.hidden_from(state, 1) and "dom" not in GAME.hidden_from(state, 0)
    assert GAME.view(state, 0).played == ("dom", None)
    assert refusal(state, Action(0, "play", ("jake",))).code == "already-chosen"
    # The second card reveals both, inside the same apply.
    state, events = act(state, 1, "play", "bryzan")
    reveal = event(events, "reveal")
    assert reveal.irreversible and reveal.data["cards"] == ("dom", "bryzan")
    assert GAME.view(state, 1).played == ("dom", "bryzan")


# ----- Bruisers: the book's example ---------------------------------------------------------
def test_bruisers_book_example_dom_beats_bryzan():
    """Dom (a bruiser) attacks with 4; Bryzan defends with 4, left with 2 after the hit: a goal."""
    assert GAME.values("dom")[0] == 4 and GAME.values("bryzan")[1] == 4
    state = position(("dom", "jake", "pax"), ("bryzan", "goose", "vehksa"), puck=0)
    state, events = both(state, "dom", "bryzan")
    # Dom may turn the RefBot: an optional decision, offered before bruisers apply.
    (decision,) = GAME.pending(state)
    assert (decision.seat, decision.kind, decision.optional) == (0, "refbot", True)
    state, events = act(state, 0, "decline")
    assert "-2 offense and -2 defense" in event(events, "bruiser").text
    goal = event(events, "goal")
    assert "4 to 2" in goal.text and goal.data["card"] == "dom"
    assert state.scored == (("dom",), ()) and state.goals == (1, 0)
    assert "bryzan" in state.discard and "dom" not in state.discard
    assert state.refbot == 1                      # one bruiser played
    assert state.puck is None and state.phase == "faceoff"   # Playing Periods step 8
    assert conserved(state)


def test_twisskib_is_the_best_attacker_and_has_no_ability():
    best = max(ALL, key=lambda c: GAME.values(c)[0])
    assert best == "twisskib"
    assert sum(1 for c in ALL if GAME.values(c)[0] == GAME.values("twisskib")[0]) == 1
    state = position(("twisskib", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0)
    state, events = both(state, "twisskib", "creenana")
    assert "ability" not in kinds(events) and not state.queue   # resolved at once: nothing to decide
    assert event(events, "goal").data["card"] == "twisskib"


# ----- Playing Periods: result of a round ----------------------------------------------------
def test_defender_wins_takes_the_puck_and_tie_keeps_it():
    state = position(("bryzan", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0)
    after, events = both(state, "bryzan", "creenana")
    assert event(events, "save") and after.puck == 1 and after.phase == "round"
    assert set(after.discard) >= {"bryzan", "creenana"}
    after, events = both(state, "jake", "goose")       # 2 against 5
    assert after.puck == 1
    state = position(("goose", "jake", "pax"), ("jared", "tim", "vehksa"), puck=0)
    after, events = both(state, "goose", "jared")      # Goose cancels Jared; 2 against 2
    assert event(events, "tie") and after.puck == 0


def test_refill_to_three_with_the_puck_holder_first():
    state = position(("jake", "pax", "goose"), ("vehksa", "creenana", "bryzan"), puck=0,
                     deck=("derek", "chris", "tim"))
    state, events = both(state, "jake", "creenana")    # defender wins, takes the puck
    assert state.puck == 1
    assert "derek" in state.hands[1] and "chris" in state.hands[0]
    assert event(events, "refill").data["first"] == 1
    assert [len(h) for h in state.hands] == [3, 3] and state.deck == ("tim",)


def test_negative_numbers_count_as_zero():
    """S4: Yrahkska defends with 1 and bounces off Pax: 1 - 3 = -2, which counts as 0."""
    state = position(("pax", "jake", "goose"), ("yrahkska", "bryzan", "vehksa"), puck=0)
    state, events = both(state, "pax", "yrahkska")
    assert "1 to 0" in event(events, "goal").text


# ----- Face-Offs -------------------------------------------------------------------------------
def test_faceoff_compares_offense_and_the_winner_takes_the_puck():
    state = faceoff(("danny", "jake", "pax"), ("vehksa", "goose", "creenana"))
    state, events = both(state, "danny", "vehksa")     # 4 offense against 2, defense ignored
    assert event(events, "faceoff").data["winner"] == 0
    assert state.puck == 0 and state.phase == "round"


def test_bryzan_gets_plus_three_in_faceoffs_only():
    state = faceoff(("bryzan", "jake", "pax"), ("danny", "goose", "creenana"))
    state, events = both(state, "bryzan", "danny")     # 2 + 3 = 5 against 4
    assert state.puck == 0 and "+3 offense" in event(events, "ability").text
    # In a round he attacks with 2.
    state = position(("bryzan", "jake", "pax"), ("jared", "goose", "creenana"), puck=0)
    state, events = both(state, "bryzan", "jared")
    state, events = act(state, 1, "decline")
    assert event(events, "tie") and "ability" not in kinds(events)


def test_bryzan_still_loses_two_to_a_bruiser_in_a_faceoff():
    state = faceoff(("bryzan", "jake", "pax"), ("dom", "goose", "creenana"))
    state, events = both(state, "bryzan", "dom")
    state, events = act(state, 1, "decline")           # Dom's RefBot choice
    assert event(events, "faceoff").data["offense"] == (3, 4) and state.puck == 1


def test_faceoff_tie_leaves_the_puck_in_the_middle_for_another_faceoff():
    """S2."""
    state = faceoff(("jake", "pax", "bryzan"), ("vehksa", "goose", "creenana"))
    state, events = both(state, "jake", "vehksa")      # 2 against 2
    assert event(events, "faceoff").data["winner"] is None
    assert state.puck is None and state.phase == "faceoff"
    assert event(events, "refill").data["first"] == 0
    assert [len(h) for h in state.hands] == [3, 3]


def test_chris_cannot_be_discarded_in_a_faceoff_but_danny_can():
    state = faceoff(("jake", "chris", "pax"), ("vehksa", "danny", "creenana"))
    state, _ = both(state, "jake", "vehksa")
    assert state.queue == ((1, "discard"),)
    state, _ = act(state, 1, "discard", "danny")
    assert state.puck == 1 and "danny" in state.discard


# ----- Tim -------------------------------------------------------------------------------------
def test_tim_wins_a_tied_faceoff():
    state = faceoff(("tim", "jake", "pax"), ("danny", "goose", "creenana"))
    state, events = both(state, "tim", "danny")        # Danny 4 - 2 = 2 against Tim's 2
    assert state.puck == 0 and "Tim wins ties" in event(events, "faceoff").text


def test_tim_attacking_turns_a_tie_into_a_goal():
    state = position(("tim", "jake", "pax"), ("bryzan", "goose", "creenana"), puck=0)
    state, events = both(state, "tim", "bryzan")       # 2 against 4 - 2 = 2
    assert event(events, "goal").data["card"] == "tim" and state.goals == (1, 0)


def test_tim_defending_wins_a_tie_and_takes_the_puck():
    """S5: for a defender, winning the tie means stopping the shot and taking the puck."""
    state = position(("danny", "jake", "pax"), ("tim", "goose", "creenana"), puck=0)
    state, events = both(state, "danny", "tim")        # 4 - 2 = 2 against 2
    assert "Tim wins ties" in event(events, "save").text and state.puck == 1


def test_tim_in_a_score_pile_does_not_break_a_tie_after_three_periods():
    state = position(("jake",), ("vehksa",), puck=0, deck=(), period=3, buzzer=True,
                     scored=(("tim", "dom"), ("twisskib", "danny")), goals=(2, 2))
    state, events = both(state, "jake", "vehksa")      # the last shot is saved
    assert "overtime" in kinds(events)
    assert state.period == 4 and state.phase == "faceoff" and state.winners is None
    assert state.scored == ((), ()) and state.goals == (2, 2)
    assert [len(h) for h in state.hands] == [3, 3] and len(state.deck) == 10
    assert conserved(state)


def test_tim_wins_ties_in_overtime_too():
    state = position(("tim", "jake", "pax"), ("bryzan", "goose", "creenana"), puck=0, period=4, goals=(3, 3))
    state, _ = both(state, "tim", "bryzan")
    assert state.phase == "over" and state.winners == (0,)
    assert GAME.outcome(state).scores == (4, 3)


# ----- Danny and Chris -----------------------------------------------------------------------
def test_danny_discarded_from_the_attackers_hand_gives_two_offense_and_is_replaced_after_the_round():
    state = position(("twisskib", "danny", "goose"), ("vehksa", "jake", "creenana"), puck=0,
                     deck=("tim", "pax", "bryzan", "derek"))
    state, events = both(state, "twisskib", "vehksa")  # 6 against 6
    (decision,) = GAME.pending(state)
    assert (decision.seat, decision.kind, decision.optional) == (0, "discard", True)
    assert "Danny" in decision.prompt
    assert set(GAME.legal_actions(state, 0)) == {Action(0, "discard", ("danny",)), Action(0, "decline")}
    declined, events = act(state, 0, "decline")
    assert event(events, "tie") and declined.puck == 0
    state, events = act(state, 0, "discard", "danny")
    assert event(events, "goal").text.count("8 to 6") == 1
    assert "danny" in state.discard
    # Two new cards for the scorer (who draws first): one for Twisskib, one for Danny.
    assert event(events, "refill").data["drawn"] == (2, 1)
    assert set(state.hands[0]) == {"goose", "tim", "pax"}


def test_danny_is_not_offered_to_the_defender():
    state = position(("twisskib", "jake", "goose"), ("vehksa", "danny", "creenana"), puck=0)
    state, events = both(state, "twisskib", "vehksa")     # 6 against 6
    assert not state.queue and event(events, "tie")


def test_chris_discarded_by_the_defender_gives_two_defense():
    state = position(("twisskib", "jake", "pax"), ("goose", "chris", "creenana"), puck=0)
    state, events = both(state, "twisskib", "goose")   # 6 against 5
    assert state.queue == ((1, "discard"),)
    state, events = act(state, 1, "discard", "chris")  # Goose cancels Twisskib, not Chris in the hand
    assert "7 to 6" in event(events, "save").text and state.puck == 1
    assert event(events, "refill").data["drawn"] == (1, 2)


def test_chris_is_not_offered_to_the_attacker_and_the_wrong_discard_is_refused():
    state = position(("bryzan", "chris", "pax"), ("jake", "danny", "creenana"), puck=0)
    state, _ = both(state, "bryzan", "jake")
    assert not state.queue
    state = position(("twisskib", "danny", "pax"), ("vehksa", "chris", "creenana"), puck=0)
    state, _ = both(state, "twisskib", "vehksa")
    assert state.queue == ((0, "discard"), (1, "discard"))
    assert refusal(state, Action(0, "discard", ("pax",))).code == "no-discard-ability"
    assert refusal(state, Action(1, "discard", ("chris",))).code == "not-your-decision"
    state, _ = act(state, 0, "decline")
    assert refusal(state, Action(1, "discard", ("danny",))).code == "not-in-hand"



def test_the_card_of_the_other_role_is_refused_by_name_while_a_discard_waits():
    """Player Card List & Abilities: Danny's +2 is offense (the attacker's number, and the face-off's),
    Chris's +2 is defense (the defender's). Holding both, each side may throw only its own."""
    state = position(("twisskib", "danny", "chris"), ("vehksa", "jake", "creenana"), puck=0)
    state, _ = both(state, "twisskib", "vehksa")          # 6 against 6: the attacker may discard
    assert state.queue == ((0, "discard"),)
    wrong = refusal(state, Action(0, "discard", ("chris",)))
    assert (wrong.code, "boosts defense" in wrong.reason) == ("wrong-role", True)
    state = position(("twisskib", "jake", "pax"), ("goose", "danny", "chris"), puck=0)
    state, _ = both(state, "twisskib", "goose")           # 6 against 5: the defender may discard
    assert state.queue == ((1, "discard"),)
    wrong = refusal(state, Action(1, "discard", ("danny",)))
    assert (wrong.code, "boosts offense" in wrong.reason) == ("wrong-role", True)
    assert wrong.rule.endswith("Player Card List & Abilities")
    state = faceoff(("jake", "danny", "chris"), ("vehksa", "pax", "creenana"))
    state, _ = both(state, "jake", "vehksa")              # 2 against 2 in a face-off
    assert state.queue == ((0, "discard"),)
    wrong = refusal(state, Action(0, "discard", ("chris",)))
    assert wrong.code == "wrong-role"
    assert wrong.reason == "Chris boosts defense, which only the defender needs; face-offs compare offense."
    assert wrong.rule.endswith("Player Card List & Abilities")

# ----- Jared -------------------------------------------------------------------------------------
def test_jared_may_switch_the_opposing_numbers():
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


# ----- Dom ---------------------------------------------------------------------------------------
def test_dom_turns_the_refbot_but_never_below_zero():
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
    state = position(("dom", "jake", "pax"), ("vehksa", "goose", "creenana"), puck=0, refbot=3)
    state, _ = both(state, "dom", "vehksa")
    state, events = act(state, 0, "refbot", -1)
    assert event(events, "penalty").data["seat"] == 0 and state.penalty == 0


def test_dom_against_another_bruiser_at_three_the_opponent_takes_the_penalty():
    # Dom defends; normally the defender would take it, but with Dom the attacker does.
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


# ----- Vojt-n-Swet ----------------------------------------------------------------------------
def test_vojt_n_swet_sees_the_opposing_hand_before_refills():
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


# ----- Yrahkska ------------------------------------------------------------------------------
def test_yrahkska_takes_three_from_an_opposing_center():
    state = position(("yrahkska", "jake", "pax"), ("bryzan", "goose", "vehksa"), puck=0)
    state, events = both(state, "yrahkska", "bryzan")  # 4 - 3 - 2 -> 0
    assert "center" in event(events, "ability").text and "3 to 0" in event(events, "goal").text
    state = position(("yrahkska", "bryzan", "pax"), ("jake", "goose", "vehksa"), puck=0)
    state, events = both(state, "yrahkska", "jake")    # not a center: 4 - 1 = 3
    assert event(events, "tie")


def test_yrahkska_hits_a_center_even_when_both_are_bruisers():
    """S10: the -3 is an ability, not the bruiser hit that two bruisers cancel."""
    state = position(("yrahkska", "jake", "pax"), ("tim", "goose", "vehksa"), puck=0)
    state, events = both(state, "yrahkska", "tim")
    assert "bruisers" in kinds(events) and event(events, "goal").data["card"] == "yrahkska"


# ----- Lord Doober ------------------------------------------------------------------------------
# Player Card List & Abilities: Lord Doober, a bruiser, "Opponent defenders get -1 and -1" (and
# the super-bruiser note). Bruisers: a bruiser takes 2 off each number, and two bruisers played
# together have no effect on each other. Jake: bruisers give him only -1 and -1. Ruling S11: the
# printed -1 is an ability like Yrahkska's (S10), apart from the bruiser hit, so it lands whatever
# the bruiser rules do to the hit.
def test_lord_doober_against_a_defender_takes_one_more_off_each_number():
    state = position(("lord-doober", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0)
    state, events = both(state, "lord-doober", "creenana")     # 5 - 1 - 2 = 2
    assert "takes 1 off both of the defender Creenana" in event(events, "ability").text
    assert "-2 offense and -2 defense" in event(events, "bruiser").text and "3 to 2" in event(events, "goal").text
    state = position(("lord-doober", "jake", "pax"), ("vehksa", "goose", "creenana"), puck=0)
    state, events = both(state, "lord-doober", "vehksa")       # a goalie: the usual 2 only
    assert "ability" not in kinds(events) and "4 to 3" in event(events, "save").text


def test_lord_doober_against_another_bruiser_keeps_his_printed_minus_one():
    """Two bruisers cancel each other's hits, not Lord Doober's ability: Chris (a bruiser
    defender, 1/3) keeps 3 - 1 = 2 against Lord Doober's 3, a goal (it was a tie)."""
    state = position(("lord-doober", "jake", "pax"), ("chris", "goose", "vehksa"), puck=0)
    state, events = both(state, "lord-doober", "chris")
    assert "bruisers" in kinds(events) and "bruiser" not in kinds(events)
    assert "takes 1 off both of the defender Chris" in event(events, "ability").text
    assert "3 to 2" in event(events, "goal").text


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


@pytest.mark.parametrize("bruiser, target, hit_lands", [
    ("yrahkska", "bryzan", True),        # a center that is not a bruiser: hit and ability
    ("yrahkska", "tim", False),          # a bruiser center: the hits cancel, the ability stays
    ("lord-doober", "creenana", True),   # a defender that is not a bruiser
    ("lord-doober", "chris", False),     # a bruiser defender
])
def test_printed_abilities_of_bruisers_apply_whether_or_not_the_hit_lands(bruiser, target, hit_lands):
    """One reading for every card (S10, S11): the ability event comes at the reveal in both cases,
    and only the bruiser hit depends on the two-bruiser rule."""
    hand0 = (bruiser, "jake", "pax")
    hand1 = (target, "goose", "vehksa")
    state = position(hand0, hand1, puck=0)
    state, events = both(state, bruiser, target)
    assert event(events, "ability").data["card"] == bruiser
    assert ("bruiser" in kinds(events)) == hit_lands and ("bruisers" in kinds(events)) == (not hit_lands)


# ----- Derek ----------------------------------------------------------------------------------
def test_derek_gets_three_more_defense_against_wingers():
    state = position(("danny", "jake", "pax"), ("derek", "goose", "vehksa"), puck=0)
    state, events = both(state, "danny", "derek")      # 6 against 4 - 2
    assert "+3 defense" in event(events, "ability").text and "6 to 2" in event(events, "save").text
    state = position(("twisskib", "jake", "pax"), ("derek", "goose", "vehksa"), puck=0)
    state, events = both(state, "twisskib", "derek")   # a center: 6 - 2 = 4 against 3
    assert "ability" not in kinds(events) and event(events, "goal")


# ----- Jake -------------------------------------------------------------------------------------
def test_bruisers_only_take_one_from_jake():
    state = position(("dom", "bryzan", "pax"), ("jake", "goose", "vehksa"), puck=0)
    state, _ = both(state, "dom", "jake")
    state, events = act(state, 0, "decline")
    assert "-1 offense and -1 defense" in event(events, "bruiser").text
    assert "4 to 3" in event(events, "goal").text
    state = position(("tim", "bryzan", "pax"), ("jake", "goose", "vehksa"), puck=0)
    state, events = both(state, "tim", "jake")
    assert "3 to 2" in event(events, "save").text


# ----- Pax ----------------------------------------------------------------------------------------
def test_pax_cannot_be_hurt_and_the_bruiser_loses_three_of_the_number_it_uses():
    state = position(("dom", "jake", "bryzan"), ("pax", "goose", "vehksa"), puck=0)
    state, _ = both(state, "dom", "pax")
    state, events = act(state, 0, "decline")
    assert "loses 3 offense" in event(events, "bruiser").text
    assert "4 to 1" in event(events, "save").text and state.puck == 1
    assert state.refbot == 1                           # the RefBot still notices the bruiser
    # Pax attacking: the defending bruiser loses defense.
    state = position(("pax", "jake", "bryzan"), ("chris", "goose", "vehksa"), puck=0)
    state, events = both(state, "pax", "chris")
    assert "loses 3 defense" in event(events, "bruiser").text and "1 to 0" in event(events, "goal").text


def test_pax_in_a_faceoff_takes_offense_off_the_bruiser():
    state = faceoff(("pax", "jake", "bryzan"), ("tim", "goose", "vehksa"))
    state, events = both(state, "pax", "tim")
    assert state.puck == 0 and event(events, "faceoff").data["offense"] == (1, 0)


# ----- Creenana ---------------------------------------------------------------------------------
def test_creenana_stops_a_penalty_then_sets_the_refbot_to_three():
    state = position(("tim", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0, refbot=3)
    state, events = both(state, "tim", "creenana")
    assert state.penalty is None and "penalty" not in kinds(events)
    assert state.refbot == 3 and any("No penalty" in e.text for e in events if e.kind == "refbot")
    state = position(("twisskib", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0, refbot=0)
    state, events = both(state, "twisskib", "creenana")
    assert state.refbot == 3                           # even from 0, and with no bruiser


# ----- Goose ------------------------------------------------------------------------------------
def test_goose_cancels_the_opposing_bruiser_and_ability():
    state = position(("dom", "jake", "pax"), ("goose", "bryzan", "vehksa"), puck=0, refbot=3)
    state, events = both(state, "dom", "goose")
    assert not state.queue                              # Dom's RefBot turn is cancelled
    assert "cancel" in kinds(events) and "bruiser" not in kinds(events)
    assert state.refbot == 3 and state.penalty is None  # no turn, no penalty
    assert "5 to 4" in event(events, "save").text


def test_goose_attacking_cancels_the_defenders_ability():
    state = position(("goose", "jake", "pax"), ("jared", "bryzan", "vehksa"), puck=0)
    state, events = both(state, "goose", "jared")
    assert not state.queue and event(events, "tie")
    state = position(("vojt-n-swet", "jake", "pax"), ("goose", "bryzan", "vehksa"), puck=0)
    state, events = both(state, "vojt-n-swet", "goose")
    assert "look" not in kinds(events)


# ----- Vehksa --------------------------------------------------------------------------------------
def test_vehksa_saves_but_the_shooter_keeps_the_puck():
    state = position(("bryzan", "jake", "pax"), ("vehksa", "goose", "creenana"), puck=0)
    state, events = both(state, "bryzan", "vehksa")
    save = event(events, "save")
    assert save.data == {"winner": 1, "puck": 0} and state.puck == 0 and state.phase == "round"


def test_vehksa_attacking_has_no_effect():
    state = position(("vehksa", "jake", "pax"), ("creenana", "goose", "bryzan"), puck=0)
    state, _ = both(state, "vehksa", "creenana")     # 2 against 5: the defender takes the puck
    assert state.puck == 1


# ----- RefBot ----------------------------------------------------------------------------------------
def test_refbot_reaching_three_calls_nothing_yet_then_the_next_bruiser_is_penalised():
    state = position(("tim", "jake", "chris"), ("vehksa", "goose", "creenana"), puck=0, refbot=2,
                     deck=("derek", "bryzan", "danny", "jared"))
    state, events = both(state, "tim", "vehksa")       # reaching 3 calls nothing yet
    assert state.refbot == 3 and state.penalty is None and state.puck == 0
    assert [set(h) for h in state.hands] == [{"jake", "chris", "derek"}, {"goose", "creenana", "bryzan"}]
    state, events = both(state, "chris", "bryzan")     # a bruiser with the RefBot at 3
    assert event(events, "penalty").data["seat"] == 0
    assert state.penalty == 0 and "refbot" not in GAME.hidden_from(state, 1)
    # The RefBot counts toward the hand of 3: only one card drawn for the one played.
    assert len(state.hands[0]) == 2 and state.hand_size(0) == 3
    view = GAME.view(state, 1)
    assert view.hand_sizes == (3, 3) and view.penalty == 0 and view.refbot is None
    assert conserved(state)


def test_the_refbot_in_hand_cannot_be_played():
    state = position(("jake", "pax"), ("vehksa", "goose", "creenana"), puck=1, penalty=0)
    assert GAME.legal_actions(state, 0) == [Action(0, "play", ("jake",)), Action(0, "play", ("pax",))]
    assert refusal(state, Action(0, "play", ("refbot",))).code == "refbot-not-playable"
    assert refusal(state, Action(1, "play", ("refbot",))).code == "not-in-hand"
    assert refusal(state, Action(0, "play", ("puck",))).code == "puck-not-playable"


def test_the_penalty_ends_when_the_opponent_scores():
    state = position(("jake", "pax"), ("twisskib", "goose", "creenana"), puck=1, penalty=0, refbot=0)
    state, events = both(state, "jake", "twisskib")    # 6 against 4: goal against the penalised side
    assert "penalty-over" in kinds(events)
    assert state.penalty is None and state.refbot == 0
    assert len(state.hands[0]) == 3                    # back to three player cards


def test_the_penalty_goes_on_when_the_penalised_side_scores():
    state = position(("twisskib", "pax"), ("jake", "goose", "creenana"), puck=0, penalty=0)
    state, events = both(state, "twisskib", "jake")
    assert event(events, "goal") and state.penalty == 0 and len(state.hands[0]) == 2


def test_the_penalty_ends_with_the_period():
    state = position(("jake", "pax"), ("vehksa", "goose", "creenana"), puck=0, penalty=0, buzzer=True,
                     deck=())
    state, events = both(state, "jake", "vehksa")
    assert "penalty-over" in kinds(events) and state.period == 2
    assert state.penalty is None and state.refbot == 0 and [len(h) for h in state.hands] == [3, 3]


def test_both_bruisers_at_three_the_defender_takes_the_penalty():
    state = position(("tim", "jake", "pax"), ("chris", "goose", "vehksa"), puck=0, refbot=3)
    state, events = both(state, "tim", "chris")
    assert "bruisers" in kinds(events) and state.penalty == 1


def test_both_bruisers_in_a_faceoff_at_three_keep_the_refbot_at_three():
    state = faceoff(("tim", "jake", "pax"), ("chris", "goose", "vehksa"), refbot=3)
    state, events = both(state, "tim", "chris")
    assert state.penalty is None and state.refbot == 3 and "penalty" not in kinds(events)
    # One bruiser in a face-off at 3 is penalised as usual.
    state = faceoff(("tim", "jake", "pax"), ("bryzan", "goose", "vehksa"), refbot=3)
    state, events = both(state, "tim", "bryzan")
    assert state.penalty == 0


def test_two_bruisers_turn_the_refbot_two_but_never_past_three():
    state = position(("tim", "jake", "pax"), ("chris", "goose", "vehksa"), puck=0, refbot=0)
    state, _ = both(state, "tim", "chris")
    assert state.refbot == 2
    state = position(("tim", "jake", "pax"), ("chris", "goose", "vehksa"), puck=0, refbot=2)
    state, _ = both(state, "tim", "chris")
    assert state.refbot == 3 and state.penalty is None


def test_while_the_refbot_is_in_a_hand_nothing_turns_it():
    state = position(("dom", "jake"), ("creenana", "goose", "vehksa"), puck=0, penalty=0)
    state, events = both(state, "dom", "creenana")
    assert not state.queue                             # no dial for Dom to turn
    assert state.penalty == 0 and "penalty" not in kinds(events)


# ----- Ending Periods -----------------------------------------------------------------------------
# Ending Periods: "When the draw deck is empty, the period is over. If a player is holding the puck,
# they make [may] take one final shot at the buzzer." The shot is the holder's choice (S22).
BUZZER_PASSAGE = "may take one final shot at the buzzer"


def at_the_buzzer(**kw):
    """Jake is saved by Vehksa, who leaves the puck with the shooter; the refill takes the last card (Pax)."""
    state = position(("jake", "twisskib", "bryzan"), ("vehksa", "goose", "creenana"), puck=0, deck=("pax",), **kw)
    return both(state, "jake", "vehksa")


def test_the_buzzer_shot_is_offered_to_the_puck_holder_as_an_optional_decision():
    """Ending Periods: the holder "may take one final shot at the buzzer" (S22)."""
    state, events = at_the_buzzer()
    assert BUZZER_PASSAGE in event(events, "buzzer").text
    assert state.phase == "buzzer" and not state.buzzer and state.puck == 0 and state.period == 1
    assert [set(h) for h in state.hands] == [{"twisskib", "bryzan", "pax"}, {"goose", "creenana"}]
    (decision,) = GAME.pending(state)
    assert (decision.seat, decision.kind, decision.optional, decision.secret) == (0, "last-shot", True, False)
    assert "last shot" in decision.prompt
    assert GAME.legal_actions(state, 0) == [Action(0, "shoot"), Action(0, "decline")]
    assert GAME.legal_actions(state, 1) == []
    assert GAME.describe_action(state, Action(0, "shoot")) == "Shoot at the buzzer"
    assert GAME.describe_action(state, Action(0, "decline")) == "Let the period end"
    # Nobody plays a card before the holder has chosen; the defender does not choose for the holder.
    for bad in (Action(0, "play", ("twisskib",)), Action(1, "play", ("goose",)), Action(1, "shoot"),
                Action(1, "decline"), Action(0, "swap")):
        assert refusal(state, bad).rule == "Intergalactic Hockey Showdown, Ending Periods"
    assert refusal(state, Action(1, "decline")).code == "not-your-decision"
    assert refusal(state, Action(0, "play", ("twisskib",))).code == "buzzer-decision"
    view = GAME.view(state, 1)
    assert view.phase == "buzzer" and view.awaiting == ((0, "last-shot"),) and not view.revealed


def test_declining_the_buzzer_shot_ends_the_period_with_no_shot():
    state, _ = at_the_buzzer()
    state, events = act(state, 0, "decline")
    assert "reveal" not in kinds(events) and "goal" not in kinds(events)
    assert "without a last shot" in event(events, "decline").text and event(events, "period-end")
    assert state.goals == (0, 0) and state.scored == ((), ())
    assert state.period == 2 and state.phase == "faceoff" and not state.buzzer and state.puck is None
    assert [len(h) for h in state.hands] == [3, 3] and len(state.deck) == 16 - 6
    assert conserved(state)


def test_taking_the_buzzer_shot_resolves_a_round_and_ends_the_period():
    state, _ = at_the_buzzer()
    state, events = act(state, 0, "shoot")
    assert kinds(events) == ["last-shot"]
    assert state.buzzer and state.phase == "round" and state.puck == 0 and state.period == 1
    assert {d.seat for d in GAME.pending(state)} == {0, 1}
    state, events = both(state, "twisskib", "creenana")
    assert event(events, "reveal").text.startswith("Last shot at the buzzer")
    assert event(events, "goal") and state.goals == (1, 0)
    # Reset for period 2.
    assert state.period == 2 and state.phase == "faceoff" and not state.buzzer
    assert state.puck is None and state.refbot == 0 and state.penalty is None
    assert state.scored == (("twisskib",), ()) and state.discard == ()
    assert [len(h) for h in state.hands] == [3, 3] and len(state.deck) == 16 - 1 - 6
    assert conserved(state)


def test_a_last_shot_is_only_taken_at_the_buzzer():
    state = position(("jake", "twisskib", "bryzan"), ("vehksa", "goose", "creenana"), puck=0)
    assert refusal(state, Action(0, "shoot")).code == "no-last-shot"


@pytest.mark.parametrize("goals, result", [((1, 0), "won"), ((0, 0), "overtime")])
def test_declining_the_last_shot_of_the_third_period(goals, result):
    """The holder may let the third period end: a lead wins at once, a level score goes to overtime."""
    scored = (("tim",), ()) if goals == (1, 0) else ((), ())
    state, _ = at_the_buzzer(period=3, goals=goals, scored=scored)
    assert state.phase == "buzzer"
    state, events = act(state, 0, "decline")
    if result == "won":
        assert state.phase == "over" and state.winners == (0,) and GAME.outcome(state).scores == (1, 0)
    else:
        assert event(events, "overtime") and state.period == 4 and state.phase == "faceoff"


def test_buzzer_shot_against_a_side_with_no_cards():
    """S23: nothing to defend with counts as 0 defense."""
    state = position(("twisskib",), (), puck=0, deck=(), buzzer=True)
    assert [d.seat for d in GAME.pending(state)] == [0]
    state, events = act(state, 0, "play", "twisskib")
    assert "no card" in event(events, "reveal").text and "6 to 0" in event(events, "goal").text
    assert state.period == 2


def test_no_buzzer_shot_without_the_puck_or_without_a_card():
    state = position(("twisskib", "jake", "bryzan"), ("creenana", "goose", "vehksa"), puck=0, deck=("pax",))
    state, events = both(state, "twisskib", "creenana")   # a goal: the puck goes back to the middle
    assert "buzzer" not in kinds(events) and state.period == 2
    state = position(("jake",), ("vehksa", "goose"), puck=0, deck=(), penalty=0)
    state, events = both(state, "jake", "vehksa")     # the shooter keeps the puck but holds only the RefBot
    assert "buzzer" not in kinds(events) and state.period == 2


def test_the_third_period_decides_the_game():
    state = position(("jake",), ("vehksa",), puck=0, deck=(), period=3, buzzer=True,
                     scored=(("tim",), ()), goals=(1, 0))
    state, _ = both(state, "jake", "vehksa")
    assert state.phase == "over" and state.winners == (0,) and not GAME.pending(state)
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,) and outcome.scores == (1, 0)
    assert GAME.legal_actions(state, 0) == [] and refusal(state, Action(0, "decline")).code == "game-over"


# ----- Overtime -----------------------------------------------------------------------------------
def test_overtime_reshuffles_the_discard_pile_when_the_deck_runs_out():
    state = position(("jake", "twisskib", "bryzan"), ("vehksa", "goose", "creenana"), puck=0, deck=("pax",),
                     period=4, goals=(2, 2))
    discard_before = set(state.discard)
    counter = state.chance
    state, events = both(state, "jake", "vehksa")
    reshuffle = event(events, "reshuffle")
    assert reshuffle.chance and reshuffle.irreversible
    pool = tuple(sorted(discard_before | {"jake", "vehksa"}, key=ALL.index))
    new_deck = chance.shuffled(state.seed, counter, pool)
    assert set(state.hands[0]) == {"twisskib", "bryzan", "pax"}       # hands are kept
    assert set(state.hands[1]) == {"goose", "creenana", new_deck[0]}
    assert state.deck == new_deck[1:] and state.discard == () and state.chance == counter + 1
    assert state.phase == "round" and not state.buzzer
    assert conserved(state)


def test_overtime_reshuffles_as_soon_as_the_deck_is_empty():
    """S25: a refill that takes the last card leaves a fresh draw pile behind it at once."""
    state = position(("jake", "twisskib", "bryzan"), ("vehksa", "goose", "creenana"), puck=0,
                     deck=("pax", "derek"), period=4, goals=(0, 0))
    counter = state.chance
    pool = tuple(sorted(set(state.discard) | {"jake", "vehksa"}, key=ALL.index))
    state, events = both(state, "jake", "vehksa")
    assert "pax" in state.hands[0] and "derek" in state.hands[1]
    assert event(events, "reshuffle").data["cards"] == len(pool)
    assert state.deck == chance.shuffled(state.seed, counter, pool) and state.discard == ()
    assert conserved(state)


def test_first_goal_in_overtime_wins():
    state = position(("twisskib", "jake", "pax"), ("creenana", "goose", "vehksa"), puck=0, period=4,
                     goals=(1, 1))
    state, _ = both(state, "twisskib", "creenana")
    assert state.phase == "over" and state.winners == (0,)
    assert "overtime" in GAME.outcome(state).text and GAME.outcome(state).scores == (2, 1)
    assert conserved(state)


# ----- refusals and malformed actions ----------------------------------------------------------------
def test_refusals_name_the_rule():
    state = position(("jake", "pax", "bryzan"), ("jared", "goose", "vehksa"), puck=0)
    verdict = refusal(state, Action(0, "play", ("goose",)))
    assert verdict.code == "not-in-hand" and verdict.rule == "Intergalactic Hockey Showdown, Playing Periods"
    assert refusal(state, Action(0, "swap")).code == "no-ability-now"
    state, _ = both(state, "jake", "jared")
    assert refusal(state, Action(0, "play", ("pax",))).code == "abilities-pending"
    assert refusal(state, Action(0, "decline")).code == "not-your-decision"
    assert refusal(state, Action(1, "refbot", (1,))).code == "wrong-ability"


@pytest.mark.parametrize("bad", [
    Action(0, "play", ("nobody",)), Action(2, "play", ("dom",)), Action(0, "refbot", (True,)),
    Action(0, "refbot", (2,)), Action(0, "fly"), Action(0, "swap", (1,)), Action(0, "discard", ("puck",)),
    Action(0, "play", ()),
])
def test_malformed_actions(bad):
    state = GAME.new_game(1)
    with pytest.raises(MalformedActionError):
        GAME.validate(state, bad)


def test_describe_actions():
    state = GAME.new_game(1)
    assert GAME.describe_action(state, Action(0, "play", ("dom",))) == "Play Dom (offense 4, defense 1, bruiser)"
    assert GAME.describe_action(state, Action(0, "discard", ("chris",))) == "Discard Chris for +2 defense"
    assert GAME.describe_action(state, Action(0, "refbot", (-1,))) == "Turn the RefBot -1"
