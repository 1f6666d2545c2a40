"""The respond key: at one screen, any other commander may say "wait!" at a response window.

A response window (ruling H7) asks only the commanders holding a card playable now, and at one
screen being asked would show everyone what a hand holds. So the table never hands the screen over
for a window on its own: instead, whenever a window is open, the table shows one respond key for every
person here other than the commander the game waits for, the same key at every window whatever that
commander holds. Pressing it (the button, W when there is only one such key, or Alt and
the commander's place at the table) claims the window (``GameController.claim``): the screen is
handed to that commander behind the curtain. Holding a card playable now, they see their offer in the
prompt and play it or let it pass; holding none, the table lets it pass for them as soon as they have
the screen, so both go the same way, curtain and all, and the key tells nobody anything. A window
nobody claims closes when the commander at the screen goes on. With auto-pass on (Settings) there is
no key and nobody is ever asked.

``RespondBar`` is the row of keys, laid under the prompt; ``RespondKeys`` is ``HullTable``'s side of
it (a mixin): which keys show, the keyboard, and the answer for a claimant with nothing to play.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tabletop.ui.board.hull_breach import layout as L

#: Keys per row, at most (one per row when their names do not fit side by side).
BAR_COLUMNS = 2
HEADING = "Wait! Respond now:"
#: The bar's margins and spacing (pixels).
MARGIN_X, MARGIN_Y, SPACING = 8, 4, 4

STYLE = """
QFrame#respondBar { background: rgba(6, 14, 26, 235); border: 1px solid rgba(255, 211, 77, 120);
                    border-radius: 8px; }
QLabel#respondHeading { color: #ffd34d; font-size: @TITLE@px; font-weight: 600; }
QPushButton { background: #3b4658; color: white; font-size: @BUTTON@px; font-weight: 600;
              padding: 2px 6px; border-radius: 6px; border: 1px solid rgba(255, 255, 255, 90); }
