"""Wounds, destruction, hijacking and the dice of one volley (book 6.2, 6.7, 8.2, 9.17, 9.39).

A volley is a shooter's dice at one target. Each die is rolled from the state's generator; a natural
1 misses and a natural 10 hits whatever the modifiers (8.2); otherwise the result plus the shooter's
bonuses (Alpha Strike, Target Painter, cards) minus the Stealth penalty must reach the target's
defense. Annihilate adds two wounds per natural 10 and two natural 10s in one volley destroy the
target outright (3.4.2).
"""

from __future__ import annotations

from tabletop.games.hull_breach.cards import MARINE, MODULE, SHIP, STATION
from tabletop.games.hull_breach.state import OVER, Engagement, Prompt, owner_of, victors
from tabletop.games.hull_breach.work import Work

STEALTH_PENALTY = 5      # 3.4.10
ALPHA_BONUS = 3          # 3.4.1
ANNIHILATE_EXTRA = 2     # 3.4.2


def destroy(w: Work, pid: str, *, immediate: bool, by: int | None = None) -> None:
    """Send a unit and everything attached to it to the scrapheap (9.1). Fighter Wings in its bays
    launch into open space unless the destruction is immediate (6.7); a destroyed station
    eliminates its commander (9.33)."""
    if pid not in w.units:
        return
    unit = w.units[pid]
    card = w.card(pid)
    for child in w.aboard(pid):
        if w.is_fighter(child) and not immediate and card.type != MODULE:
            w.set_unit(child, host=None)
            if w.eng is not None and pid in w.eng.fleet:
                w.set_eng(fleet=w.eng.fleet + (child,))
            w.say("launch", f"{w.name(child)} launches from the wreck of {w.name(pid)}.", unit=child)
        elif not immediate and folding(w, child):
            # 3.4.7: a Micro-Fold board declared from a ship destroyed (not immediately) still
            # happens; the Marine waits for it off the wreck, with no host (ruling H21)
            w.set_unit(child, host=None)
            w.say("fold", f"{w.name(child)} has already folded away from {w.name(pid)} and will still board.",
                  unit=child, traits=("micro-fold",))
        else:
            destroy(w, child, immediate=True)
    eng = w.eng
    if eng is not None and card.type == SHIP and w.in_engagement(pid) and w.place(pid) != unit.controller:
        _salvage(w, w.place(pid))
    w.remove_unit(pid)
    w.to_scrapheap(pid)
    if card.type == MODULE and unit.host in w.units:
        check_capacity(w, unit.host)
    if eng is not None:
        w.set_eng(fleet=tuple(p for p in w.eng.fleet if p != pid),
                  stoic=tuple(p for p in w.eng.stoic if p != pid),
                  boards=tuple(b for b in w.eng.boards if pid not in (b.ship, b.target)))
    w.say("destroyed", f"{w.name(pid)} is destroyed.", unit=pid, owner=unit.owner)
    if card.type == STATION:
        eliminate(w, unit.owner, by)


def folding(w: Work, marine: str) -> bool:
    """Whether ``marine`` has declared a Micro-Fold board that still stands (3.4.7)."""
    eng = w.eng
    return eng is not None and any(b.fold and b.ship == marine and not b.cancelled for b in eng.boards)


def land_strays(w: Work, eng: Engagement | None = None) -> None:
    """Micro-Fold boarders left without a host once their boards are over (the board cancelled, its
    target gone, the fight broken off, or the prize scuttled: ruling H21) go aboard a ship or
    station of their commander local to the engagement with room, else they are lost."""
    eng = eng or w.eng
    for pid, unit in list(w.units.items()):
        if unit.host is not None or w.card(pid).type != MARINE or pid not in w.units:
            continue
        if w.eng is not None and folding(w, pid):
            continue
        seat = unit.controller
        home = None
        for host, other in w.units.items():
            if (other.controller == seat and w.card(host).type in (SHIP, STATION) and not w.is_fighter(host)
                    and _local(w, eng, host) and _room_for(w, pid, host)):
                home = host
                break
        if home is None:
            w.say("casualties", f"{w.name(pid)} has no ship of theirs to fold back to and is lost.", unit=pid)
            destroy(w, pid, immediate=True)
        else:
            w.set_unit(pid, host=home)
            w.say("fold", f"{w.name(pid)} folds back aboard {w.name(home)}.", unit=pid, host=home)


