"""Actions: every decision a player makes is one ``Action``."""
from __future__ import annotations

import functools
from collections import _tuplegetter  # namedtuple's field getter (C)
from typing import Any

from .errors import IllegalAction


_PRIMITIVES = (str, int, bool, type(None))
_ATOMS = frozenset(_PRIMITIVES)


_tuple_new = tuple.__new__

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


class Action(tuple):
    """One decision: a ``kind`` plus named arguments, with a human label.

    ``kind`` is a short string ("play", "pass", "draw", ...); ``args`` is a
    tuple of ``(name, value)`` pairs whose values are str, int, bool, None or
    tuples of those. Two actions are equal when kind and args are equal; the
    label is only for people and is ignored by equality. Actions are
    immutable (setting an attribute raises ``AttributeError``).

    ``label`` is a string, or a lazy label: a tuple ``(function, *arguments)``
    whose call gives the string whenever ``action.label`` is read. A list
    offers far more actions than anybody reads (every space a figure can
    reach), so games may leave those words unwritten. A lazy label must hold
    only values fixed when the action was made (strings, numbers, hexes,
    content tables such as a board, never a state), so it reads the same
    whenever it is written.

    An action is stored as the tuple ``(kind, args, label)`` (one C call to
    make, where a list offers dozens); treat it as an ``Action``, not a
    sequence. ``new_action((kind, args, label))`` makes one without the
    Python-level constructor, for lists built in hot loops (no checks: args
    must already be sorted and frozen, as ``make`` leaves them).
    """

    __slots__ = ()

    def __new__(cls, kind: str, args: tuple = (), label: str | tuple = ""):
        return _tuple_new(cls, (kind, args, label))

    kind = _tuplegetter(0, "The action's kind, e.g. \"play\".")
    args = _tuplegetter(1, "The ``(name, value)`` pairs, sorted by name.")

    @property
    def label(self) -> str:
        """Short human text, e.g. "Play Shield Bash (Block 4, 2 B)"."""
        text = self[2]
        if type(text) is tuple:
            return text[0](*text[1:])
        return text

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot set {name!r}: an Action is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete {name!r}: an Action is immutable")

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return self[1] == other[1] and self[0] == other[0]
        return NotImplemented

    def __ne__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return self[1] != other[1] or self[0] != other[0]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self[:2])

    # a tuple's ordering would compare labels: actions have no order
    def __lt__(self, other: Any):
        return NotImplemented

    __le__ = __gt__ = __ge__ = __lt__

    def __repr__(self) -> str:
        return f"Action(kind={self.kind!r}, args={self.args!r}, label={self.label!r})"

    def __reduce__(self):
        return (Action, (self[0], self[1], self.label))

    def __copy__(self) -> "Action":
        return self

    def __deepcopy__(self, memo: dict) -> "Action":
        return self

    @classmethod
    def make(cls, kind: str, label: str = "", /, **args: Any) -> "Action":
        """Build an action from keyword arguments (sorted by name)."""
        if len(args) == 1:
            ((k, v),) = args.items()
            return _tuple_new(cls, (kind, ((k, v if type(v) in _ATOMS else _freeze(v)),),
                                    label or kind))
        return _tuple_new(cls, (kind, tuple(sorted((k, v if type(v) in _ATOMS else _freeze(v))
                                                   for k, v in args.items())), label or kind))

    def arg(self, name: str, default: Any = None) -> Any:
        """The value of argument ``name`` (tuples for lists), or ``default``."""
        for key, value in self[1]:
            if key == name:
                return value
        return default

    def to_data(self) -> dict:
        """msgpack-ready primitives: ``{"kind": str, "args": {name: value}}``."""
        return {"kind": self[0], "args": {k: _thaw(v) for k, v in self[1]}}

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


def frozen_arg(value: Any) -> Any:
    """An action argument as ``Action.make`` stores it: str, int, bool and None
    as they are, lists and tuples as tuples (at most ``MAX_DEPTH`` deep), for
    args given to ``new_action``. Raises ``IllegalAction`` on other types."""
    return value if type(value) in _ATOMS else _freeze(value)


# ``new_action((kind, args, label))``: an Action straight from its tuple (see the class)
new_action = functools.partial(_tuple_new, Action)
