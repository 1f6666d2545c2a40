"""Engagements, step by step (book 6.6), with boarding actions (6.10) and the traits used in combat.

Each step is a decision for one commander. In a volley step (Interceptor, attacker, defender, or a
boarding party's Marines) the commander picks a unit and either declares its dice one at a time
(``aim``: split fire is declared whole before any die is rolled, 6.2) and then ``fire``s, or uses an
active trait instead ("trait or fire", 3.2), or retreats; ``pass`` ends the step for the units that
have not acted. Destroyed Stoic units get their last volley before they leave (3.4.11).
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.actions import Action
from tabletop.games.hull_breach.cards import SHIP, STATION
from tabletop.games.hull_breach.combat import destroy, eliminate, land_strays, revert_unmanned, volley
from tabletop.games.hull_breach.deployment import hosts
from tabletop.games.hull_breach.state import (
    ATTACK,
    ATTACK_BOARD,
    BOARDING,
    DEFEND,
    DEFEND_BOARD,
    DISCARD,
    ESCORT,
    FLEET,
    INTERCEPT,
    START,
    Board,
    Engagement,
    Fight,
    Prompt,
)
from tabletop.games.hull_breach.work import Work

VOLLEY_STEPS = (INTERCEPT, ATTACK, DEFEND)
BOARD_STEPS = (ATTACK_BOARD, DEFEND_BOARD)


# ----- who decides --------------------------------------------------------------------------
def deciding(w: Work) -> int | None:
    """The seat the engagement waits for."""
    eng = w.eng
    if eng is None:
        return None
    if eng.stoic:
        return w.units[eng.stoic[0]].controller
    step = eng.step
    if step in (FLEET, ATTACK, ATTACK_BOARD):
        return eng.attacker
    if step == START:
        return eng.window[0]
    if step in (INTERCEPT, DEFEND, DEFEND_BOARD):
        return eng.defender
    if step == ESCORT:
        return eng.escort_seat
    if step == BOARDING and eng.fight is not None:
        fight = eng.fight
        if fight.step in ("won", "lost", "pursue"):
            return fight.winner
        attacker = fight.board.seat
        return attacker if fight.step == "attack" else _other(eng, attacker)
    return eng.attacker


def _other(eng: Engagement, seat: int) -> int:
    return eng.defender if seat == eng.attacker else eng.attacker


def side_of(w: Work, pid: str) -> int:
    return w.units[pid].controller


# ----- who may act and at what ----------------------------------------------------------------
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
        if fight.step == "intercept":       # 8A: defending Marines with Interceptor
            return [m for m in fight.defenders if m in w.units and m not in eng.acted
                    and w.traits(m).get("interceptor", 0) > 0]
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


def legal(w: Work, seat: int) -> list[Action]:
    """Every engagement action ``seat`` may take now (tactics and events come from the caller)."""
    eng = w.eng
    if eng is None or deciding(w) != seat:
        return []
    out: list[Action] = []
    step = eng.step
    if step == FLEET:
        for pid, unit in w.units.items():
            if (unit.controller == seat and w.is_ship(pid) and unit.host is None and pid not in eng.fleet):
                out.append(Action(seat, "send", (pid,)))
        if eng.fleet:
            out.append(Action(seat, "launch"))
        return out
    if step == START:
        out.append(Action(seat, "pass"))
        return out
    if step == ESCORT:
        return _escort_actions(w, seat)
    if step in BOARD_STEPS:
        return _board_actions(w, seat)
    fight = eng.fight
    if step == BOARDING and fight is not None and fight.step in ("won", "lost"):
        out.append(Action(seat, "hijack"))
        out.append(Action(seat, "scuttle"))
        if fight.step == "lost":
            out.append(Action(seat, "pass"))
        return out
    if step == BOARDING and fight is not None and fight.step == "pursue":
        return [Action(seat, "pursue"), Action(seat, "pass")]
    # a volley step (ships, a Stoic last volley, or Marines in a boarding action)
    if eng.shooter is not None:
        shooter = eng.shooter
        if _aimed(eng) < eng.dice:
            out.extend(Action(seat, "aim", (shooter, t)) for t in targets(w, shooter))
        if eng.aim:
            out.append(Action(seat, "fire", (shooter,)))
        return out
    units = shooters(w)
    stoic = bool(eng.stoic)
    for pid in units:
        if _dice(w, pid) > 0:
            out.extend(Action(seat, "aim", (pid, t)) for t in targets(w, pid))
        if step == BOARDING and not stoic and fight.step != "intercept" and w.has(pid, "micro-fold"):
            out.extend(Action(seat, "fold-withdraw", (pid, host)) for host in fold_exits(w, pid))
        if stoic or (step == BOARDING):
            continue
        traits = w.traits(pid)
        if step != INTERCEPT:
            if traits.get("overload") and pid not in {u for u, _r in eng.overloaded}:
                out.extend(Action(seat, "overload", (pid, t)) for t in targets(w, pid))
            enemy_ships = targets(w, pid, painter=True)
            if traits.get("jammer"):
                out.extend(Action(seat, "jam", (pid, t)) for t in enemy_ships)
            if traits.get("target-painter"):
                out.extend(Action(seat, "paint", (pid, t)) for t in enemy_ships)
            if traits.get("repair") and w.units[pid].wounds > 0:
                out.append(Action(seat, "repair", (pid,)))
            if step == ATTACK and pid in eng.fleet:
                out.append(Action(seat, "retreat", (pid,)))
    if step == BOARDING and fight is not None and fight.step == "attack" and not stoic and _may_withdraw(w, fight):
        out.append(Action(seat, "withdraw"))
    out.append(Action(seat, "pass"))
    return out


def fold_exits(w: Work, marine: str) -> list[str]:
    """3.4.7: where a Marine in a boarding action may withdraw to by Micro-Fold: another local ship
    or station of its commander with room, or back to the host it came from (ruling H21); never
    the ship or station the fight is aboard."""
    eng = w.eng
    assert eng is not None and eng.fight is not None
    seat = side_of(w, marine)
    scene = eng.fight.board.target
    home = w.units[marine].host
    out = [home] if home is not None and home != scene and w.in_engagement(home) else []
    for host in hosts(w, seat, w.card(marine), moving=marine):
        if host is not None and host != scene and host not in out and w.in_engagement(host):
            out.append(host)
    return out


def fearless_actions(w: Work, seat: int) -> list[Action]:
    """3.4.5: once per engagement, at any time, a Fearless unit may swap attack and defense."""
    eng = w.eng
    if eng is None:
        return []
    return [Action(seat, "fearless", (pid,)) for pid, u in w.units.items()
            if u.controller == seat and pid not in eng.fearless and w.may_have(pid, "fearless")
            and w.in_engagement(pid) and w.has(pid, "fearless") and pid not in eng.stoic]


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


def _board_actions(w: Work, seat: int) -> list[Action]:
    eng = w.eng
    assert eng is not None
    out: list[Action] = []
    declared = {b.ship for b in eng.boards if b.seat == seat}
    taken = {b.target for b in eng.boards if b.seat == seat and not b.fold}     # 6.10: one ship a target
    boarded_by: dict[str, set[str]] = {}
    for b in eng.boards:
        if b.seat != seat:
            boarded_by.setdefault(b.target, set()).add(b.ship)
    for pid, unit in w.units.items():
        if (unit.controller != seat or not w.is_ship(pid) or w.is_fighter(pid) or pid in declared
                or pid in eng.retreating or not w.in_engagement(pid)):
            continue
        marines = [m for m in w.marines_aboard(pid) if w.units[m].controller == seat and m not in declared]
        if not marines:
            continue
        for target in board_targets(w, pid):
            if target in taken:
                continue
            if pid in boarded_by and target not in boarded_by[pid]:
                continue        # 6.6 step 6: a ship about to be boarded may only board its boarder
            if any(_fits(w, m, target) for m in marines):
                out.append(Action(seat, "board", (pid, target)))
    out.extend(_fold_boards(w, seat, declared))
    out.append(Action(seat, "pass"))
    return out


def _fold_boards(w: Work, seat: int, declared: set[str]) -> list[Action]:
    """3.4.7 and 6.10.4: a Marine with Micro-Fold may board "without the use of a ship", from any
    local ship or station of its commander; a Stealth target only from a host with Hunter. A target
    another of the commander's boards already takes is open to it too: the Marine then joins that
    boarding action in support (6.10.4, ruling H25)."""
    eng = w.eng
    assert eng is not None
    out = []
    for pid, unit in w.units.items():
        if (unit.controller != seat or w.card(pid).type != "marine" or pid in declared or unit.host is None
                or not w.may_have(pid, "micro-fold") or not w.in_engagement(pid) or not w.has(pid, "micro-fold")):
            continue
        host = unit.host
        hunter = w.has(host, "hunter")
        for target in board_targets(w, host, fold=True):
            if (hunter or not w.has(target, "stealth")) and _fits(w, pid, target):
                out.append(Action(seat, "fold-board", (pid, target)))
    return out


def board_targets(w: Work, ship: str, *, fold: bool = False) -> list[str]:
    """Opposing ships (not Fighter Wings; not Stealth unless the boarder has Hunter) and, after the
    first round or when no ship can be boarded, the defending station (6.4.3, 6.10, 3.4.10)."""
    eng = w.eng
    assert eng is not None
    seat = side_of(w, ship)
    enemy = _other(eng, seat)
    hunter = w.has(ship, "hunter") or fold      # a Micro-Fold board checks Stealth itself
    ships = [p for p, u in w.units.items() if u.controller == enemy and w.is_ship(p) and not w.is_fighter(p)
             and w.in_engagement(p) and (hunter or not w.has(p, "stealth"))]
    if enemy == eng.defender:
        station = w.station_of(enemy)
        if station in w.units and (eng.round > 1 or not ships):
            ships.append(station)
    return ships


def _fits(w: Work, marine: str, target: str) -> bool:
    """A Marine's class-size restriction (2.4): the ships it may board."""
    limits = w.card(marine).class_size
    if not limits:
        return True
    from tabletop.games.hull_breach.cards import CLASS_SIZE

    low, high = limits
    size = w.size(target)
    return (low is None or size >= CLASS_SIZE[low]) and (high is None or size <= CLASS_SIZE[high])


