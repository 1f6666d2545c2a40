"""Hull Breach! volley fire and the volley die (book 6.2 "How Combat Works": declaring dice, split
fire, overkill; 8.2 "never ever perfect" natural 1s and 10s; 9.20, 9.26, 9.37-9.38 the ten-sided die):
how dice wound, how forced dice replay a roll, and what a volley reports."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.cards import card_set
from tabletop.games.hull_breach.combat import volley
from tabletop.games.hull_breach.dice import d10, force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK, DEFEND, Engagement
from tabletop.games.hull_breach.work import Work
from tests.games.hull_breach.support import (
    STATIONS,
    A,
    B,
    battle,
    battle_work,
    fire,
    kinds,
    run,
    texts,
    unit,
    volley_at,
    volley_steps,
    w_forced,
    work,
)


def _state():
    state, _ids = arrange([Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)], seed=7)
    return state


def test_a_die_wounds_when_it_reaches_the_defense():
    """6.2: each die equal to or above the target's defense (the Harpy's 7) is one wound."""
    w, ids, outcome = volley_at("valkyrie-class-battleship", "harpy-class-cruiser", 3, [6, 7, 8])
    assert w.units[ids[3]].wounds == 2 and outcome == ""
    [event] = [e for e in w.events if e.kind == "volley"]
    assert event.text == "Valkyrie-class Battleship fires 3 dice at Harpy-class Cruiser (volley): 6, 7, 8; 2 wounds."
    assert (event.data["results"], event.data["wounds"], event.data["defense"], event.data["bonus"]) == (
        (6, 7, 8), 2, 7, 0)


def test_one_die_one_wound_is_said_in_the_singular_and_a_lethal_volley_is_reported():
    """6.7: a unit destroyed by volley fire is not removed yet (the caller does, after Stoic)."""
    w, ids, outcome = volley_at("valkyrie-class-battleship", "harpy-class-cruiser", 1, [9], target_wounds=2)
    assert outcome == "destroyed" and ids[3] in w.units
    assert [e.text for e in w.events if e.kind == "volley"] == [
        "Valkyrie-class Battleship fires 1 die at Harpy-class Cruiser (volley): 9; 1 wound."]


def test_no_dice_or_no_target_is_no_volley():
    """6.2: a volley is dice at a target; with none declared, or the target gone, nothing is rolled."""
    w, ids, outcome = volley_at("valkyrie-class-battleship", "harpy-class-cruiser", 0, [])
    assert outcome == "" and not [e for e in w.events if e.kind in ("volley", "die")]
    w.remove_unit(ids[3])
    assert volley(w, ids[2], ids[3], 3, first=False) == "" and not w.events


def test_a_standing_volley_bonus_of_nothing_is_not_listed():
    """A standing volley bonus printing no value adds nothing and is not named among the modifiers
    (a variant of Advanced Targeting Computers)."""
    from tabletop.games.hull_breach.combat import result_modifiers

    card = GAME.by_id["advanced-targeting-computers"]
    plain = {k: v for k, v in card.effects[0].items() if k != "value"}
    cards = {**GAME.by_id, card.id: card.__class__(**{**{f: getattr(card, f) for f in card.__slots__},
                                                      "effects": (plain,)})}
    state, ids = arrange([Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
                          Piece("harpy-class-cruiser", A)], breakthrus=[(card.id,)])
    w = Work(state, cards)
    assert result_modifiers(w, ids[0], ids[2], first=False) == []
    assert result_modifiers(work(state), ids[0], ids[2], first=False) == [("Advanced Targeting Computers", 1)]


def test_a_natural_1_always_misses_and_a_natural_2_may_hit_with_bonuses():
    """8.2: a natural 1 misses whatever the bonuses; any other result adds them. The Shrike's first
    volley (Alpha Strike +3) at a Merlin (defense 5) painted +3: 1, 1 and 2 give one wound (the 2)."""
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece("shrike-class-destroyer", B), Piece("merlin-class-frigate", A), Piece("seagull-class-cruiser", B)]
    state, ids = arrange(pieces, turn=B)
    eng = Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2], ids[4]), paints=((ids[4], ids[3], 3, B),))
    w = work(force(evolve(state, engagement=eng), [1, 1, 2]))
    assert volley(w, ids[2], ids[3], 3, first=True) == ""
    [event] = [e for e in w.events if e.kind == "volley"]
    assert event.data == {"shooter": ids[2], "target": ids[3], "results": (1, 1, 2), "wounds": 1, "bonus": 6,
                          "modifiers": (("Alpha Strike", 3), ("Target Painter", 3)), "defense": 5,
                          "source": "volley", "traits": ("alpha-strike",)}
    assert [e.text for e in w.events if e.kind == "die"] == [
        "d10 (Shrike-class Destroyer at Merlin-class Frigate): 1"] * 2 + [
        "d10 (Shrike-class Destroyer at Merlin-class Frigate): 2"]


def test_a_plain_volley_names_no_trait_and_a_miss_is_zero_wounds():
    """6.2: a unit with no trait firing its first volley, a natural 10 included, uses no trait; a
    volley that wounds nothing says so."""
    w, ids, _ = volley_at("valkyrie-class-battleship", "harpy-class-cruiser", 2, [10, 3], first=True)
    assert [e.data["traits"] for e in w.events if e.kind == "volley"] == [()]
    w, ids, _ = volley_at("valkyrie-class-battleship", "harpy-class-cruiser", 2, [2, 3])
    assert [e.text for e in w.events if e.kind == "volley"] == [
        "Valkyrie-class Battleship fires 2 dice at Harpy-class Cruiser (volley): 2, 3; 0 wounds."]
    assert w.units[ids[3]].wounds == 0


def test_a_volley_die_has_ten_faces_and_shows_every_one():
    """9.37-9.38: volley dice are ten-sided. Unforced, d10 is the state's generator's 1-10 roll at
    the counter, so every face from 1 to 10 comes up and nothing else does."""
    seen = Counter()
    for counter in range(400):
        value, left, forced = d10(11, counter, ())
        assert value == chance.roll(11, counter, 10)
        assert left == () and forced is False
        seen[value] += 1
    assert set(seen) == set(range(1, 11))


def test_an_unforced_die_depends_on_the_seed_and_the_counter():
    """The same (seed, counter) always rolls the same die (replays), and neighbouring counters and
    seeds are different streams."""
    rolls = [d10(5, c, ())[0] for c in range(40)]
    assert rolls == [d10(5, c, ())[0] for c in range(40)]
    assert rolls != [d10(6, c, ())[0] for c in range(40)]
    assert rolls != [d10(5, c + 1, ())[0] for c in range(40)]


def test_forced_dice_are_rolled_first_in_the_order_given():
    """``force``: the first forced result is the next die, the rest wait their turn, and each is
    reported as forced."""
    assert d10(3, 0, (4, 9, 1)) == (4, (9, 1), True)
    assert d10(3, 1, (9, 1)) == (9, (1,), True)
    assert d10(3, 2, (1,)) == (1, (), True)


def test_force_appends_the_results_to_those_already_forced():
    """Forcing twice queues both lots, in order; the state's other fields are untouched."""
    state = _state()
    once = force(state, [2, 10])
    twice = force(once, (1,))
    assert once.forced == (2, 10)
    assert twice.forced == (2, 10, 1)
    assert state.forced == ()
    assert twice.chance == state.chance and twice.units == state.units


