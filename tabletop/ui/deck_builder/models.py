"""Qt models of the catalog and the deck. They wrap, never own: the catalog and the document hold the
data; the models keep row -> card id and answer Qt's questions."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from tabletop.cards.catalog import Catalog, CatalogCard
from tabletop.decks.limits import CopyLimit
from tabletop.engine.deck import Violation
from tabletop.ui import theme
from tabletop.ui.deck_builder.card_text import full_text

#: Private MIME types: a card dragged from the catalog, and a card dragged out of the deck.
CATALOG_MIME = "application/x-tabletop-catalog-card"
DECK_MIME = "application/x-tabletop-deck-card"
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ID_ROLE = Qt.ItemDataRole.UserRole

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
#: The catalog column that shows how many copies of a card the rules allow.
LIMIT = "Limit"
#: Rows of the deck that break a rule: a light red row with dark red text (and a mark beside the copies);
#: in high contrast (``theme.current()``, read as the view draws) yellow words on black, the mark kept.
PROBLEM_BACKGROUND = QColor("#fbe1dd")
PROBLEM_INK = QColor("#9b1c1c")
HIGH_CONTRAST_PROBLEM_BACKGROUND = QColor(theme.BLACK)
HIGH_CONTRAST_PROBLEM_INK = QColor(theme.YELLOW)
PROBLEM_MARK = "⚠"


def headers_for(catalog: Catalog, game: str, with_limit: bool) -> list[str]:
    """Name, a Limit column when the game has copy limits, then the game's own columns: the most
    copies allowed is what a deck builder looks up most, so it stays on screen in a narrow window."""
    columns = [name for name in catalog.columns(game) if name != LIMIT]
    if with_limit or LIMIT in catalog.columns(game):
        columns.insert(0, LIMIT)
    return ["Name", *columns]


def limit_text(limits: tuple[CopyLimit, ...]) -> str:
    return str(min(x.copies for x in limits)) if limits else "–"


def limit_tooltip(limits: tuple[CopyLimit, ...]) -> str:
    if not limits:
        return "These rules set no limit on copies of this card."
    return "\n".join(f"{x.sentence} ({x.citation})" if x.citation else x.sentence for x in limits)


def tooltip_text(card: CatalogCard) -> str:
    """A card's tooltip in either list: its name, its whole type (a narrow Type column shortens or
    elides it) and its text."""
    kind = f"{card.type} - {card.group}" if card.group else card.type
    return "\n".join(line for line in (card.name, kind, full_text(card)) if line)


def encode(game: str, card_id: str) -> QByteArray:
    return QByteArray(f"{game}\n{card_id}".encode())


def decode(mime: QMimeData, kind: str) -> tuple[str, str] | None:
    if not mime.hasFormat(kind):
        return None
    try:
        game, card_id = bytes(mime.data(kind).data()).decode("utf-8").split("\n", 1)
    except (UnicodeDecodeError, ValueError):
        return None
    return game, card_id


class CatalogModel(QAbstractTableModel):
    """Every card of one game; columns: Name, then the game's own columns."""

    def __init__(self, catalog: Catalog, game: str, parent=None):
        super().__init__(parent)
        self._catalog = catalog
        self.game = game
        self.cards: list[CatalogCard] = list(catalog.cards(game))
        #: card id -> the copy limits of the chosen setting; None for a game without limits.
        self.limits: dict[str, tuple[CopyLimit, ...]] | None = None
        self.headers: list[str] = headers_for(catalog, game, False)
        self.in_deck: dict[str, int] = {}
        self.on_drag_out = None              # callable(card_id): a deck card dropped on the catalog

    def set_game(self, catalog: Catalog, game: str) -> None:
        self.beginResetModel()
        self._catalog = catalog
        self.game = game
        self.cards = list(catalog.cards(game))
        self.limits = None
        self.headers = headers_for(catalog, game, False)
        self.in_deck = {}
        self.endResetModel()

    def set_limits(self, limits: dict[str, tuple[CopyLimit, ...]] | None) -> None:
        """The copy limits of the chosen game and setting fill the Limit column (None: no column of ours)."""
        if (limits is None) != (self.limits is None) and headers_for(self._catalog, self.game, limits is not None) \
                != self.headers:
            self.beginResetModel()
            self.limits = limits
            self.headers = headers_for(self._catalog, self.game, limits is not None)
            self.endResetModel()
            return
        self.limits = limits
        if LIMIT in self.headers and self.cards:
            column = self.headers.index(LIMIT)
            self.dataChanged.emit(self.index(0, column), self.index(len(self.cards) - 1, column))

    def set_in_deck(self, counts: dict[str, int]) -> None:
        """Copies in the deck, shown in the tooltip; only the rows whose count changed are updated."""
        changed = {c for c in set(counts) | set(self.in_deck) if counts.get(c, 0) != self.in_deck.get(c, 0)}
        self.in_deck = dict(counts)
        for row, card in enumerate(self.cards):
            if card.id in changed:
                self.dataChanged.emit(self.index(row, 0), self.index(row, 0), [Qt.ItemDataRole.FontRole])

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.cards)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.headers)

    def card_at(self, row: int) -> CatalogCard:
        return self.cards[row]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.cards):
            return None
        card = self.cards[index.row()]
        col = index.column()
        header = self.headers[col] if col < len(self.headers) else ""
        if header == LIMIT and self.limits is not None:
            limits = self.limits.get(card.id, ())
            if role == Qt.ItemDataRole.DisplayRole:
                return limit_text(limits)
            if role == SORT_ROLE:
                return min((x.copies for x in limits), default=1000)
            if role == Qt.ItemDataRole.ToolTipRole:
                return limit_tooltip(limits)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
        if role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE):
            value = card.name if col == 0 else card.column(header)
            if role == SORT_ROLE:
                return value if isinstance(value, int) else ("" if value is None else str(value).lower())
            return "" if value is None else str(value)
        if role == ID_ROLE:
            return card.id
        if role == Qt.ItemDataRole.ToolTipRole:
            copies = self.in_deck.get(card.id, 0)
            return tooltip_text(card) + (f"\nIn the deck: {copies}" if copies else "")
        if role == Qt.ItemDataRole.FontRole and col == 0 and self.in_deck.get(card.id):
            font = QFont()
            font.setBold(True)
            return font
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal \
                and 0 <= section < len(self.headers):
            return self.headers[section]
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

    # -- drag and drop: a catalog card leaves as CATALOG_MIME; a deck card dropped here is removed --
    def mimeTypes(self) -> list[str]:
        return [CATALOG_MIME, DECK_MIME]

    def mimeData(self, indexes) -> QMimeData:
        mime = QMimeData()
        rows = sorted({i.row() for i in indexes if i.isValid()})
        if rows:
            mime.setData(CATALOG_MIME, encode(self.game, self.cards[rows[0]].id))
        return mime

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                        parent: _Index) -> bool:
        found = decode(data, DECK_MIME)
        return found is not None and found[0] == self.game and self.on_drag_out is not None

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: _Index) -> bool:
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        return bool(self.on_drag_out(decode(data, DECK_MIME)[1]))

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction


