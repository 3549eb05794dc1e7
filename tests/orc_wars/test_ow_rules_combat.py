"""Orc Wars combat from exact positions: range, squads and their points,
kills, wounds and who takes part (rulebook "Orc Squads", "Squad Attributes",
"Multiple Squads", "Resolving Attacks"; roles.toml for the Role powers).

Arena: tile 4 of The Great Hunt (open ground, columns 4..8, rows 5..7).
Orc cards are the Orc King deck's: savage-swipe (Attack 4, 2 B), skull-crusher
(Attack 8, 5 B), warband-rush (Attack X, 3 X), brutal-momentum (Mod +2, 1 B),
dirty-blade (Mod +2, 1 M), thick-hide (Block 6, 3 B), crude-shield (Block 4,
2 B), grit-teeth (Block Mod +2, 1 B), bellow-of-defiance (Block 5, 3 X).
"""
from __future__ import annotations

import pytest

from engine import hexgrid

WT = "white-tusk"
VC = "venom-claw"
BS = "black-skull"


# ---------------------------------------------------------------- range


def test_attacks_need_adjacency(ow):
    """Resolving Attacks: "Normally targets are adjacent to the attacker"."""
    orcs = [(WT, "brute", (6, 6)), (VC, "brute", (7, 6))]
    s = ow.position(elves={1: (5, 6)}, orcs=orcs, active=1, hands={1: ["measured-thrust"]})
    assert ow.attack_targets(s) == {((5, 6), (6, 6))}          # (7,6) is 2 spaces away


def test_orcs_attack_only_adjacent_elves(ow):
    """Resolving Attacks: an Orc squad's target must be adjacent to one of its figures."""
    s = ow.position(elves={1: (6, 6)}, orcs=[(WT, "brute", (4, 6))], acting=WT,
                    hands={0: ["savage-swipe"]})
    assert ow.attack_targets(s) == set()
    ow.move(s, (4, 6), (5, 6))
    assert ow.attack_targets(s) == {((5, 6), (6, 6))}


def test_sorcerer_attacks_at_range_three(ow):
    """Resolving Attacks / Choosing a Role: the Sorcerer attacks at range
    (roles.toml: 3 spaces in a straight line)."""
    orcs = [(WT, "brute", (7, 6)), (VC, "brute", (8, 6))]
    s = ow.position(elves={1: (4, 6)}, orcs=orcs, roles=["sorcerer"], active=1,
                    hands={1: ["force-lash"]})
    assert hexgrid.distance(ow.at(4, 6), ow.at(7, 6)) == 3
    assert ow.attack_targets(s) == {((4, 6), (7, 6))}          # (8,6) is 4 away


def test_sorcerer_needs_a_line_clear_of_trees(ow):
    """Choosing a Role (roles.toml): the Sorcerer's line may not cross a tree or wall."""
    s = ow.position(elves={1: (5, 0)}, orcs=[(WT, "brute", (3, 0))], roles=["sorcerer"],
                    active=1, hands={1: ["force-lash"]})
    assert ow.terrain(s, 4, 0) == "tree"
    assert ow.attack_targets(s) == set()


def test_figures_do_not_block_the_sorcerers_line(ow):
    """Ruling (roles.toml names only trees and walls): a figure between the
    Sorcerer and its target does not block the line."""
    orcs = [(WT, "brute", (5, 6)), (VC, "brute", (7, 6))]
    s = ow.position(elves={1: (4, 6)}, orcs=orcs, roles=["sorcerer"], active=1,
                    hands={1: ["force-lash"]})
    assert ow.attack_targets(s) == {((4, 6), (5, 6)), ((4, 6), (7, 6))}


# ---------------------------------------------------------------- squads


