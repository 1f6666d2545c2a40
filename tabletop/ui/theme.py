"""How large and in what contrast the app draws: a scale from 100 to 200 % and a high-contrast theme.

Qt already follows the system's scale factor (the screen's device pixel ratio and the desktop's
font resolution); the scale here multiplies on top of it, so "System" (the default) is exactly
what the system asks for and 200 % is twice that. Both are applied live, to the whole app:

- the style sheet (``resources/styles/tabletop.qss``) is set again with every font size scaled,
  and in high contrast every colour in it turned to black, white or yellow (``contrasting``);
- the application font is scaled, and high contrast sets a black-and-white palette;
- every widget that asked (``listen``: the tables, the main window, the curtain) has its
  ``on_theme_changed`` called, so the tables draw their scene
  magnified by the scale (``TableView``: s times its size at 100 % in the same window, laid out
  as at 100 %, with scroll bars), lay their prompt out again in the window, its words grown by
  the scale, and paint their background black in high contrast, under light text and white cards.

``current()`` is the theme in force, read by the tables when they draw.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass
from functools import lru_cache

import shiboken6
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from tabletop.paths import resources_dir

#: The scale choices (percent); 0 is the system's own scale, with nothing added.
SCALES = (0, 100, 125, 150, 175, 200)
SYSTEM = 0
#: High contrast's three colours: text and edges, ground, and what is chosen or focused.
WHITE, BLACK, YELLOW = "#ffffff", "#000000", "#ffd400"
#: A control that cannot be used: grey text (still 9:1 on black) in a dashed edge.
DISABLED = "#b0b0b0"
#: What a blank field stands for ("blank = random"): a light grey, 13:1 on black, told from typed text.
PLACEHOLDER = "#d0d0d0"


@dataclass(frozen=True, slots=True)
class Theme:
    scale_percent: int = SYSTEM
    high_contrast: bool = False

    def __post_init__(self) -> None:
        if self.scale_percent != SYSTEM and not 100 <= self.scale_percent <= 200:
            raise ValueError(f"the scale must be from 100 to 200 percent, not {self.scale_percent}")

    @property
    def scale(self) -> float:
        """The factor on top of the system's scale (1.0 for "System")."""
        return 1.0 if self.scale_percent == SYSTEM else self.scale_percent / 100


_current = Theme()
_base_font: QFont | None = None


def current() -> Theme:
    return _current


@lru_cache(maxsize=1)
def base_style() -> str:
    """The app's style sheet as shipped ("" where the resources are absent)."""
    path = resources_dir() / "styles" / "tabletop.qss"
    return path.read_text(encoding="utf-8") if path.is_file() else ""


_FONT_SIZE = re.compile(r"(font-size:\s*)(\d+(?:\.\d+)?)(pt|px)")
_DECLARATION = re.compile(r"([\w-]+)(\s*:\s*)([^;{}]*)")
_HEX = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b")


def scaled(style: str, scale: float) -> str:
    """``style`` with every font size multiplied by ``scale``."""
    if scale == 1.0:
        return style
    return _FONT_SIZE.sub(lambda m: f"{m.group(1)}{float(m.group(2)) * scale:g}{m.group(3)}", style)


def contrasting(style: str) -> str:
    """``style`` in high contrast: grounds black and text white where they were light and dark
    (and the other way round where the sheet had light text on a dark ground, a chosen button),
    every edge white, selections yellow with black text, and what a blank field stands for
    (its placeholder) a light grey."""
    def swap(declaration: re.Match[str]) -> str:
        prop, colon, value = declaration.groups()

        def colour(match: re.Match[str]) -> str:
            if prop.startswith("selection-background"):
                return YELLOW
            if prop.startswith("selection-color"):
                return BLACK
            if prop.startswith("placeholder"):
                return PLACEHOLDER
            if prop.startswith("border") or prop == "outline":
                return WHITE
            return BLACK if QColor(match.group(0)).lightnessF() > 0.5 else WHITE
        return f"{prop}{colon}{_HEX.sub(colour, value)}"
    style = _DECLARATION.sub(swap, style)
    return style + HIGH_CONTRAST_EXTRA.replace("@DISABLED@", DISABLED)


#: What high contrast adds: a yellow ring on whatever has the keyboard, so it is never only a
#: shade of colour that says where the focus is; and scroll bars with a white handle in a white
#: edge (a magnified table is scrolled by them), where the sheet's two greys would both turn black.
HIGH_CONTRAST_EXTRA = """
QScrollBar:vertical, QScrollBar:horizontal { border: 1px solid #ffffff; }
QScrollBar::handle:vertical, QScrollBar::handle:horizontal { background: #ffffff; }
QScrollBar::handle:hover, QScrollBar::handle:pressed { background: #ffd400; }
*:focus { outline: 2px solid #ffd400; }
QPushButton:focus, QComboBox:focus, QLineEdit:focus, QSpinBox:focus, QListView:focus, QTableView:focus,
QTreeView:focus { border: 3px solid #ffd400; }
QPushButton:disabled { color: @DISABLED@; border: 1px dashed #ffffff; }
QMenuBar::item:selected, QMenuBar::item:pressed, QMenu::item:selected { background: #ffd400; color: #000000; }
"""


def high_contrast_palette() -> QPalette:
    palette = QPalette()
    black, white, yellow = QColor(BLACK), QColor(WHITE), QColor(YELLOW)
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase,
                 QPalette.ColorRole.Button, QPalette.ColorRole.ToolTipBase):
        palette.setColor(role, black)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText,
                 QPalette.ColorRole.ToolTipText, QPalette.ColorRole.BrightText):
        palette.setColor(role, white)
    palette.setColor(QPalette.ColorRole.Highlight, yellow)
    palette.setColor(QPalette.ColorRole.HighlightedText, black)
    palette.setColor(QPalette.ColorRole.Link, yellow)
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor(PLACEHOLDER))
    return palette


def apply(app: QApplication, theme: Theme) -> None:
    """Make ``theme`` the app's, at once: style sheet, font, palette, and every table told. What
    is already so is left alone (setting a style sheet again restyles every widget)."""
    global _current, _base_font
    if _base_font is None:
        _base_font = QFont(app.font())
    _current = theme
    style = scaled(base_style(), theme.scale)
    if theme.high_contrast:
        style = contrasting(style)
    font = QFont(_base_font)
    if font.pointSizeF() > 0:
        font.setPointSizeF(_base_font.pointSizeF() * theme.scale)
    palette = high_contrast_palette() if theme.high_contrast else app.style().standardPalette()
    changed = False
    if app.styleSheet() != style:
        app.setStyleSheet(style)
        changed = True
    if app.font() != font:
        app.setFont(font)
        changed = True
    if app.palette() != palette:
        app.setPalette(palette)
        changed = True
    if changed:
        for widget in list(_listeners):
            if shiboken6.isValid(widget):
                widget.on_theme_changed()


#: The widgets ``apply`` tells of a change. A list of their own rather than a walk of
#: ``QApplication.allWidgets()``, which makes a Python wrapper for every widget alive, and one for
#: a widget Qt is tearing down crashed the process.
_listeners: weakref.WeakSet = weakref.WeakSet()


def listen(widget) -> None:
    """Have ``apply`` call ``widget.on_theme_changed()`` after each change while the widget lives."""
    _listeners.add(widget)


__all__ = ["SCALES", "SYSTEM", "Theme", "apply", "contrasting", "current", "listen", "scaled"]
