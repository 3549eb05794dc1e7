"""Game options on the command line, built from ``Game.option_specs(players)``.

``--option NAME=VALUE`` (repeatable, for ``new`` and ``simulate``) sets any
option a game declares; a per-seat option takes one value per seat it
covers, comma separated (``--option roles=ranger,paladin``). A choice takes
its value or its label (``--option level="True Orc"``). The older flags
(``--names``, ``--heroes``, ``--scenario``, ``--level``) are the same options
under their own names. Nothing here knows any game: every check comes from
the specs, and the game itself validates the final map (``BadOptions``).
"""
from __future__ import annotations

import argparse
from typing import Any, Sequence

#: The flags that set one option each: option id -> (flag, words for "has no ...").
FLAGS = {"names": ("--names", "names to give"), "heroes": ("--heroes", "heroes to choose"),
         "scenario": ("--scenario", "scenarios"), "level": ("--level", "experience levels")}


class OptionError(ValueError):
    """A bad ``--option`` or option flag; the message is one line."""


def add_option_argument(parser: argparse.ArgumentParser) -> None:
    """Add the repeatable ``--option NAME=VALUE`` to ``parser``."""
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="set a game option (repeatable; per-seat values comma separated, "
                             "e.g. --option roles=ranger,paladin)")


def split_items(items: Sequence[str]) -> dict[str, str]:
    """``["a=1", "b=x,y"]`` as ``{"a": "1", "b": "x,y"}``; OptionError for a bad or
    repeated item."""
    out: dict[str, str] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise OptionError(f"--option takes NAME=VALUE, not {item!r}")
        if name in out:
            raise OptionError(f"--option {name} is given twice")
        out[name] = value
    return out


def spec_map(game, players: int) -> dict[str, Any]:
    """The game's option specs for ``players`` seats, by id."""
    return {spec.id: spec for spec in game.option_specs(players)}


def per_seat_count(spec, players: int) -> int:
    """How many values a per-seat option takes in a ``players``-seat game."""
    return len(spec.covered_seats(players))


def _counted(count: int, label: str) -> str:
    """``1 name``, ``2 names``, ``1 hero``, ``2 heroes``."""
    word = label.lower()
    if count != 1:
        word += "es" if word.endswith(("o", "s", "x")) else "s"
    return f"{count} {word}"


def _parse_one(spec, text: str, source: str) -> Any:
    """One value of ``spec`` (an unknown choice is named, with the known ones).
    Raises OptionError (one line)."""
    from engine import BadOptions
    try:
        return spec.parse(text)
    except BadOptions as exc:
        raise OptionError(f"{source}: {exc}") from None


def parse_value(spec, text: str, players: int, source: str) -> Any:
    """One option's value from command-line text (``source``: the flag, for errors).

    A per-seat option takes comma-separated values, one per seat it covers;
    each value is checked first (an unknown hero is named as such), then
    their count. Raises OptionError (one line)."""
    if not spec.per_seat:
        return _parse_one(spec, text, source)
    items = [t.strip() for t in text.split(",")]
    if not all(items):
        raise OptionError(f"{source}: empty {spec.label.lower()} in {text!r}")
    values = [_parse_one(spec, t, source) for t in items]
    wanted = per_seat_count(spec, players)
    if len(items) != wanted:
        if spec.seat_labels:
            raise OptionError(f"{source} gives {_counted(len(items), spec.label)} for "
                              f"{wanted} seat{'s' * (wanted != 1)} "
                              f"({', '.join(spec.seat_labels)}): one each, "
                              "comma separated")
        raise OptionError(f"{source} gives {_counted(len(items), spec.label)} for a "
                          f"{players}-player game: one per player, comma separated")
    return values


def players_for(game, given: int | None, texts: dict[str, str]) -> int:
    """The player count: ``given``, else the one that fits the per-seat values in
    ``texts`` (option id -> comma-separated text), else ``game.first_players()``."""
    if given is not None:
        return given
    for option_id, text in texts.items():
        count = len(text.split(","))
        for players in range(game.min_players, game.max_players + 1):
            spec = spec_map(game, players).get(option_id)
            if spec is None or not spec.per_seat:
                break
            if per_seat_count(spec, players) == count:
                return players
    return game.first_players()


def options_from(game, players: int, flags: dict[str, str | None],
                 items: Sequence[str]) -> dict:
    """The options map from the flags (option id -> text or None) and ``--option`` items.

    Raises OptionError for an option the game lacks, a value it refuses, a
    per-seat list of the wrong length, or an option set twice."""
    specs = spec_map(game, players)
    texts = split_items(items)
    options: dict = {}
    for option_id, text in flags.items():
        if text is None:
            continue
        flag, what = FLAGS.get(option_id, (f"--{option_id}", option_id))
        if option_id not in specs:
            raise OptionError(f"{game.id} has no {what}")
        if option_id in texts:
            raise OptionError(f"{option_id} is given twice ({flag} and --option)")
        options[option_id] = parse_value(specs[option_id], text, players, flag)
    for option_id, text in texts.items():
        if option_id not in specs:
            raise OptionError(f"unknown option {option_id!r} for {game.id} "
                              f"(known: {', '.join(specs)}; `herotable options {game.id}` "
                              "lists them with their values)")
        options[option_id] = parse_value(specs[option_id], text, players,
                                         f"--option {option_id}")
    return options


def seat_range(game) -> str:
    """The seat counts ``game`` takes in words for a message: "2-4", or "exactly 2"."""
    if game.min_players == game.max_players:
        return f"exactly {game.min_players}"
    return f"{game.min_players}-{game.max_players}"


def _value_text(value: Any) -> str:
    """An option value as the command line takes it (lists comma separated)."""
    if isinstance(value, (list, tuple)):
        return ",".join(_value_text(v) for v in value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else str(value)


def options_lines(game, players: int) -> list[str]:
    """What ``herotable options GAME`` prints: every option ``game`` takes with
    ``players`` seats, one block each: ``--option ID=VALUE``, its label and one-line
    help, its kind (per seat: how many values), its default, and each choice's value
    with its label. Reads the specs only; knows no game."""
    lines = [f"{game.id}: {game.title}, {seat_range(game)} players; options for {players}:"]
    for spec in game.option_specs(players):
        lines.append("")
        head = f"--option {spec.id}=VALUE   {spec.label}"
        lines.append(head + (f": {spec.help}" if spec.help else ""))
        kind = spec.kind
        if spec.kind == "int":
            kind += f" from {spec.minimum} to {spec.maximum}"
        elif spec.kind == "text" and spec.maximum:
            kind += f" of 1 to {spec.maximum} characters"
        if spec.per_seat:
            count = per_seat_count(spec, players)
            seats = ", ".join(spec.seat_labels) if spec.seat_labels else "one per seat"
            kind = f"{count} values, comma separated ({seats}), each {kind}"
            if spec.distinct:
                kind += ", all different"
        lines.append(f"    {kind}; default: {_value_text(spec.default) or '(none)'}")
        for choice in spec.choices:
            value = _value_text(choice.value)
            lines.append(f"    {value:<28} {choice.label}" if choice.label != value
                         else f"    {value}")
    return lines
