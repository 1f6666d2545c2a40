"""Stable fingerprints of states, so two runs or a save and its replay can be compared."""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Iterable


def state_digest(state: object) -> str:
    """SHA-256 of the state's repr: frozen dataclasses of tuples, strings and ints print
    deterministically, so equal states give equal digests across processes.

    A set prints in an order that depends on the process's string hashing (PYTHONHASHSEED), so a
    state holding one is printed by ``stable_repr`` instead, with every set's members sorted."""
    text = repr(state)
    if "{" in text:
        text = stable_repr(state)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def stable_repr(value: object) -> str:
    """A repr that is the same in every process for equal values: sets and frozensets print their
    members sorted; dataclasses, tuples, lists and dicts print their parts the same way."""
    if isinstance(value, (set, frozenset)):
        return f"{type(value).__name__}({{{', '.join(sorted(stable_repr(v) for v in value))}}})"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        parts = ", ".join(f"{f.name}={stable_repr(getattr(value, f.name))}"
                          for f in dataclasses.fields(value) if f.repr)
        return f"{type(value).__qualname__}({parts})"
    if isinstance(value, tuple):
        inner = ", ".join(stable_repr(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, list):
        return f"[{', '.join(stable_repr(v) for v in value)}]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{stable_repr(k)}: {stable_repr(v)}" for k, v in value.items()) + "}"
    return repr(value)


def combined_digest(digests: Iterable[str]) -> str:
    h = hashlib.sha256()
    for d in digests:
        h.update(d.encode("ascii"))
    return h.hexdigest()[:16]
