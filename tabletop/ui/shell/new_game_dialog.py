"""Setting up a new game: which game, who sits where, an optional seed and the rules options.

The option widgets are built from each game's ``info.options``, so a new game's variants
appear here without any change to the dialog.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.game import Game
from tabletop.ui.controller import COMPUTER, HUMAN, seat_kind
from tabletop.ui.shell.game_setup import GameSetup

MAX_SEATS = 6
LABEL_ALIGN = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def form_label(text: str, field: QWidget, parent: QWidget) -> QLabel:
    """A label as tall as its field and centred on it (QFormLayout otherwise top-aligns it)."""
    label = QLabel(text, parent)
    label.setAlignment(LABEL_ALIGN)
    label.setMinimumHeight(field.sizeHint().height())
    return label


#: What a seat can be: a person, or the computer at a difficulty level (issue: computer opponent).
SEAT_CHOICES = (("Human", HUMAN), ("Computer · Easy", "computer:easy"),
                ("Computer · Normal", "computer:normal"), ("Computer · Hard", "computer:hard"))


def seat_spec(kind: str) -> str:
    """Older settings say plain ``computer``: that is the Normal level."""
    return "computer:normal" if kind == COMPUTER else kind


def default_name(index: int, kind: str) -> str:
    return "Computer" if seat_kind(kind) == COMPUTER else f"Player {index + 1}"


class NewGameDialog(QDialog):
    """Pick a game and its seats; ``setup()`` returns the chosen GameSetup after ``accept``."""

    def __init__(self, games: list[Game], last: GameSetup | None = None, preselect: str | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle("New game")
        self.setMinimumWidth(520)
        self.games = {g.id: g for g in games}
        self.last = last
        layout = QVBoxLayout(self)
        layout.setSpacing(12)

        form = QFormLayout()
        form.setLabelAlignment(LABEL_ALIGN)
        self.game_combo = QComboBox(self)
        for game in games:
            self.game_combo.addItem(game.info.name, game.id)
        form.addRow(form_label("Game", self.game_combo, self), self.game_combo)
        self.summary = QLabel(self)
        self.summary.setObjectName("dialogSummary")
        self.summary.setWordWrap(True)
        form.addRow("", self.summary)
        self.players_spin = QSpinBox(self)
        self.players_label = QLabel("Players", self)
        form.addRow(self.players_label, self.players_spin)
        layout.addLayout(form)

        seats_box = QGroupBox("Seats", self)
        self.seats_grid = QGridLayout(seats_box)
        self.kind_combos: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []
        for index in range(MAX_SEATS):
            label = QLabel(f"Seat {index + 1}", seats_box)
            kind = QComboBox(seats_box)
            for text, spec in SEAT_CHOICES:
                kind.addItem(text, spec)
            name = QLineEdit(seats_box)
            name.setPlaceholderText("Name")
            name.setMaxLength(40)
            kind.currentIndexChanged.connect(lambda _i, n=index: self._kind_changed(n))
            self.seats_grid.addWidget(label, index, 0)
            self.seats_grid.addWidget(kind, index, 1)
            self.seats_grid.addWidget(name, index, 2)
            self.kind_combos.append(kind)
            self.name_edits.append(name)
        self.seats_grid.setColumnStretch(2, 1)
        layout.addWidget(seats_box)

        self.options_box = QGroupBox("Rules options", self)
        self.options_form = QFormLayout(self.options_box)
        self.options_form.setLabelAlignment(LABEL_ALIGN)
        self.option_combos: dict[str, QComboBox] = {}
        layout.addWidget(self.options_box)

        seed_form = QFormLayout()
        seed_form.setLabelAlignment(LABEL_ALIGN)
        self.seed_edit = QLineEdit(self)
        self.seed_edit.setPlaceholderText("blank = random")
        self.seed_edit.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed_edit.setToolTip("The same seed and the same moves give the same shuffles and cuts.")
        seed_form.addRow(form_label("Seed", self.seed_edit, self), self.seed_edit)
        layout.addLayout(seed_form)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start game")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_spin.valueChanged.connect(self._show_seats)
        start = preselect or (last.game_id if last else None)
        index = self.game_combo.findData(start) if start else -1
        self.game_combo.setCurrentIndex(max(index, 0))
        self._game_changed()
        if last is not None and last.seed is not None and self.game_id == last.game_id:
            self.seed_edit.setText(str(last.seed))

    # ----- reading -------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.game_combo.currentData()

    @property
    def game(self) -> Game:
        return self.games[self.game_id]

    def setup(self) -> GameSetup:
        """The set-up as the widgets show it now; a blank seed becomes a fresh random one."""
        count = self.players_spin.value()
        seats = [self.kind_combos[i].currentData() for i in range(count)]
        names = [self.name_edits[i].text().strip() or default_name(i, seats[i]) for i in range(count)]
        seed_text = self.seed_edit.text().strip()
        options = {key: combo.currentData() for key, combo in self.option_combos.items()}
        seed = int(seed_text) if seed_text else None
        return GameSetup(self.game_id, seats, names, seed, options)

    # ----- reacting ------------------------------------------------------------------
    def _game_changed(self) -> None:
        info = self.game.info
        self.summary.setText(info.summary)
        self.players_spin.setRange(info.min_players, min(info.max_players, MAX_SEATS))
        single = info.min_players == info.max_players
        self.players_spin.setVisible(not single)
        self.players_label.setVisible(not single)
        remembered = self.last if self.last is not None and self.last.game_id == info.id else None
        if remembered is not None and info.min_players <= len(remembered.seats) <= info.max_players:
            self.players_spin.setValue(len(remembered.seats))
        else:
            self.players_spin.setValue(info.min_players)
        for index in range(MAX_SEATS):
            if remembered is not None and index < len(remembered.seats):
                kind, name = remembered.seats[index], remembered.names[index]
            else:
                kind = HUMAN if index == 0 else "computer:normal"
                name = ""
            kind = seat_spec(kind)
            combo = self.kind_combos[index]
            combo.blockSignals(True)
            combo.setCurrentIndex(combo.findData(kind))
            combo.blockSignals(False)
            self.name_edits[index].setText(name if name != default_name(index, kind) else "")
            self.name_edits[index].setPlaceholderText(default_name(index, kind))
        self._show_seats()
        self._build_options(remembered.options if remembered else {})

    def _kind_changed(self, index: int) -> None:
        self.name_edits[index].setPlaceholderText(default_name(index, self.kind_combos[index].currentData()))

    def _show_seats(self) -> None:
        count = self.players_spin.value()
        for index in range(MAX_SEATS):
            for column in range(3):
                item = self.seats_grid.itemAtPosition(index, column)
                if item is not None and item.widget() is not None:
                    item.widget().setVisible(index < count)

    def _build_options(self, remembered: dict) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_combos = {}
        for option in self.game.info.options:
            combo = QComboBox(self.options_box)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # never clip a choice
            for value, label in option.choices:
                combo.addItem(label, value)
            wanted = remembered.get(option.key, option.default)
            index = next((i for i, (value, _l) in enumerate(option.choices)
                          if type(value) is type(wanted) and value == wanted), None)
            if index is None:
                index = next(i for i, (value, _l) in enumerate(option.choices) if value == option.default)
            combo.setCurrentIndex(index)
            if option.help:
                combo.setToolTip(option.help)
            label = form_label(option.label, combo, self.options_box)
            label.setToolTip(option.help)
            self.options_form.addRow(label, combo)
            self.option_combos[option.key] = combo
        self.options_box.setVisible(bool(self.game.info.options))
        self.resize(self.sizeHint())  # grow or shrink with the options (adjustSize caps at 2/3 screen)


def random_seed() -> int:
    """A seed for a game whose seed was left blank; shown in the log so the game can be replayed."""
    return random.SystemRandom().randrange(0, 2_000_000_000)

