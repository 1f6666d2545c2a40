"""Hull Breach! on the engine contract (``rules.py``), each decision in a small position: the shape of
every action kind (its arguments and card ids), the refusal a player reads for each kind, who is
pending and with what prompt, the legal actions of each phase (5.0 set-up, 5.3 Logistics, 5.4
Manufacturing, 5.5 Engagement and discards), the event each action leaves, the choices a card's
resolution waits for (3.4.4, 3.4.8, 7.1.3.2, 8.3), a seat's view and what it hides, the outcome, the
set-up of a new game for two to four commanders (ruling H4) and the labels of actions (issue 20:
mutation tests of ``rules.py``). Commander A is seat 0, Commander B seat 1, Commander C seat 2."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalActionError, IllegalDeckError, MalformedActionError
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import refuse
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    BOARDING,
    DISCARD,
    ENGAGEMENT,
    FLEET,
    LOGISTICS,
    MANUFACTURING,
    OVER,
    SETUP,
    Board,
    Engagement,
    Fight,
    Prompt,
    physical_id,
)
from tabletop.games.hull_breach.work import Work, cite

A, B, C = 0, 1, 2
STATIONS = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)]
THREE = [*STATIONS, Piece("meridian-exchange-tower", C)]
HARPY = "harpy-class-cruiser#0.1"
DRAGON = "dragon-class-battleship#1.1"


def with_commander(state, seat, **changes):
    cmds = list(state.commanders)
    cmds[seat] = evolve(cmds[seat], **changes)
    return evolve(state, commanders=tuple(cmds))


def copies(card, seat, n, start=1):
    return tuple(physical_id(card, seat, k) for k in range(start, start + n))


def texts(events, kind):
    return [e.text for e in events if e.kind == kind]


def unit(state, pid):
    return next((u for u in state.units if u.pid == pid), None)


def legal(state, seat):
    return GAME.legal_actions(state, seat)


# ----- the shape of an action (parse) -------------------------------------------------------------
# kind: (fewest, most arguments), the positions that name a card. Worked out from what each action
# says: a deploy names a card and its host, an aim a shooter and a target, a play the card and up to
# two targets, a regiment or search "take" a card and (for a search) its host...
SHAPES = {
    "mulligan": ((0, 0), ()), "deploy": ((2, 2), (0,)), "conscript": ((2, 2), (0,)), "assign": ((2, 2), (0,)),
    "play": ((1, 3), (0,)), "next": ((0, 0), ()), "engage": ((1, 1), ()), "skip": ((0, 0), ()),
    "discard": ((1, 1), (0,)), "end": ((0, 0), ()), "take": ((1, 2), (0,)), "decline": ((0, 0), ()),
    "flip": ((1, 1), (0,)), "face-down": ((1, 1), (0,)), "send": ((1, 1), (0,)), "launch": ((0, 0), ()),
    "pass": ((0, 0), ()), "aim": ((2, 2), (0, 1)), "fire": ((1, 1), (0,)), "overload": ((2, 2), (0, 1)),
    "jam": ((2, 2), (0, 1)), "paint": ((2, 2), (0, 1)), "repair": ((1, 1), (0,)), "retreat": ((1, 1), (0,)),
    "fearless": ((1, 1), (0,)), "board": ((2, 2), (0, 1)), "cancel": ((2, 2), (0, 1)), "hijack": ((0, 0), ()),
    "scuttle": ((0, 0), ()), "fold-board": ((2, 2), (0, 1)), "fold": ((2, 2), (0, 1)),
    "fold-withdraw": ((2, 2), (0, 1)), "withdraw": ((0, 0), ()), "pursue": ((0, 0), ()),
}


def _args(kind, n):
    return tuple(1 if kind == "engage" else HARPY for _ in range(n))


@pytest.mark.parametrize("kind", sorted(SHAPES))
def test_each_action_kind_takes_its_number_of_arguments(kind):
    """Every kind parses with its fewest and its most arguments and no fewer or more."""
    (low, high), _ids = SHAPES[kind]
    for n in (low, high):
        action = Action(A, kind, _args(kind, n))
        assert GAME.parse_action(action) == action
    for n in (low - 1, high + 1):
        if n < 0:
            continue
        with pytest.raises(MalformedActionError) as err:
            GAME.parse_action(Action(A, kind, _args(kind, n)))
        assert str(err.value) == f"'{kind}' takes {low}-{high} arguments, not {n}"


@pytest.mark.parametrize("kind", sorted(k for k, v in SHAPES.items() if v[1]))
def test_each_argument_naming_a_card_must_be_a_card_of_the_game(kind):
    """A card argument is a physical copy (card#seat.copy) of a card the game has; the others are not
    checked as cards, and an unnamed host (None: open space) is always well formed."""
    (_low, high), ids = SHAPES[kind]
    for index in range(high):
        for bad in ("not-a-card#0.1", "harpy-class-cruiser", 7):
            args = list(_args(kind, high))
            args[index] = bad
            if index in ids:
                with pytest.raises(MalformedActionError) as err:
                    GAME.parse_action(Action(A, kind, tuple(args)))
                assert str(err.value) == (f"argument {index + 1} of '{kind}' must be a card in play or in a hand, "
                                          f"not {bad!r}")
        args = list(_args(kind, high))
        args[index] = None
        GAME.parse_action(Action(A, kind, tuple(args)))


def test_arguments_that_do_not_name_a_card_are_not_checked_as_cards():
    """Only card positions are checked: a take's host, a play's targets may be a seat or anything."""
    for action in (Action(A, "take", (HARPY, "whatever")), Action(A, "play", (HARPY, 1, "x")),
                   Action(A, "deploy", (HARPY, "nowhere"))):
        assert GAME.parse_action(action) == action


def test_an_attack_names_the_seat_of_a_commander():
    """5.5.1: an attack is declared on a commander, by seat: 0-3 (at most four commanders, H4)."""
    for seat in (0, 3):
        GAME.parse_action(Action(A, "engage", (seat,)))
    for bad in (-1, 4, "1", None):
        with pytest.raises(MalformedActionError) as err:
            GAME.parse_action(Action(A, "engage", (bad,)))
        assert str(err.value) == "'engage' takes the seat of the commander to attack"


def test_an_unknown_kind_is_malformed():
    with pytest.raises(MalformedActionError) as err:
        GAME.parse_action(Action(A, "dance"))
    assert str(err.value) == "Hull Breach! has no action 'dance'"


# ----- the refusal a player reads (validate) ------------------------------------------------------
REFUSALS = {
    "mulligan": ("no-mulligan", ("A mulligan is only for the set-up draw, before anything is deployed, and costs "
                 "1 Resource and 1 Currency"), "5.0 Mulligan Rules"),
    "deploy": ("cannot-deploy", ("That card cannot be deployed there now: check the phase, its cost after "
               "discounts, the host's room and size, and Unique"), "5.4.1 Deploy Reinforcements"),
    "conscript": ("cannot-conscript", ("Conscription takes one Ship or Marine from the shipyard once a turn in the "
                  "Manufacturing Phase, at twice its printed cost, never a Unique card or a Character"),
                  "5.4.2 Conscript"),
    "assign": ("cannot-assign", ("Marines and Fighter Wings move only to a host of yours with room, in the "
               "Manufacturing Phase or after the engagement, each once a phase"),
               "5.4.4 Assign and Reassign (ruling H23)"),
    "play": ("cannot-play", "That card cannot be played now (its timing, its cost or its target)",
             "6.8 Event and Tactic Timing"),
    "next": ("not-now", "Only the commander whose turn it is moves on from Logistics or Manufacturing",
             "5.2 Anatomy of Your Turn"),
    "engage": ("cannot-engage", ("An attack is declared once, in your Engagement Phase, on a commander still in "
               "the game, by a commander with a ship"), "5.5.1 Declare an Attack"),
    "skip": ("not-now", "Only the commander in the Engagement Phase may skip it", "5.5.1 Declare an Attack"),
    "discard": ("cannot-discard", "Cards are discarded from your hand at the end of your turn",
                "5.5.4 Discarding Options"),
    "end": ("not-now", "A turn ends after its Engagement Phase", "5.5.5 End Your Turn"),
    "take": ("cannot-take", "That card cannot be taken from the shipyard for this effect",
             "3.4.8 Regimented; 8.3 Always Shuffle"),
    "decline": ("not-now", "There is nothing to decline", "3.4.8 Regimented; 3.4.4 Face Up - Face Down"),
    "flip": ("cannot-flip", "A face-down module is flipped by its commander only when its trigger has come",
             "3.4.4 Face Up - Face Down"),
    "face-down": ("cannot-face-down", ("Face-up Face Up - Face Down modules are turned face down again by their "
                  "commander at the end of an engagement"), "3.4.4 Face Up - Face Down"),
    "send": ("cannot-send", "Only your own ships in open space join the attacking fleet, before it jumps",
             "5.5.2 Select Your Attacking Fleet; 6.4.2"),
    "launch": ("cannot-launch", "The fleet jumps once it has at least one ship", "5.5.2"),
    "pass": ("not-now", "It is not your step", "6.6 Engagements, Step by Step"),
    "aim": ("cannot-aim", ("Dice are declared by a unit that has not fired this step, at a legal target: a "
            "station's modules before the station, no station in the first round while ships stand, no Jammer "
            "for Interceptor fire"), "6.2 How Combat Works; 6.4.3; 6.9"),
    "fire": ("cannot-fire", "Fire once every die of the unit's volley is declared", "6.2 How Combat Works"),
    "overload": ("cannot-overload", "Overload is used once an engagement, instead of a volley, at one target",
                 "3.3.3 Overload"),
    "jam": ("cannot-jam", "Jammer is used instead of a volley, on one local opposing ship", "3.3.2 Jammer"),
    "paint": ("cannot-paint", "Target Painter is used instead of a volley, on one local opposing ship",
              "3.3.5 Target Painter"),
    "repair": ("cannot-repair", "Repair is used instead of a volley by a wounded unit", "3.3.4 Repair"),
    "retreat": ("cannot-retreat", "Only attacking ships retreat, instead of their volley", "6.6 step 3"),
    "fearless": ("cannot-fearless", "The Fearless swap is made once an engagement by a local unit",
                 "3.4.5 Fearless"),
    "board": ("cannot-board", ("A ship with your Marines aboard boards one opposing ship (not Stealth without "
              "Hunter, not a Fighter Wing), or the station after the first round"), "6.6 steps 4 and 6; 6.10"),
    "cancel": ("cannot-cancel", "Each Escort cancels one opposing boarding action that is not an Escort's",
               "3.4.3 Escort; 6.6 step 7"),
    "hijack": ("cannot-hijack", "Only the winners of a boarding action hijack", "6.6 step 8E"),
    "scuttle": ("cannot-scuttle", "Only the winners of a boarding action scuttle", "9.32 Scuttle"),
    "fold-board": ("cannot-fold-board", ("A Marine with Micro-Fold boards without a ship from a local host of "
                   "yours; a Stealth target only from a host with Hunter"), "3.4.7 Micro-Fold; 6.10.4"),
    "fold": ("cannot-fold", ("A Marine with Micro-Fold folds to a local ship or station of yours with room, not "
             "while it is in a boarding action"), "3.4.7 Micro-Fold"),
    "fold-withdraw": ("cannot-fold-withdraw", ("A Marine with Micro-Fold in a boarding action may fold out instead "
                      "of its volley, to another local ship or station of yours with room"), "3.4.7 Micro-Fold"),
    "withdraw": ("cannot-withdraw", "Boarders withdraw instead of their volley", "6.10.3"),
    "pursue": ("cannot-pursue", "Only Marines whose boarders withdrew may pursue", "9.24 Pursuit"),
}


def _illegal(kind):
    """An action of ``kind`` no commander may take in A's Manufacturing Phase below (a card id no
    one holds, an attack in the wrong phase...)."""
    (low, _high), _ids = SHAPES[kind]
    return Action(A, kind, tuple(1 if kind == "engage" else "harpy-class-cruiser#0.9" for _ in range(low)))


@pytest.mark.parametrize("kind", sorted(REFUSALS))
def test_each_refused_kind_names_its_rule(kind):
    """A commander who holds the decision but may not take the action is told why, and where the
    rule is. The position: A's Manufacturing Phase with an empty hand, where moving on is the one
    phase action left (the Engagement Phase is shown for "next")."""
    state, _ids = arrange(STATIONS, phase=ENGAGEMENT if kind == "next" else MANUFACTURING)
    code, sentence, rule = REFUSALS[kind]
    verdict = GAME.validate(state, _illegal(kind))
    assert verdict == refuse(code, sentence, cite(rule))
    assert verdict.rule == f"Hull Breach!, {rule}"
    with pytest.raises(IllegalActionError):
        GAME.apply(state, _illegal(kind))


def test_a_commander_who_is_not_deciding_is_told_so():
    """5.2: in A's turn, B decides nothing; in the simultaneous set-up turn (ruling H9) both decide,
    so a refused action of either gets its kind's reason, and a commander who has ended it does not."""
    state, _ids = arrange(STATIONS, phase=MANUFACTURING)
    assert GAME.validate(state, Action(B, "next")) == refuse(
        "not-your-decision", "Another commander is deciding now", cite("5.2 Anatomy of Your Turn; 6.6"))
    state, _ids = arrange(STATIONS, phase=SETUP)
    state = evolve(state, commanders=tuple(evolve(c, ready=False) for c in state.commanders))
    assert GAME.validate(state, Action(B, "next")).code == "not-now"
    assert GAME.validate(state, Action(A, "next")).code == "not-now"
    state = with_commander(state, A, ready=True)
    assert GAME.validate(state, Action(A, "end")).code == "not-your-decision"
    assert GAME.validate(state, Action(B, "end")).ok


