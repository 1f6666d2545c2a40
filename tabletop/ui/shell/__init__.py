"""The application shell: start page, new-game dialog, main window, log, curtain and settings.

The game table itself lives in ``tabletop.ui.board``; the shell hosts it and routes every
move through ``GameController`` so the window never changes a game on its own.
"""
