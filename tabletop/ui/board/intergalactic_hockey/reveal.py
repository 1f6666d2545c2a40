"""The reveal of Intergalactic Hockey Showdown: the latest play read from the record, and the
banner that flips both cards across the rink and names the outcome.

``read_last_play`` reads only public events, so the banner and the table's last-play panel say
the same to either seat and to a spectator. The banner is a scene item over the rink; while it
shows, the table hides its last-play panel, which says the same thing smaller.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from tabletop.ui.board.common.items import GOLD, INK, MUTED
from tabletop.ui.board.intergalactic_hockey.draw import font

#: Width of each card the banner flips (scene units).
REVEAL_W = 122

#: Outcome event kinds and the words and colour of their reveal banner.
OUTCOMES = {
    "goal": ("GOAL!", QColor("#ffd34d")),
    "save": ("SAVED!", QColor("#7cc7ff")),
    "tie": ("TIE", QColor("#e2e8f0")),
    "faceoff": ("FACE-OFF", QColor("#c4b5fd")),
}
#: Events worth a line under the outcome in the reveal banner and the last-play panel.
DETAILS = ("penalty", "bruiser", "bruisers", "cancel", "ability", "swap", "refbot-turn", "discard", "refbot")


@dataclass(frozen=True, slots=True)
class LastPlay:
    """The most recent reveal, read from the game's public events."""

    cards: tuple[str | None, str | None]
    faceoff: bool
    outcome: str | None          # an OUTCOMES kind once the play is resolved
    winner: int | None           # the seat the outcome favours, when there is one
    text: str                    # the outcome sentence
    details: tuple[str, ...]


def read_last_play(steps) -> LastPlay | None:
    """The latest reveal and what followed it, from the record's public events."""
    collected: list = []
    for step in reversed(steps):
        collected[:0] = [e for e in step.events if e.audience is None]
        if any(e.kind == "reveal" for e in step.events):
            break
    else:
        return None
    start = max(i for i, e in enumerate(collected) if e.kind == "reveal")
    events = collected[start:]
    reveal = events[0]
    outcome = next((e for e in events if e.kind in OUTCOMES), None)
    winner = None
    if outcome is not None:
        winner = outcome.data.get("seat", outcome.data.get("winner", outcome.data.get("puck")))
    return LastPlay(tuple(reveal.data.get("cards", (None, None))), bool(reveal.data.get("faceoff")),
                    outcome.kind if outcome is not None else None, winner,
                    outcome.text if outcome is not None else "", tuple(e.text for e in events if e.kind in DETAILS))


def outcome_title(play: LastPlay) -> str:
    title = OUTCOMES[play.outcome][0] if play.outcome else "REVEAL"
    if play.outcome == "faceoff":
        title = "FACE-OFF WON" if play.winner is not None else "FACE-OFF TIED"
    return title


class RevealOverlay(QGraphicsObject):
    """The reveal moment: both cards flip face up across the rink, with the outcome in big letters."""

    def __init__(self, rect: QRectF):
        super().__init__()
        self._rect = rect
        self.title = ""
        self.lines: tuple[str, ...] = ()
        self.colour = GOLD
        self.faces: list[Any] = []        # (pixmap face, pixmap back, caption) left then right
        self.flip = 1.0                   # 0: backs showing, 1: faces showing
        self.setZValue(60)
        self.setVisible(False)
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self._done)
        self._total = 0

    def boundingRect(self) -> QRectF:
        return self._rect

    def show_reveal(self, title: str, lines: tuple[str, ...], colour: QColor, faces: list[Any],
                    duration_ms: int) -> None:
        self.title, self.lines, self.colour, self.faces = title, lines, QColor(colour), faces
        self._anim.stop()
        self.setOpacity(1.0)
        self.setVisible(True)
        self._total = duration_ms
        if duration_ms > 0:
            self.flip = 0.0
            self._anim.setDuration(duration_ms)
            self._anim.start()
        else:
            self.flip = 1.0
        self.update()

    def dismiss(self) -> None:
        self._anim.stop()
        self.setVisible(False)

    def _step(self, value) -> None:
        """The first fifth flips the cards, then it holds, and the last fifth fades out."""
        t = float(value)
        self.flip = min(1.0, t / 0.2)
        self.setOpacity(1.0 if t < 0.8 else max(0.0, (1.0 - t) / 0.2))
        self.update()

    def _done(self) -> None:
        self.setVisible(False)

    def mousePressEvent(self, event) -> None:
        self.dismiss()
        event.accept()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.title:
            return
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        r = self._rect
        painter.setPen(QPen(QColor(self.colour.red(), self.colour.green(), self.colour.blue(), 200), 3))
        painter.setBrush(QColor(6, 10, 28))      # opaque: nothing on the rink shows through the words
        painter.drawRoundedRect(r, 22, 22)
        turned = self.flip >= 0.5      # the outcome appears once the cards have turned
        painter.setFont(font(46, True))
        title_rect = QRectF(r.left(), r.top() + 10, r.width(), 60)
        title = self.title if turned else "REVEAL"
        painter.setPen(QColor(0, 0, 0, 170))
        painter.drawText(title_rect.translated(3, 3), Qt.AlignmentFlag.AlignCenter, title)
        painter.setPen(self.colour if turned else INK)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignCenter, title)
        height = REVEAL_W * 1.4
        top = r.top() + 80
        for n, (face, back, caption) in enumerate(self.faces):
            cx = r.center().x() + (-1 if n == 0 else 1) * (REVEAL_W / 2 + 26)
            painter.setPen(INK)
            painter.setFont(font(16, True))
            painter.drawText(QRectF(cx - 110, top + height + 6, 220, 24), Qt.AlignmentFlag.AlignCenter, caption)
            if face is None:
                painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(cx - REVEAL_W / 2, top, REVEAL_W, height), 10, 10)
                painter.drawText(QRectF(cx - REVEAL_W / 2, top, REVEAL_W, height), Qt.AlignmentFlag.AlignCenter,
                                 "no card")
                continue
            showing = face if self.flip >= 0.5 else back
            squeeze = abs(self.flip * 2 - 1)
            painter.save()
            painter.translate(cx, top + height / 2)
            painter.scale(max(0.02, squeeze), 1.0)
            painter.drawPixmap(QRectF(-REVEAL_W / 2, -height / 2, REVEAL_W, height), showing,
                               QRectF(showing.rect()))
            painter.restore()
        painter.setPen(QPen(QColor(255, 255, 255, 140), 2))
        painter.setFont(font(26, True))
        painter.drawText(QRectF(r.center().x() - 26, top, 52, height), Qt.AlignmentFlag.AlignCenter, "vs")
        painter.setFont(font(14))
        painter.setPen(MUTED)
        painter.drawText(QRectF(r.left(), r.bottom() - 30, r.width() - 18, 22),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "Click or Esc to close")
        y = top + height + 36
        for i, line in enumerate(self.lines[:3] if turned else ()):
            painter.setFont(font(17 if i == 0 else 14, i == 0))
            painter.setPen(INK if i == 0 else MUTED)
            painter.drawText(QRectF(r.left() + 16, y, r.width() - 32, 24), Qt.AlignmentFlag.AlignCenter,
                             painter.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, int(r.width() - 32)))
            y += 26


__all__ = ["DETAILS", "OUTCOMES", "LastPlay", "RevealOverlay", "outcome_title", "read_last_play"]
