"""The engine contract for games played with decks, with random legal decks (issue 13).

Every registered game with ``info.uses_decks`` is played with decks drawn at random from its card
pool under its construction rules (``tabletop.decks.random_deck``), not only its shipped decks,
and keeps the invariants of ``test_contract``: no card lost or duplicated, illegal actions
refused with the state unchanged, replays deterministic, save files round trip with the decks
embedded. A deck the rules refuse is refused at set-up in the sentences ``deck check`` prints.
"""

from __future__ import annotations

import hashlib
import multiprocessing
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.decks.check import SETTINGS, check_deck
from tabletop.decks.files import read_deck, write_deck
from tabletop.decks.model import Deck
from tabletop.decks.random_deck import random_legal_deck
from tabletop.engine.digest import state_digest
from tabletop.engine.errors import IllegalDeckError, SaveFileError
from tabletop.engine.playout import play_game
from tabletop.engine.record import GameRecord
from tabletop.engine.save import load_save, new_saved, read_save, save_game
from tabletop.games import registry
from tests.engine.test_contract import WORKERS, _hidden_cards_checked, _walk

DECK_GAMES = [g for g in registry() if g.info.uses_decks]
IDS = [g.id for g in DECK_GAMES]


def test_the_deck_games_are_in_this_suite():
    assert "breakaway-ccg" in IDS


def random_options(game, rng: random.Random) -> dict:
    """Any of the game's set-up options (the choices the new-game dialog offers)."""
    return {o.key: rng.choice(o.choices)[0] for o in game.info.options}


def random_decks(game, rng: random.Random, options: dict | None = None) -> list[Deck]:
    """One random legal deck per seat, built under a construction setting the game's rules accept
    (the decks are checked by the game's own ``deck_problems`` as ``new_game`` will)."""
    decks = []
    for seat in range(game.info.min_players):
        for setting in rng.sample(SETTINGS, len(SETTINGS)):
            deck = random_legal_deck(game.id, rng, setting, name=f"Random deck {seat + 1}")
            if not game.deck_problems(deck, options):
                decks.append(deck)
                break
        else:
            pytest.fail(f"{game.id}: no random deck of any setting is playable under {options}")
    return decks


def set_up(game, seed: int) -> tuple[dict, list[Deck]]:
    rng = random.Random(f"decks:{seed}")
    options = random_options(game, rng)
    return options, random_decks(game, rng, options)


@pytest.mark.parametrize("game", DECK_GAMES, ids=IDS)
def test_random_decks_are_legal_and_differ(game):
    rng = random.Random(1)
    seen = set()
    for _ in range(20):
        for deck in random_decks(game, rng):
            assert not game.deck_problems(deck)
            seen.add(deck.cards)
    assert len(seen) == 40


@pytest.mark.parametrize("game", DECK_GAMES, ids=IDS)
def test_many_random_games_with_random_decks_keep_the_invariants(game):
    results = Counter()
    for seed in range(300):
        options, decks = set_up(game, seed)
        result = play_game(game, seed, options=options, decks=decks)
        assert game.inventory(result.state) == game.inventory(game.new_game(seed, options, decks=decks))
        results[result.winners] += 1
    for seat in range(game.info.min_players):
        assert any(seat in w for w in results), f"seat {seat} never won with random decks"


@pytest.mark.parametrize("game", DECK_GAMES, ids=IDS)
def test_deep_checks_with_random_decks(game):
    for seed in range(15):
        options, decks = set_up(game, seed)
        _walk(game, seed, deep=True, options=options, decks=decks)


@pytest.mark.parametrize("game", DECK_GAMES, ids=IDS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(min_value=0, max_value=2**40))
def test_replay_is_deterministic_and_saves_round_trip_with_their_decks(game, seed):
    options, decks = set_up(game, seed)
    state, actions = _walk(game, seed, deep=False, options=options, decks=decks)
    again = game.new_game(seed, options, decks=decks)
    for action in actions:
        again, _ = game.apply(again, action)
    assert again == state and state_digest(again) == state_digest(state)
    saved = new_saved(game, seed, game.options_of(state), state.names, actions, decks)
    loaded_game, loaded, loaded_state = load_save(saved.to_text(), registry())
    assert loaded_game is game and loaded.decks == decks
    assert loaded_state == state


