"""Fights of the official rules (Part 2, "Fights"; rulings O37-O40 in ``docs/rulings/breakaway-ccg.md``).

A Punch laid on the other side's Punch or Body-Check starts a fight (on a Body-Check the puncher
also takes the instigator's 2 minutes). Both sides draw four cards, then lay a card face down at a
time; the side at fault by the suits (Determining Fault) wins the exchange, and three exchanges
win the fight. A revealed card has at once the effects the book's Fight Card Effects list gives its
card type (a Goalie, a Superstar, a Brown card...) and the numbered effect of each FG# or FB#
symbol it prints, from ``card_data/breakaway_ccg/fight_effects.yaml``. The winner takes a Momentum
Card; at most one card is injured (Cancelled for the game) per fight; then play stops for a face-off.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.cards import CardDataError, data_dir
from tabletop.games.breakaway_ccg.citations import BOOK
from tabletop.games.breakaway_ccg.official import basics
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.challenges import at_fault
from tabletop.games.breakaway_ccg.piles import discard_cards, private_event
from tabletop.games.breakaway_ccg.specials.interpreter import is_a, misconduct
from tabletop.games.breakaway_ccg.state import FIGHT, CcgState, pair, who_laid
from tabletop.games.breakaway_ccg.tables import Tables

FIGHT_DRAW = 4            # Fights, Procedure: both draw four (if possible)


WINS = 3                  # first to win three exchanges


FIGHT_KINDS = {"fight": ("card",)}
#: The effect that keeps the card a Specialist's side was shown in that side's sight (and guesses).
SEEN = "fight-seen"


GOAL_NAMES = frozenset(("Goal", "Breakaway"))


def rule() -> str:
    return f"{BOOK}, Official rules — Fights"


@dataclass(frozen=True, slots=True)
class CardType:
    """A card type of the Fight Card Effects list: every field given must hold of the card."""

    category: str | None = None
    names: frozenset[str] = frozenset()
    specials: frozenset[str] = frozenset()
    actions: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    player: bool | None = None

    def holds(self, t: Tables, card: str) -> bool:
        c = t.card[card]
        return ((self.category is None or is_a(t, card, self.category))
                and (not self.names or c.name in self.names)
                and (not self.specials or not self.specials.isdisjoint(c.specials))
                and (not self.actions or not self.actions.isdisjoint(c.actions))
                and (not self.colors or not self.colors.isdisjoint(c.colors))
                and (self.player is None or c.player == self.player))


@dataclass(frozen=True, slots=True)
class FightEffect:
    number: int
    id: str
    name: str
    text: str
    effect: str
    when: str
    good: bool
    colors: tuple[str, ...] = ()
    cards: tuple[CardType, ...] = ()      # the card types that have it (Fight Card Effects)


@dataclass(frozen=True)
class Fight:
    """A fight under way. ``exchanges``: (seat 0's card, seat 1's card, the seat at fault or None)."""

    instigator: int | None
    wins: tuple[int, int] = (0, 0)
    exchanges: tuple[tuple[str, str, int | None], ...] = ()
    always: tuple[bool, bool] = (False, False)        # Enforcer: always at fault
    immune: tuple[bool, bool] = (False, False)        # Play-making: no bad effects
    brown: tuple[bool, bool] = (False, False)         # Brown Card: injured if the fight is lost
    swaps: tuple[int, int] = (0, 0)                   # Line Change: extra bench switches after
    sees: tuple[bool, bool] = (False, False)          # Specialist: sees the other's next fight card
    injured: bool = False                             # at most one injury per fight


# ----- the effects list ------------------------------------------------------------------------
def _effects(data: dict, where: str) -> dict[tuple[bool, int], FightEffect]:
    out: dict[tuple[bool, int], FightEffect] = {}
    for side in ("good", "bad"):
        for entry in data[side]:
            key = (side == "good", entry["number"])
            if key in out:
                raise CardDataError.at(where, entry["id"], "number", f"{side} effect {entry['number']} is listed twice",
                                       noun="effect")
            if entry["effect"] == "lose-colors" and not entry.get("colors"):
                raise CardDataError.at(where, entry["id"], "colors", "lose-colors names the colors lost",
                                       noun="effect")
            if entry["effect"] == "superstars-gain" and not entry.get("colors"):
                raise CardDataError.at(where, entry["id"], "colors", "superstars-gain names the colors gained",
                                       noun="effect")
            out[key] = FightEffect(entry["number"], entry["id"], entry["name"].strip(), entry["text"].strip(),
                                   entry["effect"], entry["when"], side == "good", tuple(entry.get("colors", ())),
                                   tuple(_card_type(m) for m in entry.get("cards", ())))
    return out


def _card_type(m: dict) -> CardType:
    return CardType(m.get("category"), frozenset(m.get("names", ())), frozenset(m.get("specials", ())),
                    frozenset(m.get("actions", ())), frozenset(m.get("colors", ())), m.get("player"))


def load_fight_effects(path: str | Path) -> dict[tuple[bool, int], FightEffect]:
    from tabletop.cards.loader import load_checked
    path = Path(path)
    return _effects(load_checked(path, "ccg-fight-effects"), str(path))


@lru_cache(maxsize=1)
def fight_effects() -> dict[tuple[bool, int], FightEffect]:
    return load_fight_effects(data_dir() / "fight_effects.yaml")


def effects_of(t: Tables, card: str) -> tuple[FightEffect, ...]:
    """A revealed card's fight effects, each once: those of the card types it is (Fight Card
    Effects, in the list's order, good before bad), then those its FG#/FB# symbols name (a number
    missing from the list: none)."""
    listed = fight_effects()
    out = [e for e in listed.values() if any(kind.holds(t, card) for kind in e.cards)]
    for s in t.card[card].symbols:
        if s.kind in ("fight-good", "fight-bad") and s.number is not None:
            effect = listed.get((s.kind == "fight-good", s.number))
            if effect is not None and effect not in out:
                out.append(effect)
    return tuple(out)


# ----- starting -----------------------------------------------------------------------------------
def starts(t: Tables, state: CcgState, seat: int, card: str, marks: frozenset[str]) -> bool:
    """A Punch laid directly on the other side's Punch or Body-Check starts a fight (Fights: Starting;
    O38). A side lays on its own card when the other skips its turn with no cards; no fight then."""
    if "punch" not in t.card[card].actions or len(state.play) < 2:
        return False
    below = state.play[-2]
    if below in marks or who_laid(t, state, below) == seat:
        return False
    actions = t.card[below].actions
    return "punch" in actions or "body-check" in actions


def start(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """Play stops for the fight; a Punch on a Body-Check is the instigator's 2 minutes; both draw four."""
    below = state.play[-2]
    instigator = seat if "punch" not in t.card[below].actions else None
    events.append(Event("fight", f"A fight! {state.names[seat]}'s Punch lands on {t.label[below]}. Each side draws "
                                 f"{FIGHT_DRAW} and the exchanges begin.", {"seat": seat, "instigator": instigator}))
    if instigator is not None:
        state = pen.call(state, seat, "Instigating", "A Punch on a Body-Check", events)
    for s in (seat, 1 - seat):
        state = basics.draw(t, state, s, FIGHT_DRAW, events)
    state = evolve(state, phase=FIGHT, fight=Fight(instigator), picks=(None, None), shot=None, stage=None,
                   shot_from=0, placing=None)
    return _next_exchange(t, state, events)


