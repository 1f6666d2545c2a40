"""The respond key at one screen (2.6: Events "at any time ... even during another Commander's turn";
6.8; ruling H7): at every response window the commander at the screen sees one respond key for every
other commander here, whatever they hold. Pressing it hands the screen over behind the curtain; a
commander holding a card playable now sees the offer and plays it, one holding none lets the moment
pass with the same curtain and without a word to the others; a window nobody claims closes when the
commander at the screen goes on; auto-pass (Settings) takes the keys away and lets a computer go on."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.ui.board.hull_breach.prompt import action_key
from tabletop.ui.shell.settings import Settings
from tests.ui.shell_support import make_window

GAME = registry().get("hull-breach")
NAMES = ["Ana", "Ben"]
OFFER = "Play a card now, or let it pass"


@pytest.fixture
def settings(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_SETTINGS_DIR", str(tmp_path))
    return Settings()


def to_window(holds: bool, seats=("human", "human"), active_kind: str = "human", seed_from: int = 1):
    """A record at a response window in a Manufacturing phase, after random play that answers no
    offer: the other commander holds a card playable now (``holds``) or nothing. Returns the record,
    the active commander and the other one."""
    for seed in range(seed_from, seed_from + 40):
        record = GameRecord(GAME, seed, None, NAMES)
        rng = random.Random(seed)
        for _ in range(400):
            state = record.state
            if GAME.is_over(state):
                break
            loud = [d for d in GAME.pending(state) if not d.quiet]
            quiet = [d.seat for d in GAME.pending(state) if d.quiet]
            if state.phase == "manufacturing" and len(loud) == 1:
                active = loud[0].seat
                other = 1 - active
                if (seats[active] == active_kind and GAME.validate(state, Action(other, "respond")).ok
                        and (other in quiet) == holds):
                    return record, active, other
            decision = rng.choice(loud)
            legal = [a for a in GAME.by_chance(GAME.legal_actions(state, decision.seat)) if a.kind != "concede"]
            assert record.submit(rng.choice(legal))[0].ok
    raise AssertionError("no such window in 40 seeded games")


def at_screen(qtbot, settings, record, seats=("human", "human")):
    window = make_window(qtbot, settings=settings, remember_layout=False)
    session = window.start_session(record, list(seats), autosave=False)
    if window.curtain.isVisible():
        qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    return window, session


def lift(qtbot, window) -> None:
    assert window.curtain.isVisible()
    qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert not window.curtain.isVisible()


def press_respond(qtbot, window, table, other) -> None:
    """Press the other commander's respond key: a button named for screen readers."""
    bar = table.respond_bar
    assert bar.isVisible() and list(bar.buttons) == [other]
    button = bar.buttons[other]
    assert button.accessibleName() == f"{NAMES[other]}: respond"
    assert button.isVisible() and table.rect().contains(button.geometry().translated(bar.pos()))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.curtain.isVisible() and window.curtain.title.text() == f"Pass to {NAMES[other]}"


def test_a_commander_holding_a_playable_card_presses_respond_sees_the_offer_and_plays_it(qtbot, settings):
    record, active, other = to_window(holds=True)
    window, session = at_screen(qtbot, settings, record)
    table, ctl = session.table, session.controller
    assert table.seat == active
    press_respond(qtbot, window, table, other)
    assert ctl.pending_seats() == [other]               # the commander at the screen waits
    lift(qtbot, window)
    assert table.seat == other and table.prompt.title.text() == OFFER
    play = next(a for a in ctl.legal_actions(other) if a.kind == "play")
    button = table.prompt.button(action_key(play))
    if button is None:                                  # many plays: behind the prompt's menu
        table.choices_for(ctl.legal_actions(other))
        table._set_menu("play")
        button = table.prompt.button(action_key(play))
    steps = len(record.steps)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert record.steps[steps].action == play           # played in the other commander's phase
    assert ctl.claimant() is None
    for _ in range(5):                                  # the card's own choices (a shipyard search...)
        if ctl.pending_seats() != [other]:
            break
        assert table.seat == other and table.prompt.press(0)
    assert ctl.pending_seats() == [active]
    assert window.curtain.isVisible() and window.curtain.title.text() == f"Pass to {NAMES[active]}"


def test_a_commander_holding_nothing_playable_passes_with_the_same_look_and_no_hand_shown(qtbot, settings):
    record, active, other = to_window(holds=False)
    window, session = at_screen(qtbot, settings, record)
    table, ctl = session.table, session.controller
    steps = len(record.steps)
    qtbot.keyClick(table, Qt.Key.Key_W)                  # the key does what the button does
    assert window.curtain.isVisible() and window.curtain.title.text() == f"Pass to {NAMES[other]}"
    assert ctl.claimant() == other and len(record.steps) == steps
    lift(qtbot, window)
    qtbot.waitUntil(lambda: ctl.claimant() is None)
    passed = record.steps[steps]
    assert passed.action == Action(other, "respond")
    assert not any(e.visible_to(active) for e in passed.events)   # only the one who passed hears it
    # the screen goes back behind the curtain, which says nothing of the pass
    assert window.curtain.isVisible() and window.curtain.title.text() == f"Pass to {NAMES[active]}"
    assert "pass" not in window.curtain.summary.text().lower()
    assert "pass" not in window.statusBar().currentMessage().lower()
    lift(qtbot, window)
    assert table.seat == active and ctl.pending_seats() == [active]