def _escort_actions(w: Work, seat: int) -> list[Action]:
    eng = w.eng
    assert eng is not None
    out = []
    for pid, unit in w.units.items():
        if (unit.controller != seat or pid in eng.escorts or not w.may_have(pid, "escort") or not w.in_engagement(pid)
                or not w.has(pid, "escort")):
            continue
        for b in eng.boards:
            if b.seat != seat and not b.cancelled and not w.has(b.ship, "escort"):
                out.append(Action(seat, "cancel", (pid, b.ship)))
    out.append(Action(seat, "pass"))
    return out


# ----- doing it -------------------------------------------------------------------------------
def begin(w: Work, attacker: int, defender: int) -> None:
    w.eng = Engagement(attacker, defender)
    w.say("engage", f"{w.who(attacker)} declares an attack on {w.who(defender)}.", attacker=attacker,
          defender=defender)


def act(w: Work, action: Action) -> None:
    """Apply an engagement action already known to be legal."""
    eng = w.eng
    assert eng is not None
    kind, args, seat = action.kind, action.args, action.seat
    if kind == "send":
        w.set_eng(fleet=eng.fleet + (args[0],))
        w.say("send", f"{w.name(args[0])} joins the attacking fleet.", unit=args[0])
    elif kind == "launch":
        _launch(w)
    elif kind == "fearless":
        w.set_eng(fearless=eng.fearless + (args[0],))
        w.say("fearless", f"{w.name(args[0])} turns Fearless: attack and defense swap for the engagement.",
              unit=args[0], traits=("fearless",))
    elif kind == "aim":
        _aim(w, args[0], args[1])
    elif kind == "fire":
        _fire(w, args[0])
    elif kind == "overload":
        pid, target = args
        w.set_eng(overloaded=eng.overloaded + ((pid, eng.round),), shooter=pid, mode="overload",
                  aim=((target, w.traits(pid)["overload"]),), dice=w.traits(pid)["overload"])
        w.say("overload", f"{w.name(pid)} fires her Overload at {w.name(target)}.", unit=pid, traits=("overload",))
        _fire(w, pid)
    elif kind == "jam":
        pid, target = args
        x = w.traits(pid)["jammer"]
        w.set_eng(jams=eng.jams + ((pid, target, x, seat),), acted=eng.acted + (pid,))
        w.say("jam", f"{w.name(pid)} jams {w.name(target)}: -{x} attack.", unit=pid, target=target,
              traits=("jammer",))
    elif kind == "paint":
        pid, target = args
        x = w.traits(pid)["target-painter"]
        w.set_eng(paints=eng.paints + ((pid, target, x, seat),), acted=eng.acted + (pid,))
        w.say("paint", f"{w.name(pid)} paints {w.name(target)}: +{x} to her fleet's results against it.",
              unit=pid, target=target, traits=("target-painter",))
    elif kind == "repair":
        pid = args[0]
        x = w.traits(pid)["repair"]
        w.set_unit(pid, wounds=max(0, w.units[pid].wounds - x))
        w.set_eng(acted=eng.acted + (pid,))
        w.say("repair", f"{w.name(pid)} repairs {x} wound{'s' if x != 1 else ''} instead of firing.", unit=pid,
              traits=("repair",))
    elif kind == "retreat":
        w.set_eng(retreating=eng.retreating + (args[0],), acted=eng.acted + (args[0],))
        w.say("retreat", f"{w.name(args[0])} tries to retreat.", unit=args[0])
    elif kind == "board":
        w.set_eng(boards=eng.boards + (Board(seat, args[0], args[1]),))
        w.say("board", f"{w.name(args[0])} will board {w.name(args[1])}.", ship=args[0], target=args[1])
    elif kind == "fold-board":
        _fold_board(w, seat, args[0], args[1])
    elif kind == "fold-withdraw":
        w.set_eng(withdrawing=eng.withdrawing + ((args[0], args[1]),), acted=eng.acted + (args[0],))
        w.say("fold-withdraw", f"{w.name(args[0])} tries to fold out of the boarding action to {w.name(args[1])}.",
              unit=args[0], host=args[1], traits=("micro-fold",))
    elif kind == "cancel":
        boards = tuple(Board(b.seat, b.ship, b.target, True) if b.ship == args[1] and b.seat != seat else b
                       for b in eng.boards)
        w.set_eng(boards=boards, escorts=eng.escorts + (args[0],))
        w.say("escort", f"{w.name(args[0])} breaks up {w.name(args[1])}'s boarding.", escort=args[0],
              traits=("escort",))
    elif kind in ("hijack", "scuttle"):
        _settle(w, kind)
    elif kind == "withdraw":
        _withdraw(w)
    elif kind == "pursue":
        _pursue(w)
    elif kind == "pass":
        w.say("pass", f"{w.who(seat)} passes.", seat=seat)
        _pass(w, seat)
    advance(w)


