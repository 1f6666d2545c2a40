"""The deck builder's own benchmark: re-filtering a 5,000-card synthetic catalog as a person types
in the search box (the proxy recomputes and a visible table view lays itself out again). Measured,
never asserted; ``tabletop.bench_decks`` reports it with the deck and card-data figures.
"""

from __future__ import annotations

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
