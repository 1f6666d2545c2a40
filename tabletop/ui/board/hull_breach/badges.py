"""The status badges on a Hull Breach! unit (wound tokens and what the engagement marks on it), and
where they lie so that they never cover a word of its card.

A card keeps a band just above its figures footer for its badges (``draw.badge_band``; the card
is painted with that band left free, its text and then its traits giving way first): the badges
sit side by side in rows across it, in full words when they fit ("painted +3"), else in short ones
("paint +3"); a card has only as many rows as fit under its name, and what does not fit in them is
folded into a last "+N more" (or "…") badge. An attachment strip's badges lie at its right end, in
at most ``STRIP_SHARE`` of its width, and the strip paints its name and figures left of them. Every
badge tells its whole mark in its tooltip, so nothing is lost by the short words.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from tabletop.games.hull_breach.cards import Card
from tabletop.ui.board.common.painted_text import FLOOR_PX, card_font
from tabletop.ui.board.hull_breach.draw import BADGE_GAP, BADGE_H, badge_band, badge_room, seat_colour
from tabletop.ui.board.hull_breach.items import Badge
from tabletop.ui.board.hull_breach.layout import pack_rows

#: The most of a strip's width its badges may take (the rest keeps its name and figures).
STRIP_SHARE = 0.55
#: A badge's text is set in the cards' condensed bold: on a card at the cards' floor size.
CARD_FONT = card_font(FLOOR_PX, True)
STRIP_FONT = card_font(FLOOR_PX, True)
#: Room either side of a badge's words.
SIDE = 5.0


@dataclass(frozen=True)
class Mark:
    """One badge's content: its full words, its short words, colour and the tooltip telling all."""

    words: str
    short: str
    fill: QColor
    tip: str


def unit_marks(view: Any, unit: Any, card: Card | None, name: Callable[[str], str]) -> list[Mark]:
    """Wound tokens first, then what the engagement marks on the unit."""
    marks: list[Mark] = []
    if unit.wounds:
        most = (f"/{unit.figures.wounds}" if unit.figures is not None and unit.figures.wounds
                else f"/{card.wounds}" if card is not None and card.wounds else "")
        words = f"✚{unit.wounds}{most}"
        marks.append(Mark(words, words, QColor("#c92a2a"),
                          f"{unit.wounds} wound token{'s' if unit.wounds != 1 else ''}"
                          + (f" of {most[1:]}" if most else "")))
    if view.engagement is not None and unit.pid is not None:
        marks += engagement_marks(view, view.engagement, unit.pid, name)
    return marks


def engagement_marks(view: Any, eng: Any, pid: str, name: Callable[[str], str]) -> list[Mark]:
    """What the engagement marks on a unit: in the fleet, dice declared at it, jammed or painted,
    boarding or boarded, retreating."""
    marks: list[Mark] = []
    if pid in eng.fleet:
        marks.append(Mark("in fleet", "fleet", seat_colour(eng.attacker).darker(150),
                          f"In {view.names[eng.attacker]}'s fleet attacking {view.names[eng.defender]}"))
    dice = sum(n for t, n in eng.aim if t == pid)
    if dice:
        some = f"{dice} {'die' if dice == 1 else 'dice'}"
        marks.append(Mark(f"{some} at it", some, QColor("#e8590c"), f"{some} declared at it"))
    if pid == eng.shooter:
        left = eng.dice - sum(n for _t, n in eng.aim)
        marks.append(Mark(f"firing · {left} left", f"fire {left}", QColor("#b08900"),
                          f"Declaring its volley: {left} {'die' if left == 1 else 'dice'} still to declare"))
    for _j, target, x, _s in eng.jams:
        if target == pid:
            marks.append(Mark(f"jammed −{x}", f"jam −{x}", QColor("#5f3dc4"), f"Jammed: {x} fewer dice"))
    for _p, target, x, _s in eng.paints:
        if target == pid:
            marks.append(Mark(f"painted +{x}", f"paint +{x}", QColor("#2b8a3e"), f"Painted: +{x} to dice against it"))
    for board in eng.boards:
        if board.cancelled:
            if board.ship == pid:
                marks.append(Mark("board cancelled", "no board", QColor("#495057"), "An Escort cancelled this board"))
            continue
        if board.ship == pid:
            marks.append(Mark("boarding", "boards", QColor("#a61e4d"), f"Boarding {name(board.target)}"))
        if board.target == pid:
            marks.append(Mark("boarded", "boarded", QColor("#a61e4d"), f"About to be boarded by {name(board.ship)}"))
    if pid in eng.retreating:
        marks.append(Mark("retreating", "retreat", QColor("#495057"), "Retreating this round"))
    return marks


def _chip_width(text: str, metrics: QFontMetricsF, room: float) -> float:
    return min(room, 2 * SIDE + metrics.horizontalAdvance(text))


