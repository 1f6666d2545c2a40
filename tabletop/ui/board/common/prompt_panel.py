"""The prompt panel every table asks its questions with: a title, a hint and numbered choices.

A decision the engine poses ("Play a card or shoot", "Take a last shot?") is answered the same
way at every table: one button per choice, labelled by the engine's own words, numbered so
keys 1-9 press them. The panel is a widget laid over the table's view at a scene rectangle it
is given, so its text stays sharp and its size follows the table's zoom. It wraps a label
that is too long for its column instead of cutting it. Every choice stays in view: when the
rectangle is too small for all of them (a small window, five cards to choose from) the hint
steps aside into the tooltip, two short choices go side by side, and then the panel grows
past its rectangle towards the roomier side of the table; it scrolls only when even the whole
table is too short. It never raises itself: the refusal notice and the hover preview of a card
stay above it (``stack_overlays``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui import theme

#: Choice kinds drawn as the quiet way out (grey) and as the big moment (orange).
QUIET_KINDS = frozenset(("end", "keep", "concede", "back", "decline"))
LOUD_KINDS = frozenset(("shoot", "score", "save"))

STYLE = """
#promptPanel { background: rgba(6, 18, 30, 225); border: 2px solid rgba(255,255,255,60); border-radius: 14px; }
#promptPanel[active="true"] { border: 2px solid #ffc23d; }
#promptPanel QLabel { color: #eef4ef; background: transparent; }
#promptTitle { font-size: @TITLE@px; font-weight: 700; }
#promptHint { font-size: @HINT@px; color: #a9c5b4; }
#promptPanel QScrollArea, #promptPanel QScrollArea > QWidget > QWidget { background: transparent; border: none; }
#promptPanel QScrollBar:vertical { background: rgba(255,255,255,20); width: 8px; border: none; margin: 0; }
#promptPanel QScrollBar::handle:vertical { background: rgba(255,255,255,110); border-radius: 4px; min-height: 20px; }
#promptPanel QScrollBar::add-line:vertical, #promptPanel QScrollBar::sub-line:vertical { height: 0; }
#promptPanel QPushButton { background: #2f6db5; color: white; border: 1px solid rgba(255,255,255,80);
    border-radius: 8px; padding: @PAD@px 6px; min-height: @LINE@px; font-size: @BUTTON@px; font-weight: 600;
    text-align: left; }
#promptPanel QPushButton:hover { background: #3a80d0; }
#promptPanel QPushButton[tone="quiet"] { background: #4a5566; }
#promptPanel QPushButton[tone="quiet"]:hover { background: #5a6678; }
#promptPanel QPushButton[tone="loud"] { background: #c2410c; }
#promptPanel QPushButton[tone="loud"]:hover { background: #d9541c; }
#promptPanel QPushButton[default="true"] { border: 3px solid #ffc23d; }
"""

#: Button text sits inside this much padding and border on each side (pixels, at any scale).
BUTTON_FRAME = 10
#: Space a grown panel keeps from the table's edge (pixels).
EDGE = 4


@dataclass(frozen=True, slots=True)
class Choice:
    """One answer: its words, what pressing it does, and how it looks.

    ``kind`` picks the colour (an action kind such as "shoot" or "decline"); ``key`` is a name a
    table can find the button by ("cut"); ``tip`` adds to the tooltip (a key other than the number).
    """

    label: str
    on_press: Callable[[], object]
    kind: str = ""
    key: str = ""
    tip: str = ""


def wrap_words(text: str, metrics: QFontMetrics, room: int) -> str:
    """``text`` broken onto lines no wider than ``room`` pixels (a single long word stays whole);
    continuation lines are indented so the choice's number stands out."""
    if room <= 0 or metrics.horizontalAdvance(text) <= room:
        return text
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(trial) > room:
            lines.append(line)
            line = "   " + word
        else:
            line = trial
    lines.append(line)
    return "\n".join(lines)


