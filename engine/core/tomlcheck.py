"""Strict checks for TOML content files: one-line ``ContentError`` on any fault.

Every content loader (heroes, Hero Realms cards, ...) validates its tables
field by field with a ``Checker`` bound to the file name, so every error
names the file, the entry and the field.
"""
from __future__ import annotations

import re
from typing import Any

from .errors import ContentError

ID_RE = re.compile(r"[a-z0-9-]+")

#: Default of an effect parameter that must be given (see ``Checker.effect_params``).
REQUIRED = object()

#: The largest whole number any content field takes unless it says otherwise
#: (no count, cost, score or coordinate in any game comes near it).
MAX_INT = 999


class Checker:
    """Validation helpers bound to one file name."""

    def __init__(self, file: str):
        self.file = file

    def fail(self, entry: str, field: str, problem: str) -> None:
        raise ContentError(self.file, entry, field, " ".join(str(problem).split()))

    def table(self, data: Any, entry: str, field: str) -> dict:
        if not isinstance(data, dict):
            self.fail(entry, field, f"expected a table, got {type_name(data)}")
        return data

    def keys(self, data: dict, allowed, entry: str, prefix: str = "") -> None:
        for key in data:
            if key not in allowed:
                self.fail(entry, prefix + str(key), "unknown key (allowed: "
                          + ", ".join(allowed) + ")")

    def required(self, data: dict, spec: dict, entry: str, prefix: str = "") -> None:
        for key, needed in spec.items():
            if needed and key not in data:
                self.fail(entry, prefix + str(key), "missing required key")

    def string(self, value: Any, entry: str, field: str, *, line: bool = True) -> str:
        if not isinstance(value, str):
            self.fail(entry, field, f"expected a string, got {type_name(value)}")
        if not value.strip():
            self.fail(entry, field, "must not be empty")
        if line and ("\n" in value or "\r" in value):
            self.fail(entry, field, "must be a single line")
        return value

    def integer(self, value: Any, entry: str, field: str, minimum: int | None = None,
                maximum: int | None = None) -> int:
        if type(value) is not int:
            self.fail(entry, field, f"expected an integer, got {type_name(value)}")
        maximum = MAX_INT if maximum is None else maximum
        if minimum is not None and value < minimum:
            self.fail(entry, field, f"must be at least {minimum}, got {value}")
        if value > maximum:
            self.fail(entry, field, f"must be at most {maximum}, got {str(value)[:40]}")
        return value

    def boolean(self, value: Any, entry: str, field: str) -> bool:
        if type(value) is not bool:
            self.fail(entry, field, f"expected true or false, got {type_name(value)}")
        return value

    def enum(self, value: Any, choices, entry: str, field: str) -> str:
        if not isinstance(value, str) or value not in choices:
            self.fail(entry, field, f"{value!r} is not one of: " + ", ".join(choices))
        return value

    def ident(self, value: Any, entry: str, field: str) -> str:
        self.string(value, entry, field)
        if not ID_RE.fullmatch(value):
            self.fail(entry, field, f"{value!r} must match [a-z0-9-]+")
        return value


    def effect_params(self, data: dict, name: str, spec: dict, entry: str, field: str,
                      int_maximum: int | None = None) -> tuple:
        """Check the parameters of one effect primitive; return them as sorted pairs.

        ``data``: the effect's TOML table (its ``effect`` key is skipped);
        ``spec``: parameter -> ``((check, detail), default)`` where check is
        "enum" (detail: the choices), "int" (detail: the minimum) or "bool",
        and a default of ``REQUIRED`` means the parameter must be given.
        Raises ``ContentError`` for an unknown, missing or ill-typed parameter.
        """
        for key in data:
            if key != "effect" and key not in spec:
                self.fail(entry, f"{field}.{key}",
                          f"unknown parameter for {name} (allowed: {', '.join(spec) or 'none'})")
        params = []
        for key, ((check, detail), default) in sorted(spec.items()):
            pfield = f"{field}.{key}"
            if key not in data:
                if default is REQUIRED:
                    self.fail(entry, pfield, f"{name} needs parameter {key}")
                params.append((key, default))
                continue
            value = data[key]
            if check == "enum":
                self.enum(value, detail, entry, pfield)
            elif check == "int":
                self.integer(value, entry, pfield, detail, int_maximum)
            else:
                self.boolean(value, entry, pfield)
            params.append((key, value))
        return tuple(params)


def type_name(value: Any) -> str:
    """TOML-ish name of a Python value's type, for messages."""
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a float"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "an array"
    return type(value).__name__
