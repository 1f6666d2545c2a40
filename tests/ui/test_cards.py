"""Card pictures: every card paints, the cache returns the same picture, and faces differ."""

from __future__ import annotations

from PySide6.QtGui import QColor

from tabletop.games.standard_deck import standard_deck
from tabletop.ui.cards import CardPainter, card_size


def test_every_face_paints_at_the_requested_size_and_ratio(qapp):
    painter = CardPainter()
    for card in standard_deck().cards:
        pixmap = painter.face(card.id, card_size(80), dpr=2.0)
        assert (pixmap.width(), pixmap.height()) == (160, 224)
        assert pixmap.devicePixelRatio() == 2.0


def test_cache_returns_the_same_picture_and_keys_by_size_ratio_and_highlight(qapp):
    painter = CardPainter()
    first = painter.face("7C", card_size(80))
    assert painter.face("7C", card_size(80)).cacheKey() == first.cacheKey()
    assert len(painter) == 1
    painter.face("7C", card_size(80), dpr=2.0)
    painter.face("7C", card_size(80), highlight=True)
    painter.face("7C", card_size(100))
    assert len(painter) == 4


def test_red_and_black_ink_and_a_distinct_back(qapp):
    painter = CardPainter()
    heart = painter.face("AH", card_size(80)).toImage()
    spade = painter.face("AS", card_size(80)).toImage()
    centre = (40, 56)
    red = QColor(heart.pixel(*centre))
    black = QColor(spade.pixel(*centre))
    assert red.red() > 150 and red.green() < 90
    assert black.red() < 80 and black.green() < 80
    back = painter.back(card_size(80)).toImage()
    assert back != painter.face("2C", card_size(80)).toImage()


def test_highlight_variant_differs_and_accent_change_repaints_backs_only(qapp):
    painter = CardPainter()
    plain = painter.face("QD", card_size(80)).toImage()
    lit = painter.face("QD", card_size(80), highlight=True).toImage()
    assert plain != lit
    old_back = painter.back(card_size(80)).toImage()
    painter.set_accent(QColor("#b03a2e"))
    assert painter.back(card_size(80)).toImage() != old_back
    assert len(painter) == 3


def test_unknown_card_is_refused(qapp):
    import pytest

    with pytest.raises(KeyError):
        CardPainter().face("1Z", card_size(80))
