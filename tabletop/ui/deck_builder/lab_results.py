"""The deck lab's results: the win-rate chart, the game figures, the per-card table and the caveat.

``LabResults.show_record(record, stale)`` shows a saved or just-finished run (``tabletop.ai.lab``'s
``LabRecord``); the widgets only read the figures, they compute none of them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from tabletop.ai.lab.figures import CAVEAT, MIN_GAMES_FOR_RATE
from tabletop.ui.deck_builder.lab_chart import RateRow, WinRateChart

#: How the games that ended by an elimination ended, in words (the engine's event kinds).
ENDING_WORDS = {"destroyed": "station destroyed", "hijack": "station boarded", "scuttle": "station boarded",
                "concede": "conceded"}
#: What a game's outcome scores are called, where they have a name.
SCORE_WORDS = {"breakaway-ccg": "Goals"}

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The card column's width in pixels: at least this, at most that (a long name then elides).
NAME_WIDTH = (140, 240)


class CardFigures(QAbstractTableModel):
    HEADERS = ("Card", "Copies", "Games\ndrawn", "Times\nplayed", "Games\nplayed", "Win rate when played\n(won/played; 95%)")

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[dict[str, Any]] = []

    def set_rows(self, rows: list[dict[str, Any]]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.HEADERS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.HEADERS[section]
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            return self.HEADERS[section].replace("\n", " ")     # whole, where a narrow window cuts it
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, col = self.rows[index.row()], index.column()
        rate = row.get("win_rate_when_played")
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return row["name"]
            if col == 1:
                return f"{row['copies']} + bench" if row.get("bench") and row["copies"] else (
                    "bench" if row.get("bench") else str(row["copies"]))
            if col == 5:
                if rate is None:
                    return f"— ({row['wins_when_played']}/{row['games_played']})"
                low, high = rate["ci95"]
                return f"{rate['rate']:.0%} ({row['wins_when_played']}/{row['games_played']}; {low:.0%}-{high:.0%})"
            return str(row[("copies", "games_drawn", "times_played", "games_played")[col - 1]])
        if role == SORT_ROLE:
            if col == 0:
                return row["name"].casefold()
            if col == 5:
                return -1.0 if rate is None else rate["rate"]
            return row[("copies", "games_drawn", "times_played", "games_played")[col - 1]]
        if role == Qt.ItemDataRole.ToolTipRole and col == 5:
            if rate is None:
                return (f"Won {row['wins_when_played']} of the {row['games_played']} games it was played in; "
                        f"no rate under {MIN_GAMES_FOR_RATE} games: too few to say anything.")
            return (f"Won {row['wins_when_played']} of the {row['games_played']} games it was played in "
                    f"(95% interval {rate['ci95'][0]:.0%}-{rate['ci95'][1]:.0%}).")
        if role == Qt.ItemDataRole.TextAlignmentRole and col:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class LabResults(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel()
        self.status.setObjectName("labStatus")
        self.status.setWordWrap(True)
        self.chart = WinRateChart()
        self.chart.setAccessibleName("Win rate against each opponent")
        self.games = QLabel()
        self.games.setObjectName("labGames")
        self.games.setWordWrap(True)
        self.cards_model = CardFigures(self)
        self.sorted_cards = QSortFilterProxyModel(self)
        self.sorted_cards.setSourceModel(self.cards_model)
        self.sorted_cards.setSortRole(SORT_ROLE)
        self.cards = QTableView()
        self.cards.setObjectName("labCards")
        self.cards.setAccessibleName("How each card did")
        self.cards.setModel(self.sorted_cards)
        self.cards.setSortingEnabled(True)
        self.cards.sortByColumn(4, Qt.SortOrder.DescendingOrder)
        self.cards.verticalHeader().hide()
        self.cards.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.cards.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.cards.horizontalHeader()
        # The card's name keeps a readable width (the table scrolls sideways in a narrow window);
        # the last column takes what room is left over in a wide one.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        for col in range(1, len(CardFigures.HEADERS)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.cards.setMinimumHeight(140)
        self.caveat = QLabel(CAVEAT)
        self.caveat.setWordWrap(True)
        self.caveat.setObjectName("labCaveat")
        for w in (self.status, self.chart, self.games):
            layout.addWidget(w)
        layout.addWidget(self.cards, 1)
        layout.addWidget(self.caveat)
        self.record = None
        self.show_record(None)

    def show_record(self, record, stale: bool = False, names: dict[str, str] | None = None) -> None:
        self.record = record
        if record is None:
            self.status.setText("No results yet: choose opponents and press Run.")
            self.chart.set_rows([])
            self.games.setText("")
            self.cards_model.set_rows([])
            return
        plan, figures = record.plan, record.figures
        words = []
        if not figures.get("complete", True):
            words.append(f"Partial: cancelled after {figures['games_done']} of {figures['games_planned']} games.")
        if stale:
            words.append("Stale: the deck has changed since these games were played.")
        agents = plan.get("agents", {})
        words.append(f"{figures['games_done']} games, {plan.get('players', 2)} players, this deck "
                     f"{agents.get('deck', '?')}, opponents {agents.get('opponents', '?')}, seed {plan.get('seed', 0)}.")
        self.status.setText(" ".join(words))
        self.chart.set_rows([RateRow(o["label"], o["win_rate"]["rate"], *o["win_rate"]["ci95"], o["games"])
                             for o in figures["opponents"]])
        self.games.setText(self._game_words(plan, figures))
        names = names or {}
        self.cards_model.set_rows([{**c, "name": names.get(c["card"], c["card"])} for c in figures["cards"]])
        self.fit_name_column()

    def fit_name_column(self) -> None:
        """The card column as wide as its names, within NAME_WIDTH and the room the other columns
        leave (the win rate included); below its least the table scrolls sideways."""
        header = self.cards.horizontalHeader()
        last = len(CardFigures.HEADERS) - 1
        others = sum(header.sectionSize(col) for col in range(1, last)) + max(
            self.cards.sizeHintForColumn(last), header.sectionSizeHint(last))
        room = self.cards.viewport().width() - others
        names = max(self.cards.sizeHintForColumn(0), header.sectionSizeHint(0))
        header.resizeSection(0, max(NAME_WIDTH[0], min(NAME_WIDTH[1], names, room)))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_name_column()

    @staticmethod
    def _game_words(plan: dict[str, Any], figures: dict[str, Any]) -> str:
        lines = []
        for o in figures["opponents"]:
            lines.append(f"Against {o['label']}: {o['wins']} won, {o['losses']} lost, {o['draws']} drawn "
                         f"of {o['games']}.")
        length = figures.get("length", {})
        if length.get("actions_mean") is not None:
            turns = f", {length['turns_mean']:.1f} turns" if "turns_mean" in length else ""
            lines.append(f"Game length: {length['actions_mean']:.0f} moves on average "
                         f"({length['actions_min']}-{length['actions_max']}){turns}.")
        endings = figures.get("endings") or {}
        scores = figures.get("scores") or {}
        if endings:
            how = dict.fromkeys(dict.fromkeys(ENDING_WORDS.values()), 0)  # each way named, 0 included
            for kind, n in endings["how"].items():
                how[ENDING_WORDS.get(kind, kind)] = how.get(ENDING_WORDS.get(kind, kind), 0) + n
            lines.append(f"Decided on turn {endings['turn_mean']:.1f} on average ({endings['turn_min']}-"
                         f"{endings['turn_max']}): " + ", ".join(f"{k} {n}" for k, n in how.items())
                         + ".")
        elif scores.get("for_per_game") is not None:
            word = SCORE_WORDS.get(plan.get("game", ""), "Score")
            lines.append(f"{word} for {scores['for_per_game']:.2f}, against {scores['against_per_game']:.2f} a game.")
        return "\n".join(lines)
