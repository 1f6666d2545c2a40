"""The contract every game implements, and the checked path every user move takes.

A ``Game`` holds fixed rules and options (like OpenSpiel's Game); a state is an immutable
value (like OpenSpiel's State, but frozen): ``apply`` returns a new state and the events,
never touching its input. Undo, replay, save files and AI search all stand on that.
"""

from __future__ import annotations

import random
import threading
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from tabletop.engine.actions import SCALAR_TYPES, Action, check_action, short_repr
from tabletop.engine.decisions import Decision
from tabletop.engine.deck import Deck, Violation, shape_problems
from tabletop.engine.errors import IllegalActionError, IllegalDeckError, MalformedActionError
from tabletop.engine.evaluation import finished_value
from tabletop.engine.events import Event
from tabletop.engine.verdict import Verdict

S = TypeVar("S")

#: Serialises the first use of each game's card data (see Game.__getattr__).
_LOAD_LOCK = threading.RLock()


@dataclass(frozen=True, slots=True)
class Option:
    """One choice a game offers at set-up (a rules variant), shown in the new-game dialog."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    help: str = ""
    #: Only matters when the game is dealt its shipped decks (a game with ``uses_decks`` set up
    #: without decks of the players' choosing); the new-game dialog, which always chooses decks,
    #: does not show it.
    shipped_decks_only: bool = False


@dataclass(frozen=True, slots=True)
class SoloPlayer:
    """A seat-filler a book's own solo rules describe (Breakaway Football's solo coach).

    The game names it in its info, as text, so the agents, the command line and the new-game
    dialog can offer it without importing the game's rules; ``chooser`` is only imported when
    the player is seated.
    """

    #: The agent name (``simulate --agents solo,random``) and the seat spec's level
    #: (``computer:solo``); lower-case letters and dashes.
    name: str
    #: What the new-game dialog's seat list shows.
    label: str
    #: ``package.module:function``, the function being a ``play_game`` chooser
    #: ``(game, view, legal, rng) -> action``.
    chooser: str

    def __post_init__(self) -> None:
        if not self.name or not all(c.islower() or c == "-" for c in self.name):
            raise ValueError(f"a solo player's name is lower-case letters and dashes, not {self.name!r}")
        module, colon, function = self.chooser.partition(":")
        if not (module and colon and function.isidentifier()):
            raise ValueError(f"a solo player's chooser is 'package.module:function', not {self.chooser!r}")


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: winning seats (empty on a draw), scores and a sentence."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    text: str

    @property
    def draw(self) -> bool:
        return not self.winners


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What the start page and the command line show about a game."""

    id: str
    name: str
    min_players: int
    max_players: int
    summary: str
    how_to_play: str
    rules_file: str
    options: tuple[Option, ...] = field(default_factory=tuple)
    #: Played with decks the players build: ``new_game`` then takes one ``Deck`` per seat.
    uses_decks: bool = False
    #: The book's solo opponents, offered beside the computer player (see ``SoloPlayer``).
    solo_players: tuple[SoloPlayer, ...] = ()

    @property
    def players_text(self) -> str:
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}-{self.max_players}"


#: The contract methods that check their input here, once for every game, and then call the
#: game's own ``_<name>``. A game implements the underscored method and never overrides these.
CHECKED_METHODS = ("legal_actions", "validate", "apply", "view", "hidden_from", "parse_action")


