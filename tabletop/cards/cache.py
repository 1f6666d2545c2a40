"""The shipped card data's checked form, kept in the user cache folder so that it is read and
schema-checked once per installed version instead of at every start.

What is kept is the result of ``loader.load_text_checked`` for one shipped file: the plain values
(text, whole numbers, true/false, null, lists, mappings with text keys) that passed the strict YAML
reader and the file kind's JSON Schema, written as JSON. JSON and not pickle: reading a cache file
can only ever produce plain values, never run code or build an object.

An entry is used only when everything that decided its check is unchanged. Its *key* is a SHA-256
over the file's text, the file kind, the kind's schema file, the checking code (the source of
``loader``, ``safe_yaml`` and this module, or their compiled code in a frozen bundle) and the
installed YAML and JSON Schema libraries and interpreter (their files' sizes and times, which an
upgrade or a rebuilt bundle rewrites); where the checking code cannot be read nothing is cached. The entry's first line holds the key and a
SHA-256 of the JSON that follows; a different key, a wrong digest, a truncated or unreadable file
or anything but that shape means the file is checked again from its YAML and the entry rewritten.
So a changed card file, schema or checker is never answered from the cache, and a damaged entry
never reaches a game. The digest guards against damage and stray edits, not against someone
who deliberately rewrites the entry and its digest: whoever can write the user's cache folder
can as well change the user's installed programs. Whatever the entry says, the games still run
their own checks across cards and fields on the values, as they do on freshly read ones.

Writing is best effort: an unwritable cache folder, a full disk or a race with another Tabletop
process leaves the data checked from YAML as before, and the app starts. A file is replaced
atomically (written beside it, then renamed), so a reader never sees half of it. There is one
entry per shipped file name, so the folder never grows past the shipped data.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import marshal
import os
import sys
import tempfile
from collections.abc import Callable
from functools import cache
from importlib.machinery import PathFinder
from pathlib import Path
from typing import Any

from tabletop.paths import cache_dir, card_data_dir

#: Bumped when the entry's layout changes; part of every key.
FORMAT = 1
#: An entry larger than this is not read (the largest shipped file's entry is under 200 KB).
MAX_ENTRY_BYTES = 16 * 1024 * 1024
#: The modules whose code decides what "checked" means.
_CHECKERS = ("tabletop.cards.loader", "tabletop.cards.cache", "tabletop.safe_yaml")
_LIBRARIES = ("yaml", "jsonschema", "referencing", "jsonschema_specifications")


def folder() -> Path:
    return cache_dir() / "card-data"


def _code(name: str) -> bytes | None:
    """The source of the checking module ``name``, or its compiled code where no source ships (a
    frozen bundle); None when neither can be read."""
    module = sys.modules.get(name) or importlib.import_module(name)
    try:
        return Path(module.__file__).read_bytes()
    except (OSError, TypeError):
        pass
    try:
        return marshal.dumps(module.__loader__.get_code(name))
    except Exception:  # noqa: BLE001  (any loader that cannot say: no cache, checked every time)
        return None


def _mark(path: str | None) -> str:
    """A file's size and time, which a reinstall or an upgrade rewrites."""
    try:
        found = os.stat(path) if path else None
    except OSError:
        found = None
    return f"{path}\0{found.st_size}\0{found.st_mtime_ns}" if found else f"{path}\0missing"


@cache
def _checker_fingerprint() -> bytes | None:
    """What every key shares: this format, the checking code, the installed libraries' files and
    the interpreter's (a bundle's executable is rebuilt with its libraries); None when the checking
    code cannot be read, and then nothing is cached."""
    digest = hashlib.sha256(f"tabletop card-data cache {FORMAT}\n".encode())
    for name in _CHECKERS:
        code = _code(name)
        if code is None:
            return None
        digest.update(name.encode() + b"\0" + code)
    for name in _LIBRARIES:
        spec = PathFinder.find_spec(name)   # not importlib.util.find_spec: that would import a lazy module
        digest.update(f"{name}\0{_mark(spec.origin if spec is not None else None)}\n".encode())
    digest.update(f"python\0{_mark(sys.executable)}\n".encode())
    return digest.digest()


def entry_key(text: str, kind: str, schema_file: Path, max_bytes: int) -> str | None:
    """The key an entry must carry to stand for ``text`` checked as ``kind``; None when there can
    be none (the checking code cannot be read)."""
    fingerprint = _checker_fingerprint()
    if fingerprint is None:
        return None
    digest = hashlib.sha256(fingerprint)
    digest.update(f"\0{kind}\0{max_bytes}\0".encode())
    digest.update(hashlib.sha256(schema_file.read_bytes()).digest())
    digest.update(text.encode("utf-8"))
    return digest.hexdigest()


