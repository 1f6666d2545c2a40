"""The dice-and-coin tray: every cut, shuffle, die and coin of the game, newest shown large.

Chance is where players most suspect a program of cheating, so the tray shows each result
as it happened, with a short roll so a new one is noticed, and the full list below to check
later. It reads the record's events filtered by ``Event.visible_to(seat)``: a private draw
never reaches another seat's tray.

A game may go a long time without any chance (Breakaway: CCG shuffles before the first move),
so the tray says whether it has anything to show (``has_chance``, ``chance_available``) and the
window hides it until then, rather than give up room to an empty box. The caption under the
large result is as tall as its text needs: a result is never cut mid-sentence.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEasingCurve,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QListView, QSizePolicy, QVBoxLayout, QWidget

from tabletop.games.standard_deck import standard_deck
from tabletop.ui.cards import card_painter, card_size

KindRole = Qt.ItemDataRole.UserRole + 1
#: The result as data: {"card": id} or {"die": n, "sides": s} or {"coin": "heads"}; {} for a shuffle.
ResultRole = Qt.ItemDataRole.UserRole + 2
StepRole = Qt.ItemDataRole.UserRole + 3

_Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class ChanceEntry:
    step: int          # index of the action whose events include this one
    kind: str
    text: str
    result: dict[str, Any]


def _result_of(data: dict[str, Any], kind: str = "", text: str = "") -> dict[str, Any]:
    """Only the keys the tray draws, so unrelated event data never shows up in it.

    A ``die`` event that gives its ``result`` and names its die at the start of its text ("d10
    (Harpy at Seagull): 7", Hull Breach!) is a die of that many sides."""
    result: dict[str, Any] = {}
    named = re.match(r"d(\d+)\b", text)
    if kind == "die" and "die" not in data and isinstance(data.get("result"), int) and named:
        return {"die": data["result"], "sides": int(named.group(1))}
    card = data.get("card")
    if isinstance(card, str) and card in standard_deck().by_id:
        result["card"] = card            # other games' cards have no picture here; the text names them
    if isinstance(data.get("die"), int):
        result["die"] = data["die"]
        result["sides"] = int(data.get("sides", 6))
    if data.get("coin") is not None:
        result["coin"] = str(data["coin"])
    return result


class ChanceModel(QAbstractListModel):
    """Rows are the chance events the viewing seat may see, oldest first."""

    def __init__(self, controller, seat: int | None = None, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.seat = seat
        self._entries: list[ChanceEntry] = []
        controller.changed.connect(self.refresh)
        self.refresh()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return entry.text
        if role == KindRole:
            return entry.kind
        if role == ResultRole:
            return dict(entry.result)
        if role == StepRole:
            return entry.step
        return None

    def roleNames(self) -> dict[int, bytes]:
        names = dict(super().roleNames())
        names.update({KindRole: b"kind", ResultRole: b"result", StepRole: b"step"})
        return names

    @property
    def entries(self) -> tuple[ChanceEntry, ...]:
        return tuple(self._entries)

    def latest(self) -> ChanceEntry | None:
        return self._entries[-1] if self._entries else None

    def set_seat(self, seat: int | None) -> None:
        self.seat = seat
        self.refresh()

    def refresh(self, *_events: Any) -> None:
        new = [ChanceEntry(n, e.kind, e.text, _result_of(e.data, e.kind, e.text))
               for n, step in enumerate(self.controller.record.steps)
               for e in step.events if e.chance and e.visible_to(self.seat)]
        old = self._entries
        if new == old:
            return
        if len(new) > len(old) and new[:len(old)] == old:
            self.beginInsertRows(QModelIndex(), len(old), len(new) - 1)
            self._entries = new
            self.endInsertRows()
        elif len(new) < len(old) and old[:len(new)] == new:      # undo
            self.beginRemoveRows(QModelIndex(), len(new), len(old) - 1)
            self._entries = new
            self.endRemoveRows()
        else:
            self.beginResetModel()
            self._entries = new
            self.endResetModel()


class ChanceFace(QWidget):
    """The latest result drawn large: a card, a die, a coin, or a shuffled deck.

    Its height is the picture's plus what the caption needs at the current width, so a long
    sentence ("Fire calls heads; the coin shows tails. Lightning wins the toss.") wraps onto
    more lines instead of being cut.
    """

    PICTURE_HEIGHT = 112    # in a small window; a tall tray gives the picture more (set_picture_height)
    PICTURE_MAX = 200
    CAPTION_PX = 13
    MARGIN = 8

    def __init__(self, parent=None):
        super().__init__(parent)
        self.result: dict[str, Any] = {}
        self.kind = ""
        self.caption = "No chance yet"
        self._reserve = self.caption  # the text the height is made for (the real one while rolling)
        self.picture_height = self.PICTURE_HEIGHT
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._fit_height()

    def set_picture_height(self, height: int) -> None:
        if height != self.picture_height:
            self.picture_height = height
            self._fit_height()
            self.update()

    def caption_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(self.CAPTION_PX)
        return font

    def caption_rect(self, width: int | None = None, text: str | None = None) -> QRectF:
        """Where the caption is drawn: below the picture, as tall as the wrapped text."""
        width = self.width() if width is None else width
        inner = max(1, width - 2 * self.MARGIN)
        metrics = QFontMetrics(self.caption_font())
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        height = metrics.boundingRect(0, 0, inner, 100_000, flags, text if text is not None else self.caption).height()
        return QRectF(self.MARGIN, self.picture_height + 4, inner, max(height, metrics.height()))

    def height_for(self, width: int, text: str) -> int:
        return int(self.caption_rect(width, text).bottom()) + self.MARGIN

    def sizeHint(self) -> QSize:
        return QSize(220, self.height_for(max(self.width(), 220), self._reserve))

    def minimumSizeHint(self) -> QSize:
        return QSize(120, self.height_for(max(self.width(), 120), self._reserve))

    def _fit_height(self) -> None:
        needed = self.height_for(max(self.width(), 120), self._reserve)
        if self.height() != needed or self.minimumHeight() != needed:
            self.setFixedHeight(needed)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def show_result(self, kind: str, result: dict[str, Any], caption: str, reserve: str | None = None) -> None:
        """Draw ``result`` with ``caption``; ``reserve`` is the text to keep room for (while a
        roll shows "…", the real caption's height, so the tray does not jump when it lands)."""
        self.kind, self.result, self.caption = kind, dict(result), caption
        self._reserve = caption if reserve is None else reserve
        self._fit_height()
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        area = QRectF(4, 4, self.width() - 8, self.picture_height - 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#1d3b2e"))     # its own felt, legible on any palette
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)
        centre = area.center()
        side = min(area.height(), area.width()) * 0.9
        if "card" in self.result:
            pixmap = card_painter().face(self.result["card"], card_size(side / 1.4), self.devicePixelRatioF())
            size = pixmap.deviceIndependentSize()
            painter.drawPixmap(QPointF(centre.x() - size.width() / 2, centre.y() - size.height() / 2), pixmap)
        elif "die" in self.result:
            self._paint_die(painter, centre, side * 0.75, int(self.result["die"]))
        elif "coin" in self.result:
            self._paint_coin(painter, centre, side * 0.42, str(self.result["coin"]))
        elif self.kind:
            self._paint_shuffle(painter, centre, side)
        painter.setPen(QColor("#e8efe9"))
        painter.setFont(self.caption_font())
        painter.drawText(self.caption_rect(), Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
                         self.caption)
        painter.end()

    def _paint_die(self, painter: QPainter, centre: QPointF, side: float, value: int) -> None:
        box = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
        painter.setPen(QPen(QColor("#3a3f45"), 2))
        painter.setBrush(QColor("#fbfaf5"))
        painter.drawRoundedRect(box, side * 0.16, side * 0.16)
        spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
                 4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
                 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}.get(value)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#1c2127"))
        if spots is None:     # a die with more than six sides shows its number
            font = QFont(self.font())
            font.setPixelSize(int(side * 0.5))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#1c2127"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(value))
            return
        step = side / 4
        for col, row in spots:
            painter.drawEllipse(QPointF(box.left() + step * (col + 1), box.top() + step * (row + 1)),
                                side * 0.08, side * 0.08)

    def _paint_coin(self, painter: QPainter, centre: QPointF, radius: float, face: str) -> None:
        painter.setPen(QPen(QColor("#8a6d1f"), 3))
        painter.setBrush(QColor("#e0b84a"))
        painter.drawEllipse(centre, radius, radius)
        font = QFont(self.font())
        font.setPixelSize(int(radius * 0.9))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#5c4710"))
        letter = face[:1].upper() or "?"
        painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2),
                         Qt.AlignmentFlag.AlignCenter, letter)

    def _paint_shuffle(self, painter: QPainter, centre: QPointF, side: float) -> None:
        size = card_size(side / 1.9)
        back = card_painter().back(size, self.devicePixelRatioF())
        for i, angle in enumerate((-14, 0, 14)):
            painter.save()
            painter.translate(centre.x() + (i - 1) * size.width() * 0.35, centre.y())
            painter.rotate(angle)
            painter.drawPixmap(QPointF(-size.width() / 2, -size.height() / 2), back)
            painter.restore()


