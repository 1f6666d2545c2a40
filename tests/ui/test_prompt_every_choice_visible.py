"""Every choice of a prompt is in view at 1024x640 (in the real window): Hockey's "Play first or
deal?" shows both answers with no scrolling, and the panel stays inside the table. Breakaway:
CCG's face-off and play prompts are checked the same way (``hidden_choices``) by the test of the
prompt's own column, test_prompt_beside_what_it_would_cover."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tests.ui.shell_support import SMALL, hidden_choices, show_seat, start_small


def check_prompt(table) -> None:
    panel = table.prompt
    assert panel.isVisible() and panel.buttons
    assert not hidden_choices(table), (panel.title.text(), hidden_choices(table), panel.geometry().getRect())
    assert panel.scroll.verticalScrollBar().maximum() == 0          # nothing to scroll to
    assert table.rect().contains(panel.geometry())


@pytest.mark.parametrize("size", [SMALL, (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_hockey_play_first_or_deal_shows_both_answers(qtbot, size):
    window, session = start_small(qtbot, "hockey-card-game", size)
    controller, table = session.controller, session.table
    for _ in range(10):
        if controller.view(None).phase == "choose":
            break
        seat = controller.pending_seats()[0]
        controller.submit(controller.legal_actions(seat)[0])
    seat = controller.pending_seats()[0]
    show_seat(qtbot, window, session, seat)
    assert table.prompt.title.text() == "Play first or deal?"
    assert table.prompt.labels() == ["Play first", "Deal"]
    check_prompt(table)
