"""The deck builder's "Test this deck" panel: the deck against others, the computer on every seat.

On the left the set-up: opponents (the game's starter decks and any saved deck, several at once),
games per opponent (the deck's seat rotates, so the step is the table's size), the computer's level
for this deck and for the opponents, the table's size where the game allows several (from the
game's info, never a fixed number), the game's own set-up options, and worker processes. Run plays
the games in worker processes (``LabJob``) with a progress bar of the games done and the time left;
Cancel stops at once and keeps the games done, marked partial. The seed is the player's: game ``k`` of
a run is played with the seed plus ``k``, so the same seed, decks and set-up give the same figures,
and reopened results put their seed back in the field. On the right the results
(``LabResults``), saved beside the deck file and read back when the deck is opened again, marked
stale when the deck has changed since.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop.ai.lab.decks import LabDeckError, check_agent, check_lab_deck, read_lab_deck, starter_opponents
from tabletop.ai.lab.plan import SEED_MAX, SEED_MIN, LabPlan, Opponent
from tabletop.ai.lab.store import LabStoreError, load_results, save_results
from tabletop.ai.lab.tally import check_set_up, deck_card_ids
from tabletop.engine.deck import Deck
from tabletop.ui.deck_builder.lab_job import LabJob
from tabletop.ui.deck_builder.lab_results import LabResults

#: The games a lab is offered for: the ones played with decks of the player's own.
LAB_GAMES = ("breakaway-ccg", "hull-breach")
AGENTS = (("Computer · Greedy (fast)", "greedy"), ("Computer · Easy", "ismcts:easy"),
          ("Computer · Normal", "ismcts:normal"), ("Computer · Hard", "ismcts:hard"),
          ("Random moves (fastest)", "random"))
DEFAULT_GAMES = 20
MAX_PANEL_GAMES = 10_000
DECK_FILTER = "Deck files (*.yaml *.yml)"
SETUP_WIDTH = 340
#: The games box's width in pixels: its largest number still shows whole.
GAMES_WIDTH = 150
#: The seeds "New seed" draws from: any seed works; short ones are easier to note down and type.
NEW_SEED_BELOW = 1_000_000


def _registry():
    from tabletop.games import registry

    return registry()


class LabPanel(QWidget):
    """``deck()`` and ``path()`` read the builder's document; ``names(game, card)`` is a card's
    (name, group) from the catalog; ``recent()`` the deck files the builder opened lately."""

    def __init__(self, deck: Callable[[], Deck], path: Callable[[], Path | None],
                 names: Callable[[str, str], tuple[str, str]], recent: Callable[[], list[str]] = list, parent=None):
        super().__init__(parent)
        self.setObjectName("labPanel")
        self.setAccessibleName("Deck lab")
        self._deck, self._path, self._names, self._recent = deck, path, names, recent
        self.game = _registry().get(deck().game)
        self.job = LabJob(self)
        self.job.progress.connect(self._progress)
        self.job.finished.connect(self._finished)
        self._build()
        self.reload()

    # ----- construction ----------------------------------------------------------------------
    def _build(self) -> None:
        info = self.game.info
        setup = QWidget()
        form_box = QVBoxLayout(setup)
        form_box.setContentsMargins(0, 0, 6, 0)
        form_box.addWidget(QLabel("<b>Opponents</b> (tick one or more)"))
        self.opponents = QListWidget()
        self.opponents.setObjectName("labOpponents")
        self.opponents.setAccessibleName("Opponents")
        self.opponents.setAccessibleDescription("Tick one or more decks to play against")
        self.opponents.setMinimumHeight(90)
        for opponent in starter_opponents(self.game):
            self._add_opponent(opponent, checked=True, tip="starter deck")
        for recent in self._recent():
            try:
                deck = read_lab_deck(recent, self.game)
            except LabDeckError:
                continue
            self._add_opponent(Opponent(deck.name, deck, recent), checked=False, tip=recent)
        form_box.addWidget(self.opponents, 1)
        self.add_button = QPushButton("Add a saved deck…")
        self.add_button.clicked.connect(self._add_dialog)
        form_box.addWidget(self.add_button)
        form = QFormLayout()
        self.players = _combo()
        for n in range(info.min_players, info.max_players + 1):
            self.players.addItem(f"{n} {'commanders' if self.game.id == 'hull-breach' else 'players'}", n)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.games = QSpinBox()
        self.games.setRange(info.min_players, MAX_PANEL_GAMES)
        self.games.setValue(DEFAULT_GAMES)
        self.games.setSuffix(" games each")
        self.games.setMinimumWidth(GAMES_WIDTH)   # its hint makes room for "10000 games each", wider than the column
        self.mine, self.theirs = _combo(), _combo()
        for combo in (self.mine, self.theirs):
            for label, spec in AGENTS:
                combo.addItem(label, spec)
        form.addRow("Games per opponent", self.games)
        form.addRow("This deck played by", self.mine)
        form.addRow("Opponents played by", self.theirs)
        if info.max_players > info.min_players:
            form.addRow("Table", self.players)
        self.option_combos: dict[str, QComboBox] = {}
        for option in info.options:
            if option.shipped_decks_only:
                continue
            combo = _combo()
            for value, label in option.choices:
                combo.addItem(label, value)
            combo.setCurrentIndex(max(0, [v for v, _ in option.choices].index(option.default)))
            combo.setToolTip(option.help)
            self.option_combos[option.key] = combo
            form.addRow(option.label, combo)
        self.workers = QSpinBox()
        self.workers.setRange(1, max(1, min(64, os.cpu_count() or 1)))
        self.workers.setValue(self.workers.maximum())
        form.addRow("Worker processes", self.workers)
        _name_fields(form)
        self.seed = QLineEdit("0")
        self.seed.setObjectName("labSeed")
        self.seed.setAccessibleName("Seed")
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"-?[0-9]{0,19}"), self.seed))
        self.seed.setToolTip("Game k of the run is played with this seed plus k: the same seed, decks and "
                             "set-up play the same games and give the same figures.")
        self.new_seed = QPushButton("New seed")
        self.new_seed.setObjectName("labNewSeed")
        self.new_seed.setToolTip("Draw another seed, for another sample of games")
        self.new_seed.clicked.connect(lambda: self.seed.setText(str(random.randrange(NEW_SEED_BELOW))))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.new_seed)
        form.addRow("Seed", seed_row)
        form_box.addLayout(form)
        buttons = QHBoxLayout()
        self.run_button = QPushButton("Run")
        self.run_button.setObjectName("labRun")
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setObjectName("labCancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        form_box.addLayout(buttons)
        self.progress = QProgressBar()
        self.progress.setObjectName("labProgress")
        self.progress.setAccessibleName("Deck lab progress")
        self.progress.setFormat("Not running")
        self.progress.setTextVisible(True)
        self.progress.setValue(0)
        form_box.addWidget(self.progress)
        self.message = QLabel()
        self.message.setObjectName("labMessage")
        self.message.setWordWrap(True)
        form_box.addWidget(self.message)
        scroll = QScrollArea()
        scroll.setWidget(setup)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Wide enough for the set-up's narrowest layout and a scroll bar beside it, so that no field
        # is cut at the column's edge when the window is short and the column scrolls.
        scroll.setFixedWidth(max(SETUP_WIDTH, setup.minimumSizeHint().width()
                                 + scroll.verticalScrollBar().sizeHint().width()))
        self.results = LabResults()
        layout = QHBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(self.results, 1)
        self._players_changed()

    def _add_opponent(self, opponent: Opponent, checked: bool, tip: str) -> QListWidgetItem:
        item = QListWidgetItem(opponent.label if opponent.source == "" else f"{opponent.label} (saved deck)")
        item.setData(Qt.ItemDataRole.UserRole, opponent)
        item.setToolTip(tip)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.opponents.addItem(item)
        return item

    def _add_dialog(self) -> None:
        start = str(self._path().parent) if self._path() else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, "Add an opponent deck", start, DECK_FILTER)
        if path:
            self.add_opponent_file(path)

    def add_opponent_file(self, path: str) -> bool:
        """Add a saved deck to the opponents, ticked; a deck that cannot be read says why below."""
        try:
            deck = read_lab_deck(path, self.game)
        except LabDeckError as error:
            self.message.setText(str(error))
            return False
        self._add_opponent(Opponent(deck.name, deck, str(path)), checked=True, tip=str(path))
        self.message.setText("")
        return True

    def _players_changed(self, *_args) -> None:
        players = self.players.currentData() or self.game.info.min_players
        self.games.setSingleStep(players)
        self.games.setMinimum(players)

    # ----- the run ---------------------------------------------------------------------------
    def options(self) -> dict:
        return self.game.check_options({key: combo.currentData() for key, combo in self.option_combos.items()})

    def seed_value(self) -> int:
        """The seed typed in the field; ValueError with a sentence for one out of range or none."""
        text = self.seed.text().strip()
        try:
            seed = int(text)
        except ValueError:
            seed = None
        if seed is None or not SEED_MIN <= seed <= SEED_MAX:
            raise ValueError(f"The seed is a whole number from {SEED_MIN:,} to {SEED_MAX:,}"
                             + (f", not {text[:24]}." if text else "."))
        return seed

    def chosen_opponents(self) -> list[Opponent]:
        return [self.opponents.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.opponents.count())
                if self.opponents.item(i).checkState() == Qt.CheckState.Checked]

    def plan(self) -> LabPlan:
        """The run the panel is set to; LabDeckError or ValueError with a sentence when it cannot be."""
        from tabletop.engine.playout import seat_names

        deck, options = self._deck(), self.options()
        check_lab_deck(self.game, deck, options, f"This deck ({deck.name})")
        opponents = self.chosen_opponents()
        if not opponents:
            raise ValueError("Tick at least one opponent.")
        for opponent in opponents:
            check_lab_deck(self.game, opponent.deck, options, opponent.label)
        players = self.players.currentData() or self.game.info.min_players
        names = seat_names(self.game, players)
        agents = (check_agent(self.mine.currentData(), self.game), check_agent(self.theirs.currentData(), self.game))
        plan = LabPlan(self.game.id, deck, tuple(opponents), self.games.value(), agents, players, options,
                       self.seed_value(), tuple(names) if names else None)
        check_set_up(plan.task(0))
        return plan

    def run(self) -> bool:
        if self.job.running:
            return False
        try:
            plan = self.plan()
        except ValueError as error:  # LabDeckError is one
            self.message.setText(str(error))
            return False
        self.message.setText("")
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress.setRange(0, plan.total)
        self.job.start(plan, min(self.workers.value(), plan.total))
        shown = self.results.record is not None
        self.results.status.setText(f"Playing {plan.total} games…" + (" The last results stay until they are done."
                                                                       if shown else ""))
        return True

    def cancel(self) -> None:
        self.job.cancel()
        self.cancel_button.setEnabled(False)
        self.progress.setFormat("Cancelling…")

    def _progress(self, done: int, total: int, left) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        when = "" if left is None else f", about {_duration(left)} left"
        self.progress.setFormat(f"{done} of {total} games{when}")

    def _finished(self, record, error: str) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        words = []
        if error:
            words.append(f"The run stopped: {error}")
        if record is not None:
            done, total = record.figures["games_done"], record.figures["games_planned"]
            self.progress.setFormat(f"{done} of {total} games" + ("" if record.figures["complete"] else " (partial)"))
            path = self._path()
            if path is None:
                words.append("Save the deck to keep these results beside it.")
            else:
                try:
                    words.append(f"Saved to {save_results(path, record).name}.")
                except LabStoreError as problem:
                    words.append(str(problem))
            self.show_record(record)
        else:
            self.progress.setFormat("No games played")
        self.message.setText(" ".join(words))

    # ----- results ---------------------------------------------------------------------------
    def card_names(self) -> dict[str, str]:
        """Card id -> the name shown; names two cards share get the card's group (a suit, a type)."""
        ids = deck_card_ids(self._deck())
        found = {card: self._names(self.game.id, card) for card in ids}
        shared = {name for name, n in Counter(name for name, _ in found.values()).items() if n > 1}
        return {card: f"{name} ({group})" if name in shared and group else name
                for card, (name, group) in found.items()}

    def show_record(self, record) -> None:
        stale = record is not None and record.stale_for(self._deck())
        self.results.show_record(record, stale, self.card_names())

    def reload(self) -> None:
        """Show the results saved beside the deck file (none, for a deck never saved), with their seed
        in the field, so that Run plays those games again."""
        path = self._path()
        try:
            record = load_results(path) if path is not None else None
        except LabStoreError as error:
            self.message.setText(str(error))
            record = None
        seed = record.plan.get("seed") if record is not None else None
        if isinstance(seed, int) and not isinstance(seed, bool) and SEED_MIN <= seed <= SEED_MAX:
            self.seed.setText(str(seed))
        self.show_record(record)

    def deck_changed(self) -> None:
        """The builder's deck changed: mark the results shown stale, or current again after an undo."""
        if self.results.record is not None:
            self.show_record(self.results.record)


def _combo() -> QComboBox:
    """A combo box whose long choices ("Regular season: a short overtime, then a shootout") elide
    to fit the set-up column; its list shows them whole."""
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(10)
    return combo


def _name_fields(form: QFormLayout) -> None:
    """Name each field by its row's label: on Linux a screen reader names a combo box by its
    value and finds the label only through this name (Windows and macOS read it too)."""
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        if label is not None and field is not None and field.widget() is not None and label.widget() is not None:
            field.widget().setAccessibleName(label.widget().text())


def _duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    return f"{seconds} s" if seconds < 90 else f"{round(seconds / 60)} min"


class LabDialog(QDialog):
    """The panel in a window of its own beside the builder (not modal: the builder stays usable)."""

    def __init__(self, panel: LabPanel, parent=None):
        super().__init__(parent)
        self.setObjectName("labDialog")
        self.panel = panel
        layout = QVBoxLayout(self)
        layout.addWidget(panel)
        self.setModal(False)

    def closeEvent(self, event) -> None:
        self.panel.cancel()
        self.panel.job.wait(10)
        super().closeEvent(event)
