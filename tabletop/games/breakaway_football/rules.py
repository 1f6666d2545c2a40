"""Breakaway Football (``breakaway-football.md``) on the engine contract.

Citations name the book's section headings ("Breakaway Football, Clock Management").
Decisions the book leaves open are recorded in ``docs/rulings/breakaway-football.md`` and
referred to in comments as R1, R2...
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Outcome
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_football import about, clock, evaluation, kicking, plays
from tabletop.games.breakaway_football.cards import CardSet, default_cards
from tabletop.games.breakaway_football.field import MAX_FIELD_GOAL, down_text, field_goal_distance, rule
from tabletop.games.breakaway_football.state import (
    AUDIBLE,
    CALL,
    CHALLENGE,
    CHOOSE,
    EQUALIZE,
    GOAL,
    HALFTIME,
    ICE,
    KICKOFF,
    MODIFIER,
    OVER,
    PENALTY,
    RETRIEVE,
    SPECIAL,
    TOSS,
    TRY,
    Call,
    FootballState,
    FootballView,
    replace,
)
from tabletop.games.breakaway_football.tables import FootballTables

SPECIALS = ("punt", "coffin", "field_goal", "hail_mary", "kneel")
CHOICES = {
    "toss": ("heads", "tails"), "choose": ("receive", "kick"), "kickoff": ("deep", "onside"),
    "try": ("kick", "two"), "audible": ("turn", "keep"), "challenge": ("spend", "keep"),
    "penalty": ("accept", "decline"), "modifier": ("event", "corner"), "ice": ("yes", "no"),
    "special": SPECIALS,
}
PHASE_OF = {"toss": (TOSS,), "choose": (CHOOSE,), "kickoff": (KICKOFF,), "try": (TRY,),
            "discard": (EQUALIZE, SPECIAL), "call": (CALL,), "special": (CALL,), "timeout": (CALL,),
            "no_timeout": (CALL,),
            "retrieve": (RETRIEVE,), "audible": (AUDIBLE,), "challenge": (CHALLENGE,),
            "penalty": (PENALTY,), "modifier": (MODIFIER,), "ice": (ICE,)}
SECTION = {"toss": "Setup", "choose": "Setup", "kickoff": "Kickoffs/Kick Returns",
           "try": "Touchdown/PAT", "discard": "Clock Management", "call": "Game Play",
           "special": "Game Play", "timeout": "Time Outs", "no_timeout": "Time Outs", "retrieve": "Time Outs",
           "audible": "Audibles",
           "challenge": "Challenge Flags", "penalty": "Penalties", "modifier": "Breakaways",
           "ice": "Ice the Kicker"}
WAITING = {
    TOSS: "the coin toss is being called", CHOOSE: "the toss winner chooses to kick or receive",
    KICKOFF: "the kicking team chooses its kickoff", TRY: "the scoring team chooses its try",
    EQUALIZE: "a team is discarding offense cards to level the clock",
    CALL: "the coaches are calling plays", SPECIAL: "the offense chooses the card to discard",
    RETRIEVE: "the offense takes a card back after a time out",
    AUDIBLE: "the coaches may call audibles", CHALLENGE: "a coach may throw the challenge flag",
    PENALTY: "a penalty is being accepted or declined", MODIFIER: "the breakaway modifier is being chosen",
    ICE: "the defense may ice the kicker", OVER: "the game is over",
}
PROMPTS = {
    TOSS: "Call the coin toss", CHOOSE: "You won the toss: receive or kick?",
    KICKOFF: "Kick off deep, or try an onside kick?", TRY: "Kick the extra point or go for two?",
    EQUALIZE: "Discard an offense card to level the clock", SPECIAL: "Choose the offense card to discard",
    RETRIEVE: "Take an offense card back from your discards",
    AUDIBLE: "Call an audible (turn your card end for end) before the reveal?",
    CHALLENGE: "Throw your challenge flag to ignore the play event?",
    PENALTY: "Accept or decline the penalty?", MODIFIER: "Take the play event or the breakaway value?",
    ICE: "Ice the kicker (spend a time out, -1 on the field goal value)?",
}


@lru_cache(maxsize=1024)
def _decision(seat: int, kind: str, prompt: str, secret: bool = False, optional: bool = False) -> Decision:
    """A pending decision; they are immutable values, so each one is made once."""
    return Decision(seat, kind, prompt, secret=secret, optional=optional)


def _offense_first(state: FootballState) -> Verdict:
    """Game Play (R4): the defense calls once the offense's card is down."""
    return refuse("offense-first", f"{state.names[state.offense]} lays the offense play face down first; then "
                  "the defense calls.", rule("Game Play"))