def _fold_board(w: Work, seat: int, marine: str, target: str) -> None:
    """The Micro-Fold test is made when the board is declared: a 1 or a 10 loses the Marine (3.4.7)."""
    result = w.roll(f"Micro-Fold test, {w.name(marine)}")
    if result in (1, 10):
        w.say("fold", f"The Micro-Fold goes wrong: {w.name(marine)} is lost.", unit=marine, traits=("micro-fold",))
        destroy(w, marine, immediate=True, by=None)
        return
    mine = [b for b in w.eng.boards if b.seat == seat and b.target == target]
    main = next((b for b in mine if not b.fold), mine[0] if mine else None)
    w.set_eng(boards=w.eng.boards + (Board(seat, marine, target, fold=True),))
    if main is None:
        w.say("board", f"{w.name(marine)} will fold aboard {w.name(target)}.", marine=marine, target=target,
              traits=("micro-fold",))
    else:       # 6.10.4: "in support of other local Marines" (ruling H25)
        w.say("board", f"{w.name(marine)} will fold aboard {w.name(target)} in support of {_party_name(w, main)}.",
              marine=marine, target=target, support=main.ship, traits=("micro-fold",))


def _party_name(w: Work, board: Board) -> str:
    """How an event names a boarding party: a ship's Marines, or the Micro-Fold Marine itself."""
    return w.name(board.ship) if board.fold else f"{w.name(board.ship)}'s Marines"


