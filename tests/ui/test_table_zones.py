"""The table's zones, reached by keyboard and read by a screen reader (``tabletop.ui.access``).

Each table lists its zones (hands, piles, play area, battlefields, the prompt, the words on the
table) as named lists of cards read from the viewing seat's own view: Tab goes from zone to zone,
the arrows from card to card, Space reads the card whole, Enter plays it as a double-click does.
The lists follow the game and never name a card the seat may not see.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.engine.actions import Action
from tabletop.ui import announce
from tabletop.ui.access.card_words import card_words
from tabletop.ui.board.common.models import card_label
from tests.ui.board_helpers import controller, shown_table, to_play
from tests.ui.test_accessible_names import drawn_cards, played_for_a_while, table_cases

HOCKEY = "hockey-card-game"


@pytest.fixture
def heard():
    words: list[tuple[str, str]] = []
    stop = announce.listen(lambda text, politeness: words.append((text, politeness)))
    yield words
    stop()


def hockey_in_play(qtbot):
    ctl = controller(seed=7)
    to_play(ctl)
    seat = ctl.pending_seats()[0]
    table = shown_table(qtbot, ctl, object, seat)
    table.activateWindow()
    table.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(table.hasFocus)
    return ctl, table, seat


def tab(qtbot, table) -> None:
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_Tab)


def test_tab_goes_from_the_table_through_every_zone_in_turn(qtbot):
    """Tab from the table reaches each zone in order, the hand first; Escape gives the keys back."""
    _ctl, table, _seat = hockey_in_play(qtbot)
    names = []
    for _ in table.access.lists:
        tab(qtbot, table)
        focused = table.access.focused()
        assert focused is not None, "Tab left the table's zones early"
        names.append(focused.zone.name)
    assert names == [z.zone.name for z in table.access.lists]
    assert names[0] == "Your hand" and names[-1] == "On the table"
    qtbot.keyClick(table.access.focused(), Qt.Key.Key_Escape)
    assert table.hasFocus()


def test_the_arrows_move_along_the_hand_and_space_reads_the_card_whole(qtbot, heard):
    """Rules: the hand is the seat's own (Hockey Card Game, The Deal): every card named there."""
    ctl, table, seat = hockey_in_play(qtbot)
    tab(qtbot, table)
    hand = table.access.focused()
    assert [e.card_id for e in hand.entries] == list(ctl.view(seat).hand)
    assert hand.currentRow() == 0
    qtbot.keyClick(hand, Qt.Key.Key_Right)
    assert hand.currentRow() == 1
    card = hand.entry().card_id
    assert hand.currentItem().text() == card_words(HOCKEY, card).name
    qtbot.keyClick(hand, Qt.Key.Key_Space)
    text, politeness = heard[-1]
    assert politeness == announce.ASSERTIVE
    assert card_words(HOCKEY, card).name in text and card_label(card) in text
    rect = table.access.ring_rect()
    assert rect is not None, "the focused card is not ringed on the table"
    item = next(i for i in table.scene.items() if getattr(i, "card_id", None) == card and i.isVisible())
    assert rect.contains(item.sceneBoundingRect())
    assert table.preview.isVisible() and table.preview.card_id == card, "the focused card is not shown large"
    qtbot.keyClick(hand, Qt.Key.Key_Escape)
    assert table.hasFocus() and not table.preview.isVisible() and table.access.ring_rect() is None


def test_enter_plays_the_focused_card_and_the_pile_zone_follows(qtbot):
    """Hockey Card Game, Play: a legal card played from the hand zone lands on the pile's zone."""
    ctl, table, seat = hockey_in_play(qtbot)
    tab(qtbot, table)
    hand = table.access.focused()
    legal = {a.args[0] for a in ctl.legal_actions(seat) if a.kind == "play"}
    row = next(r for r, e in enumerate(hand.entries) if e.card_id in legal)
    hand.setCurrentRow(row)
    card = hand.entry().card_id
    steps = len(ctl.record.steps)
    qtbot.keyClick(hand, Qt.Key.Key_Return)
    assert len(ctl.record.steps) == steps + 1
    assert ctl.record.steps[-1].action == Action(seat, "play", (card,))
    pile = table.access.zone("pile")
    assert pile.entries[0].card_id == card and pile.entries[0].description.startswith("newest")
    assert card not in [e.card_id for e in table.access.zone("hand").entries]


def test_the_prompt_is_a_zone_whose_choices_enter_presses(qtbot):
    """Hockey Card Game, Cutting for the Deal: the cut is asked in the prompt, and Enter answers it."""
    ctl = controller(seed=7)
    table = shown_table(qtbot, ctl, object, ctl.pending_seats()[0])
    prompt = table.access.zone("prompt")
    assert prompt is not None and prompt.zone.name == "Prompt: Cut the deck"
    assert prompt.item(0).text() == "1: Cut the deck"
    steps = len(ctl.record.steps)
    prompt.setFocus()
    prompt.setCurrentRow(0)
    qtbot.keyClick(prompt, Qt.Key.Key_Return)
    assert len(ctl.record.steps) == steps + 1 and ctl.record.steps[-1].action.kind == "cut"


def test_looking_back_leaves_the_zones_their_keys(qtbot):
    """While looking back the arrows scrub the moves, but not inside a zone, which only reads."""
    ctl, table, _seat = hockey_in_play(qtbot)
    table.look_back(len(ctl.record.steps) - 1)
    pile = table.access.zone("pile")
    pile.setFocus()
    pile.setCurrentRow(0)
    moment = table.moment
    qtbot.keyClick(pile, Qt.Key.Key_Down)
    assert table.moment == moment and table.notice_text() == ""
    assert pile.currentRow() == min(1, pile.count() - 1)


@pytest.mark.parametrize(("game", "players"), table_cases())
def test_no_zone_names_a_card_the_seat_may_not_see(qtbot, game, players):
    """Every book's hidden hands and decks: a seat's zones (and a spectator's behind the curtain)
    name only what its own view shows; the engine's list of what it may not see is never named."""
    ctl = played_for_a_while(game, players)
    table = shown_table(qtbot, ctl, object, 0)
    for seat in (*range(players), None):
        table.set_seat(seat)
        hidden = ctl.game.hidden_from(ctl.state, seat)
        assert hidden, "nothing hidden: the test would prove nothing"
        said = {value for z in table.access.lists if z.zone.key != table.access.OTHERS
                for e in z.entries for value in (e.key, e.card_id) if value}
        assert said & hidden == set()
        # Cards of a past moment the table draws face up (the last face-off, the last play's calls)
        # were shown to everyone then; the zone that lists them names only what is drawn.
        others = table.access.zone(table.access.OTHERS)
        if others is not None:
            assert {e.card_id for e in others.entries} <= drawn_cards(table)
        if seat is None:
            assert table.access.zone("hand") is None, "a spectator has no hand of their own"
