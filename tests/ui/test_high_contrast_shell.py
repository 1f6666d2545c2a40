"""High contrast outside the tables (``tabletop.ui.theme``): what the deck builder says about a
deck, the new-game dialog's blank fields and the start page's menu bar are light on black at
a contrast of 7:1 or more (WCAG's AAA level for text), and lists keep an edge.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from tabletop.games import registry
from tabletop.ui import theme
from tabletop.ui.deck_builder.window import DeckBuilderWindow
from tabletop.ui.shell.new_game_dialog import NewGameDialog
from tests.ui.shell_support import make_window

AAA = 7.0




def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_on_black(colour: QColor) -> float:
    return (luminance(colour) + 0.05) / 0.05


def brightest(widget: QWidget, inset: int = 0) -> QColor:
    """The lightest pixel drawn inside ``widget`` (less ``inset`` pixels at each edge): the ink of
    its words, light on a black ground."""
    image = widget.grab().toImage()
    best = QColor("#000000")
    for y in range(inset, image.height() - inset):
        for x in range(inset, image.width() - inset):
            pixel = image.pixelColor(x, y)
            if luminance(pixel) > luminance(best):
                best = pixel
    return best


def test_the_deck_builder_says_its_problems_and_hint_light_on_black_and_its_tables_keep_an_edge(
        qtbot, plain_afterwards):
    theme.apply(plain_afterwards, theme.Theme(0, True))
    window = DeckBuilderWindow(game="hull-breach")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.new_deck("hull-breach")          # an empty deck breaks the construction rules
    settle()
    status, notice = window.legality.status, window.buttons.notice
    assert status.text().startswith("✘"), "the mark says it in shape"
    for label in (status, notice):
        assert label.text()
        assert contrast_on_black(brightest(label)) >= AAA, label.objectName()
    window.buttons.refuse("Only 1 copy of a Station card may be in a deck.")
    settle()
    assert contrast_on_black(brightest(notice)) >= AAA
    for view in (window.deck_view, window.catalog_view):
        image = view.grab().toImage()
        left_edge = image.pixelColor(0, image.height() // 2)
        assert contrast_on_black(left_edge) >= AAA, (view.objectName(), left_edge.name())


def test_the_new_game_dialogs_blank_fields_say_what_they_stand_for_light_on_black(qtbot, plain_afterwards):
    theme.apply(plain_afterwards, theme.Theme(0, True))
    dialog = NewGameDialog(list(registry()))
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    fields = [dialog.seed_edit, dialog.name_edits[0]]
    for field in fields:
        assert not field.text() and field.placeholderText()
        ink = brightest(field, inset=4)        # inside the white edge: the placeholder's words
        assert contrast_on_black(ink) >= 12, (field.placeholderText(), ink.name())
        assert ink != QColor(theme.WHITE), "told from a value typed"


@pytest.mark.parametrize("from_the_start", [False, True])
def test_the_menu_bar_turns_black_with_white_words(qtbot, plain_afterwards, from_the_start):
    """Switched while the start page is open, or in force when it opens."""
    if from_the_start:
        theme.apply(plain_afterwards, theme.Theme(0, True))
    window = make_window(qtbot)
    settle()
    theme.apply(plain_afterwards, theme.Theme(0, True))
    settle()
    bar = window.menuBar()
    image = bar.grab().toImage()
    ground = image.pixelColor(image.width() - 3, image.height() // 2)
    assert ground == QColor(theme.BLACK), ground.name()
    assert contrast_on_black(brightest(bar)) >= AAA


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_deck_builders_limits_are_black_and_white_chips_broken_ones_inverted(qtbot, plain_afterwards):
    theme.apply(plain_afterwards, theme.Theme(0, True))
    window = DeckBuilderWindow(game="hull-breach")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.new_deck("hull-breach")
    settle()
    labels = window.limits_panel.labels
    assert any(label.property("broken") for label in labels) and not all(label.property("broken") for label in labels)
    for label in labels:
        palette = label.palette()
        ink, ground = palette.color(label.foregroundRole()), palette.color(label.backgroundRole())
        assert ground == QColor(theme.WHITE if label.property("broken") else theme.BLACK), (label.text(), ground.name())
        assert contrast(ink, ground) >= AAA, label.text()
        assert label.text().startswith("✘") == bool(label.property("broken")), "broken said in a mark too"
