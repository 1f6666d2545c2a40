"""Where things go on the Hull Breach! table, in scene units: pure geometry, no Qt widgets.

The scene is one design size (1280x800) the view scales. The left part holds one strip per
commander (a plate with the stockpile and counts, then the battlefield), the viewing commander's
at the bottom with the hand under it; the right column holds the engagement's status, the last
volley's dice and the prompt. A strip's units are groups: a host card with its attachments
(modules, Marines, Fighter Wings in its bays) tucked under its right edge as one-line strips.
When a battlefield holds more than fits, the cards shrink, down to a floor, and then overlap.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

SCENE_W, SCENE_H = 1280, 800
SCENE = QRectF(0, 0, SCENE_W, SCENE_H)
MARGIN = 8
SIDE_X = 968
SIDE_W = SCENE_W - SIDE_X - MARGIN
STATUS_RECT = QRectF(SIDE_X, MARGIN, SIDE_W, 150)
DICE_RECT = QRectF(SIDE_X, STATUS_RECT.bottom() + 6, SIDE_W, 134)
PROMPT_RECT = QRectF(SIDE_X, DICE_RECT.bottom() + 6, SIDE_W, SCENE_H - MARGIN - DICE_RECT.bottom() - 6)
PLATE_W = 144
FIELD_X = MARGIN + PLATE_W + 6
FIELD_RIGHT = SIDE_X - 10
#: The viewing commander's hand, under the strips.
HAND_CARD_W = 78
HAND_TOP = SCENE_H - MARGIN - round(HAND_CARD_W * 1.4)
HAND_CAPTION = QRectF(FIELD_X, HAND_TOP - 22, FIELD_RIGHT - FIELD_X, 20)
HAND_RECT = QRectF(FIELD_X, HAND_TOP, FIELD_RIGHT - FIELD_X, SCENE_H - MARGIN - HAND_TOP)
HINT_RECT = QRectF(MARGIN, HAND_TOP - 22, PLATE_W, SCENE_H - MARGIN - HAND_TOP + 22)
STRIPS_BOTTOM = HAND_CAPTION.top() - 4
STRIP_GAP = 6
#: A battlefield card's height: at most this, at least the floor (then the cards overlap).
CARD_H_MAX = 210
CARD_W_MIN = 54
CARD_STEP = 6
CAPTION_H = 18
#: An attachment strip: how far it tucks under the host's right edge, and its height.
TUCK = 10
CHIP_H_MAX = 22
CHIP_H_MIN = 17
GROUP_GAP = 10
ROW_GAP = 4
#: A card's lasting cards (Breakthrus) on the battlefield, as strips at the right of the field.
LASTING_W = 132
#: The boarding view and the scrapheap browser lie over the strips, clear of the side column.
OVERLAY_RECT = QRectF(FIELD_X, 150, FIELD_RIGHT - FIELD_X, 330)


@dataclass(frozen=True)
class Strip:
    """One commander's row: the plate, the battlefield, and the card size in it."""

    seat: int
    plate: QRectF
    field: QRectF


#: A commander out of the game keeps a thin strip (its name, its scrapheap) and gives the rest up.
OUT_HEIGHT = 64


def strips(order: list[int], out: frozenset[int] = frozenset()) -> list[Strip]:
    """The strips for ``order`` (top to bottom; the viewing commander last) over the scene's left part;
    the commanders in ``out`` (out of the game) get thin ones."""
    count = max(1, len(order))
    gone = sum(1 for seat in order if seat in out)
    free = STRIPS_BOTTOM - MARGIN - STRIP_GAP * (count - 1) - gone * OUT_HEIGHT
    height = free / max(1, count - gone)
    result = []
    top = MARGIN
    for seat in order:
        h = OUT_HEIGHT if seat in out and gone < count else height
        result.append(Strip(seat, QRectF(MARGIN, top, PLATE_W, h), QRectF(FIELD_X, top, FIELD_RIGHT - FIELD_X, h)))
        top += h + STRIP_GAP
    return result


@dataclass(frozen=True)
class Group:
    """A host and how many attachment strips hang under it."""

    key: str
    attachments: int