def _launch(w: Work) -> None:
    eng = w.eng
    assert eng is not None
    # fighters in the bays of the fleet's ships go with them; the fleet is now fixed (6.4.2)
    w.say("launch", f"{w.who(eng.attacker)}'s fleet of {len(eng.fleet)} jumps to {w.who(eng.defender)}'s "
                    "station.", fleet=eng.fleet)
    alive = w.alive()
    start = alive.index(eng.attacker)
    window = tuple(alive[start:] + alive[:start])
    w.set_eng(step=START, window=window)


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


def _flip_first_targeted(w: Work, target: str) -> None:
    """Hidden Missile Battery's trigger: the ship is first targeted. Its commander chooses whether
    to flip it (3.4.4: "you may choose to flip"), before the declaration goes on."""
    if flippable(w, target, "first-targeted") is not None:
        _ask_flip(w, target, "first-targeted")


def flippable(w: Work, ship: str, trigger: str) -> str | None:
    """The face-down module on ``ship`` whose printed trigger is ``trigger``, if any (3.4.4)."""
    if ship not in w.units:
        return None
    for module in w.modules_of(ship):
        if w.units[module].face_down and any(e.get("when") == "flip" and e.get("trigger") == trigger
                                             for e in w.card(module).effects):
            return module
    return None


def _ask_flip(w: Work, ship: str, trigger: str) -> None:
    """The trigger has come: the decision is the module's commander's (ruling H17). Everyone sees
    that the commander is deciding, as at the table, but not which card lies face down."""
    w.prompts = w.prompts + (Prompt(side_of(w, ship), "flip", ship, unit=trigger),)
    w.say("trigger", f"{w.who(side_of(w, ship))} may flip a face-down module on {w.name(ship)}.", ship=ship)


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


def refoldable(w: Work, seat: int) -> list[str]:
    """3.4.4: face-up Face Up - Face Down modules of ``seat``'s, which it may turn face down again
    at the end of its engagements."""
    return [p for p, u in w.units.items() if u.controller == seat and not u.face_down and u.host in w.units
            and w.card(p).trait("face-up-face-down")]


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
        destroy(w, shooter, immediate=False, by=_other(w.eng, side_of(w, shooter)) if w.eng else None)
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
    shooter_side = _other(eng, side_of(w, target)) if eng is not None else None
    destroy(w, target, immediate=result == "immediate" or mode == "intercept", by=shooter_side)
    if eng is not None and w.eng is not None and w.eng.fight is not None:
        fight = w.eng.fight
        w.set_eng(fight=replace(fight, attackers=tuple(m for m in fight.attackers if m in w.units),
                                defenders=tuple(m for m in fight.defenders if m in w.units)))


