"""Where things go on the Hull Breach! table, in scene units: pure geometry, no Qt widgets.

The scene is one design size (1280x800) the view scales. The left part holds one strip per
commander (a plate with the stockpile and counts, then the battlefield), the viewing commander's
at the bottom with the hand under it; the right column holds the engagement's status, the last
volley's dice and the prompt. A strip's units are groups: a host card with its attachments
(modules, Marines, Fighter Wings in its bays) tucked under its right edge as one-line strips.
When a battlefield holds more than fits, the cards shrink, down to a floor, and then overlap.

With four commanders or more, only the commanders in focus keep a whole strip: the viewing
commander, who attacks and who defends in the engagement under way (or whose turn it is), and the
one the player opened; the others fold to a row of their own (``FOLD_H``): the plate's name,
stockpile and status, and their units in open space as one-line strips, each still a card to point
at, click or drop on. Every word on the table is then at least ``FLOOR_PX`` scene pixels, 10 screen
pixels at 1280x800, however many commanders sit at it.

On a window small enough that ``FLOOR_PX`` would draw under 10 screen pixels, the hand is drawn
larger (``hand_zoom``): its cards are the pictures of the design's size, magnified, and the
strips give up the height.

The cards use the room the window gives them. A window wider than the design's shape widens the
scene at its left (``extra_width``): the side column stays where it is and the battlefields, plates
and hand take the width the view would otherwise leave empty at its sides. The strips share their
height by what they hold (``strips``): a battlefield of a few units in one row gives the height it
does not need to a crowded one, so every battlefield's cards are as large as the others allow, up
to ``CARD_W_MAX``; when even the smallest cards do not fit, the strips are equal, as they were.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QRectF

from tabletop.ui.board.common.painted_text import FLOOR_PX

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
CARD_W_MAX = CARD_H_MAX / 1.4
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
    """One commander's row: the plate, the battlefield, and whether it is folded (``FOLD_H``)."""

    seat: int
    plate: QRectF
    field: QRectF
    folded: bool = False


#: The height of a folded commander's row: three plate lines, or a caption over one row of strips.
FOLD_H = 62
#: The height of a unit's strip in a folded row, and the widest one.
FOLD_CHIP_H = 24
FOLD_CHIP_MAX = 250
#: A table folds the commanders out of focus once it seats more than this many still playing.
FOLD_FROM = 4
#: The whole strips a table keeps besides the viewing commander's when it folds the others.
FOCUS_MAX = 2
#: The smallest size of any word, in screen pixels, and the scene size that is at the design's zoom.
READABLE_PX = 10.2


