"""Support (Part 3 glossary: Support; ruling O120): a card that works from its owner's bench.

A card with the Support special sitting on its owner's bench may be turned face up, and while it
is face up its kind of Support acts; it is turned face up or down whenever its owner may switch
with the bench (a stoppage's bench step before the side is done, a line change or another Phase 1
bench step, the switches a special allows in Phase 3). Turning is the action
``special-card ("support", card)`` with the bench card named; it costs no switch, and each card
turns over once per bench step.

The glossary has one Support entry with six kinds; the card set's data gives the ``support``
special six passive rules, one per kind, each naming its handler (``support-stickhandling``...),
and a card's name says which kind it prints ("StickHandling Support", "No Penalty Support"...).
What the kinds do is below, by handler; the engine calls in at a few places, each marked
``# Support (O120)``: the legal list, ``validate`` and ``apply`` (``official.mode``), a card laid
(``official.turns.play_card``), a face-off won and a period's end (``official.sequence``), a
penalty assessed (``official.penalties.assess``), the Colored # and the Block
(``official.abilities``, ``official.actions``), and what the other seat may see (``rules``).

What lasts is kept in ``state.effects`` (public): "support-up" (the card is face up; its card and
kind), "support-turned" (turned over in this bench step), "support-x" (a StickHandling card's
gained Green X), "support-no-hashtag" (a Defensive Zone card's Colored # does not work) and
"support-no-block" (an Offensive card may not Block).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.engine.words import with_article
from tabletop.games.breakaway_ccg.citations import BOOK
from tabletop.games.breakaway_ccg.official.basics import Effect, cancelled, card_effect_kinds, has_effect
from tabletop.games.breakaway_ccg.piles import private_event
from tabletop.games.breakaway_ccg.rink import DEFENSIVE
from tabletop.games.breakaway_ccg.specials.interpreter import bench_switches, cancel_on, is_a
from tabletop.games.breakaway_ccg.state import START, STOPPAGE, USE, CcgState
from tabletop.games.breakaway_ccg.tables import Tables

SID = "support"


RULE = f"{BOOK}, Specials glossary — Support"


UP, TURNED = "support-up", "support-turned"


X, NO_HASHTAG, NO_BLOCK = "support-x", "support-no-hashtag", "support-no-block"


@dataclass(frozen=True)
class Kind:
    """One kind of Support: its title (the words a card's name starts with), the cards it gives to
    (``of``), the ability they have, the zone that ability needs, and what else it does."""

    title: str
    of: str = ""              # "stickhandling", "superstar", "player", "goalie"; "" gives nothing
    color: str = ""
    zone: str = ""            # the color only while the puck is in this zone of the user's (Gold D)
    no_hashtag: bool = False  # the cards' Colored # symbols do not work
    no_block: bool = False    # the cards may not use the Block action
    rotates: bool = False     # leaves the bench after a face-off won and at a period's end
    cancels_penalty: bool = False


#: The six kinds by the handler their rule names (Part 3: Support; O120).
KINDS: dict[str, Kind] = {
    "support-stickhandling": Kind("StickHandling", of="stickhandling", color="gold"),
    "support-superstar": Kind("Superstar", of="superstar", color="purple", rotates=True),
    "support-no-penalty": Kind("No Penalty", cancels_penalty=True),
    "support-defensive-zone": Kind("Defensive Zone", of="player", color="gold", zone=DEFENSIVE, no_hashtag=True),
    "support-offensive": Kind("Offensive", of="player", color="blue", no_block=True),
    "support-goalie-stoppage": Kind("Goalie Stoppage", of="goalie", color="black"),
}


#: What each kind does, in a few words (event texts and the table).
WORDS = {
    "support-stickhandling": "the Stick cards you play have the Gold ability and a Green X",
    "support-superstar": "the Superstars (#8) you play have the Purple ability",
    "support-no-penalty": "it may be given up to cancel a penalty against you",
    "support-defensive-zone": "the Player cards you play have Gold in your defensive zone and lose their "
                              "Colored # symbols",
    "support-offensive": "the Player cards you play have the Blue ability but may not Block",
    "support-goalie-stoppage": "the Goalie cards you play have the Black ability",
}


# ----- what a card is -------------------------------------------------------------------------------
def kind_of(t: Tables, card: str) -> str | None:
    """The handler of the Support kind ``card`` prints (its name starts with the kind's title), or
    None: no Support special, or a name that names no kind."""
    cache = t.__dict__.get("support_kinds")
    if cache is None:
        cache = t.__dict__["support_kinds"] = {}
    if card not in cache:
        found = None
        name = t.name[card].lower()
        for sid, r in t.special_rules[card]:
            handler = r.change.get("handler", "")
            if sid == SID and handler in KINDS and name.startswith(KINDS[handler].title.lower()):
                found = handler
        cache[card] = found
    return cache[card]


def x_color(t: Tables, handler: str) -> str:
    """The colored X the kind's rule gives the cards it gives to (the data's ``cancel-on``)."""
    for r in t.cards.special_rules.get(SID, ()):
        if r.change.get("handler") == handler:
            return r.change.get("cancel-on", "")
    return ""


def gets(t: Tables, card: str, of: str) -> bool:
    """Whether a card played is one a kind gives to (O120): a StickHandling card shows the Stick
    suit; a Superstar is a #8 Player card and a Goalie card a numbered Goalie (O97, O104)."""
    if of == "stickhandling":
        return "stick" in t.card[card].suits
    if of == "player":
        return bool(t.player[card])
    return bool(of) and is_a(t, card, of)


def face_up(state: CcgState, seat: int | None = None) -> list[tuple[str, str, int]]:
    """The face-up Support cards (kind, card, seat) still on their owner's bench."""
    if not state.effects:
        return []
    return [(e.detail, e.card, e.seat) for e in state.effects
            if e.kind == UP and (seat is None or e.seat == seat) and e.card in state.benches[e.seat]]


def shown(state: CcgState) -> set[str]:
    """The bench cards every seat sees: the face-up Support cards (O120)."""
    return {card for _k, card, _s in face_up(state)}


def tidy(state: CcgState) -> CcgState:
    """A card that left the bench is face up no more (it goes back face down if it returns)."""
    if not has_effect(state, UP):
        return state
    kept = tuple(e for e in state.effects if e.kind != UP or e.card in state.benches[e.seat])
    return state if len(kept) == len(state.effects) else evolve(state, effects=kept)


def _effect(kind: str, seat: int, until: str, detail: str = "", card: str = ""):
    return Effect(kind, seat, until, detail, card)


# ----- turning a card over: when a switch with the bench is allowed ----------------------------------
def owns(action: Action) -> bool:
    """The action is a Support card turned over (``official.mode`` hands it here)."""
    return action.kind == "special-card" and len(action.args) == 2 and action.args[0] == SID


def bench_step(state: CcgState, seat: int) -> bool:
    """``seat`` may switch with its bench now: a stoppage before it is done (not after its own
    Icing), a Phase 1 bench step (line change, power play over, delayed penalty, goalie pulled), or
    the switches a special allows in Phase 3 (Changing Lines, Rushed line Change)."""
    if state.phase == STOPPAGE:
        return not state.ready[seat]
    if state.phase == START:
        return state.placing is not None and state.turn == seat
    if state.phase == USE and state.turn == seat and state.effects:
        return bench_switches(state, seat) > 0
    return False


def _turned(state: CcgState, card: str) -> bool:
    return bool(state.effects) and any(e.kind == TURNED and e.card == card for e in state.effects)


def actions(t: Tables, state: CcgState, seat: int) -> list[Action]:
    """The Support cards ``seat`` may turn over now."""
    if not bench_step(state, seat):
        return []
    return [Action(seat, "special-card", (SID, c)) for c in state.benches[seat]
            if kind_of(t, c) is not None and not _turned(state, c)]


def space(t: Tables, state: CcgState):
    """Turning actions for the action space: each bench card of both seats, legal or not."""
    for seat in (0, 1):
        for card in state.benches[seat][:5]:
            yield Action(seat, "special-card", (SID, card))


def verdict(t: Tables, state: CcgState, action: Action) -> Verdict:
    seat, card = action.seat, action.args[1]
    if card not in state.benches[seat]:
        try:                        # any well-formed copy id has a label, looked up yet or not
            label = t.label[card]
        except KeyError:
            label = card
        return refuse("support-not-on-bench", f"{label} is not on your bench: a Support card is turned over "
                                              "only on its owner's bench.", RULE)
    if kind_of(t, card) is None:
        what = "names no kind of Support" if SID in t.card[card].specials else "has no Support special"
        return refuse("support-no-kind", f"{t.label[card]} {what}.", RULE)
    if not bench_step(state, seat):
        return refuse("support-when", "A Support card is turned over only when you may switch with your bench: "
                                      "at a stoppage before you are done with the bench, at a line change, or "
                                      "while a special lets you switch.", RULE)
    if _turned(state, card):
        return refuse("support-once", f"{t.label[card]} has already been turned over at this bench step.", RULE)
    return ALLOWED


def turn(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """Turn the named bench card face up, or face down; no switch is spent (O120)."""
    seat, card = action.seat, action.args[1]
    handler = kind_of(t, card)
    up = not any(c == card for _k, c, _s in face_up(state, seat))
    marks = tuple(e for e in state.effects if not (e.kind == UP and e.card == card))
    marks += (_effect(TURNED, seat, "turn", SID, card),)
    title = KINDS[handler].title
    if up:
        marks += (_effect(UP, seat, "game", handler, card),)
        text = f"{state.names[seat]} turns {t.label[card]} face up on the bench. Support ({title}): " \
               f"{WORDS[handler]}."
    else:
        text = f"{state.names[seat]} turns {t.label[card]} face down on the bench: its Support ({title}) stops."
    events.append(Event("special-support", text, {"seat": seat, "special": SID, "kind": handler, "card": card,
                                                   "up": up}))
    return evolve(state, effects=marks)


def describe(t: Tables, state: CcgState, action: Action) -> str:
    card = action.args[1]
    up = any(c == card for _k, c, _s in face_up(state, action.seat))
    handler = kind_of(t, card)
    title = f" ({KINDS[handler].title})" if handler else ""
    return f"Support{title}: turn {t.label[card]} face {'down' if up else 'up'} on the bench"


# ----- the cards you play ---------------------------------------------------------------------------
def on_play(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    """``seat`` laid ``card`` in Phase 2: each face-up Support of its bench gives what its kind gives
    to such a card (an ability for the turn; a Green X, a lost Colored #, no Block until the card
    leaves play at the stoppage)."""
    for handler, _sup, _s in face_up(state, seat):
        k = KINDS[handler]
        if not gets(t, card, k.of):
            continue
        added, said = [], []
        if k.color and (not k.zone or t.rink.zone(state.puck, seat) == k.zone):
            added.append(_effect("gain-color", seat, "turn", k.color, card))
            said.append(f"has the {k.color.capitalize()} ability this turn")
        x = x_color(t, handler)
        if x:
            added.append(_effect(X, seat, "stoppage", x, card))
            said.append(f"carries {with_article(x.capitalize())} X")
        if k.no_hashtag:
            added.append(_effect(NO_HASHTAG, seat, "stoppage", handler, card))
            said.append("loses its Colored # symbols")
        if k.no_block:
            added.append(_effect(NO_BLOCK, seat, "stoppage", handler, card))
            said.append("may not Block")
        if not added:
            continue
        events.append(Event("special-support", f"Support ({k.title}): {t.label[card]} " + " and ".join(said) + ".",
                            {"seat": seat, "special": SID, "kind": handler, "card": card}))
        state = evolve(state, effects=state.effects + tuple(added))
    return state


def on_played_on(t: Tables, state: CcgState, seat: int, card: str, below: str, events: list[Event]) -> CcgState:
    """The Green X a StickHandling card gained: the opponent's card laid on it with the matching
    color usable is Cancelled while it is in play (as a printed Colored X; O101)."""
    mark = next((e for e in state.effects if e.kind == X and e.card == below and e.seat != seat), None)
    if mark is None or cancelled(state, below):
        return state
    return cancel_on(t, state, seat, card, below, SID, mark.detail, events)


def no_hashtag(state: CcgState, card: str) -> bool:
    """The card lost its Colored # symbols (Defensive Zone)."""
    return NO_HASHTAG in card_effect_kinds(state, card)


def no_block(state: CcgState, card: str) -> bool:
    """The card may not use the Block action (Offensive)."""
    return NO_BLOCK in card_effect_kinds(state, card)


def block_refused() -> Verdict:
    return refuse("support-no-block", "Support (Offensive): the Player cards you play while it is face up may not "
                                      "use the Block action.", RULE)


# ----- leaving the bench: Superstar after a face-off won or at a period's end; No Penalty --------------
def _replacement(t: Tables, state: CcgState, seat: int, leaving: str) -> str | None:
    """The card that takes a leaving Support card's place on the bench: the first Momentum Card from
    the top that is a Player card of the owner's team with a name not already on the bench (the
    bench holds five different Player cards of its team; O120). None: no card fits."""
    names = {t.name[c] for c in state.benches[seat] if c != leaving}
    return next((c for c in state.momentum if t.owner[c] == seat and t.player[c] and t.name[c] not in names), None)


def _leave(t: Tables, state: CcgState, seat: int, card: str, why: str, events: list[Event]) -> CcgState | None:
    """``card`` goes to the bottom of the Momentum pile and a Momentum Card takes its bench place,
    face down; None when no card can take it (then it stays)."""
    back = _replacement(t, state, seat, card)
    if back is None:
        return None
    pile = tuple(c for c in state.momentum if c != back) + (card,)
    bench = tuple(back if c == card else c for c in state.benches[seat])
    effects = tuple(e for e in state.effects if not (e.kind in (UP, TURNED) and e.card == card))
    handler = kind_of(t, card)
    events.append(Event("special-support", f"{why}: {state.names[seat]}'s {t.label[card]} goes to the bottom of the "
                                           "Momentum pile, and a Momentum Card takes its place on the bench, face "
                                           "down.", {"seat": seat, "special": SID, "kind": handler, "card": card}))
    events.append(private_event(seat, "support-own", f"{t.label[back]} comes from the Momentum pile to your bench.",
                           {"seat": seat, "card": back}, irreversible=True))
    return evolve(state, momentum=pile, benches=(bench, state.benches[1]) if seat == 0 else (state.benches[0], bench),
                  effects=effects)


def _rotate(t: Tables, state: CcgState, seats: tuple[int, ...], why: str, events: list[Event]) -> CcgState:
    for handler, card, seat in face_up(state):
        if seat in seats and KINDS[handler].rotates:
            state = _leave(t, state, seat, card, f"Support (Superstar), {why}", events) or state
    return state


def after_faceoff(t: Tables, state: CcgState, winner: int, events: list[Event]) -> CcgState:
    """The face-off winner's face-up Superstar Support leaves its bench (O120)."""
    return _rotate(t, state, (winner,), "after a face-off won", events) if state.effects else state


def at_period_end(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Every face-up Superstar Support leaves its bench at a period's end (O120)."""
    return _rotate(t, state, (0, 1), "at the end of the period", events) if state.effects else state


def waive(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """A penalty is about to be assessed: for each seat with a face-up No Penalty card, the first
    penalty called against it (not a penalty shot) is cancelled, and the card goes to the bottom of
    the Momentum pile; the stoppage stands (O120)."""
    if not state.effects:
        return state
    for handler, card, seat in face_up(state):
        if not KINDS[handler].cancels_penalty:
            continue
        call = next((c for c in state.calls if c.seat == seat and not c.shot), None)
        if call is None:
            continue
        left = _leave(t, state, seat, card, f"Support (No Penalty) cancels {call.name} on {state.names[seat]}",
                      events)
        if left is not None:
            calls = list(left.calls)
            calls.remove(call)
            state = evolve(left, calls=tuple(calls))
    return state
