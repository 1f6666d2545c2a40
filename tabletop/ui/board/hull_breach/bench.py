"""How fast the Hull Breach! table repaints and answers a drop, with 60 cards on the battlefield.

    QT_QPA_PLATFORM=offscreen python -m tabletop.ui.board.hull_breach.bench [--runs 5]

Measured, never asserted, as ``tabletop.ui.bench_ui`` measures the other tables: the repaint is a
loop of ``view.viewport().repaint()`` at 1280x800; the drop is a hand card dropped onto the
battlefield until the table has repainted (validate, apply, the autosave queued, the redraw).
The position is set out with the engine's ``scenario.arrange``: four commanders, each with a
station and three modules, and ships carrying Marines and modules, 60 units in all.

Each run also times a reference in turns with the table, since machines of this kind differ by
2x: a bare ``QGraphicsView`` at the same size holding 60 plain card pictures and 60 words (what
Qt alone costs to repaint such a table), and one picture added to it and repainted (the least a
drop can cost).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

#: Per commander: a station, three modules, and (ship, its attachments) groups; 15 cards each.
FLEET = (("cockatrice-class-cruiser", ("ecm-suite",)), ("harpy-class-cruiser", ("boarding-commandos",)),
         ("drake-class-cruiser", ("boarding-commandos", "boarding-commandos")), ("zephyr-squadron", ()),
         ("sparrow-fighter-wing", ()), ("falcon-class-destroyer", ("boarding-commandos",)))
STATIONS = ("orion-frontier-outpost", "skyline-defense-hq", "meridian-exchange-tower", "orion-frontier-outpost")
MODULES = ("orbital-drydock", "point-defense-grid", "fighter-hangar-ring")


def position(hand: int = 12, card: str = "zephyr-squadron"):
    """Four commanders and 60 cards on the battlefield; seat 0 in its Manufacturing phase holds
    ``hand`` copies of ``card`` (Zephyr Squadrons: every drop on open space is a legal
    deployment) and a full stockpile."""
    from tabletop.games.hull_breach.scenario import Piece, arrange
    from tabletop.games.hull_breach.state import MANUFACTURING

    pieces = []
    for seat, station in enumerate(STATIONS):
        base = len(pieces)
        pieces.append(Piece(station, seat))
        pieces += [Piece(module, seat, host=base) for module in MODULES]
        for ship, attached in FLEET:
            host = len(pieces)
            pieces.append(Piece(ship, seat))
            pieces += [Piece(card, seat, host=host) for card in attached]
    state, _ids = arrange(pieces, players=4, hands=[(card,) * hand], phase=MANUFACTURING,
                          stockpiles=[(20, 20)] * 4)
    return state


def _table(state):
    from tabletop.engine.record import GameRecord
    from tabletop.games.hull_breach import GAME
    from tabletop.ui.board.hull_breach.table import HullTable
    from tabletop.ui.controller import GameController

    record = GameRecord(GAME, state.seed, names=state.names)
    record.initial = state
    record.names = list(state.names)
    controller = GameController(record, ["human"] * 4,
                                autosave_path=Path(tempfile.mkdtemp()) / "autosave.tabletop.yaml")
    table = HullTable(controller)
    table.animation_ms = 0
    table.set_seat(0)
    table.resize(1280, 800)
    table.show()
    return table


def repaint_milliseconds(repaints: int = 100) -> tuple[int, list[float]]:
    """The units on the table, and each repaint's time."""
    from tabletop.ui.shell.app import create_app

    app = create_app([])
    table = _table(position())
    for _ in range(5):
        app.processEvents()
    table.view.viewport().repaint()
    times = []
    for _ in range(repaints):
        start = time.perf_counter()
        table.view.viewport().repaint()
        times.append((time.perf_counter() - start) * 1000)
    count = len(table.controller.state.units)
    table.close()
    return count, times


def drop_milliseconds(tables: int = 4, drops: int = 10) -> list[float]:
    """Each drop of a hand card onto the open battlefield until the table has repainted."""
    from tabletop.ui.shell.app import create_app

    app = create_app([])
    times = []
    for _ in range(tables):
        table = _table(position(drops))
        for _ in range(5):
            app.processEvents()
        for _ in range(drops):
            card = table.controller.view(0).hand[0]
            start = time.perf_counter()
            verdict = table.drop_card(card, ("space", None))
            table.view.viewport().repaint()
            times.append((time.perf_counter() - start) * 1000)
            if verdict is None or not verdict.ok:
                raise RuntimeError(f"the drop was refused: {verdict}")
            app.processEvents()
        table.controller.stop()
        table.close()
    return times


def reference_milliseconds(repaints: int = 100, drops: int = 40) -> tuple[list[float], list[float]]:
    """A bare scene of 60 card pictures and 60 words at 1280x800: each repaint's time, and each
    picture added then repainted."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QPixmap
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from tabletop.ui.shell.app import create_app

    app = create_app([])
    scene = QGraphicsScene(QRectF(0, 0, 1280, 800))
    view = QGraphicsView(scene)
    view.resize(1280, 800)
    card = QPixmap(60, 84)
    card.fill(QColor("#335577"))
    for n in range(60):
        scene.addPixmap(card).setPos(20 + (n % 15) * 80, 40 + (n // 15) * 180)
        scene.addSimpleText(f"Unit {n}").setPos(20 + (n % 15) * 80, 130 + (n // 15) * 180)
    view.show()
    for _ in range(5):
        app.processEvents()

    def timed(step) -> float:
        start = time.perf_counter()
        step()
        view.viewport().repaint()
        return (time.perf_counter() - start) * 1000

    repaint = [timed(lambda: None) for _ in range(repaints)]
    added = [timed(lambda n=n: scene.addPixmap(card).setPos(20 + n * 25, 720)) for n in range(drops)]
    view.close()
    return repaint, added


def main(argv: list[str] | None = None) -> int:
    import os

    parser = argparse.ArgumentParser(description="Hull Breach! table: repaint and drop times")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for run in range(args.runs):
        bare_repaints, bare_adds = reference_milliseconds()
        count, repaints = repaint_milliseconds()
        drops = drop_milliseconds()
        print(f"run {run + 1} reference, a bare QGraphicsView of 60 pictures and 60 words: repaint median "
              f"{statistics.median(bare_repaints):.1f} ms; a picture added and repainted median "
              f"{statistics.median(bare_adds):.1f} ms")
        print(f"run {run + 1}: {count} cards on the table; repaint mean {statistics.mean(repaints):.1f} ms, "
              f"median {statistics.median(repaints):.1f} ms, worst {max(repaints):.1f} ms; drop to repaint "
              f"median {statistics.median(drops):.1f} ms, worst {max(drops):.1f} ms over {len(drops)} drops")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
