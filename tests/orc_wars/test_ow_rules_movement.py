"""Orc Wars movement rules from exact positions (rulebook "Movement", "Moving
Several Squads"; the engine's clan-movement ruling is movement.py's docstring).

Arena: The Great Hunt. Tile 4's hall (columns 4..8, rows 5..7) is open
ground; tile 1 above is forest; tile 5 to the right has underbrush; tile 6
below is the fortress with wall corridors.
"""
from __future__ import annotations

from engine import hexgrid

WT = "white-tusk"
VC = "venom-claw"


def test_a_figure_moves_up_to_three_spaces(ow):
    """Movement: "moving a figure up to 3 spaces on the board"."""
    s = ow.position(elves={1: (5, 6)}, active=1)
    dest = ow.destinations(s, (5, 6))
    assert (8, 6) in dest and hexgrid.distance(ow.at(5, 6), ow.at(8, 6)) == 3
    assert ow.terrain(s, 9, 6) == "open" and (9, 6) not in dest       # 4 spaces away
    assert all(hexgrid.distance(ow.at(5, 6), ow.at(*h)) <= 3 for h in dest)
    ow.move(s, (5, 6), (8, 6))
    assert "move" not in ow.kinds(s)          # one move per Action Phase (not a Ranger)


def test_an_orc_moves_up_to_three_spaces_once(ow):
    """Movement: each Orc moves up to 3 spaces in its clan's action phase, in one go."""
    s = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (4, 6))], acting=WT)
    dest = ow.destinations(s, (4, 6))
    assert (7, 6) in dest and (8, 6) not in dest
    ow.move(s, (4, 6), (5, 6))
    assert "move" not in ow.kinds(s)          # its move is over: it cannot go on


def test_trees_block_movement(ow):
    """Movement: no figure may cross or occupy a space containing a tree."""
    s = ow.position(elves={1: (5, 0)}, active=1)
    assert ow.terrain(s, 4, 0) == "tree"
    assert hexgrid.distance(ow.at(5, 0), ow.at(3, 0)) == 2
    dest = ow.destinations(s, (5, 0))
    assert (4, 0) not in dest                 # cannot stand on the tree
    assert (3, 0) not in dest                 # nor cross it (the way round is 5 spaces)
    assert all(ow.terrain(s, *h) not in ("tree", "wall") for h in dest)


def test_walls_block_movement(ow):
    """Movement: no figure may cross or occupy a space containing a wall."""
    s = ow.position(elves={1: (4, 10)}, active=1)
    assert ow.terrain(s, 5, 10) == "wall" and ow.terrain(s, 6, 10) == "open"
    dest = ow.destinations(s, (4, 10))
    assert (5, 10) not in dest and (6, 10) not in dest   # 2 spaces away, behind the wall
    assert (4, 8) in dest                                # through the door at (3,9)


def test_figures_block_movement_enemy_or_friend(ow):
    """Movement: no figure may cross or occupy a space with another figure, an
    Orc or a fellow Elf alike."""
    # (3,9) is the only door from the room at row 10 to row 8
    enemy = ow.position(elves={1: (3, 10)}, orcs=[(WT, "brute", (3, 9))], active=1)
    friend = ow.position(players=3, elves={1: (3, 10), 2: (3, 9)}, active=1)
    for s in (enemy, friend):
        dest = ow.destinations(s, (3, 10))
        assert (3, 9) not in dest and (3, 8) not in dest and (4, 8) not in dest
    clear = ow.position(elves={1: (3, 10)}, active=1)
    assert {(3, 9), (3, 8), (4, 8)} <= ow.destinations(clear, (3, 10))


def test_squad_tokens_block_movement(ow):
    """Movement: "a squad token cannot be crossed" (Squad Tokens: it counts as a
    figure and cannot share its space)."""
    s = ow.position(elves={1: (3, 10)}, tokens=[(2, (3, 9))], active=1)
    dest = ow.destinations(s, (3, 10))
    assert (3, 9) not in dest and (3, 8) not in dest and (4, 8) not in dest


