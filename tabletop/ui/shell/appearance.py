"""Settings → Scale and Settings → High contrast: how large and in what contrast the app draws.

The choices are kept in the settings and applied live to the whole app (``tabletop.ui.theme``):
a new scale or contrast shows at once, tables included, with no restart.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from tabletop.ui import theme
from tabletop.ui.shell.settings import Settings


def scale_label(percent: int) -> str:
    return "&System" if percent == theme.SYSTEM else f"&{percent} %"


class AppearanceMenu:
    """The scale choices and the high-contrast switch in ``menu``; the saved theme applied."""

    def __init__(self, owner: QWidget, menu: QMenu, settings: Settings):
        self.settings = settings
        self.scale_menu = menu.addMenu("S&cale")
        self.scale_menu.setToolTipsVisible(True)
        self.scale_group = QActionGroup(owner)
        self.scale_group.setExclusive(True)
        self.scale_actions: dict[int, QAction] = {}
        for percent in theme.SCALES:
            action = QAction(scale_label(percent), owner)
            action.setCheckable(True)
            action.setChecked(percent == settings.scale_percent)
            action.setStatusTip("Text and controls as large as the system makes them" if percent == theme.SYSTEM
                                else f"Text and controls at {percent} % of the system's size")
            action.triggered.connect(lambda _checked=False, p=percent: self.set_scale(p))
            self.scale_group.addAction(action)
            self.scale_menu.addAction(action)
            self.scale_actions[percent] = action
        self.contrast_action = QAction("&High contrast", owner)
        self.contrast_action.setCheckable(True)
        self.contrast_action.setChecked(settings.high_contrast)
        self.contrast_action.setStatusTip("White and yellow on black, with every edge and focus outlined")
        self.contrast_action.toggled.connect(self.set_high_contrast)
        menu.addAction(self.contrast_action)
        self.apply()

    def set_scale(self, percent: int) -> None:
        self.settings.scale_percent = percent
        self.scale_actions[percent].setChecked(True)
        self.apply()

    def set_high_contrast(self, on: bool) -> None:
        self.settings.high_contrast = on
        if self.contrast_action.isChecked() != on:
            self.contrast_action.setChecked(on)
        self.apply()

    def apply(self) -> None:
        """The saved theme, applied to the app (the system's plain look needs nothing done unless
        another was in force)."""
        app = QApplication.instance()
        wanted = self.settings.theme
        if isinstance(app, QApplication) and (wanted != theme.Theme() or theme.current() != theme.Theme()):
            theme.apply(app, wanted)


__all__ = ["AppearanceMenu", "scale_label"]
