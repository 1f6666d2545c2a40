"""The Hull Breach! table's side column and overlays: whose turn, which phase and engagement step,
the last volley's dice, the boarding action in its own view and a commander's scrapheap face up.

A mixin of ``HullTable``, apart from the table's input handling."""


from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from tabletop.games.hull_breach.cards import MARINE
from tabletop.games.hull_breach.state import allies_of, team_game
from tabletop.ui.board.breakaway_ccg.items import CardItem
from tabletop.ui.board.common.items import GOLD, INK, MUTED, Panel, TextItem
from tabletop.ui.board.hull_breach import layout as L
from tabletop.ui.board.hull_breach.dice import last_volleys
from tabletop.ui.board.hull_breach.draw import CARD_RATIO
from tabletop.ui.board.hull_breach.items import ClickPanel
from tabletop.ui.board.hull_breach.words import (
    PHASE_NAMES,
    STEP_WORDS,
)


class SideDrawing:
    """The status, dice strip, boarding view and scrapheap browser of ``HullTable`` (a mixin)."""

    def _volleys(self) -> list[Any]:
        steps = self.controller.record.steps
        if self._move is not None:
            steps = steps[:self._move]
        return last_volleys(steps, self.seat)

    # ----- the side column -------------------------------------------------------------------
    def _status(self, view: Any) -> list[Any]:
        r = L.STATUS_RECT
        items: list[Any] = []          # its box is painted in the view's background
        lines: list[tuple[str, Any, bool]] = []
        if view.phase == "over":
            lines.append(("Game over", GOLD, True))
        elif view.phase == "setup":
            lines.append(("Set-up turn", GOLD, True))
            lines.append(("Everyone at once", INK, False))
        else:
            lines.append((f"Turn {view.round} · {view.names[view.turn]}", GOLD, True))
            lines.append((f"Phase: {PHASE_NAMES.get(view.phase, view.phase)}", INK, False))
        eng = view.engagement
        if eng is not None:
            lines.append((f"{view.names[eng.attacker]} attacks", QColor("#ffa94d"), True))
            lines.append((f"{view.names[eng.defender]} · round {eng.round}", QColor("#ffa94d"), True))
            number, words = STEP_WORDS.get(eng.step, (0, eng.step))
            if number:
                lines.append((f"Step {number} of 9:", INK, False))
            lines.append((words[0].upper() + words[1:], INK, False))
            if eng.fight is not None:
                lines.append((f"Boarding {self._name(eng.fight.board.target)}", QColor("#ff8787"), False))
        if team_game(view.options):
            for seat in ([self.seat] if self.seat is not None else [0, 1]):
                side = [seat, *allies_of(view.options, len(view.names), seat)]
                who = "Your side" if seat == self.seat else f"Side {seat + 1}"
                lines.append((f"{who}: " + ", ".join(view.names[s] for s in sorted(side)), QColor("#8ce99a"), False))
        pending = self._pending()
        names = list(dict.fromkeys(view.names[d.seat] for d in pending))
        if names and view.phase != "over":
            lines.append(("To decide: " + ", ".join(names), MUTED, False))
        step = next((n for n, line in enumerate(lines) if line[0].startswith("Step ")), None)
        if len(lines) > 7 and step is not None and step + 1 < len(lines):
            # a crowded box (a team game's sides): the step and its words on one line
            text, colour, bold = lines.pop(step + 1)
            lines[step] = (f"{lines[step][0]} {text[0].lower()}{text[1:]}", colour, bold)
        row = min(20.0, (r.height() - 10) / max(5, len(lines)))
        for n, (text, colour, bold) in enumerate(lines):
            item = TextItem(text, QRectF(r.left() + 10, r.top() + 5 + n * row, r.width() - 20, row), 15 if bold else 14,
                            colour, bold, Qt.AlignmentFlag.AlignLeft, shrink_to=14)
            item.setToolTip(text)
            items.append(item)
        return items

    def _boarding(self, view: Any, units: dict[str, Any], lit: set[str], dpr: float) -> list[Any]:
        """The boarding action as its own view: the boarders and the defenders face to face, each
        Marine with its wounds, and who volleys now."""
        fight = view.engagement.fight
        r = QRectF(L.OVERLAY_RECT.left() + 40, L.OVERLAY_RECT.top() + 40, L.OVERLAY_RECT.width() - 80, 250)
        items: list[Any] = [Panel(r, QColor(28, 10, 18), QColor("#ff8787"), 3, 14)]
        attacker = view.names[fight.board.seat]
        step = {"intercept": "defending Interceptor Marines fire (8A)",
                "attack": f"{attacker}'s boarders volley", "defend": "the defenders volley",
                "won": "won: hijack or scuttle", "lost": "lost", "pursue": "pursue or let them go"}.get(fight.step,
                                                                                                    fight.step)
        title = f"Boarding {self._name(fight.board.target)} · {step}"
        items.append(TextItem(title, QRectF(r.left() + 14, r.top() + 6, r.width() - 28, 24), 17, GOLD, True,
                              Qt.AlignmentFlag.AlignLeft, shrink_to=14))
        card_w = 74
        for side, pids, label in ((0, fight.attackers, f"{attacker}'s boarders"),
                                  (1, fight.defenders, "Defenders")):
            x0 = r.left() + 16 + side * (r.width() / 2)
            items.append(TextItem(f"{label} · {sum(1 for p in pids if p in units)} left",
                                  QRectF(x0, r.top() + 34, r.width() / 2 - 30, 20), 14, INK, True,
                                  Qt.AlignmentFlag.AlignLeft, shrink_to=14))
            shown = [p for p in pids if p in units]
            if not shown:
                items.append(TextItem("none aboard" if side else "none left", QRectF(x0, r.top() + 90, 200, 20), 14,
                                      MUTED, False, Qt.AlignmentFlag.AlignLeft))
            for n, pid in enumerate(shown[:5]):
                unit = units[pid]
                state = "chosen" if pid == self.selected else "legal" if pid in lit else ""
                x, y = x0 + n * (card_w + 8), r.top() + 60
                band, badges = self._card_badges(view, unit, x, y, card_w)
                item = self._unit_item(unit, "card", (card_w, card_w * CARD_RATIO), dpr, state, band)
                item.setPos(QPointF(x, y))
                item.setZValue(45)
                items.append(item)
                for badge in badges:
                    badge.setZValue(46)
                    items.append(badge)
        history = self._fight_volleys(fight.board)
        top = r.top() + 60 + card_w * CARD_RATIO + 8
        rows = int((r.bottom() - 6 - top) // 18)
        if history:
            shown = history[-rows:]
            first = len(history) - len(shown)
            for n, text in enumerate(shown):
                line = TextItem(f"Volley {first + n + 1}: {text}", QRectF(r.left() + 16, top + n * 18,
                                r.width() - 32, 18), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft, shrink_to=14)
                line.setToolTip(text)
                items.append(line)
        else:
            items.append(TextItem("No volleys yet: the boarders fire first.", QRectF(r.left() + 16, top, r.width() - 32,
                                  18), 14, MUTED, False, Qt.AlignmentFlag.AlignLeft))
        items[0].setZValue(44)
        for item in items[1:]:
            if not isinstance(item, CardItem):
                item.setZValue(max(item.zValue(), 45))
        return items

    def _fight_volleys(self, board: Any) -> list[str]:
        """The Marines' volleys of this boarding action so far, oldest first, as the log words them:
        each round of the fight shown (the steps back to where the boarding action began)."""
        steps = self.controller.record.steps[:self._move] if self._move is not None else self.controller.record.steps
        out: list[str] = []
        for step in reversed(steps):
            eng = step.state.engagement
            if eng is None or eng.fight is None or eng.fight.board != board:
                break
            out += [e.text for e in reversed(step.events) if e.kind == "volley" and e.visible_to(self.seat)
                    and self.cards[e.data["shooter"].split("#")[0]].type == MARINE]
        return out[::-1]

    def _scrapheap(self, view: Any, seat: int, dpr: float) -> list[Any]:
        """A commander's scrapheap face up, newest first; a click on the panel closes it."""
        r = L.OVERLAY_RECT
        heap = list(reversed(view.scrapheaps[seat]))
        panel = ClickPanel(r, lambda: self.browse_scrapheap(None), fill=QColor(6, 12, 22, 245), border=GOLD,
                           border_width=2, radius=12)
        items: list[Any] = [panel]
        items.append(TextItem(f"{view.names[seat]}'s scrapheap · {len(heap)} cards, newest first · click to close",
                              QRectF(r.left() + 14, r.top() + 6, r.width() - 28, 22), 15, GOLD, True,
                              Qt.AlignmentFlag.AlignLeft, shrink_to=14))
        if not heap:
            items.append(TextItem("Nothing here yet.", QRectF(r.left() + 14, r.top() + 40, 300, 20), 14, MUTED, False,
                                  Qt.AlignmentFlag.AlignLeft))
        card_w = 64
        per_row = int((r.width() - 28) // (card_w + 6))
        rows = max(1, int((r.height() - 40) // (card_w * CARD_RATIO + 6)))
        for n, pid in enumerate(heap[:per_row * rows]):
            item = CardItem(self.art.face(pid.split("#")[0], card_w, dpr, seat), pid, on_hover=self._hover)
            item.setPos(QPointF(r.left() + 14 + (n % per_row) * (card_w + 6),
                                r.top() + 34 + (n // per_row) * (card_w * CARD_RATIO + 6)))
            item.setToolTip(self._name(pid))
            items.append(item)
        if len(heap) > per_row * rows:
            items.append(TextItem(f"… and {len(heap) - per_row * rows} older", QRectF(r.right() - 220, r.bottom() - 24,
                                  206, 20), 14, MUTED, False, Qt.AlignmentFlag.AlignRight))
        for item in items:
            item.setZValue(60 if item is panel else 61)
        return items
