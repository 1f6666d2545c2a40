"""Putting cards on the battlefield (book 2.2-2.5, 3.4.8, 3.4.12, 5.4, 8.4).

Where a card may go: ships into open space (a Fighter Wing may go straight into a bay), Marines
aboard a ship or station with room (Characters ignore room, 2.4.2), modules onto the right kind of
card (one per ship or Marine, a new one scrapping the old; at most four different ones on a station;
none on Fighter Wings or Transports; Face Up - Face Down ones free and face down on Battle Cruisers
and larger). What it costs: the printed cost less discounts, never below zero; conscription at twice
the printed cost, discounts ignored, never a Unique card.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.hull_breach.cards import BREAKTHRU, CLASS_SIZE, MARINE, MODULE, SHIP, Card
from tabletop.games.hull_breach.combat import check_capacity
from tabletop.games.hull_breach.state import LOGISTICS, SETUP, Prompt, Unit, card_of, owner_of
from tabletop.games.hull_breach.work import Work

MAX_STATION_MODULES = 4


def _size_ok(card: Card, w: Work, host: str) -> bool:
    if not card.class_size:
        return True
    low, high = card.class_size
    size = w.size(host)
    return (low is None or size >= CLASS_SIZE[low]) and (high is None or size <= CLASS_SIZE[high])


def marine_room(w: Work, marine_card: Card, host: str, moving: str | None = None) -> bool:
    """Whether a Marine fits aboard ``host`` (2.4.1, 2.4.2)."""
    if marine_card.subtype == "character":
        return w.capacity(host)[0] > 0
    load = w.load(host)[0] - (marine_card.uses[0] if moving is not None and w.units[moving].host == host else 0)
    return load + marine_card.uses[0] <= w.capacity(host)[0]


def fighter_room(w: Work, fighter_card: Card, host: str) -> bool:
    return w.load(host)[1] + fighter_card.uses[1] <= w.capacity(host)[1]


def hosts(w: Work, seat: int, card: Card, moving: str | None = None) -> list[str | None]:
    """Every place ``card`` may be deployed (or a unit moved) for ``seat``; None is open space /
    the battlefield. Empty when the card cannot be deployed at all. A deployment's answer is kept
    with the position's other answers (it reads only the units and the station)."""
    if moving is None:
        key = ("hosts", seat, card.id)
        out = w._memo.get(key)
        if out is None:
            out = w._memo[key] = _hosts(w, seat, card, None)
        return list(out)
    return _hosts(w, seat, card, moving)


def _hosts(w: Work, seat: int, card: Card, moving: str | None) -> list[str | None]:
    kind = card.type
    own = w.own(seat)
    if kind == BREAKTHRU:
        return [None]
    if kind == SHIP:
        if card.subtype != "fighter-wing":
            return [None]
        here = w.units[moving].host if moving is not None else None
        need = card.uses[1]
        return [None, *(p for p, _cap, _free, fighters_free in w.room(seat)
                        if p != moving and p != here and need <= fighters_free)]
    if kind == MARINE:
        # the same test as marine_room: a Marine never "moves" to the host it is aboard already
        here = w.units[moving].host if moving is not None else None
        need = card.uses[0]
        character = card.subtype == "character"
        return [p for p, cap, free, _fighters_free in w.room(seat)
                if p != here and _size_ok(card, w, p) and (cap > 0 if character else need <= free)]
    if kind == MODULE:
        if card.subtype == "station":
            station = w.station_of(seat)
            mods = [m for m in w.modules_of(station) if w.kind(m) == "station-module"]
            if station in w.units and len(mods) < MAX_STATION_MODULES and all(
                    card_of(m) != card.id for m in mods):
                return [station]
            return []
        if card.subtype == "ship":
            return [p for p in own if w.is_ship(p) and w.card(p).subtype not in ("fighter-wing", "transport")
                    and _size_ok(card, w, p) and all(card_of(m) != card.id for m in w.modules_of(p))]
        return [p for p in own if w.card(p).type == MARINE and w.card(p).subtype != "character"
                and all(card_of(m) != card.id for m in w.modules_of(p))]
    return []


def unique_blocked(w: Work, seat: int, card: Card) -> bool:
    """3.4.12: one copy of a Unique card in play at a time per commander who deployed it."""
    return bool(card.trait("unique")) and card.id in w.owned_cards(seat)


def deploy_cost(w: Work, seat: int, card: Card) -> tuple[int, int]:
    if card.type == BREAKTHRU or card.trait("face-up-face-down"):
        return 0, 0        # 5.3.5 and 3.4.4: at no cost (ruling H8)
    return w.cost(seat, card)


def conscript_cost(card: Card) -> tuple[int, int]:
    """5.4.2 / 9.8: twice the printed cost, discounts ignored."""
    return 2 * card.cost[0], 2 * card.cost[1]


