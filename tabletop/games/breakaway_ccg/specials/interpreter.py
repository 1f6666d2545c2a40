"""Specials (Part 3 glossary) read from the card data: the one interpreter of every special's rule.

A special's rule is a few words in ``cards.yaml`` (``cards.SpecialRule``): a window, conditions, a
target, a change and a duration. This package is the only place that reads them, so adding a
special is a line of data and a test, not a new branch in the turn flow. This module offers the
Phase 3 window's ``use_actions`` and ``verdict``, the stoppage and save windows, and the queries
the rule areas ask; ``specials.windows`` holds the hooks the turn flow calls (a Shoot used, a card
laid, a challenge revealed or lost, Phase 4), ``specials.play`` what a used special does. What
lasts is kept as ``official.basics.Effect`` entries in the state (public, kept by determinization
and replays), never as new state fields. The few specials a table of changes cannot say register
their code in ``HANDLERS`` from ``specials.handlers``. Rulings O41 onward are in
``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.cards import SpecialRule
from tabletop.games.breakaway_ccg.citations import BOOK
from tabletop.games.breakaway_ccg.official import passing_bonus, power_play
from tabletop.games.breakaway_ccg.official.basics import Effect, cancelled, gained
from tabletop.games.breakaway_ccg.official.challenges import DUMP_IN, DUMP_OUT
from tabletop.games.breakaway_ccg.official.puck_paths import opponent_path, record_path, shortest_path
from tabletop.games.breakaway_ccg.piles import discard_cards, private_event
from tabletop.games.breakaway_ccg.rink import DEFENSIVE
from tabletop.games.breakaway_ccg.state import BENCH_SWAPS, SAVE, CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables

USE, SHOOT, CHALLENGE, CHALLENGE_LOST, PASSIVE = "use", "shoot", "challenge", "challenge-lost", "passive"


PLAYED_ON, PLAYED = "played-on", "played"


MAX_TOKENS = 3          # Game Components: Momentum Tokens (max 3)


MAX_BONUS = 3           # How to Score a Goal: the passing bonus track


#: How long each duration's lasting entry stays (``Effect.until``): a stoppage ends the short ones;
#: "period" entries go at the period's end; "turn" ones at the next turn.
UNTIL = {"now": "stoppage", "turn": "turn", "shot": "stoppage", "opponent-turn": "stoppage",
         "next-draw": "period", "stoppage": "stoppage", "period": "period"}


def rule(entry: str) -> str:
    return f"{BOOK}, Specials glossary — {entry}"


def special_name(t: Tables, sid: str) -> str:
    return t.cards.specials_text.get(sid, (sid, ""))[0]


def lasting_effect(kind: str, seat: int, until: str, detail: str = "", card: str = ""):
    return Effect(kind, seat, until, detail, card)


# ----- conditions --------------------------------------------------------------------------------
def condition_holds(t: Tables, state: CcgState, seat: int, card: str, cond: str) -> bool:
    if cond == "control":
        return state.control == seat
    if cond == "no-shot":
        return state.shot is None
    if cond == "shooting-area":
        return state.puck in t.offensive[seat]
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
        return t.rink.zone(state.puck, seat) != DEFENSIVE
    if cond == "goalie-in":
        return not state.goalie_pulled[seat] and not any(e.kind == "goalie-pulling" and e.seat == seat
                                                         for e in state.effects)
    if cond == "not-faceoff-card":
        c = state.challenge
        return c is None or c.kind != "faceoff"
    if cond in ("punch-or-check-on", "third-suit"):     # judged in ``on_played_on`` / ``on_played``
        return True
    if cond == "defending":
        c = state.challenge
        return c is not None and c.defender == seat
    if cond in _PUCK_CONDITIONS:
        return _PUCK_CONDITIONS[cond](t, state, seat, card)
    if cond in CARD_WORDS:
        return _card_holds(t, state, seat, card, cond)
    raise ValueError(f"unknown special condition {cond!r}")


def _opponent_moved(t: Tables, state: CcgState, seat: int, card: str) -> bool:
    """The opponent's card beneath this one moved the puck (Stop movement, Redirect)."""
    return len(opponent_path(t, state, seat)) >= 2


