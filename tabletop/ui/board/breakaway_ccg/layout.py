"""Where each part of the Breakaway: CCG table lies in its scene (scene units; the view fits the
scene to the window): the play area, the prompt, the hands and benches, the panels.

The table itself is laid out once, at 1280x800 (``SCENE``). The prompt has a column of its own at
the scene's right (``prompt_column``), beside the rink and the bench rather than over them: the
scene is that much wider (``extra_width``). A prompt's words never draw under a readable size, so
on a small window they take more of the table than the table's own pieces do; the column gives
them the whole height, where a box under the rink had 168 units and grew over the rink's areas.
A window wider than the table's shape (the usual case, with the game log under the table) gives
the column the width the view would otherwise leave empty; at the table's own shape the column
keeps ``COLUMN_MIN``, and the table is drawn that much smaller.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from tabletop.ui.board.breakaway_ccg import draw as ccg_draw

SCENE = QRectF(0, 0, ccg_draw.SCENE_W, ccg_draw.SCENE_H)
#: Behind the scene (letterboxing) and the scene's own floor, under the rink.
ARENA, FLOOR = QColor("#0c1624"), QColor("#13233a")
#: The play area: under the rink, between the scoreboard and the scene's right edge.
PLAY_RECT = QRectF(284, 398, 980, 168)
BOARD_RECT = QRectF(16, 398, 252, 168)
REVEAL_RECT = QRectF(390, 140, 500, 240)
HAND_LEFT, HAND_RIGHT = 284, 904
BENCH_LEFT, BENCH_RIGHT = 912, 1264
OWN_W, OPP_W, PLAY_W, BENCH_W, REVEAL_W = 122, 62, 100, 84, 110
#: The bench is a list of card rows, each naming its card whole; the preview shows the card.
BENCH_ROW_H, BENCH_ROW_GAP, BENCH_BOTTOM = 32, 3, 792
OWN_TOP, OPP_TOP = 604, 16
#: Solo play's opponent row and bench: list rows, three to a column, in the height of the backs.
SOLO_ROWS, SOLO_ROW_H, SOLO_COL_GAP = 3, 26, 6
RAISE = 18
PLAY_SHOWN = 4            # the newest plays readable side by side; older ones peek out beneath

#: Where event banners show: over the other side's hidden hand, never over the rink, the play
#: area or the prompt, which the player reads while the banner is up.
BANNER_RECT = QRectF(276, 2, 636, 120)
#: The official rules' panel, left of the other side's hand (which moves right to make room).
OFFICIAL_RECT = QRectF(280, 6, 340, 112)
OFFICIAL_HAND_LEFT = 632
#: The official challenge reveal: over the other side's hand, never over the rink a placement is clicked on.
OFFICIAL_REVEAL_RECT = QRectF(280, 4, 628, 118)


#: The prompt's column right of the table: at least this wide, at most ``COLUMN_MAX`` (a very wide
#: window leaves the rest empty at the sides); it widens in steps of ``COLUMN_STEP`` (a small
#: resize then lays nothing out again). ``COLUMN_GAP`` keeps it off the rink and the bench.
COLUMN_MIN, COLUMN_MAX, COLUMN_STEP, COLUMN_GAP = 320, 560, 16, 8


def extra_width(view_w: float, view_h: float) -> float:
    """How much wider than ``SCENE`` the scene is in a viewport ``view_w`` x ``view_h``: the
    prompt's column, as wide as the window's room beside the fitted table allows, within
    ``COLUMN_MIN`` and ``COLUMN_MAX``."""
    if view_w <= 0 or view_h <= 0:
        return float(COLUMN_MIN)
    scale = min(view_w / (SCENE.width() + COLUMN_MIN), view_h / SCENE.height())
    extra = COLUMN_STEP * ((view_w / scale - SCENE.width()) // COLUMN_STEP)
    return float(min(COLUMN_MAX, max(COLUMN_MIN, extra)))


def scene_rect(extra: float = COLUMN_MIN) -> QRectF:
    """The scene for ``extra`` (``extra_width``): the table, widened at its right by the prompt's column."""
    return QRectF(0, 0, SCENE.width() + extra, SCENE.height())


def prompt_column(extra: float = COLUMN_MIN) -> QRectF:
    """The prompt's place: the column right of the rink and the bench, the table's whole height."""
    left = SCENE.right() + COLUMN_GAP - 16          # the rink and the bench end 16 units short of the edge
    return QRectF(left, OPP_TOP, SCENE.width() + extra - COLUMN_GAP - left, BENCH_BOTTOM - OPP_TOP)


#: The prompt's place in the narrowest scene (``prompt_column`` at ``COLUMN_MIN``).
PROMPT_RECT = prompt_column()


def paint_arena(painter: QPainter, rect: QRectF) -> None:
    """The table's background: a dark arena floor, the scene a shade lighter (the rink is an item)."""
    painter.fillRect(rect, ARENA)
    painter.fillRect(SCENE, FLOOR)
