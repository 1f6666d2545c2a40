"""Every byte the host sends a joined seat holds only what that seat may see.

Issue 48: nothing a seat may not see leaves the host (no other hand, no deck order, no seed, no
hidden event text). Over whole random games of every registered game, with every seat joined,
each line sent to a seat is searched for every card id ``Game.hidden_from`` reports for that
seat at that moment, and for the seed; and the view each seat decodes is exactly the host's
``view`` for it.
"""

from __future__ import annotations

import json
import random

import pytest

from tabletop.engine.playout import seat_names
from tabletop.games import registry
from tabletop.remote import wire
from tabletop.remote.referee import Referee
from tests.remote.helpers import Table

GAMES = [info.id for info in registry().infos()]
#: A seed long enough that its digits cannot turn up by chance in a count or a score.
SEED = 7_355_608_941_226_017


def seat_lines(table: Table, checked: dict[int, int]) -> list[tuple[int, bytes]]:
    """Lines sent since the last call, per connection (connection n sits at seat n)."""
    fresh = []
    for conn, lines in table.raw.items():
        fresh += [(conn, line) for line in lines[checked.get(conn, 0):]]
        checked[conn] = len(lines)
    return fresh


def assert_nothing_hidden(table: Table, lines: list[tuple[int, bytes]]) -> None:
    """The seed nowhere; no card hidden from the seat now in its view or decisions. The events of
    the step just taken may name a card shown in passing (played, then gathered into the deck):
    they are exactly the step's events whose audience includes the seat. The legal actions are
    exactly the engine's for the seat, and name nothing hidden from it either (Hull Breach!'s
    conscription names a card, not a copy in the face-down shipyard)."""
    game, state = table.game, table.record.state
    step_events = table.record.steps[-1].events if table.record.steps else ()
    for conn, line in lines:
        text = line.decode("ascii")
        assert str(SEED) not in text
        message = json.loads(text)
        events = message.pop("events", [])
        legal = message.pop("legal", [])
        if message["type"] == "update":
            assert legal == [wire.action_data(a) for a in game.legal_actions(state, conn)] or not legal
        rest = json.dumps(message) + json.dumps(legal)     # the decisions too
        hidden = game.hidden_from(state, conn)
        leaked = sorted(card for card in hidden if json.dumps(card) in rest)
        assert not leaked, f"seat {conn} was sent {leaked[:5]} it may not see"
        if events:
            assert events == [wire.event_data(e) for e in step_events if e.visible_to(conn)]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_no_line_to_a_seat_names_a_card_it_may_not_see_over_a_whole_game(game_id):
    game = registry().get(game_id)
    players = min(game.info.max_players, 3)     # Hull Breach! with three commanders, all joined
    table = Table(game_id, SEED, names=seat_names(game, players))
    table.referee = Referee(game, range(players), lambda: table.record.state, table.submit, clock=table.clock,
                            mover=table.mover)
    for seat in range(players):
        assert [m["type"] for m in table.join(seat, seat)] == ["welcome", "update"]
    checked: dict[int, int] = {}
    assert_nothing_hidden(table, seat_lines(table, checked))
    rng = random.Random(game_id)
    seqs = [0] * players
    for step in range(3000):
        state = table.record.state
        if game.is_over(state):
            break
        seat = game.pending(state)[0].seat
        update = table.latest(seat)
        assert update["legal"], "the seat to move is sent its legal actions"
        choice = update["legal"][rng.randrange(len(update["legal"]))]
        seqs[seat] += 1
        table.send(seat, type="act", seq=seqs[seat], action=choice)
        table.clock.now += 1.0
        assert_nothing_hidden(table, seat_lines(table, checked))
        for s in range(players) if step % 10 == 0 else ():
            assert wire.decode(table.latest(s)["view"], game) == game.view(table.record.state, s)
    assert game.is_over(table.record.state)
    assert all(table.latest(s)["over"] and table.latest(s)["outcome"] for s in range(players))
