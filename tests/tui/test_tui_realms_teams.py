"""The Hero Realms team view (two against two, option teams = "2v2";
docs/hero-realms.md "Two against two"): the board groups the players by team
under the team's shared Health, marks the team whose turn it is, shows a
waiting teammate's own Gold and Combat, and the option is reachable from
the command line (``--option teams=2v2``)."""
from __future__ import annotations

import pytest

import engine
from tui import cli
from tui.app import HerotableApp
from tui.games.hero_realms.board import render_realm_board
from tui.games.hero_realms.words import list_entries

GAME = engine.load_game("hero-realms")


def _team_game():
    state = GAME.new_game(4, seed=3, options={"teams": "2v2"})
    assert state.current_player == 2                 # Team B starts with this seed
    state.apply(next(a for a in state.legal_actions() if a.kind == "play"
                     and a.arg("card") == "gold"))
    state.apply(next(a for a in state.legal_actions() if a.kind == "hand_over"))
    return state


def test_board_groups_players_by_team_with_the_shared_health():
    state = _team_game()
    text = render_realm_board(state.view(3), 3, 60).plain.splitlines()
    assert text[0].startswith("Team A Player 1 + Player 2") and "shared Health 75" in text[0]
    team_b = next(i for i, line in enumerate(text) if line.startswith("Team B"))
    assert "(this turn)" in text[team_b] and "(this turn)" not in text[0]
    seat2 = next(line for line in text if line.startswith(" Player 3"))
    assert "Gold 1" in seat2                          # parked while Player 4 decides
    assert any("waits for a hand-over" in line for line in text)
    assert any(line.startswith(">Player 4") for line in text)


def test_board_marks_a_teammate_done_with_the_turn():
    state = _team_game()
    state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))
    text = render_realm_board(state.view(2), 2, 60).plain
    assert "done this turn" in text and ">Player 3" in text


def test_free_for_all_board_has_no_team_headers():
    state = GAME.new_game(4, seed=3)
    assert "Team" not in render_realm_board(state.view(0), 0, 60).plain


def test_the_hand_over_is_in_the_actions_list():
    state = GAME.new_game(4, seed=3, options={"teams": "2v2"})
    rows = [label for label, _ in list_entries(state.legal_actions(), state.view(2))]
    assert "Hand over to Player 4" in rows       # short enough for 80x24 (issue 41)


@pytest.fixture
def no_app(monkeypatch):
    started = []
    monkeypatch.setattr(HerotableApp, "run", lambda self, *a, **k: started.append(self))
    monkeypatch.setattr(cli, "has_terminal", lambda: True)   # the app never starts here
    return started


def test_team_mode_from_the_command_line(no_app, save_dir):
    assert cli.main(["new", "hero-realms", "--players", "4", "--option", "teams=2v2"]) == 0
    state = no_app[-1].initial_session.state
    assert state.team_mode and [p.health for p in state.players] == [75] * 4


def test_new_game_form_offers_teams_with_four_players(save_dir):
    """The new-game form (built from option_specs) shows a Teams field for Hero
    Realms with 4 players, hides it with 3; Two against two starts a team game."""
    import asyncio

    from tui.screens import NewGameScreen
    from tui.widgets import Cycle

    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("n")
            await pilot.pause()
            form = app.screen
            assert isinstance(form, NewGameScreen)
            # the form opens on the Game field (issue 15)
            while form.query_one("#game", Cycle).value != "hero-realms":
                await pilot.press("right")
                await pilot.pause()
            await pilot.press("tab")
            while form.query_one("#players", Cycle).value != 3:
                await pilot.press("right")
                await pilot.pause()
            field = form.query_one("#teams")
            assert not field.parent.display
            await pilot.press("right")
            await pilot.pause()
            assert form.query_one("#players", Cycle).value == 4
            assert field.parent.display
            field.focus()
            await pilot.pause()
            await pilot.press("right")
            await pilot.pause()
            assert "Two against two" in field.render().plain
            await pilot.press("enter")
            await pilot.pause()
            screens = [app.screen] + list(app.screen_stack)
            state = next(s.session.state for s in screens
                         if getattr(s, "session", None) is not None)
            assert state.team_mode and state.num_players == 4
    asyncio.run(run())


def test_a_board_too_tall_for_its_rows_says_whom_it_leaves_out():
    """Four players in two rows: each player in one line as far as the rows go, and
    the last row names who is left out, whole at the panel's width (issue 41)."""
    state = GAME.new_game(4, seed=3)
    lines = render_realm_board(state.view(0), 0, 30, rows=3).plain.splitlines()
    assert len(lines) == 3 and lines[0].startswith(">Player 1  Health")
    assert lines[-1].startswith("+2 rows: Player 3, Player 4") and len(lines[-1]) <= 30, lines