def _on_body_check(t: Tables, state: CcgState, seat: int, card: str) -> bool:
    """This card lies on a card with a printed Body-Check (Tilt)."""
    play = state.play
    return len(play) > 1 and play[-1] == card and "body-check" in t.card[play[-2]].actions


def _answering_score(t: Tables, state: CcgState, seat: int, card: str) -> bool:
    """This card was laid to answer the opponent's Score (Video Review, O85)."""
    return state.stage == SAVE and state.shot is not None and state.shot != seat and not state.action_used


def _won_dump(t: Tables, state: CcgState, seat: int, card: str) -> bool:
    """This card won a dump challenge (Dump In or Dump Out) for ``seat`` (Stretch Dump, O86)."""
    c = state.challenge
    return c is not None and c.kind in (DUMP_IN, DUMP_OUT) and c.winner == seat and c.won_with == card


#: The conditions of the puck, shot and penalty specials (O76 onward).
_PUCK_CONDITIONS = {"opponent-moved": _opponent_moved, "on-body-check": _on_body_check,
                    "answering-score": _answering_score, "won-dump": _won_dump,
                    "no-control": lambda t, state, seat, card: state.control != seat}


_WORDS = {"control": "you must control the puck", "no-shot": "not while a shot is under way",
          "shooting-area": "the puck must be in your offensive zone (the far end), where shots are taken",
          "higher-than-beneath": "this card must be higher than the card it was played on",
          "momentum-left": "the Momentum pile must have a card", "not-shot-card": "not as a Shot Card",
          "tokens-below-max": f"you may hold at most {MAX_TOKENS} momentum tokens",
          "not-defensive-zone": "not from your defensive zone", "goalie-in": "your goalie must be in net",
          "defending": "only when defending the challenge", "not-faceoff-card": "not from a face-off card",
          "opponent-moved": "the opponent's card beneath yours must have moved the puck",
          "on-body-check": "this card must lie on a Body-Check card",
          "answering-score": "only as the answer to the opponent's Score",
          "won-dump": "only from the card that won a dump challenge",
          "third-suit": "the third card of a suit in a row", "no-control": "not while you control the puck"}


@dataclass(frozen=True)
class Handler:
    """A special's code: the action kinds it answers, its candidates, its verdict and its apply."""

    kinds: frozenset[str]
    actions: Callable[[Tables, CcgState, str], list[Action]]
    verdict: Callable[[Tables, CcgState, Action], Verdict]
    apply: Callable[[Tables, CcgState, Action, list[Event]], CcgState]


#: The specials the card data cannot say, keyed by their rule's ``handler`` name: ``specials.handlers``
#: registers each one here.
HANDLERS: dict[str, Handler] = {}


# ----- Phase 3: the special as the card's use ------------------------------------------------------
def use_actions(t: Tables, state: CcgState) -> list[Action]:
    """The top card's usable specials now (the caller has checked one special per card and a
    challenge card's single use); built directly, as this is on every playout's path."""
    seat = state.turn
    top = state.play[-1]
    out: list[Action] = []
    for sid, r in rules_of(t, state, top):
        if r.window != USE:
            continue
        handler = r.change.get("handler")
        if not all(condition_holds(t, state, seat, top, c) for c in r.when):
            continue
        if handler is not None:
            out.extend(HANDLERS[handler].actions(t, state, sid))
        elif not _worth(t, state, seat, top, r):
            continue
        elif needs_card(r):
            out.extend(Action(seat, "special-card", (sid, c)) for c in state.hands[seat])
        elif needs_area(r):
            out.extend(Action(seat, "special-area", (sid, a)) for a in move_areas(t, state.puck, r.change["move-puck"]))
        else:
            out.append(Action(seat, "special", (sid,)))
    return out


