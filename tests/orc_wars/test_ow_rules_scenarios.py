"""Scenario rules and victory conditions from exact positions (rulebook
"Winning the Game", appendix "Race Through the Dark"; the five designed
scenarios' terms in docs/orc-wars.md "Victory terms").

Each scenario reaches a result for each of its sides' terms: the end position
is built and the deciding action applied.
"""
from __future__ import annotations

import pytest

from engine import hexgrid
from engine.orc_wars.board import load_scenario

WT = "white-tusk"
RACE = "race-through-the-dark"
SCENARIOS = ["the-prisoner", "orc-camp", "the-relics", "bounty-hunter", "the-great-hunt", RACE]


# ---------------------------------------------------------------- Race set-up


@pytest.mark.parametrize("players,orcs", [(2, 5), (3, 9), (4, 13)])
def test_race_starting_orcs_by_elves(ow, players, orcs):
    """Race Through the Dark, Set Up: 5 / 9 / 13 starting Orcs for 1 / 2 / 3 Elves."""
    state = ow.GAME.new_game(players, seed=3, options={"scenario": RACE})
    assert state.phase == "setup_tokens" and state.tokens_total == orcs


def _set_up(ow, players, seed=3):
    """Drive the Race set-up with the first legal choice each time."""
    state = ow.GAME.new_game(players, seed=seed, options={"scenario": RACE})
    while state.phase.startswith("setup"):
        state.apply(state.legal_actions()[0])
    return state


def test_race_tokens_one_per_tile_never_on_entrances_or_straddling(ow):
    """Race Through the Dark, Set Up: squad tokens face down, no more than one
    per tile, never on an entrance nor on a space straddling two tiles; their
    numbers add up to the starting Orcs."""
    state = ow.GAME.new_game(4, seed=3, options={"scenario": RACE})
    board = state.board
    while state.phase == "setup_tokens":
        offered = {tuple(a.arg("hex")) for a in state.legal_actions()}
        used = {board.tile_of(t["hex"]) for t in state.tokens}
        for h in offered:
            assert not board.hexes[h].entrance and not board.is_straddling(h)
            assert board.tile_of(h) not in used
        state.apply(state.legal_actions()[-1])
    tiles = [board.tile_of(t["hex"]) for t in state.tokens]
    assert len(tiles) == len(set(tiles)) <= 7
    assert sum(t["number"] for t in state.tokens) == 13


def test_race_elves_start_on_blue_entrances_one_per_space(ow):
    """Race Through the Dark, Set Up: each Elf starts on an entrance marked
    blue, only one Elf per space."""
    state = ow.GAME.new_game(4, seed=3, options={"scenario": RACE})
    while state.phase == "setup_tokens":
        state.apply(state.legal_actions()[0])
    blue = set(state.board.marked("elf_start"))
    starts = []
    while state.phase == "setup_elves":
        offered = {tuple(a.arg("hex")) for a in state.legal_actions()}
        assert offered == blue - set(starts)
        action = state.legal_actions()[0]
        starts.append(tuple(action.arg("hex")))
        state.apply(action)
    assert len(set(starts)) == 3


def test_race_elf_on_the_orcs_left_plays_first(ow):
    """Race Through the Dark, Special Rules: the Elf to the left of the Orc
    player (seat 1) takes the first turn."""
    state = _set_up(ow, 3)
    assert state.active == 1 and state.turn == 1 and state.phase == "discard"


def test_first_player_by_scenario(ow):
    """Scenarios (designed): the Orc plays first in The Great Hunt."""
    hunt = ow.GAME.new_game(2, seed=3, options={"scenario": "the-great-hunt"})
    while hunt.phase.startswith("setup"):
        hunt.apply(hunt.legal_actions()[0])
    assert hunt.turn == 1 and hunt.active == 0


# ---------------------------------------------------------------- Race reinforcement


def _race_reinforce(ow, elves, **kw):
    s = ow.position(RACE, players=len(elves) + 1, elves=elves,
                    orcs=[(WT, "brute", (4, 14))], phase="squad", hands={0: ["brace"]}, **kw)
    ow.act(s, "reinforce")
    return {ow.off(a.arg("hex")) for a in ow.find(s, "place_orc")}, s


