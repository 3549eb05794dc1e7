"""What the new-game form offers for each game: titles and per-seat choices.

This is menu data, not rules: hero lists come from the game's content module.
"""
from __future__ import annotations

import engine


def game_choices() -> list[tuple[str, str]]:
    """(title, id) for every registered game that can be loaded."""
    out = []
    for game_id in engine.GAMES:
        try:
            out.append((engine.load_game(game_id).title or game_id, game_id))
        except Exception:  # a game still being written: leave it out of the menu
            continue
    return out


def hero_choices(game_id: str) -> list[tuple[str, str]]:
    """(name, id) of the heroes a seat may pick in ``game_id`` ([] if none)."""
    if game_id != "herocard-duel":
        return []
    try:
        from engine.herocard import content
        heroes = content.load_heroes()
        return [(heroes[h].name, h) for h in content.hero_ids()]
    except Exception:  # content not available: fall back to the default options
        try:
            defaults = engine.load_game(game_id).default_options(4).get("heroes") or []
        except Exception:
            return []
        return [(str(h).replace("-", " ").title(), h) for h in defaults]
