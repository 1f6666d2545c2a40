"""The deck builder window: catalog, card preview, deck list, live legality, charts, files.

Every edit goes through ``DeckDocument`` (undo/redo, unsaved state); after each change the
window re-checks the deck with ``tabletop.decks.check_deck`` and redraws the panels. Breakaway:
CCG and Hull Breach! decks are editable; the fixed-deck games are shown read-only. "Play with
this deck" saves a changed deck first (after asking), then emits ``play_requested(game_id,
deck)``; the app connects it to its new-game dialog, which puts the saved file in seat 1. Files
are opened and saved by ``DeckFiles`` (``deck_files``).

A player adds a copy with "+", Enter, a double-click or a drop, and takes one out with "−" (or
Delete in the deck list). A copy past a copy limit of the game's construction rules is never
added: the notice over the buttons says the limit's sentence, as the game's own check words it
(``tabletop.decks.limits``).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from PySide6.QtCore import QEvent, QItemSelection, QItemSelectionModel, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tabletop.cards.catalog import EDITABLE, GAMES, Catalog, game_name
from tabletop.cards.catalog import catalog as shipped_catalog
from tabletop.decks import check_deck
from tabletop.decks.check import BEGINNER, CASUAL, TOURNAMENT, fixed_decks
from tabletop.decks.limits import copy_limits, deck_limits, one_more_breaks
from tabletop.engine.deck import Deck, Violation
from tabletop.games.decks_and_cards.hull_breach import station_modules
from tabletop.ui.deck_builder.card_keys import CardKeys
from tabletop.ui.deck_builder.charts import CurveChart, SpreadChart
from tabletop.ui.deck_builder.column_widths import catalog_needs, fit_catalog_columns, fit_deck_columns
from tabletop.ui.deck_builder.deck_buttons import DeckButtons
from tabletop.ui.deck_builder.deck_files import (  # noqa: F401  (the recent list is read from here too)
    DeckFiles,
    deck_file_stem,
    load_recent,
    recent_path,
    remember_recent,
)
from tabletop.ui.deck_builder.document import DeckDocument
from tabletop.ui.deck_builder.elided_cells import ElidedCells
from tabletop.ui.deck_builder.lab_hook import LabHook
from tabletop.ui.deck_builder.legality import LegalityPanel
from tabletop.ui.deck_builder.limits_panel import LimitsPanel
from tabletop.ui.deck_builder.models import ID_ROLE, CatalogFilter, CatalogModel, DeckModel
from tabletop.ui.deck_builder.preview import CardPreview
from tabletop.ui.deck_builder.roles import ROLE_BUTTONS, ROLE_NAMES, ROLE_TIPS, role_refusal
from tabletop.ui.deck_builder.totals import deck_totals

#: Per game: the labels of the three filter lists (type, group, colour) and of the deck's role column.
FILTER_LABELS = {
    "hull-breach": ("Type", "Subtype", "Faction"),
    "breakaway-ccg": ("Kind", "Suits", "Colour"),
    "hockey-card-game": ("Type", "Suit", "Colour"),
    "intergalactic-hockey": ("Type", "Position", "Species"),
    "breakaway-football": ("Side", "Team", "Team"),
}

class DeckBuilderWindow(DeckFiles, QMainWindow):
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
        self.catalog_view.viewport().installEventFilter(self)
        self._catalog_needs: list[int] = []
        self.card_keys = CardKeys(lambda source: self.plus(source), lambda source: self.minus(source), self)
        self.card_keys.watch(self.catalog_view, "catalog")
        self.card_keys.watch(self.deck_view, "deck")
        self._loading_game = False
        self._select_game_in_combo(game)
        self._set_game_views(game)
        self._refresh()
        self.lab = LabHook(self)  # "Test this deck…": the deck lab (lab_panel)

    # ----- construction ----------------------------------------------------------------------
    def _build_catalog_pane(self) -> None:
        self.catalog_pane = QWidget()
        layout = QVBoxLayout(self.catalog_pane)
        layout.setContentsMargins(6, 6, 6, 6)
        top = QHBoxLayout()
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("gameCombo")
        self.game_combo.setAccessibleName("Game")
        for game_id, (name, editable) in GAMES.items():
            if self.catalog.cards(game_id):
                self.game_combo.addItem(name + ("" if editable else " (fixed)"), game_id)
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        self.game_combo.setMinimumContentsLength(12)
        self.game_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.fixed_combo = QComboBox()
        self.fixed_combo.setObjectName("fixedCombo")
        self.fixed_combo.setAccessibleName("Deck of the game")
        self.fixed_combo.currentIndexChanged.connect(self._fixed_chosen)
        self.fixed_combo.setMinimumContentsLength(6)
        self.fixed_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        top.addWidget(self.game_combo, 3)
        top.addWidget(self.fixed_combo, 2)
        layout.addLayout(top)
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setAccessibleName("Search cards")
        self.search.setAccessibleDescription("Finds the words in the cards' names, text and traits")
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
        self.cost_filter.setAccessibleName("Highest cost")
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
        self.catalog_view.setAccessibleName("Cards of the game")
        self.catalog_view.setAccessibleDescription("Enter or plus adds a copy of the card to the deck")
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
        self.catalog_view.setWordWrap(False)
        self.catalog_view.setAlternatingRowColors(True)
        self.catalog_view.selectionModel().currentRowChanged.connect(self._catalog_current)
        self.catalog_view.doubleClicked.connect(lambda index: self.add_copy(self._catalog_id(index)))
        self.catalog_view.setItemDelegate(ElidedCells(self.catalog_view))
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
        self.name_edit.setAccessibleName("Deck name")
        self.name_edit.editingFinished.connect(self._name_edited)
        form.addRow("Deck", self.name_edit)
        self.setting_combo = QComboBox()
        self.setting_combo.setObjectName("settingCombo")
        self.setting_combo.setAccessibleName("Rules the deck is checked against")
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
        self.deck_model.on_drop = self.add_copy
        self.deck_view = QTableView()
        self.deck_view.setObjectName("deckView")
        self.deck_view.setAccessibleName("Cards in the deck")
        self.deck_view.setAccessibleDescription("Plus adds a copy, minus removes one")
        self.deck_view.setModel(self.deck_model)
        self.deck_view.setItemDelegate(ElidedCells(self.deck_view))
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
        self.legality = LegalityPanel()
        self.legality.cards_selected.connect(self.select_cards)
        layout.addWidget(self.legality)
        # The buttons sit at the pane's foot, under the problems: they stay put as the list grows.
        self.buttons = DeckButtons()
        self.plus_button, self.minus_button = self.buttons.plus, self.buttons.minus
        self.role_button, self.play_button = self.buttons.role, self.buttons.play
        self.plus_button.clicked.connect(lambda: self.plus())
        self.minus_button.clicked.connect(lambda: self.minus())
        self.role_button.clicked.connect(self.toggle_role)
        self.play_button.clicked.connect(self.request_play)
        layout.addWidget(self.buttons)

    def _fit_deck_columns(self) -> None:
        fit_deck_columns(self.deck_view, self.catalog)

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
        remove.triggered.connect(lambda: self.minus("deck"))
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
        elif watched is self.catalog_view.viewport() and event.type() == QEvent.Type.Resize \
                and event.oldSize().width() != event.size().width():
            fit_catalog_columns(self.catalog_view, self._catalog_needs)
        return super().eventFilter(watched, event)

    def _middle_split_moved(self, *_args) -> None:
        self._middle_moved = True

    def _panes_split_moved(self, *_args) -> None:
        self._panes_moved = True

    def _split_panes(self) -> None:
        """The deck pane gets room for whole card names first (430 px when the window is small), the
        preview a fifth of the width, the catalog the rest (until the player moves a divider)."""
        if self._panes_moved:
            return
        width = self.splitter.width() - 2 * self.splitter.handleWidth()
        deck = max(int(width * 0.40), min(430, width // 2))
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
        labels = FILTER_LABELS.get(game, ("Type", "Group", "Colour"))
        cards = self.catalog.cards(game)
        for combo, label, values in ((self.type_filter, labels[0], [c.type for c in cards]),
                                     (self.group_filter, labels[1], [c.group for c in cards]),
                                     (self.color_filter, labels[2], [c.color for c in cards])):
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(f"Any {label.lower()}", "")
            combo.setAccessibleName(f"Filter by {label.lower()}")
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
        else:
            self.catalog_model.set_limits({c.id: copy_limits(game, c.id, self._setting_of(game))
                                           for c in self.catalog_model.cards})
        self._fit_catalog_columns()

    def _setting_of(self, game: str) -> str:
        """The setting the checks use: the chosen one for Breakaway: CCG; the other games have one."""
        return self.setting if game == "breakaway-ccg" else TOURNAMENT

    def _fit_catalog_columns(self) -> None:
        """Measure the catalog's columns (once per game and setting) and fit them to the list's width."""
        self._catalog_needs = catalog_needs(self.catalog_view, self.catalog_model)
        fit_catalog_columns(self.catalog_view, self._catalog_needs)

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
        """Add copies as asked, limits or not (a list's worth, from code); what the player does goes
        through ``add_copy``, which stops at a copy limit."""
        if not card_id or self.document.read_only:
            return False
        if not self.catalog.has(self.document.deck.game, card_id):
            return False
        return self.document.add(card_id, copies)

    def _copy_refusal(self, card_id: str) -> str | None:
        """Why one more copy of the card may not be added, or None: the first copy limit of the
        game's construction rules it would break, in the rule's own sentence."""
        deck = self.document.deck
        if self.document.read_only:
            return "This is a fixed deck: it cannot be changed."
        breaks = one_more_breaks(deck, card_id, self._setting_of(deck.game))
        return None if breaks is None else f"No copy of {self._name(card_id)} added: {breaks.sentence}"

    def add_copy(self, card_id: str | None) -> bool:
        """One more copy, as "+", Enter, a double-click or a drop adds it; a copy past a limit is
        refused and the notice over the buttons says the limit's sentence."""
        if not card_id or not self.catalog.has(self.document.deck.game, card_id):
            return False
        refusal = self._copy_refusal(card_id)
        if refusal is not None:
            self.buttons.refuse(refusal)
            return False
        return self.add_card(card_id)

    def remove_card(self, card_id: str | None, copies: int = 1) -> bool:
        if not card_id or self.document.read_only:
            return False
        if not self.document.deck.count(card_id):
            if card_id in self.document.deck.bench:
                return self.document.toggle_bench(card_id)
            return False
        return self.document.remove(card_id, copies)

    def _in_deck(self, card_id: str) -> bool:
        return bool(self.document.deck.count(card_id)) or card_id in self.document.deck.bench

    def _dropped_out(self, card_id: str) -> bool:
        return self.remove_card(card_id)

    def _selected_deck_ids(self) -> list[str]:
        rows = sorted({i.row() for i in self.deck_view.selectionModel().selectedRows()})
        return [self.deck_model.card_id(r) for r in rows if 0 <= r < len(self.deck_model.rows)]

    def _catalog_id(self, index: QModelIndex) -> str | None:
        return index.data(ID_ROLE) if index.isValid() else None

    def _targets(self, source: str | None = None) -> list[str]:
        """The cards "+", "−" and the role button act on: the catalog's current card or the selected
        deck cards, as ``source`` says (the list a key was pressed in); without one, the catalog's
        when the catalog was chosen last (or nothing is selected in the deck)."""
        ids = self._selected_deck_ids()
        catalog_id = self._catalog_id(self.catalog_view.currentIndex())
        if source == "catalog":
            return [catalog_id] if catalog_id else []
        if source is None and catalog_id and (self.catalog_view.hasFocus() or not ids or (
                self._plus_source == "catalog" and not self.deck_view.hasFocus())):
            return [catalog_id]
        return ids

    def _choose_source(self, source: str) -> None:
        self._plus_source = source
        if self.buttons.refusal:
            self.buttons.show_hint(not self.document.read_only)     # it was about another card
        self._update_buttons()

    def _deck_selection_changed(self) -> None:
        self._choose_source("deck")

    def plus(self, source: str | None = None) -> None:
        """One more copy of each target; a copy that would break a copy limit is not added, and the
        notice over the buttons says which rule (the button is disabled then, with the same words)."""
        targets = self._targets(source)
        if not targets:
            self.buttons.refuse(self._copy_refusal("") if self.document.read_only
                                else "Choose a card in the catalog or in the deck to add a copy of it.")
        refusals = [r for r in map(self._copy_refusal, targets) if r is not None]
        for card_id in targets:
            if self._copy_refusal(card_id) is None:
                self.add_card(card_id)
        if refusals:
            self.buttons.refuse(refusals[0])

    def minus(self, source: str | None = None) -> None:
        """One copy fewer of each target that is in the deck (a bench card leaves the bench)."""
        targets = [c for c in self._targets(source) if self._in_deck(c)]
        if not targets:
            chosen = self._targets(source)
            self.buttons.refuse("This is a fixed deck: it cannot be changed." if self.document.read_only else
                                f"{self._name(chosen[0])} is not in the deck." if chosen else
                                "Choose a card in the deck to take a copy of it out.")
        for card_id in targets:
            self.remove_card(card_id)

    def _name(self, card_id: str) -> str:
        card = self.catalog.get(self.document.deck.game, card_id)
        return card.name if card else card_id

    def _update_buttons(self) -> None:
        """"+" is disabled at a copy limit, with the rule in its tooltip; "−" when no chosen card is
        in the deck; the role button when the bench or the station is full or the card cannot take
        that role."""
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
            self.plus_button.setToolTip(f"Add a copy of {names} (Enter or +)")
        removable = [c for c in targets if self._in_deck(c)]
        self.minus_button.setEnabled(bool(removable))
        self.minus_button.setToolTip(f"Take a copy of {self._name(removable[0])} out of the deck (−)" if removable
                                     else "Choose a card in the deck to take a copy of it out.")
        refusal = role_refusal(deck, self.catalog, targets)
        self.role_button.setEnabled(not read_only and bool(targets) and refusal is None)
        self.role_button.setToolTip(refusal or ROLE_TIPS.get(deck.game, ""))

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
        self.buttons.show_hint(not read_only)
        self._update_buttons()
        self._update_totals()
        self._update_title()
        self._update_count()

    def _update_totals(self) -> None:
        deck = self.document.deck
        totals = deck_totals(deck, self.catalog)
        self.totals.setText(totals.words)
        self.totals.setVisible(bool(totals.words))
        self.curve.set_bars(totals.curve_title, totals.curve, "No cards yet", totals.curve_tip)
        # A game whose cards have no cost or points has no curve to draw.
        self.curve.setVisible(not deck.size or totals.has_costs)
        self.spread.set_rows(totals.types, totals.colors)
