"""Specials (Part 3 glossary) read from the card data: the one interpreter of every special's rule.

A special's rule is a few words in ``cards.yaml`` (``cards.SpecialRule``): a window, conditions, a
target, a change and a duration. This module is the only place that reads them, so adding a special
is a line of data and a test, not a new branch in the turn flow. The flow calls it at its windows:
``use_actions``/``verdict``/``use`` in Phase 3 (the ``special`` action kind, or a handler's own
kinds), ``on_shoot`` when a card's Shoot is used, ``challenge_winner`` at a challenge's reveal,
``on_challenge_lost`` when a card loses one, and ``at_turn_end`` in Phase 4. What lasts is kept as
``official_flow.Effect`` entries in the state (public, kept by determinization and replays), never
as new state fields. The few specials a table of changes cannot say live in ``special_handlers``.
Rulings O41 onward are in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.cards import SpecialRule
from tabletop.games.breakaway_ccg.citations import BOOK
from tabletop.games.breakaway_ccg.flow import _private
from tabletop.games.breakaway_ccg.rink import DEFENSIVE, OFFENSIVE
from tabletop.games.breakaway_ccg.state import SAVE, SHOT_CARD, CcgState, evolve, pair
from tabletop.games.breakaway_ccg.tables import Tables

USE, SHOOT, CHALLENGE, CHALLENGE_LOST, PASSIVE = "use", "shoot", "challenge", "challenge-lost", "passive"
PLAYED_ON = "played-on"
MAX_TOKENS = 3          # Game Components: Momentum Tokens (max 3)
MAX_BONUS = 3           # How to Score a Goal: the passing bonus track
#: How long each duration's lasting entry stays (``Effect.until``): a stoppage ends the short ones;
#: "period" entries go at the period's end; "turn" ones at the next turn.
UNTIL = {"now": "stoppage", "turn": "turn", "shot": "stoppage", "opponent-turn": "stoppage",
         "next-draw": "period", "stoppage": "stoppage", "period": "period"}


def rule(entry: str) -> str:
    return f"{BOOK}, Specials glossary — {entry}"


def _name(t: Tables, sid: str) -> str:
    return t.cards.specials_text.get(sid, (sid, ""))[0]


def _effect(kind: str, seat: int, until: str, detail: str = "", card: str = ""):
    from tabletop.games.breakaway_ccg.official_flow import Effect
    return Effect(kind, seat, until, detail, card)


# ----- conditions --------------------------------------------------------------------------------
def _holds(t: Tables, state: CcgState, seat: int, card: str, cond: str) -> bool:
    if cond == "control":
        return state.control == seat
    if cond == "no-shot":
        return state.shot is None
    if cond == "shooting-area":
        return state.puck in t.shooting[seat]
    if cond == "higher-than-beneath":
        play = state.play
        return len(play) > 1 and play[-1] == card and t.strength[card] > t.strength[play[-2]]
    if cond == "momentum-left":
        return bool(state.momentum)
    if cond == "not-shot-card":
        return state.shot is None or state.shot == seat
    if cond == "tokens-below-max":
        return state.tokens[seat] < MAX_TOKENS
    if cond == "not-defensive-zone":
        from tabletop.games.breakaway_ccg.rink import DEFENSIVE
        return t.rink.zone(state.puck, seat) != DEFENSIVE
    if cond == "goalie-in":
        return not state.goalie_pulled[seat] and not any(e.kind == "goalie-pulling" and e.seat == seat
                                                         for e in state.effects)
    if cond == "not-faceoff-card":
        c = state.challenge
        return c is None or c.kind != "faceoff"
    if cond == "punch-or-check-on":       # judged in ``on_played_on``, on the card laid on top
        return True
    if cond == "defending":
        c = state.challenge
        return c is not None and c.defender == seat
    raise ValueError(f"unknown special condition {cond!r}")


_WORDS = {"control": "you must control the puck", "no-shot": "not while a shot is under way",
          "shooting-area": "the puck must be in one of your shooting areas (1-6 of the far end)",
          "higher-than-beneath": "this card must be higher than the card it was played on",
          "momentum-left": "the Momentum pile must have a card", "not-shot-card": "not as a Shot Card",
          "tokens-below-max": f"you may hold at most {MAX_TOKENS} momentum tokens",
          "not-defensive-zone": "not from your defensive zone", "goalie-in": "your goalie must be in net",
          "defending": "only when defending the challenge", "not-faceoff-card": "not from a face-off card"}


# ----- Phase 3: the special as the card's use ------------------------------------------------------
def use_actions(t: Tables, state: CcgState) -> list[Action]:
    """The top card's usable specials now (the caller has checked one special per card and a
    challenge card's single use); built directly, as this is on every playout's path."""
    seat = state.turn
    top = state.play[-1]
    out: list[Action] = []
    for sid, r in t.special_rules[top]:
        if r.window != USE:
            continue
        handler = r.change.get("handler")
        if not all(_holds(t, state, seat, top, c) for c in r.when):
            continue
        if handler is not None:
            from tabletop.games.breakaway_ccg.special_handlers import HANDLERS
            out.extend(HANDLERS[handler].actions(t, state, sid))
        elif not _worth(t, state, seat, top, r):
            continue
        elif needs_card(r):
            out.extend(Action(seat, "special-card", (sid, c)) for c in state.hands[seat])
        elif needs_area(r):
            out.extend(Action(seat, "special-area", (sid, a)) for a in reach(t, state.puck, r.change["move-puck"]["areas"]))
        else:
            out.append(Action(seat, "special", (sid,)))
    return out


def _gained(state: CcgState, card: str) -> tuple[str, ...]:
    """The specials an ability gained for ``card`` this turn (Red: Dump In and Cycle; O72)."""
    from tabletop.games.breakaway_ccg.official_colors import gained
    return gained(state, card, "special")


def needs_card(r: SpecialRule) -> bool:
    """A change that names a card of the user's hand (the ``special-card`` action kind)."""
    return "swap-momentum" in r.change