@pytest.mark.parametrize("game", DECK_GAMES, ids=IDS)
def test_views_hide_other_seats_secrets_with_random_decks(game):
    checked = 0
    for seed in range(12):
        options, decks = set_up(game, seed)
        checked += _hidden_cards_checked(game, seed, options, decks)
    assert checked


@pytest.mark.parametrize("game", DECK_GAMES, ids=IDS)
def test_an_illegal_deck_is_refused_at_set_up_naming_the_rule(game):
    legal = random_decks(game, random.Random(3))
    broken = Deck(game.id, "Too small", legal[0].cards[:1], legal[0].bench[:1])
    problems = game.deck_problems(broken)
    assert problems
    with pytest.raises(IllegalDeckError) as refused:
        game.new_game(1, decks=[legal[1], broken])
    assert refused.value.seat == 1 and list(refused.value.violations) == problems
    for problem in problems:
        assert problem.sentence in str(refused.value)


def test_breakaway_ccg_refuses_in_the_sentences_of_deck_check_beginner():
    game = registry().get("breakaway-ccg")
    legal = random_legal_deck(game.id, random.Random(5), "beginner")
    cards = tuple((c, n) for c, n in legal.cards if not c.startswith("sniper-7"))
    broken = Deck(game.id, "No snipers", cards, ("goal-skate",) + legal.bench[1:])
    printed = [v.sentence for v in check_deck(broken, "beginner")]       # what `deck check` prints
    assert any("#7 Player cards" in s for s in printed) and any("Player cards only" in s for s in printed)
    assert [v.sentence for v in game.deck_problems(broken)] == printed
    with pytest.raises(IllegalDeckError) as refused:
        game.new_game(1, decks=[broken, legal])
    assert refused.value.seat == 0
    assert str(refused.value) == "seat 1's deck 'No snipers' cannot be played: " + " ".join(printed)


@pytest.mark.parametrize("game", DECK_GAMES, ids=IDS)
def test_a_save_with_custom_decks_opens_after_the_deck_files_are_deleted(game, tmp_path):
    options, decks = set_up(game, 7)
    paths = []
    for seat, deck in enumerate(decks):
        path = tmp_path / f"deck-{seat}.yaml"
        write_deck(path, deck)
        paths.append(path)
    from_files = [read_deck(p) for p in paths]
    assert from_files == decks
    record = GameRecord(game, 7, options, None, from_files)
    rng = random.Random(7)
    for _ in range(60):
        pending = game.pending(record.state)
        if not pending:
            break
        legal = game.legal_actions(record.state, pending[0].seat)
        assert record.submit(legal[rng.randrange(len(legal))])[0].ok
    save = tmp_path / "game.tabletop"
    save_game(save, record.to_saved())
    for path in paths:
        path.unlink()
    loaded_game, saved, state = read_save(save, registry())
    assert loaded_game is game and saved.decks == decks and state == record.state
    assert GameRecord.from_saved(game, saved).state == record.state


@pytest.mark.parametrize("game", DECK_GAMES, ids=IDS)
def test_a_save_whose_embedded_deck_breaks_the_rules_is_refused(game):
    options, decks = set_up(game, 9)
    broken = Deck(game.id, "Too small", decks[0].cards[:1], decks[0].bench[:1])
    text = new_saved(game, 9, game.options_of(game.new_game(9, options, decks=decks)), ["A", "B"], [],
                     [broken, decks[1]]).to_text()
    with pytest.raises(SaveFileError, match="set-up is invalid"):
        load_save(text, registry())