def test_squads_are_connected_figures_of_one_clan(ow):
    """Orc Squads: adjacent figures of the same clan form a squad; a clan may
    have several squads; other clans' figures never join it. A clan attacks
    once per squad that reaches the target."""
    orcs = [(WT, "brute", (4, 6)), (WT, "brute", (4, 7)),   # squad 1
            (WT, "brute", (6, 6)),                          # squad 2 (2 from squad 1)
            (VC, "brute", (4, 5))]                          # touches squad 1, other clan
    s = ow.position(elves={1: (5, 6)}, orcs=orcs, acting=WT, hands={0: ["savage-swipe"]})
    pools = s.view(0)["pools"]
    squads = [sorted(ow.off(s.figures[f].hex) for f in sq)
              for sq in pools[ow.pool(s, WT)]["squads"]]
    assert sorted(squads) == [[(4, 6), (4, 7)], [(6, 6)]]
    assert len(pools[ow.pool(s, VC)]["squads"]) == 1
    # both squad-1 figures touch the Elf: one attack offered for the squad, one for squad 2
    targets = ow.attack_targets(s)
    assert len(targets) == 2 and ((6, 6), (5, 6)) in targets


def test_clan_attributes_come_from_its_figures(ow):
    """Squad Attributes: 4 Body per Brute, 4 Mind per Tactician, 4 X per Shaman,
    added up over the clan's figures on the board."""
    orcs = [(WT, "brute", (4, 5)), (WT, "brute", (4, 6)), (WT, "brute", (8, 6)),
            (WT, "shaman", (8, 7)), (WT, "tactician", (4, 7)), (VC, "tactician", (6, 5))]
    s = ow.position(elves={1: (4, 2)}, orcs=orcs, active=1)
    seen = s.view(1)["pools"]
    assert {a: seen[ow.pool(s, WT)]["attributes"][a]["score"] for a in "BMX"} == \
        {"B": 12, "M": 4, "X": 4}
    assert {a: seen[ow.pool(s, VC)]["attributes"][a]["score"] for a in "BMX"} == \
        {"B": 0, "M": 4, "X": 0}
    assert {a: seen[ow.pool(s, BS)]["attributes"][a]["score"] for a in "BMX"} == \
        {"B": 0, "M": 0, "X": 0}


# The rulebook's White Tusk example: 3 Brutes, 1 Shaman, 1 Tactician in two
# squads. Squad 1 = 2 Brutes + 1 Tactician at (4,5), (4,6), (4,7); squad 2 =
# 1 Brute + 1 Shaman at (7,6), (8,6). The clan has 12 B, 4 M, 4 X.
WHITE_TUSK = [(WT, "brute", (4, 6)), (WT, "brute", (4, 7)), (WT, "tactician", (4, 5)),
              (WT, "brute", (7, 6)), (WT, "shaman", (8, 6))]
BLOCKS = ["thick-hide", "thick-hide", "thick-hide", "grit-teeth", "grit-teeth",
          "bellow-of-defiance", "crude-shield"]


def _paladin_attacks(ow, on, elf_at, stacks=None):
    """The Paladin at ``elf_at`` attacks the White Tusk figure on ``on``; the Orc
    holds BLOCKS and is to answer."""
    s = ow.position(elves={1: elf_at}, orcs=WHITE_TUSK, active=1, stacks=stacks,
                    hands={1: ["longsword-strike"], 0: BLOCKS})
    ow.attack(s, "longsword-strike", by=elf_at, on=on)
    assert s.current_player == 0
    return s


def test_white_tusk_example_clan_totals(ow):
    """Squad Attributes, example: the White Tusk clan (3 Brutes, 1 Shaman,
    1 Tactician) has 12 B, 4 M and 4 X to spend, in two squads."""
    s = ow.position(elves={1: (5, 6)}, orcs=WHITE_TUSK, active=1)
    assert {a: ow.score(s, WT, a) for a in "BMX"} == {"B": 12, "M": 4, "X": 4}
    assert len(s.view(1)["pools"][ow.pool(s, WT)]["squads"]) == 2


