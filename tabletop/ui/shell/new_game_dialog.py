"""Setting up a new game: which game, who sits where, each seat's deck, a seed and the rules options.

The option widgets are built from each game's ``info.options``, so a new game's variants
appear here without any change to the dialog. A game played with decks (``info.uses_decks``)
gets a deck picker per seat: the game's starter decks, the player's own decks (the user data
folder's ``decks/``, newest first) and "Open file…". Each chosen deck is checked with the
game's own construction check for the options chosen; an illegal or unreadable deck is shown
with its problems and the game cannot be started.
"""

from __future__ import annotations

import html
import random
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tabletop import storage
from tabletop.cards.catalog import game_name
from tabletop.engine.deck import Deck
from tabletop.engine.game import Game, GameInfo
from tabletop.ui.controller import COMPUTER, HUMAN, seat_kind
from tabletop.ui.shell.game_setup import (
    GameSetup,
    read_deck_file,
    shipped_name,
    shipped_ref,
    user_decks,
)
from tabletop.ui.shell.seat_count import SeatCountPicker
from tabletop.ui.shell.start_page import one_paragraph

MAX_SEATS = 6
LABEL_ALIGN = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
DECK_FILTER = "Deck files (*.yaml *.yml);;All files (*)"
#: The tallest the problems list grows before it scrolls; on a low screen it gets only the room
#: left over (never under PROBLEMS_MIN_HEIGHT), so the Start and Cancel buttons stay on screen.
PROBLEMS_MAX_HEIGHT = 160
PROBLEMS_MIN_HEIGHT = 64
#: Room kept for the window's title bar and frame when fitting the dialog to the screen.
FRAME_ALLOWANCE = 48
PROBLEMS_STYLE = """
QScrollArea#deckProblemsArea { background: #fdecea; border: 1px solid #e6a29b; border-radius: 6px; }
QWidget#deckProblemsHolder { background: #fdecea; }
QLabel#deckProblems { color: #7a1f14; background: transparent; }
"""


@dataclass(frozen=True)
class DeckEntry:
    """One choice in a seat's deck picker: a reference (kept in settings), a label, and the deck
    itself, or None with the reason it cannot be read."""

    ref: str
    label: str
    deck: Deck | None
    error: str = ""
    tip: str = ""


def deck_summary(deck: Deck) -> str:
    bench = f", bench of {len(deck.bench)}" if deck.bench else ""
    return f"{deck.name}: {deck.size} cards{bench}"


def form_label(text: str, field: QWidget, parent: QWidget) -> QLabel:
    """A label as tall as its field and centred on it (QFormLayout otherwise top-aligns it),
    and its buddy: on Linux a screen reader names a combo box by its value and reads the label
    through that relation (``field``'s accessible name is what Windows and macOS read)."""
    label = QLabel(text, parent)
    label.setBuddy(field)
    label.setAlignment(LABEL_ALIGN)
    label.setMinimumHeight(field.sizeHint().height())
    return label


#: What a seat can be: a person, or the computer at a difficulty level (issue: computer opponent).
SEAT_CHOICES = (("Human", HUMAN), ("Computer · Easy", "computer:easy"),
                ("Computer · Normal", "computer:normal"), ("Computer · Hard", "computer:hard"))


def seat_choices(info: GameInfo) -> tuple[tuple[str, str], ...]:
    """The seat list for one game: a person, the computer at each level, then the book's own
    solo players where the game names some (Breakaway Football's solo coach)."""
    return SEAT_CHOICES + tuple((f"Computer · {p.label}", f"{COMPUTER}:{p.name}") for p in info.solo_players)


def solo_mode(info: GameInfo) -> str | None:
    """The ``mode`` value that is the book's solo play, when the game has one: a ``mode`` choice
    named like one of its solo players (Breakaway: CCG's ``solo``). That solo player sits in the
    last seat exactly when that mode is chosen, and a person in the first."""
    mode = next((o for o in info.options if o.key == "mode"), None)
    names = {p.name for p in info.solo_players}
    return next((v for v, _l in mode.choices if v in names), None) if mode is not None else None


