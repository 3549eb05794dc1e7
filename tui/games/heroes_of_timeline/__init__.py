"""Heroes of Timeline on screen (``heroes-of-timeline``; engine: ``engine/heroes_of_timeline/``).

``screen.py`` is the game screen; ``glyphs.py`` draws the hex board (walls on
edges, facings, sectors, Key Tile, Deployment Zones, highlights) and the
inspector (the six sides of the hero under the cursor) as plain text.
"""
from __future__ import annotations


def game_screen(session):
    """The Heroes of Timeline screen for ``session``."""
    from .screen import TimelineScreen
    return TimelineScreen(session)
