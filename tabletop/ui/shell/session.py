"""One game on screen: the controller, the table, the chance tray and who is looking.

Kept apart from the main window so that starting, resuming and ending a game is one small
object to create and throw away, and the window only wires menus to it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from tabletop.engine.record import GameRecord
from tabletop.ui.controller import GameController
from tabletop.ui.shell.curtain import Curtain, SeatDirector

TableFactory = Callable[[GameController, QWidget], QWidget]
TrayFactory = Callable[[GameController, QWidget], QWidget]


def default_table_factory(controller: GameController, parent: QWidget) -> QWidget:
    from tabletop.ui.board import create_table

    return create_table(controller, parent)


def default_tray_factory(controller: GameController, parent: QWidget) -> QWidget:
    from tabletop.ui.board.common.chance_tray import ChanceTray

    return ChanceTray(controller, parent)


class GameSession(QObject):
    """Everything that lives exactly as long as one game is open."""

    def __init__(self, record: GameRecord, seats: Sequence[str], table_parent: QWidget, tray_parent: QWidget,
                 curtain: Curtain, *, autosave_path: Path | None, curtain_enabled: bool,
                 fixed_seat: int | None = None, computer_delay_ms: int = 400,
                 table_factory: TableFactory = default_table_factory,
                 tray_factory: TrayFactory = default_tray_factory, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = GameController(record, seats, autosave_path=autosave_path,
                                         computer_delay_ms=computer_delay_ms, parent=self)
        self.table = table_factory(self.controller, table_parent)
        self.tray = tray_factory(self.controller, tray_parent)
        self.default_animation_ms: dict[QWidget, int] = {
            w: int(w.animation_ms) for w in (self.table, self.tray) if hasattr(w, "animation_ms")}
        self.director = SeatDirector(self.controller, curtain, curtain_enabled, fixed_seat, parent=self)
        self.director.seat_changed.connect(self._turn_views)
        self.save_path: Path | None = None

    @property
    def record(self) -> GameRecord:
        return self.controller.record

    @property
    def game(self):
        return self.controller.game

    def _turn_views(self, seat: int | None) -> None:
        self.table.set_seat(seat)
        self.tray.set_seat(seat)
        if seat is not None:
            self.focus_table()

    def focus_table(self) -> None:
        """Give the keyboard to the table (1-9 for the choices, the arrows and Enter for the hand)
        unless something on the table has it already. A seat is shown when a game starts and when
        the curtain lifts; the focus would otherwise fall to the next widget, the game log."""
        focus = self.table.window().focusWidget()
        if focus is not None and (focus is self.table or self.table.isAncestorOf(focus)):
            return
        if self.table.isHidden():
            self.table.show()   # a table just put in the page's layout is shown by it only later
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def start(self) -> None:
        """Show the first seat (behind the curtain in hot-seat play) and let a computer move first."""
        self.director.start()
        self.controller.schedule_computer()

    def close(self) -> None:
        """Stop the computer and remove the widgets; the autosave already holds the game."""
        self.controller.stop()
        self.controller.blockSignals(True)
        for widget in (self.table, self.tray):
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
        self.director.deleteLater()
        self.controller.deleteLater()
        self.deleteLater()
