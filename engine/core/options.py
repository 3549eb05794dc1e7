"""Game options as plain data: ``Game.option_specs(players)`` (DESIGN.md, "The engine contract").

Each game describes every option it takes as a list of :class:`OptionSpec`
records. The new-game form, the campaign dialogs and the command line are
built from these records, so no screen needs to know any game's options, and
:func:`validate_options` checks a full option map against them with one-line
``BadOptions`` errors.

Kinds:

- ``choice``: one of ``choices`` (each a :class:`Choice` with a value and a label);
- ``int``: a whole number from ``minimum`` to ``maximum``;
- ``bool``: True or False;
- ``text``: a short string (player names), 1 to ``maximum`` characters.

A ``per_seat`` option holds one value per seat (a list as long as
``seats``); ``distinct`` asks that no two seats share a value (Orc Wars roles).
``seats`` is the number of seats the option covers (the Elves only, say),
``None`` meaning every player; they are the seats from ``first_seat`` on
(Orc Wars' Elves: from seat 1, the Orc player being seat 0).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import BadOptions

KINDS = ("choice", "int", "bool", "text")


@dataclass(frozen=True)
class Choice:
    """One value a ``choice`` option may take, with the words a menu shows."""

    value: Any
    label: str

    def to_data(self) -> dict:
        """msgpack-ready ``{"value": ..., "label": str}``."""
        return {"value": self.value, "label": self.label}


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game, as data.

    ``id``: the key in the options map; ``label``: words for a form;
    ``kind``: one of ``KINDS``; ``default``: the value (a list for
    ``per_seat``); ``choices``: for ``choice``; ``minimum``/``maximum``: for
    ``int`` (and ``maximum`` length for ``text``); ``per_seat``: one value per
    seat; ``seats``: how many seats a per-seat option covers (None: all);
    ``seat_labels``: what to call each of those seats in a form ("Elf 1");
    ``distinct``: per-seat values must all differ; ``help``: one line;
    ``first_seat``: the first seat (0-based) a per-seat option with ``seats``
    covers; ``applies_with``: ``(option id, (values...))`` when the option matters
    only while that other option has one of those values (a form hides or greys it
    otherwise: Pack of Heroes' Draft size only with a draft), ``()`` always;
    ``follows``: for a per-seat option, the id of another per-seat option over
    the same seats whose value a form copies into this one, seat by seat, when
    the player changes it and has not set this one (Orc Wars: an Elf's hero
    follows its role, the hero of the role's name), ``""`` never.
    """

    id: str
    label: str
    kind: str
    default: Any
    choices: tuple[Choice, ...] = ()
    per_seat: bool = False
    seats: int | None = None
    seat_labels: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    distinct: bool = False
    help: str = ""
    first_seat: int = 0
    applies_with: tuple = ()
    follows: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"option {self.id!r}: kind must be one of {', '.join(KINDS)}")
        if self.kind == "choice" and not self.choices:
            raise ValueError(f"option {self.id!r}: a choice option needs choices")

    def covered_seats(self, players: int) -> list[int]:
        """The seats (0-based) a per-seat option covers in a ``players``-seat game."""
        count = self.seats if self.seats is not None else players
        return list(range(self.first_seat, min(players, self.first_seat + count)))

    def values(self) -> list:
        """The values a ``choice`` option accepts, in menu order."""
        return [c.value for c in self.choices]

    def label_of(self, value: Any) -> str:
        """The menu label of ``value`` (its ``str`` if it is not a listed choice)."""
        for c in self.choices:
            if c.value == value:
                return c.label
        return str(value)

    def parse(self, text: str) -> Any:
        """One value from command-line text (``--option id=text``).

        A choice matches a value or (case-insensitively) a label; ``bool``
        takes yes/no, true/false, on/off, 1/0. Raises ``BadOptions``.
        """
        text = text.strip()
        if self.kind == "int":
            try:
                return int(text)
            except ValueError:
                raise BadOptions(f"{self.id} takes a whole number, not {text!r}") from None
        if self.kind == "bool":
            low = text.lower()
            if low in ("1", "yes", "true", "on", "y"):
                return True
            if low in ("0", "no", "false", "off", "n"):
                return False
            raise BadOptions(f"{self.id} takes yes or no, not {text!r}")
        if self.kind == "choice":
            for c in self.choices:
                if str(c.value) == text or c.label.lower() == text.lower():
                    return c.value
            raise BadOptions(f"unknown {self.id} {text!r} (known: "
                             f"{', '.join(str(v) for v in self.values())})")
        return text

    def check_value(self, value: Any) -> None:
        """Raise ``BadOptions`` (one line) unless ``value`` is one legal value."""
        if self.kind == "choice":
            if value not in self.values():
                raise BadOptions(f"unknown {self.id} {value!r} (known: "
                                 f"{', '.join(str(v) for v in self.values())})")
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool) or \
                    (self.minimum is not None and value < self.minimum) or \
                    (self.maximum is not None and value > self.maximum):
                raise BadOptions(f"{self.id} must be a whole number from {self.minimum} "
                                 f"to {self.maximum}, not {value!r}")
        elif self.kind == "bool":
            if not isinstance(value, bool):
                raise BadOptions(f"{self.id} must be true or false, not {value!r}")
        else:
            most = self.maximum or 24
            if not isinstance(value, str) or not value.strip() or len(value) > most:
                raise BadOptions(f"{self.id} must be 1 to {most} characters, not {value!r}")

    def check(self, value: Any, players: int) -> None:
        """Raise ``BadOptions`` unless ``value`` is valid (a list for ``per_seat``)."""
        if not self.per_seat:
            self.check_value(value)
            return
        count = self.seats if self.seats is not None else players
        if not isinstance(value, list) or len(value) != count:
            raise BadOptions(f"{self.id} must list {count} value{'s' * (count != 1)}, "
                             "one per seat")
        for item in value:
            self.check_value(item)
        if self.distinct and len(set(map(repr, value))) != len(value):
            raise BadOptions(f"{self.id} must all differ")

    def to_data(self) -> dict:
        """msgpack-ready copy (choices as ``{"value", "label"}`` maps)."""
        return {"id": self.id, "label": self.label, "kind": self.kind,
                "default": self.default, "choices": [c.to_data() for c in self.choices],
                "per_seat": self.per_seat, "seats": self.seats,
                "seat_labels": list(self.seat_labels), "minimum": self.minimum,
                "maximum": self.maximum, "distinct": self.distinct, "help": self.help,
                "first_seat": self.first_seat,
                **({"applies_with": [self.applies_with[0], list(self.applies_with[1])]}
                   if self.applies_with else {}),
                **({"follows": self.follows} if self.follows else {})}

    def applies(self, options: dict) -> bool:
        """True unless ``applies_with`` names an option whose value in ``options``
        (a map of option id to value) is not one of the listed values."""
        if not self.applies_with:
            return True
        other, values = self.applies_with
        return other not in options or options[other] in values


