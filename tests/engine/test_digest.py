"""State digests: equal states give equal digests in every process, whatever its string hashing.

Saves, replays and `simulate --json` compare runs by digest, so a digest that changed with
PYTHONHASHSEED would report two identical games as different (a set's print order depends on it).
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass

from tabletop.engine.digest import stable_repr, state_digest


@dataclass(frozen=True)
class Holding:
    seen: frozenset[str]
    row: tuple[str, ...]
    notes: dict


def test_a_state_without_sets_is_digested_by_its_plain_repr():
    value = Holding(frozenset(), ("a",), {})
    plain = (("x", 1), None, "y")
    assert stable_repr(plain) == repr(plain)
    assert stable_repr(Holding(frozenset({"b", "a"}), ("c",), {"k": [1]})) == \
        "Holding(seen=frozenset({'a', 'b'}), row=('c',), notes={'k': [1]})"
    assert state_digest(value) == state_digest(Holding(frozenset(), ("a",), {}))


def test_a_set_in_the_state_gives_the_same_digest_under_every_hash_seed():
    code = ("from tabletop.engine.digest import state_digest; "
            "print(state_digest(('solo', frozenset(f'card-{n}' for n in range(40)))))")
    digests = set()
    for seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        digests.add(out.stdout.strip())
    assert len(digests) == 1
