"""Shared helpers for the Breakaway: CCG tests (not a test module itself).

Positions are built from a new game by moving chosen card copies into hands, the play area
or the bench; every other card of the seat goes to its deck, so no card is lost and the
inventory invariant still holds. Moves then go through the checked ``apply``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games import registry
from tabletop.games.breakaway_ccg.beginner import legality as lg
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.specials import support
from tabletop.games.breakaway_ccg.state import PLAY, SHOT_CARD, START, USE, CcgState, evolve
from tabletop.games.breakaway_ccg.tables import deck_copies

GAME = registry().get("breakaway-ccg")
T = GAME.t
RUNNERS, HAWKS = 0, 1        # default teams: seat 1 Ridge Runners, seat 2 Harbour Hawks


def copies_of(state: CcgState, seat: int) -> tuple[str, ...]:
    """Every copy ``seat`` plays with in the game ``state`` belongs to (its deck's, then its bench's)."""
    deck, bench = deck_copies(seat, state.deck_lists[seat], state.bench_lists[seat])
    return deck + bench


_DEFAULT = GAME.new_game(1)
DEFAULT_COPIES = frozenset(copies_of(_DEFAULT, 0) + copies_of(_DEFAULT, 1))


def card(seat: int, card_id: str, copy: int = 1) -> str:
    """The id of ``seat``'s physical copy of ``card_id`` (the default teams)."""
    inst = f"s{seat + 1}:{card_id}" if copy == 1 else f"s{seat + 1}:{card_id}~{copy}"
    assert inst in DEFAULT_COPIES, f"{inst} is not in the default teams"
    return inst


def extra_card(seat: int, card_id: str) -> str:
    """The copy id of a card ``arrange(extra=...)`` added to ``seat``'s deck list (its only copy)."""
    return f"s{seat + 1}:{card_id}"


def arrange(hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()), play: tuple[str, ...] = (),
            decks: tuple[tuple[str, ...] | None, tuple[str, ...] | None] = (None, None), seed: int = 1,
            options: dict | None = None, extra: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
            **fields) -> CcgState:
    """A position in the middle of a period: ``hands`` and ``play`` hold the given cards; each
    deck holds the seat's other cards (``decks`` puts chosen cards on top, or empties it with ()).
    ``extra`` adds one copy of each named card to a seat's deck list (cards the starter teams lack;
    ``extra_card`` names the copy)."""
    state = GAME.new_game(seed, options)
    if extra[0] or extra[1]:
        state = evolve(state, deck_lists=tuple(state.deck_lists[s] + tuple((c, 1) for c in extra[s])
                                               for s in (0, 1)))
    placed = set(hands[0]) | set(hands[1]) | set(play)
    for pile in fields.get("scored", ((), ())):
        placed.update(pile)
    bench = set(state.benches[0]) | set(state.benches[1])
    assert not placed & bench, "cards on the bench cannot be placed elsewhere"
    owned = set(GAME.inventory(state)) | {extra_card(s, c) for s in (0, 1) for c in extra[s]}
    new_decks = []
    for seat in (0, 1):
        pool = tuple(c for c in sorted(copies_of(state, seat)) if c in owned and c not in placed and c not in bench)
        chosen = decks[seat]
        if chosen is None:
            new_decks.append(pool)
        else:
            rest = tuple(c for c in pool if c not in chosen)
            new_decks.append(tuple(chosen))
            fields.setdefault("discards", ((), ()))
            discards = list(fields["discards"])
            discards[seat] = discards[seat] + rest
            fields["discards"] = (discards[0], discards[1])
    base = {"phase": PLAY, "hands": hands, "play": play, "decks": (new_decks[0], new_decks[1]),
            "discards": ((), ()), "puck": "c9", "control": 0, "turn": 0, "picks": (None, None),
            "ready": (True, True)}
    base.update(fields)
    return evolve(state, **base)


