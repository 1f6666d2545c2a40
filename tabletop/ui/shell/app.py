"""Starting the desktop app, and the ``--smoke`` self-check that packaging runs headless.

``create_app`` is shared by the real app, the smoke check, screenshots and the tests, so the
same fonts, icon and style sheet are in force everywhere a window is drawn.

Without a display Qt's xcb plugin aborts the process with a message about a missing
``xcb-cursor0`` library, which sends people to install packages that would not help. So the
app checks for a display first and says in one line that there is none; the commands that
never show a window (``--smoke``, ``screenshot``) draw on Qt's offscreen platform instead.
"""

from __future__ import annotations

import gc
import os
import sys
import traceback
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QImage
from PySide6.QtWidgets import QApplication, QWidget

from tabletop.paths import resources_dir
from tabletop.ui.fonts import register_bundled_fonts

#: The one line the desktop app prints when it has no screen to open its window on.
NO_DISPLAY_MESSAGE = ("tabletop: error: no display found (DISPLAY and WAYLAND_DISPLAY are not set), so the "
                      "desktop app cannot open its window; the other commands, screenshot and --smoke "
                      "included, run without one")
OFFSCREEN = "offscreen"
#: Said by the offscreen platform on every window shown; true and of no use to anyone reading.
_OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()"


def display_found(environ: Mapping[str, str] | None = None) -> bool:
    """Whether Qt has a screen to open windows on, judged without starting Qt (which aborts).

    A platform chosen by hand (``QT_QPA_PLATFORM``) is trusted, so ``offscreen`` or ``vnc``
    work as Qt documents; Windows and macOS always have their own. Elsewhere Qt needs an X11
    or Wayland display named in the environment.
    """
    env = os.environ if environ is None else environ
    if env.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def create_app(argv: list[str] | None = None, *, offscreen: bool = False) -> QApplication:
    """The QApplication (reused when one exists) with Tabletop's names, fonts, icon and style.

    ``offscreen`` starts a new application on Qt's offscreen platform unless the environment
    chose another (``QT_QPA_PLATFORM``): for work that never shows a window.
    """
    QCoreApplication.setOrganizationName("Tabletop")
    QCoreApplication.setApplicationName("Tabletop")
    app = QApplication.instance()
    if app is None:
        if offscreen and not os.environ.get("QT_QPA_PLATFORM"):
            os.environ["QT_QPA_PLATFORM"] = OFFSCREEN
            qInstallMessageHandler(_offscreen_messages)
        app = QApplication(list(argv) if argv is not None else [sys.argv[0] if sys.argv else "tabletop"])
    register_bundled_fonts(app)
    icon = resources_dir() / "icons" / "tabletop.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    style = resources_dir() / "styles" / "tabletop.qss"
    if style.is_file():
        app.setStyleSheet(style.read_text(encoding="utf-8"))
    return app


def _offscreen_messages(_kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    """Qt's messages on stderr as usual, less the offscreen platform's line about size hints."""
    if message != _OFFSCREEN_NOISE:
        print(message, file=sys.stderr)


def run_gui(argv: list[str] | None = None) -> int:
    """The desktop app: the start page first; returns the event loop's exit code, or 1 after
    one line on stderr when there is no display to open the window on."""
    if QApplication.instance() is None and not display_found():
        print(NO_DISPLAY_MESSAGE, file=sys.stderr)
        return 1
    from tabletop.ui.shell.main_window import MainWindow

    app = create_app([sys.argv[0] if sys.argv else "tabletop", *(argv or [])])
    window = MainWindow()
    window.show()
    keep_start_up()
    return app.exec()


def keep_start_up() -> None:
    """Move everything made so far out of the cyclic garbage collector's way, and let it run.

    What a start-up makes (modules, classes, Qt's wrappers, the card data, the window) lives as
    long as the app, yet each of the collector's passes over its oldest generation walks all of
    it (some 40,000 objects once the start page is up, 84,000 after ``--smoke``), on every such
    pass for the rest of the session.
    ``python -m tabletop`` pauses the collector while it starts (a start-up makes little
    garbage) and calls this once the window is up: ``gc.freeze`` leaves those objects to
    reference counting alone, and later passes walk only what the session makes.
    """
    gc.freeze()
    gc.enable()


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

    Prints each failure to stderr; returns 1 if anything failed, else 0. Without a display
    it runs on the offscreen platform: what it checks (fonts, card data, tables painting)
    does not need a screen.
    """
    failures: list[str] = []
    app = create_app(offscreen=not display_found())
    from tabletop.engine.record import GameRecord
    from tabletop.games import registry
    from tabletop.ui.controller import GameController

    holder = QWidget()
    # Text must render even on a machine without fonts: the bundle ships DejaVu for that.
    if not QFontMetrics(QFont()).inFont("A"):
        failures.append("fonts: the default font cannot draw the letter A (no usable font)")
    try:
        from tabletop.cards.catalog import catalog

        if not len(catalog()):     # the catalog the deck checks below use too: built once
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
        if len(window.start_page.tiles) != len(window.registry) or not len(window.registry):
            failures.append("start page: not every playable game has a tile")
        window.close()
    except Exception:
        failures.append(f"main window: {traceback.format_exc()}")
    app.processEvents()
    for failure in failures:
        print(f"smoke: {failure}", file=sys.stderr)
    return 1 if failures else 0


__all__ = ["NO_DISPLAY_MESSAGE", "create_app", "display_found", "is_blank", "keep_start_up", "run_gui", "run_smoke"]
