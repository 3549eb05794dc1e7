"""Campaign experience levels from exact result histories (rulebook "Dirty
Tricks": the experience table; herotable's exact Expert and True Orc
definitions in engine/orc_wars/campaign.py and docs/campaign.md).

Each test builds a history of finished games and checks the level at a
boundary: one game fewer or one more changes it.
"""
from __future__ import annotations

import pytest

import engine
from engine.orc_wars.campaign import (CampaignRuleError, GameResult, Record, game_options,
                                      is_true_orc, level, levels, next_scenario, outcome_of,
                                      record, scenario_level, table, tricks_for)

P, CAMP, REL, BOUNTY, HUNT, RACE = ("the-prisoner", "orc-camp", "the-relics", "bounty-hunter",
                                    "the-great-hunt", "race-through-the-dark")
ORDER = [P, CAMP, REL, BOUNTY, HUNT, RACE]


def orc(scenario, player="Ana", won=True, elves=("Bo",)):
    """One finished game with ``player`` as the Orc."""
    return GameResult(scenario, player, tuple(elves), "orc" if won else "elves")


def games(scenario, wins, losses, player="Ana"):
    return [orc(scenario, player, True)] * wins + [orc(scenario, player, False)] * losses


def test_scenarios_in_recommended_order():
    """Rulebook "Choosing a Scenario": The Prisoner first, then Orc Camp ...
    The Great Hunt; the bonus Race last (the campaign screen's rows)."""
    assert engine.load_game("orc-wars").scenarios == ORDER


def test_first_time_until_a_game_as_the_orc_ends():
    """First time: never played the scenario (as the Orc)."""
    assert level([], "Ana", P) == "first-time"
    assert level([orc(CAMP)], "Ana", P) == "first-time"        # another scenario
    assert level([GameResult(P, "Ana", ("Bo",), "abandoned")], "Ana", P) == "first-time"


def test_elf_games_do_not_count_toward_levels():
    """Our ruling: only games as the Orc count; Bo's Elf win and loss leave him first time."""
    history = [orc(P, "Ana", True), orc(P, "Ana", False)]
    assert record(history, "Bo", P) == Record(elf_played=2, elf_won=1)
    assert level(history, "Bo", P) == "first-time"


def test_novice_after_a_lost_game_and_a_draw():
    """Novice: played as the Orc but never won; a draw counts as played, not won."""
    assert level([orc(P, won=False)], "Ana", P) == "novice"
    assert level([GameResult(P, "Ana", ("Bo",), "draw")], "Ana", P) == "novice"
    assert level(games(P, 0, 5), "Ana", P) == "novice"


def test_trained_after_one_win():
    """Trained: won the scenario as the Orc at least once."""
    assert level(games(P, 1, 0), "Ana", P) == "trained"
    assert level(games(P, 1, 9), "Ana", P) == "trained"


def test_expert_needs_three_wins():
    """Expert: at least 3 wins as the Orc in the scenario (2 is not enough)."""
    assert level(games(P, 2, 0), "Ana", P) == "trained"
    assert level(games(P, 3, 0), "Ana", P) == "expert"


def test_expert_needs_half_of_the_games_won():
    """Expert: wins at least half of the games as the Orc: 3 of 6 yes, 3 of 7 no."""
    assert level(games(P, 3, 3), "Ana", P) == "expert"
    assert level(games(P, 3, 4), "Ana", P) == "trained"
    assert level(games(P, 4, 4), "Ana", P) == "expert"


def test_level_goes_down_when_the_share_drops():
    """Levels are recomputed from the whole history: an Expert who then loses
    twice (3 of 7) is Trained again."""
    history = games(P, 3, 2)
    assert level(history, "Ana", P) == "expert"
    history += [orc(P, won=False), orc(P, won=False)]
    assert level(history, "Ana", P) == "trained"


def _true_orc_history(extra_losses=0, expert_scenarios=(P, CAMP, REL)):
    history = []
    for scenario in expert_scenarios:
        history += games(scenario, 3, 0)
    return history + games(RACE, 0, extra_losses)


