"""Actions: every decision a player makes is one ``Action``."""
from __future__ import annotations

from typing import Any

from .errors import IllegalAction

_set = object.__setattr__

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


class LazyLabel:
    """An action's words, written only when read: ``template.format(*parts)``
    where each part is a plain value or a ``(function, *arguments)`` tuple
    called then. Everything it holds must stay as it was when the action was
    made (strings, numbers, hexes, content tables such as a board)."""

    __slots__ = ("template", "parts")

    def __init__(self, template: str, *parts: Any):
        self.template = template
        self.parts = parts

    def text(self) -> str:
        """The label's words."""
        return self.template.format(*(p[0](*p[1:]) if type(p) is tuple else p
                                      for p in self.parts))

    def __bool__(self) -> bool:
        return True


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


class Action:
    """One decision: a ``kind`` plus named arguments, with a human label.

    ``kind`` is a short string ("play", "pass", "draw", ...); ``args`` is a
    tuple of ``(name, value)`` pairs whose values are str, int, bool, None or
    tuples of those. Two actions are equal when kind and args are equal; the
    label is only for people and is ignored by equality. Actions are
    immutable (setting an attribute raises ``AttributeError``).

    ``label`` may be given as a string or as a ``LazyLabel``: a list offers
    far more actions than anybody reads (every space a figure can reach), so
    games may leave the words to be written when ``action.label`` is first
    read. A lazy label holds only values fixed when the action was made, so
    it reads the same whenever it is written.
    """

    __slots__ = ("kind", "args", "_label")

    def __init__(self, kind: str, args: tuple = (), label: "str | LazyLabel" = ""):
        _set(self, "kind", kind)
        _set(self, "args", args)
        _set(self, "_label", label)

    @property
    def label(self) -> str:
        """Short human text, e.g. "Play Shield Bash (Block 4, 2 B)"."""
        text = self._label
        if type(text) is not str:
            text = text.text()
            _set(self, "_label", text)
        return text

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot set {name!r}: an Action is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete {name!r}: an Action is immutable")

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return self.kind == other.kind and self.args == other.args
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __repr__(self) -> str:
        return f"Action(kind={self.kind!r}, args={self.args!r}, label={self.label!r})"

    def __reduce__(self):
        return (Action, (self.kind, self.args, self.label))

    def __copy__(self) -> "Action":
        return self

    def __deepcopy__(self, memo: dict) -> "Action":
        return self

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
