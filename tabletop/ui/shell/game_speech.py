"""What a screen reader hears of the game on screen (``tabletop.ui.announce``).

- Each event of a move as the game log words it, and only those the seat shown may know
  (the public ones when no seat is shown: computers playing each other), politely.
- A refusal, at once (assertive), in the sentence that names the rule; the table's other
  words (a card selected, what to click next) politely.
- A decision that asks the player shown ("Ana: Play a card"), at once, when it starts asking:
  after a move that hands the turn over, when the curtain lifts and when a game starts. When
  the same change also adds log lines, lines and question go as one announcement, so the
  question cannot cut off the move that led to it.
- The curtain says itself whose turn it is (``Curtain``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from tabletop.ui.announce import announce


class GameSpeech(QObject):
    """Follows each game session of a window; sends what changed to the screen reader."""

    def __init__(self, source: QWidget):
        super().__init__(source)
        self.source = source
        self.session = None
        #: The question last said to the player shown, while it still asks ("" once it does not).
        self._asked = ""

    def follow(self, session) -> None:
        """Speak for ``session`` from now on."""
        self.session = session
        self._asked = ""
        session.controller.changed.connect(self._changed)
        session.controller.refused.connect(self._refused)
        session.table.message.connect(self._table_words)
        session.director.seat_changed.connect(self._seat_changed)
        session.director.message.connect(lambda text: announce(self.source, text))

    # ----- what changed ------------------------------------------------------------------
    def question(self) -> str:
        """The decision asking the player shown now, in the status bar's words, or ""."""
        session = self.session
        if session is None or getattr(session.table, "moment", None) is not None:
            return ""
        viewer = session.director.viewer
        game, state = session.game, session.controller.state
        if viewer is None or game.is_over(state):
            return ""
        mine = [d for d in game.pending(state) if d.seat == viewer]
        return f"{session.record.names[viewer]}: {mine[0].prompt}" if mine else ""

    def _newly_asked(self) -> str:
        question = self.question()
        fresh = question if question and question != self._asked else ""
        self._asked = question
        return fresh

    def _changed(self, events) -> None:
        """A move's events as the log words them for the seat shown (undo and redo bring none)."""
        director = self.session.director
        if director.curtain_up:
            return          # the curtain has said what happened since, and whose turn it is
        lines = [event.text for event in events if event.visible_to(director.viewer)]
        asked = self._newly_asked()
        if asked:
            announce(self.source, " ".join([*lines, asked]), assertive=True)
        else:
            for line in lines:
                announce(self.source, line)

    def _seat_changed(self, seat) -> None:
        self._asked = ""
        if seat is not None:
            asked = self._newly_asked()
            if asked:
                announce(self.source, asked, assertive=True)

    # ----- refusals and the table's words ------------------------------------------------
    def _on_notice(self, text: str) -> bool:
        """True when the table shows ``text`` as a refusal beside where the player acted."""
        notice_text = getattr(self.session.table, "notice_text", None) if self.session is not None else None
        return notice_text is not None and notice_text() == text

    def _table_words(self, text: str) -> None:
        announce(self.source, text, assertive=self._on_notice(text))

    def _refused(self, _action, verdict) -> None:
        if not self._on_notice(verdict.message):    # else the table has said it already
            announce(self.source, verdict.message, assertive=True)


__all__ = ["GameSpeech"]
