"""Treasures from exact positions (rulebook "Picking Up Treasures", "Using a
Treasure", "Exchanging or Leaving a Treasure"; the five treasures are
designed in content/treasures.toml).

Arena: The Great Hunt, tile 4's hall (columns 4..8, rows 5..7).
"""
from __future__ import annotations

from engine.core import Action

WT = "white-tusk"


def test_pick_up_a_treasure_on_your_space(ow):
    """Picking Up Treasures: an Elf on a treasure's space may pick it up, a
    Restricted action; it is turned over and placed on the Role card."""
    s = ow.position(elves={1: (5, 6)}, active=1, hands={1: ["shield-bash"]},
                    treasures=[{"kind": "boots-of-speed", "at": (6, 6)}])
    assert not ow.can(s, "pick_up")                          # not on its space yet
    ow.move(s, (5, 6), (6, 6))
    ow.act(s, "pick_up", treasure=0)
    t = s.treasures[0]
    assert t["holder"] == 1 and t["hex"] is None and t["found"]
    assert s.view(0)["players"][1]["treasures"][0]["kind"] == "boots-of-speed"
    assert not s.players[1].pool.exclusive_used              # Restricted, not Exclusive


def test_pick_up_only_in_your_own_action_phase(ow):
    """Picking Up Treasures: it is a Restricted action, so never while answering
    in the Orc's turn."""
    s = ow.position(elves={1: (6, 6)}, orcs=[(WT, "brute", (7, 6))], acting=WT,
                    hands={0: ["savage-swipe"], 1: ["parry"]},
                    treasures=[{"kind": "boots-of-speed", "at": (6, 6)}])
    ow.attack(s, "savage-swipe", by=(7, 6), on=(6, 6))
    assert s.current_player == 1 and not ow.can(s, "pick_up")


def test_orcs_never_take_treasures_but_may_stand_on_them(ow):
    """Picking Up Treasures: Orcs cannot take treasures, but they may stand on
    them to keep the Elves from picking them up."""
    s = ow.position(elves={1: (4, 6)}, orcs=[(WT, "brute", (6, 5))], acting=WT,
                    hands={0: ["brace"]}, treasures=[{"kind": "elven-cloak", "at": (6, 6)}])
    ow.move(s, (6, 5), (6, 6))
    assert not ({"pick_up", "drop", "give", "take", "use"} & ow.kinds(s))
    elf = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], active=1,
                      treasures=[{"kind": "elven-cloak", "at": (6, 6)}])
    assert (6, 6) not in ow.destinations(elf, (5, 6)) and not ow.can(elf, "pick_up")


def test_drop_a_treasure_on_your_space(ow):
    """Exchanging or Leaving a Treasure: an Elf may take a Restricted action to
    drop its treasure on the space where its figure stands."""
    s = ow.position(elves={1: (5, 6)}, active=1, hands={1: ["shield-bash"]},
                    treasures=[{"kind": "elven-cloak", "holder": 1}])
    ow.act(s, "drop", treasure=0)
    t = s.treasures[0]
    assert t["holder"] is None and t["hex"] == ow.at(5, 6) and t["found"]
    assert not s.players[1].pool.exclusive_used
    assert ow.can(s, "pick_up", treasure=0)                  # it lies there to be taken again


def test_give_a_treasure_is_the_exclusive_action(ow):
    """Exchanging or Leaving a Treasure: an Elf may use its Exclusive action to
    give a treasure to another Elf (designed: an adjacent one)."""
    s = ow.position(players=3, elves={1: (5, 6), 2: (6, 6)}, orcs=[(WT, "brute", (4, 6))],
                    active=1, hands={1: ["shield-bash", "measured-thrust"]},
                    treasures=[{"kind": "elven-cloak", "holder": 1},
                               {"kind": "boots-of-speed", "holder": 1}])
    ow.act(s, "give", treasure=0, to=2)
    assert s.treasures[0]["holder"] == 2
    assert not ow.can(s, "give")                             # one Exclusive a turn
    assert not ow.can_attack(s, "shield-bash", by=(5, 6), on=(4, 6))         # Exclusive card
    assert ow.can_attack(s, "measured-thrust", by=(5, 6), on=(4, 6))         # Restricted card


