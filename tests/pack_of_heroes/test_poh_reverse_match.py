"""Rulebook, "Game End": the reverse match swaps the teams. After a draft it
plays the two drafted teams (and the weapons held) swapped, with no new draft."""
from __future__ import annotations

import pytest

import engine
from engine.ai import SeatWindow, make_bot
from engine.pack_of_heroes.game import reverse_match_options


def _drafted_game(weapons: str):
    state = engine.load_game("pack-of-heroes").new_game(
        2, 7, {"team_method": "draft", "draft_teams": 4, "weapons": weapons})
    bots = [make_bot("heuristic", 1), make_bot("heuristic", 2)]
    while state.phase in ("draft", "weapons", "start") and not state.is_over():
        seat = state.current_player
        state.apply(bots[seat].choose(SeatWindow(state, seat)))
    return state


@pytest.mark.parametrize("weapons", ["off", "draft", "random"])
def test_reverse_match_after_a_draft_swaps_the_drafted_teams_and_weapons(weapons):
    state = _drafted_game(weapons)
    drafted = [sorted(h.id for h in state.heroes if h.owner == s) for s in (0, 1)]
    options = reverse_match_options(state)
    new = engine.load_game("pack-of-heroes").new_game(2, 99, options)
    assert new.phase == "start" and not new.draft_pool        # no second draft
    assert [sorted(h.id for h in new.heroes if h.owner == s) for s in (0, 1)] == \
        [drafted[1], drafted[0]]
    assert new.weapons == [state.weapons[1], state.weapons[0]]
    assert new.teams == [state.teams[1], state.teams[0]]
    # the saved options replay to the same set-up (saves call new_game with them)
    again = engine.load_game("pack-of-heroes").new_game(2, 99, new.options)
    assert [h.id for h in again.heroes] == [h.id for h in new.heroes]


def test_a_bad_rematch_is_refused_in_one_line():
    game = engine.load_game("pack-of-heroes")
    with pytest.raises(engine.BadOptions, match="rematch"):
        game.new_game(2, 1, {"team_method": "draft",
                             "rematch": {"heroes": [["nobody"] * 5, []], "weapons": [None, None]}})
    with pytest.raises(engine.BadOptions, match="rematch"):
        game.new_game(2, 1, {"team_method": "chosen", "rematch": {"heroes": [[], []],
                                                                   "weapons": [None, None]}})


def test_the_drafted_reverse_match_saves_and_loads(tmp_path):
    from tui.session import GameSession
    state = _drafted_game("draft")
    session = GameSession.new("pack-of-heroes", 2, 5, reverse_match_options(state), tmp_path)
    session.flush()
    loaded = GameSession.load(session.path)
    assert [h.id for h in loaded.state.heroes] == [h.id for h in session.state.heroes]
    assert loaded.state.weapons == [state.weapons[1], state.weapons[0]]


def test_the_reverse_match_is_played_under_the_current_rules_revision(monkeypatch):
    """Issue 41: a game keeps the rules revision it began under, but the reverse match
    is a new game: it takes the current one (here a pretend revision 2), not the
    first game's."""
    game = engine.load_game("pack-of-heroes")
    first = game.new_game(2, 7, {"rules": 1})
    monkeypatch.setattr(type(game), "rules_revision", 2)
    options = reverse_match_options(first)
    assert "rules" not in options
    assert game.new_game(2, 8, options).options["rules"] == 2
