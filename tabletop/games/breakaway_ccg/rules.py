"""Breakaway: CCG (``breakaway-ccg.md``) on the engine contract.

The Game class is the contract's surface. The ``mode`` option selects the rules from ``MODES``:
``beginner.mode`` (Part 1), ``official.mode`` (Part 2 with the specials of Part 3) and
``solo.play`` (Solo Play over the official rules); each mode's package holds what its actions do
and what is allowed. The data is in ``cards``/``rink``/``construction``. Rulings are in
``docs/rulings/breakaway-ccg.md`` (B1, B2...).

Decks: ``new_game`` deals the decks the players chose, each checked first under the
mode's construction rules (``deck_problems``), or without them the starter teams the ``teams``
option names. The state keeps each seat's deck name and list, so a position needs nothing from
outside; what a copy id means comes from the id itself (``tables``). A seat knows its own list,
and the other's only with the ``open_decks`` option (ruling B18).

Actions (all arguments are card copy ids like ``s1:sniper-7-stick`` or rink area ids):
``switch (hand card, bench card)``, ``keep``, ``faceoff (card)`` before a face-off;
``play (card)``, ``concede`` on a turn; then ``ability (color, area)``, ``move (area)``,
``shoot``, ``score``, ``save``, ``body-check`` or ``end`` to use the card just played.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import MalformedActionError
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Outcome
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.engine.words import with_article
from tabletop.games.breakaway_ccg import about, evaluation, rollout, shootout
from tabletop.games.breakaway_ccg.about import GAME_NAME, book_periods
from tabletop.games.breakaway_ccg.beginner import mode as beginner
from tabletop.games.breakaway_ccg.beginner.flow import scoring_turn
from tabletop.games.breakaway_ccg.cards import (
    COLORS,
    GAME_ID,
    SPECIALS,
    STARTER_DECKS,
    CardSet,
    Deck,
    card_set,
    data_dir,
    starter_deck,
)
from tabletop.games.breakaway_ccg.construction import BEGINNER, check_deck
from tabletop.games.breakaway_ccg.official import fights
from tabletop.games.breakaway_ccg.official import mode as official
from tabletop.games.breakaway_ccg.official import penalty_shots as penalties
from tabletop.games.breakaway_ccg.rink import Rink, rink
from tabletop.games.breakaway_ccg.solo import play as solo
from tabletop.games.breakaway_ccg.state import OVER, PLAY, SAVE, SHOT_CARD, CcgState, CcgView
from tabletop.games.breakaway_ccg.tables import Tables

if TYPE_CHECKING:
    from tabletop.engine.deck import Deck as PlayerDeck
    from tabletop.engine.deck import Violation

TEAMS = {"runners-hawks": ("ridge-runners", "harbour-hawks"), "hawks-runners": ("harbour-hawks", "ridge-runners")}
KINDS = {  # kind -> argument kinds
    "switch": ("card", "card"), "keep": (), "faceoff": ("card",), "play": ("card",), "concede": (),
    "ability": ("color", "area"), "move": ("area",), "shoot": (), "score": (), "save": (), "body-check": (),
    "end": (), "tip": (),
}
KINDS.update(official.KINDS)
KINDS.update(shootout.KINDS)
KINDS.update(solo.KINDS)
#: Words a "choice" argument may be.
CHOICES = official.CHOICES | frozenset(shootout.CHOICES)
#: The rules module of each ``mode`` option (``beginner.mode``, ``official.mode``, ``solo.play``).
MODES = {"beginner": beginner, "official": official, "solo": solo}


def deck_setting(options: Mapping[str, Any]) -> str:
    """The deck-construction setting (``tabletop.decks.check``) the options play under: Beginner
    mode its own; the official rules the tournament or casual check the ``deck_rules`` option names."""
    return "beginner" if options["mode"] == "beginner" else options["deck_rules"]


#: Lasting effects that name a card, left out of a view where that card is out of sight.
NAMING_EFFECTS = frozenset(("injured", "cancelled", "support-turned", "wild", fights.SEEN))


class BreakawayCcg(Game[CcgState]):
    info = about.INFO
    # 2: a card that shoots, scores, saves or faces a shot keeps its ability and action (B11-B13).
    # 3: the official rules as printed (Phase 1 one choice, three periods, 4-on-4 overtime, challenge
    # ties, Select Promotion's choice, the Green dump choice, the Colored X, the optional line-change
    # draw, Cycle along the boards): a saved game's moves no longer replay as they were played.
    # 4: the rest of the book: fights by card type, Dig It Out as its card's special, You Missed,
    # stoppage and empty-hand draws in a power play, Triples that score or save, shots from the whole
    # offensive zone, the shooter's Phase 1, Cancelled cards keeping their abilities, overtime's
    # discards and the solo player's Phase 3 for the opponent.
    # 5: fouls during a shot are the book's minors (penalty shots only from the cards that award
    # them), a defender's Dump In win ices the dumper only from behind center, a Colored X cancels a
    # Shot Card too, a challenge card's Grind, and a shot goes on with the shooter's own Shot Card.
    version = 5
    arg_types = frozenset({str})           # card copy ids, areas and colors
    rollout_horizon = evaluation.ROLLOUT_HORIZON

    def evaluate(self, position: Any, seat: int) -> float:
        return evaluation.evaluate(self.t, position, seat)

    def rollout_action(self, state: CcgState, seat: int, legal: list[Action], rng: random.Random) -> Action:
        if solo.phase3.resolving(state):     # the player uses the opponent's card: as the card would
            return solo.phase3.suggest_among(self.t, state.puck, state.solo.card, legal)
        return rollout.policy(self.t, state, seat, legal, rng)

    def __init__(self, cards: CardSet | None = None, decks: Mapping[str, Deck] | None = None,
                 board: Rink | None = None) -> None:
        self._sources = (cards, decks, board)
        if cards is not None or decks is not None or board is not None:
            self._load()        # given data is checked at once, so a bad deck fails here

    def _load(self) -> None:
        """The card set, the rink and the starter teams (``teams`` option). Decks chosen at set-up
        live in the state; nothing here depends on them."""
        self.__dict__["_loaded"] = True
        cards, decks, board = self._sources
        cards = cards or card_set()
        decks = dict(decks) if decks else {d: starter_deck(d) for d in STARTER_DECKS}
        for deck_id, deck in decks.items():
            problems = check_deck(deck, cards, BEGINNER)
            if problems:
                raise ValueError(f"{deck.where or deck_id}: " + " ".join(p.sentence for p in problems))
        self.teams = decks
        self.t = Tables(cards, board or rink())

    # ----- set-up --------------------------------------------------------------------
    def new_game(self, seed: int, options: Mapping[str, Any] | None = None,
                 names: Sequence[str] | None = None, decks: Sequence[PlayerDeck] | None = None) -> CcgState:
        """Without ``decks`` each seat plays a starter team (the ``teams`` option), whose lists are
        public; with them, each deck passes the mode's construction check first."""
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("the seed must be a whole number")
        names = tuple(names) if names else ("Player 1", "Player 2")
        if len(names) != 2:
            raise ValueError(f"{GAME_NAME} is for exactly two players")
        checked = book_periods(self.check_options(options))
        chosen = self.check_decks(decks, checked, 2)
        if chosen is None:
            lineup = [self.teams[d] for d in TEAMS[checked["teams"]]]
            public = True
        else:
            lineup = chosen
            public = checked["open_decks"]
        state = CcgState(
            names=names, seed=seed, options=tuple(sorted(checked.items())), puck=self.t.rink.center,
            deck_names=(lineup[0].name, lineup[1].name),
            deck_lists=(_listed(lineup[0].cards), _listed(lineup[1].cards)),
            bench_lists=(tuple(lineup[0].bench), tuple(lineup[1].bench)), lists_public=public,
        )
        return MODES[checked["mode"]].set_up(self.t, state, [])

    def shipped_decks(self) -> list[PlayerDeck]:
        """The starter teams as deck files hold them (seat 1's default first)."""
        from tabletop.engine.deck import Deck as PlayerDeck

        if self._sources[1] is None and self._sources[0] is None:
            from tabletop.decks.files import read_deck

            return [read_deck(data_dir() / "decks" / f"{name}.yaml") for name in STARTER_DECKS]
        return [PlayerDeck(GAME_ID, d.name, d.cards, d.bench) for d in self.teams.values()]

    def _deck_problems(self, deck: PlayerDeck, options: Mapping[str, Any] | None = None) -> list[Violation]:
        """The construction check of the rules ``options`` choose (Beginner mode: Part 1's set-up),
        in the sentences ``deck check --setting beginner`` prints."""
        from tabletop.decks import check
        from tabletop.engine.deck import Violation
        from tabletop.games.decks_and_cards.breakaway_ccg import ccg_problems

        setting = deck_setting(self.check_options(options))
        if self._sources[0] is None:
            return check.check_deck(deck, setting)
        # A game built on other card data (tests): its own cards, the same checks.
        cards = self.t.cards
        unknown = tuple(dict.fromkeys(c for c in (*(c for c, _ in deck.cards), *deck.bench) if c not in cards.by_id))
        if unknown:
            return [Violation("unknown-card", f"Every card must be a {GAME_NAME} card; {', '.join(unknown)} "
                                              "is not.", unknown)]
        return ccg_problems(Deck(deck.name, deck.cards, deck.bench), cards, setting)

    def _mode(self, state: CcgState):
        """The mode's flow module. Every state of a game shares its options tuple, so the answer is
        kept for that tuple (one pair, replaced whole, so threads sharing the game never mix two)."""
        options, mode = self.__dict__.get("_mode_for", (None, None))
        if options is not state.options:
            mode = MODES[state.option("mode")]
            self.__dict__["_mode_for"] = (state.options, mode)
        return mode

    # ----- the position --------------------------------------------------------------
    def pending(self, state: CcgState) -> tuple[Decision, ...]:
        return self._mode(state).pending(self.t, state)

    def _legal_actions(self, state: CcgState, seat: int) -> list[Action]:
        legal = self._mode(state).legal_actions(self.t, state, seat)
        # Kept for ``_validate``: a checked ``apply`` of one of these very objects for this very
        # (frozen) state is legal by the contract (the legal list is exactly what ``validate``
        # accepts, which the contract tests check over the whole action space), so a playout's
        # check costs no second verdict. A copy: what the caller does with its list changes nothing here.
        self.__dict__["_offered"] = (state, tuple(legal))
        return legal

    def _parse_action(self, action: Action) -> None:
        shape = KINDS.get(action.kind)
        if shape is None:
            raise MalformedActionError(f"{GAME_NAME} has no action {action.kind!r}")
        args = action.args
        if len(args) != len(shape):
            raise MalformedActionError(f"'{action.kind}' takes {len(shape)} argument(s), got {list(args)}")
        owner = self.t.owner
        for kind, value in zip(shape, args):
            if kind == "card":       # every arg is a str (arg_types)
                # Only the id's form is checked here (seat, card, copy number): whether the copy is
                # in this game depends on the decks in the position, which validate answers. The
                # seat is not checked against the id: under the official rules a hand may hold the
                # other team's cards (Momentum Cards), and validate refuses a card not in hand. In
                # solo play the player's use of the opponent's card may name one of its face-down
                # cards by where it lies (``solo.HIDDEN``).
                if value not in owner and not self.t.is_copy(value) and value not in solo.HIDDEN:
                    raise MalformedActionError(f"{value!r} is not a card in this game")
            elif kind == "choice":
                if value not in CHOICES:
                    raise MalformedActionError(f"{value!r} is not a choice of this game")
            elif kind == "special":
                if value not in SPECIALS:
                    raise MalformedActionError(f"{value!r} is not a special of the glossary")
            elif kind == "slot":
                if value not in solo.SLOTS:
                    raise MalformedActionError(f"{value!r} is not a place in the solo opponent's row")
            elif kind == "area":
                if value not in self.t.area_set:
                    raise MalformedActionError(f"{value!r} is not an area of the rink")
            elif value not in COLORS:
                raise MalformedActionError(f"{value!r} is not a card color")

    def _validate(self, state: CcgState, action: Action) -> Verdict:
        offered = self.__dict__.get("_offered")
        if offered is not None and offered[0] is state:
            for listed in offered[1]:
                if listed is action:
                    return ALLOWED      # one of the actions ``_legal_actions`` just listed for this state
        mode = self._mode(state)
        if action.kind not in mode.ACTION_KINDS:
            return refuse("not-in-mode", f"'{action.kind}' is not an action of the {mode.RULES_NAME}.",
                          mode.RULES_CITATION)
        if solo.HIDDEN & set(action.args) and not (solo.phase3.resolving(state) and action.seat == solo.PLAYER):
            return refuse("face-down-word", "'hand-down' and 'bench-down' name a card only in solo play, when you "
                                            "resolve the Solo Opponent's card in its Phase 3.", solo.RULES_CITATION)
        return mode.validate(self.t, state, action)

    def _apply(self, state: CcgState, action: Action) -> tuple[CcgState, list[Event]]:
        return self._mode(state).apply_action(self.t, state, action)

    # ----- reading the position ------------------------------------------------------
    def _view(self, state: CcgState, seat: int | None) -> CcgView:
        base = self._official_view(state, seat)
        return base if state.solo is None else solo.view(base, state)

    def _official_view(self, state: CcgState, seat: int | None) -> CcgView:
        own = seat is not None
        public, lists, benches = state.lists_public, state.deck_lists, state.bench_lists
        return CcgView(
            seat=seat, names=state.names, options=state.options, phase=state.phase, period=state.period,
            home=state.home, hand=state.hands[seat] if own else (), bench=state.benches[seat] if own else (),
            hand_sizes=(len(state.hands[0]), len(state.hands[1])),
            bench_sizes=(len(state.benches[0]), len(state.benches[1])),
            deck_sizes=(len(state.decks[0]), len(state.decks[1])), discards=state.discards, scored=state.scored,
            goals=state.goals, play=state.play, puck=state.puck, control=state.control, turn=state.turn,
            ability_used=state.ability_used, action_used=state.action_used, doubles=state.doubles,
            shot=state.shot, stage=state.stage, swaps=state.swaps, ready=state.ready,
            chosen=(state.picks[0] is not None, state.picks[1] is not None),
            pick=state.picks[seat] if own else None,
            awaiting=tuple((d.seat, d.kind) for d in self.pending(state)), winners=state.winners,
            shot_from=state.shot_from, deck_names=state.deck_names, lists_public=state.lists_public,
            deck_lists=(lists[0] if public or seat == 0 else None, lists[1] if public or seat == 1 else None),
            bench_lists=(benches[0] if public or seat == 0 else None, benches[1] if public or seat == 1 else None),
            tokens=state.tokens, token_used=state.token_used,
            laid_by=tuple(x for x in state.laid_by if x[0] in state.play),    # a stale record tells nothing
            momentum_owners=tuple(self.t.owner[c] for c in state.momentum),
            extras=state.extras[seat] if own else (),
            extras_owners=(tuple(self.t.owner[c] for c in state.extras[0]),
                           tuple(self.t.owner[c] for c in state.extras[1])),
            pick_owners=tuple(None if c is None else self.t.owner[c] for c in state.picks),
            aside=state.aside, reveal=state.reveal, official=state.official, bonus=state.bonus,
            final_minute=state.final_minute, hand_max=state.hand_max, goalie_pulled=state.goalie_pulled,
            skip_start=state.skip_start, challenge=state.challenge, last_reveal=state.last_reveal,
            stoppage=state.stoppage, overtime=state.overtime, effects=self._seen_effects(state, seat),
            shootout=None if state.shootout is None else shootout.view(state.shootout, seat),
            shootout_hidden=self._shootout_hidden(state, seat),
            colors_used=state.colors_used, special_used=state.special_used, free_move=state.free_move,
            free_shot=state.free_shot, run=state.run, placing=state.placing,
            calls=state.calls, box=state.box, carry=state.carry, pshot=state.pshot, redeal=state.redeal,
            fight=state.fight,
        )

    def _seen_effects(self, state: CcgState, seat: int | None) -> tuple:
        """The lasting effects the seat may see: an injury or a cancel names its card, so one on a
        card now out of the seat's sight (a deck after the period's shuffle, the other hand) is left
        out; the event that caused it was public, its card's place is not. So is a Support card's
        once-per-bench-step mark on a card turned face down again (O120), and which card of a hand is
        a wild (O106, O118): only their owner needs them; and the fight card a Specialist was shown,
        which only the two sides know. Any other effect keeps what it says (a once-a-game special was
        used) without the card's id when that card is out of sight."""
        effects = state.effects
        if not any(e.card for e in effects):
            return effects
        hidden = self._hidden_from(state, seat)
        return tuple(e if e.card not in hidden else replace(e, card="")
                     for e in effects if not (e.kind in NAMING_EFFECTS and e.card in hidden))

    def _shootout_hidden(self, state: CcgState, seat: int | None) -> tuple[int, int]:
        """How many cards of each deck lie in the shootout out of ``seat``'s sight (the backs show
        whose deck a card is from)."""
        if state.shootout is None:
            return (0, 0)
        hidden = shootout.hidden_from(state.shootout, seat)
        owners = [self.t.owner[c] for c in hidden]
        return (owners.count(0), owners.count(1))

    def determinize(self, view: CcgView, rng: random.Random) -> CcgState:
        """A state the seat cannot tell from the real one: the mode's own (``beginner.sampling``,
        ``official.sampling``), since the official rules hide more places."""
        return MODES[dict(view.options)["mode"]].determinize(self.t, view, rng)

    def is_over(self, state: CcgState) -> bool:
        return state.phase == OVER

    def outcome(self, state: CcgState) -> Outcome | None:
        if state.phase != OVER:
            return None
        g = state.goals
        if not state.winners:
            text = f"{with_article(f'{g[0]}-{g[1]}', capital=True)} tie."
        else:
            w = state.winners[0]
            text = f"{state.names[w]} wins {g[w]}-{g[1 - w]}."
        return Outcome(state.winners or (), g, text)

    def inventory(self, state: CcgState) -> Counter[str]:
        cards: Counter[str] = Counter(state.play)
        for seat in (0, 1):
            cards.update(state.decks[seat])
            cards.update(state.hands[seat])
            cards.update(state.benches[seat])
            cards.update(state.discards[seat])
            cards.update(state.scored[seat])
        cards.update(c for c in state.picks if c is not None)
        cards.update(state.momentum)
        cards.update(state.aside)
        if state.shootout is not None:
            cards.update(shootout.cards(state.shootout))
        if state.pshot is not None:
            cards.update(penalties.pshot_cards(state))
        return cards

    def _hidden_from(self, state: CcgState, seat: int | None) -> set[str]:
        hidden = set(state.decks[0]) | set(state.decks[1]) | set(state.momentum)
        if state.shootout is not None:
            hidden |= shootout.hidden_from(state.shootout, seat)
        for other in (0, 1):
            if other == seat:
                continue
            hidden.update(state.hands[other])
            hidden.update(state.benches[other])
            if state.picks[other] is not None and state.picks[other] != fights.seen_card(state, seat):
                hidden.add(state.picks[other])      # unless this seat's Specialist was shown it
        if state.solo is not None and seat != solo.OPPONENT:
            hidden -= solo.shown(state)      # the Solo Opponent's face-up cards (Solo Play)
        if state.effects:
            from tabletop.games.breakaway_ccg.specials import support
            hidden -= support.shown(state)   # Support (O120): a face-up bench card is public
        return hidden

    def action_space(self, state: CcgState) -> Iterable[Action]:
        """Well-formed actions of every kind for both seats, legal or not: every legal action and,
        around it, the near misses a player could try; each mode has its own kinds."""
        return self._mode(state).action_space(self.t, state)

    def describe_action(self, state: CcgState, action: Action) -> str:
        if solo.phase3.resolving(state) and action.seat == solo.PLAYER:   # the player uses the opponent's card
            return solo.phase3.describe(self.t, state, action, lambda use: self._describe(state, use))
        return self._describe(state, action)

    def _describe(self, state: CcgState, action: Action) -> str:
        t, kind, args = self.t, action.kind, action.args
        if state.shootout is not None and kind.startswith("so-"):
            return shootout.describe(t, state, action)
        own = self._mode(state).describe(t, state, action)
        if own is not None:
            return own
        if kind == "play":
            if state.phase == PLAY and state.stage == SAVE:
                return f"Save with {t.label[args[0]]}"
            if state.phase == PLAY and state.stage == SHOT_CARD:
                return f"Face the shot with {t.label[args[0]]}"
            return f"Play {t.label[args[0]]}"
        if kind == "faceoff":
            return f"Face off with {t.label[args[0]]}"
        if kind == "switch":
            return f"Bench {t.label[args[0]]}, take {t.label[args[1]]}"
        if kind == "keep":
            return "Done with the bench"
        if kind == "ability":
            return f"{args[0].capitalize()} ability: puck to {t.area_name[args[1]]}"
        if kind == "move":
            return f"Move the puck to {t.area_name[args[0]]}"
        if kind == "concede":
            return "Let the goal stand"
        if kind == "end":
            return "End your turn without scoring" if scoring_turn(state) else "End your turn"
        return {"shoot": "Shoot", "score": "Try to score", "save": "Save", "body-check": "Body-check",
                "tip": "Tip it (a new Shot Card is owed)"}.get(kind, kind)


def _listed(cards: Sequence[tuple[str, int]]) -> tuple[tuple[str, int], ...]:
    """A deck's card list as a state keeps it: (card id, copies) pairs, cards with no copies left out."""
    return tuple((card_id, copies) for card_id, copies in cards if copies)
