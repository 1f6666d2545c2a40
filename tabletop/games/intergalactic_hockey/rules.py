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
from tabletop.engine.game import Game, Outcome
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.intergalactic_hockey import about, evaluation
from tabletop.games.intergalactic_hockey.cards import (
    ARMOURED,
    BOOST_DEFENSE,
    BOOST_OFFENSE,
    CALMS_REFBOT,
    CANCEL,
    CENTER,
    DEFENDER,
    FACEOFF_BONUS,
    HITS_CENTERS,
    HITS_DEFENDERS,
    LOOK,
    PUCK,
    REBOUND,
    REFBOT,
    SWAP,
    TOUGH,
    TURN_REFBOT,
    VS_WINGERS,
    WINGER,
    WINS_TIES,
    CardSet,
    card_set,
)
from tabletop.games.intergalactic_hockey.state import (
    ALWAYS_ON,
    BUZZER,
    DISCARD,
    FACEOFF,
    HAND_SIZE,
    LAST_SHOT,
    OVER,
    OVERTIME,
    ROUND,
    TURN,
    ShowdownState,
    ShowdownView,
    evolve,
)
from tabletop.games.intergalactic_hockey.state import SWAP as SWAP_DECISION

BOOK = "Intergalactic Hockey Showdown"
# The book's section headings, as cited in refusals.
TO_WIN = "To Win"
REFBOT_RULES = "RefBot"
BRUISERS = "Bruisers"
FIRST_PERIOD = "First Period"
FACE_OFFS = "Face-Offs"
PLAYING = "Playing Periods"
ENDING = "Ending Periods"
OVERTIME_RULES = "Overtime"
ABILITIES = "Player Card List & Abilities"

REGULATION_PERIODS = 3
NO_VALUES = ((0, 0), (0, 0))
KINDS = ("play", "swap", "refbot", "discard", "shoot", "decline")
# Which action answers which queued decision.
ANSWER = {SWAP_DECISION: "swap", TURN: "refbot", DISCARD: "discard"}
# S3: abilities that need no choice; each applies when its side's step comes (never a decision).
ALWAYS_ON_ABILITIES = frozenset({FACEOFF_BONUS, VS_WINGERS, HITS_CENTERS, HITS_DEFENDERS})


def rule(section: str) -> str:
    return f"{BOOK}, {section}"


