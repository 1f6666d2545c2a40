"""Shared helpers for the Breakaway: CCG tests (not a test module itself).

Positions are built from a new game by moving chosen card copies into hands, the play area
or the bench; every other card of the seat goes to its deck, so no card is lost and the
inventory invariant still holds. Moves then go through the checked ``apply``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games import registry
from tabletop.games.breakaway_ccg.state import PLAY, CcgState, evolve
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
