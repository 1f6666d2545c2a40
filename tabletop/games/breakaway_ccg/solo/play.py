"""Breakaway: CCG solo play (Part 2, "Solo Play"): the official rules against the book's automated
opponent, the ``mode=solo`` option. Rulings S1, S2... are in ``docs/rulings/breakaway-ccg.md``
("Solo play").

Seat 0 is the player; seat 1 is the Solo Opponent, built from its own deck and a Solo Opponent
card (``solo.opponents``) drawn at random at set-up. The official engine (``official.mode`` and
the rule areas of ``official``) plays the game; this module wraps it:

- seat 1 never has a decision of its own. Its phase 2 (which card it plays) is a decision of the
  player's, ``solo-choose``: ``solo-play (card)`` plays one of its face-up cards, ``solo-down
  (slot)`` turns over the face-down card at that place of its row (1, 2...) and plays it, and
  ``solo-down (any)`` a face-down card the state's generator picks (the shot reveals). Its
  Phase 3 (the card's abilities, action and special) is the player's too, ``solo-use``
  (``solo.phase3``), with the card's strategy as a suggestion. Every other decision of seat 1
  (challenge cards, stoppages, placements...) the engine takes by the Solo Opponent card's
  strategy rules (``solo.strategy``, S4).
- what is face up of seat 1's hand and bench is kept in ``Solo.up`` (the state's ``solo`` field),
  so the player's view shows those cards and ``hidden_from`` hides the rest.
- the player's restrictions (no line change, no bench switch at a stoppage, no momentum tokens:
  each token becomes a Momentum Card) are refused in ``validate`` and made in ``settle``.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event
from tabletop.engine.verdict import Verdict, refuse
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official import legality, setup
from tabletop.games.breakaway_ccg.official import mode as official
from tabletop.games.breakaway_ccg.solo import phase3
from tabletop.games.breakaway_ccg.solo.opponents import SoloOpponent, solo_opponents
from tabletop.games.breakaway_ccg.solo.strategy import (  # noqa: F401  (the opponent's rules, read here)
    OPPONENT,
    PLAYER,
    draw_index,
    goalward,
    opponent,
    strategy_action,
)
from tabletop.games.breakaway_ccg.specials import whistle
from tabletop.games.breakaway_ccg.state import (
    HOME_ICE,
    OVER,
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    CcgState,
    CcgView,
    evolve,
    pair,
)
from tabletop.games.breakaway_ccg.tables import Tables

RULES_NAME = "solo play"
SOLO = "Part 2, Solo Play"
RULES_CITATION = f"Breakaway: CCG, {SOLO}"
#: The actions the player takes for the opponent, with their argument kinds.
KINDS = {"solo-play": ("card",), "solo-down": ("slot",)}
ACTION_KINDS = official.ACTION_KINDS | frozenset(KINDS)
#: The book's opponent hand (Solo Play: Setup) and the new hand it gets when it runs out.
SOLO_HAND = 8
#: Words a "slot" argument may be: a place in the opponent's row (1 first), or "any".
SLOTS = frozenset(("any", *(str(n) for n in range(1, 41))))
#: Words a "card" argument may be in the player's use of the opponent's card: a face-down card of
#: its hand or bench, by where it lies (``phase3``).
HIDDEN = phase3.HIDDEN
GUARD = 2000        # automatic opponent steps after one action; more means a loop (a bug)


def rule(section: str) -> str:
    return f"Breakaway: CCG, {SOLO}: {section}"


@dataclass(frozen=True)
class Solo:
    """The solo opponent's side of a position (``CcgState.solo``)."""

    card: str                               # the Solo Opponent card's id
    up: frozenset[str] = frozenset()        # its face-up cards in hand or on the bench
    dealt: bool = False                     # the set-up hands of eight are dealt
    phase1: bool = False                    # its phase-1 reveal of this turn is done
    extra: int = 0                          # extra reveals owed (the player's Black K cards)
    free: tuple[int, int] | None = None     # (period, overtime) its free Momentum Card was taken


@dataclass(frozen=True, slots=True)
class SoloView(CcgView):
    """A view of solo play: the official view and the opponent's row as the player sees it."""

    solo: Any = None                         # ``SoloPublic``


