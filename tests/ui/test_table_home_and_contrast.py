"""A magnified table opens at home (the shown seat's own hand in view), the shell's docks give
back the room a larger scale took, and in high contrast the Intergalactic Hockey Showdown and
Hull Breach! tables draw their words and edges light on plain black (``tabletop.ui.theme``).
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from tabletop.games import registry
from tabletop.ui import theme
from tabletop.ui.board.common.items import Panel, TextItem
from tabletop.ui.board.common.scene_table import SceneTable
from tabletop.ui.board.hull_breach import layout as L
from tabletop.ui.board.intergalactic_hockey.wrap_text import WrapText
from tests.ui.board_helpers import shown_table
from tests.ui.shell_support import start_small
from tests.ui.test_accessible_names import played_for_a_while

GAMES = [game.id for game in registry()]




def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def hand_on_screen(table: SceneTable) -> tuple[QRectF, QRectF]:
    """The own hand's cards and the view's uncovered part, both in viewport pixels."""
    hand = QRectF(table.view.mapFromScene(table.hand_scene_rect()).boundingRect())
    return hand, QRectF(table.view.free_room())


# ----- home ------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_opened_at_200_percent_shows_its_own_hand_first(qtbot, plain_afterwards, game_id):
    """The own hand is where a player looks first: a magnified table opens with it in the part
    of the view no prompt covers, and after a hand-over the next seat starts at its own hand."""
    theme.apply(plain_afterwards, theme.Theme(200))
    table = shown_table(qtbot, played_for_a_while(game_id, 2, 20), SceneTable, 0, (1280, 800))
    settle()
    assert table.view.magnified()
    hand, free = hand_on_screen(table)
    assert not hand.isEmpty(), "the seat holds cards"
    assert free.intersects(hand) and free.contains(hand.center()), (game_id, hand, free)
    for bar in (table.view.horizontalScrollBar(), table.view.verticalScrollBar()):
        bar.setValue(bar.minimum())         # the player scrolls to the far corner
    settle()
    table.set_seat(None)                    # the curtain
    table.set_seat(1)                       # the next player
    settle()
    hand, free = hand_on_screen(table)
    if not hand.isEmpty():
        assert free.contains(hand.center()), (game_id, hand, free)


def test_intergalactic_at_150_percent_opens_on_the_hand_and_the_slot_it_is_played_to(qtbot, plain_afterwards):
    """The question of the moment (choose a card to play face down) is about the own slot: where
    the hand and the slot both fit, a magnified table opens with both in view."""
    theme.apply(plain_afterwards, theme.Theme(150))
    ctl = played_for_a_while("intergalactic-hockey", 2, 0)
    table = shown_table(qtbot, ctl, SceneTable, 0, (1280, 800))
    settle()
    assert (0, "play") in ctl.view(0).awaiting
    subject = table.prompt_subject_rect()
    assert not subject.isEmpty()
    slot = QRectF(table.view.mapFromScene(subject).boundingRect())
    hand, free = hand_on_screen(table)
    assert free.contains(slot) and free.contains(hand), (slot, hand, free)


def test_a_table_scrolled_by_the_player_stays_where_it_was_put(qtbot, plain_afterwards):
    """Home is only where the table starts: once the player scrolls, a new layout keeps their
    place (the point in the middle of the view) rather than jumping back to the hand."""
    theme.apply(plain_afterwards, theme.Theme(200))
    table = shown_table(qtbot, played_for_a_while("intergalactic-hockey", 2, 20), SceneTable, 0, (1280, 800))
    settle()
    bar = table.view.verticalScrollBar()
    bar.setValue(bar.minimum())
    settle()
    top = table.view.mapToScene(table.view.viewport().rect().center())
    table.resize(1290, 800)
    settle()
    assert abs(table.view.mapToScene(table.view.viewport().rect().center()).y() - top.y()) < 20


# ----- the docks -------------------------------------------------------------------------------
def test_docks_grown_at_200_percent_shrink_back_at_100_percent(qtbot, plain_afterwards):
    """The log dock made as low as it may be at 100 % grows to its content's minimum at 200 %;
    back at 100 % it returns to the player's height at once, and the table gets the room back."""
    window, session = start_small(qtbot, "hockey-card-game", (1280, 800))
    window.dock_fit.set_tray_wanted(True)
    window.dock_fit._on_chance(True)
    settle()
    window.resizeDocks([window.log_dock], [window.log_dock.minimumSizeHint().height()], Qt.Orientation.Vertical)
    settle()
    low, table_height = window.log_dock.height(), session.table.height()
    window.appearance.scale_actions[200].trigger()
    settle()
    assert window.log_dock.height() > low, "the larger words need a taller dock"
    window.appearance.scale_actions[theme.SYSTEM].trigger()
    settle()
    assert window.log_dock.height() == low
    assert session.table.height() == table_height


