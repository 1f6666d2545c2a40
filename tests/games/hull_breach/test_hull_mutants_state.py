"""Hull Breach! positions (``state.py``): the physical copy ids every card carries, the options a
game was made with, and which of a unit's figures (book 1.0: attack dice, defense, wounds) differ
from the printed card (issue 20: mutation tests of ``state.py``).

The functions are called afresh with ids no other test uses, so ``card_of``'s cache never answers
for them."""

from __future__ import annotations

import pytest

from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.state import Figures, HullState, card_of, owner_of, physical_id


def test_a_physical_copy_names_its_card_its_owner_and_its_copy():
    """Each card in a deck is one physical copy (book 2.1 counts copies per deck; the no-loss
    invariant follows each one): its id is the card id, the owning seat and the copy number."""
    pid = physical_id("state-test-frigate", 3, 17)
    assert pid == "state-test-frigate#3.17"
    assert card_of(pid) == "state-test-frigate"
    assert owner_of(pid) == 3
    assert owner_of(physical_id("state-test-frigate", 0, 2)) == 0
    assert owner_of(physical_id("state-test-frigate", 12, 105)) == 12


def test_card_and_owner_are_read_from_either_side_of_the_one_hash_sign():
    """The card part ends at the ``#`` and the owner sits between it and the copy number, even for
    a card id with a dot in it (the card schema allows only letters, digits and dashes)."""
    pid = physical_id("mk.2-state-probe", 4, 3)
    assert card_of(pid) == "mk.2-state-probe"
    assert owner_of(pid) == 4
    assert card_of("lone-state-card") == "lone-state-card"


def test_every_unit_and_card_of_a_new_game_belongs_to_its_seat():
    """4.2-4.4: each commander deploys the station and modules of his own deck and draws from his
    own shipyard, so every copy in a new game names the seat that holds it as its owner."""
    state = GAME.new_game(5)
    for seat, cmd in enumerate(state.commanders):
        for pid in (cmd.station, *cmd.hand, *cmd.shipyard):
            assert owner_of(pid) == seat
            assert card_of(pid) in GAME.by_id
    for u in state.units:
        assert owner_of(u.pid) == u.owner and card_of(u.pid) == u.card


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


def figures(attack, defense, wounds, printed):
    return Figures(attack, defense, wounds, wounds, *printed)


def test_changed_figures_are_those_that_differ_from_the_printed_card():
    """1.0 prints attack dice, defense and wounds; modules, Breakthrus and engagement cards change
    them (2.2, 2.5, 3.4.5). A figure equal to the printed one is not changed."""
    assert figures(5, 7, 3, (5, 7, 3)).changed() == ()
    assert figures(6, 7, 3, (5, 7, 3)).changed() == ("attack",)
    assert figures(5, 8, 3, (5, 7, 3)).changed() == ("defense",)
    assert figures(5, 7, 4, (5, 7, 3)).changed() == ("wounds",)
    assert figures(4, 6, 2, (5, 7, 3)).changed() == ("attack", "defense", "wounds")


def test_a_figure_the_card_does_not_print_is_never_changed():
    """A Module - Station prints no defense and shares its station's (2.2, 6.4.3): showing the
    pooled defense is not a change; neither is a figure a card lacks altogether."""
    assert figures(None, 7, 2, (None, None, 2)).changed() == ()
    assert figures(3, 7, 2, (None, None, 2)).changed() == ()
    assert figures(None, None, None, (None, None, None)).changed() == ()
    assert figures(None, 7, 5, (None, None, 2)).changed() == ("wounds",)
