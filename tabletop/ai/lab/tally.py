"""One deck lab game, played and counted from the engine's own events and views.

Nothing here knows a game's rules; what is counted comes from the engine contract:

- **drawn**: a card of the deck under test counts as drawn in a game once it was private to that
  seat, visible to it (not in ``hidden_from`` its seat) and hidden from every other seat: in its
  hand, or another zone only its player sees (a Breakaway: CCG bench). It is looked for at the
  start and after every action that told the seat something privately (an event with an audience),
  which is how every engine reveals a card to one seat.
- **played**: the engine's ``play`` and ``deploy`` events naming the seat and the card
  (``data["seat"]``, ``data["card"]``): a card played from the hand, or a card deployed onto the
  table (Hull Breach! also deploys a card conscripted straight from the shipyard).
- **ending**: the kind of the public event that came just before the game's last ``eliminated``
  event (Hull Breach!: ``destroyed`` when the station fell to fire, ``hijack`` or ``scuttle`` when
  Marines took it, ``concede`` when its commander gave up); None in a game decided by the score.
  **turns**: the ``turn`` events.
- **scores**: the outcome's scores (goals in Breakaway: CCG).

A copy's id names its card: every game writes a physical copy as the card's id with a seat or copy
mark beside it (``s1:goal-glove~2``, ``harpy-class-cruiser#0.2``), so a copy belongs to the deck's
card whose id is one of its words.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from tabletop.ai.lab.plan import GameTask

#: Event kinds that put a card into play, and the kinds ``ending`` reads.
PLAYED_EVENTS = frozenset({"play", "deploy"})
ELIMINATED, TURN = "eliminated", "turn"
MAX_ACTIONS = 100_000  # as engine.playout.play_game: a game that never ends is an error

_WORD = re.compile(r"[^A-Za-z0-9_-]+")


@dataclass(frozen=True)
class GameTally:
    """What one game of a run counted, from the deck under test's seat."""

    index: int
    opponent: int
    seed: int
    seat: int
    winners: tuple[int, ...]
    actions: int
    turns: int
    scores: tuple[int, ...]
    ending: str | None
    drawn: tuple[str, ...]  # card ids, each once
    played: tuple[tuple[str, int], ...]  # card id, times played

    @property
    def result(self) -> str:
        """'win', 'loss' or 'draw' for the deck under test."""
        if not self.winners:
            return "draw"
        return "win" if self.seat in self.winners else "loss"


class CardNames:
    """Maps a physical copy id to the id of the deck's card it is a copy of (None: not the deck's)."""

    def __init__(self, card_ids) -> None:
        self._ids = frozenset(card_ids)
        self._seen: dict[str, str | None] = {}

    def __call__(self, copy_id: object) -> str | None:
        if not isinstance(copy_id, str):
            return None
        known = self._seen.get(copy_id, ...)
        if known is not ...:
            return known
        words = [w for w in _WORD.split(copy_id) if w in self._ids]
        found = max(words, key=len) if words else None
        self._seen[copy_id] = found
        return found


def deck_card_ids(deck) -> list[str]:
    """The deck's card ids in its file's order, then bench cards that are not among its cards
    (Breakaway: CCG's bench is set aside apart from the deck)."""
    ids = [card for card, _ in deck.cards]
    return ids + [card for card in dict.fromkeys(deck.bench) if card not in ids]


def _private_to(game, state, seat: int, players: int) -> set[str]:
    mine = set(game.inventory(state)) - game.hidden_from(state, seat)
    for other in range(players):
        if other != seat and mine:
            mine &= game.hidden_from(state, other)
    return mine


def check_set_up(task: GameTask) -> None:
    """Set ``task``'s game up and throw it away: a table the game refuses (a team game at a size it
    is not for, a deck it cannot start with) raises ValueError with the game's sentence here, before
    any worker starts."""
    from tabletop.games import registry

    game = registry().get(task.game)
    game.new_game(task.seed, task.options, list(task.names) if task.names else None, decks=list(task.decks))


def play_lab_game(task: GameTask) -> GameTally:
    """Play ``task``'s game to the end (by game id, so a worker process can run it) and count it."""
    from tabletop.ai.agents import chooser
    from tabletop.engine.playout import agent_rng, random_chooser
    from tabletop.games import registry

    game = registry().get(task.game)
    choosers = [chooser(spec, game) for spec in task.specs]
    names = CardNames(deck_card_ids(task.decks[task.seat]))
    players = len(task.decks)
    rngs = [agent_rng(task.seed, s) for s in range(players)]  # as play_game: the same seed, the same game
    state = game.new_game(task.seed, task.options, list(task.names) if task.names else None, decks=list(task.decks))
    drawn: set[str] = set()
    played: Counter[str] = Counter()
    actions = turns = 0
    ending: str | None = None

    def look() -> None:
        for copy in _private_to(game, state, task.seat, players):
            card = names(copy)
            if card is not None:
                drawn.add(card)

    look()
    while True:
        decisions = game.pending(state)
        if not decisions:
            break
        seat = decisions[0].seat
        legal = game.legal_actions(state, seat)
        rng = rngs[seat]
        if choosers[seat] is random_chooser:  # as play_game: a random move needs no view
            action = random_chooser(game, None, legal, rng)
        else:
            action = choosers[seat](game, game.view(state, seat), legal, rng)
        state, events = game.apply(state, action)
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"{game.id}: game did not end within {MAX_ACTIONS} actions (seed {task.seed})")
        told = False
        previous = ELIMINATED  # the public event before this one
        for event in events:
            if event.audience is not None:
                told = told or task.seat in event.audience
                continue
            data = event.data
            if event.kind in PLAYED_EVENTS and data.get("seat") == task.seat:
                card = names(data.get("card"))
                if card is not None:
                    played[card] += 1
            elif event.kind == TURN:
                turns += 1
            elif event.kind == ELIMINATED:
                ending = previous
            previous = event.kind
        if told:
            look()
    outcome = game.outcome(state)
    winners = tuple(outcome.winners) if outcome else ()
    scores = tuple(outcome.scores) if outcome else ()
    return GameTally(task.index, task.opponent, task.seed, task.seat, winners, actions, turns, scores, ending,
                     tuple(sorted(drawn)), tuple(sorted(played.items())))
