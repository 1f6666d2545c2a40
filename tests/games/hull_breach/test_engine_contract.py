"""Hull Breach! on the engine contract: the shape of every action and the refusal a player reads for
each, who is asked to decide, legal actions per seat, the action labels and the action space, and
random games with two, three and four commanders that keep the invariants (pending decisions, validate
against legal actions, replay by seed)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.digest import state_digest
from tabletop.engine.errors import IllegalActionError, MalformedActionError
from tabletop.engine.evolve import evolve
from tabletop.engine.playout import play_game
from tabletop.engine.verdict import refuse
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.scenario import arrange
from tabletop.games.hull_breach.state import ENGAGEMENT, MANUFACTURING, OVER, SETUP, HullState, Prompt
from tabletop.games.hull_breach.work import cite
from tests.games.hull_breach.support import (
    PROMPT_TEXTS,
    STATIONS,
    THREE,
    A,
    B,
    C,
    action_of_a,
    commander_names,
    legal,
    phase_position,
    with_commander,
)

GAMES_PER_SEAT_COUNT = 25


DEEP_GAMES = 3


HARPY = "harpy-class-cruiser#0.1"


DRAGON = "dragon-class-battleship#1.1"


# kind: (fewest, most arguments), the positions that name a card. Worked out from what each action
# says: a deploy names a card and its host, an aim a shooter and a target, a play the card and up to
# two targets, a regiment or search "take" a card and (for a search) its host...
SHAPES = {
    "mulligan": ((0, 0), ()), "deploy": ((2, 2), (0,)), "conscript": ((2, 2), ()), "assign": ((2, 2), (0,)),
    "play": ((1, 3), (0,)), "next": ((0, 0), ()), "engage": ((1, 1), ()), "skip": ((0, 0), ()),
    "discard": ((1, 1), (0,)), "end": ((0, 0), ()), "take": ((1, 2), (0,)), "decline": ((0, 0), ()),
    "flip": ((1, 1), (0,)), "face-down": ((1, 1), (0,)), "send": ((1, 1), (0,)), "launch": ((0, 0), ()),
    "pass": ((0, 0), ()), "aim": ((2, 2), (0, 1)), "fire": ((1, 1), (0,)), "overload": ((2, 2), (0, 1)),
    "jam": ((2, 2), (0, 1)), "paint": ((2, 2), (0, 1)), "repair": ((1, 1), (0,)), "retreat": ((1, 1), (0,)),
    "fearless": ((1, 1), (0,)), "board": ((2, 2), (0, 1)), "cancel": ((2, 2), (0, 1)), "hijack": ((0, 0), ()),
    "scuttle": ((0, 0), ()), "fold-board": ((2, 2), (0, 1)), "fold": ((2, 2), (0, 1)),
    "fold-withdraw": ((2, 2), (0, 1)), "withdraw": ((0, 0), ()), "pursue": ((0, 0), ()),
}


REFUSALS = {
    "mulligan": ("no-mulligan", ("A mulligan is only for the set-up draw, before anything is deployed, and costs "
                 "1 Resource and 1 Currency"), "5.0 Mulligan Rules"),
    "deploy": ("cannot-deploy", ("That card cannot be deployed there now: check the phase, its cost after "
               "discounts, the host's room and size, and Unique"), "5.4.1 Deploy Reinforcements"),
    "conscript": ("cannot-conscript", ("Conscription takes one Ship or Marine from the shipyard once a turn in the "
                  "Manufacturing Phase (or the set-up turn), at twice its printed cost, never a Unique card or a "
                  "Character"), "5.4.2 Conscript"),
    "assign": ("cannot-assign", ("Marines and Fighter Wings move only to a host of yours with room, in the "
               "Manufacturing Phase or after the engagement, each once a phase"),
               "5.4.4 Assign and Reassign (ruling H23)"),
    "play": ("cannot-play", "That card cannot be played now (its timing, its cost or its target)",
             "6.8 Event and Tactic Timing"),
    "next": ("not-now", "Only the commander whose turn it is moves on from Logistics or Manufacturing",
             "5.2 Anatomy of Your Turn"),
    "engage": ("cannot-engage", ("An attack is declared once, in your Engagement Phase, on a commander still in "
               "the game and not of your team, by a commander with a ship"), "5.5.1 Declare an Attack (ruling H28)"),
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


def _walk(seed: int, players: int, deep: bool = False):
    rng = random.Random(seed)
    state = GAME.new_game(seed, names=commander_names(players))
    expected = GAME.inventory(state)
    actions: list[Action] = []
    kinds: Counter[str] = Counter()
    while not GAME.is_over(state):
        decisions = GAME.pending(state)
        assert decisions, "an unfinished game must be waiting for someone"
        seat = decisions[0].seat
        legal = GAME.legal_actions(state, seat)
        assert legal, f"seat {seat} must decide but has no legal action ({decisions})"
        assert len(set(legal)) == len(legal)
        before = state_digest(state)
        if deep:
            sets = {s: set(GAME.legal_actions(state, s)) for s in range(players)}
            for candidate in GAME.action_space(state):
                verdict = GAME.validate(state, candidate)
                assert verdict.ok == (candidate in sets[candidate.seat]), (candidate, verdict)
                if not verdict.ok:
                    assert verdict.code and verdict.reason and verdict.rule
                    with pytest.raises(IllegalActionError):
                        GAME.apply(state, candidate)
        chosen = GAME.by_chance(legal)          # a random player never concedes (7.2.1)
        action = chosen[rng.randrange(len(chosen))]
        old = state
        state, events = GAME.apply(state, action)
        assert state_digest(old) == before, "apply mutated its input"
        assert events and all(e.text for e in events)
        kinds.update(e.kind for e in events)
        actions.append(action)
        assert GAME.inventory(state) == expected, f"cards lost or duplicated after {action}"
        assert len(actions) < 50_000, "the game does not end"
    assert GAME.outcome(state) is not None and not GAME.pending(state)
    return state, actions, kinds


def _args(kind, n):
    return tuple(1 if kind == "engage" else "harpy-class-cruiser" if kind == "conscript" and not i else HARPY
                 for i in range(n))


def _illegal(kind):
    """An action of ``kind`` no commander may take in A's Manufacturing Phase below (a card id no
    one holds, an attack in the wrong phase...)."""
    (low, _high), _ids = SHAPES[kind]
    return Action(A, kind, tuple(1 if kind == "engage" else "harpy-class-cruiser" if kind == "conscript" and not i
                                 else "harpy-class-cruiser#0.9" for i in range(low)))


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_invariants_and_reach_the_big_moments(players):
    kinds: Counter[str] = Counter()
    winners: Counter[tuple[int, ...]] = Counter()
    for seed in range(GAMES_PER_SEAT_COUNT):
        state, _actions, seen = _walk(seed, players)
        kinds.update(seen)
        winners[state.winners] += 1
    # the test counts the moments the issue names and fails if random play never reaches them
    for kind in ("volley", "board", "boarding", "hijack", "destroyed", "eliminated", "deploy", "play"):
        assert kinds[kind], f"no {kind!r} event in {GAMES_PER_SEAT_COUNT} random {players}-commander games"
    assert len({w for w in winners if w}) >= 2, f"only one seat ever won: {winners}"


@pytest.mark.parametrize("players", [2, 3])
def test_validate_agrees_with_legal_actions_at_every_step(players):
    for seed in range(DEEP_GAMES):
        _walk(100 + seed, players, deep=True)


def test_apply_never_changes_its_input_and_replays_exactly():
    result = play_game(GAME, 7, names=commander_names(2))
    again = GAME.replay(7, None, commander_names(2), result.actions)
    assert again == result.state and state_digest(again) == state_digest(result.state)
    other = play_game(GAME, 8, names=commander_names(2))
    assert other.state != result.state
    state = GAME.new_game(7, names=commander_names(2))
    before = state_digest(state)
    GAME.apply(state, GAME.legal_actions(state, 0)[0])
    assert state_digest(state) == before


def test_malformed_actions_are_told_apart_from_illegal_ones():
    state = GAME.new_game(5)
    for bad in (Action(9, "next"), Action(0, "no-such-action"), Action(0, "deploy", ("not-a-card", None)),
                Action(0, "engage", ("x",))):
        with pytest.raises(MalformedActionError):
            GAME.validate(state, bad)
    verdict = GAME.validate(state, Action(0, "engage", (1,)))
    assert not verdict.ok and "5.5.1" in verdict.rule


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


def test_a_conscription_names_a_card_of_the_game_not_a_copy():
    """5.4.2: conscription chooses a card from the face-down shipyard, so it names the card, never
    one of the shipyard's unseen copies; its host is checked as a deployment's is."""
    for bad in ("not-a-card", HARPY, 7, None):
        with pytest.raises(MalformedActionError) as err:
            GAME.parse_action(Action(A, "conscript", (bad, None)))
        assert str(err.value) == f"argument 1 of 'conscript' must be a card's id, not {bad!r}"
    GAME.parse_action(Action(A, "conscript", ("harpy-class-cruiser", None)))


def test_arguments_that_do_not_name_a_card_are_not_checked_as_cards():
    """Only card positions are checked: a take's host, a play's targets may be a seat or anything."""
    for action in (Action(A, "take", (HARPY, "whatever")), Action(A, "play", (HARPY, 1, "x")),
                   Action(A, "deploy", (HARPY, "nowhere"))):
        assert GAME.parse_action(action) == action


def test_an_attack_names_the_seat_of_a_commander():
    """5.5.1: an attack is declared on a commander, by seat: 0-5 (at most six commanders, H4)."""
    for seat in (0, 5):
        GAME.parse_action(Action(A, "engage", (seat,)))
    for bad in (-1, 6, "1", None):
        with pytest.raises(MalformedActionError) as err:
            GAME.parse_action(Action(A, "engage", (bad,)))
        assert str(err.value) == "'engage' takes the seat of the commander to attack"


def test_an_unknown_kind_is_malformed():
    with pytest.raises(MalformedActionError) as err:
        GAME.parse_action(Action(A, "dance"))
    assert str(err.value) == "Hull Breach! has no action 'dance'"


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


@pytest.mark.parametrize("kind", sorted(PROMPT_TEXTS))
def test_a_waiting_choice_is_the_one_decision_and_may_be_declined(kind):
    """3.4.4, 3.4.8, 7.1.3.2, 8.3: while a card's resolution waits for a choice, only the first
    commander asked decides, and may take nothing (the Decision is optional)."""
    state, _ids = arrange(STATIONS, phase=MANUFACTURING)
    state = evolve(state, prompts=(Prompt(B, kind), Prompt(A, "search")))
    assert GAME.pending(state) == (Decision(B, kind, PROMPT_TEXTS[kind], optional=True),)
    assert legal(state, A) == []
    assert Action(B, "decline") in legal(state, B)


@pytest.mark.parametrize("seed", ["1", True, 1.0])
def test_the_seed_is_a_whole_number(seed):
    with pytest.raises(TypeError) as err:
        GAME.new_game(seed)
    assert str(err.value) == "the seed must be a whole number"


def test_a_fresh_rules_object_reads_the_card_set():
    from tabletop.games.hull_breach.cards import card_set
    from tabletop.games.hull_breach.rules import HullBreach

    fresh = HullBreach()
    assert fresh.cards is card_set() and fresh.by_id is card_set().by_id
    assert fresh.by_id["harpy-class-cruiser"].name == "Harpy-class Cruiser"
    state = fresh.new_game(3)
    assert state.deck_names == ("Skyline Vanguard", "Frontier Strike Group")


def test_legal_actions_are_per_seat_even_on_the_same_position():
    """Asked one after the other about one position, each seat gets its own actions."""
    state, _ids = phase_position(SETUP)
    state = with_commander(with_commander(state, A, ready=False), B, ready=False)
    first = legal(state, A)
    assert legal(state, B) == [Action(B, "assign", ("colonial-rangers#1.1", "harpy-class-cruiser#1.1")),
                               Action(B, "end")]
    assert legal(state, A) == first and action_of_a("end") in first


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
        for action in (action_of_a("deploy", pid, None), action_of_a("discard", pid), action_of_a("play", pid)):
            assert action in space
    for seat in (A, B):
        for kind in ("next", "end", "pass", "skip", "launch", "mulligan", "concede", "respond"):
            assert Action(seat, kind) in space
    assert space[:len(legal(state, A))] == legal(state, A)
    # deploy/play/next overlap the legal ones; each seat's concede is legal (7.2.1), its respond is
    # not (no response window is open)
    expected = len(legal(state, A)) + 3 * len(hand) - 3 + 6 + 7 + 2
    assert len(space) == expected
    for action in space:
        assert GAME.validate(state, action).ok == (action in GAME.legal_actions(state, action.seat))


def test_the_game_has_one_option_teams_and_the_same_seed_deals_the_same_game():
    with pytest.raises(ValueError):
        GAME.new_game(1, options={"house-rule": True})
    assert [o.key for o in GAME.info.options] == ["teams"]
    assert GAME.new_game(9) == GAME.new_game(9)
    assert GAME.new_game(9).commanders[0].shipyard != GAME.new_game(10).commanders[0].shipyard
    # 9.17 at once, set-up conscription, the attacker's Interceptor Marines, local Marines: old games
    # replay otherwise
    assert GAME.version == 3


def test_an_option_is_looked_up_by_its_key_and_an_unknown_key_is_refused():
    """The options a game was made with are kept in the position; asking for one it was not made
    with is an error naming the key, never a silent default."""
    state = HullState(names=("Commander A",), seed=1, options=(("first", 1), ("second", "two")),
                      commanders=(), units=(), deck_names=())
    assert state.option("first") == 1
    assert state.option("second") == "two"
    with pytest.raises(KeyError) as err:
        state.option("third")
    assert err.value.args == ("third",)


@pytest.mark.parametrize("players", [2, 3])
def test_answers_kept_from_one_position_to_the_next_are_the_answers_worked_out_afresh(players):
    """The game keeps its figure answers (traits, effects, figures, room) from one position to the
    next while the units, battlefields and the engagement's figures stay the same, and shares one
    reading of a position among ``pending``, ``legal_actions`` and ``view``: at every step of random
    games, what it answers equals what a new game object, which remembers nothing, answers."""
    afresh = type(GAME)()
    for seed in range(2):
        state = GAME.new_game(300 + seed, names=commander_names(players))
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seats = range(players)
            kept = ([GAME.legal_actions(state, s) for s in seats], [GAME.view(state, s) for s in seats],
                    GAME.pending(state), GAME.view(state, None))
            assert kept == ([afresh.legal_actions(state, s) for s in seats], [afresh.view(state, s) for s in seats],
                            afresh.pending(state), afresh.view(state, None))
            afresh.__dict__.clear()
            legal = GAME.by_chance(GAME.legal_actions(state, kept[2][0].seat))
            state, _events = GAME.apply(state, legal[rng.randrange(len(legal))])