def test_give_needs_an_adjacent_elf(ow):
    """Exchanging a Treasure (designed): the Elves must stand next to each other."""
    s = ow.position(players=3, elves={1: (5, 6), 2: (8, 6)}, active=1,
                    treasures=[{"kind": "elven-cloak", "holder": 1}])
    assert not ow.can(s, "give") and not ow.can(s, "take")


def test_give_not_after_an_exclusive_card(ow):
    """Exchanging a Treasure: giving uses the Exclusive action, so not after an
    Exclusive card this turn."""
    s = ow.position(players=3, elves={1: (5, 6), 2: (6, 6)}, orcs=[(WT, "brute", (4, 6))],
                    active=1, hands={1: ["shield-bash"], 0: []},
                    treasures=[{"kind": "elven-cloak", "holder": 1}])
    ow.attack(s, "shield-bash", by=(5, 6), on=(4, 6))
    ow.pass_all(s)
    assert not ow.can(s, "give")


def test_take_a_treasure_from_a_willing_elf(ow):
    """Exchanging a Treasure: an Elf may spend its Exclusive action to take a
    treasure from another player, if that player agrees."""
    s = ow.position(players=3, elves={1: (5, 6), 2: (6, 6)}, active=1,
                    treasures=[{"kind": "elven-cloak", "holder": 2}])
    ow.act(s, "take", treasure=0, to=2)
    assert s.current_player == 2 and ow.kinds(s) == {"agree", "refuse"}
    ow.act(s, "agree")
    assert s.treasures[0]["holder"] == 1 and s.current_player == 1
    assert s.players[1].pool.exclusive_used


def test_a_refused_take_still_spends_the_exclusive_action(ow):
    """Exchanging a Treasure, ruling: the other Elf may refuse; the asking Elf's
    Exclusive action is spent on the attempt all the same."""
    s = ow.position(players=3, elves={1: (5, 6), 2: (6, 6)}, active=1,
                    treasures=[{"kind": "elven-cloak", "holder": 2}])
    ow.act(s, "take", treasure=0, to=2)
    ow.act(s, "refuse")
    assert s.treasures[0]["holder"] == 2 and s.current_player == 1
    assert s.players[1].pool.exclusive_used and not ow.can(s, "take")


def test_once_per_game_treasure_is_turned_over(ow):
    """Using a Treasure: a once-per-game treasure, once used, is turned over and
    can no longer be used (the Healing Draught heals one wound)."""
    s = ow.position(elves={1: (5, 6)}, active=1, wounds={1: 2},
                    treasures=[{"kind": "healing-draught", "holder": 1}])
    ow.act(s, "use", treasure=0)
    assert s.wounds[1] == 1 and s.treasures[0]["used"] and s.treasures[0]["found"]
    assert not ow.can(s, "use")
    assert s.view(0)["players"][1]["treasures"][0]["used"] is True


def test_used_treasure_still_counts_as_found(ow):
    """Using a Treasure: a turned-over treasure still counts as a treasure found
    (The Relics: the Elves win with three found, one of them used up)."""
    s = ow.position("the-relics", elves={1: (4, 2)}, active=1,
                    treasures=[{"kind": "healing-draught", "holder": 1, "used": True},
                               {"kind": "elven-bread", "holder": 1},
                               {"kind": "elven-cloak", "at": (4, 2)}])
    assert not s.is_over()
    ow.act(s, "pick_up", treasure=2)
    assert s.is_over() and s.winners() == [1]


