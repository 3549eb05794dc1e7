"""Stable digests of full game states."""
from __future__ import annotations

import hashlib
import json
from typing import Any


def _canon(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _canon(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (list, tuple)):
        return [_canon(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    raise TypeError(f"cannot hash value of type {type(value).__name__}")


def state_hash(state: Any) -> str:
    """Hex SHA-256 of ``state.full_data()``: equal across processes and runs.

    ``state`` is any engine state; ``full_data()`` must return nested dicts,
    lists and primitives covering everything, hidden information and the
    random generator included.
    """
    blob = json.dumps(_canon(state.full_data()), separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()
