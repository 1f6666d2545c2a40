"""The deck builder as a player sees it: it fits a 1024x640 screen with the app's style
sheet, deck names are whole, the problems box takes the room its lines need and no more, every
chart segment is named, the preview shows a card's whole text."""

from __future__ import annotations

from collections import Counter

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QMessageBox

from tabletop.decks import read_deck
from tabletop.paths import card_data_dir, resources_dir
from tabletop.ui.deck_builder import DeckBuilderWindow
from tabletop.ui.deck_builder.models import ID_ROLE

HAWKS = card_data_dir() / "breakaway_ccg" / "decks" / "harbour-hawks.yaml"
SKYLINE = card_data_dir() / "hull_breach" / "decks" / "skyline-vanguard.yaml"
DECKS = {"breakaway-ccg": HAWKS, "hull-breach": SKYLINE}


@pytest.fixture
def styled(qtbot):
    """The app's own style sheet (its padded buttons made the window 1236 px wide)."""
    app = QApplication.instance()
    before = app.styleSheet()
    app.setStyleSheet((resources_dir() / "styles" / "tabletop.qss").read_text(encoding="utf-8"))
    yield app
    app.setStyleSheet(before)


def open_window(qtbot, path, size=(1024, 640)) -> DeckBuilderWindow:
    w = DeckBuilderWindow(game=read_deck(path).game)
    qtbot.addWidget(w)
    w.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    w.open_path(path)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    QApplication.processEvents()
    return w


@pytest.mark.parametrize("game", DECKS)
def test_the_window_fits_a_1024_by_640_screen(styled, qtbot, game):
    w = open_window(qtbot, DECKS[game])
    hint = w.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 640, hint
    assert w.width() == 1024 and w.height() == 640
    # and every button of the deck pane is whole, not squeezed under its text
    for button in (w.plus_button, w.minus_button, w.role_button, w.play_button):
        assert button.width() >= button.minimumSizeHint().width(), button.text()


@pytest.mark.parametrize("game", DECKS)
def test_deck_names_are_whole_at_1024_by_640(styled, qtbot, game):
    w = open_window(qtbot, DECKS[game])
    fm = w.deck_view.fontMetrics()
    width = w.deck_view.columnWidth(1)
    for row in range(w.deck_model.rowCount()):
        name = w.deck_model.index(row, 1).data()
        assert fm.horizontalAdvance(name) + 8 <= width, (name, width)
    assert w.deck_view.columnViewportPosition(w.deck_model.columnCount() - 1) + \
        w.deck_view.columnWidth(w.deck_model.columnCount() - 1) <= w.deck_view.viewport().width()


def test_a_legal_deck_gives_the_problems_box_no_room_and_the_list_the_height(styled, qtbot):
    w = open_window(qtbot, SKYLINE)
    assert w.violations == [] and not w.legality.list.isVisible()
    rows = w.deck_view.viewport().height() // w.deck_view.verticalHeader().defaultSectionSize()
    assert rows >= 10, rows


def test_every_problem_line_can_be_read_whole(styled, qtbot):
    w = open_window(qtbot, HAWKS)
    w.new_deck("breakaway-ccg")
    for card_id in ("rookie-0-helmet", "power-play-7-all", "power-play-7-all", "power-play-7-all"):
        w.add_card(card_id, 2)
    problems = w.legality.list
    assert problems.count() >= 14 and problems.isVisible()
    viewport = problems.viewport().rect()
    fm = problems.fontMetrics()
    for i in range(problems.count()):
        item = problems.item(i)
        problems.scrollToItem(item)
        QApplication.processEvents()
        rect = problems.visualItemRect(item)
        assert viewport.contains(rect.adjusted(0, 0, -1, -1)) or rect.height() > viewport.height(), i
        needed = fm.boundingRect(QRect(0, 0, rect.width() - 8, 10_000), Qt.TextFlag.TextWordWrap, item.text())
        assert rect.height() >= needed.height(), (item.text(), rect.height(), needed.height())
    # and the box grows with its lines (here it must scroll) while the deck list keeps its rows
    assert problems.height() >= 4 * fm.lineSpacing()
    assert w.deck_view.viewport().height() >= 5 * w.deck_view.verticalHeader().defaultSectionSize()


