"""On the Hull Breach! table nothing covers a card's words: the status badges on a unit (wound
tokens, in the fleet, dice at it, firing, jammed, painted, boarding, boarded, retreating) lie in a
band the card keeps free for them, or at a strip's reserved right end, never over the card's name,
type line, traits, text or figures footer, nor over a neighbouring card, at 2, 3 and 4 commanders.

The words are the painter's own ``TextRun`` boxes (``HullArt.words_on``) mapped to the scene, the
badges the chips the table lays over its units; the position is set out with ``scenario.arrange``
with every kind of mark on ships of every size, and a long random game is checked at every step.
"""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRectF, Qt

from tabletop.engine.record import GameRecord
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import ATTACK, Board, Engagement
from tabletop.ui.board.breakaway_ccg.items import CardItem, Chip
from tabletop.ui.board.hull_breach.items import ToggleChip
from tabletop.ui.board.hull_breach.table import HullTable
from tabletop.ui.controller import GameController
from tests.ui.board_helpers import shown_table


def controller_for(state) -> GameController:
    record = GameRecord(GAME, state.seed, names=state.names)
    record.initial = state
    record.names = list(state.names)
    return GameController(record, ["human"] * len(state.names))


def marked(players: int):
    """Commander A attacks B with a fleet whose ships carry every mark at once; the other
    commanders hold a station and ships, so at four seats the cards are at their smallest."""
    pieces = [Piece("skyline-defense-hq", 0), Piece("anaheim-strip-miners", 0, host=0),
              Piece("hawk-class-battle-cruiser", 0, wounds=1), Piece("boarding-commandos", 0, host=2, wounds=1),
              Piece("thrush-fighter-wing", 0), Piece("merlin-class-frigate", 0),
              Piece("seagull-class-cruiser", 0, wounds=2), Piece("cockatrice-class-cruiser", 0),
              Piece("orion-frontier-outpost", 1, wounds=2), Piece("militia-barracks", 1, host=8),
              Piece("harpy-class-cruiser", 1, wounds=1), Piece("pelican-class-transport", 1, wounds=2),
              Piece("petrel-class-cruiser", 1), Piece("sons-of-orion", 1, host=11, wounds=1),
              Piece("albatross-class-capital-ship", 1, wounds=3)]
    for seat in range(2, players):
        base = len(pieces)
        pieces += [Piece("meridian-exchange-tower", seat), Piece("orbital-drydock", seat, host=base),
                   Piece("osprey-class-battle-cruiser", seat, wounds=1), Piece("kestrel-class-frigate", seat)]
    state, ids = arrange(pieces, players=players)
    hawk, commandos, thrush, merlin, seagull, cockatrice = ids[2], ids[3], ids[4], ids[5], ids[6], ids[7]
    harpy, pelican, petrel, albatross = ids[10], ids[11], ids[12], ids[14]
    fleet = (hawk, thrush, merlin, seagull, cockatrice)
    engagement = Engagement(
        0, 1, step=ATTACK, fleet=fleet, shooter=cockatrice, dice=3, aim=((harpy, 1), (albatross, 1)),
        paints=((seagull, harpy, 3, 0), (seagull, albatross, 3, 0), (seagull, pelican, 3, 0)),
        jams=((petrel, hawk, 3, 1), (petrel, merlin, 3, 1)),
        retreating=(thrush, merlin, seagull),
        boards=(Board(0, hawk, pelican), Board(0, seagull, albatross), Board(0, commandos, harpy, fold=True),
                Board(1, petrel, merlin, cancelled=True)))
    return state.__class__(**{**state.__dict__, "engagement": engagement}), ids


def badges(table: HullTable) -> list[Chip]:
    """The status badges laid over units (a chosen unit's trait toggles are buttons, not badges)."""
    return [i for i in table.scene.items() if isinstance(i, Chip) and not isinstance(i, ToggleChip) and i.isVisible()]


