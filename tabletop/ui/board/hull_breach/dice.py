"""The last volley's d10s on the table: each die with its natural result, hits in green, misses grey,
a natural 1 (always a miss) ringed red and a natural 10 (always a hit) in gold, with the modifiers
that were added to every die (Stealth's -5, and Target Painter, Alpha Strike and card bonuses).

The dice come from the engine's ``volley`` events (shooter, target, results, bonus, defense,
wounds), read from the game record like the chance tray reads its events; whether a die hit is
recomputed from those numbers with the book's golden rule (8.2), only to colour it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from tabletop.ui.board.common.items import GOLD, INK, MUTED, TextItem, font

#: How many steps back the strip looks for the latest volleys.
LOOK_BACK = 40
STEALTH = 5


@dataclass(frozen=True)
class Volley:
    shooter: str
    target: str
    results: tuple[int, ...]
    bonus: int
    defense: int
    wounds: int

    def hit(self, natural: int) -> bool:
        """8.2: a natural 1 misses and a natural 10 hits whatever the modifiers."""
        return natural != 1 and (natural == 10 or natural + self.bonus >= self.defense)


def last_volleys(steps: Sequence[Any], seat: int | None) -> list[Volley]:
    """The volleys of the latest step that had any (within ``LOOK_BACK`` steps), as ``seat`` may see them."""
    for step in reversed(steps[-LOOK_BACK:]):
        found = [Volley(e.data["shooter"], e.data["target"], tuple(e.data["results"]), int(e.data.get("bonus", 0)),
                        int(e.data.get("defense", 0)), int(e.data.get("wounds", 0)))
                 for e in step.events if e.kind == "volley" and e.visible_to(seat)]
        if found:
            return found
    return []


class Die(QGraphicsItem):
    """One d10: its natural result, coloured by what it did."""

    def __init__(self, rect: QRectF, natural: int, hit: bool):
        super().__init__()
        self._rect = rect
        self.natural = natural
        self.hit = hit

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor("#e0a800") if self.natural == 10 else QColor("#2f9e44") if self.hit else QColor("#495057")
        edge = QColor("#ff6b6b") if self.natural == 1 else QColor(255, 255, 255, 120)
        painter.setPen(QPen(edge, 3 if self.natural == 1 else 1.2))
        painter.setBrush(fill)
        painter.drawRoundedRect(self._rect, 5, 5)
        painter.setFont(font(max(12.0, self._rect.height() * 0.6), True))
        painter.setPen(QColor("white"))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, str(self.natural))


class DiceStrip:
    """Builds the items of the dice strip for the side column."""

    def __init__(self, volleys: list[Volley], cards: dict[str, Any], names: Sequence[str]):
        self.volleys = volleys
        self.cards = cards
        self.names = names

    def _card(self, pid: str) -> Any:
        return self.cards.get(pid.split("#", 1)[0])

    def _name(self, pid: str) -> str:
        card = self._card(pid)
        return card.name.split("-class")[0] if card is not None else pid

    def modifiers(self, volley: Volley) -> list[str]:
        """The modifiers in words: Stealth's penalty apart from the rest."""
        target, shooter = self._card(volley.target), self._card(volley.shooter)
        stealth = (target is not None and target.trait("stealth") and not (shooter and shooter.trait("hunter"))
                   and volley.bonus <= -STEALTH)
        out = []
        rest = volley.bonus + (STEALTH if stealth else 0)
        if stealth:
            out.append("Stealth −5")
        if rest:
            out.append(f"Painter/Alpha/cards {rest:+d}")
        return out

    def items(self, rect: QRectF) -> list[Any]:
        items: list[Any] = []          # the box is the table's background (it never moves)
        x, w = rect.left() + 10, rect.width() - 20
        items.append(TextItem("Last volley · d10", QRectF(x, rect.top() + 4, w, 18), 14, MUTED, True,
                              Qt.AlignmentFlag.AlignLeft))
        if not self.volleys:
            items.append(TextItem("No dice rolled yet", QRectF(x, rect.top() + 30, w, 18), 14, MUTED, False,
                                  Qt.AlignmentFlag.AlignLeft))
            return items
        y = rect.top() + 24
        each = 41                 # a volley: who fired at what (and the modifiers), then its dice and result
        room = int((rect.height() - 26) // each)
        if room < len(self.volleys):
            room = max(1, int((rect.height() - 26 - 16) // each))
        shown = self.volleys[:room]
        for volley in shown:
            mods = self.modifiers(volley)
            words = " · ".join([f"{self._name(volley.shooter)} → {self._name(volley.target)}", *mods])
            line = TextItem(words, QRectF(x, y, w, 17), 14, INK, True, Qt.AlignmentFlag.AlignLeft, shrink_to=13)
            line.setToolTip(f"{volley.shooter} fired {len(volley.results)} dice at {volley.target}: each die plus "
                            f"{volley.bonus:+d} against defense {volley.defense}; {volley.wounds} wounds. "
                            + "; ".join(mods))
            items.append(line)
            y += 18
            result = f"{volley.wounds} wound{'s' if volley.wounds != 1 else ''} · needs {volley.defense}"
            text_w = QFontMetricsF(font(13)).horizontalAdvance(result) + 6
            count = len(volley.results)
            size = max(12.0, min(20.0, (w - text_w) / max(1, count) - 2))
            for n, natural in enumerate(volley.results):
                die = Die(QRectF(x + n * (size + 2), y, size, size), natural, volley.hit(natural))
                die.setToolTip(f"Natural {natural}: {'hit' if volley.hit(natural) else 'miss'}")
                items.append(die)
            left = x + count * (size + 2) + 4
            items.append(TextItem(result, QRectF(left, y, max(40.0, x + w - left), size), 13, GOLD, False,
                                  Qt.AlignmentFlag.AlignLeft, shrink_to=13))
            y += 23
        if len(self.volleys) > len(shown):
            items.append(TextItem(f"+{len(self.volleys) - len(shown)} more in the log",
                                  QRectF(x, rect.bottom() - 17, w, 15), 13, MUTED, False, Qt.AlignmentFlag.AlignLeft))
        return items
