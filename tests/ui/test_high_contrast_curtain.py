"""High contrast on the hand-over curtain (``tabletop.ui.shell.curtain``): every line it says,
and its Agree and Refuse answers, are light on a black ground at 7:1 or more (WCAG's AAA level
for text), whether high contrast was in force when the curtain was made or switched on later.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from collections import Counter

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

from tabletop.ui import theme
from tabletop.ui.shell.curtain import Curtain, Summary
from tests.ui.test_high_contrast_shell import AAA, luminance, settle


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def ground_and_ink(image: QImage, widget: QWidget, curtain: QWidget) -> tuple[QColor, QColor]:
    """The commonest colour inside ``widget``'s place on the grabbed curtain (its ground) and the
    colour furthest from it in contrast (the ink of its words)."""
    corner = widget.mapTo(curtain, widget.rect().topLeft())
    counts: Counter[int] = Counter()
    for y in range(corner.y(), corner.y() + widget.height()):
        for x in range(corner.x(), corner.x() + widget.width()):
            counts[image.pixel(x, y)] += 1
    ground = QColor.fromRgb(counts.most_common(1)[0][0])
    ink = max((QColor.fromRgb(rgb) for rgb in counts), key=lambda colour: contrast(colour, ground))
    return ground, ink


def shown_curtain(qtbot) -> Curtain:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 700)
    curtain = Curtain(host)
    curtain.host = host                     # the table it covers lives as long as it does
    curtain.resize(host.size())
    host.show()
    curtain.show_for("Ana", Summary(("Ben played the 4 of clubs.",), notes=("Ana took back a move.",)))
    settle()
    return curtain


def check_light_on_black(curtain: Curtain, widgets: tuple[QWidget, ...]) -> None:
    image = curtain.grab().toImage()
    for widget in widgets:
        ground, ink = ground_and_ink(image, widget, curtain)
        assert luminance(ground) < 0.01, f"{widget.objectName() or widget.text()}: ground {ground.name()}"
        assert contrast(ink, ground) >= AAA, f"{widget.objectName() or widget.text()}: {ink.name()} on {ground.name()}"


def test_the_curtains_words_are_light_on_black_in_high_contrast(qtbot, plain_afterwards):
    theme.apply(plain_afterwards, theme.Theme(0, True))
    curtain = shown_curtain(qtbot)
    check_light_on_black(curtain, (curtain.title, curtain.hint, curtain.detail, curtain.summary_heading,
                                   curtain.summary))


def test_the_curtains_answers_are_light_on_black_when_high_contrast_comes_later(qtbot, plain_afterwards):
    curtain = shown_curtain(qtbot)
    curtain.ask("Ben", "Ana asks to take back a move. Agree?", ("Ana played the 4 of clubs.",))
    theme.apply(plain_afterwards, theme.Theme(0, True))
    settle()
    check_light_on_black(curtain, (curtain.title, curtain.hint, curtain.agree_button, curtain.refuse_button))
