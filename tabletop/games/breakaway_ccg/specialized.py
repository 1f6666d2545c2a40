"""Specialized (Part 3: Specialized; ruling O119 in ``docs/rulings/breakaway-ccg.md``).

Laid on a Player card, the special gives its user an effect that depends on that card. The book
names two: on a Playmaking card (a Playmaker, O97) the user chooses its own card of the next
period's officiating reveal; on a Superstar (a #8 Player card, O104) the opponent's next card is
picked at random from its hand and played for it. On any other card it does nothing (the book
points to texts the cards never print), so it is not offered there.

What lasts is kept as ``official_flow.Effect`` entries (no state fields):

- ``specialized-officiating`` (seat: the user, until "game", detail ``specialized:<overtime>``):
  the user chooses its card at the start of the next period; read by ``choosers`` when
  ``official_flow.start_period`` opens a period.
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

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.state import PLACE, PLAY, SAVE, START, STOPPAGE, USE, CcgState, evolve, pair
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
    from tabletop.games.breakaway_ccg.specials import rule as glossary
    return glossary(NAME)


def _effect(kind: str, seat: int, until: str, detail: str = "", card: str = ""):
    from tabletop.games.breakaway_ccg.official_flow import Effect
    return Effect(kind, seat, until, detail, card)


def case(t: Tables, state: CcgState) -> str | None:
    """What the card beneath the card in play is to Specialized: "playmaking", "superstar" or None
    (whoever's card it is; O97 and O104 say which cards these are)."""
    from tabletop.games.breakaway_ccg.specials import is_a
    if state.phase != USE or len(state.play) < 2:
        return None
    beneath = state.play[-2]
    if is_a(t, beneath, "playmaking"):
        return "playmaking"
    if is_a(t, beneath, "superstar"):
        return "superstar"
    return None


def _made_in(e) -> int:
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


def apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    from tabletop.games.breakaway_ccg import official_flow as fl
    seat, sid = state.turn, action.args[0]
    beneath = state.play[-2]
    names = state.names
    tag = f"{sid}:{state.overtime}"
    if case(t, state) == "playmaking":
        when = "the next overtime period" if state.overtime else "the next period"
        events.append(Event("special", f"Specialized on {t.label[beneath]}: at the start of {when}, {names[seat]} "
                                       "chooses their own card for the officiating card.",
                            {"seat": seat, "special": sid, "card": beneath}))
        mark = _effect(OFFICIATING, seat, "game", tag)
    else:
        events.append(Event("special", f"Specialized on {t.label[beneath]}: {names[1 - seat]}'s next card will be "
                                       f"picked at random from their hand and played for them.",
                            {"seat": seat, "special": sid, "card": beneath}))
        mark = _effect(PLAY_FOR, 1 - seat, "game", tag)
    state = evolve(state, special_used=True, effects=state.effects + (mark,))
    return fl.auto_end(t, state, events)


# ----- the Playmaker's effect: a card of one's own choice in the next period's reveal ------------------
def choosers(state: CcgState) -> tuple[int, ...]:
    """The seats that choose their card of the reveal of the period now starting, in the order they
    used Specialized (a mark made in regulation reaches a regulation period; one made in an overtime
    the next overtime period)."""
    out: list[int] = []
    for e in state.effects:
        if e.kind == OFFICIATING and e.seat not in out and (_made_in(e) == 0) == (state.overtime == 0):
            out.append(e.seat)
    return tuple(out)


def reveal(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """In place of the plain reveal (``official_flow.start_period``): the sides that do not choose
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
        marks.append(_effect(SHOWN, seat, "period", SID, top))
        events.append(Event("reveal", f"Officiating card for {label}: {names[seat]} turns over {t.label[top]}.",
                            {"cards": (top,)}, irreversible=True))
    marks.extend(_effect(CHOOSE, seat, "period", SID) for seat in who)
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
    from tabletop.games.breakaway_ccg.official_flow import number
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


def choose(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """The chooser turns over its card (a hand card, then draws one in its place; or its top card);
    once every choice is made the numbers add up to the period's officiating card (O3) and the
    period-start stoppage goes on."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    from tabletop.games.breakaway_ccg.officiating import card_for
    seat = action.seat
    name = state.names[seat]
    if action.kind == "special-card":
        card = action.args[1]
        state = evolve(state, hands=pair(state.hands, seat, tuple(c for c in state.hands[seat] if c != card)),
                       aside=state.aside + (card,))
        events.append(Event("reveal", f"Specialized: {name} turns over {t.label[card]} from their hand for the "
                                      "officiating card, and draws a card in its place.",
                            {"cards": (card,), "seat": seat, "special": SID}, irreversible=True))
        state = fl.draw(t, state, seat, 1, events)
    else:
        card = state.decks[seat][0]
        state = evolve(state, decks=pair(state.decks, seat, state.decks[seat][1:]), aside=state.aside + (card,))
        events.append(Event("reveal", f"Specialized: {name} turns over the top card of their deck, {t.label[card]}, "
                                      "for the officiating card.", {"cards": (card,), "seat": seat, "special": SID},
                            irreversible=True))
    done = False
    effects = []
    for e in state.effects:
        if e.kind == CHOOSE and e.seat == seat and not done:
            done = True
            continue
        effects.append(e)
    effects.append(_effect(SHOWN, seat, "period", SID, card))
    state = evolve(state, effects=tuple(effects))
    if any(e.kind == CHOOSE for e in state.effects):
        return state
    shown = {e.seat: e.card for e in state.effects if e.kind == SHOWN}
    cards = (shown[0], shown[1])
    total = sum(fl.number(t, c) or 0 for c in cards)
    official = card_for(total)
    label = f"overtime {state.overtime}" if state.overtime else f"period {state.period}"
    events.append(Event("officiating", f"The numbers add up to {total}: {official.name} officiates {label}.",
                        {"sum": total, "card": official.id}))
    state = evolve(state, reveal=cards, official=official.id,
                   effects=tuple(e for e in state.effects if e.kind != SHOWN))
    return fl._after_bench(t, state, events)


# ----- the Superstar's effect: the opponent's next card, laid for it at random -------------------------
def play_for(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Called after every applied action: the seat whose Phase 2 has come, with a card to be played
    for it, has a card of its hand drawn at random (among those it may lay now: answering a Score,
    only a card that can Save) and laid for it; it then uses that card as its own. With no such card
    the effect waits for its next Phase 2. A mark made in regulation lapses in overtime, one made in
    an overtime at the end of the game."""
    if state.phase != PLAY:
        return state
    seat = state.turn
    mark = next((e for e in state.effects if e.kind == PLAY_FOR and e.seat == seat), None)
    if mark is None:
        return state
    rest = tuple(e for e in state.effects if e is not mark)
    if (_made_in(mark) == 0) != (state.overtime == 0):
        return evolve(state, effects=rest)
    from tabletop.games.breakaway_ccg import official
    from tabletop.games.breakaway_ccg import official_flow as fl
    from tabletop.games.breakaway_ccg import penalties as pen
    hand = state.hands[seat]
    if state.stage == SAVE and seat != state.shot:
        hand = tuple(c for c in hand if official.can_save(t, state, c))
    if not hand:
        return state
    card = chance.pick(state.seed, state.chance, tuple(sorted(hand)))
    user = 1 - seat
    events.append(Event("special", f"Specialized: {state.names[user]} picks a card of {state.names[seat]}'s hand at "
                                   f"random and plays it for them.", {"seat": user, "special": SID}, chance=True,
                        irreversible=True))
    state = evolve(state, chance=state.chance + 1, effects=rest)
    state = fl.play_card(t, state, seat, card, events)
    if state.calls and state.phase in (PLAY, USE, START, PLACE) and pen.whistle_due(state):
        state = pen.blow(t, state, events)
    return play_for(t, state, events)       # the other side may have a card owed too
