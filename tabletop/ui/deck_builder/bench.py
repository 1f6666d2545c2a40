"""``python -m tabletop.ui.deck_builder.bench [--json]``: the deck builder's performance figures.

Checking a 1,000-card deck, loading all shipped card data, and re-filtering a 5,000-card
synthetic catalog as a person types in the search box (the proxy recomputes and a visible table
view lays itself out again). Measured, never asserted.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time


def bench_filter(cards: int = 5000, repeat: int = 5) -> dict[str, float]:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")     # headless: CI, ssh
    from PySide6.QtWidgets import QApplication, QTableView

    from tabletop.cards.catalog import synthetic_catalog
    from tabletop.ui.deck_builder.models import CatalogFilter, CatalogModel

    app = QApplication.instance() or QApplication(sys.argv[:1])
    model = CatalogModel(synthetic_catalog(cards), "hull-breach")
    proxy = CatalogFilter()
    proxy.setSourceModel(model)
    view = QTableView()
    view.setModel(proxy)
    view.verticalHeader().setDefaultSectionSize(22)
    view.resize(600, 700)
    view.show()
    app.processEvents()
    typed = ["s", "sy", "syn", "synt", "synth", "synthetic", "synthetic s", "synthetic sh", "synthetic ship",
             "synthetic ship 0", "synthetic ship 00", "synthetic ship 001", ""]
    per_key, alone = [], []
    for _ in range(repeat):
        for text in typed:
            start = time.perf_counter()
            proxy.set_filters(text=text)
            middle = time.perf_counter()
            app.processEvents()
            end = time.perf_counter()
            alone.append(middle - start)
            per_key.append(end - start)
    view.close()
    return {"filter_ms_median": statistics.median(alone) * 1000, "filter_ms_worst": max(alone) * 1000,
            "with_view_ms_median": statistics.median(per_key) * 1000, "with_view_ms_worst": max(per_key) * 1000}


def main(argv: list[str] | None = None) -> int:
    from tabletop.decks.bench import bench_card_loading, bench_deck_checks, bench_file_reading

    argv = sys.argv[1:] if argv is None else argv
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


if __name__ == "__main__":
    sys.exit(main())