class ChanceTray(QWidget):
    """The latest result large (with a short roll), and every earlier one listed below.

    ``chance_available`` says when the tray first has something to show, or has nothing again
    (after an undo, or turned to a seat that may see none of it).
    """

    chance_available = Signal(bool)

    def __init__(self, controller, parent: QWidget | None = None, seat: int | None = None):
        super().__init__(parent)
        self.controller = controller
        #: Length of the roll animation; 0 shows a new result at once (tests, reduced motion).
        self.animation_ms = 600
        self.model = ChanceModel(controller, seat, self)
        self.face = ChanceFace(self)
        self.list = QListView(self)
        self.list.setModel(self.model)
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.list.setSelectionMode(QListView.SelectionMode.NoSelection)
        self.list.setAccessibleName("Chance results")
        self.list.setSpacing(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.face)
        layout.addWidget(self.list, 1)
        self._roll = QVariantAnimation(self)
        self._roll.setStartValue(0.0)
        self._roll.setEndValue(1.0)
        self._roll.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._roll.valueChanged.connect(self._tumble)
        self._roll.finished.connect(self._land)
        self._rng = random.Random()
        self.model.rowsInserted.connect(self._on_new)
        self.model.modelReset.connect(self._land)
        self.model.rowsRemoved.connect(self._land)
        self._had_chance = self.has_chance()
        for signal in (self.model.rowsInserted, self.model.rowsRemoved, self.model.modelReset):
            signal.connect(self._check_available)
        self._land()
        self.list.setVisible(self._had_chance)  # an empty list would be a blank white box

    def resizeEvent(self, event) -> None:
        """The picture grows with a tall tray (a big window) and keeps to 112 px in a small one."""
        super().resizeEvent(event)
        face = self.face
        face.set_picture_height(max(face.PICTURE_HEIGHT, min(face.PICTURE_MAX, round(self.height() * 0.3))))

    def has_chance(self) -> bool:
        """Whether there is any result for the shown seat."""
        return self.model.rowCount() > 0

    def _check_available(self, *_args: Any) -> None:
        now = self.has_chance()
        self.list.setVisible(now)
        if now != self._had_chance:
            self._had_chance = now
            self.chance_available.emit(now)

    def set_seat(self, seat: int | None) -> None:
        self.model.set_seat(seat)
        self._land()

    def rolling(self) -> bool:
        return self._roll.state() == QVariantAnimation.State.Running

    def _on_new(self, *_args: Any) -> None:
        self.list.scrollToBottom()
        if self.animation_ms <= 0:
            self._land()
            return
        self._roll.stop()
        self._roll.setDuration(self.animation_ms)
        self._roll.start()
        self._tumble(0.0)  # at once: the face takes the new caption's height from the first frame

    def _tumble(self, _value: Any) -> None:
        """Show random faces of the same kind while the roll runs; the real one lands at the end."""
        entry = self.model.latest()
        if entry is None:
            return
        result = dict(entry.result)
        if "card" in result:
            result["card"] = self._rng.choice(standard_deck().cards).id
        if "die" in result:
            result["die"] = self._rng.randint(1, result.get("sides", 6))
        if "coin" in result:
            result["coin"] = self._rng.choice(("heads", "tails"))
        self.face.show_result(entry.kind, result, "…", reserve=entry.text)

    def _land(self, *_args: Any) -> None:
        entry = self.model.latest()
        if entry is None:
            self.face.show_result("", {}, "No chance yet")
        else:
            self.face.show_result(entry.kind, entry.result, entry.text)