class CatalogFilter(QSortFilterProxyModel):
    """Text search (every word must appear) plus the per-game filters: type, group, colour, cost.

    The accepted rows are computed once per change in one pass over the cards; Qt then asks
    ``filterAcceptsRow`` for a set lookup only, which keeps a 5,000-card catalog under a frame.
    """

    ANY = ""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.text = ""
        self.type = self.ANY
        self.group = self.ANY
        self.color = self.ANY
        self.max_cost: int | None = None
        self._accepted: set[int] | None = None

    def set_filters(self, text: str | None = None, type: str | None = None, group: str | None = None,
                    color: str | None = None, max_cost: int | None | bool = False) -> None:
        if text is not None:
            self.text = text
        if type is not None:
            self.type = type
        if group is not None:
            self.group = group
        if color is not None:
            self.color = color
        if max_cost is not False:
            self.max_cost = max_cost  # type: ignore[assignment]
        self._recompute()

    def _recompute(self) -> None:
        modern = hasattr(self, "beginFilterChange")      # Qt 6.10+; invalidateFilter is deprecated there
        if modern:
            self.beginFilterChange()
        source = self.sourceModel()
        cards = source.cards if isinstance(source, CatalogModel) else []
        words = self.text.lower().split()
        kind, group, color, cost = self.type, self.group, self.color, self.max_cost
        self._accepted = {
            row for row, c in enumerate(cards)
            if (not kind or c.type == kind) and (not group or c.group == group) and (not color or c.color == color)
            and (cost is None or (c.cost is not None and c.cost <= cost))
            and all(w in c.search for w in words)
        }
        if modern:
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.invalidateFilter()

    def setSourceModel(self, model) -> None:
        super().setSourceModel(model)
        model.modelReset.connect(self._recompute)
        self._recompute()

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        return self._accepted is None or source_row in self._accepted


