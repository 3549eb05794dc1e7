"""Each game's own screen, panels and words: one package per game, and the registry.

A game id maps to its TUI package in ``PACKAGES`` (one line per game, in the
order of ``engine.GAMES``). A game with no line here, or whose package is
missing, is played on the common screen (``tui/screens/game.py``) with the
generic board, hand and status panels.

**Adding a game**: write ``tui/games/<pkg>/`` (named like the engine package
``engine/<pkg>/``) whose ``__init__.py`` imports nothing heavy and defines
``game_screen(session)`` returning the game's ``GameScreen`` subclass
instance; optionally ``CAMPAIGN`` (a :class:`Campaigns` for a game that offers
campaigns) and ``attach_campaign(session)`` / ``release_campaigns()``. Then
add one line to ``PACKAGES``. Nothing else in ``tui/`` names a game:
``tests/tui/test_tui_layout.py`` checks it.

The registry imports a game's package only when that game is asked for, so
the title screen loads no game.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Callable, Optional

PACKAGES: dict[str, str] = {
    "herocard-duel": "tui.games.herocard",
    "orc-wars": "tui.games.orc_wars",
    "hero-realms": "tui.games.hero_realms",
    "no-time-for-heroes": "tui.games.no_time_for_heroes",
    "heroes-of-timeline": "tui.games.heroes_of_timeline",
    "pack-of-heroes": "tui.games.pack_of_heroes",
}


@dataclass(frozen=True)
class Campaigns:
    """What a game that offers campaigns gives the title screen and ``herotable campaign``.

    ``label``: the title screen's menu entry ("Orc Wars campaign");
    ``list_screen``: a zero-argument callable returning the campaign list screen;
    ``campaign_screen``: ``path -> Screen`` for one campaign file.
    """

    label: str
    list_screen: Callable[[], object]
    campaign_screen: Callable[[object], object]


def package(game_id: str) -> Optional[ModuleType]:
    """The TUI package of ``game_id`` (imported now), or None if it has none."""
    name = PACKAGES.get(game_id)
    if name is None:
        return None
    return importlib.import_module(name)


def game_screen(session):
    """The screen that plays ``session``: its game's own, else the common ``GameScreen``."""
    pkg = package(session.game_id)
    make = getattr(pkg, "game_screen", None)
    if make is None:
        from tui.screens.game import GameScreen
        return GameScreen(session)
    return make(session)


def campaigns() -> list[tuple[str, Campaigns]]:
    """(game id, ``Campaigns``) of every registered game that offers campaigns."""
    out = []
    for game_id in PACKAGES:
        offer = getattr(package(game_id), "CAMPAIGN", None)
        if offer is not None:
            out.append((game_id, offer))
    return out


def attach_campaign(session) -> None:
    """Tie a session loaded from a campaign save to its campaign (its game's package does it;
    nothing for a game without campaigns)."""
    hook = getattr(package(session.game_id), "attach_campaign", None)
    if hook is not None:
        hook(session)


def release_campaigns() -> None:
    """Let go of every campaign file held open by any game already loaded."""
    import sys
    for name in PACKAGES.values():
        hook = getattr(sys.modules.get(name), "release_campaigns", None)
        if hook is not None:
            hook()
