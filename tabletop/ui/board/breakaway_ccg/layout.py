"""Where each part of the Breakaway: CCG table lies in its scene (scene units; the view fits the
1280x800 scene to the window): the play area, the prompt, the hands and benches, the panels."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from tabletop.ui.board.breakaway_ccg import draw as ccg_draw

SCENE = QRectF(0, 0, ccg_draw.SCENE_W, ccg_draw.SCENE_H)
#: Behind the scene (letterboxing) and the scene's own floor, under the rink.
ARENA, FLOOR = QColor("#0c1624"), QColor("#13233a")
PLAY_RECT = QRectF(284, 398, 480, 168)
#: The prompt's place: beside the play area, above the hand's caption and clear of a raised hand card.
PROMPT_RECT = QRectF(780, 398, 484, 168)
BOARD_RECT = QRectF(16, 398, 252, 168)
REVEAL_RECT = QRectF(390, 140, 500, 240)
HAND_LEFT, HAND_RIGHT = 284, 904
BENCH_LEFT, BENCH_RIGHT = 920, 1264
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


def paint_arena(painter: QPainter, rect: QRectF) -> None:
    """The table's background: a dark arena floor, the scene a shade lighter (the rink is an item)."""
    painter.fillRect(rect, ARENA)
    painter.fillRect(SCENE, FLOOR)