def test_nothing_is_allowed_once_the_game_is_over():
    """6.1: the last commander standing has won; nobody acts any more."""
    state, _ids = arrange(STATIONS, phase=OVER)
    state = evolve(state, winners=(A,))
    verdict = GAME.validate(state, Action(A, "end"))
    assert verdict == refuse("game-over", "The game is over", cite("6.1 Winning"))
    assert legal(state, A) == [] and legal(state, B) == []
    assert GAME.pending(state) == ()
    assert GAME.is_over(state)


# ----- who decides (pending) and the prompts they read ---------------------------------------------
def setup_state(players=2):
    state, ids = arrange(STATIONS if players == 2 else THREE, players=players, phase=SETUP)
    return evolve(state, commanders=tuple(evolve(c, ready=False) for c in state.commanders), round=0), ids


def test_the_set_up_turn_waits_for_every_commander_still_to_end_it():
    """5.0 step 4 and ruling H9: every commander takes the set-up turn at once; one who has ended it,
    or who is out of the game, no longer decides."""
    state, _ids = setup_state(players=3)
    text = "Your set-up turn: deploy, then end it"
    assert GAME.pending(state) == (Decision(A, "setup", text), Decision(B, "setup", text), Decision(C, "setup", text))
    state = with_commander(state, B, ready=True)
    state = with_commander(state, C, alive=False)
    assert GAME.pending(state) == (Decision(A, "setup", text),)
    assert legal(state, B) == [] and legal(state, C) == []


def test_a_choice_waited_for_in_the_set_up_turn_is_its_commanders_alone():
    """3.4.8: a Regimented unit deployed in the set-up turn asks its own commander what to take aboard;
    the other commander goes on with the set-up turn."""
    state, _ids = setup_state()
    state = evolve(state, prompts=(Prompt(B, "regiment", "orion-frontier-outpost#1.1", 1, "marine"),))
    assert GAME.pending(state) == (Decision(A, "setup", "Your set-up turn: deploy, then end it"),
                                   Decision(B, "regiment", "Take a unit aboard from your shipyard (Regimented)"))
    assert legal(state, B) == [Action(B, "decline")]
    assert Action(A, "end") in legal(state, A)


PROMPT_TEXTS = {
    "regiment": "Take a unit aboard from your shipyard (Regimented)",
    "search": "Search your shipyard for a card to deploy at cost",
    "spoils": "Spoils of war: deploy one card from your shipyard free",
    "flip": "A face-down module's trigger has come: flip it face up, or leave it face down",
    "face-down": "The engagement is over: turn face-up Face Up - Face Down modules face down again, or leave them",
}


@pytest.mark.parametrize("kind", sorted(PROMPT_TEXTS))
def test_a_waiting_choice_is_the_one_decision_and_may_be_declined(kind):
    """3.4.4, 3.4.8, 7.1.3.2, 8.3: while a card's resolution waits for a choice, only the first
    commander asked decides, and may take nothing (the Decision is optional)."""
    state, _ids = arrange(STATIONS, phase=MANUFACTURING)
    state = evolve(state, prompts=(Prompt(B, kind), Prompt(A, "search")))
    assert GAME.pending(state) == (Decision(B, kind, PROMPT_TEXTS[kind], optional=True),)
    assert legal(state, A) == []
    assert Action(B, "decline") in legal(state, B)


def test_the_engagement_and_the_turn_name_whose_decision_it_is():
    """6.6: the engagement waits for the commander of its step (the defender volleys in step 5); out of
    an engagement the commander whose turn it is decides the phase."""
    state, _ids = arrange(STATIONS, phase=LOGISTICS, turn=B)
    assert GAME.pending(state) == (Decision(B, LOGISTICS, "Your logistics phase"),)
    state, _ids = arrange(STATIONS, engagement=Engagement(A, B, step="defend", round=2))
    assert GAME.pending(state) == (Decision(B, "defend", "Engagement: defend"),)
    state, _ids = arrange(STATIONS, engagement=Engagement(B, A, step=FLEET), turn=B)
    assert GAME.pending(state) == (Decision(B, FLEET, "Engagement: fleet"),)


# ----- the outcome (6.1, ruling H5) ----------------------------------------------------------------
def test_the_outcome_names_the_last_commander_standing():
    """6.1: the winner is the last station standing; each commander still in scores 1."""
    state, _ids = arrange(THREE, players=3, phase=OVER)
    assert GAME.outcome(state) is None
    state = evolve(state, winners=(C,))
    state = with_commander(with_commander(state, A, alive=False), B, alive=False)
    out = GAME.outcome(state)
    assert (out.winners, out.scores, out.text) == ((C,), (0, 0, 1), "Commander C is the last commander standing.")
    assert not out.draw