def place(w: Work, seat: int, pid: str, host: str | None, *, free: bool = False, how: str = "deploys",
          source: str = "", traits: tuple[str, ...] = ()) -> None:
    """Put ``pid`` on the battlefield for ``seat`` (the card has already left hand or shipyard).
    The deploy event reads "<commander> <how> <card><source><where>" ("Commander A takes Sons of
    Orion from the shipyard aboard Griffin-class Battleship."); ``traits`` names a trait that
    brought it (Regimented)."""
    card = w.card(pid)
    if card.trait("unique"):
        traits = (*traits, "unique")        # 3.4.12: from now on a second copy of it is refused
    if card.type == BREAKTHRU:
        w.set_cmd(seat, battlefield=w.cmd[seat].battlefield + (pid,))
        w.say("deploy", f"{w.who(seat)} {how} the Breakthru {card.name}{source}.", seat=seat, card=pid)
        return
    face_down = bool(card.trait("face-up-face-down"))
    if card.type == MODULE and card.subtype in ("ship", "marine") and host is not None:
        for old in w.modules_of(host):       # 2.3: one module per ship or Marine; the old one is scrapped
            w.say("scrap", f"{w.name(old)} is scrapped to make room.", unit=old)
            w.remove_unit(old)
            w.to_scrapheap(old)
    w.add_unit(Unit(pid, card.id, owner_of(pid), seat, host, 0, face_down))
    if card.type == MODULE and host is not None:
        check_capacity(w, host)
    where = f" aboard {w.name(host)}" if host and card.type != MODULE else (f" on {w.name(host)}" if host else "")
    if face_down:
        w.say("deploy", f"{w.who(seat)} attaches a face-down module to {w.name(host or '')}.",
              frozenset(s for s in range(len(w.cmd)) if s != seat), seat=seat, host=host)
        w.say("deploy", f"{w.who(seat)} attaches {card.name} face down to {w.name(host or '')}.", frozenset((seat,)),
              seat=seat, card=pid, host=host, traits=traits)
    else:
        w.say("deploy", f"{w.who(seat)} {how} {card.name}{source}{where}.", seat=seat, card=pid, host=host, free=free,
              traits=traits)
    regiment = card.trait("regimented")
    if regiment:
        w.prompts = w.prompts + (Prompt(seat, "regiment", pid, regiment["count"], regiment["with"], w.phase),)


def regiment_choices(w: Work, prompt: Prompt) -> list[str]:
    """Cards in the shipyard a Regimented unit may take aboard (3.4.8): Marines (never a Character)
    or Fighter Wings that fit."""
    seat = prompt.seat
    host = prompt.host
    if host is None or host not in w.units:
        return []
    out = []
    seen = set()
    for pid in sorted(w.cmd[seat].shipyard):   # not in the shipyard's order: the seat may not know it
        card = w.card(pid)
        if card.id in seen:
            continue
        if prompt.unit == "marine":
            ok = card.type == MARINE and card.subtype != "character" and _size_ok(card, w, host) and marine_room(
                w, card, host)
        else:
            ok = card.type == SHIP and card.subtype == "fighter-wing" and fighter_room(w, card, host)
        if ok and not unique_blocked(w, seat, card) and _faction_ok(w, seat, card):
            seen.add(card.id)
            out.append(pid)
    return out


def _faction_ok(w: Work, seat: int, card: Card) -> bool:
    return not card.faction or w.card(w.station_of(seat)).subtype in card.faction


def conscripted_copy(shipyard: tuple[str, ...], card: str) -> str:
    """The copy of ``card`` a conscription takes (5.4.2): the first by its id, never by the
    shipyard's order, which is secret; the shuffle after it hides which copy went."""
    return min(p for p in shipyard if card_of(p) == card)


def can_deploy_from(w: Work, seat: int, pid: str, *, conscript: bool = False) -> list[str | None]:
    """Hosts for deploying ``pid`` now if it is affordable and allowed; empty otherwise."""
    card = w.card(pid)
    if card.type not in (SHIP, MARINE, MODULE, BREAKTHRU):
        return []
    if unique_blocked(w, seat, card):
        return []
    if conscript:
        # 2.4.2: a Marine Character only ever comes from the hand, at cost, Unique or not
        if card.type not in (SHIP, MARINE) or card.trait("unique") or card.subtype == "character":
            return []
        cost = conscript_cost(card)
    else:
        cost = deploy_cost(w, seat, card)
    if not w.can_pay(seat, cost):
        return []
    return hosts(w, seat, card)


def hand_deploys(w: Work, seat: int) -> list[Action]:
    """The deployments from ``seat``'s hand in its turn (5.3.5 Breakthrus in the Logistics Phase,
    5.4.1 the rest in the Manufacturing Phase, both in the set-up turn): one copy of each card, to
    every host it may go to."""
    out: list[Action] = []
    phase = w.phase
    seen: set[str] = set()
    for pid in w.cmd[seat].hand:
        card = w.card(pid)
        if card.id in seen:
            continue
        if (card.type == BREAKTHRU) != (phase == LOGISTICS) and phase != SETUP:
            continue
        seen.add(card.id)
        out.extend(Action(seat, "deploy", (pid, host)) for host in can_deploy_from(w, seat, pid))
    return out