class PromptPanel(QFrame):
    """The decision in words and one button per choice; number keys press them in order.

    ``inline`` lays the words on the left and the buttons on the right (a strip along the
    table's edge); otherwise the buttons stack under the words in up to ``max_columns`` columns.
    """

    def __init__(self, parent: QWidget, inline: bool = False, max_columns: int = 2):
        super().__init__(parent)
        self.setObjectName("promptPanel")
        self.inline = inline
        self.max_columns = max_columns
        self._scale = 0.0
        self.set_scale(1.0)
        self.title = QLabel(self)
        self.title.setObjectName("promptTitle")
        self.title.setWordWrap(True)
        self.hint = QLabel(self)
        self.hint.setObjectName("promptHint")
        self.hint.setWordWrap(True)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Keys belong to the table: a click on a button (which takes no focus) then gives the
        # focus to the table under the panel, not to the scroll area, which would lose it to the
        # game log as soon as the answered question goes away.
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The words come first: in a small panel the choices scroll rather than squeeze the
        # question (a scroll area otherwise asks for a minimum height of its own).
        self.scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.box = QWidget()
        self.grid = QGridLayout(self.box)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(4)
        self.scroll.setWidget(self.box)
        words = QVBoxLayout()
        words.setSpacing(3)
        self._words = words
        words.addWidget(self.title)
        words.addWidget(self.hint)
        if inline:
            layout = QHBoxLayout(self)
            layout.setContentsMargins(10, 4, 10, 4)
            layout.setSpacing(10)
            words.addStretch(1)
            layout.addLayout(words, 2)
            layout.addWidget(self.scroll, 3)
        else:
            layout = QVBoxLayout(self)
            layout.setContentsMargins(10, 6, 10, 6)
            layout.setSpacing(3)
            layout.addLayout(words)
            layout.addWidget(self.scroll, 1)
            layout.addStretch(0)          # takes the room instead of the buttons when there are none
        self.buttons: list[QPushButton] = []
        self._choices: list[Choice] = []
        #: The rectangle the table gave (``place``), in the table's coordinates; None until placed.
        self.base: QRect | None = None
        #: Two choices side by side (rather than stacked) because stacked they would not fit.
        self._pair = False
        #: Laid over a magnified table (``place``): the panel is only as tall as its question needs.
        self._snug = False
        self.hide()

    # ----- size --------------------------------------------------------------------------------
    def set_scale(self, scale: float, magnify: float = 1.0) -> None:
        """Text sizes follow the table's zoom at 100 % (within reason, never under 10 px), so the
        prompt fits its place on the table and stays readable, times ``magnify``, the app's scale
        (``tabletop.ui.theme``): at 200 % the words are twice their size at 100 %."""
        scale = max(0.75, min(1.5, round(scale * 20) / 20)) * magnify
        if scale == self._scale:
            return
        self._scale = scale
        sizes = {"@TITLE@": max(12, round(15 * scale)), "@HINT@": max(10, round(12 * scale)),
                 "@BUTTON@": max(11, round(12 * scale)), "@PAD@": max(2, round(4 * scale)),
                 "@LINE@": max(14, round(20 * scale))}
        style = STYLE
        for token, size in sizes.items():
            style = style.replace(token, str(size))
        self.setStyleSheet(style)
        if getattr(self, "buttons", None):
            self._arrange()

    def place(self, view: QGraphicsView, scene_rect: QRectF, within: QRectF | None = None) -> None:
        """Lay the panel over ``scene_rect`` of ``view`` (in the table's coordinates), at the view's zoom.

        The panel takes that rectangle, which the table keeps clear of cards and captions, as
        long as its question and every choice fit in it; otherwise it grows (``fit``). On a table
        magnified by the app's scale it stays in the window, grown by the scale
        (``TableView.overlay_rect``; ``within`` as there), and takes only the height it needs."""
        overlay = getattr(view, "overlay_rect", None)
        if overlay is None:
            self.set_scale(view.transform().m11())
            self.base = view.mapFromScene(scene_rect).boundingRect().translated(view.pos())
        else:
            self.set_scale(view.fit_scale(), theme.current().scale)
            self.base = overlay(scene_rect, within)
        self._snug = overlay is not None and view.magnified()
        self.fit()

    def fit(self) -> None:
        """Take the table's rectangle, or as much more height as every choice needs.

        In order: the hint gives way (it stays in the panel's tooltip), two choices go side by
        side when their labels fit whole, and then the panel grows towards the side of the table
        with more room, keeping its width. Only a panel as tall as the table scrolls."""
        base = self.base
        if base is None:
            return
        self._pair = False
        self._set_rect(base)
        hint = self.hint.property("full") or ""
        with_hint = bool(hint) and self.needed_height(True) <= base.height()
        if not with_hint and len(self.buttons) == 2 and not self.inline and self.needed_height(False) > base.height():
            self._pair = self.columns_fitting(2)
            self._arrange()
        self.hint.setVisible(with_hint)
        self.setToolTip(hint if hint and not with_hint else "")
        need = self.needed_height(with_hint)
        if need <= base.height():
            if self._snug and need < base.height():
                # magnified, the place is the window's, not the table's: only as tall as the
                # question needs, at the end of it nearer the window's edge
                parent = self.parentWidget()
                top = base.top() if base.top() <= parent.height() - base.bottom() else base.bottom() + 1 - need
                self._set_rect(QRect(base.left(), top, base.width(), need))
            return
        parent = self.parentWidget()
        height = max(base.height(), min(need, parent.height() - 2 * EDGE))
        up = QRect(base.left(), max(EDGE, base.bottom() + 1 - height), base.width(), height)
        down = QRect(base.left(), max(EDGE, min(base.top(), parent.height() - EDGE - height)), base.width(), height)
        hand = getattr(parent, "hand_rect", lambda: QRect())()
        # Towards the roomier side, unless only the other way keeps the player's hand in view.
        grown = up if base.top() >= parent.height() - base.bottom() else down
        if grown.intersects(hand):
            grown = next((r for r in (up, down) if not r.intersects(hand)), grown)
        self._set_rect(grown)

    def _set_rect(self, rect: QRect) -> None:
        self.setGeometry(rect)
        self.layout().activate()
        self._arrange()

    def needed_height(self, with_hint: bool) -> int:
        """The height the question (with or without its hint) and every choice need at the
        panel's width, as the buttons are arranged now."""
        layout = self.layout()
        margins = layout.contentsMargins() + self.contentsMargins()     # the layout's and the border's
        width = self.width() - margins.left() - margins.right()
        if self.inline:
            width = round((width - layout.spacing()) * 2 / 5)
        words = self.title.heightForWidth(width) if self.title.text() else 0
        hint = self.hint.property("full") or ""
        if with_hint and hint:
            words += self.hint.heightForWidth(width) + (self._words.spacing() if words else 0)
        grid = self._grid_height()
        if self.inline:
            body = max(words, grid)
        else:
            body = words + (layout.spacing() if words and grid else 0) + grid
        return margins.top() + body + margins.bottom()

    def _grid_height(self) -> int:
        if not self.buttons:
            return 0
        columns = self.columns()
        rows = [self.buttons[i:i + columns] for i in range(0, len(self.buttons), columns)]
        heights = [max(b.sizeHint().height() for b in row) for row in rows]
        return sum(heights) + self.grid.spacing() * (len(rows) - 1)

    # ----- content -----------------------------------------------------------------------------
    def show_prompt(self, title: str, hint: str = "", choices: Sequence[Choice] = (), active: bool = False,
                    default: int | None = None) -> None:
        """Show ``title``, ``hint`` and one button per choice (in key order); ``default`` is the
        choice Enter would press, outlined."""
        if not (title or hint or choices) and not self._choices and not self.isVisible():
            return          # no question, and none showing: every table redraw asks this
        self.title.setText(title)
        self.title.setVisible(bool(title))
        self.hint.setText(hint)
        self.hint.setProperty("full", hint)
        self.hint.setVisible(bool(hint))
        _restyle(self, "active", "true" if active else "false")
        same = [(c.label, c.kind, c.key) for c in choices] == [(c.label, c.kind, c.key) for c in self._choices]
        self._choices = list(choices)
        if same:
            for button, choice in zip(self.buttons, self._choices, strict=True):
                button.setProperty("choice", choice)
        else:
            self._rebuild()
        for i, button in enumerate(self.buttons):
            _restyle(button, "default", "true" if i == default else "false")
        self._arrange()
        self.scroll.setVisible(bool(self.buttons))
        layout = self.layout()
        if not self.inline:
            layout.setStretch(layout.count() - 1, 0 if self.buttons else 1)
        layout.activate()
        self.fit()
        self.setVisible(bool(title or hint or self.buttons))

    def clear(self) -> None:
        """No question: the panel goes away."""
        self.show_prompt("", "", ())

    def _rebuild(self) -> None:
        """One button per choice. Buttons already made are kept and given their new choice (a
        drop changes the hand's choices on every move, and making buttons costs more than
        relabelling them); only the surplus is made or removed."""
        while len(self.buttons) > len(self._choices):
            button = self.buttons.pop()
            self.grid.removeWidget(button)
            button.hide()
            button.setParent(None)
            button.deleteLater()
        for i, choice in enumerate(self._choices):
            if i < len(self.buttons):
                button = self.buttons[i]
            else:
                button = QPushButton(self.box)
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # keys belong to the table
                button.clicked.connect(lambda _checked=False, b=button: b.property("choice").on_press())
                button.show()
                self.buttons.append(button)
            number = f" (key {i + 1}{', ' + choice.tip if choice.tip else ''})" if i < 9 else ""
            button.setToolTip(choice.label + number)
            button.setProperty("label", choice.label)
            button.setProperty("kind", choice.kind)
            button.setProperty("key", choice.key)
            button.setProperty("choice", choice)
            _restyle(button, "tone", "quiet" if choice.kind in QUIET_KINDS else "loud" if choice.kind in LOUD_KINDS
                     else "")

    def _texts(self) -> list[str]:
        return [f"{i + 1}  {c.label}" if i < 9 else c.label for i, c in enumerate(self._choices)]

    def columns(self) -> int:
        """As many columns as the labels fit side by side (at most ``max_columns``), else one:
        the panel does not scroll sideways, so a label never runs past its edge."""
        if not self.buttons:
            return 1
        limit = len(self.buttons) if self.inline else min(self.max_columns, len(self.buttons))
        if not self.inline and len(self.buttons) <= 2 and not self._pair:
            limit = 1
        for columns in range(limit, 1, -1):
            if self.columns_fitting(columns):
                return columns
        return 1

    def columns_fitting(self, columns: int) -> bool:
        """Whether every label fits whole in ``columns`` columns side by side."""
        if not self.buttons:
            return False
        metrics = self.buttons[0].fontMetrics()
        widest = max(metrics.horizontalAdvance(t) for t in self._texts()) + 2 * BUTTON_FRAME
        return columns * widest + (columns - 1) * self.grid.spacing() <= self._room()

    def _room(self) -> int:
        """Width the buttons may take: the scroll area less its scroll bar."""
        width = self.scroll.width() if self.scroll.width() > 50 else self.width() - 20
        return width - self.scroll.verticalScrollBar().sizeHint().width()

    def _arrange(self) -> None:
        if not self.buttons:
            return
        columns = self.columns()
        room = (self._room() - (columns - 1) * self.grid.spacing()) // columns - 2 * BUTTON_FRAME
        for i, (button, text) in enumerate(zip(self.buttons, self._texts(), strict=True)):
            button.ensurePolished()
            button.setText(wrap_words(text, button.fontMetrics(), room))
            # A wrapped label keeps every line: the choices scroll rather than squeeze a button.
            button.setMinimumHeight(button.sizeHint().height())
            self.grid.removeWidget(button)
            self.grid.addWidget(button, i // columns, i % columns)
        for row in range(self.grid.rowCount()):
            self.grid.setRowStretch(row, 0)
        self.grid.setRowStretch((len(self.buttons) + columns - 1) // columns, 1)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange()

    # ----- reading and pressing ----------------------------------------------------------------
    def labels(self) -> list[str]:
        return [c.label for c in self._choices]

    def button(self, key: str) -> QPushButton | None:
        """The button of the choice named ``key``, while it is shown."""
        return next((b for b, c in zip(self.buttons, self._choices, strict=True) if c.key == key), None)

    def press(self, index: int) -> bool:
        """Press choice ``index`` (0-based), as its number key does; False when there is none."""
        if 0 <= index < len(self.buttons):
            self.buttons[index].click()
            return True
        return False

    def press_key(self, key: int) -> bool:
        """Keys 1-9 press the choices in order; True when the key was one of them."""
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            return self.press(key - Qt.Key.Key_1)
        return False


def stack_overlays(panel: QWidget | None, preview: QWidget | None, notice: QWidget) -> None:
    """Order a table's floating widgets: the prompt panel under the card preview, both under the
    refusal notice, so a message or a card being read is never hidden by the prompt."""
    notice.raise_()
    if preview is not None:
        preview.stackUnder(notice)
    if panel is not None:
        panel.stackUnder(preview if preview is not None else notice)


def _restyle(widget: QWidget, name: str, value: str) -> None:
    """Set a property the style sheet selects on, and re-polish only when it changed: a re-polish
    restyles the widget from scratch, and tables ask for their prompt on every redraw."""
    if widget.property(name) != value:
        widget.setProperty(name, value)
        widget.style().unpolish(widget)
        widget.style().polish(widget)
