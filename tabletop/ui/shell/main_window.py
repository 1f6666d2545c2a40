"""The main window: the start page or a game, with the log and chance tray as docks.

Menus act through the session's ``GameController`` (the one write path); the window only
decides what is shown. Errors opening files are reported in a message box and the app
keeps running. Every unfinished game is autosaved in a file of its own and listed on the start
page until it ends or the player deletes it (``unfinished_games``, ``unfinished_keeper``); New
game, Open and "Play with this deck" ask before they replace one. Nothing in those files can stop
the app from starting: a file the start page cannot read is moved aside and a notice on the start
page says where (see ``recovery``). If the autosave cannot be written, the game goes on with
autosave off and the player is told.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.deck import DeckFileError
from tabletop.engine.errors import SaveFileError
from tabletop.engine.record import GameRecord
from tabletop.engine.save import SavedGame, read_save
from tabletop.ui import theme
from tabletop.ui.board.common.words_now import outdated
from tabletop.ui.controller import COMPUTER, HUMAN, valid_seats
from tabletop.ui.shell import remote_menu, unfinished_games
from tabletop.ui.shell.appearance import AppearanceMenu
from tabletop.ui.shell.curtain import Curtain
from tabletop.ui.shell.docks import DockFit
from tabletop.ui.shell.game_setup import GameSetup, resolve_deck
from tabletop.ui.shell.game_speech import GameSpeech
from tabletop.ui.shell.how_to_play import how_to_play_text, open_how_to_play
from tabletop.ui.shell.log_dock import LogModel, LogPanel
from tabletop.ui.shell.new_game_dialog import NewGameDialog, random_seed
from tabletop.ui.shell.notice import NoticeBar
from tabletop.ui.shell.recovery import clean_data_folder
from tabletop.ui.shell.session import (
    GameSession,
    TableFactory,
    TrayFactory,
    default_table_factory,
    default_tray_factory,
)
from tabletop.ui.shell.settings import ANIMATION_SPEEDS, SPEED_LABELS, Settings
from tabletop.ui.shell.status_words import StatusWords
from tabletop.ui.shell.unfinished_keeper import UnfinishedKeeper

SAVE_FILTER = "Tabletop saved games (*.tabletop.yaml *.yaml);;All files (*)"
MESSAGE_MS = 10_000

log = logging.getLogger(__name__)


def default_seats(count: int) -> list[str]:
    return [HUMAN] + [COMPUTER] * (count - 1)


def _registry():
    """The games a player can start here: the registered ones with a table of their own (a game
    whose rules are written before its table, as Hull Breach!'s were, stays off the start page)."""
    from tabletop.games import registry
    from tabletop.ui.board import has_table

    return registry().subset(has_table)


class PageStack(QStackedWidget):
    """The start page or the game page, sized by the page on show: a stacked widget otherwise asks
    for the largest minimum of all its pages, and the start page's row of tiles would then squeeze
    the game's docks in a small window."""

    def _page_hint(self, which: str) -> QSize:
        page = self.currentWidget()
        return getattr(page, which)() if page is not None else getattr(super(), which)()

    def sizeHint(self) -> QSize:
        return self._page_hint("sizeHint")

    def minimumSizeHint(self) -> QSize:
        return self._page_hint("minimumSizeHint")

    def setCurrentWidget(self, widget: QWidget) -> None:
        super().setCurrentWidget(widget)
        self.updateGeometry()


class MainWindow(QMainWindow):
    """Start page and game page in a stack; docks, menus and the status bar around them."""

    def __init__(self, settings: Settings | None = None, registry=None,
                 table_factory: TableFactory = default_table_factory,
                 tray_factory: TrayFactory = default_tray_factory, computer_delay_ms: int = 400,
                 remember_layout: bool = True):
        super().__init__()
        theme.listen(self)
        self.setObjectName("mainWindow")
        self.setWindowTitle("Tabletop")
        self.settings = settings or Settings()
        self.registry = registry if registry is not None else _registry()
        self.table_factory = table_factory
        self.tray_factory = tray_factory
        self.computer_delay_ms = computer_delay_ms
        #: False for screenshots and the smoke check: they must not overwrite the user's layout.
        self.remember_layout = remember_layout
        self.session: GameSession | None = None

        from tabletop.ui.shell.start_page import StartPage

        self.stack = PageStack(self)
        self.start_page = StartPage(self.registry.infos(), self.stack)
        self.game_page = QWidget(self.stack)
        self.game_page.setObjectName("gamePage")
        self.game_layout = QVBoxLayout(self.game_page)
        self.game_layout.setContentsMargins(0, 0, 0, 0)
        self.game_notice = NoticeBar(self.game_page, "gameNotice")
        self.game_layout.addWidget(self.game_notice)
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.game_page)
        self.setCentralWidget(self.stack)
        self.curtain = Curtain(self)
        self.installEventFilter(self)

        self._build_docks()
        self._build_status_bar()
        self._build_menus()
        #: What a screen reader hears of each game: its moves, refusals and questions.
        self.speech = GameSpeech(self)
        self.start_page.new_game_requested.connect(self.request_new_game)
        self.start_page.continue_requested.connect(self.continue_autosave)
        self.start_page.open_requested.connect(self.open_dialog)
        self.start_page.deck_builder_requested.connect(self.show_deck_builder)
        self.deck_builder = None
        #: The games in progress: the start page's list, Continue, Delete and the question on leaving.
        self.unfinished = UnfinishedKeeper(self)
        #: Decks the next new-game dialog puts in some seats ("Play with this deck"), seat -> reference.
        self._seat_decks: dict[int, str] | None = None

        self.resize(1280, 800)
        if self.settings.window_geometry is not None:
            self.restoreGeometry(self.settings.window_geometry)
        if self.settings.window_state is not None:
            self.restoreState(self.settings.window_state)
        # Docks are hidden on the start page; remember what the player wants during a game.
        self._docks_wanted = {dock: not dock.isHidden() for dock in (self.log_dock, self.tray_dock)}
        self.dock_fit.set_tray_wanted(self._docks_wanted[self.tray_dock])
        clean_data_folder()     # temporary files a killed write left behind
        self.show_start_page()

    # ----- building ------------------------------------------------------------------
    def _build_docks(self) -> None:
        self.log_model = LogModel(parent=self)
        self.log_panel = LogPanel(self.log_model, self)
        self.log_panel.moment_chosen.connect(self._show_moment)
        self.log_dock = QDockWidget("Game log", self)
        self.log_dock.setObjectName("logDock")
        self.log_dock.setWidget(self.log_panel)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.log_dock)

        self.tray_holder = QWidget(self)
        self.tray_holder.setObjectName("trayHolder")
        self.tray_layout = QVBoxLayout(self.tray_holder)
        self.tray_layout.setContentsMargins(0, 0, 0, 0)
        self.tray_dock = QDockWidget("Chance tray", self)
        self.tray_dock.setObjectName("chanceDock")
        self.tray_holder.setAccessibleName("Chance tray")
        self.tray_holder.setAccessibleDescription("Every cut, shuffle, die and coin of the game")
        self.tray_dock.setWidget(self.tray_holder)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.tray_dock)
        self.resizeDocks([self.log_dock], [170], Qt.Orientation.Vertical)
        self.resizeDocks([self.tray_dock], [260], Qt.Orientation.Horizontal)
        self.dock_fit = DockFit(self, self.log_dock, self.tray_dock)  # small windows: the table comes first

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setObjectName("statusBar")
        bar.setAccessibleName("Status bar")
        self.turn_label = QLabel("", self)
        self.turn_label.setObjectName("turnLabel")
        self.thinking_label = QLabel("Computer is thinking…", self)
        self.thinking_label.setObjectName("thinkingLabel")
        self.thinking_label.hide()
        self.autosave_label = QLabel("Autosave off", self)
        self.autosave_label.setObjectName("autosaveOffLabel")
        self.autosave_label.hide()
        bar.addPermanentWidget(self.thinking_label)
        bar.addPermanentWidget(self.autosave_label)
        bar.addPermanentWidget(self.turn_label)
        bar.messageChanged.connect(self._on_status_message)
        #: Refusals and the table's hints: they go once the game has moved past them.
        self.status_words = StatusWords(bar, MESSAGE_MS)

    def _on_status_message(self, text: str) -> None:
        """While a message shows (a refusal naming its rule), it has the whole bar: the prompt,
        which the table shows as well, steps aside until it is gone. The tooltip keeps the
        whole sentence in case even the whole bar is too short."""
        self.statusBar().setToolTip(text)
        self.turn_label.setVisible(not text)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        self.new_action = self._action(file_menu, "&New game…", QKeySequence.StandardKey.New,
                                       lambda: self.request_new_game(""))
        self.open_action = self._action(file_menu, "&Open…", QKeySequence.StandardKey.Open, self.open_dialog)
        self.save_action = self._action(file_menu, "&Save", QKeySequence.StandardKey.Save, self.save)
        self.save_as_action = self._action(file_menu, "Save &as…", QKeySequence.StandardKey.SaveAs, self.save_as)
        file_menu.addSeparator()
        self.decks_action = self._action(file_menu, "&Deck builder…", QKeySequence("Ctrl+D"),
                                         self.show_deck_builder)
        remote_menu.add_menu_actions(self, file_menu)
        file_menu.addSeparator()
        self.start_action = self._action(file_menu, "&Return to start page", None, self.show_start_page)
        file_menu.addSeparator()
        self.quit_action = self._action(file_menu, "&Quit", QKeySequence.StandardKey.Quit, self.close)

        edit_menu = bar.addMenu("&Edit")
        edit_menu.setToolTipsVisible(True)
        self.undo_action = self._action(edit_menu, "&Undo", QKeySequence("Ctrl+Z"), self.undo)
        # A disabled menu item takes no shortcut: while undo is not possible, Ctrl+Z says why.
        self.undo_refusal = QShortcut(QKeySequence("Ctrl+Z"), self, self.undo)
        self.undo_refusal.setEnabled(False)
        self.redo_action = self._action(edit_menu, "&Redo", QKeySequence("Ctrl+Shift+Z"), self.redo)

        view_menu = bar.addMenu("&View")
        view_menu.addAction(self.log_dock.toggleViewAction())
        view_menu.addAction(self.dock_fit.tray_action)  # the player's choice, not the dock's state

        settings_menu = bar.addMenu("&Settings")
        speed_menu = settings_menu.addMenu("&Animation speed")
        self.speed_group = QActionGroup(self)
        self.speed_group.setExclusive(True)
        self.speed_actions: dict[str, QAction] = {}
        for key in ANIMATION_SPEEDS:
            action = QAction(SPEED_LABELS[key], self)
            action.setCheckable(True)
            action.setChecked(key == self.settings.animation_speed)
            action.triggered.connect(lambda _checked=False, k=key: self.set_animation_speed(k))
            self.speed_group.addAction(action)
            speed_menu.addAction(action)
            self.speed_actions[key] = action
        self.confirm_action = QAction("&Confirm before ending a turn", self)
        self.confirm_action.setCheckable(True)
        self.confirm_action.setChecked(self.settings.confirm_end_turn)
        self.confirm_action.toggled.connect(self.set_confirm_end_turn)
        settings_menu.addAction(self.confirm_action)
        self.curtain_action = QAction("Hot-seat &curtain between players", self)
        self.curtain_action.setCheckable(True)
        self.curtain_action.setChecked(self.settings.curtain)
        self.curtain_action.setStatusTip("Cover the table while the screen passes from one player to the other")
        self.curtain_action.toggled.connect(self.set_curtain_enabled)
        settings_menu.addAction(self.curtain_action)
        self.auto_pass_action = QAction("Auto-&pass response windows", self)
        self.auto_pass_action.setCheckable(True)
        self.auto_pass_action.setChecked(self.settings.auto_pass)
        self.auto_pass_action.setStatusTip("Never ask whether to play a card in another commander's moment")
        self.auto_pass_action.toggled.connect(self.set_auto_pass)
        settings_menu.addAction(self.auto_pass_action)
        self.appearance = AppearanceMenu(self, settings_menu, self.settings)    # scale, high contrast

        help_menu = bar.addMenu("&Help")
        self.how_to_play_action = self._action(help_menu, "&How to play", QKeySequence.StandardKey.HelpContents,
                                               self.show_how_to_play)
        help_menu.aboutToShow.connect(lambda: self.how_to_play_action.setText(
            how_to_play_text(self.registry.infos(), self._rules_game_id())))
        help_menu.addAction("&About Tabletop", self.show_about)

    def _action(self, menu, text: str, shortcut, slot) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    # ----- pages ---------------------------------------------------------------------
    def show_start_page(self) -> None:
        self.end_session()
        self.refresh_continue()
        if self.stack.currentWidget() is self.game_page:
            self._docks_wanted = {dock: self.dock_fit.wanted(dock) for dock in self._docks_wanted}
        self.stack.setCurrentWidget(self.start_page)
        for dock in self._docks_wanted:
            dock.hide()
        self.statusBar().hide()
        self.setWindowTitle("Tabletop")
        self.update_actions()

    def end_session(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None
        self.curtain.hide()
        self.log_model.set_record(None)
        self.log_panel.return_to_live()
        self.thinking_label.hide()
        self.autosave_label.hide()
        self.game_notice.clear()
        self.turn_label.setText("")
        self.status_words.forget()

    # ----- starting games ------------------------------------------------------------
    def show_deck_builder(self):
        """The deck builder is a window of its own, kept while the app runs so edits survive."""
        if self.deck_builder is None:
            from tabletop.ui.deck_builder import DeckBuilderWindow

            self.deck_builder = DeckBuilderWindow()
            self.deck_builder.setWindowIcon(self.windowIcon())
            self.deck_builder.play_requested.connect(self.play_with_deck)
        self.deck_builder.show()
        self.deck_builder.raise_()
        self.deck_builder.activateWindow()
        return self.deck_builder

    def play_with_deck(self, game_id: str, deck) -> None:
        """Open the new-game dialog for the deck's game with the deck in seat 1.

        The deck builder saves a changed deck before it asks (the game reads the file, and the
        dialog remembers it by its path); a deck that was never saved cannot be picked, so the
        dialog then offers the saved ones and the status bar says why.
        """
        self.raise_()
        self.activateWindow()
        if game_id not in self.registry:
            self.show_error("Play with this deck",
                            f"{getattr(deck, 'name', 'This deck')} is for a game Tabletop cannot play yet.")
            return
        game = self.registry.get(game_id)
        name = getattr(deck, "name", "This deck")
        if not game.info.uses_decks:
            self.statusBar().showMessage(f"{game.info.name} is played with its own fixed deck.", MESSAGE_MS)
            self.request_new_game(game_id)
            return
        path = self._saved_deck_path(deck)
        if path is None:
            self.statusBar().showMessage(
                f"{name} is not saved: save it in the deck builder to play it. Choose a saved deck here.",
                MESSAGE_MS)
            self.request_new_game(game_id)
            return
        self.statusBar().showMessage(f"Setting up {game.info.name} with {name} in seat 1.", MESSAGE_MS)
        self._seat_decks = {0: str(path)}
        try:
            self.request_new_game(game_id)
        finally:
            self._seat_decks = None

    def _saved_deck_path(self, deck) -> Path | None:
        """The file the deck builder holds ``deck`` in, when the file says exactly what is shown."""
        builder = self.deck_builder
        if builder is None:
            return None
        document = builder.document
        if document.path is None or document.dirty or document.deck != deck:
            return None
        return Path(document.path)

    def new_game_dialog(self, preselect: str = "") -> NewGameDialog:
        """Build (not run) the dialog, so tests can drive its widgets."""
        return NewGameDialog(list(self.registry), self.settings.last_setup, preselect or None, self,
                             seat_decks=self._seat_decks, deck_choices=self.settings.deck_choices)

    def request_new_game(self, preselect: str = "") -> None:
        if not self.unfinished.may_leave():
            return
        dialog = self.new_game_dialog(preselect)
        setup = dialog.setup() if dialog.exec() == NewGameDialog.DialogCode.Accepted else None
        dialog.deleteLater()        # closed, it would stay in the screen reader's tree of windows
        if setup is not None:
            self.start_new(setup)

    def start_new(self, setup: GameSetup) -> GameSession | None:
        """Start the game a set-up describes; a blank seed becomes a random one (and is logged).

        Each seat's deck is read now, from its reference; a deck file that cannot be read any
        more, or a deck the game refuses, is reported and no game starts (the app stays as it
        was, the remembered set-up too).
        """
        game = self.registry.get(setup.game_id)
        decks = None
        if game.info.uses_decks and setup.decks:
            decks = []
            for seat, ref in enumerate(setup.decks):
                try:
                    decks.append(resolve_deck(game, ref))
                except DeckFileError as error:
                    self.show_error("Cannot start the game",
                                    f"The deck for seat {seat + 1} cannot be read: {str(error).rstrip('.')}. "
                                    "No game was started.")
                    return None
        seed = setup.seed if setup.seed is not None else random_seed()
        try:
            record = GameRecord(game, seed, setup.options, setup.names, decks)
        except ValueError as error:         # IllegalDeckError: the engine's own sentences
            self.show_error("Cannot start the game", f"{str(error).rstrip('.')}. No game was started.")
            return None
        self.settings.last_setup = setup
        if decks:
            self.settings.remember_decks(game.id, setup.decks)
        session = self.start_session(record, setup.seats)
        autosaved = session.controller.autosave()
        note = self._autosave_note(autosaved)
        playing = ""
        if decks:
            playing = " " + ", ".join(f"{n} plays {d.name}" for n, d in zip(record.names, decks)) + "."
        self.statusBar().showMessage(f"New game of {game.info.name} (seed {seed}).{playing}{note}", MESSAGE_MS)
        return session

    def start_session(self, record: GameRecord, seats: list[str], *, autosave: bool = True,
                      fixed_seat: int | None = None, keep_as: Path | None = None) -> GameSession:
        """Put a game on screen, autosaved in ``keep_as`` (a game in progress being continued) or
        a new file among the games in progress. ``autosave`` False (screenshots) writes nothing."""
        self.end_session()
        if autosave:
            self.settings.autosave_seats = list(seats)
        session = GameSession(
            record, seats, self.game_page, self.tray_holder, self.curtain,
            autosave_path=(keep_as or unfinished_games.new_path(record.game.id)) if autosave else None,
            curtain_enabled=self.settings.curtain, fixed_seat=fixed_seat,
            computer_delay_ms=self.computer_delay_ms,
            table_factory=self.table_factory, tray_factory=self.tray_factory, parent=self)
        self.session = session
        self.game_layout.addWidget(session.table)
        self.tray_layout.addWidget(session.tray)
        self._apply_view_settings()
        controller = session.controller
        controller.changed.connect(self._on_changed)
        controller.refused.connect(self._on_refused)
        controller.thinking.connect(self.thinking_label.setVisible)
        controller.failed.connect(lambda text: self.show_error("Tabletop", text))
        controller.autosave_failed.connect(self._autosave_off)
        session.table.message.connect(self.status_words.say)
        self._wire_table(session.table)
        session.director.seat_changed.connect(self._on_seat_changed)
        session.director.message.connect(lambda text: self.statusBar().showMessage(text, MESSAGE_MS))
        self.speech.follow(session)
        self.log_model.set_record(record)
        self.stack.setCurrentWidget(self.game_page)
        self.statusBar().show()
        for dock, wanted in self._docks_wanted.items():
            dock.setVisible(wanted)
        self.dock_fit.follow(session.tray)
        self.setWindowTitle(f"{record.game.info.name} — {' vs '.join(record.names)} — Tabletop")
        self._place_curtain()
        session.start()
        self._on_changed(())
        remote_menu.resume_hosting(self, session)
        return session

    def refresh_continue(self) -> None:
        """List the games in progress on the start page (never raises; see ``UnfinishedKeeper``)."""
        self.unfinished.refresh()

    def continue_autosave(self) -> bool:
        """Resume the game in progress played last; a file that cannot be resumed is moved
        aside and the player is told why."""
        return self.unfinished.continue_newest()

    def open_path(self, path: str | Path) -> bool:
        """Open a saved game; a bad file shows a message box and leaves the app as it was.

        Seats: the ones the file records (a file saved by this app says who played each
        seat, so the computer keeps its own hand), else the last set-up of the same game,
        else a human against the computer.
        """
        loaded = self._load(Path(path))
        if loaded is None:
            return False
        record, saved = loaded
        count = len(record.names)
        seats = valid_seats(saved.seats, count, record.game.id)
        last = self.settings.last_setup
        if seats is None and last is not None and last.game_id == record.game.id:
            seats = valid_seats(last.seats, count, record.game.id)
        path = Path(path)
        session = self.start_session(record, seats or default_seats(count),
                                     keep_as=path if unfinished_games.holds(path) else None)
        session.save_path = path
        autosaved = session.controller.autosave()
        self.statusBar().showMessage(f"Opened {path}.{self._autosave_note(autosaved)}", MESSAGE_MS)
        return True

    def _load(self, path: Path) -> tuple[GameRecord, SavedGame] | None:
        try:
            game, saved, _state = read_save(path, self.registry)
            record = GameRecord.from_saved(game, saved)
        except SaveFileError as error:
            self.show_error("Cannot open the saved game", str(error))
            return None
        except ValueError as error:     # GameRecord.from_saved: a recorded action is refused
            self.show_error("Cannot open the saved game", f"{path}: {error}")
            return None
        return record, saved

    def open_dialog(self) -> None:
        if not self.unfinished.may_leave():
            return
        path, _filter = QFileDialog.getOpenFileName(self, "Open saved game", str(Path.home()), SAVE_FILTER)
        if path:
            self.open_path(path)

    # ----- saving --------------------------------------------------------------------
    def save(self) -> bool:
        if self.session is None:
            return False
        if self.session.save_path is None:
            return self.save_as()
        return self.save_to(self.session.save_path)

    def save_as(self) -> bool:
        if self.session is None:
            return False
        suggested = str(Path.home() / f"{self.session.game.id}.tabletop.yaml")
        path, _filter = QFileDialog.getSaveFileName(self, "Save game", suggested, SAVE_FILTER)
        return self.save_to(Path(path)) if path else False

    def save_to(self, path: str | Path) -> bool:
        if self.session is None:
            return False
        path = Path(path)
        try:
            self.session.controller.save(path)
        except OSError as error:
            self.show_error("Cannot save the game", f"{path}: {error.strerror or error}")
            return False
        self.session.save_path = path
        self.statusBar().showMessage(f"Saved to {path}.", MESSAGE_MS)
        return True

    # ----- undo / redo ---------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the last move; in hot seat a move the other player has seen waits for them to
        agree (the curtain asks). The status bar says why not, or who is asked."""
        if self.session is None:
            return False
        done, note = self.session.director.undo()
        if note:
            self.statusBar().showMessage(note, MESSAGE_MS)
        return done

    def redo(self) -> bool:
        return self.session is not None and self.session.controller.redo()

    def update_actions(self) -> None:
        """Enable menu items for what is possible now; a disabled Undo says why."""
        has_game = self.session is not None
        for action in (self.save_action, self.save_as_action, self.start_action):
            action.setEnabled(has_game)
        reason = self.session.controller.undo_blocked() if has_game else "No game is open."
        if reason is None:
            self.undo_action.setEnabled(True)
            self.undo_action.setText("&Undo")
            self.undo_action.setToolTip("Take back the last move")
            self.undo_action.setStatusTip("Take back the last move")
        else:
            self.undo_action.setEnabled(False)
            sentence = reason.rstrip(".")
            self.undo_action.setText(f"Undo (not possible: {sentence[:1].lower()}{sentence[1:]})")
            self.undo_action.setToolTip(reason)
            self.undo_action.setStatusTip(reason)
        self.redo_action.setEnabled(has_game and self.session.record.can_redo())
        self.undo_refusal.setEnabled(has_game and reason is not None)

    # ----- reacting to the game ------------------------------------------------------
    def _on_changed(self, events) -> None:
        if self.session is not None and outdated(self.session.controller, events):
            self.status_words.forget()
        self.log_model.refresh()
        self.update_actions()
        self._update_turn()

    def _on_refused(self, _action, verdict) -> None:
        self.status_words.say(verdict.message)

    def _on_seat_changed(self, seat: int | None) -> None:
        # A hint such as "Selected 7♣" belongs to the player who is leaving the screen.
        self.status_words.forget()
        if seat is None:
            self.statusBar().clearMessage()
        self.log_panel.return_to_live()
        self.log_model.set_seat(seat)
        names = self.session.record.names if self.session is not None else []
        whose = f"as {names[seat]} sees it" if seat is not None and seat < len(names) else "public events only"
        self.log_dock.setWindowTitle(f"Game log — {whose}")
        self._update_turn()

    def _update_turn(self) -> None:
        """The right of the status bar: the shown seat's own prompt, never every seat's at once."""
        text = self._turn_text()
        self.turn_label.setToolTip(text)
        room = max(120, self.width() // 2)
        self.turn_label.setText(self.turn_label.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room))

    def _turn_text(self) -> str:
        if self.session is None:
            return ""
        moment = getattr(self.session.table, "moment", None)
        if moment is not None:
            return f"{moment.caption()}. Esc returns to live play."
        game, state, names = self.session.game, self.session.controller.state, self.session.record.names
        if game.is_over(state):
            outcome = game.outcome(state)
            return f"Game over: {outcome.text}" if outcome else "Game over"
        pending = game.pending(state)
        viewer = self.session.director.viewer
        mine = [d for d in pending if d.seat == viewer]
        if mine:
            return f"{names[viewer]}: {mine[0].prompt}"
        waiting = list(dict.fromkeys(names[d.seat] for d in pending))
        return f"Waiting for {' and '.join(waiting)}" if waiting else ""

    def _show_moment(self, count: int) -> None:
        if self.session is None:
            return
        table = self.session.table
        if count < 0:
            table.show_live()
        elif hasattr(table, "look_back"):
            table.look_back(count)
        else:
            state = self.session.record.state_at(count)
            table.show_snapshot(self.session.game.view(state, self.session.director.viewer))
        self._update_turn()

    # ----- looking back and game over, on the table -------------------------------------
    def _wire_table(self, table) -> None:
        """The table's look-back bar and game-over panel ask; the window does what they ask."""
        if hasattr(table, "look_back_changed"):
            table.look_back_changed.connect(self._on_look_back)
        panel = getattr(table, "game_over", None)
        if panel is not None:
            panel.rematch_requested.connect(self.rematch)
            panel.new_game_requested.connect(lambda: self.request_new_game(""))
            panel.start_page_requested.connect(self.show_start_page)
            panel.save_requested.connect(self.save_as)

    def _on_look_back(self) -> None:
        """The table stepped through the past (its keys or bar): the log and status bar follow."""
        if self.session is None:
            return
        moment = self.session.table.moment
        self.log_panel.follow_moment(None if moment is None else moment.move)
        self._update_turn()

    def rematch(self) -> GameSession | None:
        """The same game again: same game, seats, names, options and decks, a new seed."""
        if self.session is None:
            return None
        old = self.session.record
        seats = list(self.session.controller.seats)
        seed = random_seed()
        record = GameRecord(old.game, seed, old.options, old.names, old.decks)
        session = self.start_session(record, seats)
        note = self._autosave_note(session.controller.autosave())
        self.statusBar().showMessage(f"Rematch of {old.game.info.name} (seed {seed}).{note}", MESSAGE_MS)
        return session

    # ----- settings ------------------------------------------------------------------
    def set_animation_speed(self, key: str) -> None:
        self.settings.animation_speed = key
        self.speed_actions[key].setChecked(True)
        self._apply_view_settings()

    def set_confirm_end_turn(self, on: bool) -> None:
        self.settings.confirm_end_turn = on
        self._apply_view_settings()

    def set_curtain_enabled(self, on: bool) -> None:
        self.settings.curtain = on
        if self.curtain_action.isChecked() != on:
            self.curtain_action.setChecked(on)
        if self.session is not None:
            self.session.director.set_curtain_enabled(on)

    def set_auto_pass(self, on: bool) -> None:
        self.settings.auto_pass = on
        if self.session is not None:
            self.session.controller.set_auto_pass(on)

    def _apply_view_settings(self) -> None:
        """Hand the preferences to the table and tray, which read them as plain attributes.

        Speeds scale each widget's own default duration, since a fading banner and a rolling
        die are meant to last differently long.
        """
        if self.session is None:
            return
        factor = self.settings.animation_factor
        for widget, default_ms in self.session.default_animation_ms.items():
            widget.animation_ms = round(default_ms * factor)
        # The computer's moves follow the same pace, so a player can watch them land.
        self.session.controller.computer_delay_ms = round(self.computer_delay_ms * factor)
        self.session.table.confirm_end_turn = self.settings.confirm_end_turn
        self.session.controller.auto_pass = self.settings.auto_pass

    @staticmethod
    def _autosave_note(autosaved: bool) -> str:
        return "" if autosaved else " Autosave is off: the game will not be kept if Tabletop closes."

    def _autosave_off(self, reason: str) -> None:
        """The autosave cannot be written: say so where the player looks, and play on."""
        text = (f"Autosave is off for this game. {reason.rstrip('.')}. "
                "The game goes on; use File › Save as… to keep it.")
        self.autosave_label.setToolTip(text)
        self.autosave_label.show()
        self.statusBar().showMessage(self._autosave_note(False).strip(), MESSAGE_MS)
        self.game_notice.show_text(text)

    # ----- dialogs -------------------------------------------------------------------
    def show_error(self, title: str, text: str) -> None:
        """One place for error boxes, so tests can replace ``QMessageBox.critical``."""
        QMessageBox.critical(self, title, text)

    def show_how_to_play(self) -> QWidget:
        """Help › How to play: the page of the game on the table, at once (on the start page, of
        the game set up last); every other game is listed beside its text."""
        return open_how_to_play(self, self.registry.infos(), self._rules_game_id())

    def _rules_game_id(self) -> str | None:
        if self.session is not None:
            return self.session.game.id
        last = self.settings.last_setup
        return last.game_id if last is not None else None

    def show_about(self) -> None:
        from tabletop import __version__

        games = ", ".join(info.name for info in self.registry.infos())
        QMessageBox.about(self, "About Tabletop",
                          f"<h3>Tabletop {__version__}</h3><p>Card games for two at one computer, with "
                          f"every rule enforced.</p><p>Games: {games}.</p>")

    # ----- the curtain follows the window --------------------------------------------
    def _place_curtain(self) -> None:
        top = self.menuBar().height() if self.menuBar().isVisible() else 0
        bottom = self.statusBar().height() if self.statusBar().isVisible() else 0
        self.curtain.setGeometry(QRect(0, top, self.width(), self.height() - top - bottom))
        if self.curtain.isVisible():
            self.curtain.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self and event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.LayoutRequest):
            self._place_curtain()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_curtain()
        self._update_turn()         # the prompt is elided to the new width

    def on_theme_changed(self) -> None:
        """A new scale or contrast (``tabletop.ui.theme``): docks grown by a larger one shrink back."""
        self.dock_fit.theme_changed()

    def closeEvent(self, event: QCloseEvent) -> None:
        # Quitting must not drop an unsaved deck: the deck builder asks first, and may refuse.
        if self.deck_builder is not None and self.deck_builder.isVisible() and not self.deck_builder.close():
            event.ignore()
            return
        if self.stack.currentWidget() is self.start_page:
            for dock, wanted in self._docks_wanted.items():
                dock.setVisible(wanted)
        if self.dock_fit.tray_idle:
            self.tray_dock.show()  # hidden for an empty tray, not by the player: keep it in the layout
        if self.remember_layout:
            self.settings.window_geometry = self.saveGeometry()
            self.settings.window_state = self.saveState()
            self.settings.sync()
        self.end_session()
        super().closeEvent(event)
