"""Specialized (Part 3: Specialized; ruling O119 in ``docs/rulings/breakaway-ccg.md``).

Laid on a Player card, the special gives its user an effect that depends on that card. The book
names two: on a Playmaking card (a Playmaker, O97) the user chooses its own card of the next
period's officiating reveal; on a Superstar (a #8 Player card, O104) the opponent's next card is
picked at random from its hand and played for it. On any other card it does nothing (the book
points to texts the cards never print), so it is not offered there.

What lasts is kept as ``official.basics.Effect`` entries (no state fields):

- ``specialized-officiating`` (seat: the user, until "game", detail ``specialized:<overtime>``):
  the user chooses its card at the start of the next period; read by ``choosers`` when
  ``official.sequence.start_period`` opens a period.
- ``specialized-choose`` (seat: the chooser, until "period"): the choice is owed now, during the
  period-start stoppage; while one is owed, the mode's ``pending``/``legal_actions``/``validate``/
  ``apply`` hand over to ``pending``/``legal``/``validate``/``choose`` here.
- ``specialized-shown`` (seat: the card's owner, until "period", card: the card turned over):
  the cards of this reveal so far (they lie aside, face up).
- ``specialized-play`` (seat: the opponent, until "game", detail ``specialized:<overtime>``): its
  next Phase 2 card is laid for it at random (``play_for``, called after every applied action).

The hooks into the shared engine files call only the public functions below and carry the
comment ``# Specialized (O119)``.
"""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.official.basics import Effect, number
from tabletop.games.breakaway_ccg.specials.interpreter import is_a
from tabletop.games.breakaway_ccg.specials.interpreter import rule as glossary
from tabletop.games.breakaway_ccg.state import STOPPAGE, USE, CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables

SID = "specialized"


NAME = "Specialized"


OFFICIATING = "specialized-officiating"


CHOOSE = "specialized-choose"


SHOWN = "specialized-shown"


PLAY_FOR = "specialized-play"


#: The choice "turn over the top card of my deck, as usual" (a ``special-choice``).
TOP = "me"


def rule() -> str:
    return glossary(NAME)


def lasting_effect(kind: str, seat: int, until: str, detail: str = "", card: str = ""):
    return Effect(kind, seat, until, detail, card)


def case(t: Tables, state: CcgState) -> str | None:
    """What the card beneath the card in play is to Specialized: "playmaking", "superstar" or None
    (whoever's card it is; O97 and O104 say which cards these are)."""
    if state.phase != USE or len(state.play) < 2:
        return None
    beneath = state.play[-2]
    if is_a(t, beneath, "playmaking"):
        return "playmaking"
    if is_a(t, beneath, "superstar"):
        return "superstar"
    return None


def made_in(e) -> int:
    """The overtime number an entry was made in (0: regulation)."""
    return int(e.detail.rsplit(":", 1)[1])


def next_period_comes(state: CcgState) -> bool:
    """A period can still start within the effect's time: a later regulation period, or (made in
    a playoff overtime) another overtime period. Regulation's effect ends with regulation, and a
    regular-season overtime is followed only by the shootout, which has no officiating card."""
    if state.overtime == 0:
        return state.period < state.option("periods")
    return state.option("overtime") == "playoff"


def _waiting(state: CcgState, kind: str, seat: int) -> bool:
    return any(e.kind == kind and e.seat == seat for e in state.effects)


# ----- Phase 3: the special itself (the handler's three parts) ---------------------------------------
def actions(t: Tables, state: CcgState, sid: str) -> list[Action]:
    action = Action(state.turn, "special", (sid,))
    return [action] if check(t, state, action).ok else []


