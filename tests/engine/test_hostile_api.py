"""Hostile input at the engine contract's door, for every registered game.

Whatever a caller passes — a seat that is not in the game (-1 would read another seat's hand
by Python's negative indexing), an argument of the wrong type (None, a list, a dict), a float
or a bool equal to a legal whole number, a huge number or text, something that is not an
``Action`` at all — ``validate``, ``apply`` and ``parse_action`` answer with
MalformedActionError or a refusal, and ``legal_actions``, ``view`` and ``hidden_from`` with
MalformedActionError. Nothing else is raised and the position does not change. What
``validate`` accepts is a legal action with the *same argument types* (``1.0 == 1`` and
``True == 1`` in Python, and a save holding the float could never be opened again), and it
survives a save file.
"""

from __future__ import annotations

import copy
from decimal import Decimal
from fractions import Fraction
from functools import cache

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tabletop import safe_yaml
from tabletop.engine.actions import MAX_ARGS, MAX_INT, MAX_TEXT, Action, check_action
from tabletop.engine.errors import IllegalActionError, MalformedActionError
from tabletop.engine.save import load_save, new_saved
from tabletop.games import registry
from tests.engine.random_play import GAMES, IDS, walk

SEEDS = (1, 2, 3)            # random games whose positions are probed
SPREAD = 4                   # positions taken along each of them
SCAN_SEEDS = range(1, 30)    # more games, searched for positions where a number is legal
#: Never an argument of any game: not scalars, floats, numbers or text out of bounds.
NEVER_ARGS = ([], {}, 1.0, 0.0, -1.0, 10**40, -(10**40), "x" * 10**5, float("nan"), b"play", ("x",),
              frozenset(), object(), Decimal("sNaN"), Decimal(1), Fraction(1), 1j)
#: Scalars a game may take or not (refused or malformed, then).
MAYBE_ARGS = (None, True, False, "", "x" * 200)
HOSTILE_KINDS = (None, "", 5, True, 1.0, "x" * 10**5, ["play"], b"play")


def _types(action: Action) -> tuple:
    return type(action.seat), type(action.kind), tuple(type(a) for a in action.args)


def _near(arg) -> tuple:
    """Values equal (or nearly) to a real argument but of a type no game takes."""
    if type(arg) is int:
        return float(arg), Fraction(arg), Decimal(arg), arg + 10**40
    if type(arg) is str:
        return (arg + "x") * MAX_TEXT, arg.encode()
    return ()


def _respelled(arg) -> tuple:
    """Values of the argument's type spelled differently (a game refuses or rejects them), and a
    bool for a 0 or 1."""
    if type(arg) is int:
        return (-arg, arg + 1, *((bool(arg),) if arg in (0, 1) else ()))
    if type(arg) is str:
        return arg.upper(), arg + " ", arg + "\x00"
    return ()


class _Impostor:
    """Looks like an Action to ``isinstance`` (mocks do this), equals one and hashes like it."""

    def __init__(self, action: Action):
        self.seat, self.kind, self.args, self._real = action.seat, action.kind, action.args, action

    @property
    def __class__(self):        # what isinstance asks, and the point of the exercise
        return Action

    def __eq__(self, other):
        return self._real == other

    def __hash__(self):
        return hash(self._real)


@cache
def _line(game, seed: int) -> tuple[Action, ...]:
    """The actions of one random game (played and checked by the contract test's walk)."""
    return tuple(walk(game, seed).actions)


@cache
def _states(game, seed: int) -> tuple:
    """The state before each action of ``_line`` and the final one."""
    state = game.new_game(seed)
    states = [state]
    for action in _line(game, seed):
        state, _ = game.apply(state, action, checked=False)
        states.append(state)
    return tuple(states)


def _has_number(game, state) -> bool:
    return any(type(a) in (int, bool) for seat in range(game.players(state))
               for action in game.legal_actions(state, seat) for a in action.args)