def test_a_game_nobody_can_finish_is_drawn():
    """Ruling H5: no winners, everyone still in scores 1."""
    state, _ids = arrange(THREE, players=3, phase=OVER)
    state = with_commander(evolve(state, winners=()), B, alive=False)
    out = GAME.outcome(state)
    assert (out.winners, out.scores) == ((), (1, 0, 1)) and out.draw
    assert out.text == "Drawn: no commander has anything left to attack with (ruling H5)."
    arranged, _ids = arrange(THREE, players=3)
    assert not GAME.is_over(arranged)


# ----- what a seat sees (8.5, 3.4.4, ruling H24) ---------------------------------------------------
def viewed_position():
    """A's Dragon carries a face-down Hidden Missile Battery; B's Harpy has Heavy Assault Ships
    behind her (+1 attack and defense to B's cruisers). Hands, shipyards and the rest differ by seat."""
    pieces = [*STATIONS, Piece("dragon-class-battleship", A, wounds=2),
              Piece("hidden-missile-battery", A, host=2, face_down=True),
              Piece("harpy-class-cruiser", B, wounds=1), Piece("sons-of-orion", A, host=2)]
    state, ids = arrange(pieces, hands=[("supply-convoy",), ("ambush", "harpy-class-cruiser")],
                         breakthrus=[(), ("heavy-assault-ships",)], stockpiles=[(3, 4), (5, 6)],
                         phase=MANUFACTURING, turn=B)
    state = with_commander(state, A, shipyard=copies("zephyr-squadron", A, 3), scrapheap=("solar-flare#0.1",),
                           conscripted=True, moved=(ids[5],), mulligan_open=True)
    state = with_commander(state, B, shipyard=copies("sparrow-fighter-wing", B, 2), ready=False)
    lists = ((("dragon-class-battleship", 1),), (("harpy-class-cruiser", 2),))
    state = evolve(state, deck_lists=lists, chance=17, round=4, order=(B, A), prompts=(Prompt(B, "search"),))
    return state, ids


def test_a_seat_sees_its_own_hand_and_deck_and_everyones_battlefield():
    """8.5: deployed cards and stockpiles are public; a hand and a deck list are their commander's."""
    state, ids = viewed_position()
    view = GAME.view(state, A)
    assert view.seat == A and view.hand == ("supply-convoy#0.1",)
    assert view.deck_list == (("dragon-class-battleship", 1),)
    assert GAME.view(state, B).hand == ("ambush#1.1", "harpy-class-cruiser#1.2")
    assert GAME.view(state, B).deck_list == (("harpy-class-cruiser", 2),)
    assert (view.names, view.options, view.phase, view.turn, view.order, view.round) == (
        ("Commander A", "Commander B"), (), MANUFACTURING, B, (B, A), 4)
    assert view.hand_sizes == (1, 2) and view.shipyard_sizes == (3, 2)
    assert view.scrapheaps == (("solar-flare#0.1",), ())
    assert view.battlefields == ((), ("heavy-assault-ships#1.1",))
    assert view.stockpiles == ((3, 4), (5, 6)) and view.alive == (True, True)
    assert view.stations == (ids[0], ids[1]) and view.engagement is None
    assert view.prompts == (Prompt(B, "search"),) and view.winners is None
    assert view.deck_names == ("arranged", "arranged")
    assert view.setup_ready == (True, False) and view.conscripted == (True, False)
    assert view.moved == ((ids[5],), ()) and view.mulligan_open == (True, False)
    assert view.chance == 17
    assert view.pooled_defense == (7, 6)          # Skyline Defense HQ 7, Orion Frontier Outpost 6


def test_a_spectator_sees_no_hand_and_no_deck_list():
    state, _ids = viewed_position()
    view = GAME.view(state, None)
    assert view.seat is None and view.hand == () and view.deck_list == ()
    assert view.hand_sizes == (1, 2)
    plain, _ = arrange(STATIONS)
    assert GAME.view(plain, A).deck_list == ()      # a position with no deck lists shows none


def test_units_show_their_figures_as_they_stand_and_a_face_down_module_only_to_its_commander():
    """Ruling H24: every unit's attack, defense and wounds now (the Harpy 6 and 8 with Heavy Assault
    Ships, printed 5 and 7); 3.4.4: a face-down module shows no card to another commander or a
    spectator, only that a module lies face down on the Dragon."""
    state, ids = viewed_position()
    dragon, battery, harpy = ids[2], ids[3], ids[4]
    for seat in (B, None):
        shown = GAME.view(state, seat).units
        assert shown[3].pid is None and shown[3].card is None and shown[3].figures is None
        assert (shown[3].owner, shown[3].controller, shown[3].host, shown[3].wounds, shown[3].face_down) == (
            A, A, dragon, 0, True)
        assert seat is None or battery in GAME.hidden_from(state, seat)
    mine = GAME.view(state, A).units
    assert (mine[3].pid, mine[3].card, mine[3].face_down, mine[3].host) == (
        battery, "hidden-missile-battery", True, dragon)
    assert [u.pid for u in mine] == ids
    h = mine[4]
    assert (h.pid, h.card, h.owner, h.controller, h.host, h.wounds, h.face_down) == (
        harpy, "harpy-class-cruiser", B, B, None, 1, False)
    assert (h.figures.attack, h.figures.defense, h.figures.printed_attack, h.figures.printed_defense) == (6, 7 + 1, 5, 7)
    d = mine[2]
    assert (d.figures.wounds, d.figures.left) == (5, 3)


def test_a_hijacked_ships_face_down_module_is_hidden_from_its_owner_and_shown_to_its_controller():
    """3.4.4 and 9.17: the commander who controls the module sees it, whoever owns the card."""
    state, ids = arrange([*STATIONS, Piece("dragon-class-battleship", A, controller=B),
                          Piece("emergency-bulkheads", A, host=2, face_down=True, controller=B),
                          Piece("colonial-rangers", B, host=2)])
    assert GAME.view(state, B).units[3].pid == ids[3]
    assert GAME.view(state, A).units[3].pid is None
    assert ids[3] in GAME.hidden_from(state, A) and ids[3] not in GAME.hidden_from(state, B)


def test_every_shipyard_and_the_other_hands_are_hidden():
    """5.3.1, 8.3: the shipyard's order is secret to all; a hand only to the others."""
    state, ids = viewed_position()
    yards = {*copies("zephyr-squadron", A, 3), *copies("sparrow-fighter-wing", B, 2)}
    assert GAME.hidden_from(state, A) == yards | {"ambush#1.1", "harpy-class-cruiser#1.2"}
    assert GAME.hidden_from(state, B) == yards | {"supply-convoy#0.1", ids[3]}
    assert GAME.hidden_from(state, None) == yards | {"supply-convoy#0.1", "ambush#1.1", "harpy-class-cruiser#1.2",
                                                     ids[3]}


def test_the_figures_shown_follow_the_position_asked_about():
    """Figures are worked out once per position and shared by its views; a new position (here B's
    Breakthru gone) shows its own, not the last one's."""
    state, ids = viewed_position()
    harpy = ids[4]
    assert GAME.view(state, A).units[4].figures.attack == 6
    plain = with_commander(state, B, battlefield=())
    assert GAME.view(plain, A).units[4].figures.attack == 5
    assert GAME.view(plain, B).units[4].figures.attack == 5
    assert GAME.view(state, B).units[4].figures.attack == 6
    assert Work(plain, GAME.by_id).figures(harpy).attack == 5


# ----- a new game (4.0 set-up, 5.0 step 4, rulings H1, H4) ----------------------------------------
def test_a_new_game_seats_two_commanders_by_default_with_the_two_starter_decks():
    """Ruling H4 and D3: without names or decks, two commanders (A and B) play the two starter decks;
    each station starts with its two modules (4.2, H1), each shipyard is shuffled with a chance event
    of its own, and five cards are drawn (4.4)."""
    state = GAME.new_game(5)
    assert state.names == ("Commander A", "Commander B") and state.seed == 5 and state.options == ()
    assert state.deck_names == ("Skyline Vanguard", "Frontier Strike Group")
    assert state.phase == SETUP and state.chance == 2
    assert [(u.pid, u.host) for u in state.units] == [
        ("skyline-defense-hq#0.1", None), ("anaheim-strip-miners#0.1", "skyline-defense-hq#0.1"),
        ("xeros-salvage-yard#0.1", "skyline-defense-hq#0.1"), ("orion-frontier-outpost#1.1", None),
        ("orbital-drydock#1.1", "orion-frontier-outpost#1.1"), ("militia-barracks#1.1", "orion-frontier-outpost#1.1")]
    decks = GAME.shipped_decks()
    assert state.deck_lists == tuple(tuple(d.cards) for d in decks)
    for seat, c in enumerate(state.commanders):
        assert c.station == state.units[3 * seat].pid
        assert len(c.hand) == 5 and len(c.shipyard) == 45
        on_field = {u.pid for u in state.units}
        assert not on_field & set(c.hand + c.shipyard)
        assert sum(n for _card, n in decks[seat].cards) == 53      # station, two modules and the 50


