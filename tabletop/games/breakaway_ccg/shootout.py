"""The shootout (Part 2, General Hockey Rules — Shootout): its deck, its attempts, and its end.

A shootout settles a game still tied after regular-season overtime. It runs on a deck of its own
(``start`` moves every Player card and every blue card out of the teams' piles into it) and
alternates attempts: the shooter draws four, the defender three, and each plays cards through
the book's steps until the attempt scores or fails. Three rounds, then one round at a time.

The whole shootout is one frozen ``Shootout`` kept in ``CcgState.shootout``; every function here
takes the game's lookups, a state and (for the ones that change it) the event list, in the
style of ``beginner.flow``. ``legal_actions`` and ``validate`` are written side by side, branch for
branch. Rulings O-S1, O-S2... are in ``docs/rulings/breakaway-ccg.md`` ("Shootout (official
rules)").

Actions (``KINDS``; every card argument is a copy id such as ``s1:sniper-7-stick``, and in a
shootout either seat may hold either team's cards):
``so-order (first|second)`` Home Ice chooses; ``so-play (card)`` the shooter plays a card
without shooting; ``so-shoot (card)`` the shooter plays a card and shoots with it;
``so-stop (card)`` the defender stops the shot; ``so-shot-card (card)`` the defender plays the
Shot Card; ``so-tip (card)``, ``so-score (card)``, ``so-save (card)``; ``so-pass`` gives up
the attempt (shooter) or lets the goal stand (defender, at the save).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.citations import rule
from tabletop.games.breakaway_ccg.state import OVER, SHOOTOUT, CcgState, evolve, pair
from tabletop.games.breakaway_ccg.tables import Tables

# How refusals cite the book (the lead may move these into ``citations``).
OFFICIAL = "Official rules"
SECTION = "General Hockey Rules: Shootout"
RULE = rule(SECTION, OFFICIAL)
RULE_ACTIONS = rule("Actions", OFFICIAL)

# Steps of the shootout. The numbers are the book's steps of an attempt.
ORDER = "order"       # Home Ice chooses to shoot first or second
SHOOT = "shoot"       # step 2: the shooter plays cards until one shoots
STOP = "stop"         # step 3: the defender stops the shot or plays the Shot Card
TIP = "tip"           # step 4: the shot was stopped; the shooter may Tip
SCORE = "score"       # step 5: the shooter has drawn one and may score
SAVE = "save"         # step 6: the defender has drawn one and may save
DONE = "done"         # decided

SHOOTER_DRAW = 4
DEFENDER_DRAW = 3
ROUNDS = 3            # rounds before sudden death
ROUND_LIMIT = 30      # O-S11: still tied after this many rounds, a coin decides
CHOICES = ("first", "second")
BLUE_GIVES = ("score", "move", "on-net")   # Part 2, Abilities: Blue

KINDS: dict[str, tuple[str, ...]] = {
    "so-order": ("choice",), "so-play": ("card",), "so-shoot": ("card",), "so-stop": ("card",),
    "so-shot-card": ("card",), "so-tip": ("card",), "so-score": ("card",), "so-save": ("card",), "so-pass": (),
}
#: The kinds each step allows.
STEP_KINDS: dict[str, frozenset[str]] = {
    ORDER: frozenset(("so-order",)),
    SHOOT: frozenset(("so-play", "so-shoot", "so-pass")),
    STOP: frozenset(("so-stop", "so-shot-card")),
    TIP: frozenset(("so-tip", "so-pass")),
    SCORE: frozenset(("so-score", "so-pass")),
    SAVE: frozenset(("so-save", "so-pass")),
    DONE: frozenset(),
}
#: What the seat deciding at each step may do, for refusals.
STEP_HINT = {
    ORDER: "Home Ice first chooses to shoot first or second.",
    SHOOT: "The shooter is playing cards toward a shot: play a card, shoot with one that can, or give up the "
           "attempt.",
    STOP: "The defender answers the shot: stop it with a Deflect, Poke-Check or Goalie card, or play a card as "
          "the Shot Card.",
    TIP: "The shot was stopped: the shooter may only Tip to keep it alive, or let the attempt fail.",
    SCORE: "The shooter may only try to score now (a Score action, or a card of the Shot Card's suit), or let "
           "the attempt fail.",
    SAVE: "The defender may only try to save now (a Save action, or a card of the Shot Card's suit), or let the "
          "goal stand.",
    DONE: "The shootout is decided.",
}
ACTION_NAMES = {"shoot": "Shoot", "on-net": "On-Net", "tip": "Tip", "score": "Score", "save": "Save",
                "deflect": "Deflect", "poke-check": "Poke-Check", "move": "Move"}
SHOOTS = ("shoot", "on-net")
STOPS = ("deflect", "poke-check")


@dataclass(frozen=True)
class Shootout:
    """Everything the shootout holds. ``deck`` is top first; ``hands`` are by seat (either team's
    cards); ``played`` is the attempt under way, in the order played; ``discard`` is face up.
    ``attempts`` lists every finished attempt as (shooting seat, scored)."""

    deck: tuple[str, ...] = ()
    hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    played: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    step: str = ORDER
    first: int | None = None          # the seat that shoots first in each round
    round: int = 0
    shooter: int = 0
    goals: tuple[int, int] = (0, 0)   # shootout goals
    attempts: tuple[tuple[int, bool], ...] = ()
    shot_with: str | None = None      # the card that took the shot
    shot_card: str | None = None      # the Shot Card (its suits decide score and save)
    tipped: bool = False              # the shooter has tipped this attempt (one Tip, O-S6)


@dataclass(frozen=True, slots=True)
class ShootoutView:
    """What one seat may know of the shootout: the deck's order and the other hand are absent."""

    seat: int | None
    hand: tuple[str, ...]                 # own hand; empty for a spectator
    hand_sizes: tuple[int, int]
    deck_size: int
    discard: tuple[str, ...]
    played: tuple[str, ...]
    goals: tuple[int, int]
    attempts: tuple[tuple[int, bool], ...]
    round: int
    step: str
    shooter: int
    first: int | None
    shot_card: str | None
    tipped: bool


