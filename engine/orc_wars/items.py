"""Treasure and dirty-trick definitions (content/treasures.toml), checked on load."""
from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from pathlib import Path

from ..core import tomlcache
from ..core import ContentError

ITEM_FILE = Path(__file__).with_name("content") / "treasures.toml"
TREASURE_EFFECTS = {"heal": "once", "block-bonus": "every-turn", "move-bonus": "passive",
                    "purge": "once", "draw": "once"}
TRICK_EFFECTS = ("attack-bonus", "block-bonus", "reinforce", "move-again", "discard", "clear",
                 "extra-attack", "draw")
TIMINGS = ("fast", "restricted", "squad")


@dataclass(frozen=True)
class Item:
    """A treasure (``use``: once / every-turn / passive) or a dirty trick
    (``timing``: fast / restricted / squad); ``amount`` parameterises the effect."""

    id: str
    name: str
    effect: str
    text: str
    use: str = ""
    timing: str = ""
    amount: int = 0


def _check(file: str, table: str, entry: dict, i: int, allowed: dict) -> Item:
    label = entry.get("id", f"#{i + 1}") if isinstance(entry, dict) else f"#{i + 1}"
    if not isinstance(entry, dict):
        raise ContentError(file, label, "-", f"each {table} entry must be a table")
    for key in entry:
        if key not in allowed:
            raise ContentError(file, label, key, "unknown field")
    for key, (kind, required) in allowed.items():
        if key not in entry:
            if required:
                raise ContentError(file, label, key, "missing")
            continue
        if not isinstance(entry[key], kind) or isinstance(entry[key], bool):
            raise ContentError(file, label, key, f"must be a {kind.__name__}")
    return Item(**entry)


def parse_items(path: Path) -> tuple[dict[str, Item], dict[str, Item]]:
    """(treasures, tricks) by id; ``ContentError`` (one line) on any fault."""
    file = path.name
    try:
        data = tomlcache.loads(path.read_text(encoding="utf-8"))
    except RecursionError:   # tomllib's answer to a 20,000-deep array
        raise ContentError(path.name, "-", "-", "arrays or tables nested too deeply") from None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ContentError(file, "-", "-", str(exc).splitlines()[0]) from None
    base = {"id": (str, True), "name": (str, True), "effect": (str, True), "text": (str, True),
            "amount": (int, False)}
    treasures, tricks = {}, {}
    for i, entry in enumerate(data.get("treasures", [])):
        item = _check(file, "treasures", entry, i, dict(base, use=(str, True)))
        if TREASURE_EFFECTS.get(item.effect) != item.use:
            raise ContentError(file, item.id, "effect", "unknown treasure effect, or wrong use "
                               f"for it (known: {TREASURE_EFFECTS})")
        treasures[item.id] = item
    for i, entry in enumerate(data.get("tricks", [])):
        item = _check(file, "tricks", entry, i, dict(base, timing=(str, True)))
        if item.effect not in TRICK_EFFECTS:
            raise ContentError(file, item.id, "effect", f"must be one of {', '.join(TRICK_EFFECTS)}")
        if item.timing not in TIMINGS:
            raise ContentError(file, item.id, "timing", f"must be one of {', '.join(TIMINGS)}")
        tricks[item.id] = item
    if len(treasures) != 5:
        raise ContentError(file, "-", "treasures", "the box has exactly 5 treasures")
    if len(tricks) != 8:
        raise ContentError(file, "-", "tricks", "the box has exactly 8 dirty tricks")
    if sum(t.timing == "squad" for t in tricks.values()) != 1:
        raise ContentError(file, "-", "tricks", "exactly one trick is for the Squad Phase")
    return treasures, tricks


@functools.lru_cache(maxsize=1)
def load_items() -> tuple[dict[str, Item], dict[str, Item]]:
    """The built-in (treasures, tricks)."""
    return parse_items(ITEM_FILE)
