"""Set-up and the turn: logistics, manufacturing, engagement, discard (book 4.0, 5.0).

Set-up (5.0 "by the numbers"): every station and its two starting modules are deployed free and
their effects resolved, stockpiles start at 10 and 10, each commander draws five (and may mulligan
for 1 Resource and 1 Currency, 5.0) and collects, then all commanders take the first turn at once,
without engagements, Events or Tactics. A d10 each decides who goes first (ties re-rolled, 4.8),
then play goes clockwise (5.6).
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.hull_breach.cards import SHIP
from tabletop.games.hull_breach.combat import eliminate, revert_unmanned
from tabletop.games.hull_breach.deployment import place
from tabletop.games.hull_breach.state import (
    HAND_SIZE,
    LOGISTICS,
    MANUFACTURING,
    OVER,
    SETUP,
    Prompt,
    allies_of,
    team_game,
)
from tabletop.games.hull_breach.work import Work, _matches

TRANSPORT = "transport"      # 2.5.6: the one class whose cargo a commander may give an ally


def collect(w: Work, seat: int) -> None:
    """5.3.2: Resource and Currency from every card of the seat's that shows a gain. A Transport's
    cargo waits for its commander's choice when an ally could have it instead (``income_actions``)."""
    resource = currency = 0
    allies = possible_allies(w, seat)
    cargo = []
    for pid, unit in w.units.items():
        if unit.controller == seat and not unit.face_down:
            gain = w.card(pid).gain
            if allies and w.card(pid).subtype == TRANSPORT and any(gain):
                cargo.append(pid)
                continue
            resource, currency = resource + gain[0], currency + gain[1]
    w.gain(seat, resource, currency)
    w.say("collect", f"{w.who(seat)} collects {resource} Resource and {currency} Currency "
                     f"({w.cmd[seat].resource} and {w.cmd[seat].currency}).", seat=seat)
    w.prompts = w.prompts + tuple(Prompt(seat, "income", host=pid) for pid in cargo)


def possible_allies(w: Work, seat: int) -> tuple[int, ...]:
    """Whom a Transport's commander may send her cargo to instead (the introduction: "help a
    possible ally"; ruling H19): in a team game the seat's allies still in the game; otherwise any
    other commander still in the game once three or more are (with two, the other is the enemy)."""
    alive = [s for s in w.alive() if s != seat]
    if team_game(w.state.options):
        return tuple(s for s in allies_of(w.state.options, len(w.cmd), seat) if s in alive)
    return tuple(alive) if len(alive) >= 2 else ()


def income_actions(w: Work, prompt: Prompt) -> list[Action]:
    """Send the Transport's cargo to one possible ally (keeping it is the prompt's ``decline``)."""
    pid = prompt.host or ""
    if pid not in w.units or w.units[pid].controller != prompt.seat:
        return []
    return [Action(prompt.seat, "give", (pid, ally)) for ally in possible_allies(w, prompt.seat)]


def resolve_income(w: Work, prompt: Prompt, ally: int | None) -> None:
    """The cargo of one Transport goes to its commander's stockpile, or to the ally chosen."""
    pid = prompt.host or ""
    if pid not in w.units:
        return
    resource, currency = w.card(pid).gain
    to = prompt.seat if ally is None else ally
    w.gain(to, resource, currency)
    if ally is None:
        w.say("collect", f"{w.who(prompt.seat)} keeps {w.name(pid)}'s cargo: {resource} Resource and {currency} "
                         f"Currency ({w.cmd[to].resource} and {w.cmd[to].currency}).", seat=prompt.seat, unit=pid)
    else:
        w.say("give", f"{w.who(prompt.seat)} sends {w.name(pid)}'s cargo, {resource} Resource and {currency} "
                      f"Currency, to {w.who(to)} ({w.cmd[to].resource} and {w.cmd[to].currency}).",
              seat=prompt.seat, to=to, unit=pid)


def repair(w: Work, seat: int) -> None:
    """5.3.4 and 3.3.4: one wound off every unit, every wound off a unit with Repair; cards like
    Orbital Drydock add one more for the units they name."""
    for pid, unit in list(w.units.items()):
        if unit.controller != seat or unit.wounds == 0:
            continue
        used: tuple[str, ...] = ()
        if w.traits(pid).get("repair"):
            healed = unit.wounds
            used = ("repair",)
        else:
            extra = sum(effect.get("value", 1) for _source, effect in _logistics_repairs(w, seat)
                        if _matches(effect.get("applies_to") or {}, w.card(pid), w.kind(pid)))
            healed = min(unit.wounds, 1 + extra)
        w.set_unit(pid, wounds=unit.wounds - healed)
        w.say("repair", f"{w.name(pid)} repairs {healed} wound{'s' if healed != 1 else ''}.", unit=pid, traits=used)


