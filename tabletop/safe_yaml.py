"""The one YAML reader for everything a user can hand Tabletop: card files, decks, saves.

Why not ``yaml.safe_load``: it is safe from code execution but not from hostile input.
libyaml's composer recurses once per nesting level and dies with a segmentation fault on
30,000 nested brackets (a 60 KB file); YAML 1.1's implicit types turn ``1:30`` into 90, a
bad date into a ``ValueError``, ``!!binary``/``!!set`` into values no caller expects, and a
5,000-digit number into an exception; duplicate keys silently keep the last value; aliases
expand a few hundred bytes into gigabytes ("billion laughs").

So this module reads libyaml's *event stream* (C speed, no recursion) and builds the node
tree itself, with an explicit stack, refusing before anything grows:

- more than ``MAX_DEPTH`` nested collections, or more than ``MAX_NODES`` values;
- aliases, and any explicit tag but ``!!str`` (``!!binary``, ``!!set``, ``!!python/...``);
- a mapping key that is not plain text, and a key given twice in one mapping.

Values are a deliberately small type system: text, ``null``, ``true``/``false``, and whole
numbers written as plain decimals of at most ``MAX_INT_DIGITS`` digits. Everything else that
YAML 1.1 would guess at (``1:30``, ``0x1F``, ``017``, ``3.5``, ``2024-02-30``, ``yes``) stays
the text it was written as, so a schema or a caller refuses it by name instead of receiving
a surprise. Mapping keys are always text. Every refusal is a ``YamlInputError`` naming the
file, line and column.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tabletop.lazy_import import lazy_module

yaml = lazy_module("yaml")  # PyYAML, imported on first use (see tabletop.lazy_import)

MAX_YAML_BYTES = 4 * 1024 * 1024
#: Nesting of mappings and lists; Tabletop's own files nest at most seven deep.
MAX_DEPTH = 48
#: Values (scalars and collections) in one document.
MAX_NODES = 1_000_000
#: Digits in a whole number: 2**64 has 20; Python refuses to parse 4,300 and more.
MAX_INT_DIGITS = 24

STR_TAG = "tag:yaml.org,2002:str"
INT_TAG = "tag:yaml.org,2002:int"
BOOL_TAG = "tag:yaml.org,2002:bool"
NULL_TAG = "tag:yaml.org,2002:null"
MAP_TAG = "tag:yaml.org,2002:map"
SEQ_TAG = "tag:yaml.org,2002:seq"

_INT = re.compile(r"[-+]?(0|[1-9][0-9]*)\Z")
_NULLS = frozenset(("", "~", "null", "Null", "NULL"))
_BOOLS = {"true": True, "True": True, "TRUE": True, "false": False, "False": False, "FALSE": False}
#: Tags a collection or scalar may carry explicitly: the ones it would get anyway.
_ALLOWED_TAGS = {None, "!", STR_TAG, MAP_TAG, SEQ_TAG}



def _parser_class() -> Any:
    """libyaml's parser when PyYAML was built with it; the pure-Python one otherwise (slower)."""
    global _Parser
    if _Parser is None:
        try:
            from yaml.cyaml import CParser as parser
        except ImportError:     # pragma: no cover - every wheel we ship has libyaml
            parser = yaml.SafeLoader
        _Parser = parser
    return _Parser


_Parser: Any = None


class YamlInputError(ValueError):
    """The text is not acceptable YAML; the message names the file and the line.

    ``kind`` says which refusal of ``read_text`` it was ("io", "size", "binary"; None for the YAML
    itself), so a caller can word it for its own kind of file without reading files its own way."""

    def __init__(self, message: str, kind: str | None = None):
        super().__init__(message)
        self.kind = kind


def _at(where: str, mark: yaml.Mark | None) -> str:
    return f"{where}, line {mark.line + 1}, column {mark.column + 1}" if mark is not None else where


def _describe(error: yaml.YAMLError, where: str) -> str:
    if isinstance(error, yaml.reader.ReaderError):
        return f"{where}, character {error.position + 1}: the character U+{error.character:04X} is not allowed"
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    problem = " ".join(str(getattr(error, "problem", None) or error).split())    # always one line
    if "maximum nesting depth" in problem:
        # libyaml 0.2.5 as PyYAML 6.0.4 ships it stops at 1,000 levels while scanning ahead, before
        # ``compose`` sees the 49th: the same refusal, so the same words
        problem = f"nested more than {MAX_DEPTH} levels deep"
    return f"{_at(where, mark)}: {problem}"


