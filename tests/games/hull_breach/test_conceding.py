"""Conceding (7.2.1 "Quitting a Game": a commander may withdraw at any time, "scooping" or
"folding"; the spoils of war go to the commander he scooped against rather than fought)."""

import random

from tabletop.ai.greedy import GreedyAgent
from tabletop.ai.ismcts import Budget, IsmctsAgent
from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.engine.playout import play_game
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    DISCARD,
    ENGAGEMENT,
    LOGISTICS,
    MANUFACTURING,
    OVER,
    Engagement,
)
from tests.games.hull_breach.support import STATIONS, THREE, A, B, C

CONCEDE = "concede"


def concede(state, seat):
    assert Action(seat, CONCEDE) in GAME.legal_actions(state, seat)
    state, events = GAME.apply(state, Action(seat, CONCEDE))
    return state, [e.text for e in events]


def three_at_war(**kw):
    """B attacks A's station with a Harpy; C looks on; each has a stockpile of their own."""
    state, ids = arrange([*THREE, Piece("harpy-class-cruiser", B), Piece("harpy-class-cruiser", A),
                          Piece("harpy-class-cruiser", C)], players=3, turn=B,
                         stockpiles=[(6, 4), (10, 10), (3, 3)], **kw)
    return state, ids


def test_a_commander_may_concede_at_any_decision_of_his_and_at_any_time_between():
    """7.2.1 "at any time": in his own phases, in the set-up turn, and while another commander
    decides (at the table anyone may say so), but not once out of the game or after it ends."""
    state = GAME.new_game(3)
    for seat in (A, B):                                     # the simultaneous set-up turn
        assert Action(seat, CONCEDE) in GAME.legal_actions(state, seat)
    state, _ids = arrange(STATIONS, phase=MANUFACTURING, turn=A)
    assert [d.seat for d in GAME.pending(state)] == [A]
    assert Action(A, CONCEDE) in GAME.legal_actions(state, A)
    assert GAME.legal_actions(state, B) == [Action(B, CONCEDE)]      # B decides nothing, but may scoop
    assert GAME.validate(state, Action(B, CONCEDE)).ok
    over, _texts = concede(state, B)
    assert GAME.legal_actions(over, A) == [] and not GAME.validate(over, Action(A, CONCEDE)).ok


def test_in_a_two_commander_game_the_other_commander_wins_at_once():
    """7.2.1 and 6.3: the last commander standing is the victor."""
    state, _ids = arrange(STATIONS, phase=MANUFACTURING, turn=A)
    state, texts = concede(state, A)
    assert state.phase == OVER and state.winners == (B,)
    assert texts == ["Commander A concedes.", "Commander A has conceded: Commander A is out of the game.",
                     "Commander B is the last commander standing and wins."]
    assert GAME.outcome(state).winners == (B,)


def test_scooping_against_an_attacker_gives_him_the_spoils_of_war():
    """7.2.1: "The same Spoils of War rule is in effect if a Commander that you declare an attack
    against scoops rather than fights back": B takes A's stockpile (7.1.3.1) and may deploy a card
    of his shipyard free (7.1.3.2); A's cards leave the table (7.1.3.3)."""
    state, ids = three_at_war(phase=ENGAGEMENT)
    state = evolve(state, engagement=Engagement(B, A, step=ATTACK, round=1, fleet=(ids[3],)))
    cmds = list(state.commanders)
    cmds[B] = evolve(cmds[B], shipyard=("harpy-class-cruiser#1.9",))
    state = evolve(state, commanders=tuple(cmds))
    state, texts = concede(state, A)
    assert not state.commanders[A].alive and state.winners is None
    assert (state.commanders[B].resource, state.commanders[B].currency) == (16, 14)
    assert [p.kind for p in state.prompts] == ["spoils"] and state.prompts[0].seat == B
    assert state.engagement is None and state.phase == DISCARD and state.turn == B
    assert all(u.owner != A for u in state.units)
    assert "Commander B takes Commander A's stockpile as spoils of war." in texts