def test_race_reinforces_on_the_highest_elf_tile_or_lower(ow):
    """Race Through the Dark, Special Rules: the Orc may only reinforce on a
    tile that contains an Elf or whose number is lower than the highest tile
    holding an Elf."""
    spots, s = _race_reinforce(ow, {1: (3, 18)})
    assert s.board.tiles_of(ow.at(3, 18)) == (3,)
    expected = {ow.off(h) for h in s.board.entrances() if s.board.tile_of(h) <= 3}
    assert spots == expected and {(0, 18), (3, 22), (1, 28)} <= spots
    assert not spots & {(0, 10), (9, 12), (3, 6), (0, 0)}      # tiles 5, 4, 6, 7


def test_race_highest_tile_is_the_elf_furthest_ahead(ow):
    """Race Through the Dark: with Elves on tiles 1 and 5, tile 5 and below are open."""
    spots, s = _race_reinforce(ow, {1: (3, 26), 2: (3, 10)})
    assert s.board.tiles_of(ow.at(3, 10)) == (5,)
    assert {(0, 10), (9, 12), (0, 18)} <= spots and not spots & {(3, 6), (9, 6), (0, 0)}


def test_race_elf_on_a_straddling_space_holds_both_tiles(ow):
    """Race Through the Dark (ruling: a straddling space lies on both its
    tiles): an Elf between tiles 3 and 4 opens tile 4's entrance."""
    spots, s = _race_reinforce(ow, {1: (4, 16)})
    assert s.board.tiles_of(ow.at(4, 16)) == (3, 4)
    assert (9, 12) in spots and (0, 10) not in spots


def test_race_never_reinforces_on_red_spaces(ow):
    """Race Through the Dark, Special Rules: the Orc may never place
    reinforcements on the spaces marked red."""
    spots, s = _race_reinforce(ow, {1: (3, 3)})
    red = {ow.off(h) for h in s.board.marked("escape")}
    assert red == {(2, 0), (3, 0), (4, 0)}
    assert not spots & red and (0, 0) in spots


# ---------------------------------------------------------------- escape


def test_escape_is_a_red_space_then_one_step_off_the_map(ow):
    """Race Through the Dark, Victory Conditions: escape means moving onto an
    escape space and then one more space to leave the map, in one move."""
    s = ow.position(RACE, elves={1: (3, 2)}, active=1)
    assert hexgrid.distance(ow.at(3, 2), ow.at(3, 0)) == 2
    events = ow.act(s, "escape", fig=ow.elf_fid(s, 1))
    assert "escaped" in ow.event_kinds(events)
    assert s.out == {1: "escaped"} and s.elf_figure(1) is None
    assert s.is_over() and s.winners() == [1]             # the last Elf on the map escaped


def test_escape_needs_a_step_to_spare(ow):
    """Race Through the Dark: an Elf 3 spaces from the red spaces can reach one
    but not leave this turn; standing on it, it leaves on its next move."""
    s = ow.position(RACE, elves={1: (3, 3)}, active=1)
    assert not ow.can(s, "escape") and ow.can_move(s, (3, 3), (3, 0))
    on_red = ow.position(RACE, elves={1: (3, 0)}, active=1)
    assert ow.can(on_red, "escape")


def test_elves_escape_only_from_red_spaces(ow):
    """Race Through the Dark: Elves may not escape from any space other than
    the red spaces (the corner entrance (0,0) is on the edge but not red)."""
    s = ow.position(RACE, elves={1: (0, 0)}, orcs=[(WT, "brute", (1, 0))], active=1)
    assert s.board.hexes[ow.at(0, 0)].entrance and not s.board.hexes[ow.at(0, 0)].escape
    assert not ow.can(s, "escape")


def test_no_escape_in_scenarios_without_escape_spaces(ow):
    """Winning the Game (designed): The Relics has no escape spaces, so no Elf
    ever leaves the map alive."""
    s = ow.position("the-relics", elves={1: (0, 4)}, active=1)
    assert s.board.hexes[ow.at(0, 4)].entrance and not ow.can(s, "escape")


