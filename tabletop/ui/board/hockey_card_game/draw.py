"""Static parts of the hockey rink, built as scene items from one view: plates, score, deck, pile.

Kept apart from the table so the table's file is about input and the shell interface, and so
each piece of the picture is a small function from public view fields to items. Nothing here
sees a hand other than the one the table passes in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem

from tabletop.ui.board.common.items import FELT_DARK, FELT_LIGHT, GOLD, INK, MUTED, FaceItem, Panel, TextItem
from tabletop.ui.board.common.models import card_label
from tabletop.ui.cards import card_painter, card_size

#: Told (card id, item) when the mouse rests on a face and (None, item) when it leaves.
OnHover = Callable[[str | None, QGraphicsItem], None]
#: The scene's design size, which the view fits to the table, and its centre.
SCENE = QRectF(0, 0, 1200, 750)
CENTRE = QPointF(600, 375)
DECK_W = 80
RINK_MID_Y = 375
#: The two roles of a period in the plate's words: the rulebook's "Player One" plays the first
#: card of every deal, which next to seat names like "Player 1" would read as another name.
ROLES = {"lead": "Leads each deal", "deal": "Dealer"}
PERIOD_NAMES = {1: "1st period", 2: "2nd period", 3: "3rd period", 4: "Tie-breaker"}


def pixmap_item(card_id: str | None, width: float, dpr: float, pos: QPointF, highlight: bool = False,
                tip: str = "", on_hover: OnHover | None = None) -> QGraphicsPixmapItem:
    """A face (card id) or a back (None) at scene ``pos``, painted sharp for the current zoom; a
    face given ``on_hover`` reports the mouse resting on it, so the table can show it large."""
    size = card_size(width)
    painter = card_painter()
    pixmap = painter.back(size, dpr, highlight) if card_id is None else painter.face(card_id, size, dpr, highlight)
    item = FaceItem(card_id, pixmap, on_hover) if card_id is not None and on_hover else QGraphicsPixmapItem(pixmap)
    item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
    item.setPos(pos)
    if tip:
        item.setToolTip(tip)
    return item


def phase_line(view: Any) -> str:
    if view.phase == "cut":
        return "Cut for the deal"
    if view.phase == "choose":
        return "Choosing: deal or play first"
    if view.phase == "over":
        return "Final"
    deals = len(view.deals)
    return f"{PERIOD_NAMES.get(view.period, f'Period {view.period}')} · Deal {view.deal} of {deals}"


def scoreboard(view: Any) -> list[QGraphicsItem]:
    """Names, goals per period and totals, with the period and deal underneath."""
    periods = max(3, len(view.goals))
    rect = QRectF(862, 16, 322, 72 + 32 * 2)
    items: list[QGraphicsItem] = [Panel(rect, QColor(6, 18, 12, 170), QColor(255, 255, 255, 50))]
    name_w, col_w = (136, 32) if periods == 3 else (118, 30)
    x0 = rect.left() + 14
    header_y = rect.top() + 8
    total_x = rect.right() - 14 - 44
    for p in range(periods):
        label = "OT" if p == 3 else str(p + 1)
        items.append(TextItem(label, QRectF(x0 + name_w + p * col_w, header_y, col_w, 20), 15, MUTED, True))
    items.append(TextItem("Goals", QRectF(total_x - 10, header_y, 64, 20), 15, MUTED, True))
    leader = None
    if view.totals[0] != view.totals[1]:
        leader = 0 if view.totals[0] > view.totals[1] else 1
    for seat in (0, 1):
        y = header_y + 25 + seat * 32
        colour = GOLD if seat == view.turn and view.phase == "play" else INK
        items.append(TextItem(view.names[seat], QRectF(x0, y, name_w - 6, 30), 18, colour, True,
                              Qt.AlignmentFlag.AlignLeft))
        for p in range(periods):
            text = str(view.goals[p][seat]) if p < len(view.goals) else "–"
            items.append(TextItem(text, QRectF(x0 + name_w + p * col_w, y, col_w, 30), 18, INK))
        items.append(TextItem(str(view.totals[seat]), QRectF(total_x, y, 44, 30), 23,
                              GOLD if leader == seat else INK, True))
    items.append(TextItem(phase_line(view), QRectF(rect.left() + 14, rect.bottom() - 32, rect.width() - 28, 26),
                          16, MUTED, False, Qt.AlignmentFlag.AlignLeft))
    return items


def role_tip(view: Any, seat: int) -> str:
    """What a seat's role this period means, said with its name (the rulebook calls it "Player One")."""
    name = view.names[seat]
    if view.player_one == seat:
        return (f"{name} leads each deal: plays the first card of every deal this period. "
                "The roles swap each period.")
    return f"{name} deals this period and plays second in every deal. The roles swap each period."


