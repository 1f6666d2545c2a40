"""The joined side trusts nothing the host sends: views decode only into the game's own classes,
updates are read whole or refused, and a move chosen in an old update is refused as stale.

Issue 48: the joining side checks the host's messages as the host checks the joined seat's
(size, JSON, version, fields), so a broken or hostile host gets a sentence, never a crash or
arbitrary objects.
"""

from __future__ import annotations

import copy
import json

import pytest

from tabletop.engine.actions import Action
from tabletop.games import registry
from tabletop.remote import wire
from tabletop.remote.protocol import MAX_HOST_BYTES, VERSION, ProtocolError, parse_host
from tabletop.remote.seat import JoinedSeat
from tabletop.remote.wire import WireError
from tests.remote.helpers import Table

HOCKEY = registry().get("hockey-card-game")


def joined_seat(table: Table) -> tuple[JoinedSeat, dict]:
    welcome, update = table.join(1)
    seat = JoinedSeat.welcome(welcome, registry())
    seat.update(update)
    return seat, update


@pytest.mark.parametrize("tag", ["os:system", "builtins:dict", "tabletop.games.hull_breach.state:HullView",
                                 "tabletop.games.hockey_card_game.state:nothing_here", "subprocess:Popen",
                                 "tabletop.games.hockey_card_game:GAME"])
def test_a_view_naming_a_class_outside_the_game_or_the_engine_is_refused(tag):
    with pytest.raises(WireError):
        wire.decode({"c": tag, "f": {}}, HOCKEY)


def test_a_view_decodes_into_the_very_view_the_host_made():
    table = Table()
    seat, _ = joined_seat(table)
    assert seat.view == HOCKEY.view(table.record.state, 1)
    assert wire.decode(wire.encode(seat.view), HOCKEY) == seat.view


@pytest.mark.parametrize("value", [{"t": [{"t": []}] * 2, "x": 1}, {"m": [[[], 1]]}, {"s": [[1]]},
                                   {"c": "tabletop.engine.actions:Action", "f": {"seat": 1}}, {"q": 1}])
def test_values_that_are_not_tagged_right_are_refused(value):
    with pytest.raises(WireError):
        wire.decode(value, HOCKEY)


def test_deep_nesting_is_refused_not_recursed_into():
    value: object = 1
    for _ in range(200):
        value = {"t": [value]}
    with pytest.raises(WireError):
        wire.decode(value, HOCKEY)


def test_an_update_that_does_not_read_whole_changes_nothing():
    table = Table()
    seat, update = joined_seat(table)
    before = (seat.view, seat.legal, seat.position)
    for broken in ({**update, "legal": [{"seat": 0, "kind": "cut"}]}, {**update, "view": {"t": []}},
                   {**update, "over": True}, {**update, "position": -1}, {**update, "events": [{"kind": "x"}]},
                   {k: v for k, v in update.items() if k != "decisions"}):
        with pytest.raises(WireError):
            seat.update(copy.deepcopy(broken))
        assert (seat.view, seat.legal, seat.position) == before


def test_a_welcome_for_another_rules_version_or_an_unknown_game_is_refused():
    table = Table()
    welcome = table.join(1)[0]
    with pytest.raises(WireError, match="version"):
        JoinedSeat.welcome({**welcome, "rules_version": HOCKEY.version + 1}, registry())
    with pytest.raises(WireError, match="does not have"):
        JoinedSeat.welcome({**welcome, "game": "chess"}, registry())


def test_the_host_side_is_bounded_and_checked_too():
    with pytest.raises(ProtocolError):
        parse_host(b"x" * (MAX_HOST_BYTES + 1))
    with pytest.raises(ProtocolError, match="seq"):
        parse_host(json.dumps({"v": VERSION, "type": "update"}).encode())          # no seq
    with pytest.raises(ProtocolError, match="unknown message type"):
        parse_host(json.dumps({"v": VERSION, "type": "shell", "seq": 1}).encode())


def test_a_move_chosen_before_the_game_moved_on_is_refused_as_stale_without_a_strike():
    table = Table()
    seat, _ = joined_seat(table)
    old = seat.position
    table.submit(Action(0, "cut"))              # the host's seat moves; a newer update goes out
    table.flush()
    replies = table.send(1, type="act", seq=1, action={"seat": 1, "kind": "cut", "args": []}, position=old)
    assert [m.get("code") for m in replies] == ["stale"]
    assert table.referee.sessions[1].strikes == 0 and len(table.record.steps) == 1
    replies = table.send(1, type="act", seq=2, action={"seat": 1, "kind": "cut", "args": []},
                         position=table.referee.position)
    assert replies[-1]["type"] == "update" and len(table.record.steps) == 2
