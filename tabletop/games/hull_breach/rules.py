"""Hull Breach! (``hull-breach.md``, sections 1.0-9.0) on the engine contract, for two to six commanders.

The phases are in ``turns``, deployment in ``deployment``, engagements in ``engagement``, dice and
destruction in ``combat``, Events and Tactics in ``effects``; this module says who decides what
(``pending``), lists the legal actions and applies them. Rulings the code relies on are recorded
in ``docs/rulings/hull-breach.md`` (H1..., D1...).
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
from tabletop.games.hull_breach import (
    about,
    boarding,
    evaluation,
    micro_fold,
    responses,
    rollout,
    turns,
    volley_fire,
)
from tabletop.games.hull_breach import engagement as fight
from tabletop.games.hull_breach.cards import (
    BREAKTHRU,
    EVENT,
    MARINE,
    SHIP,
    STARTER_DECKS,
    TACTIC,
    card_set,
    data_dir,
)
from tabletop.games.hull_breach.combat import check_capacity, revert_unmanned
from tabletop.games.hull_breach.deployment import (
    can_deploy_from,
    conscript_cost,
    conscripted_copy,
    deploy_cost,
    hand_deploys,
    hosts,
    place,
    regiment_choices,
)
from tabletop.games.hull_breach.effects import check_effects, choices, play, timing_ok
from tabletop.games.hull_breach.state import (
    DISCARD,
    ENGAGEMENT,
    LOGISTICS,
    MANUFACTURING,
    OVER,
    SETUP,
    TEAM_SIZES,
    Commander,
    HullState,
    HullView,
    Prompt,
    UnitView,
    allies_of,
    card_of,
    physical_id,
)
from tabletop.games.hull_breach.turns import end_turn, next_phase, set_up, ships_of
from tabletop.games.hull_breach.work import Work, cite, figure_basis

#: How many positions' figure answers a game keeps (a search or a table needs the last few; each is
#: a few kilobytes).
MEMO_POSITIONS = 256


def _kind(arity: tuple[int, int], code: str, sentence: str, rule: str) -> tuple[tuple[int, int], str, str, str]:
    """One action kind: how many arguments it takes, and the refusal it gets when not allowed."""
    return arity, code, sentence, rule


KINDS = {
    # kind: (arity range, refusal code, sentence, rule)
    "mulligan": _kind((0, 0), "no-mulligan", "A mulligan is only for the set-up draw, before anything is deployed, "
                 "and costs 1 Resource and 1 Currency", "5.0 Mulligan Rules"),
    "deploy": _kind((2, 2), "cannot-deploy", "That card cannot be deployed there now: check the phase, its cost "
               "after discounts, the host's room and size, and Unique", "5.4.1 Deploy Reinforcements"),
    "conscript": _kind((2, 2), "cannot-conscript", "Conscription takes one Ship or Marine from the shipyard once a "
                  "turn in the Manufacturing Phase (or the set-up turn), at twice its printed cost, never a Unique "
                  "card or a Character", "5.4.2 Conscript"),
    "assign": _kind((2, 2), "cannot-assign", "Marines and Fighter Wings move only to a host of yours with room, in "
               "the Manufacturing Phase or after the engagement, each once a phase",
               "5.4.4 Assign and Reassign (ruling H23)"),
    "play": _kind((1, 3), "cannot-play", "That card cannot be played now (its timing, its cost or its target)",
             "6.8 Event and Tactic Timing"),
    "next": _kind((0, 0), "not-now", "Only the commander whose turn it is moves on from Logistics or Manufacturing",
             "5.2 Anatomy of Your Turn"),
    "engage": _kind((1, 1), "cannot-engage", "An attack is declared once, in your Engagement Phase, on a commander "
               "still in the game and not of your team, by a commander with a ship",
               "5.5.1 Declare an Attack (ruling H28)"),
    "skip": _kind((0, 0), "not-now", "Only the commander in the Engagement Phase may skip it", "5.5.1 Declare an Attack"),
    "discard": _kind((1, 1), "cannot-discard", "Cards are discarded from your hand at the end of your turn",
                "5.5.4 Discarding Options"),
    "end": _kind((0, 0), "not-now", "A turn ends after its Engagement Phase", "5.5.5 End Your Turn"),
    "take": _kind((1, 2), "cannot-take", "That card cannot be taken from the shipyard for this effect",
             "3.4.8 Regimented; 8.3 Always Shuffle"),
    "decline": _kind((0, 0), "not-now", "There is nothing to decline", "3.4.8 Regimented; 3.4.4 Face Up - Face Down"),
    "flip": _kind((1, 1), "cannot-flip", "A face-down module is flipped by its commander only when its trigger has "
                  "come", "3.4.4 Face Up - Face Down"),
    "face-down": _kind((1, 1), "cannot-face-down", "Face-up Face Up - Face Down modules are turned face down again "
                       "by their commander at the end of an engagement", "3.4.4 Face Up - Face Down"),
    "send": _kind((1, 1), "cannot-send", "Only your own ships in open space join the attacking fleet, before it "
             "jumps", "5.5.2 Select Your Attacking Fleet; 6.4.2"),
    "launch": _kind((0, 0), "cannot-launch", "The fleet jumps once it has at least one ship", "5.5.2"),
    "pass": _kind((0, 0), "not-now", "It is not your step", "6.6 Engagements, Step by Step"),
    "aim": _kind((2, 2), "cannot-aim", "Dice are declared by a unit that has not fired this step, at a legal target: "
            "a station's modules before the station, no station in the first round while ships stand, no "
            "Jammer for Interceptor fire", "6.2 How Combat Works; 6.4.3; 6.9"),
    "fire": _kind((1, 1), "cannot-fire", "Fire once every die of the unit's volley is declared", "6.2 How Combat Works"),
    "overload": _kind((2, 2), "cannot-overload", "Overload is used once an engagement, instead of a volley, at one "
                 "target", "3.3.3 Overload"),
    "jam": _kind((2, 2), "cannot-jam", "Jammer is used instead of a volley, on one local opposing ship",
            "3.3.2 Jammer"),
    "paint": _kind((2, 2), "cannot-paint", "Target Painter is used instead of a volley, on one local opposing ship",
              "3.3.5 Target Painter"),
    "repair": _kind((1, 1), "cannot-repair", "Repair is used instead of a volley by a wounded unit", "3.3.4 Repair"),
    "retreat": _kind((1, 1), "cannot-retreat", "Only attacking ships retreat, instead of their volley",
                "6.6 step 3"),
    "fearless": _kind((1, 1), "cannot-fearless", "The Fearless swap is made once an engagement by a local unit",
                 "3.4.5 Fearless"),
    "board": _kind((2, 2), "cannot-board", "A ship with your Marines aboard boards one opposing ship (not Stealth "
              "without Hunter, not a Fighter Wing), or the station after the first round",
              "6.6 steps 4 and 6; 6.10"),
    "cancel": _kind((2, 2), "cannot-cancel", "Each Escort cancels one opposing boarding action that is not an "
               "Escort's", "3.4.3 Escort; 6.6 step 7"),
    "hijack": _kind((0, 0), "cannot-hijack", "Only the winners of a boarding action hijack", "6.6 step 8E"),
    "scuttle": _kind((0, 0), "cannot-scuttle", "Only the winners of a boarding action scuttle", "9.32 Scuttle"),
    "fold-board": _kind((2, 2), "cannot-fold-board", "A Marine with Micro-Fold boards without a ship from a "
                        "local host of yours; a Stealth target only from a host with Hunter",
                        "3.4.7 Micro-Fold; 6.10.4"),
    "fold": _kind((2, 2), "cannot-fold", "A Marine with Micro-Fold folds to a local ship or station of yours "
                  "with room, not while it is in a boarding action", "3.4.7 Micro-Fold"),
    "fold-withdraw": _kind((2, 2), "cannot-fold-withdraw", "A Marine with Micro-Fold in a boarding action may "
                           "fold out instead of its volley, to another local ship or station of yours with room",
                           "3.4.7 Micro-Fold"),
    "respond": _kind((0, 0), "not-now", "Every commander other than the one the game waits for may answer an "
                "open response window once: play a card, or let it pass", "2.6 Events; 6.8 (ruling H7)"),
    "dock": _kind((2, 2), "cannot-dock", "A Fighter Wing in open space returns to a bay of a local ship or station "
             "of yours with room only on its turn to volley fire, instead of firing", "2.5.1.2 Fighter Wings"),
    "withdraw": _kind((0, 0), "cannot-withdraw", "Boarders withdraw instead of their volley", "6.10.3"),
    "pursue": _kind((0, 0), "cannot-pursue", "Only Marines whose boarders withdrew may pursue", "9.24 Pursuit"),
    "give": _kind((2, 2), "cannot-give", "A Transport's cargo goes to an ally only when it is collected, in your "
                  "Logistics Phase", "2.5.6 Transport (ruling H19)"),
    "concede": _kind((0, 0), "cannot-concede", "Only a commander still in the game can concede",
                     "7.2.1 Quitting a Game"),
}
PID_ARGS = {"deploy": (0,), "assign": (0,), "play": (0,), "discard": (0,), "take": (0,),
            "send": (0,), "aim": (0, 1), "fire": (0,), "overload": (0, 1), "jam": (0, 1), "paint": (0, 1),
            "repair": (0,), "retreat": (0,), "fearless": (0,), "board": (0, 1), "cancel": (0, 1),
            "fold": (0, 1), "fold-board": (0, 1), "dock": (0, 1), "fold-withdraw": (0, 1), "flip": (0,),
            "face-down": (0,), "give": (0,)}


def elsewhere() -> Verdict:
    """The refusal of a card deployed onto another commander's battlefield: aboard or onto one of
    their units (``validate``), or into their open space, which a deploy cannot even name (a table
    says it for a card dropped there)."""
    return refuse("not-your-battlefield", "Cards are deployed onto your own battlefield (your open space, or a "
                  "ship, station or Marine of yours), never onto another commander's",
                  cite("5.4.1 Deploy Reinforcements"))


class HullBreach(Game[HullState]):
    info = about.INFO
    #: 2: a Transport's cargo may go to an ally, response windows (ruling H7) and the engagement's
    #: exceptions (6.4.3, 6.6, 6.7, 3.3.3): decisions and moves old games did not have.
    #: 3: a hijacked ship goes home the moment she is left unmanned (9.17), conscription in the set-up
    #: turn (4.6, 5.4.2), no Interceptor for the attacking fleet's Marines (3.3.1, ruling H29), and
    #: Marines of a departing ship to a local ship only (7.1.3.3): old moves no longer replay alike
    version = 3
    arg_types = frozenset({str, int, type(None)})
    rollout_horizon = evaluation.ROLLOUT_HORIZON
    #: 7.2.1: a commander may concede at any time, but never by chance (``Game.withdrawals``)
    withdrawals = frozenset({"concede"})

    def evaluate(self, position: Any, seat: int) -> float:
        return evaluation.evaluate(self, position, seat)

    def rollout_move(self, state: HullState, seat: int, rng: random.Random) -> Action:
        """A search's rollout move, drawn by kind before anything is listed (``rollout``)."""
        return rollout.move(self, self._reader(state), state, seat, rng)


    def _load(self) -> None:
        cards = card_set()
        check_effects(cards.cards)
        self.cards = cards
        self.by_id = cards.by_id

    # ----- set-up --------------------------------------------------------------------
    def shipped_decks(self) -> list[Any]:
        from tabletop.decks.files import read_deck

        return [read_deck(data_dir() / "decks" / f"{name}.yaml") for name in STARTER_DECKS]

    def _starter_decks(self) -> tuple[Any, ...]:
        """The shipped decks a game without decks of its own is dealt, read once: reading and
        checking two deck files took longer than a whole random game."""
        decks = self.__dict__.get("_starters")
        if decks is None:
            decks = self.__dict__["_starters"] = tuple(self.shipped_decks())
        return decks

    def _deck_problems(self, deck: Any, options: Mapping[str, Any] | None = None) -> list[Any]:
        from tabletop.decks import check

        return check.check_deck(deck)

    def new_game(self, seed: int, options: Mapping[str, Any] | None = None, names: Sequence[str] | None = None,
                 decks: Sequence[Any] | None = None) -> HullState:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("the seed must be a whole number")
        players = len(names) if names else (len(decks) if decks else self.info.min_players)
        if not self.info.min_players <= players <= self.info.max_players:
            raise ValueError(f"Hull Breach! is for {self.info.players_text} commanders (ruling H4)")
        names = tuple(names) if names else tuple(f"Commander {chr(65 + i)}" for i in range(players))
        checked = self.check_options(options)
        if checked["teams"] == "on" and players not in TEAM_SIZES:
            raise ValueError("A team game of Hull Breach! is for four or six commanders, two sides seated "
                             "alternately (ruling H28)")
        chosen = self.check_decks(decks, checked, players)
        if chosen is None:
            shipped = self._starter_decks()
            chosen = tuple(shipped[i % len(shipped)] for i in range(players))
        from tabletop.games.decks_and_cards.hull_breach import station_modules

        commanders, setups, lists, counter = [], [], [], 0
        for seat, deck in enumerate(chosen):
            copies = [physical_id(card, seat, k) for card, n in deck.cards for k in range(1, n + 1)]
            lists.append(tuple(deck.cards))
            station = next(p for p in copies if self.by_id[card_of(p)].type == "station")
            modules: list[str] = []
            for module in station_modules(deck):
                modules.append(next(p for p in copies if card_of(p) == module and p not in modules))
            rest = [p for p in copies if p != station and p not in modules]
            shipyard = chance.shuffled(seed, counter, rest)
            counter += 1
            commanders.append(Commander(station=station, shipyard=shipyard))
            setups.append((station, tuple(modules)))
        state = HullState(names=names, seed=seed, options=tuple(sorted(checked.items())),
                          commanders=tuple(commanders), units=(), deck_names=tuple(d.name for d in chosen),
                          chance=counter, deck_lists=tuple(lists))
        w = Work(state, self.by_id)
        for seat, (station, modules) in enumerate(setups):
            set_up(w, seat, station, modules)
        return w.freeze()

    # ----- the position --------------------------------------------------------------
    def _work(self, state: HullState) -> Work:
        w = Work(state, self.by_id)
        w.can_play = lambda w, seat: bool(self._card_plays(w, seat))
        # pending, legal_actions, view and apply of this state, and of every other state with the
        # same figure basis (``Work._memo``), share the answers of the figure queries
        memo = self._memos.get(id(state.units))
        basis = figure_basis(state)
        if memo is not None and memo[0] is state.units and memo[1] == basis:
            w._memo = memo[2]
        else:
            self._remember(state.units, basis, w._memo)
        return w

    @property
    def _memos(self) -> dict[int, tuple[Any, Any, dict[Any, Any]]]:
        """Remembered figure answers by the id of the units tuple they were worked out for (kept
        in the entry, so the id is not reused while it stands), with the rest of their basis."""
        memos = self.__dict__.get("_memo_table")
        if memos is None:
            memos = self.__dict__["_memo_table"] = {}
        return memos

    def _remember(self, units: tuple[Any, ...], basis: tuple[Any, ...], memo: dict[Any, Any]) -> None:
        memos = self._memos
        if len(memos) >= MEMO_POSITIONS:
            memos.clear()           # a bound, not a policy: the next positions fill it again
        memos[id(units)] = (units, basis, memo)

    def _reader(self, state: HullState) -> Work:
        """The work ``pending``, ``legal_actions`` and ``view`` read a state through: they only ask
        it questions, so one per state serves them all (one tuple, replaced whole); ``apply`` takes
        a fresh one to change."""
        cached = self.__dict__.get("_reader_of")
        if cached is not None and cached[0] is state:
            return cached[1]
        w = self._work(state)
        self.__dict__["_reader_of"] = (state, w)
        return w

    def pending(self, state: HullState) -> tuple[Decision, ...]:
        if state.phase == OVER:
            return ()
        if state.phase == SETUP:
            out = []
            for seat, c in enumerate(state.commanders):
                if c.alive and not c.ready:
                    prompt = next((p for p in state.prompts if p.seat == seat), None)
                    out.append(Decision(seat, prompt.kind if prompt else "setup",
                                        _prompt_text(prompt) if prompt else "Your set-up turn: deploy, then end it"))
            return tuple(out)
        if state.prompts:
            p = state.prompts[0]
            return (Decision(p.seat, p.kind, _prompt_text(p), optional=True),)
        w = self._reader(state)
        # a response window asks, clockwise, only the commanders holding a card playable now (ruling H7)
        out = [Decision(seat, responses.RESPOND, "Play a card now, or let it pass", optional=True, quiet=True)
               for seat in responses.holders(w)]
        if state.engagement is not None:
            seat = fight.deciding(w)
            out.append(Decision(seat, state.engagement.step, f"Engagement: {state.engagement.step}"))
        else:
            out.append(Decision(state.turn, state.phase, f"Your {state.phase} phase"))
        return tuple(out)

    def _legal_actions(self, state: HullState, seat: int) -> list[Action]:
        if state.phase == OVER or not state.commanders[seat].alive:
            return []
        # A player's move is listed, then validated on apply: the last answer is kept (one tuple,
        # replaced whole, so threads sharing the game never see a mixed one) and reused for the
        # very same state object.
        cached = self.__dict__.get("_last_legal")
        if cached is not None and cached[0] is state and cached[1] == seat:
            return list(cached[2])
        # 7.2.1: "at any time", so at every decision of the commander's and between them too (at a
        # real table anyone may say so while another decides)
        result = self._legal(self._reader(state), seat) + [Action(seat, "concede")]
        self.__dict__["_last_legal"] = (state, seat, tuple(result))
        return result

    def _legal(self, w: Work, seat: int) -> list[Action]:
        phase = w.phase
        if phase == SETUP:
            if w.cmd[seat].ready:
                return []
            prompt = next((p for p in w.prompts if p.seat == seat), None)
            if prompt is not None:
                return self._prompt_actions(w, prompt)
        elif w.prompts:
            return self._prompt_actions(w, w.prompts[0]) if w.prompts[0].seat == seat else []
        elif responses.answering(w, seat):     # a response window: cards, Micro-Fold moves, or let it pass
            return [*self._card_plays(w, seat), *self._launches(w, seat), *micro_fold.moves(w, seat),
                    responses.respond(seat)]
        elif w.eng is not None:
            if fight.deciding(w) != seat:
                return []
            out = fight.legal(w, seat)
            if w.eng.step != "fleet":
                out += fight.fearless_actions(w, seat)
                out += self._launches(w, seat)
                out += micro_fold.moves(w, seat)
                out += self._card_plays(w, seat)
            return out
        elif seat != w.turn:
            return []
        out: list[Action] = []
        c = w.cmd[seat]
        if phase == SETUP and c.mulligan_open and w.can_pay(seat, (1, 1)) and c.shipyard:
            out.append(Action(seat, "mulligan"))
        if phase in (SETUP, MANUFACTURING, LOGISTICS):
            out += hand_deploys(w, seat)
        if phase in (SETUP, MANUFACTURING) and not c.conscripted:     # 5.4.2; 4.6: set-up is Manufacturing too
            # by the card, not the copy: the shipyard's copies are unseen (``conscripted_copy``)
            for card in sorted({card_of(pid) for pid in c.shipyard}):
                out.extend(Action(seat, "conscript", (card, host))
                           for host in can_deploy_from(w, seat, conscripted_copy(c.shipyard, card), conscript=True))
        if phase in (SETUP, MANUFACTURING, DISCARD):
            out += self._moves(w, seat)
        out += micro_fold.moves(w, seat)
        out += self._card_plays(w, seat)
        if phase in (LOGISTICS, MANUFACTURING):
            out.append(Action(seat, "next"))
        if phase == ENGAGEMENT:
            if ships_of(w, seat):
                friends = allies_of(w.state.options, len(w.cmd), seat)
                out.extend(Action(seat, "engage", (s,)) for s in w.alive() if s != seat and s not in friends)
            out.append(Action(seat, "skip"))
        if phase in (SETUP, DISCARD):
            seen = set()
            for pid in c.hand:
                if card_of(pid) not in seen:
                    seen.add(card_of(pid))
                    out.append(Action(seat, "discard", (pid,)))
            out.append(Action(seat, "end"))
        return out

    def _moves(self, w: Work, seat: int) -> list[Action]:
        """5.4.4: Marines and Fighter Wings to another host of the seat's with room."""
        out = []
        moved = w.cmd[seat].moved
        for pid, unit in w.units.items():
            if unit.controller != seat or pid in moved:
                continue        # ruling H23: each unit is reassigned once a phase
            card = w.card(pid)
            if card.type == MARINE or (card.type == SHIP and card.subtype == "fighter-wing"):
                for host in hosts(w, seat, card, moving=pid):
                    if host is None and (card.type == MARINE or unit.host is None):
                        continue
                    out.append(Action(seat, "assign", (pid, host)))
        return out

    def _launches(self, w: Work, seat: int) -> list[Action]:
        """2.5.1.2: Fighter Wings in a bay may launch into open space at any time in an engagement
        (here: whenever their commander holds its decision or answers a response window, never in the
        middle of a volley)."""
        eng = w.eng
        if eng is None or eng.shooter is not None or eng.stoic:
            return []
        return [Action(seat, "assign", (pid, None)) for pid, u in w.units.items()
                if u.controller == seat and w.in_bay(pid) and w.in_engagement(pid)]

    def _card_plays(self, w: Work, seat: int) -> list[Action]:
        out = []
        seen: set[str] = set()
        for pid in w.cmd[seat].hand:
            card = w.card(pid)
            if card.type not in (EVENT, TACTIC) or card.id in seen:
                continue
            seen.add(card.id)
            if not timing_ok(w, seat, card) or not w.can_pay(seat, w.cost(seat, card)):
                continue
            out.extend(Action(seat, "play", (pid, *args)) for args in choices(w, seat, pid))
        return out

    def _prompt_actions(self, w: Work, prompt: Prompt) -> list[Action]:
        seat = prompt.seat
        out: list[Action] = []
        if prompt.kind == "regiment":
            out = [Action(seat, "take", (pid,)) for pid in regiment_choices(w, prompt)]
        elif prompt.kind == "flip":
            module = fight.flippable(w, prompt.host, prompt.unit) if prompt.host else None
            out = [Action(seat, "flip", (module,))] if module is not None else []
        elif prompt.kind == "face-down":
            out = [Action(seat, "face-down", (pid,)) for pid in fight.refoldable(w, seat)]
        elif prompt.kind == "income":
            out = turns.income_actions(w, prompt)
        elif prompt.kind == micro_fold.ESCAPE:
            out = micro_fold.escape_actions(w, prompt)
        elif prompt.kind == boarding.LAUNCH:
            out = boarding.launch_actions(w, prompt)
        else:
            seen: set[str] = set()
            for pid in sorted(w.cmd[seat].shipyard):   # never in the shipyard's order, which is secret
                if card_of(pid) in seen:
                    continue
                seen.add(card_of(pid))
                card = w.card(pid)
                if card.type == MARINE and card.subtype == "character":
                    continue        # 2.4.2: a Character is only ever deployed from the hand
                if prompt.kind == "spoils":
                    if card.type not in (SHIP, MARINE, BREAKTHRU, "module"):
                        continue
                    allowed = hosts(w, seat, card)
                    from tabletop.games.hull_breach.deployment import unique_blocked

                    if unique_blocked(w, seat, card):
                        allowed = []
                else:
                    allowed = can_deploy_from(w, seat, pid)
                out.extend(Action(seat, "take", (pid, host)) for host in allowed)
        out.append(Action(seat, "decline"))
        return out

    def _parse_action(self, action: Action) -> None:
        spec = KINDS.get(action.kind)
        if spec is None:
            raise MalformedActionError(f"Hull Breach! has no action {action.kind!r}")
        (low, high) = spec[0]
        args = action.args
        if not low <= len(args) <= high:
            raise MalformedActionError(f"'{action.kind}' takes {low}-{high} arguments, not {len(args)}")
        for index in PID_ARGS.get(action.kind, ()):
            if index < len(args) and args[index] is not None:
                value = args[index]
                if type(value) is not str or card_of(value) not in self.by_id or "#" not in value:
                    raise MalformedActionError(f"argument {index + 1} of '{action.kind}' must be a card in play "
                                               f"or in a hand, not {value!r}")
        if action.kind == "conscript" and (type(args[0]) is not str or args[0] not in self.by_id):
            raise MalformedActionError(f"argument 1 of 'conscript' must be a card's id, not {args[0]!r}")
        if action.kind == "engage" and (type(args[0]) is not int or not 0 <= args[0] < self.info.max_players):
            raise MalformedActionError("'engage' takes the seat of the commander to attack")
        if action.kind == "give" and (type(args[1]) is not int or not 0 <= args[1] < self.info.max_players):
            raise MalformedActionError("'give' takes the seat of the ally to send the cargo to")

    def recorded_action(self, action: Action) -> Action:
        """A conscription that names a shipyard copy names its card: the copy taken is the same."""
        if (isinstance(action, Action) and action.kind == "conscript" and len(action.args) == 2
                and isinstance(action.args[0], str) and "#" in action.args[0]):
            return Action(action.seat, action.kind, (card_of(action.args[0]), action.args[1]))
        return action

    def _validate(self, state: HullState, action: Action) -> Verdict:
        if state.phase == OVER:
            return refuse("game-over", "The game is over", cite("6.1 Winning"))
        if action in self._legal_actions(state, action.seat):
            return ALLOWED
        decisions = self.pending(state)
        if all(d.seat != action.seat for d in decisions):
            return refuse("not-your-decision", "Another commander is deciding now",
                          cite("5.2 Anatomy of Your Turn; 6.6"))
        host = action.args[1] if action.kind == "deploy" else None
        if host is not None and any(u.pid == host and u.controller != action.seat for u in state.units):
            return elsewhere()
        _arity, code, sentence, rule = KINDS[action.kind]
        return refuse(code, sentence, cite(rule))

    def _apply(self, state: HullState, action: Action) -> tuple[HullState, list[Event]]:
        w = self._work(state)
        seat, kind, args = action.seat, action.kind, action.args
        answer = responses.answering(w, seat)
        if kind == "concede":
            attacking = w.eng is not None and w.eng.attacker == seat
            turns.concede(w, seat)
            if attacking and w.eng is not None:
                fight.end(w)            # his fleet has left with him (ruling H20)
            elif w.eng is not None:
                fight.advance(w)
            turns.after_concession(w, seat)
        elif kind in ("take", "decline", "flip", "face-down", "give") or (
                kind in ("fold", "assign") and any(p.seat == seat for p in w.prompts)):
            self._resolve_prompt(w, seat, kind, args)
        elif kind == responses.RESPOND:
            responses.let_pass(w, seat)
        elif kind == "mulligan":
            c = w.cmd[seat]
            w.set_cmd(seat, hand=(), scrapheap=c.scrapheap + c.hand)
            w.pay(seat, (1, 1))
            w.say("mulligan", f"{w.who(seat)} mulligans.", seat=seat)
            w.draw(seat, 5)
        elif kind in ("deploy", "conscript"):
            pid, host = args
            c = w.cmd[seat]
            if kind == "conscript":
                pid = conscripted_copy(c.shipyard, pid)
            card = w.card(pid)
            if kind == "deploy":
                w.set_cmd(seat, hand=tuple(p for p in c.hand if p != pid), mulligan_open=False)
                w.pay(seat, deploy_cost(w, seat, card))
                place(w, seat, pid, host)
            else:
                w.set_cmd(seat, shipyard=tuple(p for p in c.shipyard if p != pid), conscripted=True,
                          mulligan_open=False)
                w.pay(seat, conscript_cost(card))
                place(w, seat, pid, host, how="conscripts")
                w.shuffle(seat)
        elif kind == "assign":
            pid, host = args
            in_fleet = w.eng is not None and w.top(pid) in w.eng.fleet
            w.set_unit(pid, host=host)
            if in_fleet and host is None:
                w.set_eng(fleet=w.eng.fleet + (pid,))
            w.set_cmd(seat, mulligan_open=False)
            if w.eng is None:       # a reassignment, not a launch in combat (ruling H23)
                w.set_cmd(seat, moved=w.cmd[seat].moved + (pid,))
            w.say("assign", f"{w.name(pid)} moves {'aboard ' + w.name(host) if host else 'into open space'}.",
                  unit=pid, host=host)
            revert_unmanned(w)      # 9.17, 6.10: a hijacked ship her last Marine leaves goes back at once
        elif kind == "fold":
            micro_fold.fold(w, *args)
            revert_unmanned(w)
            fight.advance(w)
        elif kind == "play":
            w.set_cmd(seat, mulligan_open=False)
            play(w, seat, args[0], tuple(args[1:]))
            if w.eng is not None:
                fight.advance(w)
        elif kind == "next":
            next_phase(w)
            w.set_cmd(seat, moved=())
            w.say("phase", f"{w.who(seat)} moves on to the {w.phase} phase.", seat=seat)
        elif kind == "engage":
            fight.begin(w, seat, args[0])
        elif kind == "skip":
            w.phase = DISCARD
            w.say("skip", f"{w.who(seat)} does not attack this turn.", seat=seat)
        elif kind == "discard":
            c = w.cmd[seat]
            w.set_cmd(seat, hand=tuple(p for p in c.hand if p != args[0]), scrapheap=c.scrapheap + (args[0],),
                      mulligan_open=False)
            w.say("discard", f"{w.who(seat)} discards {w.name(args[0])}.", seat=seat, card=args[0])
        elif kind == "end":
            end_turn(w, seat)
        else:
            fight.act(w, action)
        responses.after(w, action, answer)
        new, events = w.freeze(), w.events
        # the work now holds exactly the new position, and its answers are the new position's (see
        # ``Work._memo``): it is handed on as that state's reader, its answers remembered
        w.state, w.events, w._units_changed = new, [], False
        self.__dict__["_reader_of"] = (new, w)
        self._remember(new.units, figure_basis(new), w._memo)
        return new, events

    def _resolve_prompt(self, w: Work, seat: int, kind: str, args: tuple) -> None:
        prompt = next(p for p in w.prompts if p.seat == seat)
        rest = tuple(p for p in w.prompts if p is not prompt)
        if prompt.kind == "flip":           # 3.4.4: flip or not, then the volley goes on
            w.prompts = rest
            fight.resolve_flip(w, prompt.host or "", prompt.unit, kind == "flip")
            fight.advance(w)
            return
        if prompt.kind == "income":         # the introduction and 2.5.6: keep the cargo or help an ally
            w.prompts = rest
            turns.resolve_income(w, prompt, args[1] if kind == "give" else None)
            return
        if prompt.kind in (micro_fold.ESCAPE, boarding.LAUNCH):     # 6.7: before the ship goes or changes hands
            w.prompts = rest
            resolve = volley_fire.resolve_escape if prompt.kind == micro_fold.ESCAPE else boarding.resolve_launch
            resolve(w, prompt, kind, args)
            revert_unmanned(w)
            fight.advance(w)
            return
        if prompt.kind == "face-down":      # 3.4.4: one module at a time, until the commander is done
            if kind == "face-down":
                w.set_unit(args[0], face_down=True)
                host = w.units[args[0]].host
                w.say("face-down", f"{w.who(seat)} turns a module on {w.name(host or '')} face "
                                   "down again.", seat=seat, host=host)
                if host in w.units:         # 9.5: room it gave is gone while it lies face down (H26)
                    check_capacity(w, host)
            else:
                w.say("decline", f"{w.who(seat)} leaves the rest of their modules face up.", seat=seat)
            if kind == "decline" or not fight.refoldable(w, seat):
                w.prompts = rest
            return
        if kind == "decline":
            w.prompts = rest
            w.say("decline", f"{w.who(seat)} takes nothing more.", seat=seat)
            w.shuffle(seat)         # the shipyard was searched (a regiment prompt always has one left)
            return
        pid = args[0]
        c = w.cmd[seat]
        w.set_cmd(seat, shipyard=tuple(p for p in c.shipyard if p != pid))
        if prompt.kind == "regiment":
            left = prompt.left - 1
            w.prompts = rest
            place(w, seat, pid, prompt.host, free=True, how="takes", source=" from the shipyard",
                  traits=("regimented",))
            if left:
                w.prompts = (Prompt(seat, "regiment", prompt.host, left, prompt.unit, prompt.resume),) + w.prompts
            w.shuffle(seat)
            return
        host = args[1]              # a search or spoils "take" always names a host (None: open space)
        card = w.card(pid)
        w.prompts = rest
        if prompt.kind == "search":
            w.pay(seat, deploy_cost(w, seat, card))
        place(w, seat, pid, host, free=prompt.kind == "spoils", source=" from the shipyard")
        w.shuffle(seat)

    def determinize(self, view: HullView, rng: random.Random) -> HullState:
        """A state the seat cannot tell from the real one (see ``sampling``)."""
        from tabletop.games.hull_breach.sampling import determinize

        return determinize(view, rng, self.by_id)

    def _view(self, state: HullState, seat: int | None) -> HullView:
        # Figures come from the rules' own queries on the position (sharing its answers with pending
        # and legal_actions); a face-down module of another commander shows none (3.4.4), and no
        # figure shown depends on one, since a face-down module grants nothing (ruling H24).
        w = self._reader(state)
        # the unit views and pooled defenses depend only on what the work's remembered answers do
        # (units, battlefields, the engagement's figures), so they are kept with them
        memo = w._memo
        units = memo.get(("unit-views", seat))
        if units is None:
            figures = w.all_figures()
            units = memo[("unit-views", seat)] = tuple(
                UnitView(None, None, u.owner, u.controller, u.host, u.wounds, True)
                if u.face_down and u.controller != seat else
                UnitView(u.pid, u.card, u.owner, u.controller, u.host, u.wounds, u.face_down, figures[u.pid])
                for u in state.units)
        cs = state.commanders
        pooled = memo.get("pooled")
        if pooled is None:
            pooled = memo["pooled"] = tuple(w.pooled_defense(s) for s in range(len(cs)))
        # every per-commander column in one pass over the commanders
        (hand_sizes, shipyard_sizes, scrapheaps, battlefields, stockpiles, alive, stations, ready, conscripted,
         moved, mulligan_open) = zip(*[(len(c.hand), len(c.shipyard), c.scrapheap, c.battlefield,
                                        (c.resource, c.currency), c.alive, c.station, c.ready, c.conscripted,
                                        c.moved, c.mulligan_open) for c in cs])
        return HullView(
            seat=seat, names=state.names, options=state.options, phase=state.phase, turn=state.turn,
            order=state.order, round=state.round, hand=cs[seat].hand if seat is not None else (),
            hand_sizes=hand_sizes, shipyard_sizes=shipyard_sizes, scrapheaps=scrapheaps, battlefields=battlefields,
            stockpiles=stockpiles, alive=alive, stations=stations, units=units, engagement=state.engagement,
            prompts=state.prompts, winners=state.winners, deck_names=state.deck_names,
            setup_ready=ready, conscripted=conscripted, moved=moved, mulligan_open=mulligan_open,
            deck_list=state.deck_lists[seat] if seat is not None and state.deck_lists else (),
            chance=state.chance, pooled_defense=pooled,
            window=responses.seen_window(state.window, seat))

    def _hidden_from(self, state: HullState, seat: int | None) -> set[str]:
        # A commander deciding a search of its own shipyard (3.4.8 Regimented, 7.1.3.2 spoils, a card's
        # search; 8.3) looks through it: until the search ends its shipyard is hidden only from the others.
        prompt = next((p for p in state.prompts if p.seat == seat), None) if state.phase == SETUP else \
            (state.prompts[0] if state.prompts else None)
        searching = prompt is not None and prompt.seat == seat and prompt.kind in ("regiment", "search", "spoils")
        hidden: set[str] = set()
        for s, c in enumerate(state.commanders):
            if s != seat or not searching:
                hidden.update(c.shipyard)
            if s != seat:
                hidden.update(c.hand)
        hidden.update(u.pid for u in state.units if u.face_down and u.controller != seat)
        return hidden

    def is_over(self, state: HullState) -> bool:
        return state.phase == OVER

    def outcome(self, state: HullState) -> Outcome | None:
        if state.winners is None:
            return None
        scores = tuple(int(c.alive) for c in state.commanders)
        if not state.winners:
            return Outcome((), scores, "Drawn: no commander has anything left to attack with (ruling H5).")
        if len(state.winners) > 1:
            team = " and ".join(state.names[s] for s in state.winners)
            return Outcome(state.winners, scores, f"{team} are the last team standing.")
        return Outcome(state.winners, scores, f"{state.names[state.winners[0]]} is the last commander standing.")

    def inventory(self, state: HullState) -> Counter[str]:
        out: Counter[str] = Counter()
        for c in state.commanders:
            out.update(c.hand)
            out.update(c.shipyard)
            out.update(c.scrapheap)
            out.update(c.battlefield)
        out.update(u.pid for u in state.units)
        return out

    def action_space(self, state: HullState) -> Iterable[Action]:
        """The legal actions of every seat and, around them, the near misses a player could try:
        each hand card deployed into open space or discarded, moving on, ending, passing, skipping."""
        seen: set[Action] = set()
        for seat in range(len(state.names)):
            for action in self._legal_actions(state, seat):
                if action not in seen:
                    seen.add(action)
                    yield action
            for pid in state.commanders[seat].hand:
                for action in (Action(seat, "deploy", (pid, None)), Action(seat, "discard", (pid,)),
                               Action(seat, "play", (pid,))):
                    if action not in seen:
                        seen.add(action)
                        yield action
            for action in (Action(seat, "next"), Action(seat, "end"), Action(seat, "pass"), Action(seat, "skip"),
                           Action(seat, "launch"), Action(seat, "mulligan"), Action(seat, "concede"),
                           Action(seat, responses.RESPOND)):
                if action not in seen:
                    seen.add(action)
                    yield action

    def describe_action(self, state: HullState, action: Action) -> str:
        def name(pid: Any) -> str:
            # a copy (``card#seat.copy``), or a card named without its copy (conscription)
            return self.by_id[card_of(pid)].name if isinstance(pid, str) and card_of(pid) in self.by_id \
                else "open space"

        kind, args = action.kind, action.args
        if kind in ("deploy", "conscript", "assign", "take") and len(args) == 2:
            return f"{kind.capitalize()} {name(args[0])} → {name(args[1])}"
        if kind in ("aim", "overload", "jam", "paint", "board", "cancel", "fold", "fold-board", "fold-withdraw", "dock"):
            return f"{kind.capitalize()}: {name(args[0])} → {name(args[1])}"
        if kind == "engage":
            return f"Attack {state.names[args[0]]}"
        if kind == "give" and len(args) == 2 and isinstance(args[1], int) and 0 <= args[1] < len(state.names):
            return f"Send {name(args[0])}'s cargo to {state.names[args[1]]}"
        if kind == "play":
            rest = " ".join(state.names[a] if isinstance(a, int) else name(a) for a in args[1:])
            return f"Play {name(args[0])}{' ' + rest if rest else ''}"
        if args:
            return f"{kind.capitalize()} {name(args[0])}"
        return kind.capitalize()


def _prompt_text(prompt: Prompt) -> str:
    return {"regiment": "Take a unit aboard from your shipyard (Regimented)",
            "search": "Search your shipyard for a card to deploy at cost",
            "spoils": "Spoils of war: deploy one card from your shipyard free",
            "flip": "A face-down module's trigger has come: flip it face up, or leave it face down",
            "face-down": "The engagement is over: turn face-up Face Up - Face Down modules face down again, "
                         "or leave them",
            "income": "A Transport's cargo: keep it, or send it to an ally",
            "escape": "Your ship is going down: fold her Micro-Fold Marines away first, or let her go",
            "launch": "Your Fighter Wings are aboard a hijacked ship: launch them into open space, or keep them "
                      "aboard"}[prompt.kind]