def needs_area(r: SpecialRule) -> bool:
    """A change that names the area the puck goes to (the ``special-area`` action kind)."""
    return "move-puck" in r.change


@lru_cache(maxsize=512)
def reach(t: Tables, start: str, steps: int) -> tuple[str, ...]:
    """The areas a puck reaches from ``start`` in exactly ``steps`` moves along the arrows, never
    passing the same area twice (ruling O59), in the rink's order."""
    ends: set[str] = set()

    def walk(area: str, seen: frozenset[str], left: int) -> None:
        if not left:
            ends.add(area)
            return
        for nxt in t.arrows[area]:
            if nxt not in seen:
                walk(nxt, seen | {nxt}, left - 1)

    walk(start, frozenset((start,)), steps)
    return tuple(a for a in t.areas if a in ends)


def walk(t: Tables, start: str, end: str, steps: int) -> tuple[str, ...]:
    """A path of exactly ``steps`` moves from ``start`` to ``end`` along the arrows, passing no area
    twice (the first in the arrows' order): the way a carried puck is taken to have gone (O63)."""
    def go(path: tuple[str, ...]) -> tuple[str, ...] | None:
        if len(path) == steps + 1:
            return path if path[-1] == end else None
        for nxt in t.arrows[path[-1]]:
            if nxt not in path:
                found = go(path + (nxt,))
                if found:
                    return found
        return None
    return go((start,)) or (start, end)


def _worth(t: Tables, state: CcgState, seat: int, card: str, r: SpecialRule) -> bool:
    """A change that would do nothing now is not offered (a free Shoot already owed, no room in the
    token track...), so a special is never a wasted turn-ender."""
    free = r.change.get("free-actions")
    if free is not None and free["of"] == "shoot" and state.free_shot:
        return False
    return not (free is not None and free["of"] == "any" and free_actions(state, card))


def verdict(t: Tables, state: CcgState, sid: str, card: str | None = None, area: str | None = None) -> Verdict:
    seat = state.turn
    top = state.play[-1]
    name = _name(t, sid)
    if sid not in t.card[top].specials and not (state.effects and sid in _gained(state, top)):
        return refuse("no-such-special", f"{t.label[top]} has no {name} special.", rule(name))
    rules = t.cards.special_rules.get(sid)
    if rules is None:
        why = t.cards.left_out.get(sid, "")
        return refuse("special-left-out", f"{name} has no effect in this game (ruling {why}).", rule(name))
    r = use_rule(t, sid)
    if r is None:
        return refuse("special-window", f"{name} is not used by choice: it acts by itself when its moment comes.",
                      rule(name))
    if r.change.get("handler") is not None:      # the handler judges its own arguments
        kind = "special-area" if area is not None else "special-card" if card is not None else "special"
        args = (sid, area) if area is not None else (sid, card) if card is not None else (sid,)
        return check(t, state, sid, r, Action(seat, kind, args))
    if needs_card(r) != (card is not None):
        return refuse("special-card", f"{name} names a card of your hand." if card is None else
                      f"{name} names no card.", rule(name))
    if card is not None and card not in state.hands[seat]:
        return refuse("not-in-hand", f"{t.label[card]} is not in your hand.", rule(name))
    if needs_area(r) != (area is not None):
        return refuse("special-area", f"{name} names the area the puck goes to." if area is None else
                      f"{name} names no area.", rule(name))
    if area is not None and area not in reach(t, state.puck, r.change["move-puck"]["areas"]):
        steps = r.change["move-puck"]["areas"]
        return refuse("special-reach", f"{name} moves the puck exactly {steps} areas along the arrows; "
                                       f"{t.area_name[area]} is not one of them.", rule(name))
    return check(t, state, sid, r, Action(seat, "special", (sid,)))


