"""Orc Wars combat results, from exact positions (rulebook "Combat": what a
successful or blocked attack does, the Paladin's and the Sorcerer's second kill,
wounds and the wound line, the Orc King; rulebook "Resolving Attacks"). Split from
test_ow_rules_combat.py, whose docstring names the arena and the Orc cards used."""
from __future__ import annotations

WT = "white-tusk"
VC = "venom-claw"
BS = "black-skull"


# ---------------------------------------------------------------- results


def test_successful_attack_kills_the_targeted_orc(ow):
    """Resolving Attacks: if the target is a squad, the Orc figure adjacent to
    the attacker is killed (the Ranger has no extra kill)."""
    orcs = [(WT, "brute", (6, 6)), (WT, "brute", (5, 5))]
    s = ow.position(elves={1: (5, 6)}, orcs=orcs, roles=["ranger"], active=1,
                    hands={1: ["hunters-strike"]})
    ow.attack(s, "hunters-strike", by=(5, 6), on=(6, 6))
    ow.pass_all(s)
    assert ow.figure_on(s, 6, 6) is None
    assert ow.figure_on(s, 5, 5).side == "orc"
    assert ow.score(s, WT, "B") == 4


def test_blocked_attack_kills_nobody(ow):
    """Resolving Attacks: a block equal to the attack makes the attack fail."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], roles=["ranger"],
                    active=1, hands={1: ["running-shot"], 0: ["crude-shield"]})
    ow.attack(s, "running-shot", by=(5, 6), on=(6, 6))
    ow.play(s, "crude-shield")                        # 4 against 4
    ow.pass_all(s)
    assert ow.figure_on(s, 6, 6) is not None


def test_paladin_kills_a_second_orc_next_to_it(ow):
    """Resolving Attacks / roles.toml: the Paladin's successful attack on a
    squad also kills another Orc of that squad standing next to the Paladin."""
    orcs = [(WT, "brute", (6, 6)), (WT, "brute", (5, 5)), (WT, "brute", (7, 6)),
            (VC, "brute", (4, 6))]
    s = ow.position(elves={1: (5, 6)}, orcs=orcs, active=1, hands={1: ["shield-bash"]})
    ow.attack(s, "shield-bash", by=(5, 6), on=(6, 6))
    ow.pass_all(s)
    assert ow.figure_on(s, 6, 6) is None and ow.figure_on(s, 5, 5) is None
    assert ow.figure_on(s, 7, 6) is not None          # same squad, not next to the Paladin
    assert ow.figure_on(s, 4, 6) is not None          # next to the Paladin, other clan


def test_paladin_kills_only_one_more_orc(ow):
    """roles.toml (ruling on the choice): of several Orcs of the squad next to
    the Paladin, exactly one more falls, the one that came on the board first."""
    orcs = [(WT, "brute", (6, 6)), (WT, "brute", (4, 5)), (WT, "brute", (5, 5)),
            (WT, "brute", (4, 6))]                   # one squad: (6,6)-(5,5)-(4,5)-(4,6)
    s = ow.position(elves={1: (5, 6)}, orcs=orcs, active=1, hands={1: ["shield-bash"]})
    ow.attack(s, "shield-bash", by=(5, 6), on=(6, 6))
    ow.pass_all(s)
    left = sorted(ow.off(f.hex) for f in s.figures.values() if f.side == "orc" and f.hex)
    assert left == [(4, 6), (5, 5)]


def test_sorcerer_kills_a_second_orc_next_to_its_target(ow):
    """Resolving Attacks / roles.toml: the Sorcerer's successful attack on a
    squad also kills one more Orc of that squad next to the target."""
    orcs = [(WT, "brute", (7, 6)), (WT, "brute", (8, 6)), (WT, "brute", (9, 6))]
    s = ow.position(elves={1: (4, 6)}, orcs=orcs, roles=["sorcerer"], active=1,
                    hands={1: ["force-lash"]})
    ow.attack(s, "force-lash", by=(4, 6), on=(7, 6))
    ow.pass_all(s)
    assert ow.figure_on(s, 7, 6) is None and ow.figure_on(s, 8, 6) is None
    assert ow.figure_on(s, 9, 6) is not None          # not next to the target


def test_clan_losing_its_last_figure_discards_its_stacks(ow):
    """Ruling (combat.kill_orc; the rulebook is silent): a clan left with no
    figure on the board discards its Attribute Stacks."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], roles=["ranger"],
                    active=1, hands={1: ["hunters-strike"]},
                    stacks={WT: {"B": ["crude-shield"]}})
    ow.attack(s, "hunters-strike", by=(5, 6), on=(6, 6))
    ow.pass_all(s)
    assert ow.stack(s, WT, "B") == [] and ow.discard(s, 0) == ["crude-shield"]


