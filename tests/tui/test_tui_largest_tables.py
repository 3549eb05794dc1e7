"""Every seat's essentials on screen at 80x24 at each game's largest table (issue 41).

Orc Wars with 4 players showed one clan and cut the others without a word, and no
Elf's Role; Hero Realms with 4 players dropped Player 4 from the Players panel from
about turn 9, and in two against two cut the team line and the hand-over entry; No
Time For Heroes with 4 heroes cut the names to "Play 1" and "Lisavet". Each game
here at its most players, from a position the engine plays to."""
from __future__ import annotations

from textual.widgets import Static

from tui.games.hero_realms.screen import RealmScreen
from tui.games.no_time_for_heroes.screen import NoTimeScreen
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.session import GameSession
from tui.widgets import ActionList

import ow_driver
import realm_driver
from pilot_steps import reach, run_at_80x24


def _lines(widget: Static) -> list[str]:
    return str(widget.render()).splitlines()


def _fits(widget: Static, lines: list[str]) -> None:
    """No line passes the panel's width (the panel would cut it) and none is cut."""
    width = widget.content_region.width
    assert width > 0
    for line in lines:
        assert len(line) <= width and not line.endswith(("\u2026", "...")), (line, width)


def test_orc_wars_four_players(save_dir):
    """Race Through the Dark, seed 7, round 6: three Elves (each with the Role), the
    Orc, and the clans that do not fit named on the panel's last line."""
    session = GameSession.new("orc-wars", 4, 7, {"scenario": "race-through-the-dark"},
                              save_dir)
    state = reach(session, ow_driver.choose,
                  lambda s: len(s.history) >= 218 and s.current_player != 0, 400).state
    view = state.view(None)
    clans = [p["name"] for p in view["pools"]
             if p.get("kind") == "clan" and any((p.get("figures") or {}).values())]
    assert len(clans) >= 3

    async def body(pilot, screen):
        status = screen.query_one("#ow-status")
        lines = str(status.content).splitlines()
        text = " ".join(lines)
        for role in ("E1 Paladin", "E2 Ranger", "E3 Sorcerer"):
            assert role in text, lines
        assert "Orc hand" in text
        assert len(lines) + 1 <= status.region.height, (lines, status.region)
        assert lines[-1].startswith("+") and " rows" in lines[-1], lines
        assert len(lines[-1]) <= status.content_region.width, lines[-1]   # one row, whole
        for clan in clans:                        # on the panel, or named as left out
            assert clan in text, (clan, lines)

    run_at_80x24(session, OrcWarsScreen, body)


def _realms(save_dir, turn: int, options: dict) -> GameSession:
    session = GameSession.new("hero-realms", 4, 5, options, save_dir)
    return reach(session, realm_driver.choose, lambda s: s.view(None)["turn"] >= turn, 2000)


def test_hero_realms_four_players_free_for_all(save_dir):
    """Seed 5, turn 14: all four players and their Health on the Players panel (the
    ones whose turn it is not take one line each), none cut."""
    session = _realms(save_dir, 14, {})

    async def body(pilot, screen):
        board = screen.query_one("#realm-board")
        lines = _lines(board)
        assert len(lines) <= board.region.height - 1, (lines, board.region)   # under its rule
        for seat in range(4):
            assert any(f"Player {seat + 1}  Health " in line for line in lines), lines
        _fits(board, lines)

    run_at_80x24(session, RealmScreen, body)


def test_hero_realms_two_against_two(save_dir):
    """teams=2v2, seed 5, turn 12: both team lines with their shared Health, all four
    players, and the hand-over entry in full."""
    session = _realms(save_dir, 12, {"teams": "2v2"})

    async def body(pilot, screen):
        board = screen.query_one("#realm-board")
        lines = _lines(board)
        assert len(lines) <= board.region.height - 1, (lines, board.region)   # under its rule
        assert [line.split("  shared Health ")[0].strip() for line in lines
                if "shared Health" in line] == ["Team A", "Team B"], lines
        for seat in range(4):
            assert any(f"Player {seat + 1}  Health " in line for line in lines), lines
        _fits(board, lines)
        listing = screen.query_one(ActionList)
        assert "Hand over to Player 4" in listing.labels, listing.labels
        assert len("Hand over to Player 4") <= listing.content_region.width

    run_at_80x24(session, RealmScreen, body)


def test_no_time_for_heroes_four_heroes(save_dir):
    """Seed 5, the bid: every player's name and hero in full, wounds and Glory."""
    session = GameSession.new("no-time-for-heroes", 4, 5, {}, save_dir)
    heroes = [p["hero"] for p in session.state.view(None)["players"]]

    async def body(pilot, screen):
        panel = screen.query_one("#ntfh-heroes")
        lines = _lines(panel)
        assert len(lines) == 4
        for seat, (line, hero) in enumerate(zip(lines, heroes)):
            assert f"Player {seat + 1} {hero}" in " ".join(line.split()), lines
            assert " W0/" in line and " =" in line, line
        _fits(panel, lines)

    run_at_80x24(session, NoTimeScreen, body)
