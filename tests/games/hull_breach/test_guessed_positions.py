"""Hull Breach! guessed positions for the computer players (ruling H24: a seat decides from what it
may see): a full state made up from one commander's view keeps everything that commander sees, makes
up the hidden cards from what each faction may use, and looks the same to the seat that guessed."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.engine.evolve import evolve
from tabletop.engine.playout import play_game
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.cards import load_cards
from tabletop.games.hull_breach.sampling import SAMPLED_COPY, determinize
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import MANUFACTURING, Prompt, card_of, owner_of, physical_id
from tabletop.paths import card_data_dir
from tests.games.hull_breach.support import A, B, commander_names

CARDS = load_cards(card_data_dir() / "hull_breach" / "cards.yaml").by_id


def card_of_arg(arg):
    return arg.split("#")[0] if isinstance(arg, str) else arg


def position(prompts=()):
    """A: station, a Harpy with an ECM Suite, a Breakthru, one card in the scrapheap, two in hand,
    six in the shipyard. B: station, an Eagle-class Battle Cruiser with a face-down module and a
    wounded Osprey, three in hand, 30 in the shipyard."""
    pieces = [Piece("skyline-defense-hq", A), Piece("harpy-class-cruiser", A, wounds=1),
              Piece("ecm-suite", A, host=1), Piece("orion-frontier-outpost", B),
              Piece("eagle-class-battle-cruiser", B), Piece("hidden-missile-battery", B, host=4, face_down=True),
              Piece("osprey-class-battle-cruiser", B, wounds=2)]
    state, ids = arrange(pieces, hands=[("zephyr-squadron", "ambush"), ("colonial-rangers",) * 3],
                         breakthrus=[("heavy-assault-ships",)], phase=MANUFACTURING, turn=B,
                         stockpiles=[(11, 12), (13, 14)])
    a_yard = (physical_id("zephyr-squadron", A, 2), physical_id("zephyr-squadron", A, 3),
              physical_id("harpy-class-cruiser", A, 2), physical_id("seagull-class-cruiser", A, 1),
              physical_id("seagull-class-cruiser", A, 2), physical_id("sons-of-orion", A, 1))
    a_scrap = (physical_id("zephyr-squadron", A, 4),)
    b_yard = tuple(physical_id("colonial-rangers", B, k) for k in range(10, 40))
    cmds = list(state.commanders)
    cmds[A] = evolve(cmds[A], shipyard=a_yard, scrapheap=a_scrap, conscripted=True, moved=(ids[1],),
                     ready=True, mulligan_open=True)
    cmds[B] = evolve(cmds[B], shipyard=b_yard, conscripted=False, moved=(), ready=False, mulligan_open=False)
    deck_list = (("skyline-defense-hq", 1), ("harpy-class-cruiser", 2), ("ecm-suite", 1), ("zephyr-squadron", 4),
                 ("ambush", 1), ("heavy-assault-ships", 1), ("seagull-class-cruiser", 2), ("sons-of-orion", 1))
    state = evolve(state, commanders=tuple(cmds), chance=9, round=4, prompts=tuple(prompts),
                   deck_lists=(deck_list, (("orion-frontier-outpost", 1),)), options=(("players", 2),),
                   deck_names=("Vanguard", "Strike"))
    return state, ids


def guess(state, seat, seed=3):
    return determinize(GAME.view(state, seat), random.Random(seed), CARDS)


def test_determinizing_for_the_other_seat_keeps_a_pending_flip_s_trigger():
    """Ruling H17: while A decides whether to flip, B sees that a trigger came (not the card); a state
    sampled for B puts a module with that trigger under A's ship, so A still has the choice there."""
    from tabletop.engine.actions import Action
    from tabletop.engine.evolve import evolve
    from tabletop.games.hull_breach.dice import force
    from tabletop.games.hull_breach.scenario import Piece, arrange
    from tabletop.games.hull_breach.state import ATTACK, Engagement

    a, b = 0, 1
    state, ids = arrange([Piece("skyline-defense-hq", a), Piece("orion-frontier-outpost", b),
                          Piece("eagle-class-battle-cruiser", a, wounds=3),
                          Piece("emergency-bulkheads", a, host=2, face_down=True), Piece("harpy-class-cruiser", b)],
                         turn=b)
    eagle, harpy = ids[2], ids[4]
    state = evolve(state, engagement=Engagement(b, a, step=ATTACK, round=2, fleet=(harpy,)))
    state, _ = GAME.apply(state, Action(b, "aim", (harpy, eagle)))
    state, _ = GAME.apply(force(state, [9]), Action(b, "fire", (harpy,)))
    assert GAME.pending(state)[0].kind == "flip"
    for k in range(10):
        sample = GAME.determinize(GAME.view(state, b), random.Random(k))
        module = next(u for u in sample.units if u.host == eagle and u.face_down)
        assert GAME.by_id[module.card].effects[0]["trigger"] == "would-be-destroyed"
        assert [x.kind for x in GAME.legal_actions(sample, a)] == ["flip", "decline", "concede"]