def _local(w: Work, eng: Engagement | None, host: str) -> bool:
    """Local to the engagement's scene (the defender's station): the attacking fleet, the defender's units."""
    if eng is None:
        return True
    top = w.top(host)
    return top in eng.fleet or w.units[top].controller == eng.defender


def _room_for(w: Work, marine: str, host: str) -> bool:
    card = w.card(marine)
    if card.subtype == "character":
        return w.capacity(host)[0] > 0
    return w.load(host)[0] + card.uses[0] <= w.capacity(host)[0]


def check_capacity(w: Work, host: str) -> None:
    """9.5: a host that lost capacity launches the Fighter Wings it can no longer hold into open
    space and loses the Marines it cannot hold (the last ones aboard first) to the scrapheap."""
    marines, fighters = w.capacity(host)
    for pid in reversed(w.aboard(host)):
        card = w.card(pid)
        if card.type == SHIP and w.load(host)[1] > fighters:
            w.set_unit(pid, host=None)
            if w.eng is not None and w.top(host) in w.eng.fleet:
                w.set_eng(fleet=w.eng.fleet + (pid,))
            w.say("launch", f"{card.name} has lost its bay and launches into open space.", unit=pid)
        elif card.type == MARINE and card.subtype != "character" and w.load(host)[0] > marines:
            w.say("casualties", f"{card.name} has no room left aboard {w.name(host)} and is lost.", unit=pid)
            destroy(w, pid, immediate=True)


def _salvage(w: Work, seat: int) -> None:
    """Xeros Salvage Yard and its like: a gain whenever an opposing ship falls at the seat's station."""
    for pid in w.aboard(w.station_of(seat)):
        for effect in w.card(pid).effects:
            if effect["effect"] == "gain" and effect.get("trigger") == "opposing-ship-destroyed-at-station":
                w.gain(seat, effect.get("resource", 0), effect.get("currency", 0))
                w.say("gain", f"{w.name(pid)} salvages the wreck for {w.who(seat)}.", seat=seat)


def wound(w: Work, pid: str, count: int) -> bool:
    """Mark wounds; True when the unit now has as many as it can take (9.39)."""
    unit = w.units[pid]
    w.set_unit(pid, wounds=unit.wounds + count)
    return unit.wounds + count >= w.max_wounds(pid)


def eliminate(w: Work, seat: int, by: int | None, *, conceded: bool = False) -> None:
    """A commander whose station fell, or who concedes (7.2.1), leaves the game (6.3, 7.1.3): its
    cards leave the battlefield, ships it had hijacked go back to their owners... and the victor
    takes the spoils of war."""
    if not w.cmd[seat].alive:
        return
    fell = " has conceded" if conceded else "'s station has fallen"
    w.say("eliminated", f"{w.who(seat)}{fell}: {w.who(seat)} is out of the game.", seat=seat)
    stock = (w.cmd[seat].resource, w.cmd[seat].currency)
    w.set_cmd(seat, alive=False, resource=0, currency=0)
    # 7.1.3.3: the eliminated commander takes every card of theirs home; ships of theirs that others
    # hijacked are destroyed, and the Marines aboard go to a local ship with room or the scrapheap.
    for pid in [p for p, u in w.units.items() if u.owner == seat]:
        if pid not in w.units:
            continue
        for child in w.aboard(pid):
            if w.units[child].owner != seat:
                _rehome(w, child)
        if pid in w.units:
            w.remove_unit(pid)
            w.to_scrapheap(pid)
    for pid in [p for p, u in w.units.items() if u.controller == seat]:
        if pid in w.units:
            w.set_unit(pid, controller=w.units[pid].owner)
            if w.eng is not None:
                w.set_eng(fleet=tuple(p for p in w.eng.fleet if p != pid))
    for pid in w.cmd[seat].battlefield:
        w.to_scrapheap(pid)
    c = w.cmd[seat]
    w.set_cmd(seat, battlefield=(), hand=(), scrapheap=c.scrapheap + c.hand)
    if w.eng is not None:
        w.set_eng(fleet=tuple(p for p in w.eng.fleet if p in w.units))
    won = victors(w.state.options, len(w.cmd), w.alive())
    if won is not None:             # the last commander, or the last team, standing (introduction)
        w.winners = won
        w.phase = OVER
        eng, w.eng = w.eng, None
        land_strays(w, eng)
        w.prompts = ()
        last = (f"{w.who(won[0])} is the last commander standing and wins." if len(won) == 1 else
                f"{' and '.join(w.who(s) for s in won)} are the last team standing and win.")
        w.say("game-over", last, winners=w.winners)
        return
    if by is not None and w.cmd[by].alive:
        w.gain(by, *stock)               # 7.1.3.1
        w.say("spoils", f"{w.who(by)} takes {w.who(seat)}'s stockpile as spoils of war.", seat=by)
        if w.cmd[by].shipyard:           # 7.1.3.2
            w.prompts = w.prompts + (Prompt(by, "spoils"),)


