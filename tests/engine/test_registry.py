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


def test_games_load_their_data_once_even_from_several_threads():
    import threading

    from tabletop.games.intergalactic_hockey import IntergalacticHockey

    game = IntergalacticHockey()
    assert "cards" not in game.__dict__, "card data must wait for first use"
    results = []
    threads = [threading.Thread(target=lambda: results.append(len(game.card_ids))) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [16] * 8
    with pytest.raises(AttributeError):
        _ = game.no_such_attribute


def test_a_lazily_registered_game_is_made_on_first_use_and_must_match_its_info():
    made = []

    def make():
        made.append(1)
        return HockeyCardGame()

    reg = Registry()
    reg.register_lazy(GAME.info, make)
    assert "hockey-card-game" in reg and reg.info("hockey-card-game") is GAME.info and not made
    game = reg.get("hockey-card-game")
    assert reg.get("hockey-card-game") is game and made == [1]
    with pytest.raises(DuplicateGameError):
        reg.register(GAME)
    wrong = Registry()
    wrong.register_lazy(registry().info("breakaway-ccg"), HockeyCardGame)
    with pytest.raises(RuntimeError, match="not the one registered"):
        wrong.get("breakaway-ccg")
    with pytest.raises(UnknownGameError):
        reg.info("chess")
