"""How many commanders sit at the table (the introduction: a game "for two or more players"; 7.1:
seasoned commanders like games with three or four others; ruling H4: two to six seats)."""

import json

import pytest

from tabletop.cli import build_parser, main
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.about import INFO


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_simulate_plays_every_table_from_two_to_six(players, capsys):
    """Introduction and 7.1: any number from two up to the table's six plays a whole game headless,
    each commander with a starter deck, and the report counts every seat."""
    assert main(["simulate", "--game", "hull-breach", "--players", str(players), "--games", "1",
                 "--seed", "5", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert len(report["wins"]) == players
    assert sum(report["wins"]) + report["draws"] == 1


def test_six_commanders_sit_clockwise_with_the_two_decks_in_turn():
    """7.1: play passes clockwise round the whole table; the two starter decks are dealt in turn,
    so six commanders set up three of each, every one with a station and five cards."""
    state = GAME.new_game(9, names=[f"P{i}" for i in range(6)])
    assert state.deck_names == ("Skyline Vanguard", "Frontier Strike Group") * 3
    assert all(len(c.hand) == 5 and c.station for c in state.commanders)
    assert [d.seat for d in GAME.pending(state)] == list(range(6))     # the simultaneous set-up turn


def test_the_command_line_names_the_seat_range_from_the_game():
    """The range shown for ``--players`` is the game's own (H4), not a copy that could go stale."""
    parser = build_parser()
    simulate = parser._subparsers._group_actions[0].choices["simulate"]
    text = simulate.format_help()
    assert f"Hull Breach!: {INFO.players_text}" in " ".join(text.split())
    assert INFO.players_text == "2-6"