def test_more_commanders_take_the_starter_decks_in_turn_and_shuffle_apart():
    """Ruling H4: four commanders; seats 0 and 2 both play Skyline Vanguard, each shuffled apart."""
    state = GAME.new_game(5, names=["W", "X", "Y", "Z"])
    assert state.names == ("W", "X", "Y", "Z") and state.chance == 4
    assert state.deck_names == ("Skyline Vanguard", "Frontier Strike Group") * 2
    a, c = state.commanders[0], state.commanders[2]
    assert [p.split("#")[0] for p in a.hand + a.shipyard] != [p.split("#")[0] for p in c.hand + c.shipyard]
    assert sorted(p.split("#")[0] for p in a.hand + a.shipyard) == sorted(p.split("#")[0] for p in c.hand + c.shipyard)
    assert c.station == "skyline-defense-hq#2.1"


def test_the_decks_given_set_the_number_of_commanders():
    """One deck per commander: three decks seat three commanders, named A to C."""
    vanguard, strike = GAME.shipped_decks()
    state = GAME.new_game(2, decks=[strike, strike, vanguard])
    assert state.names == ("Commander A", "Commander B", "Commander C")
    assert state.deck_names == ("Frontier Strike Group", "Frontier Strike Group", "Skyline Vanguard")
    assert state.commanders[0].station == "orion-frontier-outpost#0.1"
    assert state.deck_lists[2] == tuple(vanguard.cards)
    with pytest.raises(IllegalDeckError):
        GAME.new_game(2, names=["A", "B"], decks=[strike])


@pytest.mark.parametrize("players, ok", [(1, False), (2, True), (4, True), (5, False)])
def test_two_to_four_commanders(players, ok):
    """Ruling H4: the table seats two, three or four commanders."""
    names = [f"P{i}" for i in range(players)]
    if ok:
        assert len(GAME.new_game(1, names=names).commanders) == players
    else:
        with pytest.raises(ValueError) as err:
            GAME.new_game(1, names=names)
        assert str(err.value) == "Hull Breach! is for 2-4 commanders (ruling H4)"


@pytest.mark.parametrize("seed", ["1", True, 1.0])
def test_the_seed_is_a_whole_number(seed):
    with pytest.raises(TypeError) as err:
        GAME.new_game(seed)
    assert str(err.value) == "the seed must be a whole number"


def test_the_starter_decks_are_legal_and_a_short_deck_is_not():
    """The opening pages: exactly 50 cards besides the station and its two starting modules."""
    from dataclasses import replace

    vanguard, strike = GAME.shipped_decks()
    assert (vanguard.name, strike.name) == ("Skyline Vanguard", "Frontier Strike Group")
    assert GAME.deck_problems(vanguard) == [] and GAME.deck_problems(strike) == []
    cards = list(strike.cards)
    card, n = cards[-1]
    cards[-1] = (card, n - 1)
    assert GAME.deck_problems(replace(strike, cards=tuple(cards)))
    assert GAME._starter_decks() is GAME._starter_decks()
    assert [d.name for d in GAME._starter_decks()] == ["Skyline Vanguard", "Frontier Strike Group"]


def test_a_fresh_rules_object_reads_the_card_set():
    from tabletop.games.hull_breach.cards import card_set
    from tabletop.games.hull_breach.rules import HullBreach

    fresh = HullBreach()
    assert fresh.cards is card_set() and fresh.by_id is card_set().by_id
    assert fresh.by_id["harpy-class-cruiser"].name == "Harpy-class Cruiser"
    state = fresh.new_game(3)
    assert state.deck_names == ("Skyline Vanguard", "Frontier Strike Group")


# ----- the actions of each phase (5.0-5.5) ---------------------------------------------------------
def phase_position(phase, **kw):
    """A's Harpy in open space, A's Sons of Orion aboard the station, one Sparrow in open space and
    one in the station's bay (room for four Fighter Wings); B's Harpy with B's Rangers. A holds Supply
    Convoy, two Harpies, Heavy Assault Ships and Windfall Contract; A's shipyard holds two Harpies
    (copy 9 on top of copy 8), the Unique Phoenix, the Character Heroic Fleet Commander and Ambush."""
    pieces = [*STATIONS, Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=0),
              Piece("sparrow-fighter-wing", A), Piece("sparrow-fighter-wing", A, host=0),
              Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=1)]
    state, ids = arrange(pieces, hands=[("supply-convoy", "harpy-class-cruiser", "heavy-assault-ships",
                                         "harpy-class-cruiser", "windfall-contract")],
                         phase=phase, **{"stockpiles": [(20, 20), (10, 10)], **kw})
    state = with_commander(state, A, shipyard=("harpy-class-cruiser#0.9", "harpy-class-cruiser#0.8",
                                                "phoenix-class-capital-ship#0.1", "heroic-fleet-commander#0.1",
                                                "ambush#0.1"))
    return state, ids


def _a(kind, *args):
    return Action(A, kind, args)


MOVES = [_a("assign", "sons-of-orion#0.1", "harpy-class-cruiser#0.1"),
         _a("assign", "sparrow-fighter-wing#0.1", "skyline-defense-hq#0.1"),
         _a("assign", "sparrow-fighter-wing#0.2", None)]
PLAYS = [_a("play", "supply-convoy#0.1"), _a("play", "windfall-contract#0.1")]


def test_manufacturing_deploys_conscripts_moves_and_moves_on():
    """5.4.1: a ship from the hand, once per card (two Harpies in hand are one choice); 5.4.2: one
    conscription from the shipyard, listed in card order, not the shipyard's (copy 8 before copy 9), never a
    Unique ship, a Character or a card that is not a Ship or Marine; 5.4.4: Marines and Fighter Wings to
    another host (a Marine never into open space, a Wing in open space only into a bay); no Breakthru."""
    state, _ids = phase_position(MANUFACTURING)
    assert legal(state, A) == [_a("deploy", "harpy-class-cruiser#0.2", None),
                               _a("conscript", "harpy-class-cruiser#0.8", None), *MOVES, *PLAYS, _a("next")]
    assert legal(state, B) == []


def test_logistics_deploys_breakthrus_only():
    """5.3.5: Breakthrus in the Logistics Phase; ships and moves wait for Manufacturing (5.4)."""
    state, _ids = phase_position(LOGISTICS)
    assert legal(state, A) == [_a("deploy", "heavy-assault-ships#0.1", None), *PLAYS, _a("next")]


def test_the_engagement_phase_attacks_a_commander_still_in_the_game_or_skips():
    """5.5.1: one attack on any other commander still in; C is out of the game here."""
    state, _ids = phase_position(ENGAGEMENT)
    assert legal(state, A) == [*PLAYS, _a("engage", B), _a("skip")]
    pieces = [*THREE, Piece("harpy-class-cruiser", A)]
    state, _ids = arrange(pieces, players=3, phase=ENGAGEMENT)
    assert legal(state, A) == [_a("engage", B), _a("engage", C), _a("skip")]
    state = with_commander(state, C, alive=False)
    assert legal(state, A) == [_a("engage", B), _a("skip")]
    assert legal(state, C) == []
    state, _ids = arrange(THREE, players=3, phase=ENGAGEMENT)      # no ship: nothing to attack with
    assert legal(state, A) == [_a("skip")]


def test_after_the_engagement_a_commander_moves_units_discards_and_ends_the_turn():
    """5.5 and 5.5.4: reassignments again, any card of the hand discarded (one choice per card), end."""
    state, _ids = phase_position(DISCARD)
    assert legal(state, A) == [*MOVES, *PLAYS, _a("discard", "supply-convoy#0.1"),
                               _a("discard", "harpy-class-cruiser#0.2"), _a("discard", "heavy-assault-ships#0.1"),
                               _a("discard", "windfall-contract#0.1"), _a("end")]


def test_the_set_up_turn_allows_a_mulligan_every_deployment_and_only_set_up_events():
    """5.0: the mulligan; 4.6: the set-up turn is Logistics and Manufacturing at once, so ships and
    Breakthrus deploy; 5.1: only an Event that says so is played. Each commander acts, turn or not."""
    state, _ids = phase_position(SETUP)
    state = with_commander(state, A, ready=False, mulligan_open=True)
    state = with_commander(state, B, ready=False, mulligan_open=True)
    assert legal(state, A) == [_a("mulligan"), _a("deploy", "harpy-class-cruiser#0.2", None),
                               _a("deploy", "heavy-assault-ships#0.1", None), *MOVES, _a("play", "windfall-contract#0.1"),
                               _a("discard", "supply-convoy#0.1"), _a("discard", "harpy-class-cruiser#0.2"),
                               _a("discard", "heavy-assault-ships#0.1"), _a("discard", "windfall-contract#0.1"),
                               _a("end")]
    # B has an empty shipyard: nothing to draw a new hand from, so no mulligan
    assert legal(state, B) == [Action(B, "assign", ("colonial-rangers#1.1", "harpy-class-cruiser#1.1")),
                               Action(B, "end")]


@pytest.mark.parametrize("stockpile, open_, ok", [((1, 1), True, True), ((0, 5), True, False), ((5, 0), True, False),
                                                  ((5, 5), False, False)])
def test_a_mulligan_costs_one_of_each_and_only_before_anything_else(stockpile, open_, ok):
    """5.0 Mulligan Rules: 1 Resource and 1 Currency, only on the set-up draw (ruling H9)."""
    state, _ids = phase_position(SETUP, stockpiles=[stockpile])
    state = with_commander(state, A, ready=False, mulligan_open=open_)
    assert (_a("mulligan") in legal(state, A)) is ok


