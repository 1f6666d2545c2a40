"""Boarding actions (6.6 steps 4 to 8, 6.10 More on Boarding, 3.4.3 Escort, 3.4.7 Micro-Fold,
rulings H18, H21, H25): declaring boards, the Escort step, and each boarding action fought Marine
against Marine until one party is gone, withdraws (and may be pursued) or folds away; the winners
hijack or scuttle.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.actions import Action
from tabletop.games.hull_breach.cards import STATION
from tabletop.games.hull_breach.combat import destroy, eliminate, revert_unmanned
from tabletop.games.hull_breach.deployment import hosts
from tabletop.games.hull_breach.rounds import _end_round, _other, marine_interceptors, side_of
from tabletop.games.hull_breach.state import BOARDING, Board, Fight, Prompt

LAUNCH = "launch"
from tabletop.games.hull_breach.work import Work


def board_targets(w: Work, ship: str, *, fold: bool = False) -> list[str]:
    """Opposing ships in open space (not Stealth unless the boarder has Hunter; a Fighter Wing too,
    which no Marine defends, ruling H18) and the defending station after the first round, or in it
    when no opposing ship at all can be targeted (6.4.3: "no other legal ships to target"; 6.10,
    3.4.10)."""
    eng = w.eng
    assert eng is not None
    seat = side_of(w, ship)
    enemy = _other(eng, seat)
    hunter = w.has(ship, "hunter") or fold      # a Micro-Fold board checks Stealth itself
    local = [p for p, u in w.units.items() if u.controller == enemy and w.is_ship(p) and w.in_engagement(p)
             and not w.in_bay(p)]
    ships = [p for p in local if hunter or not w.has(p, "stealth")]
    if enemy == eng.defender:
        station = w.station_of(enemy)
        if station in w.units and (eng.round > 1 or not local):
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
    boarding = {b.ship for b in eng.boards if b.seat != seat and not b.fold}     # ships attempting a board
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
            if (target in boarding and seat == eng.defender and pid not in boarded_by
                    and not w.has(pid, "escort")):
                continue        # 6.6 step 6: no third ship jumps in on a boarder, unless an Escort
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
    for pid in w.maybe("micro-fold", seat):
        unit = w.units[pid]
        if (unit.controller != seat or w.card(pid).type != "marine" or pid in declared or unit.host is None
                or not w.in_engagement(pid) or not w.has(pid, "micro-fold")):
            continue
        host = unit.host
        hunter = w.has(host, "hunter")
        for target in board_targets(w, host, fold=True):
            if (hunter or not w.has(target, "stealth")) and _fits(w, pid, target):
                out.append(Action(seat, "fold-board", (pid, target)))
    return out


def _escort_actions(w: Work, seat: int) -> list[Action]:
    eng = w.eng
    assert eng is not None
    out = []
    for pid in w.maybe("escort", seat):
        if (w.units[pid].controller != seat or pid in eng.escorts or pid in eng.retreating
                or not w.in_engagement(pid) or not w.has(pid, "escort")):
            continue
        for b in eng.boards:
            if b.seat != seat and not b.cancelled and not w.has(b.ship, "escort"):
                out.append(Action(seat, "cancel", (pid, b.ship)))
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
    (8A), their commander declaring their dice like any volley (ruling H18), if that commander is
    the engagement's defender (3.3.1, ruling H29); then the boarders."""
    eng = w.eng
    assert eng is not None and eng.fight is not None
    fight = eng.fight
    if marine_interceptors(w, fight.defenders):
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
        # 6.7: Fighter Wings aboard a ship that is hijacked "can deploy out into open space": their
        # commander chooses, wing by wing (a ``launch`` prompt)
        launching = sorted({w.units[c].controller for c in w.aboard(prize) if w.is_fighter(c)} - {winner})
        w.prompts = w.prompts + tuple(Prompt(seat, LAUNCH, prize) for seat in launching)
        w.set_unit(prize, controller=winner)
        eng = w.eng
        if winner == eng.attacker and prize not in eng.fleet:
            w.set_eng(fleet=eng.fleet + (prize,))
        elif winner == eng.defender:
            w.set_eng(fleet=tuple(p for p in eng.fleet if p != prize))
        w.set_eng(retreating=tuple(p for p in w.eng.retreating if p != prize))
        w.say("hijack", f"{w.who(winner)}'s Marines hijack {w.name(prize)}.", unit=prize, seat=winner)
        if launching:
            return          # the next boarding action waits for the wings' commander (``resolve_launch``)
    if w.eng is not None:
        _next_fight(w)


def wings_aboard(w: Work, prompt: Prompt) -> list[str]:
    """The Fighter Wings of the prompt's commander still in the bays of the hijacked ship."""
    prize = prompt.host
    if prize is None or prize not in w.units:
        return []
    return [c for c in w.aboard(prize) if w.is_fighter(c) and w.units[c].controller == prompt.seat]


def launch_actions(w: Work, prompt: Prompt) -> list[Action]:
    """A ``launch`` prompt's choices: each wing into open space (``decline`` keeps the rest aboard)."""
    return [Action(prompt.seat, "assign", (wing, None)) for wing in wings_aboard(w, prompt)]


def resolve_launch(w: Work, prompt: Prompt, kind: str, args: tuple) -> None:
    """One wing launches into open space (joining the attacking fleet if it is the attacker's) and
    the prompt stays while more are aboard; ``decline`` leaves the rest in their bays, from which they
    may still launch at any time (2.5.1.2)."""
    if kind != "assign":
        w.say("decline", f"{w.who(prompt.seat)} keeps the rest of their Fighter Wings aboard.", seat=prompt.seat)
        after_launch(w)
        return
    wing = args[0]
    w.set_unit(wing, host=None)
    eng = w.eng
    if eng is not None and w.units[wing].controller == eng.attacker and wing not in eng.fleet:
        w.set_eng(fleet=eng.fleet + (wing,))
    w.say("launch", f"{w.name(wing)} launches from {w.name(prompt.host or '')} into open space.", unit=wing)
    if wings_aboard(w, prompt):
        w.prompts = (prompt, *w.prompts)
    else:
        after_launch(w)


def after_launch(w: Work) -> None:
    """Once every ``launch`` prompt is answered, the engagement goes on to the next boarding action."""
    if w.eng is not None and not any(p.kind == LAUNCH for p in w.prompts):
        _next_fight(w)
