"""Fixtures shared by the desktop-app tests."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from tabletop.ui import theme


@pytest.fixture
def errors(monkeypatch):
    """Error boxes are recorded as (title, text) instead of shown, so no modal box blocks a test."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda parent, title, text, *a, **k: shown.append((title, text)))
    return shown


@pytest.fixture
def plain_afterwards(qapp, monkeypatch):
    """The application with the shipped style sheet at the system's scale and normal contrast to
    start from (the tests' application has none), and afterwards as it was found, so the next test
    starts plain whatever theme this one applied."""
    style, font, palette = qapp.styleSheet(), qapp.font(), qapp.palette()
    monkeypatch.setattr(theme, "_current", theme.Theme())
    monkeypatch.setattr(theme, "_base_font", None)
    theme.apply(qapp, theme.Theme())
    yield qapp
    theme.apply(qapp, theme.Theme())
    qapp.setStyleSheet(style)
    qapp.setFont(font)
    qapp.setPalette(palette)
