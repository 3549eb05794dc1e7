"""Dirty tricks from exact positions (rulebook "Dirty Tricks", "Playing Dirty
Tricks"; the eight cards are designed in content/treasures.toml: Fast ones
in a fight an Orc pool is in, Restricted ones in an Orc action phase, one
for the Squad Phase only).
"""
from __future__ import annotations

import pytest

from engine.core import Action

WT = "white-tusk"
VC = "venom-claw"


@pytest.mark.parametrize("level,count", [("first-time", 3), ("novice", 2), ("trained", 1),
                                         ("expert", 0), ("true-orc", 0)])
def test_tricks_dealt_by_experience_level(ow, level, count):
    """Dirty Tricks: first time 3, novice 2, trained 1, expert 0, true orc 0."""
    state = ow.GAME.new_game(2, seed=5, options={"level": level})
    assert len(state.tricks) == count
    assert len(set(state.tricks)) == count
    assert state.view(1)["players"][0]["tricks_count"] == count


def _orc_attacks(ow, tricks, elf_block="vigilant-guard"):
    """White Tusk (2 Brutes) attacks the Paladin with Savage Swipe (4); the
    Paladin blocks with Vigilant Guard (4): the Orc is to answer."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6)), (WT, "brute", (7, 6))],
                    acting=WT, tricks=tricks, hands={0: ["savage-swipe"], 1: [elf_block]})
    ow.attack(s, "savage-swipe", by=(6, 6), on=(5, 6))
    ow.play(s, elf_block)
    assert s.current_player == 0
    return s


def test_fast_trick_in_a_fight(ow):
    """Playing Dirty Tricks: Sneak Attack (Fast) is played while an Orc attack
    is under way, for no points, once."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], acting=WT,
                    tricks=["sneak-attack"], hands={0: ["savage-swipe"]})
    assert "trick" not in ow.kinds(s)                            # no fight yet
    s = _orc_attacks(ow, ["sneak-attack"])
    ow.act(s, "trick", trick="sneak-attack")
    assert s.view(1)["sequence"]["attack"] == 7
    ow.pass_all(s)                                                  # the Paladin has no more
    assert s.wounds[1] == 1
    assert s.tricks == [] and s.tricks_used == ["sneak-attack"]
    assert ow.stack(s, WT, "B") == ["savage-swipe"]              # the trick cost nothing


def test_fast_trick_for_the_defending_orcs(ow):
    """Playing Dirty Tricks: Shield Wall (Fast) adds 3 to the Orcs' block in a
    fight where they defend, on the Elf's turn."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], active=1,
                    tricks=["shield-wall"],
                    hands={1: ["measured-thrust", "follow-through"], 0: ["brace"]})
    ow.attack(s, "measured-thrust", by=(5, 6), on=(6, 6))       # 4
    ow.play(s, "brace")                                         # 3
    ow.play(s, "follow-through")                                # 6
    ow.act(s, "trick", trick="shield-wall")                     # 3 + 3
    ow.pass_all(s)
    assert ow.figure_on(s, 6, 6) is not None                    # blocked, 6 against 6


def test_fast_trick_only_in_an_orc_fight(ow):
    """Dirty Tricks (designed timing): Fast tricks are for fights the Orcs take
    part in, never at rest."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], acting=WT,
                    tricks=["sneak-attack", "shield-wall", "dirty-fighting"],
                    hands={0: ["brace"]})
    assert "trick" not in ow.kinds(s)


def test_dirty_fighting_makes_the_elf_discard(ow):
    """Dirty Tricks (designed): Dirty Fighting makes the Elf in the fight
    discard a card of its choice."""
    s = _orc_attacks(ow, ["dirty-fighting"])
    s.players[1].hand += [s.new_card("parry", 1), s.new_card("shield-bash", 1)]
    ow.act(s, "trick", trick="dirty-fighting")
    assert s.current_player == 1
    ow.act(s, "choose_card", card="parry")
    assert ow.hand(s, 1) == ["shield-bash"] and "parry" in ow.discard(s, 1)


def test_restricted_trick_only_in_an_orc_action_phase(ow):
    """Playing Dirty Tricks: Restricted tricks are played in an Orc action
    phase (Loot: draw two), not in the Squad Phase nor on an Elf's turn."""
    kw = dict(elves={1: (4, 2)}, orcs=[(WT, "brute", (6, 6))], tricks=["loot"],
              hands={0: ["brace"], 1: ["parry"]}, decks={0: ["frenzy", "war-cry"]})
    assert "trick" not in ow.kinds(ow.position(phase="squad", **kw))
    assert "trick" not in ow.kinds(ow.position(phase="choose", **kw))
    assert "trick" not in ow.kinds(ow.position(active=1, **kw))
    s = ow.position(acting=WT, **kw)
    ow.act(s, "trick", trick="loot")
    assert ow.hand(s, 0) == ["brace", "war-cry", "frenzy"] and s.priority == 0


