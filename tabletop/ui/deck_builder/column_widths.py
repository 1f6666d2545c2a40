"""Column widths of the deck builder's two card lists, fitted to the width they have.

The deck list puts whole names first (the Type column says "Ship - Frigate", then "Ship", then
steps aside). The catalog fills its width exactly: its first columns share the list's width,
each whole when there is room and elided (with its whole text in the tooltip, ``elided_cells``)
when not, and the columns that do not fit start at the right edge, behind the horizontal scroll:
no column is ever cut in the middle by the list's edge.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QTableView

from tabletop.cards.catalog import Catalog

#: Room beside a cell's text: Qt's text margins and the elision's own.
PAD = 14
#: The narrowest an elided text column gets in the catalog (it still shows a word or two).
TEXT_FLOOR = 72
#: The narrowest the catalog's Name column gets before the next column is left off the screen.
NAME_FLOOR = 150
#: The catalog columns on screen at any width: Name, Limit (or the game's first column) and the next.
ALWAYS = 3
#: At most this many rows are measured per column: a 5,000-card catalog stays quick.
SAMPLE = 600


def _bold(font: QFont) -> QFont:
    bold = QFont(font)
    bold.setBold(True)
    return bold


def _sampled_rows(rows: int) -> range:
    return range(0, rows, max(1, rows // SAMPLE))


def catalog_needs(view: QTableView, model: QAbstractItemModel) -> list[int]:
    """The width each column of ``model`` (the whole catalog, not only the cards the filters
    show) needs in ``view`` to show all of its (sampled) texts whole. Names are measured bold: a
    card in the deck is listed in bold."""
    plain, bold = view.fontMetrics(), QFontMetrics(_bold(view.font()))
    header = QFontMetrics(_bold(view.horizontalHeader().font()))
    rows = _sampled_rows(model.rowCount())
    needs = []
    for column in range(model.columnCount()):
        title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        metrics = bold if column == 0 else plain
        texts = (str(model.index(r, column).data() or "") for r in rows)
        needs.append(max([header.horizontalAdvance(title) + PAD + 4,
                          *(metrics.horizontalAdvance(t) + PAD for t in texts)]))
    return needs


def catalog_widths(needs: list[int], room: int) -> list[int]:
    """The catalog's widths at ``room`` pixels. The first ``ALWAYS`` columns (the name, the copy
    limit, the first of the game's own) are on screen at any width, elided down to their floor
    when they must be; a later column is on screen only when every column before it is whole.
    The columns on screen fill the room exactly (the Name grows first, then the others in order,
    the last takes what is left); the rest keep what they need, beyond the right edge."""
    floors = [min(need, NAME_FLOOR if column == 0 else TEXT_FLOOR) for column, need in enumerate(needs)]
    shown = 0
    for column, floor in enumerate(floors):
        before = sum(floors[:column]) if column < ALWAYS else sum(needs[:column])
        if column and before + floor > room:
            break
        shown = column + 1
    widths = floors[:shown] + needs[shown:]
    left = room - sum(floors[:shown])
    for column in range(shown):
        grow = max(0, min(left, needs[column] - widths[column]))
        widths[column] += grow
        left -= grow
    if left > 0 and shown:
        widths[shown - 1] += left          # the last column on screen reaches the edge
    return widths


def fit_catalog_columns(view: QTableView, needs: list[int]) -> None:
    header = view.horizontalHeader()
    header.setStretchLastSection(False)
    if not needs or len(needs) != view.model().columnCount():
        return
    for column, width in enumerate(catalog_widths(needs, view.viewport().width())):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(column, width)


def fit_deck_columns(view: QTableView, catalog: Catalog) -> None:
    """Names first: the small number columns fit their contents, the Name column gets what a
    whole name needs, and the Type column what is left (elided, its tooltip says it all)."""
    model = view.model()
    header = view.horizontalHeader()
    columns = model.columnCount()
    if not columns:
        return
    for column in range(columns):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
    fm = view.fontMetrics()
    header_fm = QFontMetrics(_bold(view.font()))
    pad = 12

    def fits(texts) -> int:
        return max((fm.horizontalAdvance(text) for text in texts), default=0) + pad

    def needed(column: int) -> int:
        title = header_fm.horizontalAdvance(str(model.headerData(column, Qt.Orientation.Horizontal))) + pad + 4
        return max(title, fits(str(model.index(r, column).data() or "") for r in range(model.rowCount())))

    # A column with nothing in it (Breakaway Football's cards have no cost) steps aside.
    empty = [3] if model.rowCount() and not any(model.index(r, 3).data() for r in range(model.rowCount())) else []
    view.setColumnHidden(3, bool(empty))
    small = [c for c in range(columns) if c not in (1, 2) and c not in empty]
    widths = {c: needed(c) for c in small}
    room = view.viewport().width() - sum(widths.values())
    name = needed(1) + 6            # the name's cell also keeps Qt's text margins clear of the elision
    # Whole names first. The Type column says "Ship - Frigate" when there is room, "Ship" when
    # there is less, and steps aside below that (the preview and the tooltip still say it).
    cards = [catalog.get(model.game, c) for c, _ in model.rows]
    title = header_fm.horizontalAdvance("Type") + pad + 4
    full = max(title, fits(model.type_text(c, False) for c in cards))
    short = max(title, fits(model.type_text(c, True) for c in cards))
    left = room - name
    model.set_short_types(left < full)
    show_type = left >= min(full, short)
    view.setColumnHidden(2, not show_type)
    if show_type:
        widths[1], widths[2] = name, left
    else:
        widths[1] = max(60, room)
    for column, width in widths.items():
        header.resizeSection(column, width)