# ----- reading the shootout --------------------------------------------------------------
def cards(shootout: Shootout) -> tuple[str, ...]:
    """Every card copy inside the shootout (deck, hands, the attempt's cards, discards)."""
    so = shootout
    return so.deck + so.hands[0] + so.hands[1] + so.played + so.discard


def hidden_from(shootout: Shootout, seat: int | None) -> set[str]:
    """The ids ``seat`` may not see: the deck, and the other hand (both hands for a spectator)."""
    hidden = set(shootout.deck)
    for other in (0, 1):
        if other != seat:
            hidden.update(shootout.hands[other])
    return hidden


def view(shootout: Shootout, seat: int | None) -> ShootoutView:
    so = shootout
    return ShootoutView(
        seat=seat, hand=so.hands[seat] if seat is not None else (),
        hand_sizes=(len(so.hands[0]), len(so.hands[1])), deck_size=len(so.deck), discard=so.discard,
        played=so.played, goals=so.goals, attempts=so.attempts, round=so.round, step=so.step,
        shooter=so.shooter, first=so.first, shot_card=so.shot_card, tipped=so.tipped)


def in_deck(t: Tables, card: str) -> bool:
    """Whether a card belongs in the shootout deck: a Player card (#0-8 or Goalie), or a card with
    the blue ability, by its color or a blue dot (O-S1)."""
    if t.player[card] or "blue" in t.colors[card]:
        return True
    return any(s.kind == "dot" and s.color == "blue" for s in t.card[card].symbols)