def act(state: CcgState, seat: int, kind: str, *args) -> CcgState:
    new, events = GAME.apply(state, Action(seat, kind, tuple(args)))
    assert events
    return new


def verdict(state: CcgState, seat: int, kind: str, *args):
    return GAME.validate(state, Action(seat, kind, tuple(args)))


def legal_kinds(state: CcgState, seat: int) -> set[str]:
    return {a.kind for a in GAME.legal_actions(state, seat)}


# ----- Official rules (Part 2) -------------------------------------------------------------------
OFFICIAL = {"mode": "official"}


def official(hands=((), ()), play=(), **fields) -> CcgState:
    """A position in the middle of an official period (no Momentum pile or set-aside cards unless given)."""
    fields.setdefault("momentum", ())
    fields.setdefault("aside", ())
    fields.setdefault("reveal", ())
    return arrange(hands, play, options=dict(OFFICIAL, **fields.pop("options", {})), **fields)


def official_with_discards(hands=((), ()), play=(), **fields) -> CcgState:
    """``official``, with ``discards`` taken out of the decks (so no card is held twice)."""
    discards = fields.pop("discards", None)
    state = official(hands, play, **fields)
    if discards is not None:
        gone = set(discards[0]) | set(discards[1])
        state = evolve(state, discards=discards, decks=tuple(tuple(c for c in d if c not in gone)
                                                             for d in state.decks))
    return state


def r(seat: int, name: str, copy: int = 1) -> str:
    return card(seat, name, copy)


def finish(state: CcgState, seat: int) -> CcgState:
    """End ``seat``'s use of its card when an ability keeps the turn open."""
    if state.phase == USE and state.turn == seat:
        state = act(state, seat, "end")
    return state


def to_play(state: CcgState, seat: int) -> CcgState:
    """Walk ``seat`` through Phase 1 to Phase 2."""
    while state.turn == seat and state.phase == START:
        state = act(state, seat, "go") if verdict(state, seat, "go") else act(state, seat, "keep")
    return state


def played(card_id, seat=0, puck="c9", control=0, play=(), extra=((), ()), **fields) -> CcgState:
    """``seat`` has just laid ``card_id`` (the other seat holds one Goal card)."""
    hands = [(), ()]
    hands[seat] = (card_id,)
    hands[1 - seat] = (r(1 - seat, "goal-skate" if seat == 0 else "goal-helmet"),)
    state = official(hands=tuple(hands), play=play, puck=puck, control=control, turn=seat, extra=extra, **fields)
    return act(state, seat, "play", card_id)


def facing_shot(shot_card, hands1=(), **fields) -> CcgState:
    """Seat 1 faces seat 0's shot from e3 (Sniper 7) and lays ``shot_card`` as the Shot Card."""
    fields.setdefault("hands", ((r(0, "goal-helmet"),), (shot_card,) + hands1))
    state = official(play=(r(0, "sniper-7-stick"),), puck="e3", control=0, turn=1, shot=0, stage=SHOT_CARD,
                     shot_from=0, **fields)
    return act(state, 1, "play", shot_card)


# ----- Support cards on the bench (Part 3, "Support"; ruling O120) ----------------------------------
#: The authored printing of each Support kind (``cards.yaml``, the O120 printings).
PRINTINGS = {"support-stickhandling": "stickhandling-support-4-stick", "support-superstar": "superstar-support-7-skate",
             "support-no-penalty": "no-penalty-support-2-glove",
             "support-defensive-zone": "defensive-zone-support-3-helmet",
             "support-offensive": "offensive-support-6-helmet",
             "support-goalie-stoppage": "goalie-stoppage-support-5-glove"}
