"""No Time For Heroes on screen (``no-time-for-heroes``; engine: ``engine/no_time_for_heroes/``).

``screen.py`` is the game screen (with its help text): Battlefield, Market,
Heroes and Hand panels, the log and the actions list; ``words.py`` turns the
view into those panels' lines, the card under the cursor and the final count;
``solo_words.py`` and ``solo_inspection.py`` the solo mode's lines under the hero
and its inspector records.
"""
from __future__ import annotations


def game_screen(session):
    """The No Time For Heroes screen for ``session``."""
    from .screen import NoTimeScreen
    return NoTimeScreen(session)


def hero_choices() -> list[tuple[str, str]]:
    """(name, id) of the heroes a seat may pick ("Random" first), for ``--heroes``."""
    import engine
    game = engine.load_game("no-time-for-heroes")
    spec = next(s for s in game.option_specs(game.min_players) if s.id == "heroes")
    return [(c.label, c.value) for c in spec.choices]
