"""Text from a save file made safe to show: no control characters, bounded, unique names.

A save is data someone else may have written (a shared file, an edited one):
a player name holding ``ESC ] 0;...BEL`` would retitle or clear the
terminal of whoever loads it, or lists it. Every string a save gives the
screen goes through here on the way in (``saves.game`` for a loaded game,
``saves.listing`` for the listings); such a save still loads, with its text
made safe, and says so (``SavedGame.cleaned``). docs/save-format.md, "Trust".
"""
from __future__ import annotations

from typing import Any, Sequence

NAME_LIMIT = 32
"""Characters kept of a player name from a save (what ``herotable new`` accepts)."""
TEXT_LIMIT = 64
"""Characters kept of other short text from a save (bot specs, scenario ids, turns)."""


def printable(text: Any, limit: int = TEXT_LIMIT) -> str:
    """``text`` (any value: ``str()`` of it) without the characters that are not
    printable (controls such as ESC and BEL, line breaks, tabs, text-direction
    and other format characters, lone surrogates), spaces trimmed, cut to
    ``limit`` characters. Never raises."""
    kept = "".join(ch for ch in str(text) if ch.isprintable())
    return kept.strip()[:limit].strip()


def shown(text: Any, limit: int | None = None) -> str:
    """``text`` for one line of a terminal: each character that is not printable
    becomes ``?`` (as ``ls`` shows odd file names), so a path or a message says
    that something was there without sending it to the terminal; cut to
    ``limit`` characters when given. Never raises."""
    line = "".join(ch if ch.isprintable() else "?" for ch in str(text))
    return line if limit is None else line[:limit]


def safe_names(names: Sequence[Any], limit: int = NAME_LIMIT) -> list[str]:
    """Player names a new game would accept, made from any names in a file.

    Each name: :func:`printable` and at most ``limit`` characters; an empty
    result (or a value that is no text) becomes "Player N" (N its seat from 1);
    a name equal to an earlier one ignoring case gets " 2", " 3", ... (its end
    cut to make room). Names that are already fine come back unchanged.
    """
    result: list[str] = []
    taken: set[str] = set()
    for seat, name in enumerate(names):
        base = printable(name, limit) if isinstance(name, str) else ""
        base = base or f"Player {seat + 1}"
        candidate, number = base, 1
        while candidate.casefold() in taken:
            number += 1
            tail = f" {number}"
            candidate = base[:limit - len(tail)].rstrip() + tail
        taken.add(candidate.casefold())
        result.append(candidate)
    return result


def safe_seats(seats: Sequence[dict], names: Sequence[str] | None = None) -> list[dict]:
    """Seat records ``{"name", "kind", "bot"}`` safe to show: ``names`` (already
    safe, one per seat) or else :func:`safe_names` of the seats' own names, and
    :func:`printable` bot specs (None stays None, a spec with nothing left
    becomes None). ``seats``: maps as ``saves.header`` checks them."""
    if names is None or len(names) != len(seats):
        names = safe_names([seat.get("name") for seat in seats])
    return [{"name": name, "kind": seat.get("kind", "human"),
             "bot": None if seat.get("bot") is None else (printable(seat["bot"]) or None)}
            for seat, name in zip(seats, names)]


def safe_header(options: dict, seats: Sequence[dict]) -> tuple[dict, list[dict], str | None]:
    """A save's ``options`` and ``seats`` with every name and bot spec safe to show.

    Returns ``(options, seats, note)``: the very ``options`` object when its
    ``names`` needed nothing (else a copy with safe names, within the
    engine's name limit), the seats (their names follow the options' when the
    file's seat names were the option names, as every save herotable writes
    has them), and None, or one line saying what was changed, for the log.
    """
    from engine.core.contract import MAX_NAME as ENGINE_NAME
    names = options.get("names")
    new_options = options
    if isinstance(names, list):
        clean = safe_names(names, min(ENGINE_NAME, NAME_LIMIT))
        if clean != names:
            new_options = {**options, "names": clean}
    raw = [seat.get("name") for seat in seats]
    same = isinstance(names, list) and raw == names
    new_seats = safe_seats(seats, new_options["names"] if same else None)
    if new_options is options and new_seats == [dict(s) for s in seats]:
        return options, list(seats), None
    shown_names = ", ".join(seat["name"] for seat in new_seats)
    return new_options, new_seats, (
        "This save held player names or computer-player settings that could not be "
        "shown as they were (control characters, repeats or too long); they were made "
        f"safe: the players are {shown_names}.")