def test_white_tusk_squad_one_blocks_with_up_to_8_b_and_no_x(ow):
    """Squad Attributes, example: squad 1 (2 Brutes + 1 Tactician) cannot play
    X cards and may play up to 8 points of B cards, though the clan has 12 B
    and 4 X."""
    s = _paladin_attacks(ow, on=(4, 6), elf_at=(5, 6))
    sets = ow.playable(s)
    assert ("grit-teeth", "grit-teeth", "thick-hide", "thick-hide") in sets      # 8 B
    assert ("thick-hide", "thick-hide", "thick-hide") not in sets                # 9 B
    assert not any("bellow-of-defiance" in p for p in sets)                      # X
    ow.play(s, "thick-hide", "thick-hide", "grit-teeth", "grit-teeth")
    ow.pass_all(s)                      # the Paladin lets it stand: blocked (10 >= 6)
    assert ow.free(s, WT, "B") == 4


def test_white_tusk_squad_two_blocks_with_4_b_and_4_x(ow):
    """Squad Attributes, example: squad 2 (1 Brute + 1 Shaman) pays up to 4 B
    and 4 X: its X block is open to it, more than 4 B is not."""
    s = _paladin_attacks(ow, on=(7, 6), elf_at=(6, 6))
    sets = ow.playable(s)
    assert ("bellow-of-defiance",) in sets and ("thick-hide",) in sets
    assert ("grit-teeth", "thick-hide") in sets                                  # 4 B
    assert ("crude-shield", "thick-hide") not in sets                            # 5 B


def test_squad_points_count_per_attack_sequence(ow):
    """Publisher's ruling (Orc Wars FAQ, ../shared/rulings/orc-wars.md: cards on a
    Clan card count against every Squad of that Clan). This test used to pin
    our earlier reading (a squad's own points counted per Attack Sequence, the
    clan's earlier cards only against the clan's total: squad 1 could still
    block with 6 B here); the publisher's ruling overrides that reading, so the
    test now pins the ruling: 6 B already on the White Tusk card leave squad 1
    (8 B) only 2 B, though the clan has 6 B free."""
    s = _paladin_attacks(ow, on=(4, 6), elf_at=(5, 6),
                         stacks={WT: {"B": ["thick-hide", "thick-hide"]}})
    assert ow.free(s, WT, "B") == 6
    sets = ow.playable(s)
    assert ("crude-shield",) in sets                                            # 2 B
    assert ("thick-hide",) not in sets                                          # 3 > 8 - 6
    assert ("thick-hide", "thick-hide") not in sets


def test_squad_pays_within_what_the_clan_has_left(ow):
    """Multiple Squads and the publisher's ruling (Orc Wars FAQ): squad 2,
    attacked later in the turn, plays its own defence cards with its own
    points less what the clan card already holds. This test used to let squad
    2 block with 2 B while 10 B lay on the clan card (the clan-total reading);
    under the ruling squad 2 (4 B) has nothing left then, so the position is
    now 2 B on the card: squad 2 has 2 B left, its X untouched."""
    s = _paladin_attacks(ow, on=(7, 6), elf_at=(6, 6),
                         stacks={WT: {"B": ["crude-shield"]}})
    sets = ow.playable(s)
    assert ("crude-shield",) in sets
    assert ("thick-hide",) not in sets                # 3 B > 4 - 2
    assert ("bellow-of-defiance",) in sets            # X untouched


# The publisher's example: Squad A (Brute, Tactician, Shaman) and Squad B
# (Brute, Shaman) of White Tusk, two spaces apart.
FAQ_CLAN = [(WT, "brute", (4, 6)), (WT, "tactician", (4, 5)), (WT, "shaman", (4, 7)),
            (WT, "brute", (7, 6)), (WT, "shaman", (8, 6))]


