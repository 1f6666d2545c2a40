"""Deck lab results saved beside the deck: ``my-deck.yaml`` keeps its last run in ``my-deck.lab.json``.

The file holds the plan (the deck's hash, opponents, agents, seeds, options) and the figures.
Reopening the deck reads it back; ``LabRecord.stale_for(deck)`` says whether the deck has changed
since (its hash differs). Writes are atomic (``tabletop.engine.atomic.write_atomic``); reading
refuses, with one sentence, a file too large, not JSON, or not a lab results file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.ai.lab.plan import deck_hash
from tabletop.engine.deck import Deck

FORMAT, VERSION = "tabletop-deck-lab", 1
SUFFIX = ".lab.json"
MAX_BYTES = 4 * 1024 * 1024


class LabStoreError(ValueError):
    """A results file that cannot be read or written; the message is one sentence naming it."""


def results_path(deck_path: str | Path) -> Path:
    """Where a deck file's lab results live: beside it, ``<name>.lab.json``."""
    path = Path(deck_path)
    return path.with_name(path.stem + SUFFIX)


@dataclass(frozen=True)
class LabRecord:
    plan: dict[str, Any]
    figures: dict[str, Any]
    seconds: float | None = None

    @property
    def deck_hash(self) -> str:
        return str(self.plan.get("deck_hash", ""))

    def stale_for(self, deck: Deck) -> bool:
        """True when ``deck`` is not the deck these results were played with."""
        return self.deck_hash != deck_hash(deck)

    def as_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "plan": self.plan, "figures": self.figures,
                "seconds": self.seconds}


def save_results(deck_path: str | Path, record: LabRecord) -> Path:
    from tabletop.engine.atomic import write_atomic

    target = results_path(deck_path)
    try:
        write_atomic(target, json.dumps(record.as_dict(), indent=1) + "\n")
    except OSError as error:
        raise LabStoreError(f"{target}: cannot save the lab results ({error.strerror or error})") from None
    return target


def load_results(deck_path: str | Path) -> LabRecord | None:
    """The results saved beside the deck, or None when there are none."""
    path = results_path(deck_path)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise LabStoreError(f"{path}: cannot read the lab results ({error.strerror or error})") from None
    if len(raw) > MAX_BYTES:
        raise LabStoreError(f"{path}: larger than a lab results file may be ({MAX_BYTES // (1024 * 1024)} MiB)")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise LabStoreError(f"{path}: not a lab results file (not JSON: {error})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LabStoreError(f"{path}: not a lab results file")
    if data.get("version") != VERSION:
        raise LabStoreError(f"{path}: lab results of version {data.get('version')!r}; this copy reads {VERSION}")
    plan, figures = data.get("plan"), data.get("figures")
    if not (isinstance(plan, dict) and isinstance(figures, dict) and isinstance(figures.get("opponents"), list)
            and isinstance(figures.get("cards"), list)):
        raise LabStoreError(f"{path}: a lab results file without its plan or figures")
    seconds = data.get("seconds")
    return LabRecord(plan, figures, seconds if isinstance(seconds, (int, float)) else None)