#: A Breakaway: CCG game saved before decks were chosen at set-up (no ``decks``, the ``teams``
#: option), and a digest of its position as that Tabletop replayed it. Its rules version is 2 since
#: issue 20 (a shot's cards keep their abilities): it holds no shot, so it replays as it did.
OLD_SAVE = """\
format: tabletop-save
format_version: 1
game: breakaway-ccg
engine_version: 2
seed: 20260101
names: [Ana, Ben]
options: {mode: beginner, periods: 2, teams: hawks-runners}
actions:
- {seat: 0, kind: keep}
- seat: 0
  kind: faceoff
  args: ['s1:penalty-kill-2-skate']
- seat: 1
  kind: switch
  args: ['s2:rookie-0-stick', 's2:sniper-7-skate']
- {seat: 1, kind: keep}
- seat: 1
  kind: faceoff
  args: ['s2:shot-on-goal-4-glove']
- seat: 1
  kind: play
  args: ['s2:sniper-7-skate']
- seat: 1
  kind: ability
  args: [blue, nw9]
- seat: 0
  kind: play
  args: ['s1:save-stick']
- seat: 0
  kind: ability
  args: [black, c9]
- seat: 1
  kind: play
  args: ['s2:breakaway-glove']
- seat: 1
  kind: ability
  args: [purple, ne9]
- seat: 0
  kind: play
  args: ['s1:body-check-3-helmet']
- seat: 0
  kind: ability
  args: [brown, c9]
- {seat: 0, kind: body-check}
- seat: 1
  kind: play
  args: ['s2:goal-glove']
- seat: 1
  kind: ability
  args: [blue, ne9]
- seat: 0
  kind: play
  args: ['s1:power-play-7-all~2']
- seat: 0
  kind: ability
  args: [gold, e8]
- seat: 0
  kind: move
  args: [e3]
- seat: 1
  kind: play
  args: ['s2:fast-break-8-skate']
- seat: 1
  kind: ability
  args: [blue, e8]
- seat: 0
  kind: play
  args: ['s1:enforcer-1-skate']
- seat: 0
  kind: ability
  args: [brown, e3]
- seat: 1
  kind: play
  args: ['s2:shot-block-helmet']
checksum: d115099ea10445ce652570d6e05daeef870ed05bb96a9b37b83fb029f5a3d64e
"""
OLD_POSITION = "fad2da4fc8883944acc7da28b2380eb741978be7c17b67b98182545b351dfeb5"


def test_an_old_save_without_decks_replays_to_the_same_position():
    _game, saved, state = load_save(OLD_SAVE, registry())
    assert saved.decks is None and saved.options["teams"] == "hawks-runners"
    fields = ("hands", "decks", "benches", "discards", "scored", "play", "puck", "control", "goals", "turn",
              "phase", "home", "chance")
    position = repr(tuple(getattr(state, f) for f in fields))
    assert hashlib.sha256(position.encode()).hexdigest() == OLD_POSITION
    assert state.deck_names == ("Harbour Hawks", "Ridge Runners") and state.lists_public


#: What the 2,000 official games must see happen (issue 15): event kinds, counted over the run.
HAPPENINGS = ("penalty-call", "penalty", "fight", "injury")
SPECIAL_ACTIONS = frozenset(("special", "special-card", "special-area"))


def _official_games(seeds: range) -> tuple[Counter, Counter]:
    """Random official games with random legal decks and options, in this (worker) process;
    each checked for cards lost or duplicated. How often each set of winners won, and how often
    each happening of ``HAPPENINGS`` and each special (``special:<id>``, from the events that name
    it and the special actions taken) occurred."""
    game = registry().get("breakaway-ccg")
    results: Counter = Counter()
    seen: Counter = Counter()
    for seed in seeds:
        rng = random.Random(f"official:{seed}")
        options = dict(random_options(game, rng), mode="official")
        decks = random_decks(game, rng, options)
        state = start = game.new_game(seed, options, decks=decks)
        moves = random.Random(seed)
        for _ in range(100_000):
            decisions = game.pending(state)
            if not decisions:
                break
            legal = game.legal_actions(state, decisions[0].seat)
            action = legal[moves.randrange(len(legal))]
            _protections(game, state, decisions[0].seat, seen)
            state, events = game.apply(state, action)
            if action.kind in SPECIAL_ACTIONS:
                seen[f"special:{action.args[0]}"] += 1
            for event in events:
                if event.kind in HAPPENINGS:
                    seen[event.kind] += 1
                special = event.data.get("special") if isinstance(event.data, dict) else None
                if isinstance(special, str):
                    seen[f"special:{special}"] += 1
        else:
            raise AssertionError(f"the official game of seed {seed} did not end")
        assert game.inventory(state) == game.inventory(start), (
            f"cards lost or duplicated in the official game of seed {seed}")
        outcome = game.outcome(state)
        results[outcome.winners if outcome else ()] += 1
    return results, seen


