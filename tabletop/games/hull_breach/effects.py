"""Events and Tactics: when each may be played and what its structured ``effects`` do (2.6, 2.7,
5.1, 6.4.4, 6.8).

Every effect a card in the set carries has a handler here, keyed by its ``effect`` word; the card
loader of the rules refuses a card whose effect has none (``check_effects``), so no card runs on its
free text. Standing effects (``when: always``: modify, grant-trait, discount, volley-bonus, gain on a
trigger) are read where figures are worked out (``work.Work``); the ones here happen when played.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop.games.hull_breach.cards import EVENT, SHIP, TACTIC, Card
from tabletop.games.hull_breach.combat import destroy, wound
from tabletop.games.hull_breach.rounds import end as end_engagement
from tabletop.games.hull_breach.state import FLEET, SETUP, START, Prompt
from tabletop.games.hull_breach.work import Work, cite

#: Effect words a standing card (unit, module, Breakthru) may carry, read by the figure queries.
STANDING = frozenset({"modify", "grant-trait", "discount", "volley-bonus", "repair", "gain", "station-joins-attack"})
#: Effect words an Event or Tactic may carry, resolved when it is played.
PLAYED = frozenset({"gain", "discard-hand", "cancel-engagement", "search-deploy", "wound", "grant-trait", "destroy",
                    "volley-bonus", "modify"})
#: Triggers the engine watches for (the ``trigger`` of a standing or face-down effect).
TRIGGERS = frozenset({"opposing-ship-destroyed-at-station", "first-targeted", "would-be-destroyed"})


def check_effects(cards: Iterable[Card]) -> None:
    """Refuse a card set with an effect the engine cannot run (the issue's "no free text alone")."""
    for card in cards:
        for effect in card.effects:
            words = PLAYED if card.type in (EVENT, TACTIC) else STANDING
            name = effect["effect"]
            if name not in words:
                raise ValueError(f"{card.name}: the rules engine cannot run the effect {name!r} on a {card.type}")
            trigger = effect.get("trigger")
            if trigger is not None and trigger not in TRIGGERS:
                raise ValueError(f"{card.name}: the rules engine does not know the trigger {trigger!r}")


def _effect(card: Card) -> dict[str, Any]:
    return card.effects[0]


def timing_ok(w: Work, seat: int, card: Card) -> bool:
    """Whether ``seat`` may play this Event or Tactic now (5.1, 2.6, 2.7, 6.4.4, 6.6 step 1, 6.8).

    Whose turn it is does not matter: an Event may be played at any time, even in another
    commander's turn or engagement (2.6), and "any Commander" may play a start-of-engagement card in
    step 1 (6.6); ``responses`` says when a commander other than the active one gets the chance. A
    Tactic needs an engagement, and its commander in it, unless the card says it may go into
    another's (2.7; ``into_any_engagement``). Nothing is played while a volley is being declared or
    rolled, nor in the set-up turn except the Events that say so (5.1)."""
    when = _effect(card)["when"]
    eng = w.eng
    if w.phase == SETUP:
        return card.type == EVENT and when == "setup"       # 5.1: only cards that say so
    if eng is not None and (eng.shooter is not None or eng.stoic):
        return False
    involved = eng is not None and seat in (eng.attacker, eng.defender)
    if card.type == TACTIC:
        if eng is None or eng.step == FLEET or not (involved or into_any_engagement(card)):
            return False
        return eng.step == START if when == "start-of-engagement" else True
    if when == "start-of-engagement":
        return eng is not None and eng.step == START
    if when == "during-engagement":
        return involved
    return True


def into_any_engagement(card: Card) -> bool:
    """2.7: a Tactic "will always tell you" when it may go into an engagement its commander is not
    in. In the set that is Ambush, played "at the start of any engagement" for a commander it names:
    a card whose effect applies to a named commander."""
    return (_effect(card).get("applies_to") or {}).get("whose") == "named-commander"


def choices(w: Work, seat: int, pid: str) -> list[tuple[Any, ...]]:
    """The argument tuples the card may be played with now (empty: it cannot be played)."""
    card = w.card(pid)
    effect = _effect(card)
    name = effect["effect"]
    eng = w.eng
    opponents = [s for s in w.alive() if s != seat]
    if name == "cancel-engagement":
        return [()] if eng is not None and eng.defender == seat else []
    if name == "discard-hand":       # "the opposing Commander": the one its player is engaged with
        return [()] if eng is not None and seat in (eng.attacker, eng.defender) else []
    if name == "gain":
        target = (effect.get("target") or {}).get("whose")
        return [(s,) for s in opponents] if target == "opposing" else [()]
    if name == "search-deploy":
        return [()] if w.cmd[seat].shipyard else []
    if name == "wound":
        return [()]
    if name == "grant-trait":
        spec = effect.get("applies_to") or {}
        if spec.get("whose") == "named-commander":
            return [(s,) for s in w.alive()]
        return [()]
    if name == "destroy":
        cost = effect["cost"]["sacrifice"]
        fighters = [p for p, u in w.units.items() if u.controller == seat and w.in_engagement(p)
                    and _fits(w, p, cost)]
        foes = [p for p, u in w.units.items() if u.controller != seat and w.in_engagement(p) and w.is_ship(p)
                and not w.in_bay(p)]
        return [(f, t) for f in fighters for t in foes]
    if name in ("volley-bonus", "modify") and effect.get("target"):
        return [(p,) for p, u in w.units.items() if u.controller == seat and w.in_engagement(p) and w.is_ship(p)]
    if name == "modify":
        return [()]
    return []


def _fits(w: Work, pid: str, spec: dict[str, Any]) -> bool:
    card = w.card(pid)
    if "ship" in spec.get("units", ()) and card.type != SHIP:
        return False
    classes = spec.get("classes")
    return not classes or card.subtype in classes


def play(w: Work, seat: int, pid: str, args: tuple[Any, ...]) -> None:
    """Pay for and resolve an Event or Tactic, then put it on the scrapheap (2.6, 2.7)."""
    card = w.card(pid)
    effect = _effect(card)
    c = w.cmd[seat]
    w.set_cmd(seat, hand=tuple(p for p in c.hand if p != pid))
    w.pay(seat, w.cost(seat, card))
    w.say("play", f"{w.who(seat)} plays {card.name}.", seat=seat, card=pid)
    if w.eng is not None:
        w.set_eng(played=w.eng.played + (pid,))
    w.to_scrapheap(pid)
    name = effect["effect"]
    eng = w.eng
    if name == "cancel-engagement":
        w.say("cancel", "The engagement is called off; the attacking fleet goes home.")
        end_engagement(w)
    elif name == "discard-hand":
        foe = eng.defender if seat == eng.attacker else eng.attacker
        hand = w.cmd[foe].hand
        w.set_cmd(foe, hand=(), scrapheap=w.cmd[foe].scrapheap + hand)
        w.say("discard", f"{w.who(foe)} discards their hand ({len(hand)} cards): "
                         f"{', '.join(w.name(p) for p in hand) or 'nothing'}.", seat=foe, cards=hand)
    elif name == "gain":
        who = args[0] if args else seat
        w.gain(who, effect.get("resource", 0), effect.get("currency", 0))
        w.say("gain", f"{w.who(who)}'s stockpile: {w.cmd[who].resource} Resource, {w.cmd[who].currency} Currency.",
              seat=who)
    elif name == "search-deploy":
        w.prompts = w.prompts + (Prompt(seat, "search", resume=w.phase),)
    elif name == "wound":
        _compulsory(w, effect)
    elif name == "grant-trait":
        spec = effect.get("applies_to") or {}
        who = args[0] if args else seat
        kinds = tuple(spec.get("units", ("ship",)))
        w.set_eng(grants=w.eng.grants + ((who, effect["trait"], effect.get("value", 1), kinds),))
    elif name == "destroy":
        fighter, target = args
        w.say("sacrifice", f"{w.who(seat)} sacrifices {w.name(fighter)}.", unit=fighter)
        destroy(w, fighter, immediate=True, by=None)
        if target in w.units:
            destroy(w, target, immediate=True, by=seat)
    elif name == "volley-bonus":
        w.set_eng(bonus=w.eng.bonus + ((args[0], "result", effect["value"]),))
    elif name == "modify" and effect.get("target"):
        w.set_eng(mods=w.eng.mods + tuple((args[0], attr, effect[attr]) for attr in ("attack", "defense")
                                          if effect.get(attr)))
    elif name == "modify":
        spec = effect.get("applies_to") or {}
        w.set_eng(group_mods=w.eng.group_mods + tuple((seat, k, attr, effect[attr]) for k in spec.get("units", ())
                                                      for attr in ("attack", "defense") if effect.get(attr)))


def _compulsory(w: Work, effect: dict[str, Any]) -> None:
    """Compulsory wounds (9.7): no dice; Resistant units ignore them (3.4.9); Fighter Wings in a bay
    are out of reach of most events (2.5.1.1)."""
    spec = effect.get("target") or {}
    for pid in list(w.units):
        if pid not in w.units or not _fits(w, pid, spec) or w.in_bay(pid):
            continue
        if w.has(pid, "resistant"):
            w.say("resist", f"{w.name(pid)} is Resistant and shrugs it off.", unit=pid, traits=("resistant",))
            continue
        if wound(w, pid, effect.get("value", 1)):
            destroy(w, pid, immediate=True, by=None)


__all__ = ["check_effects", "choices", "cite", "into_any_engagement", "play", "timing_ok"]
