"""The Breakaway: CCG table through a penalty and a power-play goal (offscreen, hot seat): from the
penalty to the goal every move goes through the table (cards dropped on the play area, the rink
clicked, prompt buttons pressed), the penalty box with its hands left and the power-play chip are
shown, and the penalty shot's cards and prompts are in plain words. The games are found by a
bounded seed search (``tests.ui.ccg_support.reach``), so a rules or deck change finds another seed. Screenshots at 1024x640 and 1920x1080 go to
``$TABLETOP_SHOTS`` when it is set."""

from __future__ import annotations

import os
import random

import pytest

pytest.importorskip("pytestqt")

from tabletop.engine.actions import Action
from tabletop.engine.record import GameRecord
from tabletop.games import registry
from tabletop.games.breakaway_ccg.official import power_play as pen
from tabletop.ui.board import CcgTable
from tabletop.ui.board.breakaway_ccg.items import Chip
from tabletop.ui.board.breakaway_ccg.table import AREA_KINDS
from tabletop.ui.controller import GameController
from tests.ui.board_helpers import click_label, shown_table
from tests.ui.ccg_support import reach, replayed

GAME = registry().get("breakaway-ccg")
#: Whole three-period games: a power-play goal comes in about one random game of six.
OFFICIAL = {"mode": "official"}


def boxed_at(states: list) -> int:
    """The index of the last move that put a side in an empty penalty box."""
    return max(i for i in range(len(states) - 1) if not states[i].box and states[i + 1].box)


def quick_power_play_goal(states: list, most: int = 80) -> bool:
    """The last move a goal by the side on the power play (Part 2, Penalties, "Power Plays"), at most
    ``most`` moves after the penalty that began it (the moves the table plays)."""
    before, after = states[-2], states[-1]
    side = pen.pp_side(before)
    return side is not None and after.goals[side] > before.goals[side] and len(states) - boxed_at(states) <= most


def chips(table: CcgTable) -> list[str]:
    return [i.text for i in table.scene.items() if isinstance(i, Chip)]


def through_table(qtbot, table: CcgTable, action: Action) -> None:
    """Submit ``action`` the way a player would at the table."""
    ctl = table.controller
    before = len(ctl.record.actions)
    if action.kind in ("play", "challenge"):
        verdict = table.drop_card(action.args[0])
        assert verdict.ok, verdict.message
    elif action.kind in ("switch", "substitution"):      # the bench gesture (a line change's or the action's)
        verdict = table.switch(*action.args)
        assert verdict.ok, verdict.message
    elif action.kind in AREA_KINDS and action.args:
        table.choose_area(action.args[-1])
        if table.area_choice is not None:        # two ways to the area: the prompt names each
            click_label(qtbot, table, GAME.describe_action(ctl.state, action))
    else:
        click_label(qtbot, table, GAME.describe_action(ctl.state, action))
    assert len(ctl.record.actions) == before + 1 and ctl.record.actions[-1] == action


def shoot(table: CcgTable, name: str) -> None:
    folder = os.environ.get("TABLETOP_SHOTS")
    if not folder:
        return
    shown = table.banner.isVisible()
    table.banner.hide()                      # the event banner would cover the panel
    for w, h in ((1024, 640), (1920, 1080)):
        table.resize(w, h)
        table.refresh()
        table.grab().save(os.path.join(folder, f"ccg-{name}-{w}x{h}.png"))
    table.resize(1280, 800)
    table.banner.setVisible(shown)


