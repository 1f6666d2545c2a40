"""The deck being edited: the current ``Deck`` value, its file, and undo/redo of every edit.

Decks are immutable values, so an edit is "replace the deck with this one" and its undo is
"put the old one back": one small ``QUndoCommand`` covers every kind of edit. The undo stack's
clean index tells whether there are unsaved changes.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tabletop.engine.deck import Deck


class _ReplaceDeck(QUndoCommand):
    def __init__(self, document: DeckDocument, old: Deck, new: Deck, text: str):
        super().__init__(text)
        self._document, self._old, self._new = document, old, new

    def redo(self) -> None:
        self._document._set(self._new)

    def undo(self) -> None:
        self._document._set(self._old)


class DeckDocument(QObject):
    """One open deck. ``changed`` fires after every edit, undo, redo, load or new deck."""

    changed = Signal()
    dirty_changed = Signal(bool)

    def __init__(self, deck: Deck, path: Path | None = None, read_only: bool = False, parent=None):
        super().__init__(parent)
        self.deck = deck
        self.path = path
        self.read_only = read_only
        self.undo_stack = QUndoStack(self)
        # A bound method, not a lambda: Qt drops it with this object, so a late signal from a
        # destroyed window cannot reach a deleted sender.
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)

    def _on_clean_changed(self, clean: bool) -> None:
        self.dirty_changed.emit(not clean)

    # -- state ------------------------------------------------------------------------------------
    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def _set(self, deck: Deck) -> None:
        self.deck = deck
        self.changed.emit()

    def replace(self, deck: Deck, path: Path | None, read_only: bool = False) -> None:
        """Load another deck: the history starts again and nothing is unsaved."""
        self.undo_stack.clear()
        self.path = path
        self.read_only = read_only
        self._set(deck)
        self.undo_stack.setClean()
        self.dirty_changed.emit(False)

    def mark_saved(self, path: Path) -> None:
        self.path = path
        self.undo_stack.setClean()

    # -- edits ------------------------------------------------------------------------------------
    def edit(self, new: Deck, text: str) -> bool:
        if self.read_only or new == self.deck:
            return False
        self.undo_stack.push(_ReplaceDeck(self, self.deck, new, text))
        return True

    def add(self, card_id: str, copies: int = 1) -> bool:
        return self.edit(self.deck.adding(card_id, copies), f"add {card_id}")

    def remove(self, card_id: str, copies: int = 1) -> bool:
        return self.edit(self.deck.with_count(card_id, self.deck.count(card_id) - copies), f"remove {card_id}")

    def set_count(self, card_id: str, copies: int) -> bool:
        return self.edit(self.deck.with_count(card_id, copies), f"set {card_id} to {copies}")

    def rename(self, name: str) -> bool:
        return self.edit(self.deck.renamed(name), "rename deck")

    def toggle_bench(self, card_id: str) -> bool:
        bench = list(self.deck.bench)
        if card_id in bench:
            bench.remove(card_id)
        else:
            bench.append(card_id)      # bench cards are set aside apart from the deck's cards
        return self.edit(self.deck.with_bench(tuple(bench)), f"bench {card_id}")

    def toggle_station_module(self, card_id: str, current: tuple[str, ...]) -> bool:
        modules = list(current)
        if card_id in modules:
            modules.remove(card_id)
        elif self.deck.count(card_id):
            modules.append(card_id)
        else:
            return False
        return self.edit(self.deck.with_station_modules(tuple(modules)), f"starting module {card_id}")