def start_by_special(t: Tables, state: CcgState, seat: int, sid: str, events: list[Event]) -> CcgState:
    """The Start a Fight special (Part 3): its user instigates (Common Infractions: the instigator's
    2 minutes) and takes the misconduct, its fight cards ignored for the rest of the period (O45)."""
    events.append(Event("fight", f"A fight! {state.names[seat]} starts it with {t.label[state.play[-1]]}'s Start a "
                                 f"Fight. Each side draws {FIGHT_DRAW} and the exchanges begin; {state.names[seat]}'s "
                                 "fight cards are ignored for the rest of the period (misconduct).",
                        {"seat": seat, "instigator": seat, "special": sid}))
    state = pen.call(state, seat, "Instigating", "Start a Fight", events)
    state = evolve(state, special_used=True,
                   effects=state.effects + (basics.Effect("misconduct", seat, "period", "Start a Fight"),))
    return open_fight(t, state, seat, seat, events)


def open_fight(t: Tables, state: CcgState, seat: int, instigator: int | None, events: list[Event]) -> CcgState:
    """Play stops for a fight a special started (``seat`` used it): both sides draw four and the
    exchanges begin (Start a Fight, Tilt)."""
    for s in (seat, 1 - seat):
        state = basics.draw(t, state, s, FIGHT_DRAW, events)
    state = evolve(state, phase=FIGHT, fight=Fight(instigator), picks=(None, None), shot=None, stage=None,
                   shot_from=0, placing=None)
    return _next_exchange(t, state, events)