def entry_path(path: Path, kind: str, what: str = "") -> Path | None:
    """Where the entry for shipped file ``path`` lives (``what`` tells apart entries of another
    sort for the same file); None for a file that is not shipped card data (a player's or a test's
    own file is always checked from its text)."""
    try:
        relative = path.resolve().relative_to(card_data_dir().resolve())
    except (ValueError, OSError):
        return None
    name = "_".join(relative.with_suffix("").parts)
    return folder() / f"{what}{kind}--{name}.json"


#: What ``read_entry`` answers for an entry it cannot use.
MISSING: Any = object()


def read_entry(where: Path, key: str) -> Any:
    """The checked values in the entry at ``where`` if it is whole and carries ``key``; else MISSING."""
    try:
        with open(where, "rb") as handle:
            raw = handle.read(MAX_ENTRY_BYTES + 1)
    except OSError:
        return MISSING
    if len(raw) > MAX_ENTRY_BYTES:
        return MISSING
    head, newline, body = raw.partition(b"\n")
    if not newline:
        return MISSING
    try:
        header = json.loads(head)
        if (not isinstance(header, dict) or header.get("format") != FORMAT or header.get("key") != key
                or header.get("bytes") != len(body) or header.get("sha256") != hashlib.sha256(body).hexdigest()):
            return MISSING
        return json.loads(body, parse_constant=_refuse)
    except (ValueError, RecursionError):
        return MISSING


def _refuse(name: str) -> Any:
    raise ValueError(f"{name} is not a value card data holds")


def is_plain(value: Any, depth: int = 0) -> bool:
    """Whether JSON gives ``value`` back exactly: text-keyed mappings, lists, text, whole numbers,
    true/false and null (all the strict YAML reader produces), nested at most 64 deep."""
    if depth > 64:
        return False
    if value is None or isinstance(value, (str, bool, int)):
        return True
    if isinstance(value, list):
        return all(is_plain(item, depth + 1) for item in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and is_plain(v, depth + 1) for k, v in value.items())
    return False


def write_entry(where: Path, key: str, data: Any) -> bool:
    """Keep ``data`` (already checked) under ``key``; False, and nothing kept, when it cannot be."""
    if not is_plain(data):
        return False
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if len(body) > MAX_ENTRY_BYTES - 512:
        return False
    header = json.dumps({"format": FORMAT, "key": key, "bytes": len(body),
                         "sha256": hashlib.sha256(body).hexdigest()}).encode("ascii")
    temporary = None
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=where.parent, prefix=".", suffix=".part")
        with os.fdopen(handle, "wb") as out:
            out.write(header + b"\n" + body)
        os.replace(temporary, where)
        return True
    except OSError:
        if temporary is not None:
            try:
                os.unlink(temporary)
            except OSError:
                pass
        return False


def checked(path: Path, text: str, kind: str, schema_file: Path, max_bytes: int,
            check: Callable[[], Any]) -> Any:
    """The checked values of shipped file ``path`` (whose text is ``text``): from its cache entry
    when that is whole and current, else from ``check()``, which is then kept for the next start.
    ``check`` raises for a file that fails its checks, and nothing is kept for it."""
    where = entry_path(path, kind)
    if where is None:
        return check()
    key = entry_key(text, kind, schema_file, max_bytes)
    if key is None:
        return check()
    data = read_entry(where, key)
    if data is not MISSING:
        return data
    data = check()
    write_entry(where, key, data)
    return data


def validated(data: Any, kind: str, schema_file: Path, where: str, check: Callable[[], Any]) -> Any:
    """``data`` after ``check()`` (its schema check, which raises on a problem), skipping the check
    when these very values already passed it: for values read from a shipped file (``where``), such
    as the starter decks, which go through the deck reader rather than ``checked``.

    The entry's key is a SHA-256 over the values themselves (as canonical JSON), the schema and the
    checker, and it holds nothing but that key: it can only ever vouch for values identical to
    those that passed, and the values returned are always the caller's own."""
    path = entry_path(Path(where), kind, "valid-") if where else None
    fingerprint = _checker_fingerprint()
    if path is None or fingerprint is None or not is_plain(data):
        return check()
    digest = hashlib.sha256(fingerprint)
    digest.update(f"\0valid\0{kind}\0".encode())
    digest.update(hashlib.sha256(schema_file.read_bytes()).digest())
    digest.update(json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8"))
    key = digest.hexdigest()
    if read_entry(path, key) is True:
        return data
    result = check()
    write_entry(path, key, True)
    return result
