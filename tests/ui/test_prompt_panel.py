"""The shared prompt panel (offscreen): numbered choices, keys 1-9, wrapped labels, its place over
the view, readable text at any zoom, and the stacking under the card preview and the notice."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsScene, QLabel, QVBoxLayout, QWidget

from tabletop.ui.board.common.prompt_panel import Choice, PromptPanel, stack_overlays, wrap_words
from tabletop.ui.board.common.table_view import TableView

LONG = "Use the purple ability: the puck moves from the slot by the east net to behind the east net"


class Host(QWidget):
    """A table stand-in: a view of a 1280x800 scene with a panel over it."""

    def __init__(self, inline: bool = False):
        super().__init__()
        self.scene = QGraphicsScene(QRectF(0, 0, 1280, 800), self)
        self.view = TableView(self.scene, self, QRectF(0, 0, 1280, 800), "test")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.panel = PromptPanel(self, inline=inline)
        self.pressed: list[int] = []

    def on_rescaled(self) -> None:
        pass


def make_host(qtbot, size=(1280, 800), inline=False) -> Host:
    host = Host(inline)
    qtbot.addWidget(host)
    host.resize(*size)
    host.show()
    qtbot.waitExposed(host)
    return host


def choices(host: Host, labels) -> list[Choice]:
    return [Choice(label, lambda n=n: host.pressed.append(n), kind) for n, (label, kind) in enumerate(labels)]


def test_buttons_are_numbered_and_keys_press_them(qtbot):
    host = make_host(qtbot)
    host.panel.show_prompt("Your move", "Pick one", choices(host, [("Shoot", "shoot"), ("Pass", "")]), True)
    host.panel.place(host.view, QRectF(800, 400, 440, 200))
    assert [" ".join(b.text().split()) for b in host.panel.buttons] == ["1 Shoot", "2 Pass"]
    assert host.panel.labels() == ["Shoot", "Pass"]
    assert host.panel.press_key(Qt.Key.Key_2) and host.pressed == [1]
    assert not host.panel.press_key(Qt.Key.Key_9) and host.pressed == [1]
    qtbot.mouseClick(host.panel.buttons[0], Qt.MouseButton.LeftButton)
    assert host.pressed == [1, 0]
    assert host.panel.buttons[0].property("tone") == "loud"


def test_the_panel_takes_exactly_its_scene_rectangle(qtbot):
    """No minimum size pushes it over what lies next to it on a small table."""
    host = make_host(qtbot, (760, 420))
    host.panel.show_prompt("Waiting for Ben", "", ())
    rect = QRectF(780, 398, 484, 168)
    host.panel.place(host.view, rect)
    expected = host.view.mapFromScene(rect).boundingRect().translated(host.view.pos())
    assert host.panel.geometry() == expected


@pytest.mark.parametrize("size", [(760, 420), (1280, 800), (1920, 1080)])
def test_long_labels_wrap_inside_their_buttons(qtbot, size):
    host = make_host(qtbot, size)
    host.panel.show_prompt("Choose", "", choices(host, [(LONG, ""), ("End the turn", "end"), ("Shoot", "shoot")]), True)
    host.panel.place(host.view, QRectF(780, 398, 484, 168))
    QApplication.processEvents()
    room = host.panel.scroll.viewport().width()
    for button in host.panel.buttons:
        metrics = button.fontMetrics()
        widest = max(metrics.horizontalAdvance(line) for line in button.text().split("\n"))
        assert widest <= button.contentsRect().width(), (button.text(), button.width())
        assert button.geometry().right() < room
    assert "\n" in host.panel.buttons[0].text()          # the long one wrapped rather than being cut


def test_text_is_never_under_ten_pixels(qtbot):
    host = make_host(qtbot, (640, 400))                   # zoom 0.5
    host.panel.show_prompt("Title", "A hint", choices(host, [("Shoot", "shoot")]), True)
    host.panel.place(host.view, QRectF(780, 398, 484, 168))
    for widget in [host.panel.title, host.panel.hint, *host.panel.buttons]:
        widget.ensurePolished()
        assert widget.font().pixelSize() >= 10 or widget.font().pointSizeF() * widget.logicalDpiY() / 72 >= 10


def test_no_question_hides_the_panel(qtbot):
    host = make_host(qtbot)
    host.panel.show_prompt("Choose", "", choices(host, [("Shoot", "shoot")]))
    assert host.panel.isVisible()
    host.panel.clear()
    assert not host.panel.isVisible() and host.panel.buttons == []


def test_inline_panel_puts_the_buttons_in_one_row_when_they_fit(qtbot):
    host = make_host(qtbot, inline=True)
    host.panel.show_prompt("Kickoff: choose", "", choices(host, [("Kick deep", ""), ("Onside kick", "")]), True)
    host.panel.place(host.view, QRectF(40, 560, 1200, 46))
    QApplication.processEvents()
    first, second = host.panel.buttons
    assert first.geometry().top() == second.geometry().top() and first.geometry().right() < second.geometry().left()


def test_the_same_choices_keep_their_buttons_and_their_new_actions(qtbot):
    host = make_host(qtbot)
    host.panel.show_prompt("Choose", "", choices(host, [("Shoot", "shoot")]))
    button = host.panel.buttons[0]
    later: list[str] = []
    host.panel.show_prompt("Choose", "", [Choice("Shoot", lambda: later.append("new"), "shoot")])
    assert host.panel.buttons[0] is button
    host.panel.press(0)
    assert later == ["new"] and host.pressed == []


def test_wrap_words_keeps_every_word():
    label = QLabel()
    text = wrap_words(LONG, label.fontMetrics(), 120)
    assert text.split() == LONG.split() and text.count("\n") >= 2


def test_stacking_puts_the_notice_over_the_preview_over_the_panel(qtbot):
    host = make_host(qtbot)
    preview, notice = QLabel("preview", host), QLabel("notice", host)
    host.panel.raise_()
    stack_overlays(host.panel, preview, notice)
    order = [c for c in host.children() if isinstance(c, QWidget)]
    assert order.index(host.panel) < order.index(preview) < order.index(notice)


@pytest.mark.parametrize("size, hint_shown", [((760, 420), False), ((1920, 1080), True)])
def test_in_a_small_panel_the_hint_gives_way_to_the_question_and_first_choice(qtbot, size, hint_shown):
    host = make_host(qtbot, size)
    hint = "Click a lit area of the rink (or drag the puck there) to move the puck."
    host.panel.show_prompt("Before the face-off: switch up to two cards with your bench, or keep your cards.",
                           hint, choices(host, [("Done with the bench", "done"), ("Keep", "keep")]), True)
    host.panel.place(host.view, QRectF(780, 398, 484, 168))
    QApplication.processEvents()
    panel = host.panel
    assert panel.hint.isVisible() == hint_shown
    assert panel.toolTip() == ("" if hint_shown else hint)
    assert panel.title.heightForWidth(panel.title.width()) <= panel.title.height()
    first = panel.buttons[0]
    assert first.mapTo(panel, first.rect().bottomLeft()).y() <= panel.rect().bottom()


def test_new_choices_relabel_the_buttons_already_made(qtbot):
    """A move changes the choices (a hand card gone): the panel keeps its buttons, gives each
    its new choice, label and tone, and makes or removes only the difference."""
    host = make_host(qtbot)
    host.panel.place(host.view, QRectF(800, 400, 440, 200))
    host.panel.show_prompt("Deploy", "", choices(host, [("Shoot", "shoot"), ("Deploy A", ""), ("End", "end")]), True)
    first = list(host.panel.buttons)
    fewer = [Choice("Deploy B", lambda: host.pressed.append("B"), "end"),
             Choice("Shoot", lambda: host.pressed.append("S"), "shoot")]
    host.panel.show_prompt("Deploy", "", fewer, True)
    assert host.panel.buttons == first[:2] and len(host.panel.buttons) == 2
    assert [" ".join(b.text().split()) for b in host.panel.buttons] == ["1 Deploy B", "2 Shoot"]
    assert [b.property("tone") for b in host.panel.buttons] == ["quiet", "loud"]
    assert [b.toolTip() for b in host.panel.buttons] == ["Deploy B (key 1)", "Shoot (key 2)"]
    qtbot.mouseClick(host.panel.buttons[0], Qt.MouseButton.LeftButton)
    assert host.panel.press_key(Qt.Key.Key_2)
    assert host.pressed == ["B", "S"]
    more = choices(host, [(f"Choice {n}", "") for n in range(4)])
    host.panel.show_prompt("Deploy", "", more, True)
    assert host.panel.buttons[:2] == first[:2] and len(host.panel.buttons) == 4
    assert [b.property("tone") for b in host.panel.buttons] == [""] * 4
    assert host.panel.press(3) and host.pressed[-1] == 3
    assert all(b.isVisible() for b in host.panel.buttons)
