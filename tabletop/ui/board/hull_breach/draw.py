"""Pictures for the Hull Breach! table: cards painted from their printed fields (book 1.0).

A card shows its anatomy as the book lays it out: the name, Resource and Currency cost in two
circles at the top right (a gain, collected in the Logistics Phase, in a smaller circle beside
each), the type and sub-type, the traits, the text where there is room, the Marine and Fighter
Wing capacity it gives (white) or uses (red), and attack, defense and wounds along the bottom.
On the battlefield those figures are the unit's figures now, from the engine's view (modules,
Breakthrus, engagement cards, a Fearless swap, a jam): one that differs from the print reads
"printed→now" where there is room, and is coloured by whether it went up or down either way.
An attachment tucked under its host is a one-line strip (``paint_strip``); a face-down module
and the cards in a hand another seat holds are backs. A unit's status badges never lie over a
word: a card keeps a band above its footer free for them (``badge_band``, under the name, the text
and traits giving way first), a strip the width at its right end. Everything is cached per size and pixel
density (``HullArt``), so a repaint only copies pictures.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPixmap

from tabletop.games.hull_breach.cards import STATION, TYPES, Card
from tabletop.games.hull_breach.state import Figures
from tabletop.ui.board.common.painted_text import FLOOR_PX, Fitted, Scribe, TextRun, card_font, fit
from tabletop.ui.board.hull_breach.words import figures
from tabletop.ui.pixmaps import PixmapCache, blank_pixmap

CARD_RATIO = 1.4
#: Seat colours, clockwise: card edges, plates and markers say whose a thing is.
SEAT_COLOURS = (QColor("#4dabf7"), QColor("#ff8a5b"), QColor("#69db7c"), QColor("#da77f2"), QColor("#38d9a9"),
                QColor("#f783ac"))
#: Each card type's band colour (the printed card's type bar).
TYPE_COLOURS = dict(zip(TYPES, map(QColor, ("#34495e", "#6c5ce7", "#1f6f8b", "#7f4f24", "#b7791f", "#c0392b",
                                             "#2f9e44")), strict=True))
PAPER = QColor("#eef2f6")
INK = QColor("#18202b")
RESOURCE = QColor("#15171b")       # the black circle
CURRENCY = QColor("#d4a017")       # the gold circle
LIT = QColor("#7be08f")
CHOSEN = QColor("#ffc23d")
#: A figure above or below its print: on the dark figure box, and on a strip's paper.
RAISED, LOWERED = QColor("#8ce99a"), QColor("#ffa94d")
RAISED_ON_PAPER, LOWERED_ON_PAPER = QColor("#2b8a3e"), QColor("#d9480f")


def seat_colour(seat: int) -> QColor:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def stat_pieces(card: Card, now: Figures | None, arrows: bool = True,
                words: tuple[str, ...] = ("attack", "defense", "wounds")) -> list[tuple[str, str]]:
    """The figures as short pieces with how each stands: ("D6→7", "up") with ``arrows``, else
    ("D7", "up"); "" for a figure as printed, "down" for one below its print. Without ``now`` the
    printed figures; a Module - Station shows its station's pooled defense, which it never prints."""
    if now is None:
        return [(f"{word[0].upper()}{value}", "") for word, value in figures(card) if word in words]
    out = []
    for word, value, printed in (("attack", now.attack, now.printed_attack),
                                 ("defense", now.defense, now.printed_defense),
                                 ("wounds", now.wounds, now.printed_wounds)):
        if value is None or word not in words:
            continue
        letter = word[0].upper()
        if printed is None or printed == value:
            out.append((f"{letter}{value}", ""))
        else:
            out.append((f"{letter}{printed}→{value}" if arrows else f"{letter}{value}",
                        "up" if value > printed else "down"))
    return out


def _pieces_width(pieces: list[tuple[str, str]], metrics: QFontMetricsF, gap: str) -> float:
    return metrics.horizontalAdvance(gap.join(text for text, _how in pieces))