@pytest.mark.parametrize("face", [1, 10])
def test_the_natural_1_and_natural_10_can_be_forced(face):
    """8.2 and 9.20: the book's examples need the two golden faces, 1 and 10, so both are accepted."""
    assert force(_state(), [face]).forced == (face,)


@pytest.mark.parametrize("bad", [0, 11, -1, 2.0, "5", True, None])
def test_only_whole_numbers_from_1_to_10_can_be_forced(bad):
    """A d10 never shows 0 or 11 (9.38); a float, a string or a bool is not a die result. The
    refusal says what is allowed, and nothing is forced."""
    with pytest.raises(ValueError, match=r"^forced d10 results are whole numbers from 1 to 10$"):
        force(_state(), [5, bad])


def test_a_forced_die_still_advances_the_counter_and_is_logged_as_forced():
    """The die after a forced one is the die the generator would have rolled there anyway, and the
    chance event says which dice were forced (``dice`` module docstring)."""
    from tabletop.games.hull_breach import GAME

    state = force(_state(), [10])
    w = GAME._work(state)
    first = w.roll("a test")
    second = w.roll("a test")
    assert first == 10
    assert second == chance.roll(state.seed, state.chance + 1, 10)
    assert w.chance == state.chance + 2 and w.forced == ()
    dice = [e for e in w.events if e.kind == "die"]
    assert [e.data["forced"] for e in dice] == [True, False]
    assert [e.data["result"] for e in dice] == [10, second]