def test_successful_attack_wounds_an_elf(ow):
    """Resolving Attacks: if an Elf suffers a successful attack, place a wound
    marker on its Role card."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], acting=WT,
                    hands={0: ["savage-swipe"]})
    events = ow.attack(s, "savage-swipe", by=(6, 6), on=(5, 6))
    events += ow.pass_all(s)
    assert s.wounds[1] == 1 and "wounded" in ow.event_kinds(events)
    assert s.view(1)["players"][1]["wounds"] == 1


def test_an_elf_takes_at_most_one_wound_per_turn(ow):
    """Resolving Attacks: "AN ELF CAN TAKE ONLY ONE WOUND PER TURN": the second
    successful attack in the same turn places no wound."""
    orcs = [(WT, "brute", (6, 6)), (VC, "brute", (4, 6))]
    s = ow.position(elves={1: (5, 6)}, orcs=orcs, acting=WT,
                    hands={0: ["savage-swipe", "savage-swipe"]})
    ow.attack(s, "savage-swipe", by=(6, 6), on=(5, 6))
    ow.pass_all(s)
    assert s.wounds[1] == 1
    ow.act(s, "end_turn")                             # White Tusk's phase ends
    ow.act(s, "begin_action", pool=ow.pool(s, VC))
    ow.attack(s, "savage-swipe", by=(4, 6), on=(5, 6))
    events = ow.pass_all(s)
    assert "attack_succeeds" in ow.event_kinds(events) and "no_wound" in ow.event_kinds(events)
    assert s.wounds[1] == 1


def test_wounds_again_on_a_later_turn(ow):
    """Resolving Attacks: the one-wound limit is per turn; the next turn's
    successful attack wounds again."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], acting=WT,
                    hands={0: ["savage-swipe"]}, wounds={1: 1})
    s.wounded_turn[1] = s.turn - 2                    # wounded on the Orc's last turn
    ow.attack(s, "savage-swipe", by=(6, 6), on=(5, 6))
    ow.pass_all(s)
    assert s.wounds[1] == 2


def test_full_wound_line_kills_the_elf_and_leaves_its_treasures(ow):
    """Resolving Attacks: when the wound line is full the Elf is killed, its
    figure removed and its player eliminated; Picking Up Treasures: treasures
    it carried are left where it died."""
    s = ow.position(players=3, elves={1: (4, 2), 2: (5, 6)}, orcs=[(WT, "brute", (6, 6))],
                    acting=WT, hands={0: ["savage-swipe"]}, wounds={2: 2},
                    roles=["paladin", "sorcerer"],
                    treasures=[{"kind": "elven-cloak", "holder": 2},
                               {"kind": "healing-draught", "holder": 2, "used": True}])
    assert s.view(0)["players"][2]["wound_line"] == 3          # the Sorcerer's
    ow.attack(s, "savage-swipe", by=(6, 6), on=(5, 6))
    events = ow.pass_all(s)
    assert "elf_killed" in ow.event_kinds(events)
    assert s.out == {2: "dead"} and s.elf_figure(2) is None
    assert all(t["holder"] is None and t["hex"] == ow.at(5, 6) for t in s.treasures)
    assert not s.is_over()                            # Elf 1 is still on the map


