"""A plain table for games that have no dedicated one yet: readable facts and one button per move.

Every registered game is playable from the day its engine lands: the seat's view is listed
as key facts (cards shown by their labels) and each legal action is a button captioned by the
engine's own ``describe_action``, so this table never needs to know a game's rules.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabletop.games.standard_deck import standard_deck
from tabletop.ui.board.common.chance_tray import ChanceTray
from tabletop.ui.board.common.game_table import GameTable

# Fields that say nothing a player needs, or that other fields already say better.
_SKIPPED = {"seat", "options", "names"}
# Two-element tuples that are lists of things, not one value per seat.
_NOT_PER_SEAT = {"hand", "pile", "discard", "awaiting", "deals", "deck"}
# Fields holding a seat number, shown as the player's name.
_SEAT_FIELDS = {"turn", "puck", "penalty", "chooser", "dealer", "player_one", "breakaway", "active", "leader",
                "attacker", "defender", "offense", "defense", "decider", "home", "control", "opening_receiver",
                "receiver"}

STYLE = """
GenericTable { background: #23313a; }
QLabel { color: #e8eef2; }
QLabel#genericTitle { font-size: 20px; font-weight: 700; color: #ffffff; }
QLabel#genericSection { font-size: 13px; font-weight: 700; color: #9fc2d8; text-transform: uppercase; }
QLabel#factKey { color: #9fb3c0; font-size: 13px; }
QLabel#factValue { color: #f4f7f9; font-size: 14px; }
QFrame#genericPanel { background: #2c3d48; border-radius: 10px; }
QPushButton#actionButton { background: #2f6db5; color: white; border: none; border-radius: 8px;
    padding: 9px 14px; font-size: 14px; font-weight: 600; text-align: left; }
QPushButton#actionButton:hover { background: #3a80d0; }
QPushButton#actionButton:focus { outline: none; border: 2px solid #ffc23d; }
QScrollArea { background: transparent; border: none; }
QListView { background: #1e2a32; color: #dfe7ec; border: none; border-radius: 8px; }
"""


def _label_of(value: Any) -> str:
    """A field value in words: card ids become "7♣", tuples are joined, None is a dash."""
    by_id = standard_deck().by_id
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        return by_id[value].label if value in by_id else value
    if isinstance(value, (tuple, list)):
        if not value:
            return "none"
        return ", ".join(_label_of(v) for v in value)
    if dataclasses.is_dataclass(value):
        return ", ".join(f"{f.name}: {_label_of(getattr(value, f.name))}" for f in dataclasses.fields(value))
    return str(value)


def _seat_pairs(value: Any, players: int) -> bool:
    """A tuple of (seat, something) pairs, such as outstanding decisions by seat."""
    return (isinstance(value, tuple) and bool(value)
            and all(isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], int) and not isinstance(v[0], bool)
                    and 0 <= v[0] < players for v in value))


def view_facts(view: Any) -> list[tuple[str, str]]:
    """(name, value) pairs for every public field of a view, in the view's own order."""
    if not dataclasses.is_dataclass(view):
        return [("position", str(view))]
    names = tuple(getattr(view, "names", ()) or ())
    facts = []
    for f in dataclasses.fields(view):
        if f.name in _SKIPPED:
            continue
        value = getattr(view, f.name)
        if names and f.name in _SEAT_FIELDS and isinstance(value, int) and 0 <= value < len(names):
            text = names[value]
        elif names and _seat_pairs(value, len(names)):
            text = "; ".join(f"{names[seat]}: {_label_of(rest)}" for seat, rest in value) or "none"
        elif names and f.name == "winners" and isinstance(value, tuple):
            text = ", ".join(names[w] for w in value) if value else "a draw"
        elif (names and isinstance(value, tuple) and len(value) == len(names)
                and f.name not in _NOT_PER_SEAT):
            text = "; ".join(f"{n}: {_label_of(v)}" for n, v in zip(names, value, strict=True))
        else:
            text = _label_of(value)
        facts.append((f.name.replace("_", " ").capitalize(), text))
    return facts


class ActionButton(QPushButton):
    """A move button that elides a long description to its width; the tooltip keeps all of it."""

    def __init__(self, text: str, parent: QWidget):
        super().__init__(text, parent)
        self.full_text = text
        self.setToolTip(text)
        self.setAccessibleName(text)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(80)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        room = max(20, self.width() - 32)
        self.setText(self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, room))


class GenericTable(GameTable):
    """Facts on the left, the seat's moves as buttons in the middle, chance on the right."""

    def __init__(self, controller, parent: QWidget | None = None):
        super().__init__(controller, parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.title = QLabel(controller.game.info.name, self)
        self.title.setObjectName("genericTitle")
        self.status = QLabel(self)
        self.status.setWordWrap(True)

        self.facts_panel = QFrame(self)
        self.facts_panel.setObjectName("genericPanel")
        self.facts_layout = QGridLayout(self.facts_panel)
        self.facts_layout.setContentsMargins(14, 12, 14, 12)
        self.facts_layout.setHorizontalSpacing(14)
        facts_scroll = QScrollArea(self)
        facts_scroll.setWidgetResizable(True)
        facts_scroll.setWidget(self.facts_panel)
        facts_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.actions_panel = QFrame(self)
        self.actions_panel.setObjectName("genericPanel")
        self.actions_layout = QVBoxLayout(self.actions_panel)
        self.actions_layout.setContentsMargins(14, 12, 14, 12)
        actions_scroll = QScrollArea(self)
        actions_scroll.setWidgetResizable(True)
        actions_scroll.setWidget(self.actions_panel)
        actions_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.tray = ChanceTray(controller, self, self.seat)
        self.tray.setMinimumWidth(220)
        self.tray.setMaximumWidth(300)

        columns = QHBoxLayout()
        columns.addWidget(self._section("Table", facts_scroll), 3)
        columns.addWidget(self._section("Your moves", actions_scroll), 2)
        columns.addWidget(self._section("Chance", self.tray), 0)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.addWidget(self.title)
        outer.addWidget(self.status)
        outer.addLayout(columns, 1)
        #: The buttons shown now, one per legal action, in the engine's order.
        self.action_buttons: list[ActionButton] = []
        self.refresh()

    def _section(self, title: str, body: QWidget) -> QWidget:
        box = QWidget(self)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 8, 8, 0)
        heading = QLabel(title, box)
        heading.setObjectName("genericSection")
        layout.addWidget(heading)
        layout.addWidget(body, 1)
        return box

    def set_seat(self, seat: int | None) -> None:
        self.tray.set_seat(seat)
        super().set_seat(seat)

    def refresh(self) -> None:
        if not hasattr(self, "action_buttons"):
            return      # called from the base constructor before the widgets exist
        view = self.current_view()
        self._show_facts(view)
        self._show_actions()
        self.status.setText(self._status_text())

    def _status_text(self) -> str:
        game, state = self.controller.game, self.controller.state
        if not self.is_live:
            return "Looking back at an earlier position."
        if game.is_over(state):
            outcome = game.outcome(state)
            return outcome.text if outcome is not None else "The game is over."
        prompts = [f"{self.controller.record.names[d.seat]}: {d.prompt}" for d in game.pending(state)]
        return " · ".join(prompts)

    def _show_facts(self, view: Any) -> None:
        while self.facts_layout.count():
            item = self.facts_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        for row, (key, value) in enumerate(view_facts(view)):
            key_label = QLabel(key, self.facts_panel)
            key_label.setObjectName("factKey")
            key_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            value_label = QLabel(value, self.facts_panel)
            value_label.setObjectName("factValue")
            value_label.setWordWrap(True)
            value_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.facts_layout.addWidget(key_label, row, 0)
            self.facts_layout.addWidget(value_label, row, 1)
        self.facts_layout.setColumnStretch(1, 1)
        self.facts_layout.setRowStretch(self.facts_layout.rowCount(), 1)

    def _show_actions(self) -> None:
        self.action_buttons = []
        while self.actions_layout.count():
            item = self.actions_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        if self.can_act():
            game, state = self.controller.game, self.controller.state
            for action in self.controller.legal_actions(self.seat):
                button = ActionButton(game.describe_action(state, action), self.actions_panel)
                button.setObjectName("actionButton")
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                button.clicked.connect(lambda _checked=False, a=action: self.act(a))
                self.actions_layout.addWidget(button)
                self.action_buttons.append(button)
        if not self.action_buttons:
            idle = QLabel(self._idle_text(), self.actions_panel)
            idle.setWordWrap(True)
            self.actions_layout.addWidget(idle)
        self.actions_layout.addStretch(1)

    def _idle_text(self) -> str:
        if self.seat is None:
            return "Watching: choose a seat to play."
        if not self.is_live:
            return "A past position cannot be played."
        return "Nothing to do now; waiting for the other player."