def _gained(state: CcgState, card: str) -> tuple[str, ...]:
    """The specials an ability gained for ``card`` this turn (Red: Dump In and Cycle; O72)."""
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


def move_areas(t: Tables, start: str, spec: dict) -> tuple[str, ...]:
    """Where a ``move-puck`` change may send the puck: exactly ``areas`` moves along the arrows, or
    with ``up-to`` any number from one to ``areas`` (Too Fast's Stretch Pass, O77)."""
    if not spec.get("up-to"):
        return reach(t, start, spec["areas"])
    near = {a for k in range(1, spec["areas"] + 1) for a in reach(t, start, k)} - {start}
    return tuple(a for a in t.areas if a in near)


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
    if "gain-action" in r.change and state.action_used:      # a gained action needs the card's action unused
        return False
    return not (free is not None and free["of"] == "any" and free_actions(state, card))


def verdict(t: Tables, state: CcgState, sid: str, card: str | None = None, area: str | None = None,
            choice: str | None = None) -> Verdict:
    seat = state.turn
    top = state.play[-1]
    name = special_name(t, sid)
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
        return check(t, state, sid, r, handler_action(seat, sid, card, area, choice))
    if choice is not None:
        return refuse("special-choice", f"{name} names no choice.", rule(name))
    if needs_card(r) != (card is not None):
        return refuse("special-card", f"{name} names a card of your hand." if card is None else
                      f"{name} names no card.", rule(name))
    if card is not None and card not in state.hands[seat]:
        return refuse("not-in-hand", f"{t.label[card]} is not in your hand.", rule(name))
    if needs_area(r) != (area is not None):
        return refuse("special-area", f"{name} names the area the puck goes to." if area is None else
                      f"{name} names no area.", rule(name))
    if area is not None and area not in move_areas(t, state.puck, r.change["move-puck"]):
        spec = r.change["move-puck"]
        how = "up to" if spec.get("up-to") else "exactly"
        return refuse("special-reach", f"{name} moves the puck {how} {spec['areas']} areas along the arrows; "
                                       f"{t.area_name[area]} is not one of them.", rule(name))
    return check(t, state, sid, r, Action(seat, "special", (sid,)))


def check(t: Tables, state: CcgState, sid: str, r: SpecialRule, action: Action) -> Verdict:
    """A use-window special's own rule: a handler's verdict first (its refusals are the more
    precise), then the data's conditions, then whether it would change anything."""
    seat = state.turn
    top = state.play[-1]
    name = special_name(t, sid)
    handler = r.change.get("handler")
    if handler is not None:
        v = HANDLERS[handler].verdict(t, state, action)
        if not v.ok:
            return v
    for cond in r.when:
        if not condition_holds(t, state, seat, top, cond):
            return refuse(f"special-{cond}", f"{name}: {_WORDS[cond]}.", rule(name))
    if not _worth(t, state, seat, top, r):
        return refuse("special-no-effect", f"{name} would change nothing now.", rule(name))
    return ALLOWED


def handler_action(seat: int, sid: str, card: str | None, area: str | None, choice: str | None) -> Action:
    """The action a handler judges and applies, from what the special names (a card, an area or a
    choice such as Shuffle's deck; a card and a choice: Promotion's card and wild)."""
    if choice is not None and card is not None:
        return Action(seat, "special-wild", (sid, card, choice))
    if choice is not None:
        return Action(seat, "special-choice", (sid, choice))
    if area is not None:
        return Action(seat, "special-area", (sid, area))
    return Action(seat, "special-card", (sid, card)) if card is not None else Action(seat, "special", (sid,))


def use_rule(t: Tables, sid: str) -> SpecialRule | None:
    """The special's use-window rule (a special has at most one)."""
    return next((r for r in t.cards.special_rules.get(sid, ()) if r.window == USE), None)


def defending_side(t: Tables, state: CcgState, seat: int) -> int:
    """Who chooses the face-off circle after a special's stoppage (Stoppage: "defending player";
    ruling O49): the side whose end the puck is in, else the special's user."""
    return 1 - seat if t.rink.zone(state.puck, 1 - seat) == DEFENSIVE else seat


