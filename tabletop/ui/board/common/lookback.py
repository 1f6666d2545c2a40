"""Looking back at a past position, marked on the table itself.

Clicking a line of the game log puts an earlier position on the table. Nothing there can be
played, so the table must never pass for live play: while looking back it wears an amber
frame and a faint wash, and a bar across its top names the move ("Move 4 of 31") with buttons
to step through the moves and to return to live play; the table makes room for the bar, so it
covers nothing. The frame lets the mouse through, so
cards can still be hovered and read; the table itself refuses presses and keys (see
``GameTable``), and steps with the arrow keys like a replay scrubber.

Every table gets this from ``GameTable``; none draws its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

#: The colour of looking back: the frame, the bar's edge.
AMBER = QColor("#ffb020")
#: What a press or a key on a past position says.
READ_ONLY_MESSAGE = ("You are looking back at a past position: nothing can be played here. "
                     "Press Esc or Return to live to play on.")
#: How the keys scrub, said once in the bar's tooltip and the status bar.
KEYS_HINT = "Left and Right step through the moves, Home and End jump, Esc returns to live."

BAR_STYLE = """
#lookBackBar { background: rgb(42, 30, 6); border: 3px solid #ffb020; border-bottom-width: 2px; }
#lookBackBar QLabel { color: #ffe2a6; background: transparent; font-size: 14px; font-weight: 700; }
#lookBackBar QPushButton { background: #5a4210; color: white; border: 1px solid rgba(255,255,255,90);
    border-radius: 7px; padding: 3px 9px; font-size: 14px; font-weight: 600; }
#lookBackBar QPushButton:hover { background: #735617; }
#lookBackBar QPushButton:disabled { color: rgba(255,255,255,90); background: #3c2c0c; }
#lookBackBar QPushButton#lookBackLive { background: #c77d0a; }
#lookBackBar QPushButton#lookBackLive:hover { background: #df8f12; }
#lookBackBar QPushButton:focus { border: 2px solid #ffe2a6; }
"""


@dataclass(frozen=True, slots=True)
class Moment:
    """Which past position is shown: after ``move`` of ``total`` moves, or an unnamed one."""

    move: int | None
    total: int

    def caption(self) -> str:
        if self.move is None:
            return "Looking back at a past position"
        return f"Looking back: move {self.move} of {self.total}"

    @property
    def first(self) -> bool:
        return self.move is not None and self.move <= 1

    @property
    def last(self) -> bool:
        return self.move is not None and self.move >= self.total


class FollowsParent(QObject):
    """Calls ``place`` whenever the watched widget is resized, so an overlay keeps its spot."""

    def __init__(self, parent: QWidget, place) -> None:
        super().__init__(parent)
        self._place = place
        parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False


class LookBackFrame(QWidget):
    """An amber frame and a faint wash over the whole table; the mouse goes straight through."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("lookBackFrame")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._follow = FollowsParent(parent, self.place)
        self.hide()

    def place(self) -> None:
        self.setGeometry(self.parentWidget().rect())

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(60, 40, 0, 40))
        pen = QPen(AMBER, 6)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.drawRect(self.rect().adjusted(3, 3, -3, -3))


class LookBackBar(QFrame):
    """"Looking back: move 4 of 31" with earlier, later and Return to live, at the table's top."""

    earlier = Signal()
    later = Signal()
    live = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("lookBackBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(BAR_STYLE)
        self.setToolTip(KEYS_HINT)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 4, 6, 4)
        row.setSpacing(6)
        self.label = QLabel("", self)
        self.label.setObjectName("lookBackLabel")
        self.label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.earlier_button = self._button("◀", "lookBackEarlier", "The move before (Left)", self.earlier)
        self.later_button = self._button("▶", "lookBackLater", "The move after (Right)", self.later)
        self.earlier_button.setAccessibleName("Earlier move")
        self.later_button.setAccessibleName("Later move")
        self.live_button = self._button("Return to live", "lookBackLive", "Back to the game (Esc)", self.live)
        row.addStretch(1)
        row.addWidget(self.label)
        row.addSpacing(8)
        row.addWidget(self.earlier_button)
        row.addWidget(self.later_button)
        row.addWidget(self.live_button)
        row.addStretch(1)
        self.moment = Moment(None, 0)
        self._follow = FollowsParent(parent, self.place)
        self.hide()

    def _button(self, text: str, name: str, tip: str, signal) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setAutoDefault(True)          # Enter presses the focused button, as in a dialog
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(signal.emit)
        return button

    def show_moment(self, moment: Moment) -> None:
        self.moment = moment
        self.label.setText(moment.caption())
        self.label.setToolTip(f"{moment.caption()}. {KEYS_HINT}")
        self.earlier_button.setEnabled(moment.move is not None and not moment.first)
        self.later_button.setEnabled(moment.move is not None)
        self.place()
        self.show()

    def place(self) -> None:
        """A strip across the top of the table; the table keeps that much room free for it
        (``GameTable``), so the bar hides no part of the board."""
        parent = self.parentWidget()
        self.ensurePolished()
        for child in self.findChildren(QWidget):
            child.ensurePolished()          # the style sheet's padding counts in the size below
        self.layout().invalidate()
        self.setGeometry(QRect(0, 0, parent.width(), self.sizeHint().height()))
