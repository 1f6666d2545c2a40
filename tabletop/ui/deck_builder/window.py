"""The deck builder window: catalog, card preview, deck list, live legality, charts, files.

Every edit goes through ``DeckDocument`` (undo/redo, unsaved state); after each change the
window re-checks the deck with ``tabletop.decks.check_deck`` and redraws the panels. Breakaway:
CCG and Hull Breach! decks are editable; the fixed-deck games are shown read-only. "Play with
this deck" saves a changed deck first (after asking), then emits ``play_requested(game_id,
deck)``; the app connects it to its new-game dialog, which puts the saved file in seat 1. Decks
are saved into the user's decks folder (``storage.decks_dir``) unless the player picks another.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from PySide6.QtCore import QEvent, QItemSelection, QItemSelectionModel, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tabletop import safe_yaml, storage
from tabletop.cards.catalog import EDITABLE, GAMES, Catalog, game_name
from tabletop.cards.catalog import catalog as shipped_catalog
from tabletop.decks import DeckFileError, check_deck, export_list, import_list, read_deck, write_deck
from tabletop.decks.check import BEGINNER, CASUAL, TOURNAMENT, Violation, fixed_decks, station_modules
from tabletop.decks.files import MAX_LIST_CHARS
from tabletop.decks.limits import copy_limits, deck_limits, one_more_breaks, over_limit
from tabletop.decks.model import Deck
from tabletop.engine.atomic import write_atomic
from tabletop.ui.deck_builder.charts import CurveChart, SpreadChart
from tabletop.ui.deck_builder.document import DeckDocument
from tabletop.ui.deck_builder.legality import LegalityPanel
from tabletop.ui.deck_builder.limits_panel import LimitsPanel
from tabletop.ui.deck_builder.models import ID_ROLE, CatalogFilter, CatalogModel, DeckModel
from tabletop.ui.deck_builder.preview import CardPreview

#: Per game: the labels of the three filter lists (type, group, colour) and of the deck's role column.
FILTER_LABELS = {
    "hull-breach": ("Type", "Subtype", "Faction"),
    "breakaway-ccg": ("Kind", "Suits", "Colour"),
    "hockey-card-game": ("Type", "Suit", "Colour"),
    "intergalactic-hockey": ("Type", "Position", "Species"),
    "breakaway-football": ("Side", "Team", "Team"),
}
ROLE_NAMES = {"breakaway-ccg": "Bench", "hull-breach": "Start"}
ROLE_BUTTONS = {"breakaway-ccg": "Bench / unbench", "hull-breach": "Starting module"}
ROLE_TIPS = {"breakaway-ccg": "Put the card on the bench, or take it off",
             "hull-breach": "Start the game with this module attached to the station, or not"}
MAX_RECENT = 8
DECK_FILTER = "Deck files (*.yaml *.yml);;All files (*)"


def recent_path() -> Path:
    return storage.data_dir() / "recent-decks.json"


def deck_file_stem(name: str) -> str:
    """A file name for a deck name: letters, digits, spaces, dots, dashes; never empty or hidden."""
    stem = re.sub(r"[^\w .-]+", "-", name, flags=re.UNICODE).strip(" .-")
    return stem[:60] or "deck"


def load_recent() -> list[str]:
    try:
        data = json.loads(recent_path().read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):   # a damaged list is forgotten, never fatal
        return []
    return [p for p in data if isinstance(p, str)][:MAX_RECENT] if isinstance(data, list) else []


def remember_recent(path: Path) -> list[str]:
    paths = [str(path)] + [p for p in load_recent() if p != str(path)]
    paths = paths[:MAX_RECENT]
    try:
        write_atomic(recent_path(), json.dumps(paths, indent=1))
    except OSError:
        pass
    return paths


class DeckBuilderWindow(QMainWindow):
    play_requested = Signal(str, object)       # game id, Deck

    def __init__(self, cards: Catalog | None = None, game: str = "hull-breach", parent=None):
        super().__init__(parent)
        self.setObjectName("deckBuilder")
        self.catalog = cards or shipped_catalog()
        self.setting = TOURNAMENT
        self.violations: list[Violation] = []
        self.document = DeckDocument(Deck(game, "New deck"), parent=self)
        self.document.changed.connect(self._refresh)
        self.document.dirty_changed.connect(lambda _: self._update_title())
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        # 1280x800, or the whole screen when it is smaller: the window fits a 1024x640 screen.
        self.resize(min(1280, room.width()) if room else 1280, min(800, room.height()) if room else 800)
        self._build_catalog_pane()
        self._build_middle_pane()
        self._build_deck_pane()
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        for pane, stretch in ((self.catalog_pane, 5), (self.middle_pane, 2), (self.deck_pane, 5)):
            self.splitter.addWidget(pane)
            self.splitter.setStretchFactor(self.splitter.indexOf(pane), stretch)
        self.splitter.setSizes([440, 310, 530])
        self.setCentralWidget(self.splitter)
        self._middle_moved = self._panes_moved = False
        self.middle_pane.splitterMoved.connect(self._middle_split_moved)
        self.splitter.splitterMoved.connect(self._panes_split_moved)
        self.statusBar().setSizeGripEnabled(False)
        self._build_actions()
        self._plus_source = "catalog"       # where "+" takes its card from: the list last chosen in
        self.deck_view.viewport().installEventFilter(self)
        self._loading_game = False
        self._select_game_in_combo(game)
        self._set_game_views(game)
        self._refresh()

    # ----- construction ----------------------------------------------------------------------
    def _build_catalog_pane(self) -> None:
        self.catalog_pane = QWidget()
        layout = QVBoxLayout(self.catalog_pane)
        layout.setContentsMargins(6, 6, 6, 6)
        top = QHBoxLayout()
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("gameCombo")
        for game_id, (name, editable) in GAMES.items():
            if self.catalog.cards(game_id):
                self.game_combo.addItem(name + ("" if editable else " (fixed)"), game_id)
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        self.game_combo.setMinimumContentsLength(12)
        self.game_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.fixed_combo = QComboBox()
        self.fixed_combo.setObjectName("fixedCombo")
        self.fixed_combo.currentIndexChanged.connect(self._fixed_chosen)
        self.fixed_combo.setMinimumContentsLength(6)
        self.fixed_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        top.addWidget(self.game_combo, 3)
        top.addWidget(self.fixed_combo, 2)
        layout.addLayout(top)
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setPlaceholderText("Search names, text, traits…")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda text: self.proxy.set_filters(text=text) or self._update_count())
        layout.addWidget(self.search)
        # Two rows of two: four filters side by side do not fit a pane of a 1024-pixel window.
        filters = QGridLayout()
        filters.setHorizontalSpacing(6)
        self.type_filter, self.group_filter, self.color_filter = QComboBox(), QComboBox(), QComboBox()
        for i, (combo, field) in enumerate(((self.type_filter, "type"), (self.group_filter, "group"),
                                            (self.color_filter, "color"))):
            combo.setMinimumContentsLength(6)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            combo.currentIndexChanged.connect(lambda _i, c=combo, f=field: self._filter_changed(f, c))
            filters.addWidget(combo, i // 2, i % 2)
        self.cost_filter = QSpinBox()
        self.cost_filter.setObjectName("costFilter")
        self.cost_filter.setRange(-1, 1000)
        self.cost_filter.setValue(-1)
        self.cost_filter.setSpecialValueText("any cost")
        self.cost_filter.setPrefix("≤ ")
        self.cost_filter.setMinimumWidth(100)
        self.cost_filter.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.cost_filter.valueChanged.connect(
            lambda v: self.proxy.set_filters(max_cost=None if v < 0 else v) or self._update_count())
        filters.addWidget(self.cost_filter, 1, 1)
        layout.addLayout(filters)
        self.catalog_model = CatalogModel(self.catalog, self.document.deck.game, self)
        self.catalog_model.on_drag_out = self._dropped_out
        self.proxy = CatalogFilter(self)
        self.proxy.setSourceModel(self.catalog_model)
        self.catalog_view = QTableView()
        self.catalog_view.setObjectName("catalogView")
        self.catalog_view.setModel(self.proxy)
        self.catalog_view.setSortingEnabled(True)
        self.catalog_view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.catalog_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.catalog_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.catalog_view.setDragEnabled(True)
        self.catalog_view.setAcceptDrops(True)
        self.catalog_view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.catalog_view.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.catalog_view.verticalHeader().setVisible(False)
        self.catalog_view.verticalHeader().setDefaultSectionSize(22)
        self.catalog_view.horizontalHeader().setStretchLastSection(True)
        self.catalog_view.setWordWrap(False)
        self.catalog_view.setAlternatingRowColors(True)
        self.catalog_view.selectionModel().currentRowChanged.connect(self._catalog_current)
        self.catalog_view.doubleClicked.connect(lambda index: self.add_card(self._catalog_id(index)))
        layout.addWidget(self.catalog_view, 1)
        self.count_label = QLabel()
        self.count_label.setObjectName("catalogCount")
        self.count_label.setWordWrap(True)
        layout.addWidget(self.count_label)

    def _build_middle_pane(self) -> None:
        """The card preview over the deck's charts: both are read, not edited, so they share a column."""
        self.middle_pane = QSplitter(Qt.Orientation.Vertical)
        self.middle_pane.setChildrenCollapsible(False)
        self.preview = CardPreview()
        charts = QWidget()
        layout = QVBoxLayout(charts)
        layout.setContentsMargins(4, 4, 4, 4)
        self.totals = QLabel()
        self.totals.setObjectName("totals")
        self.totals.setWordWrap(True)
        layout.addWidget(self.totals)
        self.curve = CurveChart()
        self.spread = SpreadChart()
        layout.addWidget(self.curve)
        layout.addWidget(self.spread)
        layout.addStretch(1)
        # In a short window the charts scroll rather than squeeze the preview or the window's height.
        self.charts_area = QScrollArea()
        self.charts_area.setObjectName("chartsArea")
        self.charts_area.setWidgetResizable(True)
        self.charts_area.setFrameShape(QFrame.Shape.NoFrame)
        self.charts_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.charts_area.setWidget(charts)
        self.charts_area.setMinimumHeight(140)
        self.middle_pane.addWidget(self.preview)
        self.middle_pane.addWidget(self.charts_area)
        self.middle_pane.setStretchFactor(0, 3)
        self.middle_pane.setStretchFactor(1, 2)

    def _build_deck_pane(self) -> None:
        self.deck_pane = QWidget()
        layout = QVBoxLayout(self.deck_pane)
        layout.setContentsMargins(6, 6, 6, 6)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("deckName")
        self.name_edit.editingFinished.connect(self._name_edited)
        form.addRow("Deck", self.name_edit)
        self.setting_combo = QComboBox()
        self.setting_combo.setObjectName("settingCombo")
        self.setting_combo.addItem("Tournament rules", TOURNAMENT)
        self.setting_combo.addItem("Casual (relaxed guidelines)", CASUAL)
        self.setting_combo.addItem("Beginner rules", BEGINNER)
        self.setting_combo.currentIndexChanged.connect(self._setting_chosen)
        self.setting_label = QLabel("Rules")
        form.addRow(self.setting_label, self.setting_combo)
        layout.addLayout(form)
        self.limits_panel = LimitsPanel()
        layout.addWidget(self.limits_panel)
        self.deck_model = DeckModel(self.catalog, self)
        self.deck_model.on_drop = self.add_card
        self.deck_view = QTableView()
        self.deck_view.setObjectName("deckView")
        self.deck_view.setModel(self.deck_model)
        self.deck_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.deck_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.deck_view.setDragEnabled(True)
        self.deck_view.setAcceptDrops(True)
        self.deck_view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.deck_view.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.deck_view.setDropIndicatorShown(True)
        self.deck_view.setWordWrap(False)
        self.deck_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.deck_view.verticalHeader().setVisible(False)
        self.deck_view.verticalHeader().setDefaultSectionSize(22)
        self.deck_view.horizontalHeader().setStretchLastSection(False)
        self.deck_view.horizontalHeader().setMinimumSectionSize(24)
        self.deck_model.modelReset.connect(self._fit_deck_columns)
        self.deck_model.dataChanged.connect(lambda *_: self._fit_deck_columns())
        self.deck_view.selectionModel().currentRowChanged.connect(self._deck_current)
        self.deck_view.selectionModel().selectionChanged.connect(lambda *_: self._deck_selection_changed())
        # Enough rows to work with at any window size; the list takes every pixel the rest leaves.
        self.deck_view.setMinimumHeight(22 * 6 + 30)
        layout.addWidget(self.deck_view, 1)
        buttons = QHBoxLayout()
        self.plus_button = QPushButton("+")
        self.plus_button.setObjectName("plusButton")
        self.plus_button.clicked.connect(self.plus)
        self.minus_button = QPushButton("−")
        self.minus_button.setObjectName("minusButton")
        self.minus_button.setToolTip("Remove a copy of the selected deck card")
        self.minus_button.clicked.connect(self.minus)
        self.role_button = QPushButton()
        self.role_button.setObjectName("roleButton")
        self.role_button.clicked.connect(self.toggle_role)
        self.play_button = QPushButton("Play with this deck")
        self.play_button.setObjectName("playButton")
        self.play_button.clicked.connect(self.request_play)
        for b in (self.plus_button, self.minus_button):
            # The app style sheet pads buttons 16 px a side; a one-glyph button needs none. Clicking one
            # leaves the focus in the list, so "+" keeps adding to the card chosen there.
            b.setStyleSheet("padding: 4px 0; font-size: 16px; font-weight: 700;")
            b.setFixedWidth(40)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(b)
        self.role_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        buttons.addWidget(self.role_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.legality = LegalityPanel()
        self.legality.cards_selected.connect(self.select_cards)
        layout.addWidget(self.legality)
        play_row = QHBoxLayout()
        play_row.addStretch(1)
        play_row.addWidget(self.play_button)
        layout.addLayout(play_row)

    def _fit_deck_columns(self) -> None:
        """Names first: the small number columns fit their contents, the Name column gets what a
        whole name needs, and the Type column what is left (elided, its tooltip says it all)."""
        view, model = self.deck_view, self.deck_model
        header = view.horizontalHeader()
        columns = model.columnCount()
        if not columns:
            return
        for column in range(columns):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        fm = view.fontMetrics()
        bold = QFont(view.font())
        bold.setBold(True)
        header_fm = QFontMetrics(bold)
        pad = 12

        def fits(texts) -> int:
            return max((fm.horizontalAdvance(text) for text in texts), default=0) + pad

        def needed(column: int) -> int:
            title = header_fm.horizontalAdvance(str(model.headerData(column, Qt.Orientation.Horizontal))) + pad + 4
            return max(title, fits(str(model.index(r, column).data() or "") for r in range(model.rowCount())))

        # A column with nothing in it (Breakaway Football's cards have no cost) steps aside.
        empty = [3] if model.rowCount() and not any(model.index(r, 3).data() for r in range(model.rowCount())) else []
        view.setColumnHidden(3, bool(empty))
        small = [c for c in range(columns) if c not in (1, 2) and c not in empty]
        widths = {c: needed(c) for c in small}
        room = view.viewport().width() - sum(widths.values())
        name = needed(1) + 6            # the name's cell also keeps Qt's text margins clear of the elision
        # Whole names first. The Type column says "Ship - Frigate" when there is room, "Ship" when
        # there is less, and steps aside below that (the preview and the tooltip still say it).
        cards = [self.catalog.get(model.game, c) for c, _ in model.rows]
        title = header_fm.horizontalAdvance("Type") + pad + 4
        full = max(title, fits(model.type_text(c, False) for c in cards))
        short = max(title, fits(model.type_text(c, True) for c in cards))
        left = room - name
        model.set_short_types(left < full)
        show_type = left >= min(full, short)
        view.setColumnHidden(2, not show_type)
        if show_type:
            widths[1], widths[2] = name, left
        else:
            widths[1] = max(60, room)
        for column, width in widths.items():
            header.resizeSection(column, width)

    def _build_actions(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self.new_menu = file_menu.addMenu("&New deck")
        for game in EDITABLE:
            action = self.new_menu.addAction(game_name(game))
            action.triggered.connect(lambda _=False, g=game: self.new_deck(g))
        self.new_action = QAction("&New", self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(lambda: self.new_deck(self._editable_game()))
        self.open_action = QAction("&Open…", self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_dialog)
        self.recent_menu = file_menu.addMenu("Open &recent")
        self.save_action = QAction("&Save", self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save)
        self.save_as_action = QAction("Save &as…", self)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(self.save_as)
        self.import_action = QAction("&Import list…", self)
        self.import_action.triggered.connect(self.import_dialog)
        self.export_action = QAction("&Export list…", self)
        self.export_action.triggered.connect(self.export_dialog)
        close_action = QAction("&Close", self)
        close_action.setShortcut(QKeySequence.StandardKey.Close)
        close_action.triggered.connect(self.close)
        for a in (self.new_action, self.open_action):
            file_menu.addAction(a)
        file_menu.addMenu(self.recent_menu)
        for a in (self.save_action, self.save_as_action):
            file_menu.addAction(a)
        file_menu.addSeparator()
        file_menu.addAction(self.import_action)
        file_menu.addAction(self.export_action)
        file_menu.addSeparator()
        file_menu.addAction(close_action)
        edit_menu = self.menuBar().addMenu("&Edit")
        self.undo_action = self.document.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.document.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        remove = QAction("Remove a copy", self)
        remove.setShortcut(QKeySequence.StandardKey.Delete)
        remove.triggered.connect(self.minus)
        self.deck_view.addAction(remove)
        toolbar = QToolBar("Deck")
        toolbar.setObjectName("deckToolbar")
        toolbar.setMovable(False)
        for a in (self.new_action, self.open_action, self.save_action, self.save_as_action, self.undo_action,
                  self.redo_action):
            toolbar.addAction(a)
        self.addToolBar(toolbar)
        self._rebuild_recent()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.deck_view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_deck_columns()
        return super().eventFilter(watched, event)

    def _middle_split_moved(self, *_args) -> None:
        self._middle_moved = True

    def _panes_split_moved(self, *_args) -> None:
        self._panes_moved = True

    def _split_panes(self) -> None:
        """The deck pane gets room for whole card names first (460 px when the window is small), the
        preview a fifth of the width, the catalog the rest (until the player moves a divider)."""
        if self._panes_moved:
            return
        width = self.splitter.width() - 2 * self.splitter.handleWidth()
        deck = max(int(width * 0.40), min(460, width // 2))
        middle = max(220, min(420, int(width * 0.22)))
        self.splitter.blockSignals(True)
        self.splitter.setSizes([max(1, width - deck - middle), middle, deck])
        self.splitter.blockSignals(False)

    def _split_middle(self) -> None:
        """The charts get the height they ask for, up to half the column; the preview the rest
        (until the player moves the divider)."""
        if self._middle_moved:
            return
        total = self.middle_pane.height()
        share = 0.55 if total > 700 else 0.45          # a short window keeps the card readable first
        charts = min(self.charts_area.widget().sizeHint().height() + 4, int(total * share))
        charts = max(charts, self.charts_area.minimumHeight())
        self.middle_pane.blockSignals(True)
        self.middle_pane.setSizes([max(1, total - charts), charts])
        self.middle_pane.blockSignals(False)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._split_panes()
        self._split_middle()
        # The problems may take up to a third of the deck pane; past that they scroll.
        self.legality.set_max_list_height(self.deck_pane.height() // 3)

    # ----- game and deck switching ------------------------------------------------------------------
    def _editable_game(self) -> str:
        game = self.document.deck.game
        return game if game in EDITABLE else EDITABLE[0]

    def _select_game_in_combo(self, game: str) -> None:
        self._loading_game = True
        try:
            index = self.game_combo.findData(game)
            if index >= 0:
                self.game_combo.setCurrentIndex(index)
        finally:
            self._loading_game = False

    def _set_game_views(self, game: str) -> None:
        """Point the catalog and the filters at ``game`` (only when it changes: a reset costs)."""
        if self.catalog_model.game != game:
            self.catalog_model.set_game(self.catalog, game)
        self._fit_catalog_columns()
        labels = FILTER_LABELS.get(game, ("Type", "Group", "Colour"))
        cards = self.catalog.cards(game)
        for combo, label, values in ((self.type_filter, labels[0], [c.type for c in cards]),
                                     (self.group_filter, labels[1], [c.group for c in cards]),
                                     (self.color_filter, labels[2], [c.color for c in cards])):
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(f"Any {label.lower()}", "")
            for value in sorted({v for v in values if v}):
                combo.addItem(value, value)
            combo.blockSignals(False)
        self.proxy.set_filters(type="", group="", color="")
        fixed = game not in EDITABLE
        self.fixed_combo.blockSignals(True)
        self.fixed_combo.clear()
        if fixed:
            for name in fixed_decks(game):
                self.fixed_combo.addItem(name, name)
        self.fixed_combo.setVisible(fixed and self.fixed_combo.count() > 1)
        self.fixed_combo.blockSignals(False)
        self.setting_combo.setVisible(game == "breakaway-ccg")
        self.setting_label.setVisible(game == "breakaway-ccg")
        self._show_catalog_limits()
        self.role_button.setVisible(game in ROLE_BUTTONS)
        self.role_button.setText(ROLE_BUTTONS.get(game, ""))
        self._update_count()

    def _show_catalog_limits(self) -> None:
        """The Limit column: the most copies of each card in this game and setting."""
        game = self.catalog_model.game
        if game not in EDITABLE:
            self.catalog_model.set_limits(None)
            return
        self.catalog_model.set_limits({c.id: copy_limits(game, c.id, self._setting_of(game))
                                       for c in self.catalog_model.cards})
        if "Limit" in self.catalog_model.headers:
            column = self.catalog_model.headers.index("Limit")
            self.catalog_view.resizeColumnToContents(column)     # a number or a dash: keep it narrow
            self.catalog_view.setColumnWidth(column, min(max(self.catalog_view.columnWidth(column), 50), 80))

    def _setting_of(self, game: str) -> str:
        """The setting the checks use: the chosen one for Breakaway: CCG; the other games have one."""
        return self.setting if game == "breakaway-ccg" else TOURNAMENT

    def _fit_catalog_columns(self) -> None:
        header = self.catalog_view.horizontalHeader()
        header.setResizeContentsPrecision(200)          # sample rows: a 5,000-card catalog stays quick
        self.catalog_view.resizeColumnsToContents()
        self.catalog_view.setColumnWidth(0, min(max(self.catalog_view.columnWidth(0), 150), 230))
        for column in range(1, self.catalog_model.columnCount()):
            self.catalog_view.setColumnWidth(column, min(self.catalog_view.columnWidth(column), 170))

    def _game_chosen(self, index: int) -> None:
        if self._loading_game:
            return
        game = self.game_combo.itemData(index)
        if game == self.document.deck.game and not self.document.read_only:
            return
        if not self.maybe_keep_changes():
            self._select_game_in_combo(self.document.deck.game)
            return
        if game in EDITABLE:
            self._start(Deck(game, "New deck"), None, read_only=False)
        else:
            self.show_fixed(game)

    def _fixed_chosen(self, index: int) -> None:
        if index >= 0 and self.document.read_only:
            self.show_fixed(self.document.deck.game, self.fixed_combo.itemData(index))

    def show_fixed(self, game: str, name: str | None = None) -> None:
        decks = fixed_decks(game)
        deck = decks[name] if name in decks else next(iter(decks.values()))
        self._start(deck, None, read_only=True)
        index = self.fixed_combo.findData(deck.name)
        if index >= 0 and index != self.fixed_combo.currentIndex():
            self.fixed_combo.blockSignals(True)
            self.fixed_combo.setCurrentIndex(index)
            self.fixed_combo.blockSignals(False)

    def _start(self, deck: Deck, path: Path | None, read_only: bool) -> None:
        game_changed = deck.game != self.catalog_model.game
        self._select_game_in_combo(deck.game)
        if game_changed or read_only != self.document.read_only:
            self._set_game_views(deck.game)
        self.document.replace(deck, path, read_only)
        self.preview.show_card(None)
        if self.deck_model.rows:
            self.deck_view.selectRow(0)

    def new_deck(self, game: str | None = None) -> bool:
        if not self.maybe_keep_changes():
            return False
        self._start(Deck(game or self._editable_game(), "New deck"), None, read_only=False)
        return True

    # ----- files --------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        if not self.maybe_keep_changes():
            return
        folder = storage.decks_dir()
        start = str(folder if folder.is_dir() else Path.home())
        path, _ = QFileDialog.getOpenFileName(self, "Open deck", start, DECK_FILTER)
        if path:
            self.open_path(path, ask=False)

    def open_path(self, path: str | Path, ask: bool = True) -> bool:
        """Open a deck file; an unreadable one is reported and the current deck stays."""
        if ask and not self.maybe_keep_changes():
            return False
        try:
            deck = read_deck(path, self.catalog)
        except DeckFileError as error:
            self.report_error("This file cannot be opened as a deck", str(error))
            return False
        path = Path(path)
        self._start(deck, path, read_only=deck.game not in EDITABLE)
        self._rebuild_recent(remember_recent(path))
        return True

    def save(self) -> bool:
        if self.document.read_only:
            return self.save_as()
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        """Save under a new name; a deck not yet in a file starts in the user's decks folder,
        where the new-game dialog lists it."""
        path = self.document.path
        if path is None or self.document.read_only:
            folder = storage.decks_dir()
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError:
                folder = Path.home()
            path = folder / f"{deck_file_stem(self.document.deck.name)}.yaml"
        path, _ = QFileDialog.getSaveFileName(self, "Save deck as", str(path), DECK_FILTER)
        return self.save_to(path) if path else False

    def save_to(self, path: str | Path) -> bool:
        path = Path(path)
        try:
            write_deck(path, self.document.deck)
        except OSError as error:
            self.report_error("The deck was not saved", f"{path}: {error.strerror or error}")
            return False
        if self.document.read_only:
            # A saved copy of a fixed deck opens read-only as well: it is still the fixed deck.
            self.document.path = path
        else:
            self.document.mark_saved(path)
        self._rebuild_recent(remember_recent(path))
        self._update_title()
        return True

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import a card list", str(Path.home()),
                                              "Text files (*.txt);;All files (*)")
        if path:
            try:
                text = safe_yaml.read_text(path, MAX_LIST_CHARS)     # size checked before reading
            except safe_yaml.YamlInputError as error:
                self.report_error("The list cannot be read", str(error))
                return
            self.import_text(text, Path(path).stem)

    def import_text(self, text: str, name: str = "Imported deck") -> bool:
        """Replace the deck's cards with a plain list ('4 Harpy-class Cruiser'), as one undoable edit."""
        if self.document.read_only:
            return False
        try:
            deck = import_list(text, self.document.deck.game, self.document.deck.name or name, self.catalog)
        except DeckFileError as error:
            self.report_error("The list cannot be imported", str(error))
            return False
        return self.document.edit(deck, "import list")

    def export_dialog(self) -> None:
        start = str(Path.home() / f"{self.document.deck.name}.txt")
        path, _ = QFileDialog.getSaveFileName(self, "Export card list", start, "Text files (*.txt)")
        if path:
            try:
                write_atomic(path, export_list(self.document.deck, self.catalog))
            except OSError as error:
                self.report_error("The list was not written", str(error))

    def _rebuild_recent(self, paths: list[str] | None = None) -> None:
        self.recent_menu.clear()
        paths = load_recent() if paths is None else paths
        for p in paths:
            action = self.recent_menu.addAction(Path(p).name)
            action.setToolTip(p)
            action.triggered.connect(lambda _=False, path=p: self.open_path(path))
        self.recent_menu.setEnabled(bool(paths))

    # ----- unsaved changes ----------------------------------------------------------------------------
    def ask_unsaved(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel; a separate method so tests can answer without a dialog."""
        return QMessageBox.question(
            self, "Unsaved changes", f"Save the changes to {self.document.deck.name!r} first?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)

    def maybe_keep_changes(self) -> bool:
        """True when it is safe to drop the current deck (saved, discarded on purpose, or never edited)."""
        if not self.document.dirty:
            return True
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.maybe_keep_changes():
            event.accept()
        else:
            event.ignore()

    def report_error(self, title: str, text: str) -> None:
        self.statusBar().showMessage(text.splitlines()[0] if text else title, 10_000)
        QMessageBox.warning(self, title, text)

    # ----- edits ------------------------------------------------------------------------------------
    def add_card(self, card_id: str | None, copies: int = 1) -> bool:
        if not card_id or self.document.read_only:
            return False
        if not self.catalog.has(self.document.deck.game, card_id):
            return False
        added = self.document.add(card_id, copies)
        over = over_limit(self.document.deck, card_id, self._setting_of(self.document.deck.game))
        if added and over is not None:
            # A drop or a double-click past a limit is kept (a deck may be built over and trimmed),
            # but never silently: the status bar names the rule, the row turns red.
            self.statusBar().showMessage(f"Over a limit: {over.sentence}", 10_000)
        return added

    def remove_card(self, card_id: str | None, copies: int = 1) -> bool:
        if not card_id or self.document.read_only:
            return False
        if not self.document.deck.count(card_id):
            if card_id in self.document.deck.bench:
                return self.document.toggle_bench(card_id)
            return False
        return self.document.remove(card_id, copies)

    def _dropped_out(self, card_id: str) -> bool:
        return self.remove_card(card_id)

    def _selected_deck_ids(self) -> list[str]:
        rows = sorted({i.row() for i in self.deck_view.selectionModel().selectedRows()})
        return [self.deck_model.card_id(r) for r in rows if 0 <= r < len(self.deck_model.rows)]

    def _catalog_id(self, index: QModelIndex) -> str | None:
        return index.data(ID_ROLE) if index.isValid() else None

    def _targets(self) -> list[str]:
        """The cards "+" and the role button act on: the catalog's current card when the catalog was
        chosen last (or nothing is selected in the deck), else the selected deck cards."""
        ids = self._selected_deck_ids()
        if self.catalog_view.hasFocus() or (self._plus_source == "catalog" and not self.deck_view.hasFocus()) \
                or not ids:
            catalog_id = self._catalog_id(self.catalog_view.currentIndex())
            if catalog_id:
                return [catalog_id]
        return ids

    def _choose_source(self, source: str) -> None:
        self._plus_source = source
        self._update_buttons()

    def _deck_selection_changed(self) -> None:
        self._choose_source("deck")

    def plus(self) -> None:
        """One more copy of each target; a copy that would break a copy limit is not added, and the
        status bar says which rule (the button is disabled then, with the same words)."""
        setting = self._setting_of(self.document.deck.game)
        for card_id in self._targets():
            breaks = one_more_breaks(self.document.deck, card_id, setting)
            if breaks is not None:
                self.statusBar().showMessage(f"No copy added: {breaks.sentence}", 10_000)
                continue
            self.add_card(card_id)

    def _name(self, card_id: str) -> str:
        card = self.catalog.get(self.document.deck.game, card_id)
        return card.name if card else card_id

    def _update_buttons(self) -> None:
        """"+" is disabled at a copy limit, with the rule in its tooltip; the role button when the
        bench or the station is full or the card cannot take that role."""
        deck, read_only = self.document.deck, self.document.read_only
        targets = [] if read_only else self._targets()
        setting = self._setting_of(deck.game)
        blocked = [(c, b) for c in targets if (b := one_more_breaks(deck, c, setting)) is not None]
        if read_only:
            self.plus_button.setEnabled(False)
            self.plus_button.setToolTip("This is a fixed deck: it cannot be changed.")
        elif not targets:
            self.plus_button.setEnabled(False)
            self.plus_button.setToolTip("Choose a card in the catalog or in the deck to add a copy of it.")
        elif len(blocked) == len(targets):
            card_id, limit = blocked[0]
            self.plus_button.setEnabled(False)
            self.plus_button.setToolTip(f"No more copies of {self._name(card_id)}: {limit.sentence}")
        else:
            self.plus_button.setEnabled(True)
            names = ", ".join(self._name(c) for c in targets[:3]) + ("…" if len(targets) > 3 else "")
            self.plus_button.setToolTip(f"Add a copy of {names}")
        self.minus_button.setEnabled(not read_only and bool(self._selected_deck_ids()))
        refusal = self._role_refusal(targets)
        self.role_button.setEnabled(not read_only and bool(targets) and refusal is None)
        self.role_button.setToolTip(refusal or ROLE_TIPS.get(deck.game, ""))

    def _role_refusal(self, targets: list[str]) -> str | None:
        """Why the role button cannot act on the targets, or None."""
        deck = self.document.deck
        if not targets:
            return "Choose a card in the deck first."
        if deck.game == "breakaway-ccg":
            from tabletop.games.breakaway_ccg.construction import BENCH_SIZE

            if all(c not in deck.bench for c in targets) and len(deck.bench) >= BENCH_SIZE:
                return f"The bench holds exactly {BENCH_SIZE} cards and is full: unbench one first."
        elif deck.game == "hull-breach":
            from tabletop.games.hull_breach.construction import STARTING_MODULES

            modules = station_modules(deck)
            adding = [c for c in targets if c not in modules]
            if adding and all(not getattr(self.catalog.get(deck.game, c).card, "is_station_module", False)
                              for c in adding if self.catalog.get(deck.game, c)):
                return "Only Module - Station cards can start attached to the station."
            if adding and len(modules) >= STARTING_MODULES:
                return f"A station starts with exactly {STARTING_MODULES} modules: take one off first."
        return None

    def minus(self) -> None:
        for card_id in self._selected_deck_ids():
            self.remove_card(card_id)

    def toggle_role(self) -> None:
        deck = self.document.deck
        ids = self._selected_deck_ids()
        if deck.game == "breakaway-ccg":
            ids = self._targets()
        for card_id in ids:
            if deck.game == "breakaway-ccg":
                self.document.toggle_bench(card_id)
            elif deck.game == "hull-breach":
                self.document.toggle_station_module(card_id, station_modules(self.document.deck))

    def _name_edited(self) -> None:
        name = self.name_edit.text().strip()
        if name and name != self.document.deck.name:
            self.document.rename(name)

    def _setting_chosen(self, index: int) -> None:
        self.setting = self.setting_combo.itemData(index) or TOURNAMENT
        self._show_catalog_limits()
        self._refresh()

    def request_play(self) -> bool:
        """Hand the deck to the app's new-game dialog; a changed or never-saved deck is saved
        first, after asking, because the game is set up from the deck's file."""
        document = self.document
        if (document.dirty or (document.path is None and not document.read_only)) and (
                self.ask_save_before_play() != QMessageBox.StandardButton.Save or not self.save()):
            return False
        self.play_requested.emit(self.document.deck.game, self.document.deck)
        return True

    def ask_save_before_play(self) -> QMessageBox.StandardButton:
        """Save or Cancel; a separate method so tests can answer without a dialog."""
        name = self.document.deck.name
        text = (f"Save the changes to {name!r} before playing? The game is set up from the saved deck."
                if self.document.path is not None else
                f"Save {name!r} to play it? The game is set up from the saved deck, and the new-game "
                "dialog lists it with your decks.")
        return QMessageBox.question(self, "Play with this deck", text,
                                    QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
                                    QMessageBox.StandardButton.Save)

    # ----- selection and preview --------------------------------------------------------------------
    def _filter_changed(self, field: str, combo: QComboBox) -> None:
        self.proxy.set_filters(**{field: combo.currentData() or ""})
        self._update_count()

    def _catalog_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._choose_source("catalog")
        card_id = self._catalog_id(current)
        if card_id:
            self.preview.show_card(self.catalog.get(self.document.deck.game, card_id),
                                   self.document.deck.count(card_id))

    def _deck_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and current.row() < len(self.deck_model.rows):
            card_id = self.deck_model.card_id(current.row())
            self.preview.show_card(self.catalog.get(self.document.deck.game, card_id),
                                   self.document.deck.count(card_id))

    def select_cards(self, card_ids: list[str]) -> None:
        """Select these cards in the deck list (and, for cards not in the deck, in the catalog)."""
        selection = QItemSelection()
        first = None
        for card_id in card_ids:
            row = self.deck_model.row_of(card_id)
            if row >= 0:
                left, right = self.deck_model.index(row, 0), self.deck_model.index(row, self.deck_model.columnCount() - 1)
                selection.select(left, right)
                first = first or left
        flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        self.deck_view.selectionModel().select(selection, flags)
        if first is not None:
            self.deck_view.scrollTo(first)
        missing = [c for c in card_ids if self.deck_model.row_of(c) < 0]
        if missing:
            for row, card in enumerate(self.catalog_model.cards):
                if card.id == missing[0]:
                    proxy_index = self.proxy.mapFromSource(self.catalog_model.index(row, 0))
                    if proxy_index.isValid():
                        self.catalog_view.selectRow(proxy_index.row())
                        self.catalog_view.scrollTo(proxy_index)
                    break

    # ----- refresh ----------------------------------------------------------------------------------
    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.catalog_model.rowCount()
        self.count_label.setText(f"{shown} of {total} cards shown" + (
            "" if self.document.deck.game in EDITABLE else " · fixed deck: read-only"))

    def _update_title(self) -> None:
        deck = self.document.deck
        where = self.document.path.name if self.document.path else "unsaved"
        lock = " (read-only)" if self.document.read_only else ""
        self.setWindowTitle(f"{deck.name}[*] ({game_name(deck.game)}, {where}){lock} — Tabletop deck builder")
        self.setWindowModified(self.document.dirty)

    def _refresh(self) -> None:
        deck = self.document.deck
        read_only = self.document.read_only
        roles: dict[str, int] = {}
        if deck.game == "breakaway-ccg":
            roles = dict(Counter(deck.bench))
        elif deck.game == "hull-breach":
            roles = dict(Counter(station_modules(deck)))
        rows = list(deck.cards)
        if deck.game == "breakaway-ccg":
            # Bench cards are set aside apart from the deck: they get a row of their own (no copies).
            rows += [(c, 0) for c in dict.fromkeys(deck.bench) if not deck.count(c)]
        self.violations = check_deck(deck, self.setting, self.catalog)
        self.deck_model.set_deck(deck.game, rows, roles, ROLE_NAMES.get(deck.game, ""), read_only,
                                 [] if read_only else self.violations)
        self.catalog_model.set_in_deck(deck.counts())
        if self.name_edit.text() != deck.name:
            self.name_edit.setText(deck.name)
        self.name_edit.setReadOnly(read_only)
        self.import_action.setEnabled(not read_only)
        self.limits_panel.show_limits(() if read_only else deck_limits(deck, self._setting_of(deck.game)))
        self.legality.show_violations(self.violations, read_only)
        self.play_button.setEnabled(not self.violations and deck.size > 0)
        self._update_buttons()
        self._update_totals()
        self._update_title()
        self._update_count()

    def _update_totals(self) -> None:
        deck = self.document.deck
        cards = [(self.catalog.get(deck.game, c), n) for c, n in deck.cards]
        cards = [(c, n) for c, n in cards if c is not None]
        types: Counter = Counter()
        colors: Counter = Counter()
        costs: Counter = Counter()
        for card, n in cards:
            types[card.type] += n
            colors[card.color or "none"] += n
            if card.cost is not None:
                costs[card.cost] += n          # a CCG card's cost is its points: one bar per value
        # What the limits summary does not already count.
        parts = []
        if deck.game == "hull-breach":
            res = sum((c.column("Res") or 0) * n for c, n in cards)
            cur = sum((c.column("Cur") or 0) * n for c, n in cards)
            parts.append(f"{deck.size} cards in all; they cost {res} Resource and {cur} Currency.")
        elif deck.game == "breakaway-ccg":
            parts.append(f"{deck.size} cards worth {sum(c.cost * n for c, n in cards)} points.")
        self.totals.setText(" ".join(parts))
        self.totals.setVisible(bool(parts))
        tooltip = ""
        if costs:
            title = {"breakaway-ccg": "Points per card", "hull-breach": "Cost per card"}.get(deck.game, "Value per card")
            if deck.game == "hull-breach":
                tooltip = "How many cards cost 0, 1, 2... (Resource and Currency together)"
            bars = [(str(k), costs[k]) for k in range(min(costs), max(costs) + 1)]
        else:
            title, bars = "Cost per card", []
        self.curve.set_bars(title, bars if deck.size else [], "No cards yet", tooltip)
        # A game whose cards have no cost or points has no curve to draw.
        self.curve.setVisible(not deck.size or bool(costs))
        self.spread.set_rows(types.most_common(), colors.most_common())
