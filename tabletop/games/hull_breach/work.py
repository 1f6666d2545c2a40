"""The working copy an action is applied to, and the figures of every unit on the battlefield.

``apply`` thaws a frozen ``HullState`` into a ``Work`` (a dict of units, a list of commanders),
changes it, and freezes the result: the rules read as a sequence of plain steps while states stay
immutable values. The figure queries (attack, defense, wounds, traits, capacity) live here because
every phase needs them; each adds up the printed card, its attached modules, the station's modules,
Breakthrus and engagement cards, as sections 2.2-2.5 and 3.0 describe.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach.cards import (
    ACTIVE_TRAITS,
    CLASS_SIZE,
    MARINE,
    MODULE,
    SHIP,
    STATION,
    Card,
)
from tabletop.games.hull_breach.dice import d10
from tabletop.games.hull_breach.state import (
    STOCKPILE_CAP,
    Commander,
    Engagement,
    Figures,
    HullState,
    Prompt,
    Unit,
    card_of,
)

BOOK = "Hull Breach!"

class _CardOfCopy(dict):
    """Copy id -> card, filled on first use (a copy's id never changes its card)."""

    def __init__(self, cards: dict[str, Card]):
        super().__init__()
        self.cards = cards

    def __missing__(self, pid: str) -> Card:
        card = self[pid] = self.cards[card_of(pid)]
        return card


class _KindOfCopy(dict):
    """Copy id -> kind of unit (``_kind_of``), filled on first use."""

    def __init__(self, by_copy: _CardOfCopy):
        super().__init__()
        self.by_copy = by_copy

    def __missing__(self, pid: str) -> str:
        kind = self[pid] = _kind_of(self.by_copy[pid])
        return kind


#: The two lookups of every card set met so far (kept with the set, so its id is never reused).
_PID_CARDS: dict[int, tuple[dict[str, Card], _CardOfCopy, _KindOfCopy]] = {}


def _pid_cards(cards: dict[str, Card]) -> tuple[_CardOfCopy, _KindOfCopy]:
    """Two shared lookups for one card set: copy id -> card, copy id -> kind of unit."""
    entry = _PID_CARDS.get(id(cards))
    if entry is None or entry[0] is not cards:
        by_copy = _CardOfCopy(cards)
        entry = _PID_CARDS[id(cards)] = (cards, by_copy, _KindOfCopy(by_copy))
    return entry[1], entry[2]


_TRAIT_NAMES: dict[int, tuple[Card, frozenset[str]]] = {}

#: A unit's figures when nothing modifies them, by its card's id and figures and the wounds taken:
#: what most units show.
_PLAIN_FIGURES: dict[tuple[Any, ...], Figures | None] = {}

#: Every ``Figures`` made so far, by value: few different ones occur, and making one is most of
#: what a view's figures cost.
_FIGURES: dict[tuple[int | None, ...], Figures] = {}


def _trait_names(card: Card) -> frozenset[str]:
    """The names of the traits printed on ``card`` (remembered per card object)."""
    entry = _TRAIT_NAMES.get(id(card))
    if entry is None or entry[0] is not card:
        entry = _TRAIT_NAMES[id(card)] = (card, frozenset(n for n, _v in card.traits))
    return entry[1]


#: Card set id -> trait -> the ids of the cards printing it (kept with the set, as ``_PID_CARDS``).
_PRINTERS: dict[int, tuple[dict[str, Card], dict[str, frozenset[str]]]] = {}


def _printers(cards: dict[str, Card], name: str) -> frozenset[str]:
    """The ids of the cards of ``cards`` that print the trait ``name``."""
    entry = _PRINTERS.get(id(cards))
    if entry is None or entry[0] is not cards:
        entry = _PRINTERS[id(cards)] = (cards, {})
    out = entry[1].get(name)
    if out is None:
        out = entry[1][name] = frozenset(c.id for c in cards.values() if name in _trait_names(c))
    return out


def _kind_of(card: Card) -> str:
    if card.type == MODULE:
        return f"{card.subtype}-module"     # "station-module", "ship-module", "marine-module"
    if card.type == SHIP and card.subtype == "fighter-wing":
        return "fighter-wing"       # a ship all the same: see ``Work.kind``
    return card.type


def figure_basis(state: HullState) -> tuple[Any, ...]:
    """What the remembered answers of a position (``Work._memo``) depend on besides its units:
    each commander's station and battlefield, and the engagement's parts they read."""
    return (tuple([(c.station, c.battlefield) for c in state.commanders]), _figure_basis(state.engagement))


def _figure_basis(eng: Engagement | None) -> tuple[Any, ...] | None:
    """The parts of an engagement the remembered answers (``Work._memo``) read: who is local
    (fleet, defender), Fearless swaps, engagement cards' modifiers and grants, jams. An engagement
    that moves on without changing them (a die declared, a unit done, a step passed) keeps them."""
    if eng is None:
        return None
    return (eng.fleet, eng.defender, eng.fearless, eng.mods, eng.group_mods, eng.jams, eng.grants)


def cite(section: str) -> str:
    return f"{BOOK}, {section}"


def _matches(spec: dict[str, Any], card: Card, kind: str) -> bool:
    """Whether a unit of ``kind`` ("station", "station-module", "ship", "marine") and ``card``
    fits an effect's ``applies_to`` / ``target`` units and classes."""
    units = spec.get("units")
    if units and kind not in units:
        return False
    classes = spec.get("classes")
    return not classes or (card.type == SHIP and card.subtype in classes)


class Work:
    """A mutable copy of one position, with the events the action has produced so far."""

    def __init__(self, state: HullState, cards: dict[str, Card]):
        self.state = state
        self.cards = cards
        self.units: dict[str, Unit] = {u.pid: u for u in state.units}
        self._aboard: dict[str | None, list[str]] | None = None     # host -> units on it, rebuilt on change
        self._units_changed = False     # freeze keeps the state's own tuple of units otherwise
        self.cmd: list[Commander] = list(state.commanders)
        self._eng: Engagement | None = state.engagement
        #: Answers of the figure queries (standing effects, traits) for the position as it is now.
        #: They read only the units, each commander's battlefield and station, and the engagement's
        #: ``_figure_basis``: every change to one of those replaces it with an empty one (never clears
        #: it: the position before the change may still be sharing it, see ``rules._work``), so no
        #: query sees a stale answer, and the next position inherits it when none of them changed.
        self._memo: dict[Any, Any] = {}
        by_copy, kinds = _pid_cards(cards)
        #: ``card(pid)``: the card of a physical copy (a unit's ``card`` is always its copy's card).
        self.card: Callable[[str], Card] = by_copy.__getitem__
        #: ``_kind(pid)``: ``kind``, except that a Fighter Wing is "fighter-wing".
        self._kind: Callable[[str], str] = kinds.__getitem__
        self.prompts: tuple[Prompt, ...] = state.prompts
        self.phase = state.phase
        self.turn = state.turn
        self.order = state.order
        self.round = state.round
        self.winners = state.winners
        self.chance = state.chance
        self.forced = state.forced
        self.window = state.window
        self.events: list[Event] = []
        #: Whether a seat holds a card it could play now (set by the rules): an engagement step with
        #: nothing else to do still waits for that seat's pass, since Tactics may be played any time,
        #: and a response window asks exactly the commanders who do (``responses``).
        self.can_play: Callable[[Work, int], bool] | None = None

    @property
    def eng(self) -> Engagement | None:
        return self._eng

    @eng.setter
    def eng(self, value: Engagement | None) -> None:
        if _figure_basis(self._eng) != _figure_basis(value):
            self._memo = {}
        self._eng = value

    def freeze(self) -> HullState:
        units = tuple(self.units.values()) if self._units_changed else self.state.units
        return evolve(self.state, units=units, commanders=tuple(self.cmd), engagement=self.eng,
                      prompts=self.prompts, phase=self.phase, turn=self.turn, order=self.order, round=self.round,
                      winners=self.winners, chance=self.chance, forced=self.forced, window=self.window)

    # ----- events and chance ------------------------------------------------------------
    def say(self, kind: str, text: str, audience: frozenset[int] | None = None, **data: Any) -> None:
        self.events.append(Event(kind, text, data, audience))

    def roll(self, why: str) -> int:
        """One d10 from the state's generator (or a forced die in a test), logged as chance."""
        value, self.forced, forced = d10(self.state.seed, self.chance, self.forced)
        self.chance += 1
        self.events.append(Event("die", f"d10 ({why}): {value}", {"result": value, "forced": forced},
                                 chance=True, irreversible=True))
        return value

    # ----- names -----------------------------------------------------------------------
    def name(self, pid: str) -> str:
        return self.cards[card_of(pid)].name

    def who(self, seat: int) -> str:
        return self.state.names[seat]

    def alive(self) -> list[int]:
        return [s for s, c in enumerate(self.cmd) if c.alive]

    # ----- what a unit is ----------------------------------------------------------------
    def kind(self, pid: str) -> str:
        kind = self._kind(pid)
        return SHIP if kind == "fighter-wing" else kind

    def is_ship(self, pid: str) -> bool:
        kind = self._kind(pid)
        return kind == SHIP or kind == "fighter-wing"

    def is_fighter(self, pid: str) -> bool:
        return self._kind(pid) == "fighter-wing"

    def size(self, pid: str) -> int:
        card = self.card(pid)
        return CLASS_SIZE["station"] if card.type == STATION else CLASS_SIZE.get(card.subtype, -1)

    def aboard(self, pid: str) -> list[str]:
        """Units attached to or carried by ``pid`` (modules, Marines, Fighter Wings in its bays)."""
        index = self._aboard
        if index is None:
            index = {}
            for u in self.units.values():
                index.setdefault(u.host, []).append(u.pid)
            self._aboard = index
        return list(index.get(pid, ()))

    def marines_aboard(self, pid: str) -> list[str]:
        return [p for p in self.aboard(pid) if self._kind(p) == MARINE]

    def modules_of(self, pid: str) -> list[str]:
        key = ("modules", pid)
        out = self._memo.get(key)
        if out is None:
            out = self._memo[key] = [p for p in self.aboard(pid) if self._kind(p).endswith("-module")]
        return list(out)

    def station_of(self, seat: int) -> str:
        return self.cmd[seat].station

    def top(self, pid: str) -> str:
        host = self.units[pid].host
        while host is not None:
            pid, host = host, self.units[host].host
        return pid

    def place(self, pid: str) -> int:
        """The seat whose station the unit is at: the defender's for the attacking fleet (and what
        it carries), the controller's own otherwise (9.19 Local)."""
        top = self.top(pid)
        if self.eng is not None and top in self.eng.fleet:
            return self.eng.defender
        return self.units[top].controller

    def in_engagement(self, pid: str) -> bool:
        """Whether the unit is local to the engagement: in the attacking fleet, or at the defender's
        station on the defender's side."""
        eng = self._eng
        if eng is None or pid not in self.units:
            return False
        key = ("local", pid)
        out = self._memo.get(key)
        if out is None:
            top = self.top(pid)
            # a Marine with no host is a Micro-Fold boarder whose ship went down under it (ruling H21)
            out = self._memo[key] = (top in eng.fleet or self.units[top].controller == eng.defender
                                     or self._kind(top) == MARINE)
        return out

    def in_bay(self, pid: str) -> bool:
        return self.is_fighter(pid) and self.units[pid].host is not None

    # ----- figures -----------------------------------------------------------------------
    def _effects(self, seat: int) -> list[tuple[str, Card, dict[str, Any]]]:
        """(source pid, card, effect) for every standing effect of ``seat``'s cards in play: its
        units' cards (face-up) and its Breakthrus and lasting cards."""
        key = ("effects", seat)
        out = self._memo.get(key)
        if out is not None:
            return out
        out = []
        for unit in self.units.values():
            if unit.controller == seat and not unit.face_down:
                card = self.cards[unit.card]
                for effect in card.effects:
                    if effect.get("when") == "always":
                        out.append((unit.pid, card, effect))
        for pid in self.cmd[seat].battlefield:
            card = self.card(pid)
            for effect in card.effects:
                if effect.get("when") == "always":
                    out.append((pid, card, effect))
        self._memo[key] = out
        return out

    def _effects_named(self, seat: int) -> dict[str, list[tuple[str, dict[str, Any]]]]:
        """``_effects(seat)`` by effect name: (source pid, effect) in the same order."""
        key = ("effects-named", seat)
        out = self._memo.get(key)
        if out is None:
            out = {}
            for source, _card, effect in self._effects(seat):
                out.setdefault(effect["effect"], []).append((source, effect))
            self._memo[key] = out
        return out

    def _reaches(self, source: str, pid: str, spec: dict[str, Any]) -> bool:
        """Whether a standing effect of ``source`` reaches unit ``pid`` (same controller checked by
        the caller): ``where`` attached (the card it is attached to, or the station's module to its
        station), fleet and local (units at the same place), all."""
        where = spec.get("where", "all")
        if where == "all":
            return True
        if source not in self.units:
            return False
        if where == "attached":
            host = self.units[source].host
            if self.card(source).type == STATION:
                return pid == source
            return pid == host
        if where in ("fleet", "local"):
            return self.place(source) == self.place(pid)
        return pid == source

    def _standing(self, pid: str, name: str) -> list[tuple[str, dict[str, Any]]]:
        """The standing ``name`` effects of the unit's controller that reach it (remembered with the
        position's other answers: attack, defense and wounds each ask for the same "modify" list)."""
        key = ("standing", pid, name)
        memo = self._memo.get(key)
        if memo is not None:
            return memo
        unit = self.units[pid]
        named = self._effects_named(unit.controller).get(name)
        if not named:
            self._memo[key] = out = []
            return out
        kind = self.kind(pid)
        card = self.card(pid)
        out = []
        for source, effect in named:
            spec = effect.get("applies_to") or {}
            if _matches(spec, card, kind) and self._reaches(source, pid, spec):
                out.append((source, effect))
        self._memo[key] = out
        return out

    def fearless(self, pid: str) -> bool:
        return self.eng is not None and pid in self.eng.fearless

    def _printed(self, pid: str) -> tuple[int, int]:
        card = self.card(pid)
        attack, defense = card.attack or 0, card.defense or 0
        if self.fearless(pid):          # 3.4.5: the swap comes before every bonus
            attack, defense = defense, attack
        return attack, defense

    def _engagement_mod(self, pid: str, attribute: str) -> int:
        eng = self.eng
        if eng is None or not (eng.mods or eng.group_mods) or not self.in_engagement(pid):
            return 0
        total = sum(n for unit, attr, n in eng.mods if unit == pid and attr == attribute)
        kind = self.kind(pid)
        controller = self.units[pid].controller
        total += sum(n for seat, k, attr, n in eng.group_mods if seat == controller and k == kind and attr == attribute)
        return total

    def _modified(self, pid: str, attribute: str) -> int:
        """What the standing "modify" effects reaching the unit add to ``attribute``."""
        standing = self._standing(pid, "modify")
        return sum(e.get(attribute, 0) for _s, e in standing) if standing else 0

    def attack(self, pid: str) -> int:
        value = self._printed(pid)[0]
        value += self._modified(pid, "attack")
        value += self._engagement_mod(pid, "attack")
        if self.eng is not None and self.eng.jams:
            value -= sum(x for _j, target, x, _s in self.eng.jams if target == pid)
        return max(0, value)

    def defense(self, pid: str) -> int:
        if self.kind(pid) == "station-module":      # 2.2: a module shares its station's defense
            host = self.units[pid].host
            return self.defense(host) if host is not None else 0
        value = self._printed(pid)[1]
        value += self._modified(pid, "defense")
        value += self._engagement_mod(pid, "defense")
        return value

    def max_wounds(self, pid: str) -> int:
        return (self.card(pid).wounds or 0) + self._modified(pid, "wounds")

    def figures(self, pid: str) -> Figures | None:
        """The unit's attack, defense and wounds now, the figures ``attack``, ``defense`` and
        ``max_wounds`` give (so a view shows exactly what the dice are rolled against; worked out
        here in one pass over the same parts, which a test checks against them), beside the
        printed ones; None for a card that prints no figure. Kept with the position's other answers,
        so the views of every seat of one position work them out once."""
        key = ("figures", pid)
        if key in self._memo:
            return self._memo[key]
        card = self.card(pid)
        pooled = self._kind(pid) == "station-module"
        out = None
        if card.attack is not None or card.defense is not None or card.wounds is not None or pooled:
            # ``attack``, ``defense`` and ``max_wounds`` at once, reading the standing "modify"
            # effects once: the printed figures (swapped by Fearless, 3.4.5), the standing effects,
            # the engagement's modifiers and jams
            attack, defense, wounds = card.attack or 0, card.defense or 0, card.wounds or 0
            eng = self._eng
            if eng is not None and pid in eng.fearless:
                attack, defense = defense, attack
            for _source, effect in self._standing(pid, "modify"):
                attack += effect.get("attack", 0)
                defense += effect.get("defense", 0)
                wounds += effect.get("wounds", 0)
            if eng is not None:
                if eng.mods or eng.group_mods:
                    attack += self._engagement_mod(pid, "attack")
                    defense += self._engagement_mod(pid, "defense")
                if eng.jams:
                    attack -= sum(x for _j, target, x, _s in eng.jams if target == pid)
            if pooled:
                host = self.units[pid].host
                defense = self._station_defense(host) if host is not None else 0
            attack = max(0, attack)
            wounds = wounds if card.wounds is not None else None
            values = (attack if card.attack is not None else None,
                      defense if card.defense is not None or pooled else None,
                      wounds, None if wounds is None else max(0, wounds - self.units[pid].wounds),
                      card.attack, card.defense, card.wounds)
            out = _FIGURES.get(values)
            if out is None:
                out = _FIGURES[values] = Figures(*values)
        self._memo[key] = out
        return out

    def all_figures(self) -> dict[str, Figures | None]:
        """``figures`` of every unit on the battlefield (what a view shows), worked out in one pass:
        a unit with no standing "modify" effect of its commander's and no engagement card, swap or
        jam at work shows its printed figures, the rest ask ``figures``."""
        out = self._memo.get("all-figures")
        if out is not None:
            return out
        out = {}
        eng = self._eng
        plain_eng = eng is None or not (eng.fearless or eng.mods or eng.group_mods or eng.jams)
        modifies: dict[int, bool] = {}
        for pid, unit in self.units.items():
            card = self.card(pid)
            seat = unit.controller
            modified = modifies.get(seat)
            if modified is None:
                modified = modifies[seat] = "modify" in self._effects_named(seat)
            if modified or not plain_eng or card.type == MODULE:
                out[pid] = self.figures(pid)
                continue
            key = (card.id, card.attack, card.defense, card.wounds, unit.wounds)
            figures = _PLAIN_FIGURES.get(key)
            if figures is None:
                figures = None
                if card.attack is not None or card.defense is not None or card.wounds is not None:
                    values = (None if card.attack is None else max(0, card.attack), card.defense, card.wounds,
                              None if card.wounds is None else max(0, card.wounds - unit.wounds),
                              card.attack, card.defense, card.wounds)
                    figures = _FIGURES.get(values)
                    if figures is None:
                        figures = _FIGURES[values] = Figures(*values)
                _PLAIN_FIGURES[key] = figures
            out[pid] = figures
        self._memo["all-figures"] = out
        return out

    def pooled_defense(self, seat: int) -> int | None:
        """The defense ``seat``'s station and every Module - Station on it share (2.2, 6.4.3): the
        station's, with the bonuses of its modules, Breakthrus and engagement cards."""
        station = self.cmd[seat].station
        return self._station_defense(station) if station in self.units else None

    def _station_defense(self, pid: str) -> int:
        """``defense`` of the unit a Module - Station is on, remembered: every module asks."""
        key = ("defense", pid)
        out = self._memo.get(key)
        if out is None:
            out = self._memo[key] = self.defense(pid)
        return out

    def traits(self, pid: str) -> dict[str, Any]:
        """The unit's traits now: printed, from its attached module (a station: from its modules),
        granted by cards in play and by engagement cards. Stackable ones add up (3.1). The answer
        is shared until the position changes: read it, never change it."""
        key = ("traits", pid)
        memo = self._memo.get(key)
        if memo is not None:
            return memo
        out: dict[str, Any] = {}

        def add(name: str, value: Any) -> None:
            if name in ACTIVE_TRAITS:
                out[name] = out.get(name, 0) + int(value)
            elif name != "face-up-face-down":
                out[name] = value if name == "regimented" else True

        for name, value in self.card(pid).traits:
            add(name, value)
        if self.card(pid).type != MODULE:
            for module in self.modules_of(pid):
                if not self.units[module].face_down:
                    for name, value in self.card(module).traits:
                        add(name, value)
        for _source, effect in self._standing(pid, "grant-trait"):
            add(effect["trait"], effect.get("value", 1))
        eng = self.eng
        if eng is not None and self.in_engagement(pid):
            controller, kind = self.units[pid].controller, self.kind(pid)
            for seat, name, value, kinds in eng.grants:
                if seat == controller and kind in kinds:
                    add(name, value)
        self._memo[key] = out
        return out

    def has(self, pid: str, name: str) -> bool:
        return bool(self.traits(pid).get(name))

    def may_have(self, pid: str, name: str) -> bool:
        """A quick test that ``has(pid, name)`` can be true: the trait is printed on the card or a
        module on it, or some standing or engagement card of its commander grants it. False means
        ``has`` is False; True means: ask ``has``."""
        if name in self._granted(self.units[pid].controller) or name in _trait_names(self.card(pid)):
            return True
        return pid in self._carrying(name)

    def maybe(self, name: str, seat: int) -> tuple[str, ...]:
        """The units of ``seat`` for which ``may_have(pid, name)`` is true, in battlefield order:
        the ones a question about one trait need look at."""
        key = ("maybe", name, seat)
        out = self._memo.get(key)
        if out is None:
            if name in self._granted(seat):
                out = tuple(p for p, u in self.units.items() if u.controller == seat)
            else:
                printers = _printers(self.cards, name)
                carrying = self._carrying(name)
                out = tuple(p for p, u in self.units.items() if u.controller == seat
                            and (u.card in printers or p in carrying))
            self._memo[key] = out
        return out

    def _carrying(self, name: str) -> set[str | None]:
        """The units with a module printing the trait, face up or down."""
        key = ("module-trait", name)
        carrying = self._memo.get(key)
        if carrying is None:
            printers = _printers(self.cards, name)
            carrying = self._memo[key] = {u.host for u in self.units.values() if u.host is not None
                                          and u.card in printers and self._kind(u.pid).endswith("-module")}
        return carrying

    def _granted(self, seat: int) -> set[str]:
        """The traits standing and engagement cards of ``seat`` grant to some of its units."""
        key = ("grants", seat)
        granted = self._memo.get(key)
        if granted is None:
            granted = {e["trait"] for _s, _c, e in self._effects(seat) if e["effect"] == "grant-trait"}
            if self._eng is not None:
                granted.update(g[1] for g in self._eng.grants if g[0] == seat)
            self._memo[key] = granted
        return granted

    def capacity(self, pid: str) -> tuple[int, int]:
        """Marines and Fighter Wings the unit can carry: its card and its attached face-up modules
        (2.4.1). A face-down module still fills the ship's one module place (2.3), but gives no room
        until it is flipped (3.4.4: it grants nothing while face down; ruling H26), so no capacity
        depends on which card lies face down."""
        key = ("capacity", pid)
        out = self._memo.get(key)
        if out is not None:
            return out
        card = self.card(pid)
        marines, fighters = card.capacity
        for module in self.modules_of(pid):
            if self.units[module].face_down:
                continue
            extra = self.card(module).capacity
            marines, fighters = marines + extra[0], fighters + extra[1]
        out = self._memo[key] = (marines, fighters)
        return out

    def load(self, pid: str) -> tuple[int, int]:
        """The Marine and Fighter Wing space taken aboard; Marine Characters take none (2.4.2)."""
        key = ("load", pid)
        out = self._memo.get(key)
        if out is not None:
            return out
        marines = fighters = 0
        for p in self.aboard(pid):
            card = self.card(p)
            if card.type == MARINE and card.subtype != "character":
                marines += card.uses[0]
            elif card.type == SHIP:
                fighters += card.uses[1]
        out = self._memo[key] = (marines, fighters)
        return out

    def carriers(self, seat: int) -> list[str]:
        """``seat``'s ships and station that can carry Marines or Fighter Wings (not Fighter Wings)."""
        key = ("carriers", seat)
        out = self._memo.get(key)
        if out is None:
            out = self._memo[key] = [p for p in self.own(seat) if self._kind(p) in (SHIP, STATION)]
        return list(out)

    def room(self, seat: int) -> list[tuple[str, int, int, int]]:
        """For each of ``seat``'s carriers: (unit, Marine capacity, Marine space free, Fighter Wing
        space free), the figures every "where may it go" question reads (2.4.1, 2.5.1.1)."""
        key = ("room", seat)
        out = self._memo.get(key)
        if out is None:
            out = []
            for p in self.carriers(seat):
                (marines, fighters), (m_load, f_load) = self.capacity(p), self.load(p)
                out.append((p, marines, marines - m_load, fighters - f_load))
            self._memo[key] = out
        return out

    def owned_cards(self, seat: int) -> frozenset[str]:
        """The cards of the units ``seat`` owns (deployed, whoever controls them now)."""
        key = ("owned", seat)
        out = self._memo.get(key)
        if out is None:
            out = self._memo[key] = frozenset(u.card for u in self.units.values() if u.owner == seat)
        return out

    def own(self, seat: int) -> list[str]:
        """The units ``seat`` controls, in battlefield order."""
        key = ("own", seat)
        out = self._memo.get(key)
        if out is None:
            out = self._memo[key] = [p for p, u in self.units.items() if u.controller == seat]
        return list(out)

    def discount(self, seat: int, card: Card) -> tuple[int, int]:
        kind = "station-module" if card.type == MODULE and card.subtype == "station" else card.type
        resource = currency = 0
        for _source, _card, effect in self._effects(seat):
            if effect["effect"] == "discount" and _matches(effect.get("applies_to") or {}, card, kind):
                resource += effect.get("resource", 0)
                currency += effect.get("currency", 0)
        return resource, currency

    def cost(self, seat: int, card: Card) -> tuple[int, int]:
        """The deployment cost after discounts, never below zero (8.4)."""
        key = ("cost", seat, card.id)
        out = self._memo.get(key)
        if out is None:
            off = self.discount(seat, card)
            out = self._memo[key] = (max(0, card.cost[0] - off[0]), max(0, card.cost[1] - off[1]))
        return out

    def can_pay(self, seat: int, cost: tuple[int, int]) -> bool:
        return self.cmd[seat].resource >= cost[0] and self.cmd[seat].currency >= cost[1]

    # ----- changes -----------------------------------------------------------------------
    def set_unit(self, pid: str, **changes: Any) -> None:
        self.units[pid] = evolve(self.units[pid], **changes)
        self._units_changed = True
        self._memo = {}
        if "host" in changes:
            self._aboard = None

    def add_unit(self, unit: Unit) -> None:
        self.units[unit.pid] = unit
        self._units_changed = True
        self._aboard = None
        self._memo = {}

    def remove_unit(self, pid: str) -> None:
        del self.units[pid]
        self._units_changed = True
        self._aboard = None
        self._memo = {}

    def set_cmd(self, seat: int, **changes: Any) -> None:
        self.cmd[seat] = evolve(self.cmd[seat], **changes)
        if "battlefield" in changes or "station" in changes:
            self._memo = {}

    def set_eng(self, **changes: Any) -> None:
        assert self._eng is not None
        self.eng = evolve(self._eng, **changes)

    def gain(self, seat: int, resource: int = 0, currency: int = 0) -> None:
        """Add to (or take from) a stockpile, capped at 20 and floored at 0 (9.28)."""
        c = self.cmd[seat]
        self.set_cmd(seat, resource=min(STOCKPILE_CAP, max(0, c.resource + resource)),
                     currency=min(STOCKPILE_CAP, max(0, c.currency + currency)))

    def pay(self, seat: int, cost: tuple[int, int]) -> None:
        c = self.cmd[seat]
        self.set_cmd(seat, resource=c.resource - cost[0], currency=c.currency - cost[1])

    def draw(self, seat: int, count: int) -> None:
        c = self.cmd[seat]
        count = min(count, len(c.shipyard))
        if count <= 0:
            return
        drawn = c.shipyard[:count]
        self.set_cmd(seat, hand=c.hand + drawn, shipyard=c.shipyard[count:])
        self.say("draw", f"{self.who(seat)} draws {count} card{'s' if count > 1 else ''}.",
                 frozenset(s for s in range(len(self.cmd)) if s != seat), seat=seat, count=count)
        self.say("draw", f"{self.who(seat)} draws {', '.join(self.name(p) for p in drawn)}.", frozenset((seat,)),
                 seat=seat, cards=drawn)

    def shuffle(self, seat: int) -> None:
        """8.3: the shipyard is shuffled after every search."""
        from tabletop.engine import chance as chance_module

        c = self.cmd[seat]
        self.set_cmd(seat, shipyard=chance_module.shuffled(self.state.seed, self.chance, c.shipyard))
        self.chance += 1
        self.events.append(Event("shuffle", f"{self.who(seat)} shuffles their shipyard.", {"seat": seat},
                                 chance=True, irreversible=True))

    def to_scrapheap(self, pid: str) -> None:
        owner = int(pid.rsplit("#", 1)[1].split(".", 1)[0])
        self.set_cmd(owner, scrapheap=self.cmd[owner].scrapheap + (pid,))