def _draw_pieces(scribe: Scribe, box: QRectF, pieces: list[tuple[str, str]], font, gap: str, plain: QColor,
                 up: QColor, down: QColor, align: Qt.AlignmentFlag) -> None:
    """The pieces on one line in ``box`` (centred or right-aligned), each in its colour."""
    metrics = QFontMetricsF(font)
    width = _pieces_width(pieces, metrics, gap)
    x = box.right() - width if align == Qt.AlignmentFlag.AlignRight else box.left() + (box.width() - width) / 2
    for n, (text, how) in enumerate(pieces):
        shown = text + (gap if n < len(pieces) - 1 else "")
        advance = metrics.horizontalAdvance(shown)
        colour = up if how == "up" else down if how == "down" else plain
        scribe.line(QRectF(x, box.top(), advance + 1, box.height()), text, font, colour)
        x += advance


def _circle(painter: QPainter, scribe: Scribe, box: QRectF, fill: QColor, text: str, ink: QColor) -> None:
    painter.setPen(QPen(QColor("white"), max(1.0, box.width() * 0.06)))
    painter.setBrush(fill)
    painter.drawEllipse(box)
    scribe.line(box, text, card_font(max(box.height() * 0.62, FLOOR_PX), True), ink, Qt.AlignmentFlag.AlignCenter)


#: A row of status badges on a card (``badges``): its height and the gap under and between rows.
BADGE_H = 17.0
BADGE_GAP = 2.0


def _measures(w: float) -> tuple[float, float, float, float]:
    """A card ``w`` wide: its unit (a hundredth of the width), padding, cost circle and gain circle."""
    u = w / 100.0
    return u, 5 * u, max(19 * u, FLOOR_PX + 4), max(15 * u, FLOOR_PX + 6)


def footer_top(w: float, h: float) -> float:
    """Where the figures footer starts, from the card's top: badges lie in a band just above it."""
    u, pad, _circle, _small = _measures(w)
    return h - pad - max(18 * u, FLOOR_PX + 6)


def _corner(card: Card, w: float) -> tuple[float, float]:
    """The right edge of the room beside the cost circles, and the bottom of the circles."""
    u, pad, circle, small = _measures(w)
    has_cost = card.type not in (STATION,)
    right_edge = w - pad - circle - circle - 4 * u if has_cost else w - pad
    gain_y = pad + (circle + 2 * u if has_cost else 0)
    if card.gain != (0, 0) and not has_cost:
        right_edge = w - pad - small - small - 4 * u
    top_bottom = max(pad + (circle if has_cost else 0), gain_y + small if card.gain != (0, 0) else pad) + 2 * u
    return right_edge, top_bottom


def _name_setting(card: Card, w: float, limit: float) -> tuple[QRectF, Fitted | None, str, float]:
    """Where the name goes on a card ``w`` wide, kept above ``limit`` (the top of the badge band or
    the footer): left of the costs on up to three lines, or under them at full width; as a last
    resort cut with an ellipsis on one line (the preview shows it whole). Returns the box, the fitted
    lines (None: the cut ``text`` on one line in bold at the floor) and the y under the name."""
    u, pad, _circle, _small = _measures(w)
    right_edge, top_bottom = _corner(card, w)
    name_w = right_edge - pad
    name_fit = fit(card.name, name_w, 12 * u, True, 2) or fit(card.name, name_w, FLOOR_PX, True, 3)
    if name_fit is not None and pad + name_fit.height <= min(top_bottom + 8 * u, limit):
        box = QRectF(pad, pad, name_w, name_fit.height)
        return box, name_fit, "", max(box.bottom(), top_bottom)
    full = w - 2 * pad
    room = limit - top_bottom
    short = card.name.split("-class")[0]
    name_fit = (fit(card.name, full, 12 * u, True, 2, room) or fit(card.name, full, FLOOR_PX, True, 3, room)
                or fit(card.name, full, FLOOR_PX, False, 3, room) or fit(short, full, FLOOR_PX, True, 2, room))
    if name_fit is not None:
        box = QRectF(pad, top_bottom, full, name_fit.height)
        return box, name_fit, "", box.bottom()
    bold = card_font(FLOOR_PX, True)
    height = QFontMetricsF(bold).lineSpacing()
    text = QFontMetricsF(bold).elidedText(card.name, Qt.TextElideMode.ElideRight, full)
    return QRectF(pad, top_bottom, full, height), None, text, top_bottom + height


_ROOM: dict[tuple[str, int], float] = {}


