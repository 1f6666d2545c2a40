"""Agents by name, as the command line and the new-game dialog refer to them."""

from __future__ import annotations

from tabletop.engine.playout import Chooser, random_chooser

AGENTS: dict[str, Chooser] = {
    "random": random_chooser,
}


def chooser(spec: str) -> Chooser:
    """Look up an agent spec such as ``random``; unknown names raise ValueError."""
    name = spec.split(":", 1)[0]
    try:
        return AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown agent {spec!r} (known: {', '.join(AGENTS)})") from None