def check(t: Tables, state: CcgState, sid: str, r: SpecialRule, action: Action) -> Verdict:
    """A use-window special's own rule: a handler's verdict first (its refusals are the more
    precise), then the data's conditions, then whether it would change anything."""
    seat = state.turn
    top = state.play[-1]
    name = _name(t, sid)
    handler = r.change.get("handler")
    if handler is not None:
        from tabletop.games.breakaway_ccg.special_handlers import HANDLERS
        v = HANDLERS[handler].verdict(t, state, action)
        if not v.ok:
            return v
    for cond in r.when:
        if not _holds(t, state, seat, top, cond):
            return refuse(f"special-{cond}", f"{name}: {_WORDS[cond]}.", rule(name))
    if not _worth(t, state, seat, top, r):
        return refuse("special-no-effect", f"{name} would change nothing now.", rule(name))
    return ALLOWED


def use(t: Tables, state: CcgState, sid: str, events: list[Event], card: str | None = None,
        area: str | None = None) -> CcgState:
    """Use the top card's special ``sid`` (already validated); ``card``/``area``: what it names."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    r = use_rule(t, sid)
    handler = r.change.get("handler")
    if handler is not None:
        from tabletop.games.breakaway_ccg.special_handlers import HANDLERS
        kind = "special-area" if area is not None else "special-card" if card is not None else "special"
        args = (sid, area) if area is not None else (sid, card) if card is not None else (sid,)
        return HANDLERS[handler].apply(t, state, Action(state.turn, kind, args), events)
    seat = state.turn
    top = state.play[-1]
    name, text = t.cards.specials_text[sid]
    events.append(Event("special", f"{state.names[seat]} uses {name} ({t.label[top]}): {text}",
                        {"seat": seat, "special": sid, "card": top}))
    state = evolve(state, special_used=True)
    state = _change(t, state, seat, top, sid, r, events, card, area)
    return fl.auto_end(t, state, events)


def use_rule(t: Tables, sid: str) -> SpecialRule | None:
    """The special's use-window rule (a special has at most one)."""
    return next((r for r in t.cards.special_rules.get(sid, ()) if r.window == USE), None)


def _target(seat: int, r: SpecialRule) -> int:
    return 1 - seat if r.target == "opponent" else seat


