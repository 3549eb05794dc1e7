"""The save's ``table`` section (format 4): the table's own settings and records.

What a table does beside the rules: whether undo and hints are on, every
undo with the actions it took back, every hint asked, and the AI's answers
kept so an undo cannot re-roll them. None of it is a game option (options
are hashed and replayed), so it lives beside the game, in one map:

``{"undo": bool, "hints": bool, "undos": [undo, ...], "hint_log": [hint, ...],
"answers": [[state_hash, action map], ...]}``

* undo: ``{"at": int, "seat": int, "removed": [action map, ...]}``: at
  position ``at`` (the history length after it), ``seat`` took back the
  actions ``removed`` (the first of them was ``seat``'s own);
* hint: ``{"at": int, "seat": int, "level": str, "choices": [[label, permille],
  ...]}``: ``seat`` asked at position ``at``; up to 3 choices with their share
  of the search in thousandths;
* answers: the AI's answer (an action map) at each position (its
  ``engine.state_hash``) an undo went back over.

docs/save-format.md, "The table section", says the same field by field.
"""
from __future__ import annotations

import re
from typing import Any

KEYS = ("undo", "hints", "undos", "hint_log", "answers")
MAX_RECORDS = 20_000     # undos, hints or answers in one save (as many as actions)
MAX_CHOICES = 3          # choices a hint keeps
MAX_LABEL = 200          # characters in a hint choice's label
_HASH = re.compile(r"[0-9a-f]{64}")


def default_table(undo: bool = True, hints: bool = True) -> dict:
    """A table section with no records: ``undo``/``hints`` as given (a local game
    has both on; ``herotable host`` turns them on only with ``--undo``/``--hints``)."""
    return {"undo": bool(undo), "hints": bool(hints), "undos": [], "hint_log": [],
            "answers": []}


def _is_action(value: Any) -> bool:
    return type(value) is dict and type(value.get("kind")) is str \
        and type(value.get("args", {})) is dict


def _undo_problem(entry: Any, players: int, actions: int) -> str | None:
    if type(entry) is not dict or tuple(entry) != ("at", "seat", "removed"):
        return "an undo must be a map of at, seat, removed"
    at, seat, removed = entry["at"], entry["seat"], entry["removed"]
    if type(at) is not int or not 0 <= at <= actions:
        return "an undo's position is out of range"
    if type(seat) is not int or not 0 <= seat < players:
        return "an undo's seat is out of range"
    if type(removed) is not list or not removed or len(removed) > MAX_RECORDS \
            or not all(_is_action(a) for a in removed):
        return "an undo's removed actions are not a list of actions"
    return None


def _hint_problem(entry: Any, players: int, actions: int) -> str | None:
    if type(entry) is not dict or tuple(entry) != ("at", "seat", "level", "choices"):
        return "a hint must be a map of at, seat, level, choices"
    at, seat, level, choices = entry["at"], entry["seat"], entry["level"], entry["choices"]
    if type(at) is not int or not 0 <= at <= actions:
        return "a hint's position is out of range"
    if type(seat) is not int or not 0 <= seat < players:
        return "a hint's seat is out of range"
    if type(level) is not str or len(level) > 40:
        return "a hint's level must be a short str"
    if type(choices) is not list or len(choices) > MAX_CHOICES:
        return f"a hint keeps at most {MAX_CHOICES} choices"
    for choice in choices:
        if type(choice) is not list or len(choice) != 2 or type(choice[0]) is not str \
                or len(choice[0]) > MAX_LABEL or type(choice[1]) is not int \
                or not 0 <= choice[1] <= 1000:
            return "a hint choice must be [label, thousandths]"
    return None


def table_problem(table: Any, players: int, actions: int) -> str | None:
    """What is wrong with a stored table section, in a few words; None when valid.

    ``table``: the decoded ``table`` field; ``players``: the save's seat count;
    ``actions``: its action count (no record may point past it).
    """
    if type(table) is not dict or tuple(table) != KEYS:
        return "'table' must be a map of " + ", ".join(KEYS) + ", in this order"
    if type(table["undo"]) is not bool or type(table["hints"]) is not bool:
        return "'table' undo and hints must be true or false"
    for key in ("undos", "hint_log", "answers"):
        if type(table[key]) is not list or len(table[key]) > MAX_RECORDS:
            return f"'table' {key} must be a list of at most {MAX_RECORDS}"
    for entry in table["undos"]:
        problem = _undo_problem(entry, players, actions)
        if problem:
            return problem
    for entry in table["hint_log"]:
        problem = _hint_problem(entry, players, actions)
        if problem:
            return problem
    for entry in table["answers"]:
        if type(entry) is not list or len(entry) != 2 or type(entry[0]) is not str \
                or not _HASH.fullmatch(entry[0]) or not _is_action(entry[1]):
            return "an AI answer must be [state hash, action]"
    return None


def plain_table(table: Any) -> dict:
    """A copy of a table section fit to write: ``default_table()`` for None; lists
    copied so a save being written does not share them with the live table.
    Raises ``ValueError`` for a map that is not a table section."""
    if table is None:
        return default_table()
    if not isinstance(table, dict) or set(table) != set(KEYS):
        raise ValueError("the table section must have the keys " + ", ".join(KEYS))
    return {"undo": bool(table["undo"]), "hints": bool(table["hints"]),
            "undos": [dict(e, removed=list(e["removed"])) for e in table["undos"]],
            "hint_log": [dict(e, choices=[list(c) for c in e["choices"]])
                         for e in table["hint_log"]],
            "answers": [list(e) for e in table["answers"]]}