def _colors(t: Tables, card: str, power_play: bool = False) -> tuple[str, ...]:
    """A card's abilities in the shootout: its colors and colored dots, and for the shooter (who
    plays as on a Power Play) its Suit Circle color (Power Play: Advantages; O36)."""
    out = t.colors[card] + tuple(s.color for s in t.card[card].symbols if s.kind == "dot" and s.color)
    circle = t.card[card].suit_circle
    if power_play and circle is not None and circle[1] not in out:
        out += (circle[1],)
    return out


def _run(t: Tables, played: tuple[str, ...], card: str) -> bool:
    """``card`` and the two cards beneath it are numbered and form a sequence (Special Card Plays: Runs)."""
    if len(played) < 2:
        return False
    numbers = [t.card[c].number for c in (played[-2], played[-1], card)]
    if not all(type(n) is int for n in numbers):
        return False
    low = min(numbers)
    return sorted(numbers) == [low, low + 1, low + 2]


def how(t: Tables, played: tuple[str, ...], card: str, wanted: tuple[str, ...], power_play: bool = False) -> str:
    """How ``card``, played on ``played``, offers one of the ``wanted`` actions, in words ("" if
    it does not): printed on it, a color that grants it, Doubles or a Run with the cards beneath
    (O-S4). ``power_play``: the shooter's card, which also has its Suit Circle color (O36)."""
    printed = t.card[card].actions
    for act in wanted:
        if act in printed:
            return f"its {ACTION_NAMES[act]} action"
    colors = _colors(t, card, power_play)
    printed_colors = _colors(t, card)
    if "blue" in colors:
        for act in wanted:
            if act in BLUE_GIVES:
                via = "" if "blue" in printed_colors else " from its Suit Circle (power play)"
                return f"its blue ability{via} ({ACTION_NAMES[act]})"
    if "purple" in colors:
        via = "" if "purple" in printed_colors else " from its Suit Circle (power play)"
        return f"its purple ability{via} (any one action)"
    if played and t.pair_key[card] == t.pair_key[played[-1]]:
        return "Doubles (any one action)"
    if _run(t, played, card):
        return "a Run (any one action)"
    return ""


def how_stop(t: Tables, played: tuple[str, ...], card: str) -> str:
    """A Deflect, a Poke-Check, or a Goalie card stops the initial shot (O-S5)."""
    if t.card[card].number == "goalie":
        return "a Goalie card"
    return how(t, played, card, STOPS)


def _suit(t: Tables, so: Shootout, card: str) -> str:
    """The suit ``card`` shares with the Shot Card, if any (O-S7)."""
    if so.shot_card is None:
        return ""
    mine = t.card[card].suits
    for suit in t.card[so.shot_card].suits:
        if suit in mine:
            return suit
    return ""


def how_score(t: Tables, so: Shootout, card: str) -> str:
    found = how(t, so.played, card, ("score",), power_play=True)
    if found:
        return found
    suit = _suit(t, so, card)
    return f"the Shot Card's suit ({suit})" if suit else ""


def how_save(t: Tables, so: Shootout, card: str) -> str:
    found = how(t, so.played, card, ("save",))
    if found:
        return found
    suit = _suit(t, so, card)
    return f"the Shot Card's suit ({suit})" if suit else ""


def actor(state: CcgState) -> int | None:
    """The seat that decides now, or None when nothing is pending."""
    so = state.shootout
    if state.phase != SHOOTOUT or so is None:
        return None
    step = so.step
    if step == ORDER:
        return state.home
    if step in (SHOOT, TIP, SCORE):
        return so.shooter
    if step in (STOP, SAVE):
        return 1 - so.shooter
    return None


def _label(t: Tables, card: Any) -> str:
    return t.label[card] if t.is_copy(card) else repr(card)