def _pass(w: Work, seat: int) -> None:
    eng = w.eng
    assert eng is not None
    if eng.stoic:
        pid = eng.stoic[0]
        w.set_eng(stoic=eng.stoic[1:])
        destroy(w, pid, immediate=False, by=_other(eng, side_of(w, pid)))
        return
    step = eng.step
    if step == START:
        w.set_eng(window=eng.window[1:])
        if not w.eng.window:
            w.set_eng(step=INTERCEPT, acted=())
            w.say("step", "Interceptor fire.")
        return
    if step == ESCORT:
        if eng.escort_seat == eng.defender:
            w.set_eng(escort_seat=eng.attacker)
        else:
            _start_boarding(w)
        return
    if step == BOARDING and eng.fight is not None:
        fight = eng.fight
        if fight.step == "lost":
            _next_fight(w)
            return
        if fight.step == "pursue":
            w.say("withdraw", "The boarders withdraw to their ship.")
            _next_fight(w)
            return
        _next_volley(w, fight)
        return
    _next_step(w)


def _next_step(w: Work) -> None:
    eng = w.eng
    assert eng is not None
    step = eng.step
    if step == INTERCEPT:
        w.set_eng(step=ATTACK, acted=(), jams=_keep(eng.jams, eng.defender), paints=_keep(eng.paints, eng.defender))
        w.say("step", f"Round {eng.round}: {w.who(eng.attacker)}'s fleet volleys.")
    elif step == ATTACK:
        w.set_eng(step=ATTACK_BOARD, acted=())
    elif step == ATTACK_BOARD:
        w.set_eng(step=DEFEND, acted=(), jams=_keep(eng.jams, eng.attacker), paints=_keep(eng.paints, eng.attacker))
        w.say("step", f"{w.who(eng.defender)} volleys.")
    elif step == DEFEND:
        w.set_eng(step=DEFEND_BOARD, acted=())
    elif step == DEFEND_BOARD:
        if any(not b.cancelled for b in eng.boards):
            w.set_eng(step=ESCORT, escort_seat=eng.defender, escorts=())
        else:
            _end_round(w)


def _keep(marks: tuple, seat: int) -> tuple:
    """Jams and paints last until their side's next volley step (3.3.5: the painter may retarget)."""
    return tuple(m for m in marks if m[3] == seat)


def _start_boarding(w: Work) -> None:
    w.set_eng(step=BOARDING, acted=())
    _next_fight(w, first=True)


def _next_fight(w: Work, first: bool = False) -> None:
    """Take the next boarding action that still stands: the boards of one commander at one target,
    fought as one (a ship's, or a Micro-Fold Marine's, with the Micro-Fold boards sent in support
    of it, 6.10.4, ruling H25). A supporting board whose main board does not happen (its ship
    destroyed, its board cancelled) still happens: its Marines board on their own (3.4.7)."""
    eng = w.eng
    if eng is None:
        return
    revert_unmanned(w)
    eng = w.eng
    if eng is None:
        return
    boards = list(eng.boards)
    if not first and eng.fight is not None:
        settled = (eng.fight.board, *eng.fight.support)
        boards = [b for b in boards if b not in settled]
    while boards:
        head = boards[0]
        group = [b for b in boards if b.seat == head.seat and b.target == head.target]
        folding = {b.ship for b in boards if b.fold}
        standing = [b for b in group if _stands(w, b)]
        parties = {b: _party(w, b, folding) for b in standing}
        main = next((b for b in standing if not b.fold and parties[b]),
                    next((b for b in standing if b.fold), None))
        if main is None:
            boards = [b for b in boards if b not in group]
            continue
        support = tuple(b for b in standing if b.fold and b != main)
        attackers = parties[main] + tuple(b.ship for b in support)
        target = main.target
        defenders = tuple(m for m in w.marines_aboard(target) if w.units[m].controller == w.units[target].controller)
        w.set_eng(boards=tuple(boards), fight=Fight(main, attackers, defenders, support=support), acted=(),
                  withdrawing=())
        if main.fold:
            w.say("boarding", f"{w.name(main.ship)} folds aboard {w.name(target)}.", ship=main.ship, target=target,
                  traits=("micro-fold",))
        else:
            w.say("boarding", f"{w.name(main.ship)}'s Marines board {w.name(target)}.", ship=main.ship, target=target)
        for b in support:
            w.say("fold", f"{w.name(b.ship)} folds aboard {w.name(target)} in support of {_party_name(w, main)}.",
                  unit=b.ship, target=target, support=main.ship, traits=("micro-fold",))
        if not defenders:       # 6.6 step 8: an ungarrisoned target falls without a fight
            w.set_eng(fight=replace(w.eng.fight, step="won", winner=main.seat))
            w.say("boarding", f"{w.name(target)} has no Marines aboard and yields.")
        else:
            _open_fire(w)
        return
    w.set_eng(boards=(), fight=None)
    _end_round(w)


