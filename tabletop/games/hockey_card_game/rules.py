"""Hockey Card Game rules (``hockey-card-game.md``), on the engine contract.

Rule numbers in citations are the numbered paragraphs of the book. Decisions the book
leaves open are recorded in ``docs/rulings/hockey-card-game.md``; comments name them R1, R2...
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.game import Game, Outcome
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.hockey_card_game import about, evaluation
from tabletop.games.hockey_card_game.about import BLOCK
from tabletop.games.hockey_card_game.state import (
    CHOOSE,
    CUT,
    OVER,
    PLAY,
    HockeyState,
    HockeyView,
)
from tabletop.games.standard_deck import standard_deck

BOOK = "Hockey Card Game"


def rule(n: int | str) -> str:
    return f"{BOOK}, rule {n}"


class HockeyCardGame(Game[HockeyState]):
    info = about.INFO
    version = 1
    arg_types = frozenset({str})           # card ids, 'lead' or 'deal'
    rollout_horizon = evaluation.ROLLOUT_HORIZON

    def evaluate(self, position: Any, seat: int) -> float:
        return evaluation.evaluate(position, seat)

    def _load(self) -> None:
        """The standard deck, read on first use (see ``Game.__getattr__``) so that listing the
        games on the start page reads no card file."""
        deck = standard_deck()
        self.deck = deck
        self.card_ids: tuple[str, ...] = deck.ids
        self._rank = {c.id: c.rank for c in deck.cards}
        self._cut_value = {c.id: c.cut_value for c in deck.cards}
        self._label = {c.id: c.label for c in deck.cards}
        self._order = {c.id: i for i, c in enumerate(deck.cards)}
        # Actions and decisions are immutable values, so the ones every position asks for are
        # made once here instead of on each call (random playouts and the computer's search ask
        # for them on every step).
        self._plays = tuple({c: Action(seat, "play", (c,)) for c in self.card_ids} for seat in (0, 1))
        self._play_decision = tuple((Decision(seat, "play", "Play a card onto the pile"),) for seat in (0, 1))

    # ----- helpers -------------------------------------------------------------------
    def label(self, card: str) -> str:
        return self._label[card]

    def rank(self, card: str) -> str:
        return self._rank[card]

    def _sorted(self, cards: Iterable[str]) -> tuple[str, ...]:
        return tuple(sorted(cards, key=self._order.__getitem__))

    def _has_match(self, state: HockeyState, seat: int) -> bool:
        if not state.pile:
            return False
        top = self._rank[state.pile[-1]]
        return any(self._rank[c] == top for c in state.hands[seat])

    # ----- set-up --------------------------------------------------------------------
    def new_game(self, seed: int, options: Mapping[str, Any] | None = None,
                 names: Sequence[str] | None = None, decks: Sequence[Any] | None = None) -> HockeyState:
        self.check_decks(decks, {}, 2)          # dealt from the game's own cards: no decks of your own
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("the seed must be a whole number")
        names = tuple(names) if names else ("Player 1", "Player 2")
        if len(names) != 2:
            raise ValueError("Hockey Card Game is for exactly two players")
        checked = self.check_options(options)
        return HockeyState(names=names, seed=seed, options=tuple(sorted(checked.items())),
                           deck=self.card_ids)

    # ----- the position --------------------------------------------------------------
    def pending(self, state: HockeyState) -> tuple[Decision, ...]:
        if state.phase == PLAY:
            return self._play_decision[state.turn]
        if state.phase == CUT:
            return (Decision(self._cutter(state), "cut", "Cut the deck"),)
        if state.phase == CHOOSE:
            return (Decision(state.chooser, "choose", "You won the cut: deal, or play first?"),)
        return ()

    @staticmethod
    def _cutter(state: HockeyState) -> int:
        return 0 if state.cut_cards[0] is None else 1

    def _legal_actions(self, state: HockeyState, seat: int) -> list[Action]:
        phase = state.phase
        if phase == PLAY:
            if seat != state.turn:
                return []
            hand = state.hands[seat]
            if state.option("must_match") and state.pile:
                top = self._rank[state.pile[-1]]
                matching = [c for c in hand if self._rank[c] == top]
                if matching:
                    hand = matching
            plays = self._plays[seat]
            return [plays[c] for c in hand]
        if phase == CUT:
            return [Action(seat, "cut")] if seat == self._cutter(state) else []
        if phase == CHOOSE:
            return [Action(seat, "choose", ("lead",)), Action(seat, "choose", ("deal",))] if seat == state.chooser else []
        return []

    def _parse_action(self, action: Action) -> None:
        kind, args = action.kind, action.args
        if kind == "play":
            if len(args) != 1 or args[0] not in self._rank:
                raise MalformedActionError(f"'play' needs one card of the standard deck, got {list(args)}")
        elif kind == "cut":
            if args:
                raise MalformedActionError("'cut' takes no arguments")
        elif kind == "choose":
            if len(args) != 1 or args[0] not in ("lead", "deal"):
                raise MalformedActionError("'choose' takes 'lead' or 'deal'")
        else:
            raise MalformedActionError(f"Hockey Card Game has no action {kind!r}")

    def _validate(self, state: HockeyState, action: Action) -> Verdict:
        seat = action.seat
        if state.phase == OVER:
            return refuse("game-over", "The game is over.", rule(9))
        if action.kind == "play":
            if state.phase != PLAY:
                return refuse("wrong-phase", "No cards are played until the deck is cut and dealt.", rule(1))
            if seat != state.turn:
                return refuse("not-your-turn",
                              f"It is {state.names[state.turn]}'s turn; players take turns to play.", rule(4))
            card = action.args[0]
            if card not in state.hands[seat]:
                return refuse("not-in-hand", f"{self._label[card]} is not in your hand.", rule(3))
            if (state.option("must_match") and state.pile
                    and self._rank[card] != self._rank[state.pile[-1]] and self._has_match(state, seat)):
                top = state.pile[-1]
                return refuse(
                    "must-match",
                    f"You hold a card that matches the {self._label[top]}; you may play a different "
                    "card only when you cannot match.", rule(3))
            return ALLOWED
        if action.kind == "cut":
            if state.phase != CUT:
                return refuse("wrong-phase", "The deck has already been cut.", rule(1))
            if seat != self._cutter(state):
                return refuse("not-your-turn", f"{state.names[self._cutter(state)]} cuts now.", rule(1))
            return ALLOWED
        # choose
        if state.phase != CHOOSE:
            return refuse("wrong-phase", "Dealer and first player are chosen once, after the cut.", rule(1))
        if seat != state.chooser:
            return refuse("not-your-turn",
                          f"{state.names[state.chooser]} won the cut and chooses.", rule(1))
        return ALLOWED

    # ----- applying ------------------------------------------------------------------
    def _apply(self, state: HockeyState, action: Action) -> tuple[HockeyState, list[Event]]:
        if action.kind == "play":
            return self._play(state, action.seat, action.args[0])
        if action.kind == "cut":
            return self._cut(state, action.seat)
        return self._choose(state, action.seat, action.args[0])

    def _cut(self, state: HockeyState, seat: int) -> tuple[HockeyState, list[Event]]:
        # R1: each cut shows a random card; the second comes from the remaining 51.
        taken = [c for c in state.cut_cards if c is not None]
        pool = [c for c in self.card_ids if c not in taken]
        card = chance.pick(state.seed, state.chance, pool)
        cuts = (card, None) if seat == 0 else (state.cut_cards[0], card)
        name = state.names[seat]
        events = [Event("cut", f"{name} cuts the {self._label[card]}.",
                        {"seat": seat, "card": card}, chance=True, irreversible=True)]
        state = evolve(state, chance=state.chance + 1, cut_cards=cuts)
        if seat == 0:
            return state, events
        a, b = (self._cut_value[c] for c in cuts)  # type: ignore[index]
        if a == b:
            events.append(Event("cut-tie", "The cut is a tie; both cut again.", {}))
            return evolve(state, cut_cards=(None, None)), events
        winner = 0 if a > b else 1
        events.append(Event("cut-won", f"{state.names[winner]} wins the cut and chooses.", {"seat": winner}))
        return evolve(state, phase=CHOOSE, chooser=winner), events

    def _choose(self, state: HockeyState, seat: int, choice: str) -> tuple[HockeyState, list[Event]]:
        leader = seat if choice == "lead" else 1 - seat
        verb = "plays first" if choice == "lead" else "deals"
        events = [Event("choose", f"{state.names[seat]} {verb}.", {"seat": seat, "choice": choice})]
        state = evolve(state, leader=leader)
        state, more = self._start_period(state, 1)
        return state, events + more

    def _start_period(self, state: HockeyState, period: int) -> tuple[HockeyState, list[Event]]:
        deck = chance.shuffled(state.seed, state.chance, self.card_ids)
        state = evolve(state, phase=PLAY, period=period, deal=0, deck=deck, hands=((), ()), pile=(),
                        breakaway=None, chance=state.chance + 1, goals=state.goals + ((0, 0),))
        title = "Tie-breaker period" if period == 4 else f"Period {period}"
        events = [
            Event("period", f"{title} begins: {state.names[state.player_one]} plays first, "
                            f"{state.names[state.dealer]} deals.", {"period": period}),
            Event("shuffle", f"{state.names[state.dealer]} shuffles the deck.",
                  {"seat": state.dealer}, chance=True, irreversible=True),
        ]
        state, more = self._deal(state)
        return state, events + more

    def _deal(self, state: HockeyState) -> tuple[HockeyState, list[Event]]:
        size = state.deals[state.deal]
        deck = state.deck
        # Rule 2: one card at a time, starting with the dealer's opponent.
        first = state.player_one
        took: list[list[str]] = [[], []]
        for i in range(2 * size):
            took[(first + i) % 2].append(deck[i])
        hands = (self._sorted(took[0]), self._sorted(took[1]))
        state = evolve(state, deck=deck[2 * size:], hands=hands, deal=state.deal + 1, turn=state.player_one)
        last = " (the last deal of the period)" if state.deal == len(state.deals) else ""
        events = [Event("deal", f"Deal {state.deal}: {state.names[state.dealer]} deals {size} cards each{last}.",
                        {"deal": state.deal, "size": size}, irreversible=True)]
        for seat in (0, 1):
            labels = " ".join(self._label[c] for c in hands[seat])
            events.append(Event("hand", f"{state.names[seat]}'s new hand: {labels}.",
                                {"seat": seat, "cards": hands[seat]}, audience=frozenset((seat,))))
        return state, events

    def _play(self, state: HockeyState, seat: int, card: str) -> tuple[HockeyState, list[Event]]:
        names = state.names
        name = names[seat]
        label = self._label[card]
        rank = self._rank[card]
        top = state.pile[-1] if state.pile else None
        matched = top is not None and self._rank[top] == rank
        jack = rank == "J"
        holder = state.breakaway
        goals = state.goals
        data: dict[str, Any] = {"seat": seat, "card": card}

        if holder == seat:
            if matched:                     # rule 4: the second match in a row is a goal
                period_goals = list(goals[-1])
                period_goals[seat] += 1
                goals = goals[:-1] + (tuple(period_goals),)  # type: ignore[assignment]
                holder = None
                kind = "goal"
                t = (sum(g[0] for g in goals), sum(g[1] for g in goals))
                text = f"{name} plays {label} — GOAL! ({names[0]} {t[0]}, {names[1]} {t[1]})"
            elif jack:                      # R3: a Jack that misses still starts a fresh breakaway
                kind = "breakaway"
                text = f"{name} plays {label} — no goal, but a Jack: a new breakaway."
            else:                           # rule 4: missed, so the breakaway is intercepted
                holder = None
                kind = "intercepted"
                text = f"{name} plays {label} — breakaway intercepted."
        elif matched or jack:
            other_had = holder is not None   # only the opponent can hold it here
            if other_had and matched and not jack and state.option("third_match") == BLOCK:
                holder = None
                kind = "blocked"
                text = f"{name} plays {label} — matches and cancels {names[1 - seat]}'s breakaway."
            else:
                holder = seat
                if other_had:
                    kind = "stolen"
                    text = f"{name} plays {label} — steals the breakaway from {names[1 - seat]}!"
                elif matched:
                    kind = "breakaway"
                    text = f"{name} plays {label} — matches the {self._label[top]}: breakaway!"
                else:
                    kind = "breakaway"
                    text = f"{name} plays {label} — a Jack: breakaway!"
        else:
            kind = "play"
            text = f"{name} plays {label}."

        hand = tuple(c for c in state.hands[seat] if c != card)
        hands = (hand, state.hands[1]) if seat == 0 else (state.hands[0], hand)
        state = evolve(state, hands=hands, pile=state.pile + (card,), turn=1 - seat,
                        breakaway=holder, goals=goals)
        events = [Event(kind, text, data)]

        if kind == "goal" and state.period == 4:      # rule 9: first goal of the tie-breaker wins
            return self._finish(state, events, (seat,))
        if hands[0] or hands[1]:
            return state, events
        if state.deal < len(state.deals):              # rule 7: deal again, breakaway carries over
            state, more = self._deal(state)
            return state, events + more
        return self._end_period(state, events)

    def _end_period(self, state: HockeyState, events: list[Event]) -> tuple[HockeyState, list[Event]]:
        g = state.goals[-1]
        names = state.names
        title = "The tie-breaker" if state.period == 4 else f"Period {state.period}"
        events.append(Event("period-end", f"{title} ends: {names[0]} {g[0]}, {names[1]} {g[1]}.",
                            {"period": state.period, "goals": g}))
        state = evolve(state, breakaway=None)
        if state.period == 4:
            return self._finish(state, events, ())
        if state.period < 3:
            state, more = self._start_period(state, state.period + 1)
            return state, events + more
        t = state.totals
        if t[0] == t[1]:
            events.append(Event("tied", f"Level at {t[0]}–{t[1]} after three periods: tie-breaker!", {}))
            state, more = self._start_period(state, 4)
            return state, events + more
        return self._finish(state, events, (0,) if t[0] > t[1] else (1,))

    def _finish(self, state: HockeyState, events: list[Event], winners: tuple[int, ...]):
        state = evolve(state, phase=OVER, winners=winners)
        events.append(Event("game-over", self._result_text(state), {"winners": winners}))
        return state, events

    def _result_text(self, state: HockeyState) -> str:
        t = state.totals
        names = state.names
        if not state.winners:
            return f"The game is a draw, {t[0]}–{t[1]}."
        w = state.winners[0]
        return f"{names[w]} wins, {t[w]}–{t[1 - w]}."

    # ----- reading the position ------------------------------------------------------
    def _view(self, state: HockeyState, seat: int | None) -> HockeyView:
        return HockeyView(
            seat=seat, names=state.names, options=state.options, phase=state.phase,
            cut_cards=state.cut_cards, chooser=state.chooser, period=state.period, deal=state.deal,
            deals=state.deals, player_one=state.player_one, dealer=state.dealer,
            hand=state.hands[seat] if seat is not None else (),
            hand_sizes=(len(state.hands[0]), len(state.hands[1])), deck_size=len(state.deck),
            pile=state.pile, turn=state.turn, breakaway=state.breakaway, goals=state.goals,
            totals=state.totals, winners=state.winners,
        )

    def determinize(self, view: HockeyView, rng: random.Random) -> HockeyState:
        """A state the seat cannot tell from the real one: the cards it has not seen this period
        (not in its hand, not on the pile) dealt at random to the other hand and the deck."""
        known = set(view.hand) | set(view.pile)
        unseen = [c for c in self.card_ids if c not in known]
        rng.shuffle(unseen)
        hands: list[tuple[str, ...]] = []
        for seat in (0, 1):
            if seat == view.seat:
                hands.append(view.hand)
            else:
                size = view.hand_sizes[seat]
                hands.append(self._sorted(unseen[:size]))
                unseen = unseen[size:]
        if len(unseen) != view.deck_size:
            raise ValueError(f"the view does not add up: {len(unseen)} unseen cards for a deck of {view.deck_size}")
        leader = view.player_one if view.period in (0, 1, 3) else 1 - view.player_one
        return HockeyState(
            names=view.names, seed=rng.getrandbits(62), options=view.options, phase=view.phase,
            cut_cards=view.cut_cards, chooser=view.chooser, leader=leader, period=view.period, deal=view.deal,
            deck=tuple(unseen), hands=(hands[0], hands[1]), pile=view.pile, turn=view.turn,
            breakaway=view.breakaway, goals=view.goals, winners=view.winners,
        )

    def is_over(self, state: HockeyState) -> bool:
        return state.phase == OVER

    def outcome(self, state: HockeyState) -> Outcome | None:
        if state.phase != OVER:
            return None
        return Outcome(state.winners or (), state.totals, self._result_text(state))

    def inventory(self, state: HockeyState) -> Counter[str]:
        return Counter(state.deck + state.hands[0] + state.hands[1] + state.pile)

    def _hidden_from(self, state: HockeyState, seat: int | None) -> set[str]:
        hidden = set(state.deck)
        for other in (0, 1):
            if other != seat:
                hidden.update(state.hands[other])
        # The cut cards sit in the undealt deck but are shown face up to both players.
        hidden.difference_update(c for c in state.cut_cards if c is not None)
        return hidden

    def action_space(self, state: HockeyState) -> Iterable[Action]:
        for seat in (0, 1):
            yield Action(seat, "cut")
            yield Action(seat, "choose", ("lead",))
            yield Action(seat, "choose", ("deal",))
            for card in self.card_ids:
                yield Action(seat, "play", (card,))

    def describe_action(self, state: HockeyState, action: Action) -> str:
        if action.kind == "play":
            return f"Play {self._label[action.args[0]]}"
        if action.kind == "cut":
            return "Cut the deck"
        return "Play first" if action.args[0] == "lead" else "Deal"
