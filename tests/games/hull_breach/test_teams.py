"""Team games (the introduction: "the last player or team standing is the victor"; ruling H28: the
``teams`` option, two sides of two or three seated alternately, sharing the victory)."""

import json

import pytest

from tabletop.cli import main
from tabletop.engine.actions import Action
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.combat import eliminate
from tabletop.games.hull_breach.evaluation import evaluate
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ENGAGEMENT, OVER, allies_of, side_of
from tests.games.hull_breach.support import work

TEAMS = {"teams": "on"}


def four(*pieces, options=TEAMS, **kw):
    stations = [Piece("skyline-defense-hq", 0), Piece("orion-frontier-outpost", 1),
                Piece("meridian-exchange-tower", 2), Piece("orion-frontier-outpost", 3)]
    return arrange([*stations, *pieces], players=4, options=options, **kw)


def test_teams_are_off_unless_chosen_and_seat_allies_alternately():
    """Introduction ("player or team"): a game is every commander for himself unless the players
    choose teams; then seats 1 and 3 face seats 2 and 4 round the table (H28)."""
    assert dict(GAME.new_game(1, names=["a", "b", "c", "d"]).options)["teams"] == "off"
    state = GAME.new_game(1, TEAMS, names=["a", "b", "c", "d", "e", "f"])
    assert [side_of(state.options, s) for s in range(6)] == [0, 1, 0, 1, 0, 1]
    assert allies_of(state.options, 6, 1) == (3, 5)
    assert allies_of(GAME.new_game(1, names=["a", "b", "c", "d"]).options, 4, 1) == ()


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_team_game_needs_four_or_six_commanders(players):
    """H28: two even sides, so four or six seats."""
    with pytest.raises(ValueError, match="four or six commanders"):
        GAME.new_game(1, TEAMS, names=[f"P{i}" for i in range(players)])


def test_allies_do_not_attack_each_other():
    """5.5.1: an attack is declared on an opposing commander; in a team game an ally is not one
    (H28), so seat 1 may attack seats 2 and 4 only."""
    state, _ids = four(Piece("harpy-class-cruiser", 0), phase=ENGAGEMENT, turn=0)
    engage = [a.args[0] for a in GAME.legal_actions(state, 0) if a.kind == "engage"]
    assert engage == [1, 3]
    verdict = GAME.validate(state, Action(0, "engage", (2,)))
    assert not verdict.ok and "not of your team" in verdict.reason
    alone, _ids = four(Piece("harpy-class-cruiser", 0), options=None, phase=ENGAGEMENT, turn=0)
    assert [a.args[0] for a in GAME.legal_actions(alone, 0) if a.kind == "engage"] == [1, 2, 3]


def test_the_game_goes_on_while_each_team_has_a_station():
    """6.3: a fallen station takes its commander out; the game goes on "until there is only one
    Commander or team left standing"."""
    state, _ids = four(phase=ENGAGEMENT, turn=1)
    w = work(state)
    eliminate(w, 0, by=1)
    eliminate(w, 3, by=2)
    assert w.winners is None and w.phase != OVER


def test_the_last_team_standing_wins_together():
    """Introduction and 6.3: when the other team's last station falls, both allies win, the one
    whose own station fell earlier too."""
    state, _ids = four(phase=ENGAGEMENT, turn=1)
    w = work(state)
    eliminate(w, 3, by=2)          # seat 4 of team 2 is out first
    eliminate(w, 0, by=1)
    eliminate(w, 2, by=1)
    assert w.winners == (1, 3) and w.phase == OVER
    assert [e.text for e in w.events if e.kind == "game-over"] == [
        "Commander B and Commander D are the last team standing and win."]
    outcome = GAME.outcome(w.freeze())
    assert outcome.winners == (1, 3) and outcome.text == "Commander B and Commander D are the last team standing."


def test_the_computer_players_weigh_a_team_together():
    """H28: a seat's allies count as its own side, so a seat with a strong ally and a weak fleet of
    its own is ahead, where alone it would be behind."""
    fleet = [Piece("dragon-class-battleship", 2), Piece("dragon-class-battleship", 2)]
    team, _ids = four(*fleet)
    alone, _ids = four(*fleet, options=None)
    assert evaluate(GAME, team, 0) > 0 > evaluate(GAME, alone, 0)


@pytest.mark.parametrize("players", [4, 6])
def test_simulate_plays_team_games(players, capsys):
    """H28: ``--option teams=on`` plays whole team games of four and six, a win counting for every
    seat of the winning team."""
    assert main(["simulate", "--game", "hull-breach", "--players", str(players), "--option", "teams=on",
                 "--games", "2", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["options"] == TEAMS
    for side in (0, 1):
        assert len({report["wins"][s] for s in range(side, players, 2)}) == 1   # allies win together
    assert main(["simulate", "--game", "hull-breach", "--players", "3", "--option", "teams=on"]) == 2