def test_faq_a_card_of_squad_a_leaves_squad_b_less_to_block_with(ow):
    """Publisher's ruling (Orc Wars FAQ example): Squad A attacks with a 2 B
    card, which stays on the Clan card; when the Elf then attacks Squad B, B
    has 2 B left: a 2 B block is legal, none of 3 B or more."""
    s = ow.position(elves={1: (5, 5)}, orcs=FAQ_CLAN, acting=WT,
                    hands={0: ["savage-swipe", "crude-shield", "thick-hide", "grit-teeth"]})
    ow.attack(s, "savage-swipe", by=(4, 5), on=(5, 5))        # Squad A, 2 B
    ow.pass_all(s)
    assert ow.stack(s, WT, "B") == ["savage-swipe"]
    # later (the Elf's turn): the card is still on the Clan card; the Elf,
    # now next to Squad B only, attacks it
    s = ow.position(elves={1: (6, 5)}, orcs=FAQ_CLAN, active=1,
                    stacks={WT: {"B": ["savage-swipe"]}},
                    hands={0: ["crude-shield", "thick-hide", "grit-teeth"],
                           1: ["longsword-strike"]})
    ow.attack(s, "longsword-strike", by=(6, 5), on=(7, 6))
    assert s.current_player == 0
    sets = ow.playable(s)
    assert ("crude-shield",) in sets                          # 2 B: what B has left
    assert ("thick-hide",) not in sets                        # 3 B
    assert ("crude-shield", "grit-teeth") not in sets         # 3 B as a set


def test_faq_spent_points_also_limit_the_next_attack(ow):
    """Publisher's ruling (Orc Wars FAQ): the clan's cards on its card count
    against an attacking squad too: with 3 B on the card, Squad B (one Brute,
    4 B) may not attack with a 2 B card, only a 1 B set is left to it."""
    s = ow.position(elves={1: (6, 5)}, orcs=FAQ_CLAN, acting=WT,
                    stacks={WT: {"B": ["thick-hide"]}},
                    hands={0: ["savage-swipe", "warband-rush", "brutal-momentum"]})
    assert not ow.can_attack(s, "savage-swipe", by=(7, 6), on=(6, 5))      # 2 > 4 - 3
    assert ow.can_attack(s, "warband-rush", "brutal-momentum", by=(7, 6), on=(6, 5))


def test_defence_cards_added_later_in_the_sequence_count_for_the_squad(ow):
    """Squad Attributes: the squad's cards in one Attack Sequence add up against
    its own points (blocking again after the attacker raises)."""
    s = ow.position(elves={1: (5, 6)}, orcs=WHITE_TUSK, active=1,
                    hands={1: ["longsword-strike", "follow-through", "follow-through"],
                           0: BLOCKS})
    ow.attack(s, "longsword-strike", by=(5, 6), on=(4, 6))
    ow.play(s, "thick-hide", "thick-hide")            # 6 B of squad 1's 8
    ow.play(s, "follow-through")                      # the Paladin raises to 8
    sets = ow.playable(s)
    assert ("grit-teeth", "grit-teeth") in sets       # 8 B in all
    assert ("thick-hide",) not in sets                # 9 B


def test_attacking_squad_pays_with_its_own_members(ow):
    """Squad Attributes, example: a squad may only play cards it can pay for:
    squad 1 has no Shaman, so it cannot attack with an X card even though the
    clan has 4 X (from squad 2's Shaman)."""
    s = ow.position(elves={1: (5, 6)}, orcs=WHITE_TUSK, acting=WT,
                    hands={0: ["warband-rush", "savage-swipe", "dirty-blade"]})
    assert ow.attack_targets(s) == {((4, 6), (5, 6))}     # only squad 1 is next to the Elf
    assert ow.can_attack(s, "savage-swipe", "dirty-blade", by=(4, 6), on=(5, 6))
    assert not ow.can_attack(s, "warband-rush", by=(4, 6), on=(5, 6))