def test_a_unit_declares_exactly_its_dice_then_fires():
    """6.2: every die is declared before any is rolled; no more dice than the unit's attack."""
    w, ids = battle_work(Piece("falcon-class-destroyer", A), Piece("merlin-class-frigate", A),
                         Piece("merlin-class-frigate", B), round_=1)
    falcon, merlin, mine = ids[2:]
    legal = E.legal(w, B)
    assert kinds(legal, "aim") == [(mine, falcon), (mine, merlin)]
    assert kinds(legal, "fire") == [] and kinds(legal, "retreat") == [(mine,)] and legal[-1] == Action(B, "pass")
    E.act(w, Action(B, "aim", (mine, falcon)))
    assert (w.eng.shooter, w.eng.dice, w.eng.aim, w.eng.mode) == (mine, 2, ((falcon, 1),), "fire")
    assert texts(w, "aim") == ["Merlin-class Frigate declares a die at Falcon-class Destroyer."]
    assert E.legal(w, B) == [Action(B, "aim", (mine, falcon)), Action(B, "aim", (mine, merlin)),
                             Action(B, "fire", (mine,))]
    E.act(w, Action(B, "aim", (mine, merlin)))
    assert w.eng.aim == ((falcon, 1), (merlin, 1)) and w.eng.targeted == (falcon, merlin)
    assert E.legal(w, B) == [Action(B, "fire", (mine,))]


def test_split_fire_rolls_each_target_in_the_order_declared():
    """6.2's Phoenix: dice at each target rolled separately; each die that reaches the defense wounds."""
    w, ids = battle_work(Piece("falcon-class-destroyer", A), Piece("merlin-class-frigate", A),
                         Piece("phoenix-class-capital-ship", B), Piece("harpy-class-cruiser", B), round_=1)
    falcon, merlin, phoenix, _spare = ids[2:]
    for t in (merlin, falcon, merlin):
        E.act(w, Action(B, "aim", (phoenix, t)))
    assert w.eng.aim == ((merlin, 2), (falcon, 1))
    w_forced(w, [5, 4, 4])          # merlin defense 5: one wound; falcon defense 5: none
    E.act(w, Action(B, "fire", (phoenix,)))
    assert w.units[merlin].wounds == 1 and w.units[falcon].wounds == 0
    assert [e.data["target"] for e in w.events if e.kind == "volley"] == [merlin, falcon]
    assert w.eng.shooter is None and w.eng.aim == () and w.eng.dice == 0
    assert phoenix in w.eng.acted and phoenix in w.eng.fired


def test_overkill_dice_fly_off_into_space():
    """6.2: dice declared at a target already destroyed by this volley hit nothing else."""
    w, ids = battle_work(Piece("sparrow-fighter-wing", A), Piece("sparrow-fighter-wing", A),
                         Piece("phoenix-class-capital-ship", B))
    s1, s2, phoenix = ids[2:]
    w.eng = evolve(w.eng, shooter=phoenix, dice=8, aim=((s1, 2), (s2, 1)), doomed=((s1, "destroyed"),))
    w_forced(w, [9])
    E._fire_from(w, phoenix)
    assert texts(w, "overkill") == ["2 dice at a destroyed target fly off into space."]
    assert s1 not in w.units and s2 not in w.units
    w, ids = battle_work(Piece("sparrow-fighter-wing", A), Piece("phoenix-class-capital-ship", B))
    w.eng = evolve(w.eng, shooter=ids[3], dice=8, aim=(("sparrow-fighter-wing#0.9", 1),))
    E._fire_from(w, ids[3])
    assert texts(w, "overkill") == ["1 die at a destroyed target flies off into space."]


def test_a_unit_with_no_dice_is_offered_no_aim():
    """1.0: attack is the number of dice; a Transport with 0 has none to declare but may retreat."""
    w, ids = battle_work(Piece("harpy-class-cruiser", A), Piece("pelican-class-transport", B))
    assert E.legal(w, B) == [Action(B, "retreat", (ids[3],)), Action(B, "pass")]


