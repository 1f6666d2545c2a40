"""Stable fingerprints of states, so two runs or a save and its replay can be compared."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable


def state_digest(state: object) -> str:
    """SHA-256 of the state's repr: frozen dataclasses of tuples, strings and ints print
    deterministically, so equal states give equal digests across processes."""
    return hashlib.sha256(repr(state).encode("utf-8")).hexdigest()


def combined_digest(digests: Iterable[str]) -> str:
    h = hashlib.sha256()
    for d in digests:
        h.update(d.encode("ascii"))
    return h.hexdigest()[:16]