def _rehome(w: Work, marine: str) -> None:
    """A Marine leaving a ship that goes away: to a ship of its controller's local to her with room,
    the first in the order they came into play, else the scrapheap (7.1.3.3; ruling H20)."""
    controller = w.units[marine].controller
    need = w.card(marine).uses[0] if w.card(marine).subtype != "character" else 0
    here = w.place(marine)
    for pid, unit in list(w.units.items()):
        if (unit.controller == controller and w.card(pid).type == SHIP and pid != w.units[marine].host
                and not w.is_fighter(pid) and w.units[pid].owner == controller and w.place(pid) == here):
            cap, load = w.capacity(pid)[0], w.load(pid)[0]
            if cap > 0 and load + need <= cap:
                w.set_unit(marine, host=pid)
                w.say("reassign", f"{w.name(marine)} moves aboard {w.name(pid)}.", unit=marine)
                return
    destroy(w, marine, immediate=True)


def revert_unmanned(w: Work) -> None:
    """A hijacked ship with none of its controller's Marines aboard goes back to its owner (9.17)."""
    for pid, unit in list(w.units.items()):
        if pid not in w.units or unit.controller == unit.owner or w.card(pid).type != SHIP:
            continue
        if any(w.units[m].controller == unit.controller for m in w.marines_aboard(pid)):
            continue
        if not w.cmd[unit.owner].alive:
            continue
        # asked before she changes hands: where she is decides whether she is in the fight (9.19)
        local = w.in_engagement(pid)
        w.set_unit(pid, controller=unit.owner)
        if w.eng is not None and pid in w.eng.fleet and unit.owner == w.eng.defender:
            w.set_eng(fleet=tuple(p for p in w.eng.fleet if p != pid))
        elif w.eng is not None and unit.owner == w.eng.attacker and local and pid not in w.eng.fleet:
            w.set_eng(fleet=w.eng.fleet + (pid,))
        w.say("revert", f"{w.name(pid)}'s crew returns her to {w.who(unit.owner)}.", unit=pid)


def result_modifiers(w: Work, shooter: str, target: str, *, first: bool) -> list[tuple[str, int]]:
    """Each thing added to (or taken from) every die of one volley, by name: Alpha Strike on the
    unit's first volley (3.4.1), each Target Painter on the target (3.3.5), one-volley card bonuses
    (a Tactic such as Concentrated Fire, named by the card), standing card bonuses (named by the
    card that grants them), and Stealth's penalty unless the shooter has Hunter (3.4.10). The
    volley event carries this list, so a table can name each modifier; their sum is the bonus."""
    out: list[tuple[str, int]] = []
    traits = w.traits(shooter)
    if first and traits.get("alpha-strike"):
        out.append(("Alpha Strike", ALPHA_BONUS))
    eng = w.eng
    side = w.units[shooter].controller
    if eng is not None:
        out.extend(("Target Painter", x) for _p, t, x, s in eng.paints if t == target and s == side)
        out.extend((_bonus_source(w, side, n), n) for u, what, n in eng.bonus if u == shooter and what == "result")
    out.extend((w.name(source), e.get("value", 0)) for source, e in w._standing(shooter, "volley-bonus")
               if e.get("value", 0))
    if w.has(target, "stealth") and not traits.get("hunter"):
        out.append(("Stealth", -STEALTH_PENALTY))
    return out


