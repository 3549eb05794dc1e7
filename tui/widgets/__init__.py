"""Widgets every game screen may use: header, board, hand, status, actions, log, a
choice cycler, option fields and the thinking line. A game's own panels live in
``tui/games/<game>/``. Names are imported at first use (PEP 562)."""
import importlib

_WHERE = {"ActionList": "actions", "BoardPanel": "board", "Cycle": "cycle", "HandPanel": "hand",
          "HeaderLine": "header", "LogPanel": "log", "StatusPanel": "status"}


def __getattr__(name: str):
    """Import a widget class at first use."""
    if name not in _WHERE:
        raise AttributeError(f"module 'tui.widgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    globals()[name] = value
    return value


__all__ = list(_WHERE)
