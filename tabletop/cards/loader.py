"""One loader for every card file: safe YAML, then the file kind's JSON Schema.

Why JSON Schema (``card_data/schema/*.schema.json``) rather than typed models: the schema
files are data that editors understand, so a card author editing YAML gets completion and
inline errors (a ``# yaml-language-server: $schema=...`` line or an editor mapping), and
``jsonschema`` reports each problem with its exact path in the document, which we map back to
the YAML line. The game modules still build their own typed dataclasses after the schema
passes and keep the checks a schema cannot express (counts across cards, unique ids...).

Every problem found is reported, sorted by line, each naming the file, the line, the card
(its id or name) and the field, and saying what was expected.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop import safe_yaml
from tabletop.cards import cache as checked_cache
from tabletop.lazy_import import lazy_module
from tabletop.paths import card_data_dir

yaml = lazy_module("yaml")  # PyYAML, imported on first use (see tabletop.lazy_import)

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError

#: File kind -> schema file name in card_data/schema/.
SCHEMAS = {
    "standard-deck": "standard-deck.schema.json",
    "intergalactic-cards": "intergalactic-cards.schema.json",
    "football-team": "football-team.schema.json",
    "football-game-day": "football-game-day.schema.json",
    "ccg-cards": "ccg-cards.schema.json",
    "ccg-rink": "ccg-rink.schema.json",
    "ccg-deck": "ccg-deck.schema.json",
    "ccg-officiating": "ccg-officiating.schema.json",
    "ccg-fight-effects": "ccg-fight-effects.schema.json",
    "ccg-solo-opponents": "ccg-solo-opponents.schema.json",
    "hull-breach-cards": "hull-breach-cards.schema.json",
    "deck": "deck.schema.json",
}
MAX_REPORTED = 20
#: The schemas' ``pattern`` for text that must not be empty or only spaces.
NOT_BLANK = r"\S"


class CardFileError(ValueError):
    """A card or deck file that is unreadable, breaks its schema, or breaks a rule across fields,
    cards or files that a game checks after the schema; the message says where and why."""

    def __init__(self, message: str, problems: tuple[str, ...] = ()):
        super().__init__(message)
        self.problems = problems or (message,)

    @classmethod
    def at(cls, where: str, card: str | None, field: str | None, problem: str, noun: str = "card") -> CardFileError:
        """A game's own check, worded as the schema's are: file, card (or area...), field, problem."""
        parts = [where]
        if card is not None:
            parts.append(f"{noun} {card!r}")
        if field is not None:
            parts.append(f"field {field!r}")
        return cls(f"{', '.join(parts)}: {problem}")


def schema_dir() -> Path:
    return card_data_dir() / "schema"


_ENUM_SETS: dict[int, frozenset[str]] = {}


@cache
def _validator_class() -> type[Draft202012Validator]:
    """The Draft 2020-12 validator with our three changes, built on first use.

    ``jsonschema`` is imported here, not at the top: importing it takes about a tenth of a
    second, and the app's start page reads no card file, so start-up does not pay for it."""
    from jsonschema import Draft202012Validator, validators
    from jsonschema._keywords import enum as standard_enum
    from jsonschema.exceptions import ValidationError

    def fast_enum(validator, enums, instance, schema):
        """``enum`` with a set lookup for text values: the standard keyword compares one by one,
        which made the long enums (Breakaway: CCG's 80 specials) a third of the loading time.
        Other values (numbers, where 1 must not equal True) go to the standard keyword."""
        if isinstance(instance, str):
            allowed = _ENUM_SETS.get(id(enums))
            if allowed is None:
                allowed = _ENUM_SETS[id(enums)] = frozenset(e for e in enums if isinstance(e, str))
            if instance in allowed:
                return
        yield from standard_enum(validator, enums, instance, schema)

    def ecma_pattern(validator, pattern, instance, schema):
        """``pattern`` with JSON Schema's (ECMA-262) ``$``, the end of the text: Python's ``$``
        also matches before a final newline, so an id written as a YAML block (``"fir\\n"``)
        would pass."""
        if isinstance(instance, str) and not _ecma(pattern).search(instance):
            yield ValidationError(f"{instance!r} does not match {pattern!r}")

    def whole_number(checker, instance) -> bool:
        """JSON Schema's ``integer`` also admits 3.0; YAML tells 3 from 3.0, and the games count,
        index and compare with these values, so a float is refused."""
        return isinstance(instance, int) and not isinstance(instance, bool)

    return validators.extend(
        Draft202012Validator, {"enum": fast_enum, "pattern": ecma_pattern},
        type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", whole_number))


@cache
def _ecma(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern[:-1] + r"\Z" if pattern.endswith("$") and not pattern.endswith("\\$") else pattern)


@cache
def _validator(kind: str) -> Draft202012Validator:
    if kind not in SCHEMAS:
        raise KeyError(f"no schema for file kind {kind!r}")
    schema = json.loads((schema_dir() / SCHEMAS[kind]).read_text(encoding="utf-8"))
    # The schema files ship with the app and are checked against the Draft 2020-12 meta-schema
    # by the tests (tests/cards/test_card_loader.py), not on every start: that check took a
    # third of loading all card data.
    return _validator_class()(schema)


# ----- mapping a JSON path back to the YAML text ---------------------------------------------
def _node_at(root: yaml.Node | None, path: list[Any]) -> yaml.Node | None:
    """The deepest YAML node along ``path`` (keys and list indexes)."""
    node = root
    for step in path:
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if isinstance(key, yaml.ScalarNode) and key.value == str(step):
                    node = value
                    break
            else:
                return node
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and step < len(node.value):
            node = node.value[step]
        else:
            return node
    return node


def _compose(text: str) -> yaml.Node | None:
    try:
        return safe_yaml.compose(text)
    except safe_yaml.YamlInputError:
        return None


def _card_label(data: Any, path: list[Any]) -> str | None:
    """The id (or name) of the card, area or team the path goes through, if any."""
    label = None
    node = data
    for step in path:
        try:
            node = node[step]
        except (KeyError, IndexError, TypeError):
            break
        if isinstance(step, int) and isinstance(node, dict):
            for key in ("id", "name"):
                if isinstance(node.get(key), (str, int)):
                    label = str(node[key])
                    break
            else:
                label = label or f"#{step + 1}"     # a card's own list items (symbols, plays) keep its name
    return label


def _field(path: list[Any]) -> str:
    parts: list[str] = []
    for step in path:
        if isinstance(step, int):
            parts.append(f"[{step}]")
        else:
            parts.append(("." if parts else "") + str(step))
    return "".join(parts)


_TYPE_NAMES = {"string": "text", "integer": "a whole number", "boolean": "true or false", "array": "a list",
               "object": "a mapping", "null": "null (empty)", "number": "a number"}


def _shape(schema: dict) -> str:
    """One branch of a oneOf/anyOf in words, so a value that fits none is told what would fit."""
    if "const" in schema:
        return "null (empty)" if schema["const"] is None else repr(schema["const"])
    if "enum" in schema:
        return " or ".join(map(repr, schema["enum"]))
    kinds = schema.get("type")
    words = " or ".join(_TYPE_NAMES.get(k, "another shape") for k in (kinds if isinstance(kinds, list) else [kinds]))
    if "minimum" in schema and "maximum" in schema:
        words += f" from {schema['minimum']} to {schema['maximum']}"
    return words


def _expected(error: ValidationError) -> str:
    """Say what the schema wanted, in words."""
    v = error.validator
    value = error.instance
    shown = repr(value) if not isinstance(value, (dict, list)) else type(value).__name__
    if v == "required":
        missing = [m for m in error.validator_value if m not in (value or {})]
        return "is missing" if missing else error.message
    if v == "additionalProperties":
        allowed = sorted(error.schema.get("properties", {}))
        extra = sorted(str(k) for k in set(value) - set(allowed)) if isinstance(value, dict) else []
        return (f"has unknown field {extra[0]!r}" if extra else "has an unknown field") + (
            f" (expected only: {', '.join(allowed)})" if allowed else "")
    if v == "type":
        kinds = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
        return f"expected {' or '.join(_TYPE_NAMES.get(k, k) for k in kinds)}, found {shown}"
    if v == "enum":
        return f"expected one of {', '.join(map(str, error.validator_value))}, found {shown}"
    if v == "const":
        return f"expected {error.validator_value!r}, found {shown}"
    if v == "minimum":
        return f"expected at least {error.validator_value}, found {shown}"
    if v == "maximum":
        return f"expected at most {error.validator_value}, found {shown}"
    if v == "minItems":
        return f"expected at least {error.validator_value} entries, found {len(value)}"
    if v == "maxItems":
        return f"expected at most {error.validator_value} entries, found {len(value)}"
    if v == "uniqueItems":
        return "expected no entry twice"
    if v == "pattern" and error.validator_value == NOT_BLANK:
        return f"expected text that is not blank, found {shown}"
    if v == "pattern":
        return f"expected text matching {error.validator_value}, found {shown}"
    if v == "minLength":
        return "expected non-empty text"
    if v == "maxLength":
        return f"expected at most {error.validator_value} characters, found {len(value)}"
    if v == "maxProperties":
        return f"expected at most {error.validator_value} entries, found {len(value)}"
    if v in ("oneOf", "anyOf"):
        return f"expected {', or '.join(_shape(branch) for branch in error.validator_value)}, found {shown}"
    if v == "minProperties":
        return f"expected at least {error.validator_value} entries"
    return error.message


def _describe(error: ValidationError, data: Any, root: yaml.Node | None, where: str) -> tuple[int, str]:
    path = list(error.absolute_path)
    node = _node_at(root, path)
    line = node.start_mark.line + 1 if node is not None else 0
    parts = [where]
    if line:
        parts.append(f"line {line}")
    card = _card_label(data, path)
    if card is not None:
        parts.append(f"card {card!r}")
    field = _field(path)
    if error.validator == "required" and isinstance(error.instance, dict):
        missing = [m for m in error.validator_value if m not in error.instance]
        if missing:
            field = f"{field}.{missing[0]}" if field else missing[0]
    if field:
        parts.append(f"field {field!r}")
    return line, f"{', '.join(parts)}: {_expected(error)}"


def validate(data: Any, kind: str, where: str = "<data>", text: str | None = None,
             root: yaml.Node | None = None) -> Any:
    """Raise ``CardFileError`` listing every schema problem of ``data`` (a parsed ``kind`` file);
    return ``data`` when it has none.

    ``text`` (or its composed ``root`` node) is the YAML the data came from; with it each problem
    names its line. Values read from a shipped file (``where`` names it) that passed this very
    check before are not checked again (``tabletop.cards.cache.validated``).
    """
    if kind not in SCHEMAS:
        raise KeyError(f"no schema for file kind {kind!r}")
    return checked_cache.validated(data, kind, schema_dir() / SCHEMAS[kind], where,
                                   lambda: _check(data, kind, where, text, root))


def _check(data: Any, kind: str, where: str, text: str | None, root: yaml.Node | None) -> Any:
    errors = list(_validator(kind).iter_errors(data))
    if not errors:
        return data
    if root is None and text is not None:
        root = _compose(text)
    described = sorted({_describe(e, data, root, where) for e in _leaves(errors)})
    problems = tuple(message for _, message in described)
    shown = problems[:MAX_REPORTED]
    more = len(problems) - len(shown)
    message = "\n".join(shown) + (f"\n... and {more} more problems" if more > 0 else "")
    raise CardFileError(message, problems)


def _leaves(errors: list[ValidationError]) -> list[ValidationError]:
    """For oneOf/anyOf failures, the most specific sub-error says more than 'no shape matched'."""
    from jsonschema.exceptions import best_match

    out = []
    for error in errors:
        if error.validator in ("oneOf", "anyOf") and error.context:
            deepest = max(error.context, key=lambda e: (len(e.absolute_path), -len(e.message)))
            if len(deepest.absolute_path) > len(error.absolute_path):
                out.append(deepest)
                continue
            out.append(best_match([error]))     # the shape whose type fits: 9 -> "at most 8"
            continue
        out.append(error)
    return out


def read_text(path: str | Path, max_bytes: int = safe_yaml.MAX_YAML_BYTES) -> str:
    """The file's text, refusing an oversized, unreadable or non-UTF-8 file (as ``CardFileError``)."""
    try:
        return safe_yaml.read_text(path, max_bytes)
    except safe_yaml.YamlInputError as error:
        raise CardFileError(str(error)) from None


def compose_and_load(text: str, where: str, max_bytes: int = safe_yaml.MAX_YAML_BYTES) -> tuple[Any, yaml.Node | None]:
    """(data, node tree for line numbers), through ``tabletop.safe_yaml``'s strict reader: size,
    nesting, aliases, tags, duplicate keys and numbers are refused there with file, line and column."""
    try:
        return safe_yaml.load_with_nodes(text, where, max_bytes)
    except safe_yaml.YamlInputError as error:
        raise CardFileError(str(error)) from None


def load_text_checked(text: str, kind: str, where: str, max_bytes: int = safe_yaml.MAX_YAML_BYTES) -> Any:
    data, root = compose_and_load(text, where, max_bytes)
    if kind not in SCHEMAS:
        raise KeyError(f"no schema for file kind {kind!r}")
    return _check(data, kind, where, None, root)


def load_checked(path: str | Path, kind: str, max_bytes: int = safe_yaml.MAX_YAML_BYTES) -> Any:
    """Read ``path`` safely and check it against the ``kind`` schema; returns the parsed data.

    For the shipped card data the checked values come from the user cache when its entry is for
    this very text, schema and checker (``tabletop.cards.cache``); any other file is checked from
    its text every time."""
    if kind not in SCHEMAS:
        raise KeyError(f"no schema for file kind {kind!r}")
    text = read_text(path, max_bytes)
    return checked_cache.checked(Path(path), text, kind, schema_dir() / SCHEMAS[kind], max_bytes,
                         lambda: load_text_checked(text, kind, str(path), max_bytes))
