"""The window's side of the games in progress: listing them, continuing, deleting, and asking
before an unfinished game is left for another.

New game, File › Open and the deck builder's "Play with this deck" call ``may_leave`` before
they replace the game on screen: an unfinished game is never replaced without a question
(save to a file, don't save, cancel). Either way it stays among the games in progress
(``unfinished_games``), so the question is about a file of one's own, never about losing it;
only when autosave is off for that game does "Don't save" lose it, and the question says so.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMainWindow, QMessageBox

from tabletop.engine.errors import SaveFileError, UnknownGameError
from tabletop.engine.record import GameRecord
from tabletop.engine.save import SavedGame, read_save
from tabletop.ui.controller import COMPUTER, HUMAN, valid_seats
from tabletop.ui.shell import unfinished_games
from tabletop.ui.shell.in_progress_panel import InProgressEntry
from tabletop.ui.shell.recovery import broken_message, describe, set_aside
from tabletop.ui.shell.unfinished_games import Listing, UnfinishedGame, moves_text, played_text, players_text

log = logging.getLogger(__name__)
Button = QMessageBox.StandardButton


def leave_question(parent, game_name: str, names: list[str], moves: int, *, kept: bool,
                   has_file: bool) -> QMessageBox:
    """The question before an unfinished game is replaced: Save (to its file, or Save as…),
    Don't save, Cancel. ``kept``: the game is among the games in progress (autosave is on)."""
    box = QMessageBox(parent)
    box.setObjectName("leaveGameQuestion")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle("Leave this game?")
    box.setText(f"Your game of {game_name} ({players_text(names)}, {moves_text(moves)}) is not finished.")
    if kept:
        box.setInformativeText("It stays under Games in progress on the start page, where you can continue it. "
                               "Save it to a file as well?")
    else:
        box.setInformativeText("Autosave is off for this game: unless you save it to a file, it is lost.")
    box.setStandardButtons(Button.Save | Button.Discard | Button.Cancel)
    box.button(Button.Save).setText("Save" if has_file else "Save as…")
    discard = box.button(Button.Discard)
    discard.setText("Don't save")
    if kept:
        discard.setIcon(QIcon())    # not the style's wastebasket: the game is kept all the same
    box.setDefaultButton(Button.Save)
    box.setEscapeButton(Button.Cancel)
    return box


def delete_question(parent, game: UnfinishedGame, game_name: str) -> QMessageBox:
    """The confirmation before a game in progress is deleted for good; Cancel is the default."""
    box = QMessageBox(parent)
    box.setObjectName("deleteGameQuestion")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Delete this game?")
    box.setText(f"Delete the unfinished game of {game_name} ({players_text(game.saved.names)})?")
    box.setInformativeText(f"{moves_text(game.moves).capitalize()}, last played {played_text(game.played_at)}. "
                           "A deleted game cannot be brought back.")
    box.setStandardButtons(Button.Cancel)
    delete = box.addButton("Delete", QMessageBox.ButtonRole.DestructiveRole)
    delete.setObjectName("confirmDelete")
    box.setDefaultButton(Button.Cancel)
    box.setEscapeButton(Button.Cancel)
    return box