def _stands(w: Work, board: Board) -> bool:
    """Whether a declared board can still happen: not cancelled, its ship (or Micro-Fold Marine)
    still its commander's, its target still there and still another commander's."""
    return (not board.cancelled and board.ship in w.units and board.target in w.units
            and w.units[board.ship].controller == board.seat and w.units[board.target].controller != board.seat)


def _party(w: Work, board: Board, folding: set[str]) -> tuple[str, ...]:
    """The Marines a board sends: the Micro-Fold Marine itself, or every Marine of the commander
    aboard the ship that fits the target, less those folding away on boards of their own (H18)."""
    if board.fold:
        return (board.ship,)
    return tuple(m for m in w.marines_aboard(board.ship) if w.units[m].controller == board.seat
                 and m not in folding and _fits(w, m, board.target))


def _open_fire(w: Work) -> None:
    """A boarding action begins (6.6 step 8): defending Marines with Interceptor may fire first
    (8A), their commander declaring their dice like any volley (ruling H18); then the boarders."""
    eng = w.eng
    assert eng is not None and eng.fight is not None
    fight = eng.fight
    if any(w.traits(m).get("interceptor", 0) > 0 for m in fight.defenders if m in w.units):
        w.set_eng(fight=replace(fight, step="intercept"), acted=())
        w.say("step", "Defending Marines with Interceptor may fire first.")
        return
    _check_fight(w)


def _next_volley(w: Work, fight: Fight) -> None:
    """One boarding party has volleyed: the other one now (8B/8C), round after round (8D). Marines
    of that party that chose a Micro-Fold retreat have now been fired at; they make the test."""
    step = "defend" if fight.step == "attack" else "attack"
    w.set_eng(fight=replace(fight, step=step), acted=())
    party = fight.attackers if step == "attack" else fight.defenders
    leaving = [(m, host) for m, host in w.eng.withdrawing if m in party]
    if leaving and _fold_out(w, leaving):
        return
    _check_fight(w)


def _fold_out(w: Work, leaving: list[tuple[str, str]]) -> bool:
    """3.4.7: each Marine still standing makes its Micro-Fold test (a 1 or a 10 destroys it) and
    leaves the boarding action for its host; a party that all leaves has withdrawn. True when
    the boarding action is over."""
    eng = w.eng
    assert eng is not None and eng.fight is not None
    gone = {m for m, _h in leaving}
    w.set_eng(withdrawing=tuple(x for x in eng.withdrawing if x[0] not in gone))
    for marine, host in leaving:
        if marine not in w.units:
            continue
        result = w.roll(f"Micro-Fold test, {w.name(marine)}")
        if result in (1, 10):
            w.say("fold", f"The Micro-Fold goes wrong: {w.name(marine)} is lost.", unit=marine,
                  traits=("micro-fold",))
            destroy(w, marine, immediate=True, by=None)
        elif host in w.units and w.units[host].controller == side_of(w, marine):
            w.set_unit(marine, host=host)
            w.say("fold", f"{w.name(marine)} folds out of the boarding action aboard {w.name(host)}.", unit=marine,
                  host=host, traits=("micro-fold",))
        else:
            w.say("fold", f"{w.name(marine)} has nowhere left to fold to and fights on.", unit=marine)
            gone.discard(marine)
    fight = w.eng.fight
    attackers = tuple(m for m in fight.attackers if m in w.units and m not in gone)
    defenders = tuple(m for m in fight.defenders if m in w.units and m not in gone)
    w.set_eng(fight=replace(fight, attackers=attackers, defenders=defenders))
    if not attackers:
        w.say("withdraw", "The boarders have folded away: the boarding action is over.")
        _next_fight(w)
        return True
    return False


def _check_fight(w: Work) -> None:
    eng = w.eng
    if eng is None or eng.fight is None:
        return
    fight = eng.fight
    attackers = tuple(m for m in fight.attackers if m in w.units)
    defenders = tuple(m for m in fight.defenders if m in w.units)
    if fight.step in ("won", "lost", "pursue"):
        return
    if fight.step == "intercept" and attackers and defenders:
        w.set_eng(fight=replace(fight, attackers=attackers, defenders=defenders))
        return
    if not defenders:
        w.set_eng(fight=replace(fight, attackers=attackers, defenders=defenders, step="won", winner=fight.board.seat))
        w.say("boarding", f"The boarders take {w.name(fight.board.target)}.")
    elif not attackers:
        # a ship left with none of her Marines is open to the winners (6.10); a Micro-Fold board
        # came by no ship, so nothing is left open (its Marine may have folded out, H25)
        ship = fight.board.ship
        exposed = not fight.board.fold and ship in w.units
        others = [m for m in w.marines_aboard(ship) if w.units[m].controller == fight.board.seat] if exposed else []
        if exposed and not others:
            w.set_eng(fight=replace(fight, attackers=attackers, defenders=defenders, step="lost",
                                    winner=_other(eng, fight.board.seat)))
            w.say("boarding", f"The boarders are wiped out; {w.name(ship)} is left undefended.")
        else:
            w.say("boarding", "The boarders are wiped out.")
            _next_fight(w)
    elif not any(w.attack(m) > 0 for m in attackers + defenders):
        w.say("boarding", "Neither party can hurt the other; the boarders withdraw.")
        _next_fight(w)
    elif fight.step in ("attack", "defend"):
        party = attackers if fight.step == "attack" else defenders
        if not any(w.attack(m) > 0 for m in party):
            w.set_eng(fight=replace(fight, attackers=attackers, defenders=defenders))
            _next_volley(w, w.eng.fight)
            return
        w.set_eng(fight=replace(fight, attackers=attackers, defenders=defenders))