def badge_room(card: Card, width: float) -> float:
    """The height a card ``width`` wide has free for badges between its name and its footer (less
    the gap above the footer), so badges never push the name aside; under its traits too when a
    row of badges still fits there (a unit's traits decide its volleys: badges that find no room
    fold into "+N more", whose tooltip tells them). Remembered per card and width."""
    key = (card.id, round(width))
    room = _ROOM.get(key)
    if room is None:
        w, h = round(width), round(width * CARD_RATIO)
        u, pad, _circle, _small = _measures(w)
        top = footer_top(w, h)
        _box, _fitted, _text, bottom = _name_setting(card, w, top)
        room = max(0.0, top - bottom - 2 * u)
        traits = fit(", ".join(card.trait_labels), w - 2 * pad, 9.5 * u, True, 3) if card.trait_labels else None
        if traits is not None:
            # as paint_face sets them: a gap, the thin type bar, a gap, the traits and a gap
            under = top - (bottom + 8 * u + traits.height + 1 * u) - 0.5
            if under >= BADGE_H + BADGE_GAP:
                room = min(room, under)
        _ROOM[key] = room
    return room


def badge_band(width: float, rows: int) -> QRectF:
    """The band of ``rows`` badge rows on a card ``width`` wide, in the card's own coordinates: just
    above the footer, across the card less its padding."""
    w, h = round(width), round(width * CARD_RATIO)
    _u, pad, _circle, _small = _measures(w)
    height = rows * (BADGE_H + BADGE_GAP)
    return QRectF(pad, footer_top(w, h) - height, w - 2 * pad, height - BADGE_GAP)