def test_underbrush_blocks_orcs_but_not_elves(ow):
    """Movement: Orcs cannot cross underbrush spaces; Elves may cross them or
    stand in them."""
    orc = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (10, 6))], acting=WT)
    dest = ow.destinations(orc, (10, 6))
    assert (10, 5) not in dest and (11, 6) not in dest and (12, 6) not in dest
    assert all(ow.terrain(orc, *h) == "open" for h in dest)
    elf = ow.position(elves={1: (10, 6)}, active=1)
    assert {ow.terrain(elf, *h) for h in ((10, 5), (11, 6))} == {"underbrush"}
    dest = ow.destinations(elf, (10, 6))
    assert {(10, 5), (11, 6), (12, 6)} <= dest
    ow.move(elf, (10, 6), (11, 6))
    assert elf.elf_figure(1).hex == ow.at(11, 6)


def test_treasure_spaces_are_passable(ow):
    """Movement: all figures may cross or stand on a space containing a treasure token."""
    treasure = [{"kind": "boots-of-speed", "at": (6, 6)}]
    s = ow.position(elves={1: (5, 6)}, treasures=treasure, active=1)
    assert {(6, 6), (7, 6), (8, 6)} <= ow.destinations(s, (5, 6))   # (8,6) is straight through
    orc = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (5, 6))], treasures=treasure,
                      acting=WT)
    ow.move(orc, (5, 6), (6, 6))
    assert ow.figure_on(orc, 6, 6).side == "orc"
    assert orc.treasures[0]["hex"] == ow.at(6, 6) and orc.treasures[0]["holder"] is None


