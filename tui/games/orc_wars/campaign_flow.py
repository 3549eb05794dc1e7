"""Campaign games in the TUI: holding campaign files, starting a scenario, recording results.

No rules here: the levels and the options of a campaign game come from
``engine.orc_wars.campaign`` through ``saves.Campaign``. This module keeps
the campaign files this process holds open (``saves.open_campaign``, so a
second herotable cannot play the same campaign at the same time) and ties a
``GameSession`` to its campaign with a :class:`CampaignLink`: when the game
ends, the result goes into the campaign file.
"""
from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Mapping, Sequence

import saves
from engine.orc_wars import campaign as rules

GAME_ID = "orc-wars"
_held: dict[str, saves.OpenCampaign] = {}


def _key(path: Path) -> str:
    return os.path.realpath(path)


def hold(path: str | os.PathLike) -> saves.OpenCampaign:
    """The campaign file at ``path``, held open by this process (opened at first use).

    Raises ``saves.AlreadyOpen`` (another herotable has it) or the
    ``saves.SaveError`` of a file that cannot be read."""
    target = Path(path)
    held = _held.get(_key(target))
    if held is not None and not held.closed:
        return held
    held = saves.open_campaign(target)
    _held[_key(target)] = held
    return held


def create(folder: str | os.PathLike, names: Sequence[str]) -> saves.OpenCampaign:
    """A new campaign of ``names`` in save folder ``folder``, held open.

    Raises ``ValueError`` for bad names and ``saves.SaveError`` for the file."""
    held = saves.create_campaign(folder, names)
    _held[_key(held.path)] = held
    return held


def release_all() -> None:
    """Close every campaign file this process holds (when the app ends)."""
    for held in list(_held.values()):
        held.close()
    _held.clear()


def scenario_name(scenario: str) -> str:
    """A scenario's name ("The Prisoner"), or the id for an unknown one."""
    from engine.orc_wars.board import load_scenario
    try:
        return load_scenario(scenario).name
    except Exception:   # an id from an old file that this version lacks
        return scenario


def level_text(level: str) -> str:
    """"Trained (1 dirty trick)", "True Orc (no dirty tricks, restricted reinforcement)"."""
    tricks = rules.tricks_for(level)
    count = "no dirty tricks" if tricks == 0 else \
        "1 dirty trick" if tricks == 1 else f"{tricks} dirty tricks"
    extra = ", restricted reinforcement" if level == "true-orc" else ""
    return f"{rules.LEVEL_NAMES[level]} ({count}{extra})"


class CampaignLink:
    """What ties a game to its campaign: the campaign file and id.

    ``game_over(session)`` records the result once (in the campaign file's
    game in progress) and adds a line about it to the game's log.
    """

    def __init__(self, path: Path, campaign_id: str):
        self.path = Path(path)
        self.id = campaign_id
        self.recorded = False

    def game_over(self, session) -> str:
        """Record the finished game of ``session``; returns the line added to its log."""
        if self.recorded:
            return ""
        try:
            held = hold(self.path)
            campaign = held.campaign
            outcome = rules.outcome_of(session.state.winners())
            other = None
            if session.path is not None and campaign.is_in_progress(session.path):
                other = (f"it is a {session.game_id} game" if session.game_id != GAME_ID
                         else f"its campaign id is {session.campaign_id}"
                         if session.campaign_id != campaign.id
                         else campaign.game_mismatch(session.state.seed, session.state.options))
            if other is not None:
                line = (f"Campaign: this is not the game the campaign started ({other}); "
                        "its result is not recorded.")
            elif session.path is None or not campaign.finish(session.path, outcome):
                line = ("Campaign: this game is no longer the campaign's game in progress; "
                        "its result is not recorded.")
            else:
                held.save()
                line = result_line(campaign, campaign.history[-1])
        except (saves.SaveError, OSError, ValueError) as exc:
            line = f"Campaign: the result could not be recorded: {_one_line(exc)}"
        else:
            self.recorded = True
        session.log.append(line)
        return line