def test_attacking_squad_set_fits_its_own_points(ow):
    """Squad Attributes: squad 2 (one Brute: 4 B) may not attack with a 5 B
    card or set, while squad 1 (8 B) may; neither may add Mind cards unless it
    has a Tactician."""
    s = ow.position(elves={1: (6, 6)}, orcs=WHITE_TUSK, acting=WT,
                    hands={0: ["skull-crusher", "savage-swipe", "brutal-momentum",
                               "brutal-momentum", "dirty-blade"]})
    ow.move(s, (4, 6), (5, 6))        # squad 1 is now (4,5), (5,6), (4,7), next to the Elf
    squads = {tuple(sorted(ow.off(s.figures[f].hex) for f in sq))
              for sq in s.view(0)["pools"][ow.pool(s, WT)]["squads"]}
    assert squads == {((4, 5), (4, 7), (5, 6)), ((7, 6), (8, 6))}
    by1, by2 = (5, 6), (7, 6)
    assert ow.can_attack(s, "savage-swipe", "brutal-momentum", "brutal-momentum", by=by2, on=(6, 6))
    assert not ow.can_attack(s, "skull-crusher", by=by2, on=(6, 6))
    assert not ow.can_attack(s, "savage-swipe", "dirty-blade", by=by2, on=(6, 6))
    assert ow.can_attack(s, "skull-crusher", "brutal-momentum", by=by1, on=(6, 6))
    assert ow.can_attack(s, "savage-swipe", "dirty-blade", by=by1, on=(6, 6))


# ---------------------------------------------------------------- participants


@pytest.mark.parametrize("rules", [1, 2])
def test_only_the_two_participants_play_in_a_fight(ow, rules):
    """Resolving Attacks: "Only the participants in the combat may take part;
    allies cannot play cards to help": the third seat never gets a window.
    From rules revision 2 the seat that played answers last, after the other."""
    s = ow.position(players=3, elves={1: (5, 6), 2: (5, 7)}, orcs=[(WT, "brute", (6, 6))],
                    acting=WT, hands={0: ["savage-swipe", "brutal-momentum"],
                                      1: ["parry"], 2: ["sidestep", "tumble"]},
                    roles=["paladin", "ranger"], rules=rules)
    back = rules == 2
    assert ow.adjacent((6, 6), (5, 7))                # Elf 2 stands right there
    ow.attack(s, "savage-swipe", by=(6, 6), on=(5, 6))
    assert s.to_answer == [1] + [0] * back and s.current_player == 1
    ow.play(s, "parry")
    assert s.to_answer == [0] + [1] * back and s.current_player == 0
    ow.play(s, "brutal-momentum")
    assert s.to_answer == [1] + [0] * back
    ow.pass_all(s)
    assert s.priority == 0 and not s.window_open and s.wounds[1] == 1


@pytest.mark.parametrize("rules, answers", [(1, [0]), (2, [0, 1])])
def test_elf_attack_on_a_squad_gets_no_help_from_other_elves(ow, rules, answers):
    """Resolving Attacks: in an Elf's fight with a squad, only the Orc answers
    (and, from rules revision 2, the attacking Elf after it; never Elf 2)."""
    s = ow.position(players=3, elves={1: (5, 6), 2: (5, 7)}, orcs=[(WT, "brute", (6, 6))],
                    active=1, hands={1: ["measured-thrust"], 0: ["brace"], 2: ["sidestep"]},
                    roles=["paladin", "ranger"], rules=rules)
    ow.attack(s, "measured-thrust", by=(5, 6), on=(6, 6))
    assert s.to_answer == answers


def test_other_cards_need_one_squad_able_to_pay(ow):
    """Ruling (Squad Attributes) for cards outside a fight: some squad of the
    clan must be able to pay: a lone Tactician lets the clan play Loot the
    Fallen (2 M); a clan of Brutes cannot."""
    s = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (4, 6)), (WT, "tactician", (8, 6))],
                    acting=WT, hands={0: ["loot-the-fallen"]})
    assert ("loot-the-fallen",) in ow.playable(s)
    s = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (4, 6)), (WT, "brute", (8, 6))],
                    acting=WT, hands={0: ["loot-the-fallen"]})
    assert ("loot-the-fallen",) not in ow.playable(s)