QPushButton:hover { background: #4d5d76; }
"""


def key_hint(seat: int, only: bool) -> str:
    """The keyboard shortcut of ``seat``'s respond key: W when it is the only one, else Alt and the
    commander's place at the table (1-6)."""
    return "W" if only else f"Alt+{seat + 1}"


class RespondBar(QFrame):
    """The respond keys: one button per commander who may claim the open window, named for screen
    readers; a label too long for its button is elided there and whole in its tooltip."""

    def __init__(self, parent: QWidget, on_press) -> None:
        super().__init__(parent)
        self.setObjectName("respondBar")
        self.setAccessibleName("Respond keys")
        self.setAccessibleDescription("Another commander at this screen may claim the moment to play a card "
                                      "or let it pass")
        self._on_press = on_press
        self._scale = 0.0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN_X, MARGIN_Y, MARGIN_X, MARGIN_Y)
        layout.setSpacing(2)
        self.heading = QLabel(HEADING, self)
        self.heading.setObjectName("respondHeading")
        self.heading.setToolTip("Any other commander at this screen may say \u201cwait!\u201d: to play a card now, "
                                "or to let the moment pass")
        layout.addWidget(self.heading)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(SPACING)
        layout.addLayout(self.grid)
        #: The buttons by seat, in the order shown, and each one's whole words.
        self.buttons: dict[int, QPushButton] = {}
        self.words: dict[int, str] = {}
        self._shown: tuple = ()
        self.set_scale(1.0)
        self.hide()

    def set_scale(self, scale: float) -> None:
        scale = max(0.7, min(1.5, round(scale * 20) / 20))
        if scale != self._scale:
            self._scale = scale
            self.setStyleSheet(STYLE.replace("@TITLE@", str(max(11, round(13 * scale))))
                               .replace("@BUTTON@", str(max(11, round(12 * scale)))))

    def show_keys(self, keys: list[tuple[int, str]]) -> None:
        """One button per (seat, commander's name); none hides the bar."""
        only = len(keys) == 1
        shown = tuple(keys)
        if shown != self._shown:
            self._shown = shown
            for button in self.buttons.values():
                self.grid.removeWidget(button)
                button.hide()
                button.deleteLater()
            self.buttons, self.words = {}, {}
            for seat, name in keys:
                shortcut = key_hint(seat, only)
                button = QPushButton(self)
                button.setObjectName(f"respond:{seat}")
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)       # keys belong to the table
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                button.setAccessibleName(f"{name}: respond")
                button.setAccessibleDescription(
                    f"Wait! Hand the screen to {name}, who may play a card now or let the moment pass "
                    f"(key {shortcut})")
                button.setToolTip(f"Wait! {name} takes the screen behind the curtain to play a card now, "
                                  f"or to let this moment pass ({shortcut})")
                button.clicked.connect(lambda _checked=False, s=seat: self._on_press(s))
                self.buttons[seat] = button
                self.words[seat] = f"{name} ({shortcut})"
        self.setVisible(bool(keys))

    def arrange(self, width: int, scale: float) -> int:
        """Lay the keys out for a bar ``width`` pixels wide at the view's ``scale``: side by side when
        every label fits whole, else one per row, elided only if even a whole row is too narrow.
        Returns the height in pixels the bar needs."""
        self.set_scale(scale)
        self.ensurePolished()
        inner = width - 2 * MARGIN_X - 2
        metrics = self.heading.fontMetrics()
        self.heading.setText(metrics.elidedText(HEADING, Qt.TextElideMode.ElideRight, max(20, inner)))
        if not self.buttons:
            return 0
        buttons = list(self.buttons.items())
        buttons[0][1].ensurePolished()
        fm = buttons[0][1].fontMetrics()
        pad = 18
        widest = max(fm.horizontalAdvance(self.words[s]) for s, _b in buttons) + pad
        columns = BAR_COLUMNS if BAR_COLUMNS * widest + SPACING <= inner and len(buttons) > 1 else 1
        room = (inner - (columns - 1) * SPACING) // columns - pad
        for n, (seat, button) in enumerate(buttons):
            self.grid.removeWidget(button)
            button.setText(fm.elidedText(self.words[seat], Qt.TextElideMode.ElideMiddle, max(20, room)))
            self.grid.addWidget(button, n // columns, n % columns)
            button.show()
        rows = (len(buttons) + columns - 1) // columns
        row = max(b.sizeHint().height() for _s, b in buttons)
        return (2 * MARGIN_Y + 2 + self.heading.sizeHint().height() + self.layout().spacing()
                + rows * row + (rows - 1) * SPACING)

    def place(self, view: QGraphicsView, scene_rect: QRectF, within: QRectF | None = None) -> None:
        """Lay the bar over ``scene_rect`` of ``view`` (in the window, however the table scrolls;
        ``within`` as ``TableView.overlay_rect`` takes it)."""
        self.setGeometry(view.overlay_rect(scene_rect, within))
        self.raise_()


class RespondKeys:
    """``HullTable``'s respond keys (a mixin): which show, the keyboard, and the claimant's answer."""

    def _set_up_respond(self) -> None:
        self.respond_bar = RespondBar(self, self.press_respond)
        #: The seats whose respond key shows now, in the order shown.
        self.respond_seats: list[int] = []

    def _respond_keys(self) -> list[int]:
        """The commanders who may claim the open window from this screen, clockwise from the one the
        game waits for: every person here but that one who may answer it, whatever they hold
        (``GameController.may_claim``). Only where two or more people share the screen: one person
        alone against the computer is asked directly (``GameController.asked_seats``)."""
        ctl = self.controller
        waiting = ctl.pending_seats()
        if not self.can_act() or len(waiting) != 1 or ctl.claimant() is not None:
            return []
        players = len(ctl.seats)
        if sum(ctl.is_human(s) for s in range(players)) < 2:
            return []
        active = waiting[0]
        return [s for s in ((active + k) % players for k in range(1, players)) if ctl.may_claim(s)]

    def _update_respond(self) -> None:
        """The bar under the prompt, and the prompt's place above it."""
        seats = self.respond_seats = self._respond_keys()
        names = self.current_view().names
        self.respond_bar.show_keys([(s, names[s]) for s in seats])
        self._place_respond()

    def _place_respond(self) -> None:
        base = L.PROMPT_RECT
        height = 0.0
        if self.respond_seats:
            scale = self.view.transform().m11() or 1.0
            width, per_unit = round(base.width() * scale), scale
            if self.view.magnified():       # in the window, grown with the prompt (TableView.overlay_rect)
                area = self.view.overlay_rect(base)
                width, per_unit = area.width(), area.height() / base.height()
            height = min(base.height() / 2, self.respond_bar.arrange(width, scale) / per_unit + 1)
            self.respond_bar.place(self.view, QRectF(base.left(), base.bottom() - height, base.width(), height),
                                   base)
        self.prompt_rect = QRectF(base.left(), base.top(), base.width(),
                                  base.height() - height - (4 if height else 0))

    def place_prompt(self) -> None:
        """The respond keys at the bottom of the prompt's place, at the view's zoom, and the prompt over
        the rest."""
        self._place_respond()
        super().place_prompt()

    def press_respond(self, seat: int) -> bool:
        """A respond key: ``seat`` claims the window and the screen is handed over to them."""
        if seat not in self.respond_seats:
            return False
        if not self.controller.claim(seat):
            self.show_message("That moment has passed.")
            return False
        return True

    def _respond_key(self, event: QKeyEvent) -> bool:
        """W (one other commander) or Alt+1-6 (the commander's place): press that respond key."""
        seats = self.respond_seats
        if not seats:
            return False
        key, mods = event.key(), event.modifiers()
        if key == Qt.Key.Key_W and not mods and len(seats) == 1:
            return self.press_respond(seats[0])
        if mods == Qt.KeyboardModifier.AltModifier and Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            return self.press_respond(key - Qt.Key.Key_1)
        return False

    def _answer_if_claimed(self) -> None:
        """Shown to a claimant with nothing playable now: the window passes for them. Done from the
        event loop, after the hand-over has finished, the way the claimant holding a card answers."""
        ctl = self.controller
        if self.seat is not None and self.seat == ctl.claimant() and self.is_live:
            QTimer.singleShot(0, self._pass_for_claimant)

    def _pass_for_claimant(self) -> None:
        # no message: the status bar stays in view once the screen goes back, and would tell
        if self.seat is not None and self.seat == self.controller.claimant():
            self.controller.answer_claim()

    def shown_offer(self, decision: Any) -> bool:
        """Whether the table shows ``decision``: every decision but another seat's quiet offer, and
        this seat's own quiet offer only when the game waits for it (claimed, or asked alone against
        the computer; with auto-pass on, never)."""
        if not decision.quiet:
            return True
        return decision.seat == self.seat and decision.seat in self.controller.asked_seats()
