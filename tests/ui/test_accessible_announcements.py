"""What a screen reader hears (issue: playable without seeing the table): a card played, a
refusal and a hand-over each send an announcement in the log's own words, polite for the
game's events and assertive for a refusal, "your turn" and the curtain.

The announcements are observed through ``tabletop.ui.announce.listen``, which sees every
sentence as ``announce`` sends it to Qt's ``QAccessibleAnnouncementEvent``."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tabletop.engine.actions import Action
from tabletop.ui import announce
from tabletop.ui.shell.game_setup import GameSetup
from tests.ui.shell_support import HOCKEY, make_window, play_until_cards


@pytest.fixture
def heard():
    """Every announcement sent during the test, as (words, politeness)."""
    said: list[tuple[str, str]] = []
    stop = announce.listen(lambda text, politeness: said.append((text, politeness)))
    yield said
    stop()


def start(qtbot, seats, curtain=True):
    window = make_window(qtbot)
    window.set_curtain_enabled(curtain)
    session = window.start_new(GameSetup(HOCKEY, list(seats), ["Ana", "Ben"], 7, {}))
    return window, session


def new_log_lines(window, before: int) -> list[str]:
    model = window.log_model
    return [model.data(model.index(row, 0)) for row in range(before, model.rowCount())]


def test_announce_sends_one_line_and_skips_blank_text(qtbot, heard):
    label = QLabel("x")
    qtbot.addWidget(label)
    assert announce.announce(label, "  Ana plays\n 7♣  ") == "Ana plays 7♣"
    assert announce.announce(label, "   ") == ""
    assert announce.announce(label, "No.", assertive=True) == "No."
    assert heard == [("Ana plays 7♣", announce.POLITE), ("No.", announce.ASSERTIVE)]
    long = "word " * 400
    assert len(announce.spoken(long)) <= announce.MAX_CHARS + 1


def test_playing_a_card_is_announced_in_the_logs_words(qtbot, heard):
    """Against the computer, each line the move adds to the log is said (Hockey Card Game, Play)."""
    window, session = start(qtbot, ["human", "computer"])
    controller = session.controller
    controller.paused = True            # the computer waits, so only the human's move is heard
    play_until_cards(controller)
    seat = controller.pending_seats()[0]
    if seat != 0:                       # the computer deals first: let it play, then it is Ana's turn
        assert controller.submit(controller.legal_actions(seat)[0]).ok
    heard.clear()
    before = window.log_model.rowCount()
    assert controller.submit(controller.legal_actions(0)[0]).ok
    lines = new_log_lines(window, before)
    assert lines, "the move added no log line"
    words = " ".join(text for text, _p in heard)
    for line in lines:
        assert line in words
    assert all(p == announce.POLITE for text, p in heard if not text.startswith("Ana:"))


def test_a_refusal_is_announced_at_once_with_its_rule(qtbot, heard):
    """A refused move says why, assertively, once (Hockey Card Game: only the player to move plays)."""
    _window, session = start(qtbot, ["human", "computer"])
    controller = session.controller
    controller.paused = True
    heard.clear()
    verdict = controller.submit(Action(1, "shoot"))
    assert not verdict.ok
    refusals = [(text, p) for text, p in heard if verdict.message in text]
    assert refusals == [(verdict.message, announce.ASSERTIVE)]


def test_a_new_game_tells_the_player_it_is_their_turn(qtbot, heard):
    window, _session = start(qtbot, ["human", "computer"])
    assert window.turn_label.toolTip().startswith("Ana: ")
    assert (window.turn_label.toolTip(), announce.ASSERTIVE) in heard


def test_the_hand_over_curtain_says_whose_turn_and_what_happened(qtbot, heard):
    """Hot seat: after Ana's card the curtain asks for Ben and says Ana's move, in the log's words."""
    window, session = start(qtbot, ["human", "human"])
    controller = session.controller
    play_until_cards(controller)
    while window.curtain.isVisible():
        qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    first = controller.pending_seats()[0]
    names = session.record.names
    heard.clear()
    before = len(session.record.steps)
    assert controller.submit(controller.legal_actions(first)[0]).ok
    public = [e.text for e in session.record.steps[before].events if e.audience is None]
    assert window.curtain.isVisible()
    curtain = [text for text, p in heard if p == announce.ASSERTIVE and text.startswith(f"Pass to {names[1 - first]}")]
    assert len(curtain) == 1, heard
    for line in public:
        assert line in curtain[0]
    assert window.curtain.accessibleName() == f"Hand-over curtain: Pass to {names[1 - first]}"
    # Ben lifts the curtain: his turn is said at once.
    heard.clear()
    qtbot.keyClick(window.curtain, Qt.Key.Key_Space)
    assert any(text.startswith(f"{names[1 - first]}: ") and p == announce.ASSERTIVE for text, p in heard), heard