def test_an_elf_moves_before_or_after_its_attack(ow):
    """Movement: "Movement may take place either before or after an attack"."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], active=1,
                    hands={1: ["measured-thrust"], 0: []})
    ow.attack(s, "measured-thrust", by=(5, 6), on=(6, 6))
    ow.pass_all(s)
    assert s.priority == 1 and ow.can_move(s, (5, 6), (4, 6))
    ow.move(s, (5, 6), (4, 6))
    assert "move" not in ow.kinds(s)


def test_ranger_moves_attacks_and_moves_again(ow):
    """Movement / Choosing a Role: the Ranger may move, attack and move again
    (roles.toml: moves = 2); other Elves move once."""
    s = ow.position(elves={1: (4, 6)}, orcs=[(WT, "brute", (7, 6))], roles=["ranger"],
                    active=1, hands={1: ["quick-shot"], 0: []})
    ow.move(s, (4, 6), (6, 6))
    ow.attack(s, "quick-shot", by=(6, 6), on=(7, 6))
    ow.pass_all(s)
    assert ow.can_move(s, (6, 6), (4, 6))
    ow.move(s, (6, 6), (4, 6))
    assert "move" not in ow.kinds(s)          # two moves, no third


def test_ranger_may_split_its_moves_without_attacking(ow):
    """Choosing a Role (designed): the Ranger's two moves are two separate moves
    of up to 3 spaces each, with or without an attack between them."""
    s = ow.position(elves={1: (4, 6)}, roles=["ranger"], active=1)
    ow.move(s, (4, 6), (7, 6))
    ow.move(s, (7, 6), (9, 6))
    assert "move" not in ow.kinds(s)


# ---------------------------------------------------------------- clans


def _two_squads(ow, **kw):
    """White Tusk in two squads: A = Brutes at (4,5),(4,6); B = a Brute at (8,6);
    the Paladin at (5,7) is next to (4,6) only."""
    orcs = [(WT, "brute", (4, 5)), (WT, "brute", (4, 6)), (WT, "brute", (8, 6))]
    return ow.position(elves={1: (5, 7)}, orcs=orcs, acting=WT, **kw)


def test_clan_with_two_squads_moves_all_before_acting(ow):
    """Moving Several Squads: if one squad moves and takes an action before the
    other squads have moved, the other squads can no longer move."""
    s = _two_squads(ow, hands={0: ["savage-swipe"], 1: []})
    assert len(s.view(0)["pools"][ow.pool(s, WT)]["squads"]) == 2
    ow.move(s, (4, 5), (5, 6))
    ow.attack(s, "savage-swipe", by=(5, 6), on=(5, 7))
    ow.pass_all(s)
    assert "move" not in ow.kinds(s)          # squad B (8,6) never moved and now cannot


def test_clan_moves_every_squad_then_attacks(ow):
    """Moving Several Squads: all the squads of a clan move, then it acts."""
    s = _two_squads(ow, hands={0: ["savage-swipe"], 1: []})
    ow.move(s, (8, 6), (6, 6))
    ow.move(s, (4, 5), (5, 6))
    assert ow.can_attack(s, "savage-swipe", by=(5, 6), on=(5, 7))
    ow.attack(s, "savage-swipe", by=(5, 6), on=(5, 7))


def test_single_squad_that_has_not_moved_may_move_after_attacking(ow):
    """Movement ("before or after an attack") with Moving Several Squads: a clan
    forming one squad that has not moved may move after its attack
    (movement.py ruling)."""
    orcs = [(WT, "brute", (4, 6)), (WT, "brute", (4, 7))]
    s = ow.position(elves={1: (5, 6)}, orcs=orcs, acting=WT, hands={0: ["savage-swipe"], 1: []})
    ow.attack(s, "savage-swipe", by=(4, 6), on=(5, 6))
    ow.pass_all(s)
    assert ow.can_move(s, (4, 6), (4, 5)) and ow.can_move(s, (4, 7), (5, 7))


def test_single_squad_that_moved_before_attacking_cannot_move_after(ow):
    """Movement ruling (movement.py): a clan moves once; if it moved before its
    attack, figures that did not move stay put afterwards."""
    orcs = [(WT, "brute", (4, 6)), (WT, "brute", (4, 7))]
    s = ow.position(elves={1: (6, 6)}, orcs=orcs, acting=WT, hands={0: ["savage-swipe"], 1: []})
    ow.move(s, (4, 6), (5, 6))
    ow.attack(s, "savage-swipe", by=(5, 6), on=(6, 6))
    ow.pass_all(s)
    assert "move" not in ow.kinds(s)          # (4,7) had not moved and now cannot


def test_any_card_played_by_a_clan_of_two_squads_ends_its_moving(ow):
    """Moving Several Squads: a squad that "takes an action" (any card, not
    only an attack; movement.py: "once it has played a card") stops the
    clan's unmoved squads from moving."""
    orcs = [(WT, "tactician", (4, 5)), (WT, "brute", (8, 6))]
    s = ow.position(elves={1: (4, 2)}, orcs=orcs, acting=WT,
                    hands={0: ["loot-the-fallen"], 1: []}, decks={0: ["brace", "brace"]})
    ow.play(s, "loot-the-fallen")
    ow.pass_all(s)
    assert "move" not in ow.kinds(s)


def test_a_deployed_card_also_ends_a_split_clans_moving(ow):
    """Moving Several Squads, ruling: deploying a card face down is playing it
    (it ties up points at once), so it too stops the unmoved squads."""
    orcs = [(WT, "tactician", (4, 5)), (WT, "brute", (8, 6))]
    s = ow.position(elves={1: (4, 2)}, orcs=orcs, acting=WT, hands={0: ["dirty-blade"]})
    ow.act(s, "deploy", card="dirty-blade")
    assert "move" not in ow.kinds(s)


def test_orc_king_moves_in_his_own_action_phase(ow):
    """Action Phase: the Orc King has his own action phase in which he moves."""
    s = ow.position("orc-camp", elves={1: (1, 6)}, king=(9, 6), acting="king")
    assert ow.can_move(s, (9, 6), (9, 7))
    ow.move(s, (9, 6), (9, 7))
    assert "move" not in ow.kinds(s)