@pytest.mark.parametrize("players", [2, 3])
def test_determinize_keeps_everything_the_seat_sees(players):
    """A determinized state looks the same from the seat (its view is unchanged), keeps the seat's own
    cards, and deals the seat the same legal actions up to which copy of a card an action names."""
    result = play_game(GAME, 11, names=commander_names(players))
    state = GAME.new_game(11, names=commander_names(players))
    rng = random.Random(5)
    checked = 0
    for index, action in enumerate(result.actions):
        state, _ = GAME.apply(state, action)
        if index % 9 or GAME.is_over(state):
            continue
        for seat in range(players):
            view = GAME.view(state, seat)
            sample = GAME.determinize(view, rng)
            assert GAME.view(sample, seat) == view
            assert sum(GAME.inventory(sample).values()) == sum(GAME.inventory(state).values())
            real = {(a.kind, *(card_of_arg(x) for x in a.args)) for a in GAME.legal_actions(state, seat)}
            dealt = {(a.kind, *(card_of_arg(x) for x in a.args)) for a in GAME.legal_actions(sample, seat)}
            if seat == GAME.pending(state)[0].seat and not state.prompts:
                assert real == dealt
            checked += 1
    assert checked


def test_a_guess_from_a_seat_looks_the_same_to_that_seat():
    """A computer player's guess of the hidden cards keeps everything the seat sees."""
    state = GAME.new_game(4)
    view = GAME.view(state, A)
    guess = GAME.determinize(view, random.Random(3))
    assert GAME.view(guess, A) == view


def test_everything_the_commander_sees_is_kept():
    """The guess must look the same to the commander: battlefield, scrapheaps, his hand, every
    hand and shipyard size, stockpiles, who is in the game and what each did this turn (5.4.2,
    5.4.4, ruling H23), the phase, turn and round."""
    state, ids = position()
    g = guess(state, A)
    assert GAME.view(g, A) == GAME.view(state, A)
    assert (g.names, g.options, g.deck_names) == (state.names, state.options, state.deck_names)
    assert (g.chance, g.phase, g.turn, g.order, g.round) == (9, MANUFACTURING, B, state.order, 4)
    assert (g.engagement, g.prompts, g.winners) == (state.engagement, state.prompts, state.winners)
    for mine, real in zip(g.commanders, state.commanders, strict=True):
        assert (mine.station, mine.scrapheap, mine.battlefield) == (real.station, real.scrapheap, real.battlefield)
        assert (mine.resource, mine.currency, mine.alive) == (real.resource, real.currency, real.alive)
        assert (mine.conscripted, mine.ready, mine.mulligan_open, mine.moved) == (
            real.conscripted, real.ready, real.mulligan_open, real.moved)
        assert (len(mine.hand), len(mine.shipyard)) == (len(real.hand), len(real.shipyard))
    assert g.commanders[A].hand == state.commanders[A].hand
    assert 0 <= g.seed < 2 ** 62
    seen = [u for u in g.units if not (u.face_down and u.host == ids[4])]
    assert [u for u in state.units if u.pid != ids[5]] == seen


def test_the_commander_s_own_shipyard_is_his_deck_less_what_he_sees_shuffled():
    """He knows his deck list; every copy on the battlefield, in a scrapheap, in his hand or among
    his Breakthrus is not in his shipyard, and the shipyard's order is unknown (a fresh shuffle)."""
    state, _ = position()
    real = state.commanders[A].shipyard
    orders = set()
    for seed in range(6):
        yard = guess(state, A, seed).commanders[A].shipyard
        assert sorted(yard) == sorted(real)
        orders.add(yard)
    assert len(orders) > 1
    g = guess(state, A)
    assert g.deck_lists == (state.deck_lists[A], ())