def test_a_window_nobody_claims_closes_when_the_commander_at_the_screen_goes_on(qtbot, settings):
    record, active, other = to_window(holds=True)
    window, session = at_screen(qtbot, settings, record)
    table, ctl = session.table, session.controller
    assert other in ctl.answering_seats() and table.respond_bar.isVisible()
    assert ctl.pending_seats() == [active]              # the offer is never shown or waited on
    move_on = next(a for a in ctl.legal_actions(active) if a.kind == "next")
    steps = len(record.steps)
    qtbot.mouseClick(table.prompt.button(action_key(move_on)), Qt.MouseButton.LeftButton)
    assert [s.action for s in record.steps[steps:]] == [move_on]
    assert not window.curtain.isVisible() and table.seat == active   # no hand-over for the window
    assert record.state.phase == "engagement" and ctl.claimant() is None
    # a new window: the key is there again, whatever the other commander holds
    assert table.respond_bar.isVisible() == ctl.validate(Action(other, "respond")).ok


def test_auto_pass_removes_the_keys_and_is_kept_in_the_settings(qtbot, settings):
    record, _active, other = to_window(holds=True)
    window, session = at_screen(qtbot, settings, record)
    table = session.table
    assert table.respond_bar.isVisible()
    window.auto_pass_action.trigger()
    assert session.controller.auto_pass and Settings().auto_pass
    assert not table.respond_bar.isVisible() and not session.controller.claim(other)
    window.auto_pass_action.trigger()
    assert table.respond_bar.isVisible()


def test_against_the_computer_a_person_holding_a_card_is_asked_unless_auto_pass_is_on(qtbot, settings):
    seats = ("computer", "human")
    record, active, other = to_window(holds=True, seats=seats, active_kind="computer")
    assert seats[other] == "human"
    window, session = at_screen(qtbot, settings, record, seats)
    table, ctl = session.table, session.controller
    steps = len(record.steps)
    assert table.seat == other and table.prompt.title.text() == OFFER
    assert not table.respond_bar.isVisible()            # nobody else at this screen
    assert len(record.steps) == steps and not ctl.is_thinking   # the computer waits for the answer
    window.auto_pass_action.trigger()
    qtbot.waitUntil(lambda: len(record.steps) > steps, timeout=20_000)
    assert record.steps[steps].action.seat == active    # the computer went on; nobody answered
    assert table.prompt.title.text() != OFFER


def test_at_a_table_of_three_every_other_commander_has_a_key_and_alt_with_their_place_presses_it(qtbot, settings):
    names = ["Ana", "Ben", "Cleo"]

    def open_to_both(state) -> bool:
        loud = [d for d in GAME.pending(state) if not d.quiet]
        return (state.phase == "manufacturing" and len(loud) == 1 and
                all(GAME.validate(state, Action(s, "respond")).ok for s in range(3) if s != loud[0].seat))

    for seed in range(1, 40):
        record = GameRecord(GAME, seed, None, names)
        rng = random.Random(seed)
        for _ in range(300):
            state = record.state
            if GAME.is_over(state) or open_to_both(state):
                break
            loud = [d for d in GAME.pending(state) if not d.quiet]
            legal = GAME.by_chance(GAME.legal_actions(state, rng.choice(loud).seat))
            assert record.submit(rng.choice([a for a in legal if a.kind != "concede"] or legal))[0].ok
        if not GAME.is_over(record.state) and open_to_both(record.state):
            break
    assert open_to_both(record.state)
    active = next(d.seat for d in GAME.pending(record.state) if not d.quiet)
    window, session = at_screen(qtbot, settings, record, ("human",) * 3)
    table, ctl = session.table, session.controller
    clockwise = [(active + 1) % 3, (active + 2) % 3]
    bar = table.respond_bar
    assert list(bar.buttons) == clockwise
    for seat in clockwise:
        assert bar.buttons[seat].text() == f"{names[seat]} (Alt+{seat + 1})"
        assert bar.buttons[seat].accessibleName() == f"{names[seat]}: respond"
    third = clockwise[1]
    qtbot.keyClick(table, Qt.Key(Qt.Key.Key_1.value + third), Qt.KeyboardModifier.AltModifier)
    assert ctl.claimant() == third and ctl.pending_seats() == [third]
    # the screen goes to them: behind the curtain when their view holds a secret (a hand)
    if window.curtain.isVisible():
        assert window.curtain.title.text() == f"Pass to {names[third]}"
    else:
        assert not record.state.commanders[third].hand and table.seat == third
