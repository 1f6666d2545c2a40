"""Drawing a commander's strip of the Hull Breach! table: the plate (stockpile, counts, what the
commander is doing) and the battlefield (the station and units with their attachments tucked under
them, each with its figures now from the view, the station's pooled defense on each of its modules,
wound tokens and the engagement's marks, the chosen unit's trait toggles, the Breakthrus).

A mixin of ``HullTable``, kept apart so the table module holds input and the prompt. A strip is drawn
again only when its key changes (``_strip``): a drop redraws the one strip it changed."""


from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from tabletop.engine.actions import Action
from tabletop.engine.verdict import Verdict
from tabletop.games.hull_breach.cards import STATION
from tabletop.games.hull_breach.state import allies_of, team_game
from tabletop.ui import theme
from tabletop.ui.board.breakaway_ccg.items import CardItem
from tabletop.ui.board.common.items import GOLD, INK, MUTED, TextItem, font
from tabletop.ui.board.common.painted_text import card_font
from tabletop.ui.board.hull_breach import layout as L
from tabletop.ui.board.hull_breach.badges import (
    STRIP_SHARE,
    Mark,
    badge_width,
    card_badges,
    strip_badges,
    unit_marks,
)
from tabletop.ui.board.hull_breach.draw import CARD_RATIO, figures_key, seat_colour, stat_pieces, strip_name
from tabletop.ui.board.hull_breach.items import ClickPanel, DropZone, ToggleChip
from tabletop.ui.board.hull_breach.words import (
    DECISION_WORDS,
    STEP_WORDS,
    TRAIT_ACTIONS,
    figure_words,
)


def plate_ground() -> QColor:
    """A plate's fill while its commander is not deciding: the dark of space, plain black in
    high contrast (as the table's background is there)."""
    return QColor(theme.BLACK) if theme.current().high_contrast else QColor(8, 16, 30, 215)


def frame_colour(seat: int) -> QColor:
    """A battlefield's edge: its commander's colour, subdued on the dark of space; at full
    strength in high contrast, where subdued it would barely show on black."""
    colour = seat_colour(seat)
    return colour if theme.current().high_contrast else colour.darker(170)


