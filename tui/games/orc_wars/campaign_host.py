"""Hosting an Orc Wars campaign's games (issue 40): ``herotable host --campaign ID``.

The campaign screen starts a scenario at one terminal; a hosted campaign
starts it at the host, with the same choices the screen makes by default:
the campaign's recommended next scenario (``--scenario`` for another), the
player who has been the Orc least (``--orc`` for another), the Elves'
heroes and roles as the game offers them first. When the game ends the
host records the result in the campaign file (as a local game does,
``CampaignLink``), and every seat's log offers the next scenario with the
command that hosts it.

No Textual here: the host runs headless.
"""
from __future__ import annotations

from pathlib import Path

import engine
import saves

from . import campaign_flow as flow


class CampaignHostError(Exception):
    """A campaign that cannot be hosted; its message is the one line to show."""


def default_orc(campaign: saves.Campaign) -> str:
    """The player who has been the Orc least in ``campaign`` (campaign order on ties)."""
    count = {p: 0 for p in campaign.players}
    for game in campaign.finished_games():
        count[game["orc"]] = count.get(game["orc"], 0) + 1
    return min(campaign.players, key=lambda p: count[p])


def campaign_session(folder: Path, campaign_id: str, scenario: str | None = None,
                     orc: str | None = None, ai_seats: dict[int, str] | None = None):
    """A ``GameSession`` of the campaign's next game, started and linked to it.

    ``folder``: the save folder; ``campaign_id``: the campaign (as ``herotable
    saves list`` shows it); ``scenario``/``orc``: None for the defaults above;
    ``ai_seats``: ``{seat index: bot spec}`` (0 the Orc, 1.. the Elves in
    campaign order, as ``campaign --ai`` reads them). A game of the campaign still in
    progress is resumed instead when it is the scenario asked for (or none
    was asked). Raises ``CampaignHostError`` (one line).
    """
    from ...session import GameSession, SessionError
    try:
        path = saves.campaign_path(folder, campaign_id)
    except ValueError as exc:
        raise CampaignHostError(str(exc)) from None
    if not path.exists():
        raise CampaignHostError(f"no campaign {campaign_id!r} in {folder}; "
                                "herotable campaign lists them")
    try:
        held = flow.hold(path)
    except (saves.SaveError, OSError) as exc:
        raise CampaignHostError(f"{path.name}: {exc}") from None
    campaign = held.campaign
    progress = campaign.in_progress
    if progress is not None and (scenario is None or scenario == progress["scenario"]):
        saved = campaign.save_path(progress.get("save"))
        if saved is not None and saved.exists():
            try:
                return GameSession.load(saved)
            except SessionError as exc:
                raise CampaignHostError(str(exc)) from None
    scenario = scenario or campaign.next_scenario()
    if scenario not in campaign.scenarios():
        raise CampaignHostError(f"no scenario {scenario!r}; the campaign's are: "
                                + ", ".join(campaign.scenarios()))
    orc = orc or default_orc(campaign)
    if orc not in campaign.players:
        raise CampaignHostError(f"{orc!r} does not play in this campaign ("
                                + ", ".join(campaign.players) + ")")
    specs = {s.id: s for s in engine.load_game(flow.GAME_ID).option_specs(
        len(campaign.players))}
    elves = len(campaign.players) - 1
    heroes = list(specs["heroes"].default)[:elves]
    roles = list(specs["roles"].default)[:elves]
    order = [orc] + [p for p in campaign.players if p != orc]
    ai = {order[i]: spec for i, spec in (ai_seats or {}).items() if 0 <= i < len(order)}
    try:
        session = flow.start_game(held, scenario, orc, heroes, roles, folder, ai=ai)
    except SessionError as exc:
        raise CampaignHostError(str(exc)) from None
    offer_next(session, campaign_id)
    return session


def next_line(campaign: saves.Campaign, campaign_id: str) -> str:
    """The offer every seat reads once a hosted campaign game is recorded."""
    scenario = campaign.next_scenario()
    return (f"Campaign: next is {flow.scenario_name(scenario)}, with "
            f"{default_orc(campaign)} as the Orc; the host starts it with: "
            f"herotable host --campaign {campaign_id}")


def offer_next(session, campaign_id: str) -> None:
    """Have ``session``'s campaign link add :func:`next_line` to the log once it
    has recorded the game's result (``CampaignLink.game_over``)."""
    link = session.campaign
    if link is None or getattr(link, "offers_next", False):
        return
    record = link.game_over

    def game_over(game_session) -> str:
        line = record(game_session)
        if link.recorded:
            try:
                game_session.log.append(next_line(flow.hold(link.path).campaign,
                                                  campaign_id))
            except (saves.SaveError, OSError):   # recorded; only the offer is lost
                pass
        return line
    link.game_over = game_over
    link.offers_next = True
