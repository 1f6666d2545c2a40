"""A game package's ``GAME`` and rules class, made on first use.

Each game package (``tabletop.games.<game>``) offers ``GAME``, the one instance the registry
hands out, and its rules class. Importing the package used to import its rules, and with them
every state and card dataclass of the game; the registry needs only ``about.INFO`` to list the
game, so the package makes both on first access instead (PEP 562 module ``__getattr__``).
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable
from typing import Any


def lazy_game(package: str, rules_class: str) -> Callable[[str], Any]:
    """The module ``__getattr__`` for ``package``: ``GAME`` and ``rules_class`` from its ``rules``
    module, each made once even when several threads ask at the same moment."""
    lock = threading.Lock()
    made: dict[str, Any] = {}

    def __getattr__(name: str) -> Any:
        if name not in ("GAME", rules_class):
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        with lock:
            if rules_class not in made:
                made[rules_class] = getattr(importlib.import_module(f"{package}.rules"), rules_class)
            if name == "GAME" and "GAME" not in made:
                made["GAME"] = made[rules_class]()
            return made[name]

    return __getattr__