def _tag_name(tag: str) -> str:
    return "!!" + tag[len("tag:yaml.org,2002:"):] if tag.startswith("tag:yaml.org,2002:") else tag


def _scalar_tag(event: yaml.ScalarEvent, where: str) -> str:
    """The type of a scalar, by Tabletop's small rules rather than YAML 1.1's guesses."""
    if event.tag not in _ALLOWED_TAGS:
        raise YamlInputError(f"{_at(where, event.start_mark)}: the tag {_tag_name(event.tag)} is not allowed in "
                             "Tabletop files (write plain text and numbers)")
    if event.style or event.tag is not None:      # quoted, block or tagged: text ('' is plain in libyaml)
        return STR_TAG
    value = event.value
    if value in _NULLS:
        return NULL_TAG
    if value in _BOOLS:
        return BOOL_TAG
    if _INT.match(value):
        if len(value.lstrip("+-")) > MAX_INT_DIGITS:
            raise YamlInputError(f"{_at(where, event.start_mark)}: a number of {len(value.lstrip('+-'))} digits "
                                 f"is too large (at most {MAX_INT_DIGITS})")
        return INT_TAG
    return STR_TAG


def _events(text: str):
    parser = (_Parser or _parser_class())(text)
    get = parser.get_event
    try:
        while True:
            event = get()
            if event is None or type(event) is yaml.StreamEndEvent:
                return
            yield event
    finally:
        parser.dispose()


def compose(text: str, where: str = "<text>", max_bytes: int = MAX_YAML_BYTES) -> yaml.Node | None:
    """The single document's node tree (None for an empty file), built under the limits above.

    The nodes are PyYAML's own classes with their marks, so callers can map a value back to its
    line; scalar tags are already resolved by ``_scalar_tag``.
    """
    if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise YamlInputError(f"{where}: file is larger than the {max_bytes // 1024} KiB limit")
    root: yaml.Node | None = None
    stack: list[yaml.Node] = []
    keys: list[set[str] | None] = []       # per open collection: the keys seen (mappings only)
    count = 0
    documents = 0
    try:
        for event in _events(text):
            kind = type(event)
            if kind is yaml.ScalarEvent or kind is yaml.MappingStartEvent or kind is yaml.SequenceStartEvent:
                count += 1
                if count > MAX_NODES:
                    raise YamlInputError(f"{_at(where, event.start_mark)}: more than {MAX_NODES:,} values")
                if kind is yaml.ScalarEvent:
                    node: yaml.Node = yaml.ScalarNode(_scalar_tag(event, where), event.value,
                                                      event.start_mark, event.end_mark, style=event.style or None)
                else:
                    if event.tag not in _ALLOWED_TAGS:
                        raise YamlInputError(f"{_at(where, event.start_mark)}: the tag {_tag_name(event.tag)} is not "
                                             "allowed in Tabletop files")
                    if len(stack) >= MAX_DEPTH:
                        raise YamlInputError(f"{_at(where, event.start_mark)}: nested more than {MAX_DEPTH} "
                                             "levels deep")
                    if kind is yaml.MappingStartEvent:
                        node = yaml.MappingNode(MAP_TAG, [], event.start_mark, None,
                                                flow_style=event.flow_style)
                    else:
                        node = yaml.SequenceNode(SEQ_TAG, [], event.start_mark, None,
                                                 flow_style=event.flow_style)
                _attach(stack, keys, node, where)
                if kind is not yaml.ScalarEvent:
                    stack.append(node)
                    keys.append(set() if kind is yaml.MappingStartEvent else None)
                elif not stack:
                    root = node
            elif kind is yaml.MappingEndEvent or kind is yaml.SequenceEndEvent:
                node = stack.pop()
                keys.pop()
                node.end_mark = event.end_mark
                if isinstance(node, yaml.MappingNode) and node.value and node.value[-1][1] is None:
                    raise YamlInputError(f"{_at(where, event.start_mark)}: a key has no value")
                if not stack:
                    root = node
            elif kind is yaml.AliasEvent:
                raise YamlInputError(f"{_at(where, event.start_mark)}: aliases (*name) are not allowed in "
                                     "Tabletop files")
            elif kind is yaml.DocumentStartEvent:
                documents += 1
                if documents > 1:
                    raise YamlInputError(f"{_at(where, event.start_mark)}: expected one document, found "
                                         "a second ('---')")
    except yaml.YAMLError as error:
        raise YamlInputError(_describe(error, where)) from None
    return root