class UnfinishedKeeper(QObject):
    """Lists the games in progress on the start page and acts on its Continue and Delete."""

    def __init__(self, window: QMainWindow):
        """``window``: the main window, whose start page, session, settings, registry, save
        and error box this uses (it is not imported here, which would be a circle)."""
        super().__init__(window)
        self.window = window
        self.listing = Listing()
        panel = window.start_page.in_progress
        panel.continue_requested.connect(lambda path: self.continue_game(Path(path)))
        panel.delete_requested.connect(lambda path: self.delete(Path(path)))

    # ----- the list ------------------------------------------------------------------
    def game_name(self, game_id: str) -> str:
        try:
            return self.window.registry.info(game_id).name
        except UnknownGameError:
            return game_id

    def refresh(self) -> Listing:
        """Read the games in progress into the start page; never raises. Broken files are moved
        aside and the notice says where; the others are listed."""
        page = self.window.start_page
        try:
            listing = unfinished_games.read_listing()
        except Exception as error:   # the start page always shows
            log.warning("the games in progress could not be listed", exc_info=True)
            listing = Listing(problems=[f"The games in progress cannot be listed: {describe(error)}"])
        self.listing = listing
        page.in_progress.set_games([self.entry(game) for game in listing.games], listing.unlisted)
        newest = listing.newest
        if newest is None:
            page.set_can_continue(False)
        else:
            saved = newest.saved
            page.set_can_continue(True, f"Resume {self.game_name(saved.game_id)}: {players_text(saved.names)}, "
                                        f"after {len(saved.actions)} moves")
        if listing.problems:
            page.notice.show_text("\n\n".join(listing.problems))
        return listing

    def entry(self, game: UnfinishedGame) -> InProgressEntry:
        return InProgressEntry(str(game.path), self.game_name(game.saved.game_id), players_text(game.saved.names),
                               game.moves, played_text(game.played_at))

    # ----- continuing ----------------------------------------------------------------
    def continue_newest(self) -> bool:
        """Resume the game played last (the start page's Continue button)."""
        newest = self.refresh().newest
        if newest is None:
            self.window.show_error("Cannot continue the game", "There is no unfinished game to continue.")
            return False
        return self.continue_game(newest.path)

    def continue_game(self, path: Path) -> bool:
        """Resume the game in ``path`` with the same seats (the save's own record of who plays
        each seat, else the one kept in settings, else a human against the computer); the game
        goes on being kept in that file. A file that cannot be resumed is moved aside and the
        player is told why; no error in it escapes."""
        window = self.window
        try:
            game, saved, state = read_save(path, window.registry)
            record = GameRecord.from_saved(game, saved)
        except Exception as error:   # noqa: BLE001 - a broken file is reported, never raised
            self._cannot_continue(path, error)
            return False
        count = len(record.names)
        seats = valid_seats(saved.seats, count, game.id) \
            or valid_seats(window.settings.autosave_seats, count, game.id) \
            or [HUMAN] + [COMPUTER] * (count - 1)
        window.start_session(record, seats, keep_as=path)
        if game.is_over(state):
            unfinished_games.forget(path)   # it ended after its last write: it is no longer in progress
        window.start_page.notice.clear()
        window.statusBar().showMessage(f"Resumed {game.info.name}: {players_text(saved.names)}.", 10_000)
        return True

    def _cannot_continue(self, path: Path, error: Exception) -> None:
        if not isinstance(error, SaveFileError):
            log.warning("the game in progress %s could not be resumed", path, exc_info=error)
        problem = str(error) if isinstance(error, SaveFileError) else f"{path}: {describe(error)}"
        if path.exists():
            message = broken_message(set_aside(path, problem), path)
        else:
            message = f"The unfinished game could not be resumed: {problem}"
        self.refresh()
        self.window.start_page.notice.show_text(message)
        self.window.show_error("Cannot continue the game", message)

    # ----- deleting ------------------------------------------------------------------
    def ask_delete(self, game: UnfinishedGame) -> bool:
        """True when the player confirms (a box of its own, so tests can drive it)."""
        box = delete_question(self.window, game, self.game_name(game.saved.game_id))
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        return clicked is not None and clicked.objectName() == "confirmDelete"

    def delete(self, path: Path) -> bool:
        """Delete a game in progress after the player confirms; the list is read again."""
        game = next((g for g in self.listing.games if g.path == path), None)
        if game is None or not self.ask_delete(game):
            return False
        try:
            unfinished_games.forget(path)
        except OSError as error:
            self.window.show_error("Cannot delete the game", f"{path}: {error.strerror or error}")
            return False
        self.refresh()
        return True

    # ----- leaving a game ------------------------------------------------------------
    def unfinished_session(self):
        """The game on screen when it is not over (leaving it needs a question), else None."""
        session = self.window.session
        if session is None or session.game.is_over(session.controller.state):
            return None
        return session

    def may_leave(self) -> bool:
        """Ask before the game on screen is replaced; True when the caller may go on.

        Save writes the game's own file (asking where when it has none; cancelling that is a
        Cancel); Don't save goes on; Cancel, Esc or a failed save change nothing."""
        session = self.unfinished_session()
        if session is None:
            return True
        saved: SavedGame = session.record.to_saved()
        box = leave_question(self.window, session.game.info.name, list(saved.names), len(saved.actions),
                             kept=session.controller.autosave_path is not None,
                             has_file=session.save_path is not None)
        box.exec()
        answer = box.standardButton(box.clickedButton())
        box.deleteLater()
        if answer == Button.Discard:
            return True
        if answer == Button.Save:
            return self.window.save()
        return False
