"""Rules revisions: which version of a game's rules a game is played under (issue 41).

A game whose rules change in what is legal or what happens (an Attack
Sequence that waits for every pass, a card's new cost) keeps playing games
that began under the older rules: every game records its revision in its
options under ``"rules"`` (``RULES_OPTION``), a whole number from 1 (the
rules before revisions were recorded) to the game's ``Game.rules_revision``
(the default for a new game). The option is not in ``option_specs``, so no
form or command line offers it; saves carry it, and a save written before
revisions existed is read as revision 1 (``saves/format.py``, format 2 to 3).

Revision 1 leaves no trace in ``full_data()`` (``hashed_options``), so the
state hash of a game under revision 1 is what it was before revisions
existed and the saves of that time replay to the same hash.
"""
from __future__ import annotations

from typing import Any

from .errors import BadOptions

RULES_OPTION = "rules"
FIRST_REVISION = 1


def split_rules(options: Any, current: int) -> tuple[int, Any]:
    """``(revision, options without "rules")`` from a game's options map.

    ``options``: the options given to ``validate_options`` (a map, None or
    anything else, passed on untouched when it is not a map); ``current``:
    the game's newest revision, the default. Raises ``BadOptions`` (one line)
    for a revision that is not a whole number from 1 to ``current``.
    """
    if not isinstance(options, dict) or RULES_OPTION not in options:
        return current, options
    rest = dict(options)
    revision = rest.pop(RULES_OPTION)
    if type(revision) is not int or not FIRST_REVISION <= revision <= current:
        raise BadOptions(f"rules: the rules revision must be a whole number from "
                         f"{FIRST_REVISION} to {current}, not {str(revision)[:20]!r}")
    return revision, rest


def revision_of(options: Any) -> int:
    """The rules revision recorded in a game's options (1 when none is)."""
    if isinstance(options, dict) and type(options.get(RULES_OPTION)) is int:
        return options[RULES_OPTION]
    return FIRST_REVISION


def hashed_options(options: dict) -> dict:
    """``options`` as ``full_data()`` holds them: without ``"rules"`` at revision 1,
    so games under the first revision hash as they did before revisions existed."""
    if options.get(RULES_OPTION) == FIRST_REVISION:
        return {k: v for k, v in options.items() if k != RULES_OPTION}
    return options


def rules_text(game: Any, options: Any, notes: bool = True) -> str:
    """One line naming the rules a game is played under, for the game-over and
    ``herotable saves show``: "rules revision 2 (current): ...", or
    "rules revision 1 of 2 (older rules, kept for this game): ...".

    ``game``: the ``Game``; ``options``: the game's options; ``notes``: add the
    game's few words on that revision (``Game.rules_notes``). Games that never
    changed their rules say "rules revision 1 (current)".
    """
    current = getattr(game, "rules_revision", None) or FIRST_REVISION
    revision = revision_of(options)
    note = (getattr(game, "rules_notes", {}) or {}).get(revision) if notes else None
    if revision == current:
        head = f"rules revision {revision} (current)"
    else:
        head = f"rules revision {revision} of {current} (older rules, kept for this game)"
    return f"{head}: {note}" if note else head
