"""Volley fire (6.2 How Combat Works, 6.4.3, 6.9, 6.7): who may act in a volley step, what each
may target, the dice declared one at a time (split fire is declared whole before any die is
rolled), the roll in the order declared, and destruction that waits for the end of the volley
(Stoic units fire their last volley first, 3.4.11). A Face Up - Face Down module whose trigger
comes mid-volley holds the volley until its commander decides (3.4.4).
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.hull_breach.cards import SHIP, STATION
from tabletop.games.hull_breach.combat import destroy, volley
from tabletop.games.hull_breach.face_up_face_down import _ask_flip, _flip_first_targeted, flippable
from tabletop.games.hull_breach.micro_fold import escapees, fold, offer_escape
from tabletop.games.hull_breach.rounds import _other, deciding, marine_interceptors, side_of
from tabletop.games.hull_breach.state import ATTACK, BOARDING, INTERCEPT, Engagement, Prompt
from tabletop.games.hull_breach.work import Work


def shooters(w: Work) -> list[str]:
    """Units that may still act in the current volley step."""
    eng = w.eng
    assert eng is not None
    if eng.stoic:
        return [eng.stoic[0]]
    if eng.shooter is not None:
        return [eng.shooter]
    step = eng.step
    out: list[str] = []
    if step == BOARDING and eng.fight is not None and eng.fight.step in ("intercept", "attack", "defend"):
        fight = eng.fight
        if fight.step == "intercept":       # 8A: defending Marines with Interceptor (3.3.1: the defender's)
            return [m for m in marine_interceptors(w, fight.defenders) if m not in eng.acted]
        party = fight.attackers if fight.step == "attack" else fight.defenders
        return [m for m in party if m in w.units and m not in eng.acted and w.attack(m) > 0]
    seat = deciding(w)
    for pid, unit in w.units.items():
        if unit.controller != seat or pid in eng.acted or pid in eng.retreating:
            continue
        card = w.card(pid)
        if card.type not in (SHIP, STATION) or w.in_bay(pid):
            continue
        if not w.in_engagement(pid) and not (card.type == STATION and step == ATTACK and _war_gate(w, seat)):
            continue
        if step == INTERCEPT:
            if w.traits(pid).get("interceptor", 0) > 0:
                out.append(pid)
            continue
        if any(u == pid and r == eng.round - 1 for u, r in eng.overloaded):
            continue        # 3.3.3: the Overload drawback
        out.append(pid)
    return out


def resting(w: Work) -> list[str]:
    """3.3.3: attacking ships in their Overload drawback, which may not volley this round but may
    still attempt to retreat (in the attacker's volley step, 6.6 step 3)."""
    eng = w.eng
    assert eng is not None
    if eng.step != ATTACK or eng.stoic or eng.shooter is not None:
        return []
    return [pid for pid in eng.fleet if pid in w.units and w.units[pid].controller == eng.attacker
            and pid not in eng.acted and pid not in eng.retreating
            and any(u == pid and r == eng.round - 1 for u, r in eng.overloaded)]


def _war_gate(w: Work, seat: int) -> bool:
    """Stellar War Gate: the station may take part in its commander's attacks (2.2's exception)."""
    station = w.station_of(seat)
    return any(e["effect"] == "station-joins-attack" for m in w.modules_of(station) for e in w.card(m).effects)


def targets(w: Work, shooter: str, *, painter: bool = False) -> list[str]:
    """What ``shooter`` may declare dice at now (6.2, 6.4.3, 3.3.2): opposing units local to the
    engagement, never Fighter Wings in a bay; a station's modules before the station (which may be
    declared only after every standing module has dice declared at it, 6.9); neither in the first
    round while an opposing ship can be targeted. Interceptor fire never targets a Jammer."""
    eng = w.eng
    assert eng is not None
    seat = side_of(w, shooter)
    if eng.step == BOARDING and eng.fight is not None and not painter:
        fight = eng.fight
        return [m for m in (fight.defenders if shooter in fight.attackers else fight.attackers) if m in w.units]
    enemy = _other(eng, seat)
    ships = [p for p, u in w.units.items() if u.controller == enemy and w.is_ship(p) and w.in_engagement(p)
             and not w.in_bay(p) and not (eng.step == INTERCEPT and not eng.stoic and w.has(p, "jammer"))]
    if painter or enemy != eng.defender:
        return ships
    station = w.station_of(enemy)
    if station not in w.units or (eng.round == 1 and ships):
        return ships
    modules = [m for m in w.modules_of(station) if w.kind(m) == "station-module"]
    out = ships + modules
    aimed = {t for t, _n in eng.aim} if eng.shooter == shooter else set()
    if all(m in aimed for m in modules):
        out.append(station)
    return out


def _aimed(eng: Engagement) -> int:
    return sum(n for _t, n in eng.aim)


def _dice(w: Work, pid: str) -> int:
    """Dice of the unit's next volley: Interceptor +X in step 2, its attack otherwise, plus any
    extra dice a card gave it for this volley."""
    eng = w.eng
    assert eng is not None
    if not eng.stoic and (eng.step == INTERCEPT or _marine_intercept(eng)):
        return w.traits(pid).get("interceptor", 0)
    if eng.mode == "overload" and eng.shooter == pid:
        return w.traits(pid).get("overload", 0)
    extra = sum(n for u, what, n in eng.bonus if u == pid and what == "dice")
    return w.attack(pid) + extra


def _marine_intercept(eng: Engagement) -> bool:
    return eng.step == BOARDING and eng.fight is not None and eng.fight.step == "intercept"


def _aim(w: Work, shooter: str, target: str) -> None:
    eng = w.eng
    assert eng is not None
    if eng.shooter is None:
        w.set_eng(shooter=shooter, dice=_dice(w, shooter),
                  mode="stoic" if eng.stoic else ("intercept" if eng.step == INTERCEPT or _marine_intercept(eng)
                                                  else "fire"))
        eng = w.eng
    aim = list(eng.aim)
    for i, (t, n) in enumerate(aim):
        if t == target:
            aim[i] = (t, n + 1)
            break
    else:
        aim.append((target, 1))
    w.set_eng(aim=tuple(aim))
    w.say("aim", f"{w.name(shooter)} declares a die at {w.name(target)}.", shooter=shooter, target=target)
    if target not in eng.targeted:
        w.set_eng(targeted=eng.targeted + (target,))
        _flip_first_targeted(w, target)


def resolve_flip(w: Work, ship: str, trigger: str, flip: bool) -> None:
    """Flip the module (and do what it says) or leave it face down, then let the volley that was
    being declared or rolled go on (3.4.4)."""
    module = flippable(w, ship, trigger)
    survived = False
    if flip and module is not None:
        w.set_unit(module, face_down=False)
        for effect in w.card(module).effects:
            if effect.get("when") != "flip":
                continue
            if effect["effect"] == "volley-bonus":          # Hidden Missile Battery: dice for her next volley
                w.set_eng(bonus=w.eng.bonus + ((ship, "dice", effect["value"]),))
                w.say("flip", f"{w.name(module)} flips face up on {w.name(ship)}: +{effect['value']} dice for "
                              "her next volley.", unit=module, traits=("face-up-face-down",))
            elif effect["effect"] == "repair":              # Emergency Bulkheads: seal wounds first
                w.set_unit(ship, wounds=max(0, w.units[ship].wounds - effect["value"]))
                w.say("flip", f"{w.name(module)} flips face up: {w.name(ship)} seals {effect['value']} wounds.",
                      unit=module, traits=("face-up-face-down",))
        survived = w.units[ship].wounds < w.max_wounds(ship)
    else:
        w.say("keep-face-down", f"{w.who(side_of(w, ship))} leaves the module on {w.name(ship)} face down.",
              ship=ship)
    if trigger == "would-be-destroyed":
        if not survived:
            _shot_done(w, ship, "destroyed", w.eng.mode)
        _fire_from(w, w.eng.shooter)


def _fire(w: Work, shooter: str) -> None:
    """Roll the declared volleys one target at a time, in the order declared (6.2, 6.9)."""
    _fire_from(w, shooter)


def _fire_from(w: Work, shooter: str) -> None:
    """Roll what is left of the declared volleys (``eng.aim``). A volley that would destroy a ship
    with a face-down Emergency Bulkheads stops here while its commander decides whether to flip it
    (3.4.4); ``resolve_flip`` then comes back here."""
    eng = w.eng
    assert eng is not None
    first = shooter not in eng.fired
    mode = eng.mode
    station_of = {w.station_of(s): s for s in range(len(w.cmd))}
    while w.eng.aim:
        (target, dice), rest = w.eng.aim[0], w.eng.aim[1:]
        w.set_eng(aim=rest)
        if target not in w.units or any(t == target for t, _k in w.eng.doomed):
            w.say("overkill", f"{dice} {'die' if dice == 1 else 'dice'} at a destroyed target "
                              f"{'flies' if dice == 1 else 'fly'} off into space.",
                  target=target)
            continue
        if target in station_of and [m for m in w.modules_of(target) if w.kind(m) == "station-module"]:
            w.say("lost", f"{dice} {'die' if dice == 1 else 'dice'} declared at {w.name(target)} "
                          f"{'is' if dice == 1 else 'are'} lost: "
                          "its modules still stand (6.9).", target=target)
            continue
        result = volley(w, shooter, target, dice, first=first, source=mode)
        if result == "destroyed" and flippable(w, target, "would-be-destroyed") is not None:
            _ask_flip(w, target, "would-be-destroyed")
            return
        _shot_done(w, target, result, mode)
    eng = w.eng
    doomed = eng.doomed
    bonus = tuple(b for b in eng.bonus if b[0] != shooter)
    fired = eng.fired + ((shooter,) if shooter not in eng.fired else ())
    acted = eng.acted + (shooter,)
    stoic = tuple(p for p in eng.stoic if p != shooter)
    w.set_eng(shooter=None, aim=(), dice=0, mode="fire", bonus=bonus, fired=fired, acted=acted, stoic=stoic,
              doomed=())
    if mode == "stoic" and shooter in w.units:
        goes_down(w, shooter)
    for target, result in doomed:
        if target in w.units:
            _remove(w, target, result, mode)


def _shot_done(w: Work, target: str, result: str, mode: str) -> None:
    """One target's volley is rolled: a destroyed target waits for the end of the whole volley (6.7,
    for Stoic), except a station's module, which goes now and lets later dice at the station through."""
    if not result:
        return
    if w.kind(target) == "station-module":
        _remove(w, target, result, mode)
    else:
        w.set_eng(doomed=w.eng.doomed + ((target, result),))


def _remove(w: Work, target: str, result: str, mode: str) -> None:
    """A unit destroyed by volley fire: Stoic units owe their last volley first, unless the fire was
    Interceptor fire or the destruction immediate (3.3.1, 3.4.11)."""
    eng = w.eng
    if (eng is not None and result == "destroyed" and mode not in ("intercept",) and w.has(target, "stoic")
            and w.attack(target) > 0 and target not in eng.stoic):
        w.set_eng(stoic=eng.stoic + (target,))
        w.say("stoic", f"{w.name(target)} is destroyed but fires one last volley.", unit=target, traits=("stoic",))
        return
    immediate = result == "immediate" or mode == "intercept"
    if immediate:
        fall(w, target, immediate=True)
    else:
        goes_down(w, target)


def goes_down(w: Work, pid: str) -> None:
    """A unit destroyed by volley fire, not immediately, leaves the battlefield; a ship's Micro-Fold
    Marines may first fold away in the moment before she goes (6.7), and she waits for their
    commander's answer (``resolve_escape``)."""
    if not offer_escape(w, pid):
        fall(w, pid, immediate=False)


def fall(w: Work, target: str, *, immediate: bool) -> None:
    """The unit goes to the scrapheap with what it carries (``combat.destroy``); a boarding action
    under way loses it."""
    eng = w.eng
    shooter_side = _other(eng, side_of(w, target)) if eng is not None else None
    destroy(w, target, immediate=immediate, by=shooter_side)
    if eng is not None and w.eng is not None and w.eng.fight is not None:
        fight = w.eng.fight
        w.set_eng(fight=replace(fight, attackers=tuple(m for m in fight.attackers if m in w.units),
                                defenders=tuple(m for m in fight.defenders if m in w.units)))


def resolve_escape(w: Work, prompt: Prompt, kind: str, args: tuple) -> None:
    """An ``escape`` prompt's answer: one Marine folds away (a test decides, 3.4.7) and the rest
    may follow, or the commander lets the ship go with whoever is still aboard (6.7)."""
    ship = prompt.host
    if kind == "fold":
        fold(w, args[0], args[1])
        if ship in w.units and escapees(w, ship):
            w.prompts = (prompt, *w.prompts)
            return
    if ship is not None and ship in w.units:
        fall(w, ship, immediate=False)