def test_dead_elf_gets_no_more_turns(ow):
    """Resolving Attacks: the player of a killed Elf is eliminated: play skips it."""
    s = ow.position(players=3, elves={1: (4, 2)}, out={2: "dead"}, phase="action", active=1,
                    hands={0: ["brace"]})
    ow.act(s, "end_turn")
    assert s.active == 0 and s.phase == "discard"


def test_orc_king_is_killed_by_one_successful_attack(ow):
    """Resolving Attacks: if the Orc King suffers a wound, he is killed; remove
    his figure (in Orc Camp that wins the game for the Elves)."""
    s = ow.position("orc-camp", elves={1: (9, 7)}, king=(9, 6), active=1,
                    hands={1: ["measured-thrust"]})
    ow.attack(s, "measured-thrust", by=(9, 7), on=(9, 6))
    ow.pass_all(s)
    assert s.king_figure() is None
    assert s.is_over() and s.winners() == [1]


# ---------------------------------------------------------------- Shatter Guard


def _shatter_guard_arena(ow):
    """The Paladin next to a White Tusk squad of two Brutes (8 Body) whose Body
    stack holds two Thick Hides of an earlier fight (6 spent, 2 free); the Orc
    holds Brace (Block 3, 1 B) and Crude Shield (Block 4, 2 B)."""
    return ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6)), (WT, "brute", (7, 6))],
                       active=1, hands={1: ["shatter-guard", "shield-bash", "follow-through"],
                                        0: ["brace", "crude-shield"]},
                       stacks={WT: {"B": ["thick-hide", "thick-hide"]}})


def test_shatter_guard_on_a_block_of_the_fight_lowers_the_block(ow):
    """Paladin's Shatter Guard (designed: clear the top card of one of the
    opponent's stacks; a block card cleared so stops counting) with Glossary
    "Clear" and Core Rules "Clearing" (a cleared card of the current attack or
    block reduces its value): 7 against Crude Shield's 4, Shatter Guard clears
    it, the attack succeeds 7 against 0."""
    s = _shatter_guard_arena(ow)
    ow.attack(s, "shield-bash", "follow-through", by=(5, 6), on=(6, 6))
    ow.play(s, "crude-shield")
    assert (s.view(1)["sequence"]["attack"], s.view(1)["sequence"]["block"]) == (7, 4)
    events = ow.play(s, "shatter-guard")
    assert [e.text for e in events if e.kind == "cleared"] == [
        "Elf 1 clears Crude Shield from White Tusk's Body stack. It no longer counts in "
        "this attack."]
    assert s.view(1)["sequence"]["block"] == 0
    events = ow.pass_all(s)
    assert [e.data for e in events if e.kind == "attack_succeeds"] == [{"attack": 7, "block": 0}]


def test_shatter_guard_on_an_old_card_frees_the_orcs_points_and_says_so(ow):
    """The playtester's "7 vs 7" where "7 vs 4" was expected: Shatter Guard played
    before the fight clears a Thick Hide of an earlier fight. That card counted
    in no attack; clearing it gives White Tusk its 3 Body back (Glossary
    "Clear"), so the Orc, which could pay only Crude Shield (4) with 2 Body
    free, now blocks with both cards: 7 against 7. Not a fault of the engine;
    the log line now says what the clear did."""
    s = _shatter_guard_arena(ow)
    assert ow.free(s, WT, "B") == 2 and s.why_not(["brace", "crude-shield"]) is not None
    events = ow.play(s, "shatter-guard")
    assert [e.text for e in events if e.kind == "cleared"] == [
        "Elf 1 clears Thick Hide from White Tusk's Body stack. White Tusk gets its 3 Body "
        "points back."]
    ow.pass_all(s)
    assert ow.free(s, WT, "B") == 5
    ow.attack(s, "shield-bash", "follow-through", by=(5, 6), on=(6, 6))
    ow.play(s, "brace", "crude-shield")
    events = ow.pass_all(s)
    assert [e.data for e in events if e.kind == "attack_blocked"] == [{"attack": 7, "block": 7}]