def _bonus_source(w: Work, side: int, value: int) -> str:
    """The card a one-volley result bonus came from: the engagement keeps only (unit, amount), so
    it is the card ``side`` played into this engagement that gives such a bonus of that amount."""
    eng = w.eng
    for pid in reversed(eng.played if eng is not None else ()):
        if owner_of(pid) != side:
            continue
        if any(e["effect"] == "volley-bonus" and e.get("when") != "flip" and e.get("value") == value
               for e in w.card(pid).effects):
            return w.name(pid)
    return "Card bonus"


def result_bonus(w: Work, shooter: str, target: str, *, first: bool) -> int:
    """What is added to every die of one volley: the sum of ``result_modifiers``."""
    return sum(n for _name, n in result_modifiers(w, shooter, target, first=first))


def volley(w: Work, shooter: str, target: str, dice: int, *, first: bool, source: str = "volley") -> str:
    """Roll ``dice`` at ``target`` and mark the wounds. Returns "" (standing), "destroyed" (by volley
    fire, not yet removed: 6.7) or "immediate" (two natural 10s with Annihilate). The caller
    removes the target, after any Stoic last volley."""
    if target not in w.units or dice <= 0:
        return ""
    defense = w.defense(target)
    modifiers = tuple(result_modifiers(w, shooter, target, first=first))
    bonus = sum(n for _name, n in modifiers)
    annihilate = w.has(shooter, "annihilate")
    resistant = w.has(target, "resistant")
    hits = tens = 0
    results = []
    for _ in range(dice):
        natural = w.roll(f"{w.name(shooter)} at {w.name(target)}")
        results.append(natural)
        if natural == 1:
            continue
        if natural == 10 or natural + bonus >= defense:
            hits += 1
            if natural == 10:
                tens += 1
    wounds = hits + (ANNIHILATE_EXTRA * tens if annihilate and not resistant else 0)
    w.say("volley", f"{w.name(shooter)} fires {dice} {'die' if dice == 1 else 'dice'} at {w.name(target)} "
                    f"({source}): {', '.join(map(str, results))}; {wounds} wound{'s' if wounds != 1 else ''}.",
          shooter=shooter, target=target, results=tuple(results), wounds=wounds, bonus=bonus, modifiers=modifiers,
          defense=defense, source=source, traits=_volley_traits(w, shooter, target, source, first, tens, annihilate, resistant))
    if annihilate and tens >= 2 and not resistant:
        w.set_unit(target, wounds=max(w.units[target].wounds + wounds, w.max_wounds(target)))
        w.say("annihilate", f"Two natural 10s: {w.name(target)} is destroyed outright.", target=target,
              traits=("annihilate",))
        return "immediate"
    if wounds and wound(w, target, wounds):
        return "destroyed"
    return ""


def _volley_traits(w: Work, shooter: str, target: str, source: str, first: bool, tens: int, annihilate: bool,
                   resistant: bool) -> tuple[str, ...]:
    """The traits this volley used, for its event (what a log, a table or a count may show)."""
    used = []
    traits = w.traits(shooter)
    if source == "intercept":
        used.append("interceptor")
    if first and traits.get("alpha-strike"):
        used.append("alpha-strike")
    if tens and annihilate:
        used.append("resistant" if resistant else "annihilate")
    if w.has(target, "stealth"):
        used.append("hunter" if traits.get("hunter") else "stealth")
    return tuple(used)

