"""What the new-game form offers for each game: its title, without importing it.

This is menu data, not rules: titles come from the engine's registry
(``engine.game_title``); every option of a game comes from its
``option_specs`` when the form shows that game.
"""
from __future__ import annotations

import engine


def game_choices() -> list[tuple[str, str]]:
    """(title, id) for every registered game, without importing any game."""
    return [(engine.game_title(game_id), game_id) for game_id in engine.GAMES]
