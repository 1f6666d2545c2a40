"""The Breakaway: CCG table's official-rules panel: the officials, each side's tokens, passing bonus
and penalty box, the Momentum pile, the clock's chips (power play, Final Minute, overtime,
shootout), the stoppage or challenge under way; the penalty shot in the play area; and a
challenge's reveal over the other side's hand.

A mixin of ``CcgTable``, apart from the table's input handling."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from tabletop.games.breakaway_ccg.official import power_play as pen
from tabletop.games.breakaway_ccg.official.officiating import officiating_cards
from tabletop.games.breakaway_ccg.official.sequence import stoppage_summary
from tabletop.ui.board.breakaway_ccg.draw import SEAT_COLOURS
from tabletop.ui.board.breakaway_ccg.items import Chip
from tabletop.ui.board.breakaway_ccg.layout import OFFICIAL_RECT, OFFICIAL_REVEAL_RECT, PLAY_RECT
from tabletop.ui.board.breakaway_ccg.words import CHALLENGE_NAMES, SHORT_CHIPS
from tabletop.ui.board.common.items import GOLD, INK, MUTED, Panel, TextItem, font

#: Colours of the penalty chips: a man in the box, a call waiting (delayed), a penalty shot.
BOX_RED, CALL_ORANGE, PSHOT_PURPLE = QColor("#c92a2a"), QColor("#d9480f"), QColor("#7048e8")


class OfficialDrawing:
    """The official rules' panel, penalty shot and challenge reveal of ``CcgTable`` (a mixin)."""

    # ----- the official rules' additions -------------------------------------------------------
    def _stoppage_words(self, view: Any) -> str:
        """The stoppage in one line: why play stopped and where the face-off is."""
        why, where = stoppage_summary(view.names, view.stoppage)
        return f"{why}: face-off at {where}"

    def _official_panel(self, view: Any) -> list[Any]:
        """The official game's public state: officials, tokens, bonus, Momentum pile, clock, stoppage."""
        r = OFFICIAL_RECT
        items: list[Any] = [Panel(r, QColor(6, 14, 26, 215), QColor(255, 255, 255, 50), radius=10)]
        left, width, row_h = r.left() + 10, r.width() - 20, 18

        def row(n: int) -> QRectF:
            return QRectF(left, r.top() + 4 + n * row_h, width, row_h)

        card = officiating_cards().get(view.official) if view.official else None
        officials = TextItem(f"Officials: {card.name}" if card else "Officials: not yet drawn", row(0), 14, GOLD,
                             True, Qt.AlignmentFlag.AlignLeft, shrink_to=13)
        officials.setToolTip(f"{card.name} officiates period {view.period}: {card.text}" if card else
                             "The officiating card is revealed at the start of each period.")
        items.append(officials)
        for n, seat in enumerate((0, 1)):
            rect = row(1 + n)
            items.append(Chip("", QRectF(rect.left(), rect.top() + 4, 10, 10), SEAT_COLOURS[seat]))
            tokens = view.tokens[seat]
            counts = f": {tokens} token{'s' if tokens != 1 else ''} · bonus +{view.bonus[seat]}"
            box = self._box_chip(view, seat, QRectF(rect.left() + 170, rect.top() + 1, width - 170, row_h - 2))
            # the side named beside its colour (never the colour alone), cut to leave the counts
            # whole; the line takes the penalty box's room while that is empty
            room = 150 if box else width - 16
            metrics = QFontMetricsF(font(13))
            if room - metrics.horizontalAdvance(counts) < metrics.horizontalAdvance(view.names[seat][:5] + "…"):
                counts = f": {tokens} token{'s' if tokens != 1 else ''} · +{view.bonus[seat]}"
            name = metrics.elidedText(view.names[seat], Qt.TextElideMode.ElideRight,
                                      room - metrics.horizontalAdvance(counts))
            line = TextItem(name + counts, QRectF(rect.left() + 16, rect.top(), room, row_h), 14, INK, False,
                            Qt.AlignmentFlag.AlignLeft, shrink_to=13)
            line.setToolTip(f"{view.names[seat]}: {tokens} momentum token{'s' if tokens != 1 else ''}, "
                            f"passing bonus +{view.bonus[seat]}, hand size {view.hand_max[seat]}")
            items.append(line)
            items += box
        pile = TextItem(f"Momentum pile · {len(view.momentum_owners)}", QRectF(left, row(3).top(), 152, row_h), 14,
                        MUTED, False, Qt.AlignmentFlag.AlignLeft)
        pile.setToolTip("Momentum Cards left face down; an Extra Man token takes one")
        items.append(pile)
        items += self._clock_chips(view, QRectF(left + 152, row(3).top(), width - 152, row_h))
        lines, tip = self._official_status(view)
        for n, text in enumerate(lines[:2]):
            line = TextItem(text, row(4 + n), 14, GOLD if n == 0 else INK, n == 0, Qt.AlignmentFlag.AlignLeft,
                            shrink_to=13)
            line.setToolTip(tip)
            items.append(line)
        return items

    def _box_chip(self, view: Any, seat: int, rect: QRectF) -> list[Any]:
        """``seat``'s penalty box: the penalties it serves with the power-play hands left (the book
        counts a penalty's time in hands), or a call waiting for it to take the puck."""
        served = [s for s in view.box if s.seat == seat]
        calls = [c for c in view.calls if c.seat == seat and not c.shot]
        if served:
            left = max(s.hands for s in served)
            # Short enough for the chip whole (the tooltip says it in full): "BOX 2m · 1 hand".
            men = f"{len(served)} in box" if len(served) > 1 else f"BOX {served[0].minutes}m"
            text = f"{men} · {left} hand{'s' if left != 1 else ''}"
            tip = "; ".join(f"{s.name}, {s.minutes} minutes: {s.hands} power-play hand{'s' if s.hands != 1 else ''} "
                            "left" for s in served)
            chip = Chip(text, rect, BOX_RED, size=13)
            whole = f"{text}. " if chip.elide_to_fit() else ""
            chip.setToolTip(f"{whole}{view.names[seat]} is in the penalty box: {tip}. A hand is over when both hands "
                            "are played out.")
            return [chip]
        if calls:
            text = f"CALLED · {calls[-1].name}"
            chip = Chip(text, rect, CALL_ORANGE, size=13)
            whole = f"{text}. " if chip.elide_to_fit(keep=len("CALLED · ")) else ""
            chip.setToolTip(f"{whole}Delayed penalty on {view.names[seat]}: {', '.join(c.name for c in calls)}. "
                            f"Play goes on until {view.names[seat]} has the puck.")
            return [chip]
        return []

    def _strength_chip(self, view: Any) -> tuple[str, QColor, str] | None:
        """The manpower of the moment: power play, 5-on-3, 4-on-4, a delayed penalty, a penalty shot."""
        names = view.names
        if view.pshot is not None:
            return ("PENALTY SHOT", PSHOT_PURPLE, f"{names[view.pshot.shooter]} takes a penalty shot")
        if view.box:
            side = pen.pp_side(view)
            if side is None:
                return ("4-ON-4", QColor("#495057"), ("Both sides have a man in the box: each plays with the power "
                                                      "play's advantages and the penalty kill's disadvantages"))
            two = pen.down(view, 1 - side) - pen.down(view, side) >= 2
            return ("5-ON-3" if two else "POWER PLAY", SEAT_COLOURS[side].darker(130),
                    (f"{names[side]} is on the {'two-man ' if two else ''}power play: no end-of-turn draws, no line "
                    "changes, Suit Circle abilities, passing bonus up to +4"))
        if any(not c.shot for c in view.calls):
            return ("DELAYED PENALTY", CALL_ORANGE, ("A penalty is called: play goes on until the offender has the "
                                                    "puck, and the other side plays with an extra attacker"))
        return None

    def _clock_chips(self, view: Any, rect: QRectF) -> list[Any]:
        """Final Minute, overtime, shootout and the power play as chips; the period when none applies."""
        chips: list[tuple[str, QColor, str]] = []
        strength = self._strength_chip(view)
        if strength is not None:
            chips.append(strength)
        if view.shootout is not None:
            so = view.shootout
            chips.append((f"SHOOTOUT {so.goals[0]}–{so.goals[1]}", QColor("#7048e8"),
                          f"Shootout round {so.round}: {view.names[0]} {so.goals[0]}, {view.names[1]} {so.goals[1]}"))
        elif view.overtime:
            chips.append((f"OT {view.overtime}", QColor("#c2410c"), f"Overtime period {view.overtime}"))
        if view.final_minute and view.shootout is None:
            chips.append(("FINAL MINUTE", QColor("#b08900"), "A deck has run out: the Final Minute of the period"))
        if not chips:
            return [TextItem(f"Period {view.period}", rect, 14, MUTED, False, Qt.AlignmentFlag.AlignRight)]
        def need(text: str) -> int:
            return 14 + 9 * len(text)

        if sum(need(text) + 4 for text, _c, _t in chips) - 4 > rect.width():   # short words when crowded
            chips = [(SHORT_CHIPS.get(text, text), colour, tip) for text, colour, tip in chips]
        items: list[Any] = []
        x = rect.right()
        for text, colour, tip in chips:        # from the right edge leftwards; never squeezed
            w = need(text)
            if w > x - rect.left():
                break
            x -= w
            chip = Chip(text, QRectF(x, rect.top() + 1, w, rect.height() - 2), colour, size=13)
            chip.setToolTip(tip)
            items.append(chip)
            x -= 4
        return items

    def _official_status(self, view: Any) -> tuple[tuple[str, ...], str]:
        """Two lines on what is happening: a penalty shot, a stoppage, a challenge, or the last
        challenge's cards."""
        ps = view.pshot
        if ps is not None:
            stage = {"place": "places the puck", "shot-card": "faces the shot", "score": "tries to score",
                     "save": "tries to save"}[ps.stage]
            acting = view.names[ps.acting]
            return ((f"Penalty shot · {view.names[ps.shooter]} shoots", f"{acting} {stage}"),
                    ("A penalty shot: three cards each from the shuffled discard piles, face up; the shooter "
                    "places the puck and shoots, the defender lays a Shot Card, then a score and a save."))
        so = view.shootout
        if so is not None:
            marks = " ".join(("✓" if scored else "✗") + view.names[seat][:1] for seat, scored in so.attempts[-4:])
            return ((f"Shootout · round {so.round} · {view.names[so.shooter]} shoots",
                     f"Score {so.goals[0]}–{so.goals[1]}" + (f" · last {marks}" if marks else "")),
                    (f"Shootout: {view.names[0]} {so.goals[0]}, {view.names[1]} {so.goals[1]}; "
                     f"{len(so.attempts)} attempts; deck {so.deck_size} cards"))
        fight = getattr(view, "fight", None)
        if fight is not None:
            return ((f"Fight · {view.names[0]} {fight.wins[0]}–{fight.wins[1]} {view.names[1]}",
                     "Three exchanges win it"),
                    ("A fight: each side lays a card face down; the side at fault by the suits wins the exchange. "
                    "Each card shown has the fight effects of its type and of its FG/FB symbols."))
        if view.phase == "stoppage" and view.stoppage is not None:
            reason, where = self._stoppage_words(view).split(": ", 1)
            words = f"{reason}: {where}"
            place = where.removeprefix("face-off at ").removeprefix("the ")      # the line's room is short
            return ((f"Stoppage · {reason}", f"Face-off: {place}"),
                    f"{words}; {view.names[view.stoppage.chooser]} chooses the circle where there are two.")
        c = view.challenge
        if c is not None:
            name = CHALLENGE_NAMES.get(c.kind, c.kind)
            if c.winner is None:
                return (f"{name} · {view.names[c.initiator]} started", "Cards go down face down"), \
                    f"{name} challenge under way"
            how = " uncontested" if c.uncontested else ""
            return (f"{name} won by {view.names[c.winner]}{how}", self._reveal_line(view)), self._reveal_tip(view)
        if len(view.last_reveal) == 2:
            return ("Last challenge", self._reveal_line(view)), self._reveal_tip(view)
        return (), ""

    def _penalty_shot_area(self, view: Any, dpr: float) -> list[Any]:
        """The penalty shot in the play area: the shooter's three cards, the cards laid, the
        defender's three, all face up (ruling O31)."""
        ps = view.pshot
        r = PLAY_RECT
        width = 56
        items: list[Any] = [TextItem(f"Penalty shot · {view.names[ps.shooter]} shoots", QRectF(
            r.left() + 10, r.top() + 3, r.width() - 20, 20), 14, GOLD, True)]
        columns = ((ps.shooter, r.left() + 10), (ps.defender, r.right() - 10 - 3 * (width + 4)))
        for seat, left in columns:
            role = "shooter" if seat == ps.shooter else "goal"
            items.append(TextItem(f"{view.names[seat]} ({role})", QRectF(left, r.top() + 26, 3 * (width + 4), 18),
                                  14, INK, False, Qt.AlignmentFlag.AlignLeft, shrink_to=13))
            for i, card in enumerate(ps.hands[seat]):
                items.append(self._face(card, width, QPointF(left + i * (width + 4), r.top() + 48), dpr))
        played = ps.played[-3:]
        mid = r.center().x() - (len(played) * (width + 4)) / 2
        for i, card in enumerate(played):
            items.append(self._face(card, width, QPointF(mid + i * (width + 4), r.top() + 60), dpr,
                                    i == len(played) - 1))
            if card == ps.shot_card:
                items.append(Chip("SHOT CARD", QRectF(mid + i * (width + 4), r.top() + 44, width, 16),
                                  PSHOT_PURPLE, size=11))
        return items

    def _reveal_line(self, view: Any) -> str:
        if len(view.last_reveal) != 2:
            return ""
        return " vs ".join(self.tables.name[c] for c in view.last_reveal)

    def _reveal_tip(self, view: Any) -> str:
        if len(view.last_reveal) != 2:
            return ""
        return (f"Last challenge: {view.names[0]} showed {self.tables.label[view.last_reveal[0]]}, "
                f"{view.names[1]} showed {self.tables.label[view.last_reveal[1]]}")

    def _official_reveal(self, view: Any, dpr: float) -> list[Any]:
        """The challenge's two cards face up with the winner marked, over the other side's hand (the
        rink stays clear for the puck placement the face-off winner makes next)."""
        cards, winner = self.reveal
        r = OFFICIAL_REVEAL_RECT
        items: list[Any] = [Panel(r, QColor(8, 18, 30), GOLD, 3, 14)]
        name = CHALLENGE_NAMES.get(self.reveal_kind, self.reveal_kind).upper()
        items.append(TextItem(name, QRectF(r.left() + 10, r.top() + 8, 120, 24), 18, GOLD, True,
                              Qt.AlignmentFlag.AlignLeft, shrink_to=14))
        # the winner's name on a line of its own, "wins" under it: a long name stays whole
        verdict = ("tie",) if winner is None else (view.names[winner], "wins")
        for row, words in enumerate(verdict):
            items.append(TextItem(words, QRectF(r.left() + 10, r.top() + 36 + row * 21, 120, 22), 16,
                                  INK, row == 0, Qt.AlignmentFlag.AlignLeft, shrink_to=13))
        items.append(TextItem("click to close", QRectF(r.left() + 10, r.bottom() - 26, 120, 20), 14, MUTED,
                              False, Qt.AlignmentFlag.AlignLeft))
        for seat in (0, 1):
            x = r.left() + 150 + seat * 240
            items.append(self._face(cards[seat], 66, QPointF(x, r.top() + 12), dpr, seat == winner))
            won = seat == winner
            items.append(TextItem(view.names[seat], QRectF(x + 74, r.top() + 26, 150, 22), 16, INK, True,
                                  Qt.AlignmentFlag.AlignLeft, shrink_to=14))
            items.append(TextItem(self.tables.name[cards[seat]], QRectF(x + 74, r.top() + 48, 150, 20), 14,
                                  MUTED, False, Qt.AlignmentFlag.AlignLeft, shrink_to=13))
            if winner is not None:
                items.append(Chip("WINS" if won else "loses", QRectF(x + 74, r.top() + 74, 70, 22),
                                  QColor("#2f9e44") if won else QColor("#3d4a5c"), size=14))
        items[0].setZValue(40)
        for item in items[1:]:
            item.setZValue(41)
        return items
