"""HeroCard Orc Wars on screen (``orc-wars``; engine: ``engine/orc_wars/``).

``screen.py`` is the game screen (with ``map_keys.py``: focus, cursor and
Enter on a hex; ``hint_line.py``: the line under the map; ``turn_keys.py``:
e and r): ``hexmap.py`` the map, ``status.py`` the
Elves, clans and King, ``hand.py`` the hand; ``text.py`` (with ``glyphs.py``
and ``map_choices.py``) the words, glyphs and map choices. The campaign:
``campaign.py`` (list and campaign screens), ``campaign_dialogs.py`` (new
campaign, start a scenario) and ``campaign_flow.py`` (campaign files and
recording results).
"""
from __future__ import annotations

import sys

from tui.games import Campaigns


def game_screen(session):
    """The Orc Wars screen for ``session``."""
    from .screen import OrcWarsScreen
    return OrcWarsScreen(session)


def _list_screen():
    from .campaign import CampaignListScreen
    return CampaignListScreen()


def _campaign_screen(path):
    from .campaign import CampaignScreen
    return CampaignScreen(path)


CAMPAIGN = Campaigns("Orc Wars campaign", _list_screen, _campaign_screen)


def attach_campaign(session) -> None:
    """Tie a session loaded from a campaign save to its campaign file."""
    from .campaign_flow import attach
    attach(session)


def release_campaigns() -> None:
    """Close the campaign files held open (if the campaign code was ever loaded)."""
    flow = sys.modules.get(__name__ + ".campaign_flow")
    if flow is not None:
        flow.release_all()