def paint_face(painter: QPainter, rect: QRectF, card: Card, owner: int | None, lit: str = "",
               scribe: Scribe | None = None, now: Figures | None = None, band: float = 0.0) -> list[TextRun]:
    """One card face. ``lit`` is "" (plain), "legal" (a drop or click may go here) or "chosen";
    ``now`` the unit's figures now (None: the printed ones, as in a hand or a scrapheap); ``band``
    the height kept free above the footer for the unit's badges (``badge_band``), so no badge ever
    lies over a word.

    On a small card the words give way from the bottom of the priorities: the text first, then
    the type line's words (its coloured bar stays, thin) where the traits need their room, then
    the traits; the name, costs and figures stay (the hover preview shows all).
    """
    scribe = scribe or Scribe(painter)
    u, pad, circle, small = _measures(rect.width())
    x0, y0, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    edge = LIT if lit == "legal" else CHOSEN if lit == "chosen" else (
        seat_colour(owner) if owner is not None else QColor("#8895a7"))
    painter.setPen(QPen(edge, (5 if lit else 3) * u))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(rect.adjusted(2 * u, 2 * u, -2 * u, -2 * u), 6 * u, 6 * u)
    band_colour = TYPE_COLOURS[card.type]
    # Costs top right: Resource (black) and Currency (gold); gains as a small circle under each.
    cx = x0 + w - pad - circle
    has_cost = card.type not in (STATION,)
    if has_cost:
        _circle(painter, scribe, QRectF(cx, y0 + pad, circle, circle), CURRENCY, str(card.cost[1]), INK)
        _circle(painter, scribe, QRectF(cx - circle - 2 * u, y0 + pad, circle, circle), RESOURCE,
                str(card.cost[0]), QColor("white"))
    gain_y = y0 + pad + (circle + 2 * u if has_cost else 0)
    if card.gain != (0, 0):
        gx = x0 + w - pad - small
        _circle(painter, scribe, QRectF(gx, gain_y, small, small), CURRENCY, f"+{card.gain[1]}", INK)
        _circle(painter, scribe, QRectF(gx - small - 2 * u, gain_y, small, small), RESOURCE, f"+{card.gain[0]}",
                QColor("white"))
    # The name, left of the costs, on up to three lines; on a narrow card, under them at full width.
    footer_y = y0 + footer_top(w, h)
    limit = footer_y - band
    box, name_fit, cut, y = _name_setting(card, w, limit - y0)
    box.translate(x0, y0)
    y += y0
    if name_fit is not None:
        scribe.block(box, name_fit, INK)
    else:
        scribe.line(box, cut, card_font(FLOOR_PX, True), INK)
    y += 2 * u
    # The type bar; its words give way to the traits (a unit's traits decide a volley, its type is
    # told by the bar's colour and the preview), leaving a thin bar of the type's colour.
    traits = ", ".join(card.trait_labels)
    type_fit = fit(card.type_line, w - 2 * pad - 4 * u, 9 * u, True)
    bar_h = (type_fit.height if type_fit is not None else 4 * u) + 2 * u
    if traits and type_fit is not None and not _traits_fit(traits, w, pad, u, limit - y - bar_h - 2 * u):
        type_fit, bar_h = None, 4 * u
    footer_h = y0 + h - pad - footer_y
    if y + bar_h <= limit:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band_colour)
        painter.drawRect(QRectF(x0 + 3 * u, y, w - 6 * u, bar_h))
        if type_fit is not None:
            scribe.block(QRectF(x0 + pad + 2 * u, y + 1 * u, w - 2 * pad - 4 * u, type_fit.height), type_fit,
                         QColor("white"))
        y += bar_h + 2 * u
    # Traits, then the text, while there is room above the badges' band (or the footer).
    if traits:
        trait_fit = fit(traits, w - 2 * pad, 9.5 * u, True, 3, limit - y - 1 * u)
        if trait_fit is not None:
            y = scribe.block(QRectF(x0 + pad, y, w - 2 * pad, trait_fit.height), trait_fit, QColor("#a61e1e"))
            y += 1.5 * u
    if card.text:
        text_fit = fit(card.text, w - 2 * pad, 8.5 * u, False, 12, limit - y - 1 * u)
        if text_fit is not None:
            scribe.block(QRectF(x0 + pad, y, w - 2 * pad, text_fit.height), text_fit, QColor("#34404f"))
    # Footer: capacity given (white) and used (red) on the left, attack / defense / wounds on the right.
    footer = QRectF(x0 + pad, footer_y, w - 2 * pad, footer_h)
    stat_font = card_font(max(10 * u, FLOOR_PX), True)
    metrics = QFontMetricsF(stat_font)
    stats: tuple[list[tuple[str, str]], str] | None = None
    for candidate, gap in ((stat_pieces(card, now), " "), (stat_pieces(card, now, arrows=False), " "),
                           (stat_pieces(card, now, arrows=False), ""),
                           (stat_pieces(card, now, arrows=False)[:2], "")):
        if candidate and _pieces_width(candidate, metrics, gap) + 6 * u <= footer.width() + 2 * u:
            stats = (candidate, gap)
            break
    if stats is not None:
        stat_w = min(footer.width() + 2 * u, _pieces_width(stats[0], metrics, stats[1]) + 6 * u)
        box = QRectF(footer.right() + 1 * u - stat_w, footer.top(), stat_w, footer.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        painter.drawRoundedRect(box, 3 * u, 3 * u)
        _draw_pieces(scribe, box, stats[0], stat_font, stats[1], QColor("white"), RAISED, LOWERED,
                     Qt.AlignmentFlag.AlignCenter)
        room = box.left() - footer.left() - 2 * u
    else:
        room = footer.width()
    icons = _capacity_words(card)
    if icons:
        icon_fit = fit(icons, room, 9 * u, True)
        if icon_fit is not None:
            scribe.line(footer, icons, icon_fit.font, QColor("#b02a2a") if card.uses != (0, 0) else QColor("#1f6f8b"))
    return scribe.runs


def _traits_fit(traits: str, w: float, pad: float, u: float, room: float) -> bool:
    """Whether the traits fit in ``room`` under the type bar (as ``paint_face`` sets them)."""
    return fit(traits, w - 2 * pad, 9.5 * u, True, 3, room - 1 * u) is not None


def _capacity_words(card: Card) -> str:
    """The capacity icons as short words: 'M2 F1' given, 'uses M1' used."""
    given = [f"{k}{n}" for k, n in zip(("M", "F"), card.capacity, strict=True) if n]
    used = [f"{k}{n}" for k, n in zip(("M", "F"), card.uses, strict=True) if n]
    if given:
        return "holds " + " ".join(given)
    if used:
        return "uses " + " ".join(used)
    return ""


def strip_name(name: str) -> str:
    """The name a strip shows when the whole one does not fit: 'Seagull' for 'Seagull-class Cruiser',
    'Stalker MK II' for 'Stalker MK II Fighter Drones'."""
    return name.split("-class")[0].split(" Fighter")[0]


def paint_strip(painter: QPainter, rect: QRectF, card: Card, owner: int | None, lit: str = "",
                scribe: Scribe | None = None, now: Figures | None = None, reserve: float = 0.0) -> list[TextRun]:
    """An attachment tucked under its host: a one-line strip with its type colour, name and figures
    (attack and defense now; a Module - Station its station's pooled defense; wounds are tokens),
    all left of the ``reserve`` at its right end where badges lie. The figures stay before the name
    does: when nothing fits whole, the name is cut with an ellipsis (the preview shows it whole)."""
    scribe = scribe or Scribe(painter)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    edge = LIT if lit == "legal" else CHOSEN if lit == "chosen" else (
        seat_colour(owner) if owner is not None else QColor("#8895a7"))
    painter.setPen(QPen(edge, 3 if lit else 1.5))
    painter.setBrush(PAPER)
    body = rect.adjusted(1, 1, -1, -1)
    painter.drawRoundedRect(body, 4, 4)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(TYPE_COLOURS[card.type])
    painter.drawRect(QRectF(body.left(), body.top() + 2, 6, body.height() - 4))
    inner = body.adjusted(9, 0, -4 - reserve, 0)
    size = max(float(FLOOR_PX), rect.height() * 0.62)
    short = strip_name(card.name)
    pair = ("attack", "defense")
    with_arrows, plain = stat_pieces(card, now, True, pair), stat_pieces(card, now, False, pair)
    for words, shown in ((card.name, with_arrows), (card.name, plain), (short, with_arrows), (short, plain)):
        text = " ".join(t for t, _how in shown)
        fig_fit = fit(text, inner.width() * 0.45, size, True) if shown else None
        if shown and fig_fit is None:
            continue
        fig_w = QFontMetricsF(fig_fit.font).horizontalAdvance(text) + 6 if fig_fit is not None else 0
        name_fit = fit(words, inner.width() - fig_w, size, False)
        if name_fit is None:
            continue
        scribe.line(inner, words, name_fit.font, INK)
        if fig_fit is not None:
            _draw_pieces(scribe, inner, shown, fig_fit.font, " ", QColor("#a61e1e"), RAISED_ON_PAPER,
                         LOWERED_ON_PAPER, Qt.AlignmentFlag.AlignRight)
        return scribe.runs
    # the figures at the floor size (as much of them as fits), then the name cut to the rest
    small, bold = card_font(FLOOR_PX), card_font(FLOOR_PX, True)
    shown = plain
    while shown and QFontMetricsF(bold).horizontalAdvance(" ".join(t for t, _h in shown)) > inner.width() * 0.7:
        shown = shown[:-1]
    fig_w = QFontMetricsF(bold).horizontalAdvance(" ".join(t for t, _h in shown)) + 4 if shown else 0
    if shown:
        _draw_pieces(scribe, inner, shown, bold, " ", QColor("#a61e1e"), RAISED_ON_PAPER, LOWERED_ON_PAPER,
                     Qt.AlignmentFlag.AlignRight)
    name = QFontMetricsF(small).elidedText(short, Qt.TextElideMode.ElideRight, inner.width() - fig_w)
    if name:
        scribe.line(inner.adjusted(0, 0, -fig_w, 0), name, small, INK)
    return scribe.runs


def paint_back(painter: QPainter, rect: QRectF, owner: int | None, scribe: Scribe | None = None) -> list[TextRun]:
    """The back every Hull Breach! card shares, edged in its owner's colour."""
    scribe = scribe or Scribe(painter)
    u = rect.width() / 100.0
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    edge = seat_colour(owner) if owner is not None else QColor("#8895a7")
    painter.setPen(QPen(edge, 3 * u))
    painter.setBrush(QColor("#0f1b2d"))
    body = rect.adjusted(2 * u, 2 * u, -2 * u, -2 * u)
    painter.drawRoundedRect(body, 6 * u, 6 * u)
    painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5 * u))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(body.center(), body.width() * 0.3, body.width() * 0.3)
    label = fit("HULL BREACH!", body.width() * 0.9, 11 * u, True, 2)
    if label is not None:
        box = QRectF(body.left(), body.center().y() - label.height / 2, body.width(), label.height)
        scribe.block(box, label, QColor(255, 255, 255, 170), Qt.AlignmentFlag.AlignCenter)
    return scribe.runs