@dataclass(frozen=True)
class Placed:
    """Where a group's host card lies, and the size of its card and strips."""

    key: str
    x: float
    y: float
    card_w: float
    card_h: float
    chip_w: float
    chip_h: float


def card_height(field: QRectF) -> float:
    return min(CARD_H_MAX, field.height() - CAPTION_H - 6)


def chip_height(card_h: float, attachments: int) -> float:
    if attachments <= 0:
        return CHIP_H_MAX
    return max(CHIP_H_MIN, min(CHIP_H_MAX, (card_h - 4) / attachments))


def _widths(groups: list[Group], card_w: float) -> list[float]:
    chip = card_w * 1.05
    return [card_w + (chip - TUCK if g.attachments else 0) for g in groups]


def _rows(groups: list[Group], card_w: float, room: float) -> list[list[int]]:
    """The groups (by index) filled into rows of ``room`` left to right."""
    rows: list[list[int]] = [[]]
    used = 0.0
    for n, width in enumerate(_widths(groups, card_w)):
        if rows[-1] and used + GROUP_GAP + width > room:
            rows.append([])
            used = 0.0
        used += (GROUP_GAP if rows[-1] else 0) + width
        rows[-1].append(n)
    return rows


def place_groups(field: QRectF, groups: list[Group], reserve_right: float = 0) -> list[Placed]:
    """Lay the groups left to right in ``field`` (less ``reserve_right`` for lasting cards).

    The largest cards that fit win: one row, or two or three rows in a tall field, as long as the
    cards stay at least ``CARD_W_MIN`` wide. When even that does not fit, one row of cards at the
    floor overlaps evenly, each still showing its left part (the name and costs)."""
    if not groups:
        return []
    room = field.width() - reserve_right - 6
    usable = field.height() - CAPTION_H - 4
    top = field.top() + CAPTION_H + 2
    def fits(width: float) -> list[list[int]] | None:
        rows = _rows(groups, width, room)
        return rows if len(rows) * (width * 1.4 + 2) + ROW_GAP * (len(rows) - 1) <= usable else None

    # the widest card that fits, to half a unit (a smaller card never needs more rows)
    low, high = float(CARD_W_MIN), min(CARD_H_MAX, usable - 2) / 1.4
    if fits(low) is None:
        return _overlapping(field, groups, room, top)
    if fits(high) is not None:
        low = high
    while high - low > 0.5:
        middle = (low + high) / 2
        low, high = (middle, high) if fits(middle) is not None else (low, middle)
    # in steps of CARD_STEP units, so a card added or gone seldom changes the size (and the pictures
    # painted for it are used again)
    low = max(float(CARD_W_MIN), CARD_STEP * (low // CARD_STEP))
    rows = fits(low)
    assert rows is not None
    best = (low, rows, low * 1.4 + 2)
    card_w, rows, row_h = best
    out: list[Placed] = []
    for r, row in enumerate(rows):
        x = field.left() + 4
        for n in row:
            group = groups[n]
            out.append(Placed(group.key, x, top + r * (row_h + ROW_GAP), card_w, card_w * 1.4, card_w * 1.05,
                              chip_height(card_w * 1.4, group.attachments)))
            x += _widths([group], card_w)[0] + GROUP_GAP
    return sorted(out, key=lambda p: [g.key for g in groups].index(p.key))


def _overlapping(field: QRectF, groups: list[Group], room: float, top: float) -> list[Placed]:
    card_w = CARD_W_MIN
    sizes = _widths(groups, card_w)
    total = sum(sizes) + GROUP_GAP * (len(groups) - 1)
    step_scale = 1.0 if total <= room else (room - sizes[-1]) / max(1.0, total - sizes[-1])
    out = []
    x = field.left() + 4
    for group, size in zip(groups, sizes, strict=True):
        out.append(Placed(group.key, x, top, card_w, card_w * 1.4, card_w * 1.05,
                          chip_height(card_w * 1.4, group.attachments)))
        x += (size + GROUP_GAP) * step_scale
    return out
