"""Starting the desktop app, and the ``--smoke`` self-check that packaging runs headless.

``create_app`` is shared by the real app, the smoke check, screenshots and the tests, so the
same fonts, icon and style sheet are in force everywhere a window is drawn.
"""

from __future__ import annotations

import sys
import traceback

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QImage
from PySide6.QtWidgets import QApplication, QWidget

from tabletop.paths import resources_dir
from tabletop.ui.fonts import register_bundled_fonts


def create_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (reused when one exists) with Tabletop's names, fonts, icon and style."""
    QCoreApplication.setOrganizationName("Tabletop")
    QCoreApplication.setApplicationName("Tabletop")
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv) if argv is not None else [sys.argv[0] if sys.argv else "tabletop"])
    register_bundled_fonts(app)
    icon = resources_dir() / "icons" / "tabletop.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    style = resources_dir() / "styles" / "tabletop.qss"
    if style.is_file():
        app.setStyleSheet(style.read_text(encoding="utf-8"))
    return app


def run_gui(argv: list[str] | None = None) -> int:
    """The desktop app: the start page first; returns the event loop's exit code."""
    from tabletop.ui.shell.main_window import MainWindow

    app = create_app([sys.argv[0] if sys.argv else "tabletop", *(argv or [])])
    window = MainWindow()
    window.show()
    return app.exec()


def is_blank(image: QImage) -> bool:
    """True when every sampled pixel has the same colour (nothing was painted)."""
    if image.isNull() or image.width() == 0 or image.height() == 0:
        return True
    first = image.pixelColor(0, 0)
    step_x = max(1, image.width() // 64)
    step_y = max(1, image.height() // 64)
    for y in range(0, image.height(), step_y):
        for x in range(0, image.width(), step_x):
            if image.pixelColor(x, y) != first:
                return False
    return True


def run_smoke() -> int:
    """Start the GUI machinery, set up every registered game and its table, paint the start page.

    Prints each failure to stderr; returns 1 if anything failed, else 0.
    """
    failures: list[str] = []
    app = create_app()
    from tabletop.engine.record import GameRecord
    from tabletop.games import registry
    from tabletop.ui.controller import GameController

    holder = QWidget()
    # Text must render even on a machine without fonts: the bundle ships DejaVu for that.
    if not QFontMetrics(QFont()).inFont("A"):
        failures.append("fonts: the default font cannot draw the letter A (no usable font)")
    try:
        from tabletop.cards.catalog import build_catalog

        if not len(build_catalog()):
            failures.append("card data: the catalog is empty")
    except Exception:
        failures.append(f"card data: {traceback.format_exc()}")
    for game in registry():
        try:
            record = GameRecord(game, 1)
            for seat in range(len(record.names)):
                game.view(record.state, seat)
            controller = GameController(record, ["human"] * len(record.names))
            from tabletop.ui.board import create_table

            table = create_table(controller, holder)
            table.set_seat(0)
            table.resize(800, 500)
            if table.grab().isNull():
                failures.append(f"{game.id}: the table painted nothing")
        except Exception:
            failures.append(f"{game.id}: {traceback.format_exc()}")
    try:
        from tabletop.ui.shell.main_window import MainWindow
        from tabletop.ui.shell.settings import Settings

        window = MainWindow(Settings(), remember_layout=False)
        window.resize(1280, 800)
        pixmap = window.start_page.grab()
        if pixmap.isNull():
            failures.append("start page: grab() returned an empty picture")
        elif is_blank(pixmap.toImage()):
            failures.append("start page: painted blank")
        if len(window.start_page.tiles) != len(registry()):
            failures.append("start page: not every registered game has a tile")
        window.close()
    except Exception:
        failures.append(f"main window: {traceback.format_exc()}")
    app.processEvents()
    for failure in failures:
        print(f"smoke: {failure}", file=sys.stderr)
    return 1 if failures else 0


__all__ = ["create_app", "is_blank", "run_gui", "run_smoke"]
