"""How the deck builder offers the deck lab: a "Test this deck…" action (toolbar and Deck menu) that
opens the panel (``lab_panel``) for the deck being edited, and keeps it in step with the document:
another deck opened reads that deck's saved results, an edit marks the results shown stale, and a
deck of a game the lab does not play closes it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar

from tabletop.ui.deck_builder.deck_files import load_recent
from tabletop.ui.deck_builder.lab_panel import LAB_GAMES, LabDialog, LabPanel


class _CloseWith(QObject):
    """Closes the lab (cancelling a run, ending its worker processes) when the builder is closed:
    the builder's hide that is not the window system's own (minimizing is)."""

    def __init__(self, hook: LabHook, parent) -> None:
        super().__init__(parent)
        self.hook = hook

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Hide and not event.spontaneous() and self.hook.dialog is not None:
            self.hook.dialog.close()
        return False


class LabHook:
    def __init__(self, window) -> None:
        self.window = window
        self.dialog: LabDialog | None = None
        self._shown_for: tuple[str, object] | None = None
        self.action = QAction("Test this deck…", window)
        self.action.setObjectName("labAction")
        self.action.setToolTip("Play this deck against others with the computer on every seat, and count")
        self.action.triggered.connect(self.open)
        toolbar = window.findChild(QToolBar, "deckToolbar")
        if toolbar is not None:
            toolbar.addSeparator()
            toolbar.addAction(self.action)
        menu = window.menuBar().addMenu("&Deck")
        menu.addAction(self.action)
        window.document.changed.connect(self.document_changed)
        self._closer = _CloseWith(self, window)
        window.installEventFilter(self._closer)
        self.document_changed()

    def _key(self) -> tuple[str, object]:
        return (self.window.document.deck.game, self.window.document.path)

    def document_changed(self) -> None:
        deck = self.window.document.deck
        self.action.setEnabled(deck.game in LAB_GAMES and deck.size > 0)
        if self.dialog is None:
            return
        if deck.game != self.dialog.panel.game.id:
            self.dialog.close()
            self.dialog = None
            return
        if self._key() != self._shown_for:
            self._shown_for = self._key()
            self.dialog.panel.reload()
        else:
            self.dialog.panel.deck_changed()
        self.dialog.setWindowTitle(f"Test this deck — {deck.name}")

    def open(self) -> LabDialog | None:
        w = self.window
        if w.document.deck.game not in LAB_GAMES:
            return None
        if self.dialog is None:
            game = w.document.deck.game
            panel = LabPanel(lambda: w.document.deck, lambda: w.document.path,
                             lambda g, card: _card_name(w.catalog, g, card),
                             lambda: [p for p in load_recent() if p != str(w.document.path)])
            self.dialog = LabDialog(panel, w)
            self.dialog.resize(min(1180, w.width()), min(760, w.height()))
            self._shown_for = (game, w.document.path)
        self.dialog.setWindowTitle(f"Test this deck — {w.document.deck.name}")
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog


def _card_name(catalog, game: str, card: str) -> tuple[str, str]:
    found = catalog.get(game, card)
    return (found.name, found.group) if found is not None else (card, "")