#: The bench card a Support card takes the place of, per seat (a name not clashing with it). The
#: default benches: seat 0 (s1:) sniper-7-skate, playmaker-5-skate, enforcer-1-glove, goalie-g-skate,
#: captain-8-glove; seat 1 (s2:) power-forward-6-helmet, two-way-forward-4-stick,
#: shutdown-defender-2-helmet, goalie-g-helmet, rookie-0-stick.
SPOTS = ("s1:enforcer-1-glove", "s2:shutdown-defender-2-helmet")
SPOT = SPOTS[0]


def sup(kind: str, seat: int = 0) -> str:
    return f"s{seat + 1}:{PRINTINGS[kind]}"


def up(kind: str, seat: int = 0, card: str | None = None) -> Effect:
    return Effect("support-up", seat, "game", kind, card or sup(kind, seat))


def on_bench(*kinds, seat=0, effects=(), **fields) -> CcgState:
    """An official position with the named kinds' printings on ``seat``'s bench (the first in the
    enforcer's / shutdown defender's place, the next ones in the following places)."""
    state = official(**fields)
    bench = list(state.benches[seat])
    spot = bench.index(SPOTS[seat])
    for i, kind in enumerate(kinds):
        bench[(spot + i) % 5] = sup(kind, seat)
    benches = (tuple(bench), state.benches[1]) if seat == 0 else (state.benches[0], tuple(bench))
    return evolve(state, benches=benches, effects=tuple(effects))


def benched(kind, up=True, seat=0, extra=(), **fields) -> tuple[CcgState, str]:
    """An official position with ``kind``'s printing on ``seat``'s bench in place of ``SPOTS``'s
    card (which goes to the deck), face up unless ``up`` is false. Returns (state, the copy)."""
    name = PRINTINGS[kind]
    extras = [(), ()]
    extras[seat] = (name, *extra)
    state = official(extra=(extras[0], extras[1]), **fields)
    card = extra_card(seat, name)
    spot = SPOTS[seat]
    bench = tuple(card if c == spot else c for c in state.benches[seat])
    deck = tuple(c for c in state.decks[seat] if c != card) + (spot,)
    state = evolve(state, benches=(bench, state.benches[1]) if seat == 0 else (state.benches[0], bench),
                   decks=(deck, state.decks[1]) if seat == 0 else (state.decks[0], deck))
    if up:
        state = evolve(state, effects=state.effects + (Effect(support.UP, seat, "game", kind, card),))
    return state, card


# Part 1 (Beginner rules): cards and readers for the legal-move and refusal tests.
BEGINNER_BOOK = "Breakaway: CCG, Beginner rules — "
SNIPER = card(0, "sniper-7-stick")          # Player, blue, Shoot
ROOKIE = card(0, "rookie-0-helmet")         # Player, pink, Move
GOAL = card(0, "goal-helmet")               # blue, Score
SAVE0 = card(0, "save-skate")               # black, Save
CAPTAIN = card(0, "captain-8-helmet")       # Player, purple, Shoot and Move
CHECK = card(0, "body-check-3-glove")       # brown, Body-Check
SCORE5 = card(0, "score-5-helmet")          # no color, Score
SAVE1 = card(1, "save-skate")
PASS1 = card(1, "breakout-pass-2-helmet")
SNIPER1 = card(1, "sniper-7-glove")


def beginner_refusal(state, seat, kind, *args):
    """Part 1: the refusal of a move, as (code, reason, rule); the move must be refused."""
    v = lg.validate(T, state, Action(seat, kind, tuple(args)))
    assert not v.ok
    return v.code, v.reason, v.rule


def beginner_allowed(state, seat, kind, *args):
    """Part 1: whether the move is legal."""
    return lg.validate(T, state, Action(seat, kind, tuple(args))).ok


def beginner_use(top, seat=0, **fields):
    """Seat ``seat`` is using ``top``, the card it just played."""
    fields.setdefault("puck", "e3")
    fields.setdefault("control", seat)
    return arrange(hands=((SNIPER, ROOKIE), (SAVE1, PASS1)), play=(top,), phase=USE, turn=seat, **fields)