def paint_hidden_strip(painter: QPainter, rect: QRectF, owner: int | None, reserve: float = 0.0) -> list[TextRun]:
    """A face-down module as its one-line strip: the back's colours and "face down", left of the
    ``reserve`` at its right end where badges lie."""
    scribe = Scribe(painter)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.setPen(QPen(seat_colour(owner) if owner is not None else QColor("#8895a7"), 1.5))
    painter.setBrush(QColor("#0f1b2d"))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
    for text in ("face-down module", "face down", "hidden"):
        words = fit(text, rect.width() - 17 - reserve, max(float(FLOOR_PX), rect.height() * 0.6))
        if words is not None:
            scribe.line(rect.adjusted(13, 0, -4 - reserve, 0), text, words.font, QColor(255, 255, 255, 170))
            break
    return scribe.runs


def _drawn(now: Figures | None) -> tuple[int | None, ...] | None:
    """What of ``now`` a picture shows, as part of its cache key: None when it is the print (so a
    unit as printed shares the printed picture), never the wounds left (tokens are drawn apart)."""
    if now is None or (not now.changed() and (now.defense is None or now.printed_defense is not None)):
        return None
    return (now.attack, now.defense, now.wounds, now.printed_attack, now.printed_defense, now.printed_wounds)


def figures_key(now: Figures | None) -> tuple[int | None, ...] | None:
    """What of a unit's figures its pictures show (a cache key): None for the print."""
    return _drawn(now)