class Game(ABC, Generic[S]):
    """A game's rules. Subclasses implement the abstract methods; the rest is shared.

    What comes from outside (a person, a save file, a table) enters through the checked public
    methods: ``validate`` (and ``apply``, which validates), ``parse_action``, ``legal_actions``,
    ``view`` and ``hidden_from``. They check the seat and the action's shape here, in one place,
    and only then call the game's ``_validate``, ``_parse_action``, ``_legal_actions``, ``_view``
    and ``_hidden_from``, which may therefore trust their input.
    """

    info: GameInfo
    #: Bumped when a change would make old save files replay differently.
    version: int = 1
    #: The exact types this game's action arguments have (see ``actions.check_action``). Never
    #: both bool and int: ``True == 1`` with equal hashes, so a bool could pass for an int.
    arg_types: frozenset[type] = frozenset({str, int, type(None)})
    #: Action kinds a player takes only of his own will, never by chance (Hull Breach!'s
    #: ``concede``, legal at any time): random play leaves them out (``by_chance``), since a
    #: player choosing at random does not give a game up, and a random game that did would end
    #: before it reached anything worth checking.
    withdrawals: frozenset[str] = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in CHECKED_METHODS:
            if name in cls.__dict__:
                raise TypeError(f"{cls.__name__} overrides Game.{name}, which checks the input for every "
                                f"game; implement _{name} instead")
        types = cls.arg_types
        if not types <= SCALAR_TYPES or (bool in types and int in types):
            raise TypeError(f"{cls.__name__}.arg_types must be among str, int, bool and None, and not both "
                            "bool and int")

    @property
    def id(self) -> str:
        return self.info.id

    # ----- heavy set-up, on first use --------------------------------------------------
    def _load(self) -> None:
        """Build the game's lookup tables from its card data.

        Games with card data override this instead of doing the work in ``__init__``: the
        registry creates every game at start-up, and the start page only needs ``info``.
        """

    def __getattr__(self, name: str) -> Any:
        # Reached only for attributes not set yet: load once (one thread at a time; a computer
        # player may be the first to touch a game), then look again.
        if name.startswith("__") or type(self)._load is Game._load:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        with _LOAD_LOCK:
            if not self.__dict__.get("_loaded"):
                self.__dict__["_loaded"] = True
                try:
                    self._load()
                except BaseException:
                    self.__dict__["_loaded"] = False
                    raise
        return object.__getattribute__(self, name)

    # ----- set-up ---------------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.info.options}

    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and refuse unknown keys or values, so a save file cannot smuggle nonsense."""
        merged = self.default_options()
        for key, value in (options or {}).items():
            known = {o.key: o for o in self.info.options}
            if key not in known:
                raise ValueError(f"{self.info.name} has no option {key!r}")
            allowed = [c[0] for c in known[key].choices]
            # Compare type as well: 1 == True in Python, and a save must not carry a 1 for a flag.
            if not any(type(value) is type(c) and value == c for c in allowed):
                raise ValueError(f"option {key!r} must be one of {allowed}, not {value!r}")
            merged[key] = value
        return merged

    @abstractmethod
    def new_game(self, seed: int, options: Mapping[str, Any] | None = None,
                 names: Sequence[str] | None = None, decks: Sequence[Deck] | None = None) -> S:
        """The opening state. Everything random later derives from ``seed``.

        ``decks`` (games with ``info.uses_decks`` only) is one ``tabletop.engine.deck.Deck`` per seat;
        None deals the game's shipped decks. Each deck is checked with ``deck_problems`` first.
        """

    # ----- decks at set-up ---------------------------------------------------------------
    def shipped_decks(self) -> list[Deck]:
        """The decks that come with the game (starter decks), for the set-up dialog."""
        return []

    def deck_problems(self, deck: Deck, options: Mapping[str, Any] | None = None) -> list[Violation]:
        """Why ``deck`` cannot be played under the rules ``options`` choose (empty: it can).

        Every game first gets the same shape check (its own game's deck, and a value a deck file and
        so a save could hold unchanged); only then the game's own construction rules, ``_deck_problems``.
        """
        return shape_problems(deck, self.id, self.info.name) or self._deck_problems(deck, options)

    def _deck_problems(self, deck: Deck, options: Mapping[str, Any] | None = None) -> list[Violation]:
        """The game's own construction rules for the chosen options; decks reaching here are well formed."""
        return []

    def check_decks(self, decks: Sequence[Deck] | None, options: Mapping[str, Any], players: int) -> tuple[Deck, ...] | None:
        """Refuse decks a game cannot start with, in the sentences ``deck check`` prints.

        Raises ``IllegalDeckError`` naming the seat; returns the decks as a tuple (None stays None).
        """
        if decks is None:
            return None
        if not self.info.uses_decks:
            raise IllegalDeckError(None, f"{self.info.name} is not played with decks of your own")
        decks = tuple(decks)
        if len(decks) != players:
            raise IllegalDeckError(None, f"{self.info.name} needs one deck per player ({players}), not {len(decks)}")
        for seat, deck in enumerate(decks):
            if getattr(deck, "game", None) != self.id:
                raise IllegalDeckError(seat, f"seat {seat + 1}'s deck is not a {self.info.name} deck")
            problems = self.deck_problems(deck, options)
            if problems:
                raise IllegalDeckError(seat, f"seat {seat + 1}'s deck {deck.name!r} cannot be played: "
                                       + " ".join(p.sentence for p in problems), tuple(problems))
        return decks

    # ----- the position ---------------------------------------------------------------
    @abstractmethod
    def pending(self, state: S) -> tuple[Decision, ...]:
        """Who must decide what now; empty when the game is over."""

    @abstractmethod
    def _legal_actions(self, state: S, seat: int) -> list[Action]:
        """``legal_actions`` for a seat already checked to be in the game."""

    @abstractmethod
    def _validate(self, state: S, action: Action) -> Verdict:
        """``validate`` for an action already checked by ``check_action``, ``_parse_action`` and
        the seat range: accept, or refuse with a code and a sentence naming the rule."""

    @abstractmethod
    def _apply(self, state: S, action: Action) -> tuple[S, list[Event]]:
        """Apply an action already known to be legal."""

    @abstractmethod
    def _view(self, state: S, seat: int | None) -> Any:
        """``view`` for a seat already checked to be in the game, or None."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def inventory(self, state: S) -> Counter[str]:
        """Every card (or other conserved component) in every zone, for the no-loss invariant."""

    @abstractmethod
    def _hidden_from(self, state: S, seat: int | None) -> set[str]:
        """``hidden_from`` for a seat already checked to be in the game, or None."""

    @abstractmethod
    def action_space(self, state: S) -> Iterable[Action]:
        """Every well-formed action in this position, legal or not.

        The contract tests validate all of them, so that legality has one source of truth:
        ``validate(a).ok`` must equal ``a in legal_actions(a.seat)``.
        """

    @abstractmethod
    def describe_action(self, state: S, action: Action) -> str:
        """A short label for a button or menu ("Play 7♣")."""

    @abstractmethod
    def _parse_action(self, action: Action) -> None:
        """Raise MalformedActionError unless the kind, the arity and the ids exist in this game.

        The action has already passed ``check_action`` with ``arg_types`` (an Action, its seat a
        whole number, its args scalars of those exact types within bounds).
        """

    def recorded_action(self, action: Action) -> Action:
        """A recorded action (a save's) in the form this version's legal actions take. A game that
        renames an action's arguments without changing what it does maps the older spelling here,
        so a save of the same rules version still loads; the action is still checked after."""
        return action

    # ----- hints for computer players (optional) ------------------------------------------
    #: How many actions a search's rollout plays before it evaluates the position; None plays
    #: to the end of the game (right for a game without its own ``evaluate``).
    rollout_horizon: int | None = None

    def evaluate(self, position: Any, seat: int) -> float:
        """How good ``position`` (a full state or a seat's view) looks for ``seat``, in rough goals.

        Reads only what both a state and a view show, all public. The default knows only a
        finished game (``finished_value``); a game overrides it to make search sharper.
        """
        done = finished_value(position, seat)
        return 0.0 if done is None else done

    def by_chance(self, legal: list[Action]) -> list[Action]:
        """The legal actions a random choice is made among: all but the ``withdrawals`` (the same
        list when the game has none, so random play is unchanged; all of them if nothing else is
        left)."""
        if not self.withdrawals:
            return legal
        return [a for a in legal if a.kind not in self.withdrawals] or legal

    def rollout_action(self, state: S, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """The action a search's rollout plays for ``seat`` among ``legal`` (never empty).

        The default is uniformly random (among ``by_chance``). A game where random play hardly
        ever reaches what decides it overrides this with a cheap heuristic that still plays every
        move sometimes.
        """
        legal = self.by_chance(legal)
        return legal[rng.randrange(len(legal))]

    def determinize(self, view: Any, rng: random.Random) -> S:
        """A full state consistent with everything ``view`` shows, for search by computer players.

        The seat's own cards and every public zone are exactly as in the view; cards the seat
        cannot see are dealt at random (``rng``) to the hidden zones, deck orders are random, and
        a secret choice another seat has already made is sampled, never read. The state gets a
        fresh seed from ``rng``, so later chance is unknown too. ``view(result, view.seat) ==
        view`` and the inventory equals the real one. Games that support computer players
        implement it; the default refuses.
        """
        raise TypeError(f"{self.info.name} cannot sample hidden information: it does not implement "
                        "determinize(view, rng), which computer players need")

    # ----- shared behaviour -----------------------------------------------------------
    def options_of(self, state: S) -> dict[str, Any]:
        """The options a state was set up with; states keep them as sorted (key, value) pairs."""
        return dict(state.options)  # type: ignore[attr-defined]

    def players(self, state: S) -> int:
        """The number of seats: every state has ``names``, one per seat (the seat checks below
        read ``len(state.names)`` directly, being on the hot path)."""
        return len(state.names)  # type: ignore[attr-defined]

    # ----- the checked entry points (one place for every game; see CHECKED_METHODS) --------
    def _no_seat(self, seat: Any) -> MalformedActionError:
        return MalformedActionError(f"there is no seat {short_repr(seat)} in {self.info.name}")

    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Every action ``seat`` may take now; exactly the ones ``validate`` accepts.

        A seat that is not in the game (not a whole number, a bool, negative, too large) raises
        MalformedActionError.
        """
        if type(seat) is not int or not 0 <= seat < len(state.names):  # type: ignore[attr-defined]
            raise self._no_seat(seat)
        return self._legal_actions(state, seat)

    def validate(self, state: S, action: Action) -> Verdict:
        """Accept, or refuse with a code and a sentence naming the rule.

        Raises MalformedActionError for an action that does not parse at all: not an Action, a
        seat not in the game, an argument of another type than the game's (a float, a list, a
        bool for a number...) or out of bounds, an unknown kind, wrong arity or an unknown id.
        """
        check_action(action, self.arg_types)
        if action.seat >= len(state.names):  # type: ignore[attr-defined]
            raise self._no_seat(action.seat)
        self._parse_action(action)
        return self._validate(state, action)

    def parse_action(self, action: Action) -> Action:
        """Check the action's shape (kind, arity, ids) without a position and return it; raise
        MalformedActionError. The seat is checked against the game's most players."""
        check_action(action, self.arg_types)
        if action.seat >= self.info.max_players:
            raise self._no_seat(action.seat)
        self._parse_action(action)
        return action

    def view(self, state: S, seat: int | None) -> Any:
        """The state as ``seat`` may see it: others' hands and every deck order removed.

        Seat None is a spectator who sees only public information; a seat not in the game raises
        MalformedActionError (a negative index must not read another seat's hand).
        """
        self.ensure_seat(state, seat, spectator=True)
        return self._view(state, seat)

    def hidden_from(self, state: S, seat: int | None) -> set[str]:
        """Ids of the components ``seat`` may not see (others' hands, deck order...).

        Written apart from ``view`` so the contract tests can check one against the other. Seats
        are checked as for ``view``.
        """
        self.ensure_seat(state, seat, spectator=True)
        return self._hidden_from(state, seat)

    def ensure_seat(self, state: S, seat: Any, *, spectator: bool = False) -> None:
        """Raise MalformedActionError unless ``seat`` is a seat of this game (or None, when a
        spectator is allowed)."""
        if seat is None and spectator:
            return
        if type(seat) is not int or not 0 <= seat < len(state.names):  # type: ignore[attr-defined]
            raise self._no_seat(seat)

    def apply(self, state: S, action: Action, *, checked: bool = True) -> tuple[S, list[Event]]:
        """Apply ``action``; refuse an illegal one with IllegalActionError and change nothing.

        ``checked=False`` is for AI search over actions it took from ``legal_actions``;
        every move a person makes goes through the check.
        """
        if checked:
            verdict = self.validate(state, action)
            if not verdict.ok:
                raise IllegalActionError(verdict)
        return self._apply(state, action)

    def replay(self, seed: int, options: Mapping[str, Any] | None, names: Sequence[str] | None,
               actions: Iterable[Action], decks: Sequence[Deck] | None = None) -> S:
        state = self.new_game(seed, options, names, decks=decks)
        for action in actions:
            state, _ = self.apply(state, action)
        return state