def _withdraw(w: Work) -> None:
    """6.10.3: the boarders retreat to their ship instead of firing; the defenders may pursue.
    Micro-Fold Marines that joined in support go back with the party, aboard its ship (ruling H25):
    if the defenders pursue, they defend her with the ship's own Marines."""
    eng = w.eng
    assert eng is not None and eng.fight is not None
    fight = eng.fight
    ship = fight.board.ship
    w.say("withdraw", "The boarders try to withdraw.")
    for marine in _supporters(fight):
        if marine in w.units:
            w.set_unit(marine, host=ship)
            w.say("withdraw", f"{w.name(marine)} withdraws with them aboard {w.name(ship)}.", unit=marine, host=ship)
    w.set_eng(fight=replace(fight, step="pursue", winner=_other(eng, fight.board.seat)))


def _supporters(fight: Fight) -> tuple[str, ...]:
    """The Micro-Fold Marines that joined this boarding action in support (ruling H25)."""
    return tuple(b.ship for b in fight.support)


def _may_withdraw(w: Work, fight: Fight) -> bool:
    """6.10.3: a party that came by ship may retreat to her. Its supporting Micro-Fold Marines go
    with it, so each must be one that may go aboard her (its class size, 2.4); one that may not
    can still fold out alone (3.4.7, ruling H25)."""
    return (not fight.board.fold and fight.board.ship in w.units
            and all(_fits(w, m, fight.board.ship) for m in _supporters(fight) if m in fight.attackers))


def _pursue(w: Work) -> None:
    """The defenders pursue: the boarding goes on aboard the boarders' ship, roles reversed. The
    pursuit is a boarding action of its own, in place of the one it came from (which is over)."""
    eng = w.eng
    assert eng is not None and eng.fight is not None
    fight = eng.fight
    board = Board(fight.winner, fight.board.target, fight.board.ship)
    settled = (fight.board, *fight.support)
    w.set_eng(boards=(board, *(b for b in eng.boards if b not in settled)))
    defenders = tuple(m for m in w.marines_aboard(board.target) if w.units[m].controller == fight.board.seat)
    attackers = fight.defenders
    w.say("pursue", f"The defenders pursue aboard {w.name(board.target)}.")
    if not defenders:
        w.set_eng(fight=Fight(board, attackers, (), "won", board.seat))
    else:
        w.set_eng(fight=Fight(board, attackers, defenders, "attack"), acted=())
        _open_fire(w)


def _settle(w: Work, kind: str) -> None:
    """6.6 step 8E: the winners hijack the ship (their Marines go aboard) or scuttle it."""
    eng = w.eng
    assert eng is not None and eng.fight is not None
    fight = eng.fight
    winner = fight.winner
    assert winner is not None
    board = fight.board
    if fight.step == "won":
        prize, party = board.target, fight.attackers
    else:
        prize, party = board.ship, fight.defenders
    station = w.card(prize).type == STATION
    if kind == "scuttle" or station:
        w.say(kind, f"{w.who(winner)}'s Marines {'take' if kind == 'hijack' else 'scuttle'} {w.name(prize)}.",
              unit=prize, seat=winner)
        if station:
            owner = w.units[prize].owner
            eliminate(w, owner, winner)
            if w.eng is not None:
                w.set_eng(fight=None)
                _next_fight(w)
            return
        destroy(w, prize, immediate=True, by=winner)
    else:
        for marine in party:
            if marine in w.units:
                w.set_unit(marine, host=prize)
        for child in w.aboard(prize):
            if w.is_fighter(child):
                w.set_unit(child, host=None)
                if w.units[child].controller == eng.attacker and child not in w.eng.fleet:
                    w.set_eng(fleet=w.eng.fleet + (child,))
        w.set_unit(prize, controller=winner)
        eng = w.eng
        if winner == eng.attacker and prize not in eng.fleet:
            w.set_eng(fleet=eng.fleet + (prize,))
        elif winner == eng.defender:
            w.set_eng(fleet=tuple(p for p in eng.fleet if p != prize))
        w.set_eng(retreating=tuple(p for p in w.eng.retreating if p != prize))
        w.say("hijack", f"{w.who(winner)}'s Marines hijack {w.name(prize)}.", unit=prize, seat=winner)
    if w.eng is not None:
        _next_fight(w)


