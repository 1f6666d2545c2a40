"""Deck and card-data benchmarks (measured, never asserted): the figures in docs/performance.md.

``python -m tabletop bench --decks [--json]`` prints these together with the deck builder's catalog
filter timing (``tabletop.ui.deck_builder.bench``, which needs Qt; the command line hands it in).
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable

import tabletop.games  # noqa: F401  (registers every game's cards and deck rules)
from tabletop.decks.check import check_deck
from tabletop.engine.deck import Deck


def _median_ms(run: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def big_decks() -> dict[str, Deck]:
    """A 1,000-card deck per deck-building game: the shipped cards, copies spread evenly."""
    from tabletop.cards.catalog import catalog

    out = {}
    for game in ("breakaway-ccg", "hull-breach"):
        ids = [c.id for c in catalog().cards(game)]
        counts = {card_id: 1000 // len(ids) for card_id in ids}
        for card_id in ids[: 1000 - sum(counts.values())]:
            counts[card_id] += 1
        bench = tuple(ids[:5]) if game == "breakaway-ccg" else ()
        out[game] = Deck(game, "bench", tuple(counts.items()), bench)
    return out


def bench_deck_checks(repeat: int = 200) -> dict[str, float]:
    """Milliseconds (median) for ``check_deck`` on a 1,000-card deck of each game."""
    decks = big_decks()
    for deck in decks.values():
        check_deck(deck)                       # warm the card caches
    return {game: _median_ms(lambda d=deck: check_deck(d), repeat) for game, deck in decks.items()}


def bench_card_loading(repeat: int = 5) -> float:
    """Milliseconds (median) to read, schema-check and build every shipped card file (caches cleared;
    imports and compiled schemas excluded: they happen once per process)."""
    from tabletop.cards import catalog as catalog_module
    from tabletop.cards.loader import SCHEMAS, _validator
    from tabletop.games import standard_deck
    from tabletop.games.breakaway_ccg import cards as ccg
    from tabletop.games.breakaway_ccg import rink
    from tabletop.games.breakaway_football import cards as football
    from tabletop.games.hull_breach import cards as hull
    from tabletop.games.intergalactic_hockey import cards as intergalactic

    for kind in SCHEMAS:
        _validator(kind)
    caches = (standard_deck.standard_deck, intergalactic.card_set, football.default_cards, ccg.card_set,
              hull.card_set, rink.rink)

    def load() -> None:
        for cached in caches:
            cached.cache_clear()
        catalog_module.build_catalog()
        rink.rink()
        for name in ccg.STARTER_DECKS:
            ccg.load_deck(ccg.data_dir() / "decks" / f"{name}.yaml", ccg.card_set())

    return _median_ms(load, repeat)


def bench_file_reading(repeat: int = 3) -> dict[str, float]:
    """Milliseconds (median) to read the largest files Tabletop accepts, beside PyYAML's own libyaml
    loader on the same text in the same run (the reference: what any YAML reader pays).

    - a save file at the size cap (``MAX_SAVE_BYTES``) that is accepted (a real game padded with comments);
    - a save at the cap full of recorded moves (read, then refused when the replay goes wrong);
    - a deck file of 30,000 nested brackets (refused at the nesting limit).
    """
    import yaml

    from tabletop.decks.files import DeckFileError, parse_deck_text
    from tabletop.engine.errors import SaveFileError
    from tabletop.engine.playout import play_game
    from tabletop.engine.save import MAX_SAVE_BYTES, load_save, new_saved
    from tabletop.games import registry

    games = registry()
    game = games.get("breakaway-football")

    def first(_game, _view, legal, _rng):
        return legal[0]

    played = play_game(game, 1, [first, first])
    text = new_saved(game, 1, game.options_of(played.state), played.state.names, played.actions).to_text()
    filler = "# " + "x" * 98 + "\n"
    padded = text + filler * ((MAX_SAVE_BYTES - len(text)) // len(filler) - 1)
    moves = text.split("actions:")[0] + "actions:\n" + "- {seat: 0, kind: call, args: [x]}\n" * (
        (MAX_SAVE_BYTES - 2000) // 36)
    deep = "[" * 30_000 + "]" * 30_000

    def refused(run: Callable[[], object], error: type[Exception]) -> Callable[[], None]:
        def go() -> None:
            try:
                run()
            except error:
                return
            raise AssertionError("the hostile file was accepted")
        return go

    reference = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return {
        "save_at_cap_accepted_ms": _median_ms(lambda: load_save(padded, games), repeat),
        "save_at_cap_of_moves_refused_ms": _median_ms(refused(lambda: load_save(moves, games), SaveFileError), repeat),
        "reference_libyaml_safe_load_of_that_save_ms": _median_ms(lambda: yaml.load(moves, Loader=reference), repeat),
        "deck_of_30000_brackets_refused_ms": _median_ms(refused(lambda: parse_deck_text(deep, "deep.yaml"),
                                                                DeckFileError), repeat),
    }


def main(argv: list[str], bench_filter: Callable[[], dict[str, float]]) -> int:
    """Print the deck figures and the catalog filter's, which ``bench_filter`` measures (``--json``:
    one JSON object)."""
    report = {"check_1000_card_deck_ms": bench_deck_checks(), "load_all_card_data_ms": bench_card_loading(),
              "refilter_5000_card_catalog": bench_filter(), "largest_files": bench_file_reading()}
    if "--json" in argv:
        print(json.dumps(report))
        return 0
    def line(label: str, value: str) -> None:
        print(f"{label:<40}: {value}")

    for game, ms in report["check_1000_card_deck_ms"].items():
        line(f"check a 1,000-card {game} deck", f"{ms:8.3f} ms (median)")
    line("load all shipped card data", f"{report['load_all_card_data_ms']:8.2f} ms (median)")
    f = report["refilter_5000_card_catalog"]
    line("re-filter 5,000 cards (proxy)", f"{f['filter_ms_median']:8.2f} ms median, {f['filter_ms_worst']:.2f} ms worst")
    line("re-filter 5,000 cards (+ table view)",
         f"{f['with_view_ms_median']:8.2f} ms median, {f['with_view_ms_worst']:.2f} ms worst")
    files = report["largest_files"]
    line("save at the size cap, accepted", f"{files['save_at_cap_accepted_ms']:8.1f} ms (median)")
    line("save at the cap, all moves, refused", f"{files['save_at_cap_of_moves_refused_ms']:8.1f} ms (median)")
    line("  reference: libyaml safe_load of it", f"{files['reference_libyaml_safe_load_of_that_save_ms']:8.1f} ms")
    line("deck of 30,000 nested brackets, refused", f"{files['deck_of_30000_brackets_refused_ms']:8.1f} ms (median)")
    return 0
