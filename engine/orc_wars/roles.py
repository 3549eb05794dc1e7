"""Elf Roles (rulebook: "Choosing a Role"; designed details in content/roles.toml)."""
from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from pathlib import Path

from ..core import tomlcache
from ..core import ContentError

ROLE_FILE = Path(__file__).with_name("content") / "roles.toml"
EXTRA_KILLS = ("none", "adjacent-to-self", "adjacent-to-target")
FIELDS = {"id": str, "name": str, "wound_line": int, "range": int, "moves": int,
          "extra_kill": str, "text": str}


@dataclass(frozen=True)
class Role:
    """A Role card: wound line length, attack range (spaces), moves per Action
    Phase, which extra Orc a successful attack on a squad kills, and our text."""

    id: str
    name: str
    wound_line: int
    range: int
    moves: int
    extra_kill: str
    text: str


def parse_roles(path: Path) -> dict[str, Role]:
    """Read and check a roles file; ``ContentError`` (one line) on any fault."""
    name = path.name
    try:
        data = tomlcache.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ContentError(name, "-", "-", str(exc).splitlines()[0]) from None
    except RecursionError:   # tomllib's answer to a 20,000-deep array
        raise ContentError(name, "-", "-", "arrays or tables nested too deeply") from None
    roles = {}
    for i, entry in enumerate(data.get("roles", [])):
        label = entry.get("id", f"#{i + 1}") if isinstance(entry, dict) else f"#{i + 1}"
        if not isinstance(entry, dict):
            raise ContentError(name, label, "-", "each role must be a table")
        for key in entry:
            if key not in FIELDS:
                raise ContentError(name, label, key, "unknown field")
        for key, kind in FIELDS.items():
            value = entry.get(key)
            if not isinstance(value, kind) or isinstance(value, bool):
                raise ContentError(name, label, key, f"must be a {kind.__name__}")
        if not 1 <= entry["wound_line"] <= 7 or not 1 <= entry["range"] <= 5 \
                or not 1 <= entry["moves"] <= 3:
            raise ContentError(name, label, "wound_line/range/moves", "out of range")
        if entry["extra_kill"] not in EXTRA_KILLS:
            raise ContentError(name, label, "extra_kill", f"must be one of {', '.join(EXTRA_KILLS)}")
        if entry["id"] in roles:
            raise ContentError(name, label, "id", "duplicate role id")
        roles[entry["id"]] = Role(**entry)
    if sorted(roles) != ["paladin", "ranger", "sorcerer"]:
        raise ContentError(name, "-", "roles", "must define exactly paladin, ranger and sorcerer")
    return roles


@functools.lru_cache(maxsize=1)
def load_roles() -> dict[str, Role]:
    """The three built-in Roles by id."""
    return parse_roles(ROLE_FILE)
