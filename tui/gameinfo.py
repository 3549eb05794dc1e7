"""What the new-game form offers for each game: titles and per-seat choices.

This is menu data, not rules: titles come from the engine's registry (no
game imported); hero and scenario names from the game's TUI package
(``tui/games/<game>/``: ``hero_choices()``, ``scenario_name(id)``).
"""
from __future__ import annotations

import engine

from .games import package


def game_choices() -> list[tuple[str, str]]:
    """(title, id) for every registered game, without importing any game."""
    return [(engine.game_title(game_id), game_id) for game_id in engine.GAMES]


def hero_choices(game_id: str) -> list[tuple[str, str]]:
    """(name, id) of the heroes a seat may pick in ``game_id`` ([] if none)."""
    hook = getattr(package(game_id), "hero_choices", None)
    return list(hook()) if hook is not None else []


def scenario_choices(game_id: str) -> list[tuple[str, str]]:
    """(name, id) of ``game_id``'s scenarios in the recommended order ([] if none).

    Names come from the game's TUI package where it has them (Orc Wars' scenario
    files), else from the id ("orc-camp" -> "Orc Camp").
    """
    try:
        ids = list(engine.load_game(game_id).scenarios or [])
    except Exception:  # a game still being written: no scenario menu
        return []
    name_of = getattr(package(game_id), "scenario_name", None)
    out = []
    for scenario in ids:
        name = name_of(scenario) if name_of is not None else None
        out.append((name or str(scenario).replace("-", " ").title(), scenario))
    return out