def names_spec(players: int, prefix: str = "Player", labels: list[str] | None = None,
               most: int = 24) -> OptionSpec:
    """The usual per-seat ``names`` option: "Player 1", "Player 2", ... by default."""
    default = labels or [f"{prefix} {i + 1}" for i in range(players)]
    return OptionSpec("names", "Name", "text", list(default), per_seat=True,
                      maximum=most, help="what each seat is called on screen")


def validate_options(specs: list[OptionSpec], options: Any, players: int) -> dict:
    """Fill in defaults and check ``options`` against ``specs``; a full new map.

    ``options``: a map of option id to value, or None. Raises ``BadOptions``
    (one line) for a value that is not a map, an unknown option or a bad value.
    """
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise BadOptions("options must be a map")
    by_id = {s.id: s for s in specs}
    unknown = set(options) - set(by_id)
    if unknown:
        raise BadOptions(f"unknown option{'s' * (len(unknown) != 1)}: "
                         f"{', '.join(sorted(map(str, unknown)))} "
                         f"(known: {', '.join(by_id)})")
    full = {}
    for spec in specs:
        value = options.get(spec.id, spec.default)
        if isinstance(value, tuple):
            value = list(value)
        spec.check(value, players)
        full[spec.id] = list(value) if isinstance(value, list) else value
    return full

