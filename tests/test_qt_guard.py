"""Guard against PySide6 builds that leak references to None (6.12.0 on CPython 3.11).

Such a build loses a reference to None on every void Qt call and kills the process with
"Fatal Python error: none_dealloc" after a few thousand calls. The check runs in a child
process so a bad build fails this test instead of killing the whole test run.
"""

import os
import subprocess
import sys
import textwrap

CHECK = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtWidgets import QApplication, QGraphicsRectItem

    class Emitter(QObject):
        ping = Signal()

    app = QApplication([])
    item = QGraphicsRectItem(0, 0, 10, 10)
    emitter = Emitter()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for i in range(20_000):
        item.setPos(i % 7, i % 5)          # returns nothing
        emitter.ping.emit()                # returns True
    none_after, true_after = sys.getrefcount(None), sys.getrefcount(True)
    print(none_before, none_after, true_before, true_after)
    sys.exit(0 if none_after >= none_before - 100 and true_after >= true_before - 100 else 3)
""")


def test_void_qt_calls_do_not_leak_references_to_none():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, env=env,
                          timeout=120, check=False)
    assert proc.returncode == 0, (
        "This PySide6 build drops references to None/True on void calls and will crash the app "
        f"(see pyproject.toml pin). exit={proc.returncode} out={proc.stdout!r} err={proc.stderr[-500:]!r}"
    )


def test_installed_pyside_respects_the_pin():
    from importlib.metadata import version

    major, minor = (int(p) for p in version("PySide6-Essentials").split(".")[:2])
    if sys.version_info < (3, 12):
        assert (major, minor) < (6, 12), "PySide6 6.12+ on Python 3.11 is the known-bad combination"
    assert (major, minor) >= (6, 8)
