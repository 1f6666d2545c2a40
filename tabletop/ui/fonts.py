"""Fonts shipped with the app, so text renders even where the system has no fonts at all.

Installers copy a free font (DejaVu) into ``resources/fonts``; a bare Linux machine or a
minimal container then still shows every label. From a source checkout the folder may be
absent and the system's fonts are used.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QApplication

from tabletop.paths import resources_dir


def register_bundled_fonts(app: QApplication) -> list[str]:
    """Register every font in resources/fonts; make one the default if the system has none usable."""
    folder = resources_dir() / "fonts"
    families: list[str] = []
    if folder.is_dir():
        for path in sorted(folder.iterdir()):
            if path.suffix.lower() in (".ttf", ".otf"):
                font_id = QFontDatabase.addApplicationFont(str(path))
                if font_id >= 0:
                    families.extend(QFontDatabase.applicationFontFamilies(font_id))
    if families and not QFontMetrics(app.font()).inFont("A"):
        app.setFont(QFont(families[0], app.font().pointSize()))
    return families
