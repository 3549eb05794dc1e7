"""Actions: every decision a player makes is one ``Action``."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction

_PRIMITIVES = (str, int, bool, type(None))


MAX_DEPTH = 4  # action arguments are flat values or short lists of them


def _freeze(value: Any, depth: int = 0) -> Any:
    if isinstance(value, _PRIMITIVES):
        return value
    if isinstance(value, (list, tuple)):
        if depth >= MAX_DEPTH:
            raise IllegalAction("action argument nested too deeply")
        return tuple(_freeze(v, depth + 1) for v in value)
    raise IllegalAction(f"action argument of unsupported type {type(value).__name__}")


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True)
class Action:
    """One decision: a ``kind`` plus named arguments, with a human label.

    ``kind`` is a short string ("play", "pass", "draw", ...); ``args`` is a
    tuple of ``(name, value)`` pairs whose values are str, int, bool, None or
    tuples of those. Two actions are equal when kind and args are equal; the
    label is only for people and is ignored by equality.
    """

    kind: str
    args: tuple = ()
    label: str = field(default="", compare=False)

    @classmethod
    def make(cls, kind: str, label: str = "", /, **args: Any) -> "Action":
        """Build an action from keyword arguments (sorted by name)."""
        return cls(kind, tuple(sorted((k, _freeze(v)) for k, v in args.items())), label or kind)

    def arg(self, name: str, default: Any = None) -> Any:
        """The value of argument ``name`` (tuples for lists), or ``default``."""
        for key, value in self.args:
            if key == name:
                return value
        return default

    def to_data(self) -> dict:
        """msgpack-ready primitives: ``{"kind": str, "args": {name: value}}``."""
        return {"kind": self.kind, "args": {k: _thaw(v) for k, v in self.args}}

    @classmethod
    def from_data(cls, data: Any) -> "Action":
        """Inverse of :meth:`to_data`; raises ``IllegalAction`` on junk."""
        if not isinstance(data, dict) or set(data) - {"kind", "args"}:
            raise IllegalAction("action data must be a map with 'kind' and 'args'")
        kind, args = data.get("kind"), data.get("args", {})
        if not isinstance(kind, str) or not kind or not isinstance(args, dict):
            raise IllegalAction("action data has no valid 'kind' or 'args'")
        if not all(isinstance(k, str) for k in args):
            raise IllegalAction("action argument names must be strings")
        return cls.make(kind, **args)

    def __str__(self) -> str:
        return self.label
