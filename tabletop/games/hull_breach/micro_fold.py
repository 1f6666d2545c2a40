"""Micro-Fold moves (3.4.7): a unit with the trait reassigns itself to a local ship or station of its
commander with room "at anytime except when immediately destroyed or currently involved in a
boarding action", making a Micro-Fold test (a 1 or a 10 destroys it).

"At anytime" is the response windows' time (``responses``): the active commander between its steps,
every other commander in an open window, inside an engagement or out of one, but never while a
volley is being declared or rolled. Each unit folds at most once per window, which keeps a unit
from folding back and forth without end. One moment more is the one 6.7 describes: a ship destroyed
by volley fire (not immediately) is not gone at once, and the Marines aboard may fold away before
she goes (an ``escape`` prompt for her commander, resolved in ``volley_fire``).

Micro-Fold boards and retreats from a boarding action are in ``boarding`` (3.4.7, 6.10.4).
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.hull_breach.cards import MARINE
from tabletop.games.hull_breach.combat import destroy
from tabletop.games.hull_breach.deployment import hosts
from tabletop.games.hull_breach.responses import folded
from tabletop.games.hull_breach.state import SETUP, Prompt
from tabletop.games.hull_breach.work import Work

ESCAPE = "escape"


def can_fold(w: Work, pid: str) -> bool:
    """A Marine of the set with the trait Micro-Fold (granted or printed), aboard a host."""
    return (pid in w.units and w.units[pid].host is not None and w.card(pid).type == MARINE
            and w.may_have(pid, "micro-fold") and w.has(pid, "micro-fold"))


def destinations(w: Work, pid: str, *, avoid: str | None = None) -> list[str]:
    """Local ships and stations of the unit's commander with room for it, other than ``avoid``."""
    seat = w.units[pid].controller
    here = w.place(pid)
    return [host for host in hosts(w, seat, w.card(pid), moving=pid)
            if host is not None and host != avoid and w.place(host) == here]


def moves(w: Work, seat: int) -> list[Action]:
    """The ``fold`` moves ``seat`` may make now, outside any prompt."""
    eng = w.eng
    if w.phase == SETUP or (eng is not None and (eng.shooter is not None or eng.stoic)):
        return []
    fighting = set(eng.fight.attackers + eng.fight.defenders) if eng is not None and eng.fight is not None else set()
    spent = folded(w)
    out = []
    for pid in w.maybe("micro-fold", seat):
        if w.units[pid].controller != seat or pid in fighting or pid in spent or not can_fold(w, pid):
            continue
        out.extend(Action(seat, "fold", (pid, host)) for host in destinations(w, pid))
    return out


def escapees(w: Work, ship: str) -> list[str]:
    """6.7: the Marines of her commander aboard a ship about to go who may fold away first."""
    seat = w.units[ship].controller
    return [m for m in w.aboard(ship) if w.units[m].controller == seat and can_fold(w, m)
            and destinations(w, m, avoid=ship)]


def offer_escape(w: Work, ship: str) -> bool:
    """Ask the commander of a ship destroyed by volley fire whether her Micro-Fold Marines fold
    away before she goes (6.7). True when asked: the ship waits for the answer."""
    if not w.is_ship(ship) or not escapees(w, ship):
        return False
    seat = w.units[ship].controller
    w.prompts = w.prompts + (Prompt(seat, ESCAPE, ship),)
    w.say("trigger", f"{w.name(ship)} is going down: {w.who(seat)} may fold her Marines away first.", ship=ship,
          traits=("micro-fold",))
    return True


def escape_actions(w: Work, prompt: Prompt) -> list[Action]:
    """The folds an ``escape`` prompt offers (its ``decline`` lets the ship go with the rest)."""
    ship = prompt.host
    if ship is None or ship not in w.units:
        return []
    return [Action(prompt.seat, "fold", (m, host)) for m in escapees(w, ship)
            for host in destinations(w, m, avoid=ship)]


def fold(w: Work, pid: str, host: str) -> bool:
    """Make the Micro-Fold test and move the unit (3.4.7); True when it arrived."""
    result = w.roll(f"Micro-Fold test, {w.name(pid)}")
    if result in (1, 10):        # 3.4.7: a 1 or a 10 destroys the unit outright
        w.say("fold", f"The Micro-Fold goes wrong: {w.name(pid)} is lost.", unit=pid, traits=("micro-fold",))
        destroy(w, pid, immediate=True, by=None)
        return False
    w.set_unit(pid, host=host)
    w.say("fold", f"{w.name(pid)} folds aboard {w.name(host)}.", unit=pid, host=host, traits=("micro-fold",))
    return True
