"""The scene set-up every table shares (``SceneTable.set_up_scene``): the view over the table's own
background, the prompt panel under the hover preview under the refusal notice, the banner in the
scene, and the item models kept on the shown seat and the look-back's moment."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from tabletop.ui.board.common.items import Banner
from tabletop.ui.board.common.models import HandModel, PileModel
from tabletop.ui.board.common.scene_table import SceneTable
from tabletop.ui.board.common.table_view import TableView
from tabletop.ui.board.hockey_card_game.table import HockeyTable
from tests.ui.board_helpers import controller, random_moves, to_play

DESIGN = QRectF(0, 0, 800, 500)
FLOOR = QColor("#123456")


class BareTable(SceneTable):
    """The least a scene table is: the shared set-up, then drawing; it draws nothing of its own."""

    def __init__(self, controller, painted: list[QRectF], parent=None):
        super().__init__(controller, parent)
        self.hand_model = HandModel(controller, self.seat, self)
        self.pile_model = PileModel(controller, self.seat, self)

        def floor(painter: QPainter, rect: QRectF) -> None:
            painted.append(QRectF(rect))
            painter.fillRect(rect, FLOOR)

        self.set_seat(1)                    # before the first drawing: only remembered
        self.set_up_scene(DESIGN, "Bare table", background=floor, minimum=(500, 320), inline_prompt=True,
                          banner=QRectF(10, 10, 300, 60), models=(self.hand_model, self.pile_model))
        self.selected = None
        self.start_drawing()

    def refresh(self) -> None:
        if self._ready:
            self.refresh_models()


def bare_table(qtbot, ctl) -> tuple[BareTable, list[QRectF]]:
    painted: list[QRectF] = []
    table = BareTable(ctl, painted)
    qtbot.addWidget(table)
    table.resize(800, 500)
    table.show()
    qtbot.waitExposed(table)
    return table, painted


def test_the_view_fits_the_scene_and_paints_the_tables_background(qtbot):
    ctl = controller()
    table, painted = bare_table(qtbot, ctl)
    assert isinstance(table.view, TableView) and table.view.accessibleName() == "Bare table"
    assert table.scene.sceneRect() == DESIGN
    assert (table.minimumWidth(), table.minimumHeight()) == (500, 320)
    image = table.view.grab().toImage()
    assert painted, "the table's background function was never asked to paint"
    centre = image.pixelColor(image.width() // 2, image.height() // 2)
    assert centre.name() == FLOOR.name()
    # a scene point is found in the table's own coordinates, at the view's zoom
    point = table.scene_point(QPointF(400, 250))
    assert abs(point.x() - (table.view.x() + table.view.width() / 2)) <= 2


def test_prompt_preview_and_notice_stack_and_the_banner_is_in_the_scene(qtbot):
    ctl = controller()
    table, _ = bare_table(qtbot, ctl)
    assert table.prompt.inline
    order = table.children()
    assert order.index(table.prompt) < order.index(table.preview) < order.index(table.notice)
    assert isinstance(table.banner, Banner) and table.banner.scene() is table.scene


def test_models_follow_the_seat_and_the_moment_looked_back_at(qtbot):
    ctl = controller()
    to_play(ctl)
    random_moves(ctl, 4)
    table, _ = bare_table(qtbot, ctl)
    assert table.seat == 1 and table.hand_model.seat == 1, "the seat set while building is the one shown"
    table.set_seat(0)
    assert table.hand_model.ids == tuple(ctl.view(0).hand)
    table.look_back(1)
    past = ctl.game.view(ctl.record.state_at(1), 0)
    assert table.hand_model.ids == tuple(past.hand) and table.pile_model.ids == tuple(past.pile)
    assert table.hand_model.ids != tuple(ctl.view(0).hand)
    table.show_live()
    assert table.hand_model.ids == tuple(ctl.view(0).hand)
    assert table.pile_model.ids == tuple(ctl.view(0).pile)


def test_every_older_table_is_built_by_the_shared_set_up(qtbot):
    """The four older tables all come out of ``set_up_scene``: a view that is a ``TableView``, the
    shared panels, and the hockey table's models kept by the base (no copy of the set-up left)."""
    from tabletop.ui.board import create_table

    for game_id in ("hockey-card-game", "intergalactic-hockey", "breakaway-football", "breakaway-ccg"):
        table = create_table(controller(game_id))
        qtbot.addWidget(table)
        assert isinstance(table.view, TableView), game_id
        assert table.prompt_rect is not None, game_id
        order = table.children()
        assert order.index(table.prompt) < order.index(table.preview) < order.index(table.notice), game_id
        if isinstance(table, HockeyTable):
            assert table._models == (table.hand_model, table.pile_model)
