"""The last volley's d10s on the table: each die with its natural result, hits in green, misses grey,
a natural 1 (always a miss) ringed red and a natural 10 (always a hit) in gold, and under them each
modifier added to every die, by name (Stealth's -5, Target Painter, Alpha Strike, card bonuses).

The dice come from the engine's ``volley`` events (shooter, target, results, the modifiers by name
and their sum, defense, wounds), read from the game record like the chance tray reads its events;
whether a die hit is recomputed from those numbers with the book's golden rule (8.2), only to
colour it.
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
#: A volley's rows in the strip: who at what, its dice, and (when there are any) its modifiers.
NAME_ROW, DICE_ROW, MODIFIER_ROW = 17, 22, 16   # two volleys with a row of modifiers each fit the box


@dataclass(frozen=True)
class Volley:
    shooter: str
    target: str
    results: tuple[int, ...]
    bonus: int
    defense: int
    wounds: int
    modifiers: tuple[tuple[str, int], ...] = ()

    def hit(self, natural: int) -> bool:
        """8.2: a natural 1 misses and a natural 10 hits whatever the modifiers."""
        return natural != 1 and (natural == 10 or natural + self.bonus >= self.defense)


def signed(n: int) -> str:
    """"+3", "−5" (a true minus sign), "0"."""
    return f"{n:+d}".replace("-", "−") if n else "0"


def last_volleys(steps: Sequence[Any], seat: int | None) -> list[Volley]:
    """The volleys of the latest step that had any (within ``LOOK_BACK`` steps), as ``seat`` may see them."""
    for step in reversed(steps[-LOOK_BACK:]):
        found = [Volley(e.data["shooter"], e.data["target"], tuple(e.data["results"]), int(e.data.get("bonus", 0)),
                        int(e.data.get("defense", 0)), int(e.data.get("wounds", 0)),
                        tuple((str(name), int(n)) for name, n in e.data.get("modifiers", ())))
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
        """Each modifier in words with its amount ("Stealth −5", "Target Painter +3"), as the engine
        named it; a bonus the event does not itemise is one unnamed amount."""
        if not volley.modifiers:
            return [f"bonus {signed(volley.bonus)}"] if volley.bonus else []
        return [f"{name} {signed(n)}" for name, n in volley.modifiers]

    def _one_line(self, volley: Volley, width: float) -> bool:
        """Whether the modifiers fit on the line naming shooter and target (else they get their own)."""
        mods = self.modifiers(volley)
        if not mods:
            return True
        title = f"{self._name(volley.shooter)} → {self._name(volley.target)}"
        return (QFontMetricsF(font(14, True)).horizontalAdvance(title) + 8
                + QFontMetricsF(font(14)).horizontalAdvance(" · ".join(mods)) <= width)

    @staticmethod
    def _modifier_item(mods: list[str], rect: QRectF) -> TextItem:
        item = TextItem(" · ".join(mods), rect, 14, QColor("#ffc078"), False, Qt.AlignmentFlag.AlignLeft,
                        shrink_to=14)
        item.setToolTip("Added to every die of this volley: " + ", ".join(mods)
                        + " (a natural 1 still misses and a natural 10 still hits, 8.2)")
        return item

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
        more = 16                  # the "+N more in the log" line, when not every volley fits
        shown: list[Volley] = []
        used = 0.0
        for n, volley in enumerate(self.volleys):
            room = rect.bottom() - y - (more if n < len(self.volleys) - 1 else 0)
            height = NAME_ROW + DICE_ROW + (0 if self._one_line(volley, w) else MODIFIER_ROW)
            if shown and used + height > room:
                break
            shown.append(volley)
            used += height
        for volley in shown:
            mods = self.modifiers(volley)
            title = f"{self._name(volley.shooter)} → {self._name(volley.target)}"
            beside = bool(mods) and self._one_line(volley, w)
            title_w = QFontMetricsF(font(14, True)).horizontalAdvance(title) + 8 if beside else w
            line = TextItem(title, QRectF(x, y, title_w, 17), 14, INK, True, Qt.AlignmentFlag.AlignLeft,
                            shrink_to=14)
            line.setToolTip(f"{volley.shooter} fired {len(volley.results)} dice at {volley.target}: each die "
                            f"{volley.bonus:+d} against defense {volley.defense}; {volley.wounds} wounds."
                            + (" Modifiers: " + ", ".join(mods) + "." if mods else ""))
            items.append(line)
            if beside:
                items.append(self._modifier_item(mods, QRectF(x + title_w, y, w - title_w, 17)))
            y += NAME_ROW
            need = f" · needs {volley.defense}" + (f" ({signed(volley.bonus)})" if volley.bonus else "")
            result = f"{volley.wounds} wound{'s' if volley.wounds != 1 else ''}{need}"
            text_w = QFontMetricsF(font(14)).horizontalAdvance(result) + 6
            count = len(volley.results)
            size = max(12.0, min(20.0, (w - text_w) / max(1, count) - 2))
            for n, natural in enumerate(volley.results):
                die = Die(QRectF(x + n * (size + 2), y, size, size), natural, volley.hit(natural))
                die.setToolTip(f"Natural {natural}"
                               + (f" {volley.bonus:+d} = {natural + volley.bonus}" if volley.bonus else "")
                               + f": {'hit' if volley.hit(natural) else 'miss'}")
                items.append(die)
            left = x + count * (size + 2) + 4
            items.append(TextItem(result, QRectF(left, y, max(40.0, x + w - left), size), 14, GOLD, False,
                                  Qt.AlignmentFlag.AlignLeft, shrink_to=14))
            y += DICE_ROW
            if mods and not beside:
                items.append(self._modifier_item(mods, QRectF(x, y - 2, w, MODIFIER_ROW - 1)))
                y += MODIFIER_ROW
        if len(self.volleys) > len(shown):
            items.append(TextItem(f"+{len(self.volleys) - len(shown)} more in the log",
                                  QRectF(x, rect.bottom() - 17, w, 15), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft))
        return items