def _figures(drawn: tuple[int | None, ...] | None) -> Figures | None:
    if drawn is None:
        return None
    attack, defense, wounds, printed_attack, printed_defense, printed_wounds = drawn
    return Figures(attack, defense, wounds, None, printed_attack, printed_defense, printed_wounds)


class HullArt(PixmapCache):
    """Card pictures by (kind, card, size, density, lit, owner, figures now), each painted once; the
    words on each are kept beside it (``words_on``) so tests read what the player reads."""

    def __init__(self, cards: dict[str, Card]) -> None:
        super().__init__()
        self.cards = cards
        self._words: dict[int, list[TextRun]] = {}

    def words_on(self, pixmap: QPixmap) -> list[TextRun]:
        return self._words.get(pixmap.cacheKey(), [])

    def face(self, card: str, width: float, dpr: float = 1.0, owner: int | None = None, lit: str = "",
             now: Figures | None = None, band: float = 0.0) -> QPixmap:
        """A card face; ``band`` the height kept free above its footer for badges (``badge_band``)."""
        return self._get(("face", card, (round(width), round(width * CARD_RATIO)), dpr, owner, lit, _drawn(now),
                          round(band)))

    def back(self, width: float, dpr: float = 1.0, owner: int | None = None) -> QPixmap:
        return self._get(("back", None, (round(width), round(width * CARD_RATIO)), dpr, owner, "", None, 0))

    def strip(self, card: str, width: float, height: float, dpr: float = 1.0, owner: int | None = None,
              lit: str = "", now: Figures | None = None, reserve: float = 0.0) -> QPixmap:
        return self._get(("strip", card, (round(width), round(height)), dpr, owner, lit, _drawn(now), round(reserve)))

    def hidden_strip(self, width: float, height: float, dpr: float = 1.0, owner: int | None = None,
                     reserve: float = 0.0) -> QPixmap:
        """Another commander's face-down module, tucked under its ship: a back, as a strip."""
        return self._get(("hidden", None, (round(width), round(height)), dpr, owner, "", None, round(reserve)))

    def _render(self, key: tuple) -> QPixmap:
        kind, card, (width, height), dpr, owner, lit, drawn, room = key
        pixmap = blank_pixmap(width, height, dpr)
        rect = QRectF(0, 0, width, height)
        painter = QPainter(pixmap)
        if kind == "face":
            words = paint_face(painter, rect, self.cards[card], owner, lit, now=_figures(drawn), band=room)
        elif kind == "strip":
            words = paint_strip(painter, rect, self.cards[card], owner, lit, now=_figures(drawn), reserve=room)
        elif kind == "hidden":
            words = paint_hidden_strip(painter, rect, owner, room)
        else:
            words = paint_back(painter, rect, owner)
        painter.end()
        self._words[pixmap.cacheKey()] = words
        return pixmap
