"""The status bar's words about the position on the table: refusals and the table's hints.

"Selected A♠: press Enter to play it." or a refusal naming its rule answers one position; the
bar keeps other messages ("Saved to …", "New game of …") for their time, but these go as soon as
they stop being true (``tabletop.ui.board.common.words_now``): the game ended, a human's move
succeeded, a move was taken back, or the table turned to another seat.
"""

from __future__ import annotations

from PySide6.QtWidgets import QStatusBar


class StatusWords:
    """Shows position words on ``bar`` and takes them back, leaving any other message alone."""

    def __init__(self, bar: QStatusBar, timeout_ms: int):
        self.bar = bar
        self.timeout_ms = timeout_ms
        self._said = ""

    def say(self, text: str) -> None:
        self.bar.showMessage(text, self.timeout_ms)
        self._said = text

    def forget(self) -> None:
        """Clear the bar if it still shows words about the position before."""
        if self._said and self.bar.currentMessage() == self._said:
            self.bar.clearMessage()
        self._said = ""