def test_no_mulligan_after_the_set_up_turn():
    state, _ids = phase_position(LOGISTICS)
    state = with_commander(state, A, mulligan_open=True)
    assert _a("mulligan") not in legal(state, A)


def test_each_unit_is_reassigned_once_a_phase_and_only_by_its_commander():
    """Ruling H23: a unit already moved this phase is not offered again; 5.4.4: a Harpy is no Marine
    or Fighter Wing, and B's Rangers are not A's to move."""
    state, ids = phase_position(MANUFACTURING)
    state = with_commander(state, A, moved=(ids[4],))
    moves = [a for a in legal(state, A) if a.kind == "assign"]
    assert moves == [MOVES[0], MOVES[2]]


def test_legal_actions_are_per_seat_even_on_the_same_position():
    """Asked one after the other about one position, each seat gets its own actions."""
    state, _ids = phase_position(SETUP)
    state = with_commander(with_commander(state, A, ready=False), B, ready=False)
    first = legal(state, A)
    assert legal(state, B) == [Action(B, "assign", ("colonial-rangers#1.1", "harpy-class-cruiser#1.1")),
                               Action(B, "end")]
    assert legal(state, A) == first and _a("end") in first


# ----- what each action does, and the event it leaves -----------------------------------------------
def act(state, action, dice=()):
    if dice:
        state = force(state, dice)
    assert action in legal(state, action.seat), (action, GAME.validate(state, action).message)
    return GAME.apply(state, action)


def test_a_mulligan_scraps_the_hand_pays_and_draws_five_new_cards():
    """5.0 Mulligan Rules: the hand goes to the scrapheap, 1 Resource and 1 Currency are paid and five
    cards are drawn from the top of the shipyard; it may be done again."""
    state, _ids = phase_position(SETUP, stockpiles=[(3, 2)])
    yard = copies("zephyr-squadron", A, 6)
    state = with_commander(state, A, ready=False, mulligan_open=True, shipyard=yard, scrapheap=("ambush#0.7",))
    hand = state.commanders[A].hand
    state, events = act(state, _a("mulligan"))
    a = state.commanders[A]
    assert a.scrapheap == ("ambush#0.7", *hand) and a.hand == yard[:5] and a.shipyard == yard[5:]
    assert (a.resource, a.currency) == (2, 1)
    assert texts(events, "mulligan") == ["Commander A mulligans."]
    assert [e.data for e in events if e.kind == "mulligan"] == [{"seat": A}]
    assert _a("mulligan") in legal(state, A)


def test_deploying_pays_the_cost_and_closes_the_mulligan():
    """5.4.1: the Harpy (5 Resource, 4 Currency) leaves the hand for open space; 5.0: after a
    deployment no mulligan is possible."""
    state, _ids = phase_position(SETUP, stockpiles=[(9, 9)])
    state = with_commander(state, A, ready=False, mulligan_open=True)
    state, events = act(state, _a("deploy", "harpy-class-cruiser#0.2", None))
    a = state.commanders[A]
    assert "harpy-class-cruiser#0.2" not in a.hand and len(a.hand) == 4
    assert (a.resource, a.currency) == (4, 5) and a.mulligan_open is False
    assert unit(state, "harpy-class-cruiser#0.2").host is None
    assert texts(events, "deploy") == ["Commander A deploys Harpy-class Cruiser."]


def test_conscription_takes_from_the_shipyard_at_twice_the_cost_and_shuffles():
    """5.4.2 and 9.8: twice 5 and 4; once a turn; 8.3: the shipyard is shuffled after the search."""
    state, _ids = phase_position(MANUFACTURING)
    state, events = act(state, _a("conscript", "harpy-class-cruiser#0.8", None))
    a = state.commanders[A]
    assert "harpy-class-cruiser#0.8" not in a.shipyard and len(a.shipyard) == 4
    assert (a.resource, a.currency) == (10, 12) and a.conscripted
    assert unit(state, "harpy-class-cruiser#0.8").controller == A
    assert texts(events, "deploy") == ["Commander A conscripts Harpy-class Cruiser."]
    assert state.chance == 1
    assert not [x for x in legal(state, A) if x.kind == "conscript"]


def test_a_reassignment_moves_the_unit_and_counts_against_the_phase():
    """5.4.4 and ruling H23."""
    state, ids = phase_position(MANUFACTURING)
    state = with_commander(state, A, mulligan_open=True, moved=("x#0.1",))
    state, events = act(state, MOVES[0])
    assert unit(state, ids[3]).host == ids[2]
    assert state.commanders[A].moved == ("x#0.1", ids[3]) and state.commanders[A].mulligan_open is False
    assert texts(events, "assign") == ["Sons of Orion moves aboard Harpy-class Cruiser."]
    assert [e.data for e in events if e.kind == "assign"] == [{"unit": ids[3], "host": ids[2]}]
    state, events = act(state, MOVES[2])
    assert unit(state, ids[5]).host is None and state.commanders[A].moved[-1] == ids[5]
    assert texts(events, "assign") == ["Sparrow Fighter Wing moves into open space."]
    assert state.engagement is None


def test_moving_on_clears_the_reassignments_and_says_which_phase_begins():
    """5.2: Logistics, Manufacturing, Engagement in order; ruling H23: moves count per phase."""
    state, ids = phase_position(LOGISTICS)
    state = with_commander(state, A, moved=(ids[3],))
    state, events = act(state, _a("next"))
    assert state.phase == MANUFACTURING and state.commanders[A].moved == ()
    assert texts(events, "phase") == ["Commander A moves on to the manufacturing phase."]
    assert [e.data for e in events if e.kind == "phase"] == [{"seat": A}]
    state, events = act(state, _a("next"))
    assert state.phase == ENGAGEMENT
    assert texts(events, "phase") == ["Commander A moves on to the engagement phase."]


def test_skipping_the_attack_goes_to_the_discards():
    state, _ids = phase_position(ENGAGEMENT)
    state, events = act(state, _a("skip"))
    assert state.phase == DISCARD and state.engagement is None
    assert texts(events, "skip") == ["Commander A does not attack this turn."]
    assert [e.data for e in events if e.kind == "skip"] == [{"seat": A}]


def test_declaring_an_attack_starts_the_engagement_with_the_fleet_to_choose():
    state, _ids = phase_position(ENGAGEMENT)
    state, events = act(state, _a("engage", B))
    assert (state.engagement.attacker, state.engagement.defender, state.engagement.step) == (A, B, FLEET)
    assert texts(events, "engage") == ["Commander A declares an attack on Commander B."]
    assert GAME.pending(state) == (Decision(A, FLEET, "Engagement: fleet"),)


def test_discarding_moves_one_card_to_the_scrapheap():
    """5.5.4: any card of the hand; the first of two Harpies is the one listed."""
    state, _ids = phase_position(DISCARD)
    state = with_commander(state, A, mulligan_open=True)
    state, events = act(state, _a("discard", "harpy-class-cruiser#0.2"))
    a = state.commanders[A]
    assert a.hand == ("supply-convoy#0.1", "heavy-assault-ships#0.1", "harpy-class-cruiser#0.3",
                      "windfall-contract#0.1")
    assert a.scrapheap == ("harpy-class-cruiser#0.2",) and a.mulligan_open is False
    assert texts(events, "discard") == ["Commander A discards Harpy-class Cruiser."]
    assert [e.data for e in events if e.kind == "discard"] == [{"seat": A, "card": "harpy-class-cruiser#0.2"}]


def test_playing_an_event_pays_it_and_closes_the_mulligan():
    """2.6: Supply Convoy costs 1 Currency and gains 3 Resource; played in the set-up turn it is no
    longer the first draw (5.0). Windfall Contract says it may be played in the set-up turn."""
    state, _ids = phase_position(SETUP, stockpiles=[(4, 4)])
    state = with_commander(state, A, ready=False, mulligan_open=True)
    state, _events = act(state, _a("play", "windfall-contract#0.1"))
    a = state.commanders[A]
    assert (a.resource, a.currency) == (4, 8) and a.mulligan_open is False
    assert "windfall-contract#0.1" not in a.hand


def test_ending_the_turn_passes_it_on():
    """5.5.5 and 5.6: clockwise to the next commander."""
    state, _ids = phase_position(DISCARD)
    state, _events = act(state, _a("end"))
    assert state.turn == B and state.phase == LOGISTICS


# ----- choices a card's resolution waits for (3.4.8, 8.3, 7.1.3.2) ----------------------------------
YARD = ("sons-of-orion#0.2", "sons-of-orion#0.1", "heroic-fleet-commander#0.1", "harpy-class-cruiser#0.1",
        "ambush#0.1", "heavy-assault-ships#0.1", "phoenix-class-capital-ship#0.2", "reinforced-armour-plating#0.1",
        "dragon-class-battleship#0.1")


def prompt_position(kind, stockpile=(8, 8), phoenix=True, more=()):
    """A's Griffin (Regimented x2, Marines) and, if asked, A's Unique Phoenix; A's shipyard is YARD."""
    pieces = [*STATIONS, Piece("griffin-class-battleship", A)]
    if phoenix:
        pieces.append(Piece("phoenix-class-capital-ship", A))
    state, ids = arrange(pieces, phase=MANUFACTURING, stockpiles=[stockpile])
    state = with_commander(state, A, shipyard=YARD)
    if kind == "regiment":
        prompt = Prompt(A, kind, ids[2], 2, "marine", MANUFACTURING)
    else:
        prompt = Prompt(A, kind)
    return evolve(state, prompts=(prompt, *more)), ids


