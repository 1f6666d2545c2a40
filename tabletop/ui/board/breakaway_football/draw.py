"""The Breakaway Football field and scoreboard, built as scene items from one public view.

The field is drawn the same way for every seat: seat 0 (the home team in the
options) defends the left end zone, so a drive toward the right is
seat 0's and toward the left is seat 1's. Ball positions in the view count yard lines
(of five yards) from the offense's own goal line; ``field_x`` turns them into scene x.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem

from tabletop.games.breakaway_football.state import FIRST_DOWN_LINES, GOAL
from tabletop.ui.board.breakaway_football.cards import team_colours
from tabletop.ui.board.common.items import GOLD, INK, MUTED, Panel, TextItem

#: The scene's design size, which the view fits to the table.
SCENE = QRectF(0, 0, 1280, 800)
FIELD = QRectF(40, 104, 1200, 220)
END_ZONE = 80
LINE_W = (FIELD.width() - 2 * END_ZONE) / GOAL      # scene units per five-yard line
QUARTER_NAMES = {1: "1st quarter", 2: "2nd quarter", 3: "3rd quarter", 4: "4th quarter", 5: "Overtime"}
PHASE_WORDS = {
    "toss": "Coin toss", "choose": "Kick or receive", "kickoff": "Kickoff", "try": "Try after touchdown",
    "equalize": "Levelling the clock", "call": "Calling plays", "special": "Special play",
    "retrieve": "Time out", "audible": "Audible?", "challenge": "Challenge?", "penalty": "Penalty",
    "modifier": "Breakaway", "ice": "Icing the kicker", "over": "Game over",
}


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


def absolute_line(view: Any, ball: int) -> int:
    """Yard lines from the left goal line, for a ball counted from the offense's own goal."""
    return ball if view.offense == 0 else GOAL - ball


def field_x(line: float) -> float:
    return FIELD.left() + END_ZONE + line * LINE_W


def down_words(view: Any) -> str:
    nth = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}.get(view.down, f"{view.down}th")
    if view.two_point:
        return "Two-point try"
    togo = "Goal" if view.target >= GOAL else str((view.target - view.ball) * 5)
    return f"{nth} & {togo}"


def spot_words(view: Any) -> str:
    yards = view.ball * 5
    name = view.names[view.offense]
    if yards < 50:
        return f"{name} own {yards}"
    if yards == 50:
        return "midfield"
    return f"opponent's {100 - yards}"