# ----- high contrast ---------------------------------------------------------------------------
def luminance(colour: QColor) -> float:
    """WCAG relative luminance of ``colour`` laid over black (its alpha taken into account)."""
    def channel(value: int) -> float:
        c = value * colour.alphaF() / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast_on_black(colour: QColor) -> float:
    return (luminance(colour) + 0.05) / 0.05


@pytest.mark.parametrize("moves", [0, 7, 20, 45])
def test_intergalactic_words_and_edges_are_light_on_black_in_high_contrast(qtbot, plain_afterwards, moves):
    """Every word the Intergalactic Hockey Showdown table draws reads at 7:1 or more on black
    (WCAG AAA), and every panel's and empty slot's edge at 3:1 (a slot is marked by nothing else)."""
    theme.apply(plain_afterwards, theme.Theme(high_contrast=True))
    table = shown_table(qtbot, played_for_a_while("intergalactic-hockey", 2, moves), SceneTable, 0, (1280, 800))
    settle()
    words = [i for i in table.scene.items() if isinstance(i, (TextItem, WrapText)) and i.isVisible() and i.text]
    assert words
    dim = [(i.text, i.colour.name()) for i in words if contrast_on_black(i.colour) < 7]
    assert not dim, dim
    panels = [i for i in table.scene.items() if isinstance(i, Panel) and i.isVisible()]
    faint = [(i.boundingRect(), i.border.name(), i.border.alpha()) for i in panels
             if contrast_on_black(i.border) < 3]
    assert not faint, faint


def test_the_hull_breach_table_is_black_in_high_contrast(qtbot, plain_afterwards):
    """Hull Breach! paints its ground plain black in high contrast like every table, its boxes'
    edges white, and a commander's plate black while they are not deciding."""
    table = shown_table(qtbot, played_for_a_while("hull-breach", 2, 12), SceneTable, 0, (1280, 800))
    settle()
    theme.apply(plain_afterwards, theme.Theme(high_contrast=True))
    settle()
    view = table.view
    design = view._design
    image = QImage(int(design.width()), int(design.height()), QImage.Format.Format_RGB32)
    image.fill(QColor("#ff00ff"))
    painter = QPainter(image)
    painter.translate(-design.topLeft())
    view.drawBackground(painter, design)
    painter.end()
    boxes = [frame for frame, _edge in view.frames] + [L.STATUS_RECT, L.DICE_RECT]
    bare = 0
    for x in range(int(design.left()) + 3, int(design.right()) - 3, 37):
        for y in range(int(design.top()) + 3, int(design.bottom()) - 3, 29):
            if any(box.adjusted(-3, -3, 3, 3).contains(QPointF(x, y)) for box in boxes):
                continue
            bare += 1
            assert image.pixelColor(int(x - design.left()), int(y - design.top())) == QColor("#000000"), (x, y)
    assert bare > 20
    status = L.STATUS_RECT
    assert image.pixelColor(int(status.center().x() - design.left()),
                            int(status.center().y() - design.top())) == QColor("#000000")
    faint = [edge.name() for _frame, edge in view.frames if contrast_on_black(edge) < 4.5]
    assert not faint, "each battlefield's edge shows clearly on black"
    deciding = {d.seat for d in table._pending()}
    for seat, plate in table.plate_items.items():
        if seat not in deciding:
            assert plate.fill == QColor("#000000"), seat
