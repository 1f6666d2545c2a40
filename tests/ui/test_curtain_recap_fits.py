"""The hot-seat curtain's recap ("Since Ana last looked: …") is never cut off: a football play's
eight long sentences show whole from 1024x640 up, and on a curtain too short for them the recap
scrolls."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.shell_support import make_window


def scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def seen_rect(widget: QWidget, within: QWidget) -> QRect:
    """The part of ``widget`` (in ``within``'s coordinates) not cut off by any parent up to ``within``."""
    rect = QRect(widget.mapTo(within, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not within:
        rect = rect.intersected(QRect(parent.mapTo(within, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return rect.intersected(within.rect())


def football_curtain(qtbot, size: tuple[int, int]):
    """A hot-seat football game some plays in, with the curtain up over a long recap."""
    window = make_window(qtbot)
    window.resize(*size)
    session = window.start_new(GameSetup("breakaway-football", ["human", "human"], ["Ana", "Ben"], 5, {}))
    ctl = session.controller
    rng = random.Random(3)
    for _ in range(40):
        seat = ctl.pending_seats()[0]
        assert ctl.submit(rng.choice(ctl.legal_actions(seat))).ok
    qtbot.waitUntil(lambda: window.curtain.isVisible() and window.curtain.summary.isVisible())
    qtbot.wait(1)            # the curtain's layout is laid out on the next turn of the event loop
    return window


def check_whole_or_scrolls(curtain) -> bool:
    """The recap's words are laid out whole, and whatever of them is out of view is a scroll
    away, on a scroll bar inside the curtain. Returns whether all of it is in view."""
    summary = curtain.summary
    assert summary.text().count("\n") >= 6, summary.text()        # a long recap
    assert summary.height() >= summary.heightForWidth(summary.width())
    seen = seen_rect(summary, curtain)
    scroll = scroll_area_of(summary)
    if seen.height() >= summary.height():
        assert scroll is None or not scroll.verticalScrollBar().isVisible()
        return True
    assert scroll is not None, "the recap is cut off and nothing scrolls"
    bar = scroll.verticalScrollBar()
    assert bar.isVisible() and bar.maximum() >= summary.height() - seen.height() - 1
    assert curtain.rect().contains(QRect(bar.mapTo(curtain, QPoint(0, 0)), bar.size()))
    return False


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_whole_recap_shows(qtbot, size):
    window = football_curtain(qtbot, size)
    assert check_whole_or_scrolls(window.curtain)


def test_a_recap_too_long_for_the_curtain_scrolls(qtbot):
    """Less room than the words need (large system fonts, a short screen): the recap keeps a few
    lines in view and scrolls, and nothing of the curtain's other words is pushed out."""
    window = football_curtain(qtbot, (1024, 640))
    curtain = window.curtain
    curtain.setGeometry(curtain.x(), curtain.y(), curtain.width(), 330)
    qtbot.waitUntil(lambda: curtain.height() == 330)
    qtbot.wait(1)            # the curtain's layout is laid out on the next turn of the event loop
    assert not check_whole_or_scrolls(curtain)
    for label in (curtain.title, curtain.hint, curtain.summary_heading):
        assert seen_rect(label, curtain).height() == label.height(), label.text()