def test_the_ccg_points_curve_charts_each_cards_points(styled, qtbot):
    w = open_window(qtbot, HAWKS, (1280, 800))
    deck = w.document.deck
    points = Counter()
    for card_id, copies in deck.cards:
        points[w.catalog.card("breakaway-ccg", card_id).card.points] += copies
    bars = {int(label): n for label, n in w.curve.bars}
    assert {k: n for k, n in bars.items() if n} == dict(points)
    assert len([n for n in bars.values() if n]) > 3          # not one or two lumps
    assert w.curve.title == "Points per card"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_every_chart_segment_is_named_in_a_legend(styled, qtbot, size):
    w = open_window(qtbot, HAWKS, size)
    chart = w.spread
    rows = chart.layout_rows(chart.width())
    assert [r.title for r in rows] == ["Types", "Colours"]
    fm = chart.fontMetrics()
    for row in rows:
        assert [(s.label, s.count) for s in row.segments] == next(p for t, p, _ in chart.rows if t == row.title)
        for i, segment in enumerate(row.segments):
            text = f"{segment.label} {segment.count}"
            assert segment.legend.width() >= chart.SWATCH + 4 + fm.horizontalAdvance(text)
            assert 0 <= segment.legend.left() and segment.legend.right() <= chart.width()
            assert segment.legend.bottom() <= chart.height()
            for other in row.segments[i + 1:]:
                assert not segment.legend.intersects(other.legend), (segment.label, other.label)


def test_the_preview_shows_a_ccg_cards_whole_text(styled, qtbot):
    w = open_window(qtbot, HAWKS)
    for row in range(w.proxy.rowCount()):
        if w.proxy.index(row, 0).data(ID_ROLE) == "power-play-7-all":
            w.catalog_view.setCurrentIndex(w.proxy.index(row, 0))
            break
    preview = w.preview
    assert preview.card.id == "power-play-7-all"
    preview.grab()                       # paint it: the text lands where the player reads it
    from tabletop.ui.deck_builder.card_text import full_text

    text = full_text(preview.card)
    for words in ("Gold ability", "Red ability", "Action: Move.", "Extra Man: Take the top Momentum Card",
                  "Symbols: Purple dot.", "Restricted II: at most 2 in a deck."):
        assert words in text
    assert text != preview.card.text and "extra-man" not in text
    assert preview.text_box.contains(preview.text_rect), (preview.text_rect, preview.text_box)
    # the catalog's tooltip says the same
    assert "Extra Man: Take the top Momentum Card" in w.catalog_view.currentIndex().data(Qt.ItemDataRole.ToolTipRole)


def test_the_previews_points_are_never_cut_at_1024_by_640(styled, qtbot):
    w = open_window(qtbot, HAWKS)
    w.preview.show_card(w.catalog.card("breakaway-ccg", "slap-shot-8-glove"))
    image = w.preview.grab()
    assert not image.isNull()
    font = QFont(w.preview.font())
    font.setPointSizeF(max(8.0, min(w.preview.width() - 16, (w.preview.height() - 16) * 5 / 7) / 24) * 1.1)
    font.setBold(True)
    assert w.preview.cost_rect.width() >= QFontMetrics(font).horizontalAdvance("15 pts")


def test_the_cost_curve_never_prints_two_counts_on_top_of_each_other(styled, qtbot):
    w = open_window(qtbot, card_data_dir() / "hull_breach" / "decks" / "frontier-strike-group.yaml")
    boxes = [count for _bar, count, _axis in w.curve.layout_bars() if count is not None]
    axes = [axis for _bar, _count, axis in w.curve.layout_bars() if axis is not None]
    assert boxes and axes
    for group in (boxes, axes):
        for i, box in enumerate(group):
            assert not any(box.intersects(other) for other in group[i + 1:])
    fm = w.curve.fontMetrics()
    assert fm.horizontalAdvance(w.curve.title) <= w.curve.width()


@pytest.mark.parametrize("game", DECKS)
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_longest_card_text_is_whole_and_at_least_10_px(styled, qtbot, game, size):
    w = open_window(qtbot, DECKS[game], size)
    from tabletop.ui.deck_builder.card_text import full_text

    longest = max(w.catalog.cards(game), key=lambda c: len(full_text(c)))
    w.preview.show_card(longest)
    w.preview.grab()
    assert w.preview.text_box.contains(w.preview.text_rect), longest.id
    assert w.preview.text_pixels >= 10, (longest.id, w.preview.text_pixels)


@pytest.mark.parametrize("game", DECKS)
def test_the_catalog_limit_column_is_on_screen_at_1024(styled, qtbot, game):
    """The most copies allowed is what a deck builder looks up most: in a narrow window the
    Limit column is among the first, not behind a horizontal scroll."""
    w = open_window(qtbot, DECKS[game])
    model, view = w.catalog_model, w.catalog_view
    headers = [model.headerData(i, Qt.Orientation.Horizontal) for i in range(model.columnCount())]
    column = headers.index("Limit")
    header = view.horizontalHeader()
    assert header.sectionViewportPosition(column) + header.sectionSize(column) <= view.viewport().width()
