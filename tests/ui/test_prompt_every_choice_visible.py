"""Every choice of a prompt is in view at 1024x640 (in the real window): Hockey's "Play first or
deal?" shows both answers, a Breakaway: CCG face-off or play prompt all of its cards, with no
scrolling; a panel that grew for them stays inside the table and off the seat's hand."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect

from tests.ui.shell_support import SMALL, settle, start_small


def show_seat(qtbot, window, session, seat: int) -> None:
    session.director.seat_changed.emit(seat)
    session.table.set_seat(seat)
    settle(qtbot, window)


def hidden_choices(table) -> list[str]:
    """The labels of the prompt's buttons that are not wholly in view."""
    panel = table.prompt
    viewport = panel.scroll.viewport()
    seen = QRect(viewport.mapTo(table, viewport.rect().topLeft()), viewport.size()).intersected(table.rect())
    cut = []
    for button in panel.buttons:
        rect = QRect(button.mapTo(table, button.rect().topLeft()), button.size())
        if not button.isVisible() or not seen.contains(rect):
            cut.append(" ".join(button.text().split()))
    return cut


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


@pytest.mark.parametrize("size", [SMALL, (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_ccg_face_off_and_play_prompts_show_every_card(qtbot, size):
    window, session = start_small(qtbot, "breakaway-ccg", size)
    controller, table = session.controller, session.table
    seen: dict[str, int] = {}
    for _ in range(14):
        seat = controller.pending_seats()[0]
        show_seat(qtbot, window, session, seat)
        panel = table.prompt
        if panel.isVisible() and len(panel.buttons) >= 4:
            seen[panel.title.text()] = len(panel.buttons)
            check_prompt(table)
            hand = table.hand_rect()
            assert not panel.geometry().intersects(hand), (panel.geometry().getRect(), hand.getRect())
        controller.submit(controller.legal_actions(seat)[0])
    assert any(t.startswith("Face-off") for t in seen) and any(t.startswith("Play a card") for t in seen), seen
