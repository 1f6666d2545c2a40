"""The Breakaway: CCG table's two sides: each side's plate (name, deck, goals, what it is doing,
the puck and Home Ice), its hand and bench (the viewing seat's face up, the other side's as backs,
the Solo Opponent's row and bench as list rows), and the scoreboard between them.

A mixin of ``CcgTable``, apart from the table's input handling."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from tabletop.engine.actions import Action
from tabletop.ui.board.breakaway_ccg.actions import BENCH_KINDS, FACE_DOWN_PHASES
from tabletop.ui.board.breakaway_ccg.draw import SEAT_COLOURS
from tabletop.ui.board.breakaway_ccg.items import CardItem, Chip
from tabletop.ui.board.breakaway_ccg.layout import (
    BENCH_BOTTOM,
    BENCH_LEFT,
    BENCH_RIGHT,
    BENCH_ROW_GAP,
    BENCH_ROW_H,
    BENCH_W,
    BOARD_RECT,
    HAND_LEFT,
    HAND_RIGHT,
    OPP_TOP,
    OWN_TOP,
    OWN_W,
    RAISE,
    SOLO_COL_GAP,
    SOLO_ROW_H,
    SOLO_ROWS,
)
from tabletop.ui.board.breakaway_ccg.words import DECISION_WORDS, PHASE_NAMES, STAGE_NAMES
from tabletop.ui.board.common.items import GOLD, INK, MUTED, Panel, TextItem


class SidesDrawing:
    """The plates, hands, benches and scoreboard of ``CcgTable`` (a mixin)."""

    def _backs_row(self, count: int, owner: int, width: float, left: float, right: float, top: float,
                   label: str, step_max: float) -> list[Any]:
        dpr = self._dpr()
        span = right - left
        step = min(step_max, (span - width) / max(1, count - 1)) if count > 1 else 0
        start = left + (span - (width + step * max(0, count - 1))) / 2
        tip = f"{label}: {count} card{'s' if count != 1 else ''}"
        items: list[Any] = [self._back(owner, width, QPointF(start + i * step, top), dpr, tip) for i in range(count)]
        items.append(TextItem(f"{label} · {count}", QRectF(left, top + width * 1.4 + 1, span, 18), 14, MUTED,
                              shrink_to=13))
        return items

    def _solo_rows(self, faces: tuple, count: int, owner: int, left: float, right: float, label: str) -> list[Any]:
        """Solo play: the Solo Opponent's row or bench as list rows in columns of three, a face-up
        card named whole (hover shows it) and a face-down one by its place, which is how the
        choice of a face-down card names it. Faces fanned at the size of the backs overlapped
        and could not be read."""
        dpr = self._dpr()
        cols = max(1, -(-count // SOLO_ROWS))
        width = (right - left - SOLO_COL_GAP * (cols - 1)) / cols
        items: list[Any] = []
        for i in range(count):
            col, row = divmod(i, SOLO_ROWS)
            pos = QPointF(left + col * (width + SOLO_COL_GAP), OPP_TOP + row * (SOLO_ROW_H + BENCH_ROW_GAP))
            card = faces[i] if i < len(faces) else None
            if card is not None:
                item = CardItem(self.art.strip(card, width, SOLO_ROW_H, dpr), card, on_hover=self._hover)
                item.setToolTip(self.tables.label[card])
            else:
                item = CardItem(self.art.back_strip(width, SOLO_ROW_H, dpr, owner, f"face down · {i + 1}"))
                item.setToolTip(f"{label}: face-down card {i + 1}")
            item.rest_at(pos)
            items.append(item)
        caption_top = OPP_TOP + SOLO_ROWS * (SOLO_ROW_H + BENCH_ROW_GAP)
        items.append(TextItem(f"{label} · {count}", QRectF(left, caption_top, right - left, 18), 14, MUTED,
                              shrink_to=13))
        return items

    def _plate(self, view: Any, seat: int, rect: QRectF) -> list[Any]:
        waiting = [kind for s, kind in view.awaiting if s == seat]
        active = bool(waiting)
        colour = SEAT_COLOURS[seat]
        items: list[Any] = [Panel(rect, QColor(40, 32, 6, 210) if active else QColor(6, 14, 26, 200),
                                  GOLD if active else colour, 3 if active else 2)]
        you = " (you)" if seat == self.seat else ""
        deck_names = getattr(view, "deck_names", None)      # each seat's deck name, public
        deck_name = deck_names[seat] if deck_names and seat < len(deck_names) else ""
        # With a deck line the name sits higher and the state line lower; the chips keep their row.
        name_top, detail_top = (rect.top() + 3, rect.top() + 47) if deck_name else (rect.top() + 6, rect.top() + 40)
        items.append(TextItem(view.names[seat] + you, QRectF(rect.left() + 14, name_top, rect.width() - 90, 28),
                              20, INK, True, Qt.AlignmentFlag.AlignLeft, shrink_to=14))
        if deck_name:
            deck_rect = QRectF(rect.left() + 14, rect.top() + 30, rect.width() - 82, 17)
            deck_item = TextItem(f"Deck: {deck_name}", deck_rect, 14, MUTED, False, Qt.AlignmentFlag.AlignLeft)
            deck_item.setToolTip(f"{view.names[seat]} plays the deck {deck_name}")
            items.append(deck_item)
        items.append(TextItem(str(view.goals[seat]), QRectF(rect.right() - 64, rect.top() + 4, 52, 40), 34, GOLD,
                              True, Qt.AlignmentFlag.AlignRight))
        if waiting:
            detail = DECISION_WORDS.get(waiting[0], waiting[0])
            if waiting[0] == "bench" and view.phase == "start":
                detail = "changing lines"
            elif waiting[0] == "bench":
                detail = f"at the bench ({view.swaps[seat]} of 2 switches)"
        elif view.phase in FACE_DOWN_PHASES and view.chosen[seat]:
            detail = {"faceoff": "face-off card down", "fight": "fight card down"}.get(view.phase,
                                                                                       "challenge card down")
        elif view.phase == "over":
            detail = "winner" if view.winners and seat in view.winners else "final"
        else:
            detail = "waiting"
        detail_height = 20 if deck_name else 22
        items.append(TextItem(detail, QRectF(rect.left() + 14, detail_top, rect.width() - 28, detail_height), 14,
                              GOLD if active else MUTED, False, Qt.AlignmentFlag.AlignLeft))
        chip_y = rect.top() + (74 if deck_name else 70)
        x = rect.left() + 14
        if view.control == seat:
            items.append(Chip("● has the puck", QRectF(x, chip_y, 124, 22), colour.darker(150), size=14))
            x += 130
        if view.home == seat:
            items.append(Chip("Home Ice", QRectF(x, chip_y, 84, 22), QColor("#3d4a5c"), size=14))
        return items

    def _hint_lines(self, view: Any) -> list[Any]:
        if view.phase == "over":
            return []
        if not self.can_act():
            return [TextItem("Watching" if self.seat is None else "Read-only position",
                             QRectF(16, 692, 252, 20), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft)]
        lines = ["Drag a card to the play area,", "or double-click it, or ←/→ + Enter.",
                 "Keys 1–9 press the buttons.", "Hover a card to read it large."]
        return [TextItem(text, QRectF(16, 692 + i * 19, 252, 19), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft)
                for i, text in enumerate(lines)]

    def _scoreboard(self, view: Any) -> list[Any]:
        r = BOARD_RECT
        items: list[Any] = [Panel(r, QColor(6, 14, 26, 215), QColor(255, 255, 255, 50))]
        periods = dict(view.options).get("periods", 1)
        line = f"Period {view.period} of {periods} · {PHASE_NAMES.get(view.phase, view.phase)}"
        if view.stage:        # the stage of a shot, readable in the line's width: the period count gives way
            line = f"Period {view.period} · {STAGE_NAMES.get(view.stage, view.stage)}"
        items.append(TextItem(line, QRectF(r.left() + 12, r.top() + 5,
                              r.width() - 24, 19), 14, MUTED, True, Qt.AlignmentFlag.AlignLeft, shrink_to=14))
        for n, seat in enumerate((0, 1)):
            y = r.top() + 26 + n * 56
            items.append(Chip("", QRectF(r.left() + 12, y + 5, 12, 12), SEAT_COLOURS[seat]))
            items.append(TextItem(view.names[seat], QRectF(r.left() + 30, y, r.width() - 80, 21), 16, INK, True,
                                  Qt.AlignmentFlag.AlignLeft, shrink_to=14))
            items.append(TextItem(str(view.goals[seat]), QRectF(r.right() - 52, y - 2, 40, 26), 22, GOLD, True,
                                  Qt.AlignmentFlag.AlignRight))
            # Two short lines: one line of all four counts would need a font too small to read.
            scored = ", ".join(self.tables.label[c] for c in view.scored[seat]) or "empty"
            top_discard = self.tables.label[view.discards[seat][-1]] if view.discards[seat] else "none"
            for row, counts in enumerate((f"hand {view.hand_sizes[seat]} · deck {view.deck_sizes[seat]}",
                                          f"discard {len(view.discards[seat])} · scored {len(view.scored[seat])}")):
                count_item = TextItem(counts, QRectF(r.left() + 30, y + 20 + row * 17, r.width() - 36, 17), 14,
                                      MUTED, False, Qt.AlignmentFlag.AlignLeft)
                count_item.setToolTip(f"{view.names[seat]}: score pile {scored}; top discard {top_discard}")
                items.append(count_item)
        who = self._whose_line(view)
        items.append(TextItem(who, QRectF(r.left() + 12, r.bottom() - 28, r.width() - 24, 22), 14, GOLD, True,
                              Qt.AlignmentFlag.AlignLeft))
        return items

    def _whose_line(self, view: Any) -> str:
        if view.phase == "over":
            return "Game over"
        seats = sorted({s for s, _ in view.awaiting})
        if not seats:
            return ""
        if len(seats) > 1:
            return "Both players to decide"
        return f"{'You' if seats[0] == self.seat else view.names[seats[0]]} to decide"

    def _own_hand(self, view: Any, seat: int, dpr: float) -> list[Any]:
        so = view.shootout if view.phase == "shootout" else None
        if self.seat is None or view.seat != seat:
            return self._backs_row(so.hand_sizes[seat] if so else view.hand_sizes[seat], seat, OWN_W * 0.75,
                                   HAND_LEFT, HAND_RIGHT, OWN_TOP + 20, f"{view.names[seat]}'s hand", 70)
        ids = list(so.hand if so else view.hand)
        count = len(ids)
        span = HAND_RIGHT - HAND_LEFT
        step = min(OWN_W + 10, (span - OWN_W) / max(1, count - 1)) if count > 1 else 0
        left = HAND_LEFT + (span - (OWN_W + step * max(0, count - 1))) / 2
        kind = self._hand_kind(view)
        interactive = self.can_act() and view.phase in FACE_DOWN_PHASES + ("play", "shootout")
        legal = {a.args[0] for a in self._legal()
                 if a.kind == kind or (so is not None and a.kind.startswith("so-") and a.args)}
        items: list[Any] = []
        for i, card in enumerate(ids):
            chosen = card == self.selected
            pos = QPointF(left + i * step, OWN_TOP - (RAISE if chosen else 0))
            item = self._face(card, OWN_W, pos, dpr, chosen, seat=seat, interactive=interactive,
                              on_click=self._card_clicked if self.can_act() else None,
                              on_double_click=self.drop_card if interactive else None, on_drag=self._start_drag)
            item.setZValue(10 + i)
            if so is not None and interactive and card not in legal:
                item.setOpacity(0.55)
                item.setToolTip(f"{self.tables.label[card]}: nothing it can do at this step of the shootout")
            elif interactive and self._active() and card not in legal and view.phase not in FACE_DOWN_PHASES + (
                    "shootout",):
                verdict = self.controller.validate(Action(seat, kind, (card,)))
                if not verdict.ok:
                    item.setOpacity(0.55)
                    item.setToolTip(f"{self.tables.label[card]}: {verdict.message}")
            items.append(item)
        label = ("Your shootout hand" if so else "Your hand") if count else "Your hand is empty"
        label += f" · {count}"
        extras = [c for c in view.extras if c in ids] if not so else []
        if extras:           # Momentum Cards do not count toward the hand size
            label += f" · {len(extras)} Momentum Card{'s' if len(extras) != 1 else ''} (not counted)"
        caption = TextItem(label, QRectF(HAND_LEFT, OWN_TOP - 21, span, 18), 14, MUTED)
        if extras:
            caption.setToolTip("Momentum Cards: " + ", ".join(self.tables.label[c] for c in extras))
        items.append(caption)
        return items

    @staticmethod
    def _face_up(view: Any, seat: int) -> tuple[str, ...]:
        """``seat``'s Support cards turned face up on its bench (public; ruling O120)."""
        return tuple(e.card for e in view.effects if e.kind == "support-up" and e.seat == seat)

    def _own_bench(self, view: Any, seat: int, dpr: float) -> list[Any]:
        if self.seat is None or view.seat != seat:
            return self._backs_row(view.bench_sizes[seat], seat, BENCH_W * 0.8, BENCH_LEFT, BENCH_RIGHT, OWN_TOP + 20,
                                   f"{view.names[seat]}'s bench (hidden)", 50)
        ids = list(view.bench)
        count = len(ids)
        span = BENCH_RIGHT - BENCH_LEFT
        top = OWN_TOP + 30
        row_h = min(BENCH_ROW_H, (BENCH_BOTTOM - top - BENCH_ROW_GAP * max(0, count - 1)) / max(1, count))
        # (a switch of this bench's cards: in solo play the opponent's Substitution is not one)
        switching = self._active() and any(a.kind in BENCH_KINDS and a.args[1] in ids for a in self._legal())
        targets = {a.args[1] for a in self._legal() if a.kind in BENCH_KINDS and a.args[0] == self.selected}
        up = self._face_up(view, seat)
        items: list[Any] = []
        for i, card in enumerate(ids):
            lit = card in targets
            item = CardItem(self.art.strip(card, span, row_h, dpr, lit), card, on_hover=self._hover,
                            on_click=self._bench_clicked if switching else None)
            item.rest_at(QPointF(BENCH_LEFT, top + i * (row_h + BENCH_ROW_GAP)))
            item.setToolTip(self.tables.label[card] + (" · face up: both players see it" if card in up else ""))
            item.setZValue(10 + i)
            items.append(item)
        caption = f"Your bench · {count}" + (" · click one to switch" if switching else "")
        if up:
            caption += " · face up: " + ", ".join(self.tables.card[c].name for c in up)
        items.append(TextItem(caption, QRectF(BENCH_LEFT, OWN_TOP + 8, span, 18), 14, GOLD if switching else MUTED,
                              shrink_to=11))
        return items
