"""Fuzzing the readers of everything a user can hand Tabletop: deck files, pasted deck
lists and save files, with generated hostile text. Whatever comes in, the reader either returns a
value within the documented limits or raises its one error class with a one-line sentence; no
other exception, no traceback, no hang.

The engine's ``validate``/``apply`` are fuzzed in ``test_hostile_api.py``.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop import safe_yaml
from tabletop.cards.catalog import GAMES, catalog
from tabletop.decks import import_list
from tabletop.decks.files import parse_deck_text
from tabletop.engine.deck import MAX_COPIES, MAX_DECK_CARDS, DeckFileError, printable_problem
from tabletop.engine.errors import SaveFileError
from tabletop.engine.record import GameRecord
from tabletop.engine.save import load_save
from tabletop.games import registry
from tabletop.paths import card_data_dir


def fuzz(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck), database=None)

#: Pieces of YAML syntax (and of trouble) that mutations splice into otherwise good text.
TOKENS = ["[", "]", "{", "}", ":", ": ", "- ", ", ", "&a ", "*a", "!!binary ", "!!set ", "!!python/object:os.system ",
          "!!timestamp ", "? ", "---\n", "...\n", "\n", "  ", "\t", "'", '"', "#", "|\n", ">\n", "%YAML 1.1\n",
          "\x00", "\x1b[2J", "\u202e", "\ufeff", "1:30", "0x1F", "017", "3.5", "2024-02-30", "9" * 30,
          "9" * 5000, "-1", "0", "yes", "~", "null", "<<: ", "[" * 200, "{" * 200, "- " * 200, "\\"]

DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
CARD_IDS = {game: [card.id for card in catalog().cards(game)][:12] for game in GAMES}
SCALARS = st.one_of(st.integers(min_value=-10**30, max_value=10**30), st.text(max_size=12), st.booleans(),
                    st.none(), st.sampled_from(["1:30", "2024-02-30", "0x1F", "yes", "3.5", " ", "\x1b[31m"]))


def _values():
    return st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                         st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                        max_leaves=12)


@st.composite
def deck_texts(draw) -> str:
    """A deck-shaped document (real game, real card ids most of the time), dumped as YAML."""
    game = draw(st.sampled_from(list(GAMES) + ["chess"]))
    ids = CARD_IDS.get(game) or ["x"]
    cards = draw(st.dictionaries(st.sampled_from(ids) | st.text(max_size=10),
                                 st.integers(min_value=-5, max_value=10**12) | SCALARS, max_size=6))
    data = {"game": game, "name": draw(st.text(max_size=90) | SCALARS), "cards": cards}
    if draw(st.booleans()):
        data["bench"] = draw(st.lists(st.sampled_from(ids) | SCALARS, max_size=8))
    if draw(st.booleans()):
        data["station_modules"] = draw(st.lists(st.sampled_from(ids), max_size=6))
    if draw(st.booleans()):
        data[draw(st.text(max_size=8))] = draw(_values())
    return yaml.dump(data, Dumper=DUMPER, default_flow_style=draw(st.sampled_from([None, True, False])),
                     allow_unicode=draw(st.booleans()))


@st.composite
def mutated(draw, base: str) -> str:
    """``base`` with a few splices, cuts and repeats: the damage a hand edit or a bad disk does."""
    text = base
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        at = draw(st.integers(min_value=0, max_value=len(text)))
        action = draw(st.sampled_from(["insert", "cut", "repeat", "truncate"]))
        if action == "insert":
            text = text[:at] + draw(st.sampled_from(TOKENS) | st.text(max_size=6)) + text[at:]
        elif action == "cut":
            text = text[:at] + text[at + draw(st.integers(min_value=1, max_value=20)):]
        elif action == "repeat":
            piece = text[at:at + draw(st.integers(min_value=1, max_value=30))]
            text = text[:at] + piece * draw(st.integers(min_value=2, max_value=50)) + text[at:]
        else:
            text = text[:at]
    return text


def _deck_reader_holds(text: str) -> None:
    try:
        deck = parse_deck_text(text, "fuzz.yaml")
    except DeckFileError as error:
        message = str(error)
        assert message and "\n" not in message, message
        return
    assert deck.game in GAMES
    assert printable_problem(deck.name) is None
    assert all(isinstance(c, str) and 1 <= n <= MAX_COPIES for c, n in deck.cards)
    assert deck.size + len(deck.bench) <= MAX_DECK_CARDS


@fuzz(500)
@given(deck_texts())
def test_generated_deck_files(text):
    _deck_reader_holds(text)


@pytest.mark.slow
@fuzz(1000)
@given(deck_texts().flatmap(mutated))
def test_damaged_deck_files(text):
    _deck_reader_holds(text)


@fuzz(2000)
@given(st.lists(st.sampled_from(TOKENS + ["game", "cards", "name", "hull-breach", "a", "1", "x"]),
               max_size=40).map("".join))
def test_token_soup(text):
    _deck_reader_holds(text)
    try:
        safe_yaml.load_text(text, "soup.yaml")
    except safe_yaml.YamlInputError as error:
        assert "\n" not in str(error)


@fuzz(1000)
@given(st.sampled_from(sorted(GAMES)), st.lists(
    st.tuples(st.sampled_from(["", "x ", "x", "  "]) | st.text(max_size=3),
              st.integers(min_value=-3, max_value=10**40) | st.text(max_size=6),
              st.sampled_from(["zephyr-squadron", "Zephyr Squadron", "goal-helmet", "nothing"]) | st.text(max_size=10)),
    max_size=12), st.sampled_from(["", "Bench:", "Starting modules:", "# note"]))
def test_pasted_deck_lists(game, lines, section):
    text = "\n".join(f"{count}{sep}{card}" for sep, count, card in lines) + f"\n{section}\n"
    try:
        deck = import_list(text, game)
    except DeckFileError as error:
        assert str(error) and "\n" not in str(error)
        return
    assert all(1 <= n <= MAX_COPIES for _, n in deck.cards)
    assert deck.size + len(deck.bench) <= MAX_DECK_CARDS


# ----- save files ---------------------------------------------------------------------------------
def _save_texts() -> list[str]:
    texts = []
    for game in registry():
        record = GameRecord(game, 11, None, ["Ana", "Ben"])
        for _ in range(12):
            pending = game.pending(record.state)
            if not pending:
                break
            record.submit(game.legal_actions(record.state, pending[0].seat)[-1])
        texts.append(record.to_saved().to_text())
    return texts


SAVES = _save_texts()


def _rechecksummed(text: str) -> str:
    """Recompute the checksum of a damaged save when it still parses, so the fuzzing reaches the
    field checks and the replay rather than stopping at the checksum every time."""
    try:
        data = safe_yaml.load_text(text)
    except safe_yaml.YamlInputError:
        return text
    if not isinstance(data, dict):
        return text
    content = {k: data[k] for k in ("game", "engine_version", "seed", "names", "options", "seats", "actions")
               if k in data}
    try:
        canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    except (TypeError, ValueError):
        return text
    data["checksum"] = hashlib.sha256(canonical.encode("utf-8", "surrogatepass")).hexdigest()
    return safe_yaml.dump(data)


def _save_reader_holds(text: str) -> None:
    try:
        load_save(text, registry(), "fuzz.tabletop.yaml")
    except SaveFileError as error:
        assert str(error) and "\n" not in str(error), str(error)


@fuzz(1500)
@given(st.sampled_from(SAVES).flatmap(mutated), st.booleans())
def test_damaged_save_files(text, fix_checksum):
    _save_reader_holds(_rechecksummed(text) if fix_checksum else text)


@fuzz(800)
@given(st.sampled_from(SAVES), st.sampled_from(["seed", "names", "options", "seats", "actions", "game",
                                                 "engine_version", "format_version"]), _values())
def test_save_fields_replaced_by_anything(text, key, value):
    data = safe_yaml.load_text(text)
    data[key] = value
    _save_reader_holds(_rechecksummed(safe_yaml.dump(data)))


# ----- many cheap cases: seeded mutations of every shipped deck and of saves ------------------------
def _mutate(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 4)):
        at = rng.randint(0, len(text))
        action = rng.random()
        if action < 0.5:
            text = text[:at] + rng.choice(TOKENS) + text[at:]
        elif action < 0.75:
            text = text[:at] + text[at + rng.randint(1, 20):]
        elif action < 0.9:
            text = text[:at] + text[at:at + rng.randint(1, 30)] * rng.randint(2, 50) + text[at:]
        else:
            text = text[:at]
    return text


@pytest.mark.slow
def test_twenty_thousand_seeded_mutations_of_real_files():
    """Hypothesis explores shapes; this covers volume: 14,000 damaged copies of the decks Tabletop
    ships and 6,000 of real saves, the same cases on every run."""
    rng = random.Random(18)
    decks = [path.read_text(encoding="utf-8") for path in sorted(card_data_dir().glob("*/decks/*.yaml"))
             if "game:" in path.read_text(encoding="utf-8")]
    assert decks, "no shipped deck files found"
    for _ in range(14_000):
        _deck_reader_holds(_mutate(rng, rng.choice(decks)))
    for index in range(6_000):
        text = _mutate(rng, rng.choice(SAVES))
        _save_reader_holds(_rechecksummed(text) if index % 2 else text)