def _attach(stack: list[yaml.Node], keys: list[set[str] | None], node: yaml.Node, where: str) -> None:
    if not stack:
        return
    parent = stack[-1]
    if isinstance(parent, yaml.SequenceNode):
        parent.value.append(node)
        return
    pairs = parent.value
    if pairs and pairs[-1][1] is None:          # this node is the value of the last key
        pairs[-1] = (pairs[-1][0], node)
        return
    if not isinstance(node, yaml.ScalarNode):
        raise YamlInputError(f"{_at(where, node.start_mark)}: a key must be plain text, not a "
                             f"{'mapping' if isinstance(node, yaml.MappingNode) else 'list'}")
    seen = keys[-1]
    assert seen is not None
    if node.value in seen:
        raise YamlInputError(f"{_at(where, node.start_mark)}: the key {node.value!r} appears twice")
    seen.add(node.value)
    node.tag = STR_TAG                          # keys are text: '7: x' has the key '7'
    pairs.append((node, None))


def construct(root: yaml.Node | None) -> Any:
    """Plain Python values from a tree ``compose`` built, without recursion."""
    if root is None:
        return None
    if isinstance(root, yaml.ScalarNode):
        return _scalar(root)
    built = _empty(root)
    work = [(root, built)]
    while work:
        node, target = work.pop()
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if isinstance(value, yaml.ScalarNode):
                    target[key.value] = _scalar(value)
                else:
                    target[key.value] = child = _empty(value)
                    work.append((value, child))
        else:
            for value in node.value:
                if isinstance(value, yaml.ScalarNode):
                    target.append(_scalar(value))
                else:
                    child = _empty(value)
                    target.append(child)
                    work.append((value, child))
    return built


def _empty(node: yaml.Node) -> Any:
    return {} if isinstance(node, yaml.MappingNode) else []


def _scalar(node: yaml.ScalarNode) -> Any:
    tag, value = node.tag, node.value
    if tag == STR_TAG:
        return value
    if tag == INT_TAG:
        return int(value)
    if tag == BOOL_TAG:
        return _BOOLS[value]
    return None


def load_with_nodes(text: str, where: str = "<text>", max_bytes: int = MAX_YAML_BYTES) -> tuple[Any, Any]:
    """(data, node tree): the tree lets callers name the line of a value they refuse."""
    root = compose(text, where, max_bytes)
    return construct(root), root


def load_text(text: str, where: str = "<text>", max_bytes: int = MAX_YAML_BYTES) -> Any:
    return construct(compose(text, where, max_bytes))


def read_text(path: str | Path, max_bytes: int = MAX_YAML_BYTES) -> str:
    """A file's text, its size checked before a byte is read; refuses binary and non-UTF-8 files."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as error:
        raise YamlInputError(f"{path}: cannot be read ({error.strerror})", "io") from None
    if size > max_bytes:
        raise YamlInputError(f"{path}: file is {size:,} bytes, over the {max_bytes // 1024} KiB limit", "size")
    try:
        with path.open("rb") as handle:
            raw = handle.read(max_bytes + 1)     # the file may have grown since stat
    except OSError as error:
        raise YamlInputError(f"{path}: cannot be read ({error.strerror})", "io") from None
    if len(raw) > max_bytes:
        raise YamlInputError(f"{path}: file is over the {max_bytes // 1024} KiB limit", "size")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise YamlInputError(f"{path}: not UTF-8 text (byte {error.start})", "binary") from None
    if "\x00" in text:
        raise YamlInputError(f"{path}: not a text file", "binary")
    return text


def load_file(path: str | Path, max_bytes: int = MAX_YAML_BYTES) -> Any:
    return load_text(read_text(path, max_bytes), str(path), max_bytes)


def dump(data: Any) -> str:
    # libyaml's emitter when PyYAML was built with it: ten times faster, and every action autosaves.
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.dump(data, Dumper=dumper, sort_keys=False, allow_unicode=True, default_flow_style=None,
                     width=100)
