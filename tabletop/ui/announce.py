"""Telling a screen reader what happened, in the words the player would otherwise read.

A sighted player sees a card land, a refusal flash by the card and the curtain come down; a
player using a screen reader hears them through ``announce``, which sends the sentence as a Qt
announcement (``QAccessibleAnnouncementEvent``, in every PySide6 the project allows: 6.8 and
later). Qt hands it to the platform's accessibility bridge (AT-SPI's ``object:announcement`` on
Linux, UI Automation's notification on Windows, NSAccessibility on macOS).

How urgent a sentence is follows ARIA's live regions: public events of the game are *polite*
(read after whatever the screen reader is saying), a refusal and "your turn" are *assertive*
(read at once).

``listen`` lets a caller observe every announcement as it is sent (the tests check the words
this way; a screen reader is not needed for that).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

POLITE = "polite"
ASSERTIVE = "assertive"
#: The longest sentence sent; a longer one is cut at a word (a recap of many events, say).
MAX_CHARS = 1_000

Listener = Callable[[str, str], None]
_listeners: list[Listener] = []


def listen(listener: Listener) -> Callable[[], None]:
    """Call ``listener(text, politeness)`` for every announcement from now on; returns the
    function that stops it."""
    _listeners.append(listener)

    def stop() -> None:
        if listener in _listeners:
            _listeners.remove(listener)

    return stop


def spoken(text: str) -> str:
    """``text`` as one line (no layout breaks or runs of spaces), at most ``MAX_CHARS`` long."""
    line = " ".join(text.split())
    if len(line) > MAX_CHARS:
        line = line[:MAX_CHARS].rsplit(" ", 1)[0] + "…"
    return line


def announce(source: QObject, text: str, *, assertive: bool = False) -> str:
    """Send ``text`` to the screen reader on behalf of ``source`` (the widget it concerns: its
    window is where the screen reader says it). Returns the words sent ("" for blank text,
    which is not sent)."""
    line = spoken(text)
    if not line:
        return ""
    politeness = ASSERTIVE if assertive else POLITE
    for listener in _listeners.copy():     # a listener may stop itself
        listener(line, politeness)
    event = QAccessibleAnnouncementEvent(source, line)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)      # Qt drops it at once when no screen reader listens
    return line


__all__ = ["ASSERTIVE", "POLITE", "announce", "listen", "spoken"]