#: What a passive special (one that only forbids) refuses, by the refusal's code: No Intercept an
#: Intercept, and "cannot be ignored" a Tip on its card.
PROTECTIONS = {"no-intercept": "intercept", "not-ignorable": "tip"}


def _protections(game, state, seat: int, seen: Counter) -> None:
    """A passive special acts by refusing: when the card beneath the top card has one, ask
    whether an Intercept or a Tip of the deciding seat is refused because of it, and count the
    special as used when it is."""
    if len(state.play) < 2:
        return
    card = game.t.card[state.play[-2]]
    rules = game.t.cards.special_rules
    passive = [sid for sid in card.specials if any(r.window == "passive" for r in rules.get(sid, ()))]
    if not passive:
        return
    for action in game.action_space(state):
        if action.seat != seat or action.kind not in PROTECTIONS.values():
            continue
        verdict = game.validate(state, action)
        if not verdict.ok and verdict.code in PROTECTIONS:
            for sid in passive:
                seen[f"special:{sid}"] += 1
            return


def playable_specials(game) -> set[str]:
    """The specials printed on a card of the set that have a rule (not left out with a ruling)."""
    cards = game.t.cards
    printed = {sid for card in cards.cards for sid in card.specials}
    return {sid for sid in printed if sid in cards.special_rules and sid not in cards.left_out}


@pytest.mark.timeout(900)   # about 2.5 minutes on two idle cores; the default 300 s is too tight under load
def test_two_thousand_official_ccg_games_with_random_legal_decks():
    """Issues 14 and 15: the official Breakaway: CCG rules over 2,000 random games, each with two
    random legal decks (tournament or casual, as the options choose) and random options. The
    seeds are shared over the contract suite's worker processes (the same games on any core
    count). Penalties, fights and injuries happen, and every special printed in the set with a
    rule is used at least once across the run (a passive one, such as No Intercept, when it
    refuses something)."""
    games = 2000
    parts = [range(worker, games, WORKERS) for worker in range(WORKERS)]
    if WORKERS == 1:
        counts = [_official_games(parts[0])]
    else:
        with ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("fork")) as pool:
            counts = list(pool.map(_official_games, parts))
    results = sum((c[0] for c in counts), Counter())
    seen = sum((c[1] for c in counts), Counter())
    assert sum(results.values()) == games
    for happening in HAPPENINGS:
        assert seen[happening], f"no {happening} in {games} official games"
    never = sorted(sid for sid in playable_specials(registry().get("breakaway-ccg")) if not seen[f"special:{sid}"])
    assert not never, f"specials never used in {games} official games: {never}"
    assert results[(0,)] and results[(1,)], "both seats win some official games"


def test_a_very_long_hull_breach_game_saves_and_loads():
    """A game is not bounded in length: this random Hull Breach! game (found by the property test
    above in CI) runs to about 20,000 actions, a 786 KB save. It must load again, or the game is
    lost; a 512 KiB cap refused it."""
    game = registry().get("hull-breach")
    seed = 20890
    options, decks = set_up(game, seed)
    state, actions = _walk(game, seed, deep=False, options=options, decks=decks)
    assert len(actions) > 15_000
    saved = new_saved(game, seed, game.options_of(state), state.names, actions, decks)
    _game, _loaded, loaded_state = load_save(saved.to_text(), registry())
    assert loaded_state == state
