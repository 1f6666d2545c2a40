"""Breakaway Football card pictures, painted from the card data and cached as pixmaps.

Offense cards carry a play at each end and defense cards a formation at each end (ruling
R5): the end touching the board (the one that counts) is drawn upright at the bottom, the
other upside down at the top, as the printed card lies on the table. A formation shows its
run and pass strengths and the play types it wins against and loses to; Game Day cards show the play event and every
corner value, with the part that mattered highlighted. Each picture is painted once per
(card, end, size, pixel ratio, highlight) and reused.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from tabletop.games.breakaway_football.cards import (
    PLAY_LABELS,
    CardSet,
    Formation,
    OffensePlay,
    default_cards,
)
from tabletop.ui.pixmaps import PixmapCache, blank_pixmap

RATIO = 1.4
HIGHLIGHT = QColor("#ffc23d")
PAPER = QColor("#fbf8ef")
INK = QColor("#1d2329")
SOFT_INK = QColor("#5d6670")
RUN_COLOUR = QColor("#2f7d3a")
PASS_COLOUR = QColor("#2a5ca8")
WIN_COLOUR = QColor("#1f7a35")
LOSE_COLOUR = QColor("#b3261e")

#: Team colours (primary, secondary) by team code; the app's own choice, not the book's.
TEAM_COLOURS: dict[str, tuple[QColor, QColor]] = {
    "LIG": (QColor("#1f4fa8"), QColor("#ffd23f")),
    "FIR": (QColor("#c0392b"), QColor("#ff9f43")),
    "MAU": (QColor("#5b3a8c"), QColor("#c9b6e8")),
    "PHA": (QColor("#0f7c7c"), QColor("#e2b44a")),
}
#: Play types on an offense card, beside RUN or PASS; and in a defense card's wins and losses.
END_LABELS = {"inside_run": "Inside", "outside_run": "Outside", "short_pass": "Short",
              "medium_pass": "Medium", "long_pass": "Long"}
SHORT_LABELS = {"inside_run": "Inside Run", "outside_run": "Outside Run", "short_pass": "Short",
                "medium_pass": "Medium", "long_pass": "Long"}

#: An offense card's play type, strength, RUN or PASS and LOW% lie in the left part of each
#: end, this fraction of the width: a hand may overlap cards by the rest and hide no key text.
#: A defense card's run and pass strengths span its whole width, so defense cards never overlap.
KEY_REVEAL = {"offense": 0.84, "defense": 1.0, "game_day": 1.0}

#: Parts of a Game Day card that can be highlighted.
GD_PARTS = ("event", "offense", "defense", "field_goal", "punt", "hail_mary")


def team_colours(code: str) -> tuple[QColor, QColor]:
    return TEAM_COLOURS.get(code, (QColor("#44505c"), QColor("#d0d6dc")))


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


@dataclass(frozen=True, slots=True)
class PictureKey:
    card: str          # a card id, or "back:<team>" / "back:gameday"
    end: str
    width: int
    dpr: float
    highlight: bool
    focus: str = ""


class FootballCardPainter(PixmapCache):
    """Paints team and Game Day cards from a ``CardSet`` and keeps every picture it painted."""

    def __init__(self, cards: CardSet | None = None):
        super().__init__()
        self.cards = cards or default_cards()
        self.offense = {c.id: c for t in self.cards.teams.values() for c in t.offense}
        self.defense = {c.id: c for t in self.cards.teams.values() for c in t.defense}
        self.game_day = {c.id: c for c in self.cards.game_day}

    def face(self, card: str, width: float, dpr: float = 1.0, end: str = "a", highlight: bool = False,
             focus: str = "") -> QPixmap:
        return self._get(PictureKey(card, end, round(width), float(dpr), highlight, focus))

    def back(self, team: str, width: float, dpr: float = 1.0, highlight: bool = False) -> QPixmap:
        """A team's card back (``team`` a code), or the Game Day back (``team`` = "gameday")."""
        return self._get(PictureKey(f"back:{team}", "a", round(width), float(dpr), highlight))

    # ----- in words --------------------------------------------------------------------
    def kind_of(self, card: str) -> str:
        """"offense", "defense" or "game_day": which kind of card ``card`` is."""
        if card in self.offense:
            return "offense"
        return "defense" if card in self.defense else "game_day"

    def card_text(self, card: str, end: str = "a") -> str:
        """Everything printed on the card, in words, the end touching the board first: the hover
        preview shows it with the big picture, so the small print can be read at any size.

        Run-on sentences in two paragraphs rather than a line per fact, so the caption takes as
        few lines as it can and the preview with its caption fits in the table at 1024x640.
        """
        other = "b" if end == "a" else "a"
        if card in self.offense:
            team = self.cards.teams[self.offense[card].team].name
            down, up = self.offense[card].play(end), self.offense[card].play(other)
            return (f"{team} offense card. On the board: {_play_words(down)}.\n"
                    f"Other end: {_play_words(up)}; R or a right-click turns the card.")
        if card in self.defense:
            team = self.cards.teams[self.defense[card].team].name
            down, up = self.defense[card].end(end), self.defense[card].end(other)
            return (f"{team} defense card. On the board: {_formation_words(down)}.\n"
                    f"Other end: {_formation_words(up)}.")
        if card in self.game_day:
            c = self.game_day[card]
            blocked = ", blocked punt" if c.blocked_punt else ""
            return (f"Game Day card {c.id}. Play event: {c.event.label}.\n"
                    f"Breakaway: offense {c.offense_breakaway}, defense {c.defense_breakaway}. "
                    f"Field goal {c.field_goal}, punt {c.punt}{blocked}. Hail Mary: {c.hail_mary}.")
        return card

    # ----- painting ------------------------------------------------------------------
    def _render(self, key: PictureKey) -> QPixmap:
        height = round(key.width * RATIO)
        pixmap = blank_pixmap(key.width, height, key.dpr)
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(0, 0, key.width, height)
        if key.card.startswith("back:"):
            self._paint_back(painter, rect, key.card[5:])
        elif key.card in self.offense:
            self._paint_offense(painter, rect, key.card, key.end)
        elif key.card in self.defense:
            self._paint_defense(painter, rect, key.card, key.end)
        else:
            self._paint_game_day(painter, rect, key.card, key.focus)
        if key.highlight:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(HIGHLIGHT, max(3.0, rect.width() * 0.04)))
            inset = rect.width() * 0.02
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), rect.width() * 0.07,
                                    rect.width() * 0.07)
        painter.end()
        return pixmap

    @staticmethod
    def _card_shape(painter: QPainter, rect: QRectF, fill, border: QColor) -> None:
        radius = rect.width() * 0.08
        painter.setPen(QPen(border, max(1.0, rect.width() * 0.015)))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)

    @staticmethod
    def _text(painter: QPainter, rect: QRectF, text: str, size: float, colour: QColor, bold: bool = False,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, wrap: bool = False) -> None:
        painter.setFont(font(size, bold))
        painter.setPen(colour)
        flags = align | Qt.AlignmentFlag.AlignVCenter
        if wrap:
            painter.drawText(rect, int(flags | Qt.TextFlag.TextWordWrap), text)
            return
        size_now = size
        while painter.fontMetrics().horizontalAdvance(text) > rect.width() and size_now > size * 0.7:
            size_now *= 0.92             # shrink a little before eliding, so names stay whole
            painter.setFont(font(size_now, bold))
        text = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
        painter.drawText(rect, flags, text)

    def _paint_back(self, painter: QPainter, rect: QRectF, team: str) -> None:
        if team == "gameday":
            primary, secondary = QColor("#24303c"), QColor("#ffc23d")
            word = "GAME DAY"
        else:
            primary, secondary = team_colours(team)
            word = self.cards.teams[team].name.upper() if team in self.cards.teams else ""
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, primary.lighter(125))
        gradient.setColorAt(1, primary.darker(135))
        self._card_shape(painter, rect, gradient, QColor(255, 255, 255, 200))
        inner = rect.adjusted(rect.width() * 0.09, rect.width() * 0.09, -rect.width() * 0.09, -rect.width() * 0.09)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(secondary, max(1.0, rect.width() * 0.025)))
        painter.drawRoundedRect(inner, rect.width() * 0.05, rect.width() * 0.05)
        # A football, for every back.
        ball = QRectF(0, 0, rect.width() * 0.46, rect.width() * 0.28)
        ball.moveCenter(rect.center())
        painter.setPen(QPen(QColor("white"), max(1.0, rect.width() * 0.02)))
        painter.setBrush(QColor("#8a4b22"))
        painter.drawEllipse(ball)
        c = ball.center()
        painter.drawLine(QPointF(c.x() - ball.width() * 0.22, c.y()), QPointF(c.x() + ball.width() * 0.22, c.y()))
        for i in range(-2, 3):
            x = c.x() + i * ball.width() * 0.08
            painter.drawLine(QPointF(x, c.y() - ball.height() * 0.14), QPointF(x, c.y() + ball.height() * 0.14))
        self._text(painter, QRectF(inner.left(), inner.bottom() - rect.height() * 0.2, inner.width(),
                                   rect.height() * 0.16), word, rect.width() * 0.1, secondary, True)

    def _paint_offense(self, painter: QPainter, rect: QRectF, card_id: str, end: str) -> None:
        card = self.offense[card_id]
        primary, secondary = team_colours(card.team)
        self._card_shape(painter, rect, PAPER, primary.darker(120))
        down = card.play(end)
        up = card.play("b" if end == "a" else "a")
        half = QRectF(rect.left(), rect.center().y(), rect.width(), rect.height() / 2)
        # The end touching the board, upright at the bottom.
        self._paint_play(painter, half, down, primary, True)
        # The other end, upside down at the top.
        painter.save()
        painter.translate(rect.center())
        painter.rotate(180)
        painter.translate(-rect.center())
        self._paint_play(painter, half, up, primary, False)
        painter.restore()
        # The team band across the middle.
        band = QRectF(rect.left() + 1, rect.center().y() - rect.height() * 0.035, rect.width() - 2,
                      rect.height() * 0.07)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(primary)
        painter.drawRect(band)
        self._text(painter, band, self.cards.teams[card.team].name.upper() + " · OFFENSE", rect.width() * 0.075,
                   secondary, True)

    def _paint_play(self, painter: QPainter, half: QRectF, play: OffensePlay, primary: QColor,
                    active: bool) -> None:
        w = half.width()
        colour = RUN_COLOUR if play.kind == "run" else PASS_COLOUR
        if not active:
            colour = QColor(colour)
            colour.setAlpha(150)
        pad = w * 0.07
        # The far end is drawn mirrored before it is turned upside down, so its strength and
        # type sit at the left edge too: that edge stays visible when hand cards overlap.
        mirror = not active
        side = Qt.AlignmentFlag.AlignRight if mirror else Qt.AlignmentFlag.AlignLeft

        def m(r: QRectF) -> QRectF:
            return QRectF(half.left() + half.right() - r.right(), r.top(), r.width(), r.height()) if mirror else r

        # The play type across the top of the half, the strength in a disc, run/pass beside it.
        label_rect = QRectF(half.left() + pad, half.top() + half.height() * 0.1, w - 2 * pad, half.height() * 0.24)
        self._text(painter, label_rect, PLAY_LABELS[play.type] if w >= 150 else END_LABELS[play.type],
                   w * 0.118, INK if active else SOFT_INK, True, side)
        disc = m(QRectF(half.left() + pad, half.top() + half.height() * 0.38, w * 0.3, w * 0.3))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(disc)
        self._text(painter, disc, str(play.strength), w * 0.2, QColor("white"), True)
        kind_rect = m(QRectF(half.left() + pad + w * 0.3 + pad * 0.7, disc.top(), w - w * 0.3 - 3 * pad,
                             disc.height() * 0.5))
        self._text(painter, kind_rect, play.kind.upper(), w * 0.095, colour, True, side)
        if play.low_percentage:
            # The low-percentage target: concentric rings with the words beside.
            ring_x = half.left() + pad + w * 0.3 + pad * 0.7 + w * 0.05
            centre = QPointF(half.left() + half.right() - ring_x if mirror else ring_x, disc.bottom() - w * 0.06)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for r, c in ((w * 0.05, LOSE_COLOUR), (w * 0.03, QColor("white")), (w * 0.013, LOSE_COLOUR)):
                painter.setPen(QPen(c, max(1.0, w * 0.016)))
                painter.drawEllipse(centre, r, r)
            words = QRectF(ring_x + w * 0.06, centre.y() - w * 0.06, w * 0.4, w * 0.12)
            self._text(painter, m(words), "LOW%", w * 0.08, LOSE_COLOUR, True, side)
        if active:
            mark = QRectF(half.right() - pad - w * 0.1, half.bottom() - w * 0.16, w * 0.1, w * 0.09)
            path = QPainterPath()
            path.moveTo(mark.center().x(), mark.bottom())
            path.lineTo(mark.left(), mark.top())
            path.lineTo(mark.right(), mark.top())
            path.closeSubpath()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(primary)
            painter.drawPath(path)

    def _paint_defense(self, painter: QPainter, rect: QRectF, card_id: str, end: str) -> None:
        """A defense card has a formation at each end (Audibles, ruling R5): the end touching the
        board upright at the bottom, the other upside down at the top, as for offense cards."""
        card = self.defense[card_id]
        primary, secondary = team_colours(card.team)
        self._card_shape(painter, rect, PAPER, primary.darker(120))
        half = QRectF(rect.left(), rect.center().y(), rect.width(), rect.height() / 2)
        self._paint_formation(painter, half, card.end(end), primary, True)
        painter.save()
        painter.translate(rect.center())
        painter.rotate(180)
        painter.translate(-rect.center())
        self._paint_formation(painter, half, card.end("b" if end == "a" else "a"), primary, False)
        painter.restore()
        band = QRectF(rect.left() + 1, rect.center().y() - rect.height() * 0.035, rect.width() - 2,
                      rect.height() * 0.07)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(primary.darker(140))
        painter.drawRect(band)
        self._text(painter, band, self.cards.teams[card.team].name.upper() + " · DEFENSE", rect.width() * 0.075,
                   secondary, True)

    def _paint_formation(self, painter: QPainter, half: QRectF, form: Formation, primary: QColor,
                         active: bool) -> None:
        w, h = half.width(), half.height()
        pad = w * 0.06
        alpha = 255 if active else 150
        # The formation's name on a bar next to the middle band.
        bar = QRectF(half.left() + pad * 0.5, half.top() + h * 0.08, w - pad, h * 0.22)
        fill = QColor(primary)
        fill.setAlpha(alpha)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(bar, w * 0.04, w * 0.04)
        name = form.name + (" ½" if form.prevent else "")
        self._text(painter, bar.adjusted(w * 0.03, 0, -w * 0.03, 0), name, w * 0.11, QColor("white"), True)
        # Run and pass strengths side by side.
        box_w = (w - 3 * pad) / 2
        for i, (word, value, colour) in enumerate((("RUN", form.run, RUN_COLOUR), ("PASS", form.pass_, PASS_COLOUR))):
            colour = QColor(colour)
            colour.setAlpha(alpha)
            box = QRectF(half.left() + pad + i * (box_w + pad), bar.bottom() + h * 0.05, box_w, h * 0.26)
            painter.setPen(QPen(colour, max(1.0, w * 0.015)))
            painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 28))
            painter.drawRoundedRect(box, w * 0.03, w * 0.03)
            self._text(painter, QRectF(box.left() + w * 0.02, box.top(), box.width() * 0.55, box.height()), word,
                       w * 0.075, colour, True, Qt.AlignmentFlag.AlignLeft)
            self._text(painter, QRectF(box.left() + box.width() * 0.5, box.top(), box.width() * 0.46, box.height()),
                       str(value), w * 0.15, colour, True, Qt.AlignmentFlag.AlignRight)
        y = bar.bottom() + h * 0.35
        for word, types, colour in (("WINS", form.wins_vs, WIN_COLOUR), ("LOSES", form.loses_to, LOSE_COLOUR)):
            colour = QColor(colour)
            colour.setAlpha(alpha)
            names = ", ".join(SHORT_LABELS[t] for t in sorted(types, key=list(PLAY_LABELS).index)) or "—"
            self._text(painter, QRectF(half.left() + pad, y, w * 0.3, h * 0.15), word, w * 0.065, colour, True,
                       Qt.AlignmentFlag.AlignLeft)
            self._text(painter, QRectF(half.left() + pad + w * 0.28, y, w - 2 * pad - w * 0.28, h * 0.15), names,
                       w * 0.08, INK if active else SOFT_INK, True, Qt.AlignmentFlag.AlignLeft)
            y += h * 0.16

    def _paint_game_day(self, painter: QPainter, rect: QRectF, card_id: str, focus: str) -> None:
        card = self.game_day[card_id]
        w, h = rect.width(), rect.height()
        self._card_shape(painter, rect, QColor("#f4f1e6"), QColor("#24303c"))
        head = QRectF(rect.left() + 1, rect.top() + 1, w - 2, h * 0.1)
        path = QPainterPath()
        path.addRoundedRect(head, w * 0.07, w * 0.07)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#24303c"))
        painter.drawPath(path)
        self._text(painter, head, f"GAME DAY · {card.id}", w * 0.075, HIGHLIGHT, True)
        e = card.event
        # The play event in the middle.
        event_box = QRectF(rect.left() + w * 0.06, head.bottom() + h * 0.03, w * 0.88, h * 0.42)
        self._focus_box(painter, event_box, focus == "event")
        side_colour = PASS_COLOUR if e.kind == "pass" else RUN_COLOUR
        self._text(painter, QRectF(event_box.left(), event_box.top() + h * 0.01, event_box.width(), h * 0.06),
                   f"{e.team.upper()} {e.kind.upper()}", w * 0.075, side_colour, True)
        if e.effect == "gain":
            big = f"{e.value:+d}"
            colour = {"green": WIN_COLOUR, "red": LOSE_COLOUR}.get(e.color, INK)
        elif e.effect == "penalty" and e.penalty is not None:
            big = "FLAG"
            colour = QColor("#c79100")
        else:
            big = e.effect.upper()
            colour = LOSE_COLOUR
        size = min(w * 0.16, event_box.width() * 0.92 / max(1, len(big)) / 0.72)
        self._text(painter, QRectF(event_box.left(), event_box.top() + h * 0.07, event_box.width(), h * 0.13), big,
                   size, colour, True)
        detail = e.text
        if e.effect == "penalty" and e.penalty is not None:
            p = e.penalty
            detail = f"{p.name} on {p.on}, {p.lines * 5:+d} yds" + ("" if p.declinable else " (no decline)")
        self._text(painter, QRectF(event_box.left() + w * 0.03, event_box.top() + h * 0.2, event_box.width() - w * 0.06,
                                   h * 0.21), detail, w * 0.075, INK, False, Qt.AlignmentFlag.AlignHCenter, wrap=True)
        # The corner values in a grid underneath.
        cells = (
            ("offense", "OFF BRK", str(card.offense_breakaway)),
            ("defense", "DEF BRK", str(card.defense_breakaway)),
            ("field_goal", "FG", str(card.field_goal)),
            ("punt", "PUNT", f"{card.punt}" + (" ✖" if card.blocked_punt else "")),
        )
        top = event_box.bottom() + h * 0.025
        cell_w = (w * 0.88 - w * 0.04) / 2
        cell_h = h * 0.15
        for i, (part, word, value) in enumerate(cells):
            cell = QRectF(rect.left() + w * 0.06 + (i % 2) * (cell_w + w * 0.04), top + (i // 2) * (cell_h + h * 0.02),
                          cell_w, cell_h)
            self._focus_box(painter, cell, focus == part)
            self._text(painter, QRectF(cell.left(), cell.top() + h * 0.005, cell.width(), cell_h * 0.4), word,
                       w * 0.062, SOFT_INK, True)
            self._text(painter, QRectF(cell.left(), cell.top() + cell_h * 0.36, cell.width(), cell_h * 0.62), value,
                       w * 0.12, INK, True)
        hail = QRectF(rect.left() + w * 0.06, rect.bottom() - h * 0.085, w * 0.88, h * 0.065)
        self._focus_box(painter, hail, focus == "hail_mary")
        self._text(painter, hail, f"Hail Mary: {card.hail_mary}", w * 0.068, INK, False)

    @staticmethod
    def _focus_box(painter: QPainter, rect: QRectF, focused: bool) -> None:
        if focused:
            painter.setPen(QPen(QColor("#d98e00"), max(1.5, rect.width() * 0.025)))
            painter.setBrush(QColor(255, 194, 61, 110))
        else:
            painter.setPen(QPen(QColor(0, 0, 0, 40), 1))
            painter.setBrush(QColor(255, 255, 255, 150))
        painter.drawRoundedRect(rect, 4, 4)


def _play_words(play: OffensePlay) -> str:
    low = ", low percentage" if play.low_percentage else ""
    return f"{PLAY_LABELS[play.type]} {play.strength} ({play.kind}{low})"


def _formation_words(form: Formation) -> str:
    def names(types: frozenset[str]) -> str:
        return ", ".join(SHORT_LABELS[t] for t in sorted(types, key=list(PLAY_LABELS).index)) or "nothing"

    prevent = "; halves the offense play" if form.prevent else ""
    return (f"{form.name}, run {form.run}, pass {form.pass_}; beats {names(form.wins_vs)}; "
            f"loses to {names(form.loses_to)}{prevent}")


_PAINTER: FootballCardPainter | None = None


def football_painter() -> FootballCardPainter:
    """The shared painter (one cache for every football table in the app)."""
    global _PAINTER
    if _PAINTER is None:
        _PAINTER = FootballCardPainter()
    return _PAINTER