class IntergalacticHockey(Game[ShowdownState]):
    info = about.INFO
    # 2: Lord Doober's -1 is an ability, not his hit (S11); 3: each side's always-on ability at its own
    # step, the attacker's first (S3, Playing Periods steps 1-2), so Jared switches Derek before his +3;
    # 4: the puck holder may take the last shot at the buzzer or let the period end (S22, Ending Periods)
    version = 4
    arg_types = frozenset({str, int})      # card ids; the RefBot turn is +1 or -1
    rollout_horizon = evaluation.ROLLOUT_HORIZON

    def evaluate(self, position: Any, seat: int) -> float:
        return evaluation.evaluate(position, seat)

    def __init__(self, cards: CardSet | None = None) -> None:
        self._given_cards = cards

    def _load(self) -> None:
        cards = self._given_cards or card_set()
        self.cards = cards
        self.card_ids: tuple[str, ...] = cards.ids
        self.components: tuple[str, ...] = self.card_ids + (PUCK, REFBOT)
        self._component_set = frozenset(self.components)
        self._card_set = frozenset(self.card_ids)
        self._order = {c: i for i, c in enumerate(self.card_ids)}
        self._values = {c.id: (c.offense, c.defense) for c in cards.cards}
        self._bruiser = frozenset(c.id for c in cards.cards if c.bruiser)
        self._position = {c.id: c.position for c in cards.cards}
        self._ability = {c.id: c.ability for c in cards.cards}
        self._name = {c.id: c.name for c in cards.cards}
        self._name[PUCK] = cards.components[PUCK].name
        self._name[REFBOT] = cards.components[REFBOT].name
        self._with_ability = {c.ability: c.id for c in cards.cards}

    # ----- helpers -------------------------------------------------------------------
    def name(self, card: str) -> str:
        return self._name[card]

    def values(self, card: str) -> tuple[int, int]:
        """The printed (offense, defense) of a player card."""
        return self._values[card]

    def ability(self, card: str) -> str:
        return self._ability[card]

    def _sorted(self, cards: Iterable[str]) -> tuple[str, ...]:
        return tuple(sorted(cards, key=self._order.__getitem__))

    def _label(self, card: str) -> str:
        o, d = self._values[card]
        return f"{self._name[card]} ({o}/{d})"

    def _active(self, plays: tuple[str | None, str | None], seat: int) -> bool:
        """Whether the card ``seat`` played keeps its ability: Goose cancels the opposing card (S16)."""
        card, other = plays[seat], plays[1 - seat]
        return card is not None and (other is None or self._ability[other] != CANCEL)

    def _discardable(self, state: ShowdownState, seat: int) -> tuple[str, ...]:
        """The hand card ``seat`` may throw away for +2 in this play (Danny or Chris, S6)."""
        if state.phase == FACEOFF or seat == state.puck:
            card = self._with_ability[BOOST_OFFENSE]
        else:
            card = self._with_ability[BOOST_DEFENSE]
        return (card,) if card in state.hands[seat] else ()

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
        state, _ = self._deal(state, self.card_ids, 1, [])
        return state

    def _deal(self, state: ShowdownState, cards: Sequence[str], period: int,
              events: list[Event]) -> tuple[ShowdownState, list[Event]]:
        """Shuffle ``cards`` and deal three to each seat, one at a time from Player 1 (S24)."""
        deck = chance.shuffled(state.seed, state.chance, self._sorted(cards))
        per_seat = min(HAND_SIZE, len(deck) // 2)
        dealt = deck[:2 * per_seat]
        hands = (self._sorted(dealt[0::2]), self._sorted(dealt[1::2]))
        state = evolve(state, chance=state.chance + 1, phase=FACEOFF, period=period, deck=deck[2 * per_seat:],
                       hands=hands, discard=(), puck=None, refbot=0, penalty=None, plays=(None, None),
                       buzzer=False, queue=(), values=NO_VALUES, dial_at_reveal=0)
        events.append(Event("shuffle", f"The deck of {len(deck)} cards is shuffled and {per_seat} dealt to each "
                                       "player.", {"cards": len(deck)}, chance=True, irreversible=True))
        for seat in (0, 1):
            events.append(Event("hand", f"Your hand: {', '.join(self._label(c) for c in hands[seat])}.",
                                {"seat": seat, "cards": hands[seat]}, audience=frozenset((seat,))))
        return state, events

    # ----- the position --------------------------------------------------------------
    def pending(self, state: ShowdownState) -> tuple[Decision, ...]:
        if state.phase == OVER:
            return ()
        if state.phase == BUZZER:
            return (Decision(state.puck, LAST_SHOT, self._buzzer_prompt(state), optional=True),)
        if state.queue:
            seat, kind = state.queue[0]
            return (Decision(seat, kind, self._prompt(state, seat, kind), optional=True),)
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

    def _prompt(self, state: ShowdownState, seat: int, kind: str) -> str:
        card = state.plays[seat]
        if kind == SWAP_DECISION:
            other = state.plays[1 - seat]
            o, d = state.values[1 - seat]
            return (f"{self._name[card]}: switch {self._name[other]}'s offense and defense "
                    f"(now {o} and {d})?")
        if kind == TURN:
            return f"{self._name[card]}: turn the RefBot one step up or down? It shows {state.refbot}."
        boost = self._discardable(state, seat)[0]
        which = "offense" if self._ability[boost] == BOOST_OFFENSE else "defense"
        return f"Discard {self._name[boost]} from your hand for +2 {which}?"

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
                actions = [Action(seat, "discard", (c,)) for c in self._discardable(state, seat)]
            actions.append(Action(seat, "decline"))
            return actions
        if state.plays[seat] is not None:
            return []
        return [Action(seat, "play", (c,)) for c in state.hands[seat]]

    def _parse_action(self, action: Action) -> None:
        kind, args = action.kind, action.args
        if kind == "play":
            if len(args) != 1 or not isinstance(args[0], str) or args[0] not in self._component_set:
                raise MalformedActionError(f"'play' needs one card of {BOOK}, got {list(args)}")
        elif kind in ("swap", "shoot", "decline"):
            if args:
                raise MalformedActionError(f"'{kind}' takes no arguments")
        elif kind == "refbot":
            if len(args) != 1 or args[0] not in (1, -1):     # no bool or float: see arg_types
                raise MalformedActionError(f"'refbot' takes +1 or -1, got {list(args)}")
        elif kind == "discard":
            if len(args) != 1 or not isinstance(args[0], str) or args[0] not in self._card_set:
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
            return refuse("wrong-ability", f"The choice now is: {self._prompt(state, seat, waiting)}",
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
            if card in self._discardable(state, seat):
                return ALLOWED
            boost = self._ability[card]
            if boost not in (BOOST_OFFENSE, BOOST_DEFENSE):
                return refuse("no-discard-ability", f"{self._name[card]} has no ability to use from the hand.",
                              rule(ABILITIES))
            if card not in state.hands[seat]:
                return refuse("not-in-hand", f"{self._name[card]} is not in your hand.", rule(ABILITIES))
            if boost == BOOST_OFFENSE:
                return refuse("wrong-role", f"{self._name[card]} boosts offense, which only the attacker needs.",
                              rule(ABILITIES))
            return refuse("wrong-role", f"{self._name[card]} boosts defense, which only the defender needs; "
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
            return refuse("not-in-hand", f"{self._name[card]} is not in your hand.", rule(section))
        return ALLOWED

    # ----- applying ------------------------------------------------------------------
    def _apply(self, state: ShowdownState, action: Action) -> tuple[ShowdownState, list[Event]]:
        kind, seat = action.kind, action.seat
        if kind == "play":
            return self._play(state, seat, action.args[0])
        name = state.names[seat]
        if state.phase == BUZZER:      # S22: the puck holder's choice at the buzzer
            if kind == "shoot":
                return evolve(state, phase=ROUND, buzzer=True), [
                    Event("last-shot", f"{name} takes a last shot at the buzzer.", {"seat": seat})]
            return self._end_period(state, [Event("decline", f"{name} lets the period end without a last shot.",
                                                  {"seat": seat, "decision": LAST_SHOT})])
        card = state.plays[seat]
        events: list[Event] = []
        if kind == "decline":
            waiting = state.queue[0][1]
            what = {SWAP_DECISION: "switch numbers", TURN: "turn the RefBot", DISCARD: "discard from the hand"}
            events.append(Event("decline", f"{name} chooses not to {what[waiting]}.",
                                {"seat": seat, "decision": waiting}))
        elif kind == "swap":
            other = 1 - seat
            o, d = state.values[other]
            values = (state.values[0], (d, o)) if other == 1 else ((d, o), state.values[1])
            state = evolve(state, values=values)
            events.append(Event("swap", f"{self._name[card]} switches {self._name[state.plays[other]]}'s numbers: "
                                        f"offense {d}, defense {o}.", {"seat": seat, "values": (d, o)}))
        elif kind == "refbot":
            delta = action.args[0]
            state = evolve(state, refbot=state.refbot + delta)
            events.append(Event("refbot-turn", f"{self._name[card]} turns the RefBot {'+1' if delta > 0 else '-1'} "
                                               f"to {state.refbot}.", {"seat": seat, "refbot": state.refbot}))
        else:  # discard
            boost = action.args[0]
            hand = tuple(c for c in state.hands[seat] if c != boost)
            hands = (hand, state.hands[1]) if seat == 0 else (state.hands[0], hand)
            o, d = state.values[seat]
            offense = self._ability[boost] == BOOST_OFFENSE
            mine = (o + 2, d) if offense else (o, d + 2)
            values = (mine, state.values[1]) if seat == 0 else (state.values[0], mine)
            state = evolve(state, hands=hands, discard=state.discard + (boost,), values=values)
            events.append(Event("discard", f"{name} discards {self._name[boost]} from the hand: "
                                           f"+2 {'offense' if offense else 'defense'} for {self._name[card]}.",
                                {"seat": seat, "card": boost}))
        return self._advance(evolve(state, queue=state.queue[1:]), events)

    def _play(self, state: ShowdownState, seat: int, card: str) -> tuple[ShowdownState, list[Event]]:
        hand = tuple(c for c in state.hands[seat] if c != card)
        if seat == 0:
            hands, plays = (hand, state.hands[1]), (card, state.plays[1])
        else:
            hands, plays = (state.hands[0], hand), (state.plays[0], card)
        state = evolve(state, hands=hands, plays=plays)
        events = [
            Event("face-down", f"{state.names[seat]} places a card face down.", {"seat": seat}),
            Event("face-down-own", f"You place {self._label(card)} face down.", {"seat": seat, "card": card},
                  audience=frozenset((seat,))),
        ]
        other = 1 - seat
        if plays[other] is None and hands[other]:
            return state, events
        return self._reveal(state, events)

    def _reveal(self, state: ShowdownState, events: list[Event]) -> tuple[ShowdownState, list[Event]]:
        plays = state.plays
        names = state.names
        faceoff = state.phase == FACEOFF
        vals = tuple(self._values[c] if c is not None else (0, 0) for c in plays)
        state = evolve(state, values=(vals[0], vals[1]))
        shown = [f"{names[s]} plays {self._label(plays[s])}" if plays[s] is not None
                 else f"{names[s]} has no card to play" for s in (0, 1)]
        title = "Face-off" if faceoff else ("Last shot at the buzzer" if state.buzzer else "Reveal")
        events.append(Event("reveal", f"{title}: {shown[0]}; {shown[1]}.",
                            {"cards": plays, "faceoff": faceoff, "attacker": None if faceoff else state.puck},
                            irreversible=True))
        active = (self._active(plays, 0), self._active(plays, 1))
        # S16: Goose's cancellation holds "even if Goose is defending", so it is settled at the reveal.
        for s in (0, 1):
            if plays[s] is not None and not active[s]:
                card, other = plays[s], plays[1 - s]
                events.append(Event("cancel", f"{self._name[other]} cancels {self._name[card]}'s ability"
                                              f"{' and bruiser hit' if card in self._bruiser else ''}.",
                                    {"seat": 1 - s, "card": other}))
        state = evolve(state, queue=self._ability_queue(state), dial_at_reveal=state.refbot)
        return self._advance(state, events)

    def _advance(self, state: ShowdownState, events: list[Event]) -> tuple[ShowdownState, list[Event]]:
        """Work through the abilities in the book's order (S3): always-on ones apply as they come up,
        a choice waits for its player; with nothing left, the play is resolved."""
        while state.queue and state.queue[0][1] == ALWAYS_ON:
            state = self._always_on(state, state.queue[0][0], events)
            state = evolve(state, queue=state.queue[1:])
        if state.queue:
            return state, events
        return self._resolve(state, events)

    def _step_order(self, state: ShowdownState) -> tuple[int, int]:
        """S3: whose abilities come first: the attacker's (Playing Periods steps 1-2), Player 1's in a face-off."""
        if state.phase == FACEOFF:
            return 0, 1
        return state.puck, 1 - state.puck

    def _always_on(self, state: ShowdownState, s: int, events: list[Event]) -> ShowdownState:
        """Seat ``s``'s ability that needs no choice (Bryzan, Derek, Yrahkska, Lord Doober), applied to
        the numbers as they stand at its step (S3)."""
        plays = state.plays
        card, other = plays[s], plays[1 - s]
        vals = [list(state.values[0]), list(state.values[1])]
        ability = self._ability[card]
        if ability == FACEOFF_BONUS and state.phase == FACEOFF:
            vals[s][0] += 3
            events.append(Event("ability", f"{self._name[card]} gets +3 offense in the face-off.",
                                {"seat": s, "card": card}))
        elif ability == VS_WINGERS and other is not None and self._position[other] == WINGER:
            vals[s][1] += 3
            events.append(Event("ability", f"{self._name[card]} gets +3 defense against a winger.",
                                {"seat": s, "card": card}))
        elif ability == HITS_CENTERS and other is not None and self._position[other] == CENTER:
            vals[1 - s][0] -= 3
            vals[1 - s][1] -= 3
            events.append(Event("ability", f"{self._name[card]} takes 3 off both of the center "
                                           f"{self._name[other]}'s numbers.", {"seat": s, "card": card}))
        elif ability == HITS_DEFENDERS and other is not None and self._position[other] == DEFENDER:
            # S11: an ability like Yrahkska's, apart from the bruiser hit (which may cancel,
            # shrink on Jake or bounce off Pax without touching this).
            vals[1 - s][0] -= 1
            vals[1 - s][1] -= 1
            events.append(Event("ability", f"{self._name[card]} takes 1 off both of the defender "
                                           f"{self._name[other]}'s numbers.", {"seat": s, "card": card}))
        else:
            return state
        return evolve(state, values=(tuple(vals[0]), tuple(vals[1])))

    def _ability_queue(self, state: ShowdownState) -> tuple[tuple[int, str], ...]:
        """S3, Playing Periods steps 1-2: every ability of this play in the book's order. The first
        side's (the attacker's; Player 1's in a face-off) come first, then the other side's; for each
        side the played card's ability (always-on, or Jared's or Dom's choice), then a discard from
        the hand (Danny or Chris)."""
        plays = state.plays
        queue: list[tuple[int, str]] = []
        for s in self._step_order(state):
            card = plays[s]
            if card is None:
                continue
            if self._active(plays, s):
                ability = self._ability[card]
                if ability in ALWAYS_ON_ABILITIES:
                    queue.append((s, ALWAYS_ON))
                elif ability == SWAP and plays[1 - s] is not None:
                    queue.append((s, SWAP_DECISION))
                elif ability == TURN_REFBOT and state.penalty is None:
                    queue.append((s, TURN))
            if self._discardable(state, s):
                queue.append((s, DISCARD))
        return tuple(queue)

    def _resolve(self, state: ShowdownState, events: list[Event]) -> tuple[ShowdownState, list[Event]]:
        """Bruisers, the RefBot and the result of a revealed play, then discards and refills."""
        plays = state.plays
        names = state.names
        faceoff = state.phase == FACEOFF
        attacker = None if faceoff else state.puck
        vals = [list(state.values[0]), list(state.values[1])]
        active = (self._active(plays, 0), self._active(plays, 1))

        # S9: Vojt-n-Swet sees the opposing hand now, before anyone refills.
        for s in (0, 1):
            if active[s] and self._ability[plays[s]] == LOOK:
                other = 1 - s
                seen = [self._label(c) for c in state.hands[other]]
                if state.penalty == other:
                    seen.append(self._name[REFBOT])
                listing = ", ".join(seen) if seen else "no cards"
                events.append(Event("look", f"{self._name[plays[s]]} looks at {names[other]}'s hand: {listing}.",
                                    {"seat": s, "cards": state.hands[other]}, audience=frozenset((s,))))
                events.append(Event("look-public", f"{self._name[plays[s]]} lets {names[s]} look at "
                                                   f"{names[other]}'s hand.", {"seat": s}))

        # Bruisers (S10, S11, S13, S14, S16): the hit is always 2 (printed abilities applied at the
        # reveal); a bruiser cancelled by Goose neither hits nor turns the RefBot.
        hitters = [s for s in (0, 1) if active[s] and plays[s] in self._bruiser]
        if len(hitters) == 2:
            events.append(Event("bruisers", "Two bruisers meet: they have no effect on each other.", {}))
        else:
            for s in hitters:
                target = plays[1 - s]
                if target is None:
                    continue
                hit = 2
                guard = self._ability[target]
                if guard == ARMOURED:
                    k = 0 if (faceoff or s == attacker) else 1
                    vals[s][k] -= 3
                    events.append(Event("bruiser", f"{self._name[plays[s]]} bounces off {self._name[target]} "
                                                   f"and loses 3 {'offense' if k == 0 else 'defense'}.",
                                        {"seat": s, "card": plays[s]}))
                    continue
                if guard == TOUGH:
                    hit = 1
                vals[1 - s][0] -= hit
                vals[1 - s][1] -= hit
                events.append(Event("bruiser", f"{self._name[plays[s]]} hits {self._name[target]}: "
                                               f"-{hit} offense and -{hit} defense.", {"seat": s, "card": plays[s]}))

        # The RefBot (S8, S15, S18, S19).
        refbot, penalty = state.refbot, state.penalty
        if penalty is not None:
            if hitters:
                events.append(Event("refbot", f"The RefBot is in {names[penalty]}'s hand and does not move.", {}))
        else:
            calm = [s for s in (0, 1) if active[s] and self._ability[plays[s]] == CALMS_REFBOT]
            if hitters and state.dial_at_reveal == 3 and not calm:
                if faceoff and len(hitters) == 2:
                    refbot = 3
                    events.append(Event("refbot", "Two bruisers in a face-off with the RefBot at 3: it stays "
                                                  "at 3 and play goes on.", {"refbot": 3}))
                else:
                    if len(hitters) == 1:
                        offender = hitters[0]
                    else:
                        dom = [s for s in (0, 1) if self._ability[plays[s]] == TURN_REFBOT]
                        offender = 1 - dom[0] if dom else 1 - attacker
                    penalty, refbot = offender, 0
                    events.append(Event("penalty", f"Penalty! The RefBot goes into {names[offender]}'s hand.",
                                        {"seat": offender}))
            else:
                if hitters:
                    refbot = min(3, refbot + len(hitters))
                    events.append(Event("refbot", f"The RefBot turns to {refbot}.", {"refbot": refbot}))
                if calm:
                    refbot = 3
                    spared = " No penalty is called; " if hitters and state.dial_at_reveal == 3 else " "
                    events.append(Event("refbot", f"{self._name[plays[calm[0]]]} calms the RefBot.{spared}"
                                                  "It is now set at 3.", {"refbot": 3}))
        cleared = {"refbot": refbot, "penalty": penalty, "plays": (None, None), "queue": (), "values": NO_VALUES}

        # The result (S1, S2, S4, S5, S17).
        tie_winner = None
        for s in (0, 1):
            if active[s] and self._ability[plays[s]] == WINS_TIES:
                tie_winner = s
        discard = state.discard + tuple(c for c in plays if c is not None)
        if faceoff:
            a, b = max(0, vals[0][0]), max(0, vals[1][0])
            winner = (0 if a > b else 1) if a != b else tie_winner
            if winner is None:
                text = f"The face-off is tied at {a}; the puck stays in the middle."
            else:
                how = f" ({self._name[plays[winner]]} wins ties)" if a == b else ""
                text = f"{names[winner]} wins the face-off, {max(a, b)} to {min(a, b)}{how}, and takes the puck."
            events.append(Event("faceoff", text, {"winner": winner, "offense": (a, b)}))
            state = evolve(state, puck=winner, discard=discard, **cleared)
            return self._after_play(state, events, winner if winner is not None else 0)

        defender = 1 - attacker
        o, d = max(0, vals[attacker][0]), max(0, vals[defender][1])
        if o > d or (o == d and tie_winner == attacker):
            return self._goal(state, events, attacker, o, d, cleared)
        if d > o or (o == d and tie_winner == defender):
            how = f" ({self._name[plays[defender]]} wins ties)" if o == d else ""
            if active[defender] and self._ability[plays[defender]] == REBOUND:
                events.append(Event("save", f"{self._name[plays[defender]]} stops the shot, {d} to {o}{how}, "
                                            f"but {names[attacker]} keeps the puck.",
                                    {"winner": defender, "puck": attacker}))
                puck = attacker
            else:
                events.append(Event("save", f"{names[defender]} stops the shot, {d} to {o}{how}, and takes the "
                                            "puck.", {"winner": defender, "puck": defender}))
                puck = defender
        else:
            events.append(Event("tie", f"{o} against {d}: a tie, {names[attacker]} keeps the puck.",
                                {"puck": attacker}))
            puck = attacker
        state = evolve(state, puck=puck, discard=discard, **cleared)
        return self._after_play(state, events, puck)

    def _goal(self, state: ShowdownState, events: list[Event], scorer: int, o: int, d: int,
              cleared: dict[str, Any]) -> tuple[ShowdownState, list[Event]]:
        names = state.names
        card = state.plays[scorer]
        other = state.plays[1 - scorer]
        scored = list(state.scored)
        scored[scorer] = scored[scorer] + (card,)
        goals = list(state.goals)
        goals[scorer] += 1
        discard = state.discard + ((other,) if other is not None else ())
        events.append(Event("goal", f"GOAL! {self._name[card]} scores for {names[scorer]}, {o} to {d} "
                                    f"({names[0]} {goals[0]}, {names[1]} {goals[1]}).",
                            {"seat": scorer, "card": card, "goals": tuple(goals)}))
        if cleared["penalty"] == 1 - scorer:          # S18: a goal against ends the penalty
            cleared = dict(cleared, penalty=None, refbot=0)
            events.append(Event("penalty-over", f"{names[1 - scorer]}'s penalty is over: the RefBot goes back "
                                                "beside the rink at 0.", {"seat": 1 - scorer}))
        state = evolve(state, scored=(scored[0], scored[1]), goals=(goals[0], goals[1]), discard=discard,
                       puck=None, **cleared)
        if state.overtime:
            return self._finish(state, events, (scorer,))
        return self._after_play(state, events, scorer)

    def _after_play(self, state: ShowdownState, events: list[Event],
                    first: int) -> tuple[ShowdownState, list[Event]]:
        """Clear the rink, refill (``first`` draws first, S21), and start the next play or end the period."""
        if state.buzzer:
            return self._end_period(state, events)
        state, events = self._refill(state, first, events, FACEOFF if state.puck is None else ROUND)
        if state.deck or state.overtime:
            return state, events
        # S22: the deck is empty, so the period is over; the puck holder "may take one final shot
        # at the buzzer" (Ending Periods): an optional decision, taken or declined.
        shooter = state.puck
        if shooter is not None and state.hands[shooter]:
            events.append(Event("buzzer", f"The deck is empty: {state.names[shooter]} holds the puck and may take "
                                          "one final shot at the buzzer.", {"seat": shooter}))
            return evolve(state, phase=BUZZER), events
        return self._end_period(state, events)

    def _refill(self, state: ShowdownState, first: int, events: list[Event],
                phase: str) -> tuple[ShowdownState, list[Event]]:
        deck = list(state.deck)
        discard = state.discard
        counter = state.chance
        hands = [list(state.hands[0]), list(state.hands[1])]
        drawn: list[list[str]] = [[], []]
        for seat in (first, 1 - first):
            held = 1 if state.penalty == seat else 0
            while len(hands[seat]) + held < HAND_SIZE:
                if not deck:
                    if not (state.overtime and discard):
                        break
                    deck, discard, counter = self._reshuffle(state, discard, counter, events)
                card = deck.pop(0)
                hands[seat].append(card)
                drawn[seat].append(card)
        if state.overtime and not deck and discard:   # S25: a new draw pile as soon as it runs out
            deck, discard, counter = self._reshuffle(state, discard, counter, events)
        if drawn[0] or drawn[1]:
            parts = [f"{state.names[s]} draws {len(drawn[s])}" for s in (first, 1 - first) if drawn[s]]
            events.append(Event("refill", f"{', then '.join(parts)}.",
                                {"drawn": (len(drawn[0]), len(drawn[1])), "first": first}))
            for seat in (0, 1):
                if drawn[seat]:
                    events.append(Event("draw", f"You draw {', '.join(self._label(c) for c in drawn[seat])}.",
                                        {"seat": seat, "cards": tuple(drawn[seat])},
                                        audience=frozenset((seat,)), irreversible=True))
        state = evolve(state, deck=tuple(deck), discard=discard, chance=counter, phase=phase,
                       hands=(self._sorted(hands[0]), self._sorted(hands[1])))
        return state, events

    def _reshuffle(self, state: ShowdownState, discard: tuple[str, ...], counter: int,
                   events: list[Event]) -> tuple[list[str], tuple[str, ...], int]:
        deck = list(chance.shuffled(state.seed, counter, self._sorted(discard)))
        events.append(Event("reshuffle", f"Overtime: the {len(deck)} discarded cards are shuffled into a new "
                                         "draw pile.", {"cards": len(deck)}, chance=True, irreversible=True))
        return deck, (), counter + 1

    def _end_period(self, state: ShowdownState, events: list[Event]) -> tuple[ShowdownState, list[Event]]:
        names, goals = state.names, state.goals
        events.append(Event("period-end", f"End of period {state.period}: {names[0]} {goals[0]}, "
                                          f"{names[1]} {goals[1]}.", {"period": state.period, "goals": goals}))
        if state.penalty is not None:
            events.append(Event("penalty-over", f"The period is over, and with it {names[state.penalty]}'s "
                                                "penalty.", {"seat": state.penalty}))
        if state.period < REGULATION_PERIODS:
            cards = state.deck + state.discard + state.hands[0] + state.hands[1]
            events.append(Event("period", f"Period {state.period + 1} begins with a face-off.",
                                {"period": state.period + 1}))
            return self._deal(state, cards, state.period + 1, events)
        if goals[0] != goals[1]:
            return self._finish(state, events, (0,) if goals[0] > goals[1] else (1,))
        # S25: level after three periods: every player card, score piles included, back in for overtime.
        events.append(Event("overtime", f"Level at {goals[0]}-{goals[1]}: sudden-death overtime!", {}))
        state = evolve(state, scored=((), ()))
        return self._deal(state, self.card_ids, OVERTIME, events)

    def _finish(self, state: ShowdownState, events: list[Event],
                winners: tuple[int, ...]) -> tuple[ShowdownState, list[Event]]:
        state = evolve(state, phase=OVER, winners=winners, queue=(), buzzer=False)
        events.append(Event("game-over", self._result_text(state), {"winners": winners}))
        return state, events

    def _result_text(self, state: ShowdownState) -> str:
        g = state.goals
        w = state.winners[0] if state.winners else 0
        extra = " in overtime" if state.overtime else ""
        return f"{state.names[w]} wins {g[w]}-{g[1 - w]}{extra}."

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
            asked.append(self._with_ability[
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
            hands[s] = self._sorted(hand)
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
            queue = self._ability_queue(state)
            state = evolve(state, queue=queue[queue.index(head):])
        return state

    def is_over(self, state: ShowdownState) -> bool:
        return state.phase == OVER

    def outcome(self, state: ShowdownState) -> Outcome | None:
        if state.phase != OVER:
            return None
        return Outcome(state.winners or (), state.goals, self._result_text(state))

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
            if card in self._values:
                o, d = self._values[card]
                rough = ", bruiser" if card in self._bruiser else ""
                return f"Play {self._name[card]} (offense {o}, defense {d}{rough})"
            return f"Play the {self._name[card]}"
        if kind == "swap":
            return "Switch the opposing card's offense and defense"
        if kind == "shoot":
            return "Shoot at the buzzer"
        if kind == "refbot":
            return f"Turn the RefBot {'+1' if action.args[0] == 1 else '-1'}"
        if kind == "discard":
            card = action.args[0]
            which = "offense" if self._ability[card] == BOOST_OFFENSE else "defense"
            return f"Discard {self._name[card]} for +2 {which}"
        if state.phase == BUZZER:
            return "Let the period end"
        return "Decline"
