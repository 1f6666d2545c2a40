"""YAML reading for untrusted files: safe types only, no aliases, a size cap.

Card data, decks and save files all come from users. ``yaml.safe_load`` already refuses
arbitrary objects; this loader also refuses aliases, which is how a "billion laughs" file
makes a few hundred bytes expand into gigabytes, and callers cap the byte size first.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

MAX_YAML_BYTES = 4 * 1024 * 1024


class YamlInputError(ValueError):
    """The text is not acceptable YAML; the message names the file and the line."""


class _NoAliasSafeLoader(yaml.SafeLoader):
    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.composer.ComposerError(
                None, None, "aliases (*name) are not allowed in Tabletop files", event.start_mark
            )
        return super().compose_node(parent, index)


def _describe(error: yaml.YAMLError, where: str) -> str:
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    problem = getattr(error, "problem", None) or str(error)
    if mark is not None:
        return f"{where}, line {mark.line + 1}, column {mark.column + 1}: {problem}"
    return f"{where}: {problem}"


def load_text(text: str, where: str = "<text>", max_bytes: int = MAX_YAML_BYTES) -> Any:
    if len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise YamlInputError(f"{where}: file is larger than the {max_bytes // 1024} KiB limit")
    try:
        return yaml.load(text, Loader=_NoAliasSafeLoader)
    except yaml.YAMLError as error:
        raise YamlInputError(_describe(error, where)) from None


def load_file(path: str | Path, max_bytes: int = MAX_YAML_BYTES) -> Any:
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as error:
        raise YamlInputError(f"{path}: cannot be read ({error.strerror})") from None
    if size > max_bytes:
        raise YamlInputError(f"{path}: file is {size} bytes, over the {max_bytes // 1024} KiB limit")
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise YamlInputError(f"{path}: cannot be read ({error.strerror})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise YamlInputError(f"{path}: not UTF-8 text (byte {error.start})") from None
    return load_text(text, str(path), max_bytes)


# libyaml's emitter when PyYAML was built with it: ten times faster, and every action autosaves.
_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def dump(data: Any) -> str:
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=None,
                     width=100)
