"""Fixtures shared by the desktop-app tests."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.fixture
def errors(monkeypatch):
    """Error boxes are recorded as (title, text) instead of shown, so no modal box blocks a test."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda parent, title, text, *a, **k: shown.append((title, text)))
    return shown