def test_regimented_takes_marines_aboard_one_at_a_time_from_the_shipyard():
    """3.4.8: the Griffin takes up to two Marines from the shipyard aboard, free, one choice per
    card (copy 1 of the Sons of Orion, in card order), never a Character; 8.3: shuffled after each."""
    later = Prompt(B, "spoils")
    state, ids = prompt_position("regiment", more=(later,))
    griffin = ids[2]
    assert legal(state, A) == [_a("take", "sons-of-orion#0.1"), _a("decline")]
    state, events = act(state, _a("take", "sons-of-orion#0.1"))
    assert unit(state, "sons-of-orion#0.1").host == griffin
    assert state.prompts == (Prompt(A, "regiment", griffin, 1, "marine", MANUFACTURING), later)
    assert state.commanders[A].resource == 8 and state.chance == 1
    assert "sons-of-orion#0.1" not in state.commanders[A].shipyard and len(state.commanders[A].shipyard) == 8
    assert texts(events, "deploy") == [("Commander A takes aboard from the shipyard Sons of Orion aboard "
                                       "Griffin-class Battleship.")]
    assert [(e.data["traits"], e.data["free"]) for e in events if e.kind == "deploy"] == [(("regimented",), True)]
    assert legal(state, A) == [_a("take", "sons-of-orion#0.2"), _a("decline")]
    state, _events = act(state, _a("take", "sons-of-orion#0.2"))
    assert state.prompts == (later,) and state.chance == 2


def test_declining_a_search_takes_nothing_and_still_shuffles():
    """3.4.8 and 8.3: the commander may take fewer; the shipyard searched is shuffled all the same."""
    for kind in ("regiment", "search", "spoils"):
        state, _ids = prompt_position(kind)
        state = with_commander(state, A, mulligan_open=True)
        state, events = act(state, _a("decline"))
        assert state.prompts == () and state.chance == 1
        assert texts(events, "decline") == ["Commander A takes nothing more."]
        assert [e.data for e in events if e.kind == "decline"] == [{"seat": A}]
        assert sorted(state.commanders[A].shipyard) == sorted(YARD)


def test_a_search_deploys_one_card_at_its_cost():
    """8.3 (An Unexpected Turn of Events): any one card the commander could deploy now, at its cost:
    the Dragon (9 and 7) is too dear with 8 and 8; no Character from the shipyard (2.4.2), no second
    Phoenix (Unique, 3.4.12), no Tactic."""
    state, ids = prompt_position("search")
    station, griffin, phoenix = ids[0], ids[2], ids[3]
    assert legal(state, A) == [
        _a("take", "harpy-class-cruiser#0.1", None), _a("take", "heavy-assault-ships#0.1", None),
        _a("take", "reinforced-armour-plating#0.1", griffin), _a("take", "reinforced-armour-plating#0.1", phoenix),
        _a("take", "sons-of-orion#0.1", station), _a("take", "sons-of-orion#0.1", griffin),
        _a("take", "sons-of-orion#0.1", phoenix), _a("decline")]
    state, events = act(state, _a("take", "harpy-class-cruiser#0.1", None))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (3, 4)
    assert unit(state, "harpy-class-cruiser#0.1").host is None and state.prompts == () and state.chance == 1
    assert texts(events, "deploy") == ["Commander A deploys from the shipyard Harpy-class Cruiser."]
    assert [e.data["free"] for e in events if e.kind == "deploy"] == [False]


def test_the_spoils_of_war_deploy_one_card_free():
    """7.1.3.2: one card of the shipyard, free, so even the Dragon with an empty stockpile; still no
    Character, no second Unique and no Event or Tactic."""
    state, ids = prompt_position("spoils", stockpile=(0, 0))
    station, griffin, phoenix = ids[0], ids[2], ids[3]
    assert legal(state, A) == [
        _a("take", "dragon-class-battleship#0.1", None), _a("take", "harpy-class-cruiser#0.1", None),
        _a("take", "heavy-assault-ships#0.1", None),
        _a("take", "reinforced-armour-plating#0.1", griffin), _a("take", "reinforced-armour-plating#0.1", phoenix),
        _a("take", "sons-of-orion#0.1", station), _a("take", "sons-of-orion#0.1", griffin),
        _a("take", "sons-of-orion#0.1", phoenix), _a("decline")]
    state, events = act(state, _a("take", "dragon-class-battleship#0.1", None))
    assert (state.commanders[A].resource, state.commanders[A].currency) == (0, 0)
    assert unit(state, "dragon-class-battleship#0.1").host is None and state.prompts == () and state.chance == 1
    assert texts(events, "deploy") == ["Commander A deploys from the shipyard Dragon-class Battleship."]
    assert [e.data["free"] for e in events if e.kind == "deploy"] == [True]


def test_the_spoils_may_be_a_unique_ship_not_yet_in_play():
    state, _ids = prompt_position("spoils", stockpile=(0, 0), phoenix=False)
    assert _a("take", "phoenix-class-capital-ship#0.2", None) in legal(state, A)


def test_in_the_set_up_turn_each_commander_answers_their_own_choice():
    """Ruling H9: B's waiting choice is B's; A's decline settles A's, not B's."""
    state, ids = setup_state()
    mine = Prompt(A, "search")
    theirs = Prompt(B, "search")
    state = evolve(state, prompts=(theirs, mine))
    state = with_commander(state, A, shipyard=copies("zephyr-squadron", A, 2))
    state = with_commander(state, B, shipyard=copies("sparrow-fighter-wing", B, 2))
    assert GAME.pending(state) == (Decision(A, "search", PROMPT_TEXTS["search"]),
                                   Decision(B, "search", PROMPT_TEXTS["search"]))
    assert legal(state, A) == [_a("take", "zephyr-squadron#0.1", None), _a("take", "zephyr-squadron#0.1", ids[0]),
                               _a("decline")]
    state, _events = act(state, _a("decline"))
    assert state.prompts == (theirs,)


# ----- actions in an engagement: launches, Micro-Fold moves, cards (2.5.1.2, 3.4.7, 6.8, H7) ----------
def battle_position(step, rnd=2, **eng):
    """A attacks B with a King Fisher carrying a Sparrow; a Thrush waits at A's station. B defends with
    a Harpy, a Sparrow in the station's bay and Colonial Rangers with a Fold Insertion Kit (Micro-Fold)
    aboard the station. A holds Concentrated Fire and Supply Convoy."""
    pieces = [*STATIONS, Piece("king-fisher-class-cruiser", A), Piece("sparrow-fighter-wing", A, host=2),
              Piece("thrush-fighter-wing", A, host=0),
              Piece("harpy-class-cruiser", B), Piece("sparrow-fighter-wing", B, host=1),
              Piece("colonial-rangers", B, host=1), Piece("fold-insertion-kit", B, host=7)]
    state, ids = arrange(pieces, hands=[("concentrated-fire", "supply-convoy")])
    fleet = () if step == FLEET else (ids[2],)
    return evolve(state, engagement=Engagement(A, B, step=step, round=rnd, fleet=fleet, **eng)), ids


def test_choosing_the_fleet_is_all_the_attacker_does_before_it_jumps():
    """5.5.2: while the fleet is chosen, no card is played and no Fighter Wing launches."""
    state, ids = battle_position(FLEET)
    assert legal(state, A) == [_a("send", ids[2])]


def test_a_fighter_wing_of_the_fleet_launches_into_open_space_and_fights_with_it():
    """2.5.1.2: a Wing in a bay may launch at any time; launched from a ship of the attacking fleet it
    is part of the fleet; a Wing at A's own station is not in this engagement. A launch in combat is
    no reassignment (ruling H23). 6.8: the attacker's cards may be played as well."""
    state, ids = battle_position(ATTACK)
    kf, sparrow = ids[2], ids[3]
    offered = legal(state, A)
    assert [a for a in offered if a.kind == "assign"] == [_a("assign", sparrow, None)]
    assert _a("play", "supply-convoy#0.1") in offered
    assert _a("play", "concentrated-fire#0.1", kf) in offered
    state, events = act(state, _a("assign", sparrow, None))
    assert unit(state, sparrow).host is None and state.engagement.fleet == (kf, sparrow)
    assert state.commanders[A].moved == ()
    assert texts(events, "assign") == ["Sparrow Fighter Wing moves into open space."]


def test_a_defending_fighter_wing_launches_without_joining_the_attacking_fleet():
    state, ids = battle_position("defend")
    state, _events = act(state, Action(B, "assign", (ids[6], None)))
    assert unit(state, ids[6]).host is None and state.engagement.fleet == (ids[2],)


def test_a_fearless_unit_of_the_fleet_may_swap_once_the_fleet_has_jumped():
    """3.4.5: a local Fearless unit swaps attack and defense once an engagement, at any time."""
    state, ids = battle_position(ATTACK)
    state = evolve(state, units=tuple(evolve(u, host=ids[2]) if u.pid == ids[4] else u for u in state.units))
    assert _a("fearless", ids[4]) in legal(state, A)
    fleet_step, _ = battle_position(FLEET)
    fleet_step = evolve(fleet_step, units=state.units)
    assert _a("fearless", ids[4]) not in legal(fleet_step, A)