def _end_round(w: Work) -> None:
    """6.6 step 9: retreating ships that survived go home; the engagement ends when the attacking
    fleet is gone, or goes on with the next round."""
    eng = w.eng
    if eng is None:
        return
    fleet = tuple(p for p in eng.fleet if p in w.units and p not in eng.retreating)
    for pid in eng.retreating:
        if pid in w.units:
            w.say("retreat", f"{w.name(pid)} escapes back to {w.who(w.units[pid].controller)}'s station.", unit=pid)
    w.set_eng(fleet=fleet, retreating=(), boards=(), fight=None, acted=(), escorts=(), withdrawing=())
    land_strays(w)
    if not any(w.units[p].controller == eng.attacker for p in w.eng.fleet):
        end(w)
        return
    w.set_eng(step=ATTACK, round=eng.round + 1, jams=_keep(eng.jams, eng.defender),
              paints=_keep(eng.paints, eng.defender))
    w.say("step", f"Round {eng.round + 1}: {w.who(eng.attacker)}'s fleet volleys.")


def end(w: Work) -> None:
    """The engagement is over: the attacker goes on to the discard step of the turn (5.5.4)."""
    eng = w.eng
    if eng is None:
        return
    w.eng = None
    land_strays(w, eng)
    revert_unmanned(w)
    w.say("engagement-over", "The engagement is over.")
    if w.winners is None and w.cmd[eng.attacker].alive:
        w.phase = DISCARD
        w.set_cmd(eng.attacker, moved=())     # 5.5: reassigning again at the end of the engagement
    if w.winners is None:
        for seat in (eng.defender, eng.attacker):       # 3.4.4: "at the end of your engagements"
            if w.cmd[seat].alive and refoldable(w, seat):
                w.prompts = w.prompts + (Prompt(seat, "face-down"),)


def _strays(w: Work) -> bool:
    """Whether a Micro-Fold boarder whose sending ship was destroyed still waits for its board."""
    eng = w.eng
    return eng is not None and any(b.fold and not b.cancelled and b.ship in w.units and w.units[b.ship].host is None
                                   for b in eng.boards)


def _may_play(w: Work) -> bool:
    seat = deciding(w)
    return seat is not None and w.can_play is not None and w.can_play(w, seat)


def advance(w: Work) -> None:
    """Move past steps nobody can act in, so a decision is always one somebody can make."""
    for _ in range(200):
        eng = w.eng
        if eng is None or w.winners is not None:
            return
        if any(p.kind == "flip" for p in w.prompts):
            return              # a volley waits for a Face Up - Face Down decision (3.4.4)
        if not w.cmd[eng.defender].alive:      # the station fell: nothing is left to fight (6.3)
            end(w)
            return
        if eng.stoic:
            if eng.stoic[0] not in w.units:
                w.set_eng(stoic=eng.stoic[1:])
                continue
            if eng.shooter is None and not targets(w, eng.stoic[0]):
                _pass(w, deciding(w))
                continue
            return
        if eng.step in (FLEET, START, ESCORT) or eng.step in BOARD_STEPS:
            if eng.step == ESCORT and len(_escort_actions(w, eng.escort_seat)) == 1:
                _pass(w, eng.escort_seat)
                continue
            if eng.step in BOARD_STEPS and len(_board_actions(w, deciding(w))) == 1 and not _may_play(w):
                _next_step(w)
                continue
            return
        if eng.step == BOARDING:
            if eng.fight is None:
                _next_fight(w, first=True)
                continue
            if eng.fight.step in ("won", "lost", "pursue"):
                fight = eng.fight
                # the ship or station to take (or, for a pursuit, the boarders' ship) went down while
                # its commander was deciding, to a card played meanwhile: nothing is left to settle
                at = fight.board.target if fight.step == "won" else fight.board.ship
                if at in w.units:
                    return
                w.say("boarding", f"{w.name(at)} is gone: the boarding action is over.", target=at)
                _next_fight(w)
                continue
            if eng.shooter is None and not [u for u in shooters(w) if targets(w, u)]:
                _next_volley(w, eng.fight)
                continue
            return
        if not any(w.units.get(p) and w.units[p].controller == eng.attacker for p in eng.fleet) and not _strays(w):
            end(w)
            return
        if eng.shooter is None and not shooters(w) and not _may_play(w):
            _next_step(w)
            continue
        return
    raise AssertionError("engagement did not settle")