# ----- decisions and the legal list -----------------------------------------------------
def pending(t: Tables, state: CcgState) -> tuple[Decision, ...]:
    seat = actor(state)
    if seat is None:
        return ()
    so = state.shootout
    step = so.step
    if step == ORDER:
        return (Decision(seat, "shootout-order", "Shootout: as Home Ice, choose to shoot first or second."),)
    if step == SHOOT:
        return (Decision(seat, "shootout-shoot", f"Shootout round {so.round}, your attempt: play cards toward a "
                                                 "shot, shoot with a card that can, or give up.", optional=True),)
    if step == STOP:
        if so.tipped:
            prompt = "The shot was tipped: play the new Shot Card (stopping it again ends the attempt)."
        else:
            prompt = ("Shot! Stop it with a Deflect, Poke-Check or Goalie card, or play a card as the Shot "
                      "Card.")
        return (Decision(seat, "shootout-stop", prompt),)
    if step == TIP:
        return (Decision(seat, "shootout-tip", "Your shot was stopped: Tip to keep it alive, or the attempt "
                                               "fails.", optional=True),)
    suit = "/".join(t.card[so.shot_card].suits) if so.shot_card else "none"
    if step == SCORE:
        return (Decision(seat, "shootout-score", f"Score with a Score action or a card of the Shot Card's suit "
                                                 f"({suit}), or the attempt fails.", optional=True),)
    return (Decision(seat, "shootout-save", f"Save with a Save action or a card of the Shot Card's suit "
                                            f"({suit}), or let the goal stand.", optional=True),)


def legal_actions(t: Tables, state: CcgState, seat: int) -> list[Action]:
    if seat != actor(state):
        return []
    so = state.shootout
    step = so.step
    if step == ORDER:
        return [Action(seat, "so-order", (c,)) for c in CHOICES]
    hand = so.hands[seat]
    if step == SHOOT:
        out = [Action(seat, "so-play", (c,)) for c in hand]
        out.extend(Action(seat, "so-shoot", (c,)) for c in hand if how(t, so.played, c, SHOOTS, True))
        out.append(Action(seat, "so-pass"))
        return out
    if step == STOP:
        out = [Action(seat, "so-stop", (c,)) for c in hand if how_stop(t, so.played, c)]
        out.extend(Action(seat, "so-shot-card", (c,)) for c in hand)
        return out
    if step == TIP:
        out = [Action(seat, "so-tip", (c,)) for c in hand if how(t, so.played, c, ("tip",), True)]
    elif step == SCORE:
        out = [Action(seat, "so-score", (c,)) for c in hand if how_score(t, so, c)]
    else:  # SAVE
        out = [Action(seat, "so-save", (c,)) for c in hand if how_save(t, so, c)]
    out.append(Action(seat, "so-pass"))
    return out


def validate(t: Tables, state: CcgState, action: Action) -> Verdict:
    seat, kind, args = action.seat, action.kind, action.args
    so = state.shootout
    if state.phase == OVER:
        return refuse("game-over", "The game is over.", RULE)
    if state.phase != SHOOTOUT or so is None:
        return refuse("no-shootout", "There is no shootout now: one follows a regular-season overtime that "
                                     "ends tied.", RULE)
    shape = KINDS.get(kind)
    if shape is None or len(args) != len(shape):
        return refuse("not-a-shootout-action", f"'{kind}' with {len(args)} argument(s) is not a shootout action.",
                      RULE)
    who = actor(state)
    if who is None:
        return refuse("decided", STEP_HINT[DONE], RULE)
    if seat != who:
        return refuse("not-your-turn", f"{state.names[who]} decides now. {STEP_HINT[so.step]}", RULE)
    step = so.step
    if kind not in STEP_KINDS[step]:
        return refuse("wrong-step", STEP_HINT[step], RULE)
    if kind == "so-order":
        if args[0] not in CHOICES:
            return refuse("bad-choice", "Choose to shoot 'first' or 'second'.", RULE)
        return ALLOWED
    if kind == "so-pass":
        return ALLOWED
    card = args[0]
    if card not in so.hands[seat]:
        return refuse("not-in-hand", f"{_label(t, card)} is not in your shootout hand.", RULE)
    if kind in ("so-play", "so-shot-card"):
        return ALLOWED
    label = t.label[card]
    if kind == "so-shoot":
        if not how(t, so.played, card, SHOOTS, True):
            return refuse("cannot-shoot", f"{label} cannot shoot: it needs a Shoot or On-Net action, the blue or "
                                          "purple ability, or Doubles or a Run with the cards beneath.",
                          RULE_ACTIONS)
        return ALLOWED
    if kind == "so-stop":
        if not how_stop(t, so.played, card):
            return refuse("cannot-stop", f"{label} cannot stop the shot: only a Deflect, a Poke-Check or a Goalie "
                                         "card does. Play it as the Shot Card instead.", RULE)
        return ALLOWED
    if kind == "so-tip":
        if not how(t, so.played, card, ("tip",), True):
            return refuse("cannot-tip", f"{label} has no Tip action (printed, from the purple ability, or from "
                                        "Doubles or a Run).", RULE)
        return ALLOWED
    if kind == "so-score":
        if not how_score(t, so, card):
            return refuse("cannot-score", f"{label} cannot score: it needs a Score action or a suit of the Shot "
                                          "Card.", RULE)
        return ALLOWED
    # so-save
    if not how_save(t, so, card):
        return refuse("cannot-save", f"{label} cannot save: it needs a Save action or a suit of the Shot Card.",
                      RULE)
    return ALLOWED