def test_every_turn_treasure_works_again_next_turn(ow):
    """Using a Treasure: some treasures may be used every turn (the Elven Cloak:
    +2 block once a turn, in a fight where its holder blocks)."""
    def fight(turn):
        s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], acting=WT, turn=turn,
                        hands={0: ["savage-swipe", "brutal-momentum"], 1: ["vigilant-guard"]},
                        treasures=[{"kind": "elven-cloak", "holder": 1}])
        s.treasures[0]["turn"] = 7                           # used on turn 7
        ow.attack(s, "savage-swipe", by=(6, 6), on=(5, 6))   # 4
        ow.play(s, "vigilant-guard")                         # 4
        ow.play(s, "brutal-momentum")                        # 6
        assert s.current_player == 1
        return s
    assert not ow.can(fight(turn=7), "use")
    s = fight(turn=9)
    ow.act(s, "use", treasure=0)
    assert s.view(1)["sequence"]["block"] == 6 and not s.treasures[0]["used"]
    ow.pass_all(s)
    assert s.wounds[1] == 0


def test_boots_add_a_space_to_every_move(ow):
    """Using a Treasure (designed): the Boots of Speed always add one space."""
    s = ow.position(elves={1: (4, 6)}, active=1,
                    treasures=[{"kind": "boots-of-speed", "holder": 1}])
    assert (8, 6) in ow.destinations(s, (4, 6))              # 4 spaces


def test_escaped_elf_takes_its_treasures_along(ow):
    """Ruling (the rulebook only says a dead Elf's treasures stay on its space):
    an Elf that escapes keeps its treasures; they leave the map with it and
    still count as found."""
    s = ow.position("race-through-the-dark", players=3, elves={1: (3, 2), 2: (3, 26)},
                    active=1, treasures=[{"kind": "elven-cloak", "holder": 1}])
    ow.act(s, "escape", fig=ow.elf_fid(s, 1))
    assert s.treasures[0]["holder"] == 1 and s.treasures[0]["hex"] is None
    assert s.treasures[0]["found"] and not s.is_over()


def test_elven_cloak_only_after_a_base_block(ow):
    """Ruling (Core Rules, "Blocking": a Block Mod cannot stand alone): the
    Elven Cloak adds to its holder's block, so it is offered only once the
    holder has a Base Block in the fight, never alone."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], acting=WT,
                    hands={0: ["savage-swipe", "brutal-momentum"], 1: ["vigilant-guard"]},
                    treasures=[{"kind": "elven-cloak", "holder": 1}])
    ow.attack(s, "savage-swipe", by=(6, 6), on=(5, 6))       # 4
    assert s.current_player == 1
    assert not ow.can(s, "use", treasure=0)
    assert "Base Block" in s.why_not(Action.make("use", treasure=0))
    ow.play(s, "vigilant-guard")                             # 4
    ow.play(s, "brutal-momentum")                            # 6
    ow.act(s, "use", treasure=0)                             # 4 + 2
    assert s.view(1)["sequence"]["block"] == 6


def test_warding_amulet_purges_whatever_the_last_cards_number(ow):
    """Using a Treasure (our Warding Amulet: purge the last card of a fight
    you are in). The card is found by its place in the sequence: one whose
    internal number happens to be 0 is purged like any other (the offer
    once tested the number for truth, so it vanished for card 0)."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], acting=WT,
                    hands={0: ["savage-swipe"], 1: ["vigilant-guard"]},
                    treasures=[{"kind": "warding-amulet", "holder": 1}])
    ow.attack(s, "savage-swipe", by=(6, 6), on=(5, 6))
    last = s.sequence.cards[-1]
    swap = {u: u for u in s.cards}
    swap[last], swap[0] = 0, last
    s.renumber(swap)                         # the attack card is now card 0
    assert s.sequence.cards[-1] == 0 and s.current_player == 1
    assert ow.can(s, "use", treasure=0)
    events = ow.act(s, "use", treasure=0)
    assert not s.in_stack(0)                 # the Savage Swipe is gone: no attack left
    assert s.sequence is None and s.wounds[1] == 0
    assert "purge" in ow.event_kinds(events) or any("Savage Swipe" in str(e) for e in events)