class DeckModel(QAbstractTableModel):
    """The deck's cards: Copies, Name, Type, Cost or points, and the game's role column (bench or start)."""

    HEADERS = ("Copies", "Name", "Type", "Cost")

    def __init__(self, catalog: Catalog, parent=None):
        super().__init__(parent)
        self._catalog = catalog
        self.game = ""
        self.rows: list[tuple[str, int]] = []
        self.roles: dict[str, int] = {}      # card id -> copies on the bench / starting
        self.role_name = ""
        self.read_only = False
        self.problems: dict[str, list[Violation]] = {}   # card id -> the violations naming it
        self.short_types = False             # the Type column says "Ship", not "Ship - Frigate" (narrow)
        self.on_drop = None                  # callable(card_id) set by the window: the one write path
        self.on_drag_out = None

    def set_deck(self, game: str, rows: list[tuple[str, int]], roles: dict[str, int], role_name: str,
                 read_only: bool, violations: list[Violation] | None = None) -> None:
        problems: dict[str, list[Violation]] = {}
        for violation in violations or ():
            for card_id in dict.fromkeys(violation.cards):
                problems.setdefault(card_id, []).append(violation)
        self.problems = problems
        same_shape = game == self.game and [r[0] for r in rows] == [r[0] for r in self.rows] \
            and role_name == self.role_name
        self.game, self.read_only = game, read_only
        if same_shape:
            self.rows, self.roles = rows, roles
            if rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, self.columnCount() - 1))
            return
        self.beginResetModel()
        self.rows, self.roles, self.role_name = rows, roles, role_name
        self.endResetModel()

    @staticmethod
    def type_text(card: CatalogCard | None, short: bool) -> str:
        if card is None:
            return "?"
        return f"{card.type} - {card.group}" if card.group and not short else card.type

    def set_short_types(self, short: bool) -> None:
        if short != self.short_types:
            self.short_types = short
            if self.rows:
                self.dataChanged.emit(self.index(0, 2), self.index(len(self.rows) - 1, 2),
                                      [Qt.ItemDataRole.DisplayRole])

    def headers(self) -> tuple[str, ...]:
        return self.HEADERS + ((self.role_name,) if self.role_name else ())

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.headers())

    def card_id(self, row: int) -> str:
        return self.rows[row][0]

    def row_of(self, card_id: str) -> int:
        for row, (cid, _) in enumerate(self.rows):
            if cid == card_id:
                return row
        return -1

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        card_id, copies = self.rows[index.row()]
        card = self._catalog.get(self.game, card_id)
        col = index.column()
        problems = self.problems.get(card_id)
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                shown = str(copies) if copies else "–"
                return f"{PROBLEM_MARK} {shown}" if problems else shown
            if col == 1:
                return card.name if card else card_id
            if col == 2:
                return self.type_text(card, self.short_types)
            if col == 3:
                return "" if card is None or card.cost is None else str(card.cost)
            if col == 4:
                n = self.roles.get(card_id, 0)
                return str(n) if n else ""
        if role == ID_ROLE:
            return card_id
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 3, 4):
            return int(Qt.AlignmentFlag.AlignCenter)
        if problems and role == Qt.ItemDataRole.BackgroundRole:
            return HIGH_CONTRAST_PROBLEM_BACKGROUND if theme.current().high_contrast else PROBLEM_BACKGROUND
        if problems and role == Qt.ItemDataRole.ForegroundRole:
            return HIGH_CONTRAST_PROBLEM_INK if theme.current().high_contrast else PROBLEM_INK
        if role == Qt.ItemDataRole.ToolTipRole:
            text = tooltip_text(card) if card is not None else card_id
            if problems:
                text += "\n\n" + "\n".join(f"{PROBLEM_MARK} {v.sentence}" + (f" ({v.citation})" if v.citation else "")
                                            for v in problems)
            return text
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal \
                and 0 <= section < len(self.headers()):
            return self.headers()[section]
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags if self.read_only else Qt.ItemFlag.ItemIsDropEnabled
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not self.read_only:
            flags |= Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled
        return flags

    # -- drag and drop: catalog cards dropped here are added; deck cards leave as DECK_MIME -----------
    def mimeTypes(self) -> list[str]:
        return [CATALOG_MIME]

    def mimeData(self, indexes) -> QMimeData:
        mime = QMimeData()
        rows = sorted({i.row() for i in indexes if i.isValid()})
        if rows:
            mime.setData(DECK_MIME, encode(self.game, self.rows[rows[0]][0]))
        return mime

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                        parent: _Index) -> bool:
        found = decode(data, CATALOG_MIME)
        return not self.read_only and found is not None and found[0] == self.game

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: _Index) -> bool:
        if not self.canDropMimeData(data, action, row, column, parent) or self.on_drop is None:
            return False
        return bool(self.on_drop(decode(data, CATALOG_MIME)[1]))