def readable(scale: float) -> float:
    """The smallest font, in scene pixels, that the view's ``scale`` draws at ``READABLE_PX`` or more
    (never under the cards' own floor)."""
    if scale <= 0:
        return float(FLOOR_PX)
    return float(max(FLOOR_PX, -(-READABLE_PX // scale)))


def hand_zoom(scale: float) -> float:
    """How much larger than the design the hand is drawn at the view's ``scale``: 1 where its cards'
    smallest words (``FLOOR_PX``) already draw at ``READABLE_PX``, else enough that they do, in
    sixteenths (a small resize then paints nothing again)."""
    if scale <= 0:
        return 1.0
    need = READABLE_PX / (FLOOR_PX * scale)
    return 1.0 if need <= 1 else -(-need * 16 // 1) / 16


def hand_top(zoom: float = 1.0) -> float:
    """The top of the hand's cards: the hand at ``zoom`` (``hand_zoom``) rises from the scene's foot."""
    return SCENE_H - MARGIN - round(HAND_CARD_W * zoom * 1.4)


def fold_seats(order: list[int], out: frozenset[int], bottom: int, focus: list[int]) -> frozenset[int]:
    """The commanders whose strips fold: none while at most ``FOLD_FROM - 1`` are still playing;
    else every commander still playing but the ``bottom`` one (the viewing commander) and the first
    ``FOCUS_MAX`` of ``focus`` (who is in focus, most wanted first)."""
    playing = [seat for seat in order if seat not in out]
    if len(playing) < FOLD_FROM:
        return frozenset()
    kept = [seat for seat in dict.fromkeys(focus) if seat in playing and seat != bottom][:FOCUS_MAX]
    return frozenset(seat for seat in playing if seat != bottom and seat not in kept)


#: A commander out of the game keeps a thin strip (its name, its scrapheap) and gives the rest up.
OUT_HEIGHT = 64
#: The least height a commander's strip keeps for its plate (name, deck, stockpile, counts, status).
STRIP_H_MIN = 150
#: How much wider than the design a wide window may make the scene, and the steps it widens in (a
#: small resize then lays nothing out again, and the pictures painted are used again).
EXTRA_MAX = 640
EXTRA_STEP = 16


def extra_width(view_w: float, view_h: float) -> float:
    """How much wider than the design the scene is laid out in a viewport ``view_w`` x ``view_h``.
    The view scales the scene as it always did (a wide window's height decides the scale), so the
    words keep their size; the width the window has beyond the design's shape is given to the
    battlefields instead of being left empty at the view's sides."""
    if view_w <= 0 or view_h <= 0:
        return 0.0
    scale = min(view_w / SCENE_W, view_h / SCENE_H)
    extra = view_w / scale - SCENE_W
    return float(min(EXTRA_MAX, EXTRA_STEP * (extra // EXTRA_STEP))) if extra > 0 else 0.0


def scene_rect(extra: float = 0.0) -> QRectF:
    """The scene for ``extra`` (``extra_width``): the design, widened at its left."""
    return QRectF(-extra, 0, SCENE_W + extra, SCENE_H)


def hand_caption(extra: float = 0.0, zoom: float = 1.0) -> QRectF:
    top = hand_top(zoom)
    height = 20 + round(6 * (zoom - 1)) * 2
    return QRectF(FIELD_X - extra, top - height - 2, FIELD_RIGHT - FIELD_X + extra, height)


def hand_rect(extra: float = 0.0, zoom: float = 1.0) -> QRectF:
    top = hand_top(zoom)
    return QRectF(FIELD_X - extra, top, FIELD_RIGHT - FIELD_X + extra, SCENE_H - MARGIN - top)


def hint_rect(extra: float = 0.0, zoom: float = 1.0) -> QRectF:
    top = hand_caption(0, zoom).top()
    return QRectF(MARGIN - extra, top, PLATE_W, SCENE_H - MARGIN - top)


def strips_bottom(zoom: float = 1.0) -> float:
    """Where the strips end: above the hand's caption."""
    return hand_caption(0, zoom).top() - 4


#: What a commander's battlefield holds, for sharing the strips' height: its groups and the width
#: kept at its right for lasting cards.
Contents = tuple[tuple[int, tuple["Group", ...], float], ...]


def strips(order: list[int], out: frozenset[int] = frozenset(), contents: Contents = (),
           extra: float = 0.0, folded: frozenset[int] = frozenset(), zoom: float = 1.0) -> list[Strip]:
    """The strips for ``order`` (top to bottom; the viewing commander last) over the scene's left part
    (widened by ``extra``, above a hand at ``zoom``); the commanders in ``out`` (out of the game) get
    thin ones, those ``folded`` (``fold_seats``) a row of ``FOLD_H``, the others share the rest by
    what their battlefields hold (``contents``; without it, evenly)."""
    count = max(1, len(order))
    gone = sum(1 for seat in order if seat in out)
    folds = sum(1 for seat in order if seat in folded and seat not in out)
    free = strips_bottom(zoom) - MARGIN - STRIP_GAP * (count - 1) - gone * OUT_HEIGHT - folds * FOLD_H
    playing = tuple(seat for seat in order if not (seat in out and gone < count) and seat not in folded)
    width = FIELD_RIGHT - FIELD_X + extra
    heights = _heights(playing, free, tuple(c for c in contents if c[0] in playing), width)
    result = []
    top = MARGIN
    for seat in order:
        fold = seat in folded and seat not in out
        h = FOLD_H if fold else heights.get(seat, OUT_HEIGHT)
        result.append(Strip(seat, QRectF(MARGIN - extra, top, PLATE_W, h),
                            QRectF(FIELD_X - extra, top, width, h), fold))
        top += h + STRIP_GAP
    return result


def _need(groups: tuple[Group, ...], card_w: float, room: float) -> float:
    """The strip height that holds ``groups`` as cards ``card_w`` wide in rows of ``room`` (as
    ``place_groups`` lays them), at least ``STRIP_H_MIN``."""
    if not groups:
        return STRIP_H_MIN
    rows = len(_rows(list(groups), card_w, room))
    return max(STRIP_H_MIN, rows * (card_w * 1.4 + 2) + ROW_GAP * (rows - 1) + CAPTION_H + 4)


@lru_cache(maxsize=64)
def _heights(seats: tuple[int, ...], free: float, contents: Contents, width: float) -> dict[int, float]:
    """Each strip's height: the card sizes, in ``CARD_STEP`` steps, grow from the floor, the smallest
    first, while the strips' heights fit in ``free``; the height left is shared evenly. Equal strips
    when even the floor does not fit (the crowded battlefields then overlap their cards alike)."""
    even = {seat: free / max(1, len(seats)) for seat in seats}
    held = {seat: (groups, width - reserve - 6) for seat, groups, reserve in contents}
    if not held:
        return even
    sizes = {seat: float(CARD_W_MIN) for seat in seats}

    def need(seat: int, card_w: float) -> float:
        groups, room = held.get(seat, ((), width))
        return _need(groups, card_w, room)

    total = sum(need(seat, sizes[seat]) for seat in seats)
    if total > free:
        return even
    growing = [seat for seat in seats if held.get(seat, ((),))[0]]
    while growing:
        seat = min(growing, key=lambda s: sizes[s])
        bigger = sizes[seat] + CARD_STEP
        after = total - need(seat, sizes[seat]) + need(seat, bigger)
        if bigger > CARD_W_MAX or after > free:
            growing.remove(seat)
            continue
        sizes[seat], total = bigger, after
    spare = (free - total) / len(seats)
    return {seat: need(seat, sizes[seat]) + spare for seat in seats}


@dataclass(frozen=True)
class Group:
    """A host, how many attachment strips hang under it and how wide they need to be to show
    their names whole (0: as wide as the card)."""

    key: str
    attachments: int
    chip_w: float = 0.0


#: The widest an attachment strip grows to show its name whole.
CHIP_W_MAX = 260


def chip_width(group: Group, card_w: float) -> float:
    """The width of a group's attachment strips: the card's and a little more, or what their names
    need (up to ``CHIP_W_MAX``)."""
    return max(card_w * 1.05, min(CHIP_W_MAX, group.chip_w))


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
    return [card_w + (chip_width(g, card_w) - TUCK if g.attachments else 0) for g in groups]


def pack_rows(widths: list[float], gap: float, room: float) -> list[list[int]]:
    """Items of ``widths`` (by index) filled into rows of ``room``, left to right, ``gap`` apart;
    the groups on a battlefield and the badges on a card are laid out alike."""
    rows: list[list[int]] = [[]]
    used = 0.0
    for n, width in enumerate(widths):
        if rows[-1] and used + gap + width > room:
            rows.append([])
            used = 0.0
        used += (gap if rows[-1] else 0) + width
        rows[-1].append(n)
    return rows


def _rows(groups: list[Group], card_w: float, room: float) -> list[list[int]]:
    """The groups (by index) filled into rows of ``room`` left to right."""
    return pack_rows(list(_widths(groups, card_w)), GROUP_GAP, room)


def place_groups(field: QRectF, groups: list[Group], reserve_right: float = 0) -> list[Placed]:
    """Lay the groups left to right in ``field`` (less ``reserve_right`` for lasting cards).

    The largest cards that fit win: one row, or two or three rows in a tall field, as long as the
    cards stay at least ``CARD_W_MIN`` wide. When even that does not fit, one row of cards at the
    floor overlaps evenly, each still showing its left part (the name and costs). The cards' size is
    chosen first; the attachment strips then widen towards what their names need (``Group.chip_w``)
    as far as the rows still fit at that size, so a long name never makes the cards smaller."""
    if not groups:
        return []
    room = field.width() - reserve_right - 6
    usable = field.height() - CAPTION_H - 4
    top = field.top() + CAPTION_H + 2
    plain = [Group(g.key, g.attachments) for g in groups]

    def fits(width: float, laid: list[Group]) -> list[list[int]] | None:
        rows = _rows(laid, width, room)
        return rows if len(rows) * (width * 1.4 + 2) + ROW_GAP * (len(rows) - 1) <= usable else None

    # the widest card that fits, to half a unit (a smaller card never needs more rows)
    low, high = float(CARD_W_MIN), min(CARD_H_MAX, usable - 2) / 1.4
    if fits(low, plain) is None:
        return _overlapping(field, plain, room, top)
    if fits(high, plain) is not None:
        low = high
    while high - low > 0.5:
        middle = (low + high) / 2
        low, high = (middle, high) if fits(middle, plain) is not None else (low, middle)
    # in steps of CARD_STEP units, so a card added or gone seldom changes the size (and the pictures
    # painted for it are used again)
    card_w = max(float(CARD_W_MIN), CARD_STEP * (low // CARD_STEP))
    laid = _widened(groups, card_w, lambda gs: fits(card_w, gs) is not None)
    rows = fits(card_w, laid)
    assert rows is not None
    row_h = card_w * 1.4 + 2
    out: list[Placed] = []
    for r, row in enumerate(rows):
        x = field.left() + 4
        for n in row:
            group = laid[n]
            out.append(Placed(group.key, x, top + r * (row_h + ROW_GAP), card_w, card_w * 1.4,
                              chip_width(group, card_w), chip_height(card_w * 1.4, group.attachments)))
            x += _widths([group], card_w)[0] + GROUP_GAP
    return sorted(out, key=lambda p: [g.key for g in groups].index(p.key))


def _widened(groups: list[Group], card_w: float, fits) -> list[Group]:
    """The groups with their strips as wide as their names need, or as wide as ``fits`` allows (in
    whole steps of ``CARD_STEP``): a common cap on every group's strip width."""
    wanted = max((g.chip_w for g in groups if g.attachments), default=0.0)
    if wanted <= card_w * 1.05:
        return groups

    def capped(cap: float) -> list[Group]:
        return [Group(g.key, g.attachments, min(g.chip_w, cap)) for g in groups]

    if fits(capped(wanted)):
        return capped(wanted)
    low, high = card_w * 1.05, wanted
    while high - low > CARD_STEP:
        middle = (low + high) / 2
        low, high = (middle, high) if fits(capped(middle)) else (low, middle)
    return capped(low)


def _overlapping(field: QRectF, groups: list[Group], room: float, top: float) -> list[Placed]:
    card_w = CARD_W_MIN
    sizes = _widths(groups, card_w)
    total = sum(sizes) + GROUP_GAP * (len(groups) - 1)
    step_scale = 1.0 if total <= room else (room - sizes[-1]) / max(1.0, total - sizes[-1])
    out = []
    x = field.left() + 4
    for group, size in zip(groups, sizes, strict=True):
        out.append(Placed(group.key, x, top, card_w, card_w * 1.4, chip_width(group, card_w),
                          chip_height(card_w * 1.4, group.attachments)))
        x += (size + GROUP_GAP) * step_scale
    return out