def test_another_commander_s_hidden_cards_are_made_up_from_his_faction_s_cards():
    """9.15: B (Colonial) may use cards of no faction and Colonial ones, never a Station. His real
    hand and shipyard are never read: the guess has his sizes, cards he could hold, and copy
    numbers from 101 up, counted per card across hand, shipyard and face-down modules."""
    state, ids = position()
    g = guess(state, A)
    cmd = g.commanders[B]
    made_up = (*cmd.hand, *cmd.shipyard)
    assert len(cmd.hand) == 3 and len(cmd.shipyard) == 30
    assert all(owner_of(p) == B for p in made_up)
    kinds = {CARDS[card_of(p)].type for p in made_up}
    assert "station" not in kinds and len(kinds) >= 3
    for p in made_up:
        faction = CARDS[card_of(p)].faction
        assert faction is None or "colonial" in faction, p
    assert any(CARDS[card_of(p)].faction is None for p in made_up)
    hidden = next(u for u in g.units if u.host == ids[4] and u.face_down)
    numbers = Counter()
    for p in (hidden.pid, *cmd.hand, *cmd.shipyard):
        numbers[card_of(p)] += 1
        assert p == physical_id(card_of(p), B, SAMPLED_COPY + numbers[card_of(p)])
    assert SAMPLED_COPY == 100


def test_the_guessed_pool_covers_every_card_the_faction_may_use():
    """Over many guesses every card B could hold turns up: the faction's own cards and those of
    no faction (9.15), but no other faction's."""
    state, _ = position()
    view = GAME.view(state, A)
    rng = random.Random(11)
    drawn = set()
    for _ in range(20):
        cmd = determinize(view, rng, CARDS).commanders[B]
        drawn.update(card_of(p) for p in (*cmd.hand, *cmd.shipyard))
    allowed = {c.id for c in CARDS.values() if c.type != "station" and (not c.faction or "colonial" in c.faction)}
    assert drawn == allowed


def test_a_face_down_module_of_another_commander_is_guessed_among_face_up_face_down_cards():
    """3.4.4: another commander's face-down module shows neither its card nor its id; the guess puts
    a Face Up - Face Down module there, with the real one's host, owner, controller and wounds."""
    state, ids = position()
    real = next(u for u in state.units if u.pid == ids[5])
    seen = set()
    for seed in range(12):
        g = guess(state, A, seed)
        (u,) = [u for u in g.units if u.host == ids[4]]
        assert CARDS[u.card].trait("face-up-face-down") and u.card == card_of(u.pid)
        assert (u.owner, u.controller, u.host, u.wounds, u.face_down) == (B, B, ids[4], real.wounds, True)
        seen.add(u.card)
    assert seen == {"hidden-missile-battery", "emergency-bulkheads"}
    own = guess(state, B)
    assert [u for u in own.units] == list(state.units)


def test_a_flip_prompt_shows_which_trigger_came_so_the_guess_has_a_module_with_it():
    """3.4.4: when B is asked whether to flip the module on a ship that was targeted, everyone
    knows its trigger came: the guessed module is one with that trigger."""
    for trigger, card in (("first-targeted", "hidden-missile-battery"), ("would-be-destroyed", "emergency-bulkheads")):
        state, ids = position()
        state = evolve(state, prompts=(Prompt(B, "flip", host=ids[4], unit=trigger, resume=MANUFACTURING),))
        for seed in range(8):
            (u,) = [u for u in guess(state, A, seed).units if u.host == ids[4]]
            assert u.card == card
        other = evolve(state, prompts=(Prompt(B, "flip", host=ids[6], unit=trigger, resume=MANUFACTURING),))
        cards = {next(u for u in guess(other, A, s).units if u.host == ids[4]).card for s in range(12)}
        assert cards == {"hidden-missile-battery", "emergency-bulkheads"}
        spoils = evolve(state, prompts=(Prompt(B, "spoils", host=ids[4], unit=trigger, resume=MANUFACTURING),))
        cards = {next(u for u in guess(spoils, A, s).units if u.host == ids[4]).card for s in range(12)}
        assert cards == {"hidden-missile-battery", "emergency-bulkheads"}


def test_a_spectator_s_guess_makes_up_every_commander_s_hidden_cards():
    """Watching, no hand is known: both commanders' hands and shipyards are guessed, and no deck
    list is carried into the guess."""
    state, _ = position()
    g = determinize(GAME.view(state, None), random.Random(5), CARDS)
    assert g.deck_lists == ((), ())
    for seat, real in enumerate(state.commanders):
        cmd = g.commanders[seat]
        assert (len(cmd.hand), len(cmd.shipyard)) == (len(real.hand), len(real.shipyard))
        assert all(int(p.rsplit(".", 1)[1]) > SAMPLED_COPY and owner_of(p) == seat for p in (*cmd.hand, *cmd.shipyard))
    a_cards = {CARDS[card_of(p)].faction for p in (*g.commanders[A].hand, *g.commanders[A].shipyard)}
    assert a_cards <= {None, ("rdf",)}