def _change(t: Tables, state: CcgState, seat: int, card: str, sid: str, r: SpecialRule,
            events: list[Event], named: str | None = None, area: str | None = None) -> CcgState:
    """Carry out a use-window change, key by key in the order the data gives them."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    until = UNTIL[r.duration]
    who = _target(seat, r)
    for key, value in r.change.items():
        if key == "momentum":
            for _ in range(value):
                state = take_momentum(t, state, who, events)
        elif key == "tokens":
            tokens = min(MAX_TOKENS, state.tokens[who] + value)
            events.append(Event("special-token", f"{state.names[who]} now holds {tokens} momentum token(s).",
                                {"seat": who, "tokens": tokens}))
            state = evolve(state, tokens=pair(state.tokens, who, tokens))
        elif key == "free-actions":
            if value["of"] == "shoot":
                state = evolve(state, free_shot=True)
            else:
                answering = state.stage == SAVE or (state.shot is not None and state.shot != seat)
                count = value.get("answering", value["count"]) if answering else value["count"]
                if count:
                    state = evolve(state, effects=state.effects + (_effect("free-actions", seat, "turn", str(count),
                                                                           card),))
        elif key == "unignorable":
            state = evolve(state, effects=state.effects + (_effect("unignorable", seat, until, sid, card),))
        elif key == "skip-draw":
            events.append(Event("special-skip", f"{state.names[who]} skips the next end-of-turn draw.",
                                {"seat": who}))
            state = evolve(state, effects=state.effects + (_effect("skip-draw", who, until, sid),))
        elif key == "puck-to":
            state = _puck_to_closest_nine(t, state, seat, events)
        elif key == "pull-goalie":
            events.append(Event("pull-goalie", f"{state.names[who]} will pull the goalie at the start of the next "
                                               "turn.", {"seat": who}))
            state = evolve(state, effects=state.effects + (_effect("goalie-pulling", who, "stoppage"),))
        elif key == "move-puck" and area is not None:
            start = state.puck
            events.append(Event("special-move", f"The puck goes from {t.area_name[start]} to {t.area_name[area]}.",
                                {"seat": seat, "from": start, "to": area}))
            state = fl._bonus_after_move(t, evolve(state, puck=area, control=seat), seat, start, area, events)
            from tabletop.games.breakaway_ccg.official_actions import record_path
            state = record_path(state, seat, walk(t, start, area, value["areas"]), by_action=False)
            if value.get("shoot-across-both-lines") and t.rink.zone(start, seat) == DEFENSIVE \
                    and t.rink.zone(area, seat) == OFFENSIVE:
                events.append(Event("special-shoot", f"Over both blue lines: {state.names[seat]} may shoot for "
                                                     "free.", {"seat": seat}))
                state = evolve(state, free_shot=True)
        elif key == "swap-momentum":
            state = _swap_momentum(t, state, who, named, events)
        elif key == "play-momentum":
            if not state.momentum:
                continue
            taken = state.momentum[0]
            state = take_momentum(t, state, who, events)
            events.append(Event("special-play", f"{state.names[who]} plays the Momentum Card at once.",
                                {"seat": who, "card": taken}))
            return fl.play_card(t, state, who, taken, events)
        elif key == "shot-anywhere":
            origin = state.puck
            events.append(Event("shoot", f"{state.names[seat]} shoots from {t.area_name[origin]}! "
                                         f"{state.names[1 - seat]}'s next card is the Shot Card.",
                                {"seat": seat, "area": origin, "kind": "any-shot"}))
            state = evolve(state, shot=seat, stage=SHOT_CARD, shot_from=len(state.play) - 1,
                           effects=state.effects + (_effect("any-shot", seat, "stoppage", origin, card),))
        elif key == "stoppage":
            events.append(Event("special-stoppage", f"{_name(t, sid)}: play stops.", {"seat": seat, "special": sid}))
            return fl.stop_play(t, state, events, "end-zone", t.rink.place_of(state.puck),
                                chooser=_defending(t, state, seat))
        else:
            raise ValueError(f"the change {key!r} of {sid!r} has no use-window meaning")
    return state


def _defending(t: Tables, state: CcgState, seat: int) -> int:
    """Who chooses the face-off circle after a special's stoppage (Stoppage: "defending player";
    ruling O49): the side whose end the puck is in, else the special's user."""
    from tabletop.games.breakaway_ccg.rink import DEFENSIVE
    return 1 - seat if t.rink.zone(state.puck, 1 - seat) == DEFENSIVE else seat


def _swap_momentum(t: Tables, state: CcgState, seat: int, card: str | None, events: list[Event]) -> CcgState:
    """The named hand card goes face down on top of the Momentum pile and the pile's top card
    comes to the hand as a Momentum Card (ruling O58)."""
    if card is None or not state.momentum:
        return state
    taken = state.momentum[0]
    events.append(Event("special-swap", f"{state.names[seat]} swaps a card with the top of the Momentum pile.",
                        {"seat": seat}))
    events.append(_private(seat, "momentum-own", f"You put {t.label[card]} on the Momentum pile and take "
                                                 f"{t.label[taken]}.", {"seat": seat, "card": taken},
                           irreversible=True))
    hand = tuple(c for c in state.hands[seat] if c != card) + (taken,)
    extras = tuple(c for c in state.extras[seat] if c != card) + (taken,)
    return evolve(state, momentum=(card,) + state.momentum[1:], hands=pair(state.hands, seat, hand),
                  extras=pair(state.extras, seat, extras))