def describe(t: Tables, state: CcgState, action: Action) -> str:
    kind, args = action.kind, action.args
    if kind == "so-order":
        return "Shoot first" if args[0] == "first" else "Shoot second"
    if kind == "so-pass":
        step = state.shootout.step if state.shootout is not None else ""
        return {SHOOT: "Give up the attempt", TIP: "No tip: the attempt fails",
                SCORE: "No score: the attempt fails", SAVE: "Let the goal stand"}.get(step, "Pass")
    verb = {"so-play": "Play", "so-shoot": "Shoot with", "so-stop": "Stop the shot with",
            "so-shot-card": "Shot Card:", "so-tip": "Tip with", "so-score": "Score with",
            "so-save": "Save with"}[kind]
    return f"{verb} {_label(t, args[0])}"


# ----- starting ------------------------------------------------------------------------
def start(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Move every Player card and every blue card out of both teams' decks, hands, discards, the
    play area and the cards set aside into the shootout deck, shuffle it, and let Home Ice choose
    (O-S1).

    The rest of the play area goes to its owners' discards; benches, score piles, the momentum
    pile and the officiating reveal on show stay where they are."""
    decks, hands, discards = [], [], []
    pool: list[str] = []
    for seat in (0, 1):
        for pile, out in ((state.decks[seat], decks), (state.hands[seat], hands),
                          (state.discards[seat], discards)):
            pool.extend(c for c in pile if in_deck(t, c))
            out.append(tuple(c for c in pile if not in_deck(t, c)))
    on_show = set(state.reveal)
    aside = tuple(c for c in state.aside if c in on_show or not in_deck(t, c))
    pool.extend(c for c in state.aside if c not in on_show and in_deck(t, c))
    loose = state.play + tuple(c for c in state.picks if c is not None)
    pool.extend(c for c in loose if in_deck(t, c))
    for card in loose:
        if not in_deck(t, card):
            discards[t.owner[card]] += (card,)
    deck = chance.shuffled(state.seed, state.chance, sorted(pool))
    names = state.names
    events.append(Event("shootout-start", f"Still tied: a shootout! Every Player card and every blue card in play "
                                          f"({len(deck)} cards) is shuffled into the shootout deck. "
                                          f"{names[state.home]}, with Home Ice, chooses to shoot first or second.",
                        {"cards": len(deck), "home": state.home}, chance=True, irreversible=True))
    return evolve(state, phase=SHOOTOUT, chance=state.chance + 1, decks=(decks[0], decks[1]),
                  hands=(hands[0], hands[1]), discards=(discards[0], discards[1]), aside=aside, play=(), picks=(None, None),
                  shot=None, stage=None, control=None, shootout=Shootout(deck=deck))


# ----- applying ------------------------------------------------------------------------
def apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """Apply an action ``validate`` accepted."""
    seat, kind, args = action.seat, action.kind, action.args
    so = state.shootout
    names = state.names
    if kind == "so-order":
        first = seat if args[0] == "first" else 1 - seat
        events.append(Event("shootout-order", f"{names[seat]} chooses to shoot {args[0]}: {names[first]} "
                                              "shoots first in each round.", {"seat": seat, "first": first}))
        state = _set(state, first=first, round=1, shooter=first)
        return _begin_attempt(t, state, events)
    if kind == "so-pass":
        step = so.step
        if step == SAVE:
            events.append(Event("shootout-no-save", f"{names[seat]} lets the goal stand.", {"seat": seat}))
            return _end_attempt(t, state, True, events)
        why = {SHOOT: "gives up the attempt", TIP: "does not tip", SCORE: "does not score"}[step]
        return _fail(t, state, f"{names[seat]} {why}", events)
    card = args[0]
    hand = tuple(c for c in so.hands[seat] if c != card)
    so = evolve(so, hands=pair(so.hands, seat, hand), played=so.played + (card,))
    label = t.label[card]
    if kind == "so-play":
        events.append(Event("shootout-play", f"{names[seat]} plays {label}.", {"seat": seat, "card": card},
                            irreversible=True))
        return _settle(t, evolve(state, shootout=so), events)
    if kind == "so-shoot":
        why = how(t, state.shootout.played, card, SHOOTS, True)
        events.append(Event("shootout-shot", f"{names[seat]} shoots with {label} ({why})! {names[1 - seat]} "
                                             "must stop it or play the Shot Card.",
                            {"seat": seat, "card": card}, irreversible=True))
        return _settle(t, evolve(state, shootout=evolve(so, step=STOP, shot_with=card)), events)
    if kind == "so-stop":
        why = how_stop(t, state.shootout.played, card)
        if so.tipped:
            events.append(Event("shootout-stop", f"{names[seat]} stops the tipped shot with {label} ({why}).",
                                {"seat": seat, "card": card}, irreversible=True))
            return _fail(t, evolve(state, shootout=so), "the shot is stopped again", events)
        events.append(Event("shootout-stop", f"{names[seat]} stops the shot with {label} ({why}). "
                                             f"{names[1 - seat]} may Tip to keep it alive.",
                            {"seat": seat, "card": card}, irreversible=True))
        return _settle(t, evolve(state, shootout=evolve(so, step=TIP)), events)
    if kind == "so-shot-card":
        events.append(Event("shootout-shot-card", f"{names[seat]} plays {label} as the Shot Card.",
                            {"seat": seat, "card": card}, irreversible=True))
        return _to_score(t, evolve(state, shootout=evolve(so, shot_card=card)), events)
    if kind == "so-tip":
        why = how(t, state.shootout.played, card, ("tip",), True)
        events.append(Event("shootout-tip", f"{names[seat]} tips with {label} ({why}): the stop is ignored and "
                                            f"{names[1 - seat]}'s next card is the new Shot Card.",
                            {"seat": seat, "card": card}, irreversible=True))
        return _settle(t, evolve(state, shootout=evolve(so, step=STOP, tipped=True)), events)
    if kind == "so-score":
        why = how_score(t, state.shootout, card)
        events.append(Event("shootout-score-try", f"{names[seat]} tries to score with {label} ({why})! "
                                                  f"{names[1 - seat]} draws a card to try to save.",
                            {"seat": seat, "card": card}, irreversible=True))
        state = _draw(t, evolve(state, shootout=evolve(so, step=SAVE)), 1 - seat, 1, events)
        return _settle(t, state, events)
    # so-save
    why = how_save(t, state.shootout, card)
    events.append(Event("shootout-save", f"{names[seat]} saves with {label} ({why})!",
                        {"seat": seat, "card": card}, irreversible=True))
    return _end_attempt(t, evolve(state, shootout=so), False, events)


def _set(state: CcgState, **changes: Any) -> CcgState:
    return evolve(state, shootout=evolve(state.shootout, **changes))


def _draw(t: Tables, state: CcgState, seat: int, count: int, events: list[Event]) -> CcgState:
    """``seat`` draws up to ``count`` from the shootout deck; an empty deck is first refilled by
    shuffling the shootout's discards (O-S10)."""
    so = state.shootout
    deck, discard, counter = so.deck, so.discard, state.chance
    drawn = deck[:count]
    deck = deck[count:]
    if len(drawn) < count and discard:
        deck = chance.shuffled(state.seed, counter, discard)
        counter += 1
        events.append(Event("shootout-reshuffle", f"The shootout deck is empty: its {len(discard)} discards are "
                                                  "shuffled into a new one.", {"cards": len(discard)},
                            chance=True, irreversible=True))
        discard = ()
        more = deck[:count - len(drawn)]
        drawn += more
        deck = deck[len(more):]
    if drawn:
        name = state.names[seat]
        many = f"{len(drawn)} cards" if len(drawn) > 1 else "a card"
        events.append(Event("shootout-draw", f"{name} draws {many} from the shootout deck.",
                            {"seat": seat, "count": len(drawn)}))
        events.append(Event("shootout-draw-own", f"You draw {', '.join(t.label[c] for c in drawn)}.",
                            {"seat": seat, "cards": drawn}, audience=frozenset((seat,)), irreversible=True))
    so = evolve(so, deck=deck, discard=discard, hands=pair(so.hands, seat, so.hands[seat] + drawn))
    return evolve(state, chance=counter, shootout=so)


def _begin_attempt(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The shooter draws four and the defender three (step 1), then the shooter plays (step 2)."""
    so = state.shootout
    shooter = so.shooter
    names = state.names
    sudden = " (sudden death)" if so.round > ROUNDS else ""
    events.append(Event("shootout-attempt", f"Shootout round {so.round}{sudden}: {names[shooter]} shoots, "
                                            f"{names[1 - shooter]} defends.",
                        {"round": so.round, "shooter": shooter}))
    state = _set(state, step=SHOOT, played=(), shot_with=None, shot_card=None, tipped=False)
    state = _draw(t, state, shooter, SHOOTER_DRAW, events)
    state = _draw(t, state, 1 - shooter, DEFENDER_DRAW, events)
    return _settle(t, state, events)


def _to_score(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The shot is on the Shot Card: the shooter draws one and may score (step 5)."""
    state = _draw(t, _set(state, step=SCORE), state.shootout.shooter, 1, events)
    return _settle(t, state, events)


def _settle(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Resolve a step whose player has nothing to choose (O-S9): no cards to shoot with, no card
    to face the shot (the deck's top card becomes the Shot Card), no Tip, no Score, no Save."""
    so = state.shootout
    step = so.step
    names = state.names
    shooter, defender = so.shooter, 1 - so.shooter
    if step == SHOOT and not so.hands[shooter]:
        why = "has no cards to shoot with" if not so.played else "has played every card without a shot"
        return _fail(t, state, f"{names[shooter]} {why}", events)
    if step == STOP and not so.hands[defender]:
        state = _draw(t, state, defender, 1, events)
        so = state.shootout
        if not so.hands[defender]:
            events.append(Event("shootout-no-shot-card", f"{names[defender]} has no card and the shootout has none "
                                                         "left: the shot goes on with no Shot Card.",
                                {"seat": defender}))
            return _to_score(t, state, events)
        card = so.hands[defender][0]
        events.append(Event("shootout-shot-card", f"{names[defender]} has no card in hand: {t.label[card]}, from the "
                                                  "top of the shootout deck, is the Shot Card.",
                            {"seat": defender, "card": card}, irreversible=True))
        so = evolve(so, hands=pair(so.hands, defender, ()), played=so.played + (card,), shot_card=card)
        return _to_score(t, evolve(state, shootout=so), events)
    if step == TIP and not any(how(t, so.played, c, ("tip",), True) for c in so.hands[shooter]):
        return _fail(t, state, f"{names[shooter]} has no Tip", events)
    if step == SCORE and not any(how_score(t, so, c) for c in so.hands[shooter]):
        return _fail(t, state, f"{names[shooter]} has no card that can score", events)
    if step == SAVE and not any(how_save(t, so, c) for c in so.hands[defender]):
        events.append(Event("shootout-no-save", f"{names[defender]} has no card that can save.",
                            {"seat": defender}))
        return _end_attempt(t, state, True, events)
    return state


def _fail(t: Tables, state: CcgState, why: str, events: list[Event]) -> CcgState:
    events.append(Event("shootout-miss", f"{why}: the attempt fails.", {"seat": state.shootout.shooter}))
    return _end_attempt(t, state, False, events)


def _end_attempt(t: Tables, state: CcgState, scored: bool, events: list[Event]) -> CcgState:
    """Every card of the attempt, played or still in hand, goes to the shootout discard (O-S8);
    then the next attempt, the next round, or the end (O-S3)."""
    so = state.shootout
    shooter = so.shooter
    names = state.names
    goals = pair(so.goals, shooter, so.goals[shooter] + 1) if scored else so.goals
    attempts = so.attempts + ((shooter, scored),)
    if scored:
        events.append(Event("shootout-goal", f"{names[shooter]} scores in the shootout! ({names[0]} {goals[0]}, "
                                             f"{names[1]} {goals[1]})", {"seat": shooter, "goals": goals}))
    so = evolve(so, goals=goals, attempts=attempts, discard=so.discard + so.played + so.hands[0] + so.hands[1],
                played=(), hands=((), ()), shot_with=None, shot_card=None, tipped=False)
    state = evolve(state, shootout=so)
    taken = [sum(1 for s, _ in attempts if s == seat) for seat in (0, 1)]
    planned = max(ROUNDS, so.round)
    for seat in (0, 1):
        if goals[seat] > goals[1 - seat] + planned - taken[1 - seat]:
            return _finish(t, state, seat, events)
    if taken[0] == taken[1]:                # the round is complete, and still tied
        if so.round >= ROUND_LIMIT:
            return _coin(t, state, events)
        state = _set(state, round=so.round + 1, shooter=so.first)
    else:
        state = _set(state, shooter=1 - shooter)
    return _begin_attempt(t, state, events)


def _coin(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Still tied after ROUND_LIMIT rounds: a coin decides, heads for Home Ice (O-S11)."""
    toss = chance.coin(state.seed, state.chance)
    winner = state.home if toss == "heads" else 1 - state.home
    events.append(Event("shootout-coin", f"Still tied after {ROUND_LIMIT} shootout rounds: the coin comes up "
                                         f"{toss}, for {state.names[winner]}.", {"coin": toss, "winner": winner},
                        chance=True, irreversible=True))
    return _finish(t, evolve(state, chance=state.chance + 1), winner, events)


def _finish(t: Tables, state: CcgState, winner: int, events: list[Event]) -> CcgState:
    """The shootout winner scores the deciding goal (O-S12) and wins the game."""
    so = state.shootout
    goals = pair(state.goals, winner, state.goals[winner] + 1)
    names = state.names
    loser = 1 - winner
    events.append(Event("game-over", f"{names[winner]} wins the shootout {so.goals[winner]}-{so.goals[loser]} and "
                                     f"the game {goals[winner]}-{goals[loser]}.",
                        {"winners": (winner,), "goals": goals, "shootout": so.goals}))
    return evolve(state, phase=OVER, winners=(winner,), goals=goals, shootout=evolve(so, step=DONE))