def name_plate(view: Any, seat: int, rect: QRectF, is_you: bool) -> list[QGraphicsItem]:
    """Name, role and card count; gold edge on the player to move, a badge on a breakaway."""
    to_move = view.phase == "play" and view.turn == seat
    pending_cut = view.phase == "cut" and view.cut_cards[seat] is None and (seat == 0 or view.cut_cards[0])
    chooser = view.phase == "choose" and view.chooser == seat
    active = to_move or pending_cut or chooser
    items: list[QGraphicsItem] = [Panel(rect, QColor(6, 18, 12, 185) if not active else QColor(40, 32, 6, 200),
                                        GOLD if active else QColor(255, 255, 255, 50), 3 if active else 1.5)]
    name = view.names[seat] + (" (you)" if is_you else "")
    items.append(TextItem(name, QRectF(rect.left() + 14, rect.top() + 6, rect.width() - 28, 32), 21, INK, True,
                          Qt.AlignmentFlag.AlignLeft))
    if view.phase in ("play", "over"):
        role = ROLES["lead"] if view.player_one == seat else ROLES["deal"]
        count = view.hand_sizes[seat]
        detail = f"{role} · {count} card{'s' if count != 1 else ''}"
    elif view.phase == "choose":
        detail = "won the cut" if view.chooser == seat else "lost the cut"
    else:
        detail = "to cut" if pending_cut else ("has cut" if view.cut_cards[seat] else "waiting to cut")
    if active and view.phase == "play":      # the count is plain to see in the hand, face up or down
        detail = f"Your turn · {role}" if is_you else f"To play · {role}"
    items.append(TextItem(detail, QRectF(rect.left() + 14, rect.top() + 40, rect.width() - 28, 24), 16,
                          GOLD if active else MUTED, False, Qt.AlignmentFlag.AlignLeft))
    if view.phase in ("play", "over"):
        items[0].setToolTip(role_tip(view, seat))
    if view.breakaway == seat and view.phase == "play":
        # Beside the plate on the rink's side, off the row where the hand lies, so no card covers it.
        y = rect.bottom() + 10 if rect.center().y() < RINK_MID_Y else rect.top() - 10 - 32
        badge = QRectF(rect.left(), y, 160, 32)
        items.append(Panel(badge, QColor("#e8731c"), QColor(255, 255, 255, 150), 2, 16))
        items.append(TextItem("⚡ BREAKAWAY", badge, 15, QColor("white"), True))
    return items


def deck_stack(view: Any, dpr: float) -> list[QGraphicsItem]:
    """The undealt deck at the left, a few backs deep, with its count."""
    items: list[QGraphicsItem] = []
    x, y = 82, 300
    layers = min(4, (view.deck_size + 9) // 10)
    tip = f"{view.deck_size} cards in the deck"
    if not layers:
        items.append(Panel(QRectF(x, y, DECK_W, DECK_W * 1.4), QColor(0, 0, 0, 40), QColor(255, 255, 255, 60)))
    for i in range(layers):
        items.append(pixmap_item(None, DECK_W, dpr, QPointF(x - i * 2.5, y - i * 2.5), tip=tip))
    items.append(TextItem(f"Deck · {view.deck_size}", QRectF(x - 30, y + DECK_W * 1.4 + 8, DECK_W + 60, 26),
                          18, INK, True))
    return items



def pile_fan(pile: tuple[str, ...], width: float, shown: int, dpr: float,
             on_hover: OnHover | None = None) -> list[QGraphicsItem]:
    """The last ``shown`` plays fanned left to right, newest on top; older ones squared beneath."""
    items: list[QGraphicsItem] = []
    height = width * 1.4
    top = 375 - height / 2
    recent = pile[-shown:]
    step = 60
    span = width + step * (len(recent) - 1) if recent else width
    left = 600 - span / 2
    older = len(pile) - len(recent)
    for i in range(min(3, older)):
        items.append(pixmap_item(None, width, dpr, QPointF(left - 16 - i * 3, top + 6 - i * 3),
                                 tip=f"{older} earlier plays"))
    for i, card in enumerate(recent):
        newest = i == len(recent) - 1
        item = pixmap_item(card, width, dpr, QPointF(left + i * step, top - (6 if newest else 0)),
                           highlight=newest, tip=card_label(card), on_hover=on_hover)
        items.append(item)
    if pile:
        caption = f"Pile · {len(pile)} card{'s' if len(pile) != 1 else ''} this period"
        if older:
            caption += f" ({older} beneath)"
    else:
        caption = "Pile · empty"
    items.append(TextItem(caption, QRectF(360, top - 42, 480, 26), 16, MUTED))
    return items


def result_panel(view: Any) -> list[QGraphicsItem]:
    """Nothing at game over: the shared game-over panel (``common/game_over.py``) says the result
    over the rink, and the scoreboard keeps every period's goals, so it is not said twice."""
    return []


def paint_rink(painter: QPainter, rect: QRectF) -> None:
    """The table's background: the felt, painted so letterboxing looks intended, with faint rink
    markings."""
    painter.fillRect(rect, QColor("#0f2a1e"))
    felt = QRadialGradient(CENTRE, SCENE.width() * 0.62)
    felt.setColorAt(0, FELT_LIGHT)
    felt.setColorAt(1, FELT_DARK)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(felt)
    painter.drawRoundedRect(SCENE, 28, 28)
    # Rink markings, faint: they say "hockey" without competing with the cards.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 28), 3))
    painter.drawRoundedRect(SCENE.adjusted(10, 10, -10, -10), 120, 120)
    painter.setPen(QPen(QColor(220, 60, 60, 60), 5))
    painter.drawLine(QPointF(20, CENTRE.y()), QPointF(SCENE.width() - 20, CENTRE.y()))
    painter.setPen(QPen(QColor(80, 140, 230, 50), 5))
    for y in (210, 540):
        painter.drawLine(QPointF(20, y), QPointF(SCENE.width() - 20, y))
    painter.setPen(QPen(QColor(255, 255, 255, 30), 3))
    painter.drawEllipse(CENTRE, 175, 175)