def test_a_penalty_and_a_power_play_goal_at_the_table(qtbot):
    """The first seeded random official game (the lowest seat the game waits for moving) with a
    power-play goal: its moves up to the penalty that puts a side in the box are played on the
    engine, and from that move to the goal every move goes through the table (hot seat)."""
    seed, actions = reach("a power-play goal", OFFICIAL, quick_power_play_goal, moves=2000, choose_seat=min)
    ctl = GameController(GameRecord(GAME, seed, OFFICIAL, ("Ana", "Ben")), ("human", "human"))
    states = [ctl.state]
    for action in actions:
        states.append(GAME.apply(states[-1], action)[0])
    boxed = boxed_at(states)
    for action in actions[:boxed]:
        assert ctl.submit(action).ok
    table = shown_table(qtbot, ctl, CcgTable, 0)
    seen_box = seen_pp_goal = shot_taken = False
    for action in actions[boxed:]:
        state = ctl.state
        table.set_seat(action.seat)                           # hot seat: the table turns to the player
        side = pen.pp_side(state)
        goals = state.goals
        through_table(qtbot, table, action)
        state = ctl.state
        if state.box and not seen_box:
            seen_box = True
            table.refresh()
            shown = chips(table)
            served = state.box[0]
            offender = served.seat
            # The chip names the penalty's minutes and the power-play hands it has left, whole; its
            # tooltip says it in full words.
            words = f"BOX {served.minutes}m · {served.hands} hand{'s' if served.hands != 1 else ''}"
            assert words in shown, shown
            assert "POWER PLAY" in shown or "4-ON-4" in shown
            box_chip = next(i for i in table.scene.items() if isinstance(i, Chip) and i.text.startswith("BOX"))
            assert box_chip.text == words and f"{served.minutes} minutes" in box_chip.toolTip()
            assert state.names[offender] in box_chip.toolTip() and "power-play hand" in box_chip.toolTip()
        if state.box and state.phase == "play" and not shot_taken:
            shot_taken = True
            shoot(table, "power-play")
        if side is not None and state.goals[side] > goals[side]:
            seen_pp_goal = True
            break
    assert seen_box and seen_pp_goal


def test_the_penalty_shot_reads_in_plain_words(qtbot):
    """A penalty shot on the table: the three cards of each side face up, the prompt's buttons in
    plain words, the puck placed by a click on the rink."""
    seed, actions = reach("a penalty shot", {"mode": "official"}, lambda states: states[-1].pshot is not None,
                          moves=3000)
    ctl = replayed(seed, {"mode": "official"}, actions)
    state = ctl.state
    shooter = state.pshot.shooter
    table = shown_table(qtbot, ctl, CcgTable, shooter)
    labels = table.prompt.labels()
    assert labels and all(label.startswith("Penalty shot: shoot from ") for label in labels)
    assert {"PENALTY SHOT", "P. SHOT"} & set(chips(table))     # the short word when the row is shared
    shown = {getattr(i, "card_id", None) for i in table.scene.items()}
    assert set(state.pshot.hands[0]) | set(state.pshot.hands[1]) <= shown
    shoot(table, "penalty-shot")
    area = next(a for a in ctl.legal_actions(shooter) if a.kind == "ps-place").args[0]
    table.choose_area(area)
    assert ctl.state.pshot is None or ctl.state.pshot.stage != "place"


def test_a_fight_at_the_table(qtbot):
    """A fight through the table (hot seat): each fight card dropped on the play area face down, the
    exchange's reveal with the side at fault marked, the score of the fight in the panel, and the
    stoppage after it. Random legal decks hold the Punch cards the default teams lack; the first
    seed whose random game has a fight within 60 moves is played through the table."""
    from tests.engine.test_contract_decks import random_decks

    options = {"mode": "official"}

    def fight_within(seed: int, moves: int = 60) -> bool:
        """Whether the random game of ``seed`` (its own random decks) has a fight within ``moves``."""
        decks = random_decks(GAME, random.Random(f"fight:{seed}"), options)
        state = GAME.new_game(seed, options, ("Ana", "Ben"), decks=decks)
        rng = random.Random(seed)
        for _ in range(moves):
            if state.phase == "fight":
                return True
            seat = GAME.pending(state)[0].seat
            state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        return False

    seed = next(s for s in range(200) if fight_within(s))
    decks = random_decks(GAME, random.Random(f"fight:{seed}"), options)
    ctl = GameController(GameRecord(GAME, seed, options, ("Ana", "Ben"), decks=decks), ("human", "human"))
    table = shown_table(qtbot, ctl, CcgTable, 0)
    rng = random.Random(seed)
    fought = shown = False
    for _ in range(60):
        seat = ctl.pending_seats()[0]
        table.set_seat(seat)
        action = rng.choice(ctl.legal_actions(seat))
        through_table(qtbot, table, action)
        state = ctl.state
        if state.phase == "fight" and not shown:
            shown = True
            table.refresh()
            texts = [getattr(i, "text", "") for i in table.scene.items()]
            assert any(t.startswith("Fight · ") for t in texts), texts
            shoot(table, "fight")
        if table.reveal is not None and table.reveal_kind == "fight":
            assert any(getattr(i, "text", "") == "FIGHT" for i in table.scene.items())
        if shown and state.phase != "fight":
            fought = True
            assert state.stoppage is not None and state.stoppage.reason == "fight"
            break
    assert fought