def result_line(campaign: saves.Campaign, game: dict) -> str:
    """The log line for a recorded game: who won, the Orc's new level, what is next."""
    scenario = game["scenario"]
    winner = {"orc": f"the Orc ({game['orc']}) wins", "elves": "the Elves win",
              "draw": "a draw"}.get(game["outcome"], game["outcome"])
    level = rules.LEVEL_NAMES[campaign.level(game["orc"], scenario)]
    ai = game.get("ai") or []
    if game["orc"] in ai:
        after = f"the AI played {game['orc']}'s Orc: {game['orc']} stays {level} there"
    else:
        after = f"{game['orc']} is now {level} there"
    if [a for a in ai if a != game["orc"]]:
        after += (f"; the AI's Elf ({', '.join(a for a in ai if a != game['orc'])}) "
                  "changes no level")
    return (f"Campaign: {scenario_name(scenario)}: {winner}. Recorded; {after}. "
            f"Next: {scenario_name(campaign.next_scenario())}.")


def start_game(held: saves.OpenCampaign, scenario: str, orc: str, heroes: Sequence[str],
               roles: Sequence[str], folder: str | os.PathLike, seed: int | None = None,
               ai: Mapping[str, str] | None = None, undo: bool = True):
    """Begin ``scenario`` in the campaign and return its ``GameSession`` (saved, linked).

    The Orc player's level sets the dirty tricks (``Campaign.begin``). ``ai``:
    ``{player name: bot spec}`` ("easy", "normal", "hard", or any
    ``engine.ai`` spec) for the seats the computer plays; the campaign records
    them with the game, and their games change no level of those players.
    ``undo``: the table's undo setting (``campaign --no-undo`` turns it off). A
    game still in progress is abandoned. Raises ``SessionError`` (one line).
    """
    from tui.session import GameSession, SessionError
    campaign = held.campaign
    if seed is None:
        # 63 random bits, as every new game (issue 40): the seed gives away every hand
        seed = secrets.randbelow(2 ** 63 - 1) + 1
    before = ([dict(g) for g in campaign.history], campaign.in_progress)
    try:
        ai = dict(ai or {})
        options = campaign.begin(scenario, orc, heroes, roles, seed=seed, ai=list(ai))
        seats = [{"kind": "ai", "bot": ai[name]} if name in ai else {"kind": "human"}
                 for name in options["names"]]
        session = GameSession.new(GAME_ID, len(campaign.players), seed, options, Path(folder),
                                  seats=seats, undo=undo)
        if session.path is not None:
            campaign.attach_save(session.path)
        held.save()
    except (ValueError, SessionError, saves.SaveError, OSError) as exc:
        campaign.history, campaign.in_progress = before   # nothing changed after all
        raise SessionError(_one_line(exc)) from None
    link = CampaignLink(held.path, campaign.id)
    session.campaign, session.campaign_id = link, campaign.id
    session.save()
    session.log.append(f"Campaign game: {orc} plays the Orc as "
                       f"{level_text(options['level'])}.")
    if ai:
        session.log.append(f"Played by the AI: {', '.join(campaign.in_progress['ai'])} "
                           "(recorded, but no level changes for that seat).")
    return session


def attach(session) -> None:
    """Tie a session loaded from a save carrying ``campaign_id`` to its campaign.

    The campaign file is ``<save folder>/campaigns/<id>.htcampaign``, the save
    folder being the save file's own. A missing or unreadable campaign file
    leaves the game playable, with a log line saying results will not be
    recorded. Raises ``SessionError`` when another herotable holds the
    campaign open. A game that ended before its result could be recorded
    is recorded now.
    """
    from tui.session import SessionError
    if not session.campaign_id or session.path is None:
        return
    try:
        path = saves.campaign_path(session.path.parent, session.campaign_id)
        hold(path)
    except saves.AlreadyOpen as exc:
        raise SessionError(_one_line(exc)) from None
    except (saves.SaveError, OSError, ValueError) as exc:
        session.log.append(f"Campaign file unavailable ({_one_line(exc)}); this game's "
                           "result will not be recorded.")
        return
    link = CampaignLink(path, session.campaign_id)
    session.campaign = link
    if session.state.is_over():
        campaign = hold(path).campaign
        if campaign.is_in_progress(session.path):
            link.game_over(session)
        else:
            link.recorded = True


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]