def swap_momentum(t: Tables, state: CcgState, seat: int, card: str | None, events: list[Event]) -> CcgState:
    """The named hand card goes face down on top of the Momentum pile and the pile's top card
    comes to the hand as a Momentum Card (ruling O58)."""
    if card is None or not state.momentum:
        return state
    taken = state.momentum[0]
    events.append(Event("special-swap", f"{state.names[seat]} swaps a card with the top of the Momentum pile.",
                        {"seat": seat}))
    events.append(private_event(seat, "momentum-own", f"You put {t.label[card]} on the Momentum pile and take "
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
    events.append(private_event(seat, "momentum-own", f"You take {t.label[card]} from the Momentum pile.",
                           {"seat": seat, "card": card}, irreversible=True))
    return evolve(state, momentum=state.momentum[1:], hands=pair(state.hands, seat, state.hands[seat] + (card,)),
                  extras=pair(state.extras, seat, state.extras[seat] + (card,)))


def puck_to_closest_nine(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """The puck goes to the area 9 nearest it (ruling B1: three areas 9 across the neutral zone),
    a pass that keeps control; the passing bonus follows the move as for any pass."""
    here = t.rink.by_id[state.puck].position
    nines = [a.id for a in t.rink.areas if a.number == 9]
    target = min(nines, key=lambda a: (abs(t.rink.by_id[a].position[0] - here[0])
                                       + abs(t.rink.by_id[a].position[1] - here[1]), t.rink.forward(a, seat)))
    start = state.puck
    events.append(Event("special-move", f"The puck goes to {t.area_name[target]}.",
                        {"seat": seat, "from": start, "to": target}))
    state = evolve(state, puck=target, control=seat)
    if target != start:       # its path, for Intercept and Green (O63, O68)
        state = record_path(state, seat, shortest_path(t, start, target), by_action=False)
    return passing_bonus.bonus_after_move(t, state, seat, start, target, events)


def cancel_on(t: Tables, state: CcgState, seat: int, card: str, below: str, sid: str, color: str,
               events: list[Event]) -> CcgState:
    """Symbols, Colored X, gained by a special: ``card``, laid by ``seat`` on ``below`` with the
    matching color usable, is Cancelled while it is in play (until the stoppage; O101)."""
    if color not in power_play.colors(t, state, card, seat):
        return state
    events.append(Event("special", f"{special_name(t, sid)}: {t.label[card]} carries {color} onto {t.label[below]}'s "
                                   f"{color} X and is Cancelled.", {"seat": seat, "special": sid, "card": card}))
    return evolve(state, effects=state.effects + (lasting_effect("cancelled", seat, "stoppage", sid, card),))


def third_suit(t: Tables, play: tuple[str, ...], marks: frozenset[str]) -> bool:
    """The card on top and the two beneath it share a suit, none a challenge card (Diving, O80)."""
    three = play[-3:]
    if len(three) < 3 or marks & set(three):
        return False
    return bool(set(t.card[three[0]].suits) & set(t.card[three[1]].suits) & set(t.card[three[2]].suits))


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


def free_actions(state: CcgState, card: str) -> int:
    """Free actions of any kind the card in play still has (Breakaway)."""
    if not state.effects:
        return 0
    return sum(int(e.detail) for e in state.effects if e.kind == "free-actions" and e.card == card)


def spend_free_action(state: CcgState, card: str) -> CcgState:
    return evolve(state, effects=count_down(state.effects, lambda e: e.kind == "free-actions" and e.card == card))


def count_down(effects: tuple, match) -> tuple:
    """``effects`` with the first entry ``match`` accepts counted down by one (its ``detail`` is a
    count; at zero it goes): a free action or a bench switch spent."""
    from dataclasses import replace
    out, spent = [], False
    for e in effects:
        if not spent and match(e):
            spent = True
            left = int(e.detail) - 1
            if left:
                out.append(replace(e, detail=str(left)))
            continue
        out.append(e)
    return tuple(out)


def unignorable(t: Tables, state: CcgState, card: str) -> bool:
    """Whether a card may not be Ignored (a Tip on it is refused): a passive special says so, or a
    used one made it so (Extra Man, Hit the Post)."""
    if any(r.window == PASSIVE and r.change.get("unignorable") for _sid, r in rules_of(t, state, card)):
        return True
    return bool(state.effects) and any(e.kind == "unignorable" and e.card == card for e in state.effects)


def gain_black_p(t: Tables, state: CcgState, seat: int, card: str, sid: str, events: list[Event]) -> CcgState:
    """``card`` gains a Black P until the stoppage (Stick Lift, I Saw That; O81, O82): an opponent's
    card with a usable black ability laid on it draws a penalty on its owner (``official.penalties.check_play``)."""
    if gained_black_p(state, card):
        return state
    events.append(Event("special-black-p", f"{special_name(t, sid)}: {t.label[card]} gains a black penalty symbol.",
                        {"seat": seat, "special": sid, "card": card}))
    return evolve(state, effects=state.effects + (lasting_effect("black-p", seat, "stoppage", sid, card),))


def gained_black_p(state: CcgState, card: str) -> bool:
    return bool(state.effects) and any(e.kind == "black-p" and e.card == card for e in state.effects)


def calls_back(t: Tables, card: str, sid: str | None = None) -> bool:
    """``card`` (or its special ``sid``) answers a Score by calling the goal back (Video Review, O85)."""
    return any(r.window == USE and r.change.get("call-back-goal") and (sid is None or s == sid)
               for s, r in t.special_rules[card])


def black_review(t: Tables, state: CcgState, score_card: str) -> str | None:
    """High Sticking (O89): the Score card ``score_card`` lets the other side's usable black ability
    call its goal back; the special's id, or None."""
    if not t.special_rules[score_card] or cancelled(state, score_card):
        return None
    return passive(t, score_card, "black-review")


def cloned_call(t: Tables, card: str) -> str:
    """The call a Clone laid on ``card`` makes, when one of its specials names it (Too Fast: "offside")."""
    return next((r.change["cloned"] for _sid, r in t.special_rules[card] if "cloned" in r.change), "")


def passive(t: Tables, card: str, key: str) -> str | None:
    """The special of ``card`` whose passive rule has the change ``key`` (None: none has)."""
    return next((sid for sid, r in t.special_rules[card] if r.window == PASSIVE and r.change.get(key)), None)


def misconduct(state: CcgState, seat: int) -> bool:
    """Start a Fight's misconduct: the side's fight cards are ignored for the rest of the period."""
    return bool(state.effects) and any(e.kind == "misconduct" and e.seat == seat for e in state.effects)


# ----- the bench: switches a special allows in Phase 3 or before a face-off (rulings O96 onward) ----------
STOPPAGE_WINDOW = "stoppage"      # a special played from the hand before a face-off (Time out)


def bench_switches(state: CcgState, seat: int) -> int:
    """How many switches with the bench a used special still allows ``seat`` in this Phase 3
    (Changing Lines, Rushed line Change)."""
    if not state.effects:
        return 0
    return sum(int(e.detail) for e in state.effects if e.kind == "bench-switches" and e.seat == seat)


def switchable(t: Tables, state: CcgState, seat: int, back: str | None = None) -> tuple[str, ...]:
    """The hand cards ``seat`` may put on its bench (in place of ``back``, or of some bench card):
    its own team's Player cards, never a second card of a name already on the bench (Game Setup)."""
    bench = state.benches[seat]
    if not bench:
        return ()

    def fits(card: str) -> bool:
        clash = [c for c in bench if t.name[c] == t.name[card]]
        return not [c for c in clash if c != back] if back is not None else len(clash) <= 1

    return tuple(c for c in state.hands[seat] if t.owner[c] == seat and t.player[c] and fits(c))


def _card_holds(t: Tables, state: CcgState, seat: int, card: str, cond: str) -> bool:
    """The conditions of the bench and cancelling specials (O96 onward): the hand and bench, the card
    beneath."""
    if cond == "can-switch":
        return bool(switchable(t, state, seat))
    if cond == "on-playmaking-or-substitution":
        below = _beneath(state, card)
        return below is not None and playmaking_or_substitution(t, below)
    if cond == "on-goalie-superstar-or-specialist":
        return _on_enforcer_target(t, state, card)
    if cond == "on-enforcer":
        return _on_enforcer(t, state, card)
    if cond == "once-per-game":
        return not any(e.kind == "once" and e.seat == seat and e.detail in t.card[card].specials
                       for e in state.effects)
    raise ValueError(f"unknown special condition {cond!r}")


#: The bench and cancelling specials' conditions (``_holds`` hands these over) and their words.
CARD_WORDS = {"can-switch": "you need a Player card of your team in hand that may go on your bench",
              "on-playmaking-or-substitution": "this card must lie on a Playmaker or a card with Substitution",
              "once-per-game": "each side calls it once a game",
              "on-goalie-superstar-or-specialist": "this card must lie on a Goalie card, a Superstar (#8), a "
                                                   "Specialist or a card made a wild, not Cancelled",
              "on-enforcer": "this card must lie on an enforcer that is not Cancelled"}


def playmaking_or_substitution(t: Tables, card: str) -> bool:
    """Changing Lines' card beneath (ruling O97): a Playmaker (the set's playmaking Player cards)
    or a card with a printed Substitution action."""
    return is_a(t, card, "playmaking") or "substitution" in t.card[card].actions


def is_a(t: Tables, card: str, category: str) -> bool:
    """The book's card categories, which the cards do not print (rulings O97, O104): Playmaking is
    a Playmaker, a Superstar a #8 Player card, a Specialist a card named "... Specialist", a Goalie
    card one numbered Goalie, an enforcer a card named Enforcer or carrying the Enforcer special."""
    c = t.card[card]
    if category == "playmaking":
        return c.name == "Playmaker"
    if category == "superstar":
        return c.player and c.number == 8
    if category == "specialist":
        return c.name.endswith("Specialist")
    if category == "goalie":
        return c.number == "goalie"
    if category == "enforcer":
        return c.name == "Enforcer" or "enforcer" in c.specials
    raise ValueError(f"unknown card category {category!r}")


def _beneath(state: CcgState, card: str) -> str | None:
    """The card ``card`` (the card in play) lies on, if any."""
    play = state.play
    return play[-2] if len(play) > 1 and play[-1] == card else None


def _on_enforcer_target(t: Tables, state: CcgState, card: str) -> bool:
    """Enforcer's card beneath: a Goalie card, a Superstar or a Specialist not yet Cancelled (O104)."""
    below = _beneath(state, card)
    return below is not None and not cancelled(state, below) and (cancellable_star(t, below) or is_wild(state, below))


def cancellable_star(t: Tables, card: str) -> bool:
    return any(is_a(t, card, k) for k in ("goalie", "superstar", "specialist"))


def is_wild(state: CcgState, card: str) -> bool:
    """``card`` was given abilities that last: made a wild (Select Promotion, Promotion; O106, O118)."""
    return bool(state.effects) and any(e.kind == "wild" and e.card == card for e in state.effects)


def strip_gifts(t: Tables, state: CcgState, seat: int, sid: str, events: list[Event]) -> CcgState:
    """Enforcer laid on a card given abilities takes them away (O104): it is a wild no longer, and
    what the wild gave it now is gone."""
    below = state.play[-2]
    if not is_wild(state, below):
        return state
    events.append(Event("special-strip", f"{special_name(t, sid)}: {t.label[below]} loses the abilities it was given (it "
                                         "is no longer a wild).", {"seat": seat, "special": sid, "card": below}))
    kept = tuple(e for e in state.effects if not (e.card == below and (e.kind == "wild" or e.kind.startswith("gain-"))))
    return evolve(state, effects=kept)


def _on_enforcer(t: Tables, state: CcgState, card: str) -> bool:
    """Enforced's card beneath: an enforcer not yet Cancelled (O105)."""
    below = _beneath(state, card)
    return below is not None and not cancelled(state, below) and is_a(t, below, "enforcer")


def cancel_beneath(t: Tables, state: CcgState, seat: int, card: str, sid: str, until: str,
                   events: list[Event]) -> CcgState:
    """Enforcer, Enforced: the card beneath is Cancelled for the rest of the period (the entry names
    the special and the card that cancelled it, so Enforced can lift an Enforcer's; O104, O105)."""
    below = state.play[-2]
    events.append(Event("special-cancel", f"{special_name(t, sid)}: {t.label[below]} is Cancelled for the rest of the "
                                          "period.", {"seat": seat, "special": sid, "card": below}))
    mark = lasting_effect("cancelled", t.owner[below], until, f"{sid}:{card}", below)
    return evolve(state, effects=state.effects + (mark,))


def lift_cancels(t: Tables, state: CcgState, seat: int, by_special: str, events: list[Event]) -> CcgState:
    """Enforced: what the Enforcer beneath cancelled with its special is no longer Cancelled (O105)."""
    below = state.play[-2]
    made = f"{by_special}:{below}"
    kept = tuple(e for e in state.effects if not (e.kind == "cancelled" and e.detail == made))
    if len(kept) != len(state.effects):
        events.append(Event("special-uncancel", f"The cards {t.label[below]} cancelled are no longer Cancelled.",
                            {"seat": seat}))
    return evolve(state, effects=kept)


# ----- before a face-off: specials played from the hand during a stoppage (Time out) ---------------
def stoppage_rules(t: Tables, card: str) -> list[tuple[str, SpecialRule]]:
    return [(sid, r) for sid, r in t.special_rules[card] if r.window == STOPPAGE_WINDOW]


def stoppage_actions(t: Tables, state: CcgState, seat: int) -> list[Action]:
    """The stoppage-window specials ``seat`` may play from its hand now (before the face-off)."""
    return [Action(seat, "special-card", (sid, c)) for c in state.hands[seat] for sid, _r in stoppage_rules(t, c)
            if stoppage_verdict(t, state, seat, sid, c).ok]


def stoppage_verdict(t: Tables, state: CcgState, seat: int, sid: str, card: str) -> Verdict:
    name = special_name(t, sid)
    if card not in state.hands[seat]:
        return refuse("not-in-hand", f"{t.label[card]} is not in your hand.", rule(name))
    r = next((r for s, r in stoppage_rules(t, card) if s == sid), None)
    if r is None:
        return refuse("special-window", f"{t.label[card]} has no {name} to call before a face-off.", rule(name))
    if state.ready[seat]:
        return refuse("bench-done", f"{name} comes before you are done with the bench for this face-off.",
                      rule(name))
    for cond in r.when:
        if not condition_holds(t, state, seat, card, cond):
            return refuse(f"special-{cond}", f"{name}: {_WORDS[cond]}.", rule(name))
    return ALLOWED


def use_at_stoppage(t: Tables, state: CcgState, seat: int, sid: str, card: str, events: list[Event]) -> CcgState:
    """Play ``card`` for its stoppage special: it goes to its owner's discard pile and its changes
    act (Time out: a Momentum Card, the bench remade, one more switch for the opponent; O100)."""
    r = next(r for s, r in stoppage_rules(t, card) if s == sid)
    name, text = t.cards.specials_text[sid]
    events.append(Event("special", f"{state.names[seat]} plays {t.label[card]} for {name}: {text}",
                        {"seat": seat, "special": sid, "card": card}))
    state = evolve(state, hands=pair(state.hands, seat, tuple(c for c in state.hands[seat] if c != card)),
                   extras=pair(state.extras, seat, tuple(c for c in state.extras[seat] if c != card)),
                   discards=discard_cards(t, state.discards, (card,)))
    if "once-per-game" in r.when:
        state = evolve(state, effects=state.effects + (lasting_effect("once", seat, "game", sid, card),))
    for key, value in r.change.items():
        if key == "momentum":
            for _ in range(value):
                state = take_momentum(t, state, seat, events)
        elif key == "remake-bench":        # hand and bench together, a new bench of five: its switches
            state = evolve(state, swaps=pair(state.swaps, seat, state.swaps[seat] - value))
        elif key == "opponent-switches":
            state = _more_switches(state, 1 - seat, value, events)
        else:
            raise ValueError(f"the change {key!r} of {sid!r} has no stoppage meaning")
    return state


def _more_switches(state: CcgState, seat: int, count: int, events: list[Event]) -> CcgState:
    """``seat`` may switch ``count`` more cards before this face-off, even once done (not after
    its own Icing, which bars its switches)."""
    if state.stoppage is not None and state.stoppage.no_bench == seat:
        return state
    used = BENCH_SWAPS if state.ready[seat] else state.swaps[seat]
    events.append(Event("special-bench", f"{state.names[seat]} may switch {count} more card(s) with the bench.",
                        {"seat": seat}))
    return evolve(state, swaps=pair(state.swaps, seat, used - count), ready=pair(state.ready, seat, False))


_WORDS.update(CARD_WORDS)


# ----- the save window: a special used instead of the plain Save (Goalie Promotion, Skate; O102) --------
SAVE_WINDOW = "save"


def save_rules(t: Tables, card: str, state: CcgState | None = None) -> list[tuple[str, SpecialRule]]:
    rules = t.special_rules[card] if state is None else rules_of(t, state, card)
    return [(sid, r) for sid, r in rules if r.window == SAVE_WINDOW]


def save_actions(t: Tables, state: CcgState) -> list[Action]:
    """The save-window specials of the card that answers a Score: each places the puck in an area
    next to the puck's (``special-area``) instead of stopping play."""
    top = state.play[-1]
    if state.special_used or cancelled(state, top):
        return []
    return [Action(state.turn, "special-area", (sid, a)) for sid, _r in save_rules(t, top, state)
            for a in t.arrows[state.puck]]


def save_verdict(t: Tables, state: CcgState, sid: str, area: str) -> Verdict:
    name = special_name(t, sid)
    top = state.play[-1]
    if not any(s == sid for s, _r in save_rules(t, top, state)):
        return refuse("save-now", "You played this card to stop the score: use its Save (its abilities first, if "
                                  "you like).", rule(name))
    if Action(state.turn, "special-area", (sid, area)) not in save_actions(t, state):
        return refuse("special-reach", f"{name} puts the puck in an area next to where it is.", rule(name))
    return ALLOWED


# ----- wilds: Promotion (Part 3: Promotion; Goalie Promotion; ruling O118) ------------------------------
#: The four wilds Promotion chooses from (O118): the goalie promotions, one per suit, by the
#: choice word that names each.
FOUR_WILDS = {"glove": "goalie-glove", "skate": "goalie-skate", "helmet": "goalie-helmet", "stick": "goalie-stick"}


#: Specials Red gains for a turn (O72) go through their own path in ``official.legality.use_legal``.
_RED_GAINS = frozenset(("dump-in", "cycle"))


def granted(t: Tables, state: CcgState, card: str) -> list[tuple[str, SpecialRule]]:
    """The rules of the specials ``card`` holds as a wild (Promotion's gift while it is in play;
    O118), beside its printed ones."""
    printed = t.card[card].specials
    return [(sid, r) for sid in _gained(state, card) if sid not in printed and sid not in _RED_GAINS
            for r in t.cards.special_rules.get(sid, ())]


def rules_of(t: Tables, state: CcgState, card: str) -> list[tuple[str, SpecialRule]]:
    """``card``'s special rules: the printed ones, then any a wild gave it (O118)."""
    printed = t.special_rules[card]
    extra = granted(t, state, card) if state.effects else ()
    return [*printed, *extra] if extra else printed