def on_top(table: HullTable, item: CardItem, box: QRectF) -> bool:
    """Whether ``item`` is what shows at the middle of ``box``, badges aside (not under the boarding
    view, say)."""
    shown = [i for i in table.scene.items(box.center(), order=Qt.SortOrder.DescendingOrder)
             if not isinstance(i, Chip) and i.isVisible()]
    return bool(shown) and shown[0] is item


def card_words(table: HullTable) -> list[tuple[str, str, QRectF, float]]:
    """(unit, word, box in the scene, z of its picture) for every word painted on a unit's card
    or strip that shows (one under another item covers nothing a badge could)."""
    out = []
    for pid, items in table.unit_items.items():
        for item in items:
            for run in table.art.words_on(item.pixmap()):
                box = item.mapRectToScene(run.box)
                if on_top(table, item, box):
                    out.append((pid, run.text, box, item.zValue()))
    return out


def covered(table: HullTable) -> list[str]:
    """Each badge over a card's words, or over a card it does not belong to, in words (a badge under
    a card, as under the boarding view's cards, covers nothing)."""
    problems = []
    words = card_words(table)
    cards = [(pid, item.sceneBoundingRect(), item.zValue()) for pid, items in table.unit_items.items()
             for item in items if isinstance(item, CardItem) and item.data(0) == "card"
             and on_top(table, item, item.sceneBoundingRect())]
    for badge in badges(table):
        rect = badge.sceneBoundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        for pid, text, box, z in words:
            if z < badge.zValue() and rect.intersects(box):
                problems.append(f"badge {badge.text!r} covers {text!r} on {pid}")
        owner = getattr(badge, "unit", None)
        for pid, box, z in cards:
            if pid != owner and z < badge.zValue() and rect.intersects(box):
                problems.append(f"badge {badge.text!r} of {owner} lies over the card {pid}")
    return problems


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_badges_never_cover_a_cards_words(qtbot, players, size):
    state, ids = marked(players)
    table = shown_table(qtbot, controller_for(state), HullTable, seat=0, size=size)
    shown = {b.text for b in badges(table)}
    assert len(badges(table)) >= 12, shown
    assert covered(table) == []
    # every unit still shows its name and the figures footer on its card
    for pid in (ids[2], ids[6], ids[10], ids[14]):
        item = next(i for i in table.unit_items[pid] if i.data(0) == "card")
        texts = [run.text for run in table.art.words_on(item.pixmap())]
        assert any(t.startswith(("A", "D")) and t[1:2].isdigit() for t in texts), texts


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_mark_is_told_in_full_in_its_tooltip(qtbot, players):
    state, _ids = marked(players)
    table = shown_table(qtbot, controller_for(state), HullTable, seat=0)
    tips = " | ".join(b.toolTip() for b in badges(table))
    for words in ("In Commander A's fleet", "Painted: +3", "Retreating this round", "Boarding ", "About to be boarded",
                  "Jammed: 3 fewer dice", "1 die declared at it", "wound token", "An Escort cancelled this board",
                  "Declaring its volley: 1 die still to declare"):
        assert words in tips, words


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_badges_stay_clear_through_a_random_game(qtbot, players):
    """A random game, checked at every step where some unit carries a badge."""
    record = GameRecord(GAME, 40 + players, names=[f"P{n}" for n in range(players)])
    ctl = GameController(record, ["human"] * players)
    table = shown_table(qtbot, ctl, HullTable, seat=0)
    rng = random.Random(players)
    checked = 0
    for _ in range(700):
        if GAME.is_over(ctl.state):
            break
        pending = GAME.pending(ctl.state)
        decision = rng.choice(pending)
        legal = GAME.legal_actions(ctl.state, decision.seat)
        assert ctl.submit(rng.choice(GAME.by_chance(legal))).ok
        if ctl.state.engagement is not None or any(u.wounds for u in ctl.state.units):
            table.set_seat(decision.seat)
            assert covered(table) == [], (players, checked)
            checked += 1
    assert checked > 20
