"""The deck benchmarks run and report every figure (their timings are never asserted)."""

from __future__ import annotations

from tabletop.bench_decks import bench_card_loading, bench_deck_checks, big_decks
from tabletop.ui.deck_builder.bench import bench_filter


def test_the_benchmark_decks_have_1000_cards():
    decks = big_decks()
    assert set(decks) == {"breakaway-ccg", "hull-breach"}
    assert all(deck.size == 1000 for deck in decks.values())


def test_every_figure_is_measured(qapp):
    checks = bench_deck_checks(repeat=2)
    assert set(checks) == {"breakaway-ccg", "hull-breach"} and all(ms > 0 for ms in checks.values())
    assert bench_card_loading(repeat=1) > 0
    figures = bench_filter(cards=300, repeat=1)
    assert set(figures) == {"filter_ms_median", "filter_ms_worst", "with_view_ms_median", "with_view_ms_worst"}
    assert figures["filter_ms_worst"] >= figures["filter_ms_median"] > 0
