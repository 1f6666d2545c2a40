"""Intergalactic Hockey Showdown rules (``intergalactic-hockey-showdown.md``), on the engine contract.

Citations name the book's section headings. Decisions the book leaves open are recorded in
``docs/rulings/intergalactic-hockey.md``; comments refer to them as S1, S2...

A play (face-off or round) has three steps. Both seats place a card face down (secret,
simultaneous ``play`` decisions). When the second card is in, both are revealed and the
abilities follow in the book's order (Playing Periods steps 1-2, S3): the attacker's (Player 1's
in a face-off), then the other side's. An always-on ability applies when its side's step comes;
the optional ones wait as one-at-a-time decisions (``queue``), and the other side's step begins
when the first side has no choice left. When the last choice is made — or at once when there is
none — bruisers, the RefBot and the result are resolved, the cards are discarded and the
hands refilled, all inside that same ``apply``. When a refill empties the deck and a seat holds
the puck, that seat decides whether to take one last shot at the buzzer or let the period end
(phase ``buzzer``, Ending Periods, S22).

This module is the contract (decisions, legal actions, refusals, views); the rules themselves are
in modules named after the book's rule areas, each taking the card tables (``tables``) and the
state: ``playing`` (Face-Offs, Playing Periods), ``abilities`` (Player Card List & Abilities),
``bruisers`` (Bruisers), ``refbot`` (RefBot) and ``periods`` (First Period, Ending Periods,
Overtime).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Outcome
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.intergalactic_hockey import abilities, about, evaluation, periods, playing
from tabletop.games.intergalactic_hockey.abilities import ANSWER
from tabletop.games.intergalactic_hockey.cards import (
    BOOST_DEFENSE,
    BOOST_OFFENSE,
    PUCK,
    REFBOT,
    CardSet,
    card_set,
)
from tabletop.games.intergalactic_hockey.state import (
    BUZZER,
    DISCARD,
    FACEOFF,
    LAST_SHOT,
    NO_VALUES,
    OVER,
    TURN,
    ShowdownState,
    ShowdownView,
    evolve,
)
from tabletop.games.intergalactic_hockey.state import SWAP as SWAP_DECISION
from tabletop.games.intergalactic_hockey.tables import (
    ABILITIES,
    BOOK,
    ENDING,
    FACE_OFFS,
    PLAYING,
    REFBOT_RULES,
    TO_WIN,
    ShowdownTables,
    rule,
)

KINDS = ("play", "swap", "refbot", "discard", "shoot", "decline")


class IntergalacticHockey(Game[ShowdownState]):
    info = about.INFO
    # 2: Lord Doober's -1 is an ability, not his hit (S11); 3: each side's always-on ability at its own
    # step, the attacker's first (S3, Playing Periods steps 1-2), so Jared switches Derek before his +3;
    # 4: the puck holder may take the last shot at the buzzer or let the period end (S22, Ending Periods);
    # 5: two bruisers have no effect on each other, Lord Doober's -1 and Yrahkska's -3 included (S10, S11)
    version = 5
    arg_types = frozenset({str, int})      # card ids; the RefBot turn is +1 or -1
    rollout_horizon = evaluation.ROLLOUT_HORIZON

    def evaluate(self, position: Any, seat: int) -> float:
        return evaluation.evaluate(position, seat)

    def __init__(self, cards: CardSet | None = None) -> None:
        self._given_cards = cards

    def _load(self) -> None:
        self.cards = self._given_cards or card_set()
        # The rule modules are handed these tables, never the game itself.
        self.tables = tables = ShowdownTables(self.cards)
        self.card_ids: tuple[str, ...] = tables.card_ids
        self.components: tuple[str, ...] = tables.components

    # ----- helpers -------------------------------------------------------------------
    def name(self, card: str) -> str:
        return self.tables.name[card]

    def values(self, card: str) -> tuple[int, int]:
        """The printed (offense, defense) of a player card."""
        return self.tables.values[card]

    def ability(self, card: str) -> str:
        return self.tables.ability[card]

    # ----- set-up --------------------------------------------------------------------
    def new_game(self, seed: int, options: Mapping[str, Any] | None = None,
                 names: Sequence[str] | None = None, decks: Sequence[Any] | None = None) -> ShowdownState:
        self.check_decks(decks, {}, 2)          # dealt from the game's own cards: no decks of your own
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("the seed must be a whole number")
        names = tuple(names) if names else ("Player 1", "Player 2")
        if len(names) != 2:
            raise ValueError(f"{BOOK} is for exactly two players")
        checked = self.check_options(options)
        state = ShowdownState(names=names, seed=seed, options=tuple(sorted(checked.items())))
        state, _ = periods.deal(self.tables, state, self.card_ids, 1, [])
        return state

    # ----- the position --------------------------------------------------------------
    def pending(self, state: ShowdownState) -> tuple[Decision, ...]:
        if state.phase == OVER:
            return ()
        if state.phase == BUZZER:
            return (Decision(state.puck, LAST_SHOT, self._buzzer_prompt(state), optional=True),)
        if state.queue:
            seat, kind = state.queue[0]
            return (Decision(seat, kind, abilities.prompt(self.tables, state, seat, kind), optional=True),)
        decisions = []
        for seat in (0, 1):
            if state.plays[seat] is None and state.hands[seat]:
                decisions.append(Decision(seat, "play", self._play_prompt(state, seat), secret=True))
        return tuple(decisions)

    def _play_prompt(self, state: ShowdownState, seat: int) -> str:
        if state.phase == FACEOFF:
            return "Face-off: choose a card to play face down"
        if state.buzzer:
            role = "take the last shot" if seat == state.puck else "stop the last shot"
            return f"Buzzer: choose a card to {role}, face down"
        if seat == state.puck:
            return "You have the puck: choose a card to attack with, face down"
        return "Defend: choose a card to play face down"

    def _buzzer_prompt(self, state: ShowdownState) -> str:
        return ("The deck is empty and the period is over. You hold the puck: take one last shot at the "
                "buzzer, or let the period end?")

    def _legal_actions(self, state: ShowdownState, seat: int) -> list[Action]:
        if state.phase == OVER:
            return []
        if state.phase == BUZZER:
            return [Action(seat, "shoot"), Action(seat, "decline")] if seat == state.puck else []
        if state.queue:
            who, kind = state.queue[0]
            if who != seat:
                return []
            if kind == SWAP_DECISION:
                actions = [Action(seat, "swap")]
            elif kind == TURN:
                actions = []
                if state.refbot < 3:
                    actions.append(Action(seat, "refbot", (1,)))
                if state.refbot > 0:
                    actions.append(Action(seat, "refbot", (-1,)))
            else:
                actions = [Action(seat, "discard", (c,)) for c in abilities.discardable(self.tables, state, seat)]
            actions.append(Action(seat, "decline"))
            return actions
        if state.plays[seat] is not None:
            return []
        return [Action(seat, "play", (c,)) for c in state.hands[seat]]

    def _parse_action(self, action: Action) -> None:
        kind, args = action.kind, action.args
        if kind == "play":
            if len(args) != 1 or not isinstance(args[0], str) or args[0] not in self.tables.component_set:
                raise MalformedActionError(f"'play' needs one card of {BOOK}, got {list(args)}")
        elif kind in ("swap", "shoot", "decline"):
            if args:
                raise MalformedActionError(f"'{kind}' takes no arguments")
        elif kind == "refbot":
            if len(args) != 1 or args[0] not in (1, -1):     # no bool or float: see arg_types
                raise MalformedActionError(f"'refbot' takes +1 or -1, got {list(args)}")
        elif kind == "discard":
            if len(args) != 1 or not isinstance(args[0], str) or args[0] not in self.tables.card_set:
                raise MalformedActionError(f"'discard' needs one player card of {BOOK}, got {list(args)}")
        else:
            raise MalformedActionError(f"{BOOK} has no action {kind!r}")

    def _validate(self, state: ShowdownState, action: Action) -> Verdict:
        seat, kind = action.seat, action.kind
        if state.phase == OVER:
            return refuse("game-over", "The game is over.", rule(TO_WIN))
        if state.phase == BUZZER:
            return self._validate_buzzer(state, seat, kind)
        if kind == "shoot":
            return refuse("no-last-shot", "A last shot is only taken at the buzzer, once the deck is empty and "
                                          "the period is over.", rule(ENDING))
        if kind == "play":
            return self._validate_play(state, seat, action.args[0])
        if not state.queue:
            return refuse("no-ability-now",
                          "No ability is waiting to be used: abilities come after both cards are revealed.",
                          rule(PLAYING))
        who, waiting = state.queue[0]
        if seat != who:
            return refuse("not-your-decision",
                          f"{state.names[who]} is deciding about an ability now; the attacker's ability "
                          "comes first, then the defender's.", rule(PLAYING))
        if kind == "decline":
            return ALLOWED
        if ANSWER[waiting] != kind:
            return refuse("wrong-ability", f"The choice now is: {abilities.prompt(self.tables, state, seat, waiting)}",
                          rule(ABILITIES))
        if kind == "refbot":
            if action.args[0] == 1 and state.refbot >= 3:
                return refuse("refbot-at-three", "The RefBot already shows 3, its highest number.",
                              rule(REFBOT_RULES))
            if action.args[0] == -1 and state.refbot <= 0:
                return refuse("refbot-at-zero", "The RefBot shows 0, so it cannot be turned down.",
                              rule(ABILITIES))
            return ALLOWED
        if kind == "discard":
            card = action.args[0]
            if card in abilities.discardable(self.tables, state, seat):
                return ALLOWED
            boost = self.tables.ability[card]
            if boost not in (BOOST_OFFENSE, BOOST_DEFENSE):
                return refuse("no-discard-ability", f"{self.tables.name[card]} has no ability to use from the hand.",
                              rule(ABILITIES))
            if card not in state.hands[seat]:
                return refuse("not-in-hand", f"{self.tables.name[card]} is not in your hand.", rule(ABILITIES))
            if boost == BOOST_OFFENSE:
                return refuse("wrong-role", f"{self.tables.name[card]} boosts offense, which only the attacker needs.",
                              rule(ABILITIES))
            return refuse("wrong-role", f"{self.tables.name[card]} boosts defense, which only the defender needs; "
                                        "face-offs compare offense.", rule(ABILITIES))
        return ALLOWED  # swap, answering a pending swap

    def _validate_buzzer(self, state: ShowdownState, seat: int, kind: str) -> Verdict:
        """S22: the deck is empty; the puck holder "may take one final shot at the buzzer" first."""
        holder = state.names[state.puck]
        if seat != state.puck:
            return refuse("not-your-decision", f"The deck is empty: {holder} holds the puck and decides whether "
                                               "to take a last shot at the buzzer.", rule(ENDING))
        if kind in ("shoot", "decline"):
            return ALLOWED
        if kind == "play":
            return refuse("buzzer-decision", "The deck is empty and the period is over: first choose whether to "
                                             "take a last shot at the buzzer.", rule(ENDING))
        return refuse("no-ability-now", "No ability is waiting to be used: the period is over, and only the "
                                        "puck holder's last shot at the buzzer is left.", rule(ENDING))

    def _validate_play(self, state: ShowdownState, seat: int, card: str) -> Verdict:
        section = FACE_OFFS if state.phase == FACEOFF else PLAYING
        if state.queue:
            return refuse("abilities-pending",
                          "The cards are already revealed; abilities are used before the next play.",
                          rule(PLAYING))
        if state.plays[seat] is not None:
            return refuse("already-chosen", "You have already placed your card face down for this play.",
                          rule(section))
        if card == PUCK:
            return refuse("puck-not-playable", "The puck only shows who attacks; it is never played.",
                          rule(FACE_OFFS))
        if card == REFBOT:
            if state.penalty == seat:
                return refuse("refbot-not-playable",
                              "The RefBot in your hand takes up one of your three cards but can never be played.",
                              rule(REFBOT_RULES))
            return refuse("not-in-hand", "The RefBot is not in your hand.", rule(REFBOT_RULES))
        if card not in state.hands[seat]:
            return refuse("not-in-hand", f"{self.tables.name[card]} is not in your hand.", rule(section))
        return ALLOWED

    # ----- applying ------------------------------------------------------------------
    def _apply(self, state: ShowdownState, action: Action) -> tuple[ShowdownState, list[Event]]:
        kind, seat, t = action.kind, action.seat, self.tables
        if kind == "play":
            return playing.play(t, state, seat, action.args[0])
        if state.phase == BUZZER:      # S22: the puck holder's choice at the buzzer
            return periods.buzzer_choice(t, state, seat, kind == "shoot")
        events: list[Event] = []
        if kind == "decline":
            state = abilities.decline(state, seat, events)
        elif kind == "swap":
            state = abilities.swap(t, state, seat, events)
        elif kind == "refbot":
            state = abilities.turn_refbot(t, state, seat, action.args[0], events)
        else:  # discard
            state = abilities.discard_boost(t, state, seat, action.args[0], events)
        return playing.advance(t, evolve(state, queue=state.queue[1:]), events)

    # ----- reading the position ------------------------------------------------------
    def _view(self, state: ShowdownState, seat: int | None) -> ShowdownView:
        plays = state.plays
        revealed = bool(state.queue)
        if revealed:
            played = plays
        else:
            played = (plays[0] if seat == 0 else None, plays[1] if seat == 1 else None)
        if state.phase == OVER:
            awaiting: tuple[tuple[int, str], ...] = ()
        elif state.phase == BUZZER:
            awaiting = ((state.puck, LAST_SHOT),)
        elif state.queue:
            awaiting = (state.queue[0],)
        else:
            awaiting = tuple((s, "play") for s in (0, 1) if plays[s] is None and state.hands[s])
        return ShowdownView(
            seat=seat, names=state.names, options=state.options, phase=state.phase, period=state.period,
            overtime=state.overtime, buzzer=state.buzzer,
            hand=state.hands[seat] if seat is not None else (),
            hand_sizes=(state.hand_size(0), state.hand_size(1)), deck_size=len(state.deck),
            discard=state.discard, scored=state.scored, goals=state.goals, puck=state.puck,
            refbot=state.refbot if state.penalty is None else None, penalty=state.penalty,
            played=played, chosen=(plays[0] is not None, plays[1] is not None), revealed=revealed,
            values=state.values if revealed else None, awaiting=awaiting, winners=state.winners,
            dial_at_reveal=state.dial_at_reveal if revealed else None,
        )

    def determinize(self, view: ShowdownView, rng: random.Random) -> ShowdownState:
        """A state the seat cannot tell from the real one. The player cards it has not seen (not
        in its hand, the discards, the score piles or face up on the rink) are dealt at random
        to the other hand, the other seat's face-down card (a sample, never the real one) and
        the deck. When the other seat is being asked to discard Danny or Chris, that card is in
        its hand; the rest of the ability queue follows from the cards, as at the reveal."""
        seat = view.seat
        known = set(view.hand) | set(view.discard) | set(view.scored[0]) | set(view.scored[1])
        known.update(c for c in view.played if c is not None)
        unseen = [c for c in self.card_ids if c not in known]
        rng.shuffle(unseen)
        hands: list[tuple[str, ...]] = [(), ()]
        plays: list[str | None] = list(view.played)
        head = view.awaiting[0] if view.revealed else None
        asked: list[str] = []
        if head is not None and head[1] == DISCARD and head[0] != seat:
            # Being asked whether to discard Danny or Chris: that card is in the hand.
            asked.append(self.tables.with_ability[
                BOOST_OFFENSE if view.phase == FACEOFF or head[0] == view.puck else BOOST_DEFENSE])
            unseen.remove(asked[0])
        for s in (0, 1):
            if s == seat:
                hands[s] = view.hand
                continue
            hand = list(asked) if head is not None and head[0] == s else []
            if view.chosen[s] and plays[s] is None:
                plays[s] = unseen.pop()
            size = view.hand_sizes[s] - (1 if view.penalty == s else 0) - len(hand)
            hand += unseen[:size]
            unseen = unseen[size:]
            hands[s] = self.tables.sorted(hand)
        if len(unseen) != view.deck_size:
            raise ValueError(f"the view does not add up: {len(unseen)} unseen cards for a deck of {view.deck_size}")
        state = ShowdownState(
            names=view.names, seed=rng.getrandbits(62), options=view.options, phase=view.phase,
            period=view.period, deck=tuple(unseen), hands=(hands[0], hands[1]), discard=view.discard,
            scored=view.scored, goals=view.goals, puck=view.puck,
            refbot=view.refbot if view.refbot is not None else 0, penalty=view.penalty,
            plays=(plays[0], plays[1]), buzzer=view.buzzer,
            values=view.values if view.revealed else NO_VALUES,
            dial_at_reveal=view.dial_at_reveal if view.revealed else 0, winners=view.winners,
        )
        if view.revealed:
            queue = abilities.ability_queue(self.tables, state)
            state = evolve(state, queue=queue[queue.index(head):])
        return state

    def is_over(self, state: ShowdownState) -> bool:
        return state.phase == OVER

    def outcome(self, state: ShowdownState) -> Outcome | None:
        if state.phase != OVER:
            return None
        return Outcome(state.winners or (), state.goals, periods.result_text(state))

    def inventory(self, state: ShowdownState) -> Counter[str]:
        cards = Counter(state.deck + state.hands[0] + state.hands[1] + state.discard
                        + state.scored[0] + state.scored[1] + tuple(c for c in state.plays if c is not None))
        cards[PUCK] += 1      # in the middle of the rink or beside its holder's hand
        cards[REFBOT] += 1    # beside the rink or in a penalised player's hand
        return cards

    def _hidden_from(self, state: ShowdownState, seat: int | None) -> set[str]:
        hidden = set(state.deck)
        for other in (0, 1):
            if other == seat:
                continue
            hidden.update(state.hands[other])
            if not state.queue and state.plays[other] is not None:
                hidden.add(state.plays[other])       # face down until both are in
        return hidden

    def action_space(self, state: ShowdownState) -> Iterable[Action]:
        for seat in (0, 1):
            for card in self.components:
                yield Action(seat, "play", (card,))
            yield Action(seat, "swap")
            yield Action(seat, "shoot")
            yield Action(seat, "refbot", (1,))
            yield Action(seat, "refbot", (-1,))
            for card in self.card_ids:
                yield Action(seat, "discard", (card,))
            yield Action(seat, "decline")

    def describe_action(self, state: ShowdownState, action: Action) -> str:
        kind = action.kind
        if kind == "play":
            card = action.args[0]
            if card in self.tables.values:
                o, d = self.tables.values[card]
                rough = ", bruiser" if card in self.tables.bruiser else ""
                return f"Play {self.tables.name[card]} (offense {o}, defense {d}{rough})"
            return f"Play the {self.tables.name[card]}"
        if kind == "swap":
            return "Switch the opposing card's offense and defense"
        if kind == "shoot":
            return "Shoot at the buzzer"
        if kind == "refbot":
            return f"Turn the RefBot {'+1' if action.args[0] == 1 else '-1'}"
        if kind == "discard":
            card = action.args[0]
            which = "offense" if self.tables.ability[card] == BOOST_OFFENSE else "defense"
            return f"Discard {self.tables.name[card]} for +2 {which}"
        if state.phase == BUZZER:
            return "Let the period end"
        return "Decline"