@dataclass(frozen=True, slots=True)
class SoloPublic:
    card: str                                # the Solo Opponent card (public)
    name: str
    row: tuple[str | None, ...]              # the opponent's hand in order; None: face down
    bench: tuple[str | None, ...]            # its bench; None: face down
    extra: int                               # extra reveals owed next turn
    free_taken: bool                         # its free Momentum Card of this period is taken


def _set_solo(state: CcgState, **changes: Any) -> CcgState:
    from dataclasses import replace
    return evolve(state, solo=replace(state.solo, **changes))


# ----- set-up ------------------------------------------------------------------------------------
def set_up(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The official set-up, then a random Solo Opponent card and the bench it names (S1, S3)."""
    state = setup.set_up(t, state, events)
    cards = list(solo_opponents().values())
    state, index = draw_index(state, len(cards))
    card = cards[index]
    events.append(Event("solo-opponent", f"Solo play: {state.names[OPPONENT]} plays as the Solo Opponent card "
                                         f"{card.name}: {card.text}", {"card": card.id}, chance=True,
                        irreversible=True))
    state = evolve(state, solo=Solo(card.id))
    state = _bench(t, state, card, events)
    return settle(t, state, events)


def _bench(t: Tables, state: CcgState, card: SoloOpponent, events: list[Event]) -> CcgState:
    """The opponent's bench as its card says, from the Player cards of its bench and deck; the
    cards it leaves go into the deck where the chosen ones were. No two share a name (S3)."""
    bench, deck = state.benches[OPPONENT], list(state.decks[OPPONENT])
    size = len(bench)
    pool = [c for c in (*bench, *deck) if t.player[c]]
    goalies = [c for c in pool if t.card[c].number == "goalie"]
    skaters = sorted((c for c in pool if t.card[c].number != "goalie"),
                     key=lambda c: (t.strength[c], c), reverse=card.bench_pick != "lowest")
    if card.bench_pick == "spread":
        low = sorted(skaters, key=lambda c: (t.strength[c], c))
        skaters = [c for pair_ in zip(skaters, low) for c in pair_]
    chosen: list[str] = []
    for c in ([*goalies[:1]] if card.bench_goalie else []) + skaters:
        if len(chosen) == size:
            break
        if c not in chosen and all(t.name[c] != t.name[o] for o in chosen):
            chosen.append(c)
    leaving = [c for c in bench if c not in chosen]
    for c in chosen:
        if c in deck:
            deck[deck.index(c)] = leaving.pop(0)
    events.append(Event("solo-bench", f"{state.names[OPPONENT]}'s bench, as the card says: "
                                      f"{', '.join(t.label[c] for c in chosen)}.", {"bench": tuple(chosen)}))
    return evolve(state, benches=pair(state.benches, OPPONENT, tuple(chosen)),
                  decks=pair(state.decks, OPPONENT, tuple(deck)), solo=Solo(card.id, up=frozenset(chosen)))


# ----- the automatic steps -----------------------------------------------------------------------
def _public(state: CcgState, text: str, kind: str, data: dict | None = None) -> Event:
    return Event(kind, text, data or {}, irreversible=True)


def _reveal(t: Tables, state: CcgState, cards: list[str], why: str, events: list[Event]) -> CcgState:
    if not cards:
        return state
    events.append(_public(state, f"{why}: {state.names[OPPONENT]} turns over "
                                 f"{', '.join(t.label[c] for c in cards)}.", "solo-reveal",
                          {"cards": tuple(cards)}))
    return _set_solo(state, up=state.solo.up | frozenset(cards))


def _reveal_random(t: Tables, state: CcgState, pool: list[str], count: int, why: str,
                   events: list[Event]) -> CcgState:
    chosen: list[str] = []
    pool = list(pool)
    for _ in range(min(count, len(pool))):
        state, i = draw_index(state, len(pool))
        chosen.append(pool.pop(i))
    return _reveal(t, state, chosen, why, events)


def face_down(state: CcgState) -> list[str]:
    """The opponent's face-down hand cards, in row order."""
    up = state.solo.up
    return [c for c in state.hands[OPPONENT] if c not in up]


def _housekeeping(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    solo = state.solo
    # What left the hand and bench is no longer face up there: a card coming back comes face down.
    present = set(state.hands[OPPONENT]) | set(state.benches[OPPONENT])
    if not solo.up <= present:
        state = _set_solo(state, up=solo.up & present)
    # Set-up: hands of eight (S5).
    if not state.solo.dealt and state.phase not in (HOME_ICE,):
        for seat in (state.home, 1 - state.home):
            state = fl.draw_to(t, state, seat, SOLO_HAND, events)
        state = _set_solo(state, dealt=True)
    # No momentum tokens for the player: each becomes a Momentum Card (S7).
    while state.tokens[PLAYER] > 0:
        state = evolve(state, tokens=pair(state.tokens, PLAYER, state.tokens[PLAYER] - 1))
        if state.momentum:
            card = state.momentum[0]
            events.append(Event("solo-token", f"{state.names[PLAYER]} takes a Momentum Card instead of a momentum "
                                              "token.", {"seat": PLAYER}))
            events.append(Event("momentum-own", f"You take {t.label[card]} from the Momentum pile.",
                                {"seat": PLAYER, "card": card}, audience=(PLAYER,), irreversible=True))
            state = evolve(state, momentum=state.momentum[1:],
                           hands=pair(state.hands, PLAYER, state.hands[PLAYER] + (card,)),
                           extras=pair(state.extras, PLAYER, state.extras[PLAYER] + (card,)))
        else:
            events.append(Event("solo-token", "A momentum token is due, but the Momentum pile is empty.",
                                {"seat": PLAYER}))
    # Out of cards: a new hand of eight face-down cards (S6).
    if (state.phase in (PLAY, USE, START) and not state.hands[OPPONENT] and not state.final_minute
            and state.decks[OPPONENT] and not state.box):
        events.append(_public(state, f"{state.names[OPPONENT]} is out of cards: a new hand of {SOLO_HAND} "
                                     "face down.", "solo-new-hand"))
        state = fl.draw_to(t, state, OPPONENT, SOLO_HAND, events)
    # A new turn of the player's: the opponent's next turn has its phase-1 reveal again.
    if state.solo.phase1 and ((state.turn == PLAYER and state.phase in (START, PLAY, USE)) or
                              state.phase == STOPPAGE):
        state = _set_solo(state, phase1=False)
    if state.turn == OPPONENT and state.phase in (START, PLAY) and not state.solo.phase1:
        state = _phase1(t, state, events)
    if state.turn == OPPONENT and state.phase == PLAY:
        state = _shot_reveal(t, state, events)
    return state


def _phase1(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The opponent's phase 1: one face-down card of hand or bench turned over (one more for each
    Black K the player played), a bench swap if its card says so, its free Momentum Card."""
    card = opponent(state)
    count = 1 + state.solo.extra
    down = face_down(state) + [c for c in state.benches[OPPONENT] if c not in state.solo.up]
    state = _set_solo(state, phase1=True, extra=0)
    why = "Phase 1" if count == 1 else f"Phase 1 ({count - 1} more for the Black K)"
    state = _reveal_random(t, state, down, count, why, events)
    if card.strategy.swap == "always":
        state = _swap(t, state, events)
    return _free_momentum(t, state, card, events)


def _swap(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """A face-up bench card into the hand, a face-down hand card to the bench (face down): the
    strongest face-up bench card, a random face-down Player card of the hand (S8)."""
    up = state.solo.up
    bench = state.benches[OPPONENT]
    names = [t.name[c] for c in bench]
    outs = sorted((c for c in bench if c in up), key=lambda c: (t.strength[c], c), reverse=True)
    for out in outs:
        rest = [n for c, n in zip(bench, names) if c != out]
        extras = state.extras[OPPONENT]      # a Momentum Card in hand stays in hand
        ins = [c for c in face_down(state) if t.player[c] and t.owner[c] == OPPONENT and t.name[c] not in rest
               and c not in extras]
        if not ins or t.strength[out] <= 0:
            continue
        state, i = draw_index(state, len(ins))
        back = ins[i]
        hand = tuple(out if c == back else c for c in state.hands[OPPONENT])
        new_bench = tuple(back if c == out else c for c in bench)
        events.append(_public(state, f"{state.names[OPPONENT]} brings {t.label[out]} off the bench and puts a "
                                     "face-down card on the bench.", "solo-swap", {"card": out}))
        return evolve(state, hands=pair(state.hands, OPPONENT, hand), benches=pair(state.benches, OPPONENT, new_bench))
    return state


def _free_momentum(t: Tables, state: CcgState, card: SoloOpponent, events: list[Event]) -> CcgState:
    """Once a period the opponent takes a Momentum Card for nothing, when its card says (S9)."""
    now = (state.period, state.overtime)
    if state.solo.free == now or not state.momentum:
        return state
    when = card.strategy.momentum
    due = (when == "first-turn" or (when == "when-behind" and state.goals[OPPONENT] < state.goals[PLAYER])
           or (when == "when-shooting" and state.puck in t.shooting[OPPONENT]))
    if not due:
        return state
    taken = state.momentum[0]
    events.append(_public(state, f"{state.names[OPPONENT]} takes its free Momentum Card of the period (face "
                                 "down).", "solo-momentum"))
    state = evolve(state, momentum=state.momentum[1:],
                   hands=pair(state.hands, OPPONENT, state.hands[OPPONENT] + (taken,)),
                   extras=pair(state.extras, OPPONENT, state.extras[OPPONENT] + (taken,)))
    return _set_solo(state, free=now)


def reveal_need(state: CcgState) -> str | None:
    """Which shot reveal the opponent's card now calls for: "half" (it owes the Shot Card),
    "whole" (it answers the player's Score, or tries to score itself), or None (S10, S11)."""
    if state.phase != PLAY or state.turn != OPPONENT or state.shot is None:
        return None
    if state.stage == SHOT_CARD and state.shot == PLAYER:
        return "half"
    if state.stage == SAVE and state.shot == PLAYER:
        return "whole"
    if state.stage == SCORE and state.shot == OPPONENT:
        return "whole"
    return None


def _shot_reveal(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    need = reveal_need(state)
    if need is None:
        return state
    hand = state.hands[OPPONENT]
    down = face_down(state)
    if need == "whole":
        return _reveal(t, state, down, "A score attempt: the whole hand", events)
    short = math.ceil(len(hand) / 2) - (len(hand) - len(down))
    return _reveal_random(t, state, down, short, "The Shot Card: half the hand", events)


def settle(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Run the automatic steps until the player has a decision: the housekeeping above, the
    opponent's decisions by its card's strategy, and the player's decisions with one answer only
    (a stoppage's "keep", phase 1's "go", the opponent's card or its card's one use)."""
    for _ in range(GUARD):
        state = _housekeeping(t, state, events)
        if state.phase == OVER:
            return state
        decisions = official.pending(t, state)
        mine = [d for d in decisions if d.seat == OPPONENT]
        if not mine:
            forced = _forced(t, state, decisions)
            if forced is None:
                return state
            state, more = official.apply_action(t, state, forced)
            events.extend(more)
            continue
        if state.phase == PLAY and state.turn == OPPONENT:
            choices = choose_options(t, state)
            if len(choices) != 1:
                return state
            state = _play_for_opponent(t, state, choices[0], events)
            continue
        if phase3.resolving(state):
            choices = phase3.options(t, state)
            if len(choices) != 1:
                return state
            state, action = phase3.take(t, state, choices[0])
        else:
            state, action = strategy_action(t, state)
        state, more = official.apply_action(t, state, action)
        events.extend(more)
    raise RuntimeError("solo play: the opponent's automatic steps do not end")


def _forced(t: Tables, state: CcgState, decisions: tuple[Decision, ...]) -> Action | None:
    for d in decisions:
        if d.seat == PLAYER and state.phase in (START, STOPPAGE, whistle.WHISTLE) and \
                d.kind in ("start", "bench", "whistle"):
            legal = player_legal(t, state)
            if len(legal) == 1 and legal[0].kind in ("go", "keep", whistle.LET_STOP):
                return legal[0]
    return None


# ----- the player's choice of the opponent's card -----------------------------------------------
def _can_score_with(t: Tables, state: CcgState, card: str) -> bool:
    after, _ = official.apply_action(t, state, Action(OPPONENT, "play", (card,)))
    return after.phase == USE and Action(OPPONENT, "score") in legality.use_legal(t, after)


def choose_options(t: Tables, state: CcgState) -> list[Action]:
    """The opponent's cards the player may choose in its phase 2, as the player's actions (S10, S11,
    S13): at a shot reveal the face-up cards or a random face-down one; answering the player's Score
    a card that can Save if it has one; otherwise any face-up card or any place of the row."""
    legal = official.legal_actions(t, state, OPPONENT)
    plays = [a.args[0] for a in legal if a.kind == "play"]
    if not plays:
        return [a for a in legal if a.kind == "concede"]
    up = state.solo.up
    need = reveal_need(state)
    if need == "whole":
        if state.stage == SCORE:
            scorers = [c for c in plays if _can_score_with(t, state, c)]
            plays = scorers or plays
        return [Action(PLAYER, "solo-play", (c,)) for c in plays]
    out = [Action(PLAYER, "solo-play", (c,)) for c in plays if c in up]
    down = [c for c in plays if c not in up]
    if down:
        if need == "half":
            out.append(Action(PLAYER, "solo-down", ("any",)))
        else:
            row = state.hands[OPPONENT]
            out += [Action(PLAYER, "solo-down", (str(row.index(c) + 1),)) for c in down]
    return out


def _play_for_opponent(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    """The opponent plays the chosen card; a face-down one is turned over first and must be played."""
    if action.kind == "concede":
        state, more = official.apply_action(t, state, action)
        events.extend(more)
        return state
    if action.kind == "solo-down":
        down = face_down(state)
        if action.args[0] == "any":
            state, i = draw_index(state, len(down))
            card = down[i]
            how = "A face-down card picked at random"
        else:
            card = state.hands[OPPONENT][int(action.args[0]) - 1]
            how = f"The face-down card at place {action.args[0]}"
        state = _reveal(t, state, [card], f"{how} (it must be played)", events)
    else:
        card = action.args[0]
    events.append(Event("solo-choice", f"{state.names[PLAYER]} chooses {t.label[card]} for "
                                       f"{state.names[OPPONENT]}.", {"card": card}))
    state, more = official.apply_action(t, state, Action(OPPONENT, "play", (card,)))
    events.extend(more)
    return state


# ----- the mode's functions ----------------------------------------------------------------------
def _choosing(state: CcgState) -> bool:
    return state.phase == PLAY and state.turn == OPPONENT


def pending(t: Tables, state: CcgState) -> tuple[Decision, ...]:
    if _choosing(state):
        need = reveal_need(state)
        if need == "half":
            prompt = "Your shot: choose the opponent's Shot Card (or a face-down card at random)."
        elif need == "whole" and state.stage == SAVE:
            prompt = "Your score attempt: choose the opponent's answer (a Save if it has one)."
        elif need == "whole":
            prompt = "The opponent's score attempt: choose its card (one that can Score, if any)."
        else:
            prompt = "Choose the opponent's card (a face-down one is turned over and played)."
        return (Decision(PLAYER, "solo-choose", prompt),)
    if phase3.resolving(state):
        return (Decision(PLAYER, "solo-use", phase3.prompt(t, state), optional=True),)
    return official.pending(t, state)


def _refusal(t: Tables, state: CcgState, action: Action) -> Verdict | None:
    """The solo play's own refusals of the player's actions (S7), or None."""
    kind = action.kind
    if action.seat == OPPONENT:
        return refuse("solo-opponent", f"{state.names[OPPONENT]} is the Solo Opponent: the engine plays for it, "
                                       "and you choose its card in its phase 2 (solo-play, solo-down).",
                      rule("Gameplay Differences"))
    if kind in ("line-change", "line-change-no-draw"):
        return refuse("solo-no-line-change", "In solo play you may not change lines.", rule("Player Restrictions"))
    if state.phase == STOPPAGE and (kind == "switch" or (kind == "special-card" and action.args[0] != "specialized")):
        # Time out remakes the bench (O100), Support turns a bench card (O120); Specialized's
        # choice of the officiating reveal (O119) is no bench switch
        return refuse("solo-no-bench-switch", "In solo play you may not switch cards with your bench at a "
                                              "stoppage, a period's start included.", rule("Player Restrictions"))
    if kind == "token":
        return refuse("solo-no-tokens", "In solo play you do not use momentum tokens (each one you earn is a "
                                        "Momentum Card).", rule("Player Restrictions"))
    return None


def player_legal(t: Tables, state: CcgState) -> list[Action]:
    return [a for a in official.legal_actions(t, state, PLAYER) if _refusal(t, state, a) is None]


def legal_actions(t: Tables, state: CcgState, seat: int) -> list[Action]:
    if seat == OPPONENT or state.phase == OVER:
        return []
    if _choosing(state):
        return choose_options(t, state)
    if phase3.resolving(state):
        return phase3.options(t, state)
    return player_legal(t, state)


def validate(t: Tables, state: CcgState, action: Action) -> Verdict:
    if action.kind in KINDS:
        if action.seat != PLAYER:
            return _refusal(t, state, action)
        if not _choosing(state):
            return refuse("solo-not-now", "You choose the opponent's card only in its phase 2.",
                          rule("Opponent's Turn"))
        if action in choose_options(t, state):
            return Verdict(True)
        return refuse("solo-not-a-choice", "That is not one of the opponent's cards you may choose now: a "
                                           "face-up card, a face-down place of its row (at a shot: 'any', a random "
                                           "one), or at a score attempt a card that can answer it.",
                      rule("Shot Resolution"))
    if phase3.resolving(state) and action.seat == PLAYER:
        return _validate_use(t, state, action)
    own = _refusal(t, state, action)
    if own is not None:
        return own
    if _choosing(state):
        return refuse("solo-choose-first", "First choose the opponent's card.", rule("Opponent's Turn"))
    return official.validate(t, state, action)


def _validate_use(t: Tables, state: CcgState, action: Action) -> Verdict:
    """The player's use of the opponent's card (Phase 3): one of ``phase3.options``; a refusal says
    why, in the official rules' words where they forbid it."""
    if phase3.allows(t, state, action):
        return Verdict(True)
    if phase3.names_face_down(state, action):
        return refuse("solo-face-down", "That card of the opponent's is face down: choose the option that names "
                                        "a face-down card of its hand or bench.", rule("Opponent's Turn"))
    verdict = official.validate(t, state, Action(OPPONENT, action.kind, action.args)) \
        if not phase3.HIDDEN & set(action.args) else Verdict(True)
    if not verdict.ok:
        return verdict
    return refuse("solo-not-a-use", "That is not a use of the opponent's card now: choose one of its abilities, "
                                    "its action, its special, or end its turn.", rule("Opponent's Turn"))


def apply_action(t: Tables, state: CcgState, action: Action) -> tuple[CcgState, list[Event]]:
    events: list[Event] = []
    if action.kind in KINDS:
        state = _play_for_opponent(t, state, action, events)
    elif phase3.resolving(state):
        state, use = phase3.take(t, state, action)
        state, more = official.apply_action(t, state, use)
        events.extend(more)
    else:
        if action.kind == "play" and _black_k(t, action.args[0]):
            state = _set_solo(state, extra=state.solo.extra + 1)
            events.append(_public(state, f"A Black K: {state.names[OPPONENT]} turns over one more card next turn.",
                                  "solo-black-k"))
        state, more = official.apply_action(t, state, action)
        events.extend(more)
    return settle(t, state, events), events


def _black_k(t: Tables, card: str) -> bool:
    return any(s.kind == "penalty-kill" and s.color == "black" for s in t.card[card].symbols)


def action_space(t: Tables, state: CcgState) -> Iterator[Action]:
    yield from official.action_space(t, state)
    yield from phase3.options(t, state)
    yield Action(PLAYER, "substitution", (phase3.HAND_DOWN, phase3.HAND_DOWN))     # a near miss
    for c in (*state.hands[OPPONENT], *state.benches[OPPONENT], *state.hands[PLAYER][:2]):
        yield Action(PLAYER, "solo-play", (c,))
        yield Action(OPPONENT, "solo-play", (c,))
    for n in range(1, len(state.hands[OPPONENT]) + 2):
        yield Action(PLAYER, "solo-down", (str(n),))
    yield Action(PLAYER, "solo-down", ("any",))


def describe(t: Tables, state: CcgState, action: Action) -> str | None:
    if action.kind == "solo-play":
        return f"Opponent plays {t.label[action.args[0]]}"
    if action.kind == "solo-down":
        if action.args[0] == "any":
            return "Opponent plays a face-down card at random"
        return f"Opponent plays face-down card {action.args[0]}"
    return official.describe(t, state, action)


# ----- what the player sees ------------------------------------------------------------------------
def shown(state: CcgState) -> frozenset[str]:
    """The opponent's cards face up in its hand or on its bench."""
    return state.solo.up if state.solo is not None else frozenset()


def public(state: CcgState) -> SoloPublic:
    up = state.solo.up
    return SoloPublic(state.solo.card, solo_opponents()[state.solo.card].name,
                      tuple(c if c in up else None for c in state.hands[OPPONENT]),
                      tuple(c if c in up else None for c in state.benches[OPPONENT]), state.solo.extra,
                      state.solo.free == (state.period, state.overtime))


def view(base: CcgView, state: CcgState) -> SoloView:
    fields = {name: getattr(base, name) for name in CcgView.__dataclass_fields__}
    return SoloView(**fields, solo=public(state))


def determinize(t: Tables, view: CcgView, rng) -> CcgState:
    """A state the seat cannot tell from the real one (for a computer in the person's seat): the
    official sampler deals every card the seat has not seen, then the opponent's face-up cards
    are put back at their places in its row and on its bench, swapped with whatever the sampler
    dealt there, and the solo side is rebuilt from the view."""
    state = official.determinize(t, view, rng)
    pub = view.solo
    if pub is None:
        return state
    places = {"hand": list(state.hands[OPPONENT]), "bench": list(state.benches[OPPONENT]),
              "deck0": list(state.decks[0]), "deck1": list(state.decks[1]), "momentum": list(state.momentum),
              "picks": list(state.picks)}
    so = state.shootout
    if so is not None:          # the sampler may deal the opponent's unseen cards into the shootout too
        places["so-deck"], places["so-hand"] = list(so.deck), list(so.hands[OPPONENT])
    extras = list(state.extras[OPPONENT])
    shown = {"hand": [c for c in pub.row if c is not None], "bench": [c for c in pub.bench if c is not None]}
    for zone in ("hand", "bench"):
        here = set(shown[zone])
        for card in shown[zone]:
            if card in places[zone]:
                continue
            # Swap it with a card of the same deck (so every deck keeps its own cards), not one
            # shown here, a Momentum Card in hand only when nothing else will do.
            free = [c for c in places[zone] if c not in here]
            mine = [c for c in free if t.owner[c] == t.owner[card]]
            out = next((c for c in mine if c not in extras), mine[0] if mine else free[0])
            where = next((name for name, cards in places.items() if card in cards), None)
            if where is None:       # dealt nowhere the view can tell apart: left there
                continue
            places[where][places[where].index(card)] = out
            places[zone][places[zone].index(out)] = card
            if out in extras:
                extras[extras.index(out)] = card
    up = set()
    for zone, row in (("hand", pub.row), ("bench", pub.bench)):
        present = set(shown[zone]) & set(places[zone])
        up |= present
        rest = iter([c for c in places[zone] if c not in present])
        places[zone] = [c if c in present else next(rest) for c in row]
    hand = tuple(places["hand"])
    solo = Solo(pub.card, up=frozenset(up), dealt=view.phase != HOME_ICE,
                phase1=view.turn == OPPONENT and view.phase in (START, PLAY, USE), extra=pub.extra,
                free=(view.period, view.overtime) if pub.free_taken else None)
    picks = places["picks"]
    if so is not None:
        from dataclasses import replace
        state = evolve(state, shootout=replace(so, deck=tuple(places["so-deck"]),
                                               hands=pair(so.hands, OPPONENT, tuple(places["so-hand"]))))
    return evolve(state, hands=pair(state.hands, OPPONENT, hand),
                  benches=pair(state.benches, OPPONENT, tuple(places["bench"])),
                  extras=pair(state.extras, OPPONENT, tuple(extras)),
                  decks=(tuple(places["deck0"]), tuple(places["deck1"])), momentum=tuple(places["momentum"]),
                  picks=(picks[0], picks[1]), solo=solo)


def solo_chooser(game: Any, view: CcgView, legal: list[Action], rng: Any) -> Action:
    """The Solo Opponent as a seat's agent (``computer:solo``). Under solo play the engine takes
    all of seat 2's decisions and this is never asked; under other rules (a seat spec naming it
    there) it has no card to follow and takes a legal action at random."""
    return legal[rng.randrange(len(legal))]
