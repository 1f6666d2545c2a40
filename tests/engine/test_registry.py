import pytest

from tabletop.engine.errors import DuplicateGameError, UnknownGameError
from tabletop.engine.registry import Registry
from tabletop.games import registry
from tabletop.games.hockey_card_game import GAME, HockeyCardGame


def test_registry_lists_games_explicitly_by_id():
    reg = registry()
    assert "hockey-card-game" in reg
    assert reg.get("hockey-card-game") is GAME
    assert reg.ids()[0] == "hockey-card-game"


def test_duplicate_ids_are_refused():
    reg = Registry([GAME])
    with pytest.raises(DuplicateGameError, match="hockey-card-game"):
        reg.register(HockeyCardGame())


def test_unknown_game_names_the_registered_ones():
    with pytest.raises(UnknownGameError, match="registered: hockey-card-game"):
        registry().get("chess")


def test_every_game_describes_itself():
    for game in registry():
        info = game.info
        assert info.name and info.summary.count("\n") == 1, "summary is two lines"
        assert len(info.how_to_play) > 200
        assert info.min_players <= info.max_players
        for option in info.options:
            assert option.default in [c[0] for c in option.choices]


def test_option_values_must_match_in_type_too():
    with pytest.raises(ValueError):
        GAME.check_options({"must_match": 1})
    assert GAME.check_options({"must_match": False})["must_match"] is False