class FieldItem(QGraphicsItem):
    """Grass in five-yard stripes, end zones in team colours, yard numbers, first-down lines."""

    def __init__(self, view: Any, team_names: tuple[str, str]):
        super().__init__()
        self.view = view
        self.team_names = team_names
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        return FIELD.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        view = self.view
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(GOAL):
            painter.setBrush(QColor("#3f8f47") if i % 2 == 0 else QColor("#37813f"))
            painter.drawRect(QRectF(field_x(i), FIELD.top(), LINE_W + 0.5, FIELD.height()))
        # End zones: the left belongs to seat 0, the right to seat 1.
        for seat, left in ((0, FIELD.left()), (1, FIELD.right() - END_ZONE)):
            primary, secondary = team_colours(view.teams[seat])
            zone = QRectF(left, FIELD.top(), END_ZONE, FIELD.height())
            grad = QLinearGradient(zone.topLeft(), zone.topRight())
            grad.setColorAt(0, primary.darker(115))
            grad.setColorAt(1, primary)
            painter.setBrush(QBrush(grad))
            painter.drawRect(zone)
            painter.save()
            painter.translate(zone.center())
            painter.rotate(-90 if seat == 0 else 90)
            painter.setFont(font(28, True))
            painter.setPen(secondary)
            painter.drawText(QRectF(-FIELD.height() / 2, -END_ZONE / 2, FIELD.height(), END_ZONE),
                             Qt.AlignmentFlag.AlignCenter, self.team_names[seat].upper())
            painter.restore()
        # Yard lines every five yards, heavier every ten; hash marks between.
        for i in range(GOAL + 1):
            x = field_x(i)
            heavy = i % 2 == 0
            painter.setPen(QPen(QColor(255, 255, 255, 235 if heavy else 150), 3 if i in (0, GOAL) else (2 if heavy else 1)))
            painter.drawLine(QPointF(x, FIELD.top()), QPointF(x, FIELD.bottom()))
        painter.setPen(QPen(QColor(255, 255, 255, 120), 1))
        for i in range(GOAL * 5):
            x = field_x(i / 5)
            for y in (FIELD.top() + 70, FIELD.bottom() - 70):
                painter.drawLine(QPointF(x, y - 4), QPointF(x, y + 4))
        # Yard numbers at every ten yards.
        painter.setFont(font(22, True))
        for i in range(2, GOAL, 2):
            yards = min(i, GOAL - i) * 5
            for y in (FIELD.top() + 8, FIELD.bottom() - 36):
                painter.setPen(QColor(255, 255, 255, 215))
                painter.drawText(QRectF(field_x(i) - 30, y, 60, 28), Qt.AlignmentFlag.AlignCenter, str(yards))
        painter.setPen(QPen(QColor("white"), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(FIELD)


class FirstDownMarks(QGraphicsItem):
    """The lines that give a first down on this drive (each 20 and midfield), and the goal."""

    def __init__(self, view: Any):
        super().__init__()
        self.view = view
        self.setZValue(-3)

    def boundingRect(self) -> QRectF:
        return FIELD.adjusted(-4, -20, 4, 20)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        view = self.view
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for line in FIRST_DOWN_LINES[:-1]:
            x = field_x(absolute_line(view, line))
            ahead = line > view.ball
            colour = QColor("#ff8c1a") if ahead else QColor(255, 140, 26, 90)
            # A little sideline marker at each first-down line.
            for y, sign in ((FIELD.top(), -1), (FIELD.bottom(), 1)):
                poly = QPolygonF([QPointF(x, y), QPointF(x - 7, y + sign * 13), QPointF(x + 7, y + sign * 13)])
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawPolygon(poly)
        if not ball_in_play(view):
            return
        if view.target < GOAL:
            x = field_x(absolute_line(view, view.target))
            painter.setPen(QPen(QColor("#ffe133"), 5))
            painter.drawLine(QPointF(x, FIELD.top() + 2), QPointF(x, FIELD.bottom() - 2))
            # the line named on it, not by its colour alone: the line to gain for a first down
            words = font(13, True)
            width = QFontMetricsF(words).horizontalAdvance("TO GAIN") + 10
            tag = QRectF(x - width / 2, FIELD.center().y() + 28, width, 20)
            painter.setPen(QPen(QColor("#1f2430"), 1))
            painter.setBrush(QColor("#ffe133"))
            painter.drawRoundedRect(tag, 4, 4)
            painter.setFont(words)
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, "TO GAIN")


class BallMarker(QGraphicsItem):
    """The line of scrimmage, the ball on it and an arrow showing the drive's direction."""

    def __init__(self, view: Any):
        super().__init__()
        self.view = view
        self.setZValue(2)

    def boundingRect(self) -> QRectF:
        return FIELD.adjusted(-10, -20, 10, 20)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        view = self.view
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        x = field_x(absolute_line(view, view.ball))
        painter.setPen(QPen(QColor("#4fb3ff"), 4))
        painter.drawLine(QPointF(x, FIELD.top() + 2), QPointF(x, FIELD.bottom() - 2))
        cy = FIELD.center().y()
        direction = 1 if view.offense == 0 else -1
        primary, _ = team_colours(view.teams[view.offense])
        # The arrow: which way the offense drives.
        arrow = QPolygonF([QPointF(x + direction * 62, cy), QPointF(x + direction * 40, cy - 16),
                           QPointF(x + direction * 40, cy + 16)])
        painter.setPen(QPen(QColor("white"), 2))
        painter.setBrush(primary)
        painter.drawPolygon(arrow)
        painter.drawRect(QRectF(min(x + direction * 22, x + direction * 41), cy - 6, 19, 12))
        ball = QRectF(x - 20, cy - 12, 40, 24)
        painter.setPen(QPen(QColor("white"), 2))
        painter.setBrush(QColor("#8a4b22"))
        painter.drawEllipse(ball)
        painter.drawLine(QPointF(x - 8, cy), QPointF(x + 8, cy))
        for i in (-4, 0, 4):
            painter.drawLine(QPointF(x + i, cy - 4), QPointF(x + i, cy + 4))


def ball_in_play(view: Any) -> bool:
    """Whether a scrimmage spot exists now (not before the kickoff, between a score and the kick, or at the end)."""
    return view.phase not in ("toss", "choose", "kickoff", "try", "over")


#: Where event banners (TOUCHDOWN!, INTERCEPTED!) appear: across the lower part of the field,
#: below the ball, its arrow and the down box, so the spot and the calls stay in sight.
BANNER_BAND = QRectF(FIELD.left(), FIELD.center().y() + 24, FIELD.width(), FIELD.bottom() - FIELD.center().y() - 26)


def ball_rect(view: Any) -> QRectF:
    """The scene rectangle of the ball and its direction arrow (as ``BallMarker`` paints them)."""
    x = field_x(absolute_line(view, view.ball))
    cy = FIELD.center().y()
    return QRectF(x - 64, cy - 17, 128, 34)


def down_box(view: Any) -> QRectF:
    """The down-and-distance box, beside the ball on the side the offense drives toward."""
    x = field_x(absolute_line(view, view.ball))
    box = QRectF(0, 0, 210, 34)
    left = x + 16 if view.offense == 0 else x - 16 - box.width()
    left = max(FIELD.left() + 6, min(FIELD.right() - box.width() - 6, left))
    box.moveTo(left, FIELD.top() + 44)
    return box


def field_items(view: Any) -> list[QGraphicsItem]:
    names = tuple(_team_name(view, s) for s in (0, 1))
    items: list[QGraphicsItem] = [FieldItem(view, names), FirstDownMarks(view)]
    if ball_in_play(view):
        items.append(BallMarker(view))
        # The down and distance box, floating over the field beside the ball.
        box = down_box(view)
        items.append(Panel(box, QColor(10, 16, 22, 215), QColor(255, 225, 51, 200), 2, 8))
        items.append(TextItem(f"{down_words(view)} · {_spot_short(view)}", box, 15, QColor("#ffe133"), True))
    return items


def _spot_short(view: Any) -> str:
    yards = view.ball * 5
    if yards == 50:
        return "50"
    return f"own {yards}" if yards < 50 else f"opp {100 - yards}"


def _team_name(view: Any, seat: int) -> str:
    from tabletop.ui.board.breakaway_football.cards import football_painter

    teams = football_painter().cards.teams
    code = view.teams[seat]
    return teams[code].name if code in teams else code


def side_name(view: Any, s: int, seat: int | None) -> str:
    """Team and coach as one name ("Lightning · Ana"); just the team when the coach took the
    team's own name, so it never reads "Lightning · Lightning"; "(you)" on the viewer's side."""
    team, coach = _team_name(view, s), view.names[s].strip()
    name = team if not coach or coach.casefold() == team.casefold() else f"{team} · {coach}"
    return name + (" (you)" if seat == s else "")


def scoreboard(view: Any, seat: int | None) -> list[QGraphicsItem]:
    """Both teams with score, time outs, flags and cards left; quarter and down in the middle."""
    rect = QRectF(40, 10, 1200, 84)
    items: list[QGraphicsItem] = [Panel(rect, QColor(8, 14, 20, 225), QColor(255, 255, 255, 60), 1.5, 14)]
    for s in (0, 1):
        primary, secondary = team_colours(view.teams[s])
        left = s == 0
        block = QRectF(rect.left() + 8, rect.top() + 8, 440, 68) if left else QRectF(rect.right() - 448,
                                                                                      rect.top() + 8, 440, 68)
        items.append(Panel(block, primary.darker(130), secondary if view.offense == s else QColor(255, 255, 255, 40),
                           3 if view.offense == s and view.phase != "over" else 1.5, 10))
        score_rect = QRectF(block.left() + 6, block.top(), 80, 68) if left else QRectF(block.right() - 86,
                                                                                     block.top(), 80, 68)
        items.append(TextItem(str(view.score[s]), score_rect, 44, QColor("white"), True))
        text_left = score_rect.right() + 8 if left else block.left() + 12
        text_w = block.width() - 100
        align = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
        name = side_name(view, s, seat)
        if view.offense == s and view.phase not in ("over", "toss", "choose"):
            name = ("▶ " + name) if left else (name + " ◀")
        items.append(TextItem(name, QRectF(text_left, block.top() + 4, text_w, 28), 19, QColor("white"), True, align,
                              shrink_to=14))
        touts = "●" * view.timeouts[s] + "○" * max(0, 3 - view.timeouts[s])
        flag = "⚑ flag" if view.flags[s] else "no flag"
        left_n = view.hand_sizes[s]
        detail = f"Time outs {touts}   {flag}   {left_n} play{'' if left_n == 1 else 's'} left"
        items.append(TextItem(detail, QRectF(text_left, block.top() + 36, text_w, 24), 15, secondary.lighter(115),
                              False, align))
    centre = QRectF(rect.center().x() - 150, rect.top() + 6, 300, 72)
    quarter = QUARTER_NAMES.get(view.quarter, f"Quarter {view.quarter}")
    items.append(TextItem(quarter if view.phase != "over" else "FINAL", QRectF(centre.left(), centre.top(), 300, 26),
                          20, GOLD, True))
    if view.phase in ("call", "audible", "challenge", "penalty", "modifier", "special", "retrieve", "equalize",
                      "ice"):
        middle = down_words(view)
    else:
        middle = PHASE_WORDS.get(view.phase, view.phase)
    items.append(TextItem(middle, QRectF(centre.left(), centre.top() + 26, 300, 24), 18, INK, True))
    items.append(TextItem(f"Game Day deck {view.deck_size}", QRectF(centre.left(), centre.top() + 50, 300, 20), 14,
                          MUTED))
    return items


def wrap(text: str, size: float, width: float) -> list[str]:
    """``text`` as rows no wider than ``width`` at ``size`` pixels, broken between words."""
    metrics = QFontMetricsF(font(size))
    rows: list[str] = []
    row = ""
    for word in text.split():
        trial = f"{row} {word}" if row else word
        if row and metrics.horizontalAdvance(trial) > width:
            rows.append(row)
            row = word
        else:
            row = trial
    return rows + [row] if row else rows


def latest_rows(sentences: list[str], width: float, size: float, room: int) -> list[str]:
    """The newest sentences, wrapped, that fit in ``room`` rows; an older one that would not fit
    whole is left out rather than cut."""
    rows: list[str] = []
    for sentence in reversed(sentences):
        wrapped = wrap(sentence, size, width)
        if len(rows) + len(wrapped) > room:
            break
        rows = wrapped + rows
    return rows


def pixmap_at(pixmap, pos: QPointF, tip: str = "", z: float = 0) -> QGraphicsPixmapItem:
    item = QGraphicsPixmapItem(pixmap)
    item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
    item.setPos(pos)
    item.setZValue(z)
    if tip:
        item.setToolTip(tip)
    return item


class ResultBackdrop(QGraphicsItem):
    """The panel behind the latest play: dark glass with a gold edge while it is fresh."""

    def __init__(self, rect: QRectF, fresh: bool):
        super().__init__()
        self._rect = rect
        self.fresh = fresh
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._rect, 14, 14)
        painter.fillPath(path, QColor(8, 14, 20, 200))
        painter.setPen(QPen(GOLD if self.fresh else QColor(255, 255, 255, 50), 2.5 if self.fresh else 1.5))
        painter.drawPath(path)


def paint_stadium(painter: QPainter, rect: QRectF) -> None:
    """The table's background: a dark stadium, lit towards the field."""
    painter.fillRect(rect, QColor("#0b1410"))
    glow = QRadialGradient(QPointF(640, 300), 900)
    glow.setColorAt(0, QColor("#1e3a2c"))
    glow.setColorAt(1, QColor("#0d1a14"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(glow)
    painter.drawRoundedRect(SCENE, 24, 24)