def check(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind != "special":
        return refuse("special-kind", "Specialized is used as a special: it names no card, area or choice.", rule())
    seat = state.turn
    kind = case(t, state)
    if kind is None:
        return refuse("special-on-playmaking-or-superstar", "Specialized acts only when laid on a Playmaker or a "
                                                            "Superstar (a #8 Player card): the book gives no other "
                                                            "card's effect.", rule())
    if kind == "playmaking":
        if not next_period_comes(state):
            return refuse("special-no-next-period", "Specialized on a Playmaker: no later period starts before its "
                                                    "effect ends (the rest of regulation, or the overtime).", rule())
        if _waiting(state, OFFICIATING, seat):
            return refuse("special-no-effect", "Specialized: you already choose your card of the next period's "
                                               "officiating reveal.", rule())
        return ALLOWED
    if _waiting(state, PLAY_FOR, 1 - seat):
        return refuse("special-no-effect", "Specialized: your opponent's next card is already to be played for "
                                           "them.", rule())
    return ALLOWED


# ----- the Playmaker's effect: a card of one's own choice in the next period's reveal ------------------
def choosers(state: CcgState) -> tuple[int, ...]:
    """The seats that choose their card of the reveal of the period now starting, in the order they
    used Specialized (a mark made in regulation reaches a regulation period; one made in an overtime
    the next overtime period)."""
    out: list[int] = []
    for e in state.effects:
        if e.kind == OFFICIATING and e.seat not in out and (made_in(e) == 0) == (state.overtime == 0):
            out.append(e.seat)
    return tuple(out)


def reveal(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """In place of the plain reveal (``official.sequence.start_period``): the sides that do not choose
    turn over their top card first; the choosers' choices are owed (``choosing``). With a deck empty
    there is no reveal, as without the special (O3)."""
    who = choosers(state)
    state = evolve(state, effects=tuple(e for e in state.effects if e.kind != OFFICIATING), reveal=())
    if not state.decks[0] or not state.decks[1]:
        return state
    names = state.names
    label = f"overtime {state.overtime}" if state.overtime else f"period {state.period}"
    marks = []
    for seat in (0, 1):
        if seat in who:
            continue
        top = state.decks[seat][0]
        state = evolve(state, decks=pair(state.decks, seat, state.decks[seat][1:]), aside=state.aside + (top,))
        marks.append(lasting_effect(SHOWN, seat, "period", SID, top))
        events.append(Event("reveal", f"Officiating card for {label}: {names[seat]} turns over {t.label[top]}.",
                            {"cards": (top,)}, irreversible=True))
    marks.extend(lasting_effect(CHOOSE, seat, "period", SID) for seat in who)
    order = names[who[0]] + " chooses" if len(who) == 1 else f"{names[who[0]]}, then {names[who[1]]}, each choose"
    events.append(Event("special", f"Specialized: {order} the card to turn over for the officiating card (a card "
                                   "of the hand, or the top card of the deck).",
                        {"seat": who[0], "special": SID}))
    return evolve(state, effects=state.effects + tuple(marks))


def choosing(state: CcgState) -> bool:
    """A choice of Specialized is owed at this period's start."""
    return state.phase == STOPPAGE and any(e.kind == CHOOSE for e in state.effects)


def chooser(state: CcgState) -> int:
    return next(e.seat for e in state.effects if e.kind == CHOOSE)


def pending(t: Tables, state: CcgState) -> tuple[Decision, ...]:
    """The chooser's decision; the prompt names the cards already turned over, since the sum of the
    two numbers picks the officiating card."""
    seat = chooser(state)
    shown = [e.card for e in state.effects if e.kind == SHOWN and e.seat != seat]
    already = (f" {state.names[1 - seat]} turned over {t.label[shown[0]]}: your card's number is added to its "
               f"{_number(t, shown[0])}.") if shown else ""
    return (Decision(seat, "officiating", "Specialized: choose the card you turn over for this period's officiating "
                                          f"card: a card of your hand, or your top card.{already}"),)


def _number(t: Tables, card: str) -> int:
    return number(t, card) or 0


def _choosable(t: Tables, state: CcgState, seat: int) -> tuple[str, ...]:
    """The hand cards ``seat`` may turn over: its own team's cards, not Momentum Cards."""
    extras = state.extras[seat]
    return tuple(c for c in state.hands[seat] if t.owner[c] == seat and c not in extras)


def legal(t: Tables, state: CcgState, seat: int) -> list[Action]:
    if seat != chooser(state):
        return []
    out = [Action(seat, "special-card", (SID, c)) for c in _choosable(t, state, seat)]
    if state.decks[seat]:
        out.append(Action(seat, "special-choice", (SID, TOP)))
    return out


def space(t: Tables, state: CcgState) -> Iterator[Action]:
    """The choice's actions for ``action_space``: the legal ones and a few near misses."""
    if not (state.effects and choosing(state)):
        return
    for seat in (0, 1):
        for c in (*state.hands[seat], *state.decks[seat][:1]):
            yield Action(seat, "special-card", (SID, c))
        yield Action(seat, "special-choice", (SID, TOP))
        yield Action(seat, "special-choice", (SID, "them"))


def validate(t: Tables, state: CcgState, action: Action) -> Verdict:
    """While the choice is owed it comes before anything else of the period's start."""
    who = chooser(state)
    if action.seat != who or action.kind not in ("special-card", "special-choice") or action.args[0] != SID:
        return refuse("specialized-first", f"Specialized: {state.names[who]} first chooses the card turned over "
                                           "for the officiating card.", rule())
    if action.kind == "special-choice":
        if action.args[1] != TOP:
            return refuse("special-choice", "Specialized: turn over a card of your hand, or your top card ('me').",
                          rule())
        if not state.decks[who]:
            return refuse("specialized-empty-deck", "Specialized: your deck is empty; turn over a card of your hand.",
                          rule())
        return ALLOWED
    if action.args[1] not in _choosable(t, state, who):
        return refuse("not-in-hand", f"Specialized: {t.label[action.args[1]]} is not a card of your hand from your "
                                     "own deck.", rule())
    return ALLOWED


def describe(t: Tables, state: CcgState, action: Action) -> str | None:
    if not (state.effects and choosing(state)) or action.args[:1] != (SID,):
        return None
    if action.kind == "special-choice":      # the prompt says what the choice is for; a button is short
        return "Turn over your deck's top card"
    if action.kind == "special-card":
        return f"Turn over {t.label[action.args[1]]}"
    return None