def _next_exchange(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """A side with no card left ends the fight: more exchanges won wins it (O38)."""
    if state.hands[0] and state.hands[1]:
        return state
    f = state.fight
    winner = None if f.wins[0] == f.wins[1] else (0 if f.wins[0] > f.wins[1] else 1)
    events.append(Event("fight-out", "A side has no card left: the fight ends.", {"wins": f.wins}))
    return finish(t, state, winner, events)


# ----- the exchanges ----------------------------------------------------------------------------------
def waits(state: CcgState, seat: int) -> bool:
    """``seat`` lays after the other side this exchange: a Specialist lets it see that card first
    (Fight Card Effects: Specialist; two Specialists see nothing, and both lay as usual)."""
    if state.fight is None:
        return False
    sees = state.fight.sees
    return sees[seat] and not sees[1 - seat] and state.picks[1 - seat] is None


def seen_card(state: CcgState, seat: int | None) -> str | None:
    """The other side's face-down fight card that ``seat``'s Specialist has been shown (Fight Card
    Effects: Specialist), kept as a ``SEEN`` effect until both cards are revealed; None when none."""
    if seat is None or not state.effects:
        return None
    return next((e.card for e in state.effects if e.kind == SEEN and e.seat == seat), None)


def to_lay(state: CcgState) -> tuple[int, ...]:
    """The seats that lay a card for this exchange now."""
    return tuple(s for s in (0, 1) if state.picks[s] is None and not waits(state, s))


def legal(t: Tables, state: CcgState, seat: int) -> list[Action]:
    if state.picks[seat] is not None or waits(state, seat):
        return []
    return [Action(seat, "fight", (c,)) for c in state.hands[seat]]


def validate(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind != "fight":
        return refuse("fight-on", "A fight is under way: lay a card face down for the next exchange.", rule())
    if state.picks[action.seat] is not None:
        return refuse("already-chosen", "Your card for this exchange is down.", rule())
    if waits(state, action.seat):
        return refuse("fight-sees-next", "Your Specialist lets you see your opponent's next fight card: wait for "
                                         "it before you lay yours.", rule())
    if action.args[0] not in state.hands[action.seat]:
        return refuse("not-in-hand", f"{t.label[action.args[0]]} is not in your hand.", rule())
    return ALLOWED


def lay(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    state = evolve(state, hands=pair(state.hands, seat, tuple(c for c in state.hands[seat] if c != card)),
                   extras=pair(state.extras, seat, tuple(c for c in state.extras[seat] if c != card)),
                   picks=pair(state.picks, seat, card))
    events.append(Event("fight-down", f"{state.names[seat]} lays a fight card face down.", {"seat": seat}))
    events.append(private_event(seat, "fight-own", f"You lay {t.label[card]} face down.", {"seat": seat, "card": card}))
    if waits(evolve(state, picks=pair(state.picks, seat, None)), 1 - seat):
        events.append(private_event(1 - seat, "fight-seen", f"Your Specialist sees {state.names[seat]}'s card: "
                                                            f"{t.label[card]}.", {"seat": 1 - seat, "card": card}))
        state = evolve(state, effects=state.effects + (Effect(SEEN, 1 - seat, "stoppage", card=card),))
    if state.picks[0] is None or state.picks[1] is None:
        return state
    return _reveal(t, state, events)


def _reveal(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    cards = (state.picks[0], state.picks[1])
    f = state.fight
    # Start a Fight's misconduct: that side's fight cards have no effect this period (O45).
    effects = tuple(() if state.effects and misconduct(state, s) else effects_of(t, cards[s]) for s in (0, 1))
    always = tuple(f.always[s] or any(e.effect == "always-at-fault" for e in effects[s]) for s in (0, 1))
    if always[0] != always[1]:
        fault: int | None = 0 if always[0] else 1
    else:
        fault = at_fault(t.card[cards[0]].suits, t.card[cards[1]].suits)
    wins = f.wins if fault is None else pair(f.wins, fault, f.wins[fault] + 1)
    names = state.names
    text = "nobody is at fault" if fault is None else f"{names[fault]} is at fault and wins the exchange"
    events.append(Event("fight-reveal", f"Fight: {names[0]} shows {t.label[cards[0]]}, {names[1]} shows "
                                        f"{t.label[cards[1]]}: {text} ({wins[0]}-{wins[1]}).",
                        {"cards": cards, "kind": "fight", "fault": fault, "wins": wins}, irreversible=True))
    f = evolve(f, wins=wins, always=(always[0], always[1]), exchanges=f.exchanges + ((cards[0], cards[1], fault),),
               sees=(False, False))
    state = evolve(state, fight=f, picks=(None, None), discards=discard_cards(t, state.discards, cards),
                   last_reveal=cards)
    if state.effects and any(e.kind == SEEN for e in state.effects):     # shown to all now
        state = evolve(state, effects=tuple(e for e in state.effects if e.kind != SEEN))
    ended: str | None = None
    winner: int | None = None
    for seat in (0, 1):
        for effect in effects[seat]:
            state, outcome = _apply(t, state, seat, cards, fault, effect, events)
            if outcome is not None and ended is None:
                ended, winner = outcome
    if ended is not None:
        return finish(t, state, winner, events)
    for seat in (0, 1):
        if state.fight.wins[seat] >= WINS:
            return finish(t, state, seat, events)
    return _next_exchange(t, state, events)


def _apply(t: Tables, state: CcgState, seat: int, cards: tuple[str, str], fault: int | None, effect: FightEffect,
           events: list[Event]) -> tuple[CcgState, tuple[str, int | None] | None]:
    """One revealed card's effect (cumulative, at once). Returns the state and, when the fight ends
    by it, (why, winner)."""
    f = state.fight
    if effect.when == "at-fault" and fault != seat:
        return state, None
    if effect.when == "not-at-fault" and fault == seat:
        return state, None
    if not effect.good and f.immune[seat]:
        events.append(Event("fight-immune", f"{state.names[seat]} ignores {effect.name} (Play-making).",
                            {"seat": seat}))
        return state, None
    if effect.when == "lose-fight":
        events.append(Event("fight-effect", f"{effect.name}: {effect.text}", {"seat": seat, "effect": effect.id}))
        return evolve(state, fight=evolve(f, brown=pair(f.brown, seat, True))), None
    events.append(Event("fight-effect", f"{state.names[seat]}'s {t.label[cards[seat]]}: {effect.name}. {effect.text}",
                        {"seat": seat, "effect": effect.id, "good": effect.good}))
    kind = effect.effect
    if kind == "momentum":
        return _momentum(t, state, seat, events), None
    if kind == "bench-swap":
        return evolve(state, fight=evolve(f, swaps=pair(f.swaps, seat, f.swaps[seat] + 1))), None
    if kind == "win-fight":
        return state, ("won", seat)
    if kind == "immune":
        return evolve(state, fight=evolve(f, immune=pair(f.immune, seat, True))), None
    if kind == "end-fight":
        return state, ("stopped", None)
    if kind == "injure-opponent":
        return injure(t, state, 1 - seat, cards[1 - seat], events), None
    if kind == "always-at-fault":
        return state, None           # counted before the fault of this exchange (``_reveal``)
    if kind == "penalty":
        return pen.call(state, seat, "Fighting", effect.name, events), None
    if kind in ("cancel-goalies", "cancel-goal-cards"):
        return _cancel_in_hand(t, state, seat, kind), None
    if kind == "no-shoot":
        return _lasting(state, "no-shoot", seat, effect.name), None
    if kind == "lose-colors":
        return _lasting(state, "lose-colors", seat, ",".join(effect.colors)), None
    if kind == "injure-self":
        return injure(t, state, seat, cards[seat], events), None
    if kind == "lose-token":
        return evolve(state, tokens=pair(state.tokens, seat, max(0, state.tokens[seat] - 1))), None
    if kind == "superstars-gain":
        return _lasting(state, "superstars-gain", seat, ",".join(effect.colors)), None
    if kind == "see-next":
        return evolve(state, fight=evolve(f, sees=pair(f.sees, seat, True))), None
    raise ValueError(f"unknown fight effect {kind!r}")


def _lasting(state: CcgState, kind: str, seat: int, detail: str) -> CcgState:
    return evolve(state, effects=state.effects + (Effect(kind, seat, "period", detail),))


def on_play(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    """A Superstar ``seat`` lays in Phase 2 after its Breakaway won an exchange this period has the
    colors that effect names, for its turn (Fight Card Effects: Breakaway)."""
    if not is_a(t, card, "superstar"):
        return state
    colors: list[str] = []
    for e in state.effects:
        if e.kind == "superstars-gain" and e.seat == seat:
            colors.extend(c for c in e.detail.split(",") if c not in colors and c not in t.colors[card])
    if not colors:
        return state
    events.append(Event("fight-gift", f"Breakaway (a fight this period): {t.label[card]} has the "
                                      f"{', '.join(c.capitalize() for c in colors)} ability this turn.",
                        {"seat": seat, "card": card, "colors": tuple(colors)}))
    return evolve(state, effects=state.effects + tuple(Effect("gain-color", seat, "turn", c, card) for c in colors))


def _cancel_in_hand(t: Tables, state: CcgState, seat: int, kind: str) -> CcgState:
    """Cancel (for the rest of the period) the side's Goalie cards, or its Goal and Breakaway cards."""
    if kind == "cancel-goalies":
        hit = [c for c in state.hands[seat] if t.card[c].number == "goalie"]
    else:
        hit = [c for c in state.hands[seat] if t.name[c] in GOAL_NAMES]
    return evolve(state, effects=state.effects + tuple(Effect("cancelled", seat, "period", "Fight", card=c)
                                                       for c in hit))


def _momentum(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    if not state.momentum:
        return state
    card = state.momentum[0]
    events.append(private_event(seat, "momentum-own", f"You take {t.label[card]} from the Momentum pile.",
                           {"seat": seat, "card": card}, irreversible=True))
    return evolve(state, momentum=state.momentum[1:], hands=pair(state.hands, seat, state.hands[seat] + (card,)),
                  extras=pair(state.extras, seat, state.extras[seat] + (card,)))


def injure(t: Tables, state: CcgState, seat: int, revealed: str | None, events: list[Event]) -> CcgState:
    """Injure ``seat``'s card: the one it just revealed if a Player card, else its last Player card in
    the play area (Injured: "the last played Player card involved"); one injury per fight (O39)."""
    f = state.fight
    if f.injured:
        return state
    card = revealed if revealed is not None and t.player[revealed] and t.owner[revealed] == seat else None
    if card is None:
        card = next((c for c in reversed(state.play) if t.player[c] and who_laid(t, state, c) == seat), None)
    if card is None:
        return state
    events.append(Event("injury", f"{t.label[card]} is injured: Cancelled for the rest of the game.",
                        {"card": card, "seat": seat}))
    return evolve(state, fight=evolve(f, injured=True),
                  effects=state.effects + (Effect("injured", seat, "game", "Injured", card=card),))


def finish(t: Tables, state: CcgState, winner: int | None, events: list[Event]) -> CcgState:
    """The winner takes a Momentum Card; a Brown Card's loser is injured; then a stoppage at the
    nearest dot, the winner choosing the circle (O38)."""
    f = state.fight
    names = state.names
    if winner is None:
        events.append(Event("fight-over", f"The fight ends with no winner ({f.wins[0]}-{f.wins[1]}).",
                            {"winner": None}))
    else:
        events.append(Event("fight-over", f"{names[winner]} wins the fight ({f.wins[0]}-{f.wins[1]}) and takes a "
                                          "Momentum Card.", {"winner": winner}))
        state = _momentum(t, state, winner, events)
        loser = 1 - winner
        if f.brown[loser]:
            state = injure(t, state, loser, None, events)
    swaps = state.fight.swaps
    chooser = winner if winner is not None else (1 - f.instigator if f.instigator is not None else state.home)
    state = evolve(state, fight=None)
    return fl.stop_play(t, state, events, "fight", t.rink.place_of(state.puck), chooser=chooser, extra_swaps=swaps)