@cache
def _positions(game) -> tuple:
    """Positions spread over a few random games, the finished ones, and a few where a legal action
    takes a number (where a float or a bool equal to it would have been accepted)."""
    out = []
    for seed in SEEDS:
        states = _states(game, seed)
        out += [states[i * (len(states) - 1) // SPREAD] for i in range(SPREAD + 1)]
    numbered = []
    if game.arg_types & {int, bool}:
        for seed in SCAN_SEEDS:
            numbered += [s for s in _states(game, seed) if _has_number(game, s)][:1]
            if len(numbered) >= 4:
                break
        assert numbered, f"{game.id} takes numbers but no random game reached a position where one is legal"
    return tuple(out + numbered)


def _templates(game, state) -> list[Action]:
    """Real actions to spoil: some legal ones and one of every kind of the action space per seat."""
    out: list[Action] = []
    for seat in range(game.players(state)):
        out += game.legal_actions(state, seat)[:3]
    seen = set()
    for action in game.action_space(state):
        key = (action.seat, action.kind, len(action.args))
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


def _spoiled(game, state):
    """Hostile variants of the position's real actions, each with whether it must be malformed
    (True) or may be refused instead (False)."""
    players = game.players(state)
    for action in _templates(game, state):
        seat, kind, args = action.seat, action.kind, action.args
        for i, arg in enumerate(args):
            for bad in NEVER_ARGS + _near(arg):
                yield Action(seat, kind, args[:i] + (bad,) + args[i + 1:]), True
            for odd in MAYBE_ARGS + _respelled(arg):
                yield Action(seat, kind, args[:i] + (odd,) + args[i + 1:]), False
        yield Action(seat, kind, args + ("extra",)), False
        yield Action(seat, kind, args[:-1]), False
        yield Action(seat, kind, list(args)), True
        yield Action(seat, kind, None), True
        yield Action(seat, kind, args * 10 or ("x",) * 10), True
        for bad_seat in (-1, players, 99, True, False, None, "0", 1.0, 0.0, 10**40):
            yield Action(bad_seat, kind, args), True
        for bad_kind in HOSTILE_KINDS:
            yield Action(seat, bad_kind, args), True
        yield Action(seat, kind.upper(), args), False
        yield Action(seat, kind + " ", args), False
        yield _Impostor(action), True
        yield action.to_data(), True
        yield (seat, kind, args), True
    for thing in (None, 0, "play", object()):
        yield thing, True


def _accepted_is_legal(game, state, action: Action) -> None:
    """An accepted action equals a legal one with the same types, seat, kind and arguments alike."""
    legal = game.legal_actions(state, action.seat)
    assert any(a == action and _types(a) == _types(action) for a in legal), (
        f"{game.id} accepted {action!r:.200}, which is not type for type a legal action")


def _probe(game, state, action, strict: bool) -> None:
    """validate, apply and parse_action answer a hostile action without any other exception;
    ``strict``: only with MalformedActionError."""
    try:
        verdict = game.validate(state, action)
    except MalformedActionError:
        verdict = None
    assert verdict is None or not strict, f"{game.id} did not find {action!r:.200} malformed: {verdict}"
    if verdict is not None and verdict.ok:
        _accepted_is_legal(game, state, action)
        return
    if verdict is not None:
        assert verdict.code and verdict.reason, f"refusal without reason: {verdict}"
    with pytest.raises(MalformedActionError if verdict is None else IllegalActionError):
        game.apply(state, action)
    try:
        parsed = game.parse_action(action)
    except MalformedActionError:
        return
    assert parsed is action


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_hostile_actions_are_malformed_or_refused_and_change_nothing(game):
    probes = 0
    for state in _positions(game):
        snapshot = copy.deepcopy(state)
        for action, strict in _spoiled(game, state):
            _probe(game, state, action, strict)
            probes += 1
        assert state == snapshot, "a hostile action changed the position"
    assert probes > 1000


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_seats_that_are_not_in_the_game_are_refused(game):
    """A seat of -1 must not read the last seat's hand; 2, True, "0" or 1.5 are no seats either."""
    for state in _positions(game):
        snapshot = copy.deepcopy(state)
        players = game.players(state)
        for seat in (-1, -players, players, 99, True, False, "0", 1.5, 1.0, 0.0, 10**40, object()):
            for method in (game.legal_actions, game.view, game.hidden_from):
                with pytest.raises(MalformedActionError):
                    method(state, seat)
        with pytest.raises(MalformedActionError):
            game.legal_actions(state, None)      # a spectator may look, not act
        for seat in range(players):
            for action in game.legal_actions(state, seat):
                check_action(action, game.arg_types)    # the game's own actions are well typed
                assert game.validate(state, action).ok
            assert game.view(state, seat).seat == seat
            game.hidden_from(state, seat)
        assert game.view(state, None).seat is None
        game.hidden_from(state, None)
        assert state == snapshot, "asking about a seat changed the position"


# ----- the property: random games, random garbage -------------------------------------------
PROPERTY_SEEDS = (4, 5, 6)
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=-(10**45), max_value=10**45),
    st.floats(), st.text(max_size=12), st.text(alphabet="ab", min_size=195, max_size=205),
    st.binary(max_size=4),
    st.fractions(max_denominator=3), st.decimals(), st.complex_numbers(max_magnitude=10),
)
NON_SCALARS = st.one_of(
    st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.tuples(st.text(max_size=3)), st.frozensets(st.integers(), max_size=2), st.builds(object),
)
ANYTHING = st.one_of(SCALARS, NON_SCALARS)