def seat_spec(kind: str) -> str:
    """Older settings say plain ``computer``: that is the Normal level."""
    return "computer:normal" if kind == COMPUTER else kind


def default_name(index: int, kind: str) -> str:
    return "Computer" if seat_kind(kind) == COMPUTER else f"Player {index + 1}"


class NewGameDialog(QDialog):
    """Pick a game and its seats; ``setup()`` returns the chosen GameSetup after ``accept``."""

    def __init__(self, games: list[Game], last: GameSetup | None = None, preselect: str | None = None,
                 parent: QWidget | None = None, seat_decks: dict[int, str] | None = None,
                 deck_choices: dict[str, list[str]] | None = None):
        """``seat_decks`` chooses decks for some seats (seat index -> deck reference), over the
        remembered choice: "Play with this deck" puts the deck builder's file in seat 1.
        ``deck_choices`` is each deck game's last decks (settings), for a game other than ``last``'s."""
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle("New game")
        self.setMinimumWidth(520)
        self.games = {g.id: g for g in games}
        self.last = last
        self.seat_decks = dict(seat_decks or {})
        self.deck_choices = dict(deck_choices or {})
        #: The current game's deck choices, shared by every seat's picker (see ``_load_decks``).
        self.deck_entries: list[DeckEntry] = []
        self._starter_count = 0
        self.problems_plain = ""
        layout = QVBoxLayout(self)
        layout.setSpacing(10)

        form = QFormLayout()
        form.setLabelAlignment(LABEL_ALIGN)
        self.game_combo = QComboBox(self)
        self.game_combo.setAccessibleName("Game")
        for game in games:
            self.game_combo.addItem(game.info.name, game.id)
        game_label = form_label("Game", self.game_combo, self)
        form.addRow(game_label, self.game_combo)
        layout.addLayout(form)
        # The summary sits under the game list, outside the form: a box layout gives a wrapped
        # label its height for the real width (a form row keeps the taller narrow-width one).
        self.summary = QLabel(self)
        self.summary.setObjectName("dialogSummary")
        self.summary.setWordWrap(True)
        indent = game_label.sizeHint().width() + max(form.horizontalSpacing(), 6)
        self.summary.setContentsMargins(indent, 0, 0, 0)
        layout.addWidget(self.summary)
        players_form = QFormLayout()
        players_form.setLabelAlignment(LABEL_ALIGN)
        # Every seat count shows as its own button: a newcomer sees at once that three or four can play.
        self.players_choice = SeatCountPicker(self)
        self.players_label = form_label("Players", self.players_choice, self)
        players_form.addRow(self.players_label, self.players_choice)
        self.players_row = QWidget(self)
        self.players_row.setLayout(players_form)
        players_form.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.players_row)

        self.seats_box = QGroupBox("Seats", self)
        seats_layout = QVBoxLayout(self.seats_box)
        seats_layout.setSpacing(8)
        self.seats_grid = QGridLayout()
        seats_layout.addLayout(self.seats_grid)
        self.kind_combos: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []
        self.deck_combos: list[QComboBox] = []
        self.open_buttons: list[QPushButton] = []
        for index in range(MAX_SEATS):
            label = QLabel(f"Seat {index + 1}", self.seats_box)
            kind = QComboBox(self.seats_box)
            for text, spec in SEAT_CHOICES:
                kind.addItem(text, spec)
            label.setBuddy(kind)
            kind.setAccessibleName(f"Seat {index + 1} player")
            kind.setAccessibleDescription("A person, or the computer at a level")
            name = QLineEdit(self.seats_box)
            name.setPlaceholderText("Name")
            name.setAccessibleName(f"Seat {index + 1} name")
            name.setMaxLength(40)
            kind.currentIndexChanged.connect(lambda _i, n=index: self._kind_changed(n))
            deck = QComboBox(self.seats_box)
            deck.setObjectName(f"deckCombo{index + 1}")
            deck.setAccessibleName(f"Seat {index + 1} deck")
            deck.setMinimumContentsLength(18)
            deck.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            deck.currentIndexChanged.connect(lambda _i: self._check_decks())
            opener = QPushButton("Open file…", self.seats_box)
            opener.setObjectName(f"openDeck{index + 1}")
            opener.setToolTip(f"Play a deck file from anywhere in seat {index + 1}")
            opener.setAccessibleName(f"Open a deck file for seat {index + 1}")
            opener.clicked.connect(lambda _checked=False, n=index: self.open_deck_file(n))
            row = index
            self.seats_grid.addWidget(label, row, 0)
            self.seats_grid.addWidget(kind, row, 1)
            self.seats_grid.addWidget(name, row, 2)
            self.seats_grid.addWidget(deck, row, 3)
            self.seats_grid.addWidget(opener, row, 4)
            self.kind_combos.append(kind)
            self.name_edits.append(name)
            self.deck_combos.append(deck)
            self.open_buttons.append(opener)
        self.seats_grid.setColumnStretch(2, 1)
        # Every problem of every seat's deck, wrapped; it scrolls rather than push the buttons off screen.
        self.problems_label = QLabel(self.seats_box)
        self.problems_label.setObjectName("deckProblems")
        self.problems_label.setAccessibleName("Deck problems")
        self.problems_label.setWordWrap(True)
        self.problems_label.setTextFormat(Qt.TextFormat.RichText)
        self.problems_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.problems_label.setContentsMargins(8, 6, 8, 6)
        holder = QWidget()
        holder.setObjectName("deckProblemsHolder")
        holder_layout = QVBoxLayout(holder)
        holder_layout.setContentsMargins(0, 0, 0, 0)
        holder_layout.addWidget(self.problems_label)
        self.problems_area = QScrollArea(self.seats_box)
        self.problems_area.setObjectName("deckProblemsArea")
        self.problems_area.setFrameShape(QFrame.Shape.NoFrame)
        self.problems_area.setWidgetResizable(True)
        self.problems_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.problems_area.setWidget(holder)
        self.problems_area.setStyleSheet(PROBLEMS_STYLE)
        self.problems_area.setFixedHeight(PROBLEMS_MIN_HEIGHT)
        self.problems_area.hide()
        seats_layout.addWidget(self.problems_area)
        layout.addWidget(self.seats_box)

        self.options_box = QGroupBox("Rules options", self)
        self.options_form = QFormLayout(self.options_box)
        self.options_form.setLabelAlignment(LABEL_ALIGN)
        self.option_combos: dict[str, QComboBox] = {}
        layout.addWidget(self.options_box)

        # The seed shares the last row with the buttons: it is rarely set, and a row saved is
        # room for the deck problems on a low screen.
        bottom = QHBoxLayout()
        self.seed_edit = QLineEdit(self)
        self.seed_edit.setPlaceholderText("blank = random")
        self.seed_edit.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed_edit.setToolTip("The same seed and the same moves give the same shuffles and cuts.")
        self.seed_edit.setMaximumWidth(200)
        self.seed_edit.setAccessibleName("Seed")
        self.seed_edit.setAccessibleDescription("Blank for a random seed. " + self.seed_edit.toolTip())
        seed_label = form_label("Seed", self.seed_edit, self)
        bottom.addWidget(seed_label)
        bottom.addWidget(self.seed_edit, 1)
        bottom.addSpacing(24)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText("Start game")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_choice.valueChanged.connect(self._show_seats)
        start = preselect or (last.game_id if last else None)
        index = self.game_combo.findData(start) if start else -1
        self.game_combo.setCurrentIndex(max(index, 0))
        self._game_changed()
        if last is not None and last.seed is not None and self.game_id == last.game_id:
            self.seed_edit.setText(str(last.seed))

    def accept(self) -> None:
        """Start only with a deck every seat may play (the Start button is disabled otherwise)."""
        if self.game.info.uses_decks and self.problems_plain:
            return
        super().accept()

    # ----- reading -------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.game_combo.currentData()

    @property
    def game(self) -> Game:
        return self.games[self.game_id]

    def setup(self) -> GameSetup:
        """The set-up as the widgets show it now; a blank seed becomes a fresh random one."""
        count = self.players_choice.value()
        seats = [self.kind_combos[i].currentData() for i in range(count)]
        names = [self.name_edits[i].text().strip() or default_name(i, seats[i]) for i in range(count)]
        seed_text = self.seed_edit.text().strip()
        options = {key: combo.currentData() for key, combo in self.option_combos.items()}
        seed = int(seed_text) if seed_text else None
        decks = [self.deck_combos[i].currentData() or "" for i in range(count)] if self.game.info.uses_decks else []
        return GameSetup(self.game_id, seats, names, seed, options, decks)

    def deck_problem_text(self) -> str:
        """The problems shown under the seats, as plain text ("" when every deck can be played)."""
        return self.problems_plain

    # ----- reacting ------------------------------------------------------------------
    def _game_changed(self) -> None:
        info = self.game.info
        self.summary.setText(one_paragraph(info.summary))
        self.players_choice.setRange(info.min_players, min(info.max_players, MAX_SEATS))
        self.players_label.setMinimumHeight(self.players_choice.sizeHint().height())
        single = info.min_players == info.max_players
        self.players_row.setVisible(not single)
        remembered = self.last if self.last is not None and self.last.game_id == info.id else None
        if remembered is not None and info.min_players <= len(remembered.seats) <= info.max_players:
            self.players_choice.blockSignals(True)
            self.players_choice.setValue(len(remembered.seats))
            self.players_choice.blockSignals(False)
        else:
            self.players_choice.blockSignals(True)
            self.players_choice.setValue(info.min_players)
            self.players_choice.blockSignals(False)
        for index in range(MAX_SEATS):
            if remembered is not None and index < len(remembered.seats):
                kind, name = remembered.seats[index], remembered.names[index]
            else:
                kind = HUMAN if index == 0 else "computer:normal"
                name = ""
            kind = seat_spec(kind)
            combo = self.kind_combos[index]
            combo.blockSignals(True)
            combo.clear()
            for text, spec in seat_choices(info):
                combo.addItem(text, spec)
            if combo.findData(kind) < 0:    # another game's solo player: the computer at Normal
                kind = "computer:normal"
            combo.setCurrentIndex(combo.findData(kind))
            combo.blockSignals(False)
            self.name_edits[index].setText(name if name != default_name(index, kind) else "")
            self.name_edits[index].setPlaceholderText(default_name(index, kind))
        self._build_options(remembered.options if remembered else {})
        decks = remembered.decks if remembered is not None and remembered.decks else self.deck_choices.get(info.id)
        self._load_decks(decks or [])
        self.seats_box.setTitle("Seats and decks" if self.game.info.uses_decks else "Seats")
        self._show_seats()
        self._fit()

    def _kind_changed(self, index: int) -> None:
        self.name_edits[index].setPlaceholderText(default_name(index, self.kind_combos[index].currentData()))
        solo = solo_mode(self.game.info)
        mode = self.option_combos.get("mode")
        if solo is not None and mode is not None and self.kind_combos[index].currentData() == f"{COMPUTER}:{solo}" \
                and mode.currentData() != solo:
            mode.setCurrentIndex(mode.findData(solo))      # the Solo Opponent brings its rules
        self._check_decks()

    def _mode_changed(self) -> None:
        """Solo play's rules seat the Solo Opponent last and a person first; other rules send the
        Solo Opponent's seat back to the computer at Normal."""
        solo = solo_mode(self.game.info)
        mode = self.option_combos.get("mode")
        if solo is None or mode is None:
            return
        last = self.kind_combos[self.players_choice.value() - 1]
        first = self.kind_combos[0]
        spec = f"{COMPUTER}:{solo}"
        if mode.currentData() == solo:
            last.setCurrentIndex(last.findData(spec))
            if seat_kind(first.currentData()) == COMPUTER:
                first.setCurrentIndex(first.findData(HUMAN))
        else:
            for combo in self.kind_combos:
                if combo.currentData() == spec:
                    combo.setCurrentIndex(combo.findData("computer:normal"))

    def _solo_problems(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """Solo play needs a person in the first seat and the Solo Opponent in the last; the Solo
        Opponent plays nowhere else."""
        solo = solo_mode(self.game.info)
        mode = self.option_combos.get("mode")
        if solo is None or mode is None:
            return []
        count = self.players_choice.value()
        seats = [self.kind_combos[i].currentData() for i in range(count)]
        spec = f"{COMPUTER}:{solo}"
        if mode.currentData() == solo:
            if seats[0] != HUMAN or seats[-1] != spec:
                return [("Solo play", [(f"Seat 1 is the person playing and seat {count} the Solo Opponent.", "")])]
        elif spec in seats:
            return [("The Solo Opponent", [(f"It plays only under the rules \"{mode.itemText(mode.findData(solo))}\".",
                                            "")])]
        return []

    def _show_seats(self) -> None:
        count = self.players_choice.value()
        decks = self.game.info.uses_decks
        # An empty column with a stretch factor still takes its share: the deck column only stretches when shown.
        self.seats_grid.setColumnStretch(3, 2 if decks else 0)
        for index in range(MAX_SEATS):
            for column in range(5):
                item = self.seats_grid.itemAtPosition(index, column)
                if item is not None and item.widget() is not None:
                    item.widget().setVisible(index < count and (column < 3 or decks))
        self._check_decks()

    def _build_options(self, remembered: dict) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_combos = {}
        shown = self._shown_options()
        for option in shown:
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
            # The rules chosen decide which decks are legal (Beginner limits, tournament rules...).
            combo.currentIndexChanged.connect(lambda _i: self._check_decks())
            if option.key == "mode":
                combo.currentIndexChanged.connect(lambda _i: self._mode_changed())
            combo.setAccessibleName(option.label)
            if option.help:
                combo.setAccessibleDescription(option.help)
            label = form_label(option.label, combo, self.options_box)
            label.setToolTip(option.help)
            self.options_form.addRow(label, combo)
            # A layout shows a new child only later, from the event loop; shown now, it counts
            # when the dialog fits itself to its contents below.
            label.show()
            combo.show()
            self.option_combos[option.key] = combo
        self.options_box.setVisible(bool(shown))

    def _shown_options(self) -> list:
        """The game's options, less those that only pick among shipped decks: here every seat of a
        deck game chooses its deck."""
        return [o for o in self.game.info.options if not (self.game.info.uses_decks and o.shipped_decks_only)]

    def _fit(self) -> None:
        """Grow or shrink with the options and the deck problems (adjustSize caps at 2/3 screen)."""
        for box in (self.seats_box, self.options_box):
            box.layout().invalidate()
            box.layout().activate()
        self.layout().invalidate()
        self.layout().activate()
        hint = self.sizeHint()
        width = max(hint.width(), self.minimumWidth())
        height = self.heightForWidth(width) if self.layout().hasHeightForWidth() else -1
        self.resize(width, height if height > 0 else hint.height())

    # ----- decks ---------------------------------------------------------------------
    def _load_decks(self, remembered: list[str]) -> None:
        """List the game's decks in every seat's picker and choose one per seat: the deck asked
        for (``seat_decks``), else the remembered one, else a starter deck. A remembered file
        that is gone or can no longer be read gives way to the first starter deck."""
        self.deck_entries = []
        if not self.game.info.uses_decks:
            for combo in self.deck_combos:
                combo.blockSignals(True)
                combo.clear()
                combo.blockSignals(False)
            return
        game = self.game
        for deck in game.shipped_decks():
            self.deck_entries.append(DeckEntry(shipped_ref(deck.name), f"{deck.name} (starter deck)", deck,
                                               tip=f"{deck_summary(deck)}. A starter deck that comes with "
                                                   f"{game.info.name}."))
        self._starter_count = len(self.deck_entries)
        for found in user_decks(game.id):
            if found.deck is not None:
                self.deck_entries.append(DeckEntry(str(found.path), f"{found.deck.name} · {found.path.name}",
                                                   found.deck, tip=f"{deck_summary(found.deck)}. {found.path}"))
            else:
                self.deck_entries.append(DeckEntry(str(found.path), f"{found.path.name} (cannot be read)", None,
                                                   found.error, tip=found.error))
        wanted = {}
        for index in range(MAX_SEATS):
            ref = self.seat_decks.get(index) or (remembered[index] if index < len(remembered) else "")
            wanted[index] = self._known_ref(ref) if ref else None
        starters = [e.ref for e in self.deck_entries[:self._starter_count]]
        for combo in self.deck_combos:
            self._fill_combo(combo)
        for index, combo in enumerate(self.deck_combos):
            ref = wanted[index]
            if ref is None:
                # No choice yet: the starter decks in turn, so two seats start with different teams.
                ref = starters[index % len(starters)] if starters else None
            self._select(combo, ref)

    def _known_ref(self, ref: str) -> str | None:
        """``ref`` when it can be listed (adding a readable file from elsewhere), else the first
        starter deck."""
        if any(e.ref == ref and e.deck is not None for e in self.deck_entries):
            return ref
        if shipped_name(ref) is None and Path(ref).is_file():
            deck, _error = read_deck_file(Path(ref))
            if deck is not None and deck.game == self.game_id:
                self._add_file_entry(Path(ref), deck)
                return ref
        return self.deck_entries[0].ref if self._starter_count else None

    def _add_file_entry(self, path: Path, deck: Deck) -> DeckEntry:
        """A deck file from outside the decks folder, listed after the player's own decks."""
        ref = str(path)
        self.deck_entries = [e for e in self.deck_entries if e.ref != ref]
        entry = DeckEntry(ref, f"{deck.name} · {path.name}", deck, tip=f"{deck_summary(deck)}. {path}")
        self.deck_entries.append(entry)
        return entry

    def _fill_combo(self, combo: QComboBox) -> None:
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for number, entry in enumerate(self.deck_entries):
            if number == self._starter_count and number:
                combo.insertSeparator(combo.count())
            combo.addItem(entry.label, entry.ref)
            combo.setItemData(combo.count() - 1, entry.tip, Qt.ItemDataRole.ToolTipRole)
            if entry.deck is None:
                item = combo.model().item(combo.count() - 1)
                if item is not None:
                    item.setEnabled(False)      # shown, so the player sees it is broken, but not chosen
        combo.view().setMinimumWidth(combo.view().sizeHintForColumn(0) + 24)
        self._select(combo, current)
        combo.blockSignals(False)

    def _select(self, combo: QComboBox, ref: str | None) -> None:
        index = combo.findData(ref) if ref is not None else -1
        combo.setCurrentIndex(index)
        self._tip(combo)

    @staticmethod
    def _tip(combo: QComboBox) -> None:
        combo.setToolTip(combo.itemData(combo.currentIndex(), Qt.ItemDataRole.ToolTipRole) or "")

    def _entry(self, seat: int) -> DeckEntry | None:
        ref = self.deck_combos[seat].currentData()
        return next((e for e in self.deck_entries if e.ref == ref), None)

    def open_deck_file(self, seat: int) -> bool:
        """The seat's "Open file…" button: put any deck file in ``seat``; a file that cannot be
        used says why and the seat keeps its deck."""
        folder = storage.decks_dir()
        start = str(folder if folder.is_dir() else Path.home())
        path, _filter = QFileDialog.getOpenFileName(self, f"Open a deck for seat {seat + 1}", start, DECK_FILTER)
        if not path:
            return False
        deck, error = read_deck_file(Path(path))
        if deck is None:
            self.report_open_error(error)
            return False
        if deck.game != self.game_id:
            self.report_open_error(f"{path}: {deck.name} is a {game_name(deck.game)} deck; this seat needs a "
                                   f"{self.game.info.name} deck.")
            return False
        entry = self._add_file_entry(Path(path), deck)
        for combo in self.deck_combos:
            self._fill_combo(combo)
        self._select(self.deck_combos[seat], entry.ref)
        self._check_decks()
        return True

    def report_open_error(self, text: str) -> None:
        """A deck file that cannot be played here; a method so tests can read it without a box."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, "Cannot use this deck", text)

    def _check_decks(self) -> None:
        """Check every seat's deck against the rules the options choose; list what is wrong and
        allow the start only when every seat has a deck it may play."""
        for combo in self.deck_combos:
            self._tip(combo)
        if not self.game.info.uses_decks:
            self._show_problems(self._solo_problems())
            return
        options = {key: combo.currentData() for key, combo in self.option_combos.items()}
        blocks: list[tuple[str, list[tuple[str, str]]]] = self._solo_problems()
        for seat in range(self.players_choice.value()):
            entry = self._entry(seat)
            where = f"Seat {seat + 1}"
            if entry is None:
                blocks.append((f"{where} has no deck",
                               [(f"Choose a {self.game.info.name} deck, or open a deck file.", "")]))
            elif entry.deck is None:
                blocks.append((f"{where}: the deck cannot be read", [(entry.error, "")]))
            else:
                try:
                    found = [(p.sentence, getattr(p, "citation", "") or "")
                             for p in self.game.deck_problems(entry.deck, options)]
                except ValueError as error:          # options the engine refuses outright
                    found = [(str(error), "")]
                if found:
                    blocks.append((f"{where}: {entry.deck.name} cannot be played with these rules", found))
        self._show_problems(blocks)

    def _show_problems(self, blocks: list[tuple[str, list[tuple[str, str]]]]) -> None:
        self.problems_plain = "\n".join(
            f"{title}:\n" + "\n".join(f"• {s}" + (f" ({c})" if c else "") for s, c in lines)
            for title, lines in blocks)
        def line(sentence: str, citation: str) -> str:
            cited = f' <span style="color:#9b5b52;">({html.escape(citation)})</span>' if citation else ""
            return f"<br>• {html.escape(sentence)}{cited}"

        self.problems_label.setAccessibleDescription(self.problems_plain)
        self.problems_label.setText("<br>".join(
            f"<b>{html.escape(title)}:</b>" + "".join(line(s, c) for s, c in lines) for title, lines in blocks))
        self.start_button.setEnabled(not blocks)
        self.start_button.setToolTip("Every seat needs a deck it may play with these rules." if blocks else "")
        changed = self.problems_area.isHidden() == bool(blocks)
        self.problems_area.setVisible(bool(blocks))
        if blocks:
            changed = self._size_problems() or changed
        if changed:
            self._fit()

    def _size_problems(self) -> bool:
        """As tall as the text at the area's width, up to the room there is (then it scrolls);
        True when the height changed."""
        width = max(self.problems_area.viewport().width(), self.seats_box.width() - 40, 300)
        needed = self.problems_label.heightForWidth(width) + 2
        room = self._problems_room()
        if needed > room:
            # Scrolling: end the box on a whole line, so no line shows cut in half.
            margins = self.problems_label.contentsMargins()
            top, bottom = margins.top(), margins.bottom()
            line = self.problems_label.fontMetrics().lineSpacing()
            room = top + bottom + 2 + max(2, (room - top - bottom - 2) // line) * line
        height = max(40, min(needed, room))
        if height == self.problems_area.maximumHeight():
            return False
        self.problems_area.setFixedHeight(height)
        return True

    def _problems_room(self) -> int:
        """``PROBLEMS_MAX_HEIGHT``, or less when the dialog would not fit on its screen."""
        parent = self.parentWidget()
        screen = self.screen() if self.isVisible() or parent is None else parent.screen()
        if screen is None:
            return PROBLEMS_MAX_HEIGHT
        for box in (self.seats_box, self.options_box):
            box.layout().activate()
        self.layout().activate()
        shown = self.problems_area.maximumHeight() if self.problems_area.isVisibleTo(self) else 0
        rest = self.sizeHint().height() - shown
        room = screen.availableGeometry().height() - FRAME_ALLOWANCE - rest
        return max(PROBLEMS_MIN_HEIGHT, min(PROBLEMS_MAX_HEIGHT, room))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self.problems_area.isHidden() and event.size().width() != event.oldSize().width():
            self._size_problems()


def random_seed() -> int:
    """A seed for a game whose seed was left blank; shown in the log so the game can be replayed."""
    return random.SystemRandom().randrange(0, 2_000_000_000)