def test_restricted_trick_not_in_a_response_window(ow):
    """Restricted actions are for the player's own action phase at rest: not
    while answering in a fight."""
    s = _orc_attacks(ow, ["berserk"])
    assert not ow.can(s, "trick", trick="berserk")


def test_squad_trick_only_in_the_squad_phase(ow):
    """Playing Dirty Tricks: one trick may only be played during the Squad
    Phase (From the Shadows: two more Orcs come in as a reinforcement,
    besides the normal choice)."""
    kw = dict(elves={1: (12, 6)}, orcs=[(WT, "brute", (4, 2))], tricks=["from-the-shadows"],
              hands={0: ["brace"]}, tokens=[(2, (14, 3))])
    assert "trick" not in ow.kinds(ow.position("the-relics", acting=WT, **kw))
    s = ow.position("the-relics", phase="squad", **kw)
    ow.act(s, "trick", trick="from-the-shadows")
    assert s.view(0)["placing"] == {"mode": "reinforce", "clan": None, "left": 2}
    ow.act(s, "place_orc", kind="brute", clan=WT, hex=ow.at(0, 0))
    ow.act(s, "place_orc", kind="brute", clan=WT, hex=ow.at(0, 4))
    assert s.phase == "squad"                                   # the normal choice remains
    assert ow.can(s, "activate", token=0, clan=VC) and ow.can(s, "reinforce")


def test_war_drums_lets_the_clan_move_again(ow):
    """Dirty Tricks (designed): War Drums: every figure of the acting clan may move again."""
    s = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (6, 6))], acting=WT,
                    tricks=["war-drums"], hands={0: ["brace"]})
    ow.move(s, (6, 6), (7, 6))
    assert "move" not in ow.kinds(s)
    ow.act(s, "trick", trick="war-drums")
    assert ow.can_move(s, (7, 6), (8, 6))


def test_berserk_gives_the_clan_another_attack(ow):
    """Dirty Tricks (designed): Berserk: the acting clan may make one more attack."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6)), (WT, "brute", (7, 6))],
                    acting=WT, tricks=["berserk"], hands={0: ["savage-swipe", "savage-swipe"]})
    ow.attack(s, "savage-swipe", by=(6, 6), on=(5, 6))
    ow.pass_all(s)
    assert ow.attack_targets(s) == set()
    ow.act(s, "trick", trick="berserk")
    assert ow.can_attack(s, "savage-swipe", by=(6, 6), on=(5, 6))


def test_rally_cry_clears_the_acting_clans_stacks(ow):
    """Dirty Tricks (designed): Rally Cry clears up to two top cards of the acting clan."""
    s = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (6, 6)), (WT, "shaman", (7, 6))],
                    acting=WT, tricks=["rally-cry"], hands={0: ["brace"]},
                    stacks={WT: {"B": ["crude-shield", "brace"], "X": ["war-cry"]}})
    ow.act(s, "trick", trick="rally-cry")
    ow.act(s, "choose_stack", seat=ow.pool(s, WT), attribute="B", depth=0)
    ow.act(s, "choose_stack", seat=ow.pool(s, WT), attribute="X", depth=0)
    assert ow.stack(s, WT, "B") == ["crude-shield"] and ow.stack(s, WT, "X") == []


def test_shield_wall_only_after_a_base_block(ow):
    """Ruling (Core Rules, "Blocking": a Block Mod adds to a Base Block and
    cannot stand alone): Shield Wall adds to the Orcs' block, so it is offered
    only once the defending clan has a Base Block in the fight (before, it
    was offered and spent for nothing)."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], active=1,
                    tricks=["shield-wall"],
                    hands={1: ["measured-thrust", "follow-through"], 0: ["brace"]})
    ow.attack(s, "measured-thrust", by=(5, 6), on=(6, 6))       # 4
    assert s.current_player == 0
    wall = Action.make("trick", trick="shield-wall")
    assert not ow.can(s, "trick", trick="shield-wall")
    assert "Base Block" in s.why_not(wall)
    ow.play(s, "brace")                                         # 3
    ow.play(s, "follow-through")                                # 6
    assert s.why_not(wall) is None
    ow.act(s, "trick", trick="shield-wall")                     # 3 + 3
    assert s.view(0)["sequence"]["block"] == 6