def timeout_window(state: FootballState) -> bool:
    """Time Outs, "Example: Defense Calls Time Out" (R19): the offense's next play would use its last
    card, so before the offense commits it (a card face down, or an announced kick, Hail Mary or
    kneel) the defense is asked whether to call a time out, when one can bring a card back."""
    offense, defense = state.offense, state.defender
    return (state.phase == CALL and not state.two_point and not state.timeout_declined
            and state.calls[offense] is None and state.calls[defense] is None
            and len(state.hands[offense]) == 1 and state.timeouts[defense] > 0 and bool(state.discards[offense]))


class BreakawayFootball(Game[FootballState]):
    info = about.INFO
    #: 2: Hail Mary from the field-goal value, one card (R24). 3: defense cards have two ends;
    #: the defense calls an end and may audible too (R5). 4: a breakaway's fumble is at the ball
    #: marker, the line of scrimmage or where a return began (Turnovers, R13); the offense lays its
    #: card face down first, then the defense (Game Play, R4).
    #: 5: the defense may call a time out before the offense commits its last card (Time Outs, R19).
    version = 5
    arg_types = frozenset({str})           # card ids, ends and choices
    rollout_horizon = evaluation.ROLLOUT_HORIZON

    def evaluate(self, position: Any, seat: int) -> float:
        return evaluation.evaluate(position, seat)

    def __init__(self, cards: CardSet | None = None) -> None:
        self._given_cards = cards

    def _load(self) -> None:
        self.cards = self._given_cards or default_cards()
        # The rule modules are handed these card tables, never the game itself.
        self.tables = tables = FootballTables(self.cards)
        self.off, self.dfn, self.gd, self.gd_ids = tables.off, tables.dfn, tables.gd, tables.gd_ids
        self.offense_ids, self.defense_ids = tables.offense_ids, tables.defense_ids
        # The legal actions of the last state asked about, per seat. One (state, table) pair,
        # read and replaced as a whole, so threads sharing the game (a computer player thinking
        # while the window asks for buttons) never read each other's table.
        self._cache: tuple[FootballState | None, dict[int, list[Action]]] = (None, {})

    # ----- helpers -------------------------------------------------------------------
    def label(self, card: str) -> str:
        return self.tables.label(card)

    def team_of(self, state: FootballState, seat: int):
        return self.cards.teams[state.teams[seat]]

    # ----- set-up --------------------------------------------------------------------
    def new_game(self, seed: int, options: Mapping[str, Any] | None = None,
                 names: Sequence[str] | None = None, decks: Sequence[Any] | None = None) -> FootballState:
        self.check_decks(decks, {}, 2)          # dealt from the game's own cards: no decks of your own
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("the seed must be a whole number")
        checked = self.check_options(options)
        teams = (checked["home_team"], checked["visiting_team"])
        if teams[0] == teams[1]:
            raise ValueError("Breakaway Football needs two different teams (each deck exists once)")
        names = tuple(names) if names else tuple(self.cards.teams[t].name for t in teams)
        if len(names) != 2:
            raise ValueError("Breakaway Football is for exactly two coaches")
        state = FootballState(names=names, seed=seed, options=tuple(sorted(checked.items())), teams=teams,
                              deck=chance.shuffled(seed, 0, self.gd_ids), chance=1,
                              defense=(self.defense_ids[teams[0]], self.defense_ids[teams[1]]))
        return clock.full_hands(self.tables, state)

    # ----- the position --------------------------------------------------------------
    def pending(self, state: FootballState) -> tuple[Decision, ...]:
        phase = state.phase
        if phase == OVER:
            return ()
        if phase == CALL:
            if timeout_window(state):
                return (_decision(state.defender, "timeout", self._window_prompt(state), optional=True),)
            # Game Play (R4): the offense lays its card face down first, then the defense.
            seat = state.offense if state.calls[state.offense] is None else state.defender
            if state.calls[seat] is not None:
                return ()
            side = "offense" if seat == state.offense else "defense"
            what = "two-point try" if state.two_point else down_text(state)
            return (_decision(seat, "call", f"Call your {side} play face down ({what})", secret=True),)
        if phase == AUDIBLE:
            # R5: both coaches answer at once and in secret; the audibles are announced at the reveal.
            return tuple(_decision(seat, AUDIBLE, PROMPTS[AUDIBLE], secret=True, optional=True)
                         for seat in (state.offense, state.defender) if not state.audibled(seat))
        optional = phase in (CHALLENGE, PENALTY, ICE)
        return (_decision(state.decider, phase, PROMPTS[phase], optional=optional),)

    @staticmethod
    def _window_prompt(state: FootballState) -> str:
        return (f"{state.names[state.offense]} has one offense card left: call a time out before the play, "
                "so they take a card back?")

    def _legal_actions(self, state: FootballState, seat: int) -> list[Action]:
        return list(self._legal(state, seat))

    def _legal(self, state: FootballState, seat: int) -> list[Action]:
        """The legal list, computed once per state and seat (search asks for it more than once)."""
        cached_state, table = self._cache
        if cached_state is not state:
            table = {}
            self._cache = (state, table)
        hit = table.get(seat)
        if hit is None:
            hit = table[seat] = self._compute_legal(state, seat)
        return hit

    def _compute_legal(self, state: FootballState, seat: int) -> list[Action]:
        phase = state.phase
        if phase == OVER:
            return []
        if phase == CALL:
            if timeout_window(state):
                return [Action(seat, "timeout"), Action(seat, "no_timeout")] if seat == state.defender else []
            if state.calls[seat] is not None or (seat != state.offense and state.calls[state.offense] is None):
                return []       # R4: the defense calls once the offense's card is down
            out: list[Action] = []
            if seat == state.offense:
                cards = state.hands[seat] + (state.discards[seat] if state.two_point else ())
                for card in cards:
                    out.append(Action(seat, "call", (card, "a")))
                    out.append(Action(seat, "call", (card, "b")))
                if not state.two_point:
                    out.extend(Action(seat, "special", (m,)) for m in self._specials(state))
            else:
                for card in state.defense[seat]:
                    out.append(Action(seat, "call", (card, "a")))
                    out.append(Action(seat, "call", (card, "b")))
            if self._timeout_ok(state, seat):
                out.append(Action(seat, "timeout"))
            return out
        if phase == AUDIBLE:
            return [] if state.audibled(seat) else [Action(seat, AUDIBLE, (c,)) for c in CHOICES[AUDIBLE]]
        if seat != state.decider:
            return []
        if phase in (EQUALIZE, SPECIAL):
            return [Action(seat, "discard", (c,)) for c in state.hands[seat]]
        if phase == RETRIEVE:
            return [Action(seat, "retrieve", (c,)) for c in state.discards[seat]]
        return [Action(seat, phase, (choice,)) for choice in CHOICES[phase]]

    def _specials(self, state: FootballState) -> list[str]:
        out = ["punt"]
        if state.option("coffin_corner"):
            out.append("coffin")
        if field_goal_distance(state.ball) <= MAX_FIELD_GOAL:
            out.append("field_goal")
        out += ["hail_mary", "kneel"]
        return out

    @staticmethod
    def _timeout_ok(state: FootballState, seat: int) -> bool:
        return (not state.two_point and state.timeouts[seat] > 0 and bool(state.discards[state.offense])
                and state.calls[seat] is None)

    # ----- parsing and validation ------------------------------------------------------
    def _parse_action(self, action: Action) -> None:
        kind, args = action.kind, action.args
        if kind in CHOICES:
            if len(args) != 1 or args[0] not in CHOICES[kind]:
                raise MalformedActionError(f"'{kind}' takes one of {', '.join(CHOICES[kind])}, got {list(args)}")
        elif kind in ("discard", "retrieve"):
            if len(args) != 1 or args[0] not in self.off:
                raise MalformedActionError(f"'{kind}' needs one offense card id, got {list(args)}")
        elif kind == "call":
            # Offense and defense cards alike have two ends: the call names the end on the board.
            if len(args) != 2 or (args[0] not in self.off and args[0] not in self.dfn) or args[1] not in ("a", "b"):
                raise MalformedActionError(f"'call' takes a team card and the end that touches the board "
                                           f"('a' or 'b'), got {list(args)}")
        elif kind in ("timeout", "no_timeout"):
            if args:
                raise MalformedActionError(f"'{kind}' takes no arguments")
        else:
            raise MalformedActionError(f"Breakaway Football has no action {kind!r}")

    def _validate(self, state: FootballState, action: Action) -> Verdict:
        if action in self._legal(state, action.seat):
            return ALLOWED
        return self._why(state, action)

    def _why(self, state: FootballState, action: Action) -> Verdict:
        """The reason an action that is not among the legal ones is refused."""
        seat, kind, args = action.seat, action.kind, action.args
        names = state.names
        if state.phase == OVER:
            return refuse("game-over", "The game is over.", rule("Clock Management"))
        if state.phase not in PHASE_OF[kind]:
            return refuse("wrong-phase", f"That is not possible now: {WAITING[state.phase]}.", rule(SECTION[kind]))
        if state.phase == AUDIBLE:
            return refuse("already-answered", "You have answered the audible; the cards are revealed once both "
                          "coaches have.", rule("Audibles"))
        if state.phase != CALL and seat != state.decider:
            return refuse("not-your-decision", f"{names[state.decider]} decides now, not {names[seat]}.",
                          rule(SECTION[kind]))
        if kind in ("discard",):
            return refuse("not-in-hand", f"{self.label(args[0])} is not among your offense cards in hand.",
                          rule("Clock Management"))
        if kind == "retrieve":
            return refuse("not-discarded", "A time out brings back a card from your discard pile; that card is "
                          "not there.", rule("Time Outs"))
        if timeout_window(state):
            if seat == state.offense:
                return refuse("timeout-window", f"{names[state.defender]} may first call a time out before your "
                              "last offense card is played.", rule("Time Outs"))
            if kind == "call":
                return _offense_first(state)
        if kind == "no_timeout":
            return refuse("not-asked", "Nobody is being asked about a time out now: the defense is asked before "
                          "the offense's call only when the offense holds its last card.", rule("Time Outs"))
        if kind == "timeout" and seat != state.offense and state.calls[state.offense] is None:
            return refuse("offense-first", "The defense calls a time out once the offense's card is down, or "
                          "before the offense's call when the offense holds its last card.", rule("Time Outs"))
        if state.calls[seat] is not None:
            return refuse("already-called", "You have already put your play face down; you may only audible "
                          "(turn it) before the reveal.", rule("Audibles"))
        offense = seat == state.offense
        if kind == "timeout":
            if state.two_point:
                return refuse("untimed-try", "The two-point try is an untimed down: no time outs.",
                              rule("Touchdown/PAT"))
            if state.timeouts[seat] <= 0:
                return refuse("no-timeouts", "You have no time outs left this half.", rule("Time Outs"))
            return refuse("nothing-to-retrieve", "A time out brings an offense card back from the discards, and "
                          "the offense has none there.", rule("Time Outs"))
        if kind == "special":
            if not offense:
                return refuse("defense-cannot-kick", "Only the offense announces a kick, Hail Mary or kneel.",
                              rule("Game Play"))
            if state.two_point:
                return refuse("untimed-try", "A two-point try is one play from the 10 with any play card.",
                              rule("Touchdown/PAT"))
            if args[0] == "coffin":
                return refuse("option-off", "Coffin-corner punts are an optional rule that is not in use.",
                              rule("Coffin-Corner Punting"))
            return refuse("out-of-range", "Field goals are kicked from the opponent's 45-yard line or closer "
                          "(the distance chart ends at 9).", rule("Field Goal (3 Points)"))
        # call
        card = args[0]
        if offense and card in self.dfn:
            return refuse("wrong-side", "You are on offense: call one of your offense cards.", rule("Game Play"))
        if not offense and card in self.off:
            return refuse("wrong-side", "You are on defense: call one of your defense cards.", rule("Game Play"))
        if not offense and state.calls[state.offense] is None:
            return _offense_first(state)
        if offense and card in state.discards[seat]:
            return refuse("discarded", f"{self.label(card)} has been used this quarter (it is in your "
                          "discards).", rule("Clock Management"))
        return refuse("not-in-hand", f"{self.label(card)} is not in your hand.", rule("Game Play"))

    # ----- applying ------------------------------------------------------------------
    def _apply(self, state: FootballState, action: Action) -> tuple[FootballState, list[Event]]:
        events: list[Event] = []
        t = self.tables
        kind, seat, args = action.kind, action.seat, action.args
        arg = args[0] if args else None
        if kind == "call":
            state = plays.call(t, state, seat, arg, args[1], events)
        elif kind == "audible":
            state = plays.audible(t, state, seat, arg == "turn", events)
        elif kind == "discard":
            if state.phase == EQUALIZE:
                state = clock.equalize_discard(t, state, arg, events)
            else:
                state = plays.special_discard(t, state, arg, events)
        elif kind == "modifier":
            state = plays.modifier(t, state, arg == "event", events)
        elif kind == "challenge":
            state = plays.challenge(t, state, seat, arg == "spend", events)
        elif kind == "penalty":
            state = plays.penalty_choice(t, state, arg == "accept", events)
        elif kind == "special":
            state = plays.announce(t, state, arg, events)
        elif kind == "timeout":
            state = clock.call_timeout(state, seat, events)
        elif kind == "no_timeout":
            events.append(Event("no-timeout", f"{state.names[seat]} calls no time out: "
                                f"{state.names[state.offense]} calls the play.", {"seat": seat}))
            state = replace(state, timeout_declined=True)
        elif kind == "retrieve":
            state = clock.retrieve(t, state, arg, events)
        elif kind == "kickoff":
            if arg == "onside":
                events.append(Event("announce", f"{state.names[seat]} announces an onside kick.", {}))
                state = kicking.onside_kick(t, state, seat, events)
            else:
                state = kicking.deep_kick(t, state, seat, events)
        elif kind == "try":
            if arg == "kick":
                events.append(Event("try", f"{state.names[seat]} kicks the extra point.", {}))
                state = kicking.extra_point(t, state, events)
            else:
                events.append(Event("try", f"{state.names[seat]} goes for two from the 10.", {}))
                state = replace(state, two_point=True, ball=GOAL - 2, down=1, target=GOAL, phase=CALL,
                                calls=(None, None), play=None, revealed=False)
        elif kind == "ice":
            if arg == "yes":
                left = state.timeouts[seat] - 1
                timeouts = (left, state.timeouts[1]) if seat == 0 else (state.timeouts[0], left)
                events.append(Event("ice", f"{state.names[seat]} calls time out to ice the kicker "
                                    f"({left} left).", {"seat": seat}))
                state = replace(state, timeouts=timeouts)
            else:
                events.append(Event("no-ice", f"{state.names[seat]} lets the kicker kick.", {}))
            state = kicking.kick_field_goal(t, state, events, iced=arg == "yes")
        elif kind == "toss":
            state = self._toss(state, seat, arg, events)
        else:  # choose
            state = self._choose(state, seat, arg, events)
        if state.phase == HALFTIME:
            state = kicking.second_half(t, state, events)
        return state, events

    def _toss(self, state: FootballState, seat: int, call: str, events: list[Event]) -> FootballState:
        side = chance.coin(state.seed, state.chance)
        winner = seat if side == call else 1 - seat
        events.append(Event("coin", f"{state.names[seat]} calls {call}; the coin shows {side}. "
                            f"{state.names[winner]} wins the toss.", {"coin": side, "winner": winner},
                            chance=True, irreversible=True))
        return replace(state, chance=state.chance + 1, coin=side, phase=CHOOSE, decider=winner)

    def _choose(self, state: FootballState, seat: int, choice: str, events: list[Event]) -> FootballState:
        kicker = seat if choice == "kick" else 1 - seat
        events.append(Event("choose", f"{state.names[seat]} chooses to {choice}.", {"seat": seat, "choice": choice}))
        if state.quarter == 1:
            state = replace(state, opening_receiver=1 - kicker)
        return kicking.kickoff(self.tables, state, kicker, events, after_score=False)

    # ----- reading the position ------------------------------------------------------
    def _view(self, state: FootballState, seat: int | None) -> FootballView:
        discards = state.discards
        for other in (0, 1):
            call = state.calls[other]
            if other != seat and call is not None and call.from_discard and not state.revealed:
                # R16: a try card taken from the discards is still shown there until the reveal.
                pile = state.discards[other] + (call.card,)
                discards = (pile, discards[1]) if other == 0 else (discards[0], pile)
        mine = seat is not None
        return FootballView(
            seat=seat, names=state.names, options=state.options, teams=state.teams, phase=state.phase,
            decider=state.decider, quarter=state.quarter, score=state.score, offense=state.offense,
            ball=state.ball, down=state.down, target=state.target, timeouts=state.timeouts, flags=state.flags,
            hand=state.hands[seat] if mine else (), defense_hand=state.defense[seat] if mine else (),
            my_call=state.calls[seat] if mine else None,
            hand_sizes=(len(state.hands[0]), len(state.hands[1])), discards=discards,
            called=(state.calls[0] is not None, state.calls[1] is not None),
            revealed_calls=state.calls if state.revealed else (None, None),
            play=state.play, deck_size=len(state.deck), used=state.used, two_point=state.two_point,
            coin=state.coin, winners=state.winners, revealed=state.revealed,
            opening_receiver=state.opening_receiver, quarter_over=state.quarter_over,
            ot_had_ball=state.ot_had_ball, ot_answer=state.ot_answer,
            audibled=(state.audibled(0), state.audibled(1)), timeout_declined=state.timeout_declined,
        )

    def determinize(self, view: FootballView, rng: random.Random) -> FootballState:
        """A state the seat cannot tell from the real one. Offense hands follow from the face-up
        discards (each team holds its 15 cards minus those) and defense hands are whole, so the
        hidden parts are the Game Day deck order (the cards not yet turned over, shuffled) and
        the other coach's face-down call, which is sampled from what that coach could have called."""
        seat = view.seat
        hands: list[tuple[str, ...]] = [(), ()]
        discards = list(view.discards)
        defense: list[tuple[str, ...]] = [(), ()]
        calls: list[Call | None] = [None, None]
        for s in (0, 1):
            team = view.teams[s]
            if s == seat:
                hands[s], defense[s], calls[s] = view.hand, view.defense_hand, view.my_call
                continue
            call = view.revealed_calls[s] if view.revealed else None
            held = [c for c in self.offense_ids[team] if c not in discards[s]]
            if view.called[s] and not view.revealed:
                # The end on the board and an answered audible are as secret as the card (R5).
                answer = rng.choice(CHOICES[AUDIBLE]) if view.audibled[s] else ""
                if s != view.offense:
                    call = Call(rng.choice(self.defense_ids[team]), rng.choice("ab"), audible=answer)
                elif len(held) == view.hand_sizes[s]:
                    # R16: a try card taken from the discards is shown at the end of the pile.
                    call = Call(discards[s][-1], rng.choice("ab"), True, answer)
                    discards[s] = discards[s][:-1]
                else:
                    call = Call(rng.choice(held), rng.choice("ab"), audible=answer)
            if call is not None and call.card in held:
                held.remove(call.card)
            hands[s] = tuple(held)
            defense[s] = tuple(c for c in self.defense_ids[team] if call is None or c != call.card)
            calls[s] = call
            if len(held) != view.hand_sizes[s]:
                raise ValueError(f"the view does not add up: {len(held)} offense cards for a hand of "
                                 f"{view.hand_sizes[s]}")
        used = set(view.used)
        deck = [c for c in self.gd_ids if c not in used]
        rng.shuffle(deck)
        if len(deck) != view.deck_size:
            raise ValueError(f"the view does not add up: {len(deck)} Game Day cards for a deck of {view.deck_size}")
        return FootballState(
            names=view.names, seed=rng.getrandbits(62), options=view.options, teams=view.teams, chance=0,
            phase=view.phase, decider=view.decider, quarter=view.quarter, score=view.score, offense=view.offense,
            ball=view.ball, down=view.down, target=view.target, timeouts=view.timeouts, flags=view.flags,
            hands=(hands[0], hands[1]), discards=(discards[0], discards[1]), defense=(defense[0], defense[1]),
            calls=(calls[0], calls[1]), revealed=view.revealed, play=view.play, deck=tuple(deck), used=view.used,
            two_point=view.two_point, opening_receiver=view.opening_receiver, quarter_over=view.quarter_over,
            ot_had_ball=view.ot_had_ball, ot_answer=view.ot_answer, coin=view.coin, winners=view.winners,
            timeout_declined=view.timeout_declined,
        )

    def is_over(self, state: FootballState) -> bool:
        return state.phase == OVER

    def outcome(self, state: FootballState) -> Outcome | None:
        if state.phase != OVER:
            return None
        return Outcome(state.winners or (), state.score, clock.result_text(state))

    def inventory(self, state: FootballState) -> Counter[str]:
        cards: list[str] = []
        for seat in (0, 1):
            cards += state.hands[seat] + state.discards[seat] + state.defense[seat]
            if state.calls[seat] is not None:
                cards.append(state.calls[seat].card)
        return Counter(cards + list(state.deck) + list(state.used))

    def _hidden_from(self, state: FootballState, seat: int | None) -> set[str]:
        hidden = set(state.deck)
        for other in (0, 1):
            if other == seat:
                continue
            hidden.update(state.hands[other])
            hidden.update(state.defense[other])
            call = state.calls[other]
            if call is not None and not state.revealed and not call.from_discard:
                hidden.add(call.card)
        return hidden

    def action_space(self, state: FootballState) -> Iterable[Action]:
        for seat in (0, 1):
            for kind, choices in CHOICES.items():
                for choice in choices:
                    yield Action(seat, kind, (choice,))
            yield Action(seat, "timeout")
            yield Action(seat, "no_timeout")
            for card in self.offense_ids[state.teams[seat]]:
                yield Action(seat, "discard", (card,))
                yield Action(seat, "retrieve", (card,))
                yield Action(seat, "call", (card, "a"))
                yield Action(seat, "call", (card, "b"))
            for card in self.defense_ids[state.teams[seat]]:
                yield Action(seat, "call", (card, "a"))
                yield Action(seat, "call", (card, "b"))

    def describe_action(self, state: FootballState, action: Action) -> str:
        kind, args = action.kind, action.args
        arg = args[0] if args else None
        if kind == "call":
            if arg in self.off:
                return f"Call {self.off[arg].play(args[1]).label} (end {args[1]} down)"
            return f"Call {self.dfn[arg].end(args[1]).label} (end {args[1]} down)"
        if kind == "discard":
            return f"Discard {self.label(arg)}"
        if kind == "retrieve":
            return f"Take back {self.label(arg)}"
        if kind == "timeout":
            return "Call time out"
        if kind == "no_timeout":
            return "No time out"
        texts = {
            ("toss", "heads"): "Call heads", ("toss", "tails"): "Call tails",
            ("choose", "receive"): "Receive", ("choose", "kick"): "Kick off",
            ("kickoff", "deep"): "Kick deep", ("kickoff", "onside"): "Onside kick",
            ("try", "kick"): "Kick the extra point", ("try", "two"): "Go for two",
            ("audible", "turn"): "Audible: turn the card", ("audible", "keep"): "Keep the call",
            ("challenge", "spend"): "Throw the challenge flag", ("challenge", "keep"): "No challenge",
            ("penalty", "accept"): "Accept the penalty", ("penalty", "decline"): "Decline the penalty",
            ("modifier", "event"): "Take the play event", ("modifier", "corner"): "Take the breakaway value",
            ("ice", "yes"): "Ice the kicker", ("ice", "no"): "Let him kick",
            ("special", "punt"): "Punt", ("special", "coffin"): "Coffin-corner punt",
            ("special", "field_goal"): "Field goal", ("special", "hail_mary"): "Hail Mary",
            ("special", "kneel"): "QB kneel",
        }
        return texts[(kind, arg)]