def test_escaped_elf_cannot_return_and_the_others_play_on(ow):
    """Race Through the Dark: an Elf cannot return once it has left the map;
    the game goes on while another Elf is on the map."""
    s = ow.position(RACE, players=3, elves={1: (3, 2), 2: (3, 26)}, active=1,
                    hands={0: ["brace"], 2: ["sidestep"]})
    ow.act(s, "escape", fig=ow.elf_fid(s, 1))
    assert not s.is_over()
    ow.act(s, "end_turn")
    assert s.active == 2
    ow.act(s, "end_discard")                  # Elf 2: no cards to draw or clear
    ow.act(s, "end_turn")
    assert s.active == 0
    ow.act(s, "end_discard")                  # the Orc has no clan on the board ...
    assert s.phase == "choose"
    ow.act(s, "end_turn")                     # ... and does not refresh
    assert s.active == 2                      # Elf 1 never comes back


def test_race_elves_win_when_the_last_elf_on_the_map_escapes(ow):
    """Race Through the Dark, Victory Conditions: the Elves win if the last Elf
    on the map escapes (an Elf killed earlier does not matter)."""
    s = ow.position(RACE, players=3, elves={2: (4, 1)}, out={1: "dead"}, active=2)
    ow.act(s, "escape", fig=ow.elf_fid(s, 2))
    assert s.is_over() and s.winners() == [1, 2]


def test_race_orc_wins_when_the_last_elf_on_the_map_is_killed(ow):
    """Race Through the Dark, Victory Conditions: the Orc wins if the last Elf
    on the map is killed, even if another Elf escaped before."""
    s = ow.position(RACE, players=3, elves={2: (3, 26)}, out={1: "escaped"},
                    orcs=[(WT, "brute", (4, 26))], acting=WT, wounds={2: 3},
                    hands={0: ["savage-swipe"]})
    ow.attack(s, "savage-swipe", by=(4, 26), on=(3, 26))
    ow.pass_all(s)
    assert s.is_over() and s.winners() == [0]


# ---------------------------------------------------------------- every scenario


def _open_neighbour(board, h):
    return next(n for n in sorted(hexgrid.neighbours(h))
                if n in board.hexes and board.passable_for(n, "orc")
                and not board.hexes[n].king_start)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_orc_wins_when_no_elf_is_left_on_the_map(ow, scenario):
    """Winning the Game: every scenario's Orc wins when the last Elf on the map
    is killed (kill-all-elves)."""
    board = load_scenario(scenario).board
    elf = board.marked("elf_start")[0]
    orc = _open_neighbour(board, elf)
    s = ow.position(scenario, elves={1: ow.off(elf)}, orcs=[(WT, "brute", ow.off(orc))],
                    acting=WT, wounds={1: 4}, hands={0: ["savage-swipe"]})
    assert not s.is_over()
    ow.attack(s, "savage-swipe", by=ow.off(orc), on=ow.off(elf))
    ow.pass_all(s)
    assert s.is_over() and s.winners() == [0]


def test_prisoner_elves_win_by_freeing_him_and_escaping(ow):
    """The Prisoner (designed): an Elf on the prisoner's space frees him (a
    Restricted action); the Elves win when that Elf escapes with him."""
    s = ow.position("the-prisoner", elves={1: (11, 2)}, active=1)
    assert s.prisoner["hex"] == ow.at(10, 2)
    ow.move(s, (11, 2), (10, 2))
    ow.act(s, "free_prisoner")
    assert s.prisoner["with"] == 1
    out = ow.position("the-prisoner", elves={1: (0, 12)}, active=1)
    out.prisoner.update({"with": 1, "hex": None})
    ow.act(out, "escape", fig=ow.elf_fid(out, 1))
    assert out.is_over() and out.winners() == [1]
    assert out.view(0)["result"] == "the prisoner is rescued"
    assert s.view(0)["result"] is None


