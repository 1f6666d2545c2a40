"""Engagements, step by step (book 6.6): the steps' decisions, the actions of each step, and moving on.

Each step is a decision for one commander. In a volley step (Interceptor, attacker, defender, or a
boarding party's Marines) the commander picks a unit and either declares its dice one at a time
(``aim``: split fire is declared whole before any die is rolled, 6.2) and then ``fire``s, or uses an
active trait instead ("trait or fire", 3.2), or retreats; ``pass`` ends the step for the units that
have not acted. Destroyed Stoic units get their last volley before they leave (3.4.11).

The parts live in modules named after the book's sections: ``volley_fire`` (6.2, 6.4.3, 6.7, 6.9),
``boarding`` (6.6 steps 4-8, 6.10, Escort and Micro-Fold boards), ``face_up_face_down`` (3.4.4) and
``rounds`` (who decides, the end of a round and of the engagement).
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.hull_breach.boarding import (
    _board_actions,
    _escort_actions,
    _fits,
    _fold_board,
    _may_withdraw,
    _next_fight,
    _next_volley,
    _party,
    _party_name,
    _pursue,
    _settle,
    _stands,
    _start_boarding,
    _supporters,
    _withdraw,
    board_targets,
    fold_exits,
)
from tabletop.games.hull_breach.deployment import hosts
from tabletop.games.hull_breach.face_up_face_down import flippable
from tabletop.games.hull_breach.rounds import _end_round, _keep, deciding, end, refoldable, side_of
from tabletop.games.hull_breach.state import (
    ATTACK,
    ATTACK_BOARD,
    BOARDING,
    DEFEND,
    DEFEND_BOARD,
    ESCORT,
    FLEET,
    INTERCEPT,
    START,
    Board,
    Engagement,
)
from tabletop.games.hull_breach.volley_fire import (
    _aim,
    _aimed,
    _dice,
    _fire,
    _fire_from,
    _war_gate,
    goes_down,
    resolve_flip,
    resting,
    shooters,
    targets,
)
from tabletop.games.hull_breach.work import Work

VOLLEY_STEPS = (INTERCEPT, ATTACK, DEFEND)
#: Prompts a step waits for before it goes on: a Face Up - Face Down flip (3.4.4), Marines folding
#: away from a ship going down (6.7), Fighter Wings launching from a hijacked ship (6.7).
HOLDING_PROMPTS = ("flip", "escape", "launch")
BOARD_STEPS = (ATTACK_BOARD, DEFEND_BOARD)

#: The entry points of the rules module, and the steps' parts scenario tests reach through here.
__all__ = [
    "_dice", "_end_round", "_escort_actions", "_fire_from", "_fits", "_may_withdraw", "_next_step", "_party",
    "_party_name", "_stands", "_strays", "_supporters", "_war_gate", "act", "advance", "begin", "board_targets",
    "deciding", "end", "fearless_actions", "flippable", "fold_exits", "legal", "refoldable", "resolve_flip",
    "shooters", "side_of", "targets",
]


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
        if fight.step == "lost" or not w.is_fighter(fight.board.target):
            out.append(Action(seat, "hijack"))      # no Marine may stay aboard a Fighter Wing to hold her (H18)
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
            if w.is_fighter(pid):
                out.extend(Action(seat, "dock", (pid, host)) for host in bays(w, pid))
    if not stoic and step == ATTACK:
        out.extend(Action(seat, "retreat", (pid,)) for pid in resting(w))
    if step == BOARDING and fight is not None and fight.step == "attack" and not stoic and _may_withdraw(w, fight):
        out.append(Action(seat, "withdraw"))
    out.append(Action(seat, "pass"))
    return out


def bays(w: Work, wing: str) -> list[str]:
    """2.5.1.2: a Fighter Wing in open space may return to a fighter bay in combat only on its turn
    to volley fire, giving up its fire: the bays of its commander's local ships and station with
    room for it."""
    seat = w.units[wing].controller
    here = w.place(wing)
    return [host for host in hosts(w, seat, w.card(wing), moving=wing)
            if host is not None and w.place(host) == here and w.in_engagement(host)]


def fearless_actions(w: Work, seat: int) -> list[Action]:
    """3.4.5: once per engagement, at any time, a Fearless unit may swap attack and defense."""
    eng = w.eng
    if eng is None:
        return []
    return [Action(seat, "fearless", (pid,)) for pid in w.maybe("fearless", seat)
            if w.units[pid].controller == seat and pid not in eng.fearless and pid not in eng.retreating
            and w.in_engagement(pid) and w.has(pid, "fearless") and pid not in eng.stoic]


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
    elif kind == "dock":
        wing, host = args
        w.set_unit(wing, host=host)
        w.set_eng(fleet=tuple(p for p in eng.fleet if p != wing), acted=eng.acted + (wing,))
        w.say("dock", f"{w.name(wing)} returns to a bay aboard {w.name(host)} instead of firing.", unit=wing,
              host=host)
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


def _launch(w: Work) -> None:
    """The fleet is fixed (6.4.2) and jumps; step 1 begins. Fighters in the bays of the fleet's ships
    go with them. Step 1 is the attacker's to close: every other commander answers its response
    window first (6.6 step 1: "any Commander may deploy" a start-of-engagement card)."""
    eng = w.eng
    assert eng is not None
    w.say("launch", f"{w.who(eng.attacker)}'s fleet of {len(eng.fleet)} jumps to {w.who(eng.defender)}'s "
                    "station.", fleet=eng.fleet)
    w.set_eng(step=START)


def _pass(w: Work, seat: int) -> None:
    eng = w.eng
    assert eng is not None
    if eng.stoic:
        pid = eng.stoic[0]
        w.set_eng(stoic=eng.stoic[1:])
        goes_down(w, pid)
        return
    step = eng.step
    if step == START:
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
        if any(p.kind in HOLDING_PROMPTS for p in w.prompts):
            return              # a volley or a boarding action waits for a commander's choice
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
        if eng.shooter is None and not shooters(w) and not resting(w) and not _may_play(w):
            _next_step(w)
            continue
        return
    raise AssertionError("engagement did not settle")
