"""The main window's two hooks for play across computers, kept light: the host and join modules
(QtNetwork, the protocol) are imported only when a game is hosted or joined."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tabletop.ui.controller import REMOTE


def add_menu_actions(window: Any, file_menu: Any) -> None:
    """File > Host this game… (while a game is on) and File > Join a game…."""
    window.host_action = file_menu.addAction("&Host this game…", lambda: host_current_game(window))
    window.host_action.setStatusTip("Let friends on other computers take seats of this game")
    window.join_action = file_menu.addAction("&Join a game…", lambda: join_game(window))
    window.join_action.setStatusTip("Take a seat of a game hosted on another computer")
    file_menu.aboutToShow.connect(lambda: window.host_action.setEnabled(window.session is not None))


def host_current_game(window: Any):
    """Open the host dialog for the game on screen (not modal: the code stays up while you play)."""
    from tabletop.ui.shell.remote_host import HostDialog

    if window.session is None:
        return None
    dialog = HostDialog(window.session.controller, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def join_game(window: Any):
    from tabletop.ui.shell.remote_join import JoinDialog

    dialog = JoinDialog(window.registry, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def resume_hosting(window: Any, session: Any):
    """A game saved with remote seats (Continue, Open) is hosted again at once, with a new code."""
    if REMOTE not in session.controller.seats:
        return None
    from tabletop.ui.shell.remote_host import HostDialog

    dialog = HostDialog(session.controller, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.start_hosting()
    dialog.show()
    return dialog