@pytest.mark.parametrize("role, moves_after", [("paladin", False), ("ranger", True)])
def test_freeing_the_prisoner_after_moving_leaves_no_move_but_the_rangers_second(
        ow, role, moves_after):
    """A playtester expected the freeing Elf to go on moving. Rulebook
    "Movement": one move of up to 3 spaces per action phase, before or after
    the attack, never interrupted by an action; only the Ranger's Role (move,
    attack, move again) gives a second move. Freeing is an action (as picking
    up a treasure): an Elf that moved onto the cell has used its move, the
    spaces it did not walk are lost; the Ranger still has its second move."""
    s = ow.position("the-prisoner", roles=[role], elves={1: (11, 2)}, active=1)
    ow.move(s, (11, 2), (10, 2))                 # one space of three
    ow.act(s, "free_prisoner")
    assert s.prisoner["with"] == 1
    assert bool(ow.destinations(s, (10, 2))) is moves_after
    assert ("move" in ow.kinds(s)) is moves_after and "end_turn" in ow.kinds(s)


def test_an_elf_that_frees_the_prisoner_before_moving_still_moves(ow):
    """Rulebook "Movement" (before or after the action): standing on the cell
    since its last turn, the Paladin frees him and then takes its one move."""
    s = ow.position("the-prisoner", elves={1: (10, 2)}, active=1)
    ow.act(s, "free_prisoner")
    assert (11, 2) in ow.destinations(s, (10, 2))
    ow.move(s, (10, 2), (11, 2))
    assert "move" not in ow.kinds(s)


def test_prisoner_escaping_without_him_counts_as_leaving_the_map(ow):
    """The Prisoner, ruling: an Elf that leaves without the prisoner is off the
    map; when no Elf is left on the map the Orc wins (kill-all-elves)."""
    s = ow.position("the-prisoner", elves={1: (0, 12)}, active=1)
    ow.act(s, "escape", fig=ow.elf_fid(s, 1))
    assert s.is_over() and s.winners() == [0]
    assert s.view(1)["result"] == "no Elf is left on the map"


def test_prisoner_stays_where_his_rescuer_dies(ow):
    """The Prisoner (designed): if the Elf with the prisoner dies, he stays on its space."""
    s = ow.position("the-prisoner", players=3, elves={1: (8, 6), 2: (0, 12)},
                    orcs=[(WT, "brute", (7, 6))], acting=WT, wounds={1: 4},
                    hands={0: ["savage-swipe"]})
    s.prisoner.update({"with": 1, "hex": None})
    ow.attack(s, "savage-swipe", by=(7, 6), on=(8, 6))
    ow.pass_all(s)
    assert s.prisoner == {"hex": ow.at(8, 6), "with": None, "rescued": False}
    assert not s.is_over()


@pytest.mark.parametrize("scenario", ["orc-camp", "bounty-hunter"])
def test_elves_win_by_killing_the_king(ow, scenario):
    """Orc Camp and Bounty Hunter (designed): the Elves win when the Orc King is killed."""
    board = load_scenario(scenario).board
    king = board.marked("king_start")[0]
    elf = _open_neighbour(board, king)
    s = ow.position(scenario, elves={1: ow.off(elf)}, active=1, hands={1: ["measured-thrust"]})
    ow.attack(s, "measured-thrust", by=ow.off(elf), on=ow.off(king))
    ow.pass_all(s)
    assert s.is_over() and s.winners() == [1]


def test_bounty_hunter_orc_wins_when_the_king_escapes(ow):
    """Bounty Hunter (designed): the Orc wins when the King steps onto an escape
    space and off the map."""
    s = ow.position("bounty-hunter", elves={1: (0, 8)}, king=(4, 1), acting="king",
                    hands={0: ["brace"]})
    assert ow.can_move(s, (4, 1), (3, 0))
    ow.act(s, "escape", fig=ow.fid_at(s, 4, 1))
    assert s.is_over() and s.winners() == [0]


def test_relics_elves_win_with_three_treasures_found(ow):
    """The Relics (designed): the Elves win when they have found three treasures."""
    s = ow.position("the-relics", players=3, elves={1: (4, 2), 2: (12, 6)}, active=1,
                    treasures=[{"kind": "boots-of-speed", "holder": 2},
                               {"kind": "elven-bread", "holder": 1},
                               {"kind": "elven-cloak", "at": (4, 2)}])
    ow.act(s, "pick_up", treasure=2)
    assert s.is_over() and s.winners() == [1, 2]


