"""Where the viewing coach's cards lie in the hand row.

A quarter starts with fifteen offense cards, more than fit side by side at full size. Cards may
overlap only by the part of a card that holds no key text (``KEY_REVEAL``), so every card's
play, strength, run or pass and low-percentage mark stay readable; when that does not fit, the
cards get narrower rather than hiding each other more.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Room between whole cards when all of them fit side by side (scene units).
GAP = 12


@dataclass(frozen=True, slots=True)
class HandLayout:
    """Card width and the distance from one card's left edge to the next one's."""

    card_w: float
    step: float
    left: float

    def x(self, index: int) -> float:
        return self.left + index * self.step

    def shown(self, index: int, count: int) -> float:
        """Width of card ``index`` not covered by the card after it (each lies on the one before)."""
        return self.card_w if index == count - 1 else min(self.card_w, self.step)


def lay_out(count: int, left: float, right: float, widest: float, narrowest: float, reveal: float) -> HandLayout:
    """Cards as wide as ``widest``, each showing at least ``reveal`` of its width, centred in
    ``left``..``right``; narrower (not below ``narrowest``) when the row would not hold them."""
    room = right - left
    if count <= 1:
        return HandLayout(widest, 0.0, left + (room - widest) / 2)
    width = widest
    step = min(width + GAP, (room - width) / (count - 1))
    if step < width * reveal:
        width = max(narrowest, room / (1 + (count - 1) * reveal))
        step = min(width + GAP, (room - width) / (count - 1))
    span = width + step * (count - 1)
    return HandLayout(width, step, left + (room - span) / 2)
