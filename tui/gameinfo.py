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
    """(name, id) of the heroes a seat may pick in ``game_id`` ([] if none).

    The duel's come from its content module; any other game's from a per-seat
    ``heroes`` choice in its ``option_specs`` (No Time For Heroes), if it has one.
    """
    if game_id != "herocard-duel":
        try:
            game = engine.load_game(game_id)
            specs = game.option_specs(game.min_players)
        except Exception:  # a game still being written: no hero menu
            return []
        for spec in specs:
            if spec.id == "heroes" and spec.kind == "choice" and spec.per_seat:
                return [(c.label, c.value) for c in spec.choices]
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


def scenario_choices(game_id: str) -> list[tuple[str, str]]:
    """(name, id) of ``game_id``'s scenarios in the recommended order ([] if none).

    Names come from the game's content where it has them (Orc Wars' scenario
    files), else from the id ("orc-camp" -> "Orc Camp").
    """
    try:
        ids = list(engine.load_game(game_id).scenarios or [])
    except Exception:  # a game still being written: no scenario menu
        return []
    out = []
    for scenario in ids:
        name = None
        if game_id == "orc-wars":
            try:
                from engine.orc_wars.board import load_scenario
                name = load_scenario(scenario).name
            except Exception:  # an unreadable scenario file: its id will do
                name = None
        out.append((name or str(scenario).replace("-", " ").title(), scenario))
    return out