@pytest.mark.parametrize("scenario,rounds", [("orc-camp", 12), ("the-relics", 15)])
def test_orc_wins_when_the_elves_fail_by_the_round(ow, scenario, rounds):
    """Orc Camp and The Relics (designed): the Orc wins at the end of round 12
    (15) if the Elves have not won by then; a round ends when every seat has
    played, from the first player (an Elf) to the Orc."""
    for at_round, over in ((rounds - 1, False), (rounds, True)):
        s = ow.position(scenario, elves={1: (4, 2) if scenario == "the-relics" else (1, 6)},
                        orcs=[(WT, "brute", (9, 3) if scenario == "the-relics" else (5, 10))],
                        acting=WT, done=["king"] if scenario == "orc-camp" else [],
                        round_=at_round, hands={0: ["brace"], 1: ["parry"]})
        ow.act(s, "end_turn")
        assert s.is_over() is over
        if over:
            assert s.winners() == [0]
            assert s.view(1)["result"] == f"the Elves failed by the end of round {rounds}"
        else:
            assert s.round == rounds and s.active == 1


def test_great_hunt_elves_win_by_surviving_ten_rounds(ow):
    """The Great Hunt (designed): the Orc plays first; the Elves win if an Elf
    is still on the map at the end of round 10."""
    for at_round, over in ((9, False), (10, True)):
        s = ow.position("the-great-hunt", elves={1: (4, 2)}, active=1, round_=at_round,
                        hands={0: ["brace"], 1: ["parry"]})
        ow.act(s, "end_turn")
        assert s.is_over() is over
        if over:
            assert s.winners() == [1]
            assert s.view(0)["result"] == "an Elf is still standing after round 10"


def test_a_round_still_ends_when_the_first_player_is_out(ow):
    """Victory terms (docs/orc-wars.md: a round is one turn of every seat from
    the scenario's first player): with the first Elf dead, the round ends
    after the Orc's turn all the same, and Orc Camp's round 12 still decides."""
    s = ow.position("orc-camp", players=3, elves={2: (1, 6)}, out={1: "dead"},
                    orcs=[(WT, "brute", (5, 10))], acting=WT, done=["king"], round_=12,
                    hands={0: ["brace"], 2: ["sidestep"]})
    ow.act(s, "end_turn")
    assert s.is_over() and s.winners() == [0]


def test_great_hunt_reinforcements_keep_away_from_the_elves(ow):
    """The Great Hunt (designed, the rulebook says it restricts reinforcement):
    reinforcements enter only on entrances at least 4 spaces from every Elf."""
    s = ow.position("the-great-hunt", elves={1: (4, 6)}, orcs=[(WT, "brute", (9, 10))],
                    phase="squad", hands={0: ["brace"]})
    ow.act(s, "reinforce")
    spots = {ow.off(a.arg("hex")) for a in ow.find(s, "place_orc")}
    expected = {ow.off(h) for h in s.board.entrances()
                if hexgrid.distance(h, ow.at(4, 6)) >= 4}
    assert spots == expected
    assert (3, 6) not in spots and (15, 0) in spots              # 1 and 11 spaces away


def test_an_escaped_elf_plays_no_more_cards(ow):
    """Ruling (Race Through the Dark, "Victory Conditions": an Elf that left
    the map cannot return): an Elf off the map takes no more part, so for the
    rest of its turn it may play no card (not even one without a target, such
    as Prayer of Renewal) nor use a treasure; only ending the turn is left."""
    s = ow.position(RACE, players=3, elves={1: (3, 2), 2: (3, 26)}, active=1,
                    hands={1: ["prayer-of-renewal", "longsword-strike"]},
                    decks={1: ["parry", "parry"]},
                    treasures=[{"kind": "elven-bread", "holder": 1}])
    prayer = ow.find(s, "play", cards=["prayer-of-renewal"])[0]
    ow.act(s, "escape", fig=ow.elf_fid(s, 1))
    assert not s.is_over() and s.current_player == 1
    assert ow.kinds(s) == {"end_turn"}
    assert "left the map" in s.why_not(prayer)
    ow.act(s, "end_turn")
    assert ow.hand(s, 1) == ["prayer-of-renewal", "longsword-strike"]