def test_nothing_launches_folds_or_is_played_while_a_volley_is_declared():
    """Ruling H7: never in the middle of declaring a volley, nor while a Stoic unit owes its last one."""
    state, _ids = battle_position(ATTACK, shooter="king-fisher-class-cruiser#0.1", dice=3)
    assert {a.kind for a in legal(state, A)} <= {"aim", "fire"}
    state, _ids = battle_position("defend", stoic=("harpy-class-cruiser#1.1",))
    assert GAME.pending(state)[0].seat == B
    assert not [a for a in legal(state, B) if a.kind in ("assign", "fold", "play")]
    state, _ids = battle_position("defend")
    assert {a.kind for a in legal(state, B)} >= {"assign", "fold"}


def test_a_micro_fold_marine_folds_to_a_local_host_with_room():
    """3.4.7: the Rangers may fold from B's station to B's Harpy (room for one Marine); A's units
    never fold for B, and Marines without the trait do not fold."""
    state, ids = battle_position("defend")
    rangers, harpy = ids[7], ids[5]
    assert [a for a in legal(state, B) if a.kind == "fold"] == [Action(B, "fold", (rangers, harpy))]
    plain = evolve(state, units=tuple(u for u in state.units if u.pid != ids[8]))
    assert not [a for a in legal(plain, B) if a.kind == "fold"]


@pytest.mark.parametrize("die, lost", [(1, True), (2, False), (9, False), (10, True)])
def test_the_micro_fold_test_loses_the_marine_on_a_1_or_a_10(die, lost):
    """3.4.7: each fold is tested with a volley die; a natural 1 or 10 destroys the unit outright."""
    state, ids = battle_position("defend")
    rangers, harpy, station = ids[7], ids[5], ids[1]
    state, events = act(state, Action(B, "fold", (rangers, harpy)), (die,))
    if lost:
        assert unit(state, rangers) is None and rangers in state.commanders[B].scrapheap
        assert texts(events, "fold") == ["The Micro-Fold goes wrong: Colonial Rangers is lost."]
    else:
        assert unit(state, rangers).host == harpy
        assert texts(events, "fold") == ["Colonial Rangers folds aboard Harpy-class Cruiser."]
        assert [e.data for e in events if e.kind == "fold"] == [
            {"unit": rangers, "host": harpy, "traits": ("micro-fold",)}]
        assert unit(state, station) is not None
    assert [e.data["traits"] for e in events if e.kind == "fold"] == [("micro-fold",)]
    assert state.chance == 1


# ----- Face Up - Face Down decisions (3.4.4, rulings H17, H26) ---------------------------------------
def flip_position(trigger="first-targeted", host=True):
    """B attacks A; A's Dragon carries a face-down Hidden Missile Battery (its trigger: first targeted)."""
    pieces = [*STATIONS, Piece("dragon-class-battleship", A), Piece("hidden-missile-battery", A, host=2, face_down=True),
              Piece("harpy-class-cruiser", B)]
    state, ids = arrange(pieces, turn=B, engagement=Engagement(B, A, step=ATTACK, round=2,
                                                               fleet=("harpy-class-cruiser#1.1",)))
    prompt = Prompt(A, "flip", ids[2] if host else None, 0, trigger, ENGAGEMENT)
    return evolve(state, prompts=(prompt,)), ids


def test_a_face_down_module_whose_trigger_came_may_be_flipped_or_left():
    state, ids = flip_position()
    assert legal(state, A) == [_a("flip", ids[3]), _a("decline")]
    assert legal(state, B) == []
    for other in (flip_position(trigger="would-be-destroyed")[0], flip_position(host=False)[0]):
        assert legal(other, A) == [_a("decline")]


def test_flipping_the_battery_gives_the_dragon_three_dice_and_lets_the_engagement_go_on():
    """The card: +3 dice for her next volley once flipped."""
    state, ids = flip_position()
    dragon, battery = ids[2], ids[3]
    state, events = act(state, _a("flip", battery))
    assert not unit(state, battery).face_down and state.prompts == ()
    assert state.engagement.bonus == ((dragon, "dice", 3),)
    assert [e.kind for e in events] == ["flip"]


def test_leaving_the_battery_face_down_gives_nothing():
    state, ids = flip_position()
    state, events = act(state, _a("decline"))
    assert unit(state, ids[3]).face_down and state.prompts == () and state.engagement.bonus == ()
    assert texts(events, "keep-face-down") == ["Commander A leaves the module on Dragon-class Battleship face down."]


def refold_position():
    """After an engagement: A's Dragon and Eagle carry face-up Face Up - Face Down modules."""
    pieces = [*STATIONS, Piece("dragon-class-battleship", A), Piece("hidden-missile-battery", A, host=2),
              Piece("eagle-class-battle-cruiser", A), Piece("emergency-bulkheads", A, host=4)]
    state, ids = arrange(pieces, phase=DISCARD, turn=B)
    return evolve(state, prompts=(Prompt(A, "face-down"), Prompt(B, "search"))), ids


def test_modules_are_turned_face_down_one_at_a_time_until_none_is_left():
    """3.4.4: at the end of the engagement each face-up module may be turned face down again."""
    state, ids = refold_position()
    dragon, battery, eagle, bulkheads = ids[2:6]
    assert legal(state, A) == [_a("face-down", battery), _a("face-down", bulkheads), _a("decline")]
    state, events = act(state, _a("face-down", battery))
    assert unit(state, battery).face_down and state.prompts[0] == Prompt(A, "face-down")
    assert texts(events, "face-down") == ["Commander A turns a module on Dragon-class Battleship face down again."]
    assert [e.data for e in events if e.kind == "face-down"] == [{"seat": A, "host": dragon}]
    assert legal(state, A) == [_a("face-down", bulkheads), _a("decline")]
    state, events = act(state, _a("face-down", bulkheads))
    assert unit(state, bulkheads).face_down and state.prompts == (Prompt(B, "search"),)
    assert texts(events, "face-down") == ["Commander A turns a module on Eagle-class Battle Cruiser face down again."]
    assert eagle in {u.pid for u in state.units}


def test_declining_leaves_the_rest_face_up():
    state, ids = refold_position()
    state, events = act(state, _a("decline"))
    assert not unit(state, ids[3]).face_down and not unit(state, ids[5]).face_down
    assert state.prompts == (Prompt(B, "search"),) and state.chance == 0
    assert texts(events, "decline") == ["Commander A leaves the rest of their modules face up."]
    assert [e.data for e in events if e.kind == "decline"] == [{"seat": A}]


# ----- labels, the action space, the inventory --------------------------------------------------------
def test_each_action_has_a_short_label():
    """A button or menu names the cards (open space for no host) and the commander attacked."""
    state, _ids = arrange(THREE, players=3)
    cases = {
        Action(A, "deploy", (HARPY, "skyline-defense-hq#0.1")): "Deploy Harpy-class Cruiser → Skyline Defense HQ",
        Action(A, "deploy", (HARPY, None)): "Deploy Harpy-class Cruiser → open space",
        Action(A, "conscript", (HARPY, None)): "Conscript Harpy-class Cruiser → open space",
        Action(A, "assign", ("sons-of-orion#0.1", HARPY)): "Assign Sons of Orion → Harpy-class Cruiser",
        Action(A, "take", ("sons-of-orion#0.1", HARPY)): "Take Sons of Orion → Harpy-class Cruiser",
        Action(A, "take", ("sons-of-orion#0.1",)): "Take Sons of Orion",
        Action(A, "aim", (HARPY, "orion-frontier-outpost#1.1")): "Aim: Harpy-class Cruiser → Orion Frontier Outpost",
        Action(A, "fold-withdraw", ("colonial-rangers#0.1", HARPY)): "Fold-withdraw: Colonial Rangers → Harpy-class Cruiser",
        Action(A, "cancel", ("merlin-class-frigate#0.1", HARPY)): "Cancel: Merlin-class Frigate → Harpy-class Cruiser",
        Action(A, "overload", (HARPY, DRAGON)): "Overload: Harpy-class Cruiser → Dragon-class Battleship",
        Action(A, "jam", (HARPY, DRAGON)): "Jam: Harpy-class Cruiser → Dragon-class Battleship",
        Action(A, "paint", (HARPY, DRAGON)): "Paint: Harpy-class Cruiser → Dragon-class Battleship",
        Action(A, "board", (HARPY, DRAGON)): "Board: Harpy-class Cruiser → Dragon-class Battleship",
        Action(A, "fold", ("colonial-rangers#0.1", HARPY)): "Fold: Colonial Rangers → Harpy-class Cruiser",
        Action(A, "fold-board", ("colonial-rangers#0.1", DRAGON)): "Fold-board: Colonial Rangers → Dragon-class Battleship",
        Action(A, "engage", (C,)): "Attack Commander C",
        Action(A, "play", ("supply-convoy#0.1",)): "Play Supply Convoy",
        Action(A, "play", ("industrial-sabotage#0.1", B)): "Play Industrial Sabotage Commander B",
        Action(A, "play", ("the-bigger-they-are#0.1", HARPY, "dragon-class-battleship#1.1")):
            "Play The Bigger They Are Harpy-class Cruiser Dragon-class Battleship",
        Action(A, "discard", (HARPY,)): "Discard Harpy-class Cruiser",
        Action(A, "fire", (HARPY,)): "Fire Harpy-class Cruiser",
        Action(A, "next"): "Next",
        Action(A, "face-down"): "Face-down",
    }
    for action, label in cases.items():
        assert GAME.describe_action(state, action) == label


