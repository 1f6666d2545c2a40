"""Undo against the computer: Edit > Undo takes back your last move and the computer's reply, so it
is your move again (and the game never waits on a computer that was not asked to move)."""

from __future__ import annotations

from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.shell.app import create_app
from tests.ui.shell_support import make_window


def test_undo_takes_back_your_move_and_the_computers_reply(qtbot):
    create_app([])
    window = make_window(qtbot)
    game = registry().get("hockey-card-game")
    window.start_session(GameRecord(game, 4), ["human", "computer:easy"])
    controller = window.session.controller

    def my_turn() -> bool:
        return not controller.is_thinking and game.pending(controller.state)[0].seat == 0

    while True:             # past the cut and the lead (chance), to a card the computer answered
        qtbot.waitUntil(my_turn, timeout=10_000)
        steps = controller.record.steps
        if len(steps) >= 2 and steps[-1].action.seat == 1 and steps[-2].action.seat == 0 \
                and not steps[-2].irreversible and not steps[-1].irreversible:
            break
        assert controller.submit(controller.legal_actions(0)[0]).ok
    mine = controller.record.steps[-2]
    count = len(controller.record.steps)
    held = len(game.view(controller.state, 0).hand)

    assert window.undo()
    qtbot.wait(200)                                   # a computer that wrongly had the move would take it
    assert len(controller.record.steps) == count - 2 and my_turn()
    assert controller.record.state is controller.record.state_at(count - 2)
    # the card you played is back in your hand (how many you may play depends on the matching rule)
    assert mine.action in controller.legal_actions(0) and len(game.view(controller.state, 0).hand) == held + 1