def _pick(*strategies):
    """One of the strategies, each as likely (``one_of`` flattens nested ones into many branches,
    which would drown the real actions in garbage)."""
    return st.integers(min_value=0, max_value=len(strategies) - 1).flatmap(lambda i: strategies[i])


def _garbage(game, state):
    """Actions for this position: real ones, real ones with a part replaced, and inventions."""
    real = _templates(game, state)
    near = sorted({a for r in real for a in r.args}, key=repr)
    near_values = [v for a in near for v in (a, *_near(a), *_respelled(a))]
    players = game.players(state)
    seats = _pick(st.integers(min_value=-2, max_value=players + 1), ANYTHING)
    kinds = _pick(st.sampled_from(sorted({r.kind for r in real})), st.text(max_size=8), ANYTHING)
    arg = _pick(st.sampled_from(near_values), ANYTHING) if near_values else ANYTHING
    args = _pick(st.lists(arg, max_size=4).map(tuple), st.lists(arg, max_size=3), ANYTHING)
    invented = st.builds(Action, seats, kinds, args)

    @st.composite
    def spoiled(draw):
        action = draw(st.sampled_from(real))
        part = draw(st.sampled_from(("seat", "kind", "arg", "args")))
        if part == "seat":
            return Action(draw(seats), action.kind, action.args)
        if part == "kind":
            return Action(action.seat, draw(kinds), action.args)
        if part == "args" or not action.args:
            return Action(action.seat, action.kind, draw(args))
        i = draw(st.integers(min_value=0, max_value=len(action.args) - 1))
        return Action(action.seat, action.kind, action.args[:i] + (draw(arg),) + action.args[i + 1:])

    legal = [a for seat in range(players) for a in game.legal_actions(state, seat)]
    return _pick(st.sampled_from(legal or real), st.sampled_from(real), spoiled(), invented, ANYTHING)


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.filter_too_much])
@given(data=st.data())
def test_validate_raises_only_malformed_and_what_it_accepts_saves_and_loads(data):
    game = data.draw(st.sampled_from(GAMES), label="game")
    seed = data.draw(st.sampled_from(PROPERTY_SEEDS), label="seed")
    states = _states(game, seed)
    step = data.draw(st.integers(min_value=0, max_value=len(states) - 1), label="step")
    state = states[step]
    action = data.draw(_garbage(game, state), label="action")
    snapshot = copy.deepcopy(state)
    try:
        verdict = game.validate(state, action)
    except MalformedActionError:
        event("malformed")
        with pytest.raises(MalformedActionError):
            game.apply(state, action)
        assert state == snapshot
        return
    event("accepted" if verdict.ok else "refused")
    if not verdict.ok:
        with pytest.raises(IllegalActionError):
            game.apply(state, action)
        assert state == snapshot
        return
    _accepted_is_legal(game, state, action)
    back = Action.from_data(safe_yaml.load_text(safe_yaml.dump(action.to_data())))
    assert back == action and _types(back) == _types(action), f"{action!r} came back from YAML as {back!r}"
    after, _ = game.apply(state, action)
    assert state == snapshot
    actions = list(_line(game, seed)[:step]) + [action]
    saved = new_saved(game, seed, game.options_of(state), state.names, actions)
    loaded_game, _saved, loaded = load_save(saved.to_text(), registry())
    assert loaded_game is game and loaded == after


