"""The desktop app's start-up and ``--smoke`` pause Python's cyclic garbage collector while they
start, keep what they made out of its later passes, and always leave it running."""

from __future__ import annotations

import gc

import pytest

pytest.importorskip("pytestqt")

from tabletop import cli
from tabletop.ui.shell import app


@pytest.fixture
def collector():
    """The test process's collector as it was, whatever the test does to it."""
    was_enabled = gc.isenabled()
    yield
    gc.unfreeze()
    if was_enabled:
        gc.enable()
    else:
        gc.disable()


def test_keep_start_up_freezes_what_exists_and_lets_the_collector_run(collector):
    gc.disable()
    kept = [[n] for n in range(100)]        # tracked objects made "during the start-up"
    app.keep_start_up()
    assert gc.isenabled()
    assert gc.get_freeze_count() >= len(kept)
    walked = {id(o) for o in gc.get_objects()}     # what the collector's passes still walk
    assert id(kept) not in walked and id(kept[0]) not in walked
    made_after = [[1]]
    assert id(made_after) in {id(o) for o in gc.get_objects()}


def test_the_desktop_app_starts_with_the_collector_paused_and_returns_with_it_running(collector, monkeypatch):
    during: list[bool] = []

    def fake_run_gui(argv):
        during.append(gc.isenabled())
        return 1                              # as when there is no display: keep_start_up never ran

    monkeypatch.setattr(app, "run_gui", fake_run_gui)
    assert cli.main([]) == 1
    assert during == [False]
    assert gc.isenabled()


def test_smoke_leaves_the_collector_running_and_its_objects_frozen(collector, qapp, monkeypatch):
    during: list[bool] = []

    def fake_run_smoke():
        during.append(gc.isenabled())
        return 0

    monkeypatch.setattr(app, "run_smoke", fake_run_smoke)
    assert cli.main(["--smoke"]) == 0
    assert during == [False]
    assert gc.isenabled() and gc.get_freeze_count() > 0


def test_smoke_reports_a_failure_with_the_collector_running(collector, qapp, monkeypatch):
    def broken_smoke():
        raise RuntimeError("the check itself broke")

    monkeypatch.setattr(app, "run_smoke", broken_smoke)
    with pytest.raises(RuntimeError, match="broke"):
        cli.main(["--smoke"])
    assert gc.isenabled()
