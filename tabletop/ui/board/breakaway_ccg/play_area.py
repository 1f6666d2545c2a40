"""The Breakaway: CCG table's play area: the cards laid face down for a face-off, a challenge or a
fight, the cards played (the newest readable, the won challenge's cards marked, a card laid from
the other side's deck ringed in its layer's colour) and the Beginner face-off's reveal.

A mixin of ``CcgTable``, apart from the table's input handling."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from tabletop.ui.board.breakaway_ccg.draw import SEAT_COLOURS
from tabletop.ui.board.breakaway_ccg.items import CardItem, Chip
from tabletop.ui.board.breakaway_ccg.layout import PLAY_RECT, PLAY_SHOWN, PLAY_W, REVEAL_RECT, REVEAL_W
from tabletop.ui.board.breakaway_ccg.words import CHALLENGE_NAMES
from tabletop.ui.board.common.items import GOLD, INK, MUTED, Panel, TextItem, font


class PlayAreaDrawing:
    """The play area of ``CcgTable`` (a mixin)."""

    def _faceoff_slots(self, view: Any, bottom: int, dpr: float) -> list[Any]:
        title = "Face-off · both choose a card face down"
        challenge = view.challenge if view.phase == "challenge" else None
        if view.phase == "fight" and view.fight is not None:
            title = f"Fight · {view.fight.wins[0]}–{view.fight.wins[1]} · both lay a card face down"
        if challenge is not None:
            name = CHALLENGE_NAMES.get(challenge.kind, challenge.kind)
            first = view.names[challenge.initiator]
            title = (f"Face-off · {first} lays a card first, face down" if challenge.kind == "faceoff"
                     else f"{name} challenge · {first} started it · cards face down")
        items: list[Any] = [TextItem(title, QRectF(PLAY_RECT.left() + 10, PLAY_RECT.top() + 4,
                                                   PLAY_RECT.width() - 20, 20), 14, INK, True, shrink_to=11)]
        for n, seat in enumerate((bottom, 1 - bottom)):
            x = PLAY_RECT.left() + 20 + n * 230
            y = PLAY_RECT.top() + 26
            if view.seat == seat and view.pick is not None:
                items.append(self._face(view.pick, PLAY_W, QPointF(x, y), dpr))
                caption = ("Your card", "face down")
            elif view.chosen[seat]:
                items.append(self._back(seat, PLAY_W, QPointF(x, y), dpr, f"{view.names[seat]}'s face-off card"))
                caption = (view.names[seat], "card down")
            else:
                items.append(Panel(QRectF(x, y, PLAY_W, PLAY_W * 1.4), QColor(0, 0, 0, 50), QColor(255, 255, 255, 90)))
                declined = challenge is not None and challenge.declined and seat == challenge.defender
                items.append(TextItem("–" if declined else "?", QRectF(x, y, PLAY_W, PLAY_W * 1.4), 40, MUTED, True))
                caption = (view.names[seat], "declined" if declined else "choosing")
            for row, words in enumerate(caption):
                items.append(TextItem(words, QRectF(x + PLAY_W + 6, y + 46 + row * 20, 118, 20), 14,
                                      INK if row == 0 else MUTED, row == 0, Qt.AlignmentFlag.AlignLeft, shrink_to=14))
        return items

    def _play_stack(self, view: Any, dpr: float) -> list[Any]:
        so = view.shootout if view.phase == "shootout" else None
        play = so.played if so else view.play
        items: list[Any] = []
        recent = play[-PLAY_SHOWN:]
        older = len(play) - len(recent)
        # Side by side when they fit (a card's top right corner holds its points), else overlapping.
        step = min(PLAY_W + 4, (PLAY_RECT.width() - 40 - PLAY_W) / max(1, len(recent) - 1))
        y = PLAY_RECT.top() + 24
        span = PLAY_W + step * max(0, len(recent) - 1)
        left = PLAY_RECT.left() + 30 + (PLAY_RECT.width() - 40 - span) / 2
        base = len(play) - len(recent)
        for i in range(min(3, older)):
            card = play[base - 1 - i]
            items.append(self._face(card, PLAY_W, QPointF(left - 10 - 7 * i, y + 3 * i), dpr))
            items[-1].setZValue(1 - i)
        shot_card = view.shot_from + 1 if view.stage in ("score", "save") and not so else None
        won, lost = self._challenge_cards(view) if not so else (None, None)
        if so is not None and so.shot_card in play:
            shot_card = play.index(so.shot_card)
        laid_by = dict(view.laid_by) if not so else {}
        others: list[str] = []      # the shown cards laid from the other side's deck
        for i, card in enumerate(recent):
            index = base + i
            newest = index == len(play) - 1
            item = self._face(card, PLAY_W, QPointF(left + i * step, y), dpr, newest)
            item.setZValue(2 + i)
            items.append(item)
            tag = None
            if view.shot is not None and index == view.shot_from and not so:
                tag = ("SHOT", QColor("#c2410c"))
            if shot_card is not None and index == shot_card:
                tag = ("SHOT CARD", QColor("#7048e8"))
            if index == won:
                tag = ("WON", QColor("#2f9e44"))
            elif index == lost:
                tag = ("LOST", QColor("#495057"))
            if tag and index in (won, lost):
                # Low on the card, between the corner marks: the winning card's actions stay readable.
                items.append(Chip(tag[0], QRectF(left + i * step + 21, y + PLAY_W * 1.4 - 24, 45, 19),
                                  tag[1], size=13))
            elif tag:
                items.append(Chip(tag[0], QRectF(left + i * step + 4, y + PLAY_W * 1.4 - 48, PLAY_W - 8, 22),
                                  tag[1], size=14))
            if card in laid_by:
                layer = laid_by[card]
                item.setToolTip(f"{self.tables.label[card]} · laid by {view.names[layer]} "
                                f"from {view.names[1 - layer]}'s deck")
                items.append(self._laid_by_ring(layer, item))
                others.append(f"{self.tables.card[card].name} laid by {view.names[layer]}")
        if so is not None:
            caption = f"Shootout · round {so.round} · {view.names[so.shooter]} shoots · {len(play)} played"
        elif play:
            caption = f"Play area · {len(play)} card{'s' if len(play) != 1 else ''}"
            if older:
                caption += f" ({older} beneath)"
            if view.doubles:
                caption += " · DOUBLES"
            if others:      # cut to the caption's box: a long name must not push the count out of sight
                metrics = QFontMetricsF(font(14))
                room = PLAY_RECT.width() - 20 - metrics.horizontalAdvance(caption + " · ")
                said = metrics.elidedText(", ".join(others), Qt.TextElideMode.ElideRight, room)
                caption += " · " + said if said else ""
        else:
            caption = "Play area · empty"
        items.append(TextItem(caption, QRectF(PLAY_RECT.left() + 10, PLAY_RECT.top() + 3, PLAY_RECT.width() - 20, 20),
                              14, GOLD if view.doubles else MUTED))
        return items

    @staticmethod
    def _laid_by_ring(seat: int, item: CardItem) -> QGraphicsPathItem:
        """A ring in the laying side's colour around a card laid from the other side's deck (O22):
        the card's own frame keeps its deck's colour, while the penalty symbols, Penalty Shot and a
        fight's injury go by who laid it."""
        path = QPainterPath()
        path.addRoundedRect(item.sceneBoundingRect().adjusted(-3, -3, 3, 3), 9, 9)
        ring = QGraphicsPathItem(path)
        ring.setPen(QPen(SEAT_COLOURS[seat], 4))
        ring.setZValue(item.zValue())
        return ring

    def _challenge_cards(self, view: Any) -> tuple[int | None, int | None]:
        """Indexes in ``play`` of the won challenge's winning and losing cards (the winner's goes on
        the loser's), while the winner uses the card; else None."""
        c = view.challenge
        play = view.play
        if c is None or c.winner is None or not c.won_with or not play or play[-1] != c.won_with:
            return None, None
        won = len(play) - 1
        loser_card = view.last_reveal[1 - c.winner] if len(view.last_reveal) == 2 and not c.uncontested else None
        lost = won - 1 if loser_card is not None and won >= 1 and play[won - 1] == loser_card else None
        return won, lost

    def _reveal_panel(self, view: Any, dpr: float) -> list[Any]:
        cards, winner = self.reveal
        r = REVEAL_RECT
        items: list[Any] = [Panel(r, QColor(8, 18, 30, 235), GOLD, 3, 18)]
        items[0].setZValue(40)
        items.append(TextItem("FACE-OFF", QRectF(r.left(), r.top() + 6, r.width(), 26), 20, GOLD, True))
        for seat in (0, 1):
            x = r.center().x() + (-REVEAL_W - 40 if seat == 0 else 40)
            items.append(self._face(cards[seat], REVEAL_W, QPointF(x, r.top() + 36), dpr, seat == winner))
            word = "wins" if seat == winner else "loses"
            items.append(TextItem(f"{view.names[seat]} {word}", QRectF(x - 40, r.top() + 194, REVEAL_W + 80, 24),
                                  16, GOLD if seat == winner else MUTED, True))
        items.append(TextItem("vs", QRectF(r.center().x() - 30, r.top() + 100, 60, 30), 20, INK, True))
        for item in items[1:]:
            item.setZValue(41)
        return items