def test_the_probes_fail_where_the_old_engine_failed():
    """The inputs that slip past an equality check, by name: a float, a Fraction or a Decimal equal
    to the RefBot's +1, a list for a card, and seat -1 (which would read another seat's hand)."""
    game = registry().get("intergalactic-hockey")
    state = next(s for s in _positions(game) if _has_number(game, s))
    seat, legal = next((s, a) for s in range(2) for a in game.legal_actions(state, s) if a.kind == "refbot")
    for bad in (float(legal.args[0]), Fraction(legal.args[0]), Decimal(legal.args[0])):
        assert bad == legal.args[0]
        with pytest.raises(MalformedActionError):
            game.validate(state, Action(seat, "refbot", (bad,)))
    hockey = registry().get("hockey-card-game")
    start = hockey.new_game(1)
    with pytest.raises(MalformedActionError):
        hockey.validate(start, Action(0, "play", (["7C"],)))
    with pytest.raises(MalformedActionError):
        hockey.view(start, -1)


def test_actions_are_bounded_before_any_game_looks_at_them():
    """Text, numbers and argument lists have limits, so hostile input costs no time or memory,
    and the limits are the same for every game (and for save files)."""
    fine = Action(0, "k" * MAX_TEXT, ("x" * MAX_TEXT, MAX_INT, -MAX_INT, None) + ("y",) * (MAX_ARGS - 4))
    assert check_action(fine) is fine
    assert Action.from_data(fine.to_data()) == fine
    for bad in (Action(0, "k" * (MAX_TEXT + 1)), Action(0, "k", ("x" * (MAX_TEXT + 1),)),
                Action(0, "k", (MAX_INT + 1,)), Action(0, "k", (-MAX_INT - 1,)),
                Action(0, "k", ("y",) * (MAX_ARGS + 1)),
                Action(-1, "k"), Action(0, "k", (1.0,)), Action(0, "k", ("x", [])), Action(True, "k")):
        with pytest.raises(MalformedActionError):
            check_action(bad)
        with pytest.raises(MalformedActionError):
            Action.from_data(bad.to_data())
    with pytest.raises(MalformedActionError):
        check_action(Action(0, "k", ["x"]))     # unhashable: ``in legal_actions`` would raise


def test_a_game_cannot_bypass_the_checks():
    """The checks live in Game's public methods: a game implementing ``validate`` itself (instead
    of ``_validate``) or taking both bools and ints is refused when its class is defined."""
    game_class = type(registry().get("hockey-card-game"))
    with pytest.raises(TypeError, match="_validate"):
        type("Sneaky", (game_class,), {"validate": lambda self, state, action: None})
    with pytest.raises(TypeError, match="_view"):
        type("Peeky", (game_class,), {"view": lambda self, state, seat: None})
    with pytest.raises(TypeError, match="bool and int"):
        type("Muddled", (game_class,), {"arg_types": frozenset({bool, int})})
    with pytest.raises(TypeError, match="bool and int"):
        type("Floaty", (game_class,), {"arg_types": frozenset({str, float})})