def test_true_orc_expert_in_three_scenarios():
    """True Orc: Expert in 3 scenarios (and 2/3 of all Orc games won).
    Expert in only 2 is not enough."""
    assert not is_true_orc(_true_orc_history(expert_scenarios=(P, CAMP)), "Ana")
    assert is_true_orc(_true_orc_history(), "Ana")


def test_true_orc_needs_two_thirds_overall():
    """9 wins of 13 games (>= 2/3) keeps the title; 9 of 14 loses it."""
    assert is_true_orc(_true_orc_history(extra_losses=4), "Ana")
    assert not is_true_orc(_true_orc_history(extra_losses=5), "Ana")
    assert level(_true_orc_history(extra_losses=5), "Ana", P) == "expert"


def test_true_orc_applies_to_every_scenario():
    """"Whatever the scenario": a True Orc is a True Orc even in a scenario
    never played; other players are unaffected."""
    history = _true_orc_history()
    assert level(history, "Ana", HUNT) == "true-orc"
    assert level(history, "Ana", P) == "true-orc"
    assert level(history, "Bo", HUNT) == "first-time"
    assert scenario_level(history, "Ana", HUNT) == "first-time"


def test_levels_are_per_player():
    history = [orc(P, "Ana", True), orc(P, "Bo", False, elves=("Ana",))]
    assert levels(history, ["Ana", "Bo"], [P, CAMP]) == {
        "Ana": {P: "trained", CAMP: "first-time"}, "Bo": {P: "novice", CAMP: "first-time"}}
    assert table(history, ["Ana"], [P])["Ana"][P] == Record(1, 1, 1, 1)


@pytest.mark.parametrize("level_id,count", [("first-time", 3), ("novice", 2), ("trained", 1),
                                            ("expert", 0), ("true-orc", 0)])
def test_tricks_by_level(level_id, count):
    """The dirty trick table: 3 / 2 / 1 / 0 / 0."""
    assert tricks_for(level_id) == count


def test_tricks_for_unknown_level():
    with pytest.raises(CampaignRuleError, match="unknown level"):
        tricks_for("master")


def test_outcome_from_winners():
    assert outcome_of([0]) == "orc"
    assert outcome_of([1, 2]) == "elves"
    assert outcome_of([]) == "draw"


def test_next_scenario_in_recommended_order():
    """The first scenario not yet played, then the one after the last game."""
    assert next_scenario([], ORDER) == P
    assert next_scenario([orc(P)], ORDER) == CAMP
    assert next_scenario([orc(P), orc(REL)], ORDER) == CAMP     # a skipped one comes first
    assert next_scenario([GameResult(P, "Ana", ("Bo",), "abandoned")], ORDER) == P
    everything = [orc(s) for s in ORDER]
    assert next_scenario(everything, ORDER) == P                # after the Race: wrap round
    assert next_scenario(everything + [orc(REL)], ORDER) == BOUNTY


def test_game_options_apply_the_orc_players_level():
    """The Orc player's level in the scenario becomes the ``level`` option; the
    Orc takes seat 0, the others are the Elves in campaign order."""
    history = games(P, 1, 0, player="Bo")
    options = game_options(history, ["Ana", "Bo", "Cy"], P, "Bo",
                           heroes=["ranger", "orc-king"], roles=["sorcerer", "paladin"])
    assert options == {"scenario": P, "level": "trained", "names": ["Bo", "Ana", "Cy"],
                       "heroes": ["ranger", "orc-king"], "roles": ["sorcerer", "paladin"]}
    state = engine.load_game("orc-wars").new_game(3, seed=2, options=options)
    assert state.view(0)["players"][0]["tricks_count"] == 1


def test_game_options_refusals():
    with pytest.raises(CampaignRuleError, match="not a player"):
        game_options([], ["Ana", "Bo"], P, "Cy")
    with pytest.raises(CampaignRuleError, match="different role"):
        game_options([], ["Ana", "Bo", "Cy"], P, "Ana", roles=["ranger", "ranger"])
    with pytest.raises(CampaignRuleError, match="one hero and one role"):
        game_options([], ["Ana", "Bo"], P, "Ana", heroes=["ranger", "paladin"])
    with pytest.raises(CampaignRuleError, match="2 to 4"):
        game_options([], ["Ana"], P, "Ana")
