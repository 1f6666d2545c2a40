"""An engagement's rounds (6.4.1, 6.6 step 9): whose decision each step waits for, the end of a
round (retreating ships that survived go home, 6.6 step 3) and the end of the engagement, after
which the attacker discards (5.5.4) and each commander may turn Face Up - Face Down modules face
down again (3.4.4).
"""

from __future__ import annotations

from tabletop.games.hull_breach.combat import land_strays, revert_unmanned
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
    Engagement,
    Prompt,
)
from tabletop.games.hull_breach.work import Work


def deciding(w: Work) -> int | None:
    """The seat the engagement waits for."""
    eng = w.eng
    if eng is None:
        return None
    if eng.stoic:
        return w.units[eng.stoic[0]].controller
    step = eng.step
    if step in (FLEET, START, ATTACK, ATTACK_BOARD):
        return eng.attacker
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


def marine_interceptors(w: Work, defenders: tuple[str, ...]) -> list[str]:
    """The defending Marines of a boarding action that may fire Interceptor (6.6 step 8A, 6.10.3):
    those with the trait whose commander defends the engagement at his own station, since 3.3.1
    never lets an attacking unit use it, printed or not (ruling H29)."""
    eng = w.eng
    if eng is None:
        return []
    return [m for m in defenders if m in w.units and w.units[m].controller == eng.defender
            and w.traits(m).get("interceptor", 0) > 0]


def _keep(marks: tuple, seat: int) -> tuple:
    """Jams and paints last until their side's next volley step (3.3.5: the painter may retarget)."""
    return tuple(m for m in marks if m[3] == seat)


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


def refoldable(w: Work, seat: int) -> list[str]:
    """3.4.4: face-up Face Up - Face Down modules of ``seat``'s, which it may turn face down again
    at the end of its engagements."""
    return [p for p, u in w.units.items() if u.controller == seat and not u.face_down and u.host in w.units
            and w.card(p).trait("face-up-face-down")]
