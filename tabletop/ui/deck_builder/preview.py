"""A large card picture drawn from the card's data with QPainter (no artwork ships with the books)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tabletop.cards.catalog import CatalogCard
from tabletop.ui.deck_builder.card_text import full_text

#: Text sizes tried, largest first, until the card's whole text fits its box.
TEXT_SCALES = (0.95, 0.88, 0.8, 0.72, 0.66, 0.6)

#: Frame colours by card type (Hull Breach!, CCG, the fixed games), then by faction/colour word.
TYPE_COLORS = {
    "Station": "#3b4a6b", "Module": "#4d6b5a", "Ship": "#2f5f8a", "Marine": "#7a4b2a", "Event": "#6b3b6b",
    "Tactic": "#8a2f2f", "Breakthru": "#8a7a2f", "Player": "#2f6f8a", "Goalie": "#2f8a6f", "Play": "#5a5a7a",
    "Offense": "#8a4b2f", "Defense": "#2f4b8a", "Game Day": "#4b4b4b", "Playing card": "#f4f1ea",
}
SWATCHES = {
    "red": "#c0392b", "blue": "#2e6fd0", "green": "#2e9d57", "gold": "#d4a017", "yellow": "#e5c300",
    "orange": "#e67e22", "pink": "#e07aa8", "purple": "#8e44ad", "black": "#222222", "silver": "#b8bec5",
    "bronze": "#a0703c", "brown": "#7b4f2c", "any": "#8a8a8a", "none": "#8a8a8a", "rdf": "#2e6fd0", "corporate": "#d4a017", "colonial": "#2e9d57",
}


def swatch(word: str, fallback: str = "#777777") -> QColor:
    return QColor(SWATCHES.get(word.lower().split("/")[0], fallback))


class CardPreview(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.card: CatalogCard | None = None
        self.copies = 0
        self.text_scale = 0.95
        self.text_rect = QRectF()          # where the card's text went in the last paint, and its box
        self.text_box = QRectF()
        self.cost_rect = QRectF()          # where a card's points or value went in the title bar
        self.text_pixels = 0               # the card text's pixel size in the last paint
        self.setMinimumSize(200, 280)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(300, 420)

    @staticmethod
    def _text_height(painter: QPainter, font, text: str, traits, flavour, width: float, base: float,
                     scale: float) -> float:
        """The height the text box needs at this scale (traits, text and flavour, with their gaps)."""
        flags = int(Qt.TextFlag.TextWordWrap)
        big = QRectF(0, 0, width, 100_000)
        height = base * 0.5 + base * 0.5
        if traits:
            painter.setFont(font(scale * 1.05, bold=True))
            height += painter.boundingRect(big, flags, str(traits).upper()).height() + base * 0.4
        painter.setFont(font(scale))
        height += painter.boundingRect(big, flags, text).height()
        if flavour:
            painter.setFont(font(scale * 0.9, italic=True))
            height += base * 0.4 + painter.boundingRect(big, flags, flavour).height()
        return height

    def show_card(self, card: CatalogCard | None, copies: int = 0) -> None:
        self.card, self.copies = card, copies
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A card keeps the 5:7 shape of a real one, centred in the widget.
        w = min(self.width() - 16, (self.height() - 16) * 5 / 7)
        h = w * 7 / 5
        rect = QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)
        if self.card is None:
            painter.setPen(QPen(QColor("#888888"), 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect, 14, 14)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             "Select a card to see it here")
            return
        card = self.card
        frame = QColor(TYPE_COLORS.get(card.type, "#555555"))
        light = card.type == "Playing card"
        ink = QColor("#1d1d1d") if light else QColor("#ffffff")
        path = QPainterPath()
        path.addRoundedRect(rect, 14, 14)
        painter.fillPath(path, frame)
        painter.setPen(QPen(QColor("#111111"), 2))
        painter.drawPath(path)
        pad = w * 0.05
        inner = rect.adjusted(pad, pad, -pad, -pad)
        base = max(8.0, w / 24)

        def font(scale: float, bold: bool = False, italic: bool = False) -> QFont:
            f = QFont(self.font())
            f.setPointSizeF(base * scale)
            f.setBold(bold)
            f.setItalic(italic)
            return f

        # title bar: name and (Hull Breach!) cost circles or the points
        title = QRectF(inner.left(), inner.top(), inner.width(), base * 2.6)
        painter.setPen(ink)
        painter.setFont(font(1.35, bold=True))
        cost_width = 0.0
        res, cur = card.column("Res"), card.column("Cur")
        if res is not None and cur is not None:
            cost_width = base * 5.2
            for i, (value, color) in enumerate(((res, "#222222"), (cur, "#d4a017"))):
                circle = QRectF(title.right() - cost_width + i * base * 2.7, title.top() + base * 0.2,
                                base * 2.3, base * 2.3)
                painter.setBrush(QColor(color))
                painter.setPen(QPen(QColor("#ffffff"), 1.5))
                painter.drawEllipse(circle)
                painter.setPen(QColor("#ffffff") if color == "#222222" else QColor("#111111"))
                painter.setFont(font(1.1, bold=True))
                painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, str(value))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        elif card.cost is not None:
            painter.setFont(font(1.1, bold=True))
            worth = f"{card.cost} pts" if card.game == "breakaway-ccg" else str(card.cost)
            cost_width = painter.fontMetrics().horizontalAdvance(worth) + 4      # measured: never cut
            self.cost_rect = QRectF(title.right() - cost_width, title.top(), cost_width, title.height())
            painter.drawText(self.cost_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, worth)
        painter.setPen(ink)
        name_rect = title.adjusted(0, 0, -cost_width - 4, 0)
        # Shrink a long name before cutting it: the name is what the player is looking for.
        for scale in (1.35, 1.2, 1.05, 0.95):
            painter.setFont(font(scale, bold=True))
            if painter.fontMetrics().horizontalAdvance(card.name) <= name_rect.width():
                break
        name = painter.fontMetrics().elidedText(card.name, Qt.TextElideMode.ElideRight, int(name_rect.width()))
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        # The card's whole text decides the art box's height: a card with much to say gets a small
        # picture, and its text is set smaller before any of it is cut.
        text = full_text(card)
        traits = card.column("Traits")
        flavour = getattr(card.card, "flavour", None)
        text_width = inner.width() - 12
        fixed = base * 2.6 + base * 0.4 + base * 0.3 + base * 2 + base * 0.4 + base * 4.6
        self.text_scale, need = 0.95, 0.0
        for scale in TEXT_SCALES:
            self.text_scale = scale
            need = self._text_height(painter, font, text, traits, flavour, text_width, base, scale)
            if need <= inner.height() - fixed - base * 2.5:
                break
        art_height = min(inner.height() * 0.30, max(base * 2.5, inner.height() - fixed - need))
        art = QRectF(inner.left(), title.bottom() + base * 0.4, inner.width(), art_height)
        if light:
            painter.fillRect(art, QColor("#ffffff"))
            painter.setPen(swatch(card.color, "#111111"))
        else:
            painter.fillRect(art, swatch(card.color, "#3a3a3a").darker(140))
            painter.setPen(QColor("#ffffff"))
        painter.setFont(font(2.6, bold=True))
        badge = card.column("Rank") or card.column("Number") or (card.group or card.type)[:1]
        if card.column("Suit") and card.game == "hockey-card-game":
            badge = f"{card.column('Rank')}{card.column('Suit')}"
        painter.drawText(art, Qt.AlignmentFlag.AlignCenter, str(badge))
        type_line = card.column("Type") or (f"{card.type} - {card.group}" if card.group else card.type)
        bar = QRectF(inner.left(), art.bottom() + base * 0.3, inner.width(), base * 2)
        painter.fillRect(bar, QColor(0, 0, 0, 60))
        painter.setPen(ink)
        painter.setFont(font(1.0, bold=True))
        painter.drawText(bar.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter, str(type_line))
        painter.setFont(font(0.9))
        painter.drawText(bar.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         card.color)
        # text box: traits, the card's text, then the other columns as small print
        box = QRectF(inner.left(), bar.bottom() + base * 0.4, inner.width(), inner.bottom() - bar.bottom() - base * 4.6)
        painter.fillRect(box, QColor(255, 255, 255, 235))
        painter.setPen(QColor("#1d1d1d"))
        scale = self.text_scale
        y = box.top() + base * 0.5
        flags = int(Qt.TextFlag.TextWordWrap)
        if traits:
            painter.setFont(font(scale * 1.05, bold=True))
            r = QRectF(box.left() + 6, y, box.width() - 12, box.bottom() - y)
            used = painter.boundingRect(r, flags, str(traits).upper())
            painter.setPen(QColor("#9a7400"))
            painter.drawText(r, flags, str(traits).upper())
            painter.setPen(QColor("#1d1d1d"))
            y = used.bottom() + base * 0.4
        painter.setFont(font(scale))
        self.text_pixels = QFontInfo(painter.font()).pixelSize()
        r = QRectF(box.left() + 6, y, box.width() - 12, box.bottom() - y)
        used = painter.boundingRect(r, flags, text)
        painter.drawText(r, flags, text)
        self.text_rect, self.text_box = used, box
        y = used.bottom() + base * 0.4
        if flavour:
            painter.setFont(font(scale * 0.9, italic=True))
            r = QRectF(box.left() + 6, y, box.width() - 12, box.bottom() - y)
            if painter.boundingRect(r, flags, flavour).bottom() <= box.bottom():   # flavour goes first
                painter.setPen(QColor("#555555"))
                painter.drawText(r, flags, flavour)
        # stat line: attack / defense / wounds, or the game's first numeric columns
        stats = [(k, v) for k, v in card.columns if k in ("Att", "Def", "Wnd", "Off", "Points") and v is not None]
        foot = QRectF(inner.left(), box.bottom() + base * 0.4, inner.width(), base * 4.0)
        painter.setPen(ink)
        if stats:
            cell = foot.width() / len(stats)
            for i, (key, value) in enumerate(stats):
                r = QRectF(foot.left() + i * cell, foot.top(), cell, foot.height())
                painter.setFont(font(0.8))
                painter.drawText(r, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, key.upper())
                painter.setFont(font(1.3, bold=True))
                painter.drawText(r, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, str(value))
        if self.copies:
            painter.setFont(font(0.9, bold=True))
            painter.drawText(foot, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, f"x{self.copies}")
        painter.end()