def test_untargeted_cards_open_no_response_window(ow):
    """Ruling (Resolving Attacks: only participants take part): a card that
    targets nobody (the Orc's Loot the Fallen) gives no one a window; the
    player goes on at once."""
    s = ow.position(players=3, elves={1: (4, 2), 2: (5, 0)},
                    orcs=[(WT, "tactician", (6, 6))], acting=WT,
                    hands={0: ["loot-the-fallen"], 1: ["parry"], 2: ["dispel"]},
                    roles=["paladin", "sorcerer"], decks={0: ["brace", "brace"]})
    ow.play(s, "loot-the-fallen")
    assert s.priority == 0 and not s.window_open
    assert ow.hand(s, 0) == ["brace", "brace"]


def test_a_card_aimed_at_one_side_is_answered_by_that_side_only(ow):
    """Ruling (Resolving Attacks: only participants take part): a targeted card
    outside a fight (the Paladin's Disarming Blow on a squad) gives only the
    target's owner a window, not the other Elf."""
    s = ow.position(players=3, elves={1: (5, 6), 2: (5, 7)}, orcs=[(WT, "brute", (6, 6))],
                    active=1, hands={1: ["disarming-blow"], 0: ["brace"],
                                     2: ["sidestep"]}, roles=["paladin", "ranger"])
    ow.play(s, "disarming-blow", target=ow.pool(s, WT))
    assert ow.hand(s, 0) == [] and s.to_answer == [0]


def test_a_card_aimed_at_an_elf_is_paid_by_a_squad_in_range(ow):
    """Ruling (Squad Attributes: a squad plays only what it can pay for;
    Glossary "Range": one must be in range to target): outside a fight a card
    aimed at an Elf is played by a squad of the clan in range of it, so that
    squad must be able to pay. Intimidate (2 M) at the Elf: the Brute next to
    it has no Mind, the clan's Tactician is far off: not playable; with the
    Tactician next to the Elf it is."""
    far = [(WT, "brute", (4, 6)), (WT, "tactician", (8, 6))]
    s = ow.position(elves={1: (5, 6)}, orcs=far, acting=WT, hands={0: ["intimidate"]})
    assert ow.score(s, WT, "M") == 4
    assert ("intimidate",) not in ow.playable(s)
    near = [(WT, "brute", (8, 6)), (WT, "tactician", (4, 6))]
    s = ow.position(elves={1: (5, 6)}, orcs=near, acting=WT, hands={0: ["intimidate"]})
    ow.play(s, "intimidate", target=ow.pool(s, 1))
    assert ow.stack(s, WT, "M") == ["intimidate"]


@pytest.mark.parametrize("rules", [1, 2])
def test_the_orc_adds_a_mod_after_the_elf_passes_and_the_elf_answers_again(ow, rules):
    """Core Rules "Playing Sets", "Attacking", Glossary "Attack Sequence" (issue 41):
    from rules revision 2, when the Elf passes after the Orc's Base Attack the
    Orc, who played last, may add an Attack Mod, and the Elf may then block it.
    Under revision 1 the Elf's pass ends the fight at once."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], acting=WT,
                    hands={0: ["savage-swipe", "brutal-momentum"], 1: ["parry"]},
                    rules=rules)
    ow.attack(s, "savage-swipe", by=(6, 6), on=(5, 6))
    events = ow.pass_(s)
    assert events[0].text.startswith(s.name(1) + " passes")
    if rules == 1:
        assert s.sequence is None and not s.window_open and s.wounds[1] == 1
        return
    assert s.sequence is not None and s.current_player == 0
    assert ("brutal-momentum",) in ow.playable(s)
    ow.play(s, "brutal-momentum")
    assert s.current_player == 1 and ("parry",) in ow.playable(s)
    ow.play(s, "parry")
    fight = s.view(None)["sequence"]
    assert fight["block"] == 3 and fight["attack"] > 3
    ow.pass_all(s)
    assert s.sequence is None and s.wounds[1] == 1             # not enough: wounded
