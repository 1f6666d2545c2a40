"""Modules imported on first use, so that start-up does not pay for what it never touches.

The app's start page reads no YAML and checks no schema, yet every module that can read a card
file imports PyYAML at the top (about 30 ms). ``lazy_module("yaml")`` gives a module object at
once whose first attribute access runs the real import: the standard library's LazyLoader
recipe, in one place.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


def lazy_module(name: str) -> ModuleType:
    """``name`` imported now if it already is, else on its first attribute access."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ImportError(f"No module named {name!r}", name=name)
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    return module