def test_extra_dice_from_a_card_are_for_that_unit_and_that_volley_only():
    """3.4.4 (Hidden Missile Battery): the +3 dice are the Osprey's, for her next volley only; a
    result bonus adds no dice."""
    w, ids = battle_work(Piece("osprey-class-battle-cruiser", A), Piece("harpy-class-cruiser", A),
                         Piece("harpy-class-cruiser", B), step=DEFEND)
    osprey, harpy, theirs = ids[2:]
    w.eng = evolve(w.eng, bonus=((osprey, "dice", 3), (osprey, "result", 2), (harpy, "result", 1)))
    assert E._dice(w, osprey) == 7 and E._dice(w, harpy) == 5
    fire(w, A, osprey, theirs, 7, [1] * 7)
    assert w.eng.bonus == ((harpy, "result", 1),) and E._dice(w, osprey) == 4


def test_a_volley_that_wins_the_game_still_destroys_the_other_unit_it_doomed():
    """6.7 and 7.1.3: the Phoenix's volley destroys A's station and a Harpy A had hijacked from B;
    both fall at the end of the volley. The station goes first: A is out, B has won and the
    engagement is over, and the Harpy, back with B, is still destroyed by the same volley."""
    w, ids = battle_work(Piece("harpy-class-cruiser", B, controller=A, wounds=2),
                         Piece("phoenix-class-capital-ship", B))
    station, harpy, phoenix = ids[0], ids[2], ids[3]
    w.eng = evolve(w.eng, shooter=phoenix, dice=8, aim=((station, 7), (harpy, 1)))
    w_forced(w, [9] * 8)
    E._fire_from(w, phoenix)
    assert w.winners == (B,) and w.eng is None
    assert station not in w.units and harpy not in w.units and harpy in w.cmd[B].scrapheap


def test_a_die_is_a_logged_chance_event_after_which_undo_stops():
    from tabletop.games.hull_breach.dice import force
    state, _ids = arrange(STATIONS)
    w = Work(force(state, [7]), dict(card_set().by_id))
    assert w.roll("a test") == 7 and w.chance == state.chance + 1
    event = w.events[-1]
    assert (event.kind, event.text, event.chance, event.irreversible) == ("die", "d10 (a test): 7", True, True)
    assert event.data == {"result": 7, "forced": True}


def test_a_natural_1_misses_even_when_bonuses_would_reach_the_defense():
    """8.2 with 3.3.5: painted +3, a 1 against defense 4 would be 4, but a natural 1 always misses."""
    state, ids = battle(Piece("sparrow-fighter-wing", A), Piece("seagull-class-cruiser", B),
                        Piece("phoenix-class-capital-ship", B))
    sparrow, seagull, phoenix = ids[2:]
    state = run(state, (Action(B, "paint", (seagull, sparrow)), ()), *volley_steps(B, phoenix, sparrow, 1, [1]))
    assert unit(state, sparrow).wounds == 0


def test_a_fighter_wing_returns_to_a_bay_only_on_its_turn_to_fire_and_instead_of_firing():
    """2.5.1.2: Fighter Wings "may only return to a fighter bay in combat on their turn to volley
    fire, and must sacrifice their turn to fire to do so": B's Sparrow, in the fleet, docks aboard the
    King Fisher in B's volley step and leaves the fleet; A's Zephyr may dock at A's station only in
    A's volley step."""
    w, ids = battle_work(Piece("zephyr-squadron", A), Piece("king-fisher-class-cruiser", B),
                         Piece("sparrow-fighter-wing", B))
    zephyr, king, sparrow = ids[2:]
    assert ("dock", (sparrow, king)) in [(a.kind, a.args) for a in E.legal(w, B)]
    assert not [a for a in E.legal(w, A) if a.kind == "dock"]
    E.act(w, Action(B, "dock", (sparrow, king)))
    assert w.units[sparrow].host == king and sparrow not in w.eng.fleet and sparrow in w.eng.acted
    assert not [a for a in E.legal(w, B) if a.args[:1] == (sparrow,)]
    w.eng = evolve(w.eng, step=DEFEND, acted=())
    assert ("dock", (zephyr, ids[0])) in [(a.kind, a.args) for a in E.legal(w, A)]