def test_the_action_space_holds_every_legal_action_and_the_near_misses_once():
    """Every seat's legal actions, then each hand card deployed, discarded or played and the phase
    actions, each once; validate agrees with legal_actions over all of it."""
    state, _ids = phase_position(MANUFACTURING)
    space = list(GAME.action_space(state))
    assert len(space) == len(set(space))
    assert set(legal(state, A)) <= set(space)
    hand = state.commanders[A].hand
    for pid in hand:
        for action in (_a("deploy", pid, None), _a("discard", pid), _a("play", pid)):
            assert action in space
    for seat in (A, B):
        for kind in ("next", "end", "pass", "skip", "launch", "mulligan"):
            assert Action(seat, kind) in space
    assert space[:len(legal(state, A))] == legal(state, A)
    expected = len(legal(state, A)) + 3 * len(hand) - 3 + 5 + 6      # deploy/play/next overlap the legal ones
    assert len(space) == expected
    for action in space:
        assert GAME.validate(state, action).ok == (action in legal(state, action.seat))


def test_the_inventory_counts_every_card_in_every_zone():
    """No card is lost: hands, shipyards, scrapheaps, Breakthrus and the battlefield all count."""
    state, ids = viewed_position()
    inv = GAME.inventory(state)
    assert inv["supply-convoy#0.1"] == 1 and inv["solar-flare#0.1"] == 1 and inv["heavy-assault-ships#1.1"] == 1
    assert inv["zephyr-squadron#0.3"] == 1 and inv["ambush#1.1"] == 1 and inv[ids[3]] == 1
    assert sum(inv.values()) == len(ids) + 1 + 1 + 2 + 1 + 3 + 2


def test_a_guess_from_a_seat_looks_the_same_to_that_seat():
    """A computer player's guess of the hidden cards keeps everything the seat sees."""
    state = GAME.new_game(4)
    view = GAME.view(state, A)
    guess = GAME.determinize(view, random.Random(3))
    assert GAME.view(guess, A) == view


def test_only_the_commander_the_engagement_waits_for_acts():
    """6.6: in the attacker's volley step the defender has nothing to do, not even a card (H7)."""
    state, _ids = battle_position(ATTACK)
    state = with_commander(state, B, hand=("supply-convoy#1.1",))
    assert legal(state, B) == []
    assert GAME.validate(state, Action(B, "play", ("supply-convoy#1.1",))).code == "not-your-decision"


def test_the_fleet_is_chosen_ship_by_ship_then_jumps():
    """5.5.2: ships of the attacker's in open space join the fleet; once it has one, it may jump."""
    state, ids = battle_position(FLEET)
    state, _events = act(state, _a("send", ids[2]))
    assert state.engagement.fleet == (ids[2],) and _a("launch") in legal(state, A)


def test_a_card_that_ends_the_fight_ends_the_engagement():
    """6.6 and 6.3: B plays Solar Flare in its volley step; the attacking fleet, a lone Sparrow in
    open space, is destroyed, and with no attacking ship left the engagement is over."""
    state, ids = arrange([*STATIONS, Piece("sparrow-fighter-wing", A), Piece("harpy-class-cruiser", B)],
                         hands=[(), ("solar-flare",)])
    state = evolve(state, engagement=Engagement(A, B, step="defend", round=2, fleet=(ids[2],)))
    state, events = act(state, Action(B, "play", ("solar-flare#1.1",)))
    assert state.engagement is None and state.phase == DISCARD and unit(state, ids[2]) is None
    assert texts(events, "destroyed") == ["Sparrow Fighter Wing is destroyed."]


def fleet_fold_position(fight=False):
    """A attacks with a King Fisher (A's Sons of Orion with a Fold Insertion Kit aboard) and a Harpy
    with room for one Marine; A's station, far away, has room as well."""
    pieces = [*STATIONS, Piece("king-fisher-class-cruiser", A), Piece("sons-of-orion", A, host=2),
              Piece("fold-insertion-kit", A, host=3), Piece("harpy-class-cruiser", A),
              Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=6)]
    state, ids = arrange(pieces)
    eng = Engagement(A, B, step=ATTACK, round=2, fleet=(ids[2], ids[5]))
    if fight:
        eng = evolve(eng, step=BOARDING, fight=Fight(Board(A, ids[2], ids[6]), (ids[3],), (ids[7],)))
    return evolve(state, engagement=eng), ids


def test_a_micro_fold_marine_folds_only_to_a_local_host_and_not_out_of_a_boarding_action():
    """3.4.7: to a ship of the fleet with room, not to the station left behind (not local, 9.19);
    in a boarding action its fold is a withdrawal instead (fold-withdraw), not a move."""
    state, ids = fleet_fold_position()
    assert [a for a in legal(state, A) if a.kind == "fold"] == [_a("fold", ids[3], ids[5])]
    state, ids = fleet_fold_position(fight=True)
    offered = legal(state, A)
    assert not [a for a in offered if a.kind == "fold"]
    assert _a("fold-withdraw", ids[3], ids[5]) in offered


def test_an_engagement_step_with_nothing_to_do_still_waits_for_a_card_that_could_be_played():
    """Ruling H7: A's Harpy carries no Marines, so A has no board to declare after its volley step;
    holding Evasive Manoeuvres (a Tactic A could play), A is still asked, else B's step comes."""
    for hand, step, seat in (((), "defend", B), (("evasive-manoeuvres",), "attack-board", A)):
        state, ids = arrange([*STATIONS, Piece("harpy-class-cruiser", A)], hands=[hand])
        state = evolve(state, engagement=Engagement(A, B, step=ATTACK, round=2, fleet=(ids[2],)))
        state, _events = act(state, _a("pass"))
        assert state.engagement.step == step and GAME.pending(state)[0].seat == seat


def test_an_event_is_offered_once_per_card_and_only_when_it_can_be_paid():
    """6.8 and 2.6: two Supply Convoys in hand are one choice; it costs 1 Currency."""
    for currency, offered in ((0, []), (1, [_a("play", "supply-convoy#0.1")])):
        state, _ids = arrange(STATIONS, hands=[("supply-convoy", "supply-convoy")], phase=MANUFACTURING,
                              stockpiles=[(5, currency)])
        assert [a for a in legal(state, A) if a.kind == "play"] == offered


def test_a_card_searched_out_goes_to_the_host_named():
    """8.3: the Sons of Orion searched out go aboard the Griffin, at their cost (2 and 2)."""
    state, ids = prompt_position("search")
    state, events = act(state, _a("take", "sons-of-orion#0.1", ids[2]))
    assert unit(state, "sons-of-orion#0.1").host == ids[2]
    assert (state.commanders[A].resource, state.commanders[A].currency) == (6, 6)
    assert texts(events, "deploy") == [("Commander A deploys from the shipyard Sons of Orion aboard "
                                       "Griffin-class Battleship.")]


def test_the_view_shows_the_engagement_and_the_winners():
    state, _ids = battle_position(ATTACK)
    assert GAME.view(state, B).engagement == state.engagement
    over = evolve(state, engagement=None, phase=OVER, winners=(B,))
    view = GAME.view(over, A)
    assert view.winners == (B,) and view.phase == OVER


def test_the_game_has_no_options_and_the_same_seed_deals_the_same_game():
    with pytest.raises(ValueError):
        GAME.new_game(1, options={"house-rule": True})
    assert GAME.new_game(9) == GAME.new_game(9)
    assert GAME.new_game(9).commanders[0].shipyard != GAME.new_game(10).commanders[0].shipyard
    assert GAME.version == 1


def test_the_spoils_offer_each_card_once_and_go_on_past_a_second_copy():
    """7.1.3.2: any one card of the shipyard: two copies of a card give one choice, and the cards after
    them in the list are offered too."""
    state, ids = prompt_position("spoils", stockpile=(0, 0), phoenix=False)
    yard = ("harpy-class-cruiser#0.2", "harpy-class-cruiser#0.1", "sons-of-orion#0.1")
    state = with_commander(state, A, shipyard=yard)
    station, griffin = ids[0], ids[2]
    assert legal(state, A) == [_a("take", "harpy-class-cruiser#0.1", None), _a("take", "sons-of-orion#0.1", station),
                               _a("take", "sons-of-orion#0.1", griffin), _a("decline")]


def test_a_lost_micro_fold_names_the_marine_and_its_die():
    """3.4.7 and 8.5: the test is a die logged for that Marine; a Marine lost to it is named in
    the event's data, as one that folds is."""
    state, ids = battle_position("defend")
    rangers, harpy = ids[7], ids[5]
    state, events = act(state, Action(B, "fold", (rangers, harpy)), (10,))
    assert texts(events, "die") == ["d10 (Micro-Fold test, Colonial Rangers): 10"]
    assert [e.data for e in events if e.kind == "fold"] == [{"unit": rangers, "traits": ("micro-fold",)}]
