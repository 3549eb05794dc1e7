"""Illegal Orc Wars actions raise engine.IllegalAction and leave the state
unchanged (engine contract: ``apply`` of an action not in ``legal_actions()``;
each case names the rule that makes it illegal).
"""
from __future__ import annotations

from engine import Action

WT = "white-tusk"


def _move(ow, s, frm, to):
    return Action.make("move", fig=ow.fid_at(s, *frm), to=list(ow.at(*to)))


def test_illegal_moves(ow):
    """Movement: not onto trees, walls, underbrush (Orcs), figures, nor further
    than 3 spaces; Race Through the Dark: leaving the map only from red spaces."""
    elf = ow.position(elves={1: (5, 0)}, orcs=[(WT, "brute", (6, 1))], active=1)
    ow.illegal(elf, _move(ow, elf, (5, 0), (4, 0)))              # a tree
    ow.illegal(elf, _move(ow, elf, (5, 0), (3, 0)))              # behind the tree
    ow.illegal(elf, _move(ow, elf, (5, 0), (6, 1)))              # an Orc's space
    ow.illegal(elf, _move(ow, elf, (5, 0), (5, 4)))              # 4 spaces
    wall = ow.position(elves={1: (4, 10)}, active=1)
    ow.illegal(wall, _move(ow, wall, (4, 10), (5, 10)))          # a wall
    orc = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (10, 6))], acting=WT)
    ow.illegal(orc, _move(ow, orc, (10, 6), (11, 6)))            # underbrush
    race = ow.position("race-through-the-dark", elves={1: (0, 0)},
                       orcs=[(WT, "brute", (1, 0))], active=1)
    ow.illegal(race, Action.make("escape", fig=ow.elf_fid(race, 1)))


def test_moving_out_of_turn_is_illegal(ow):
    """Movement: a figure moves in its own action phase only; the Orcs' moves
    end once a split clan has acted (movement.py ruling)."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (7, 6))], active=1)
    ow.illegal(s, _move(ow, s, (7, 6), (8, 6)))                  # the Elf's turn
    orcs = [(WT, "tactician", (4, 5)), (WT, "brute", (8, 6))]
    clan = ow.position(elves={1: (4, 2)}, orcs=orcs, acting=WT,
                       hands={0: ["loot-the-fallen"]}, decks={0: ["brace"]})
    ow.play(clan, "loot-the-fallen")
    ow.illegal(clan, _move(ow, clan, (8, 6), (7, 6)))


def test_illegal_attacks(ow):
    """Resolving Attacks: targets must be adjacent (the Sorcerer's range aside);
    Squad Attributes: a squad cannot play what its own members cannot pay."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (8, 6))], active=1,
                    hands={1: ["measured-thrust"]})
    far = [ow.elf_fid(s, 1), ow.fid_at(s, 8, 6)]
    ow.illegal(s, Action.make("play", cards=["measured-thrust"], target=far))
    orcs = [(WT, "brute", (4, 6)), (WT, "brute", (8, 6)), (WT, "shaman", (8, 7))]
    clan = ow.position(elves={1: (5, 6)}, orcs=orcs, acting=WT, hands={0: ["warband-rush"]})
    pair = [ow.fid_at(clan, 4, 6), ow.elf_fid(clan, 1)]
    ow.illegal(clan, Action.make("play", cards=["warband-rush"], target=pair))


def test_illegal_squad_phase_choices(ow):
    """Squad Phase: one token only, reinforcements only on entrances and only
    for clans on the board; Dirty Tricks: Restricted tricks not in the Squad Phase."""
    s = ow.position("the-relics", elves={1: (12, 6)}, orcs=[(WT, "brute", (4, 2))],
                    tokens=[(2, (14, 3)), (1, (9, 6))], tricks=["loot"], phase="squad",
                    hands={0: ["brace"]})
    ow.illegal(s, Action.make("trick", trick="loot"))
    ow.illegal(s, Action.make("place_orc", kind="brute", clan=WT, hex=list(ow.at(0, 0))))
    ow.act(s, "reinforce")
    ow.illegal(s, Action.make("place_orc", kind="brute", clan=WT, hex=list(ow.at(5, 2))))
    ow.illegal(s, Action.make("place_orc", kind="brute", clan="venom-claw",
                              hex=list(ow.at(0, 0))))
    ow.illegal(s, Action.make("activate", token=0, clan=WT))


def test_illegal_treasure_actions(ow):
    """Picking Up Treasures: Orcs never take treasures; an Elf picks up only on
    the treasure's space; Exchanging: one Exclusive action a turn."""
    s = ow.position(elves={1: (4, 6)}, orcs=[(WT, "brute", (6, 6))], acting=WT,
                    hands={0: ["brace"]}, treasures=[{"kind": "elven-cloak", "at": (6, 6)}])
    ow.illegal(s, Action.make("pick_up", treasure=0))
    elf = ow.position(players=3, elves={1: (5, 6), 2: (5, 7)}, active=1,
                      treasures=[{"kind": "elven-cloak", "at": (8, 6)},
                                 {"kind": "boots-of-speed", "holder": 1},
                                 {"kind": "healing-draught", "holder": 1}])
    ow.illegal(elf, Action.make("pick_up", treasure=0))
    ow.act(elf, "give", treasure=1, to=2)
    ow.illegal(elf, Action.make("give", treasure=2, to=2))


def test_illegal_phase_actions(ow):
    """Clans and Squads: one action phase per clan; Action Phase: no refresh
    after an action phase; Clear Phase: three clears per clan."""
    s = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (6, 6)), ("venom-claw", "brute",
                                                                     (4, 7))],
                    phase="choose", done=[WT], hands={0: ["brace"]})
    ow.illegal(s, Action.make("begin_action", pool=ow.pool(s, WT)))
    ow.illegal(s, Action.make("refresh"))
    c = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (6, 6))], phase="clear",
                    hands={0: ["brace"]}, stacks={WT: {"B": ["brace"] * 4}})
    for _ in range(3):
        ow.act(c, "clear", pool=ow.pool(c, WT), attribute="B")
    assert c.phase != "clear"                                    # moved on by itself
    ow.illegal(c, Action.make("clear", pool=ow.pool(c, WT), attribute="B"))


def test_nothing_is_legal_once_the_game_is_over(ow):
    """Winning the Game: the side that first achieves its objective wins; the
    game is over."""
    s = ow.position("race-through-the-dark", elves={1: (3, 2)}, active=1)
    ow.act(s, "escape", fig=ow.elf_fid(s, 1))
    assert s.legal_actions() == [] and s.current_player is None
    ow.illegal(s, Action.make("end_turn"))