def _logistics_repairs(w: Work, seat: int) -> list[tuple[str, dict]]:
    out = []
    for pid, unit in w.units.items():
        if unit.controller == seat and not unit.face_down:
            out += [(pid, e) for e in w.card(pid).effects if e["effect"] == "repair" and e.get("when") == "logistics"]
    for pid in w.cmd[seat].battlefield:
        out += [(pid, e) for e in w.card(pid).effects if e["effect"] == "repair" and e.get("when") == "logistics"]
    return out


def set_up(w: Work, seat: int, station: str, modules: tuple[str, ...]) -> None:
    """Steps 1-3 of the set-up for one commander, then the draw and collection of the first turn."""
    place(w, seat, station, None, free=True, how="deploys the station")
    for module in modules:
        place(w, seat, module, station, free=True, how="attaches the starting module")
    w.draw(seat, HAND_SIZE)
    collect(w, seat)


def finish_setup(w: Work) -> None:
    """When every commander has ended the set-up turn: roll for initiative (4.8) and start the first turn."""
    seats = w.alive()
    contenders = list(seats)
    while len(contenders) > 1:
        rolls = {s: w.roll(f"initiative, {w.who(s)}") for s in contenders}
        best = max(rolls.values())
        contenders = [s for s in contenders if rolls[s] == best]
    first = contenders[0]
    for seat in seats:
        w.set_cmd(seat, moved=())
    n = len(w.cmd)
    w.order = tuple((first + i) % n for i in range(n))
    w.say("initiative", f"{w.who(first)} wins the initiative; play goes clockwise.", seat=first)
    start_turn(w, first)


def start_turn(w: Work, seat: int) -> None:
    """5.3: the automatic part of logistics (draw, taxes, space dock), then the seat's choices."""
    w.turn = seat
    w.round += 1
    w.set_cmd(seat, conscripted=False, moved=())
    w.say("turn", f"{w.who(seat)}'s turn.", seat=seat)
    c = w.cmd[seat]
    w.draw(seat, max(0, HAND_SIZE - len(c.hand)))
    collect(w, seat)
    repair(w, seat)
    w.phase = LOGISTICS


def next_phase(w: Work) -> None:
    if w.phase == LOGISTICS:
        w.phase = MANUFACTURING
    else:
        from tabletop.games.hull_breach.state import ENGAGEMENT

        w.phase = ENGAGEMENT


def end_turn(w: Work, seat: int) -> None:
    """5.5.5 and 5.6: the turn passes clockwise to the next commander still in the game."""
    revert_unmanned(w)
    if w.phase == SETUP:
        w.set_cmd(seat, ready=True)
        w.say("ready", f"{w.who(seat)} ends the set-up turn.", seat=seat)
        if all(c.ready for c in w.cmd if c.alive):
            finish_setup(w)
        return
    if stalemate(w):
        w.winners = ()
        w.phase = OVER
        w.say("game-over", "No commander has a ship or a card left to fight with: the game is drawn (ruling H5).",
              winners=())
        return
    n = len(w.cmd)
    for step in range(1, n + 1):
        nxt = (seat + step) % n
        if w.cmd[nxt].alive:
            start_turn(w, nxt)
            return


def stalemate(w: Work) -> bool:
    """Ruling H5: once no commander still in the game has a ship, a card in hand or a card in the
    shipyard, no station can ever fall again, so the game ends drawn."""
    for seat in w.alive():
        c = w.cmd[seat]
        if c.hand or c.shipyard or any(u.controller == seat and w.card(p).type == SHIP for p, u in w.units.items()):
            return False
    return True


def ships_of(w: Work, seat: int) -> list[str]:
    return [p for p, u in w.units.items() if u.controller == seat and w.card(p).type == SHIP and u.host is None]


def concede(w: Work, seat: int) -> None:
    """7.2.1: a commander may withdraw ("scoop") at any time and is out of the game as if his
    station had fallen (7.1.3.3: his cards go home with him). The spoils of war (7.1.3) go to the
    commander attacking him if he scoops in that engagement, and to nobody otherwise. The rules
    then let the engagement settle (``after_concession``)."""
    eng = w.eng
    by = eng.attacker if eng is not None and eng.defender == seat else None
    w.say("concede", f"{w.who(seat)} concedes.", seat=seat)
    w.prompts = tuple(p for p in w.prompts if p.seat != seat)
    if eng is not None and seat in eng.window:
        w.set_eng(window=tuple(s for s in eng.window if s != seat))
    eliminate(w, seat, by, conceded=True)


def after_concession(w: Work, seat: int) -> None:
    """Once an engagement the concession touched has settled: the set-up turn ends when everyone
    left has finished it, and the conceding commander's own turn passes clockwise (5.6)."""
    if w.winners is not None:
        return
    if w.phase == SETUP:
        if all(c.ready for c in w.cmd if c.alive):
            finish_setup(w)
        return
    if w.turn == seat and w.eng is None:
        end_turn(w, seat)