def take_momentum(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """The top Momentum Card into the hand, outside the hand size (Game Components: Momentum Cards)."""
    if not state.momentum:
        return state
    card = state.momentum[0]
    events.append(Event("special-momentum", f"{state.names[seat]} takes a Momentum Card.", {"seat": seat}))
    events.append(_private(seat, "momentum-own", f"You take {t.label[card]} from the Momentum pile.",
                           {"seat": seat, "card": card}, irreversible=True))
    return evolve(state, momentum=state.momentum[1:], hands=pair(state.hands, seat, state.hands[seat] + (card,)),
                  extras=pair(state.extras, seat, state.extras[seat] + (card,)))


def _puck_to_closest_nine(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """The puck goes to the area 9 nearest it (ruling B1: three areas 9 across the neutral zone),
    a pass that keeps control; the passing bonus follows the move as for any pass."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    here = t.rink.by_id[state.puck].position
    nines = [a.id for a in t.rink.areas if a.number == 9]
    target = min(nines, key=lambda a: (abs(t.rink.by_id[a].position[0] - here[0])
                                       + abs(t.rink.by_id[a].position[1] - here[1]), t.rink.forward(a, seat)))
    start = state.puck
    events.append(Event("special-move", f"The puck goes to {t.area_name[target]}.",
                        {"seat": seat, "from": start, "to": target}))
    state = evolve(state, puck=target, control=seat)
    if target != start:       # its path, for Intercept and Green (O63, O68)
        from tabletop.games.breakaway_ccg.official_actions import record_path, shortest_path
        state = record_path(state, seat, shortest_path(t, start, target), by_action=False)
    return fl._bonus_after_move(t, state, seat, start, target, events)


# ----- the other windows ---------------------------------------------------------------------------
def on_shoot(t: Tables, state: CcgState, seat: int, card: str, kind: str, events: list[Event]) -> CcgState:
    """A card's Shoot is used: its shoot-window specials act (One Timer, Back Pass)."""
    if kind != "shoot":
        return state
    for sid, r in t.special_rules[card]:
        if r.window != SHOOT:
            continue
        name = _name(t, sid)
        for key, value in r.change.items():
            if key == "shot-reach":
                events.append(Event("special", f"{name}: the scoring area may shift by {value} either way.",
                                    {"seat": seat, "special": sid, "card": card}))
                state = evolve(state, effects=state.effects + (_effect("shot-reach", seat, "stoppage", str(value),
                                                                       card),))
            elif key == "bonus":
                bonus = min(MAX_BONUS, state.bonus[seat] + value)
                events.append(Event("special", f"{name}: {state.names[seat]}'s passing bonus is +{bonus}.",
                                    {"seat": seat, "special": sid, "card": card}))
                state = evolve(state, bonus=pair(state.bonus, seat, bonus))
    return state


def on_played_on(t: Tables, state: CcgState, seat: int, card: str, below: str, events: list[Event]) -> CcgState:
    """``seat`` laid ``card`` on the other side's ``below``: its played-on specials act (Penalty Shot)."""
    from tabletop.games.breakaway_ccg import penalties as pen
    from tabletop.games.breakaway_ccg.official_flow import cancelled
    owner = t.owner[below]
    if owner == seat or cancelled(state, below):
        return state
    for sid, r in t.special_rules[below]:
        if r.window != PLAYED_ON:
            continue
        if "punch-or-check-on" in r.when and not {"punch", "body-check"} & set(t.card[card].actions):
            continue
        if r.change.get("penalty-shot"):
            name = _name(t, sid)
            events.append(Event("special", f"{name}: {t.label[card]} lands on {t.label[below]}, a penalty shot for "
                                           f"{state.names[owner]}.", {"seat": owner, "special": sid, "card": below}))
            state = pen.call(state, seat, name, f"{name}: {t.label[card]} checks {t.label[below]}", events,
                             penalty_shot=True)
    return state


def any_shot_from(state: CcgState, shooting: str) -> str | None:
    """Where an Any Shot special taken by ``shooting`` was shot from (None: not one)."""
    return next((e.detail for e in state.effects if e.kind == "any-shot" and e.card == shooting), None)


def no_tip(state: CcgState) -> bool:
    """The shot under way is an Any Shot: no Tip on it (Part 3: Any Shot)."""
    return bool(state.effects) and state.shot is not None and \
        any(e.kind == "any-shot" and e.seat == state.shot for e in state.effects)


def shot_reach(state: CcgState, shooting: str) -> int:
    """The extra reach a shoot-window special gave the shot taken by ``shooting`` (not a passing bonus)."""
    return sum(int(e.detail) for e in state.effects if e.kind == "shot-reach" and e.card == shooting)


def challenge_winner(t: Tables, state: CcgState, kind: str, picks: tuple[str, str],
                     events: list[Event]) -> int | None:
    """A challenge-window special that wins this kind of challenge outright (Final Say); when both
    cards have one they cancel out and the numbers decide (ruling O43)."""
    from tabletop.games.breakaway_ccg.official_flow import cancelled
    found: list[str | None] = [None, None]
    for s in (0, 1):
        if not cancelled(state, picks[s]):
            found[s] = next((sid for sid, r in t.special_rules[picks[s]]
                             if r.window == CHALLENGE and kind in r.change.get("win-challenge", ())), None)
    if (found[0] is None) == (found[1] is None):
        return None
    seat = 0 if found[0] is not None else 1
    events.append(Event("special", f"{_name(t, found[seat])}: {state.names[seat]}'s {t.label[picks[seat]]} wins the "
                                   "challenge whatever the numbers.", {"seat": seat, "special": found[seat],
                                                                        "card": picks[seat]}))
    return seat


def on_challenge_lost(t: Tables, state: CcgState, kind: str, loser: int, card: str | None,
                      events: list[Event]) -> CcgState:
    """A card that lost a challenge: its challenge-lost specials (Faceoff, Dump, Grind Challenge)."""
    if card is None:
        return state
    from tabletop.games.breakaway_ccg.official_flow import cancelled
    for sid, r in t.special_rules[card]:
        if r.window != CHALLENGE_LOST or kind not in r.change.get("regain-control", ()) or cancelled(state, card):
            continue
        if not all(_holds(t, state, loser, card, c) for c in r.when):
            continue
        events.append(Event("special", f"{_name(t, sid)}: {state.names[loser]} lost with {t.label[card]} and will "
                                       "take the puck when the opponent's turn ends.",
                            {"seat": loser, "special": sid, "card": card}))
        state = evolve(state, effects=state.effects + (_effect("regain", loser, UNTIL[r.duration], sid, card),))
    return state


def at_turn_end(t: Tables, state: CcgState, seat: int, events: list[Event]) -> tuple[CcgState, bool]:
    """Phase 4 of ``seat``: a waiting regain of control by the other side happens, and a skip of
    this draw is spent. Returns the state and whether the draw is skipped."""
    skip = False
    keep = []
    for e in state.effects:
        if e.kind == "regain" and e.seat != seat:
            events.append(Event("special-regain", f"{_name(t, e.detail)}: {state.names[e.seat]} takes the puck.",
                                {"seat": e.seat, "special": e.detail}))
            state = evolve(state, control=e.seat)
        elif e.kind == "skip-draw" and e.seat == seat and not skip:
            skip = True
        else:
            keep.append(e)
    if len(keep) != len(state.effects):
        state = evolve(state, effects=tuple(keep))
    if skip:
        events.append(Event("special-skip", f"{state.names[seat]} skips this end-of-turn draw.", {"seat": seat}))
    return state, skip


def turn_over(state: CcgState) -> CcgState:
    """A new turn: what lasted for the turn of the card in play is gone."""
    if any(e.until == "turn" for e in state.effects):
        return evolve(state, effects=tuple(e for e in state.effects if e.until != "turn"))
    return state


def free_actions(state: CcgState, card: str) -> int:
    """Free actions of any kind the card in play still has (Breakaway)."""
    if not state.effects:
        return 0
    return sum(int(e.detail) for e in state.effects if e.kind == "free-actions" and e.card == card)


def spend_free_action(state: CcgState, card: str) -> CcgState:
    out, spent = [], False
    for e in state.effects:
        if not spent and e.kind == "free-actions" and e.card == card:
            spent = True
            left = int(e.detail) - 1
            if left:
                from dataclasses import replace
                out.append(replace(e, detail=str(left)))
            continue
        out.append(e)
    return evolve(state, effects=tuple(out))


def unignorable(t: Tables, state: CcgState, card: str) -> bool:
    """Whether a card may not be Ignored (a Tip on it is refused): a passive special says so, or a
    used one made it so (Extra Man, Hit the Post)."""
    if any(r.window == PASSIVE and r.change.get("unignorable") for _sid, r in t.special_rules[card]):
        return True
    return bool(state.effects) and any(e.kind == "unignorable" and e.card == card for e in state.effects)


def misconduct(state: CcgState, seat: int) -> bool:
    """Start a Fight's misconduct: the side's fight cards are ignored for the rest of the period."""
    return bool(state.effects) and any(e.kind == "misconduct" and e.seat == seat for e in state.effects)