def test_a_bystander_who_scoops_gives_nobody_spoils_and_the_turn_goes_on():
    """7.2.1: only a commander attacked gives spoils by scooping; C, looking on, just leaves."""
    state, ids = three_at_war(phase=ENGAGEMENT)
    state = evolve(state, engagement=Engagement(B, A, step=ATTACK, round=1, fleet=(ids[3],)))
    state, _texts = concede(state, C)
    assert not state.commanders[C].alive and state.winners is None
    assert [(c.resource, c.currency) for c in state.commanders[:2]] == [(6, 4), (10, 10)]
    assert not state.prompts and state.engagement is not None and state.turn == B
    assert [d.seat for d in GAME.pending(state)] == [B]


def test_the_commander_whose_turn_it_is_scoops_and_play_passes_clockwise():
    """7.2.1 and 5.6: B leaves in his own turn, even in the middle of his attack; the engagement
    ends with his fleet gone and C's turn begins."""
    state, ids = three_at_war(phase=MANUFACTURING)
    state, _texts = concede(state, B)
    assert state.turn == C and state.phase == LOGISTICS and state.winners is None
    state, ids = three_at_war(phase=ENGAGEMENT)
    state = evolve(state, engagement=Engagement(B, A, step=ATTACK, round=1, fleet=(ids[3],)))
    state, _texts = concede(state, B)
    assert state.engagement is None and state.turn == C and state.phase == LOGISTICS
    assert (state.commanders[A].resource, state.commanders[A].currency) == (6, 4)      # no spoils


def test_scooping_in_the_set_up_turn_lets_the_others_begin():
    """5.0 and 7.2.1: once everyone left has ended the set-up turn, initiative is rolled."""
    state = GAME.new_game(4, names=["a", "b", "c"])
    state, _events = GAME.apply(state, Action(A, "end"))
    state, _events = GAME.apply(state, Action(C, "end"))
    state, _texts = concede(state, B)
    assert state.phase == LOGISTICS and state.turn in (A, C) and not state.commanders[B].alive


def test_random_play_never_scoops():
    """A player choosing at random never gives the game up (``Game.withdrawals``): random games
    end by the book's other ways."""
    for seed in range(4):
        result = play_game(GAME, seed)
        assert all(a.kind != CONCEDE for a in result.actions)


def test_the_computer_players_do_not_scoop_a_game_they_are_winning():
    """The greedy and ISMCTS players weigh a concession as a loss, so a commander ahead never
    concedes (nor, here, one behind)."""
    state, _ids = arrange([*STATIONS, Piece("phoenix-class-capital-ship", A), Piece("harpy-class-cruiser", A)],
                          phase=ENGAGEMENT, turn=A)
    legal = GAME.legal_actions(state, A)
    assert Action(A, CONCEDE) in legal
    view = GAME.view(state, A)
    for seed in range(3):
        assert GreedyAgent().choose(GAME, view, legal, random.Random(seed)).kind != CONCEDE
    assert IsmctsAgent(Budget(60)).choose(GAME, view, legal, random.Random(1)).kind != CONCEDE


def test_whoever_scoops_whenever_the_game_goes_on_for_the_others():
    """7.2.1 "at any time": in random games of three and four, a random commander concedes at a
    random moment (in a phase, an engagement, a boarding action, the set-up turn); afterwards
    every decision still belongs to a commander in the game who has a move, no card is lost, and
    the game ends."""
    for seed in range(12):
        rng = random.Random(seed)
        players = 3 + seed % 2
        state = GAME.new_game(seed, names=[f"P{i}" for i in range(players)])
        when, moves, cards = rng.randrange(400), 0, GAME.inventory(state)
        while not GAME.is_over(state):
            decisions = GAME.pending(state)
            seat = decisions[0].seat
            assert state.commanders[seat].alive
            legal = GAME.legal_actions(state, seat)
            assert any(a.kind != CONCEDE for a in legal)
            if moves == when:
                quitter = rng.choice([s for s in range(players) if state.commanders[s].alive])
                state, _events = GAME.apply(state, Action(quitter, CONCEDE))
            else:
                choices = GAME.by_chance(legal)
                state, _events = GAME.apply(state, choices[rng.randrange(len(choices))])
            moves += 1
            assert moves < 20_000 and GAME.inventory(state) == cards
