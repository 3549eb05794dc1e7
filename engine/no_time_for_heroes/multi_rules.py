"""The multiclass mode's settings (content/multiclass.toml;
../shared/rules/no-time-for-heroes-modes.md, "Multiclass"; docs/no-time-for-heroes.md,
"Multiclass").

``multi_rules()`` loads and checks the one ``[multiclass]`` table once
(``ContentError`` with one line for a bad file); ``is_multiclass`` tells a game
played in the mode.
"""
from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

from ..core import tomlcache
from ..core.errors import ContentError

if TYPE_CHECKING:
    from .state import NoTimeState

FILE = "multiclass.toml"
MULTICLASS = "multiclass"


@dataclass(frozen=True)
class MultiRules:
    """Every setting of content/multiclass.toml (the file's comments say what each means)."""

    deck_size: int
    classes: int
    min_per_class: int
    hero: str
    pool: str
    warlords_from: int
    second_warlord: str
    classes_shown: str


_KINDS = {"deck_size": int, "classes": int, "min_per_class": int, "hero": str, "pool": str,
          "warlords_from": int, "second_warlord": str, "classes_shown": str}
_WORDS = {"hero": ("own-class", "any"), "pool": ("per-player", "box"),
          "second_warlord": ("last", "middle"), "classes_shown": ("at-start",)}


def parse_multi(text: str) -> MultiRules:
    """A MultiRules from multiclass.toml text; ``ContentError`` (one line) for any fault."""
    try:
        raw = tomlcache.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(FILE, "-", "-", f"not TOML: {exc}") from None
    table = raw.get("multiclass")
    if not isinstance(table, dict):
        raise ContentError(FILE, "-", "multiclass", "a [multiclass] table is needed")
    for key in sorted(set(table) - set(_KINDS)):
        raise ContentError(FILE, "multiclass", key, "unknown key")
    values = {}
    for key, kind in _KINDS.items():
        if key not in table:
            raise ContentError(FILE, "multiclass", key, "missing")
        value = table[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ContentError(FILE, "multiclass", key, f"must be {kind.__name__}")
        if kind is int and value < 1:
            raise ContentError(FILE, "multiclass", key, "must be at least 1")
        if key in _WORDS and value not in _WORDS[key]:
            raise ContentError(FILE, "multiclass", key, "one of " + ", ".join(_WORDS[key]))
        values[key] = value
    if values["classes"] != 2:
        raise ContentError(FILE, "multiclass", "classes", "the mode takes exactly 2 classes")
    if values["min_per_class"] * values["classes"] > values["deck_size"]:
        raise ContentError(FILE, "multiclass", "min_per_class", "more than the deck can hold")
    return MultiRules(**values)


@functools.lru_cache(maxsize=1)
def multi_rules() -> MultiRules:
    """The built-in multiclass settings, checked once."""
    folder = resources.files(__package__).joinpath("content")
    return parse_multi(folder.joinpath(FILE).read_text(encoding="utf-8"))


def is_multiclass(state: "NoTimeState") -> bool:
    """True for a game played in the multiclass mode."""
    return state.multi is not None
