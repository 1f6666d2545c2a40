"""Entry point of the frozen bundle: the same command line as ``python -m tabletop``.

``freeze_support`` lets a worker process the bundle starts (the deck lab's, ``simulate --workers`` on
Windows and macOS, which start workers by spawning the program again) run its task instead of the app.
"""

import multiprocessing
import sys

from tabletop.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