def _pack(texts: list[str], metrics: QFontMetricsF, width: float, whole: bool = True) -> list[list[int]] | None:
    """The texts (by index) filled into rows of ``width``, left to right; None when one of them is
    wider than a row and ``whole`` (else it is cut to the row)."""
    widths = []
    for text in texts:
        w = 2 * SIDE + metrics.horizontalAdvance(text)
        if w > width + 0.5:
            if whole:
                return None
            w = width
        widths.append(w)
    return pack_rows(widths, BADGE_GAP, width)


def _more(rest: list[Mark]) -> Mark:
    """The marks that found no room, as one "+N more" badge (or "…" where that is too wide) whose
    tooltip tells each."""
    return Mark(f"+{len(rest)} more", "…", QColor("#343a40"), "\n".join(m.tip for m in rest))


def lay_out(marks: list[Mark], width: float, rows: int, metrics: QFontMetricsF) -> list[list[tuple[str, Mark]]]:
    """The badges as rows of (words shown, mark), in at most ``rows`` rows of ``width``: full
    words, else short words, else short words with the marks that do not fit folded into one last
    badge ("+2 more", or "…" where that is too wide)."""
    if not marks:
        return []
    for texts in ([m.words for m in marks], [m.short for m in marks]):
        packed = _pack(texts, metrics, width)
        if packed is not None and len(packed) <= rows:
            return [[(texts[n], marks[n]) for n in row] for row in packed]
    for shown in range(len(marks) - 1, -1, -1):
        more = _more(marks[shown:])
        for last in (more.words, more.short):
            texts = [*(m.short for m in marks[:shown]), last]
            packed = _pack(texts, metrics, width, whole=False)
            if packed is not None and len(packed) <= rows:
                kept = [*marks[:shown], more]
                return [[(texts[n], kept[n]) for n in row] for row in packed]
    return [[("…", _more(marks))]]


def card_rows(card: Card | None, width: float) -> int:
    """How many badge rows a card ``width`` wide has room for under its name (at least one: on the
    smallest cards the name then gives way to an ellipsis rather than lie under a badge)."""
    room = badge_room(card, width) if card is not None else width * 0.4
    return max(1, int(room // (BADGE_H + BADGE_GAP)))


def card_badges(marks: list[Mark], card: Card | None, pid: str, x: float, y: float, width: float
                ) -> tuple[float, list[Badge]]:
    """The badges of the card ``width`` wide at (x, y), in its band above the footer, and the band's
    height the card must keep free (0 without marks)."""
    if not marks:
        return 0.0, []
    metrics = QFontMetricsF(CARD_FONT)
    full = badge_band(width, 1)
    rows = lay_out(marks, full.width(), card_rows(card, width), metrics)
    band = badge_band(width, len(rows))
    items = []
    for r, row in enumerate(rows):
        left = x + band.left()
        top = y + band.top() + r * (BADGE_H + BADGE_GAP)
        for text, mark in row:
            w = _chip_width(text, metrics, band.width())
            items.append(_badge(text, mark, QRectF(left, top, w, BADGE_H), pid, CARD_FONT, metrics))
            left += w + BADGE_GAP
    return len(rows) * (BADGE_H + BADGE_GAP), items


def strip_badges(marks: list[Mark], pid: str, rect: QRectF) -> tuple[float, list[Badge]]:
    """The badges of an attachment strip at ``rect``, leftwards from its right end on one line, and
    the width at that end the strip must keep clear of its words."""
    if not marks:
        return 0.0, []
    metrics = QFontMetricsF(STRIP_FONT)
    room = rect.width() * STRIP_SHARE
    row = lay_out(marks, room, 1, metrics)[0]
    h = min(rect.height() - 2, BADGE_H)
    right = rect.right() - 2
    items = []
    for text, mark in reversed(row):
        w = _chip_width(text, metrics, room)
        items.append(_badge(text, mark, QRectF(right - w, rect.top() + (rect.height() - h) / 2, w, h), pid,
                            STRIP_FONT, metrics))
        right -= w + BADGE_GAP
    return rect.right() - right, items


def badge_width(words: list[str]) -> float:
    """The width a strip's badges of ``words`` take at its right end, in full words."""
    metrics = QFontMetricsF(STRIP_FONT)
    return sum(metrics.horizontalAdvance(text) + 2 * SIDE + BADGE_GAP for text in words) + 2


def _badge(text: str, mark: Mark, rect: QRectF, pid: str, font: QFont, metrics: QFontMetricsF) -> Badge:
    """One badge; words wider than the room it has are cut with an ellipsis (the tooltip tells all)."""
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width() - 2 * SIDE + 1)
    badge = Badge(shown or text[:1], rect, mark.fill, font, pid)
    badge.setToolTip(mark.tip)
    return badge
