"""Opening, saving, importing and exporting the deck builder's deck, the recent-decks list, and
the question before unsaved changes are dropped.

``DeckFiles`` is a part of ``DeckBuilderWindow`` (a mixin): it reads and writes files, and hands
a deck it read to the window's ``_start``. Decks are saved into the user's decks folder
(``storage.decks_dir``) unless the player picks another; every write is atomic.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from tabletop import safe_yaml, storage
from tabletop.cards.catalog import EDITABLE
from tabletop.decks import export_list, import_list, read_deck, write_deck
from tabletop.decks.files import MAX_LIST_CHARS
from tabletop.engine.atomic import write_atomic
from tabletop.engine.deck import DeckFileError

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


class DeckFiles:
    """The window's file commands; the window supplies ``document``, ``catalog``, ``recent_menu``,
    ``_start``, ``_update_title`` and ``report_error``."""

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
