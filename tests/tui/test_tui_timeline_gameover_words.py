"""The game-over dialog of Heroes of Timeline gives each player's team, Domination
Points and heroes left (issue 15: it said "Player 1 (?): 0 VP" for both players
while the log said Player 2 won 4-0 on Domination Points)."""
from __future__ import annotations

import engine

from tui.describe import game_over_text


def test_timeline_game_over_lines_name_the_team_and_the_domination_points():
    state = engine.load_game("heroes-of-timeline").new_game(2, seed=1)
    view = state.view(None)
    view["players"][1]["dp"] = 4
    headline, lines = game_over_text(view, [1], ["Player 1", "Player 2"])
    team0, team1 = (p["team_name"] for p in view["players"])
    left0, left1 = (p["heroes_left"] for p in view["players"])
    assert headline == "Player 2 wins!"
    assert lines[0] == f"Player 1 ({team0}): 0 Domination Points, {left0} heroes left"
    assert lines[1] == f"Player 2 ({team1}): 4 Domination Points, {left1} heroes left"
    assert not any("VP" in line or "(?)" in line for line in lines)