class BattlefieldDrawing:
    """The strips of ``HullTable`` (a mixin: it reads the table's state and registers its items)."""

    def _retire_zones(self) -> None:
        """The drop targets of the last drawing go (a kept strip's cards would otherwise keep theirs)."""
        for zone in self.zones:
            if zone.parentItem() is not None:
                zone.setParentItem(None)
            if zone.scene() is self.scene:
                self.scene.removeItem(zone)
            self._retired.append(zone)
        self.zones = []

    def _strip(self, view: Any, strip: L.Strip, units: dict[str, Any], lit: set[str], lit_plate: bool,
               dpr: float, groups: list[tuple[Any, list[tuple[Any, int]]]]) -> list[Any]:
        """A commander's plate and battlefield: drawn again only when something in it changed, else
        the items of the last drawing are kept (a drop redraws the one strip it changed)."""
        seat = strip.seat
        mine = tuple(u for u in view.units if self._top_controller(u, units) == seat)
        key = (tuple(strip.plate.getRect()), tuple(strip.field.getRect()), strip.folded, dpr, self.seat, self.is_live,
               self.can_act(), self.selected, self.trait, lit_plate, frozenset(lit & {u.pid for u in mine}), mine,
               view.engagement, view.phase, view.turn, view.winners, view.names[seat], view.deck_names,
               view.stockpiles[seat], view.hand_sizes[seat], view.shipyard_sizes[seat], len(view.scrapheaps[seat]),
               view.alive[seat], view.battlefields[seat], view.setup_ready[seat],
               tuple(d.kind for d in self._pending() if d.seat == seat))
        if strip.folded:
            return self._block(f"strip {seat}", key, lambda: self._folded_plate(view, strip, lit_plate)
                               + self._folded_field(view, strip, groups, lit, dpr))
        return self._block(f"strip {seat}", key, lambda: self._plate(view, strip, lit_plate)
                           + self._field(view, strip, groups, lit, dpr))

    def _block(self, name: str, key: tuple, build) -> list[Any]:
        """The items ``build()`` draws, or those it drew last time when ``key`` is the same: a block of
        the table (a strip, a card with its attachments, the hand, the status) is drawn again only
        when what it shows changed. Blocks nest (a strip holds its cards' blocks), so a drop that
        redraws one strip draws only the card it added. What the items registered (units, plates,
        drop targets, frames, sizes, the cost line) is kept beside them and registered again when
        they are kept; a block not asked for in a redraw is forgotten at its end (``_forget_blocks``).
        The contrast is part of every key: high contrast draws the blocks in other colours."""
        key = (theme.current().high_contrast, *key)
        cached = self._strip_cache.get(name)
        if cached is not None and cached[0] == key:
            _key, items, unit_items, plates, targets, frames, sizes, cost, inner = cached
            # copies: a unit drawn again later in the redraw (the boarding view) adds to its own list
            self.unit_items.update({pid: list(got) for pid, got in unit_items.items()})
            self.plate_items.update(plates)
            self._targets += targets
            self._frames += frames
            self._sizes.update(sizes)
            if cost is not None:
                self.cost_item = cost
            self._blocks_used.add(name)
            self._blocks_used.update(inner)
            return items
        before = (dict(self.unit_items), dict(self.plate_items), len(self._targets), len(self._frames),
                  dict(self._sizes), self.cost_item)
        outer = self._blocks_used
        self._blocks_used = set()
        try:
            items = build()
        finally:
            inner, self._blocks_used = frozenset(self._blocks_used), outer
        self._blocks_used.add(name)
        self._blocks_used.update(inner)
        self._strip_cache[name] = (
            key, items, {pid: list(got) for pid, got in self.unit_items.items() if pid not in before[0]},
            {seat: got for seat, got in self.plate_items.items() if seat not in before[1]},
            self._targets[before[2]:], self._frames[before[3]:],
            {k: v for k, v in self._sizes.items() if k not in before[4]},
            self.cost_item if self.cost_item is not before[5] else None, inner)
        return items

    def _forget_blocks(self) -> None:
        """Drop the drawings of blocks this redraw did not ask for (a unit gone, a strip folded
        away), so the cache holds no more than the table shows."""
        for name in [n for n in self._strip_cache if n not in self._blocks_used]:
            del self._strip_cache[name]

    @staticmethod
    def _top_controller(unit: Any, units: dict[str, Any]) -> int:
        """The controller of the unit at the top of ``unit``'s hosts: the strip it is drawn in."""
        while unit.host is not None and unit.host in units:
            unit = units[unit.host]
        return unit.controller

    # ----- a commander's plate --------------------------------------------------------------
    def _plate(self, view: Any, strip: L.Strip, lit: bool) -> list[Any]:
        seat, r = strip.seat, strip.plate
        colour = seat_colour(seat)
        deciding = [d for d in self._pending() if d.seat == seat]
        alive = view.alive[seat]
        fill = QColor(40, 32, 6, 215) if deciding else plate_ground()
        border = QColor("#7be08f") if lit else GOLD if deciding else colour
        plate = ClickPanel(r, lambda s=seat: self.commander_clicked(s), fill=fill, border=border,
                           border_width=4 if lit else 3 if deciding else 2, radius=10)
        plate.setToolTip(f"Click to attack {view.names[seat]}" if lit else view.names[seat])
        self.plate_items[seat] = plate
        items: list[Any] = [plate]
        x, w = r.left() + 8, r.width() - 16
        y = r.top() + 4
        line = max(15.0, min(19.0, (r.height() - 8) / 7))
        tag = self._target_tag(QRectF(x, y, w, line + 3)) if lit else None
        name = TextItem(view.names[seat] + self._side_tag(view, seat),
                        QRectF(x, y, w - (tag.boundingRect().width() + 6 if tag else 0), line + 3), 17,
                        INK if alive else MUTED, True, Qt.AlignmentFlag.AlignLeft, shrink_to=L.FLOOR_PX)
        items += [name, *([tag] if tag else [])]
        y += line + 3
        deck = view.deck_names[seat] if seat < len(view.deck_names) else ""
        # the deck's name whole, on two lines where one is too narrow and the plate has the room
        lines = deck_lines(deck, w) if deck and r.height() > 120 else []
        if len(lines) > 1 and r.height() - 8 < 8 * line + 3:
            lines = []
        for words in lines:
            deck_item = TextItem(words, QRectF(x, y, w, line), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft,
                                 shrink_to=L.FLOOR_PX)
            deck_item.setToolTip(f"{view.names[seat]} plays the deck {deck}")
            items.append(deck_item)
            y += line
        if deck and not lines:
            name.setToolTip(f"{view.names[seat]} plays the deck {deck}")
        if alive:
            resource, currency = view.stockpiles[seat]
            stock = TextItem(f"● {resource} R   ● {currency} C", QRectF(x, y, w, line), 15, GOLD, True,
                             Qt.AlignmentFlag.AlignLeft)
            stock.setToolTip(f"Stockpile: {resource} Resource, {currency} Currency (at most 20 each)")
            items.append(stock)
            y += line
            counts = TextItem(f"Hand {view.hand_sizes[seat]} · Yard {view.shipyard_sizes[seat]}",
                              QRectF(x, y, w, line), 14, INK, False, Qt.AlignmentFlag.AlignLeft, shrink_to=14)
            counts.setToolTip(f"{view.hand_sizes[seat]} cards in hand, {view.shipyard_sizes[seat]} in the shipyard "
                              "(deck)")
            items.append(counts)
            y += line
        heap = ClickPanel(QRectF(x - 3, y, w + 6, line), lambda s=seat: self.browse_scrapheap(s),
                          fill=QColor(255, 255, 255, 22), border=QColor(255, 255, 255, 50), radius=5)
        heap.setToolTip(f"Browse {view.names[seat]}'s scrapheap (key S)")
        items.append(heap)
        items.append(TextItem(f"Scrapheap {len(view.scrapheaps[seat])} ›", QRectF(x, y, w, line), 14, INK, False,
                              Qt.AlignmentFlag.AlignLeft))
        y += line + 1
        for n, words in enumerate(self._status_words(view, seat, deciding) if alive else ()):
            status = TextItem(words, QRectF(x, y, w, line), 14, GOLD if deciding else MUTED, bool(deciding) and not n,
                              Qt.AlignmentFlag.AlignLeft, shrink_to=14)
            status.setToolTip(" ".join(self._status_words(view, seat, deciding)))
            items.append(status)
            y += line
        if seat != self.seat and alive and y + 30 <= r.bottom() - 2:
            count = view.hand_sizes[seat]
            back_w = 20
            step = min(14.0, (w - back_w) / max(1, count - 1)) if count > 1 else 0
            for n in range(count):
                back = CardItem(self.art.back(back_w, self._dpr(), seat))
                back.setPos(QPointF(x + n * step, r.bottom() - back_w * CARD_RATIO - 4))
                back.setToolTip(f"{view.names[seat]}'s hand: {count} cards, face down")
                items.append(back)
        self._targets.append((r, ("commander", seat), None, -0.5))
        return items

    # ----- a folded commander (out of focus at a table of four or more) ----------------------
    def _folded_plate(self, view: Any, strip: L.Strip, lit: bool) -> list[Any]:
        """The plate of a folded row: the name, the stockpile and hand, and what the commander is
        doing, on three lines; a click attacks them as on a whole plate."""
        seat, r = strip.seat, strip.plate
        deciding = [d for d in self._pending() if d.seat == seat]
        fill = QColor(40, 32, 6, 215) if deciding else plate_ground()
        border = QColor("#7be08f") if lit else GOLD if deciding else seat_colour(seat)
        plate = ClickPanel(r, lambda s=seat: self.commander_clicked(s), fill=fill, border=border,
                           border_width=4 if lit else 3 if deciding else 2, radius=8)
        plate.setToolTip(f"Click to attack {view.names[seat]}" if lit else self._plate_tip(view, seat))
        self.plate_items[seat] = plate
        x, w, y = r.left() + 8, r.width() - 16, r.top() + 2
        tag = self._target_tag(QRectF(x, y, w, 20)) if lit else None
        name_w = w - (tag.boundingRect().width() + 6 if tag else 0)
        items: list[Any] = [plate, TextItem(view.names[seat] + self._side_tag(view, seat), QRectF(x, y, name_w, 20),
                                            16, INK, True, Qt.AlignmentFlag.AlignLeft, shrink_to=L.FLOOR_PX),
                            *([tag] if tag else [])]
        resource, currency = view.stockpiles[seat]
        items.append(TextItem(f"● {resource} R  ● {currency} C",
                              QRectF(x, y + 20, w, 19), 14, GOLD, True, Qt.AlignmentFlag.AlignLeft,
                              shrink_to=L.FLOOR_PX))
        words = self._status_words(view, seat, deciding)
        status = " ".join(words)
        if QFontMetricsF(font(L.FLOOR_PX)).horizontalAdvance(status) > w:
            status = words[0].rstrip(":")
        items.append(TextItem(status, QRectF(x, y + 39, w, 19), 14, GOLD if deciding else MUTED, False,
                              Qt.AlignmentFlag.AlignLeft, shrink_to=L.FLOOR_PX))
        items[-1].setToolTip(" ".join(words))
        self._targets.append((r, ("commander", seat), None, -0.5))
        return items

    @staticmethod
    def _target_tag(line: QRectF) -> TextItem:
        """"◎ TARGET" at the right of a plate's name line: a plate that may be attacked says so in
        words and a shape, not only by its green, thicker edge."""
        words = "◎ TARGET"
        width = QFontMetricsF(font(13, True)).horizontalAdvance(words) + 4
        tag = TextItem(words, QRectF(line.right() - width, line.top(), width, line.height()), 13, INK, True,
                       Qt.AlignmentFlag.AlignRight)
        tag.setToolTip("Click the plate to attack this commander")
        return tag

    def _plate_tip(self, view: Any, seat: int) -> str:
        return (f"{view.names[seat]}: {view.hand_sizes[seat]} cards in hand, {view.shipyard_sizes[seat]} in the "
                f"shipyard, {len(view.scrapheaps[seat])} in the scrapheap")

    def _side_tag(self, view: Any, seat: int) -> str:
        """In a team game, whose side a commander is on, as the viewing seat sees it."""
        if not team_game(view.options) or self.seat is None or seat == self.seat:
            return ""
        return " · ally" if seat in allies_of(view.options, len(view.names), self.seat) else ""

    def _folded_field(self, view: Any, strip: L.Strip, groups: list[tuple[Any, list[tuple[Any, int]]]],
                      lit: set[str], dpr: float) -> list[Any]:
        """A folded battlefield: a caption (a click on the row opens it) over one row of the units in
        open space as strips, each still a card to point at, click or drop on; the ones with no room
        are counted ("+2 more")."""
        seat, field = strip.seat, strip.field
        self._frames.append((QRectF(field), frame_colour(seat)))
        opener = ClickPanel(field, lambda s=seat: self.open_strip(s), fill=QColor(255, 255, 255, 0),
                            border=QColor(255, 255, 255, 0), radius=10)
        opener.setToolTip(f"Show {view.names[seat]}'s battlefield whole")
        items: list[Any] = [opener]
        attached = sum(len(d) for _u, d in groups)
        caption = (f"{view.names[seat]}'s battlefield · hand {view.hand_sizes[seat]} · {len(groups)} "
                   f"unit{'s' if len(groups) != 1 else ''}")
        if attached:
            caption += f" (+{attached} aboard)"
        eng = view.engagement
        if eng is not None and seat == eng.attacker and eng.fleet:
            caption += f" · fleet of {len(eng.fleet)} attacking {view.names[eng.defender]}"
        caption += " · click to open"
        items.append(TextItem(caption, QRectF(field.left() + 8, field.top() + 1, field.width() - 16, L.CAPTION_H),
                              14, MUTED, False, Qt.AlignmentFlag.AlignLeft, shrink_to=L.FLOOR_PX))
        self._targets.append((field, ("space", None) if seat == self.seat else ("field", seat), None, -1))
        x, y, right = field.left() + 6, field.top() + L.CAPTION_H + 4, field.right() - 6
        more_w = QFontMetricsF(font(14)).horizontalAdvance("+99 more") + 8
        for n, (unit, _attached) in enumerate(groups):
            width = self._strip_need(unit, L.FOLD_CHIP_MAX)
            left = len(groups) - n - 1
            if x + width > right - (more_w if left else 0):
                items.append(TextItem(f"+{len(groups) - n} more", QRectF(x, y, right - x, L.FOLD_CHIP_H), 14, MUTED,
                                      False, Qt.AlignmentFlag.AlignLeft))
                break
            state = "chosen" if unit.pid == self.selected else "legal" if unit.pid in lit else ""
            chip = self._unit_item(unit, "strip", (width, L.FOLD_CHIP_H), dpr, state)
            chip.setPos(QPointF(x, y))
            chip.setZValue(9)
            items.append(chip)
            x += width + 6
        return items

    def _strip_need(self, unit: Any, widest: float, marks: tuple[Mark, ...] = ()) -> float:
        """How wide a unit's one-line strip must be to show its name whole with its attack and
        defense (as ``paint_strip`` sets them) and its badges in full words (``strip_badges``), up to
        ``widest``."""
        key = (unit.card, figures_key(unit.figures), widest, tuple(m.words for m in marks))
        need = self._needs.get(key)
        if need is None:
            if unit.card is None:
                words = QFontMetricsF(font(L.FLOOR_PX)).horizontalAdvance("face-down module")
                need = 17 + words + 4
            else:
                card = self.cards[unit.card]
                plain = " ".join(t for t, _how in stat_pieces(card, unit.figures, False, ("attack", "defense")))
                fig_w = QFontMetricsF(card_font(L.FLOOR_PX, True)).horizontalAdvance(plain) + 6 if plain else 0
                name_w = QFontMetricsF(card_font(L.FLOOR_PX)).horizontalAdvance(strip_name(card.name))
                need = 15 + name_w + max(fig_w, fig_w / 0.45 - name_w, 0) + 4
            if marks:
                badges = badge_width([m.words for m in marks])
                need = max(need + badges, badges / STRIP_SHARE)
            need = min(widest, float(-(-need // 2) * 2))
            self._needs[key] = need
        return need

    def _lasting_w(self, cards: tuple[str, ...]) -> float:
        """The width of a battlefield's column of Breakthrus: ``LASTING_W``, or what their names need."""
        named = [SimpleNamespace(card=pid.split("#")[0], figures=None) for pid in cards]
        return max([float(L.LASTING_W)] + [self._strip_need(unit, L.CHIP_W_MAX) for unit in named])

    def _chip_need(self, attached: list[tuple[Any, int]]) -> float:
        """The width a group's attachment strips need to show their names whole (``_strip_need``,
        the deeper ones tucked further in)."""
        view = self.current_view()
        return max((self._strip_need(child, L.CHIP_W_MAX - depth * 8, tuple(self._marks(view, child))) + depth * 8
                    for child, depth in attached), default=0.0)

    def _status_words(self, view: Any, seat: int, deciding: list) -> tuple[str, ...]:
        """What the commander is doing, in one or two short lines."""
        if not view.alive[seat]:
            return ("Out of the game",)
        if view.winners and seat in view.winners:
            return ("Winner",)
        eng = view.engagement
        if deciding:
            kind = deciding[0].kind
            number = STEP_WORDS.get(kind, (0, ""))[0]
            return ("Deciding:", DECISION_WORDS.get(kind) or (f"step {number} of 9" if number else kind))
        if eng is not None and seat == eng.attacker:
            return ("Attacking", view.names[eng.defender])
        if eng is not None and seat == eng.defender:
            return ("Defending from", view.names[eng.attacker])
        if view.phase == "setup":
            return ("Set-up done" if view.setup_ready[seat] else "Setting up",)
        return ("Their turn" if seat == view.turn else "Waiting",)

    # ----- a battlefield --------------------------------------------------------------------
    def _groups(self, view: Any, seat: int) -> list[tuple[Any, list[tuple[Any, int]]]]:
        """The commander's units at the top of their hosts (the station first), each with the
        attachments under it and how deep each is tucked: what its battlefield lays out."""
        tops = [u for u in view.units if u.host is None and u.controller == seat]
        tops.sort(key=lambda u: (self.cards[u.card].type != STATION if u.card else True))
        children: dict[str | None, list[Any]] = {}
        for u in view.units:
            children.setdefault(u.host, []).append(u)

        def descendants(pid: str | None, depth: int = 0) -> list[tuple[Any, int]]:
            out = []
            for child in children.get(pid, []):
                out.append((child, depth))
                if child.pid is not None:
                    out += descendants(child.pid, depth + 1)
            return out

        return [(u, descendants(u.pid)) for u in tops]

    def _field(self, view: Any, strip: L.Strip, groups: list[tuple[Any, list[tuple[Any, int]]]], lit: set[str],
               dpr: float) -> list[Any]:
        seat, field = strip.seat, strip.field
        self._frames.append((QRectF(field), frame_colour(seat)))
        items: list[Any] = []
        alive = view.alive[seat]
        tops = [u for u, _attached in groups]
        lasting = view.battlefields[seat]
        reserve = self._lasting_w(lasting) + 8 if lasting else 0
        placed = L.place_groups(field, [L.Group(u.pid or "?", len(d), self._chip_need(d)) for u, d in groups], reserve)
        eng = view.engagement
        owner = "Your" if seat == self.seat else f"{view.names[seat]}'s"
        caption = f"{owner} battlefield" if alive else f"{view.names[seat]} is out of the game"
        if eng is not None and seat == eng.attacker and eng.fleet:
            caption += f" · fleet of {len(eng.fleet)} attacking {view.names[eng.defender]}"
        if not tops and alive:
            caption += " · empty"
        items.append(TextItem(caption, QRectF(field.left() + 8, field.top() + 1, field.width() - 16 - reserve,
                                              L.CAPTION_H), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft, shrink_to=14))
        # a card dropped on another commander's battlefield is refused with the reason, not lost in space
        self._targets.append((field, ("space", None) if seat == self.seat else ("field", seat), None, -1))
        for (unit, attached), spot in zip(groups, placed, strict=True):
            items += self._group_block(view, unit, attached, spot, lit, dpr)
        if lasting:
            width = self._lasting_w(lasting)
            items += self._lasting(lasting, QRectF(field.right() - width - 6, field.top() + 2, width,
                                                   field.height() - 4), seat, dpr)
        return items

    def _unit_pixmap(self, unit: Any, kind: str, dpr: float, lit: str, size: tuple[float, float] = (0, 0),
                     room: float | None = None) -> Any:
        """A unit's picture: its face with its figures now, or its strip. ``room`` is what the picture
        keeps free for the unit's badges: a face's band above its footer, a strip's width at its right
        end; without ``size`` and ``room``, those it was last drawn with."""
        width, height, kept = self._sizes.get((unit.pid, kind), (0, 0, 0.0))
        if size != (0, 0):
            width, height = size
        room = kept if room is None else room
        if unit.card is None:            # another commander's face-down module: its back only
            if kind == "card":
                return self.art.back(width, dpr, unit.owner)
            return self.art.hidden_strip(width, height, dpr, unit.owner, room)
        if kind == "card":
            return self.art.face(unit.card, width, dpr, unit.owner, lit, unit.figures, room)
        return self.art.strip(unit.card, width, height, dpr, unit.owner, lit, unit.figures, room)

    def _group_block(self, view: Any, unit: Any, attached: list[tuple[Any, int]], spot: L.Placed, lit: set[str],
                     dpr: float) -> list[Any]:
        """A card with its attachments, drawn again only when something it shows changed: the units
        themselves, their place, their light, the engagement (its badges) and whether they click."""
        pids = {unit.pid} | {child.pid for child, _depth in attached}
        chosen = self.selected in pids
        name = f"group {unit.pid}"
        key = (unit, tuple(attached), (spot.card_w, spot.card_h, spot.chip_w, spot.chip_h), dpr, self.can_act(),
               frozenset(lit & pids), view.engagement, view.names, self.selected if chosen else None,
               self.trait if chosen else None, tuple(self._legal()) if chosen else ())
        items = self._block(name, key, lambda: self._group(view, unit, attached, spot, lit, dpr))
        # A card that only moved (a card added before it in the strip) is moved, not drawn again:
        # the host card (the block's first item) says where the block lies now.
        dx, dy = spot.x - items[0].pos().x(), spot.y - items[0].pos().y()
        if dx or dy:
            for item in items:
                item.moveBy(dx, dy)
        return items

    def _group(self, view: Any, unit: Any, attached: list[tuple[Any, int]], spot: L.Placed, lit: set[str],
               dpr: float) -> list[Any]:
        items: list[Any] = []
        state = "chosen" if unit.pid == self.selected else "legal" if unit.pid in lit else ""
        band, badges = self._card_badges(view, unit, spot.x, spot.y, spot.card_w)
        card_item = self._unit_item(unit, "card", (spot.card_w, spot.card_h), dpr, state, band)
        card_item.setPos(QPointF(spot.x, spot.y))
        card_item.setZValue(10)
        items.append(card_item)
        items += badges
        if unit.pid == self.selected:
            items += self._toggles(unit.pid, QRectF(spot.x, spot.y, spot.card_w, spot.card_h))
        for n, (child, depth) in enumerate(attached):
            cstate = "chosen" if child.pid == self.selected else "legal" if child.pid in lit else ""
            x = spot.x + spot.card_w - L.TUCK + depth * 8
            y = spot.y + 2 + n * spot.chip_h
            rect = QRectF(x, y, spot.chip_w - depth * 8, spot.chip_h)
            # the strip keeps its words and figures clear of the badges at its right end
            reserve, badges = strip_badges(self._marks(view, child), child.pid, rect)
            chip = self._unit_item(child, "strip", (rect.width(), rect.height()), dpr, cstate, reserve)
            chip.setPos(QPointF(x, y))
            chip.setZValue(9 - 0.01 * n)
            items.append(chip)
            items += badges
        return items

    def _card_badges(self, view: Any, unit: Any, x: float, y: float, width: float) -> tuple[float, list[Any]]:
        """A card's badges in the band above its footer, and the band's height the card keeps free."""
        card = self.cards.get(unit.card) if unit.card else None
        return card_badges(self._marks(view, unit), card, unit.pid, x, y, width)

    def _marks(self, view: Any, unit: Any) -> list[Mark]:
        return unit_marks(view, unit, self.cards.get(unit.card) if unit.card else None, self._name)

    def _unit_item(self, unit: Any, kind: str, size: tuple[float, float], dpr: float, state: str,
                   room: float = 0.0) -> CardItem:
        self._sizes[(unit.pid, kind)] = (*size, room)
        pixmap = self._unit_pixmap(unit, kind, dpr, state, size, room)
        if unit.card is None:
            item = CardItem(pixmap)
            item.setToolTip("A face-down module (Face Up - Face Down): hidden until its trigger")
            return item
        item = CardItem(pixmap, unit.pid, unit.controller, on_hover=self._hover,
                        on_click=self.unit_clicked if self.can_act() else None)
        item.setData(0, kind)
        item.setToolTip(" · ".join([self._name(unit.pid), *figure_words(unit.figures)]
                                   + ([f"{unit.wounds} wound{'s' if unit.wounds != 1 else ''}"] if unit.wounds else [])))
        self.unit_items.setdefault(unit.pid, []).append(item)
        self._targets.append((QRectF(0, 0, *size), ("unit", unit.pid), item, 0))
        return item

    def ensure_zones(self) -> None:
        """The drop targets of the position drawn: each unit, each plate and the seat's open space.
        Made when a drag first comes over the table (never while nobody may drop), once per redraw."""
        if self.zones or not self._zones_wanted:
            return
        for rect, target, parent, z in self._targets:
            zone = DropZone(rect, target, self)
            if parent is not None:
                zone.setParentItem(parent)
                zone.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)
            else:
                zone.setZValue(z)
                self.scene.addItem(zone)
                self._items.append(zone)
            self.zones.append(zone)

    def toggle_trait(self, kind: str) -> Verdict | None:
        """A trait toggle on the chosen unit: a trait with a target (Overload, Jammer, Target Painter)
        waits for the target's click, toggled off by a second press; Repair, Retreat and Fearless
        act at once."""
        if self.selected is None or not self.can_act():
            return None
        if kind in ("repair", "retreat", "fearless"):
            return self.submit(Action(self.seat, kind, (self.selected,)))
        self.trait = None if self.trait == kind else kind
        self.refresh()
        if self.trait is not None:
            self.message.emit(f"{TRAIT_WORDS[kind]}: click a lit target (instead of firing this volley).")
        return None

    def _toggles(self, pid: str, rect: QRectF) -> list[Any]:
        """The chosen unit's active traits and one-unit choices as toggles above its card."""
        legal = self._legal()
        kinds = [k for k in TOGGLE_KINDS if any(a.kind == k and a.args and a.args[0] == pid for a in legal)]
        card = self.cards[pid.split("#")[0]]
        items: list[Any] = []
        x = rect.left()
        for kind in kinds:
            trait = TRAIT_ACTIONS.get(kind)
            value = card.trait(trait) if trait else None
            words = f"{TRAIT_WORDS[kind]} +{value}" if value not in (None, True) else TRAIT_WORDS[kind]
            on = kind == self.trait
            width = 16 + QFontMetricsF(font(13, True)).horizontalAdvance(words)
            chip = ToggleChip(words, QRectF(x, rect.top() - 19, width, 18),
                              QColor("#e8590c") if on else QColor("#364fc7"), lambda k=kind: self.toggle_trait(k))
            chip.kind = kind
            chip.setToolTip(f"{words}: " + ("on - click a lit target" if on else TOGGLE_TIPS[kind]))
            chip.setZValue(40)
            items.append(chip)
            x += width + 3
        return items

    def _lasting(self, cards: tuple[str, ...], rect: QRectF, seat: int, dpr: float) -> list[Any]:
        items: list[Any] = [TextItem("Breakthrus", QRectF(rect.left(), rect.top(), rect.width(), L.CAPTION_H), 14,
                                     MUTED, False, Qt.AlignmentFlag.AlignLeft)]
        h = min(L.CHIP_H_MAX, (rect.height() - L.CAPTION_H) / max(1, len(cards)))
        for n, pid in enumerate(cards):
            item = CardItem(self.art.strip(pid.split("#")[0], rect.width(), h, dpr, seat), pid, on_hover=self._hover)
            item.setPos(QPointF(rect.left(), rect.top() + L.CAPTION_H + n * h))
            item.setToolTip(self._name(pid))
            items.append(item)
        return items



#: The toggles drawn on a chosen unit, in order, with their words and tooltips.
TOGGLE_KINDS = ("overload", "jam", "paint", "repair", "retreat", "fearless")
TRAIT_WORDS = {"overload": "Overload", "jam": "Jammer", "paint": "Target Painter", "repair": "Repair",
               "retreat": "Retreat", "fearless": "Fearless swap"}
TOGGLE_TIPS = {"overload": "instead of its volley, all its Overload dice at one target (once an engagement)",
               "jam": "instead of its volley, take dice off one opposing ship",
               "paint": "instead of its volley, mark one opposing ship for your other units",
               "repair": "instead of its volley, remove wounds",
               "retreat": "instead of its volley, leave the engagement after this round",
               "fearless": "swap its attack and defense until the engagement ends"}


def deck_lines(deck: str, width: float) -> list[str]:
    """A deck's name on a plate ``width`` wide: one line, or two broken between words (none when
    even two do not hold it)."""
    metrics = QFontMetricsF(font(L.FLOOR_PX))
    if metrics.horizontalAdvance(deck) <= width:
        return [deck]
    words = deck.split()
    for cut in range(len(words) - 1, 0, -1):
        first, second = " ".join(words[:cut]), " ".join(words[cut:])
        if metrics.horizontalAdvance(first) <= width and metrics.horizontalAdvance(second) <= width:
            return [first, second]
    return []
